/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dupmanual.h: a duplicate round's letters given by hand instead of drawn
 * (the arbiter replaying a hall game, or following "extragerea literelor
 * se face manual").  The letters are checked as the draw would have made
 * them, then put on the rack in place of sm_dup_draw (dup.h), which this
 * module does not touch:
 *   - the stock: they come from the letters left in the bag and the leave
 *     kept on the rack (the leave need not be kept whole: in the hall a
 *     rack failing the vowel/consonant rule goes back whole, and the
 *     arbiter may be replaying that);
 *   - the number: the variant's rack size (7; 8 eliptic; 6 completiv; 5
 *     superjoker; tactic two groups of 7), or all that is left when fewer;
 *   - the round's vowel/consonant rule as the draw applies it (rounds 1-15
 *     two and two, one and one when the stock cannot give two and two,
 *     from 16 one and one; completiv one and one; superjoker none; tactic
 *     one and one in each group unless the stock cannot mend a group, when
 *     the draw's end rules decide); a blank counts as either;
 *   - a move must exist with them (000: a rack with no possible move is
 *     never published).
 * Pure C, no I/O, no allocation.
 */
#ifndef SM_DUPMANUAL_H
#define SM_DUPMANUAL_H

#include "dup.h"

enum sm_give_status {
	SM_GIVE_OK = 0,
	SM_GIVE_OVER,		/* the game is over */
	SM_GIVE_EMPTY,		/* no letter is left to give */
	SM_GIVE_SIZE,		/* not the number of letters the round takes */
	SM_GIVE_NOT_IN_STOCK,	/* a letter the stock does not hold (so many) */
	SM_GIVE_RULE,		/* too few vowels or consonants */
	SM_GIVE_NO_MOVE		/* no move can be made with them */
};

/* What is wrong, for the message (fields per status, others 0). */
struct sm_give_why {
	int	group;		/* tactic: the group at fault, 1 or 2; else 1 */
	int	want;		/* SIZE: the letters the group takes */
	int	given;		/* SIZE: those given */
	int	letter;		/* NOT_IN_STOCK: the letter code (0: blank) */
	int	have;		/* NOT_IN_STOCK: how many the stock holds */
	int	min_v, min_c;	/* RULE: the vowels and consonants asked */
	int	round;		/* the round the letters are for */
};

/* One English sentence per status (static storage). */
const char *sm_give_status_str(enum sm_give_status st);

/* Give the next round's letters: rack (tactic: rack the first group, rack2
 * the second; rack2 NULL or empty elsewhere), checked as said above
 * against *d, the game after the last round's top (or a new game for round
 * 1).  SM_GIVE_OK: *d holds them as sm_dup_draw would have (round++, state
 * PLAYING, the bag less them, redraws and stuck 0).  Else *d is unchanged
 * and *why says what is wrong.  g: a generator on the game's lexicon (NULL
 * skips the move check). */
enum sm_give_status sm_dup_give(struct sm_dup *d, const struct sm_rack *rack,
    const struct sm_rack *rack2, struct sm_movegen *g,
    struct sm_give_why *why);

#endif
