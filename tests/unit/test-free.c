/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-free.c: the free game and liber mărunțel (free.h).  RULES.md's
 * worked examples played through sm_free_move on racks set for them; turn
 * order, refusals that change nothing, refills, exchange limits, passes
 * ending the game, resignation, ranks and ties, the mărunțel opening and
 * its exchange rules; save/load round trips and tampered lines; and, with
 * the default lexicon ($SCRABMAIL_LEXICON, set by make check; skipped
 * without it), whole games played by the move generator in both variants
 * and both end-scoring options, with tile conservation, a save/load round
 * trip and a replay check at every turn and the end scoring recomputed.
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
#include "free.h"
#include "lexicon.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "tiles.h"
#include "testlex.h"
#include "biglex.h"

/* ---- helpers --------------------------------------------------------------- */

/* board + bag + racks = the set, and the bag's and racks' counts agree. */
static void
assert_conserved(const struct sm_free *g)
{
	int	total[SM_NLETTERS + 1], l, r, c, p, n = 0, k;

	for (l = 0; l <= SM_NLETTERS; l++) {
		total[l] = g->bag.counts[l];
		n += g->bag.counts[l];
	}
	assert_int_equal(n, g->bag.ntiles);
	for (p = 0; p < g->nplayers; p++) {
		k = 0;
		for (l = 0; l <= SM_NLETTERS; l++) {
			total[l] += g->rack[p].counts[l];
			k += g->rack[p].counts[l];
		}
		assert_int_equal(k, g->rack[p].ntiles);
	}
	for (r = 0; r < SM_DIM; r++)
		for (c = 0; c < SM_DIM; c++)
			if (g->board.sq[r][c] != 0)
				total[SM_TILE_IS_BLANK(g->board.sq[r][c]) ?
				    0 : SM_TILE_LETTER(g->board.sq[r][c])]++;
	for (l = 0; l <= SM_NLETTERS; l++)
		assert_int_equal(total[l], sm_letter_count(l));
}

/* Save, load into another struct, save again: the same line. */
static void
assert_roundtrip(const struct sm_free *g)
{
	char		a[SM_FREE_SAVE_MAX], b[SM_FREE_SAVE_MAX];
	struct sm_free	h;

	assert_true(sm_free_save(g, a, sizeof a) > 0);
	assert_int_equal(sm_free_load(&h, a), 0);
	assert_true(sm_free_save(&h, b, sizeof b) > 0);
	assert_string_equal(a, b);
	assert_int_equal(h.turn, g->turn);
	assert_int_equal(h.state, g->state);
	assert_memory_equal(h.score, g->score, sizeof h.score);
	assert_memory_equal(h.rng.s, g->rng.s, sizeof h.rng.s);
}

static int
rack_value(const struct sm_rack *r)
{
	int	l, v = 0;

	for (l = 1; l <= SM_NLETTERS; l++)
		v += r->counts[l] * sm_letter_value(l);
	return v;
}

/* Give player exactly these tiles, every other rack emptied first (so the
 * bag holds what the examples need). */
static void
only_rack(struct sm_free *g, int player, const char *letters)
{
	int	p;

	for (p = 0; p < g->nplayers; p++)
		assert_int_equal(sm_free_set_rack(g, p, ""), 0);
	assert_int_equal(sm_free_set_rack(g, player, letters), 0);
	assert_conserved(g);
}

static void
play(struct sm_free *g, int player, const char *move, int score)
{
	struct sm_free_result	r;

	assert_int_equal(sm_free_move(g, NULL, player, move, &r), SM_FREE_OK);
	assert_int_equal(r.score, score);
	assert_int_equal(r.nturns >= 1, 1);
	assert_int_equal(r.turns[0].kind, SM_FREE_PLAY);
	assert_int_equal(r.turns[0].score, score);
	assert_int_equal(r.turns[0].total, g->score[player]);
	assert_conserved(g);
	/* (only_rack leaves the other racks empty, which no saved game
	 * has for the player to move.) */
	if (g->rack[g->turn].ntiles > 0)
		assert_roundtrip(g);
}

/* ---- worked examples ------------------------------------------------------- */

static void
test_examples_000(void **state)
{
	struct sm_free	g;

	(void)state;
	assert_int_equal(sm_free_init(&g, SM_FREE_CLASSIC, 2, 7, 0, NULL), 0);
	only_rack(&g, 0, "ACAS");
	play(&g, 0, "H7 CASA", 8);
	only_rack(&g, 1, "STIRE");
	play(&g, 1, "I8 STIRE", 13);
	only_rack(&g, 0, "?OMANDA");
	play(&g, 0, "6E C0OMANDA", 71);
	only_rack(&g, 1, "TRI");
	play(&g, 1, "H4 TRACASAI", 11);
	only_rack(&g, 0, "CPRARUL");
	play(&g, 0, "K5 CAPRARUL", 86);
	assert_int_equal(g.score[0], 8 + 71 + 86);
	assert_int_equal(g.score[1], 13 + 11);
	assert_int_equal(g.turn, 1);
	assert_int_equal(g.moves, 5);
	assert_int_equal(g.state, SM_FREE_PLAYING);
	/* The blank stays a C on the board. */
	assert_int_equal(g.board.sq[4][5], 3 | SM_BLANK);
}

static void
test_examples_001(void **state)
{
	struct sm_free	g;

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 8, 0, NULL);
	only_rack(&g, 0, "MICA");
	play(&g, 0, "H5 MICA", 14);
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 8, 0, NULL);
	only_rack(&g, 0, "ACEL");
	play(&g, 0, "H6 ACEL", 8);
	sm_free_init(&g, SM_FREE_CLASSIC, 3, 8, 0, NULL);
	only_rack(&g, 0, "METALIC");
	play(&g, 0, "h4 metalic", 78);
	only_rack(&g, 1, "BUNUR");
	play(&g, 1, "9C BUNURI", 24);
	only_rack(&g, 2, "E");
	play(&g, 2, "H4 METALICE", 11);
	assert_int_equal(g.turn, 0);
}

/* ---- turns ----------------------------------------------------------------- */

static void
test_turns_and_refusals(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	char			a[SM_FREE_SAVE_MAX], b[SM_FREE_SAVE_MAX];
	int			bag;

	(void)state;
	assert_int_equal(sm_free_init(&g, SM_FREE_CLASSIC, 1, 1, 0, NULL), -1);
	assert_int_equal(sm_free_init(&g, SM_FREE_CLASSIC, 5, 1, 0, NULL), -1);
	assert_int_equal(sm_free_init(&g, SM_FREE_MARUNTEL, 9, 1, 0, NULL),
	    -1);
	assert_int_equal(sm_free_init(&g, SM_FREE_CLASSIC, 4, 1, 0, NULL), 0);
	assert_int_equal(g.bag.ntiles, 100 - 28);
	assert_int_equal(g.rack[3].ntiles, 7);
	assert_conserved(&g);
	only_rack(&g, 0, "CASAXZB");
	/* Other racks are empty after only_rack: refill them. */
	assert_int_equal(sm_free_set_rack(&g, 1, "EEEIIIO"), 0);
	assert_int_equal(sm_free_set_rack(&g, 2, "NNNOOOP"), 0);
	assert_int_equal(sm_free_set_rack(&g, 3, "RRRTTTU"), 0);
	sm_free_save(&g, a, sizeof a);

	assert_int_equal(sm_free_move(&g, NULL, 1, "H8 CASA", &r),
	    SM_FREE_NOT_YOUR_TURN);
	assert_int_equal(sm_free_move(&g, NULL, 7, "H8 CASA", &r),
	    SM_FREE_BAD_PLAYER);
	assert_int_equal(sm_free_move(&g, NULL, 0, "CASA", &r),
	    SM_FREE_BAD_NOTATION);
	assert_int_equal(r.notation, SM_NOTATION_NO_COORD);
	assert_int_equal(sm_free_move(&g, NULL, 0, "A1 CASA", &r),
	    SM_FREE_ILLEGAL);
	assert_int_equal(r.j.verdict, SM_BAD_FIRST_CENTRE);
	assert_int_equal(sm_free_move(&g, NULL, 0, "H8 CASE", &r),
	    SM_FREE_ILLEGAL);
	assert_int_equal(r.j.verdict, SM_BAD_RACK_LACKS);
	assert_int_equal(sm_free_exchange(&g, 1, "EE", &r),
	    SM_FREE_NOT_YOUR_TURN);
	assert_int_equal(sm_free_pass(&g, 2, &r), SM_FREE_NOT_YOUR_TURN);
	sm_free_save(&g, b, sizeof b);
	assert_string_equal(a, b);		/* nothing changed */

	bag = g.bag.ntiles;
	assert_int_equal(sm_free_move(&g, NULL, 0, "H8 CASA", &r), SM_FREE_OK);
	assert_int_equal(r.score, 8);		/* (1 + 1 + 1 + 1) x 2 */
	assert_int_equal(g.rack[0].ntiles, 7);	/* refilled */
	assert_int_equal(g.bag.ntiles, bag - 4);
	assert_int_equal(g.rack[0].counts[24], 1);	/* X kept */
	assert_int_equal(g.turn, 1);
	assert_conserved(&g);
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_int_equal(g.turn, 2);
	assert_int_equal(sm_free_pass(&g, 2, &r), SM_FREE_OK);
	assert_int_equal(sm_free_pass(&g, 3, &r), SM_FREE_OK);
	assert_int_equal(g.turn, 0);
	assert_int_equal(g.moves, 4);
	assert_roundtrip(&g);
}

static void
test_exchange(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	char			a[SM_FREE_SAVE_MAX], b[SM_FREE_SAVE_MAX];
	int			bag;

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 3, 0, NULL);
	assert_int_equal(sm_free_set_rack(&g, 0, "AEIOUBC"), 0);
	sm_free_save(&g, a, sizeof a);
	assert_int_equal(sm_free_exchange(&g, 0, "A", &r),
	    SM_FREE_EXCHANGE_COUNT);
	assert_int_equal(sm_free_exchange(&g, 0, "AEIOUBCD", &r),
	    SM_FREE_EXCHANGE_COUNT);
	assert_int_equal(sm_free_exchange(&g, 0, "AEIOUBCDE", &r),
	    SM_FREE_EXCHANGE_COUNT);
	assert_int_equal(sm_free_exchange(&g, 0, "", &r),
	    SM_FREE_EXCHANGE_COUNT);
	assert_int_equal(sm_free_exchange(&g, 0, "AA", &r),
	    SM_FREE_BAD_TILES);
	assert_int_equal(sm_free_exchange(&g, 0, "A?", &r),
	    SM_FREE_BAD_TILES);
	assert_int_equal(sm_free_exchange(&g, 0, "A1", &r),
	    SM_FREE_BAD_TILES);
	assert_int_equal(sm_free_exchange(&g, 1, "AE", &r),
	    SM_FREE_NOT_YOUR_TURN);
	sm_free_save(&g, b, sizeof b);
	assert_string_equal(a, b);
	bag = g.bag.ntiles;
	assert_int_equal(sm_free_exchange(&g, 0, "ae", &r), SM_FREE_OK);
	assert_int_equal(r.score, 0);
	assert_int_equal(r.turns[0].kind, SM_FREE_EXCHANGE);
	assert_int_equal(r.turns[0].tiles.ntiles, 2);
	assert_int_equal(r.turns[0].rack.ntiles, 7);
	assert_int_equal(g.bag.ntiles, bag);
	assert_int_equal(g.rack[0].ntiles, 7);
	assert_int_equal(g.scoreless, 0);	/* an exchange is no pass */
	assert_int_equal(g.turn, 1);
	assert_conserved(&g);
	/* All seven, back in the bag after the draw. */
	assert_int_equal(sm_free_set_rack(&g, 1, "NNRRTTU"), 0);
	assert_int_equal(sm_free_exchange(&g, 1, "NNRRTTU", &r), SM_FREE_OK);
	assert_int_equal(g.rack[1].ntiles, 7);
	assert_conserved(&g);
	assert_roundtrip(&g);
}

/* The bag with fewer than 7 tiles: built as a saved line with most tiles
 * on the board, then loaded. */
static void
test_exchange_bag_low(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	char			line[SM_FREE_SAVE_MAX];
	struct sm_rack		rk;
	int			l, row = 0, col = 0, leftbag = 6;

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 5, SM_FREE_OPT_RACKS, NULL);
	/* Everything but the racks and 6 letters onto the board. */
	for (l = 0; l <= SM_NLETTERS; l++) {
		int keep = 0;

		while (g.bag.counts[l] > keep) {
			if (leftbag > 0 && l > 0) {
				keep++;
				leftbag--;
				continue;
			}
			g.board.sq[row][col] = (uint8_t)(l == 0 ?
			    1 | SM_BLANK : l);
			g.board.ntiles++;
			g.bag.counts[l]--;
			g.bag.ntiles--;
			if (++col == SM_DIM) {
				col = 0;
				row++;
			}
		}
	}
	assert_int_equal(g.bag.ntiles, 6);
	assert_conserved(&g);
	assert_true(sm_free_save(&g, line, sizeof line) > 0);
	assert_int_equal(sm_free_load(&g, line), 0);
	rk = g.rack[0];
	sm_rack_format(&rk, line, sizeof line);
	line[2] = '\0';
	assert_int_equal(sm_free_exchange(&g, 0, line, &r), SM_FREE_BAG_LOW);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
}

static void
test_passes_end(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	int			i, p, v[3], score[SM_FREE_MAX_PLAYERS];
	int			rank[SM_FREE_MAX_PLAYERS];

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 3, 11, SM_FREE_OPT_RACKS, NULL);
	for (p = 0; p < 3; p++)
		v[p] = rack_value(&g.rack[p]);
	for (i = 0; i < 5; i++) {
		assert_int_equal(sm_free_pass(&g, i % 3, &r), SM_FREE_OK);
		assert_false(r.over);
		assert_int_equal(g.state, SM_FREE_PLAYING);
	}
	assert_int_equal(sm_free_pass(&g, 2, &r), SM_FREE_OK);
	assert_true(r.over);
	assert_int_equal(g.state, SM_FREE_OVER);
	assert_int_equal(g.end, SM_FREE_END_PASSES);
	assert_int_equal(r.nturns, 1 + 3);
	for (p = 0; p < 3; p++) {
		assert_int_equal(g.score[p], -v[p]);
		assert_int_equal(r.turns[1 + p].kind, SM_FREE_END_LOSS);
		assert_int_equal(r.turns[1 + p].score, -v[p]);
	}
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_GAME_OVER);
	assert_int_equal(sm_free_move(&g, NULL, 0, "H8 AA", &r),
	    SM_FREE_GAME_OVER);
	sm_free_result(&g, score, rank);
	for (p = 0; p < 3; p++) {
		int	q, better = 0;

		for (q = 0; q < 3; q++)
			if (score[q] > score[p])
				better++;
		assert_int_equal(rank[p], better + 1);
	}
	assert_roundtrip(&g);

	/* Without the option the racks count nothing (an exchange in
	 * between starts the count of passes again). */
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 11, 0, NULL);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	assert_int_equal(sm_free_set_rack(&g, 1, "AEIOUBC"), 0);
	assert_int_equal(sm_free_exchange(&g, 1, "AE", &r), SM_FREE_OK);
	for (i = 0; i < 3; i++) {
		assert_int_equal(sm_free_pass(&g, i % 2, &r), SM_FREE_OK);
		assert_false(r.over);
	}
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_true(r.over);
	assert_int_equal(r.nturns, 1);
	assert_int_equal(g.score[0], 0);
	assert_int_equal(g.score[1], 0);
	sm_free_result(&g, score, rank);
	assert_int_equal(rank[0], 1);		/* tie shares the place */
	assert_int_equal(rank[1], 1);

	/* A play resets the count. */
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 12, 0, NULL);
	sm_free_pass(&g, 0, &r);
	sm_free_pass(&g, 1, &r);
	sm_free_pass(&g, 0, &r);
	only_rack(&g, 1, "CASA");
	assert_int_equal(sm_free_set_rack(&g, 0, "AAAAAAA"), 0);
	play(&g, 1, "H8 CASA", 8);
	sm_free_pass(&g, 0, &r);
	assert_false(r.over);
	assert_int_equal(g.scoreless, 1);
}

static void
test_resign_and_ranks(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	int			score[SM_FREE_MAX_PLAYERS];
	int			rank[SM_FREE_MAX_PLAYERS];

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 3, 21, SM_FREE_OPT_RACKS, NULL);
	only_rack(&g, 0, "METALIC");
	play(&g, 0, "H4 METALIC", 78);
	/* Not their turn, but a player may resign at any time. */
	assert_int_equal(sm_free_resign(&g, 0, &r), SM_FREE_OK);
	assert_true(r.over);
	assert_int_equal(r.nturns, 1);		/* no end scoring */
	assert_int_equal(r.turns[0].kind, SM_FREE_RESIGNS);
	assert_int_equal(g.end, SM_FREE_END_RESIGN);
	assert_int_equal(g.resigned, 0);
	assert_int_equal(g.score[0], 78);
	sm_free_result(&g, score, rank);
	assert_int_equal(score[0], 78);
	assert_int_equal(rank[0], 3);		/* last, though ahead */
	assert_int_equal(rank[1], 1);
	assert_int_equal(rank[2], 1);
	assert_int_equal(score[3], 0);
	assert_int_equal(rank[3], 0);
	assert_int_equal(sm_free_resign(&g, 1, &r), SM_FREE_GAME_OVER);
	assert_roundtrip(&g);
}

static void
test_reproducible(void **state)
{
	struct sm_free		a, b;
	struct sm_free_result	r;
	char			la[SM_FREE_SAVE_MAX], lb[SM_FREE_SAVE_MAX];

	(void)state;
	sm_free_init(&a, SM_FREE_CLASSIC, 2, 99, 0, NULL);
	sm_free_init(&b, SM_FREE_CLASSIC, 2, 99, 0, NULL);
	sm_free_save(&a, la, sizeof la);
	sm_free_save(&b, lb, sizeof lb);
	assert_string_equal(la, lb);
	sm_free_set_rack(&a, 0, "AEIOUBC");
	sm_free_set_rack(&b, 0, "AEIOUBC");
	sm_free_exchange(&a, 0, "AEIOU", &r);
	sm_free_exchange(&b, 0, "AEIOU", &r);
	sm_free_save(&a, la, sizeof la);
	sm_free_save(&b, lb, sizeof lb);
	assert_string_equal(la, lb);
	sm_free_init(&b, SM_FREE_CLASSIC, 2, 100, 0, NULL);
	sm_free_init(&a, SM_FREE_CLASSIC, 2, 99, 0, NULL);
	assert_memory_not_equal(a.rack, b.rack, sizeof a.rack);
}

static void
test_names(void **state)
{
	enum sm_free_variant	v = SM_FREE_CLASSIC;

	(void)state;
	assert_true(sm_free_variant_parse("mărunțel", &v));
	assert_int_equal(v, SM_FREE_MARUNTEL);
	assert_true(sm_free_variant_parse("LIBERĂ", &v));
	assert_int_equal(v, SM_FREE_CLASSIC);
	assert_false(sm_free_variant_parse("duplicat", &v));
	assert_false(sm_free_variant_parse(NULL, &v));
	assert_string_equal(sm_free_variant_name(SM_FREE_MARUNTEL),
	    "maruntel");
	assert_string_equal(sm_free_variant_name((enum sm_free_variant)7),
	    "unknown");
	assert_int_equal(sm_free_max_players(SM_FREE_CLASSIC), 4);
	assert_int_equal(sm_free_max_players(SM_FREE_MARUNTEL), 8);
	assert_non_null(sm_free_status_str(SM_FREE_NO_EXCHANGE_YET));
	assert_string_equal(sm_free_end_name(SM_FREE_END_OUT), "out");
}

/* ---- liber mărunțel ------------------------------------------------------ */

/* Place player's one tile to the left of the word on row H (to its right
 * when the left edge is reached; lx NULL: any letter makes a word); the
 * expected score is that of the row's word. */
static void
extend_left(struct sm_free *g, int player)
{
	struct sm_free_result	r;
	char			buf[64], tile[3];
	int			c = 0, end, l, n = 0, k;

	while (g->board.sq[SM_CENTRE][c] == 0)
		c++;
	end = c;
	while (end < SM_DIM && g->board.sq[SM_CENTRE][end] != 0)
		end++;
	for (l = 0; l <= SM_NLETTERS; l++)
		if (g->rack[player].counts[l] > 0)
			break;
	assert_true(c > 0 || end < SM_DIM);
	tile[0] = l == SM_RACK_BLANK ? 'A' : sm_letter_to_ascii(l);
	tile[1] = l == SM_RACK_BLANK ? '0' : '\0';
	tile[2] = '\0';
	n = snprintf(buf, sizeof buf, "H%d ", c > 0 ? c : c + 1);
	if (c > 0)
		n += snprintf(buf + n, sizeof buf - (size_t)n, "%s", tile);
	for (k = c; k < end; k++) {
		uint8_t t = g->board.sq[SM_CENTRE][k];

		buf[n++] = sm_letter_to_ascii(SM_TILE_LETTER(t));
		if (SM_TILE_IS_BLANK(t))
			buf[n++] = '0';
	}
	buf[n] = '\0';
	if (c == 0)
		snprintf(buf + n, sizeof buf - (size_t)n, "%s", tile);
	assert_int_equal(sm_free_move(g, NULL, player, buf, &r), SM_FREE_OK);
	assert_int_equal(r.j.nplaced, 1);
	assert_int_equal(g->rack[player].ntiles, 1);
	assert_conserved(g);
	assert_roundtrip(g);
}

static void
test_maruntel_opening(void **state)
{
	struct sm_free		g;
	struct sm_free_log	*log;
	uint8_t			v, c;
	int			p, seed, h7 = 0, h8 = 0;

	(void)state;
	log = malloc(sizeof *log);
	assert_non_null(log);
	for (seed = 0; seed < 60; seed++) {
		assert_int_equal(sm_free_init(&g, SM_FREE_MARUNTEL, 8,
		    (uint64_t)seed, 0, NULL), 0);
		assert_conserved(&g);
		assert_int_equal(g.board.ntiles, 2);
		assert_int_equal(g.bag.ntiles, 100 - 2 - 8);
		for (p = 0; p < 8; p++)
			assert_int_equal(g.rack[p].ntiles, 1);
		v = g.board.sq[SM_CENTRE][SM_CENTRE];	/* the vowel on H8 */
		assert_true(sm_letter_is_vowel(v));
		assert_false(SM_TILE_IS_BLANK(v));
		if (g.board.sq[SM_CENTRE][SM_CENTRE - 1] != 0) {
			c = g.board.sq[SM_CENTRE][SM_CENTRE - 1];
			assert_int_equal(g.opening.at.col, SM_CENTRE - 1);
			h7++;
		} else {
			c = g.board.sq[SM_CENTRE][SM_CENTRE + 1];
			assert_int_equal(g.opening.at.col, SM_CENTRE);
			h8++;
		}
		assert_true(c >= 1 && c <= SM_NLETTERS);
		assert_false(sm_letter_is_vowel(c));
		assert_true(sm_letter_count(c) > 0);
		/* Scored for nobody; seat 0 moves first. */
		assert_int_equal(g.score[0], 0);
		assert_int_equal(g.opening_score, 0);
		assert_int_equal(g.turn, 0);
		assert_int_equal(g.moves, 1);
		sm_free_log_init(log, &g);
		assert_int_equal(log->n, 1);
		assert_int_equal(log->turns[0].placed, 3);
		assert_int_equal(log->turns[0].score, g.score[0]);
		assert_roundtrip(&g);
	}
	assert_true(h7 > 0 && h8 > 0);
	free(log);
}

static void
test_maruntel_exchange(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	char			t[2] = { 0, 0 };
	int			l;

	(void)state;
	sm_free_init(&g, SM_FREE_MARUNTEL, 3, 4, 0, NULL);
#define TILE(p) do {							\
	for (l = 0; l <= SM_NLETTERS; l++)				\
		if (g.rack[p].counts[l] > 0)				\
			break;						\
	t[0] = l == 0 ? '?' : sm_letter_to_ascii(l);			\
} while (0)
	/* Seat 0 opens the scoring; player 1 passes three times while
	 * player 2 plays. */
	extend_left(&g, 0);
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	extend_left(&g, 2);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	TILE(1);
	assert_int_equal(sm_free_exchange(&g, 1, t, &r),
	    SM_FREE_NO_EXCHANGE_YET);
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	extend_left(&g, 2);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	TILE(1);
	assert_int_equal(sm_free_exchange(&g, 1, "AE", &r),
	    SM_FREE_EXCHANGE_COUNT);
	assert_int_equal(sm_free_exchange(&g, 1, t, &r),
	    SM_FREE_NO_EXCHANGE_YET);
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_int_equal(g.passes[1], 3);
	extend_left(&g, 2);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	/* The fourth turn: allowed. */
	TILE(1);
	assert_int_equal(sm_free_exchange(&g, 1, t, &r), SM_FREE_OK);
	assert_int_equal(g.rack[1].ntiles, 1);
	assert_int_equal(g.passes[1], 0);
	assert_conserved(&g);
	/* Player 2 exchanges: nobody placed a tile for 2 turns: refused. */
	TILE(2);
	assert_int_equal(sm_free_exchange(&g, 2, t, &r),
	    SM_FREE_NO_EXCHANGE_YET);
	/* A full round without a tile placed: everyone may. */
	assert_int_equal(sm_free_pass(&g, 2, &r), SM_FREE_OK);
	TILE(0);
	assert_int_equal(sm_free_exchange(&g, 0, t, &r), SM_FREE_OK);
	TILE(1);
	assert_int_equal(sm_free_exchange(&g, 1, t, &r), SM_FREE_OK);
	assert_conserved(&g);
	assert_roundtrip(&g);
	/* Four rounds without a tile placed (bag not empty) end it. */
	while (g.state == SM_FREE_PLAYING)
		assert_int_equal(sm_free_pass(&g, g.turn, &r), SM_FREE_OK);
	assert_int_equal(g.end, SM_FREE_END_PASSES);
	assert_int_equal(g.scoreless, 4 * 3);
#undef TILE
}

/* ---- save and load ----------------------------------------------------------- */

static void
test_load_refusals(void **state)
{
	struct sm_free		g, h;
	struct sm_free_result	r;
	char			line[SM_FREE_SAVE_MAX], bad[SM_FREE_SAVE_MAX];
	char			*p;
	size_t			i, n;
	unsigned		ch;
	int			ok = 0;

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 3, 5, SM_FREE_OPT_RACKS, NULL);
	only_rack(&g, 0, "CASA");
	sm_free_set_rack(&g, 1, "BCDEFGH");
	sm_free_set_rack(&g, 2, "??IJLMN");
	sm_free_move(&g, NULL, 0, "H8 CASA", &r);
	sm_free_pass(&g, 1, &r);
	n = sm_free_save(&g, line, sizeof line);
	assert_int_equal(n, strlen(line) + 1);
	assert_int_equal(sm_free_save(&g, line, 10), 0);
	assert_int_equal(sm_free_save(&g, line, 0), 0);
	sm_free_save(&g, line, sizeof line);
	assert_int_equal(strncmp(line, "free1 free playing playing 1 3 2 2 1 - - ",
	    strlen("free1 free playing playing 1 3 2 2 1 - - ")), 0);
	for (p = line; *p != '\0'; p++)
		assert_true(*p >= ' ' && *p <= '~');
	/* A newline is allowed at the end. */
	assert_true(snprintf(bad, sizeof bad, "%s\n", line) <
	    (int)sizeof bad);
	assert_int_equal(sm_free_load(&h, bad), 0);

	/* Every byte changed to a few other characters: loaded or refused,
	 * never a crash, and whatever loads keeps the tiles. */
	for (i = 0; line[i] != '\0'; i++) {
		static const char subst[] = "-0 9A?:zb/Z";

		for (ch = 0; ch < sizeof subst - 1; ch++) {
			if (line[i] == subst[ch])
				continue;
			memcpy(bad, line, sizeof bad);
			bad[i] = subst[ch];
			if (sm_free_load(&h, bad) == 0) {
				ok++;
				assert_conserved(&h);
				assert_true(h.nplayers >= 2 && h.nplayers <= 4);
				assert_true(h.turn >= 0 && h.turn < h.nplayers);
			}
		}
		/* Cut short. */
		memcpy(bad, line, sizeof bad);
		bad[i] = '\0';
		assert_int_equal(sm_free_load(&h, bad), -1);
	}
	(void)ok;
	/* Specific refusals. */
	assert_int_equal(sm_free_load(&h, NULL), -1);
	assert_int_equal(sm_free_load(&h, ""), -1);
	assert_true(snprintf(bad, sizeof bad, "%s ", line) <
	    (int)sizeof bad);
	assert_int_equal(sm_free_load(&h, bad), -1);
	/* a 4th player */
	assert_true(snprintf(bad, sizeof bad, "%s ??:0:0", line) <
	    (int)sizeof bad);
	assert_int_equal(sm_free_load(&h, bad), -1);
	memcpy(bad, line, sizeof bad);
	bad[4] = '2';					/* version */
	assert_int_equal(sm_free_load(&h, bad), -1);
	/* Scores: a big one refused. */
	memcpy(bad, line, sizeof bad);
	p = strstr(bad, ":8:0");
	assert_non_null(p);
	memcpy(p, ":9999999999", 11);
	assert_int_equal(sm_free_load(&h, bad), -1);
}

/* ---- whole games with the default lexicon --------------------------------- */


/* The move as a player writes it, blanks as "C0". */
static void
write_move(const struct sm_move *m, char *buf, size_t cap)
{
	char	coord[8];
	size_t	n;
	int	i;

	sm_coord_format(&m->at, coord, sizeof coord);
	n = (size_t)snprintf(buf, cap, "%s ", coord);
	for (i = 0; i < m->len && n + 3 < cap; i++) {
		buf[n++] = sm_letter_to_ascii(SM_TILE_LETTER(m->word[i]));
		if (SM_TILE_IS_BLANK(m->word[i]))
			buf[n++] = '0';
	}
	buf[n] = '\0';
}

struct simstats {
	int	plays, exchanges, passes, out, passends;
};

/* One whole game: the generator's best move, or (rarely, and whenever no
 * move exists) an exchange or a pass.  Checks after every turn. */
static void
sim_game(enum sm_free_variant v, int nplayers, uint64_t seed,
    unsigned options, struct simstats *st)
{
	struct sm_free		 g, before;
	struct sm_free_result	 r;
	struct sm_movegen	*mg;
	struct sm_genrack	 gr;
	struct sm_genmove	 best;
	struct sm_free_log	*log;
	struct sm_rng		 choice;
	char			 buf[64], ex[16];
	int			 total[SM_FREE_MAX_PLAYERS], p, i, k, guard;
	int			 rackv[SM_FREE_MAX_PLAYERS], sum, loss;

	mg = sm_movegen_new(&biglx);
	log = malloc(sizeof *log);
	assert_non_null(mg);
	assert_non_null(log);
	sm_rng_seed(&choice, seed ^ 0x5eed);
	assert_int_equal(sm_free_init(&g, v, nplayers, seed, options,
	    &biglx), 0);
	if (v == SM_FREE_MARUNTEL) {
		uint8_t w[2] = { g.opening.word[0], g.opening.word[1] };

		assert_true(sm_lexicon_contains(&biglx, w, 2));
	}
	sm_free_log_init(log, &g);
	for (p = 0; p < nplayers; p++)
		total[p] = g.score[p];
	for (guard = 0; g.state == SM_FREE_PLAYING && guard < 5000; guard++) {
		p = g.turn;
		before = g;
		sm_genrack_init(&gr, &g.rack[p], &g.board);
		k = (int)sm_rng_below(&choice, 20);
		if (sm_movegen_best(mg, &g.board, &gr, &best, 1) == 1 &&
		    k > 0) {
			write_move(&best.move, buf, sizeof buf);
			assert_int_equal(sm_free_move(&g, &biglx, p, buf, &r),
			    SM_FREE_OK);
			assert_int_equal(r.score, best.score);
			if (v == SM_FREE_MARUNTEL)
				assert_int_equal(r.j.nplaced, 1);
			st->plays++;
		} else if (g.bag.ntiles >= 7 && v == SM_FREE_CLASSIC) {
			struct sm_rack x = g.rack[p];

			sm_rack_format(&x, ex, sizeof ex);
			ex[2 + sm_rng_below(&choice, 6)] = '\0';
			assert_int_equal(sm_free_exchange(&g, p, ex, &r),
			    SM_FREE_OK);
			st->exchanges++;
		} else {
			if (v == SM_FREE_CLASSIC && g.bag.ntiles < 7) {
				struct sm_rack x = g.rack[p];

				sm_rack_format(&x, ex, sizeof ex);
				if (x.ntiles >= 2) {
					ex[2] = '\0';
					assert_int_equal(sm_free_exchange(&g,
					    p, ex, &r), SM_FREE_BAG_LOW);
				}
			}
			assert_int_equal(sm_free_pass(&g, p, &r), SM_FREE_OK);
			st->passes++;
		}
		assert_int_equal(sm_free_log_add(log, &r), 0);
		assert_int_equal(r.turns[0].player, p);
		assert_memory_equal(&r.turns[0].rack, &before.rack[p],
		    sizeof r.turns[0].rack);
		total[p] += r.score;
		assert_conserved(&g);
		assert_roundtrip(&g);
		assert_int_equal(g.moves, before.moves + 1);
		if (g.state == SM_FREE_PLAYING) {
			assert_int_equal(r.nturns, 1);
			/* Racks stay full while the bag has tiles. */
			if (g.bag.ntiles > 0)
				for (i = 0; i < nplayers; i++)
					assert_int_equal(g.rack[i].ntiles,
					    v == SM_FREE_MARUNTEL ? 1 : 7);
		}
	}
	assert_int_equal(g.state, SM_FREE_OVER);
	/* End scoring recomputed from the racks left. */
	sum = 0;
	for (i = 0; i < nplayers; i++) {
		rackv[i] = rack_value(&g.rack[i]);
		if (i != g.out)
			sum += rackv[i];
	}
	for (i = 0; i < nplayers; i++) {
		int expect = total[i];

		if (options & SM_FREE_OPT_RACKS) {
			loss = i == g.out ? 0 : rackv[i];
			expect -= loss;
			if (i == g.out && v == SM_FREE_CLASSIC)
				expect += sum;
		}
		assert_int_equal(g.score[i], expect);
	}
	if (g.end == SM_FREE_END_OUT) {
		st->out++;
		assert_int_equal(g.bag.ntiles, 0);
		assert_int_equal(g.rack[g.out].ntiles, 0);
	} else {
		assert_int_equal(g.end, SM_FREE_END_PASSES);
		st->passends++;
	}
	/* The log's totals agree with the scores. */
	for (p = 0; p < nplayers; p++) {
		int last = 0;

		for (i = 0; i < log->n; i++)
			if (log->turns[i].player == p)
				last = log->turns[i].total;
		assert_int_equal(last, g.score[p]);
	}
	free(log);
	sm_movegen_free(mg);
}

static void
test_games_free(void **state)
{
	struct simstats	st = { 0, 0, 0, 0, 0 };
	uint64_t	seed;

	(void)state;
	NEED_BIG();
	for (seed = 1; seed <= 8; seed++)
		sim_game(SM_FREE_CLASSIC, 2 + (int)(seed % 3), seed,
		    seed % 2 ? SM_FREE_OPT_RACKS : 0, &st);
	print_message("free: %d plays, %d exchanges, %d passes; %d out, "
	    "%d ended by passes\n", st.plays, st.exchanges, st.passes, st.out,
	    st.passends);
	assert_true(st.plays > 8 * 15);
	assert_true(st.exchanges > 0);
	assert_true(st.out > 0);
}

static void
test_games_maruntel(void **state)
{
	struct simstats	st = { 0, 0, 0, 0, 0 };
	uint64_t	seed;

	(void)state;
	NEED_BIG();
	for (seed = 1; seed <= 4; seed++)
		sim_game(SM_FREE_MARUNTEL, 2 + (int)(seed * 2 % 7), seed,
		    seed % 2 ? SM_FREE_OPT_RACKS : 0, &st);
	print_message("maruntel: %d plays, %d passes; %d out, %d ended by "
	    "passes\n", st.plays, st.passes, st.out, st.passends);
	assert_true(st.plays > 4 * 40);
}

/* ---- the federation's rules (issue 12) ------------------------------------ */

/* Free game: only passes end it ("Dacă ambii jucători spun PAS la două
 * runde consecutive"): exchanges and scoreless moves do not. */
static void
test_only_passes_end(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	int			i;

	(void)state;
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 21, 0, NULL);
	/* Three rounds of exchanges: still playing. */
	for (i = 0; i < 6; i++) {
		assert_int_equal(sm_free_set_rack(&g, i % 2, "AEIOUBC"), 0);
		assert_int_equal(sm_free_exchange(&g, i % 2, "AE", &r),
		    SM_FREE_OK);
		assert_false(r.over);
	}
	/* Passes with an exchange among them: the count starts again. */
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_int_equal(sm_free_pass(&g, 0, &r), SM_FREE_OK);
	assert_int_equal(sm_free_set_rack(&g, 1, "AEIOUBC"), 0);
	assert_int_equal(sm_free_exchange(&g, 1, "AE", &r), SM_FREE_OK);
	assert_false(r.over);
	assert_int_equal(g.scoreless, 0);
	for (i = 0; i < 3; i++) {
		assert_int_equal(sm_free_pass(&g, i % 2, &r), SM_FREE_OK);
		assert_false(r.over);
	}
	/* The fourth pass in a row: two rounds of passes. */
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_true(r.over);
	assert_int_equal(g.end, SM_FREE_END_PASSES);

	/* A move worth 0 (two blanks) is no pass either: it and three
	 * passes do not end the game. */
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 22, 0, NULL);
	only_rack(&g, 0, "??");
	assert_int_equal(sm_free_set_rack(&g, 1, "CCC"), 0);
	play(&g, 0, "H8 A0B0", 0);
	for (i = 0; i < 3; i++) {
		assert_int_equal(sm_free_pass(&g, (i + 1) % 2, &r),
		    SM_FREE_OK);
		assert_false(r.over);
	}
	assert_int_equal(g.state, SM_FREE_PLAYING);
}

/* Liber mărunțel: the opening scores for nobody and player 1 (seat 0)
 * makes the first scored move ("Jucătorul 1 are dreptul să facă prima
 * depunere punctată"); the leader may be an arbiter outside the game. */
static void
test_maruntel_first_scored(void **state)
{
	struct sm_free		g;
	struct sm_free_log	*log;
	int			p, seed;

	(void)state;
	log = malloc(sizeof *log);
	assert_non_null(log);
	for (seed = 0; seed < 20; seed++) {
		assert_int_equal(sm_free_init(&g, SM_FREE_MARUNTEL, 3,
		    (uint64_t)seed, 0, NULL), 0);
		for (p = 0; p < 3; p++)
			assert_int_equal(g.score[p], 0);
		assert_int_equal(g.opening_score, 0);
		assert_int_equal(g.opening.len, 2);
		assert_int_equal(g.turn, 0);
		assert_int_equal(g.moves, 1);
		sm_free_log_init(log, &g);
		assert_int_equal(log->n, 1);
		assert_int_equal(log->turns[0].score, 0);
		assert_int_equal(log->turns[0].total, 0);
		assert_int_equal(log->turns[0].note, SM_FREE_NOTE_OPENING);
		assert_roundtrip(&g);
		extend_left(&g, 0);
		assert_true(g.score[0] > 0);
		assert_int_equal(g.turn, 1);
	}
	free(log);
}

/* Liber mărunțel: a wrong move counts as a PAS ("nu poate, nu doreşte sau
 * depunerea este greşită"). */
static void
test_maruntel_wrong_is_pass(void **state)
{
	static const char *const w[] = { "AB", "BA" };
	struct sm_lexicon	*lx;
	struct sm_free		g, before;
	struct sm_free_result	r;
	void			*img;

	(void)state;
	lx = testlex_build(w, 2, &img);
	assert_non_null(lx);
	sm_free_init(&g, SM_FREE_MARUNTEL, 3, 5, 0, NULL);
	before = g;
	/* Not a word of the lexicon: a pass, with the refusal kept. */
	assert_int_equal(sm_free_move_or_pass(&g, lx, 0, "H1 ZZ", &r),
	    SM_FREE_OK);
	assert_int_equal(r.nturns, 1);
	assert_int_equal(r.turns[0].kind, SM_FREE_PASS);
	assert_int_equal(r.turns[0].note, SM_FREE_NOTE_WRONG);
	assert_int_equal(r.j.verdict != SM_LEGAL, 1);
	assert_int_equal(g.passes[0], 1);
	assert_int_equal(g.scoreless, 1);
	assert_int_equal(g.turn, 1);
	assert_memory_equal(&g.board, &before.board, sizeof g.board);
	/* Not even a move: a pass too. */
	assert_int_equal(sm_free_move_or_pass(&g, lx, 1, "hello", &r),
	    SM_FREE_OK);
	assert_int_equal(r.turns[0].kind, SM_FREE_PASS);
	assert_int_equal(r.turns[0].note, SM_FREE_NOTE_WRONG);
	assert_int_equal(r.notation != SM_NOTATION_OK, 1);
	assert_int_equal(g.turn, 2);
	/* Out of turn stays a refusal. */
	assert_int_equal(sm_free_move_or_pass(&g, lx, 0, "H1 ZZ", &r),
	    SM_FREE_NOT_YOUR_TURN);
	assert_int_equal(g.turn, 2);
	assert_roundtrip(&g);
	/* The free game: a wrong move is refused, as before. */
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 5, 0, NULL);
	assert_int_equal(sm_free_move_or_pass(&g, lx, 0, "H1 ZZ", &r),
	    SM_FREE_ILLEGAL);
	assert_int_equal(g.turn, 0);
	testlex_free(lx, img);
}

/* Liber mărunțel: one who has the right to exchange (3 passes in a row)
 * and passes instead is counted as having exchanged ("Dacă preferă să nu
 * o schimbe, se consideră că a efectuat această operaţie în turul
 * respectiv"): the right is used up. */
static void
test_maruntel_declined_exchange(void **state)
{
	struct sm_free		g;
	struct sm_free_result	r;
	char			t[2] = { 0, 0 };
	int			l, k;

	(void)state;
	sm_free_init(&g, SM_FREE_MARUNTEL, 3, 4, 0, NULL);
	/* Seat 1 passes while seats 2 and 0 place tiles. */
	for (k = 0; k < 3; k++) {
		extend_left(&g, 0);
		assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
		assert_int_equal(r.turns[0].note, SM_FREE_NOTE_NONE);
		extend_left(&g, 2);
	}
	assert_int_equal(g.passes[1], 3);
	extend_left(&g, 0);
	/* The fourth turn: a pass declines the exchange. */
	assert_int_equal(sm_free_pass(&g, 1, &r), SM_FREE_OK);
	assert_int_equal(r.turns[0].kind, SM_FREE_PASS);
	assert_int_equal(r.turns[0].note, SM_FREE_NOTE_DECLINED);
	assert_int_equal(g.passes[1], 0);
	extend_left(&g, 2);
	extend_left(&g, 0);
	for (l = 0; l <= SM_NLETTERS; l++)
		if (g.rack[1].counts[l] > 0)
			break;
	t[0] = l == 0 ? '?' : sm_letter_to_ascii(l);
	assert_int_equal(sm_free_exchange(&g, 1, t, &r),
	    SM_FREE_NO_EXCHANGE_YET);
	assert_roundtrip(&g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples_000),
		cmocka_unit_test(test_examples_001),
		cmocka_unit_test(test_turns_and_refusals),
		cmocka_unit_test(test_exchange),
		cmocka_unit_test(test_exchange_bag_low),
		cmocka_unit_test(test_passes_end),
		cmocka_unit_test(test_resign_and_ranks),
		cmocka_unit_test(test_reproducible),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_maruntel_opening),
		cmocka_unit_test(test_maruntel_exchange),
		cmocka_unit_test(test_load_refusals),
		cmocka_unit_test(test_games_free),
		cmocka_unit_test(test_games_maruntel),
		cmocka_unit_test(test_only_passes_end),
		cmocka_unit_test(test_maruntel_first_scored),
		cmocka_unit_test(test_maruntel_wrong_is_pass),
		cmocka_unit_test(test_maruntel_declined_exchange),
	};

	return cmocka_run_group_tests(tests, setup_big, teardown_big);
}
