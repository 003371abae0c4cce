/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-private.h: what the store-*.c files share and nobody else sees: the
 * store structure around the sqlite3 handle, the cache of prepared
 * statements, and helpers to turn SQLite errors into causes.
 */
#ifndef SM_STORE_PRIVATE_H
#define SM_STORE_PRIVATE_H

#include <sqlite3.h>

#include "store.h"

#define STORE_STMT_CACHE 160

/* One SQL statement on the schema's tables.  Every such statement of the
 * store-*.c files is an entry of its file's table (store_<file>_sql,
 * indexed by an enum of that file), and the tables are listed in
 * store_sql_tables, so that tests/unit/test-store-sql.c prepares each one
 * against db/schema.sql and against a database migrated from version 1
 * (a statement is otherwise prepared only when its code path runs).
 * store_stmt, store_prepare and store_list_ids take an entry, not a text:
 * a statement written outside the tables does not compile.  (The
 * housekeeping of store.c, PRAGMAs and transactions, is not in them.) */
struct store_sql {
	const char	*text;
};

/* One file's table: n entries, every text non-NULL. */
struct store_sql_table {
	const char		*file;	/* "store-spool.c" */
	const struct store_sql	*sql;
	const size_t		*n;
};

extern const struct store_sql store_spool_sql[], store_outbox_sql[],
    store_player_sql[], store_contest_sql[], store_game_sql[],
    store_champ_sql[], store_series_sql[],
    store_signup_sql[];
extern const size_t store_spool_nsql, store_outbox_nsql, store_player_nsql,
    store_contest_nsql, store_game_nsql, store_champ_nsql, store_series_nsql,
    store_signup_nsql;
/* Every table above (store.c). */
extern const struct store_sql_table store_sql_tables[];
extern const size_t store_sql_ntables;

struct store {
	sqlite3		*db;
	char		*path;
	int		 in_tx;
	int		 batch;		/* a batch's transaction is open
					   (store_batch_begin) */
	int		 depth;		/* savepoints open in it */
	sqlite3_stmt	*tx[6];		/* BEGIN, COMMIT, ... (store.c's
					   tx_sql), prepared on first use */
	struct {
		const struct store_sql	*sql;	/* the entry is the key */
		sqlite3_stmt		*stmt;
	} cache[STORE_STMT_CACHE];
	size_t		 ncache;
	int		 listing_contests;	/* store_contest_list's cached
						   statement is being stepped */
};

/* The prepared statement of the table entry q (reset, bindings cleared),
 * prepared on first use; NULL with *cause on a prepare error.  Valid until
 * store_close; do not finalize it. */
sqlite3_stmt *store_stmt(struct store *st, const struct store_sql *q,
    char **cause);
/* A statement of its own for q, not from the cache (for a list whose
 * callback may run other statements meanwhile): finalize it with
 * sqlite3_finalize (store_each_row does).  NULL with *cause naming what. */
sqlite3_stmt *store_prepare(struct store *st, const struct store_sql *q,
    const char *what, char **cause);
/* Set *cause to "what: SQLite's message" (what names the operation) and
 * return -1. */
int store_fail(struct store *st, char **cause, const char *what);
/* A malloc'ed copy of a text column, or NULL for SQL NULL. */
char *store_col_text(sqlite3_stmt *s, int col);
/* A text column as SQLite holds it (valid until the next step or reset of
 * s), or NULL for SQL NULL: what an enum's _parse (store-enums.h) reads. */
const char *store_col_str(sqlite3_stmt *s, int col);
/* Column col of s, row id of table, holds a text no _parse knows: set *cause
 * to say so (the table, the row, the column and its value) and return -1.
 * A row reader fails with it rather than guess a value. */
int store_bad_enum(sqlite3_stmt *s, int col, const char *table, long long id,
    char **cause);
/* Bind text, or NULL when s is NULL. */
int store_bind_text(sqlite3_stmt *s, int idx, const char *text);
/* Bind a time as ISO 8601 text. */
int store_bind_time(sqlite3_stmt *s, int idx, long long t);

/* A list's callback, kept as a generic function pointer and called back
 * with its real type by a visit function of the caller's (calling a
 * function through another type would be undefined). */
typedef void (*store_fn)(void);
/* Call visit(cb, arg, row) for every row of s, a statement not from the
 * cache (cb may run other statements meanwhile), then finalize s; make
 * builds a row (NULL with *cause set when the row cannot be read: an
 * unknown enum text), release frees it.  0, cb's non-zero return, or -1
 * with *cause naming what (or make's cause). */
int store_each_row(struct store *st, sqlite3_stmt *s,
    void *(*make)(sqlite3_stmt *, char **), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause);
/* The same for s from the cache (store_stmt), reset at the end instead
 * of finalized, *busy set while it is stepped: a list that a callback may
 * ask for again takes the cached statement only while *busy is 0 (else
 * one of its own, store_prepare and store_each_row). */
int store_each_cached_row(struct store *st, sqlite3_stmt *s, int *busy,
    void *(*make)(sqlite3_stmt *, char **), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause);

/* Step a prepared write (from the cache) and reset it: 0, or -1 with
 * *cause naming what. */
int store_step_done(struct store *st, sqlite3_stmt *s, const char *what,
    char **cause);
/* Run sel, not from the cache (its ?1 bound to a, ?2 to status or NULL),
 * read the first column of every row, then call cb with each (cb may
 * change the tables).  0, cb's non-zero return, or -1 with *cause naming
 * what. */
int store_list_ids(struct store *st, const struct store_sql *sel, long long a,
    const char *status, int (*cb)(void *, long long), void *arg,
    const char *what, char **cause);

#endif
