/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lex-file.c: opening a compiled lexicon.  The file is memory-mapped
 * read-only (the pages are shared with every other process using it and
 * cost nothing until touched; on 2 MB pages where the kernel allows, see
 * "2 MB pages" below) and handed to the engine, which checks it
 * (sm_lexicon_init).  Every failure becomes one sentence naming the file
 * and what to do about it.  Also where the default lexicon is looked for.
 *
 * Checked once, trusted after.  The whole check reads every byte of the
 * 15.7 MB file (the checksum, every list): a few milliseconds at each
 * start of every process, the CLI's and each "ingest" an MTA starts.
 * After a whole check passes, the file's stamp is recorded in the user's
 * cache, $XDG_CACHE_HOME/scrabmail/lexicon-stamps (else
 * $HOME/.cache/scrabmail/...): its device, inode, size, modification and
 * change times (nanoseconds) and the checksum its header records.  A later
 * open whose fstat() gives exactly a recorded stamp, and whose header
 * records that checksum, runs the header's checks only
 * (sm_lexicon_init_trusted), touching a few pages instead of all.
 *
 * What is trusted, and why: any change to the file through the file system
 * (a write, a truncation, chmod, a new file renamed over it, a copy) sets
 * its change time to the clock's now, which no user can set back; a new
 * file has another inode or time.  Writes through a shared writable
 * mapping move the times only at the first write to a clean page: so a
 * stamp is kept and believed only for a file nobody but its owner may
 * write, that owner being this user or root (lexfile_stamp_trustable),
 * who could as well write the stamps.  A stamp is recorded only for a file
 * whose change time is LEXFILE_STAMP_QUIET seconds in the past, and whose
 * fstat() after the check is the one before it, so that a change in the
 * same clock tick as the last one (timestamps are coarse: 4 ms on Linux,
 * 2 s on FAT) cannot keep the recorded time.  What is not caught at load
 * is what no time records: the storage silently corrupting the bytes after
 * the check (as for the SQLite database, which is not checked at each
 * open either), a file system image crafted with chosen times and inode,
 * a clock set back by its administrator.  "lexicon info" and "lexicon
 * install" always check whole (lexfile_open_whole).  The stamps file is a
 * cache: absent, unreadable, damaged, of another format (its first line),
 * or not writable, it means a whole check, without a word to the user;
 * it keeps the last LEXFILE_STAMPS_MAX files, rewritten whole
 * (a temporary file renamed over it; no fsync: lost, it is rebuilt).
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <glib.h>

#include "lex-file.h"
#include "util.h"

#ifndef SM_PKGDATADIR
#define SM_PKGDATADIR "/usr/local/share/scrabmail"
#endif

const char *
lexfile_default_path(void)
{
	static char	 path[4096];
	const char	*env;

	env = getenv("SCRABMAIL_LEXICON");
	if (env != NULL && *env != '\0') {
		util_strlcpy(path, env, sizeof path);
		return path;
	}
	snprintf(path, sizeof path, "%s/default.lex", SM_PKGDATADIR);
	return path;
}

/* The identity's first line: its own format version (lexicon.c). */
#define LEXFILE_ID_HEAD "scrabmail-lexicon-words 1\n"

static int
lexfile_id_word(void *arg, const uint8_t *w, size_t n)
{
	GChecksum	*ck = arg;
	char		 line[SM_LEX_WORD_MAX + 1];
	size_t		 i;

	for (i = 0; i < n && i < SM_LEX_WORD_MAX; i++)
		line[i] = (char)('A' + w[i] - 1);
	line[i++] = '\n';
	g_checksum_update(ck, (const guchar *)line, (gssize)i);
	return 0;
}

static void
lexfile_digest(const struct sm_lexicon *lx, uint8_t out[SM_LEX_IDENTITY_LEN])
{
	GChecksum	*ck = g_checksum_new(G_CHECKSUM_SHA256);
	gsize		 n = SM_LEX_IDENTITY_LEN;

	g_checksum_update(ck, (const guchar *)LEXFILE_ID_HEAD,
	    (gssize)strlen(LEXFILE_ID_HEAD));
	sm_lexicon_words(lx, lexfile_id_word, ck);
	g_checksum_get_digest(ck, out, &n);
	g_checksum_free(ck);
}

static void
lexfile_hex(const uint8_t *b, char *id)
{
	static const char	hex[] = "0123456789abcdef";
	size_t			i;

	for (i = 0; i < SM_LEX_IDENTITY_LEN; i++) {
		id[2 * i] = hex[b[i] >> 4];
		id[2 * i + 1] = hex[b[i] & 15];
	}
	id[LEXFILE_ID_LEN] = '\0';
}

void
lexfile_compute_id(const struct sm_lexicon *lx, char *id)
{
	uint8_t	d[SM_LEX_IDENTITY_LEN];

	lexfile_digest(lx, d);
	lexfile_hex(d, id);
}

int
lexfile_stamp_id(void *img, size_t len)
{
	struct sm_lexicon	lx;
	uint8_t			d[SM_LEX_IDENTITY_LEN];

	if (sm_lexicon_init(&lx, img, len) != SM_LEX_OK)
		return -1;
	lexfile_digest(&lx, d);
	return sm_lexicon_set_identity(img, len, d) ? 0 : -1;
}

int
lexfile_matches(const struct lexfile *lf, const char *want)
{
	if (want == NULL)
		return 0;
	return strcmp(want, lf->id) == 0 || strcmp(want, lf->sum) == 0;
}

char *
lexfile_dir(const char *dbpath)
{
	const char	*env = getenv("SCRABMAIL_LEXICONS");
	char		*dir, *out;

	if (env != NULL && *env != '\0')
		return xstrdup(env);
	dir = g_path_get_dirname(dbpath != NULL ? dbpath : "scrabmail.db");
	out = g_build_filename(dir, "lexicons", NULL);
	g_free(dir);
	return out;
}

/* The stamps file: its first line names its format and the engine's
 * checks (a scrabmail that checks more does not trust another's stamps);
 * then one line a file, the last checked first. */
#define LEXFILE_STAMPS_HEAD	"scrabmail-lexicon-stamps 1 checks %d\n"
#define LEXFILE_STAMPS_NAME	"lexicon-stamps"
#define LEXFILE_STAMPS_BUF	4096	/* > head + max lines of 8 fields */

struct lexfile_stamp {
	uint64_t	dev, ino, size, msec, mnsec, csec, cnsec, sum;
};

static void
lexfile_stamp_of(struct lexfile_stamp *s, const struct stat *sb,
    uint64_t sum)
{
	s->dev = (uint64_t)sb->st_dev;
	s->ino = (uint64_t)sb->st_ino;
	s->size = (uint64_t)sb->st_size;
	s->msec = (uint64_t)sb->st_mtim.tv_sec;
	s->mnsec = (uint64_t)sb->st_mtim.tv_nsec;
	s->csec = (uint64_t)sb->st_ctim.tv_sec;
	s->cnsec = (uint64_t)sb->st_ctim.tv_nsec;
	s->sum = sum;
}

/* The same file, unchanged: everything but the checksum. */
static int
lexfile_stamp_same(const struct lexfile_stamp *a,
    const struct lexfile_stamp *b)
{
	return a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
	    a->msec == b->msec && a->mnsec == b->mnsec &&
	    a->csec == b->csec && a->cnsec == b->cnsec;
}

char *
lexfile_stamps_path(void)
{
	const char	*xdg = getenv("XDG_CACHE_HOME"), *home;

	/* The XDG base directory rules: a relative path is ignored. */
	if (xdg != NULL && xdg[0] == '/')
		return g_build_filename(xdg, "scrabmail", LEXFILE_STAMPS_NAME,
		    NULL);
	home = getenv("HOME");
	if (home != NULL && home[0] == '/')
		return g_build_filename(home, ".cache", "scrabmail",
		    LEXFILE_STAMPS_NAME, NULL);
	return NULL;
}

/* Digits of base 10 or 16 (lower case) up to c, at least one, no sign or
 * blank; *p moved past c.  -1 on anything else or an overflow. */
static int
lexfile_num(const char **p, const char *end, int base, char c, uint64_t *out)
{
	const char	*s = *p;
	uint64_t	 v = 0;
	int		 d;

	for (; s < end && *s != c; s++) {
		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (base == 16 && *s >= 'a' && *s <= 'f')
			d = *s - 'a' + 10;
		else
			return -1;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return -1;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	if (s == *p || s == end)
		return -1;
	*p = s + 1;
	*out = v;
	return 0;
}

/* The stamps of the file at path into v[0..max): how many; 0 when the
 * file is absent, unreadable, too big, of another head line or damaged
 * anywhere (all of it ignored). */
static size_t
lexfile_stamps_read(const char *path, struct lexfile_stamp *v, size_t max)
{
	char		 buf[LEXFILE_STAMPS_BUF], head[64];
	const char	*p, *end;
	ssize_t		 r;
	size_t		 len = 0, n = 0;
	int		 fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)) == -1)
		return 0;
	while (len < sizeof buf) {
		r = read(fd, buf + len, sizeof buf - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	if (r < 0 || len == sizeof buf)
		return 0;
	snprintf(head, sizeof head, LEXFILE_STAMPS_HEAD, SM_LEX_CHECKS);
	if (len < strlen(head) || memcmp(buf, head, strlen(head)) != 0)
		return 0;
	p = buf + strlen(head);
	end = buf + len;
	while (p < end && n < max) {
		struct lexfile_stamp *s = &v[n];

		if (lexfile_num(&p, end, 10, ' ', &s->dev) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->ino) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->size) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->msec) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->mnsec) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->csec) == -1 ||
		    lexfile_num(&p, end, 10, ' ', &s->cnsec) == -1 ||
		    lexfile_num(&p, end, 16, '\n', &s->sum) == -1)
			return 0;
		n++;
	}
	return p == end ? n : 0;
}

/* Whether a stamp may vouch for the file of fstat sb: one nobody but its
 * owner may write, that owner this user or root.  A file someone else may
 * write could be changed through a shared writable mapping, which moves
 * its times at the first write to a clean page only, not at every write;
 * those who may write this one may write the stamps too.  (An ACL that
 * lets another write shows in the group bits.) */
static int
lexfile_stamp_trustable(const struct stat *sb)
{
	return (sb->st_mode & (S_IWGRP | S_IWOTH)) == 0 &&
	    (sb->st_uid == geteuid() || sb->st_uid == 0);
}

/* Whether the file of fstat sb is recorded as checked; its recorded
 * checksum in *sum. */
static int
lexfile_stamp_find(const struct stat *sb, uint64_t *sum)
{
	struct lexfile_stamp	 v[LEXFILE_STAMPS_MAX], me;
	char			*path;
	size_t			 n, i;

	if (!lexfile_stamp_trustable(sb) ||
	    (path = lexfile_stamps_path()) == NULL)
		return 0;
	n = lexfile_stamps_read(path, v, LEXFILE_STAMPS_MAX);
	g_free(path);
	lexfile_stamp_of(&me, sb, 0);
	for (i = 0; i < n; i++) {
		if (lexfile_stamp_same(&v[i], &me)) {
			*sum = v[i].sum;
			return 1;
		}
	}
	return 0;
}

/* Record s first, then the other files' stamps (not s's inode's), at most
 * LEXFILE_STAMPS_MAX in all.  0 when recorded; -1, silently, when not: a
 * cache that cannot be written means whole checks. */
static int
lexfile_stamp_record(const struct lexfile_stamp *s)
{
	struct lexfile_stamp	 v[LEXFILE_STAMPS_MAX];
	char			 buf[LEXFILE_STAMPS_BUF], *path, *dir = NULL;
	char			*tmp = NULL;
	size_t			 n, i, k, len;
	int			 fd = -1, w, rc = -1;

	if ((path = lexfile_stamps_path()) == NULL)
		return -1;
	n = lexfile_stamps_read(path, v, LEXFILE_STAMPS_MAX);
	len = (size_t)snprintf(buf, sizeof buf, LEXFILE_STAMPS_HEAD,
	    SM_LEX_CHECKS);
	for (i = 0, k = 0; i <= n && k < LEXFILE_STAMPS_MAX; i++) {
		const struct lexfile_stamp *e = i == 0 ? s : &v[i - 1];

		if (i > 0 && e->dev == s->dev && e->ino == s->ino)
			continue;
		w = snprintf(buf + len, sizeof buf - len, "%llu %llu %llu "
		    "%llu %llu %llu %llu %016llx\n",
		    (unsigned long long)e->dev, (unsigned long long)e->ino,
		    (unsigned long long)e->size, (unsigned long long)e->msec,
		    (unsigned long long)e->mnsec, (unsigned long long)e->csec,
		    (unsigned long long)e->cnsec, (unsigned long long)e->sum);
		if (w < 0 || (size_t)w >= sizeof buf - len)
			goto out;
		len += (size_t)w;
		k++;
	}
	dir = g_path_get_dirname(path);
	if (g_mkdir_with_parents(dir, 0700) == -1)
		goto out;
	tmp = g_strdup_printf("%s.tmp.XXXXXX", path);
	if ((fd = g_mkstemp_full(tmp, O_WRONLY | O_CLOEXEC, 0600)) == -1)
		goto out;
	if (write(fd, buf, len) != (ssize_t)len) {
		close(fd);
		unlink(tmp);
		goto out;
	}
	if (close(fd) == -1 || rename(tmp, path) == -1)
		unlink(tmp);
	else
		rc = 0;
out:
	g_free(tmp);
	g_free(dir);
	g_free(path);
	return rc;
}

/* After a whole check of the file of fstat before (fd still open):
 * record it, unless it changed during the check or too recently for its
 * change time to tell a later change (see the top of this file).  1 when
 * recorded. */
static int
lexfile_stamp_checked(int fd, const struct stat *before, uint64_t sum)
{
	struct lexfile_stamp	 a, b;
	struct stat		 sb;
	struct timespec		 now;

	if (!lexfile_stamp_trustable(before) || fstat(fd, &sb) == -1 ||
	    clock_gettime(CLOCK_REALTIME, &now) == -1)
		return 0;
	lexfile_stamp_of(&a, before, sum);
	lexfile_stamp_of(&b, &sb, sum);
	if (!lexfile_stamp_same(&a, &b) ||
	    (long long)sb.st_ctim.tv_sec > (long long)now.tv_sec -
	    LEXFILE_STAMP_QUIET)
		return 0;
	return lexfile_stamp_record(&a) == 0;
}

/* 2 MB pages.  A search reads the lexicon's lines here and there: on
 * 4 KB pages each line missed may also cost a walk of the page tables,
 * while the 8 entries of 2 MB pages covering the file stay in the TLB
 * (bench/README.md, round 8b: with the trusted load a cold search is 10 %
 * faster on 2 MB pages, 30 pairs of 30).  A file's mapping gets them
 * where the page cache holds the file in 2 MB folios, which the kernel
 * decides when it reads the file in.  So the mapping is advised
 * MADV_HUGEPAGE (a read from the disk then comes in 2 MB folios, on file
 * systems that have large folios: ext4 and XFS on recent kernels), and
 * when a whole check records a file's stamp (once per version of the
 * file) and finds it cached in small folios (a copy wrote it so, another
 * program read it so), its cached pages are dropped and read again, a few
 * milliseconds once: every later process maps the cache's 2 MB folios,
 * as long as the cache keeps them.  Best effort: where the kernel cannot
 * or will not, nothing changes. */
#define LEXFILE_HUGE_MIN	(4u << 20)	/* smaller files: not worth it */

/* The kB of the mapping at addr mapped by 2 MB pages (FilePmdMapped in
 * /proc/self/smaps), or -1 when that cannot be read. */
static long
lexfile_pmd_kb(const void *addr)
{
	FILE		*f = fopen("/proc/self/smaps", "re");
	char		 line[512];
	unsigned long	 lo, hi;
	long		 kb = -1;
	int		 in = 0;

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL) {
		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2) {
			if (in)
				break;
			in = lo == (unsigned long)(uintptr_t)addr;
		} else if (in && sscanf(line, "FilePmdMapped: %ld kB",
		    &kb) == 1)
			break;
	}
	fclose(f);
	return kb;
}

/* Whether transparent huge pages may be used at all (not "[never]"). */
static int
lexfile_thp_on(void)
{
	FILE	*f = fopen("/sys/kernel/mm/transparent_hugepage/enabled",
	    "re");
	char	 line[128];
	int	 on = 0;

	if (f == NULL)
		return 0;
	if (fgets(line, sizeof line, f) != NULL)
		on = strstr(line, "[never]") == NULL;
	fclose(f);
	return on;
}

/* After the whole check of lf (mapped and populated) recorded its stamp:
 * a file cached in small folios is read again into large ones (above). */
static void
lexfile_rehuge(struct lexfile *lf, int fd)
{
#if defined(MADV_HUGEPAGE) && defined(MADV_POPULATE_READ) && \
    defined(POSIX_FADV_DONTNEED)
	long	kb;

	if (lf->len < LEXFILE_HUGE_MIN || !lexfile_thp_on() ||
	    (kb = lexfile_pmd_kb(lf->map)) < 0 ||
	    (size_t)kb >= lf->len / 2048)
		return;
	/* This process's own pages unmapped (the mapping stays: a touch
	 * maps them again), so that the cache may drop them; those another
	 * process maps stay, and are mapped again as they are. */
	if (madvise(lf->map, lf->len, MADV_DONTNEED) == -1)
		return;
	/* Dirty pages (a file just copied) are not dropped: written first. */
	(void)fdatasync(fd);
	(void)posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
	(void)madvise(lf->map, lf->len, MADV_POPULATE_READ);
#else
	(void)lf;
	(void)fd;
#endif
}

/* The advice that ends most messages. */
static void
lexfile_damaged(char *err, size_t errlen, const char *path, const char *what)
{
	snprintf(err, errlen, "lexicon %s %s: rebuild it with "
	    "'scrabmail lexicon build -o %s WORDLIST'", path, what, path);
}

static int
lexfile_open_how(struct lexfile *lf, const char *path, int whole, char *err,
    size_t errlen)
{
	struct stat		 sb;
	enum sm_lex_status	 st;
	uint64_t		 sum = 0;
	void			*map = NULL;
	int			 fd = -1, saved, isdefault = path == NULL;
	int			 flags = MAP_PRIVATE, populate = 0;

	memset(lf, 0, sizeof *lf);
	if (path == NULL)
		path = lexfile_default_path();
	if (util_strlcpy(lf->path, path, sizeof lf->path) >= sizeof lf->path) {
		snprintf(err, errlen, "lexicon path too long: %.64s...", path);
		return -1;
	}
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
		saved = errno;
		if (saved == ENOENT && isdefault)
			snprintf(err, errlen, "cannot open lexicon %s: %s; "
			    "build the default one with 'make' or pass "
			    "--lexicon FILE", path, strerror(saved));
		else if (saved == ENOENT)
			snprintf(err, errlen, "cannot open lexicon %s: %s; "
			    "build one with 'scrabmail lexicon build -o %s "
			    "WORDLIST'", path, strerror(saved), path);
		else
			snprintf(err, errlen, "cannot open lexicon %s: %s",
			    path, strerror(saved));
		goto fail;
	}
	if (fstat(fd, &sb) == -1) {
		snprintf(err, errlen, "cannot read lexicon %s: %s", path,
		    strerror(errno));
		goto fail;
	}
	if (!S_ISREG(sb.st_mode)) {
		snprintf(err, errlen, "lexicon %s is not a regular file", path);
		goto fail;
	}
	if (sb.st_size == 0) {
		lexfile_damaged(err, errlen, path, "is empty");
		goto fail;
	}
	if ((unsigned long long)sb.st_size > (size_t)-1 / 2) {
		snprintf(err, errlen, "lexicon %s is far too big to be a "
		    "lexicon", path);
		goto fail;
	}
	if (!whole)
		lf->trusted = lexfile_stamp_find(&sb, &sum);
#if defined(MAP_POPULATE) && !(defined(MADV_HUGEPAGE) && \
    defined(MADV_POPULATE_READ))
	/* A whole check touches every page: mapped in one call rather than
	 * by a fault every 16 pages, half the system time. */
	if (!lf->trusted) {
		flags |= MAP_POPULATE;
		populate = 1;
	}
#endif
	map = mmap(NULL, (size_t)sb.st_size, PROT_READ, flags, fd, 0);
	if (map == MAP_FAILED) {
		map = NULL;
		snprintf(err, errlen, "cannot map lexicon %s: %s", path,
		    strerror(errno));
		goto fail;
	}
	lf->map = map;
	lf->len = (size_t)sb.st_size;
	lf->populated = populate;
#ifdef MADV_HUGEPAGE
	/* Before any page is read in (2 MB pages, above); then, for a whole
	 * check, the same single call as MAP_POPULATE. */
	if (lf->len >= LEXFILE_HUGE_MIN)
		(void)madvise(map, lf->len, MADV_HUGEPAGE);
	if (!lf->trusted)
		(void)lexfile_populate(lf);
#endif

	/* A stamp whose checksum is not the header's: checked whole. */
	if (lf->trusted && (sm_lexicon_init_trusted(&lf->lx, map, lf->len) !=
	    SM_LEX_OK || lf->lx.checksum != sum))
		lf->trusted = 0;
	st = lf->trusted ? SM_LEX_OK : sm_lexicon_init(&lf->lx, map, lf->len);
	if (st == SM_LEX_OK && !lf->trusted &&
	    lexfile_stamp_checked(fd, &sb, lf->lx.checksum))
		lexfile_rehuge(lf, fd);
	close(fd);
	fd = -1;

	switch (st) {
	case SM_LEX_OK:
		if (lf->lx.has_identity)
			lexfile_hex(lf->lx.identity, lf->id);
		else
			lexfile_compute_id(&lf->lx, lf->id);
		snprintf(lf->sum, sizeof lf->sum, "%016llx",
		    (unsigned long long)lf->lx.checksum);
		return 0;
	case SM_LEX_BYTE_SWAPPED:
		lexfile_damaged(err, errlen, path, "was written in big-endian "
		    "byte order (by a big-endian machine) and this format is "
		    "little-endian");
		break;
	case SM_LEX_BAD_MAGIC:
		snprintf(err, errlen, "%s is not a scrabmail lexicon; build "
		    "one from a word list with 'scrabmail lexicon build -o "
		    "OUT.lex WORDLIST'", path);
		break;
	case SM_LEX_TOO_SHORT:
	case SM_LEX_BAD_SIZE:
		lexfile_damaged(err, errlen, path, "was truncated (its size "
		    "differs from the size recorded in it)");
		break;
	case SM_LEX_OLD_VERSION:
		lexfile_damaged(err, errlen, path, "was built by an earlier "
		    "scrabmail, in a format this one no longer reads");
		break;
	case SM_LEX_BAD_VERSION:
		lexfile_damaged(err, errlen, path, "has a format version "
		    "this scrabmail cannot read");
		break;
	case SM_LEX_BAD_CHECKSUM:
		lexfile_damaged(err, errlen, path,
		    "is damaged (checksum mismatch)");
		break;
	case SM_LEX_BAD_ARC:
		lexfile_damaged(err, errlen, path,
		    "is damaged (malformed graph)");
		break;
	case SM_LEX_BAD_HEADER:
		lexfile_damaged(err, errlen, path,
		    "is damaged (inconsistent header)");
		break;
	default:
		snprintf(err, errlen, "cannot load lexicon %s: %s", path,
		    sm_lex_status_str(st));
		break;
	}
fail:
	if (fd != -1)
		close(fd);
	lexfile_close(lf);
	return -1;
}

int
lexfile_open(struct lexfile *lf, const char *path, char *err, size_t errlen)
{
	return lexfile_open_how(lf, path, 0, err, errlen);
}

int
lexfile_open_whole(struct lexfile *lf, const char *path, char *err,
    size_t errlen)
{
	return lexfile_open_how(lf, path, 1, err, errlen);
}

int
lexfile_populate(struct lexfile *lf)
{
	if (lf->map == NULL || lf->populated)
		return lf->map == NULL ? -1 : 0;
#ifdef MADV_POPULATE_READ
	if (madvise(lf->map, lf->len, MADV_POPULATE_READ) == 0) {
		lf->populated = 1;
		return 0;
	}
#endif
	return -1;
}

void
lexfile_close(struct lexfile *lf)
{
	if (lf == NULL)
		return;
	if (lf->map != NULL)
		munmap(lf->map, lf->len);
	lf->map = NULL;
	lf->len = 0;
	lf->trusted = 0;
	lf->populated = 0;
	memset(&lf->lx, 0, sizeof lf->lx);
}
