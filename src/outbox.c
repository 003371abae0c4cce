/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * outbox.c: the sending loop over the outbox.  See outbox.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "mail-compose.h"
#include "mail-net.h"
#include "outbox.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

#define OUTBOX_BATCH		100
#define OUTBOX_MAX_DELAY	(4 * 3600)
#define OUTBOX_DOWN_AFTER	3

int
outbox_queue(struct store *st, const struct conf *c,
    struct report_templates *tpl, struct report_reply *reply,
    const char *name, const char *addr, const struct outbox_thread *thread,
    long long spool_id, long long now, int *permanent, char **cause)
{
	struct mail_out out;
	char *subject = NULL, *text = NULL, *raw = NULL, *refs = NULL;
	char *mid = NULL;
	size_t len;
	int ret = -1;

	report_reply_set_to(reply, name, addr);
	if (report_reply_render(tpl, reply, &subject, &text, cause) == -1) {
		*permanent = 1;
		goto out;
	}
	memset(&out, 0, sizeof out);
	mid = mail_compose_message_id(c->domain);
	if (thread != NULL && thread->message_id != NULL)
		refs = thread->references != NULL ?
		    g_strdup_printf("%s %s", thread->references,
		    thread->message_id) : xstrdup(thread->message_id);
	else if (thread != NULL && thread->references != NULL)
		refs = xstrdup(thread->references);
	out.from_addr = c->address;
	out.from_name = c->name;
	out.to_addr = addr;
	out.to_name = name;
	out.subject = subject;
	out.message_id = mid;
	out.in_reply_to = thread != NULL ? thread->message_id : NULL;
	out.references = refs;
	out.date = now;
	out.loop_tag = c->loop;
	out.auto_submitted = thread != NULL ? "auto-replied" : "auto-generated";
	out.text = text;
	if ((raw = mail_compose(&out, &len, cause)) == NULL) {
		*permanent = 1;
		goto out;
	}
	if (store_outbox_add(st, spool_id, c->address, addr, subject, mid, raw,
	    len, now, cause) == -1)
		goto out;
	ret = 0;
out:
	free(subject);
	free(text);
	free(raw);
	free(refs);
	free(mid);
	return ret;
}

long long
outbox_backoff(int attempts)
{
	long long d = 60;

	while (--attempts > 0 && d < OUTBOX_MAX_DELAY)
		d *= 2;
	return d < OUTBOX_MAX_DELAY ? d : OUTBOX_MAX_DELAY;
}

/* One attempt at row id.  1 when the server seems down (a temporary
 * failure), 0 otherwise; -1 with *cause on a database failure. */
static int
send_one(struct store *st, const struct conf *conf, struct mail_sender *snd,
    long long id, struct outbox_result *res, char **cause)
{
	struct outbox_entry *e = NULL;
	char *err = NULL;
	long long now, created, next;
	int rc, ret = 0;

	if ((rc = store_outbox_get(st, id, &e, cause)) != 0)
		return rc == 1 ? 0 : -1;
	rc = mail_sender_send(snd, e->sender, e->rcpt, e->raw, e->rawlen, &err);
	now = util_time();
	if (rc == MAIL_SEND_OK) {
		if (store_outbox_sent(st, id, now, cause) == -1)
			ret = -1;
		else
			res->sent++;
		goto out;
	}
	if (util_parse_iso8601(e->created, &created) == -1)
		created = now;
	next = now + outbox_backoff(e->attempts + 1);
	if (rc == MAIL_SEND_PERMFAIL ||
	    next - created > conf->give_up_hours * 3600) {
		log_warnx("mail %lld to %s: given up: %s", id, e->rcpt,
		    err != NULL ? err : "refused");
		if (store_outbox_attempt_failed(st, id, 0, err, cause) == -1)
			ret = -1;
		else
			res->failed++;
	} else {
		log_warnx("mail %lld to %s: will retry: %s", id, e->rcpt,
		    err != NULL ? err : "temporary failure");
		if (store_outbox_attempt_failed(st, id, next, err, cause) == -1)
			ret = -1;
		else {
			res->deferred++;
			ret = 1;
		}
	}
out:
	free(err);
	store_outbox_entry_free(e);
	return ret;
}

int
outbox_flush(struct store *st, const struct conf *conf,
    const struct mail_account *sink, volatile sig_atomic_t *stop,
    struct outbox_result *res, char **cause)
{
	struct mail_sender *snd = NULL;
	long long *ids = NULL;
	size_t n, i;
	int rc, down = 0, ret = -1;

	memset(res, 0, sizeof *res);
	for (;;) {
		if (store_outbox_due(st, util_time(), OUTBOX_BATCH, &ids, &n,
		    cause) == -1)
			goto out;
		if (n == 0)
			break;
		if (snd == NULL && (snd = mail_sender_new(sink, cause)) == NULL)
			goto out;
		for (i = 0; i < n; i++) {
			if (stop != NULL && *stop)
				goto done;
			if ((rc = send_one(st, conf, snd, ids[i], res,
			    cause)) == -1)
				goto out;
			down = rc == 1 ? down + 1 : 0;
			if (down >= OUTBOX_DOWN_AFTER) {
				log_warnx("the mail server seems down (%d "
				    "failures in a row): the rest waits for "
				    "the next run", down);
				goto done;
			}
		}
		free(ids);
		ids = NULL;
	}
done:
	ret = 0;
out:
	free(ids);
	mail_sender_free(snd);
	return ret;
}
