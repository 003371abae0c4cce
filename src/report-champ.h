/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-champ.h: a correspondence championship's bulletins as XML
 * documents ("scrabmail publish NAME" when NAME is a championship).  Two
 * kinds of document: one for the championship (its rules, the standings
 * with ratings when it is rated, the players ranked by the percentage of
 * the best moves once a game is over, the crosstable, every game in
 * brief) and one per game (its players, every turn with the tiles it put
 * down and its word, the board now, the result, and once over the seed,
 * the record in GCG and beside each turn the best move of the rack).  The contract
 * with the stylesheets of templates/bulletin/champ-*.xsl is the RELAX NG
 * schema templates/championship.rng; cli-publish.c checks every document
 * against it (report_bulletin_schema_load/validate of report-bulletin.h)
 * before anything is written.
 *
 * The data comes in the structs below, filled by the championship layer
 * (game-champ.c), which owns the rules: ranks, points, spreads and the
 * pairwise results are computed there and only written here.  No libxml2
 * type appears in this header; report-champ.c is the adapter
 * (xmlTextWriter).  Every string is UTF-8 and owned by the caller.
 */
#ifndef SM_REPORT_CHAMP_H
#define SM_REPORT_CHAMP_H

#include <stddef.h>

#define REPORT_CHAMP_MAX_SEATS	8	/* liber mărunțel takes up to 8 */

/* One player's line of the standings, in rank order. */
struct report_champ_player {
	const char	*name;
	int		 group;		/* 1.. */
	int		 rank;		/* 1..; equal lines share a rank */
	int		 points2;	/* points x 2: win 2, draw 1 (per
					   opponent met in the game) */
	int		 spread;	/* sum of score differences */
	int		 total;		/* sum of own scores */
	int		 played;	/* games finished */
	int		 playing;	/* games still going */
	int		 forfeits;	/* games lost by timeout or resignation */
	int		 rated;		/* 1: rating and rating_change set */
	int		 rating;	/* after the games counted (rounded) */
	int		 rating_change;	/* since the championship began */
};

/* One turn of a game, in order. */
struct report_champ_move {
	int		 number;	/* the move number players write */
	const char	*player;
	const char	*kind;		/* play, exchange, pass, resign, end;
					   liber mărunțel's first: opening
					   (player "-": the arbiter; score 0) */
	const char	*cause;		/* NULL, "timeout" (the clock's pass or
					   forfeit) or "illegal" (an illegal
					   move that cost the turn) */
	const char	*text;		/* "H8 CASA", tiles exchanged, or for
					   end the rack counted; may be "" */
	int		 score;
	int		 total;		/* the player's total after it */
	const char	*rack;		/* the player's rack before it, or "";
					   written only once the game is
					   over */
	const char	*board;		/* the board after it: the board part
					   of a CGP line (rows separated by
					   '/', digits for empty runs, upper
					   case tiles, lower case blanks) */
	long long	 time;		/* when (seconds since the epoch) */
	/* Once the game is over, a player's play, exchange or pass: the best
	 * move of the rack on the board before it (game-analysis.h: the
	 * highest score, ties as the duplicate top), "-" when none was
	 * possible, and its score; NULL (not written) otherwise. */
	const char	*best;
	int		 best_score;
};

struct report_champ_game {
	long long	 id;		/* the game's number */
	int		 group;
	const char	*status;	/* "playing" or "over" */
	const char	*end;		/* over: "out", "passes", "resign",
					   "timeout"; else NULL */
	int		 nseats;
	const char	*seat[REPORT_CHAMP_MAX_SEATS];	/* names, seat
							   order */
	int		 score[REPORT_CHAMP_MAX_SEATS];	/* final or current */
	int		 rank[REPORT_CHAMP_MAX_SEATS];	/* over: 1..; else 0 */
	int		 forfeit[REPORT_CHAMP_MAX_SEATS];	/* 1: lost
							   by timeout or
							   resignation */
	/* What seat i got against seat j (points x 2: 2, 1 or 0), over only;
	 * the crosstable is made of these. */
	int		 pair2[REPORT_CHAMP_MAX_SEATS][REPORT_CHAMP_MAX_SEATS];
	const char	*to_move;	/* playing: whose turn, else NULL */
	long long	 deadline;	/* playing: the turn's deadline, 0 */
	const char	*seed_hash;
	const char	*seed;		/* over: the seed, else NULL */
	const char	*gcg;		/* over: the record in GCG, else NULL */
	const char	*board;		/* the board now (CGP board part) */
	int		 nmoves;
	const struct report_champ_move *moves;
};

/* One line of the second table, the players ranked by the percentage of
 * the best moves' points their turns scored over their finished games
 * (game-analysis.h), in rank order. */
struct report_champ_analysis {
	const char	*name;
	int		 rank;		/* 1..; equal percentages share it */
	int		 games;		/* finished games analysed */
	int		 scored;	/* the points of their turns */
	int		 best;		/* the points of their best moves */
};

struct report_champ {
	const char	*name;
	const char	*variant;	/* "free" or "maruntel" */
	const char	*status;	/* "new", "playing", "over" */
	int		 players_per_game;
	int		 groups;
	int		 days_per_move;
	const char	*timeout;	/* "pass" or "forfeit" */
	int		 timeout_limit;	/* forfeit: the Nth timeout loses */
	const char	*illegal;	/* "retry" or "pass" */
	int		 end_scoring;	/* 1: racks counted at the end */
	int		 rated;
	const char	*timezone;	/* the organiser's, e.g. Europe/Bucharest */
	const char	*lexicon;	/* source of the lexicon */
	int		 stand_in;	/* 1: the embedded stand-in lexicon */
	long long	 started;	/* 0 when not yet */
	int		 nplayers;
	const struct report_champ_player *players;	/* rank order */
	int		 ngames;
	const struct report_champ_game *games;		/* by id */
	int		 nanalysis;	/* 0 until a game is over: no table */
	const struct report_champ_analysis *analysis;	/* rank order */
};

struct report_champ_opts {
	const char	*lang;		/* "ro" or "en"; else "ro" */
	long long	 now;		/* the "generated" time (seconds) */
};

/* The championship's document (kind="championship"), or the document of
 * games[game] (kind="game"): UTF-8, NUL-terminated, malloc'ed (the caller
 * frees), its length in *len (may be NULL).  NULL with *cause (malloc'ed,
 * the caller frees) when a board line cannot be read or game is out of
 * range. */
char *report_champ_xml(const struct report_champ *c,
    const struct report_champ_opts *o, size_t *len, char **cause);
char *report_champ_game_xml(const struct report_champ *c, int game,
    const struct report_champ_opts *o, size_t *len, char **cause);

#endif
