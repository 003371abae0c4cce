/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * testbulletin.h: what the bulletin tests share (test-report-series.c,
 * test-report-champ.c, test-bulletin-xslt.c): the templates and a schema
 * found and loaded once, a document checked against the schema, a
 * stylesheet applied, a golden file compared (or rewritten), and the
 * checks every page must pass (no script, nothing from outside, no string
 * missing from strings.xml, no cedilla s or t; an HTML page's doctype,
 * language, charset, viewport and print style; a text within 78
 * columns).
 *
 * The templates are found through $SCRABMAIL_TEMPLATES, else
 * $srcdir/templates, else the source tree's (SM_SRC_TEMPLATES); the golden
 * files in tests/data/DIR.  SCRABMAIL_UPDATE_GOLDEN=1 rewrites the golden
 * files instead of comparing; SCRABMAIL_BULLETIN_OUT=DIR also writes every
 * output into DIR.
 *
 *	static int setup(void **state) { (void)state;
 *	    return tb_setup("series.rng", "series"); }
 *	(tb_setup(NULL, "bulletin"): no schema)
 *	char *out = tb_render("series-html", xml, "ro");	(free)
 *	tb_assert_common("index.html", out);
 *	tb_assert_golden("index.html", out);
 *
 * Everything tb_setup loads is freed by tb_teardown.  Include after
 * cmocka.h, glib.h, report-bulletin.h and report-xslt.h.
 */
#ifndef SM_TESTBULLETIN_H
#define SM_TESTBULLETIN_H

static char	*tb_tdir;	/* the templates */
static char	*tb_ddir;	/* tests/data/DIR */
static struct report_bulletin_schema *tb_schema;

/* Find the templates, load templates/RNG (unless rng_name is NULL), name
 * tests/data/DATA: 0, or -1 with the reason on stderr. */
static inline int
tb_setup(const char *rng_name, const char *data)
{
	const char	*env = getenv("SCRABMAIL_TEMPLATES");
	const char	*src = getenv("srcdir");
	const char	*top = src != NULL && *src != '\0' ? src :
	    SM_SRC_TEMPLATES "/..";
	char		*rng, *cause = NULL;

	if (env != NULL && *env != '\0')
		tb_tdir = g_strdup(env);
	else
		tb_tdir = g_strdup_printf("%s/templates", top);
	rng = g_strdup_printf("%s/%s", tb_tdir, rng_name);
	tb_ddir = g_strdup_printf("%s/tests/data/%s", top, data);
	if (rng_name == NULL) {
		g_free(rng);
		return 0;
	}
	tb_schema = report_bulletin_schema_load(rng, &cause);
	g_free(rng);
	if (tb_schema == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		free(cause);
		return -1;
	}
	return 0;
}

static inline int
tb_teardown(void)
{
	report_bulletin_schema_free(tb_schema);
	g_free(tb_tdir);
	g_free(tb_ddir);
	tb_schema = NULL;
	tb_tdir = tb_ddir = NULL;
	return 0;
}

/* Fail unless xml (len bytes, NUL-terminated) is valid by the schema. */
static inline void
tb_validate(const char *xml, size_t len)
{
	char	*cause = NULL;

	assert_int_equal(len, strlen(xml));
	if (report_bulletin_validate(tb_schema, xml, len, &cause) != 0)
		fail_msg("%s", cause);
}

/* The number of times needle occurs in s. */
static inline int
tb_count(const char *s, const char *needle)
{
	int	 n = 0;
	size_t	 len = strlen(needle);

	while ((s = strstr(s, needle)) != NULL) {
		n++;
		s += len;
	}
	return n;
}

/* Compare out with tests/data/DIR/<golden> (or rewrite it). */
static inline void
tb_assert_golden(const char *golden, const char *out)
{
	char		*path = g_strdup_printf("%s/%s", tb_ddir, golden);
	char		*want = NULL;
	const char	*dir = getenv("SCRABMAIL_BULLETIN_OUT");
	gsize		 len;
	GError		*err = NULL;

	if (dir != NULL && *dir != '\0') {
		char *copy = g_strdup_printf("%s/%s", dir, golden);

		if (!g_file_set_contents(copy, out, -1, &err))
			fail_msg("%s: %s", copy, err->message);
		g_free(copy);
	}
	if (getenv("SCRABMAIL_UPDATE_GOLDEN") != NULL) {
		if (!g_file_set_contents(path, out, -1, &err))
			fail_msg("%s: %s", path, err->message);
	} else if (!g_file_get_contents(path, &want, &len, &err))
		fail_msg("%s: %s", path, err->message);
	else if (strlen(out) != len || memcmp(out, want, len) != 0) {
		char *got = g_strdup_printf("%s.got", golden);

		g_file_set_contents(got, out, -1, NULL);
		fail_msg("%s differs from the golden file: diff -u %s %s",
		    golden, path, got);
	}
	g_free(want);
	g_free(path);
}

/* xml through templates/bulletin/<sheet>.xsl with lang (and base when
 * not NULL); the output (free).  Not inlined: gcc 12 then takes the
 * result for a pointer to the local 'out' (-Wdangling-pointer in
 * test-report-champ.c's at()). */
static G_GNUC_NO_INLINE G_GNUC_UNUSED char *
tb_render_base(const char *sheet, const char *xml, const char *lang,
    const char *base)
{
	char			*path = g_strdup_printf("%s/bulletin/%s.xsl",
	    tb_tdir, sheet);
	char			*cause = NULL, *out = NULL;
	struct report_xslt	*x;
	const char		*params[] = { "lang", lang, "base", base, NULL };

	if (base == NULL)
		params[2] = NULL;
	if ((x = report_xslt_load(path, &cause)) == NULL)
		fail_msg("%s: %s", path, cause);
	if (report_xslt_apply_text(x, xml, strlen(xml), params, &out, NULL,
	    &cause) != 0)
		fail_msg("%s: %s", path, cause);
	report_xslt_free(x);
	g_free(path);
	return out;
}

static inline char *
tb_render(const char *sheet, const char *xml, const char *lang)
{
	return tb_render_base(sheet, xml, lang, NULL);
}

/* What every output must satisfy: no script, nothing from outside (no
 * <link> and no link to http: an Atom feed's <link href> elements are
 * its entries' addresses, so a feed is spared those two), no piece
 * missing from strings.xml ("[id]" with an id of two characters or more;
 * the text board's "[M]" has one), no cedilla s or t (the wrong letters
 * for Romanian). */
static inline void
tb_assert_common(const char *name, const char *out)
{
	char		*low = g_ascii_strdown(out, -1);
	const char	*p;
	int		 feed = strstr(out,
	    "<feed xmlns=\"http://www.w3.org/2005/Atom\"") != NULL;

	if (strstr(low, "<script") != NULL ||
	    strstr(low, "javascript:") != NULL)
		fail_msg("%s: a script", name);
	if (strstr(low, " src=") != NULL || strstr(low, "url(") != NULL ||
	    strstr(low, "@import") != NULL ||
	    strstr(low, "<link rel=\"stylesheet") != NULL ||
	    strstr(low, "<iframe") != NULL || strstr(low, "<img") != NULL ||
	    (!feed && (strstr(low, "<link") != NULL ||
	    strstr(low, "href=\"http") != NULL)))
		fail_msg("%s: an external resource", name);
	for (p = out; (p = strchr(p, '[')) != NULL; p++) {
		size_t	n = strspn(p + 1,
		    "abcdefghijklmnopqrstuvwxyz0123456789.-");

		if (n >= 2 && p[1 + n] == ']')
			fail_msg("%s: a missing string: %.*s", name,
			    (int)n + 2, p);
	}
	if (strstr(out, "\xc5\x9f") != NULL || strstr(out, "\xc5\xa3") != NULL)
		fail_msg("%s: a cedilla s or t", name);
	g_free(low);
}

/* An HTML page: its doctype, its language, its charset, a viewport, a
 * print style. */
static inline void
tb_assert_html(const char *name, const char *out, const char *lang)
{
	char	*want = g_strdup_printf("<html lang=\"%s\">", lang);

	if (strncmp(out, "<!DOCTYPE html>\n", 16) != 0)
		fail_msg("%s: no HTML5 doctype", name);
	if (strstr(out, want) == NULL)
		fail_msg("%s: no %s", name, want);
	if (strstr(out, "charset=UTF-8") == NULL)
		fail_msg("%s: no charset=UTF-8", name);
	if (strstr(out, "name=\"viewport\"") == NULL)
		fail_msg("%s: no viewport", name);
	if (strstr(out, "@media print") == NULL)
		fail_msg("%s: no print style", name);
	g_free(want);
}

/* A text: every line within 78 columns. */
static inline void
tb_assert_text_width(const char *name, const char *out)
{
	char	**lines = g_strsplit(out, "\n", -1);
	int	  i;

	for (i = 0; lines[i] != NULL; i++)
		if (g_utf8_strlen(lines[i], -1) > 78)
			fail_msg("%s: line %d longer than 78 columns: '%s'",
			    name, i + 1, lines[i]);
	g_strfreev(lines);
}

#endif
