/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-bulletin-xslt.c: the bulletin stylesheets (the .xsl of templates/bulletin)
 * applied through report-xslt.h to the sample bulletins of
 * tests/data/bulletin/ (a classic round closed, the open round of a
 * later position with a blank on the board, a tactic round closed in
 * English, the contest index while running and once over), each output
 * compared whole with its golden file (<sample>.<sheet>.<lang>.<ext>), and
 * the properties that must hold whatever the wording: no script and no
 * external resource anywhere, every page says its language, the SVG
 * boards have 225 squares and outline exactly the squares of the last
 * move (across and down, the tactic pair, a blank), the text stays within
 * 78 columns, the Atom feed parses as Atom with one entry per round,
 * newest first, links prefixed with base, diacritics (comma-below ș ț)
 * intact, names escaped, the standings cut after 100 lines with "… plus N
 * players", no string missing from strings.xml.
 *
 * The templates are found through $SCRABMAIL_TEMPLATES, else
 * $srcdir/templates, else the source tree's.  SCRABMAIL_UPDATE_GOLDEN=1
 * rewrites the golden files instead of comparing (review with git diff).
 * SCRABMAIL_BULLETIN_OUT=DIR also writes every output into DIR under its
 * golden name (tests/integration/chromium.sh looks at them in a browser).
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
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "report-bulletin.h"
#include "report-xslt.h"
#include "testbulletin.h"

static int
setup(void **state)
{
	(void)state;
	return tb_setup(NULL, "bulletin");
}

static int
teardown(void **state)
{
	(void)state;
	return tb_teardown();
}

/* The sample's text (g_free). */
static char *
read_sample(const char *name)
{
	char	*path = g_strdup_printf("%s/%s.xml", tb_ddir, name);
	char	*xml = NULL;
	GError	*err = NULL;

	if (!g_file_get_contents(path, &xml, NULL, &err))
		fail_msg("%s: %s", path, err->message);
	g_free(path);
	return xml;
}

static char *
render(const char *sheet, const char *sample, const char *lang)
{
	char	*xml = read_sample(sample);
	char	*out = tb_render(sheet, xml, lang);

	g_free(xml);
	return out;
}

/* Each sample through each stylesheet that applies to it. */
static const struct golden_case {
	const char	*sample;
	const char	*sheet;
	const char	*lang;
	const char	*golden;
} cases[] = {
	{ "round-closed", "round-html", "ro", "round-closed.round.ro.html" },
	{ "round-closed", "round-html", "en", "round-closed.round.en.html" },
	{ "round-closed", "round-text", "ro", "round-closed.text.ro.txt" },
	{ "round-open", "round-html", "ro", "round-open.round.ro.html" },
	{ "round-open", "round-text", "ro", "round-open.text.ro.txt" },
	{ "round-open", "puzzle-html", "ro", "round-open.puzzle.ro.html" },
	{ "round-tactic", "round-html", "en", "round-tactic.round.en.html" },
	{ "round-tactic", "round-text", "en", "round-tactic.text.en.txt" },
	{ "round-tactic", "puzzle-html", "en", "round-tactic.puzzle.en.html" },
	{ "contest-running", "index-html", "ro", "contest-running.index.ro.html" },
	{ "contest-running", "standings-html", "ro", "contest-running.standings.ro.html" },
	{ "contest-running", "atom", "ro", "contest-running.atom.ro.atom" },
	{ "contest-over", "index-html", "en", "contest-over.index.en.html" },
	{ "contest-over", "index-html", "ro", "contest-over.index.ro.html" },
	{ "contest-over", "standings-html", "en", "contest-over.standings.en.html" },
	{ "contest-over", "atom", "en", "contest-over.atom.en.atom" },
};

static void
test_goldens(void **state)
{
	size_t	i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct golden_case *c = &cases[i];
		char	*out = render(c->sheet, c->sample, c->lang);

		tb_assert_common(c->golden, out);
		if (g_str_has_suffix(c->golden, ".html"))
			tb_assert_html(c->golden, out, c->lang);
		if (g_str_has_suffix(c->golden, ".txt"))
			tb_assert_text_width(c->golden, out);
		tb_assert_golden(c->golden, out);
		free(out);
	}
}

/* The SVG board of a closed round: two boards of 225 squares; on the one
 * before the round the previous move 3G MUNTENO (down from G3, 7
 * squares) is outlined, on the one after the top 4A JEPI (down from A4,
 * 4 squares).  G3 is at x = 28 + 2 * 40 + 2.5, y = 28 + 6 * 40 + 2.5. */
static void
test_svg_closed(void **state)
{
	char	*out = render("round-html", "round-closed", "ro");

	(void)state;
	assert_int_equal(tb_count(out, "<svg "), 3);	/* two boards, a rack */
	assert_int_equal(tb_count(out, "<rect class=\"sq "), 450);
	assert_int_equal(tb_count(out, "class=\"tile hl\""), 11);
	assert_int_equal(tb_count(out, "<title>"), 4);	/* the page's, 3 SVG */
	/* G3 .. M3 outlined, F3 and N3 not. */
	assert_non_null(strstr(out,
	    "<rect x=\"110.5\" y=\"270.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	assert_non_null(strstr(out,
	    "<rect x=\"110.5\" y=\"510.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	/* A4 .. D4 on the board after the top. */
	assert_non_null(strstr(out,
	    "<rect x=\"150.5\" y=\"30.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	assert_non_null(strstr(out,
	    "<rect x=\"150.5\" y=\"150.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	/* Row letters and column numbers, premium labels, tile values. */
	assert_non_null(strstr(out, "<text x=\"13\" y=\"614\">O</text>"));
	assert_non_null(strstr(out, "<text x=\"608\" y=\"19\">15</text>"));
	assert_non_null(strstr(out, ">C×3</text>"));
	assert_non_null(strstr(out, ">10</text>"));	/* J and H */
	/* The rack: 7 tiles. */
	assert_non_null(strstr(out, "viewBox=\"0 0 312 48\""));
	assert_non_null(strstr(out, "<title>Literele: A D E H I J P</title>"));
	/* The entries: the refused one with its reason, the tops ticked. */
	assert_non_null(strstr(out,
	    "respinsă: nu figurează în lexicon: DHE, EM"));
	/* The warnings, each with what it was for. */
	assert_non_null(strstr(out,
	    "<td>avertisment tehnic: punctaj anunțat greșit</td>"));
	assert_non_null(strstr(out, "<td>avertismente tehnice: punctaj "
	    "neanunțat; coordonată scrisă invers</td>"));
	assert_int_equal(tb_count(out, ">✓</span>"), 3);
	assert_non_null(strstr(out, "Mutările participanților"));
	free(out);
}

/* The open round: one board, the last move K9 nECATAT across (K9 .. K15)
 * with its blank drawn in lower case without a value, and how to enter. */
static void
test_svg_open(void **state)
{
	char	*out = render("round-html", "round-open", "ro");

	(void)state;
	assert_int_equal(tb_count(out, "<rect class=\"sq "), 225);
	assert_int_equal(tb_count(out, "class=\"tile hl\""), 7);
	/* K9: x = 28 + 8 * 40 + 2.5, y = 28 + 10 * 40 + 2.5; K15; the letter
	 * at y + 27. */
	assert_non_null(strstr(out,
	    "<rect x=\"350.5\" y=\"430.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	assert_non_null(strstr(out,
	    "<rect x=\"590.5\" y=\"430.5\" width=\"35\" height=\"35\" rx=\"4\" class=\"tile hl\""));
	assert_non_null(strstr(out,
	    "<text class=\"tl blank\" x=\"368\" y=\"455\" font-size=\"23\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#c0281b\">n</text>"));
	assert_int_equal(tb_count(out, "class=\"tl blank\""), 1);
	assert_non_null(strstr(out, "TUR 14\nH8 CASA 8"));
	assert_non_null(strstr(out, "href=\"mailto:concurs@ziar.example.ro\""));
	assert_non_null(strstr(out, "href=\"puzzle.html\""));
	assert_null(strstr(out, "Mutările participanților"));
	free(out);

	/* The puzzle: the same board, A4 print rules, no navigation. */
	out = render("puzzle-html", "round-open", "ro");
	assert_int_equal(tb_count(out, "<rect class=\"sq "), 225);
	assert_non_null(strstr(out, "@page{size:A4"));
	assert_null(strstr(out, "<nav"));
	assert_non_null(strstr(out, "Termen: 9 martie 2027, ora 11:00 UTC"));
	free(out);
}

/* Tactic: both racks, the top pair outlined on the board after it (H2
 * SAMOTAU across, 7 squares, and I3 XIST, 4), an empty board before. */
static void
test_tactic(void **state)
{
	char	*out = render("round-html", "round-tactic", "en");

	(void)state;
	assert_int_equal(tb_count(out, "<rect class=\"sq "), 450);
	assert_int_equal(tb_count(out, "class=\"tile hl\""), 11);
	assert_int_equal(tb_count(out, "class=\"star\""), 1);	/* before only */
	assert_non_null(strstr(out, "<title>Letters: I I I S S T X</title>"));
	assert_non_null(strstr(out, "<title>Letters: A A M O S T U</title>"));
	assert_non_null(strstr(out, "Other moves with the same score: H2 SAMOTAU / I3 XIII; 8B SAMOTAU / 9C XIST; 8B SAMOTAU / 9C XIII."));
	assert_non_null(strstr(out, "Cristina Țurcanu"));
	assert_non_null(strstr(out, "Bogdan Știrbu"));
	free(out);

	out = render("puzzle-html", "round-tactic", "en");
	assert_non_null(strstr(out, "TUR 1\nH8 CASA 8\n9G TEI 6\nTOTAL 14"));
	/* No address in this contest: the referee, not an empty link. */
	assert_null(strstr(out, "mailto:"));
	assert_non_null(strstr(out, "SIGNON player password"));
	free(out);
}

/* The text bulletin: the mails' diagram with the outlined word in
 * brackets, fixed columns, the refusal under its entry. */
static void
test_text(void **state)
{
	char	*out = render("round-text", "round-closed", "ro");

	(void)state;
	assert_non_null(strstr(out,
	    "  H  =  S [U] B  R  E  D  E  .  .  .  '  .  .  =   H\n"));
	assert_non_null(strstr(out,
	    "  A  =  .  . [J] .  .  .  =  .  .  .  '  .  .  =   A\n"));
	assert_int_equal(tb_count(out,
	    "     1  2  3  4  5  6  7  8  9 10 11 12 13 14 15\n"), 4);
	assert_non_null(strstr(out,
	    "   6  Elena Dumitru             54       0     0      0    ✗  4B DHE\n"
	    "      respinsă: nu figurează în lexicon: DHE, EM\n"));
	free(out);

	out = render("round-text", "round-tactic", "en");
	tb_assert_text_width("round-tactic", out);
	/* A long tactic move goes on its own line. */
	assert_non_null(strstr(out, "    ✓\n      H2 SAMOTAU / I3 XIST\n"));
	free(out);
}

/* The Atom feed: well-formed, in the Atom namespace, one entry per
 * round, newest first, stable tag: ids, links prefixed with base. */
static void
test_atom(void **state)
{
	char		*xml = read_sample("contest-running");
	char		*out = tb_render_base("atom", xml, "ro",
	    "https://ziar.example.ro/scrabble/");
	xmlDocPtr	 doc;
	xmlNodePtr	 root, n, c;
	int		 entries = 0, expect = 14;
	GHashTable	*ids = g_hash_table_new_full(g_str_hash, g_str_equal,
	    g_free, NULL);

	(void)state;
	doc = xmlReadMemory(out, (int)strlen(out), "feed.atom", NULL,
	    XML_PARSE_NONET);
	assert_non_null(doc);
	root = xmlDocGetRootElement(doc);
	assert_string_equal((const char *)root->name, "feed");
	assert_non_null(root->ns);
	assert_string_equal((const char *)root->ns->href,
	    "http://www.w3.org/2005/Atom");
	for (n = root->children; n != NULL; n = n->next) {
		int	has_id = 0, has_title = 0, has_updated = 0;

		if (n->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)n->name, "entry") != 0)
			continue;
		entries++;
		for (c = n->children; c != NULL; c = c->next) {
			xmlChar	*v;

			if (c->type != XML_ELEMENT_NODE)
				continue;
			v = xmlNodeGetContent(c);
			if (strcmp((const char *)c->name, "id") == 0) {
				char *want = g_strdup_printf(
				    "tag:concurs@ziar.example.ro,2026:Ziarul-Demo/round-%d",
				    expect);

				/* Newest first: 14, 13, ..., 1. */
				assert_string_equal((const char *)v, want);
				assert_true(g_hash_table_add(ids,
				    g_strdup((const char *)v)));
				g_free(want);
				has_id = 1;
			} else if (strcmp((const char *)c->name, "title") == 0)
				has_title = 1;
			else if (strcmp((const char *)c->name, "updated") == 0) {
				assert_int_equal(strlen((const char *)v), 20);
				has_updated = 1;
			} else if (strcmp((const char *)c->name, "link") == 0) {
				xmlChar *href = xmlGetProp(c, (const xmlChar *)"href");
				char *want = g_strdup_printf(
				    "https://ziar.example.ro/scrabble/round-%02d.html",
				    expect);

				assert_string_equal((const char *)href, want);
				xmlFree(href);
				g_free(want);
			}
			xmlFree(v);
		}
		assert_true(has_id && has_title && has_updated);
		expect--;
	}
	assert_int_equal(entries, 14);
	assert_non_null(strstr(out, "<title>Runda 13 — K9 nECATAT, 74 de puncte</title>"));
	xmlFreeDoc(doc);
	g_hash_table_destroy(ids);
	free(out);
	g_free(xml);
}

/* The contest index: the stand-in warning, the identity, the seed only
 * once over with the command that checks it. */
static void
test_index(void **state)
{
	char	*out = render("index-html", "contest-running", "ro");

	(void)state;
	assert_non_null(strstr(out, "class=\"warning\""));
	assert_non_null(strstr(out, "<code class=\"hash\">74a94504dd7c8e5d079da1b0543e5c7c68e1eebfa43c2a2506c3d55829844458</code>"));
	assert_non_null(strstr(out, "f02070e55ae932f26476b76bedcc6577d017f2a708f21d734c53194b8d315a62"));
	assert_null(strstr(out, "scrabmail-demo-2026"));
	assert_non_null(strstr(out, "<a href=\"round-14.html\">14</a>"));
	assert_non_null(strstr(out, "<a href=\"round-01.html\">1</a>"));
	assert_non_null(strstr(out, "href=\"puzzle.html\""));
	assert_non_null(strstr(out, "(1.308.207 cuvinte)"));
	free(out);

	out = render("index-html", "contest-over", "en");
	assert_non_null(strstr(out,
	    "<code>printf '%s' 'scrabmail-demo-2026' | sha256sum</code>"));
	assert_null(strstr(out, "href=\"puzzle.html\""));
	assert_non_null(strstr(out, "1,308,207 words"));
	assert_non_null(strstr(out, "Final standings"));
	free(out);
}

/* A name with XML's special characters is escaped, never markup; a seed
 * with a quote is quoted for the shell. */
static void
test_escaping(void **state)
{
	char	*xml = read_sample("round-closed");
	char	**parts = g_strsplit(xml, "Elena Dumitru", -1);
	char	*bad = g_strjoinv("Elena &amp; &lt;b&gt;Dumitru&lt;/b&gt;", parts);
	char	*out = tb_render_base("round-html", bad, "ro", NULL);
	char	*over, *seeded;

	(void)state;
	assert_non_null(strstr(out, "Elena &amp; &lt;b&gt;Dumitru&lt;/b&gt;"));
	assert_null(strstr(out, "<b>Dumitru"));
	free(out);
	out = tb_render_base("round-text", bad, "ro", NULL);
	assert_non_null(strstr(out, "Elena & <b>Dumitru</"));
	free(out);

	over = read_sample("contest-over");
	g_strfreev(parts);
	parts = g_strsplit(over, "seed=\"scrabmail-demo-2026\"", -1);
	seeded = g_strjoinv("seed=\"it&apos;s\"", parts);
	out = tb_render_base("index-html", seeded, "en", NULL);
	assert_non_null(strstr(out, "printf '%s' 'it'\\''s' | sha256sum"));
	free(out);
	g_free(seeded);
	g_free(over);
	g_strfreev(parts);
	g_free(bad);
	g_free(xml);
}

/* 105 lines of standings: the round page shows 100 and "… and 5 more";
 * the standings page shows them all. */
static void
test_standings_cut(void **state)
{
	char	*xml = read_sample("round-closed");
	char	*start = strstr(xml, "  <standings ");
	char	*end = strstr(xml, "</standings>");
	GString	*s = g_string_new(NULL);
	char	*out;
	int	 i;

	(void)state;
	assert_non_null(start);
	assert_non_null(end);
	g_string_append_len(s, xml, start - xml);
	g_string_append(s, "  <standings after-round=\"4\" sum-tops=\"282\">\n");
	for (i = 1; i <= 105; i++)
		g_string_append_printf(s, "    <line rank=\"%d\" name=\"Cititor %03d\" "
		    "total=\"%d\" percent=\"50.0\" tops=\"0\" warnings=\"0\" "
		    "penalty=\"0\"/>\n", i, i, 300 - i);
	g_string_append(s, end);
	out = tb_render_base("round-html", s->str, "ro", NULL);
	assert_non_null(strstr(out, "Cititor 100"));
	assert_null(strstr(out, "Cititor 101"));
	assert_non_null(strstr(out, "… și încă 5 jucători."));
	free(out);
	out = tb_render_base("round-text", s->str, "en", NULL);
	assert_null(strstr(out, "Cititor 101"));
	assert_non_null(strstr(out, "  … plus 5 players.\n"));
	free(out);
	g_string_free(s, TRUE);
	g_free(xml);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_goldens),
		cmocka_unit_test(test_svg_closed),
		cmocka_unit_test(test_svg_open),
		cmocka_unit_test(test_tactic),
		cmocka_unit_test(test_text),
		cmocka_unit_test(test_atom),
		cmocka_unit_test(test_index),
		cmocka_unit_test(test_escaping),
		cmocka_unit_test(test_standings_cut),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
