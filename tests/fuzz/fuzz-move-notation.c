/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-move-notation.c: fuzz target for the move notation reader and the
 * judge: any bytes parsed as a move, written back, parsed again (the
 * canonical form must read back to the same move, except for a word made
 * only of blanks, whose all-lower-case form reads as plain letters by
 * design), then judged on a small fixed board without a lexicon.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char cgp[] =
	    "15/15/15/15/15/15/15/6CASA5/7STIRE3/15/15/15/15/15/15";
	struct sm_board b;
	struct sm_move m, m2;
	struct sm_judgement j;
	char text[64], why[512];
	size_t off, n, i, nblank = 0;

	if (sm_move_parse(&m, (const char *)data, size, &off) !=
	    SM_NOTATION_OK) {
		if (off > size)
			abort();
		return 0;
	}
	for (i = 0; i < m.len; i++)
		nblank += SM_TILE_IS_BLANK(m.word[i]);
	n = sm_move_format(&m, text, sizeof text);
	if (n >= sizeof text)
		abort();
	if (nblank < m.len && (sm_move_parse(&m2, text, n, &off) !=
	    SM_NOTATION_OK ||
	    m2.len != m.len || memcmp(m2.word, m.word, m.len) != 0 ||
	    m2.at.row != m.at.row || m2.at.col != m.at.col ||
	    m2.at.dir != m.at.dir))
		abort();	/* the canonical form must read back */
	if (sm_board_parse_cgp(&b, cgp, sizeof cgp - 1, NULL) != SM_BOARD_OK)
		abort();
	sm_judge(&b, NULL, NULL, &m, &j);
	sm_judgement_explain(&j, why, sizeof why);
	return 0;
}
