/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * testqueue.h: the mails queued for an address, answers and notices alike,
 * counted over the whole outbox (store_outbox_count_since counts only the
 * answers to the address's own mails); shared by test-cmd.c and
 * test-account-signup.c.
 *
 *	assert_int_equal(tq_mails_to(st, "ana@x.ro"), 1);
 *
 * Include after cmocka.h, glib.h and store.h.
 */
#ifndef SM_TESTQUEUE_H
#define SM_TESTQUEUE_H

struct tq_queued {
	const char	*addr;
	long		 n;
};

static inline int
tq_count_queued(void *arg, const struct outbox_entry *e)
{
	struct tq_queued *q = arg;

	if (g_ascii_strcasecmp(e->rcpt, q->addr) == 0)
		q->n++;
	return 0;
}

/* The number of outbox rows, in any state, addressed to addr (its case
 * ignored). */
static inline long
tq_mails_to(struct store *st, const char *addr)
{
	struct tq_queued q = { addr, 0 };
	char *cause = NULL;

	assert_int_equal(store_outbox_list(st, STORE_OUTBOX_ANY,
	    tq_count_queued, &q, &cause), 0);
	return q.n;
}

#endif
