/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-ingest.c: the incoming pipeline's order (ingest.h, issue 18): a
 * message left new in the spool (kept back by a busy database) is processed
 * before a later one from the same sender, so that an old entry never
 * replaces its correction.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "conf.h"
#include "ingest.h"
#include "store.h"
#include "util.h"

struct fx {
	char		 dir[64];
	char		*path;
	struct conf	*conf;
	struct store	*st;
	struct ingest	 in;
};

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL;

	if (f == NULL)
		return -1;
	snprintf(f->dir, sizeof f->dir, "/tmp/test-ingest-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	f->path = g_strdup_printf("%s/in.db", f->dir);
	unsetenv("SCRABMAIL_CONFIG");
	setenv("SCRABMAIL_NOW", "2026-11-30T10:00:00Z", 1);
	if ((f->conf = conf_load(NULL, &cause)) == NULL ||
	    (f->st = store_open(f->path, 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    ingest_init(&f->in, f->st, f->conf, &cause) == -1) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;

	ingest_clear(&f->in);
	store_close(f->st);
	conf_free(f->conf);
	unlink(f->path);
	rmdir(f->dir);
	g_free(f->path);
	free(f);
	return 0;
}

static char *
mail(const char *from, int n)
{
	return g_strdup_printf("From: %s\nSubject: mail %d\n"
	    "Message-ID: <order-%d@example.ro>\n\nWHOAMI\n", from, n, n);
}

/* The subjects of the outbox's rows, in the order they were queued. */
static int
add_subject(void *arg, const struct outbox_entry *e)
{
	GString *s = arg;

	g_string_append_printf(s, "%s;", e->subject);
	return 0;
}

static char *
outbox_order(struct fx *f)
{
	GString *s = g_string_new(NULL);
	char *cause = NULL;

	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_ANY,
	    add_subject, s, &cause), 0);
	return g_string_free(s, FALSE);
}

static void
test_order_per_sender(void **state)
{
	struct fx *f = *state;
	char *raw, *cause = NULL, *order;
	struct spool_entry *e = NULL;
	long long id;

	/* Mail 1 is in the spool, still new: it was kept back (its
	 * processing failed for now). */
	raw = mail("ion@example.ro", 1);
	assert_int_equal(store_spool_add(f->st, "imap", "1", raw, strlen(raw),
	    &id, &cause), 0);
	g_free(raw);
	/* Mail 2 from the same sender arrives: mail 1 goes first. */
	raw = mail("ION@example.ro", 2);
	assert_int_equal(ingest_message(&f->in, "imap", "2", raw, strlen(raw),
	    &cause), 0);
	g_free(raw);
	assert_int_equal(store_spool_get(f->st, id, &e, &cause), 0);
	assert_int_equal(e->status, STORE_SPOOL_DONE);
	store_spool_entry_free(e);
	order = outbox_order(f);
	assert_string_equal(order, "Re: mail 1;Re: mail 2;");
	g_free(order);
}

static void
test_pending_in_order(void **state)
{
	struct fx *f = *state;
	char *raw, *cause = NULL, *order;
	int i;

	/* Rows left new are processed oldest first. */
	for (i = 1; i <= 3; i++) {
		raw = mail(i == 2 ? "ana@example.ro" : "ion@example.ro", i);
		assert_int_equal(store_spool_add(f->st, "imap", NULL, raw,
		    strlen(raw), NULL, &cause), 0);
		g_free(raw);
	}
	assert_int_equal(ingest_pending(&f->in, &cause), 0);
	order = outbox_order(f);
	assert_string_equal(order, "Re: mail 1;Re: mail 2;Re: mail 3;");
	g_free(order);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_order_per_sender, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_pending_in_order, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
