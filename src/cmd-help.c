/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-help.c: HELP (AJUTOR), in context: what the sender can do now,
 * then every command.  The first item says who asks (cmd_context: a
 * player signed on, a player's address without SIGNON, anyone else) and
 * how many games and contests follow; then, from game-list.h, one item for
 * each game the player is playing (whose turn, and the line to write for a
 * move when it is theirs) and one for each running contest the sender may
 * enter (the round to write, the CONTEST line when there are several);
 * last the list of commands, written by the templates for who asks and
 * whether sign-up by mail is open (the signup setting: "1" or ""), with
 * the table's names, aliases and arguments passed along (argument
 * commands).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "game-list.h"
#include "reply-codes.h"
#include "report-reply.h"

/* The list of every command, last. */
static void
commands_item(struct cmd_ctx *ctx)
{
	GString *list = g_string_new(NULL);
	size_t i;

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
	report_reply_item(ctx->reply, ctx->line, NULL, "HELP", "ok",
	    RC_HELP_COMMANDS, "commands", list->str, "signup",
	    ctx->conf->signup != NULL && strcmp(ctx->conf->signup,
	    "closed") != 0 ? "1" : "", NULL);
	g_string_free(list, TRUE);
}

static int
help_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_sender s;
	struct game_list l;
	const char *context;
	char id[24], number[24], games[24], contests[24], **to = NULL;
	size_t i;
	int rc = -1;

	(void)argc;
	(void)argv;
	memset(&l, 0, sizeof l);
	if (cmd_context(ctx, &context, cause) == -1)
		return -1;
	if (ctx->game != NULL) {
		cmd_sender(ctx, &s, &to);
		if (game_list_get(ctx->game, &s, &l, cause) == -1)
			goto out;
	}
	snprintf(games, sizeof games, "%zu", l.ngames);
	snprintf(contests, sizeof contests, "%zu", l.ncontests);
	report_reply_item(ctx->reply, ctx->line, echo, "HELP", "ok", RC_HELP,
	    "games", games, "contests", contests, "context", context,
	    "signup", ctx->conf->signup != NULL && strcmp(ctx->conf->signup,
	    "closed") != 0 ? "1" : "", NULL);
	for (i = 0; i < l.ngames; i++) {
		const struct game_list_game *x = &l.games[i];

		snprintf(id, sizeof id, "%lld", x->id);
		snprintf(number, sizeof number, "%d", x->number);
		report_reply_item(ctx->reply, ctx->line, NULL, "HELP", "ok",
		    RC_HELP_GAME, "id", id, "number", number, "mine",
		    x->mine ? "1" : "", "to_move", x->to_move, "opponents",
		    x->opponents, "deadline", x->deadline, NULL);
	}
	for (i = 0; i < l.ncontests; i++) {
		const struct game_list_contest *x = &l.contests[i];

		snprintf(number, sizeof number, "%d", x->round);
		report_reply_item(ctx->reply, ctx->line, NULL, "HELP", "ok",
		    RC_HELP_CONTEST, "name", x->name, "current", number,
		    "deadline", x->deadline, "entered", x->entered ? "1" : "",
		    "tactic", x->tactic ? "1" : "", "several",
		    l.ncontests > 1 ? "1" : "", NULL);
	}
	commands_item(ctx);
	rc = 0;
out:
	game_list_clear(&l);
	g_strfreev(to);
	return rc;
}

const struct cmd_entry cmd_help_entry = {
	"HELP", "AJUTOR", "", 0, 0, help_exec
};
