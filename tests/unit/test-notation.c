/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-notation.c: unit tests for src/engine/notation.c: the worked moves
 * of RULES.md, every way of marking a blank, case and diacritics,
 * separators, each error with its byte offset, and the canonical output
 * (parsing it back gives the same move).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "notation.h"

/* Parse s, which must succeed, and check the square and canonical form. */
static void
check_move(const char *s, int row, int col, enum sm_dir dir,
    const char *canon)
{
	struct sm_move	m, m2;
	size_t		off = 12345;
	char		buf[32];
	size_t		n;

	assert_int_equal(sm_move_parse(&m, s, strlen(s), &off),
	    SM_NOTATION_OK);
	assert_int_equal(m.at.row, row);
	assert_int_equal(m.at.col, col);
	assert_int_equal(m.at.dir, dir);
	n = sm_move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, canon);
	assert_int_equal(n, strlen(canon));

	/* The canonical form reads back as the same move. */
	assert_int_equal(sm_move_parse(&m2, buf, n, NULL), SM_NOTATION_OK);
	assert_int_equal(m2.at.row, m.at.row);
	assert_int_equal(m2.at.col, m.at.col);
	assert_int_equal(m2.at.dir, m.at.dir);
	assert_int_equal(m2.len, m.len);
	assert_memory_equal(m2.word, m.word, m.len);
}

static void
check_error(const char *s, enum sm_notation_status st, size_t offset)
{
	struct sm_move	m;
	size_t		off = 12345;

	assert_int_equal(sm_move_parse(&m, s, strlen(s), &off), st);
	assert_int_equal(off, offset);
	assert_int_equal(sm_move_parse(&m, s, strlen(s), NULL), st);
}

static void
test_worked_examples(void **state)
{
	struct sm_move	m;
	const char	*s;

	(void)state;
	check_move("H7 CASA", 7, 6, SM_ACROSS, "H7 CASA");
	check_move("I8 STIRE", 8, 7, SM_ACROSS, "I8 STIRE");
	check_move("6E C0OMANDA", 4, 5, SM_DOWN, "6E cOMANDA");
	check_move("H4 TRACASAI", 7, 3, SM_ACROSS, "H4 TRACASAI");
	check_move("K5 CAPRARUL", 10, 4, SM_ACROSS, "K5 CAPRARUL");
	check_move("H4 METALIC", 7, 3, SM_ACROSS, "H4 METALIC");
	check_move("9C BUNURI", 2, 8, SM_DOWN, "9C BUNURI");
	check_move("h4 metalic", 7, 3, SM_ACROSS, "H4 METALIC");
	check_move("9c bunuri", 2, 8, SM_DOWN, "9C BUNURI");
	check_move("8H AC0UM", 7, 7, SM_DOWN, "8H AcUM");

	s = "6E C0OMANDA";
	assert_int_equal(sm_move_parse(&m, s, strlen(s), NULL),
	    SM_NOTATION_OK);
	assert_int_equal(m.len, 7);
	assert_int_equal(m.word[0], 3 | SM_BLANK);
	assert_int_equal(m.word[1], 15);
	assert_int_equal(m.word[6], 1);

	s = "H7 CASA";
	assert_int_equal(sm_move_parse(&m, s, strlen(s), NULL),
	    SM_NOTATION_OK);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[0], 3);
	assert_int_equal(m.word[1], 1);
	assert_int_equal(m.word[2], 19);
	assert_int_equal(m.word[3], 1);
}

static void
test_blank_marks(void **state)
{
	(void)state;
	check_move("H8 (c)OMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 (C)OMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 [C]OMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 [c]OMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 \xe2\x93\x92OMANDA", 7, 7, SM_ACROSS,
	    "H8 cOMANDA");					/* ⓒ */
	check_move("H8 \xe2\x92\xb8OMANDA", 7, 7, SM_ACROSS,
	    "H8 cOMANDA");					/* Ⓒ */
	check_move("H8 cOMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 c0OMANDA", 7, 7, SM_ACROSS, "H8 cOMANDA");
	check_move("H8 CAsA", 7, 7, SM_ACROSS, "H8 CAsA");
	check_move("H8 AC0UM", 7, 7, SM_ACROSS, "H8 AcUM");
	check_move("H8 ac0um", 7, 7, SM_ACROSS, "H8 AcUM");
	/* A letter marked as a blank does not make lower case blanks. */
	check_move("H8 aC0um", 7, 7, SM_ACROSS, "H8 AcUM");
	check_move("H8 a(C)um", 7, 7, SM_ACROSS, "H8 AcUM");
	check_move("H8 a\xe2\x92\xb8um", 7, 7, SM_ACROSS, "H8 AcUM");
	/* All lower case: plain letters. */
	check_move("h8 casa", 7, 7, SM_ACROSS, "H8 CASA");
	/* Two blanks, different marks; a blank K. */
	check_move("H8 (k)A[y]AC", 7, 7, SM_ACROSS, "H8 kAyAC");
	check_move("H8 ka0YAK", 7, 7, SM_ACROSS, "H8 kaYAK");
	check_move("H8 ABCDEFGHIJLMNOp", 7, 7, SM_ACROSS,
	    "H8 ABCDEFGHIJLMNOp");
	check_move("H1 ABCDEFGHIJLMNO(p)", 7, 0, SM_ACROSS,
	    "H1 ABCDEFGHIJLMNOp");
}

/* The seed's own circled letter (000: "Încercuind litera pe care o
 * înlocuieşte (ex.: A©UM)"): the copyright sign is a circled C, so A©UM is
 * ACUM with a blank C, as AC0UM is.  Word processors also turn "(c)" into
 * © and "(r)" into ®, the circled R. */
static void
test_blank_seed_mark(void **state)
{
	struct sm_move	m;
	const char	*s = "H8 A\xc2\xa9UM";

	(void)state;
	check_move(s, 7, 7, SM_ACROSS, "H8 AcUM");
	assert_int_equal(sm_move_parse(&m, s, strlen(s), NULL),
	    SM_NOTATION_OK);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[1], 3 | SM_BLANK);
	/* Lower case elsewhere stays plain (the mark is not lower case). */
	check_move("8h a\xc2\xa9um", 7, 7, SM_DOWN, "8H AcUM");
	check_move("H8 CA\xc2\xae" "E", 7, 7, SM_ACROSS, "H8 CArE");
	/* Alone, as the whole word of one blank. */
	check_move("H8 \xc2\xa9" "A", 7, 7, SM_ACROSS, "H8 cA");
}

static void
test_diacritics(void **state)
{
	(void)state;
	check_move("H8 \xc8\x98TIIN\xc8\x9a\xc4\x82", 7, 7, SM_ACROSS,
	    "H8 STIINTA");					/* ȘTIINȚĂ */
	check_move("h8 \xc8\x99tiin\xc8\x9b\xc4\x83", 7, 7, SM_ACROSS,
	    "H8 STIINTA");					/* știință */
	check_move("H8 \xc5\x9eTIIN\xc5\xa2\xc4\x82", 7, 7, SM_ACROSS,
	    "H8 STIINTA");					/* ŞTIINŢĂ */
	check_move("h8 \xc5\x9ftiin\xc5\xa3\xc4\x83", 7, 7, SM_ACROSS,
	    "H8 STIINTA");					/* ştiinţă */
	/* Lower case ț in an upper-case word: a blank T. */
	check_move("H8 \xc8\x98TIIN\xc8\x9b\xc4\x82", 7, 7, SM_ACROSS,
	    "H8 STIINtA");
	check_move("H8 \xc5\x9eTIIN\xc5\xa3\xc4\x82", 7, 7, SM_ACROSS,
	    "H8 STIINtA");
	check_move("H8 \xc3\x8e\xc3\x8eN\xc3\x82", 7, 7, SM_ACROSS,
	    "H8 IINA");						/* ÎÎNÂ */
	check_move("H8 (\xc8\x99)A", 7, 7, SM_ACROSS, "H8 sA");	/* (ș)A */
	check_move("H8 \xc4\x83\x30" "CUM", 7, 7, SM_ACROSS, "H8 aCUM");
	/* Decomposed: S + combining comma below. */
	check_move("H8 S\xcc\xa6" "ARE", 7, 7, SM_ACROSS, "H8 SARE");
}

static void
test_separators(void **state)
{
	(void)state;
	check_move("H8:CASA", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("H8-CASA", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("H8 - CASA", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("8H : CASA", 7, 7, SM_DOWN, "8H CASA");
	check_move("8h:\tcasa", 7, 7, SM_DOWN, "8H CASA");
	check_move("  \tH8 \t CASA \t\r\n", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("H8\xc2\xa0" "CASA\xc2\xa0", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("O15 A", 14, 14, SM_ACROSS, "O15 A");
	check_move("15O A", 14, 14, SM_DOWN, "15O A");
	check_move("H08 CASA", 7, 7, SM_ACROSS, "H8 CASA");
	check_move("H8 :CASA", 7, 7, SM_ACROSS, "H8 CASA");
}

static void
test_errors(void **state)
{
	(void)state;
	check_error("", SM_NOTATION_NO_COORD, 0);
	check_error("   ", SM_NOTATION_NO_COORD, 3);
	check_error("CASA H8", SM_NOTATION_NO_COORD, 0);
	check_error("  P1 CASA", SM_NOTATION_NO_COORD, 2);
	check_error("H16 CASA", SM_NOTATION_NO_COORD, 0);
	check_error("H0 CASA", SM_NOTATION_NO_COORD, 0);
	check_error("H8CASA", SM_NOTATION_NO_COORD, 0);
	check_error(":CASA", SM_NOTATION_NO_COORD, 0);
	check_error("H8", SM_NOTATION_NO_WORD, 2);
	check_error("H8 ", SM_NOTATION_NO_WORD, 3);
	check_error("H8:", SM_NOTATION_NO_WORD, 3);
	check_error("H8 -  ", SM_NOTATION_NO_WORD, 6);
	check_error("H8 CA#A", SM_NOTATION_BAD_CHAR, 5);
	check_error("H8 CA1A", SM_NOTATION_BAD_CHAR, 5);
	check_error("H8 CA\xff" "A", SM_NOTATION_BAD_CHAR, 5);
	check_error("H8 CA\xc4", SM_NOTATION_BAD_CHAR, 5);
	check_error("H8 CA\xc3\xa9" "A", SM_NOTATION_BAD_CHAR, 5);	/* é */
	check_error("H8 CASA.", SM_NOTATION_BAD_CHAR, 7);
	check_error("H8 CA)SA", SM_NOTATION_BAD_CHAR, 5);
	check_error("H8 0CASA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 C00ASA", SM_NOTATION_BAD_BLANK, 5);
	check_error("H8 \xe2\x93\x92\x30" "ASA", SM_NOTATION_BAD_BLANK, 6);
	check_error("H8 (CASA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 (ca)SA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 (c]ASA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 CAS(", SM_NOTATION_BAD_BLANK, 6);
	check_error("H8 CAS(a", SM_NOTATION_BAD_BLANK, 6);
	check_error("H8 ()ASA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 [\xe2\x93\x90]SA", SM_NOTATION_BAD_BLANK, 3);
	check_error("H8 (c)0ASA", SM_NOTATION_BAD_BLANK, 6);
	check_error("H8 ABCDEFGHIJLMNOPR", SM_NOTATION_TOO_LONG, 18);
	check_error("H8 ABCDEFGHIJLMNOP(r)", SM_NOTATION_TOO_LONG, 18);
	check_error("H8 CASA 12", SM_NOTATION_TRAILING, 8);
	check_error("H8 CASA CASA", SM_NOTATION_TRAILING, 8);
	check_error("H8 CASA\t-", SM_NOTATION_TRAILING, 8);

	/* len bounds the text: the '#' is beyond it. */
	{
		struct sm_move m;

		assert_int_equal(sm_move_parse(&m, "H8 CASA#", 7, NULL),
		    SM_NOTATION_OK);
		assert_int_equal(m.len, 4);
		assert_int_equal(sm_move_parse(&m, "H8 (c)", 5, NULL),
		    SM_NOTATION_BAD_BLANK);
	}
}

static void
test_format(void **state)
{
	struct sm_move	m;
	char		cbuf[4], wbuf[16], buf[20];
	const uint8_t	word[] = { 3, 15 | SM_BLANK, 13, 1 };
	const uint8_t	fifteen[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13,
	    14, 15, 16 };
	const uint8_t	odd[] = { 0, 27, 11 | SM_BLANK };

	(void)state;
	assert_int_equal(sm_word_format(word, 4, wbuf, sizeof wbuf), 4);
	assert_string_equal(wbuf, "CoMA");
	assert_int_equal(sm_word_format(word, 4, wbuf, 3), 4);
	assert_string_equal(wbuf, "Co");
	assert_int_equal(sm_word_format(word, 0, wbuf, sizeof wbuf), 0);
	assert_string_equal(wbuf, "");
	assert_int_equal(sm_word_format(odd, 3, wbuf, sizeof wbuf), 3);
	assert_string_equal(wbuf, "??k");

	m.at.row = 14;
	m.at.col = 9;
	m.at.dir = SM_DOWN;
	m.len = 15;
	memcpy(m.word, fifteen, 15);
	m.word[14] |= SM_BLANK;
	sm_move_format_parts(&m, cbuf, sizeof cbuf, wbuf, sizeof wbuf);
	assert_string_equal(cbuf, "10O");
	assert_string_equal(wbuf, "ABCDEFGHIJLMNOp");
	assert_int_equal(sm_move_format(&m, buf, sizeof buf), 19);
	assert_string_equal(buf, "10O ABCDEFGHIJLMNOp");
	assert_int_equal(sm_move_format(&m, buf, 6), 19);
	assert_string_equal(buf, "10O A");
	assert_int_equal(sm_move_format(&m, buf, 3), 19);
	assert_string_equal(buf, "10");
	assert_int_equal(sm_move_format(&m, NULL, 0), 19);

	m.at.dir = SM_ACROSS;
	m.len = 1;
	assert_int_equal(sm_move_format(&m, buf, sizeof buf), 5);
	assert_string_equal(buf, "O10 A");
}

static void
test_status_str(void **state)
{
	int	i, j;

	(void)state;
	for (i = SM_NOTATION_OK; i <= SM_NOTATION_TRAILING; i++) {
		const char *a =
		    sm_notation_status_str((enum sm_notation_status)i);

		assert_non_null(a);
		assert_true(strlen(a) > 10);
		for (j = SM_NOTATION_OK; j < i; j++)
			assert_string_not_equal(a, sm_notation_status_str(
			    (enum sm_notation_status)j));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_worked_examples),
		cmocka_unit_test(test_blank_marks),
		cmocka_unit_test(test_blank_seed_mark),
		cmocka_unit_test(test_diacritics),
		cmocka_unit_test(test_separators),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_status_str),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
