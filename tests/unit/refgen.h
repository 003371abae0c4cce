/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * refgen.h: a slow reference move generator for the tests, written to be
 * obviously correct rather than fast, and sharing nothing with movegen.c
 * but the lexicon and the rules engine.  For every line (rows and
 * columns), every start square and every length, it tries every way to
 * fill the empty squares with tiles of the rack (each blank as each of the
 * 26 letters), pruned only by "the word so far is the start of some word"
 * in the DAWG and by the connection rule (a word must cover an anchor: a
 * square taken, or next to a taken one across the line; the centre on an
 * empty board; so a fill that has covered none and is past the line's last
 * anchor stops, and only a word that covers one is judged); each candidate
 * is judged and scored by sm_judge_placements() (without a rack: the
 * generalised rack is checked here, by counting).
 * Moves are identified by their placements (squares and tiles) and kept
 * once, so a one-tile move forming words both ways counts once.
 *
 *	struct refgen_list l = { 0 };
 *	refgen_all(board, lx, genrack, &l);
 *	... l.v[0..l.n), sorted by refgen_key ...
 *	refgen_list_free(&l);
 */
#ifndef SM_REFGEN_H
#define SM_REFGEN_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "lexicon.h"
#include "movegen.h"
#include "rules.h"

struct refgen_move {
	uint8_t		key[3 * SM_PLAY_MAX];	/* (row, col, tile) sorted */
	uint8_t		nkey;
	int		score;
	struct sm_move	move;
};

struct refgen_list {
	struct refgen_move	*v;
	size_t			 n, cap;
};

static inline void
refgen_list_free(struct refgen_list *l)
{
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
}

static inline int
refgen_key_cmp(const void *x, const void *y)
{
	const struct refgen_move *a = x, *b = y;
	size_t i;
	int c;

	if (a->nkey != b->nkey)
		return a->nkey < b->nkey ? -1 : 1;
	/* Byte by byte rather than memcmp: libFuzzer hooks memcmp to
	 * collect its arguments, wasted on the oracle's sorting. */
	for (i = 0; i < a->nkey; i++)
		if ((c = a->key[i] - b->key[i]) != 0)
			return c;
	return 0;
}

/* Key from placements (sorted by square). */
static inline uint8_t
refgen_make_key(const struct sm_placement *p, size_t n, uint8_t *key)
{
	struct sm_placement	s[SM_PLAY_MAX], t;
	size_t			i, j;

	memcpy(s, p, n * sizeof *p);
	for (i = 1; i < n; i++) {
		t = s[i];
		for (j = i; j > 0 && (s[j - 1].row > t.row ||
		    (s[j - 1].row == t.row && s[j - 1].col > t.col)); j--)
			s[j] = s[j - 1];
		s[j] = t;
	}
	for (i = 0; i < n; i++) {
		key[3 * i] = s[i].row;
		key[3 * i + 1] = s[i].col;
		key[3 * i + 2] = s[i].tile;
	}
	return (uint8_t)(3 * n);
}

/* Placements of a generated move. */
static inline size_t
refgen_genmove_placements(const struct sm_genmove *m, struct sm_placement *p)
{
	size_t	n = 0;
	int	i;

	for (i = 0; i < m->move.len; i++) {
		if (!(m->placed >> i & 1))
			continue;
		p[n].row = (uint8_t)(m->move.at.row +
		    (m->move.at.dir == SM_DOWN ? i : 0));
		p[n].col = (uint8_t)(m->move.at.col +
		    (m->move.at.dir == SM_ACROSS ? i : 0));
		p[n].tile = m->move.word[i];
		n++;
	}
	return n;
}

struct refgen_state {
	const struct sm_board	*b;
	const struct sm_lexicon	*lx;
	const struct sm_genrack	*gr;
	struct refgen_list	*out;
	int			 dir, line;
	int			 anchor[SM_DIM];	/* of this line */
	int			 last_anchor;	/* -1: none */
	int			 used[SM_NLETTERS + 1];	/* [0]: blanks */
	int			 extra;	/* of those, taken from the pool */
	struct sm_placement	 p[SM_PLAY_MAX];
	int			 np;
};

/* Whether one more tile x (0: a blank) can come from the generalised rack
 * with those used so far: at most max_play tiles; of each tile, those of
 * the fixed part first, then the pool's, and at most pick of the pool's in
 * all (extra: how many used so far).  The tiles used so far could (the
 * fill adds one only when this says so), so only x's count and the total
 * can change the answer. */
static inline int
refgen_may_add(const struct refgen_state *s, int x)
{
	const struct sm_genrack	*gr = s->gr;

	if (s->np >= gr->max_play)
		return 0;
	if (s->used[x] < gr->fixed.counts[x])
		return 1;	/* from the fixed part */
	return gr->pick > 0 && s->extra < gr->pick &&
	    s->used[x] - gr->fixed.counts[x] < gr->pool.counts[x];
}

/* Tile x (0: a blank) used, or given back. */
static inline void
refgen_take(struct refgen_state *s, int x)
{
	if (s->used[x]++ >= s->gr->fixed.counts[x])
		s->extra++;
}

static inline void
refgen_give_back(struct refgen_state *s, int x)
{
	if (--s->used[x] >= s->gr->fixed.counts[x])
		s->extra--;
}

static inline uint8_t
refgen_at(const struct refgen_state *s, int pos)
{
	return s->dir == SM_ACROSS ? sm_board_at(s->b, s->line, pos) :
	    sm_board_at(s->b, pos, s->line);
}

static inline void
refgen_try(struct refgen_state *s)
{
	struct sm_judgement	 j;
	struct refgen_list	*l = s->out;
	struct refgen_move	*m;

	if (sm_judge_placements(s->b, s->lx, NULL, s->p, (size_t)s->np, &j) !=
	    SM_LEGAL)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 4096;
		l->v = realloc(l->v, l->cap * sizeof *l->v);
		if (l->v == NULL)
			abort();
	}
	m = &l->v[l->n++];
	m->nkey = refgen_make_key(s->p, (size_t)s->np, m->key);
	m->score = j.total;
	m->move = j.move;
}

/* Fill from pos on; list is the DAWG list after the letters so far; hit:
 * whether start..pos-1 covers an anchor. */
static inline void
refgen_fill(struct refgen_state *s, int start, int pos, uint32_t list,
    uint32_t lastarc, int hit)
{
	const uint32_t	*arcs = s->lx->arcs;
	uint8_t		 t;
	uint32_t	 a, tiles;
	int		 l, bl;

	/* The word start..pos-1 ends here if the next square is empty; it
	 * can be legal only if it covers an anchor. */
	if (hit && pos - start >= 2 && s->np > 0 && lastarc != 0 &&
	    sm_arc_accepts(arcs[lastarc]) && refgen_at(s, pos) == 0)
		refgen_try(s);
	if (pos >= SM_DIM || list == 0 || (!hit && pos > s->last_anchor))
		return;
	hit |= s->anchor[pos];
	if ((t = refgen_at(s, pos)) != 0) {
		a = sm_lexicon_find(s->lx, list, SM_TILE_LETTER(t));
		if (a != 0)
			refgen_fill(s, start, pos + 1, sm_arc_child(arcs[a]), a,
			    hit);
		return;
	}
	if (s->np == SM_PLAY_MAX)
		return;
	tiles = sm_lexicon_tiles(s->lx, list);	/* the letters that may follow */
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (!(tiles >> l & 1) ||
		    (a = sm_lexicon_find(s->lx, list, l)) == 0)
			continue;
		for (bl = 0; bl < 2; bl++) {
			if (!refgen_may_add(s, bl ? 0 : l))
				continue;
			refgen_take(s, bl ? 0 : l);
			s->p[s->np].row = (uint8_t)(s->dir == SM_ACROSS ?
			    s->line : pos);
			s->p[s->np].col = (uint8_t)(s->dir == SM_ACROSS ? pos :
			    s->line);
			s->p[s->np].tile = (uint8_t)(l | (bl ? SM_BLANK : 0));
			s->np++;
			refgen_fill(s, start, pos + 1, sm_arc_child(arcs[a]), a,
			    hit);
			s->np--;
			refgen_give_back(s, bl ? 0 : l);
		}
	}
}

/* The anchors of the current line (as sm_judge_placements connects a
 * word: a square taken, or an empty one with a tile next to it across
 * the line; on an empty board, the centre only). */
static inline void
refgen_anchors(struct refgen_state *s)
{
	int	pos, r, c;

	s->last_anchor = -1;
	for (pos = 0; pos < SM_DIM; pos++) {
		r = s->dir == SM_ACROSS ? s->line : pos;
		c = s->dir == SM_ACROSS ? pos : s->line;
		if (s->b->ntiles == 0)
			s->anchor[pos] = r == SM_CENTRE && c == SM_CENTRE;
		else
			s->anchor[pos] = sm_board_at(s->b, r, c) != 0 ||
			    (s->dir == SM_ACROSS ?
			    sm_board_at(s->b, r - 1, c) != 0 ||
			    sm_board_at(s->b, r + 1, c) != 0 :
			    sm_board_at(s->b, r, c - 1) != 0 ||
			    sm_board_at(s->b, r, c + 1) != 0);
		if (s->anchor[pos])
			s->last_anchor = pos;
	}
}

/* Every legal move, once each, sorted by key. */
static inline void
refgen_all(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct sm_genrack *gr, struct refgen_list *out)
{
	struct refgen_state	s;
	size_t			i, k;
	int			start;

	memset(&s, 0, sizeof s);
	s.b = b;
	s.lx = lx;
	s.gr = gr;
	s.out = out;
	out->n = 0;
	for (s.dir = 0; s.dir < 2; s.dir++)
		for (s.line = 0; s.line < SM_DIM; s.line++) {
			refgen_anchors(&s);
			for (start = 0; start <= s.last_anchor; start++)
				if (refgen_at(&s, start - 1) == 0)
					refgen_fill(&s, start, start,
					    lx->dawg_root, 0, 0);
		}
	if (out->n == 0)
		return;
	qsort(out->v, out->n, sizeof *out->v, refgen_key_cmp);
	for (i = 1, k = 1; i < out->n; i++)
		if (refgen_key_cmp(&out->v[i], &out->v[k - 1]) != 0)
			out->v[k++] = out->v[i];
	out->n = k;
}

#endif
