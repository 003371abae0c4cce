/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-password.c: PASSWORD new-password (PAROLA): a signed-on player sets a
 * new password.  The new password is checked (length, no spaces or control
 * characters, not the player's name), hashed, and never quoted back.
 */
#include "config.h"

#include <stdio.h>

#include "account.h"
#include "cmd.h"
#include "conf.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
password_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct account_who who;
	const char *why;
	char min[32];

	if (argc != 2) {
		report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD",
		    "error", RC_PASSWORD_USAGE, NULL);
		return 0;
	}
	switch (account_set_password(ctx->st, ctx->player, argv[1],
	    ctx->conf->min_password, &who, cause)) {
	case ACCOUNT_OK:
		report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD", "ok",
		    RC_PASSWORD_OK, "player", who.name, NULL);
		return 0;
	case ACCOUNT_TOO_SHORT:
		why = RC_PASSWORD_TOO_SHORT;
		break;
	case ACCOUNT_SAME_AS_NAME:
		why = RC_PASSWORD_SAME_AS_NAME;
		break;
	case ACCOUNT_BAD_CHARS:
		why = RC_PASSWORD_BAD_CHARS;
		break;
	case ACCOUNT_TOO_LONG:
		snprintf(min, sizeof min, "%d", ACCOUNT_PASSWORD_MAX);
		report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD",
		    "error", RC_PASSWORD_TOO_LONG, "max", min, NULL);
		return 0;
	default:
		/* The store, or the system's hashing: a temporary failure. */
		return -1;
	}
	snprintf(min, sizeof min, "%ld", ctx->conf->min_password);
	report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD", "error", why,
	    "min", min, NULL);
	return 0;
}

const struct cmd_entry cmd_password_entry = {
	"PASSWORD", "PAROLA", "new-password", CMD_SIGNON, 1, password_exec
};
