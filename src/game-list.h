/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-list.h: what one sender has going on, for LIST (LISTA) and for HELP
 * in context (cmd-list.c, cmd-help.c): the free games a signed-on player is
 * playing (their opponents, whose turn, the move number, the deadline as
 * the game's mails write it, the scores) and the running duplicate
 * contests the sender may send an entry to (any open contest; a registered
 * one they take part in), with the round open and whether they have
 * already entered it.  Read only; this layer knows no mail command: the
 * cmd files word it as reply items.
 *
 * The order is the one a player acts in: games where it is their turn
 * first, the nearest deadline first (no deadline after them), then the
 * others, by number; contests with an open round they have not entered
 * first, by deadline, then those entered, then those without an open
 * round (waiting for letters given by hand), each by name.
 */
#ifndef SM_GAME_LIST_H
#define SM_GAME_LIST_H

#include <stddef.h>

#include "game-contest.h"

struct game_ctx;

/* One game being played. */
struct game_list_game {
	long long	 id;
	char		*variant;	/* "free" or "maruntel" */
	char		*opponents;	/* the others' shown names, in seat
					   order, ", "-separated */
	char		*to_move;	/* the shown name of who is to move */
	int		 mine;		/* 1: the sender is to move */
	int		 number;	/* the next turn's number */
	char		*deadline;	/* as the mails write it, or "" */
	long long	 due;		/* the same in seconds, or 0 */
	char		*scores;	/* "Ana 120, bogdan 98": the shown
					   names in seat order */
};

/* One running contest the sender may enter. */
struct game_list_contest {
	long long	 id;
	char		*name;
	int		 round;		/* the open round, or 0: none open */
	char		*deadline;	/* its deadline as the mails write
					   it, or "" */
	long long	 due;		/* the same in seconds, or 0 */
	int		 entered;	/* 1: an entry for it is in */
	int		 tactic;	/* entries hold two moves */
	int		 registered;	/* a championship's (registered
					   players) contest */
};

struct game_list {
	struct game_list_game		*games;
	size_t				 ngames;
	struct game_list_contest	*contests;
	size_t				 ncontests;
};

/* Fill *out (clear it with game_list_clear, also after a failure) for the
 * sender s: the games when s->player is set (signed on), the contests for
 * s->player's address or else s->address.  0, or -1 with *cause. */
int game_list_get(struct game_ctx *g, const struct game_sender *s,
    struct game_list *out, char **cause);
void game_list_clear(struct game_list *l);

/* Whether addr is a registered player's address: *known 1 or 0.  0, or
 * -1 with *cause. */
int game_list_known(struct game_ctx *g, const char *addr, int *known,
    char **cause);

#endif
