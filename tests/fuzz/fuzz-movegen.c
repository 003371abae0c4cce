/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-movegen.c: fuzz target for the move generator on arbitrary boards
 * (isolated tiles, runs that are no words, blanks anywhere) with a small
 * lexicon.  For each input: every move listed must be judged legal by the
 * rules engine with the same score; no move twice; the count must match;
 * the set of moves must equal the slow reference generator's
 * (tests/unit/refgen.h); the best-first top must be the best of the list
 * under the ranking.  Any difference aborts.
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

static void
fz_collect(const struct sm_genmove *m, void *arg)
{
	struct refgen_list	*l = arg;
	struct refgen_move	*r;
	struct sm_placement	 p[SM_PLAY_MAX];
	size_t			 n;

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

/* Every move listed: legal, same score, ranked no better than best. */
struct fz_check {
	const struct sm_board	*b;
	const struct sm_genmove	*best;	/* NULL: none expected */
	size_t			 n;
};

static void
fz_check_move(const struct sm_genmove *m, void *arg)
{
	struct fz_check		*c = arg;
	struct sm_judgement	 j;

	c->n++;
	if (sm_judge(c->b, fz_lx, NULL, &m->move, &j) != SM_LEGAL ||
	    j.total != m->score || j.nplaced != m->nplaced)
		abort();
	if (c->best == NULL || sm_genmove_cmp(m, c->best) < 0)
		abort();	/* a move ranked before the top */
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sm_board		 b;
	struct sm_rack		 rack;
	struct sm_genrack	 gr;
	struct sm_genmove	 best;
	struct refgen_list	 ref = { NULL, 0, 0 }, gen = { NULL, 0, 0 };
	struct fz_check		 c;
	size_t			 i, n, nbest;
	void			*buf;
	int			 v, sq, t, blanks = 0;

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

	n = sm_movegen_all(fz_gen, &b, &gr, fz_collect, &gen);
	if (n != gen.n || sm_movegen_count(fz_gen, &b, &gr) != n)
		abort();
	if (gen.n > 0)
		qsort(gen.v, gen.n, sizeof *gen.v, refgen_key_cmp);
	for (i = 1; i < gen.n; i++)
		if (refgen_key_cmp(&gen.v[i - 1], &gen.v[i]) == 0)
			abort();	/* a move listed twice */
	refgen_all(&b, fz_lx, &gr, &ref);
	if (ref.n != gen.n)
		abort();
	for (i = 0; i < gen.n; i++)
		if (refgen_key_cmp(&ref.v[i], &gen.v[i]) != 0 ||
		    ref.v[i].score != gen.v[i].score)
			abort();

	nbest = sm_movegen_best(fz_gen, &b, &gr, &best, 1);
	if (nbest != (n > 0 ? 1u : 0u))
		abort();
	c.b = &b;
	c.best = nbest > 0 ? &best : NULL;
	c.n = 0;
	sm_movegen_all(fz_gen, &b, &gr, fz_check_move, &c);
	if (c.n != n)
		abort();
	refgen_list_free(&ref);
	refgen_list_free(&gen);
	return 0;
}
