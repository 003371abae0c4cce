/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-move.c: MOVE (MUTARE) game move COORD WORD: a move of a free game, e.g. MOVE 12 7 H8 CASA
 * (game 12, move 7): the square of the first letter and the whole word,
 * blanks marked as on a slip.
 * The checks and the game's mails are in game-play.c.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

/* The words joined with sep (argv is not NULL-terminated). */
static char *
join(int n, char **w, const char *sep)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < n; i++)
		g_string_append_printf(s, "%s%s", i > 0 ? sep : "", w[i]);
	return g_string_free(s, FALSE);
}

static int
move_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_play_outcome o;
	long game, number;
	char *move;
	int rc;

	if (ctx->game == NULL || argc < 5 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1 ||
	    util_parse_long(argv[2], 1, 100000, &number) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "MOVE", "error",
		    RC_GAME_USAGE, "cmd", "MOVE", "args", cmd_move_entry.args,
		    NULL);
		return 0;
	}
	move = join(argc - 3, argv + 3, " ");
	cmd_game_from(ctx, &from);
	if ((rc = game_play_move(ctx->game, &from, game, number, move,
	    ctx->now, &o, cause)) == 0)
		cmd_game_turn_reply(ctx, echo, "MOVE", &from, game, number,
		    move, RC_MOVE_OK, RC_MOVE_ILLEGAL, &o);
	game_play_outcome_clear(&o);
	g_free(move);
	return rc;
}

const struct cmd_entry cmd_move_entry = {
	"MOVE", "MUTARE", "game move COORD WORD", CMD_SIGNON, 0, move_exec
};
