/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * wordlist.h: reading a word list (UTF-8 text, one word a line) into the
 * lexicon builder.  Shared by "scrabmail lexicon build" and by mklex, the
 * build machine's tool that makes the default lexicon, so that both keep
 * and drop exactly the same words.  Pure C, no I/O: the caller reads the
 * file and hands over its bytes.
 */
#ifndef SM_WORDLIST_H
#define SM_WORDLIST_H

#include <stddef.h>

#include "lexicon.h"

/* What the lines were. */
struct sm_wordlist_stats {
	size_t	lines;
	size_t	kept;
	size_t	empty;
	size_t	comments;
	size_t	too_short;
	size_t	too_long;
	size_t	not_letters;
	size_t	two_letter;	/* two-letter words dropped (two == -1) */
};

/* How two-letter words are taken. */
enum sm_wordlist_two {
	SM_WORDLIST_ALL = 0,	/* every length */
	SM_WORDLIST_NO_TWO = -1, /* two-letter words dropped (and counted) */
	SM_WORDLIST_ONLY_TWO = 2 /* every word line must be of two letters */
};

enum sm_wordlist_status {
	SM_WORDLIST_OK = 0,
	SM_WORDLIST_NOT_TWO,	/* ONLY_TWO: a word of another length */
	SM_WORDLIST_BUILDER	/* the builder refused (*lst says why) */
};

/* Add the words of text[0..len) to b: a UTF-8 byte order mark, blank
 * space around a word and CR LF ends are ignored, lines whose first
 * non-blank character is '#' are comments, words are folded to A-Z
 * (sm_fold_word) and kept when of 2 to 15 letters.  Counts into *s
 * (added to).  On SM_WORDLIST_NOT_TWO, *bad and *badlen are the
 * offending line's word (inside text) and s->lines its number; on
 * SM_WORDLIST_BUILDER, *lst is the builder's status. */
enum sm_wordlist_status sm_wordlist_add(struct sm_lexbuild *b,
    const char *text, size_t len, enum sm_wordlist_two two,
    struct sm_wordlist_stats *s, const char **bad, size_t *badlen,
    enum sm_lex_status *lst);

#endif
