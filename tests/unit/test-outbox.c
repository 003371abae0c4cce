/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-outbox.c: the texts many queued mails share (issue 17, migration
 * 23).  A reply given a memo (report-reply.h) has the same XML as without
 * one, while its shared form refers to the memo's texts; the outbox keeps
 * those texts once per memo, the rows refer to them, and every way of
 * reading a row (outbox_get, the rendering, the sending) sees the XML the
 * mail had before.  A row whose texts are missing is failed with the
 * reason, not sent half empty; prune deletes a set of texts only with the
 * last row naming it; and a row queued by a database of before the
 * migration (no reference) is still sent.  The answers' renderer
 * (migration 24) gives the mail rendered in place, and leaves to the
 * sending a row it did not give back, which is then the same mail.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#include "conf.h"
#include "mail-net.h"
#include "outbox.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

#define T0	1796032800LL	/* 2026-11-30T10:00:00Z */

struct fx {
	char			*dir;
	struct store		*st;
	struct conf		*conf;
	struct report_templates	*tpl;
	char			*standings;	/* long values, as a close */
	char			*ro;		/* has them */
	char			*en;
};

/* A value of n lines of at least 20 bytes each, with markup characters
 * and diacritics (malloc'ed). */
static char *
long_value(const char *what, int n)
{
	GString *g = g_string_new(NULL);
	int i;

	for (i = 1; i <= n; i++)
		g_string_append_printf(g, "  %2d. %s Ion & <Ana> „Ștefan” %d\n",
		    i, what, 100 * i);
	return g_string_free(g, FALSE);
}

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL;

	if (f == NULL)
		return -1;
	f->dir = g_strdup("/tmp/test-outbox-XXXXXX");
	if (g_mkdtemp(f->dir) == NULL)
		return -1;
	if ((f->st = store_open(":memory:", 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    (f->conf = conf_load(NULL, &cause)) == NULL ||
	    (f->tpl = report_templates_open(SM_SRC_TEMPLATES,
	    &cause)) == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	f->standings = long_value("standings", 12);
	f->ro = long_value("runda", 20);
	f->en = long_value("round", 20);
	*state = f;
	return 0;
}

static void
rm_tree(const char *dir)
{
	GDir *d;
	const char *name;
	char *p;

	if ((d = g_dir_open(dir, 0, NULL)) == NULL)
		return;
	while ((name = g_dir_read_name(d)) != NULL) {
		p = g_build_filename(dir, name, NULL);
		if (g_file_test(p, G_FILE_TEST_IS_DIR))
			rm_tree(p);
		else
			g_unlink(p);
		g_free(p);
	}
	g_dir_close(d);
	g_rmdir(dir);
}

static int
teardown(void **state)
{
	struct fx *f = *state;

	store_close(f->st);
	report_templates_free(f->tpl);
	conf_free(f->conf);
	rm_tree(f->dir);
	g_free(f->dir);
	free(f->standings);
	free(f->ro);
	free(f->en);
	free(f);
	return 0;
}

/* A results mail as a close makes it, for player n: the next round's
 * bulletin (read from its attributes; it makes the subject) and a notice
 * that the templates do not know (listed from its <arg> elements) with
 * the standings. */
static struct report_reply *
results(struct fx *f, struct report_reply_memo *m, int n)
{
	struct report_reply *r = report_reply_new("ro");
	char score[16];

	snprintf(score, sizeof score, "%d", 10 * n);
	if (m != NULL)
		report_reply_set_memo(r, m);
	report_reply_set_kind(r, "results");
	report_reply_notice(r, "round.bulletin", "contest", "Flacăra",
	    "round", "2", "ro", f->ro, "en", f->en, NULL);
	report_reply_notice(r, "test.results", "contest", "Flacăra", "score",
	    score, "standings", f->standings, NULL);
	return r;
}

/* The XML with and without a memo is the same; the shared form refers to
 * the memo's texts, and putting them back gives that XML again. */
static void
test_memo_xml(void **state)
{
	struct fx *f = *state;
	struct report_reply_memo *m = report_reply_memo_new();
	struct report_reply *r0 = results(f, NULL, 1), *r1 = results(f, m, 1);
	struct report_reply *r2;
	const char *texts[4];
	char *x0, *x1, *s1, *e, *cause = NULL, buf[1024];
	size_t i;

	x0 = report_reply_xml(r0);
	x1 = report_reply_xml(r1);
	assert_string_equal(x1, x0);
	s1 = report_reply_xml_shared(r1);
	/* The standings, the two texts: once each, in the order met. */
	assert_int_equal(report_reply_memo_count(m), 3);
	assert_non_null(strstr(report_reply_memo_text(m, 0), "runda"));
	assert_non_null(strstr(report_reply_memo_text(m, 1), "round"));
	assert_non_null(strstr(report_reply_memo_text(m, 2), "standings"));
	assert_null(report_reply_memo_text(m, 3));
	/* Cleaned and escaped for the XML, line feeds kept. */
	assert_non_null(strstr(report_reply_memo_text(m, 0),
	    "Ion &amp; &lt;Ana&gt;"));
	assert_non_null(strchr(report_reply_memo_text(m, 0), '\n'));
	/* The shared form: references as element text and as attribute. */
	assert_null(strstr(s1, "Ion &amp;"));
	assert_non_null(strstr(s1, "standings=\"&_a2;\""));
	assert_non_null(strstr(s1, "<arg name=\"standings\">&_t2;</arg>"));
	assert_non_null(strstr(s1, "ro=\"&_a0;\""));
	assert_non_null(strstr(s1, "<arg name=\"ro\">&_t0;</arg>"));
	assert_non_null(strstr(s1, "en=\"&_a1;\""));
	assert_true(strlen(s1) * 5 < strlen(x0));
	for (i = 0; i < 3; i++)
		texts[i] = report_reply_memo_text(m, i);
	e = report_reply_xml_expand(s1, texts, 3, &cause);
	assert_non_null(e);
	assert_string_equal(e, x0);
	free(e);
	/* A text missing: refused, not left out. */
	assert_null(report_reply_xml_expand(s1, texts, 2, &cause));
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	/* A reply without references is its own expansion. */
	e = report_reply_xml_expand(x0, texts, 0, &cause);
	assert_string_equal(e, x0);
	free(e);

	/* The same strings again: no new text. */
	r2 = results(f, m, 2);
	assert_int_equal(report_reply_memo_count(m), 3);
	report_reply_free(r2);
	/* Another value at an address the memo knows: a new text; the
	 * replies made before keep theirs. */
	snprintf(buf, sizeof buf, "%s", f->standings);
	r2 = report_reply_new("ro");
	report_reply_set_memo(r2, m);
	report_reply_notice(r2, "test.results", "standings", buf, NULL);
	report_reply_free(r2);
	assert_int_equal(report_reply_memo_count(m), 4);
	buf[3] = '#';
	r2 = report_reply_new("ro");
	report_reply_set_memo(r2, m);
	report_reply_notice(r2, "test.results", "standings", buf, NULL);
	assert_int_equal(report_reply_memo_count(m), 5);
	free(x1);
	x1 = report_reply_xml_shared(r2);
	assert_non_null(strstr(x1, "&_t4;"));
	free(x1);
	x1 = report_reply_xml(r2);
	assert_non_null(strstr(x1, "#. standings"));
	free(x1);
	x1 = report_reply_xml(r1);
	assert_string_equal(x1, x0);

	report_reply_free(r0);
	report_reply_free(r1);
	report_reply_free(r2);
	report_reply_memo_free(m);
	free(x0);
	free(x1);
	free(s1);
}

struct rows {
	long long	id[64];
	size_t		n;
};

static int
collect(void *arg, const struct outbox_entry *e)
{
	struct rows *r = arg;

	if (r->n < 64)
		r->id[r->n++] = e->id;
	return 0;
}

static void
list_rows(struct fx *f, struct rows *r)
{
	char *cause = NULL;

	memset(r, 0, sizeof *r);
	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_ANY, collect, r,
	    &cause), 0);
}

/* The texts of set id: how many. */
static size_t
set_size(struct fx *f, long long id)
{
	char **texts, *cause = NULL;
	size_t n;

	assert_int_equal(store_outbox_shared_get(f->st, id, &texts, &n,
	    &cause), 0);
	store_outbox_shared_free(texts);
	return n;
}

/* Queued with a memo: the texts once, the rows refer to them, and read
 * back whole they are the XML of the same mail queued without. */
static void
test_queue_shared(void **state)
{
	struct fx *f = *state;
	struct report_reply_memo *m = report_reply_memo_new();
	struct report_reply *r;
	struct outbox_entry *e;
	struct rows rows;
	char *cause = NULL, *x, addr[32], **texts;
	long long set;
	size_t i, n;

	for (i = 0; i < 3; i++) {
		snprintf(addr, sizeof addr, "p%zu@example.ro", i);
		r = results(f, m, (int)i);
		assert_int_equal(outbox_queue_deferred(f->st, f->conf, r, NULL,
		    addr, 0, T0, &cause), 0);
		report_reply_free(r);
	}
	list_rows(f, &rows);
	assert_int_equal(rows.n, 3);
	assert_int_equal(store_outbox_get(f->st, rows.id[0], &e, &cause), 0);
	set = e->shared;
	assert_true(set > 0);
	store_outbox_entry_free(e);
	assert_int_equal(store_outbox_shared_get(f->st, set, &texts, &n,
	    &cause), 0);
	assert_int_equal(n, 3);
	assert_string_equal(texts[0], report_reply_memo_text(m, 0));
	assert_string_equal(texts[2], report_reply_memo_text(m, 2));
	assert_null(texts[3]);
	store_outbox_shared_free(texts);
	for (i = 0; i < 3; i++) {
		/* As stored: the references, a fifth of the mail's data. */
		assert_int_equal(store_outbox_get(f->st, rows.id[i], &e,
		    &cause), 0);
		assert_int_equal(e->shared, set);
		assert_null(strstr(e->xml, "standings Ion"));
		n = strlen(e->xml);
		store_outbox_entry_free(e);
		/* Read whole: what the same mail without a memo has. */
		assert_int_equal(outbox_get(f->st, rows.id[i], &e, &cause), 0);
		snprintf(addr, sizeof addr, "p%zu@example.ro", i);
		r = results(f, NULL, (int)i);
		report_reply_set_to(r, NULL, addr);
		x = report_reply_xml(r);
		assert_string_equal(e->xml, x);
		assert_true(n * 5 < strlen(x));
		assert_int_equal(e->shared, 0);
		free(x);
		report_reply_free(r);
		store_outbox_entry_free(e);
	}
	report_reply_memo_free(m);

	/* Another memo (another close): another set. */
	m = report_reply_memo_new();
	r = results(f, m, 9);
	assert_int_equal(outbox_queue_deferred(f->st, f->conf, r, NULL,
	    "q@example.ro", 0, T0, &cause), 0);
	report_reply_free(r);
	report_reply_memo_free(m);
	list_rows(f, &rows);
	assert_int_equal(rows.n, 4);
	assert_int_equal(store_outbox_get(f->st, rows.id[3], &e, &cause), 0);
	assert_true(e->shared > set);
	assert_int_equal(set_size(f, e->shared), 3);
	store_outbox_entry_free(e);
	/* A memo whose mails hold no long value: no set. */
	m = report_reply_memo_new();
	r = report_reply_new("ro");
	report_reply_set_memo(r, m);
	report_reply_notice(r, "test.results", "score", "3", NULL);
	assert_int_equal(outbox_queue_deferred(f->st, f->conf, r, NULL,
	    "s@example.ro", 0, T0, &cause), 0);
	report_reply_free(r);
	report_reply_memo_free(m);
	list_rows(f, &rows);
	assert_int_equal(store_outbox_get(f->st, rows.id[4], &e, &cause), 0);
	assert_int_equal(e->shared, 0);
	assert_non_null(strstr(e->xml, "score=\"3\""));
	store_outbox_entry_free(e);
	assert_null(cause);
}

/* The whole file of the one message in maildir dir/new (g_free). */
static char *
delivered(const char *dir, size_t *count)
{
	char *nd = g_build_filename(dir, "new", NULL), *p, *text = NULL;
	const char *name;
	GDir *d;

	*count = 0;
	assert_non_null(d = g_dir_open(nd, 0, NULL));
	while ((name = g_dir_read_name(d)) != NULL) {
		(*count)++;
		p = g_build_filename(nd, name, NULL);
		g_free(text);
		assert_true(g_file_get_contents(p, &text, NULL, NULL));
		g_free(p);
	}
	g_dir_close(d);
	g_free(nd);
	return text;
}

/* msg with its quoted-printable soft line breaks removed and its =XX
 * decoded (the whole message: headers and both parts; g_free). */
static char *
qp_decode(const char *msg)
{
	GString *g = g_string_new(NULL);
	const char *p;

	for (p = msg; *p != '\0'; p++) {
		if (*p == '=' && p[1] == '\n') {
			p++;
			continue;
		}
		if (*p == '=' && p[1] == '\r' && p[2] == '\n') {
			p += 2;
			continue;
		}
		if (*p == '=' && g_ascii_isxdigit(p[1]) &&
		    g_ascii_isxdigit(p[2])) {
			g_string_append_c(g, (char)(g_ascii_xdigit_value(p[1]) *
			    16 + g_ascii_xdigit_value(p[2])));
			p += 2;
			continue;
		}
		g_string_append_c(g, *p);
	}
	return g_string_free(g, FALSE);
}

/* Sent: the texts are in the message, as the templates read them from an
 * attribute (the bulletin) and from an element (the unknown code's
 * list). */
static void
test_send_shared(void **state)
{
	struct fx *f = *state;
	struct report_reply_memo *m = report_reply_memo_new();
	struct report_reply *r = results(f, m, 1);
	struct outbox_result res;
	struct mail_account sink;
	struct outbox_entry *e;
	struct rows rows;
	char *cause = NULL, *md, *url, *msg, *text;
	size_t count;

	assert_int_equal(outbox_queue_deferred(f->st, f->conf, r, NULL,
	    "p@example.ro", 0, T0, &cause), 0);
	report_reply_free(r);
	report_reply_memo_free(m);
	md = g_build_filename(f->dir, "sent", NULL);
	url = g_strdup_printf("maildir:%s", md);
	memset(&sink, 0, sizeof sink);
	sink.url = url;
	assert_int_equal(outbox_flush(f->st, f->conf, f->tpl, &sink, NULL,
	    &res, &cause), 0);
	assert_int_equal(res.sent, 1);
	assert_int_equal(res.failed, 0);
	msg = delivered(md, &count);
	assert_int_equal(count, 1);
	list_rows(f, &rows);
	assert_int_equal(store_outbox_get(f->st, rows.id[0], &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_SENT);
	assert_true(e->rawlen > 0);
	assert_non_null(strstr(msg, "Subject: "));
	store_outbox_entry_free(e);
	text = qp_decode(msg);
	/* From the attribute (line feeds as &#10;) and from the element. */
	assert_non_null(strstr(text, "  20. runda Ion & <Ana> „Ștefan” 2000"));
	assert_non_null(strstr(text, "  12. standings Ion & <Ana> „Ștefan” "
	    "1200"));
	assert_null(strstr(text, "&_"));
	g_free(text);
	g_free(msg);
	g_free(url);
	g_free(md);
	assert_null(cause);
}

/* A row whose shared texts are missing fails with the reason: never sent
 * with a hole. */
static void
test_missing_shared(void **state)
{
	struct fx *f = *state;
	struct outbox_result res;
	struct mail_account sink;
	struct outbox_entry *e;
	struct rows rows;
	char *cause = NULL, *md, *url;
	int permanent = 0;

	assert_int_equal(store_outbox_add_deferred(f->st, 0, "a@localhost",
	    "p@example.ro", NULL, "<m1@localhost>",
	    "<?xml version=\"1.0\"?>\n<reply lang=\"ro\" kind=\"reply\">\n"
	    "  <notice code=\"x\">\n    <args v=\"&_a0;\"/>\n"
	    "    <arg name=\"v\">&_t0;</arg>\n  </notice>\n</reply>\n", 999,
	    T0, &cause), 0);
	list_rows(f, &rows);
	assert_int_equal(outbox_get(f->st, rows.id[0], &e, &cause), -1);
	assert_null(e);
	assert_non_null(strstr(cause, "shared text"));
	free(cause);
	cause = NULL;
	assert_int_equal(store_outbox_get(f->st, rows.id[0], &e, &cause), 0);
	assert_int_equal(outbox_render(f->st, f->conf, f->tpl, e, 0,
	    &permanent, &cause), -1);
	assert_int_equal(permanent, 1);
	free(cause);
	cause = NULL;
	store_outbox_entry_free(e);
	md = g_build_filename(f->dir, "sent", NULL);
	url = g_strdup_printf("maildir:%s", md);
	memset(&sink, 0, sizeof sink);
	sink.url = url;
	assert_int_equal(outbox_flush(f->st, f->conf, f->tpl, &sink, NULL,
	    &res, &cause), 0);
	assert_int_equal(res.sent, 0);
	assert_int_equal(res.failed, 1);
	assert_int_equal(store_outbox_get(f->st, rows.id[0], &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_FAILED);
	assert_non_null(strstr(e->last_error, "shared text"));
	store_outbox_entry_free(e);
	g_free(url);
	g_free(md);
}

/* Prune: a set goes with the last row that names it. */
static void
test_prune_shared(void **state)
{
	struct fx *f = *state;
	struct rows rows;
	char *cause = NULL;
	long long s1 = 0, s2 = 0;
	long n;

	assert_int_equal(store_outbox_shared_add(f->st, &s1, 0, "one",
	    &cause), 0);
	assert_int_equal(store_outbox_shared_add(f->st, &s1, 1, "two",
	    &cause), 0);
	assert_int_equal(store_outbox_shared_add(f->st, &s2, 0, "three",
	    &cause), 0);
	assert_true(s1 > 0 && s2 > s1);
	assert_int_equal(set_size(f, s1), 2);
	assert_int_equal(store_outbox_add_deferred(f->st, 0, "a@localhost",
	    "p@example.ro", NULL, "<m1@localhost>", "<reply/>", s1, T0,
	    &cause), 0);
	assert_int_equal(store_outbox_add_deferred(f->st, 0, "a@localhost",
	    "q@example.ro", NULL, "<m2@localhost>", "<reply/>", s1, T0,
	    &cause), 0);
	assert_int_equal(store_outbox_add_deferred(f->st, 0, "a@localhost",
	    "r@example.ro", NULL, "<m3@localhost>", "<reply/>", s2, T0,
	    &cause), 0);
	list_rows(f, &rows);
	assert_int_equal(rows.n, 3);
	assert_int_equal(store_outbox_sent(f->st, rows.id[0], T0, &cause), 0);
	assert_int_equal(store_outbox_sent(f->st, rows.id[2], T0, &cause), 0);
	assert_int_equal(store_outbox_prune(f->st, T0 + 86400, &n, &cause),
	    0);
	assert_int_equal(n, 2);
	/* The queued row still names s1. */
	assert_int_equal(set_size(f, s1), 2);
	assert_int_equal(set_size(f, s2), 0);
	assert_int_equal(store_outbox_sent(f->st, rows.id[1], T0, &cause), 0);
	assert_int_equal(store_outbox_prune(f->st, T0 + 86400, &n, &cause),
	    0);
	assert_int_equal(n, 1);
	assert_int_equal(set_size(f, s1), 0);
	assert_null(cause);
}

/* A database of before migration 23, with a results mail queued as its
 * data (the texts in the row): migrated, the row is sent as it was. */
static void
test_migrated_row(void **state)
{
	struct fx *f = *state;
	struct report_reply *r = results(f, NULL, 1);
	struct outbox_result res;
	struct mail_account sink;
	struct outbox_entry *e;
	struct rows rows;
	struct store *st;
	sqlite3 *db;
	sqlite3_stmt *s;
	char *cause = NULL, *path, *x, *md, *url, *msg, *err = NULL, *text;
	size_t i, count;
	int from = 0, to = 0;

	report_reply_set_to(r, "Ion", "ion@example.ro");
	x = report_reply_xml(r);
	path = g_build_filename(f->dir, "old.db", NULL);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	for (i = 0; i < store_migrations_len &&
	    store_migrations[i].version <= 22; i++)
		assert_int_equal(sqlite3_exec(db, store_migrations[i].sql,
		    NULL, NULL, &err), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, "PRAGMA user_version = 22", NULL,
	    NULL, &err), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, "INSERT INTO outbox (created, "
	    "sender, rcpt, message_id, raw, next_try, xml, to_name) VALUES "
	    "('2026-11-30T10:00:00Z', 'a@localhost', 'ion@example.ro', "
	    "'old@localhost', zeroblob(0), '2026-11-30T10:00:00Z', ?1, "
	    "'Ion')", -1, &s, NULL), SQLITE_OK);
	sqlite3_bind_text(s, 1, x, -1, SQLITE_STATIC);
	assert_int_equal(sqlite3_step(s), SQLITE_DONE);
	sqlite3_finalize(s);
	sqlite3_close(db);

	assert_non_null(st = store_open(path, 1, &cause));
	assert_int_equal(store_init(st, &from, &to, &cause), 0);
	assert_int_equal(from, 22);
	assert_int_equal(to, store_latest_version());
	list_rows(&(struct fx){ .st = st }, &rows);
	assert_int_equal(rows.n, 1);
	assert_int_equal(outbox_get(st, rows.id[0], &e, &cause), 0);
	assert_int_equal(e->shared, 0);
	assert_string_equal(e->xml, x);
	store_outbox_entry_free(e);
	md = g_build_filename(f->dir, "sent-old", NULL);
	url = g_strdup_printf("maildir:%s", md);
	memset(&sink, 0, sizeof sink);
	sink.url = url;
	assert_int_equal(outbox_flush(st, f->conf, f->tpl, &sink, NULL, &res,
	    &cause), 0);
	assert_int_equal(res.sent, 1);
	msg = delivered(md, &count);
	assert_int_equal(count, 1);
	assert_non_null(strstr(msg, "<old@localhost>"));
	text = qp_decode(msg);
	assert_non_null(strstr(text, "12. standings Ion & <Ana> „Ștefan” 1200"));
	assert_non_null(strstr(text, "20. runda Ion & <Ana>"));
	g_free(text);
	assert_int_equal(store_outbox_get(st, rows.id[0], &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_SENT);
	store_outbox_entry_free(e);
	store_close(st);
	g_free(msg);
	g_free(url);
	g_free(md);
	g_free(path);
	free(x);
	report_reply_free(r);
	assert_null(cause);
}

/* --- the answers' renderer (migration 24) ----------------------------- */

static const struct outbox_thread answer_thread = {
	"in-1@example.ro", "<in-0@example.ro>"
};

/* An answer to a mail, as ingest makes it. */
static struct report_reply *
answer(const char *who)
{
	struct report_reply *r = report_reply_new("ro");

	report_reply_set_subject(r, "Răspuns runda 2");
	report_reply_notice(r, "test.answer", "who", who, NULL);
	report_reply_notice(r, "mail.no-commands", NULL);
	return r;
}

/* s with every occurrence of what replaced by with (g_free). */
static char *
replace_all(const char *s, const char *what, const char *with)
{
	char **v = g_strsplit(s, what, -1), *out = g_strjoinv(with, v);

	g_strfreev(v);
	return out;
}

/* Row id's message with its own Message-ID and its MIME boundary masked
 * (g_free); *subject its subject (g_free). */
static char *
row_masked(struct fx *f, long long id, char **subject)
{
	struct outbox_entry *e;
	char *cause = NULL, *a, *b, *bd, *end;

	assert_int_equal(store_outbox_get(f->st, id, &e, &cause), 0);
	assert_true(e->rawlen > 0);
	a = replace_all(e->raw, e->message_id, "MID");
	assert_non_null(bd = strstr(a, "boundary=\""));
	bd = g_strdup(bd + strlen("boundary=\""));
	assert_non_null(end = strchr(bd, '"'));
	*end = '\0';
	b = replace_all(a, bd, "BOUNDARY");
	*subject = g_strdup(e->subject);
	g_free(a);
	g_free(bd);
	store_outbox_entry_free(e);
	return b;
}

/* The id of the last row. */
static long long
last_row(struct fx *f)
{
	struct rows rows;

	list_rows(f, &rows);
	assert_true(rows.n > 0);
	return rows.id[rows.n - 1];
}

/* Queue the answer to who: through r, in a transaction committed (commit)
 * or rolled back; the row's id. */
static long long
queue_through(struct fx *f, struct outbox_renderer *r, const char *who,
    int commit)
{
	struct report_reply *rep = answer(who);
	char *cause = NULL;
	int permanent = 0;
	long long id;

	assert_int_equal(store_begin(f->st, &cause), 0);
	assert_int_equal(outbox_queue_answer(r, f->st, f->conf, f->tpl, rep,
	    "ion", "ion@example.ro", &answer_thread, 0, T0, &permanent,
	    &cause), 0);
	id = last_row(f);
	if (commit) {
		assert_int_equal(store_commit(f->st, &cause), 0);
		outbox_renderer_commit(r);
	} else {
		store_rollback(f->st);
		outbox_renderer_abort(r);
	}
	report_reply_free(rep);
	assert_null(cause);
	return id;
}

/* An answer rendered by the renderer is the mail rendered in place
 * (threading, Auto-Submitted, Date, subject), and its row is left as a
 * row queued rendered; one the renderer never gave back (stopped) is
 * still queued as its data with its threading, and rendered when sent
 * it is that mail again; a rolled-back answer never reaches a row. */
static void
test_renderer(void **state)
{
	struct fx *f = *state;
	struct outbox_renderer *r;
	struct outbox_entry *e;
	char *cause = NULL, *ref, *got, *refsub, *gotsub;
	long long a, b, c, d;
	int permanent = 0;

	/* Rendered in place (no renderer): the reference. */
	a = queue_through(f, NULL, "Ana", 1);
	ref = row_masked(f, a, &refsub);
	assert_non_null(strstr(ref, "In-Reply-To: <in-1@example.ro>"));
	assert_non_null(strstr(ref, "Auto-Submitted: auto-replied"));

	assert_non_null(r = outbox_renderer_start(f->conf, f->tpl));
	b = queue_through(f, r, "Ana", 1);
	/* Queued as its data, with its threading. */
	assert_int_equal(store_outbox_get(f->st, b, &e, &cause), 0);
	assert_int_equal(e->rawlen, 0);
	assert_non_null(e->xml);
	assert_int_equal(e->answer, 1);
	assert_string_equal(e->in_reply_to, "in-1@example.ro");
	assert_string_equal(e->refs, "<in-0@example.ro> in-1@example.ro");
	store_outbox_entry_free(e);
	assert_int_equal(outbox_renderer_save(r, f->st, 1, &cause), 0);
	got = row_masked(f, b, &gotsub);
	assert_string_equal(got, ref);
	assert_string_equal(gotsub, refsub);
	g_free(got);
	g_free(gotsub);
	assert_int_equal(store_outbox_get(f->st, b, &e, &cause), 0);
	assert_null(e->xml);
	assert_null(e->to_name);
	assert_int_equal(e->answer, 0);
	assert_null(e->in_reply_to);
	assert_null(e->refs);
	store_outbox_entry_free(e);

	/* Rolled back: its id is taken by the next row, which the renderer
	 * never touches. */
	c = queue_through(f, r, "Rolled", 0);
	d = queue_through(f, NULL, "Dan", 1);
	assert_int_equal(d, c);
	assert_int_equal(outbox_renderer_save(r, f->st, 1, &cause), 0);
	got = row_masked(f, d, &gotsub);
	assert_null(strstr(got, "Rolled"));
	g_free(got);
	g_free(gotsub);

	/* Handed over, the renderer stopped before its result is saved: the
	 * row waits, and is the same mail when rendered at sending. */
	c = queue_through(f, r, "Ana", 1);
	outbox_renderer_free(r);
	assert_int_equal(store_outbox_get(f->st, c, &e, &cause), 0);
	assert_int_equal(e->rawlen, 0);
	assert_int_equal(outbox_render(f->st, f->conf, f->tpl, e, 1,
	    &permanent, &cause), 0);
	store_outbox_entry_free(e);
	got = row_masked(f, c, &gotsub);
	assert_string_equal(got, ref);
	assert_string_equal(gotsub, refsub);
	g_free(got);
	g_free(gotsub);
	g_free(ref);
	g_free(refsub);
	assert_null(cause);
}

/* Many answers in one transaction: past the renderer's backlog the caller
 * renders them itself (both processes work); every row is rendered once
 * the results are saved. */
static void
test_renderer_backlog(void **state)
{
	struct fx *f = *state;
	struct outbox_renderer *r;
	struct outbox_entry *e;
	struct report_reply *rep;
	char *cause = NULL, who[16];
	long long first = 0, id;
	int i, permanent = 0, in_place = 0, waiting = 0;

	assert_non_null(r = outbox_renderer_start(f->conf, f->tpl));
	assert_int_equal(store_begin(f->st, &cause), 0);
	for (i = 0; i < 60; i++) {
		snprintf(who, sizeof who, "p%d", i);
		rep = answer(who);
		assert_int_equal(outbox_queue_answer(r, f->st, f->conf, f->tpl,
		    rep, who, "p@example.ro", &answer_thread, 0, T0,
		    &permanent, &cause), 0);
		report_reply_free(rep);
		id = last_row(f);
		if (first == 0)
			first = id;
		assert_int_equal(store_outbox_get(f->st, id, &e, &cause), 0);
		if (e->rawlen > 0)
			in_place++;
		else
			waiting++;
		store_outbox_entry_free(e);
	}
	assert_int_equal(store_commit(f->st, &cause), 0);
	outbox_renderer_commit(r);
	/* The first 48 (RENDER_BACKLOG: a batch of ingest and 16) handed
	 * over, the rest rendered here. */
	assert_int_equal(waiting, 48);
	assert_int_equal(in_place, 12);
	assert_int_equal(outbox_renderer_save(r, f->st, 1, &cause), 0);
	for (id = first; id < first + 60; id++) {
		assert_int_equal(store_outbox_get(f->st, id, &e, &cause), 0);
		assert_true(e->rawlen > 0);
		assert_null(e->xml);
		store_outbox_entry_free(e);
	}
	outbox_renderer_free(r);
	assert_null(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_memo_xml, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_queue_shared, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_send_shared, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_missing_shared, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_prune_shared, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_migrated_row, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_renderer, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_renderer_backlog, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
