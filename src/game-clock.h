/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-clock.h: the clock of correspondence championships (the rules are
 * stated in game-champ.h): the times of a turn (reminder, deadline,
 * timeout) counted in whole days of the organiser's time zone without the
 * player's leave days, the text of a time in that zone, the clock's run
 * (downtime first, then every game's reminders and timeouts, applied by
 * game-play.c), and leave (LEAVE/VACANTA) declared by mail.
 *
 * Returns: 0, or -1 with *cause (malloc'ed, the caller frees).
 */
#ifndef SM_GAME_CLOCK_H
#define SM_GAME_CLOCK_H

#include <stddef.h>

struct cmd_ctx;
struct game_ctx;
struct champ_rec;

/* The times of the turn of player_id that began at turn_since, with
 * extension seconds added (all in seconds since the epoch). */
struct clock_due {
	long long	 remind;	/* the reminder (0: none) */
	long long	 deadline;	/* the end of the last day */
	long long	 timeout;	/* the deadline and the grace days */
};
int game_clock_due(struct game_ctx *g, const struct champ_rec *c,
    long long player_id, long long turn_since, long long extension,
    struct clock_due *due, char **cause);
/* t as "2026-12-03 14:30 (Europe/Bucharest)" in c's time zone, the end
 * of a day as its "24:00" (malloc'ed, the caller frees). */
char *game_clock_time_text(const struct champ_rec *c, long long t);

/* What the clock did. */
struct clock_tick {
	size_t		 reminded;	/* reminders and late notices */
	size_t		 timeouts;	/* timeouts applied */
	size_t		 extended;	/* games whose deadline moved on
					   after downtime */
};
/* Look for downtime (extend the deadlines, tell the organiser) and set
 * the heartbeat: in its own transaction. */
int game_clock_downtime(struct game_ctx *g, long long now, struct clock_tick *t,
    char **cause);
/* Downtime, then every game's reminders and timeouts. */
int game_clock_tick(struct game_ctx *g, long long now, struct clock_tick *t,
    char **cause);

/* LEAVE/VACANTA by mail: days of leave from first_day ("YYYY-MM-DD" or
 * "DD.MM.YYYY"; NULL: tomorrow), dates in the configured time zone; the
 * answer in ctx->reply, the opponents told. */
int game_clock_leave(struct game_ctx *g, struct cmd_ctx *ctx, long days,
    const char *first_day, const char *echo, char **cause);

#endif
