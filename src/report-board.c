/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-board.c: the position of a duplicate round as text, for the round
 * announcements (report-board.h shows the layout).  Each square is a cell
 * three characters wide, the mark in the middle and room on either side
 * for the brackets that show the last move's word; the rows carry their
 * letter on both sides, the columns their number above and below, as on
 * the federation's diagrams.  The caller passes the result to the mail
 * templates as the "board" argument of the round.announce notice.
 */
#include "config.h"

#include <stdbool.h>
#include <string.h>

#include "report-board.h"
#include "util.h"

#define CELL	3			/* columns per square */
#define MARGIN	4			/* "  A " before the first square */
/* "  A " + 15 cells + "  A" (52 columns), a newline. */
#define LINE_MAX_LEN	(MARGIN + SM_DIM * CELL + 3 + 2)
#define NLINES		(SM_DIM + 2)

/* The mark of an empty square. */
static char
premium_mark(int row, int col)
{
	if (row == SM_CENTRE && col == SM_CENTRE)
		return '*';
	switch (sm_premium_at(row, col)) {
	case SM_PREM_TW:
		return '=';
	case SM_PREM_DW:
		return '-';
	case SM_PREM_TL:
		return '"';
	case SM_PREM_DL:
		return '\'';
	case SM_PREM_NONE:
		break;
	}
	return '.';
}

/* The mark of a tile: its letter, in lower case for a blank; '?' for a
 * code that is no letter. */
static char
tile_mark(uint8_t t)
{
	char	ch = sm_letter_to_ascii(SM_TILE_LETTER(t));

	if (SM_TILE_IS_BLANK(t) && ch != '?')
		ch = (char)(ch - 'A' + 'a');
	return ch;
}

/* Drop the blanks at the end of the line being written at *p (from
 * start); then end it with a newline. */
static void
end_line(char *start, char **p)
{
	while (*p > start && (*p)[-1] == ' ')
		(*p)--;
	*(*p)++ = '\n';
}

/* The column numbers, the last digit in the middle of each cell. */
static void
numbers_line(char **p)
{
	char	*start = *p;
	int	 col, n;

	memset(*p, ' ', MARGIN);
	*p += MARGIN;
	for (col = 0; col < SM_DIM; col++) {
		n = col + 1;
		(*p)[0] = n >= 10 ? (char)('0' + n / 10) : ' ';
		(*p)[1] = (char)('0' + n % 10);
		(*p)[2] = ' ';
		*p += CELL;
	}
	end_line(start, p);
}

char *
report_board_text(const struct sm_board *b, const struct sm_move *last)
{
	bool	 mark[SM_DIM][SM_DIM];
	char	*out = xmalloc(NLINES * LINE_MAX_LEN + 1), *p = out, *start;
	int	 row, col, i, r, c;
	uint8_t	 t;

	memset(mark, 0, sizeof mark);
	if (last != NULL) {
		for (i = 0; i < last->len && i < SM_MAX_WORD; i++) {
			r = last->at.row + (last->at.dir == SM_DOWN ? i : 0);
			c = last->at.col + (last->at.dir == SM_ACROSS ? i : 0);
			if (r >= 0 && r < SM_DIM && c >= 0 && c < SM_DIM)
				mark[r][c] = true;
		}
	}
	numbers_line(&p);
	for (row = 0; row < SM_DIM; row++) {
		start = p;
		*p++ = ' ';
		*p++ = ' ';
		*p++ = (char)('A' + row);
		*p++ = ' ';
		for (col = 0; col < SM_DIM; col++) {
			t = sm_board_at(b, row, col);
			p[0] = mark[row][col] ? '[' : ' ';
			p[1] = t == 0 ? premium_mark(row, col) : tile_mark(t);
			p[2] = mark[row][col] ? ']' : ' ';
			p += CELL;
		}
		*p++ = ' ';
		*p++ = ' ';
		*p++ = (char)('A' + row);
		end_line(start, &p);
	}
	numbers_line(&p);
	*p = '\0';
	return out;
}

char *
report_rack_text(const struct sm_rack *r)
{
	size_t	 n = 0, i;
	int	 letter, k;
	char	*out, *p;

	for (i = 0; i <= SM_NLETTERS; i++)
		n += r->counts[i];
	out = p = xmalloc(n * 2 + 1);
	for (letter = 1; letter <= SM_NLETTERS; letter++)
		for (k = 0; k < r->counts[letter]; k++) {
			if (p > out)
				*p++ = ' ';
			*p++ = sm_letter_to_ascii(letter);
		}
	for (k = 0; k < r->counts[SM_RACK_BLANK]; k++) {
		if (p > out)
			*p++ = ' ';
		*p++ = '?';
	}
	*p = '\0';
	return out;
}
