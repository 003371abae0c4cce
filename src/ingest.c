/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * ingest.c: from a raw message to its stored outcome and queued answer.
 * See ingest.h for the guarantees.
 *
 * Who is answered: the From address, always; when a player signs on from
 * another address, the registered address gets a copy too.  Automatic mail
 * (auto-replies, bounces, lists, our own) and a Message-ID seen before get
 * no answer.  The rate limit: a mail that holds commands from a registered
 * player (by address or by SIGNON) is always answered, for a refusal never
 * heard of makes a player miss a turn; any other mail (an unknown sender,
 * or no command: what a loop with an unmarked auto-responder looks like)
 * gets no answer once its address has had replies_per_hour answers in the
 * last hour (the commands still run).  Only answers count: the
 * notifications of games and contests do not (store_outbox_count_since).
 * No mail loop can form.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "game-champ.h"
#include "ingest.h"
#include "mail-net.h"
#include "mail-parse.h"
#include "outbox.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

int
ingest_init(struct ingest *in, struct store *st, const struct conf *conf,
    char **cause)
{
	memset(in, 0, sizeof *in);
	in->st = st;
	in->conf = conf;
	in->source = "stdin";
	if ((in->tpl = report_templates_open(conf->templates, cause)) == NULL)
		return -1;
	report_templates_set_base_url(in->tpl, conf->base_url);
	game_ctx_init(&in->game, st, conf, in->tpl);
	in->tried = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free,
	    NULL);
	in->senders = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
	    g_free);
	/* A championship hears of its games' ends (a mail's last move). */
	game_champ_attach(&in->game);
	return 0;
}

void
ingest_render_aside(struct ingest *in)
{
	if (in->rend == NULL)
		in->rend = outbox_renderer_start(in->conf, in->tpl);
}

void
ingest_clear(struct ingest *in)
{
	char *cause = NULL;

	/* A batch never settled (its fetcher failed): nothing of it was
	 * told to its source, so nothing of it is kept. */
	if (in->st != NULL && store_in_batch(in->st)) {
		store_batch_rollback(in->st);
		outbox_renderer_abort(in->rend);
		in->nbatch = 0;
	}
	if (in->rend != NULL && outbox_renderer_save(in->rend, in->st, 1,
	    &cause) == -1) {
		log_warnx("saving the rendered answers (they are rendered "
		    "when sent): %s", cause);
		free(cause);
	}
	outbox_renderer_free(in->rend);
	in->rend = NULL;
	game_ctx_clear(&in->game);
	report_templates_free(in->tpl);
	in->tpl = NULL;
	if (in->tried != NULL)
		g_hash_table_destroy(in->tried);
	if (in->senders != NULL)
		g_hash_table_destroy(in->senders);
	in->tried = in->senders = NULL;
}

/* The sender of a spool row as the order keys it: its From address in
 * lower case, or "" (g_free). */
static char *
row_sender(const struct ingest *in, const struct spool_entry *e)
{
	struct mail_msg *msg;
	char *s;

	msg = mail_parse(e->raw, e->rawlen, &in->conf->limits, in->conf->loop);
	s = g_ascii_strdown(msg->from_addr != NULL ? msg->from_addr : "", -1);
	mail_msg_free(msg);
	return s;
}

/* Row id was kept back: it holds its sender's later rows. */
static void
keep_back(struct ingest *in, const struct spool_entry *e)
{
	long long *key = g_new(long long, 1);
	char *sender = row_sender(in, e);

	*key = e->id;
	g_hash_table_add(in->tried, key);
	if (!g_hash_table_contains(in->senders, sender))
		g_hash_table_insert(in->senders, sender,
		    g_strdup_printf("%lld", e->id));
	else
		g_free(sender);
}

/* Queue the answer for addr unless it is limited (not exempt) and the
 * address has had its answers for the hour.  0, 1 when withheld by the
 * rate limit, -1 with *cause (*permanent set when retrying cannot
 * help). */
static int
queue_answer(struct ingest *in, long long spool_id, const struct mail_msg *msg,
    struct report_reply *reply, const char *name, const char *addr,
    int exempt, long long now, int *permanent, char **cause)
{
	struct outbox_thread th = { msg->message_id, msg->references };
	long recent;

	if (!exempt) {
		if (store_outbox_count_since(in->st, addr,
		    now - 3600, &recent, cause) == -1)
			return -1;
		if (recent >= in->conf->replies_per_hour)
			return 1;
	}
	return outbox_queue_answer(in->rend, in->st, in->conf, in->tpl, reply,
	    name, addr, &th, spool_id, now, permanent, cause);
}

/* The notice for a mail that could not be read whole, if any. */
static void
notice_error(struct report_reply *reply, const struct mail_msg *msg,
    const struct conf *c, size_t rawlen)
{
	char a[32], b[32];

	switch (msg->error) {
	case MAIL_OK:
		break;
	case MAIL_ERR_TOO_BIG:
		/* In KB, rounded up: a mail just over the limit never shows
		 * the same size as the limit. */
		snprintf(a, sizeof a, "%zu", ((msg->size != 0 ? msg->size :
		    rawlen) + 1023) / 1024);
		snprintf(b, sizeof b, "%zu", (msg->limit != 0 ? msg->limit :
		    c->limits.max_size) / 1024);
		report_reply_notice(reply, "mail.too-big", "size", a, "max", b,
		    NULL);
		break;
	case MAIL_ERR_NO_TEXT:
		report_reply_notice(reply, "mail.no-text", NULL);
		break;
	case MAIL_ERR_TOO_MANY_LINES:
		snprintf(a, sizeof a, "%zu", c->limits.max_lines);
		report_reply_notice(reply, "mail.too-many-lines", "max", a,
		    NULL);
		break;
	case MAIL_ERR_UNREADABLE:
	case MAIL_ERR_TOO_DEEP:
	case MAIL_ERR_TOO_MANY_PARTS:
		report_reply_notice(reply, "mail.unreadable", "detail",
		    msg->error_detail != NULL ? msg->error_detail :
		    mail_error_str(msg->error), NULL);
		break;
	}
}

/* Process spool row id inside one transaction.  0 when its outcome is
 * committed, 1 when another process had processed it meanwhile (nothing
 * done); -1 with *cause otherwise (*permanent when retrying cannot
 * help). */
static int
process_row(struct ingest *in, const struct spool_entry *e, int *permanent,
    char **cause)
{
	const struct conf *c = in->conf;
	struct mail_msg *msg;
	struct report_reply *reply = NULL;
	struct player *known = NULL;
	struct cmd_ctx ctx;
	enum store_spool_status status = STORE_SPOOL_DONE;
	char *reason = NULL, *subject = NULL;
	long long now = in->now != 0 ? in->now : util_time(), other;
	size_t mark;
	int rc, answered = 0, withheld = 0, exempt;

	memset(&ctx, 0, sizeof ctx);
	mark = outbox_renderer_uncommitted(in->rend);
	msg = mail_parse(e->raw, e->rawlen, &c->limits, c->loop);
	/* A subject may carry a password too ("SIGNON ion secret"): never
	 * quoted back nor listed. */
	if (msg->subject != NULL)
		subject = cmd_mask_subject(msg->subject);
	if (store_begin(in->st, cause) == -1)
		goto fail_nt;
	/* The status again, now that the write transaction is ours. */
	if ((rc = store_spool_is_new(in->st, e->id, cause)) == -1)
		goto fail;
	if (rc == 0) {
		store_rollback(in->st);
		free(subject);
		mail_msg_free(msg);
		return 1;
	}
	if (msg->automatic != MAIL_AUTO_NONE) {
		status = STORE_SPOOL_IGNORED;
		reason = xstrdup(mail_auto_str(msg->automatic));
		goto record;
	}
	if (msg->message_id != NULL) {
		if ((rc = store_spool_find_message_id(in->st, msg->message_id,
		    e->id, &other, cause)) == -1)
			goto fail;
		if (rc == 0) {
			status = STORE_SPOOL_DUPLICATE;
			reason = g_strdup_printf("same Message-ID as message %lld",
			    other);
			goto record;
		}
	}
	if (msg->from_addr == NULL) {
		status = STORE_SPOOL_IGNORED;
		reason = xstrdup("no sender address (From): cannot answer");
		goto record;
	}
	/* The answer's language: the registered player's at this address. */
	if (store_player_by_email(in->st, msg->from_addr, &known, cause) == -1)
		goto fail;
	ctx.lang = xstrdup(known != NULL ? known->lang : c->lang);
	reply = report_reply_new(ctx.lang);
	report_reply_set_subject(reply, subject);
	notice_error(reply, msg, c, e->rawlen);
	ctx.st = in->st;
	ctx.conf = c;
	ctx.msg = msg;
	ctx.reply = reply;
	ctx.now = now;
	ctx.game = &in->game;
	ctx.spool_id = e->id;
	if (msg->text != NULL && (msg->error == MAIL_OK ||
	    msg->error == MAIL_ERR_TOO_MANY_LINES)) {
		if (cmd_run_text(&ctx, msg->text, cause) == -1)
			goto fail;
	}
	if (ctx.commands == 0 && msg->error == MAIL_OK)
		report_reply_notice(reply, "mail.no-commands", NULL);
	if (ctx.player != NULL &&
	    strcasecmp(ctx.player->email, msg->from_addr) != 0)
		report_reply_notice(reply, "mail.other-address", "from",
		    msg->from_addr, "registered", ctx.player->email, NULL);
	/* A registered player's commands are always answered. */
	exempt = (known != NULL || ctx.player != NULL) && ctx.known > 0;
	rc = queue_answer(in, e->id, msg, reply, msg->from_name,
	    msg->from_addr, exempt, now, permanent, cause);
	if (rc == -1)
		goto fail;
	if (rc == 1)
		withheld++;
	else
		answered++;
	if (ctx.player != NULL &&
	    strcasecmp(ctx.player->email, msg->from_addr) != 0) {
		report_reply_notice(reply, "mail.copy-for-registered", "from",
		    msg->from_addr, NULL);
		rc = queue_answer(in, e->id, msg, reply, ctx.player->name,
		    ctx.player->email, exempt, now, permanent, cause);
		if (rc == -1)
			goto fail;
		if (rc == 1)
			withheld++;
	}
	if (withheld > 0)
		reason = g_strdup_printf("answer withheld: more than %ld "
		    "answers to the address in an hour", c->replies_per_hour);
	else if (msg->error != MAIL_OK)
		reason = xstrdup(msg->error_detail != NULL ? msg->error_detail :
		    mail_error_str(msg->error));
record:
	if (store_spool_set(in->st, e->id, status, reason, msg->message_id,
	    msg->from_addr, subject, now, cause) == -1)
		goto fail;
	if (store_commit(in->st, cause) == -1)
		goto fail_nt;
	/* In a batch its answers wait for the batch's commit. */
	if (!store_in_batch(in->st))
		outbox_renderer_commit(in->rend);
	if (answered)
		in->answered++;
	else
		in->silent++;
	free(reason);
	free(subject);
	store_player_free(known);
	cmd_ctx_clear(&ctx);
	report_reply_free(reply);
	mail_msg_free(msg);
	return 0;
fail:
	store_rollback(in->st);
fail_nt:
	outbox_renderer_abort_to(in->rend, mark);
	free(reason);
	free(subject);
	store_player_free(known);
	cmd_ctx_clear(&ctx);
	report_reply_free(reply);
	mail_msg_free(msg);
	return -1;
}

/* Process one spool row; a permanent failure is recorded on the row. */
static int
process_id(struct ingest *in, long long id, char **cause)
{
	struct spool_entry *e = NULL;
	char *err = NULL;
	int permanent = 0, rc, fresh = 0;

	if ((rc = store_spool_get(in->st, id, &e, cause)) != 0)
		return rc == 1 ? 0 : -1;
	if (e->status != STORE_SPOOL_NEW) {
		store_spool_entry_free(e);
		return 0;
	}
	/* Behind an earlier message of its sender kept back: it waits. */
	if (in->senders != NULL && g_hash_table_size(in->senders) > 0) {
		char *sender = row_sender(in, e);
		const char *first = g_hash_table_lookup(in->senders, sender);

		g_free(sender);
		if (first != NULL) {
			log_info("message %lld waits for message %s of the same "
			    "sender, kept back: both are processed in order at "
			    "the next run", id, first);
			in->held++;
			store_spool_entry_free(e);
			return 0;
		}
	}
	if (process_row(in, e, &permanent, &err) >= 0) {
		store_spool_entry_free(e);
		return 0;
	}
	if (!permanent) {
		if (in->tried != NULL)
			keep_back(in, e);
		*cause = g_strdup_printf("message %lld (kept, it will be "
		    "processed again): %s", id, err);
		free(err);
		store_spool_entry_free(e);
		return -1;
	}
	log_warnx("message %lld cannot be processed: %s; it is kept in the "
	    "spool as failed ('scrabmail spool retry %lld' once fixed)", id,
	    err, id);
	rc = 0;
	if (store_begin(in->st, cause) == -1 ||
	    (fresh = store_spool_is_new(in->st, id, cause)) == -1 ||
	    (fresh == 1 && store_spool_set(in->st, id, STORE_SPOOL_FAILED, err,
	    NULL, NULL, NULL, util_time(), cause) == -1) ||
	    store_commit(in->st, cause) == -1) {
		store_rollback(in->st);
		rc = -1;
	} else if (fresh == 1)
		in->failed++;
	free(err);
	store_spool_entry_free(e);
	return rc;
}

/* Process the rows still new older than id that this run has not kept
 * back, oldest first.  0, or -1 with *cause when the spool cannot be
 * read or three in a row were kept back. */
static int
process_before(struct ingest *in, long long id, char **cause)
{
	long long *ids = NULL;
	size_t n, i;
	int kept = 0;

	if (store_spool_pending(in->st, &ids, &n, cause) == -1)
		return -1;
	for (i = 0; i < n && ids[i] < id; i++) {
		if (in->stop != NULL && *in->stop)
			break;
		if (in->tried != NULL &&
		    g_hash_table_contains(in->tried, &ids[i]))
			continue;
		if (process_id(in, ids[i], cause) == 0) {
			kept = 0;
			continue;
		}
		if (++kept == 3) {
			free(ids);
			return -1;
		}
		log_warnx("%s", *cause);
		free(*cause);
		*cause = NULL;
	}
	free(ids);
	return 0;
}

int
ingest_message(struct ingest *in, const char *source, const char *ref,
    const char *raw, size_t len, char **cause)
{
	long long id;
	char *err = NULL, *small = NULL;
	int rc;

	/* Over the storing limit: its headers only (a fetcher that asked
	 * the size first gave no more; stdin is cut here). */
	if (len > in->conf->max_message_size &&
	    g_ascii_strncasecmp(raw, MAIL_OVERSIZED_HEADER ":",
	    strlen(MAIL_OVERSIZED_HEADER ":")) != 0) {
		small = mail_oversized(raw, len, len, in->conf->max_message_size,
		    &len);
		raw = small;
	}
	rc = store_spool_add(in->st, source, ref, raw, len, &id, cause);
	free(small);
	if (rc == -1)
		return -1;
	if (rc == 1)
		in->seen++;
	else
		in->stored++;
	/* Stored: whatever happens now, the message is safe.  Older ones
	 * still new go first. */
	if (process_before(in, id, &err) == -1) {
		log_warnx("%s", err);
		free(err);
		err = NULL;
	}
	if (process_id(in, id, &err) == -1) {
		log_warnx("%s", err);
		free(err);
	}
	return 0;
}

int
ingest_pending(struct ingest *in, char **cause)
{
	return process_before(in, (long long)1 << 62, cause);
}

/* The counters of a batch's start, put back when it is lost. */
static void
counts_keep(struct ingest *in)
{
	in->kept[0] = in->stored;
	in->kept[1] = in->seen;
	in->kept[2] = in->answered;
	in->kept[3] = in->silent;
	in->kept[4] = in->failed;
	in->kept[5] = in->held;
}

static void
counts_restore(struct ingest *in)
{
	in->stored = in->kept[0];
	in->seen = in->kept[1];
	in->answered = in->kept[2];
	in->silent = in->kept[3];
	in->failed = in->kept[4];
	in->held = in->kept[5];
}

/* Commit the open batch (if any), then hand its answers to the renderer
 * and save what came back.  0, or -1 (logged): nothing of the batch was
 * applied, its messages are left in their source. */
static int
batch_commit(struct ingest *in)
{
	char *cause = NULL;
	size_t n = in->nbatch;

	if (!store_in_batch(in->st))
		return 0;
	in->nbatch = 0;
	if (store_batch_commit(in->st, &cause) == -1) {
		outbox_renderer_abort(in->rend);
		/* The run's memory of rows kept back may name some of the
		 * batch's: holding more back is safe, and the fetcher stops. */
		counts_restore(in);
		log_warnx("%zu %s not stored (%s): left in the mailbox for the "
		    "next run", n, util_noun((long long)n, "message",
		    "messages"), cause);
		free(cause);
		return -1;
	}
	outbox_renderer_commit(in->rend);
	if (outbox_renderer_save(in->rend, in->st, 0, &cause) == -1) {
		log_warnx("saving the rendered answers (they are rendered "
		    "when sent): %s", cause);
		free(cause);
	}
	return 0;
}

void
ingest_batch(struct ingest *in, size_t max)
{
	/* A batch its fetcher never settled (it failed): nothing of it was
	 * told to the source, so nothing of it is kept. */
	if (store_in_batch(in->st)) {
		store_batch_rollback(in->st);
		outbox_renderer_abort(in->rend);
		counts_restore(in);
		in->nbatch = 0;
	}
	in->batch_max = max > 1 ? max : 0;
}

int
ingest_fetch_cb(void *arg, const char *ref, const char *raw, size_t len)
{
	struct ingest *in = arg;
	char *cause = NULL;

	/* The fetcher settles what it holds. */
	if (raw == NULL)
		return batch_commit(in) == 0 ? MAIL_FETCH_STORED :
		    MAIL_FETCH_UNDONE;
	if (in->stop != NULL && *in->stop)
		return batch_commit(in) == 0 ? MAIL_FETCH_STOP :
		    MAIL_FETCH_UNDONE;
	if (in->batch_max > 0 && !store_in_batch(in->st)) {
		if (store_batch_begin(in->st, &cause) == -1) {
			log_warnx("%s: not stored, left in the mailbox for "
			    "the next run: %s", ref != NULL ? ref :
			    in->source, cause);
			free(cause);
			return MAIL_FETCH_KEEP;
		}
		counts_keep(in);
	}
	if (ingest_message(in, in->source, ref, raw, len, &cause) == -1) {
		log_warnx("%s: not stored, left in the mailbox for the next "
		    "run: %s", ref != NULL ? ref : in->source, cause);
		free(cause);
		/* The messages before it in the batch are kept. */
		return batch_commit(in) == 0 ? MAIL_FETCH_KEEP :
		    MAIL_FETCH_UNDONE;
	}
	if (store_in_batch(in->st)) {
		if (++in->nbatch < in->batch_max)
			return MAIL_FETCH_HELD;
		return batch_commit(in) == 0 ? MAIL_FETCH_STORED :
		    MAIL_FETCH_UNDONE;
	}
	if (outbox_renderer_save(in->rend, in->st, 0, &cause) == -1) {
		log_warnx("saving the rendered answers (they are rendered "
		    "when sent): %s", cause);
		free(cause);
	}
	return MAIL_FETCH_STORED;
}
