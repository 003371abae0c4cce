/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-help.c: HELP (AJUTOR): the list of commands, written by the templates
 * from the table's names, aliases and arguments passed as arguments of the
 * item, so that a command added to the table appears in the help; and
 * whether sign-up by mail is open (the signup setting: "1" or ""), for the
 * lines of REGISTER, CONFIRM and JOIN.
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
help_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	GString *list = g_string_new(NULL);
	size_t i;

	(void)argc;
	(void)argv;
	(void)cause;
	/* One command a line: "NAME/ALIAS args". */
	for (i = 0; i < cmd_table_len; i++) {
		const struct cmd_entry *e = cmd_table[i];

		g_string_append(list, e->name);
		if (e->alias != NULL)
			g_string_append_printf(list, "/%s", e->alias);
		if (e->args[0] != '\0')
			g_string_append_printf(list, " %s", e->args);
		g_string_append_c(list, '\n');
	}
	report_reply_item(ctx->reply, ctx->line, echo, "HELP", "ok", RC_HELP,
	    "commands", list->str, "signup", ctx->conf->signup != NULL &&
	    strcmp(ctx->conf->signup, "closed") != 0 ? "1" : "", NULL);
	g_string_free(list, TRUE);
	return 0;
}

const struct cmd_entry cmd_help_entry = {
	"HELP", "AJUTOR", "", 0, 0, help_exec
};
