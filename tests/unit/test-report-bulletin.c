/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-bulletin.c: the bulletins' XML (report-bulletin.c, rendering
 * the data game_contest_report builds) from real
 * contests played in a temporary database through game-contest.h (the
 * default lexicon, $SCRABMAIL_LEXICON), checked against
 * templates/bulletin.rng and compared whole with golden files in
 * tests/data/publish/ (SCRABMAIL_UPDATE_GOLDEN=1 rewrites them):
 *   - a classic contest (seed 3: round 1's rack holds a blank and its top
 *     uses it) after two closed rounds and an open one: each round's
 *     document and the contest's; diacritics in names, a blank on the
 *     board, a refused entry, shared ranks, a solo bonus, a score warning;
 *     the standings after the last closed round are game_standings';
 *   - a tactic contest's open round (rack2, no top, no entries);
 *   - a contest played to its end (the top entered every round): the seed
 *     revealed, the last round's board after the top is the final one;
 *   - hand-made documents the schema must refuse; names with control
 *     characters and invalid UTF-8; a round that does not exist.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>
#include <libxml/xmlwriter.h>

#include "conf.h"
#include "dup.h"
#include "game-contest.h"
#include "lex-file.h"
#include "movegen.h"
#include "report-bulletin.h"
#include "report-xmlw.h"
#include "store.h"
#include "util.h"

#define DAY	86400LL

struct fx {
	char				 dir[64];
	char				*db;
	struct store			*st;
	struct conf			*conf;
	struct game_ctx			 g;
	struct report_bulletin_schema	*schema;
	struct report_bulletin_opts	 o;	/* the rendering's */
	long long			 t0;
};

static const char *
srcdir(void)
{
	const char *s = getenv("srcdir");

	return s != NULL && *s != '\0' ? s : SM_SRC_TEMPLATES "/..";
}

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL, *rng;

	if (f == NULL)
		return -1;
	unsetenv("SCRABMAIL_CONFIG");
	snprintf(f->dir, sizeof f->dir, "/tmp/test-bulletin-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	f->db = g_strdup_printf("%s/test.db", f->dir);
	if ((f->st = store_open(f->db, 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    (f->conf = conf_load(NULL, &cause)) == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	game_ctx_init(&f->g, f->st, f->conf, NULL);
	rng = g_strdup_printf("%s/templates/bulletin.rng", srcdir());
	f->schema = report_bulletin_schema_load(rng, &cause);
	g_free(rng);
	if (f->schema == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	assert_int_equal(util_parse_iso8601("2026-11-30T10:00:00Z", &f->t0),
	    0);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;
	gchar *cmd[] = { g_strdup("rm"), g_strdup("-rf"), g_strdup(f->dir),
	    NULL };

	game_ctx_clear(&f->g);
	store_close(f->st);
	conf_free(f->conf);
	report_bulletin_schema_free(f->schema);
	g_spawn_sync(NULL, cmd, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
	    NULL, NULL, NULL);
	g_free(cmd[0]);
	g_free(cmd[1]);
	g_free(cmd[2]);
	g_free(f->db);
	free(f);
	return 0;
}

/* ok(call, cause): fail with the cause the call set.  A macro taking the
 * cause's address: as a function's two arguments, cause could be read
 * before the call set it (the order is unspecified; gcc read it first,
 * so every failure said "(no cause)"). */
static void
ok_at(int rc, char *const *cause)
{
	if (rc != 0)
		fail_msg("%s", *cause != NULL ? *cause : "(no cause)");
}
#define ok(rc, cause) ok_at((rc), &(cause))

static long long
contest_new(struct fx *f, const char *name, const char *variant,
    const char *seed, const char *address)
{
	struct contest_opts o;
	char *cause = NULL;
	long long id;

	memset(&o, 0, sizeof o);
	o.name = name;
	o.variant = variant;
	o.seed = seed;
	o.address = address;
	o.round_days = 7;
	o.solo_bonus = 1;
	ok(store_begin(f->st, &cause), cause);
	ok(game_contest_create(&f->g, &o, f->t0, &cause), cause);
	ok(game_contest_start(&f->g, name, f->t0, NULL, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
	ok(game_contest_id(&f->g, name, &id, &cause), cause);
	return id;
}

/* An entry for round number of contest id, by a reader (added when new). */
static void
enter(struct fx *f, long long id, int number, const char *email,
    const char *name, const char *move, int claimed, long long now)
{
	struct entrant *e = NULL;
	struct round *r = NULL;
	char *cause = NULL;
	long long eid;
	int rc;

	ok(store_begin(f->st, &cause), cause);
	rc = store_entrant_find(f->st, id, email, &e, &cause);
	assert_int_not_equal(rc, -1);
	if (rc == 1)
		ok(store_entrant_add(f->st, id, 0, email, name, now, &eid,
		    &cause), cause);
	else
		eid = e->id;
	ok(store_round_get(f->st, id, number, &r, &cause), cause);
	ok(store_entry_put(f->st, r->id, eid, 0, move, claimed, NULL, -1, -1,
	    now, NULL, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
	store_entrant_free(e);
	store_round_free(r);
}

static void
close_round(struct fx *f, long long id, long long now)
{
	char *cause = NULL;

	ok(store_begin(f->st, &cause), cause);
	ok(game_contest_close(&f->g, id, now, NULL, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
}

/* The contest's data as game_contest_report makes it (all of it), and
 * the rendering's options for now. */
static struct report_bulletin *
bulletin(struct fx *f, const char *name, struct contest **c, long long now)
{
	struct report_bulletin *b = NULL;
	char *cause = NULL;

	ok(store_contest_find(f->st, name, c, &cause), cause);
	memset(&f->o, 0, sizeof f->o);
	f->o.lang = "ro";
	f->o.now = now;
	ok(game_contest_report(&f->g, name, 0, &b, &cause), cause);
	assert_non_null(b);
	return b;
}

static void
valid(struct fx *f, const char *what, const char *xml)
{
	char *cause = NULL;

	if (report_bulletin_validate(f->schema, xml, strlen(xml),
	    &cause) != 0)
		fail_msg("%s: %s", what, cause);
}

/* The lexicon's identity is that of the words of the machine's
 * hunspell-ro: the goldens hold a mask instead, and the identity is
 * compared with the default lexicon's. */
static char *
mask_identity(const char *text)
{
	const char *p = strstr(text, " identity=\"");
	struct lexfile lf;
	char err[512], *out;

	assert_non_null(p);
	memset(&lf, 0, sizeof lf);
	if (lexfile_open(&lf, NULL, err, sizeof err) != 0)
		fail_msg("%s", err);
	p += strlen(" identity=\"");
	assert_memory_equal(p, lf.id, LEXFILE_ID_LEN);
	assert_int_equal(p[LEXFILE_ID_LEN], '"');
	lexfile_close(&lf);
	out = g_strdup(text);
	memset(out + (p - text), '#', LEXFILE_ID_LEN);
	return out;
}

static void
assert_golden(const char *name, const char *xml)
{
	char *path = g_strdup_printf("%s/tests/data/publish/%s", srcdir(),
	    name), *want = NULL, *text = mask_identity(xml);
	gsize len;
	GError *err = NULL;

	if (getenv("SCRABMAIL_UPDATE_GOLDEN") != NULL) {
		if (!g_file_set_contents(path, text, -1, &err))
			fail_msg("%s: %s", path, err->message);
	} else if (!g_file_get_contents(path, &want, &len, &err))
		fail_msg("%s: %s", path, err->message);
	else if (strlen(text) != len || memcmp(text, want, len) != 0) {
		char *got = g_strdup_printf("%s.got", name);

		g_file_set_contents(got, text, -1, NULL);
		fail_msg("%s differs from the golden file: diff -u %s %s",
		    name, path, got);
	}
	g_free(want);
	g_free(path);
	g_free(text);
}

/* The text from the first "<el" to the end of its element. */
static char *
element(const char *xml, const char *el)
{
	char *open = g_strdup_printf("<%s ", el), *open2 =
	    g_strdup_printf("<%s>", el);
	char *close = g_strdup_printf("</%s>", el);
	const char *a = strstr(xml, open), *a2 = strstr(xml, open2), *z;
	char *out = NULL;

	if (a == NULL || (a2 != NULL && a2 < a))
		a = a2;
	if (a != NULL && (z = strstr(a, close)) != NULL)
		out = g_strndup(a, (gsize)(z - a) + strlen(close));
	g_free(open);
	g_free(open2);
	g_free(close);
	return out;
}

static size_t
count(const char *hay, const char *needle)
{
	size_t n = 0;

	while ((hay = strstr(hay, needle)) != NULL) {
		n++;
		hay++;
	}
	return n;
}

/* The contest's standings in b (made from the entries read) are
 * game_standings' (summed by the store), line for line. */
static void
same_standings(struct fx *f, const struct contest *c,
    const struct report_bulletin *b)
{
	struct standing_line *sl = NULL;
	char *cause = NULL;
	size_t nsl = 0, i;
	int sum;

	ok(game_standings(&f->g, c, &sl, &nsl, &sum, &cause), cause);
	assert_non_null(b->standings);
	assert_int_equal(b->standings->nlines, nsl);
	assert_int_equal(b->standings->sum_tops, sum);
	for (i = 0; i < nsl; i++) {
		const struct report_bulletin_line *l = &b->standings->lines[i];

		assert_int_equal(l->rank, sl[i].rank);
		assert_string_equal(l->name, sl[i].name);
		assert_int_equal(l->total, sl[i].total);
		assert_true(l->percent == sl[i].percent);
		assert_int_equal(l->tops, sl[i].tops);
		assert_int_equal(l->warnings, sl[i].warnings);
		assert_int_equal(l->penalty, sl[i].penalty);
	}
	game_standings_free(sl, nsl);
}

/* The keys of b's round documents (report_bulletin_round_key): the same
 * at another time, another for another round, language or time zone, or
 * when an entry's score or a name changes. */
static void
check_keys(struct fx *f, const struct report_bulletin *b)
{
	struct report_bulletin_opts o = f->o;
	struct report_bulletin_entry *e;
	char k1[65], k2[65], *cause = NULL;
	const char *name;

	ok(report_bulletin_round_key(b, 1, &o, k1, &cause), cause);
	assert_int_equal(strlen(k1), 64);
	o.now += 86400;
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_equal(k1, k2);
	ok(report_bulletin_round_key(b, 2, &o, k2, &cause), cause);
	assert_string_not_equal(k1, k2);
	o.lang = "en";
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_not_equal(k1, k2);
	o = f->o;
	o.timezone = "Europe/Bucharest";
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_not_equal(k1, k2);
	o = f->o;
	e = (struct report_bulletin_entry *)(uintptr_t)
	    &b->round[0].entries[0];
	e->score++;
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_not_equal(k1, k2);
	e->score--;
	name = e->name;
	e->name = "Ana Popescu";
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_not_equal(k1, k2);
	e->name = name;
	ok(report_bulletin_round_key(b, 1, &o, k2, &cause), cause);
	assert_string_equal(k1, k2);
	assert_int_equal(report_bulletin_round_key(b, 9, &o, k2, &cause), -1);
	assert_non_null(strstr(cause, "has no round 9"));
	free(cause);
}

/* Two closed rounds and an open one; round 1's top (H6 TrOFISM, 90)
 * puts a blank on the board. */
static void
test_classic(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	struct standing_line *sl = NULL;
	char *cause = NULL, *doc[4], *s1, *s2, *name;
	size_t len, nsl = 0;
	long long id, t = f->t0;
	int sum, i;

	id = contest_new(f, "Flacăra", "classic", "3", "concurs@ziar.test");
	enter(f, id, 1, "ana@example.ro", "Ana Pop", "H6 TrOFISM", 90,
	    t + 3600);
	enter(f, id, 1, "dan@example.ro", "Dan Ștefănescu", "8F TrOFISM", 88,
	    t + 3700);
	enter(f, id, 1, "eva@example.ro", "Eva Ionescu", "H8 FIM", 24,
	    t + 3800);
	enter(f, id, 1, "ion@example.ro", "Ion Țepeș", "H8 XYZ", 30, t + 3900);
	close_round(f, id, t + 7 * DAY);
	t += 7 * DAY;
	/* Ana alone finds the top (a solo bonus); Ion's claim is wrong. */
	enter(f, id, 2, "ana@example.ro", "Ana Pop", "10F GRIVNO", -1,
	    t + 3600);
	enter(f, id, 2, "dan@example.ro", "Dan Ștefănescu", "10G VIRGIN", 39,
	    t + 3700);
	enter(f, id, 2, "ion@example.ro", "Ion Țepeș", "10F GRIVI", 39,
	    t + 3800);
	close_round(f, id, t + 7 * DAY);
	t += 7 * DAY;

	b = bulletin(f, "Flacăra", &c, t + 60);
	assert_int_equal(b->rounds, 3);
	same_standings(f, c, b);
	assert_int_equal(b->open_round, 3);
	for (i = 0; i < 3; i++) {
		doc[i] = report_bulletin_round_xml(b, i + 1, &f->o, &len,
		    &cause);
		if (doc[i] == NULL)
			fail_msg("round %d: %s", i + 1, cause);
		assert_int_equal(strlen(doc[i]), len);
		name = g_strdup_printf("round-%02d.xml", i + 1);
		valid(f, name, doc[i]);
		assert_golden(name, doc[i]);
		g_free(name);
	}
	doc[3] = report_bulletin_xml(b, &f->o, &len, &cause);
	if (doc[3] == NULL)
		fail_msg("contest: %s", cause);
	valid(f, "contest.xml", doc[3]);
	assert_golden("contest.xml", doc[3]);

	/* What the goldens must show, said again so that a careless
	 * SCRABMAIL_UPDATE_GOLDEN cannot hide it. */
	assert_non_null(strstr(doc[0], "<top move=\"H6 TrOFISM\" score=\"90\"/>"));
	assert_non_null(strstr(doc[0], "name=\"Dan Ștefănescu\""));
	assert_non_null(strstr(doc[0], "name=\"Ion Țepeș\""));
	/* The blank (the r of TrOFISM, H7) after round 1, not before. */
	s1 = element(doc[0], "played-board");
	assert_non_null(s1);
	assert_int_equal(count(s1, "blank=\"yes\""), 1);
	assert_int_equal(count(s1, "tile="), 7);
	assert_non_null(strstr(s1, "<sq col=\"7\" premium=\"none\" tile=\"R\" "
	    "blank=\"yes\"/>"));
	g_free(s1);
	s1 = element(doc[0], "board");
	assert_int_equal(count(s1, "tile="), 0);
	assert_int_equal(count(s1, "<sq "), 225);
	assert_int_equal(count(s1, "premium=\"centre\""), 1);
	g_free(s1);
	assert_int_equal(count(doc[1], "blank=\"yes\""), 1 + 1);
	assert_non_null(strstr(doc[1], "<last move=\"H6 TrOFISM\"/>"));
	/* Refused, with its reason; shared ranks. */
	assert_non_null(strstr(doc[0], "name=\"Ion Țepeș\" move=\"H8 XYZ\" "
	    "claimed=\"30\" score=\"0\" bonus=\"0\" warnings=\"0\" top=\"no\" "
	    "valid=\"no\" verdict=\""));
	assert_non_null(strstr(doc[0], "<entry rank=\"1\" name=\"Ana Pop\""));
	assert_non_null(strstr(doc[0], "<entry rank=\"1\" name=\"Dan "));
	assert_non_null(strstr(doc[0], "<entry rank=\"3\" name=\"Eva "));
	/* The open round: no results. */
	assert_null(strstr(doc[2], "<entries"));
	assert_null(strstr(doc[2], "<top "));
	assert_null(strstr(doc[2], "<standings"));
	assert_null(strstr(doc[2], "outcome="));
	/* Contest: every round, no entries, the seed hidden. */
	assert_int_equal(count(doc[3], "<round "), 3);
	assert_null(strstr(doc[3], "<entries"));
	assert_null(strstr(doc[3], " seed=\""));
	assert_non_null(strstr(doc[3], "status=\"running\" rounds=\"3\""));

	/* The standings after round 2 (the last closed) are game_standings'
	 * line for line. */
	s1 = element(doc[1], "standings");
	s2 = element(doc[3], "standings");
	assert_non_null(s1);
	assert_non_null(s2);
	assert_string_equal(s1, s2);
	ok(game_standings(&f->g, c, &sl, &nsl, &sum, &cause), cause);
	assert_int_equal(count(s1, "<line "), nsl);
	for (i = 0; i < (int)nsl; i++) {
		char *line = g_strdup_printf("<line rank=\"%d\" name=\"%s\" "
		    "total=\"%d\" percent=\"%.1f\"", sl[i].rank, sl[i].name,
		    sl[i].total, sl[i].percent);

		assert_non_null(strstr(s1, line));
		g_free(line);
	}
	game_standings_free(sl, nsl);
	g_free(s1);
	g_free(s2);
	/* After round 1 only: round 1's results. */
	s1 = element(doc[0], "standings");
	assert_non_null(strstr(s1, "after-round=\"1\" sum-tops=\"90\""));
	g_free(s1);

	/* A round's document does not say how many rounds were drawn (it
	 * would change at every round drawn): its round says next="yes"
	 * once a later one is. */
	for (i = 0; i < 3; i++)
		assert_null(strstr(doc[i], " rounds=\""));
	assert_int_equal(count(doc[0], " next=\"yes\""), 1);
	assert_int_equal(count(doc[1], " next=\"yes\""), 1);
	assert_null(strstr(doc[2], " next="));
	check_keys(f, b);

	for (i = 0; i < 4; i++)
		free(doc[i]);
	game_contest_report_free(b);
	store_contest_free(c);
}

/* A tactic round as drawn: two groups of letters, nothing else yet. */
static void
test_tactic_open(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	char *cause = NULL, *doc;

	contest_new(f, "Tactica", "tactic", "7", NULL);
	b = bulletin(f, "Tactica", &c, f->t0 + 60);
	doc = report_bulletin_round_xml(b, 1, &f->o, NULL, &cause);
	if (doc == NULL)
		fail_msg("%s", cause);
	valid(f, "tactic round 1", doc);
	assert_golden("tactic-round-01.xml", doc);
	assert_int_equal(count(doc, "<rack2 letters=\""), 1);
	assert_non_null(strstr(doc, "variant=\"tactic\""));
	assert_null(strstr(doc, "<address"));
	assert_null(strstr(doc, "<last "));
	assert_null(strstr(doc, "<entries"));
	free(doc);
	/* No round 2 yet. */
	assert_null(report_bulletin_round_xml(b, 2, &f->o, NULL, &cause));
	assert_non_null(strstr(cause, "has no round 2"));
	free(cause);
	game_contest_report_free(b);
	store_contest_free(c);
}

/* The top of the open round of contest id, as a move to enter. */
static int
current_top(struct fx *f, struct sm_movegen *gen, long long id, char *buf,
    size_t cap, int *number)
{
	struct round *r = NULL;
	struct sm_dup d;
	struct sm_dup_top top;
	char *cause = NULL;
	size_t n = 0;

	ok(store_round_get(f->st, id, 0, &r, &cause), cause);
	*number = r->number;
	assert_int_equal(sm_dup_load(&d, r->state), 0);
	store_round_free(r);
	if (sm_dup_tops(&d, gen, &top, 1, &n) != 0 || n == 0)
		return -1;
	sm_move_format(&top.move[0].move, buf, cap);
	return top.score;
}

/* A contest played to its end: the seed revealed, the final board. */
static void
test_over(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	struct sm_movegen *gen;
	struct lexfile lf;
	struct sm_dup d;
	struct sm_board final;
	char err[512], move[64], *cause = NULL, *doc, *last, *pb, *cdoc;
	long long id, t = f->t0;
	int number = 0, score, rounds = 0, row, col;

	memset(&lf, 0, sizeof lf);
	if (lexfile_open(&lf, NULL, err, sizeof err) != 0)
		fail_msg("%s", err);
	assert_non_null(gen = sm_movegen_new(&lf.lx));
	id = contest_new(f, "Sfârșit", "classic", "11", NULL);
	for (;;) {
		ok(store_contest_get(f->st, id, &c, &cause), cause);
		if (c->status == STORE_CONTEST_OVER)
			break;
		store_contest_free(c);
		c = NULL;
		score = current_top(f, gen, id, move, sizeof move, &number);
		if (score >= 0)
			enter(f, id, number, "ana@example.ro", "Ana", move,
			    score, t + 60);
		t += DAY;
		close_round(f, id, t);
		assert_true(++rounds < 60);
	}
	store_contest_free(c);
	b = bulletin(f, "Sfârșit", &c, t + 60);
	cdoc = report_bulletin_xml(b, &f->o, NULL, &cause);
	if (cdoc == NULL)
		fail_msg("%s", cause);
	valid(f, "contest over", cdoc);
	last = g_strdup_printf("<seed hash=\"%s\" seed=\"11\"/>", c->seed_hash);
	assert_non_null(strstr(cdoc, last));
	g_free(last);
	assert_non_null(strstr(cdoc, "status=\"over\""));
	assert_int_equal(count(cdoc, "<round "), b->rounds);
	assert_int_equal(b->open_round, 0);
	/* The last round's board after its top is the game's final one. */
	doc = report_bulletin_round_xml(b, b->rounds, &f->o, NULL, &cause);
	if (doc == NULL)
		fail_msg("%s", cause);
	valid(f, "last round", doc);
	assert_non_null(strstr(doc, "outcome=\"played\""));
	pb = element(doc, "played-board");
	assert_non_null(pb);
	assert_int_equal(sm_dup_load(&d, c->state), 0);
	final = d.board;
	for (row = 0; row < SM_DIM; row++)
		for (col = 0; col < SM_DIM; col++) {
			uint8_t tl = sm_board_at(&final, row, col);
			char *sq;

			if (tl == 0)
				continue;
			sq = g_strdup_printf("tile=\"%c\" blank=\"%s\"",
			    sm_letter_to_ascii(SM_TILE_LETTER(tl)),
			    SM_TILE_IS_BLANK(tl) ? "yes" : "no");
			assert_non_null(strstr(pb, sq));
			g_free(sq);
		}
	assert_int_equal(count(pb, "tile="), final.ntiles);
	assert_true(final.ntiles > 50);
	g_free(pb);
	free(doc);
	free(cdoc);
	game_contest_report_free(b);
	store_contest_free(c);
	sm_movegen_free(gen);
	lexfile_close(&lf);
}

/* The arbiter's decisions in the bulletins: all in the contest's
 * document, a round's in its own; a cancelled round marked; both valid. */
static void
test_decisions(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	struct game_decision d;
	char *cause = NULL, *doc, *rdoc;
	long long id, t = f->t0;

	id = contest_new(f, "Arbitraj", "classic", "12", NULL);
	enter(f, id, 1, "ana@example.ro", "Ana", "H8 CASA", 8, t + 60);
	close_round(f, id, t + 8 * DAY);
	ok(store_begin(f->st, &cause), cause);
	memset(&d, 0, sizeof d);
	d.contest = "Arbitraj";
	d.who = "ana@example.ro";
	d.kind = GAME_DECIDE_DISCIPLINARY;
	d.round = 1;
	d.reason = "a vorbit în sală";
	ok(game_contest_decide(&f->g, &d, t + 8 * DAY, &cause), cause);
	d.who = NULL;
	d.kind = GAME_DECIDE_CANCEL_ROUND;
	d.reason = "literele anunțate greșit";
	ok(game_contest_decide(&f->g, &d, t + 8 * DAY, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
	b = bulletin(f, "Arbitraj", &c, t + 8 * DAY);
	assert_int_equal(b->ndecisions, 2);
	same_standings(f, c, b);
	doc = report_bulletin_xml(b, &f->o, NULL, &cause);
	if (doc == NULL)
		fail_msg("%s", cause);
	valid(f, "contest with decisions", doc);
	assert_int_equal(count(doc, "<decision "), 2);
	assert_non_null(strstr(doc, "kind=\"disciplinary\" round=\"1\" "
	    "player=\"Ana\" warnings=\"4\" reason=\"a vorbit în sală\""));
	assert_non_null(strstr(doc, "kind=\"cancel-round\" round=\"1\" "
	    "reason=\"literele anunțate greșit\""));
	assert_non_null(strstr(doc, "cancelled=\"yes\""));
	rdoc = report_bulletin_round_xml(b, 1, &f->o, NULL, &cause);
	if (rdoc == NULL)
		fail_msg("%s", cause);
	valid(f, "round with decisions", rdoc);
	assert_int_equal(count(rdoc, "<decision "), 2);
	free(rdoc);
	rdoc = report_bulletin_round_xml(b, 2, &f->o, NULL, &cause);
	if (rdoc == NULL)
		fail_msg("%s", cause);
	assert_int_equal(count(rdoc, "<decision "), 0);
	free(rdoc);
	free(doc);
	game_contest_report_free(b);
	store_contest_free(c);
}

/* Names as they may come from mail: made valid, still checked. */
static void
test_names_cleaned(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	char *cause = NULL, *doc;
	long long id;

	id = contest_new(f, "Curat", "classic", "5", NULL);
	enter(f, id, 1, "x@example.ro", "Ion\x01\tPop \xff<&>\"", "H8 AB", 4,
	    f->t0 + 60);
	close_round(f, id, f->t0 + 7 * DAY);
	b = bulletin(f, "Curat", &c, f->t0 + 7 * DAY);
	doc = report_bulletin_round_xml(b, 1, &f->o, NULL, &cause);
	if (doc == NULL)
		fail_msg("%s", cause);
	valid(f, "odd names", doc);
	assert_non_null(strstr(doc, "name=\"Ion  Pop \xef\xbf\xbd&lt;&amp;"
	    "&gt;&quot;\""));
	free(doc);
	game_contest_report_free(b);
	store_contest_free(c);
}

/* Documents the schema must refuse, each for a reason it names. */
static void
test_schema_refuses(void **state)
{
	struct fx *f = *state;
	char *path = g_strdup_printf("%s/tests/data/publish/round-01.xml",
	    srcdir()), *good = NULL, *bad, *cause = NULL, *rng;
	struct report_bulletin_schema *other;
	gsize len;
	GError *err = NULL;
	static const struct {
		const char *from, *to, *says;
	} cuts[] = {
		/* No board. */
		{ "<board>", "<broad>", "board" },
		/* A refused entry must say why. */
		{ "valid=\"no\" verdict=", "valid=\"no\" reason=", "entry" },
		{ "premium=\"3W\"", "premium=\"4W\"", "Element sq" },
		{ "outcome=\"played\"", "outcome=\"won\"", "Element round" },
		{ "<top move=\"H6 TrOFISM\"", "<top move=\"Z99 X\"", "got top" },
		{ "kind=\"round\"", "kind=\"contest\"", "Element bulletin" },
		/* A round's document does not say how many rounds were
		 * drawn (it would change with every round). */
		{ " round-days=", " rounds=\"3\" round-days=", "rounds" },
		/* A closed round is followed by the standings after it. */
		{ "<standings ", "<standingz ", "standing" },
		/* An entry's attributes are the entry's. */
		{ " rank=\"1\" name=", " name=", "entry" },
	};
	size_t i;

	if (!g_file_get_contents(path, &good, &len, &err))
		fail_msg("%s: %s", path, err->message);
	/* The golden's masked identity, made valid again. */
	if ((bad = strstr(good, "################")) != NULL)
		memset(bad, 'a', LEXFILE_ID_LEN);
	ok(report_bulletin_validate(f->schema, good, len, &cause), cause);
	/* Each kind of document is checked by its own grammar (linear
	 * time), so the refusals below are that grammar's; a schema that
	 * names no kinds is used whole. */
	assert_int_equal(report_bulletin_schema_kinds(f->schema), 2);
	rng = g_strdup_printf("%s/templates/championship.rng", srcdir());
	other = report_bulletin_schema_load(rng, &cause);
	assert_non_null(other);
	assert_int_equal(report_bulletin_schema_kinds(other), 0);
	report_bulletin_schema_free(other);
	g_free(rng);
	for (i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
		char **parts = g_strsplit(good, cuts[i].from, 2);

		assert_non_null(parts[1]);
		bad = g_strjoin(cuts[i].to, parts[0], parts[1], NULL);
		g_strfreev(parts);
		if (report_bulletin_validate(f->schema, bad, strlen(bad),
		    &cause) == 0)
			fail_msg("accepted with %s", cuts[i].to);
		if (strstr(cause, cuts[i].says) == NULL ||
		    strstr(cause, "line ") == NULL)
			fail_msg("%s: the cause does not say where or what: %s",
			    cuts[i].to, cause);
		free(cause);
		g_free(bad);
	}
	/* Not XML at all. */
	assert_int_equal(report_bulletin_validate(f->schema, "<bulletin",
	    9, &cause), -1);
	assert_non_null(strstr(cause, "not well-formed"));
	free(cause);
	/* A schema that is not one. */
	assert_null(report_bulletin_schema_load(path, &cause));
	assert_non_null(strstr(cause, "round-01.xml"));
	free(cause);
	g_free(good);
	g_free(path);
}

/* An entrant eliminated, another warned: the contest's standings as
 * game_standings has them (the one left out, the warnings counted). */
static void
test_standings_decided(void **state)
{
	struct fx *f = *state;
	struct report_bulletin *b;
	struct contest *c = NULL;
	struct game_decision d;
	char *cause = NULL;
	long long id, t = f->t0;

	id = contest_new(f, "Decise", "classic", "12", NULL);
	enter(f, id, 1, "ana@example.ro", "Ana", "H8 CASA", 8, t + 60);
	enter(f, id, 1, "dan@example.ro", "Dan", "H8 CASA", 9, t + 70);
	enter(f, id, 1, "eva@example.ro", "Eva", "H8 XYZ", 30, t + 80);
	close_round(f, id, t + 8 * DAY);
	ok(store_begin(f->st, &cause), cause);
	memset(&d, 0, sizeof d);
	d.contest = "Decise";
	d.who = "dan@example.ro";
	d.kind = GAME_DECIDE_ELIMINATE;
	d.round = 1;
	d.reason = "a copiat";
	ok(game_contest_decide(&f->g, &d, t + 8 * DAY, &cause), cause);
	d.who = "eva@example.ro";
	d.kind = GAME_DECIDE_TECHNICAL;
	d.reason = "adresă greșită";
	ok(game_contest_decide(&f->g, &d, t + 8 * DAY, &cause), cause);
	ok(store_commit(f->st, &cause), cause);
	b = bulletin(f, "Decise", &c, t + 8 * DAY);
	assert_int_equal(b->standings->nlines, 2);
	same_standings(f, c, b);
	game_contest_report_free(b);
	store_contest_free(c);
}

/* report-xmlw.c writes what libxml2's xmlTextWriter (indented by two
 * spaces) wrote before it, byte for byte: nesting, empty elements, text
 * elements, and every escape in attributes and text (the values as xw
 * cleans them: a tab or newline of an attribute or a one-line text made a
 * space, a return of a text of lines dropped). */
static void
test_writer_as_libxml2(void **state)
{
	static const char *const attrs[] = {
		"plain", "a\"b<c>d&e'f", "Ștefăniță Țepeș", "", "x  y",
		"&amp; ]]> --",
	};
	xmlBufferPtr buf = xmlBufferCreate();
	xmlTextWriterPtr tw = xmlNewTextWriterMemory(buf, 0);
	struct xw w;
	char *got, *cause = NULL;
	size_t len, i;

	(void)state;
	assert_non_null(tw);
	xmlTextWriterSetIndent(tw, 1);
	xmlTextWriterSetIndentString(tw, (const xmlChar *)"  ");
	xmlTextWriterStartDocument(tw, NULL, "UTF-8", NULL);
	xmlTextWriterStartElement(tw, (const xmlChar *)"bulletin");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"kind",
	    (const xmlChar *)"test");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"lang",
	    (const xmlChar *)"ro");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"generated",
	    (const xmlChar *)"1970-01-01T00:00:00Z");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"version",
	    (const xmlChar *)"1");
	assert_int_equal(xw_open(&w, "test", "ro", 0, NULL), 0);

	xmlTextWriterStartElement(tw, (const xmlChar *)"empty");
	xmlTextWriterEndElement(tw);
	xw_start(&w, "empty");
	xw_end(&w);
	xmlTextWriterStartElement(tw, (const xmlChar *)"a");
	xw_start(&w, "a");
	for (i = 0; i < G_N_ELEMENTS(attrs); i++) {
		char name[8];

		snprintf(name, sizeof name, "v%zu", i);
		xmlTextWriterWriteAttribute(tw, (const xmlChar *)name,
		    (const xmlChar *)attrs[i]);
		xw_attr(&w, name, attrs[i]);
	}
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"tab",
	    (const xmlChar *)"1 2 3");
	xw_attr(&w, "tab", "1\t2\n3");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"n",
	    (const xmlChar *)"-42");
	xw_attri(&w, "n", -42);
	xmlTextWriterStartElement(tw, (const xmlChar *)"b");
	xmlTextWriterStartElement(tw, (const xmlChar *)"c");
	xmlTextWriterWriteAttribute(tw, (const xmlChar *)"yes",
	    (const xmlChar *)"yes");
	xmlTextWriterEndElement(tw);
	xmlTextWriterEndElement(tw);
	xw_start(&w, "b");
	xw_start(&w, "c");
	xw_attrb(&w, "yes", 1);
	xw_end(&w);
	xw_end(&w);
	xmlTextWriterWriteElement(tw, (const xmlChar *)"text",
	    (const xmlChar *)"x < y & \"z\" > 'w' Ș t");
	xw_text(&w, "text", "x < y & \"z\" > 'w' Ș\nt");
	xmlTextWriterWriteElement(tw, (const xmlChar *)"lines",
	    (const xmlChar *)"one\ntwo\tthree\n& <four>\n");
	xw_text_lines(&w, "lines", "one\r\ntwo\tthree\n& <four>\r\n");
	xmlTextWriterWriteElement(tw, (const xmlChar *)"none",
	    (const xmlChar *)"");
	xw_text(&w, "none", "");
	xmlTextWriterEndElement(tw);
	xw_end(&w);
	xmlTextWriterEndElement(tw);
	xw_end(&w);
	xmlTextWriterEndDocument(tw);
	xmlFreeTextWriter(tw);

	got = xw_close(&w, &len, &cause);
	if (got == NULL)
		fail_msg("%s", cause);
	assert_int_equal(len, strlen(got));
	assert_string_equal(got, (const char *)xmlBufferContent(buf));
	free(got);
	xmlBufferFree(buf);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_classic, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tactic_open, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_over, setup, teardown),
		cmocka_unit_test_setup_teardown(test_decisions, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_names_cleaned, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_schema_refuses, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_standings_decided, setup,
		    teardown),
		cmocka_unit_test(test_writer_as_libxml2),
	};

	setenv("SCRABMAIL_NOW", "2026-11-30T10:00:00Z", 1);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
