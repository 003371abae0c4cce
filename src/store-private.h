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

#define STORE_STMT_CACHE 96

struct store {
	sqlite3		*db;
	char		*path;
	int		 in_tx;
	struct {
		const char	*sql;	/* the literal's address is the key */
		sqlite3_stmt	*stmt;
	} cache[STORE_STMT_CACHE];
	size_t		 ncache;
};

/* The prepared statement for the SQL literal sql (reset, bindings cleared),
 * prepared on first use; NULL with *cause on a prepare error.  Valid until
 * store_close; do not finalize it. */
sqlite3_stmt *store_stmt(struct store *st, const char *sql, char **cause);
/* Set *cause to "what: SQLite's message" (what names the operation) and
 * return -1. */
int store_fail(struct store *st, char **cause, const char *what);
/* A malloc'ed copy of a text column, or NULL for SQL NULL. */
char *store_col_text(sqlite3_stmt *s, int col);
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
 * builds a row, release frees it.  0, cb's non-zero return, or -1 with
 * *cause naming what. */
int store_each_row(struct store *st, sqlite3_stmt *s,
    void *(*make)(sqlite3_stmt *), void (*release)(void *),
    int (*visit)(store_fn, void *, void *), store_fn cb, void *arg,
    const char *what, char **cause);

/* Step a prepared write (from the cache) and reset it: 0, or -1 with
 * *cause naming what. */
int store_step_done(struct store *st, sqlite3_stmt *s, const char *what,
    char **cause);
/* Run sel, a statement text not from the cache (its ?1 bound to a, ?2 to
 * status or NULL), read the first column of every row, then call cb with
 * each (cb may change the tables).  0, cb's non-zero return, or -1 with
 * *cause naming what. */
int store_list_ids(struct store *st, const char *sel, long long a,
    const char *status, int (*cb)(void *, long long), void *arg,
    const char *what, char **cause);

#endif
