/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * outbox.c: the sending loop over the outbox.  See outbox.h.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "mail-net.h"
#include "outbox.h"
#include "store.h"
#include "util.h"

#define OUTBOX_BATCH		100
#define OUTBOX_MAX_DELAY	(4 * 3600)
#define OUTBOX_DOWN_AFTER	3

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
