/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * scrabmail-full.c: main of the full program, installed in
 * $(pkglibexecdir) and run by the front program (scrabmail.c) for every
 * command that needs more than the engine, with the same words.  Reads
 * the global options (--db, --config), finds the sub-command with
 * cli_find() (cli-table.c) and has the dispatcher (cli.c) run it on the
 * full host (cli-open.c).  Every sub-command lives in its own
 * cli-<name>.c.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "util.h"

/* The summaries start in this column (from 0) and wrap before this one. */
#define SUMMARY_INDENT	13
#define SUMMARY_WIDTH	79

/* "  name       summary", the summary wrapped at SUMMARY_WIDTH columns
 * under itself. */
static void
usage_line(FILE *f, const char *name, const char *summary)
{
	const char *p = summary, *end;
	char word[128];
	size_t col, w;

	fprintf(f, "  %-10s", name);
	col = SUMMARY_INDENT - 1;
	while (*p != '\0') {
		if ((end = strchr(p, ' ')) == NULL)
			end = p + strlen(p);
		snprintf(word, sizeof word, "%.*s", (int)(end - p), p);
		w = util_utf8_width(word);
		if (col > SUMMARY_INDENT - 1 && col + 1 + w > SUMMARY_WIDTH) {
			fprintf(f, "\n%*s", SUMMARY_INDENT - 1, "");
			col = SUMMARY_INDENT - 1;
		}
		fprintf(f, " %.*s", (int)(end - p), p);
		col += 1 + w;
		p = *end == ' ' ? end + 1 : end;
	}
	fputc('\n', f);
}

static void
usage(FILE *f)
{
	size_t i;

	fprintf(f, "usage: scrabmail [--db FILE] [--config FILE] COMMAND [ARGS]\n"
	    "       scrabmail COMMAND --help\n\ncommands:\n");
	for (i = 0; i < cli_table_len; i++)
		usage_line(f, cli_table[i]->name, cli_table[i]->summary);
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
	struct cli_ctx ctx = { .host = &cli_host_full };
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
	if ((cmd = cli_find(argv[optind])) == NULL) {
		log_warnx("unknown or ambiguous command '%s'; "
		    "'scrabmail --help' lists them", argv[optind]);
		return CLI_USAGE;
	}
	return cli_dispatch(cmd, &ctx, argc - optind, argv + optind);
}
