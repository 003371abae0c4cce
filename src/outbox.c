/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * outbox.c: queueing mail, the answers' renderer (a second process) and
 * the sending loop over the outbox.  See outbox.h.
 */
#include "config.h"

#include <sys/socket.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* The References header of an answer in thread (NULL: none): malloc'ed,
 * or NULL. */
static char *
thread_refs(const struct outbox_thread *thread)
{
	if (thread != NULL && thread->message_id != NULL)
		return thread->references != NULL ?
		    g_strdup_printf("%s %s", thread->references,
		    thread->message_id) : xstrdup(thread->message_id);
	if (thread != NULL && thread->references != NULL)
		return xstrdup(thread->references);
	return NULL;
}

/* The whole message, composed from our address: malloc'ed, or NULL with
 * *cause (a bad address).  answer: an answer to a mail (its Message-ID
 * in_reply_to and References refs, either may be NULL), else a notice. */
static char *
compose(const struct conf *c, const char *subject, const char *text,
    const char *html, const char *name, const char *addr, const char *mid,
    int answer, const char *in_reply_to, const char *refs, long long date,
    size_t *len, char **cause)
{
	struct mail_out out;

	memset(&out, 0, sizeof out);
	out.from_addr = c->address;
	out.from_name = c->name;
	out.to_addr = addr;
	out.to_name = name;
	out.subject = subject;
	out.message_id = mid;
	out.in_reply_to = answer ? in_reply_to : NULL;
	out.references = answer ? refs : NULL;
	out.date = date;
	out.loop_tag = c->loop;
	out.auto_submitted = answer ? "auto-replied" : "auto-generated";
	out.text = text;
	out.html = html;
	return mail_compose(&out, len, cause);
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
	char *mid = NULL, *real, *refs = thread_refs(thread);
	const char *irt = thread != NULL ? thread->message_id : NULL;
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
	if ((raw = compose(c, subject, text, html, name, addr, mid,
	    thread != NULL, irt, refs, now, &len, cause)) == NULL) {
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
		m = compose(c, subject, mt, mh, name, addr, mid,
		    thread != NULL, irt, refs, now, &mlen, cause);
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
	free(refs);
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
	    e->message_id, e->answer, e->in_reply_to, e->refs, date, &len,
	    cause)) == NULL) {
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

/* --- the answers' renderer -------------------------------------------- */

/* Answers handed to the renderer and not yet back, with those waiting
 * for their transaction's commit: beyond, the caller renders the next one
 * itself (the renderer is behind: both processes work).  16 beyond what a
 * batch of ingest holds back until its commit (INGEST_BATCH, 32): with
 * 16 alone, the uncommitted answers of a batch would make the caller
 * render half of each batch itself. */
#define RENDER_BACKLOG		48
/* Results saved in one transaction (outbox_renderer_save without wait). */
#define RENDER_SAVE_EVERY	32
/* A frame: its length (4 bytes, this machine's order: both ends are this
 * program) and that many bytes of fields, each a 64-bit number or a
 * string (its length in 4 bytes, UINT32_MAX for NULL, then its bytes).
 * A request: row id, date, Message-ID, name, address, in-reply-to,
 * references, xml.  A result: row id, 1 (rendered) or 0, Message-ID,
 * then the subject and the message, or the cause. */
#define RENDER_FRAME_MAX	(64U * 1024 * 1024)

struct render_done {
	long long	 id;
	char		*mid;
	char		*subject;
	char		*raw;
	size_t		 len;
};

struct outbox_renderer {
	pid_t			 pid;
	int			 fd;		/* ours (read and written without
						   blocking); -1: the renderer
						   is gone */
	GString			*uncommitted;	/* requests of the caller's
						   open transaction */
	size_t			 nuncommitted;
	GString			*out;		/* requests not yet written */
	size_t			 outpos;
	GString			*in;		/* bytes of results read */
	size_t			 outstanding;	/* written or to write, not
						   back */
	GPtrArray		*done;		/* struct render_done */
};

static void
put_i64(GString *g, long long v)
{
	int64_t x = v;

	g_string_append_len(g, (const char *)&x, sizeof x);
}

static void
put_str(GString *g, const char *s, size_t n)
{
	uint32_t l = s == NULL ? UINT32_MAX : (uint32_t)n;

	g_string_append_len(g, (const char *)&l, sizeof l);
	if (s != NULL)
		g_string_append_len(g, s, (gssize)n);
}

static void
put_cstr(GString *g, const char *s)
{
	put_str(g, s, s != NULL ? strlen(s) : 0);
}

/* A frame begun in g (its length filled by frame_end). */
static size_t
frame_begin(GString *g)
{
	size_t at = g->len;

	g_string_append_len(g, "\0\0\0\0", 4);
	return at;
}

static void
frame_end(GString *g, size_t at)
{
	uint32_t l = (uint32_t)(g->len - at - 4);

	memcpy(g->str + at, &l, sizeof l);
}

/* Reading a frame's fields: a field past its end sets bad. */
struct rd {
	const char	*p;
	size_t		 n;
	int		 bad;
};

static long long
get_i64(struct rd *r)
{
	int64_t x = 0;

	if (r->n < sizeof x) {
		r->bad = 1;
		return 0;
	}
	memcpy(&x, r->p, sizeof x);
	r->p += sizeof x;
	r->n -= sizeof x;
	return x;
}

/* The next string field, malloc'ed (NUL-terminated; *len its length when
 * len is not NULL), or NULL (a NULL field, or bad). */
static char *
get_str(struct rd *r, size_t *len)
{
	uint32_t l;
	char *s;

	if (r->n < sizeof l) {
		r->bad = 1;
		return NULL;
	}
	memcpy(&l, r->p, sizeof l);
	r->p += sizeof l;
	r->n -= sizeof l;
	if (l == UINT32_MAX)
		return NULL;
	if (r->n < l) {
		r->bad = 1;
		return NULL;
	}
	s = xmalloc((size_t)l + 1);
	memcpy(s, r->p, l);
	s[l] = '\0';
	r->p += l;
	r->n -= l;
	if (len != NULL)
		*len = l;
	return s;
}

/* In the renderer: all n bytes of p read from fd.  1, 0 at the end of
 * the stream before any, -1 on an error or a cut frame. */
static int
read_all(int fd, char *p, size_t n)
{
	size_t got = 0;
	ssize_t r;

	while (got < n) {
		r = read(fd, p + got, n - got);
		if (r == -1 && errno == EINTR)
			continue;
		if (r <= 0)
			return r == 0 && got == 0 ? 0 : -1;
		got += (size_t)r;
	}
	return 1;
}

static int
write_all(int fd, const char *p, size_t n)
{
	ssize_t w;

	while (n > 0) {
		w = send(fd, p, n, MSG_NOSIGNAL);
		if (w == -1 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* One request rendered into the result g, as outbox_queue renders and
 * composes. */
static void
render_one(const struct conf *c, struct report_templates *tpl, struct rd *r,
    GString *g)
{
	char *mid, *name, *addr, *irt, *refs, *xml, *subject = NULL;
	char *text = NULL, *html = NULL, *raw = NULL, *cause = NULL;
	long long id, date;
	size_t len = 0, at;

	id = get_i64(r);
	date = get_i64(r);
	mid = get_str(r, NULL);
	name = get_str(r, NULL);
	addr = get_str(r, NULL);
	irt = get_str(r, NULL);
	refs = get_str(r, NULL);
	xml = get_str(r, NULL);
	if (r->bad || mid == NULL || addr == NULL || xml == NULL)
		cause = xstrdup("the renderer was given a bad request");
	else if (report_reply_render_xml(tpl, xml, &subject, &text, &html,
	    &cause) == 0)
		raw = compose(c, subject, text, html, name, addr, mid, 1, irt,
		    refs, date, &len, &cause);
	at = frame_begin(g);
	put_i64(g, id);
	put_i64(g, raw != NULL);
	put_cstr(g, mid);
	if (raw != NULL) {
		put_cstr(g, subject);
		put_str(g, raw, len);
	} else
		put_cstr(g, cause != NULL ? cause : "rendering failed");
	frame_end(g, at);
	free(mid);
	free(name);
	free(addr);
	free(irt);
	free(refs);
	free(xml);
	free(subject);
	free(text);
	free(html);
	free(raw);
	free(cause);
}

/* The renderer process: requests read from fd, results written back,
 * until the stream ends (the caller is done, or died); never returns. */
static void
renderer_main(int fd, pid_t parent, const struct conf *c,
    struct report_templates *tpl)
{
	GString *req = g_string_new(NULL), *res = g_string_new(NULL);
	uint32_t l;
	struct rd r;
	int rc;

#ifdef __linux__
	/* Dies with its caller: a killed ingest leaves no renderer. */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
	if (getppid() != parent)
		_exit(1);
	/* A reload is its caller's (the daemon's SIGHUP): it goes on. */
	signal(SIGHUP, SIG_IGN);
	for (;;) {
		if ((rc = read_all(fd, (char *)&l, sizeof l)) <= 0)
			_exit(rc == 0 ? 0 : 1);
		if (l > RENDER_FRAME_MAX)
			_exit(1);
		g_string_set_size(req, l);
		if (read_all(fd, req->str, l) != 1)
			_exit(1);
		r.p = req->str;
		r.n = l;
		r.bad = 0;
		g_string_truncate(res, 0);
		render_one(c, tpl, &r, res);
		if (write_all(fd, res->str, res->len) == -1)
			_exit(1);
	}
}

struct outbox_renderer *
outbox_renderer_start(const struct conf *c, struct report_templates *tpl)
{
	struct outbox_renderer *r;
	pid_t parent = getpid(), pid;
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) == -1) {
		log_warn("the answers' renderer: socketpair");
		return NULL;
	}
	fflush(stdout);
	fflush(stderr);
	if ((pid = fork()) == -1) {
		log_warn("the answers' renderer: fork");
		close(sv[0]);
		close(sv[1]);
		return NULL;
	}
	if (pid == 0) {
		close(sv[0]);
		renderer_main(sv[1], parent, c, tpl);
	}
	close(sv[1]);
	r = xcalloc(1, sizeof *r);
	r->pid = pid;
	r->fd = sv[0];
	r->uncommitted = g_string_new(NULL);
	r->out = g_string_new(NULL);
	r->in = g_string_new(NULL);
	r->done = g_ptr_array_new();
	return r;
}

static void
render_done_free(struct render_done *d)
{
	free(d->mid);
	free(d->subject);
	free(d->raw);
	free(d);
}

/* The renderer gone (it failed, or we stop it): the answers it had stay
 * queued as their data, rendered when sent. */
static void
renderer_gone(struct outbox_renderer *r, const char *why)
{
	if (r->fd == -1)
		return;
	if (why != NULL)
		log_warnx("the answers' renderer stopped (%s): the %zu answers "
		    "it had are rendered when sent", why, r->outstanding);
	close(r->fd);
	r->fd = -1;
	if (r->pid > 0)
		waitpid(r->pid, NULL, 0);
	r->pid = 0;
	g_string_truncate(r->out, 0);
	r->outpos = 0;
	r->outstanding = 0;
}

/* The whole results in r->in taken out: the rendered into r->done. */
static void
renderer_results(struct outbox_renderer *r)
{
	size_t at = 0;
	uint32_t l;

	while (r->in->len - at >= sizeof l) {
		struct rd rd;
		struct render_done *d;
		long long id, ok;
		char *mid, *a;

		memcpy(&l, r->in->str + at, sizeof l);
		if (r->in->len - at - sizeof l < l)
			break;
		rd.p = r->in->str + at + sizeof l;
		rd.n = l;
		rd.bad = 0;
		at += sizeof l + l;
		if (r->outstanding > 0)
			r->outstanding--;
		id = get_i64(&rd);
		ok = get_i64(&rd);
		mid = get_str(&rd, NULL);
		a = get_str(&rd, NULL);
		if (rd.bad || mid == NULL || a == NULL) {
			free(mid);
			free(a);
			renderer_gone(r, "a bad result");
			return;
		}
		if (!ok) {
			log_warnx("mail %lld: not rendered by the answers' "
			    "renderer (it is when sent): %s", id, a);
			free(mid);
			free(a);
			continue;
		}
		d = xcalloc(1, sizeof *d);
		d->id = id;
		d->mid = mid;
		d->subject = a;
		d->raw = get_str(&rd, &d->len);
		if (rd.bad || d->raw == NULL) {
			render_done_free(d);
			renderer_gone(r, "a bad result");
			return;
		}
		g_ptr_array_add(r->done, d);
	}
	g_string_erase(r->in, 0, (gssize)at);
}

/* Requests written and results read as far as the socket allows; with
 * wait, until every answer handed over is back (or the renderer is
 * gone). */
static void
renderer_pump(struct outbox_renderer *r, int wait)
{
	char buf[65536];
	struct pollfd pfd;
	ssize_t n;

	while (r->fd != -1) {
		while (r->outpos < r->out->len) {
			n = send(r->fd, r->out->str + r->outpos,
			    r->out->len - r->outpos,
			    MSG_NOSIGNAL | MSG_DONTWAIT);
			if (n == -1 && errno == EINTR)
				continue;
			if (n == -1 && (errno == EAGAIN ||
			    errno == EWOULDBLOCK))
				break;
			if (n <= 0) {
				renderer_gone(r, strerror(errno));
				return;
			}
			r->outpos += (size_t)n;
		}
		if (r->outpos == r->out->len) {
			g_string_truncate(r->out, 0);
			r->outpos = 0;
		}
		for (;;) {
			n = recv(r->fd, buf, sizeof buf, MSG_DONTWAIT);
			if (n == -1 && errno == EINTR)
				continue;
			if (n == -1 && (errno == EAGAIN ||
			    errno == EWOULDBLOCK))
				break;
			if (n <= 0) {
				renderer_gone(r, n == 0 ? "it ended" :
				    strerror(errno));
				return;
			}
			g_string_append_len(r->in, buf, n);
		}
		renderer_results(r);
		if (!wait || r->fd == -1 || r->outstanding == 0)
			return;
		pfd.fd = r->fd;
		pfd.events = POLLIN | (r->outpos < r->out->len ? POLLOUT : 0);
		if (poll(&pfd, 1, -1) == -1 && errno != EINTR) {
			renderer_gone(r, strerror(errno));
			return;
		}
	}
}

int
outbox_queue_answer(struct outbox_renderer *r, struct store *st,
    const struct conf *c, struct report_templates *tpl,
    struct report_reply *reply, const char *name, const char *addr,
    const struct outbox_thread *thread, long long spool_id, long long now,
    int *permanent, char **cause)
{
	char *xml = NULL, *mid = NULL, *real, *refs;
	long long id;
	size_t at;
	int rc;

	if (r != NULL && r->fd != -1)
		renderer_pump(r, 0);
	/* A mail holding a secret is rendered here, its masked copy with
	 * it; and here too when the renderer is gone or behind. */
	if (r == NULL || r->fd == -1 || thread == NULL ||
	    report_reply_secrets(reply) != NULL ||
	    r->outstanding + r->nuncommitted >= RENDER_BACKLOG)
		return outbox_queue(st, c, tpl, reply, name, addr, thread,
		    spool_id, now, permanent, cause);
	if ((real = shown_name(st, name, addr)) != NULL)
		name = real;
	report_reply_set_to(reply, name, addr);
	xml = report_reply_xml(reply);
	mid = mail_compose_message_id(c->domain);
	refs = thread_refs(thread);
	rc = store_outbox_add_answer(st, spool_id, c->address, addr, name, mid,
	    xml, thread->message_id, refs, now, &id, cause);
	if (rc == 0) {
		at = frame_begin(r->uncommitted);
		put_i64(r->uncommitted, id);
		put_i64(r->uncommitted, now);
		put_cstr(r->uncommitted, mid);
		put_cstr(r->uncommitted, name);
		put_cstr(r->uncommitted, addr);
		put_cstr(r->uncommitted, thread->message_id);
		put_cstr(r->uncommitted, refs);
		put_cstr(r->uncommitted, xml);
		frame_end(r->uncommitted, at);
		r->nuncommitted++;
	}
	free(xml);
	free(mid);
	free(real);
	free(refs);
	return rc;
}

void
outbox_renderer_commit(struct outbox_renderer *r)
{
	if (r == NULL || r->nuncommitted == 0)
		return;
	if (r->fd != -1) {
		g_string_append_len(r->out, r->uncommitted->str,
		    (gssize)r->uncommitted->len);
		r->outstanding += r->nuncommitted;
	}
	g_string_truncate(r->uncommitted, 0);
	r->nuncommitted = 0;
	if (r->fd != -1)
		renderer_pump(r, 0);
}

void
outbox_renderer_abort(struct outbox_renderer *r)
{
	outbox_renderer_abort_to(r, 0);
}

size_t
outbox_renderer_uncommitted(const struct outbox_renderer *r)
{
	return r != NULL ? r->nuncommitted : 0;
}

void
outbox_renderer_abort_to(struct outbox_renderer *r, size_t keep)
{
	size_t at = 0, i;
	uint32_t l;

	if (r == NULL || keep >= r->nuncommitted)
		return;
	/* The first keep frames stay: each is its length and its bytes. */
	for (i = 0; i < keep; i++) {
		memcpy(&l, r->uncommitted->str + at, sizeof l);
		at += sizeof l + l;
	}
	g_string_truncate(r->uncommitted, at);
	r->nuncommitted = keep;
}

int
outbox_renderer_save(struct outbox_renderer *r, struct store *st, int wait,
    char **cause)
{
	struct render_done *d;
	size_t i;
	int ret = -1;

	if (r == NULL)
		return 0;
	if (r->fd != -1)
		renderer_pump(r, wait);
	if (r->done->len == 0 || (!wait && r->done->len < RENDER_SAVE_EVERY))
		return 0;
	if (store_begin(st, cause) == -1)
		goto out;
	for (i = 0; i < r->done->len; i++) {
		d = g_ptr_array_index(r->done, i);
		if (store_outbox_set_rendered(st, d->id, d->mid, d->subject,
		    d->raw, d->len, cause) == -1) {
			store_rollback(st);
			goto out;
		}
	}
	if (store_commit(st, cause) == -1)
		goto out;
	ret = 0;
out:
	/* Saved, or left to be rendered when sent. */
	for (i = 0; i < r->done->len; i++)
		render_done_free(g_ptr_array_index(r->done, i));
	g_ptr_array_set_size(r->done, 0);
	return ret;
}

void
outbox_renderer_free(struct outbox_renderer *r)
{
	size_t i;

	if (r == NULL)
		return;
	renderer_gone(r, NULL);
	for (i = 0; i < r->done->len; i++)
		render_done_free(g_ptr_array_index(r->done, i));
	g_ptr_array_free(r->done, TRUE);
	g_string_free(r->uncommitted, TRUE);
	g_string_free(r->out, TRUE);
	g_string_free(r->in, TRUE);
	free(r);
}
