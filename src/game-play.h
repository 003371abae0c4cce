/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-play.h: free games played by mail ("partida liberă" and "liber
 * mărunțel", 2-4 registered players) on the engine's free.h: creating a
 * game (seats in an order fixed by the game's secret seed, racks drawn,
 * each player mailed the board and their own rack only), the turns sent by
 * mail (MOVE, EXCHANGE, PASS, RESIGN: checked for the game, the player,
 * the turn and the move number, then judged by the engine), the mails each
 * turn makes (the move and the board to the others, "your turn" with the
 * rack to the next player, the final scores, the seed and the GCG at the
 * end), and what STATUS, HISTORY and the command line show.
 *
 * The draws: the engine's seed is the first 64 bits of
 * SHA-256("scrabmail-draw:" seed); the seats are the players sorted by
 * SHA-256("scrabmail-seat:" seed ":" name).  SHA-256(seed) is mailed at the
 * start and the seed itself at the end, so anyone can replay the game.
 *
 * Transactions: every function runs inside the caller's transaction (the
 * mail's, or the command line's); mails are queued with
 * outbox_queue_deferred in it.  Returns: 0, or -1 with *cause (malloc'ed,
 * the caller frees) on a storage or lexicon failure; a refused turn is an
 * outcome (struct game_play_outcome), not an error: the mail commands
 * (cmd-move.c ...) word it as reply items.  This module knows no mail
 * command and no championship: when a game ends it calls the context's
 * game_over hook (game-ctx.h), which a championship installs.
 */
#ifndef SM_GAME_PLAY_H
#define SM_GAME_PLAY_H

#include "report-verdict.h"

struct game_ctx;

struct game_play_opts {
	const char	*variant;	/* "free" (NULL) or "maruntel" */
	const char	*seed;		/* or NULL: a random one */
	int		 end_scoring;	/* 1: racks counted at the end */
	long long	 champ_id;	/* a championship's game (its players
					   seated in the order given), or 0 */
	int		 group_no;
	const char	*leader;	/* liber mărunțel's leader (003:
					   "arbitrul sau unul dintre
					   jucători"): "arbiter" (NULL: the
					   program opens, every seat plays)
					   or "player" (the opening is
					   player 1's); scored for nobody
					   either way */
};

/* Create and start a game of the n registered players named (2-4 for
 * free): seats from the seed, racks drawn, every player mailed.  *id gets
 * the game's number.  A bad variant, count or unknown or repeated player
 * is an error with *cause saying so. */
int game_play_create(struct game_ctx *g, const char *const *players, int n,
    const struct game_play_opts *o, long long now, long long *id,
    char **cause);

/* Who sends a turn or asks about a game: a registered player (signed on;
 * the games go by the id, the name is for the caller's answers), and the
 * mail it came in (recorded with the turn and the mails it makes; 0:
 * none). */
struct game_play_from {
	long long	 player_id;
	const char	*name;
	long long	 spool_id;
};
/* *f for the registered player p (not NULL; f->name points into p) and
 * the mail spool_id. */
struct player;
void game_play_from_player(struct game_play_from *f, const struct player *p,
    long long spool_id);

/* What became of a turn or a question, checked in this order. */
enum game_play_code {
	GAME_PLAY_OK,
	GAME_PLAY_UNKNOWN_GAME,		/* no such game */
	GAME_PLAY_NOT_IN_GAME,		/* the player does not play in it */
	GAME_PLAY_OVER,			/* the game is over */
	GAME_PLAY_STALE,		/* a number already played, or one
					   not yet due on the player's turn */
	GAME_PLAY_NOT_YOUR_TURN,
	GAME_PLAY_REFUSED,		/* the engine refused the turn */
	GAME_PLAY_NOTHING,		/* takeback: no turn recorded */
	GAME_PLAY_NO_CLOCK,		/* deadline: not a championship's
					   game */
	GAME_PLAY_BAD_DATE		/* deadline: the date cannot be read
					   or is not after now */
};

/* A refused move that still cost the turn (counted as a pass). */
enum game_play_lost {
	GAME_PLAY_KEPT = 0,		/* nothing recorded: play again */
	GAME_PLAY_LOST_ILLEGAL,		/* a championship's --illegal-move
					   pass */
	GAME_PLAY_LOST_WRONG		/* liber mărunțel: a wrong move is a
					   PAS (003), whatever the setting */
};

/* A turn's outcome; the fields each code fills are named.  Clear with
 * game_play_outcome_clear. */
struct game_play_outcome {
	enum game_play_code	 code;
	/* STALE, NOT_YOUR_TURN: the number of the turn to be played (and
	 * to_move: who is to play it; for STALE NULL when the sender is);
	 * a resignation (OK): the number of the turn it took. */
	int			 expected;
	/* NOT_YOUR_TURN: the player to move (malloc'ed). */
	char			*to_move;
	/* OK: the turn as written back ("H8 CASA", the tiles exchanged, or
	 * ""), its score, the player's total after it, and whether it
	 * ended the game (over: also a lost turn's pass). */
	char			 shown[64];
	int			 score;
	int			 total;
	int			 over;
	/* REFUSED: the engine's sentence (English), its status's name
	 * (static), the verdict for the templates, and whether the turn
	 * was lost (counted as a pass, which has been applied). */
	char			 reason[512];
	const char		*status;
	struct report_verdict	 verdict;
	enum game_play_lost	 lost;
	/* REFUSED: 1 in a liber mărunțel game (one letter each, its own
	   exchange rule: the answer words it so). */
	int			 maruntel;
	/* OK, a liber mărunțel PASS: 1 when the player had the right to
	 * exchange their tile and is counted as having exchanged (003:
	 * "Dacă preferă să nu o schimbe, se consideră că a efectuat
	 * această operaţie"). */
	int			 declined;
	/* OK and REFUSED: the player's rack now (malloc'ed, as the mails
	 * show it) and the tiles left in the bag (REFUSED only). */
	char			*rack;
	int			 bag;
};
void game_play_outcome_clear(struct game_play_outcome *o);

/* The turns of player from, as sent by mail: the game, the turn's number
 * (not for RESIGN), the move ("H8 CASA") or the letters to exchange as
 * written.  *out gets the outcome; when it is OK (or a lost turn) the turn
 * is recorded, saved and mailed to the game's players. */
int game_play_move(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, const char *move, long long now,
    struct game_play_outcome *out, char **cause);
int game_play_exchange(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, const char *letters, long long now,
    struct game_play_outcome *out, char **cause);
int game_play_pass(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, long long now,
    struct game_play_outcome *out, char **cause);
int game_play_resign(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long long now, struct game_play_outcome *out,
    char **cause);

/* The position of a game as one of its players sees it (STATUS, RESEND):
 * code OK, UNKNOWN_GAME or NOT_IN_GAME; with OK the texts (malloc'ed;
 * clear with game_play_position_clear). */
struct game_play_position {
	enum game_play_code	 code;
	char			*state;		/* "playing" or "over" */
	char			*to_move;	/* "" once over */
	int			 mine;		/* 1: the player is to move */
	int			 number;	/* the next turn's number */
	int			 bag;		/* tiles in the bag */
	char			*rack;		/* the player's own */
	char			*board;
	char			*scores;
	char			*deadline;	/* "" without a clock */
	char			*opening;	/* liber mărunțel: the leader's
						   opening ("H8 EL", scored for
						   nobody), else "" */
	char			*leader;	/* with an opening: "" (the
						   arbiter) or the player who
						   led (player 1) */
};
void game_play_position_clear(struct game_play_position *p);
int game_play_status(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, struct game_play_position *out, char **cause);
/* RESEND: the position, the player's rack and (their turn) how to move,
 * mailed again to the player; *code OK, UNKNOWN_GAME or NOT_IN_GAME. */
int game_play_resend(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long long now, enum game_play_code *code,
    char **cause);
/* The mark around a key in the text blocks the program hands to the mail
 * templates (a game's history, a championship's crosstable): U+E001, a
 * private-use character nobody types and the reply's cleaning keeps;
 * common.xsl's "words" puts the reader's word in its place
 * (messages-ro.xsl's ro.word, messages-en.xsl's en.word). */
#define GAME_PLAY_KEY	"\xee\x80\x81"

/* HISTORY: every recorded turn of the game as text lines in *moves
 * (malloc'ed, the caller frees; NULL unless *code is OK).  A liber
 * mărunțel game's first line is the leader's opening: number 1 (the
 * engine counts it as the first turn, so players' moves begin at 2), player
 * "-" (the arbiter) or player 1 (a player led), kind "opening", score
 * +0.  The words a player reads are keys between TABs for the templates
 * to translate: the kind ("" SM_KEY "kind.play\t", exchange, pass, resign, end,
 * opening, timeout: a loss on time) and a mărunțel wrong move's text
 * ("" SM_KEY "wrong-move" SM_KEY ""). */
int game_play_history(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, enum game_play_code *code, char **moves,
    char **cause);
/* Call fn with each game player_id is playing, by number; *n gets how
 * many there were.  fn returns 0, or -1 to stop (then -1 here). */
int game_play_each_playing(struct game_ctx *g, long long player_id,
    int (*fn)(void *, long long), void *arg, int *n, char **cause);

/* The arbiter resigns game_id for player_id (a player withdrawn from a
 * championship): the game ends as by RESIGN, everyone mailed.  1 when the
 * game is over or the player is not in it. */
int game_play_withdraw(struct game_ctx *g, long long game_id,
    long long player_id, long long now, char **cause);

/* The arbiter's decisions (issue 15), each recorded in the game's
 * history (game_event) with its reason and mailed to every player.
 *
 * game_play_takeback: the game's last turn undone (the rows of the turn
 * and of the end it made deleted, the position replayed from the seed,
 * the clock and the timeouts restored as they were before it); the final
 * turn of a game reopens it.  *code OK, UNKNOWN_GAME, OVER (adjudicated:
 * an adjudication is final; or ended in a rated championship, or one
 * that is over: its end has been counted) or NOTHING.
 *
 * game_play_adjudicate: the game ends with the arbiter's result: "win"
 * for winner (a player of the game; NULL otherwise), "draw" or "loss" (a
 * double loss); the position and scores stay as they are.  *code OK,
 * UNKNOWN_GAME, OVER or NOT_IN_GAME (winner does not play in it).  The
 * context's game_over hook hears of the end. */
int game_play_takeback(struct game_ctx *g, long long game_id,
    const char *reason, long long now, enum game_play_code *code,
    char **cause);
int game_play_adjudicate(struct game_ctx *g, long long game_id,
    const char *result, const char *winner, const char *reason,
    long long now, enum game_play_code *code, char **cause);
/* game_play_deadline: the deadline of the turn being played moved to the
 * end of the day date (YYYY-MM-DD or DD.MM.YYYY, the championship's time
 * zone; earlier or later): the turn's reminder and timeout move with it
 * (its extension set so), the reminder and late notice may be sent again.
 * *code OK, UNKNOWN_GAME, OVER, NO_CLOCK or BAD_DATE. */
/* game_play_replace: in game_id still playing, the seat of old_id taken
 * over by new_id (registered, not in the game): the position, the rack
 * and the scores stay the seat's, its timeouts start again from 0, and
 * when it is the seat's turn its time starts now.  Every player told (the
 * new one with their rack).  1 when the game is over or old_id does not
 * play in it (nothing done). */
int game_play_replace(struct game_ctx *g, long long game_id, long long old_id,
    long long new_id, const char *reason, long long now, char **cause);
int game_play_deadline(struct game_ctx *g, long long game_id,
    const char *date, const char *reason, long long now,
    enum game_play_code *code, char **cause);

/* The clock of a championship's game at now: the reminder, the late
 * notice or the timeout when due (t counts them).  Nothing for a game
 * over or not a championship's. */
struct clock_tick;
int game_play_clock(struct game_ctx *g, long long game_id, long long now,
    struct clock_tick *t, char **cause);

/* A game's players and result, for the standings. */
struct game_result {
	long long	 id;
	long long	 champ_id;
	int		 group_no;
	int		 n;
	int		 over;		/* 1: the scores are final */
	int		 to_move;	/* playing: the seat to move, else -1 */
	int		 moves;		/* the turns played so far */
	const char	*end;		/* over: "out", "passes", "resign",
					   "timeout" or "adjudicated"
					   (static); else NULL */
	long long	 player_id[8];
	char		*name[8];	/* the logins: malloc'ed, as shown,
					   email and lang */
	char		*shown[8];	/* the real names, else the logins */
	char		*email[8];
	char		*lang[8];
	int		 score[8];	/* final (racks counted) or current */
	int		 rank[8];	/* over: 1.. */
	int		 forfeit[8];	/* 1: resigned or lost on time */
	long long	 turn_since;
	long long	 extension;
	long long	 deadline;	/* a championship's game in play: the
					   turn's deadline (seconds), else 0 */
	const char	*status;	/* "new", "playing" or "over" (static) */
	const char	*variant;	/* "free" or "maruntel" (static) */
	char		*board;		/* the board now: the board part of a
					   CGP line (malloc'ed) */
	char		*seed;		/* over: the seed, else NULL */
	char		*seed_hash;
	/* Adjudicated by the arbiter: the scores are those at the time,
	 * and the standings count the result, not them (pair_result in
	 * game-champ.c). */
	enum {
		GAME_ADJUDGED_NONE = 0,
		GAME_ADJUDGED_WIN,	/* the seat ranked 1 won; the
					   others are forfeits */
		GAME_ADJUDGED_DRAW,
		GAME_ADJUDGED_LOSS	/* a double loss: all forfeits */
	}		 adjudged;
};
/* Fill *out (clear with game_result_clear); 1 when there is no such
 * game. */
int game_play_result(struct game_ctx *g, long long game_id,
    struct game_result *out, char **cause);
void game_result_clear(struct game_result *r);

/* Replay game_id's recorded turns from its seed, calling cb with each
 * turn and the board after it (the board part of a CGP line); gcg (may be
 * NULL) gets the record in GCG of a game over (malloc'ed), else NULL.  A
 * liber mărunțel game's first turn is the leader's opening: kind
 * "opening", number 1, seat -1 (the arbiter) or 0 (player 1 led), score
 * 0, rack "". */
struct game_move_rec;
int game_play_replay(struct game_ctx *g, long long game_id,
    int (*cb)(void *, const struct game_move_rec *, const char *board),
    void *arg, char **gcg, char **cause);

/* For the command line: the game as tab-separated lines (game, board,
 * scores, move ...: see cli-game.c) or its GCG, in *text (malloc'ed, the
 * caller frees).  1 when there is no such game. */
int game_play_show(struct game_ctx *g, long long game_id, char **text,
    char **cause);
int game_play_gcg(struct game_ctx *g, long long game_id, char **text,
    char **cause);

#endif
