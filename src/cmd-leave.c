/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-leave.c: LEAVE (VACANTA, "vacanță") days [first-day]: a player of a
 * championship declares days of absence, from first-day (YYYY-MM-DD or
 * DD.MM.YYYY; default tomorrow), during which the clocks of their games
 * stop.  The rules (the yearly allowance, no overlap, not in the past)
 * are in game-champ.c.
 */
#include "config.h"

#include <string.h>

#include "cmd.h"
#include "game-clock.h"
#include "report-reply.h"
#include "util.h"

static int
leave_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	const char *first = NULL;
	long days;
	int i;

	/* "LEAVE 10", "LEAVE 10 2026-12-20", "VACANTA 10 DIN 20.12.2026" */
	for (i = 2; i < argc; i++)
		if (strchr(argv[i], '-') != NULL || strchr(argv[i], '.') != NULL)
			first = argv[i];
	if (ctx->game == NULL || argc < 2 || argc > 4 ||
	    util_parse_long(argv[1], 1, 366, &days) == -1 ||
	    (argc > 2 && first == NULL)) {
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    "game.usage", "cmd", "LEAVE", "args", cmd_leave_entry.args,
		    NULL);
		return 0;
	}
	return game_clock_leave(ctx->game, ctx, days, first, echo, cause);
}

const struct cmd_entry cmd_leave_entry = {
	"LEAVE", "VACANTA", "days [first-day]", CMD_SIGNON, 0, leave_exec
};
