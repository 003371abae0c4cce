/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-champ.c: correspondence championships (migration 5): the
 * championship and its players, the players' leave, the ratings and the
 * clock's heartbeat.  The rules are in game-champ.c; here are only rows.
 * See store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store-private.h"
#include "util.h"

/* The columns champ_row takes, in its order. */
#define CHAMP_COLS "id, name, variant, players_per_game, group_size, " \
	"cycles, days_per_move, remind_days, grace_days, timeout, " \
	"timeout_limit, illegal, end_scoring, rated, leave_days, timezone, " \
	"seed, seed_hash, status, created, started, leader"

/* The statements of this file (store-private.h). */
enum {
	CHAMP_ADD,
	CHAMP_BY_NAME,
	CHAMP_BY_ID,
	CHAMP_SET_STATUS,
	CHAMP_PLAYER_ADD,
	CHAMP_PLAYER_SET,
	CHAMP_PLAYER_LIST,
	CHAMP_LIST,
	CHAMP_LIST_PLAYER,
	LEAVE_ALLOWANCE,
	LEAVE_ADD,
	LEAVE_LIST,
	RATING_GET,
	RATING_SET,
	RATING_CHANGE_ADD,
	CLOCK_GET,
	CLOCK_SET,
	CHAMP_NSQL
};

const struct store_sql store_champ_sql[CHAMP_NSQL] = {
	[CHAMP_ADD] = { "INSERT INTO championship (name, variant, "
	    "players_per_game, group_size, cycles, days_per_move, remind_days, "
	    "grace_days, timeout, timeout_limit, illegal, end_scoring, rated, "
	    "leave_days, timezone, seed, seed_hash, created, leader) VALUES "
	    "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
	    "?15, ?16, ?17, ?18, COALESCE(?19, 'arbiter'))" },
	[CHAMP_BY_NAME] = { "SELECT " CHAMP_COLS " FROM championship "
	    "WHERE name = ?1" },
	[CHAMP_BY_ID] = { "SELECT " CHAMP_COLS " FROM championship "
	    "WHERE id = ?1" },
	[CHAMP_SET_STATUS] = { "UPDATE championship SET status = ?2, "
	    "started = COALESCE(?3, started) WHERE id = ?1" },
	[CHAMP_PLAYER_ADD] = { "INSERT OR IGNORE INTO championship_player "
	    "(champ_id, player_id, joined) VALUES (?1, ?2, ?3)" },
	[CHAMP_PLAYER_SET] = { "UPDATE championship_player SET group_no = "
	    "?3, rating_start = ?4 WHERE champ_id = ?1 AND player_id = ?2" },
	[CHAMP_PLAYER_LIST] = { "SELECT cp.player_id, p.name, p.email, "
	    "p.lang, cp.group_no, cp.rating_start FROM championship_player cp "
	    "JOIN player p ON p.id = cp.player_id WHERE cp.champ_id = ?1 "
	    "ORDER BY cp.joined, cp.player_id" },
	[CHAMP_LIST] = { "SELECT id FROM championship WHERE id > ?1 AND "
	    "(?2 IS NULL OR status = ?2) ORDER BY name, id" },
	[CHAMP_LIST_PLAYER] = { "SELECT c.id FROM championship c JOIN "
	    "championship_player cp ON cp.champ_id = c.id WHERE "
	    "cp.player_id = ?1 AND (?2 IS NULL OR c.status = ?2) ORDER BY "
	    "c.name, c.id" },
	[LEAVE_ALLOWANCE] = { "SELECT MIN(c.leave_days) FROM championship "
	    "c JOIN championship_player cp ON cp.champ_id = c.id WHERE "
	    "cp.player_id = ?1 AND c.status IN ('new', 'playing')" },
	[LEAVE_ADD] = { "INSERT INTO player_leave (player_id, "
	    "first_day, days, created, spool_id) VALUES (?1, ?2, ?3, ?4, ?5)" },
	[LEAVE_LIST] = { "SELECT first_day, days FROM player_leave "
	    "WHERE player_id = ?1 ORDER BY first_day, id" },
	[RATING_GET] = { "SELECT rating, games, peak_2200 FROM "
	    "rating WHERE player_id = ?1" },
	[RATING_SET] = { "INSERT INTO rating (player_id, rating, "
	    "games, peak_2200, updated) VALUES (?1, ?2, ?3, ?4, ?5) ON "
	    "CONFLICT (player_id) DO UPDATE SET rating = ?2, games = ?3, "
	    "peak_2200 = ?4, updated = ?5" },
	[RATING_CHANGE_ADD] = { "INSERT INTO rating_change (game_id, "
	    "player_id, before, after) VALUES (?1, ?2, ?3, ?4)" },
	[CLOCK_GET] = { "SELECT value FROM clock WHERE name = ?1" },
	[CLOCK_SET] = { "INSERT INTO clock (name, value) VALUES "
	    "(?1, ?2) ON CONFLICT (name) DO UPDATE SET value = ?2" },
};
const size_t store_champ_nsql = CHAMP_NSQL;
#define SQL(id) (&store_champ_sql[id])

void
store_champ_rec_free(struct champ_rec *c)
{
	if (c == NULL)
		return;
	free(c->name);
	free(c->timezone);
	free(c->seed);
	free(c->seed_hash);
	free(c->created);
	free(c->started);
	free(c);
}

int
store_champ_add(struct store *st, const struct champ_rec *c, long long now,
    long long *id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(CHAMP_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, c->name);
	store_bind_text(s, 2, sm_free_variant_name(c->variant));
	sqlite3_bind_int(s, 3, c->players_per_game);
	sqlite3_bind_int(s, 4, c->group_size);
	sqlite3_bind_int(s, 5, c->cycles);
	sqlite3_bind_int(s, 6, c->days_per_move);
	sqlite3_bind_int(s, 7, c->remind_days);
	sqlite3_bind_int(s, 8, c->grace_days);
	store_bind_text(s, 9, store_champ_timeout_str(c->timeout));
	sqlite3_bind_int(s, 10, c->timeout_limit);
	store_bind_text(s, 11, store_champ_illegal_str(c->illegal));
	sqlite3_bind_int(s, 12, c->end_scoring);
	sqlite3_bind_int(s, 13, c->rated);
	sqlite3_bind_int(s, 14, c->leave_days);
	store_bind_text(s, 15, c->timezone);
	store_bind_text(s, 16, c->seed);
	store_bind_text(s, 17, c->seed_hash);
	store_bind_time(s, 18, now);
	store_bind_text(s, 19, store_leader_str(c->leader));
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT &&
	    sqlite3_extended_errcode(st->db) == SQLITE_CONSTRAINT_UNIQUE)
		return 1;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding a championship");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

static int
champ_row(struct store *st, sqlite3_stmt *s, struct champ_rec **out,
    char **cause)
{
	struct champ_rec *c;
	int rc, bad = 0;

	*out = NULL;
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "reading a championship");
	}
	c = xcalloc(1, sizeof *c);
	c->id = sqlite3_column_int64(s, 0);
	c->name = store_col_text(s, 1);
	c->players_per_game = sqlite3_column_int(s, 3);
	c->group_size = sqlite3_column_int(s, 4);
	c->cycles = sqlite3_column_int(s, 5);
	c->days_per_move = sqlite3_column_int(s, 6);
	c->remind_days = sqlite3_column_int(s, 7);
	c->grace_days = sqlite3_column_int(s, 8);
	c->timeout_limit = sqlite3_column_int(s, 10);
	c->end_scoring = sqlite3_column_int(s, 12);
	c->rated = sqlite3_column_int(s, 13);
	c->leave_days = sqlite3_column_int(s, 14);
	c->timezone = store_col_text(s, 15);
	c->seed = store_col_text(s, 16);
	c->seed_hash = store_col_text(s, 17);
	c->created = store_col_text(s, 19);
	c->started = store_col_text(s, 20);
	if (!store_free_variant_parse(store_col_str(s, 2), &c->variant))
		bad = 2;
	else if (!store_champ_timeout_parse(store_col_str(s, 9), &c->timeout))
		bad = 9;
	else if (!store_champ_illegal_parse(store_col_str(s, 11),
	    &c->illegal))
		bad = 11;
	else if (!store_game_status_parse(store_col_str(s, 18), &c->status))
		bad = 18;
	else if (!store_leader_parse(store_col_str(s, 21), &c->leader))
		bad = 21;
	if (bad != 0) {
		store_bad_enum(s, bad, "championship", c->id, cause);
		sqlite3_reset(s);
		store_champ_rec_free(c);
		return -1;
	}
	sqlite3_reset(s);
	*out = c;
	return 0;
}

int
store_champ_find(struct store *st, const char *name, struct champ_rec **out,
    char **cause)
{
	sqlite3_stmt *s;

	*out = NULL;
	if ((s = store_stmt(st, SQL(CHAMP_BY_NAME), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	return champ_row(st, s, out, cause);
}

int
store_champ_get(struct store *st, long long id, struct champ_rec **out,
    char **cause)
{
	sqlite3_stmt *s;

	*out = NULL;
	if ((s = store_stmt(st, SQL(CHAMP_BY_ID), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	return champ_row(st, s, out, cause);
}

int
store_champ_set_status(struct store *st, long long id,
    enum store_game_status status, long long started, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CHAMP_SET_STATUS), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_game_status_str(status));
	if (started > 0)
		store_bind_time(s, 3, started);
	else
		sqlite3_bind_null(s, 3);
	return store_step_done(st, s, "setting a championship's status", cause);
}

int
store_champ_player_add(struct store *st, long long champ_id,
    long long player_id, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CHAMP_PLAYER_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, champ_id);
	sqlite3_bind_int64(s, 2, player_id);
	store_bind_time(s, 3, now);
	if (store_step_done(st, s, "adding a championship's player",
	    cause) == -1)
		return -1;
	return sqlite3_changes(st->db) == 0 ? 1 : 0;
}

int
store_champ_player_set(struct store *st, long long champ_id,
    long long player_id, int group_no, const double *rating_start,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CHAMP_PLAYER_SET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, champ_id);
	sqlite3_bind_int64(s, 2, player_id);
	sqlite3_bind_int(s, 3, group_no);
	if (rating_start != NULL)
		sqlite3_bind_double(s, 4, *rating_start);
	else
		sqlite3_bind_null(s, 4);
	return store_step_done(st, s, "placing a championship's player", cause);
}

static void *
cp_row(sqlite3_stmt *s, char **cause)
{
	struct champ_player *p = xcalloc(1, sizeof *p);

	(void)cause;
	p->player_id = sqlite3_column_int64(s, 0);
	p->name = store_col_text(s, 1);
	p->email = store_col_text(s, 2);
	p->lang = store_col_text(s, 3);
	p->group_no = sqlite3_column_int(s, 4);
	p->has_rating_start = sqlite3_column_type(s, 5) != SQLITE_NULL;
	p->rating_start = sqlite3_column_double(s, 5);
	return p;
}

static void
cp_release(void *v)
{
	struct champ_player *p = v;

	free(p->name);
	free(p->email);
	free(p->lang);
	free(p);
}

static int
visit_cp(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct champ_player *))cb)(arg, row);
}

int
store_champ_player_list(struct store *st, long long champ_id,
    int (*cb)(void *, const struct champ_player *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(CHAMP_PLAYER_LIST),
	    "listing a championship's players", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, champ_id);
	return store_each_row(st, s, cp_row, cp_release, visit_cp,
	    (store_fn)cb, arg, "listing a championship's players", cause);
}

int
store_champ_list(struct store *st, enum store_game_status status,
    int (*cb)(void *, long long), void *arg, char **cause)
{
	return store_list_ids(st, SQL(CHAMP_LIST), 0,
	    store_game_status_str(status), cb, arg, "listing championships",
	    cause);
}

int
store_champ_list_player(struct store *st, long long player_id,
    int (*cb)(void *, long long), void *arg, char **cause)
{
	return store_list_ids(st, SQL(CHAMP_LIST_PLAYER), player_id, NULL, cb,
	    arg, "listing a player's championships", cause);
}

int
store_champ_leave_allowance(struct store *st, long long player_id, int *days,
    char **cause)
{
	sqlite3_stmt *s;
	int rc, ret;

	if ((s = store_stmt(st, SQL(LEAVE_ALLOWANCE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, player_id);
	if ((rc = sqlite3_step(s)) != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "reading a leave allowance");
	}
	ret = sqlite3_column_type(s, 0) == SQLITE_NULL ? 1 : 0;
	*days = sqlite3_column_int(s, 0);
	sqlite3_reset(s);
	return ret;
}

int
store_leave_add(struct store *st, long long player_id, const char *first_day,
    int days, long long spool_id, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(LEAVE_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, player_id);
	store_bind_text(s, 2, first_day);
	sqlite3_bind_int(s, 3, days);
	store_bind_time(s, 4, now);
	if (spool_id > 0)
		sqlite3_bind_int64(s, 5, spool_id);
	else
		sqlite3_bind_null(s, 5);
	return store_step_done(st, s, "recording a leave", cause);
}

int
store_leave_list(struct store *st, long long player_id,
    int (*cb)(void *, const char *, int), void *arg, char **cause)
{
	sqlite3_stmt *s;
	char *day;
	int rc, cbrc = 0;

	if ((s = store_prepare(st, SQL(LEAVE_LIST), "listing a player's leave",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, player_id);
	while (cbrc == 0 && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		day = store_col_text(s, 0);
		cbrc = cb(arg, day != NULL ? day : "",
		    sqlite3_column_int(s, 1));
		free(day);
	}
	if (cbrc == 0 && rc != SQLITE_DONE) {
		store_fail(st, cause, "listing a player's leave");
		cbrc = -1;
	}
	sqlite3_finalize(s);
	return cbrc;
}

int
store_rating_get(struct store *st, long long player_id, double *rating,
    int *games, int *peak_2200, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(RATING_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, player_id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "reading a rating");
	}
	*rating = sqlite3_column_double(s, 0);
	*games = sqlite3_column_int(s, 1);
	*peak_2200 = sqlite3_column_int(s, 2);
	sqlite3_reset(s);
	return 0;
}

int
store_rating_set(struct store *st, long long player_id, double rating,
    int games, int peak_2200, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(RATING_SET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, player_id);
	sqlite3_bind_double(s, 2, rating);
	sqlite3_bind_int(s, 3, games);
	sqlite3_bind_int(s, 4, peak_2200);
	store_bind_time(s, 5, now);
	return store_step_done(st, s, "saving a rating", cause);
}

int
store_rating_change_add(struct store *st, long long game_id,
    long long player_id, double before, double after, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(RATING_CHANGE_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int64(s, 2, player_id);
	sqlite3_bind_double(s, 3, before);
	sqlite3_bind_double(s, 4, after);
	return store_step_done(st, s, "recording a rating change", cause);
}

int
store_clock_get(struct store *st, const char *name, long long *value,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(CLOCK_GET), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "reading the clock");
	}
	*value = sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return 0;
}

int
store_clock_set(struct store *st, const char *name, long long value,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CLOCK_SET), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	sqlite3_bind_int64(s, 2, value);
	return store_step_done(st, s, "setting the clock", cause);
}
