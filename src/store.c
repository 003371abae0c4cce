/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store.c: opening the database, its schema version and migrations,
 * transactions, the cache of prepared statements that the other store-*
 * files use, and the list of their statement tables (store-private.h).
 * See store.h.
 *
 * The database runs in WAL mode with synchronous=NORMAL: a commit survives a
 * crash of the program and, except for the last transactions before a power
 * loss, of the machine; readers (the CLI) never block the daemon's writer.
 * foreign_keys is on; busy_timeout lets a second process wait for the writer
 * lock instead of failing.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib.h>

#include "store-private.h"
#include "util.h"

const char *
store_default_path(const char *path)
{
	const char *env;

	if (path != NULL)
		return path;
	if ((env = getenv("SCRABMAIL_DB")) != NULL && *env != '\0')
		return env;
	return "scrabmail.db";
}

int
store_fail(struct store *st, char **cause, const char *what)
{
	const char *msg = st != NULL && st->db != NULL ? sqlite3_errmsg(st->db) :
	    "out of memory";
	int code = st != NULL && st->db != NULL ? sqlite3_errcode(st->db) : 0;

	if (cause == NULL)
		return -1;
	if (code == SQLITE_FULL)
		*cause = g_strdup_printf("%s: the disk is full (%s): free some "
		    "space; nothing was lost, the mail will be processed again",
		    what, msg);
	else if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
		*cause = g_strdup_printf("%s: the database is busy (%s): another "
		    "scrabmail process holds it; try again", what, msg);
	else if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB)
		*cause = g_strdup_printf("%s: the database file %s is damaged "
		    "(%s): restore it from a backup", what,
		    st->path != NULL ? st->path : "", msg);
	else if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN ||
	    code == SQLITE_PERM)
		*cause = g_strdup_printf("%s: cannot write the database %s (%s): "
		    "check the file's and its directory's permissions", what,
		    st->path != NULL ? st->path : "", msg);
	else
		*cause = g_strdup_printf("%s: %s", what, msg);
	return -1;
}

char *
store_col_text(sqlite3_stmt *s, int col)
{
	const unsigned char *t = sqlite3_column_text(s, col);

	return t == NULL ? NULL : xstrdup((const char *)t);
}

const char *
store_col_str(sqlite3_stmt *s, int col)
{
	return (const char *)sqlite3_column_text(s, col);
}

int
store_bad_enum(sqlite3_stmt *s, int col, const char *table, long long id,
    char **cause)
{
	const char *text = store_col_str(s, col);

	if (cause != NULL)
		*cause = g_strdup_printf("the database's table %s, row %lld: "
		    "unknown %s %s%s%s", table, id, sqlite3_column_name(s, col),
		    text != NULL ? "'" : "", text != NULL ? text : "NULL",
		    text != NULL ? "'" : "");
	return -1;
}

int
store_bind_text(sqlite3_stmt *s, int idx, const char *text)
{
	if (text == NULL)
		return sqlite3_bind_null(s, idx);
	return sqlite3_bind_text(s, idx, text, -1, SQLITE_TRANSIENT);
}

int
store_bind_time(sqlite3_stmt *s, int idx, long long t)
{
	char buf[UTIL_ISO_LEN];

	util_format_iso8601(t, buf);
	return sqlite3_bind_text(s, idx, buf, -1, SQLITE_TRANSIENT);
}

const struct store_sql_table store_sql_tables[] = {
	{ "store-spool.c", store_spool_sql, &store_spool_nsql },
	{ "store-outbox.c", store_outbox_sql, &store_outbox_nsql },
	{ "store-player.c", store_player_sql, &store_player_nsql },
	{ "store-contest.c", store_contest_sql, &store_contest_nsql },
	{ "store-game.c", store_game_sql, &store_game_nsql },
	{ "store-champ.c", store_champ_sql, &store_champ_nsql },
	{ "store-series.c", store_series_sql, &store_series_nsql },
	{ "store-signup.c", store_signup_sql, &store_signup_nsql },
};
const size_t store_sql_ntables =
    sizeof store_sql_tables / sizeof store_sql_tables[0];

sqlite3_stmt *
store_stmt(struct store *st, const struct store_sql *sql, char **cause)
{
	sqlite3_stmt *s;
	size_t i;

	for (i = 0; i < st->ncache; i++) {
		if (st->cache[i].sql == sql) {
			s = st->cache[i].stmt;
			sqlite3_reset(s);
			sqlite3_clear_bindings(s);
			return s;
		}
	}
	if (sqlite3_prepare_v3(st->db, sql->text, -1, SQLITE_PREPARE_PERSISTENT,
	    &s, NULL) != SQLITE_OK) {
		store_fail(st, cause, "preparing a statement");
		return NULL;
	}
	if (st->ncache == STORE_STMT_CACHE) {
		/* Full: should not happen (the cache is larger than the number
		 * of statements); drop the oldest. */
		sqlite3_finalize(st->cache[0].stmt);
		memmove(&st->cache[0], &st->cache[1],
		    (STORE_STMT_CACHE - 1) * sizeof st->cache[0]);
		st->ncache--;
	}
	st->cache[st->ncache].sql = sql;
	st->cache[st->ncache].stmt = s;
	st->ncache++;
	return s;
}

sqlite3_stmt *
store_prepare(struct store *st, const struct store_sql *q, const char *what,
    char **cause)
{
	sqlite3_stmt *s;

	if (sqlite3_prepare_v2(st->db, q->text, -1, &s, NULL) != SQLITE_OK) {
		store_fail(st, cause, what);
		return NULL;
	}
	return s;
}

static int
exec_sql(struct store *st, const char *sql, const char *what, char **cause)
{
	if (sqlite3_exec(st->db, sql, NULL, NULL, NULL) != SQLITE_OK)
		return store_fail(st, cause, what);
	return 0;
}

/* The transactions' statements, prepared once (a mail's batch runs
 * several a mail: parsing each again cost more than running it). */
enum { TX_BEGIN, TX_COMMIT, TX_ROLLBACK, TX_SAVEPOINT, TX_RELEASE,
    TX_ROLLBACK_TO };
static const char *const tx_sql[] = {
	[TX_BEGIN] = "BEGIN IMMEDIATE",
	[TX_COMMIT] = "COMMIT",
	[TX_ROLLBACK] = "ROLLBACK",
	[TX_SAVEPOINT] = "SAVEPOINT sm",
	[TX_RELEASE] = "RELEASE sm",
	[TX_ROLLBACK_TO] = "ROLLBACK TO sm",
};

/* Run transaction statement t.  0, or -1 with *cause (may be NULL: no
 * cause wanted) naming what. */
static int
tx_exec(struct store *st, int t, const char *what, char **cause)
{
	sqlite3_stmt *s = st->tx[t];
	int rc;

	if (s == NULL && sqlite3_prepare_v2(st->db, tx_sql[t], -1, &st->tx[t],
	    NULL) != SQLITE_OK) {
		st->tx[t] = NULL;
		return cause != NULL ? store_fail(st, cause, what) : -1;
	}
	s = st->tx[t];
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return cause != NULL ? store_fail(st, cause, what) : -1;
	return 0;
}

const char *
store_path(struct store *st)
{
	return st->path;
}

int
store_version(struct store *st)
{
	sqlite3_stmt *s;
	int v = -1;

	if (sqlite3_prepare_v2(st->db, "PRAGMA user_version", -1, &s,
	    NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(s) == SQLITE_ROW)
		v = sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return v;
}

int
store_latest_version(void)
{
	return store_migrations[store_migrations_len - 1].version;
}

/* Tables in the file (0 for a new, empty database), or -1. */
static int
count_tables(struct store *st)
{
	sqlite3_stmt *s;
	int n = -1;

	if (sqlite3_prepare_v2(st->db, "SELECT count(*) FROM sqlite_master",
	    -1, &s, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(s) == SQLITE_ROW)
		n = sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return n;
}

struct store *
store_open(const char *path, int create, char **cause)
{
	struct store *st;
	struct stat sb;
	int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, v, fd;

	*cause = NULL;
	if (!create && stat(path, &sb) == -1) {
		*cause = g_strdup_printf("database %s: %s: create it with "
		    "'scrabmail --db %s init'", path, g_strerror(errno), path);
		return NULL;
	}
	if (create) {
		flags |= SQLITE_OPEN_CREATE;
		/* Made here, empty, with 0666 less the umask: SQLite would
		 * make it 0644 less the umask, never group-writable, and an
		 * MTA's user in the daemon's group (UMask=0007) could not
		 * write it.  Its -wal and -shm files take its mode.  Not
		 * for SQLite's names that are no file (":memory:", ""). */
		if (*path != '\0' && strcmp(path, ":memory:") != 0 &&
		    (fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC,
		    0666)) >= 0)
			close(fd);
	}
	st = xcalloc(1, sizeof *st);
	st->path = xstrdup(path);
	if (sqlite3_open_v2(path, &st->db, flags, NULL) != SQLITE_OK) {
		store_fail(st, cause, "opening the database");
		goto fail;
	}
	sqlite3_extended_result_codes(st->db, 0);
	sqlite3_busy_timeout(st->db, 10000);
	/* Reading the version reads the file header: a file that is not a
	 * database fails here, not at the first query. */
	if ((v = store_version(st)) < 0) {
		store_fail(st, cause, "reading the database");
		goto fail;
	}
	if (exec_sql(st, "PRAGMA journal_mode = WAL", "setting WAL mode",
	    cause) == -1 ||
	    exec_sql(st, "PRAGMA synchronous = NORMAL", "setting synchronous",
	    cause) == -1 ||
	    exec_sql(st, "PRAGMA foreign_keys = ON", "enabling foreign keys",
	    cause) == -1)
		goto fail;
	if (!create) {
		if (v < store_latest_version()) {
			*cause = g_strdup_printf("database %s has schema version "
			    "%d, this program needs %d: run 'scrabmail --db %s "
			    "init' to migrate it (back it up first)", path, v,
			    store_latest_version(), path);
			goto fail;
		}
		if (v > store_latest_version()) {
			*cause = g_strdup_printf("database %s has schema version "
			    "%d, newer than this program's %d: use a newer "
			    "scrabmail", path, v, store_latest_version());
			goto fail;
		}
	}
	return st;
fail:
	store_close(st);
	return NULL;
}

void
store_close(struct store *st)
{
	size_t i;

	if (st == NULL)
		return;
	for (i = 0; i < st->ncache; i++)
		sqlite3_finalize(st->cache[i].stmt);
	for (i = 0; i < sizeof st->tx / sizeof st->tx[0]; i++)
		sqlite3_finalize(st->tx[i]);
	if (st->db != NULL)
		sqlite3_close(st->db);
	free(st->path);
	free(st);
}

int
store_begin(struct store *st, char **cause)
{
	if (st->batch) {
		/* Inside a batch: a savepoint, the batch's transaction still
		 * open (SQLite rolls it all back by itself on some errors:
		 * then nothing more may be written, or it would commit
		 * alone). */
		if (sqlite3_get_autocommit(st->db)) {
			*cause = xstrdup("the batch's transaction was rolled "
			    "back by an earlier error");
			return -1;
		}
		if (tx_exec(st, TX_SAVEPOINT, "starting a savepoint",
		    cause) == -1)
			return -1;
		st->depth++;
		return 0;
	}
	if (tx_exec(st, TX_BEGIN, "starting a transaction", cause) == -1)
		return -1;
	st->in_tx = 1;
	return 0;
}

int
store_commit(struct store *st, char **cause)
{
	if (st->batch) {
		if (st->depth == 0) {
			*cause = xstrdup("store_commit without store_begin");
			return -1;
		}
		util_crash_point("release");
		if (tx_exec(st, TX_RELEASE, "releasing a savepoint",
		    cause) == -1) {
			store_rollback(st);
			return -1;
		}
		st->depth--;
		return 0;
	}
	util_crash_point("commit");
	if (tx_exec(st, TX_COMMIT, "committing", cause) == -1) {
		store_rollback(st);
		return -1;
	}
	st->in_tx = 0;
	util_crash_point("committed");
	return 0;
}

void
store_rollback(struct store *st)
{
	if (st->batch) {
		/* The innermost savepoint undone; the batch goes on. */
		if (st->depth == 0)
			return;
		if (!sqlite3_get_autocommit(st->db) &&
		    tx_exec(st, TX_ROLLBACK_TO, NULL, NULL) == 0)
			tx_exec(st, TX_RELEASE, NULL, NULL);
		st->depth--;
		return;
	}
	if (!sqlite3_get_autocommit(st->db))
		tx_exec(st, TX_ROLLBACK, NULL, NULL);
	st->in_tx = 0;
}

int
store_batch_begin(struct store *st, char **cause)
{
	if (store_begin(st, cause) == -1)
		return -1;
	st->batch = 1;
	st->depth = 0;
	return 0;
}

int
store_in_batch(const struct store *st)
{
	return st->batch;
}

int
store_batch_commit(struct store *st, char **cause)
{
	if (!st->batch) {
		*cause = xstrdup("store_batch_commit without a batch");
		return -1;
	}
	st->batch = 0;
	if (st->depth != 0) {
		st->depth = 0;
		store_rollback(st);
		*cause = xstrdup("a savepoint left open in the batch: rolled "
		    "back");
		return -1;
	}
	if (sqlite3_get_autocommit(st->db)) {
		st->in_tx = 0;
		*cause = xstrdup("the batch's transaction was rolled back by an "
		    "earlier error");
		return -1;
	}
	return store_commit(st, cause);
}

void
store_batch_rollback(struct store *st)
{
	st->batch = 0;
	st->depth = 0;
	store_rollback(st);
}

static int
set_version(struct store *st, int v, char **cause)
{
	char sql[64];

	snprintf(sql, sizeof sql, "PRAGMA user_version = %d", v);
	return exec_sql(st, sql, "setting the schema version", cause);
}

int
store_init(struct store *st, int *from, int *to, char **cause)
{
	int v, latest = store_latest_version(), tables;
	size_t i;

	if ((v = store_version(st)) < 0)
		return store_fail(st, cause, "reading the schema version");
	if (from != NULL)
		*from = v;
	if (to != NULL)
		*to = latest;
	if (v > latest) {
		*cause = g_strdup_printf("the database has schema version %d, "
		    "newer than this program's %d: use a newer scrabmail", v,
		    latest);
		return -1;
	}
	if (v == latest)
		return 0;
	if ((tables = count_tables(st)) < 0)
		return store_fail(st, cause, "reading the schema");
	if (v == 0 && tables > 0) {
		*cause = g_strdup_printf("%s holds tables but is not a scrabmail "
		    "database (schema version 0): give another file with --db",
		    st->path);
		return -1;
	}
	if (v == 0) {
		if (store_begin(st, cause) == -1)
			return -1;
		if (exec_sql(st, store_sql_schema, "creating the schema",
		    cause) == -1 || set_version(st, latest, cause) == -1)
			goto fail;
		return store_commit(st, cause);
	}
	for (i = 0; i < store_migrations_len; i++) {
		char what[128];

		if (store_migrations[i].version <= v)
			continue;
		snprintf(what, sizeof what, "migration %s",
		    store_migrations[i].name);
		if (store_begin(st, cause) == -1)
			return -1;
		if (exec_sql(st, store_migrations[i].sql, what, cause) == -1 ||
		    set_version(st, store_migrations[i].version, cause) == -1)
			goto fail;
		if (store_commit(st, cause) == -1)
			return -1;
	}
	return 0;
fail:
	store_rollback(st);
	return -1;
}

/* store_each_row, and store_each_cached_row (keep: s reset, not
 * finalized). */
static int
each_row(struct store *st, sqlite3_stmt *s, int keep,
    void *(*make)(sqlite3_stmt *, char **), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause)
{
	void *row;
	int rc, r = 0;

	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if ((row = make(s, cause)) == NULL) {
			r = -1;
			break;
		}
		r = visit(cb, arg, row);
		release(row);
		if (r != 0)
			break;
	}
	if (rc == SQLITE_ROW || rc == SQLITE_DONE) {
		if (keep)
			sqlite3_reset(s);
		else
			sqlite3_finalize(s);
		return r;
	}
	r = store_fail(st, cause, what);
	if (keep)
		sqlite3_reset(s);
	else
		sqlite3_finalize(s);
	return r;
}

int
store_each_row(struct store *st, sqlite3_stmt *s,
    void *(*make)(sqlite3_stmt *, char **), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause)
{
	return each_row(st, s, 0, make, release, visit, cb, arg, what, cause);
}

int
store_each_cached_row(struct store *st, sqlite3_stmt *s, int *busy,
    void *(*make)(sqlite3_stmt *, char **), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause)
{
	int r;

	*busy = 1;
	r = each_row(st, s, 1, make, release, visit, cb, arg, what, cause);
	*busy = 0;
	return r;
}

int
store_list_ids(struct store *st, const struct store_sql *sel, long long a,
    const char *status, int (*cb)(void *, long long), void *arg,
    const char *what, char **cause)
{
	sqlite3_stmt *s;
	long long *ids = NULL;
	size_t n = 0, cap = 0, i;
	int rc;

	if ((s = store_prepare(st, sel, what, cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, a);
	store_bind_text(s, 2, status);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap == 0 ? 16 : cap * 2;
			ids = xrealloc(ids, cap * sizeof *ids);
		}
		ids[n++] = sqlite3_column_int64(s, 0);
	}
	if (rc != SQLITE_DONE) {
		store_fail(st, cause, what);
		sqlite3_finalize(s);
		free(ids);
		return -1;
	}
	sqlite3_finalize(s);
	/* The rows are read first: cb may change the table. */
	for (i = 0, rc = 0; i < n && rc == 0; i++)
		rc = cb(arg, ids[i]);
	free(ids);
	return rc;
}

int
store_step_done(struct store *st, sqlite3_stmt *s, const char *what,
    char **cause)
{
	int rc = sqlite3_step(s);

	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, what);
	return 0;
}
