/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lex-file.h: a compiled lexicon file, memory-mapped read-only and checked
 * by the engine (sm_lexicon_init) unless the user's cache records it as
 * checked and unchanged since (lex-file.c), and where the default one is
 * found.
 */
#ifndef SM_LEX_FILE_H
#define SM_LEX_FILE_H

#include <stddef.h>

#include "lexicon.h"

/* An identity as text: 64 lower-case hex digits (SHA-256 of the words,
 * see lexicon.c), NUL-terminated. */
#define LEXFILE_ID_LEN	(2 * SM_LEX_IDENTITY_LEN)
/* The stamps of checked files kept in the cache (the last checked). */
#define LEXFILE_STAMPS_MAX	16
/* Seconds a file's change time must be in the past for its stamp to be
 * recorded (lex-file.c). */
#define LEXFILE_STAMP_QUIET	2

struct lexfile {
	void			*map;	/* mmap'ed bytes, or NULL */
	size_t			 len;
	struct sm_lexicon	 lx;	/* valid after lexfile_open() succeeds */
	char			 path[4096];
	/* The identity by words: read from the file, or computed from its
	 * words when the file has none (version 2). */
	char			 id[LEXFILE_ID_LEN + 1];
	/* The file checksum as contests recorded it before identities (16
	 * hex digits): their legacy identity. */
	char			 sum[17];
	/* 1: loaded on the strength of its stamp (header checks only);
	 * 0: checked whole. */
	int			 trusted;
	/* 1: every page mapped (a whole check's MAP_POPULATE, or
	 * lexfile_populate()). */
	int			 populated;
};

/* Map and check the file (its header only when its stamp says it was
 * checked whole before and has not changed; else whole, and its stamp
 * recorded).  0 on success; -1 with a message a person can act on in err
 * (naming the file and what to do).  path NULL means the default lexicon
 * (lexfile_default_path()).  Close with lexfile_close(). */
int lexfile_open(struct lexfile *lf, const char *path, char *err,
    size_t errlen);
/* The same, always checking the file whole (and recording its stamp). */
int lexfile_open_whole(struct lexfile *lf, const char *path, char *err,
    size_t errlen);
/* The file of the stamps: $XDG_CACHE_HOME/scrabmail/lexicon-stamps, else
 * $HOME/.cache/scrabmail/lexicon-stamps; NULL when neither variable is an
 * absolute path.  g_malloc'ed: the caller frees it with g_free(). */
char *lexfile_stamps_path(void);
/* For a run that will search many positions (a batch, a game's
 * analysis): map every page of the opened lf now, in one system call
 * (MADV_POPULATE_READ, Linux 5.14 on), rather than by a page fault at the
 * first touch of each run of pages during the searches.  A trusted open
 * maps the file without reading it; a whole check has populated it
 * already (and this costs nothing then).  0 on success; -1 when the
 * kernel cannot (lf unchanged and still valid: the searches fault the
 * pages in as before). */
int lexfile_populate(struct lexfile *lf);
/* Unmap; accepts a never-opened (zeroed) or failed struct. */
void lexfile_close(struct lexfile *lf);
/* The default lexicon: $SCRABMAIL_LEXICON, else the installed file
 * ($pkgdatadir/default.lex).  (The tests name the build tree's through
 * the variable: the program keeps no build-tree path.)  Static storage;
 * valid until the next call. */
const char *lexfile_default_path(void);
/* The identity of lx's words, computed (SHA-256 through GLib) whatever the
 * file says, as LEXFILE_ID_LEN hex digits into id[LEXFILE_ID_LEN + 1]. */
void lexfile_compute_id(const struct sm_lexicon *lx, char *id);
/* Store the identity of its words in the version 4 image img[0..len) that
 * sm_lexbuild_finish() made, re-sealing it.  0, or -1 when img is not
 * such an image. */
int lexfile_stamp_id(void *img, size_t len);
/* Whether want (as a contest recorded it: an identity, or a legacy file
 * checksum of 16 hex digits) names the opened lf. */
int lexfile_matches(const struct lexfile *lf, const char *want);
/* The directory of installed lexicons, each named ID.lex:
 * $SCRABMAIL_LEXICONS, else "lexicons" beside the database dbpath
 * (NULL: "."). malloc'ed; the caller frees it. */
char *lexfile_dir(const char *dbpath);

#endif
