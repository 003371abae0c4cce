/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-status.c: STATUS (STARE) [game]: a free game as it stands, e.g.
 * STATUS 12: the board, the player's own rack, the scores, whose turn, the
 * next move number and its deadline; without a number, every game the
 * player is playing.
 * The checks and the game's mails are in game-play.c.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "report-reply.h"
#include "util.h"

static int
status_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	long game;
	int n;

	if (ctx->game != NULL && argc == 1) {
		/* Every game the player is playing. */
		if (game_play_each_playing(ctx->game, ctx, game_play_status,
		    echo, &n, cause) == -1)
			return -1;
		if (n == 0)
			report_reply_item(ctx->reply, ctx->line, echo, "STATUS",
			    "error", "status.no-games", NULL);
		return 0;
	}
	if (ctx->game == NULL || argc != 2 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "STATUS", "error",
		    "game.usage", "cmd", "STATUS", "args", cmd_status_entry.args,
		    NULL);
		return 0;
	}
	return game_play_status(ctx->game, ctx, game, echo, cause);
}

const struct cmd_entry cmd_status_entry = {
	"STATUS", "STARE", "[game]", CMD_SIGNON, 0, status_exec
};
