/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-spool.c: the spool of incoming mail.  A message is written here, raw,
 * in a transaction of its own before anything reads it; the row then carries
 * the outcome of processing.  A message met again (the same name in its
 * source, or the same bytes) is recognised and not stored twice.  See
 * store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "store-private.h"
#include "util.h"

void
store_spool_entry_free(struct spool_entry *e)
{
	if (e == NULL)
		return;
	free(e->received);
	free(e->source);
	free(e->source_ref);
	free(e->sha256);
	free(e->message_id);
	free(e->sender);
	free(e->subject);
	free(e->reason);
	free(e->processed);
	free(e->raw);
	free(e);
}

#define SPOOL_COLUMNS "id, received, source, source_ref, sha256, message_id, " \
	"sender, subject, status, reason, processed"

/* The statements of this file (store-private.h). */
enum {
	SPOOL_BY_REF,
	SPOOL_BY_SHA,
	SPOOL_ADD,
	SPOOL_GET,
	SPOOL_PENDING,
	SPOOL_SET,
	SPOOL_BY_MESSAGE_ID,
	SPOOL_LIST_ALL,
	SPOOL_LIST_STATUS,
	SPOOL_IS_NEW,
	SPOOL_PRUNE,
	SPOOL_DELETE,
	SPOOL_NSQL
};

const struct store_sql store_spool_sql[SPOOL_NSQL] = {
	[SPOOL_BY_REF] = {
	    "SELECT id FROM spool WHERE source = ?1 AND source_ref = ?2" },
	[SPOOL_BY_SHA] = { "SELECT id FROM spool WHERE sha256 = ?1" },
	[SPOOL_ADD] = {
	    "INSERT INTO spool (received, source, source_ref, sha256, raw) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)" },
	[SPOOL_GET] = {
	    "SELECT " SPOOL_COLUMNS ", raw FROM spool WHERE id = ?1" },
	[SPOOL_PENDING] = {
	    "SELECT id FROM spool WHERE status = 'new' ORDER BY id" },
	[SPOOL_SET] = {
	    "UPDATE spool SET status = ?2, reason = ?3, message_id = ?4, "
	    "sender = ?5, subject = ?6, processed = ?7 WHERE id = ?1" },
	[SPOOL_BY_MESSAGE_ID] = {
	    "SELECT id FROM spool WHERE message_id = ?1 AND id <> ?2 "
	    "AND status <> 'new' ORDER BY id LIMIT 1" },
	[SPOOL_LIST_ALL] = {
	    "SELECT " SPOOL_COLUMNS " FROM spool ORDER BY id" },
	[SPOOL_LIST_STATUS] = { "SELECT " SPOOL_COLUMNS
	    " FROM spool WHERE status = ?1 ORDER BY id" },
	[SPOOL_PRUNE] = { "UPDATE spool SET raw = X'' WHERE status <> 'new' "
	    "AND received < ?1 AND length(raw) > 0" },
	[SPOOL_DELETE] = { "UPDATE spool SET raw = X'', "
	    "status = CASE WHEN status IN ('new', 'failed') THEN 'ignored' "
	    "ELSE status END, reason = CASE WHEN status IN ('new', 'failed') "
	    "THEN 'deleted by the organiser (spool delete)' ELSE reason END, "
	    "processed = COALESCE(processed, ?2) WHERE id = ?1" },
	[SPOOL_IS_NEW] = {
	    "SELECT 1 FROM spool WHERE id = ?1 AND status = 'new'" },
};
const size_t store_spool_nsql = SPOOL_NSQL;
#define SQL(id) (&store_spool_sql[id])

/* The row read by s: NULL with *cause when a column holds an unknown
 * text. */
static struct spool_entry *
entry_from_row(sqlite3_stmt *s, char **cause)
{
	struct spool_entry *e = xcalloc(1, sizeof *e);

	e->id = sqlite3_column_int64(s, 0);
	e->received = store_col_text(s, 1);
	e->source = store_col_text(s, 2);
	e->source_ref = store_col_text(s, 3);
	e->sha256 = store_col_text(s, 4);
	e->message_id = store_col_text(s, 5);
	e->sender = store_col_text(s, 6);
	e->subject = store_col_text(s, 7);
	e->reason = store_col_text(s, 9);
	e->processed = store_col_text(s, 10);
	if (!store_spool_status_parse(store_col_str(s, 8), &e->status)) {
		store_bad_enum(s, 8, "spool", e->id, cause);
		store_spool_entry_free(e);
		return NULL;
	}
	return e;
}

/* The row holding this message already: 1 and *id, 0 when none, -1. */
static int
spool_seen(struct store *st, const char *source, const char *ref,
    const char *sha, long long *id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if (ref != NULL) {
		if ((s = store_stmt(st, SQL(SPOOL_BY_REF), cause)) == NULL)
			return -1;
		store_bind_text(s, 1, source);
		store_bind_text(s, 2, ref);
		if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
			*id = sqlite3_column_int64(s, 0);
			sqlite3_reset(s);
			return 1;
		}
		if (rc != SQLITE_DONE)
			return store_fail(st, cause, "looking up the spool");
	}
	if ((s = store_stmt(st, SQL(SPOOL_BY_SHA), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, sha);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		*id = sqlite3_column_int64(s, 0);
		sqlite3_reset(s);
		return 1;
	}
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "looking up the spool");
	return 0;
}

int
store_spool_add(struct store *st, const char *source, const char *ref,
    const char *raw, size_t len, long long *idp, char **cause)
{
	sqlite3_stmt *s;
	gchar *sha;
	long long id = 0;
	int seen, ret = -1;

	sha = g_compute_checksum_for_data(G_CHECKSUM_SHA256,
	    (const guchar *)raw, len);
	if (store_begin(st, cause) == -1)
		goto out;
	if ((seen = spool_seen(st, source, ref, sha, &id, cause)) == -1)
		goto fail;
	if (seen) {
		store_rollback(st);
		ret = 1;
		goto out;
	}
	if ((s = store_stmt(st, SQL(SPOOL_ADD), cause)) == NULL)
		goto fail;
	store_bind_time(s, 1, util_time());
	store_bind_text(s, 2, source);
	store_bind_text(s, 3, ref);
	store_bind_text(s, 4, sha);
	sqlite3_bind_blob64(s, 5, raw, len, SQLITE_STATIC);
	if (sqlite3_step(s) != SQLITE_DONE) {
		store_fail(st, cause, "storing a message in the spool");
		goto fail;
	}
	sqlite3_reset(s);
	id = sqlite3_last_insert_rowid(st->db);
	if (store_commit(st, cause) == -1)
		goto out;
	ret = 0;
	goto out;
fail:
	store_rollback(st);
out:
	if (idp != NULL)
		*idp = id;
	g_free(sha);
	return ret;
}

int
store_spool_get(struct store *st, long long id, struct spool_entry **out,
    char **cause)
{
	sqlite3_stmt *s;
	struct spool_entry *e;
	const void *blob;
	int rc, n;

	*out = NULL;
	if ((s = store_stmt(st, SQL(SPOOL_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "reading the spool");
	if ((e = entry_from_row(s, cause)) == NULL) {
		sqlite3_reset(s);
		return -1;
	}
	blob = sqlite3_column_blob(s, 11);
	n = sqlite3_column_bytes(s, 11);
	e->raw = xmalloc((size_t)n + 1);
	if (n > 0)
		memcpy(e->raw, blob, (size_t)n);
	e->raw[n] = '\0';
	e->rawlen = (size_t)n;
	sqlite3_reset(s);
	*out = e;
	return 0;
}

int
store_spool_is_new(struct store *st, long long id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(SPOOL_IS_NEW), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc == SQLITE_ROW)
		return 1;
	if (rc == SQLITE_DONE)
		return 0;
	return store_fail(st, cause, "reading the spool");
}

int
store_spool_pending(struct store *st, long long **ids, size_t *n,
    char **cause)
{
	sqlite3_stmt *s;
	size_t cap = 0;
	int rc;

	*ids = NULL;
	*n = 0;
	if ((s = store_stmt(st, SQL(SPOOL_PENDING), cause)) == NULL)
		return -1;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			*ids = xrealloc(*ids, cap * sizeof **ids);
		}
		(*ids)[(*n)++] = sqlite3_column_int64(s, 0);
	}
	if (rc != SQLITE_DONE) {
		free(*ids);
		*ids = NULL;
		*n = 0;
		return store_fail(st, cause, "listing the spool");
	}
	return 0;
}

int
store_spool_set(struct store *st, long long id,
    enum store_spool_status status,
    const char *reason, const char *message_id, const char *sender,
    const char *subject, long long now, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(SPOOL_SET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, store_spool_status_str(status));
	store_bind_text(s, 3, reason);
	store_bind_text(s, 4, message_id);
	store_bind_text(s, 5, sender);
	store_bind_text(s, 6, subject);
	store_bind_time(s, 7, now);
	if (sqlite3_step(s) != SQLITE_DONE)
		return store_fail(st, cause, "recording a message's outcome");
	return 0;
}

int
store_spool_find_message_id(struct store *st, const char *message_id,
    long long id, long long *found, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(SPOOL_BY_MESSAGE_ID), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, message_id);
	sqlite3_bind_int64(s, 2, id);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		*found = sqlite3_column_int64(s, 0);
		sqlite3_reset(s);
		return 0;
	}
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "looking up a Message-ID");
	return 1;
}

static void *
make_spool(sqlite3_stmt *s, char **cause)
{
	return entry_from_row(s, cause);
}

static void
release_spool(void *p)
{
	store_spool_entry_free(p);
}

static int
visit_spool(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct spool_entry *))cb)(arg, row);
}

int
store_spool_list(struct store *st, enum store_spool_status status,
    int (*cb)(void *, const struct spool_entry *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	/* Not through the cache: cb may run other statements meanwhile. */
	if ((s = store_prepare(st, SQL(status != STORE_SPOOL_ANY ?
	    SPOOL_LIST_STATUS : SPOOL_LIST_ALL), "listing the spool",
	    cause)) == NULL)
		return -1;
	if (status != STORE_SPOOL_ANY)
		store_bind_text(s, 1, store_spool_status_str(status));
	return store_each_row(st, s, make_spool, release_spool, visit_spool,
	    (store_fn)cb, arg, "listing the spool", cause);
}

/* Run a statement binding ?1 to a and ?2 to the time t; *n the rows
 * changed. */
static int
change_rows(struct store *st, const struct store_sql *sql, long long a,
    int a_is_time, long long t, long *n, const char *what, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*n = 0;
	if ((s = store_stmt(st, sql, cause)) == NULL)
		return -1;
	if (a_is_time)
		store_bind_time(s, 1, a);
	else
		sqlite3_bind_int64(s, 1, a);
	if (sqlite3_bind_parameter_count(s) >= 2)
		store_bind_time(s, 2, t);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, what);
	*n = (long)sqlite3_changes(st->db);
	return 0;
}

int
store_spool_prune(struct store *st, long long before, long *n, char **cause)
{
	return change_rows(st, SQL(SPOOL_PRUNE), before, 1, 0, n,
	    "pruning the spool", cause);
}

int
store_spool_delete(struct store *st, long long id, long long now,
    char **cause)
{
	long n;

	return change_rows(st, SQL(SPOOL_DELETE), id, 0, now, &n,
	    "deleting a message of the spool", cause);
}
