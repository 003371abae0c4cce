/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mklex.c: the build machine's lexicon maker.  'make' builds the default
 * lexicon with this small program, compiled with $(CC_FOR_BUILD) from the
 * engine's builder (lexbuild.c, lexicon.c, tiles.c, wordlist.c: libc only)
 * rather than by running the scrabmail it just built, so that a cross
 * build (a program for another machine) still makes its lexicon.  The
 * file it writes is the one "scrabmail lexicon build" writes from the same
 * list, source text and build time, byte for byte (tests/cli/lexicon.sh),
 * once its identity is stamped in:
 *
 *   mklex [-t TWOLETTER] [-s SOURCE] [-w WORDS] -o OUT WORDLIST
 *	build OUT (build time $SOURCE_DATE_EPOCH, else now) with no identity;
 *	-w writes the identity's input (lexicon.c) to WORDS, for the
 *	build's SHA-256 command
 *   mklex --stamp HEX OUT
 *	store the identity HEX (64 hex digits) in OUT and seal it again
 *
 * The SHA-256 itself is the build machine's command (configure finds
 * sha256sum or another): this program needs no library, and the
 * identity it stamps is checked against the words by "scrabmail lexicon
 * info".  Not installed.  The lexicon format is little-endian: the engine
 * writes it byte by byte, whatever this machine's order.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lexicon.h"
#include "wordlist.h"

static const char *progname = "mklex";

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-t TWOLETTER] [-s SOURCE] [-w WORDS] "
	    "-o OUT WORDLIST\n       %s --stamp HEX OUT\n", progname,
	    progname);
	exit(2);
}

/* The whole file at path, malloc'ed, its size in *len; NULL (said). */
static char *
slurp(const char *path, size_t *len)
{
	FILE	*f;
	char	*buf = NULL, *nb;
	size_t	 cap = 0, n = 0, got;

	if ((f = fopen(path, "rb")) == NULL) {
		fprintf(stderr, "%s: %s: %s\n", progname, path,
		    strerror(errno));
		return NULL;
	}
	for (;;) {
		if (n == cap) {
			cap = cap != 0 ? cap * 2 : 1 << 20;
			if ((nb = realloc(buf, cap)) == NULL) {
				fprintf(stderr, "%s: out of memory\n",
				    progname);
				goto fail;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		fprintf(stderr, "%s: %s: %s\n", progname, path,
		    strerror(errno));
		goto fail;
	}
	fclose(f);
	*len = n;
	return buf;
fail:
	fclose(f);
	free(buf);
	return NULL;
}

static int
spill(const char *path, const void *buf, size_t len)
{
	FILE	*f;

	if ((f = fopen(path, "wb")) == NULL ||
	    fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
		fprintf(stderr, "%s: cannot write %s: %s\n", progname, path,
		    strerror(errno));
		if (f != NULL)
			fclose(f);
		return -1;
	}
	return 0;
}

static int
add_list(struct sm_lexbuild *b, const char *path, enum sm_wordlist_two two)
{
	struct sm_wordlist_stats s;
	enum sm_lex_status	 lst = SM_LEX_OK;
	const char		*bad = NULL;
	char			*text;
	size_t			 len, badlen = 0;
	int			 rc = -1;

	if ((text = slurp(path, &len)) == NULL)
		return -1;
	memset(&s, 0, sizeof s);
	switch (sm_wordlist_add(b, text, len, two, &s, &bad, &badlen, &lst)) {
	case SM_WORDLIST_OK:
		rc = 0;
		break;
	case SM_WORDLIST_NOT_TWO:
		fprintf(stderr, "%s: %s, line %zu: '%.*s' is not a two-letter "
		    "word\n", progname, path, s.lines, (int)badlen, bad);
		break;
	case SM_WORDLIST_BUILDER:
		fprintf(stderr, "%s: %s: %s\n", progname, path,
		    sm_lex_status_str(lst));
		break;
	}
	free(text);
	return rc;
}

/* The identity's input: its first line, then each word and a line feed
 * (lexicon.c). */
static int
put_word(void *arg, const uint8_t *w, size_t n)
{
	FILE	*f = arg;
	size_t	 i;

	for (i = 0; i < n; i++)
		putc('A' + w[i] - 1, f);
	putc('\n', f);
	return 0;
}

static int
write_words(const char *path, const void *img, size_t len)
{
	struct sm_lexicon	lx;
	FILE			*f;

	if (sm_lexicon_init(&lx, img, len) != SM_LEX_OK) {
		fprintf(stderr, "%s: the image built does not load\n",
		    progname);
		return -1;
	}
	if ((f = fopen(path, "wb")) == NULL) {
		fprintf(stderr, "%s: cannot write %s: %s\n", progname, path,
		    strerror(errno));
		return -1;
	}
	fputs("scrabmail-lexicon-words 1\n", f);
	sm_lexicon_words(&lx, put_word, f);
	if (ferror(f) || fclose(f) != 0) {
		fprintf(stderr, "%s: cannot write %s\n", progname, path);
		return -1;
	}
	return 0;
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

static int
stamp(const char *hex, const char *path)
{
	uint8_t	 id[SM_LEX_IDENTITY_LEN];
	char	*img;
	size_t	 len, i;
	int	 hi, lo, rc = -1;

	if (strlen(hex) != 2 * SM_LEX_IDENTITY_LEN) {
		fprintf(stderr, "%s: an identity is %d lower-case hex digits\n",
		    progname, 2 * SM_LEX_IDENTITY_LEN);
		return -1;
	}
	for (i = 0; i < SM_LEX_IDENTITY_LEN; i++) {
		if ((hi = hexval(hex[2 * i])) < 0 ||
		    (lo = hexval(hex[2 * i + 1])) < 0) {
			fprintf(stderr, "%s: '%s' is not hexadecimal\n",
			    progname, hex);
			return -1;
		}
		id[i] = (uint8_t)(hi << 4 | lo);
	}
	/* malloc'ed memory is aligned for the loader's 32-bit words. */
	if ((img = slurp(path, &len)) == NULL)
		return -1;
	if (!sm_lexicon_set_identity(img, len, id))
		fprintf(stderr, "%s: %s is not a lexicon of this format\n",
		    progname, path);
	else
		rc = spill(path, img, len);
	free(img);
	return rc;
}

static uint64_t
build_time(void)
{
	const char	*env = getenv("SOURCE_DATE_EPOCH");
	char		*end;
	unsigned long long v;

	if (env != NULL && *env != '\0') {
		errno = 0;
		v = strtoull(env, &end, 10);
		if (errno == 0 && *end == '\0')
			return (uint64_t)v;
	}
	return (uint64_t)time(NULL);
}

int
main(int argc, char **argv)
{
	struct sm_lexbuild	*b;
	enum sm_lex_status	 st;
	const char		*two = NULL, *source = NULL, *words = NULL;
	const char		*out = NULL, *in = NULL;
	void			*img = NULL;
	size_t			 len;
	uint32_t		 nwords;
	int			 i, rc = 1;

	if (argc == 4 && strcmp(argv[1], "--stamp") == 0)
		return stamp(argv[2], argv[3]) == 0 ? 0 : 1;
	for (i = 1; i < argc; i++) {
		if (i + 1 < argc && strcmp(argv[i], "-t") == 0)
			two = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "-s") == 0)
			source = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "-w") == 0)
			words = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "-o") == 0)
			out = argv[++i];
		else if (argv[i][0] != '-' && in == NULL)
			in = argv[i];
		else
			usage();
	}
	if (in == NULL || out == NULL)
		usage();
	if ((b = sm_lexbuild_new()) == NULL) {
		fprintf(stderr, "%s: out of memory\n", progname);
		return 1;
	}
	if (add_list(b, in, two != NULL ? SM_WORDLIST_NO_TWO :
	    SM_WORDLIST_ALL) == -1 || (two != NULL &&
	    add_list(b, two, SM_WORDLIST_ONLY_TWO) == -1))
		goto out;
	if (source == NULL)
		source = strrchr(in, '/') != NULL ? strrchr(in, '/') + 1 : in;
	st = sm_lexbuild_finish(b, source, build_time(), &img, &len, &nwords);
	if (st != SM_LEX_OK) {
		fprintf(stderr, "%s: %s: %s\n", progname, in,
		    sm_lex_status_str(st));
		goto out;
	}
	if (nwords == 0) {
		fprintf(stderr, "%s: %s holds no word\n", progname, in);
		goto out;
	}
	if (spill(out, img, len) == -1 ||
	    (words != NULL && write_words(words, img, len) == -1))
		goto out;
	rc = 0;
out:
	free(img);
	sm_lexbuild_free(b);
	return rc;
}
