/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-resend.c: RESEND (RETRIMITE) [game]: the position, the player's own
 * rack and, when it is their turn, how to move, mailed again: of one game,
 * or of every game the player is playing.  The mails are game-play.c's.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "report-reply.h"
#include "util.h"

static int
resend_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	long game;
	int n;

	if (ctx->game == NULL || argc > 2 || (argc == 2 &&
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1)) {
		report_reply_item(ctx->reply, ctx->line, echo, "RESEND",
		    "error", "game.usage", "cmd", "RESEND", "args",
		    cmd_resend_entry.args, NULL);
		return 0;
	}
	if (argc == 2)
		return game_play_resend(ctx->game, ctx, game, echo, cause);
	if (game_play_each_playing(ctx->game, ctx, game_play_resend, echo, &n,
	    cause) == -1)
		return -1;
	if (n == 0)
		report_reply_item(ctx->reply, ctx->line, echo, "RESEND",
		    "error", "resend.no-games", NULL);
	return 0;
}

const struct cmd_entry cmd_resend_entry = {
	"RESEND", "RETRIMITE", "[game]", CMD_SIGNON, 0, resend_exec
};
