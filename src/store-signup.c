/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-signup.c: sign-up by mail (migration 14): the requests, from the
 * code mailed to an address to the organiser's decision, and whether a
 * championship takes JOIN from its players.  The rules (expiry, tries,
 * the rate, who may confirm) are in signup.c; here are only rows.  See
 * store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store-private.h"
#include "util.h"

#define SIGNUP_COLS "id, name, email, realname, lang, status, code_hash, " \
	"tries, requested, expires, confirmed, decided, reason"

/* The statements of this file (store-private.h). */
enum {
	SIGNUP_ADD,
	SIGNUP_VOID_EMAIL,
	SIGNUP_COUNT_SINCE,
	SIGNUP_BY_EMAIL,
	SIGNUP_BY_NAME,
	SIGNUP_NAME_HELD,
	SIGNUP_TRY,
	SIGNUP_CONFIRM,
	SIGNUP_DECIDE,
	SIGNUP_LIST,
	SIGNUP_CHAMP_SET_OPEN,
	SIGNUP_CHAMP_IS_OPEN,
	SIGNUP_NSQL
};

const struct store_sql store_signup_sql[SIGNUP_NSQL] = {
	[SIGNUP_ADD] = { "INSERT INTO signup (name, email, realname, lang, "
	    "code_hash, requested, expires, spool_id) VALUES (?1, ?2, ?3, "
	    "?4, ?5, ?6, ?7, ?8)" },
	[SIGNUP_VOID_EMAIL] = { "UPDATE signup SET status = 'void', "
	    "code_hash = NULL WHERE email = ?1 AND status = 'unconfirmed'" },
	[SIGNUP_COUNT_SINCE] = { "SELECT count(*) FROM signup WHERE "
	    "email = ?1 AND requested >= ?2" },
	[SIGNUP_BY_EMAIL] = { "SELECT " SIGNUP_COLS " FROM signup WHERE "
	    "email = ?1 AND status = ?2 ORDER BY id DESC LIMIT 1" },
	[SIGNUP_BY_NAME] = { "SELECT " SIGNUP_COLS " FROM signup WHERE "
	    "name = ?1 AND status = ?2 ORDER BY id DESC LIMIT 1" },
	/* Another address's request still alive holds the name. */
	[SIGNUP_NAME_HELD] = { "SELECT count(*) FROM signup WHERE "
	    "name = ?1 AND email <> ?2 AND (status = 'pending' OR "
	    "(status = 'unconfirmed' AND expires > ?3))" },
	[SIGNUP_TRY] = { "UPDATE signup SET tries = tries + 1 WHERE id = ?1" },
	[SIGNUP_CONFIRM] = { "UPDATE signup SET status = 'pending', "
	    "code_hash = NULL, confirmed = ?2 WHERE id = ?1" },
	[SIGNUP_DECIDE] = { "UPDATE signup SET status = ?2, code_hash = NULL, "
	    "decided = ?3, reason = ?4 WHERE id = ?1" },
	[SIGNUP_LIST] = { "SELECT " SIGNUP_COLS " FROM signup WHERE "
	    "status = ?1 ORDER BY id" },
	[SIGNUP_CHAMP_SET_OPEN] = { "UPDATE championship SET open_signup = ?2 "
	    "WHERE id = ?1" },
	[SIGNUP_CHAMP_IS_OPEN] = { "SELECT open_signup FROM championship "
	    "WHERE id = ?1" },
};
const size_t store_signup_nsql = SIGNUP_NSQL;
#define SQL(id) (&store_signup_sql[id])

void
store_signup_free(struct signup *r)
{
	if (r == NULL)
		return;
	free(r->name);
	free(r->email);
	free(r->realname);
	free(r->lang);
	free(r->code_hash);
	free(r->requested);
	free(r->expires);
	free(r->confirmed);
	free(r->decided);
	free(r->reason);
	free(r);
}

static struct signup *
signup_from_row(sqlite3_stmt *s, char **cause)
{
	struct signup *r = xcalloc(1, sizeof *r);

	r->id = sqlite3_column_int64(s, 0);
	r->name = store_col_text(s, 1);
	r->email = store_col_text(s, 2);
	r->realname = store_col_text(s, 3);
	r->lang = store_col_text(s, 4);
	r->code_hash = store_col_text(s, 6);
	r->tries = sqlite3_column_int(s, 7);
	r->requested = store_col_text(s, 8);
	r->expires = store_col_text(s, 9);
	r->confirmed = store_col_text(s, 10);
	r->decided = store_col_text(s, 11);
	r->reason = store_col_text(s, 12);
	if (!store_signup_status_parse(store_col_str(s, 5), &r->status)) {
		store_bad_enum(s, 5, "signup", r->id, cause);
		store_signup_free(r);
		return NULL;
	}
	return r;
}

int
store_signup_add(struct store *st, const struct signup *r, long long now,
    long long expires, long long spool_id, long long *id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, r->name);
	store_bind_text(s, 2, r->email);
	store_bind_text(s, 3, r->realname);
	store_bind_text(s, 4, r->lang);
	store_bind_text(s, 5, r->code_hash);
	store_bind_time(s, 6, now);
	store_bind_time(s, 7, expires);
	if (spool_id > 0)
		sqlite3_bind_int64(s, 8, spool_id);
	if (store_step_done(st, s, "adding a sign-up request", cause) == -1)
		return -1;
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_signup_void_email(struct store *st, const char *email, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_VOID_EMAIL), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, email);
	return store_step_done(st, s, "voiding sign-up requests", cause);
}

/* The count the statement sql gives for its bindings. */
static int
count(struct store *st, sqlite3_stmt *s, long *n, char **cause)
{
	int rc = sqlite3_step(s);

	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "counting sign-up requests");
	}
	*n = (long)sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return 0;
}

int
store_signup_count_since(struct store *st, const char *email,
    long long since, long *n, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_COUNT_SINCE), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, email);
	store_bind_time(s, 2, since);
	return count(st, s, n, cause);
}

int
store_signup_name_held(struct store *st, const char *name,
    const char *email, long long now, int *held, char **cause)
{
	sqlite3_stmt *s;
	long n = 0;

	if ((s = store_stmt(st, SQL(SIGNUP_NAME_HELD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	store_bind_text(s, 2, email);
	store_bind_time(s, 3, now);
	if (count(st, s, &n, cause) == -1)
		return -1;
	*held = n > 0;
	return 0;
}

static int
find_one(struct store *st, const struct store_sql *sql, const char *key,
    enum store_signup_status status, struct signup **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, sql, cause)) == NULL)
		return -1;
	store_bind_text(s, 1, key);
	store_bind_text(s, 2, store_signup_status_str(status));
	if ((rc = sqlite3_step(s)) == SQLITE_DONE) {
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_ROW) {
		sqlite3_reset(s);
		return store_fail(st, cause, "looking up a sign-up request");
	}
	*out = signup_from_row(s, cause);
	sqlite3_reset(s);
	return *out == NULL ? -1 : 0;
}

int
store_signup_by_email(struct store *st, const char *email,
    enum store_signup_status status, struct signup **out, char **cause)
{
	return find_one(st, SQL(SIGNUP_BY_EMAIL), email, status, out, cause);
}

int
store_signup_by_name(struct store *st, const char *name,
    enum store_signup_status status, struct signup **out, char **cause)
{
	return find_one(st, SQL(SIGNUP_BY_NAME), name, status, out, cause);
}

int
store_signup_try(struct store *st, long long id, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_TRY), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	return store_step_done(st, s, "counting a wrong code", cause);
}

int
store_signup_confirm(struct store *st, long long id, long long now,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_CONFIRM), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_time(s, 2, now);
	return store_step_done(st, s, "confirming a sign-up request", cause);
}

int
store_signup_decide(struct store *st, long long id,
    enum store_signup_status status, const char *reason, long long now,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_DECIDE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_signup_status_str(status));
	store_bind_time(s, 3, now);
	store_bind_text(s, 4, reason);
	return store_step_done(st, s, "deciding a sign-up request", cause);
}

static void *
make_signup(sqlite3_stmt *s, char **cause)
{
	return signup_from_row(s, cause);
}

static void
release_signup(void *r)
{
	store_signup_free(r);
}

static int
visit_signup(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct signup *))cb)(arg, row);
}

int
store_signup_list(struct store *st, enum store_signup_status status,
    int (*cb)(void *, const struct signup *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(SIGNUP_LIST), "listing sign-up requests",
	    cause)) == NULL)
		return -1;
	store_bind_text(s, 1, store_signup_status_str(status));
	return store_each_row(st, s, make_signup, release_signup, visit_signup,
	    (store_fn)cb, arg, "listing sign-up requests", cause);
}

int
store_champ_set_open(struct store *st, long long champ_id, int open,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SIGNUP_CHAMP_SET_OPEN), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, champ_id);
	sqlite3_bind_int(s, 2, open != 0);
	return store_step_done(st, s, "opening a championship's sign-up",
	    cause);
}

int
store_champ_is_open(struct store *st, long long champ_id, int *open,
    char **cause)
{
	sqlite3_stmt *s;
	long n = 0;

	if ((s = store_stmt(st, SQL(SIGNUP_CHAMP_IS_OPEN), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, champ_id);
	if (count(st, s, &n, cause) == -1)
		return -1;
	*open = n != 0;
	return 0;
}
