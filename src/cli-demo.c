/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-demo.c: "scrabmail demo", the embedded default job: the contest of
 * demo.h played by mail, then its pages published into the output
 * directory (the publish command, run on the demo's database), the last
 * line naming their index.html.  With --rules it
 * judges, move by move against the default lexicon, the worked games of
 * the federation's documents (the CASA ... CAPRARUL game of "Introducere
 * in Scrabble" and the METALIC examples of the free-game rules), prints
 * each move with its words and score and the final boards, and fails if
 * any score differs from the one the documents give.  Romanian by
 * default, English with --lang en.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli.h"
#include "conf.h"
#include "demo.h"
#include "notation.h"
#include "report-strings.h"
#include "report-verdict.h"
#include "rules.h"
#include "util.h"

struct demo_move {
	const char	*move;
	int		 expect;
};

struct demo_game {
	const char		*title[2];	/* ro, en */
	struct demo_move	 moves[6];
};

static const struct demo_game demo_games[] = {
	{ { "Partida demonstrativă din „Introducere în Scrabble”",
	    "Worked game of \"Introducere în Scrabble\"" },
	  { { "H7 CASA", 8 }, { "I8 STIRE", 13 }, { "6E C0OMANDA", 71 },
	    { "H4 TRACASAI", 11 }, { "K5 CAPRARUL", 86 }, { NULL, 0 } } },
	{ { "Regulamentul partidei libere: METALIC, BUNURI, METALICE",
	    "Free-game rules: METALIC, BUNURI, METALICE" },
	  { { "H4 METALIC", 78 }, { "9C BUNURI", 24 }, { "H4 METALICE", 11 },
	    { NULL, 0 } } },
	{ { "Regulamentul partidei libere: MICA pe tabla goală",
	    "Free-game rules: MICA on an empty board" },
	  { { "H5 MICA", 14 }, { NULL, 0 } } },
	{ { "Regulamentul partidei libere: ACEL pe tabla goală",
	    "Free-game rules: ACEL on an empty board" },
	  { { "H6 ACEL", 8 }, { NULL, 0 } } },
};

enum { LANG_RO = 0, LANG_EN = 1 };

/* Messages, Romanian then English; plain strings, never formats. */
static const char *const demo_text[][2] = {
#define T_WORDS 0
	{ "cuvinte", "words" },
#define T_STANDIN 1
	{ "Lexiconul implicit este un înlocuitor al listei oficiale LOC.",
	  "The default lexicon is a stand-in for the official LOC list." },
#define T_POINTS 2
	{ "puncte", "points" },
#define T_MISMATCH 3
	{ "GREȘEALĂ: documentul dă", "MISMATCH: the document gives" },
#define T_ILLEGAL 4
	{ "mutare refuzată", "move refused" },
#define T_SUMMARY 5
	{ "Mutări cu scorul din documente", "Moves scoring as the documents say" },
#define T_PAGES 6
	{ "Paginile concursului (deschideți-le în browser):",
	  "The contest's pages (open them in a browser):" },
};

/* The board as in the rules: columns 1..15 across the top, rows A..O. */
static void
demo_print_board(const struct sm_board *b)
{
	int r, c;

	printf("   ");
	for (c = 0; c < SM_DIM; c++)
		printf("%3d", c + 1);
	printf("\n");
	for (r = 0; r < SM_DIM; r++) {
		printf(" %c ", 'A' + r);
		for (c = 0; c < SM_DIM; c++) {
			uint8_t t = b->sq[r][c];
			char ch = t == 0 ? '.' : sm_letter_to_ascii(
			    SM_TILE_LETTER(t));

			if (SM_TILE_IS_BLANK(t))
				ch = (char)(ch - 'A' + 'a');
			printf("  %c", ch);
		}
		printf("\n");
	}
}

static void
demo_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail demo [--lexicon FILE] [--lang ro|en] "
	    "[--out DIR]\n"
	    "       scrabmail demo --rules [--lexicon FILE] [--lang ro|en]\n"
	    "The embedded default: a newspaper's duplicate contest played by "
	    "six readers\nby mail, from the first round to the end, through "
	    "the whole program (spool,\nparsing, commands, judging, answers, "
	    "results); prints each round's top and\nentries and the final "
	    "standings, and writes the database, every outgoing\nmail "
	    "(mail/), standings.txt and the contest's pages (pages/, as "
	    "'scrabmail\npublish' writes them) into DIR (default: a new "
	    "directory under $TMPDIR or\n/tmp); the last line names "
	    "pages/index.html, to open in a browser.\n"
	    "--rules judges the worked games of the federation's rules move by "
	    "move and\nprints each move, its words and score, and the final "
	    "boards.  Exit 1 if any\nscore differs from the documents'.\n");
}

/* The demo contest's pages in outdir/pages, published by the publish
 * command on outdir's database (its own configuration, templates and
 * store, as 'scrabmail publish' opens them), then the line naming their
 * index.html (absolute, for a browser).  An exit status. */
static int
demo_pages(struct cli_env *env, const char *outdir, int lang)
{
	struct cli_ctx ctx = *env->ctx;
	char *db, *pages, *index, *cwd = NULL;
	char *argv[7];
	int rc, saved = -1, null = -1;

	if (!g_path_is_absolute(outdir)) {
		cwd = g_get_current_dir();
		pages = g_build_filename(cwd, outdir, "pages", NULL);
	} else
		pages = g_build_filename(outdir, "pages", NULL);
	db = g_build_filename(outdir, "scrabmail.db", NULL);
	index = g_build_filename(pages, "index.html", NULL);
	ctx.db = db;
	argv[0] = (char *)(uintptr_t)"publish";
	argv[1] = (char *)(uintptr_t)DEMO_CONTEST;
	argv[2] = (char *)(uintptr_t)"--out";
	argv[3] = pages;
	argv[4] = (char *)(uintptr_t)"--lang";
	argv[5] = (char *)(uintptr_t)(lang == LANG_EN ? "en" : "ro");
	argv[6] = NULL;
	/* publish names each file it writes: not here (errors still go
	 * to standard error). */
	if (fflush(stdout) == EOF || (saved = dup(STDOUT_FILENO)) == -1 ||
	    (null = open("/dev/null", O_WRONLY)) == -1 ||
	    dup2(null, STDOUT_FILENO) == -1) {
		log_warn("demo: standard output");
		rc = CLI_ERROR;
	} else {
		rc = cli_dispatch(&cli_cmd_publish, &ctx, 6, argv);
		fflush(stdout);
	}
	if (saved != -1 && dup2(saved, STDOUT_FILENO) == -1) {
		log_warn("demo: standard output");
		rc = CLI_ERROR;
	}
	if (saved != -1)
		close(saved);
	if (null != -1)
		close(null);
	if (rc == CLI_OK)
		printf("%s %s\n", demo_text[T_PAGES][lang], index);
	g_free(cwd);
	g_free(db);
	g_free(pages);
	g_free(index);
	return rc;
}

/* The contest demo (demo.h) in outdir, or a new temporary directory. */
static int
demo_press(struct cli_env *env, const char *lexpath, const char *outdir,
    int lang)
{
	struct conf *conf = env->conf;
	char *tmp = NULL;
	int rc = CLI_ERROR;

	if (lexpath != NULL) {
		free(conf->lexicon);
		conf->lexicon = xstrdup(lexpath);
	}
	if (outdir == NULL) {
		tmp = g_build_filename(g_get_tmp_dir(), "scrabmail-demo.XXXXXX",
		    NULL);
		if (g_mkdtemp(tmp) == NULL) {
			env->cause = g_strdup_printf("%s: %s", tmp,
			    g_strerror(errno));
			goto out;
		}
		outdir = tmp;
	}
	if (demo_contest(conf, outdir, lang == LANG_EN ? DEMO_EN : DEMO_RO,
	    stdout, &env->cause) == -1)
		goto out;
	rc = demo_pages(env, outdir, lang);
out:
	g_free(tmp);
	return rc;
}

/* Why a move was refused, in lang, in the round pages' words
 * (strings.xml, read the first time a move is refused: the worked games
 * need no templates when every move is legal); the engine's English
 * sentence, with a warning, when the templates cannot be read.  Malloc'ed,
 * the caller frees. */
static char *
demo_why(struct report_strings **str, int lang, const struct sm_judgement *j)
{
	struct report_verdict v;
	char why[512], *cause = NULL;

	if (*str == NULL && (*str = report_strings_load(NULL,
	    &cause)) == NULL) {
		log_warnx("%s", cause);
		free(cause);
		sm_judgement_explain(j, why, sizeof why);
		return g_strdup(why);
	}
	report_verdict_judgement(j, &v);
	sm_judgement_explain(j, why, sizeof why);
	return report_strings_verdict(*str, lang == LANG_EN ? "en" : "ro",
	    v.code, v.square, v.letter, v.words, why);
}

/* Print one judged move; returns 1 when it matches the document. */
static int
demo_print_move(struct report_strings **str, int lang, int num,
    const struct demo_move *dm, const struct sm_judgement *j)
{
	char coord[8], word[SM_MAX_WORD + 1], *why;
	int i;

	if (j->verdict != SM_LEGAL) {
		printf("%2d. %s\n", num, dm->move);
		why = demo_why(str, lang, j);
		printf("  %s: %s\n", demo_text[T_ILLEGAL][lang], why);
		g_free(why);
		return 0;
	}
	sm_move_format_parts(&j->move, coord, sizeof coord, word, sizeof word);
	printf("%2d. %s %s = %d  (", num, coord, word, j->total);
	for (i = 0; i < j->nwords; i++) {
		sm_word_format(j->words[i].tiles, j->words[i].len, word,
		    sizeof word);
		printf("%s%s %d", i > 0 ? ", " : "", word, j->words[i].score);
	}
	if (j->bonus > 0)
		printf(", scrabble %d", j->bonus);
	printf(")\n");
	if (j->total != dm->expect) {
		printf("  %s %d %s\n", demo_text[T_MISMATCH][lang], dm->expect,
		    demo_text[T_POINTS][lang]);
		return 0;
	}
	return 1;
}

struct demo_opts {
	const char	*lexpath, *outdir;
	int		 lang, rules;
};

static const struct option demo_options[] = {
	{ "lexicon",	required_argument, NULL, 'l' },
	{ "lang",	required_argument, NULL, 'L' },
	{ "rules",	no_argument,	   NULL, 'r' },
	{ "out",	required_argument, NULL, 'o' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
demo_defaults(struct cli_env *env)
{
	struct demo_opts *o = env->opts;

	o->lang = LANG_RO;
}

static int
demo_option(struct cli_env *env, int c, const char *arg)
{
	struct demo_opts *o = env->opts;

	switch (c) {
	case 'l':
		o->lexpath = arg;
		break;
	case 'L':
		if (strcmp(arg, "ro") == 0)
			o->lang = LANG_RO;
		else if (strcmp(arg, "en") == 0)
			o->lang = LANG_EN;
		else {
			log_warnx("--lang takes ro or en, not '%s'",
			    arg);
			return CLI_USAGE;
		}
		break;
	case 'r':
		o->rules = 1;
		break;
	case 'o':
		o->outdir = arg;
		break;
	}
	return CLI_CONTINUE;
}

/* The words after the options. */
static int
demo_words(struct cli_env *env)
{
	struct demo_opts *o = env->opts;

	if (optind < env->argc || (o->rules && o->outdir != NULL)) {
		demo_usage(stderr);
		return CLI_USAGE;
	}
	/* The contest runs on the configuration; the rules need none. */
	if (!o->rules)
		env->needs |= CLI_NEEDS_CONF;
	return CLI_CONTINUE;
}

static int
demo_run(struct cli_env *env)
{
	const struct demo_opts *o = env->opts;
	const char *lexpath = o->lexpath;
	struct lexfile lf;
	struct sm_board board;
	struct sm_move move;
	struct sm_judgement j;
	struct report_strings *str = NULL;
	size_t g, k;
	int rc, lang = o->lang, nmoves = 0, nbad = 0, total;

	if (!o->rules)
		return demo_press(env, lexpath, o->outdir, lang);
	memset(&lf, 0, sizeof lf);
	if ((rc = cli_open_lexicon(&lf, lexpath)) != CLI_OK)
		return rc;
	printf("Lexicon: %s (%u %s)\n", lf.lx.source, lf.lx.nwords,
	    demo_text[T_WORDS][lang]);
	if (lexpath == NULL)
		printf("%s\n", demo_text[T_STANDIN][lang]);
	for (g = 0; g < sizeof demo_games / sizeof demo_games[0]; g++) {
		const struct demo_game *dg = &demo_games[g];

		printf("\n%s\n", dg->title[lang]);
		sm_board_clear(&board);
		total = 0;
		for (k = 0; dg->moves[k].move != NULL; k++) {
			const struct demo_move *dm = &dg->moves[k];
			size_t off;

			nmoves++;
			if (sm_move_parse(&move, dm->move, strlen(dm->move),
			    &off) != SM_NOTATION_OK) {
				log_warnx("demo move '%s' does not parse",
				    dm->move);
				nbad++;
				continue;
			}
			sm_judge(&board, &lf.lx, NULL, &move, &j);
			if (!demo_print_move(&str, lang, (int)k + 1, dm, &j))
				nbad++;
			if (j.verdict == SM_LEGAL) {
				sm_board_apply(&board, &j);
				total += j.total;
			}
		}
		printf("Total: %d %s\n", total, demo_text[T_POINTS][lang]);
		demo_print_board(&board);
	}
	lexfile_close(&lf);
	report_strings_free(str);
	printf("\n");
	printf("%s: %d/%d\n", demo_text[T_SUMMARY][lang], nmoves - nbad,
	    nmoves);
	return nbad == 0 ? CLI_OK : CLI_NEGATIVE;
}

const struct cli_cmd cli_cmd_demo = {
	.name = "demo",
	.summary = "the embedded default: a newspaper's contest played by mail",
	.usage = demo_usage,
	.opts_size = sizeof(struct demo_opts),
	.defaults = demo_defaults,
	.options = demo_options,
	.option = demo_option,
	.words = demo_words,
	.run = demo_run,
};
