/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-xslt.h: a small runner around libxslt, shared by the mail replies
 * (report-reply.c) and the bulletins.  A stylesheet is parsed once and then
 * applied to XML documents given as text.  Every stylesheet and document
 * is parsed without network access, without loading external DTDs and
 * without substituting external entities; transformations may read local
 * files (xsl:import, document()) but may not write files, create
 * directories or touch the network.  libxml2 and libxslt messages are
 * caught and returned as a cause instead of being printed.
 */
#ifndef SM_REPORT_XSLT_H
#define SM_REPORT_XSLT_H

#include <stddef.h>

struct report_xslt;	/* one parsed stylesheet (opaque) */

/* Parse the stylesheet at path (and what it imports).  NULL with *cause
 * (malloc'ed, caller frees) "<path>:<line>: <what libxslt said>" when it
 * cannot be read or is not a valid stylesheet.  Free with report_xslt_free
 * (accepts NULL). */
struct report_xslt *report_xslt_load(const char *path, char **cause);
void report_xslt_free(struct report_xslt *x);

/* Apply the stylesheet to the XML document xml (len bytes), serialising the
 * result as the stylesheet's xsl:output says (text, html or xml).  params:
 * NULL or a NULL-terminated list name, value, name, value, ..., NULL; each
 * value is passed as a string (quoted safely, never evaluated as XPath).
 * 0 with *out (malloc'ed, NUL-terminated, caller frees; "" for an empty
 * result) and *outlen (may be NULL), or -1 with *cause (malloc'ed, caller
 * frees) and *out NULL. */
int report_xslt_apply_text(struct report_xslt *x, const char *xml,
    size_t len, const char *const *params, char **out, size_t *outlen,
    char **cause);

/* A document parsed once (as report_xslt_apply_text parses it, huge
 * documents allowed) for several stylesheets and the schema check
 * (report_bulletin_validate_doc): a bulletin is parsed once instead of
 * once per use.  NULL with *cause (malloc'ed) when xml is not well-formed.
 * Free with report_xslt_doc_free (accepts NULL).  The stylesheets strip
 * blank text nodes from the tree they are applied to (xsl:strip-space):
 * check the document before applying any, and give one tree only to
 * stylesheets that strip the same (all of templates/bulletin/ strip
 * every element's). */
struct report_xslt_doc;
struct report_xslt_doc *report_xslt_doc_parse(const char *xml, size_t len,
    char **cause);
void report_xslt_doc_free(struct report_xslt_doc *d);
/* The libxml2 tree (an xmlDocPtr) for the other report adapters; owned by
 * d. */
void *report_xslt_doc_tree(struct report_xslt_doc *d);
/* 1 when a and b (their imports included) strip the same blank text
 * nodes (xsl:strip-space, xsl:preserve-space): one parsed document may
 * then be given to both. */
int report_xslt_same_spaces(const struct report_xslt *a,
    const struct report_xslt *b);
/* As report_xslt_apply_text, on a parsed document. */
int report_xslt_apply_doc(struct report_xslt *x, struct report_xslt_doc *d,
    const char *const *params, char **out, size_t *outlen, char **cause);

#endif
