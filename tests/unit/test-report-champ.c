/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-champ.c: a correspondence championship's bulletins
 * (report-champ.c) and their stylesheets (templates/bulletin/champ-html.xsl,
 * champ-text.xsl, game-html.xsl), from a small championship built in
 * memory: three players in one group of two-player games, rated; game 1
 * (Ana - Bogdan) drawn after passes, game 2 (Ana - Cătălina) won by Ana
 * when Cătălina forfeited on time, game 3 (Cătălina - Bogdan) still being
 * played, with a pass that an illegal move cost.  Every document is
 * checked against templates/championship.rng (report_bulletin_validate)
 * and compared whole with its golden file in tests/data/champ/, and so is
 * every page the stylesheets make of them; then the facts that must hold
 * whatever the wording: Ana's 1.5 points, the crosstable's cells (the
 * draw, the forfeit, the game not finished yet), the squares of each
 * played word marked on the boards and outlined in the SVG (225 squares a
 * board), the text within 78 columns, no script and nothing external, no
 * string missing from strings.xml; documents the schema must refuse; the
 * errors (a game out of range, a board that cannot be read).
 *
 * The templates are found through $SCRABMAIL_TEMPLATES, else
 * $srcdir/templates, else the source tree's.  SCRABMAIL_UPDATE_GOLDEN=1
 * rewrites the golden files instead of comparing (review with git diff);
 * SCRABMAIL_BULLETIN_OUT=DIR also writes every output into DIR.
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
#include "report-champ.h"
#include "report-xslt.h"
#include "util.h"
#include "testbulletin.h"

#define EMPTY	"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"
/* Game 1: H8 CASA; 9G ZAR (down, through the A of H9); J6 pOM (a blank). */
#define G1B1	"15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15"
#define G1B2	"15/15/15/15/15/15/8Z6/7CASA4/8R6/15/15/15/15/15/15"
#define G1B3	"15/15/15/15/15/15/8Z6/7CASA4/8R6/5pOM7/15/15/15/15/15"
/* Game 2: H7 ORA; game 3: H4 DINTE. */
#define G2B1	"15/15/15/15/15/15/15/6ORA6/15/15/15/15/15/15/15"
#define G3B1	"15/15/15/15/15/15/15/3DINTE7/15/15/15/15/15/15/15"

#define ANA	"Ana Popescu"
#define BOGDAN	"Bogdan Știrbu"
#define CATA	"Cătălina Ionescu"

static const struct report_champ_move g1_moves[] = {
	{ 1, ANA, "play", NULL, "H8 CASA", 8, 8, "AACMST?", G1B1,
	    1796032800LL, "H4 MASCAT", 26 },
	{ 2, BOGDAN, "play", NULL, "9G ZAR", 22, 22, "ADEIRTZ", G1B2,
	    1796119200LL, "9G ZAR", 22 },
	{ 3, ANA, "exchange", NULL, "AT", 0, 8, "AEMORT?", G1B2,
	    1796205600LL, "J6 MOTOR", 16 },
	{ 4, BOGDAN, "pass", "timeout", "", 0, 22, "DEEIRTU", G1B2,
	    1796464800LL, "I9 TEI", 9 },
	{ 5, ANA, "play", NULL, "J6 pOM", 14, 22, "EIMORT?", G1B3,
	    1796551200LL, "K5 MOTEt", 18 },
	{ 6, BOGDAN, "pass", NULL, "", 0, 22, "DEEIRTU", G1B3,
	    1796637600LL, "I9 TEI", 9 },
	{ 7, ANA, "pass", NULL, "", 0, 22, "EIRT", G1B3, 1796724000LL,
	    "-", 0 },
	{ 8, ANA, "end", NULL, "EIRT", -4, 18, "EIRT", G1B3,
	    1796724000LL, NULL, 0 },
	{ 8, BOGDAN, "end", NULL, "DEEIRTU", -4, 18, "DEEIRTU", G1B3,
	    1796724000LL, NULL, 0 },
};

static const struct report_champ_move g2_moves[] = {
	{ 1, ANA, "play", NULL, "H7 ORA", 8, 8, "ABORSTU", G2B1,
	    1796032800LL, "H5 BORA", 12 },
	{ 2, CATA, "pass", "timeout", "", 0, 0, "CEILNOP", G2B1,
	    1796292000LL, "8G PIC", 11 },
	{ 3, ANA, "pass", NULL, "", 0, 8, "BSTUAEI", G2B1, 1796378400LL,
	    "-", 0 },
	{ 4, CATA, "resign", "timeout", "", 0, 0, "CEILNOP", G2B1,
	    1796637600LL, NULL, 0 },
};

static const struct report_champ_move g3_moves[] = {
	/* A game in play: the best move given is never written. */
	{ 1, CATA, "play", NULL, "H4 DINTE", 14, 14, "DEINTUV", G3B1,
	    1796032800LL, "H4 DINTE", 14 },
	{ 2, BOGDAN, "pass", "illegal", "8D XYZ", 0, 0, "AELMNOS", G3B1,
	    1796119200LL, NULL, 0 },
};

#define GCG1 "#character-encoding UTF-8\n#player1 Ana Ana Popescu\n" \
	"#player2 Bogdan Bogdan Știrbu\n>Ana: AACMST? 8H CASA +8 8\n" \
	">Bogdan: ADEIRTZ G9 ZAR +22 22\n>Ana: AEMORT? -AT +0 8\n" \
	">Bogdan: DEEIRTU - +0 22\n>Ana: EIMORT? J6 pOM +14 22\n" \
	">Bogdan: DEEIRTU - +0 22\n>Ana: EIRT - +0 22\n" \
	">Ana: EIRT (EIRT) -4 18\n>Bogdan: DEEIRTU (DEEIRTU) -4 18\n"
#define GCG2 "#character-encoding UTF-8\n#player1 Ana Ana Popescu\n" \
	"#player2 Cata Cătălina Ionescu\n>Ana: ABORSTU 7H ORA +8 8\n" \
	">Cata: CEILNOP - +0 0\n>Ana: ABSTUEI - +0 8\n"

static struct report_champ_game games[3];

static const struct report_champ_player players[] = {
	{ ANA, 1, 1, 3, 8, 26, 2, 0, 0, 1, 1512, 12 },
	{ BOGDAN, 1, 2, 1, 0, 18, 1, 1, 0, 1, 1490, -3 },
	{ CATA, 1, 3, 0, -8, 0, 1, 1, 1, 1, 1470, -9 },
};

/* The second table: Bogdan 22 of 40 (55.0 %), Ana 30 of 72 (41.7 %),
 * Cătălina 0 of 11, as the moves above add up. */
static const struct report_champ_analysis analysis[] = {
	{ BOGDAN, 1, 1, 22, 40 },
	{ ANA, 2, 2, 30, 72 },
	{ CATA, 3, 1, 0, 11 },
};

static struct report_champ champ;


static void
build(void)
{
	struct report_champ_game *g;

	memset(games, 0, sizeof games);
	g = &games[0];
	g->id = 1;
	g->group = 1;
	g->status = "over";
	g->end = "passes";
	g->nseats = 2;
	g->seat[0] = ANA;
	g->seat[1] = BOGDAN;
	g->score[0] = 18;
	g->score[1] = 18;
	g->rank[0] = g->rank[1] = 1;
	g->pair2[0][1] = g->pair2[1][0] = 1;
	g->seed_hash = "3b1f0c2d4e5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcdef";
	g->seed = "cupa-toamnei-1";
	g->gcg = GCG1;
	g->board = G1B3;
	g->nmoves = (int)(sizeof g1_moves / sizeof g1_moves[0]);
	g->moves = g1_moves;

	g = &games[1];
	g->id = 2;
	g->group = 1;
	g->status = "over";
	g->end = "timeout";
	g->nseats = 2;
	g->seat[0] = ANA;
	g->seat[1] = CATA;
	g->score[0] = 8;
	g->score[1] = 0;
	g->rank[0] = 1;
	g->rank[1] = 2;
	g->forfeit[1] = 1;
	g->pair2[0][1] = 2;
	g->pair2[1][0] = 0;
	g->seed_hash = "a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf";
	g->seed = "cupa-toamnei-2";
	g->gcg = GCG2;
	g->board = G2B1;
	g->nmoves = (int)(sizeof g2_moves / sizeof g2_moves[0]);
	g->moves = g2_moves;

	g = &games[2];
	g->id = 3;
	g->group = 1;
	g->status = "playing";
	g->nseats = 2;
	g->seat[0] = CATA;
	g->seat[1] = BOGDAN;
	g->score[0] = 14;
	g->score[1] = 0;
	g->to_move = CATA;
	g->deadline = 1796378400LL;
	g->seed_hash = "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210";
	g->board = G3B1;
	g->nmoves = (int)(sizeof g3_moves / sizeof g3_moves[0]);
	g->moves = g3_moves;

	memset(&champ, 0, sizeof champ);
	champ.name = "Cupa Toamnei";
	champ.variant = "free";
	champ.status = "playing";
	champ.players_per_game = 2;
	champ.groups = 1;
	champ.days_per_move = 3;
	champ.timeout = "forfeit";
	champ.timeout_limit = 2;
	champ.illegal = "pass";
	champ.end_scoring = 1;
	champ.rated = 1;
	champ.timezone = "Europe/Bucharest";
	champ.lexicon = "hunspell-ro + FRS 2-letter list (stand-in for LOC)";
	champ.stand_in = 1;
	champ.started = 1796032800LL - 86400;
	champ.nplayers = (int)(sizeof players / sizeof players[0]);
	champ.players = players;
	champ.ngames = 3;
	champ.games = games;
	champ.nanalysis = (int)(sizeof analysis / sizeof analysis[0]);
	champ.analysis = analysis;
}

static int
setup(void **state)
{
	(void)state;
	if (tb_setup("championship.rng", "champ") != 0)
		return -1;
	build();
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	return tb_teardown();
}

static const struct report_champ_opts opts_ro = { "ro", 1796983200LL };
static const struct report_champ_opts opts_en = { "en", 1796983200LL };

/* The championship's document or game index game's (free), checked
 * against the schema. */
static char *
doc(int game, const struct report_champ_opts *o)
{
	char	*xml, *cause = NULL;
	size_t	 len = 0;

	if (game < 0)
		xml = report_champ_xml(&champ, o, &len, &cause);
	else
		xml = report_champ_game_xml(&champ, game, o, &len, &cause);
	if (xml == NULL)
		fail_msg("%s", cause);
	tb_validate(xml, len);
	return xml;
}

/* An HTML page: tb_assert_html's, and its charset and phone style. */
static void
assert_html(const char *name, const char *out, const char *lang)
{
	tb_assert_html(name, out, lang);
	if (strstr(out, "charset=UTF-8") == NULL)
		fail_msg("%s: no charset", name);
	if (strstr(out, "@media (max-width") == NULL)
		fail_msg("%s: no phone style", name);
}

/* --- the XML ------------------------------------------------------------ */

static void
test_xml_goldens(void **state)
{
	char	*xml, name[32];
	int	 i;

	(void)state;
	xml = doc(-1, &opts_ro);
	tb_assert_golden("championship.xml", xml);
	free(xml);
	for (i = 0; i < 3; i++) {
		xml = doc(i, &opts_ro);
		snprintf(name, sizeof name, "game-%d.xml", i + 1);
		tb_assert_golden(name, xml);
		free(xml);
	}
	/* The language is the only difference in English. */
	xml = doc(-1, &opts_en);
	assert_non_null(strstr(xml, "<bulletin kind=\"championship\" "
	    "lang=\"en\" generated=\"2026-12-11T12:00:00+02:00\" version=\"1\" "
	    "timezone=\"Europe/Bucharest\">"));
	free(xml);
}

/* What the goldens must show, said again so that a careless
 * SCRABMAIL_UPDATE_GOLDEN cannot hide it. */
static void
test_xml_facts(void **state)
{
	char	*xml = doc(-1, &opts_ro);
	char	*row, *end;

	(void)state;
	/* The rules; the stand-in lexicon said. */
	assert_non_null(strstr(xml, "timeout=\"forfeit\" timeout-limit=\"2\" "
	    "illegal=\"pass\" end-scoring=\"yes\" rated=\"yes\" "
	    "timezone=\"Europe/Bucharest\" started=\"2026-11-29T12:00:00+02:00\""));
	assert_non_null(strstr(xml, "stand-in=\"yes\""));
	/* The standings: 1.5, 0.5, 0 points; ratings and their changes. */
	assert_non_null(strstr(xml, "<line rank=\"1\" name=\"Ana Popescu\" "
	    "group=\"1\" points=\"1.5\" spread=\"8\" total=\"26\" "
	    "played=\"2\" playing=\"0\" forfeits=\"0\" rating=\"1512\" "
	    "rating-change=\"12\"/>"));
	assert_non_null(strstr(xml, "points=\"0.5\" spread=\"0\""));
	assert_non_null(strstr(xml, "rating-change=\"-9\""));
	/* The crosstable: Ana drew game 1 with Bogdan and won game 2 when
	 * Cătălina forfeited; Bogdan and Cătălina have not finished yet. */
	row = strstr(xml, "<row number=\"1\" name=\"Ana Popescu\"");
	assert_non_null(row);
	end = strstr(row, "</row>");
	assert_non_null(end);
	*end = '\0';
	assert_non_null(strstr(row, "<cell opponent=\"Bogdan Știrbu\">\n"
	    "        <game id=\"1\" result=\"D\" score=\"18\" "
	    "opponent-score=\"18\"/>"));
	assert_non_null(strstr(row, "<cell opponent=\"Cătălina Ionescu\">\n"
	    "        <game id=\"2\" result=\"W\" score=\"8\" "
	    "opponent-score=\"0\" forfeit=\"opponent\" end=\"timeout\"/>"));
	*end = '<';
	assert_non_null(strstr(xml, "<game id=\"2\" result=\"L\" score=\"0\" "
	    "opponent-score=\"8\" forfeit=\"self\" end=\"timeout\"/>"));
	assert_int_equal(tb_count(xml, "<cell "), 6);
	assert_int_equal(tb_count(xml, "<cell opponent=\"Cătălina Ionescu\"/>"),
	    1);
	assert_int_equal(tb_count(xml, "<cell opponent=\"Bogdan Știrbu\"/>"),
	    1);
	/* The games in brief. */
	assert_non_null(strstr(xml, "<game id=\"3\" group=\"1\" "
	    "status=\"playing\" to-move=\"Cătălina Ionescu\" "
	    "deadline=\"2026-12-04T12:00:00+02:00\">"));
	assert_non_null(strstr(xml, "<seat name=\"Cătălina Ionescu\" "
	    "score=\"0\" rank=\"2\" forfeit=\"yes\"/>"));
	assert_null(strstr(xml, "cupa-toamnei"));	/* no seed here */
	/* The second table, after the standings, percent with one
	 * decimal. */
	assert_non_null(strstr(xml, "<analysis ranking=\"score\">\n"
	    "    <line rank=\"1\" name=\"Bogdan Știrbu\" games=\"1\" "
	    "scored=\"22\" best=\"40\" percent=\"55.0\"/>\n"
	    "    <line rank=\"2\" name=\"Ana Popescu\" games=\"2\" "
	    "scored=\"30\" best=\"72\" percent=\"41.7\"/>"));
	assert_true(strstr(xml, "<analysis") > strstr(xml, "</standings>"));
	free(xml);

	/* Game 1: 9 moves and one board, the position now; each turn the
	 * tiles it put down (CASA 4, ZAR 2 through the A of H9, pOM 3 with
	 * its blank) and a play's word; the seed and the GCG once over. */
	xml = doc(0, &opts_ro);
	assert_int_equal(tb_count(xml, "<move "), 9);
	assert_int_equal(tb_count(xml, "<board>"), 1);
	assert_int_equal(tb_count(xml, "<sq "), 225);
	assert_int_equal(tb_count(xml, "<tile "), 9);
	assert_int_equal(tb_count(xml, "<word "), 3);
	assert_null(strstr(xml, "last="));
	assert_non_null(strstr(xml, "<tile row=\"G\" col=\"9\" "
	    "letter=\"Z\" blank=\"no\"/>\n      <tile row=\"I\" col=\"9\" "
	    "letter=\"R\" blank=\"no\"/>\n      <word row=\"G\" col=\"9\" "
	    "dir=\"down\" length=\"3\"/>"));
	assert_non_null(strstr(xml, "<tile row=\"J\" col=\"6\" "
	    "letter=\"P\" blank=\"yes\"/>"));
	assert_non_null(strstr(xml, "<word row=\"H\" col=\"8\" "
	    "dir=\"across\" length=\"4\"/>"));
	/* The final board once, after the turns. */
	assert_true(strstr(xml, "<board>") > strstr(xml, "number=\"8\""));
	assert_non_null(strstr(xml, "<seed value=\"cupa-toamnei-1\"/>"));
	assert_non_null(strstr(xml, "<gcg>#character-encoding UTF-8\n"));
	assert_non_null(strstr(xml, "kind=\"end\" text=\"EIRT\" score=\"-4\" "
	    "total=\"18\""));
	/* Over: the best move beside each turn (none beside the end's). */
	assert_int_equal(tb_count(xml, " best=\""), 7);
	assert_non_null(strstr(xml, "best=\"H4 MASCAT\" best-score=\"26\""));
	assert_non_null(strstr(xml, "best=\"-\" best-score=\"0\""));
	free(xml);

	/* Game 3 is not over: no seed, no GCG; the illegal move's pass. */
	xml = doc(2, &opts_ro);
	assert_null(strstr(xml, "<seed"));
	assert_null(strstr(xml, "<gcg"));
	assert_non_null(strstr(xml, "kind=\"pass\" cause=\"illegal\" "
	    "text=\"8D XYZ\""));
	assert_int_equal(tb_count(xml, "<tile "), 5);	/* DINTE */
	assert_int_equal(tb_count(xml, "<word "), 1);	/* not 8D XYZ */
	assert_non_null(strstr(xml, "<word row=\"H\" col=\"4\" "
	    "dir=\"across\" length=\"5\"/>"));
	/* In play: no best move, though the data hold one. */
	assert_null(strstr(xml, " best="));
	free(xml);
}

/* Names with control characters or invalid UTF-8 still make valid
 * documents; a game out of range and a damaged board are errors. */
static void
test_xml_errors(void **state)
{
	struct report_champ_player	 p[3];
	struct report_champ_move	 m;
	const struct report_champ_move	*saved;
	char				*xml, *cause = NULL;

	(void)state;
	assert_null(report_champ_game_xml(&champ, 3, &opts_ro, NULL, &cause));
	assert_non_null(cause);
	assert_non_null(strstr(cause, "no game"));
	free(cause);
	cause = NULL;
	assert_null(report_champ_game_xml(&champ, -1, &opts_ro, NULL,
	    &cause));
	free(cause);
	cause = NULL;

	m = g3_moves[0];
	m.board = "15/15/nonsense";
	saved = games[2].moves;
	games[2].moves = &m;
	games[2].nmoves = 1;
	assert_null(report_champ_game_xml(&champ, 2, &opts_ro, NULL, &cause));
	assert_non_null(strstr(cause, "game 3, move 1"));
	free(cause);
	cause = NULL;
	games[2].moves = saved;
	games[2].nmoves = 2;

	memcpy(p, players, sizeof p);
	p[0].name = "Ana\x01\tPop\xff";
	champ.players = p;
	xml = doc(-1, &opts_ro);
	assert_non_null(strstr(xml, "name=\"Ana  Pop\xef\xbf\xbd\""));
	free(xml);
	champ.players = players;
}

/* Documents the schema must refuse. */
static void
test_schema_refuses(void **state)
{
	static const struct {
		const char	*from, *to;
	} edits[] = {
		{ "points=\"1.5\"", "points=\"1,5\"" },
		{ "variant=\"free\"", "variant=\"classic\"" },
		{ "timeout-limit=\"2\" ", "" },
		{ "result=\"D\"", "result=\"X\"" },
		{ "kind=\"championship\"", "kind=\"game\"" },
		{ "<standings>", "<standings><line/>" },
		{ "stand-in=\"yes\"", "stand-in=\"da\"" },
	};
	char	*xml = doc(-1, &opts_ro), *game = doc(0, &opts_ro);
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
	/* A board square missing; a seed in a game not over. */
	parts = g_strsplit(game, "<sq col=\"15\" premium=\"3W\"/>", 2);
	bad = g_strjoinv("", parts);
	assert_int_equal(report_bulletin_validate(tb_schema, bad, strlen(bad),
	    &cause), -1);
	free(cause);
	cause = NULL;
	g_free(bad);
	g_strfreev(parts);
	parts = g_strsplit(game, "status=\"over\" end=\"passes\"", 2);
	bad = g_strjoinv("status=\"playing\"", parts);
	assert_int_equal(report_bulletin_validate(tb_schema, bad, strlen(bad),
	    &cause), -1);
	free(cause);
	g_free(bad);
	g_strfreev(parts);
	free(game);
	free(xml);
}

/* --- the stylesheets ---------------------------------------------------- */

static const struct golden_case {
	int		 game;		/* -1: the championship */
	const char	*sheet;
	const char	*lang;
	const char	*golden;
} cases[] = {
	{ -1, "champ-html", "ro", "championship.ro.html" },
	{ -1, "champ-html", "en", "championship.en.html" },
	{ -1, "champ-text", "ro", "championship.ro.txt" },
	{ -1, "champ-text", "en", "championship.en.txt" },
	{ 0, "game-html", "ro", "game-1.ro.html" },
	{ 1, "game-html", "en", "game-2.en.html" },
	{ 2, "game-html", "ro", "game-3.ro.html" },
};

static void
test_render_goldens(void **state)
{
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct golden_case *c = &cases[i];
		char	*xml = doc(c->game, &opts_ro);
		char	*out = tb_render(c->sheet, xml, c->lang);

		tb_assert_common(c->golden, out);
		if (g_str_has_suffix(c->golden, ".html"))
			assert_html(c->golden, out, c->lang);
		else
			tb_assert_text_width(c->golden, out);
		tb_assert_golden(c->golden, out);
		free(out);
		free(xml);
	}
}

/* The championship page: the rules, the stand-in warning, the standings
 * (1,5 in Romanian, 1.5 in English, the ratings), the crosstable's cells
 * linking their games, the games linking their pages and records. */
static void
test_champ_html(void **state)
{
	char	*xml = doc(-1, &opts_ro);
	char	*out = tb_render("champ-html", xml, "ro");

	(void)state;
	assert_non_null(strstr(out, "class=\"warning\""));
	assert_non_null(strstr(out, "<td class=\"n\">1,5</td>"));
	assert_non_null(strstr(out, "<td class=\"n\">+12</td>"));
	assert_non_null(strstr(out, "<td class=\"n\">−9</td>"));
	/* 3 rows of 3 cells (one the diagonal), 2 games in them, twice each. */
	assert_int_equal(tb_count(out, "<td class=\"x self\""), 3);
	assert_int_equal(tb_count(out, "<td class=\"x\""), 6);
	assert_int_equal(tb_count(out, "<a class=\"res\" href=\"game-1.html\""),
	    2);
	assert_int_equal(tb_count(out, "<a class=\"res\" href=\"game-2.html\""),
	    2);
	assert_null(strstr(out, "<a class=\"res\" href=\"game-3.html\""));
	assert_int_equal(tb_count(out, "<abbr class=\"forfeit\""), 2);
	/* Every game linked, the records of the finished ones only. */
	assert_non_null(strstr(out, "href=\"game-3.html\""));
	assert_non_null(strstr(out, "href=\"game-1.gcg\""));
	assert_non_null(strstr(out, "href=\"game-2.gcg\""));
	assert_null(strstr(out, "href=\"game-3.gcg\""));
	free(out);

	out = tb_render("champ-html", xml, "en");
	assert_non_null(strstr(out, "<td class=\"n\">1.5</td>"));
	assert_non_null(strstr(out, ">D 18–18</a>"));
	free(out);
	free(xml);
}

/* Where needle first is in hay (-1: nowhere). */
static long
at(const char *hay, const char *needle)
{
	const char *p = strstr(hay, needle);

	return p != NULL ? (long)(p - hay) : -1;
}

/* The empty board of a game's page (board.xsl writes it out, not from
 * the document): the plain squares one rectangle ruled by one path, each
 * premium square of the document's <board> (the engine's premiums, as
 * report-xmlw.c writes them) a square "Mx yh40v40h-40z" of the path of
 * its premium and of no other, and the 61 premium squares labelled (the
 * centre with its star). */
static void
assert_empty_board(const char *xml, const char *page)
{
	const char *b = strstr(xml, "<board>"), *end, *q, *d, *dend;
	char prem[16], path[64], sq[128];
	int row = -1, col, n = 0, k;

	assert_non_null(b);
	end = strstr(b, "</board>");
	assert_non_null(end);
	assert_int_equal(tb_count(page, "<rect class=\"sq pnone\" x=\"28\" "
	    "y=\"28\" width=\"600\" height=\"600\""), 1);
	assert_int_equal(tb_count(page, "<rect class=\"sq "), 1);
	assert_int_equal(tb_count(page, "<path class=\"sq "), 6);
	assert_int_equal(tb_count(page, "<path class=\"sq pnone\" d=\"M68 28V628"),
	    1);
	for (q = b; (q = strstr(q, "<")) != NULL && q < end; q++) {
		if (strncmp(q, "<row name=\"", 11) == 0) {
			row = q[11] - 'A';
			continue;
		}
		if (sscanf(q, "<sq col=\"%d\" premium=\"%15[^\"]\"", &col,
		    prem) != 2 || strcmp(prem, "none") == 0)
			continue;
		assert_true(row >= 0 && row < 15);
		snprintf(path, sizeof path, "<path class=\"sq p%s\" d=\"", prem);
		assert_int_equal(tb_count(page, path), 1);
		d = strstr(page, path) + strlen(path);
		dend = strchr(d, '"');
		snprintf(sq, sizeof sq, "M%d %dh40v40h-40z", 28 + (col - 1) * 40,
		    28 + row * 40);
		assert_true(g_strstr_len(d, dend - d, sq) != NULL);
		/* Its label, or the star. */
		if (strcmp(prem, "centre") == 0)
			snprintf(sq, sizeof sq, "<polygon class=\"star\" "
			    "transform=\"translate(%d,%d)\"",
			    28 + (col - 1) * 40, 28 + row * 40);
		else
			snprintf(sq, sizeof sq, "<text class=\"pl pl%s\" x=\"%d\" "
			    "y=\"%g\">", prem, 28 + (col - 1) * 40 + 20,
			    28 + row * 40 + 24.5);
		assert_int_equal(tb_count(page, sq), 1);
		n++;
	}
	assert_int_equal(n, 61);
	assert_int_equal(tb_count(page, "h40v40h-40z"), 61);
	assert_int_equal(tb_count(page, "<text class=\"pl "), 60);
	for (k = 0; k < 15; k++) {
		snprintf(sq, sizeof sq, "<text x=\"13\" y=\"%d\">%c</text>",
		    28 + k * 40 + 26, 'A' + k);
		assert_int_equal(tb_count(page, sq), 1);
	}
}

/* A game's page: one board for all the turns (its empty board written
 * out by board.xsl, each premium square where the document has it), the tiles
 * of each turn nested in their group (k1 holds k2, ...) so that the
 * style of anchor #mN hides those after turn N; the played words' frames
 * (CASA, ZAR, pOM), the last one shown by default; an anchor, a caption
 * and a row of the list per turn; the GCG linked, the seed. */
static void
test_game_html(void **state)
{
	char	*xml = doc(0, &opts_ro);
	char	*out = tb_render("game-html", xml, "ro");
	char	 id[64];
	int	 k;

	(void)state;
	assert_int_equal(tb_count(out, "<svg "), 1);
	assert_empty_board(xml, out);
	assert_non_null(strstr(out, "<text class=\"pl pl3W\" x=\"48\" "
	    "y=\"52.5\">C×3</text>"));
	/* CASA, Z and R of ZAR, p O M: every tile drawn once. */
	assert_int_equal(tb_count(out, "<rect class=\"t\""), 9);
	assert_int_equal(tb_count(out, "<g class=\"k"), 9);
	/* J6, the blank of turn 5: x = 28 + 5 * 40 + 2.5, y = 28 + 9 * 40
	 * + 2.5, inside group k5 and before k6 begins. */
	assert_true(at(out, "<g class=\"k5\">") > 0);
	assert_true(at(out, "<g class=\"k5\">") <
	    at(out, "<rect class=\"t\" x=\"230.5\" y=\"390.5\""));
	assert_true(at(out, "<rect class=\"t\" x=\"230.5\" y=\"390.5\"") <
	    at(out, "<g class=\"k6\">"));
	assert_non_null(strstr(out, "<text class=\"b\" x=\"248\" "
	    "y=\"415\">p</text>"));
	/* CASA across from H8, ZAR down from G9, pOM across from J6; the
	 * last word played framed when no anchor is chosen. */
	assert_non_null(strstr(out, "<rect class=\"w w1\" x=\"309.5\" "
	    "y=\"309.5\" width=\"157\" height=\"37\""));
	assert_non_null(strstr(out, "<rect class=\"w w2\" x=\"349.5\" "
	    "y=\"269.5\" width=\"37\" height=\"117\""));
	assert_non_null(strstr(out, "<rect class=\"w w5 cur\" x=\"229.5\" "
	    "y=\"389.5\" width=\"117\" height=\"37\""));
	assert_int_equal(tb_count(out, "<rect class=\"w "), 3);
	/* The style: #m4 (a pass) hides turn 5's tiles on, shows caption 4
	 * and frames ZAR, the last word played by then; #m0 the empty board. */
	assert_non_null(strstr(out, "#m0:target~.game .k1,"));
	assert_non_null(strstr(out, ",#m4:target~.game .k5,"));
	assert_null(strstr(out, ",#m9:target~.game .k10"));
	assert_non_null(strstr(out, ",#m4:target~.game .c4,"
	    "#m4:target~.game .w2,"));
	assert_non_null(strstr(out, ",#m9:target~.game .c9,"
	    "#m9:target~.game .w5{display:block}"));
	for (k = 0; k <= 9; k++) {
		snprintf(id, sizeof id, "<span class=\"at\" id=\"m%d\">", k);
		assert_int_equal(tb_count(out, id), 1);
		snprintf(id, sizeof id, "<div class=\"cap c%d", k);
		assert_int_equal(tb_count(out, id), 1);
		/* Each turn's row links its board, the captions step. */
		snprintf(id, sizeof id, "href=\"#m%d\"", k);
		assert_true(tb_count(out, id) >= 1);
		if (k > 0) {
			snprintf(id, sizeof id, "<li class=\"l%d", k);
			assert_int_equal(tb_count(out, id), 1);
		}
	}
	assert_int_equal(tb_count(out, "<li class="), 9);
	assert_non_null(strstr(out, "<div class=\"cap c9 cur\">"));
	assert_non_null(strstr(out, "<li class=\"l9 cur\">"));
	assert_non_null(strstr(out, "Tabla după mutarea 2</strong> (Bogdan "
	    "Știrbu). Conturat: 9G ZAR."));
	assert_non_null(strstr(out, "Tabla după mutarea 4</strong> (Bogdan "
	    "Știrbu). Conturat: 9G ZAR."));
	assert_non_null(strstr(out, "A jucat J6 pOM: 14 puncte; total 22."));
	assert_non_null(strstr(out, "href=\"game-1.gcg\""));
	assert_non_null(strstr(out, "href=\"index.html\""));
	assert_non_null(strstr(out, "cupa-toamnei-1"));
	assert_non_null(strstr(out, "3b1f0c2d4e5f60718293a4b5c6d7e8f9"));
	/* Over: the racks shown. */
	assert_non_null(strstr(xml, " rack=\""));
	assert_non_null(strstr(out, "Literele de pe suport"));
	/* ... and the best move beside each turn, the ranking stated. */
	assert_non_null(strstr(out, "Cea mai bună mutare a literelor: H4 "
	    "MASCAT, 26 de puncte."));
	assert_non_null(strstr(out, "Cu aceste litere nu era posibilă nicio "
	    "mutare."));
	assert_non_null(strstr(out, "Clasificarea este statică, numai după "
	    "punctaj, ca topul de la duplicat"));
	free(out);
	free(xml);

	/* A game still played: whose turn and until when, no record yet;
	 * DINTE outlined, the illegal move said; no rack, though the data
	 * hold them (issue 18). */
	xml = doc(2, &opts_ro);
	assert_null(strstr(xml, " rack="));
	assert_null(strstr(xml, "DEINTUV"));
	assert_null(strstr(xml, "AELMNOS"));
	out = tb_render("game-html", xml, "en");
	assert_null(strstr(out, "The rack before the move"));
	assert_null(strstr(out, "D E I N T U V"));
	assert_null(strstr(out, "best move"));
	assert_empty_board(xml, out);
	assert_non_null(strstr(out, "<text class=\"pl pl2L\" x=\"168\" "
	    "y=\"52.5\">DL</text>"));
	assert_int_equal(tb_count(out, "<rect class=\"t\""), 5);
	assert_non_null(strstr(out, "<rect class=\"w w1 cur\""));
	assert_int_equal(tb_count(out, "<li class="), 2);
	assert_non_null(strstr(out, "<div class=\"cap c2 cur\">"));
	assert_null(strstr(out, ".gcg\""));
	assert_non_null(strstr(out, "8D XYZ"));
	assert_non_null(strstr(out, "4 December 2026, 12:00 (Europe/Bucharest)"));
	free(out);
	free(xml);

	/* Game 2, lost on time: the page says so, not "timeout or
	 * resignation", in both languages. */
	xml = doc(1, &opts_ro);
	out = tb_render("game-html", xml, "ro");
	assert_non_null(strstr(out, "pierdută prin depășirea termenului<"));
	assert_null(strstr(out, "sau prin abandon"));
	free(out);
	out = tb_render("game-html", xml, "en");
	assert_non_null(strstr(out, "lost on time<"));
	assert_null(strstr(out, "or resignation"));
	free(out);
	free(xml);
}

/* A deadline at local midnight is the end of the day before, as the mails
 * write it (util_format_deadline): across a month, a year, a leap day. */
static void
test_midnight_deadline(void **state)
{
	static const struct {
		long long	 t;
		const char	*ro, *en;
	} c[] = {
		{ 1796421600LL, "4 decembrie 2026, ora 24:00",	/* 12-05 */
		    "4 December 2026, 24:00" },
		{ 1796076000LL, "30 noiembrie 2026, ora 24:00",	/* 12-01 */
		    "30 November 2026, 24:00" },
		{ 1798754400LL, "31 decembrie 2026, ora 24:00",	/* 2027 */
		    "31 December 2026, 24:00" },
		{ 1835474400LL, "29 februarie 2028, ora 24:00",	/* 03-01 */
		    "29 February 2028, 24:00" },
	};
	long long	 saved = games[2].deadline;
	size_t		 i;

	(void)state;
	for (i = 0; i < sizeof c / sizeof c[0]; i++) {
		char	*xml, *out;

		games[2].deadline = c[i].t;
		xml = doc(2, &opts_ro);
		out = tb_render("game-html", xml, "ro");
		if (strstr(out, c[i].ro) == NULL)
			fail_msg("no '%s' in the page", c[i].ro);
		assert_null(strstr(out, "ora 00:00"));
		free(out);
		out = tb_render("game-html", xml, "en");
		if (strstr(out, c[i].en) == NULL)
			fail_msg("no '%s' in the page", c[i].en);
		free(out);
		free(xml);
	}
	games[2].deadline = saved;
}

/* The crosstable's forfeit says which it was: game 2's cells (one each
 * way) carry end="timeout", and their title says "on time". */
static void
test_forfeit_reason(void **state)
{
	char	*xml = doc(-1, &opts_ro);
	char	*out = tb_render("champ-html", xml, "ro");

	(void)state;
	assert_int_equal(tb_count(xml, " forfeit=\"self\" end=\"timeout\""),
	    1);
	assert_int_equal(tb_count(xml,
	    " forfeit=\"opponent\" end=\"timeout\""), 1);
	assert_int_equal(tb_count(out, "title=\"pierdută prin depășirea "
	    "termenului\""), 2);
	assert_null(strstr(out, "title=\"pierdută prin depășirea termenului "
	    "sau prin abandon\""));
	free(out);
	free(xml);
}

/* The text: within 78 columns, the same facts. */
static void
test_champ_text(void **state)
{
	char	*xml = doc(-1, &opts_ro);
	char	*out = tb_render("champ-text", xml, "ro");

	(void)state;
	tb_assert_text_width("championship.ro.txt", out);
	assert_non_null(strstr(out, "1,5"));
	/* The second table, by the percentage of the best moves. */
	assert_non_null(strstr(out, "Procentul din cele mai bune mutări"));
	assert_non_null(strstr(out, "   1  Bogdan Știrbu              1        22"
	    "        40"));
	assert_non_null(strstr(out, "game-1.html"));
	free(out);
	free(xml);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_xml_goldens),
		cmocka_unit_test(test_xml_facts),
		cmocka_unit_test(test_xml_errors),
		cmocka_unit_test(test_schema_refuses),
		cmocka_unit_test(test_render_goldens),
		cmocka_unit_test(test_champ_html),
		cmocka_unit_test(test_game_html),
		cmocka_unit_test(test_forfeit_reason),
		cmocka_unit_test(test_midnight_deadline),
		cmocka_unit_test(test_champ_text),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
