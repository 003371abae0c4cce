/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-series.c: a series' bulletin (report-series.c) and its
 * stylesheets (templates/bulletin/series-html.xsl, series-text.xsl), from
 * a small series built in memory: three classic contests (two open, one
 * registered; the third not started), four players, one absent from a
 * contest, two sharing the 3rd place; and a series scored by tops.  Every
 * document is checked against templates/series.rng
 * (report_bulletin_validate) and compared whole with its golden file in
 * tests/data/series/, and so is every page the stylesheets make of them;
 * then the facts that must hold whatever the wording: each contest linked
 * to its directory's index.html (a name with '/' or a leading '.' made
 * one path component, as cli-publish.c names the directory), "—" where a
 * player did not take part, the Romanian decimal comma, the text within
 * 78 columns, no script and nothing external, no string missing from
 * strings.xml; documents the schema must refuse.
 *
 * The templates are found through $SCRABMAIL_TEMPLATES, else
 * $srcdir/templates, else the source tree's.  SCRABMAIL_UPDATE_GOLDEN=1
 * rewrites the golden files instead of comparing (review with git diff);
 * SCRABMAIL_BULLETIN_OUT=DIR also writes every output into DIR (the
 * browser test, tests/integration/chromium.sh, looks at the pages).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <glib.h>

#include "report-bulletin.h"
#include "report-series.h"
#include "report-xslt.h"
#include "util.h"
#include "testbulletin.h"

/* Flacăra 110 of the tops, Vatra 70, the third not started: 180. */
static const struct report_series_contest contests[] = {
	{ "Flacăra", "classic", "open", "over", 2, 110, 3 },
	{ "Vatra/2026", "classic", "open", "running", 1, 70, 2 },
	{ ".Cupa", "classic", "registered", "new", 0, 0, 0 },
};
static const int r_ana[] = { 110, 20, -1 };
static const int r_dan[] = { 100, -1, -1 };
static const int r_eva[] = { 40, -1, -1 };
static const int r_gelu[] = { -1, 40, -1 };
static const struct report_series_line lines[] = {
	{ 1, "Ana Popescu", 130, 2, 0, 0, 72.2, 2, r_ana },
	{ 2, "Dan Ștefănescu", 100, 1, 0, 0, 55.6, 1, r_dan },
	{ 3, "Eva Ionescu", 40, 0, 0, 0, 22.2, 1, r_eva },
	{ 3, "Gelu", 40, 0, 0, 0, 22.2, 1, r_gelu },
};
static const struct report_series series = {
	"Anual", "Clasamentul anual 2026", "classic", "open", 180,
	3, contests, 4, lines
};

static const struct report_series_contest tcontests[] = {
	{ "Top 1", "top", "open", "over", 2, 90, 3 },
	{ "Top 2", "top", "open", "over", 2, 50, 3 },
};
static const int t_y[] = { 1, 1 };
static const int t_z[] = { 1, 1 };
static const int t_x[] = { 1, 1 };
static const struct report_series_line tlines[] = {
	{ 1, "Y", 75, 2, 3, 70, 53.6, 2, t_y },
	{ 1, "Z", 80, 2, 3, 70, 57.1, 2, t_z },
	{ 3, "X", 110, 2, 4, 80, 78.6, 2, t_x },
};
static const struct report_series tseries = {
	"Topuri", NULL, "top", "over", 140, 2, tcontests, 3, tlines
};

static const struct report_series empty = {
	"Gol", NULL, "classic", "open", 0, 0, NULL, 0, NULL
};

static int
setup(void **state)
{
	(void)state;
	return tb_setup("series.rng", "series");
}

static int
teardown(void **state)
{
	(void)state;
	return tb_teardown();
}

static const struct report_series_opts opts_ro = { "ro", 1796983200LL };
static const struct report_series_opts opts_en = { "en", 1796983200LL };

/* The document of s (free), checked against the schema. */
static char *
doc(const struct report_series *s, const struct report_series_opts *o)
{
	char	*xml, *cause = NULL;
	size_t	 len = 0;

	if ((xml = report_series_xml(s, o, &len, &cause)) == NULL)
		fail_msg("%s", cause);
	tb_validate(xml, len);
	return xml;
}

/* No script, nothing from outside, no piece missing from strings.xml, no
 * cedilla s or t; HTML pages with their doctype, language, viewport and
 * print style; text within 78 columns. */
static void
assert_page(const char *name, const char *out, const char *lang)
{
	tb_assert_common(name, out);
	if (g_str_has_suffix(name, ".html"))
		tb_assert_html(name, out, lang);
	else
		tb_assert_text_width(name, out);
}

static const struct golden_case {
	const struct report_series	*s;
	const char			*sheet;
	const char			*lang;
	const char			*golden;
} cases[] = {
	{ &series, "series-html", "ro", "series.ro.html" },
	{ &series, "series-html", "en", "series.en.html" },
	{ &series, "series-text", "ro", "series.ro.txt" },
	{ &series, "series-text", "en", "series.en.txt" },
	{ &tseries, "series-html", "ro", "top.ro.html" },
	{ &tseries, "series-text", "en", "top.en.txt" },
	{ &empty, "series-html", "ro", "empty.ro.html" },
	{ &empty, "series-text", "ro", "empty.ro.txt" },
};

static void
test_xml_goldens(void **state)
{
	char *xml;

	(void)state;
	xml = doc(&series, &opts_ro);
	tb_assert_golden("series.xml", xml);
	free(xml);
	xml = doc(&tseries, &opts_en);
	tb_assert_golden("top.xml", xml);
	free(xml);
	xml = doc(&empty, &opts_ro);
	tb_assert_golden("empty.xml", xml);
	free(xml);
}

/* What the goldens must show, said again so that a careless
 * SCRABMAIL_UPDATE_GOLDEN cannot hide it. */
static void
test_xml_facts(void **state)
{
	char *xml = doc(&series, &opts_ro);

	(void)state;
	assert_non_null(strstr(xml, "<series name=\"Anual\" title=\"Clasamentul "
	    "anual 2026\" scoring=\"classic\" status=\"open\" "
	    "sum-tops=\"180\"/>"));
	assert_non_null(strstr(xml, "<contest position=\"2\" "
	    "name=\"Vatra/2026\" variant=\"classic\" entry=\"open\" "
	    "status=\"running\" rounds=\"1\" sum-tops=\"70\" "
	    "entrants=\"2\"/>"));
	/* Ana in two contests, Gelu in the second only; the shared 3rd
	 * place; no Top tie-breaks in a classic series. */
	assert_non_null(strstr(xml, "<line rank=\"1\" name=\"Ana Popescu\" "
	    "total=\"130\" tops=\"2\" percent=\"72.2\" played=\"2\">\n"
	    "      <result contest=\"1\" value=\"110\"/>\n"
	    "      <result contest=\"2\" value=\"20\"/>\n    </line>"));
	assert_non_null(strstr(xml, "<line rank=\"3\" name=\"Gelu\" "
	    "total=\"40\" tops=\"0\" percent=\"22.2\" played=\"1\">\n"
	    "      <result contest=\"2\" value=\"40\"/>\n    </line>"));
	assert_int_equal(tb_count(xml, "<result "), 5);
	assert_null(strstr(xml, "top-sharers"));
	free(xml);
	xml = doc(&tseries, &opts_ro);
	assert_non_null(strstr(xml, "<line rank=\"1\" name=\"Z\" total=\"80\" "
	    "tops=\"2\" top-sharers=\"3\" top-points=\"70\" percent=\"57.1\" "
	    "played=\"2\">"));
	assert_null(strstr(xml, "title="));
	free(xml);
}

/* Documents the schema must refuse. */
static void
test_schema_refuses(void **state)
{
	static const struct {
		const char	*from, *to;
	} edits[] = {
		{ "scoring=\"classic\"", "scoring=\"points\"" },
		{ "percent=\"72.2\"", "percent=\"72,2\"" },
		{ "kind=\"series\"", "kind=\"contest\"" },
		{ "status=\"open\" sum-tops", "status=\"running\" sum-tops" },
		{ "<standings>", "<standings><line/>" },
		{ "entry=\"open\"", "entry=\"free\"" },
		{ "<result contest=\"1\"", "<result contest=\"0\"" },
	};
	char	*xml = doc(&series, &opts_ro);
	char	*bad, *cause = NULL, **parts;
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof edits / sizeof edits[0]; i++) {
		parts = g_strsplit(xml, edits[i].from, 2);
		assert_non_null(parts[1]);
		bad = g_strjoinv(edits[i].to, parts);
		if (report_bulletin_validate(tb_schema, bad, strlen(bad),
		    &cause) == 0)
			fail_msg("accepted with %s", edits[i].to);
		assert_non_null(cause);
		free(cause);
		cause = NULL;
		g_free(bad);
		g_strfreev(parts);
	}
	free(xml);
}

static void
test_render_goldens(void **state)
{
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct golden_case *c = &cases[i];
		char	*xml = doc(c->s, &opts_ro);
		char	*out = tb_render(c->sheet, xml, c->lang);

		assert_page(c->golden, out, c->lang);
		tb_assert_golden(c->golden, out);
		free(out);
		free(xml);
	}
}

/* The page: each contest linked to its directory, the absent marked,
 * the Romanian numbers, the rule with the sum of the tops. */
static void
test_series_html(void **state)
{
	char	*xml = doc(&series, &opts_ro);
	char	*out = tb_render("series-html", xml, "ro");

	(void)state;
	assert_non_null(strstr(out, "<h1>Clasamentul anual 2026</h1>"));
	assert_non_null(strstr(out, "<a href=\"Flac%C4%83ra/index.html\">"
	    "Flacăra</a>"));
	assert_non_null(strstr(out, "<a href=\"Vatra_2026/index.html\">"
	    "Vatra/2026</a>"));
	assert_non_null(strstr(out, "<a href=\"_Cupa/index.html\">.Cupa</a>"));
	assert_non_null(strstr(out, "72,2%"));
	assert_non_null(strstr(out, "180 de puncte"));
	/* Ana missed the third contest, Dan and Eva two, Gelu two. */
	assert_int_equal(tb_count(out, "<td class=\"absent\">"), 7);
	assert_non_null(strstr(out, "după 3 concursuri și 3 runde încheiate"));
	free(out);
	out = tb_render("series-html", xml, "en");
	assert_non_null(strstr(out, "72.2%"));
	assert_non_null(strstr(out, "The series' standings"));
	free(out);
	free(xml);

	xml = doc(&tseries, &opts_ro);
	out = tb_render("series-html", xml, "ro");
	assert_non_null(strstr(out, "<h1>Seria „Topuri”</h1>"));
	assert_non_null(strstr(out, "Clasamentul final al seriei"));
	assert_non_null(strstr(out, "varianta top"));
	free(out);
	free(xml);
}

static void
test_series_text(void **state)
{
	char	*xml = doc(&series, &opts_ro);
	char	*out = tb_render("series-text", xml, "ro");

	(void)state;
	assert_non_null(strstr(out, "Clasamentul anual 2026\n"
	    "======================\n"));
	/* Rank 4, name 28, total 9, percent 14, contests 12. */
	assert_non_null(strstr(out, "   3  Gelu                        "
	    "       40         22,2%           1\n"
	    "      în concursuri: 1: —; 2: 40; 3: —\n"));
	assert_non_null(strstr(out, "Vatra_2026/index.html"));
	free(out);
	free(xml);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_xml_goldens),
		cmocka_unit_test(test_xml_facts),
		cmocka_unit_test(test_schema_refuses),
		cmocka_unit_test(test_render_goldens),
		cmocka_unit_test(test_series_html),
		cmocka_unit_test(test_series_text),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
