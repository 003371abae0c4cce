/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-rules.c: unit tests of rules.c: the worked examples of the
 * federation's documents (every word's score), premiums only under new
 * tiles, word premiums multiplied, the bingo bonus, and each reason a move
 * is refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "notation.h"
#include "rules.h"
#include "testlex.h"

static const char *const words[] = {
	"CASA", "STIRE", "AS", "ST", "AI", "COMANDA", "ACASA", "TRACASAI",
	"IR", "CAPRARUL", "METALIC", "MICA", "ACEL", "BUNURI", "METALICE",
	"CA", "AC", "MA",
};

struct fixture {
	struct sm_lexicon	*lx;
	void			*buf;
	struct sm_board		 board;
};

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof *f);

	if (f == NULL)
		return -1;
	f->lx = testlex_build(words, sizeof words / sizeof words[0], &f->buf);
	if (f->lx == NULL) {
		free(f);
		return -1;
	}
	sm_board_clear(&f->board);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;

	testlex_free(f->lx, f->buf);
	free(f);
	return 0;
}

/* Judge text on the fixture's board (no rack); returns the verdict. */
static enum sm_verdict
judge(struct fixture *f, const char *text, struct sm_judgement *j)
{
	struct sm_move m;
	size_t off;

	assert_int_equal(sm_move_parse(&m, text, strlen(text), &off),
	    SM_NOTATION_OK);
	return sm_judge(&f->board, f->lx, NULL, &m, j);
}

/* Play text, which must be legal, and check its total. */
static void
play(struct fixture *f, const char *text, int total, struct sm_judgement *j)
{
	assert_int_equal(judge(f, text, j), SM_LEGAL);
	assert_int_equal(j->total, total);
	sm_board_apply(&f->board, j);
}

static void
assert_word(const struct sm_judgement *j, int i, const char *text, int score)
{
	char w[SM_MAX_WORD + 1];

	assert_true(i < j->nwords);
	sm_word_format(j->words[i].tiles, j->words[i].len, w, sizeof w);
	assert_string_equal(w, text);
	assert_int_equal(j->words[i].score, score);
}

/* "Introducere în Scrabble": H7 CASA 8, I8 STIRE 13, 6E C0OMANDA 71,
 * H4 TRACASAI 11, K5 CAPRARUL 86. */
static void
test_worked_game(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;

	play(f, "H7 CASA", 8, &j);
	assert_int_equal(j.nwords, 1);
	assert_word(&j, 0, "CASA", 8);
	assert_int_equal(j.bonus, 0);

	play(f, "I8 STIRE", 13, &j);
	assert_int_equal(j.nwords, 4);
	assert_word(&j, 0, "STIRE", 6);
	assert_word(&j, 1, "AS", 2);	/* H8's 2W is spent */
	assert_word(&j, 2, "ST", 3);	/* the T's 2L counts in both words */
	assert_word(&j, 3, "AI", 2);

	play(f, "6E C0OMANDA", 71, &j);
	assert_int_equal(j.nwords, 2);
	assert_word(&j, 0, "cOMANDA", 16);	/* blank worth 0 */
	assert_word(&j, 1, "ACASA", 5);
	assert_int_equal(j.bonus, 50);
	assert_int_equal(j.nplaced, 7);

	play(f, "H4 TRACASAI", 11, &j);
	assert_int_equal(j.nwords, 2);
	assert_word(&j, 0, "TRACASAI", 9);
	assert_word(&j, 1, "IR", 2);
	assert_int_equal(j.nplaced, 3);

	play(f, "K5 CAPRARUL", 86, &j);
	assert_int_equal(j.nwords, 1);
	assert_word(&j, 0, "CAPRARUL", 36);	/* K5 and K11: x4 */
	assert_int_equal(j.bonus, 50);
	assert_int_equal(f->board.ntiles, 4 + 5 + 7 + 3 + 7);
}

/* Free-game rules: H4 METALIC 78, 9C BUNURI 24, METALICE 11. */
static void
test_metalic(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;

	play(f, "H4 METALIC", 78, &j);
	assert_word(&j, 0, "METALIC", 28);
	assert_int_equal(j.bonus, 50);
	play(f, "9C BUNURI", 24, &j);
	assert_int_equal(j.nwords, 1);
	assert_word(&j, 0, "BUNURI", 24);
	assert_int_equal(j.nplaced, 5);
	/* The M's 2L and H8's 2W are spent: METALICE scores 11. */
	play(f, "H4 METALICE", 11, &j);
	assert_int_equal(j.nplaced, 1);
	assert_int_equal(j.nwords, 1);
	assert_word(&j, 0, "METALICE", 11);
}

static void
test_mica_acel(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;

	play(f, "H5 MICA", 14, &j);
	sm_board_clear(&f->board);
	play(f, "H6 ACEL", 8, &j);
}

/* Two 3W under new tiles multiply to x9; a premium under an old tile
 * counts for nothing. */
static void
test_triple_triple(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;
	struct sm_move m;
	size_t off;

	f->board.sq[0][3] = 18;		/* R on A4 (a 2L square) */
	f->board.ntiles = 1;
	assert_int_equal(sm_move_parse(&m, "A1 CAPRARUL", 11, &off),
	    SM_NOTATION_OK);
	assert_int_equal(sm_judge(&f->board, NULL, NULL, &m, &j), SM_LEGAL);
	/* C1 A1 P2 R1 A1 R1 U1 L1 = 9, x9 = 81, + 50 */
	assert_int_equal(j.words[0].score, 81);
	assert_int_equal(j.total, 131);
}

static void
test_refusals(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;
	struct sm_move m;
	struct sm_rack rack;
	size_t off;

	assert_int_equal(judge(f, "H1 CASA", &j), SM_BAD_FIRST_CENTRE);
	assert_int_equal(judge(f, "G8 CASA", &j), SM_BAD_FIRST_CENTRE);
	assert_int_equal(judge(f, "H13 CASA", &j), SM_BAD_OFF_BOARD);
	assert_int_equal(j.bad_at.row, 7);
	assert_int_equal(j.bad_at.col, 15);
	assert_int_equal(judge(f, "8M CASA", &j), SM_BAD_OFF_BOARD);
	assert_int_equal(j.bad_at.row, 15);
	/* One letter: the first move needs two. */
	m.at.row = 7; m.at.col = 7; m.at.dir = SM_ACROSS; m.len = 1;
	m.word[0] = 1;
	assert_int_equal(sm_judge(&f->board, f->lx, NULL, &m, &j),
	    SM_BAD_ONE_LETTER);
	/* Eight new tiles at once. */
	assert_int_equal(judge(f, "H1 METALICE", &j), SM_BAD_TOO_MANY_TILES);
	/* A word not in the lexicon is named. */
	assert_int_equal(judge(f, "H8 CASE", &j), SM_BAD_WORD);
	assert_int_equal(j.nbad_words, 1);
	assert_int_equal(j.bad_words[0], 0);

	/* No K tile exists: only a blank can be one. */
	assert_int_equal(judge(f, "H8 KA", &j), SM_BAD_NO_SUCH_TILE);
	assert_int_equal(j.bad_letter, 11);
	assert_int_equal(j.bad_at.col, 7);
	assert_int_equal(judge(f, "H8 K0A", &j), SM_BAD_WORD);	/* KA unknown */
	m.at.row = 7; m.at.col = 7; m.at.dir = SM_ACROSS; m.len = 2;
	m.word[0] = 1; m.word[1] = 0;	/* a code that is no letter */
	assert_int_equal(sm_judge(&f->board, f->lx, NULL, &m, &j),
	    SM_BAD_NO_SUCH_TILE);
	assert_int_equal(j.bad_letter, 0);

	play(f, "H7 CASA", 8, &j);
	assert_int_equal(judge(f, "H7 CASA", &j), SM_BAD_NO_NEW_TILE);
	assert_int_equal(judge(f, "H7 MASA", &j), SM_BAD_SQUARE_TAKEN);
	assert_int_equal(j.bad_at.row, 7);
	assert_int_equal(j.bad_at.col, 6);
	/* ACAS is not the whole word: A on H10 follows it. */
	assert_int_equal(judge(f, "H6 ACAS", &j), SM_BAD_NOT_WHOLE_WORD);
	assert_int_equal(j.bad_at.col, 9);
	assert_int_equal(judge(f, "A1 CASA", &j), SM_BAD_NOT_CONNECTED);
	/* ACEL under CASA forms SE and AL, which are not words. */
	assert_int_equal(judge(f, "I7 ACEL", &j), SM_BAD_WORD);
	assert_true(j.nbad_words >= 1);

	/* The rack must hold the tiles: no E; then no blank. */
	assert_int_equal(sm_rack_parse(&rack, "STIRAB?", 7, &off), SM_RACK_OK);
	assert_int_equal(sm_move_parse(&m, "I8 STIRE", 8, &off),
	    SM_NOTATION_OK);
	assert_int_equal(sm_judge(&f->board, f->lx, &rack, &m, &j),
	    SM_BAD_RACK_LACKS);
	assert_int_equal(j.bad_letter, 5);
	assert_int_equal(sm_move_parse(&m, "I8 STIRe", 8, &off),
	    SM_NOTATION_OK);
	assert_int_equal(sm_judge(&f->board, f->lx, &rack, &m, &j), SM_LEGAL);
	sm_rack_remove_played(&rack, &j);
	assert_int_equal(rack.ntiles, 2);
	assert_int_equal(rack.counts[1], 1);	/* A left */
	assert_int_equal(rack.counts[2], 1);	/* B left */
	assert_int_equal(rack.counts[SM_RACK_BLANK], 0);
}

static void
test_placements(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;
	struct sm_placement p[4];

	play(f, "H7 CASA", 8, &j);
	/* STIRE from loose tiles at I8..I12. */
	p[0] = (struct sm_placement){ 8, 7, 19 };
	p[1] = (struct sm_placement){ 8, 8, 20 };
	p[2] = (struct sm_placement){ 8, 9, 9 };
	p[3] = (struct sm_placement){ 8, 10, 18 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 4, &j),
	    SM_BAD_WORD);	/* STIR is not in the list */
	assert_int_equal(j.move.at.row, 8);
	assert_int_equal(j.move.at.col, 7);
	assert_int_equal(j.move.len, 4);
	/* A gap at I10. */
	p[2] = (struct sm_placement){ 8, 11, 5 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 3, &j),
	    SM_BAD_GAP);
	assert_int_equal(j.bad_at.col, 9);
	/* Not in one line. */
	p[1] = (struct sm_placement){ 9, 8, 20 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 2, &j),
	    SM_BAD_NOT_IN_LINE);
	/* Two tiles on one square. */
	p[1] = p[0];
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 2, &j),
	    SM_BAD_DUPLICATE_SQUARE);
	/* A tile on a taken square. */
	p[0] = (struct sm_placement){ 7, 6, 1 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 1, &j),
	    SM_BAD_SQUARE_TAKEN);
	/* One tile extending CASA to ACASA: read across, through the board. */
	p[0] = (struct sm_placement){ 7, 5, 1 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 1, &j),
	    SM_LEGAL);
	assert_int_equal(j.move.at.dir, SM_ACROSS);
	assert_int_equal(j.move.at.col, 5);
	assert_int_equal(j.move.len, 5);
	assert_int_equal(j.total, 5);
	/* One tile under the C of CASA: read down (CA). */
	p[0] = (struct sm_placement){ 8, 6, 1 };
	assert_int_equal(sm_judge_placements(&f->board, f->lx, NULL, p, 1, &j),
	    SM_LEGAL);
	assert_int_equal(j.move.at.dir, SM_DOWN);
	assert_int_equal(j.total, 1 + 2);	/* C, then A on I7's 2L */
}

static void
test_explain(void **state)
{
	struct fixture *f = *state;
	struct sm_judgement j;
	char buf[256];

	play(f, "H7 CASA", 8, &j);
	assert_int_equal(judge(f, "I8 SPIRE", &j), SM_BAD_WORD);
	sm_judgement_explain(&j, buf, sizeof buf);
	assert_string_equal(buf, "not in the lexicon: SPIRE, SP");
	assert_int_equal(judge(f, "H7 MASA", &j), SM_BAD_SQUARE_TAKEN);
	sm_judgement_explain(&j, buf, sizeof buf);
	assert_non_null(strstr(buf, "square H7"));
	assert_int_equal(judge(f, "H13 CASA", &j), SM_BAD_OFF_BOARD);
	sm_judgement_explain(&j, buf, sizeof buf);
	assert_non_null(strstr(buf, "H16"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_worked_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_metalic, setup, teardown),
		cmocka_unit_test_setup_teardown(test_mica_acel, setup, teardown),
		cmocka_unit_test_setup_teardown(test_triple_triple, setup, teardown),
		cmocka_unit_test_setup_teardown(test_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_placements, setup, teardown),
		cmocka_unit_test_setup_teardown(test_explain, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
