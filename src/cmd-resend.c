/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-resend.c: RESEND (RETRIMITE) [game]: the position, the player's own
 * rack and, when it is their turn, how to move, mailed again: of one game,
 * or of every game the player is playing.  The mails are game-play.c's.
 */
#include "config.h"

#include <stdio.h>

#include <glib.h>

#include "cmd.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

/* RESEND of one game: mailed, or why not. */
static int
resend_one(struct cmd_ctx *ctx, long long game_id, const char *echo,
    char **cause)
{
	struct game_play_from from;
	enum game_play_code code;
	char game[24];

	cmd_game_from(ctx, &from);
	if (game_play_resend(ctx->game, &from, game_id, ctx->now, &code,
	    cause) == -1)
		return -1;
	if (!cmd_game_not_found(ctx, echo, "RESEND", &from, game_id,
	    code)) {
		snprintf(game, sizeof game, "%lld", game_id);
		report_reply_item(ctx->reply, ctx->line, echo, "RESEND", "ok",
		    RC_RESEND_OK, "game", game, NULL);
	}
	return 0;
}

static int
resend_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	long game;

	if (ctx->game == NULL || argc > 2 || (argc == 2 &&
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1)) {
		report_reply_item(ctx->reply, ctx->line, echo, "RESEND",
		    "error", RC_GAME_USAGE, "cmd", "RESEND", "args",
		    cmd_resend_entry.args, NULL);
		return 0;
	}
	if (argc == 2)
		return resend_one(ctx, game, echo, cause);
	return cmd_game_each(ctx, echo, "RESEND", RC_RESEND_NO_GAMES,
	    resend_one, cause);
}

const struct cmd_entry cmd_resend_entry = {
	"RESEND", "RETRIMITE", "[game]", CMD_SIGNON, 0, resend_exec
};
