/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-reply.c: the answer to one incoming mail.  The command code adds
 * result codes with their arguments; this file keeps them as the fragments
 * of a small XML document (<reply> with <to>, <subject>, one <item> per
 * command line and <notice>s about the mail), cleaning every string on the
 * way in (valid UTF-8, no control characters, bounded length) so that the
 * document is always well-formed.  Rendering hands that document to the
 * stylesheet mail/reply.xsl of a template directory (report-xslt.c) twice,
 * with the parameter part set to "subject" and then "body", and tidies the
 * text it produces.  All the words of the replies live in the templates.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "report-reply.h"
#include "report-xslt.h"
#include "util.h"

#ifndef SM_PKGDATADIR
#define SM_PKGDATADIR "/usr/local/share/scrabmail"
#endif
#ifndef SM_SRC_TEMPLATES
#define SM_SRC_TEMPLATES "templates"
#endif

/* Longest argument value and echoed line kept (bytes; longer ones are cut
 * at a character boundary and end with an ellipsis).  The templates wrap
 * arguments word by word, one recursion per word, so this also bounds
 * their recursion depth. */
#define REPORT_REPLY_ARG_MAX	500
#define REPORT_REPLY_ECHO_MAX	900

struct report_reply {
	char	*lang;
	char	*to_name;
	char	*to_addr;
	char	*subject;
	GString	*items;		/* the <item> elements */
	GString	*notices;	/* the <notice> elements */
};

struct report_templates {
	char			*dir;
	struct report_xslt	*reply;
};

/* s as XML-safe, escaped UTF-8 (g_free): invalid sequences become U+FFFD,
 * control characters (C0, DEL, C1) and the non-characters U+FFFE/U+FFFF
 * spaces, and at most max bytes are kept. */
static char *
report_reply_clean(const char *s, size_t max)
{
	GString		*g;
	char		*valid, *esc, *p;
	gunichar	 c;

	if (s == NULL)
		s = "";
	valid = g_utf8_make_valid(s, -1);
	g = g_string_sized_new(strlen(valid));
	for (p = valid; *p != '\0'; p = g_utf8_next_char(p)) {
		c = g_utf8_get_char(p);
		if (g->len + 6 > max) {
			while (g->len > 0 && g->str[g->len - 1] == ' ')
				g_string_truncate(g, g->len - 1);
			g_string_append(g, "\xe2\x80\xa6");	/* U+2026 */
			break;
		}
		if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0xfffe ||
		    c == 0xffff)
			g_string_append_c(g, ' ');
		else
			g_string_append_unichar(g, c);
	}
	esc = g_markup_escape_text(g->str, -1);
	g_string_free(g, TRUE);
	g_free(valid);
	return esc;
}

static void
report_reply_attr(GString *g, const char *name, const char *value)
{
	char	*v = report_reply_clean(value, REPORT_REPLY_ARG_MAX);

	g_string_append_printf(g, " %s=\"%s\"", name, v);
	g_free(v);
}

static void
report_reply_args(GString *g, va_list ap)
{
	const char	*name, *value;
	char		*n, *v;

	while ((name = va_arg(ap, const char *)) != NULL) {
		value = va_arg(ap, const char *);
		n = report_reply_clean(name, 64);
		v = report_reply_clean(value, REPORT_REPLY_ARG_MAX);
		g_string_append_printf(g, "    <arg name=\"%s\">%s</arg>\n",
		    n, v);
		g_free(n);
		g_free(v);
	}
}

struct report_reply *
report_reply_new(const char *lang)
{
	struct report_reply	*r = xcalloc(1, sizeof *r);

	r->lang = xstrdup(lang != NULL && strcmp(lang, "en") == 0 ?
	    "en" : "ro");
	r->items = g_string_new(NULL);
	r->notices = g_string_new(NULL);
	return r;
}

void
report_reply_free(struct report_reply *r)
{
	if (r == NULL)
		return;
	free(r->lang);
	free(r->to_name);
	free(r->to_addr);
	free(r->subject);
	g_string_free(r->items, TRUE);
	g_string_free(r->notices, TRUE);
	free(r);
}

static void
report_reply_replace(char **dst, const char *src)
{
	free(*dst);
	*dst = src != NULL ? xstrdup(src) : NULL;
}

void
report_reply_set_to(struct report_reply *r, const char *name,
    const char *addr)
{
	report_reply_replace(&r->to_name, name);
	report_reply_replace(&r->to_addr, addr);
}

void
report_reply_set_subject(struct report_reply *r, const char *orig_subject)
{
	report_reply_replace(&r->subject, orig_subject);
}

void
report_reply_item(struct report_reply *r, int line, const char *echo,
    const char *cmd, const char *status, const char *code, ...)
{
	va_list	 ap;
	char	*e;

	g_string_append_printf(r->items, "  <item line=\"%d\"", line);
	if (cmd != NULL)
		report_reply_attr(r->items, "cmd", cmd);
	report_reply_attr(r->items, "status", status);
	report_reply_attr(r->items, "code", code);
	g_string_append(r->items, ">\n");
	if (echo != NULL) {
		e = report_reply_clean(echo, REPORT_REPLY_ECHO_MAX);
		g_string_append_printf(r->items, "    <echo>%s</echo>\n", e);
		g_free(e);
	}
	va_start(ap, code);
	report_reply_args(r->items, ap);
	va_end(ap);
	g_string_append(r->items, "  </item>\n");
}

void
report_reply_notice(struct report_reply *r, const char *code, ...)
{
	va_list	 ap;

	g_string_append(r->notices, "  <notice");
	report_reply_attr(r->notices, "code", code);
	g_string_append(r->notices, ">\n");
	va_start(ap, code);
	report_reply_args(r->notices, ap);
	va_end(ap);
	g_string_append(r->notices, "  </notice>\n");
}

char *
report_reply_xml(const struct report_reply *r)
{
	GString	*g = g_string_new("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	char	*s, *out;

	g_string_append_printf(g, "<reply lang=\"%s\">\n", r->lang);
	if (r->to_addr != NULL || r->to_name != NULL) {
		g_string_append(g, "  <to");
		if (r->to_name != NULL)
			report_reply_attr(g, "name", r->to_name);
		report_reply_attr(g, "addr", r->to_addr);
		g_string_append(g, "/>\n");
	}
	if (r->subject != NULL) {
		s = report_reply_clean(r->subject, REPORT_REPLY_ARG_MAX);
		g_string_append_printf(g, "  <subject>%s</subject>\n", s);
		g_free(s);
	}
	g_string_append_len(g, r->items->str, (gssize)r->items->len);
	g_string_append_len(g, r->notices->str, (gssize)r->notices->len);
	g_string_append(g, "</reply>\n");
	out = xstrdup(g->str);
	g_string_free(g, TRUE);
	return out;
}

const char *
report_templates_default_dir(void)
{
	const char	*env = getenv("SCRABMAIL_TEMPLATES");

	if (env != NULL && *env != '\0')
		return env;
	if (access(SM_PKGDATADIR "/templates/mail/reply.xsl", R_OK) == 0)
		return SM_PKGDATADIR "/templates";
	return SM_SRC_TEMPLATES;
}

struct report_templates *
report_templates_open(const char *dir, char **cause)
{
	struct report_templates	*t;
	struct report_xslt	*x;
	char			*path, *why = NULL, *g;

	*cause = NULL;
	if (dir == NULL)
		dir = report_templates_default_dir();
	path = g_strdup_printf("%s/mail/reply.xsl", dir);
	if (access(path, R_OK) != 0) {
		*cause = g_strdup_printf("%s: %s: check the templates setting "
		    "(the directory must hold mail/reply.xsl) or remove it to "
		    "use the installed ones", path, strerror(errno));
		goto fail;
	}
	if ((x = report_xslt_load(path, &why)) == NULL) {
		*cause = g_strdup_printf("%s: fix the stylesheet or remove the "
		    "templates setting to use the installed ones", why);
		free(why);
		goto fail;
	}
	g_free(path);
	t = xcalloc(1, sizeof *t);
	t->dir = xstrdup(dir);
	t->reply = x;
	return t;

fail:
	/* The cause is documented as malloc'ed: hand back a copy made by
	 * ours rather than GLib's. */
	g = *cause;
	*cause = xstrdup(g);
	g_free(g);
	g_free(path);
	return NULL;
}

void
report_templates_free(struct report_templates *t)
{
	if (t == NULL)
		return;
	report_xslt_free(t->reply);
	free(t->dir);
	free(t);
}

/* The subject on one line: every run of white space or control characters
 * becomes one space, none at the ends. */
static void
report_reply_tidy_subject(char *s)
{
	unsigned char	*r = (unsigned char *)s, *w = (unsigned char *)s;
	int		 space = 0;

	for (; *r != '\0'; r++) {
		if (*r <= ' ' || *r == 0x7f) {
			space = w != (unsigned char *)s;
			continue;
		}
		if (space)
			*w++ = ' ';
		space = 0;
		*w++ = *r;
	}
	*w = '\0';
}

#define REPLY_WIDTH 78

/* Append one line (without its newline) to g, wrapped at REPLY_WIDTH
 * characters: quoted lines ("> ...") and lines that fit are kept as they
 * are; a longer line is refilled word by word, its continuation lines
 * indented like it plus two when it starts with blanks.  A word longer than
 * the width stays whole.  Wrapping here rather than in the stylesheets keeps
 * them simple (one paragraph a line) and the rendering fast: a recursive
 * XSLT word-wrapper cost 85 % of the time of an answer. */
static void
wrap_line(GString *g, const char *line, size_t len)
{
	const char *p = line, *end = line + len, *w;
	size_t indent, cur, wl;

	if (len == 0 || line[0] == '>' ||
	    g_utf8_strlen(line, (gssize)len) <= REPLY_WIDTH) {
		g_string_append_len(g, line, (gssize)len);
		return;
	}
	for (indent = 0; indent < len && line[indent] == ' '; indent++)
		;
	g_string_append_len(g, line, (gssize)indent);
	cur = indent;
	p = line + indent;
	while (p < end) {
		while (p < end && *p == ' ')
			p++;
		if (p == end)
			break;
		for (w = p; w < end && *w != ' '; w++)
			;
		wl = (size_t)g_utf8_strlen(p, w - p);
		if (cur > indent && cur + 1 + wl > REPLY_WIDTH) {
			g_string_append_c(g, '\n');
			cur = 0;
			if (indent > 0) {
				g_string_append_len(g, line, (gssize)indent);
				g_string_append(g, "  ");
				cur = indent + 2;
			}
		} else if (cur > indent) {
			g_string_append_c(g, ' ');
			cur++;
		}
		g_string_append_len(g, p, w - p);
		cur += wl;
		p = w;
	}
}

/* The body with LF line ends, long lines wrapped (wrap_line), no blank
 * lines at the start or the end and exactly one final newline
 * (malloc'ed). */
static char *
report_reply_tidy_body(const char *s)
{
	GString	*lf = g_string_sized_new(strlen(s) + 1);
	GString	*g = g_string_sized_new(strlen(s) + 64);
	const char *p, *nl;
	char	*out;

	for (; *s == '\n' || *s == '\r'; s++)
		;
	for (; *s != '\0'; s++) {
		if (*s == '\r') {
			if (s[1] != '\n')
				g_string_append_c(lf, '\n');
			continue;
		}
		g_string_append_c(lf, *s);
	}
	for (p = lf->str; *p != '\0'; p = *nl ? nl + 1 : nl) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		wrap_line(g, p, (size_t)(nl - p));
		if (*nl == '\n')
			g_string_append_c(g, '\n');
	}
	while (g->len > 0 && (g->str[g->len - 1] == '\n' ||
	    g->str[g->len - 1] == ' '))
		g_string_truncate(g, g->len - 1);
	g_string_append_c(g, '\n');
	out = xstrdup(g->str);
	g_string_free(g, TRUE);
	g_string_free(lf, TRUE);
	return out;
}

int
report_reply_render(struct report_templates *t, const struct report_reply *r,
    char **subject, char **text, char **cause)
{
	static const char *const both_params[] = { "part", "both", NULL };
	static const char *const subject_params[] = { "part", "subject", NULL };
	static const char *const body_params[] = { "part", "body", NULL };
	/* U+E000 separates the subject from the body with part = "both". */
	static const char sep[] = "\xee\x80\x80";
	char	*xml, *s = NULL, *b = NULL, *mark;
	size_t	 len;

	*subject = *text = *cause = NULL;
	xml = report_reply_xml(r);
	len = strlen(xml);
	if (report_xslt_apply_text(t->reply, xml, len, both_params, &s, NULL,
	    cause) != 0)
		goto fail;
	if ((mark = strstr(s, sep)) != NULL) {
		b = xstrdup(mark + sizeof sep - 1);
		*mark = '\0';
	} else {
		/* A stylesheet of the organiser's that knows only "subject"
		 * and "body". */
		free(s);
		s = NULL;
		if (report_xslt_apply_text(t->reply, xml, len, subject_params,
		    &s, NULL, cause) != 0 ||
		    report_xslt_apply_text(t->reply, xml, len, body_params, &b,
		    NULL, cause) != 0)
			goto fail;
	}
	report_reply_tidy_subject(s);
	if (*s == '\0') {
		*cause = xstrdup("mail/reply.xsl gave an empty subject: fix "
		    "the stylesheet or remove the templates setting to use the "
		    "installed ones");
		goto fail;
	}
	*subject = s;
	*text = report_reply_tidy_body(b);
	free(b);
	free(xml);
	return 0;

fail:
	free(s);
	free(b);
	free(xml);
	return -1;
}
