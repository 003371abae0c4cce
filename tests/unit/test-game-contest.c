/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-contest.c: the duplicate contests' rules (game-contest.c)
 * through their API only: a temporary database (store_open), a lexicon
 * of every two-letter word (written to a file, as a contest needs one), no
 * mail.  The moves are not written down here: the fixture finds, for the
 * open round as drawn, the top (the engine's sm_dup_tops), a valid move
 * scoring less and a move that is refused, so that the tests hold whatever
 * the draw gives.
 *
 *   - create, join, start (registered contests mail round 1, open ones
 *     print it), and what is refused;
 *   - the ROUND entry's outcomes: which contest (none, several, the one
 *     the mail is addressed to, CONCURS), received, replaced, closed,
 *     unknown round, late, not an entrant, no move, judged on receipt;
 *   - a round closed: every entry judged (valid, refused word, wrong or
 *     missing claimed score), the top played and the next round drawn (or
 *     the same letters repeated when nobody played), the solo bonus, the
 *     results mailed, the standings with shared ranks, the 4th warning's
 *     penalty, the Top variant's ranking and its warnings;
 *   - tick: the rounds past their deadline closed, the others not; the
 *     registered entrants without an entry reminded once, a day before;
 *   - the bulletins' data (game_contest_report): entries ranked, the
 *     standings after the round equal to game_standings.
 *
 * The fixture is meant to be reused: fx_contest() makes a contest with n
 * players (registered, or readers of an open contest who enter by
 * address), round_moves() the moves of its open round, play_round() a
 * round with the entries given (players not named do not enter) closed
 * after its deadline.
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

#include "conf.h"
#include "dup.h"
#include "dupmanual.h"
#include "game-contest.h"
#include "game-seed.h"
#include "lex-file.h"
#include "lexicon.h"
#include "movegen.h"
#include "report-bulletin.h"
#include "store.h"
#include "util.h"

#ifndef TEST_SHARD
#define TEST_SHARD 0	/* 0: every test; 1, 2: one part (main) */
#endif

#define DAY		86400LL
#define MAX_PLAYERS	12

struct fx {
	char		 dir[64];
	char		*db;
	char		*lex;		/* the lexicon file */
	struct store	*st;
	struct conf	*conf;
	struct game_ctx	 g;
	/* The test's own generator on the same lexicon. */
	struct lexfile	 lf;
	struct sm_movegen *gen;
	long long	 t0;		/* when contests start */
};

/* A contest made by fx_contest. */
struct tc {
	long long	 id;
	const char	*name;
	int		 registered;
	int		 nplayers;	/* players p1..pn */
	long long	 now;		/* its clock: the open round's start */
};

/* The moves of a contest's open round. */
struct moves {
	int	 number;
	char	 top[64];
	int	 top_score;
	char	 low[64];		/* valid, scoring less than the top */
	int	 low_score;
	char	 bad[64];		/* refused (round 1: not a word) */
	char	 rack[32];
	char	 state[SM_DUP_SAVE_MAX];	/* the round as drawn */
};

/* One entry of play_round: player who (1..n) plays move claiming claimed
 * (-1: no claim). */
struct play {
	int		 who;
	const char	*move;
	int		 claimed;
};

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

/* Every word of two to four letters, and nothing longer: every rack has
 * moves of several scores, five letters in a row are never a word, and
 * the tops of four rounds leave room for a fifth. */
static void
write_lexicon(const char *path)
{
	struct sm_lexbuild *b = sm_lexbuild_new();
	uint8_t w[4];
	void *img = NULL;
	size_t len = 0, n, k;
	unsigned long i, words;

	assert_non_null(b);
	for (n = 2; n <= 4; n++) {
		for (words = 1, k = 0; k < n; k++)
			words *= 26;
		for (i = 0; i < words; i++) {
			unsigned long x = i;

			for (k = 0; k < n; k++, x /= 26)
				w[n - 1 - k] = (uint8_t)(1 + x % 26);
			assert_int_equal(sm_lexbuild_add(b, w, n), SM_LEX_OK);
		}
	}
	assert_int_equal(sm_lexbuild_finish(b, "test: every word of two to "
	    "four letters", 0, &img, &len, NULL), SM_LEX_OK);
	sm_lexbuild_free(b);
	/* Its identity stamped, as mklex and 'lexicon build' do: else every
	 * open (the fixture's and each test's contest's) would compute it
	 * again from the 475,228 words. */
	assert_int_equal(lexfile_stamp_id(img, len), 0);
	assert_int_equal(util_write_file_atomic(path, img, len), 0);
	free(img);
}

/* The lexicon file, written once for all the tests. */
static char lexicon_dir[64];
static char *lexicon_path;

static void
remove_dir(const char *dir)
{
	gchar *cmd[] = { g_strdup("rm"), g_strdup("-rf"), g_strdup(dir),
	    NULL };

	g_spawn_sync(NULL, cmd, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
	    NULL, NULL, NULL);
	g_free(cmd[0]);
	g_free(cmd[1]);
	g_free(cmd[2]);
}

static int
group_setup(void **state)
{
	(void)state;
	snprintf(lexicon_dir, sizeof lexicon_dir,
	    "/tmp/test-game-contest-lex-XXXXXX");
	if (mkdtemp(lexicon_dir) == NULL)
		return -1;
	lexicon_path = g_strdup_printf("%s/words.lex", lexicon_dir);
	write_lexicon(lexicon_path);
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	remove_dir(lexicon_dir);
	g_free(lexicon_path);
	return 0;
}

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL, err[512];

	if (f == NULL)
		return -1;
	unsetenv("SCRABMAIL_CONFIG");
	snprintf(f->dir, sizeof f->dir, "/tmp/test-game-contest-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	f->db = g_strdup_printf("%s/test.db", f->dir);
	f->lex = g_strdup(lexicon_path);
	if ((f->st = store_open(f->db, 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    (f->conf = conf_load(NULL, &cause)) == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	/* The organiser's lexicon is the test's. */
	free(f->conf->lexicon);
	f->conf->lexicon = xstrdup(f->lex);
	free(f->conf->timezone);
	f->conf->timezone = NULL;
	game_ctx_init(&f->g, f->st, f->conf, NULL);
	if (lexfile_open(&f->lf, f->lex, err, sizeof err) != 0) {
		fprintf(stderr, "setup: %s\n", err);
		return -1;
	}
	if ((f->gen = sm_movegen_new(&f->lf.lx)) == NULL)
		return -1;
	assert_int_equal(util_parse_iso8601("2026-11-30T10:00:00Z", &f->t0),
	    0);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;

	game_ctx_clear(&f->g);
	store_close(f->st);
	conf_free(f->conf);
	sm_movegen_free(f->gen);
	lexfile_close(&f->lf);
	remove_dir(f->dir);
	g_free(f->db);
	g_free(f->lex);
	free(f);
	return 0;
}

/* --- the fixture ---------------------------------------------------------- */

static char *
player_email(int who)
{
	return g_strdup_printf("p%d@example.ro", who);
}

static char *
player_name(int who)
{
	return g_strdup_printf("Player %d", who);
}

static void
begin(struct fx *f)
{
	char *cause = NULL;

	ok(store_begin(f->st, &cause), cause);
}

static void
commit(struct fx *f)
{
	char *cause = NULL;

	ok(store_commit(f->st, &cause), cause);
}

/* The options of a contest as the tests make them: 7 days a round, seed
 * "seed-NAME", the solo bonus on. */
static void
opts_init(struct contest_opts *o, const char *name, const char *variant)
{
	memset(o, 0, sizeof *o);
	o->name = name;
	o->variant = variant;
	o->entry = "open";
	o->round_days = 7;
	o->solo_bonus = 1;
}

/* Create and start the contest of o at f->t0, with n players: registered
 * players p1..pn who join (entry registered), or for an open contest
 * readers p1..pn known once they enter. */
static struct tc
fx_contest_opts(struct fx *f, const struct contest_opts *o, int n)
{
	struct tc c;
	char *cause = NULL, *seed = g_strdup_printf("seed-%s", o->name);
	struct contest_opts oo = *o;
	int i;

	memset(&c, 0, sizeof c);
	c.name = o->name;
	c.registered = o->entry != NULL &&
	    strcmp(o->entry, "registered") == 0;
	c.nplayers = n;
	c.now = f->t0;
	if (oo.seed == NULL)
		oo.seed = seed;
	begin(f);
	ok(game_contest_create(&f->g, &oo, f->t0, &cause), cause);
	for (i = 1; c.registered && i <= n; i++) {
		char *email = player_email(i), *pname =
		    g_strdup_printf("p%d", i);
		struct player *pl = NULL;
		int rc;

		/* The players p1.. are registered once per database. */
		if ((rc = store_player_find(f->st, pname, &pl, &cause)) == 1)
			ok(store_player_add(f->st, pname, email, NULL, "ro",
			    f->t0, NULL, &cause), cause);
		else
			ok(rc, cause);
		store_player_free(pl);
		ok(game_contest_join(&f->g, o->name, pname, f->t0, &cause),
		    cause);
		g_free(email);
		g_free(pname);
	}
	ok(game_contest_start(&f->g, o->name, f->t0, NULL, &cause), cause);
	commit(f);
	ok(game_contest_id(&f->g, o->name, &c.id, &cause), cause);
	g_free(seed);
	return c;
}

static struct tc
fx_contest(struct fx *f, const char *name, const char *variant, int n,
    int registered)
{
	struct contest_opts o;

	opts_init(&o, name, variant);
	if (registered)
		o.entry = "registered";
	return fx_contest_opts(f, &o, n);
}

static struct round *
open_round(struct fx *f, const struct tc *c)
{
	struct round *r = NULL;
	char *cause = NULL;

	ok(store_round_get(f->st, c->id, 0, &r, &cause), cause);
	return r;
}

static struct round *
round_no(struct fx *f, const struct tc *c, int number)
{
	struct round *r = NULL;
	char *cause = NULL;

	ok(store_round_get(f->st, c->id, number, &r, &cause), cause);
	return r;
}

/* The best move without a blank scoring less than below (the first in
 * the ranking order among equals). */
struct lesser {
	int			 below;
	int			 found;
	struct sm_genmove	 best;
};

static void
lesser_cb(const struct sm_genmove *g, void *arg)
{
	struct lesser *ls = arg;

	if (g->score >= ls->below || g->score <= 0 || g->nblanks > 0)
		return;
	if (!ls->found || g->score > ls->best.score ||
	    (g->score == ls->best.score && sm_genmove_cmp(g, &ls->best) < 0)) {
		ls->best = *g;
		ls->found = 1;
	}
}

/* The top, a lesser valid move (no blank) and a refused one for the open
 * round of c. */
static void
round_moves(struct fx *f, const struct tc *c, struct moves *m)
{
	struct round *r = open_round(f, c);
	struct sm_dup d;
	struct sm_dup_top top;
	struct sm_genrack gr[2];
	struct lesser ls;
	size_t n = 0, k;
	char letters[6];
	const char *p;

	memset(m, 0, sizeof *m);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	m->number = r->number;
	util_strlcpy(m->rack, r->rack, sizeof m->rack);
	util_strlcpy(m->state, r->state, sizeof m->state);
	assert_int_equal(sm_dup_load(&d, r->state), 0);
	assert_int_equal(sm_dup_tops(&d, f->gen, &top, 1, &n), 0);
	assert_int_equal(n, 1);
	sm_move_format(&top.move[0].move, m->top, sizeof m->top);
	m->top_score = top.score;
	assert_true(sm_dup_genracks(&d, gr) >= 1);
	memset(&ls, 0, sizeof ls);
	ls.below = m->top_score;
	sm_movegen_all(f->gen, &d.board, &gr[0], lesser_cb, &ls);
	assert_true(ls.found);
	sm_move_format(&ls.best.move, m->low, sizeof m->low);
	m->low_score = ls.best.score;
	/* Five letters of the rack in a row: never a word here. */
	for (p = r->rack, k = 0; *p != '\0' && k < 5; p++)
		if (*p != '?')
			letters[k++] = *p;
	assert_int_equal(k, 5);
	letters[5] = '\0';
	snprintf(m->bad, sizeof m->bad, "%s %s", r->number == 1 ? "H8" : "A1",
	    letters);
	store_round_free(r);
}

/* A player signed on as the address email (*pl holds it). */
static const struct player *
signed_on(struct player *pl, const char *email)
{
	memset(pl, 0, sizeof *pl);
	pl->email = (char *)(uintptr_t)email;
	pl->name = (char *)(uintptr_t)"signed-on";
	return pl;
}

/* Who player `who` is for the game layer: a reader of an open contest,
 * signed on for a registered one (*pl holds the player). */
static void
sender_of(const struct tc *c, int who, struct game_sender *s,
    struct player *pl, char **email, char **name)
{
	*email = player_email(who);
	*name = player_name(who);
	memset(s, 0, sizeof *s);
	s->address = *email;
	s->from_name = *name;
	if (c->registered)
		s->player = signed_on(pl, *email);
}

/* Player who enters move for the open round number at `at`: the outcome
 * code, *o kept when o is not NULL (the caller clears it). */
static enum game_entry_code
enter_at(struct fx *f, const struct tc *c, int who, int number,
    const char *move, int claimed, long long at,
    struct game_entry_outcome *o)
{
	struct game_sender s;
	struct game_entry_in in;
	struct game_entry_outcome out;
	struct player pl;
	enum game_entry_code code;
	char *cause = NULL, *email, *name;

	sender_of(c, who, &s, &pl, &email, &name);
	memset(&in, 0, sizeof in);
	in.contest_id = c->id;
	in.round = number;
	in.move = move;
	in.claimed = claimed;
	in.claimed2 = in.claimed_total = -1;
	in.now = at;
	begin(f);
	ok(game_entry(&f->g, &s, &in, &out, &cause), cause);
	commit(f);
	code = out.code;
	if (o != NULL)
		*o = out;
	else
		game_entry_outcome_clear(&out);
	g_free(email);
	g_free(name);
	return code;
}

/* An entry that must be recorded. */
static void
enter(struct fx *f, const struct tc *c, int who, const char *move,
    int claimed)
{
	struct round *r = open_round(f, c);
	enum game_entry_code code;

	code = enter_at(f, c, who, r->number, move, claimed, c->now + 3600,
	    NULL);
	assert_true(code == GAME_ENTRY_RECEIVED ||
	    code == GAME_ENTRY_REPLACED || code == GAME_ENTRY_JUDGED);
	store_round_free(r);
}

/* Close c's open round a minute after its deadline; c's clock moves
 * there. */
static void
close_round(struct fx *f, struct tc *c)
{
	struct round *r = open_round(f, c);
	char *cause = NULL;
	long long deadline;

	assert_int_equal(util_parse_iso8601(r->deadline, &deadline), 0);
	store_round_free(r);
	c->now = deadline + 60;
	begin(f);
	ok(game_contest_close(&f->g, c->id, c->now, NULL, &cause), cause);
	commit(f);
}

/* The entries plays[0..n) for c's open round, then its close. */
static void
play_round(struct fx *f, struct tc *c, const struct play *plays, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		enter(f, c, plays[i].who, plays[i].move, plays[i].claimed);
	close_round(f, c);
}

/* The judged entry of player who in round number, or fail. */
struct judged_entry {
	int		 found;
	int		 score, warnings, bonus, top, valid;
	char		 vcode[32];
	char		 wcodes[64];
	char		 canonical[64];
	char		 name[64];
};

struct find_entry {
	const char		*email;
	struct judged_entry	*out;
	int			 n;
};

static int
find_entry_cb(void *arg, const struct entry *e)
{
	struct find_entry *fe = arg;

	fe->n++;
	if (strcmp(e->email, fe->email) != 0)
		return 0;
	fe->out->found++;
	fe->out->score = e->score;
	fe->out->warnings = e->warnings;
	fe->out->bonus = e->bonus;
	fe->out->top = e->top;
	fe->out->valid = e->verdict != NULL && strcmp(e->verdict, "ok") == 0;
	util_strlcpy(fe->out->vcode, e->vcode != NULL ? e->vcode : "",
	    sizeof fe->out->vcode);
	util_strlcpy(fe->out->wcodes, e->wcodes != NULL ? e->wcodes : "",
	    sizeof fe->out->wcodes);
	util_strlcpy(fe->out->canonical, e->canonical != NULL ?
	    e->canonical : "", sizeof fe->out->canonical);
	util_strlcpy(fe->out->name, e->name != NULL ? e->name : "",
	    sizeof fe->out->name);
	return 0;
}

static struct judged_entry
entry_of(struct fx *f, const struct tc *c, int number, int who)
{
	struct judged_entry j;
	struct find_entry fe;
	struct round *r = round_no(f, c, number);
	char *cause = NULL, *email = player_email(who);

	memset(&j, 0, sizeof j);
	fe.email = email;
	fe.out = &j;
	fe.n = 0;
	ok(store_entry_list(f->st, r->id, find_entry_cb, &fe, &cause), cause);
	assert_int_equal(j.found, 1);
	store_round_free(r);
	g_free(email);
	return j;
}

/* How many entries round number holds. */
static int
entries_in(struct fx *f, const struct tc *c, int number)
{
	struct judged_entry j;
	struct find_entry fe;
	struct round *r = round_no(f, c, number);
	char *cause = NULL;

	memset(&j, 0, sizeof j);
	fe.email = "";
	fe.out = &j;
	fe.n = 0;
	ok(store_entry_list(f->st, r->id, find_entry_cb, &fe, &cause), cause);
	store_round_free(r);
	return fe.n;
}

/* The standings line of player who (by name). */
static const struct standing_line *
line_of(const struct standing_line *l, size_t n, int who)
{
	char *name = player_name(who);
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(l[i].name, name) == 0) {
			g_free(name);
			return &l[i];
		}
	fail_msg("%s is not in the standings", name);
	return NULL;
}

struct standings {
	struct standing_line	*l;
	size_t			 n;
	int			 sum_tops;
};

static struct standings
standings_of(struct fx *f, const struct tc *c)
{
	struct standings s;
	struct contest *k = NULL;
	char *cause = NULL;

	ok(store_contest_get(f->st, c->id, &k, &cause), cause);
	ok(game_standings(&f->g, k, &s.l, &s.n, &s.sum_tops, &cause), cause);
	store_contest_free(k);
	return s;
}

/* Mails queued with a notice or item code, to rcpt (NULL: anyone). */
struct mail_count {
	struct fx	*f;
	const char	*code;
	const char	*rcpt;
	int		 n;
};

static int
count_mail(void *arg, const struct outbox_entry *e)
{
	struct mail_count *mc = arg;
	struct outbox_entry *full = NULL;
	char *cause = NULL, *q;

	if (mc->rcpt != NULL && strcmp(e->rcpt, mc->rcpt) != 0)
		return 0;
	ok(store_outbox_get(mc->f->st, e->id, &full, &cause) == 0 ? 0 : -1,
	    cause);
	q = g_strdup_printf("\"%s\"", mc->code);
	if (full->xml != NULL && strstr(full->xml, q) != NULL)
		mc->n++;
	g_free(q);
	store_outbox_entry_free(full);
	return 0;
}

static int
mails(struct fx *f, const char *code, const char *rcpt)
{
	struct mail_count mc = { f, code, rcpt, 0 };
	char *cause = NULL;

	ok(store_outbox_list(f->st, STORE_OUTBOX_ANY, count_mail, &mc, &cause),
	    cause);
	return mc.n;
}

/* --- create, join, start --------------------------------------------------- */

static void
test_create_join_start(void **state)
{
	struct fx *f = *state;
	struct contest_opts o;
	struct contest *c = NULL;
	struct round *r;
	struct lexfile lf;
	char *cause = NULL, *text = NULL, *hash, sum[32], err[256];
	long long deadline;

	/* An unknown variant is refused, nothing made. */
	opts_init(&o, "Nimic", "chess");
	begin(f);
	assert_int_equal(game_contest_create(&f->g, &o, f->t0, &cause), -1);
	assert_non_null(strstr(cause, "unknown variant 'chess'"));
	free(cause);
	cause = NULL;
	commit(f);
	assert_int_equal(store_contest_find(f->st, "Nimic", &c, &cause), 1);

	/* A registered contest: new, then running with round 1 mailed to
	 * each player who joined. */
	opts_init(&o, "Camp", "classic");
	o.entry = "registered";
	o.seed = "the seed";
	o.round_days = 3;
	begin(f);
	ok(game_contest_create(&f->g, &o, f->t0, &cause), cause);
	ok(store_player_add(f->st, "ion", "ion@example.ro", NULL, "ro", f->t0,
	    NULL, &cause), cause);
	ok(store_player_add(f->st, "ana", "ana@example.ro", NULL, "ro", f->t0,
	    NULL, &cause), cause);
	ok(store_player_add(f->st, "eva", "eva@example.ro", NULL, "ro", f->t0,
	    NULL, &cause), cause);
	assert_int_equal(game_contest_join(&f->g, "Camp", "nobody", f->t0,
	    &cause), -1);
	assert_non_null(strstr(cause, "no player named 'nobody'"));
	free(cause);
	cause = NULL;
	assert_int_equal(game_contest_join(&f->g, "Nowhere", "ion", f->t0,
	    &cause), -1);
	assert_non_null(strstr(cause, "no contest named 'Nowhere'"));
	free(cause);
	cause = NULL;
	ok(game_contest_join(&f->g, "Camp", "ion", f->t0, &cause), cause);
	ok(game_contest_join(&f->g, "Camp", "ana", f->t0, &cause), cause);
	commit(f);
	ok(store_contest_find(f->st, "camp", &c, &cause), cause);
	assert_int_equal(c->status, STORE_CONTEST_NEW);
	assert_int_equal(c->variant, SM_DUP_CLASSIC);
	assert_int_equal(c->entry, STORE_ENTRY_REGISTERED);
	assert_int_equal(c->feedback, STORE_FEEDBACK_AFTER_DEADLINE);
	assert_string_equal(c->seed, "the seed");
	hash = game_seed_hash("the seed");
	assert_string_equal(c->seed_hash, hash);
	free(hash);
	/* The lexicon's identity by words is kept, to judge with no other
	 * (and its file checksum, as contests of before had only). */
	memset(&lf, 0, sizeof lf);
	assert_int_equal(lexfile_open(&lf, f->lex, err, sizeof err), 0);
	snprintf(sum, sizeof sum, "%016llx",
	    (unsigned long long)lf.lx.checksum);
	assert_string_equal(c->lexicon_sum, sum);
	assert_non_null(c->lexicon_id);
	assert_string_equal(c->lexicon_id, lf.id);
	assert_int_equal(strlen(c->lexicon_id), LEXFILE_ID_LEN);
	lexfile_close(&lf);
	store_contest_free(c);
	c = NULL;
	assert_int_equal(mails(f, "round.bulletin", NULL), 0);

	begin(f);
	ok(game_contest_start(&f->g, "Camp", f->t0 + 60, &text, &cause),
	    cause);
	commit(f);
	/* Registered: mailed, not printed. */
	assert_null(text);
	assert_int_equal(mails(f, "round.bulletin", "ion@example.ro"), 1);
	assert_int_equal(mails(f, "round.bulletin", "ana@example.ro"), 1);
	assert_int_equal(mails(f, "round.bulletin", "eva@example.ro"), 0);
	ok(store_contest_find(f->st, "Camp", &c, &cause), cause);
	assert_int_equal(c->status, STORE_CONTEST_RUNNING);
	ok(store_round_get(f->st, c->id, 0, &r, &cause), cause);
	assert_int_equal(r->number, 1);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	assert_int_equal(strlen(r->rack), 7);
	assert_string_equal(r->board,
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	assert_int_equal(util_parse_iso8601(r->deadline, &deadline), 0);
	assert_int_equal(deadline, f->t0 + 60 + 3 * DAY);
	store_round_free(r);
	/* Twice is refused; a player may still join a running contest. */
	begin(f);
	assert_int_equal(game_contest_start(&f->g, "Camp", f->t0, NULL,
	    &cause), -1);
	assert_non_null(strstr(cause, "started already"));
	free(cause);
	cause = NULL;
	ok(game_contest_join(&f->g, "Camp", "eva", f->t0, &cause), cause);
	assert_int_equal(game_contest_join(&f->g, "Camp", "eva", f->t0,
	    &cause), -1);
	free(cause);
	cause = NULL;
	/* Not once it is over. */
	ok(store_contest_set_state(f->st, c->id, STORE_CONTEST_OVER, c->state,
	    &cause), cause);
	ok(store_player_add(f->st, "dan", "dan@example.ro", NULL, "ro", f->t0,
	    NULL, &cause), cause);
	assert_int_equal(game_contest_join(&f->g, "Camp", "dan", f->t0,
	    &cause), -1);
	assert_non_null(strstr(cause, "is over"));
	free(cause);
	cause = NULL;
	commit(f);
	store_contest_free(c);

	/* An open contest prints its round 1 to publish; nobody is mailed. */
	opts_init(&o, "Ziar", "classic");
	begin(f);
	ok(game_contest_create(&f->g, &o, f->t0, &cause), cause);
	ok(game_contest_start(&f->g, "Ziar", f->t0, &text, &cause), cause);
	commit(f);
	assert_non_null(text);
	assert_non_null(strstr(text, "Ziar"));
	free(text);
	assert_int_equal(mails(f, "round.bulletin", NULL), 2);
}

/* --- entries by mail ------------------------------------------------------ */

static enum game_entry_code
resolve(struct fx *f, const char *player, const char *const *to,
    long long chosen, struct game_entry_outcome *o)
{
	struct game_sender s;
	struct player pl;
	char *cause = NULL;

	memset(&s, 0, sizeof s);
	s.player = player != NULL ? signed_on(&pl, player) : NULL;
	s.address = "x@example.ro";
	s.to = to;
	ok(game_contest_resolve(&f->g, &s, chosen, o, &cause), cause);
	return o->code;
}

static void
test_resolve(void **state)
{
	struct fx *f = *state;
	struct game_entry_outcome o;
	struct contest_opts opt;
	struct tc a, b, t, r;
	const char *to_b[] = { "someone@x.ro", "CONCURS-B@Ziar.Ro", NULL };
	const char *to_none[] = { "someone@x.ro", NULL };

	/* Nothing running. */
	assert_int_equal(resolve(f, NULL, NULL, 0, &o), GAME_ENTRY_NO_CONTEST);
	game_entry_outcome_clear(&o);

	opts_init(&opt, "Alfa", "classic");
	opt.address = "concurs-a@ziar.ro";
	a = fx_contest_opts(f, &opt, 0);
	/* The only one: whatever the mail is addressed to. */
	assert_int_equal(resolve(f, NULL, to_none, 0, &o),
	    GAME_ENTRY_RESOLVED);
	assert_int_equal(o.contest_id, a.id);
	assert_string_equal(o.contest, "Alfa");
	assert_int_equal(o.tactic, 0);
	game_entry_outcome_clear(&o);

	opts_init(&opt, "Beta", "classic");
	opt.address = "concurs-b@ziar.ro";
	b = fx_contest_opts(f, &opt, 0);
	/* Two: the one the mail is sent to (case does not matter), else the
	 * sender must choose. */
	assert_int_equal(resolve(f, NULL, to_b, 0, &o), GAME_ENTRY_RESOLVED);
	assert_int_equal(o.contest_id, b.id);
	game_entry_outcome_clear(&o);
	assert_int_equal(resolve(f, NULL, to_none, 0, &o),
	    GAME_ENTRY_WHICH_CONTEST);
	assert_string_equal(o.contests, "Alfa, Beta");
	game_entry_outcome_clear(&o);
	/* CONCURS chose: that one, even if the mail went elsewhere. */
	assert_int_equal(resolve(f, NULL, to_b, a.id, &o),
	    GAME_ENTRY_RESOLVED);
	assert_int_equal(o.contest_id, a.id);
	game_entry_outcome_clear(&o);
	/* A tactic contest's entries hold two moves. */
	t = fx_contest(f, "Gama", "tactic", 0, 0);
	assert_int_equal(resolve(f, NULL, NULL, t.id, &o),
	    GAME_ENTRY_RESOLVED);
	assert_int_equal(o.tactic, 1);
	game_entry_outcome_clear(&o);
	/* A registered contest is a candidate only for its signed-on
	 * players. */
	r = fx_contest(f, "Delta", "classic", 2, 1);
	assert_int_equal(resolve(f, NULL, to_none, 0, &o),
	    GAME_ENTRY_WHICH_CONTEST);
	assert_string_equal(o.contests, "Alfa, Beta, Gama");
	game_entry_outcome_clear(&o);
	assert_int_equal(resolve(f, "nobody@example.ro", to_none, 0, &o),
	    GAME_ENTRY_WHICH_CONTEST);
	assert_string_equal(o.contests, "Alfa, Beta, Gama");
	game_entry_outcome_clear(&o);
	assert_int_equal(resolve(f, "p2@example.ro", to_none, 0, &o),
	    GAME_ENTRY_WHICH_CONTEST);
	assert_string_equal(o.contests, "Alfa, Beta, Delta, Gama");
	game_entry_outcome_clear(&o);
	(void)r;
}

static void
test_entry_outcomes(void **state)
{
	struct fx *f = *state;
	struct tc c, reg;
	struct moves m;
	struct game_entry_outcome o;
	struct game_sender s;
	struct player pl;
	struct game_entry_in in;
	struct round *r;
	struct judged_entry j;
	char *cause = NULL;
	long long deadline;

	c = fx_contest(f, "Ziar", "classic", 3, 0);
	round_moves(f, &c, &m);
	r = open_round(f, &c);
	assert_int_equal(util_parse_iso8601(r->deadline, &deadline), 0);
	store_round_free(r);

	/* Received: the move in canonical form, the claim and the deadline
	 * for the reply; a reader is named by the mail's display name. */
	assert_int_equal(enter_at(f, &c, 1, 1, m.low, m.low_score,
	    f->t0 + 60, &o), GAME_ENTRY_RECEIVED);
	assert_string_equal(o.contest, "Ziar");
	assert_int_equal(o.round, 1);
	assert_string_equal(o.move, m.low);
	assert_int_equal(o.claimed, m.low_score);
	assert_int_equal(o.deadline, deadline);
	assert_null(o.previous);
	game_entry_outcome_clear(&o);
	/* A second entry replaces the first: one entry, the new move. */
	assert_int_equal(enter_at(f, &c, 1, 1, m.top, -1, f->t0 + 120, &o),
	    GAME_ENTRY_REPLACED);
	assert_string_equal(o.previous, m.low);
	assert_string_equal(o.move, m.top);
	assert_int_equal(o.claimed, -1);
	game_entry_outcome_clear(&o);
	assert_int_equal(entries_in(f, &c, 1), 1);

	/* Round numbers: a future one is unknown (the current one said), a
	 * move that is no move is refused; neither is recorded. */
	assert_int_equal(enter_at(f, &c, 2, 2, m.top, -1, f->t0 + 60, &o),
	    GAME_ENTRY_UNKNOWN_ROUND);
	assert_int_equal(o.round, 2);
	assert_int_equal(o.current, 1);
	game_entry_outcome_clear(&o);
	assert_int_equal(enter_at(f, &c, 2, 1, "Z99 ###", -1, f->t0 + 60, &o),
	    GAME_ENTRY_BAD_MOVE);
	assert_string_equal(o.text, "Z99 ###");
	assert_non_null(o.reason);
	assert_true(o.why.code[0] != '\0');
	game_entry_outcome_clear(&o);
	assert_int_equal(entries_in(f, &c, 1), 1);

	/* After the deadline: late, not recorded. */
	assert_int_equal(enter_at(f, &c, 2, 1, m.top, -1, deadline + 1, &o),
	    GAME_ENTRY_LATE);
	assert_int_equal(o.deadline, deadline);
	game_entry_outcome_clear(&o);
	/* At the deadline itself: in time. */
	assert_int_equal(enter_at(f, &c, 2, 1, m.low, -1, deadline, NULL),
	    GAME_ENTRY_RECEIVED);
	assert_int_equal(entries_in(f, &c, 1), 2);

	/* The name: NAME's, else the display name cut at 40 characters,
	 * else the address's local part. */
	memset(&s, 0, sizeof s);
	s.address = "reader@example.ro";
	s.from_name = "Ăăăăăăăăăă Bbbbbbbbbb Cccccccccc Dddddddddd Eeeee";
	memset(&in, 0, sizeof in);
	in.contest_id = c.id;
	in.round = 1;
	in.move = m.low;
	in.claimed = in.claimed2 = in.claimed_total = -1;
	in.now = f->t0 + 60;
	begin(f);
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	game_entry_outcome_clear(&o);
	s.address = "anon@example.ro";
	s.from_name = NULL;
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	game_entry_outcome_clear(&o);
	s.address = "named@example.ro";
	s.from_name = "Display";
	s.name = "Chosen Name";
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	game_entry_outcome_clear(&o);
	commit(f);
	{
		struct entrant *e = NULL;

		ok(store_entrant_find(f->st, c.id, "reader@example.ro", &e,
		    &cause), cause);
		assert_string_equal(e->name,
		    "Ăăăăăăăăăă Bbbbbbbbbb Cccccccccc Ddddddd");
		store_entrant_free(e);
		ok(store_entrant_find(f->st, c.id, "anon@example.ro", &e,
		    &cause), cause);
		assert_string_equal(e->name, "anon");
		store_entrant_free(e);
		ok(store_entrant_find(f->st, c.id, "named@example.ro", &e,
		    &cause), cause);
		assert_string_equal(e->name, "Chosen Name");
		store_entrant_free(e);
	}

	/* Once closed: round 1 is closed to entries. */
	close_round(f, &c);
	assert_int_equal(enter_at(f, &c, 3, 1, m.top, -1, c.now + 60, &o),
	    GAME_ENTRY_CLOSED);
	assert_int_equal(o.round, 1);
	game_entry_outcome_clear(&o);
	j = entry_of(f, &c, 1, 1);
	assert_string_equal(j.canonical, m.top);

	/* A registered contest: signed-on entrants only. */
	reg = fx_contest(f, "Camp", "classic", 2, 1);
	round_moves(f, &reg, &m);
	memset(&s, 0, sizeof s);
	s.address = "p1@example.ro";
	memset(&in, 0, sizeof in);
	in.contest_id = reg.id;
	in.round = 1;
	in.move = m.top;
	in.claimed = in.claimed2 = in.claimed_total = -1;
	in.now = f->t0 + 60;
	begin(f);
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	assert_int_equal(o.code, GAME_ENTRY_NOT_ENTRANT);
	assert_string_equal(o.contest, "Camp");
	game_entry_outcome_clear(&o);
	s.player = signed_on(&pl, "stranger@example.ro");
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	assert_int_equal(o.code, GAME_ENTRY_NOT_ENTRANT);
	game_entry_outcome_clear(&o);
	/* Signed on as p2, from any address: p2's entry. */
	s.player = signed_on(&pl, "p2@example.ro");
	s.address = "elsewhere@example.ro";
	ok(game_entry(&f->g, &s, &in, &o, &cause), cause);
	assert_int_equal(o.code, GAME_ENTRY_RECEIVED);
	game_entry_outcome_clear(&o);
	commit(f);
	assert_int_equal(entries_in(f, &reg, 1), 1);
	j = entry_of(f, &reg, 1, 2);
	(void)j;
}

/* Feedback on receipt: judged at once (valid, its score; refused, why;
 * a wrong claim a warning), still judged again at the close. */
static void
test_entry_judged_on_receipt(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct game_entry_outcome o;
	struct moves m;
	struct tc c;

	opts_init(&opt, "Rapid", "classic");
	opt.feedback = "on-receipt";
	c = fx_contest_opts(f, &opt, 3);
	round_moves(f, &c, &m);
	assert_int_equal(enter_at(f, &c, 1, 1, m.top, m.top_score,
	    f->t0 + 60, &o), GAME_ENTRY_JUDGED);
	assert_int_equal(o.valid, 1);
	assert_int_equal(o.score, m.top_score);
	assert_int_equal(o.warnings, 0);
	assert_string_equal(o.move, m.top);
	game_entry_outcome_clear(&o);
	assert_int_equal(enter_at(f, &c, 2, 1, m.top, m.top_score + 1,
	    f->t0 + 60, &o), GAME_ENTRY_JUDGED);
	assert_int_equal(o.valid, 1);
	assert_int_equal(o.score, m.top_score);
	assert_int_equal(o.warnings, 1);
	game_entry_outcome_clear(&o);
	assert_int_equal(enter_at(f, &c, 3, 1, m.bad, 10, f->t0 + 60, &o),
	    GAME_ENTRY_JUDGED);
	assert_int_equal(o.valid, 0);
	assert_int_equal(o.score, 0);
	assert_string_equal(o.why.code, "word");
	assert_non_null(o.reason);
	game_entry_outcome_clear(&o);
}

/* --- closing a round ------------------------------------------------------- */

/* Four readers: the top with the right score, the top with a wrong one,
 * a lesser move without a score, a word that is none. */
static void
test_close_judges_and_plays(void **state)
{
	struct fx *f = *state;
	struct tc c;
	struct moves m;
	struct round *r1, *r2;
	struct judged_entry j;
	struct standings s;
	struct sm_dup d, want;
	struct sm_dup_top top;
	struct report_bulletin *b = NULL;
	char saved[SM_DUP_SAVE_MAX], *cause = NULL;
	size_t n = 0, i;
	long long deadline;

	c = fx_contest(f, "Ziar", "classic", 4, 0);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.top, m.top_score },
			{ 2, m.top, m.top_score + 1 },
			{ 3, m.low, -1 },
			{ 4, m.bad, 12 },
		};

		play_round(f, &c, p, 4);
	}
	/* The round: closed, the top played, the room's best kept. */
	r1 = round_no(f, &c, 1);
	assert_int_equal(r1->status, STORE_ROUND_CLOSED);
	assert_int_equal(r1->outcome, STORE_OUTCOME_PLAYED);
	assert_string_equal(r1->top_move, m.top);
	assert_int_equal(r1->top_score, m.top_score);
	assert_int_equal(r1->best_score, m.top_score);
	/* Each entry judged. */
	j = entry_of(f, &c, 1, 1);
	assert_true(j.valid);
	assert_int_equal(j.score, m.top_score);
	assert_int_equal(j.warnings, 0);
	assert_string_equal(j.wcodes, "");
	assert_int_equal(j.top, 1);
	assert_int_equal(j.bonus, 0);	/* two found the best */
	assert_string_equal(j.name, "Player 1");
	j = entry_of(f, &c, 1, 2);
	assert_true(j.valid);
	assert_int_equal(j.score, m.top_score);
	assert_int_equal(j.warnings, 1);	/* the claimed score */
	assert_string_equal(j.wcodes, "score");	/* ... kept as such */
	assert_int_equal(j.top, 1);
	j = entry_of(f, &c, 1, 3);
	assert_true(j.valid);
	assert_int_equal(j.score, m.low_score);
	assert_int_equal(j.warnings, 0);	/* no score: no warning here */
	assert_int_equal(j.top, 0);
	j = entry_of(f, &c, 1, 4);
	assert_false(j.valid);
	assert_int_equal(j.score, 0);
	assert_int_equal(j.warnings, 0);	/* refused: no score warning */
	assert_string_equal(j.vcode, "word");

	/* The next round: drawn after the top, due round-days later. */
	r2 = open_round(f, &c);
	assert_int_equal(r2->number, 2);
	assert_int_equal(util_parse_iso8601(r2->deadline, &deadline), 0);
	assert_int_equal(deadline, c.now + 7 * DAY);
	assert_int_equal(sm_dup_load(&d, m.state), 0);
	assert_int_equal(sm_dup_tops(&d, f->gen, &top, 1, &n), 0);
	want = d;
	assert_int_equal(sm_dup_play(&want, &top), 0);
	assert_int_equal(sm_dup_draw(&want, f->gen), SM_DRAW_OK);
	assert_true(sm_dup_save(&want, saved, sizeof saved) > 0);
	assert_string_equal(r2->state, saved);
	assert_string_not_equal(r2->board, r1->board);
	store_round_free(r1);
	store_round_free(r2);

	/* Everyone who entered gets the results and the next round. */
	for (i = 1; i <= 4; i++) {
		char *email = player_email((int)i);

		assert_int_equal(mails(f, "round.results", email), 1);
		assert_int_equal(mails(f, "round.bulletin", email), 1);
		g_free(email);
	}

	/* Standings: equal totals share a rank, the next rank skips. */
	s = standings_of(f, &c);
	assert_int_equal(s.n, 4);
	assert_int_equal(s.sum_tops, m.top_score);
	assert_int_equal(line_of(s.l, s.n, 1)->rank, 1);
	assert_int_equal(line_of(s.l, s.n, 2)->rank, 1);
	assert_int_equal(line_of(s.l, s.n, 3)->rank, 3);
	assert_int_equal(line_of(s.l, s.n, 4)->rank, 4);
	assert_int_equal(line_of(s.l, s.n, 3)->total, m.low_score);
	assert_true(line_of(s.l, s.n, 1)->percent > 99.9 &&
	    line_of(s.l, s.n, 1)->percent < 100.1);
	assert_int_equal(line_of(s.l, s.n, 2)->warnings, 1);
	assert_int_equal(line_of(s.l, s.n, 2)->penalty, 0);

	/* The bulletins' data: the entries ranked the same way, and the
	 * standings after round 1 are game_standings'. */
	ok(game_contest_report(&f->g, "ziar", 0, &b, &cause), cause);
	assert_int_equal(b->nrounds, 2);
	assert_int_equal(b->rounds, 2);
	assert_int_equal(b->open_round, 2);
	assert_null(b->seed);
	assert_int_equal(b->round[0].nentries, 4);
	assert_int_equal(b->round[0].entries[0].rank, 1);
	assert_int_equal(b->round[0].entries[1].rank, 1);
	assert_int_equal(b->round[0].entries[2].rank, 3);
	assert_string_equal(b->round[0].entries[3].vcode, "word");
	/* The warning's reason reaches the page: player 2's entry, one of
	 * the two tops. */
	for (i = n = 0; i < 2; i++)
		if (b->round[0].entries[i].warnings == 1) {
			assert_string_equal(b->round[0].entries[i].wcodes,
			    "score");
			n++;
		} else
			assert_null(b->round[0].entries[i].wcodes);
	assert_int_equal(n, 1);
	assert_string_equal(b->round[0].played_board, b->round[1].board);
	assert_string_equal(b->round[1].last, m.top);
	assert_int_equal(b->round[0].standings->nlines, s.n);
	assert_int_equal(b->standings->nlines, s.n);
	for (i = 0; i < s.n; i++) {
		assert_string_equal(b->round[0].standings->lines[i].name,
		    s.l[i].name);
		assert_int_equal(b->round[0].standings->lines[i].rank,
		    s.l[i].rank);
		assert_int_equal(b->standings->lines[i].total, s.l[i].total);
	}
	game_contest_report_free(b);
	/* Made for round 1's document only: its entries and standings, no
	 * contest standings, so no contest document. */
	ok(game_contest_report(&f->g, "Ziar", 1, &b, &cause), cause);
	assert_non_null(b->round[0].entries);
	assert_non_null(b->round[0].standings);
	assert_null(b->standings);
	assert_null(report_bulletin_xml(b, NULL, NULL, &cause));
	free(cause);
	cause = NULL;
	game_contest_report_free(b);
	game_standings_free(s.l, s.n);
	assert_int_equal(game_contest_report(&f->g, "Nimeni", 0, &b, &cause),
	    1);
}

/* A score is required: a missing one is a warning. */
static void
test_score_required(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct moves m;
	struct tc c;

	opts_init(&opt, "Strict", "classic");
	opt.score_required = 1;
	c = fx_contest_opts(f, &opt, 2);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.top, -1 },
			{ 2, m.top, m.top_score },
		};

		play_round(f, &c, p, 2);
	}
	assert_int_equal(entry_of(f, &c, 1, 1).warnings, 1);
	assert_int_equal(entry_of(f, &c, 1, 2).warnings, 0);
}

/* The solo bonus: the one player alone with the room's best score, even
 * below the top, gets the number of players / 2 rounded up (5: 3); off,
 * nobody. */
static void
test_solo_bonus(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct moves m;
	struct tc c, off;
	struct standings s;
	struct round *r;

	c = fx_contest(f, "Solo", "classic", 5, 0);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.low, m.low_score },
			{ 2, m.bad, -1 },
			{ 3, m.bad, -1 },
			{ 4, m.bad, -1 },
			{ 5, m.bad, -1 },
		};

		play_round(f, &c, p, 5);
	}
	assert_int_equal(entry_of(f, &c, 1, 1).bonus, 3);
	assert_int_equal(sm_dup_solo_bonus(5), 3);
	assert_int_equal(entry_of(f, &c, 1, 2).bonus, 0);
	r = round_no(f, &c, 1);
	assert_int_equal(r->best_score, m.low_score);
	store_round_free(r);
	s = standings_of(f, &c);
	assert_int_equal(line_of(s.l, s.n, 1)->total, m.low_score + 3);
	game_standings_free(s.l, s.n);

	opts_init(&opt, "FaraBonus", "classic");
	opt.solo_bonus = 0;
	off = fx_contest_opts(f, &opt, 2);
	round_moves(f, &off, &m);
	{
		const struct play p[] = {
			{ 1, m.top, m.top_score },
			{ 2, m.low, m.low_score },
		};

		play_round(f, &off, p, 2);
	}
	assert_int_equal(entry_of(f, &off, 1, 1).bonus, 0);
}

/* Nobody played a valid move: the same letters again, the board as it
 * was, and the round's top not counted in the sum of tops. */
static void
test_nobody_valid_repeats(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct round *r1, *r2;
	struct sm_dup d;
	struct standings s;
	char saved[SM_DUP_SAVE_MAX];
	struct tc c;

	c = fx_contest(f, "Nimeni", "classic", 2, 0);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.bad, -1 },
			{ 2, m.bad, 5 },
		};

		play_round(f, &c, p, 2);
	}
	r1 = round_no(f, &c, 1);
	assert_int_equal(r1->outcome, STORE_OUTCOME_REPEATED);
	r2 = open_round(f, &c);
	assert_int_equal(r2->number, 2);
	assert_string_equal(r2->rack, r1->rack);
	assert_string_equal(r2->board, r1->board);
	assert_int_equal(sm_dup_load(&d, m.state), 0);
	sm_dup_repeat(&d);
	assert_true(sm_dup_save(&d, saved, sizeof saved) > 0);
	assert_string_equal(r2->state, saved);
	store_round_free(r1);
	store_round_free(r2);
	s = standings_of(f, &c);
	assert_int_equal(s.sum_tops, 0);
	assert_int_equal(mails(f, "round.results-none", NULL), 2);
	game_standings_free(s.l, s.n);
}

/* Issue 14: a reader of an open contest who skips a round still gets its
 * results and the next round; after STOP no more, until they enter again;
 * STOP from an address that reads nothing stops nothing. */
static void
test_readers_until_stop(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc c;
	char *cause = NULL, *names = NULL, *email2 = player_email(2);
	char *email3 = player_email(3);

	c = fx_contest(f, "Cititori", "classic", 3, 0);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.top, -1 }, { 2, m.low, -1 }, { 3, m.low, -1 },
		};

		play_round(f, &c, p, 3);
	}
	assert_int_equal(mails(f, "round.results", email2), 1);
	/* Round 2: player 2 skips it, and is mailed all the same. */
	round_moves(f, &c, &m);
	enter(f, &c, 1, m.top, -1);
	enter(f, &c, 3, m.top, -1);
	close_round(f, &c);
	assert_int_equal(mails(f, "round.results", email2), 2);
	assert_int_equal(mails(f, "round.how-to-stop", email2), 2);
	/* Player 2 writes STOP: told which contest; player 3's address
	 * reads... nothing else, the chosen contest alone is stopped. */
	begin(f);
	ok(game_contest_stop(&f->g, email2, 0, c.now + 60, &names, &cause),
	    cause);
	commit(f);
	assert_string_equal(names, "Cititori");
	free(names);
	{
		struct entrant *e = NULL;

		ok(store_entrant_find(f->st, c.id, email2, &e, &cause),
		    cause);
		assert_non_null(e->stopped);
		store_entrant_free(e);
	}
	begin(f);
	ok(game_contest_stop(&f->g, "nobody@example.ro", 0, c.now + 60,
	    &names, &cause), cause);
	commit(f);
	assert_string_equal(names, "");
	free(names);
	begin(f);
	ok(game_contest_stop(&f->g, email3, c.id + 1000, c.now + 60, &names,
	    &cause), cause);
	commit(f);
	assert_string_equal(names, "");
	free(names);
	/* Round 3: nothing for player 2, still for player 3 who skipped. */
	round_moves(f, &c, &m);
	enter(f, &c, 1, m.top, -1);
	close_round(f, &c);
	assert_int_equal(mails(f, "round.results", email2), 2);
	assert_int_equal(mails(f, "round.results", email3), 3);
	/* Round 4 (the last this lexicon allows): player 2 enters again,
	 * and receives again; no longer stopped. */
	round_moves(f, &c, &m);
	enter(f, &c, 2, m.top, -1);
	{
		struct entrant *e = NULL;

		ok(store_entrant_find(f->st, c.id, email2, &e, &cause),
		    cause);
		assert_null(e->stopped);
		store_entrant_free(e);
	}
	close_round(f, &c);
	assert_int_equal(mails(f, "round.results", email2), 3);
	g_free(email2);
	g_free(email3);
}

/* Four rounds, a wrong claimed score in each for player 1: the 4th
 * warning costs 5 points; player 2 (three warnings) loses nothing. */
static void
test_fourth_warning_penalty(void **state)
{
	struct fx *f = *state;
	struct standings s;
	struct moves m;
	struct tc c;
	int round, sum = 0;

	c = fx_contest(f, "Avertismente", "classic", 2, 0);
	for (round = 1; round <= 4; round++) {
		round_moves(f, &c, &m);
		assert_int_equal(m.number, round);
		{
			const struct play p[] = {
				{ 1, m.top, m.top_score + 1 },
				{ 2, m.top, round < 4 ? m.top_score + 1 :
				    m.top_score },
			};

			play_round(f, &c, p, 2);
		}
		sum += m.top_score;
	}
	s = standings_of(f, &c);
	assert_int_equal(s.sum_tops, sum);
	assert_int_equal(line_of(s.l, s.n, 1)->warnings, 4);
	assert_int_equal(line_of(s.l, s.n, 1)->penalty, 5);
	assert_int_equal(line_of(s.l, s.n, 1)->total, sum - 5);
	assert_int_equal(line_of(s.l, s.n, 2)->warnings, 3);
	assert_int_equal(line_of(s.l, s.n, 2)->penalty, 0);
	assert_int_equal(line_of(s.l, s.n, 2)->total, sum);
	assert_int_equal(line_of(s.l, s.n, 2)->rank, 1);
	assert_int_equal(line_of(s.l, s.n, 1)->rank, 2);
	game_standings_free(s.l, s.n);
}

/* The ranking rules on their own (game_rank_standings). */
static struct standing_line
sline(const char *name, int total, int warnings, int tops, int sharers,
    int points)
{
	struct standing_line l;

	memset(&l, 0, sizeof l);
	l.name = (char *)(uintptr_t)name;
	l.total = total;
	l.warnings = warnings;
	l.tops = tops;
	l.top_sharers = sharers;
	l.top_points = points;
	return l;
}

static void
test_rank_rules(void **state)
{
	struct standing_line l[5];

	(void)state;
	/* Classic: by total after penalties (5 points a warning from the
	 * 4th); equal totals share a rank; the percentage of the tops. */
	l[0] = sline("A", 100, 3, 0, 0, 0);	/* 100 */
	l[1] = sline("B", 108, 4, 0, 0, 0);	/* 103 */
	l[2] = sline("C", 115, 6, 0, 0, 0);	/* 100 */
	l[3] = sline("D", 90, 0, 0, 0, 0);
	game_rank_standings(SM_DUP_CLASSIC, l, 4, 200);
	assert_string_equal(l[0].name, "B");
	assert_int_equal(l[0].total, 103);
	assert_int_equal(l[0].penalty, 5);
	assert_int_equal(l[0].rank, 1);
	assert_string_equal(l[1].name, "A");
	assert_int_equal(l[1].penalty, 0);
	assert_int_equal(l[1].rank, 2);
	assert_string_equal(l[2].name, "C");
	assert_int_equal(l[2].total, 100);
	assert_int_equal(l[2].penalty, 15);
	assert_int_equal(l[2].rank, 2);
	assert_int_equal(l[3].rank, 4);
	assert_true(l[1].percent > 49.99 && l[1].percent < 50.01);

	/* Top: by tops after penalties (4 warnings cost one, 7 two), then the
	 * fewer sharers, then the tops' points; equal on all three share. */
	l[0] = sline("A", 500, 0, 5, 10, 300);
	l[1] = sline("B", 400, 0, 5, 8, 200);	/* fewer sharers: first */
	l[2] = sline("C", 300, 4, 6, 10, 300);	/* 6 - 1 = 5 */
	l[3] = sline("D", 900, 7, 7, 3, 500);	/* 7 - 2 = 5, fewest */
	l[4] = sline("E", 100, 6, 6, 10, 300);	/* six cost one: 5 */
	game_rank_standings(SM_DUP_TOP, l, 5, 10);
	assert_string_equal(l[0].name, "D");
	assert_int_equal(l[0].tops, 5);
	assert_int_equal(l[0].penalty, 2);
	assert_string_equal(l[1].name, "B");
	assert_int_equal(l[1].rank, 2);
	assert_string_equal(l[2].name, "A");
	assert_int_equal(l[2].rank, 3);
	assert_string_equal(l[3].name, "C");
	assert_int_equal(l[3].penalty, 1);
	assert_int_equal(l[3].rank, 3);		/* as A */
	assert_string_equal(l[4].name, "E");
	assert_int_equal(l[4].penalty, 1);
	assert_int_equal(l[4].rank, 3);
	/* Three warnings cost nothing. */
	l[0] = sline("A", 0, 3, 2, 1, 10);
	game_rank_standings(SM_DUP_TOP, l, 1, 10);
	assert_int_equal(l[0].penalty, 0);
	assert_int_equal(l[0].tops, 2);
}

/* The Top variant over two rounds: player 2 alone finds round 2's top,
 * players 1 and 3 share round 1's; player 1's lesser move in round 2
 * counts for nothing, and its wrong claim earns no warning there. */
static void
test_top_variant(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct standings s;
	struct moves m1, m2;
	struct tc c;

	opts_init(&opt, "Topuri", "top");
	opt.solo_bonus = 0;
	c = fx_contest_opts(f, &opt, 3);
	round_moves(f, &c, &m1);
	{
		const struct play p[] = {
			{ 1, m1.top, m1.top_score + 1 },
			{ 3, m1.top, m1.top_score },
			{ 2, m1.low, m1.low_score },
		};

		play_round(f, &c, p, 3);
	}
	round_moves(f, &c, &m2);
	{
		const struct play p[] = {
			{ 2, m2.top, m2.top_score },
			{ 1, m2.low, m2.low_score + 1 },
		};

		play_round(f, &c, p, 2);
	}
	/* Warnings only where a top was found. */
	assert_int_equal(entry_of(f, &c, 1, 1).warnings, 1);
	assert_int_equal(entry_of(f, &c, 2, 1).warnings, 0);
	s = standings_of(f, &c);
	assert_int_equal(line_of(s.l, s.n, 2)->rank, 1);
	assert_int_equal(line_of(s.l, s.n, 2)->tops, 1);
	assert_int_equal(line_of(s.l, s.n, 2)->top_sharers, 1);
	/* Players 1 and 3: one top each, shared by two, of the same points:
	 * one rank, although player 1 scored more. */
	assert_int_equal(line_of(s.l, s.n, 1)->rank, 2);
	assert_int_equal(line_of(s.l, s.n, 3)->rank, 2);
	assert_int_equal(line_of(s.l, s.n, 1)->top_sharers, 2);
	assert_true(line_of(s.l, s.n, 1)->total >
	    line_of(s.l, s.n, 3)->total);
	game_standings_free(s.l, s.n);
}

/* --- the rules as the seeds write them (issue 12) ------------------------- */

/* Top variant: the top is the room's (the best valid score among the
 * entries), not the program's: nobody found the program's top, player 1
 * alone made the room's best and has that round's top, with the warning
 * of its wrong claim; player 2's lesser entry is no top and its warning
 * does not count; no solo bonus in Top although the contest asks for
 * it. */
static void
test_top_is_the_rooms(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct standings s;
	struct moves m;
	struct tc c;
	struct judged_entry j1, j2;

	opts_init(&opt, "TopulSalii", "top");
	opt.solo_bonus = 1;
	c = fx_contest_opts(f, &opt, 3);
	round_moves(f, &c, &m);
	assert_true(m.low_score < m.top_score);
	{
		const struct play p[] = {
			{ 1, m.low, m.low_score + 1 },
			{ 2, m.bad, 3 },
		};

		play_round(f, &c, p, 2);
	}
	j1 = entry_of(f, &c, 1, 1);
	j2 = entry_of(f, &c, 1, 2);
	assert_int_equal(j1.top, 1);
	assert_int_equal(j1.warnings, 1);
	assert_int_equal(j1.bonus, 0);
	assert_int_equal(j2.top, 0);
	assert_int_equal(j2.warnings, 0);
	s = standings_of(f, &c);
	assert_int_equal(line_of(s.l, s.n, 1)->tops, 1);
	assert_int_equal(line_of(s.l, s.n, 1)->top_sharers, 1);
	assert_int_equal(line_of(s.l, s.n, 1)->rank, 1);
	assert_int_equal(line_of(s.l, s.n, 2)->tops, 0);
	game_standings_free(s.l, s.n);
}

/* The solo bonus counts the players of the game, not the round's
 * entries: a registered contest of 6 who joined, 2 of whom enter (6 / 2
 * = 3, not 2 / 2 = 1); an open contest whose 5 readers entered round 1
 * and 2 of them round 2 (5 players: 3). */
static void
test_solo_bonus_players(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc reg, open;

	reg = fx_contest(f, "SoloInscrisi", "classic", 6, 1);
	round_moves(f, &reg, &m);
	{
		const struct play p[] = {
			{ 1, m.low, m.low_score },
			{ 2, m.bad, -1 },
		};

		play_round(f, &reg, p, 2);
	}
	assert_int_equal(entry_of(f, &reg, 1, 1).bonus, 3);

	open = fx_contest(f, "SoloDeschis", "classic", 5, 0);
	round_moves(f, &open, &m);
	{
		const struct play p[] = {
			{ 1, m.top, m.top_score },
			{ 2, m.top, m.top_score },
			{ 3, m.bad, -1 },
			{ 4, m.bad, -1 },
			{ 5, m.bad, -1 },
		};

		play_round(f, &open, p, 5);
	}
	assert_int_equal(entry_of(f, &open, 1, 1).bonus, 0);
	round_moves(f, &open, &m);
	{
		const struct play p[] = {
			{ 1, m.low, m.low_score },
			{ 2, m.bad, -1 },
		};

		play_round(f, &open, p, 2);
	}
	assert_int_equal(entry_of(f, &open, 2, 1).bonus, 3);
}

/* Every equivalent top is kept with the round (none cut at a cap): with
 * every word of two to four letters, round 1 has more than 16. */
static void
test_every_top_listed(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc c;
	struct sm_dup d;
	struct sm_dup_top top;
	struct round *r;
	size_t count = 0, total = 0;
	char **eq;

	c = fx_contest(f, "ToateTopurile", "classic", 2, 0);
	round_moves(f, &c, &m);
	assert_int_equal(sm_dup_load(&d, m.state), 0);
	assert_int_equal(sm_dup_tops_total(&d, f->gen, &top, 1, &count,
	    &total), 0);
	assert_true(total > 16);
	{
		const struct play p[] = {
			{ 1, m.top, m.top_score },
		};

		play_round(f, &c, p, 1);
	}
	r = round_no(f, &c, 1);
	assert_non_null(r->tops);
	eq = g_strsplit(r->tops, "; ", -1);
	/* The top played, and the others listed. */
	assert_int_equal(g_strv_length(eq) + 1, total);
	g_strfreev(eq);
	store_round_free(r);
}

/* Tactic: a missing score is a technical warning although the contest
 * does not ask for scores (sm_dup_omission_warns). */
static void
test_tactic_omission_warns(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc c;

	c = fx_contest(f, "TacticOmis", "tactic", 2, 0);
	assert_true(sm_dup_omission_warns(SM_DUP_TACTIC));
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.low, -1 },
			{ 2, m.low, m.low_score },
		};

		play_round(f, &c, p, 2);
	}
	assert_int_equal(entry_of(f, &c, 1, 1).valid, 1);
	assert_true(entry_of(f, &c, 1, 1).warnings >
	    entry_of(f, &c, 1, 2).warnings);
}

/* --- the arbiter's powers -------------------------------------------------- */

/* One decision on player who (by address): 0 or -1 (the cause freed). */
static int
decide(struct fx *f, const struct tc *c, int who,
    enum game_decision_kind kind, int round, int score, const char *reason)
{
	struct game_decision d;
	char *cause = NULL, *email = player_email(who);
	int rc;

	memset(&d, 0, sizeof d);
	d.contest = c->name;
	d.who = email;
	d.kind = kind;
	d.round = round;
	d.score = score;
	d.reason = reason;
	begin(f);
	rc = game_contest_decide(&f->g, &d, c->now, &cause);
	if (rc == 0)
		commit(f);
	else {
		assert_non_null(cause);
		free(cause);
		store_rollback(f->st);
	}
	g_free(email);
	return rc;
}

static int
count_decision(void *arg, const struct decision *d)
{
	GString *s = arg;

	g_string_append_printf(s, "%s:%s:%d:%d:%d:%d:%s;",
	    d->name != NULL ? d->name : "-", d->kind,
	    d->round, d->warnings, d->score, d->previous, d->reason);
	return 0;
}

/* Warnings (a disciplinary one worth 4), an annulled entry, a corrected
 * score, an elimination: each in the standings and in the contest's
 * history with its reason; the eliminated player's entries refused;
 * decisions without a reason, on an entry not yet judged or on nobody
 * refused. */
static void
test_arbiter_sanctions(void **state)
{
	struct fx *f = *state;
	struct standings s;
	struct moves m1, m2;
	struct tc c;
	GString *h = g_string_new(NULL);
	char *cause = NULL, *want;

	c = fx_contest(f, "Arbitru", "classic", 3, 0);
	round_moves(f, &c, &m1);
	{
		const struct play p[] = {
			{ 1, m1.top, m1.top_score },
			{ 2, m1.top, m1.top_score },
			{ 3, m1.top, m1.top_score },
		};

		play_round(f, &c, p, 3);
	}
	round_moves(f, &c, &m2);
	/* Round 2 is open: nothing judged to annul yet. */
	assert_int_equal(decide(f, &c, 2, GAME_DECIDE_ANNUL, 2, 0, "copiat"),
	    -1);
	assert_int_equal(decide(f, &c, 1, GAME_DECIDE_TECHNICAL, 1, 0, ""),
	    -1);
	assert_int_equal(decide(f, &c, 9, GAME_DECIDE_TECHNICAL, 1, 0,
	    "nimeni"), -1);
	assert_int_equal(decide(f, &c, 1, GAME_DECIDE_TECHNICAL, 7, 0,
	    "tur inexistent"), -1);
	{
		const struct play p[] = {
			{ 1, m2.top, m2.top_score },
			{ 2, m2.top, m2.top_score },
			{ 3, m2.top, m2.top_score },
		};

		play_round(f, &c, p, 3);
	}
	assert_int_equal(decide(f, &c, 1, GAME_DECIDE_TECHNICAL, 1, 0,
	    "buletin ilizibil"), 0);
	assert_int_equal(decide(f, &c, 1, GAME_DECIDE_DISCIPLINARY, 2, 0,
	    "a vorbit în sală"), 0);
	assert_int_equal(decide(f, &c, 2, GAME_DECIDE_ANNUL, 1, 0,
	    "depunere copiată"), 0);
	assert_int_equal(decide(f, &c, 3, GAME_DECIDE_CORRECT, 2, 10,
	    "punctaj recalculat"), 0);
	assert_int_equal(entry_of(f, &c, 1, 2).score, 0);
	assert_int_equal(entry_of(f, &c, 1, 2).top, 0);
	assert_int_equal(entry_of(f, &c, 2, 3).score, 10);
	s = standings_of(f, &c);
	assert_int_equal(s.n, 3);
	/* 1 + 4 = 5 warnings: the 4th and 5th cost 5 points each. */
	assert_int_equal(line_of(s.l, s.n, 1)->warnings, 5);
	assert_int_equal(line_of(s.l, s.n, 1)->penalty, 10);
	assert_int_equal(line_of(s.l, s.n, 1)->total,
	    m1.top_score + m2.top_score - 10);
	assert_int_equal(line_of(s.l, s.n, 2)->total, m2.top_score);
	assert_int_equal(line_of(s.l, s.n, 3)->total, m1.top_score + 10);
	game_standings_free(s.l, s.n);

	assert_int_equal(decide(f, &c, 3, GAME_DECIDE_ELIMINATE, 0, 0,
	    "abatere gravă"), 0);
	assert_int_equal(decide(f, &c, 3, GAME_DECIDE_TECHNICAL, 2, 0,
	    "după eliminare"), -1);
	s = standings_of(f, &c);
	assert_int_equal(s.n, 2);
	game_standings_free(s.l, s.n);
	{
		struct moves m3;
		struct round *r = open_round(f, &c);

		round_moves(f, &c, &m3);
		assert_int_equal(enter_at(f, &c, 3, r->number, m3.top, -1,
		    c.now + 60, NULL), GAME_ENTRY_NOT_ENTRANT);
		store_round_free(r);
		/* The next results tell each their own decisions, once. */
		assert_int_equal(mails(f, "round.decision", NULL), 0);
		enter(f, &c, 1, m3.top, m3.top_score);
		enter(f, &c, 2, m3.top, m3.top_score);
		close_round(f, &c);
	}
	{
		char *e1 = player_email(1), *e2 = player_email(2);

		char *e3 = player_email(3);

		assert_int_equal(mails(f, "round.decision", e1), 1);
		assert_int_equal(mails(f, "round.decision", e2), 1);
		/* The eliminated reader is told why (issue 14: readers are
		 * mailed every round), and then no more. */
		assert_int_equal(mails(f, "round.decision", e3), 1);
		assert_int_equal(mails(f, "round.decision", NULL), 3);
		g_free(e1);
		g_free(e2);
		g_free(e3);
	}
	ok(store_decision_list(f->st, c.id, count_decision, h, &cause),
	    cause);
	want = g_strdup_printf("%s:technical:1:1:-1:-1:buletin ilizibil;"
	    "%s:disciplinary:2:4:-1:-1:a vorbit în sală;"
	    "%s:annul:1:0:0:%d:depunere copiată;"
	    "%s:correct:2:0:10:%d:punctaj recalculat;"
	    "%s:eliminate:-1:0:-1:-1:abatere gravă;",
	    entry_of(f, &c, 1, 1).name, entry_of(f, &c, 1, 1).name,
	    entry_of(f, &c, 1, 2).name, m1.top_score,
	    entry_of(f, &c, 1, 3).name, m2.top_score,
	    entry_of(f, &c, 1, 3).name);
	assert_string_equal(h->str, want);
	g_free(want);
	g_string_free(h, TRUE);
}

/* A decision on the whole contest c: 0 or -1 (the cause freed). */
static int
decide_contest(struct fx *f, const struct tc *c,
    enum game_decision_kind kind, int round, const char *reason)
{
	struct game_decision d;
	char *cause = NULL;
	int rc;

	memset(&d, 0, sizeof d);
	d.contest = c->name;
	d.kind = kind;
	d.round = round;
	d.reason = reason;
	begin(f);
	rc = game_contest_decide(&f->g, &d, c->now, &cause);
	if (rc == 0)
		commit(f);
	else {
		assert_non_null(cause);
		free(cause);
		store_rollback(f->st);
	}
	return rc;
}

static char *
contest_status(struct fx *f, const struct tc *c, int *last_round)
{
	struct contest *k = NULL;
	char *cause = NULL, *st;

	ok(store_contest_get(f->st, c->id, &k, &cause), cause);
	st = g_strdup(store_contest_status_str(k->status));
	if (last_round != NULL)
		*last_round = k->last_round;
	store_contest_free(k);
	return st;
}

/* --rounds 2: the contest ends after round 2.  A closed round cancelled
 * counts for nobody, the open one too (closed at once, the game going
 * on); the last round fixed at least 5 rounds ahead; the end: the open
 * round counts for nobody; each in the history. */
static void
test_arbiter_rounds(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct standings s;
	struct moves m;
	struct tc two, c;
	struct round *r;
	GString *h = g_string_new(NULL);
	char *cause = NULL, *st;
	int last = 0;

	opts_init(&opt, "DouaRunde", "classic");
	opt.rounds = 2;
	two = fx_contest_opts(f, &opt, 1);
	close_round(f, &two);
	st = contest_status(f, &two, &last);
	assert_string_equal(st, "running");
	assert_int_equal(last, 2);
	g_free(st);
	close_round(f, &two);
	st = contest_status(f, &two, NULL);
	assert_string_equal(st, "over");
	g_free(st);
	assert_int_equal(store_round_get(f->st, two.id, 3, &r, &cause), 1);

	c = fx_contest(f, "Anulare", "classic", 2, 0);
	round_moves(f, &c, &m);
	{
		const struct play p[] = {
			{ 1, m.top, m.top_score },
			{ 2, m.low, m.low_score },
		};

		play_round(f, &c, p, 2);
	}
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_CANCEL_ROUND, 1,
	    ""), -1);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_CANCEL_ROUND, 1,
	    "literele anunțate greșit"), 0);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_CANCEL_ROUND, 1,
	    "din nou"), -1);
	s = standings_of(f, &c);
	assert_int_equal(s.sum_tops, 0);
	assert_int_equal(line_of(s.l, s.n, 1)->total, 0);
	game_standings_free(s.l, s.n);
	/* The board keeps round 1's top: round 2 is drawn on it. */
	r = open_round(f, &c);
	assert_int_equal(r->number, 2);
	assert_string_not_equal(r->board,
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	store_round_free(r);
	/* The open round: closed now, judged, counting for nobody. */
	round_moves(f, &c, &m);
	enter(f, &c, 1, m.top, m.top_score);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_CANCEL_ROUND, 2,
	    "server căzut"), 0);
	r = round_no(f, &c, 2);
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	assert_int_equal(r->cancelled, 1);
	store_round_free(r);
	assert_int_equal(entry_of(f, &c, 2, 1).score, m.top_score);
	s = standings_of(f, &c);
	assert_int_equal(s.sum_tops, 0);
	assert_int_equal(line_of(s.l, s.n, 1)->total, 0);
	game_standings_free(s.l, s.n);
	r = open_round(f, &c);
	assert_int_equal(r->number, 3);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	store_round_free(r);
	/* Round 3 is being played: the last round is 8 at the soonest. */
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_LAST_ROUND, 7,
	    NULL), -1);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_LAST_ROUND, 8,
	    NULL), 0);
	st = contest_status(f, &c, &last);
	assert_int_equal(last, 8);
	g_free(st);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_END, 0, ""), -1);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_END, 0,
	    "sala închisă"), 0);
	st = contest_status(f, &c, NULL);
	assert_string_equal(st, "over");
	g_free(st);
	r = round_no(f, &c, 3);
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	assert_int_equal(r->cancelled, 1);
	store_round_free(r);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_CANCEL_ROUND, 1,
	    "după sfârșit"), -1);
	ok(store_decision_list(f->st, c.id, count_decision, h, &cause),
	    cause);
	assert_string_equal(h->str,
	    "-:cancel-round:1:0:-1:-1:literele anunțate greșit;"
	    "-:cancel-round:2:0:-1:-1:server căzut;"
	    "-:last-round:8:0:-1:-1:;"
	    "-:end:3:0:-1:-1:sala închisă;");
	g_string_free(h, TRUE);
}

/* Letters given by hand (contest letters). */
static int
letters(struct fx *f, const char *contest, int round, const char *rack,
    const char *reason, long long now)
{
	struct game_letters in;
	char *cause = NULL, *text = NULL;
	int rc;

	memset(&in, 0, sizeof in);
	in.contest = contest;
	in.round = round;
	in.letters = rack;
	in.reason = reason;
	begin(f);
	rc = game_contest_letters(&f->g, &in, now, &text, &cause);
	if (rc == GAME_LETTERS_OPENED || rc == GAME_LETTERS_RECORDED)
		commit(f);
	else {
		assert_non_null(cause);
		store_rollback(f->st);
	}
	free(cause);
	free(text);
	return rc;
}

static int
contest_waiting(struct fx *f, const struct tc *c, int *number)
{
	struct contest *k = NULL;
	char *cause = NULL;
	int rc;

	ok(store_contest_get(f->st, c->id, &k, &cause), cause);
	rc = game_contest_waiting(&f->g, k, number, NULL, &cause);
	assert_true(rc >= 0);
	store_contest_free(k);
	return rc;
}

/* --manual-draw: the contest starts without a round and waits; each
 * refusal changes nothing; the letters given open the round, mailed; after
 * a top the next round waits (the results say so) until its letters are
 * given; the end mails every entrant the final standings with its
 * reason. */
static void
test_manual_draw(void **state)
{
	struct fx *f = *state;
	struct contest_opts o;
	struct contest *k = NULL;
	struct moves m;
	struct round *r = NULL;
	struct tc c;
	char *cause = NULL, *stock = NULL;
	int number = 0;

	opts_init(&o, "Manual", "classic");
	o.entry = "registered";
	o.manual_draw = 1;
	c = fx_contest_opts(f, &o, 2);
	assert_int_equal(store_round_get(f->st, c.id, 0, &r, &cause), 1);
	ok(store_contest_get(f->st, c.id, &k, &cause), cause);
	assert_int_equal(game_contest_waiting(&f->g, k, &number, &stock,
	    &cause), 1);
	assert_int_equal(number, 1);
	assert_int_equal(strlen(stock), 100);
	free(stock);
	store_contest_free(k);
	assert_int_equal(mails(f, "round.bulletin", NULL), 0);
	assert_int_equal(letters(f, "Manual", 0, "ABCDFGH", "sala", c.now),
	    GAME_LETTERS_REFUSED);
	assert_int_equal(letters(f, "Manual", 2, "CASETRU", "sala", c.now),
	    GAME_LETTERS_REFUSED);
	assert_int_equal(letters(f, "Manual", 0, "CASETRU", "", c.now), -1);
	assert_int_equal(letters(f, "Manual", 0, "CASE-RU", "sala", c.now),
	    GAME_LETTERS_UNREADABLE);
	assert_int_equal(letters(f, "Manual", 0, "CASETRU/AB", "sala",
	    c.now), GAME_LETTERS_UNREADABLE);
	assert_int_equal(contest_waiting(f, &c, &number), 1);
	assert_int_equal(mails(f, "round.bulletin", NULL), 0);
	assert_int_equal(letters(f, "Manual", 0, "CASETRU", "sala", c.now),
	    GAME_LETTERS_OPENED);
	r = open_round(f, &c);
	assert_int_equal(r->number, 1);
	assert_string_equal(r->rack, "ACERSTU");
	store_round_free(r);
	assert_int_equal(contest_waiting(f, &c, &number), 0);
	assert_int_equal(mails(f, "round.bulletin", NULL), 2);
	/* A top played: round 2 waits, and the results say so. */
	round_moves(f, &c, &m);
	{
		const struct play p[] = { { 1, m.top, m.top_score } };

		play_round(f, &c, p, 1);
	}
	r = open_round(f, &c);
	assert_int_equal(r->number, 1);
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	store_round_free(r);
	assert_int_equal(contest_waiting(f, &c, &number), 1);
	assert_int_equal(number, 2);
	assert_int_equal(mails(f, "round.waiting", NULL), 2);
	assert_int_equal(mails(f, "round.bulletin", NULL), 2);
	assert_int_equal(letters(f, "Manual", 2, "DOLIMAN", "sala 2", c.now),
	    GAME_LETTERS_OPENED);
	r = open_round(f, &c);
	assert_int_equal(r->number, 2);
	assert_string_equal(r->rack, "ADILMNO");
	store_round_free(r);
	assert_int_equal(mails(f, "round.bulletin", NULL), 4);
	/* The end: the closing mail to both, the end's reason told. */
	assert_int_equal(mails(f, "contest.over", NULL), 0);
	assert_int_equal(decide_contest(f, &c, GAME_DECIDE_END, 0,
	    "sala închisă"), 0);
	assert_int_equal(mails(f, "contest.over", "p1@example.ro"), 1);
	assert_int_equal(mails(f, "contest.over", "p2@example.ro"), 1);
	assert_int_equal(mails(f, "round.decision", NULL), 2);
	assert_int_equal(letters(f, "Manual", 0, "CASETRU", "sala", c.now),
	    GAME_LETTERS_REFUSED);
}

/* A seeded contest: the letters of the next round given while the round
 * before is open (checked after the program's top) are used at its close;
 * letters that do not fit then leave the round waiting. */
static void
test_letters_override(void **state)
{
	static const char *const racks[] = { "CASETRU", "DOLIMAN",
	    "BIRNEAT", "PARTEOS", "MUNTELA" };
	struct fx *f = *state;
	struct manual_rack mr;
	struct moves m;
	struct round *r;
	struct sm_dup d;
	struct sm_dup_top top;
	struct sm_rack rk, none;
	struct sm_give_why why;
	struct tc c;
	const char *given = NULL;
	char *cause = NULL, want[32], zs[] = "ZZZZZZZ", why_text[] = "x";
	char made[] = "2026-11-30T10:00:00Z";
	size_t n = 0, i;
	int number = 0;

	c = fx_contest(f, "Dirijat", "classic", 2, 0);
	round_moves(f, &c, &m);
	/* Letters that fit after the program's top of round 1. */
	memset(&none, 0, sizeof none);
	for (i = 0; i < sizeof racks / sizeof *racks && given == NULL; i++) {
		assert_int_equal(sm_dup_load(&d, m.state), 0);
		assert_int_equal(sm_dup_tops(&d, f->gen, &top, 1, &n), 0);
		assert_int_equal(sm_dup_play(&d, &top), 0);
		assert_int_equal(sm_rack_parse(&rk, racks[i],
		    strlen(racks[i]), NULL), SM_RACK_OK);
		if (sm_dup_give(&d, &rk, &none, f->gen, &why) == SM_GIVE_OK) {
			given = racks[i];
			sm_rack_format(&rk, want, sizeof want);
		}
	}
	assert_non_null(given);
	assert_int_equal(letters(f, "Dirijat", 1, given, "x", c.now),
	    GAME_LETTERS_REFUSED);
	assert_int_equal(letters(f, "Dirijat", 0, given, "runda din sală",
	    c.now), GAME_LETTERS_RECORDED);
	{
		const struct play p[] = { { 1, m.top, m.top_score } };

		play_round(f, &c, p, 1);
	}
	r = open_round(f, &c);
	assert_int_equal(r->number, 2);
	assert_string_equal(r->rack, want);
	store_round_free(r);
	/* Letters for round 3 that the stock cannot give (recorded as they
	 * stand, as if another top had been chosen): round 3 waits. */
	memset(&mr, 0, sizeof mr);
	mr.round = 3;
	mr.rack = zs;
	mr.reason = why_text;
	mr.made = made;
	begin(f);
	ok(store_manual_rack_add(f->st, c.id, &mr, &cause), cause);
	commit(f);
	round_moves(f, &c, &m);
	{
		const struct play p[] = { { 1, m.top, m.top_score } };

		play_round(f, &c, p, 1);
	}
	assert_int_equal(contest_waiting(f, &c, &number), 1);
	assert_int_equal(number, 3);
	assert_int_equal(mails(f, "round.waiting", "p1@example.ro"), 1);
	assert_int_equal(letters(f, "Dirijat", 0, given, "again", c.now),
	    GAME_LETTERS_OPENED);
	r = open_round(f, &c);
	assert_int_equal(r->number, 3);
	store_round_free(r);
}

/* --review: the round is held at its deadline (tick closes nothing); the
 * review lists the equivalent tops numbered (1: the program's) and the
 * room's best; the round closes with the arbiter's choice played. */
static void
test_arbiter_review(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct moves m;
	struct tc c;
	struct round *r;
	char *cause = NULL, *text = NULL, **lines, **second, *want;
	size_t closed = 0, opened = 0, reminded = 0;

	opts_init(&opt, "Revizie", "classic");
	opt.review = 1;
	c = fx_contest_opts(f, &opt, 2);
	round_moves(f, &c, &m);
	enter(f, &c, 1, m.low, m.low_score);
	begin(f);
	ok(game_tick(&f->g, c.now + 8 * DAY, &closed, &opened,
	    &reminded, &cause), cause);
	commit(f);
	assert_int_equal(closed, 0);
	r = open_round(f, &c);
	assert_int_equal(r->number, 1);
	store_round_free(r);
	ok(game_contest_review(&f->g, "Revizie", &text, &cause), cause);
	lines = g_strsplit(text, "\n", -1);
	want = g_strdup_printf("top\t1\t%s\t%d", m.top, m.top_score);
	assert_string_equal(lines[0], want);
	g_free(want);
	assert_true(g_str_has_prefix(lines[1], "top\t2\t"));
	want = g_strdup_printf("best\t%d\t1\n", m.low_score);
	assert_true(g_str_has_suffix(text, want));
	g_free(want);
	second = g_strsplit(lines[1], "\t", -1);
	begin(f);
	assert_int_equal(game_contest_close_top(&f->g, c.id, 100000,
	    c.now + 8 * DAY, NULL, &cause), -1);
	free(cause);
	cause = NULL;
	store_rollback(f->st);
	begin(f);
	ok(game_contest_close_top(&f->g, c.id, 2, c.now + 8 * DAY, NULL,
	    &cause), cause);
	commit(f);
	r = round_no(f, &c, 1);
	assert_string_equal(r->top_move, second[2]);
	assert_string_not_equal(r->top_move, m.top);
	store_round_free(r);
	g_strfreev(second);
	g_strfreev(lines);
	free(text);
}

/* --- the clock --------------------------------------------------------------- */

static void
test_tick_closes_due_rounds(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct moves m;
	struct tc a, b;
	struct round *r;
	char *cause = NULL;
	size_t closed = 0, opened = 0, reminded = 0;

	a = fx_contest(f, "Repede", "classic", 1, 0);
	opts_init(&opt, "Incet", "classic");
	opt.round_days = 14;
	b = fx_contest_opts(f, &opt, 1);
	round_moves(f, &a, &m);
	enter(f, &a, 1, m.top, m.top_score);
	/* Before any deadline: nothing. */
	ok(game_tick(&f->g, f->t0 + 7 * DAY - 1, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(closed, 0);
	/* Past the 7-day deadline only. */
	ok(game_tick(&f->g, f->t0 + 7 * DAY + 1, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(closed, 1);
	assert_int_equal(reminded, 0);		/* open contests: never */
	r = round_no(f, &a, 1);
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	store_round_free(r);
	r = open_round(f, &a);
	assert_int_equal(r->number, 2);
	store_round_free(r);
	r = open_round(f, &b);
	assert_int_equal(r->number, 1);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	store_round_free(r);
	assert_int_equal(entry_of(f, &a, 1, 1).score, m.top_score);
	/* Again at the same time: nothing more. */
	ok(game_tick(&f->g, f->t0 + 7 * DAY + 1, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(closed, 0);
}

/* Rounds opened at a given time (--open): the round after a close waits,
 * drawn, until the next such time; an entry for it is refused with that
 * time; the tick opens it then, once, its deadline counted from then. */
static void
test_tick_opens_planned(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct game_entry_outcome o;
	struct contest *ct = NULL;
	struct moves m;
	struct tc a;
	struct round *r;
	char *cause = NULL;
	size_t closed = 0, opened = 0, reminded = 0;
	long long closes = f->t0 + 7 * DAY + 1, opens, at, deadline;
	int number = 0;

	opts_init(&opt, "Luni", "classic");
	opt.opens = "mon 08:00";
	a = fx_contest_opts(f, &opt, 1);
	round_moves(f, &a, &m);
	enter(f, &a, 1, m.top, m.top_score);
	ok(game_tick(&f->g, closes, &closed, &opened, &reminded, &cause),
	    cause);
	assert_int_equal(closed, 1);
	assert_int_equal(opened, 0);
	/* Planned: round 2, at the Monday 08:00 (UTC here) after the
	 * close, and no round open. */
	ok(store_contest_get(f->st, a.id, &ct, &cause), cause);
	assert_int_equal(game_contest_planned(&f->g, ct, &number, &opens,
	    &cause), 1);
	assert_int_equal(number, 2);
	assert_true(opens > closes && opens <= closes + 7 * DAY);
	assert_int_equal((opens - 8 * 3600) % DAY, 0);
	assert_int_equal(((opens / DAY) + 3) % 7, 0);	/* a Monday */
	at = opens;
	r = open_round(f, &a);
	assert_int_equal(r->number, 1);
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	store_round_free(r);
	/* An entry for it before then: refused, naming the time. */
	memset(&o, 0, sizeof o);
	assert_int_equal(enter_at(f, &a, 1, 2, "H8 CASA", 8, opens - 60, &o),
	    GAME_ENTRY_NOT_OPEN);
	assert_int_equal(o.deadline, opens);
	game_entry_outcome_clear(&o);
	/* A second before: nothing; at the time: opened, once. */
	ok(game_tick(&f->g, opens - 1, &closed, &opened, &reminded, &cause),
	    cause);
	assert_int_equal(opened, 0);
	ok(game_tick(&f->g, opens, &closed, &opened, &reminded, &cause),
	    cause);
	assert_int_equal(opened, 1);
	ok(game_tick(&f->g, opens + 60, &closed, &opened, &reminded, &cause),
	    cause);
	assert_int_equal(opened, 0);
	assert_int_equal(game_contest_planned(&f->g, ct, &number, &opens,
	    &cause), 0);
	r = open_round(f, &a);
	assert_int_equal(r->number, 2);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	/* Its deadline: round_days (7) from the opening, not the close. */
	assert_int_equal(util_parse_iso8601(r->deadline, &deadline), 0);
	assert_int_equal(deadline, at + 7 * DAY);
	store_round_free(r);
	store_contest_free(ct);
}

/* A registered contest's players without an entry are reminded once, in
 * the last day before the deadline. */
static void
test_tick_reminds(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc c;
	char *cause = NULL;
	size_t closed = 0, opened = 0, reminded = 0;

	c = fx_contest(f, "Camp", "classic", 3, 1);
	round_moves(f, &c, &m);
	enter(f, &c, 2, m.top, m.top_score);
	/* Two days before: too early. */
	ok(game_tick(&f->g, f->t0 + 5 * DAY, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(reminded, 0);
	assert_int_equal(mails(f, "round.reminder", NULL), 0);
	/* Twelve hours before: players 1 and 3, not 2. */
	ok(game_tick(&f->g, f->t0 + 7 * DAY - DAY / 2, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(closed, 0);
	assert_int_equal(reminded, 2);
	assert_int_equal(mails(f, "round.reminder", "p1@example.ro"), 1);
	assert_int_equal(mails(f, "round.reminder", "p2@example.ro"), 0);
	assert_int_equal(mails(f, "round.reminder", "p3@example.ro"), 1);
	/* Once only. */
	ok(game_tick(&f->g, f->t0 + 7 * DAY - DAY / 4, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(reminded, 0);
	assert_int_equal(mails(f, "round.reminder", NULL), 2);
	/* At the close, every player gets the results (entry or not). */
	ok(game_tick(&f->g, f->t0 + 7 * DAY + 1, &closed, &opened,
	    &reminded, &cause), cause);
	assert_int_equal(closed, 1);
	assert_int_equal(mails(f, "round.results", NULL), 3);
}

/* --- the organiser's options ----------------------------------------------- */

/* A tactic pair entered by player who for c's open round. */
static void
enter_pair(struct fx *f, const struct tc *c, int who, const char *move,
    const char *move2)
{
	struct game_sender s;
	struct game_entry_in in;
	struct game_entry_outcome out;
	struct player pl;
	struct round *r = open_round(f, c);
	char *cause = NULL, *email, *name;

	sender_of(c, who, &s, &pl, &email, &name);
	memset(&in, 0, sizeof in);
	in.contest_id = c->id;
	in.round = r->number;
	in.move = move;
	in.move2 = move2;
	in.claimed = in.claimed2 = in.claimed_total = -1;
	in.now = c->now + 3600;
	begin(f);
	ok(game_entry(&f->g, &s, &in, &out, &cause), cause);
	commit(f);
	assert_true(out.code == GAME_ENTRY_RECEIVED ||
	    out.code == GAME_ENTRY_REPLACED);
	game_entry_outcome_clear(&out);
	store_round_free(r);
	g_free(email);
	g_free(name);
}

/* Create refused with o: the cause must name what. */
static void
create_refused(struct fx *f, const struct contest_opts *o, const char *what)
{
	char *cause = NULL;

	begin(f);
	assert_int_equal(game_contest_create(&f->g, o, f->t0, &cause), -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, what));
	free(cause);
	store_rollback(f->st);
}

/* --tactic-order imposed: kept with the contest and in the round's state;
 * a pair that plays the second group first, which a free contest on the
 * same seed takes, is refused; the first group first is taken.  The
 * option is refused outside tactic, and an unknown order. */
static void
test_tactic_order_imposed(void **state)
{
	struct fx *f = *state;
	struct contest_opts o;
	struct contest *k = NULL;
	struct round *r;
	struct sm_dup d;
	struct sm_genrack gr[2];
	struct sm_genmove m1, m2;
	struct sm_judgement j;
	struct sm_board b2;
	struct tc cf, ci;
	char *cause = NULL, a[64], b[64], fa[64], fb[64];

	opts_init(&o, "TacticFree", "tactic");
	o.seed = "seed-tactic-order";
	cf = fx_contest_opts(f, &o, 2);
	opts_init(&o, "TacticImposed", "tactic");
	o.seed = "seed-tactic-order";
	o.tactic_order = "imposed";
	ci = fx_contest_opts(f, &o, 2);
	ok(store_contest_get(f->st, ci.id, &k, &cause), cause);
	assert_int_equal(k->tactic_order, SM_DUP_ORDER_IMPOSED);
	store_contest_free(k);
	r = open_round(f, &ci);
	assert_non_null(strstr(r->state, " order=imposed"));
	assert_int_equal(sm_dup_load(&d, r->state), 0);
	assert_int_equal(d.order, SM_DUP_ORDER_IMPOSED);
	store_round_free(r);
	r = open_round(f, &cf);
	assert_null(strstr(r->state, "order="));
	store_round_free(r);
	/* The second group's best move, then the first group's best after
	 * it; and the other way round. */
	assert_int_equal(sm_dup_genracks(&d, gr), 2);
	assert_int_equal(sm_movegen_best(f->gen, &d.board, &gr[1], &m1, 1),
	    1);
	assert_int_equal(sm_judge(&d.board, NULL, NULL, &m1.move, &j),
	    SM_LEGAL);
	b2 = d.board;
	sm_board_apply(&b2, &j);
	assert_int_equal(sm_movegen_best(f->gen, &b2, &gr[0], &m2, 1), 1);
	sm_move_format(&m1.move, a, sizeof a);
	sm_move_format(&m2.move, b, sizeof b);
	assert_int_equal(sm_movegen_best(f->gen, &d.board, &gr[0], &m1, 1),
	    1);
	assert_int_equal(sm_judge(&d.board, NULL, NULL, &m1.move, &j),
	    SM_LEGAL);
	b2 = d.board;
	sm_board_apply(&b2, &j);
	assert_int_equal(sm_movegen_best(f->gen, &b2, &gr[1], &m2, 1), 1);
	sm_move_format(&m1.move, fa, sizeof fa);
	sm_move_format(&m2.move, fb, sizeof fb);
	enter_pair(f, &cf, 1, a, b);
	enter_pair(f, &ci, 1, a, b);
	enter_pair(f, &ci, 2, fa, fb);
	close_round(f, &cf);
	close_round(f, &ci);
	assert_int_equal(entry_of(f, &cf, 1, 1).valid, 1);
	assert_int_equal(entry_of(f, &ci, 1, 1).valid, 0);
	assert_int_equal(entry_of(f, &ci, 1, 1).score, 0);
	assert_int_equal(entry_of(f, &ci, 1, 2).valid, 1);
	/* The next round keeps the order. */
	r = open_round(f, &ci);
	assert_int_equal(r->number, 2);
	assert_non_null(strstr(r->state, " order=imposed"));
	store_round_free(r);
	/* Refused: outside tactic; an unknown order. */
	opts_init(&o, "ClassicImposed", "classic");
	o.tactic_order = "imposed";
	create_refused(f, &o, "tactic");
	opts_init(&o, "TacticSideways", "tactic");
	o.tactic_order = "sideways";
	create_refused(f, &o, "sideways");
}

/* Three of one letter in a rack (a blank is no letter). */
static int
has_triple(const char *rack)
{
	int n[256] = { 0 };
	const unsigned char *p;

	for (p = (const unsigned char *)rack; *p != '\0'; p++)
		if (*p != '?' && ++n[*p] >= 3)
			return 1;
	return 0;
}

/* --redraw-triples: a seed whose first rack holds three of one letter
 * gives, with the option, another rack without one, the racks sent back
 * counted in the round's state; refused for superjoker. */
static void
test_redraw_triples(void **state)
{
	struct fx *f = *state;
	struct contest_opts o;
	struct contest *k = NULL;
	struct round *r;
	struct sm_dup d;
	char seed[32], rack[32], *cause = NULL;
	int i;

	/* A seed whose first classic rack holds a triple. */
	for (i = 0; i < 2000; i++) {
		snprintf(seed, sizeof seed, "triple-%d", i);
		sm_dup_init(&d, SM_DUP_CLASSIC, game_seed_engine(seed));
		assert_int_equal(sm_dup_draw(&d, f->gen), SM_DRAW_OK);
		sm_rack_format(&d.rack, rack, sizeof rack);
		if (has_triple(rack))
			break;
	}
	assert_true(i < 2000);
	opts_init(&o, "TriplesKept", "classic");
	o.seed = seed;
	fx_contest_opts(f, &o, 2);
	opts_init(&o, "TriplesRedrawn", "classic");
	o.seed = seed;
	o.redraw_triples = 1;
	fx_contest_opts(f, &o, 2);
	ok(store_contest_find(f->st, "TriplesKept", &k, &cause), cause);
	assert_int_equal(k->redraw_triples, 0);
	ok(store_round_get(f->st, k->id, 1, &r, &cause), cause);
	assert_string_equal(r->rack, rack);
	assert_null(strstr(r->state, "triples="));
	store_round_free(r);
	store_contest_free(k);
	ok(store_contest_find(f->st, "TriplesRedrawn", &k, &cause), cause);
	assert_int_equal(k->redraw_triples, 1);
	ok(store_round_get(f->st, k->id, 1, &r, &cause), cause);
	assert_false(has_triple(r->rack));
	assert_int_equal(sm_dup_load(&d, r->state), 0);
	assert_true(d.triples);
	assert_true(d.triples_back >= 1);
	store_round_free(r);
	store_contest_free(k);
	opts_init(&o, "TriplesSuper", "superjoker");
	o.redraw_triples = 1;
	create_refused(f, &o, "superjoker");
}

/* Player who's entry at `at`, from a mail whose authentication failed
 * (unverified: what failed) or not, signed on or not. */
static enum game_entry_code
enter_auth(struct fx *f, const struct tc *c, int who, const char *move,
    long long at, const char *unverified, int signon, long long *held_id)
{
	struct game_sender s;
	struct game_entry_in in;
	struct game_entry_outcome out;
	struct player pl;
	struct round *r = open_round(f, c);
	enum game_entry_code code;
	char *cause = NULL, *email, *name;

	sender_of(c, who, &s, &pl, &email, &name);
	s.unverified = unverified;
	if (signon)
		s.player = signed_on(&pl, email);
	memset(&in, 0, sizeof in);
	in.contest_id = c->id;
	in.round = r->number;
	in.move = move;
	in.claimed = -1;
	in.claimed2 = in.claimed_total = -1;
	in.now = at;
	begin(f);
	ok(game_entry(&f->g, &s, &in, &out, &cause), cause);
	commit(f);
	code = out.code;
	if (code == GAME_ENTRY_HELD) {
		assert_string_equal(out.reason, unverified);
		assert_true(out.held_id > 0);
	} else
		assert_int_equal(out.held_id, 0);
	if (held_id != NULL)
		*held_id = out.held_id;
	game_entry_outcome_clear(&out);
	store_round_free(r);
	g_free(email);
	g_free(name);
	return code;
}

/* The move recorded for player who in c's open round, or NULL. */
struct recorded {
	const char	*email;
	char		*move;
};

static int
recorded_one(void *arg, const struct entry *e)
{
	struct recorded *k = arg;

	if (strcmp(e->email, k->email) == 0)
		k->move = g_strdup(e->move);
	return 0;
}

static char *
recorded(struct fx *f, const struct tc *c, int who)
{
	struct round *r = open_round(f, c);
	struct recorded k;
	char *cause = NULL, *email = player_email(who);

	k.email = email;
	k.move = NULL;
	ok(store_entry_list(f->st, r->id, recorded_one, &k, &cause), cause);
	store_round_free(r);
	g_free(email);
	return k.move;
}

static int
count_held(void *arg, const struct held_entry *h)
{
	(void)h;
	(*(int *)arg)++;
	return 0;
}

static int
nheld(struct fx *f, const struct tc *c)
{
	char *cause = NULL;
	int n = 0;

	ok(store_held_list(f->st, c->id, count_held, &n, &cause), cause);
	return n;
}

static enum game_held_result
release(struct fx *f, long long contest_id, long long id,
    enum game_entry_code *code)
{
	struct game_entry_outcome o;
	enum game_held_result res;
	char *cause = NULL;

	begin(f);
	ok(game_held_release(&f->g, contest_id, id, f->t0 + 3000, &res, &o,
	    &cause), cause);
	commit(f);
	if (code != NULL)
		*code = o.code;
	game_entry_outcome_clear(&o);
	return res;
}

/* The mails queued for player who's address whose data holds both texts
 * (the second may be NULL). */
struct held_mails {
	struct store	*st;
	const char	*email;
	const char	*a, *b;
	int		 n;
};

static int
held_mail_one(void *arg, const struct outbox_entry *e)
{
	struct held_mails *k = arg;
	struct outbox_entry *full = NULL;
	char *cause = NULL;

	if (strcmp(e->rcpt, k->email) != 0)
		return 0;
	ok(store_outbox_get(k->st, e->id, &full, &cause), cause);
	if (full->xml != NULL && strstr(full->xml, k->a) != NULL &&
	    (k->b == NULL || strstr(full->xml, k->b) != NULL))
		k->n++;
	store_outbox_entry_free(full);
	return 0;
}

static int
held_mails(struct fx *f, int who, const char *a, const char *b)
{
	struct held_mails k;
	char *cause = NULL, *email = player_email(who);

	k.st = f->st;
	k.email = email;
	k.a = a;
	k.b = b;
	k.n = 0;
	ok(store_outbox_list(f->st, STORE_OUTBOX_ANY, held_mail_one, &k,
	    &cause), cause);
	g_free(email);
	return k.n;
}

/* Sender authentication of an open contest (issue 18): a reader's entry
 * whose mail failed it is held, not recorded, and replaces nothing; a
 * signed-on player's is recorded; the organiser releases (entered as of
 * when it arrived, unless the address entered again since or the round
 * closed) or rejects. */
static void
test_held_entries(void **state)
{
	struct fx *f = *state;
	struct moves m;
	struct tc c;
	struct entrant *e = NULL;
	enum game_held_result res;
	enum game_entry_code code;
	char *cause = NULL, *mv, *email2 = player_email(2);
	long long forged, h2, h4, h5, t;

	c = fx_contest(f, "Autentificat", "classic", 5, 0);
	round_moves(f, &c, &m);
	t = c.now;
	/* Player 1's own entry, then one forged from their address. */
	assert_int_equal(enter_auth(f, &c, 1, m.top, t + 60, NULL, 0, NULL),
	    GAME_ENTRY_RECEIVED);
	assert_int_equal(enter_auth(f, &c, 1, m.low, t + 120, "DMARC", 0,
	    &forged), GAME_ENTRY_HELD);
	mv = recorded(f, &c, 1);
	assert_non_null(mv);
	assert_string_equal(mv, m.top);
	g_free(mv);
	/* A new reader whose mail failed: held, not an entrant yet. */
	assert_int_equal(enter_auth(f, &c, 2, m.low, t + 180, "SPF", 0, &h2),
	    GAME_ENTRY_HELD);
	assert_int_equal(store_entrant_find(f->st, c.id, email2, &e, &cause),
	    1);
	/* Signed on, the password authenticates: recorded. */
	assert_int_equal(enter_auth(f, &c, 3, m.low, t + 240, "DMARC", 1,
	    NULL), GAME_ENTRY_RECEIVED);
	/* A bad move is answered as such, nothing held. */
	assert_int_equal(enter_auth(f, &c, 3, "ZZ99 X", t + 250, "DMARC", 0,
	    NULL), GAME_ENTRY_BAD_MOVE);
	assert_int_equal(nheld(f, &c), 2);
	/* Released: player 2 enters with the held move, and is told that
	 * it counts (judged at the deadline, this contest judging then). */
	assert_int_equal(held_mails(f, 2, "round.held", NULL), 0);
	assert_int_equal(release(f, c.id, h2, &code), GAME_HELD_DONE);
	assert_int_equal(code, GAME_ENTRY_RECEIVED);
	assert_int_equal(held_mails(f, 2, "code=\"round.held-released\"",
	    "judged=\"\""), 1);
	assert_int_equal(held_mails(f, 2, "round.held-rejected", NULL), 0);
	mv = recorded(f, &c, 2);
	assert_non_null(mv);
	assert_string_equal(mv, m.low);
	g_free(mv);
	assert_int_equal(nheld(f, &c), 1);
	assert_int_equal(release(f, c.id, h2, NULL), GAME_HELD_NONE);
	assert_int_equal(release(f, c.id + 1000, forged, NULL),
	    GAME_HELD_NONE);
	/* Player 4 held, then entering with a good mail: the held one is
	 * older and is not released over it. */
	assert_int_equal(enter_auth(f, &c, 4, m.low, t + 300, "DKIM", 0, &h4),
	    GAME_ENTRY_HELD);
	assert_int_equal(enter_auth(f, &c, 4, m.top, t + 360, NULL, 0, NULL),
	    GAME_ENTRY_RECEIVED);
	assert_int_equal(release(f, c.id, h4, NULL), GAME_HELD_SUPERSEDED);
	assert_int_equal(held_mails(f, 4, "round.held-", NULL), 0);
	mv = recorded(f, &c, 4);
	assert_string_equal(mv, m.top);
	g_free(mv);
	/* The forged one rejected: player 1's entry stands; player 1 is
	 * told once, with the deadline of the round still open. */
	begin(f);
	ok(game_held_reject(&f->g, c.id, forged, f->t0 + 3000, &res, &cause),
	    cause);
	commit(f);
	assert_int_equal(res, GAME_HELD_DONE);
	begin(f);
	ok(game_held_reject(&f->g, c.id, forged, f->t0 + 3000, &res, &cause),
	    cause);
	commit(f);
	assert_int_equal(res, GAME_HELD_NONE);
	assert_int_equal(held_mails(f, 1, "code=\"round.held-rejected\"",
	    "what=\"DMARC\""), 1);
	assert_int_equal(held_mails(f, 1, "round.held-rejected",
	    "deadline=\"\""), 0);
	assert_int_equal(held_mails(f, 1, "round.held-released", NULL), 0);
	mv = recorded(f, &c, 1);
	assert_string_equal(mv, m.top);
	g_free(mv);
	/* Held until the round closed: no longer released. */
	assert_int_equal(enter_auth(f, &c, 5, m.low, t + 420, "SPF, DKIM", 0,
	    &h5), GAME_ENTRY_HELD);
	close_round(f, &c);
	assert_int_equal(release(f, c.id, h5, &code), GAME_HELD_REFUSED);
	assert_int_equal(code, GAME_ENTRY_CLOSED);
	assert_int_equal(nheld(f, &c), 2);	/* h4 and h5 kept */
	assert_int_equal(held_mails(f, 5, "round.held-", NULL), 0);
	/* Rejected once its round is closed: no deadline to meet. */
	begin(f);
	ok(game_held_reject(&f->g, c.id, h5, f->t0 + 9000000, &res, &cause),
	    cause);
	commit(f);
	assert_int_equal(res, GAME_HELD_DONE);
	assert_int_equal(held_mails(f, 5, "code=\"round.held-rejected\"",
	    "deadline=\"\""), 1);
	g_free(email2);
}

/* A contest that judges on receipt: the released entry is judged as it
 * enters, and its sender told its score (or that it is refused, with
 * why). */
static void
test_held_judged(void **state)
{
	struct fx *f = *state;
	struct contest_opts opt;
	struct moves m;
	struct tc c;
	enum game_entry_code code;
	char want[64];
	long long h1, h2;

	opts_init(&opt, "Verificat", "classic");
	opt.feedback = "on-receipt";
	c = fx_contest_opts(f, &opt, 2);
	round_moves(f, &c, &m);
	assert_int_equal(enter_auth(f, &c, 1, m.top, c.now + 60, "DMARC", 0,
	    &h1), GAME_ENTRY_HELD);
	assert_int_equal(enter_auth(f, &c, 2, m.bad, c.now + 120, "SPF", 0,
	    &h2), GAME_ENTRY_HELD);
	assert_int_equal(release(f, c.id, h1, &code), GAME_HELD_DONE);
	assert_int_equal(code, GAME_ENTRY_JUDGED);
	snprintf(want, sizeof want, "score=\"%d\"", m.top_score);
	assert_int_equal(held_mails(f, 1, "judged=\"1\" valid=\"yes\"",
	    want), 1);
	assert_int_equal(release(f, c.id, h2, &code), GAME_HELD_DONE);
	assert_int_equal(code, GAME_ENTRY_JUDGED);
	assert_int_equal(held_mails(f, 2, "valid=\"no\" score=\"\"",
	    "vcode=\"word\""), 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_create_join_start, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_resolve, setup, teardown),
		cmocka_unit_test_setup_teardown(test_entry_outcomes, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_entry_judged_on_receipt,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_close_judges_and_plays,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_score_required, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_solo_bonus, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_nobody_valid_repeats,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_readers_until_stop,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_fourth_warning_penalty,
		    setup, teardown),
		cmocka_unit_test(test_rank_rules),
		cmocka_unit_test_setup_teardown(test_top_variant, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_top_is_the_rooms, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_solo_bonus_players, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_every_top_listed, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_tactic_omission_warns,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_arbiter_sanctions, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_arbiter_rounds, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_manual_draw, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_held_judged, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_held_entries, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_letters_override, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_arbiter_review, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_tactic_order_imposed,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_redraw_triples, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_tick_opens_planned,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_tick_closes_due_rounds,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_tick_reminds, setup,
		    teardown),
	};

	/* Built twice (Makefile.am), so that make -j2 runs the two parts
	 * side by side (the suite is the longest under ASan): TEST_SHARD 2
	 * runs test_tactic_order_imposed alone, 1 every other test.  CPU
	 * time in a normal build, 2026-12-02: shard 2 71 s, shard 1 8.9 s;
	 * since the tactic search asks a second move only for what can still
	 * make a top (sm_movegen_best_from), 13.1 s and 5.3 s. */
	struct CMUnitTest pick[sizeof tests / sizeof tests[0]];
	size_t i, n = 0;
	int heavy;

	for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
		heavy = strcmp(tests[i].name,
		    "test_tactic_order_imposed") == 0;
		if (TEST_SHARD == 0 || heavy == (TEST_SHARD == 2))
			pick[n++] = tests[i];
	}
	setenv("SCRABMAIL_NOW", "2026-11-30T10:00:00Z", 1);
	return _cmocka_run_group_tests("test-game-contest", pick, n,
	    group_setup, group_teardown);
}
