/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * board.h: the 15x15 board, its premium squares, coordinates, and the two
 * text forms a board arrives in: the board part of a CGP line and a 15-line
 * text grid.  Rows are A..O (index 0..14) top to bottom, columns 1..15
 * (index 0..14) left to right; the centre is H8 (7,7).
 * Pure C, no allocation, no I/O.
 */
#ifndef SM_BOARD_H
#define SM_BOARD_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "tiles.h"

#define SM_DIM     15
#define SM_CENTRE  7

enum sm_dir { SM_ACROSS = 0, SM_DOWN = 1 };

enum sm_premium {
	SM_PREM_NONE = 0,
	SM_PREM_DL,	/* 2L: double letter */
	SM_PREM_TL,	/* 3L */
	SM_PREM_DW,	/* 2W: double word (the centre is one) */
	SM_PREM_TW	/* 3W */
};

struct sm_board {
	uint8_t	sq[SM_DIM][SM_DIM];	/* 0 empty, else a tile (tiles.h) */
	int	ntiles;			/* tiles on the board */
};

/* Empty the board. */
void sm_board_clear(struct sm_board *b);
enum sm_premium sm_premium_at(int row, int col);
/* Letter multiplier (1, 2, 3) and word multiplier (1, 2, 3) of a square. */
int sm_premium_letter_mult(int row, int col);
int sm_premium_word_mult(int row, int col);

static inline uint8_t
sm_board_at(const struct sm_board *b, int row, int col)
{
	if (row < 0 || row >= SM_DIM || col < 0 || col >= SM_DIM)
		return 0;
	return b->sq[row][col];
}

enum sm_board_status {
	SM_BOARD_OK = 0,
	SM_BOARD_BAD_CHAR,	/* a character that is no tile, digit or '/' */
	SM_BOARD_ROW_LENGTH,	/* a row that is not 15 squares */
	SM_BOARD_ROW_COUNT,	/* not 15 rows */
	SM_BOARD_TOO_MANY_TILES,/* more tiles of a letter or blanks than the set holds */
	SM_BOARD_EMPTY_INPUT
};

/* Where a board parse failed: 1-based row (0 if not row-specific) and the
 * byte offset in the input. */
struct sm_board_error {
	int	row;
	size_t	offset;
};

/* Parse the board part of a CGP line ("15/15/.../4CASA7/..."): rows top to
 * bottom separated by '/', decimal runs of empty squares, uppercase letters
 * for tiles, lowercase for blanks.  A whole CGP line is accepted: parsing
 * stops at the first space or tab.  err may be NULL. */
enum sm_board_status sm_board_parse_cgp(struct sm_board *b, const char *s,
    size_t len, struct sm_board_error *err);
/* Parse 15 lines of 15 squares: '.' (or ' ', '-', '_') empty, uppercase a
 * tile, lowercase a blank; diacritics fold; '\r' ignored; blank lines at the
 * end ignored. */
enum sm_board_status sm_board_parse_text(struct sm_board *b, const char *s,
    size_t len, struct sm_board_error *err);
/* Write the CGP board part, NUL-terminated.  Returns the length it needs
 * (excluding NUL), as snprintf does; 15*16 + 1 bytes always suffice. */
size_t sm_board_format_cgp(const struct sm_board *b, char *buf, size_t cap);
/* Write 15 lines of 15 characters each followed by '\n'; needs 241 bytes. */
size_t sm_board_format_text(const struct sm_board *b, char *buf, size_t cap);
const char *sm_board_status_str(enum sm_board_status st);

/* Coordinates in Romanian notation: "H8" is a horizontal (ACROSS) move
 * starting at row H, column 8; "8H" a vertical (DOWN) one.  Any case. */
struct sm_coord {
	int		row;	/* 0..14 */
	int		col;	/* 0..14 */
	enum sm_dir	dir;
};

/* Parse a coordinate; false when s is not one.  Whitespace not allowed. */
bool sm_coord_parse(struct sm_coord *c, const char *s, size_t len);
/* Format as "H8" or "8H"; needs 4 bytes.  Returns the length. */
size_t sm_coord_format(const struct sm_coord *c, char *buf, size_t cap);

#endif
