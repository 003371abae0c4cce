/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-movegen.c: fuzz target for the move generator on arbitrary boards
 * (isolated tiles, runs that are no words, blanks anywhere) with a small
 * lexicon.  For each input: every move listed must be judged legal by the
 * rules engine with the same score; no move twice; the count must match;
 * the set of moves must equal the slow reference generator's
 * (tests/unit/refgen.h); the best-first top must be the best of the list
 * under the ranking; the best 8 from a least score (one of the moves'
 * scores, picked by the input) must be the best 8's moves scoring that or
 * more, as many as the list has.  Any difference aborts.
 *
 * Each input runs the generator once per entry point (best, all, count):
 * the moves are judged and ranked as sm_movegen_all lists them, in the
 * same pass that keeps them for the comparison; the oracle (refgen.h, the
 * judge) is left out of libFuzzer's coverage tracing by contrib/fuzz.sh
 * (tests/fuzz/movegen-oracle.ignorelist), as it cost most of the time.
 *
 * Input bytes: 7 rack bytes (b % 32: 0..25 a letter, 26 a blank, more: no
 * tile; at most one blank, K Q W Y skipped), then pairs (square, tile) for
 * up to 24 board tiles (square = byte % 225; tile byte % 64: 0..25 a
 * letter, 32..57 a blank of that letter, else skipped).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "rules.h"
#include "../unit/refgen.h"
#include "../unit/testlex.h"
#include "two-letter.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const fz_words[] = {
	FZ_TWO_LETTER_WORDS,
	/* longer ones */
	"CASA", "CASE", "ACASA", "STIRE", "STIRI", "MASA", "MESE", "TARA",
	"ARTA", "RATA", "SARE", "MARE", "MARI", "ROATA", "PATRU", "CINCI",
	"ACEL", "MICA", "MIC", "CAL", "CAI", "CASTRON", "TRACASAI",
	"COMANDA", "CAPRARUL", "METALIC", "METALICE", "BUNURI", "ARE", "ERA",
	"RAI", "TEI", "SAT", "SATE", "ANI", "ANA", "NEA", "AER", "ORA",
	"ORE", "OAMENI", "SOARE", "STEA", "STELE", "RAMAS", "KILO", "WAT",
	"QUASAR", "YETI", "TIRAN", "INTRA", "ASTER", "RESTANT", "ANTRE",
};

static struct sm_lexicon *fz_lx;
static struct sm_movegen *fz_gen;
/* The lists of each input, kept for the next (emptied, not freed). */
static struct refgen_list fz_ref, fz_list;

/* Every move listed: legal, same score, ranked no better than best; kept
 * (by key) in l for the comparison with the reference generator. */
struct fz_check {
	const struct sm_board	*b;
	const struct sm_genmove	*best;	/* NULL: none expected */
	struct refgen_list	*l;
};

static void
fz_check_move(const struct sm_genmove *m, void *arg)
{
	struct fz_check		*c = arg;
	struct refgen_list	*l = c->l;
	struct refgen_move	*r;
	struct sm_placement	 p[SM_PLAY_MAX];
	struct sm_judgement	 j;
	size_t			 n;

	if (sm_judge(c->b, fz_lx, NULL, &m->move, &j) != SM_LEGAL ||
	    j.total != m->score || j.nplaced != m->nplaced)
		abort();
	if (c->best == NULL || sm_genmove_cmp(m, c->best) < 0)
		abort();	/* a move ranked before the top */
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 1024;
		if ((l->v = realloc(l->v, l->cap * sizeof *l->v)) == NULL)
			abort();
	}
	r = &l->v[l->n++];
	n = refgen_genmove_placements(m, p);
	r->nkey = refgen_make_key(p, n, r->key);
	r->score = m->score;
	r->move = m->move;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sm_board		 b;
	struct sm_rack		 rack;
	struct sm_genrack	 gr;
	struct sm_genmove	 best, top8[8], from8[8];
	struct refgen_list	*ref = &fz_ref, *gen = &fz_list;
	struct fz_check		 c;
	size_t			 i, n, nbest, n8, nf, nge;
	void			*buf;
	int			 v, sq, t, blanks = 0, min;

	if (fz_lx == NULL) {
		fz_lx = testlex_build(fz_words,
		    sizeof fz_words / sizeof fz_words[0], &buf);
		if (fz_lx == NULL || (fz_gen = sm_movegen_new(fz_lx)) == NULL)
			abort();
	}
	if (size < 7)
		return 0;
	memset(&rack, 0, sizeof rack);
	for (i = 0; i < 7; i++) {
		v = data[i] % 32;
		if (v == 26 && blanks == 0) {
			rack.counts[SM_RACK_BLANK]++;
			rack.ntiles++;
			blanks++;
		} else if (v < 26 && sm_letter_count(v + 1) > 0) {
			rack.counts[v + 1]++;
			rack.ntiles++;
		}
	}
	sm_board_clear(&b);
	for (i = 7; i + 1 < size && i < 7 + 2 * 24; i += 2) {
		sq = data[i] % (SM_DIM * SM_DIM);
		t = data[i + 1] % 64;
		if (b.sq[sq / SM_DIM][sq % SM_DIM] != 0)
			continue;
		if (t < 26)
			b.sq[sq / SM_DIM][sq % SM_DIM] = (uint8_t)(t + 1);
		else if (t >= 32 && t < 58)
			b.sq[sq / SM_DIM][sq % SM_DIM] =
			    (uint8_t)((t - 32 + 1) | SM_BLANK);
		else
			continue;
		b.ntiles++;
	}
	sm_genrack_init(&gr, &rack, &b);

	/* The top first, then every move (checked against it and judged
	 * one by one as the generator lists them), then the count. */
	nbest = sm_movegen_best(fz_gen, &b, &gr, &best, 1);
	c.b = &b;
	c.best = nbest > 0 ? &best : NULL;
	c.l = gen;
	gen->n = 0;
	n = sm_movegen_all(fz_gen, &b, &gr, fz_check_move, &c);
	if (n != gen->n || sm_movegen_count(fz_gen, &b, &gr) != n ||
	    nbest != (n > 0 ? 1u : 0u))
		abort();
	if (gen->n > 0)
		qsort(gen->v, gen->n, sizeof *gen->v, refgen_key_cmp);
	for (i = 1; i < gen->n; i++)
		if (refgen_key_cmp(&gen->v[i - 1], &gen->v[i]) == 0)
			abort();	/* a move listed twice */
	/* A least score: the score of a move the input picks (its last
	 * byte), or one above the best. */
	if (gen->n > 0) {
		i = data[size - 1] % (gen->n + 1);
		min = i < gen->n ? gen->v[i].score : best.score + 1;
		for (i = nge = 0; i < gen->n; i++)
			nge += gen->v[i].score >= min;
		n8 = sm_movegen_best(fz_gen, &b, &gr, top8, 8);
		nf = sm_movegen_best_from(fz_gen, &b, &gr, from8, 8, min);
		if (nf != (nge < 8 ? nge : 8))
			abort();
		for (i = 0; i < nf; i++)
			if (i >= n8 || sm_genmove_cmp(&from8[i], &top8[i]) != 0)
				abort();
	}
	refgen_all(&b, fz_lx, &gr, ref);
	if (ref->n != gen->n)
		abort();
	for (i = 0; i < gen->n; i++)
		if (refgen_key_cmp(&ref->v[i], &gen->v[i]) != 0 ||
		    ref->v[i].score != gen->v[i].score)
			abort();
	return 0;
}
