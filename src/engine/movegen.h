/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * movegen.h: the move generator.  Given a board, a lexicon (its GADDAG) and
 * a rack, it lists every legal placement, counts them, or finds the best
 * ones without listing them all.
 *
 * Method: cross-checks (the letters each empty square accepts given the
 * tiles above and below it, read in the DAWG) and anchors (empty squares
 * next to a tile, the centre on an empty board) per direction; from each
 * anchor the GADDAG is walked leftwards first, then across the separator
 * rightwards, as in Gordon's paper, so that no left part is ever guessed.
 * A move is found from exactly one anchor: the leftmost (topmost) placed
 * tile on an anchor square.  For the best moves each anchor first gets an
 * upper bound on the score of any move through it (every span of squares
 * the rack could fill is scored with the rack's values paired, highest to
 * highest, with the squares' multipliers, ignoring the lexicon); anchors
 * are then searched best bound first and the search stops when no
 * remaining anchor can reach the n-th best score found (the "shadow"
 * search that wolges and MAGPIE describe).
 *
 * Racks are generalised for the duplicate variants: a fixed part of up to
 * 8 tiles (any of which may be played) plus a pool from which at most
 * `pick` tiles may be taken, and at most `max_play` (<= 7) tiles played:
 *   plain        fixed = the rack (<= 7), pick = 0
 *   eliptic      fixed = the 8 tiles drawn, pick = 0, max_play = 7
 *   completiv    fixed = 6 drawn, pool = the stock, pick = 1
 *   superjoker   fixed = 5 drawn, pool = the stock, pick = 2
 *   metagramă    fixed = the 7 drawn, pool = the stock, pick = 1 (one of
 *                the 7 swapped for a stock letter: at most 7 placed)
 * When a letter is in both parts the fixed one is used first.
 *
 * Ranking (sm_genmove_cmp), best first:
 *   1. higher score;
 *   2. fewer blanks placed ("not using a blank");
 *   3. better vowel/consonant ratio left for the next draws (the seed:
 *      "lasă în stoc un raport mai bun între vocale şi consoane"): what
 *      the next draws take from is the stock with the leave, i.e. the
 *      stock and the fixed part less the tiles placed; with V vowels, C
 *      consonants and B blanks in it (a blank counts as either) the
 *      measure is how far its share of vowels, anywhere between V/T and
 *      (V+B)/T (T = V+C+B), lies from the set's own share, 41 vowels of
 *      98 letters; nearer is better (0 when the set's share is within
 *      reach).  Kept as imbalance / left, compared exactly;
 *   4. more "stock letters": the number of placed tiles that are not
 *      blanks and whose letter still has at least one tile in the stock
 *      (the bag: by default the full set minus the board and the fixed
 *      rack); higher is better;
 *   5. more tiles placed;
 *   6. a fixed order: across before down, then row, then column, then
 *      the word's tiles (letter codes, a blank after the plain letter).
 * The order is total, so the choice is deterministic.
 *
 * Pure C (libc only), no I/O, no globals.  The generator allocates once,
 * in sm_movegen_new(); the search itself never allocates.
 */
#ifndef SM_MOVEGEN_H
#define SM_MOVEGEN_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "board.h"
#include "lexicon.h"
#include "notation.h"
#include "tiles.h"

/* A generalised rack; see above.  Fill with sm_genrack_init() and adjust. */
struct sm_genrack {
	struct sm_rack	fixed;		/* tiles held, up to SM_RACK_MAX */
	struct sm_rack	pool;		/* tiles one may also take, at most pick */
	int		pick;		/* 0: the pool is not used */
	int		max_play;	/* 1..SM_PLAY_MAX */
	struct sm_rack	stock;		/* for ranking criterion 4 */
};

/* A plain rack: fixed = *rack, no pool, max_play = 7, stock = the full
 * set minus the board's tiles and the rack's (never below 0). */
void sm_genrack_init(struct sm_genrack *gr, const struct sm_rack *rack,
    const struct sm_board *b);
/* stock = the full set minus the board's tiles, the fixed part and the
 * pool when pick is 0 (the unseen tiles); clamped at 0. */
void sm_genrack_unseen(struct sm_genrack *gr, const struct sm_board *b);

/* A generated move. */
struct sm_genmove {
	struct sm_move	move;		/* as written: whole main word */
	uint16_t	placed;		/* bit i set: move.word[i] is new */
	uint8_t		nplaced;	/* tiles placed, 1..7 */
	uint8_t		nblanks;	/* blanks among them */
	uint16_t	imbalance;	/* criterion 3: the distance of the
					 * vowel share of the stock with the
					 * leave from the set's, times
					 * left x 98 (0: at the set's share) */
	uint8_t		left;		/* tiles in the stock with the leave */
	uint8_t		stock_hits;	/* placed letters still in the stock */
	uint8_t		from_pool;	/* tiles taken from the pool */
	int		score;
};

/* Ranking order: negative when a ranks before (is better than) b, 0 only
 * for the same move. */
int sm_genmove_cmp(const struct sm_genmove *a, const struct sm_genmove *b);

/* Counters of the last search (for benchmarks). */
struct sm_movegen_stats {
	unsigned	anchors;	/* anchors (square, direction) */
	unsigned	searched;	/* anchors searched */
	unsigned long	recorded;	/* moves reaching the recorder */
};

struct sm_movegen;

/* A generator for the lexicon lx, which must outlive it.  NULL when out of
 * memory.  Free with sm_movegen_free() (accepts NULL).  One generator is
 * reused for any number of searches; it is not thread-safe.  It holds about
 * 45 KB of state, of which 16 KB the cross-checks of earlier searches (so
 * that the positions of one game, searched in turn, share theirs), and
 * reads the lexicon only during a search. */
struct sm_movegen *sm_movegen_new(const struct sm_lexicon *lx);
void sm_movegen_free(struct sm_movegen *g);

/* The best min(n, number of legal moves) moves, best first, into
 * out[0..n); returns how many.  Board tiles must be letters 1..26. */
size_t sm_movegen_best(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n);

/* The same, among the moves scoring min or more only (min <= 0: every
 * move): out[0..k) is then the best k moves of the generator whose score
 * is at least min, and the search leaves out early what cannot reach it
 * (a tactic round's second move after each first one, say, needs only
 * what can still make a top). */
size_t sm_movegen_best_from(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n, int min);

/* Every legal move, in no particular order: cb (if not NULL) is called
 * once for each, with a move valid only during the call.  Returns how many
 * (see sm_movegen_count()). */
size_t sm_movegen_all(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr,
    void (*cb)(const struct sm_genmove *, void *), void *arg);

/* Number of distinct legal placements: tiles placed, their squares and each
 * blank's letter; a one-tile move forming words both ways counts once. */
size_t sm_movegen_count(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr);

void sm_movegen_get_stats(const struct sm_movegen *g,
    struct sm_movegen_stats *st);

/* For the tests: the first bound the best-first search gives each anchor
 * (before any move is known) into bound[dir][line][pos] (dir SM_ACROSS or
 * SM_DOWN; line the row across, the column down; pos the square along
 * it): -2 not an anchor, -1 no move from it, else at least the score of
 * every move whose first new tile at an anchor of its direction is there.
 * Returns the number of anchors.  Nothing is allocated. */
size_t sm_movegen_bounds(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int bound[2][SM_DIM][SM_DIM]);

/* For the tests: as sm_movegen_bounds, the bound the best-first search
 * works out again for an anchor at the top of its heap once floor is the
 * n-th best score known (spans that cannot reach it left out; with one
 * blank, the spans of 3 to 6 tiles that no word scoring floor or more
 * fills too, when they alone would reach it): -1 when no move scoring
 * floor or more starts there, else at least the score of each such
 * move.  The 7-tile moves are counted in the bound here, not listed.
 * Nothing is allocated. */
size_t sm_movegen_bounds_at(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int floor, int bound[2][SM_DIM][SM_DIM]);

/* The searches exist twice on x86 (movegen-popcnt.c): compiled for the
 * popcnt instruction and without it, with the same results.
 * sm_movegen_new picks the first when the CPU has the instruction.  This
 * turns them on (when the CPU has it) or off, for the tests and
 * benchmarks; returns whether they are used now. */
bool sm_movegen_set_popcnt(struct sm_movegen *g, bool on);

#endif
