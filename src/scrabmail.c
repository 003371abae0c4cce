/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * scrabmail.c: main.  Reads the global options (--db, --config), finds the
 * sub-command in cli_table (by full name or an unambiguous prefix) and runs
 * it.  Every sub-command lives in its own cli-<name>.c.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "util.h"

const struct cli_cmd cli_table[] = {
	{ "check",	cli_check,	"say whether words are in the lexicon" },
	{ "demo",	cli_demo,	"the embedded default: judge the worked games of the rules" },
	{ "lexicon",	cli_lexicon,	"build a lexicon file from a word list, or describe one" },
	{ "score",	cli_score,	"validate and score one move on a board" },
	{ "top",	cli_top,	"best moves for a rack on a board (move generator)" },
};
const size_t cli_table_len = sizeof cli_table / sizeof cli_table[0];

static void
usage(FILE *f)
{
	size_t i;

	fprintf(f, "usage: scrabmail [--db FILE] [--config FILE] COMMAND [ARGS]\n"
	    "       scrabmail COMMAND --help\n\ncommands:\n");
	for (i = 0; i < cli_table_len; i++)
		fprintf(f, "  %-10s %s\n", cli_table[i].name, cli_table[i].summary);
}

static const struct cli_cmd *
find_command(const char *name)
{
	const struct cli_cmd *found = NULL;
	size_t i, n = strlen(name);

	for (i = 0; i < cli_table_len; i++) {
		if (strcmp(cli_table[i].name, name) == 0)
			return &cli_table[i];
		if (strncmp(cli_table[i].name, name, n) == 0) {
			if (found != NULL)
				return NULL;	/* ambiguous */
			found = &cli_table[i];
		}
	}
	return found;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "db",		required_argument, NULL, 'd' },
		{ "config",	required_argument, NULL, 'c' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ "version",	no_argument,	   NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_ctx ctx = { NULL, NULL };
	const struct cli_cmd *cmd;
	int c;

	log_init("scrabmail");
	/* '+': stop at the command name; its options are its own. */
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			ctx.db = optarg;
			break;
		case 'c':
			ctx.config = optarg;
			break;
		case 'h':
			usage(stdout);
			return CLI_OK;
		case 'V':
			printf("scrabmail %s\n", PACKAGE_VERSION);
			return CLI_OK;
		default:
			usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind >= argc) {
		usage(stderr);
		return CLI_USAGE;
	}
	if ((cmd = find_command(argv[optind])) == NULL) {
		log_warnx("unknown or ambiguous command '%s'; "
		    "'scrabmail --help' lists them", argv[optind]);
		return CLI_USAGE;
	}
	argc -= optind;
	argv += optind;
	optind = 0;	/* reset getopt for the command */
	return cmd->run(&ctx, argc, argv);
}
