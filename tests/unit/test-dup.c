/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-dup.c: the duplicate game (dup.h).  Draws per variant over whole
 * games with tiles put aside as if played (sizes, the vowel/consonant
 * rules of rounds 1-15 and 16+ and their exceptions, reproducibility, tile
 * conservation, end conditions); tops on hand-made positions with small
 * lexicons (testlex.h) against every move sorted by sm_genmove_cmp, pool
 * letters, the eliptic limit, tactic pairs against brute force; judging
 * (scores, refusals, the slip's warnings, the completiv blank rules,
 * tactic); save/load round trips and refusals; and, with the default
 * lexicon ($SCRABMAIL_LEXICON, set by make check; skipped without it), a
 * whole game per variant in which every top is judged legal at its score.
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

#include "testlex.h"
#include "biglex.h"

/* ---- helpers --------------------------------------------------------------- */

static void
rack_of(struct sm_rack *r, const char *s)
{
	assert_int_equal(sm_rack_parse(r, s, strlen(s), NULL), SM_RACK_OK);
}

static int
letter(char c)
{
	return c == '?' ? SM_RACK_BLANK : sm_letter_from_ascii(c);
}

/* board + bag + racks = the set, and the bag's count is right. */
static void
assert_conserved(const struct sm_dup *d)
{
	int	total[SM_NLETTERS + 1], l, r, c, n = 0;

	for (l = 0; l <= SM_NLETTERS; l++) {
		total[l] = d->bag.counts[l] + d->rack.counts[l] +
		    d->rack2.counts[l];
		n += d->bag.counts[l];
	}
	assert_int_equal(n, d->bag.ntiles);
	for (r = 0; r < SM_DIM; r++)
		for (c = 0; c < SM_DIM; c++)
			if (d->board.sq[r][c] != 0)
				total[SM_TILE_IS_BLANK(d->board.sq[r][c]) ?
				    0 : SM_TILE_LETTER(d->board.sq[r][c])]++;
	for (l = 0; l <= SM_NLETTERS; l++)
		assert_int_equal(total[l], sm_letter_count(l));
}

/* A game in round `round` with this board and these racks; the bag is the
 * rest of the set. */
static void
mkstate(struct sm_dup *d, enum sm_dup_variant v, const char *cgp,
    const char *rack, const char *rack2, int round)
{
	int	l;

	sm_dup_init(d, v, 1);
	if (cgp != NULL)
		assert_int_equal(sm_board_parse_cgp(&d->board, cgp,
		    strlen(cgp), NULL), SM_BOARD_OK);
	rack_of(&d->rack, rack);
	if (rack2 != NULL)
		rack_of(&d->rack2, rack2);
	sm_bag_fill(&d->bag);
	sm_bag_remove_board(&d->bag, &d->board);
	for (l = 0; l <= SM_NLETTERS; l++) {
		assert_true(d->bag.counts[l] >= d->rack.counts[l] +
		    d->rack2.counts[l]);
		d->bag.counts[l] = (uint8_t)(d->bag.counts[l] -
		    d->rack.counts[l] - d->rack2.counts[l]);
		d->bag.ntiles -= d->rack.counts[l] + d->rack2.counts[l];
	}
	d->state = SM_DUP_PLAYING;
	d->round = round;
	assert_conserved(d);
}

/* Set the stock's count of one letter ('?' blank), ignoring conservation
 * (for judging, which only reads the stock). */
static void
set_stock(struct sm_dup *d, char c, int n)
{
	int	l = letter(c);

	d->bag.ntiles += n - d->bag.counts[l];
	d->bag.counts[l] = (uint8_t)n;
}

static void
vc(const struct sm_rack *r, int *v, int *c, int *b)
{
	int	l;

	*v = *c = 0;
	*b = r->counts[0];
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (sm_letter_is_vowel(l))
			*v += r->counts[l];
		else
			*c += r->counts[l];
	}
}

/* Write a move with blanks as "(x)", so a word of blanks only reads
 * back as blanks too. */
static void
write_move(const struct sm_move *m, char *buf, size_t cap)
{
	char	coord[8];
	size_t	n;
	int	i;

	sm_coord_format(&m->at, coord, sizeof coord);
	n = (size_t)snprintf(buf, cap, "%s ", coord);
	for (i = 0; i < m->len && n + 4 < cap; i++) {
		char ch = sm_letter_to_ascii(SM_TILE_LETTER(m->word[i]));

		if (SM_TILE_IS_BLANK(m->word[i])) {
			buf[n++] = '(';
			buf[n++] = (char)(ch - 'A' + 'a');
			buf[n++] = ')';
		} else
			buf[n++] = ch;
	}
	buf[n] = '\0';
}

static struct sm_lexicon *
small_lex(const char *const *w, size_t n, void **img)
{
	struct sm_lexicon *lx = testlex_build(w, n, img);

	assert_non_null(lx);
	return lx;
}

/* ---- names, sizes, solo bonus -------------------------------------------- */

static void
test_names(void **state)
{
	enum sm_dup_variant	v;
	int			i;

	(void)state;
	for (i = 0; i < SM_DUP_NVARIANTS; i++) {
		v = SM_DUP_NVARIANTS;
		assert_true(sm_dup_variant_parse(sm_dup_variant_name(
		    (enum sm_dup_variant)i), &v));
		assert_int_equal(v, i);
	}
	assert_string_equal(sm_dup_variant_name(SM_DUP_COMPLETIV),
	    "completiv");
	assert_string_equal(sm_dup_variant_name(SM_DUP_NVARIANTS), "unknown");
	assert_true(sm_dup_variant_parse("metagramă", &v));
	assert_int_equal(v, SM_DUP_METAGRAMA);
	assert_true(sm_dup_variant_parse("METAGRAMĂ", &v));
	assert_int_equal(v, SM_DUP_METAGRAMA);
	assert_true(sm_dup_variant_parse("SuperJoker", &v));
	assert_int_equal(v, SM_DUP_SUPERJOKER);
	v = SM_DUP_TOP;
	assert_false(sm_dup_variant_parse("tactics", &v));
	assert_false(sm_dup_variant_parse("", &v));
	assert_false(sm_dup_variant_parse("clasic", &v));
	assert_false(sm_dup_variant_parse(NULL, &v));
	assert_int_equal(v, SM_DUP_TOP);
	assert_int_equal(sm_dup_rack_size(SM_DUP_CLASSIC), 7);
	assert_int_equal(sm_dup_rack_size(SM_DUP_ELIPTIC), 8);
	assert_int_equal(sm_dup_rack_size(SM_DUP_COMPLETIV), 6);
	assert_int_equal(sm_dup_rack_size(SM_DUP_SUPERJOKER), 5);
	assert_int_equal(sm_dup_rack_size(SM_DUP_METAGRAMA), 7);
	assert_int_equal(sm_dup_rack_size(SM_DUP_TACTIC), 7);
}

static void
test_solo_bonus(void **state)
{
	(void)state;
	assert_int_equal(sm_dup_solo_bonus(0), 0);
	assert_int_equal(sm_dup_solo_bonus(-3), 0);
	assert_int_equal(sm_dup_solo_bonus(1), 1);
	assert_int_equal(sm_dup_solo_bonus(2), 1);
	assert_int_equal(sm_dup_solo_bonus(3), 2);
	assert_int_equal(sm_dup_solo_bonus(10), 5);
	assert_int_equal(sm_dup_solo_bonus(11), 6);
	assert_int_equal(sm_dup_solo_bonus(49), 25);
	assert_int_equal(sm_dup_solo_bonus(50), 25);
	assert_int_equal(sm_dup_solo_bonus(333), 25);
}

/* ---- draws ---------------------------------------------------------------- */

/* One tile of counts (n in all) at random: its code, or -1. */
static int
take(uint8_t *counts, int n, struct sm_rng *rng)
{
	int	k, l;

	if (n <= 0)
		return -1;
	k = (int)sm_rng_below(rng, (uint32_t)n);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (k < counts[l]) {
			counts[l]--;
			return l;
		}
		k -= counts[l];
	}
	fail();
	return -1;
}

/* A tile onto the next free square (no word: only the counts matter). */
static void
put_aside(struct sm_dup *d, int l, int *next)
{
	assert_true(*next < SM_DIM * SM_DIM);
	d->board.sq[*next / SM_DIM][*next % SM_DIM] =
	    (uint8_t)(l == SM_RACK_BLANK ? (1 | SM_BLANK) : l);
	d->board.ntiles++;
	(*next)++;
}

/* Put n tiles of rack aside as if played, and up to pick of the bag. */
static void
fake_play(struct sm_dup *d, struct sm_rack *rack, int n, int pick,
    int *next)
{
	int	k, l;

	for (k = 0; k < n && (l = take(rack->counts, rack->ntiles,
	    &d->rng)) >= 0; k++) {
		rack->ntiles--;
		put_aside(d, l, next);
	}
	for (k = 0; k < pick && (l = take(d->bag.counts, d->bag.ntiles,
	    &d->rng)) >= 0; k++) {
		d->bag.ntiles--;
		put_aside(d, l, next);
	}
}

static bool
feasible(int va, int ca, int ba, int n, int min_v, int min_c)
{
	int	v, c, b, need;

	for (v = 0; v <= va && v <= n; v++)
		for (c = 0; c <= ca && v + c <= n; c++) {
			b = n - v - c;
			need = (v < min_v ? min_v - v : 0) +
			    (c < min_c ? min_c - c : 0);
			if (b <= ba && need <= b)
				return true;
		}
	return false;
}

struct drawstats {
	int	games, rounds, one_vowel_late, exceptions, redraws;
	int	ends[5];
};

/* A whole game of draws, tiles put aside as if played; check each rack. */
static void
draw_game(enum sm_dup_variant v, uint64_t seed, struct drawstats *st,
    char lines[][SM_DUP_SAVE_MAX], int maxlines)
{
	struct sm_dup		d;
	enum sm_draw_status	s;
	int			next = 0, size = sm_dup_rack_size(v), nv, nc;
	int			va, ca, ba, x, y, z, pick, n1, n2, before;

	sm_dup_init(&d, v, seed);
	assert_int_equal(d.state, SM_DUP_NEW);
	assert_int_equal(d.round, 0);
	for (;;) {
		struct sm_rack all;
		int l;

		/* What the rule may ask, from the bag and the leftover. */
		memset(&all, 0, sizeof all);
		for (l = 0; l <= SM_NLETTERS; l++)
			all.counts[l] = (uint8_t)(d.bag.counts[l] +
			    d.rack.counts[l] + d.rack2.counts[l]);
		vc(&all, &va, &ca, &ba);
		before = d.round;
		s = sm_dup_draw(&d, NULL);
		assert_conserved(&d);
		if (s != SM_DRAW_OK) {
			assert_int_equal(d.state, SM_DUP_OVER);
			assert_int_equal(d.end, s);
			assert_int_equal(d.round, before);
			assert_int_equal(sm_dup_draw(&d, NULL), s);	/* stays over */
			st->ends[s]++;
			if (s == SM_DRAW_END_EMPTY)
				assert_int_equal(d.bag.ntiles, 0);
			if (s == SM_DRAW_END_LETTERS && v != SM_DUP_TACTIC)
				assert_true((va == 0 || ca == 0) && ba == 0);
			break;
		}
		assert_int_equal(d.state, SM_DUP_PLAYING);
		assert_int_equal(d.round, before + 1);
		if (lines != NULL && d.round <= maxlines)
			assert_true(sm_dup_save(&d, lines[d.round - 1],
			    SM_DUP_SAVE_MAX) > 0);
		st->rounds++;
		st->redraws += d.redraws;
		/* Sizes: full unless the bag ran out. */
		assert_true(d.rack.ntiles == size || d.bag.ntiles == 0);
		if (v == SM_DUP_TACTIC)
			assert_true(d.rack2.ntiles == 7 || d.bag.ntiles == 0);
		else
			assert_int_equal(d.rack2.ntiles, 0);
		vc(&d.rack, &x, &y, &z);
		switch (v) {
		case SM_DUP_CLASSIC:
		case SM_DUP_TOP:
		case SM_DUP_ELIPTIC:
		case SM_DUP_METAGRAMA: {
			int n = va + ca + ba < size ? va + ca + ba : size;

			if (d.round <= 15 && feasible(va, ca, ba, n, 2, 2))
				assert_true(sm_rack_meets(&d.rack, 2, 2));
			else {
				assert_true(sm_rack_meets(&d.rack, 1, 1));
				if (d.round <= 15)
					st->exceptions++;
			}
			if (d.round > 15 && !sm_rack_meets(&d.rack, 2, 2))
				st->one_vowel_late++;
			break;
		}
		case SM_DUP_COMPLETIV:
			assert_true(sm_rack_meets(&d.rack, 1, 1));
			break;
		case SM_DUP_TACTIC:
			n1 = sm_rack_meets(&d.rack, 1, 1);
			n2 = sm_rack_meets(&d.rack2, 1, 1);
			if (!n1 || !n2)
				st->exceptions++;
			if (d.rack.ntiles > 0 && d.rack2.ntiles > 0 && !n1 &&
			    !n2) {
				/* one all vowels, the other all consonants */
				vc(&d.rack2, &nv, &nc, &z);
				assert_true(z == 0);
			}
			break;
		default:	/* superjoker: no rule */
			break;
		}
		/* Play: 1 to 7 tiles (a tactic round plays from both). */
		pick = v == SM_DUP_COMPLETIV ? 1 : v == SM_DUP_SUPERJOKER ? 2 :
		    0;
		x = 1 + (int)(sm_rng_next(&d.rng) % 7);
		if (x > d.rack.ntiles)
			x = d.rack.ntiles;
		if (v == SM_DUP_ELIPTIC && x == 8)
			x = 7;
		fake_play(&d, &d.rack, x, pick, &next);
		if (v == SM_DUP_TACTIC) {
			x = 1 + (int)(sm_rng_next(&d.rng) % 7);
			if (x > d.rack2.ntiles)
				x = d.rack2.ntiles;
			fake_play(&d, &d.rack2, x, 0, &next);
		}
		assert_conserved(&d);
		assert_true(d.round < 100);
	}
	st->games++;
}

static void
test_draws(void **state)
{
	int	v, seed;

	(void)state;
	for (v = 0; v < SM_DUP_NVARIANTS; v++) {
		struct drawstats st;

		memset(&st, 0, sizeof st);
		for (seed = 0; seed < 60; seed++)
			draw_game((enum sm_dup_variant)v, (uint64_t)seed * 7919,
			    &st, NULL, 0);
		print_message("%s: %d games, %d rounds, %d redraws, %d late "
		    "racks with fewer than 2 and 2, %d exceptions; ends "
		    "%d/%d/%d\n", sm_dup_variant_name((enum sm_dup_variant)v),
		    st.games, st.rounds, st.redraws, st.one_vowel_late,
		    st.exceptions, st.ends[1], st.ends[2], st.ends[3]);
		assert_true(st.rounds > 60 * 8);
		if (v != SM_DUP_SUPERJOKER)
			assert_true(st.redraws > 0);
		if (v == SM_DUP_CLASSIC || v == SM_DUP_ELIPTIC)
			/* the rule relaxes from round 16 */
			assert_true(st.one_vowel_late > 0);
		assert_true(st.ends[SM_DRAW_END_EMPTY] +
		    st.ends[SM_DRAW_END_LETTERS] + st.ends[SM_DRAW_END_RULE] ==
		    60);
	}
}

/* The exception before round 16: one vowel (or consonant) left in all. */
static void
test_draw_exception(void **state)
{
	struct sm_dup	d;
	int		x, y, z, l;

	(void)state;
	/* Stock: one vowel (E) and consonants; no blank. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 5);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (l == 0 || (sm_letter_is_vowel(l) && l != letter('E'))) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	d.bag.ntiles -= d.bag.counts[letter('E')] - 1;
	d.bag.counts[letter('E')] = 1;
	d.round = 3;
	d.state = SM_DUP_PLAYING;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	vc(&d.rack, &x, &y, &z);
	assert_int_equal(x, 1);
	assert_int_equal(y, 6);
	assert_int_equal(d.round, 4);
	/* No vowel and no blank at all: the game is over. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 5);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (l == 0 || sm_letter_is_vowel(l)) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_END_LETTERS);
	assert_int_equal(d.state, SM_DUP_OVER);
	assert_string_equal(sm_dup_end_str(&d),
	    sm_draw_status_str(SM_DRAW_END_LETTERS));
	/* No vowel but a blank: play goes on, the blank the vowel. */
	sm_dup_init(&d, SM_DUP_COMPLETIV, 5);
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (sm_letter_is_vowel(l)) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	d.bag.ntiles -= 1;
	d.bag.counts[0] = 1;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(d.rack.counts[0], 1);
	assert_int_equal(d.rack.ntiles, 6);
	/* Tactic: a group that cannot be mended is played beside one that
	 * meets the rule. */
	sm_dup_init(&d, SM_DUP_TACTIC, 9);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (l == 0 || sm_letter_is_vowel(l)) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	rack_of(&d.rack, "AE");		/* the leftover: its vowels */
	d.state = SM_DUP_PLAYING;
	d.round = 20;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_true(sm_rack_meets(&d.rack, 1, 1));
	vc(&d.rack2, &x, &y, &z);
	assert_int_equal(x, 0);
	assert_int_equal(y, 7);
	/* Tactic: no vowel and no blank anywhere: over. */
	sm_bag_return(&d.bag, &d.rack);
	sm_bag_return(&d.bag, &d.rack2);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (l == 0 || sm_letter_is_vowel(l)) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	rack_of(&d.rack, "BCD");
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_END_LETTERS);
	/* The reverse exception: one consonant (T) left, vowels aplenty. */
	sm_dup_init(&d, SM_DUP_ELIPTIC, 6);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (l == 0 || (!sm_letter_is_vowel(l) && l != letter('T'))) {
			d.bag.ntiles -= d.bag.counts[l];
			d.bag.counts[l] = 0;
		}
	}
	d.bag.ntiles -= d.bag.counts[letter('T')] - 1;
	d.bag.counts[letter('T')] = 1;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	vc(&d.rack, &x, &y, &z);
	assert_int_equal(x, 7);
	assert_int_equal(y, 1);
	assert_int_equal(d.round, 1);
}

/* No move possible: the letters go back and the round is drawn again. */
static void
test_redraw(void **state)
{
	static const char *const w[] = { "CASA", "AS" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d, before;
	struct sm_dup_top	 out[2];
	size_t			 count;
	void			*img;
	int			 tries;

	(void)state;
	lx = small_lex(w, 2, &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "BBFFGIU", NULL, 4);
	assert_int_equal(sm_dup_tops(&d, g, out, 2, &count), 1);
	before = d;
	assert_int_equal(sm_dup_redraw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(d.round, 4);		/* the same round */
	assert_int_equal(d.stuck, 1);
	assert_int_equal(d.rack.ntiles, 7);
	assert_true(memcmp(&d.rack, &before.rack, sizeof d.rack) != 0);
	assert_true(sm_rack_meets(&d.rack, 2, 2));
	assert_conserved(&d);
	/* Redraw until AS can be played, play it: stuck is reset. */
	for (tries = 0; tries < 500 && sm_dup_tops(&d, g, out, 2, &count) !=
	    0; tries++)
		assert_int_equal(sm_dup_redraw(&d, NULL), SM_DRAW_OK);
	assert_true(tries < 500);
	assert_true(d.stuck > 0);
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_int_equal(d.stuck, 0);
	assert_int_equal(d.round, 4);
	/* The same letters again for a new round. */
	before = d;
	sm_dup_repeat(&d);
	assert_int_equal(d.round, 5);
	assert_memory_equal(&d.rack, &before.rack, sizeof d.rack);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

static void
test_reproducible(void **state)
{
	static char	a[80][SM_DUP_SAVE_MAX], b[80][SM_DUP_SAVE_MAX];
	struct drawstats st;
	int		v, i, differ;

	(void)state;
	memset(&st, 0, sizeof st);
	for (v = 0; v < SM_DUP_NVARIANTS; v++) {
		memset(a, 0, sizeof a);
		memset(b, 0, sizeof b);
		draw_game((enum sm_dup_variant)v, 42, &st, a, 80);
		draw_game((enum sm_dup_variant)v, 42, &st, b, 80);
		for (i = 0; i < 80; i++)
			assert_string_equal(a[i], b[i]);
		memset(b, 0, sizeof b);
		draw_game((enum sm_dup_variant)v, 43, &st, b, 80);
		differ = 0;
		for (i = 0; i < 5; i++)
			differ += strcmp(a[i], b[i]) != 0;
		assert_true(differ >= 4);
	}
}

/* ---- tops ----------------------------------------------------------------- */

struct movelist {
	struct sm_genmove	v[4096];
	size_t			n;
};

static void
collect(const struct sm_genmove *m, void *arg)
{
	struct movelist *ml = arg;

	assert_true(ml->n < 4096);
	ml->v[ml->n++] = *m;
}

static int
cmp_gen(const void *a, const void *b)
{
	return sm_genmove_cmp(a, b);
}

/* The tops of d (one rack) are the moves of the best score, sorted. */
static size_t
check_tops(const struct sm_dup *d, struct sm_movegen *g, size_t max)
{
	static struct movelist	ml;
	struct sm_dup_top	out[200];
	struct sm_genrack	gr[2];
	size_t			count, i, nbest;

	assert_true(max <= 200);
	assert_int_equal(sm_dup_genracks(d, gr), 1);
	ml.n = 0;
	sm_movegen_all(g, &d->board, &gr[0], collect, &ml);
	qsort(ml.v, ml.n, sizeof ml.v[0], cmp_gen);
	for (nbest = 0; nbest < ml.n && ml.v[nbest].score == ml.v[0].score;
	    nbest++)
		;
	if (ml.n == 0) {
		assert_int_equal(sm_dup_tops(d, g, out, max, &count), 1);
		assert_int_equal(count, 0);
		return 0;
	}
	assert_int_equal(sm_dup_tops(d, g, out, max, &count), 0);
	assert_int_equal(count, nbest < max ? nbest : max);
	for (i = 0; i < count; i++) {
		assert_int_equal(out[i].nmoves, 1);
		assert_int_equal(out[i].score, ml.v[0].score);
		assert_int_equal(sm_genmove_cmp(&out[i].move[0], &ml.v[i]), 0);
	}
	return nbest;
}

static void
test_tops_tiebreak(void **state)
{
	static const char *const w[] = { "AA", "AAA", "AB", "BA" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[8];
	size_t			 count;
	void			*img;
	char			 buf[32];

	(void)state;
	lx = small_lex(w, 4, &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	/* AA (two A) and AAA (with the blank) both score 4: not using the
	 * blank wins. */
	mkstate(&d, SM_DUP_CLASSIC, NULL, "AA?", NULL, 1);
	assert_true(check_tops(&d, g, 8) >= 2);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	assert_int_equal(out[0].score, 4);
	assert_int_equal(out[0].move[0].nblanks, 0);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H7 AA");
	assert_true(count > 2);
	assert_int_equal(out[count - 1].move[0].nblanks, 1);
	/* max 1: the top alone. */
	assert_int_equal(sm_dup_tops(&d, g, out, 1, &count), 0);
	assert_int_equal(count, 1);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H7 AA");
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Two blanks on an empty board: every two-letter word in 4 places, all
 * worth 0: more ties than the best-first buffer holds. */
static void
test_tops_many_ties(void **state)
{
	static const char *const w[] = { "AB", "AC", "AD", "AE", "AF", "AG",
	    "AH", "AI", "AJ", "AL", "AM", "AN", "AO", "AP", "AR", "AS", "AT",
	    "AU", "AV", "AX", "AZ", "BA" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	void			*img;

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "??", NULL, 1);
	assert_int_equal(check_tops(&d, g, 200), 88);
	assert_int_equal(check_tops(&d, g, 70), 88);
	assert_int_equal(check_tops(&d, g, 3), 88);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

static void
test_tops_variants(void **state)
{
	static const char *const w[] = { "CASA", "CASE", "CAS", "AS", "SA",
	    "ACASA", "CASAT", "ABCDEFGH", "ABCDEFG", "ZAR", "ZARE", "AC" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d, before;
	struct sm_dup_top	 out[8];
	size_t			 count;
	void			*img;
	char			 buf[32];

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);

	/* Completiv: CAS drawn (plus junk), the best takes one letter of the
	 * stock. */
	mkstate(&d, SM_DUP_COMPLETIV, NULL, "CSBBFF", NULL, 1);
	check_tops(&d, g, 8);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	assert_int_equal(out[0].move[0].from_pool, 1);
	assert_int_equal(out[0].move[0].nplaced, 3);	/* CAS or SAC.. */
	/* Playing it takes the pool letter from the stock. */
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_conserved(&d);
	assert_int_equal(d.bag.ntiles, before.bag.ntiles - 1);
	assert_int_equal(d.rack.ntiles, 4);
	assert_int_equal(d.board.ntiles, 3);

	/* Superjoker: two from the stock: CASA from C S + A A. */
	mkstate(&d, SM_DUP_SUPERJOKER, NULL, "CSBBF", NULL, 1);
	check_tops(&d, g, 8);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	assert_int_equal(out[0].move[0].from_pool, 2);
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_conserved(&d);
	assert_int_equal(d.bag.ntiles, before.bag.ntiles - 2);

	/* Eliptic: 8 letters, at most 7 played (the 8-letter word cannot). */
	mkstate(&d, SM_DUP_ELIPTIC, NULL, "ABCDEFGH", NULL, 1);
	check_tops(&d, g, 8);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	assert_int_equal(out[0].move[0].nplaced, 7);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H3 ABCDEFG");
	assert_int_equal(out[0].score, 130);
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_int_equal(d.rack.ntiles, 1);
	assert_int_equal(d.rack.counts[letter('H')], 1);

	/* Metagrama: one letter swapped (V for G) makes the bingo. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "ABCDEFV", NULL, 1);
	check_tops(&d, g, 8);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H3 ABCDEFG");
	assert_int_equal(out[0].move[0].from_pool, 1);
	assert_int_equal(out[0].score, 130);
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_conserved(&d);
	/* The drawn letter not placed stays; the stock gave 1. */
	assert_int_equal(d.rack.ntiles, 1);
	sm_rack_format(&d.rack, buf, sizeof buf);
	assert_string_equal(buf, "V");
	assert_int_equal(d.bag.ntiles, before.bag.ntiles - 1);
	/* Nothing with one swap: no move. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "BBFFGGV", NULL, 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 1);

	/* A classic rack without a move. */
	mkstate(&d, SM_DUP_CLASSIC, NULL, "BBFFGGV", NULL, 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 1);
	assert_int_equal(count, 0);
	assert_int_equal(sm_dup_tops(&d, g, out, 0, &count), 1);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

static void
test_play_refused(void **state)
{
	static const char *const w[] = { "CASA", "AS", "SA", "CAS" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d, before;
	struct sm_dup_top	 out[4], t;
	size_t			 count;
	void			*img;

	(void)state;
	lx = small_lex(w, 4, &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "CASABBF", NULL, 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 4, &count), 0);
	before = d;
	/* Another rack lacking a letter of the top. */
	rack_of(&d.rack, "CSABBFF");
	d.bag = before.bag;
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), -1);
	assert_memory_equal(&d, &before, sizeof d);
	/* A tactic pair in a classic game, a group out of range. */
	t = out[0];
	t.nmoves = 2;
	assert_int_equal(sm_dup_play(&d, &t), -1);
	t.nmoves = 1;
	t.group[0] = 1;
	assert_int_equal(sm_dup_play(&d, &t), -1);
	/* Not playing. */
	sm_dup_stop(&d);
	assert_int_equal(d.state, SM_DUP_OVER);
	assert_string_equal(sm_dup_end_str(&d), "no move was possible");
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), -1);
	assert_memory_equal(&d, &before, sizeof d);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Tactic: the best pair by brute force over both orders. */
struct pairs {
	struct sm_dup_top	v[256];
	size_t			n;
	int			best;
};

static void
add_pair(struct pairs *p, const struct sm_dup_top *t)
{
	size_t	i;

	if (t->score < p->best)
		return;
	if (t->score > p->best) {
		p->best = t->score;
		p->n = 0;
	}
	for (i = 0; i < p->n; i++) {
		const struct sm_dup_top *u = &p->v[i];

		if (u->nmoves == 2 && t->nmoves == 2 &&
		    sm_genmove_cmp(&u->move[0], &t->move[1]) == 0 &&
		    sm_genmove_cmp(&u->move[1], &t->move[0]) == 0)
			return;		/* the same pair, other order */
	}
	assert_true(p->n < 256);
	p->v[p->n++] = *t;
}

static void
brute_tactic(const struct sm_dup *d, struct sm_movegen *g, struct pairs *p)
{
	static struct movelist	a, b;
	struct sm_genrack	gr[2];
	struct sm_judgement	j;
	struct sm_board		b2;
	struct sm_dup_top	t;
	size_t			i, k;
	int			ord;

	assert_int_equal(sm_dup_genracks(d, gr), 2);
	p->n = 0;
	p->best = -1;
	for (ord = 0; ord < 2; ord++) {
		a.n = 0;
		sm_movegen_all(g, &d->board, &gr[ord], collect, &a);
		for (i = 0; i < a.n; i++) {
			assert_int_equal(sm_judge(&d->board, NULL, NULL,
			    &a.v[i].move, &j), SM_LEGAL);
			b2 = d->board;
			sm_board_apply(&b2, &j);
			b.n = 0;
			sm_movegen_all(g, &b2, &gr[1 - ord], collect, &b);
			memset(&t, 0, sizeof t);
			t.move[0] = a.v[i];
			t.group[0] = ord;
			if (b.n == 0) {
				t.nmoves = 1;
				t.score = a.v[i].score;
				add_pair(p, &t);
			}
			for (k = 0; k < b.n; k++) {
				t.nmoves = 2;
				t.move[1] = b.v[k];
				t.group[1] = 1 - ord;
				t.score = a.v[i].score + b.v[k].score;
				add_pair(p, &t);
			}
		}
	}
}

/* A tactic round with many equivalent pairs (words of A, E and I
 * only): sm_dup_tops_total lists them all, strictly in the federation's
 * order (sm_dup_top_cmp; so none twice), no pair with its twin, as many
 * as it counts; asked for fewer, the first of that list; the same list
 * again from the same position. */
static void
test_tops_tactic_many(void **state)
{
	static const size_t caps[] = { 1, 2, 15, 16, 17, 100 };
	static char		 words[36][4];
	const char		*w[36];
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	*all, *again, *some;
	size_t			 total, total2, count, i, k, c;
	void			*img;

	(void)state;
	/* Every word of two and three letters of A, E and I. */
	for (i = 0; i < 36; i++) {
		k = i < 9 ? i : i - 9;
		words[i][0] = "AEI"[k % 3];
		words[i][1] = "AEI"[k / 3 % 3];
		words[i][2] = i < 9 ? '\0' : "AEI"[k / 9];
		words[i][3] = '\0';
		w[i] = words[i];
	}
	lx = small_lex(w, 36, &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	mkstate(&d, SM_DUP_TACTIC, NULL, "AEIAEIA", "EIAEIAE", 1);
	all = calloc(1, sizeof *all);
	assert_int_equal(sm_dup_tops_total(&d, g, all, 1, &count, &total), 0);
	assert_int_equal(count, 1);
	print_message("tactic, A, E and I: %zu equivalent pairs\n", total);
	assert_true(total > 100);
	free(all);
	all = calloc(total, sizeof *all);
	again = calloc(total, sizeof *again);
	some = calloc(total, sizeof *some);
	assert_int_equal(sm_dup_tops_total(&d, g, all, total, &count,
	    &total2), 0);
	assert_int_equal(count, total);
	assert_int_equal(total2, total);
	for (i = 0; i < count; i++) {
		assert_int_equal(all[i].score, all[0].score);
		assert_int_equal(all[i].nmoves, 2);
		assert_int_not_equal(all[i].group[0], all[i].group[1]);
		if (i > 0 && sm_dup_top_cmp(&all[i - 1], &all[i]) >= 0)
			fail_msg("tops %zu and %zu out of order", i - 1, i);
	}
	/* No twins: a pair's moves the other way round are not listed. */
	for (i = 0; i < count; i++) {
		struct sm_dup_top	sw = all[i];

		sw.move[0] = all[i].move[1];
		sw.move[1] = all[i].move[0];
		sw.group[0] = all[i].group[1];
		sw.group[1] = all[i].group[0];
		for (k = 0; k < count; k++)
			if (sm_dup_top_cmp(&all[k], &sw) == 0)
				fail_msg("top %zu listed both ways (%zu)", i, k);
	}
	assert_int_equal(sm_dup_tops_total(&d, g, again, total, &count,
	    &total2), 0);
	assert_int_equal(count, total);
	for (i = 0; i < count; i++)
		assert_int_equal(sm_dup_top_cmp(&all[i], &again[i]), 0);
	for (c = 0; c < sizeof caps / sizeof caps[0]; c++) {
		assert_int_equal(sm_dup_tops_total(&d, g, some, caps[c],
		    &count, &total2), 0);
		assert_int_equal(count, caps[c]);
		assert_int_equal(total2, total);
		for (i = 0; i < count; i++)
			if (sm_dup_top_cmp(&some[i], &all[i]) != 0)
				fail_msg("cap %zu: top %zu differs", caps[c], i);
	}
	free(some);
	free(again);
	free(all);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

static void
test_tops_tactic(void **state)
{
	static const char *const w[] = { "CASA", "CASE", "CAS", "AS", "SA",
	    "ACASA", "CASAT", "TE", "ET", "AT", "TA", "ZAR", "ZARE", "AC",
	    "CA", "RAZE", "ARE", "RE", "ER", "ZE", "TEZ", "TEZA", "SAT",
	    "SE", "ES", "TAC", "CAT" };
	static struct pairs	p;
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d, before;
	struct sm_dup_top	 out[64];
	size_t			 count, i, k;
	void			*img;
	int			 found;

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASAEBF", "ZARETBG", 1);
	brute_tactic(&d, g, &p);
	assert_int_equal(sm_dup_tops(&d, g, out, 64, &count), 0);
	print_message("tactic: best pair %d, %zu equivalent pairs\n", p.best,
	    p.n);
	assert_int_equal(out[0].score, p.best);
	assert_int_equal(out[0].nmoves, 2);
	assert_int_equal(count, p.n < 64 ? p.n : 64);
	/* Every pair listed is one brute force found, and sums right. */
	for (i = 0; i < count; i++) {
		assert_int_equal(out[i].score, out[i].move[0].score +
		    (out[i].nmoves > 1 ? out[i].move[1].score : 0));
		assert_int_not_equal(out[i].group[0], out[i].group[1]);
		found = 0;
		for (k = 0; k < p.n && !found; k++)
			found = (sm_genmove_cmp(&p.v[k].move[0],
			    &out[i].move[0]) == 0 &&
			    sm_genmove_cmp(&p.v[k].move[1],
			    &out[i].move[1]) == 0) ||
			    (sm_genmove_cmp(&p.v[k].move[1],
			    &out[i].move[0]) == 0 &&
			    sm_genmove_cmp(&p.v[k].move[0],
			    &out[i].move[1]) == 0);
		assert_true(found);
	}
	/* Play it: both groups lose what they placed. */
	before = d;
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_conserved(&d);
	assert_int_equal(d.board.ntiles, out[0].move[0].nplaced +
	    out[0].move[1].nplaced);
	assert_int_equal(d.rack.ntiles + d.rack2.ntiles,
	    before.rack.ntiles + before.rack2.ntiles - d.board.ntiles);
	/* A second position, with tiles on the board. */
	mkstate(&d, SM_DUP_TACTIC, "15/15/15/15/15/15/15/7CASA4/15/15/15/15/"
	    "15/15/15", "ZETRBGE", "SATCBFA", 4);
	brute_tactic(&d, g, &p);
	assert_int_equal(sm_dup_tops(&d, g, out, 64, &count), 0);
	assert_int_equal(out[0].score, p.best);
	assert_int_equal(count, p.n < 64 ? p.n : 64);
	/* One group left: a classic round. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASAEBF", "", 30);
	assert_int_equal(sm_dup_tops(&d, g, out, 64, &count), 0);
	assert_int_equal(out[0].nmoves, 1);
	assert_int_equal(out[0].group[0], 0);
	mkstate(&d, SM_DUP_TACTIC, NULL, "", "CASAEBF", 30);
	assert_int_equal(sm_dup_tops(&d, g, out, 64, &count), 0);
	assert_int_equal(out[0].nmoves, 1);
	assert_int_equal(out[0].group[0], 1);
	assert_int_equal(sm_dup_play(&d, &out[0]), 0);
	assert_int_equal(d.rack2.ntiles, 7 - out[0].move[0].nplaced);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* ---- judging ------------------------------------------------------------- */

static const char *const jwords[] = { "CASA", "CASE", "CAS", "AS", "SA",
    "CE", "AC", "CA", "ACASA", "ABCDEFG", "ABCDEFGH", "TE", "ET", "AT", "TA",
    "SAT", "TAC" };

static void
test_judge_classic(void **state)
{
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_verdict	 v;
	struct sm_dup_top	 out[4];
	size_t			 count;
	void			*img;
	char			 buf[40];

	(void)state;
	lx = small_lex(jwords, sizeof jwords / sizeof jwords[0], &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "CASAEIT", NULL, 1);
	/* The top, written as a player would, scores the top. */
	assert_int_equal(sm_dup_tops(&d, g, out, 4, &count), 0);
	write_move(&out[0].move[0].move, buf, sizeof buf);
	assert_int_equal(sm_dup_judge(&d, lx, buf, out[0].score, NULL, -1,
	    -1, &v), SM_LEGAL);
	assert_int_equal(v.score, out[0].score);
	assert_int_equal(v.warnings, 0);
	assert_int_equal(v.nwarnings, 0);
	/* A wrong score: a warning, the move still scores. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 9, NULL, -1, -1, &v),
	    SM_LEGAL);
	assert_int_equal(v.score, 8);
	assert_int_equal(v.warnings, SM_DUPW_SCORE);
	assert_int_equal(v.nwarnings, 1);
	assert_int_equal(v.j.nwords, 1);
	/* No score given: no warning here. */
	assert_int_equal(sm_dup_judge(&d, lx, "h8 casa", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	assert_int_equal(v.warnings, 0);
	sm_move_format(&v.canonical, buf, sizeof buf);
	assert_string_equal(buf, "H8 CASA");
	/* Refused: a word not in the lexicon, a letter not on the rack, off
	 * the centre, no notation. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASTE", 10, NULL, -1, -1,
	    &v), SM_BAD_WORD);
	assert_int_equal(v.score, 0);
	assert_int_equal(v.warnings, 0);
	assert_int_equal(v.which, 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASE", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 TAC", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 SAT", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "CAEIITT", NULL, 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.j.bad_letter, letter('S'));
	assert_int_equal(v.score, 0);
	assert_int_equal(sm_dup_judge(&d, lx, "A1 TE", -1, NULL, -1, -1, &v),
	    SM_BAD_FIRST_CENTRE);
	assert_int_equal(sm_dup_judge(&d, lx, "Z9 TE", -1, NULL, -1, -1, &v),
	    SM_BAD_NO_SUCH_TILE);
	assert_int_equal(v.notation, SM_NOTATION_NO_COORD);
	assert_int_equal(sm_dup_judge(&d, lx, NULL, -1, NULL, -1, -1, &v),
	    SM_BAD_NO_SUCH_TILE);

	/* "8H CASA" written for the across move: a warning, and it counts.
	 * The board holds CAS across from H8 and CE down from H8, so only
	 * the across reading is legal. */
	mkstate(&d, SM_DUP_CLASSIC, "15/15/15/15/15/15/15/7CAS5/7E7/15/15/"
	    "15/15/15/15", "ABDEIIT", NULL, 3);
	assert_int_equal(sm_dup_judge(&d, lx, "8H CASA", 4, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_COORD);
	assert_int_equal(v.score, 4);
	sm_move_format(&v.canonical, buf, sizeof buf);
	assert_string_equal(buf, "H8 CASA");
	assert_int_equal(sm_dup_judge(&d, lx, "8H CASA", 5, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_COORD | SM_DUPW_SCORE);
	assert_int_equal(v.nwarnings, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 4, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, 0);
	/* Neither reading legal: the written one's reason. */
	assert_int_equal(sm_dup_judge(&d, lx, "8H CASTE", 4, NULL, -1, -1,
	    &v), SM_BAD_SQUARE_TAKEN);
	assert_int_equal(v.j.bad_at.row, 8);
	assert_int_equal(v.warnings, 0);

	/* Eliptic: 8 tiles may not all be played; 7 earn the bonus. */
	mkstate(&d, SM_DUP_ELIPTIC, NULL, "ABCDEFGH", NULL, 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H1 ABCDEFGH", -1, NULL, -1, -1,
	    &v), SM_BAD_TOO_MANY_TILES);
	assert_int_equal(sm_dup_judge(&d, lx, "H3 ABCDEFG", 130, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 130);
	assert_int_equal(v.j.bonus, 50);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

static void
test_judge_completiv(void **state)
{
	struct sm_lexicon	*lx;
	struct sm_dup		 d;
	struct sm_dup_verdict	 v;
	void			*img;
	char			 buf[40];

	(void)state;
	lx = small_lex(jwords, sizeof jwords / sizeof jwords[0], &img);
	/* Drawn: C A S and junk; the second A of CASA comes from the stock.
	 * H8 CASA: (1 + 1 + 1 + 1) x 2 = 8. */
	mkstate(&d, SM_DUP_COMPLETIV, NULL, "ACSBBF", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 8);
	assert_int_equal(v.warnings, 0);
	/* Two letters from the stock: too many for completiv. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASE", -1, NULL, -1, -1,
	    &v), SM_LEGAL);
	mkstate(&d, SM_DUP_COMPLETIV, NULL, "CSBBFF", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", -1, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.j.bad_letter, letter('A'));
	/* Marked as a blank while the letter is in the stock and a blank
	 * is too: the blank, worth 0, no warning. */
	mkstate(&d, SM_DUP_COMPLETIV, NULL, "ACSBBF", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS(a)", 6, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 6);
	assert_int_equal(v.warnings, 0);
	sm_move_format(&v.canonical, buf, sizeof buf);
	assert_string_equal(buf, "H8 CASa");
	/* Unmarked, the letter no longer in the stock, a blank still there:
	 * the blank (0) and a warning. */
	set_stock(&d, 'A', 0);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 6);
	assert_int_equal(v.warnings, SM_DUPW_BLANK | SM_DUPW_SCORE);
	assert_int_equal(v.nwarnings, 2);
	sm_move_format(&v.canonical, buf, sizeof buf);
	assert_string_equal(buf, "H8 CASa");
	/* ... and with no blank left either: refused. */
	set_stock(&d, '?', 0);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.j.bad_letter, letter('A'));
	/* Marked as a blank with no blank left: the letter, with a warning
	 * for the wrong marking. */
	set_stock(&d, 'A', 3);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS(a)", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 8);
	assert_int_equal(v.warnings, SM_DUPW_BLANK);
	sm_move_format(&v.canonical, buf, sizeof buf);
	assert_string_equal(buf, "H8 CASA");
	/* A drawn blank is used as marked: no warning. */
	mkstate(&d, SM_DUP_COMPLETIV, NULL, "ACS?BF", NULL, 2);
	set_stock(&d, '?', 0);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS(a)", 6, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, 0);

	/* Superjoker: two from the stock, not three. */
	mkstate(&d, SM_DUP_SUPERJOKER, NULL, "CSBBF", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, 0);
	mkstate(&d, SM_DUP_SUPERJOKER, NULL, "SBBFF", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	/* Metagrama: one letter of the stock, not two. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "CSABBFV", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "CSBBFVV", NULL, 2);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	/* No A in the stock, no blank anywhere: refused. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "CSABBFV", NULL, 2);
	set_stock(&d, 'A', 0);
	set_stock(&d, '?', 0);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.j.bad_letter, letter('A'));
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS(a)", 6, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.j.bad_letter, SM_RACK_BLANK);
	testlex_free(lx, img);
}

static void
test_judge_tactic(void **state)
{
	struct sm_lexicon	*lx;
	struct sm_dup		 d;
	struct sm_dup_verdict	 v;
	void			*img;

	(void)state;
	lx = small_lex(jwords, sizeof jwords / sizeof jwords[0], &img);
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASABBF", "TEIOUGG", 1);
	/* H8 CASA = 8, then 9H AT (down, from the A on H9: T on I9, a 2L):
	 * 1 + 2 = 3 */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_LEGAL);
	assert_int_equal(v.nmoves, 2);
	assert_int_equal(v.score1, 8);
	assert_int_equal(v.score2, 3);
	assert_int_equal(v.score, 11);
	assert_int_equal(v.group[0], 0);
	assert_int_equal(v.group[1], 1);
	assert_int_equal(v.warnings, 0);
	/* Each wrong or missing score is a warning. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 2, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_SCORE2 | SM_DUPW_TOTAL);
	assert_int_equal(v.nwarnings, 2);
	assert_int_equal(v.score, 11);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", -1, "9H AT", 3, 10,
	    &v), SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_SCORE | SM_DUPW_TOTAL);
	/* The groups in the other order. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "TEIOUGG", "CASABBF", 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_LEGAL);
	assert_int_equal(v.group[0], 1);
	assert_int_equal(v.group[1], 0);
	/* The second move refused (no T left for it in the first group). */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AS", 3, 11,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.which, 2);
	assert_int_equal(v.score, 0);
	/* Both from one group: refused. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASATBF", "EIOUGGB", 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.which, 2);
	/* The first refused. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAST", 8, "9H AT", 3, 11,
	    &v), SM_BAD_WORD);
	assert_int_equal(v.which, 1);
	/* One move only. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.nmoves, 1);
	assert_int_equal(v.score, 8);
	assert_int_equal(v.warnings, 0);
	testlex_free(lx, img);
}

/* ---- save and load -------------------------------------------------------- */

static void
roundtrip(const struct sm_dup *d)
{
	struct sm_dup	e;
	char		line[SM_DUP_SAVE_MAX], again[SM_DUP_SAVE_MAX];
	size_t		n, k;

	n = sm_dup_save(d, line, sizeof line);
	assert_true(n > 0);
	assert_int_equal(n, strlen(line) + 1);
	for (k = 0; k < n - 1; k++)
		assert_true(line[k] >= ' ' && line[k] <= '~');
	assert_int_equal(sm_dup_save(d, again, n - 1), 0);
	memset(&e, 0x55, sizeof e);
	assert_int_equal(sm_dup_load(&e, line), 0);
	assert_int_equal(sm_dup_save(&e, again, sizeof again), n);
	assert_string_equal(line, again);
	assert_int_equal(e.variant, d->variant);
	assert_int_equal(e.state, d->state);
	assert_int_equal(e.round, d->round);
	assert_memory_equal(e.board.sq, d->board.sq, sizeof e.board.sq);
	assert_int_equal(e.board.ntiles, d->board.ntiles);
	assert_memory_equal(e.bag.counts, d->bag.counts, sizeof e.bag.counts);
	assert_int_equal(e.bag.ntiles, d->bag.ntiles);
	assert_memory_equal(&e.rack, &d->rack, sizeof e.rack);
	assert_memory_equal(&e.rack2, &d->rack2, sizeof e.rack2);
	assert_memory_equal(&e.rng, &d->rng, sizeof e.rng);
	assert_int_equal(e.order, d->order);
	assert_int_equal(e.triples, d->triples);
	assert_int_equal(e.triples_back, d->triples_back);
}

static void
test_save_load(void **state)
{
	struct sm_dup	d, e, before;
	char		line[SM_DUP_SAVE_MAX], bad[SM_DUP_SAVE_MAX + 8];
	size_t		n, k;
	int		v, i, next, r;
	const char	*p, *q;

	(void)state;
	/* Every round of a game of draws, per variant. */
	for (v = 0; v < SM_DUP_NVARIANTS; v++) {
		sm_dup_init(&d, (enum sm_dup_variant)v, 77 + (uint64_t)v);
		roundtrip(&d);
		next = 0;
		while (sm_dup_draw(&d, NULL) == SM_DRAW_OK) {
			roundtrip(&d);
			fake_play(&d, &d.rack, 3, v == SM_DUP_SUPERJOKER, &next);
			if (v == SM_DUP_TACTIC)
				fake_play(&d, &d.rack2, 2, 0, &next);
			roundtrip(&d);
		}
		roundtrip(&d);
		/* The same draws go on after a load. */
		assert_int_equal(d.state, SM_DUP_OVER);
	}
	sm_dup_init(&d, SM_DUP_TACTIC, 5);
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	n = sm_dup_save(&d, line, sizeof line);
	assert_int_equal(sm_dup_load(&e, line), 0);
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(sm_dup_draw(&e, NULL), SM_DRAW_OK);
	assert_memory_equal(&d.rack2, &e.rack2, sizeof d.rack2);
	n = sm_dup_save(&d, line, sizeof line);
	/* A newline at the end is fine. */
	snprintf(bad, sizeof bad, "%s\n", line);
	assert_int_equal(sm_dup_load(&e, bad), 0);
	/* Every truncation is refused and leaves *d alone. */
	before = e;
	for (k = 0; k + 1 < n; k++) {
		memcpy(bad, line, k);
		bad[k] = '\0';
		assert_int_equal(sm_dup_load(&e, bad), -1);
		assert_memory_equal(&e, &before, sizeof e);
	}
	/* Tampered: the version, the variant, the state, a state the other
	 * fields deny, an end while playing; the rng not hex or all zero. */
	{
		static const struct { const char *from, *to; } edits[] = {
			{ "dup1 tactic", "dup2 tactic" },
			{ "dup1 tactic", "dup1 tactics" },
			{ " playing ", " paying " },
			{ " playing ", " new " },
			{ " playing ok ", " playing empty " },
		};
		for (i = 0; i < (int)(sizeof edits / sizeof edits[0]); i++) {
			q = strstr(line, edits[i].from);
			assert_non_null(q);
			snprintf(bad, sizeof bad, "%.*s%s%s", (int)(q - line),
			    line, edits[i].to, q + strlen(edits[i].from));
			assert_int_equal(sm_dup_load(&e, bad), -1);
		}
		q = strchr(line, ':') - 16;
		snprintf(bad, sizeof bad, "%.*sg%s", (int)(q - line), line,
		    q + 1);
		assert_int_equal(sm_dup_load(&e, bad), -1);
		snprintf(bad, sizeof bad, "%.*s%s%s", (int)(q - line), line,
		    "0000000000000000:0000000000000000:0000000000000000:"
		    "0000000000000000", q + 67);
		assert_int_equal(sm_dup_load(&e, bad), -1);
		/* An extra field, a doubled space, a trailing space. */
		snprintf(bad, sizeof bad, "%s x", line);
		assert_int_equal(sm_dup_load(&e, bad), -1);
		snprintf(bad, sizeof bad, "%s ", line);
		assert_int_equal(sm_dup_load(&e, bad), -1);
		q = strchr(line, ' ');
		snprintf(bad, sizeof bad, "%.*s %s", (int)(q - line), line, q);
		assert_int_equal(sm_dup_load(&e, bad), -1);
	}
	/* Each letter of the racks, bag and board changed to another: the
	 * set no longer adds up. */
	p = strchr(line, ':');
	assert_non_null(p);
	p = strchr(p, ' ');	/* after the rng: racks, bag, board */
	assert_non_null(p);
	for (k = (size_t)(p - line); k < n - 1; k++) {
		if (line[k] < 'A' || line[k] > 'Z')
			continue;
		snprintf(bad, sizeof bad, "%s", line);
		bad[k] = line[k] == 'B' ? 'C' : 'B';
		assert_int_equal(sm_dup_load(&e, bad), -1);
	}
	/* Random bytes changed: never a crash, and what loads is
	 * consistent (saves and loads again to the same line). */
	for (r = 0; r < 3000; r++) {
		snprintf(bad, sizeof bad, "%s", line);
		k = (size_t)(sm_rng_next(&d.rng) % (n - 1));
		bad[k] = (char)(sm_rng_next(&d.rng) % 127 + 1);
		if (sm_dup_load(&e, bad) == 0) {
			char again[SM_DUP_SAVE_MAX];

			assert_true(sm_dup_save(&e, again, sizeof again) > 0);
			assert_int_equal(sm_dup_load(&e, again), 0);
			assert_conserved(&e);
		}
	}
	assert_int_equal(sm_dup_load(&e, ""), -1);
	assert_int_equal(sm_dup_load(&e, NULL), -1);
	assert_int_equal(sm_dup_save(&d, line, 0), 0);
	assert_int_equal(sm_dup_save(&d, line, 10), 0);
}

/* ---- whole games with the default lexicon --------------------------------- */


/* Judge a top as a player would write it: legal, at its own score. */
static void
judge_top(const struct sm_dup *d, const struct sm_dup_top *t)
{
	struct sm_dup_verdict	v;
	char			a[40], b[40];

	write_move(&t->move[0].move, a, sizeof a);
	if (t->nmoves > 1)
		write_move(&t->move[1].move, b, sizeof b);
	sm_dup_judge(d, &biglx, a, t->move[0].score, t->nmoves > 1 ? b : NULL,
	    t->nmoves > 1 ? t->move[1].score : -1, t->score, &v);
	if (v.verdict != SM_LEGAL || v.score != t->score || v.warnings != 0)
		print_message("round %d: %s%s%s: %s, %d (top %d), warnings "
		    "%#x\n", d->round, a, t->nmoves > 1 ? " + " : "",
		    t->nmoves > 1 ? b : "", sm_verdict_str(v.verdict),
		    v.score, t->score, v.warnings);
	assert_int_equal(v.verdict, SM_LEGAL);
	assert_int_equal(v.score, t->score);
	assert_int_equal(v.warnings, 0);
}

/* A whole game with the organiser's options; returns the racks sent back
 * for three of one letter. */
static int
whole_game_opts(enum sm_dup_variant var, uint64_t seed,
    enum sm_dup_order order, bool triples)
{
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[8];
	enum sm_draw_status	 st;
	size_t			 count, i;
	int			 total = 0, rounds = 0, back = 0;

	g = sm_movegen_new(&biglx);
	assert_non_null(g);
	sm_dup_init(&d, var, seed);
	d.order = order;
	d.triples = triples;
	st = sm_dup_draw(&d, g);
	while (st == SM_DRAW_OK) {
		assert_conserved(&d);
		roundtrip(&d);
		if (sm_dup_tops(&d, g, out, 8, &count) != 0) {
			if (d.stuck > 0) {
				sm_dup_stop(&d);
				break;
			}
			st = sm_dup_redraw(&d, g);
			continue;
		}
		assert_true(count >= 1);
		back += d.triples_back;
		if (!triples)
			assert_int_equal(d.triples_back, 0);
		for (i = 0; i < count; i++) {
			assert_int_equal(out[i].score, out[0].score);
			if (order == SM_DUP_ORDER_IMPOSED &&
			    out[i].nmoves == 2)
				assert_int_equal(out[i].group[0], 0);
			judge_top(&d, &out[i]);
		}
		assert_int_equal(sm_dup_play(&d, &out[0]), 0);
		assert_int_equal(d.stuck, 0);
		total += out[0].score;
		rounds++;
		st = sm_dup_draw(&d, g);
	}
	assert_int_equal(d.state, SM_DUP_OVER);
	assert_conserved(&d);
	roundtrip(&d);
	print_message("%s: %d rounds, %d points, %d tiles on the board, "
	    "ended: %s\n", sm_dup_variant_name(var), rounds, total,
	    d.board.ntiles, sm_dup_end_str(&d));
	assert_true(rounds >= 5);
	assert_true(d.board.ntiles >= 40);
	sm_movegen_free(g);
	return back;
}

static void
whole_game(enum sm_dup_variant var, uint64_t seed)
{
	whole_game_opts(var, seed, SM_DUP_ORDER_FREE, false);
}

static void
test_game_classic(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_CLASSIC, 1);
	whole_game(SM_DUP_TOP, 2);
}

static void
test_game_eliptic(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_ELIPTIC, 3);
}

static void
test_game_completiv(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_COMPLETIV, 4);
}

static void
test_game_superjoker(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_SUPERJOKER, 5);
}

static void
test_game_metagrama(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_METAGRAMA, 6);
}

static void
test_game_tactic(void **state)
{
	(void)state;
	NEED_BIG();
	whole_game(SM_DUP_TACTIC, 7);
}

/* ---- the federation's rules (issue 12) ------------------------------------ */

/* Metagramă: one of the 7 drawn letters (any one) swapped for one letter of
 * the stock ("Jucătorii pot renunţa la oricare literă dintre cele 7,
 * înlocuind-o cu o altă literă din stoc"): one swap, not several.  The
 * tops and the judge both follow it. */
static void
test_metagrama_one_swap(void **state)
{
	static const char *const w[] = { "ABCDEFG", "AC", "CA", "VAD" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[8];
	struct sm_dup_verdict	 v;
	size_t			 count;
	void			*img;
	char			 buf[32];

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	/* G is missing: one swap (V for G) makes the bingo. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "ABCDEFV", NULL, 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H3 ABCDEFG");
	assert_int_equal(out[0].move[0].from_pool, 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H3 ABCDEFG", 130, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.score, 130);
	/* E F G missing: three swaps would make it; one is all there is. */
	mkstate(&d, SM_DUP_METAGRAMA, NULL, "ABCDVVZ", NULL, 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	assert_true(out[0].score < 130);
	assert_true(out[0].move[0].from_pool <= 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H3 ABCDEFG", 130, NULL, -1, -1,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.score, 0);
	/* VAD: V D drawn, one A swapped in: legal; CA needs no swap. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 VAD", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CA", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* A rack with which no move exists is never published: the draw asks the
 * generator and draws again at once.  Stock A S and junk, round 16 (one
 * vowel, one consonant), the only word AS: every rack drawn holds A and
 * S, whatever the seed. */
static void
test_draw_has_move(void **state)
{
	static const char *const w[] = { "AS" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d, e;
	struct sm_dup_top	 out[4];
	size_t			 count;
	void			*img;
	uint64_t		 seed;
	int			 l, redrawn = 0;

	(void)state;
	lx = small_lex(w, 1, &img);
	g = sm_movegen_new(lx);
	for (seed = 1; seed <= 40; seed++) {
		sm_dup_init(&d, SM_DUP_CLASSIC, seed);
		for (l = 0; l <= SM_NLETTERS; l++)
			d.bag.counts[l] = 0;
		rack_of(&d.rack, "");
		d.bag.counts[letter('A')] = 1;
		d.bag.counts[letter('S')] = 1;
		d.bag.counts[letter('B')] = 2;
		d.bag.counts[letter('F')] = 2;
		d.bag.counts[letter('G')] = 2;
		d.bag.counts[letter('U')] = 1;
		d.bag.ntiles = 9;
		d.round = 15;
		d.state = SM_DUP_PLAYING;
		e = d;
		assert_int_equal(sm_dup_draw(&d, g), SM_DRAW_OK);
		assert_int_equal(d.round, 16);
		assert_int_equal(d.rack.ntiles, 7);
		assert_int_equal(d.rack.counts[letter('A')], 1);
		assert_int_equal(d.rack.counts[letter('S')], 1);
		assert_int_equal(sm_dup_tops(&d, g, out, 4, &count), 0);
		redrawn += d.stuck > 0;
		/* The same seed, the same rack. */
		assert_int_equal(sm_dup_draw(&e, g), SM_DRAW_OK);
		assert_memory_equal(&d, &e, sizeof d);
	}
	/* Some first draws had no move and were drawn again. */
	assert_true(redrawn > 0);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* The game ends when no rack the rules allow gives a move ("până când se
 * constată că nu mai este posibilă nici o depunere cu toate combinaţiile
 * de litere din stoc"), not only when the bag is empty. */
static void
test_draw_no_move_ends(void **state)
{
	static const char *const w[] = { "AS" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	char			 line[SM_DUP_SAVE_MAX];
	void			*img;
	int			 l;

	(void)state;
	lx = small_lex(w, 1, &img);
	g = sm_movegen_new(lx);
	/* Few tiles left: every rack is tried. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 3);
	for (l = 0; l <= SM_NLETTERS; l++)
		d.bag.counts[l] = 0;
	d.bag.counts[letter('B')] = 2;
	d.bag.counts[letter('F')] = 2;
	d.bag.counts[letter('U')] = 2;
	d.bag.counts[letter('E')] = 3;
	d.bag.ntiles = 9;
	d.round = 20;
	d.state = SM_DUP_PLAYING;
	assert_int_equal(sm_dup_draw(&d, g), SM_DRAW_END_NO_MOVE);
	assert_int_equal(d.state, SM_DUP_OVER);
	assert_int_equal(d.end, SM_DRAW_END_NO_MOVE);
	assert_int_equal(d.round, 20);
	assert_string_equal(sm_dup_end_str(&d),
	    sm_draw_status_str(SM_DRAW_END_NO_MOVE));
	/* A full bag on a board where nothing fits: bounded tries, then the
	 * end (the lexicon's only word needs a Z; the set's one Z and both
	 * blanks are on the board). */
	sm_dup_init(&d, SM_DUP_CLASSIC, 4);
	assert_int_equal(sm_board_parse_cgp(&d.board,
	    "Zab12/15/15/15/15/15/15/15/15/15/15/15/15/15/15", 47, NULL),
	    SM_BOARD_OK);
	d.bag.counts[letter('Z')] = 0;
	d.bag.counts[SM_RACK_BLANK] = 0;
	d.bag.ntiles -= 3;
	sm_movegen_free(g);
	testlex_free(lx, img);
	{
		static const char *const w2[] = { "ZZ" };

		lx = small_lex(w2, 1, &img);
		g = sm_movegen_new(lx);
		assert_int_equal(sm_dup_draw(&d, g), SM_DRAW_END_NO_MOVE);
		assert_int_equal(d.state, SM_DUP_OVER);
		assert_int_equal(d.stuck, 1 + SM_DUP_NOMOVE_TRIES);
		assert_conserved(&d);
		/* Saved and read back. */
		assert_true(sm_dup_save(&d, line, sizeof line) > 0);
		assert_non_null(strstr(line, " nomove "));
		assert_int_equal(sm_dup_load(&d, line), 0);
		assert_int_equal(d.end, SM_DRAW_END_NO_MOVE);
	}
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* One rack of the 128 the stock can give has a move (ABCDEFG), and chance
 * is unlikely to draw it (1 in 19,448): after SM_DUP_ENUM_TRIES draws
 * the first playable rack is taken. */
static void
test_draw_rare_move(void **state)
{
	static const char *const w[] = { "ABCDEFG" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[2];
	size_t			 count;
	void			*img;
	char			 buf[16];
	const char		*p;
	int			 l, i, fallback = 0;

	(void)state;
	lx = small_lex(w, 1, &img);
	g = sm_movegen_new(lx);
	for (i = 1; i <= 3; i++) {
		sm_dup_init(&d, SM_DUP_CLASSIC, (uint64_t)i);
		/* The stock only (the rest of the set plays no part). */
		for (l = 0; l <= SM_NLETTERS; l++)
			d.bag.counts[l] = 0;
		for (p = "ABCDEFG"; *p != '\0'; p++)
			d.bag.counts[letter(*p)] = 1;
		d.bag.counts[letter('I')] = 10;
		d.bag.ntiles = 17;
		d.round = 16;
		d.state = SM_DUP_PLAYING;
		assert_int_equal(sm_dup_draw(&d, g), SM_DRAW_OK);
		assert_int_equal(d.rack.ntiles, 7);
		assert_int_equal(d.bag.ntiles, 10);
		assert_int_equal(d.bag.counts[letter('I')], 10);
		sm_rack_format(&d.rack, buf, sizeof buf);
		assert_string_equal(buf, "ABCDEFG");
		assert_int_equal(sm_dup_tops(&d, g, out, 2, &count), 0);
		fallback += d.stuck == 1 + SM_DUP_ENUM_TRIES;
	}
	assert_true(fallback > 0);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* A redraw after no move (a round saved before the rule) also draws until
 * a move exists. */
static void
test_redraw_has_move(void **state)
{
	static const char *const w[] = { "AS", "SA" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[2];
	size_t			 count;
	void			*img;

	(void)state;
	lx = small_lex(w, 2, &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "BBFFGIU", NULL, 4);
	assert_int_equal(sm_dup_tops(&d, g, out, 2, &count), 1);
	assert_int_equal(sm_dup_redraw(&d, g), SM_DRAW_OK);
	assert_int_equal(d.round, 4);
	assert_true(d.stuck >= 1);
	assert_int_equal(sm_dup_tops(&d, g, out, 2, &count), 0);
	assert_conserved(&d);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Every equivalent top is counted, even past what the caller stores. */
static void
test_tops_total(void **state)
{
	static const char *const w[] = { "AB", "AC", "AD", "AE", "AF", "AG",
	    "AH", "AI", "AJ", "AL", "AM", "AN", "AO", "AP", "AR", "AS", "AT",
	    "AU", "AV", "AX", "AZ", "BA" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[200];
	size_t			 count, total;
	void			*img;

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "??", NULL, 1);
	assert_int_equal(sm_dup_tops_total(&d, g, out, 3, &count, &total), 0);
	assert_int_equal(count, 3);
	assert_int_equal(total, 88);
	assert_int_equal(sm_dup_tops_total(&d, g, out, 200, &count, &total),
	    0);
	assert_int_equal(count, 88);
	assert_int_equal(total, 88);
	/* One top only. */
	mkstate(&d, SM_DUP_CLASSIC, NULL, "AB", NULL, 1);
	assert_int_equal(sm_dup_tops_total(&d, g, out, 1, &count, &total), 0);
	assert_true(total >= 1);
	assert_int_equal(count, 1);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Tactic: a pair whose two moves do not touch is one top, counted once,
 * even when the list is too short to hold its other order. */
static void
test_tops_total_tactic(void **state)
{
	static const char *const w[] = { "CASA", "AS", "SA", "AT", "TA" };
	static struct pairs	p;
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[64];
	size_t			 count, total, count1, total1;
	void			*img;

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_TACTIC, "15/15/15/15/15/15/15/7CASA4/15/15/15/15/"
	    "15/15/15", "SSBFGLM", "TTBFGMN", 3);
	brute_tactic(&d, g, &p);
	print_message("tactic: %zu equivalent pairs of %d\n", p.n, p.best);
	assert_true(p.n > 1);
	assert_int_equal(sm_dup_tops_total(&d, g, out, 64, &count, &total), 0);
	assert_int_equal(count, p.n);
	assert_int_equal(total, p.n);
	assert_int_equal(sm_dup_tops_total(&d, g, out, 1, &count1, &total1),
	    0);
	assert_int_equal(count1, 1);
	assert_int_equal(total1, p.n);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* The vowel/consonant criterion looks at what the next draws take from:
 * the stock with the leave ("lasă în stoc").  AE and RT score the same
 * and both leave two letters of one kind; with a stock of consonants only,
 * RT leaves the stock (A E + the B's) nearer the set's own share of
 * vowels, so RT is the top, though AE comes first in the fixed order. */
static void
test_tops_balance_stock(void **state)
{
	static const char *const w[] = { "AE", "RT" };
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[8];
	size_t			 count;
	void			*img;
	char			 buf[32];
	int			 l;

	(void)state;
	lx = small_lex(w, 2, &img);
	g = sm_movegen_new(lx);
	mkstate(&d, SM_DUP_CLASSIC, NULL, "AERT", NULL, 16);
	for (l = 0; l <= SM_NLETTERS; l++)
		d.bag.counts[l] = 0;
	d.bag.counts[letter('B')] = 2;
	d.bag.counts[letter('D')] = 4;
	d.bag.ntiles = 6;
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H7 RT");
	/* A stock of vowels: AE is the top. */
	d.bag.counts[letter('B')] = 0;
	d.bag.counts[letter('D')] = 0;
	d.bag.counts[letter('O')] = 5;
	d.bag.ntiles = 5;
	assert_int_equal(sm_dup_tops(&d, g, out, 8, &count), 0);
	sm_move_format(&out[0].move[0].move, buf, sizeof buf);
	assert_string_equal(buf, "H7 AE");
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* Slips, in every variant: a letter only a blank could supply, written
 * unmarked, is the blank with a technical warning (as completiv's rule
 * says), not a refusal; a letter marked as a blank with no blank to be
 * had is the letter, with a warning for the marking. */
static void
test_judge_slip_every_variant(void **state)
{
	static const enum sm_dup_variant vars[] = { SM_DUP_CLASSIC,
	    SM_DUP_TOP, SM_DUP_ELIPTIC, SM_DUP_METAGRAMA };
	struct sm_lexicon	*lx;
	struct sm_dup		 d;
	struct sm_dup_verdict	 v;
	void			*img;
	char			 buf[40];
	size_t			 i;

	(void)state;
	lx = small_lex(jwords, sizeof jwords / sizeof jwords[0], &img);
	for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		mkstate(&d, vars[i], NULL, vars[i] == SM_DUP_ELIPTIC ?
		    "CS?BBFFG" : "CS?BBFF", NULL, 2);
		/* The stock has no A for metagramă to swap in. */
		set_stock(&d, 'A', 0);
		/* H8 CAS, A unmarked: the blank. C1 + 0 + S1, x2 = 4. */
		assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS", 4, NULL, -1,
		    -1, &v), SM_LEGAL);
		assert_int_equal(v.score, 4);
		assert_int_equal(v.warnings, SM_DUPW_BLANK);
		assert_int_equal(v.nwarnings, 1);
		sm_move_format(&v.canonical, buf, sizeof buf);
		assert_string_equal(buf, "H8 CaS");
		/* The letter is there: marked as a blank with no blank on
		 * the rack, it is the letter, with a warning. */
		mkstate(&d, vars[i], NULL, vars[i] == SM_DUP_ELIPTIC ?
		    "CASBBFFG" : "CASBBFF", NULL, 2);
		set_stock(&d, '?', 0);
		assert_int_equal(sm_dup_judge(&d, lx, "H8 C(a)S", 6, NULL, -1,
		    -1, &v), SM_LEGAL);
		assert_int_equal(v.score, 6);
		assert_int_equal(v.warnings, SM_DUPW_BLANK);
		sm_move_format(&v.canonical, buf, sizeof buf);
		assert_string_equal(buf, "H8 CAS");
	}
	/* Tactic, each group on its own. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "CS?BBFF", "TEIOUGG", 1);
	set_stock(&d, 'A', 0);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS", 4, "9H AT", 2, 6, &v),
	    SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_BLANK);
	/* Tactic: a missing score is a warning, by default. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CAS", -1, NULL, -1, -1, &v),
	    SM_LEGAL);
	assert_int_equal(v.warnings, SM_DUPW_BLANK | SM_DUPW_SCORE);
	assert_true(sm_dup_omission_warns(SM_DUP_TACTIC));
	assert_false(sm_dup_omission_warns(SM_DUP_CLASSIC));
	assert_false(sm_dup_omission_warns(SM_DUP_TOP));
	testlex_free(lx, img);
}

/* The solo bonus: ceil(n / 2) of the game's players, at most 25; none in
 * Top. */
static void
test_solo_bonus_variant(void **state)
{
	int	v;

	(void)state;
	for (v = 0; v < SM_DUP_NVARIANTS; v++) {
		int want10 = v == SM_DUP_TOP ? 0 : 5;

		assert_int_equal(sm_dup_solo_bonus_for(
		    (enum sm_dup_variant)v, 10), want10);
		assert_int_equal(sm_dup_solo_bonus_for(
		    (enum sm_dup_variant)v, 99), v == SM_DUP_TOP ? 0 : 25);
		assert_int_equal(sm_dup_solo_bonus_for(
		    (enum sm_dup_variant)v, 0), 0);
	}
}

/* ---- the organiser's options (issue 12) ----------------------------------- */

/* Tactic, order imposed ("Ordinea utilizării celor 2 grupe este la
 * alegere sau poate fi impusă la cererea expresă a organizatorului"):
 * brute force of what the judge takes: the first group's moves followed
 * by every move of the second, and the second group's moves alone. */
static void
brute_imposed(const struct sm_dup *d, struct sm_movegen *g, struct pairs *p)
{
	static struct movelist	a, b;
	struct sm_genrack	gr[2];
	struct sm_judgement	j;
	struct sm_board		b2;
	struct sm_dup_top	t;
	size_t			i, k;

	assert_int_equal(sm_dup_genracks(d, gr), 2);
	p->n = 0;
	p->best = -1;
	a.n = 0;
	sm_movegen_all(g, &d->board, &gr[0], collect, &a);
	for (i = 0; i < a.n; i++) {
		assert_int_equal(sm_judge(&d->board, NULL, NULL,
		    &a.v[i].move, &j), SM_LEGAL);
		b2 = d->board;
		sm_board_apply(&b2, &j);
		b.n = 0;
		sm_movegen_all(g, &b2, &gr[1], collect, &b);
		memset(&t, 0, sizeof t);
		t.move[0] = a.v[i];
		if (b.n == 0) {
			t.nmoves = 1;
			t.score = a.v[i].score;
			add_pair(p, &t);
		}
		for (k = 0; k < b.n; k++) {
			t.nmoves = 2;
			t.move[1] = b.v[k];
			t.group[1] = 1;
			t.score = a.v[i].score + b.v[k].score;
			add_pair(p, &t);
		}
	}
	a.n = 0;
	sm_movegen_all(g, &d->board, &gr[1], collect, &a);
	for (i = 0; i < a.n; i++) {
		memset(&t, 0, sizeof t);
		t.nmoves = 1;
		t.move[0] = a.v[i];
		t.group[0] = 1;
		t.score = a.v[i].score;
		add_pair(p, &t);
	}
}

static void
test_tactic_order_names(void **state)
{
	enum sm_dup_order	o = SM_DUP_ORDER_FREE;

	(void)state;
	assert_string_equal(sm_dup_order_name(SM_DUP_ORDER_FREE), "free");
	assert_string_equal(sm_dup_order_name(SM_DUP_ORDER_IMPOSED),
	    "imposed");
	assert_string_equal(sm_dup_order_name((enum sm_dup_order)7),
	    "unknown");
	assert_true(sm_dup_order_parse("Imposed", &o));
	assert_int_equal(o, SM_DUP_ORDER_IMPOSED);
	assert_true(sm_dup_order_parse("free", &o));
	assert_int_equal(o, SM_DUP_ORDER_FREE);
	o = SM_DUP_ORDER_IMPOSED;
	assert_false(sm_dup_order_parse("impose", &o));
	assert_false(sm_dup_order_parse("", &o));
	assert_false(sm_dup_order_parse(NULL, &o));
	assert_int_equal(o, SM_DUP_ORDER_IMPOSED);
	assert_false(sm_dup_triples_apply(SM_DUP_SUPERJOKER));
	assert_true(sm_dup_triples_apply(SM_DUP_CLASSIC));
	assert_true(sm_dup_triples_apply(SM_DUP_TACTIC));
}

/* The top with the order imposed is the best the judge takes in that
 * order, below the free top when the best pair plays the second group
 * first; every pair listed plays the first group first. */
static void
test_tops_tactic_imposed(void **state)
{
	static const char *const w[] = { "CASA", "CASE", "CAS", "AS", "SA",
	    "ACASA", "CASAT", "TE", "ET", "AT", "TA", "ZAR", "ZARE", "AC",
	    "CA", "RAZE", "ARE", "RE", "ER", "ZE", "TEZ", "TEZA", "SAT",
	    "SE", "ES", "TAC", "CAT" };
	static const char *const pos[][3] = {
		{ NULL, "ZARETBG", "CASAEBF" },
		{ NULL, "CASAEBF", "ZARETBG" },
		{ "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15",
		  "SATCBFA", "ZETRBGE" },
		{ "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15",
		  "ZETRBGE", "SATCBFA" },
	};
	static struct pairs	p;
	struct sm_lexicon	*lx;
	struct sm_movegen	*g;
	struct sm_dup		 d;
	struct sm_dup_top	 out[64], fr[64];
	struct sm_dup_verdict	 v;
	size_t			 count, nfree, i, x;
	char			 a[40], b[40];
	void			*img;
	int			 lower = 0;

	(void)state;
	lx = small_lex(w, sizeof w / sizeof w[0], &img);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	for (x = 0; x < sizeof pos / sizeof pos[0]; x++) {
		mkstate(&d, SM_DUP_TACTIC, pos[x][0], pos[x][1], pos[x][2],
		    3);
		assert_int_equal(sm_dup_tops(&d, g, fr, 64, &nfree), 0);
		d.order = SM_DUP_ORDER_IMPOSED;
		brute_imposed(&d, g, &p);
		assert_int_equal(sm_dup_tops(&d, g, out, 64, &count), 0);
		print_message("position %zu: free top %d, imposed %d (brute "
		    "%d, %zu equal)\n", x, fr[0].score, out[0].score, p.best,
		    p.n);
		assert_int_equal(out[0].score, p.best);
		assert_int_equal(count, p.n < 64 ? p.n : 64);
		assert_true(out[0].score <= fr[0].score);
		if (out[0].score < fr[0].score)
			lower++;
		for (i = 0; i < count; i++) {
			if (out[i].nmoves == 2) {
				assert_int_equal(out[i].group[0], 0);
				assert_int_equal(out[i].group[1], 1);
			}
			/* The judge takes it at its score, in that order. */
			write_move(&out[i].move[0].move, a, sizeof a);
			if (out[i].nmoves == 2)
				write_move(&out[i].move[1].move, b, sizeof b);
			assert_int_equal(sm_dup_judge(&d, lx, a,
			    out[i].move[0].score, out[i].nmoves == 2 ? b : NULL,
			    out[i].nmoves == 2 ? out[i].move[1].score : -1,
			    out[i].score, &v), SM_LEGAL);
			assert_int_equal(v.score, out[i].score);
			assert_int_equal(v.group[0], out[i].group[0]);
		}
		/* The free top played the other way round is refused or
		 * scores less. */
		if (fr[0].nmoves == 2 && fr[0].group[0] == 1) {
			write_move(&fr[0].move[0].move, a, sizeof a);
			write_move(&fr[0].move[1].move, b, sizeof b);
			if (sm_dup_judge(&d, lx, a, fr[0].move[0].score, b,
			    fr[0].move[1].score, fr[0].score, &v) == SM_LEGAL)
				assert_true(v.score <= out[0].score);
		}
	}
	/* At least one position where imposing the order costs points. */
	assert_true(lower > 0);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

/* The judge, order imposed: a pair plays the first group, then the
 * second; one move alone may be either group's. */
static void
test_judge_tactic_imposed(void **state)
{
	struct sm_lexicon	*lx;
	struct sm_dup		 d;
	struct sm_dup_verdict	 v;
	void			*img;

	(void)state;
	lx = small_lex(jwords, sizeof jwords / sizeof jwords[0], &img);
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASABBF", "TEIOUGG", 1);
	d.order = SM_DUP_ORDER_IMPOSED;
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_LEGAL);
	assert_int_equal(v.group[0], 0);
	assert_int_equal(v.group[1], 1);
	assert_int_equal(v.score, 11);
	assert_false(v.wrong_order);
	/* The groups the other way round: free takes it, imposed not. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "TEIOUGG", "CASABBF", 1);
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_LEGAL);
	d.order = SM_DUP_ORDER_IMPOSED;
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AT", 3, 11,
	    &v), SM_BAD_RACK_LACKS);
	assert_int_equal(v.which, 1);
	assert_int_equal(v.score, 0);
	assert_true(v.wrong_order);
	/* Refused in either order: not for the order. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, "9H AS", 3, 11,
	    &v), SM_BAD_RACK_LACKS);
	assert_false(v.wrong_order);
	/* One move alone, of the second group: taken. */
	assert_int_equal(sm_dup_judge(&d, lx, "H8 CASA", 8, NULL, -1, -1,
	    &v), SM_LEGAL);
	assert_int_equal(v.group[0], 1);
	assert_int_equal(v.score, 8);
	testlex_free(lx, img);
}

/* Three of one letter (a blank is no letter). */
static bool
triple_in(const struct sm_rack *r)
{
	int	l;

	for (l = 1; l <= SM_NLETTERS; l++)
		if (r->counts[l] >= 3)
			return true;
	return false;
}

/* Whole games of draws per variant, the same seeds with the redraw of
 * three of one letter off and on: off, some racks hold a triple; on, none
 * does while the stock could give a rack without one, the racks sent back
 * are counted, and the same seed gives the same racks. */
static void
test_draw_triples(void **state)
{
	struct sm_dup	d, e;
	int		v, seed, on, next, x, size, with[2], back[2];
	int		pick;

	(void)state;
	for (v = 0; v < SM_DUP_NVARIANTS; v++) {
		size = sm_dup_rack_size((enum sm_dup_variant)v);
		pick = v == SM_DUP_COMPLETIV ? 1 : v == SM_DUP_SUPERJOKER ? 2 :
		    0;
		for (on = 0; on < 2; on++) {
			with[on] = back[on] = 0;
			for (seed = 0; seed < 60; seed++) {
				sm_dup_init(&d, (enum sm_dup_variant)v,
				    (uint64_t)seed * 104729 + 11);
				d.triples = on;
				e = d;
				next = 0;
				while (sm_dup_draw(&d, NULL) == SM_DRAW_OK) {
					assert_conserved(&d);
					assert_int_equal(sm_dup_draw(&e, NULL),
					    SM_DRAW_OK);
					assert_memory_equal(&d.rack, &e.rack,
					    sizeof d.rack);
					assert_memory_equal(&d.rack2, &e.rack2,
					    sizeof d.rack2);
					assert_int_equal(d.triples_back,
					    e.triples_back);
					back[on] += d.triples_back;
					if (!on)
						assert_int_equal(
						    d.triples_back, 0);
					if (triple_in(&d.rack) ||
					    triple_in(&d.rack2))
						with[on]++;
					if (on && v != SM_DUP_SUPERJOKER &&
					    d.rack.ntiles == size &&
					    d.round < 8)
						/* early: the stock is
						 * large */
						assert_false(
						    triple_in(&d.rack) ||
						    triple_in(&d.rack2));
					roundtrip(&d);
					x = 1 + (int)(sm_rng_next(&d.rng) % 7);
					if (x > d.rack.ntiles)
						x = d.rack.ntiles;
					fake_play(&d, &d.rack, x, pick, &next);
					if (v == SM_DUP_TACTIC)
						fake_play(&d, &d.rack2, 3, 0,
						    &next);
					e = d;
				}
			}
		}
		print_message("%s: racks with a triple: %d off, %d on; sent "
		    "back %d\n", sm_dup_variant_name((enum sm_dup_variant)v),
		    with[0], with[1], back[1]);
		assert_true(with[0] > 0);
		if (v == SM_DUP_SUPERJOKER) {
			assert_int_equal(back[1], 0);
			assert_int_equal(with[1], with[0]);
		} else {
			assert_true(back[1] > 0);
			assert_true(with[1] < with[0] / 4);
		}
	}
}

/* The leftover counts in the rack ("grupa de 7 litere conţine") and goes
 * back with it ("renunţând şi la eventualele litere rămase din turul
 * anterior"); blanks are no letter; a stock that cannot give a rack
 * without a triple is drawn as it comes. */
static void
test_draw_triples_leftover(void **state)
{
	struct sm_dup	d;
	int		l, on;

	(void)state;
	for (on = 0; on < 2; on++) {
		mkstate(&d, SM_DUP_CLASSIC, NULL, "AAA", NULL, 1);
		d.triples = on;
		assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
		assert_conserved(&d);
		assert_int_equal(d.rack.ntiles, 7);
		if (on) {
			assert_false(triple_in(&d.rack));
			assert_true(d.triples_back >= 1);
		} else {
			assert_true(d.rack.counts[letter('A')] >= 3);
			assert_int_equal(d.triples_back, 0);
		}
	}
	/* Two blanks with two A: no triple (a blank is no letter); the
	 * stock B, C, E: the rack as it comes, the leftover kept. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 5);
	d.triples = true;
	memset(d.bag.counts, 0, sizeof d.bag.counts);
	rack_of(&d.rack, "??AA");
	d.bag.counts[letter('B')] = 1;
	d.bag.counts[letter('C')] = 1;
	d.bag.counts[letter('E')] = 1;
	d.bag.ntiles = 3;
	d.round = 20;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(d.rack.ntiles, 7);
	assert_int_equal(d.rack.counts[SM_RACK_BLANK], 2);
	assert_int_equal(d.triples_back, 0);
	/* Tactic: the group with the triple goes back, the other stays. */
	mkstate(&d, SM_DUP_TACTIC, NULL, "CASABEF", "III", 2);
	d.triples = true;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(d.rack.counts[letter('C')], 1);
	assert_int_equal(d.rack.counts[letter('S')], 1);
	assert_int_equal(d.rack.counts[letter('A')], 2);
	assert_false(triple_in(&d.rack2));
	assert_true(d.triples_back >= 1);
	/* A stock that cannot give a rack without a triple: as it comes. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 5);
	d.triples = true;
	memset(d.bag.counts, 0, sizeof d.bag.counts);
	d.bag.counts[letter('A')] = 5;
	d.bag.counts[letter('B')] = 2;
	d.bag.ntiles = 7;
	d.round = 20;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_int_equal(d.rack.counts[letter('A')], 5);
	assert_int_equal(d.triples_back, 0);
	/* With one more letter a rack without a triple exists: it is the
	 * one drawn (2 A, 2 B, 2 C, the E). */
	sm_dup_init(&d, SM_DUP_CLASSIC, 5);
	d.triples = true;
	memset(d.bag.counts, 0, sizeof d.bag.counts);
	d.bag.counts[letter('A')] = 5;
	d.bag.counts[letter('B')] = 2;
	d.bag.counts[letter('C')] = 2;
	d.bag.counts[letter('E')] = 1;
	d.bag.ntiles = 10;
	d.round = 20;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	for (l = 1; l <= SM_NLETTERS; l++)
		assert_true(d.rack.counts[l] <= 2);
	/* Superjoker: no restriction on the letters drawn. */
	mkstate(&d, SM_DUP_SUPERJOKER, NULL, "AAA", NULL, 1);
	d.triples = true;
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_true(d.rack.counts[letter('A')] >= 3);
	assert_int_equal(d.triples_back, 0);
}

/* The options are saved only when set; a line with them loads back; bad
 * ones are refused. */
static void
test_save_options(void **state)
{
	struct sm_dup	d, e;
	char		line[SM_DUP_SAVE_MAX], bad[SM_DUP_SAVE_MAX + 32];

	(void)state;
	sm_dup_init(&d, SM_DUP_TACTIC, 9);
	assert_int_equal(sm_dup_draw(&d, NULL), SM_DRAW_OK);
	assert_true(sm_dup_save(&d, line, sizeof line) > 0);
	assert_null(strstr(line, "order="));
	assert_null(strstr(line, "triples="));
	d.order = SM_DUP_ORDER_IMPOSED;
	d.triples = true;
	d.triples_back = 3;
	roundtrip(&d);
	assert_true(sm_dup_save(&d, line, sizeof line) > 0);
	assert_non_null(strstr(line, " order=imposed triples=3"));
	d.order = SM_DUP_ORDER_FREE;
	roundtrip(&d);
	d.order = SM_DUP_ORDER_IMPOSED;
	d.triples = false;
	d.triples_back = 0;
	roundtrip(&d);
	/* Refused: unknown, repeated or misplaced options; imposed order
	 * outside tactic. */
	assert_true(sm_dup_save(&d, line, sizeof line) > 0);
	snprintf(bad, sizeof bad, "%s order=imposed", line);
	assert_int_equal(sm_dup_load(&e, bad), -1);
	snprintf(bad, sizeof bad, "%s triples=1 triples=2", line);
	assert_int_equal(sm_dup_load(&e, bad), -1);
	snprintf(bad, sizeof bad, "%s triples=x", line);
	assert_int_equal(sm_dup_load(&e, bad), -1);
	snprintf(bad, sizeof bad, "%s order=free", line);
	assert_int_equal(sm_dup_load(&e, bad), -1);
	snprintf(bad, sizeof bad, "%s triples=1", line);
	assert_int_equal(sm_dup_load(&e, bad), 0);
	assert_true(e.triples);
	assert_int_equal(e.order, SM_DUP_ORDER_IMPOSED);
	sm_dup_init(&d, SM_DUP_CLASSIC, 9);
	d.order = SM_DUP_ORDER_IMPOSED;
	assert_true(sm_dup_save(&d, line, sizeof line) > 0);
	assert_int_equal(sm_dup_load(&e, line), -1);
}

/* Whole games with the options: every top judged legal at its score in
 * the imposed order; racks sent back for a triple. */
static void
test_game_options(void **state)
{
	int	back = 0;

	(void)state;
	NEED_BIG();
	back += whole_game_opts(SM_DUP_TACTIC, 7, SM_DUP_ORDER_IMPOSED,
	    true);
	back += whole_game_opts(SM_DUP_CLASSIC, 1, SM_DUP_ORDER_FREE, true);
	print_message("racks sent back for three of one letter: %d\n", back);
	assert_true(back > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_solo_bonus),
		cmocka_unit_test(test_draws),
		cmocka_unit_test(test_draw_exception),
		cmocka_unit_test(test_redraw),
		cmocka_unit_test(test_reproducible),
		cmocka_unit_test(test_tops_tiebreak),
		cmocka_unit_test(test_tops_many_ties),
		cmocka_unit_test(test_tops_variants),
		cmocka_unit_test(test_play_refused),
		cmocka_unit_test(test_tops_tactic),
		cmocka_unit_test(test_tops_tactic_many),
		cmocka_unit_test(test_judge_classic),
		cmocka_unit_test(test_judge_completiv),
		cmocka_unit_test(test_judge_tactic),
		cmocka_unit_test(test_save_load),
		cmocka_unit_test(test_game_classic),
		cmocka_unit_test(test_game_eliptic),
		cmocka_unit_test(test_game_completiv),
		cmocka_unit_test(test_game_superjoker),
		cmocka_unit_test(test_game_metagrama),
		cmocka_unit_test(test_game_tactic),
		cmocka_unit_test(test_metagrama_one_swap),
		cmocka_unit_test(test_draw_has_move),
		cmocka_unit_test(test_draw_no_move_ends),
		cmocka_unit_test(test_redraw_has_move),
		cmocka_unit_test(test_draw_rare_move),
		cmocka_unit_test(test_tops_total),
		cmocka_unit_test(test_tops_total_tactic),
		cmocka_unit_test(test_tops_balance_stock),
		cmocka_unit_test(test_judge_slip_every_variant),
		cmocka_unit_test(test_solo_bonus_variant),
		cmocka_unit_test(test_tactic_order_names),
		cmocka_unit_test(test_tops_tactic_imposed),
		cmocka_unit_test(test_judge_tactic_imposed),
		cmocka_unit_test(test_draw_triples),
		cmocka_unit_test(test_draw_triples_leftover),
		cmocka_unit_test(test_save_options),
		cmocka_unit_test(test_game_options),
	};

	/* TEST_DUP_ONLY=test_game_* runs the tests matching the pattern. */
	if (getenv("TEST_DUP_ONLY") != NULL)
		cmocka_set_test_filter(getenv("TEST_DUP_ONLY"));
	return cmocka_run_group_tests(tests, setup_big, teardown_big);
}
