/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-mail-net.c: the mail transports without a server.  URLs lose their
 * password in messages; a refused connection is a TEMPFAIL (SMTP) or a
 * failed fetch (IMAP, POP3) whose cause names the server and never the
 * password; URLs and done actions the transports cannot use are refused
 * with a cause; a Maildir round trip keeps the bytes (LF line ends), hands
 * messages over in delivery order, and marks only STORED ones.  The real
 * servers are in tests/integration/.
 */
#include <sys/stat.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "mail-net.h"

static void
test_redact(void **state)
{
	char	*s;

	(void)state;
	s = mail_send_url_redact("imaps://joe:s3cret@mail.example.org:993/INBOX");
	assert_string_equal(s, "imaps://mail.example.org:993/INBOX");
	free(s);
	s = mail_send_url_redact("smtp://a@b:pw@host/helo@x");
	assert_string_equal(s, "smtp://host/helo@x");
	free(s);
	s = mail_send_url_redact("pop3://host:110");
	assert_string_equal(s, "pop3://host:110");
	free(s);
	s = mail_send_url_redact("sendmail:/usr/sbin/sendmail");
	assert_string_equal(s, "sendmail:/usr/sbin/sendmail");
	free(s);
}

/* Nothing listens on port 1 of the loopback: connection refused. */
static void
test_refused(void **state)
{
	struct mail_account	 a;
	struct mail_sender	*s;
	char			*cause = NULL;
	size_t			 count = 99;

	(void)state;
	memset(&a, 0, sizeof a);
	a.url = "smtp://joe:urlpass@127.0.0.1:1/localhost";
	a.user = "joe";
	a.password = "acctpass";
	a.timeout = 5;
	s = mail_sender_new(&a, &cause);
	assert_non_null(s);
	assert_null(cause);
	assert_int_equal(mail_sender_send(s, "a@example.org", "b@example.org",
	    NULL, "Subject: x\n\nbody\n", 17, &cause), MAIL_SEND_TEMPFAIL);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "smtp://127.0.0.1:1/localhost"));
	assert_non_null(strstr(cause, "is the server running"));
	assert_null(strstr(cause, "urlpass"));
	assert_null(strstr(cause, "acctpass"));
	free(cause);
	cause = NULL;
	mail_sender_free(s);

	a.url = "imap://joe:urlpass@127.0.0.1:1/INBOX";
	assert_int_equal(mail_imap_fetch(&a, NULL, NULL, &count, &cause), -1);
	assert_int_equal(count, 0);
	assert_non_null(strstr(cause, "imap://127.0.0.1:1/INBOX"));
	assert_null(strstr(cause, "urlpass"));
	assert_null(strstr(cause, "acctpass"));
	free(cause);
	cause = NULL;

	a.url = "pop3s://127.0.0.1:1";
	assert_int_equal(mail_pop3_fetch(&a, NULL, NULL, &count, &cause), -1);
	assert_non_null(strstr(cause, "pop3s://127.0.0.1:1"));
	assert_null(strstr(cause, "acctpass"));
	free(cause);
}

static void
test_refused_arguments(void **state)
{
	struct mail_account	 a;
	char			*cause = NULL;

	(void)state;
	memset(&a, 0, sizeof a);
	a.url = "ftp://host/";
	assert_null(mail_sender_new(&a, &cause));
	assert_non_null(strstr(cause, "unknown kind of outgoing mail URL"));
	free(cause);
	a.url = "sendmail:";
	assert_null(mail_sender_new(&a, &cause));
	assert_non_null(strstr(cause, "absolute path"));
	free(cause);
	a.url = "maildir:";
	assert_null(mail_sender_new(&a, &cause));
	free(cause);

	a.url = "imap://127.0.0.1:1/INBOX";
	a.done = "move:";
	assert_int_equal(mail_imap_fetch(&a, NULL, NULL, NULL, &cause), -1);
	assert_non_null(strstr(cause, "\"move:\" unknown"));
	free(cause);
	a.url = "pop3://127.0.0.1:1";
	a.done = "flag";
	assert_int_equal(mail_pop3_fetch(&a, NULL, NULL, NULL, &cause), -1);
	assert_non_null(strstr(cause, "\"flag\" unknown"));
	free(cause);
	a.url = "pop3://127.0.0.1:1";
	a.done = NULL;
	assert_int_equal(mail_imap_fetch(&a, NULL, NULL, NULL, &cause), -1);
	assert_non_null(strstr(cause, "not an imap://"));
	free(cause);
}

struct seen {
	char	 refs[8][128];
	char	 raw[8][128];
	int	 n;
	int	 keep;		/* answer KEEP for this one (1-based) */
};

static int
seen_cb(void *arg, const char *ref, const char *raw, size_t len)
{
	struct seen	*s = arg;

	assert_true(s->n < 8);
	assert_true(len < sizeof s->raw[0]);
	assert_int_equal(raw[len], '\0');
	snprintf(s->refs[s->n], sizeof s->refs[0], "%s", ref);
	memcpy(s->raw[s->n], raw, len + 1);
	s->n++;
	return s->n == s->keep ? MAIL_FETCH_KEEP : MAIL_FETCH_STORED;
}

/* Remove dir/md/{tmp,new,cur}/ and their files, dir/md and dir. */
static void
rm_maildir(const char *dir)
{
	static const char	*sub[] = { "tmp", "new", "cur" };
	char			 path[512];
	DIR			*d;
	struct dirent		*de;
	size_t			 i;

	for (i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/md/%s", dir, sub[i]);
		assert_non_null(d = opendir(path));
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/md/%s/%s", dir, sub[i],
			    de->d_name);
			assert_int_equal(unlink(path), 0);
		}
		closedir(d);
		snprintf(path, sizeof path, "%s/md/%s", dir, sub[i]);
		assert_int_equal(rmdir(path), 0);
	}
	snprintf(path, sizeof path, "%s/md", dir);
	assert_int_equal(rmdir(path), 0);
	assert_int_equal(rmdir(dir), 0);
}

static void
test_maildir_round_trip(void **state)
{
	char			 dir[] = "/tmp/test-mail-net.XXXXXX", url[64];
	char			 path[128];
	struct mail_account	 a;
	struct mail_sender	*s;
	struct seen		 seen;
	char			*cause = NULL;
	const char		*m1, *m2;
	size_t			 count;
	FILE			*f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(url, sizeof url, "maildir:%s/md", dir);
	memset(&a, 0, sizeof a);
	a.url = url;
	s = mail_sender_new(&a, &cause);
	assert_non_null(s);
	m1 = "Subject: one\r\n\r\nbody\r\n";
	m2 = "Subject: two\n\nno final newline";
	assert_int_equal(mail_sender_send(s, "", "x@example.org", NULL, m1,
	    strlen(m1), &cause), MAIL_SEND_OK);
	assert_int_equal(mail_sender_send(s, "a@example.org", "x@example.org",
	    NULL, m2, strlen(m2), &cause), MAIL_SEND_OK);
	assert_null(cause);
	mail_sender_free(s);
	/* One more, delivered "earlier" than both. */
	snprintf(path, sizeof path, "%s/md/new/1000000000.M5P1.test", dir);
	assert_non_null(f = fopen(path, "w"));
	fputs("Subject: zero\n\n", f);
	fclose(f);

	memset(&seen, 0, sizeof seen);
	seen.keep = 2;
	snprintf(path, sizeof path, "%s/md", dir);
	assert_int_equal(mail_maildir_fetch(path, 0, seen_cb, &seen, &count,
	    &cause), 0);
	assert_null(cause);
	assert_int_equal(count, 3);
	assert_string_equal(seen.refs[0], "1000000000.M5P1.test");
	assert_string_equal(seen.raw[0], "Subject: zero\n\n");
	assert_string_equal(seen.raw[1], "Subject: one\n\nbody\n");
	assert_string_equal(seen.raw[2], "Subject: two\n\nno final newline\n");

	/* Only the KEEP one (the second) comes again, by the same ref. */
	memset(&seen, 0, sizeof seen);
	assert_int_equal(mail_maildir_fetch(path, 0, seen_cb, &seen, &count,
	    &cause), 0);
	assert_int_equal(count, 1);
	assert_string_equal(seen.raw[0], "Subject: one\n\nbody\n");
	memset(&seen, 0, sizeof seen);
	assert_int_equal(mail_maildir_fetch(path, 0, seen_cb, &seen, &count,
	    &cause), 0);
	assert_int_equal(count, 0);

	rm_maildir(dir);
}

/* The number of entries of dir/md/sub. */
static int
count_files(const char *dir, const char *sub)
{
	char		 path[512];
	DIR		*d;
	struct dirent	*de;
	int		 n = 0;

	snprintf(path, sizeof path, "%s/md/%s", dir, sub);
	assert_non_null(d = opendir(path));
	while ((de = readdir(d)) != NULL)
		n += de->d_name[0] != '.';
	closedir(d);
	return n;
}

/* Group commit (mail-net.h): a callback answering from a script, and
 * what the settling call (raw NULL) answers. */
struct script {
	const int	*answer;
	int		 n;
	int		 settled;	/* calls with raw NULL */
	int		 settle;	/* their answer */
	char		 refs[8][32];
};

static int
script_cb(void *arg, const char *ref, const char *raw, size_t len)
{
	struct script	*s = arg;

	(void)len;
	if (raw == NULL) {
		assert_null(ref);
		s->settled++;
		return s->settle;
	}
	assert_true(s->n < 8);
	snprintf(s->refs[s->n], sizeof s->refs[0], "%s", ref);
	return s->answer[s->n++];
}

static void
test_maildir_batch(void **state)
{
	static const int	 answer[] = { MAIL_FETCH_HELD, MAIL_FETCH_HELD,
	    MAIL_FETCH_STORED, MAIL_FETCH_HELD, MAIL_FETCH_KEEP,
	    MAIL_FETCH_HELD };
	char			 dir[] = "/tmp/test-mail-net.XXXXXX";
	char			 path[128];
	struct script		 sc;
	char			*cause = NULL;
	size_t			 count;
	FILE			*f;
	int			 i;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/md", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	for (i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/md/%s", dir,
		    i == 0 ? "tmp" : i == 1 ? "new" : "cur");
		assert_int_equal(mkdir(path, 0700), 0);
	}
	for (i = 1; i <= 6; i++) {
		snprintf(path, sizeof path, "%s/md/new/100000000%d.M1P1.t", dir,
		    i);
		assert_non_null(f = fopen(path, "w"));
		fprintf(f, "Subject: %d\n\n", i);
		fclose(f);
	}
	/* 1 and 2 held, settled by 3's STORED; 4 held, settled as committed
	 * by 5's KEEP (5 itself left); 6 held at the end: the settling call
	 * says UNDONE, so it is left. */
	memset(&sc, 0, sizeof sc);
	sc.answer = answer;
	sc.settle = MAIL_FETCH_UNDONE;
	snprintf(path, sizeof path, "%s/md", dir);
	assert_int_equal(mail_maildir_fetch(path, 0, script_cb, &sc, &count,
	    &cause), 0);
	assert_int_equal(count, 6);
	assert_int_equal(sc.settled, 1);
	assert_int_equal(count_files(dir, "cur"), 4);
	assert_int_equal(count_files(dir, "new"), 2);
	/* Those two come again; an UNDONE stops the fetch at once. */
	memset(&sc, 0, sizeof sc);
	sc.answer = (const int []){ MAIL_FETCH_HELD, MAIL_FETCH_UNDONE };
	assert_int_equal(mail_maildir_fetch(path, 0, script_cb, &sc, &count,
	    &cause), 0);
	assert_int_equal(count, 2);
	assert_int_equal(sc.settled, 0);
	assert_string_equal(sc.refs[0], "1000000005.M1P1.t");
	assert_string_equal(sc.refs[1], "1000000006.M1P1.t");
	assert_int_equal(count_files(dir, "new"), 2);
	/* Held to the end and settled as committed: moved. */
	memset(&sc, 0, sizeof sc);
	sc.answer = (const int []){ MAIL_FETCH_HELD, MAIL_FETCH_HELD };
	sc.settle = MAIL_FETCH_STORED;
	assert_int_equal(mail_maildir_fetch(path, 0, script_cb, &sc, &count,
	    &cause), 0);
	assert_int_equal(sc.settled, 1);
	assert_int_equal(count_files(dir, "new"), 0);
	assert_int_equal(count_files(dir, "cur"), 6);
	rm_maildir(dir);
}

/* A keyed message (the outbox row's id and Message-ID): named after the
 * key, written once whatever the retries (in new/, or read into cur/), a
 * crash's leftover in tmp/ written over. */
static void
test_maildir_once(void **state)
{
	char			 dir[] = "/tmp/test-mail-net.XXXXXX", url[64];
	char			 path[256], moved[256], *text = NULL;
	struct mail_account	 a;
	struct mail_sender	*s;
	char			*cause = NULL;
	const char		*key = "7.abc/d:e f@x.ro";
	const char		*name = "7.abc_d_e_f@x.ro";
	FILE			*f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(url, sizeof url, "maildir:%s/md", dir);
	memset(&a, 0, sizeof a);
	a.url = url;
	assert_non_null(s = mail_sender_new(&a, &cause));
	/* A crash left a half-written tmp/ file of it. */
	snprintf(path, sizeof path, "%s/md/tmp/%s", dir, name);
	assert_non_null(f = fopen(path, "w"));
	fputs("Subject: half a message, much longer than the whole", f);
	fclose(f);
	assert_int_equal(mail_sender_send(s, "", "x@example.org", key,
	    "Subject: one\n\nbody\n", 20, &cause), MAIL_SEND_OK);
	assert_int_equal(count_files(dir, "tmp"), 0);
	snprintf(path, sizeof path, "%s/md/new/%s", dir, name);
	assert_true(g_file_get_contents(path, &text, NULL, NULL));
	assert_string_equal(text, "Subject: one\n\nbody\n");
	g_free(text);
	/* Again (the outbox did not record it): there already. */
	assert_int_equal(mail_sender_send(s, "", "x@example.org", key,
	    "Subject: two\n\n", 14, &cause), MAIL_SEND_OK);
	assert_int_equal(count_files(dir, "new"), 1);
	assert_true(g_file_get_contents(path, &text, NULL, NULL));
	assert_string_equal(text, "Subject: one\n\nbody\n");
	g_free(text);
	/* Read meanwhile (moved to cur/ with its flags): still once. */
	snprintf(moved, sizeof moved, "%s/md/cur/%s:2,S", dir, name);
	assert_int_equal(rename(path, moved), 0);
	assert_int_equal(mail_sender_send(s, "", "x@example.org", key,
	    "Subject: two\n\n", 14, &cause), MAIL_SEND_OK);
	assert_int_equal(count_files(dir, "new"), 0);
	assert_int_equal(count_files(dir, "cur"), 1);
	/* A name that only starts like it is another message. */
	assert_int_equal(mail_sender_send(s, "", "x@example.org", "7.abc",
	    "Subject: three\n\n", 16, &cause), MAIL_SEND_OK);
	assert_int_equal(count_files(dir, "new"), 1);
	/* Without a key: a new file each time. */
	assert_int_equal(mail_sender_send(s, "", "x@example.org", NULL,
	    "Subject: four\n\n", 15, &cause), MAIL_SEND_OK);
	assert_int_equal(mail_sender_send(s, "", "x@example.org", "",
	    "Subject: four\n\n", 15, &cause), MAIL_SEND_OK);
	assert_int_equal(count_files(dir, "new"), 3);
	assert_null(cause);
	mail_sender_free(s);
	rm_maildir(dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_redact),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_refused_arguments),
		cmocka_unit_test(test_maildir_round_trip),
		cmocka_unit_test(test_maildir_batch),
		cmocka_unit_test(test_maildir_once),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
