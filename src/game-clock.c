/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-clock.c: the clock of correspondence championships.  See
 * game-clock.h: the deadline of a turn in whole days of the organiser's
 * time zone with the player's leave, downtime, and leave declared by mail.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "game-clock.h"
#include "game-ctx.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

/* The time zone named, UTC for UTC or a name this system does not know
 * (zones are checked when a championship is created; a system that lost
 * its zone falls back). */
static GTimeZone *
zone(const char *name)
{
	GTimeZone *tz = NULL;

	if (!util_zone_is_utc(name))
		tz = g_time_zone_new_identifier(name);
	return tz != NULL ? tz : g_time_zone_new_utc();
}

/* Local midnight at the start of the day with Julian day number j. */
static long long
day_start(GTimeZone *tz, guint32 j)
{
	GDate d;
	GDateTime *dt;
	long long t;

	g_date_clear(&d, 1);
	g_date_set_julian(&d, j);
	dt = g_date_time_new(tz, g_date_get_year(&d), g_date_get_month(&d),
	    g_date_get_day(&d), 0, 0, 0);
	t = g_date_time_to_unix(dt);
	g_date_time_unref(dt);
	return t;
}

/* The Julian day number of t in tz. */
static guint32
day_of(GTimeZone *tz, long long t)
{
	GDateTime *u = g_date_time_new_from_unix_utc(t), *l;
	GDate d;

	l = g_date_time_to_timezone(u, tz);
	g_date_clear(&d, 1);
	g_date_set_dmy(&d, (GDateDay)g_date_time_get_day_of_month(l),
	    (GDateMonth)g_date_time_get_month(l),
	    (GDateYear)g_date_time_get_year(l));
	g_date_time_unref(l);
	g_date_time_unref(u);
	return g_date_get_julian(&d);
}

/* "YYYY-MM-DD" or "DD.MM.YYYY" to a Julian day number, or 0. */
static guint32
parse_day(const char *s)
{
	unsigned y, m, d;
	char tail;

	if (sscanf(s, "%4u-%2u-%2u%c", &y, &m, &d, &tail) == 3 ||
	    (sscanf(s, "%2u.%2u.%4u%c", &d, &m, &y, &tail) == 3 && y > 999)) {
		if (y < 1900 || y > 9999 || !g_date_valid_dmy((GDateDay)d,
		    (GDateMonth)m, (GDateYear)y))
			return 0;
		GDate g;

		g_date_clear(&g, 1);
		g_date_set_dmy(&g, (GDateDay)d, (GDateMonth)m, (GDateYear)y);
		return g_date_get_julian(&g);
	}
	return 0;
}

static void
format_day(guint32 j, char *buf, size_t len)
{
	GDate d;

	g_date_clear(&d, 1);
	g_date_set_julian(&d, j);
	snprintf(buf, len, "%04u-%02u-%02u", (unsigned)g_date_get_year(&d),
	    (unsigned)g_date_get_month(&d), (unsigned)g_date_get_day(&d));
}

/* --- the clock --- */

int
game_clock_day_end(const struct champ_rec *c, const char *date, long long *t)
{
	GTimeZone *tz;
	guint32 j = parse_day(date);

	if (j == 0)
		return -1;
	tz = zone(c->timezone);
	*t = day_start(tz, j + 1);
	g_time_zone_unref(tz);
	return 0;
}

struct leaves {
	guint32		 first[64];
	guint32		 last[64];
	int		 n;
};

static int
collect_leave(void *arg, const char *first_day, int days)
{
	struct leaves *l = arg;
	guint32 j = parse_day(first_day);

	if (j != 0 && l->n < 64 && days > 0) {
		l->first[l->n] = j;
		l->last[l->n] = j + (guint32)days - 1;
		l->n++;
	}
	return 0;
}

static int
on_leave(const struct leaves *l, guint32 j)
{
	int i;

	for (i = 0; i < l->n; i++)
		if (j >= l->first[i] && j <= l->last[i])
			return 1;
	return 0;
}

int
game_clock_due(struct game_ctx *g,
    const struct champ_rec *c, long long player_id,
    long long turn_since, long long extension, struct clock_due *due,
    char **cause)
{
	struct leaves l;
	GTimeZone *tz;
	guint32 j, last;
	int counted = 0, guard = 0;

	memset(&l, 0, sizeof l);
	if (store_leave_list(g->st, player_id, collect_leave, &l, cause) != 0)
		return -1;
	tz = zone(c->timezone);
	/* The day the turn began does not count; nor do days of leave. */
	j = day_of(tz, turn_since);
	while (counted < c->days_per_move && guard++ < 5000)
		if (!on_leave(&l, ++j))
			counted++;
	last = j;
	due->deadline = day_start(tz, last + 1) + extension;
	due->timeout = day_start(tz, last + 1 + (guint32)c->grace_days) +
	    extension;
	due->remind = 0;
	if (c->remind_days > 0) {
		due->remind = day_start(tz, last + 1 -
		    (guint32)c->remind_days) + extension;
		if (due->remind <= turn_since + extension)
			due->remind = 0;
	}
	g_time_zone_unref(tz);
	return 0;
}

char *
game_clock_time_text(const struct champ_rec *c, long long t)
{
	char *day, *text;

	/* The end of a day is shown as its 24:00. */
	day = util_format_deadline(c->timezone, t);
	text = g_strdup_printf("%s (%s)", day, c->timezone);
	free(day);
	return text;
}

/* --- the clock's run --- */

struct extend {
	struct game_ctx	*g;
	long long	 gap;
	size_t		 n;
	char		**cause;
};

static int
extend_game(void *arg, long long id)
{
	struct extend *x = arg;
	struct game_rec *r = NULL;
	int rc;

	if ((rc = store_game_get(x->g->st, id, &r, x->cause)) != 0)
		return rc == 1 ? 0 : -1;
	rc = 0;
	if (r->turn_since != 0) {
		rc = store_game_set_clock(x->g->st, id, r->turn_since,
		    r->extension + x->gap, r->reminded, x->cause);
		x->n++;
	}
	store_game_rec_free(r);
	return rc;
}

static int
tell_organiser(struct game_ctx *g, long long from, long long to, size_t games,
    long long now, char **cause)
{
	struct report_reply *r;
	char *since, *until, hours[48], n[24];
	GDateTime *a, *b;
	long long tenths;
	int rc;

	if (g->conf == NULL || g->conf->organiser == NULL)
		return 0;
	a = g_date_time_new_from_unix_utc(from);
	b = g_date_time_new_from_unix_utc(to);
	since = g_date_time_format(a, "%Y-%m-%d %H:%M UTC");
	until = g_date_time_format(b, "%Y-%m-%d %H:%M UTC");
	g_date_time_unref(a);
	g_date_time_unref(b);
	/* To the tenth of an hour, with a decimal point ("1.5": the
	 * templates write the decimal comma of Romanian); whole hours as such
	 * ("96", not "96.0", also when the tenths round to a whole hour). */
	tenths = ((to - from) * 10 + 1800) / 3600;
	if (tenths % 10 == 0)
		snprintf(hours, sizeof hours, "%lld", tenths / 10);
	else
		snprintf(hours, sizeof hours, "%lld.%lld", tenths / 10,
		    tenths % 10);
	snprintf(n, sizeof n, "%zu", games);
	r = report_reply_new(g->conf->lang);
	report_reply_set_kind(r, RK_ORGANISER);
	report_reply_notice(r, RC_ORGANISER_DOWNTIME, "since", since, "until",
	    until, "hours", hours, "games", n, NULL);
	rc = outbox_queue_deferred(g->st, g->conf, r, "", g->conf->organiser, 0,
	    now, cause);
	report_reply_free(r);
	g_free(since);
	g_free(until);
	return rc;
}

int
game_clock_downtime(struct game_ctx *g, long long now, struct clock_tick *t,
    char **cause)
{
	struct extend x;
	long long last = 0, limit;
	int rc;

	limit = g->conf != NULL ? g->conf->downtime_minutes * 60 : 180 * 60;
	if (store_begin(g->st, cause) == -1)
		return -1;
	if ((rc = store_clock_get(g->st, "heartbeat", &last, cause)) == -1)
		goto fail;
	if (rc == 0 && limit > 0 && now - last > limit) {
		memset(&x, 0, sizeof x);
		x.g = g;
		x.gap = now - last;
		x.cause = cause;
		if (store_game_list(g->st, 0, STORE_GAME_PLAYING, extend_game,
		    &x, cause) != 0)
			goto fail;
		if (x.n > 0) {
			log_warnx("the clock did not run from %lld to %lld: "
			    "the deadlines of %zu %s moved on by %lld %s", last,
			    now, x.n, util_noun((long long)x.n, "game", "games"),
			    x.gap / 60, util_noun(x.gap / 60, "minute",
			    "minutes"));
			if (tell_organiser(g, last, now, x.n, now, cause) == -1)
				goto fail;
		}
		t->extended += x.n;
	}
	if ((rc == 1 || now > last) && store_clock_set(g->st, "heartbeat",
	    now, cause) == -1)
		goto fail;
	return store_commit(g->st, cause) == -1 ? (store_rollback(g->st), -1) :
	    0;
fail:
	store_rollback(g->st);
	return -1;
}

/* --- leave --- */

struct leave_check {
	guint32		 first, last;
	int		 year;
	int		 used;
	int		 overlap;
};

static int
check_leave(void *arg, const char *first_day, int days)
{
	struct leave_check *lc = arg;
	guint32 a = parse_day(first_day), b;
	GDate d;

	if (a == 0)
		return 0;
	b = a + (guint32)days - 1;
	if (a <= lc->last && b >= lc->first)
		lc->overlap = 1;
	g_date_clear(&d, 1);
	g_date_set_julian(&d, a);
	if (g_date_get_year(&d) == lc->year)
		lc->used += days;
	return 0;
}

struct opponents {
	struct game_ctx	*g;
	long long	 self;
	long long	 seen[256];
	int		 nseen;
	const char	*name, *first, *last;
	long long	 spool_id, now;
	char		**cause;
};

struct opponent_seats {
	struct opponents	*o;
	long long		 game_id;
	int			 rc;
};

/* A seat of one of the player's games: told once, unless it is theirs. */
static int
tell_seat(void *arg, const struct game_seat *s)
{
	struct opponent_seats *os = arg;
	struct opponents *o = os->o;
	struct report_reply *m;
	char game[24];
	int j;

	if (s->player_id == o->self)
		return 0;
	for (j = 0; j < o->nseen; j++)
		if (o->seen[j] == s->player_id)
			return 0;
	if (o->nseen == 256)
		return 0;
	o->seen[o->nseen++] = s->player_id;
	snprintf(game, sizeof game, "%lld", os->game_id);
	m = report_reply_new(s->lang);
	report_reply_set_kind(m, RK_GAME);
	report_reply_notice(m, RC_CHAMP_LEAVE, "player", o->name, "first",
	    o->first, "last", o->last, "game", game, NULL);
	os->rc = outbox_queue_deferred(o->g->st, o->g->conf, m, s->name,
	    s->email, o->spool_id, o->now, o->cause);
	report_reply_free(m);
	return os->rc == -1 ? -1 : 0;
}

/* The opponents of one of the player's championship games. */
static int
tell_opponents(void *arg, long long id)
{
	struct opponents *o = arg;
	struct opponent_seats os;
	struct game_rec *r = NULL;
	int rc;

	if ((rc = store_game_get(o->g->st, id, &r, o->cause)) != 0)
		return rc == 1 ? 0 : -1;
	memset(&os, 0, sizeof os);
	os.o = o;
	os.game_id = id;
	rc = 0;
	if (r->champ_id != 0 && (rc = store_game_seat_list(o->g->st, id,
	    tell_seat, &os, o->cause)) != 0)
		rc = -1;
	store_game_rec_free(r);
	return rc;
}

int
game_clock_leave(struct game_ctx *g, long long player_id, const char *name,
    long days, const char *first_day, long long spool_id, long long now,
    struct game_clock_leave *out, char **cause)
{
	struct leave_check lc;
	struct opponents op;
	GTimeZone *tz;
	GDate d;
	guint32 today, j;
	int allow, rc;

	memset(out, 0, sizeof *out);
	if ((rc = store_champ_leave_allowance(g->st, player_id, &allow,
	    cause)) == -1)
		return -1;
	if (rc == 1) {
		out->code = GAME_CLOCK_LEAVE_NO_CHAMPIONSHIP;
		return 0;
	}
	tz = zone(g->conf != NULL ? g->conf->timezone : "UTC");
	if (tz == NULL)
		tz = g_time_zone_new_utc();
	today = day_of(tz, now);
	g_time_zone_unref(tz);
	if (first_day != NULL) {
		if ((j = parse_day(first_day)) == 0) {
			out->code = GAME_CLOCK_LEAVE_BAD_DATE;
			return 0;
		}
	} else
		j = today + 1;
	format_day(j, out->first, sizeof out->first);
	format_day(j + (guint32)days - 1, out->last, sizeof out->last);
	out->days = (int)days;
	out->allowance = allow;
	if (j <= today) {
		format_day(today + 1, out->earliest, sizeof out->earliest);
		out->code = GAME_CLOCK_LEAVE_PAST;
		return 0;
	}
	memset(&lc, 0, sizeof lc);
	lc.first = j;
	lc.last = j + (guint32)days - 1;
	g_date_clear(&d, 1);
	g_date_set_julian(&d, j);
	lc.year = g_date_get_year(&d);
	out->year = lc.year;
	if (store_leave_list(g->st, player_id, check_leave, &lc, cause) != 0)
		return -1;
	out->left = allow - lc.used < 0 ? 0 : allow - lc.used;
	if (lc.overlap) {
		out->code = GAME_CLOCK_LEAVE_OVERLAP;
		return 0;
	}
	if (lc.used + days > allow) {
		out->code = GAME_CLOCK_LEAVE_TOO_LONG;
		return 0;
	}
	if (store_leave_add(g->st, player_id, out->first, (int)days, spool_id,
	    now, cause) == -1)
		return -1;
	out->code = GAME_CLOCK_LEAVE_OK;
	out->left = allow - lc.used - (int)days;
	memset(&op, 0, sizeof op);
	op.g = g;
	op.self = player_id;
	op.name = name;
	op.first = out->first;
	op.last = out->last;
	op.spool_id = spool_id;
	op.now = now;
	op.cause = cause;
	return store_game_list_player(g->st, player_id, STORE_GAME_PLAYING,
	    tell_opponents, &op, cause) != 0 ? -1 : 0;
}
