/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-html.c: the plain text of an HTML mail body.  libxml2's HTML parser
 * (recovering, no network) builds a tree that is walked once, writing text
 * the way a mail client shows it: white space collapsed outside <pre>,
 * block elements and <br> as line breaks, table cells apart, <blockquote>
 * lines prefixed "> " so that mail_text_clean() drops them like any quote,
 * and nothing of <head>, <script> or <style>.  Outlook's MsoNormal
 * paragraphs come out one per line.  The input is made valid UTF-8 first
 * (GLib), so a stray byte cannot make libxml2 guess another charset.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "mail-html.h"
#include "util.h"

/* Deeper trees are not walked further (libxml2 itself stops at 256). */
#define HTML_MAX_DEPTH	200
/* Bytes of HTML read at most (three times that after U+FFFD still fits an
 * int). */
#define HTML_MAX_LEN	(64u * 1024 * 1024)

struct html_out {
	GString	*s;
	int	 at_line_start;	/* nothing written on the current line yet */
	int	 pending_space;	/* collapsed white space before the next word */
	int	 quote;		/* <blockquote> depth */
	int	 pre;		/* inside <pre> */
};

static int
name_is(const xmlNode *n, const char *const *names)
{
	size_t i;

	for (i = 0; names[i] != NULL; i++)
		if (xmlStrcasecmp(n->name, (const xmlChar *)names[i]) == 0)
			return 1;
	return 0;
}

static const char *const skipped[] = {
	"head", "script", "style", "title", "template", "noscript", "object",
	"iframe", "svg", NULL
};
static const char *const blocks[] = {
	"address", "article", "aside", "blockquote", "body", "center", "dd",
	"div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
	"form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html",
	"li", "main", "nav", "ol", "p", "pre", "section", "table", "tbody",
	"thead", "tfoot", "tr", "ul", "caption", NULL
};
static const char *const cells[] = { "td", "th", NULL };

/* Start the current line if nothing is on it yet: the quote prefix. */
static void
out_line_start(struct html_out *o)
{
	int i;

	if (!o->at_line_start)
		return;
	for (i = 0; i < o->quote; i++)
		g_string_append(o->s, "> ");
	o->at_line_start = 0;
}

/* End the current line; force also ends an empty one (<br>). */
static void
out_break(struct html_out *o, int force)
{
	if (o->at_line_start && !force)
		return;
	if (o->at_line_start && o->quote > 0)
		out_line_start(o);
	g_string_append_c(o->s, '\n');
	o->at_line_start = 1;
	o->pending_space = 0;
}

static void
out_text(struct html_out *o, const char *t)
{
	for (; *t != '\0'; t++) {
		if (o->pre && (*t == '\n' || *t == '\r')) {
			if (*t == '\r' && t[1] == '\n')
				t++;
			out_break(o, 1);
			continue;
		}
		if (!o->pre && (*t == ' ' || *t == '\t' || *t == '\n' ||
		    *t == '\r' || *t == '\f')) {
			if (!o->at_line_start)
				o->pending_space = 1;
			continue;
		}
		out_line_start(o);
		if (o->pending_space)
			g_string_append_c(o->s, ' ');
		o->pending_space = 0;
		g_string_append_c(o->s, *t);
	}
}

static void
walk(struct html_out *o, const xmlNode *n, int depth)
{
	const xmlNode *c;
	int block;

	if (depth > HTML_MAX_DEPTH)
		return;
	for (c = n; c != NULL; c = c->next) {
		switch (c->type) {
		case XML_TEXT_NODE:
		case XML_CDATA_SECTION_NODE:
			if (c->content != NULL)
				out_text(o, (const char *)c->content);
			continue;
		case XML_ELEMENT_NODE:
			break;
		default:
			continue;
		}
		if (c->name == NULL || name_is(c, skipped))
			continue;
		if (xmlStrcasecmp(c->name, (const xmlChar *)"br") == 0) {
			out_break(o, 1);
			continue;
		}
		if (name_is(c, cells)) {
			if (!o->at_line_start)
				o->pending_space = 1;
			walk(o, c->children, depth + 1);
			if (!o->at_line_start)
				o->pending_space = 1;
			continue;
		}
		block = name_is(c, blocks);
		if (block)
			out_break(o, 0);
		if (xmlStrcasecmp(c->name, (const xmlChar *)"blockquote") == 0) {
			o->quote++;
			walk(o, c->children, depth + 1);
			out_break(o, 0);
			o->quote--;
			continue;
		}
		if (xmlStrcasecmp(c->name, (const xmlChar *)"pre") == 0) {
			o->pre++;
			walk(o, c->children, depth + 1);
			o->pre--;
		} else
			walk(o, c->children, depth + 1);
		if (block)
			out_break(o, 0);
	}
}

char *
mail_html_to_text(const char *html, size_t len)
{
	struct html_out o;
	htmlDocPtr doc = NULL;
	gchar *valid;
	char *res;

	if (html == NULL || len == 0)
		return NULL;
	/* libxml2 takes an int length (mail_parse caps a message at a few
	 * MB anyway), wants valid UTF-8 (else it switches to Latin-1 on its
	 * own) and stops at a NUL: stray bytes and NULs become U+FFFD. */
	if (len > HTML_MAX_LEN)
		len = HTML_MAX_LEN;
	valid = g_utf8_make_valid(html, (gssize)len);
	o.s = g_string_new(NULL);
	o.at_line_start = 1;
	o.pending_space = 0;
	o.quote = 0;
	o.pre = 0;
	doc = htmlReadMemory(valid, (int)strlen(valid), NULL, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
	    HTML_PARSE_NOWARNING | HTML_PARSE_NOIMPLIED);
	if (doc != NULL)
		walk(&o, doc->children, 0);
	if (!o.at_line_start)
		g_string_append_c(o.s, '\n');
	res = xstrdup(o.s->str);
	g_string_free(o.s, TRUE);
	if (doc != NULL)
		xmlFreeDoc(doc);
	g_free(valid);
	return res;
}
