/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * rules.h: judging one placement on a board: is it legal, which words does
 * it form, what does each score.  The rules are the federation's (see
 * README and doc/ARCHITECTURE.md): premiums count only under tiles placed by
 * this move and apply to every word such a tile belongs to; word premiums
 * multiply; 50 points for placing 7 tiles.
 * Pure C, no allocation, no I/O.
 */
#ifndef SM_RULES_H
#define SM_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "lexicon.h"
#include "notation.h"
#include "tiles.h"

enum sm_verdict {
	SM_LEGAL = 0,
	SM_BAD_OFF_BOARD,	/* the word runs off the board */
	SM_BAD_ONE_LETTER,	/* the main word has one letter */
	SM_BAD_SQUARE_TAKEN,	/* bad_at holds a different letter than written */
	SM_BAD_NO_NEW_TILE,	/* every letter of the word is already on the board */
	SM_BAD_NOT_WHOLE_WORD,	/* bad_at, just before or after, holds a tile */
	SM_BAD_TOO_MANY_TILES,	/* more than 7 tiles placed */
	SM_BAD_FIRST_CENTRE,	/* first move does not cover H8 */
	SM_BAD_NOT_CONNECTED,	/* touches no tile already on the board */
	SM_BAD_NOT_IN_LINE,	/* placed tiles not in one row or column */
	SM_BAD_GAP,		/* placed tiles not joined (bad_at is the gap) */
	SM_BAD_DUPLICATE_SQUARE,/* two tiles placed on one square */
	SM_BAD_RACK_LACKS,	/* the rack has no bad_letter (0: no blank) */
	SM_BAD_WORD,		/* words[bad_words[..]] are not in the lexicon */
	SM_BAD_NO_SUCH_TILE	/* a new tile at bad_at of a letter the set lacks
				 * (K, Q, W, Y: only a blank can be one), or a
				 * code that is no letter (bad_letter 0) */
};

/* A word formed by the move, with its score. */
struct sm_word_score {
	struct sm_coord	at;
	uint8_t		len;
	uint8_t		tiles[SM_MAX_WORD];
	int		score;
};

#define SM_MAX_WORDS (1 + SM_PLAY_MAX)

struct sm_judgement {
	enum sm_verdict		verdict;
	/* Details of a refusal. */
	struct sm_coord		bad_at;		/* square concerned */
	int			bad_letter;	/* rack lacks this (0 = blank) */
	uint8_t			nbad_words;
	uint8_t			bad_words[SM_MAX_WORDS]; /* indexes into words[] */
	/* The move in canonical form: tiles already on the board as they are
	 * there (blank or not), new tiles as written. */
	struct sm_move		move;
	uint8_t			nplaced;
	uint8_t			placed[SM_MAX_WORD]; /* 1 where move.word[i] is new */
	/* Words formed (main first, then cross words in board order) and
	 * score; filled whenever the geometry is legal, even when a word is
	 * refused, so a reply can name it. */
	uint8_t			nwords;
	struct sm_word_score	words[SM_MAX_WORDS];
	int			bonus;
	int			total;
};

/* Judge m on b.  lx NULL skips the word check, rack NULL the rack check.
 * Fills *j and returns j->verdict. */
enum sm_verdict sm_judge(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct sm_rack *rack, const struct sm_move *m,
    struct sm_judgement *j);

/* A tile placed on a square, for callers that hold tiles rather than a
 * written word (move generators, tests). */
struct sm_placement {
	uint8_t	row, col;
	uint8_t	tile;		/* letter code, SM_BLANK for a blank */
};

/* Turn n placements into the written move (checks one line, contiguity
 * through board tiles, duplicate squares, squares taken; a single tile is
 * read in the direction of the longer word it forms, across when equal),
 * then judge it as sm_judge() does. */
enum sm_verdict sm_judge_placements(const struct sm_board *b,
    const struct sm_lexicon *lx, const struct sm_rack *rack,
    const struct sm_placement *p, size_t n, struct sm_judgement *j);

/* Put the new tiles of a legal judgement on the board. */
void sm_board_apply(struct sm_board *b, const struct sm_judgement *j);

/* Remove the tiles a legal judgement placed from the rack (a blank for each
 * new blank tile). */
void sm_rack_remove_played(struct sm_rack *rack, const struct sm_judgement *j);

/* A short English sentence for a verdict. Static storage. */
const char *sm_verdict_str(enum sm_verdict v);
/* The refusal of j as one English sentence naming the square, the letter or
 * the words concerned and what to do; NUL-terminated in buf.  Returns the
 * length it needs, as snprintf does. */
size_t sm_judgement_explain(const struct sm_judgement *j, char *buf,
    size_t cap);

#endif
