/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * gcg.h: a free game's record (free.h's struct sm_free_log) written as a
 * GCG file, the format Quackle, Macondo and cross-tables load (John
 * Chew's specification at poslfit.com).  What is written:
 *
 *   #character-encoding UTF-8
 *   #tile-distribution romanian        the Romanian tile set (readers
 *                                      otherwise assume English tiles)
 *   #lexicon NAME                      when the caller names it
 *   #player1 nick Full Name            (two players: see below)
 *   >nick: RACK 8H CA.A +8 8           a move: the rack before it, the
 *                                      GCG coordinate, the main word with
 *                                      '.' for each tile already on the
 *                                      board, blanks in lower case
 *   >nick: RACK -TILES +0 30           an exchange
 *   >nick: RACK - +0 30                a pass
 *   >nick: (TILES) +9 120              end: the others' tiles gained
 *   >nick: RACK (RACK) -9 101          end: own tiles lost
 *   #note nick resigns                 a resignation, or "loses on time":
 *   >nick: RACK (time) -0 101          GCG has no resignation event, so
 *                                      the note says what happened and a
 *                                      time penalty of 0, which readers
 *                                      (Macondo, Quackle) take as the end
 *                                      of the game, closes it; the scores
 *                                      are unchanged, so a reader that
 *                                      ranks by score alone may name the
 *                                      loser the winner: the note rules.
 *
 * Only games of two players are written: GCG defines #player1 and
 * #player2 only, and the readers refuse a third (games of 3 to 8 players,
 * the free game of 4 and liber mărunțel, are not offered as GCG;
 * sm_gcg_supported() says which).
 *
 * Coordinates: GCG numbers the rows 1-15 top to bottom and letters the
 * columns A-O left to right, and writes an across move row first ("8H")
 * and a down move column first ("H8").  Romanian notation letters the rows
 * and numbers the columns, across row first ("H8") and down column first
 * ("8H").  So the Romanian across H4 (row H, column 4) is GCG's 8D, and
 * the Romanian down 6E (column 6, row E) is GCG's F5.
 *
 * Pure C (libc only), no I/O, no globals, no allocation.
 */
#ifndef SM_GCG_H
#define SM_GCG_H

#include <stddef.h>
#include <stdbool.h>

#include "board.h"
#include "free.h"

/* The GCG form of a coordinate: "8H" across, "H8" down; NUL-terminated in
 * buf (4 bytes suffice).  Returns the length. */
size_t sm_gcg_coord_format(const struct sm_coord *c, char *buf, size_t cap);
/* Read a GCG coordinate (either case); false when s is not one. */
bool sm_gcg_coord_parse(struct sm_coord *c, const char *s, size_t len);

/* Whether the record can be written as GCG: two players. */
bool sm_gcg_supported(const struct sm_free_log *log);

/* What the record does not hold: the lexicon's name (the "#lexicon" line;
 * NULL or "" for none), and the seat whose resignation was in fact a loss
 * on time (timeouts), or -1. */
struct sm_gcg_info {
	const char	*lexicon;
	int		 time_loss;
};

/* Write the whole record as GCG text into buf, NUL-terminated (truncated
 * to fit); a record sm_gcg_supported() refuses is written as "" (0).  nicks[i] and names[i] are player i's; a nick's spaces and
 * control characters become '_' (GCG nicks are one word), an empty or
 * NULL nick is "p1", "p2", ...; a NULL name is the nick; control
 * characters in a name become spaces.  nicks and names may be NULL.
 * Returns the length the whole text needs (excluding the NUL), as
 * snprintf does.  info may be NULL (no lexicon line, no loss on time). */
size_t sm_gcg_write_info(const struct sm_free_log *log,
    const char *const *nicks, const char *const *names,
    const struct sm_gcg_info *info, char *buf, size_t cap);
/* sm_gcg_write_info() with info NULL. */
size_t sm_gcg_write(const struct sm_free_log *log, const char *const *nicks,
    const char *const *names, char *buf, size_t cap);

#endif
