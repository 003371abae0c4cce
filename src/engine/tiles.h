/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * tiles.h: the Romanian tile set and letter codes shared by every engine
 * module.  A letter is coded 1..26 (A..Z); 0 means "no tile" on a board and
 * "blank" in a rack.  A tile on the board is a letter code, with SM_BLANK set
 * when a blank (joker) stands for that letter.  This file also folds UTF-8
 * text (Romanian diacritics, case, circled letters) to those codes.
 * Pure C, no allocation, no I/O.
 */
#ifndef SM_TILES_H
#define SM_TILES_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#define SM_NLETTERS   26      /* letter codes are 1..SM_NLETTERS */
#define SM_BLANK      0x40    /* flag on a board tile: a blank standing for the letter */
#define SM_LETTER_MASK 0x1f
#define SM_TILE_LETTER(t) ((int)((t) & SM_LETTER_MASK))
#define SM_TILE_IS_BLANK(t) (((t) & SM_BLANK) != 0)
#define SM_RACK_BLANK 0       /* index of blanks in a rack's count array */
#define SM_MAX_WORD   15      /* longest word on a 15x15 board */
#define SM_RACK_MAX   8       /* eliptic duplicate draws 8 */
#define SM_PLAY_MAX   7       /* never more than 7 tiles in one move */
#define SM_BINGO_BONUS 50
#define SM_TOTAL_TILES 100

/* Letter 'A'..'Z' (ASCII, either case) to code 1..26; 0 for anything else. */
int sm_letter_from_ascii(int c);
/* Code 1..26 to uppercase ASCII; '?' for anything else. */
char sm_letter_to_ascii(int letter);

/* Face value of a letter code (1..26); 0 for K, Q, W, Y (no such tiles) and
 * for anything out of range. */
int sm_letter_value(int letter);
/* Value of a board tile: 0 when SM_BLANK is set, else the letter's value. */
int sm_tile_value(uint8_t tile);
/* How many tiles of the letter the 100-tile set holds (0 for K, Q, W, Y);
 * sm_letter_count(SM_RACK_BLANK) is the number of blanks (2). */
int sm_letter_count(int letter);
/* A E I O U.  (A blank counts as either; callers decide.) */
bool sm_letter_is_vowel(int letter);

/* What one UTF-8 character folds to. */
struct sm_fold {
	int	letter;		/* 1..26, or 0 when not a letter */
	bool	lower;		/* written in lower case (incl. ă, ș, ...) */
	bool	circled;	/* a Unicode circled letter (U+24B6..U+24E9) */
	size_t	nbytes;		/* bytes consumed, >= 1 unless len == 0 */
};

/* Decode the UTF-8 character at s (at most len bytes) and fold it:
 * A-Z/a-z, Ă Â Î Ș Ş Ț Ţ and their lower case, circled letters.  Invalid
 * UTF-8 consumes one byte and yields letter 0.  Never reads past len. */
void sm_fold_char(const char *s, size_t len, struct sm_fold *out);

enum sm_fold_status {
	SM_FOLD_OK = 0,
	SM_FOLD_NOT_LETTER,	/* a character that is not a letter after folding */
	SM_FOLD_TOO_LONG,	/* more letters than the output holds */
	SM_FOLD_EMPTY
};

/* Fold a whole UTF-8 word (no blanks notation, case ignored) to letter codes
 * in out[0..cap); *outlen gets the number of letters.  Stops at len bytes. */
enum sm_fold_status sm_fold_word(const char *s, size_t len, uint8_t *out,
    size_t cap, size_t *outlen);

/* Rack: counts per letter code, counts[SM_RACK_BLANK] = blanks. */
struct sm_rack {
	uint8_t	counts[SM_NLETTERS + 1];
	uint8_t	ntiles;
};

enum sm_rack_status {
	SM_RACK_OK = 0,
	SM_RACK_BAD_CHAR,	/* not a letter or '?' */
	SM_RACK_TOO_MANY	/* more than SM_RACK_MAX tiles */
};

/* Parse "CASAT?E": letters in any case, diacritics folded, '?' a blank.
 * Spaces are ignored.  On error *bad_offset (if not NULL) is the byte
 * offset of the offending character. */
enum sm_rack_status sm_rack_parse(struct sm_rack *rack, const char *s,
    size_t len, size_t *bad_offset);
/* Canonical text: letters in alphabetical order, blanks last as '?';
 * NUL-terminated, truncated to fit (cap >= SM_RACK_MAX + 1 is enough). */
void sm_rack_format(const struct sm_rack *rack, char *buf, size_t cap);

#endif
