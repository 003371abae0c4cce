/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-lex-file.c: the stamps of lexicons checked whole (lex-file.c).  A
 * small lexicon is built and written to files whose change time is made
 * old enough to be recorded (the group setup waits LEXFILE_STAMP_QUIET
 * seconds once); XDG_CACHE_HOME points into a temporary directory.  What
 * must hold: a file checked whole is trusted at its next open; changed in
 * place (same size, same inode) it is checked again and refused; a stamp
 * of another inode, size, time or checksum, a damaged stamps file or one
 * of another format are ignored; a file whose lists are bad loads on a
 * stamp forged for it (so the trusted open really skips the checks) and
 * is refused without it or by lexfile_open_whole; an unwritable or absent
 * cache costs nothing but the trust; the file keeps the last
 * LEXFILE_STAMPS_MAX files; a file changed too recently, or one others
 * may write, is not recorded (nor believed).  And a batch's populate: a
 * trusted open of the default lexicon maps few of its pages,
 * lexfile_populate() all; and a copy of it written 4 KB at a time, its
 * pages still dirty, is read again into 2 MB page-cache folios when its
 * stamp is recorded, and mapped on 2 MB pages after (where the kernel and
 * the file system can: else the test says so and skips).
 */
#include "config.h"

#include <fcntl.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "lex-file.h"
#include "lexicon.h"
#include "testlex.h"

#define NCOPIES	(LEXFILE_STAMPS_MAX + 3)

static const char *const words[] = {
	"CASA", "CASE", "MASA", "MASE", "AB", "ZZ", "ARAT", "ARATA", "RATA",
};

static char	 dir[256], cache[300], stamps[400];
static void	*img;
static size_t	 imglen;
static size_t	 hugelen;	/* huge.lex: the default lexicon, or 0 */

static void
name(char *buf, size_t len, const char *what)
{
	snprintf(buf, len, "%s/%s", dir, what);
}

static void
write_file(const char *path, const void *buf, size_t len)
{
	FILE	*f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(buf, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* The image with a list word made bad (an arc with no child that does
 * not accept either: a dead end, which no walk minds), sealed again: the
 * checksum passes, the list checks do not. */
static void *
bad_lists(void)
{
	struct sm_lexicon	 lx;
	uint8_t			*copy = malloc(imglen);
	uint32_t		*w, i;

	assert_non_null(copy);
	memcpy(copy, img, imglen);
	assert_int_equal(sm_lexicon_init(&lx, copy, imglen), SM_LEX_OK);
	w = (uint32_t *)(void *)(copy + 160);
	for (i = 2; i < lx.narcs && (sm_arc_is_header(w[i]) ||
	    sm_arc_child(w[i]) != 0); i++)
		;
	assert_true(i < lx.narcs - SM_LEX_GUARD);
	w[i] &= ~(1u << 26);
	sm_lexicon_seal(copy, imglen, &lx);
	assert_int_equal(sm_lexicon_init(&lx, copy, imglen), SM_LEX_BAD_ARC);
	return copy;
}

static int
setup(void **state)
{
	struct sm_lexicon	*lx;
	char			 p[512], c[32];
	void			*bad;
	int			 i;

	(void)state;
	snprintf(dir, sizeof dir, "%s/sm-lexfile.XXXXXX",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp");
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(cache, sizeof cache, "%s/cache", dir);
	snprintf(stamps, sizeof stamps, "%s/scrabmail/lexicon-stamps", cache);
	setenv("XDG_CACHE_HOME", cache, 1);
	lx = testlex_build(words, sizeof words / sizeof words[0], &img);
	if (lx == NULL)
		return -1;
	imglen = lx->size;
	free(lx);
	/* Its identity recorded, as the builder's caller does: the open
	 * does not walk the words to compute it. */
	if (lexfile_stamp_id(img, imglen) != 0)
		return -1;
	name(p, sizeof p, "good.lex");
	write_file(p, img, imglen);
	name(p, sizeof p, "inplace.lex");
	write_file(p, img, imglen);
	name(p, sizeof p, "shared.lex");
	write_file(p, img, imglen);
	if (chmod(p, 0664) != 0)
		return -1;
	bad = bad_lists();
	name(p, sizeof p, "bad.lex");
	write_file(p, bad, imglen);
	free(bad);
	for (i = 0; i < NCOPIES; i++) {
		snprintf(c, sizeof c, "copy%d.lex", i);
		name(p, sizeof p, c);
		write_file(p, img, imglen);
	}
	/* The default lexicon, written 4 KB at a time (small page-cache
	 * folios, as a copy leaves them), not synced (its pages dirty). */
	{
		const char	*d = getenv("SCRABMAIL_LEXICON");
		gchar		*big = NULL;
		gsize		 biglen = 0, off;
		int		 fd;

		if (d != NULL && *d != '\0' &&
		    g_file_get_contents(d, &big, &biglen, NULL)) {
			name(p, sizeof p, "huge.lex");
			fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
			if (fd == -1)
				return -1;
			for (off = 0; off < biglen; off += 4096)
				if (write(fd, big + off, MIN(4096,
				    biglen - off)) == -1)
					return -1;
			if (close(fd) != 0)
				return -1;
			hugelen = biglen;
			g_free(big);
		}
	}
	/* Old enough for a stamp to be recorded. */
	sleep(LEXFILE_STAMP_QUIET + 1);
	return 0;
}

static int
teardown(void **state)
{
	static const char *const files[] = {
		"good.lex", "inplace.lex", "bad.lex", "fresh.lex", "shared.lex",
		"huge.lex",
		"cache/scrabmail/lexicon-stamps",
	};
	char	p[512], c[32];
	size_t	i;

	(void)state;
	free(img);
	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		name(p, sizeof p, files[i]);
		unlink(p);
	}
	for (i = 0; i < NCOPIES; i++) {
		snprintf(c, sizeof c, "copy%zu.lex", i);
		name(p, sizeof p, c);
		unlink(p);
	}
	name(p, sizeof p, "cache/scrabmail");
	rmdir(p);
	rmdir(cache);
	return rmdir(dir);
}

/* Open path (whole: lexfile_open_whole); the result, and *trusted. */
static int
open_lex(const char *what, int whole, int *trusted, char *err, size_t errlen)
{
	struct lexfile	lf;
	char		p[512];
	int		rc;

	name(p, sizeof p, what);
	rc = whole ? lexfile_open_whole(&lf, p, err, errlen) :
	    lexfile_open(&lf, p, err, errlen);
	/* (a failed open leaves it 0: which path failed is not said) */
	*trusted = lf.trusted;
	if (rc == 0) {
		uint8_t	w[4] = { 3, 1, 19, 1 };	/* CASA */
		bool	has = sm_lexicon_contains(&lf.lx, w, 4);

		/* (bad.lex: walked, whatever it answers) */
		assert_true(has || strcmp(what, "bad.lex") == 0);
		lexfile_close(&lf);
	}
	return rc;
}

/* Lines of the stamps file (0: none). */
static int
stamp_lines(void)
{
	FILE	*f = fopen(stamps, "r");
	int	 c, n = 0;

	if (f == NULL)
		return 0;
	while ((c = getc(f)) != EOF)
		n += c == '\n';
	fclose(f);
	return n;
}

/* Write the stamps file: the head line (head NULL: the right one), then
 * a line for the file what with its fstat changed by the deltas, then
 * tail (NULL: nothing). */
/* Open WHAT (whole: as lexicon info does) and assert the result and
 * whether the stamp was trusted; the message is not looked at. */
static void
expect_open(const char *what, int whole, int want, int want_trusted)
{
	char	err[1024];
	int	trusted;

	assert_int_equal(open_lex(what, whole, &trusted, err, sizeof err),
	    want);
	assert_int_equal(trusted, want_trusted);
}

static void
forge(const char *head, const char *what, long long dino, long long dsize,
    long long dcnsec, unsigned long long dsum, const char *tail)
{
	struct stat		 sb;
	struct sm_lexicon	 lx;
	char			 p[512], line[512];
	FILE			*f;
	void			*buf = malloc(imglen);
	int			 fd;

	assert_non_null(buf);
	name(p, sizeof p, what);
	assert_int_equal(stat(p, &sb), 0);
	fd = open(p, O_RDONLY);
	assert_true(fd != -1);
	assert_int_equal(read(fd, buf, imglen), (ssize_t)imglen);
	close(fd);
	assert_int_equal(sm_lexicon_init_trusted(&lx, buf, imglen), SM_LEX_OK);
	free(buf);
	snprintf(line, sizeof line, "%s/scrabmail", cache);
	mkdir(cache, 0700);
	mkdir(line, 0700);
	f = fopen(stamps, "w");
	assert_non_null(f);
	if (head == NULL)
		fprintf(f, "scrabmail-lexicon-stamps 1 checks %d\n",
		    SM_LEX_CHECKS);
	else
		fputs(head, f);
	fprintf(f, "%llu %llu %llu %llu %llu %llu %llu %016llx\n",
	    (unsigned long long)sb.st_dev,
	    (unsigned long long)sb.st_ino + (unsigned long long)dino,
	    (unsigned long long)sb.st_size + (unsigned long long)dsize,
	    (unsigned long long)sb.st_mtim.tv_sec,
	    (unsigned long long)sb.st_mtim.tv_nsec,
	    (unsigned long long)sb.st_ctim.tv_sec,
	    (unsigned long long)sb.st_ctim.tv_nsec + (unsigned long long)dcnsec,
	    (unsigned long long)(lx.checksum + dsum));
	if (tail != NULL)
		fputs(tail, f);
	assert_int_equal(fclose(f), 0);
}

static void
test_checked_then_trusted(void **state)
{
	(void)state;
	unlink(stamps);
	expect_open("good.lex", 0, 0, 0);
	assert_int_equal(stamp_lines(), 2);
	expect_open("good.lex", 0, 0, 1);
	/* lexicon info's open checks whole all the same. */
	expect_open("good.lex", 1, 0, 0);
	/* Recorded again, in its own line. */
	assert_int_equal(stamp_lines(), 2);
}

static void
test_changed_in_place(void **state)
{
	struct stat	a, b;
	char		p[512], err[1024];
	int		trusted, fd;
	uint8_t		byte;
	off_t		off = 160 + 4 * 3 + 1;	/* in the lists, not the header */

	(void)state;
	assert_true((size_t)off < imglen);
	assert_int_equal(open_lex("inplace.lex", 0, &trusted, err, sizeof err),
	    0);
	expect_open("inplace.lex", 0, 0, 1);
	/* One byte flipped where it stands: same inode, same size. */
	name(p, sizeof p, "inplace.lex");
	assert_int_equal(stat(p, &a), 0);
	fd = open(p, O_RDWR);
	assert_true(fd != -1);
	assert_int_equal(pread(fd, &byte, 1, off), 1);
	byte ^= 0xff;
	assert_int_equal(pwrite(fd, &byte, 1, off), 1);
	/* The modification time put back, as "touch -r" would: the change
	 * time still tells. */
	{
		struct timespec ts[2] = { a.st_atim, a.st_mtim };

		assert_int_equal(futimens(fd, ts), 0);
	}
	assert_int_equal(close(fd), 0);
	assert_int_equal(stat(p, &b), 0);
	assert_true(a.st_ino == b.st_ino && a.st_size == b.st_size);
	assert_true(a.st_mtim.tv_sec == b.st_mtim.tv_sec &&
	    a.st_mtim.tv_nsec == b.st_mtim.tv_nsec);
	assert_int_equal(open_lex("inplace.lex", 0, &trusted, err, sizeof err),
	    -1);
	assert_int_equal(trusted, 0);
	assert_non_null(strstr(err, "is damaged (checksum mismatch): rebuild "
	    "it with 'scrabmail lexicon build -o"));
}

static void
test_forged_stamp(void **state)
{
	char	p[512], err[1024];
	int	trusted;

	(void)state;
	/* No stamp: the bad lists are seen. */
	unlink(stamps);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	assert_non_null(strstr(err, "is damaged (malformed graph)"));
	assert_int_equal(stamp_lines(), 0);
	/* Its exact stamp: trusted, the lists not read. */
	forge(NULL, "bad.lex", 0, 0, 0, 0, NULL);
	expect_open("bad.lex", 0, 0, 1);
	/* ... but not by the open that checks whole. */
	assert_int_equal(open_lex("bad.lex", 1, &trusted, err, sizeof err),
	    -1);
	assert_non_null(strstr(err, "is damaged (malformed graph)"));
	/* A stamp of another inode, size, change time or checksum. */
	forge(NULL, "bad.lex", 1, 0, 0, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge(NULL, "bad.lex", 0, 4, 0, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge(NULL, "bad.lex", 0, 0, 1, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge(NULL, "bad.lex", 0, 0, 0, 1, NULL);
	expect_open("bad.lex", 0, -1, 0);
	/* The exact stamp in a damaged file, or one of another format. */
	forge(NULL, "bad.lex", 0, 0, 0, 0, "1 2 3\n");
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge(NULL, "bad.lex", 0, 0, 0, 0, "1 2 3 4 5 6 7 -8\n");
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge(NULL, "bad.lex", 0, 0, 0, 0, "\n");
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge("scrabmail-lexicon-stamps 2 checks 1\n", "bad.lex", 0, 0, 0, 0,
	    NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	forge("scrabmail-lexicon-stamps 1 checks 999\n", "bad.lex", 0, 0, 0,
	    0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	/* Control: the exact stamp again. */
	forge(NULL, "bad.lex", 0, 0, 0, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    0);
	/* A file others may write: no stamp believed (its exact one forged
	 * after the chmod), none recorded. */
	name(p, sizeof p, "bad.lex");
	assert_int_equal(chmod(p, 0664), 0);
	forge(NULL, "bad.lex", 0, 0, 0, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	assert_int_equal(chmod(p, 0646), 0);
	forge(NULL, "bad.lex", 0, 0, 0, 0, NULL);
	assert_int_equal(open_lex("bad.lex", 0, &trusted, err, sizeof err),
	    -1);
	assert_int_equal(chmod(p, 0644), 0);
}

static void
test_others_may_write(void **state)
{
	char	err[1024];
	int	trusted;

	(void)state;
	unlink(stamps);
	/* Made group-writable at setup, old enough. */
	assert_int_equal(open_lex("shared.lex", 0, &trusted, err, sizeof err),
	    0);
	assert_int_equal(stamp_lines(), 0);
	expect_open("shared.lex", 0, 0, 0);
}

static void
test_garbage(void **state)
{
	FILE	*f;
	int	i;

	(void)state;
	/* Bytes of no format, then the right head and bytes of none. */
	f = fopen(stamps, "w");
	assert_non_null(f);
	for (i = 0; i < 2000; i++)
		putc((i * 7919) % 251, f);
	fclose(f);
	expect_open("good.lex", 0, 0, 0);
	forge(NULL, "good.lex", 0, 0, 0, 0, NULL);
	f = fopen(stamps, "a");
	assert_non_null(f);
	for (i = 0; i < 2000; i++)
		putc((i * 7919) % 251, f);
	fclose(f);
	expect_open("good.lex", 0, 0, 0);
	/* Rewritten whole: the good stamp alone. */
	assert_int_equal(stamp_lines(), 2);
	expect_open("good.lex", 0, 0, 1);
}

static void
test_no_cache(void **state)
{
	char	p[512], err[1024];
	int	trusted;
	char	*home = getenv("HOME") != NULL ? strdup(getenv("HOME")) : NULL;

	(void)state;
	/* A cache directory under a regular file: never writable. */
	name(p, sizeof p, "good.lex/cache");
	setenv("XDG_CACHE_HOME", p, 1);
	assert_int_equal(open_lex("good.lex", 0, &trusted, err, sizeof err),
	    0);
	expect_open("good.lex", 0, 0, 0);
	/* Neither variable absolute: no cache at all. */
	setenv("XDG_CACHE_HOME", "relative", 1);
	unsetenv("HOME");
	assert_null(lexfile_stamps_path());
	expect_open("good.lex", 0, 0, 0);
	if (home != NULL)
		setenv("HOME", home, 1);
	free(home);
	setenv("XDG_CACHE_HOME", cache, 1);
	{
		char *sp = lexfile_stamps_path();

		assert_string_equal(sp, stamps);
		g_free(sp);
	}
}

static void
test_bounded(void **state)
{
	char	c[32], err[1024];
	int	trusted, i;

	(void)state;
	unlink(stamps);
	for (i = 0; i < NCOPIES; i++) {
		snprintf(c, sizeof c, "copy%d.lex", i);
		assert_int_equal(open_lex(c, 0, &trusted, err, sizeof err), 0);
		assert_int_equal(trusted, 0);
	}
	assert_int_equal(stamp_lines(), 1 + LEXFILE_STAMPS_MAX);
	/* The last ones kept, the first ones dropped. */
	snprintf(c, sizeof c, "copy%d.lex", NCOPIES - 1);
	assert_int_equal(open_lex(c, 0, &trusted, err, sizeof err), 0);
	assert_int_equal(trusted, 1);
	snprintf(c, sizeof c, "copy%d.lex", NCOPIES - LEXFILE_STAMPS_MAX);
	assert_int_equal(open_lex(c, 0, &trusted, err, sizeof err), 0);
	assert_int_equal(trusted, 1);
	expect_open("copy0.lex", 0, 0, 0);
	/* One line a file: opened again, it moves first, not twice. */
	assert_int_equal(stamp_lines(), 1 + LEXFILE_STAMPS_MAX);
}

static void
test_recent_not_recorded(void **state)
{
	char	p[512], err[1024];
	int	trusted;

	(void)state;
	unlink(stamps);
	name(p, sizeof p, "fresh.lex");
	write_file(p, img, imglen);
	assert_int_equal(open_lex("fresh.lex", 0, &trusted, err, sizeof err),
	    0);
	assert_int_equal(stamp_lines(), 0);
	expect_open("fresh.lex", 0, 0, 0);
}

/* The field ("Rss", "FilePmdMapped") in kB of the mapping that starts at
 * addr (/proc/self/smaps), or -1. */
static long
smaps_kb(const void *addr, const char *field)
{
	FILE		*f = fopen("/proc/self/smaps", "r");
	char		 line[512];
	unsigned long	 lo, hi;
	long		 kb = -1;
	size_t		 n = strlen(field);
	int		 in = 0;

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL) {
		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2)
			in = lo == (unsigned long)(uintptr_t)addr;
		else if (in && strncmp(line, field, n) == 0 &&
		    line[n] == ':' && sscanf(line + n + 1, "%ld", &kb) == 1)
			break;
	}
	fclose(f);
	return kb;
}

static long
mapped_kb(const void *addr)
{
	return smaps_kb(addr, "Rss");
}

/* The default lexicon (15 MB; a few pages of the small one would all be
 * mapped by the first fault): a trusted open maps a few of its pages,
 * lexfile_populate() all of them, as the whole check's open does. */
static void
test_populate(void **state)
{
	struct lexfile	 lf;
	struct utsname	 u;
	const char	*p = getenv("SCRABMAIL_LEXICON");
	char		 err[1024];
	long		 full;
	int		 major = 0, minor = 0;

	(void)state;
	if (p == NULL || *p == '\0')
		skip();
	assert_int_equal(lexfile_open_whole(&lf, p, err, sizeof err), 0);
	full = (long)(lf.len / 4096 * 4);
	assert_int_equal(lf.populated, 1);
	if (mapped_kb(lf.map) == -1) {	/* no /proc */
		lexfile_close(&lf);
		skip();
	}
	assert_true(mapped_kb(lf.map) >= full);
	lexfile_close(&lf);
	assert_int_equal(lexfile_open(&lf, p, err, sizeof err), 0);
	if (!lf.trusted) {	/* not recordable: built in the last seconds */
		lexfile_close(&lf);
		skip();
	}
	assert_int_equal(lf.populated, 0);
	assert_true(mapped_kb(lf.map) < full / 2);
	assert_int_equal(uname(&u), 0);
	assert_int_equal(sscanf(u.release, "%d.%d", &major, &minor), 2);
	if (lexfile_populate(&lf) != 0) {
		/* MADV_POPULATE_READ came with Linux 5.14. */
		assert_true(major < 5 || (major == 5 && minor < 14));
		lexfile_close(&lf);
		skip();
	}
	assert_int_equal(lf.populated, 1);
	assert_true(mapped_kb(lf.map) >= full);
	/* Again: nothing to do. */
	assert_int_equal(lexfile_populate(&lf), 0);
	lexfile_close(&lf);
	assert_int_equal(lexfile_populate(&lf), -1);
}

/* Whether this kernel and the file system of huge.lex give a mapping 2 MB
 * pages when the file is read in under MADV_HUGEPAGE: dropped from the
 * cache, mapped so and populated, by hand. */
static int
huge_possible(const char *p)
{
	void	*m;
	long	 kb;
	int	 fd = open(p, O_RDONLY);

	assert_true(fd != -1);
	assert_int_equal(fdatasync(fd), 0);
	assert_int_equal(posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED), 0);
	m = mmap(NULL, hugelen, PROT_READ, MAP_PRIVATE, fd, 0);
	assert_true(m != MAP_FAILED);
	if (madvise(m, hugelen, MADV_HUGEPAGE) != 0 ||
	    madvise(m, hugelen, MADV_POPULATE_READ) != 0)
		kb = 0;
	else
		kb = smaps_kb(m, "FilePmdMapped");
	munmap(m, hugelen);
	close(fd);
	return kb > 0;
}

/* A whole check that records the stamp of a file cached in small folios
 * reads it again into 2 MB ones (lex-file.c), so that the later trusted
 * opens map it on 2 MB pages; where the kernel or the file system gives
 * none, that must be why. */
static void
test_rehuge(void **state)
{
	struct lexfile	lf;
	char		p[512], err[1024];
	long		kb;

	(void)state;
	if (hugelen == 0)
		skip();
	name(p, sizeof p, "huge.lex");
	unlink(stamps);
	assert_int_equal(lexfile_open(&lf, p, err, sizeof err), 0);
	assert_int_equal(lf.trusted, 0);
	assert_int_equal(stamp_lines(), 2);
	kb = smaps_kb(lf.map, "FilePmdMapped");
	lexfile_close(&lf);
	if (kb < 0)	/* no /proc */
		skip();
	if ((size_t)kb * 2048 < hugelen) {
		assert_false(huge_possible(p));
		skip();
	}
	assert_int_equal(lexfile_open(&lf, p, err, sizeof err), 0);
	assert_int_equal(lf.trusted, 1);
	assert_int_equal(lexfile_populate(&lf), 0);
	assert_true((size_t)smaps_kb(lf.map, "FilePmdMapped") * 2048 >=
	    hugelen);
	lexfile_close(&lf);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_checked_then_trusted),
		cmocka_unit_test(test_changed_in_place),
		cmocka_unit_test(test_forged_stamp),
		cmocka_unit_test(test_garbage),
		cmocka_unit_test(test_no_cache),
		cmocka_unit_test(test_bounded),
		cmocka_unit_test(test_others_may_write),
		cmocka_unit_test(test_recent_not_recorded),
		cmocka_unit_test(test_populate),
		cmocka_unit_test(test_rehuge),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
