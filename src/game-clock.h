/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-clock.h: the clock of correspondence championships (the rules are
 * stated in game-champ.h): the times of a turn (reminder, deadline,
 * timeout) counted in whole days of the organiser's time zone without the
 * player's leave days, the text of a time in that zone, downtime (the
 * deadlines moved on when the clock did not run), and leave (LEAVE/VACANTA)
 * declared by mail.  What the clock does to a game (reminders, late
 * notices, timeouts) is game-play.c's (game_play_clock); the run over every
 * championship game is game-champ.c's (game_champ_tick).  This module
 * names neither: it is the lowest of the three.
 *
 * Returns: 0, or -1 with *cause (malloc'ed, the caller frees).
 */
#ifndef SM_GAME_CLOCK_H
#define SM_GAME_CLOCK_H

#include <stddef.h>

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
/* The end of the day date ("YYYY-MM-DD" or "DD.MM.YYYY") in c's time
 * zone (its "24:00") in *t: 0, or -1 when date cannot be read. */
int game_clock_day_end(const struct champ_rec *c, const char *date,
    long long *t);

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

/* What became of a leave asked for, and the values its answer needs. */
enum game_clock_leave_code {
	GAME_CLOCK_LEAVE_OK,
	GAME_CLOCK_LEAVE_NO_CHAMPIONSHIP,	/* the player is in none */
	GAME_CLOCK_LEAVE_BAD_DATE,	/* the first day cannot be read */
	GAME_CLOCK_LEAVE_PAST,		/* it begins today or earlier */
	GAME_CLOCK_LEAVE_OVERLAP,	/* it overlaps a leave declared */
	GAME_CLOCK_LEAVE_TOO_LONG	/* more than the year's allowance */
};
struct game_clock_leave {
	enum game_clock_leave_code code;
	char		 first[16];	/* "YYYY-MM-DD": the first day (all
					   but NO_CHAMPIONSHIP, BAD_DATE) */
	char		 last[16];	/* and the last (OK, OVERLAP) */
	char		 earliest[16];	/* PAST: the first day allowed */
	int		 days;		/* the days asked for */
	int		 allowance;	/* days a year (not NO_CHAMPIONSHIP,
					   BAD_DATE) */
	int		 left;		/* TOO_LONG: days left that year,
					   OK: left after this leave */
	int		 year;		/* TOO_LONG: the leave's year */
};
/* LEAVE/VACANTA by mail: days of leave for player_id (called name in the
 * notices) from first_day ("YYYY-MM-DD" or "DD.MM.YYYY"; NULL: tomorrow),
 * dates in the configured time zone.  With OK the leave is recorded
 * (spool_id: the mail it came in) and the opponents of the player's
 * championship games are told. */
int game_clock_leave(struct game_ctx *g, long long player_id,
    const char *name, long days, const char *first_day, long long spool_id,
    long long now, struct game_clock_leave *out, char **cause);

#endif
