/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-check.c: "scrabmail check [--lexicon F] WORD...": says of each word,
 * folded to A-Z (diacritics and case ignored), whether the lexicon holds
 * it.  Exit 1 when any word is invalid.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "util.h"

static void
check_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail check [--lexicon FILE] WORD...\n"
	    "Prints 'WORD valid' or 'WORD invalid' for each word, one a line.\n"
	    "Diacritics and case are ignored (STIRE = știre).  Exit status 1\n"
	    "when any word is invalid, 0 when all are valid.\n"
	    "  --lexicon FILE  a lexicon built with 'scrabmail lexicon build'\n"
	    "                  (default: the one built by make)\n");
}

static const struct option check_options[] = {
	{ "lexicon",	required_argument, NULL, 'l' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
check_option(struct cli_env *env, int c, const char *arg)
{
	const char **lexpath = env->opts;

	if (c == 'l')
		*lexpath = arg;
	return CLI_CONTINUE;
}

static int
check_words(struct cli_env *env)
{
	if (optind >= env->argc) {
		check_usage(stderr);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
check_run(struct cli_env *env)
{
	const char *const *lexpath = env->opts;
	struct lexfile lf;
	uint8_t tiles[SM_MAX_WORD];
	size_t n;
	int i, rc, any_invalid = 0;

	memset(&lf, 0, sizeof lf);
	if ((rc = cli_open_lexicon(&lf, *lexpath)) != CLI_OK)
		return rc;
	for (i = 0; i < env->nargs; i++) {
		const char *w = env->args[i];
		int valid = sm_fold_word(w, strlen(w), tiles, sizeof tiles,
		    &n) == SM_FOLD_OK && sm_lexicon_contains(&lf.lx, tiles, n);

		printf("%s %s\n", w, valid ? "valid" : "invalid");
		if (!valid)
			any_invalid = 1;
	}
	lexfile_close(&lf);
	return any_invalid ? CLI_NEGATIVE : CLI_OK;
}

const struct cli_cmd cli_cmd_check = {
	.name = "check",
	.summary = "say whether words are in the lexicon",
	.usage = check_usage,
	.opts_size = sizeof(const char *),
	.options = check_options,
	.option = check_option,
	.words = check_words,
	.run = check_run,
};
