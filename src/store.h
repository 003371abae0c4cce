/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store.h: the database (SQLite), the only place that knows SQL.  A store is
 * one database file in WAL mode with foreign keys on; every statement is
 * prepared once and reused.  The schema lives in db/schema.sql and
 * db/migrations/, compiled into the program (store-sql.c, generated).
 *
 * Files: store.c (opening, migrations, transactions), store-spool.c
 * (incoming mail), store-outbox.c (outgoing mail), store-player.c (players).
 *
 * Conventions: functions return 0 on success and -1 with *cause set
 * (malloc'ed, the caller frees) on failure, unless said otherwise; strings
 * and structures returned through pointers are malloc'ed and belong to the
 * caller.  Times are seconds since the epoch (long long) and are stored as
 * ISO 8601 UTC text.  Writes that belong together are wrapped by the caller
 * in store_begin / store_commit; a function that commits by itself says so.
 */
#ifndef SM_STORE_H
#define SM_STORE_H

#include <stddef.h>

struct store;

struct store_migration {
	int		 version;
	const char	*name;
	const char	*sql;
};
/* Generated from db/ (store-sql.c). */
extern const char store_sql_schema[];
extern const struct store_migration store_migrations[];
extern const size_t store_migrations_len;

/* The database file to use: path if not NULL, else $SCRABMAIL_DB, else
 * "scrabmail.db" in the current directory.  Not allocated. */
const char *store_default_path(const char *path);

/* Open the database at path.  With create, a missing file is created (and
 * left empty: see store_init); without, a missing file is an error telling to
 * run 'scrabmail init', and so is a schema older or newer than this program's.
 * NULL with *cause on failure.  Close with store_close (accepts NULL). */
struct store *store_open(const char *path, int create, char **cause);
void store_close(struct store *st);

/* The schema version of the open file (PRAGMA user_version), and the one this
 * program writes. */
int store_version(struct store *st);
int store_latest_version(void);

/* Bring the database to the latest schema: a new (empty) database gets
 * db/schema.sql, an older one the missing migrations, each in its own
 * transaction.  *from and *to (may be NULL) receive the versions. */
int store_init(struct store *st, int *from, int *to, char **cause);

/* Transactions (BEGIN IMMEDIATE: the writer lock is taken at once, waiting up
 * to the busy timeout for another process). */
int store_begin(struct store *st, char **cause);
int store_commit(struct store *st, char **cause);
/* Roll back if a transaction is open; never fails. */
void store_rollback(struct store *st);

/* --- the spool of incoming mail (store-spool.c) --- */
struct spool_entry {
	long long	 id;
	char		*received;	/* ISO 8601 */
	char		*source;	/* "stdin", "maildir", "imap", "pop3" */
	char		*source_ref;	/* the message's name in its source, or NULL */
	char		*sha256;	/* hex */
	char		*message_id;	/* once parsed, or NULL */
	char		*sender;	/* once parsed, or NULL */
	char		*subject;	/* once parsed, or NULL */
	char		*status;	/* new, done, ignored, duplicate, failed */
	char		*reason;	/* why ignored/duplicate/failed, or NULL */
	char		*processed;	/* ISO 8601, or NULL */
	char		*raw;		/* the message (NUL-terminated copy), only
					   from store_spool_get */
	size_t		 rawlen;
};
void store_spool_entry_free(struct spool_entry *e);	/* accepts NULL */

/* Store a raw message in its own transaction, unless the same message is
 * there already: the same source and ref, or the same bytes (SHA-256).
 * Returns 0 when added (status new), 1 when seen before (nothing written),
 * -1 on error.  *id (may be NULL) receives the row, new or earlier. */
int store_spool_add(struct store *st, const char *source, const char *ref,
    const char *raw, size_t len, long long *id, char **cause);
/* The row id, raw message included.  0, 1 when there is no such row, -1. */
int store_spool_get(struct store *st, long long id, struct spool_entry **out,
    char **cause);
/* The ids of rows with status new, oldest first (*ids malloc'ed). */
int store_spool_pending(struct store *st, long long **ids, size_t *n,
    char **cause);
/* Record the outcome of processing row id (in the caller's transaction);
 * message_id, sender and subject (may be NULL) are what parsing found. */
int store_spool_set(struct store *st, long long id, const char *status,
    const char *reason, const char *message_id, const char *sender,
    const char *subject, long long now, char **cause);
/* Another processed row (not id) with this Message-ID: 0 and *found set, 1
 * when none, -1 on error. */
int store_spool_find_message_id(struct store *st, const char *message_id,
    long long id, long long *found, char **cause);
/* Call cb for each row (without the raw message), oldest first; only rows of
 * status when not NULL.  A non-zero return from cb stops and is returned. */
int store_spool_list(struct store *st, const char *status,
    int (*cb)(void *, const struct spool_entry *), void *arg, char **cause);

/* --- the outbox (store-outbox.c) --- */
struct outbox_entry {
	long long	 id;
	long long	 spool_id;	/* 0 when not caused by a mail */
	char		*created;
	char		*sender;	/* envelope sender */
	char		*rcpt;
	char		*subject;
	char		*message_id;
	char		*status;	/* queued, sent, failed */
	int		 attempts;
	char		*next_try;
	char		*last_error;
	char		*sent;
	char		*raw;		/* only from store_outbox_get */
	size_t		 rawlen;
};
void store_outbox_entry_free(struct outbox_entry *e);	/* accepts NULL */

/* Queue a message (in the caller's transaction), due at now. */
int store_outbox_add(struct store *st, long long spool_id, const char *sender,
    const char *rcpt, const char *subject, const char *message_id,
    const char *raw, size_t len, long long now, char **cause);
/* Ids of queued rows due at now, oldest first, at most max (*ids malloc'ed). */
int store_outbox_due(struct store *st, long long now, size_t max,
    long long **ids, size_t *n, char **cause);
/* The row id with its message.  0, 1 when there is no such row, -1. */
int store_outbox_get(struct store *st, long long id, struct outbox_entry **out,
    char **cause);
/* The server accepted the message. */
int store_outbox_sent(struct store *st, long long id, long long now,
    char **cause);
/* A failed attempt: retry at next_try, or give up (status failed) when
 * next_try is 0.  error says what the server answered. */
int store_outbox_attempt_failed(struct store *st, long long id,
    long long next_try, const char *error, char **cause);
/* How many messages were queued for rcpt since the time since. */
int store_outbox_count_since(struct store *st, const char *rcpt,
    long long since, long *n, char **cause);
/* Call cb for each row (without the message), oldest first; only rows of
 * status when not NULL.  A non-zero return from cb stops and is returned. */
int store_outbox_list(struct store *st, const char *status,
    int (*cb)(void *, const struct outbox_entry *), void *arg, char **cause);

/* --- players (store-player.c) --- */
struct player {
	long long	 id;
	char		*name;
	char		*email;
	char		*pwhash;	/* crypt(3) hash, or NULL when none */
	char		*lang;		/* "ro" or "en" */
	char		*created;
	int		 failed_signons;/* since the last good one */
	char		*last_failed;	/* ISO 8601, or NULL */
};
void store_player_free(struct player *p);	/* accepts NULL */

/* Add a player (in its own statement).  A name already taken (names compare
 * without regard to case) is an error saying so. */
int store_player_add(struct store *st, const char *name, const char *email,
    const char *pwhash, const char *lang, long long now, long long *id,
    char **cause);
/* By name (case-insensitive) / by e-mail address (the first registered).
 * 0 and *out, 1 when there is none, -1. */
int store_player_find(struct store *st, const char *name, struct player **out,
    char **cause);
int store_player_by_email(struct store *st, const char *email,
    struct player **out, char **cause);
int store_player_set_password(struct store *st, long long id,
    const char *pwhash, char **cause);
int store_player_set_lang(struct store *st, long long id, const char *lang,
    char **cause);
/* A failed sign-on at now / a good one (resets the count). */
int store_player_signon(struct store *st, long long id, int good,
    long long now, char **cause);
/* Call cb for each player in name order; a non-zero return stops. */
int store_player_list(struct store *st,
    int (*cb)(void *, const struct player *), void *arg, char **cause);

#endif
