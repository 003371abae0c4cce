/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-game.c: free games by mail (migration 4): the game row with its
 * secret seed and saved engine state, its seats, and the turns taken.  The
 * rules are in game-play.c; here are only rows.  See store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store-private.h"
#include "util.h"

/* The statements of this file (store-private.h). */
enum {
	GAME_ADD,
	GAME_GET,
	GAME_SET_STATE,
	GAME_SET_CHAMP,
	GAME_SET_LEADER,
	GAME_SET_CLOCK,
	GAME_LIST,
	GAME_LIST_ALL,
	GAME_LIST_PLAYER,
	GAME_SEAT_TIMEOUT,
	GAME_SEAT_ADD,
	GAME_SEAT_LIST,
	GAME_MOVE_ADD,
	GAME_MOVE_LIST,
	GAME_ADJUDGE,
	GAME_MOVE_DROP,
	GAME_SEAT_UNTIMEOUT,
	GAME_EVENT_ADD,
	GAME_EVENT_LIST,
	GAME_SEAT_REPLACE,
	GAME_NSQL
};

const struct store_sql store_game_sql[GAME_NSQL] = {
	[GAME_ADD] = { "INSERT INTO game (variant, seed, seed_hash, "
	    "end_scoring, created) VALUES (?1, ?2, ?3, ?4, ?5)" },
	[GAME_GET] = { "SELECT id, variant, seed, seed_hash, "
	    "end_scoring, status, state, created, champ_id, group_no, "
	    "turn_since, extension, reminded, leader, adjudged, adjudged_seat "
	    "FROM game WHERE id = ?1" },
	[GAME_SET_STATE] = {
	    "UPDATE game SET status = ?2, state = ?3 WHERE id = ?1" },
	[GAME_SET_CHAMP] = {
	    "UPDATE game SET champ_id = ?2, group_no = ?3 WHERE id = ?1" },
	[GAME_SET_LEADER] = {
	    "UPDATE game SET leader = ?2 WHERE id = ?1" },
	[GAME_SET_CLOCK] = { "UPDATE game SET turn_since = ?2, "
	    "extension = ?3, reminded = ?4 WHERE id = ?1" },
	[GAME_LIST] = { "SELECT id FROM game WHERE "
	    "(?1 = 0 AND champ_id IS NOT NULL OR champ_id = ?1) AND "
	    "(?2 IS NULL OR status = ?2) ORDER BY id" },
	[GAME_LIST_ALL] = { "SELECT id FROM game WHERE id > ?1 AND "
	    "(?2 IS NULL OR status = ?2) ORDER BY id" },
	[GAME_LIST_PLAYER] = { "SELECT g.id FROM game g JOIN game_player "
	    "gp ON gp.game_id = g.id WHERE gp.player_id = ?1 AND "
	    "(?2 IS NULL OR g.status = ?2) ORDER BY g.id" },
	[GAME_SEAT_TIMEOUT] = { "UPDATE game_player SET timeouts = "
	    "timeouts + 1 WHERE game_id = ?1 AND seat = ?2" },
	[GAME_SEAT_ADD] = { "INSERT INTO game_player (game_id, seat, "
	    "player_id) VALUES (?1, ?2, ?3)" },
	[GAME_SEAT_LIST] = { "SELECT gp.game_id, gp.seat, gp.player_id, "
	    "p.name, p.email, p.lang, gp.timeouts, "
	    "COALESCE(p.real_name, p.name) FROM game_player gp JOIN "
	    "player p ON p.id = gp.player_id WHERE gp.game_id = ?1 "
	    "ORDER BY gp.seat" },
	[GAME_MOVE_ADD] = { "INSERT INTO game_move (game_id, number, "
	    "seat, kind, text, score, total, rack, created, spool_id, cause, "
	    "clock_before) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)" },
	[GAME_MOVE_LIST] = { "SELECT id, game_id, number, seat, kind, "
	    "text, score, total, rack, created, spool_id, cause, clock_before "
	    "FROM game_move WHERE game_id = ?1 ORDER BY id" },
	[GAME_ADJUDGE] = { "UPDATE game SET status = 'over', adjudged = ?2, "
	    "adjudged_seat = ?3, turn_since = 0, extension = 0, reminded = 0 "
	    "WHERE id = ?1" },
	[GAME_MOVE_DROP] = {
	    "DELETE FROM game_move WHERE game_id = ?1 AND id >= ?2" },
	[GAME_SEAT_UNTIMEOUT] = { "UPDATE game_player SET timeouts = "
	    "timeouts - 1 WHERE game_id = ?1 AND seat = ?2 AND timeouts > 0" },
	[GAME_EVENT_ADD] = { "INSERT INTO game_event (game_id, kind, text, "
	    "reason, created) VALUES (?1, ?2, ?3, ?4, ?5)" },
	[GAME_SEAT_REPLACE] = { "UPDATE game_player SET player_id = ?3, "
	    "timeouts = 0 WHERE game_id = ?1 AND seat = ?2" },
	[GAME_EVENT_LIST] = { "SELECT id, game_id, kind, text, reason, "
	    "created FROM game_event WHERE game_id = ?1 ORDER BY id" },
};
const size_t store_game_nsql = GAME_NSQL;
#define SQL(id) (&store_game_sql[id])

void
store_game_rec_free(struct game_rec *g)
{
	if (g == NULL)
		return;
	free(g->seed);
	free(g->seed_hash);
	free(g->state);
	free(g->created);
	free(g->adjudged);
	free(g);
}

int
store_game_add(struct store *st, enum sm_free_variant variant,
    const char *seed, const char *seed_hash, int end_scoring, long long now,
    long long *id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, sm_free_variant_name(variant));
	store_bind_text(s, 2, seed);
	store_bind_text(s, 3, seed_hash);
	sqlite3_bind_int(s, 4, end_scoring);
	store_bind_time(s, 5, now);
	if (store_step_done(st, s, "adding a game", cause) == -1)
		return -1;
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_game_get(struct store *st, long long id, struct game_rec **out,
    char **cause)
{
	struct game_rec *g;
	sqlite3_stmt *s;
	int rc, bad = 0;

	*out = NULL;
	if ((s = store_stmt(st, SQL(GAME_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "reading a game");
	}
	g = xcalloc(1, sizeof *g);
	g->id = sqlite3_column_int64(s, 0);
	g->seed = store_col_text(s, 2);
	g->seed_hash = store_col_text(s, 3);
	g->end_scoring = sqlite3_column_int(s, 4);
	g->state = store_col_text(s, 6);
	g->created = store_col_text(s, 7);
	g->champ_id = sqlite3_column_int64(s, 8);
	g->group_no = sqlite3_column_int(s, 9);
	g->turn_since = sqlite3_column_int64(s, 10);
	g->extension = sqlite3_column_int64(s, 11);
	g->reminded = sqlite3_column_int(s, 12);
	g->adjudged = store_col_text(s, 14);
	g->adjudged_seat = sqlite3_column_int(s, 15);
	if (!store_free_variant_parse(store_col_str(s, 1), &g->variant))
		bad = 1;
	else if (!store_game_status_parse(store_col_str(s, 5), &g->status))
		bad = 5;
	else if (!store_leader_parse(store_col_str(s, 13), &g->leader))
		bad = 13;
	if (bad != 0) {
		store_bad_enum(s, bad, "game", g->id, cause);
		sqlite3_reset(s);
		store_game_rec_free(g);
		return -1;
	}
	sqlite3_reset(s);
	*out = g;
	return 0;
}

int
store_game_set_state(struct store *st, long long id,
    enum store_game_status status, const char *state, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SET_STATE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_game_status_str(status));
	store_bind_text(s, 3, state);
	return store_step_done(st, s, "saving a game", cause);
}

int
store_game_set_champ(struct store *st, long long id, long long champ_id,
    int group_no, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SET_CHAMP), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	sqlite3_bind_int64(s, 2, champ_id);
	sqlite3_bind_int(s, 3, group_no);
	return store_step_done(st, s, "making a game a championship's", cause);
}

int
store_game_set_leader(struct store *st, long long id,
    enum store_leader leader, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SET_LEADER), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_leader_str(leader));
	return store_step_done(st, s, "setting a game's leader", cause);
}

int
store_game_set_clock(struct store *st, long long id, long long turn_since,
    long long extension, int reminded, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SET_CLOCK), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	sqlite3_bind_int64(s, 2, turn_since);
	sqlite3_bind_int64(s, 3, extension);
	sqlite3_bind_int(s, 4, reminded);
	return store_step_done(st, s, "setting a game's clock", cause);
}

int
store_game_list(struct store *st, long long champ_id,
    enum store_game_status status, int (*cb)(void *, long long), void *arg,
    char **cause)
{
	return store_list_ids(st, SQL(GAME_LIST), champ_id,
	    store_game_status_str(status), cb, arg, "listing games", cause);
}

int
store_game_list_all(struct store *st, enum store_game_status status,
    int (*cb)(void *, long long), void *arg, char **cause)
{
	return store_list_ids(st, SQL(GAME_LIST_ALL), 0,
	    store_game_status_str(status), cb, arg, "listing games", cause);
}

int
store_game_list_player(struct store *st, long long player_id,
    enum store_game_status status, int (*cb)(void *, long long), void *arg,
    char **cause)
{
	return store_list_ids(st, SQL(GAME_LIST_PLAYER), player_id,
	    store_game_status_str(status), cb, arg, "listing a player's games",
	    cause);
}

int
store_game_seat_timeout(struct store *st, long long game_id, int seat,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SEAT_TIMEOUT), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int(s, 2, seat);
	return store_step_done(st, s, "counting a timeout", cause);
}

int
store_game_seat_add(struct store *st, long long game_id, int seat,
    long long player_id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SEAT_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int(s, 2, seat);
	sqlite3_bind_int64(s, 3, player_id);
	return store_step_done(st, s, "adding a game's player", cause);
}

static void *
seat_row(sqlite3_stmt *s, char **cause)
{
	struct game_seat *p = xcalloc(1, sizeof *p);

	(void)cause;
	p->game_id = sqlite3_column_int64(s, 0);
	p->seat = sqlite3_column_int(s, 1);
	p->player_id = sqlite3_column_int64(s, 2);
	p->name = store_col_text(s, 3);
	p->email = store_col_text(s, 4);
	p->lang = store_col_text(s, 5);
	p->timeouts = sqlite3_column_int(s, 6);
	p->shown = store_col_text(s, 7);
	return p;
}

static void
seat_release(void *v)
{
	struct game_seat *p = v;

	free(p->name);
	free(p->shown);
	free(p->email);
	free(p->lang);
	free(p);
}

static int
visit_seat(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct game_seat *))cb)(arg, row);
}

int
store_game_seat_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_seat *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(GAME_SEAT_LIST),
	    "listing a game's players", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	return store_each_row(st, s, seat_row, seat_release, visit_seat,
	    (store_fn)cb, arg, "listing a game's players", cause);
}

int
store_game_move_add(struct store *st, const struct game_move_rec *m,
    long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_MOVE_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, m->game_id);
	sqlite3_bind_int(s, 2, m->number);
	sqlite3_bind_int(s, 3, m->seat);
	store_bind_text(s, 4, store_move_kind_str(m->kind));
	store_bind_text(s, 5, m->text != NULL ? m->text : "");
	sqlite3_bind_int(s, 6, m->score);
	sqlite3_bind_int(s, 7, m->total);
	store_bind_text(s, 8, m->rack != NULL ? m->rack : "");
	store_bind_time(s, 9, now);
	if (m->spool_id > 0)
		sqlite3_bind_int64(s, 10, m->spool_id);
	else
		sqlite3_bind_null(s, 10);
	store_bind_text(s, 11, store_move_cause_str(m->cause));
	store_bind_text(s, 12, m->clock_before);
	return store_step_done(st, s, "recording a game's move", cause);
}

static void
move_release(void *v)
{
	struct game_move_rec *m = v;

	free(m->text);
	free(m->rack);
	free(m->created);
	free(m->clock_before);
	free(m);
}

static void *
move_row(sqlite3_stmt *s, char **cause)
{
	struct game_move_rec *m = xcalloc(1, sizeof *m);
	int bad = 0;

	m->id = sqlite3_column_int64(s, 0);
	m->game_id = sqlite3_column_int64(s, 1);
	m->number = sqlite3_column_int(s, 2);
	m->seat = sqlite3_column_int(s, 3);
	m->text = store_col_text(s, 5);
	m->score = sqlite3_column_int(s, 6);
	m->total = sqlite3_column_int(s, 7);
	m->rack = store_col_text(s, 8);
	m->created = store_col_text(s, 9);
	m->spool_id = sqlite3_column_int64(s, 10);
	m->clock_before = store_col_text(s, 12);
	if (!store_move_kind_parse(store_col_str(s, 4), &m->kind))
		bad = 4;
	else if (!store_move_cause_parse(store_col_str(s, 11), &m->cause))
		bad = 11;
	if (bad != 0) {
		store_bad_enum(s, bad, "game_move", m->id, cause);
		move_release(m);
		return NULL;
	}
	return m;
}

static int
visit_move(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct game_move_rec *))cb)(arg, row);
}

int
store_game_move_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_move_rec *), void *arg,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(GAME_MOVE_LIST),
	    "listing a game's moves", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	return store_each_row(st, s, move_row, move_release, visit_move,
	    (store_fn)cb, arg, "listing a game's moves", cause);
}

int
store_game_adjudge(struct store *st, long long id, const char *result,
    int seat, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_ADJUDGE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, result);
	sqlite3_bind_int(s, 3, seat);
	return store_step_done(st, s, "adjudicating a game", cause);
}

int
store_game_move_drop(struct store *st, long long game_id, long long from_id,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_MOVE_DROP), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int64(s, 2, from_id);
	return store_step_done(st, s, "taking back a game's move", cause);
}

int
store_game_seat_untimeout(struct store *st, long long game_id, int seat,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SEAT_UNTIMEOUT), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int(s, 2, seat);
	return store_step_done(st, s, "taking back a timeout", cause);
}

int
store_game_event_add(struct store *st, long long game_id, const char *kind,
    const char *text, const char *reason, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_EVENT_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	store_bind_text(s, 2, kind);
	store_bind_text(s, 3, text != NULL ? text : "");
	store_bind_text(s, 4, reason);
	store_bind_time(s, 5, now);
	return store_step_done(st, s, "recording an arbiter's decision",
	    cause);
}

static void
event_release(void *v)
{
	struct game_event_rec *e = v;

	free(e->kind);
	free(e->text);
	free(e->reason);
	free(e->created);
	free(e);
}

static void *
event_row(sqlite3_stmt *s, char **cause)
{
	struct game_event_rec *e = xcalloc(1, sizeof *e);

	(void)cause;
	e->id = sqlite3_column_int64(s, 0);
	e->game_id = sqlite3_column_int64(s, 1);
	e->kind = store_col_text(s, 2);
	e->text = store_col_text(s, 3);
	e->reason = store_col_text(s, 4);
	e->created = store_col_text(s, 5);
	return e;
}

static int
visit_event(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct game_event_rec *))cb)(arg, row);
}

int
store_game_event_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_event_rec *), void *arg,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(GAME_EVENT_LIST),
	    "listing a game's arbiter decisions", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	return store_each_row(st, s, event_row, event_release, visit_event,
	    (store_fn)cb, arg, "listing a game's arbiter decisions", cause);
}

int
store_game_seat_replace(struct store *st, long long game_id, int seat,
    long long player_id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(GAME_SEAT_REPLACE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, game_id);
	sqlite3_bind_int(s, 2, seat);
	sqlite3_bind_int64(s, 3, player_id);
	return store_step_done(st, s, "replacing a game's player", cause);
}
