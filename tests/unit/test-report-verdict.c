/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-verdict.c: a free game's refusal as a code and arguments
 * for the mail templates (src/report-verdict.c).  Real judgements from the
 * engine for the verdicts a position can show (the first move off the
 * centre, off the board, one letter, a square holding another letter, a
 * word not whole, a move touching nothing, a rack lacking a letter or a
 * blank, a letter the Romanian set lacks), a judgement with words not in
 * the lexicon, every notation status and every free-game status: each
 * gives its code, and the square, letter and words the sentence needs.
 * A contest entry's warning bits, one by one and together, as the codes
 * the results mail and the round page word (a missing score apart from a
 * wrong one; a buffer too short cuts at a whole code).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "report-verdict.h"
#include "rules.h"

/* Judge move on b (with rack, or any tiles when rack is NULL) and return
 * the verdict's code and arguments in *v. */
static void
judge(const struct sm_board *b, const char *rack, const char *move,
    struct report_verdict *v)
{
	struct sm_judgement j;
	struct sm_rack r;
	struct sm_move m;

	assert_int_equal(sm_move_parse(&m, move, strlen(move), NULL),
	    SM_NOTATION_OK);
	if (rack != NULL)
		assert_int_equal(sm_rack_parse(&r, rack, strlen(rack), NULL),
		    SM_RACK_OK);
	assert_int_not_equal(sm_judge(b, NULL, rack != NULL ? &r : NULL, &m,
	    &j), SM_LEGAL);
	report_verdict_free(SM_FREE_ILLEGAL, SM_NOTATION_OK, &j, v);
}

static void
play(struct sm_board *b, const char *move)
{
	struct sm_judgement j;
	struct sm_move m;

	assert_int_equal(sm_move_parse(&m, move, strlen(move), NULL),
	    SM_NOTATION_OK);
	assert_int_equal(sm_judge(b, NULL, NULL, &m, &j), SM_LEGAL);
	sm_board_apply(b, &j);
}

static void
test_positions(void **state)
{
	struct report_verdict v;
	struct sm_board b;

	(void)state;
	sm_board_clear(&b);
	judge(&b, NULL, "A1 CASA", &v);
	assert_string_equal(v.code, "first-centre");
	judge(&b, NULL, "H13 CASA", &v);
	assert_string_equal(v.code, "off-board");
	judge(&b, NULL, "H8 C", &v);
	assert_string_equal(v.code, "one-letter");
	judge(&b, "ABC", "H8 CASA", &v);
	assert_string_equal(v.code, "rack-lacks");
	assert_string_equal(v.letter, "S");
	assert_string_equal(v.square, "H10");
	judge(&b, "CASA", "H8 CASAs", &v);
	assert_string_equal(v.code, "rack-lacks-blank");
	assert_string_equal(v.square, "H12");
	judge(&b, NULL, "H8 CAQA", &v);
	assert_string_equal(v.code, "no-such-tile");
	assert_string_equal(v.letter, "Q");
	assert_string_equal(v.square, "H10");
	play(&b, "H7 CASA");
	judge(&b, NULL, "H7 MASA", &v);
	assert_string_equal(v.code, "square-taken");
	assert_string_equal(v.square, "H7");
	assert_string_equal(v.letter, "M");
	judge(&b, NULL, "H8 ASA", &v);
	assert_string_equal(v.code, "no-new-tile");
	judge(&b, NULL, "H8 ASAR", &v);
	assert_string_equal(v.code, "not-whole-word");
	assert_string_equal(v.square, "H7");
	judge(&b, NULL, "A1 CASA", &v);
	assert_string_equal(v.code, "not-connected");
}

static void
test_words(void **state)
{
	struct sm_judgement j;
	struct report_verdict v;
	static const uint8_t og[] = { 15, 7 }, be[] = { 2, 5 };

	(void)state;
	memset(&j, 0, sizeof j);
	j.verdict = SM_BAD_WORD;
	j.nwords = 3;
	memcpy(j.words[1].tiles, og, sizeof og);
	j.words[1].len = 2;
	memcpy(j.words[2].tiles, be, sizeof be);
	j.words[2].len = 2;
	j.nbad_words = 2;
	j.bad_words[0] = 1;
	j.bad_words[1] = 2;
	report_verdict_free(SM_FREE_ILLEGAL, SM_NOTATION_OK, &j, &v);
	assert_string_equal(v.code, "word");
	assert_string_equal(v.words, "OG, BE");
}

static void
test_statuses(void **state)
{
	static const struct {
		enum sm_notation_status	 st;
		const char		*code;
	} nt[] = {
		{ SM_NOTATION_NO_COORD, "no-coord" },
		{ SM_NOTATION_NO_WORD, "no-word" },
		{ SM_NOTATION_BAD_CHAR, "bad-char" },
		{ SM_NOTATION_BAD_BLANK, "bad-blank" },
		{ SM_NOTATION_TOO_LONG, "too-long" },
		{ SM_NOTATION_TRAILING, "trailing" },
	};
	static const struct {
		enum sm_free_status	 st;
		const char		*code;
	} ft[] = {
		{ SM_FREE_OK, "" },
		{ SM_FREE_GAME_OVER, "game-over" },
		{ SM_FREE_NOT_YOUR_TURN, "not-your-turn" },
		{ SM_FREE_BAD_PLAYER, "bad-player" },
		{ SM_FREE_BAD_TILES, "bad-tiles" },
		{ SM_FREE_EXCHANGE_COUNT, "exchange-count" },
		{ SM_FREE_BAG_LOW, "bag-low" },
		{ SM_FREE_NO_EXCHANGE_YET, "no-exchange-yet" },
	};
	struct sm_judgement j;
	struct report_verdict v;
	size_t i;

	(void)state;
	memset(&j, 0, sizeof j);
	for (i = 0; i < sizeof nt / sizeof nt[0]; i++) {
		report_verdict_free(SM_FREE_BAD_NOTATION, nt[i].st, &j, &v);
		assert_string_equal(v.code, nt[i].code);
		assert_string_equal(v.square, "");
	}
	for (i = 0; i < sizeof ft / sizeof ft[0]; i++) {
		report_verdict_free(ft[i].st, SM_NOTATION_OK, &j, &v);
		assert_string_equal(v.code, ft[i].code);
	}
}

static void
test_warnings(void **state)
{
	char buf[64], small[12];

	(void)state;
	report_verdict_warnings(0, 20, buf, sizeof buf);
	assert_string_equal(buf, "");
	report_verdict_warnings(SM_DUPW_SCORE, 20, buf, sizeof buf);
	assert_string_equal(buf, "score");
	report_verdict_warnings(SM_DUPW_SCORE, -1, buf, sizeof buf);
	assert_string_equal(buf, "score-missing");
	report_verdict_warnings(SM_DUPW_COORD, 20, buf, sizeof buf);
	assert_string_equal(buf, "coord");
	report_verdict_warnings(SM_DUPW_BLANK, 20, buf, sizeof buf);
	assert_string_equal(buf, "blank");
	report_verdict_warnings(SM_DUPW_SCORE2, 20, buf, sizeof buf);
	assert_string_equal(buf, "score2");
	report_verdict_warnings(SM_DUPW_TOTAL, 20, buf, sizeof buf);
	assert_string_equal(buf, "total");
	report_verdict_warnings(SM_DUPW_SCORE | SM_DUPW_COORD | SM_DUPW_BLANK |
	    SM_DUPW_SCORE2 | SM_DUPW_TOTAL, -1, buf, sizeof buf);
	assert_string_equal(buf, "score-missing coord blank score2 total");
	report_verdict_warnings(SM_DUPW_COORD | SM_DUPW_BLANK, 7, small,
	    sizeof small);
	assert_string_equal(small, "coord blank");
	report_verdict_warnings(SM_DUPW_SCORE | SM_DUPW_COORD | SM_DUPW_BLANK,
	    7, small, sizeof small);
	assert_string_equal(small, "score coord");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_positions),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_statuses),
		cmocka_unit_test(test_warnings),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
