/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-mail-compose.c: messages made by mail_compose() are parsed back
 * with GMime and checked: decoded subject and names with diacritics,
 * threading headers with < >, the date, X-Loop and Auto-Submitted, the body
 * decoding to the exact text, CRLF everywhere and no line over 998 bytes,
 * multipart/alternative with HTML, no header injection through the subject
 * or the names, bad addresses refused with a cause, and the form of
 * generated Message-IDs.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <gmime/gmime.h>

#include "mail-compose.h"

static const char *const body_ro =
    "Bună ziua, Ștefan,\n\n> SIGNON stefan ******\n"
    "Sunteți identificat drept jucătorul ștefan (ăâîșț ĂÂÎȘȚ).\n"
    "Linie cu = și spații la sfârșit   \n.\nFrom the start\n";

static void
base(struct mail_out *m)
{
	memset(m, 0, sizeof *m);
	m->from_addr = "arbitru@club.ro";
	m->from_name = "Arbitrul Clubului „Șah-Scrabble”";
	m->to_addr = "stefan@example.ro";
	m->to_name = "Ștefan \"Fănel\" Țăranu";
	m->subject = "Re: Turneul de duminică";
	m->message_id = "1700000000.abc@club.ro";
	m->in_reply_to = "orig-1@example.ro";
	m->references = "a1@example.ro <orig-1@example.ro>";
	m->date = 1700000000;
	m->loop_tag = "arbitru@club.ro";
	m->auto_submitted = "auto-replied";
	m->text = body_ro;
}

/* Compose m; check CRLF line ends and line lengths; parse it back. */
static GMimeMessage *
compose_parse(const struct mail_out *m, char **raw, size_t *rawlen)
{
	GMimeStream	*stream;
	GMimeParser	*parser;
	GMimeMessage	*msg;
	char		*cause = NULL;
	size_t		 len, i, col = 0;
	char		*out;

	out = mail_compose(m, &len, &cause);
	if (out == NULL)
		fail_msg("mail_compose: %s", cause);
	assert_int_equal(strlen(out), len);
	for (i = 0; i < len; i++) {
		if (out[i] == '\n') {
			assert_true(i > 0 && out[i - 1] == '\r');
			col = 0;
		} else if (out[i] == '\r') {
			assert_true(i + 1 < len && out[i + 1] == '\n');
		} else {
			assert_true(out[i] != '\0');
			col++;
			assert_true(col <= 998);
		}
	}
	assert_true(len >= 2 && out[len - 2] == '\r' && out[len - 1] == '\n');
	stream = g_mime_stream_mem_new_with_buffer(out, len);
	parser = g_mime_parser_new_with_stream(stream);
	msg = g_mime_parser_construct_message(parser, NULL);
	assert_non_null(msg);
	g_object_unref(parser);
	g_object_unref(stream);
	if (raw != NULL) {
		*raw = out;
		*rawlen = len;
	} else
		free(out);
	return msg;
}

/* How many times header name appears in the header block of raw. */
static int
count_header(const char *raw, const char *name)
{
	const char	*end = strstr(raw, "\r\n\r\n"), *p = raw;
	size_t		 n = strlen(name);
	int		 count = 0;

	assert_non_null(end);
	while (p != NULL && p < end) {
		if (g_ascii_strncasecmp(p, name, n) == 0 && p[n] == ':')
			count++;
		p = strstr(p, "\r\n");
		if (p != NULL)
			p += 2;
	}
	return count;
}

/* The decoded text of a text part, CRLF turned back into LF. */
static char *
part_text(GMimeObject *obj)
{
	char	*t, *r, *w;

	assert_true(GMIME_IS_TEXT_PART(obj));
	t = g_mime_text_part_get_text(GMIME_TEXT_PART(obj));
	assert_non_null(t);
	for (r = w = t; *r != '\0'; r++)
		if (!(r[0] == '\r' && r[1] == '\n'))
			*w++ = *r;
	*w = '\0';
	return t;
}

static void
test_headers(void **state)
{
	struct mail_out		 m;
	GMimeMessage		*msg;
	GMimeObject		*obj;
	InternetAddressList	*l;
	InternetAddress		*ia;
	GDateTime		*dt;
	char			*raw;
	size_t			 len;

	(void)state;
	base(&m);
	msg = compose_parse(&m, &raw, &len);
	obj = GMIME_OBJECT(msg);
	assert_string_equal(g_mime_message_get_subject(msg),
	    "Re: Turneul de duminică");
	/* Encoded, not raw UTF-8, in the header block. */
	assert_null(strstr(raw, "duminică"));
	l = g_mime_message_get_from(msg);
	assert_int_equal(internet_address_list_length(l), 1);
	ia = internet_address_list_get_address(l, 0);
	assert_string_equal(internet_address_get_name(ia),
	    "Arbitrul Clubului „Șah-Scrabble”");
	assert_string_equal(internet_address_mailbox_get_addr(
	    INTERNET_ADDRESS_MAILBOX(ia)), "arbitru@club.ro");
	l = g_mime_message_get_to(msg);
	assert_int_equal(internet_address_list_length(l), 1);
	ia = internet_address_list_get_address(l, 0);
	assert_string_equal(internet_address_get_name(ia),
	    "Ștefan \"Fănel\" Țăranu");
	assert_string_equal(internet_address_mailbox_get_addr(
	    INTERNET_ADDRESS_MAILBOX(ia)), "stefan@example.ro");
	assert_string_equal(g_mime_message_get_message_id(msg),
	    "1700000000.abc@club.ro");
	assert_non_null(strstr(raw, "\r\nMessage-Id: <1700000000.abc@club.ro>"
	    "\r\n"));
	assert_string_equal(g_mime_object_get_header(obj, "In-Reply-To"),
	    "<orig-1@example.ro>");
	assert_string_equal(g_mime_object_get_header(obj, "References"),
	    "<a1@example.ro> <orig-1@example.ro>");
	dt = g_mime_message_get_date(msg);
	assert_non_null(dt);
	assert_int_equal(g_date_time_to_unix(dt), 1700000000);
	assert_string_equal(g_mime_object_get_header(obj, "X-Loop"),
	    "arbitru@club.ro");
	assert_string_equal(g_mime_object_get_header(obj, "Auto-Submitted"),
	    "auto-replied");
	assert_int_equal(count_header(raw, "MIME-Version"), 1);
	assert_int_equal(count_header(raw, "Subject"), 1);
	assert_int_equal(count_header(raw, "Precedence"), 0);
	assert_int_equal(count_header(raw, "Bcc"), 0);
	free(raw);
	g_object_unref(msg);
}

static void
test_body_roundtrip(void **state)
{
	struct mail_out	 m;
	GMimeMessage	*msg;
	GMimeObject	*part;
	GMimeContentType *ct;
	char		*t, *raw;
	size_t		 len;

	(void)state;
	base(&m);
	msg = compose_parse(&m, &raw, &len);
	part = g_mime_message_get_mime_part(msg);
	ct = g_mime_object_get_content_type(part);
	assert_true(g_mime_content_type_is_type(ct, "text", "plain"));
	assert_string_equal(g_mime_content_type_get_parameter(ct, "charset"),
	    "utf-8");
	assert_int_equal(g_mime_part_get_content_encoding(GMIME_PART(part)),
	    GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
	t = part_text(part);
	assert_string_equal(t, body_ro);
	g_free(t);
	free(raw);
	g_object_unref(msg);

	/* ASCII with short lines: 7bit, same text; a bare CR becomes a
	 * line break and a missing final newline is added. */
	m.text = "Hello,\nplain = ASCII\rbody";
	msg = compose_parse(&m, NULL, NULL);
	part = g_mime_message_get_mime_part(msg);
	assert_int_equal(g_mime_part_get_content_encoding(GMIME_PART(part)),
	    GMIME_CONTENT_ENCODING_7BIT);
	t = part_text(part);
	assert_string_equal(t, "Hello,\nplain = ASCII\nbody\n");
	g_free(t);
	g_object_unref(msg);
}

/* The body of a one-part mail as mail_compose writes it is the one GMime
 * writes for a text part made by g_mime_text_part_set_text and encoded
 * quoted-printable (the way the program made it before it encoded the
 * content itself): trailing blanks, "=", lines around the 76-column soft
 * break, long words, CR LF.  And a text whose characters all fit Latin-1
 * stays UTF-8, as its charset says. */
static void
test_body_as_gmime(void **state)
{
	static const char *const texts[] = {
		"Bună ziua, Ștefan,\n\n> SIGNON stefan ******\nLinie cu = și "
		"spații la sfârșit   \n.\nFrom the start\ttab\t\n",
		"ăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăăă"
		"ăăăăăăă x\n",
		"0123456789012345678901234567890123456789012345678901234567890"
		"12345678901234ș\n"
		"012345678901234567890123456789012345678901234567890123456789012"
		"3456789012 ș \n"
		"0123456789012345678901234567890123456789012345678901234567890123"
		"4567890123456789012345678901234567890123456789=ț\n",
		"<div style=\"margin:0 0 12px 0\"><div>Sunteți jucătorul ion."
		"</div></div><div lang=\"en\">In English: after SIGNON, the "
		"command LANGUAGE en brings your mails in English.</div>\n",
	};
	struct mail_out	 m;
	GMimeTextPart	*tp;
	GMimeFormatOptions *opts;
	GMimeStream	*stream;
	GByteArray	*bytes;
	GMimeMessage	*msg;
	GMimeObject	*part;
	char		*raw, *want, *t;
	const char	*body;
	size_t		 i, len;

	(void)state;
	opts = g_mime_format_options_new();
	g_mime_format_options_set_newline_format(opts,
	    GMIME_NEWLINE_FORMAT_DOS);
	for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		base(&m);
		m.text = texts[i];
		msg = compose_parse(&m, &raw, &len);
		g_object_unref(msg);
		body = strstr(raw, "\r\n\r\n");
		assert_non_null(body);
		tp = g_mime_text_part_new_with_subtype("plain");
		g_mime_text_part_set_text(tp, texts[i]);
		g_mime_text_part_set_charset(tp, "utf-8");
		g_mime_part_set_content_encoding(GMIME_PART(tp),
		    GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
		stream = g_mime_stream_mem_new();
		assert_true(g_mime_object_write_to_stream(GMIME_OBJECT(tp),
		    opts, stream) > 0);
		bytes = g_mime_stream_mem_get_byte_array(
		    GMIME_STREAM_MEM(stream));
		want = g_strndup((const char *)bytes->data, bytes->len);
		assert_non_null(strstr(want, "\r\n\r\n"));
		assert_string_equal(body, strstr(want, "\r\n\r\n"));
		g_free(want);
		g_object_unref(stream);
		g_object_unref(tp);
		free(raw);
	}
	g_mime_format_options_free(opts);

	base(&m);
	m.text = "Dear José,\n";
	msg = compose_parse(&m, &raw, &len);
	assert_non_null(strstr(raw, "Jos=C3=A9"));
	part = g_mime_message_get_mime_part(msg);
	t = part_text(part);
	assert_string_equal(t, "Dear José,\n");
	g_free(t);
	free(raw);
	g_object_unref(msg);
}

static void
test_long_lines(void **state)
{
	struct mail_out	 m;
	GMimeMessage	*msg;
	GMimeObject	*part;
	GString		*body = g_string_new(NULL), *refs = g_string_new(NULL);
	GString		*subj = g_string_new("Re:");
	char		*t;
	int		 i;

	(void)state;
	for (i = 0; i < 3000; i++)
		g_string_append_c(body, (char)('a' + i % 26));
	g_string_append_c(body, '\n');
	for (i = 0; i < 60; i++)
		g_string_append_printf(refs, "message-%d.abcdefghij@example.ro ",
		    i);
	for (i = 0; i < 200; i++)
		g_string_append(subj, " cuvânt");
	base(&m);
	m.text = body->str;
	m.references = refs->str;
	m.subject = subj->str;
	/* compose_parse checks every line is at most 998 bytes. */
	msg = compose_parse(&m, NULL, NULL);
	part = g_mime_message_get_mime_part(msg);
	/* An ASCII line over 998 bytes cannot be 7bit. */
	assert_int_equal(g_mime_part_get_content_encoding(GMIME_PART(part)),
	    GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
	t = part_text(part);
	assert_string_equal(t, body->str);
	g_free(t);
	assert_string_equal(g_mime_message_get_subject(msg), subj->str);
	assert_non_null(strstr(g_mime_object_get_header(GMIME_OBJECT(msg),
	    "References"), "<message-59.abcdefghij@example.ro>"));
	g_object_unref(msg);
	g_string_free(body, TRUE);
	g_string_free(refs, TRUE);
	g_string_free(subj, TRUE);
}

static void
test_no_header_injection(void **state)
{
	struct mail_out	 m;
	GMimeMessage	*msg;
	GMimeObject	*obj;
	char		*raw;
	size_t		 len;

	(void)state;
	base(&m);
	m.subject = "Hi\r\nBcc: victim@x";
	m.to_name = "Ion\r\nCc: other@x";
	m.from_name = "Arbitru\nX-Evil: 1";
	m.loop_tag = "tag\r\nBcc: victim2@x";
	m.in_reply_to = "id@x>\r\nBcc: <victim3@x";
	m.references = "a@b\r\nBcc: victim4@x";
	msg = compose_parse(&m, &raw, &len);
	obj = GMIME_OBJECT(msg);
	assert_int_equal(count_header(raw, "Subject"), 1);
	assert_int_equal(count_header(raw, "Bcc"), 0);
	assert_int_equal(count_header(raw, "Cc"), 0);
	assert_int_equal(count_header(raw, "X-Evil"), 0);
	assert_int_equal(count_header(raw, "In-Reply-To"), 1);
	assert_null(g_mime_object_get_header(obj, "Bcc"));
	assert_int_equal(internet_address_list_length(
	    g_mime_message_get_addresses(msg, GMIME_ADDRESS_TYPE_BCC)), 0);
	assert_int_equal(internet_address_list_length(
	    g_mime_message_get_addresses(msg, GMIME_ADDRESS_TYPE_CC)), 0);
	assert_int_equal(internet_address_list_length(
	    g_mime_message_get_to(msg)), 1);
	assert_string_equal(g_mime_message_get_subject(msg),
	    "Hi Bcc: victim@x");
	assert_string_equal(g_mime_object_get_header(obj, "X-Loop"),
	    "tag Bcc: victim2@x");
	/* Every piece of the id list is one bracketed id. */
	assert_string_equal(g_mime_object_get_header(obj, "In-Reply-To"),
	    "<id@x>");
	free(raw);
	g_object_unref(msg);
}

static void
test_alternative(void **state)
{
	struct mail_out	 m;
	GMimeMessage	*msg;
	GMimeObject	*top, *p0, *p1;
	GMimeContentType *ct;
	char		*t;

	(void)state;
	base(&m);
	m.html = "<html><body><p>Bună ziua, <b>Ștefan</b> &amp; co.</p>"
	    "</body></html>\n";
	msg = compose_parse(&m, NULL, NULL);
	top = g_mime_message_get_mime_part(msg);
	assert_true(GMIME_IS_MULTIPART(top));
	ct = g_mime_object_get_content_type(top);
	assert_true(g_mime_content_type_is_type(ct, "multipart",
	    "alternative"));
	assert_int_equal(g_mime_multipart_get_count(GMIME_MULTIPART(top)), 2);
	p0 = g_mime_multipart_get_part(GMIME_MULTIPART(top), 0);
	p1 = g_mime_multipart_get_part(GMIME_MULTIPART(top), 1);
	assert_true(g_mime_content_type_is_type(
	    g_mime_object_get_content_type(p0), "text", "plain"));
	assert_true(g_mime_content_type_is_type(
	    g_mime_object_get_content_type(p1), "text", "html"));
	t = part_text(p0);
	assert_string_equal(t, body_ro);
	g_free(t);
	t = part_text(p1);
	assert_string_equal(t, m.html);
	g_free(t);
	g_object_unref(msg);
}

static void
test_bad_addresses(void **state)
{
	static const char *const bad[] = {
		"", "x", "a b@c.ro", "<a@b.ro>", "a@b.ro, c@d.ro", "a@@b.ro",
		"a@b.ro\r\nBcc: c@d.ro", "Ion <a@b.ro>", "a@", "@b.ro",
		".a@b.ro", "a..b@c.ro", "a@b..ro", "a@-b.ro", "a@b.ro.",
		"ă@b.ro", "a@b_c.ro", "a\"b@c.ro",
	};
	struct mail_out	 m;
	char		*cause = NULL, *out;
	size_t		 i, len = 7;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		base(&m);
		m.to_addr = bad[i];
		out = mail_compose(&m, &len, &cause);
		if (out != NULL)
			fail_msg("accepted recipient '%s'", bad[i]);
		assert_non_null(cause);
		assert_int_equal(len, 0);
		free(cause);
		base(&m);
		m.from_addr = bad[i];
		assert_null(mail_compose(&m, NULL, &cause));
		assert_non_null(strstr(cause, "sender"));
		free(cause);
	}
	base(&m);
	m.to_addr = NULL;
	assert_null(mail_compose(&m, NULL, &cause));
	assert_non_null(strstr(cause, "recipient"));
	free(cause);
	/* And some good ones. */
	base(&m);
	m.to_addr = "o'brien+scrabble.x_1@mail-1.example.co.uk";
	out = mail_compose(&m, &len, &cause);
	assert_non_null(out);
	free(out);
}

static void
test_message_id(void **state)
{
	struct mail_out	 m;
	GMimeMessage	*msg;
	char		*a, *b, *dot;
	const char	*id;
	size_t		 i;

	(void)state;
	a = mail_compose_message_id("club.ro");
	b = mail_compose_message_id("club.ro");
	assert_string_not_equal(a, b);
	/* "<digits>.<16 hex>@club.ro" */
	dot = strchr(a, '.');
	assert_non_null(dot);
	for (i = 0; a + i < dot; i++)
		assert_true(g_ascii_isdigit(a[i]));
	for (i = 1; i <= 16; i++)
		assert_true(g_ascii_isxdigit(dot[i]));
	assert_string_equal(dot + 17, "@club.ro");
	free(a);
	free(b);
	a = mail_compose_message_id("bad domain>");
	assert_non_null(strstr(a, "@scrabmail.invalid"));
	free(a);
	a = mail_compose_message_id(NULL);
	assert_non_null(strstr(a, "@scrabmail.invalid"));
	free(a);

	/* Generated when missing, in the sender's domain. */
	base(&m);
	m.message_id = NULL;
	m.in_reply_to = NULL;
	m.references = NULL;
	m.to_name = NULL;
	m.from_name = NULL;
	msg = compose_parse(&m, NULL, NULL);
	id = g_mime_message_get_message_id(msg);
	assert_non_null(id);
	assert_non_null(strstr(id, "@club.ro"));
	assert_null(g_mime_object_get_header(GMIME_OBJECT(msg),
	    "In-Reply-To"));
	assert_null(g_mime_object_get_header(GMIME_OBJECT(msg),
	    "References"));
	g_object_unref(msg);
}

/* raw with its boundary (if any) replaced by "B" (g_free). */
static char *
unbound(const char *raw)
{
	const char	*b = strstr(raw, "boundary=\""), *e;
	char		*bd, *out;
	gchar		**parts;

	if (b == NULL)
		return g_strdup(raw);
	b += strlen("boundary=\"");
	e = strchr(b, '"');
	assert_non_null(e);
	bd = g_strndup(b, (gsize)(e - b));
	parts = g_strsplit(raw, bd, -1);
	out = g_strjoinv("B", parts);
	g_strfreev(parts);
	g_free(bd);
	return out;
}

/* m composed by mail_compose's own writer and by GMime's objects: the same
 * bytes but for the boundary; returns whether the own writer took it. */
static int
same_as_gmime(const struct mail_out *m)
{
	char	*a, *b, *ua, *ub, *cause = NULL;
	size_t	 la, lb;
	int	 direct;

	mail_compose_set_direct(1);
	a = mail_compose(m, &la, &cause);
	if (a == NULL)
		fail_msg("mail_compose: %s", cause);
	direct = mail_compose_set_direct(0);
	b = mail_compose(m, &lb, &cause);
	if (b == NULL)
		fail_msg("mail_compose: %s", cause);
	assert_int_equal(mail_compose_set_direct(1), 0);
	assert_int_equal(strlen(a), la);
	ua = unbound(a);
	ub = unbound(b);
	if (strcmp(ua, ub) != 0)
		fail_msg("not as GMime writes it:\n%s\n-- GMime:\n%s", ua, ub);
	/* A boundary of GMime's form (tests/golden/run.sh masks it). */
	if (m->html != NULL)
		assert_non_null(strstr(a, "boundary=\"=-"));
	g_free(ua);
	g_free(ub);
	free(a);
	free(b);
	return direct;
}

static void
test_direct_as_gmime(void **state)
{
	static const char *const names[] = { NULL, "", "Cititor 1",
	    "Ana-Maria Pop", "Stefan", "A. Pop", "Pop, Ana", "\"x\"",
	    "Ștefan Țăranu", "Arbitrul Clubului Sah Scrabble din Bucuresti si "
	    "Ilfov, sectia 2", "x y", "x  y ", "a=?b?=" };
	static const char *const subjects[] = { "Re: Răspuns runda 2",
	    "Re: Hello", "", "Partida 12 · mutarea 007 · mutare refuzată",
	    "ASCII =?x?= trick", "Re: [x] (y) <z> \"q\" a@b; c,d",
	    "Re: 0123456789 0123456789 0123456789 0123456789 0123456789 0123",
	    "Re: 0123456789 0123456789 0123456789 0123456789 0123456789 01234",
	    "Re: 0123456789 0123456789 0123456789 0123456789 0123456789 012345",
	    "Re: 0123456789012345678901234567890123456789012345678901234567890"
	    "123456789", "ăăăăăăăăăăăăăăăăăăă", "Re:  two  blanks\t tab" };
	static const char *const texts[] = { NULL, "", "Hello\n", "Hello",
	    "x\r\ny\rz\n\n", "Bună ziua\n", "Ends with a blank \n",
	    "line with = sign\n.\nFrom me\n" };
	static const char *const ids[] = { "abc@x", "1700000000.0123456789abcdef"
	    "@ziar.example.ro", "a-very-long-message-id-that-makes-the-line-"
	    "longer-than-the-limit@example.ro", "<a@b>" };
	static const char *const refs[] = { NULL, "a@b", "a@b c@d",
	    "aaaaaaaaaaaaaaaa@example.ro bbbbbbbbbbbbbbbbbb@example.ro "
	    "cccccccccccccccccc@example.ro", "" };
	static const long long dates[] = { 1700000000, 1696118400,
	    1704067199, 86400 * 365 * 30 + 3 };
	struct mail_out	 m;
	size_t		 i;
	int		 direct = 0;
	char		*long_text;

	(void)state;
	long_text = g_strnfill(1200, 'a');
	memset(&m, 0, sizeof m);
	m.from_addr = "concurs@ziar.example.ro";
	m.from_name = "Scrabmail";
	m.to_addr = "cititor1@example.ro";
	m.to_name = "Cititor 1";
	m.subject = "Re: Răspuns runda 2";
	m.message_id = "abc@x";
	m.in_reply_to = "bench-1@example.ro";
	m.references = "bench-1@example.ro";
	m.date = 1700000000;
	m.loop_tag = "scrabmail";
	m.auto_submitted = "auto-replied";
	m.text = body_ro;
	m.html = "<html><body><p>Bună ziua</p></body></html>\n";
	direct += same_as_gmime(&m);
	assert_int_equal(direct, 1);	/* the answers' usual kind */
	for (i = 0; i < G_N_ELEMENTS(names); i++) {
		m.from_name = names[i];
		direct += same_as_gmime(&m);
		m.from_name = "Scrabmail";
		m.to_name = names[i];
		direct += same_as_gmime(&m);
		m.to_name = "Cititor 1";
	}
	for (i = 0; i < G_N_ELEMENTS(subjects); i++) {
		m.subject = subjects[i];
		direct += same_as_gmime(&m);
		m.html = NULL;
		direct += same_as_gmime(&m);
		m.html = "<p>x</p>";
	}
	/* Every length about where GMime folds, in words and in one. */
	for (i = 40; i < 90; i++) {
		char *sub = g_strndup("Re: abcdefghi abcdefghi abcdefghi "
		    "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi "
		    "abcdefghi abcdefghi", i);
		char *one = g_strnfill(i, 'x');

		m.subject = sub;
		direct += same_as_gmime(&m);
		m.subject = one;
		direct += same_as_gmime(&m);
		m.subject = sub + i / 2;
		direct += same_as_gmime(&m);
		m.to_name = one + i / 2;
		direct += same_as_gmime(&m);
		m.to_name = "Cititor 1";
		g_free(sub);
		g_free(one);
	}
	for (i = 0; i < 30; i++) {
		char *sub = g_strdup_printf("R\xc4\x83spuns %.*s", (int)i,
		    "runda 2 din concursul de duminic\xc4\x83");

		m.subject = sub;
		direct += same_as_gmime(&m);
		g_free(sub);
	}
	m.subject = "what ?= now";
	direct += same_as_gmime(&m);
	m.subject = "Re: Hello";
	for (i = 0; i < G_N_ELEMENTS(texts); i++) {
		m.text = texts[i];
		direct += same_as_gmime(&m);
		m.html = texts[i] != NULL ? texts[i] : "";
		direct += same_as_gmime(&m);
		m.html = NULL;
		direct += same_as_gmime(&m);
	}
	m.text = long_text;
	direct += same_as_gmime(&m);
	m.html = long_text;
	direct += same_as_gmime(&m);
	m.text = body_ro;
	for (i = 0; i < G_N_ELEMENTS(ids); i++) {
		m.message_id = ids[i];
		direct += same_as_gmime(&m);
	}
	m.message_id = "abc@x";
	for (i = 0; i < G_N_ELEMENTS(refs); i++) {
		m.in_reply_to = refs[i];
		direct += same_as_gmime(&m);
		m.in_reply_to = NULL;
		m.references = refs[i];
		direct += same_as_gmime(&m);
		m.references = NULL;
	}
	m.loop_tag = NULL;
	direct += same_as_gmime(&m);
	m.loop_tag = "";
	m.auto_submitted = NULL;
	direct += same_as_gmime(&m);
	m.loop_tag = "sc\xc8\x99";
	direct += same_as_gmime(&m);
	m.loop_tag = "scrabmail";
	m.auto_submitted = "auto-generated";
	for (i = 0; i < G_N_ELEMENTS(dates); i++) {
		m.date = dates[i];
		direct += same_as_gmime(&m);
	}
	/* Most of them were the own writer's (the rest: GMime's). */
	assert_true(direct > 250);
	g_free(long_text);
}

static int
setup(void **state)
{
	(void)state;
	g_mime_init();
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_headers),
		cmocka_unit_test(test_body_roundtrip),
		cmocka_unit_test(test_body_as_gmime),
		cmocka_unit_test(test_long_lines),
		cmocka_unit_test(test_no_header_injection),
		cmocka_unit_test(test_alternative),
		cmocka_unit_test(test_bad_addresses),
		cmocka_unit_test(test_message_id),
		cmocka_unit_test(test_direct_as_gmime),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
