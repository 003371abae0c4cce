/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * scrabmail.c: main of the front program, the one installed in $(bindir).
 * It links the engine, the lexicon file, GLib and the commands that need
 * nothing more (cli-front.c: check, score, top), and runs those itself;
 * for anything else (another command, a prefix, --help, --version, no
 * command, a wrong global option, a need the words ask for) it executes
 * the full program (scrabmail-full.c) with the same words, which answers
 * exactly as it always did.  Start-up is the point: bench/README.md.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "util.h"

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
	struct cli_ctx ctx = { .host = &cli_host_front };
	const struct cli_cmd *cmd;
	char **words;
	int c, rc;

	log_init("scrabmail");
	/* The words as given: the command's options are read in place. */
	words = xcalloc((size_t)argc + 1, sizeof *words);
	memcpy(words, argv, (size_t)argc * sizeof *words);
	ctx.prog_argv = words;
	/* The full program reads them again, and says what is wrong. */
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			ctx.db = optarg;
			break;
		case 'c':
			ctx.config = optarg;
			break;
		default:
			goto full;
		}
	}
	opterr = 1;
	if (optind >= argc || (cmd = cli_front_find(argv[optind])) == NULL)
		goto full;
	rc = cli_dispatch(cmd, &ctx, argc - optind, argv + optind);
	free(words);
	return rc;
full:
	/* Returns only when the full program cannot be run. */
	rc = cli_front_exec(words);
	free(words);
	return rc;
}
