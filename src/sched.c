/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * sched.c: a contest's calendar: weekly deadlines, fixed dates per round
 * and round_days, in the organiser's zone with GLib's GTimeZone (DST
 * through the zone's rules, never by adding 86400s).  See sched.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "sched.h"
#include "util.h"

/* Weekday names, ISO order (1 Monday .. 7 Sunday): English, Romanian,
 * Romanian without diacritics. */
static const char *const day_names[7][3] = {
	{ "mon", "lun", "lun" },
	{ "tue", "mar", "mar" },
	{ "wed", "mie", "mie" },
	{ "thu", "joi", "joi" },
	{ "fri", "vin", "vin" },
	{ "sat", "s\xc3\xa2m", "sam" },
	{ "sun", "dum", "dum" },
};

/* The zone named (a reference the caller drops): UTC for a name meaning
 * UTC or unknown. */
static GTimeZone *
zone_new(const char *name)
{
	GTimeZone *tz = NULL;

	if (!util_zone_is_utc(name))
		tz = g_time_zone_new_identifier(name);
	return tz != NULL ? tz : g_time_zone_new_utc();
}

/* "HH:MM" at s, exactly: 0, or -1. */
static int
parse_hhmm(const char *s, int *hour, int *minute)
{
	if (strlen(s) != 5 || !g_ascii_isdigit(s[0]) ||
	    !g_ascii_isdigit(s[1]) || s[2] != ':' || !g_ascii_isdigit(s[3]) ||
	    !g_ascii_isdigit(s[4]))
		return -1;
	*hour = (s[0] - '0') * 10 + (s[1] - '0');
	*minute = (s[3] - '0') * 10 + (s[4] - '0');
	return *hour < 24 && *minute < 60 ? 0 : -1;
}

int
sched_weekly_parse(const char *text, struct sched_weekly *w, char **cause)
{
	const char *sp = strchr(text, ' ');
	char *day = NULL;
	size_t i, j;

	memset(w, 0, sizeof *w);
	if (sp == NULL)
		goto fail;
	day = g_utf8_strdown(text, (gssize)(sp - text));
	while (*sp == ' ')
		sp++;
	for (i = 0; i < 7 && w->wday == 0; i++)
		for (j = 0; j < 3; j++) {
			size_t n = strlen(day_names[i][j]);

			/* The three letters, or a longer word they begin
			 * ("sunday", "duminică"). */
			if (strncmp(day, day_names[i][j], n) == 0 &&
			    strlen(day) >= n) {
				w->wday = (int)i + 1;
				break;
			}
		}
	if (w->wday == 0 || parse_hhmm(sp, &w->hour, &w->minute) == -1)
		goto fail;
	g_free(day);
	w->set = 1;
	return 0;
fail:
	g_free(day);
	memset(w, 0, sizeof *w);
	*cause = g_strdup_printf("'%s' is not a weekday and a time such as "
	    "\"sun 23:59\" (mon tue wed thu fri sat sun, or lun mar mie joi "
	    "vin sâm dum; HH:MM from 00:00 to 23:59)", text);
	return -1;
}

void
sched_weekly_format(const struct sched_weekly *w, char *buf, size_t cap)
{
	if (!w->set || w->wday < 1 || w->wday > 7) {
		snprintf(buf, cap, "%s", "");
		return;
	}
	snprintf(buf, cap, "%s %02d:%02d", day_names[w->wday - 1][0],
	    w->hour, w->minute);
}

/* The instant of wall time y-m-d h:min in tz (a skipped wall time: the
 * end of the gap, as GLib does). */
static long long
wall(GTimeZone *tz, int y, int m, int d, int h, int min)
{
	GDateTime *dt = g_date_time_new(tz, y, m, d, h, min, 0);
	long long t;

	if (dt == NULL)
		return 0;
	t = g_date_time_to_unix(dt);
	g_date_time_unref(dt);
	return t;
}

long long
sched_weekly_next(const char *zone, const struct sched_weekly *w,
    long long after)
{
	GTimeZone *tz = zone_new(zone);
	GDateTime *now, *day, *next;
	long long t = after;
	int k;

	now = g_date_time_new_from_unix_utc(after);
	day = g_date_time_to_timezone(now, tz);
	g_date_time_unref(now);
	/* The same weekday this week or later; the next week when that
	 * instant is not after `after` (a later time of the same day). */
	next = g_date_time_add_days(day,
	    (w->wday - g_date_time_get_day_of_week(day) + 7) % 7);
	g_date_time_unref(day);
	for (k = 0; k < 3; k++) {
		t = wall(tz, g_date_time_get_year(next),
		    g_date_time_get_month(next),
		    g_date_time_get_day_of_month(next), w->hour, w->minute);
		if (t > after)
			break;
		day = next;
		next = g_date_time_add_days(day, 7);
		g_date_time_unref(day);
	}
	g_date_time_unref(next);
	g_time_zone_unref(tz);
	return t;
}

int
sched_local_parse(const char *zone, const char *text, long long *t,
    char **cause)
{
	GTimeZone *tz;
	int y, mo, d, h, mi, n = 0;

	if (strlen(text) != 16 || (text[10] != ' ' && text[10] != 'T') ||
	    sscanf(text, "%4d-%2d-%2d%*1[ T]%2d:%2d%n", &y, &mo, &d, &h, &mi,
	    &n) != 5 || n != 16 || mo < 1 || mo > 12 || d < 1 || d > 31 ||
	    h > 23 || mi > 59 || y < 1970 || !g_date_valid_dmy((GDateDay)d,
	    (GDateMonth)mo, (GDateYear)y)) {
		*cause = g_strdup_printf("'%s' is not a local date and time "
		    "such as \"2026-12-06 23:59\"", text);
		return -1;
	}
	tz = zone_new(zone);
	*t = wall(tz, y, mo, d, h, mi);
	g_time_zone_unref(tz);
	return 0;
}

char *
sched_local_format(const char *zone, long long t)
{
	return util_format_zone(zone, t, "%Y-%m-%d %H:%M");
}

int
sched_date_add(struct sched_rule *s, const char *zone, const char *text,
    char **cause)
{
	const char *eq = strchr(text, '=');
	char num[16];
	long round;
	long long when;
	size_t i;

	if (eq == NULL || (size_t)(eq - text) >= sizeof num) {
		*cause = g_strdup_printf("'%s': write the round and its "
		    "deadline as N=\"YYYY-MM-DD HH:MM\"", text);
		return -1;
	}
	memcpy(num, text, (size_t)(eq - text));
	num[eq - text] = '\0';
	if (util_parse_long(num, 1, 100000, &round) == -1) {
		*cause = g_strdup_printf("'%s': the round is a whole number "
		    "from 1", text);
		return -1;
	}
	if (sched_local_parse(zone, eq + 1, &when, cause) == -1)
		return -1;
	for (i = 0; i < s->ndates; i++)
		if (s->dates[i].round == (int)round) {
			*cause = g_strdup_printf("round %ld is given two "
			    "dates", round);
			return -1;
		}
	s->dates = xrealloc(s->dates, (s->ndates + 1) * sizeof *s->dates);
	for (i = s->ndates; i > 0 && s->dates[i - 1].round > (int)round; i--)
		s->dates[i] = s->dates[i - 1];
	s->dates[i].round = (int)round;
	s->dates[i].when = when;
	s->ndates++;
	return 0;
}

char *
sched_dates_save(const struct sched_rule *s)
{
	GString *out;
	char iso[UTIL_ISO_LEN];
	size_t i;

	if (s->ndates == 0)
		return NULL;
	out = g_string_new(NULL);
	for (i = 0; i < s->ndates; i++) {
		util_format_iso8601(s->dates[i].when, iso);
		g_string_append_printf(out, "%s%d=%s", i > 0 ? ";" : "",
		    s->dates[i].round, iso);
	}
	return g_string_free(out, FALSE);
}

int
sched_dates_load(struct sched_rule *s, const char *text, char **cause)
{
	gchar **parts;
	size_t i;
	int ret = -1;

	if (text == NULL || text[0] == '\0')
		return 0;
	parts = g_strsplit(text, ";", -1);
	for (i = 0; parts[i] != NULL; i++) {
		char *eq = strchr(parts[i], '=');
		long round;
		long long when;

		if (eq == NULL)
			goto bad;
		*eq = '\0';
		if (util_parse_long(parts[i], 1, 100000, &round) == -1 ||
		    util_parse_iso8601(eq + 1, &when) == -1)
			goto bad;
		s->dates = xrealloc(s->dates,
		    (s->ndates + 1) * sizeof *s->dates);
		s->dates[s->ndates].round = (int)round;
		s->dates[s->ndates].when = when;
		s->ndates++;
	}
	ret = 0;
	goto out;
bad:
	*cause = g_strdup_printf("a contest's round dates '%s' are damaged",
	    text);
out:
	g_strfreev(parts);
	return ret;
}

void
sched_clear(struct sched_rule *s)
{
	free(s->dates);
	s->dates = NULL;
	s->ndates = 0;
}

long long
sched_deadline(const struct sched_rule *s, const char *zone, int round,
    long long opened)
{
	size_t i;

	for (i = 0; i < s->ndates; i++)
		if (s->dates[i].round == round && s->dates[i].when > opened)
			return s->dates[i].when;
	if (s->deadline.set)
		return sched_weekly_next(zone, &s->deadline, opened);
	return opened + (long long)s->round_days * 86400;
}
