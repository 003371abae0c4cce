/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-strings.c: the bulletins' strings.xml read from C.  See
 * report-strings.h.  The file is parsed once, without network and without
 * entities (as report-xslt.c parses every document), into a table of id
 * -> the Romanian and the English text.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "report-reply.h"
#include "report-strings.h"
#include "util.h"

struct report_strings {
	GHashTable	*ro;	/* id -> text (both owned) */
	GHashTable	*en;
};

struct report_strings *
report_strings_load(const char *dir, char **cause)
{
	struct report_strings *s = NULL;
	xmlDocPtr doc = NULL;
	xmlNodePtr root, n;
	char *path = NULL;

	*cause = NULL;
	if (dir != NULL) {
		path = g_build_filename(dir, "bulletin", "strings.xml", NULL);
		if (access(path, R_OK) != 0) {
			g_free(path);
			path = NULL;
		}
	}
	if (path == NULL)
		path = g_build_filename(report_templates_default_dir(),
		    "bulletin", "strings.xml", NULL);
	xmlInitParser();
	doc = xmlReadFile(path, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR |
	    XML_PARSE_NOWARNING);
	if (doc == NULL || (root = xmlDocGetRootElement(doc)) == NULL ||
	    xmlStrcmp(root->name, (const xmlChar *)"strings") != 0) {
		*cause = g_strdup_printf("%s: cannot be read as the "
		    "bulletins' strings (check the templates setting)", path);
		goto out;
	}
	s = xcalloc(1, sizeof *s);
	s->ro = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
	    xmlFree);
	s->en = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
	    xmlFree);
	for (n = root->children; n != NULL; n = n->next) {
		xmlChar *id, *v;

		if (n->type != XML_ELEMENT_NODE ||
		    xmlStrcmp(n->name, (const xmlChar *)"s") != 0 ||
		    (id = xmlGetProp(n, (const xmlChar *)"id")) == NULL)
			continue;
		if ((v = xmlGetProp(n, (const xmlChar *)"ro")) != NULL)
			g_hash_table_replace(s->ro, g_strdup((char *)id), v);
		if ((v = xmlGetProp(n, (const xmlChar *)"en")) != NULL)
			g_hash_table_replace(s->en, g_strdup((char *)id), v);
		xmlFree(id);
	}
out:
	xmlFreeDoc(doc);
	g_free(path);
	return s;
}

void
report_strings_free(struct report_strings *s)
{
	if (s == NULL)
		return;
	g_hash_table_destroy(s->ro);
	g_hash_table_destroy(s->en);
	free(s);
}

char *
report_strings_text(const struct report_strings *s, const char *id,
    const char *lang, const char *a1, const char *a2, const char *a3,
    const char *a4)
{
	const char *args[4] = { a1, a2, a3, a4 };
	const char *t, *p;
	GString *out;

	t = g_hash_table_lookup(lang != NULL && strcmp(lang, "en") == 0 ?
	    s->en : s->ro, id);
	if (t == NULL)
		return g_strdup_printf("[%s]", id);
	out = g_string_sized_new(strlen(t) + 32);
	for (p = t; *p != '\0'; p++) {
		if (p[0] == '{' && p[1] >= '1' && p[1] <= '4' && p[2] == '}') {
			if (args[p[1] - '1'] != NULL)
				g_string_append(out, args[p[1] - '1']);
			p += 2;
		} else
			g_string_append_c(out, *p);
	}
	return g_string_free(out, FALSE);
}

char *
report_strings_verdict(const struct report_strings *s, const char *lang,
    const char *code, const char *square, const char *letter,
    const char *words, const char *fallback)
{
	char *id, *out;

	if (code == NULL || *code == '\0')
		return g_strdup(fallback != NULL ? fallback : "");
	id = g_strdup_printf("verdict.%s", code);
	if (g_hash_table_lookup(s->ro, id) == NULL &&
	    g_hash_table_lookup(s->en, id) == NULL)
		out = g_strdup(fallback != NULL ? fallback : "");
	else
		out = report_strings_text(s, id, lang, square, letter, words,
		    NULL);
	g_free(id);
	return out;
}

char *
report_strings_warnings(const struct report_strings *s, const char *lang,
    int n, const char *codes)
{
	GString *list = g_string_new(NULL);
	char **v, *id, *w, *out;
	size_t i;

	v = g_strsplit(codes != NULL ? codes : "", " ", -1);
	for (i = 0; v[i] != NULL; i++) {
		if (*v[i] == '\0')
			continue;
		id = g_strdup_printf("warning.%s", v[i]);
		w = report_strings_text(s, id, lang, NULL, NULL, NULL, NULL);
		if (list->len > 0)
			g_string_append(list, "; ");
		g_string_append(list, w);
		g_free(w);
		g_free(id);
	}
	g_strfreev(v);
	/* No codes (an entry judged before they were kept): the number. */
	if (list->len == 0)
		g_string_append_printf(list, "%d", n);
	out = report_strings_text(s, n == 1 ? "warned.1" : "warned.n", lang,
	    list->str, NULL, NULL, NULL);
	g_string_free(list, TRUE);
	return out;
}
