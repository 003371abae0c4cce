/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-bag.c: the seeded generator (reproducible, known first outputs of
 * the published splitmix64), the bag (100 tiles, draws until empty) and the
 * duplicate rack rule (2 vowels and 2 consonants before round 16, one of
 * each after, blanks as either, the end conditions).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "bag.h"
#include "tiles.h"

static void
test_rng_reproducible(void **state)
{
	struct sm_rng	a, b;
	int		i, diff = 0;

	(void)state;
	sm_rng_seed(&a, 42);
	sm_rng_seed(&b, 42);
	for (i = 0; i < 1000; i++)
		assert_true(sm_rng_next(&a) == sm_rng_next(&b));
	sm_rng_seed(&b, 43);
	for (i = 0; i < 10; i++)
		diff += sm_rng_next(&a) != sm_rng_next(&b);
	assert_true(diff > 0);
	/* splitmix64 from state 0 first gives 0xe220a8397b1dcdaf: the seed
	 * words are splitmix64 outputs. */
	sm_rng_seed(&a, 0);
	assert_true(a.s[0] == 0xe220a8397b1dcdafULL);
}

static void
test_rng_below(void **state)
{
	struct sm_rng	r;
	int		seen[7] = { 0 }, i;

	(void)state;
	sm_rng_seed(&r, 1);
	for (i = 0; i < 7000; i++) {
		uint32_t x = sm_rng_below(&r, 7);

		assert_true(x < 7);
		seen[x]++;
	}
	for (i = 0; i < 7; i++)
		assert_true(seen[i] > 800 && seen[i] < 1200);
}

static void
test_bag_draw_all(void **state)
{
	struct sm_bag	bag;
	struct sm_rng	r;
	int		n[SM_NLETTERS + 1] = { 0 }, t, l, total = 0;

	(void)state;
	sm_bag_fill(&bag);
	assert_int_equal(bag.ntiles, SM_TOTAL_TILES);
	sm_rng_seed(&r, 5);
	while ((t = sm_bag_draw(&bag, &r)) >= 0) {
		n[t]++;
		total++;
	}
	assert_int_equal(total, SM_TOTAL_TILES);
	for (l = 0; l <= SM_NLETTERS; l++)
		assert_int_equal(n[l], sm_letter_count(l));
	assert_int_equal(sm_bag_draw(&bag, &r), -1);
}

static void
test_dup_rule(void **state)
{
	struct sm_bag	bag;
	struct sm_rng	r;
	struct sm_rack	rack;
	int		round, redraws, total = 0;

	(void)state;
	sm_rng_seed(&r, 77);
	for (round = 1; round <= 200; round++) {
		sm_bag_fill(&bag);
		memset(&rack, 0, sizeof rack);
		assert_int_equal(sm_bag_dup_draw(&bag, &r, &rack, round % 20 + 1,
		    7, &redraws), SM_DRAW_OK);
		assert_int_equal(rack.ntiles, 7);
		assert_int_equal(bag.ntiles, SM_TOTAL_TILES - 7);
		assert_true(sm_rack_meets(&rack, round % 20 + 1 <= 15 ? 2 : 1,
		    round % 20 + 1 <= 15 ? 2 : 1));
		total += redraws;
	}
	assert_true(total > 0);	/* the rule did send racks back */
}

static void
test_dup_blanks_count_as_either(void **state)
{
	struct sm_rack	rack;

	(void)state;
	memset(&rack, 0, sizeof rack);
	rack.counts[1] = 1;	/* A */
	rack.counts[2] = 1;	/* B */
	rack.counts[0] = 2;
	rack.ntiles = 4;
	assert_true(sm_rack_meets(&rack, 2, 2));
	rack.counts[0] = 1;
	assert_false(sm_rack_meets(&rack, 2, 2));
	assert_true(sm_rack_meets(&rack, 1, 1));
}

static void
test_dup_end(void **state)
{
	struct sm_bag	bag;
	struct sm_rng	r;
	struct sm_rack	rack;

	(void)state;
	sm_rng_seed(&r, 3);
	memset(&bag, 0, sizeof bag);
	memset(&rack, 0, sizeof rack);
	assert_int_equal(sm_bag_dup_draw(&bag, &r, &rack, 1, 7, NULL),
	    SM_DRAW_END_EMPTY);
	/* Only consonants left and no blank. */
	bag.counts[2] = 2;
	bag.counts[3] = 5;
	bag.ntiles = 7;
	assert_int_equal(sm_bag_dup_draw(&bag, &r, &rack, 1, 7, NULL),
	    SM_DRAW_END_LETTERS);
	/* One vowel in all: before round 16 the rule falls back to 1 + 6. */
	bag.counts[1] = 1;
	bag.ntiles = 8;
	assert_int_equal(sm_bag_dup_draw(&bag, &r, &rack, 3, 7, NULL), SM_DRAW_OK);
	assert_int_equal(rack.counts[1], 1);
	assert_int_equal(rack.ntiles, 7);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rng_reproducible),
		cmocka_unit_test(test_rng_below),
		cmocka_unit_test(test_bag_draw_all),
		cmocka_unit_test(test_dup_rule),
		cmocka_unit_test(test_dup_blanks_count_as_either),
		cmocka_unit_test(test_dup_end),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
