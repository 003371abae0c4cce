/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * bench-top.c: time the move generator over a file of positions
 * (CGP-BOARD<TAB>RACK a line, bench/positions.tsv).  First the cold,
 * in-order figure: each position's top search (sm_movegen_best, n = 1)
 * made once, in the file's order, as a contest's close and `top --batch'
 * do (so the lexicon's pages and the caches hold what the previous
 * position left; the lexicon's mapping populated before the second
 * search, as `top --batch' does; the load, trusted on its stamp or
 * checked whole, and the populate are timed apart and also shown spread
 * over the positions, a batch's cost a position).  Then the warm figures:
 * the top search and the all-moves count (sm_movegen_count) of each position, each the fastest
 * of R runs back to back (-r, default 3), which keeps the position's
 * part of the lexicon in the caches.  Prints mean, median, p90 and worst
 * per search, for all positions and split by racks without a blank, with
 * one and with two (and the ratio of the one-blank to the no-blank cold
 * means), plus the anchors searched by the best-first search.
 * -c times the cold pass only, -t the top searches only (for profiling);
 * -w N lists the N slowest positions of the cold pass (line number,
 * microseconds, rack); -C times each search by the CPU time of the thread
 * rather than the wall clock (on a loaded machine, where the process waits
 * for a core between searches and inside them).
 * -a adds, after the cold pass, three passes that say where a cold search
 * waits: each position searched again right after itself (its data in
 * the caches, the branch predictors trained on it), again after itself
 * and then the next position (its data mostly still in the core's L2,
 * the predictors last trained on another search), and once after reading
 * 96 MB (no cache holds its data: the lexicon, and the generator's own
 * state, from memory).
 *	bench-top [-C] [-a] [-c] [-r RUNS] [-t] [-w N] [--lexicon FILE]
 *	    positions.tsv
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "movegen.h"
#include "util.h"

struct pos {
	struct sm_board	b;
	struct sm_rack	r;
};

static int	cputime;	/* -C */

#define FLUSH_BYTES	(96u << 20)	/* more than the L3 */

/* Microseconds: the wall clock, or with -C the thread's CPU time. */
static double
now_us(void)
{
	struct timespec	ts;

	if (!cputime)
		return 1e6 * util_now();
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double
mean(const double *t, size_t n)
{
	double	sum = 0;
	size_t	i;

	for (i = 0; i < n; i++)
		sum += t[i];
	return n > 0 ? sum / (double)n : 0;
}

static void
report(const char *what, double *t, size_t n)
{
	double	sum = 0;
	size_t	i;

	if (n == 0) {
		printf("%-24s    0 positions\n", what);
		return;
	}
	qsort(t, n, sizeof *t, cmp_double);
	for (i = 0; i < n; i++)
		sum += t[i];
	printf("%-24s %4zu positions  mean %8.1f us  median %8.1f us  "
	    "p90 %8.1f us  worst %8.1f us\n", what, n, sum / (double)n,
	    t[n / 2], t[(n * 9) / 10], t[n - 1]);
}

/* The mean time of a search of p[i] for every i, made right after a
 * search of p[i] (what = 0), after one of p[i] and one of the next
 * position (1), or after reading buf (2): see -a. */
static double
attribute(struct sm_movegen *g, const struct pos *p, size_t n, int what,
    volatile unsigned char *buf)
{
	struct sm_genrack	gr;
	struct sm_genmove	top;
	double			sum = 0, t0;
	unsigned		sink = 0;
	size_t			i, j, k;

	for (i = 0; i < n; i++) {
		if (what == 2) {
			for (k = 0; k < FLUSH_BYTES; k += 64)
				sink += buf[k]++;
		}
		for (k = 0; what != 2 && k <= (size_t)what; k++) {
			j = (i + k) % n;
			sm_genrack_init(&gr, &p[j].r, &p[j].b);
			sm_movegen_best(g, &p[j].b, &gr, &top, 1);
		}
		sm_genrack_init(&gr, &p[i].r, &p[i].b);
		t0 = now_us();
		sm_movegen_best(g, &p[i].b, &gr, &top, 1);
		sum += now_us() - t0;
	}
	buf[0] = (unsigned char)sink;
	return i > 0 ? sum / (double)i : 0;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "lexicon",	required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 }
	};
	struct lexfile		 lf;
	struct sm_movegen	*g;
	struct sm_genrack	 gr;
	struct sm_genmove	 top;
	struct sm_movegen_stats	 st;
	struct pos		*p = NULL;
	double			*tb, *tbb, *tbn, *ta, *tc, *tcb, *tcn;
	double			*tc2, *tb2;
	double			 t0, best, dt, tload, tpop = 0;
	const char		*lexpath = NULL;
	char			*line = NULL, *tab;
	size_t			 cap = 0, n = 0, pcap = 0, i, nb = 0, nn = 0;
	size_t			 wb = 0, wn = 0, n2 = 0, w2 = 0;
	unsigned long		 searched = 0, anchors = 0, moves = 0;
	long			 runs = 3;
	int			 c, k, toponly = 0, coldonly = 0, attrib = 0;
	int			 populated = 0;
	unsigned char		*fbuf;
	long			 worst = 0;
	size_t			*order;
	FILE			*f;

	log_init("bench-top");
	memset(&lf, 0, sizeof lf);
	while ((c = getopt_long(argc, argv, "aCcr:tw:", opts, NULL)) != -1) {
		switch (c) {
		case 'a':
			attrib = 1;
			break;
		case 'C':
			cputime = 1;
			break;
		case 'c':
			coldonly = 1;
			break;
		case 't':
			toponly = 1;
			break;
		case 'w':
			if (util_parse_long(optarg, 0, 1000, &worst) == -1)
				return CLI_USAGE;
			break;
		case 'r':
			if (util_parse_long(optarg, 1, 1000, &runs) == -1)
				return CLI_USAGE;
			break;
		case 'l':
			lexpath = optarg;
			break;
		default:
			return CLI_USAGE;
		}
	}
	if (optind + 1 != argc) {
		fprintf(stderr, "usage: bench-top [-C] [-a] [-c] [-r RUNS] [-t] "
		    "[-w N] "
		    "[--lexicon FILE] positions.tsv\n");
		return CLI_USAGE;
	}
	if ((f = fopen(argv[optind], "r")) == NULL) {
		log_warn("%s", argv[optind]);
		return CLI_ERROR;
	}
	while (getline(&line, &cap, f) != -1) {
		if ((tab = strchr(line, '\t')) == NULL)
			continue;
		if (n == pcap) {
			pcap = pcap ? 2 * pcap : 1024;
			p = xrealloc(p, pcap * sizeof *p);
		}
		if (sm_board_parse_cgp(&p[n].b, line, (size_t)(tab - line),
		    NULL) != SM_BOARD_OK || sm_rack_parse(&p[n].r, tab + 1,
		    strcspn(tab + 1, "\t\r\n"), NULL) != SM_RACK_OK) {
			log_warnx("%s: bad line %zu", argv[optind], n + 1);
			return CLI_ERROR;
		}
		n++;
	}
	free(line);
	fclose(f);
	t0 = now_us();
	if (cli_open_lexicon(&lf, lexpath) != CLI_OK)
		return CLI_ERROR;
	tload = now_us() - t0;
	if ((g = sm_movegen_new(&lf.lx)) == NULL)
		return CLI_ERROR;
	tb = xcalloc(n + 1, sizeof *tb);
	tbb = xcalloc(n + 1, sizeof *tbb);
	tbn = xcalloc(n + 1, sizeof *tbn);
	ta = xcalloc(n + 1, sizeof *ta);
	tc = xcalloc(n + 1, sizeof *tc);
	tcb = xcalloc(n + 1, sizeof *tcb);
	tcn = xcalloc(n + 1, sizeof *tcn);
	tc2 = xcalloc(n + 1, sizeof *tc2);
	tb2 = xcalloc(n + 1, sizeof *tb2);
	/* Cold, in order: each position once. */
	for (i = 0; i < n; i++) {
		sm_genrack_init(&gr, &p[i].r, &p[i].b);
		if (i == 1) {	/* as top --batch does */
			t0 = now_us();
			populated = lexfile_populate(&lf) == 0;
			tpop = now_us() - t0;
		}
		t0 = now_us();
		sm_movegen_best(g, &p[i].b, &gr, &top, 1);
		tc[i] = now_us() - t0;
		sm_movegen_get_stats(g, &st);
		searched += st.searched;
		anchors += st.anchors;
		if (p[i].r.counts[SM_RACK_BLANK] > 1)
			tc2[n2++] = tc[i];
		else if (p[i].r.counts[SM_RACK_BLANK] > 0)
			tcb[nb++] = tc[i];
		else
			tcn[nn++] = tc[i];
	}
	for (i = 0; i < n && !coldonly; i++) {
		sm_genrack_init(&gr, &p[i].r, &p[i].b);
		best = 1e30;
		for (k = 0; k < runs; k++) {
			t0 = now_us();
			sm_movegen_best(g, &p[i].b, &gr, &top, 1);
			dt = now_us() - t0;
			if (dt < best)
				best = dt;
		}
		tb[i] = best;
		if (p[i].r.counts[SM_RACK_BLANK] > 1)
			tb2[w2++] = best;
		else if (p[i].r.counts[SM_RACK_BLANK] > 0)
			tbb[wb++] = best;
		else
			tbn[wn++] = best;
		best = 1e30;
		for (k = 0; k < runs && !toponly; k++) {
			t0 = now_us();
			moves += k == 0 ? sm_movegen_count(g, &p[i].b, &gr) :
			    (sm_movegen_count(g, &p[i].b, &gr), 0);
			dt = now_us() - t0;
			if (dt < best)
				best = dt;
		}
		ta[i] = best;
	}
	printf("%zu positions, %zu with one blank, %zu with two\n", n, nb,
	    n2);
	/* The slowest of the cold pass, before report() sorts the times. */
	order = xcalloc(n + 1, sizeof *order);
	for (i = 0; i < n; i++)
		order[i] = i;
	for (k = 0; k < worst && (size_t)k < n; k++) {
		size_t j, m = (size_t)k;
		char rk[16];

		for (j = (size_t)k + 1; j < n; j++)
			if (tc[order[j]] > tc[order[m]])
				m = j;
		j = order[k];
		order[k] = order[m];
		order[m] = j;
		sm_rack_format(&p[order[k]].r, rk, sizeof rk);
		printf("slow: line %zu  %8.1f us  %s\n", order[k] + 1,
		    tc[order[k]], rk);
	}
	free(order);
	printf("cold, in order: each position searched once, in the file's "
	    "order (%s)\n", cputime ? "CPU time" : "wall clock");
	printf("lexicon %s at load (%.0f us); mapping %s before the second "
	    "search (%.0f us)\n", lf.trusted ? "trusted on its stamp" :
	    "checked whole", tload, populated ? "populated" :
	    "not populated", tpop);
	report("top (n=1), cold", tc, n);
	if (n > 0)
		printf("cold, the load and the populate spread over the "
		    "positions: %.1f us a position\n", mean(tc, n) +
		    (tload + tpop) / (double)n);
	report("top, no blank, cold", tcn, nn);
	report("top, one blank, cold", tcb, nb);
	report("top, two blanks, cold", tc2, n2);
	if (nn > 0 && nb > 0)
		printf("one blank / no blank, cold means: %.2f\n",
		    mean(tcb, nb) / mean(tcn, nn));
	if (attrib) {
		fbuf = xcalloc(FLUSH_BYTES, 1);
		printf("where a cold search waits (every position, means):\n");
		printf("top, again right after itself         %8.1f us\n",
		    attribute(g, p, n, 0, fbuf));
		printf("top, again after one other position   %8.1f us\n",
		    attribute(g, p, n, 1, fbuf));
		printf("top, after reading %3u MB             %8.1f us\n",
		    FLUSH_BYTES >> 20, attribute(g, p, n, 2, fbuf));
		free(fbuf);
	}
	if (!coldonly) {
		printf("warm: the fastest of %ld runs back to back\n", runs);
		report("top (n=1), warm", tb, n);
		report("top, no blank, warm", tbn, wn);
		report("top, one blank, warm", tbb, wb);
		report("top, two blanks, warm", tb2, w2);
	}
	if (!toponly && !coldonly)
		report("all moves (count)", ta, n);
	printf("anchors searched by top: %.1f%% of %lu; %.0f moves a "
	    "position on average\n", anchors ? 100.0 * (double)searched /
	    (double)anchors : 0.0, anchors, n ? (double)moves / (double)n : 0);
	free(tb);
	free(tbb);
	free(tbn);
	free(ta);
	free(tc);
	free(tcb);
	free(tcn);
	free(tc2);
	free(tb2);
	free(p);
	sm_movegen_free(g);
	lexfile_close(&lf);
	return CLI_OK;
}
