/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-init.c: "scrabmail init": create the database, or bring an older one
 * to this program's schema (the migrations in db/migrations/).  Running it
 * again on an up-to-date database changes nothing.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "store.h"
#include "util.h"

static void
init_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail [--db FILE] init\n"
	    "Creates the database (default: the config's database, "
	    "$SCRABMAIL_DB or\n./scrabmail.db) or migrates an older one to "
	    "schema version %d.\nBack the file up before migrating.\n",
	    store_latest_version());
}

static const struct option init_options[] = {
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
init_run(struct cli_env *env)
{
	int from, to;

	if (store_init(env->st, &from, &to, &env->cause) == -1)
		return CLI_ERROR;
	if (from == to)
		printf("database is up to date (schema version %d)\n", to);
	else if (from == 0)
		printf("database created (schema version %d)\n", to);
	else
		printf("database migrated from schema version %d to %d\n", from,
		    to);
	return CLI_OK;
}

const struct cli_cmd cli_cmd_init = {
	.name = "init",
	.summary = "create the database or migrate it to this version",
	.usage = init_usage,
	.options = init_options,
	.words = cli_words_none,
	.needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE | CLI_NEEDS_CREATE,
	.run = init_run,
};
