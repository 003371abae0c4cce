/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * ingest.h: the incoming-mail pipeline.  A message is stored raw in the
 * spool (its own transaction) and then processed: parsed (mail-parse.h),
 * its commands run (cmd.h), its answer rendered (report-reply.h), composed
 * (mail-compose.h) and queued in the outbox, and the spool row's outcome
 * set, all in one transaction.  A failure of the storage leaves the row
 * "new", to be processed again on the next run; a message that cannot be
 * processed for another reason is marked "failed" with the reason and kept.
 */
#ifndef SM_INGEST_H
#define SM_INGEST_H

#include <signal.h>
#include <stddef.h>

#include "game-contest.h"

struct conf;
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
};

/* Set up: opens the templates (conf's directory or the default).  -1 with
 * *cause when they cannot be read.  Undo with ingest_clear. */
int ingest_init(struct ingest *in, struct store *st, const struct conf *conf,
    char **cause);
void ingest_clear(struct ingest *in);

/* Store one message from source ("stdin", "maildir", "imap", "pop3"; ref its
 * name there or NULL) and process it.  0 when the message is safely in the
 * spool (new or seen before), even if processing must wait; -1 with *cause
 * when it could not be stored. */
int ingest_message(struct ingest *in, const char *source, const char *ref,
    const char *raw, size_t len, char **cause);

/* Process the spool rows still "new" (left by an earlier failure).  -1 with
 * *cause on a storage failure (the rest waits for the next run). */
int ingest_pending(struct ingest *in, char **cause);

/* A mail_fetch_cb (mail-net.h) for in->source: arg is the struct ingest. */
int ingest_fetch_cb(void *arg, const char *ref, const char *raw, size_t len);

#endif
