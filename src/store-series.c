/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-series.c: series of duplicate contests (migration 8): the series
 * and its contests in order.  The rules (which contest may join, the
 * standings over them) are in game-series.c; here are only rows.  See
 * store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store-private.h"
#include "util.h"

#define SERIES_COLS "id, name, title, scoring, status, created"

/* The statements of this file (store-private.h). */
enum {
	SERIES_ADD,
	SERIES_BY_NAME,
	SERIES_SET_STATUS,
	SERIES_CONTEST_ADD,
	SERIES_CONTEST_REMOVE,
	SERIES_OF_CONTEST,
	SERIES_CONTESTS,
	SERIES_NAMES,
	SERIES_NSQL
};

const struct store_sql store_series_sql[SERIES_NSQL] = {
	[SERIES_ADD] = { "INSERT INTO series (name, title, scoring, created) "
	    "VALUES (?1, ?2, ?3, ?4)" },
	[SERIES_BY_NAME] = { "SELECT " SERIES_COLS " FROM series "
	    "WHERE name = ?1" },
	[SERIES_SET_STATUS] = { "UPDATE series SET status = ?2 WHERE id = ?1" },
	/* The next position after the series' last. */
	[SERIES_CONTEST_ADD] = { "INSERT INTO series_contest (contest_id, "
	    "series_id, position, added) SELECT ?2, ?1, "
	    "coalesce(max(position), 0) + 1, ?3 FROM series_contest "
	    "WHERE series_id = ?1" },
	[SERIES_CONTEST_REMOVE] = { "DELETE FROM series_contest "
	    "WHERE series_id = ?1 AND contest_id = ?2" },
	[SERIES_OF_CONTEST] = { "SELECT s.name FROM series_contest sc "
	    "JOIN series s ON s.id = sc.series_id WHERE sc.contest_id = ?1" },
	[SERIES_CONTESTS] = { "SELECT contest_id FROM series_contest "
	    "WHERE series_id = ?1 ORDER BY position" },
	[SERIES_NAMES] = { "SELECT name FROM series ORDER BY name" },
};
const size_t store_series_nsql = SERIES_NSQL;
#define SQL(id) (&store_series_sql[id])

void
store_series_free(struct series_rec *s)
{
	if (s == NULL)
		return;
	free(s->name);
	free(s->title);
	free(s->created);
	free(s);
}

int
store_series_add(struct store *st, const char *name, const char *title,
    enum store_series_scoring scoring, long long now, long long *id,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(SERIES_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	store_bind_text(s, 2, title);
	store_bind_text(s, 3, store_series_scoring_str(scoring));
	store_bind_time(s, 4, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT &&
	    sqlite3_extended_errcode(st->db) == SQLITE_CONSTRAINT_UNIQUE)
		return 1;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding a series");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_series_find(struct store *st, const char *name,
    struct series_rec **out, char **cause)
{
	struct series_rec *r;
	sqlite3_stmt *s;
	int rc, bad;

	*out = NULL;
	if ((s = store_stmt(st, SQL(SERIES_BY_NAME), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		store_fail(st, cause, "finding a series");
		sqlite3_reset(s);
		return -1;
	}
	r = xcalloc(1, sizeof *r);
	r->id = sqlite3_column_int64(s, 0);
	r->name = store_col_text(s, 1);
	r->title = store_col_text(s, 2);
	r->created = store_col_text(s, 5);
	bad = !store_series_scoring_parse(store_col_str(s, 3), &r->scoring) ?
	    3 : !store_series_status_parse(store_col_str(s, 4), &r->status) ?
	    4 : 0;
	if (bad != 0) {
		store_bad_enum(s, bad, "series", r->id, cause);
		sqlite3_reset(s);
		store_series_free(r);
		return -1;
	}
	sqlite3_reset(s);
	*out = r;
	return 0;
}

static void *
name_row(sqlite3_stmt *s, char **cause)
{
	(void)cause;
	return store_col_text(s, 0);
}

static int
visit_name(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const char *))cb)(arg, row);
}

int
store_series_list(struct store *st, int (*cb)(void *, const char *),
    void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(SERIES_NAMES), "listing series",
	    cause)) == NULL)
		return -1;
	return store_each_row(st, s, name_row, free, visit_name,
	    (store_fn)cb, arg, "listing series", cause);
}

int
store_series_set_status(struct store *st, long long id,
    enum store_series_status status, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SERIES_SET_STATUS), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_series_status_str(status));
	return store_step_done(st, s, "setting a series' status", cause);
}

int
store_series_contest_add(struct store *st, long long series_id,
    long long contest_id, long long now, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(SERIES_CONTEST_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, series_id);
	sqlite3_bind_int64(s, 2, contest_id);
	store_bind_time(s, 3, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT && sqlite3_extended_errcode(st->db) ==
	    SQLITE_CONSTRAINT_PRIMARYKEY)
		return 1;
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding a contest to a series");
	return 0;
}

int
store_series_contest_remove(struct store *st, long long series_id,
    long long contest_id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SERIES_CONTEST_REMOVE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, series_id);
	sqlite3_bind_int64(s, 2, contest_id);
	if (store_step_done(st, s, "removing a contest from a series",
	    cause) == -1)
		return -1;
	return sqlite3_changes(st->db) == 0 ? 1 : 0;
}

int
store_series_of_contest(struct store *st, long long contest_id, char **name,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*name = NULL;
	if ((s = store_stmt(st, SQL(SERIES_OF_CONTEST), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, contest_id);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW)
		*name = store_col_text(s, 0);
	sqlite3_reset(s);
	if (rc == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "finding a contest's series");
	return 0;
}

int
store_series_contests(struct store *st, long long series_id, long long **ids,
    size_t *n, char **cause)
{
	sqlite3_stmt *s;
	size_t cap = 0;
	int rc;

	*ids = NULL;
	*n = 0;
	if ((s = store_prepare(st, SQL(SERIES_CONTESTS),
	    "listing a series' contests", cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, series_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap == 0 ? 16 : cap * 2;
			*ids = xrealloc(*ids, cap * sizeof **ids);
		}
		(*ids)[(*n)++] = sqlite3_column_int64(s, 0);
	}
	if (rc != SQLITE_DONE) {
		store_fail(st, cause, "listing a series' contests");
		sqlite3_finalize(s);
		free(*ids);
		*ids = NULL;
		*n = 0;
		return -1;
	}
	sqlite3_finalize(s);
	return 0;
}
