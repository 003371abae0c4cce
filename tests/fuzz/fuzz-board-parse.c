/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-board-parse.c: fuzz target for the two board readers.  Any bytes
 * are read as a CGP board and as a text board; a board read must write
 * back and read again to the same squares.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
round_trip(const struct sm_board *b)
{
	struct sm_board b2;
	char buf[SM_DIM * (SM_DIM + 1) + 1];
	size_t n;

	n = sm_board_format_cgp(b, buf, sizeof buf);
	if (n >= sizeof buf ||
	    sm_board_parse_cgp(&b2, buf, n, NULL) != SM_BOARD_OK ||
	    memcmp(b->sq, b2.sq, sizeof b->sq) != 0 || b->ntiles != b2.ntiles)
		abort();
	n = sm_board_format_text(b, buf, sizeof buf);
	if (n >= sizeof buf ||
	    sm_board_parse_text(&b2, buf, n, NULL) != SM_BOARD_OK ||
	    memcmp(b->sq, b2.sq, sizeof b->sq) != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sm_board b;
	struct sm_board_error e;

	if (sm_board_parse_cgp(&b, (const char *)data, size, &e) ==
	    SM_BOARD_OK)
		round_trip(&b);
	if (sm_board_parse_text(&b, (const char *)data, size, &e) ==
	    SM_BOARD_OK)
		round_trip(&b);
	return 0;
}
