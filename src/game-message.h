/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-message.h: messages between the players of a free game (MESSAGE /
 * MESAJ game text, cmd-message.c).  A player of a game in play writes a
 * text; it is checked (the game, the player in it, not over, not empty, at
 * most GAME_MESSAGE_MAX characters, at most messages_per_day of the
 * sender's within 24 hours), recorded (table game_message, with the turns
 * played so far), and mailed to every other player of the game, with the
 * sender's real name when set.  The game's history (HISTORY by mail,
 * `game show`) lists the messages; no page ever publishes them
 * (doc/RULES-CHOICES.md).  This layer knows no mail command: the outcome
 * is typed, cmd-message.c words it.
 *
 * Transactions: every function runs inside the caller's transaction; the
 * mails are queued with outbox_queue_deferred in it.
 */
#ifndef SM_GAME_MESSAGE_H
#define SM_GAME_MESSAGE_H

#include "game-play.h"

struct game_ctx;

/* The longest message, in characters (line feeds included) and in lines
 * once wrapped at GAME_MESSAGE_WIDTH characters. */
#define GAME_MESSAGE_MAX	1000
#define GAME_MESSAGE_MAX_LINES	40
#define GAME_MESSAGE_WIDTH	72
/* The window of the messages_per_day limit, in seconds. */
#define GAME_MESSAGE_WINDOW	(24 * 3600)

/* What became of a message, checked in this order. */
enum game_message_code {
	GAME_MESSAGE_OK,		/* recorded and mailed: to */
	GAME_MESSAGE_UNKNOWN_GAME,	/* no such game */
	GAME_MESSAGE_NOT_IN_GAME,	/* the sender does not play in it */
	GAME_MESSAGE_OVER,		/* the game is over */
	GAME_MESSAGE_EMPTY,		/* nothing but blanks */
	GAME_MESSAGE_TOO_LONG,		/* length, lines, max */
	GAME_MESSAGE_TOO_MANY		/* max (0: messages are off), next */
};

struct game_message_outcome {
	enum game_message_code	 code;
	char			*to;		/* OK: the other players' shown
						   names, ", "-separated
						   (malloc'ed) */
	char			*text;		/* OK: the text as relayed
						   (malloc'ed) */
	long			 length;	/* TOO_LONG: characters given */
	long			 lines;		/* TOO_LONG: lines, wrapped */
	long			 max;		/* TOO_LONG: GAME_MESSAGE_MAX;
						   TOO_MANY: the setting */
	long long		 next;		/* TOO_MANY: when the sender may
						   write again (0: never) */
};
/* Free the strings of *o (not o) and zero it. */
void game_message_outcome_clear(struct game_message_outcome *o);

/* Player from's message text (UTF-8, else taken as empty; lines
 * separated by '\n'; blanks at the ends of the text and of its lines
 * dropped, empty lines in a row made one, lines longer than
 * GAME_MESSAGE_WIDTH cut at blanks) for the other players of game_id.  0 with *out filled,
 * or -1 with *cause on a storage failure. */
int game_message_send(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, const char *text, long long now,
    struct game_message_outcome *out, char **cause);

/* The messages of game_id as text lines for its history, oldest first:
 * "  [7] Ana Popescu: text" (7: the turns played when it was sent; a
 * message's further lines indented below it), in *text (malloc'ed, the
 * caller frees; "" when there is none).  With tabs set, one line a
 * message for `game show`: "message<TAB>7<TAB>login<TAB>text", the text's
 * line feeds written "\n" and its backslashes "\\". */
int game_message_history(struct game_ctx *g, long long game_id, int tabs,
    char **text, char **cause);

#endif
