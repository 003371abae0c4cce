/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dupmanual.c: a duplicate round's letters given by hand (dupmanual.h):
 * the checks the draw makes, applied to letters the arbiter chose.
 */
#include <string.h>

#include "dupmanual.h"

const char *
sm_give_status_str(enum sm_give_status st)
{
	switch (st) {
	case SM_GIVE_OK:
		return "ok";
	case SM_GIVE_OVER:
		return "the game is over";
	case SM_GIVE_EMPTY:
		return "no letter is left to give";
	case SM_GIVE_SIZE:
		return "not the number of letters the round takes";
	case SM_GIVE_NOT_IN_STOCK:
		return "a letter the stock does not hold";
	case SM_GIVE_RULE:
		return "too few vowels or consonants";
	case SM_GIVE_NO_MOVE:
		return "no move can be made with these letters";
	}
	return "unknown";
}

/* The vowels and consonants a rack of n tiles from counts must hold in
 * round, as the draw asks (dup.c's draw_rules and bag.c); false when no
 * rack of the stock can meet the rule. */
static bool
rule_for(enum sm_dup_variant v, int round, const uint8_t *counts, int n,
    int *min_v, int *min_c)
{
	int	va, ca, ba;

	sm_counts_vc(counts, &va, &ca, &ba);
	switch (v) {
	case SM_DUP_SUPERJOKER:
		*min_v = *min_c = 0;
		return true;
	case SM_DUP_COMPLETIV:
	case SM_DUP_TACTIC:
		*min_v = *min_c = 1;
		return sm_vc_feasible(va, ca, ba, n, 1, 1);
	default:
		*min_v = *min_c = round <= 15 ? 2 : 1;
		if (!sm_vc_feasible(va, ca, ba, n, *min_v, *min_c))
			*min_v = *min_c = 1;
		return sm_vc_feasible(va, ca, ba, n, *min_v, *min_c);
	}
}

/* Only vowels (1), only consonants (2), or neither (0). */
static int
kind(const struct sm_rack *r)
{
	int	v, c, b;

	sm_counts_vc(r->counts, &v, &c, &b);
	if (b > 0 || (v > 0 && c > 0))
		return 0;
	return v > 0 ? 1 : 2;
}

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

enum sm_give_status
sm_dup_give(struct sm_dup *d, const struct sm_rack *rack,
    const struct sm_rack *rack2, struct sm_movegen *g,
    struct sm_give_why *why)
{
	static const struct sm_rack none;
	struct sm_dup		 t;
	const struct sm_rack	*grp[2];
	int			 size, want[2], k, l, left, ok[2];

	memset(why, 0, sizeof *why);
	why->group = 1;
	why->round = d->round + 1;
	if (d->state == SM_DUP_OVER)
		return SM_GIVE_OVER;
	if (rack2 == NULL || d->variant != SM_DUP_TACTIC)
		rack2 = rack2 != NULL && rack2->ntiles > 0 ? rack2 : &none;
	grp[0] = rack;
	grp[1] = rack2;
	/* The stock: the bag and the leave. */
	t = *d;
	sm_bag_return(&t.bag, &t.rack);
	sm_bag_return(&t.bag, &t.rack2);
	if (t.bag.ntiles == 0)
		return SM_GIVE_EMPTY;
	size = sm_dup_rack_size(d->variant);
	left = t.bag.ntiles;
	for (k = 0; k < 2; k++) {
		want[k] = k == 1 && d->variant != SM_DUP_TACTIC ? 0 :
		    left < size ? left : size;
		left -= want[k];
		if (grp[k]->ntiles != want[k]) {
			why->group = k + 1;
			why->want = want[k];
			why->given = grp[k]->ntiles;
			return SM_GIVE_SIZE;
		}
	}
	for (l = 0; l <= SM_NLETTERS; l++)
		if (rack->counts[l] + rack2->counts[l] > t.bag.counts[l]) {
			why->letter = l;
			why->have = t.bag.counts[l];
			return SM_GIVE_NOT_IN_STOCK;
		}
	/* The round's vowel/consonant rule, per group for tactic. */
	for (k = 0; k < 2; k++) {
		ok[k] = 1;
		if (want[k] == 0)
			continue;
		if (!rule_for(d->variant, why->round, t.bag.counts, want[k],
		    &why->min_v, &why->min_c))
			/* No rack of the stock can meet it: the draw would
			 * end the game (tactic: its end rules, below). */
			ok[k] = d->variant == SM_DUP_TACTIC ? -1 : 0;
		else if (!sm_rack_meets(grp[k], why->min_v, why->min_c))
			ok[k] = 0;
		if (ok[k] == 0) {
			why->group = k + 1;
			return SM_GIVE_RULE;
		}
	}
	/* Tactic groups the stock could not mend: played when the other
	 * group meets the rule, or one is all vowels and the other all
	 * consonants (dup.c's draw_tactic). */
	if (ok[0] == -1 || ok[1] == -1) {
		bool m0 = sm_rack_meets(rack, 1, 1), m1 = rack2->ntiles > 0 &&
		    sm_rack_meets(rack2, 1, 1);

		if (!m0 && !m1 && !(rack2->ntiles > 0 && kind(rack) != 0 &&
		    kind(rack2) != 0 && kind(rack) != kind(rack2))) {
			why->group = m0 ? 2 : 1;
			why->min_v = why->min_c = 1;
			return SM_GIVE_RULE;
		}
	}
	for (l = 0; l <= SM_NLETTERS; l++)
		t.bag.counts[l] = (uint8_t)(t.bag.counts[l] - rack->counts[l] -
		    rack2->counts[l]);
	t.bag.ntiles -= rack->ntiles + rack2->ntiles;
	t.rack = *rack;
	t.rack2 = *rack2;
	t.round = why->round;
	t.state = SM_DUP_PLAYING;
	t.end = SM_DRAW_OK;
	t.redraws = 0;
	t.stuck = 0;
	why->min_v = why->min_c = 0;
	if (g != NULL && !has_move(&t, g))
		return SM_GIVE_NO_MOVE;
	*d = t;
	return SM_GIVE_OK;
}
