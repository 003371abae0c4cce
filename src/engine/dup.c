/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dup.c: the duplicate game (dup.h) but for judging entries (dupjudge.c):
 * variant names, the draw of each round per variant (and, with the
 * generator, drawn again until a move exists, or the end when no rack can
 * give one), the generator racks, the tops (one move, or a pair of moves
 * for tactic) and their count, playing a top on the master board, the
 * state as one line of text, the solo bonus.  Classic,
 * top, eliptic and metagrama draw with bag.h's sm_bag_dup_draw() (the rule of
 * rounds 1-15 and 16+); completiv, superjoker and tactic apply their own
 * rules here with the same redraw loop.
 */
#include <stdlib.h>
#include <string.h>

#include "dup.h"
#include "saveline.h"

static const char *const variant_names[SM_DUP_NVARIANTS] = {
	"classic", "top", "eliptic", "tactic", "completiv", "superjoker",
	"metagrama"
};
static const char *const state_names[] = { "new", "playing", "over" };
static const char *const end_names[] = { "ok", "empty", "letters", "rule",
	"nomove" };
static const char *const order_names[] = { "free", "imposed" };

/* A redraw loop that never meets its rule gives up after this many. */
#define MAX_TRIES 10000
/* Moves of the first group taken at a time by the tactic search (kept on
 * the stack: the engine does not allocate). */
#define TACTIC_BATCH 256
/* Best moves asked of the generator before falling back to every move. */
#define TOPS_BUF 64

const char *
sm_dup_variant_name(enum sm_dup_variant v)
{
	if ((int)v < 0 || v >= SM_DUP_NVARIANTS)
		return "unknown";
	return variant_names[v];
}

bool
sm_dup_variant_parse(const char *name, enum sm_dup_variant *v)
{
	uint8_t	w[SM_MAX_WORD];
	size_t	n, i, k;
	int	x;

	if (name == NULL || sm_fold_word(name, strlen(name), w, sizeof w,
	    &n) != SM_FOLD_OK)
		return false;
	for (x = 0; x < SM_DUP_NVARIANTS; x++) {
		k = strlen(variant_names[x]);
		if (k != n)
			continue;
		for (i = 0; i < n; i++) {
			if (w[i] != sm_letter_from_ascii(variant_names[x][i]))
				break;
		}
		if (i == n) {
			*v = (enum sm_dup_variant)x;
			return true;
		}
	}
	return false;
}

const char *
sm_dup_order_name(enum sm_dup_order o)
{
	if ((int)o < 0 || o > SM_DUP_ORDER_IMPOSED)
		return "unknown";
	return order_names[o];
}

bool
sm_dup_order_parse(const char *name, enum sm_dup_order *o)
{
	size_t	i, k;
	int	x;

	if (name == NULL)
		return false;
	for (x = 0; x <= SM_DUP_ORDER_IMPOSED; x++) {
		k = strlen(order_names[x]);
		if (strlen(name) != k)
			continue;
		for (i = 0; i < k; i++)
			if ((name[i] | 0x20) != order_names[x][i])
				break;
		if (i == k) {
			*o = (enum sm_dup_order)x;
			return true;
		}
	}
	return false;
}

bool
sm_dup_triples_apply(enum sm_dup_variant v)
{
	return v != SM_DUP_SUPERJOKER;
}

int
sm_dup_rack_size(enum sm_dup_variant v)
{
	switch (v) {
	case SM_DUP_ELIPTIC:
		return 8;
	case SM_DUP_COMPLETIV:
		return 6;
	case SM_DUP_SUPERJOKER:
		return 5;
	default:
		return 7;
	}
}

void
sm_dup_init_rng(struct sm_dup *d, enum sm_dup_variant v,
    const struct sm_rng *rng)
{
	memset(d, 0, sizeof *d);
	d->variant = (int)v >= 0 && v < SM_DUP_NVARIANTS ? v : SM_DUP_CLASSIC;
	d->state = SM_DUP_NEW;
	d->end = SM_DRAW_OK;
	sm_board_clear(&d->board);
	sm_bag_fill(&d->bag);
	d->rng = *rng;
}

void
sm_dup_init(struct sm_dup *d, enum sm_dup_variant v, uint64_t seed)
{
	struct sm_rng	rng;

	sm_rng_seed(&rng, seed);
	sm_dup_init_rng(d, v, &rng);
}

/* ---- draws ---------------------------------------------------------------- */

/* Whether the rack with the bag can still give a rack of size meeting the
 * rule. */
static bool
can_meet(const struct sm_bag *bag, const struct sm_rack *rack, int size,
    int min_v, int min_c)
{
	int	va, ca, ba, v, c, b, n;

	sm_counts_vc(bag->counts, &va, &ca, &ba);
	sm_counts_vc(rack->counts, &v, &c, &b);
	va += v;
	ca += c;
	ba += b;
	n = va + ca + ba < size ? va + ca + ba : size;
	return sm_vc_feasible(va, ca, ba, n, min_v, min_c);
}

/* Complete rack to size tiles from the bag, in draw order. */
static void
fill(struct sm_bag *bag, struct sm_rng *rng, struct sm_rack *rack, int size)
{
	int	t;

	while (rack->ntiles < size && (t = sm_bag_draw(bag, rng)) >= 0) {
		rack->counts[t]++;
		rack->ntiles++;
	}
}

/* The stock and the racks hold no vowel (or no consonant) and no blank. */
static bool
letters_out(const struct sm_dup *d)
{
	int	va, ca, ba, v, c, b;

	sm_counts_vc(d->bag.counts, &va, &ca, &ba);
	sm_counts_vc(d->rack.counts, &v, &c, &b);
	va += v;
	ca += c;
	ba += b;
	sm_counts_vc(d->rack2.counts, &v, &c, &b);
	va += v;
	ca += c;
	ba += b;
	return (va == 0 || ca == 0) && ba == 0;
}

/* Complete the rack to size, redrawing it whole while it does not hold
 * min_v vowels and min_c consonants (blanks count as either). */
static enum sm_draw_status
draw_rule(struct sm_dup *d, struct sm_rack *rack, int size, int min_v,
    int min_c)
{
	int	tries = 0;

	if (!can_meet(&d->bag, rack, size, min_v, min_c))
		return SM_DRAW_END_RULE;
	for (;;) {
		fill(&d->bag, &d->rng, rack, size);
		if (sm_rack_meets(rack, min_v, min_c))
			return SM_DRAW_OK;
		if (++tries > MAX_TRIES)
			return SM_DRAW_END_RULE;
		d->redraws++;
		sm_bag_return(&d->bag, rack);
	}
}

/* Only vowels, or only consonants, no blank (a group that fails 1 and 1). */
static int
kind(const struct sm_rack *r)
{
	int	v, c, b;

	sm_counts_vc(r->counts, &v, &c, &b);
	if (b > 0 || (v > 0 && c > 0))
		return 0;
	return v > 0 ? 1 : 2;
}

/* Tactic: two groups of 7, refilled in draw order (the first, then the
 * second); a group without a vowel and a consonant goes back and is drawn
 * again while the stock can mend it.  What cannot be mended ends the game
 * unless one group meets the rule, or one is all vowels and the other all
 * consonants (the seeds' end-of-game rules).  With the stock empty the
 * groups play on with what they hold. */
static enum sm_draw_status
draw_tactic(struct sm_dup *d)
{
	struct sm_rack	*g;
	int		 k, tries, ok1, ok2;

	for (k = 0; k < 2; k++) {
		g = k == 0 ? &d->rack : &d->rack2;
		fill(&d->bag, &d->rng, g, 7);
		tries = 0;
		while (g->ntiles > 0 && !sm_rack_meets(g, 1, 1) &&
		    can_meet(&d->bag, g, 7, 1, 1)) {
			if (++tries > MAX_TRIES)
				return SM_DRAW_END_RULE;
			d->redraws++;
			sm_bag_return(&d->bag, g);
			fill(&d->bag, &d->rng, g, 7);
		}
	}
	if (d->rack.ntiles == 0 && d->rack2.ntiles == 0)
		return SM_DRAW_END_EMPTY;
	ok1 = d->rack.ntiles > 0 && sm_rack_meets(&d->rack, 1, 1);
	ok2 = d->rack2.ntiles > 0 && sm_rack_meets(&d->rack2, 1, 1);
	if (d->rack.ntiles == 0 || d->rack2.ntiles == 0)	/* one group */
		return ok1 || ok2 ? SM_DRAW_OK : SM_DRAW_END_RULE;
	if (ok1 || ok2)
		return SM_DRAW_OK;
	if (kind(&d->rack) != 0 && kind(&d->rack2) != 0 &&
	    kind(&d->rack) != kind(&d->rack2))
		return SM_DRAW_OK;
	return SM_DRAW_END_LETTERS;
}

/* Draw the letters of round number round by the variant's rules alone. */
static enum sm_draw_status
draw_variant(struct sm_dup *d, int round)
{
	int	size = sm_dup_rack_size(d->variant);

	switch (d->variant) {
	case SM_DUP_COMPLETIV:
	case SM_DUP_SUPERJOKER:
	case SM_DUP_TACTIC:
		/* Tactic goes on after the stock is empty while the groups
		 * hold letters (the seeds: "if letters remain in both groups
		 * the game goes on as usual; in one group only, as a classic
		 * game"); the others end with the stock. */
		if (d->bag.ntiles == 0 && (d->variant != SM_DUP_TACTIC ||
		    d->rack.ntiles + d->rack2.ntiles == 0))
			return SM_DRAW_END_EMPTY;
		if (letters_out(d))
			return SM_DRAW_END_LETTERS;
		if (d->variant == SM_DUP_TACTIC)
			return draw_tactic(d);
		if (d->variant == SM_DUP_COMPLETIV)
			/* RULES: 1 and 1 in rounds 1-15; the classic rule
			 * asks the same from round 16. */
			return draw_rule(d, &d->rack, size, 1, 1);
		return draw_rule(d, &d->rack, size, 0, 0);
	default:
		return sm_bag_dup_draw(&d->bag, &d->rng, &d->rack, round, size,
		    &d->redraws);
	}
}

/* Three or more tiles of one letter (a blank is no letter). */
static bool
has_triple(const struct sm_rack *r)
{
	int	l;

	for (l = 0; l <= SM_NLETTERS; l++)
		if (l != SM_RACK_BLANK && r->counts[l] >= 3)
			return true;
	return false;
}

/* Whether the stock with rack can give a rack of size (or of all the
 * letters, when fewer) without three of one letter: at most two of each
 * letter, and the blanks. */
static bool
triple_free(const struct sm_bag *bag, const struct sm_rack *rack, int size)
{
	int	l, n, free_n = 0, all = 0;

	for (l = 0; l <= SM_NLETTERS; l++) {
		n = bag->counts[l] + rack->counts[l];
		all += n;
		free_n += l == SM_RACK_BLANK || n < 2 ? n : 2;
	}
	return free_n >= (all < size ? all : size);
}

/* The variant's draw, then, with d->triples on, a rack (tactic: a group)
 * holding three of one letter back whole (its leftover too: 000,
 * "renunţând şi la eventualele litere rămase din turul anterior") and
 * drawn again by the same rules, while it holds one and a rack without
 * one can be drawn, at most SM_DUP_TRIPLE_TRIES times (then the last
 * stands).  The tactic groups are checked in draw order. */
static enum sm_draw_status
draw_rules(struct sm_dup *d, int round)
{
	enum sm_draw_status	st;
	struct sm_rack		*r;
	int			tries;

	st = draw_variant(d, round);
	if (!d->triples || !sm_dup_triples_apply(d->variant))
		return st;
	for (tries = 0; st == SM_DRAW_OK && tries < SM_DUP_TRIPLE_TRIES;
	    tries++) {
		if (has_triple(&d->rack))
			r = &d->rack;
		else if (d->variant == SM_DUP_TACTIC && has_triple(&d->rack2))
			r = &d->rack2;
		else
			break;
		if (!triple_free(&d->bag, r, sm_dup_rack_size(d->variant)))
			break;
		d->triples_back++;
		sm_bag_return(&d->bag, r);
		st = draw_variant(d, round);
	}
	return st;
}

/* ---- a move must exist ---------------------------------------------------- */

/* Whether some move can be made with the round's letters (tactic: with
 * either group). */
static bool
has_move(const struct sm_dup *d, struct sm_movegen *g)
{
	struct sm_genrack	gr[2];
	struct sm_genmove	m;
	int			i, n;

	n = sm_dup_genracks(d, gr);
	for (i = 0; i < n; i++)
		if (sm_movegen_best(g, &d->board, &gr[i], &m, 1) > 0)
			return true;
	return false;
}

/* Every letter of the rack(s) back into the stock. */
static void
back_all(struct sm_dup *d)
{
	sm_bag_return(&d->bag, &d->rack);
	sm_bag_return(&d->bag, &d->rack2);
}

/* The vowel/consonant rule a fresh rack of n tiles drawn from counts must
 * meet in round (what draw_rules asks); false when none can. */
static bool
rule_of(const struct sm_dup *d, int round, const uint8_t *counts, int n,
    int *min_v, int *min_c)
{
	int	va, ca, ba;

	sm_counts_vc(counts, &va, &ca, &ba);
	switch (d->variant) {
	case SM_DUP_SUPERJOKER:
		*min_v = *min_c = 0;
		return true;
	case SM_DUP_COMPLETIV:
		*min_v = *min_c = 1;
		return sm_vc_feasible(va, ca, ba, n, 1, 1);
	default:
		*min_v = *min_c = round <= 15 ? 2 : 1;
		if (!sm_vc_feasible(va, ca, ba, n, *min_v, *min_c))
			*min_v = *min_c = 1;
		return sm_vc_feasible(va, ca, ba, n, *min_v, *min_c);
	}
}

/* Enumerating the racks that can be drawn from the stock. */
struct racks {
	struct sm_dup		 t;	/* the trial: t.rack a candidate */
	struct sm_movegen	*g;
	uint8_t			 pool[SM_NLETTERS + 1];
	struct sm_rack		 cur;
	int			 min_v, min_c;
	bool			 found;
};

static void
racks_walk(struct racks *e, int l, int left)
{
	int	k, m, i;

	if (e->found)
		return;
	if (left == 0) {
		if (!sm_rack_meets(&e->cur, e->min_v, e->min_c))
			return;
		e->t.rack = e->cur;
		e->t.bag.ntiles = 0;
		for (i = 0; i <= SM_NLETTERS; i++) {
			e->t.bag.counts[i] = (uint8_t)(e->pool[i] -
			    e->cur.counts[i]);
			e->t.bag.ntiles += e->t.bag.counts[i];
		}
		e->found = has_move(&e->t, e->g);
		return;
	}
	if (l > SM_NLETTERS)
		return;
	m = e->pool[l] < left ? e->pool[l] : left;
	for (k = m; k >= 0 && !e->found; k--) {
		e->cur.counts[l] = (uint8_t)k;
		e->cur.ntiles = (uint8_t)(e->cur.ntiles + k);
		racks_walk(e, l + 1, left - k);
		if (e->found)
			break;		/* e->cur is the rack found */
		e->cur.ntiles = (uint8_t)(e->cur.ntiles - k);
		e->cur.counts[l] = 0;
	}
}

/* With every letter back in the stock: 1 and *first the first rack (in
 * the order of racks_walk: most of the lowest letter first) that the
 * rules allow and gives a move; 0 when no such rack exists; -1 when there
 * are more than SM_DUP_ENUM_MAX distinct racks (not tried). */
static int
playable_rack(const struct sm_dup *d, int round, struct sm_movegen *g,
    struct sm_rack *first)
{
	struct racks		ec;
	uint32_t		ways[SM_RACK_MAX + 1];
	int			n, l, j, k;

	n = d->bag.ntiles < sm_dup_rack_size(d->variant) ? d->bag.ntiles :
	    sm_dup_rack_size(d->variant);
	/* How many distinct racks of n tiles (capped). */
	memset(ways, 0, sizeof ways);
	ways[0] = 1;
	for (l = 0; l <= SM_NLETTERS; l++)
		for (j = n; j > 0; j--)
			for (k = 1; k <= d->bag.counts[l] && k <= j; k++) {
				ways[j] += ways[j - k];
				if (ways[j] > SM_DUP_ENUM_MAX)
					ways[j] = SM_DUP_ENUM_MAX + 1;
			}
	if (ways[n] > SM_DUP_ENUM_MAX)
		return -1;
	memset(&ec, 0, sizeof ec);
	if (!rule_of(d, round, d->bag.counts, n, &ec.min_v, &ec.min_c))
		return 0;
	ec.t = *d;
	ec.t.state = SM_DUP_PLAYING;
	memset(&ec.t.rack2, 0, sizeof ec.t.rack2);
	ec.g = g;
	memcpy(ec.pool, d->bag.counts, sizeof ec.pool);
	racks_walk(&ec, 0, n);
	if (!ec.found)
		return 0;
	*first = ec.cur;
	return 1;
}

/* The rack(s) drawn have no move: draw again, from all the letters, until
 * one has (see dup.h for how this ends). */
static enum sm_draw_status
draw_playable(struct sm_dup *d, int round, struct sm_movegen *g)
{
	enum sm_draw_status	st;
	struct sm_rack		first;
	int			known = -1, k, limit = SM_DUP_NOMOVE_TRIES, l;

	back_all(d);
	d->stuck++;
	if (d->variant != SM_DUP_TACTIC &&
	    (known = playable_rack(d, round, g, &first)) == 0)
		return SM_DRAW_END_NO_MOVE;
	if (known == 1)
		limit = SM_DUP_ENUM_TRIES;
	for (k = 0; k < limit; k++) {
		if ((st = draw_rules(d, round)) != SM_DRAW_OK)
			return st;
		if (has_move(d, g))
			return SM_DRAW_OK;
		back_all(d);
		d->stuck++;
	}
	if (known != 1)
		return SM_DRAW_END_NO_MOVE;
	/* A playable rack exists but chance did not find it: the first. */
	for (l = 0; l <= SM_NLETTERS; l++) {
		d->bag.counts[l] = (uint8_t)(d->bag.counts[l] -
		    first.counts[l]);
		d->rack.counts[l] = first.counts[l];
	}
	d->bag.ntiles -= first.ntiles;
	d->rack.ntiles = first.ntiles;
	return SM_DRAW_OK;
}

/* Draw the letters of round number round: by the rules, then, with a
 * generator, until a move exists. */
static enum sm_draw_status
draw_round(struct sm_dup *d, int round, struct sm_movegen *g)
{
	enum sm_draw_status	st;

	d->redraws = 0;
	d->triples_back = 0;
	st = draw_rules(d, round);
	d->state = SM_DUP_PLAYING;	/* what has_move asks */
	if (st == SM_DRAW_OK && g != NULL && !has_move(d, g))
		st = draw_playable(d, round, g);
	if (st != SM_DRAW_OK) {
		d->state = SM_DUP_OVER;
		d->end = st;
		return st;
	}
	d->round = round;
	d->state = SM_DUP_PLAYING;
	return SM_DRAW_OK;
}

enum sm_draw_status
sm_dup_draw(struct sm_dup *d, struct sm_movegen *g)
{
	if (d->state == SM_DUP_OVER)
		return d->end;
	return draw_round(d, d->round + 1, g);
}

void
sm_dup_repeat(struct sm_dup *d)
{
	if (d->state == SM_DUP_PLAYING)
		d->round++;
}

enum sm_draw_status
sm_dup_redraw(struct sm_dup *d, struct sm_movegen *g)
{
	if (d->state != SM_DUP_PLAYING)
		return sm_dup_draw(d, g);
	back_all(d);
	d->stuck++;
	return draw_round(d, d->round, g);
}

void
sm_dup_stop(struct sm_dup *d)
{
	d->state = SM_DUP_OVER;
}

const char *
sm_dup_end_str(const struct sm_dup *d)
{
	if (d->state != SM_DUP_OVER)
		return "the game is not over";
	if (d->end == SM_DRAW_OK)
		return "no move was possible";
	return sm_draw_status_str(d->end);
}

/* ---- generator racks ------------------------------------------------------ */

static void
genrack_of(const struct sm_dup *d, const struct sm_rack *rack,
    struct sm_genrack *gr)
{
	memset(gr, 0, sizeof *gr);
	gr->fixed = *rack;
	gr->max_play = SM_PLAY_MAX;
	memcpy(gr->stock.counts, d->bag.counts, sizeof gr->stock.counts);
	gr->stock.ntiles = (uint8_t)d->bag.ntiles;
	switch (d->variant) {
	case SM_DUP_COMPLETIV:
		gr->pick = 1;
		break;
	case SM_DUP_SUPERJOKER:
		gr->pick = 2;
		break;
	case SM_DUP_METAGRAMA:
		/* One of the 7 (any one) swapped for one letter of the
		 * stock: the moves are those of the 7 plus at most one
		 * stock tile, at most 7 placed (so with a stock tile at
		 * most 6 of the 7). */
		gr->pick = 1;
		break;
	default:
		break;
	}
	if (gr->pick > 0)
		gr->pool = gr->stock;
}

int
sm_dup_genracks(const struct sm_dup *d, struct sm_genrack gr[2])
{
	int	n = 0;

	if (d->state != SM_DUP_PLAYING)
		return 0;
	if (d->rack.ntiles > 0)
		genrack_of(d, &d->rack, &gr[n++]);
	if (d->variant == SM_DUP_TACTIC && d->rack2.ntiles > 0)
		genrack_of(d, &d->rack2, &gr[n++]);
	return n;
}

/* ---- tops ----------------------------------------------------------------- */

/* The list of tops being built: out[0..n) of cap, all of score best,
 * sorted by top_cmp in v[0..ns) and in the order added in v[ns..n): a
 * top is appended, and the unsorted part sorted and merged into the
 * sorted one only when the whole order is needed (the list full, a twin
 * that may be unsorted, the end).  The result is that of inserting each
 * top in order, ties after their equals (toplist_flush): a tactic round
 * of the test lexicons has some 240,000 equivalent tops, which inserting
 * one by one cost minutes of memmove. */
struct toplist {
	struct sm_dup_top	*v;
	size_t			 n, cap;
	size_t			 ns;	/* v[0..ns) sorted */
	size_t			 upairs[2]; /* two-move tops of v[ns..n)
					 * by their first group */
	size_t			 total;	/* tops of the best score met, stored
					 * or not */
	bool			 all;	/* count every one (the searches go
					 * on past cap) */
};

static int
top_cmp(const struct sm_dup_top *a, const struct sm_dup_top *b)
{
	int	c, ba, bb;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	ba = a->move[0].nblanks + (a->nmoves > 1 ? a->move[1].nblanks : 0);
	bb = b->move[0].nblanks + (b->nmoves > 1 ? b->move[1].nblanks : 0);
	if (ba != bb)
		return ba < bb ? -1 : 1;
	if ((c = sm_genmove_cmp(&a->move[0], &b->move[0])) != 0)
		return c;
	if (a->group[0] != b->group[0])
		return a->group[0] < b->group[0] ? -1 : 1;
	if (a->nmoves != b->nmoves)
		return a->nmoves > b->nmoves ? -1 : 1;
	if (a->nmoves > 1)
		return sm_genmove_cmp(&a->move[1], &b->move[1]);
	return 0;
}

int
sm_dup_top_cmp(const struct sm_dup_top *a, const struct sm_dup_top *b)
{
	return top_cmp(a, b);
}

/* The same two moves played in the other order. */
static bool
twins(const struct sm_dup_top *a, const struct sm_dup_top *b)
{
	return a->nmoves == 2 && b->nmoves == 2 &&
	    a->group[0] == b->group[1] && a->group[1] == b->group[0] &&
	    sm_genmove_cmp(&a->move[0], &b->move[1]) == 0 &&
	    sm_genmove_cmp(&a->move[1], &b->move[0]) == 0;
}

/* Remove v[i], i in the sorted part. */
static void
toplist_remove(struct toplist *tl, size_t i)
{
	memmove(&tl->v[i], &tl->v[i + 1], (tl->n - i - 1) * sizeof *tl->v);
	tl->n--;
	tl->ns--;
}

/* The first index of tl->v[0..ns) (sorted by top_cmp) whose top sorts
 * after t (upper: ties before it) or not before it (!upper): a binary
 * search, so that a list of thousands of equal tops is built in n log n
 * comparisons, not n squared. */
static size_t
toplist_bound(const struct toplist *tl, const struct sm_dup_top *t,
    bool upper)
{
	size_t	lo = 0, hi = tl->ns, mid;
	int	c;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		c = top_cmp(&tl->v[mid], t);
		if (c < 0 || (upper && c == 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* A top of the unsorted part and its place in it, for a stable sort. */
struct top_seq {
	struct sm_dup_top	t;
	size_t			seq;
};

static int
top_seq_cmp(const void *a, const void *b)
{
	const struct top_seq	*x = a, *y = b;
	int			 c = top_cmp(&x->t, &y->t);

	if (c != 0)
		return c;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Insert t into the sorted v[0..ns) at its place, ties after their
 * equals, dropping the last top when the sorted part fills v (v[ns..n)
 * must be empty). */
static void
toplist_insert(struct toplist *tl, const struct sm_dup_top *t)
{
	size_t	i = toplist_bound(tl, t, true);

	if (i >= tl->cap)
		return;
	if (tl->n == tl->cap)
		tl->n--;
	memmove(&tl->v[i + 1], &tl->v[i], (tl->n - i) * sizeof *tl->v);
	tl->v[i] = *t;
	tl->n++;
	tl->ns = tl->n;
}

/* Sort v[ns..n) and merge it into v[0..ns): the order inserting each top
 * in turn would have given (the part added later after its equals).
 * Without memory for the sort, the tops are inserted one by one. */
static void
toplist_flush(struct toplist *tl)
{
	struct top_seq	*u;
	size_t		 nu = tl->n - tl->ns, i, j, k;

	if (nu == 0)
		return;
	tl->upairs[0] = tl->upairs[1] = 0;
	if ((u = malloc(nu * sizeof *u)) == NULL) {
		/* Each in turn into the sorted part, which grows over it. */
		for (j = 0; j < nu; j++) {
			struct sm_dup_top	t = tl->v[tl->ns];

			i = toplist_bound(tl, &t, true);
			memmove(&tl->v[i + 1], &tl->v[i],
			    (tl->ns - i) * sizeof *tl->v);
			tl->v[i] = t;
			tl->ns++;
		}
		return;
	}
	for (j = 0; j < nu; j++) {
		u[j].t = tl->v[tl->ns + j];
		u[j].seq = j;
	}
	qsort(u, nu, sizeof *u, top_seq_cmp);
	/* From the back: the larger of the two tails goes last, the sorted
	 * part's top first among equals. */
	i = tl->ns;
	j = nu;
	k = tl->n;
	while (j > 0) {
		if (i > 0 && top_cmp(&tl->v[i - 1], &u[j - 1].t) > 0)
			tl->v[--k] = tl->v[--i];
		else
			tl->v[--k] = u[--j].t;
	}
	free(u);
	tl->ns = tl->n;
}

/* Add t if it belongs among the best cap of the highest score. */
static void
toplist_add(struct toplist *tl, const struct sm_dup_top *t)
{
	struct sm_dup_top	sw;
	size_t			i;

	if (tl->n > 0 && t->score < tl->v[0].score)
		return;
	if (tl->n > 0 && t->score > tl->v[0].score) {
		tl->n = tl->ns = tl->total = 0;
		tl->upairs[0] = tl->upairs[1] = 0;
	}
	if (t->nmoves == 2) {
		/* Its twin, if listed, sorts as t with its two moves (and
		 * groups) swapped: the first such entry.  It may be in the
		 * unsorted part only if a pair starting with the twin's
		 * group is. */
		if (tl->upairs[t->group[1] != 0] > 0)
			toplist_flush(tl);
		sw = *t;
		sw.move[0] = t->move[1];
		sw.move[1] = t->move[0];
		sw.group[0] = t->group[1];
		sw.group[1] = t->group[0];
		for (i = toplist_bound(tl, &sw, false); i < tl->ns &&
		    top_cmp(&tl->v[i], &sw) == 0; i++) {
			if (!twins(&tl->v[i], t))
				continue;
			if (t->group[0] != 0)
				return;
			toplist_remove(tl, i);
			tl->total--;
			break;
		}
	}
	tl->total++;
	if (tl->n == tl->cap) {
		/* Full: its place decides whether it stays. */
		toplist_flush(tl);
		toplist_insert(tl, t);
		return;
	}
	tl->v[tl->n++] = *t;
	if (t->nmoves == 2)
		tl->upairs[t->group[0] != 0]++;
}

static void
single_top(struct sm_dup_top *t, const struct sm_genmove *m, int group)
{
	memset(t, 0, sizeof *t);
	t->nmoves = 1;
	t->move[0] = *m;
	t->group[0] = group;
	t->score = m->score;
}

struct single_arg {
	struct toplist	*tl;
	int		 group;
};

static void
collect_single(const struct sm_genmove *m, void *arg)
{
	struct single_arg	*sa = arg;
	struct sm_dup_top	 t;

	single_top(&t, m, sa->group);
	toplist_add(sa->tl, &t);
}

/* How many best moves to ask of the generator before listing them all. */
static size_t
first_batch(const struct toplist *tl)
{
	return tl->all || tl->cap >= TOPS_BUF ? TOPS_BUF : tl->cap;
}

/* One rack: the best moves, then every move when more than TOPS_BUF tie. */
static void
tops_single(struct sm_movegen *g, const struct sm_board *b,
    const struct sm_genrack *gr, struct toplist *tl, int group)
{
	struct sm_genmove	buf[TOPS_BUF];
	struct sm_dup_top	t;
	struct single_arg	sa = { tl, group };
	size_t			n, i, k;

	k = first_batch(tl);
	n = sm_movegen_best(g, b, gr, buf, k);
	if (n == k && n > 0 && buf[n - 1].score == buf[0].score &&
	    (tl->all || tl->cap > k)) {
		sm_movegen_all(g, b, gr, collect_single, &sa);
		return;
	}
	for (i = 0; i < n && buf[i].score == buf[0].score; i++) {
		single_top(&t, &buf[i], group);
		toplist_add(tl, &t);
	}
}

/* The moves of the first group are taken TACTIC_BATCH at a time: each
 * pass of sm_movegen_all() (whose order is fixed for a given input) keeps
 * the moves numbered skip .. skip + TACTIC_BATCH - 1. */
struct batch {
	struct sm_genmove	v[TACTIC_BATCH];
	size_t			n, seen, skip;
};

static void
collect_batch(const struct sm_genmove *m, void *arg)
{
	struct batch	*bt = arg;

	if (bt->seen++ >= bt->skip && bt->n < TACTIC_BATCH)
		bt->v[bt->n++] = *m;
}

/* The same words at the same places, for the same score. */
static bool
same_words(const struct sm_judgement *a, const struct sm_judgement *b)
{
	int	i;

	if (a->total != b->total || a->nwords != b->nwords)
		return false;
	for (i = 0; i < a->nwords; i++)
		if (a->words[i].at.row != b->words[i].at.row ||
		    a->words[i].at.col != b->words[i].at.col ||
		    a->words[i].at.dir != b->words[i].at.dir ||
		    a->words[i].len != b->words[i].len)
			return false;
	return true;
}

/* Group 1 first: whether the pair (first, then second of group 0 on b2)
 * is also a pair in the order group 0 first, and so listed already:
 * second forms the same words on the board before first (then it does
 * not touch first's tiles and first does not touch its). */
static bool
listed_other_way(const struct sm_board *b, const struct sm_board *b2,
    const struct sm_genmove *second)
{
	struct sm_judgement	j0, j2;

	return sm_judge(b, NULL, NULL, &second->move, &j0) == SM_LEGAL &&
	    sm_judge(b2, NULL, NULL, &second->move, &j2) == SM_LEGAL &&
	    same_words(&j0, &j2);
}

/* A pair: bt's move i of group ga, then second of the other group. */
struct pair_arg {
	struct toplist		*tl;
	const struct sm_genmove	*first;
	const struct sm_board	*b, *b2;
	int			 ga, best2;
};

static void
pair_add(struct pair_arg *pa, const struct sm_genmove *second)
{
	struct sm_dup_top	t;

	if (pa->ga == 1 && listed_other_way(pa->b, pa->b2, second))
		return;
	memset(&t, 0, sizeof t);
	t.nmoves = 2;
	t.move[0] = *pa->first;
	t.move[1] = *second;
	t.group[0] = pa->ga;
	t.group[1] = 1 - pa->ga;
	t.score = pa->first->score + second->score;
	toplist_add(pa->tl, &t);
}

static void
collect_pair(const struct sm_genmove *m, void *arg)
{
	struct pair_arg	*pa = arg;

	if (m->score == pa->best2)
		pair_add(pa, m);
}

/* Every move of group ga followed by the best moves of group gb.  lb is
 * the score of an entry known to exist (a top scores at least that): the
 * search of a second move asks only for what can still make a top, the
 * best listed or lb, so that after a first move of low score it stops
 * early, and the equals of the best second move are asked only for its
 * score. */
static int
tops_tactic_order(const struct sm_dup *d, struct sm_movegen *g,
    const struct sm_genrack *gra, const struct sm_genrack *grb, int ga,
    struct toplist *tl, struct batch *bt, int lb)
{
	struct sm_genmove	second[TOPS_BUF];
	struct sm_judgement	j;
	struct sm_board		b2;
	struct sm_dup_top	t;
	struct pair_arg		pa;
	size_t			total, i, k, n, ns;
	int			cut, need;

	k = first_batch(tl);
	bt->skip = 0;
	do {
		bt->n = bt->seen = 0;
		total = sm_movegen_all(g, &d->board, gra, collect_batch, bt);
		for (i = 0; i < bt->n; i++) {
			if (sm_judge(&d->board, NULL, NULL, &bt->v[i].move,
			    &j) != SM_LEGAL)
				return -1;	/* cannot happen */
			b2 = d->board;
			sm_board_apply(&b2, &j);
			/* The best second move first (the search is quicker
			 * for one) among those that can make a top; its
			 * equals only when the pair can be a top. */
			cut = tl->n > 0 && tl->v[0].score > lb ?
			    tl->v[0].score : lb;
			need = cut - bt->v[i].score;
			ns = sm_movegen_best_from(g, &b2, grb, second, 1,
			    need);
			if (ns == 0) {
				/* need > 0: the first move scores less than
				 * a top, alone or with any second move. */
				if (need > 0)
					continue;
				single_top(&t, &bt->v[i], ga);
				toplist_add(tl, &t);
				continue;
			}
			if (tl->n > 0 && bt->v[i].score + second[0].score <
			    tl->v[0].score)
				continue;
			pa.tl = tl;
			pa.first = &bt->v[i];
			pa.b = &d->board;
			pa.b2 = &b2;
			pa.ga = ga;
			pa.best2 = second[0].score;
			if (k > 1)
				ns = sm_movegen_best_from(g, &b2, grb, second,
				    k, second[0].score);
			if (ns == k && k > 1 && second[k - 1].score ==
			    second[0].score && (tl->all || tl->cap > k)) {
				/* More equal second moves than the buffer. */
				sm_movegen_all(g, &b2, grb, collect_pair, &pa);
				continue;
			}
			for (n = 0; n < ns && second[n].score ==
			    second[0].score; n++)
				pair_add(&pa, &second[n]);
		}
		bt->skip += bt->n;
	} while (bt->n > 0 && bt->skip < total);
	return 0;
}

/* The score of one entry of group a first: its best first move and the
 * best second move after it (the first alone when none), which the
 * search meets again; 0 when group a has no move. */
static int
tactic_seed(const struct sm_dup *d, struct sm_movegen *g,
    const struct sm_genrack *gra, const struct sm_genrack *grb)
{
	struct sm_genmove	m1, m2;
	struct sm_judgement	j;
	struct sm_board		b2;

	if (sm_movegen_best(g, &d->board, gra, &m1, 1) == 0 ||
	    sm_judge(&d->board, NULL, NULL, &m1.move, &j) != SM_LEGAL)
		return 0;
	b2 = d->board;
	sm_board_apply(&b2, &j);
	if (sm_movegen_best(g, &b2, grb, &m2, 1) == 0)
		return m1.score;
	return m1.score + m2.score;
}

static int
tops_tactic(const struct sm_dup *d, struct sm_movegen *g,
    struct toplist *tl)
{
	struct sm_genrack	gr[2];
	struct batch		bt;
	int			lb;

	if (d->rack.ntiles == 0 || d->rack2.ntiles == 0) {
		/* One group left: a classic round. */
		if (sm_dup_genracks(d, gr) != 1)
			return -1;
		tops_single(g, &d->board, &gr[0], tl,
		    d->rack.ntiles > 0 ? 0 : 1);
		return 0;
	}
	if (sm_dup_genracks(d, gr) != 2)
		return -1;
	lb = tactic_seed(d, g, &gr[0], &gr[1]);
	if (tops_tactic_order(d, g, &gr[0], &gr[1], 0, tl, &bt, lb) == -1)
		return -1;
	if (d->order == SM_DUP_ORDER_IMPOSED) {
		/* The first group first; the second alone (the first left
		 * unplayed) is the only other entry the judge takes. */
		tops_single(g, &d->board, &gr[1], tl, 1);
		return 0;
	}
	if (tops_tactic_order(d, g, &gr[1], &gr[0], 1, tl, &bt, lb) == -1)
		return -1;
	return 0;
}

static int
tops(const struct sm_dup *d, struct sm_movegen *g, struct sm_dup_top *out,
    size_t max, size_t *count, size_t *all)
{
	struct sm_genrack	gr[2];
	struct toplist		tl;

	*count = 0;
	if (all != NULL)
		*all = 0;
	if (max == 0 || d->state != SM_DUP_PLAYING)
		return 1;
	tl.v = out;
	tl.n = tl.ns = 0;
	tl.upairs[0] = tl.upairs[1] = 0;
	tl.cap = max;
	tl.total = 0;
	tl.all = all != NULL;
	if (d->variant == SM_DUP_TACTIC) {
		if (tops_tactic(d, g, &tl) == -1)
			return 1;
	} else {
		if (sm_dup_genracks(d, gr) != 1)
			return 1;
		tops_single(g, &d->board, &gr[0], &tl, 0);
	}
	toplist_flush(&tl);
	*count = tl.n;
	if (all != NULL)
		*all = tl.n > 0 ? tl.total : 0;
	return tl.n > 0 ? 0 : 1;
}

int
sm_dup_tops(const struct sm_dup *d, struct sm_movegen *g,
    struct sm_dup_top *out, size_t max, size_t *count)
{
	return tops(d, g, out, max, count, NULL);
}

int
sm_dup_tops_total(const struct sm_dup *d, struct sm_movegen *g,
    struct sm_dup_top *out, size_t max, size_t *count, size_t *total)
{
	return tops(d, g, out, max, count, total);
}

/* ---- playing a top -------------------------------------------------------- */

/* Take the tiles a legal placement j needs from rack, then (at most pick)
 * from the bag.  -1 when they are not there (rack and bag then spoiled:
 * callers work on a copy). */
static int
take_tiles(const struct sm_judgement *j, struct sm_rack *rack,
    struct sm_bag *bag, int pick)
{
	int	i, l, from_pool = 0;

	for (i = 0; i < j->move.len; i++) {
		if (!j->placed[i])
			continue;
		l = SM_TILE_IS_BLANK(j->move.word[i]) ? SM_RACK_BLANK :
		    SM_TILE_LETTER(j->move.word[i]);
		if (rack->counts[l] > 0) {
			rack->counts[l]--;
			rack->ntiles--;
		} else if (from_pool < pick && bag->counts[l] > 0) {
			bag->counts[l]--;
			bag->ntiles--;
			from_pool++;
		} else
			return -1;
	}
	return 0;
}

int
sm_dup_play(struct sm_dup *d, const struct sm_dup_top *t)
{
	struct sm_dup		nd;
	struct sm_genrack	gr;
	struct sm_judgement	j;
	struct sm_rack		*rack;
	int			i, pick;

	if (d->state != SM_DUP_PLAYING || t->nmoves < 1 ||
	    t->nmoves > (d->variant == SM_DUP_TACTIC ? 2 : 1))
		return -1;
	if (t->nmoves == 2 && t->group[0] == t->group[1])
		return -1;
	nd = *d;
	for (i = 0; i < t->nmoves; i++) {
		if (t->group[i] != 0 && (t->group[i] != 1 ||
		    d->variant != SM_DUP_TACTIC))
			return -1;
		rack = t->group[i] == 0 ? &nd.rack : &nd.rack2;
		genrack_of(&nd, rack, &gr);
		pick = gr.pick;
		if (sm_judge(&nd.board, NULL, NULL, &t->move[i].move, &j) !=
		    SM_LEGAL || j.nplaced > gr.max_play ||
		    take_tiles(&j, rack, &nd.bag, pick) == -1)
			return -1;
		sm_board_apply(&nd.board, &j);
	}
	nd.stuck = 0;
	*d = nd;
	return 0;
}

/* ---- save and load -------------------------------------------------------- */

size_t
sm_dup_save(const struct sm_dup *d, char *buf, size_t cap)
{
	struct sm_line_out o = { buf, cap, 0, false };
	char		cgp[SM_DIM * (SM_DIM + 1) + 1];

	if (cap == 0)
		return 0;
	buf[0] = '\0';
	sm_line_put(&o, "dup1 ");
	sm_line_put(&o, sm_dup_variant_name(d->variant));
	sm_line_put(&o, " ");
	sm_line_put(&o, (unsigned)d->state <= SM_DUP_OVER ? state_names[d->state] :
	    "?");
	sm_line_put(&o, " ");
	sm_line_put(&o, (unsigned)d->end <= SM_DRAW_END_NO_MOVE ?
	    end_names[d->end] :
	    "?");
	sm_line_put(&o, " ");
	sm_line_put_int(&o, d->round);
	sm_line_put(&o, " ");
	sm_line_put_int(&o, d->redraws);
	sm_line_put(&o, " ");
	sm_line_put_int(&o, d->stuck);
	sm_line_put(&o, " ");
	sm_line_put_rng(&o, &d->rng);
	sm_line_put(&o, " ");
	sm_line_put_counts(&o, d->rack.counts);
	sm_line_put(&o, " ");
	sm_line_put_counts(&o, d->rack2.counts);
	sm_line_put(&o, " ");
	sm_line_put_counts(&o, d->bag.counts);
	sm_line_put(&o, " ");
	sm_board_format_cgp(&d->board, cgp, sizeof cgp);
	sm_line_put(&o, cgp);
	if (d->order == SM_DUP_ORDER_IMPOSED)
		sm_line_put(&o, " order=imposed");
	if (d->triples) {
		sm_line_put(&o, " triples=");
		sm_line_put_int(&o, d->triples_back);
	}
	if (o.full) {
		buf[0] = '\0';
		return 0;
	}
	return o.n + 1;
}

int
sm_dup_load(struct sm_dup *d, const char *line)
{
	struct sm_dup	nd;
	struct sm_line_field f[14], opt;
	const char	*p, *end;
	uint8_t		counts[SM_NLETTERS + 1];
	int		nf = 0, i, v, n, l, r, c, total[SM_NLETTERS + 1];

	if (line == NULL)
		return -1;
	end = line + strlen(line);
	if (end > line && end[-1] == '\n')
		end--;
	if (end > line && end[-1] == '\r')
		end--;
	for (p = line; p < end; ) {
		const char *q = p;

		while (q < end && *q != ' ')
			q++;
		if (q == p || nf == 14)
			return -1;	/* two spaces, or too many fields */
		f[nf].s = p;
		f[nf].len = (size_t)(q - p);
		nf++;
		p = q < end ? q + 1 : q;
		if (q < end && p == end)
			return -1;	/* a trailing space */
	}
	if (nf < 12 || !sm_line_field_is(&f[0], "dup1"))
		return -1;
	memset(&nd, 0, sizeof nd);
	/* The options, each at most once, in the order saved. */
	for (i = 12; i < nf; i++) {
		if (f[i].len > 8 && memcmp(f[i].s, "triples=", 8) == 0 &&
		    !nd.triples) {
			opt.s = f[i].s + 8;
			opt.len = f[i].len - 8;
			if (sm_line_field_int(&opt, 0, 100000000,
			    &nd.triples_back) == -1)
				return -1;
			nd.triples = true;
		} else if (sm_line_field_is(&f[i], "order=imposed") &&
		    i == 12)
			nd.order = SM_DUP_ORDER_IMPOSED;
		else
			return -1;
	}
	if ((v = sm_line_field_name(&f[1], variant_names, SM_DUP_NVARIANTS)) < 0)
		return -1;
	nd.variant = (enum sm_dup_variant)v;
	if (nd.order != SM_DUP_ORDER_FREE && nd.variant != SM_DUP_TACTIC)
		return -1;
	if ((v = sm_line_field_name(&f[2], state_names, 3)) < 0)
		return -1;
	nd.state = (enum sm_dup_state)v;
	if ((v = sm_line_field_name(&f[3], end_names, 5)) < 0)
		return -1;
	nd.end = (enum sm_draw_status)v;
	if (sm_line_field_int(&f[4], 0, 100000, &nd.round) == -1 ||
	    sm_line_field_int(&f[5], 0, 100000000, &nd.redraws) == -1 ||
	    sm_line_field_int(&f[6], 0, 100000, &nd.stuck) == -1 ||
	    sm_line_field_rng(&f[7], &nd.rng) == -1)
		return -1;
	if (sm_line_field_counts(&f[8], counts, &n, SM_TOTAL_TILES) == -1 ||
	    n > sm_dup_rack_size(nd.variant))
		return -1;
	memcpy(nd.rack.counts, counts, sizeof counts);
	nd.rack.ntiles = (uint8_t)n;
	if (sm_line_field_counts(&f[9], counts, &n, SM_TOTAL_TILES) == -1 ||
	    n > (nd.variant == SM_DUP_TACTIC ? 7 : 0))
		return -1;
	memcpy(nd.rack2.counts, counts, sizeof counts);
	nd.rack2.ntiles = (uint8_t)n;
	if (sm_line_field_counts(&f[10], nd.bag.counts, &nd.bag.ntiles,
	    SM_TOTAL_TILES) == -1)
		return -1;
	if (sm_board_parse_cgp(&nd.board, f[11].s, f[11].len, NULL) !=
	    SM_BOARD_OK)
		return -1;

	/* Consistency: the state's fields agree, and board + bag + racks
	 * are the set, tile for tile. */
	if (nd.state == SM_DUP_NEW && (nd.round != 0 || nd.board.ntiles != 0 ||
	    nd.rack.ntiles != 0 || nd.rack2.ntiles != 0))
		return -1;
	if (nd.state == SM_DUP_PLAYING && nd.round < 1)
		return -1;
	if (nd.state != SM_DUP_OVER && nd.end != SM_DRAW_OK)
		return -1;
	for (l = 0; l <= SM_NLETTERS; l++)
		total[l] = nd.bag.counts[l] + nd.rack.counts[l] +
		    nd.rack2.counts[l];
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			uint8_t t = nd.board.sq[r][c];

			if (t != 0)
				total[SM_TILE_IS_BLANK(t) ? SM_RACK_BLANK :
				    SM_TILE_LETTER(t)]++;
		}
	}
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (total[l] != sm_letter_count(l))
			return -1;
	}
	*d = nd;
	return 0;
}

int
sm_dup_solo_bonus_for(enum sm_dup_variant v, int nplayers)
{
	return v == SM_DUP_TOP ? 0 : sm_dup_solo_bonus(nplayers);
}

int
sm_dup_solo_bonus(int nplayers)
{
	int	b;

	if (nplayers <= 0)
		return 0;
	b = nplayers / 2 + nplayers % 2;
	return b > 25 ? 25 : b;
}
