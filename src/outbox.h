/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * outbox.h: sending the queued mail.  Each due row is claimed
 * (store_outbox_claim: kept from other senders for 15 minutes, in the same
 * statement that checks it is still due), then handed to the sender
 * (mail-net.h) and marked sent only when the server has accepted it.  A
 * temporary failure is retried later, waiting longer each time (1, 2, 4 ...
 * minutes, at most 4 hours), until give_up_hours after the row was queued;
 * a permanent refusal (5xx) marks the row failed at once, unless three
 * come in a row: then the server is taken to refuse everything (relay
 * access denied, no authentication), the three stay queued (due again
 * after the usual delay), the run stops and says so (res->refused).  After
 * three temporary failures in a row the server is taken to be down and the
 * rest waits for the next run, untouched.
 */
#ifndef SM_OUTBOX_H
#define SM_OUTBOX_H

#include <signal.h>
#include <stddef.h>

struct conf;
struct mail_account;
struct report_reply;
struct report_templates;
struct store;

/* What an outgoing mail answers (its threading headers), or NULL fields. */
struct outbox_thread {
	const char	*message_id;	/* the mail answered, without < > */
	const char	*references;	/* its References, space-separated */
};

/* Both queue functions greet and address a registered player (name the
 * login, addr the player's address) by the real name when there is one.
 *
 * Render reply (report-reply.h) for addr (name may be NULL), compose it
 * (mail-compose.h) from our address and queue it in the outbox, in the
 * caller's transaction.  thread may be NULL (a notice, not an answer);
 * spool_id is the mail that caused it (0: none).  0, or -1 with *cause;
 * *permanent is set when retrying cannot help (a broken template, a bad
 * address). */
int outbox_queue(struct store *st, const struct conf *conf,
    struct report_templates *tpl, struct report_reply *reply,
    const char *name, const char *addr, const struct outbox_thread *thread,
    long long spool_id, long long now, int *permanent, char **cause);

/* The answers' renderer: a second process, forked from the caller once
 * its templates are compiled, that renders and composes answers while the
 * caller goes on with the next mail (libxslt's error handlers are per
 * process: a process, not a thread).  NULL when it cannot be started (the
 * caller renders everything itself, as outbox_queue).  Free with
 * outbox_renderer_free (accepts NULL), which stops it: the answers it
 * has not given back stay queued as their data and are rendered when
 * sent (the same mail, threading included: migration 24). */
struct outbox_renderer;
struct outbox_renderer *outbox_renderer_start(const struct conf *conf,
    struct report_templates *tpl);
/* outbox_queue for an answer to a mail, through r (may be NULL): the
 * answer is queued as its data in the caller's transaction, and handed to
 * r once the caller says the transaction committed
 * (outbox_renderer_commit; outbox_renderer_abort after a rollback); the
 * rendered mail comes back to outbox_renderer_save.  A mail holding a
 * secret, or any mail while r is gone or behind (RENDER_BACKLOG answers
 * not back), is rendered here as outbox_queue does.  A template that fails
 * in the renderer leaves the row to the sending, which fails it (the
 * mail's outcome is already stored). */
int outbox_queue_answer(struct outbox_renderer *r, struct store *st,
    const struct conf *conf, struct report_templates *tpl,
    struct report_reply *reply, const char *name, const char *addr,
    const struct outbox_thread *thread, long long spool_id, long long now,
    int *permanent, char **cause);
void outbox_renderer_commit(struct outbox_renderer *r);
void outbox_renderer_abort(struct outbox_renderer *r);
/* For a transaction holding several mails (store_batch_begin): the answers
 * queued since it began (0 for a NULL r), and the later ones forgotten
 * when one mail's savepoint is rolled back (the first keep stay, to be
 * handed over by outbox_renderer_commit once the batch has committed). */
size_t outbox_renderer_uncommitted(const struct outbox_renderer *r);
void outbox_renderer_abort_to(struct outbox_renderer *r, size_t keep);
/* The mails r gave back saved on their rows, in a transaction of this
 * function's own (a row the crash of a run left to be rendered when sent
 * is simply still waiting: saving is never needed for a mail to go out).
 * Without wait only what is back, and only once RENDER_SAVE_EVERY are;
 * with wait every answer handed over first.  0, or -1 with *cause (those
 * mails are then rendered when sent). */
int outbox_renderer_save(struct outbox_renderer *r, struct store *st,
    int wait, char **cause);
void outbox_renderer_free(struct outbox_renderer *r);

struct outbox_result {
	size_t	sent;
	size_t	deferred;	/* to be retried */
	size_t	failed;		/* given up */
	size_t	refused;	/* refused for good by a server that refused
				   OUTBOX_REFUSED_AFTER (3) in a row: kept
				   queued, and the run stopped */
};

/* Queue reply for addr as its data, rendered when it is sent (for the
 * many mails a contest round's close makes: rendering them all would hold
 * the close's transaction for seconds).  In the caller's transaction.
 * When reply has a memo (report-reply.h), the memo's long texts are
 * stored once (the outbox's shared texts; the first time, or those met
 * since) and the row refers to them: the memo must not outlive the
 * transaction. */
int outbox_queue_deferred(struct store *st, const struct conf *conf,
    struct report_reply *reply, const char *name, const char *addr,
    long long spool_id, long long now, char **cause);

struct outbox_entry;
/* Row id as store_outbox_get reads it (1: no such row), its xml with the
 * shared texts put back: the mail's data whole.  0, 1, or -1 with
 * *cause. */
int outbox_get(struct store *st, long long id, struct outbox_entry **out,
    char **cause);
/* Render a row queued as its data (nothing to do for another; its shared
 * texts put back first): the message goes into e (and, with save, into
 * the row).  0, or -1 with *cause (*permanent when retrying cannot help: a
 * broken template, shared texts missing). */
int outbox_render(struct store *st, const struct conf *conf,
    struct report_templates *tpl, struct outbox_entry *e, int save,
    int *permanent, char **cause);

/* The delay before attempt number attempts+1 (attempts made so far >= 1),
 * in seconds. */
long long outbox_backoff(int attempts);

/* Send the rows due now through sink, rendering those queued as their data
 * with tpl.  stop (may be NULL) is checked between messages.  0, or -1 with
 * *cause when the sink cannot be used at all (a bad URL) or the database
 * fails. */
int outbox_flush(struct store *st, const struct conf *conf,
    struct report_templates *tpl, const struct mail_account *sink,
    volatile sig_atomic_t *stop, struct outbox_result *res, char **cause);

#endif
