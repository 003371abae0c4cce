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
#include "conf.h"
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

int
cli_init(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct conf *conf = NULL;
	struct store *st = NULL;
	char *cause = NULL;
	int c, from, to, rc;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			init_usage(stdout);
			return CLI_OK;
		default:
			init_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind != argc) {
		init_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 1, &conf, &st)) != CLI_OK)
		return rc;
	if (store_init(st, &from, &to, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
		rc = CLI_ERROR;
		goto out;
	}
	if (from == to)
		printf("database is up to date (schema version %d)\n", to);
	else if (from == 0)
		printf("database created (schema version %d)\n", to);
	else
		printf("database migrated from schema version %d to %d\n", from,
		    to);
	rc = CLI_OK;
out:
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}
