/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-list.c: LIST (LISTA): what the sender has going on, one item a
 * line of the answer: the free games the signed-on player is playing
 * (opponents, whose turn, the move number, the deadline, the scores), then
 * the running contests the sender may enter (the open round, its deadline,
 * whether their entry is in), in the order game-list.h gives.  Without
 * SIGNON only the contests of the sender's address, and a word on how to
 * see the games.  Also who asks (cmd_context), for HELP.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "game-list.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"

int
cmd_context(struct cmd_ctx *ctx, const char **context, char **cause)
{
	int known;

	*context = "player";
	if (ctx->player != NULL)
		return 0;
	*context = "reader";
	if (ctx->game == NULL || ctx->msg == NULL ||
	    ctx->msg->from_addr == NULL)
		return 0;
	if (game_list_known(ctx->game, ctx->msg->from_addr, &known,
	    cause) == -1)
		return -1;
	if (known)
		*context = "known";
	return 0;
}

static int
list_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_sender s;
	struct game_list l;
	const char *context;
	char games[24], contests[24], id[24], number[24], **to = NULL;
	size_t i;
	int rc = -1;

	(void)argc;
	(void)argv;
	memset(&l, 0, sizeof l);
	if (ctx->game == NULL) {
		report_reply_item(ctx->reply, ctx->line, echo, "LIST", "ok",
		    RC_LIST, "games", "0", "contests", "0", "context",
		    "reader", NULL);
		return 0;
	}
	if (cmd_context(ctx, &context, cause) == -1)
		return -1;
	cmd_sender(ctx, &s, &to);
	if (game_list_get(ctx->game, &s, &l, cause) == -1)
		goto out;
	snprintf(games, sizeof games, "%zu", l.ngames);
	snprintf(contests, sizeof contests, "%zu", l.ncontests);
	report_reply_item(ctx->reply, ctx->line, echo, "LIST", "ok", RC_LIST,
	    "games", games, "contests", contests, "context", context, NULL);
	for (i = 0; i < l.ngames; i++) {
		const struct game_list_game *x = &l.games[i];

		snprintf(id, sizeof id, "%lld", x->id);
		snprintf(number, sizeof number, "%d", x->number);
		report_reply_item(ctx->reply, ctx->line, NULL, "LIST", "ok",
		    RC_LIST_GAME, "id", id, "opponents", x->opponents,
		    "to_move", x->to_move, "mine", x->mine ? "1" : "",
		    "number", number, "deadline", x->deadline, "scores",
		    x->scores, "variant", x->variant, NULL);
	}
	for (i = 0; i < l.ncontests; i++) {
		const struct game_list_contest *x = &l.contests[i];

		snprintf(number, sizeof number, "%d", x->round);
		report_reply_item(ctx->reply, ctx->line, NULL, "LIST", "ok",
		    RC_LIST_CONTEST, "name", x->name, "current", number,
		    "deadline", x->deadline, "entered", x->entered ? "1" : "",
		    NULL);
	}
	rc = 0;
out:
	game_list_clear(&l);
	g_strfreev(to);
	return rc;
}

const struct cmd_entry cmd_list_entry = {
	"LIST", "LISTA", "", 0, 0, list_exec
};
