/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-ingest.c: the incoming pipeline's order (ingest.h, issue 18): a
 * message left new in the spool (kept back by a busy database) is processed
 * before a later one from the same sender, so that an old entry never
 * replaces its correction.  And group commit (ingest_batch): one mail of a
 * batch that fails leaves the others applied once, nothing of the batch
 * is visible before its commit, and the batch met again (its source never
 * told) applies nothing twice.
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
#include "mail-net.h"
#include "outbox.h"
#include "store-private.h"
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


/* The spool's rows as "subject=status;" in id order (NULL subject: a row
 * not processed yet shows "-"), read through st. */
static int
add_row(void *arg, const struct spool_entry *e)
{
	g_string_append_printf(arg, "%s=%s;", e->subject != NULL ? e->subject :
	    "-", store_spool_status_str(e->status));
	return 0;
}

static char *
spool_rows(struct store *st)
{
	GString *s = g_string_new(NULL);
	char *cause = NULL;

	assert_int_equal(store_spool_list(st, STORE_SPOOL_ANY, add_row, s,
	    &cause), 0);
	return g_string_free(s, FALSE);
}

/* Five mails from five senders handed to ingest_fetch_cb as a Maildir's
 * fetcher does, in one batch; the fetcher's answers in got. */
static void
feed_five(struct fx *f, int *got)
{
	char *raw, from[32], ref[16];
	int i;

	for (i = 1; i <= 5; i++) {
		snprintf(from, sizeof from, "a%d@example.ro", i);
		snprintf(ref, sizeof ref, "r%d", i);
		raw = mail(from, i);
		got[i - 1] = ingest_fetch_cb(&f->in, ref, raw, strlen(raw));
		g_free(raw);
	}
}

/* A batch of five whose third mail fails (a trigger refuses its outcome,
 * the last write of its processing): the four others are applied, each
 * answered once; the third is rolled back whole (no answer queued) and
 * left new, to be processed at the next run. */
static void
batch_one_fails(struct fx *f, int aside)
{
	struct store *other;
	char *cause = NULL, *s;
	int got[5], i;

	if (aside)
		ingest_render_aside(&f->in);
	f->in.source = "maildir";
	assert_int_equal(sqlite3_exec(f->st->db, "CREATE TEMP TRIGGER poison "
	    "BEFORE UPDATE OF status ON spool WHEN NEW.subject = 'mail 3' "
	    "BEGIN SELECT RAISE(ABORT, 'poisoned'); END", NULL, NULL, NULL),
	    SQLITE_OK);
	ingest_batch(&f->in, 32);
	feed_five(f, got);
	for (i = 0; i < 5; i++)
		assert_int_equal(got[i], MAIL_FETCH_HELD);
	/* Nothing is visible (nor durable) before the batch's commit. */
	assert_non_null(other = store_open(f->path, 0, &cause));
	s = spool_rows(other);
	assert_string_equal(s, "");
	g_free(s);
	/* The fetcher settles: committed. */
	assert_int_equal(ingest_fetch_cb(&f->in, NULL, NULL, 0),
	    MAIL_FETCH_STORED);
	s = spool_rows(other);
	assert_string_equal(s, "mail 1=done;mail 2=done;-=new;mail 4=done;"
	    "mail 5=done;");
	g_free(s);
	store_close(other);
	assert_int_equal(f->in.stored, 5);
	assert_int_equal(f->in.answered, 4);
	if (aside)
		assert_int_equal(outbox_renderer_save(f->in.rend, f->st, 1,
		    &cause), 0);
	/* Rendered (here, or by the renderer: the answers of mails 1 and 2,
	 * queued before mail 3 failed, were handed over with 4 and 5). */
	s = outbox_order(f);
	assert_string_equal(s, "Re: mail 1;Re: mail 2;Re: mail 4;Re: mail 5;");
	g_free(s);

	/* The source was never told (a crash after the commit): the same
	 * mails again, as a rerun meets them.  Nothing is applied twice; the
	 * trigger gone, the next run answers mail 3, once. */
	assert_int_equal(sqlite3_exec(f->st->db, "DROP TRIGGER poison", NULL,
	    NULL, NULL), SQLITE_OK);
	ingest_clear(&f->in);
	assert_int_equal(ingest_init(&f->in, f->st, f->conf, &cause), 0);
	if (aside)
		ingest_render_aside(&f->in);
	f->in.source = "maildir";
	ingest_batch(&f->in, 4);
	feed_five(f, got);
	assert_int_equal(got[0], MAIL_FETCH_HELD);
	assert_int_equal(got[3], MAIL_FETCH_STORED);
	assert_int_equal(got[4], MAIL_FETCH_HELD);
	assert_int_equal(ingest_fetch_cb(&f->in, NULL, NULL, 0),
	    MAIL_FETCH_STORED);
	assert_int_equal(f->in.stored, 0);
	assert_int_equal(f->in.seen, 5);
	assert_int_equal(f->in.answered, 1);
	if (aside)
		assert_int_equal(outbox_renderer_save(f->in.rend, f->st, 1,
		    &cause), 0);
	s = outbox_order(f);
	assert_string_equal(s, "Re: mail 1;Re: mail 2;Re: mail 4;Re: mail 5;"
	    "Re: mail 3;");
	g_free(s);
	s = spool_rows(f->st);
	assert_string_equal(s, "mail 1=done;mail 2=done;mail 3=done;"
	    "mail 4=done;mail 5=done;");
	g_free(s);
}

static void
test_batch_one_fails(void **state)
{
	batch_one_fails(*state, 0);
}

static void
test_batch_one_fails_aside(void **state)
{
	batch_one_fails(*state, 1);
}

/* A batch rolled back (its fetcher failed before settling): nothing of it
 * is applied, and the same mails taken in again are answered once. */
static void
test_batch_unsettled(void **state)
{
	struct fx *f = *state;
	char *cause = NULL, *s;
	int got[5];

	f->in.source = "maildir";
	ingest_batch(&f->in, 32);
	feed_five(f, got);
	ingest_clear(&f->in);
	s = spool_rows(f->st);
	assert_string_equal(s, "");
	g_free(s);
	assert_int_equal(ingest_init(&f->in, f->st, f->conf, &cause), 0);
	f->in.source = "maildir";
	ingest_batch(&f->in, 32);
	feed_five(f, got);
	assert_int_equal(ingest_fetch_cb(&f->in, NULL, NULL, 0),
	    MAIL_FETCH_STORED);
	s = outbox_order(f);
	assert_string_equal(s, "Re: mail 1;Re: mail 2;Re: mail 3;Re: mail 4;"
	    "Re: mail 5;");
	g_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_order_per_sender, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_pending_in_order, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_batch_one_fails, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_batch_one_fails_aside,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_batch_unsettled, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
