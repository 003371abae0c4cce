/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-outbox.c: outgoing mail.  A message is queued, whole, in the same
 * transaction as the change that caused it, and marked sent only once a
 * server has accepted it; failed attempts are rescheduled by the sender
 * (outbox.c decides when).  See store.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store-private.h"
#include "util.h"

void
store_outbox_entry_free(struct outbox_entry *e)
{
	if (e == NULL)
		return;
	free(e->created);
	free(e->sender);
	free(e->rcpt);
	free(e->subject);
	free(e->message_id);
	free(e->next_try);
	free(e->last_error);
	free(e->sent);
	free(e->raw);
	free(e->xml);
	free(e->to_name);
	free(e->in_reply_to);
	free(e->refs);
	free(e);
}

#define OUTBOX_COLUMNS "id, spool_id, created, sender, rcpt, subject, " \
	"message_id, status, attempts, next_try, last_error, sent"

/* The statements of this file (store-private.h). */
enum {
	OUTBOX_ADD,
	OUTBOX_DUE,
	OUTBOX_GET,
	OUTBOX_ADD_DEFERRED,
	OUTBOX_SET_RAW,
	OUTBOX_ADD_ANSWER,
	OUTBOX_SET_RENDERED,
	OUTBOX_SENT,
	OUTBOX_RETRY,
	OUTBOX_GIVE_UP,
	OUTBOX_COUNT_SINCE,
	OUTBOX_LIST_ALL,
	OUTBOX_LIST_STATUS,
	OUTBOX_CLAIM,
	OUTBOX_REQUEUE,
	OUTBOX_PRUNE,
	OUTBOX_MASK_LAST,
	OUTBOX_SHARED_NEXT,
	OUTBOX_SHARED_ADD,
	OUTBOX_SHARED_GET,
	OUTBOX_SHARED_PRUNE,
	OUTBOX_NSQL
};

const struct store_sql store_outbox_sql[OUTBOX_NSQL] = {
	[OUTBOX_ADD] = {
	    "INSERT INTO outbox (created, spool_id, sender, rcpt, subject, "
	    "message_id, raw, next_try) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?1)" },
	[OUTBOX_DUE] = {
	    "SELECT id FROM outbox WHERE status = 'queued' AND next_try <= ?1 "
	    "ORDER BY id LIMIT ?2" },
	[OUTBOX_GET] = { "SELECT " OUTBOX_COLUMNS
	    ", raw, xml, to_name, shared, answer, in_reply_to, refs "
	    "FROM outbox WHERE id = ?1" },
	[OUTBOX_ADD_DEFERRED] = {
	    "INSERT INTO outbox (created, spool_id, sender, rcpt, message_id, "
	    "raw, next_try, xml, to_name, shared) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, zeroblob(0), ?1, ?6, ?7, ?8)" },
	[OUTBOX_SET_RAW] = {
	    "UPDATE outbox SET subject = ?2, raw = ?3 WHERE id = ?1" },
	[OUTBOX_ADD_ANSWER] = {
	    "INSERT INTO outbox (created, spool_id, sender, rcpt, message_id, "
	    "raw, next_try, xml, to_name, answer, in_reply_to, refs) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, zeroblob(0), ?1, ?6, ?7, 1, ?8, ?9)" },
	/* Only a row still waiting for it (its Message-ID checks that the
	 * id names the row the mail was rendered for). */
	[OUTBOX_SET_RENDERED] = {
	    "UPDATE outbox SET subject = ?3, raw = ?4, xml = NULL, "
	    "to_name = NULL, answer = NULL, in_reply_to = NULL, refs = NULL "
	    "WHERE id = ?1 AND message_id = ?2 AND length(raw) = 0 AND "
	    "shared IS NULL" },
	[OUTBOX_SENT] = {
	    "UPDATE outbox SET status = 'sent', sent = ?2, "
	    "attempts = attempts + 1, last_error = NULL, "
	    "raw = COALESCE(masked, raw), masked = NULL WHERE id = ?1" },
	[OUTBOX_RETRY] = {
	    "UPDATE outbox SET attempts = attempts + 1, next_try = ?2, "
	    "last_error = ?3 WHERE id = ?1" },
	[OUTBOX_GIVE_UP] = {
	    "UPDATE outbox SET attempts = attempts + 1, status = 'failed', "
	    "last_error = ?3 WHERE id = ?1" },
	/* Answers only: a row made by a mail from the address it goes to
	 * (not a notification that another player's mail caused). */
	[OUTBOX_COUNT_SINCE] = {
	    "SELECT count(*) FROM outbox JOIN spool ON spool.id = "
	    "outbox.spool_id WHERE outbox.rcpt = ?1 AND outbox.created >= ?2 "
	    "AND spool.sender = ?1 COLLATE NOCASE" },
	[OUTBOX_LIST_ALL] = { "SELECT " OUTBOX_COLUMNS
	    " FROM outbox ORDER BY id" },
	[OUTBOX_LIST_STATUS] = { "SELECT " OUTBOX_COLUMNS
	    " FROM outbox WHERE status = ?1 ORDER BY id" },
	/* One statement: the check and the claim cannot be split. */
	[OUTBOX_CLAIM] = {
	    "UPDATE outbox SET next_try = ?3 WHERE id = ?1 AND "
	    "status = 'queued' AND next_try <= ?2" },
	[OUTBOX_PRUNE] = { "DELETE FROM outbox WHERE status IN ('sent', "
	    "'failed') AND created < ?1" },
	[OUTBOX_REQUEUE] = {
	    "UPDATE outbox SET status = 'queued', next_try = ?2 "
	    "WHERE status = 'failed' AND (?1 = 0 OR id = ?1)" },
	[OUTBOX_MASK_LAST] = {
	    "UPDATE outbox SET masked = ?2 WHERE id = ?1" },
	[OUTBOX_SHARED_NEXT] = {
	    "SELECT COALESCE(max(id), 0) + 1 FROM outbox_shared" },
	[OUTBOX_SHARED_ADD] = {
	    "INSERT INTO outbox_shared (id, n, text) VALUES (?1, ?2, ?3)" },
	[OUTBOX_SHARED_GET] = {
	    "SELECT n, text FROM outbox_shared WHERE id = ?1 ORDER BY n" },
	/* After the rows: a set no row names any longer. */
	[OUTBOX_SHARED_PRUNE] = {
	    "DELETE FROM outbox_shared WHERE id NOT IN (SELECT shared FROM "
	    "outbox WHERE shared IS NOT NULL)" },
};
const size_t store_outbox_nsql = OUTBOX_NSQL;
#define SQL(id) (&store_outbox_sql[id])

/* The row read by s: NULL with *cause when a column holds an unknown
 * text. */
static struct outbox_entry *
entry_from_row(sqlite3_stmt *s, char **cause)
{
	struct outbox_entry *e = xcalloc(1, sizeof *e);

	e->id = sqlite3_column_int64(s, 0);
	e->spool_id = sqlite3_column_int64(s, 1);
	e->created = store_col_text(s, 2);
	e->sender = store_col_text(s, 3);
	e->rcpt = store_col_text(s, 4);
	e->subject = store_col_text(s, 5);
	e->message_id = store_col_text(s, 6);
	e->attempts = sqlite3_column_int(s, 8);
	e->next_try = store_col_text(s, 9);
	e->last_error = store_col_text(s, 10);
	e->sent = store_col_text(s, 11);
	if (!store_outbox_status_parse(store_col_str(s, 7), &e->status)) {
		store_bad_enum(s, 7, "outbox", e->id, cause);
		store_outbox_entry_free(e);
		return NULL;
	}
	return e;
}

int
store_outbox_add(struct store *st, long long spool_id, const char *sender,
    const char *rcpt, const char *subject, const char *message_id,
    const char *raw, size_t len, long long now, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_ADD), cause)) == NULL)
		return -1;
	store_bind_time(s, 1, now);
	if (spool_id > 0)
		sqlite3_bind_int64(s, 2, spool_id);
	else
		sqlite3_bind_null(s, 2);
	store_bind_text(s, 3, sender);
	store_bind_text(s, 4, rcpt);
	store_bind_text(s, 5, subject);
	store_bind_text(s, 6, message_id);
	sqlite3_bind_blob64(s, 7, raw, len, SQLITE_STATIC);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "queueing a message in the outbox");
	return 0;
}

int
store_outbox_mask_last(struct store *st, const char *masked, size_t len,
    char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL(OUTBOX_MASK_LAST), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, sqlite3_last_insert_rowid(st->db));
	sqlite3_bind_blob64(s, 2, masked, len, SQLITE_STATIC);
	return store_step_done(st, s, "keeping a message's masked copy",
	    cause);
}

int
store_outbox_due(struct store *st, long long now, size_t max,
    long long **ids, size_t *n, char **cause)
{
	sqlite3_stmt *s;
	size_t cap = 0;
	int rc;

	*ids = NULL;
	*n = 0;
	if ((s = store_stmt(st, SQL(OUTBOX_DUE), cause)) == NULL)
		return -1;
	store_bind_time(s, 1, now);
	sqlite3_bind_int64(s, 2, (sqlite3_int64)max);
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
		return store_fail(st, cause, "reading the outbox");
	}
	return 0;
}

int
store_outbox_get(struct store *st, long long id, struct outbox_entry **out,
    char **cause)
{
	sqlite3_stmt *s;
	struct outbox_entry *e;
	const void *blob;
	int rc, n;

	*out = NULL;
	if ((s = store_stmt(st, SQL(OUTBOX_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if ((rc = sqlite3_step(s)) == SQLITE_DONE)
		return 1;
	if (rc != SQLITE_ROW)
		return store_fail(st, cause, "reading the outbox");
	if ((e = entry_from_row(s, cause)) == NULL) {
		sqlite3_reset(s);
		return -1;
	}
	blob = sqlite3_column_blob(s, 12);
	n = sqlite3_column_bytes(s, 12);
	e->raw = xmalloc((size_t)n + 1);
	if (n > 0)
		memcpy(e->raw, blob, (size_t)n);
	e->raw[n] = '\0';
	e->rawlen = (size_t)n;
	e->xml = store_col_text(s, 13);
	e->to_name = store_col_text(s, 14);
	e->shared = sqlite3_column_int64(s, 15);
	e->answer = sqlite3_column_int(s, 16);
	e->in_reply_to = store_col_text(s, 17);
	e->refs = store_col_text(s, 18);
	sqlite3_reset(s);
	*out = e;
	return 0;
}

/* The first seven parameters every statement queueing a mail takes:
 * when, the spool row answered (none if <= 0), sender, recipient,
 * Message-ID, the mail's data and its name. */
static void
bind_queued(sqlite3_stmt *s, long long now, long long spool_id,
    const char *sender, const char *rcpt, const char *message_id,
    const char *xml, const char *name)
{
	store_bind_time(s, 1, now);
	if (spool_id > 0)
		sqlite3_bind_int64(s, 2, spool_id);
	else
		sqlite3_bind_null(s, 2);
	store_bind_text(s, 3, sender);
	store_bind_text(s, 4, rcpt);
	store_bind_text(s, 5, message_id);
	store_bind_text(s, 6, xml);
	store_bind_text(s, 7, name);
}

int
store_outbox_add_deferred(struct store *st, long long spool_id,
    const char *sender, const char *rcpt, const char *name,
    const char *message_id, const char *xml, long long shared, long long now,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_ADD_DEFERRED), cause)) == NULL)
		return -1;
	bind_queued(s, now, spool_id, sender, rcpt, message_id, xml, name);
	if (shared > 0)
		sqlite3_bind_int64(s, 8, shared);
	else
		sqlite3_bind_null(s, 8);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "queueing a mail in the outbox");
	return 0;
}

int
store_outbox_add_answer(struct store *st, long long spool_id,
    const char *sender, const char *rcpt, const char *name,
    const char *message_id, const char *xml, const char *in_reply_to,
    const char *refs, long long now, long long *id, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_ADD_ANSWER), cause)) == NULL)
		return -1;
	bind_queued(s, now, spool_id, sender, rcpt, message_id, xml, name);
	store_bind_text(s, 8, in_reply_to);
	store_bind_text(s, 9, refs);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "queueing a mail in the outbox");
	*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

int
store_outbox_set_rendered(struct store *st, long long id,
    const char *message_id, const char *subject, const char *raw, size_t len,
    char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_SET_RENDERED), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, message_id);
	store_bind_text(s, 3, subject);
	sqlite3_bind_blob64(s, 4, raw, len, SQLITE_STATIC);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "saving a rendered mail");
	return sqlite3_changes(st->db) == 1 ? 0 : 1;
}

int
store_outbox_set_raw(struct store *st, long long id, const char *subject,
    const char *raw, size_t len, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_SET_RAW), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_text(s, 2, subject);
	sqlite3_bind_blob64(s, 3, raw, len, SQLITE_STATIC);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "saving a rendered mail");
	return 0;
}

int
store_outbox_claim(struct store *st, long long id, long long now,
    long long until, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_CLAIM), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_time(s, 2, now);
	store_bind_time(s, 3, until);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "claiming a mail of the outbox");
	return sqlite3_changes(st->db) == 1 ? 0 : 1;
}

int
store_outbox_requeue(struct store *st, long long id, long long now,
    long *n, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*n = 0;
	if ((s = store_stmt(st, SQL(OUTBOX_REQUEUE), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_time(s, 2, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "queueing failed mail again");
	*n = (long)sqlite3_changes(st->db);
	return 0;
}

int
store_outbox_sent(struct store *st, long long id, long long now, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_SENT), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	store_bind_time(s, 2, now);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "marking a message sent");
	return 0;
}

int
store_outbox_attempt_failed(struct store *st, long long id,
    long long next_try, const char *error, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(next_try ? OUTBOX_RETRY : OUTBOX_GIVE_UP),
	    cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	if (next_try)
		store_bind_time(s, 2, next_try);
	store_bind_text(s, 3, error);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "recording a failed delivery");
	return 0;
}

int
store_outbox_count_since(struct store *st, const char *rcpt, long long since,
    long *n, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL(OUTBOX_COUNT_SINCE), cause)) == NULL)
		return -1;
	store_bind_text(s, 1, rcpt);
	store_bind_time(s, 2, since);
	if ((rc = sqlite3_step(s)) != SQLITE_ROW)
		return store_fail(st, cause, "counting recent mail");
	*n = (long)sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return 0;
}

static void *
make_outbox(sqlite3_stmt *s, char **cause)
{
	return entry_from_row(s, cause);
}

static void
release_outbox(void *p)
{
	store_outbox_entry_free(p);
}

static int
visit_outbox(store_fn cb, void *arg, void *row)
{
	return ((int (*)(void *, const struct outbox_entry *))cb)(arg, row);
}

int
store_outbox_list(struct store *st, enum store_outbox_status status,
    int (*cb)(void *, const struct outbox_entry *), void *arg, char **cause)
{
	sqlite3_stmt *s;

	if ((s = store_prepare(st, SQL(status != STORE_OUTBOX_ANY ?
	    OUTBOX_LIST_STATUS : OUTBOX_LIST_ALL), "listing the outbox",
	    cause)) == NULL)
		return -1;
	if (status != STORE_OUTBOX_ANY)
		store_bind_text(s, 1, store_outbox_status_str(status));
	return store_each_row(st, s, make_outbox, release_outbox, visit_outbox,
	    (store_fn)cb, arg, "listing the outbox", cause);
}

int
store_outbox_prune(struct store *st, long long before, long *n, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*n = 0;
	if ((s = store_stmt(st, SQL(OUTBOX_PRUNE), cause)) == NULL)
		return -1;
	store_bind_time(s, 1, before);
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return store_fail(st, cause, "pruning the outbox");
	*n = (long)sqlite3_changes(st->db);
	if ((s = store_stmt(st, SQL(OUTBOX_SHARED_PRUNE), cause)) == NULL)
		return -1;
	return store_step_done(st, s, "pruning the outbox's shared texts",
	    cause);
}

int
store_outbox_shared_add(struct store *st, long long *id, long long n,
    const char *text, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	if (*id <= 0) {
		if ((s = store_stmt(st, SQL(OUTBOX_SHARED_NEXT), cause)) ==
		    NULL)
			return -1;
		rc = sqlite3_step(s);
		if (rc == SQLITE_ROW)
			*id = sqlite3_column_int64(s, 0);
		sqlite3_reset(s);
		if (rc != SQLITE_ROW)
			return store_fail(st, cause,
			    "numbering the outbox's shared texts");
	}
	if ((s = store_stmt(st, SQL(OUTBOX_SHARED_ADD), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, *id);
	sqlite3_bind_int64(s, 2, n);
	store_bind_text(s, 3, text);
	return store_step_done(st, s, "keeping a text of the outbox's mails",
	    cause);
}

int
store_outbox_shared_get(struct store *st, long long id, char ***texts,
    size_t *n, char **cause)
{
	sqlite3_stmt *s;
	int rc;

	*texts = NULL;
	*n = 0;
	if ((s = store_stmt(st, SQL(OUTBOX_SHARED_GET), cause)) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		/* Numbered from 0 without a gap: a gap ends the list (a
		 * reference past it is refused by whoever reads them). */
		if (sqlite3_column_int64(s, 0) != (long long)*n)
			continue;
		*texts = xrealloc(*texts, (*n + 2) * sizeof **texts);
		(*texts)[(*n)++] = store_col_text(s, 1);
		(*texts)[*n] = NULL;
	}
	sqlite3_reset(s);
	if (rc != SQLITE_DONE) {
		store_outbox_shared_free(*texts);
		*texts = NULL;
		*n = 0;
		return store_fail(st, cause, "reading the outbox's shared "
		    "texts");
	}
	return 0;
}

void
store_outbox_shared_free(char **texts)
{
	size_t i;

	for (i = 0; texts != NULL && texts[i] != NULL; i++)
		free(texts[i]);
	free(texts);
}
