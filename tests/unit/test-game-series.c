/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-series.c: series of duplicate contests (game-series.c)
 * through their API: a temporary database, no mail.  The contests' rounds
 * are written as judged rows (store-contest.c: entrants, closed rounds,
 * entries with their scores, warnings and tops) rather than played, so
 * that every total, percentage and rank below is computed by hand from
 * the numbers written here; the rounds played through the program end to
 * end are tests/cli/series.sh's.
 *
 *   - classic series: the totals after each contest's penalties (the 4th
 *     warning's 5 points), the percentage of the sum of the tops of all
 *     the contests, ranks shared on equal totals, a player absent from a
 *     contest (counted 0, its result -1), the same reader by address in
 *     two open contests (case aside), and a registered player who was a
 *     reader of an open contest at the player's address;
 *   - top series: ranked by tops, then the lower sum of sharers, then the
 *     points of the tops (the Top variant's tie-breaks), equal lines
 *     sharing a rank;
 *   - the rules of membership: a contest in one series only, the Top
 *     variant only in a series scored by tops and the others only in a
 *     classic one, remove, order kept, a series over refuses changes,
 *     unknown names;
 *   - two contests played through the contest layer (game_contest_create,
 *     start, game_entry, game_contest_close) on the default lexicon
 *     ($SCRABMAIL_LEXICON, as make check sets it; skipped without it),
 *     seed 42's first rack ACFINRT: the series adds up what each
 *     contest's game_standings says, the solo bonus included.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "conf.h"
#include "game-contest.h"
#include "game-ctx.h"
#include "game-series.h"
#include "report-series.h"
#include "store.h"
#include "util.h"

struct fx {
	char		 dir[64];
	struct store	*st;
	struct conf	*conf;
	struct game_ctx	 g;
	long long	 now;
};

/* One judged entry of a round: entrant (its id), score, warnings, top. */
struct je {
	long long	 entrant;
	int		 score;
	int		 warnings;
	int		 top;
};

/* ok(call, cause): fail with the cause the call set.  A macro taking the
 * cause's address: as a function's two arguments, cause could be read
 * before the call set it (the order is unspecified; gcc read it first,
 * so every failure said "(no cause)"). */
static void
ok_at(int rc, char *const *cause)
{
	if (rc != 0)
		fail_msg("%s", *cause != NULL ? *cause : "(no cause)");
}
#define ok(rc, cause) ok_at((rc), &(cause))

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL, *db;

	if (f == NULL)
		return -1;
	unsetenv("SCRABMAIL_CONFIG");
	snprintf(f->dir, sizeof f->dir, "/tmp/test-game-series-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	db = g_strdup_printf("%s/test.db", f->dir);
	if ((f->st = store_open(db, 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    (f->conf = conf_load(NULL, &cause)) == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		g_free(db);
		return -1;
	}
	g_free(db);
	game_ctx_init(&f->g, f->st, f->conf, NULL);
	f->now = 1764496800;	/* 2025-11-30T10:00:00Z */
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;
	char *path;

	game_ctx_clear(&f->g);
	store_close(f->st);
	conf_free(f->conf);
	path = g_strdup_printf("%s/test.db", f->dir);
	unlink(path);
	g_free(path);
	rmdir(f->dir);
	free(f);
	return 0;
}

static long long
contest(struct fx *f, const char *name, const char *variant,
    const char *entry)
{
	struct contest c;
	char *cause = NULL;
	long long id = 0;

	memset(&c, 0, sizeof c);
	c.name = xstrdup(name);
	assert_true(store_dup_variant_parse(variant, &c.variant));
	assert_true(store_contest_entry_parse(entry, &c.entry));
	c.lexicon_sum = xstrdup("0123456789abcdef");
	c.seed = xstrdup("seed");
	c.seed_hash = xstrdup("hash");
	c.round_days = 7;
	c.feedback = STORE_FEEDBACK_AFTER_DEADLINE;
	ok(store_contest_add(f->st, &c, f->now, &id, &cause), cause);
	free(c.name);
	free(c.lexicon_sum);
	free(c.seed);
	free(c.seed_hash);
	return id;
}

static long long
entrant(struct fx *f, long long cid, long long player, const char *email,
    const char *name)
{
	char *cause = NULL;
	long long id = 0;

	ok(store_entrant_add(f->st, cid, player, email, name, f->now, &id,
	    &cause), cause);
	return id;
}

static long long
player(struct fx *f, const char *name, const char *email)
{
	char *cause = NULL;
	long long id = 0;

	ok(store_player_add(f->st, name, email, NULL, "ro", f->now, &id,
	    &cause), cause);
	return id;
}

struct judge_arg {
	const struct je	*v;
	size_t		 n;
	struct fx	*f;
};

static int
judge_one(void *arg, const struct entry *e)
{
	struct judge_arg *a = arg;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < a->n; i++)
		if (a->v[i].entrant == e->entrant_id)
			ok(store_entry_judged(a->f->st, e->id, "H8 CASA", "ok",
			    NULL, a->v[i].score, a->v[i].warnings, 0,
			    a->v[i].top, &cause), cause);
	return 0;
}

/* Round number of contest cid, closed with top top and the entries v. */
static void
round_closed(struct fx *f, long long cid, int number, int top,
    const struct je *v, size_t n)
{
	struct judge_arg a = { v, n, f };
	char *cause = NULL;
	long long rid = 0;
	size_t i;

	ok(store_round_add(f->st, cid, number, "state", "15/15/15/15/15/15/"
	    "15/15/15/15/15/15/15/15/15", "AEIRST?", NULL, f->now, f->now, &rid,
	    &cause), cause);
	for (i = 0; i < n; i++)
		ok(store_entry_put(f->st, rid, v[i].entrant, 0, "H8 CASA", -1,
		    NULL, -1, -1, f->now, NULL, &cause), cause);
	ok(store_entry_list(f->st, rid, judge_one, &a, &cause), cause);
	ok(store_round_close(f->st, rid, STORE_OUTCOME_PLAYED, "H8 CASA", top,
	    NULL, top, f->now, &cause), cause);
}

static enum game_series_code
add(struct fx *f, const char *series, const char *contest_name,
    char **other)
{
	struct game_series_outcome o;
	enum game_series_code code;
	char *cause = NULL;

	ok(game_series_add(&f->g, series, contest_name, f->now, &o, &cause),
	    cause);
	code = o.code;
	if (other != NULL)
		*other = o.other != NULL ? xstrdup(o.other) : NULL;
	game_series_outcome_clear(&o);
	return code;
}

static void
create(struct fx *f, const char *name, const char *scoring)
{
	struct game_series_outcome o;
	char *cause = NULL;

	ok(game_series_create(&f->g, name, NULL, scoring, f->now, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_OK);
	game_series_outcome_clear(&o);
}

static struct report_series *
report(struct fx *f, const char *name)
{
	struct report_series *r = NULL;
	char *cause = NULL;

	ok(game_series_report(&f->g, name, &r, &cause), cause);
	assert_non_null(r);
	return r;
}

/* Line i is rank, name, total, percent (to 0.05), played. */
static void
line_is(const struct report_series *r, size_t i, int rank, const char *name,
    int total, double percent, int played)
{
	const struct report_series_line *l;

	assert_true(i < r->nlines);
	l = &r->lines[i];
	assert_int_equal(l->rank, rank);
	assert_string_equal(l->name, name);
	assert_int_equal(l->total, total);
	assert_true(l->percent > percent - 0.05 && l->percent < percent + 0.05);
	assert_int_equal(l->played, played);
}

static void
results_are(const struct report_series_line *l, int a, int b, int c)
{
	assert_int_equal(l->results[0], a);
	assert_int_equal(l->results[1], b);
	assert_int_equal(l->results[2], c);
}

/* Three contests: two open (the same reader at one address, written in
 * two cases), one registered whose players read the open one before.
 *
 *   A (open)        round 1 top 50   round 2 top 60   total
 *     Ana  ana@x    50 (top)         60 (top)         110
 *     Dan  dan@x    40               60 (top)         100
 *     Eva  eva@x    30               10                40
 *   B (open)        round 1 top 70
 *     Ana  ANA@x    20                                 20
 *     Gelu gelu@x   70 (top)                           70
 *   C (registered)  round 1 top 30
 *     dan (player, dan@x)   30 (top), 5 warnings      20 (2 over 3: -10)
 *     eva (player, eva@x)   30 (top)                  30
 *
 * The sum of the tops: 110 + 70 + 30 = 210.  Ana 130 (61.9%), Dan 120
 * (57.1%), Eva 70 and Gelu 70 (33.3%, the 3rd place shared). */
static void
test_classic_standings(void **state)
{
	struct fx *f = *state;
	struct report_series *r;
	long long a, b, c, ana, dan, eva, ana2, gelu, pdan, peva, cdan, ceva;

	a = contest(f, "A", "classic", "open");
	b = contest(f, "B", "classic", "open");
	c = contest(f, "C", "classic", "registered");
	ana = entrant(f, a, 0, "ana@x.ro", "Ana");
	dan = entrant(f, a, 0, "dan@x.ro", "Dan");
	eva = entrant(f, a, 0, "eva@x.ro", "Eva");
	{
		struct je r1[] = { { ana, 50, 0, 1 }, { dan, 40, 0, 0 },
		    { eva, 30, 0, 0 } };
		struct je r2[] = { { ana, 60, 0, 1 }, { dan, 60, 0, 1 },
		    { eva, 10, 0, 0 } };

		round_closed(f, a, 1, 50, r1, 3);
		round_closed(f, a, 2, 60, r2, 3);
	}
	ana2 = entrant(f, b, 0, "ANA@x.ro", "Ana P.");
	gelu = entrant(f, b, 0, "gelu@x.ro", "Gelu");
	{
		struct je r1[] = { { ana2, 20, 0, 0 }, { gelu, 70, 0, 1 } };

		round_closed(f, b, 1, 70, r1, 2);
	}
	pdan = player(f, "dan", "dan@x.ro");
	peva = player(f, "eva", "eva@x.ro");
	cdan = entrant(f, c, pdan, "dan@x.ro", "Dan Pop");
	ceva = entrant(f, c, peva, "eva@x.ro", "Eva Ionescu");
	{
		struct je r1[] = { { cdan, 30, 5, 1 }, { ceva, 30, 0, 1 } };

		round_closed(f, c, 1, 30, r1, 2);
	}
	create(f, "Anual", "classic");
	assert_int_equal(add(f, "Anual", "A", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "Anual", "B", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "anual", "c", NULL), GAME_SERIES_OK);

	r = report(f, "Anual");
	assert_string_equal(r->scoring, "classic");
	assert_int_equal(r->ncontests, 3);
	assert_string_equal(r->contests[0].name, "A");
	assert_int_equal(r->contests[0].rounds, 2);
	assert_int_equal(r->contests[0].sum_tops, 110);
	assert_int_equal(r->contests[0].entrants, 3);
	assert_string_equal(r->contests[1].name, "B");
	assert_int_equal(r->contests[1].sum_tops, 70);
	assert_string_equal(r->contests[2].name, "C");
	assert_int_equal(r->contests[2].sum_tops, 30);
	assert_int_equal(r->sum_tops, 210);
	assert_int_equal(r->nlines, 4);
	/* The name the latest contest knows. */
	line_is(r, 0, 1, "Ana P.", 130, 61.9, 2);
	results_are(&r->lines[0], 110, 20, -1);
	line_is(r, 1, 2, "Dan Pop", 120, 57.1, 2);
	results_are(&r->lines[1], 100, -1, 20);
	line_is(r, 2, 3, "Eva Ionescu", 70, 33.3, 2);
	results_are(&r->lines[2], 40, -1, 30);
	line_is(r, 3, 3, "Gelu", 70, 33.3, 1);
	results_are(&r->lines[3], -1, 70, -1);
	game_series_report_free(r);

	/* Without B: Ana 110 of 140 (78.6%), Dan 120 first. */
	{
		struct game_series_outcome o;
		char *cause = NULL;

		ok(game_series_remove(&f->g, "Anual", "B", &o, &cause), cause);
		assert_int_equal(o.code, GAME_SERIES_OK);
	}
	r = report(f, "Anual");
	assert_int_equal(r->ncontests, 2);
	assert_string_equal(r->contests[1].name, "C");
	assert_int_equal(r->sum_tops, 140);
	assert_int_equal(r->nlines, 3);
	line_is(r, 0, 1, "Dan Pop", 120, 85.7, 2);
	line_is(r, 1, 2, "Ana", 110, 78.6, 1);
	line_is(r, 2, 3, "Eva Ionescu", 70, 50.0, 2);
	game_series_report_free(r);
}

/* Two Top-variant contests, the tops and their sharers:
 *
 *   T1  round 1 top 50: X and Y (2 sharers)   round 2 top 40: Z alone
 *   T2  round 1 top 30: X and Z (2 sharers)   round 2 top 20: Y alone
 *
 * Each has 2 tops; sharers X 4, Y 3, Z 3; points of the tops Y 70, Z 70:
 * Y and Z share the 1st place, X is 3rd. */
static void
test_top_standings(void **state)
{
	struct fx *f = *state;
	struct report_series *r;
	long long t1, t2, x1, y1, z1, x2, y2, z2;

	t1 = contest(f, "T1", "top", "open");
	t2 = contest(f, "T2", "top", "open");
	x1 = entrant(f, t1, 0, "x@x.ro", "X");
	y1 = entrant(f, t1, 0, "y@x.ro", "Y");
	z1 = entrant(f, t1, 0, "z@x.ro", "Z");
	{
		struct je r1[] = { { x1, 50, 0, 1 }, { y1, 50, 0, 1 },
		    { z1, 10, 0, 0 } };
		struct je r2[] = { { x1, 30, 0, 0 }, { z1, 40, 0, 1 } };

		round_closed(f, t1, 1, 50, r1, 3);
		round_closed(f, t1, 2, 40, r2, 2);
	}
	x2 = entrant(f, t2, 0, "x@x.ro", "X");
	y2 = entrant(f, t2, 0, "y@x.ro", "Y");
	z2 = entrant(f, t2, 0, "z@x.ro", "Z");
	{
		struct je r1[] = { { x2, 30, 0, 1 }, { z2, 30, 0, 1 },
		    { y2, 5, 0, 0 } };
		struct je r2[] = { { y2, 20, 0, 1 } };

		round_closed(f, t2, 1, 30, r1, 3);
		round_closed(f, t2, 2, 20, r2, 1);
	}
	create(f, "Topuri", "top");
	assert_int_equal(add(f, "Topuri", "T1", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "Topuri", "T2", NULL), GAME_SERIES_OK);
	r = report(f, "Topuri");
	assert_int_equal(r->sum_tops, 140);
	assert_int_equal(r->nlines, 3);
	/* Y: 50 + 5 + 20 = 75 points (53.6%); Z: 10 + 40 + 30 = 80
	 * (57.1%); X: 50 + 30 + 30 = 110 (78.6%). */
	line_is(r, 0, 1, "Y", 75, 53.6, 2);
	line_is(r, 1, 1, "Z", 80, 57.1, 2);
	line_is(r, 2, 3, "X", 110, 78.6, 2);
	assert_int_equal(r->lines[0].tops, 2);
	assert_int_equal(r->lines[0].top_sharers, 3);
	assert_int_equal(r->lines[0].top_points, 70);
	assert_int_equal(r->lines[2].tops, 2);
	assert_int_equal(r->lines[2].top_sharers, 4);
	/* Per contest, its tops. */
	assert_int_equal(r->lines[0].results[0], 1);
	assert_int_equal(r->lines[0].results[1], 1);
	assert_int_equal(r->lines[1].results[0], 1);
	assert_int_equal(r->lines[2].results[1], 1);
	game_series_report_free(r);
}

static void
test_membership(void **state)
{
	struct fx *f = *state;
	struct game_series_outcome o;
	struct report_series *r = NULL;
	char *cause = NULL, *other = NULL;

	contest(f, "A", "classic", "open");
	contest(f, "B", "eliptic", "registered");
	contest(f, "T", "top", "open");
	create(f, "S1", "classic");
	create(f, "S2", "classic");
	create(f, "ST", "top");
	ok(game_series_create(&f->g, "s1", "Title", "classic", f->now, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_NAME_TAKEN);
	assert_string_equal(o.other, "series");
	game_series_outcome_clear(&o);
	/* Nor a contest's name: publish would find the contest. */
	ok(game_series_create(&f->g, "a", NULL, "classic", f->now, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_NAME_TAKEN);
	assert_string_equal(o.other, "contest");
	game_series_outcome_clear(&o);

	assert_int_equal(add(f, "S1", "A", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "S1", "A", &other), GAME_SERIES_IN_SERIES);
	assert_string_equal(other, "S1");
	free(other);
	assert_int_equal(add(f, "S2", "A", &other), GAME_SERIES_IN_SERIES);
	assert_string_equal(other, "S1");
	free(other);
	assert_int_equal(add(f, "S1", "T", NULL), GAME_SERIES_WRONG_SCORING);
	assert_int_equal(add(f, "ST", "B", NULL), GAME_SERIES_WRONG_SCORING);
	assert_int_equal(add(f, "ST", "T", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "S9", "A", NULL), GAME_SERIES_NO_SERIES);
	assert_int_equal(add(f, "S1", "Z", NULL), GAME_SERIES_NO_CONTEST);
	assert_int_equal(add(f, "S1", "B", NULL), GAME_SERIES_OK);

	/* Removed and added again: last. */
	ok(game_series_remove(&f->g, "S1", "A", &o, &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_OK);
	ok(game_series_remove(&f->g, "S1", "A", &o, &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_NOT_IN);
	assert_int_equal(add(f, "S1", "A", NULL), GAME_SERIES_OK);
	r = report(f, "S1");
	assert_int_equal(r->ncontests, 2);
	assert_string_equal(r->contests[0].name, "B");
	assert_string_equal(r->contests[1].name, "A");
	assert_int_equal(r->nlines, 0);
	assert_int_equal(r->sum_tops, 0);
	game_series_report_free(r);

	/* Over: final. */
	ok(game_series_close(&f->g, "S1", &o, &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_OK);
	assert_int_equal(add(f, "S1", "T", NULL), GAME_SERIES_OVER);
	ok(game_series_remove(&f->g, "S1", "A", &o, &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_OVER);
	r = report(f, "S1");
	assert_string_equal(r->status, "over");
	assert_int_equal(r->ncontests, 2);
	game_series_report_free(r);
	ok(game_series_close(&f->g, "S9", &o, &cause), cause);
	assert_int_equal(o.code, GAME_SERIES_NO_SERIES);
	assert_int_equal(game_series_report(&f->g, "S9", &r, &cause), 1);
	assert_null(r);
}

/* A reader enters move for round 1 of contest name at now. */
static void
enter(struct fx *f, const char *contest_name, const char *address,
    const char *name, const char *move, long long now)
{
	struct game_sender snd;
	struct game_entry_in in;
	struct game_entry_outcome out;
	char *cause = NULL;

	memset(&snd, 0, sizeof snd);
	snd.address = address;
	snd.from_name = name;
	memset(&in, 0, sizeof in);
	ok(game_contest_id(&f->g, contest_name, &in.contest_id, &cause),
	    cause);
	in.round = 1;
	in.move = move;
	in.claimed = in.claimed2 = in.claimed_total = -1;
	in.now = now;
	ok(store_begin(f->st, &cause), cause);
	ok(game_entry(&f->g, &snd, &in, &out, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
	assert_int_equal(out.code, GAME_ENTRY_RECEIVED);
	game_entry_outcome_clear(&out);
}

static void
played(struct fx *f, const char *name, long long start)
{
	struct contest_opts o;
	char *cause = NULL;

	memset(&o, 0, sizeof o);
	o.name = name;
	o.variant = "classic";
	o.entry = "open";
	o.seed = "42";
	o.round_days = 7;
	o.solo_bonus = 1;
	ok(store_begin(f->st, &cause), cause);
	ok(game_contest_create(&f->g, &o, start, &cause), cause);
	ok(game_contest_start(&f->g, name, start, NULL, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
}

static void
close_first(struct fx *f, const char *name, long long now)
{
	char *cause = NULL;
	long long id = 0;

	ok(game_contest_id(&f->g, name, &id, &cause), cause);
	ok(store_begin(f->st, &cause), cause);
	ok(game_contest_close(&f->g, id, now, NULL, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
}

/* Seed 42 draws ACFINRT first (tests/cli/contest.sh): INFARCT scores 94
 * at H2 and at 8B, CANT 8 at H8.
 *
 *   P1: Ana H2 INFARCT 94, Dan 8B INFARCT 94 (the top shared: no bonus),
 *       Eva H8 CANT 8; the sum of the tops 94.
 *   P2: Gelu H2 INFARCT 94 + 1 (alone at the top: the solo bonus of 2
 *       players / 2), Ana (another case of her address) H8 CANT 8; 94.
 *
 * Series: Ana 102 (54.3% of 188), Gelu 95 (50.5%), Dan 94 (50.0%), Eva 8
 * (4.3%). */
static void
test_played_contests(void **state)
{
	struct fx *f = *state;
	struct report_series *r;
	const char *lex = getenv("SCRABMAIL_LEXICON");
	long long t0 = 1796032800LL;	/* 2026-12-01T10:00:00Z */

	if (lex == NULL || *lex == '\0' || access(lex, R_OK) != 0)
		skip();
	free(f->conf->lexicon);
	f->conf->lexicon = xstrdup(lex);
	played(f, "P1", t0);
	played(f, "P2", t0);
	enter(f, "P1", "ana@x.ro", "Ana", "H2 INFARCT", t0 + 60);
	enter(f, "P1", "dan@x.ro", "Dan", "8B INFARCT", t0 + 60);
	enter(f, "P1", "eva@x.ro", "Eva", "H8 CANT", t0 + 60);
	enter(f, "P2", "gelu@x.ro", "Gelu", "H2 INFARCT", t0 + 60);
	enter(f, "P2", "Ana@X.ro", "Ana", "H8 CANT", t0 + 60);
	close_first(f, "P1", t0 + 8 * 86400);
	close_first(f, "P2", t0 + 8 * 86400);

	create(f, "Anual", "classic");
	assert_int_equal(add(f, "Anual", "P1", NULL), GAME_SERIES_OK);
	assert_int_equal(add(f, "Anual", "P2", NULL), GAME_SERIES_OK);
	r = report(f, "Anual");
	assert_int_equal(r->contests[0].sum_tops, 94);
	assert_int_equal(r->contests[1].sum_tops, 94);
	assert_int_equal(r->contests[0].rounds, 1);
	assert_string_equal(r->contests[0].status, "running");
	assert_int_equal(r->sum_tops, 188);
	assert_int_equal(r->nlines, 4);
	line_is(r, 0, 1, "Ana", 102, 54.3, 2);
	assert_int_equal(r->lines[0].results[0], 94);
	assert_int_equal(r->lines[0].results[1], 8);
	line_is(r, 1, 2, "Gelu", 95, 50.5, 1);
	line_is(r, 2, 3, "Dan", 94, 50.0, 1);
	line_is(r, 3, 4, "Eva", 8, 4.3, 1);
	game_series_report_free(r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_classic_standings, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_top_standings, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_membership, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_played_contests, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
