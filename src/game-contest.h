/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-contest.h: duplicate contests: a newspaper's open contest (anyone
 * may enter, known by address and name) or a championship's registered one
 * (its players only).  The engine (dup.h) draws, finds the tops and judges;
 * here are the contest's life (create, join, start, close a round, tick),
 * the entries (taken as plain inputs, answered with a typed outcome that
 * cmd-round.c words as a reply item: this layer knows no mail), the
 * standings, the bulletins' data (report-bulletin.h renders it), and the
 * mails each step sends (through outbox_queue, in the caller's
 * transaction).
 *
 * Transactions: every function that changes the database runs inside the
 * caller's transaction (store_begin ... store_commit), so that a round's
 * close (judging, results, the next round, their mails) is all or nothing.
 */
#ifndef SM_GAME_CONTEST_H
#define SM_GAME_CONTEST_H

#include <stddef.h>

#include "dup.h"
#include "game-ctx.h"
#include "report-verdict.h"

struct conf;
struct contest;
struct player;

struct contest_opts {
	const char	*name;
	const char	*variant;	/* classic, top, eliptic, tactic,
					   completiv, superjoker, metagrama */
	const char	*entry;		/* open (default) or registered */
	const char	*address;	/* where entries go, or NULL */
	const char	*lexicon;	/* or NULL: the configured/default one */
	const char	*seed;		/* or NULL: a random one */
	int		 round_days;	/* 1.. */
	const char	*deadline;	/* "sun 23:59" or NULL (sched.h): each
					   round closes then, in the
					   timezone setting's zone */
	const char *const *round_dates;	/* "N=YYYY-MM-DD HH:MM", local */
	size_t		 nround_dates;
	const char	*opens;		/* "sat 08:00" or NULL (sched.h):
					   each round after the first opens
					   at the next such time after the
					   close before (not with
					   manual_draw) */
	int		 solo_bonus;	/* 0 or 1 */
	const char	*feedback;	/* after-deadline (default), on-receipt */
	int		 score_required;/* 0 or 1 */
	int		 rounds;	/* the last round, or 0: until no
					   move is possible */
	int		 review;	/* 1: a round is held at its deadline
					   until the arbiter closes it */
	const char	*tactic_order;	/* tactic only: free (default, or
					   NULL) or imposed (the first group,
					   then the second) */
	int		 redraw_triples;/* 1: a rack with three or more of
					   one letter is drawn again (not
					   superjoker) */
	int		 manual_draw;	/* 1: the letters of every round are
					   given by hand (contest letters) */
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
/* Whether close-round may close round number of contest id at now
 * (issue 18: a rerun after a crash must not close the next round, nor
 * an open one before its deadline by mistake). */
enum game_close_check {
	GAME_CLOSE_OK,		/* number is the open round, due or forced */
	GAME_CLOSE_DONE,	/* number is closed already: nothing to do
				   (detail: when it was closed) */
	GAME_CLOSE_NOT_OPEN,	/* number is not drawn yet (detail: the
				   open round's number, or "" when none) */
	GAME_CLOSE_EARLY,	/* number is open, its deadline not reached
				   and force not given (detail: the
				   deadline) */
	GAME_CLOSE_NO_ROUND	/* the contest has not started */
};
/* The check, in the caller's transaction; *detail (malloc'ed, the caller
 * frees) as the code says, or NULL.  0, or -1 with *cause. */
int game_contest_close_check(struct game_ctx *g, long long contest_id,
    int number, int force, long long now, enum game_close_check *code,
    char **detail, char **cause);
/* The same with the arbiter's choice among the equivalent tops: top K
 * (1.., as game_contest_review numbers them; 0: the program's first) is
 * the one played.  -1 with *cause when there is no top K. */
int game_contest_close_top(struct game_ctx *g, long long contest_id,
    int top, long long now, char **text, char **cause);
/* For the arbiter's review of contest name's open round: "top<TAB>K<TAB>
 * MOVE<TAB>SCORE" for every equivalent top, numbered from 1 (1: the one
 * the program would play), then "best<TAB>SCORE<TAB>ENTRIES" (the room's
 * best valid score so far, 0 when none).  0 and *out (malloc'ed), or -1
 * with *cause. */
int game_contest_review(struct game_ctx *g, const char *name, char **out,
    char **cause);
/* Close every round past its deadline (each in its own transaction), open
 * every round planned (game_contest_planned) whose time has come, and
 * remind registered entrants without an entry a day before a deadline;
 * *closed, *opened, *reminded count them. */
int game_tick(struct game_ctx *g, long long now, size_t *closed,
    size_t *opened, size_t *reminded, char **cause);

/* --- the arbiter's powers (seed 000, "Sancţiuni") ---
 *
 * A decision on one entrant of a contest, recorded with its reason (the
 * contest's history, `contest show`, and its bulletins):
 *   technical     a technical warning in round `round` (any round drawn);
 *   disciplinary  a disciplinary warning, worth 4 technical ones;
 *   eliminate     the entrant leaves the game: out of the standings, and
 *                 no entry of theirs is taken any more (round: none);
 *   annul         the entry of closed round `round` scores 0 (no bonus,
 *                 no top);
 *   correct       the entry of closed round `round` scores `score`.
 * who: the entrant's address or name (a registered player's name).
 * And on the whole contest:
 *   cancel-round  round `round` counts for nobody (doc/RULES-CHOICES.md):
 *                 a closed one is left out of the standings and the sum
 *                 of the tops, its top stays on the board; the open one
 *                 is closed now as at its deadline (judged, its top
 *                 played, the next round drawn and mailed) and left out;
 *   last-round    round `round` is the last one: at least 5 rounds after
 *                 the one being played (000);
 *   end           the contest is over now; its open round, not judged,
 *                 counts for nobody. */
enum game_decision_kind {
	GAME_DECIDE_TECHNICAL,
	GAME_DECIDE_DISCIPLINARY,
	GAME_DECIDE_ELIMINATE,
	GAME_DECIDE_ANNUL,
	GAME_DECIDE_CORRECT,
	/* On the whole contest (who unused): */
	GAME_DECIDE_CANCEL_ROUND,	/* round `round` counts for nobody */
	GAME_DECIDE_LAST_ROUND,		/* round `round` is the last */
	GAME_DECIDE_END			/* the contest ends now */
};
struct game_decision {
	const char		*contest;
	const char		*who;
	enum game_decision_kind	 kind;
	int			 round;		/* 0: none */
	int			 score;		/* correct */
	const char		*reason;	/* not empty */
};
/* Record and apply decision d, in the caller's transaction.  0, or -1 with
 * *cause (no such contest, entrant or round, an entry to annul or correct
 * that is not judged, an empty reason, or a storage failure). */
int game_contest_decide(struct game_ctx *g, const struct game_decision *d,
    long long now, char **cause);
/* The same; *text (may be NULL; malloc'ed, or NULL) gets what an open
 * contest publishes: the next round's announcement when cancel-round
 * closed the open round, as game_contest_close gives it.  The end mails
 * every entrant the final standings and the decisions not yet told (the
 * end's reason among them), as the last round's close does. */
int game_contest_decide_text(struct game_ctx *g,
    const struct game_decision *d, long long now, char **text,
    char **cause);
/* The rounds between the one being played and the last one fixed later
 * (000: "cu cel puţin 5 tururi înainte se stabileşte ultimul tur"). */
#define GAME_LAST_ROUND_AHEAD	5
/* The name of a decision's kind as the history writes it. */
const char *game_decision_kind_str(enum game_decision_kind k);

/* --- letters given by hand (dupmanual.h) ---
 *
 * A contest created with manual_draw never draws by itself: each round
 * waits, running but with no round open, until the arbiter gives its
 * letters (game_contest_letters); the game still ends as the seeded draw
 * would decide (no draw can give a move any more).  In any contest the
 * arbiter may give the letters of the next round not yet drawn: checked
 * against the stock (the bag and the leave), the round's vowel/consonant
 * rule and the rule that a rack with no move is never published; with
 * the round before still open, against the position after the program's
 * top, and again when that round closes: letters that no longer fit then
 * (another top chosen) leave the round waiting, as in a contest drawn by
 * hand.  A repeated round (nobody played) keeps its letters. */
struct game_letters {
	const char	*contest;
	int		 round;		/* 0: the next round to draw */
	const char	*letters;	/* "AEIRST?"; tactic "ABC.../DEF..." */
	const char	*reason;	/* not empty */
};
#define GAME_LETTERS_OPENED	0	/* the round waited: it opens now
					   (mailed, or *text to publish) */
#define GAME_LETTERS_RECORDED	1	/* used when the round is drawn */
#define GAME_LETTERS_REFUSED	2	/* *cause says why and what to do */
#define GAME_LETTERS_UNREADABLE	3	/* no rack: *cause says how to write
					   one */
/* Record the letters of in->round with their reason (the contest's
 * history, manual_rack) and open the round when the contest waits for
 * them.  GAME_LETTERS_*, or -1 with *cause (storage, no such contest, no
 * reason).  *text as game_contest_start. */
int game_contest_letters(struct game_ctx *g, const struct game_letters *in,
    long long now, char **text, char **cause);
/* 1 when contest c waits for the letters of round *number (*stock, when
 * not NULL: the letters they may be taken from, the bag and the leave, as
 * a rack writes them; malloc'ed), 0 when not, -1 with *cause. */
int game_contest_waiting(struct game_ctx *g, const struct contest *c,
    int *number, char **stock, char **cause);
/* 1 when contest c (opened at a given time, opens_weekly) has drawn round
 * *number at the close of the round before and opens it at *opens (the
 * next opens_weekly time after that close), 0 when not, -1 with *cause.
 * The round drawn waits in the contest's saved game; game_tick opens it. */
int game_contest_planned(struct game_ctx *g, const struct contest *c,
    int *number, long long *opens, char **cause);

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
void game_rank_standings(enum sm_dup_variant variant,
    struct standing_line *lines, size_t n, int sum_tops);

/* The data of contest name's bulletins (report-bulletin.h; rendered by
 * report_bulletin_xml and report_bulletin_round_xml): everything when
 * only is 0; else what round only's document needs (the entries and
 * standings of that round, no contest standings).  The entries ranked,
 * the standings after each closed round (the sums of the rounds up to it,
 * ranked by game_rank_standings; an entrant listed once it had an entry
 * or joined before the round closed) and the contest's (game_standings),
 * the board after each top, the seed once over, the lexicon described
 * (opened to read its source and word count; when it cannot be, or is not
 * the one the contest began with, what the contest knows and no word
 * count).  0 and *out (one allocation, freed by game_contest_report_free,
 * which accepts NULL), 1 when there is no such contest, -1 with *cause. */
struct report_bulletin;
int game_contest_report(struct game_ctx *g, const char *name, int only,
    struct report_bulletin **out, char **cause);
void game_contest_report_free(struct report_bulletin *b);

/* --- entries by mail (cmd-round.c turns each outcome into a reply item) ---
 *
 * Who sends an entry, as the mail says: the game layer knows no mail. */
struct game_sender {
	const struct player	*player;	/* signed on (SIGNON), or
						   NULL */
	const char		*address;	/* the mail's From address */
	const char		*from_name;	/* its display name, or NULL */
	const char		*name;		/* given by NAME, or NULL */
	const char *const	*to;		/* the addresses the mail was
						   sent to (To and Cc),
						   NULL-terminated; or NULL */
	const char		*unverified;	/* [auth] require is on and
						   the sender's authentication
						   failed: what failed
						   ("DMARC"...); else NULL */
};

/* An entry as read from the mail (the slip's lines). */
struct game_entry_in {
	long long	 contest_id;	/* from game_contest_resolve */
	int		 round;		/* the round the entry names */
	const char	*move;		/* as written */
	int		 claimed;	/* -1: not given */
	const char	*move2;		/* tactic: the second move, or NULL */
	int		 claimed2;	/* -1: not given */
	int		 claimed_total;	/* tactic: TOTAL n, or -1 */
	long long	 spool_id;	/* the mail (0: not from one) */
	long long	 now;
};

/* What became of it.  The reply codes (templates/mail/messages-*.xsl)
 * each outcome is worded by are given for the reader; the words are the
 * templates'. */
enum game_entry_code {
	GAME_ENTRY_RESOLVED = 0,	/* resolve: contest_id, tactic */
	GAME_ENTRY_NO_CONTEST,		/* round.no-contest */
	GAME_ENTRY_WHICH_CONTEST,	/* round.which-contest: contests */
	GAME_ENTRY_CLOSED,		/* round.closed: contest, round */
	GAME_ENTRY_UNKNOWN_ROUND,	/* round.unknown: contest, round,
					   current */
	GAME_ENTRY_LATE,		/* round.late: contest, round,
					   deadline */
	GAME_ENTRY_NOT_OPEN,		/* round.not-open: contest, round,
					   opens (in deadline) */
	GAME_ENTRY_NOT_ENTRANT,		/* round.not-entrant: contest */
	GAME_ENTRY_BAD_MOVE,		/* round.bad-move: text, reason, why */
	GAME_ENTRY_RECEIVED,		/* round.received: contest, round,
					   move, claimed, deadline */
	GAME_ENTRY_REPLACED,		/* round.replaced: the same and
					   previous */
	GAME_ENTRY_JUDGED,		/* round.received-judged (feedback on
					   receipt): contest, round, move,
					   valid, score, warnings; refused:
					   reason, why */
	GAME_ENTRY_HELD			/* round.held: contest, round, move;
					   reason: what failed; held_id */
};

struct game_entry_outcome {
	enum game_entry_code	 code;
	long long		 contest_id;
	int			 tactic;	/* its entries hold two moves */
	char			*contests;	/* WHICH_CONTEST: the names,
						   ", "-separated */
	char			*contest;	/* the contest's name */
	int			 round;		/* the round the entry named */
	int			 current;	/* UNKNOWN_ROUND, RESOLVED: the
						   open one (RESOLVED: 0 when
						   none is open) */
	long long		 deadline;	/* LATE, RECEIVED, REPLACED,
						   JUDGED; NOT_OPEN: when the
						   round opens */
	char			*text;		/* BAD_MOVE: the move that is no
						   move, as written */
	char			*move;		/* the move in canonical form
						   (tactic: "A / B") */
	int			 claimed;	/* RECEIVED, REPLACED, JUDGED:
						   the claimed score (tactic:
						   the total), -1 when not
						   given */
	char			*previous;	/* REPLACED: the earlier move as
						   written */
	int			 valid;		/* JUDGED */
	int			 score;		/* JUDGED: 0 when refused */
	int			 warnings;	/* JUDGED: technical warnings */
	char			*reason;	/* BAD_MOVE, JUDGED refused: the
						   engine's English sentence */
	struct report_verdict	 why;		/* the same as a code */
	long long		 held_id;	/* HELD: the held_entry row */
};
/* Free the strings of *o (not o itself) and zero it. */
void game_entry_outcome_clear(struct game_entry_outcome *o);

/* The contest the ROUND lines of a mail are for: chosen (by CONCURS, or
 * 0), else the only running contest open to the sender whose address the
 * mail is sent to (s->to), else the only running contest open to the
 * sender (a registered one when s->player takes part in it).  0 with *out
 * filled (RESOLVED with contest_id, tactic and current, NO_CONTEST or
 * WHICH_CONTEST; clear it with game_entry_outcome_clear), or -1 with
 * *cause on a storage failure. */
int game_contest_resolve(struct game_ctx *g, const struct game_sender *s,
    long long chosen, struct game_entry_outcome *out, char **cause);
/* An entry for round in->round of contest in->contest_id: checked (the
 * round open, in time, a registered contest's entrant, a move that reads
 * as one), recorded (replacing the sender's earlier entry for the round; a
 * reader becomes an entrant named by NAME, the From display name or the
 * address), and judged at once when the contest gives feedback on
 * receipt.  0 with *out filled (clear it with game_entry_outcome_clear),
 * or -1 with *cause on a storage failure. */
int game_entry(struct game_ctx *g, const struct game_sender *s,
    const struct game_entry_in *in, struct game_entry_outcome *out,
    char **cause);

/* An entry to an open contest from a reader (no SIGNON) whose sender's
 * authentication failed (s->unverified) is held, not recorded (issue 18):
 * game_entry checks it as any entry (round, deadline, the move reads),
 * then keeps it in held_entry and answers GAME_ENTRY_HELD.  The
 * organiser's decision: */
enum game_held_result {
	GAME_HELD_DONE = 0,	/* released: *out is the entry's outcome
				   (RECEIVED, REPLACED or JUDGED); or
				   rejected */
	GAME_HELD_NONE,		/* no held entry id in that contest */
	GAME_HELD_SUPERSEDED,	/* the address entered the round again
				   later: not released (kept) */
	GAME_HELD_REFUSED	/* not released (kept): *out says why
				   (CLOSED: the round is over, ...) */
};
/* Release held entry id of contest contest_id: entered now as if it had
 * arrived when it did (its time checked against the round's deadline),
 * the held row deleted, and its sender told (round.held-released, kind
 * held, queued at now: it counts, judged when the contest judges on
 * receipt).  0 with *res (and *out, to clear with
 * game_entry_outcome_clear), or -1 with *cause. */
int game_held_release(struct game_ctx *g, long long contest_id, long long id,
    long long now, enum game_held_result *res,
    struct game_entry_outcome *out, char **cause);
/* Reject held entry id of contest contest_id: the row deleted (the mail
 * stays in the spool) and its sender told (round.held-rejected: it does
 * not count; the deadline when the round still takes entries).  0 with
 * *res (DONE or NONE), or -1 with *cause. */
int game_held_reject(struct game_ctx *g, long long contest_id, long long id,
    long long now, enum game_held_result *res, char **cause);

/* STOP: the reader at addr receives no more rounds of the running open
 * contests they entered (of contest `chosen` only, when not 0), until they
 * enter a move again.  0 with *names the contests (malloc'ed, ", "-
 * separated, "" when the address reads none), or -1 with *cause. */
int game_contest_stop(struct game_ctx *g, const char *addr, long long chosen,
    long long now, char **names, char **cause);

/* A time as the mails write it: "2026-12-07 10:00 UTC", or in the
 * organiser's time zone ([scrabmail] timezone) "2026-12-07 12:00
 * (Europe/Bucharest)"; into buf (96 bytes suffice). */
/* Contest name's calendar, in the organiser's zone (the timezone
 * setting): "timezone<TAB>ZONE", "deadline<TAB>sun 23:59" or
 * "round-days<TAB>N", then "round<TAB>N<TAB>OPENS<TAB>CLOSES<TAB>STATUS"
 * per round (times "YYYY-MM-DD HH:MM", OPENS "-" when not known; STATUS
 * closed, open or planned): the rounds drawn, then those to come, each
 * opening at the deadline before it (through --rounds when fixed, else
 * four more and every round given a date).  0 and *out (malloc'ed, the
 * caller frees), or -1 with *cause. */
int game_contest_calendar(struct game_ctx *g, const char *name,
    long long now, char **out, char **cause);
void game_contest_when(const struct conf *conf, long long t, char *buf,
    size_t cap);

/* The contest a name means, for CONCURS: 0 and *id, 1 when none. */
int game_contest_id(struct game_ctx *g, const char *name, long long *id,
    char **cause);

#endif
