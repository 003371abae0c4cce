/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-xmlw.c: the bulletins' XML writer, into a GString (the layout
 * and the escapes of libxml2's xmlTextWriter with an indent of two
 * spaces, which wrote them before and took 0.07 s of the 0.08 s a
 * round of 10,000 entries cost to write), and its key mode (a SHA-256 of
 * the same calls).  See report-xmlw.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "report-xmlw.h"
#include "tiles.h"
#include "util.h"

#define OUT(w)	((GString *)(w)->out)

/* The start tag left open closed: its content follows. */
static void
close_tag(struct xw *w)
{
	if (w->open) {
		g_string_append_c(OUT(w), '>');
		w->open = 0;
	}
}

static void
indent(struct xw *w, int levels)
{
	int i;

	for (i = 0; i < levels; i++)
		g_string_append_len(OUT(w), "  ", 2);
}

/* s escaped into the text: in an attribute's value (attr) ", <, >, &,
 * and a tab, newline or return as a character reference; in an element's
 * text ", <, >, & and a return. */
static void
escape(struct xw *w, const char *s, int attr)
{
	const char *run = s;
	const char *rep;

	for (; *s != '\0'; s++) {
		switch (*s) {
		case '"':
			rep = "&quot;";
			break;
		case '<':
			rep = "&lt;";
			break;
		case '>':
			rep = "&gt;";
			break;
		case '&':
			rep = "&amp;";
			break;
		case '\r':
			rep = "&#13;";
			break;
		case '\n':
			rep = attr ? "&#10;" : NULL;
			break;
		case '\t':
			rep = attr ? "&#9;" : NULL;
			break;
		default:
			rep = NULL;
			break;
		}
		if (rep == NULL)
			continue;
		g_string_append_len(OUT(w), run, s - run);
		g_string_append(OUT(w), rep);
		run = s + 1;
	}
	g_string_append_len(OUT(w), run, s - run);
}

/* Key mode: what is fed is gathered in w->out and given to the checksum
 * in pieces of this size (one call per attribute cost more than the
 * SHA-256 itself). */
#define KEY_CHUNK	(32 * 1024)

static void
key_flush(struct xw *w)
{
	if (OUT(w)->len > 0)
		g_checksum_update(w->ck, (const guchar *)OUT(w)->str,
		    (gssize)OUT(w)->len);
	g_string_truncate(OUT(w), 0);
}

/* Key mode: len bytes of p fed. */
static void
key_bytes(struct xw *w, const void *p, size_t len)
{
	g_string_append_len(OUT(w), p, (gssize)len);
	if (OUT(w)->len >= KEY_CHUNK)
		key_flush(w);
}

/* Key mode: a tag byte and the bytes of s with their NUL, so that no two
 * sequences of calls feed the same bytes. */
static void
key_feed(struct xw *w, char tag, const char *s)
{
	g_string_append_c(OUT(w), tag);
	if (s == NULL)
		s = "";
	key_bytes(w, s, strlen(s) + 1);
}

/* s as valid UTF-8 without the control characters XML 1.0 forbids: s
 * itself when it is already so, else w->tmp (freed by the next call).  A
 * tab, newline or return becomes a space unless keep_lines (a return is
 * then dropped). */
static const char *
clean(struct xw *w, const char *s, int keep_lines)
{
	const unsigned char *p;
	unsigned char *u;
	char *q, *o;
	int ok;

	if (s == NULL)
		return "";
	ok = g_utf8_validate(s, -1, NULL);
	for (p = (const unsigned char *)s; ok && *p != '\0'; p++)
		if ((*p < 0x20 && !(keep_lines && (*p == '\n' ||
		    *p == '\t'))) || (p[0] == 0xef && p[1] == 0xbf &&
		    (p[2] == 0xbe || p[2] == 0xbf)))
			ok = 0;
	if (ok)
		return s;
	g_free(w->tmp);
	w->tmp = g_utf8_make_valid(s, -1);
	for (q = o = w->tmp; *q != '\0'; q++) {
		u = (unsigned char *)q;
		if (keep_lines && *u == '\r')
			continue;
		if (*u < 0x20 && !(keep_lines && (*u == '\n' || *u == '\t')))
			*u = ' ';
		else if (u[0] == 0xef && u[1] == 0xbf &&
		    (u[2] == 0xbe || u[2] == 0xbf))
			u[2] = 0xbd;	/* U+FFFE, U+FFFF: U+FFFD */
		*o++ = *q;
	}
	*o = '\0';
	return w->tmp;
}

void
xw_start(struct xw *w, const char *el)
{
	if (w->ck != NULL) {
		key_feed(w, '<', el);
		return;
	}
	if (w->open) {
		g_string_append_len(OUT(w), ">\n", 2);
		w->open = 0;
	}
	if (w->depth == w->cap) {
		w->cap = w->cap > 0 ? w->cap * 2 : 16;
		w->at = xrealloc(w->at, (size_t)w->cap * sizeof *w->at);
	}
	w->at[w->depth++] = ((GString *)w->names)->len;
	g_string_append_len(w->names, el, (gssize)strlen(el) + 1);
	indent(w, w->depth - 1);
	g_string_append_c(OUT(w), '<');
	g_string_append(OUT(w), el);
	w->open = 1;
}

void
xw_end(struct xw *w)
{
	GString *names = w->names;

	if (w->ck != NULL) {
		key_feed(w, '>', NULL);
		return;
	}
	if (w->depth == 0) {
		w->err = 1;
		return;
	}
	if (w->open) {
		g_string_append_len(OUT(w), "/>", 2);
		w->open = 0;
	} else {
		if (w->indent)
			indent(w, w->depth - 1);
		g_string_append_len(OUT(w), "</", 2);
		g_string_append(OUT(w), names->str + w->at[w->depth - 1]);
		g_string_append_c(OUT(w), '>');
	}
	w->indent = 1;
	g_string_append_c(OUT(w), '\n');
	g_string_truncate(names, w->at[--w->depth]);
}

void
xw_attr(struct xw *w, const char *name, const char *value)
{
	if (w->ck != NULL) {
		key_feed(w, '@', name);
		key_feed(w, '=', value);
		return;
	}
	if (!w->open) {
		w->err = 1;
		return;
	}
	g_string_append_c(OUT(w), ' ');
	g_string_append(OUT(w), name);
	g_string_append_len(OUT(w), "=\"", 2);
	escape(w, clean(w, value, 0), 1);
	g_string_append_c(OUT(w), '"');
}

void
xw_attri(struct xw *w, const char *name, long long v)
{
	char buf[32];

	if (w->ck != NULL) {
		key_feed(w, '#', name);
		key_bytes(w, &v, sizeof v);
		return;
	}
	snprintf(buf, sizeof buf, "%lld", v);
	xw_attr(w, name, buf);
}

void
xw_attr1(struct xw *w, const char *name, double v)
{
	char buf[64];

	if (w->ck != NULL) {
		/* The number, not its text: the same number makes the same
		 * text, without printf (a round keys 10,000 of them). */
		key_feed(w, '%', name);
		key_bytes(w, &v, sizeof v);
		return;
	}
	snprintf(buf, sizeof buf, "%.1f", v);
	xw_attr(w, name, buf);
}

void
xw_attrb(struct xw *w, const char *name, int v)
{
	xw_attr(w, name, v ? "yes" : "no");
}

void
xw_attrt(struct xw *w, const char *name, long long t)
{
	char when[UTIL_ISO_LEN], *s;

	if (w->zone == NULL) {
		util_format_iso8601(t, when);
		xw_attr(w, name, when);
		return;
	}
	s = util_format_zone(w->zone, t, "%Y-%m-%dT%H:%M:%S%:z");
	xw_attr(w, name, s);
	free(s);
}

void
xw_text(struct xw *w, const char *el, const char *text)
{
	if (w->ck != NULL) {
		key_feed(w, 't', el);
		key_feed(w, '=', text);
		return;
	}
	xw_start(w, el);
	close_tag(w);
	w->indent = 0;
	escape(w, clean(w, text, 0), 0);
	xw_end(w);
}

void
xw_text_lines(struct xw *w, const char *el, const char *text)
{
	if (w->ck != NULL) {
		key_feed(w, 'l', el);
		key_feed(w, '=', text);
		return;
	}
	xw_start(w, el);
	close_tag(w);
	w->indent = 0;
	escape(w, clean(w, text, 1), 0);
	xw_end(w);
}

static const char *
premium_name(int row, int col)
{
	if (row == SM_CENTRE && col == SM_CENTRE)
		return "centre";
	switch (sm_premium_at(row, col)) {
	case SM_PREM_TW:
		return "3W";
	case SM_PREM_DW:
		return "2W";
	case SM_PREM_TL:
		return "3L";
	case SM_PREM_DL:
		return "2L";
	case SM_PREM_NONE:
		break;
	}
	return "none";
}

void
xw_board(struct xw *w, const char *el, const struct sm_board *bd,
    const unsigned char mark[SM_DIM][SM_DIM])
{
	char name[2] = "A", tile[2] = "A";
	int row, col;
	uint8_t t;

	xw_start(w, el);
	for (row = 0; row < SM_DIM; row++) {
		xw_start(w, "row");
		name[0] = (char)('A' + row);
		xw_attr(w, "name", name);
		for (col = 0; col < SM_DIM; col++) {
			xw_start(w, "sq");
			xw_attri(w, "col", col + 1);
			xw_attr(w, "premium", premium_name(row, col));
			if ((t = sm_board_at(bd, row, col)) != 0) {
				tile[0] = sm_letter_to_ascii(
				    SM_TILE_LETTER(t));
				xw_attr(w, "tile", tile);
				xw_attrb(w, "blank", SM_TILE_IS_BLANK(t));
				if (mark != NULL && mark[row][col])
					xw_attr(w, "last", "yes");
			}
			xw_end(w);
		}
		xw_end(w);
	}
	xw_end(w);
}

/* The root's attributes after its time. */
static void
open_root(struct xw *w)
{
	xw_attr(w, "version", "1");
	if (w->zone != NULL)
		xw_attr(w, "timezone", w->zone);
}

void
xw_open_key(struct xw *w, const char *kind, const char *lang,
    const char *zone)
{
	memset(w, 0, sizeof *w);
	if (!util_zone_is_utc(zone) && util_zone_known(zone))
		w->zone = xstrdup(zone);	/* else UTC */
	w->ck = g_checksum_new(G_CHECKSUM_SHA256);
	w->out = g_string_sized_new(KEY_CHUNK + 256);
	key_feed(w, 'v', PACKAGE_STRING);
	xw_start(w, "bulletin");
	xw_attr(w, "kind", kind);
	xw_attr(w, "lang", lang != NULL && strcmp(lang, "en") == 0 ? "en" :
	    "ro");
	open_root(w);
}

void
xw_close_key(struct xw *w, char *key)
{
	if (w->ck != NULL)
		key_flush(w);
	util_strlcpy(key, w->ck != NULL ? g_checksum_get_string(w->ck) : "",
	    65);
	if (w->ck != NULL)
		g_checksum_free(w->ck);
	if (w->out != NULL)
		g_string_free(w->out, TRUE);
	free(w->zone);
	g_free(w->tmp);
	memset(w, 0, sizeof *w);
}

int
xw_open(struct xw *w, const char *kind, const char *lang, long long now,
    const char *zone)
{
	memset(w, 0, sizeof *w);
	if (!util_zone_is_utc(zone) && util_zone_known(zone))
		w->zone = xstrdup(zone);	/* else UTC */
	w->out = g_string_sized_new(64 * 1024);
	w->names = g_string_new(NULL);
	g_string_append(OUT(w), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	xw_start(w, "bulletin");
	xw_attr(w, "kind", kind);
	xw_attr(w, "lang", lang != NULL && strcmp(lang, "en") == 0 ? "en" :
	    "ro");
	xw_attrt(w, "generated", now);
	open_root(w);
	return 0;
}

char *
xw_close(struct xw *w, size_t *len, char **cause)
{
	char *out = NULL;
	size_t n;

	/* Every element still open ended, as xmlTextWriterEndDocument. */
	while (w->out != NULL && !w->err && w->depth > 0)
		xw_end(w);
	if (w->out == NULL || w->err) {
		if (*cause == NULL)
			*cause = xstrdup("cannot write the bulletin's XML "
			    "(an attribute after an element's content)");
	} else {
		n = OUT(w)->len;
		out = g_string_free(w->out, FALSE);
		w->out = NULL;
		if (len != NULL)
			*len = n;
	}
	if (w->out != NULL)
		g_string_free(w->out, TRUE);
	if (w->names != NULL)
		g_string_free(w->names, TRUE);
	free(w->at);
	free(w->zone);
	g_free(w->tmp);
	memset(w, 0, sizeof *w);
	return out;
}
