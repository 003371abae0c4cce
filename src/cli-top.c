/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-top.c: "scrabmail top": the best moves for a rack on a board, every
 * legal move (--all), or how many there are (--count), with the engine's
 * move generator (movegen.h, which documents the ranking of equal scores).
 * One move a line, best first: COORD<TAB>WORD<TAB>SCORE.  With --batch
 * FILE each input line "BOARD<TAB>RACK[<TAB>...]" gives one output line,
 * the top move (plus <TAB>COUNT with --count), or "-<TAB>-<TAB>0" when no
 * move exists; the lexicon is loaded and the generator allocated once.
 * Variant racks: --stock LETTERS names the stock (by default the unseen
 * tiles: the set minus the board and the rack), --pick K lets a move take
 * up to K tiles from it (completiv 1, superjoker 2, metagramă 1), and an
 * 8-tile rack is eliptic (at most 7 played).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "movegen.h"
#include "notation.h"
#include "util.h"

#define TOP_N_MAX 100000

struct top_opts {
	long		 n;
	int		 all, count, pick, max_play;
	const char	*stock;
	int		 variant_pick;	/* -1: none given */
};

static void
top_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail top [--lexicon FILE] [-n N] [--all] [--count]\n"
	    "                     [--stock LETTERS] [--pick K] [--variant NAME]\n"
	    "                     (--cgp CGP | --board FILE) RACK\n"
	    "       scrabmail top [--lexicon FILE] [--count] [...] --batch FILE\n"
	    "Prints the best moves for RACK ('?' a blank), best first, one a line:\n"
	    "COORD<TAB>WORD<TAB>SCORE (H8 across, 8H down; the whole main word,\n"
	    "a blank as its lower-case letter); '-<TAB>-<TAB>0' when there is none.\n"
	    "Equal scores: no blank first, then the better vowel/consonant balance\n"
	    "of what is left for the next draws (the stock with the leave), then\n"
	    "more letters still in the stock, then more tiles, then across before\n"
	    "down, row, column, word.\n"
	    "  -n N             print the N best moves (default 1)\n"
	    "  --all            print every legal move, best first\n"
	    "  --count          print the number of distinct legal placements\n"
	    "  --cgp CGP        the board as the board part of a CGP line\n"
	    "  --board FILE     the board as 15 lines of 15 squares ('.' empty)\n"
	    "  --batch FILE     one position a line, BOARD<TAB>RACK[<TAB>...]\n"
	    "                   ('-' for stdin); prints the top of each line\n"
	    "                   (and <TAB>COUNT with --count)\n"
	    "  --stock LETTERS  the tiles in the stock ('?' a blank; default: the\n"
	    "                   set minus the board and the rack)\n"
	    "  --pick K         a move may also take up to K tiles of the stock\n"
	    "  --variant NAME   duplicate variant: plain, eliptic (8-tile rack,\n"
	    "                   7 played), completiv (--pick 1), superjoker\n"
	    "                   (--pick 2), metagrama (--pick 1: one of the 7\n"
	    "                   swapped for one stock letter)\n"
	    "  --max-play K     at most K tiles played (default 7)\n"
	    "  --lexicon FILE   the lexicon (default: the one make built)\n"
	    "Exit 0 on success, 2 for wrong arguments, 3 for a file problem.\n");
}

static int
parse_variant(const char *s, int *pick)
{
	if (strcmp(s, "plain") == 0 || strcmp(s, "eliptic") == 0)
		*pick = 0;
	else if (strcmp(s, "completiv") == 0)
		*pick = 1;
	else if (strcmp(s, "superjoker") == 0)
		*pick = 2;
	else if (strcmp(s, "metagrama") == 0 || strcmp(s, "metagramă") == 0)
		*pick = 1;	/* one of the 7 for one stock letter (002) */
	else
		return -1;
	return 0;
}

/* The generalised rack for one position. */
static int
make_genrack(struct sm_genrack *gr, const struct sm_rack *rack,
    const struct sm_board *b, const struct top_opts *o,
    const struct sm_rack *stock)
{
	sm_genrack_init(gr, rack, b);
	if (stock != NULL)
		gr->stock = *stock;
	gr->max_play = o->max_play;
	if (o->pick > 0) {
		gr->pick = o->pick;
		gr->pool = gr->stock;
	}
	return 0;
}

/* A stock of up to 100 tiles: letters (diacritics fold), '?' a blank. */
static int
parse_stock(struct sm_rack *st, const char *s)
{
	struct sm_fold	f;
	size_t		len = strlen(s), i = 0;
	int		total = 0;

	memset(st, 0, sizeof *st);
	while (i < len) {
		if (s[i] == '?' || s[i] == ' ') {
			if (s[i] == '?') {
				st->counts[SM_RACK_BLANK]++;
				total++;
			}
			i++;
			continue;
		}
		sm_fold_char(s + i, len - i, &f);
		if (f.letter == 0) {
			log_warnx("--stock '%s': character %zu is neither a "
			    "letter nor '?' (a blank)", s, i + 1);
			return CLI_USAGE;
		}
		if (st->counts[f.letter] == 255 || total >= 255) {
			log_warnx("--stock '%s': too many tiles", s);
			return CLI_USAGE;
		}
		st->counts[f.letter]++;
		total++;
		i += f.nbytes;
	}
	st->ntiles = (uint8_t)total;
	return CLI_OK;
}

static void
print_move(const struct sm_genmove *m)
{
	char coord[8], word[SM_MAX_WORD + 1];

	sm_move_format_parts(&m->move, coord, sizeof coord, word, sizeof word);
	printf("%s\t%s\t%d", coord, word, m->score);
}

struct collect {
	struct sm_genmove	*v;
	size_t			 n, cap;
};

static void
collect_cb(const struct sm_genmove *m, void *arg)
{
	struct collect *c = arg;

	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 1024;
		c->v = xrealloc(c->v, c->cap * sizeof c->v[0]);
	}
	c->v[c->n++] = *m;
}

static int
cmp_moves(const void *a, const void *b)
{
	return sm_genmove_cmp(a, b);
}

static int
top_one(struct sm_movegen *g, const struct sm_genrack *gr,
    const struct sm_board *b, const struct top_opts *o)
{
	struct sm_genmove	*best = NULL;
	struct collect		 col = { NULL, 0, 0 };
	size_t			 i, n;

	if (o->count) {
		printf("%zu\n", sm_movegen_count(g, b, gr));
		return CLI_OK;
	}
	if (o->all) {
		sm_movegen_all(g, b, gr, collect_cb, &col);
		if (col.n > 0)
			qsort(col.v, col.n, sizeof col.v[0], cmp_moves);
		for (i = 0; i < col.n; i++) {
			print_move(&col.v[i]);
			putchar('\n');
		}
		free(col.v);
		return CLI_OK;
	}
	best = xcalloc((size_t)o->n, sizeof *best);
	n = sm_movegen_best(g, b, gr, best, (size_t)o->n);
	if (n == 0)
		printf("-\t-\t0\n");
	for (i = 0; i < n; i++) {
		print_move(&best[i]);
		putchar('\n');
	}
	free(best);
	return CLI_OK;
}

/* One position a line of path ("-": stdin).  From the second position on
 * the lexicon's mapping is populated (lexfile_populate): one position, the
 * start-up's case, pays only the pages it touches. */
static int
top_batch(struct sm_movegen *g, struct lexfile *lf, const char *path,
    const struct top_opts *o, const struct sm_rack *stock)
{
	struct sm_board		 b;
	struct sm_board_error	 be;
	struct sm_rack		 rack;
	struct sm_genrack	 gr;
	struct sm_genmove	 best;
	enum sm_board_status	 bs;
	FILE			*f;
	char			*line = NULL, *tab, *end;
	size_t			 cap = 0, lineno = 0, rlen, searched = 0;
	ssize_t			 len;
	int			 rc = CLI_OK;

	if (strcmp(path, "-") == 0)
		f = stdin;
	else if ((f = fopen(path, "r")) == NULL) {
		log_warn("cannot open batch file %s", path);
		return CLI_ERROR;
	}
	while ((len = getline(&line, &cap, f)) != -1) {
		lineno++;
		while (len > 0 && (line[len - 1] == '\n' ||
		    line[len - 1] == '\r'))
			line[--len] = '\0';
		if ((tab = strchr(line, '\t')) == NULL) {
			log_warnx("%s:%zu: no TAB between board and rack",
			    path, lineno);
			goto bad;
		}
		memset(&be, 0, sizeof be);
		bs = sm_board_parse_cgp(&b, line, (size_t)(tab - line), &be);
		if (bs != SM_BOARD_OK) {
			log_warnx("%s:%zu: board: %s", path, lineno,
			    sm_board_status_str(bs));
			goto bad;
		}
		tab++;
		end = strchr(tab, '\t');
		rlen = end != NULL ? (size_t)(end - tab) : strlen(tab);
		if (sm_rack_parse(&rack, tab, rlen, NULL) != SM_RACK_OK) {
			log_warnx("%s:%zu: rack '%.*s' is not letters and '?'",
			    path, lineno, (int)rlen, tab);
			goto bad;
		}
		make_genrack(&gr, &rack, &b, o, stock);
		if (searched++ == 1)
			(void)lexfile_populate(lf);
		if (sm_movegen_best(g, &b, &gr, &best, 1) == 1)
			print_move(&best);
		else
			printf("-\t-\t0");
		if (o->count)
			printf("\t%zu", sm_movegen_count(g, &b, &gr));
		putchar('\n');
		continue;
bad:
		rc = CLI_ERROR;
		printf("-\t-\t0%s\n", o->count ? "\t0" : "");
	}
	if (ferror(f)) {
		log_warn("cannot read batch file %s", path);
		rc = CLI_ERROR;
	}
	free(line);
	if (f != stdin)
		fclose(f);
	return rc;
}

struct top_args {
	const char	*lexpath, *cgp, *bfile, *batch;
	struct top_opts	 o;
	int		 pick;		/* -1: none given */
};

static const struct option top_options[] = {
	{ "lexicon",	required_argument, NULL, 'l' },
	{ "cgp",	required_argument, NULL, 'c' },
	{ "board",	required_argument, NULL, 'b' },
	{ "batch",	required_argument, NULL, 'B' },
	{ "all",	no_argument,	   NULL, 'a' },
	{ "count",	no_argument,	   NULL, 'C' },
	{ "stock",	required_argument, NULL, 's' },
	{ "pick",	required_argument, NULL, 'p' },
	{ "variant",	required_argument, NULL, 'v' },
	{ "max-play",	required_argument, NULL, 'm' },
	{ "eliptic",	no_argument,	   NULL, 'e' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
top_defaults(struct cli_env *env)
{
	struct top_args *a = env->opts;

	a->o.n = 1;
	a->o.max_play = SM_PLAY_MAX;
	a->pick = -1;
}

static int
top_option(struct cli_env *env, int c, const char *arg)
{
	struct top_args *a = env->opts;
	long v;

	switch (c) {
	case 'l':
		a->lexpath = arg;
		break;
	case 'c':
		a->cgp = arg;
		break;
	case 'b':
		a->bfile = arg;
		break;
	case 'B':
		a->batch = arg;
		break;
	case 'a':
		a->o.all = 1;
		break;
	case 'C':
		a->o.count = 1;
		break;
	case 'n':
		if (util_parse_long(arg, 1, TOP_N_MAX, &a->o.n) == -1) {
			log_warnx("-n takes a number from 1 to %d", TOP_N_MAX);
			return CLI_USAGE;
		}
		break;
	case 's':
		a->o.stock = arg;
		break;
	case 'p':
		if (util_parse_long(arg, 0, SM_PLAY_MAX, &v) == -1) {
			log_warnx("--pick takes a number from 0 to %d",
			    SM_PLAY_MAX);
			return CLI_USAGE;
		}
		a->pick = (int)v;
		break;
	case 'm':
		if (util_parse_long(arg, 1, SM_PLAY_MAX, &v) == -1) {
			log_warnx("--max-play takes a number from 1 to %d",
			    SM_PLAY_MAX);
			return CLI_USAGE;
		}
		a->o.max_play = (int)v;
		break;
	case 'v':
		if (parse_variant(arg, &a->o.variant_pick) == -1) {
			log_warnx("unknown variant '%s': plain, eliptic, "
			    "completiv, superjoker or metagrama", arg);
			return CLI_USAGE;
		}
		if (a->pick < 0)
			a->pick = a->o.variant_pick;
		break;
	case 'e':
		break;	/* an 8-tile rack is eliptic anyway */
	}
	return CLI_CONTINUE;
}

static int
top_run(struct cli_env *env)
{
	struct top_args *a = env->opts;
	struct top_opts *o = &a->o;
	struct lexfile lf;
	struct sm_board board;
	struct sm_rack rack, stock;
	struct sm_genrack gr;
	struct sm_movegen *g = NULL;
	int rc;

	memset(&lf, 0, sizeof lf);
	o->pick = a->pick > 0 ? a->pick : 0;
	if (o->stock != NULL && parse_stock(&stock, o->stock) != CLI_OK)
		return CLI_USAGE;
	if (a->batch != NULL) {
		if (env->nargs != 0 || a->cgp != NULL || a->bfile != NULL ||
		    o->all) {
			log_warnx("--batch takes the boards and racks from its "
			    "file: no --cgp, --board, --all or RACK");
			return CLI_USAGE;
		}
	} else if (env->nargs != 1) {
		top_usage(stderr);
		return CLI_USAGE;
	}
	if (a->batch == NULL) {
		if ((rc = cli_load_board(&board, a->cgp, a->bfile)) != CLI_OK)
			return rc;
		if ((rc = cli_parse_rack(&rack, env->args[0])) != CLI_OK)
			return rc;
	}
	if ((rc = cli_open_lexicon(&lf, a->lexpath)) != CLI_OK)
		return rc;
	if ((g = sm_movegen_new(&lf.lx)) == NULL) {
		log_warnx("out of memory");
		rc = CLI_ERROR;
		goto out;
	}
	if (a->batch != NULL)
		rc = top_batch(g, &lf, a->batch, o, o->stock != NULL ?
		    &stock : NULL);
	else {
		make_genrack(&gr, &rack, &board, o,
		    o->stock != NULL ? &stock : NULL);
		rc = top_one(g, &gr, &board, o);
	}
out:
	sm_movegen_free(g);
	lexfile_close(&lf);
	return rc;
}

const struct cli_cmd cli_cmd_top = {
	.name = "top",
	.summary = "best moves for a rack on a board (move generator)",
	.usage = top_usage,
	.opts_size = sizeof(struct top_args),
	.defaults = top_defaults,
	.options = top_options,
	.shortopts = "hn:",
	.option = top_option,
	.run = top_run,
};
