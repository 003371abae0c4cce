/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * notation.c: reading a move as players write it in mail and writing it
 * back in one canonical form.  Reading is lenient where people differ and
 * strict where a guess could change the move:
 *
 *	H8 CASA   8h casa   H8:CASA   H8 - CASA   (coordinate, then the word)
 *	C0OMANDA  (c)OMANDA  [C]OMANDA  ⓒOMANDA  cOMANDA   (a blank C)
 *	A©UM      (the seed's own example: © is a circled C; ® a circled R)
 *
 * A lower-case letter is a blank only when the word has an upper-case
 * letter that is not itself marked as a blank ("CAsA": the S; "casa": no
 * blank; "aC0um": only the C).  Whitespace is spaces, tabs, line ends and
 * the no-break space mailers like to insert.  Errors carry the byte offset
 * of what is wrong.  Writing gives "H8 CASA" / "8H cOMANDA": upper case,
 * a blank as its lower-case letter.
 * Pure C, no allocation, no I/O.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "notation.h"

/* Length of the white space at s[i], 0 when there is none. */
static size_t
space_at(const char *s, size_t len, size_t i)
{
	if (i >= len)
		return 0;
	switch (s[i]) {
	case ' ':
	case '\t':
	case '\r':
	case '\n':
		return 1;
	default:
		break;
	}
	/* U+00A0 NO-BREAK SPACE */
	if (i + 1 < len && (unsigned char)s[i] == 0xc2 &&
	    (unsigned char)s[i + 1] == 0xa0)
		return 2;
	return 0;
}

static size_t
skip_space(const char *s, size_t len, size_t i)
{
	size_t	n;

	while ((n = space_at(s, len, i)) != 0)
		i += n;
	return i;
}

static enum sm_notation_status
fail(size_t *bad_offset, enum sm_notation_status st, size_t offset)
{
	if (bad_offset != NULL)
		*bad_offset = offset;
	return st;
}

/* One letter of the word as read, before blanks are decided. */
struct letter_in {
	uint8_t	letter;
	bool	lower;
	bool	marked;		/* C0, (c), [c] or circled */
};

enum sm_notation_status
sm_move_parse(struct sm_move *m, const char *s, size_t len,
    size_t *bad_offset)
{
	struct letter_in	in[SM_MAX_WORD];
	struct sm_fold		f;
	struct sm_coord		at;
	size_t			i, start, n = 0, k;
	bool			has_upper = false;
	char			close;

	if (bad_offset != NULL)
		*bad_offset = 0;
	m->at.row = 0;
	m->at.col = 0;
	m->at.dir = SM_ACROSS;
	m->len = 0;
	if (s == NULL)
		return fail(bad_offset, SM_NOTATION_NO_COORD, 0);

	/* The coordinate: up to white space, ':' or '-'. */
	i = skip_space(s, len, 0);
	start = i;
	while (i < len && space_at(s, len, i) == 0 && s[i] != ':' &&
	    s[i] != '-')
		i++;
	if (!sm_coord_parse(&at, s + start, i - start))
		return fail(bad_offset, SM_NOTATION_NO_COORD, start);

	/* Separator: white space, or ':' / '-' with optional white space. */
	i = skip_space(s, len, i);
	if (i < len && (s[i] == ':' || s[i] == '-'))
		i = skip_space(s, len, i + 1);
	if (i >= len)
		return fail(bad_offset, SM_NOTATION_NO_WORD, i);

	/* The word, up to white space. */
	while (i < len && space_at(s, len, i) == 0) {
		if (n == SM_MAX_WORD)
			return fail(bad_offset, SM_NOTATION_TOO_LONG, i);
		if (s[i] == '(' || s[i] == '[') {
			close = s[i] == '(' ? ')' : ']';
			sm_fold_char(s + i + 1, len - i - 1, &f);
			if (f.letter == 0 || f.circled ||
			    i + 1 + f.nbytes >= len ||
			    s[i + 1 + f.nbytes] != close)
				return fail(bad_offset, SM_NOTATION_BAD_BLANK,
				    i);
			in[n].letter = (uint8_t)f.letter;
			in[n].lower = f.lower;
			in[n].marked = true;
			n++;
			i += f.nbytes + 2;
			continue;
		}
		if (s[i] == '0')
			return fail(bad_offset, SM_NOTATION_BAD_BLANK, i);
		if (i + 1 < len && (unsigned char)s[i] == 0xc2 &&
		    ((unsigned char)s[i + 1] == 0xa9 ||
		    (unsigned char)s[i + 1] == 0xae)) {
			/* U+00A9 (C) and U+00AE (R): the circled C of the
			 * seed's "A(C)UM" and the circled R; word processors
			 * make them of "(c)" and "(r)". */
			in[n].letter = (uint8_t)sm_letter_from_ascii(
			    (unsigned char)s[i + 1] == 0xa9 ? 'C' : 'R');
			in[n].lower = false;
			in[n].marked = true;
			n++;
			i += 2;
			continue;
		}
		sm_fold_char(s + i, len - i, &f);
		if (f.letter == 0)
			return fail(bad_offset, SM_NOTATION_BAD_CHAR, i);
		in[n].letter = (uint8_t)f.letter;
		in[n].lower = f.lower;
		in[n].marked = f.circled;
		i += f.nbytes;
		if (!f.circled && i < len && s[i] == '0') {
			in[n].marked = true;
			i++;
		}
		if (!in[n].marked && !in[n].lower)
			has_upper = true;
		n++;
	}

	i = skip_space(s, len, i);
	if (i < len)
		return fail(bad_offset, SM_NOTATION_TRAILING, i);

	m->at = at;
	for (k = 0; k < n; k++) {
		m->word[k] = in[k].letter;
		if (in[k].marked || (has_upper && in[k].lower))
			m->word[k] |= SM_BLANK;
	}
	m->len = (uint8_t)n;
	return SM_NOTATION_OK;
}

size_t
sm_word_format(const uint8_t *tiles, size_t n, char *buf, size_t cap)
{
	size_t	k;
	char	c;

	for (k = 0; k < n; k++) {
		c = sm_letter_to_ascii(SM_TILE_LETTER(tiles[k]));
		if (SM_TILE_IS_BLANK(tiles[k]) && c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (k + 1 < cap)
			buf[k] = c;
	}
	if (cap > 0)
		buf[n < cap ? n : cap - 1] = '\0';
	return n;
}

void
sm_move_format_parts(const struct sm_move *m, char *cbuf, size_t ccap,
    char *wbuf, size_t wcap)
{
	size_t	n = m->len;

	if (n > SM_MAX_WORD)
		n = SM_MAX_WORD;
	sm_coord_format(&m->at, cbuf, ccap);
	sm_word_format(m->word, n, wbuf, wcap);
}

size_t
sm_move_format(const struct sm_move *m, char *buf, size_t cap)
{
	char	cbuf[8], wbuf[SM_MAX_WORD + 1];
	size_t	n = 0, k;

	sm_move_format_parts(m, cbuf, sizeof cbuf, wbuf, sizeof wbuf);
	for (k = 0; cbuf[k] != '\0'; k++, n++)
		if (n + 1 < cap)
			buf[n] = cbuf[k];
	if (n + 1 < cap)
		buf[n] = ' ';
	n++;
	for (k = 0; wbuf[k] != '\0'; k++, n++)
		if (n + 1 < cap)
			buf[n] = wbuf[k];
	if (cap > 0)
		buf[n < cap ? n : cap - 1] = '\0';
	return n;
}

const char *
sm_notation_status_str(enum sm_notation_status st)
{
	switch (st) {
	case SM_NOTATION_OK:
		return "the move is well written";
	case SM_NOTATION_NO_COORD:
		return "a move must begin with a coordinate such as H8 "
		    "(across) or 8H (down)";
	case SM_NOTATION_NO_WORD:
		return "the coordinate is not followed by a word";
	case SM_NOTATION_BAD_CHAR:
		return "the word holds a character that is not a letter";
	case SM_NOTATION_BAD_BLANK:
		return "a blank is badly marked: write the letter followed "
		    "by 0 (C0), or (c), or [c]";
	case SM_NOTATION_TOO_LONG:
		return "the word is longer than 15 letters";
	case SM_NOTATION_TRAILING:
		return "there is something after the word";
	}
	return "unknown notation error";
}
