/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-series.c: series of duplicate contests (game-series.h says the
 * rules).  The rows are store-series.c's; each contest's standings are
 * game-contest.c's (game_standings), added up here per player and ranked
 * by game-contest.c's own rules (game_rank_standings) on the sums, so that
 * a series ranks exactly as its contests do: classic by total, Top by
 * tops, then the lower sum of sharers, then the points of the tops.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "game-contest.h"
#include "game-series.h"
#include "report-series.h"
#include "store.h"
#include "util.h"

void
game_series_outcome_clear(struct game_series_outcome *o)
{
	free(o->other);
	free(o->variant);
	memset(o, 0, sizeof *o);
}

int
game_series_create(struct game_ctx *g, const char *name, const char *title,
    const char *scoring, long long now, struct game_series_outcome *out,
    char **cause)
{
	struct contest *c = NULL;
	struct champ_rec *ch = NULL;
	enum store_series_scoring sc;
	int r;

	memset(out, 0, sizeof *out);
	if ((*cause = game_name_check("series", name)) != NULL)
		return -1;
	if (!store_series_scoring_parse(scoring, &sc)) {
		*cause = g_strdup_printf("unknown scoring '%s': write classic "
		    "or top", scoring != NULL ? scoring : "");
		return -1;
	}
	/* "publish NAME" finds a contest, then a championship, then a
	 * series: a series of another's name could not be published. */
	if ((r = store_contest_find(g->st, name, &c, cause)) == -1)
		return -1;
	store_contest_free(c);
	if (r == 0) {
		out->code = GAME_SERIES_NAME_TAKEN;
		out->other = xstrdup("contest");
		return 0;
	}
	if ((r = store_champ_find(g->st, name, &ch, cause)) == -1)
		return -1;
	store_champ_rec_free(ch);
	if (r == 0) {
		out->code = GAME_SERIES_NAME_TAKEN;
		out->other = xstrdup("championship");
		return 0;
	}
	if ((r = store_series_add(g->st, name, title, sc, now, NULL,
	    cause)) == -1)
		return -1;
	if (r == 1) {
		out->code = GAME_SERIES_NAME_TAKEN;
		out->other = xstrdup("series");
	}
	return 0;
}

/* The series and the contest named: 0 with both (the caller frees them),
 * or with out->code set (NO_SERIES, NO_CONTEST, OVER when open is asked),
 * or -1. */
static int
find_both(struct game_ctx *g, const char *series, const char *contest,
    int open, struct series_rec **s, struct contest **c,
    struct game_series_outcome *out, char **cause)
{
	int r;

	memset(out, 0, sizeof *out);
	*s = NULL;
	*c = NULL;
	if ((r = store_series_find(g->st, series, s, cause)) == -1)
		return -1;
	if (r == 1) {
		out->code = GAME_SERIES_NO_SERIES;
		return 0;
	}
	if (open && (*s)->status != STORE_SERIES_OPEN) {
		out->code = GAME_SERIES_OVER;
		return 0;
	}
	if (contest == NULL)
		return 0;
	if ((r = store_contest_find(g->st, contest, c, cause)) == -1)
		return -1;
	if (r == 1)
		out->code = GAME_SERIES_NO_CONTEST;
	return 0;
}

int
game_series_add(struct game_ctx *g, const char *series, const char *contest,
    long long now, struct game_series_outcome *out, char **cause)
{
	struct series_rec *s = NULL;
	struct contest *c = NULL;
	int r, ret = -1, top_contest;

	if (find_both(g, series, contest, 1, &s, &c, out, cause) == -1)
		goto out;
	if (out->code != GAME_SERIES_OK) {
		ret = 0;
		goto out;
	}
	/* A series ranks as its contests do: by tops only Top-variant
	 * contests (whose own ranking is by tops), by total the others. */
	top_contest = c->variant == SM_DUP_TOP;
	if (top_contest != (s->scoring == STORE_SERIES_TOP)) {
		out->code = GAME_SERIES_WRONG_SCORING;
		out->variant = xstrdup(sm_dup_variant_name(c->variant));
		ret = 0;
		goto out;
	}
	if ((r = store_series_contest_add(g->st, s->id, c->id, now,
	    cause)) == -1)
		goto out;
	if (r == 1) {
		out->code = GAME_SERIES_IN_SERIES;
		if (store_series_of_contest(g->st, c->id, &out->other,
		    cause) == -1)
			goto out;
	}
	ret = 0;
out:
	store_series_free(s);
	store_contest_free(c);
	return ret;
}

int
game_series_remove(struct game_ctx *g, const char *series,
    const char *contest, struct game_series_outcome *out, char **cause)
{
	struct series_rec *s = NULL;
	struct contest *c = NULL;
	int r, ret = -1;

	if (find_both(g, series, contest, 1, &s, &c, out, cause) == -1)
		goto out;
	if (out->code != GAME_SERIES_OK) {
		ret = 0;
		goto out;
	}
	if ((r = store_series_contest_remove(g->st, s->id, c->id,
	    cause)) == -1)
		goto out;
	if (r == 1)
		out->code = GAME_SERIES_NOT_IN;
	ret = 0;
out:
	store_series_free(s);
	store_contest_free(c);
	return ret;
}

int
game_series_close(struct game_ctx *g, const char *series,
    struct game_series_outcome *out, char **cause)
{
	struct series_rec *s = NULL;
	struct contest *c = NULL;
	int ret = -1;

	if (find_both(g, series, NULL, 0, &s, &c, out, cause) == -1)
		goto out;
	if (out->code == GAME_SERIES_OK &&
	    store_series_set_status(g->st, s->id, STORE_SERIES_OVER, cause) == -1)
		goto out;
	ret = 0;
out:
	store_series_free(s);
	return ret;
}

/* --- the standings ---------------------------------------------------- */

/* One player of the series while the contests are added up. */
struct sp {
	char	*key;		/* "p<player id>" or "e<address>" */
	char	*name;		/* as the latest contest knows it */
	int	 total, tops, top_sharers, top_points, played;
	int	*results;	/* per contest, -1 when absent */
};

/* The data and all it holds, freed at once by game_series_report_free. */
struct series_data {
	struct report_series		 r;	/* first: what is handed out */
	struct report_series_contest	*contests;
	struct report_series_line	*lines;
	GPtrArray			*keep;	/* freed at the end */
};

static const char *
keep_dup(struct series_data *d, const char *s)
{
	char *c;

	if (s == NULL)
		return NULL;
	c = xstrdup(s);
	g_ptr_array_add(d->keep, c);
	return c;
}

void
game_series_report_free(struct report_series *s)
{
	struct series_data *d = (struct series_data *)s;

	if (d == NULL)
		return;
	g_ptr_array_free(d->keep, TRUE);
	free(d->contests);
	free(d->lines);
	free(d);
}

/* entrant id -> player id (0: a reader), for one contest. */
static int
map_entrant(void *arg, const struct entrant *e)
{
	GHashTable *h = arg;
	long long *k = g_new(long long, 1), *v = g_new(long long, 1);

	*k = e->id;
	*v = e->player_id;
	g_hash_table_insert(h, k, v);
	return 0;
}

static int
count_closed(void *arg, const struct round *r)
{
	int *n = arg;

	if (r->status == STORE_ROUND_CLOSED)
		(*n)++;
	return 0;
}

/* Who a contest's standing line is across the series: the registered
 * player, or the reader's address (the same as a registered player's is
 * that player).  Malloc'ed. */
static char *
player_key(struct game_ctx *g, GHashTable *entrants,
    const struct standing_line *l, char **cause, int *err)
{
	struct player *p = NULL;
	long long *pid;
	char *key, *lower;
	int r;

	*err = 0;
	pid = g_hash_table_lookup(entrants, &l->entrant_id);
	if (pid != NULL && *pid > 0)
		return g_strdup_printf("p%lld", *pid);
	if ((r = store_player_by_email(g->st, l->email, &p, cause)) == -1) {
		*err = 1;
		return NULL;
	}
	if (r == 0) {
		key = g_strdup_printf("p%lld", p->id);
		store_player_free(p);
		return key;
	}
	lower = g_ascii_strdown(l->email, -1);
	key = g_strdup_printf("e%s", lower);
	g_free(lower);
	return key;
}

/* Add contest number ci's standings (game_standings) to the players. */
static int
add_contest(struct game_ctx *g, const struct contest *c, size_t ci,
    size_t ncontests, GHashTable *index, GPtrArray *players, int *sum_tops,
    struct report_series_contest *rc, char **cause)
{
	struct standing_line *lines = NULL;
	GHashTable *entrants;
	struct sp *p;
	size_t n = 0, i, k;
	gpointer v;
	char *key;
	int sum = 0, err, ret = -1, top = c->variant == SM_DUP_TOP;

	entrants = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free,
	    g_free);
	if (store_entrant_list(g->st, c->id, map_entrant, entrants,
	    cause) != 0 || store_round_list(g->st, c->id, count_closed,
	    &rc->rounds, cause) != 0)
		goto out;
	if (game_standings(g, c, &lines, &n, &sum, cause) == -1)
		goto out;
	rc->sum_tops = sum;
	rc->entrants = (int)n;
	*sum_tops += sum;
	for (i = 0; i < n; i++) {
		if ((key = player_key(g, entrants, &lines[i], cause,
		    &err)) == NULL && err)
			goto out;
		if ((v = g_hash_table_lookup(index, key)) != NULL) {
			p = g_ptr_array_index(players, GPOINTER_TO_SIZE(v) - 1);
			g_free(key);
		} else {
			p = xcalloc(1, sizeof *p);
			p->key = key;
			p->results = xcalloc(ncontests, sizeof *p->results);
			for (k = 0; k < ncontests; k++)
				p->results[k] = -1;
			g_ptr_array_add(players, p);
			g_hash_table_insert(index, p->key,
			    GSIZE_TO_POINTER(players->len));
		}
		free(p->name);
		p->name = xstrdup(lines[i].name);
		/* After the contest's penalties (game_standings applied
		 * them): the sums carry no warnings to count again. */
		p->total += lines[i].total;
		p->tops += lines[i].tops;
		p->top_sharers += lines[i].top_sharers;
		p->top_points += lines[i].top_points;
		p->played++;
		p->results[ci] = top ? lines[i].tops : lines[i].total;
	}
	ret = 0;
out:
	game_standings_free(lines, n);
	g_hash_table_destroy(entrants);
	return ret;
}

static void
sp_free(gpointer x)
{
	struct sp *p = x;

	g_free(p->key);
	free(p->name);
	free(p->results);
	free(p);
}

int
game_series_report(struct game_ctx *g, const char *name,
    struct report_series **out, char **cause)
{
	struct series_data *d;
	struct series_rec *s = NULL;
	struct contest *c = NULL;
	struct standing_line *sl = NULL;
	GHashTable *index = NULL;
	GPtrArray *players = NULL;
	long long *ids = NULL;
	size_t nids = 0, i;
	int r, ret = -1, sum = 0;

	*out = NULL;
	if ((r = store_series_find(g->st, name, &s, cause)) != 0)
		return r;
	d = xcalloc(1, sizeof *d);
	d->keep = g_ptr_array_new_with_free_func(free);
	d->r.name = keep_dup(d, s->name);
	d->r.title = keep_dup(d, s->title);
	d->r.scoring = keep_dup(d, store_series_scoring_str(s->scoring));
	d->r.status = keep_dup(d, store_series_status_str(s->status));
	if (store_series_contests(g->st, s->id, &ids, &nids, cause) == -1)
		goto out;
	d->contests = xcalloc(nids > 0 ? nids : 1, sizeof *d->contests);
	d->r.contests = d->contests;
	d->r.ncontests = nids;
	index = g_hash_table_new(g_str_hash, g_str_equal);
	players = g_ptr_array_new_with_free_func(sp_free);
	for (i = 0; i < nids; i++) {
		if ((r = store_contest_get(g->st, ids[i], &c, cause)) != 0) {
			if (r == 1)
				*cause = g_strdup_printf("series %s: contest "
				    "%lld is gone", s->name, ids[i]);
			goto out;
		}
		d->contests[i].name = keep_dup(d, c->name);
		d->contests[i].variant = keep_dup(d,
		    sm_dup_variant_name(c->variant));
		d->contests[i].entry = keep_dup(d,
		    store_contest_entry_str(c->entry));
		d->contests[i].status = keep_dup(d,
		    store_contest_status_str(c->status));
		if (add_contest(g, c, i, nids, index, players, &sum,
		    &d->contests[i], cause) == -1)
			goto out;
		store_contest_free(c);
		c = NULL;
	}
	d->r.sum_tops = sum;
	/* Ranked by the contests' own rules on the sums (entrant_id is the
	 * player's index here). */
	sl = xcalloc(players->len > 0 ? players->len : 1, sizeof *sl);
	for (i = 0; i < players->len; i++) {
		struct sp *p = g_ptr_array_index(players, i);

		sl[i].entrant_id = (long long)i;
		sl[i].name = p->name;
		sl[i].total = p->total;
		sl[i].tops = p->tops;
		sl[i].top_sharers = p->top_sharers;
		sl[i].top_points = p->top_points;
	}
	game_rank_standings(s->scoring == STORE_SERIES_TOP ? SM_DUP_TOP :
	    SM_DUP_CLASSIC, sl, players->len, sum);
	d->lines = xcalloc(players->len > 0 ? players->len : 1,
	    sizeof *d->lines);
	d->r.lines = d->lines;
	d->r.nlines = players->len;
	for (i = 0; i < players->len; i++) {
		struct sp *p = g_ptr_array_index(players,
		    (size_t)sl[i].entrant_id);
		struct report_series_line *l = &d->lines[i];
		int *res = xcalloc(nids > 0 ? nids : 1, sizeof *res);

		memcpy(res, p->results, nids * sizeof *res);
		g_ptr_array_add(d->keep, res);
		l->rank = sl[i].rank;
		l->name = keep_dup(d, p->name);
		l->total = sl[i].total;
		l->tops = sl[i].tops;
		l->top_sharers = sl[i].top_sharers;
		l->top_points = sl[i].top_points;
		l->percent = sl[i].percent;
		l->played = p->played;
		l->results = res;
	}
	*out = &d->r;
	d = NULL;
	ret = 0;
out:
	free(sl);
	if (players != NULL)
		g_ptr_array_free(players, TRUE);
	if (index != NULL)
		g_hash_table_destroy(index);
	free(ids);
	store_contest_free(c);
	store_series_free(s);
	game_series_report_free(d != NULL ? &d->r : NULL);
	return ret;
}
