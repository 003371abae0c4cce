/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-register.c: REGISTER name [real name] (INSCRIERE): asks to become a
 * player from an address no player has.  The answer, to that address,
 * carries the code that CONFIRM sends back (account-signup.h has the
 * rules); the code is the answer's secret, replaced by stars in the
 * outbox's copy once the answer is sent.  The keyword's language is the
 * new player's: INSCRIERE Romanian, REGISTER English.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "account-signup.h"
#include "account.h"
#include "cmd.h"
#include "game-ctx.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
register_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct signup_outcome o;
	struct game_ctx local, *g = ctx->game;
	enum signup_status ss;
	char *realname = NULL, num[32];
	const char *lang;
	int rc = 0;

	if (argc < 2) {
		snprintf(num, sizeof num, "%d", ACCOUNT_NAME_MAX);
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_USAGE, "max", num, NULL);
		return 0;
	}
	if (g == NULL) {
		game_ctx_init(&local, ctx->st, ctx->conf, NULL);
		g = &local;
	}
	if (argc > 2)
		realname = cmd_join_words(argc - 2, argv + 2);
	/* REGISTER or a prefix of it: English; INSCRIERE, ÎNSCRIERE: not. */
	lang = argv[0][0] == 'R' || argv[0][0] == 'r' ? "en" : "ro";
	ss = signup_request(g, argv[1], realname, ctx->msg->from_addr, lang,
	    ctx->spool_id, ctx->now, &o, cause);
	switch (ss) {
	case SIGNUP_OK:
		snprintf(num, sizeof num, "%ld", o.hours);
		report_reply_add_secret(ctx->reply, o.code);
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER", "ok",
		    RC_SIGNUP_CODE, "player", o.name, "code", o.code, "hours",
		    num, "deadline", o.expires, NULL);
		break;
	case SIGNUP_CLOSED:
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_CLOSED, NULL);
		break;
	case SIGNUP_KNOWN_ADDRESS:
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_KNOWN_ADDRESS, "player", o.name, "addr",
		    o.email, NULL);
		break;
	case SIGNUP_BAD_NAME:
		snprintf(num, sizeof num, "%d", ACCOUNT_NAME_MAX);
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_BAD_NAME, "player", o.name, "max", num,
		    NULL);
		break;
	case SIGNUP_NAME_TAKEN:
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_NAME_TAKEN, "player", o.name, NULL);
		break;
	case SIGNUP_TOO_MANY:
		snprintf(num, sizeof num, "%d", SIGNUP_PER_DAY);
		report_reply_item(ctx->reply, ctx->line, echo, "REGISTER",
		    "error", RC_SIGNUP_TOO_MANY, "max", num, NULL);
		break;
	default:
		rc = -1;
		break;
	}
	signup_outcome_clear(&o);
	g_free(realname);
	if (g == &local)
		game_ctx_clear(&local);
	return rc;
}

const struct cmd_entry cmd_register_entry = {
	.name = "REGISTER",
	.alias = "INSCRIERE",
	.args = "name [real name]",
	.exec = register_exec,
};
