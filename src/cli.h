/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli.h: the command-line sub-commands (one cli-<name>.c each) and the
 * helpers they share: the lexicon option, boards from --cgp or --board,
 * racks.  Each command parses its own options with getopt_long, prints its
 * results on stdout and its errors on stderr, and returns the exit status:
 * CLI_OK (0), CLI_NEGATIVE (1: an invalid word, an illegal move), CLI_USAGE
 * (2: wrong arguments), CLI_ERROR (3: a file or resource problem).
 */
#ifndef SM_CLI_H
#define SM_CLI_H

#include <stddef.h>

#include "board.h"
#include "lex-file.h"
#include "tiles.h"

enum { CLI_OK = 0, CLI_NEGATIVE = 1, CLI_USAGE = 2, CLI_ERROR = 3 };

/* Global options given before the command. */
struct cli_ctx {
	const char	*db;		/* --db FILE, or NULL */
	const char	*config;	/* --config FILE, or NULL */
};

struct cli_cmd {
	const char	*name;
	int		(*run)(struct cli_ctx *ctx, int argc, char **argv);
	const char	*summary;
};

/* The table, sorted by name, and its length (cli-table.c). */
extern const struct cli_cmd cli_table[];
extern const size_t cli_table_len;
/* The command named name, or the only one it is a prefix of; NULL when none
 * or several.  Points into cli_table. */
const struct cli_cmd *cli_find(const char *name);

int cli_championship(struct cli_ctx *, int, char **);
int cli_check(struct cli_ctx *, int, char **);
int cli_contest(struct cli_ctx *, int, char **);
int cli_daemon(struct cli_ctx *, int, char **);
int cli_demo(struct cli_ctx *, int, char **);
int cli_game(struct cli_ctx *, int, char **);
int cli_ingest(struct cli_ctx *, int, char **);
int cli_init(struct cli_ctx *, int, char **);
int cli_lexicon(struct cli_ctx *, int, char **);
int cli_outbox(struct cli_ctx *, int, char **);
int cli_player(struct cli_ctx *, int, char **);
int cli_publish(struct cli_ctx *, int, char **);
int cli_score(struct cli_ctx *, int, char **);
int cli_send(struct cli_ctx *, int, char **);
int cli_spool(struct cli_ctx *, int, char **);
int cli_tick(struct cli_ctx *, int, char **);
int cli_top(struct cli_ctx *, int, char **);

struct conf;
struct store;
/* Read the configuration (--config, $SCRABMAIL_CONFIG or none) and, when st
 * is not NULL, open the database (--db, the config's database,
 * $SCRABMAIL_DB, or scrabmail.db); create makes a missing database file
 * (for init).  Prints the error; CLI_OK or CLI_ERROR.  Free with conf_free
 * and store_close. */
int cli_open_store(struct cli_ctx *ctx, int create, struct conf **conf,
    struct store **st);

/* Open the lexicon at path (NULL: the default), printing an error on
 * failure.  CLI_OK or CLI_ERROR. */
int cli_open_lexicon(struct lexfile *lf, const char *path);
/* Load a board from exactly one of cgp / file (the other NULL); both NULL
 * gives an empty board.  Prints an error; CLI_OK, CLI_USAGE or CLI_ERROR. */
int cli_load_board(struct sm_board *b, const char *cgp, const char *file);
/* Parse a rack, printing an error; CLI_OK or CLI_USAGE. */
int cli_parse_rack(struct sm_rack *rack, const char *text);
/* Flush stdout at the end of a command: rc, or CLI_ERROR (with a message)
 * when the output could not be written (a full disk, a closed pipe). */
int cli_flush(int rc);

#endif
