/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * movegen.c: the move generator (see movegen.h for the method and the
 * ranking).  A search first turns the board into two sets of 15 lines, one
 * per direction (rows for across, columns for down), each square holding
 * its tile, premiums, cross-check mask, cross-word score, anchor flag and
 * what the walk needs to know of its neighbours (copied from the empty
 * board's lines, made once, then changed around each tile and anchor).
 * The GADDAG walk then runs on one line at a time; scores are kept
 * incrementally (main word sum, word multiplier, cross words, passed down
 * the walk) so that a recorded move costs a few additions.
 *
 * Sibling lists are never scanned: each list's header in the lexicon
 * holds the set of its tiles (lexicon.h).  A list is skipped at once when
 * it holds none of the letters a square allows and the rack (or the span
 * check's counts) holds; the letters to try are the bits of that
 * intersection, and a letter's arc is the one after the header plus the
 * number of the list's tiles below the letter.  Cross-checks are worked
 * out for the rack's letters only (all of them with a blank), as every use
 * of them is with the rack's.  They are also kept from search to search
 * in a small direct-mapped cache by cross word (every letter that fits,
 * worked out on a miss), since the positions of a game, searched in turn,
 * share most of their cross words.
 *
 * A one-tile move is found by both directions' walks when it forms a word
 * both ways; the down walk drops it (it keeps those that form only a down
 * word), and the across walk writes it down when the down word is longer,
 * as sm_judge_placements() reads a single tile.
 *
 * The best moves (sm_movegen_best): every anchor gets a cheap upper bound
 * (mg_anchor_bound: the spans of squares through it that the rack could
 * fill, each scored with the rack's best values on its best multipliers;
 * with blanks, no span covers more squares that none of the rack's letters
 * fits than it has blanks: mg_blank_limits) and goes into a max-heap.  The anchor at the top is bounded again with
 * what is known by then: spans that cannot reach the n-th best score so far
 * are dropped.  If the bound fell the anchor goes back into the heap;
 * otherwise it is searched, the walk only finishing words that start and
 * end where the spans kept do.  The search stops when the top bound is
 * below the n-th best score (not at equality: equal scores are ranked by
 * the tie-break rules, so they must all be seen).
 * The 7-tile moves (bingo_known: a rack of 7 tiles or more, no pool) are
 * never the walk's, which stops at 6 tiles: they are listed span by span.
 * For a plain 7-tile rack (two blanks at most) a 7-tile span through no
 * board tile or one is listed from the lexicon's anagram tables when the
 * anchor is bounded again, once a span, and left out of its bound (the
 * floor holds its moves): the letters the blanks may stand for are
 * looked up once a search and board letter (mg_table_hits), and the words
 * of the alphagrams found that fit the span placed (mg_table_moves).
 * Another 7-tile span (whose 50-point bonus makes its bound the loosest)
 * counts only if a word fits it (an anagram of the rack, or a GADDAG walk
 * of the span from its longest run of board tiles, remembered per line and
 * start: mg_bingo_span; through two board tiles, the alphagram filter
 * asked first, its answers kept for the search by the two letters:
 * mg_fit9_maybe); when the anchor is searched, the moves of those kept
 * are listed by the same walk of the span (mg_span_list; through two
 * board tiles, after the filter, as the check).  Those walks drop an arc
 * whose "below" mask lacks a letter the rack or the board has still to
 * put after it, and of equal runs start from the one nearest another
 * board tile (mg_longest_run).
 * For a rack of 7 letters the letters x that make an 8-letter word with it
 * are looked up once (mg_with8), and a 7-tile span through one board tile
 * of another letter is left out of every bound, the first included.
 * For a rack of 7 tiles with one blank the anchor at the top is bounded
 * again by a copy of its own (mg_anchor_boundk): when its other spans
 * leave its bound below the floor, a span of 3 to 6 tiles counts only if
 * a word that may reach the floor fits it (mg_fitk_span: the span
 * check's walk, or the DAWG's through no board tile, the rack's tiles
 * not all taken, a letter left out once the word's best score falls
 * below the floor, 30 steps at most, then yes), so that an anchor whose
 * long spans no word fills well enough is not searched.
 * On an empty board only the across anchor is searched; the down twins of
 * the moves kept are ranked in at the end (mg_add_twins).  Inside the walk
 * of a rack with a blank and without a pool, where the first tile is about
 * to be placed (the second too with two blanks), a bound of what the move
 * could still score (mg_walk_bound: the squares it may still cover, as
 * many empty ones as tiles are left, contiguous through the anchor and
 * between the first start and the last end allowed, the tiles left paired
 * with their letter multipliers) stops the walk there when it is below the
 * n-th best score: deeper, or without a blank, the bound costs more than
 * the walk it saves.
 *
 * An anchor with board tiles just right of it (and none left) starts a
 * walk that goes left first, through the GADDAG from its root, and meets
 * those tiles only after the separator: the walk also follows, letter by
 * letter, the path of that run read leftwards (shadow[]), whose lists
 * say which letters each square on the left can take in a word holding
 * the run, so that a left part no such word has is left at once.
 *
 * Blanks (a rack of one or two, no pool) are placed late: the walk puts a
 * letter the rack holds down as that tile, and a blank only for a letter
 * it does not hold, so that a word is walked once rather than once for
 * each square a blank could take in it; when the word is recorded, each
 * way of giving its letters to the blanks is a move (mg_record_late),
 * none when the move with real tiles only could not rank (asked first,
 * from what the blanks placed would add as tiles: lms, lcs).  The walk
 * tries a square's letters as tiles first, then as blanks
 * (mg_gen_blanks, the blank taken once for them all); once the rack's
 * last blank is down, the tiles left are real and the walk goes on only
 * within the squares they fit: the starts and ends past an empty square
 * none of them fits are dropped (mg_blank_walls).
 *
 * The walk counts bits at every step (a tile's arc in its list).  A
 * default -O2 build for x86 cannot assume the popcnt instruction, so this
 * file is compiled a second time by movegen-popcnt.c with that instruction
 * allowed (MG_POPCNT defined): the searches (mg_best, mg_all, mg_count)
 * then exist twice, and the public functions call the popcnt ones when
 * the CPU has it (asked once, in sm_movegen_new).  Everything else is
 * compiled once, here.
 */
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

/* The searches of this compilation, and those of the other one. */
#ifdef MG_POPCNT
#define MG_SEARCH(name)	mg_popcnt_##name
#else
#define MG_SEARCH(name)	mg_plain_##name
#endif
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    !defined(__POPCNT__)
#define MG_HAVE_POPCNT_VARIANT 1
#endif
#define MG_DECLARE(prefix) \
size_t prefix##best(struct sm_movegen *g, const struct sm_board *b, \
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n, \
    int min); \
size_t prefix##all(struct sm_movegen *g, const struct sm_board *b, \
    const struct sm_genrack *gr, \
    void (*cb)(const struct sm_genmove *, void *), void *arg); \
size_t prefix##count(struct sm_movegen *g, const struct sm_board *b, \
    const struct sm_genrack *gr)
MG_DECLARE(mg_plain_);
MG_DECLARE(mg_popcnt_);

#define MG_ALL_LETTERS	0x7fffffeu	/* bits 1..26 */
/* What the walk asks of a square's neighbours (mg_sq.walk), read once
 * when the board is prepared: */
#define MG_LFREE	1u	/* no tile on the left: a word may start here */
#define MG_RFREE	2u	/* no tile on the right: a word may end here */
#define MG_LEFT		4u	/* the walk may go on to the square on the left
				 * (a tile, or an empty square not an anchor) */
#ifndef MG_TABLE_BLANKS
#define MG_TABLE_BLANKS	2	/* most blanks of a rack whose 7-tile checks
				 * are made by the anagram tables */
#endif
#ifndef MG_CHECK_BLANKS
#define MG_CHECK_BLANKS	2	/* bit b: the spans of MG_CHECK_MIN to 6 tiles
				 * checked for a rack of 7 tiles with b
				 * blanks (spanchk) */
#endif
#ifndef MG_CHECK_MIN
#define MG_CHECK_MIN	3	/* 3 to 6 (2 bits each in fitsk[]) */
#endif
#ifndef MG_FITK_BUDGET
#define MG_FITK_BUDGET	30	/* walk steps before such a check gives up */
#endif
#define MG_TW_MAX	512	/* 7-letter words of a rack listed */
#ifndef MG_FIT_BUDGET
#define MG_FIT_BUDGET	20000	/* walk steps before a span check gives up */
#endif
#ifndef MG_XC_BITS
#define MG_XC_BITS	10	/* log2 of the cross-check cache's entries */
#endif

struct mg_sq {
	uint8_t		tile;		/* board tile, 0 empty */
	uint8_t		lm, wm;		/* premiums */
	uint8_t		anchor;
	uint8_t		xlen;		/* tiles in the cross word (0: none) */
	uint8_t		xbefore;	/* of which before this square */
	uint8_t		cap;		/* best value of a rack tile fitting */
	uint8_t		walk;		/* MG_LFREE, MG_RFREE, MG_LEFT */
	int16_t		xscore;		/* their value; -1 when no cross word */
	uint8_t		rlim;		/* a move from here ends before it: the
					 * first square past those only the
					 * rack's blanks fit (mg_blank_limits);
					 * SM_DIM: none */
	uint32_t	cross;		/* letters allowed here (bits 1..26);
					 * at an anchor, only the rack's */
};

/* A cross-check worked out by an earlier search (mg_cross): the cross
 * word's squares from its first to its last, 5 bits a letter and 0 for
 * the empty square, the first 12 in k0, the others and the count of
 * squares (bits 15-18) in k1; mask every letter that fits, the rack's or
 * not.  k1 is never 0 for an entry in use (a cross word has 2 squares or
 * more). */
struct mg_xc {
	uint64_t	k0;
	uint32_t	k1;
	uint32_t	mask;
};

struct mg_anchor {
	int		bound;
	uint8_t		dir, line, pos;
};

enum mg_mode { MG_COUNT, MG_ALL, MG_BEST };

struct sm_movegen {
	const struct sm_lexicon	*lx;
	const uint32_t		*arcs;
	int			 value[SM_NLETTERS + 1];
	uint8_t			 lm[SM_DIM][SM_DIM], wm[SM_DIM][SM_DIM];

	const struct sm_board	*board;
	struct mg_sq		 sq[2][SM_DIM][SM_DIM];
	struct mg_sq		 sq0[2][SM_DIM][SM_DIM];	/* empty board */
	struct mg_anchor	 anchors[2 * SM_DIM * SM_DIM];
	int			 nanchors;

	/* Rack state during a search. */
	uint8_t			 fixed[SM_NLETTERS + 1];
	uint8_t			 pool[SM_NLETTERS + 1];
	uint8_t			 stock[SM_NLETTERS + 1];
	int			 base_v, base_c, base_b;	/* stock + fixed */
	int			 pick_left;
	int			 max_play;
	int			 vals[SM_PLAY_MAX];	/* best values, desc */
	int			 vsum[SM_PLAY_MAX + 1];	/* vsum[j]: vals[0..j) */
	uint32_t		 rackmask;	/* letters held or in the pool */
	int			 anyblank;
	uint32_t		 fmask, pmask;	/* letters (and 0: blank) left */
	int			 nvals;
	/* Which 7-tile moves can exist: can7 a 7-letter word from the rack
	 * alone (-1 not known yet); fits[dir][line][s] a 7-tile word from s
	 * through board tiles (0 not known, 1 no, 2 yes).  bingo_known 0:
	 * not worked out (a pool, too few tiles): assume yes. */
	int			 bingo_known, can7, fit_budget;
	int			 bingo_table;	/* use the anagram tables */
	uint32_t		 with8;	/* bit x: an 8-letter word of the rack
					 * and x may exist (all bits: not
					 * known) */
	const struct mg_sq	*sf_ln;		/* the span checked: */
	int			 sf_s, sf_e, sf_p;	/* ends, end of the
						 * first run of tiles */
	uint32_t		 sf_need[SM_PLAY_MAX];	/* right part's */
	int			 sf_nneed;		/* cross-checks */
	uint32_t		 sf_bn[SM_DIM];	/* board letters the walk
						 * reads after square pos
						 * (mg_span_board) */
	uint8_t			 fits[2][SM_DIM][SM_DIM];
	/* spanchk (a rack of 7 tiles with one blank): a span of k tiles, 3
	 * to 6, counts in an anchor's verified bound
	 * only if a word that may reach the floor fits it, asked when the
	 * anchor's other spans leave its bound below the floor
	 * (mg_fitk_span); fitsk[dir][line][s] bits
	 * 2 (6 - k) and 2 (6 - k) + 1 as fits, for the span of k tiles from
	 * s. */
	int			 spanchk;
	uint8_t			 fitsk[2][SM_DIM][SM_DIM];
	uint8_t			 bcount[SM_NLETTERS + 1];
	uint32_t		 bmask;	/* letters with bcount > 0 */
	uint32_t		 bwild;	/* letters a blank counted may stand
					 * for (MG_ALL_LETTERS but in a span
					 * check, mg_fit9_maybe) */
	/* mg_fit9_maybe's answers in this search, by the span's two board
	 * letters x <= y (the rack being the same): f9known[x] bit y, f9[x][y]
	 * the blank's letters (0: none), without a blank 1 or 0. */
	uint32_t		 f9known[SM_NLETTERS + 1];
	uint32_t		 f9[SM_NLETTERS + 1][SM_NLETTERS + 1];
	int			 ball;	/* a rack of 7 tiles: a 7-tile span
					 * takes every tile counted */
	/* The 7-tile moves are never the walk's when bingo_known (it stops
	 * at 6 tiles); they are listed span by span.  For a rack of exactly
	 * 7 tiles, two blanks at most (table7), a span through no board tile
	 * or one is listed from the anagram tables (mg_table_moves) when an
	 * anchor's bound is worked out again (verify), once a span
	 * (t7done[dir][line] bit s), and left out of the bound.  The others
	 * are checked (mg_bingo_span) and those kept listed by a walk of the
	 * span (mg_span_list) when the anchor is searched: l7s[0..nl7),
	 * l7e, from the last verify. */
	int			 table7, nl7;
	uint16_t		 t7done[2][SM_DIM];
	uint8_t			 l7s[SM_DIM], l7e[SM_DIM];
	uint8_t			 treal[SM_NLETTERS + 1];	/* the tables' */
	uint8_t			 tblank[SM_NLETTERS + 1];	/* tiles: real,
						 * blanks by letter */
	uint32_t		 tmask;		/* letters with either */
	uint32_t		 twild;		/* a blank's letters (words) */
	int			 t_e;		/* the span's end */
	uint32_t		 thit_known;	/* bit t: thit[t] worked out */
	/* The rack's 7-letter words (twords 1: listed; 0: not yet; 2: more
	 * than MG_TW_MAX), each with its blanks' letters. */
	int			 twords, ntw;
	uint64_t		 tw[MG_TW_MAX];
	uint8_t			 twx[MG_TW_MAX], twy[MG_TW_MAX];
	uint32_t		 thit[SM_NLETTERS + 1][SM_NLETTERS + 1];

	/* The bound inside the walk (mg_walk_bound; MG_BEST, a rack without
	 * a pool): the rack's letters by value, highest first (rlet; 0, a
	 * blank, last), its tiles (ntiles); for the line searched, sums over
	 * its squares before
	 * each position: empty squares by letter multiplier (pc[1..3]), by
	 * word multiplier 2 and 3 (pw2, pw3), the board tiles' values (pt),
	 * the cross words' best scores (px). */
	int			 wbound;
	/* MG_BEST: the least score a move must have to be kept
	 * (sm_movegen_best_from; 0: any). */
	int			 min;
	/* Blanks placed late (a rack of one or two blanks, no pool): the
	 * walk and the span listing place a blank only for a letter the rack
	 * does not hold, and mg_record_late records every other way of
	 * giving the blanks the letters placed. */
	int			 late;
	/* What the blanks the walk placed would add as tiles of their
	 * letters (main word sum, cross words): the move with real tiles
	 * only scores (ms + lms) * wmul + cs + lcs, and when that cannot
	 * rank, no way of giving the letters to the blanks can.  lwalk: the
	 * walk is recording (the span listing places its blanks without
	 * them). */
	int			 lms, lcs, lwalk;
	uint8_t			 rlet[SM_RACK_MAX], nrlet, ntiles;
	uint8_t			 pc[4][SM_DIM + 1], pw2[SM_DIM + 1],
				 pw3[SM_DIM + 1];
	int16_t			 pt[SM_DIM + 1], px[SM_DIM + 1];
	/* The line's empty squares: eidx[i] how many before i, epos[k] the
	 * k-th (SM_DIM past the last). */
	uint8_t			 eidx[SM_DIM + 1];
	uint8_t			 epos[SM_DIM + SM_PLAY_MAX + 1];

	/* The walk. */
	const struct mg_sq	*line;
	int			 dir, lineno, anchor, leftmost;
	/* An anchor with board tiles just right of it (run R) and none left:
	 * shadow[p], for p from the anchor leftwards, is the GADDAG list
	 * reached by R read leftwards and the letters placed from the anchor
	 * to p + 1, whose tiles are the letters square p can take in a word
	 * holding R (0 past the first square no word reaches).  shadowing:
	 * in use for the anchor searched. */
	uint32_t		 shadow[SM_DIM];
	int			 shadowing;
	uint16_t		 smask, emask;	/* allowed word ends */
	uint8_t			 word[SM_DIM];
	int			 nplaced, pick;

	/* Output. */
	enum mg_mode		 mode;
	size_t			 count;
	struct sm_genmove	*out;
	size_t			 nout, cap;
	void			(*cb)(const struct sm_genmove *, void *);
	void			*cbarg;

	struct sm_movegen_stats	 stats;
	int			 empty;		/* the board has no tile */
	int			 symmetric;	/* premiums symmetric about the
						 * main diagonal */
	int			 popcnt;	/* call the mg_popcnt_ searches */
	/* Cross-checks by cross word, kept from search to search (the
	 * positions of a game share most of theirs): direct-mapped. */
	struct mg_xc		 xc[1u << MG_XC_BITS];
	/* mg_fitk_span's score bound: for each empty square of the span,
	 * its weight (what a tile's value counts there) and the best value
	 * of a rack tile it allows. */
	int			 fk_w[SM_DIM], fk_cap[SM_DIM];
};

static int
mg_is_vowel(int l)
{
	return l == 1 || l == 5 || l == 9 || l == 15 || l == 21;
}

/* Ranking criterion 3 (movegen.h): how far the share of vowels among v
 * vowels, c consonants and b blanks (each blank either) lies from the
 * set's own share, SV / (SV + SC) with SV, SC the set's vowels and
 * consonants: m->imbalance / m->left, scaled by SV + SC. */
static void
mg_balance(int v, int c, int b, struct sm_genmove *m)
{
	int	l, sv = 0, sc = 0, t = v + c + b, d = 0;

	for (l = 1; l <= SM_NLETTERS; l++) {
		if (mg_is_vowel(l))
			sv += sm_letter_count(l);
		else
			sc += sm_letter_count(l);
	}
	if (t > 0 && (sv + sc) * v > sv * t)
		d = (sv + sc) * v - sv * t;
	else if (t > 0 && (sv + sc) * (v + b) < sv * t)
		d = sv * t - (sv + sc) * (v + b);
	m->imbalance = (uint16_t)d;
	m->left = (uint8_t)(t > 255 ? 255 : t);
}

/* Index of the lowest bit set in x (not 0). */
static inline int
mg_lowbit(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	return __builtin_ctz(x);
#else
	int	n = 0;

	while ((x & 1) == 0) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

#ifndef MG_POPCNT	/* compiled once */
/* Whether the CPU counts bits with one instruction (x86's popcnt). */
static int
mg_cpu_popcnt(void)
{
#ifdef MG_HAVE_POPCNT_VARIANT
	__builtin_cpu_init();
	return __builtin_cpu_supports("popcnt") != 0;
#else
	return 0;
#endif
}

/* The lines of an empty board (sm_movegen_new): premiums, no cross word,
 * every square free on both sides, the walk free to go left but from the
 * first square. */
static void
mg_empty_lines(struct sm_movegen *g)
{
	struct mg_sq	*s;
	int		 dir, r, c;

	for (dir = 0; dir < 2; dir++) {
		for (r = 0; r < SM_DIM; r++) {
			for (c = 0; c < SM_DIM; c++) {
				/* across: line r, pos c; down: line c, pos r */
				s = dir == SM_ACROSS ? &g->sq0[0][r][c] :
				    &g->sq0[1][c][r];
				memset(s, 0, sizeof *s);
				s->lm = g->lm[r][c];
				s->wm = g->wm[r][c];
				s->xscore = -1;
				s->rlim = SM_DIM;
				s->cross = MG_ALL_LETTERS;
				s->walk = MG_LFREE | MG_RFREE |
				    ((dir == SM_ACROSS ? c : r) > 0 ? MG_LEFT : 0);
			}
		}
	}
}

struct sm_movegen *
sm_movegen_new(const struct sm_lexicon *lx)
{
	struct sm_movegen	*g;
	int			 r, c, l;

	if ((g = calloc(1, sizeof *g)) == NULL)
		return NULL;
	g->lx = lx;
	g->arcs = lx->arcs;
	for (l = 1; l <= SM_NLETTERS; l++)
		g->value[l] = sm_letter_value(l);
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			g->lm[r][c] = (uint8_t)sm_premium_letter_mult(r, c);
			g->wm[r][c] = (uint8_t)sm_premium_word_mult(r, c);
		}
	}
	g->symmetric = 1;
	for (r = 0; r < SM_DIM; r++)
		for (c = 0; c < SM_DIM; c++)
			if (g->lm[r][c] != g->lm[c][r] ||
			    g->wm[r][c] != g->wm[c][r])
				g->symmetric = 0;
	g->popcnt = mg_cpu_popcnt();
	mg_empty_lines(g);
	return g;
}

void
sm_movegen_free(struct sm_movegen *g)
{
	if (g == NULL)
		return;
	free(g);
}

void
sm_movegen_get_stats(const struct sm_movegen *g, struct sm_movegen_stats *st)
{
	*st = g->stats;
}

bool
sm_movegen_set_popcnt(struct sm_movegen *g, bool on)
{
	g->popcnt = on && mg_cpu_popcnt();
	return g->popcnt != 0;
}

/* ---- racks -------------------------------------------------------------- */

void
sm_genrack_unseen(struct sm_genrack *gr, const struct sm_board *b)
{
	int	 n[SM_NLETTERS + 1];
	int	 l, r, c, t, total = 0;

	for (l = 0; l <= SM_NLETTERS; l++)
		n[l] = sm_letter_count(l);
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			if ((t = b->sq[r][c]) == 0)
				continue;
			n[SM_TILE_IS_BLANK(t) ? 0 : SM_TILE_LETTER(t)]--;
		}
	}
	for (l = 0; l <= SM_NLETTERS; l++) {
		n[l] -= gr->fixed.counts[l];
		if (gr->pick == 0)
			n[l] -= gr->pool.counts[l];
		if (n[l] < 0)
			n[l] = 0;
		gr->stock.counts[l] = (uint8_t)n[l];
		total += n[l];
	}
	gr->stock.ntiles = (uint8_t)(total > 255 ? 255 : total);
}

void
sm_genrack_init(struct sm_genrack *gr, const struct sm_rack *rack,
    const struct sm_board *b)
{
	memset(gr, 0, sizeof *gr);
	gr->fixed = *rack;
	gr->pick = 0;
	gr->max_play = SM_PLAY_MAX;
	sm_genrack_unseen(gr, b);
}

/* ---- ranking ------------------------------------------------------------ */

int
sm_genmove_cmp(const struct sm_genmove *a, const struct sm_genmove *b)
{
	long	x, y;
	int	i, n;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (a->nblanks != b->nblanks)
		return a->nblanks < b->nblanks ? -1 : 1;
	/* imbalance / left, compared without division (left 0: balanced) */
	x = (long)a->imbalance * (b->left > 0 ? b->left : 1);
	y = (long)b->imbalance * (a->left > 0 ? a->left : 1);
	if (x != y)
		return x < y ? -1 : 1;
	if (a->stock_hits != b->stock_hits)
		return a->stock_hits > b->stock_hits ? -1 : 1;
	if (a->nplaced != b->nplaced)
		return a->nplaced > b->nplaced ? -1 : 1;
	if (a->move.at.dir != b->move.at.dir)
		return a->move.at.dir == SM_ACROSS ? -1 : 1;
	if (a->move.at.row != b->move.at.row)
		return a->move.at.row < b->move.at.row ? -1 : 1;
	if (a->move.at.col != b->move.at.col)
		return a->move.at.col < b->move.at.col ? -1 : 1;
	n = a->move.len < b->move.len ? a->move.len : b->move.len;
	for (i = 0; i < n; i++) {
		if (a->move.word[i] != b->move.word[i])
			return a->move.word[i] < b->move.word[i] ? -1 : 1;
	}
	if (a->move.len != b->move.len)
		return a->move.len < b->move.len ? -1 : 1;
	return 0;
}

#endif	/* compiled once */

/* ---- lexicon helpers ------------------------------------------------------ */

/* The tiles of list (bit t: tile t), from its header. */
static inline uint32_t
mg_tiles(const struct sm_movegen *g, uint32_t list)
{
	return g->arcs[list] & SM_LEX_TILES_MASK;
}

/* Arc labelled tile in list, whose tiles are m, which holds it (0 when
 * the file lies: see sm_lexicon_arc). */
static inline uint32_t
mg_arc_of(const struct sm_movegen *g, uint32_t list, uint32_t m, int tile)
{
	return sm_lexicon_arc(g->arcs, list, m, tile);
}

/* Arc labelled tile in the sibling list at list, or 0 (list 0: none). */
static inline uint32_t
mg_find(const struct sm_movegen *g, uint32_t list, int tile)
{
	uint32_t	m = mg_tiles(g, list);

	return (m >> tile & 1) ? mg_arc_of(g, list, m, tile) : 0;
}

/* Best value of a rack tile allowed by the mask (0 if only a blank). */
static int
mg_cap(const struct sm_movegen *g, uint32_t mask)
{
	int	l, best = 0;

	/* rackmask: the letters held, or in the pool when it may be used */
	for (mask &= g->rackmask; mask != 0; mask &= mask - 1) {
		l = mg_lowbit(mask);
		if (g->value[l] > best)
			best = g->value[l];
	}
	return best;
}

/* ---- board preparation ---------------------------------------------------- */

static inline uint8_t
mg_tile(const struct sm_board *b, int dir, int line, int pos)
{
	return dir == SM_ACROSS ? sm_board_at(b, line, pos) :
	    sm_board_at(b, pos, line);
}

/* Cross-check of the empty square at (line, pos) in direction dir: the
 * perpendicular word through it, P x S with P the tiles before (up..line-1)
 * and S those after (line+1..down).  The letters x that fit are read
 * either in the DAWG (walk P once, then S after each x) or, when S is the
 * longer, in the GADDAG's whole reversed entries (walk reverse(S) once,
 * then reverse(P) after each x). */
static void
mg_cross(struct sm_movegen *g, int dir, int line, int pos, struct mg_sq *s)
{
	const struct sm_board	*b = g->board;
	const uint32_t		*arcs = g->arcs;
	int			 odir = !dir, up, down, i, sum = 0, l, rev;
	uint32_t		 list, a, cur, lm, todo, mask = 0, k1;
	uint64_t		 k0;
	struct mg_xc		*xc;
	uint8_t			 w[SM_DIM];

	/* In the perpendicular line (numbered pos), this square is at line. */
	up = line;
	while (up > 0 && mg_tile(b, odir, pos, up - 1) != 0)
		up--;
	down = line;
	while (down < SM_DIM - 1 && mg_tile(b, odir, pos, down + 1) != 0)
		down++;
	if (up == line && down == line) {
		s->cross = MG_ALL_LETTERS;
		s->xscore = -1;
		s->xlen = 0;
		s->xbefore = 0;
		return;
	}
	s->xlen = (uint8_t)(down - up);
	s->xbefore = (uint8_t)(line - up);
	/* The cross word's value and its key in the cache (below). */
	for (i = up, k0 = 0, k1 = 0; i <= down && i < SM_DIM; i++) {
		w[i] = mg_tile(b, odir, pos, i);
		l = i == line ? 0 : SM_TILE_LETTER(w[i]);
		if (l != 0 && !SM_TILE_IS_BLANK(w[i]))
			sum += g->value[l];
		if (i - up < 12)
			k0 |= (uint64_t)l << (5 * (i - up));
		else
			k1 |= (uint32_t)l << (5 * (i - up - 12));
	}
	s->xscore = (int16_t)sum;
	k1 |= (uint32_t)(down - up + 1) << 15;
	/* Seen before?  The letters fitting, the rack's or not, are kept;
	 * this search keeps the rack's (all with a blank) as below. */
	xc = &g->xc[(k0 * 0x9e3779b97f4a7c15ull ^ (uint64_t)k1 *
	    0xc2b2ae3d27d4eb4full) >> (64 - MG_XC_BITS)];
	if (xc->k1 == k1 && xc->k0 == k0) {
		s->cross = xc->mask &
		    (g->anyblank ? MG_ALL_LETTERS : g->rackmask);
		return;
	}
	rev = down - line > line - up;
	/* The side walked once. */
	list = rev ? g->lx->gaddag_root : g->lx->dawg_root;
	if (rev) {
		for (i = down; i > line && list != 0; i--) {
			a = mg_find(g, list, SM_TILE_LETTER(w[i]));
			list = a != 0 ? sm_arc_child(arcs[a]) : 0;
		}
	} else {
		for (i = up; i < line && list != 0; i++) {
			a = mg_find(g, list, SM_TILE_LETTER(w[i]));
			list = a != 0 ? sm_arc_child(arcs[a]) : 0;
		}
	}
	/* Each letter, then the other side; the letters the rack could
	 * never play here are left out of the square's mask (every use of
	 * it is with the rack's letters), not of the cache's.  List 0:
	 * none. */
	lm = mg_tiles(g, list);
	todo = lm & MG_ALL_LETTERS;
	while (todo != 0) {
		l = mg_lowbit(todo);
		todo &= todo - 1;
		cur = mg_arc_of(g, list, lm, l);
		if (rev) {
			for (i = line - 1; i >= up && cur != 0; i--)
				cur = mg_find(g, sm_arc_child(arcs[cur]),
				    SM_TILE_LETTER(w[i]));
		} else {
			for (i = line + 1; i <= down && cur != 0; i++)
				cur = mg_find(g, sm_arc_child(arcs[cur]),
				    SM_TILE_LETTER(w[i]));
		}
		if (cur != 0 && sm_arc_accepts(arcs[cur]))
			mask |= 1u << l;
	}
	xc->k0 = k0;
	xc->k1 = k1;
	xc->mask = mask;
	s->cross = mask & (g->anyblank ? MG_ALL_LETTERS : g->rackmask);
}

/* The board's lines: the empty board's, then each tile and what it changes
 * (its neighbours along each line are no longer free on its side), then
 * each anchor (an empty square beside a tile, or the centre of an empty
 * board: the walk does not step onto it from the right; its cross-checks;
 * the best rack tile they allow, which only a square with a cross word
 * uses). */
static void mg_blank_limits(struct sm_movegen *);

static void
mg_prepare_board(struct sm_movegen *g)
{
	const struct sm_board	*b = g->board;
	int			 r, c, empty = 1;
	uint8_t			 anchor[SM_DIM][SM_DIM];
	struct mg_sq		*s;
	uint8_t			 t;

	memcpy(g->sq, g->sq0, sizeof g->sq);
	memset(anchor, 0, sizeof anchor);
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			if ((t = b->sq[r][c]) == 0)
				continue;
			empty = 0;
			g->sq[0][r][c].tile = t;
			g->sq[1][c][r].tile = t;
			if (c > 0) {
				g->sq[0][r][c - 1].walk &= ~MG_RFREE;
				anchor[r][c - 1] = 1;
			}
			if (c < SM_DIM - 1) {
				g->sq[0][r][c + 1].walk &= ~MG_LFREE;
				anchor[r][c + 1] = 1;
			}
			if (r > 0) {
				g->sq[1][c][r - 1].walk &= ~MG_RFREE;
				anchor[r - 1][c] = 1;
			}
			if (r < SM_DIM - 1) {
				g->sq[1][c][r + 1].walk &= ~MG_LFREE;
				anchor[r + 1][c] = 1;
			}
		}
	}
	g->empty = empty;
	if (empty)
		anchor[SM_CENTRE][SM_CENTRE] = 1;
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			if (!anchor[r][c] || b->sq[r][c] != 0)
				continue;
			s = &g->sq[0][r][c];
			s->anchor = 1;
			if (c < SM_DIM - 1)
				g->sq[0][r][c + 1].walk &= ~MG_LEFT;
			mg_cross(g, SM_ACROSS, r, c, s);
			if (s->xscore >= 0)
				s->cap = (uint8_t)mg_cap(g, s->cross);
			s = &g->sq[1][c][r];
			s->anchor = 1;
			if (r < SM_DIM - 1)
				g->sq[1][c][r + 1].walk &= ~MG_LEFT;
			mg_cross(g, SM_DOWN, c, r, s);
			if (s->xscore >= 0)
				s->cap = (uint8_t)mg_cap(g, s->cross);
		}
	}
	if (g->pick_left == 0 && g->fixed[0] > 0)
		mg_blank_limits(g);
}

/* For a rack with blanks and no pool: each empty square's rlim, the
 * square from which, going right, there are more squares that no tile
 * of the rack's letters fits (their cross-checks allow none of them)
 * than the rack has blanks, each of which such a square takes; the
 * square itself counted.  A move through it ends before rlim, so the
 * anchor bounds stop the right part there (no blank: the cross-checks
 * hold the rack's letters only, and the bounds already stop at a square
 * that allows none). */
static void
mg_blank_limits(struct sm_movegen *g)
{
	struct mg_sq	*ln;
	int		 dir, line, e, j, nb = g->fixed[0];
	uint8_t		 q[SM_PLAY_MAX + 1];	/* the next such squares */

	if (nb > SM_PLAY_MAX - 1)
		nb = SM_PLAY_MAX - 1;
	for (dir = 0; dir < 2; dir++) {
		for (line = 0; line < SM_DIM; line++) {
			ln = g->sq[dir][line];
			for (j = 0; j <= nb; j++)
				q[j] = SM_DIM;
			for (e = SM_DIM - 1; e >= 0; e--) {
				if (ln[e].tile != 0)
					continue;
				if ((ln[e].cross & g->rackmask) == 0) {
					for (j = nb; j > 0; j--)
						q[j] = q[j - 1];
					q[0] = (uint8_t)e;
				}
				ln[e].rlim = q[nb];
			}
		}
	}
}

/* ---- rack preparation ----------------------------------------------------- */

static int
mg_desc(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x < y) - (x > y);
}

static void
mg_prepare_rack(struct sm_movegen *g, const struct sm_genrack *gr)
{
	int	fv[SM_RACK_MAX + 1], pv[SM_PLAY_MAX];
	int	l, k, nf = 0, np = 0, i, j, total;

	memcpy(g->fixed, gr->fixed.counts, sizeof g->fixed);
	for (l = 1; l <= SM_NLETTERS; l++)
		if (sm_letter_count(l) == 0)	/* K Q W Y: only blanks */
			g->fixed[l] = 0;
	memcpy(g->stock, gr->stock.counts, sizeof g->stock);
	/* What the next draws take from before the move: the stock and the
	 * fixed part (ranking criterion 3). */
	g->base_v = g->base_c = 0;
	g->base_b = g->stock[0] + g->fixed[0];
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (mg_is_vowel(l))
			g->base_v += g->stock[l] + g->fixed[l];
		else
			g->base_c += g->stock[l] + g->fixed[l];
	}
	if (gr->pick > 0)
		memcpy(g->pool, gr->pool.counts, sizeof g->pool);
	else
		memset(g->pool, 0, sizeof g->pool);
	for (l = 1; l <= SM_NLETTERS; l++)
		if (sm_letter_count(l) == 0)
			g->pool[l] = 0;
	g->pick_left = gr->pick > 0 ? gr->pick : 0;
	if (g->pick_left > SM_PLAY_MAX)
		g->pick_left = SM_PLAY_MAX;
	g->pick = g->pick_left;
	g->max_play = gr->max_play;
	if (g->max_play <= 0 || g->max_play > SM_PLAY_MAX)
		g->max_play = SM_PLAY_MAX;

	/* Tile values for the bounds: the fixed part plus the pick best of
	 * the pool, best first, at most max_play of them. */
	for (l = 0; l <= SM_NLETTERS; l++)
		for (k = 0; k < g->fixed[l] && nf <= SM_RACK_MAX - 1; k++)
			fv[nf++] = l == 0 ? 0 : g->value[l];
	for (l = 0; l <= SM_NLETTERS; l++) {
		for (k = 0; k < g->pool[l]; k++) {
			int v = l == 0 ? 0 : g->value[l];

			/* keep the pick_left best */
			if (np < g->pick_left)
				pv[np++] = v;
			else {
				for (j = 0, i = 1; i < np; i++)
					if (pv[i] < pv[j])
						j = i;
				if (np > 0 && v > pv[j])
					pv[j] = v;
			}
		}
	}
	g->rackmask = 0;
	for (l = 1; l <= SM_NLETTERS; l++)
		if (g->fixed[l] || (g->pick_left && g->pool[l]))
			g->rackmask |= 1u << l;
	g->anyblank = g->fixed[0] || (g->pick_left && g->pool[0]);
	g->fmask = g->pmask = 0;
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (g->fixed[l])
			g->fmask |= 1u << l;
		if (g->pool[l])
			g->pmask |= 1u << l;
	}
	qsort(fv, (size_t)nf, sizeof fv[0], mg_desc);
	qsort(pv, (size_t)np, sizeof pv[0], mg_desc);
	total = nf + np;
	if (total > g->max_play)
		total = g->max_play;
	for (k = 0, i = 0, j = 0; k < total; k++) {
		if (j >= np || (i < nf && fv[i] >= pv[j]))
			g->vals[k] = fv[i++];
		else
			g->vals[k] = pv[j++];
	}
	g->nvals = total;
	for (k = 0, g->vsum[0] = 0; k < SM_PLAY_MAX; k++)
		g->vsum[k + 1] = g->vsum[k] + (k < total ? g->vals[k] : 0);
}

/* Take a tile from / put it back into the counts of the bingo checks,
 * keeping bmask (the letters still counted) right. */
static inline void
mg_btake(struct sm_movegen *g, int idx)
{
	if (--g->bcount[idx] == 0)
		g->bmask &= ~(1u << idx);
}

static inline void
mg_bput(struct sm_movegen *g, int idx)
{
	g->bcount[idx]++;
	g->bmask |= 1u << idx;
}

/* Letters a square allowing mask can take in the bingo checks: those
 * counted, and while a blank is, those it may stand for (bwild). */
static inline uint32_t
mg_bavail(const struct sm_movegen *g, uint32_t mask)
{
	return mask & (g->bcount[0] > 0 ? g->bmask | g->bwild : g->bmask);
}

/* Whether a word of exactly left more letters, from the letters counted
 * in bcount (a blank as any letter), continues the DAWG list. */
static int
mg_anagram(struct sm_movegen *g, uint32_t list, int left)
{
	const uint32_t	*arcs = g->arcs;
	uint32_t	 a, ch, lm = mg_tiles(g, list);
	uint32_t	 mask = mg_bavail(g, MG_ALL_LETTERS) & lm;
	int		 l, use, idx, found;

	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		a = arcs[mg_arc_of(g, list, lm, l)];
		ch = sm_arc_child(a);
		for (use = 0; use < 2; use++) {
			idx = use == 0 ? l : 0;
			if (g->bcount[idx] == 0)
				continue;
			if (left == 1) {
				if (sm_arc_accepts(a))
					return 1;
				continue;
			}
			if (ch == 0)
				continue;
			mg_btake(g, idx);
			found = mg_anagram(g, ch, left - 1);
			mg_bput(g, idx);
			if (found)
				return 1;
		}
	}
	return 0;
}

static void mg_with8(struct sm_movegen *);
static void mg_table_hits(struct sm_movegen *, int);

static void
mg_prepare_bingo(struct sm_movegen *g)
{
	int	l, n = 0;

	g->bingo_known = 0;
	g->bingo_table = 0;
	g->bwild = MG_ALL_LETTERS;
	memset(g->f9known, 0, sizeof g->f9known);
	g->table7 = 0;
	memset(g->t7done, 0, sizeof g->t7done);
	g->thit_known = 0;
	g->twords = 0;
	g->with8 = MG_ALL_LETTERS;
	g->can7 = -1;
	g->spanchk = 0;
	memset(g->fits, 0, sizeof g->fits);
	for (l = 0; l <= SM_NLETTERS; l++)
		n += g->fixed[l];
	if (g->pick_left > 0 || n < SM_PLAY_MAX ||
	    g->max_play < SM_PLAY_MAX || g->lx->dawg_root == 0)
		return;
	memcpy(g->bcount, g->fixed, sizeof g->bcount);
	g->bmask = g->fmask;
	g->bingo_known = 1;
	g->ball = n == SM_PLAY_MAX && g->lx->nbelow != 0;
	/* The anagram tables answer for a rack of exactly 7 tiles and two
	 * blanks at most (an 8-tile rack, eliptic's, takes the walks).  A
	 * rack with two blanks costs 351 lookups for each board letter
	 * asked about, once a search (mg_table_hits), shared by the checks
	 * and by the moves of the spans kept (mg_table_moves). */
	g->bingo_table = n == SM_PLAY_MAX && g->fixed[0] <= MG_TABLE_BLANKS &&
	    g->lx->nana7 > 0 && g->lx->nana8 > 0;
	g->table7 = n == SM_PLAY_MAX && g->fixed[0] <= 2 &&
	    g->lx->nana7 > 0 && g->lx->nana8 > 0;
	if (g->bingo_table && g->fixed[0] == 0)
		mg_with8(g);
	if (g->ball && (MG_CHECK_BLANKS >> g->fixed[0] & 1)) {
		g->spanchk = 1;
		memset(g->fitsk, 0, sizeof g->fitsk);
	}
}

/* The rack's 7 tiles into r[0..7), blanks first (as 0); returns the
 * number of blanks. */
static int
mg_rack7(const struct sm_movegen *g, uint8_t *r)
{
	int	l, k, n = 0;

	for (l = 0; l <= SM_NLETTERS; l++)
		for (k = 0; k < g->bcount[l] && n < SM_PLAY_MAX; k++)
			r[n++] = (uint8_t)l;
	return g->bcount[0];
}

/* The alphagram (lexicon.h) of the n letters srt[] (in increasing order)
 * and letter a, for each a from 1 to 26 in turn into key[a]: the letters
 * of srt below a, then a, then the others, so the key is put together from
 * two packings of srt rather than sorted 26 times. */
static void
mg_blank_keys(const uint8_t *srt, int n, uint64_t *key)
{
	uint64_t	lo[SM_PLAY_MAX + 2], hi[SM_PLAY_MAX + 2];
	int		a, j;

	for (j = 0, lo[0] = 0; j < n; j++)
		lo[j + 1] = lo[j] | (uint64_t)srt[j] << (5 * j);
	for (j = n, hi[n] = 0; j-- > 0;)
		hi[j] = (uint64_t)srt[j] | hi[j + 1] << 5;
	for (a = 1, j = 0; a <= SM_NLETTERS; a++) {
		while (j < n && srt[j] < a)
			j++;
		key[a] = lo[j] | (uint64_t)a << (5 * j) | hi[j] << (5 * (j + 1));
	}
}

/* with8 for a rack of 7 letters: the letters x such that the rack and x
 * are the letters of an 8-letter word (26 lookups, one a search), so that
 * a 7-tile span through one board tile whose letter is not among them is
 * dropped by every bound at once, the first included. */
static void
mg_with8(struct sm_movegen *g)
{
	uint8_t		r[SM_PLAY_MAX];
	uint64_t	key[SM_NLETTERS + 1];
	int		x;

	mg_rack7(g, r);
	mg_blank_keys(r, SM_PLAY_MAX, key);
	for (x = 1; x <= SM_NLETTERS; x++)
		sm_lexicon_ana_prefetch(g->lx, key[x], true);
	g->with8 = 0;
	for (x = 1; x <= SM_NLETTERS; x++) {
		g->thit[x][0] = 0;
		if (sm_lexicon_ana8(g->lx, key[x]) != UINT32_MAX) {
			g->with8 |= 1u << x;
			g->thit[x][0] = 1;	/* the same lookups */
		}
	}
	g->thit_known |= MG_ALL_LETTERS;
}

/* Whether a 7-letter word can be made of the rack (two blanks at most),
 * by the anagram table (each letter for each blank). */
static int
mg_can7_table(struct sm_movegen *g)
{
	int	x;

	if (!(g->thit_known & 1))
		mg_table_hits(g, 0);
	for (x = 0; x <= SM_NLETTERS; x++)
		if (g->thit[0][x] != 0)
			return 1;
	return 0;
}

/* Whether a 7-letter word can be made of the rack (remembered for the
 * search). */
static int
mg_can7(struct sm_movegen *g)
{
	if (g->can7 < 0)
		g->can7 = g->bingo_table ? mg_can7_table(g) :
		    mg_anagram(g, g->lx->dawg_root, SM_PLAY_MAX);
	return g->can7;
}

/* Whether one of the 8-letter words of alphagram key puts x at j0 and at
 * each other j a letter of cross[j]. */
static int
mg_fit8_group(const struct sm_movegen *g, uint64_t key, int x, int j0,
    const uint32_t *cross)
{
	const struct sm_lexicon	*lx = g->lx;
	uint32_t		 i = sm_lexicon_ana8(lx, key);
	uint64_t		 w;
	int			 j, ok;

	for (; i < lx->nana8w; i++) {
		w = sm_lexicon_ana8_word(lx, i);
		ok = (int)((w >> (5 * j0)) & 31) == x;
		for (j = 0; j < 8 && ok; j++)
			ok = j == j0 || (cross[j] >> ((w >> (5 * j)) & 31) & 1);
		if (ok)
			return 1;
		if (w & SM_LEX_ANA_LAST)
			break;
	}
	return 0;
}

/* Whether an 8-letter word fills ln[s..s+7] whose only board tile, x, is
 * at p, the 7 others from the rack (two blanks at most), by the anagram
 * table: only the blanks' letters that make an 8-letter word with the rack
 * and x (mg_table_hits) are tried. */
static int
mg_fit8_table(struct sm_movegen *g, const struct mg_sq *ln, int s, int p)
{
	uint8_t		r[SM_PLAY_MAX + 2], r2[SM_PLAY_MAX + 2], *rl;
	uint64_t	key[SM_NLETTERS + 1];
	uint32_t	cross[8], m;
	int		nb = mg_rack7(g, r), x, a, j, k, n;

	x = SM_TILE_LETTER(ln[p].tile);
	/* x into the rack's letters, in order (r[0..nb): the blanks) */
	for (j = SM_PLAY_MAX; j > nb && r[j - 1] > x; j--)
		r[j] = r[j - 1];
	r[j] = (uint8_t)x;
	rl = r + nb;
	n = SM_PLAY_MAX + 1 - nb;
	for (j = 0; j < 8; j++)
		cross[j] = ln[s + j].cross;
	if (!(g->thit_known >> x & 1))
		mg_table_hits(g, x);
	if (nb == 0)
		return g->thit[x][0] != 0 && mg_fit8_group(g,
		    sm_lexicon_alphagram(r, 8), x, p - s, cross);
	if (nb == 1) {
		if (g->thit[x][0] == 0)
			return 0;
		mg_blank_keys(rl, n, key);
		for (m = g->thit[x][0]; m != 0; m &= m - 1)
			if (mg_fit8_group(g, key[mg_lowbit(m)], x, p - s,
			    cross))
				return 1;
		return 0;
	}
	for (a = 1; a <= SM_NLETTERS; a++) {
		if (g->thit[x][a] == 0)
			continue;
		for (j = 0, k = 0; j < n && rl[j] <= a; j++)
			r2[k++] = rl[j];
		r2[k++] = (uint8_t)a;
		for (; j < n; j++)
			r2[k++] = rl[j];
		mg_blank_keys(r2, n + 1, key);
		for (m = g->thit[x][a]; m != 0; m &= m - 1)
			if (mg_fit8_group(g, key[mg_lowbit(m)], x, p - s,
			    cross))
				return 1;
	}
	return 0;
}

/* The span checks: whether a word fills sf_ln[s..e] with the board's
 * tiles and the rack's (counted in bcount; cross-checks obeyed), read
 * through the GADDAG from the last tile p of the span's first run of board
 * tiles leftwards to s, then across the separator rightwards to e: the
 * whole run constrains the walk before its first rack letter.  Used for
 * 7-tile spans, whose
 * bonus makes their bounds the loosest.  Each step costs one unit of
 * fit_budget; when it runs out the check gives up and answers yes. */

/* Whether the letters still counted (bmask) and the board letters the
 * walk reads after square pos (sf_bn[pos]) can all come after the arc ai,
 * by its "below" mask (sm_lexicon_below): the counted letters only when
 * the rack has exactly 7 tiles (ball), which a 7-tile span takes all of. */
static inline int
mg_below_ok(const struct sm_movegen *g, uint32_t ai, int pos)
{
	uint32_t	need = (g->ball ? g->bmask & MG_ALL_LETTERS : 0) |
			    g->sf_bn[pos];

	return need == 0 || (need & ~sm_lexicon_below(g->lx, ai)) == 0;
}

/* mg_below_ok as it would answer once l is taken (the blank when l is
 * not held), without taking it, and with the board letters the walk has
 * still to read after square pos (sf_bn[pos]) needed too: need is bmask's
 * letters when the rack has 7 tiles (ball), else 0.  Asked before anything
 * else of a letter, so that a letter the mask leaves costs one read and no
 * store. */
static inline int
mg_below_ok_after(const struct sm_movegen *g, uint32_t need, int l,
    uint32_t ai, int pos)
{
	if (g->bcount[l] == 1)
		need &= ~(1u << l);
	return ((need | g->sf_bn[pos]) & ~sm_lexicon_below(g->lx, ai)) == 0;
}

/* The right part: squares pos..e, from the DAWG list (not 0). */
static int
mg_span_right(struct sm_movegen *g, int pos, uint32_t list)
{
	const uint32_t		*arcs = g->arcs;
	const struct mg_sq	*sq = &g->sf_ln[pos];
	uint32_t		 i, ch, lm, mask, need;
	int			 l, found, idx, last = pos == g->sf_e;

	if (--g->fit_budget < 0)
		return 1;	/* gave up: assume it fits */
	if (sq->tile != 0) {
		if ((i = mg_find(g, list, SM_TILE_LETTER(sq->tile))) == 0)
			return 0;
		if (last)
			return sm_arc_accepts(arcs[i]);
		ch = sm_arc_child(arcs[i]);
		return ch != 0 && mg_span_right(g, pos + 1, ch);
	}
	lm = mg_tiles(g, list);
	mask = mg_bavail(g, sq->cross) & lm;
	need = g->ball ? g->bmask & MG_ALL_LETTERS : 0;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		i = mg_arc_of(g, list, lm, l);
		if (last) {
			if (sm_arc_accepts(arcs[i]))
				return 1;
			continue;
		}
		if (!mg_below_ok_after(g, need, l, i, pos) ||
		    (ch = sm_arc_child(arcs[i])) == 0)
			continue;
		idx = g->bcount[l] > 0 ? l : 0;
		mg_btake(g, idx);
		found = mg_span_right(g, pos + 1, ch);
		mg_bput(g, idx);
		if (found)
			return 1;
	}
	return 0;
}

/* The rest of a word whose GADDAG walk reached list (not 0) at the span's
 * start: the separator, then the right part. */
static inline int
mg_span_cross(struct sm_movegen *g, uint32_t list)
{
	uint32_t	i, ch;

	return (i = mg_find(g, list, SM_LEX_SEPARATOR)) != 0 &&
	    (ch = sm_arc_child(g->arcs[i])) != 0 &&
	    mg_span_right(g, g->sf_p + 1, ch);
}

/* Whether, l taken from the rack, each square of the right part with a
 * cross word still has a letter to take. */
static inline int
mg_span_room(const struct sm_movegen *g, int l)
{
	int	i;

	if (g->bcount[0] > 1 || (g->bcount[0] == 1 && g->bcount[l] > 0))
		return 1;	/* a blank is left */
	for (i = 0; i < g->sf_nneed; i++)
		if ((g->sf_need[i] & g->bmask & ~(g->bcount[l] == 1 ?
		    1u << l : 0)) == 0)
			return 0;
	return 1;
}

/* The left part: the empty squares pos down to s, from the GADDAG list
 * (not 0). */
static int
mg_span_left(struct sm_movegen *g, int pos, uint32_t list)
{
	const uint32_t	*arcs = g->arcs;
	uint32_t	 ch, lm, mask, i, need;
	int		 l, found, idx, first = pos == g->sf_s;

	if (--g->fit_budget < 0)
		return 1;	/* gave up: assume it fits */
	if (g->sf_ln[pos].tile != 0) {	/* a run left of the first read */
		if ((i = mg_find(g, list,
		    SM_TILE_LETTER(g->sf_ln[pos].tile))) == 0)
			return 0;
		if (first && g->sf_p == g->sf_e)
			return sm_arc_accepts(arcs[i]);	/* the run ends it */
		if ((ch = sm_arc_child(arcs[i])) == 0)
			return 0;
		return first ? mg_span_cross(g, ch) :
		    mg_span_left(g, pos - 1, ch);
	}
	lm = mg_tiles(g, list);
	mask = mg_bavail(g, g->sf_ln[pos].cross) & lm;
	need = g->ball ? g->bmask & MG_ALL_LETTERS : 0;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		i = mg_arc_of(g, list, lm, l);
		if (first && g->sf_p == g->sf_e) {
			if (mg_span_room(g, l) && sm_arc_accepts(arcs[i]))
				return 1;	/* the board tile ends it */
			continue;
		}
		if (!mg_below_ok_after(g, need, l, i, pos) ||
		    !mg_span_room(g, l) ||
		    (ch = sm_arc_child(arcs[i])) == 0)
			continue;
		idx = g->bcount[l] > 0 ? l : 0;
		mg_btake(g, idx);
		found = first ? mg_span_cross(g, ch) :
		    mg_span_left(g, pos - 1, ch);
		mg_bput(g, idx);
		if (found)
			return 1;
	}
	return 0;
}

/* The empty squares of ln[s..e] a span walk from the run p0..p crosses
 * before it meets another board tile: leftwards from p0 - 1 to s, then
 * rightwards from p + 1. */
static int
mg_run_gap(const struct mg_sq *ln, int s, int e, int p0, int p)
{
	int	j, k = 0;

	for (j = p0 - 1; j >= s; j--, k++)
		if (ln[j].tile != 0)
			return k;
	for (j = p + 1; j <= e; j++, k++)
		if (ln[j].tile != 0)
			return k;
	return k;
}

/* The run of board tiles of ln[s..e] a span walk starts from: its first
 * square in *p0 and last in *p, both left alone when the span has no
 * board tile.  The longest; of equal runs, the one from which the walk
 * meets another board tile soonest (mg_run_gap), then for single tiles
 * the one whose letter has the fewest tiles in the set (sm_letter_count:
 * a rarer letter, fewer words through it), then the last
 * (bench/README.md, round 9c). */
static void
mg_longest_run(const struct mg_sq *ln, int s, int e, int *p0, int *p)
{
	int	j, q, len, gap, cnt, best = 0, bgap = 0, bcnt = 0;

	for (j = s; j <= e; j++) {
		if (ln[j].tile == 0)
			continue;
		for (q = j; q < e && ln[q + 1].tile != 0; q++)
			;
		len = q - j + 1;
		if (len >= best) {
			gap = mg_run_gap(ln, s, e, j, q);
			cnt = len == 1 ?
			    sm_letter_count(SM_TILE_LETTER(ln[j].tile)) : 0;
			if (len > best || gap < bgap ||
			    (gap == bgap && cnt <= bcnt)) {
				best = len;
				bgap = gap;
				bcnt = cnt;
				*p0 = j;
				*p = q;
			}
		}
		j = q;
	}
}

/* sf_bn for the walk of the span s..e from its run p0..p (the span
 * check's and the span listing's): for a square pos left of the run, the
 * board letters of s..pos - 1 and of p + 1..e, which the walk reads after
 * pos (leftwards, then past the separator); for a square right of it,
 * those of pos + 1..e.  A "below" mask (sm_lexicon_below) without one of
 * them ends the walk there. */
static void
mg_span_board(struct sm_movegen *g, const struct mg_sq *ln, int s, int e,
    int p0, int p)
{
	uint32_t	m = 0, r;
	int		j;

	for (j = e; j > p; j--) {
		g->sf_bn[j] = m;
		if (ln[j].tile != 0)
			m |= 1u << SM_TILE_LETTER(ln[j].tile);
	}
	for (r = m, m = 0, j = s; j < p0; j++) {
		g->sf_bn[j] = m | r;
		if (ln[j].tile != 0)
			m |= 1u << SM_TILE_LETTER(ln[j].tile);
	}
}

/* Whether the rack's 7 tiles (one blank at most) and the two board tiles
 * of ln[s..e] may be the letters of a 9-letter word, by the lexicon's
 * alphagram filter: with a blank, each letter for it, the 26 blocks asked
 * for first, and the letters that may be in bwild, for the span's walk.
 * false: no move fills the span.  The answer depends on the two board
 * letters only (the rack being the search's): kept in f9 for the search. */
static int
mg_fit9_maybe(struct sm_movegen *g, const struct mg_sq *ln, int s, int e)
{
	uint8_t		r[SM_PLAY_MAX + 2];
	uint64_t	key[SM_NLETTERS + 1];
	int		nb = mg_rack7(g, r), n = SM_PLAY_MAX, j, k, x, a;
	int		t[2] = { 0, 0 }, nt = 0;

	for (k = s; k <= e; k++) {	/* the board letters in, in order */
		if (ln[k].tile == 0)
			continue;
		x = SM_TILE_LETTER(ln[k].tile);
		t[nt++ & 1] = x;
		for (j = n++; j > nb && r[j - 1] > x; j--)
			r[j] = r[j - 1];
		r[j] = (uint8_t)x;
	}
	if (t[0] > t[1]) {
		x = t[0];
		t[0] = t[1];
		t[1] = x;
	}
	if (g->f9known[t[0]] >> t[1] & 1) {	/* asked in this search */
		if (nb == 1)
			g->bwild = g->f9[t[0]][t[1]];
		return g->f9[t[0]][t[1]] != 0;
	}
	g->f9known[t[0]] |= 1u << t[1];
	if (nb == 0) {
		g->f9[t[0]][t[1]] = sm_lexicon_maybe(g->lx,
		    sm_lexicon_alphagram(r, 9));
		return g->f9[t[0]][t[1]] != 0;
	}
	mg_blank_keys(r + 1, 8, key);
	for (a = 1; a <= SM_NLETTERS; a++)
		sm_lexicon_maybe_prefetch(g->lx, key[a]);
	g->bwild = 0;
	for (a = 1; a <= SM_NLETTERS; a++)
		if (sm_lexicon_maybe(g->lx, key[a]))
			g->bwild |= 1u << a;
	g->f9[t[0]][t[1]] = g->bwild;
	return g->bwild != 0;
}

/* Whether a 7-tile move can fill the span ln[s..e] holding n board tiles:
 * an anagram of the rack when there are none, else a walk of the span
 * itself, remembered per start (the span of 7 tiles from s is unique). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))	/* in the search, as with one caller */
#endif
static inline int
mg_bingo_span(struct sm_movegen *g, const struct mg_sq *ln, uint8_t *fits,
    int s, int e, int n)
{
	uint32_t	i, ch;
	int		p = s, p0 = s, ok, j;

	if (n == 0)
		return mg_can7(g);
	if (fits[s] == 0 && n == 1 && g->bingo_table) {
		while (ln[p].tile == 0)
			p++;
		fits[s] = mg_fit8_table(g, ln, s, p) ? 2 : 1;
	}
	if (fits[s] == 0 && n == 2 && g->ball && g->bcount[0] <= 1 &&
	    g->lx->nfilter != 0 && !mg_fit9_maybe(g, ln, s, e))
		fits[s] = 1;	/* no 9-letter word of these letters */
	if (fits[s] == 0) {
		/* The span's run of board tiles (mg_longest_run: the
		 * longest), p0..p: the walk reads it whole (right to left)
		 * before any rack letter, so that all of it constrains the
		 * walk from the start. */
		mg_longest_run(ln, s, e, &p0, &p);
		g->sf_ln = ln;
		g->sf_s = s;
		g->sf_e = e;
		g->sf_p = p;
		g->sf_nneed = 0;
		for (j = p + 1; j <= e; j++)
			if (ln[j].tile == 0 && ln[j].xscore >= 0)
				g->sf_need[g->sf_nneed++] = ln[j].cross;
		mg_span_board(g, ln, s, e, p0, p);
		g->fit_budget = MG_FIT_BUDGET;
		ch = g->lx->gaddag_root;
		for (j = p; j >= p0 && ch != 0; j--)
			ch = (i = mg_find(g, ch, SM_TILE_LETTER(ln[j].tile))) != 0 ?
			    sm_arc_child(g->arcs[i]) : 0;
		/* 7 new tiles and the run: s < p0 or p < e. */
		ok = ch != 0 && (p0 > s ? mg_span_left(g, p0 - 1, ch) :
		    mg_span_cross(g, ch));
		fits[s] = ok ? 2 : 1;
	}
	g->bwild = MG_ALL_LETTERS;
	return fits[s] == 2;
}

/* mg_bingo_span for mg_anchor_boundk, called rather than inlined. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int
mg_bingo_span_call(struct sm_movegen *g, const struct mg_sq *ln,
    uint8_t *fits, int s, int e, int n)
{
	return mg_bingo_span(g, ln, fits, s, e, n);
}

/* The walks of mg_fitk_span: those of mg_span_right, mg_span_cross and
 * mg_span_left, which also keep slack, what the best score a word of the
 * letters placed so far could have (a held letter counted at its value,
 * another as the blank, each square left at its best rack tile) exceeds
 * the floor by; a letter that would make it negative is not tried. */
static int
mg_fitk_right(struct sm_movegen *g, int pos, uint32_t list, int slack)
{
	const uint32_t		*arcs = g->arcs;
	const struct mg_sq	*sq = &g->sf_ln[pos];
	uint32_t		 i, ch, lm, mask;
	int			 l, found, idx, d, last = pos == g->sf_e;

	if (--g->fit_budget < 0)
		return 1;	/* gave up: assume it fits */
	if (sq->tile != 0) {
		if ((i = mg_find(g, list, SM_TILE_LETTER(sq->tile))) == 0)
			return 0;
		if (last)
			return sm_arc_accepts(arcs[i]);
		ch = sm_arc_child(arcs[i]);
		return ch != 0 && mg_fitk_right(g, pos + 1, ch, slack);
	}
	lm = mg_tiles(g, list);
	mask = mg_bavail(g, sq->cross) & lm;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		d = ((g->fixed[l] ? g->value[l] : 0) - g->fk_cap[pos]) *
		    g->fk_w[pos];
		if (slack + d < 0)
			continue;
		i = mg_arc_of(g, list, lm, l);
		if (last) {
			if (sm_arc_accepts(arcs[i]))
				return 1;
			continue;
		}
		if ((ch = sm_arc_child(arcs[i])) == 0)
			continue;
		idx = g->bcount[l] > 0 ? l : 0;
		mg_btake(g, idx);
		found = mg_fitk_right(g, pos + 1, ch, slack + d);
		mg_bput(g, idx);
		if (found)
			return 1;
	}
	return 0;
}

static inline int
mg_fitk_cross(struct sm_movegen *g, uint32_t list, int slack)
{
	uint32_t	i, ch;

	return (i = mg_find(g, list, SM_LEX_SEPARATOR)) != 0 &&
	    (ch = sm_arc_child(g->arcs[i])) != 0 &&
	    mg_fitk_right(g, g->sf_p + 1, ch, slack);
}

static int
mg_fitk_left(struct sm_movegen *g, int pos, uint32_t list, int slack)
{
	const uint32_t	*arcs = g->arcs;
	uint32_t	 ch, lm, mask, i;
	int		 l, found, idx, d, first = pos == g->sf_s;

	if (--g->fit_budget < 0)
		return 1;	/* gave up: assume it fits */
	if (g->sf_ln[pos].tile != 0) {	/* a run left of the first read */
		if ((i = mg_find(g, list,
		    SM_TILE_LETTER(g->sf_ln[pos].tile))) == 0)
			return 0;
		if (first && g->sf_p == g->sf_e)
			return sm_arc_accepts(arcs[i]);	/* the run ends it */
		if ((ch = sm_arc_child(arcs[i])) == 0)
			return 0;
		return first ? mg_fitk_cross(g, ch, slack) :
		    mg_fitk_left(g, pos - 1, ch, slack);
	}
	lm = mg_tiles(g, list);
	mask = mg_bavail(g, g->sf_ln[pos].cross) & lm;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		d = ((g->fixed[l] ? g->value[l] : 0) - g->fk_cap[pos]) *
		    g->fk_w[pos];
		if (slack + d < 0)
			continue;
		i = mg_arc_of(g, list, lm, l);
		if (first && g->sf_p == g->sf_e) {
			if (mg_span_room(g, l) && sm_arc_accepts(arcs[i]))
				return 1;	/* the board tile ends it */
			continue;
		}
		if (!mg_span_room(g, l) || (ch = sm_arc_child(arcs[i])) == 0)
			continue;
		idx = g->bcount[l] > 0 ? l : 0;
		mg_btake(g, idx);
		found = first ? mg_fitk_cross(g, ch, slack + d) :
		    mg_fitk_left(g, pos - 1, ch, slack + d);
		mg_bput(g, idx);
		if (found)
			return 1;
	}
	return 0;
}

/* Whether a word scoring floor or more may fill the span ln[s..e], k (3
 * to 6) of the rack's 7 tiles on its empty squares and board tiles: the
 * same walk as mg_bingo_span's (through no board tile, the DAWG's from s,
 * square by square; mg_fitk_left, mg_fitk_right), the rack's tiles
 * counted but not all taken (so no "below" mask of every letter), a
 * letter not tried once the word's best score (a held letter at its
 * value, another as the blank at 0, each square not reached yet at the
 * best rack tile it allows) falls below floor; at most MG_FITK_BUDGET
 * steps (then yes).  Remembered per start and k in fitsk (the span of k
 * tiles from s is unique; the floor only rises during a search, so a
 * "no" stays true). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int
mg_fitk_span(struct sm_movegen *g, const struct mg_sq *ln, uint8_t *fitsk,
    int s, int e, int k, int floor)
{
	uint32_t	i, ch;
	int		p = s, p0 = s, ok, j, ball = g->ball, sh = 2 * (6 - k);
	int		wm = 1, slack = 0;

	if ((fitsk[s] >> sh & 3) != 0)
		return (fitsk[s] >> sh & 3) == 2;
	mg_longest_run(ln, s, e, &p0, &p);
	g->sf_ln = ln;
	g->sf_s = s;
	g->sf_e = e;
	g->sf_p = p;
	g->sf_nneed = 0;
	for (j = p + 1; j <= e; j++)
		if (ln[j].tile == 0 && ln[j].xscore >= 0)
			g->sf_need[g->sf_nneed++] = ln[j].cross;
	/* the score bound: board tiles and cross words, then each empty
	 * square at its best rack tile */
	for (j = s; j <= e; j++)
		if (ln[j].tile == 0)
			wm *= ln[j].wm;
	for (j = s; j <= e; j++) {
		if (ln[j].tile != 0) {
			if (!SM_TILE_IS_BLANK(ln[j].tile))
				slack += wm *
				    g->value[SM_TILE_LETTER(ln[j].tile)];
			continue;
		}
		g->fk_w[j] = ln[j].lm * (wm + (ln[j].xscore >= 0 ?
		    ln[j].wm : 0));
		g->fk_cap[j] = mg_cap(g, ln[j].cross);
		slack += g->fk_w[j] * g->fk_cap[j];
		if (ln[j].xscore >= 0)
			slack += ln[j].xscore * ln[j].wm;
	}
	slack -= floor;
	g->fit_budget = MG_FITK_BUDGET;
	g->ball = 0;
	g->bwild = MG_ALL_LETTERS;
	if (slack < 0)
		ok = 0;
	else if (ln[p].tile == 0)	/* no board tile: the DAWG from s */
		ok = mg_fitk_right(g, s, g->lx->dawg_root, slack);
	else {
		ch = g->lx->gaddag_root;
		for (j = p; j >= p0 && ch != 0; j--)
			ch = (i = mg_find(g, ch,
			    SM_TILE_LETTER(ln[j].tile))) != 0 ?
			    sm_arc_child(g->arcs[i]) : 0;
		ok = ch != 0 && (p0 > s ? mg_fitk_left(g, p0 - 1, ch, slack) :
		    mg_fitk_cross(g, ch, slack));
	}
	g->ball = ball;
	fitsk[s] = (uint8_t)(fitsk[s] | (ok ? 2 : 1) << sh);
	return ok;
}

/* ---- 7-tile moves through two board tiles or more ----------------------------- */

static void mg_record(struct sm_movegen *, int, int, int, int, int);
static void mg_record_late(struct sm_movegen *, int, int, int, int, int,
    int);

/* A 7-tile move of the span listing, recorded (with late blanks, each way
 * of giving its letters to the blanks). */
static void
mg_span_record(struct sm_movegen *g, int ms, int wmul, int cs)
{
	if (g->late)
		mg_record_late(g, g->sf_s, g->sf_e, ms, wmul, cs, g->bcount[0]);
	else
		mg_record(g, g->sf_s, g->sf_e, ms, wmul, cs);
}

/* The span listing (mg_span_list): the walk of the span check (the
 * GADDAG from the end of the span's longest run of board tiles leftwards
 * to sf_s, the separator, then rightwards to sf_e), every word recorded
 * with each way of taking its new letters from the counts (bcount), the
 * score kept as in the search's walk: a letter held and a blank both
 * tried, or with late blanks a held letter as its tile only and the other
 * ways recorded with the word (mg_record_late). */
static void mg_span_list_left(struct sm_movegen *, int, uint32_t, int, int,
    int);

/* Whether each square of the right part with a cross word still has a
 * tile to take. */
static inline int
mg_span_room_left(const struct sm_movegen *g)
{
	int	i;

	if (g->bcount[0] > 0)
		return 1;
	for (i = 0; i < g->sf_nneed; i++)
		if ((g->sf_need[i] & g->bmask) == 0)
			return 0;
	return 1;
}

/* The span listing on from pos (a board tile or a letter just placed,
 * whose arc is a): leftwards (left) down to sf_s and then across the
 * separator, or rightwards up to sf_e, each word filling the span
 * recorded. */
static void mg_span_list_right(struct sm_movegen *, int, uint32_t, int, int,
    int);

static void
mg_span_list_on(struct sm_movegen *g, int pos, uint32_t a, int left, int ms,
    int wmul, int cs)
{
	uint32_t	ch = sm_arc_child(a), i;

	if (left) {
		if (pos == g->sf_s) {
			if (g->sf_p == g->sf_e) {	/* the run ends it */
				if (sm_arc_accepts(a))
					mg_span_record(g, ms, wmul, cs);
				return;
			}
			if (ch != 0 &&
			    (i = mg_find(g, ch, SM_LEX_SEPARATOR)) != 0 &&
			    (ch = sm_arc_child(g->arcs[i])) != 0)
				mg_span_list_right(g, g->sf_p + 1, ch, ms,
				    wmul, cs);
			return;
		}
		if (ch != 0)
			mg_span_list_left(g, pos - 1, ch, ms, wmul, cs);
		return;
	}
	if (pos == g->sf_e) {
		if (sm_arc_accepts(a))
			mg_span_record(g, ms, wmul, cs);
		return;
	}
	if (ch != 0)
		mg_span_list_right(g, pos + 1, ch, ms, wmul, cs);
}

/* The square pos of the span, from list (not 0), going left or right. */
static void
mg_span_list_sq(struct sm_movegen *g, int pos, uint32_t list, int left,
    int ms, int wmul, int cs)
{
	const struct mg_sq	*sq = &g->sf_ln[pos];
	uint32_t		 i, lm, mask, a;
	int			 l, bl, idx, v, cs2;

	if (sq->tile != 0) {
		if ((i = mg_find(g, list, SM_TILE_LETTER(sq->tile))) == 0)
			return;
		if (!SM_TILE_IS_BLANK(sq->tile))
			ms += g->value[SM_TILE_LETTER(sq->tile)];
		g->word[pos] = sq->tile;
		mg_span_list_on(g, pos, g->arcs[i], left, ms, wmul, cs);
		return;
	}
	lm = mg_tiles(g, list);
	mask = mg_bavail(g, sq->cross) & lm;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		i = mg_arc_of(g, list, lm, l);
		a = g->arcs[i];
		/* late blanks: a letter held as its tile only */
		for (bl = 0; bl < 2; bl++) {
			idx = bl ? 0 : l;
			if (g->bcount[idx] == 0 || (bl && g->late &&
			    g->bcount[l] > 0))
				continue;
			mg_btake(g, idx);
			if ((!left || mg_span_room_left(g)) &&
			    mg_below_ok(g, i, pos)) {
				v = bl ? 0 : g->value[l];
				cs2 = cs;
				if (sq->xscore >= 0)
					cs2 += (sq->xscore + v * sq->lm) *
					    sq->wm;
				g->nplaced++;
				g->word[pos] = (uint8_t)(l |
				    (bl ? SM_BLANK : 0));
				mg_span_list_on(g, pos, a, left,
				    ms + v * sq->lm, wmul * sq->wm, cs2);
				g->nplaced--;
			}
			mg_bput(g, idx);
		}
	}
}

static void
mg_span_list_left(struct sm_movegen *g, int pos, uint32_t list, int ms,
    int wmul, int cs)
{
	mg_span_list_sq(g, pos, list, 1, ms, wmul, cs);
}

static void
mg_span_list_right(struct sm_movegen *g, int pos, uint32_t list, int ms,
    int wmul, int cs)
{
	mg_span_list_sq(g, pos, list, 0, ms, wmul, cs);
}

/* mg_span_list's walk. */
static void
mg_span_list_walk(struct sm_movegen *g, const struct mg_sq *ln, int s, int e)
{
	uint32_t	i, ch;
	int		p = -1, p0 = s, j, ms = 0;

	mg_longest_run(ln, s, e, &p0, &p);
	g->sf_ln = ln;
	g->sf_s = s;
	g->sf_e = e;
	g->nplaced = 0;
	if (p < 0) {
		g->sf_p = s - 1;
		g->sf_nneed = 0;
		memset(g->sf_bn, 0, sizeof g->sf_bn);
		mg_span_list_right(g, s, g->lx->dawg_root, 0, 1, 0);
		return;
	}
	g->sf_p = p;
	g->sf_nneed = 0;
	for (j = p + 1; j <= e; j++)
		if (ln[j].tile == 0 && ln[j].xscore >= 0)
			g->sf_need[g->sf_nneed++] = ln[j].cross;
	mg_span_board(g, ln, s, e, p0, p);
	ch = g->lx->gaddag_root;
	for (j = p; j >= p0 && ch != 0; j--) {
		if ((i = mg_find(g, ch, SM_TILE_LETTER(ln[j].tile))) == 0)
			return;
		if (!SM_TILE_IS_BLANK(ln[j].tile))
			ms += g->value[SM_TILE_LETTER(ln[j].tile)];
		g->word[j] = ln[j].tile;
		ch = sm_arc_child(g->arcs[i]);
	}
	/* 7 new tiles and the run: s < p0 or p < e. */
	if (ch == 0)
		return;
	if (p0 > s)
		mg_span_list_left(g, p0 - 1, ch, ms, 1, 0);
	else if ((i = mg_find(g, ch, SM_LEX_SEPARATOR)) != 0 &&
	    (ch = sm_arc_child(g->arcs[i])) != 0)
		mg_span_list_right(g, p + 1, ch, ms, 1, 0);
}

/* Every 7-tile move filling ln[s..e] (through board tiles; the line being
 * set up for mg_record), from the rack counted in bcount: the GADDAG from
 * the end of the span's run of board tiles that mg_longest_run picks, read
 * whole first, as the span check reads it.  Without a board
 * tile, a DAWG walk from s.  A span through exactly two board tiles (a
 * rack of 7 tiles, one blank at most) is first put to the alphagram
 * filter as its check would be (mg_fit9_maybe; a span kept unchecked,
 * its bound no higher than another's, had not been), and its blank
 * stands only for the letters the filter lets through. */
static void
mg_span_list(struct sm_movegen *g, const struct mg_sq *ln, int s, int e)
{
	int	j, n = 0;

	for (j = s; j <= e; j++)
		n += ln[j].tile != 0;
	if (n == 2 && g->ball && g->bcount[0] <= 1 && g->lx->nfilter != 0 &&
	    !mg_fit9_maybe(g, ln, s, e)) {
		g->bwild = MG_ALL_LETTERS;
		return;	/* no 9-letter word of these letters */
	}
	mg_span_list_walk(g, ln, s, e);
	g->bwild = MG_ALL_LETTERS;
}

/* Whether some rack tile could go on a square allowing the letters mask. */
static inline int
mg_fillable(const struct sm_movegen *g, uint32_t mask)
{
	return g->anyblank ? mask != 0 : (mask & g->rackmask) != 0;
}

/* ---- upper bounds ---------------------------------------------------------- */

static void mg_table_moves(struct sm_movegen *, int, int, int);

/* The score a move must reach to be kept (MG_BEST): the n-th best so
 * far, the least score asked for (0: any) while fewer are known. */
static inline int
mg_floor(const struct sm_movegen *g)
{
	return g->nout == g->cap ? g->out[g->nout - 1].score : g->min;
}

struct mg_newsq {
	int	lm, wm, xs;	/* xs: cross score, -1 none */
	int	cap;		/* best value of a rack tile fitting */
};

/* Best score of a span with board tile sum bsum and new squares ns[0..k):
 * the lesser of two bounds, both ignoring the lexicon.  One pairs the
 * rack's values, highest first, with the squares' multipliers, highest
 * first (the rearrangement inequality); the other does the same for the
 * squares without a cross word only and gives each square with one the
 * best rack tile its cross-check allows.  A square without a cross word
 * has the multiplier lm * WM (WM the span's word multiplier), and lm is 1,
 * 2 or 3 (board.c), so those squares are counted by lm rather than sorted:
 * the best values paired with n3 squares of 3 WM, then n2 of 2 WM, then n1
 * of WM add up to WM (P[n3] + P[n3 + n2] + P[n3 + n2 + n1]), P the sums
 * of the best values (vsum).  The squares with a cross word are sorted and
 * merged in. */
static int
mg_span_bound(const int *vals, const int *P, int bsum,
    const struct mg_newsq *ns, int k)
{
	int		 cc[SM_PLAY_MAX], n[4] = { 0, 0, 0, 0 };
	int		 WM = 1, base, i, j, c, L, full, split = 0, nc = 0, at;

	for (i = 0; i < k; i++)
		WM *= ns[i].wm;
	base = WM * bsum;
	for (i = 0; i < k; i++) {
		if (ns[i].xs < 0) {
			n[ns[i].lm & 3]++;
			continue;
		}
		c = ns[i].lm * (WM + ns[i].wm);
		base += ns[i].xs * ns[i].wm;
		split += c * ns[i].cap;
		/* insertion, descending */
		for (j = nc++; j > 0 && cc[j - 1] < c; j--)
			cc[j] = cc[j - 1];
		cc[j] = c;
	}
	if (nc == 0)	/* the second bound is the first */
		full = WM * (P[n[3]] + P[n[3] + n[2]] + P[k]);
	else {
		full = 0;
		at = 0;
		for (L = 3, j = 0; L >= 1; L--) {
			for (; j < nc && cc[j] >= L * WM; j++)
				full += cc[j] * vals[at++];
			full += L * WM * (P[at + n[L]] - P[at]);
			at += n[L];
		}
		for (; j < nc; j++)
			full += cc[j] * vals[at++];
		split += WM * (P[n[3]] + P[n[3] + n[2]] +
		    P[n[3] + n[2] + n[1]]);
		if (split < full)
			full = split;
	}
	full += base;
	if (k == SM_PLAY_MAX)
		full += SM_BINGO_BONUS;
	return full;
}

/* The letters a move through anchor a of line ln can put on its new
 * squares, from the lexicon's "below" masks (sm_lexicon_below): with
 * board tiles just left of a (forced, from lo), the GADDAG path of those
 * tiles read leftwards and the separator, after which come the letters
 * from a on; else with tiles just right of a, the path of that run read
 * leftwards, after which come a's letter, those left of it and, past the
 * separator, those right of the run.  *first gets the letters square a
 * itself may hold (the tiles of the list the path reaches).  0: no word
 * goes through a; everything (MG_ALL_LETTERS) when a touches no tile on
 * its line or the file has no mask there. */
static uint32_t
mg_line_letters(const struct sm_movegen *g, const struct mg_sq *ln, int a,
    int forced, int lo, uint32_t *first)
{
	uint32_t	list = g->lx->gaddag_root, arc = 0;
	int		p, r;

	*first = MG_ALL_LETTERS;
	if (forced) {
		for (p = a - 1; p >= lo; p--) {
			if ((arc = mg_find(g, list,
			    SM_TILE_LETTER(ln[p].tile))) == 0)
				return 0;
			list = sm_arc_child(g->arcs[arc]);
		}
		if ((arc = mg_find(g, list, SM_LEX_SEPARATOR)) == 0)
			return 0;
	} else {
		if (a + 1 >= SM_DIM || ln[a + 1].tile == 0)
			return MG_ALL_LETTERS;
		for (r = a + 1; r + 1 < SM_DIM && ln[r + 1].tile != 0; r++)
			;
		for (p = r; p > a; p--) {
			if ((arc = mg_find(g, list,
			    SM_TILE_LETTER(ln[p].tile))) == 0)
				return 0;
			list = sm_arc_child(g->arcs[arc]);
		}
	}
	*first = mg_tiles(g, sm_arc_child(g->arcs[arc])) & MG_ALL_LETTERS;
	return sm_lexicon_below(g->lx, arc) & MG_ALL_LETTERS;
}

/* Upper bound on any move from anchor a of line ln; -1 when none is
 * possible.  Spans [s, e] through a: the left part is either the board
 * tiles touching a or free squares (never an anchor), the right part runs
 * on while the squares could be filled.  A longer span never bounds
 * lower, so without verify only the longest span from each s is scored,
 * and with verify the spans from s are scored longest first down to the
 * first below floor (their moves cannot rank: left out); a 7-tile span
 * that would raise the bound is kept
 * only if a word fits it (best bound first, so that few are checked); the
 * left and right ends of the spans kept go into *smask and *emask for the
 * search.  Inlined at each call by force, so that the first bound
 * (verify 0, every anchor) is compiled without the verify's branches:
 * 1 % fewer instructions a search. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline int
mg_anchor_bound(struct sm_movegen *g, int dir, int line, int a, int verify,
    int floor, uint16_t *smask, uint16_t *emask)
{
	const struct mg_sq	*ln = g->sq[dir][line];
	uint8_t			*fits = g->fits[dir][line];
	/* The new squares of a span: those left of a at ns[C - 1], ns[C - 2]
	 * and on (a - 1 first), those from a on at ns[C], ns[C + 1] ...: a
	 * span's are then contiguous whatever its start. */
	struct mg_newsq		 ns[2 * SM_PLAY_MAX];
	struct {
		int	b;
		uint8_t	s, e, nboard;
	}			 sp[SM_DIM * SM_DIM], t, sk[2 * SM_DIM];
	/* The ends a span may have, the same for every start: kr new
	 * squares from a up to e, their board tiles' sum and count. */
	struct {
		int	bsum;
		uint8_t	e, kr, nboard;
	}			 ends[SM_DIM];
	const int		 C = SM_PLAY_MAX;
	const int		*vals = g->vals, *P = g->vsum;
	int			 vu[SM_RACK_MAX + 1], pu[SM_PLAY_MAX + 1];
	int			 best = -1, maxk = g->nvals, s, e, k, kl, kr;
	int			 b, lo, forced, i, j, nends = 0, last, bsum0;
	int			 lsum = 0, nsp = 0, rb = 0, rn = 0, nb0, xr = 0;
	int			 nsk = 0;
	uint32_t		 U = MG_ALL_LETTERS, first = MG_ALL_LETTERS, m;

	*smask = *emask = 0;
	g->nl7 = 0;
	if (maxk == 0 || !mg_fillable(g, ln[a].cross))
		return -1;
	forced = a > 0 && ln[a - 1].tile != 0;
	lo = a;
	if (forced) {
		while (lo > 0 && ln[lo - 1].tile != 0) {
			lo--;
			if (!SM_TILE_IS_BLANK(ln[lo].tile))
				lsum += g->value[SM_TILE_LETTER(ln[lo].tile)];
		}
	}
	/* The letters the lexicon lets the move put down (no pool): the
	 * rack's tiles of other letters are left out of the values. */
	if (g->pick_left == 0 && g->lx->nbelow != 0) {
		U = mg_line_letters(g, ln, a, forced, lo, &first);
		if (!mg_fillable(g, ln[a].cross & first & U))
			return -1;
		if ((g->fmask & ~U & MG_ALL_LETTERS) != 0) {
			for (maxk = 0, i = 0; i < g->fixed[0]; i++)
				vu[maxk++] = 0;
			for (m = g->fmask & U; m != 0; m &= m - 1) {
				e = mg_lowbit(m);
				for (i = 0; i < g->fixed[e]; i++) {
					/* insertion, descending */
					for (j = maxk++; j > 0 &&
					    vu[j - 1] < g->value[e]; j--)
						vu[j] = vu[j - 1];
					vu[j] = g->value[e];
				}
			}
			if (maxk > g->max_play)
				maxk = g->max_play;
			if (maxk == 0)
				return -1;
			for (k = 0, pu[0] = 0; k < SM_PLAY_MAX; k++)
				pu[k + 1] = pu[k] + (k < maxk ? vu[k] : 0);
			vals = vu;
			P = pu;
		}
	}
	if (!forced) {
		while (lo > 0 && !ln[lo - 1].anchor && ln[lo - 1].tile == 0 &&
		    a - lo + 1 < maxk)
			lo--;
	}
	/* The right part, up to a square no rack tile fits or the rack's
	 * size (a start's own left squares shorten it below). */
	for (e = a, kr = 0; e < SM_DIM; e++) {
		if (ln[e].tile != 0) {
			if (!SM_TILE_IS_BLANK(ln[e].tile))
				rb += g->value[SM_TILE_LETTER(ln[e].tile)];
			if (rn++ == 0)
				xr = SM_TILE_LETTER(ln[e].tile);
		} else {
			if (kr >= maxk || (e > a &&
			    !mg_fillable(g, ln[e].cross & U)))
				break;
			ns[C + kr].lm = ln[e].lm;
			ns[C + kr].wm = ln[e].wm;
			ns[C + kr].xs = ln[e].xscore;
			ns[C + kr].cap = ln[e].cap;
			if (ln[e].xscore >= 0 && (U != MG_ALL_LETTERS ||
			    (e == a && first != MG_ALL_LETTERS)))
				ns[C + kr].cap = (uint8_t)mg_cap(g, ln[e].cross &
				    U & (e == a ? first : MG_ALL_LETTERS));
			kr++;
		}
		if (e + 1 < SM_DIM && ln[e + 1].tile != 0)
			continue;
		ends[nends].e = (uint8_t)e;
		ends[nends].kr = (uint8_t)kr;
		ends[nends].nboard = (uint8_t)rn;
		ends[nends].bsum = rb;
		nends++;
	}
	/* and before a square past those only the blanks fit (rlim) */
	if (ln[a].rlim < SM_DIM)
		while (nends > 0 && ends[nends - 1].e >= ln[a].rlim)
			nends--;
	bsum0 = forced ? lsum : 0;
	nb0 = forced ? a - lo : 0;
	for (s = forced ? lo : a; s >= lo; s--) {
		kl = forced ? 0 : a - s;
		if (kl > 0) {	/* square s, the next on the left */
			ns[C - kl].lm = ln[s].lm;
			ns[C - kl].wm = ln[s].wm;
			ns[C - kl].xs = -1;
			ns[C - kl].cap = maxk > 0 ? vals[0] : 0;
		}
		/* The longest span from s: its new squares must fit the rack;
		 * one letter (s = e = a) is the other direction's. */
		for (last = nends - 1; last >= 0 &&
		    kl + ends[last].kr > maxk; last--)
			;
		/* Longest first: once a span falls below floor, so do the
		 * shorter ones. */
		for (i = last; i >= 0; i--) {
			if (ends[i].e - s + 1 < 2)
				break;
			k = kl + ends[i].kr;
			/* a 7-tile span through one board tile x: an
			 * 8-letter word of the rack and x, or none */
			if (k == SM_PLAY_MAX && nb0 + ends[i].nboard == 1 &&
			    !(g->with8 >> (nb0 == 1 ?
			    SM_TILE_LETTER(ln[lo].tile) : xr) & 1))
				continue;
			b = mg_span_bound(vals, P, bsum0 + ends[i].bsum,
			    &ns[C - kl], k);
			if (!verify) {
				if (b > best)
					best = b;
				break;
			}
			if (b < floor)
				break;
			if (k == SM_PLAY_MAX && g->bingo_known) {
				if (g->t7done[dir][line] >> s & 1)
					continue;	/* listed */
				sp[nsp].b = b;
				sp[nsp].s = (uint8_t)s;
				sp[nsp].e = ends[i].e;
				sp[nsp].nboard = (uint8_t)(nb0 +
				    ends[i].nboard);
				nsp++;
				continue;
			}
			if (verify == 2 && k >= MG_CHECK_MIN &&
			    k < SM_PLAY_MAX) {
				sk[nsk].b = b;	/* checked below if need be */
				sk[nsk].s = (uint8_t)s;
				sk[nsk].e = ends[i].e;
				sk[nsk].nboard = (uint8_t)k;
				nsk++;
				continue;
			}
			if (b > best)
				best = b;
			*smask |= (uint16_t)(1u << s);
			*emask |= (uint16_t)(1u << ends[i].e);
		}
	}
	/* The 7-tile spans, best first: check only those raising the bound. */
	for (i = 1; i < nsp; i++) {
		t = sp[i];
		for (j = i; j > 0 && sp[j - 1].b < t.b; j--)
			sp[j] = sp[j - 1];
		sp[j] = t;
	}
	for (i = 0; i < nsp; i++) {
		if (sp[i].b < mg_floor(g))
			continue;	/* the floor rose on the way */
		if (g->table7 && sp[i].nboard <= 1) {
			/* Its moves are listed now, once, and the bound is
			 * the other spans' (the floor holds them). */
			g->t7done[dir][line] |= (uint16_t)(1u << sp[i].s);
			g->dir = dir;
			g->lineno = line;
			g->anchor = a;
			g->line = ln;
			mg_table_moves(g, sp[i].s, sp[i].e, sp[i].nboard);
			continue;
		}
		if (sp[i].b > best && !(verify == 2 ? mg_bingo_span_call(g, ln,
		    fits, sp[i].s, sp[i].e, sp[i].nboard) : mg_bingo_span(g,
		    ln, fits, sp[i].s, sp[i].e, sp[i].nboard)))
			continue;	/* no such 7-tile word */
		if (sp[i].b > best)
			best = sp[i].b;
		g->l7s[g->nl7] = sp[i].s;
		g->l7e[g->nl7] = sp[i].e;
		g->nl7++;
	}
	if (verify != 2)
		return best;
	/* The spans of 3 to 6 tiles (spanchk), best
	 * first: checked while the other spans leave the bound below the
	 * floor, the anchor then not searched unless a word fits one. */
	for (i = 1; i < nsk; i++) {
		t = sk[i];
		for (j = i; j > 0 && sk[j - 1].b < t.b; j--)
			sk[j] = sk[j - 1];
		sk[j] = t;
	}
	for (i = 0; i < nsk; i++) {
		if (sk[i].b < mg_floor(g))
			break;
		if (best < mg_floor(g) && !mg_fitk_span(g, ln,
		    g->fitsk[dir][line], sk[i].s, sk[i].e, sk[i].nboard,
		    mg_floor(g)))
			continue;	/* no such word */
		if (sk[i].b > best)
			best = sk[i].b;
		*smask |= (uint16_t)(1u << sk[i].s);
		*emask |= (uint16_t)(1u << sk[i].e);
	}
	return best;
}

/* mg_anchor_bound again (verify) for a rack with spanchk, the spans of 3
 * to 6 tiles checked: a copy of its own, so that the
 * search of the other racks is compiled as without it. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int
mg_anchor_boundk(struct sm_movegen *g, int dir, int line, int a, int floor,
    uint16_t *smask, uint16_t *emask)
{
	return mg_anchor_bound(g, dir, line, a, 2, floor, smask, emask);
}

/* ---- the walk ----------------------------------------------------------------- */

static void
mg_emit(struct sm_movegen *g, struct sm_genmove *m)
{
	size_t	i;

	switch (g->mode) {
	case MG_COUNT:
		break;
	case MG_ALL:
		if (g->cb != NULL)
			g->cb(m, g->cbarg);
		break;
	case MG_BEST:
		if (m->score < g->min || (g->nout == g->cap &&
		    sm_genmove_cmp(m, &g->out[g->nout - 1]) >= 0))
			break;
		i = g->nout < g->cap ? g->nout++ : g->nout - 1;
		while (i > 0 && sm_genmove_cmp(m, &g->out[i - 1]) < 0) {
			g->out[i] = g->out[i - 1];
			i--;
		}
		g->out[i] = *m;
		break;
	}
}

/* The move word[start..end] (a new tile where the line's square is
 * empty), of main word sum ms, word multiplier wmul, cross words cs. */
static void
mg_record(struct sm_movegen *g, int start, int end, int ms, int wmul, int cs)
{
	struct sm_genmove	 m;
	const struct mg_sq	*as = &g->line[g->anchor];
	int			 score, len = end - start + 1, i, v, c, bl;

	if (len < 2)
		return;
	if (g->dir == SM_DOWN && g->nplaced == 1 && as->xscore >= 0)
		return;	/* found across */
	g->stats.recorded++;
	g->count++;
	score = ms * wmul + cs;
	if (g->nplaced == SM_PLAY_MAX)
		score += SM_BINGO_BONUS;
	if (g->mode == MG_COUNT)
		return;
	if (g->mode == MG_BEST && score < mg_floor(g))
		return;

	m.score = score;
	m.nplaced = (uint8_t)g->nplaced;
	/* Blanks and stock letters among the new tiles. */
	m.nblanks = m.stock_hits = 0;
	for (i = start; i <= end; i++) {
		if (g->line[i].tile != 0)
			continue;
		if (SM_TILE_IS_BLANK(g->word[i]))
			m.nblanks++;
		else if (g->stock[SM_TILE_LETTER(g->word[i])] > 0)
			m.stock_hits++;
	}
	m.from_pool = (uint8_t)(g->pick - g->pick_left);
	/* The stock with the leave: what was there less the tiles placed. */
	v = g->base_v;
	c = g->base_c;
	bl = g->base_b;
	for (i = start; i <= end; i++) {
		if (g->line[i].tile != 0)
			continue;
		if (SM_TILE_IS_BLANK(g->word[i]))
			bl--;
		else if (mg_is_vowel(SM_TILE_LETTER(g->word[i])))
			v--;
		else
			c--;
	}
	mg_balance(v < 0 ? 0 : v, c < 0 ? 0 : c, bl < 0 ? 0 : bl, &m);

	if (g->dir == SM_ACROSS && g->nplaced == 1 && as->xlen + 1 > len) {
		/* A single tile read down: the longer word. */
		int row0 = g->lineno - as->xbefore;

		m.move.at.dir = SM_DOWN;
		m.move.at.row = row0;
		m.move.at.col = g->anchor;
		m.move.len = (uint8_t)(as->xlen + 1);
		for (i = 0; i < m.move.len; i++)
			m.move.word[i] = i == as->xbefore ?
			    g->word[g->anchor] :
			    g->board->sq[row0 + i][g->anchor];
		m.placed = (uint16_t)(1u << as->xbefore);
	} else {
		m.move.at.dir = (enum sm_dir)g->dir;
		m.move.at.row = g->dir == SM_ACROSS ? g->lineno : start;
		m.move.at.col = g->dir == SM_ACROSS ? start : g->lineno;
		m.move.len = (uint8_t)len;
		m.placed = 0;
		for (i = 0; i < len; i++) {
			m.move.word[i] = g->word[start + i];
			if (g->line[start + i].tile == 0)
				m.placed |= (uint16_t)(1u << i);
		}
	}
	mg_emit(g, &m);
}

static void mg_gen(struct sm_movegen *, int, uint32_t, int, int, int);

#if defined(__GNUC__) || defined(__clang__)
#define MG_INLINE	inline __attribute__((always_inline))
#define MG_NOINLINE	__attribute__((noinline))
#else
#define MG_INLINE	inline
#define MG_NOINLINE
#endif

/* mg_record for the walk when the blanks are placed late (g->late): the
 * walk placed a held letter as a tile of the rack and a blank only for a
 * letter not held (greedily: the blank squares, "excess", are those of
 * the letters the rack does not hold enough of).  Every set Z of the
 * placed squares, at most as many as the rack's blanks, that covers the
 * excess letters (for each letter, at least as many squares of it in Z
 * as it has excess) gives one move, Z's squares holding the blanks; each
 * is recorded.  ms and cs are the greedy move's, whose excess squares
 * count 0; left: the blanks it left unused. */
static MG_NOINLINE void
mg_record_late(struct sm_movegen *g, int start, int end, int ms, int wmul,
    int cs, int left)
{
	const struct mg_sq	*ln = g->line;
	int			 q[SM_PLAY_MAX], dm[SM_PLAY_MAX], dc[SM_PLAY_MAX];
	int			 let[SM_PLAY_MAX], ex[2] = { 0, 0 };
	int			 n = 0, nex = 0, nb, i, j, l, ok;
	unsigned		 exm = 0;	/* excess squares, by index */

	/* Nothing can rank when the move with no blank could not: for the
	 * walk (lwalk), asked before the squares are read (lms, lcs: what
	 * its blanks add as tiles; every tile placed is in the word). */
	if (g->lwalk && g->mode == MG_BEST &&
	    (ms + g->lms) * wmul + cs + g->lcs +
	    (g->nplaced == SM_PLAY_MAX ? SM_BINGO_BONUS : 0) < mg_floor(g))
		return;
	for (i = start; i <= end; i++) {
		if (ln[i].tile != 0)
			continue;
		l = SM_TILE_LETTER(g->word[i]);
		q[n] = i;
		let[n] = l;
		dm[n] = g->value[l] * ln[i].lm;
		dc[n] = ln[i].xscore >= 0 ? dm[n] * ln[i].wm : 0;
		if (SM_TILE_IS_BLANK(g->word[i])) {
			if (nex < 2)
				ex[nex] = l;
			nex++;
			exm |= 1u << n;
			ms += dm[n];	/* the move with real tiles only */
			cs += dc[n];
			g->word[i] = (uint8_t)l;
		}
		n++;
	}
	nb = left + nex;	/* the rack's blanks */
	/* Nothing can rank when the move with no blank could not. */
	if (nex <= 2 && !(g->mode == MG_BEST &&
	    ms * wmul + cs + (n == SM_PLAY_MAX ? SM_BINGO_BONUS : 0) <
	    mg_floor(g))) {
		if (nex == 0)
			mg_record(g, start, end, ms, wmul, cs);
		for (i = 0; nb >= 1 && nex <= 1 && i < n; i++) {
			if (nex == 1 && let[i] != ex[0])
				continue;
			g->word[q[i]] |= SM_BLANK;
			mg_record(g, start, end, ms - dm[i], wmul, cs - dc[i]);
			g->word[q[i]] &= (uint8_t)~SM_BLANK;
		}
		for (i = 0; nb >= 2 && i < n; i++) {
			for (j = i + 1; j < n; j++) {
				ok = nex == 0 || (nex == 1 ? let[i] == ex[0] ||
				    let[j] == ex[0] : (let[i] == ex[0] &&
				    let[j] == ex[1]) || (let[i] == ex[1] &&
				    let[j] == ex[0]));
				if (!ok)
					continue;
				g->word[q[i]] |= SM_BLANK;
				g->word[q[j]] |= SM_BLANK;
				mg_record(g, start, end, ms - dm[i] - dm[j], wmul,
				    cs - dc[i] - dc[j]);
				g->word[q[i]] &= (uint8_t)~SM_BLANK;
				g->word[q[j]] &= (uint8_t)~SM_BLANK;
			}
		}
	}
	/* the walk's word as it was: its excess squares blanks */
	for (i = 0; i < n; i++)
		if (exm >> i & 1)
			g->word[q[i]] |= SM_BLANK;
}

static MG_INLINE void
mg_goon(struct sm_movegen *g, int pos, uint32_t ai, int ms, int wmul, int cs)
{
	const struct mg_sq	*ln = g->line;
	uint32_t		 a = g->arcs[ai], ch = sm_arc_child(a), sep;
	int			 an = g->anchor, walk = ln[pos].walk;

	/* smask, emask: where the moves worth finding may start and end. */
	if (pos <= an) {
		if (sm_arc_accepts(a) && (walk & MG_LFREE) &&
		    (ln[an].walk & MG_RFREE) &&
		    (g->smask >> pos & 1) && (g->emask >> an & 1)) {
			if (g->late)
				mg_record_late(g, pos, an, ms, wmul, cs,
				    g->fixed[0]);
			else
				mg_record(g, pos, an, ms, wmul, cs);
		}
		if (ch == 0)
			return;
		if ((walk & MG_LEFT) && (g->smask & ((1u << pos) - 1)))
			mg_gen(g, pos - 1, ch, ms, wmul, cs);
		if ((walk & MG_LFREE) && an < SM_DIM - 1 &&
		    (g->smask >> pos & 1) && (g->emask >> (an + 1)) != 0 &&
		    (sep = mg_find(g, ch, SM_LEX_SEPARATOR)) != 0 &&
		    (sep = sm_arc_child(g->arcs[sep])) != 0) {
			g->leftmost = pos;
			mg_gen(g, an + 1, sep, ms, wmul, cs);
		}
	} else {
		if (sm_arc_accepts(a) && (walk & MG_RFREE) &&
		    (g->emask >> pos & 1)) {
			if (g->late)
				mg_record_late(g, g->leftmost, pos, ms, wmul,
				    cs, g->fixed[0]);
			else
				mg_record(g, g->leftmost, pos, ms, wmul, cs);
		}
		if (ch != 0 && pos < SM_DIM - 1 && (g->emask >> (pos + 1)) != 0)
			mg_gen(g, pos + 1, ch, ms, wmul, cs);
	}
}

/* The walk on from a board tile (mg_goon not inlined there, so that the
 * placing path keeps it inline). */
static MG_NOINLINE void
mg_goon_tile(struct sm_movegen *g, int pos, uint32_t ai, int ms, int wmul,
    int cs)
{
	mg_goon(g, pos, ai, ms, wmul, cs);
}

/* Place the tile of letter l (not a blank: mg_gen_blanks) at pos from the
 * fixed part or the pool, walk on, take it back. */
static MG_INLINE void
mg_place(struct sm_movegen *g, int pos, uint32_t ai, int l, int frompool,
    int ms, int wmul, int cs)
{
	const struct mg_sq	*s = &g->line[pos];
	int			 idx = l, v = g->value[l];

	if (frompool) {
		if (--g->pool[idx] == 0)
			g->pmask &= ~(1u << idx);
		g->pick_left--;
	} else if (--g->fixed[idx] == 0)
		g->fmask &= ~(1u << idx);
	if (s->xscore >= 0)
		cs += (s->xscore + v * s->lm) * s->wm;
	g->nplaced++;
	g->word[pos] = (uint8_t)l;
	mg_goon(g, pos, ai, ms + v * s->lm, wmul * s->wm, cs);

	g->nplaced--;
	if (frompool) {
		g->pool[idx]++;
		g->pmask |= 1u << idx;
		g->pick_left++;
	} else {
		g->fixed[idx]++;
		g->fmask |= 1u << idx;
	}
}

/* Index of the highest bit set in x (not 0). */
static inline int
mg_highbit(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	return 31 - __builtin_clz(x);
#else
	int	n = 31;

	while ((x >> n & 1) == 0)
		n--;
	return n;
#endif
}

/* The bound of mg_walk_bound over the squares [a, b) and [d, e) (d = e:
 * none) with k tiles left, whose values best first add up to P[0..k]. */
static MG_INLINE unsigned
mg_walk_bound_in(const struct sm_movegen *g, int a, int b, int d, int e,
    int k, const int *P, int ms, int wmul, int cs)
{
	static const int pw[8] = { 1, 2, 4, 8, 16, 32, 64, 128 };
	static const int p3[8] = { 1, 3, 9, 27, 81, 243, 729, 2187 };
	int		 n2, n3, w2, w3, tb, xc, c1, c2;
	unsigned	 ub;

	n2 = g->pc[2][b] - g->pc[2][a] + g->pc[2][e] - g->pc[2][d];
	n3 = g->pc[3][b] - g->pc[3][a] + g->pc[3][e] - g->pc[3][d];
	w2 = g->pw2[b] - g->pw2[a] + g->pw2[e] - g->pw2[d];
	w3 = g->pw3[b] - g->pw3[a] + g->pw3[e] - g->pw3[d];
	tb = g->pt[b] - g->pt[a] + g->pt[e] - g->pt[d];
	xc = g->px[b] - g->px[a] + g->px[e] - g->px[d];
	c1 = n3 < k ? n3 : k;
	c2 = n3 + n2 < k ? n3 + n2 : k;
	if (w2 > 7)
		w2 = 7;
	if (w3 > 7)
		w3 = 7;
	/* the k tiles paired with the letter multipliers, best first */
	ub = (unsigned)((ms + tb + P[c1] + P[c2] + P[k]) * wmul) *
	    (unsigned)(pw[w2] * p3[w3]) + (unsigned)(cs + xc);
	if (g->nplaced + k >= SM_PLAY_MAX)
		ub += SM_BINGO_BONUS;
	return ub;
}

/* Whether a move from this point of the walk (a tile about to go on the
 * empty square pos, with main word sum ms, word multiplier wmul, cross
 * words cs so far) could still reach floor: an upper bound over the
 * squares the move may still cover, the tiles left paired with their
 * letter multipliers, highest first, every word multiplier among them
 * taken, each cross word its best score, the bonus when 7 tiles are
 * placed.  The move covers the squares from its start to its end, with
 * one empty square a tile: going left (pos up to the anchor), j of the k
 * tiles left go on the j empty squares from pos leftwards and the others
 * on those right of the anchor, each j tried; going right, the k tiles on
 * the k empty squares from pos.  Each side stops at the first start or
 * the last end allowed (smask, emask), and takes the board tiles up to the
 * next empty square. */
static MG_INLINE int
mg_walk_bound(const struct sm_movegen *g, int pos, int ms, int wmul, int cs,
    int floor)
{
	int		 P[SM_PLAY_MAX + 1];
	int		 an = g->anchor, lo, hi, k, i, l, cnt, v, n, j, r, x;
	int		 nl, nr, a, e;

	k = g->max_play - g->nplaced;
	if (k > g->ntiles - g->nplaced)
		k = g->ntiles - g->nplaced;
	/* the values of the tiles left, best first, summed */
	P[0] = 0;
	for (i = 0, n = 0; i < g->nrlet && n < k; i++) {
		l = g->rlet[i];
		v = l == 0 ? 0 : g->value[l];
		for (cnt = g->fixed[l]; cnt > 0 && n < k; cnt--, n++)
			P[n + 1] = P[n] + v;
	}
	k = n;
	hi = mg_highbit((uint32_t)g->emask | 1u) + 1;	/* past the last end */
	if (pos > an) {
		if (hi <= pos)
			hi = pos + 1;
		/* the k empty squares from pos, and the tiles after them */
		x = g->eidx[pos] + k;
		e = g->epos[x];
		if (e > hi)
			e = hi;
		return mg_walk_bound_in(g, pos, e, 0, 0, k, P, ms, wmul, cs) >=
		    (unsigned)floor;
	}
	lo = mg_lowbit(g->smask);	/* <= pos: the walk checks */
	if (hi <= an + 1)
		hi = an + 1;
	nl = g->eidx[pos + 1] - g->eidx[lo];	/* empty, lo..pos */
	nr = g->eidx[hi] - g->eidx[an + 1];	/* empty, an + 1..hi - 1 */
	for (j = nl < k ? nl : k; j >= 1; j--) {
		r = k - j < nr ? k - j : nr;
		/* j empty squares from pos leftwards and the tiles before
		 * them; r from an + 1 and the tiles after them */
		x = g->eidx[pos + 1] - j;	/* the j-th: epos[x] */
		a = x > 0 ? g->epos[x - 1] + 1 : 0;
		if (a < lo)
			a = lo;
		e = g->epos[g->eidx[an + 1] + r];
		if (e > hi)
			e = hi;
		if (mg_walk_bound_in(g, a, pos + 1, an + 1, e, j + r, P, ms,
		    wmul, cs) >= (unsigned)floor)
			return 1;
	}
	return 0;
}

/* The shadow's list left of pos once letter l is placed on pos (left of
 * the anchor, when the walk follows the run's shadow): the child of l's
 * arc in sl (sm: its tiles). */
static MG_INLINE void
mg_shadow_step(struct sm_movegen *g, int pos, uint32_t sl, uint32_t sm, int l)
{
	if (g->shadowing && pos <= g->anchor && pos > 0)
		g->shadow[pos - 1] = sm_arc_child(g->arcs[mg_arc_of(g, sl,
		    sm, l)]);
}

/* The starts and ends a move can still reach once the rack's last blank
 * is placed on pos (blanks placed late), the tiles left being real: none
 * past an empty square that none of the letters held fits, leftwards
 * from pos (when pos is not right of the anchor) and rightwards from the
 * anchor or pos.  smask and emask lose the others. */
static void
mg_blank_walls(struct sm_movegen *g, int pos)
{
	const struct mg_sq	*ln = g->line;
	uint32_t		 real = g->fmask & ~1u;
	unsigned		 s = g->smask, e = g->emask;
	int			 an = g->anchor, q;

	if (pos <= an)
		for (q = pos - 1; q >= 0 && (s & ((2u << q) - 1)) != 0; q--)
			if (ln[q].tile == 0 && (ln[q].cross & real) == 0) {
				s &= ~((2u << q) - 1);	/* starts up to q */
				break;
			}
	for (q = (pos > an ? pos : an) + 1; q < SM_DIM && (e >> q) != 0; q++)
		if (ln[q].tile == 0 && (ln[q].cross & real) == 0) {
			e &= (1u << q) - 1;	/* ends before q */
			break;
		}
	g->smask = (uint16_t)s;
	g->emask = (uint16_t)e;
}

/* The blanks of mg_gen on the empty square pos: each letter of mask
 * (letters of the list at list, whose tiles are lm, and of the shadow's
 * list sl, whose tiles are sm) placed as a blank, taken from the rack or
 * the pool once for them all; the last blank of a rack whose blanks are
 * placed late walks on within the walls of the letters held
 * (mg_blank_walls). */
static MG_NOINLINE void
mg_gen_blanks(struct sm_movegen *g, int pos, uint32_t list, uint32_t lm,
    uint32_t sl, uint32_t sm, uint32_t mask, int ms, int wmul, int cs)
{
	const struct mg_sq	*s = &g->line[pos];
	int			 l, dms, dcs, blankpool = !(g->fmask & 1);
	uint32_t		 i;
	uint16_t		 osm = g->smask, oem = g->emask;

	if (g->late && g->fixed[0] == 1)
		mg_blank_walls(g, pos);
	/* the blank taken once for all the letters: it scores 0 */
	if (blankpool) {
		if (--g->pool[0] == 0)
			g->pmask &= ~1u;
		g->pick_left--;
	} else if (--g->fixed[0] == 0)
		g->fmask &= ~1u;
	if (s->xscore >= 0)
		cs += s->xscore * s->wm;
	wmul *= s->wm;
	g->nplaced++;
	do {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		mg_shadow_step(g, pos, sl, sm, l);
		i = mg_arc_of(g, list, lm, l);
		g->word[pos] = (uint8_t)(l | SM_BLANK);
		/* the letter's value here, should the blank be a tile */
		dms = g->value[l] * s->lm;
		dcs = s->xscore >= 0 ? dms * s->wm : 0;
		g->lms += dms;
		g->lcs += dcs;
		mg_goon(g, pos, i, ms, wmul, cs);
		g->lms -= dms;
		g->lcs -= dcs;
	} while (mask != 0);
	g->nplaced--;
	if (blankpool) {
		g->pool[0]++;
		g->pmask |= 1u;
		g->pick_left++;
	} else {
		g->fixed[0]++;
		g->fmask |= 1u;
	}
	g->smask = osm;
	g->emask = oem;
}

static void
mg_gen(struct sm_movegen *g, int pos, uint32_t list, int ms, int wmul, int cs)
{
	const struct mg_sq	*s = &g->line[pos];
	uint32_t		 i, lm, mask, avail, bmask, sl = 0, sm = 0;
	int			 l, haveblank;

	if (s->tile != 0) {
		if ((i = mg_find(g, list, SM_TILE_LETTER(s->tile))) == 0)
			return;
		if (!SM_TILE_IS_BLANK(s->tile))
			ms += g->value[SM_TILE_LETTER(s->tile)];
		g->word[pos] = s->tile;
		if (g->shadowing && pos <= g->anchor && pos > 0) {
			/* (a left part meets no tile before an anchor: kept
			 * right all the same) */
			sl = mg_find(g, g->shadow[pos],
			    SM_TILE_LETTER(s->tile));
			g->shadow[pos - 1] = sl == 0 ? 0 :
			    sm_arc_child(g->arcs[sl]);
		}
		mg_goon_tile(g, pos, i, ms, wmul, cs);
		return;
	}
	if (g->nplaced >= g->max_play)
		return;
	if (g->nplaced < g->wbound && (g->nout == g->cap || g->min > 0) &&
	    !mg_walk_bound(g, pos, ms, wmul, cs, mg_floor(g)))
		return;
	/* The letters that can go here: cross-check, rack (bit 0 of avail:
	 * a blank) and the list's letters, each arc found directly. */
	avail = g->fmask | (g->pick_left > 0 ? g->pmask : 0);
	haveblank = avail & 1;
	/* the square and the rack first: the list is read only when a tile
	 * of the rack fits */
	if ((mask = s->cross & (haveblank ? MG_ALL_LETTERS : avail)) == 0)
		return;
	lm = mg_tiles(g, list);
	mask &= lm;
	if (g->shadowing && pos <= g->anchor) {
		sl = g->shadow[pos];
		sm = mg_tiles(g, sl);
		mask &= sm;
	}
	if (mask == 0)
		return;
	/* the letters as tiles first, then as blanks (late: those not
	 * held) */
	bmask = haveblank ? mask & ~(g->late ? g->fmask : 0) : 0;
	mask &= avail;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		mg_shadow_step(g, pos, sl, sm, l);
		i = mg_arc_of(g, list, lm, l);
		if (g->fmask >> l & 1)
			mg_place(g, pos, i, l, 0, ms, wmul, cs);
		else if (g->pick_left > 0 && g->pool[l] > 0)
			mg_place(g, pos, i, l, 1, ms, wmul, cs);
	}
	if (bmask != 0)
		mg_gen_blanks(g, pos, list, lm, sl, sm, bmask, ms, wmul, cs);
}

/* ---- 7-tile moves from the anagram tables ------------------------------------ */

/* The table walk: squares pos..t_e of the span, from the DAWG list (not
 * 0), with the tiles of one alphagram found in the tables (treal, tblank:
 * a blank already given its letter), each 7-tile word recorded. */
static void
mg_table_walk(struct sm_movegen *g, int start, int pos, uint32_t list,
    int ms, int wmul, int cs)
{
	const struct mg_sq	*s = &g->line[pos];
	uint32_t		 i, a, ch, lm, mask;
	int			 l, bl, v, ms2, cs2;

	if (s->tile != 0) {
		if ((i = mg_find(g, list, SM_TILE_LETTER(s->tile))) == 0)
			return;
		if (!SM_TILE_IS_BLANK(s->tile))
			ms += g->value[SM_TILE_LETTER(s->tile)];
		g->word[pos] = s->tile;
		a = g->arcs[i];
		if (pos == g->t_e) {
			if (sm_arc_accepts(a))
				mg_record(g, start, pos, ms, wmul, cs);
		} else if ((ch = sm_arc_child(a)) != 0)
			mg_table_walk(g, start, pos + 1, ch, ms, wmul, cs);
		return;
	}
	lm = mg_tiles(g, list);
	mask = s->cross & lm & g->tmask;
	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		a = g->arcs[mg_arc_of(g, list, lm, l)];
		ch = sm_arc_child(a);
		if (pos == g->t_e ? !sm_arc_accepts(a) : ch == 0)
			continue;
		for (bl = 0; bl < 2; bl++) {
			uint8_t *cnt = bl ? &g->tblank[l] : &g->treal[l];

			if (*cnt == 0)
				continue;
			v = bl ? 0 : g->value[l];
			ms2 = ms + v * s->lm;
			cs2 = cs;
			if (s->xscore >= 0)
				cs2 += (s->xscore + v * s->lm) * s->wm;
			(*cnt)--;
			if (g->treal[l] == 0 && g->tblank[l] == 0)
				g->tmask &= ~(1u << l);
			g->nplaced++;
			g->word[pos] = (uint8_t)(l | (bl ? SM_BLANK : 0));
			if (pos == g->t_e)
				mg_record(g, start, pos, ms2, wmul * s->wm, cs2);
			else
				mg_table_walk(g, start, pos + 1, ch, ms2,
				    wmul * s->wm, cs2);
			g->nplaced--;
			(*cnt)++;
			g->tmask |= 1u << l;
		}
	}
}

/* The rack's tiles, its blanks given the letters x and y (0: no such
 * blank), into treal and tblank. */
static void
mg_table_tiles(struct sm_movegen *g, int x, int y)
{
	int	l;

	g->tmask = 0;
	for (l = 1; l <= SM_NLETTERS; l++) {
		g->treal[l] = g->fixed[l];
		g->tblank[l] = 0;
		if (g->fixed[l])
			g->tmask |= 1u << l;
	}
	if (x) {
		g->tblank[x]++;
		g->tmask |= 1u << x;
	}
	if (y) {
		g->tblank[y]++;
		g->tmask |= 1u << y;
	}
}

/* The tiles of the rack with its blanks given the letters x and y (0: no
 * such blank) into treal/tblank, and the DAWG walk of the span s..e. */
static void
mg_table_span(struct sm_movegen *g, int s, int e, int x, int y)
{
	mg_table_tiles(g, x, y);
	g->t_e = e;
	g->nplaced = 0;
	mg_table_walk(g, s, s, g->lx->dawg_root, 0, 1, 0);
}

/* Whether the letters of key (7 of them, or 8 with the span's board
 * tile) are those of a word. */
static inline int
mg_table_hit(const struct sm_movegen *g, uint64_t key, int nboard)
{
	return nboard == 0 ? sm_lexicon_ana7(g->lx, key) :
	    sm_lexicon_ana8(g->lx, key) != UINT32_MAX;
}

/* The letters x >= from for which key[x] is in the anagram table of 7
 * letters (nboard 0) or 8 (1), as a mask: the alphagram filter asked first
 * (its blocks, then the table's slots of the keys it lets through, asked
 * for before any is read), so that most keys cost a line of the small
 * filter rather than one of the tables. */
static uint32_t
mg_table_hits26(const struct sm_movegen *g, const uint64_t *key, int from,
    int nboard)
{
	uint32_t	maybe = 0, hit = 0;
	int		x;

	for (x = from; x <= SM_NLETTERS; x++)
		sm_lexicon_maybe_prefetch(g->lx, key[x]);
	for (x = from; x <= SM_NLETTERS; x++)
		if (sm_lexicon_maybe(g->lx, key[x])) {
			maybe |= 1u << x;
			sm_lexicon_ana_prefetch(g->lx, key[x], nboard != 0);
		}
	for (; maybe != 0; maybe &= maybe - 1) {
		x = mg_lowbit(maybe);
		if (mg_table_hit(g, key[x], nboard))
			hit |= 1u << x;
	}
	return hit;
}

/* The letters the blanks may stand for so that they, the rack's letters
 * and the board letter t (0: none) are the letters of a word (7 of them
 * without t, 8 with), looked up once a search for each t: thit[t][0] bit
 * 0 for a rack without blank (whether they are), bit x for a blank as x;
 * with two blanks thit[t][x] bit y for the blanks as x and y >= x.  1, 26
 * or 351 lookups. */
static void
mg_table_hits(struct sm_movegen *g, int t)
{
	uint8_t		 r[SM_PLAY_MAX + 2], r2[SM_PLAY_MAX + 2];
	uint64_t	 key[SM_NLETTERS + 1];
	uint32_t	*hit = g->thit[t];
	int		 n = 0, nb = g->fixed[0], l, k, j, x;

	g->thit_known |= 1u << t;
	memset(hit, 0, sizeof g->thit[t]);
	for (l = 1; l <= SM_NLETTERS; l++)
		for (k = 0; k < g->fixed[l]; k++)
			r[n++] = (uint8_t)l;
	if (t != 0) {
		for (j = n; j > 0 && r[j - 1] > t; j--)
			r[j] = r[j - 1];
		r[j] = (uint8_t)t;
		n++;
	}
	if (nb == 0) {
		if (mg_table_hit(g, sm_lexicon_alphagram(r, n), t != 0))
			hit[0] = 1;
		return;
	}
	if (nb == 1) {
		mg_blank_keys(r, n, key);
		hit[0] = mg_table_hits26(g, key, 1, t != 0);
		return;
	}
	for (x = 1; x <= SM_NLETTERS; x++) {
		/* x into the letters, then each y >= x */
		for (j = 0, k = 0; j < n && r[j] <= x; j++)
			r2[k++] = r[j];
		r2[k++] = (uint8_t)x;
		for (; j < n; j++)
			r2[k++] = r[j];
		mg_blank_keys(r2, n + 1, key);
		hit[x] = mg_table_hits26(g, key, x, t != 0);
	}
}

/* The words of w's letters placed on the span s..e of the line searched
 * from pos on (w packed as in lexicon.h, letter j on square s + j; its
 * letters already checked against the board's and the cross-checks):
 * each way of taking its new letters from treal and tblank recorded. */
static void
mg_table_place(struct sm_movegen *g, int s, int e, int pos, uint64_t w,
    int ms, int wmul, int cs)
{
	const struct mg_sq	*q;
	uint8_t			*cnt;
	int			 l, bl, v, cs2;

	for (; pos <= e && g->line[pos].tile != 0; pos++) {
		if (!SM_TILE_IS_BLANK(g->line[pos].tile))
			ms += g->value[SM_TILE_LETTER(g->line[pos].tile)];
		g->word[pos] = g->line[pos].tile;
	}
	if (pos > e) {
		mg_record(g, s, e, ms, wmul, cs);
		return;
	}
	q = &g->line[pos];
	l = (int)(w >> (5 * (pos - s)) & 31);
	for (bl = 0; bl < 2; bl++) {
		cnt = bl ? &g->tblank[l] : &g->treal[l];
		if (*cnt == 0)
			continue;
		v = bl ? 0 : g->value[l];
		cs2 = cs;
		if (q->xscore >= 0)
			cs2 += (q->xscore + v * q->lm) * q->wm;
		(*cnt)--;
		g->nplaced++;
		g->word[pos] = (uint8_t)(l | (bl ? SM_BLANK : 0));
		mg_table_place(g, s, e, pos + 1, w, ms + v * q->lm,
		    wmul * q->wm, cs2);
		g->nplaced--;
		(*cnt)++;
	}
}

/* Whether w's letters fit ln[s..s+n): the board's where it has tiles,
 * the cross-checks elsewhere. */
static inline int
mg_table_fits(const struct mg_sq *ln, int s, int n, uint64_t w)
{
	int	j, l;

	for (j = 0; j < n; j++) {
		l = (int)(w >> (5 * j) & 31);
		if (ln[s + j].tile != 0 ? SM_TILE_LETTER(ln[s + j].tile) != l :
		    !(ln[s + j].cross >> l & 1))
			return 0;
	}
	return 1;
}

/* The 7-letter words of the rack's tiles, from the DAWG list at depth:
 * its letters counted in treal (tmask) and nw blanks left, which may
 * stand for the letters of twild; a letter held is taken as its tile (the
 * blanks' letters of a word using every tile are then the letters it has
 * more of than the rack: x, then y), into tw[] with the blanks' letters;
 * -1 when there are more than MG_TW_MAX. */
static int
mg_table_words(struct sm_movegen *g, uint32_t list, int depth, uint64_t w,
    int nw, int x, int y)
{
	uint32_t	a, ch, lm = mg_tiles(g, list);
	uint32_t	mask = lm & (g->tmask | (nw > 0 ? g->twild : 0));
	int		l, r;

	while (mask != 0) {
		l = mg_lowbit(mask);
		mask &= mask - 1;
		a = g->arcs[mg_arc_of(g, list, lm, l)];
		if (depth == SM_PLAY_MAX - 1) {
			if (!sm_arc_accepts(a))
				continue;
			if (g->ntw == MG_TW_MAX)
				return -1;
			g->tw[g->ntw] = w | (uint64_t)l << (5 * depth);
			g->twx[g->ntw] = (uint8_t)(g->treal[l] > 0 || x ? x : l);
			g->twy[g->ntw] = (uint8_t)(g->treal[l] > 0 || !x ? y : l);
			g->ntw++;
			continue;
		}
		if ((ch = sm_arc_child(a)) == 0)
			continue;
		w |= (uint64_t)l << (5 * depth);
		if (g->treal[l] > 0) {
			if (--g->treal[l] == 0)
				g->tmask &= ~(1u << l);
			r = mg_table_words(g, ch, depth + 1, w, nw, x, y);
			g->treal[l]++;
			g->tmask |= 1u << l;
		} else
			r = mg_table_words(g, ch, depth + 1, w, nw - 1,
			    x ? x : l, x ? l : y);
		w &= ~((uint64_t)31 << (5 * depth));
		if (r < 0)
			return -1;
	}
	return 0;
}

/* The 7-letter words of the rack, listed once a search in tw[] (twords 1;
 * 2: too many, the spans are walked instead) by one DAWG walk, its blanks
 * standing only for the letters that make a word with the others
 * (mg_table_hits). */
static void
mg_table_words7(struct sm_movegen *g)
{
	uint32_t	wild = 0;
	int		x, nb = g->fixed[0];

	if (!(g->thit_known & 1))
		mg_table_hits(g, 0);
	g->ntw = 0;
	g->twords = 1;
	if (nb == 1)
		wild = g->thit[0][0] & MG_ALL_LETTERS;
	for (x = 1; nb == 2 && x <= SM_NLETTERS; x++)
		if (g->thit[0][x] != 0)
			wild |= 1u << x | g->thit[0][x];
	if (nb == 0 ? g->thit[0][0] == 0 : wild == 0)
		return;	/* no word */
	mg_table_tiles(g, 0, 0);
	g->twild = wild;
	if (mg_table_words(g, g->lx->dawg_root, 0, 0, nb, 0, 0) < 0)
		g->twords = 2;
}

/* The alphagram of the rack's letters, its blanks as x and y (0: none),
 * and t (0: none). */
static uint64_t
mg_table_key(const struct sm_movegen *g, int t, int x, int y)
{
	uint8_t	r[SM_PLAY_MAX + 1];
	int	l, k, n = 0;

	for (l = 1; l <= SM_NLETTERS; l++)
		for (k = 0; k < g->fixed[l] && n < SM_PLAY_MAX + 1; k++)
			r[n++] = (uint8_t)l;
	if (t && n < SM_PLAY_MAX + 1)
		r[n++] = (uint8_t)t;
	if (x && n < SM_PLAY_MAX + 1)
		r[n++] = (uint8_t)x;
	if (y && n < SM_PLAY_MAX + 1)
		r[n++] = (uint8_t)y;
	return sm_lexicon_alphagram(r, n);
}

/* The 8-letter words of one alphagram group (rack, blanks as x and y,
 * board letter t at p) that fit ln[s..s+7], placed. */
static void
mg_table_group8(struct sm_movegen *g, int s, int e, int x, int y, int t)
{
	const struct sm_lexicon	*lx = g->lx;
	uint32_t		 i = sm_lexicon_ana8(lx, mg_table_key(g, t, x,
				    y));
	uint64_t		 w;

	for (; i < lx->nana8w; i++) {
		w = sm_lexicon_ana8_word(lx, i);
		if (mg_table_fits(g->line, s, SM_PLAY_MAX + 1, w)) {
			mg_table_tiles(g, x, y);
			g->nplaced = 0;
			mg_table_place(g, s, e, s, w, 0, 1, 0);
		}
		if (w & SM_LEX_ANA_LAST)
			break;
	}
}

/* Every 7-tile move filling ln[s..e] of the anchor being searched, which
 * holds nboard (0 or 1) board tiles, for a rack of 7 tiles with two blanks
 * at most, from the anagram tables: the letters the blanks may stand for
 * are looked up (mg_table_hits); with a board tile the words of each
 * alphagram found are read in the 8-letter table, without one the rack's
 * 7-letter words are listed once a search (mg_table_words7); each word
 * that fits the span is placed. */
static void
mg_table_moves(struct sm_movegen *g, int s, int e, int nboard)
{
	uint32_t	m;
	int		t = 0, j, x, nb = g->fixed[0];

	if (nboard == 0) {
		if (g->twords == 0)
			mg_table_words7(g);
		if (g->twords == 1) {
			for (j = 0; j < g->ntw; j++) {
				if (!mg_table_fits(g->line, s, SM_PLAY_MAX,
				    g->tw[j]))
					continue;
				mg_table_tiles(g, g->twx[j], g->twy[j]);
				g->nplaced = 0;
				mg_table_place(g, s, e, s, g->tw[j], 0, 1, 0);
			}
			return;
		}
	}
	if (nboard == 1) {
		for (j = s; g->line[j].tile == 0; j++)
			;
		t = SM_TILE_LETTER(g->line[j].tile);
	}
	if (!(g->thit_known >> t & 1))
		mg_table_hits(g, t);
	if (nb == 0) {
		if (g->thit[t][0] == 0)
			return;
		if (nboard == 1)
			mg_table_group8(g, s, e, 0, 0, t);
		else
			mg_table_span(g, s, e, 0, 0);
		return;
	}
	if (nb == 1) {
		for (m = g->thit[t][0]; m != 0; m &= m - 1) {
			if (nboard == 1)
				mg_table_group8(g, s, e, mg_lowbit(m), 0, t);
			else
				mg_table_span(g, s, e, mg_lowbit(m), 0);
		}
		return;
	}
	for (x = 1; x <= SM_NLETTERS; x++) {
		for (m = g->thit[t][x]; m != 0; m &= m - 1) {
			if (nboard == 1)
				mg_table_group8(g, s, e, x, mg_lowbit(m), t);
			else
				mg_table_span(g, s, e, x, mg_lowbit(m));
		}
	}
}

static void
mg_search_anchor(struct sm_movegen *g, int dir, int line, int pos,
    uint16_t smask, uint16_t emask)
{
	uint32_t	root = g->lx->gaddag_root;

	g->stats.searched++;
	g->smask = smask;
	g->emask = emask;
	g->dir = dir;
	g->lineno = line;
	g->anchor = pos;
	g->line = g->sq[dir][line];
	g->nplaced = 0;
	g->shadowing = 0;
	if (root == 0)
		return;
	if (pos + 1 < SM_DIM && g->line[pos + 1].tile != 0 &&
	    (pos == 0 || g->line[pos - 1].tile == 0)) {
		uint32_t	sl = root, ai = 0;
		int		r;

		for (r = pos + 1; r + 1 < SM_DIM && g->line[r + 1].tile != 0;
		    r++)
			;
		for (; r > pos; r--) {
			if ((ai = mg_find(g, sl,
			    SM_TILE_LETTER(g->line[r].tile))) == 0)
				return;	/* no word holds the run */
			sl = sm_arc_child(g->arcs[ai]);
		}
		g->shadow[pos] = sl;
		g->shadowing = 1;
	}
	g->lwalk = 1;
	mg_gen(g, pos, root, 0, 1, 0);
	g->lwalk = 0;
	g->shadowing = 0;
}

static void
mg_setup(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, enum mg_mode mode)
{
	int	dir, line, pos;

	memset(&g->stats, 0, sizeof g->stats);
	g->board = b;
	g->mode = mode;
	g->wbound = 0;
	g->min = 0;
	g->count = 0;
	g->nout = 0;
	mg_prepare_rack(g, gr);
	g->late = g->pick_left == 0 && g->fixed[0] > 0 && g->fixed[0] <= 2;
	g->lms = g->lcs = g->lwalk = 0;
	mg_prepare_board(g);
	g->nanchors = 0;
	for (dir = 0; dir < 2; dir++)
		for (line = 0; line < SM_DIM; line++)
			for (pos = 0; pos < SM_DIM; pos++)
				if (g->sq[dir][line][pos].anchor) {
					struct mg_anchor *an =
					    &g->anchors[g->nanchors++];

					an->dir = (uint8_t)dir;
					an->line = (uint8_t)line;
					an->pos = (uint8_t)pos;
					an->bound = 0;
				}
	g->stats.anchors = (unsigned)g->nanchors;
}

static size_t
mg_run_all(struct sm_movegen *g)
{
	int	i;

	for (i = 0; i < g->nanchors; i++)
		mg_search_anchor(g, g->anchors[i].dir, g->anchors[i].line,
		    g->anchors[i].pos, 0x7fff, 0x7fff);
	return g->count;
}

size_t
MG_SEARCH(all)(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr,
    void (*cb)(const struct sm_genmove *, void *), void *arg)
{
	mg_setup(g, b, gr, MG_ALL);
	g->cb = cb;
	g->cbarg = arg;
	return mg_run_all(g);
}

size_t
MG_SEARCH(count)(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr)
{
	mg_setup(g, b, gr, MG_COUNT);
	return mg_run_all(g);
}

/* The bound inside the walk, for a search: the rack's tiles in slots by
 * value (a rack without a pool; otherwise no bound). */
static void
mg_walk_bound_rack(struct sm_movegen *g)
{
	int	l, j, n = 0, v;

	g->wbound = 0;
	g->nrlet = g->ntiles = 0;
	if (g->mode != MG_BEST || g->pick_left > 0)
		return;
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (g->fixed[l] == 0 || n == SM_RACK_MAX)
			continue;
		g->ntiles = (uint8_t)(g->ntiles + g->fixed[l]);
		v = l == 0 ? -1 : g->value[l];	/* the blank last */
		for (j = n++; j > 0 && (g->rlet[j - 1] == 0 ? -1 :
		    g->value[g->rlet[j - 1]]) < v; j--)
			g->rlet[j] = g->rlet[j - 1];
		g->rlet[j] = (uint8_t)l;
	}
	g->nrlet = (uint8_t)n;
	/* Bounded where a tile is about to be placed with at most wbound - 1
	 * placed: deeper, the bound costs more than the walk it saves
	 * (measured: the first tile with one blank, the first two with two;
	 * without a blank the bound costs more than it saves even there,
	 * the 7-tile moves being listed span by span). */
	g->wbound = g->fixed[0] >= 2 ? 2 : g->fixed[0];
	/* With late blanks a placed tile may still become a blank (and free
	 * its letter for a later square): the bound holds before the first
	 * tile only. */
	if (g->late && g->wbound > 1)
		g->wbound = 1;
}

/* The sums over the line searched that mg_walk_bound reads. */
static void
mg_walk_bound_line(struct sm_movegen *g)
{
	const struct mg_sq	*q;
	int			 i, c, n;

	for (c = 0; c < 4; c++)
		g->pc[c][0] = 0;
	g->pw2[0] = g->pw3[0] = 0;
	g->pt[0] = g->px[0] = 0;
	for (i = 0, n = 0; i < SM_DIM; i++) {
		g->eidx[i] = (uint8_t)n;
		if (g->line[i].tile == 0)
			g->epos[n++] = (uint8_t)i;
	}
	g->eidx[SM_DIM] = (uint8_t)n;
	for (; n < SM_DIM + SM_PLAY_MAX + 1; n++)
		g->epos[n] = SM_DIM;
	for (i = 0; i < SM_DIM; i++) {
		q = &g->line[i];
		for (c = 1; c < 4; c++)
			g->pc[c][i + 1] = g->pc[c][i];
		g->pw2[i + 1] = g->pw2[i];
		g->pw3[i + 1] = g->pw3[i];
		g->pt[i + 1] = g->pt[i];
		g->px[i + 1] = g->px[i];
		if (q->tile != 0) {
			if (!SM_TILE_IS_BLANK(q->tile))
				g->pt[i + 1] = (int16_t)(g->pt[i + 1] +
				    g->value[SM_TILE_LETTER(q->tile)]);
			continue;
		}
		g->pc[q->lm & 3][i + 1]++;
		if (q->wm == 2)
			g->pw2[i + 1]++;
		else if (q->wm == 3)
			g->pw3[i + 1]++;
		if (q->xscore >= 0)
			g->px[i + 1] = (int16_t)(g->px[i + 1] +
			    (q->xscore + q->cap * q->lm) * q->wm);
	}
}

/* Search anchor an for the best moves: the 7-tile spans the last
 * mg_anchor_bound kept listed by walks of the spans (those of a 7-tile
 * rack through no board tile or one were listed from the tables by
 * mg_anchor_bound itself), then the walk, which goes up to 6 tiles only
 * when the 7-tile moves are listed so (bingo_known). */
static void
mg_search_best_anchor(struct sm_movegen *g, const struct mg_anchor *an,
    uint16_t smask, uint16_t emask)
{
	int	i, max_play = g->max_play;

	g->dir = an->dir;
	g->lineno = an->line;
	g->anchor = an->pos;
	g->line = g->sq[an->dir][an->line];
	for (i = 0; i < g->nl7; i++)
		mg_span_list(g, g->line, g->l7s[i], g->l7e[i]);
	if (smask == 0 || emask == 0)
		return;
	if (g->bingo_known && g->max_play > SM_PLAY_MAX - 1)
		g->max_play = SM_PLAY_MAX - 1;
	if (g->wbound)
		mg_walk_bound_line(g);
	mg_search_anchor(g, an->dir, an->line, an->pos, smask, emask);
	g->max_play = max_play;
}

static int
mg_anchor_cmp(const void *x, const void *y)
{
	const struct mg_anchor *a = x, *b = y;

	if (a->bound != b->bound)
		return a->bound > b->bound ? -1 : 1;
	if (a->dir != b->dir)
		return a->dir < b->dir ? -1 : 1;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* Anchor x before y in the search order: higher bound first. */
static int
mg_anchor_before(const struct mg_anchor *x, const struct mg_anchor *y)
{
	return mg_anchor_cmp(x, y) < 0;
}

static void
mg_heap_down(struct mg_anchor *h, int n, int i)
{
	struct mg_anchor	t = h[i];
	int			c;

	while ((c = 2 * i + 1) < n) {
		if (c + 1 < n && mg_anchor_before(&h[c + 1], &h[c]))
			c++;
		if (!mg_anchor_before(&h[c], &t))
			break;
		h[i] = h[c];
		i = c;
	}
	h[i] = t;
}

/* The down twin of each across move kept, ranked in.  A twin lands after
 * its across move, so every across move still kept is met once as the
 * list grows; one pushed out takes a twin that would rank lower still. */
static void
mg_add_twins(struct sm_movegen *g)
{
	struct sm_genmove	t;
	size_t			i;

	for (i = 0; i < g->nout; i++) {
		if (g->out[i].move.at.dir != SM_ACROSS)
			continue;
		t = g->out[i];
		t.move.at.dir = SM_DOWN;
		t.move.at.row = g->out[i].move.at.col;
		t.move.at.col = g->out[i].move.at.row;
		mg_emit(g, &t);
	}
}

/* Best first: the anchors in a heap by bound.  A bound is first worked
 * out without asking whether the rack can make a 7-tile word there; the
 * anchor at the top gets its bound worked out again with those checks and
 * the best score found so far (spans that cannot reach it left out), and
 * goes back into the heap if it fell; otherwise it is searched, only for
 * words starting and ending where the spans kept do.  So the checks are
 * made only where the search goes.  A least score (min) is a floor from
 * the start: anchors, spans and walks that cannot reach it are left out
 * as they are once n moves are known. */
size_t
MG_SEARCH(best)(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n, int min)
{
	struct mg_anchor	*h = g->anchors, top;
	uint16_t		 sm, em;
	int			 i, j, nb, floor, twins;

	if (n == 0)
		return 0;
	mg_setup(g, b, gr, MG_BEST);
	g->out = out;
	g->cap = n;
	g->min = min > 0 ? min : 0;
	mg_prepare_bingo(g);
	mg_walk_bound_rack(g);
	/* On an empty board every down move is an across move turned about
	 * the diagonal (the premiums being symmetric): the same score and
	 * keys but the direction, which ranks it after its twin.  Only the
	 * across anchor is searched; the twins are added at the end. */
	twins = g->empty && g->symmetric;
	for (i = j = 0; i < g->nanchors; i++) {
		if (twins && h[i].dir == SM_DOWN)
			continue;
		h[i].bound = mg_anchor_bound(g, h[i].dir, h[i].line, h[i].pos,
		    0, 0, &sm, &em);
		if (h[i].bound >= g->min)
			h[j++] = h[i];
	}
	g->nanchors = j;
	for (i = j / 2 - 1; i >= 0; i--)
		mg_heap_down(h, j, i);
	while (j > 0) {
		floor = mg_floor(g);
		if (h[0].bound < floor)
			break;
		/* Again with what is known now: the bound can only fall (and
		 * the floor rise, the 7-tile moves from the tables being
		 * listed on the way). */
		/* (one blank: the short spans checked, mg_anchor_boundk) */
		nb = g->spanchk ? mg_anchor_boundk(g, h[0].dir, h[0].line,
		    h[0].pos, floor, &sm, &em) : mg_anchor_bound(g, h[0].dir,
		    h[0].line, h[0].pos, 1, floor, &sm, &em);
		floor = mg_floor(g);
		if (nb < h[0].bound || nb < floor) {
			if (nb < 0 || nb < floor)
				h[0] = h[--j];
			else
				h[0].bound = nb;
			mg_heap_down(h, j, 0);
			continue;
		}
		top = h[0];
		h[0] = h[--j];
		mg_heap_down(h, j, 0);
		mg_search_best_anchor(g, &top, sm, em);
	}
	if (twins)
		mg_add_twins(g);
	g->out = NULL;
	return g->nout;
}

#ifndef MG_POPCNT	/* compiled once */
/* The public searches: the popcnt compilation's when the CPU has it. */
#ifdef MG_HAVE_POPCNT_VARIANT
#define MG_DISPATCH(g, name, ...) ((g)->popcnt ? \
	mg_popcnt_##name(__VA_ARGS__) : mg_plain_##name(__VA_ARGS__))
#else
#define MG_DISPATCH(g, name, ...) mg_plain_##name(__VA_ARGS__)
#endif

size_t
sm_movegen_all(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr,
    void (*cb)(const struct sm_genmove *, void *), void *arg)
{
	return MG_DISPATCH(g, all, g, b, gr, cb, arg);
}

size_t
sm_movegen_count(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr)
{
	return MG_DISPATCH(g, count, g, b, gr);
}

size_t
sm_movegen_best(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n)
{
	return MG_DISPATCH(g, best, g, b, gr, out, n, 0);
}

size_t
sm_movegen_best_from(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct sm_genmove *out, size_t n, int min)
{
	return MG_DISPATCH(g, best, g, b, gr, out, n, min);
}

size_t
sm_movegen_bounds(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int bound[2][SM_DIM][SM_DIM])
{
	struct sm_genmove	one;
	struct mg_anchor	*h = g->anchors;
	uint16_t		 sm, em;
	int			 d, l, p, i;

	for (d = 0; d < 2; d++)
		for (l = 0; l < SM_DIM; l++)
			for (p = 0; p < SM_DIM; p++)
				bound[d][l][p] = -2;
	mg_setup(g, b, gr, MG_BEST);
	g->out = &one;
	g->cap = 1;
	mg_prepare_bingo(g);
	for (i = 0; i < g->nanchors; i++)
		bound[h[i].dir][h[i].line][h[i].pos] = mg_anchor_bound(g,
		    h[i].dir, h[i].line, h[i].pos, 0, 0, &sm, &em);
	g->out = NULL;
	return (size_t)g->nanchors;
}

size_t
sm_movegen_bounds_at(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, int floor, int bound[2][SM_DIM][SM_DIM])
{
	struct sm_genmove	one;
	struct mg_anchor	*h = g->anchors;
	uint16_t		 sm, em;
	int			 d, l, p, i, nb;

	for (d = 0; d < 2; d++)
		for (l = 0; l < SM_DIM; l++)
			for (p = 0; p < SM_DIM; p++)
				bound[d][l][p] = -2;
	mg_setup(g, b, gr, MG_BEST);
	g->out = &one;
	g->cap = 1;
	g->min = floor > 0 ? floor : 0;
	mg_prepare_bingo(g);
	g->table7 = 0;	/* no move listed: the floor stays floor */
	for (i = 0; i < g->nanchors; i++) {
		g->nout = 0;
		nb = g->spanchk ? mg_anchor_boundk(g, h[i].dir, h[i].line,
		    h[i].pos, g->min, &sm, &em) : mg_anchor_bound(g, h[i].dir,
		    h[i].line, h[i].pos, 1, g->min, &sm, &em);
		bound[h[i].dir][h[i].line][h[i].pos] = nb < g->min ? -1 : nb;
	}
	g->out = NULL;
	g->nout = 0;
	return (size_t)g->nanchors;
}
#endif	/* compiled once */
