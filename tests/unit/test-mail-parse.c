/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-mail-parse.c: mail_parse() over the corpus of real-shaped mails in
 * tests/data/mail (every header field, the automatic-mail verdict, the
 * error and the whole cleaned text asserted), over every file of
 * tests/data/mail/broken (no crash, the expected error or text; a file
 * missing from the table fails), over generated messages (too big, a
 * nesting bomb, too many lines), the automatic-mail header rules one by
 * one, the charset fallbacks, and mail_html_to_text().
 */
#include "config.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <gmime/gmime.h>

#include "mail-html.h"
#include "mail-parse.h"
#include "util.h"

#ifndef SM_SRC_TEMPLATES
#define SM_SRC_TEMPLATES "./templates"
#endif

/* tests/data/mail under the source tree ($srcdir from make check, else the
 * configured source directory). */
static void
data_path(char *buf, size_t len, const char *name)
{
	const char *top = getenv("srcdir");

	if (top != NULL)
		snprintf(buf, len, "%s/tests/data/mail/%s", top, name);
	else
		snprintf(buf, len, "%s/../tests/data/mail/%s",
		    SM_SRC_TEMPLATES, name);
}

static struct mail_msg *
parse_file(const char *name, const struct mail_limits *lim)
{
	struct mail_msg *m;
	char path[4096], *buf;
	size_t len;

	data_path(path, sizeof path, name);
	if (util_read_file(path, 64u << 20, &buf, &len) != 0)
		fail_msg("cannot read %s", path);
	m = mail_parse(buf, len, lim, "scrabmail@test.invalid");
	free(buf);
	assert_non_null(m);
	return m;
}

static void
assert_str_or_null(const char *got, const char *want, const char *what,
    const char *file)
{
	if (want == NULL && got == NULL)
		return;
	if (want == NULL || got == NULL || strcmp(got, want) != 0) {
		print_error("%s: %s is \"%s\", expected \"%s\"\n", file, what,
		    got != NULL ? got : "(NULL)",
		    want != NULL ? want : "(NULL)");
		fail();
	}
}

/* Every field of one corpus message. */
struct expect {
	const char	*file;
	const char	*message_id;
	const char	*from_addr;
	const char	*from_name;
	const char	*reply_to;
	const char	*subject;
	const char	*in_reply_to;
	const char	*references;
	const char	*date;
	enum mail_auto	 automatic;
	enum mail_error	 error;
	const char	*text;
};

static const struct expect corpus[] = {
	{ "thunderbird-flowed.eml",
	  "5c1e7a0b-3f2d-4e8a-9b1c-2d7f0e6a1b34@example.ro",
	  "ion.popescu@example.ro", "Ion Popescu", NULL,
	  "Re: Partida 12: e rândul tău", "tura7.12@scrabmail.test",
	  "start.12@scrabmail.test tura7.12@scrabmail.test",
	  "Mon, 30 Nov 2026 10:24:31 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "Bună ziua,\n\nH8 ȘTAFETĂ 8\n\n"
	  "Am o întrebare lungă despre regula cu bonusul de cincizeci de "
	  "puncte: se aplică și când pun toate cele șapte litere pe un rând "
	  "deja început?" },
	{ "outlook-win1250.eml",
	  "AM0PR07MB6211C3E1F0A2B8D4E6A1B2C3D4E5F6A7B8C9@AM0PR07MB6211."
	  "eurprd07.prod.outlook.com",
	  "Maria.Ionescu@firma.ro", "Maria Ionescu", NULL,
	  "RE: Partida 12: e rândul tău", "tura7.12@scrabmail.test",
	  "tura7.12@scrabmail.test", "Mon, 30 Nov 2026 08:31:02 +0000",
	  MAIL_AUTO_NONE, MAIL_OK,
	  "MUTARE 12 7 H8 ŢARĂ\n\nMulţumesc,\nMaria" },
	{ "gmail-reply.eml",
	  "CAFx8kP2Y+q7fZ3nQ0bW9mVc=sJxK1h2Lr4tQ@mail.gmail.com",
	  "andrei.stan@gmail.com", "Andrei Stan", NULL,
	  "Re: Partida 12: e rândul tău", "tura7.12@scrabmail.test",
	  "tura7.12@scrabmail.test", "Mon, 30 Nov 2026 10:15:42 +0200",
	  MAIL_AUTO_NONE, MAIL_OK, "H8 CASĂ 8\n\nMersi!" },
	{ "applemail.eml",
	  "8F2C1A7E-3B4D-4E5F-9A6B-7C8D9E0F1A2B@icloud.com",
	  "elena.d@icloud.com", "Elena Dumitrescu", NULL, "Re: Partida 3",
	  "tura4.3@scrabmail.test",
	  "start.3@scrabmail.test tura4.3@scrabmail.test",
	  "Mon, 30 Nov 2026 11:02:17 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "Salut, iată mutarea mea pentru tura a patra din partida a treia, "
	  "sper să fie bună:\n\nG7 ȚARĂ 6\n\nElena" },
	{ "iphone.eml", "A1B2C3D4-E5F6-4789-ABCD-EF0123456789@yahoo.com",
	  "radu.g@yahoo.com", "Radu Georgescu", NULL, "Re: Partida 5",
	  "tura2.5@scrabmail.test", "tura2.5@scrabmail.test",
	  "Mon, 30 Nov 2026 10:40:08 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "H8 CASA 8" },
	{ "android.eml",
	  "7kqz3e1b-9c2d-4f6a-8b1e-5d4c3b2a1f0e@email.android.com",
	  "vlad.marin@example.ro", "Vlad Marin", NULL, "Re: Partida 5",
	  "tura3.5@scrabmail.test", "tura3.5@scrabmail.test",
	  "Mon, 30 Nov 2026 10:52:44 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "MUTARE 5 3 D4 ȘARPE" },
	{ "html-only.eml", "1234567890.987654.1764498790123@mail.yahoo.com",
	  "ion_popescu@yahoo.com", "Ion Popescu", NULL, "Re: Partida 12",
	  "tura7.12@scrabmail.test", "tura7.12@scrabmail.test",
	  "Mon, 30 Nov 2026 10:33:10 +0000 (UTC)", MAIL_AUTO_NONE, MAIL_OK,
	  "SIGNON ion parola\nTUR 7\nH8 CASĂ 8" },
	{ "iso-8859-2.eml", "000801d9a1b2$3c4d5e60$0201a8c0@PCGHEORGHE",
	  "gheorghe@example.ro", "Gheorghe Ene", NULL, "Re: Mutări şi ţinte",
	  NULL, "tura1.9@scrabmail.test", "Mon, 30 Nov 2026 10:58:11 +0200",
	  MAIL_AUTO_NONE, MAIL_OK,
	  "H8 ŞTIRE 8\n\nAm mutat şi ţin cont de tablă; încă o întrebare: "
	  "când începe partida?" },
	{ "iso-8859-16.eml", "20261130092000.1a2b@vasile.example",
	  "cristina@vasile.example", "Cristina Vasile", NULL,
	  "Mutări și ținte", NULL, NULL, "Mon, 30 Nov 2026 11:20:00 +0200",
	  MAIL_AUTO_NONE, MAIL_OK,
	  "MUTARE 7 2 H8 ȚARĂ\nȘi mulțumesc pentru partidă." },
	{ "rfc2047-subject.eml", "rfc2047.1@mail.example.org",
	  "Stefan.M@mail.example.org", "Ştefan Mihăilescu",
	  "stefan.reply@mail.example.org",
	  "Re: Partida 12 — tura a șaptea, e rândul tău", NULL, NULL,
	  "Mon, 30 Nov 2026 12:00:00 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "SIGNON stefan parola123" },
	{ "signature.eml", "20261130075503.GA12345@pop.example.net",
	  "mihai@pop.example.net", "Mihai Pop", NULL, "Partida noua", NULL,
	  NULL, "Mon, 30 Nov 2026 09:55:03 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "SIGNON mihai secret\nPARTIDA NOUA" },
	{ "auto-reply.eml",
	  "b4c8e2f1a3d54e6f8a9b0c1d2e3f4a5b@AM0PR07MB6211.eurprd07.prod."
	  "outlook.com",
	  "Maria.Ionescu@firma.ro", "Maria Ionescu", NULL,
	  "Automatic reply: Partida 12: e rândul tău",
	  "tura7.12@scrabmail.test", "tura7.12@scrabmail.test",
	  "Mon, 30 Nov 2026 08:12:09 +0000", MAIL_AUTO_SUBMITTED, MAIL_OK,
	  "Out of office until 7 December, with limited access to e-mail." },
	{ "vacation.eml", "20261130081230.9F1E2D3C4B@example.com",
	  "andrei.stan@example.com", "Andrei Stan", NULL, "Re: Partida 7",
	  NULL, NULL, "Mon, 30 Nov 2026 10:12:30 +0200", MAIL_AUTO_SUBMITTED,
	  MAIL_OK, "Sunt în concediu până pe 10 decembrie." },
	{ "bounce.eml", "20261130081305.4F1A22C0E5@mx.scrabmail.test",
	  "MAILER-DAEMON@mx.scrabmail.test", "Mail Delivery System", NULL,
	  "Undelivered Mail Returned to Sender", NULL, NULL,
	  "Mon, 30 Nov 2026 10:13:05 +0200 (EET)", MAIL_AUTO_BOUNCE, MAIL_OK,
	  "This is the mail system at host mx.scrabmail.test.\n\n"
	  "I'm sorry to have to inform you that your message could not\n"
	  "be delivered to one or more recipients.\n\n"
	  "<ion@nowhere.invalid>: Host or domain name not found." },
	{ "list.eml", "list.1@lungu.example", "dan@lungu.example",
	  "Dan Lungu", NULL, "[scrabble] TUR 7", NULL, NULL,
	  "Mon, 30 Nov 2026 13:00:00 +0200", MAIL_AUTO_LIST, MAIL_OK,
	  "TUR 7\n\n_______________________________________________\n"
	  "scrabble mailing list\nscrabble@lists.example.org" },
	{ "loop.eml", "fwd.1@example.ro", "ion.popescu@example.ro",
	  "Ion Popescu", NULL, "Fwd: Partida 12: tura 7", NULL, NULL,
	  "Mon, 30 Nov 2026 10:12:02 +0200", MAIL_AUTO_LOOP, MAIL_OK,
	  "Partida 12, tura 7: e rândul tău." },
	{ "attachment-only.eml",
	  "B2C3D4E5-F6A7-4890-BCDE-F01234567890@yahoo.com",
	  "radu.g@yahoo.com", "Radu Georgescu", NULL, "tabla", NULL, NULL,
	  "Mon, 30 Nov 2026 10:41:00 +0200", MAIL_AUTO_NONE,
	  MAIL_ERR_NO_TEXT, NULL },
	{ "with-attachment.eml", "att.1@example.ro", "ion.popescu@example.ro",
	  "Ion Popescu", NULL, "Re: Partida 12", NULL, NULL,
	  "Mon, 30 Nov 2026 10:30:00 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "PAS\n\nAtasez regulamentul." },
	{ "text-attachment-first.eml", "att.2@example.ro",
	  "ion.popescu@example.ro", "Ion Popescu", NULL, "comenzi", NULL,
	  NULL, "Mon, 30 Nov 2026 10:31:00 +0200", MAIL_AUTO_NONE, MAIL_OK,
	  "TUR 2" },
	{ "forward-attached.eml", "fwd.2@example.ro",
	  "ion.popescu@example.ro", "Ion Popescu", NULL, "Fwd: Partida 12",
	  NULL, NULL, "Mon, 30 Nov 2026 10:32:00 +0200", MAIL_AUTO_NONE,
	  MAIL_OK, "PAS" },
};

static void
test_corpus(void **state)
{
	const struct expect *e;
	struct mail_msg *m;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
		e = &corpus[i];
		m = parse_file(e->file, NULL);
		assert_str_or_null(m->message_id, e->message_id, "message_id",
		    e->file);
		assert_str_or_null(m->from_addr, e->from_addr, "from_addr",
		    e->file);
		assert_str_or_null(m->from_name, e->from_name, "from_name",
		    e->file);
		assert_str_or_null(m->reply_to, e->reply_to, "reply_to",
		    e->file);
		assert_str_or_null(m->subject, e->subject, "subject", e->file);
		assert_str_or_null(m->in_reply_to, e->in_reply_to,
		    "in_reply_to", e->file);
		assert_str_or_null(m->references, e->references, "references",
		    e->file);
		assert_str_or_null(m->date, e->date, "date", e->file);
		assert_str_or_null(m->text, e->text, "text", e->file);
		if (m->automatic != e->automatic || m->error != e->error) {
			print_error("%s: automatic %d error %d, expected %d "
			    "%d\n", e->file, m->automatic, m->error,
			    e->automatic, e->error);
			fail();
		}
		if (e->error == MAIL_OK)
			assert_null(m->error_detail);
		else
			assert_non_null(m->error_detail);
		mail_msg_free(m);
	}
}

static void
test_no_text_detail(void **state)
{
	struct mail_msg *m;

	(void)state;
	m = parse_file("attachment-only.eml", NULL);
	assert_int_equal(m->error, MAIL_ERR_NO_TEXT);
	assert_string_equal(m->error_detail, "The message has no text part "
	    "(found: image/png); write the commands as plain text in the "
	    "body of the message.");
	mail_msg_free(m);
}

/* Expected outcome of one file of broken/. */
struct broken {
	const char	*file;
	enum mail_error	 error;
	const char	*text;		/* NULL: no text expected */
	int		 prefix;	/* text is only a prefix of the result */
	const char	*from_addr;
	const char	*subject;
};

static const struct broken broken[] = {
	{ "truncated-multipart.eml", MAIL_OK, "TUR 7", 0, "ion@example.ro",
	  "truncated" },
	{ "no-boundary-param.eml", MAIL_ERR_NO_TEXT, NULL, 0,
	  "ion@example.ro", "no boundary" },
	{ "boundary-never-closed.eml", MAIL_OK, "H8 CASĂ 8", 0,
	  "ion@example.ro", "never closed" },
	{ "boundary-never-seen.eml", MAIL_ERR_NO_TEXT, NULL, 0,
	  "ion@example.ro", "never seen" },
	{ "bad-charset-utf8.eml", MAIL_OK, "H8 ȘTAFETĂ 8", 0,
	  "ion@example.ro", "bad charset, UTF-8 bytes" },
	/* Not UTF-8, so Windows-1250: the cedilla Ş of Latin-2 is the same
	 * byte there. */
	{ "bad-charset-latin2.eml", MAIL_OK, "H8 ŞTAFETĂ 8", 0,
	  "ion@example.ro", "bad charset, Latin-2 bytes" },
	/* The good lines decode; what follows is GMime's best effort. */
	{ "broken-base64.eml", MAIL_OK, "TUR 7\nH8 CASA 8\n", 1,
	  "ion@example.ro", "broken base64" },
	{ "huge-header.eml", MAIL_OK, "TUR 7", 0, "ion@example.ro",
	  "huge header" },
	{ "too-deep.eml", MAIL_ERR_TOO_DEEP, NULL, 0, "ion@example.ro",
	  "too deep" },
	{ "too-many-parts.eml", MAIL_ERR_TOO_MANY_PARTS, NULL, 0,
	  "ion@example.ro", "too many parts" },
	{ "binary-garbage.bin", MAIL_ERR_UNREADABLE, NULL, 0, NULL, NULL },
	{ "empty.eml", MAIL_ERR_UNREADABLE, NULL, 0, NULL, NULL },
	/* NULs dropped; the Subject ends at its NUL (GMime). */
	{ "nul-bytes.eml", MAIL_OK, "TUR 7\n\nPAS", 0, "ion@example.ro",
	  "nul" },
	{ "headers-only.eml", MAIL_OK, "", 0, "ion@example.ro",
	  "only headers" },
	{ "header-8bit-utf8.eml", MAIL_OK, "PAS", 0, "stefan@example.ro",
	  "Mutări și ținte" },
	{ "header-8bit-latin2.eml", MAIL_OK, "PAS ţ", 0, "stefan@example.ro",
	  "Mutări şi ţinte" },
	{ "no-from-address.eml", MAIL_OK, "TUR 7", 0, NULL, "no address" },
	{ "only-rfc822.eml", MAIL_ERR_NO_TEXT, NULL, 0, "ion@example.ro",
	  "only a forwarded message" },
};

static const struct broken *
broken_find(const char *file)
{
	size_t i;

	for (i = 0; i < sizeof broken / sizeof broken[0]; i++)
		if (strcmp(broken[i].file, file) == 0)
			return &broken[i];
	return NULL;
}

static void
test_broken(void **state)
{
	const struct broken *b;
	struct mail_msg *m;
	struct dirent *de;
	DIR *d;
	char path[4096], name[300];
	size_t seen = 0;

	(void)state;
	data_path(path, sizeof path, "broken");
	d = opendir(path);
	assert_non_null(d);
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if ((b = broken_find(de->d_name)) == NULL) {
			print_error("broken/%s is not in the table\n",
			    de->d_name);
			closedir(d);
			fail();
			return;
		}
		seen++;
		snprintf(name, sizeof name, "broken/%s", de->d_name);
		m = parse_file(name, NULL);
		if (m->error != b->error) {
			print_error("%s: error %d (%s), expected %d\n", name,
			    m->error, m->error_detail ? m->error_detail : "",
			    b->error);
			fail();
		}
		if (b->text == NULL)
			assert_null(m->text);
		else if (b->prefix) {
			assert_non_null(m->text);
			assert_true(strncmp(m->text, b->text,
			    strlen(b->text)) == 0);
		} else
			assert_str_or_null(m->text, b->text, "text", name);
		if (m->text != NULL)
			assert_true(g_utf8_validate(m->text, -1, NULL));
		assert_str_or_null(m->from_addr, b->from_addr, "from_addr",
		    name);
		assert_str_or_null(m->subject, b->subject, "subject", name);
		mail_msg_free(m);
	}
	closedir(d);
	assert_int_equal(seen, sizeof broken / sizeof broken[0]);
}

static void
test_oversized(void **state)
{
	const char *raw = "From: Ion <ion@Example.RO>\r\nSubject: mare\r\n"
	    "\r\nSIGNON ion parola1\r\n";
	struct mail_msg *m;
	char *stored;
	size_t len;

	(void)state;
	/* The form a message over max_message_size is stored in: the
	 * marker, the headers, nothing of the body (issue 18)... */
	stored = mail_oversized(raw, strlen(raw), 2000000, 1048576, &len);
	assert_int_equal(len, strlen(stored));
	assert_string_equal(stored, "X-Scrabmail-Oversized: 2000000 1048576\n"
	    "From: Ion <ion@Example.RO>\r\nSubject: mare\r\n\n");
	/* ...read as too big, with its size and limit, and its sender. */
	m = mail_parse(stored, len, NULL, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_BIG);
	assert_int_equal(m->size, 2000000);
	assert_int_equal(m->limit, 1048576);
	assert_string_equal(m->error_detail,
	    "The message is 1.9 MB, the limit is 1 MB.");
	assert_string_equal(m->from_addr, "ion@example.ro");
	assert_null(m->text);
	mail_msg_free(m);
	free(stored);
	/* Headers only, as a server gives them (no body, no empty line). */
	stored = mail_oversized("Subject: x\n", 11, 5000, 1024, &len);
	assert_string_equal(stored, "X-Scrabmail-Oversized: 5000 1024\n"
	    "Subject: x\n\n");
	free(stored);
}

static void
test_too_big(void **state)
{
	struct mail_limits lim;
	struct mail_msg *m;
	const char *head = "From: Ion <ion@Example.RO>\r\nSubject: mare\r\n"
	    "Content-Type: text/plain\r\n\r\n";
	size_t len = 4404019;	/* 4.2 MiB */
	char *raw;

	(void)state;
	raw = xmalloc(len);
	memset(raw, 'A', len);
	memcpy(raw, head, strlen(head));
	m = mail_parse(raw, len, NULL, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_BIG);
	assert_string_equal(m->error_detail,
	    "The message is 4.2 MB, the limit is 4 MB.");
	assert_null(m->text);
	/* The headers are still read, to answer the sender. */
	assert_string_equal(m->from_addr, "ion@example.ro");
	assert_string_equal(m->subject, "mare");
	mail_msg_free(m);

	/* Exactly at the limit is fine. */
	conf_limits_default(&lim);
	lim.max_size = 1000;
	m = mail_parse(raw, 1000, &lim, NULL);
	assert_int_equal(m->error, MAIL_OK);
	assert_non_null(m->text);
	mail_msg_free(m);
	m = mail_parse(raw, 5000, &lim, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_BIG);
	assert_string_equal(m->error_detail,
	    "The message is 5 KB, the limit is 1 KB.");
	mail_msg_free(m);
	free(raw);
}

/* 60000 nested multiparts (under 4 MB): refused before GMime recurses. */
static void
test_nesting_bomb(void **state)
{
	GString *s;
	struct mail_msg *m;
	int i;

	(void)state;
	s = g_string_new("From: a@b.example\nSubject: bomb\n"
	    "Content-Type: multipart/mixed; boundary=x\n\n");
	for (i = 0; i < 60000; i++)
		g_string_append(s, "--x\nContent-type :\n multipart/mixed; "
		    "boundary=x\n\n");
	assert_true(s->len < 4u * 1024 * 1024);
	m = mail_parse(s->str, s->len, NULL, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_MANY_PARTS);
	assert_null(m->text);
	assert_string_equal(m->subject, "bomb");
	mail_msg_free(m);
	g_string_free(s, TRUE);
}

static void
test_limits(void **state)
{
	struct mail_limits lim;
	struct mail_msg *m;
	GString *s;
	int i;

	(void)state;
	conf_limits_default(&lim);
	assert_int_equal(lim.max_size, 4 * 1024 * 1024);
	assert_int_equal(lim.max_depth, 8);
	assert_int_equal(lim.max_parts, 64);
	assert_int_equal(lim.max_lines, 500);

	/* 600 lines: the first 500 kept. */
	s = g_string_new("From: a@b.example\n\n");
	for (i = 1; i <= 600; i++)
		g_string_append_printf(s, "TUR %d\n", i);
	m = mail_parse(s->str, s->len, NULL, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_MANY_LINES);
	assert_string_equal(m->error_detail,
	    "The text has 600 lines; only the first 500 were read.");
	assert_true(strncmp(m->text, "TUR 1\nTUR 2\n", 12) == 0);
	assert_true(g_str_has_suffix(m->text, "\nTUR 500"));
	mail_msg_free(m);

	/* Exactly max_lines is not an error. */
	lim.max_lines = 3;
	m = mail_parse("From: a@b.example\n\nA\nB\nC\n", 25, &lim, NULL);
	assert_int_equal(m->error, MAIL_OK);
	assert_string_equal(m->text, "A\nB\nC");
	mail_msg_free(m);
	lim.max_lines = 2;
	m = mail_parse("From: a@b.example\n\nA\nB\nC\n", 25, &lim, NULL);
	assert_int_equal(m->error, MAIL_ERR_TOO_MANY_LINES);
	assert_string_equal(m->text, "A\nB");
	mail_msg_free(m);
	g_string_free(s, TRUE);

	/* Depth: too-deep.eml has its text at depth 10. */
	conf_limits_default(&lim);
	lim.max_depth = 10;
	m = parse_file("broken/too-deep.eml", &lim);
	assert_int_equal(m->error, MAIL_OK);
	assert_string_equal(m->text, "TUR 7");
	mail_msg_free(m);
	lim.max_depth = 9;
	m = parse_file("broken/too-deep.eml", &lim);
	assert_int_equal(m->error, MAIL_ERR_TOO_DEEP);
	mail_msg_free(m);

	/* Parts: 70 text parts and their multipart are 71. */
	conf_limits_default(&lim);
	lim.max_parts = 71;
	m = parse_file("broken/too-many-parts.eml", &lim);
	assert_int_equal(m->error, MAIL_OK);
	assert_string_equal(m->text, "TUR 0");
	mail_msg_free(m);
	lim.max_parts = 70;
	m = parse_file("broken/too-many-parts.eml", &lim);
	assert_int_equal(m->error, MAIL_ERR_TOO_MANY_PARTS);
	mail_msg_free(m);
}

/* One message's verdict: headers given, a text body appended. */
static enum mail_auto
verdict(const char *headers, const char *loop_tag)
{
	struct mail_msg *m;
	enum mail_auto a;
	char *raw;

	raw = g_strdup_printf("%s\n\nTUR 7\n", headers);
	m = mail_parse(raw, strlen(raw), NULL, loop_tag);
	assert_int_equal(m->error, MAIL_OK);
	a = m->automatic;
	mail_msg_free(m);
	g_free(raw);
	return a;
}

static void
test_automatic(void **state)
{
	const char *from = "From: Ion <ion@example.ro>\n";
	static const struct {
		const char	*headers;
		enum mail_auto	 want;
	} cases[] = {
		{ "Subject: x", MAIL_AUTO_NONE },
		{ "Auto-Submitted: no", MAIL_AUTO_NONE },
		{ "Auto-Submitted: No (a person)", MAIL_AUTO_NONE },
		{ "Auto-Submitted: auto-generated", MAIL_AUTO_SUBMITTED },
		{ "Auto-Submitted: Auto-Replied (vacation)",
		  MAIL_AUTO_SUBMITTED },
		{ "X-Autoreply: yes", MAIL_AUTO_SUBMITTED },
		{ "X-Autorespond: Out of office", MAIL_AUTO_SUBMITTED },
		{ "X-Auto-Response-Suppress: DR, RN, NRN", MAIL_AUTO_NONE },
		{ "X-Auto-Response-Suppress: DR, OOF", MAIL_AUTO_SUBMITTED },
		{ "X-Auto-Response-Suppress: all", MAIL_AUTO_SUBMITTED },
		{ "Precedence: bulk", MAIL_AUTO_PRECEDENCE },
		{ "Precedence: JUNK", MAIL_AUTO_PRECEDENCE },
		{ "Precedence: list", MAIL_AUTO_PRECEDENCE },
		{ "Precedence: auto_reply", MAIL_AUTO_PRECEDENCE },
		{ "Precedence: first-class", MAIL_AUTO_NONE },
		{ "Return-Path: <>", MAIL_AUTO_NULL_SENDER },
		{ "Return-Path: <ion@example.ro>", MAIL_AUTO_NONE },
		{ "List-Id: <x.lists.example>", MAIL_AUTO_LIST },
		{ "List-Unsubscribe: <mailto:x@lists.example>", MAIL_AUTO_LIST },
		{ "List-Post: <mailto:x@lists.example>", MAIL_AUTO_LIST },
		{ "List-Id: <x.lists.example>\nPrecedence: list",
		  MAIL_AUTO_LIST },
		{ "X-Loop: somebody@else.example", MAIL_AUTO_NONE },
		{ "X-Loop: x@y.example\nX-Loop:  SCRABMAIL@test.invalid ",
		  MAIL_AUTO_LOOP },
		{ "X-Loop: scrabmail@test.invalid\nPrecedence: bulk",
		  MAIL_AUTO_LOOP },
		{ "Auto-Submitted: auto-replied\nPrecedence: bulk",
		  MAIL_AUTO_SUBMITTED },
		{ "Return-Path: <>\nAuto-Submitted: auto-replied",
		  MAIL_AUTO_NULL_SENDER },
	};
	char *h;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		h = g_strdup_printf("%s%s", from, cases[i].headers);
		if (verdict(h, "scrabmail@test.invalid") != cases[i].want) {
			print_error("case %zu (%s): got %d, expected %d\n", i,
			    cases[i].headers,
			    verdict(h, "scrabmail@test.invalid"),
			    cases[i].want);
			fail();
		}
		g_free(h);
	}
	/* No loop tag: X-Loop is not checked. */
	assert_int_equal(verdict("From: a@b.example\nX-Loop: "
	    "scrabmail@test.invalid", NULL), MAIL_AUTO_NONE);
	/* Bounces by sender. */
	assert_int_equal(verdict("From: Mailer-Daemon@mx.example", NULL),
	    MAIL_AUTO_BOUNCE);
	assert_int_equal(verdict("From: postmaster@mx.example", NULL),
	    MAIL_AUTO_BOUNCE);
	assert_int_equal(verdict("From: postmasterx@mx.example", NULL),
	    MAIL_AUTO_NONE);
}

static void
test_strings(void **state)
{
	int i, j;

	(void)state;
	for (i = MAIL_AUTO_NONE; i <= MAIL_AUTO_LOOP; i++) {
		assert_non_null(mail_auto_str((enum mail_auto)i));
		for (j = 0; j < i; j++)
			assert_string_not_equal(mail_auto_str(
			    (enum mail_auto)i), mail_auto_str(
			    (enum mail_auto)j));
	}
	for (i = MAIL_OK; i <= MAIL_ERR_TOO_MANY_LINES; i++) {
		assert_non_null(mail_error_str((enum mail_error)i));
		for (j = 0; j < i; j++)
			assert_string_not_equal(mail_error_str(
			    (enum mail_error)i), mail_error_str(
			    (enum mail_error)j));
	}
	assert_non_null(mail_error_str((enum mail_error)99));
	assert_non_null(mail_auto_str((enum mail_auto)99));
	mail_msg_free(NULL);
}

static char *
body_of(const char *raw)
{
	struct mail_msg *m;
	char *t;

	m = mail_parse(raw, strlen(raw), NULL, NULL);
	assert_int_equal(m->error, MAIL_OK);
	assert_non_null(m->text);
	t = xstrdup(m->text);
	mail_msg_free(m);
	return t;
}

static void
check_body(const char *raw, const char *want)
{
	char *t;

	t = body_of(raw);
	assert_string_equal(t, want);
	free(t);
}

static void
test_charsets(void **state)
{
	(void)state;
	/* No charset, not UTF-8: Windows-1250 (0x8a is Š there, a control
	 * in Latin-2). */
	check_body("From: a@b.example\n\nH8 \xba\xfe\xe3 \x8a" "A\n",
	    "H8 şţă ŠA");
	/* No charset, valid UTF-8: kept. */
	check_body("From: a@b.example\n\nH8 ȘȚĂ\n", "H8 ȘȚĂ");
	/* us-ascii declared, UTF-8 sent (a common lie). */
	check_body("From: a@b.example\nContent-Type: text/plain; "
	    "charset=us-ascii\n\nH8 ȘȚĂ\n", "H8 ȘȚĂ");
	/* UTF-8 declared, a stray byte: U+FFFD, the rest kept. */
	check_body("From: a@b.example\nContent-Type: text/plain; "
	    "charset=utf-8\n\nH8 Ș\xff" "A\n", "H8 Ș\xef\xbf\xbd" "A");
	/* KOI8-R through iconv. */
	check_body("From: a@b.example\nContent-Type: text/plain; "
	    "charset=koi8-r\n\n\xf0\xd2\xc9\xd7\xc5\xd4\n", "Привет");
	/* ISO-8859-1. */
	check_body("From: a@b.example\nContent-Type: text/plain; "
	    "charset=iso-8859-1\n\ncaf\xe9\n", "café");
	/* Transfer encoding "binary" and a quoted-printable soft break. */
	check_body("From: a@b.example\nContent-Transfer-Encoding: binary\n"
	    "\nTUR 7\n", "TUR 7");
	check_body("From: a@b.example\nContent-Type: text/plain; "
	    "charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
	    "H8 =C8=98TA=\nFET=C4=82 8\n", "H8 ȘTAFETĂ 8");
}

static void
test_choice(void **state)
{
	(void)state;
	/* multipart/alternative: text/plain wins even when HTML is first. */
	check_body("From: a@b.example\nContent-Type: multipart/alternative; "
	    "boundary=b\n\n--b\nContent-Type: text/html\n\n<p>HTML</p>\n"
	    "--b\nContent-Type: text/plain\n\nPLAIN\n--b--\n", "PLAIN");
	/* HTML inside multipart/related when there is no text/plain. */
	check_body("From: a@b.example\nContent-Type: multipart/alternative; "
	    "boundary=b\n\n--b\nContent-Type: multipart/related; "
	    "boundary=c\n\n--c\nContent-Type: text/html; charset=utf-8\n\n"
	    "<div>TUR&nbsp;7</div>\n--c\nContent-Type: image/png\n\nxx\n"
	    "--c--\n--b--\n", "TUR 7");
	/* multipart/mixed: the first suitable part, HTML included. */
	check_body("From: a@b.example\nContent-Type: multipart/mixed; "
	    "boundary=b\n\n--b\nContent-Type: image/png\n\nxx\n--b\n"
	    "Content-Type: text/html\n\n<b>PAS</b>\n--b\n"
	    "Content-Type: text/plain\n\nTUR 7\n--b--\n", "PAS");
}

static void
html_check(const char *html, const char *want)
{
	char *t;

	t = mail_html_to_text(html, strlen(html));
	assert_non_null(t);
	assert_string_equal(t, want);
	free(t);
}

static void
test_html(void **state)
{
	char *t;

	(void)state;
	assert_null(mail_html_to_text("", 0));
	html_check("<div>TUR 7</div><div>H8 CASA 8<br>PAS</div>",
	    "TUR 7\nH8 CASA 8\nPAS\n");
	/* Outlook: one MsoNormal paragraph a line, &nbsp; kept as U+00A0
	 * (the cleaner makes it a space). */
	html_check("<html><head><style>p.MsoNormal{margin:0}</style>"
	    "<title>T</title></head><body><div class=WordSection1>"
	    "<p class=MsoNormal>MUTARE 1 2 H8 &#538;AR&#258;<o:p></o:p></p>"
	    "<p class=MsoNormal><o:p>&nbsp;</o:p></p>"
	    "<p class=MsoNormal>Maria<o:p></o:p></p></div></body></html>",
	    "MUTARE 1 2 H8 ȚARĂ\n\xc2\xa0\nMaria\n");
	/* Quotes get "> " per level; script, style, head dropped. */
	html_check("<p>A</p><blockquote><p>B</p><blockquote>C</blockquote>"
	    "D</blockquote><script>E</script><style>F</style>G",
	    "A\n> B\n> > C\n> D\nG\n");
	/* White space collapsed, but not in <pre>; entities decoded. */
	html_check("  H8 \n\t CASA   8 &amp; &lt;&gt; &acirc;<pre>a  b\nc"
	    "</pre>", "H8 CASA 8 & <> â\na  b\nc\n");
	/* Table cells apart, rows on lines. */
	html_check("<table><tr><td>A</td><td>B</td></tr><tr><td>C</td>"
	    "</tr></table>", "A B\nC\n");
	/* Invalid UTF-8 and a NUL do not stop the parser. */
	t = mail_html_to_text("<p>A\xff" "B\0C</p>", 12);
	assert_string_equal(t, "A\xef\xbf\xbd" "B\xef\xbf\xbd" "C\n");
	free(t);
	/* A meta charset does not override the UTF-8 we give. */
	html_check("<meta charset=\"windows-1250\"><p>ȘȚ</p>", "ȘȚ\n");
}

static int
teardown(void **state)
{
	(void)state;
	/* GMime's global state, so LeakSanitizer reports only real leaks. */
	g_mime_shutdown();
	return 0;
}

/* The Authentication-Results headers our MTA may have written: above the
 * second Received (a milter's just above or below our MTA's Received);
 * one written below it came with the message and is not kept. */
static void
test_auth_results(void **state)
{
	static const char raw[] =
	    "Authentication-Results: mx.test; dmarc=fail\r\n"
	    "Received: from a by mx.test; Mon, 30 Nov 2026 10:00:00 +0000\r\n"
	    "Authentication-Results: mx.test; spf=fail\r\n"
	    "\tsmtp.mailfrom=x.example\r\n"
	    "Received: from b by a; Mon, 30 Nov 2026 09:59:00 +0000\r\n"
	    "Authentication-Results: mx.test; dmarc=pass\r\n"
	    "From: x@x.example\r\n"
	    "Subject: s\r\n\r\nHELP\r\n";
	static const char none[] = "Authentication-Results: mx.test; "
	    "dmarc=pass\nReceived: from a by mx.test\nReceived: from b\n"
	    "Authentication-Results: mx.test; dmarc=pass\nFrom: y@y.example"
	    "\n\nHELP\n";
	struct mail_msg *m;
	const char *rest;

	(void)state;
	m = mail_parse(raw, sizeof raw - 1, NULL, NULL);
	assert_non_null(m->auth_results);
	assert_string_equal(m->auth_results[0], "mx.test; dmarc=fail");
	/* Unfolded: the line break and tab become spaces. */
	assert_non_null(strstr(m->auth_results[1], "spf=fail"));
	assert_null(strchr(m->auth_results[1], '\n'));
	assert_null(strchr(m->auth_results[1], '\t'));
	assert_null(m->auth_results[2]);
	mail_msg_free(m);
	rest = strchr(none, '\n') + 1;
	m = mail_parse(rest, strlen(rest), NULL, NULL);
	/* Starting at "Received: from a": the one header is below the
	 * second Received. */
	assert_null(m->auth_results);
	mail_msg_free(m);
	m = mail_parse(none, sizeof none - 1, NULL, NULL);
	assert_non_null(m->auth_results);
	assert_null(m->auth_results[1]);
	mail_msg_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_corpus),
		cmocka_unit_test(test_no_text_detail),
		cmocka_unit_test(test_broken),
		cmocka_unit_test(test_too_big),
		cmocka_unit_test(test_oversized),
		cmocka_unit_test(test_nesting_bomb),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_automatic),
		cmocka_unit_test(test_strings),
		cmocka_unit_test(test_charsets),
		cmocka_unit_test(test_choice),
		cmocka_unit_test(test_html),
		cmocka_unit_test(test_auth_results),
	};

	return cmocka_run_group_tests(tests, NULL, teardown);
}
