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

static int
score_run(struct cli_env *env)
{
	int argc = env->argc;
	char **argv = env->argv;
	static const struct option opts[] = {
		{ "lexicon",	required_argument, NULL, 'l' },
		{ "no-lexicon",	no_argument,	   NULL, 'N' },
		{ "cgp",	required_argument, NULL, 'c' },
		{ "board",	required_argument, NULL, 'b' },
		{ "rack",	required_argument, NULL, 'r' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *lexpath = NULL, *cgp = NULL, *bfile = NULL, *racktext = NULL;
	struct lexfile lf;
	struct sm_board board;
	struct sm_rack rack;
	struct sm_move move;
	struct sm_judgement j;
	enum sm_notation_status ns;
	char text[256], why[512];
	size_t len = 0, off = 0;
	int c, i, rc, use_lexicon = 1;

	memset(&lf, 0, sizeof lf);
	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'l':
			lexpath = optarg;
			break;
		case 'N':
			use_lexicon = 0;
			break;
		case 'c':
			cgp = optarg;
			break;
		case 'b':
			bfile = optarg;
			break;
		case 'r':
			racktext = optarg;
			break;
		case 'h':
			score_usage(stdout);
			return CLI_OK;
		default:
			score_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind >= argc) {
		score_usage(stderr);
		return CLI_USAGE;
	}
	/* The move may come as one argument or as several ("H8" "CASA"). */
	text[0] = '\0';
	for (i = optind; i < argc; i++) {
		int w = snprintf(text + len, sizeof text - len, "%s%s",
		    i > optind ? " " : "", argv[i]);
		if (w < 0 || (size_t)w >= sizeof text - len) {
			log_warnx("the move is too long to be one move");
			return CLI_USAGE;
		}
		len += (size_t)w;
	}
	if ((rc = cli_load_board(&board, cgp, bfile)) != CLI_OK)
		return rc;
	if (racktext != NULL && (rc = cli_parse_rack(&rack, racktext)) != CLI_OK)
		return rc;
	ns = sm_move_parse(&move, text, len, &off);
	if (ns != SM_NOTATION_OK) {
		log_warnx("cannot read the move '%s' (at character %zu): %s; "
		    "write it as 'H8 CASA' (across) or '8H CASA' (down)", text,
		    off + 1, sm_notation_status_str(ns));
		return CLI_NEGATIVE;
	}
	if (use_lexicon && (rc = cli_open_lexicon(&lf, lexpath)) != CLI_OK)
		return rc;
	sm_judge(&board, use_lexicon ? &lf.lx : NULL,
	    racktext != NULL ? &rack : NULL, &move, &j);
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
	.run = score_run,
};
