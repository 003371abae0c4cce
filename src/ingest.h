/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * ingest.h: the incoming-mail pipeline.  A message is stored raw in the
 * spool (its own transaction) and then processed: parsed (mail-parse.h),
 * its commands run (cmd.h), its answer rendered (report-reply.h), composed
 * (mail-compose.h) and queued in the outbox, and the spool row's outcome
 * set, all in one transaction.  A failure of the storage leaves the row
 * "new", to be processed again on the next run; a message that cannot be
 * processed for another reason is marked "failed" with the reason and kept.
 *
 * Order (issue 18): messages are processed in the order they were stored,
 * per sender at least.  A message kept back (its processing failed for now:
 * a busy database) holds every later one from the same sender (the From
 * address, any case) for the rest of the run: they stay "new" and the next
 * run processes them all in order, so that an old entry never replaces
 * its correction.  Before a message is processed, older ones still "new"
 * that this run has not tried yet are processed first.
 */
#ifndef SM_INGEST_H
#define SM_INGEST_H

#include <signal.h>
#include <stddef.h>

#include <glib.h>

#include "game-contest.h"

struct conf;
struct outbox_renderer;
struct report_templates;
struct store;

struct ingest {
	struct store			*st;
	const struct conf		*conf;
	struct report_templates		*tpl;
	struct game_ctx			 game;		/* contests' entries */
	const char			*source;	/* for ingest_fetch_cb */
	volatile sig_atomic_t		*stop;		/* or NULL */
	long long			 now;		/* the clock, or 0:
							   util_time() (the
							   demo sets it) */
	/* What happened, for the summary line. */
	size_t				 stored;	/* new in the spool */
	size_t				 seen;		/* stored before */
	size_t				 answered;	/* processed, answer queued */
	size_t				 silent;	/* processed, no answer
							   (ignored, duplicate,
							   rate limit) */
	size_t				 failed;
	size_t				 held;		/* kept new behind an
							   earlier one from the
							   same sender */
	/* The run's memory: rows tried and kept back (id), and their
	 * senders (lower case) with the first such row's id.  Owned. */
	GHashTable			*tried;
	GHashTable			*senders;
	/* The answers' renderer (ingest_render_aside), or NULL. */
	struct outbox_renderer		*rend;
	/* Group commit (ingest_batch): at most batch_max messages in one
	 * transaction, nbatch in the open one; the counters above as they
	 * were when it began (put back if it is lost). */
	size_t				 batch_max;
	size_t				 nbatch;
	size_t				 kept[6];
};

/* Set up: opens the templates (conf's directory or the default).  -1 with
 * *cause when they cannot be read.  Undo with ingest_clear. */
int ingest_init(struct ingest *in, struct store *st, const struct conf *conf,
    char **cause);
void ingest_clear(struct ingest *in);

/* For a run over many messages (a Maildir, IMAP, POP3): the answers are
 * rendered and composed by a second process (outbox_renderer_start) while
 * this one goes on, on the machine's other core.  Each answer is queued as
 * its data in its mail's transaction, as before, and its rendered mail
 * saved on its row when it comes back (ingest_fetch_cb, every
 * RENDER_SAVE_EVERY, and ingest_clear, which waits for the rest); one not
 * saved (a crash, the renderer gone) is rendered when sent, the same mail.
 * Without it (one message on stdin) each answer is rendered in its
 * mail's transaction. */
void ingest_render_aside(struct ingest *in);

/* Store one message from source ("stdin", "maildir", "imap", "pop3"; ref its
 * name there or NULL) and process it.  0 when the message is safely in the
 * spool (new or seen before), even if processing must wait; -1 with *cause
 * when it could not be stored. */
int ingest_message(struct ingest *in, const char *source, const char *ref,
    const char *raw, size_t len, char **cause);

/* Process the spool rows still "new" (left by an earlier failure), oldest
 * first; one kept back holds the later ones of its sender (see above).
 * -1 with *cause after three rows in a row were kept back (the database is
 * taken to be unusable now: the rest waits for the next run) or when the
 * spool cannot be read. */
int ingest_pending(struct ingest *in, char **cause);

/* Group commit for ingest_fetch_cb: up to max messages (0 or 1: one at a
 * time, as before) are stored and processed in one write transaction,
 * each in savepoints of its own, so that one message's failure undoes
 * only its own work and is recorded on its row as without a batch (kept
 * back, or failed).  ingest_fetch_cb answers MAIL_FETCH_HELD for a
 * message in the open batch and MAIL_FETCH_STORED once the batch has
 * committed (the max-th message, or when the fetcher settles with a NULL
 * raw); its answers go to the renderer only then.  The source marks
 * a message done only after that commit: a crash before it leaves every
 * message of the batch in the source and none in the database, after it
 * every one in the database, and one met again in its source is
 * recognised by the spool (its ref, or its bytes) and not applied twice. */
void ingest_batch(struct ingest *in, size_t max);	/* rolls back a batch
							   left open */
#define INGEST_BATCH	32	/* what a Maildir's run uses */

/* A mail_fetch_cb (mail-net.h) for in->source: arg is the struct ingest.
 * Called with raw NULL it commits the open batch (MAIL_FETCH_STORED, or
 * MAIL_FETCH_UNDONE when the commit failed: nothing of the batch was
 * applied). */
int ingest_fetch_cb(void *arg, const char *ref, const char *raw, size_t len);

#endif
