/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-language.c: LANGUAGE ro|en (LIMBA): the language a signed-on player's
 * answers come in first (the other follows); it takes effect from the next
 * mail.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

static int
language_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	const char *lang;

	if (argc != 2) {
		report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE",
		    "error", "language.usage", NULL);
		return 0;
	}
	if (g_ascii_strcasecmp(argv[1], "ro") == 0 ||
	    g_ascii_strncasecmp(argv[1], "rom", 3) == 0)
		lang = "ro";
	else if (g_ascii_strcasecmp(argv[1], "en") == 0 ||
	    g_ascii_strncasecmp(argv[1], "eng", 3) == 0)
		lang = "en";
	else {
		report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE",
		    "error", "language.usage", NULL);
		return 0;
	}
	if (store_player_set_lang(ctx->st, ctx->player->id, lang, cause) == -1)
		return -1;
	free(ctx->player->lang);
	ctx->player->lang = xstrdup(lang);
	report_reply_item(ctx->reply, ctx->line, echo, "LANGUAGE", "ok",
	    "language.ok", "lang", lang, NULL);
	return 0;
}

const struct cmd_entry cmd_language_entry = {
	"LANGUAGE", "LIMBA", "ro|en", CMD_SIGNON, 0, language_exec
};
