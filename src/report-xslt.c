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

#include <sys/stat.h>

#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xpathInternals.h>
#include <libexslt/exslt.h>
#include <libxslt/documents.h>
#include <libxslt/extensions.h>
#include <libxslt/imports.h>
#include <libxslt/pattern.h>
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
	/* sm:apply-templates (below): the modes whose templates all match
	 * by element name and @code alone (mode name -> 1), and the
	 * template found for "mode/name/code" (or report_xslt_none). */
	GHashTable		*simple_modes;
	GHashTable		*chosen;
	xmlNodePtr		 call;	/* an empty instruction for
					   xsltCallTemplate */
};

/* The namespace of the runner's extension element (common.xsl). */
#define REPORT_XSLT_NS	"urn:x-scrabmail:xslt"

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

static void report_xslt_apply_mode(xsltTransformContextPtr, xmlNodePtr,
    xmlNodePtr, xsltElemPreCompPtr);
static void report_xslt_lines(xmlXPathParserContextPtr, int);

static pthread_once_t		 report_xslt_once = PTHREAD_ONCE_INIT;
static xsltSecurityPrefsPtr	 report_xslt_sec;
static xsltDocLoaderFunc	 report_xslt_libloader;

/* A file a stylesheet reads with document() (the bulletins' strings.xml,
 * 45 KB), parsed once per process: libxslt parses such a file again for
 * every transformation, and frees it after, so each is given a copy.
 * The file's identity and time say whether it changed since (a daemon
 * lives through an organiser's edits). */
struct report_xslt_cached {
	xmlDocPtr	 doc;		/* parsed without a dictionary */
	dev_t		 dev;
	ino_t		 ino;
	off_t		 size;
	struct timespec	 mtime;
};
static GHashTable		*report_xslt_cache;	/* path -> cached */

static void
report_xslt_cached_free(gpointer p)
{
	struct report_xslt_cached *c = p;

	xmlFreeDoc(c->doc);
	g_free(c);
}

/* A copy of the document of file u (a path) for a transformation, from
 * the cache (parsed now when it is not there or the file changed), or
 * NULL when it cannot be read or parsed (the caller lets libxslt try, and
 * say why). */
static xmlDocPtr
report_xslt_cached_copy(const char *u)
{
	struct report_xslt_cached *c;
	struct stat sb;
	xmlDocPtr doc;

	if (stat(u, &sb) == -1 || !S_ISREG(sb.st_mode))
		return NULL;
	if (report_xslt_cache == NULL)
		report_xslt_cache = g_hash_table_new_full(g_str_hash,
		    g_str_equal, g_free, report_xslt_cached_free);
	c = g_hash_table_lookup(report_xslt_cache, u);
	if (c == NULL || c->dev != sb.st_dev || c->ino != sb.st_ino ||
	    c->size != sb.st_size || c->mtime.tv_sec != sb.st_mtim.tv_sec ||
	    c->mtime.tv_nsec != sb.st_mtim.tv_nsec) {
		if ((doc = xmlReadFile(u, NULL, REPORT_XSLT_PARSE)) == NULL)
			return NULL;
		c = g_new0(struct report_xslt_cached, 1);
		c->doc = doc;
		c->dev = sb.st_dev;
		c->ino = sb.st_ino;
		c->size = sb.st_size;
		c->mtime = sb.st_mtim;
		g_hash_table_replace(report_xslt_cache, g_strdup(u), c);
	}
	return xmlCopyDoc(c->doc, 1);
}

/* libxslt's loader, called with our parser options whatever it was asked
 * (imports use NOENT|DTDLOAD|DTDATTR by default), and for local files
 * only; a document() of a transformation from the cache. */
static xmlDocPtr
report_xslt_loader(const xmlChar *uri, xmlDictPtr dict, int options,
    void *ctxt, xsltLoadType type)
{
	const char	*u = (const char *)uri;
	xmlDocPtr	 doc;

	(void)options;
	if (u == NULL)
		return NULL;
	/* Belt and braces: XML_PARSE_NONET refuses http and ftp already. */
	if (strstr(u, "://") != NULL && g_ascii_strncasecmp(u, "file:", 5) != 0) {
		xsltGenericError(xsltGenericErrorContext,
		    "%s: only local files may be read\n", u);
		return NULL;
	}
	if (type == XSLT_LOAD_DOCUMENT && strchr(u, ':') == NULL &&
	    (doc = report_xslt_cached_copy(u)) != NULL)
		return doc;
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
	xsltRegisterExtModuleElement((const xmlChar *)"apply-templates",
	    (const xmlChar *)REPORT_XSLT_NS, NULL, report_xslt_apply_mode);
	xsltRegisterExtModuleFunction((const xmlChar *)"lines",
	    (const xmlChar *)REPORT_XSLT_NS, report_xslt_lines);
}

/*
 * sm:apply-templates mode="M" (namespace REPORT_XSLT_NS) applies the
 * templates of mode M to the context node, as the xsl:apply-templates
 * select="." mode="M" it holds in its xsl:fallback does, but finds the
 * template once per element name and code attribute instead of once per
 * use.  libxslt tries a mode's templates one after the other, evaluating
 * each pattern's predicate: with two hundred messages matched as
 * item[@code='...'], finding one cost more than writing it.  The choice is
 * cached only in a mode whose every template's pattern is a union of
 * "name" and "name[@code='literal']" alternatives: there, which template
 * applies depends on nothing but the element's name and its code, so the
 * template libxslt chose the first time (xsltGetTemplate, with all its
 * rules of import precedence and priority) is the one it would choose
 * again.  It is then called as apply-templates would call it (context
 * position and size 1, the mode current) but without the fallback's
 * parameters, so only when it declares none; otherwise, in any other mode
 * or for another kind of node, the fallback runs.
 */

/* A unique value for "no template to call: run the fallback". */
static char report_xslt_none[] = "none";

static const char *
report_xslt_skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

/* Whether pattern p is a union of "name" and "name[@code='literal']"
 * (or "literal" in double quotes) alternatives, names without a
 * prefix. */
static int
report_xslt_simple_pattern(const char *p)
{
	char	q;

	for (;;) {
		p = report_xslt_skip_blanks(p);
		if (!g_ascii_isalpha(*p) && *p != '_')
			return 0;
		while (g_ascii_isalnum(*p) || *p == '_' || *p == '-' ||
		    *p == '.')
			p++;
		p = report_xslt_skip_blanks(p);
		if (*p == '[') {
			p = report_xslt_skip_blanks(p + 1);
			if (strncmp(p, "@code", 5) != 0)
				return 0;
			p = report_xslt_skip_blanks(p + 5);
			if (*p != '=')
				return 0;
			p = report_xslt_skip_blanks(p + 1);
			if ((q = *p) != '\'' && q != '"')
				return 0;
			if ((p = strchr(p + 1, q)) == NULL)
				return 0;
			p = report_xslt_skip_blanks(p + 1);
			if (*p != ']')
				return 0;
			p = report_xslt_skip_blanks(p + 1);
		}
		if (*p == '\0')
			return 1;
		if (*p != '|')
			return 0;
		p++;
	}
}

static gboolean
report_xslt_in_set(gpointer key, gpointer value, gpointer set)
{
	(void)value;
	return g_hash_table_contains(set, key);
}

/* The modes of style and its imports whose templates all have simple
 * patterns (report_xslt_simple_pattern), into x->simple_modes. */
static void
report_xslt_find_simple_modes(struct report_xslt *x)
{
	GHashTable		*bad;
	xsltStylesheetPtr	 s;
	xsltTemplatePtr		 t;

	bad = g_hash_table_new(g_str_hash, g_str_equal);
	x->simple_modes = g_hash_table_new(g_str_hash, g_str_equal);
	for (s = x->style; s != NULL; s = xsltNextImport(s)) {
		for (t = s->templates; t != NULL; t = t->next) {
			if (t->mode == NULL || t->match == NULL)
				continue;
			if (t->modeURI != NULL ||
			    !report_xslt_simple_pattern((const char *)t->match))
				g_hash_table_add(bad, (gpointer)(uintptr_t)t->mode);
			else
				g_hash_table_add(x->simple_modes,
				    (gpointer)(uintptr_t)t->mode);
		}
	}
	g_hash_table_foreach_remove(x->simple_modes, report_xslt_in_set, bad);
	g_hash_table_destroy(bad);
}

/* Whether template t declares a parameter. */
static int
report_xslt_has_params(xsltTemplatePtr t)
{
	xmlNodePtr	c;

	if (t->elem == NULL)
		return 1;
	for (c = t->elem->children; c != NULL; c = c->next)
		if (IS_XSLT_ELEM(c) && IS_XSLT_NAME(c, "param"))
			return 1;
	return 0;
}

/* The value of attribute name of element n without copying it, or
 * NULL. */
static const xmlChar *
report_xslt_attr(xmlNodePtr n, const char *name)
{
	xmlAttrPtr	a;

	for (a = n->properties; a != NULL; a = a->next) {
		if (a->ns == NULL && strcmp((const char *)a->name, name) == 0)
			return a->children != NULL &&
			    a->children->type == XML_TEXT_NODE &&
			    a->children->next == NULL ?
			    a->children->content : (const xmlChar *)"";
	}
	return NULL;
}

/* The template to call for node in mode (cached), or NULL. */
static xsltTemplatePtr
report_xslt_choose(struct report_xslt *x, xsltTransformContextPtr ctxt,
    xmlNodePtr node, const xmlChar *mode)
{
	const xmlChar	*code, *old_mode, *old_uri;
	xsltTemplatePtr	 t;
	gpointer	 v;
	char		*key;

	if (node->type != XML_ELEMENT_NODE || node->ns != NULL ||
	    !g_hash_table_contains(x->simple_modes, mode))
		return NULL;
	code = report_xslt_attr(node, "code");
	key = g_strdup_printf("%s/%s/%c%s", mode, node->name,
	    code != NULL ? '=' : '-', code != NULL ? (const char *)code : "");
	if ((v = g_hash_table_lookup(x->chosen, key)) != NULL) {
		g_free(key);
		return v == (gpointer)report_xslt_none ? NULL : v;
	}
	old_mode = ctxt->mode;
	old_uri = ctxt->modeURI;
	ctxt->mode = mode;
	ctxt->modeURI = NULL;
	t = xsltGetTemplate(ctxt, node, NULL);
	ctxt->mode = old_mode;
	ctxt->modeURI = old_uri;
	if (t != NULL && report_xslt_has_params(t))
		t = NULL;
	g_hash_table_insert(x->chosen, key, t != NULL ? (gpointer)t :
	    report_xslt_none);
	return t;
}

static void
report_xslt_apply_mode(xsltTransformContextPtr ctxt, xmlNodePtr node,
    xmlNodePtr inst, xsltElemPreCompPtr comp)
{
	struct report_xslt	*x = ctxt->_private;
	xsltStylePreComp	 call;
	xsltTemplatePtr		 t = NULL;
	const xmlChar		*mode = NULL, *m, *old_mode, *old_uri;
	xmlNodePtr		 c, old_node;
	int			 old_size, old_pos;

	(void)comp;
	if (x != NULL && x->style == ctxt->style &&
	    (m = report_xslt_attr(inst, "mode")) != NULL &&
	    (mode = xmlDictExists(ctxt->style->dict, m, -1)) != NULL)
		t = report_xslt_choose(x, ctxt, node, mode);
	if (t == NULL) {
		for (c = inst->children; c != NULL; c = c->next)
			if (IS_XSLT_ELEM(c) && IS_XSLT_NAME(c, "fallback"))
				xsltApplyOneTemplate(ctxt, node, c->children,
				    NULL, NULL);
		return;
	}
	memset(&call, 0, sizeof call);
	call.type = XSLT_FUNC_CALLTEMPLATE;
	call.templ = t;
	call.name = t->name;
	old_mode = ctxt->mode;
	old_uri = ctxt->modeURI;
	old_node = ctxt->node;
	old_size = ctxt->xpathCtxt->contextSize;
	old_pos = ctxt->xpathCtxt->proximityPosition;
	ctxt->mode = mode;
	ctxt->modeURI = NULL;
	ctxt->node = node;
	ctxt->xpathCtxt->contextSize = 1;
	ctxt->xpathCtxt->proximityPosition = 1;
	xsltCallTemplate(ctxt, node, x->call, (xsltElemPreCompPtr)&call);
	ctxt->mode = old_mode;
	ctxt->modeURI = old_uri;
	ctxt->node = old_node;
	ctxt->xpathCtxt->contextSize = old_size;
	ctxt->xpathCtxt->proximityPosition = old_pos;
}

/*
 * sm:lines(s) (namespace REPORT_XSLT_NS): the lines of the string s, one
 * <line> element each in document order, its text the line without the
 * line feed: "a\n\nb" gives "a", "", "b"; a line feed that ends s starts
 * no line ("a\n" gives "a"); "" gives one empty line.  reply-html.xsl's
 * "lines" makes a <div> of each.  EXSLT's str:split would do but drops
 * the empty pieces, which the stylesheet had to keep by marking every
 * line with str:replace first and dropping the mark after: half the cost
 * of the HELP answer's HTML.  The elements live in a result tree fragment
 * of the transformation, freed with the template that called it.
 */
static void
report_xslt_lines(xmlXPathParserContextPtr ctxt, int nargs)
{
	xsltTransformContextPtr	 tctxt;
	xmlNodeSetPtr		 set = NULL;
	xmlDocPtr		 rvt;
	xmlNodePtr		 n, t;
	xmlChar			*s;
	const xmlChar		*p, *nl;
	int			 len;

	if (nargs != 1) {
		xmlXPathSetArityError(ctxt);
		return;
	}
	s = xmlXPathPopString(ctxt);
	if (ctxt->error != XPATH_EXPRESSION_OK || s == NULL)
		goto fail;
	if ((tctxt = xsltXPathGetTransformContext(ctxt)) == NULL ||
	    (rvt = xsltCreateRVT(tctxt)) == NULL)
		goto fail;
	if (xsltRegisterLocalRVT(tctxt, rvt) != 0) {
		xsltReleaseRVT(tctxt, rvt);
		goto fail;
	}
	if ((set = xmlXPathNodeSetCreate(NULL)) == NULL)
		goto fail;
	p = s;
	do {
		nl = xmlStrchr(p, '\n');
		n = xmlNewDocRawNode(rvt, NULL, (const xmlChar *)"line", NULL);
		if (n == NULL)
			goto fail;
		xmlAddChild((xmlNodePtr)rvt, n);
		len = nl != NULL ? (int)(nl - p) : xmlStrlen(p);
		if (len > 0) {
			if ((t = xmlNewDocTextLen(rvt, p, len)) == NULL)
				goto fail;
			xmlAddChild(n, t);
		}
		if (xmlXPathNodeSetAddUnique(set, n) != 0)
			goto fail;
		p = nl != NULL ? nl + 1 : NULL;
	} while (p != NULL && *p != '\0');
	xmlFree(s);
	valuePush(ctxt, xmlXPathWrapNodeSet(set));
	return;

fail:
	xmlFree(s);
	xmlXPathFreeNodeSet(set);
	xmlXPathSetError(ctxt, XPATH_MEMORY_ERROR);
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
	report_xslt_find_simple_modes(x);
	x->chosen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
	    NULL);
	x->call = xmlNewNode(NULL, (const xmlChar *)"call");
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
	g_hash_table_destroy(x->simple_modes);
	g_hash_table_destroy(x->chosen);
	xmlFreeNode(x->call);
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
	ctxt->_private = x;	/* for sm:apply-templates */
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

/* One xsl:strip-space or xsl:preserve-space entry of a stylesheet, for
 * report_xslt_same_spaces: "name {namespace} strip|preserve". */
static void
space_entry(void *payload, void *data, const xmlChar *name,
    const xmlChar *ns, const xmlChar *unused)
{
	(void)unused;
	g_ptr_array_add(data, g_strdup_printf("%s {%s} %s", (const char *)name,
	    ns != NULL ? (const char *)ns : "", payload != NULL ?
	    (const char *)payload : ""));
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* What a stylesheet and its imports, in libxslt's order of precedence,
 * say of blank text nodes (g_free). */
static char *
spaces_of(const struct report_xslt *x)
{
	GString *g = g_string_new(NULL);
	GPtrArray *v;
	xsltStylesheetPtr st;
	guint i;

	for (st = x->style; st != NULL; st = xsltNextImport(st)) {
		v = g_ptr_array_new_with_free_func(g_free);
		if (st->stripSpaces != NULL)
			xmlHashScanFull(st->stripSpaces, space_entry, v);
		if (v->len > 1)	/* an empty array's pdata is NULL */
			qsort(v->pdata, v->len, sizeof v->pdata[0], cmp_str);
		g_string_append_printf(g, "[%d", st->stripAll);
		for (i = 0; i < v->len; i++)
			g_string_append_printf(g, "|%s",
			    (const char *)g_ptr_array_index(v, i));
		g_string_append_c(g, ']');
		g_ptr_array_free(v, TRUE);
	}
	return g_string_free(g, FALSE);
}

int
report_xslt_same_spaces(const struct report_xslt *a,
    const struct report_xslt *b)
{
	char *sa = spaces_of(a), *sb = spaces_of(b);
	int same = strcmp(sa, sb) == 0;

	g_free(sa);
	g_free(sb);
	return same;
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
