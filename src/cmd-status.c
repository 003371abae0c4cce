/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-status.c: STATUS (STARE) [game]: a free game as it stands, e.g.
 * STATUS 12: the board, the player's own rack, the scores, whose turn, the
 * next move number and its deadline; without a number, every game the
 * player is playing.
 * The checks and the game's mails are in game-play.c.
 */
#include "config.h"

#include <stdio.h>

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

#define NUMSTR(buf, v) snprintf(buf, sizeof buf, "%lld", (long long)(v))

/* STATUS of one game: the position, or why not. */
static int
status_one(struct cmd_ctx *ctx, long long game_id, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_play_position p;
	char game[24], number[24], bag[24];

	cmd_game_from(ctx, &from);
	if (game_play_status(ctx->game, &from, game_id, &p, cause) == -1)
		return -1;
	if (!cmd_game_not_found(ctx, echo, "STATUS", &from, game_id,
	    p.code)) {
		NUMSTR(game, game_id);
		NUMSTR(number, p.number);
		NUMSTR(bag, p.bag);
		report_reply_item(ctx->reply, ctx->line, echo, "STATUS", "ok",
		    RC_STATUS, "game", game, "state", p.state, "to_move",
		    p.to_move, "mine", p.mine ? "1" : "", "number", number,
		    "rack", p.rack, "bag", bag, "board", p.board, "scores",
		    p.scores, "deadline", p.deadline, "opening", p.opening,
		    "leader", p.leader, NULL);
	}
	game_play_position_clear(&p);
	return 0;
}

static int
status_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	long game;

	if (ctx->game != NULL && argc == 1)	/* every game being played */
		return cmd_game_each(ctx, echo, "STATUS", RC_STATUS_NO_GAMES,
		    status_one, cause);
	if (ctx->game == NULL || argc != 2 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "STATUS", "error",
		    RC_GAME_USAGE, "cmd", "STATUS", "args", cmd_status_entry.args,
		    NULL);
		return 0;
	}
	return status_one(ctx, game, echo, cause);
}

const struct cmd_entry cmd_status_entry = {
	"STATUS", "STARE", "[game]", CMD_SIGNON, 0, status_exec
};
