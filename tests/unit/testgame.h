/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * testgame.h: the fixture the game layer's unit tests share
 * (test-game-play.c, test-game-champ.c, test-game-clock.c): a temporary
 * directory holding a new database (store_init) and a small lexicon file,
 * a configuration read with the defaults and pointed at that lexicon, and a
 * game context on them (no templates: the mails are queued as their data,
 * never rendered nor sent).  Then helpers to add players, create games,
 * read a game's saved engine state, pick letters from a rack, look at the
 * mails queued, and check a call's return.
 *
 * The lexicon: every two-letter word of A..Z (676 words), so that any two
 * letters of a rack make a legal first move and any letter put under a
 * tile makes a legal word; no longer word, so any three letters are an
 * illegal word.  A test that needs a longer word adds it to
 * tg_extra_words before tg_setup.
 *
 *	cmocka_unit_test_setup_teardown(test_x, tg_setup, tg_teardown)
 *	struct tg *t = *state;
 *	long long id = tg_game(t, (const char *[]){ "ana", "bogdan" }, 2,
 *	    "seed", 1);
 *
 * Everything is freed by tg_teardown (the directory removed); the strings
 * the helpers return are the caller's (free()).
 */
#ifndef SM_TESTGAME_H
#define SM_TESTGAME_H

#include <glib.h>

#include "conf.h"
#include "free.h"
#include "game-champ.h"
#include "game-ctx.h"
#include "game-play.h"
#include "lexicon.h"
#include "store.h"
#include "util.h"

/* The pinned start of every test: Monday 30 November 2026, 10:00 UTC
 * (12:00 in Bucharest), as in tests/cli/champ.sh. */
#define TG_T0_TEXT	"2026-11-30T10:00:00Z"
#define TG_DAY		86400LL

struct tg {
	char		 dir[64];
	char		*db;
	char		*lex;
	struct store	*st;
	struct conf	*conf;
	struct game_ctx	 g;
	long long	 t0;
	/* The game_over hook of tg_hook: how often and with what. */
	int		 over_calls;
	long long	 over_game;
	long long	 over_champ;
};

/* Words added to the lexicon by the next tg_setup (NULL-terminated). */
static const char *const *tg_extra_words;

static inline void
tg_ok(int rc, char *cause)
{
	if (rc != 0)
		fail_msg("%s (rc %d)", cause != NULL ? cause : "(no cause)",
		    rc);
	free(cause);
}

static inline long long
tg_time(const char *iso)
{
	long long t;

	if (util_parse_iso8601(iso, &t) != 0)
		fail_msg("bad time %s", iso);
	return t;
}

/* The lexicon file: every two-letter word, and tg_extra_words. */
static inline int
tg_write_lexicon(const char *path)
{
	struct sm_lexbuild *b;
	uint8_t w[16];
	void *out = NULL;
	size_t outlen, len, i;
	int a, c, rc = -1;
	FILE *fp;

	if ((b = sm_lexbuild_new()) == NULL)
		return -1;
	for (a = 1; a <= 26; a++)
		for (c = 1; c <= 26; c++) {
			w[0] = (uint8_t)a;
			w[1] = (uint8_t)c;
			if (sm_lexbuild_add(b, w, 2) != SM_LEX_OK)
				goto out;
		}
	for (i = 0; tg_extra_words != NULL && tg_extra_words[i] != NULL; i++) {
		for (len = 0; tg_extra_words[i][len] != '\0' && len < 15;
		    len++)
			w[len] = (uint8_t)(tg_extra_words[i][len] - 'A' + 1);
		if (sm_lexbuild_add(b, w, len) != SM_LEX_OK)
			goto out;
	}
	if (sm_lexbuild_finish(b, "testgame", 0, &out, &outlen, NULL) !=
	    SM_LEX_OK)
		goto out;
	if ((fp = fopen(path, "wb")) == NULL)
		goto out;
	if (fwrite(out, 1, outlen, fp) == outlen)
		rc = 0;
	if (fclose(fp) != 0)
		rc = -1;
out:
	sm_lexbuild_free(b);
	free(out);
	return rc;
}

static inline int
tg_setup(void **state)
{
	struct tg *t = calloc(1, sizeof *t);
	char *cause = NULL;

	if (t == NULL)
		return -1;
	unsetenv("SCRABMAIL_CONFIG");
	snprintf(t->dir, sizeof t->dir, "/tmp/test-game-XXXXXX");
	if (mkdtemp(t->dir) == NULL)
		return -1;
	t->db = g_strdup_printf("%s/test.db", t->dir);
	t->lex = g_strdup_printf("%s/test.lex", t->dir);
	if (tg_write_lexicon(t->lex) == -1) {
		fprintf(stderr, "tg_setup: the lexicon cannot be written\n");
		return -1;
	}
	if ((t->st = store_open(t->db, 1, &cause)) == NULL ||
	    store_init(t->st, NULL, NULL, &cause) == -1 ||
	    (t->conf = conf_load(NULL, &cause)) == NULL) {
		fprintf(stderr, "tg_setup: %s\n", cause);
		free(cause);
		return -1;
	}
	free(t->conf->lexicon);
	t->conf->lexicon = xstrdup(t->lex);
	t->conf->downtime_minutes = 0;
	game_ctx_init(&t->g, t->st, t->conf, NULL);
	t->t0 = tg_time(TG_T0_TEXT);
	*state = t;
	return 0;
}

static inline int
tg_teardown(void **state)
{
	struct tg *t = *state;
	gchar *cmd[] = { g_strdup("rm"), g_strdup("-rf"), g_strdup(t->dir),
	    NULL };

	game_ctx_clear(&t->g);
	store_close(t->st);
	conf_free(t->conf);
	g_spawn_sync(NULL, cmd, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
	    NULL, NULL, NULL);
	g_free(cmd[0]);
	g_free(cmd[1]);
	g_free(cmd[2]);
	g_free(t->db);
	g_free(t->lex);
	free(t);
	return 0;
}

/* A registered player name@example.ro (English); the id. */
static inline long long
tg_player(struct tg *t, const char *name)
{
	char *email = g_strdup_printf("%s@example.ro", name), *cause = NULL;
	long long id = 0;

	tg_ok(store_player_add(t->st, name, email, NULL, "en", t->t0, &id,
	    &cause), cause);
	g_free(email);
	return id;
}

static inline long long
tg_player_id(struct tg *t, const char *name)
{
	struct player *p = NULL;
	char *cause = NULL;
	long long id;

	tg_ok(store_player_find(t->st, name, &p, &cause), cause);
	id = p->id;
	store_player_free(p);
	return id;
}

/* A game of the n players (added when new) with options o, at t->t0. */
static inline long long
tg_game_opts(struct tg *t, const char *const *names, int n,
    const struct game_play_opts *o)
{
	struct player *p;
	char *cause = NULL;
	long long id = 0;
	int i;

	for (i = 0; i < n; i++) {
		p = NULL;
		if (store_player_find(t->st, names[i], &p, &cause) == 1)
			tg_player(t, names[i]);
		store_player_free(p);
	}
	tg_ok(game_play_create(&t->g, names, n, o, t->t0, &id, &cause),
	    cause);
	return id;
}

/* A free game of the n players from seed. */
static inline long long
tg_game(struct tg *t, const char *const *names, int n, const char *seed,
    int end_scoring)
{
	struct game_play_opts o;

	memset(&o, 0, sizeof o);
	o.seed = seed;
	o.end_scoring = end_scoring;
	return tg_game_opts(t, names, n, &o);
}

/* The game's row (the caller frees with store_game_rec_free). */
static inline struct game_rec *
tg_rec(struct tg *t, long long game_id)
{
	struct game_rec *r = NULL;
	char *cause = NULL;

	tg_ok(store_game_get(t->st, game_id, &r, &cause), cause);
	return r;
}

/* The game's saved line (malloc'ed) and its engine state (e may be
 * NULL). */
static inline char *
tg_state(struct tg *t, long long game_id, struct sm_free *e)
{
	struct game_rec *r = tg_rec(t, game_id);
	char *line = xstrdup(r->state);

	store_game_rec_free(r);
	if (e != NULL)
		assert_int_equal(sm_free_load(e, line), 0);
	return line;
}

struct tg_seats {
	int		 n;
	long long	 id[8];
	char		 name[8][32];
	int		 timeouts[8];
};

static inline int
tg_seat_cb(void *arg, const struct game_seat *s)
{
	struct tg_seats *ss = arg;

	if (ss->n < 8) {
		ss->id[ss->n] = s->player_id;
		util_strlcpy(ss->name[ss->n], s->name, sizeof ss->name[0]);
		ss->timeouts[ss->n] = s->timeouts;
		ss->n++;
	}
	return 0;
}

/* The game's seats in order. */
static inline void
tg_seats(struct tg *t, long long game_id, struct tg_seats *ss)
{
	char *cause = NULL;

	memset(ss, 0, sizeof *ss);
	tg_ok(store_game_seat_list(t->st, game_id, tg_seat_cb, ss, &cause),
	    cause);
}

/* Who is in seat k, as a sender. */
static inline struct game_play_from
tg_from_seat(struct tg *t, long long game_id, int k)
{
	static struct tg_seats ss;
	struct game_play_from f;

	tg_seats(t, game_id, &ss);
	assert_true(k < ss.n);
	f.player_id = ss.id[k];
	f.name = ss.name[k];
	f.spool_id = 0;
	return f;
}

/* The player to move, as a sender, and their seat. */
static inline struct game_play_from
tg_mover(struct tg *t, long long game_id, int *seat)
{
	struct sm_free e;

	free(tg_state(t, game_id, &e));
	if (seat != NULL)
		*seat = e.turn;
	return tg_from_seat(t, game_id, e.turn);
}

/* n letters (no blank) of the rack as text, in rack order: "AB". */
static inline void
tg_letters(const struct sm_rack *r, int n, char *buf)
{
	int l, k = 0, c;

	for (l = 1; l <= SM_NLETTERS && k < n; l++)
		for (c = 0; c < r->counts[l] && k < n; c++)
			buf[k++] = (char)('A' + l - 1);
	buf[k] = '\0';
	assert_int_equal(k, n);
}

/* The value of the tiles on a rack. */
static inline int
tg_rack_value(const struct sm_rack *r)
{
	int l, v = 0;

	for (l = 1; l <= SM_NLETTERS; l++)
		v += r->counts[l] * sm_letter_value(l);
	return v;
}

/* --- championships --- */

/* Create championship o->name of the n players (added when new), start
 * it at t->t0 and attach its hook to t->g (as a mail's context does);
 * the number of games in *ngames (may be NULL).  The championship's
 * number. */
static inline long long
tg_champ(struct tg *t, const struct champ_opts *o, const char *const *names,
    int n, int *ngames)
{
	struct player *p;
	char *cause = NULL;
	long long id = 0;
	int i, ng = 0;

	for (i = 0; i < n; i++) {
		p = NULL;
		if (store_player_find(t->st, names[i], &p, &cause) == 1)
			tg_player(t, names[i]);
		store_player_free(p);
	}
	tg_ok(game_champ_create(&t->g, o, t->t0, &id, &cause), cause);
	tg_ok(game_champ_join(&t->g, o->name, names, n, t->t0, &cause),
	    cause);
	tg_ok(game_champ_start(&t->g, o->name, t->t0, &ng, &cause), cause);
	game_champ_attach(&t->g);
	if (ngames != NULL)
		*ngames = ng;
	return id;
}

/* The championship's games as game_champ_show lists them. */
struct tg_cgames {
	int		 n;
	long long	 id[64];
	char		 players[64][128];	/* "ana,bogdan" in seat order */
	char		 status[64][16];
	char		 to_move[64][32];
	char		 deadline[64][32];	/* ISO 8601, "-" once over */
};

static inline void
tg_cgames(struct tg *t, const char *name, struct tg_cgames *cg)
{
	char *text, *cause = NULL, **lines, **f;
	int i;

	memset(cg, 0, sizeof *cg);
	tg_ok(game_champ_show(&t->g, name, &text, &cause), cause);
	lines = g_strsplit(text, "\n", -1);
	for (i = 0; lines[i] != NULL && cg->n < 64; i++) {
		if (lines[i][0] == '\0')
			continue;
		f = g_strsplit(lines[i], "\t", -1);
		assert_int_equal(g_strv_length(f), 6);
		assert_string_equal(f[0], "game");
		assert_int_equal(util_parse_long(f[1], 1, 1000000, &(long){ 0 }),
		    0);
		cg->id[cg->n] = g_ascii_strtoll(f[1], NULL, 10);
		util_strlcpy(cg->players[cg->n], f[2], sizeof cg->players[0]);
		util_strlcpy(cg->status[cg->n], f[3], sizeof cg->status[0]);
		util_strlcpy(cg->to_move[cg->n], f[4], sizeof cg->to_move[0]);
		util_strlcpy(cg->deadline[cg->n], f[5], sizeof cg->deadline[0]);
		/* A game in play has its turn's deadline, one over none. */
		if (strcmp(f[3], "over") == 0)
			assert_string_equal(f[5], "-");
		else
			assert_int_equal(util_parse_iso8601(f[5],
			    &(long long){ 0 }), 0);
		cg->n++;
		g_strfreev(f);
	}
	g_strfreev(lines);
	free(text);
}

/* --- the mails queued --- */

struct tg_mail {
	long long	 id;
	char		 rcpt[64];
	char		*xml;
};

struct tg_mails {
	struct tg_mail	 m[512];
	int		 n;
};

static inline int
tg_mail_cb(void *arg, const struct outbox_entry *e)
{
	struct tg_mails *ms = arg;

	if (ms->n < 512) {
		ms->m[ms->n].id = e->id;
		util_strlcpy(ms->m[ms->n].rcpt, e->rcpt,
		    sizeof ms->m[0].rcpt);
		ms->n++;
	}
	return 0;
}

/* Every mail queued, oldest first, with its data (free with
 * tg_mails_free). */
static inline struct tg_mails *
tg_mails(struct tg *t)
{
	struct tg_mails *ms = calloc(1, sizeof *ms);
	struct outbox_entry *e;
	char *cause = NULL;
	int i;

	assert_non_null(ms);
	tg_ok(store_outbox_list(t->st, STORE_OUTBOX_ANY, tg_mail_cb, ms,
	    &cause), cause);
	for (i = 0; i < ms->n; i++) {
		e = NULL;
		tg_ok(store_outbox_get(t->st, ms->m[i].id, &e, &cause), cause);
		ms->m[i].xml = xstrdup(e->xml != NULL ? e->xml : "");
		store_outbox_entry_free(e);
	}
	return ms;
}

static inline void
tg_mails_free(struct tg_mails *ms)
{
	int i;

	for (i = 0; i < ms->n; i++)
		free(ms->m[i].xml);
	free(ms);
}

static inline int
tg_mail_count(struct tg *t)
{
	struct tg_mails *ms = tg_mails(t);
	int n = ms->n;

	tg_mails_free(ms);
	return n;
}

/* How many mails from the index from on carry notice code (to rcpt, when
 * not NULL) and contain text (when not NULL). */
static inline int
tg_mails_with(struct tg *t, int from, const char *code, const char *rcpt,
    const char *text)
{
	struct tg_mails *ms = tg_mails(t);
	char *want = g_strdup_printf("<notice code=\"%s\">", code);
	int i, n = 0;

	for (i = from; i < ms->n; i++)
		if (strstr(ms->m[i].xml, want) != NULL && (rcpt == NULL ||
		    strcmp(ms->m[i].rcpt, rcpt) == 0) && (text == NULL ||
		    strstr(ms->m[i].xml, text) != NULL))
			n++;
	g_free(want);
	tg_mails_free(ms);
	return n;
}

/* The whole stored state of a game, as one text (malloc'ed): its status,
 * the engine's saved line (board, bag, racks, scores, turn, passes), the
 * clock (turn_since, extension, reminded), the adjudication, and each
 * seat's timeouts.  Two equal snapshots are the same game. */
static inline char *
tg_snapshot(struct tg *t, long long game_id)
{
	struct game_rec *r = tg_rec(t, game_id);
	struct tg_seats ss;
	GString *s = g_string_new(NULL);
	int i;

	tg_seats(t, game_id, &ss);
	g_string_append_printf(s, "status %d\nstate %s\nclock %lld %lld %d\n"
	    "adjudged %s %d\ntimeouts", (int)r->status, r->state,
	    r->turn_since, r->extension, r->reminded, r->adjudged != NULL ?
	    r->adjudged : "-", r->adjudged_seat);
	for (i = 0; i < ss.n; i++)
		g_string_append_printf(s, " %d", ss.timeouts[i]);
	store_game_rec_free(r);
	return g_string_free(s, FALSE);
}

/* --- the game_over hook, counted --- */

static inline int
tg_hook_cb(struct game_ctx *g, void *arg, long long game_id,
    long long champ_id, long long now, char **cause)
{
	struct tg *t = arg;

	(void)g;
	(void)now;
	(void)cause;
	t->over_calls++;
	t->over_game = game_id;
	t->over_champ = champ_id;
	return 0;
}

/* Count the games' ends on t (instead of a championship's hook). */
static inline void
tg_hook(struct tg *t)
{
	t->g.game_over = tg_hook_cb;
	t->g.game_over_arg = t;
}

#endif
