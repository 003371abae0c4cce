/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * bench-lexicon.c: timings of a compiled lexicon, for bench/run.sh.
 *
 *   bench-lexicon load FILE [RUNS]     open (mmap) + verify whole + close,
 *                                      RUNS times: warm (page cache holds
 *                                      the file) and cold (the file's
 *                                      pages dropped with posix_fadvise
 *                                      first); the open trusting the
 *                                      file's stamp (header checks only);
 *                                      verification alone on a copy in
 *                                      memory
 *   bench-lexicon lookup FILE WORDLIST every word of the list (folded)
 *                                      looked up, then the same words with
 *                                      one letter changed
 *   bench-lexicon stats FILE           arcs reachable from the DAWG root,
 *                                      from the GADDAG root, and shared
 *
 * Output: key<TAB>value lines; times in milliseconds or nanoseconds.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lex-file.h"
#include "lexicon.h"
#include "tiles.h"
#include "util.h"

static int
cmp_double(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, size_t n)
{
	qsort(v, n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void
drop_cache(const char *path)
{
	int	fd;

	if ((fd = open(path, O_RDONLY)) == -1)
		return;
	(void)posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
	close(fd);
}

/* One open: map + verify whole (or, trusted, the header alone when the
 * file's stamp allows: *trusted says which it was) + close; seconds, or
 * -1. */
static double
one_load(const char *path, int whole, int *trusted)
{
	struct lexfile	lf;
	char		err[1024];
	double		t0, t;
	int		rc;

	t0 = util_now();
	rc = whole ? lexfile_open_whole(&lf, path, err, sizeof err) :
	    lexfile_open(&lf, path, err, sizeof err);
	if (rc == -1) {
		fprintf(stderr, "%s\n", err);
		return -1;
	}
	t = util_now() - t0;
	*trusted = lf.trusted;
	lexfile_close(&lf);
	return t;
}

static int
bench_load(const char *path, size_t runs)
{
	double		*v;
	char		*buf;
	size_t		 len, i;
	void		*copy;
	struct sm_lexicon lx;
	double		 t0;
	int		 trusted = 0;

	v = xcalloc(runs, sizeof *v);
	for (i = 0; i < runs; i++) {
		if ((v[i] = one_load(path, 1, &trusted)) < 0)
			return 1;
	}
	printf("load warm median ms\t%.3f\n", median(v, runs) * 1e3);
	printf("load warm min ms\t%.3f\n", v[0] * 1e3);
	for (i = 0; i < runs && i < 10; i++) {
		drop_cache(path);
		if ((v[i] = one_load(path, 1, &trusted)) < 0)
			return 1;
	}
	printf("load cold median ms\t%.3f\n", median(v, i) * 1e3);
	/* Trusted by the stamp the whole loads recorded (none for a file
	 * changed in the last LEXFILE_STAMP_QUIET seconds). */
	for (i = 0; i < runs; i++) {
		if ((v[i] = one_load(path, 0, &trusted)) < 0)
			return 1;
	}
	if (trusted)
		printf("load trusted warm median ms\t%.3f\n",
		    median(v, runs) * 1e3);
	else
		printf("load trusted warm median ms\tnone (no stamp: "
		    "a file changed too recently, or no cache)\n");

	if (util_read_file(path, (size_t)1 << 30, &buf, &len) == -1) {
		perror(path);
		return 1;
	}
	copy = xmalloc(len);	/* malloc: aligned */
	memcpy(copy, buf, len);
	free(buf);
	for (i = 0; i < runs; i++) {
		t0 = util_now();
		if (sm_lexicon_init(&lx, copy, len) != SM_LEX_OK) {
			fprintf(stderr, "%s: does not verify\n", path);
			return 1;
		}
		v[i] = util_now() - t0;
	}
	printf("verify in memory median ms\t%.3f\n", median(v, runs) * 1e3);
	t0 = util_now();
	for (i = 0; i < runs; i++)
		(void)sm_lexicon_checksum(copy, len);
	printf("checksum alone ms\t%.3f\n", (util_now() - t0) / (double)runs * 1e3);
	printf("size bytes\t%zu\n", len);
	free(copy);
	free(v);
	return 0;
}

static int
bench_lookup(const char *path, const char *list)
{
	struct lexfile	 lf;
	char		 err[1024], *buf, *p, *end, *nl;
	size_t		 len, n = 0, cap = 0, i, found;
	uint8_t		(*w)[16] = NULL;
	size_t		 wl;
	double		 t0, t;
	int		 round;

	if (lexfile_open(&lf, path, err, sizeof err) == -1) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	if (util_read_file(list, (size_t)1 << 30, &buf, &len) == -1) {
		perror(list);
		return 1;
	}
	for (p = buf, end = buf + len; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		if (n == cap) {
			cap = cap ? cap * 2 : 65536;
			w = xrealloc(w, cap * sizeof *w);
		}
		if (sm_fold_word(p, (size_t)(nl - p), w[n], 15, &wl) ==
		    SM_FOLD_OK && wl >= 2) {
			w[n][15] = (uint8_t)wl;
			n++;
		}
	}
	free(buf);
	for (round = 0; round < 2; round++) {
		if (round == 1) {	/* change one letter: mostly absent */
			for (i = 0; i < n; i++) {
				size_t k = i % w[i][15];
				w[i][k] = (uint8_t)(w[i][k] % 26 + 1);
			}
		}
		found = 0;
		t0 = util_now();
		for (i = 0; i < n; i++)
			found += sm_lexicon_contains(&lf.lx, w[i], w[i][15]);
		t = util_now() - t0;
		printf("%s words\t%zu\n", round ? "changed" : "listed", n);
		printf("%s found\t%zu\n", round ? "changed" : "listed", found);
		printf("%s ns/lookup\t%.1f\n", round ? "changed" : "listed",
		    t / (double)n * 1e9);
	}
	free(w);
	lexfile_close(&lf);
	return 0;
}

/* Mark the arcs reachable from list with bit m. */
static void
mark(const struct sm_lexicon *lx, uint8_t *seen, uint32_t list, uint8_t m)
{
	uint32_t	i;

	if (list == 0 || (seen[list] & (m << 2)))
		return;
	seen[list] |= (uint8_t)(m << 2);	/* list visited */
	for (i = list + 1; i < lx->narcs; i++) {
		seen[i] |= m;
		mark(lx, seen, sm_arc_child(lx->arcs[i]), m);
		if (sm_arc_last(lx->arcs[i]))
			break;
	}
}

static int
bench_stats(const char *path)
{
	struct lexfile	 lf;
	char		 err[1024];
	uint8_t		*seen;
	size_t		 i, d = 0, g = 0, both = 0, lists = 0;

	if (lexfile_open(&lf, path, err, sizeof err) == -1) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	seen = xcalloc(lf.lx.narcs, 1);
	mark(&lf.lx, seen, lf.lx.dawg_root, 1);
	mark(&lf.lx, seen, lf.lx.gaddag_root, 2);
	for (i = 1; i < lf.lx.narcs; i++) {
		lists += sm_arc_is_header(lf.lx.arcs[i]);
		d += (seen[i] & 1) != 0;
		g += (seen[i] & 2) != 0;
		both += (seen[i] & 3) == 3;
	}
	printf("array words\t%u\n", lf.lx.narcs);
	printf("lists\t%zu\n", lists);
	printf("arcs\t%zu\n", (size_t)lf.lx.narcs - 1 - lists);
	printf("dawg arcs\t%zu\n", d);
	printf("gaddag arcs\t%zu\n", g);
	printf("shared arcs\t%zu\n", both);
	printf("gaddag-only arcs\t%zu\n", g - both);
	printf("words\t%u\n", lf.lx.nwords);
	printf("anagram table: 7-letter slots\t%u\n", lf.lx.nana7);
	printf("anagram table: 8-letter slots\t%u\n", lf.lx.nana8);
	printf("anagram table: 8-letter words\t%u\n", lf.lx.nana8w);
	free(seen);
	lexfile_close(&lf);
	return 0;
}

int
main(int argc, char **argv)
{
	long	runs = 50;

	log_init("bench-lexicon");
	if (argc >= 3 && strcmp(argv[1], "load") == 0) {
		if (argc == 4 && util_parse_long(argv[3], 1, 100000, &runs))
			goto usage;
		return bench_load(argv[2], (size_t)runs);
	}
	if (argc == 4 && strcmp(argv[1], "lookup") == 0)
		return bench_lookup(argv[2], argv[3]);
	if (argc == 3 && strcmp(argv[1], "stats") == 0)
		return bench_stats(argv[2]);
usage:
	fprintf(stderr, "usage: bench-lexicon load FILE [RUNS]\n"
	    "       bench-lexicon lookup FILE WORDLIST\n"
	    "       bench-lexicon stats FILE\n");
	return 2;
}
