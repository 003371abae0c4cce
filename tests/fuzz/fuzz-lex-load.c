/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-lex-load.c: fuzz target for the lexicon loader.  Any bytes are
 * offered to sm_lexicon_init(); when accepted, every word of the DAWG is
 * walked (bounded) and looked up, which must stay inside the arc array.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned long walked;

static void
walk(const struct sm_lexicon *lx, uint32_t list, uint8_t *w, int depth)
{
	uint32_t i;

	if (list == 0 || depth >= 15 || walked > 100000)
		return;
	for (i = list; i < lx->narcs; i++) {
		uint32_t a = lx->arcs[i];

		walked++;
		w[depth] = (uint8_t)sm_arc_tile(a);
		if (sm_arc_accepts(a) && !sm_lexicon_contains(lx, w,
		    (size_t)depth + 1))
			abort();	/* a DAWG path that is no word */
		walk(lx, sm_arc_child(a), w, depth + 1);
		if (sm_arc_last(a))
			break;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sm_lexicon lx;
	uint8_t w[16];
	void *copy;

	/* The loader wants 4-byte alignment, as a mapping gives. */
	if ((copy = malloc(size > 0 ? size : 1)) == NULL)
		return 0;
	memcpy(copy, data, size);
	if (sm_lexicon_init(&lx, copy, size) == SM_LEX_OK) {
		walked = 0;
		walk(&lx, lx.dawg_root, w, 0);
		(void)sm_lexicon_find(&lx, lx.gaddag_root, 1);
	}
	free(copy);
	return 0;
}
