/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-movegen.c: the move generator.  Small lexicons (testlex.h) check
 * each ranking criterion with a position where dropping it changes the
 * top; the default lexicon ($SCRABMAIL_LEXICON, set by make check; the
 * tests needing it are skipped without it) checks the worked game of the
 * rules and, on positions from duplicate games simulated with dup.h (blanks
 * included, variant racks too), that the generator finds exactly the moves
 * and scores of the slow reference generator (refgen.h), that the best-first
 * search returns what sorting every move gives, and that each top is legal
 * by sm_judge().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bag.h"
#include "board.h"
#include "dup.h"
#include "lexicon.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "tiles.h"

#include "refgen.h"
#include "testlex.h"
#include "biglex.h"

/* ---- helpers --------------------------------------------------------------- */

static void
rack_of(struct sm_rack *r, const char *s)
{
	assert_int_equal(sm_rack_parse(r, s, strlen(s), NULL), SM_RACK_OK);
}

static void
board_of(struct sm_board *b, const char *cgp)
{
	if (cgp == NULL) {
		sm_board_clear(b);
		return;
	}
	assert_int_equal(sm_board_parse_cgp(b, cgp, strlen(cgp), NULL),
	    SM_BOARD_OK);
}

static void
move_text(const struct sm_genmove *m, char *buf, size_t cap)
{
	sm_move_format(&m->move, buf, cap);
}

/* Top move of rack on board with a small lexicon, as "H8 WORD". */
static void
top_small(const char *const *words, size_t nw, const char *cgp,
    const char *rack, const char *stock, char *buf, size_t cap,
    struct sm_genmove *out)
{
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_board		 b;
	struct sm_rack		 r;
	void			*img;

	lx = testlex_build(words, nw, &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	board_of(&b, cgp);
	rack_of(&r, rack);
	sm_genrack_init(&gr, &r, &b);
	if (stock != NULL)
		rack_of(&gr.stock, stock);
	assert_int_equal(sm_movegen_best(g, &b, &gr, out, 1), 1);
	move_text(out, buf, cap);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* ---- ranking criteria ------------------------------------------------------ */

/* BA (no blank) and BAe (a blank, one more tile) both score 20 on an empty
 * board: without criterion 2, criterion 5 would pick BAe. */
static void
test_rank_no_blank(void **state)
{
	static const char *const w[] = { "BA", "BAE" };
	struct sm_genmove	m;
	char			buf[32];

	(void)state;
	top_small(w, 2, NULL, "AB?", NULL, buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 BA");
	assert_int_equal(m.score, 20);
	assert_int_equal(m.nblanks, 0);
}

/* Criterion 3 is measured on what the next draws take from: the stock
 * with the leave ("lasă în stoc un raport mai bun între vocale şi
 * consoane"), against the set's own share of vowels (41 of 98 letters).
 * AE and RT both leave two letters of one kind (the leave alone cannot
 * tell them apart: AE would win on the fixed order).  With a stock of
 * consonants, RT leaves A E in it, nearer the set's share: RT is the top;
 * with a stock of vowels, AE. */
static void
test_rank_balance(void **state)
{
	static const char *const w[] = { "AE", "RT" };
	struct sm_genmove	m;
	char			buf[32];

	(void)state;
	top_small(w, 2, NULL, "AERT", "BBBBBBB", buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 RT");
	top_small(w, 2, NULL, "AERT", "OOOOOOO", buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 AE");
	/* The unseen tiles as the stock: both leave the set's share
	 * within reach of the blanks; the fixed order decides. */
	top_small(w, 2, NULL, "AERT", NULL, buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 AE");
	assert_int_equal(m.imbalance, 0);
}

/* A blank in the leave counts as either: AR? with AB and BAR (see
 * test_rank_more_tiles) -- and here EN vs AR with no A in the stock: AR
 * plays one stock letter, EN two; only criterion 4 picks EN. */
static void
test_rank_stock(void **state)
{
	static const char *const w[] = { "AR", "EN" };
	struct sm_genmove	m;
	char			buf[32];

	(void)state;
	top_small(w, 2, NULL, "AREN", "ENRT", buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 EN");
	assert_int_equal(m.stock_hits, 2);
	/* With the unseen tiles as the stock (A still there), AR is first. */
	top_small(w, 2, NULL, "AREN", NULL, buf, sizeof buf, &m);
	assert_string_equal(buf, "H7 AR");
}

/* B on H5: AB (A on the 2L at H4) and BAR both score 11, leave R? and ?
 * both balanced with the stock, no stock letter played (stock "E T"); H4 AB comes first in
 * the fixed order, so only criterion 5 puts BAR first among the 11s.
 * (Blank moves crossing AB score more: the list is checked.) */
static void
test_rank_more_tiles(void **state)
{
	static const char *const w[] = { "AB", "BAR" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 m[64];
	struct sm_board		 b;
	struct sm_rack		 r;
	void			*img;
	char			 buf[32];
	size_t			 i, n;
	int			 seen = 0;

	(void)state;
	lx = testlex_build(w, 2, &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	board_of(&b, "15/15/15/15/15/15/15/4B10/15/15/15/15/15/15/15");
	rack_of(&r, "AR?");
	sm_genrack_init(&gr, &r, &b);
	rack_of(&gr.stock, "ET");
	n = sm_movegen_best(g, &b, &gr, m, 64);
	for (i = 0; i < n && seen < 2; i++) {
		if (m[i].score != 11 || m[i].nblanks != 0)
			continue;
		move_text(&m[i], buf, sizeof buf);
		if (seen == 0) {
			assert_string_equal(buf, "H5 BAR");
			assert_int_equal(m[i].imbalance, 0);
			assert_int_equal(m[i].stock_hits, 0);
		}
		if (strcmp(buf, "H4 AB") == 0) {
			assert_int_equal(m[i].imbalance, 0);
			assert_int_equal(m[i].stock_hits, 0);
			seen = 2;
		} else
			seen = 1;
	}
	assert_int_equal(seen, 2);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Criterion 6: across before down, then row, column. */
static void
test_rank_fixed_order(void **state)
{
	static const char *const w[] = { "AR" };
	static const char *const want[] = { "H7 AR", "H8 AR", "8G AR",
	    "8H AR" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 m[8];
	struct sm_board		 b;
	struct sm_rack		 r;
	void			*img;
	char			 buf[32];
	size_t			 i, n;

	(void)state;
	lx = testlex_build(w, 1, &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	sm_board_clear(&b);
	rack_of(&r, "AR");
	sm_genrack_init(&gr, &r, &b);
	n = sm_movegen_best(g, &b, &gr, m, 8);
	assert_int_equal(n, 4);
	for (i = 0; i < n; i++) {
		move_text(&m[i], buf, sizeof buf);
		assert_string_equal(buf, want[i]);
		assert_int_equal(m[i].score, 4);
	}
	assert_int_equal(sm_movegen_count(g, &b, &gr), 4);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* A single tile forming words both ways counts once and is written in the
 * direction of the longer word. */
static void
test_single_tile(void **state)
{
	static const char *const w[] = { "AB", "ABA", "BA" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 m[4];
	struct sm_board		 b;
	struct sm_rack		 r;
	void			*img;
	char			 buf[32];

	(void)state;
	lx = testlex_build(w, 3, &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	/* A at H8 B at H9 (AB across), B at I8 below A (AB down): a tile
	 * at I9 makes BA across and BA down... use A at I9: "BA" across
	 * (I8 I9) and "BA" down (H9 I9). */
	board_of(&b, "15/15/15/15/15/15/15/7AB6/7B7/15/15/15/15/15/15");
	rack_of(&r, "A");
	sm_genrack_init(&gr, &r, &b);
	assert_int_equal(sm_movegen_best(g, &b, &gr, m, 4) >= 1, 1);
	move_text(&m[0], buf, sizeof buf);
	/* The corner A at I9 (a 2L) forms BA twice: 11 + 11; written
	 * across (both words are 2 letters).  Other moves: ABA across
	 * (H10) and down (J8), AB down (G9) and across (I7). */
	assert_string_equal(buf, "I8 BA");
	assert_int_equal(m[0].score, 22);
	assert_int_equal(sm_movegen_count(g, &b, &gr), 5);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* ---- the default lexicon ------------------------------------------------ */


/* The worked game of the rules: before each move, the generator's top
 * for the tiles that move placed is legal and scores at least as much. */
static void
test_worked_game(void **state)
{
	static const struct { const char *move; int score; } game[] = {
		{ "H7 CASA", 8 }, { "I8 STIRE", 13 }, { "6E C0OMANDA", 71 },
		{ "H4 TRACASAI", 11 }, { "K5 CAPRARUL", 86 },
	};
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 top;
	struct sm_board		 b;
	struct sm_rack		 r;
	struct sm_move		 mv;
	struct sm_judgement	 j, jt;
	struct sm_placement	 p[SM_PLAY_MAX];
	size_t			 i, n;
	int			 k;

	(void)state;
	NEED_BIG();
	g = sm_movegen_new(&biglx);
	sm_board_clear(&b);
	for (i = 0; i < sizeof game / sizeof game[0]; i++) {
		assert_int_equal(sm_move_parse(&mv, game[i].move,
		    strlen(game[i].move), NULL), SM_NOTATION_OK);
		assert_int_equal(sm_judge(&b, &biglx, NULL, &mv, &j),
		    SM_LEGAL);
		assert_int_equal(j.total, game[i].score);
		/* The rack: the tiles that move placed. */
		memset(&r, 0, sizeof r);
		for (k = 0; k < j.move.len; k++) {
			if (!j.placed[k])
				continue;
			r.counts[SM_TILE_IS_BLANK(j.move.word[k]) ? 0 :
			    SM_TILE_LETTER(j.move.word[k])]++;
			r.ntiles++;
		}
		sm_genrack_init(&gr, &r, &b);
		assert_int_equal(sm_movegen_best(g, &b, &gr, &top, 1), 1);
		n = refgen_genmove_placements(&top, p);
		assert_int_equal(sm_judge_placements(&b, &biglx, &r, p, n,
		    &jt), SM_LEGAL);
		assert_int_equal(jt.total, top.score);
		assert_true(top.score >= game[i].score);
		/* The top written as sm_judge reads it. */
		assert_int_equal(sm_judge(&b, &biglx, &r, &top.move, &jt),
		    SM_LEGAL);
		assert_int_equal(jt.total, top.score);
		sm_board_apply(&b, &j);
	}
	sm_movegen_free(g);
}

static void
collect(const struct sm_genmove *m, void *arg)
{
	struct refgen_list	*l = arg;
	struct refgen_move	*r;
	struct sm_placement	 p[SM_PLAY_MAX];
	size_t			 n;

	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 4096;
		l->v = realloc(l->v, l->cap * sizeof *l->v);
		assert_non_null(l->v);
	}
	r = &l->v[l->n++];
	n = refgen_genmove_placements(m, p);
	r->nkey = refgen_make_key(p, n, r->key);
	r->score = m->score;
	r->move = m->move;
}

struct allmoves {
	struct sm_genmove	*v;
	size_t			 n, cap;
};

static void
collect_all(const struct sm_genmove *m, void *arg)
{
	struct allmoves *a = arg;

	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 4096;
		a->v = realloc(a->v, a->cap * sizeof *a->v);
		assert_non_null(a->v);
	}
	a->v[a->n++] = *m;
}

static int
cmp_gen(const void *a, const void *b)
{
	return sm_genmove_cmp(a, b);
}

/* One position: generator == reference; best-first == sorted all. */
/* sm_movegen_best_from(min): all's moves (sorted best first) scoring min
 * or more, the best 10 of them. */
static void
check_best_from(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, const struct allmoves *all, int min)
{
	struct sm_genmove	best[10];
	size_t			i, nb, want = 0;

	while (want < all->n && want < 10 && all->v[want].score >= min)
		want++;
	nb = sm_movegen_best_from(g, b, gr, best, 10, min);
	if (nb != want)
		print_message("least score %d: %zu moves, expected %zu\n", min,
		    nb, want);
	assert_int_equal(nb, want);
	for (i = 0; i < nb; i++)
		assert_int_equal(sm_genmove_cmp(&best[i], &all->v[i]), 0);
	nb = sm_movegen_best_from(g, b, gr, best, 1, min);
	assert_int_equal(nb, want > 0 ? 1 : 0);
	if (nb == 1)
		assert_int_equal(sm_genmove_cmp(&best[0], &all->v[0]), 0);
}

/* The n best of sm_movegen_best, for each n of ns (at most 30), are the
 * first n of all (every move, sorted by cmp_gen); what names the case in
 * the message of a difference. */
static void
check_best_sorted(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, const struct allmoves *all,
    const size_t *ns, size_t nns, const char *what)
{
	struct sm_genmove	 best[30];
	size_t			 i, j, nb;
	char			 b1[32], b2[32];

	for (j = 0; j < nns; j++) {
		assert_true(ns[j] <= sizeof best / sizeof best[0]);
		nb = sm_movegen_best(g, b, gr, best, ns[j]);
		assert_int_equal(nb, all->n < ns[j] ? all->n : ns[j]);
		for (i = 0; i < nb; i++) {
			if (sm_genmove_cmp(&best[i], &all->v[i]) == 0)
				continue;
			move_text(&best[i], b1, sizeof b1);
			move_text(&all->v[i], b2, sizeof b2);
			print_message("%s, n %zu: best[%zu] %s %d, sorted %s "
			    "%d\n", what, ns[j], i, b1, best[i].score, b2,
			    all->v[i].score);
			fail();
		}
	}
}

static void
check_position(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int with_ref)
{
	struct refgen_list	 ref = { NULL, 0, 0 }, gen = { NULL, 0, 0 };
	struct allmoves		 all = { NULL, 0, 0 };
	struct sm_genmove	 best[10];
	size_t			 i, n, cnt, nb;
	char			 cgp[256], rk[16], b1[32], b2[32];

	n = sm_movegen_all(g, b, gr, collect, &gen);
	cnt = sm_movegen_count(g, b, gr);
	assert_int_equal(n, gen.n);
	assert_int_equal(cnt, n);
	qsort(gen.v, gen.n, sizeof *gen.v, refgen_key_cmp);
	for (i = 1; i < gen.n; i++)	/* no move twice */
		assert_int_not_equal(refgen_key_cmp(&gen.v[i - 1],
		    &gen.v[i]), 0);
	if (with_ref) {
		refgen_all(b, &biglx, gr, &ref);
		if (ref.n != gen.n) {
			sm_board_format_cgp(b, cgp, sizeof cgp);
			sm_rack_format(&gr->fixed, rk, sizeof rk);
			print_message("%s %s: reference %zu moves, generator "
			    "%zu\n", cgp, rk, ref.n, gen.n);
		}
		assert_int_equal(ref.n, gen.n);
		for (i = 0; i < gen.n; i++) {
			assert_int_equal(refgen_key_cmp(&ref.v[i],
			    &gen.v[i]), 0);
			if (ref.v[i].score != gen.v[i].score) {
				sm_move_format(&ref.v[i].move, b1, sizeof b1);
				print_message("%s: reference %d, generator "
				    "%d\n", b1, ref.v[i].score,
				    gen.v[i].score);
			}
			assert_int_equal(ref.v[i].score, gen.v[i].score);
		}
	}
	sm_movegen_all(g, b, gr, collect_all, &all);
	qsort(all.v, all.n, sizeof *all.v, cmp_gen);
	/* Every move as written reads back, by sm_judge(), to the same
	 * placement and score (coordinate, direction, one-tile moves). */
	for (i = 0; with_ref && i < all.n; i++) {
		struct sm_judgement j;

		if (sm_judge(b, &biglx, NULL, &all.v[i].move, &j) != SM_LEGAL ||
		    j.total != all.v[i].score) {
			sm_move_format(&all.v[i].move, b1, sizeof b1);
			print_message("%s: judged %s, %d\n", b1,
			    sm_verdict_str(j.verdict), j.total);
		}
		assert_int_equal(j.verdict, SM_LEGAL);
		assert_int_equal(j.total, all.v[i].score);
		assert_int_equal(j.nplaced, all.v[i].nplaced);
	}
	nb = sm_movegen_best(g, b, gr, best, 10);
	assert_int_equal(nb, all.n < 10 ? all.n : 10);
	for (i = 0; i < nb; i++) {
		if (sm_genmove_cmp(&best[i], &all.v[i]) != 0) {
			sm_move_format(&best[i].move, b1, sizeof b1);
			sm_move_format(&all.v[i].move, b2, sizeof b2);
			print_message("best[%zu] %s %d, sorted %s %d\n", i, b1,
			    best[i].score, b2, all.v[i].score);
		}
		assert_int_equal(sm_genmove_cmp(&best[i], &all.v[i]), 0);
	}
	nb = sm_movegen_best(g, b, gr, best, 1);
	if (nb == 1)
		assert_int_equal(sm_genmove_cmp(&best[0], &all.v[0]), 0);
	/* A least score: the moves of all.v (sorted) scoring that or more,
	 * best first (the score of the 5th and the 10th best: moves scoring
	 * exactly the least among the 10 asked for); a least score above
	 * the best: none. */
	if (all.n > 0) {
		check_best_from(g, b, gr, &all,
		    all.v[all.n > 4 ? 4 : all.n - 1].score);
		check_best_from(g, b, gr, &all,
		    all.v[all.n > 9 ? 9 : all.n - 1].score);
		check_best_from(g, b, gr, &all, all.v[0].score + 1);
	}
	/* On a CPU with popcnt, the searches above were those compiled for
	 * it (movegen-popcnt.c); the plain ones must find the same. */
	if (sm_movegen_set_popcnt(g, true)) {
		assert_false(sm_movegen_set_popcnt(g, false));
		assert_int_equal(sm_movegen_count(g, b, gr), cnt);
		nb = sm_movegen_best(g, b, gr, best, 10);
		assert_int_equal(nb, all.n < 10 ? all.n : 10);
		for (i = 0; i < nb; i++)
			assert_int_equal(sm_genmove_cmp(&best[i], &all.v[i]),
			    0);
		assert_true(sm_movegen_set_popcnt(g, true));
	}
	free(all.v);
	refgen_list_free(&ref);
	refgen_list_free(&gen);
}

/* SCRABMAIL_TEST_SCALE=K (1..100) plays K times more games in the
 * simulations below (the RNG runs on, so the extra games are new; 'make
 * check-long' uses 5); the default keeps 'make check' quick. */
static int
test_scale(void)
{
	const char	*e = getenv("SCRABMAIL_TEST_SCALE");
	char		*end;
	long		 v;

	if (e == NULL || *e == '\0')
		return 1;
	v = strtol(e, &end, 10);
	return *end == '\0' && v >= 1 && v <= 100 ? (int)v : 1;
}

/* Simulate duplicate games with the duplicate module (dup.h: draws per
 * variant, the leftover kept, the top played each round) and check every
 * every-th position. */
static void
simulate(uint64_t seed, int games, enum sm_dup_variant variant, int with_ref,
    int every)
{
	struct sm_movegen	*g;
	struct sm_rng		 rng;
	struct sm_dup		 d;
	struct sm_genrack	 gr[2];
	struct sm_dup_top	 top;
	struct sm_judgement	 j;
	struct sm_placement	 p[SM_PLAY_MAX];
	size_t			 n;
	int			 game, pos = 0, checked = 0;

	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	sm_rng_seed(&rng, seed);
	games *= test_scale();
	for (game = 0; game < games; game++) {
		sm_dup_init_rng(&d, variant, &rng);
		while (d.round < 59 && sm_dup_draw(&d, g) == SM_DRAW_OK) {
			assert_int_equal(sm_dup_genracks(&d, gr), 1);
			if (pos++ % every == every - 1) {
				check_position(g, &d.board, &gr[0], with_ref);
				checked++;
			}
			if (sm_dup_tops(&d, g, &top, 1, &n) != 0)
				break;
			n = refgen_genmove_placements(&top.move[0], p);
			assert_int_equal(sm_judge_placements(&d.board, &biglx,
			    NULL, p, n, &j), SM_LEGAL);
			assert_int_equal(j.total, top.score);
			assert_int_equal(sm_dup_play(&d, &top), 0);
		}
		rng = d.rng;	/* the next game draws on from here */
	}
	assert_true(checked > 0);
	print_message("%d positions checked\n", checked);
	sm_movegen_free(g);
}

/* The rack gr with k of its letters (the last ones, by letter) made
 * blanks, its stock worked out again. */
static void
blank_rack(struct sm_genrack *gr, const struct sm_board *b, int k)
{
	int	l;

	for (l = SM_NLETTERS; l >= 1 && k > 0; l--) {
		while (gr->fixed.counts[l] > 0 && k > 0) {
			gr->fixed.counts[l]--;
			gr->fixed.counts[0]++;
			k--;
		}
	}
	sm_genrack_unseen(gr, b);
}

/* Racks of 7 tiles with one blank and with two, from the racks of
 * duplicate games (their last letters made blanks): the generator finds
 * the reference's moves and scores, and the best-first search (whose
 * 7-tile moves come from the anagram tables) the first of all moves
 * sorted. */
static void
test_differential_blanks(void **state)
{
	struct sm_movegen	*g;
	struct sm_rng		 rng;
	struct sm_dup		 d;
	struct sm_genrack	 gr[2], br;
	struct sm_dup_top	 top;
	size_t			 n;
	int			 game, pos = 0, checked[3] = { 0, 0, 0 }, k;

	(void)state;
	NEED_BIG();
	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	sm_rng_seed(&rng, 20261202);
	for (game = 0; game < 3 * test_scale(); game++) {
		sm_dup_init_rng(&d, SM_DUP_CLASSIC, &rng);
		while (d.round < 59 && sm_dup_draw(&d, g) == SM_DRAW_OK) {
			assert_int_equal(sm_dup_genracks(&d, gr), 1);
			if (gr[0].fixed.ntiles == SM_PLAY_MAX &&
			    gr[0].fixed.counts[0] == 0 && pos++ % 2 == 0) {
				k = 1 + (checked[1] + checked[2]) % 2;
				br = gr[0];
				blank_rack(&br, &d.board, k);
				check_position(g, &d.board, &br, 1);
				checked[k]++;
			}
			if (sm_dup_tops(&d, g, &top, 1, &n) != 0)
				break;
			assert_int_equal(sm_dup_play(&d, &top), 0);
		}
		rng = d.rng;
	}
	print_message("%d one-blank and %d two-blank racks checked\n",
	    checked[1], checked[2]);
	assert_true(checked[1] >= 8 && checked[2] >= 8);
	sm_movegen_free(g);
}

/* The walk of a rack with one blank, which it places last (after the
 * blank the tiles left are real: the walk stops at the squares none of
 * them fits, mg_blank_walls, and asks its bound again at the next tile,
 * the blank free to go to an earlier square of its letter): racks of
 * duplicate games with one of their letters made a blank, the first (a
 * letter the rack then often holds again) or the last, of 7 tiles and of
 * 6 (one tile left out: the walk then goes up to 6 tiles itself), the
 * best 1, 4 and 20 the first of all moves sorted, and with a least score
 * (sm_movegen_best_from: the bound asked before any move is known).  It
 * fails if the walk leaves out a move that ranks, ties included. */
static void
test_blank_walk(void **state)
{
	static const size_t	 ns[] = { 1, 4, 20 };
	struct sm_movegen	*g;
	struct sm_rng		 rng;
	struct sm_dup		 d;
	struct sm_genrack	 gr[2], br;
	struct sm_dup_top	 top;
	struct allmoves		 all;
	size_t			 n;
	int			 game, v, l, checked = 0, top7 = 0;
	char			 what[32];

	(void)state;
	NEED_BIG();
	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	sm_rng_seed(&rng, 20261204);
	for (game = 0; game < 2 * test_scale(); game++) {
		sm_dup_init_rng(&d, SM_DUP_CLASSIC, &rng);
		while (d.round < 59 && sm_dup_draw(&d, g) == SM_DRAW_OK) {
			assert_int_equal(sm_dup_genracks(&d, gr), 1);
			for (v = 0; v < 4 && gr[0].fixed.ntiles == SM_PLAY_MAX &&
			    gr[0].fixed.counts[0] == 0; v++) {
				br = gr[0];
				/* v & 1: the first letter made the blank, else
				 * the last; v & 2: the last letter left out */
				for (l = v & 1 ? 1 : SM_NLETTERS;
				    br.fixed.counts[l] == 0; l += v & 1 ? 1 : -1)
					;
				br.fixed.counts[l]--;
				br.fixed.counts[0]++;
				if (v & 2) {
					for (l = SM_NLETTERS;
					    br.fixed.counts[l] == 0; l--)
						;
					br.fixed.counts[l]--;
					br.fixed.ntiles--;
				}
				sm_genrack_unseen(&br, &d.board);
				all.v = NULL;
				all.n = all.cap = 0;
				sm_movegen_all(g, &d.board, &br, collect_all,
				    &all);
				qsort(all.v, all.n, sizeof *all.v, cmp_gen);
				checked++;
				if (all.n > 0 && all.v[0].nplaced >= 6)
					top7++;
				snprintf(what, sizeof what, "rack %d", v);
				check_best_sorted(g, &d.board, &br, &all, ns,
				    sizeof ns / sizeof ns[0], what);
				if (all.n > 3)
					check_best_from(g, &d.board, &br, &all,
					    all.v[3].score);
				free(all.v);
			}
			if (sm_dup_tops(&d, g, &top, 1, &n) != 0)
				break;
			assert_int_equal(sm_dup_play(&d, &top), 0);
		}
		rng = d.rng;
	}
	print_message("%d one-blank racks; %d tops of 6 or 7 tiles\n", checked,
	    top7);
	assert_true(checked >= 100 && top7 >= 10);
	sm_movegen_free(g);
}

/* A rack of sim_racks: the board, the rack with k blanks, every legal move
 * (sorted by cmp_gen when sim_racks was asked to). */
typedef void rack_case_fn(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int k, const struct allmoves *all,
    void *arg);

/* Plays games * test_scale() duplicate games from seed (the top each
 * round, 59 rounds at most) and calls fn on each round's rack of 7 tiles
 * without a blank, as it is (k = 0) and with its last one and two letters
 * made blanks (blank_rack; k = 1, 2); with any_plain, on every other
 * rack too, as it is.  Returns the number of racks. */
static long
sim_racks(struct sm_movegen *g, uint64_t seed, int games, int any_plain,
    int sorted, rack_case_fn *fn, void *arg)
{
	struct sm_rng		 rng;
	struct sm_dup		 d;
	struct sm_genrack	 gr[2], br;
	struct sm_dup_top	 top;
	struct allmoves		 all;
	size_t			 n;
	long			 racks = 0;
	int			 game, k, seven;

	sm_rng_seed(&rng, seed);
	for (game = 0; game < games * test_scale(); game++) {
		sm_dup_init_rng(&d, SM_DUP_CLASSIC, &rng);
		while (d.round < 59 && sm_dup_draw(&d, g) == SM_DRAW_OK) {
			assert_int_equal(sm_dup_genracks(&d, gr), 1);
			seven = gr[0].fixed.ntiles == SM_PLAY_MAX &&
			    gr[0].fixed.counts[0] == 0;
			for (k = 0; k < (seven ? 3 : any_plain); k++) {
				br = gr[0];
				if (k > 0)
					blank_rack(&br, &d.board, k);
				all.v = NULL;
				all.n = all.cap = 0;
				sm_movegen_all(g, &d.board, &br, collect_all,
				    &all);
				if (sorted)
					qsort(all.v, all.n, sizeof *all.v,
					    cmp_gen);
				fn(g, &d.board, &br, k, &all, arg);
				racks++;
				free(all.v);
			}
			if (sm_dup_tops(&d, g, &top, 1, &n) != 0)
				break;
			assert_int_equal(sm_dup_play(&d, &top), 0);
		}
		rng = d.rng;	/* the next game draws on from here */
	}
	return racks;
}

/* The anchor of move m in bound (sm_movegen_bounds): the first square of
 * its main word, from the left, where it puts a tile on an anchor of its
 * direction (bound -2 elsewhere). */
static int
move_anchor(const struct sm_genmove *m, int bound[2][SM_DIM][SM_DIM])
{
	int	dir = m->move.at.dir, line, pos, j;

	line = dir == SM_ACROSS ? m->move.at.row : m->move.at.col;
	pos = dir == SM_ACROSS ? m->move.at.col : m->move.at.row;
	for (j = 0; j < m->move.len; j++)
		if ((m->placed >> j & 1) && bound[dir][line][pos + j] != -2)
			return bound[dir][line][pos + j];
	fail_msg("a move without an anchor");
	return -2;
}

struct anchor_bounds {
	int	bound[2][SM_DIM][SM_DIM];
	long	moves, exact, none;
};

static void
anchor_bounds_rack(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int k, const struct allmoves *all,
    void *arg)
{
	struct anchor_bounds	*ab = arg;
	const struct sm_genmove	*m;
	size_t			 i;
	int			 dir, line, pos, bd;
	char			 b1[32];

	(void)k;
	sm_movegen_bounds(g, b, gr, ab->bound);
	for (i = 0; i < all->n; i++) {
		m = &all->v[i];
		bd = move_anchor(m, ab->bound);
		assert_int_not_equal(bd, -2);
		ab->moves++;
		ab->exact += bd == m->score;
		if (m->score <= bd)
			continue;
		move_text(m, b1, sizeof b1);
		print_message("%s %d: its anchor's bound %d\n", b1, m->score,
		    bd);
		fail();
	}
	for (dir = 0; dir < 2; dir++)
		for (line = 0; line < SM_DIM; line++)
			for (pos = 0; pos < SM_DIM; pos++)
				ab->none += ab->bound[dir][line][pos] == -1;
}

/* The anchors' bounds are sound: on racks of duplicate games with no
 * blank, one and two (their last letters made blanks), every legal move
 * scores at most the first bound of its anchor (move_anchor;
 * sm_movegen_bounds), the bound that knows from the lexicon's "below"
 * masks which letters may stand on a span's squares included.  It fails
 * if a bound leaves out a move, whichever rank the move has. */
static void
test_anchor_bounds(void **state)
{
	static struct anchor_bounds	ab;
	struct sm_movegen		*g;
	long				 racks;

	(void)state;
	NEED_BIG();
	assert_true(biglx.nbelow > 0);
	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	memset(&ab, 0, sizeof ab);
	racks = sim_racks(g, 20261204, 2, 1, 0, anchor_bounds_rack, &ab);
	print_message("%ld racks, %ld moves checked, %ld at their bound; "
	    "%ld anchors without a move\n", racks, ab.moves, ab.exact,
	    ab.none);
	assert_true(racks >= 60 && ab.moves >= 10000 && ab.exact >= 1);
	sm_movegen_free(g);
}

struct verified_bounds {
	int	bound[2][SM_DIM][SM_DIM], first[2][SM_DIM][SM_DIM];
	long	moves, cut[3];
};

static void
verified_bounds_rack(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int k, const struct allmoves *all,
    void *arg)
{
	struct verified_bounds	*vb = arg;
	const struct sm_genmove	*m;
	size_t			 i;
	int			 f, fl, hi, dir, line, pos, bd;
	char			 b1[32];

	sm_movegen_bounds(g, b, gr, vb->first);
	for (hi = 0, i = 0; i < all->n; i++)
		if (all->v[i].score > hi)
			hi = all->v[i].score;
	for (f = 0; f < 4; f++) {
		fl = hi - f * hi / 6;
		sm_movegen_bounds_at(g, b, gr, fl, vb->bound);
		for (dir = 0; dir < 2; dir++)
			for (line = 0; line < SM_DIM; line++)
				for (pos = 0; pos < SM_DIM; pos++)
					vb->cut[k] += vb->first[dir][line]
					    [pos] >= fl &&
					    vb->bound[dir][line][pos] == -1;
		for (i = 0; i < all->n; i++) {
			m = &all->v[i];
			if (m->score < fl)
				continue;
			bd = move_anchor(m, vb->bound);
			assert_int_not_equal(bd, -2);
			vb->moves++;
			if (m->score <= bd)
				continue;
			move_text(m, b1, sizeof b1);
			print_message("%s %d (floor %d, %d blanks): its "
			    "anchor's bound %d\n", b1, m->score, fl, k, bd);
			fail();
		}
	}
}

/* The bounds worked out again when an anchor reaches the top of the heap
 * are sound: on racks of duplicate games with no blank, one and two
 * (their last letters made blanks), for floors from half the top score
 * to the top score, every legal move scoring the floor or more scores at
 * most its anchor's bound once the floor is known
 * (sm_movegen_bounds_at; its anchor found by move_anchor), with the
 * spans of 3 to 6 tiles that no word fills left out for a rack with one
 * blank.  It fails if such a span is left out though a word fills it
 * (checked: with mg_fitk_span answering "no word" always). */
static void
test_verified_bounds(void **state)
{
	static struct verified_bounds	vb;
	struct sm_movegen		*g;
	long				 racks;

	(void)state;
	NEED_BIG();
	assert_true(biglx.nbelow > 0);
	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	memset(&vb, 0, sizeof vb);
	racks = sim_racks(g, 20261205, 2, 0, 0, verified_bounds_rack, &vb);
	print_message("%ld racks, %ld moves checked; anchors whose bound fell "
	    "below the floor: %ld, %ld, %ld (no blank, one, two)\n", racks,
	    vb.moves, vb.cut[0], vb.cut[1], vb.cut[2]);
	assert_true(racks >= 60 && vb.moves >= 1000 && vb.cut[1] >= 1);
	sm_movegen_free(g);
}

struct blank_tops {
	int	bingo[3], ties, through2;
};

static void
blank_tops_rack(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int k, const struct allmoves *all,
    void *arg)
{
	static const size_t	 ns[] = { 1, 2, 5, 30 };
	struct blank_tops	*bt = arg;
	size_t			 i;
	int			 pc;
	char			 what[32];

	if (all->n > 0 && all->v[0].nplaced == SM_PLAY_MAX)
		bt->bingo[k]++;
	if (all->n > 1 && all->v[0].score == all->v[1].score)
		bt->ties++;
	for (i = 0; i < all->n && i < 30; i++)
		if (all->v[i].nplaced == SM_PLAY_MAX &&
		    all->v[i].move.len >= SM_PLAY_MAX + 2)
			bt->through2++;
	for (pc = 0; pc < 2; pc++) {
		sm_movegen_set_popcnt(g, pc == 0);
		snprintf(what, sizeof what, "blanks %d, popcnt %d", k,
		    pc == 0);
		check_best_sorted(g, b, gr, all, ns, sizeof ns / sizeof ns[0],
		    what);
	}
	sm_movegen_set_popcnt(g, true);
}

/* Best-first against every move sorted: the n best for n = 1, 2, 5 and
 * 30 (with and without popcnt) on racks of 7 tiles with no blank, one and
 * two (the last letters of duplicate games' racks made blanks): no bound
 * may leave out a move ranking among the n best, equal scores included
 * (they are ranked by the tie-break rules).  The racks must give tops of
 * 7 tiles (listed from the anagram tables or by a walk of their span
 * while an anchor is bounded), 7-tile moves through two board tiles or
 * more among the 30 best, and ties for the top. */
static void
test_blank_tops(void **state)
{
	struct blank_tops	 bt;
	struct sm_movegen	*g;
	long			 racks;

	(void)state;
	NEED_BIG();
	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	memset(&bt, 0, sizeof bt);
	racks = sim_racks(g, 20261203, 3, 0, 1, blank_tops_rack, &bt);
	print_message("%ld racks; tops of 7 tiles: %d without a blank, %d with "
	    "one, %d with two; %d ties for the top; %d 7-tile moves through "
	    "two board tiles or more among the 30 best\n", racks, bt.bingo[0],
	    bt.bingo[1], bt.bingo[2], bt.ties, bt.through2);
	assert_true(bt.bingo[1] >= 3 && bt.bingo[2] >= 3);
	assert_true(bt.ties >= 3 && bt.through2 >= 1);
	sm_movegen_free(g);
}

static void
test_differential_plain(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(20261129, 8, SM_DUP_CLASSIC, 1, 1);
}

static void
test_differential_eliptic(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(7, 2, SM_DUP_ELIPTIC, 1, 2);
}

static void
test_differential_completiv(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(11, 2, SM_DUP_COMPLETIV, 1, 8);
}

static void
test_differential_superjoker(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(13, 2, SM_DUP_SUPERJOKER, 1, 12);
}

/* Metagramă: the 7 drawn and one letter of the stock (one swap). */
static void
test_differential_metagrama(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(17, 2, SM_DUP_METAGRAMA, 1, 10);
}

/* Without the reference: best-first == sorted, over many more games. */
/* On an empty board only the across anchor is searched and each down move
 * is added as its across twin turned about the diagonal: the n best must
 * still be the n first of every move sorted, twins in their places. */
static void
test_empty_board_twins(void **state)
{
	static const char *const words[] = {
		"CASA", "CASE", "CAS", "AS", "SA", "ACASA", "MASA", "SAC",
		"CASAT", "ZI", "ZIAR", "OM", "MAC", "ARC", "CAR", "RAC"
	};
	static const char *const racks[] = {
		"AACSMRT", "ACS?ZIO", "CASAMRZ", "??ACSEI"
	};
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_board		 b;
	struct sm_rack		 r;
	struct allmoves		 all = { NULL, 0, 0 };
	struct sm_genmove	 best[64];
	void			*img;
	size_t			 i, k, n, nb;

	(void)state;
	lx = testlex_build(words, sizeof words / sizeof words[0], &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	board_of(&b, "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	for (k = 0; k < sizeof racks / sizeof racks[0]; k++) {
		rack_of(&r, racks[k]);
		sm_genrack_init(&gr, &r, &b);
		all.n = 0;
		sm_movegen_all(g, &b, &gr, collect_all, &all);
		qsort(all.v, all.n, sizeof *all.v, cmp_gen);
		assert_true(all.n > 4);
		for (n = 1; n <= 64; n = n * 2 + 1) {
			nb = sm_movegen_best(g, &b, &gr, best, n);
			assert_int_equal(nb, all.n < n ? all.n : n);
			for (i = 0; i < nb; i++)
				assert_int_equal(sm_genmove_cmp(&best[i],
				    &all.v[i]), 0);
		}
		/* The best is across (its twin ranks after it). */
		assert_int_equal(best[0].move.at.dir, SM_ACROSS);
	}
	free(all.v);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* A lexicon whose list headers, arcs or tables were changed and sealed
 * again may pass the loader's checks (they do not compare every header
 * with its arcs); the generator must still never leave the array: every
 * such lexicon that loads is searched, on an empty board and on one with
 * tiles, with and without blanks (run under valgrind or --enable-asan to
 * see a stray read). */
static void
test_damaged_lexicon(void **state)
{
	static const char *const words[] = {
		"CASA", "CASE", "CAS", "AS", "SA", "ACASA", "MASA", "SAC",
		"CASAT", "ZI", "ZIAR", "OM", "MAC", "ARC", "CAR", "RAC",
		"CASATOR", "ACASATO", "MASINARE", "ANIMARES", "CASATORI"
	};
	static const char *const racks[] = { "AACSMRT", "ACS?ZIO", "??ACSEI" };
	struct sm_lexicon	*lx, dl;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_board		 b[2];
	struct sm_rack		 r;
	struct sm_genmove	 best[4];
	uint64_t		 seed = 0x9e3779b97f4a7c15ULL;
	uint32_t		*w, n;
	uint8_t			*copy;
	void			*img;
	size_t			 round, k, i, loaded = 0;

	(void)state;
	lx = testlex_build(words, sizeof words / sizeof words[0], &img);
	assert_non_null(lx);
	if (lx == NULL)
		abort();
	copy = malloc(lx->size);
	assert_non_null(copy);
	if (copy == NULL)
		abort();
	board_of(&b[0], "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15");
	board_of(&b[1], "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	/* The array and the tables, as words. */
	n = (uint32_t)((lx->size - 128) / 4);
	for (round = 0; round < 400; round++) {
		memcpy(copy, img, lx->size);
		w = (uint32_t *)(void *)(copy + 128);
		for (k = 0; k < 1 + round % 3; k++) {
			seed ^= seed << 13;
			seed ^= seed >> 7;
			seed ^= seed << 17;
			i = (size_t)(seed % n);
			/* Headers get random tiles, arcs a random child or
			 * tile, table words anything. */
			if (i < lx->narcs && sm_arc_is_header(w[i]))
				w[i] = (SM_LEX_HEADER_TAG << 27) |
				    (uint32_t)(seed >> 20 & SM_LEX_TILES_MASK);
			else if (i < lx->narcs)
				w[i] ^= (uint32_t)1 << (seed >> 40) % 32;
			else
				w[i] = (uint32_t)(seed >> 24);
		}
		sm_lexicon_seal(copy, lx->size, lx);
		if (sm_lexicon_init(&dl, copy, lx->size) != SM_LEX_OK)
			continue;
		loaded++;
		g = sm_movegen_new(&dl);
		assert_non_null(g);
		for (k = 0; k < sizeof racks / sizeof racks[0]; k++) {
			rack_of(&r, racks[k]);
			for (i = 0; i < 2; i++) {
				sm_genrack_init(&gr, &r, &b[i]);
				(void)sm_movegen_best(g, &b[i], &gr, best, 4);
				(void)sm_movegen_count(g, &b[i], &gr);
			}
		}
		sm_movegen_free(g);
	}
	print_message("%zu damaged lexicons loaded and searched\n", loaded);
	assert_true(loaded > 50);
	free(copy);
	testlex_free(lx, img);
}

static void
test_best_first(void **state)
{
	(void)state;
	NEED_BIG();
	simulate(99, 10, SM_DUP_CLASSIC, 0, 1);
}

/* The walks of 7-tile spans through two board tiles or more: on a row
 * holding the single tiles M, S and R, the rack's seven tiles make
 * DOMNISOARA (through all three) and NODIMOASE (through M and S), two
 * spans of one anchor, the one with the lower bound listed without a
 * check.  Best-first against every move sorted (n = 1, 2, 5, 30, with and
 * without popcnt), for racks without a blank and with one: the walks
 * must find both words, each from the run of board tiles they start at,
 * the board letters they have still to meet asked of the lexicon's masks,
 * and a span through two tiles put to the alphagram filter before it is
 * listed. */
static void
test_span_walks(void **state)
{
	static const char *const w[] = { "DOMNISOARA", "NODIMOASE", "DOMNISOR",
	    "DO", "NO", "MA", "AM", "SA", "RA", "AR", "OM", "NOD", "DOI",
	    "IAR", "ROI", "SOI" };
	static const char *const racks[] = { "ADINOO?", "ADINOOE", "AINOOE?",
	    "ADIOOE?", "?DINOOE" };
	static const size_t	 ns[] = { 1, 2, 5, 30 };
	static const char	 cgp[] = "15/15/15/15/15/15/15/5M2S2R3/"
	    "15/15/15/15/15/15/15";
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_board		 b;
	struct sm_rack		 r;
	struct allmoves		 all;
	void			*img;
	size_t			 i, k;
	int			 pc, long7;

	(void)state;
	lx = testlex_build(w, sizeof w / sizeof w[0], &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	board_of(&b, cgp);
	for (k = 0; k < sizeof racks / sizeof racks[0]; k++) {
		rack_of(&r, racks[k]);
		sm_genrack_init(&gr, &r, &b);
		all.v = NULL;
		all.n = all.cap = 0;
		sm_movegen_all(g, &b, &gr, collect_all, &all);
		qsort(all.v, all.n, sizeof *all.v, cmp_gen);
		for (i = 0, long7 = 0; i < all.n; i++)
			if (all.v[i].nplaced == SM_PLAY_MAX &&
			    all.v[i].move.len >= SM_PLAY_MAX + 2)
				long7++;
		/* both words with the first rack, NODIMOASE with the others */
		assert_true(long7 >= (k == 0 ? 2 : 1));
		assert_true(all.v[0].nplaced == SM_PLAY_MAX);
		for (pc = 0; pc < 2; pc++) {
			sm_movegen_set_popcnt(g, pc == 0);
			check_best_sorted(g, &b, &gr, &all, ns,
			    sizeof ns / sizeof ns[0], racks[k]);
		}
		free(all.v);
	}
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* An 8-tile rack plays at most 7 and earns the bonus for 7. */
static void
test_eliptic_bonus(void **state)
{
	static const char *const w[] = { "ABCDEFG", "ABCDEFGH", "AB" };
	struct sm_genmove	m;
	char			buf[32];

	(void)state;
	top_small(w, 3, NULL, "ABCDEFGH", NULL, buf, sizeof buf, &m);
	assert_int_equal(m.nplaced, 7);
	/* (31 + 9 for B or G on a 2L) x 2 + 50 */
	assert_int_equal(m.score, 130);
	assert_string_equal(buf, "H3 ABCDEFG");
}

/* A pool: completiv takes one tile from the stock. */
static void
test_pool(void **state)
{
	static const char *const w[] = { "AB", "ABX" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 m;
	struct sm_board		 b;
	struct sm_rack		 r;
	void			*img;
	char			 buf[32];

	(void)state;
	lx = testlex_build(w, 2, &img);
	g = sm_movegen_new(lx);
	sm_board_clear(&b);
	rack_of(&r, "A");
	sm_genrack_init(&gr, &r, &b);
	assert_int_equal(sm_movegen_count(g, &b, &gr), 0);
	rack_of(&gr.pool, "BX");
	gr.pick = 1;
	assert_int_equal(sm_movegen_count(g, &b, &gr), 4);	/* AB */
	assert_int_equal(sm_movegen_best(g, &b, &gr, &m, 1), 1);
	move_text(&m, buf, sizeof buf);
	assert_string_equal(buf, "H7 AB");
	assert_int_equal(m.from_pool, 1);
	gr.pick = 2;
	assert_int_equal(sm_movegen_best(g, &b, &gr, &m, 1), 1);
	move_text(&m, buf, sizeof buf);
	assert_string_equal(buf, "H6 ABX");
	sm_movegen_free(g);
	testlex_free(lx, img);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rank_no_blank),
		cmocka_unit_test(test_rank_balance),
		cmocka_unit_test(test_rank_stock),
		cmocka_unit_test(test_rank_more_tiles),
		cmocka_unit_test(test_rank_fixed_order),
		cmocka_unit_test(test_single_tile),
		cmocka_unit_test(test_eliptic_bonus),
		cmocka_unit_test(test_pool),
		cmocka_unit_test(test_span_walks),
		cmocka_unit_test(test_worked_game),
		cmocka_unit_test(test_empty_board_twins),
		cmocka_unit_test(test_damaged_lexicon),
		cmocka_unit_test(test_differential_plain),
		cmocka_unit_test(test_differential_eliptic),
		cmocka_unit_test(test_differential_completiv),
		cmocka_unit_test(test_differential_superjoker),
		cmocka_unit_test(test_differential_metagrama),
		cmocka_unit_test(test_differential_blanks),
		cmocka_unit_test(test_blank_tops),
		cmocka_unit_test(test_blank_walk),
		cmocka_unit_test(test_anchor_bounds),
		cmocka_unit_test(test_verified_bounds),
		cmocka_unit_test(test_best_first),
	};

	return cmocka_run_group_tests(tests, setup_big, teardown_big);
}
