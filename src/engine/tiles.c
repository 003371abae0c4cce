/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * tiles.c: the Romanian tile set (values and counts of the 100 tiles, as in
 * RULES.md), letter codes, and the folding of UTF-8 text to those codes.
 * Folding is where mail meets the engine: Romanian diacritics in both the
 * comma-below (Ș Ț) and the older cedilla (Ş Ţ) forms fold to S and T,
 * Ă Â to A, Î to I; a letter followed by Unicode combining marks (the
 * decomposed form some mailers send, "a" + U+0306) folds as one character;
 * circled letters are reported as such so that the notation can read them
 * as blanks.  The UTF-8 decoder is strict (no overlong forms, surrogates or
 * code points past U+10FFFF) and never reads past the length it is given.
 * Pure C, no allocation, no I/O.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "tiles.h"

/* Letter codes that diacritics fold to. */
#define L_A	1
#define L_I	9
#define L_S	19
#define L_T	20

/* Indexed by letter code; [0] is the blank. */
static const uint8_t sm_values[SM_NLETTERS + 1] = {
	0,				/* blank */
	1, 9, 1, 2, 1, 8, 9, 10, 1,	/* A B C D E F G H I */
	10, 0, 1, 4, 1, 1, 2, 0, 1,	/* J K L M N O P Q R */
	1, 1, 1, 8, 0, 10, 0, 10	/* S T U V W X Y Z */
};

static const uint8_t sm_counts[SM_NLETTERS + 1] = {
	2,				/* blank */
	11, 2, 5, 4, 9, 2, 2, 1, 10,	/* A B C D E F G H I */
	1, 0, 4, 3, 6, 5, 4, 0, 7,	/* J K L M N O P Q R */
	5, 7, 6, 2, 0, 1, 0, 1		/* S T U V W X Y Z */
};

int
sm_letter_from_ascii(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 1;
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 1;
	return 0;
}

char
sm_letter_to_ascii(int letter)
{
	if (letter < 1 || letter > SM_NLETTERS)
		return '?';
	return (char)('A' + letter - 1);
}

int
sm_letter_value(int letter)
{
	if (letter < 1 || letter > SM_NLETTERS)
		return 0;
	return sm_values[letter];
}

int
sm_tile_value(uint8_t tile)
{
	if (SM_TILE_IS_BLANK(tile))
		return 0;
	return sm_letter_value(SM_TILE_LETTER(tile));
}

int
sm_letter_count(int letter)
{
	if (letter < 0 || letter > SM_NLETTERS)
		return 0;
	return sm_counts[letter];
}

bool
sm_letter_is_vowel(int letter)
{
	switch (letter) {
	case 1:		/* A */
	case 5:		/* E */
	case 9:		/* I */
	case 15:	/* O */
	case 21:	/* U */
		return true;
	default:
		return false;
	}
}

/*
 * Decode one UTF-8 sequence at s (len >= 1 bytes).  Returns the number of
 * bytes (1..4) and the code point in *cp, or 0 when the sequence is invalid
 * or truncated.
 */
static size_t
utf8_decode(const unsigned char *s, size_t len, uint32_t *cp)
{
	uint32_t	c, min;
	size_t		n, i;

	c = s[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		c &= 0x1f;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		c &= 0x0f;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		c &= 0x07;
		min = 0x10000;
	} else
		return 0;	/* continuation byte, 0xc0, 0xc1, 0xf5.. */
	if (len < n)
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return n;
}

/* Fold a decoded code point; letter 0 when it is no letter we know. */
static void
fold_cp(uint32_t cp, struct sm_fold *out)
{
	out->letter = 0;
	out->lower = false;
	out->circled = false;

	if (cp >= 'A' && cp <= 'Z') {
		out->letter = (int)(cp - 'A') + 1;
		return;
	}
	if (cp >= 'a' && cp <= 'z') {
		out->letter = (int)(cp - 'a') + 1;
		out->lower = true;
		return;
	}
	if (cp >= 0x24b6 && cp <= 0x24cf) {		/* Ⓐ..Ⓩ */
		out->letter = (int)(cp - 0x24b6) + 1;
		out->circled = true;
		return;
	}
	if (cp >= 0x24d0 && cp <= 0x24e9) {		/* ⓐ..ⓩ */
		out->letter = (int)(cp - 0x24d0) + 1;
		out->circled = true;
		out->lower = true;
		return;
	}
	switch (cp) {
	case 0x0102:	/* Ă */
	case 0x00c2:	/* Â */
		out->letter = L_A;
		break;
	case 0x0103:	/* ă */
	case 0x00e2:	/* â */
		out->letter = L_A;
		out->lower = true;
		break;
	case 0x00ce:	/* Î */
		out->letter = L_I;
		break;
	case 0x00ee:	/* î */
		out->letter = L_I;
		out->lower = true;
		break;
	case 0x0218:	/* Ș (comma below) */
	case 0x015e:	/* Ş (cedilla) */
		out->letter = L_S;
		break;
	case 0x0219:	/* ș */
	case 0x015f:	/* ş */
		out->letter = L_S;
		out->lower = true;
		break;
	case 0x021a:	/* Ț (comma below) */
	case 0x0162:	/* Ţ (cedilla) */
		out->letter = L_T;
		break;
	case 0x021b:	/* ț */
	case 0x0163:	/* ţ */
		out->letter = L_T;
		out->lower = true;
		break;
	default:
		break;
	}
}

/* Bytes of combining diacritical marks (U+0300..U+036F) at s. */
static size_t
combining_marks(const unsigned char *s, size_t len)
{
	size_t	n = 0;

	while (len - n >= 2) {
		if (s[n] == 0xcc && s[n + 1] >= 0x80 && s[n + 1] <= 0xbf)
			n += 2;
		else if (s[n] == 0xcd && s[n + 1] >= 0x80 && s[n + 1] <= 0xaf)
			n += 2;
		else
			break;
	}
	return n;
}

void
sm_fold_char(const char *s, size_t len, struct sm_fold *out)
{
	const unsigned char	*u = (const unsigned char *)s;
	uint32_t		 cp;
	size_t			 n;

	out->letter = 0;
	out->lower = false;
	out->circled = false;
	out->nbytes = 0;
	if (s == NULL || len == 0)
		return;

	n = utf8_decode(u, len, &cp);
	if (n == 0) {
		out->nbytes = 1;
		return;
	}
	fold_cp(cp, out);
	if (out->letter != 0 && !out->circled)
		n += combining_marks(u + n, len - n);
	out->nbytes = n;
}

enum sm_fold_status
sm_fold_word(const char *s, size_t len, uint8_t *out, size_t cap,
    size_t *outlen)
{
	struct sm_fold	f;
	size_t		i = 0, n = 0;

	if (outlen != NULL)
		*outlen = 0;
	if (s == NULL || len == 0)
		return SM_FOLD_EMPTY;
	while (i < len) {
		sm_fold_char(s + i, len - i, &f);
		if (f.letter == 0)
			return SM_FOLD_NOT_LETTER;
		if (n >= cap)
			return SM_FOLD_TOO_LONG;
		out[n++] = (uint8_t)f.letter;
		if (outlen != NULL)
			*outlen = n;
		i += f.nbytes;
	}
	return SM_FOLD_OK;
}

enum sm_rack_status
sm_rack_parse(struct sm_rack *rack, const char *s, size_t len,
    size_t *bad_offset)
{
	struct sm_rack	r;
	struct sm_fold	f;
	size_t		i = 0;
	int		code;

	for (code = 0; code <= SM_NLETTERS; code++)
		r.counts[code] = 0;
	r.ntiles = 0;

	while (s != NULL && i < len) {
		if (s[i] == ' ' || s[i] == '\t') {
			i++;
			continue;
		}
		if (s[i] == '?') {
			code = SM_RACK_BLANK;
			f.nbytes = 1;
		} else {
			sm_fold_char(s + i, len - i, &f);
			/* No K, Q, W, Y tiles: they cannot be on a rack. */
			if (f.letter == 0 || f.circled ||
			    sm_letter_count(f.letter) == 0) {
				if (bad_offset != NULL)
					*bad_offset = i;
				return SM_RACK_BAD_CHAR;
			}
			code = f.letter;
		}
		if (r.ntiles >= SM_RACK_MAX) {
			if (bad_offset != NULL)
				*bad_offset = i;
			return SM_RACK_TOO_MANY;
		}
		r.counts[code]++;
		r.ntiles++;
		i += f.nbytes;
	}
	*rack = r;
	return SM_RACK_OK;
}

void
sm_rack_format(const struct sm_rack *rack, char *buf, size_t cap)
{
	size_t	n = 0;
	int	code, k;

	if (cap == 0)
		return;
	for (code = 1; code <= SM_NLETTERS + 1; code++) {
		int	idx = code <= SM_NLETTERS ? code : SM_RACK_BLANK;
		char	c = code <= SM_NLETTERS ? sm_letter_to_ascii(code) : '?';

		for (k = 0; k < rack->counts[idx]; k++) {
			if (n + 1 >= cap)
				goto done;
			buf[n++] = c;
		}
	}
done:
	buf[n] = '\0';
}
