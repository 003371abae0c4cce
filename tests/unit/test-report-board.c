/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-board.c: the board diagram and the rack of the duplicate
 * contests' mails (src/report-board.c).  The worked positions of RULES.md
 * (H7 CASA, I8 STIRE, 6E C0OMANDA, H4 TRACASAI, K5 CAPRARUL, each judged
 * at the score RULES.md gives, and METALIC) are drawn move after move and
 * compared whole with tests/data/reply/board-worked.txt; then the
 * properties the mails rely on: every line starts with two spaces, is at
 * most 64 columns and ends without a blank; squares land where their
 * coordinates say; premiums, the centre, blanks and the last move's
 * brackets are right; a board read from CGP draws the same as one played.
 * SCRABMAIL_UPDATE_GOLDEN=1 rewrites the golden file instead of comparing.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <glib.h>

#include "report-board.h"
#include "rules.h"

/* Play move (Romanian notation) on b without a lexicon or a rack; it must
 * be legal and score want; *m gets it. */
static void
play(struct sm_board *b, const char *move, int want, struct sm_move *m)
{
	struct sm_judgement	j;

	if (sm_move_parse(m, move, strlen(move), NULL) != SM_NOTATION_OK)
		fail_msg("cannot parse %s", move);
	if (sm_judge(b, NULL, NULL, m, &j) != SM_LEGAL)
		fail_msg("%s: %s", move, sm_verdict_str(j.verdict));
	if (j.total != want)
		fail_msg("%s scores %d, not %d", move, j.total, want);
	sm_board_apply(b, &j);
}

/* The line of the diagram text that starts with prefix (g_free). */
static char *
line_of(const char *text, const char *prefix)
{
	char	**lines = g_strsplit(text, "\n", -1), *out = NULL;
	int	  i;

	for (i = 0; lines[i] != NULL && out == NULL; i++)
		if (g_str_has_prefix(lines[i], prefix))
			out = g_strdup(lines[i]);
	g_strfreev(lines);
	if (out == NULL)
		fail_msg("no line starts with '%s' in:\n%s", prefix, text);
	return out;
}

/* The character drawn for square "H8" etc. */
static char
drawn_at(const char *text, const char *square)
{
	struct sm_coord	 c;
	char		 prefix[8];
	char		*l;
	char		 ch;

	assert_true(sm_coord_parse(&c, square, strlen(square)));
	snprintf(prefix, sizeof prefix, "  %c ", 'A' + c.row);
	l = line_of(text, prefix);
	assert_true(strlen(l) > (size_t)(4 + 3 * c.col + 1));
	ch = l[4 + 3 * c.col + 1];
	g_free(l);
	return ch;
}

/* The cell of a square with its two sides, e.g. "[A]" or " = ". */
static char *
cell_at(const char *text, const char *square)
{
	struct sm_coord	 c;
	char		 prefix[8];
	char		*l, *cell;

	assert_true(sm_coord_parse(&c, square, strlen(square)));
	snprintf(prefix, sizeof prefix, "  %c ", 'A' + c.row);
	l = line_of(text, prefix);
	cell = g_strndup(l + 4 + 3 * c.col, 3);
	g_free(l);
	return cell;
}

/* The properties every diagram has. */
static void
assert_diagram_shape(const char *text)
{
	char	**lines;
	int	  i, n;

	assert_true(g_str_has_suffix(text, "\n"));
	lines = g_strsplit(text, "\n", -1);
	for (n = 0; lines[n] != NULL && lines[n][0] != '\0'; n++) {
		const char *l = lines[n];
		size_t len = strlen(l);

		if (strncmp(l, "  ", 2) != 0)
			fail_msg("line %d does not start with two spaces: '%s'",
			    n + 1, l);
		if (len > 64)
			fail_msg("line %d is %zu columns: '%s'", n + 1, len, l);
		if (l[len - 1] == ' ')
			fail_msg("line %d ends with a blank: '%s'", n + 1, l);
		for (i = 0; l[i] != '\0'; i++)
			if ((unsigned char)l[i] < 0x20 ||
			    (unsigned char)l[i] > 0x7e)
				fail_msg("line %d: not printable ASCII", n + 1);
	}
	assert_int_equal(n, 17);
	assert_null(lines[n + 1]);	/* nothing after the last newline */
	g_strfreev(lines);
}

static char *
golden_path(const char *name)
{
	const char	*src = getenv("srcdir");

	return g_strdup_printf("%s/tests/data/reply/%s",
	    src != NULL && *src != '\0' ? src : SM_SRC_TEMPLATES "/..", name);
}

static void
assert_golden(const char *name, const char *text)
{
	char	*path = golden_path(name), *want = NULL;
	gsize	 len;
	GError	*err = NULL;

	if (getenv("SCRABMAIL_UPDATE_GOLDEN") != NULL) {
		if (!g_file_set_contents(path, text, -1, &err))
			fail_msg("%s: %s", path, err->message);
	} else if (!g_file_get_contents(path, &want, &len, &err))
		fail_msg("%s: %s", path, err->message);
	else if (strlen(text) != len || memcmp(text, want, len) != 0) {
		char *got = g_strdup_printf("%s.got", name);

		g_file_set_contents(got, text, -1, NULL);
		fail_msg("%s differs from the golden file: diff -u %s %s",
		    name, path, got);
	}
	g_free(want);
	g_free(path);
}

static void
append_diagram(GString *g, const char *title, const struct sm_board *b,
    const struct sm_move *last)
{
	char	*d = report_board_text(b, last);

	assert_diagram_shape(d);
	g_string_append_printf(g, "%s\n%s\n", title, d);
	free(d);
}

static void
test_worked_positions(void **state)
{
	static const struct {
		const char	*move;
		int		 score;
	} seq[] = {
		{ "H7 CASA", 8 }, { "I8 STIRE", 13 }, { "6E C0OMANDA", 71 },
		{ "H4 TRACASAI", 11 }, { "K5 CAPRARUL", 86 },
	};
	struct sm_board	 b;
	struct sm_move	 m;
	GString		*g = g_string_new(NULL);
	char		*d, *title;
	size_t		 i;

	(void)state;
	sm_board_clear(&b);
	append_diagram(g, "empty board", &b, NULL);
	for (i = 0; i < sizeof seq / sizeof seq[0]; i++) {
		play(&b, seq[i].move, seq[i].score, &m);
		title = g_strdup_printf("after %s = %d", seq[i].move,
		    seq[i].score);
		append_diagram(g, title, &b, &m);
		g_free(title);
	}
	/* 001_...: METALIC on an empty board. */
	sm_board_clear(&b);
	play(&b, "H4 METALIC", 78, &m);
	append_diagram(g, "after H4 METALIC = 78", &b, &m);
	play(&b, "9C BUNURI", 24, &m);
	append_diagram(g, "after 9C BUNURI = 24", &b, &m);
	assert_golden("board-worked.txt", g->str);

	/* Spot checks that do not depend on the golden file. */
	d = report_board_text(&b, &m);
	assert_int_equal(drawn_at(d, "H4"), 'M');
	assert_int_equal(drawn_at(d, "H10"), 'C');
	assert_int_equal(drawn_at(d, "C9"), 'B');
	assert_int_equal(drawn_at(d, "H9"), 'I');	/* BUNURI's I */
	title = cell_at(d, "H9");			/* in BUNURI: marked */
	assert_string_equal(title, "[I]");
	g_free(title);
	title = cell_at(d, "H8");			/* not in BUNURI */
	assert_string_equal(title, " L ");
	g_free(title);
	title = cell_at(d, "G9");
	assert_string_equal(title, "[R]");
	g_free(title);
	title = cell_at(d, "I9");			/* below BUNURI */
	assert_string_equal(title, " ' ");
	g_free(title);
	free(d);
	g_string_free(g, TRUE);
}

static void
test_empty_board(void **state)
{
	struct sm_board	 b;
	char		*d, *l;

	(void)state;
	sm_board_clear(&b);
	d = report_board_text(&b, NULL);
	assert_diagram_shape(d);
	/* The column numbers above and below, the last digit over the
	 * middle of each cell. */
	assert_true(g_str_has_prefix(d, "     1  2  3  4  5  6  7  8  9 10 "
	    "11 12 13 14 15\n"));
	assert_true(g_str_has_suffix(d, "\n     1  2  3  4  5  6  7  8  9 10 "
	    "11 12 13 14 15\n"));
	l = line_of(d, "  A ");
	assert_string_equal(l, "  A  =  .  .  '  .  .  .  =  .  .  .  '  "
	    ".  .  =   A");
	g_free(l);
	l = line_of(d, "  B ");
	assert_string_equal(l, "  B  .  -  .  .  .  \"  .  .  .  \"  .  .  "
	    ".  -  .   B");
	g_free(l);
	l = line_of(d, "  H ");
	assert_string_equal(l, "  H  =  .  .  '  .  .  .  *  .  .  .  '  "
	    ".  .  =   H");
	g_free(l);
	/* Every square's premium, against the engine's layout. */
	for (int row = 0; row < SM_DIM; row++)
		for (int col = 0; col < SM_DIM; col++) {
			char sq[4], want = '.';

			snprintf(sq, sizeof sq, "%c%d", 'A' + row, col + 1);
			switch (sm_premium_at(row, col)) {
			case SM_PREM_TW: want = '='; break;
			case SM_PREM_DW: want = '-'; break;
			case SM_PREM_TL: want = '"'; break;
			case SM_PREM_DL: want = '\''; break;
			case SM_PREM_NONE: break;
			}
			if (row == SM_CENTRE && col == SM_CENTRE)
				want = '*';
			if (drawn_at(d, sq) != want)
				fail_msg("%s drawn '%c', want '%c'", sq,
				    drawn_at(d, sq), want);
		}
	free(d);
}

static void
test_cgp_and_marks(void **state)
{
	/* RULES.md after H7 CASA, I8 STIRE, 6E C0OMANDA (test-board.c's). */
	static const char *cgp =
	    "15/15/15/15/5c9/5O9/5M9/5ACASA5/5N1STIRE3/5D9/5A9/15/15/15/15";
	struct sm_board	 a, b;
	struct sm_move	 m;
	char		*da, *db, *c;

	(void)state;
	assert_int_equal(sm_board_parse_cgp(&a, cgp, strlen(cgp), NULL),
	    SM_BOARD_OK);
	sm_board_clear(&b);
	play(&b, "H7 CASA", 8, &m);
	play(&b, "I8 STIRE", 13, &m);
	play(&b, "6E C0OMANDA", 71, &m);
	da = report_board_text(&a, NULL);
	db = report_board_text(&b, NULL);
	assert_string_equal(da, db);
	free(db);
	/* The blank of C0OMANDA in lower case, a vertical last move
	 * bracketed down its column and nowhere else. */
	assert_int_equal(drawn_at(da, "E6"), 'c');
	assert_int_equal(drawn_at(da, "F6"), 'O');
	assert_null(strchr(da, '['));
	db = report_board_text(&a, &m);
	assert_diagram_shape(db);
	for (int row = 4; row <= 10; row++) {
		char sq[4];

		snprintf(sq, sizeof sq, "%c6", 'A' + row);
		c = cell_at(db, sq);
		assert_true(c[0] == '[' && c[2] == ']');
		g_free(c);
	}
	c = cell_at(db, "H7");
	assert_string_equal(c, " C ");
	g_free(c);
	c = cell_at(db, "B6");
	assert_string_equal(c, " \" ");
	g_free(c);
	/* Exactly seven bracketed cells. */
	{
		int n = 0;

		for (c = db; (c = strchr(c, '[')) != NULL; c++)
			n++;
		assert_int_equal(n, 7);
	}
	free(db);
	/* A last move that runs off the board: only its squares on the
	 * board are marked, nothing is written outside the diagram. */
	assert_true(sm_move_parse(&m, "O12 CASELE", 10, NULL) ==
	    SM_NOTATION_OK);
	db = report_board_text(&a, &m);
	assert_diagram_shape(db);
	c = cell_at(db, "O15");
	assert_string_equal(c, "[=]");
	g_free(c);
	c = cell_at(db, "O11");
	assert_string_equal(c, " . ");
	g_free(c);
	free(db);
	free(da);
}

static void
test_rack(void **state)
{
	struct sm_rack	 r;
	char		*s;

	(void)state;
	assert_int_equal(sm_rack_parse(&r, "STAIRE?", 7, NULL), SM_RACK_OK);
	s = report_rack_text(&r);
	assert_string_equal(s, "A E I R S T ?");
	free(s);
	/* Two blanks last, repeated letters, diacritics folded, eight
	 * letters (eliptic). */
	assert_int_equal(sm_rack_parse(&r, "?ză?AȘA", strlen("?ză?AȘA"), NULL),
	    SM_RACK_OK);
	s = report_rack_text(&r);
	assert_string_equal(s, "A A A S Z ? ?");
	free(s);
	assert_int_equal(sm_rack_parse(&r, "ZXVUTSRP", 8, NULL), SM_RACK_OK);
	s = report_rack_text(&r);
	assert_string_equal(s, "P R S T U V X Z");
	free(s);
	memset(&r, 0, sizeof r);
	s = report_rack_text(&r);
	assert_string_equal(s, "");
	free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_worked_positions),
		cmocka_unit_test(test_empty_board),
		cmocka_unit_test(test_cgp_and_marks),
		cmocka_unit_test(test_rack),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
