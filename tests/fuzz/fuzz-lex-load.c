/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-lex-load.c: fuzz target for the lexicon loader.  Any bytes are
 * offered to sm_lexicon_init(); when accepted, every word of the DAWG is
 * walked (bounded) and looked up, which must stay inside the arc array.
 * The same bytes are offered again with the checksum field recomputed, so
 * that the fuzzer reaches the structural checks behind the checksum.
 * sm_lexicon_init_trusted() (the header's checks only) is offered them
 * too: it must read inside the buffer and accept what the whole check
 * accepts.  The tables behind the lists (the alphagram filter, the
 * anagram tables) are probed too.
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
	for (i = list + 1; i < lx->narcs; i++) {
		uint32_t a = lx->arcs[i];

		walked++;
		w[depth] = (uint8_t)sm_arc_tile(a);
		/* A file that passes the checks may still be nonsense (its
		 * checksum recomputed): only memory safety is asked here. */
		if (sm_arc_accepts(a))
			(void)sm_lexicon_contains(lx, w, (size_t)depth + 1);
		walk(lx, sm_arc_child(a), w, depth + 1);
		if (sm_arc_last(a))
			break;
	}
}

static void
try_load(const uint8_t *buf, size_t size)
{
	struct sm_lexicon lx;
	uint8_t w[16];

	/* The header's checks alone read inside the buffer too, and pass
	 * whatever the whole check passes (the lists are not walked on
	 * their word: that is for bytes checked before). */
	if (sm_lexicon_init_trusted(&lx, buf, size) != SM_LEX_OK &&
	    sm_lexicon_init(&lx, buf, size) == SM_LEX_OK)
		abort();
	if (sm_lexicon_init(&lx, buf, size) == SM_LEX_OK) {
		walked = 0;
		walk(&lx, lx.dawg_root, w, 0);
		(void)sm_lexicon_find(&lx, lx.gaddag_root, 1);
		/* the "below" masks (version 4): inside the file */
		(void)sm_lexicon_below(&lx, lx.gaddag_root);
		(void)sm_lexicon_below(&lx, lx.narcs - 1);
		/* the alphagram filter (version 5): its first and last
		 * blocks, inside the file */
		(void)sm_lexicon_maybe(&lx, 0);
		(void)sm_lexicon_maybe(&lx, UINT64_MAX);
		(void)sm_lexicon_ana7(&lx, 1);
		(void)sm_lexicon_ana8(&lx, 1);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t *copy;
	uint64_t sum;
	int i;

	/* The loader wants 4-byte alignment, as a mapping gives. */
	if ((copy = malloc(size > 0 ? size : 1)) == NULL)
		return 0;
	memcpy(copy, data, size);
	try_load(copy, size);
	if (size >= 128) {
		sum = sm_lexicon_checksum(copy, size);
		for (i = 0; i < 8; i++)
			copy[120 + i] = (uint8_t)(sum >> (8 * i));
		try_load(copy, size);
	}
	free(copy);
	return 0;
}
