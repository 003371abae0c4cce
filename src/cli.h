/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli.h: the command-line sub-commands and their dispatcher.  Each
 * cli-<name>.c defines one struct cli_cmd (a noun such as "contest", or a
 * command such as "send") with its options and either a table of
 * verbs ("create", "join", ...) or one run function; cli-table.c lists them
 * sorted by name.  Each command and each verb says in its needs what it
 * works on: the configuration, the database, the mail templates, a game
 * context on them, one transaction.  The dispatcher (cli.c) reads the
 * options, finds the verb, checks its words, opens what is needed, hands
 * it all to the verb in one struct cli_env, commits the transaction when
 * the verb succeeded (else rolls it back), releases everything and flushes
 * the output.  A verb prints its results on stdout and its errors on
 * stderr, and returns the exit status: CLI_OK (0), CLI_NEGATIVE (1: an
 * invalid word, an illegal move, nothing of that name), CLI_USAGE (2: wrong
 * arguments), CLI_ERROR (3: a file or resource problem).
 */
#ifndef SM_CLI_H
#define SM_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "board.h"
#include "game-ctx.h"
#include "lex-file.h"
#include "tiles.h"

enum {
	CLI_OK = 0, CLI_NEGATIVE = 1, CLI_USAGE = 2, CLI_ERROR = 3,
	CLI_TEMPFAIL = 75	/* EX_TEMPFAIL: an MTA keeps the message */
};
/* An option's or the words' check: "go on to the verb". */
#define CLI_CONTINUE	(-1)

/* What a command or verb needs opened.  Each implies the ones it stands
 * on (a unit test checks every table says them all). */
enum {
	CLI_NEEDS_CONF		= 0x01,	/* the configuration */
	CLI_NEEDS_STORE		= 0x02,	/* the database (and CONF) */
	CLI_NEEDS_CREATE	= 0x04,	/* made when missing (and STORE) */
	CLI_NEEDS_TEMPLATES	= 0x08,	/* the mail templates (and CONF) */
	CLI_NEEDS_GAME		= 0x10,	/* a game context (and STORE,
					   TEMPLATES) */
	CLI_NEEDS_TXN		= 0x20,	/* one transaction (and STORE) */
	CLI_NEEDS_LOCK		= 0x40	/* the mail writer's lock, taken
					   before the database is opened
					   (dblock.h; and STORE) */
};

struct cli_env;
struct cli_host;

/* Global options given before the command, and the program's own. */
struct cli_ctx {
	const char		*db;		/* --db FILE, or NULL */
	const char		*config;	/* --config FILE, or NULL */
	/* What opens the command's needs (below). */
	const struct cli_host	*host;
	/* The program's words as it was started, for a host that hands
	 * the command to another program (the front's), or NULL. */
	char *const		*prog_argv;
};

/* How a program opens and releases what a command needs.  The full
 * program's (cli-open.c: the configuration, the database, the templates,
 * a game context, the transaction, the lock) links every adapter; the
 * front program (scrabmail.c) links none and has its own, which runs the
 * full program with the same words when anything is needed. */
struct cli_host {
	/* Open env->needs into env: CLI_OK, or an exit status (the error
	 * printed). */
	int	(*open)(struct cli_env *env);
	/* The verb returned rc: commit what it did when rc is CLI_OK.  The
	 * exit status (CLI_ERROR with env->cause when the commit failed). */
	int	(*commit)(struct cli_env *env, int rc);
	/* Roll back what was not committed and release all open opened. */
	void	(*release)(struct cli_env *env);
};
/* The full program's host (cli-open.c). */
extern const struct cli_host cli_host_full;
/* The front program's (cli-front.c): opens nothing; a command that needs
 * anything is handed to the full program with ctx->prog_argv. */
extern const struct cli_host cli_host_front;

struct cli_cmd;
struct cli_verb;
struct conf;
struct option;
struct report_templates;
struct store;

/* What the dispatcher hands a command's hooks and its verb.  Everything
 * in it is the dispatcher's: it frees it after the verb returned. */
struct cli_env {
	const struct cli_ctx	*ctx;
	const struct cli_cmd	*cmd;
	const struct cli_verb	*verb;	/* or NULL: no verbs */
	int			 argc;	/* the command's words, argv[0] */
	char			**argv;	/* its name */
	/* The words after the options and the verb (or the command). */
	char			**args;
	int			 nargs;
	/* CLI_NEEDS_*: the command's and the verb's; words may add. */
	int			 needs;
	/* The exit status when the needs cannot be opened (CLI_ERROR). */
	int			 fail_rc;
	/* The command's options: opts_size bytes, zeroed. */
	void			*opts;
	struct conf		*conf;
	struct store		*st;
	int			 lock;	/* CLI_NEEDS_LOCK's descriptor, or -1 */
	int			 game_up; /* the host made env->g */
	int			 tx;	/* the host began a transaction */
	struct report_templates	*tpl;
	struct game_ctx		 g;	/* with CLI_NEEDS_GAME */
	char			*cause;	/* set by a failing verb: logged */
	char			*out;	/* printed once committed */
};

struct cli_verb {
	const char	*name;
	int		 min_args;	/* words after the verb's name */
	int		 max_args;	/* -1: any number */
	int		 needs;		/* CLI_NEEDS_* */
	/* Checks the words before anything is opened, instead of min_args
	 * and max_args, with its own messages: CLI_OK or an exit status.
	 * NULL: the counts only (usage on stderr when wrong). */
	int		(*check)(struct cli_env *env);
	int		(*run)(struct cli_env *env);
};

struct cli_cmd {
	const char		*name;
	const char		*summary;
	void			(*usage)(FILE *f);
	size_t			 opts_size;
	/* Sets env->opts' defaults before the options are read, or NULL. */
	void			(*defaults)(struct cli_env *env);
	/* Its options, getopt_long's table with "help" as 'h', or NULL:
	 * read by the dispatcher, which answers --help (the usage on
	 * stdout, exit 0) and a wrong option (the usage on stderr, exit 2)
	 * and hands every other to option (arg: its argument or NULL):
	 * CLI_CONTINUE, or an exit status to return at once. */
	const struct option	*options;
	const char		*shortopts;	/* NULL: "h" */
	int			(*option)(struct cli_env *env, int c,
				    const char *arg);
	/* Checks the words after the options (optind is the first; without
	 * options, 0: the verb is argv[1]), and may add needs or change
	 * fail_rc: CLI_CONTINUE or an exit status.  NULL: none. */
	int			(*words)(struct cli_env *env);
	/* A noun: its verbs, ended by a NULL name, looked up by the word
	 * after the options... */
	const struct cli_verb	*verbs;
	/* ...or a command of its own: what it needs and does. */
	int			 needs;
	int			(*run)(struct cli_env *env);
};

/* The table, sorted by name, and its length (cli-table.c). */
extern const struct cli_cmd *const cli_table[];
extern const size_t cli_table_len;
/* The command named name, or the only one it is a prefix of; NULL when none
 * or several.  Points into the table. */
const struct cli_cmd *cli_find(const char *name);
/* The commands the front program runs itself (cli-front.c), sorted by
 * name, each also in cli_table, and their number. */
extern const struct cli_cmd *const cli_front_table[];
extern const size_t cli_front_table_len;
/* The front's command named name in full (no prefixes: the full program
 * says which a prefix names), or NULL.  Points into the table. */
const struct cli_cmd *cli_front_find(const char *name);
/* Run the full program (scrabmail-full: next to this program's file, else
 * in $(pkglibexecdir)) with argv, argv[0] included.  Returns only when
 * it could not be run: the error printed, CLI_TEMPFAIL (an MTA keeps the
 * message). */
int cli_front_exec(char *const *argv);
/* The verb named name (in full) in a table ended by a NULL name, or NULL. */
const struct cli_verb *cli_verb_find(const struct cli_verb *verbs,
    const char *name);
/* Run cmd on its words (argv[0] its name): options, words, verb, open, run,
 * commit or roll back, release, flush.  The exit status. */
int cli_dispatch(const struct cli_cmd *cmd, const struct cli_ctx *ctx,
    int argc, char **argv);
/* A command's words hook for "nothing after the options": CLI_CONTINUE,
 * or the usage on stderr and CLI_USAGE. */
int cli_words_none(struct cli_env *env);
/* Say on stderr that word is none of cmd's verbs (word NULL: that a verb
 * is missing), naming them all: "unknown contest command 'x'; the contest
 * commands are: annul, ...".  The dispatcher says it for a command with
 * verbs; a command's own words hook may too. */
void cli_verb_unknown(const struct cli_cmd *cmd, const char *word);
/* The usage lines of env's verb alone ("usage: scrabmail contest show NAME
 * ..." and the lines under it, as the command's usage writes them) on
 * stderr, or the whole usage when it has none (or no verb was found yet).
 * For wrong words. */
void cli_verb_usage(const struct cli_env *env);
/* Open the mail templates into env->tpl now, for a verb that needs them
 * only on some paths (released by the dispatcher).  0, or -1 with
 * env->cause. */
int cli_env_templates(struct cli_env *env);

extern const struct cli_cmd cli_cmd_championship;
extern const struct cli_cmd cli_cmd_check;
extern const struct cli_cmd cli_cmd_contest;
extern const struct cli_cmd cli_cmd_daemon;
extern const struct cli_cmd cli_cmd_demo;
extern const struct cli_cmd cli_cmd_game;
extern const struct cli_cmd cli_cmd_ingest;
extern const struct cli_cmd cli_cmd_init;
extern const struct cli_cmd cli_cmd_lexicon;
extern const struct cli_cmd cli_cmd_outbox;
extern const struct cli_cmd cli_cmd_player;
extern const struct cli_cmd cli_cmd_publish;
extern const struct cli_cmd cli_cmd_score;
extern const struct cli_cmd cli_cmd_send;
extern const struct cli_cmd cli_cmd_series;
extern const struct cli_cmd cli_cmd_spool;
extern const struct cli_cmd cli_cmd_tick;
extern const struct cli_cmd cli_cmd_top;

/* Open the lexicon at path (NULL: the default), printing an error on
 * failure.  CLI_OK or CLI_ERROR. */
int cli_open_lexicon(struct lexfile *lf, const char *path);
/* The same, always checking the file whole (lexfile_open_whole). */
int cli_open_lexicon_whole(struct lexfile *lf, const char *path);
/* Load a board from exactly one of cgp / file (the other NULL); both NULL
 * gives an empty board.  Prints an error; CLI_OK, CLI_USAGE or CLI_ERROR. */
int cli_load_board(struct sm_board *b, const char *cgp, const char *file);
/* Option opt's argument arg, "on" (*v = 1) or "off" (0): 0, or -1 with a
 * message. */
int cli_parse_onoff(const char *opt, const char *arg, int *v);
/* Parse a rack, printing an error; CLI_OK or CLI_USAGE. */
int cli_parse_rack(struct sm_rack *rack, const char *text);
/* The filters of the listings (--running, --over, --waiting), as the
 * option's value in a command's table. */
enum {
	CLI_FILTER_RUNNING = 0x101,
	CLI_FILTER_OVER,
	CLI_FILTER_WAITING
};
/* Set *filter to f, unless another filter was given (said: -1). */
int cli_filter_set(int *filter, int f);
/* Print JSON document j on stdout and free it. */
struct report_json;
void cli_json_print(struct report_json *j);
/* Game id in brief: a line "ID<TAB>CHAMPIONSHIP<TAB>PLAYERS<TAB>STATUS
 * <TAB>TO-MOVE<TAB>DEADLINE" on stdout (verbose: "game<TAB>" first), or
 * with j an object in j's open array (verbose: the members of j's open
 * object, with the board and the seed's hash) (doc/JSON.md).  0, 1 when
 * there is no such game, -1 with env->cause (cli-game.c). */
int cli_game_summary(struct cli_env *env, long long id, struct report_json *j,
    int verbose);
/* Flush stdout at the end of a command: rc, or CLI_ERROR (with a message)
 * when the output could not be written (a full disk, a closed pipe). */
int cli_flush(int rc);

#endif
