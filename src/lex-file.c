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

#include "lex-file.h"
#include "util.h"

#ifndef SM_PKGDATADIR
#define SM_PKGDATADIR "/usr/local/share/scrabmail"
#endif
#ifndef SM_BUILD_LEXICON
#define SM_BUILD_LEXICON "lexicon/default.lex"
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
	if (access(path, R_OK) == 0)
		return path;
	util_strlcpy(path, SM_BUILD_LEXICON, sizeof path);
	return path;
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
		return 0;
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
