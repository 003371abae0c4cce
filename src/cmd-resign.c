/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-resign.c: RESIGN (ABANDON) game: resigning a free game, e.g. RESIGN 12: the game
 * ends at once and the player ranks last.
 * The checks and the game's mails are in game-play.c.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

static int
resign_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_play_outcome o;
	long game;
	int rc;

	if (ctx->game == NULL || argc != 2 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "RESIGN", "error",
		    RC_GAME_USAGE, "cmd", "RESIGN", "args", cmd_resign_entry.args,
		    NULL);
		return 0;
	}
	cmd_game_from(ctx, &from);
	if ((rc = game_play_resign(ctx->game, &from, game, ctx->now, &o,
	    cause)) == 0)
		cmd_game_turn_reply(ctx, echo, "RESIGN", &from, game, 0, NULL,
		    RC_RESIGN_OK, RC_MOVE_ILLEGAL, &o);
	game_play_outcome_clear(&o);
	return rc;
}

const struct cmd_entry cmd_resign_entry = {
	"RESIGN", "ABANDON", "game", CMD_SIGNON, 0, resign_exec
};
