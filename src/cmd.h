/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd.h: the mail command language.  A mail's cleaned text is read line by
 * line; the first word of a line names a command (English or Romanian,
 * any case, diacritics ignored, or an unambiguous prefix of at least three
 * letters); each command is one cmd-<name>.c file holding a struct
 * cmd_entry, and cmd.c holds the table, sorted by name.  A command answers
 * by adding items to the reply (report-reply.h): what it understood and
 * what it did, or exactly what was wrong.  A line that names no command is
 * no error when it is a greeting before the commands (skipped) or a closing
 * after them (it ends them); any other line after the commands ends them
 * with one note, unless it looks like a mistyped command; a lone move gets
 * a hint (cmd-hint.c).  The words of the answers are in the templates, not
 * here.
 *
 * All the effects of one mail happen inside the caller's transaction
 * (ingest.c): a command returns -1 only for a storage failure, and then the
 * whole mail is rolled back and processed again later.
 */
#ifndef SM_CMD_H
#define SM_CMD_H

#include <stddef.h>

#include "game-play.h"

struct conf;
struct game_ctx;
struct mail_msg;
struct player;
struct report_reply;
struct store;

struct cmd_ctx {
	struct store		*st;
	const struct conf	*conf;
	const struct mail_msg	*msg;		/* the mail being read */
	struct report_reply	*reply;
	long long		 now;
	struct player		*player;	/* signed on (owned), or NULL */
	char			*lang;		/* the reply's language (owned) */
	/* The lines of the mail; a command may consume the lines after its
	 * own (cur is the index of the next line to read). */
	char			**lines;
	size_t			 nlines;
	size_t			 cur;
	int			 line;		/* 1-based number of the current
						   command's line */
	int			 stop;		/* no more commands: 1 after
						   SIGNOFF, 2 after a line that
						   is no command ended them */
	int			 commands;	/* command lines read */
	int			 known;		/* of them, lines that named
						   a command */
	/* The command carrying a password the last line read named
	 * without its password ("SIGNON ion"), or NULL: the next line may
	 * be the password, so it is never run nor quoted back. */
	const struct cmd_entry	*password_next;
	/* For the game commands. */
	struct game_ctx		*game;		/* or NULL: no game commands */
	long long		 spool_id;	/* the mail being read, or 0 */
	long long		 contest_id;	/* chosen by CONCURS, or 0 */
	char			*display_name;	/* given by NUME (owned) */
};

#define CMD_SIGNON	0x1	/* needs a signed-on player */

struct cmd_entry {
	const char	*name;		/* English keyword, upper case */
	const char	*alias;		/* Romanian keyword, or NULL */
	const char	*args;		/* the arguments, for help: "player password" */
	int		 flags;
	int		 secret;	/* echo only the first `secret` words
					   (0: all): hides passwords */
	/* Run the command with its words (argv[0] is the keyword as
	 * written).  echo is the line as it may be quoted back.  0, or -1 with
	 * *cause on a storage failure. */
	int		(*exec)(struct cmd_ctx *ctx, int argc, char **argv,
			    const char *echo, char **cause);
};

/* The table, sorted by name (a unit test checks it and that no name or
 * alias is used twice), and its length. */
extern const struct cmd_entry *const cmd_table[];
extern const size_t cmd_table_len;

/* The command a word names: a name or alias (any case, diacritics folded)
 * or an unambiguous prefix of at least three letters of one.  NULL when
 * none; *ambiguous (may be NULL) is set to 1 when several match. */
const struct cmd_entry *cmd_find(const char *word, int *ambiguous);

/* Whether a word is a command's name or alias as it stands (any case,
 * diacritics folded), not a prefix or a mistyping of one. */
int cmd_is_keyword(const char *word);

/* Read the mail's text (UTF-8, LF line ends) and run its commands into
 * ctx->reply.  ctx->st, conf, msg, reply, now and lang must be set; the
 * lines are split here.  0, or -1 with *cause on a storage failure. */
int cmd_run_text(struct cmd_ctx *ctx, const char *text, char **cause);
/* One line of a mail (without its line feed) as an organiser's view may
 * show it (spool show): a line that is or looks like a command carrying a
 * password (SIGNON, PASSWORD, PAROLA, a mistyping or a prefix of one,
 * after any '>' or blanks) gets the words the echo of that command hides
 * replaced by stars, as an answer would quote it; any other line is
 * copied.  Malloc'ed, the caller frees. */
char *cmd_mask_line(const char *line);
/* Whether line carries or may carry a password: cmd_mask_line would hide
 * words of it, and its first word is not, as it stands, the name of a
 * command that carries none ("pas" is PASS, not a prefix of PASSWORD); or
 * it names one without its password ("SIGNON", "PAROLA" alone: the next
 * line may hold it, cmd_mask_line_after).  The lines a command takes from below its own (a
 * round's move, a message's text) never include such a line: it is left
 * to the command loop, which reads it as the command it is. */
int cmd_line_secret(const char *line);
/* The mail's line line as cmd_mask_line shows it, or every word of it
 * replaced by stars when prev (the non-blank line before it, or NULL)
 * names a command carrying a password without the password ("SIGNON
 * ion", "PAROLA", "SINGON: ion"): the password may be on this line.  A
 * line whose first word is a command's name as it stands is no password
 * (the reader runs it).  Malloc'ed, the caller frees. */
char *cmd_mask_line_after(const char *line, const char *prev);
/* A subject (or another header's value) the same way, but only when it
 * looks like a SIGNON line (its first word SIGNON or near it): a subject
 * is no command, and "parola veche" or "Partida nouă" are words, not
 * passwords.  Malloc'ed, the caller frees. */
char *cmd_mask_subject(const char *subject);
/* Free what cmd_run_text left in ctx (lines, player, lang). */
void cmd_ctx_clear(struct cmd_ctx *ctx);

/* The n words joined by spaces (a real name, a championship's name):
 * malloc'ed, the caller frees with g_free. */
char *cmd_join_words(int n, char **words);

/* What the free-game commands share (cmd-game.c).  Who asks: the
 * signed-on player ctx->player (not NULL) and the mail; from->name stays
 * valid as long as ctx->player.  The cmd-*.c files never look into
 * struct player (store.h): game_play_from_player does. */
void cmd_game_from(const struct cmd_ctx *ctx, struct game_play_from *from);
/* The error item of a game that is unknown or not from's (code
 * UNKNOWN_GAME or NOT_IN_GAME): 1 when one was added, else 0. */
int cmd_game_not_found(struct cmd_ctx *ctx, const char *echo,
    const char *cmd, const struct game_play_from *from, long long game_id,
    enum game_play_code code);
/* one(ctx, game, echo, cause) for every game the signed-on player is
 * playing; when there is none, the error item cmd / none (e.g. STATUS,
 * status.no-games).  0, or -1 with *cause from one or the store. */
int cmd_game_each(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    const char *none, int (*one)(struct cmd_ctx *, long long, const char *,
    char **), char **cause);
/* The item of the outcome o of from's turn: cmd the command's English
 * keyword, the game and the turn's number as given (0 for RESIGN), text
 * the move or the letters as written (NULL: none), ok and refused the
 * codes of its acceptance and of its refusal by the engine. */
void cmd_game_turn_reply(struct cmd_ctx *ctx, const char *echo,
    const char *cmd, const struct game_play_from *from, long long game_id,
    long number, const char *text, const char *ok, const char *refused,
    const struct game_play_outcome *o);

/* The lines that are no command (cmd-hint.c).  Whether a line's words
 * are a lone move: a coordinate and a word, perhaps a score ("H4 CASA",
 * "4h casa 12"). */
int cmd_hint_is_move(int argc, char **argv);
/* The hint item for such a line: how to write it for the game the
 * signed-on player is to move in, else for the open round of the contest
 * the mail is for, else both forms.  0, or -1 with *cause. */
int cmd_hint_move(struct cmd_ctx *ctx, int argc, char **argv,
    const char *echo, char **cause);
/* Whether a line is a greeting or a closing: it ends with ',' or '!', or
 * its first word is one that starts them ("Bună", "Mulțumesc", "Cu",
 * "Thanks", "Regards"...). */
int cmd_hint_is_polite(const char *line);

/* Who the mail is from, for the game layer (game-contest.h): the
 * signed-on player, the From address and name, the NAME given; the
 * addresses the mail was sent to go into *to (free with g_strfreev), and
 * s->to points into it.  s's strings are valid as long as ctx's. */
struct game_sender;
void cmd_sender(const struct cmd_ctx *ctx, struct game_sender *s,
    char ***to);

/* Who asks (cmd-list.c), for HELP and LIST: *context "player" (signed
 * on), "known" (the From address is a player's, no SIGNON; needs
 * ctx->game) or "reader" (static strings).  0, or -1 with *cause. */
int cmd_context(struct cmd_ctx *ctx, const char **context, char **cause);

/* STOP's work (cmd-stop.c), also for GATA as a mail's first command: the
 * reader at the mail's address stops receiving the rounds of open
 * contests; the item stop.ok when some were stopped (*stopped set), else
 * stop.none unless quiet.  0, or -1 with *cause. */
int cmd_stop_run(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    int quiet, int *stopped, char **cause);

/* The commands. */
extern const struct cmd_entry cmd_confirm_entry;
extern const struct cmd_entry cmd_contest_entry;
extern const struct cmd_entry cmd_exchange_entry;
extern const struct cmd_entry cmd_help_entry;
extern const struct cmd_entry cmd_history_entry;
extern const struct cmd_entry cmd_join_entry;
extern const struct cmd_entry cmd_language_entry;
extern const struct cmd_entry cmd_leave_entry;
extern const struct cmd_entry cmd_list_entry;
extern const struct cmd_entry cmd_message_entry;
extern const struct cmd_entry cmd_move_entry;
extern const struct cmd_entry cmd_name_entry;
extern const struct cmd_entry cmd_pass_entry;
extern const struct cmd_entry cmd_password_entry;
extern const struct cmd_entry cmd_register_entry;
extern const struct cmd_entry cmd_resend_entry;
extern const struct cmd_entry cmd_resign_entry;
extern const struct cmd_entry cmd_round_entry;
extern const struct cmd_entry cmd_signoff_entry;
extern const struct cmd_entry cmd_signon_entry;
extern const struct cmd_entry cmd_status_entry;
extern const struct cmd_entry cmd_stop_entry;
extern const struct cmd_entry cmd_whoami_entry;

#endif
