/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-player.c: registered players: name, address, password hash,
 * language, and the counts of failed sign-ons that slow down guessing
 * (the registered address's on the player row, every other address's in
 * signon_failure).  See store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "store-private.h"
#include "util.h"

void
store_player_free(struct player *p)
{
	if (p == NULL)
		return;
	free(p->name);
	free(p->email);
	free(p->pwhash);
	free(p->lang);
	free(p->created);
	free(p->last_failed);
	free(p->signon_warned);
	free(p->real_name);
	free(p);
}

#define PLAYER_COLUMNS "id, name, email, pwhash, lang, created, " \
	"failed_signons, last_failed, signon_warned, real_name"

/* The statements of this file (store-private.h). */
enum {
	PLAYER_ADD,
	PLAYER_BY_NAME,
	PLAYER_BY_EMAIL,
	PLAYER_SET_PASSWORD,
	PLAYER_SET_LANG,
	PLAYER_SIGNON_OK,
	PLAYER_SIGNON_BAD,
	PLAYER_LIST,
	PLAYER_OTHER_GET,
	PLAYER_OTHER_BAD,
	PLAYER_OTHER_OK,
	PLAYER_OTHERS_SINCE,
	PLAYER_SET_WARNED,
	PLAYER_SET_REAL_NAME,
	PLAYER_NSQL
};

const struct store_sql store_player_sql[PLAYER_NSQL] = {
	[PLAYER_ADD] = {
	    "INSERT INTO player (name, email, pwhash, lang, created) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)" },
	[PLAYER_BY_NAME] = {
	    "SELECT " PLAYER_COLUMNS " FROM player WHERE name = ?1" },
	[PLAYER_BY_EMAIL] = { "SELECT " PLAYER_COLUMNS
	    " FROM player WHERE email = ?1 ORDER BY id LIMIT 1" },
	[PLAYER_SET_PASSWORD] = { "UPDATE player SET pwhash = ?2, "
	    "failed_signons = 0 WHERE id = ?1" },
	[PLAYER_SET_LANG] = { "UPDATE player SET lang = ?2 WHERE id = ?1" },
	[PLAYER_SIGNON_OK] = {
	    "UPDATE player SET failed_signons = 0 WHERE id = ?1" },
	[PLAYER_SIGNON_BAD] = { "UPDATE player SET failed_signons = "
	    "failed_signons + 1, last_failed = ?2 WHERE id = ?1" },
	[PLAYER_LIST] = { "SELECT " PLAYER_COLUMNS
	    " FROM player ORDER BY name" },
	[PLAYER_OTHER_GET] = { "SELECT failures, last_failed "
	    "FROM signon_failure WHERE player_id = ?1 AND sender = ?2" },
	[PLAYER_OTHER_BAD] = { "INSERT INTO signon_failure (player_id, sender, "
	    "failures, last_failed) VALUES (?1, ?2, 1, ?3) "
	    "ON CONFLICT (player_id, sender) DO UPDATE SET "
	    "failures = failures + 1, last_failed = ?3" },
	[PLAYER_OTHER_OK] = { "DELETE FROM signon_failure "
	    "WHERE player_id = ?1 AND sender = ?2" },
	[PLAYER_OTHERS_SINCE] = { "SELECT COALESCE(SUM(failures), 0), "
	    "MAX(last_failed) FROM signon_failure WHERE player_id = ?1 AND "
	    "sender <> ?2 AND last_failed >= ?3" },
	[PLAYER_SET_WARNED] = {
	    "UPDATE player SET signon_warned = ?2 WHERE id = ?1" },
	[PLAYER_SET_REAL_NAME] = {
	    "UPDATE player SET real_name = ?2 WHERE id = ?1" },
};
const size_t store_player_nsql = PLAYER_NSQL;
#define SQL(id) (&store_player_sql[id])

static struct player *
player_from_row(sqlite3_stmt *s)
{
	struct player *p = xcalloc(1, sizeof *p);

	p->id = sqlite3_column_int64(s, 0);
	p->name = store_col_text(s, 1);
	p->email = store_col_text(s, 2);
	p->pwhash = store_col_text(s, 3);
	p->lang = store_col_text(s, 4);
	p->created = store_col_text(s, 5);
	p->failed_signons = sqlite3_column_int(s, 6);
	p->last_failed = store_col_text(s, 7);
	p->signon_warned = store_col_text(s, 8);
	p->real_name = store_col_text(s, 9);
	return p;
}

int
store_player_add(struct store *st, const char *name, const char *email,
    const char *pwhash, const char *lang, long long now, long long *id,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(PLAYER_ADD), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, name);
	store_bind_text(s, 2, email);
	store_bind_text(s, 3, pwhash);
	store_bind_text(s, 4, lang != NULL ? lang : "ro");
	store_bind_time(s, 5, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_CONSTRAINT &&
	    sqlite3_extended_errcode(st->db) == SQLITE_CONSTRAINT_UNIQUE) {
		*cause = g_strdup_printf("a player named '%s' exists already "
		    "(names are compared without regard to case): choose "
		    "another name", name);
		return -1;
	}
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "adding a player");
	if (id != NULL)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

static int
find_one(struct store *st, const struct store_sql *sql, const char *key,
    struct player **out, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*out = NULL;
	if ((s = store_stmt(st, sql, cause)) == NULL)
		return -1;
	store_bind_text(s, 1, key);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "looking up a player");
	*out = player_from_row(s);
	sqlite3_reset(s);
	return 0;
}

int
store_player_find(struct store *st, const char *name, struct player **out,
    char **cause)
{
	return find_one(st, SQL(PLAYER_BY_NAME), name, out, cause);
}

int
store_player_by_email(struct store *st, const char *email,
    struct player **out, char **cause)
{
	return find_one(st, SQL(PLAYER_BY_EMAIL), email, out, cause);
}

static int
update(struct store *st, const struct store_sql *sql, long long id,
    const char *text, const char *what, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, sql, cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if (sqlite3_bind_parameter_count(s) >= 2)
		store_bind_text(s, 2, text);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, what);
	return 0;
}

int
store_player_set_password(struct store *st, long long id, const char *pwhash,
    char **cause)
{
	return update(st, SQL(PLAYER_SET_PASSWORD), id, pwhash,
	    "changing a password", cause);
}

int
store_player_set_lang(struct store *st, long long id, const char *lang,
    char **cause)
{
	return update(st, SQL(PLAYER_SET_LANG), id, lang,
	    "changing a player's language", cause);
}

int
store_player_signon(struct store *st, long long id, int good, long long now,
    char **cause)
{
	char buf[UTIL_ISO_LEN];

	util_format_iso8601(now, buf);
	return update(st, SQL(good ? PLAYER_SIGNON_OK : PLAYER_SIGNON_BAD), id,
	    buf, "recording a sign-on", cause);
}

int
store_player_other_get(struct store *st, long long id, const char *sender,
    long *failures, long long *last, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*failures = 0;
	*last = 0;
	if ((s = store_stmt(st, SQL(PLAYER_OTHER_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, sender);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		*failures = sqlite3_column_int(s, 0);
		if (util_parse_iso8601(store_col_str(s, 1), last) == -1)
			*last = 0;
	}
	sqlite3_reset(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_fail(st, cause, "reading a sender's sign-ons");
	return 0;
}

int
store_player_other_signon(struct store *st, long long id, const char *sender,
    int good, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(good ? PLAYER_OTHER_OK : PLAYER_OTHER_BAD),
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, sender);
	if (!good)
		store_bind_time(s, 3, now);
	return store_step_done(st, s, "recording a sender's sign-on", cause);
}

int
store_player_others_since(struct store *st, long long id, const char *except,
    long long since, long *failures, long long *last, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*failures = 0;
	*last = 0;
	if ((s = store_stmt(st, SQL(PLAYER_OTHERS_SINCE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, except);
	store_bind_time(s, 3, since);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		*failures = sqlite3_column_int(s, 0);
		if (sqlite3_column_type(s, 1) == SQLITE_NULL ||
		    util_parse_iso8601(store_col_str(s, 1), last) == -1)
			*last = 0;
	}
	sqlite3_reset(s);
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "counting other senders' sign-ons");
	return 0;
}

int
store_player_set_warned(struct store *st, long long id, long long now,
    char **cause)
{
	char buf[UTIL_ISO_LEN];

	util_format_iso8601(now, buf);
	return update(st, SQL(PLAYER_SET_WARNED), id, buf,
	    "recording a sign-on warning", cause);
}

static void *
make_player(sqlite3_stmt *s, char **cause)
{
	(void)cause;
	return player_from_row(s);
}

static void
release_player(void *p)
{
	store_player_free(p);
}

static int
visit_player(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct player *))cb)(arg, row);
}

int
store_player_list(struct store *st, int (*cb)(void *, const struct player *),
    void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(PLAYER_LIST), "listing players",
	    cause)) == NULL)
		return -1;
	return store_each_row(st, s, make_player, release_player, visit_player,
	    (store_fn)cb, arg, "listing players", cause);
}

int
store_player_set_real_name(struct store *st, long long id,
    const char *real_name, char **cause)
{
	return update(st, SQL(PLAYER_SET_REAL_NAME), id,
	    real_name != NULL && *real_name != '\0' ? real_name : NULL,
	    "changing a real name", cause);
}
