/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-analysis.h: the engine's analysis of every turn of a finished free
 * game or liber mărunțel game (issue 19).  The game's recorded turns are
 * replayed from its seed (the rack before each turn is the engine's,
 * checked against the rack stored with the turn); before each play,
 * exchange or pass the best move of the player's rack on the board of that
 * turn is found by the engine's own top search, sm_movegen_best on a plain
 * rack (sm_genrack_init: the unseen tiles, bag and the other racks, as the
 * stock of the ranking), so that the best move is the highest-scoring
 * legal one with the duplicate top's tie-breaks (movegen.h): a static
 * ranking by score, no equity, no simulation.
 *
 * A resignation, the end lines and liber mărunțel's opening (the
 * leader's, of no player) are no turn of a player and get no line.  The
 * racks are the players' secret while the game goes on, so a game in play
 * is refused (GAME_ANALYSIS_NOT_OVER), whoever asks.
 *
 * Plain inputs, a typed outcome; no mail, no command.  Runs inside the
 * caller's transaction (reads only).
 */
#ifndef SM_GAME_ANALYSIS_H
#define SM_GAME_ANALYSIS_H

#include "report-analysis.h"

struct game_ctx;

enum game_analysis_code {
	GAME_ANALYSIS_OK,
	GAME_ANALYSIS_UNKNOWN_GAME,	/* no such game */
	GAME_ANALYSIS_NOT_OVER		/* the game is not over */
};

/* The turns where the best move was at least this much better are the
 * ones the end-of-game mail quotes. */
#define GAME_ANALYSIS_MISSED_MIN 10

/* Analyse game_id: *code says whether it could be; with OK *out gets the
 * analysis (free with report_analysis_free), else NULL.  -1 with *cause
 * (malloc'ed, the caller frees) when the store or the lexicon fails, or the
 * recorded turns do not replay from the seed (a damaged database). */
int game_analysis_run(struct game_ctx *g, long long game_id,
    enum game_analysis_code *code, struct report_analysis **out,
    char **cause);

#endif
