/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-name.c: NAME text (NUME): the name a reader of an open contest wants
 * in the results (at most 40 characters); it applies to the entries of the
 * same mail and stays for the next ones.  From a signed-on player it is
 * also the player's real name (account.h), shown in greetings, standings
 * and game pages from then on.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "account.h"
#include "cmd.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

#define NAME_MAX_CHARS ACCOUNT_REAL_NAME_MAX

static int
name_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 1; i < argc; i++)
		g_string_append_printf(s, "%s%s", i > 1 ? " " : "", argv[i]);
	if (s->len == 0 || !g_utf8_validate(s->str, -1, NULL)) {
		report_reply_item(ctx->reply, ctx->line, echo, "NAME", "error",
		    RC_NAME_USAGE, NULL);
		g_string_free(s, TRUE);
		return 0;
	}
	free(ctx->display_name);
	/* g_utf8_substring's end must lie within the string. */
	ctx->display_name = g_utf8_substring(s->str, 0,
	    MIN(g_utf8_strlen(s->str, -1), NAME_MAX_CHARS));
	if (ctx->player != NULL && account_real_name_valid(ctx->display_name) &&
	    account_set_real_name(ctx->st, ctx->player, ctx->display_name,
	    cause) != ACCOUNT_OK) {
		g_string_free(s, TRUE);
		return -1;
	}
	report_reply_item(ctx->reply, ctx->line, echo, "NAME", "ok", RC_NAME_OK,
	    "name", ctx->display_name, NULL);
	g_string_free(s, TRUE);
	return 0;
}

const struct cmd_entry cmd_name_entry = {
	"NAME", "NUME", "text", 0, 0, name_exec
};
