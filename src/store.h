/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store.h: the database (SQLite), the only place that knows SQL.  A store is
 * one database file in WAL mode with foreign keys on; every statement is
 * prepared once and reused.  The schema lives in db/schema.sql and
 * db/migrations/, compiled into the program (store-sql.gen.c, generated).
 *
 * Files: store.c (opening, migrations, transactions), store-spool.c
 * (incoming mail), store-outbox.c (outgoing mail), store-player.c (players),
 * store-contest.c, store-game.c, store-champ.c; store-enums.c (the status,
 * variant and kind columns as enums: store-enums.h).
 *
 * A row whose status, variant or kind column holds a text this program does
 * not know is not read: the function fails with a cause naming the table,
 * the row and the value.
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

#include "store-enums.h"

struct store;

struct store_migration {
	int		 version;
	const char	*name;
	const char	*sql;
};
/* Generated from db/ (src/store-sql.gen.c, by db/embed.sh). */
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
/* The file st was opened on (as given); valid until store_close. */
const char *store_path(struct store *st);

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

/* Group commit: one transaction for several units of work (ingest's
 * mails).  Between store_batch_begin and store_batch_commit (or
 * store_batch_rollback) store_begin opens a savepoint, store_commit
 * releases it (crash point "release") and store_rollback undoes only
 * what was written since the matching store_begin: a unit that fails
 * leaves the others.  Nothing is durable before store_batch_commit (crash
 * points "commit" and "committed"); a caller that tells the outside world
 * about a unit (a mail source told "stored", a process handed a row's id)
 * must wait for it.  SQLite rolls the whole transaction back by itself on
 * some errors (disk full, I/O): store_begin then fails and
 * store_batch_commit says so.  store_in_batch: 1 while a batch is open. */
int store_batch_begin(struct store *st, char **cause);
int store_in_batch(const struct store *st);
int store_batch_commit(struct store *st, char **cause);
void store_batch_rollback(struct store *st);

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
	enum store_spool_status status;
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
/* Retention (issue 18): the text (raw) of every processed message (status
 * not new) received before the time before is emptied; the row stays, so
 * that its checksum and Message-ID keep a message fetched again from being
 * answered twice and what it carried keeps its provenance.  *n: the rows
 * pruned.  0, or -1 with *cause. */
int store_spool_prune(struct store *st, long long before, long *n,
    char **cause);
/* Message id's text emptied the same way whatever its status; a new or
 * failed one becomes ignored ("deleted by the organiser"), never to be
 * processed.  0 (also when there is no such row), or -1 with *cause. */
int store_spool_delete(struct store *st, long long id, long long now,
    char **cause);
/* The row id, raw message included.  0, 1 when there is no such row, -1. */
int store_spool_get(struct store *st, long long id, struct spool_entry **out,
    char **cause);
/* Whether row id is still new (unprocessed): 1, 0 (processed, or no such
 * row), -1.  Asked inside the write transaction that processes the row, it
 * is the row's claim: a second process waits for the first one's commit
 * and then finds the row done. */
int store_spool_is_new(struct store *st, long long id, char **cause);
/* The ids of rows with status new, oldest first (*ids malloc'ed). */
int store_spool_pending(struct store *st, long long **ids, size_t *n,
    char **cause);
/* Record the outcome of processing row id (in the caller's transaction);
 * message_id, sender and subject (may be NULL) are what parsing found. */
int store_spool_set(struct store *st, long long id,
    enum store_spool_status status, const char *reason,
    const char *message_id, const char *sender, const char *subject,
    long long now, char **cause);
/* Another processed row (not id) with this Message-ID: 0 and *found set, 1
 * when none, -1 on error. */
int store_spool_find_message_id(struct store *st, const char *message_id,
    long long id, long long *found, char **cause);
/* Call cb for each row (without the raw message), oldest first; only rows of
 * status unless STORE_SPOOL_ANY.  A non-zero return from cb stops and is
 * returned. */
int store_spool_list(struct store *st, enum store_spool_status status,
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
	enum store_outbox_status status;
	int		 attempts;
	char		*next_try;
	char		*last_error;
	char		*sent;
	char		*raw;		/* only from store_outbox_get; empty
					   (rawlen 0) until a deferred mail
					   is rendered */
	size_t		 rawlen;
	char		*xml;		/* a deferred mail's data, or NULL: as
					   stored, with its references to the
					   shared texts (outbox_get puts them
					   back) */
	char		*to_name;	/* its recipient's name, or NULL */
	long long	 shared;	/* the set of shared texts xml refers
					   to, or 0 */
	int		 answer;	/* 1: an answer to a mail, composed
					   with the two below (migration
					   24); 0: a notice */
	char		*in_reply_to;	/* the Message-ID it answers, or NULL */
	char		*refs;		/* its References, or NULL */
};
void store_outbox_entry_free(struct outbox_entry *e);	/* accepts NULL */

/* Queue a message (in the caller's transaction), due at now. */
int store_outbox_add(struct store *st, long long spool_id, const char *sender,
    const char *rcpt, const char *subject, const char *message_id,
    const char *raw, size_t len, long long now, char **cause);
/* The row store_outbox_add just made holds a secret (a confirmation code,
 * a new password): masked, the same message with the secret replaced by
 * stars, replaces its raw once it is sent. */
int store_outbox_mask_last(struct store *st, const char *masked, size_t len,
    char **cause);
/* Queue a mail as its data, to be rendered when sent (raw stays empty):
 * xml is what report_reply_xml() or report_reply_xml_shared() made, name
 * the recipient's (may be NULL), shared the set of shared texts xml
 * refers to (0: none).  In the caller's transaction, due at now. */
int store_outbox_add_deferred(struct store *st, long long spool_id,
    const char *sender, const char *rcpt, const char *name,
    const char *message_id, const char *xml, long long shared, long long now,
    char **cause);
/* The texts many deferred rows share, stored once (outbox.h): text number
 * n of the set *id (0: a new set, whose id is set here), in the caller's
 * transaction, that of the rows that refer to it.  0, or -1 with
 * *cause. */
int store_outbox_shared_add(struct store *st, long long *id, long long n,
    const char *text, char **cause);
/* The texts of set id, in order (texts[i] is text i; an unknown set: none),
 * NULL-terminated; free with store_outbox_shared_free (accepts NULL).  0,
 * or -1 with *cause. */
int store_outbox_shared_get(struct store *st, long long id, char ***texts,
    size_t *n, char **cause);
void store_outbox_shared_free(char **texts);
/* Record the rendering of a deferred row: its subject and the message. */
int store_outbox_set_raw(struct store *st, long long id, const char *subject,
    const char *raw, size_t len, char **cause);
/* Queue an answer to a mail as its data (store_outbox_add_deferred's
 * arguments but shared), with its threading: in_reply_to the Message-ID it
 * answers, refs its References header's value (both may be NULL); *id
 * the row's id.  In the caller's transaction, due at now.  0, or -1 with
 * *cause. */
int store_outbox_add_answer(struct store *st, long long spool_id,
    const char *sender, const char *rcpt, const char *name,
    const char *message_id, const char *xml, const char *in_reply_to,
    const char *refs, long long now, long long *id, char **cause);
/* Row id (queued by store_outbox_add_answer with message_id) rendered
 * elsewhere: its subject and message stored, its data and threading
 * cleared, as if it had been queued rendered.  0; 1 when the row is not
 * (or no longer) such a row waiting for it (nothing done); -1 with
 * *cause. */
int store_outbox_set_rendered(struct store *st, long long id,
    const char *message_id, const char *subject, const char *raw, size_t len,
    char **cause);
/* Ids of queued rows due at now, oldest first, at most max (*ids malloc'ed). */
int store_outbox_due(struct store *st, long long now, size_t max,
    long long **ids, size_t *n, char **cause);
/* The row id with its message.  0, 1 when there is no such row, -1. */
int store_outbox_get(struct store *st, long long id, struct outbox_entry **out,
    char **cause);
/* Claims queued row id, due at now, for one attempt: its next_try moves to
 * until, so that no other sender takes it meanwhile (the attempt's end,
 * store_outbox_sent or store_outbox_attempt_failed, replaces it; after a
 * crash the row is due again at until: at least once).  The check and the
 * claim are one statement.  0 when claimed, 1 when the row is not queued
 * or not due (sent, failed, or claimed by another sender), -1. */
int store_outbox_claim(struct store *st, long long id, long long now,
    long long until, char **cause);
/* Failed row id (0: every failed row) queued again, due at now; its
 * attempts and last error are kept.  *n: how many rows.  0 or -1. */
int store_outbox_requeue(struct store *st, long long id, long long now,
    long *n, char **cause);
/* The server accepted the message. */
int store_outbox_sent(struct store *st, long long id, long long now,
    char **cause);
/* A failed attempt: retry at next_try, or give up (status failed) when
 * next_try is 0.  error says what the server answered. */
int store_outbox_attempt_failed(struct store *st, long long id,
    long long next_try, const char *error, char **cause);
/* Retention: the sent and failed rows created before the time before are
 * deleted (never a queued one); *n: how many.  Then the sets of shared
 * texts that no row names any longer.  0, or -1 with *cause. */
int store_outbox_prune(struct store *st, long long before, long *n,
    char **cause);
/* How many answers were queued for rcpt since the time since: rows made
 * while processing a spool row whose sender is rcpt (any case).  A
 * notification (no spool row, or another sender's) does not count. */
int store_outbox_count_since(struct store *st, const char *rcpt,
    long long since, long *n, char **cause);
/* Call cb for each row (without the message), oldest first; only rows of
 * status unless STORE_OUTBOX_ANY.  A non-zero return from cb stops and is
 * returned. */
int store_outbox_list(struct store *st, enum store_outbox_status status,
    int (*cb)(void *, const struct outbox_entry *), void *arg, char **cause);

/* --- players (store-player.c) --- */
struct player {
	long long	 id;
	char		*name;
	char		*email;
	char		*pwhash;	/* crypt(3) hash, or NULL when none */
	char		*lang;		/* "ro" or "en" */
	char		*created;
	int		 failed_signons;/* from the registered address, since
					   its last good one */
	char		*last_failed;	/* ISO 8601, or NULL */
	char		*signon_warned;	/* ISO 8601: the registered address
					   last told of another address's
					   failures, or NULL */
	char		*real_name;	/* "Ana Popescu", or NULL: the name
					   shown is the login */
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
/* The wrong sign-ons in a row as player id from sender (an address other
 * than the registered one, lower case; "" for none) and the last one's
 * time: *failures 0 and *last 0 when none.  0, or -1 with *cause. */
int store_player_other_get(struct store *st, long long id,
    const char *sender, long *failures, long long *last, char **cause);
/* A wrong sign-on from sender at now (counted) / a good one (its count
 * forgotten). */
int store_player_other_signon(struct store *st, long long id,
    const char *sender, int good, long long now, char **cause);
/* The wrong sign-ons as player id of every sender but except whose last
 * one was at since or later, summed, and the latest one's time (0: none). */
int store_player_others_since(struct store *st, long long id,
    const char *except, long long since, long *failures, long long *last,
    char **cause);
/* The registered address was told at now of others' failures. */
int store_player_set_warned(struct store *st, long long id, long long now,
    char **cause);
/* The player's real name (NULL or "": none, the login is shown). */
int store_player_set_real_name(struct store *st, long long id,
    const char *real_name, char **cause);
/* Call cb for each player in name order; a non-zero return stops. */
int store_player_list(struct store *st,
    int (*cb)(void *, const struct player *), void *arg, char **cause);

/* --- sign-up by mail (store-signup.c) --- */
struct signup {
	long long	 id;
	char		*name;
	char		*email;
	char		*realname;	/* or NULL */
	char		*lang;		/* "ro" or "en" */
	enum store_signup_status status;
	char		*code_hash;	/* unconfirmed: the code's SHA-256
					   (hex); NULL once used */
	int		 tries;		/* wrong codes sent */
	char		*requested, *expires;	/* ISO 8601 */
	char		*confirmed, *decided;	/* ISO 8601, or NULL */
	char		*reason;	/* rejected: the organiser's, or NULL */
};
void store_signup_free(struct signup *r);	/* accepts NULL */
/* Add a request from r's name, email, realname, lang and code_hash
 * (status unconfirmed); spool_id the mail that asked (0: none).  *id (may
 * be NULL) gets its number. */
int store_signup_add(struct store *st, const struct signup *r, long long now,
    long long expires, long long spool_id, long long *id, char **cause);
/* Void the unconfirmed requests from email (a newer one replaces them). */
int store_signup_void_email(struct store *st, const char *email,
    char **cause);
/* *n: the requests from email made since since (any status). */
int store_signup_count_since(struct store *st, const char *email,
    long long since, long *n, char **cause);
/* *held: 1 when a request from another address than email, pending or
 * unconfirmed and not expired at now, asks for name (any case). */
int store_signup_name_held(struct store *st, const char *name,
    const char *email, long long now, int *held, char **cause);
/* The newest request of status from email / for name (any case): 0 and
 * *out (store_signup_free), 1 when none, -1. */
int store_signup_by_email(struct store *st, const char *email,
    enum store_signup_status status, struct signup **out, char **cause);
int store_signup_by_name(struct store *st, const char *name,
    enum store_signup_status status, struct signup **out, char **cause);
/* One more wrong code. */
int store_signup_try(struct store *st, long long id, char **cause);
/* Confirmed at now: pending, its code forgotten. */
int store_signup_confirm(struct store *st, long long id, long long now,
    char **cause);
/* Approved, rejected (reason may be NULL) or void at now. */
int store_signup_decide(struct store *st, long long id,
    enum store_signup_status status, const char *reason, long long now,
    char **cause);
/* Call cb for each request of status, oldest first; a non-zero return
 * stops and is returned. */
int store_signup_list(struct store *st, enum store_signup_status status,
    int (*cb)(void *, const struct signup *), void *arg, char **cause);
/* Whether championship champ_id takes JOIN by mail before its start. */
int store_champ_set_open(struct store *st, long long champ_id, int open,
    char **cause);
int store_champ_is_open(struct store *st, long long champ_id, int *open,
    char **cause);

/* --- duplicate contests (store-contest.c) --- */
struct contest {
	long long	 id;
	char		*name;
	enum sm_dup_variant variant;
	enum store_contest_entry entry;
	char		*address;	/* where entries are sent, or NULL */
	char		*lexicon;	/* lexicon file, or NULL: the default */
	char		*lexicon_sum;	/* its file checksum when the contest
					   began (the identity of before) */
	char		*lexicon_id;	/* its identity by words, or NULL: a
					   contest of before (lexicon_sum) */
	char		*seed;		/* secret until the end */
	char		*seed_hash;	/* SHA-256 of seed, published */
	int		 round_days;
	int		 solo_bonus;
	enum store_contest_feedback feedback;
	int		 score_required;
	enum store_contest_status status;
	char		*state;		/* sm_dup_save line, or NULL */
	char		*created;
	int		 last_round;	/* 0: until no move is possible */
	int		 review;	/* 1: rounds held at the deadline */
	enum sm_dup_order tactic_order;	/* tactic: free or imposed */
	int		 redraw_triples;/* 1: racks with three of one letter
					   drawn again */
	int		 manual_draw;	/* 1: every round's letters are given
					   by hand (migration 011) */
	char		*deadline_weekly;/* "sun 23:59", or NULL (sched.h) */
	char		*round_dates;	/* sched_dates_save's form, or NULL */
	char		*opens_weekly;	/* "sat 08:00": each round after the
					   first opens then; NULL: at the
					   close before (sched.h) */
};
void store_contest_free(struct contest *c);	/* accepts NULL */
/* Fix the contest's last round (0: none). */
int store_contest_set_last_round(struct store *st, long long contest_id,
    int last_round, char **cause);
/* Record the identity by words of a contest of before (lexicon_id NULL). */
int store_contest_set_lexicon_id(struct store *st, long long contest_id,
    const char *id, char **cause);
/* Add c (id, status, state and created are not read).  A name taken is an
 * error saying so. */
int store_contest_add(struct store *st, const struct contest *c,
    long long now, long long *id, char **cause);
/* By name (case-insensitive) / by id.  0 and *out, 1 when none, -1. */
int store_contest_find(struct store *st, const char *name,
    struct contest **out, char **cause);
int store_contest_get(struct store *st, long long id, struct contest **out,
    char **cause);
/* Set the status and the saved game. */
int store_contest_set_state(struct store *st, long long id,
    enum store_contest_status status, const char *state, char **cause);
/* Call cb for each contest of status (STORE_CONTEST_ANY: all), in name
 * order. */
int store_contest_list(struct store *st, enum store_contest_status status,
    int (*cb)(void *, const struct contest *), void *arg, char **cause);

/* Call cb with the id of each contest the registered player_id has
 * joined, in name order. */
int store_contest_list_player(struct store *st, long long player_id,
    int (*cb)(void *, long long), void *arg, char **cause);

struct entrant {
	long long	 id;
	long long	 contest_id;
	long long	 player_id;	/* 0 for a reader of an open contest */
	char		*email;
	char		*name;
	char		*joined;
	char		*stopped;	/* when a reader of an open contest
					   wrote STOP, or NULL: receiving */
};
void store_entrant_free(struct entrant *e);	/* accepts NULL */
/* Add an entrant; an address already in the contest is an error saying
 * so. */
int store_entrant_add(struct store *st, long long contest_id,
    long long player_id, const char *email, const char *name, long long now,
    long long *id, char **cause);
/* The entrant of a contest at an address: 0 and *out, 1 when none, -1. */
int store_entrant_find(struct store *st, long long contest_id,
    const char *email, struct entrant **out, char **cause);
int store_entrant_set_name(struct store *st, long long id, const char *name,
    char **cause);
/* Record that the entrant wrote STOP at when (0: receiving again). */
int store_entrant_set_stopped(struct store *st, long long id, long long when,
    char **cause);
/* Call cb for each entrant of the contest, in the order they joined. */
int store_entrant_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct entrant *), void *arg, char **cause);
/* The entrant `who` names in a contest: by address, else by name (the
 * first who took it).  0 and *out (the caller frees), 1 when none. */
int store_entrant_lookup(struct store *st, long long contest_id,
    const char *who, struct entrant **out, char **cause);
/* *eliminated: whether the arbiter eliminated the entrant. */
int store_entrant_eliminated(struct store *st, long long entrant_id,
    int *eliminated, char **cause);

/* An arbiter's decision (migration 009).  The strings of a listed one are
 * valid during the callback only. */
struct decision {
	long long	 id;
	long long	 contest_id;
	long long	 entrant_id;	/* 0: the whole contest */
	int		 round;		/* -1 (0 when adding): none */
	const char	*kind;		/* technical, disciplinary, eliminate,
					   annul, correct */
	int		 warnings;	/* technical warnings it adds */
	int		 score;		/* annul, correct: the score; -1 */
	int		 previous;	/* the score before; -1 */
	const char	*reason;
	const char	*made;		/* ISO 8601 (adding: set it) */
	const char	*name;		/* listed: the entrant's, or NULL */
	int		 mailed;	/* listed: told in a results mail */
};
/* Mark every decision of the contest told. */
int store_decision_mailed(struct store *st, long long contest_id,
    char **cause);
int store_decision_add(struct store *st, const struct decision *d,
    char **cause);
/* A contest's decisions, oldest first. */
int store_decision_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct decision *), void *arg, char **cause);
/* The score of an entrant's judged entry in closed round `round`: 0 and
 * *score, 1 when there is none. */
int store_entry_score(struct store *st, long long contest_id, int round,
    long long entrant_id, int *score, char **cause);
/* Give that entry score `score`; annul: also no bonus and no top. */
int store_entry_rescore(struct store *st, long long contest_id, int round,
    long long entrant_id, int score, int annul, char **cause);

struct round {
	long long	 id;
	long long	 contest_id;
	int		 number;
	char		*state;		/* sm_dup_save line as drawn */
	char		*board;		/* CGP board part, before the round */
	char		*rack;
	char		*rack2;		/* tactic, or NULL */
	char		*deadline;	/* ISO 8601 */
	int		 reminded;
	enum store_round_status status;
	enum store_round_outcome outcome;
	char		*top_move;
	int		 top_score;
	char		*tops;		/* the other tops, "; "-separated */
	int		 best_score;	/* best score of the entrants */
	char		*closed;
	int		 cancelled;	/* by the arbiter: counts for nobody */
	char		*opened;	/* ISO 8601, or NULL (before 013) */
};
void store_round_free(struct round *r);		/* accepts NULL */
/* Letters the arbiter gave by hand for a round (migration 011).  Those of
 * store_manual_rack_get are malloc'ed (store_manual_rack_free, which
 * accepts NULL); those of a listed one are valid during the callback. */
struct manual_rack {
	long long	 id;
	int		 round;
	char		*rack;		/* as sm_rack_format writes it */
	char		*rack2;		/* tactic: the second group, or NULL */
	char		*reason;
	char		*made;		/* ISO 8601 */
	int		 used;		/* the round was drawn with them */
};
void store_manual_rack_free(struct manual_rack *m);
/* Record m (id and used not read; made set by the caller). */
int store_manual_rack_add(struct store *st, long long contest_id,
    const struct manual_rack *m, char **cause);
/* The latest letters given for round number and not used yet: 0 and *out,
 * 1 when none, -1. */
int store_manual_rack_get(struct store *st, long long contest_id,
    int number, struct manual_rack **out, char **cause);
/* Mark the letters of row id used. */
int store_manual_rack_used(struct store *st, long long id, char **cause);
/* Every letters given in the contest, oldest first. */
int store_manual_rack_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct manual_rack *), void *arg, char **cause);
/* An entry to an open contest held because its sender's authentication
 * failed (migration 20, [auth] require).  Those of store_held_get are
 * malloc'ed (store_held_free, which accepts NULL); a listed one is valid
 * during the callback. */
struct held_entry {
	long long	 id;
	long long	 contest_id;
	int		 round;
	long long	 spool_id;	/* 0: none */
	char		*email;
	char		*name;		/* given by NAME, or NULL */
	char		*from_name;	/* the From display name, or NULL */
	char		*received;	/* ISO 8601 */
	char		*move;
	int		 claimed;	/* -1: not given */
	char		*move2;		/* or NULL */
	int		 claimed2;
	int		 claimed_total;
	char		*why;		/* mail_authres_what's text */
};
void store_held_free(struct held_entry *h);
/* Hold h (id and received not read: received is now); *id (may be NULL)
 * gets the new row's id. */
int store_held_add(struct store *st, const struct held_entry *h,
    long long now, long long *id, char **cause);
/* Held entry id: 0 and *out, 1 when there is none, -1. */
int store_held_get(struct store *st, long long id, struct held_entry **out,
    char **cause);
/* The contest's held entries, oldest first; cb's non-zero stops and is
 * returned. */
int store_held_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct held_entry *), void *arg, char **cause);
int store_held_delete(struct store *st, long long id, char **cause);
/* 1 when h's address has an entry for h's round received after h (a
 * release would replace a later entry with an older one), 0 when not,
 * -1. */
int store_held_superseded(struct store *st, const struct held_entry *h,
    char **cause);

/* Cancel round number: it counts for nobody (the standings and the sum of
 * the tops leave it out); close: an open one is closed as it is,
 * unjudged (else it stays open). */
int store_round_cancel(struct store *st, long long contest_id, int number,
    int close, long long now, char **cause);
int store_round_add(struct store *st, long long contest_id, int number,
    const char *state, const char *board, const char *rack, const char *rack2,
    long long deadline, long long opened, long long *id, char **cause);
/* Round number of the contest (0: the last one).  0, 1 when none, -1. */
int store_round_get(struct store *st, long long contest_id, int number,
    struct round **out, char **cause);
/* Record a closed round. */
int store_round_close(struct store *st, long long id,
    enum store_round_outcome outcome, const char *top_move, int top_score,
    const char *tops, int best_score, long long now, char **cause);
int store_round_set_reminded(struct store *st, long long id, char **cause);
/* Open rounds whose deadline is at or before before, oldest first (contest
 * ids in *ids, malloc'ed). */
int store_round_due(struct store *st, long long before, long long **ids,
    size_t *n, char **cause);
/* Call cb for each round of the contest, in order. */
int store_round_list(struct store *st, long long contest_id,
    int (*cb)(void *, const struct round *), void *arg, char **cause);

struct entry {
	long long	 id;
	long long	 round_id;
	long long	 entrant_id;
	long long	 spool_id;	/* 0 when not from a mail */
	char		*received;
	char		*move;
	int		 claimed;	/* -1: not given */
	char		*move2;		/* tactic, or NULL */
	int		 claimed2;	/* -1: not given */
	int		 claimed_total;	/* -1: not given */
	char		*canonical;	/* once judged */
	char		*verdict;	/* once judged: "ok" or the reason */
	int		 score;
	int		 warnings;
	int		 bonus;
	int		 top;		/* 1 when the entry scored the top */
	/* Why refused, for the templates (report-verdict.h), or NULL: */
	char		*vcode, *vsquare, *vletter, *vwords;
	/* What the warnings were for (report_verdict_warnings), or NULL: */
	char		*wcodes;
	/* Joined from the entrant, by store_entry_list: */
	char		*name;
	char		*email;
};
void store_entry_free(struct entry *e);		/* accepts NULL */
/* Record an entrant's entry for a round, replacing an earlier one; *previous
 * (may be NULL) gets the replaced move (malloc'ed) or NULL. */
int store_entry_put(struct store *st, long long round_id,
    long long entrant_id, long long spool_id, const char *move, int claimed,
    const char *move2, int claimed2, int claimed_total, long long now,
    char **previous, char **cause);
/* Why an entry was refused, as report-verdict.h gives it. */
struct entry_why {
	const char	*code, *square, *letter, *words;
	const char	*warnings;	/* report_verdict_warnings, or NULL */
};
/* The judgement of an entry, at the round's close (why may be NULL). */
int store_entry_judged(struct store *st, long long id, const char *canonical,
    const char *verdict, const struct entry_why *why, int score,
    int warnings, int bonus, int top, char **cause);
/* Call cb for each entry of a round, in the order received. */
int store_entry_list(struct store *st, long long round_id,
    int (*cb)(void *, const struct entry *), void *arg, char **cause);
/* The same for a bulletin, cheaper: in no order, without id, spool_id,
 * received and email (0 and NULL), every string SQLite's own, valid
 * only during cb's call (cb copies what it keeps). */
int store_entry_scan(struct store *st, long long round_id,
    int (*cb)(void *, const struct entry *), void *arg, char **cause);

/* One line of the standings. */
struct standing {
	long long	 entrant_id;
	const char	*name;
	const char	*email;
	int		 total;		/* scores + bonuses of closed rounds */
	int		 warnings;	/* technical warnings, all rounds */
	int		 tops;		/* rounds in which the entry scored the top */
	int		 top_sharers;	/* sum, over those rounds, of how many
					   scored the top */
	int		 top_points;	/* sum of the scores of those tops */
	int		 rounds;	/* rounds with an entry */
};
/* The contest's sum of tops (closed rounds) and cb for each entrant (also
 * those without any entry), unsorted. */
int store_standings(struct store *st, long long contest_id, int *sum_tops,
    int (*cb)(void *, const struct standing *), void *arg, char **cause);

/* --- free games by mail (store-game.c) --- */

struct game_rec {
	long long	 id;
	enum sm_free_variant variant;
	char		*seed;		/* secret until the end */
	char		*seed_hash;	/* SHA-256 of seed, mailed at the start */
	int		 end_scoring;	/* 1: racks counted at the end */
	enum store_game_status status;
	char		*state;		/* sm_free_save line, or NULL */
	char		*created;
	/* A championship's game (0 otherwise) and its clock. */
	long long	 champ_id;
	int		 group_no;
	long long	 turn_since;	/* when the turn began; 0: no clock */
	long long	 extension;	/* seconds added after downtime */
	int		 reminded;	/* 1: reminder sent, 2: late notice */
	enum store_leader leader;	/* maruntel */
	/* Adjudicated by the arbiter (migration 18): "win" (for seat
	 * adjudged_seat), "draw" or "loss" (a double loss); NULL: not. */
	char		*adjudged;
	int		 adjudged_seat;
};
void store_game_rec_free(struct game_rec *g);	/* accepts NULL */
/* Add a game (status new); *id gets its number. */
int store_game_add(struct store *st, enum sm_free_variant variant,
    const char *seed, const char *seed_hash, int end_scoring, long long now,
    long long *id, char **cause);
/* Game id: 0 and *out (caller frees with store_game_rec_free), 1 when
 * none, -1. */
int store_game_get(struct store *st, long long id, struct game_rec **out,
    char **cause);
int store_game_set_state(struct store *st, long long id,
    enum store_game_status status, const char *state, char **cause);
/* Make game id one of championship champ_id's, in group group_no. */
int store_game_set_champ(struct store *st, long long id, long long champ_id,
    int group_no, char **cause);
/* Liber mărunțel's leader of game id. */
int store_game_set_leader(struct store *st, long long id,
    enum store_leader leader, char **cause);
/* Set the clock of game id (a new turn: turn_since, extension 0, reminded
 * 0; or after downtime or a reminder: the values given). */
int store_game_set_clock(struct store *st, long long id, long long turn_since,
    long long extension, int reminded, char **cause);
/* Call cb with the number of each game of championship champ_id (0: of
 * every championship) whose status is status (STORE_GAME_ANY: any), by
 * number. */
int store_game_list(struct store *st, long long champ_id,
    enum store_game_status status, int (*cb)(void *, long long), void *arg,
    char **cause);
/* The same for every game, a championship's or not. */
int store_game_list_all(struct store *st, enum store_game_status status,
    int (*cb)(void *, long long), void *arg, char **cause);
/* Call cb with the number of each game player_id plays in whose status is
 * status (STORE_GAME_ANY: any), by number. */
int store_game_list_player(struct store *st, long long player_id,
    enum store_game_status status, int (*cb)(void *, long long), void *arg,
    char **cause);

/* A seat of a game, joined with its player. */
struct game_seat {
	long long	 game_id;
	int		 seat;		/* 0 moves first */
	long long	 player_id;
	char		*name;		/* the login */
	char		*shown;		/* the real name, else the login */
	char		*email;
	char		*lang;
	int		 timeouts;	/* the clock ran out on them */
};
int store_game_seat_add(struct store *st, long long game_id, int seat,
    long long player_id, char **cause);
/* Call cb for each seat of the game in seat order (the row is freed after
 * cb returns); a non-zero return stops and is returned. */
int store_game_seat_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_seat *), void *arg, char **cause);
/* Count one more timeout of seat in game_id. */
int store_game_seat_timeout(struct store *st, long long game_id, int seat,
    char **cause);

/* One recorded turn (or end line) of a game. */
struct game_move_rec {
	long long	 id;
	long long	 game_id;
	int		 number;	/* the move number players write */
	int		 seat;
	enum store_move_kind kind;
	char		*text;		/* canonical move, tiles exchanged, "" */
	int		 score;
	int		 total;
	char		*rack;		/* the rack before it */
	char		*created;
	long long	 spool_id;	/* 0: not from a mail */
	enum store_move_cause cause;
	char		*clock_before;	/* a turn's first row: the game's
					   clock before it, "turn_since
					   extension reminded"; or NULL */
};
/* Record a turn (id and created are not read). */
int store_game_move_add(struct store *st, const struct game_move_rec *m,
    long long now, char **cause);
/* Call cb for each recorded turn of the game, in order (rows freed after
 * cb returns); a non-zero return stops and is returned. */
int store_game_move_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_move_rec *), void *arg,
    char **cause);
/* Game id adjudicated (status over, clock stopped): result "win" (for
 * seat), "draw" or "loss". */
int store_game_adjudge(struct store *st, long long id, const char *result,
    int seat, char **cause);
/* Delete the recorded turns of game_id from the row from_id on (a
 * takeback). */
int store_game_move_drop(struct store *st, long long game_id,
    long long from_id, char **cause);
/* Seat of game_id taken over by player_id (a replacement), its timeouts
 * counted again from 0. */
int store_game_seat_replace(struct store *st, long long game_id, int seat,
    long long player_id, char **cause);
/* Count one timeout fewer of seat in game_id (a timeout taken back). */
int store_game_seat_untimeout(struct store *st, long long game_id, int seat,
    char **cause);

/* One decision of the arbiter on a game (migration 18). */
struct game_event_rec {
	long long	 id;
	long long	 game_id;
	char		*kind;		/* takeback, adjudicate, deadline,
					   replace */
	char		*text;		/* what was decided */
	char		*reason;
	char		*created;
};
int store_game_event_add(struct store *st, long long game_id,
    const char *kind, const char *text, const char *reason, long long now,
    char **cause);
/* Call cb for each decision on game_id, in order (rows freed after cb
 * returns). */
int store_game_event_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_event_rec *), void *arg,
    char **cause);

/* A message a player of a game sent its other players (migration 21),
 * joined with its sender.  The strings of a listed one are valid during
 * the callback only. */
struct game_message_rec {
	long long	 id;
	long long	 game_id;
	long long	 player_id;
	int		 after_move;	/* turns played when it was sent */
	const char	*text;
	const char	*created;	/* ISO 8601 */
	long long	 spool_id;	/* 0: not from a mail */
	const char	*name;		/* the sender's login */
	const char	*shown;		/* the real name, else the login */
};
/* Record a message (id, created, name and shown are not read). */
int store_game_message_add(struct store *st,
    const struct game_message_rec *m, long long now, char **cause);
/* Call cb for each message of the game, oldest first; a non-zero return
 * stops and is returned. */
int store_game_message_list(struct store *st, long long game_id,
    int (*cb)(void *, const struct game_message_rec *), void *arg,
    char **cause);
/* How many messages player_id sent at or after since (*n), and when the
 * oldest of them was sent (*oldest, 0 when none). */
int store_game_message_count(struct store *st, long long player_id,
    long long since, long *n, long long *oldest, char **cause);

/* --- championships (store-champ.c) --- */

struct champ_rec {
	long long	 id;
	char		*name;
	enum sm_free_variant variant;
	int		 players_per_game;
	int		 group_size;	/* 0: one group */
	int		 cycles;	/* times each group plays through */
	int		 days_per_move;
	int		 remind_days;	/* reminder this many days before */
	int		 grace_days;	/* late notice, then timeout after */
	enum store_champ_timeout timeout;
	int		 timeout_limit;	/* forfeit: the Nth timeout loses */
	enum store_champ_illegal illegal;
	int		 end_scoring;
	int		 rated;
	int		 leave_days;	/* per player and calendar year */
	char		*timezone;
	char		*seed;
	char		*seed_hash;
	enum store_game_status status;	/* as a game's */
	char		*created;
	char		*started;	/* ISO time, NULL when not yet */
	enum store_leader leader;	/* maruntel */
	char		*lexicon;	/* the file given (absolute), or NULL */
	char		*lexicon_id;	/* its identity by words, or NULL: one
					   of before, judged with the
					   configured or default lexicon */
};
void store_champ_rec_free(struct champ_rec *c);	/* accepts NULL */
/* Add a championship from c (its id, status, created and started are not
 * read); *id gets its number.  1 when the name is taken. */
int store_champ_add(struct store *st, const struct champ_rec *c,
    long long now, long long *id, char **cause);
/* By name (any case) or number: 0 and *out (the caller frees with
 * store_champ_rec_free), 1 when none, -1. */
int store_champ_find(struct store *st, const char *name,
    struct champ_rec **out, char **cause);
int store_champ_get(struct store *st, long long id, struct champ_rec **out,
    char **cause);
/* started: when it started (0: leave it as it is). */
int store_champ_set_status(struct store *st, long long id,
    enum store_game_status status, long long started, char **cause);

/* A player of a championship, joined with the player's row. */
struct champ_player {
	long long	 player_id;
	char		*name;		/* the login */
	char		*shown;		/* the real name, else the login */
	char		*email;
	char		*lang;
	int		 group_no;	/* 0 before the start */
	double		 rating_start;	/* rated: the rating at the start */
	int		 has_rating_start;
};
/* Add a player: 0, 1 when already in it. */
int store_champ_player_add(struct store *st, long long champ_id,
    long long player_id, long long now, char **cause);
int store_champ_player_set(struct store *st, long long champ_id,
    long long player_id, int group_no, const double *rating_start,
    char **cause);
/* Call cb for each player of the championship, in the order they joined
 * (rows freed after cb returns). */
int store_champ_player_list(struct store *st, long long champ_id,
    int (*cb)(void *, const struct champ_player *), void *arg, char **cause);
/* Call cb with the id of each championship whose status is status
 * (STORE_GAME_ANY: any) / of each championship player_id is in, in name
 * order; cb may run other statements. */
int store_champ_list(struct store *st, enum store_game_status status,
    int (*cb)(void *, long long), void *arg, char **cause);
int store_champ_list_player(struct store *st, long long player_id,
    int (*cb)(void *, long long), void *arg, char **cause);
/* The smallest yearly leave allowance of the running championships
 * player_id plays in, in *days; 1 when in none. */
int store_champ_leave_allowance(struct store *st, long long player_id,
    int *days, char **cause);

/* Leave: the days from first_day ("YYYY-MM-DD") on. */
int store_leave_add(struct store *st, long long player_id,
    const char *first_day, int days, long long spool_id, long long now,
    char **cause);
/* Call cb for each leave of player_id, by first day. */
int store_leave_list(struct store *st, long long player_id,
    int (*cb)(void *, const char *first_day, int days), void *arg,
    char **cause);

/* Ratings (src/engine/rating.h): 0 and the values, 1 when the player has
 * none yet, -1. */
int store_rating_get(struct store *st, long long player_id, double *rating,
    int *games, int *peak_2200, char **cause);
int store_rating_set(struct store *st, long long player_id, double rating,
    int games, int peak_2200, long long now, char **cause);
int store_rating_change_add(struct store *st, long long game_id,
    long long player_id, double before, double after, char **cause);

/* The clock's named values (the heartbeat): 0 and *value, 1 when unset. */
int store_clock_get(struct store *st, const char *name, long long *value,
    char **cause);
int store_clock_set(struct store *st, const char *name, long long value,
    char **cause);

/* --- series of duplicate contests (store-series.c) --- */
struct series_rec {
	long long	 id;
	char		*name;
	char		*title;		/* or NULL */
	enum store_series_scoring scoring;
	enum store_series_status status;
	char		*created;	/* ISO 8601 */
};
void store_series_free(struct series_rec *s);	/* accepts NULL */
/* Add a series (title may be NULL): 0 and *id (may be NULL), 1 when the
 * name is taken, -1. */
int store_series_add(struct store *st, const char *name, const char *title,
    enum store_series_scoring scoring, long long now, long long *id, char **cause);
/* By name (case-insensitive): 0 and *out (the caller frees it with
 * store_series_free), 1 when none, -1. */
int store_series_find(struct store *st, const char *name,
    struct series_rec **out, char **cause);
/* Call cb with the name of every series, in name order (valid during the
 * call); cb may run other statements. */
int store_series_list(struct store *st, int (*cb)(void *, const char *),
    void *arg, char **cause);
int store_series_set_status(struct store *st, long long id,
    enum store_series_status status, char **cause);
/* Add a contest after the series' last: 0, 1 when the contest is already
 * in a series (this one or another), -1. */
int store_series_contest_add(struct store *st, long long series_id,
    long long contest_id, long long now, char **cause);
/* Remove a contest (the others keep their order): 0, 1 when it is not in
 * the series, -1. */
int store_series_contest_remove(struct store *st, long long series_id,
    long long contest_id, char **cause);
/* The series a contest is in: 0 and *name (malloc'ed, the caller frees),
 * 1 when none (*name NULL), -1. */
int store_series_of_contest(struct store *st, long long contest_id,
    char **name, char **cause);
/* The series' contests in order: 0 and *ids (malloc'ed, the caller frees;
 * NULL when *n is 0), -1. */
int store_series_contests(struct store *st, long long series_id,
    long long **ids, size_t *n, char **cause);

#endif
