/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-store-enums.c: the status, variant and kind columns as enums
 * (store-enums.h).  Every value of every enum goes to its text and back,
 * the texts of an enum are distinct, and texts the store never writes
 * (other spellings, other cases, empty, NULL where the column may not be
 * NULL) are refused.  Then the store itself: a row holding a text no enum
 * knows (written with raw SQL, the schema's CHECKs switched off, in a
 * temporary database) makes the read fail with a cause naming the table,
 * the row, the column and the value, and a value written through the API
 * is stored as the text the schema expects.
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

#include "store-private.h"

/* One enum's pair, through int (each test wraps its own). */
struct pair {
	const char	*name;
	int		 n;		/* values 0..n-1 */
	int		 nullable;	/* value 0 is SQL NULL */
	const char	*(*str)(int);
	bool		(*parse)(const char *, int *);
};

#define WRAP(NAME, T)							\
static const char *							\
w_##NAME##_str(int v)							\
{									\
	return NAME##_str((T)v);					\
}									\
static bool								\
w_##NAME##_parse(const char *text, int *v)				\
{									\
	T x = (T)-7;							\
	bool ok = NAME##_parse(text, &x);				\
									\
	if (!ok)							\
		assert_int_equal((int)x, -7);	/* unchanged */	\
	*v = (int)x;							\
	return ok;							\
}

WRAP(store_spool_status, enum store_spool_status)
WRAP(store_outbox_status, enum store_outbox_status)
WRAP(store_contest_status, enum store_contest_status)
WRAP(store_series_scoring, enum store_series_scoring)
WRAP(store_series_status, enum store_series_status)
WRAP(store_signup_status, enum store_signup_status)
WRAP(store_contest_entry, enum store_contest_entry)
WRAP(store_contest_feedback, enum store_contest_feedback)
WRAP(store_round_status, enum store_round_status)
WRAP(store_round_outcome, enum store_round_outcome)
WRAP(store_game_status, enum store_game_status)
WRAP(store_move_kind, enum store_move_kind)
WRAP(store_move_cause, enum store_move_cause)
WRAP(store_leader, enum store_leader)
WRAP(store_champ_timeout, enum store_champ_timeout)
WRAP(store_champ_illegal, enum store_champ_illegal)

static const char *
w_dup_variant_str(int v)
{
	return sm_dup_variant_name((enum sm_dup_variant)v);
}

static bool
w_dup_variant_parse(const char *text, int *v)
{
	enum sm_dup_variant x = (enum sm_dup_variant)-7;
	bool ok = store_dup_variant_parse(text, &x);

	if (!ok)
		assert_int_equal((int)x, -7);
	*v = (int)x;
	return ok;
}

static const char *
w_free_variant_str(int v)
{
	return sm_free_variant_name((enum sm_free_variant)v);
}

static bool
w_free_variant_parse(const char *text, int *v)
{
	enum sm_free_variant x = (enum sm_free_variant)-7;
	bool ok = store_free_variant_parse(text, &x);

	if (!ok)
		assert_int_equal((int)x, -7);
	*v = (int)x;
	return ok;
}

#define PAIR(NAME, N, NULLABLE) \
	{ #NAME, N, NULLABLE, w_##NAME##_str, w_##NAME##_parse }

static const struct pair pairs[] = {
	PAIR(store_spool_status, STORE_SPOOL_NSTATUS, 0),
	PAIR(store_outbox_status, STORE_OUTBOX_NSTATUS, 0),
	PAIR(store_contest_status, STORE_CONTEST_NSTATUS, 0),
	PAIR(store_series_scoring, STORE_SERIES_NSCORING, 0),
	PAIR(store_series_status, STORE_SERIES_NSTATUS, 0),
	PAIR(store_signup_status, STORE_SIGNUP_NSTATUS, 0),
	PAIR(store_contest_entry, STORE_ENTRY_NKINDS, 0),
	PAIR(store_contest_feedback, STORE_FEEDBACK_NKINDS, 0),
	PAIR(dup_variant, SM_DUP_NVARIANTS, 0),
	PAIR(store_round_status, STORE_ROUND_NSTATUS, 0),
	PAIR(store_round_outcome, STORE_OUTCOME_NKINDS, 1),
	PAIR(store_game_status, STORE_GAME_NSTATUS, 0),
	PAIR(free_variant, SM_FREE_NVARIANTS, 0),
	PAIR(store_move_kind, STORE_MOVE_NKINDS, 0),
	PAIR(store_move_cause, STORE_CAUSE_NKINDS, 1),
	PAIR(store_leader, STORE_LEADER_NKINDS, 0),
	PAIR(store_champ_timeout, STORE_TIMEOUT_NKINDS, 0),
	PAIR(store_champ_illegal, STORE_ILLEGAL_NKINDS, 0),
};

/* Every value to its text and back; the texts distinct and lower case. */
static void
test_round_trip(void **state)
{
	const struct pair *p;
	const char *t, *u;
	size_t k;
	int v, w, x;

	(void)state;
	for (k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
		p = &pairs[k];
		assert_true(p->n >= 2);
		for (v = 0; v < p->n; v++) {
			t = p->str(v);
			if (p->nullable && v == 0)
				assert_null(t);
			else {
				assert_non_null(t);
				assert_true(*t != '\0');
				assert_string_not_equal(t, "unknown");
				for (u = t; *u != '\0'; u++)
					assert_true((*u >= 'a' && *u <= 'z') ||
					    *u == '-');
			}
			w = -1;
			if (!p->parse(t, &w))
				fail_msg("%s: value %d, text %s does not "
				    "parse", p->name, v, t ? t : "NULL");
			assert_int_equal(w, v);
			for (x = 0; x < v; x++) {
				u = p->str(x);
				if (t != NULL && u != NULL)
					assert_string_not_equal(t, u);
			}
		}
		/* Out of range: "unknown", which does not parse. */
		assert_string_equal(p->str(p->n), "unknown");
		assert_false(p->parse("unknown", &w));
	}
}

/* What the store never writes is refused. */
static void
test_refused(void **state)
{
	const struct pair *p;
	char buf[64];
	size_t k, i;
	int v, w;

	(void)state;
	for (k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
		p = &pairs[k];
		assert_false(p->parse("", &w));
		assert_false(p->parse("bogus", &w));
		if (!p->nullable)
			assert_false(p->parse(NULL, &w));
		for (v = p->nullable; v < p->n; v++) {
			/* Upper case, a trailing space, a prefix. */
			snprintf(buf, sizeof buf, "%s", p->str(v));
			for (i = 0; buf[i] != '\0'; i++)
				if (buf[i] >= 'a' && buf[i] <= 'z')
					buf[i] = (char)(buf[i] - 'a' + 'A');
			assert_false(p->parse(buf, &w));
			snprintf(buf, sizeof buf, "%s ", p->str(v));
			assert_false(p->parse(buf, &w));
			snprintf(buf, sizeof buf, "%s", p->str(v));
			buf[strlen(buf) - 1] = '\0';
			assert_false(p->parse(buf, &w));
		}
	}
	/* The engine's parsers take these; the store does not. */
	assert_false(store_free_variant_parse("liber", &(enum sm_free_variant)
	    { SM_FREE_CLASSIC }));
	assert_false(store_free_variant_parse("mărunțel",
	    &(enum sm_free_variant){ SM_FREE_CLASSIC }));
	assert_false(store_dup_variant_parse("metagramă",
	    &(enum sm_dup_variant){ SM_DUP_CLASSIC }));
	/* The list filters have no text. */
	assert_null(store_spool_status_str(STORE_SPOOL_ANY));
	assert_null(store_outbox_status_str(STORE_OUTBOX_ANY));
	assert_null(store_contest_status_str(STORE_CONTEST_ANY));
	assert_null(store_game_status_str(STORE_GAME_ANY));
}

/* --- the store --- */

static int
setup_db(void **state)
{
	struct store *st;
	char *cause = NULL;

	setenv("SCRABMAIL_NOW", "2026-11-30T10:00:00Z", 1);
	if ((st = store_open(":memory:", 1, &cause)) == NULL ||
	    store_init(st, NULL, NULL, &cause) == -1) {
		print_error("%s\n", cause);
		return -1;
	}
	*state = st;
	return 0;
}

static int
teardown_db(void **state)
{
	store_close(*state);
	return 0;
}

/* Run sql on st's database, the schema's CHECKs off (as a database
 * written by another program, or by hand, might be). */
static void
raw(struct store *st, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(st->db, "PRAGMA ignore_check_constraints = ON",
	    NULL, NULL, &err) != SQLITE_OK ||
	    sqlite3_exec(st->db, sql, NULL, NULL, &err) != SQLITE_OK ||
	    sqlite3_exec(st->db, "PRAGMA ignore_check_constraints = OFF",
	    NULL, NULL, &err) != SQLITE_OK)
		fail_msg("%s: %s", sql, err);
}

/* The text of a column, by raw SQL (a malloc'ed copy, or NULL). */
static char *
raw_text(struct store *st, const char *sql)
{
	sqlite3_stmt *s;
	char *t = NULL;

	assert_int_equal(sqlite3_prepare_v2(st->db, sql, -1, &s, NULL),
	    SQLITE_OK);
	if (sqlite3_step(s) == SQLITE_ROW && sqlite3_column_text(s, 0) != NULL)
		t = strdup((const char *)sqlite3_column_text(s, 0));
	sqlite3_finalize(s);
	return t;
}

/* cause says what is wrong and where, then is freed. */
static void
assert_cause(char **cause, const char *want)
{
	assert_non_null(*cause);
	if (strstr(*cause, want) == NULL)
		fail_msg("cause '%s' lacks '%s'", *cause, want);
	free(*cause);
	*cause = NULL;
}

static int
count_spool(void *arg, const struct spool_entry *e)
{
	(void)e;
	(*(int *)arg)++;
	return 0;
}

static void
test_spool(void **state)
{
	struct store *st = *state;
	struct spool_entry *e = NULL;
	long long id;
	char *cause = NULL, *t;
	int n = 0;

	assert_int_equal(store_spool_add(st, "stdin", NULL, "x", 1, &id,
	    &cause), 0);
	assert_int_equal(store_spool_set(st, id, STORE_SPOOL_DUPLICATE, NULL,
	    NULL, NULL, NULL, 1, &cause), 0);
	t = raw_text(st, "SELECT status FROM spool");
	assert_string_equal(t, "duplicate");
	free(t);
	assert_int_equal(store_spool_get(st, id, &e, &cause), 0);
	assert_int_equal(e->status, STORE_SPOOL_DUPLICATE);
	store_spool_entry_free(e);

	raw(st, "UPDATE spool SET status = 'Done'");
	e = NULL;
	assert_int_equal(store_spool_get(st, id, &e, &cause), -1);
	assert_null(e);
	assert_cause(&cause, "table spool, row 1: unknown status 'Done'");
	assert_int_equal(store_spool_list(st, STORE_SPOOL_ANY, count_spool,
	    &n, &cause), -1);
	assert_int_equal(n, 0);
	assert_cause(&cause, "table spool, row 1: unknown status 'Done'");
	/* The statement was reset: the store goes on. */
	raw(st, "UPDATE spool SET status = 'done'");
	assert_int_equal(store_spool_get(st, id, &e, &cause), 0);
	assert_int_equal(e->status, STORE_SPOOL_DONE);
	store_spool_entry_free(e);
}

static int
count_outbox(void *arg, const struct outbox_entry *e)
{
	(void)e;
	(*(int *)arg)++;
	return 0;
}

static void
test_outbox(void **state)
{
	struct store *st = *state;
	struct outbox_entry *e = NULL;
	char *cause = NULL, *t;
	int n = 0;

	assert_int_equal(store_outbox_add(st, 0, "s@example.ro",
	    "r@example.ro", "subj", "<m@x>", "raw", 3, 1, &cause), 0);
	assert_int_equal(store_outbox_sent(st, 1, 2, &cause), 0);
	t = raw_text(st, "SELECT status FROM outbox");
	assert_string_equal(t, "sent");
	free(t);
	assert_int_equal(store_outbox_get(st, 1, &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_SENT);
	store_outbox_entry_free(e);

	raw(st, "UPDATE outbox SET status = 'bounced'");
	e = NULL;
	assert_int_equal(store_outbox_get(st, 1, &e, &cause), -1);
	assert_null(e);
	assert_cause(&cause, "table outbox, row 1: unknown status 'bounced'");
	assert_int_equal(store_outbox_list(st, STORE_OUTBOX_ANY, count_outbox,
	    &n, &cause), -1);
	assert_int_equal(n, 0);
	assert_cause(&cause, "table outbox, row 1: unknown status 'bounced'");
}

/* One column of a table set to a text no enum knows, and back. */
struct bad {
	const char	*column;
	const char	*bad;		/* SQL literal */
	const char	*good;		/* SQL literal */
	const char	*says;		/* in the cause */
};

/* For each of bad[0..n), set the column of table's row 1 to the bad text:
 * read must fail saying so; then set it back: read must succeed. */
static void
each_bad(struct store *st, const char *table, const struct bad *bad,
    size_t n, int (*read)(struct store *, char **))
{
	char sql[256], want[128], *cause = NULL;
	size_t i;

	assert_int_equal(read(st, &cause), 0);
	for (i = 0; i < n; i++) {
		snprintf(sql, sizeof sql, "UPDATE %s SET %s = %s", table,
		    bad[i].column, bad[i].bad);
		raw(st, sql);
		assert_int_equal(read(st, &cause), -1);
		snprintf(want, sizeof want, "table %s, row 1: unknown %s %s",
		    table, bad[i].column, bad[i].says);
		assert_cause(&cause, want);
		snprintf(sql, sizeof sql, "UPDATE %s SET %s = %s", table,
		    bad[i].column, bad[i].good);
		raw(st, sql);
		assert_int_equal(read(st, &cause), 0);
	}
}

static int
count_contest(void *arg, const struct contest *c)
{
	(void)c;
	(*(int *)arg)++;
	return 0;
}

/* The contest by id, by name and in a list. */
static int
read_contest(struct store *st, char **cause)
{
	struct contest *c = NULL;
	int r, n = 0;

	if ((r = store_contest_get(st, 1, &c, cause)) != 0) {
		assert_null(c);
		assert_int_equal(r, -1);
		free(*cause);
		*cause = NULL;
		assert_int_equal(store_contest_find(st, "c1", &c, cause), -1);
		assert_null(c);
		free(*cause);
		*cause = NULL;
		assert_int_equal(store_contest_list(st, STORE_CONTEST_ANY,
		    count_contest, &n, cause), -1);
		assert_int_equal(n, 0);
		return -1;
	}
	assert_int_equal(c->status, STORE_CONTEST_RUNNING);
	assert_int_equal(c->variant, SM_DUP_CLASSIC);
	assert_int_equal(c->entry, STORE_ENTRY_OPEN);
	store_contest_free(c);
	assert_int_equal(store_contest_list(st, STORE_CONTEST_RUNNING,
	    count_contest, &n, cause), 0);
	assert_int_equal(n, 1);
	return 0;
}

static void
test_contest(void **state)
{
	static const struct bad bad[] = {
		{ "status", "'Running'", "'running'", "'Running'" },
		{ "status", "''", "'running'", "''" },
		{ "variant", "'Top'", "'classic'", "'Top'" },
		{ "variant", "'scrabble'", "'classic'", "'scrabble'" },
		{ "entry", "'closed'", "'open'", "'closed'" },
		{ "feedback", "'never'", "'on-receipt'", "'never'" },
	};
	struct store *st = *state;
	struct contest c, *got;
	char name[] = "c2", x[] = "x";
	long long id;
	char *cause = NULL, *t;

	raw(st, "INSERT INTO contest (name, variant, lexicon_sum, seed, "
	    "seed_hash, created) VALUES ('c1', 'classic', 'x', 's', 'h', "
	    "'2026-11-30T10:00:00Z')");
	assert_int_equal(store_contest_set_state(st, 1, STORE_CONTEST_RUNNING,
	    NULL, &cause), 0);
	t = raw_text(st, "SELECT status FROM contest");
	assert_string_equal(t, "running");
	free(t);
	/* Written by the API: the schema's texts. */
	memset(&c, 0, sizeof c);
	c.name = name;
	c.variant = SM_DUP_METAGRAMA;
	c.entry = STORE_ENTRY_REGISTERED;
	c.feedback = STORE_FEEDBACK_ON_RECEIPT;
	c.lexicon_sum = c.seed = c.seed_hash = x;
	c.round_days = 7;
	assert_int_equal(store_contest_add(st, &c, 1, &id, &cause), 0);
	assert_int_equal(id, 2);
	t = raw_text(st, "SELECT variant || ' ' || entry || ' ' || feedback "
	    "|| ' ' || status FROM contest WHERE id = 2");
	assert_string_equal(t, "metagrama registered on-receipt new");
	free(t);
	assert_int_equal(store_contest_get(st, 2, &got, &cause), 0);
	assert_int_equal(got->variant, SM_DUP_METAGRAMA);
	assert_int_equal(got->entry, STORE_ENTRY_REGISTERED);
	assert_int_equal(got->feedback, STORE_FEEDBACK_ON_RECEIPT);
	assert_int_equal(got->status, STORE_CONTEST_NEW);
	store_contest_free(got);
	raw(st, "DELETE FROM contest WHERE id = 2");
	each_bad(st, "contest", bad, sizeof bad / sizeof bad[0],
	    read_contest);
}

/* Series 1, by name. */
static int
read_series(struct store *st, char **cause)
{
	struct series_rec *s = NULL;
	int rc;

	if ((rc = store_series_find(st, "anual", &s, cause)) != 0) {
		assert_null(s);
		assert_int_equal(rc, -1);
		return -1;
	}
	assert_int_equal(s->scoring, STORE_SERIES_TOP);
	assert_int_equal(s->status, STORE_SERIES_OVER);
	store_series_free(s);
	return 0;
}

static void
test_series(void **state)
{
	static const struct bad bad[] = {
		{ "scoring", "'tops'", "'top'", "'tops'" },
		{ "status", "'closed'", "'over'", "'closed'" },
	};
	struct store *st = *state;
	long long id = 0;
	char *cause = NULL, *t;

	/* Written by the API: the schema's texts. */
	assert_int_equal(store_series_add(st, "Anual", NULL, STORE_SERIES_TOP,
	    1, &id, &cause), 0);
	assert_int_equal(id, 1);
	assert_int_equal(store_series_set_status(st, 1, STORE_SERIES_OVER,
	    &cause), 0);
	t = raw_text(st, "SELECT scoring || ' ' || status FROM series");
	assert_string_equal(t, "top over");
	free(t);
	each_bad(st, "series", bad, sizeof bad / sizeof bad[0], read_series);
}

static int
count_round(void *arg, const struct round *r)
{
	(void)r;
	(*(int *)arg)++;
	return 0;
}

/* Round 1 of contest 1, by number and in a list. */
static int
read_round(struct store *st, char **cause)
{
	struct round *r = NULL;
	int rc, n = 0;

	if ((rc = store_round_get(st, 1, 1, &r, cause)) != 0) {
		assert_null(r);
		assert_int_equal(rc, -1);
		free(*cause);
		*cause = NULL;
		assert_int_equal(store_round_list(st, 1, count_round, &n,
		    cause), -1);
		assert_int_equal(n, 0);
		return -1;
	}
	assert_int_equal(r->status, STORE_ROUND_CLOSED);
	assert_int_equal(r->outcome, STORE_OUTCOME_REPEATED);
	store_round_free(r);
	return 0;
}

static void
test_round(void **state)
{
	static const struct bad bad[] = {
		{ "status", "'shut'", "'closed'", "'shut'" },
		{ "outcome", "'drawn'", "'repeated'", "'drawn'" },
		{ "outcome", "''", "'repeated'", "''" },
	};
	struct store *st = *state;
	struct round *r = NULL;
	char *cause = NULL, *t;

	raw(st, "INSERT INTO contest (name, variant, lexicon_sum, seed, "
	    "seed_hash, created) VALUES ('c1', 'classic', 'x', 's', 'h', "
	    "'2026-11-30T10:00:00Z')");
	assert_int_equal(store_round_add(st, 1, 1, "state", "board", "RACK",
	    NULL, 100, 50, NULL, &cause), 0);
	/* Open: no outcome (NULL). */
	assert_int_equal(store_round_get(st, 1, 1, &r, &cause), 0);
	assert_int_equal(r->status, STORE_ROUND_OPEN);
	assert_int_equal(r->outcome, STORE_OUTCOME_PENDING);
	store_round_free(r);
	assert_int_equal(store_round_close(st, 1, STORE_OUTCOME_REPEATED,
	    NULL, -1, NULL, -1, 200, &cause), 0);
	t = raw_text(st, "SELECT status || ' ' || outcome FROM round");
	assert_string_equal(t, "closed repeated");
	free(t);
	each_bad(st, "round", bad, sizeof bad / sizeof bad[0], read_round);
}

static int
count_id(void *arg, long long id)
{
	(void)id;
	(*(int *)arg)++;
	return 0;
}

/* Game 1. */
static int
read_game(struct store *st, char **cause)
{
	struct game_rec *g = NULL;
	int rc;

	if ((rc = store_game_get(st, 1, &g, cause)) != 0) {
		assert_null(g);
		assert_int_equal(rc, -1);
		return -1;
	}
	assert_int_equal(g->variant, SM_FREE_MARUNTEL);
	assert_int_equal(g->status, STORE_GAME_PLAYING);
	assert_int_equal(g->leader, STORE_LEADER_PLAYER);
	store_game_rec_free(g);
	return 0;
}

static void
test_game(void **state)
{
	static const struct bad bad[] = {
		{ "status", "'won'", "'playing'", "'won'" },
		{ "variant", "'liber'", "'maruntel'", "'liber'" },
		{ "variant", "'Maruntel'", "'maruntel'", "'Maruntel'" },
		{ "leader", "'judge'", "'player'", "'judge'" },
	};
	struct store *st = *state;
	char *cause = NULL, *t;
	long long id;
	int n = 0;

	assert_int_equal(store_game_add(st, SM_FREE_MARUNTEL, "s", "h", 1, 1,
	    &id, &cause), 0);
	assert_int_equal(id, 1);
	t = raw_text(st, "SELECT leader FROM game");
	assert_string_equal(t, "arbiter");
	free(t);
	assert_int_equal(store_game_set_state(st, 1, STORE_GAME_PLAYING, "x",
	    &cause), 0);
	assert_int_equal(store_game_set_leader(st, 1, STORE_LEADER_PLAYER,
	    &cause), 0);
	t = raw_text(st, "SELECT variant || ' ' || status || ' ' || leader "
	    "FROM game");
	assert_string_equal(t, "maruntel playing player");
	free(t);
	each_bad(st, "game", bad, sizeof bad / sizeof bad[0], read_game);
	/* The lists filter by the same texts. */
	raw(st, "INSERT INTO player (name, email, created) VALUES ('a', "
	    "'a@x', 'now')");
	assert_int_equal(store_game_seat_add(st, 1, 0, 1, &cause), 0);
	assert_int_equal(store_game_list_player(st, 1, STORE_GAME_PLAYING,
	    count_id, &n, &cause), 0);
	assert_int_equal(n, 1);
	assert_int_equal(store_game_list_player(st, 1, STORE_GAME_OVER,
	    count_id, &n, &cause), 0);
	assert_int_equal(n, 1);
	assert_int_equal(store_game_list_player(st, 1, STORE_GAME_ANY,
	    count_id, &n, &cause), 0);
	assert_int_equal(n, 2);
}

/* Championship 1, by number and by name. */
static int
read_champ(struct store *st, char **cause)
{
	struct champ_rec *c = NULL;
	int rc;

	if ((rc = store_champ_get(st, 1, &c, cause)) != 0) {
		assert_null(c);
		assert_int_equal(rc, -1);
		free(*cause);
		*cause = NULL;
		assert_int_equal(store_champ_find(st, "ch", &c, cause), -1);
		assert_null(c);
		return -1;
	}
	assert_int_equal(c->variant, SM_FREE_MARUNTEL);
	assert_int_equal(c->timeout, STORE_TIMEOUT_FORFEIT);
	assert_int_equal(c->illegal, STORE_ILLEGAL_PASS);
	assert_int_equal(c->status, STORE_GAME_OVER);
	assert_int_equal(c->leader, STORE_LEADER_PLAYER);
	store_champ_rec_free(c);
	return 0;
}

static void
test_champ(void **state)
{
	static const struct bad bad[] = {
		{ "variant", "'classic'", "'maruntel'", "'classic'" },
		{ "timeout", "'lose'", "'forfeit'", "'lose'" },
		{ "illegal", "'Pass'", "'pass'", "'Pass'" },
		{ "status", "'running'", "'over'", "'running'" },
		{ "leader", "'Player'", "'player'", "'Player'" },
	};
	struct store *st = *state;
	struct champ_rec c;
	char name[] = "ch", zone[] = "UTC", x[] = "x", *cause = NULL, *t;
	long long id;

	memset(&c, 0, sizeof c);
	c.name = name;
	c.variant = SM_FREE_MARUNTEL;
	c.players_per_game = 2;
	c.cycles = 1;
	c.days_per_move = 3;
	c.timeout = STORE_TIMEOUT_FORFEIT;
	c.timeout_limit = 3;
	c.illegal = STORE_ILLEGAL_PASS;
	c.timezone = zone;
	c.seed = c.seed_hash = x;
	c.leader = STORE_LEADER_PLAYER;
	assert_int_equal(store_champ_add(st, &c, 1, &id, &cause), 0);
	assert_int_equal(id, 1);
	assert_int_equal(store_champ_set_status(st, 1, STORE_GAME_OVER, 2,
	    &cause), 0);
	t = raw_text(st, "SELECT variant || ' ' || timeout || ' ' || "
	    "illegal || ' ' || status || ' ' || leader FROM championship");
	assert_string_equal(t, "maruntel forfeit pass over player");
	free(t);
	each_bad(st, "championship", bad, sizeof bad / sizeof bad[0],
	    read_champ);
}

struct moves {
	int			n;
	enum store_move_kind	kind[4];
	enum store_move_cause	cause[4];
};

static int
collect_move(void *arg, const struct game_move_rec *m)
{
	struct moves *ms = arg;

	assert_true(ms->n < 4);
	ms->kind[ms->n] = m->kind;
	ms->cause[ms->n] = m->cause;
	ms->n++;
	return 0;
}

/* The moves of game 1: the first one read back. */
static int
read_moves(struct store *st, char **cause)
{
	struct moves ms;

	memset(&ms, 0, sizeof ms);
	if (store_game_move_list(st, 1, collect_move, &ms, cause) != 0) {
		assert_int_equal(ms.n, 0);
		return -1;
	}
	assert_int_equal(ms.n, 2);
	assert_int_equal(ms.kind[0], STORE_MOVE_PASS);
	assert_int_equal(ms.cause[0], STORE_CAUSE_TIMEOUT);
	return 0;
}

static void
test_move(void **state)
{
	static const struct bad bad[] = {
		{ "kind", "'Pass'", "'pass'", "'Pass'" },
		{ "kind", "'swap'", "'pass'", "'swap'" },
		{ "cause", "'late'", "'timeout'", "'late'" },
		{ "cause", "''", "'timeout'", "''" },
	};
	struct store *st = *state;
	struct game_move_rec m;
	struct moves ms;
	char *cause = NULL, *t;

	assert_int_equal(store_game_add(st, SM_FREE_CLASSIC, "s", "h", 1, 1,
	    NULL, &cause), 0);
	memset(&m, 0, sizeof m);
	m.game_id = 1;
	m.number = 1;
	m.kind = STORE_MOVE_PASS;
	m.cause = STORE_CAUSE_TIMEOUT;
	assert_int_equal(store_game_move_add(st, &m, 1, &cause), 0);
	m.number = 2;
	m.seat = 1;
	m.kind = STORE_MOVE_END;
	m.cause = STORE_CAUSE_NONE;
	assert_int_equal(store_game_move_add(st, &m, 1, &cause), 0);
	t = raw_text(st, "SELECT group_concat(kind || '/' || "
	    "coalesce(cause, 'NULL'), ' ') FROM game_move");
	assert_string_equal(t, "pass/timeout end/NULL");
	free(t);
	memset(&ms, 0, sizeof ms);
	assert_int_equal(store_game_move_list(st, 1, collect_move, &ms,
	    &cause), 0);
	assert_int_equal(ms.n, 2);
	assert_int_equal(ms.kind[1], STORE_MOVE_END);
	assert_int_equal(ms.cause[1], STORE_CAUSE_NONE);
	raw(st, "DELETE FROM game_move WHERE id = 2");
	m.number = 2;
	m.kind = STORE_MOVE_RESIGN;
	assert_int_equal(store_game_move_add(st, &m, 1, &cause), 0);
	each_bad(st, "game_move", bad, sizeof bad / sizeof bad[0],
	    read_moves);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_refused),
		cmocka_unit_test_setup_teardown(test_spool, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_outbox, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_contest, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_series, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_round, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_game, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_champ, setup_db,
		    teardown_db),
		cmocka_unit_test_setup_teardown(test_move, setup_db,
		    teardown_db),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
