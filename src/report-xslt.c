/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-xslt.c: the XSLT runner behind the mail replies and the bulletins.
 * It is the only place that sets up libxml2 and libxslt for the program:
 * once per process it initialises both, installs security preferences that
 * forbid writing files, creating directories and any network access
 * (reading local files stays allowed: the templates import each other and
 * may read documents of their directory), and replaces libxslt's document
 * loader by one that always parses with XML_PARSE_NONET and never loads
 * external DTDs or substitutes entities, whatever the caller asked for.
 * While it parses or transforms, the libraries' error printers are pointed
 * at a buffer so that their messages become the cause returned to the
 * caller ("<file>:<line>: <message>") instead of noise on stderr.
 */
#include "config.h"

#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libexslt/exslt.h>
#include <libxslt/documents.h>
#include <libxslt/security.h>
#include <libxslt/transform.h>
#include <libxslt/variables.h>
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/xsltutils.h>

#include "report-xslt.h"
#include "util.h"

/* How every stylesheet and document is parsed: no network, CDATA merged
 * into text (as libxslt expects); deliberately without XML_PARSE_NOENT,
 * XML_PARSE_DTDLOAD and XML_PARSE_DTDATTR. */
#define REPORT_XSLT_PARSE	(XML_PARSE_NONET | XML_PARSE_NOCDATA)
/* At most this much of the libraries' messages goes into a cause. */
#define REPORT_XSLT_MSG_MAX	1024

struct report_xslt {
	xsltStylesheetPtr	 style;
	char			*path;
};

/* Messages caught while one parse or transformation runs. */
struct report_xslt_err {
	GString		*msg;
	char		*file;		/* first file named, or NULL */
	int		 line;		/* and its line, or 0 */
	/* The handlers in place before, restored afterwards. */
	xmlGenericErrorFunc	 old_generic;
	void			*old_generic_ctx;
	xmlStructuredErrorFunc	 old_structured;
	void			*old_structured_ctx;
	xmlGenericErrorFunc	 old_xslt;
	void			*old_xslt_ctx;
};

static pthread_once_t		 report_xslt_once = PTHREAD_ONCE_INIT;
static xsltSecurityPrefsPtr	 report_xslt_sec;
static xsltDocLoaderFunc	 report_xslt_libloader;

/* libxslt's loader, called with our parser options whatever it was asked
 * (imports use NOENT|DTDLOAD|DTDATTR by default), and for local files
 * only. */
static xmlDocPtr
report_xslt_loader(const xmlChar *uri, xmlDictPtr dict, int options,
    void *ctxt, xsltLoadType type)
{
	const char	*u = (const char *)uri;

	(void)options;
	if (u == NULL)
		return NULL;
	/* Belt and braces: XML_PARSE_NONET refuses http and ftp already. */
	if (strstr(u, "://") != NULL && g_ascii_strncasecmp(u, "file:", 5) != 0) {
		xsltGenericError(xsltGenericErrorContext,
		    "%s: only local files may be read\n", u);
		return NULL;
	}
	return report_xslt_libloader(uri, dict, REPORT_XSLT_PARSE, ctxt, type);
}

static void
report_xslt_init(void)
{
	xmlInitParser();
	xsltInit();
	/* EXSLT (exsl:node-set above all: the HTML mail stylesheet turns
	 * the messages' text into markup). */
	exsltRegisterAll();
	report_xslt_sec = xsltNewSecurityPrefs();
	if (report_xslt_sec == NULL) {
		log_warnx("out of memory");
		exit(1);
	}
	xsltSetSecurityPrefs(report_xslt_sec, XSLT_SECPREF_WRITE_FILE,
	    xsltSecurityForbid);
	xsltSetSecurityPrefs(report_xslt_sec, XSLT_SECPREF_CREATE_DIRECTORY,
	    xsltSecurityForbid);
	xsltSetSecurityPrefs(report_xslt_sec, XSLT_SECPREF_READ_NETWORK,
	    xsltSecurityForbid);
	xsltSetSecurityPrefs(report_xslt_sec, XSLT_SECPREF_WRITE_NETWORK,
	    xsltSecurityForbid);
	xsltSetSecurityPrefs(report_xslt_sec, XSLT_SECPREF_READ_FILE,
	    xsltSecurityAllow);
	/* Also used while stylesheets are compiled (xsl:import, xsl:include). */
	xsltSetDefaultSecurityPrefs(report_xslt_sec);
	xsltSetLoaderFunc(NULL);
	report_xslt_libloader = xsltDocDefaultLoader;
	xsltSetLoaderFunc(report_xslt_loader);
}

/* Remember the first "file F line N" libxslt mentions. */
static void
report_xslt_err_locate(struct report_xslt_err *e, const char *s)
{
	const char	*f, *l;
	long		 n;
	char		*end;

	if (e->file != NULL || (f = strstr(s, "file ")) == NULL)
		return;
	f += 5;
	if ((l = strstr(f, " line ")) == NULL)
		return;
	n = strtol(l + 6, &end, 10);
	if (end == l + 6 || n <= 0 || n > INT_MAX)
		return;
	e->file = g_strndup(f, (gsize)(l - f));
	e->line = (int)n;
}

static void
report_xslt_err_add(struct report_xslt_err *e, const char *s)
{
	if (e->msg->len < REPORT_XSLT_MSG_MAX)
		g_string_append(e->msg, s);
}

static void report_xslt_generic(void *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A message of libxslt without what the cause already says: the line
 * "compilation error: file F line N element E" becomes "element E: " (the
 * message follows), and the name of the function that complains
 * ("xsltParseStylesheetTop: ") goes. */
static void
report_xslt_err_tidy(struct report_xslt_err *e, const char *s)
{
	const char	*f, *l, *p;
	char		*el;

	/* The bare context line libxslt prints when it knows no node. */
	if (strcmp(s, "error\n") == 0 || strcmp(s, "warning\n") == 0)
		return;
	if ((f = strstr(s, "error: file ")) != NULL &&
	    (l = strstr(f, " line ")) != NULL) {
		for (p = l + 6; *p >= '0' && *p <= '9'; p++)
			;
		while (*p == ' ')
			p++;
		if (strncmp(p, "element ", 8) == 0) {
			el = g_strndup(p, strcspn(p, "\n"));
			report_xslt_err_add(e, el);
			report_xslt_err_add(e, ": ");
			g_free(el);
			p += strcspn(p, "\n");
		}
		s = *p == '\n' ? p + 1 : p;
	}
	if (strncmp(s, "xslt", 4) == 0) {
		for (p = s + 4; g_ascii_isalnum(*p); p++)
			;
		if (p[0] == ':' && p[1] == ' ')
			s = p + 2;
	}
	report_xslt_err_add(e, s);
}

static void
report_xslt_generic(void *ctx, const char *fmt, ...)
{
	struct report_xslt_err	*e = ctx;
	va_list			 ap;
	char			*s;

	va_start(ap, fmt);
	s = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	report_xslt_err_locate(e, s);
	report_xslt_err_tidy(e, s);
	g_free(s);
}

static void
report_xslt_structured(void *ctx, xmlErrorPtr err)
{
	struct report_xslt_err	*e = ctx;

	if (err == NULL || err->level == XML_ERR_WARNING)
		return;
	if (e->file == NULL && err->file != NULL && err->line > 0) {
		e->file = g_strdup(err->file);
		e->line = err->line;
	}
	if (err->message != NULL) {
		report_xslt_err_add(e, err->message);
		if (e->msg->len > 0 && e->msg->str[e->msg->len - 1] != '\n')
			report_xslt_err_add(e, "\n");
	}
}

static void
report_xslt_catch(struct report_xslt_err *e)
{
	memset(e, 0, sizeof *e);
	e->msg = g_string_new(NULL);
	e->old_generic = xmlGenericError;
	e->old_generic_ctx = xmlGenericErrorContext;
	e->old_structured = xmlStructuredError;
	e->old_structured_ctx = xmlStructuredErrorContext;
	e->old_xslt = xsltGenericError;
	e->old_xslt_ctx = xsltGenericErrorContext;
	xmlSetGenericErrorFunc(e, report_xslt_generic);
	xmlSetStructuredErrorFunc(e, report_xslt_structured);
	xsltSetGenericErrorFunc(e, report_xslt_generic);
}

static void
report_xslt_release(struct report_xslt_err *e)
{
	xmlSetGenericErrorFunc(e->old_generic_ctx, e->old_generic);
	xmlSetStructuredErrorFunc(e->old_structured_ctx, e->old_structured);
	xsltSetGenericErrorFunc(e->old_xslt_ctx, e->old_xslt);
	g_string_free(e->msg, TRUE);
	g_free(e->file);
}

/* "<file>:<line>: <messages on one line>" (malloc'ed), file defaulting to
 * what, the message to fallback when the libraries said nothing. */
static char *
report_xslt_cause(const struct report_xslt_err *e, const char *what,
    const char *fallback)
{
	GString		*c = g_string_new(NULL);
	const char	*p;
	char		*out;
	int		 space = 0;

	if (e->file != NULL && e->line > 0)
		g_string_append_printf(c, "%s:%d: ", e->file, e->line);
	else
		g_string_append_printf(c, "%s: ", what);
	/* One message after the other, separated by "; ", blanks
	 * collapsed. */
	for (p = e->msg->str; *p != '\0'; p++) {
		if (*p == '\n' || *p == '\r') {
			space = 2;
			continue;
		}
		if (*p == '\t' || *p == ' ') {
			if (space == 0)
				space = 1;
			continue;
		}
		if (space == 2 && c->str[c->len - 1] != ' ')
			g_string_append(c, "; ");
		else if (space == 1 && c->str[c->len - 1] != ' ')
			g_string_append_c(c, ' ');
		space = 0;
		g_string_append_c(c, *p);
	}
	if (e->msg->len == 0 || c->str[c->len - 1] == ' ')
		g_string_append(c, fallback);
	out = xstrdup(c->str);
	g_string_free(c, TRUE);
	return out;
}

struct report_xslt *
report_xslt_load(const char *path, char **cause)
{
	struct report_xslt	*x = NULL;
	struct report_xslt_err	 e;
	xmlDocPtr		 doc = NULL;
	xsltStylesheetPtr	 style = NULL;

	*cause = NULL;
	pthread_once(&report_xslt_once, report_xslt_init);
	report_xslt_catch(&e);
	doc = report_xslt_loader((const xmlChar *)path, NULL, 0, NULL,
	    XSLT_LOAD_START);
	if (doc == NULL) {
		*cause = report_xslt_cause(&e, path,
		    "cannot be read or is not well-formed XML");
		goto fail;
	}
	style = xsltParseStylesheetDoc(doc);
	if (style == NULL || style->errors > 0) {
		*cause = report_xslt_cause(&e, path, "not a valid stylesheet");
		goto fail;
	}
	report_xslt_release(&e);
	x = xcalloc(1, sizeof *x);
	x->style = style;
	x->path = xstrdup(path);
	return x;

fail:
	report_xslt_release(&e);
	if (style != NULL)
		xsltFreeStylesheet(style);	/* frees doc too */
	else if (doc != NULL)
		xmlFreeDoc(doc);
	return NULL;
}

void
report_xslt_free(struct report_xslt *x)
{
	if (x == NULL)
		return;
	xsltFreeStylesheet(x->style);
	free(x->path);
	free(x);
}

struct report_xslt_doc {
	xmlDocPtr	 doc;
};

struct report_xslt_doc *
report_xslt_doc_parse(const char *xml, size_t len, char **cause)
{
	struct report_xslt_err	 e;
	struct report_xslt_doc	*d;
	xmlDocPtr		 doc;

	*cause = NULL;
	pthread_once(&report_xslt_once, report_xslt_init);
	if (len > INT_MAX) {
		*cause = xstrdup("XML document too large to transform");
		return NULL;
	}
	report_xslt_catch(&e);
	/* Compact: a short text (most attributes' values) kept in its node,
	 * not allocated; the tree is read, never changed (but for the
	 * blanks xsl:strip-space removes). */
	doc = xmlReadMemory(xml, (int)len, "report.xml", NULL,
	    REPORT_XSLT_PARSE | XML_PARSE_HUGE | XML_PARSE_COMPACT);
	if (doc == NULL)
		*cause = report_xslt_cause(&e, "report.xml",
		    "not well-formed XML");
	report_xslt_release(&e);
	if (doc == NULL)
		return NULL;
	d = xcalloc(1, sizeof *d);
	d->doc = doc;
	return d;
}

void
report_xslt_doc_free(struct report_xslt_doc *d)
{
	if (d == NULL)
		return;
	xmlFreeDoc(d->doc);
	free(d);
}

void *
report_xslt_doc_tree(struct report_xslt_doc *d)
{
	return d->doc;
}

/* Apply x to doc (parsed by the caller, left to it). */
static int
report_xslt_apply(struct report_xslt *x, xmlDocPtr doc,
    const char *const *params, char **out, size_t *outlen, char **cause)
{
	struct report_xslt_err	 e;
	xmlDocPtr		 res = NULL;
	xsltTransformContextPtr	 ctxt = NULL;
	xmlChar			*buf = NULL;
	const char		**pv = NULL;
	size_t			 np = 0;
	int			 n = 0, rc = -1;

	report_xslt_catch(&e);
	if ((ctxt = xsltNewTransformContext(x->style, doc)) == NULL) {
		*cause = report_xslt_cause(&e, x->path,
		    "cannot start the transformation");
		goto fail;
	}
	xsltSetCtxtSecurityPrefs(report_xslt_sec, ctxt);
	xsltSetCtxtParseOptions(ctxt, REPORT_XSLT_PARSE);
	xsltSetTransformErrorFunc(ctxt, &e, report_xslt_generic);
	if (params != NULL) {
		/* libxslt wants a modifiable array of const strings. */
		while (params[np] != NULL)
			np++;
		pv = xcalloc(np + 1, sizeof *pv);
		memcpy(pv, params, np * sizeof *pv);
		if (np % 2 != 0 || xsltQuoteUserParams(ctxt, pv) != 0) {
			*cause = report_xslt_cause(&e, x->path,
			    "bad parameters (name, value pairs expected)");
			goto fail;
		}
	}
	res = xsltApplyStylesheetUser(x->style, doc, NULL, NULL, NULL, ctxt);
	if (res == NULL || ctxt->state != XSLT_STATE_OK) {
		*cause = report_xslt_cause(&e, x->path,
		    "the transformation failed");
		goto fail;
	}
	if (xsltSaveResultToString(&buf, &n, res, x->style) != 0) {
		*cause = report_xslt_cause(&e, x->path,
		    "cannot serialise the result");
		goto fail;
	}
	/* The result's tree (a page of 10,000 rows: 45 MB) freed before
	 * its text is copied. */
	xmlFreeDoc(res);
	res = NULL;
	*out = xmalloc((size_t)n + 1);
	if (n > 0)
		memcpy(*out, buf, (size_t)n);
	(*out)[n] = '\0';
	if (outlen != NULL)
		*outlen = (size_t)n;
	rc = 0;

fail:
	free(pv);
	xmlFree(buf);
	if (res != NULL)
		xmlFreeDoc(res);
	if (ctxt != NULL)
		xsltFreeTransformContext(ctxt);
	report_xslt_release(&e);
	return rc;
}

int
report_xslt_apply_doc(struct report_xslt *x, struct report_xslt_doc *d,
    const char *const *params, char **out, size_t *outlen, char **cause)
{
	*out = NULL;
	*cause = NULL;
	if (outlen != NULL)
		*outlen = 0;
	pthread_once(&report_xslt_once, report_xslt_init);
	return report_xslt_apply(x, d->doc, params, out, outlen, cause);
}

int
report_xslt_apply_text(struct report_xslt *x, const char *xml, size_t len,
    const char *const *params, char **out, size_t *outlen, char **cause)
{
	struct report_xslt_err	 e;
	xmlDocPtr		 doc;
	int			 rc;

	*out = NULL;
	*cause = NULL;
	if (outlen != NULL)
		*outlen = 0;
	pthread_once(&report_xslt_once, report_xslt_init);
	if (len > INT_MAX) {
		*cause = xstrdup("XML document too large to transform");
		return -1;
	}
	report_xslt_catch(&e);
	doc = xmlReadMemory(xml, (int)len, "report.xml", NULL,
	    REPORT_XSLT_PARSE);
	if (doc == NULL)
		*cause = report_xslt_cause(&e, "report.xml",
		    "not well-formed XML");
	report_xslt_release(&e);
	if (doc == NULL)
		return -1;
	rc = report_xslt_apply(x, doc, params, out, outlen, cause);
	xmlFreeDoc(doc);
	return rc;
}
