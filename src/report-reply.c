/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-reply.c: the answer to one incoming mail, and the mails a
 * duplicate contest sends by itself (a round, its results, a reminder, the
 * end), told apart by their kind.  The command and contest code adds
 * result codes with their arguments; this file keeps them as the fragments
 * of a small XML document (<reply> with <to>, <subject>, one <item> per
 * command line and <notice>s about the mail, each with its arguments as
 * the attributes of an <args> element and as <arg> elements), cleaning
 * every string on the way in (valid UTF-8, no control characters but the
 * line feeds of a block such as a board diagram, bounded length) so that
 * the document is always well-formed.  Rendering hands that document to the
 * stylesheet mail/reply.xsl of a template directory (report-xslt.c) twice,
 * with the parameter part set to "subject" and then "body", and tidies the
 * text it produces.  All the words of the replies live in the templates.
 */
#include "config.h"

#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <libxml/entities.h>
#include <libxml/xmlmemory.h>

#include "report-reply.h"
#include "report-xslt.h"
#include "util.h"

#ifndef SM_PKGDATADIR
#define SM_PKGDATADIR "/usr/local/share/scrabmail"
#endif

/* Longest argument value (of each line, for a value of several lines) and
 * echoed line kept, in bytes; longer ones are cut at a character boundary
 * and end with an ellipsis.  A value keeps at most REPORT_REPLY_ARG_LINES
 * lines (a board diagram has 17, standings a dozen). */
#define REPORT_REPLY_ARG_MAX	500
#define REPORT_REPLY_ARG_LINES	200
#define REPORT_REPLY_ECHO_MAX	900

struct report_reply {
	char	*lang;
	char	*kind;
	char	*to_name;
	char	*to_addr;
	char	*subject;
	char	*page;		/* "<dir>/<file>", or NULL */
	GString	*items;		/* the <item> elements */
	GString	*notices;	/* the <notice> elements */
	char	**secrets;	/* the codes or passwords the mail holds,
				   NULL-terminated, or NULL (wiped when
				   freed) */
	struct report_reply_memo *memo;	/* the caller's, or NULL */
};

/* Values this long or longer are looked up in a memo (shorter ones cost
 * less to clean than to look up). */
#define REPORT_REPLY_MEMO_MIN	256

/* A long argument value, cleaned once: as an <arg>'s text, and as the
 * <args> attribute (line feeds as character references).  The replies
 * given the memo hold references to it instead (REF_TEXT / REF_ATTR and
 * its index), which report_reply_xml puts back. */
struct report_reply_memo_entry {
	char	*value;		/* a copy of the value */
	char	*text;
	char	*attr;
	char	 ref_text[24];	/* "&_t<index>;" */
	char	 ref_attr[24];	/* "&_a<index>;" */
};

/* Keyed by the value's address (the callers pass the same string to every
 * mail), checked against the copy: a string that is not the one
 * remembered at that address is cleaned anew and replaces it (the old
 * entry stays in texts: replies made before refer to it).  Hashing the
 * contents would cost as much as comparing them. */
struct report_reply_memo {
	GHashTable	*values;	/* address -> struct
					   report_reply_memo_entry */
	GPtrArray	*texts;		/* every entry, by index (owns them) */
	long long	 saved_id;	/* report_reply_memo_saved */
	size_t		 saved_n;
};

/* A reference to a memo's text in the XML of report_reply_xml_shared:
 * "&_t" or "&_a", the text's index in decimal, ";".  The cleaned values
 * escape every '&' (as "&amp;"), so "&_" appears nowhere else; and a
 * reference left in a document would be an undefined entity, which no
 * XML parser accepts. */
#define REF_TEXT	"&_t"
#define REF_ATTR	"&_a"

struct report_templates {
	char			*dir;
	struct report_xslt	*reply;		/* mail/reply.xsl */
	struct report_xslt	*html;		/* mail/reply-html.xsl, or NULL */
	char			*base_url;	/* or NULL */
	int			 one_doc;	/* both strip the same blanks: a
						   reply parsed once for both */
};

/* A printable ASCII character, not a blank. */
static int
plain_ascii(char ch)
{
	unsigned char	c = (unsigned char)ch;

	return c > ' ' && c < 0x7f;
}

/* s as XML-safe, escaped UTF-8 (g_free; the escaping is libxml2's
 * xmlEncodeSpecialChars, fit for text and for attributes in double quotes,
 * the bounds below counting the unescaped bytes): invalid sequences become U+FFFD,
 * control characters (C0, DEL, C1) and the non-characters U+FFFE/U+FFFF
 * spaces, and at most max bytes are kept.  With lines, a line feed is
 * kept: max bounds each line and at most REPORT_REPLY_ARG_LINES lines are
 * kept (the rest becomes one last line "..."). */
static char *
report_reply_clean_lines(const char *s, size_t max, int lines)
{
	GString		*g;
	char		*valid = NULL, *esc;
	xmlChar		*x;
	const char	*p, *next;
	gunichar	 c;
	size_t		 len = 0;	/* bytes of the current line, unescaped */
	size_t		 keep;		/* g->len at the last non-blank */
	int		 nlines = 1, cut = 0;

	if (s == NULL)
		s = "";
	if (!g_utf8_validate(s, -1, NULL))
		s = valid = g_utf8_make_valid(s, -1);
	g = g_string_sized_new(strlen(s) + 16);
	keep = 0;
	for (p = s; *p != '\0'; p = next) {
		/* A run of plain printable ASCII, within the limit, at once
		 * (the rest of this loop handles one character). */
		if (!cut && plain_ascii(*p) && len + 1 + 6 <= max) {
			next = p + 1;
			while (plain_ascii(*next) &&
			    len + (size_t)(next - p) + 1 + 6 <= max)
				next++;
			g_string_append_len(g, p, next - p);
			len += (size_t)(next - p);
			keep = g->len;
			continue;
		}
		next = p + g_utf8_skip[*(const guchar *)p];
		c = (unsigned char)*p;
		if (c >= 0x80)
			c = g_utf8_get_char(p);
		if (c == '\r' && lines && p[1] == '\n')
			continue;	/* CR LF: one line feed */
		if (c == '\n' && lines) {
			if (nlines == REPORT_REPLY_ARG_LINES) {
				g_string_append(g, "\n\xe2\x80\xa6");
				break;
			}
			g_string_append_c(g, '\n');
			nlines++;
			len = 0;
			keep = g->len;
			cut = 0;
			continue;
		}
		if (cut)
			continue;
		if (len + 6 > max) {
			/* No blank before the ellipsis. */
			g_string_truncate(g, keep);
			g_string_append(g, "\xe2\x80\xa6");	/* U+2026 */
			if (!lines)
				break;
			cut = 1;	/* skip to the next line */
			continue;
		}
		len += (size_t)(next - p);
		if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0xfffe ||
		    c == 0xffff) {
			g_string_append_c(g, ' ');
			continue;
		}
		if (c == ' ') {
			g_string_append_c(g, ' ');
			continue;	/* not a place to cut back to */
		}
		g_string_append_len(g, p, next - p);
		keep = g->len;
	}
	/* The markup characters escaped by libxml2 (& < > " and CR). */
	x = xmlEncodeSpecialChars(NULL, (const xmlChar *)g->str);
	if (x == NULL) {
		log_warnx("report_reply: out of memory");
		exit(3);
	}
	esc = g_strdup((const char *)x);
	xmlFree(x);
	g_string_free(g, TRUE);
	g_free(valid);
	return esc;
}

static char *
report_reply_clean(const char *s, size_t max)
{
	return report_reply_clean_lines(s, max, 0);
}

static void
report_reply_attr(GString *g, const char *name, const char *value)
{
	char	*v = report_reply_clean(value, REPORT_REPLY_ARG_MAX);

	g_string_append_printf(g, " %s=\"%s\"", name, v);
	g_free(v);
}

/* Whether name can be an XML attribute name: an ASCII letter or '_', then
 * letters, digits, '_', '-' or '.', at most 64 of them. */
static int
report_reply_attr_name_ok(const char *name)
{
	const char	*p;

	if (!g_ascii_isalpha(*name) && *name != '_')
		return 0;
	for (p = name + 1; *p != '\0'; p++)
		if (!g_ascii_isalnum(*p) && *p != '_' && *p != '-' &&
		    *p != '.')
			return 0;
	return p - name <= 64;
}

/* The children of an item or notice: <args name="value" .../> first, the
 * echo (may be NULL), then one <arg name="name">value</arg> per argument
 * (name, value, ..., NULL).  The <args> element holds every argument whose
 * name is an XML name (the first of repeated names; line feeds as
 * character references): the templates read args/@player, which libxslt
 * finds thirty times faster than arg[@name='player']; the <arg> elements
 * keep every argument for the fallback that lists them. */
/* A cleaned value's text as an attribute: its line feeds as character
 * references.  g_free. */
static char *
report_reply_attr_text(const char *v)
{
	GString		*g = g_string_sized_new(strlen(v) + 16);
	const char	*p, *nl;

	for (p = v; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		g_string_append_len(g, p, nl - p);
		g_string_append(g, "&#10;");
	}
	g_string_append(g, p);
	return g_string_free(g, FALSE);
}

static void
report_reply_memo_entry_free(gpointer p)
{
	struct report_reply_memo_entry *e = p;

	g_free(e->value);
	g_free(e->text);
	g_free(e->attr);
	g_free(e);
}

/* value cleaned as an argument (report_reply_clean_lines) and as the
 * attribute, made now; or, with a memo and a long value, the references
 * to the memo's entry (made when the memo has none); *owned says whether
 * the caller frees them (with g_free). */
static void
report_reply_arg_value(struct report_reply_memo *memo, const char *value,
    char **text, char **attr, int *owned)
{
	struct report_reply_memo_entry *e;

	if (memo != NULL && value != NULL &&
	    strlen(value) >= REPORT_REPLY_MEMO_MIN) {
		e = g_hash_table_lookup(memo->values, value);
		if (e == NULL || strcmp(e->value, value) != 0) {
			e = g_new0(struct report_reply_memo_entry, 1);
			e->value = g_strdup(value);
			e->text = report_reply_clean_lines(value,
			    REPORT_REPLY_ARG_MAX, 1);
			e->attr = report_reply_attr_text(e->text);
			snprintf(e->ref_text, sizeof e->ref_text, REF_TEXT
			    "%u;", memo->texts->len);
			snprintf(e->ref_attr, sizeof e->ref_attr, REF_ATTR
			    "%u;", memo->texts->len);
			g_ptr_array_add(memo->texts, e);
			g_hash_table_replace(memo->values,
			    (gpointer)(uintptr_t)value, e);
		}
		*text = e->ref_text;
		*attr = e->ref_attr;
		*owned = 0;
		return;
	}
	*text = report_reply_clean_lines(value, REPORT_REPLY_ARG_MAX, 1);
	*attr = report_reply_attr_text(*text);
	*owned = 1;
}

struct report_reply_memo *
report_reply_memo_new(void)
{
	struct report_reply_memo *m = xcalloc(1, sizeof *m);

	m->values = g_hash_table_new(g_direct_hash, g_direct_equal);
	m->texts = g_ptr_array_new_with_free_func(
	    report_reply_memo_entry_free);
	return m;
}

void
report_reply_memo_free(struct report_reply_memo *m)
{
	if (m == NULL)
		return;
	g_hash_table_destroy(m->values);
	g_ptr_array_free(m->texts, TRUE);
	free(m);
}

void
report_reply_set_memo(struct report_reply *r, struct report_reply_memo *m)
{
	r->memo = m;
}

struct report_reply_memo *
report_reply_get_memo(const struct report_reply *r)
{
	return r->memo;
}

size_t
report_reply_memo_count(const struct report_reply_memo *m)
{
	return m->texts->len;
}

const char *
report_reply_memo_text(const struct report_reply_memo *m, size_t i)
{
	const struct report_reply_memo_entry *e;

	if (i >= m->texts->len)
		return NULL;
	e = g_ptr_array_index(m->texts, i);
	return e->text;
}

void
report_reply_memo_saved(const struct report_reply_memo *m, long long *id,
    size_t *n)
{
	*id = m->saved_id;
	*n = m->saved_n;
}

void
report_reply_memo_set_saved(struct report_reply_memo *m, long long id,
    size_t n)
{
	m->saved_id = id;
	m->saved_n = n;
}

/* xml with every reference (REF_TEXT, REF_ATTR) to text i replaced by
 * text(arg, i) or attr(arg, i) (attr NULL: the text with its line feeds
 * as character references), into out.  0, or -1 when a reference names a
 * text that is not there (text gives NULL) or is cut. */
/* The first "&_" of p[0..lim), or NULL.  memchr reads only up to what
 * it finds, where strstr (under ASan, whose interceptor measures the whole
 * rest of the string at each call) made a text of many references cost
 * its length times their number: a tactic round's results mail listing
 * 240,000 tops took minutes in test-game-contest. */
static const char *
next_ref(const char *p, const char *lim)
{
	const char	*amp;

	while ((amp = memchr(p, '&', (size_t)(lim - p))) != NULL) {
		if (amp + 1 < lim && amp[1] == '_')
			return amp;
		p = amp + 1;
	}
	return NULL;
}

static int
report_reply_expand(GString *out, const char *xml,
    const char *(*text)(void *, size_t), const char *(*attr)(void *, size_t),
    void *arg)
{
	const char *p, *amp, *t, *lim = xml + strlen(xml);
	char *end, *a;
	unsigned long i;
	int is_attr;

	for (p = xml; (amp = next_ref(p, lim)) != NULL; p = end + 1) {
		g_string_append_len(out, p, amp - p);
		if (amp[2] != 't' && amp[2] != 'a')
			return -1;
		is_attr = amp[2] == 'a';
		if (!g_ascii_isdigit(amp[3]))
			return -1;
		errno = 0;
		i = strtoul(amp + 3, &end, 10);
		if (errno != 0 || *end != ';' ||
		    (t = text(arg, (size_t)i)) == NULL)
			return -1;
		if (!is_attr)
			g_string_append(out, t);
		else if (attr != NULL)
			g_string_append(out, attr(arg, (size_t)i));
		else {
			a = report_reply_attr_text(t);
			g_string_append(out, a);
			g_free(a);
		}
	}
	g_string_append(out, p);
	return 0;
}

static const char *
memo_text(void *arg, size_t i)
{
	return report_reply_memo_text(arg, i);
}

static const char *
memo_attr(void *arg, size_t i)
{
	const struct report_reply_memo *m = arg;
	const struct report_reply_memo_entry *e;

	e = g_ptr_array_index(m->texts, i);
	return e->attr;
}

struct texts {
	const char *const *v;
	size_t n;
};

static const char *
array_text(void *arg, size_t i)
{
	const struct texts *t = arg;

	return i < t->n ? t->v[i] : NULL;
}

char *
report_reply_xml_expand(const char *xml, const char *const *texts, size_t n,
    char **cause)
{
	struct texts t = { texts, n };
	GString *g = g_string_sized_new(strlen(xml) + 8192);
	char *out;

	if (report_reply_expand(g, xml, array_text, NULL, &t) == -1) {
		g_string_free(g, TRUE);
		*cause = xstrdup("the mail's data refers to a shared text "
		    "that is not there");
		return NULL;
	}
	out = xstrdup(g->str);
	g_string_free(g, TRUE);
	return out;
}

static void
report_reply_children(GString *g, struct report_reply_memo *memo,
    const char *echo, va_list ap)
{
	const char	*name, *value;
	char		*n, *v, *a, *e;
	GString		*list = g_string_new(NULL);
	GPtrArray	*seen = g_ptr_array_new_with_free_func(g_free);
	guint		 i;
	int		 dup, owned;

	g_string_append(g, "    <args");
	if (echo != NULL) {
		e = report_reply_clean(echo, REPORT_REPLY_ECHO_MAX);
		g_string_append_printf(list, "    <echo>%s</echo>\n", e);
		g_free(e);
	}
	while ((name = va_arg(ap, const char *)) != NULL) {
		value = va_arg(ap, const char *);
		n = report_reply_clean(name, 64);
		report_reply_arg_value(memo, value, &v, &a, &owned);
		g_string_append(list, "    <arg name=\"");
		g_string_append(list, n);
		g_string_append(list, "\">");
		g_string_append(list, v);
		g_string_append(list, "</arg>\n");
		dup = 0;
		for (i = 0; i < seen->len && !dup; i++)
			dup = strcmp(g_ptr_array_index(seen, i), name) == 0;
		if (!dup && report_reply_attr_name_ok(name)) {
			g_ptr_array_add(seen, g_strdup(name));
			g_string_append_c(g, ' ');
			g_string_append(g, name);
			g_string_append(g, "=\"");
			g_string_append(g, a);
			g_string_append_c(g, '"');
		}
		g_free(n);
		if (owned) {
			g_free(v);
			g_free(a);
		}
	}
	g_string_append(g, "/>\n");
	g_string_append_len(g, list->str, (gssize)list->len);
	g_string_free(list, TRUE);
	g_ptr_array_free(seen, TRUE);
}

struct report_reply *
report_reply_new(const char *lang)
{
	struct report_reply	*r = xcalloc(1, sizeof *r);

	r->lang = xstrdup(lang != NULL && strcmp(lang, "en") == 0 ?
	    "en" : "ro");
	r->kind = xstrdup("reply");
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
	free(r->kind);
	free(r->to_name);
	free(r->to_addr);
	free(r->subject);
	free(r->page);
	if (r->secrets != NULL) {
		size_t i;

		/* The secrets are in the arguments too. */
		explicit_bzero(r->items->str, r->items->len);
		explicit_bzero(r->notices->str, r->notices->len);
		for (i = 0; r->secrets[i] != NULL; i++) {
			explicit_bzero(r->secrets[i], strlen(r->secrets[i]));
			free(r->secrets[i]);
		}
		free(r->secrets);
	}
	g_string_free(r->items, TRUE);
	g_string_free(r->notices, TRUE);
	free(r);
}

void
report_reply_add_secret(struct report_reply *r, const char *secret)
{
	size_t n = 0;

	if (secret == NULL || *secret == '\0')
		return;
	while (r->secrets != NULL && r->secrets[n] != NULL)
		n++;
	r->secrets = xrealloc(r->secrets, (n + 2) * sizeof *r->secrets);
	r->secrets[n] = xstrdup(secret);
	r->secrets[n + 1] = NULL;
}

const char *const *
report_reply_secrets(const struct report_reply *r)
{
	return (const char *const *)r->secrets;
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
report_reply_set_kind(struct report_reply *r, const char *kind)
{
	char	*k = report_reply_clean(kind, 64);

	free(r->kind);
	r->kind = xstrdup(*k != '\0' ? k : "reply");
	g_free(k);
}

void
report_reply_set_page(struct report_reply *r, const char *dir,
    const char *file)
{
	char	*d;

	free(r->page);
	r->page = NULL;
	if (dir == NULL || *dir == '\0' || file == NULL || *file == '\0')
		return;
	d = g_strdup(dir);
	g_strdelimit(d, "/\\", '_');
	if (d[0] == '.')
		d[0] = '_';
	r->page = g_strdup_printf("%s/%s", d, file);
	g_free(d);
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

	g_string_append_printf(r->items, "  <item line=\"%d\"", line);
	if (cmd != NULL)
		report_reply_attr(r->items, "cmd", cmd);
	report_reply_attr(r->items, "status", status);
	report_reply_attr(r->items, "code", code);
	g_string_append(r->items, ">\n");
	va_start(ap, code);
	report_reply_children(r->items, r->memo, echo, ap);
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
	report_reply_children(r->notices, r->memo, NULL, ap);
	va_end(ap);
	g_string_append(r->notices, "  </notice>\n");
}

char *
report_reply_xml(const struct report_reply *r)
{
	GString	*g;
	char	*x, *out;
	int	 rc;

	x = report_reply_xml_shared(r);
	if (r->memo == NULL || r->memo->texts->len == 0)
		return x;
	g = g_string_sized_new(strlen(x) + 8192);
	/* The references are the memo's own: they cannot fail. */
	rc = report_reply_expand(g, x, memo_text, memo_attr, r->memo);
	assert(rc == 0);
	(void)rc;
	free(x);
	out = xstrdup(g->str);
	g_string_free(g, TRUE);
	return out;
}

char *
report_reply_xml_shared(const struct report_reply *r)
{
	GString	*g = g_string_new("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	char	*s, *out;

	g_string_append_printf(g, "<reply lang=\"%s\" kind=\"%s\"", r->lang,
	    r->kind);
	if (r->page != NULL)
		report_reply_attr(g, "page", r->page);
	g_string_append(g, ">\n");
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
	return SM_PKGDATADIR "/templates";
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
	/* The HTML alternative: optional (an organiser's older directory
	 * may hold only reply.xsl), but broken is an error. */
	path = g_strdup_printf("%s/mail/reply-html.xsl", dir);
	if (access(path, R_OK) == 0 &&
	    (t->html = report_xslt_load(path, &why)) == NULL) {
		report_templates_free(t);
		*cause = g_strdup_printf("%s: fix the stylesheet or remove the "
		    "templates setting to use the installed ones", why);
		free(why);
		goto fail;
	}
	g_free(path);
	t->one_doc = t->html != NULL && report_xslt_same_spaces(t->reply,
	    t->html);
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
	report_xslt_free(t->html);
	free(t->base_url);
	free(t->dir);
	free(t);
}

void
report_templates_set_base_url(struct report_templates *t, const char *url)
{
	size_t	n;

	free(t->base_url);
	t->base_url = NULL;
	if (url == NULL || *url == '\0')
		return;
	t->base_url = xstrdup(url);
	/* One slash between it and the page, whatever the setting ends
	 * with. */
	for (n = strlen(t->base_url); n > 0 && t->base_url[n - 1] == '/'; n--)
		t->base_url[n - 1] = '\0';
}

int
report_templates_have_html(const struct report_templates *t)
{
	return t->html != NULL;
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
    char **subject, char **text, char **html, char **cause)
{
	char	*xml = report_reply_xml(r);
	int	 rc;

	rc = report_reply_render_xml(t, xml, subject, text, html, cause);
	free(xml);
	return rc;
}

/* x applied to the parsed d, or to xml when d is NULL. */
static int
apply(struct report_xslt *x, struct report_xslt_doc *d, const char *xml,
    size_t len, const char *const *params, char **out, char **cause)
{
	if (d != NULL)
		return report_xslt_apply_doc(x, d, params, out, NULL, cause);
	return report_xslt_apply_text(x, xml, len, params, out, NULL, cause);
}

int
report_reply_render_xml(struct report_templates *t, const char *xml,
    char **subject, char **text, char **html, char **cause)
{
	const char *both_params[] = { "part", "both", NULL, NULL, NULL };
	const char *subject_params[] = { "part", "subject", NULL, NULL, NULL };
	const char *body_params[] = { "part", "body", NULL, NULL, NULL };
	const char *html_params[] = { "base-url", "", "subject", NULL, NULL };
	/* U+E000 separates the subject from the body with part = "both". */
	static const char sep[] = "\xee\x80\x80";
	struct report_xslt_doc *d = NULL;
	char	*s = NULL, *b = NULL, *h = NULL, *mark;
	size_t	 len;

	*subject = *text = *cause = NULL;
	if (html != NULL)
		*html = NULL;
	if (t->base_url != NULL) {
		both_params[2] = subject_params[2] = body_params[2] =
		    "base-url";
		both_params[3] = subject_params[3] = body_params[3] =
		    html_params[1] = t->base_url;
	}
	len = strlen(xml);
	/* Parsed once for the text and the HTML when both strip the same
	 * blanks (the tree is changed only by that stripping). */
	if (html != NULL && t->one_doc &&
	    (d = report_xslt_doc_parse(xml, len, cause)) == NULL)
		goto fail;
	if (apply(t->reply, d, xml, len, both_params, &s, cause) != 0)
		goto fail;
	if ((mark = strstr(s, sep)) != NULL) {
		b = xstrdup(mark + sizeof sep - 1);
		*mark = '\0';
	} else {
		/* A stylesheet of the organiser's that knows only "subject"
		 * and "body". */
		free(s);
		s = NULL;
		if (apply(t->reply, d, xml, len, subject_params, &s,
		    cause) != 0 ||
		    apply(t->reply, d, xml, len, body_params, &b, cause) != 0)
			goto fail;
	}
	report_reply_tidy_subject(s);
	if (*s == '\0') {
		*cause = xstrdup("mail/reply.xsl gave an empty subject: fix "
		    "the stylesheet or remove the templates setting to use the "
		    "installed ones");
		goto fail;
	}
	html_params[3] = s;
	if (html != NULL && t->html != NULL && apply(t->html, d, xml, len,
	    html_params, &h, cause) != 0)
		goto fail;
	report_xslt_doc_free(d);
	*subject = s;
	*text = report_reply_tidy_body(b);
	free(b);
	if (html != NULL)
		*html = h;
	return 0;

fail:
	report_xslt_doc_free(d);
	free(s);
	free(b);
	free(h);
	return -1;
}
