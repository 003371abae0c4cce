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
 * the caller frees) on a storage or lexicon failure; a refusal of a turn
 * is an answer in ctx->reply, not an error.
 */
#ifndef SM_GAME_PLAY_H
#define SM_GAME_PLAY_H

struct cmd_ctx;
struct game_ctx;

struct game_play_opts {
	const char	*variant;	/* "free" (NULL) or "maruntel" */
	const char	*seed;		/* or NULL: a random one */
	int		 end_scoring;	/* 1: racks counted at the end */
	long long	 champ_id;	/* a championship's game (its players
					   seated in the order given), or 0 */
	int		 group_no;
};

/* Create and start a game of the n registered players named (2-4 for
 * free): seats from the seed, racks drawn, every player mailed.  *id gets
 * the game's number.  A bad variant, count or unknown or repeated player
 * is an error with *cause saying so. */
int game_play_create(struct game_ctx *g, const char *const *players, int n,
    const struct game_play_opts *o, long long now, long long *id,
    char **cause);

/* The turns of the signed-on player ctx->player, from a mail: answers in
 * ctx->reply (cmd is the command's English keyword for the reply item). */
int game_play_move(struct game_ctx *g, struct cmd_ctx *ctx, long long game_id,
    long number, const char *move, const char *echo, char **cause);
int game_play_exchange(struct game_ctx *g, struct cmd_ctx *ctx,
    long long game_id, long number, const char *letters, const char *echo,
    char **cause);
int game_play_pass(struct game_ctx *g, struct cmd_ctx *ctx, long long game_id,
    long number, const char *echo, char **cause);
int game_play_resign(struct game_ctx *g, struct cmd_ctx *ctx,
    long long game_id, const char *echo, char **cause);
/* STATUS and HISTORY of a game the signed-on player plays in. */
int game_play_status(struct game_ctx *g, struct cmd_ctx *ctx, long long game_id,
    const char *echo, char **cause);
int game_play_history(struct game_ctx *g, struct cmd_ctx *ctx,
    long long game_id, const char *echo, char **cause);

/* RESEND: the game's position, the player's rack and (their turn) how to
 * move, mailed again to the signed-on player. */
int game_play_resend(struct game_ctx *g, struct cmd_ctx *ctx, long long game_id,
    const char *echo, char **cause);

/* The arbiter resigns game_id for player_id (a player withdrawn from a
 * championship): the game ends as by RESIGN, everyone mailed.  1 when the
 * game is over or the player is not in it. */
int game_play_withdraw(struct game_ctx *g, long long game_id,
    long long player_id, long long now, char **cause);

/* game_play_status or game_play_resend for every game the signed-on
 * player is playing; *n gets how many there were. */
int game_play_each_playing(struct game_ctx *g, struct cmd_ctx *ctx,
    int (*fn)(struct game_ctx *, struct cmd_ctx *, long long, const char *,
    char **), const char *echo, int *n, char **cause);

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
	const char	*end;		/* over: "out", "passes", "resign" or
					   "timeout" (static); else NULL */
	long long	 player_id[8];
	char		*name[8];	/* malloc'ed, as email and lang */
	char		*email[8];
	char		*lang[8];
	int		 score[8];	/* final (racks counted) or current */
	int		 rank[8];	/* over: 1.. */
	int		 forfeit[8];	/* 1: resigned or lost on time */
	long long	 turn_since;
	long long	 extension;
	char		*seed;		/* over: the seed, else NULL */
	char		*seed_hash;
};
/* Fill *out (clear with game_result_clear); 1 when there is no such
 * game. */
int game_play_result(struct game_ctx *g, long long game_id,
    struct game_result *out, char **cause);
void game_result_clear(struct game_result *r);

/* Replay game_id's recorded turns from its seed, calling cb with each
 * turn and the board after it (the board part of a CGP line); gcg (may be
 * NULL) gets the record in GCG of a game over (malloc'ed), else NULL. */
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
