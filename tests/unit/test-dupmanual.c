/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-dupmanual.c: a round's letters given by hand (dupmanual.h): what is
 * taken (the letters on the rack, the stock less them, the round counted,
 * the leave given back), and each refusal: the game over, the number of
 * letters, a letter the stock does not hold, the vowel/consonant rule of
 * the round (two and two up to round 15, one and one after, one and one
 * when the stock cannot give two and two, none in superjoker), tactic's
 * two groups, and a rack with which no move exists (a small lexicon).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "dup.h"
#include "dupmanual.h"
#include "movegen.h"
#include "tiles.h"

#include "testlex.h"

static void
rack_of(struct sm_rack *r, const char *s)
{
	assert_int_equal(sm_rack_parse(r, s, strlen(s), NULL), SM_RACK_OK);
}

static enum sm_give_status
give(struct sm_dup *d, const char *rack, const char *rack2,
    struct sm_give_why *why)
{
	struct sm_rack r, r2;

	rack_of(&r, rack);
	memset(&r2, 0, sizeof r2);
	if (rack2 != NULL)
		rack_of(&r2, rack2);
	return sm_dup_give(d, &r, &r2, NULL, why);
}

/* A new game: the letters go on the rack, the bag loses them, round 1. */
static void
test_give_new(void **state)
{
	struct sm_dup d, before;
	struct sm_give_why why;
	char buf[32];

	(void)state;
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	before = d;
	assert_int_equal(give(&d, "CASETR?", NULL, &why), SM_GIVE_OK);
	assert_int_equal(d.round, 1);
	assert_int_equal(d.state, SM_DUP_PLAYING);
	assert_int_equal(d.bag.ntiles, 93);
	assert_int_equal(d.bag.counts[SM_RACK_BLANK], 1);
	sm_rack_format(&d.rack, buf, sizeof buf);
	assert_string_equal(buf, "ACERST?");
	/* The draw's random stream is not touched. */
	assert_memory_equal(&d.rng, &before.rng, sizeof d.rng);
}

/* The leave goes back to the stock: the new rack may keep it or not. */
static void
test_give_leave(void **state)
{
	struct sm_dup d;
	struct sm_give_why why;
	char buf[32];
	int z;

	(void)state;
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	assert_int_equal(give(&d, "CASETRZ", NULL, &why), SM_GIVE_OK);
	/* As after a top that left Z (the only one) on the rack. */
	z = sm_letter_from_ascii('Z');
	memset(&d.rack, 0, sizeof d.rack);
	d.rack.counts[z] = 1;
	d.rack.ntiles = 1;
	d.bag.counts[sm_letter_from_ascii('C')]++;
	d.bag.counts[sm_letter_from_ascii('A')]++;
	d.bag.counts[sm_letter_from_ascii('S')]++;
	d.bag.counts[sm_letter_from_ascii('E')]++;
	d.bag.counts[sm_letter_from_ascii('T')]++;
	d.bag.counts[sm_letter_from_ascii('R')]++;
	d.bag.ntiles += 6;
	assert_int_equal(give(&d, "ZAREIOS", NULL, &why), SM_GIVE_OK);
	assert_int_equal(d.round, 2);
	assert_int_equal(d.bag.counts[z], 0);
	/* Or without the Z: it stays in the stock. */
	assert_int_equal(give(&d, "BAREIOS", NULL, &why), SM_GIVE_OK);
	assert_int_equal(d.bag.counts[z], 1);
	sm_rack_format(&d.rack, buf, sizeof buf);
	assert_string_equal(buf, "ABEIORS");
}

static void
test_give_refusals(void **state)
{
	struct sm_dup d, before;
	struct sm_give_why why;

	(void)state;
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	before = d;
	assert_int_equal(give(&d, "CASETR", NULL, &why), SM_GIVE_SIZE);
	assert_int_equal(why.want, 7);
	assert_int_equal(why.given, 6);
	assert_int_equal(give(&d, "ZZAEIRT", NULL, &why),
	    SM_GIVE_NOT_IN_STOCK);
	assert_int_equal(why.letter, sm_letter_from_ascii('Z'));
	assert_int_equal(why.have, 1);
	assert_int_equal(give(&d, "AEI???T", NULL, &why),
	    SM_GIVE_NOT_IN_STOCK);
	assert_int_equal(why.letter, SM_RACK_BLANK);
	assert_int_equal(why.have, 2);
	/* Rounds 1-15: two vowels and two consonants. */
	assert_int_equal(give(&d, "ABCDFGH", NULL, &why), SM_GIVE_RULE);
	assert_int_equal(why.min_v, 2);
	assert_int_equal(why.min_c, 2);
	assert_int_equal(why.round, 1);
	assert_int_equal(give(&d, "AEIOUAT", NULL, &why), SM_GIVE_RULE);
	/* A blank counts as either. */
	assert_int_equal(give(&d, "ABCDFG?", NULL, &why), SM_GIVE_OK);
	d = before;
	/* Nothing changed by a refusal. */
	assert_int_equal(give(&d, "ABCDFGH", NULL, &why), SM_GIVE_RULE);
	assert_memory_equal(&d, &before, sizeof d);
	/* From round 16: one and one. */
	d.round = 15;
	assert_int_equal(give(&d, "ABCDFGH", NULL, &why), SM_GIVE_OK);
	assert_int_equal(d.round, 16);
	/* Superjoker: five letters, no rule. */
	sm_dup_init(&d, SM_DUP_SUPERJOKER, 7);
	assert_int_equal(give(&d, "BCDFG", NULL, &why), SM_GIVE_OK);
	/* Eliptic: eight. */
	sm_dup_init(&d, SM_DUP_ELIPTIC, 7);
	assert_int_equal(give(&d, "CASETRU", NULL, &why), SM_GIVE_SIZE);
	assert_int_equal(why.want, 8);
	/* A second group is tactic's only. */
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	assert_int_equal(give(&d, "CASETRU", "AB", &why), SM_GIVE_SIZE);
	assert_int_equal(why.group, 2);
	/* The game over. */
	d.state = SM_DUP_OVER;
	assert_int_equal(give(&d, "CASETRU", NULL, &why), SM_GIVE_OVER);
}

/* Fewer letters left than a rack: all of them, and one and one when two
 * and two cannot be had. */
static void
test_give_end_of_stock(void **state)
{
	struct sm_dup d;
	struct sm_give_why why;
	int l;

	(void)state;
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	for (l = 0; l <= SM_NLETTERS; l++)
		d.bag.counts[l] = 0;
	d.bag.counts[sm_letter_from_ascii('A')] = 1;
	d.bag.counts[sm_letter_from_ascii('B')] = 2;
	d.bag.counts[sm_letter_from_ascii('C')] = 1;
	d.bag.ntiles = 4;
	assert_int_equal(give(&d, "ABC", NULL, &why), SM_GIVE_SIZE);
	assert_int_equal(why.want, 4);
	assert_int_equal(give(&d, "ABBC", NULL, &why), SM_GIVE_OK);
	assert_int_equal(d.bag.ntiles, 0);
}

/* Tactic: two groups of 7, one and one in each. */
static void
test_give_tactic(void **state)
{
	struct sm_dup d;
	struct sm_give_why why;

	(void)state;
	sm_dup_init(&d, SM_DUP_TACTIC, 7);
	assert_int_equal(give(&d, "CASETRU", NULL, &why), SM_GIVE_SIZE);
	assert_int_equal(why.group, 2);
	assert_int_equal(give(&d, "CASETRU", "BCDFGHL", &why), SM_GIVE_RULE);
	assert_int_equal(why.group, 2);
	assert_int_equal(give(&d, "CASETRU", "BCDFGHA", &why), SM_GIVE_OK);
	assert_int_equal(d.rack2.ntiles, 7);
	assert_int_equal(d.bag.ntiles, 86);
}

/* A rack with no possible move is never published. */
static void
test_give_no_move(void **state)
{
	static const char *const words[] = { "CASA", "ARE" };
	struct sm_lexicon *lx;
	struct sm_movegen *g;
	struct sm_dup d;
	struct sm_rack r, none;
	struct sm_give_why why;
	void *img;

	(void)state;
	lx = testlex_build(words, 2, &img);
	assert_non_null(lx);
	g = sm_movegen_new(lx);
	assert_non_null(g);
	memset(&none, 0, sizeof none);
	sm_dup_init(&d, SM_DUP_CLASSIC, 7);
	rack_of(&r, "BIDONUL");
	assert_int_equal(sm_dup_give(&d, &r, &none, g, &why), SM_GIVE_NO_MOVE);
	assert_int_equal(d.round, 0);
	assert_int_equal(d.bag.ntiles, 100);
	rack_of(&r, "CASAREI");
	assert_int_equal(sm_dup_give(&d, &r, &none, g, &why), SM_GIVE_OK);
	sm_movegen_free(g);
	testlex_free(lx, img);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_give_new),
		cmocka_unit_test(test_give_leave),
		cmocka_unit_test(test_give_refusals),
		cmocka_unit_test(test_give_end_of_stock),
		cmocka_unit_test(test_give_tactic),
		cmocka_unit_test(test_give_no_move),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
