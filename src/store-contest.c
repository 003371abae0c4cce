/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-contest.c: duplicate contests, their entrants, rounds and entries,
 * and the sums the standings are made of.  The rules (who wins, penalties,
 * ranks) are in game-contest.c; here are only rows.  See store.h.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "store-private.h"
#include "util.h"

/* The columns the row readers below take, in their order. */
#define CONTEST_COLUMNS "id, name, variant, entry, address, lexicon, " \
	"lexicon_sum, seed, seed_hash, round_days, solo_bonus, feedback, " \
	"score_required, status, state, created, last_round, review, " \
	"tactic_order, redraw_triples, manual_draw, lexicon_id, " \
	"deadline_weekly, round_dates, opens_weekly"
#define ENTRANT_COLUMNS "id, contest_id, player_id, email, name, joined, " \
	"stopped"
#define ROUND_COLUMNS "id, contest_id, number, state, board, rack, rack2, " \
	"deadline, reminded, status, outcome, top_move, top_score, tops, " \
	"best_score, closed, cancelled, opened"

#define HELD_COLUMNS "id, contest_id, round, spool_id, email, name, " \
	"from_name, received, move, claimed, move2, claimed2, claimed_total, " \
	"why"

/* The statements of this file (store-private.h). */
enum {
	CONTEST_ADD,
	CONTEST_BY_NAME,
	CONTEST_BY_ID,
	CONTEST_SET_STATE,
	CONTEST_LIST,
	CONTEST_LIST_PLAYER,
	ENTRANT_ADD,
	ENTRANT_FIND,
	ENTRANT_SET_NAME,
	ENTRANT_SET_STOPPED,
	ENTRANT_LIST,
	ROUND_ADD,
	ROUND_GET,
	ROUND_CLOSE,
	ROUND_SET_REMINDED,
	ROUND_DUE,
	ROUND_LIST,
	ENTRY_PREVIOUS,
	ENTRY_PUT,
	ENTRY_JUDGED,
	ENTRY_LIST,
	ENTRY_SCAN,
	STANDINGS_TOPS,
	STANDINGS,
	ENTRANT_LOOKUP,
	ENTRANT_ELIMINATED,
	ENTRY_SCORE,
	ENTRY_RESCORE,
	DECISION_ADD,
	DECISION_LIST,
	CONTEST_SET_LAST_ROUND,
	CONTEST_SET_LEXICON_ID,
	ROUND_CANCEL,
	DECISION_MAILED,
	MANUAL_RACK_ADD,
	MANUAL_RACK_GET,
	MANUAL_RACK_USED,
	MANUAL_RACK_LIST,
	HELD_ADD,
	HELD_GET,
	HELD_LIST,
	HELD_DELETE,
	HELD_SUPERSEDED,
	CONTEST_NSQL
};

const struct store_sql store_contest_sql[CONTEST_NSQL] = {
	[CONTEST_ADD] = {
	    "INSERT INTO contest (name, variant, entry, address, lexicon, "
	    "lexicon_sum, seed, seed_hash, round_days, solo_bonus, feedback, "
	    "score_required, created, last_round, review, tactic_order, "
	    "redraw_triples, manual_draw, lexicon_id, deadline_weekly, "
	    "round_dates, opens_weekly) VALUES "
	    "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
	    "?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)" },
	[CONTEST_BY_NAME] = {
	    "SELECT " CONTEST_COLUMNS " FROM contest WHERE name = ?1" },
	[CONTEST_BY_ID] = {
	    "SELECT " CONTEST_COLUMNS " FROM contest WHERE id = ?1" },
	[CONTEST_SET_STATE] = {
	    "UPDATE contest SET status = ?2, state = ?3 WHERE id = ?1" },
	[CONTEST_LIST] = { "SELECT " CONTEST_COLUMNS " FROM contest "
	    "WHERE ?1 IS NULL OR status = ?1 ORDER BY name" },
	[CONTEST_LIST_PLAYER] = { "SELECT c.id FROM contest c WHERE "
	    "EXISTS (SELECT 1 FROM entrant e WHERE e.contest_id = c.id AND "
	    "e.player_id = ?1) AND (?2 IS NULL OR c.status = ?2) ORDER BY "
	    "c.name" },
	[ENTRANT_ADD] = {
	    "INSERT INTO entrant (contest_id, player_id, email, name, joined) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)" },
	[ENTRANT_FIND] = { "SELECT " ENTRANT_COLUMNS
	    " FROM entrant WHERE contest_id = ?1 AND email = ?2" },
	[ENTRANT_SET_NAME] = {
	    "UPDATE entrant SET name = ?2 WHERE id = ?1" },
	[ENTRANT_SET_STOPPED] = {
	    "UPDATE entrant SET stopped = ?2 WHERE id = ?1" },
	[ENTRANT_LIST] = { "SELECT " ENTRANT_COLUMNS
	    " FROM entrant WHERE contest_id = ?1 ORDER BY id" },
	[ROUND_ADD] = {
	    "INSERT INTO round (contest_id, number, state, board, rack, rack2, "
	    "deadline, opened) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)" },
	[ROUND_GET] = { "SELECT " ROUND_COLUMNS " FROM round "
	    "WHERE contest_id = ?1 AND (number = ?2 OR ?2 = 0) "
	    "ORDER BY number DESC LIMIT 1" },
	[ROUND_CLOSE] = {
	    "UPDATE round SET status = 'closed', outcome = ?2, top_move = ?3, "
	    "top_score = ?4, tops = ?5, best_score = ?6, closed = ?7 "
	    "WHERE id = ?1" },
	[ROUND_SET_REMINDED] = {
	    "UPDATE round SET reminded = 1 WHERE id = ?1" },
	/* A contest under review holds its rounds for the arbiter. */
	[ROUND_DUE] = { "SELECT contest_id FROM round "
	    "WHERE status = 'open' AND deadline <= ?1 AND NOT (SELECT review "
	    "FROM contest WHERE contest.id = round.contest_id) "
	    "ORDER BY deadline, id" },
	[ROUND_LIST] = { "SELECT " ROUND_COLUMNS
	    " FROM round WHERE contest_id = ?1 ORDER BY number" },
	[ENTRY_PREVIOUS] = { "SELECT move FROM entry "
	    "WHERE round_id = ?1 AND entrant_id = ?2" },
	[ENTRY_PUT] = {
	    "INSERT INTO entry (round_id, entrant_id, spool_id, received, "
	    "move, claimed, move2, claimed2, claimed_total) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) "
	    "ON CONFLICT (round_id, entrant_id) DO UPDATE SET "
	    "spool_id = excluded.spool_id, received = excluded.received, "
	    "move = excluded.move, claimed = excluded.claimed, "
	    "move2 = excluded.move2, claimed2 = excluded.claimed2, "
	    "claimed_total = excluded.claimed_total" },
	[ENTRY_JUDGED] = {
	    "UPDATE entry SET canonical = ?2, verdict = ?3, score = ?4, "
	    "warnings = ?5, bonus = ?6, top = ?7, verdict_code = ?8, "
	    "verdict_square = ?9, verdict_letter = ?10, verdict_words = ?11, "
	    "warning_codes = ?12 WHERE id = ?1" },
	[ENTRY_LIST] = { "SELECT e.id, e.round_id, e.entrant_id, "
	    "e.spool_id, e.received, e.move, e.claimed, e.move2, e.claimed2, "
	    "e.claimed_total, e.canonical, e.verdict, e.score, e.warnings, "
	    "e.bonus, e.top, n.name, n.email, e.verdict_code, "
	    "e.verdict_square, e.verdict_letter, e.verdict_words, "
	    "e.warning_codes FROM entry e "
	    "JOIN entrant n ON n.id = e.entrant_id WHERE e.round_id = ?1 "
	    "ORDER BY e.received, e.id" },
	/* What a bulletin shows of each entry, in no order (the bulletin
	 * ranks them): no time, no spool, no address. */
	[ENTRY_SCAN] = { "SELECT e.entrant_id, e.move, e.claimed, e.move2, "
	    "e.claimed2, e.claimed_total, e.canonical, e.verdict, e.score, "
	    "e.warnings, e.bonus, e.top, n.name, e.verdict_code, "
	    "e.verdict_square, e.verdict_letter, e.verdict_words, "
	    "e.warning_codes FROM entry e "
	    "JOIN entrant n ON n.id = e.entrant_id WHERE e.round_id = ?1" },
	[STANDINGS_TOPS] = { "SELECT coalesce(sum(top_score), 0) "
	    "FROM round WHERE contest_id = ?1 AND status = 'closed' "
	    "AND outcome = 'played' AND NOT cancelled" },
	/* Per entrant: sums over closed rounds; for the Top variant, how many
	 * shared each top the entrant found. */
	[STANDINGS] = {
	    "WITH tc AS (SELECT x.round_id, count(*) AS n FROM entry x "
	    "JOIN round q ON q.id = x.round_id WHERE q.contest_id = ?1 "
	    "AND x.top AND NOT q.cancelled GROUP BY x.round_id) "
	    "SELECT n.id, n.name, n.email, "
	    "coalesce(sum(e.score + e.bonus), 0), coalesce(sum(e.warnings), 0) "
	    "+ (SELECT coalesce(sum(d.warnings), 0) FROM decision d "
	    "WHERE d.entrant_id = n.id), "
	    "coalesce(sum(e.top), 0), "
	    "coalesce(sum(CASE WHEN e.top THEN tc.n END), 0), "
	    "coalesce(sum(CASE WHEN e.top THEN e.score END), 0), count(e.id) "
	    "FROM entrant n LEFT JOIN (entry e JOIN round r ON r.id = e.round_id "
	    "AND r.status = 'closed' AND NOT r.cancelled) "
	    "ON e.entrant_id = n.id "
	    "LEFT JOIN tc ON tc.round_id = e.round_id "
	    "WHERE n.contest_id = ?1 AND NOT EXISTS (SELECT 1 FROM decision d "
	    "WHERE d.entrant_id = n.id AND d.kind = 'eliminate') "
	    "GROUP BY n.id ORDER BY n.id" },
	/* By address, else by name (the first who took it). */
	[ENTRANT_LOOKUP] = { "SELECT " ENTRANT_COLUMNS " FROM entrant "
	    "WHERE contest_id = ?1 AND (email = ?2 OR name = ?2) "
	    "ORDER BY email = ?2 DESC, id LIMIT 1" },
	[ENTRANT_ELIMINATED] = { "SELECT 1 FROM decision "
	    "WHERE entrant_id = ?1 AND kind = 'eliminate'" },
	[ENTRY_SCORE] = { "SELECT e.score FROM entry e "
	    "JOIN round r ON r.id = e.round_id "
	    "WHERE r.contest_id = ?1 AND r.number = ?2 AND e.entrant_id = ?3 "
	    "AND r.status = 'closed' AND e.verdict IS NOT NULL" },
	/* annul (?5 = 1): no bonus, no top either. */
	[ENTRY_RESCORE] = { "UPDATE entry SET score = ?4, "
	    "bonus = CASE WHEN ?5 THEN 0 ELSE bonus END, "
	    "top = CASE WHEN ?5 THEN 0 ELSE top END "
	    "WHERE entrant_id = ?3 AND round_id = (SELECT id FROM round "
	    "WHERE contest_id = ?1 AND number = ?2)" },
	[DECISION_ADD] = { "INSERT INTO decision (contest_id, entrant_id, "
	    "round, kind, warnings, score, previous, reason, made) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)" },
	[DECISION_LIST] = { "SELECT d.id, d.contest_id, d.entrant_id, "
	    "d.round, d.kind, d.warnings, d.score, d.previous, d.reason, "
	    "d.made, n.name, d.mailed FROM decision d "
	    "LEFT JOIN entrant n ON n.id = d.entrant_id "
	    "WHERE d.contest_id = ?1 ORDER BY d.id" },
	[DECISION_MAILED] = { "UPDATE decision SET mailed = 1 "
	    "WHERE contest_id = ?1" },
	[CONTEST_SET_LAST_ROUND] = {
	    "UPDATE contest SET last_round = ?2 WHERE id = ?1" },
	[CONTEST_SET_LEXICON_ID] = {
	    "UPDATE contest SET lexicon_id = ?2 WHERE id = ?1" },
	/* ?4: an open round is closed as it is (not judged). */
	[ROUND_CANCEL] = { "UPDATE round SET cancelled = 1, "
	    "status = CASE WHEN ?4 THEN 'closed' ELSE status END, "
	    "closed = CASE WHEN ?4 THEN coalesce(closed, ?3) ELSE closed END "
	    "WHERE contest_id = ?1 AND number = ?2" },
	[MANUAL_RACK_ADD] = { "INSERT INTO manual_rack (contest_id, round, "
	    "rack, rack2, reason, made) VALUES (?1, ?2, ?3, ?4, ?5, ?6)" },
	[MANUAL_RACK_GET] = { "SELECT id, round, rack, rack2, reason, made, "
	    "used FROM manual_rack WHERE contest_id = ?1 AND round = ?2 "
	    "AND NOT used ORDER BY id DESC LIMIT 1" },
	[MANUAL_RACK_USED] = { "UPDATE manual_rack SET used = 1 WHERE id = ?1" },
	[MANUAL_RACK_LIST] = { "SELECT id, round, rack, rack2, reason, made, "
	    "used FROM manual_rack WHERE contest_id = ?1 ORDER BY id" },
	[HELD_ADD] = { "INSERT INTO held_entry (contest_id, round, spool_id, "
	    "email, name, from_name, received, move, claimed, move2, "
	    "claimed2, claimed_total, why) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
	    "?7, ?8, ?9, ?10, ?11, ?12, ?13)" },
	[HELD_GET] = { "SELECT " HELD_COLUMNS " FROM held_entry WHERE id = ?1" },
	[HELD_LIST] = { "SELECT " HELD_COLUMNS " FROM held_entry "
	    "WHERE contest_id = ?1 ORDER BY id" },
	[HELD_DELETE] = { "DELETE FROM held_entry WHERE id = ?1" },
	[HELD_SUPERSEDED] = { "SELECT 1 FROM entry e "
	    "JOIN entrant n ON n.id = e.entrant_id "
	    "JOIN round r ON r.id = e.round_id "
	    "WHERE n.contest_id = ?1 AND n.email = ?2 AND r.number = ?3 "
	    "AND e.received > ?4" },
};
const size_t store_contest_nsql = CONTEST_NSQL;
#define SQL(id) (&store_contest_sql[id])

/* Bind an int, or NULL when it is -1 ("not given"). */
static void
bind_opt_int(sqlite3_stmt *s, int idx, int v)
{
	if (v < 0)
		sqlite3_bind_null(s, idx);
	else
		sqlite3_bind_int(s, idx, v);
}

static int
col_opt_int(sqlite3_stmt *s, int col)
{
	return sqlite3_column_type(s, col) == SQLITE_NULL ? -1 :
	    sqlite3_column_int(s, col);
}

/* --- contests --- */

void
store_contest_free(struct contest *c)
{
	if (c == NULL)
		return;
	free(c->name);
	free(c->address);
	free(c->lexicon);
	free(c->lexicon_sum);
	free(c->lexicon_id);
	free(c->seed);
	free(c->seed_hash);
	free(c->state);
	free(c->created);
	free(c->deadline_weekly);
	free(c->round_dates);
	free(c->opens_weekly);
	free(c);
}

static void *
contest_row(sqlite3_stmt *s, char **cause)
{
	struct contest *c = xcalloc(1, sizeof *c);
	int bad = 0;

	c->id = sqlite3_column_int64(s, 0);
	c->name = store_col_text(s, 1);
	c->address = store_col_text(s, 4);
	c->lexicon = store_col_text(s, 5);
	c->lexicon_sum = store_col_text(s, 6);
	c->seed = store_col_text(s, 7);
	c->seed_hash = store_col_text(s, 8);
	c->round_days = sqlite3_column_int(s, 9);
	c->solo_bonus = sqlite3_column_int(s, 10);
	c->score_required = sqlite3_column_int(s, 12);
	c->state = store_col_text(s, 14);
	c->created = store_col_text(s, 15);
	c->last_round = sqlite3_column_type(s, 16) == SQLITE_NULL ? 0 :
	    sqlite3_column_int(s, 16);
	c->review = sqlite3_column_int(s, 17);
	c->redraw_triples = sqlite3_column_int(s, 19);
	c->manual_draw = sqlite3_column_int(s, 20);
	c->lexicon_id = store_col_text(s, 21);
	c->deadline_weekly = store_col_text(s, 22);
	c->round_dates = store_col_text(s, 23);
	c->opens_weekly = store_col_text(s, 24);
	if (!store_dup_variant_parse(store_col_str(s, 2), &c->variant))
		bad = 2;
	else if (!store_contest_entry_parse(store_col_str(s, 3), &c->entry))
		bad = 3;
	else if (!store_contest_feedback_parse(store_col_str(s, 11),
	    &c->feedback))
		bad = 11;
	else if (!store_contest_status_parse(store_col_str(s, 13),
	    &c->status))
		bad = 13;
	else if (!sm_dup_order_parse(store_col_str(s, 18), &c->tactic_order))
		bad = 18;
	if (bad != 0) {
		store_bad_enum(s, bad, "contest", c->id, cause);
		store_contest_free(c);
		return NULL;
	}
	return c;
}

static void
contest_release(void *p)
{
	store_contest_free(p);
}

static int
visit_contest(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct contest *))cb)(arg, row);
}

int
store_contest_add(struct store *st, const struct contest *c, long long now,
    long long *id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(CONTEST_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, c->name);
	store_bind_text(s, 2, sm_dup_variant_name(c->variant));
	store_bind_text(s, 3, store_contest_entry_str(c->entry));
	store_bind_text(s, 4, c->address);
	store_bind_text(s, 5, c->lexicon);
	store_bind_text(s, 6, c->lexicon_sum);
	store_bind_text(s, 7, c->seed);
	store_bind_text(s, 8, c->seed_hash);
	sqlite3_bind_int(s, 9, c->round_days);
	sqlite3_bind_int(s, 10, c->solo_bonus);
	store_bind_text(s, 11, store_contest_feedback_str(c->feedback));
	sqlite3_bind_int(s, 12, c->score_required);
	store_bind_time(s, 13, now);
	bind_opt_int(s, 14, c->last_round > 0 ? c->last_round : -1);
	sqlite3_bind_int(s, 15, c->review != 0);
	store_bind_text(s, 16, sm_dup_order_name(c->tactic_order));
	sqlite3_bind_int(s, 17, c->redraw_triples != 0);
	sqlite3_bind_int(s, 18, c->manual_draw != 0);
	store_bind_text(s, 19, c->lexicon_id);
	store_bind_text(s, 20, c->deadline_weekly);
	store_bind_text(s, 21, c->round_dates);
	store_bind_text(s, 22, c->opens_weekly);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT &&
	    sqlite3_extended_errcode(st->db) == SQLITE_CONSTRAINT_UNIQUE) {
		*cause = g_strdup_printf("a contest named '%s' exists already: "
		    "choose another name", c->name);
		return -1;
	}
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding a contest");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

static int
contest_one(struct store *st, const struct store_sql *sql, const char *name,
    long long id, struct contest **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, sql, cause)) == NULL)
		return -1;
	if (name != NULL)
		store_bind_text(s, 1, name);
	else
		sqlite3_bind_int64(s, 1, id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "reading a contest");
	*out = contest_row(s, cause);
	sqlite3_reset(s);
	return *out != NULL ? 0 : -1;
}

int
store_contest_find(struct store *st, const char *name, struct contest **out,
    char **cause)
{
	return contest_one(st, SQL(CONTEST_BY_NAME), name, 0, out, cause);
}

int
store_contest_get(struct store *st, long long id, struct contest **out,
    char **cause)
{
	return contest_one(st, SQL(CONTEST_BY_ID), NULL, id, out, cause);
}

int
store_contest_set_state(struct store *st, long long id,
    enum store_contest_status status, const char *state, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CONTEST_SET_STATE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_contest_status_str(status));
	store_bind_text(s, 3, state);
	return store_step_done(st, s, "saving a contest", cause);
}

int
store_contest_list(struct store *st, enum store_contest_status status,
    int (*cb)(void *, const struct contest *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	/* Prepared once (HELP and LIST list the running contests for every
	 * mail: preparing it cost more than running it), but for a
	 * callback that lists contests again meanwhile. */
	if (!st->listing_contests) {
		if ((s = store_stmt(st, SQL(CONTEST_LIST), cause)) == NULL)
			return -1;
		store_bind_text(s, 1, store_contest_status_str(status));
		return store_each_cached_row(st, s, &st->listing_contests,
		    contest_row, contest_release, visit_contest, (store_fn)cb,
		    arg, "listing contests", cause);
	}
	if ((s = store_prepare(st, SQL(CONTEST_LIST), "listing contests",
	    cause)) == NULL)
		return -1;
	store_bind_text(s, 1, store_contest_status_str(status));
	return store_each_row(st, s, contest_row, contest_release, visit_contest,
	    (store_fn)cb, arg, "listing contests", cause);
}

int
store_contest_list_player(struct store *st, long long player_id,
    int (*cb)(void *, long long), void *arg, char **cause)
{
	return store_list_ids(st, SQL(CONTEST_LIST_PLAYER), player_id, NULL,
	    cb, arg, "listing a player's contests", cause);
}

/* --- entrants --- */

void
store_entrant_free(struct entrant *e)
{
	if (e == NULL)
		return;
	free(e->email);
	free(e->name);
	free(e->joined);
	free(e->stopped);
	free(e);
}

static void *
entrant_row(sqlite3_stmt *s, char **cause)
{
	struct entrant *e = xcalloc(1, sizeof *e);

	(void)cause;
	e->id = sqlite3_column_int64(s, 0);
	e->contest_id = sqlite3_column_int64(s, 1);
	e->player_id = sqlite3_column_int64(s, 2);
	e->email = store_col_text(s, 3);
	e->name = store_col_text(s, 4);
	e->joined = store_col_text(s, 5);
	e->stopped = store_col_text(s, 6);
	return e;
}

static void
entrant_release(void *p)
{
	store_entrant_free(p);
}

static int
visit_entrant(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct entrant *))cb)(arg, row);
}

int
store_entrant_add(struct store *st, long long contest_id, long long player_id,
    const char *email, const char *name, long long now, long long *id,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(ENTRANT_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	if (player_id > 0)
		sqlite3_bind_int64(s, 2, player_id);
	else
		sqlite3_bind_null(s, 2);
	store_bind_text(s, 3, email);
	store_bind_text(s, 4, name);
	store_bind_time(s, 5, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT &&
	    sqlite3_extended_errcode(st->db) == SQLITE_CONSTRAINT_UNIQUE) {
		*cause = g_strdup_printf("%s takes part in this contest "
		    "already", email);
		return -1;
	}
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding an entrant");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_entrant_find(struct store *st, long long contest_id, const char *email,
    struct entrant **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, SQL(ENTRANT_FIND), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	store_bind_text(s, 2, email);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "looking up an entrant");
	*out = entrant_row(s, cause);
	sqlite3_reset(s);
	return *out != NULL ? 0 : -1;
}

int
store_entrant_set_name(struct store *st, long long id, const char *name,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ENTRANT_SET_NAME), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, name);
	return store_step_done(st, s, "changing an entrant's name", cause);
}

int
store_entrant_set_stopped(struct store *st, long long id, long long when,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ENTRANT_SET_STOPPED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if (when != 0)
		store_bind_time(s, 2, when);
	else
		sqlite3_bind_null(s, 2);
	return store_step_done(st, s, "recording an entrant's STOP", cause);
}

int
store_entrant_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct entrant *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(ENTRANT_LIST), "listing entrants",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	return store_each_row(st, s, entrant_row, entrant_release, visit_entrant,
	    (store_fn)cb, arg, "listing entrants", cause);
}

/* --- rounds --- */

void
store_round_free(struct round *r)
{
	if (r == NULL)
		return;
	free(r->state);
	free(r->board);
	free(r->rack);
	free(r->rack2);
	free(r->deadline);
	free(r->top_move);
	free(r->tops);
	free(r->closed);
	free(r->opened);
	free(r);
}

static void *
round_row(sqlite3_stmt *s, char **cause)
{
	struct round *r = xcalloc(1, sizeof *r);
	int bad = 0;

	r->id = sqlite3_column_int64(s, 0);
	r->contest_id = sqlite3_column_int64(s, 1);
	r->number = sqlite3_column_int(s, 2);
	r->state = store_col_text(s, 3);
	r->board = store_col_text(s, 4);
	r->rack = store_col_text(s, 5);
	r->rack2 = store_col_text(s, 6);
	r->deadline = store_col_text(s, 7);
	r->reminded = sqlite3_column_int(s, 8);
	r->top_move = store_col_text(s, 11);
	r->top_score = col_opt_int(s, 12);
	r->tops = store_col_text(s, 13);
	r->best_score = col_opt_int(s, 14);
	r->closed = store_col_text(s, 15);
	r->cancelled = sqlite3_column_int(s, 16);
	r->opened = store_col_text(s, 17);
	if (!store_round_status_parse(store_col_str(s, 9), &r->status))
		bad = 9;
	else if (!store_round_outcome_parse(store_col_str(s, 10),
	    &r->outcome))
		bad = 10;
	if (bad != 0) {
		store_bad_enum(s, bad, "round", r->id, cause);
		store_round_free(r);
		return NULL;
	}
	return r;
}

static void
round_release(void *p)
{
	store_round_free(p);
}

static int
visit_round(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct round *))cb)(arg, row);
}

int
store_round_add(struct store *st, long long contest_id, int number,
    const char *state, const char *board, const char *rack, const char *rack2,
    long long deadline, long long opened, long long *id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ROUND_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, number);
	store_bind_text(s, 3, state);
	store_bind_text(s, 4, board);
	store_bind_text(s, 5, rack);
	store_bind_text(s, 6, rack2);
	store_bind_time(s, 7, deadline);
	store_bind_time(s, 8, opened);
	if (store_step_done(st, s, "adding a round", cause) == -1)
		return -1;
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_round_get(struct store *st, long long contest_id, int number,
    struct round **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, SQL(ROUND_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, number);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "reading a round");
	*out = round_row(s, cause);
	sqlite3_reset(s);
	return *out != NULL ? 0 : -1;
}

int
store_round_close(struct store *st, long long id,
    enum store_round_outcome outcome, const char *top_move, int top_score,
    const char *tops, int best_score, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ROUND_CLOSE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_round_outcome_str(outcome));
	store_bind_text(s, 3, top_move);
	bind_opt_int(s, 4, top_score);
	store_bind_text(s, 5, tops);
	bind_opt_int(s, 6, best_score);
	store_bind_time(s, 7, now);
	return store_step_done(st, s, "closing a round", cause);
}

int
store_round_set_reminded(struct store *st, long long id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ROUND_SET_REMINDED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	return store_step_done(st, s, "marking a reminder", cause);
}

int
store_round_due(struct store *st, long long before, long long **ids,
    size_t *n, char **cause)
{
	sqlite3_stmt *s;
	size_t cap = 0;
	int rc;

	*ids = NULL;
	*n = 0;
	if ((s = store_stmt(st, SQL(ROUND_DUE), cause)) == NULL)
		return -1;
	store_bind_time(s, 1, before);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? cap * 2 : 8;
			*ids = xrealloc(*ids, cap * sizeof **ids);
		}
		(*ids)[(*n)++] = sqlite3_column_int64(s, 0);
	}
	if (rc != SQLITE_DONE) {
		free(*ids);
		*ids = NULL;
		*n = 0;
		return store_fail(st, cause, "listing due rounds");
	}
	return 0;
}

int
store_round_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct round *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(ROUND_LIST), "listing rounds",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	return store_each_row(st, s, round_row, round_release, visit_round,
	    (store_fn)cb, arg, "listing rounds", cause);
}

/* --- entries --- */

void
store_entry_free(struct entry *e)
{
	if (e == NULL)
		return;
	free(e->received);
	free(e->move);
	free(e->move2);
	free(e->canonical);
	free(e->verdict);
	free(e->vcode);
	free(e->vsquare);
	free(e->vletter);
	free(e->vwords);
	free(e->wcodes);
	free(e->name);
	free(e->email);
	free(e);
}

static void *
entry_row(sqlite3_stmt *s, char **cause)
{
	struct entry *e = xcalloc(1, sizeof *e);

	(void)cause;
	e->id = sqlite3_column_int64(s, 0);
	e->round_id = sqlite3_column_int64(s, 1);
	e->entrant_id = sqlite3_column_int64(s, 2);
	e->spool_id = sqlite3_column_int64(s, 3);
	e->received = store_col_text(s, 4);
	e->move = store_col_text(s, 5);
	e->claimed = col_opt_int(s, 6);
	e->move2 = store_col_text(s, 7);
	e->claimed2 = col_opt_int(s, 8);
	e->claimed_total = col_opt_int(s, 9);
	e->canonical = store_col_text(s, 10);
	e->verdict = store_col_text(s, 11);
	e->score = sqlite3_column_int(s, 12);
	e->warnings = sqlite3_column_int(s, 13);
	e->bonus = sqlite3_column_int(s, 14);
	e->top = sqlite3_column_int(s, 15);
	e->name = store_col_text(s, 16);
	e->email = store_col_text(s, 17);
	e->vcode = store_col_text(s, 18);
	e->vsquare = store_col_text(s, 19);
	e->vletter = store_col_text(s, 20);
	e->vwords = store_col_text(s, 21);
	e->wcodes = store_col_text(s, 22);
	return e;
}

static void
entry_release(void *p)
{
	store_entry_free(p);
}

static int
visit_entry(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct entry *))cb)(arg, row);
}

int
store_entry_put(struct store *st, long long round_id, long long entrant_id,
    long long spool_id, const char *move, int claimed, const char *move2,
    int claimed2, int claimed_total, long long now, char **previous,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if (previous != NULL) {
		*previous = NULL;
		if ((s = store_stmt(st, SQL(ENTRY_PREVIOUS), cause)) == NULL)
			return -1;
		sqlite3_bind_int64(s, 1, round_id);
		sqlite3_bind_int64(s, 2, entrant_id);
		if ((rc = sqlite3_step(s)) == SQLITE_ROW)
			*previous = store_col_text(s, 0);
		else if (rc != SQLITE_DONE)
			return store_fail(st, cause, "reading an entry");
		sqlite3_reset(s);
	}
	if ((s = store_stmt(st, SQL(ENTRY_PUT), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, round_id);
	sqlite3_bind_int64(s, 2, entrant_id);
	if (spool_id > 0)
		sqlite3_bind_int64(s, 3, spool_id);
	else
		sqlite3_bind_null(s, 3);
	store_bind_time(s, 4, now);
	store_bind_text(s, 5, move);
	bind_opt_int(s, 6, claimed);
	store_bind_text(s, 7, move2);
	bind_opt_int(s, 8, claimed2);
	bind_opt_int(s, 9, claimed_total);
	return store_step_done(st, s, "recording an entry", cause);
}

int
store_entry_judged(struct store *st, long long id, const char *canonical,
    const char *verdict, const struct entry_why *why, int score,
    int warnings, int bonus, int top, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ENTRY_JUDGED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, canonical);
	store_bind_text(s, 3, verdict);
	sqlite3_bind_int(s, 4, score);
	sqlite3_bind_int(s, 5, warnings);
	sqlite3_bind_int(s, 6, bonus);
	sqlite3_bind_int(s, 7, top);
	if (why != NULL && why->code != NULL && why->code[0] != '\0') {
		store_bind_text(s, 8, why->code);
		store_bind_text(s, 9, why->square);
		store_bind_text(s, 10, why->letter);
		store_bind_text(s, 11, why->words);
	}
	if (why != NULL && why->warnings != NULL && why->warnings[0] != '\0')
		store_bind_text(s, 12, why->warnings);
	return store_step_done(st, s, "recording a judgement", cause);
}

int
store_entry_list(struct store *st, long long round_id,
    int (*cb)(void *, const struct entry *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(ENTRY_LIST), "listing entries",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, round_id);
	return store_each_row(st, s, entry_row, entry_release, visit_entry,
	    (store_fn)cb, arg, "listing entries", cause);
}

/* A column's text as SQLite holds it (valid until the next step), or
 * NULL. */
static char *
col_peek(sqlite3_stmt *s, int col)
{
	return (char *)(uintptr_t)sqlite3_column_text(s, col);
}

int
store_entry_scan(struct store *st, long long round_id,
    int (*cb)(void *, const struct entry *), void *arg, char **cause)
{
	sqlite3_stmt *s;
	struct entry e;
	int rc, r;

	if ((s = store_prepare(st, SQL(ENTRY_SCAN), "listing entries",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, round_id);
	memset(&e, 0, sizeof e);
	e.round_id = round_id;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		e.entrant_id = sqlite3_column_int64(s, 0);
		e.move = col_peek(s, 1);
		e.claimed = col_opt_int(s, 2);
		e.move2 = col_peek(s, 3);
		e.claimed2 = col_opt_int(s, 4);
		e.claimed_total = col_opt_int(s, 5);
		e.canonical = col_peek(s, 6);
		e.verdict = col_peek(s, 7);
		e.score = sqlite3_column_int(s, 8);
		e.warnings = sqlite3_column_int(s, 9);
		e.bonus = sqlite3_column_int(s, 10);
		e.top = sqlite3_column_int(s, 11);
		e.name = col_peek(s, 12);
		e.vcode = col_peek(s, 13);
		e.vsquare = col_peek(s, 14);
		e.vletter = col_peek(s, 15);
		e.vwords = col_peek(s, 16);
		e.wcodes = col_peek(s, 17);
		if ((r = cb(arg, &e)) != 0) {
			sqlite3_finalize(s);
			return r;
		}
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "listing entries");
	return 0;
}

int
store_standings(struct store *st, long long contest_id, int *sum_tops,
    int (*cb)(void *, const struct standing *), void *arg, char **cause)
{
	sqlite3_stmt *s;
	struct standing sd;
	int rc, r;

	if ((s = store_stmt(st, SQL(STANDINGS_TOPS), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	if (sqlite3_step(s) != SQLITE_ROW)
		return store_fail(st, cause, "summing the tops");
	*sum_tops = sqlite3_column_int(s, 0);
	sqlite3_reset(s);
	if ((s = store_prepare(st, SQL(STANDINGS), "reading the standings",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		memset(&sd, 0, sizeof sd);
		sd.entrant_id = sqlite3_column_int64(s, 0);
		sd.name = (const char *)sqlite3_column_text(s, 1);
		sd.email = (const char *)sqlite3_column_text(s, 2);
		sd.total = sqlite3_column_int(s, 3);
		sd.warnings = sqlite3_column_int(s, 4);
		sd.tops = sqlite3_column_int(s, 5);
		sd.top_sharers = sqlite3_column_int(s, 6);
		sd.top_points = sqlite3_column_int(s, 7);
		sd.rounds = sqlite3_column_int(s, 8);
		if ((r = cb(arg, &sd)) != 0) {
			sqlite3_finalize(s);
			return r;
		}
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "reading the standings");
	return 0;
}

/* --- the arbiter's decisions --- */

int
store_entrant_lookup(struct store *st, long long contest_id, const char *who,
    struct entrant **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, SQL(ENTRANT_LOOKUP), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	store_bind_text(s, 2, who);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "looking up an entrant");
	*out = entrant_row(s, cause);
	sqlite3_reset(s);
	return *out != NULL ? 0 : -1;
}

int
store_entrant_eliminated(struct store *st, long long entrant_id,
    int *eliminated, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(ENTRANT_ELIMINATED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, entrant_id);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_fail(st, cause, "looking up an elimination");
	*eliminated = rc == SQLITE_ROW;
	return 0;
}

int
store_entry_score(struct store *st, long long contest_id, int round,
    long long entrant_id, int *score, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(ENTRY_SCORE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, round);
	sqlite3_bind_int64(s, 3, entrant_id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "reading an entry's score");
	*score = sqlite3_column_int(s, 0);
	sqlite3_reset(s);
	return 0;
}

int
store_entry_rescore(struct store *st, long long contest_id, int round,
    long long entrant_id, int score, int annul, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ENTRY_RESCORE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, round);
	sqlite3_bind_int64(s, 3, entrant_id);
	sqlite3_bind_int(s, 4, score);
	sqlite3_bind_int(s, 5, annul);
	return store_step_done(st, s, "changing an entry's score", cause);
}

int
store_decision_add(struct store *st, const struct decision *d,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(DECISION_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, d->contest_id);
	if (d->entrant_id > 0)
		sqlite3_bind_int64(s, 2, d->entrant_id);
	bind_opt_int(s, 3, d->round > 0 ? d->round : -1);
	store_bind_text(s, 4, d->kind);
	sqlite3_bind_int(s, 5, d->warnings);
	bind_opt_int(s, 6, d->score);
	bind_opt_int(s, 7, d->previous);
	store_bind_text(s, 8, d->reason);
	store_bind_text(s, 9, d->made);
	return store_step_done(st, s, "recording a decision", cause);
}

int
store_decision_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct decision *), void *arg, char **cause)
{
	sqlite3_stmt *s;
	struct decision d;
	int rc, r;

	if ((s = store_prepare(st, SQL(DECISION_LIST), "listing decisions",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		memset(&d, 0, sizeof d);
		d.id = sqlite3_column_int64(s, 0);
		d.contest_id = sqlite3_column_int64(s, 1);
		d.entrant_id = sqlite3_column_int64(s, 2);
		d.round = col_opt_int(s, 3);
		d.kind = (const char *)sqlite3_column_text(s, 4);
		d.warnings = sqlite3_column_int(s, 5);
		d.score = col_opt_int(s, 6);
		d.previous = col_opt_int(s, 7);
		d.reason = (const char *)sqlite3_column_text(s, 8);
		d.made = (const char *)sqlite3_column_text(s, 9);
		d.name = (const char *)sqlite3_column_text(s, 10);
		d.mailed = sqlite3_column_int(s, 11);
		if ((r = cb(arg, &d)) != 0) {
			sqlite3_finalize(s);
			return r;
		}
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "listing decisions");
	return 0;
}

int
store_contest_set_last_round(struct store *st, long long contest_id,
    int last_round, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CONTEST_SET_LAST_ROUND), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	bind_opt_int(s, 2, last_round > 0 ? last_round : -1);
	return store_step_done(st, s, "fixing the last round", cause);
}

int
store_contest_set_lexicon_id(struct store *st, long long contest_id,
    const char *id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(CONTEST_SET_LEXICON_ID), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	store_bind_text(s, 2, id);
	return store_step_done(st, s, "recording the lexicon identity",
	    cause);
}

int
store_round_cancel(struct store *st, long long contest_id, int number,
    int close, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(ROUND_CANCEL), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, number);
	store_bind_time(s, 3, now);
	sqlite3_bind_int(s, 4, close);
	return store_step_done(st, s, "cancelling a round", cause);
}

int
store_decision_mailed(struct store *st, long long contest_id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(DECISION_MAILED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	return store_step_done(st, s, "marking decisions told", cause);
}

/* --- letters given by hand --- */

void
store_manual_rack_free(struct manual_rack *m)
{
	if (m == NULL)
		return;
	free(m->rack);
	free(m->rack2);
	free(m->reason);
	free(m->made);
	free(m);
}

int
store_manual_rack_add(struct store *st, long long contest_id,
    const struct manual_rack *m, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(MANUAL_RACK_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, m->round);
	store_bind_text(s, 3, m->rack);
	store_bind_text(s, 4, m->rack2);
	store_bind_text(s, 5, m->reason);
	store_bind_text(s, 6, m->made);
	return store_step_done(st, s, "recording the letters given", cause);
}

/* The row's columns into *m (strings borrowed from the statement). */
static void
manual_rack_cols(sqlite3_stmt *s, struct manual_rack *m)
{
	memset(m, 0, sizeof *m);
	m->id = sqlite3_column_int64(s, 0);
	m->round = sqlite3_column_int(s, 1);
	m->rack = (char *)(uintptr_t)sqlite3_column_text(s, 2);
	m->rack2 = (char *)(uintptr_t)sqlite3_column_text(s, 3);
	m->reason = (char *)(uintptr_t)sqlite3_column_text(s, 4);
	m->made = (char *)(uintptr_t)sqlite3_column_text(s, 5);
	m->used = sqlite3_column_int(s, 6);
}

int
store_manual_rack_get(struct store *st, long long contest_id, int number,
    struct manual_rack **out, char **cause)
{
	sqlite3_stmt *s;
	struct manual_rack m;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, SQL(MANUAL_RACK_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	sqlite3_bind_int(s, 2, number);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		manual_rack_cols(s, &m);
		*out = xcalloc(1, sizeof **out);
		**out = m;
		(*out)->rack = store_col_text(s, 2);
		(*out)->rack2 = store_col_text(s, 3);
		(*out)->reason = store_col_text(s, 4);
		(*out)->made = store_col_text(s, 5);
	}
	sqlite3_reset(s);
	if (rc == SQLITE_ROW)
		return 0;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "reading the letters given");
	return 1;
}

int
store_manual_rack_used(struct store *st, long long id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(MANUAL_RACK_USED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	return store_step_done(st, s, "marking the letters given used",
	    cause);
}

int
store_manual_rack_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct manual_rack *), void *arg, char **cause)
{
	sqlite3_stmt *s;
	struct manual_rack m;
	int rc, r;

	if ((s = store_prepare(st, SQL(MANUAL_RACK_LIST),
	    "listing the letters given", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		manual_rack_cols(s, &m);
		if ((r = cb(arg, &m)) != 0) {
			sqlite3_finalize(s);
			return r;
		}
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "listing the letters given");
	return 0;
}

/* --- entries held (migration 20) --- */

void
store_held_free(struct held_entry *h)
{
	if (h == NULL)
		return;
	free(h->email);
	free(h->name);
	free(h->from_name);
	free(h->received);
	free(h->move);
	free(h->move2);
	free(h->why);
	free(h);
}

/* A column that may be NULL as an int, -1 for NULL. */
static int
col_int_or_none(sqlite3_stmt *s, int col)
{
	if (sqlite3_column_type(s, col) == SQLITE_NULL)
		return -1;
	return sqlite3_column_int(s, col);
}

static struct held_entry *
held_row(sqlite3_stmt *s)
{
	struct held_entry *h = xcalloc(1, sizeof *h);

	h->id = sqlite3_column_int64(s, 0);
	h->contest_id = sqlite3_column_int64(s, 1);
	h->round = sqlite3_column_int(s, 2);
	h->spool_id = sqlite3_column_int64(s, 3);
	h->email = store_col_text(s, 4);
	h->name = store_col_text(s, 5);
	h->from_name = store_col_text(s, 6);
	h->received = store_col_text(s, 7);
	h->move = store_col_text(s, 8);
	h->claimed = col_int_or_none(s, 9);
	h->move2 = store_col_text(s, 10);
	h->claimed2 = col_int_or_none(s, 11);
	h->claimed_total = col_int_or_none(s, 12);
	h->why = store_col_text(s, 13);
	return h;
}

int
store_held_add(struct store *st, const struct held_entry *h, long long now,
    long long *id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(HELD_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, h->contest_id);
	sqlite3_bind_int(s, 2, h->round);
	if (h->spool_id > 0)
		sqlite3_bind_int64(s, 3, h->spool_id);
	else
		sqlite3_bind_null(s, 3);
	store_bind_text(s, 4, h->email);
	store_bind_text(s, 5, h->name);
	store_bind_text(s, 6, h->from_name);
	store_bind_time(s, 7, now);
	store_bind_text(s, 8, h->move);
	bind_opt_int(s, 9, h->claimed);
	store_bind_text(s, 10, h->move2);
	bind_opt_int(s, 11, h->claimed2);
	bind_opt_int(s, 12, h->claimed_total);
	store_bind_text(s, 13, h->why);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "holding an entry");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_held_get(struct store *st, long long id, struct held_entry **out,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, SQL(HELD_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW)
		*out = held_row(s);
	sqlite3_reset(s);
	if (rc == SQLITE_ROW)
		return 0;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "reading a held entry");
	return 1;
}

int
store_held_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct held_entry *), void *arg, char **cause)
{
	sqlite3_stmt *s;
	struct held_entry *h;
	int rc, r;

	if ((s = store_prepare(st, SQL(HELD_LIST), "listing held entries",
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		h = held_row(s);
		r = cb(arg, h);
		store_held_free(h);
		if (r != 0) {
			sqlite3_finalize(s);
			return r;
		}
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "listing held entries");
	return 0;
}

int
store_held_delete(struct store *st, long long id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(HELD_DELETE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	return store_step_done(st, s, "deleting a held entry", cause);
}

int
store_held_superseded(struct store *st, const struct held_entry *h,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(HELD_SUPERSEDED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, h->contest_id);
	store_bind_text(s, 2, h->email);
	sqlite3_bind_int(s, 3, h->round);
	store_bind_text(s, 4, h->received);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_ROW)
		return 1;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "reading a reader's entry");
	return 0;
}
