/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-verdict.h: why a move or an exchange of a free game, or a
 * contest's entry, was refused,
 * as a code and its arguments for the mail templates, which word it in
 * each language (templates/mail/messages-*.xsl, named templates
 * "ro.verdict" and "en.verdict"); the engine's own sentences
 * (sm_judgement_explain, sm_notation_status_str, sm_free_status_str) are
 * English only.  Pure formatting over the engine's types: no I/O.
 *
 * Codes: the rules' verdicts (off-board, one-letter, square-taken,
 * no-new-tile, not-whole-word, too-many-tiles, first-centre, not-connected,
 * not-in-line, gap, duplicate-square, rack-lacks, rack-lacks-blank, word,
 * no-such-tile, not-a-letter), the notation's (no-coord, no-word, bad-char,
 * bad-blank, too-long, trailing) and the free game's (game-over,
 * not-your-turn, bad-player, bad-tiles, exchange-count, bag-low,
 * no-exchange-yet); "" for none.  game-contest.c adds "tactic-order"
 * (a tactic pair refused for playing the groups against the order the
 * organiser imposed).  And why a contest ended (report_verdict_end).
 */
#ifndef SM_REPORT_VERDICT_H
#define SM_REPORT_VERDICT_H

#include "dup.h"
#include "free.h"

struct report_verdict {
	const char	*code;		/* static storage */
	char		 square[8];	/* "H8", or "" */
	char		 letter[8];	/* "X", or "" */
	char		 words[256];	/* word, word ... (code "word") */
};

/* The verdict of a judgement (the rules' refusal), or of a move's text
 * that is no move (its notation status). */
void report_verdict_judgement(const struct sm_judgement *j,
    struct report_verdict *v);
void report_verdict_notation(enum sm_notation_status st,
    struct report_verdict *v);

/* The verdict of a free game's call that returned status, its notation
 * status and its judgement (read only for SM_FREE_ILLEGAL). */
void report_verdict_free(enum sm_free_status status,
    enum sm_notation_status notation, const struct sm_judgement *j,
    struct report_verdict *v);

/* What a contest entry's technical warnings were for, as codes separated
 * by one space, in this order: "score" (the claimed score is wrong; tactic:
 * of the first move) or "score-missing" (claimed < 0: none claimed where
 * one is required), "coord" (the coordinate read the other way: H8 for 8H),
 * "blank" (a blank written unmarked, or a letter marked as a blank with no
 * blank to be had), "score2" (tactic: the second move's score wrong or
 * missing), "total" (tactic: the claimed total wrong or missing); "" for
 * none.  bits: enum sm_dup_warning.  Writes at most len bytes to buf
 * (NUL-terminated; 64 is always enough). */
void report_verdict_warnings(unsigned bits, int claimed, char *buf,
    size_t len);

/* Why a duplicate game (a contest) is over, as a code the bulletins'
 * strings word ("end.<code>", templates/bulletin/strings.xml): "empty"
 * (the bag is empty), "letters" (no vowel or no consonant left, and no
 * blank), "rule" (no rack the vowel/consonant rule allows), "no-move" (no
 * letters left in the bag give a move), "stopped" (no move was possible
 * with the round's letters: sm_dup_stop); "" while it is not over.
 * Static storage. */
const char *report_verdict_end(const struct sm_dup *d);

#endif
