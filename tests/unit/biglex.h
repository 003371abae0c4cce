/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * biglex.h: the default lexicon for the tests that play whole games on it
 * (test-movegen, test-dup, test-free, test-gcg): read from
 * $SCRABMAIL_LEXICON by the group set-up setup_big (freed by teardown_big);
 * a test that needs it starts with NEED_BIG(), which skips it when the
 * variable is not set.  Included once per test program.
 */
#ifndef SM_TEST_BIGLEX_H
#define SM_TEST_BIGLEX_H

#include <stdio.h>
#include <stdlib.h>

#include "lexicon.h"

static void *lexbuf;
static struct sm_lexicon biglx;
static int havebig;

static int
setup_big(void **state)
{
	const char	*path = getenv("SCRABMAIL_LEXICON");
	FILE		*f;
	long		 len;

	(void)state;
	if (path == NULL || (f = fopen(path, "rb")) == NULL)
		return 0;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) > 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (lexbuf = malloc((size_t)len)) &&
	    fread(lexbuf, 1, (size_t)len, f) == (size_t)len &&
	    sm_lexicon_init(&biglx, lexbuf, (size_t)len) == SM_LEX_OK)
		havebig = 1;
	fclose(f);
	return 0;
}

static int
teardown_big(void **state)
{
	(void)state;
	free(lexbuf);
	return 0;
}

#define NEED_BIG() do {							\
	if (!havebig) {							\
		print_message("SCRABMAIL_LEXICON not set: skipped\n");	\
		skip();							\
	}								\
} while (0)

#endif
