/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-board.c: unit tests for src/engine/board.c: the premium layout of
 * RULES.md square by square, coordinates, the CGP and text board forms
 * (round trips, whole CGP lines, every error with its row and offset, tile
 * counts against the set) and the formatters' truncation.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "board.h"

#define L(c) ((c) - 'A' + 1)

/* Compare the squares and the count, not the padding. */
static void
assert_board_equal(const struct sm_board *a, const struct sm_board *b)
{
	assert_memory_equal(a->sq, b->sq, sizeof a->sq);
	assert_int_equal(a->ntiles, b->ntiles);
}

/* The worked example of RULES.md after H7 CASA, I8 STIRE, 6E C0OMANDA. */
static const char *example_cgp =
    "15/15/15/15/5c9/5O9/5M9/5ACASA5/5N1STIRE3/5D9/5A9/15/15/15/15";

static void
square(const char *name, int *row, int *col)
{
	struct sm_coord	c;

	assert_true(sm_coord_parse(&c, name, strlen(name)));
	assert_int_equal(c.dir, SM_ACROSS);
	*row = c.row;
	*col = c.col;
}

static void
check_premium(const char *name, enum sm_premium p, int lm, int wm)
{
	int	row, col;

	square(name, &row, &col);
	assert_int_equal(sm_premium_at(row, col), p);
	assert_int_equal(sm_premium_letter_mult(row, col), lm);
	assert_int_equal(sm_premium_word_mult(row, col), wm);
}

static void
test_premiums(void **state)
{
	(void)state;
	check_premium("A1", SM_PREM_TW, 1, 3);
	check_premium("A8", SM_PREM_TW, 1, 3);
	check_premium("O15", SM_PREM_TW, 1, 3);
	check_premium("H1", SM_PREM_TW, 1, 3);
	check_premium("H8", SM_PREM_DW, 1, 2);
	check_premium("B2", SM_PREM_DW, 1, 2);
	check_premium("E5", SM_PREM_DW, 1, 2);
	check_premium("K5", SM_PREM_DW, 1, 2);
	check_premium("K11", SM_PREM_DW, 1, 2);
	check_premium("N14", SM_PREM_DW, 1, 2);
	check_premium("D1", SM_PREM_DL, 2, 1);
	check_premium("G7", SM_PREM_DL, 2, 1);
	check_premium("H4", SM_PREM_DL, 2, 1);
	check_premium("C9", SM_PREM_DL, 2, 1);
	check_premium("G9", SM_PREM_DL, 2, 1);
	check_premium("H12", SM_PREM_DL, 2, 1);
	check_premium("A4", SM_PREM_DL, 2, 1);
	check_premium("B6", SM_PREM_TL, 3, 1);
	check_premium("F6", SM_PREM_TL, 3, 1);
	check_premium("F10", SM_PREM_TL, 3, 1);
	check_premium("J6", SM_PREM_TL, 3, 1);
	check_premium("N10", SM_PREM_TL, 3, 1);
	check_premium("A2", SM_PREM_NONE, 1, 1);
	check_premium("H7", SM_PREM_NONE, 1, 1);
	check_premium("E6", SM_PREM_NONE, 1, 1);
	check_premium("K6", SM_PREM_NONE, 1, 1);
	assert_int_equal(sm_premium_at(-1, 0), SM_PREM_NONE);
	assert_int_equal(sm_premium_at(0, 15), SM_PREM_NONE);
	assert_int_equal(sm_premium_word_mult(15, 15), 1);
}

static void
test_premium_census(void **state)
{
	int	n[5] = { 0, 0, 0, 0, 0 };
	int	r, c;

	(void)state;
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			enum sm_premium p = sm_premium_at(r, c);

			n[p]++;
			/* The layout is symmetric every way. */
			assert_int_equal(p, sm_premium_at(c, r));
			assert_int_equal(p, sm_premium_at(14 - r, c));
			assert_int_equal(p, sm_premium_at(r, 14 - c));
		}
	}
	assert_int_equal(n[SM_PREM_TW], 8);
	assert_int_equal(n[SM_PREM_DW], 17);
	assert_int_equal(n[SM_PREM_TL], 12);
	assert_int_equal(n[SM_PREM_DL], 24);
}

static void
check_coord(const char *s, bool ok, int row, int col, enum sm_dir dir)
{
	struct sm_coord	c = { -1, -1, SM_ACROSS };

	assert_int_equal(sm_coord_parse(&c, s, strlen(s)), ok);
	if (!ok) {
		assert_int_equal(c.row, -1);	/* untouched */
		return;
	}
	assert_int_equal(c.row, row);
	assert_int_equal(c.col, col);
	assert_int_equal(c.dir, dir);
}

static void
test_coord_parse(void **state)
{
	(void)state;
	check_coord("H8", true, 7, 7, SM_ACROSS);
	check_coord("8H", true, 7, 7, SM_DOWN);
	check_coord("h4", true, 7, 3, SM_ACROSS);
	check_coord("9c", true, 2, 8, SM_DOWN);
	check_coord("A1", true, 0, 0, SM_ACROSS);
	check_coord("O15", true, 14, 14, SM_ACROSS);
	check_coord("15O", true, 14, 14, SM_DOWN);
	check_coord("10a", true, 0, 9, SM_DOWN);
	check_coord("H08", true, 7, 7, SM_ACROSS);
	check_coord("08H", true, 7, 7, SM_DOWN);
	check_coord("P1", false, 0, 0, SM_ACROSS);
	check_coord("1P", false, 0, 0, SM_ACROSS);
	check_coord("H16", false, 0, 0, SM_ACROSS);
	check_coord("H0", false, 0, 0, SM_ACROSS);
	check_coord("H00", false, 0, 0, SM_ACROSS);
	check_coord("0H", false, 0, 0, SM_ACROSS);
	check_coord("H008", false, 0, 0, SM_ACROSS);
	check_coord("H", false, 0, 0, SM_ACROSS);
	check_coord("8", false, 0, 0, SM_ACROSS);
	check_coord("", false, 0, 0, SM_ACROSS);
	check_coord("HH8", false, 0, 0, SM_ACROSS);
	check_coord("H8H", false, 0, 0, SM_ACROSS);
	check_coord("8H8", false, 0, 0, SM_ACROSS);
	check_coord(" H8", false, 0, 0, SM_ACROSS);
	check_coord("H8 ", false, 0, 0, SM_ACROSS);
	check_coord("H 8", false, 0, 0, SM_ACROSS);
	check_coord("H-8", false, 0, 0, SM_ACROSS);

	/* len bounds the text. */
	{
		struct sm_coord c;

		assert_true(sm_coord_parse(&c, "H12", 2));
		assert_int_equal(c.col, 0);
		assert_false(sm_coord_parse(&c, "H8", 1));
	}
}

static void
test_coord_format(void **state)
{
	struct sm_coord	c;
	char		buf[4];
	const char	*all[] = { "A1", "H8", "O15", "1A", "8H", "15O",
	    "K11", "11K" };
	size_t		i;

	(void)state;
	for (i = 0; i < sizeof all / sizeof all[0]; i++) {
		assert_true(sm_coord_parse(&c, all[i], strlen(all[i])));
		assert_int_equal(sm_coord_format(&c, buf, sizeof buf),
		    strlen(all[i]));
		assert_string_equal(buf, all[i]);
	}
	assert_true(sm_coord_parse(&c, "h08", 3));
	sm_coord_format(&c, buf, sizeof buf);
	assert_string_equal(buf, "H8");
	/* Truncation: the length it needs, what fits. */
	assert_true(sm_coord_parse(&c, "15O", 3));
	assert_int_equal(sm_coord_format(&c, buf, 3), 3);
	assert_string_equal(buf, "15");
}

static void
test_cgp_parse(void **state)
{
	struct sm_board		b;
	struct sm_board_error	e;
	int			row, col;

	(void)state;
	assert_int_equal(sm_board_parse_cgp(&b, example_cgp,
	    strlen(example_cgp), &e), SM_BOARD_OK);
	assert_int_equal(b.ntiles, 16);
	square("H6", &row, &col);
	assert_int_equal(b.sq[row][col], L('A'));
	square("H7", &row, &col);
	assert_int_equal(b.sq[row][col], L('C'));
	assert_int_equal(b.sq[row][col + 3], L('A'));
	assert_int_equal(b.sq[row][col + 4], 0);
	square("E6", &row, &col);
	assert_int_equal(b.sq[row][col], L('C') | SM_BLANK);
	assert_true(SM_TILE_IS_BLANK(sm_board_at(&b, row, col)));
	square("I12", &row, &col);
	assert_int_equal(b.sq[row][col], L('E'));
	assert_int_equal(sm_board_at(&b, -1, 3), 0);
	assert_int_equal(sm_board_at(&b, 3, 15), 0);

	/* An empty board. */
	assert_int_equal(sm_board_parse_cgp(&b,
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15", 44, NULL),
	    SM_BOARD_OK);
	assert_int_equal(b.ntiles, 0);
}

static void
test_cgp_whole_line(void **state)
{
	struct sm_board	b, ref;
	char		line[256];
	size_t		n;

	(void)state;
	assert_int_equal(sm_board_parse_cgp(&ref, example_cgp,
	    strlen(example_cgp), NULL), SM_BOARD_OK);

	n = strlen(example_cgp);
	memcpy(line, example_cgp, n);
	memcpy(line + n, " ABC/ 0/0 0 lex CSW21;", 23);
	assert_int_equal(sm_board_parse_cgp(&b, line, strlen(line), NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &ref);

	/* Tab, newline, leading white space, trailing '/'. */
	line[n] = '\t';
	assert_int_equal(sm_board_parse_cgp(&b, line, strlen(line), NULL),
	    SM_BOARD_OK);
	line[n] = '\n';
	assert_int_equal(sm_board_parse_cgp(&b, line, n + 1, NULL),
	    SM_BOARD_OK);
	line[0] = ' ';
	memcpy(line + 1, example_cgp, n);
	line[n + 1] = '/';
	assert_int_equal(sm_board_parse_cgp(&b, line, n + 2, NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &ref);
}

static void
check_cgp_round_trip(const char *cgp)
{
	struct sm_board	b, b2;
	char		buf[SM_DIM * (SM_DIM + 1) + 1];

	assert_int_equal(sm_board_parse_cgp(&b, cgp, strlen(cgp), NULL),
	    SM_BOARD_OK);
	assert_int_equal(sm_board_format_cgp(&b, buf, sizeof buf),
	    strlen(cgp));
	assert_string_equal(buf, cgp);
	assert_int_equal(sm_board_parse_cgp(&b2, buf, strlen(buf), NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &b2);
}

static void
test_cgp_round_trip(void **state)
{
	(void)state;
	check_cgp_round_trip(example_cgp);
	check_cgp_round_trip(
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	check_cgp_round_trip(
	    "A14/1B13/2C12/3D11/4E10/5F9/6G8/7H7/8I6/9J5/10L4/11M3/12N2/"
	    "13O1/14P");
	check_cgp_round_trip(
	    "ABCDEFGHIJLMNOP/RSTUVXZ8/AAAAAAAAAA5/EEEEEEEE7/IIIIIIIII6/"
	    "kq13/15/15/15/15/15/15/15/15/15");
	check_cgp_round_trip(
	    "10CASA1/11EL2/12AN1/13E1/15/15/15/15/15/15/15/15/15/15/1a13");
}

static void
check_cgp_error(const char *cgp, enum sm_board_status st, int row,
    size_t offset)
{
	struct sm_board		b, before;
	struct sm_board_error	e = { -1, 9999 };

	assert_int_equal(sm_board_parse_cgp(&before, example_cgp,
	    strlen(example_cgp), NULL), SM_BOARD_OK);
	b = before;
	assert_int_equal(sm_board_parse_cgp(&b, cgp, strlen(cgp), &e), st);
	assert_int_equal(e.row, row);
	assert_int_equal(e.offset, offset);
	assert_board_equal(&b, &before);	/* untouched */
	assert_int_equal(sm_board_parse_cgp(&b, cgp, strlen(cgp), NULL), st);
}

static void
test_cgp_errors(void **state)
{
	(void)state;
	check_cgp_error("", SM_BOARD_EMPTY_INPUT, 0, 0);
	check_cgp_error("  \t", SM_BOARD_EMPTY_INPUT, 0, 3);
	check_cgp_error(" ABC/ 0/0", SM_BOARD_ROW_LENGTH, 1, 4);
	check_cgp_error("14/15/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_ROW_LENGTH, 1, 2);
	check_cgp_error("16/15/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_ROW_LENGTH, 1, 0);
	check_cgp_error("15/15A/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_ROW_LENGTH, 2, 5);
	check_cgp_error("15/14A1/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_ROW_LENGTH, 2, 6);
	check_cgp_error("15/15/15/15/15/15/15/15/15/15/15/15/15/15/14",
	    SM_BOARD_ROW_LENGTH, 15, 44);
	check_cgp_error("CASA", SM_BOARD_ROW_LENGTH, 1, 4);
	check_cgp_error("15/15", SM_BOARD_ROW_COUNT, 0, 5);
	check_cgp_error("15/15/", SM_BOARD_ROW_COUNT, 0, 6);
	check_cgp_error("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_ROW_COUNT, 0, 45);
	check_cgp_error("15/7#7/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_BAD_CHAR, 2, 4);
	check_cgp_error("15/0/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_BAD_CHAR, 2, 3);
	check_cgp_error("15/15/7\xe2\x93\x90" "7/15/15/15/15/15/15/15/15/15/15/"
	    "15/15", SM_BOARD_BAD_CHAR, 3, 7);
	check_cgp_error("15/15/7\xc3" "7/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_BAD_CHAR, 3, 7);
	/* One H in the set. */
	check_cgp_error("HH13/15/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_TOO_MANY_TILES, 1, 1);
	/* No K tile: only a blank can be a K. */
	check_cgp_error("15/K14/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_TOO_MANY_TILES, 2, 3);
	/* Two blanks in the set. */
	check_cgp_error("abc12/15/15/15/15/15/15/15/15/15/15/15/15/15/15",
	    SM_BOARD_TOO_MANY_TILES, 1, 2);
	/* Twelve A: the eleventh counts, the twelfth is one too many. */
	check_cgp_error("AAAAAAAAAAA4/A14/15/15/15/15/15/15/15/15/15/15/15/"
	    "15/15", SM_BOARD_TOO_MANY_TILES, 2, 13);
}

static void
test_cgp_blank_counts(void **state)
{
	struct sm_board	b;
	const char	*s;

	(void)state;
	/* The one X tile and a blank as X: fine. */
	s = "Xx13/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
	assert_int_equal(sm_board_parse_cgp(&b, s, strlen(s), NULL),
	    SM_BOARD_OK);
	assert_int_equal(b.ntiles, 2);
	assert_int_equal(b.sq[0][0], L('X'));
	assert_int_equal(b.sq[0][1], L('X') | SM_BLANK);
	/* Eleven A tiles and two blank A. */
	s = "AAAAAAAAAAAaa2/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
	assert_int_equal(sm_board_parse_cgp(&b, s, strlen(s), NULL),
	    SM_BOARD_OK);
	assert_int_equal(b.ntiles, 13);
	/* Diacritics fold in CGP too. */
	s = "\xc8\x98\xc4\x83" "13/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
	assert_int_equal(sm_board_parse_cgp(&b, s, strlen(s), NULL),
	    SM_BOARD_OK);
	assert_int_equal(b.sq[0][0], L('S'));
	assert_int_equal(b.sq[0][1], L('A') | SM_BLANK);
}

static const char *example_text =
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n"
    ".....c.........\n"
    ".....O.........\n"
    ".....M.........\n"
    ".....ACASA.....\n"
    ".....N.STIRE...\n"
    ".....D.........\n"
    ".....A.........\n"
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n";

static void
test_text_round_trip(void **state)
{
	struct sm_board	b, c;
	char		buf[241], cgp[241];

	(void)state;
	assert_int_equal(sm_board_parse_text(&b, example_text,
	    strlen(example_text), NULL), SM_BOARD_OK);
	assert_int_equal(b.ntiles, 16);
	assert_int_equal(sm_board_format_text(&b, buf, sizeof buf), 240);
	assert_string_equal(buf, example_text);
	sm_board_format_cgp(&b, cgp, sizeof cgp);
	assert_string_equal(cgp, example_cgp);
	assert_int_equal(sm_board_parse_cgp(&c, cgp, strlen(cgp), NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &c);
}

static void
test_text_lenient(void **state)
{
	struct sm_board	ref, b;
	const char	*s;

	(void)state;
	assert_int_equal(sm_board_parse_cgp(&ref, example_cgp,
	    strlen(example_cgp), NULL), SM_BOARD_OK);
	/* Other empty marks, CRLF, diacritics, trailing blank lines. */
	s = "\n\r\n"
	    "               \r\n"
	    "---------------\r\n"
	    "_______________\r\n"
	    ". . . . . . . .\r\n"
	    ".....c.........\r\n"
	    ".....O.........\r\n"
	    ".....M.........\r\n"
	    ".....ACĂSA.....   \r\n"
	    ".....N.ȘTIRE...\r\n"
	    ".....D.........\r\n"
	    ".....Â.........\r\n"
	    "...............\r\n"
	    "...............\r\n"
	    "...............\r\n"
	    "...............\r\n"
	    "\r\n"
	    "   \n"
	    "\n";
	assert_int_equal(sm_board_parse_text(&b, s, strlen(s), NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &ref);

	/* No final newline, a BOM, a cedilla Ş, a circled blank. */
	s = "\xef\xbb\xbf"
	    "...............\n...............\n...............\n"
	    "...............\n.....ⓒ.........\n.....O.........\n"
	    ".....M.........\n.....ACASA.....\n.....N.ŞTIRE...\n"
	    ".....D.........\n.....A.........\n...............\n"
	    "...............\n...............\n...............";
	assert_int_equal(sm_board_parse_text(&b, s, strlen(s), NULL),
	    SM_BOARD_OK);
	assert_board_equal(&b, &ref);
}

static void
check_text_error(const char *s, enum sm_board_status st, int row,
    size_t offset)
{
	struct sm_board		b;
	struct sm_board_error	e = { -1, 9999 };

	sm_board_clear(&b);
	b.sq[0][0] = L('Z');
	b.ntiles = 1;
	assert_int_equal(sm_board_parse_text(&b, s, strlen(s), &e), st);
	assert_int_equal(e.row, row);
	assert_int_equal(e.offset, offset);
	assert_int_equal(b.sq[0][0], L('Z'));	/* untouched */
	assert_int_equal(b.ntiles, 1);
}

static void
test_text_errors(void **state)
{
	char	buf[400];
	size_t	n;

	(void)state;
	check_text_error("", SM_BOARD_EMPTY_INPUT, 0, 0);
	check_text_error("\n\n", SM_BOARD_EMPTY_INPUT, 0, 2);
	check_text_error(" \t\r\n   \n", SM_BOARD_EMPTY_INPUT, 0, 8);
	check_text_error("\n\n...............\n", SM_BOARD_ROW_COUNT, 0, 18);

	/* 14 rows. */
	n = strlen(example_text) - 16;
	memcpy(buf, example_text, n);
	buf[n] = '\0';
	check_text_error(buf, SM_BOARD_ROW_COUNT, 0, n);
	/* 16 rows. */
	memcpy(buf, example_text, 240);
	memcpy(buf + 240, "....A..........\n", 17);
	check_text_error(buf, SM_BOARD_ROW_COUNT, 0, 240);
	/* A short row 3. */
	memcpy(buf, example_text, 241);
	memmove(buf + 32 + 14, buf + 32 + 15, 241 - 47);
	check_text_error(buf, SM_BOARD_ROW_LENGTH, 3, 46);
	/* A long row 1. */
	memcpy(buf, "................\n", 17);
	memcpy(buf + 17, example_text + 16, 225);
	check_text_error(buf, SM_BOARD_ROW_LENGTH, 1, 15);
	/* A blank line inside the board. */
	memcpy(buf, example_text, 48);
	buf[48] = '\n';
	memcpy(buf + 49, example_text + 48, 193);
	check_text_error(buf, SM_BOARD_ROW_LENGTH, 4, 48);
	/* Bad characters. */
	memcpy(buf, example_text, 241);
	buf[16 * 4 + 2] = '#';
	check_text_error(buf, SM_BOARD_BAD_CHAR, 5, 66);
	buf[16 * 4 + 2] = '1';
	check_text_error(buf, SM_BOARD_BAD_CHAR, 5, 66);
	buf[16 * 4 + 2] = '\t';
	check_text_error(buf, SM_BOARD_BAD_CHAR, 5, 66);
	buf[16 * 4 + 2] = (char)0xc3;
	check_text_error(buf, SM_BOARD_BAD_CHAR, 5, 66);
	/* Two H tiles. */
	memcpy(buf, example_text, 241);
	buf[0] = 'H';
	buf[14] = 'H';
	check_text_error(buf, SM_BOARD_TOO_MANY_TILES, 1, 14);
	/* Three blanks. */
	buf[0] = 'x';
	buf[1] = 'x';
	buf[14] = 'x';
	check_text_error(buf, SM_BOARD_TOO_MANY_TILES, 1, 14);
}

static void
test_format_truncation(void **state)
{
	struct sm_board	b;
	char		buf[241];

	(void)state;
	sm_board_clear(&b);
	assert_int_equal(b.ntiles, 0);
	memset(buf, 'x', sizeof buf);
	assert_int_equal(sm_board_format_cgp(&b, buf, 5), 44);
	assert_string_equal(buf, "15/1");
	assert_int_equal(sm_board_format_cgp(&b, buf, 0), 44);
	assert_int_equal(buf[0], '1');
	assert_int_equal(sm_board_format_text(&b, buf, 18), 240);
	assert_string_equal(buf, "...............\n.");
	assert_int_equal(sm_board_format_text(&b, NULL, 0), 240);
}

static void
test_status_str(void **state)
{
	int	i, j;

	(void)state;
	for (i = SM_BOARD_OK; i <= SM_BOARD_EMPTY_INPUT; i++) {
		assert_non_null(sm_board_status_str((enum sm_board_status)i));
		for (j = SM_BOARD_OK; j < i; j++)
			assert_string_not_equal(
			    sm_board_status_str((enum sm_board_status)i),
			    sm_board_status_str((enum sm_board_status)j));
	}
	assert_non_null(strstr(sm_board_status_str(SM_BOARD_ROW_COUNT),
	    "15 rows"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_premiums),
		cmocka_unit_test(test_premium_census),
		cmocka_unit_test(test_coord_parse),
		cmocka_unit_test(test_coord_format),
		cmocka_unit_test(test_cgp_parse),
		cmocka_unit_test(test_cgp_whole_line),
		cmocka_unit_test(test_cgp_round_trip),
		cmocka_unit_test(test_cgp_errors),
		cmocka_unit_test(test_cgp_blank_counts),
		cmocka_unit_test(test_text_round_trip),
		cmocka_unit_test(test_text_lenient),
		cmocka_unit_test(test_text_errors),
		cmocka_unit_test(test_format_truncation),
		cmocka_unit_test(test_status_str),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
