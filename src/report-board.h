/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-board.h: the board and the rack as plain text for the mails of a
 * duplicate contest (the round announcement shows the position to solve).
 * The diagram is drawn as on a real Romanian board: columns 1-15 across
 * the top and the bottom, rows A-O down both sides (H8 is the centre),
 * tiles in upper case, blanks as the lower-case letter they stand for,
 * empty squares showing their premium, the squares of the last move's
 * word in brackets:
 *
 *          1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
 *     A    =  .  .  '  .  .  .  =  .  .  .  '  .  .  =   A
 *     ...
 *     H    =  .  . [C][A][S][A] -  .  .  .  '  .  .  =   H
 *
 * Marks of empty squares: '=' triple word, '-' double word, '"' triple
 * letter, '\'' double letter, '*' the centre (a double word), '.' plain.
 * The legend is not drawn here: the mail templates write it, in each
 * language (templates/mail/messages-*.xsl, code round.announce).
 * Every line starts with two spaces and is at most 64 columns wide (52 in
 * fact), so the mail wrapper (report-reply.c) never breaks it; the text is
 * ASCII only.  Pure formatting over the engine's board.h, tiles.h and
 * notation.h types: no I/O.
 */
#ifndef SM_REPORT_BOARD_H
#define SM_REPORT_BOARD_H

#include "board.h"
#include "notation.h"
#include "tiles.h"

/* The diagram of b, 17 lines (column numbers, rows A-O, column numbers),
 * each ending with '\n' and without trailing blanks.  last (may be NULL):
 * the move just played, whose main word's squares are bracketed (squares
 * off the board are ignored).  Malloc'ed, the caller frees; never NULL
 * (exits on memory exhaustion). */
char *report_board_text(const struct sm_board *b, const struct sm_move *last);

/* The rack as "A E I R S T ?": letters in alphabetical order separated by
 * one space, a blank as '?' after the letters; "" for an empty rack.
 * Malloc'ed, the caller frees; never NULL. */
char *report_rack_text(const struct sm_rack *r);

#endif
