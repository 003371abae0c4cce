/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-pass.c: PASS (PAS) game move: passing a turn of a free game, e.g. PASS 12 7.
 * PAS must stay the exact alias: PASSWORD and PAROLA are other commands.
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
pass_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_play_outcome o;
	long game, number;
	int rc;

	if (ctx->game == NULL || argc != 3 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1 ||
	    util_parse_long(argv[2], 1, 100000, &number) == -1) {
		/* "PAS" is also how a player may shorten PASSWORD: a line that
		 * is no pass is not quoted back beyond its first word. */
		char *masked = g_strdup_printf("%s%s", argv[0], argc > 1 ?
		    " ******" : "");

		report_reply_item(ctx->reply, ctx->line, masked, "PASS",
		    "error", RC_GAME_USAGE, "cmd", "PASS", "args",
		    cmd_pass_entry.args, NULL);
		g_free(masked);
		return 0;
	}
	cmd_game_from(ctx, &from);
	if ((rc = game_play_pass(ctx->game, &from, game, number, ctx->now, &o,
	    cause)) == 0)
		cmd_game_turn_reply(ctx, echo, "PASS", &from, game, number,
		    NULL, RC_PASS_OK, RC_MOVE_ILLEGAL, &o);
	game_play_outcome_clear(&o);
	return rc;
}

const struct cmd_entry cmd_pass_entry = {
	"PASS", "PAS", "game move", CMD_SIGNON, 0, pass_exec
};
