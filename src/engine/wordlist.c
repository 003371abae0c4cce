/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * wordlist.c: a word list's lines into the lexicon builder.  See
 * wordlist.h.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#include "tiles.h"
#include "wordlist.h"

static bool
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	    c == '\f';
}

enum sm_wordlist_status
sm_wordlist_add(struct sm_lexbuild *b, const char *text, size_t len,
    enum sm_wordlist_two two, struct sm_wordlist_stats *s, const char **bad,
    size_t *badlen, enum sm_lex_status *lst)
{
	enum sm_fold_status	 fst;
	uint8_t			 word[SM_MAX_WORD];
	const char		*p = text, *end = text + len, *nl, *e;
	size_t			 n;

	if (len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
		p += 3;
	while (p < end) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		s->lines++;
		e = nl;
		while (p < e && is_blank(*p))
			p++;
		while (e > p && is_blank(e[-1]))
			e--;
		if (p == e)
			s->empty++;
		else if (*p == '#')
			s->comments++;
		else {
			fst = sm_fold_word(p, (size_t)(e - p), word,
			    sizeof word, &n);
			if (fst == SM_FOLD_TOO_LONG)
				s->too_long++;
			else if (fst == SM_FOLD_EMPTY)
				s->empty++;
			else if (fst != SM_FOLD_OK)
				s->not_letters++;
			else if (two == SM_WORDLIST_ONLY_TWO && n != 2) {
				*bad = p;
				*badlen = (size_t)(e - p);
				return SM_WORDLIST_NOT_TWO;
			} else if (n < 2)
				s->too_short++;
			else if (n == 2 && two == SM_WORDLIST_NO_TWO)
				s->two_letter++;
			else {
				*lst = sm_lexbuild_add(b, word, n);
				if (*lst != SM_LEX_OK)
					return SM_WORDLIST_BUILDER;
				s->kept++;
			}
		}
		p = nl + (nl < end);
	}
	return SM_WORDLIST_OK;
}
