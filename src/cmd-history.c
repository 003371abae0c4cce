/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-history.c: HISTORY (ISTORIC) game: the turns of a free game so far, e.g.
 * HISTORY 12, and the messages its players sent one another (MESSAGE).
 * The checks and the game's mails are in game-play.c.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <glib.h>

#include "cmd.h"
#include "game-message.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

static int
history_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	enum game_play_code code;
	char num[24], *moves, *msgs = NULL;
	long game;

	if (ctx->game == NULL || argc != 2 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "HISTORY", "error",
		    RC_GAME_USAGE, "cmd", "HISTORY", "args", cmd_history_entry.args,
		    NULL);
		return 0;
	}
	cmd_game_from(ctx, &from);
	if (game_play_history(ctx->game, &from, game, &code, &moves,
	    cause) == -1)
		return -1;
	if (!cmd_game_not_found(ctx, echo, "HISTORY", &from, game,
	    code) && moves != NULL) {
		if (game_message_history(ctx->game, game, 0, &msgs,
		    cause) == -1) {
			free(moves);
			return -1;
		}
		snprintf(num, sizeof num, "%ld", game);
		report_reply_item(ctx->reply, ctx->line, echo, "HISTORY", "ok",
		    RC_HISTORY, "game", num, "moves", moves, "messages", msgs,
		    NULL);
	}
	free(msgs);
	free(moves);
	return 0;
}

const struct cmd_entry cmd_history_entry = {
	"HISTORY", "ISTORIC", "game", CMD_SIGNON, 0, history_exec
};
