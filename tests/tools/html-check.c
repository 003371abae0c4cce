/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * html-check.c: what the program's mails may hold, checked on the mails
 * themselves.  Each file named on the command line is a whole message (a
 * Maildir file written by `scrabmail send`); it must be multipart/
 * alternative with a text/plain part and then a text/html part, and the
 * HTML part (decoded, parsed with libxml2's HTML parser) must hold nothing
 * that a webmail drops or that reaches the network:
 *
 *   elements   script, style, link, base, meta refresh, iframe, frame,
 *              frameset, object, embed, applet, form, input, button,
 *              textarea, select, svg, math, img, picture, video, audio,
 *              source, canvas;
 *   attributes on* (event handlers), background, srcset, and any src,
 *              href, action or data whose value is a remote address
 *              (http:, https:, //, ftp:) or javascript:/vbscript: -- except
 *              an href that starts with the configured page address
 *              (--base URL);
 *   CSS        in style attributes, properties that Gmail strips or
 *              Outlook's Word engine ignores in a way that breaks the
 *              layout: position, float, z-index, transform, transition,
 *              animation, clip-path, content, filter, background-image,
 *              display flex/grid, any url(), expression(), behavior,
 *              -moz-binding, @import, !important.  (max-width, margin,
 *              padding, border, colours, fonts and white-space are fine:
 *              where a client ignores them the mail still reads.)
 *
 * With --out DIR every HTML part is also written there as NAME.html (for
 * tests/integration/chromium.sh).  Prints one line per refusal; exit 1 if
 * any, 2 on a usage or read error, 0 otherwise (with the count checked).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

static const char *const bad_elements[] = {
	"script", "style", "link", "base", "iframe", "frame", "frameset",
	"object", "embed", "applet", "form", "input", "button", "textarea",
	"select", "svg", "math", "img", "picture", "video", "audio", "source",
	"canvas", NULL
};

static const char *const bad_css[] = {
	"position", "float", "z-index", "transform", "transition", "animation",
	"clip-path", "content", "filter", "background-image", "behavior",
	"-moz-binding", NULL
};

static int	 problems;
static const char *base_url;

static void
refuse(const char *file, const xmlNode *n, const char *what, const char *v)
{
	printf("%s: line %ld: <%s>: %s%s%s\n", file, xmlGetLineNo(n),
	    (const char *)n->name, what, v != NULL ? ": " : "",
	    v != NULL ? v : "");
	problems++;
}

static int
remote(const char *v)
{
	while (*v == ' ' || *v == '\t' || *v == '\n')
		v++;
	return g_ascii_strncasecmp(v, "http:", 5) == 0 ||
	    g_ascii_strncasecmp(v, "https:", 6) == 0 ||
	    g_ascii_strncasecmp(v, "ftp:", 4) == 0 || strncmp(v, "//", 2) == 0;
}

/* One style attribute: each "property: value" declaration. */
static void
check_style(const char *file, const xmlNode *n, const char *style)
{
	char	**decls = g_strsplit(style, ";", -1), *low;
	int	 i, j;

	low = g_ascii_strdown(style, -1);
	if (strstr(low, "url(") != NULL || strstr(low, "expression(") !=
	    NULL || strstr(low, "@import") != NULL || strstr(low,
	    "!important") != NULL)
		refuse(file, n, "CSS webmail drops", style);
	g_free(low);
	for (i = 0; decls[i] != NULL; i++) {
		char	*colon = strchr(decls[i], ':'), *prop, *val;

		if (colon == NULL)
			continue;
		*colon = '\0';
		prop = g_ascii_strdown(g_strstrip(decls[i]), -1);
		val = g_ascii_strdown(g_strstrip(colon + 1), -1);
		for (j = 0; bad_css[j] != NULL; j++)
			if (strcmp(prop, bad_css[j]) == 0)
				refuse(file, n, "CSS property webmail drops",
				    prop);
		if (strcmp(prop, "display") == 0 && (strstr(val, "flex") !=
		    NULL || strstr(val, "grid") != NULL))
			refuse(file, n, "CSS display webmail drops", val);
		g_free(prop);
		g_free(val);
	}
	g_strfreev(decls);
}

static void
check_node(const char *file, const xmlNode *n)
{
	const xmlAttr	*a;
	int		 i;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		for (i = 0; bad_elements[i] != NULL; i++)
			if (g_ascii_strcasecmp((const char *)n->name,
			    bad_elements[i]) == 0)
				refuse(file, n, "element not allowed", NULL);
		for (a = n->properties; a != NULL; a = a->next) {
			const char	*name = (const char *)a->name;
			xmlChar		*v = xmlNodeGetContent((const xmlNode *)a);
			const char	*s = v != NULL ? (const char *)v : "";

			if (g_ascii_strncasecmp(name, "on", 2) == 0 ||
			    g_ascii_strcasecmp(name, "background") == 0 ||
			    g_ascii_strcasecmp(name, "srcset") == 0)
				refuse(file, n, "attribute not allowed", name);
			else if ((g_ascii_strcasecmp(name, "src") == 0 ||
			    g_ascii_strcasecmp(name, "href") == 0 ||
			    g_ascii_strcasecmp(name, "action") == 0 ||
			    g_ascii_strcasecmp(name, "data") == 0) &&
			    (g_ascii_strncasecmp(s, "javascript:", 11) == 0 ||
			    g_ascii_strncasecmp(s, "vbscript:", 9) == 0 ||
			    (remote(s) && !(g_ascii_strcasecmp(name, "href") ==
			    0 && base_url != NULL && *base_url != '\0' &&
			    strncmp(s, base_url, strlen(base_url)) == 0))))
				refuse(file, n, "remote or script address", s);
			else if (g_ascii_strcasecmp(name, "style") == 0)
				check_style(file, n, s);
			else if (g_ascii_strcasecmp(name, "http-equiv") == 0 &&
			    g_ascii_strcasecmp(s, "refresh") == 0)
				refuse(file, n, "meta refresh", NULL);
			xmlFree(v);
		}
		check_node(file, n->children);
	}
}

static char *
part_text(GMimeObject *o)
{
	GMimeDataWrapper	*w;
	GMimeStream		*mem;
	GByteArray		*b;
	char			*s;

	w = g_mime_part_get_content(GMIME_PART(o));
	mem = g_mime_stream_mem_new();
	g_mime_data_wrapper_write_to_stream(w, mem);
	b = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem));
	s = g_strndup((const char *)b->data, b->len);
	g_object_unref(mem);
	return s;
}

static int
check_file(const char *file, const char *out)
{
	GMimeStream	*st;
	GMimeParser	*p;
	GMimeMessage	*m;
	GMimeObject	*body, *plain, *html;
	htmlDocPtr	 doc;
	char		*s;

	if ((st = g_mime_stream_file_open(file, "r", NULL)) == NULL) {
		fprintf(stderr, "html-check: %s: cannot read\n", file);
		return -1;
	}
	p = g_mime_parser_new_with_stream(st);
	m = g_mime_parser_construct_message(p, NULL);
	g_object_unref(p);
	g_object_unref(st);
	if (m == NULL) {
		fprintf(stderr, "html-check: %s: not a message\n", file);
		return -1;
	}
	body = g_mime_message_get_mime_part(m);
	if (!GMIME_IS_MULTIPART(body) ||
	    g_mime_multipart_get_count(GMIME_MULTIPART(body)) != 2 ||
	    !g_mime_content_type_is_type(g_mime_object_get_content_type(body),
	    "multipart", "alternative")) {
		printf("%s: not multipart/alternative with two parts\n", file);
		problems++;
		g_object_unref(m);
		return 0;
	}
	plain = g_mime_multipart_get_part(GMIME_MULTIPART(body), 0);
	html = g_mime_multipart_get_part(GMIME_MULTIPART(body), 1);
	if (!g_mime_content_type_is_type(g_mime_object_get_content_type(plain),
	    "text", "plain") || !g_mime_content_type_is_type(
	    g_mime_object_get_content_type(html), "text", "html")) {
		printf("%s: not text/plain then text/html\n", file);
		problems++;
		g_object_unref(m);
		return 0;
	}
	s = part_text(html);
	if (out != NULL) {
		char	*base = g_path_get_basename(file);
		char	*path = g_strdup_printf("%s/%s.html", out, base);

		if (!g_file_set_contents(path, s, -1, NULL))
			fprintf(stderr, "html-check: %s: cannot write\n", path);
		g_free(path);
		g_free(base);
	}
	doc = htmlReadMemory(s, (int)strlen(s), file, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
	if (doc == NULL) {
		printf("%s: the HTML part does not parse\n", file);
		problems++;
	} else {
		check_node(file, xmlDocGetRootElement(doc));
		xmlFreeDoc(doc);
	}
	g_free(s);
	g_object_unref(m);
	return 0;
}

int
main(int argc, char **argv)
{
	const char	*out = NULL;
	int		 i, n = 0;

	g_mime_init();
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--base") == 0 && i + 1 < argc)
			base_url = argv[++i];
		else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
			out = argv[++i];
		else if (check_file(argv[i], out) == 0)
			n++;
		else
			return 2;
	}
	if (problems > 0) {
		printf("html-check: %d problem(s) in %d mail(s)\n", problems, n);
		return 1;
	}
	return 0;
}
