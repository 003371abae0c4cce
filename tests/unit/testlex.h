/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * testlex.h: a header-only helper for the unit tests that need a small
 * lexicon in memory (test-rules.c, test-movegen.c, test-lexicon.c).  It
 * compiles a list of ASCII words with the engine's builder and loads the
 * image with sm_lexicon_init(), so no file and no tiles.c are involved
 * (letters are mapped here: 'A'..'Z' or 'a'..'z' to 1..26).
 *
 *	void *buf;
 *	struct sm_lexicon *lx = testlex_build(words, nwords, &buf);
 *	assert_non_null(lx);
 *	...
 *	testlex_free(lx, buf);
 *
 * testlex_build() returns a malloc'ed struct and stores the malloc'ed file
 * image (which the struct points into) in *buf; free both with
 * testlex_free() (or free() each).  NULL on any failure (a word that is not
 * 2..15 letters, no memory), with *buf set to NULL.
 */
#ifndef SM_TESTLEX_H
#define SM_TESTLEX_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"

static inline int
testlex_code(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 1;
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 1;
	return 0;
}

/* Word (ASCII letters) to codes; the number of letters or 0 if invalid. */
static inline size_t
testlex_encode(const char *w, uint8_t *out, size_t cap)
{
	size_t	i;

	for (i = 0; w[i] != '\0'; i++) {
		if (i >= cap || testlex_code((unsigned char)w[i]) == 0)
			return 0;
		out[i] = (uint8_t)testlex_code((unsigned char)w[i]);
	}
	return i;
}

static inline void
testlex_free(struct sm_lexicon *lx, void *buf)
{
	free(lx);
	free(buf);
}

static inline struct sm_lexicon *
testlex_build(const char *const *words, size_t n, void **buf)
{
	struct sm_lexbuild	*b;
	struct sm_lexicon	*lx = NULL;
	uint8_t			 w[32];
	size_t			 i, len, outlen;
	void			*out = NULL;

	*buf = NULL;
	if ((b = sm_lexbuild_new()) == NULL)
		return NULL;
	for (i = 0; i < n; i++) {
		len = testlex_encode(words[i], w, sizeof w);
		if (len == 0 || sm_lexbuild_add(b, w, len) != SM_LEX_OK)
			goto fail;
	}
	if (sm_lexbuild_finish(b, "testlex", 0, &out, &outlen, NULL) !=
	    SM_LEX_OK)
		goto fail;
	if ((lx = malloc(sizeof *lx)) == NULL)
		goto fail;
	if (sm_lexicon_init(lx, out, outlen) != SM_LEX_OK)
		goto fail;
	sm_lexbuild_free(b);
	*buf = out;
	return lx;
fail:
	sm_lexbuild_free(b);
	free(lx);
	free(out);
	return NULL;
}

#endif
