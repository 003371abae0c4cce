/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-xmlw.c: the bulletins' XML writer on libxml2's xmlTextWriter.
 * See report-xmlw.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/xmlwriter.h>

#include "report-xmlw.h"
#include "tiles.h"
#include "util.h"

static const xmlChar *
xc(const char *s)
{
	return (const xmlChar *)s;
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
	if (xmlTextWriterStartElement(w->w, xc(el)) < 0)
		w->err = 1;
}

void
xw_end(struct xw *w)
{
	if (xmlTextWriterEndElement(w->w) < 0)
		w->err = 1;
}

void
xw_attr(struct xw *w, const char *name, const char *value)
{
	if (xmlTextWriterWriteAttribute(w->w, xc(name),
	    xc(clean(w, value, 0))) < 0)
		w->err = 1;
}

void
xw_attri(struct xw *w, const char *name, long long v)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%lld", v);
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
	if (xmlTextWriterWriteElement(w->w, xc(el),
	    xc(clean(w, text, 0))) < 0)
		w->err = 1;
}

void
xw_text_lines(struct xw *w, const char *el, const char *text)
{
	if (xmlTextWriterWriteElement(w->w, xc(el),
	    xc(clean(w, text, 1))) < 0)
		w->err = 1;
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

int
xw_open(struct xw *w, const char *kind, const char *lang, long long now,
    const char *zone)
{
	memset(w, 0, sizeof *w);
	if (!util_zone_is_utc(zone) && util_zone_known(zone))
		w->zone = xstrdup(zone);	/* else UTC */
	xmlInitParser();
	if ((w->buf = xmlBufferCreate()) == NULL ||
	    (w->w = xmlNewTextWriterMemory(w->buf, 0)) == NULL) {
		w->err = 1;
		return -1;
	}
	if (xmlTextWriterSetIndent(w->w, 1) < 0 ||
	    xmlTextWriterSetIndentString(w->w, xc("  ")) < 0 ||
	    xmlTextWriterStartDocument(w->w, NULL, "UTF-8", NULL) < 0)
		w->err = 1;
	xw_start(w, "bulletin");
	xw_attr(w, "kind", kind);
	xw_attr(w, "lang", lang != NULL && strcmp(lang, "en") == 0 ? "en" :
	    "ro");
	xw_attrt(w, "generated", now);
	xw_attr(w, "version", "1");
	if (w->zone != NULL)
		xw_attr(w, "timezone", w->zone);
	return 0;
}

char *
xw_close(struct xw *w, size_t *len, char **cause)
{
	char *out = NULL;
	size_t n;

	if (w->w != NULL) {
		if (!w->err && xmlTextWriterEndDocument(w->w) < 0)
			w->err = 1;
		xmlFreeTextWriter(w->w);	/* flushes into buf */
	}
	if (w->buf == NULL || w->err) {
		if (*cause == NULL)
			*cause = xstrdup("cannot write the bulletin's XML "
			    "(out of memory?)");
	} else {
		n = (size_t)xmlBufferLength(w->buf);
		out = xmalloc(n + 1);
		memcpy(out, xmlBufferContent(w->buf), n);
		out[n] = '\0';
		if (len != NULL)
			*len = n;
	}
	if (w->buf != NULL)
		xmlBufferFree(w->buf);
	free(w->zone);
	g_free(w->tmp);
	memset(w, 0, sizeof *w);
	return out;
}
