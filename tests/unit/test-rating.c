/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-rating.c: the Elo-style rating of rated free games (rating.h).
 * Values worked out by hand (in the comments) for 2, 3 and 4 players,
 * draws and forfeits; K at its thresholds (20 games, 2200, the peak flag
 * that stays); symmetry and zero sum with equal K; the same changes
 * whatever the players' order (every permutation of 3 and 4 players); bad
 * calls refused without a change; long random runs that stay finite and
 * within K per game; the rounding for display.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <math.h>

#include <cmocka.h>

#include "rating.h"

/* ---- helpers --------------------------------------------------------------- */

#define EPS 1e-9

/* |got - want| <= eps, the numbers printed otherwise. */
#define assert_near(got, want, eps) \
	assert_near_at((got), (want), (eps), __FILE__, __LINE__)

static void
assert_near_at(double got, double want, double eps, const char *file,
    int line)
{
	if (!(fabs(got - want) <= eps)) {
		print_error("%s:%d: got %.12f, want %.12f (within %g)\n",
		    file, line, got, want, eps);
		fail();
	}
}

static struct sm_rating
player(double rating, int games, bool peak)
{
	struct sm_rating r;

	r.rating = rating;
	r.games = games;
	r.peak = peak;
	return r;
}

/* The same fields (not bytes: struct padding is not compared). */
static void
assert_same_players(const struct sm_rating *a, const struct sm_rating *b,
    int n)
{
	int i;

	for (i = 0; i < n; i++) {
		assert_true(a[i].rating == b[i].rating);
		assert_int_equal(a[i].games, b[i].games);
		assert_int_equal(a[i].peak, b[i].peak);
	}
}

/* A small reproducible generator for the random runs (splitmix64). */
static uint64_t
next_rand(uint64_t *x)
{
	uint64_t z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int
rand_below(uint64_t *x, int n)
{
	return (int)(next_rand(x) % (uint64_t)n);
}

/* ---- the pieces ------------------------------------------------------------ */

static void
test_init(void **state)
{
	struct sm_rating r;

	(void)state;
	memset(&r, 0xff, sizeof r);
	sm_rating_init(&r);
	assert_true(r.rating == 1500.0);
	assert_int_equal(r.games, 0);
	assert_false(r.peak);
	assert_int_equal(sm_rating_k(&r), 40);
}

static void
test_expected(void **state)
{
	double a, b;
	int i;

	(void)state;
	assert_near(sm_rating_expected(1500, 1500), 0.5, 1e-15);
	/* 200 ahead: 1 / (1 + 10^(-200/400)) = 1 / (1 + 0.316227766...)
	 * = 0.759746926648. */
	assert_near(sm_rating_expected(1700, 1500), 0.759746926648, 1e-12);
	assert_near(sm_rating_expected(1500, 1700), 0.240253073352, 1e-12);
	/* 400 ahead: 1 / (1 + 1/10) = 10/11. */
	assert_near(sm_rating_expected(1900, 1500), 10.0 / 11.0, 1e-15);
	/* 100 ahead: 1 / (1 + 10^-0.25) = 1 / 1.562341325 = 0.640065. */
	assert_near(sm_rating_expected(2300, 2200), 0.640064999803, 1e-12);
	/* Only the difference counts. */
	assert_near(sm_rating_expected(400, 0), sm_rating_expected(2000, 1600),
	    1e-15);
	/* E(A, B) + E(B, A) = 1, and more points ahead expect more. */
	for (i = 0; i <= 40; i++) {
		a = 1000.0 + 37.5 * i;
		b = 2100.0 - 11.0 * i;
		assert_near(sm_rating_expected(a, b) + sm_rating_expected(b, a),
		    1.0, 1e-15);
		assert_true(sm_rating_expected(a + 1.0, b) >
		    sm_rating_expected(a, b));
	}
	/* Absurd gaps stay within [0, 1], never NaN. */
	assert_true(sm_rating_expected(1e6, 0) <= 1.0);
	assert_true(sm_rating_expected(1e6, 0) > 0.999);
	assert_true(sm_rating_expected(0, 1e6) >= 0.0);
	assert_true(sm_rating_expected(0, 1e6) < 0.001);
}

static void
test_k_thresholds(void **state)
{
	struct sm_rating r;

	(void)state;
	/* Provisional below 20 games. */
	r = player(1500, 0, false);
	assert_int_equal(sm_rating_k(&r), 40);
	r = player(1500, 19, false);
	assert_int_equal(sm_rating_k(&r), 40);
	r = player(1500, 20, false);
	assert_int_equal(sm_rating_k(&r), 20);
	r = player(1500, 5000, false);
	assert_int_equal(sm_rating_k(&r), 20);
	/* 2200: the current rating or the flag. */
	r = player(2199.999, 50, false);
	assert_int_equal(sm_rating_k(&r), 20);
	r = player(2200.0, 50, false);
	assert_int_equal(sm_rating_k(&r), 10);
	r = player(1900.0, 50, true);
	assert_int_equal(sm_rating_k(&r), 10);
	/* The 2200 rule before the provisional one. */
	r = player(2250.0, 10, false);
	assert_int_equal(sm_rating_k(&r), 10);
	r = player(2100.0, 10, true);
	assert_int_equal(sm_rating_k(&r), 10);
	r = player(2199.999, 19, false);
	assert_int_equal(sm_rating_k(&r), 40);
}

static void
test_result(void **state)
{
	(void)state;
	assert_true(sm_rating_result(400, 300, false, false) == 1.0);
	assert_true(sm_rating_result(300, 400, false, false) == 0.0);
	assert_true(sm_rating_result(350, 350, false, false) == 0.5);
	/* Spread does not count. */
	assert_true(sm_rating_result(301, 300, false, false) ==
	    sm_rating_result(900, 100, false, false));
	/* A forfeit loses whatever the scores. */
	assert_true(sm_rating_result(500, 100, true, false) == 0.0);
	assert_true(sm_rating_result(100, 500, false, true) == 1.0);
	assert_true(sm_rating_result(200, 200, true, false) == 0.0);
	/* Two forfeiters draw, whatever the scores. */
	assert_true(sm_rating_result(500, 100, true, true) == 0.5);
	assert_true(sm_rating_result(100, 500, true, true) == 0.5);
	/* Negative final scores (end scoring) compare as numbers. */
	assert_true(sm_rating_result(-3, -10, false, false) == 1.0);
}

/* ---- games worked by hand -------------------------------------------------- */

static void
test_two_new_players(void **state)
{
	struct sm_rating r[2];
	int score[2] = { 420, 380 };
	double d[2];

	(void)state;
	/* 1500 vs 1500, both K 40: E = 0.5; the winner 40/1 x (1 - 0.5) = +20,
	 * the loser 40 x (0 - 0.5) = -20. */
	sm_rating_init(&r[0]);
	sm_rating_init(&r[1]);
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], 20.0, EPS);
	assert_near(d[1], -20.0, EPS);
	assert_near(r[0].rating, 1520.0, EPS);
	assert_near(r[1].rating, 1480.0, EPS);
	assert_int_equal(r[0].games, 1);
	assert_int_equal(r[1].games, 1);
	assert_false(r[0].peak);
	assert_false(r[1].peak);
	assert_int_equal(sm_rating_shown(r[0].rating), 1520);
	assert_int_equal(sm_rating_shown(r[1].rating), 1480);
}

static void
test_two_players_established(void **state)
{
	struct sm_rating r[2];
	int score[2] = { 350, 349 };
	double d[2];

	(void)state;
	/* 1700 vs 1500, 30 games each (K 20).  E(1700) = 0.759746926648.
	 * Favourite wins: 20 x (1 - 0.759746926648) = +4.805061467; the other
	 * 20 x (0 - 0.240253073352) = -4.805061467. */
	r[0] = player(1700, 30, false);
	r[1] = player(1500, 30, false);
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], 4.805061467041, 1e-9);
	assert_near(d[1], -4.805061467041, 1e-9);
	assert_near(r[0].rating, 1704.805061467041, 1e-9);
	assert_near(r[1].rating, 1495.194938532959, 1e-9);
	assert_int_equal(sm_rating_shown(r[0].rating), 1705);
	assert_int_equal(sm_rating_shown(r[1].rating), 1495);

	/* Upset (spread does not count: by 1 point as by 300): the underdog
	 * 20 x (1 - 0.240253073352) = +15.194938533. */
	r[0] = player(1700, 30, false);
	r[1] = player(1500, 30, false);
	score[0] = 100;
	score[1] = 400;
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], -15.194938532959, 1e-9);
	assert_near(d[1], 15.194938532959, 1e-9);

	/* Draw: favourite 20 x (0.5 - 0.759746926648) = -5.194938533. */
	r[0] = player(1700, 30, false);
	r[1] = player(1500, 30, false);
	score[0] = score[1] = 333;
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], -5.194938532959, 1e-9);
	assert_near(d[1], 5.194938532959, 1e-9);

	/* Equal ratings, draw: nothing moves, the games count. */
	r[0] = player(1600, 30, false);
	r[1] = player(1600, 3, false);
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], 0.0, EPS);
	assert_near(d[1], 0.0, EPS);
	assert_int_equal(r[0].games, 31);
	assert_int_equal(r[1].games, 4);
}

static void
test_two_players_unequal_k(void **state)
{
	struct sm_rating r[2];
	int score[2] = { 300, 250 };
	double d[2];

	(void)state;
	/* 1500 with 3 games (K 40) beats 1500 with 25 (K 20): +20 and -10; with
	 * different K the sum is not zero. */
	r[0] = player(1500, 3, false);
	r[1] = player(1500, 25, false);
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], 20.0, EPS);
	assert_near(d[1], -10.0, EPS);
	/* 2300 (K 10) loses to 1500 (K 40): E(2300, 1500) = 1 / (1 + 10^-2)
	 * = 100/101; 10 x (0 - 100/101) = -9.900990099, and 40 x (1 - 1/101)
	 * = 39.603960396. */
	r[0] = player(2300, 100, true);
	r[1] = player(1500, 0, false);
	score[0] = 250;
	score[1] = 300;
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_near(d[0], -1000.0 / 101.0, EPS);
	assert_near(d[1], 40.0 * 100.0 / 101.0, EPS);
}

static void
test_three_players(void **state)
{
	struct sm_rating r[3];
	int score[3] = { 400, 350, 300 };
	double d[3];
	int i;

	(void)state;
	/* Three at 1500, K 40, all scores different: each pair E = 0.5.
	 * First: 40/2 x ((1 - .5) + (1 - .5)) = +20; second: 20 x ((0 - .5) +
	 * (1 - .5)) = 0; third: 20 x (-.5 - .5) = -20. */
	for (i = 0; i < 3; i++)
		sm_rating_init(&r[i]);
	assert_int_equal(sm_rating_game(r, 3, score, NULL, d), 0);
	assert_near(d[0], 20.0, EPS);
	assert_near(d[1], 0.0, EPS);
	assert_near(d[2], -20.0, EPS);

	/* 1600, 1500, 1400, K 20 each; scores 300, 300, 250 (the first two
	 * draw).  E(100 ahead) = 0.640064999803, E(200 ahead) =
	 * 0.759746926648.
	 * 1600: (0.5 - 0.640065) + (1 - 0.759747) = 0.100188074;
	 *       x 20/2 = +1.001880735.
	 * 1500: (0.5 - 0.359935) + (1 - 0.640065) = 0.5; x 10 = +5.
	 * 1400: (0 - 0.240253) + (0 - 0.359935) = -0.600188074;
	 *       x 10 = -6.001880735.  Sum 0. */
	r[0] = player(1600, 40, false);
	r[1] = player(1500, 40, false);
	r[2] = player(1400, 40, false);
	score[0] = 300;
	score[1] = 300;
	score[2] = 250;
	assert_int_equal(sm_rating_game(r, 3, score, NULL, d), 0);
	assert_near(d[0], 1.001880735492, 1e-9);
	assert_near(d[1], 5.0, 1e-9);
	assert_near(d[2], -6.001880735492, 1e-9);
	assert_near(d[0] + d[1] + d[2], 0.0, 1e-12);
	assert_near(r[2].rating, 1393.998119264508, 1e-9);
}

static void
test_four_players_forfeits(void **state)
{
	struct sm_rating r[4];
	int score[4] = { 300, 450, 280, 100 };
	bool forfeit[4] = { false, true, false, true };
	double d[4];
	int i;

	(void)state;
	/* Four at 1500, K 40 (every E = 0.5, 3 opponents: 40/3 x ...).
	 * Players 1 and 3 forfeit (1 had the best score: it does not count).
	 * 0: beats 1 (forfeit), 2 (300 > 280), 3 (forfeit): 3 - 1.5 = 1.5
	 *    -> +20.
	 * 2: loses to 0, beats 1 and 3: 2 - 1.5 = 0.5 -> +6.666666667.
	 * 1: loses to 0 and 2, draws 3 (two forfeits): 0.5 - 1.5 = -1
	 *    -> -13.333333333.
	 * 3: the same as 1 -> -13.333333333.  Sum 0. */
	for (i = 0; i < 4; i++)
		sm_rating_init(&r[i]);
	assert_int_equal(sm_rating_game(r, 4, score, forfeit, d), 0);
	assert_near(d[0], 20.0, EPS);
	assert_near(d[1], -40.0 / 3.0, EPS);
	assert_near(d[2], 20.0 / 3.0, EPS);
	assert_near(d[3], -40.0 / 3.0, EPS);
	for (i = 0; i < 4; i++)
		assert_int_equal(r[i].games, 1);

	/* Two players: the forfeiter with the higher score still loses. */
	sm_rating_init(&r[0]);
	sm_rating_init(&r[1]);
	score[0] = 500;
	score[1] = 120;
	forfeit[0] = true;
	forfeit[1] = false;
	assert_int_equal(sm_rating_game(r, 2, score, forfeit, d), 0);
	assert_near(d[0], -20.0, EPS);
	assert_near(d[1], 20.0, EPS);

	/* Both forfeit (e.g. both timed out): a draw, whatever the scores. */
	r[0] = player(1700, 30, false);
	r[1] = player(1500, 30, false);
	forfeit[0] = forfeit[1] = true;
	assert_int_equal(sm_rating_game(r, 2, score, forfeit, d), 0);
	assert_near(d[0], -5.194938532959, 1e-9);
	assert_near(d[1], 5.194938532959, 1e-9);
}

static void
test_forfeit_null_is_none(void **state)
{
	struct sm_rating a[5], b[5];
	int score[5] = { 310, 290, 290, 455, -4 };
	bool none[5] = { false, false, false, false, false };
	double da[5], db[5];
	int i;

	(void)state;
	for (i = 0; i < 5; i++)
		a[i] = b[i] = player(1400.0 + 61.25 * i, 7 * i, false);
	assert_int_equal(sm_rating_game(a, 5, score, NULL, da), 0);
	assert_int_equal(sm_rating_game(b, 5, score, none, db), 0);
	assert_memory_equal(da, db, sizeof da);
	assert_same_players(a, b, 5);
	/* delta NULL: the same update. */
	for (i = 0; i < 5; i++)
		b[i] = player(1400.0 + 61.25 * i, 7 * i, false);
	assert_int_equal(sm_rating_game(b, 5, score, NULL, NULL), 0);
	assert_same_players(a, b, 5);
	for (i = 0; i < 5; i++)
		assert_true(b[i].rating == 1400.0 + 61.25 * i + da[i]);
}

/* ---- properties ------------------------------------------------------------ */

static void
test_symmetry_zero_sum(void **state)
{
	struct sm_rating r[SM_RATING_MAX_PLAYERS], s[2];
	int score[SM_RATING_MAX_PLAYERS], sc[2];
	bool forfeit[SM_RATING_MAX_PLAYERS];
	double d[SM_RATING_MAX_PLAYERS], before[SM_RATING_MAX_PLAYERS];
	double e[2], f[2], sum;
	uint64_t seed = 11;
	int t, n, i;

	(void)state;
	for (t = 0; t < 2000; t++) {
		/* n players with one K (20: all established, under 2200). */
		n = 2 + rand_below(&seed, SM_RATING_MAX_PLAYERS - 1);
		for (i = 0; i < n; i++) {
			r[i] = player(1000.0 + rand_below(&seed, 1200) +
			    rand_below(&seed, 1000) / 1000.0,
			    20 + rand_below(&seed, 100), false);
			before[i] = r[i].rating;
			score[i] = rand_below(&seed, 60) * 10;
			forfeit[i] = rand_below(&seed, 8) == 0;
		}
		assert_int_equal(sm_rating_game(r, n, score, forfeit, d), 0);
		sum = 0.0;
		for (i = 0; i < n; i++) {
			sum += d[i];
			assert_true(fabs(d[i]) <= 20.0);
		}
		assert_near(sum, 0.0, 1e-9);

		/* Two players, K 20: A's gain is B's loss; with the two
		 * swapped, each gets the same change. */
		s[0] = player(before[0], 40, false);
		s[1] = player(before[1], 40, false);
		sc[0] = score[0];
		sc[1] = score[1];
		assert_int_equal(sm_rating_game(s, 2, sc, NULL, e), 0);
		assert_near(e[0], -e[1], 1e-12);
		s[0] = player(before[1], 40, false);
		s[1] = player(before[0], 40, false);
		sc[0] = score[1];
		sc[1] = score[0];
		assert_int_equal(sm_rating_game(s, 2, sc, NULL, f), 0);
		assert_near(f[0], e[1], 1e-12);
		assert_near(f[1], e[0], 1e-12);
		/* Equal ratings: the winner gains what the loser would have
		 * gained had the result been the other way: 20 x 0.5. */
		s[0] = player(before[0], 40, false);
		s[1] = player(before[0], 40, false);
		sc[0] = score[0] + 1;
		sc[1] = score[0];
		assert_int_equal(sm_rating_game(s, 2, sc, NULL, e), 0);
		assert_near(e[0], 10.0, EPS);
		assert_near(e[1], -10.0, EPS);
	}
}

/* Plays the game with the players in order perm[0..n) and checks that
 * each player's change is the one of the game in the original order. */
static void
check_permutation(const struct sm_rating *r0, const int *score0,
    const bool *forfeit0, int n, const int *perm, const double *want,
    const struct sm_rating *after)
{
	struct sm_rating r[SM_RATING_MAX_PLAYERS];
	int score[SM_RATING_MAX_PLAYERS], i;
	bool forfeit[SM_RATING_MAX_PLAYERS];
	double d[SM_RATING_MAX_PLAYERS];

	for (i = 0; i < n; i++) {
		r[i] = r0[perm[i]];
		score[i] = score0[perm[i]];
		forfeit[i] = forfeit0[perm[i]];
	}
	assert_int_equal(sm_rating_game(r, n, score, forfeit, d), 0);
	for (i = 0; i < n; i++) {
		assert_near(d[i], want[perm[i]], 1e-10);
		assert_near(r[i].rating, after[perm[i]].rating, 1e-10);
		assert_int_equal(r[i].games, after[perm[i]].games);
		assert_int_equal(r[i].peak, after[perm[i]].peak);
	}
}

/* Every permutation of 0..n-1 in lexicographic order; the count seen. */
static int
all_permutations(const struct sm_rating *r0, const int *score0,
    const bool *forfeit0, int n, const double *want,
    const struct sm_rating *after)
{
	int perm[SM_RATING_MAX_PLAYERS], i, j, t, count = 0;

	for (i = 0; i < n; i++)
		perm[i] = i;
	for (;;) {
		check_permutation(r0, score0, forfeit0, n, perm, want, after);
		count++;
		for (i = n - 2; i >= 0 && perm[i] > perm[i + 1]; i--)
			;
		if (i < 0)
			break;
		for (j = n - 1; perm[j] < perm[i]; j--)
			;
		t = perm[i];
		perm[i] = perm[j];
		perm[j] = t;
		for (i++, j = n - 1; i < j; i++, j--) {
			t = perm[i];
			perm[i] = perm[j];
			perm[j] = t;
		}
	}
	return count;
}

static void
test_order_independent(void **state)
{
	/* Different ratings, K (40, 20, 10 by games, by rating and by the
	 * flag), a draw, a forfeit, one player crossing 2200. */
	const struct sm_rating r3[3] = {
		{ 1812.25, 4, false }, { 2199.5, 60, false },
		{ 1433.5, 25, false }
	};
	const int s3[3] = { 388, 402, 388 };
	const bool f3[3] = { false, false, false };
	const struct sm_rating r4[4] = {
		{ 1500.0, 0, false }, { 2250.0, 90, false },
		{ 1980.75, 33, true }, { 1620.125, 19, false }
	};
	const int s4[4] = { 410, 520, 410, 300 };
	const bool f4[4] = { false, true, false, false };
	struct sm_rating a3[3], a4[4];
	double d3[3], d4[4];

	(void)state;
	memcpy(a3, r3, sizeof a3);
	assert_int_equal(sm_rating_game(a3, 3, s3, f3, d3), 0);
	/* 2199.5 beat both, K 20: it crossed 2200 and is flagged. */
	assert_true(a3[1].rating >= 2200.0);
	assert_true(a3[1].peak);
	assert_int_equal(all_permutations(r3, s3, f3, 3, d3, a3), 6);

	memcpy(a4, r4, sizeof a4);
	assert_int_equal(sm_rating_game(a4, 4, s4, f4, d4), 0);
	assert_true(d4[1] < 0.0);	/* best score, but forfeited */
	assert_int_equal(all_permutations(r4, s4, f4, 4, d4, a4), 24);
}

static void
test_peak_stays(void **state)
{
	struct sm_rating r[2];
	int win[2] = { 300, 200 }, lose[2] = { 200, 300 };
	double d[2];

	(void)state;
	/* 2195 (50 games, K 20) beats another 2195 (K 20): +20 x 0.5 = +10,
	 * 2205: flagged; the game that crossed used K 20. */
	r[0] = player(2195.0, 50, false);
	r[1] = player(2195.0, 50, false);
	assert_int_equal(sm_rating_k(&r[0]), 20);
	assert_int_equal(sm_rating_game(r, 2, win, NULL, d), 0);
	assert_near(d[0], 10.0, EPS);
	assert_near(r[0].rating, 2205.0, EPS);
	assert_true(r[0].peak);
	assert_false(r[1].peak);
	assert_int_equal(sm_rating_k(&r[0]), 10);
	assert_int_equal(sm_rating_k(&r[1]), 20);

	/* Now K 10: losing to an equal rating costs 10 x 0.5 = 5, twice:
	 * 2195 again, and K stays 10. */
	r[1] = player(2205.0, 50, false);
	assert_int_equal(sm_rating_game(r, 2, lose, NULL, d), 0);
	assert_near(d[0], -5.0, EPS);
	assert_near(r[0].rating, 2200.0, EPS);
	r[1] = player(2200.0, 50, false);
	assert_int_equal(sm_rating_game(r, 2, lose, NULL, d), 0);
	assert_near(d[0], -5.0, EPS);
	assert_near(r[0].rating, 2195.0, EPS);
	assert_true(r[0].peak);
	assert_int_equal(sm_rating_k(&r[0]), 10);
	assert_int_equal(r[0].games, 53);

	/* Ending at 2200 exactly counts as reaching it: 2190 + 20 x 0.5. */
	r[0] = player(2190.0, 50, false);
	r[1] = player(2190.0, 50, false);
	assert_int_equal(sm_rating_game(r, 2, win, NULL, d), 0);
	assert_true(r[0].rating == 2200.0);
	assert_true(r[0].peak);
	assert_true(r[1].rating == 2180.0);
	assert_false(r[1].peak);
}

static void
test_provisional_ends(void **state)
{
	struct sm_rating r[2];
	int win[2] = { 300, 200 };
	double d[2];
	int g;

	(void)state;
	/* The 20th game still uses K 40, the 21st K 20. */
	for (g = 0; g < 21; g++) {
		r[0] = player(1500.0, g, false);
		r[1] = player(1500.0, 100, false);
		assert_int_equal(sm_rating_game(r, 2, win, NULL, d), 0);
		assert_near(d[0], g < 20 ? 20.0 : 10.0, EPS);
		assert_int_equal(r[0].games, g + 1);
		assert_int_equal(sm_rating_k(&r[0]), g + 1 < 20 ? 40 : 20);
	}
	/* The game count saturates instead of overflowing. */
	r[0] = player(1500.0, INT_MAX, false);
	r[1] = player(1500.0, 0, false);
	assert_int_equal(sm_rating_game(r, 2, win, NULL, d), 0);
	assert_int_equal(r[0].games, INT_MAX);
	assert_near(d[0], 10.0, EPS);
}

static void
test_bad_calls(void **state)
{
	struct sm_rating r[SM_RATING_MAX_PLAYERS + 1];
	struct sm_rating keep[SM_RATING_MAX_PLAYERS + 1];
	int score[SM_RATING_MAX_PLAYERS + 1] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	double d[SM_RATING_MAX_PLAYERS + 1], dkeep[SM_RATING_MAX_PLAYERS + 1];
	const int bad[] = { -1, 0, 1, 9, 100, INT_MIN };
	size_t i;

	(void)state;
	for (i = 0; i < SM_RATING_MAX_PLAYERS + 1; i++) {
		sm_rating_init(&r[i]);
		d[i] = 12345.0;
	}
	memcpy(keep, r, sizeof keep);
	memcpy(dkeep, d, sizeof dkeep);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(sm_rating_game(r, bad[i], score, NULL, d), -1);
		assert_same_players(r, keep, SM_RATING_MAX_PLAYERS + 1);
		assert_memory_equal(d, dkeep, sizeof d);
	}
	assert_int_equal(sm_rating_game(NULL, 2, score, NULL, d), -1);
	assert_int_equal(sm_rating_game(r, 2, NULL, NULL, d), -1);
	/* A rating that is not finite, or a negative game count, anywhere. */
	r[2].rating = NAN;
	assert_int_equal(sm_rating_game(r, 3, score, NULL, d), -1);
	r[2].rating = INFINITY;
	assert_int_equal(sm_rating_game(r, 3, score, NULL, d), -1);
	r[2].rating = -INFINITY;
	assert_int_equal(sm_rating_game(r, 3, score, NULL, d), -1);
	r[2] = keep[2];
	r[7].games = -1;
	assert_int_equal(sm_rating_game(r, 8, score, NULL, d), -1);
	r[7] = keep[7];
	assert_same_players(r, keep, SM_RATING_MAX_PLAYERS + 1);
	assert_memory_equal(d, dkeep, sizeof d);
	/* The limits themselves are fine: 2 and 8 players. */
	assert_int_equal(sm_rating_game(r, 2, score, NULL, d), 0);
	assert_int_equal(sm_rating_game(r, 8, score, NULL, d), 0);
	/* 8 new players, all scores different: the best gains 40/7 x 7 x 0.5
	 * = +20, the worst -20. */
	memcpy(r, keep, sizeof r);
	assert_int_equal(sm_rating_game(r, 8, score, NULL, d), 0);
	assert_near(d[7], 20.0, EPS);
	assert_near(d[0], -20.0, EPS);
	assert_true(d[8] == 12345.0);
	assert_same_players(&r[8], &keep[8], 1);
}

static void
test_long_run(void **state)
{
	struct sm_rating pool[40], r[SM_RATING_MAX_PLAYERS], one[2];
	int idx[SM_RATING_MAX_PLAYERS], score[SM_RATING_MAX_PLAYERS];
	bool forfeit[SM_RATING_MAX_PLAYERS], used[40];
	double d[SM_RATING_MAX_PLAYERS], before[SM_RATING_MAX_PLAYERS];
	int win[2] = { 500, 100 }, lose[2] = { 100, 500 };
	long games = 0, total;
	uint64_t seed = 2024;
	int t, n, i, k, p;

	(void)state;
	/* 40 players, 50000 games of 2..8 of them, with forfeits: every
	 * rating stays finite, each change within its K, and the games add
	 * up. */
	for (p = 0; p < 40; p++)
		sm_rating_init(&pool[p]);
	for (t = 0; t < 50000; t++) {
		n = 2 + rand_below(&seed, SM_RATING_MAX_PLAYERS - 1);
		memset(used, 0, sizeof used);
		for (i = 0; i < n; i++) {
			do
				p = rand_below(&seed, 40);
			while (used[p]);
			used[p] = true;
			idx[i] = p;
			r[i] = pool[p];
			before[i] = r[i].rating;
			/* Stronger players (lower index) tend to score more. */
			score[i] = rand_below(&seed, 300) + 6 * (40 - p);
			forfeit[i] = rand_below(&seed, 50) == 0;
		}
		assert_int_equal(sm_rating_game(r, n, score, forfeit, d), 0);
		games += n;
		for (i = 0; i < n; i++) {
			k = sm_rating_k(&pool[idx[i]]);
			assert_true(isfinite(r[i].rating));
			assert_true(fabs(d[i]) <= k + 1e-9);
			assert_true(r[i].rating == before[i] + d[i]);
			pool[idx[i]] = r[i];
		}
	}
	total = 0;
	for (p = 0; p < 40; p++) {
		assert_true(isfinite(pool[p].rating));
		assert_true(pool[p].rating > 0.0 && pool[p].rating < 4000.0);
		total += pool[p].games;
	}
	assert_int_equal(total, games);
	/* The strongest ended above the weakest. */
	assert_true(pool[0].rating > pool[39].rating);

	/* One player who always wins against newcomers, and one who always
	 * loses: 200000 games each, monotone, finite; the winner reaches 2200
	 * (then K 10) and goes on rising ever more slowly. */
	sm_rating_init(&one[0]);
	for (t = 0; t < 200000; t++) {
		sm_rating_init(&one[1]);
		before[0] = one[0].rating;
		assert_int_equal(sm_rating_game(one, 2, win, NULL, d), 0);
		assert_true(one[0].rating >= before[0]);
		assert_true(isfinite(one[0].rating));
	}
	assert_true(one[0].peak);
	assert_true(one[0].rating > 2200.0 && one[0].rating < 5000.0);
	sm_rating_init(&one[0]);
	for (t = 0; t < 200000; t++) {
		sm_rating_init(&one[1]);
		before[0] = one[0].rating;
		assert_int_equal(sm_rating_game(one, 2, lose, NULL, d), 0);
		assert_true(one[0].rating <= before[0]);
		assert_true(isfinite(one[0].rating));
	}
	assert_false(one[0].peak);
	assert_true(one[0].rating < 1000.0 && one[0].rating > -2000.0);
	assert_int_equal(one[0].games, 200000);
}

static void
test_shown(void **state)
{
	(void)state;
	assert_int_equal(sm_rating_shown(1500.0), 1500);
	assert_int_equal(sm_rating_shown(1500.49), 1500);
	assert_int_equal(sm_rating_shown(1500.5), 1501);
	assert_int_equal(sm_rating_shown(1499.5), 1500);
	assert_int_equal(sm_rating_shown(2199.6), 2200);
	assert_int_equal(sm_rating_shown(1704.805061467), 1705);
	assert_int_equal(sm_rating_shown(-0.5), -1);
	assert_int_equal(sm_rating_shown(-0.49), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init),
		cmocka_unit_test(test_expected),
		cmocka_unit_test(test_k_thresholds),
		cmocka_unit_test(test_result),
		cmocka_unit_test(test_two_new_players),
		cmocka_unit_test(test_two_players_established),
		cmocka_unit_test(test_two_players_unequal_k),
		cmocka_unit_test(test_three_players),
		cmocka_unit_test(test_four_players_forfeits),
		cmocka_unit_test(test_forfeit_null_is_none),
		cmocka_unit_test(test_symmetry_zero_sum),
		cmocka_unit_test(test_order_independent),
		cmocka_unit_test(test_peak_stays),
		cmocka_unit_test(test_provisional_ends),
		cmocka_unit_test(test_bad_calls),
		cmocka_unit_test(test_long_run),
		cmocka_unit_test(test_shown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
