/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-analysis.h: the engine's analysis of a finished free game (or
 * liber mărunțel game) as the program writes it: one line a turn (the move
 * played and the best move the player's rack allowed on the board of that
 * turn), then each player's totals; as tab-separated text ("scrabmail game
 * analysis ID"), as JSON ("--json", json-glib), and the lines of a
 * player's weaker moves that the end-of-game mail quotes.
 *
 * The data comes in the structs below, filled by the game layer
 * (game_analysis_run of game-analysis.h), which owns the rules (which
 * turns count, the best move and its ranking); they are only written here.
 * No json-glib type appears in this header; report-analysis.c is the
 * adapter.
 *
 * The JSON document, version 1 (an object; a new key may be added without
 * a new version, a key removed or changed in meaning makes version 2):
 *   format      "scrabmail-analysis"
 *   version     1
 *   game        the game's number
 *   variant     "free" or "maruntel"
 *   ranking     "score": the best move is the highest-scoring legal move,
 *               equal scores ranked as the duplicate top (movegen.h)
 *   players     [ { seat (1..), name, scored, best, permille } ] in seat
 *               order: the points the player's turns scored, the points
 *               their best moves would have scored, and scored / best in
 *               thousandths, rounded (1000 when best is 0)
 *   turns       [ { number, seat, player, kind ("play", "exchange",
 *               "pass"), rack (before the turn, '?' a blank), played
 *               ("H8 CASA", "exchange AB", "-"), score, best ("-" when no
 *               move was possible), best_score } ] in the order played
 */
#ifndef SM_REPORT_ANALYSIS_H
#define SM_REPORT_ANALYSIS_H

#include <stddef.h>

#define REPORT_ANALYSIS_MAX_SEATS	8

enum report_analysis_kind {
	REPORT_ANALYSIS_PLAY,
	REPORT_ANALYSIS_EXCHANGE,
	REPORT_ANALYSIS_PASS
};
/* "play", "exchange", "pass".  Static storage. */
const char *report_analysis_kind_str(enum report_analysis_kind k);

/* One turn of a player. */
struct report_analysis_turn {
	int				 number;	/* the move number */
	int				 seat;		/* 0.. */
	enum report_analysis_kind	 kind;
	char				 rack[16];	/* before the turn */
	char				 played[64];	/* "H8 CASA",
							   "exchange AB",
							   "-" */
	int				 score;
	char				 best[64];	/* "-": no move */
	int				 best_score;
};

struct report_analysis_player {
	char		*name;		/* malloc'ed, freed with the analysis */
	int		 scored;	/* the points of their turns */
	int		 best;		/* the points of their best moves */
};

struct report_analysis {
	long long			 game;
	const char			*variant;	/* static */
	int				 nplayers;
	struct report_analysis_player	 player[REPORT_ANALYSIS_MAX_SEATS];
	int				 nturns;
	struct report_analysis_turn	*turns;		/* malloc'ed */
};

/* Frees a, its names and turns (accepts NULL). */
void report_analysis_free(struct report_analysis *a);

/* scored / best in thousandths, rounded half up; 1000 when best is 0 (no
 * move was possible: nothing was missed). */
int report_analysis_permille(int scored, int best);
/* The same as "76.1" into buf (cap >= 8). */
void report_analysis_percent(int scored, int best, char *buf, size_t cap);

/* The tab-separated text: one line a turn, TURN PLAYER PLAYED SCORE BEST
 * BEST-SCORE, then one line a player, "total" NAME SCORED BEST PERCENT.
 * malloc'ed, the caller frees. */
char *report_analysis_text(const struct report_analysis *a);

/* The JSON document above, pretty-printed, ending with a newline;
 * malloc'ed, the caller frees; its length in *len (may be NULL). */
char *report_analysis_json(const struct report_analysis *a, size_t *len);

/* For seat's end-of-game mail: one line a turn of seat whose best move
 * scored at least min_gain more than the move played, "  12  H8 CASA 14
 * | 8G CASATE 36 | +22" (a pass written "-", an exchange "-AB", as GCG
 * does, so that the line holds no word of either language), or "" when
 * there is none.  malloc'ed, the caller frees. */
char *report_analysis_missed(const struct report_analysis *a, int seat,
    int min_gain);

#endif
