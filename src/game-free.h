/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-free.h: free games played by mail ("partida liberă" and "liber
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
#ifndef SM_GAME_FREE_H
#define SM_GAME_FREE_H

struct cmd_ctx;
struct game;

struct game_free_opts {
	const char	*variant;	/* "free" (NULL) or "maruntel" */
	const char	*seed;		/* or NULL: a random one */
	int		 end_scoring;	/* 1: racks counted at the end */
};

/* Create and start a game of the n registered players named (2-4 for
 * free): seats from the seed, racks drawn, every player mailed.  *id gets
 * the game's number.  A bad variant, count or unknown or repeated player
 * is an error with *cause saying so. */
int game_free_create(struct game *g, const char *const *players, int n,
    const struct game_free_opts *o, long long now, long long *id,
    char **cause);

/* The turns of the signed-on player ctx->player, from a mail: answers in
 * ctx->reply (cmd is the command's English keyword for the reply item). */
int game_free_move(struct game *g, struct cmd_ctx *ctx, long long game_id,
    long number, const char *move, const char *echo, char **cause);
int game_free_exchange(struct game *g, struct cmd_ctx *ctx,
    long long game_id, long number, const char *letters, const char *echo,
    char **cause);
int game_free_pass(struct game *g, struct cmd_ctx *ctx, long long game_id,
    long number, const char *echo, char **cause);
int game_free_resign(struct game *g, struct cmd_ctx *ctx,
    long long game_id, const char *echo, char **cause);
/* STATUS and HISTORY of a game the signed-on player plays in. */
int game_free_status(struct game *g, struct cmd_ctx *ctx, long long game_id,
    const char *echo, char **cause);
int game_free_history(struct game *g, struct cmd_ctx *ctx,
    long long game_id, const char *echo, char **cause);

/* For the command line: the game as tab-separated lines (game, board,
 * scores, move ...: see cli-game.c) or its GCG, in *text (malloc'ed, the
 * caller frees).  1 when there is no such game. */
int game_free_show(struct game *g, long long game_id, char **text,
    char **cause);
int game_free_gcg(struct game *g, long long game_id, char **text,
    char **cause);

#endif
