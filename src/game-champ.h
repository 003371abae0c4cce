/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-champ.h: correspondence championships of free games (and liber
 * mărunțel) between registered players: create, join, start (groups, the
 * schedule of games, who plays first), the clock of every game (days per
 * move counted in whole days of the organiser's time zone, leave,
 * reminders, timeouts, downtime), the standings and the ratings.  The
 * games themselves are game-play.c's.
 *
 * Groups and schedule.  At the start the players are ordered (rated: by
 * rating, best first; otherwise by SHA-256("scrabmail-order:" seed ":"
 * name)) and dealt into groups in a snake (1 2 3 3 2 1 ...), so groups
 * differ by one player at most.  Two-player games: every pair of a group
 * meets once per cycle; who plays first is balanced (with an odd group
 * each player starts exactly half their games, with an even one half, one
 * more or one less), and the second cycle swaps every pairing.  Games of
 * 3 or more players: every set of players-per-game players of a group
 * plays once per cycle (a group smaller than that plays one game of all
 * its players), the first seat given to the player who has started the
 * fewest so far, the others following in group order.  Every game starts
 * at once: correspondence players play all their games side by side.
 * Game k's seed is SHA-256("scrabmail-game:" seed ":" k) in hex: revealing
 * it at the game's end says nothing of the championship's seed.
 *
 * The clock (game-clock.h).  A turn that begins on day D (in the organiser's time zone)
 * must be played by the end of day D + days-per-move, leave days of the
 * player to move not counted, plus any downtime added; remind-days before
 * that the player is reminded; then, after grace-days more (0: at once),
 * the timeout: a pass, or with "forfeit" the Nth timeout of the player in
 * that game loses it (the game ends as a resignation).  A move that
 * arrives before the clock has applied a timeout counts.  When the clock
 * has not run for longer than the configured downtime threshold
 * ([scrabmail] downtime_minutes, default 180; 0: never), every pending
 * deadline is moved on by the time it was down and the organiser
 * ([scrabmail] organiser) is told by mail.
 *
 * Standings.  A finished game of n players counts as n - 1 results per
 * player, one against each opponent: 1 point for a higher final score,
 * 1/2 for equal, 0 for lower; a player who resigned or lost on time loses
 * to everyone (two such players draw); spread is the sum of the score
 * differences, except that a win by forfeit never counts a negative spread
 * and the forfeiting player never gains any.  Order: points, spread, total
 * score; lines equal in all three share a rank.
 *
 * A game's end reaches the championship through the context's game_over
 * hook (game-ctx.h), which game_champ_attach installs: game-play.c never
 * names this module.  Whoever sets up a context in which games can end (a
 * mail's commands) attaches it; game_champ_withdraw and game_champ_tick,
 * which end games themselves, attach it to the context they are given.
 *
 * Transactions: every function runs in the caller's transaction, except
 * game_champ_tick (one transaction per game it acts on).  Returns 0, or -1
 * with *cause (malloc'ed, the caller frees); 1 where said.
 */
#ifndef SM_GAME_CHAMP_H
#define SM_GAME_CHAMP_H

#include <stddef.h>

struct game_ctx;
struct champ_rec;

struct champ_opts {
	const char	*name;
	const char	*variant;	/* "free" (NULL) or "maruntel" */
	int		 players_per_game;	/* 2..4 free, 2..8 maruntel */
	int		 group_size;	/* 0: one group (2 a game) or groups
					   of players-per-game */
	int		 cycles;	/* 1..4 */
	int		 days_per_move;
	int		 remind_days;
	int		 grace_days;
	const char	*timeout;	/* "pass" or "forfeit" */
	int		 timeout_limit;
	const char	*illegal;	/* "retry" or "pass" */
	const char	*leader;	/* maruntel: "arbiter" (NULL) or
					   "player" (game-play.h) */
	int		 end_scoring;
	int		 rated;
	int		 leave_days;
	const char	*timezone;	/* NULL: the configured one, or UTC */
	const char	*seed;		/* NULL: a random one */
	int		 open_signup;	/* players may JOIN by mail before
					   the start (account-signup.h) */
	const char	*lexicon;	/* a lexicon file (recorded absolute,
					   with its identity by words), or
					   NULL: the configured or default */
};
/* Sets the defaults: 2 a game, one group, one cycle, 3 days a move,
 * reminder 1 day before, no grace, timeout a pass (forfeit after 3),
 * illegal moves retried, racks counted, unrated, 30 days of leave. */
void game_champ_opts_init(struct champ_opts *o);

/* Create a championship: *id its number.  1 with *cause when the name is
 * taken or a setting is out of range (what and why in *cause). */
int game_champ_create(struct game_ctx *g, const struct champ_opts *o,
    long long now, long long *id, char **cause);
/* Add registered players to a championship not yet started: 1 with
 * *cause when unknown, already started, or a player is unknown. */
int game_champ_join(struct game_ctx *g, const char *name,
    const char *const *players, int n, long long now, char **cause);
/* Deal the groups, create and start every game (mails to every player).
 * *ngames gets the number of games.  1 with *cause when there is no such
 * championship, it has started, or it has too few players. */
int game_champ_start(struct game_ctx *g, const char *name, long long now,
    int *ngames, char **cause);

/* Withdraw a player from a running championship: each of their games
 * still playing ends as if they had resigned (a forfeit in the
 * standings), every player of those games mailed; *ngames gets how many.
 * 1 with *cause when there is no such championship or player, or the
 * player is not in it. */
int game_champ_withdraw(struct game_ctx *g,
    const char *name, const char *player,
    long long now, int *ngames, char **cause);

/* The arbiter replaces a player of a running championship (withdrawn or
 * leaving) by new_player, a registered player not in it: new_player joins
 * in old's group and takes old's seat in each of old's games still
 * playing (game_play_replace: the position, rack and scores stay the
 * seat's); old's finished games keep their results, counted for old
 * (RULES-CHOICES.md).  Each game's players told.  *ngames gets how many
 * games were taken over.  1 with *cause when there is no such
 * championship or player, old is not in it, new_player is, or old has no
 * game still playing. */
int game_champ_replace(struct game_ctx *g, const char *name, const char *old,
    const char *new_player, const char *reason, long long now, int *ngames,
    char **cause);

/* For the command line: one line per game ("game<TAB>ID<TAB>PLAYERS<TAB>
 * STATUS<TAB>TO-MOVE<TAB>DEADLINE", players comma-separated by name in seat
 * order, TO-MOVE "-" once over, DEADLINE the turn's in ISO 8601 UTC, "-"
 * once over) or per player ("RANK<TAB>PLAYER<TAB>POINTS<TAB>
 * SPREAD", points as "2" or "1.5"; with ratings "<TAB>RATING<TAB>CHANGE"
 * appended for a rated championship), in *text (malloc'ed, the caller
 * frees).  1 with *cause when there is no such championship. */
int game_champ_show(struct game_ctx *g, const char *name, char **text,
    char **cause);
int game_champ_standings(struct game_ctx *g, const char *name, int ratings,
    char **text, char **cause);
/* The crosstable as text lines, one per player of each group. */
int game_champ_crosstable(struct game_ctx *g, const char *name, char **text,
    char **cause);

/* The data of the championship's bulletins (report-champ.h), built in
 * one allocation freed by game_champ_report_free.  1 when there is no
 * such championship. */
struct report_champ;
int game_champ_report(struct game_ctx *g, const char *name,
    struct report_champ **out, char **cause);
void game_champ_report_free(struct report_champ *r);

/* Install the game_over hook on g: when a championship's game ends, the
 * ratings change (rated) and, when it was the last, the championship ends
 * and its final standings are mailed.  Games of no championship are left
 * alone. */
void game_champ_attach(struct game_ctx *g);

/* The clock's run (attaches the hook first): downtime
 * (game_clock_downtime), then every game's reminders, late notices and
 * timeouts (game_play_clock), each game in its own transaction; one
 * game's failure is logged and the others still run (-1 at the end with
 * the first cause).  t counts what was done. */
struct clock_tick;
int game_champ_tick(struct game_ctx *g, long long now, struct clock_tick *t,
    char **cause);

#endif
