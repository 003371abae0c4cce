/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-exchange.c: EXCHANGE (SCHIMB) game move LETTERS: an exchange in a free game, e.g. EXCHANGE
 * 12 7 AEI: the tiles put back (? for a blank).
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
exchange_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_play_outcome o;
	long game, number;
	char *letters, *typed;
	int rc;

	if (ctx->game == NULL || argc < 4 ||
	    util_parse_long(argv[1], 1, 1000000000, &game) == -1 ||
	    util_parse_long(argv[2], 1, 100000, &number) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "EXCHANGE", "error",
		    RC_GAME_USAGE, "cmd", "EXCHANGE", "args", cmd_exchange_entry.args,
		    NULL);
		return 0;
	}
	/* "A E I" exchanges AEI; the answer quotes the letters as typed,
	 * so that it never shows a word the sender did not write (words
	 * glued together could spell a password: "ionparo la9"). */
	letters = join(argc - 3, argv + 3, "");
	typed = join(argc - 3, argv + 3, " ");
	cmd_game_from(ctx, &from);
	if ((rc = game_play_exchange(ctx->game, &from, game, number, letters,
	    ctx->now, &o, cause)) == 0)
		cmd_game_turn_reply(ctx, echo, "EXCHANGE", &from, game,
		    number, typed, RC_EXCHANGE_OK, RC_EXCHANGE_REFUSED, &o);
	game_play_outcome_clear(&o);
	g_free(typed);
	g_free(letters);
	return rc;
}

const struct cmd_entry cmd_exchange_entry = {
	"EXCHANGE", "SCHIMB", "game move LETTERS", CMD_SIGNON, 0, exchange_exec
};
