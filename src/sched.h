/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * sched.h: a contest's calendar (issue 15).  A round's deadline is one of
 *   - a fixed local date for that round ("2026-12-06 23:59"),
 *   - the next weekday and time after the round opens ("sun 23:59"),
 *   - or the opening plus round_days whole days (the old rule);
 * the first that the contest's schedule gives, in that order (a fixed date
 * is skipped when the round opens after it).  Local times
 * are in the organiser's zone (the timezone setting, an IANA name; NULL,
 * "" or "UTC": UTC) and are DST-correct: "sun 23:59" is 23:59 on the wall
 * clock whatever the offset that week.  A wall time that does not exist
 * (the hour skipped in spring) is taken as the end of the gap (03:30 ->
 * 04:00 where 03:00-04:00 is skipped), as GLib does.
 *
 * Pure computation (GLib's GTimeZone/GDateTime), no I/O, no globals.
 */
#ifndef SM_SCHED_H
#define SM_SCHED_H

#include <stddef.h>

/* A weekday and a time: wday 1 (Monday) .. 7 (Sunday), ISO 8601's. */
struct sched_weekly {
	int	set;		/* 0: none */
	int	wday;
	int	hour, minute;
};

/* A round's fixed deadline. */
struct sched_date {
	int		 round;		/* 1.. */
	long long	 when;		/* seconds since the epoch */
};

struct sched_rule {
	int			 round_days;	/* 1.. */
	struct sched_weekly	 deadline;	/* or set 0 */
	struct sched_date	*dates;		/* sorted by round, or NULL */
	size_t			 ndates;
};

/* Parse "sun 23:59" (a weekday in English or Romanian, its first three
 * letters or whole: mon/lun, tue/mar, wed/mie, thu/joi, fri/vin,
 * sat/sâm/sam, sun/dum; then HH:MM, 00:00..23:59) into *w.  0, or -1 with
 * *cause (malloc'ed, the caller frees). */
int sched_weekly_parse(const char *text, struct sched_weekly *w,
    char **cause);
/* The spec back as "sun 23:59" into buf (at least 16 bytes). */
void sched_weekly_format(const struct sched_weekly *w, char *buf, size_t cap);
/* The first instant strictly after `after` at which the wall clock of zone
 * shows w's weekday and time. */
long long sched_weekly_next(const char *zone, const struct sched_weekly *w,
    long long after);

/* Parse a local date "YYYY-MM-DD HH:MM" (or "YYYY-MM-DDTHH:MM") in zone
 * into *t.  0, or -1 with *cause (malloc'ed). */
int sched_local_parse(const char *zone, const char *text, long long *t,
    char **cause);
/* t as "YYYY-MM-DD HH:MM" on zone's wall clock (malloc'ed, the caller
 * frees). */
char *sched_local_format(const char *zone, long long t);

/* Parse "N=YYYY-MM-DD HH:MM" (a --round-date argument) and add it to s
 * (kept sorted; a round given twice is an error).  0, or -1 with *cause. */
int sched_date_add(struct sched_rule *s, const char *zone, const char *text,
    char **cause);
/* The dates as stored: "N=YYYY-MM-DDTHH:MM:SSZ" joined by ";" (malloc'ed),
 * or NULL when there are none; and back (0, or -1 with *cause). */
char *sched_dates_save(const struct sched_rule *s);
int sched_dates_load(struct sched_rule *s, const char *text, char **cause);
void sched_clear(struct sched_rule *s);	/* frees the dates, not s */

/* The deadline of round `round` opened at `opened`, always after it: a
 * fixed date that is not (the round opened late, the rounds before it
 * having run over) is passed over for the weekly rule or round_days. */
long long sched_deadline(const struct sched_rule *s, const char *zone, int round,
    long long opened);

#endif
