/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-leave.c: LEAVE (VACANTA, "vacanță") days [first-day]: a player of a
 * championship declares days of absence, from first-day (YYYY-MM-DD or
 * DD.MM.YYYY; default tomorrow), during which the clocks of their games
 * stop.  The rules (the yearly allowance, no overlap, not in the past)
 * are in game-clock.c.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "game-clock.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

static int
leave_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_clock_leave lv;
	const char *first = NULL;
	char ndays[24], left[24], allowance[24], year[24];
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
		    RC_GAME_USAGE, "cmd", "LEAVE", "args", cmd_leave_entry.args,
		    NULL);
		return 0;
	}
	cmd_game_from(ctx, &from);
	if (game_clock_leave(ctx->game, from.player_id, from.name, days, first,
	    from.spool_id, ctx->now, &lv, cause) == -1)
		return -1;
	snprintf(ndays, sizeof ndays, "%d", lv.days);
	snprintf(left, sizeof left, "%d", lv.left);
	snprintf(allowance, sizeof allowance, "%d", lv.allowance);
	snprintf(year, sizeof year, "%d", lv.year);
	switch (lv.code) {
	case GAME_CLOCK_LEAVE_NO_CHAMPIONSHIP:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    RC_LEAVE_NO_CHAMPIONSHIP, NULL);
		break;
	case GAME_CLOCK_LEAVE_BAD_DATE:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    RC_LEAVE_BAD_DATE, "date", first, NULL);
		break;
	case GAME_CLOCK_LEAVE_PAST:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    RC_LEAVE_PAST, "first", lv.first, "earliest", lv.earliest,
		    NULL);
		break;
	case GAME_CLOCK_LEAVE_OVERLAP:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    RC_LEAVE_OVERLAP, "first", lv.first, "last", lv.last, NULL);
		break;
	case GAME_CLOCK_LEAVE_TOO_LONG:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "error",
		    RC_LEAVE_TOO_LONG, "days", ndays, "left", left, "allowance",
		    allowance, "year", year, NULL);
		break;
	case GAME_CLOCK_LEAVE_OK:
		report_reply_item(ctx->reply, ctx->line, echo, "LEAVE", "ok",
		    RC_LEAVE_OK, "first", lv.first, "last", lv.last, "days",
		    ndays, "left", left, "allowance", allowance, NULL);
		break;
	}
	return 0;
}

const struct cmd_entry cmd_leave_entry = {
	"LEAVE", "VACANTA", "days [first-day]", CMD_SIGNON, 0, leave_exec
};
