/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-confirm.c: CONFIRM code (CONFIRMARE): completes the sign-up asked
 * by REGISTER from the same address (account-signup.h).  The request
 * then waits for the organiser, or (signup = auto) the player is made and
 * the welcome mail with the password follows.  The code is not quoted
 * back.
 */
#include "config.h"

#include <stdio.h>

#include <glib.h>

#include "account-signup.h"
#include "cmd.h"
#include "game-ctx.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
confirm_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct signup_outcome o;
	struct game_ctx local, *g = ctx->game;
	enum signup_status ss;
	char *shown, num[32];
	int rc = 0;

	(void)echo;
	/* The keyword as written, the code hidden. */
	shown = g_strconcat(argv[0], argc > 1 ? " ******" : "", NULL);
	if (argc != 2) {
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_USAGE, NULL);
		g_free(shown);
		return 0;
	}
	if (g == NULL) {
		game_ctx_init(&local, ctx->st, ctx->conf, NULL);
		g = &local;
	}
	ss = signup_confirm(g, ctx->msg->from_addr, argv[1], ctx->now, &o,
	    cause);
	switch (ss) {
	case SIGNUP_OK:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM", "ok",
		    RC_CONFIRM_PENDING, "player", o.name, NULL);
		break;
	case SIGNUP_APPROVED:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM", "ok",
		    RC_CONFIRM_APPROVED, "player", o.name, NULL);
		break;
	case SIGNUP_NO_REQUEST:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_NO_REQUEST, "addr", o.email, NULL);
		break;
	case SIGNUP_EXPIRED:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_EXPIRED, "player", o.name, NULL);
		break;
	case SIGNUP_BAD_CODE:
		snprintf(num, sizeof num, "%d", o.tries);
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_BAD_CODE, "player", o.name, "tries",
		    num, NULL);
		break;
	case SIGNUP_VOIDED:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_VOIDED, "player", o.name, NULL);
		break;
	case SIGNUP_NAME_TAKEN:
	case SIGNUP_KNOWN_ADDRESS:
		report_reply_item(ctx->reply, ctx->line, shown, "CONFIRM",
		    "error", RC_CONFIRM_NAME_TAKEN, "player", o.name, NULL);
		break;
	default:
		rc = -1;
		break;
	}
	signup_outcome_clear(&o);
	g_free(shown);
	if (g == &local)
		game_ctx_clear(&local);
	return rc;
}

const struct cmd_entry cmd_confirm_entry = {
	.name = "CONFIRM",
	.alias = "CONFIRMARE",
	.args = "code",
	.exec = confirm_exec,
};
