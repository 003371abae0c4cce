/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lex-file.c: opening a compiled lexicon.  The file is memory-mapped
 * read-only (the pages are shared with every other process using it and
 * cost nothing until touched) and handed to sm_lexicon_init(), which checks
 * it whole.  Every failure becomes one sentence naming the file and what to
 * do about it.  Also where the default lexicon is looked for.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
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

/* The advice that ends most messages. */
static void
lexfile_damaged(char *err, size_t errlen, const char *path, const char *what)
{
	snprintf(err, errlen, "lexicon %s %s: rebuild it with "
	    "'scrabmail lexicon build -o %s WORDLIST'", path, what, path);
}

int
lexfile_open(struct lexfile *lf, const char *path, char *err, size_t errlen)
{
	struct stat		 sb;
	enum sm_lex_status	 st;
	void			*map = NULL;
	int			 fd = -1, saved, isdefault = path == NULL;

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
	map = mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED) {
		map = NULL;
		snprintf(err, errlen, "cannot map lexicon %s: %s", path,
		    strerror(errno));
		goto fail;
	}
	close(fd);
	fd = -1;
	lf->map = map;
	lf->len = (size_t)sb.st_size;

	switch (st = sm_lexicon_init(&lf->lx, map, lf->len)) {
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

void
lexfile_close(struct lexfile *lf)
{
	if (lf == NULL)
		return;
	if (lf->map != NULL)
		munmap(lf->map, lf->len);
	lf->map = NULL;
	lf->len = 0;
	memset(&lf->lx, 0, sizeof lf->lx);
}
