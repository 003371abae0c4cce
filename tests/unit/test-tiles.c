/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-tiles.c: unit tests for src/engine/tiles.c: the 100-tile set as
 * RULES.md gives it, folding of every Romanian diacritic (comma-below and
 * cedilla forms, both cases), circled letters, invalid and truncated UTF-8,
 * whole words, and racks.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "tiles.h"

#define L(c) ((c) - 'A' + 1)

static void
test_set_totals(void **state)
{
	int	letter, tiles = 0, value = 0;

	(void)state;
	for (letter = 1; letter <= SM_NLETTERS; letter++) {
		tiles += sm_letter_count(letter);
		value += sm_letter_count(letter) * sm_letter_value(letter);
	}
	assert_int_equal(tiles, 98);
	assert_int_equal(sm_letter_count(SM_RACK_BLANK), 2);
	assert_int_equal(tiles + sm_letter_count(SM_RACK_BLANK),
	    SM_TOTAL_TILES);
	/* Worked by hand from the table in RULES.md. */
	assert_int_equal(value, 211);
}

static void
test_set_table(void **state)
{
	static const char	letters[] = "ABCDEFGHIJLMNOPRSTUVXZ";
	static const int	counts[] = { 11, 2, 5, 4, 9, 2, 2, 1, 10, 1, 4,
	    3, 6, 5, 4, 7, 5, 7, 6, 2, 1, 1 };
	static const int	values[] = { 1, 9, 1, 2, 1, 8, 9, 10, 1, 10, 1,
	    4, 1, 1, 2, 1, 1, 1, 1, 8, 10, 10 };
	size_t			i;

	(void)state;
	for (i = 0; letters[i] != '\0'; i++) {
		assert_int_equal(sm_letter_count(L(letters[i])), counts[i]);
		assert_int_equal(sm_letter_value(L(letters[i])), values[i]);
	}
	assert_int_equal(sm_letter_count(L('K')), 0);
	assert_int_equal(sm_letter_count(L('Q')), 0);
	assert_int_equal(sm_letter_count(L('W')), 0);
	assert_int_equal(sm_letter_count(L('Y')), 0);
	assert_int_equal(sm_letter_value(L('K')), 0);
	assert_int_equal(sm_letter_value(L('Y')), 0);
	assert_int_equal(sm_letter_value(0), 0);
	assert_int_equal(sm_letter_value(27), 0);
	assert_int_equal(sm_letter_value(-1), 0);
	assert_int_equal(sm_letter_count(27), 0);
	assert_int_equal(sm_letter_count(-1), 0);
}

static void
test_tile_value_and_ascii(void **state)
{
	(void)state;
	assert_int_equal(sm_tile_value(L('H')), 10);
	assert_int_equal(sm_tile_value(L('H') | SM_BLANK), 0);
	assert_int_equal(sm_tile_value(0), 0);
	assert_int_equal(sm_letter_from_ascii('A'), 1);
	assert_int_equal(sm_letter_from_ascii('z'), 26);
	assert_int_equal(sm_letter_from_ascii('k'), 11);
	assert_int_equal(sm_letter_from_ascii('@'), 0);
	assert_int_equal(sm_letter_from_ascii('['), 0);
	assert_int_equal(sm_letter_from_ascii('0'), 0);
	assert_int_equal(sm_letter_to_ascii(1), 'A');
	assert_int_equal(sm_letter_to_ascii(26), 'Z');
	assert_int_equal(sm_letter_to_ascii(0), '?');
	assert_int_equal(sm_letter_to_ascii(27), '?');
}

static void
test_vowels(void **state)
{
	int	letter, n = 0;

	(void)state;
	for (letter = 0; letter <= SM_NLETTERS + 1; letter++)
		if (sm_letter_is_vowel(letter))
			n++;
	assert_int_equal(n, 5);
	assert_true(sm_letter_is_vowel(L('A')));
	assert_true(sm_letter_is_vowel(L('E')));
	assert_true(sm_letter_is_vowel(L('I')));
	assert_true(sm_letter_is_vowel(L('O')));
	assert_true(sm_letter_is_vowel(L('U')));
	assert_false(sm_letter_is_vowel(L('Y')));
	assert_false(sm_letter_is_vowel(SM_RACK_BLANK));
}

static void
check_fold(const char *s, int letter, bool lower, bool circled,
    size_t nbytes)
{
	struct sm_fold	f;

	sm_fold_char(s, strlen(s), &f);
	assert_int_equal(f.letter, letter);
	assert_int_equal(f.lower, lower);
	assert_int_equal(f.circled, circled);
	assert_int_equal(f.nbytes, nbytes);
}

static void
test_fold_ascii(void **state)
{
	int	c;
	char	s[2] = { 0, 0 };

	(void)state;
	for (c = 'A'; c <= 'Z'; c++) {
		s[0] = (char)c;
		check_fold(s, c - 'A' + 1, false, false, 1);
		s[0] = (char)(c - 'A' + 'a');
		check_fold(s, c - 'A' + 1, true, false, 1);
	}
	check_fold("?", 0, false, false, 1);
	check_fold("0", 0, false, false, 1);
	check_fold(" ", 0, false, false, 1);
}

static void
test_fold_diacritics(void **state)
{
	(void)state;
	check_fold("\xc4\x82", L('A'), false, false, 2);	/* Ă */
	check_fold("\xc4\x83", L('A'), true, false, 2);	/* ă */
	check_fold("\xc3\x82", L('A'), false, false, 2);	/* Â */
	check_fold("\xc3\xa2", L('A'), true, false, 2);	/* â */
	check_fold("\xc3\x8e", L('I'), false, false, 2);	/* Î */
	check_fold("\xc3\xae", L('I'), true, false, 2);	/* î */
	check_fold("\xc8\x98", L('S'), false, false, 2);	/* Ș */
	check_fold("\xc8\x99", L('S'), true, false, 2);	/* ș */
	check_fold("\xc5\x9e", L('S'), false, false, 2);	/* Ş */
	check_fold("\xc5\x9f", L('S'), true, false, 2);	/* ş */
	check_fold("\xc8\x9a", L('T'), false, false, 2);	/* Ț */
	check_fold("\xc8\x9b", L('T'), true, false, 2);	/* ț */
	check_fold("\xc5\xa2", L('T'), false, false, 2);	/* Ţ */
	check_fold("\xc5\xa3", L('T'), true, false, 2);	/* ţ */
	/* The same, typed literally. */
	check_fold("Ă", L('A'), false, false, 2);
	check_fold("ș", L('S'), true, false, 2);
	check_fold("ţ", L('T'), true, false, 2);
	/* Not Romanian: not a letter, but consumed whole. */
	check_fold("\xc3\xa9", 0, false, false, 2);		/* é */
	check_fold("\xe2\x82\xac", 0, false, false, 3);	/* € */
	check_fold("\xf0\x9f\x98\x80", 0, false, false, 4);	/* emoji */
	/* Decomposed forms: letter + combining marks is one character. */
	check_fold("a\xcc\x86", L('A'), true, false, 3);	/* a + breve */
	check_fold("S\xcc\xa6", L('S'), false, false, 3);	/* S + comma */
	check_fold("T\xcc\xa7x", L('T'), false, false, 3);	/* T + cedilla */
	check_fold("i\xcc\x82\xcc\x81", L('I'), true, false, 5);
}

static void
test_fold_circled(void **state)
{
	(void)state;
	check_fold("\xe2\x92\xb6", L('A'), false, true, 3);	/* Ⓐ U+24B6 */
	check_fold("\xe2\x93\x8f", L('Z'), false, true, 3);	/* Ⓩ U+24CF */
	check_fold("\xe2\x93\x90", L('A'), true, true, 3);	/* ⓐ U+24D0 */
	check_fold("\xe2\x93\xa9", L('Z'), true, true, 3);	/* ⓩ U+24E9 */
	check_fold("ⓒ", L('C'), true, true, 3);
	check_fold("Ⓒ", L('C'), false, true, 3);
	check_fold("\xe2\x92\xb5", 0, false, false, 3);	/* U+24B5 */
	check_fold("\xe2\x93\xaa", 0, false, false, 3);	/* U+24EA */
}

static void
test_fold_invalid(void **state)
{
	struct sm_fold	f;

	(void)state;
	check_fold("\x80", 0, false, false, 1);		/* lone continuation */
	check_fold("\xbf" "A", 0, false, false, 1);
	check_fold("\xc1\x81", 0, false, false, 1);		/* overlong 'A' */
	check_fold("\xc0\x80", 0, false, false, 1);
	check_fold("\xe0\x80\x81", 0, false, false, 1);	/* overlong */
	check_fold("\xed\xa0\x80", 0, false, false, 1);	/* surrogate */
	check_fold("\xf4\x90\x80\x80", 0, false, false, 1);	/* > U+10FFFF */
	check_fold("\xf5\x80\x80\x80", 0, false, false, 1);
	check_fold("\xff", 0, false, false, 1);
	check_fold("\xc4" "A", 0, false, false, 1);		/* bad continuation */
	check_fold("\xe2\x92" "A", 0, false, false, 1);

	/* Truncated by len: never read past it. */
	sm_fold_char("\xc4\x83", 1, &f);
	assert_int_equal(f.letter, 0);
	assert_int_equal(f.nbytes, 1);
	sm_fold_char("\xe2\x92\xb6", 2, &f);
	assert_int_equal(f.letter, 0);
	assert_int_equal(f.nbytes, 1);
	/* A combining mark cut by len is not swallowed. */
	sm_fold_char("a\xcc\x86", 2, &f);
	assert_int_equal(f.letter, L('A'));
	assert_int_equal(f.nbytes, 1);
	/* len 0 consumes nothing. */
	sm_fold_char("A", 0, &f);
	assert_int_equal(f.letter, 0);
	assert_int_equal(f.nbytes, 0);
}

static void
test_fold_word(void **state)
{
	uint8_t			out[SM_MAX_WORD];
	size_t			n;
	const char		*w;
	static const uint8_t	stiinta[] = { 19, 20, 9, 9, 14, 20, 1 };

	(void)state;
	w = "\xc8\x98TIIN\xc8\x9a\xc4\x82";			/* ȘTIINȚĂ */
	assert_int_equal(sm_fold_word(w, strlen(w), out, sizeof out, &n),
	    SM_FOLD_OK);
	assert_int_equal(n, 7);
	assert_memory_equal(out, stiinta, 7);

	w = "\xc5\x9ftiin\xc5\xa3\xc4\x83";			/* ştiinţă */
	assert_int_equal(sm_fold_word(w, strlen(w), out, sizeof out, &n),
	    SM_FOLD_OK);
	assert_int_equal(n, 7);
	assert_memory_equal(out, stiinta, 7);

	/* len bounds the word. */
	assert_int_equal(sm_fold_word("CASAXYZ", 4, out, sizeof out, &n),
	    SM_FOLD_OK);
	assert_int_equal(n, 4);
	assert_int_equal(out[3], L('A'));

	assert_int_equal(sm_fold_word("", 0, out, sizeof out, &n),
	    SM_FOLD_EMPTY);
	assert_int_equal(n, 0);
	assert_int_equal(sm_fold_word("CA-SA", 5, out, sizeof out, &n),
	    SM_FOLD_NOT_LETTER);
	assert_int_equal(sm_fold_word("CA\xc3", 3, out, sizeof out, &n),
	    SM_FOLD_NOT_LETTER);
	assert_int_equal(sm_fold_word("CASA", 4, out, 3, &n),
	    SM_FOLD_TOO_LONG);
	assert_int_equal(sm_fold_word("CASA", 4, out, 4, NULL), SM_FOLD_OK);
}

static void
test_rack_parse(void **state)
{
	struct sm_rack	r;
	size_t		off = 99;
	char		buf[SM_RACK_MAX + 1];
	const char	*s;

	(void)state;
	s = "CASAT?E";
	assert_int_equal(sm_rack_parse(&r, s, strlen(s), &off), SM_RACK_OK);
	assert_int_equal(r.ntiles, 7);
	assert_int_equal(r.counts[L('A')], 2);
	assert_int_equal(r.counts[L('C')], 1);
	assert_int_equal(r.counts[L('S')], 1);
	assert_int_equal(r.counts[L('T')], 1);
	assert_int_equal(r.counts[L('E')], 1);
	assert_int_equal(r.counts[SM_RACK_BLANK], 1);
	sm_rack_format(&r, buf, sizeof buf);
	assert_string_equal(buf, "AACEST?");

	/* Case, diacritics and spaces. */
	s = "\xc4\x83 \xc3\xae\t\xc8\x99 \xc5\xa3 ? z";		/* ă î ș ţ ? z */
	assert_int_equal(sm_rack_parse(&r, s, strlen(s), &off), SM_RACK_OK);
	assert_int_equal(r.ntiles, 6);
	sm_rack_format(&r, buf, sizeof buf);
	assert_string_equal(buf, "AISTZ?");

	/* Blanks last, eight tiles fit. */
	s = "??ZXHJAB";
	assert_int_equal(sm_rack_parse(&r, s, strlen(s), NULL), SM_RACK_OK);
	assert_int_equal(r.ntiles, 8);
	sm_rack_format(&r, buf, sizeof buf);
	assert_string_equal(buf, "ABHJXZ??");

	/* Empty rack. */
	assert_int_equal(sm_rack_parse(&r, "", 0, NULL), SM_RACK_OK);
	assert_int_equal(r.ntiles, 0);
	sm_rack_format(&r, buf, sizeof buf);
	assert_string_equal(buf, "");
}

static void
test_rack_errors(void **state)
{
	struct sm_rack	r, keep;
	size_t		off;
	char		buf[4];

	(void)state;
	assert_int_equal(sm_rack_parse(&keep, "AB", 2, NULL), SM_RACK_OK);
	r = keep;
	off = 99;
	assert_int_equal(sm_rack_parse(&r, "CA#", 3, &off), SM_RACK_BAD_CHAR);
	assert_int_equal(off, 2);
	assert_memory_equal(&r, &keep, sizeof r);	/* untouched */
	assert_int_equal(sm_rack_parse(&r, "CA\xc8\x98" "1", 5, &off),
	    SM_RACK_BAD_CHAR);
	assert_int_equal(off, 4);
	/* No K, Q, W, Y tiles exist. */
	assert_int_equal(sm_rack_parse(&r, "AKA", 3, &off), SM_RACK_BAD_CHAR);
	assert_int_equal(off, 1);
	assert_int_equal(sm_rack_parse(&r, "y", 1, &off), SM_RACK_BAD_CHAR);
	assert_int_equal(off, 0);
	/* A circled letter is no rack notation. */
	assert_int_equal(sm_rack_parse(&r, "A\xe2\x93\x90", 4, &off),
	    SM_RACK_BAD_CHAR);
	assert_int_equal(off, 1);
	assert_int_equal(sm_rack_parse(&r, "\xc3", 1, &off),
	    SM_RACK_BAD_CHAR);
	assert_int_equal(off, 0);
	/* Nine tiles. */
	assert_int_equal(sm_rack_parse(&r, "ABC DEF GHI", 11, &off),
	    SM_RACK_TOO_MANY);
	assert_int_equal(off, 10);

	/* Formatting truncates and terminates. */
	assert_int_equal(sm_rack_parse(&r, "EDCBA", 5, NULL), SM_RACK_OK);
	sm_rack_format(&r, buf, sizeof buf);
	assert_string_equal(buf, "ABC");
	buf[0] = 'x';
	sm_rack_format(&r, buf, 1);
	assert_string_equal(buf, "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set_totals),
		cmocka_unit_test(test_set_table),
		cmocka_unit_test(test_tile_value_and_ascii),
		cmocka_unit_test(test_vowels),
		cmocka_unit_test(test_fold_ascii),
		cmocka_unit_test(test_fold_diacritics),
		cmocka_unit_test(test_fold_circled),
		cmocka_unit_test(test_fold_invalid),
		cmocka_unit_test(test_fold_word),
		cmocka_unit_test(test_rack_parse),
		cmocka_unit_test(test_rack_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
