/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * board.c: the 15x15 board, its premium squares, Romanian coordinates
 * ("H8" across, "8H" down) and the two text forms boards come in: the
 * board part of a CGP line and a 15-line grid.  Both parsers check what a
 * person can get wrong (row length, number of rows, characters, more tiles
 * of a letter than the 100-tile set holds; a blank counts against the two
 * blanks, never against its letter) and say where, by row and byte offset.
 * The board is written only when the parse succeeds.
 * Pure C, no allocation, no I/O.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "board.h"
#include "tiles.h"

/*
 * The standard layout (RULES.md): 'T' 3W, 'D' 2W, 't' 3L, 'd' 2L.
 * Row A is the first string.
 */
static const char sm_premium_rows[SM_DIM][SM_DIM + 1] = {
	"T..d...T...d..T",	/* A */
	".D...t...t...D.",	/* B */
	"..D...d.d...D..",	/* C */
	"d..D...d...D..d",	/* D */
	"....D.....D....",	/* E */
	".t...t...t...t.",	/* F */
	"..d...d.d...d..",	/* G */
	"T..d...D...d..T",	/* H */
	"..d...d.d...d..",	/* I */
	".t...t...t...t.",	/* J */
	"....D.....D....",	/* K */
	"d..D...d...D..d",	/* L */
	"..D...d.d...D..",	/* M */
	".D...t...t...D.",	/* N */
	"T..d...T...d..T"	/* O */
};

void
sm_board_clear(struct sm_board *b)
{
	int	r, c;

	for (r = 0; r < SM_DIM; r++)
		for (c = 0; c < SM_DIM; c++)
			b->sq[r][c] = 0;
	b->ntiles = 0;
}

enum sm_premium
sm_premium_at(int row, int col)
{
	if (row < 0 || row >= SM_DIM || col < 0 || col >= SM_DIM)
		return SM_PREM_NONE;
	switch (sm_premium_rows[row][col]) {
	case 'T':
		return SM_PREM_TW;
	case 'D':
		return SM_PREM_DW;
	case 't':
		return SM_PREM_TL;
	case 'd':
		return SM_PREM_DL;
	default:
		return SM_PREM_NONE;
	}
}

int
sm_premium_letter_mult(int row, int col)
{
	switch (sm_premium_at(row, col)) {
	case SM_PREM_DL:
		return 2;
	case SM_PREM_TL:
		return 3;
	default:
		return 1;
	}
}

int
sm_premium_word_mult(int row, int col)
{
	switch (sm_premium_at(row, col)) {
	case SM_PREM_DW:
		return 2;
	case SM_PREM_TW:
		return 3;
	default:
		return 1;
	}
}

/* Tiles used so far while parsing, to check against the set. */
struct tally {
	int	counts[SM_NLETTERS + 1];	/* [0] blanks */
};

static void
tally_init(struct tally *t)
{
	int	i;

	for (i = 0; i <= SM_NLETTERS; i++)
		t->counts[i] = 0;
}

/* Count a tile; false when the set has no more of it. */
static bool
tally_add(struct tally *t, uint8_t tile)
{
	int	idx;

	idx = SM_TILE_IS_BLANK(tile) ? SM_RACK_BLANK : SM_TILE_LETTER(tile);
	if (t->counts[idx] >= sm_letter_count(idx))
		return false;
	t->counts[idx]++;
	return true;
}

static enum sm_board_status
board_fail(struct sm_board_error *err, enum sm_board_status st, int row,
    size_t offset)
{
	if (err != NULL) {
		err->row = row;
		err->offset = offset;
	}
	return st;
}

/* A tile from a folded character: uppercase a tile, lowercase a blank. */
static uint8_t
tile_from_fold(const struct sm_fold *f)
{
	uint8_t	t = (uint8_t)f->letter;

	if (f->lower)
		t |= SM_BLANK;
	return t;
}

/* White space around a CGP board and around a text board's lines. */
static bool
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

enum sm_board_status
sm_board_parse_cgp(struct sm_board *b, const char *s, size_t len,
    struct sm_board_error *err)
{
	struct sm_board	nb;
	struct tally	t;
	struct sm_fold	f;
	size_t		i = 0, end, start;
	int		row = 0, col = 0, n;
	uint8_t		tile;

	if (err != NULL) {
		err->row = 0;
		err->offset = 0;
	}
	if (s == NULL)
		return board_fail(err, SM_BOARD_EMPTY_INPUT, 0, 0);
	while (i < len && is_space(s[i]))
		i++;
	end = i;
	while (end < len && !is_space(s[end]))
		end++;
	if (end == i)
		return board_fail(err, SM_BOARD_EMPTY_INPUT, 0, i);

	sm_board_clear(&nb);
	tally_init(&t);
	while (i < end) {
		if (s[i] == '/') {
			if (col != SM_DIM)
				return board_fail(err, SM_BOARD_ROW_LENGTH,
				    row + 1, i);
			row++;
			col = 0;
			i++;
			if (row == SM_DIM) {
				/* One trailing '/' after the last row is fine. */
				if (i == end)
					break;
				return board_fail(err, SM_BOARD_ROW_COUNT, 0,
				    i);
			}
			continue;
		}
		if (s[i] >= '0' && s[i] <= '9') {
			start = i;
			if (s[i] == '0')
				return board_fail(err, SM_BOARD_BAD_CHAR,
				    row + 1, i);
			n = 0;
			while (i < end && s[i] >= '0' && s[i] <= '9') {
				if (n <= SM_DIM)
					n = n * 10 + (s[i] - '0');
				i++;
			}
			if (col + n > SM_DIM)
				return board_fail(err, SM_BOARD_ROW_LENGTH,
				    row + 1, start);
			col += n;
			continue;
		}
		sm_fold_char(s + i, end - i, &f);
		if (f.letter == 0 || f.circled)
			return board_fail(err, SM_BOARD_BAD_CHAR, row + 1, i);
		if (col >= SM_DIM)
			return board_fail(err, SM_BOARD_ROW_LENGTH, row + 1, i);
		tile = tile_from_fold(&f);
		if (!tally_add(&t, tile))
			return board_fail(err, SM_BOARD_TOO_MANY_TILES,
			    row + 1, i);
		nb.sq[row][col++] = tile;
		nb.ntiles++;
		i += f.nbytes;
	}
	if (row < SM_DIM) {
		if (col != 0 && col != SM_DIM)
			return board_fail(err, SM_BOARD_ROW_LENGTH, row + 1,
			    end);
		if (row + (col == SM_DIM) != SM_DIM)
			return board_fail(err, SM_BOARD_ROW_COUNT, 0, end);
	}
	*b = nb;
	return SM_BOARD_OK;
}

/* An empty line, give or take carriage returns. */
static bool
only_cr(const char *s, size_t n)
{
	size_t	k;

	for (k = 0; k < n; k++)
		if (s[k] != '\r')
			return false;
	return true;
}

/* A line of nothing but white space. */
static bool
only_space(const char *s, size_t n)
{
	size_t	k;

	for (k = 0; k < n; k++)
		if (!is_space(s[k]))
			return false;
	return true;
}

static bool
is_empty_square(char c)
{
	return c == '.' || c == ' ' || c == '-' || c == '_';
}

enum sm_board_status
sm_board_parse_text(struct sm_board *b, const char *s, size_t len,
    struct sm_board_error *err)
{
	struct sm_board	nb;
	struct tally	t;
	struct sm_fold	f;
	size_t		i = 0, eol;
	int		row = 0, col;
	uint8_t		tile;

	if (err != NULL) {
		err->row = 0;
		err->offset = 0;
	}
	if (s == NULL)
		return board_fail(err, SM_BOARD_EMPTY_INPUT, 0, 0);
	/* A UTF-8 byte order mark, as some editors write. */
	if (len >= 3 && (unsigned char)s[0] == 0xef &&
	    (unsigned char)s[1] == 0xbb && (unsigned char)s[2] == 0xbf)
		i = 3;

	for (eol = i; eol < len; eol++)
		if (!is_space(s[eol]))
			break;
	if (eol == len)
		return board_fail(err, SM_BOARD_EMPTY_INPUT, 0, len);

	sm_board_clear(&nb);
	tally_init(&t);
	while (i < len) {
		eol = i;
		while (eol < len && s[eol] != '\n')
			eol++;

		if (row == SM_DIM) {
			/* After the board only blank lines may follow. */
			if (!only_space(s + i, eol - i))
				return board_fail(err, SM_BOARD_ROW_COUNT, 0,
				    i);
			i = eol + 1;
			continue;
		}
		if (row == 0 && only_cr(s + i, eol - i)) {
			/* Empty lines before the board. */
			i = eol + 1;
			continue;
		}

		col = 0;
		while (i < eol) {
			if (s[i] == '\r') {
				i++;
				continue;
			}
			if (col == SM_DIM) {
				/* White space may trail the 15 squares. */
				if (s[i] == ' ' || s[i] == '\t') {
					i++;
					continue;
				}
				return board_fail(err, SM_BOARD_ROW_LENGTH,
				    row + 1, i);
			}
			if (is_empty_square(s[i])) {
				col++;
				i++;
				continue;
			}
			sm_fold_char(s + i, eol - i, &f);
			if (f.letter == 0)
				return board_fail(err, SM_BOARD_BAD_CHAR,
				    row + 1, i);
			tile = tile_from_fold(&f);
			if (f.circled)
				tile |= SM_BLANK;
			if (!tally_add(&t, tile))
				return board_fail(err, SM_BOARD_TOO_MANY_TILES,
				    row + 1, i);
			nb.sq[row][col++] = tile;
			nb.ntiles++;
			i += f.nbytes;
		}
		if (col != SM_DIM)
			return board_fail(err, SM_BOARD_ROW_LENGTH, row + 1,
			    eol);
		row++;
		i = eol + 1;
	}
	if (row != SM_DIM)
		return board_fail(err, SM_BOARD_ROW_COUNT, 0, len);
	*b = nb;
	return SM_BOARD_OK;
}

/* Append c at *n if it fits, always counting it. */
static void
put(char *buf, size_t cap, size_t *n, char c)
{
	if (*n + 1 < cap)
		buf[*n] = c;
	(*n)++;
}

static void
terminate(char *buf, size_t cap, size_t n)
{
	if (cap == 0)
		return;
	buf[n < cap ? n : cap - 1] = '\0';
}

static char
tile_char(uint8_t tile)
{
	char	c = sm_letter_to_ascii(SM_TILE_LETTER(tile));

	if (SM_TILE_IS_BLANK(tile) && c >= 'A' && c <= 'Z')
		c = (char)(c - 'A' + 'a');
	return c;
}

size_t
sm_board_format_cgp(const struct sm_board *b, char *buf, size_t cap)
{
	size_t	n = 0;
	int	r, c, run;

	for (r = 0; r < SM_DIM; r++) {
		if (r > 0)
			put(buf, cap, &n, '/');
		run = 0;
		for (c = 0; c <= SM_DIM; c++) {
			if (c < SM_DIM && b->sq[r][c] == 0) {
				run++;
				continue;
			}
			if (run >= 10)
				put(buf, cap, &n, (char)('0' + run / 10));
			if (run > 0)
				put(buf, cap, &n, (char)('0' + run % 10));
			run = 0;
			if (c < SM_DIM)
				put(buf, cap, &n, tile_char(b->sq[r][c]));
		}
	}
	terminate(buf, cap, n);
	return n;
}

size_t
sm_board_format_text(const struct sm_board *b, char *buf, size_t cap)
{
	size_t	n = 0;
	int	r, c;

	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			if (b->sq[r][c] == 0)
				put(buf, cap, &n, '.');
			else
				put(buf, cap, &n, tile_char(b->sq[r][c]));
		}
		put(buf, cap, &n, '\n');
	}
	terminate(buf, cap, n);
	return n;
}

const char *
sm_board_status_str(enum sm_board_status st)
{
	switch (st) {
	case SM_BOARD_OK:
		return "the board is valid";
	case SM_BOARD_BAD_CHAR:
		return "the board holds a character that is not a letter, "
		    "an empty square or a row separator";
	case SM_BOARD_ROW_LENGTH:
		return "a row of the board does not have 15 squares";
	case SM_BOARD_ROW_COUNT:
		return "the board does not have 15 rows";
	case SM_BOARD_TOO_MANY_TILES:
		return "the board holds more tiles of a letter (or more "
		    "blanks) than the 100-tile set has";
	case SM_BOARD_EMPTY_INPUT:
		return "no board was given";
	}
	return "unknown board error";
}

bool
sm_coord_parse(struct sm_coord *c, const char *s, size_t len)
{
	size_t	i = 0, nd;
	int	row = 0, col = 0;
	bool	across;

	if (s == NULL || len < 2 || len > 4)
		return false;
	if ((s[0] >= 'A' && s[0] <= 'O') || (s[0] >= 'a' && s[0] <= 'o')) {
		across = true;
		row = sm_letter_from_ascii((unsigned char)s[0]) - 1;
		i = 1;
	} else
		across = false;

	nd = 0;
	while (i < len && s[i] >= '0' && s[i] <= '9' && nd < 2) {
		col = col * 10 + (s[i] - '0');
		i++;
		nd++;
	}
	if (nd == 0 || col < 1 || col > SM_DIM)
		return false;

	if (!across) {
		if (i >= len || !((s[i] >= 'A' && s[i] <= 'O') ||
		    (s[i] >= 'a' && s[i] <= 'o')))
			return false;
		row = sm_letter_from_ascii((unsigned char)s[i]) - 1;
		i++;
	}
	if (i != len)
		return false;
	c->row = row;
	c->col = col - 1;
	c->dir = across ? SM_ACROSS : SM_DOWN;
	return true;
}

size_t
sm_coord_format(const struct sm_coord *c, char *buf, size_t cap)
{
	size_t	n = 0;
	char	rowc = '?';
	int	col = c->col + 1;

	if (c->row >= 0 && c->row < SM_DIM)
		rowc = (char)('A' + c->row);
	if (c->dir == SM_ACROSS)
		put(buf, cap, &n, rowc);
	if (col < 1 || col > SM_DIM)
		put(buf, cap, &n, '?');
	else {
		if (col >= 10)
			put(buf, cap, &n, (char)('0' + col / 10));
		put(buf, cap, &n, (char)('0' + col % 10));
	}
	if (c->dir != SM_ACROSS)
		put(buf, cap, &n, rowc);
	terminate(buf, cap, n);
	return n;
}
