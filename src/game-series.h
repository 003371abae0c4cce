/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-series.h: series of duplicate contests ranked together (a yearly
 * ranking of the press contests, a correspondence duplicate championship
 * of several games).  A series is created with its scoring (classic: the
 * total score; top: the number of tops, as the Top variant ranks), takes
 * contests in order (a contest in at most one series; a Top-variant
 * contest only in a series scored by tops, any other only in a classic
 * one), and ranks the players over them: each contest's own standings
 * (game_standings of game-contest.h, with its penalties) added up per
 * player, ranks shared on equal results (game_rank_standings: the same
 * rules as a contest's), the percentage of the sum of the tops of all the
 * contests (a contest missed counts 0).  A player is the registered player
 * (by player), or a reader of an open contest by the address the entries
 * came from (the identity open contests know), the same person as a
 * registered player with that address.
 *
 * The functions take plain inputs and return typed outcomes (cli-series.c
 * words them); every change runs in the caller's transaction.
 */
#ifndef SM_GAME_SERIES_H
#define SM_GAME_SERIES_H

#include "game-ctx.h"

struct report_series;

enum game_series_code {
	GAME_SERIES_OK = 0,
	GAME_SERIES_NO_SERIES,		/* no series of that name */
	GAME_SERIES_NO_CONTEST,		/* no contest of that name */
	GAME_SERIES_NAME_TAKEN,		/* create: a series, a contest or a
					   championship has the name (other:
					   "series", "contest",
					   "championship"; publish could not
					   tell them apart) */
	GAME_SERIES_IN_SERIES,		/* add: the contest is in a series
					   already (other: which) */
	GAME_SERIES_NOT_IN,		/* remove: not in this series */
	GAME_SERIES_WRONG_SCORING,	/* add: a Top-variant contest in a
					   classic series or another variant
					   in a Top one (variant: its) */
	GAME_SERIES_OVER		/* add, remove: the series is over */
};

struct game_series_outcome {
	enum game_series_code	 code;
	char			*other;		/* IN_SERIES: the series;
						   NAME_TAKEN: what has it */
	char			*variant;	/* WRONG_SCORING: the contest's */
};
/* Free the strings of *o (not o) and zero it. */
void game_series_outcome_clear(struct game_series_outcome *o);

/* Each of the four below: 0 and *out filled (its strings the caller's:
 * clear it with game_series_outcome_clear), or -1 with *cause (malloc'ed)
 * on a storage failure, the caller's transaction to roll back.
 *
 * Create series name (title may be NULL; scoring "classic" or "top"):
 * OK or NAME_TAKEN. */
int game_series_create(struct game_ctx *g, const char *name,
    const char *title, const char *scoring, long long now,
    struct game_series_outcome *out, char **cause);
/* Add contest to series after its last one: OK, NO_SERIES, OVER,
 * NO_CONTEST, WRONG_SCORING or IN_SERIES. */
int game_series_add(struct game_ctx *g, const char *series,
    const char *contest, long long now, struct game_series_outcome *out,
    char **cause);
/* Remove contest from series: OK, NO_SERIES, OVER, NO_CONTEST or
 * NOT_IN. */
int game_series_remove(struct game_ctx *g, const char *series,
    const char *contest, struct game_series_outcome *out, char **cause);
/* Mark the series over, no contest added or removed any more: OK or
 * NO_SERIES. */
int game_series_close(struct game_ctx *g, const char *series,
    struct game_series_outcome *out, char **cause);

/* The series, its contests and its standings (report-series.h): 0 and *out
 * (one allocation, freed by game_series_report_free, which accepts NULL),
 * 1 when there is no such series, -1 with *cause.  The standings count
 * the closed rounds of every contest of the series (a running contest's
 * so far). */
int game_series_report(struct game_ctx *g, const char *name,
    struct report_series **out, char **cause);
void game_series_report_free(struct report_series *s);

#endif
