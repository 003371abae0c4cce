/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * notation.h: a move as players write it ("H8 CASA", "8H C0OMANDA") and as
 * scrabmail writes it back.  The word is the whole main word, tiles already
 * on the board included.  On input a blank may be written as the letter
 * followed by 0 ("C0"), in lower case inside an otherwise upper-case word,
 * as "(c)" or "[c]", or as a Unicode circled letter (also © and ®, the
 * circled C and R: the seeds write "A©UM"); a word written all in
 * lower case is read as plain letters (people type "h8 casa").  Diacritics
 * fold (Ă Â -> A, Î -> I, Ș Ş -> S, Ț Ţ -> T).  On output a blank is the
 * lower-case letter: "6E cOMANDA".
 * Pure C, no allocation, no I/O.
 */
#ifndef SM_NOTATION_H
#define SM_NOTATION_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"

/* A placement as written: start square and direction of the main word and
 * the word's tiles (letter codes, SM_BLANK set for blanks as marked). */
struct sm_move {
	struct sm_coord	at;
	uint8_t		len;
	uint8_t		word[SM_MAX_WORD];
};

enum sm_notation_status {
	SM_NOTATION_OK = 0,
	SM_NOTATION_NO_COORD,	/* first token is not H8 / 8H */
	SM_NOTATION_NO_WORD,	/* coordinate without a word */
	SM_NOTATION_BAD_CHAR,	/* a character in the word that is no letter */
	SM_NOTATION_BAD_BLANK,	/* "(", "[" or "0" not forming a blank mark */
	SM_NOTATION_TOO_LONG,	/* word longer than 15 letters */
	SM_NOTATION_TRAILING	/* something after the word */
};

/* Parse "H8 CASA" (one or more spaces/tabs between, surrounding whitespace
 * ignored; "H8:CASA" and "H8-CASA" also accepted).  On error *bad_offset
 * (if not NULL) is the byte offset of the problem. */
enum sm_notation_status sm_move_parse(struct sm_move *m, const char *s,
    size_t len, size_t *bad_offset);
/* "H8\tCASA" style pieces: coordinate into cbuf (>= 4 bytes), word into
 * wbuf (>= 16 bytes), blanks lower case.  NUL-terminated. */
void sm_move_format_parts(const struct sm_move *m, char *cbuf, size_t ccap,
    char *wbuf, size_t wcap);
/* Whole move "H8 CASA" into buf (>= 20 bytes). Returns the length. */
size_t sm_move_format(const struct sm_move *m, char *buf, size_t cap);
/* Word tiles as text, blanks lower case; buf >= 16 bytes. */
size_t sm_word_format(const uint8_t *tiles, size_t n, char *buf, size_t cap);
const char *sm_notation_status_str(enum sm_notation_status st);

#endif
