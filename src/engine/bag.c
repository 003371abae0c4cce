/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * bag.c: xoshiro256** and splitmix64 (from the published description by
 * Blackman and Vigna), the bag, and the duplicate draw with its
 * vowel/consonant rule.  See bag.h.
 */
#include "bag.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
sm_rng_seed(struct sm_rng *rng, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&seed);
}

uint64_t
sm_rng_next(struct sm_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t
sm_rng_below(struct sm_rng *rng, uint32_t n)
{
	uint64_t x, limit;

	/* Reject the top partial block so every residue is equally likely. */
	limit = UINT64_MAX - UINT64_MAX % n;
	do
		x = sm_rng_next(rng);
	while (x >= limit);
	return (uint32_t)(x % n);
}

void
sm_bag_fill(struct sm_bag *bag)
{
	int l;

	bag->ntiles = 0;
	for (l = 0; l <= SM_NLETTERS; l++) {
		bag->counts[l] = (uint8_t)sm_letter_count(l);
		bag->ntiles += bag->counts[l];
	}
}

void
sm_bag_remove_board(struct sm_bag *bag, const struct sm_board *b)
{
	int r, c, l;

	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			if (b->sq[r][c] == 0)
				continue;
			l = SM_TILE_IS_BLANK(b->sq[r][c]) ? 0 :
			    SM_TILE_LETTER(b->sq[r][c]);
			if (bag->counts[l] > 0) {
				bag->counts[l]--;
				bag->ntiles--;
			}
		}
	}
}

int
sm_bag_draw(struct sm_bag *bag, struct sm_rng *rng)
{
	uint32_t	k;
	int		l;

	if (bag->ntiles <= 0)
		return -1;
	k = sm_rng_below(rng, (uint32_t)bag->ntiles);
	for (l = 0; l <= SM_NLETTERS; l++) {
		if (k < bag->counts[l]) {
			bag->counts[l]--;
			bag->ntiles--;
			return l;
		}
		k -= bag->counts[l];
	}
	return -1;	/* counts and ntiles disagree */
}

void
sm_bag_return(struct sm_bag *bag, struct sm_rack *rack)
{
	int l;

	for (l = 0; l <= SM_NLETTERS; l++) {
		bag->counts[l] += rack->counts[l];
		bag->ntiles += rack->counts[l];
		rack->counts[l] = 0;
	}
	rack->ntiles = 0;
}

void
sm_counts_vc(const uint8_t *counts, int *v, int *c, int *b)
{
	int l;

	*v = *c = 0;
	*b = counts[SM_RACK_BLANK];
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (sm_letter_is_vowel(l))
			*v += counts[l];
		else
			*c += counts[l];
	}
}

bool
sm_vc_meets(int v, int c, int b, int min_v, int min_c)
{
	int need = 0;

	if (v < min_v)
		need += min_v - v;
	if (c < min_c)
		need += min_c - c;
	return need <= b;
}

bool
sm_rack_meets(const struct sm_rack *rack, int min_v, int min_c)
{
	int v, c, b;

	sm_counts_vc(rack->counts, &v, &c, &b);
	return sm_vc_meets(v, c, b, min_v, min_c);
}

bool
sm_vc_feasible(int va, int ca, int ba, int n, int min_v, int min_c)
{
	int v, c, b;

	for (v = 0; v <= va && v <= n; v++) {
		for (c = 0; c <= ca && v + c <= n; c++) {
			b = n - v - c;
			if (b <= ba && sm_vc_meets(v, c, b, min_v, min_c))
				return true;
		}
	}
	return false;
}

enum sm_draw_status
sm_bag_dup_draw(struct sm_bag *bag, struct sm_rng *rng, struct sm_rack *rack,
    int round, int size, int *redraws)
{
	int	va, ca, ba, v, c, b, n, min_v, min_c, l, tries = 0, t;

	if (redraws != NULL)
		*redraws = 0;
	if (bag->ntiles == 0)
		return SM_DRAW_END_EMPTY;
	sm_counts_vc(bag->counts, &va, &ca, &ba);
	sm_counts_vc(rack->counts, &v, &c, &b);
	va += v;
	ca += c;
	ba += b;
	if ((va == 0 || ca == 0) && ba == 0)
		return SM_DRAW_END_LETTERS;
	if (size > SM_RACK_MAX)
		size = SM_RACK_MAX;
	n = va + ca + ba < size ? va + ca + ba : size;
	min_v = min_c = round <= 15 ? 2 : 1;
	if (!sm_vc_feasible(va, ca, ba, n, min_v, min_c))
		min_v = min_c = 1;
	if (!sm_vc_feasible(va, ca, ba, n, min_v, min_c))
		return SM_DRAW_END_RULE;
	for (;;) {
		while (rack->ntiles < size && (t = sm_bag_draw(bag, rng)) >= 0) {
			rack->counts[t]++;
			rack->ntiles++;
		}
		if (sm_rack_meets(rack, min_v, min_c))
			return SM_DRAW_OK;
		if (++tries > 10000)
			return SM_DRAW_END_RULE;
		if (redraws != NULL)
			(*redraws)++;
		sm_bag_return(bag, rack);
		for (l = 0; l <= SM_NLETTERS; l++)
			rack->counts[l] = 0;
	}
}

const char *
sm_draw_status_str(enum sm_draw_status st)
{
	switch (st) {
	case SM_DRAW_OK:
		return "rack drawn";
	case SM_DRAW_END_EMPTY:
		return "the bag is empty";
	case SM_DRAW_END_LETTERS:
		return "no vowel or no consonant left, and no blank";
	case SM_DRAW_END_RULE:
		return "no rack allowed by the vowel/consonant rule";
	case SM_DRAW_END_NO_MOVE:
		return "no move is possible with any letters left";
	}
	return "unknown draw status";
}
