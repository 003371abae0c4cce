/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-contest.h: duplicate contests: a newspaper's open contest (anyone
 * may enter, known by address and name) or a championship's registered one
 * (its players only).  The engine (dup.h) draws, finds the tops and judges;
 * here are the contest's life (create, join, start, close a round, tick),
 * the entries that arrive by mail, the standings, and the mails each step
 * sends (through outbox_queue, in the caller's transaction).
 *
 * Transactions: every function that changes the database runs inside the
 * caller's transaction (store_begin ... store_commit), so that a round's
 * close (judging, results, the next round, their mails) is all or nothing.
 */
#ifndef SM_GAME_CONTEST_H
#define SM_GAME_CONTEST_H

#include <stddef.h>

#include "game-ctx.h"

struct cmd_ctx;
struct conf;
struct contest;
struct report_templates;
struct report_xslt;
struct sm_movegen;
struct store;


struct contest_opts {
	const char	*name;
	const char	*variant;	/* classic, top, eliptic, tactic,
					   completiv, superjoker, metagrama */
	const char	*entry;		/* open (default) or registered */
	const char	*address;	/* where entries go, or NULL */
	const char	*lexicon;	/* or NULL: the configured/default one */
	const char	*seed;		/* or NULL: a random one */
	int		 round_days;	/* 1.. */
	int		 solo_bonus;	/* 0 or 1 */
	const char	*feedback;	/* after-deadline (default), on-receipt */
	int		 score_required;/* 0 or 1 */
};
/* Create a contest (status new).  0, or -1 with *cause. */
int game_contest_create(struct game_ctx *g, const struct contest_opts *o,
    long long now, char **cause);
/* A registered player joins a contest not yet over. */
int game_contest_join(struct game_ctx *g, const char *contest,
    const char *player, long long now, char **cause);
/* Draw round 1, mail it to the entrants (registered) and return the
 * announcement's text (*text, malloc'ed; may be NULL) for an open contest
 * to publish. */
int game_contest_start(struct game_ctx *g, const char *contest, long long now,
    char **text, char **cause);
/* Close the current round of contest id: judge every entry, play the top
 * (or repeat or redraw the letters as the rules say), draw the next round
 * or end the contest, and queue the results and the next round for the
 * entrants.  *text (may be NULL) gets the next round's announcement for
 * an open contest to publish (malloc'ed, or NULL). */
int game_contest_close(struct game_ctx *g, long long contest_id, long long now,
    char **text, char **cause);
/* Close every round past its deadline (each in its own transaction) and
 * remind registered entrants without an entry a day before a deadline. */
int game_tick(struct game_ctx *g, long long now, size_t *closed,
    size_t *reminded, char **cause);

/* The standings of a contest, best first. */
struct standing_line {
	long long	 entrant_id;
	int		 rank;		/* shared on equal results */
	char		*name;
	char		*email;
	int		 total;		/* after penalties */
	int		 penalty;	/* points (or tops, Top variant) lost */
	int		 warnings;
	int		 tops;
	int		 top_sharers;
	int		 top_points;
	double		 percent;	/* of the sum of tops */
};
int game_standings(struct game_ctx *g, const struct contest *c,
    struct standing_line **lines, size_t *n, int *sum_tops, char **cause);
void game_standings_free(struct standing_line *lines, size_t n);
/* The contest's rules on lines holding the raw sums (total, warnings, tops,
 * top_sharers, top_points): the penalties applied, sorted best first (the
 * Top variant by tops, then fewer sharers, then points), ranks shared on
 * equal results, the percentage of sum_tops.  game_standings and the
 * bulletins' standings after each round both use it. */
void game_rank_standings(const char *variant, struct standing_line *lines,
    size_t n, int sum_tops);

/* The contest the ROUND lines of a mail are for: ctx->contest_id (CONCURS),
 * else the only running contest open to the sender whose address the mail
 * is sent to (To or Cc), else the only running contest open to the
 * sender.  0 with ctx->contest_id
 * set and *tactic saying whether its entries hold two moves; 1 when an
 * error item was added to ctx->reply (none, or several to choose from);
 * -1 with *cause on a storage failure. */
int game_resolve_contest(struct game_ctx *g, struct cmd_ctx *ctx,
    const char *echo, int *tactic, char **cause);
/* An entry for round `round` read from a mail (after game_resolve_contest) (cmd-round.c): move (and for
 * tactic move2) as written, claimed scores (-1: not given).  Answers into
 * ctx->reply.  0, or -1 with *cause on a storage failure. */
int game_entry(struct game_ctx *g, struct cmd_ctx *ctx, int round,
    const char *move, int claimed, const char *move2, int claimed2,
    int claimed_total, const char *echo, char **cause);

/* The contest a name means, for CONCURS: 0 and *id, 1 when none. */
int game_contest_id(struct game_ctx *g, const char *name, long long *id,
    char **cause);

#endif
