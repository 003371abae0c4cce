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
/* Permanent refusals in a row taken as the server's problem. */
#define OUTBOX_REFUSED_AFTER	3
/* How long a claimed row is kept from other senders: longer than one
 * attempt can take; after a crash the row is due again then. */
#define OUTBOX_CLAIM_SECONDS	900

/* The whole message, composed from our address: malloc'ed, or NULL with
 * *cause (a bad address). */
static char *
compose(const struct conf *c, const char *subject, const char *text,
    const char *html, const char *name, const char *addr, const char *mid,
    const struct outbox_thread *thread, long long date, size_t *len,
    char **cause)
{
	struct mail_out out;
	char *refs = NULL, *raw;

	memset(&out, 0, sizeof out);
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
	out.date = date;
	out.loop_tag = c->loop;
	out.auto_submitted = thread != NULL ? "auto-replied" : "auto-generated";
	out.text = text;
	out.html = html;
	raw = mail_compose(&out, len, cause);
	free(refs);
	return raw;
}

/* A copy of the rendered text s (NULL: NULL) with every occurrence of
 * each secret replaced by as many stars; malloc'ed.  The rendered text
 * and HTML hold the secrets as they are, before any transfer encoding
 * could cut them. */
static char *
masked_text(const char *s, const char *const *secrets)
{
	char *m, *p;
	size_t i, n;

	if (s == NULL)
		return NULL;
	m = xstrdup(s);
	for (i = 0; secrets[i] != NULL; i++) {
		n = strlen(secrets[i]);
		for (p = m; n > 0 && (p = strstr(p, secrets[i])) != NULL;
		    p += n)
			memset(p, '*', n);
	}
	return m;
}

/* The name a mail to name at addr greets and is addressed to: the real
 * name of the registered player of that login and address when there is
 * one (malloc'ed), else NULL (name as it is).  A storage error only costs
 * the real name. */
static char *
shown_name(struct store *st, const char *name, const char *addr)
{
	struct player *p = NULL;
	char *cause = NULL, *real = NULL;

	if (name == NULL || *name == '\0' || addr == NULL)
		return NULL;
	if (store_player_find(st, name, &p, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
		return NULL;
	}
	if (p != NULL && p->real_name != NULL &&
	    g_ascii_strcasecmp(p->email, addr) == 0) {
		real = p->real_name;
		p->real_name = NULL;
	}
	store_player_free(p);
	return real;
}

int
outbox_queue(struct store *st, const struct conf *c,
    struct report_templates *tpl, struct report_reply *reply,
    const char *name, const char *addr, const struct outbox_thread *thread,
    long long spool_id, long long now, int *permanent, char **cause)
{
	char *subject = NULL, *text = NULL, *html = NULL, *raw = NULL;
	char *mid = NULL, *real;
	size_t len;
	int ret = -1;

	if ((real = shown_name(st, name, addr)) != NULL)
		name = real;
	report_reply_set_to(reply, name, addr);
	if (report_reply_render(tpl, reply, &subject, &text, &html,
	    cause) == -1) {
		*permanent = 1;
		goto out;
	}
	mid = mail_compose_message_id(c->domain);
	if ((raw = compose(c, subject, text, html, name, addr, mid, thread,
	    now, &len, cause)) == NULL) {
		*permanent = 1;
		goto out;
	}
	if (store_outbox_add(st, spool_id, c->address, addr, subject, mid,
	    raw, len, now, cause) == -1)
		goto out;
	if (report_reply_secrets(reply) != NULL) {
		/* The same mail with stars, kept once it is sent. */
		char *mt, *mh, *m;
		size_t mlen;

		mt = masked_text(text, report_reply_secrets(reply));
		mh = masked_text(html, report_reply_secrets(reply));
		m = compose(c, subject, mt, mh, name, addr, mid, thread, now,
		    &mlen, cause);
		free(mt);
		free(mh);
		if (m == NULL) {
			*permanent = 1;
			goto out;
		}
		ret = store_outbox_mask_last(st, m, mlen, cause);
		free(m);
		if (ret == -1)
			goto out;
	}
	ret = 0;
out:
	if (report_reply_secrets(reply) != NULL) {
		if (text != NULL)
			explicit_bzero(text, strlen(text));
		if (html != NULL)
			explicit_bzero(html, strlen(html));
		if (raw != NULL)
			explicit_bzero(raw, len);
	}
	free(subject);
	free(text);
	free(html);
	free(raw);
	free(mid);
	free(real);
	return ret;
}

/* The texts of memo m not stored yet, stored (in the set the memo
 * remembers, or a new one): *id is the set.  0, or -1 with *cause. */
static int
save_shared(struct store *st, struct report_reply_memo *m, long long *id,
    char **cause)
{
	size_t i, n = report_reply_memo_count(m);

	report_reply_memo_saved(m, id, &i);
	for (; i < n; i++)
		if (store_outbox_shared_add(st, id, (long long)i,
		    report_reply_memo_text(m, i), cause) == -1)
			return -1;
	report_reply_memo_set_saved(m, *id, n);
	return 0;
}

int
outbox_queue_deferred(struct store *st, const struct conf *c,
    struct report_reply *reply, const char *name, const char *addr,
    long long spool_id, long long now, char **cause)
{
	struct report_reply_memo *m = report_reply_get_memo(reply);
	char *xml = NULL, *mid = NULL, *real;
	long long shared = 0;
	int rc = -1;

	if ((real = shown_name(st, name, addr)) != NULL)
		name = real;
	report_reply_set_to(reply, name, addr);
	if (m != NULL && report_reply_memo_count(m) > 0) {
		/* The long texts every mail of the memo repeats: once in the
		 * outbox, the row refers to them. */
		if (save_shared(st, m, &shared, cause) == -1)
			goto out;
		xml = report_reply_xml_shared(reply);
	} else
		xml = report_reply_xml(reply);
	mid = mail_compose_message_id(c->domain);
	rc = store_outbox_add_deferred(st, spool_id, c->address, addr, name,
	    mid, xml, shared, now, cause);
out:
	free(mid);
	free(xml);
	free(real);
	return rc;
}

/* e's xml with the shared texts it refers to put back (nothing to do for
 * a row that refers to none).  0, or -1 with *cause (*permanent when the
 * texts are missing). */
static int
expand_shared(struct store *st, struct outbox_entry *e, int *permanent,
    char **cause)
{
	char **texts = NULL, *x;
	size_t n;

	if (e->shared == 0 || e->xml == NULL)
		return 0;
	if (store_outbox_shared_get(st, e->shared, &texts, &n, cause) == -1)
		return -1;
	x = report_reply_xml_expand(e->xml, (const char *const *)texts, n,
	    cause);
	store_outbox_shared_free(texts);
	if (x == NULL) {
		*permanent = 1;
		return -1;
	}
	free(e->xml);
	e->xml = x;
	e->shared = 0;
	return 0;
}

int
outbox_get(struct store *st, long long id, struct outbox_entry **out,
    char **cause)
{
	int rc, permanent = 0;

	if ((rc = store_outbox_get(st, id, out, cause)) != 0)
		return rc;
	if (expand_shared(st, *out, &permanent, cause) == -1) {
		store_outbox_entry_free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

int
outbox_render(struct store *st, const struct conf *c,
    struct report_templates *tpl, struct outbox_entry *e, int save,
    int *permanent, char **cause)
{
	char *subject = NULL, *text = NULL, *html = NULL, *raw = NULL;
	long long date;
	size_t len;
	int ret = -1;

	if (e->rawlen > 0 || e->xml == NULL)
		return 0;
	if (expand_shared(st, e, permanent, cause) == -1)
		return -1;
	if (report_reply_render_xml(tpl, e->xml, &subject, &text, &html,
	    cause) == -1) {
		*permanent = 1;
		goto out;
	}
	if (util_parse_iso8601(e->created, &date) == -1)
		date = util_time();
	if ((raw = compose(c, subject, text, html, e->to_name, e->rcpt,
	    e->message_id, NULL, date, &len, cause)) == NULL) {
		*permanent = 1;
		goto out;
	}
	if (save && store_outbox_set_raw(st, e->id, subject, raw, len,
	    cause) == -1)
		goto out;
	free(e->raw);
	free(e->subject);
	e->raw = raw;
	e->rawlen = len;
	e->subject = subject;
	raw = subject = NULL;
	ret = 0;
out:
	free(subject);
	free(text);
	free(html);
	free(raw);
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

/* A permanent refusal not yet recorded: the row stays claimed until the
 * next rows say whether the server refuses everything. */
struct refusal {
	long long	 id;
	long long	 created;
	int		 attempts;	/* before this one */
	char		*err;
	char		*rcpt;
};

/* One attempt at row id.  1 when the server seems down (a temporary
 * failure), 2 when it refused the message for good (*ref filled, nothing
 * recorded: the caller does), 0 otherwise; -1 with *cause on a database
 * failure. */
static int
send_one(struct store *st, const struct conf *conf,
    struct report_templates *tpl, struct mail_sender *snd, long long id,
    struct outbox_result *res, struct refusal *ref, char **cause)
{
	struct outbox_entry *e = NULL;
	char *err = NULL, *key;
	long long now, created, next;
	int rc, ret = 0;

	/* Claimed first: another sender that read the same row as due
	 * finds it taken. */
	now = util_time();
	if ((rc = store_outbox_claim(st, id, now, now + OUTBOX_CLAIM_SECONDS,
	    cause)) != 0)
		return rc == 1 ? 0 : -1;
	if ((rc = store_outbox_get(st, id, &e, cause)) != 0)
		return rc == 1 ? 0 : -1;
	/* A mail queued as its data is rendered now, and kept. */
	if (e->rawlen == 0 && e->xml != NULL) {
		int permanent = 0;

		if (outbox_render(st, conf, tpl, e, 1, &permanent, &err) == -1) {
			if (!permanent) {
				*cause = err;
				store_outbox_entry_free(e);
				return -1;
			}
			log_warnx("mail %lld to %s cannot be rendered: %s; it "
			    "stays failed until the templates are fixed", id,
			    e->rcpt, err);
			rc = store_outbox_attempt_failed(st, id, 0, err, cause);
			free(err);
			store_outbox_entry_free(e);
			if (rc == 0)
				res->failed++;
			return rc;
		}
	}
	/* The row's id and Message-ID name it for good (a Maildir file
	 * written once). */
	key = g_strdup_printf("%lld.%.*s", id, (int)strcspn(e->message_id +
	    (e->message_id[0] == '<'), ">"), e->message_id +
	    (e->message_id[0] == '<'));
	rc = mail_sender_send(snd, e->sender, e->rcpt, key, e->raw, e->rawlen,
	    &err);
	g_free(key);
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
	if (rc == MAIL_SEND_PERMFAIL) {
		ref->id = id;
		ref->created = created;
		ref->attempts = e->attempts;
		ref->err = err != NULL ? err : xstrdup("refused");
		ref->rcpt = xstrdup(e->rcpt);
		err = NULL;
		ret = 2;
		goto out;
	}
	if (next - created > conf->give_up_hours * 3600) {
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

/* The refusals held, recorded: given up (failed) when they were the
 * addresses' (some other mail went through, or the run ended) or are older
 * than give_up_hours, else kept queued and due again after the usual
 * delay.  0 or -1. */
static int
settle(struct store *st, const struct conf *conf, struct refusal *held,
    size_t *nheld, int server, struct outbox_result *res, char **cause)
{
	long long now = util_time(), next;
	size_t i;
	int ret = 0;

	for (i = 0; i < *nheld; i++) {
		struct refusal *r = &held[i];

		next = now + outbox_backoff(r->attempts + 1);
		if (ret == 0 && (!server ||
		    next - r->created > conf->give_up_hours * 3600)) {
			log_warnx("mail %lld to %s: given up: %s", r->id,
			    r->rcpt, r->err);
			if (store_outbox_attempt_failed(st, r->id, 0, r->err,
			    cause) == -1)
				ret = -1;
			else
				res->failed++;
		} else if (ret == 0) {
			if (store_outbox_attempt_failed(st, r->id, next,
			    r->err, cause) == -1)
				ret = -1;
			else
				res->refused++;
		}
		free(r->err);
		free(r->rcpt);
	}
	*nheld = 0;
	return ret;
}

int
outbox_flush(struct store *st, const struct conf *conf,
    struct report_templates *tpl, const struct mail_account *sink,
    volatile sig_atomic_t *stop, struct outbox_result *res, char **cause)
{
	struct mail_sender *snd = NULL;
	struct refusal held[OUTBOX_REFUSED_AFTER];
	char *err = NULL;
	long long *ids = NULL;
	size_t n, i, nheld = 0;
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
			if ((rc = send_one(st, conf, tpl, snd, ids[i], res,
			    &held[nheld], cause)) == -1)
				goto out;
			if (rc == 2 && ++nheld == OUTBOX_REFUSED_AFTER) {
				log_errx("the mail server refused %d mails in "
				    "a row for good (last: %s): taken as a "
				    "problem of the server (relay access, "
				    "authentication?), not of the addresses; "
				    "they stay queued, the rest waits: fix the "
				    "[smtp] settings or the server",
				    OUTBOX_REFUSED_AFTER,
				    held[nheld - 1].err);
				if (settle(st, conf, held, &nheld, 1, res,
				    cause) == -1)
					goto out;
				goto done;
			}
			if (rc != 2 && settle(st, conf, held, &nheld, 0, res,
			    cause) == -1)
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
	/* Refusals of the run's last rows: the addresses'. */
	if (settle(st, conf, held, &nheld, 0, res, ret == 0 ? cause :
	    &err) == -1) {
		if (ret == 0)
			ret = -1;
		else
			free(err);
	}
	free(ids);
	mail_sender_free(snd);
	return ret;
}
