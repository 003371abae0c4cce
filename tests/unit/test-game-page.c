/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-page.c: a championship game of 30 turns published as
 * `scrabmail publish` writes it (issue 14).  The fixture of testgame.h
 * on the default lexicon (as test-game-analysis.c) plays the game through
 * the game layer: the move generator's best move on turns 1, 4, 7, ...,
 * on the others the move of the fewest tiles among the best 64 (so that
 * the bag lasts 30 turns), a pass when there is none.  Then the program itself
 * ($SCRABMAIL, as make check names it) publishes the championship into a
 * directory, once with the game in play and once after a resignation,
 * and the game's page is checked: every file a browser loads for it (the
 * page: it links no style sheet, script, image or frame) under 200 KB;
 * well-formed (libxml2's HTML parser reports nothing but the SVG's tags,
 * which HTML 4 does not know, and the SVG alone is well-formed XML); and
 * each turn shown: a row of the list per turn with its number, its player
 * and its move, linking the anchor #mN that exists, a caption per turn,
 * every tile of the final board drawn once.  The data file beside it
 * (game-ID.xml) holds the turns and one board, each final tile put down
 * by one turn, under XML_LIMIT.  In play, no rack anywhere in the
 * published files (issue 18).  With SCRABMAIL_BULLETIN_OUT set,
 * both pages are copied there (game-30.en.html, game-30-over.en.html) for
 * tests/integration/chromium.sh.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>

#include "testgame.h"
#include "movegen.h"
#include "notation.h"
#include "report-champ.h"

#define TURNS		30
#define PAGE_LIMIT	200000	/* bytes: "under 200 KB" */
#define XML_LIMIT	40000	/* bytes: the data file, ~300 KB with a
				   board per turn */

/* The fixture on the default lexicon (the build tree's, as make check
 * names it). */
static int
setup_real(void **state)
{
	struct tg *t;

	if (tg_setup(state) != 0)
		return -1;
	t = *state;
	free(t->conf->lexicon);
	t->conf->lexicon = xstrdup(lexfile_default_path());
	return 0;
}

/* The player to move plays turn k (1-based) as the file's comment says;
 * 1 when a tile was placed. */
static int
play_turn(struct tg *t, struct sm_movegen *gen, long long id, int k)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_genmove best[64];
	struct sm_genrack gr;
	struct sm_free e;
	char *cause = NULL, text[64];
	size_t n, i, pick = 0;
	int placed;

	from = tg_mover(t, id, NULL);
	free(tg_state(t, id, &e));
	sm_genrack_init(&gr, &e.rack[e.turn], &e.board);
	n = sm_movegen_best(gen, &e.board, &gr, best, 64);
	if (n == 0) {
		tg_ok(game_play_pass(&t->g, &from, id, e.moves + 1, t->t0, &o,
		    &cause), cause);
		placed = 0;
	} else {
		if (k % 3 != 1)
			for (i = 1; i < n; i++)
				if (best[i].nplaced < best[pick].nplaced)
					pick = i;
		sm_move_format(&best[pick].move, text, sizeof text);
		tg_ok(game_play_move(&t->g, &from, id, e.moves + 1, text,
		    t->t0 + k * 3600, &o, &cause), cause);
		placed = 1;
	}
	if (o.code != GAME_PLAY_OK)
		fail_msg("turn %d: outcome %d, %s", k, o.code, o.reason);
	game_play_outcome_clear(&o);
	return placed;
}

/* `$SCRABMAIL --db DB --config CONF publish NAME --out DIR`, exit 0. */
static void
publish(struct tg *t, const char *conf, const char *name, const char *dir)
{
	const char *prog = getenv("SCRABMAIL");
	gchar *argv[] = { g_strdup(prog), g_strdup("--db"), g_strdup(t->db),
	    g_strdup("--config"), g_strdup(conf), g_strdup("publish"),
	    g_strdup(name), g_strdup("--out"), g_strdup(dir), NULL };
	gchar *out = NULL, *err = NULL;
	int i;
	GError *ge = NULL;
	gint status = 0;

	if (!g_spawn_sync(NULL, argv, NULL, 0, NULL, NULL, &out, &err,
	    &status, &ge))
		fail_msg("%s: %s", prog, ge->message);
	if (!g_spawn_check_wait_status(status, NULL))
		fail_msg("publish failed: %s%s", out, err);
	g_free(out);
	g_free(err);
	for (i = 0; argv[i] != NULL; i++)
		g_free(argv[i]);
}

static char *
slurp(const char *dir, const char *name, size_t *len)
{
	char *path = g_strdup_printf("%s/%s", dir, name), *data = NULL;

	if (util_read_file(path, 64u << 20, &data, len) != 0)
		fail_msg("cannot read %s", path);
	g_free(path);
	return data;
}

/* A copy of the page as name in $SCRABMAIL_BULLETIN_OUT, when set (for
 * tests/integration/chromium.sh, which looks at it in a browser). */
static void
keep(const char *page, size_t len, const char *name)
{
	const char *dir = getenv("SCRABMAIL_BULLETIN_OUT");
	char *path;

	if (dir == NULL || *dir == '\0')
		return;
	path = g_strdup_printf("%s/%s", dir, name);
	if (util_write_file_atomic(path, page, len) != 0)
		fail_msg("cannot write %s", path);
	g_free(path);
}

/* libxml2's errors other than an unknown tag (the SVG's, to an HTML 4
 * parser), counted in *arg. */
static void
html_error(void *arg, xmlErrorPtr e)
{
	int *n = arg;

	if (e->code == XML_HTML_UNKNOWN_TAG)
		return;
	fprintf(stderr, "html: line %d: %s", e->line, e->message);
	(*n)++;
}

static void
xml_error(void *arg, xmlErrorPtr e)
{
	int *n = arg;

	fprintf(stderr, "svg: line %d: %s", e->line, e->message);
	(*n)++;
}

/* The string value of XPath expr in doc. */
static char *
xpath_str(xmlDocPtr doc, const char *expr)
{
	xmlXPathContextPtr ctx = xmlXPathNewContext(doc);
	xmlXPathObjectPtr o;
	xmlChar *s;
	char *r;

	o = xmlXPathEvalExpression((const xmlChar *)expr, ctx);
	assert_non_null(o);
	s = xmlXPathCastToString(o);
	r = xstrdup((const char *)s);
	xmlFree(s);
	xmlXPathFreeObject(o);
	xmlXPathFreeContext(ctx);
	return r;
}

static int
xpath_count(xmlDocPtr doc, const char *expr)
{
	char *e = g_strdup_printf("count(%s)", expr), *s = xpath_str(doc, e);
	int n = (int)g_ascii_strtoll(s, NULL, 10);

	g_free(e);
	free(s);
	return n;
}

static int
count(const char *s, const char *needle)
{
	int n = 0;

	while ((s = strstr(s, needle)) != NULL) {
		n++;
		s += strlen(needle);
	}
	return n;
}

/* Tiles on a CGP board ("15/4ABC8/..."). */
static int
cgp_tiles(const char *cgp)
{
	int n = 0;

	for (; *cgp != '\0' && *cgp != ' '; cgp++)
		n += g_ascii_isalpha(*cgp);
	return n;
}

/* The page game-ID.html of dir, checked against the game's data r (the
 * championship's only game): size, form, every turn. */
static void
check_page(const char *dir, const struct report_champ *r, int over)
{
	const struct report_champ_game *g = &r->games[0];
	char name[64], *page, *svg_end, *expr, *s;
	const char *svg;
	size_t len;
	htmlParserCtxtPtr hctx;
	xmlParserCtxtPtr xctx;
	xmlDocPtr doc, sdoc;
	int errors = 0, k;

	snprintf(name, sizeof name, "game-%lld.html", g->id);
	page = slurp(dir, name, &len);
	keep(page, len, over ? "game-30-over.en.html" : "game-30.en.html");
	/* Everything a browser loads for the page: the page alone. */
	assert_null(strstr(page, "<link"));
	assert_null(strstr(page, "<script"));
	assert_null(strstr(page, "<img"));
	assert_null(strstr(page, "<iframe"));
	assert_null(strstr(page, " src="));
	assert_null(strstr(page, "url("));
	assert_null(strstr(page, "@import"));
	print_message("game-%lld.html (%s, %d turns): %zu bytes\n", g->id,
	    over ? "over" : "in play", g->nmoves, len);
	assert_true(len < PAGE_LIMIT);

	/* Well-formed. */
	hctx = htmlNewParserCtxt();
	xmlSetStructuredErrorFunc(&errors, html_error);
	doc = htmlCtxtReadMemory(hctx, page, (int)len, name, "UTF-8",
	    HTML_PARSE_NONET);
	assert_non_null(doc);
	assert_int_equal(errors, 0);
	svg = strstr(page, "<svg ");
	assert_non_null(svg);
	svg_end = strstr(svg, "</svg>");
	assert_non_null(svg_end);
	assert_null(strstr(svg_end + 1, "<svg"));	/* one board */
	xctx = xmlNewParserCtxt();
	xmlSetStructuredErrorFunc(&errors, xml_error);
	sdoc = xmlCtxtReadMemory(xctx, svg, (int)(svg_end + 6 - svg),
	    "board.svg", "UTF-8", XML_PARSE_NONET);
	assert_non_null(sdoc);
	assert_int_equal(errors, 0);
	xmlFreeDoc(sdoc);
	xmlFreeParserCtxt(xctx);
	xmlSetStructuredErrorFunc(NULL, NULL);

	/* Each turn: its row links its board, says who and what. */
	assert_int_equal(xpath_count(doc, "//ol[@class='ml']/li"), g->nmoves);
	assert_int_equal(xpath_count(doc, "//span[@class='at']"),
	    g->nmoves + 1);
	for (k = 1; k <= g->nmoves; k++) {
		const struct report_champ_move *m = &g->moves[k - 1];
		char want[128];

		expr = g_strdup_printf("//ol[@class='ml']/li[%d]", k);
		s = xpath_str(doc, expr);
		g_free(expr);
		snprintf(want, sizeof want, "Move %d — %s", m->number,
		    m->player);
		if (strstr(s, want) == NULL || strstr(s, m->text) == NULL)
			fail_msg("turn %d (%s %s): the row says '%s'", k,
			    m->kind, m->text, s);
		free(s);
		expr = g_strdup_printf("//ol[@class='ml']/li[%d]/a[@class='h']"
		    "/@href", k);
		s = xpath_str(doc, expr);
		g_free(expr);
		snprintf(want, sizeof want, "#m%d", k);
		assert_string_equal(s, want);
		free(s);
		expr = g_strdup_printf("//span[@id='m%d']", k);
		assert_int_equal(xpath_count(doc, expr), 1);
		g_free(expr);
		expr = g_strdup_printf("//div[contains(concat(' ', @class, "
		    "' '), ' c%d ')]", k);
		assert_int_equal(xpath_count(doc, expr), 1);
		g_free(expr);
	}
	/* The final board's tiles, each drawn once. */
	assert_int_equal(count(page, "<rect class=\"t\""),
	    cgp_tiles(g->board));
	/* Racks once over only (issue 18). */
	if (over)
		assert_non_null(strstr(page, "The rack before the move"));
	else
		assert_null(strstr(page, "The rack before the move"));
	xmlFreeDoc(doc);
	htmlFreeParserCtxt(hctx);
	free(page);
}

/* The game's data file beside its page (game-ID.xml, which no browser
 * loads): the turns and the board once, the position now (not a board
 * per turn): one <board>, each tile of the final board put down by
 * exactly one turn, a play's word for each play, under XML_LIMIT. */
static void
check_data(const char *dir, const struct report_champ *r)
{
	const struct report_champ_game *g = &r->games[0];
	char name[64], *xml;
	size_t len;
	int k, plays = 0;

	snprintf(name, sizeof name, "game-%lld.xml", g->id);
	xml = slurp(dir, name, &len);
	print_message("%s: %zu bytes\n", name, len);
	assert_true(len < XML_LIMIT);
	assert_int_equal(count(xml, "<board>"), 1);
	assert_int_equal(count(xml, "<sq "), 225);
	assert_int_equal(count(xml, "<tile "), cgp_tiles(g->board));
	for (k = 0; k < g->nmoves; k++)
		plays += strcmp(g->moves[k].kind, "play") == 0;
	assert_int_equal(count(xml, "<word "), plays);
	free(xml);
}

/* Every published file of dir holding no rack attribute nor line. */
static void
assert_no_racks(const char *dir)
{
	GDir *d = g_dir_open(dir, 0, NULL);
	const char *f;
	char *data;
	size_t len;
	int n = 0;

	assert_non_null(d);
	while ((f = g_dir_read_name(d)) != NULL) {
		data = slurp(dir, f, &len);
		if (strstr(data, " rack=") != NULL ||
		    strstr(data, "The rack before") != NULL)
			fail_msg("%s/%s publishes a rack of a game in play",
			    dir, f);
		free(data);
		n++;
	}
	g_dir_close(d);
	assert_true(n >= 4);	/* index, its text and XML, the game's */
}

/* A game of 30 turns published in play and once over. */
static void
test_thirty_turns(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ana", "bogdan" };
	struct champ_opts o;
	struct tg_cgames cg;
	struct report_champ *r = NULL;
	struct sm_movegen *gen;
	const struct sm_lexicon *lx;
	struct game_play_outcome out;
	struct game_play_from from;
	char *cause = NULL, *conf, *dir, *text;
	int k, plays = 0;

	if (getenv("SCRABMAIL") == NULL)
		skip();
	game_champ_opts_init(&o);
	o.name = "Pagina";
	o.seed = "pagina-30";
	tg_champ(t, &o, ab, 2, NULL);
	tg_cgames(t, o.name, &cg);
	assert_int_equal(cg.n, 1);
	lx = game_ctx_game_lexicon(&t->g, cg.id[0], &cause);
	assert_non_null(lx);
	gen = sm_movegen_new(lx);
	assert_non_null(gen);
	for (k = 1; k <= TURNS; k++)
		plays += play_turn(t, gen, cg.id[0], k);
	sm_movegen_free(gen);
	assert_true(plays >= 25);

	conf = g_strdup_printf("%s/scrabmail.conf", t->dir);
	text = g_strdup_printf("[scrabmail]\nlang = en\nlexicon = %s\n"
	    "downtime_minutes = 0\n", t->conf->lexicon);
	assert_true(g_file_set_contents(conf, text, -1, NULL));
	g_free(text);

	/* In play: 30 turns, no rack. */
	dir = g_strdup_printf("%s/pub-play", t->dir);
	publish(t, conf, o.name, dir);
	tg_ok(game_champ_report(&t->g, o.name, &r, &cause), cause);
	assert_int_equal(r->ngames, 1);
	assert_string_equal(r->games[0].status, "playing");
	assert_int_equal(r->games[0].nmoves, TURNS);
	check_page(dir, r, 0);
	check_data(dir, r);
	assert_no_racks(dir);
	game_champ_report_free(r);
	g_free(dir);

	/* Over (the player to move resigns): the racks and best moves
	 * too, still under the bound. */
	from = tg_mover(t, cg.id[0], NULL);
	tg_ok(game_play_resign(&t->g, &from, cg.id[0], t->t0 + 40 * 3600,
	    &out, &cause), cause);
	assert_int_equal(out.code, GAME_PLAY_OK);
	game_play_outcome_clear(&out);
	dir = g_strdup_printf("%s/pub-over", t->dir);
	publish(t, conf, o.name, dir);
	tg_ok(game_champ_report(&t->g, o.name, &r, &cause), cause);
	assert_string_equal(r->games[0].status, "over");
	assert_true(r->games[0].nmoves >= TURNS + 1);
	check_page(dir, r, 1);
	check_data(dir, r);
	game_champ_report_free(r);
	g_free(dir);
	g_free(conf);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_thirty_turns, setup_real,
		    tg_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
