/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-language.c: LANGUAGE ro|en (LIMBA): the language a signed-on player's
 * answers come in first (the other follows); it takes effect from the next
 * mail.
 */
#include "config.h"

#include "account.h"
#include "cmd.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
language_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct account_who who;

	if (argc != 2) {
		report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE",
		    "error", RC_LANGUAGE_USAGE, NULL);
		return 0;
	}
	switch (account_set_lang(ctx->st, ctx->player, argv[1], &who, cause)) {
	case ACCOUNT_OK:
		report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE", "ok",
		    RC_LANGUAGE_OK, "lang", who.lang, NULL);
		return 0;
	case ACCOUNT_BAD_LANG:
		report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE",
		    "error", RC_LANGUAGE_USAGE, NULL);
		return 0;
	default:
		return -1;
	}
}

const struct cmd_entry cmd_language_entry = {
	"LANGUAGE", "LIMBA", "ro|en", CMD_SIGNON, 0, language_exec
};
