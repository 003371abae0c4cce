/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-xmlw.h: the small XML writer the bulletins share
 * (report-bulletin.c, report-champ.c, report-series.c): a document in
 * memory, indented by two spaces, whose root is <bulletin kind lang
 * generated version="1">; every value is made valid UTF-8 without the
 * control characters XML 1.0 forbids before it is written, and escaped
 * as libxml2's xmlTextWriter did (which wrote it before: the documents
 * are the same byte for byte; a unit test compares the two).  A misuse
 * (an attribute after an element's content) is remembered and reported
 * once, by xw_close.
 *
 * The same calls can make a key instead of a document (xw_open_key): the
 * SHA-256 of everything they would write but the generated time, made
 * without a writer: a document whose key did not change need not be
 * made again to know it is the same (cli-publish.c).
 */
#ifndef SM_REPORT_XMLW_H
#define SM_REPORT_XMLW_H

#include <stddef.h>

#include "board.h"

struct xw {
	void		*out;	/* a GString: the text so far (key mode:
				   what is not yet fed to the checksum) */
	void		*names;	/* a GString: the open elements' names,
				   each followed by a NUL */
	size_t		*at;	/* where each begins in names */
	int		 depth, cap;
	int		 open;	/* the last start tag is not closed yet */
	int		 indent;	/* an end tag goes on a line of its
					   own */
	int		 err;
	char		*tmp;	/* a cleaned value being written */
	char		*zone;	/* the zone of the times, or NULL: UTC */
	void		*ck;	/* key mode: a GChecksum, else NULL */
};

/* Begin a document: the root <bulletin> with kind, lang ("en", else
 * "ro"), generated (now), version="1" and, when zone names a time zone
 * other than UTC, timezone (its name): every time is then written in that
 * zone with its offset ("2026-12-07T12:00:00+02:00"), else in UTC
 * ("2026-12-07T10:00:00Z").  An unknown zone is UTC.  0, or -1 when the
 * writer cannot be made (xw_close still frees what there is). */
int xw_open(struct xw *w, const char *kind, const char *lang, long long now,
    const char *zone);
/* End the document: its text (malloc'ed, NUL-terminated, the caller
 * frees; its length in *len when len is not NULL), or NULL with *cause
 * (malloc'ed) after an error.  Frees the writer either way. */
char *xw_close(struct xw *w, size_t *len, char **cause);
/* Begin a key instead (xw_open's arguments but the time): the calls below
 * feed it what they would write; xw_close_key puts it in key (65 bytes:
 * 64 hex digits and a NUL) and frees what there is.  The key also holds
 * the program's version, so that a writer that changed makes new keys. */
void xw_open_key(struct xw *w, const char *kind, const char *lang,
    const char *zone);
void xw_close_key(struct xw *w, char *key);

void xw_start(struct xw *w, const char *el);
void xw_end(struct xw *w);
/* An attribute: text (a tab or newline becomes a space), a number, a
 * boolean as "yes"/"no", a time as ISO 8601 (see xw_open). */
void xw_attr(struct xw *w, const char *name, const char *value);
void xw_attri(struct xw *w, const char *name, long long v);
/* A number with one decimal ("98.7", as printf's %.1f). */
void xw_attr1(struct xw *w, const char *name, double v);
void xw_attrb(struct xw *w, const char *name, int v);
void xw_attrt(struct xw *w, const char *name, long long t);
/* An element holding text: on one line, or keeping its lines and tabs
 * (carriage returns dropped). */
void xw_text(struct xw *w, const char *el, const char *text);
void xw_text_lines(struct xw *w, const char *el, const char *text);
/* A board, square by square, as the schemas describe it: <el> holding 15
 * <row name="A".."O"> of 15 <sq col premium [tile blank] [last]>; mark
 * (may be NULL) says which tiles to mark last="yes" (the move just
 * played). */
void xw_board(struct xw *w, const char *el, const struct sm_board *bd,
    const unsigned char mark[SM_DIM][SM_DIM]);

#endif
