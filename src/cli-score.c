/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-score.c: "scrabmail score ... MOVE": validates one move in Romanian
 * notation on a board and prints, on success,
 *	COORD<TAB>WORD<TAB>TOTAL	(canonical notation, as 'top' prints it)
 *	WORD<TAB>SCORE			(one line per word formed, main first)
 *	bonus<TAB>50			(when 7 tiles are placed)
 * An illegal move prints the reason on stderr and exits 1.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "notation.h"
#include "rules.h"
#include "util.h"

static void
score_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail score [--lexicon FILE] [--cgp CGP | --board FILE]\n"
	    "                       [--rack RACK] [--no-lexicon] MOVE\n"
	    "Validates and scores MOVE, e.g. 'H8 CASA' (across: row then column)\n"
	    "or '8H CASA' (down: column then row).  The word is the whole main word,\n"
	    "tiles already on the board included.  A blank is written C0, (c), [c],\n"
	    "a circled letter, or a lower-case letter in an upper-case word.\n"
	    "  --cgp CGP       the board as the board part of a CGP line (or a whole line)\n"
	    "  --board FILE    the board as 15 lines of 15 squares ('.' empty,\n"
	    "                  A-Z a tile, a-z a blank); no board: an empty one\n"
	    "  --rack RACK     check that the rack holds the tiles ('?' a blank)\n"
	    "  --lexicon FILE  lexicon to judge the words (default: the one make built)\n"
	    "  --no-lexicon    do not check the words\n"
	    "Output: COORD<TAB>WORD<TAB>TOTAL, then WORD<TAB>SCORE for each word\n"
	    "formed and bonus<TAB>50 for 7 tiles.  Exit 1 for an illegal move.\n");
}

static void
print_result(const struct sm_judgement *j)
{
	char coord[8], word[SM_MAX_WORD + 1];
	int i;

	sm_move_format_parts(&j->move, coord, sizeof coord, word, sizeof word);
	printf("%s\t%s\t%d\n", coord, word, j->total);
	for (i = 0; i < j->nwords; i++) {
		sm_word_format(j->words[i].tiles, j->words[i].len, word,
		    sizeof word);
		printf("%s\t%d\n", word, j->words[i].score);
	}
	if (j->bonus > 0)
		printf("bonus\t%d\n", j->bonus);
}

struct score_opts {
	const char	*lexpath, *cgp, *bfile, *racktext;
	int		 no_lexicon;
};

static const struct option score_options[] = {
	{ "lexicon",	required_argument, NULL, 'l' },
	{ "no-lexicon",	no_argument,	   NULL, 'N' },
	{ "cgp",	required_argument, NULL, 'c' },
	{ "board",	required_argument, NULL, 'b' },
	{ "rack",	required_argument, NULL, 'r' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
score_option(struct cli_env *env, int c, const char *arg)
{
	struct score_opts *o = env->opts;

	switch (c) {
	case 'l':
		o->lexpath = arg;
		break;
	case 'N':
		o->no_lexicon = 1;
		break;
	case 'c':
		o->cgp = arg;
		break;
	case 'b':
		o->bfile = arg;
		break;
	case 'r':
		o->racktext = arg;
		break;
	}
	return CLI_CONTINUE;
}

static int
score_words(struct cli_env *env)
{
	if (optind >= env->argc) {
		score_usage(stderr);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
score_run(struct cli_env *env)
{
	const struct score_opts *o = env->opts;
	struct lexfile lf;
	struct sm_board board;
	struct sm_rack rack;
	struct sm_move move;
	struct sm_judgement j;
	enum sm_notation_status ns;
	char text[256], why[512];
	size_t len = 0, off = 0;
	int i, rc, use_lexicon = !o->no_lexicon;

	memset(&lf, 0, sizeof lf);
	/* The move may come as one argument or as several ("H8" "CASA"). */
	text[0] = '\0';
	for (i = 0; i < env->nargs; i++) {
		int w = snprintf(text + len, sizeof text - len, "%s%s",
		    i > 0 ? " " : "", env->args[i]);
		if (w < 0 || (size_t)w >= sizeof text - len) {
			log_warnx("the move is too long to be one move");
			return CLI_USAGE;
		}
		len += (size_t)w;
	}
	if ((rc = cli_load_board(&board, o->cgp, o->bfile)) != CLI_OK)
		return rc;
	if (o->racktext != NULL && (rc = cli_parse_rack(&rack,
	    o->racktext)) != CLI_OK)
		return rc;
	ns = sm_move_parse(&move, text, len, &off);
	if (ns != SM_NOTATION_OK) {
		log_warnx("cannot read the move '%s' (at character %zu): %s; "
		    "write it as 'H8 CASA' (across) or '8H CASA' (down)", text,
		    off + 1, sm_notation_status_str(ns));
		return CLI_NEGATIVE;
	}
	if (use_lexicon && (rc = cli_open_lexicon(&lf, o->lexpath)) != CLI_OK)
		return rc;
	sm_judge(&board, use_lexicon ? &lf.lx : NULL,
	    o->racktext != NULL ? &rack : NULL, &move, &j);
	lexfile_close(&lf);
	if (j.verdict != SM_LEGAL) {
		sm_judgement_explain(&j, why, sizeof why);
		log_warnx("illegal move '%s': %s", text, why);
		return CLI_NEGATIVE;
	}
	print_result(&j);
	return CLI_OK;
}

const struct cli_cmd cli_cmd_score = {
	.name = "score",
	.summary = "validate and score one move on a board",
	.usage = score_usage,
	.opts_size = sizeof(struct score_opts),
	.options = score_options,
	.option = score_option,
	.words = score_words,
	.run = score_run,
};
