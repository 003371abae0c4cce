/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-game.c: what the free-game commands share (no command of its own):
 * a game's outcome (game-play.h) worded as the command's reply item, the
 * same codes and arguments for MOVE, EXCHANGE, PASS and RESIGN, and the
 * answer when the game asked about is unknown or not the player's (also
 * STATUS, HISTORY, RESEND), and who asks (the signed-on player and the
 * mail).  The words are the templates'.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "game-play.h"
#include "reply-codes.h"
#include "report-reply.h"

#define NUMSTR(buf, v) snprintf(buf, sizeof buf, "%lld", (long long)(v))

void
cmd_game_from(const struct cmd_ctx *ctx, struct game_play_from *from)
{
	game_play_from_player(from, ctx->player, ctx->spool_id);
}

int
cmd_game_not_found(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    const struct game_play_from *from, long long game_id,
    enum game_play_code code)
{
	char game[24];

	NUMSTR(game, game_id);
	switch (code) {
	case GAME_PLAY_UNKNOWN_GAME:
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_MOVE_UNKNOWN_GAME, "game", game, NULL);
		return 1;
	case GAME_PLAY_NOT_IN_GAME:
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_MOVE_NOT_IN_GAME, "game", game, "player", from->name,
		    NULL);
		return 1;
	default:
		return 0;
	}
}

struct each {
	struct cmd_ctx	*ctx;
	const char	*echo;
	int		(*one)(struct cmd_ctx *, long long, const char *, char **);
	char		**cause;
};

static int
each_one(void *arg, long long game_id)
{
	struct each *e = arg;

	return e->one(e->ctx, game_id, e->echo, e->cause);
}

int
cmd_game_each(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    const char *none, int (*one)(struct cmd_ctx *, long long, const char *,
    char **), char **cause)
{
	struct each e = { ctx, echo, one, cause };
	struct game_play_from from;
	int n;

	cmd_game_from(ctx, &from);
	if (game_play_each_playing(ctx->game, from.player_id, each_one, &e,
	    &n, cause) == -1)
		return -1;
	if (n == 0)
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    none, NULL);
	return 0;
}

void
cmd_game_turn_reply(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    const struct game_play_from *from, long long game_id, long number,
    const char *text, const char *ok, const char *refused,
    const struct game_play_outcome *o)
{
	char game[24], num[24], expected[24], sc[24], total[24];

	if (cmd_game_not_found(ctx, echo, cmd, from, game_id, o->code))
		return;
	NUMSTR(game, game_id);
	NUMSTR(num, number);
	NUMSTR(expected, o->expected);
	switch (o->code) {
	case GAME_PLAY_OVER:
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_MOVE_GAME_OVER, "game", game, NULL);
		break;
	case GAME_PLAY_STALE:
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_MOVE_STALE, "game", game, "number", num, "expected",
		    expected, "to_move", o->to_move != NULL ? o->to_move : "",
		    NULL);
		break;
	case GAME_PLAY_NOT_YOUR_TURN:
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_MOVE_NOT_YOUR_TURN, "game", game, "to_move", o->to_move,
		    "number", expected, NULL);
		break;
	case GAME_PLAY_REFUSED:
		NUMSTR(sc, o->bag);
		/* Liber mărunțel: refused and counted as a PAS, which may
		 * have ended the game. */
		if (o->lost == GAME_PLAY_LOST_WRONG) {
			report_reply_item(ctx->reply, ctx->line, echo, cmd,
			    "error", RC_MOVE_WRONG_PASS, "game", game, "number",
			    num, "move", text != NULL ? text : "", "reason",
			    o->reason, "status", o->status, "verdict",
			    o->verdict.code, "v_square", o->verdict.square,
			    "v_letter", o->verdict.letter, "v_words",
			    o->verdict.words, "rack", o->rack, "bag", sc, "lost",
			    "1", "over", o->over ? "1" : "", NULL);
			break;
		}
		/* Liber mărunțel's exchange: one letter, its own rule. */
		if (o->maruntel && strcmp(refused,
		    RC_EXCHANGE_REFUSED) == 0)
			refused = RC_EXCHANGE_REFUSED_ONE;
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    refused, "game", game, "number", num, "move", text != NULL ?
		    text : "", "reason", o->reason, "status", o->status,
		    "verdict", o->verdict.code, "v_square", o->verdict.square,
		    "v_letter", o->verdict.letter, "v_words", o->verdict.words,
		    "rack", o->rack, "bag", sc, "lost", o->lost !=
		    GAME_PLAY_KEPT ? "1" : "",
		    NULL);
		break;
	case GAME_PLAY_OK:
		/* Liber mărunțel: a pass counted as the exchange due. */
		if (o->declined)
			ok = RC_PASS_DECLINED;
		NUMSTR(sc, o->score);
		NUMSTR(total, o->total);
		/* A resignation names no number: the turn it took. */
		if (number == 0)
			NUMSTR(num, o->expected);
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "ok", ok,
		    "game", game, "number", num, "move", o->shown, "score", sc,
		    "total", total, "rack", o->over ? "" : o->rack, "over",
		    o->over ? "1" : "", NULL);
		break;
	default:
		break;
	}
}
