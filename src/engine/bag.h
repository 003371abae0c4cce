/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * bag.h: the seeded random number generator, the bag of tiles and the
 * duplicate rack rules.  The generator is xoshiro256** seeded through
 * splitmix64 (both written from Blackman and Vigna's published
 * description), so a game's draws are reproducible from its 64-bit seed on
 * any platform.  A duplicate draw completes the leftover rack from the bag
 * and applies the federation's rule: in rounds 1-15 the rack holds at
 * least 2 vowels and 2 consonants, from round 16 at least one of each, a
 * blank counting as either; otherwise every tile goes back and the rack is
 * drawn again.  Before round 16, when the bag and the leftover cannot give
 * 2 and 2, the rule falls back to 1 and 1.
 * Pure C, no allocation, no I/O.
 */
#ifndef SM_BAG_H
#define SM_BAG_H

#include <stdint.h>
#include <stdbool.h>

#include "board.h"
#include "tiles.h"

struct sm_rng {
	uint64_t	s[4];
};

/* Seed (any value, 0 included). */
void sm_rng_seed(struct sm_rng *rng, uint64_t seed);
uint64_t sm_rng_next(struct sm_rng *rng);
/* Uniform in [0, n); n > 0.  Unbiased (rejection). */
uint32_t sm_rng_below(struct sm_rng *rng, uint32_t n);

/* The bag: counts per letter code, counts[SM_RACK_BLANK] = blanks. */
struct sm_bag {
	uint8_t	counts[SM_NLETTERS + 1];
	int	ntiles;
};

/* The full 100-tile set. */
void sm_bag_fill(struct sm_bag *bag);
/* Take out the tiles on a board (blanks as blanks); never below 0. */
void sm_bag_remove_board(struct sm_bag *bag, const struct sm_board *b);
/* Draw one tile uniformly: its letter code, 0 for a blank, -1 when the bag
 * is empty. */
int sm_bag_draw(struct sm_bag *bag, struct sm_rng *rng);
/* Put the rack's tiles back into the bag and empty the rack. */
void sm_bag_return(struct sm_bag *bag, struct sm_rack *rack);

/* Vowels, consonants and blanks among tile counts (index 0 = blanks). */
void sm_counts_vc(const uint8_t *counts, int *v, int *c, int *b);
/* Whether v vowels, c consonants and b blanks (each counting as either)
 * make at least min_v vowels and min_c consonants. */
bool sm_vc_meets(int v, int c, int b, int min_v, int min_c);
/* Whether n tiles out of va vowels, ca consonants and ba blanks can make
 * at least min_v vowels and min_c consonants. */
bool sm_vc_feasible(int va, int ca, int ba, int n, int min_v, int min_c);
/* Whether the rack meets "at least min_v vowels and min_c consonants",
 * blanks counting as either. */
bool sm_rack_meets(const struct sm_rack *rack, int min_v, int min_c);

enum sm_draw_status {
	SM_DRAW_OK = 0,
	SM_DRAW_END_EMPTY,	/* the bag is empty: the game is over */
	SM_DRAW_END_LETTERS,	/* no vowel (or no consonant) and no blank left */
	SM_DRAW_END_RULE,	/* no rack allowed by the rule can be drawn */
	SM_DRAW_END_NO_MOVE	/* no rack that can be drawn gives a move
				 * (dup.h: sm_dup_draw with a generator) */
};

/* Duplicate draw for round (1-based): complete rack to size tiles (7; 8
 * for eliptic; 6 or 5 for completiv and superjoker) from the bag, redrawing
 * the whole rack while the rule fails.  *redraws (if not NULL) gets how
 * many times the tiles went back. */
enum sm_draw_status sm_bag_dup_draw(struct sm_bag *bag, struct sm_rng *rng,
    struct sm_rack *rack, int round, int size, int *redraws);
const char *sm_draw_status_str(enum sm_draw_status st);

#endif
