/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lex-file.h: a compiled lexicon file, memory-mapped read-only and checked
 * by the engine (sm_lexicon_init), and where the default one is found.
 */
#ifndef SM_LEX_FILE_H
#define SM_LEX_FILE_H

#include <stddef.h>

#include "lexicon.h"

struct lexfile {
	void			*map;	/* mmap'ed bytes, or NULL */
	size_t			 len;
	struct sm_lexicon	 lx;	/* valid after lexfile_open() succeeds */
	char			 path[4096];
};

/* Map and check the file.  0 on success; -1 with a message a person can act
 * on in err (naming the file and what to do).  path NULL means the default
 * lexicon (lexfile_default_path()).  Close with lexfile_close(). */
int lexfile_open(struct lexfile *lf, const char *path, char *err,
    size_t errlen);
/* Unmap; accepts a never-opened (zeroed) or failed struct. */
void lexfile_close(struct lexfile *lf);
/* The default lexicon: $SCRABMAIL_LEXICON, else the installed file
 * ($pkgdatadir/default.lex) if it exists, else the one in the build tree.
 * Static storage; valid until the next call. */
const char *lexfile_default_path(void);

#endif
