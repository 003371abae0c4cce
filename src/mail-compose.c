/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-compose.c: every mail the program sends is made here, with GMime.
 * The caller describes the mail in a struct mail_out; this file checks the
 * two addresses (a plain local@domain, nothing that a mailer could read as
 * more than one recipient), turns every other header value into one line
 * of valid UTF-8 without control characters (so that a subject or a name
 * taken from an incoming mail cannot add headers), lets GMime encode them
 * (RFC 2047) and fold them, and writes the message with CRLF line ends.
 * The body is text/plain in UTF-8, 7bit when it is short-lined ASCII and
 * quoted-printable otherwise, or multipart/alternative with an HTML part.
 * A mail whose headers need neither encoding nor folding (the usual
 * answer) is written here directly, in the bytes GMime's objects would
 * give (mail_compose_direct), for a tenth of their cost.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gmime/gmime.h>

#include "mail-compose.h"
#include "util.h"

/* RFC 5322's limit on a line, without the CRLF. */
#define MAIL_COMPOSE_LINE_MAX	998

static void
mail_compose_init(void)
{
	static int	done;

	/* GMime counts its initialisations; once is enough for us. */
	if (!done) {
		g_mime_init();
		done = 1;
	}
}

/* s as one line (g_free): valid UTF-8, control characters (C0, DEL, C1,
 * the Unicode line and paragraph separators) as spaces, runs of spaces
 * collapsed, none at the ends.  NULL stays NULL. */
static char *
mail_compose_line(const char *s)
{
	GString		*g;
	char		*valid, *p;
	gunichar	 c;

	if (s == NULL)
		return NULL;
	valid = g_utf8_make_valid(s, -1);
	g = g_string_sized_new(strlen(valid));
	for (p = valid; *p != '\0'; p = g_utf8_next_char(p)) {
		c = g_utf8_get_char(p);
		if (c <= 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 ||
		    c == 0x2029) {
			if (g->len > 0 && g->str[g->len - 1] != ' ')
				g_string_append_c(g, ' ');
		} else
			g_string_append_unichar(g, c);
	}
	if (g->len > 0 && g->str[g->len - 1] == ' ')
		g_string_truncate(g, g->len - 1);
	g_free(valid);
	return g_string_free(g, FALSE);
}

/* A message id without < >: printable ASCII except blanks, <, > and @ only
 * once in the middle; NULL if nothing usable is left (g_free). */
static char *
mail_compose_id(const char *s)
{
	GString		*g = g_string_new(NULL);
	const char	*p;

	for (p = s; *p != '\0'; p++) {
		if (*p > ' ' && *p < 0x7f && *p != '<' && *p != '>' &&
		    *p != '"' && *p != '\\' && *p != '(' && *p != ')')
			g_string_append_c(g, *p);
	}
	if (g->len == 0) {
		g_string_free(g, TRUE);
		return NULL;
	}
	return g_string_free(g, FALSE);
}

/* "<a> <b> ..." from ids separated by white space; NULL if none. */
static char *
mail_compose_id_list(const char *s)
{
	GString	*g = g_string_new(NULL);
	char	**ids = g_strsplit_set(s, " \t\r\n", -1);
	char	*id;
	int	 i;

	for (i = 0; ids[i] != NULL; i++) {
		if ((id = mail_compose_id(ids[i])) == NULL)
			continue;
		g_string_append_printf(g, "%s<%s>", g->len > 0 ? " " : "", id);
		g_free(id);
	}
	g_strfreev(ids);
	if (g->len == 0) {
		g_string_free(g, TRUE);
		return NULL;
	}
	return g_string_free(g, FALSE);
}

static int
mail_compose_atext(char c)
{
	return g_ascii_isalnum(c) || (c != '\0' && strchr("!#$%&'*+-/=?^_`{|}~",
	    c) != NULL);
}

/* A plain address local@domain: dot-atoms of ASCII, the domain made of
 * letters, digits and hyphens.  0 or -1. */
static int
mail_compose_check_addr(const char *a)
{
	const char	*at, *p;
	size_t		 len;

	if (a == NULL || (len = strlen(a)) < 3 || len > 254 ||
	    (at = strchr(a, '@')) == NULL || strchr(at + 1, '@') != NULL ||
	    at == a || at - a > 64 || at[1] == '\0')
		return -1;
	for (p = a; p < at; p++) {
		if (*p == '.') {
			if (p == a || p[1] == '.' || p + 1 == at)
				return -1;
		} else if (!mail_compose_atext(*p))
			return -1;
	}
	for (p = at + 1; *p != '\0'; p++) {
		if (*p == '.') {
			if (p == at + 1 || p[1] == '.' || p[1] == '\0' ||
			    p[-1] == '-' || p[1] == '-')
				return -1;
		} else if (!g_ascii_isalnum(*p) && *p != '-')
			return -1;
	}
	if (at[1] == '-' || p[-1] == '-')
		return -1;
	return 0;
}

/* The cause for an address that fails mail_compose_check_addr
 * (malloc'ed). */
static char *
mail_compose_bad_addr(const char *role, const char *addr)
{
	char	*a, *g, *c;

	if (addr == NULL || *addr == '\0')
		return xstrdup(strcmp(role, "sender") == 0 ? "no sender address: set the "
		    "arbiter's address in the configuration" :
		    "no recipient address");
	a = mail_compose_line(addr);
	g = g_strdup_printf("bad %s address \"%.200s\": a plain "
	    "local@domain address is needed (no name, brackets or spaces)",
	    role, a);
	c = xstrdup(g);
	g_free(g);
	g_free(a);
	return c;
}

/* Text with LF line ends and a final one, valid UTF-8 (g_free), *len
 * bytes; *ascii tells whether it is ASCII with lines short enough for
 * 7bit.  Copied a line at a time. */
static char *
mail_compose_body(const char *text, int *ascii, size_t *len)
{
	GString		*g;
	char		*valid = NULL;
	const char	*p, *end, *nl, *q;

	if (text == NULL)
		text = "";
	if (!g_utf8_validate(text, -1, NULL))
		text = valid = g_utf8_make_valid(text, -1);
	end = text + strlen(text);
	g = g_string_sized_new((gsize)(end - text) + 1);
	*ascii = 1;
	for (p = text; p < end; p = nl + 1) {
		/* One line: up to LF, CR LF or a lone CR. */
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		if ((q = memchr(p, '\r', (size_t)(nl - p))) != NULL)
			nl = q;
		if (*ascii && (nl - p > MAIL_COMPOSE_LINE_MAX))
			*ascii = 0;
		for (q = p; *ascii && q < nl; q++)
			if ((*q & 0x80) != 0)
				*ascii = 0;
		g_string_append_len(g, p, nl - p);
		if (nl == end)
			break;
		g_string_append_c(g, '\n');
		if (*nl == '\r' && nl + 1 < end && nl[1] == '\n')
			nl++;
	}
	if (g->len == 0 || g->str[g->len - 1] != '\n')
		g_string_append_c(g, '\n');
	g_free(valid);
	*len = g->len;
	return g_string_free(g, FALSE);
}

/* A text part of subtype holding text in UTF-8: 7bit when it is
 * short-lined ASCII, else quoted-printable.  The content is given to GMime
 * encoded already, by GMime's own encoder (the bytes it would write), for
 * g_mime_text_part_set_text scans every character for the smallest
 * charset (and converts a text whose characters all fit Latin-1 to it)
 * only for the charset to be replaced by "utf-8" here. */
static GMimeObject *
mail_compose_text_part(const char *subtype, const char *text)
{
	GMimeTextPart		*part = g_mime_text_part_new_with_subtype(subtype);
	GMimeContentEncoding	 enc;
	GMimeEncoding		 qp;
	GMimeStream		*stream;
	GMimeDataWrapper	*content;
	char			*body, *out;
	size_t			 len;
	int			 ascii;

	body = mail_compose_body(text, &ascii, &len);
	g_mime_text_part_set_charset(part, "utf-8");
	if (ascii)
		enc = GMIME_CONTENT_ENCODING_7BIT;
	else {
		enc = GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE;
		g_mime_encoding_init_encode(&qp, enc);
		out = g_malloc(g_mime_encoding_outlen(&qp, len));
		len = g_mime_encoding_flush(&qp, body, len, out);
		g_free(body);
		body = out;
	}
	stream = g_mime_stream_mem_new_with_buffer(body, len);
	content = g_mime_data_wrapper_new_with_stream(stream, enc);
	g_object_unref(stream);
	g_mime_part_set_content(GMIME_PART(part), content);
	g_object_unref(content);
	g_mime_part_set_content_encoding(GMIME_PART(part), enc);
	g_free(body);
	return GMIME_OBJECT(part);
}

static int
mail_compose_ascii(const char *s)
{
	for (; *s != '\0'; s++)
		if ((*s & 0x80) != 0)
			return 0;
	return 1;
}

/* s (one line of UTF-8) as RFC 2047 "Q" encoded-words of at most 75
 * characters, whole characters in each (g_free).  Not GMime's encoder:
 * it uses "B" words, and GMime 3.2's own decoder loses every "B" word that
 * follows one ending in "=" padding (seen with long Romanian subjects). */
static char *
mail_compose_encode_q(const char *s)
{
	GString		*g = g_string_new(NULL);
	const char	*p, *next;
	char		 enc[32];
	size_t		 elen, wlen = 0;

	for (p = s; *p != '\0'; p = next) {
		next = p + g_utf8_skip[*(const unsigned char *)p];
		elen = 0;
		for (; p < next && *p != '\0'; p++) {
			unsigned char	b = (unsigned char)*p;

			if (b == ' ')
				enc[elen++] = '_';
			else if (g_ascii_isalnum((char)b) ||
			    strchr("!*+-/", b) != NULL)
				enc[elen++] = (char)b;
			else {
				snprintf(enc + elen, sizeof enc - elen,
				    "=%02X", b);
				elen += 3;
			}
		}
		/* "=?UTF-8?Q?" + payload + "?=" <= 75 */
		if (wlen > 0 && wlen + elen > 75 - 12) {
			g_string_append(g, "?= ");
			wlen = 0;
		}
		if (wlen == 0)
			g_string_append(g, "=?UTF-8?Q?");
		g_string_append_len(g, enc, (gssize)elen);
		wlen += elen;
	}
	if (wlen > 0)
		g_string_append(g, "?=");
	return g_string_free(g, FALSE);
}

/* Add name <addr> to the From or To list, the name encoded in UTF-8 when
 * it needs encoding (GMime would pick the smallest charset that fits). */
static void
mail_compose_mailbox(GMimeMessage *msg, GMimeAddressType type,
    const char *name, const char *addr)
{
	InternetAddress	*ia;

	ia = internet_address_mailbox_new(name != NULL && *name != '\0' ?
	    name : NULL, addr);
	internet_address_set_charset(ia, "utf-8");
	internet_address_list_add(g_mime_message_get_addresses(msg, type), ia);
	g_object_unref(ia);
}

char *
mail_compose_message_id(const char *domain)
{
	const char	*p;
	char		*gid, *id;

	if (domain == NULL || *domain == '\0' || strlen(domain) > 253)
		domain = "scrabmail.invalid";
	for (p = domain; *p != '\0'; p++)
		if (!g_ascii_isalnum(*p) && *p != '.' && *p != '-')
			domain = "scrabmail.invalid";
	gid = g_strdup_printf("%lld.%08x%08x@%s", (long long)time(NULL),
	    g_random_int(), g_random_int(), domain);
	id = xstrdup(gid);
	g_free(gid);
	return id;
}

/*
 * The same message written here, without GMime's objects, for the mails
 * whose every header GMime would write as it is: names of letters, digits,
 * blanks and hyphens (nothing to quote or encode), an ASCII subject
 * without "=?" or the Q words of mail_compose_encode_q, and every header
 * line within MAIL_COMPOSE_DIRECT_MAX, so that nothing is folded.  The
 * date and the quoted-printable bodies are still GMime's
 * (g_mime_utils_header_format_date, mail_compose_text_part's encoder):
 * the bytes are the ones mail_compose_gmime writes, but for the random
 * boundary (test-mail-compose compares the two on many mails).  A
 * mail of the answers' usual kind cost 0.7 M instructions through GMime's
 * objects, a tenth of that here (bench/README.md, ingest5).  Returns NULL
 * when the mail is not of that kind (the caller asks GMime).
 */
#define MAIL_COMPOSE_DIRECT_MAX	76

static int	mail_compose_direct_off;	/* the tests' switch */
static int	mail_compose_direct_n;		/* and count */

int
mail_compose_set_direct(int on)
{
	int	n = mail_compose_direct_n;

	mail_compose_direct_off = !on;
	mail_compose_direct_n = 0;
	return n;
}

/* Whether name (sanitised) is written by GMime as it is. */
static int
mail_compose_plain_name(const char *name)
{
	const char	*p;

	if (name == NULL)
		return 1;
	for (p = name; *p != '\0'; p++)
		if (!g_ascii_isalnum(*p) && *p != ' ' && *p != '-')
			return 0;
	return 1;
}

/* Append the header "name: value" and CRLF to g; 0, or -1 when the line
 * would be longer than MAIL_COMPOSE_DIRECT_MAX or the value is not ASCII
 * without controls. */
static int
mail_compose_put(GString *g, const char *name, const char *value)
{
	const char	*p;

	if (strlen(name) + 2 + strlen(value) > MAIL_COMPOSE_DIRECT_MAX)
		return -1;
	for (p = value; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
			return -1;
	g_string_append(g, name);
	g_string_append(g, ": ");
	g_string_append(g, value);
	g_string_append(g, "\r\n");
	return 0;
}

/* "From: name <addr>" or "From: addr". */
static int
mail_compose_put_mailbox(GString *g, const char *header, const char *name,
    const char *addr)
{
	char	*v;
	int	 rc;

	if (name != NULL && *name != '\0')
		v = g_strdup_printf("%s <%s>", name, addr);
	else
		v = g_strdup(addr);
	rc = mail_compose_put(g, header, v);
	g_free(v);
	return rc;
}

/* A text part's headers and content (CRLF line ends) appended to g. */
static void
mail_compose_put_part(GString *g, const char *subtype, const char *text)
{
	GMimeEncoding	 qp;
	char		*body, *out = NULL;
	const char	*p, *end;
	size_t		 len;
	int		 ascii;

	body = mail_compose_body(text, &ascii, &len);
	g_string_append_printf(g, "Content-Type: text/%s; charset=utf-8\r\n"
	    "Content-Transfer-Encoding: %s\r\n\r\n", subtype,
	    ascii ? "7bit" : "quoted-printable");
	if (!ascii) {
		g_mime_encoding_init_encode(&qp,
		    GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
		out = g_malloc(g_mime_encoding_outlen(&qp, len));
		len = g_mime_encoding_flush(&qp, body, len, out);
	}
	p = out != NULL ? out : body;
	end = p + len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		if (nl == NULL) {
			g_string_append_len(g, p, end - p);
			break;
		}
		g_string_append_len(g, p, nl - p);
		g_string_append(g, "\r\n");
		p = nl + 1;
	}
	g_free(out);
	g_free(body);
}

/* GMime's kind of boundary: "=-" and 20 characters of base64. */
static void
mail_compose_boundary(char b[23])
{
	static const char	 alpha[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789+/";
	guint32			 r = 0;
	int			 i;

	b[0] = '=';
	b[1] = '-';
	for (i = 0; i < 20; i++) {
		if (i % 5 == 0)
			r = g_random_int();
		b[2 + i] = alpha[r & 63];
		r >>= 6;
	}
	b[22] = '\0';
}

static char *
mail_compose_direct(const struct mail_out *m, const char *from_name,
    const char *to_name, const char *subject, const char *id, size_t *len)
{
	GString		*g = g_string_sized_new(4096);
	GDateTime	*dt;
	char		*v = NULL, *date, *w;
	char		 b[23];

	if (mail_compose_direct_off || !mail_compose_plain_name(from_name) ||
	    !mail_compose_plain_name(to_name) || *subject == '\0')
		goto fail;
	dt = g_date_time_new_from_unix_utc(m->date != 0 ? (gint64)m->date :
	    (gint64)time(NULL));
	if (dt == NULL)
		dt = g_date_time_new_from_unix_utc(0);
	date = g_mime_utils_header_format_date(dt);
	g_date_time_unref(dt);
	if (mail_compose_put(g, "Date", date) != 0) {
		g_free(date);
		goto fail;
	}
	g_free(date);
	if (mail_compose_put_mailbox(g, "From", from_name, m->from_addr) != 0)
		goto fail;
	if (!mail_compose_ascii(subject))
		v = mail_compose_encode_q(subject);
	else if (strstr(subject, "=?") != NULL)
		goto fail;
	if (mail_compose_put(g, "Subject", v != NULL ? v : subject) != 0)
		goto fail;
	g_free(v);
	v = NULL;
	if (mail_compose_put_mailbox(g, "To", to_name, m->to_addr) != 0)
		goto fail;
	w = g_strdup_printf("<%s>", id);
	if (mail_compose_put(g, "Message-Id", w) != 0) {
		g_free(w);
		goto fail;
	}
	g_free(w);
	if (m->in_reply_to != NULL &&
	    (v = mail_compose_id_list(m->in_reply_to)) != NULL) {
		char *sp = strchr(v, ' ');

		if (sp != NULL)
			*sp = '\0';
		if (mail_compose_put(g, "In-Reply-To", v) != 0)
			goto fail;
		g_free(v);
		v = NULL;
	}
	if (m->references != NULL &&
	    (v = mail_compose_id_list(m->references)) != NULL) {
		if (mail_compose_put(g, "References", v) != 0)
			goto fail;
		g_free(v);
		v = NULL;
	}
	if (m->loop_tag != NULL && (v = mail_compose_line(m->loop_tag)) !=
	    NULL) {
		if (*v != '\0' && mail_compose_put(g, "X-Loop", v) != 0)
			goto fail;
		g_free(v);
		v = NULL;
	}
	if (m->auto_submitted != NULL &&
	    (v = mail_compose_line(m->auto_submitted)) != NULL) {
		if (*v != '\0' && mail_compose_put(g, "Auto-Submitted", v) != 0)
			goto fail;
		g_free(v);
		v = NULL;
	}
	g_string_append(g, "MIME-Version: 1.0\r\n");
	if (m->html != NULL) {
		mail_compose_boundary(b);
		g_string_append_printf(g, "Content-Type: multipart/alternative; "
		    "boundary=\"%s\"\r\n\r\n--%s\r\n", b, b);
		mail_compose_put_part(g, "plain", m->text);
		g_string_append_printf(g, "\r\n--%s\r\n", b);
		mail_compose_put_part(g, "html", m->html);
		g_string_append_printf(g, "\r\n--%s--\r\n", b);
	} else
		mail_compose_put_part(g, "plain", m->text);
	if (len != NULL)
		*len = g->len;
	mail_compose_direct_n++;
	v = xmalloc(g->len + 1);
	memcpy(v, g->str, g->len + 1);
	g_string_free(g, TRUE);
	return v;

fail:
	g_free(v);
	g_string_free(g, TRUE);
	return NULL;
}

char *
mail_compose(const struct mail_out *m, size_t *len, char **cause)
{
	GMimeMessage		*msg = NULL;
	GMimeObject		*obj, *body = NULL;
	GMimeMultipart		*alt;
	GMimeFormatOptions	*opts = NULL;
	GMimeStream		*stream = NULL;
	GByteArray		*bytes;
	GDateTime		*dt;
	char			*from_name = NULL, *to_name = NULL;
	char			*subject = NULL, *v = NULL, *id = NULL;
	char			*out = NULL;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if (mail_compose_check_addr(m->from_addr) != 0) {
		*cause = mail_compose_bad_addr("sender", m->from_addr);
		return NULL;
	}
	if (mail_compose_check_addr(m->to_addr) != 0) {
		*cause = mail_compose_bad_addr("recipient", m->to_addr);
		return NULL;
	}
	mail_compose_init();
	from_name = mail_compose_line(m->from_name);
	to_name = mail_compose_line(m->to_name);
	subject = mail_compose_line(m->subject != NULL ? m->subject : "");
	if (m->message_id == NULL ||
	    (id = mail_compose_id(m->message_id)) == NULL) {
		char *gen = mail_compose_message_id(strchr(m->from_addr,
		    '@') + 1);

		id = g_strdup(gen);
		free(gen);
	}
	if ((out = mail_compose_direct(m, from_name, to_name, subject, id,
	    len)) != NULL)
		goto done;

	msg = g_mime_message_new(TRUE);
	obj = GMIME_OBJECT(msg);
	mail_compose_mailbox(msg, GMIME_ADDRESS_TYPE_FROM, from_name,
	    m->from_addr);
	mail_compose_mailbox(msg, GMIME_ADDRESS_TYPE_TO, to_name, m->to_addr);
	if (mail_compose_ascii(subject))
		g_mime_message_set_subject(msg, subject, NULL);
	else {
		v = mail_compose_encode_q(subject);
		g_mime_object_set_header(obj, "Subject", v, NULL);
		g_free(v);
	}

	dt = g_date_time_new_from_unix_utc(m->date != 0 ? (gint64)m->date :
	    (gint64)time(NULL));
	if (dt == NULL)
		dt = g_date_time_new_from_unix_utc(0);
	g_mime_message_set_date(msg, dt);
	g_date_time_unref(dt);

	g_mime_message_set_message_id(msg, id);
	if (m->in_reply_to != NULL &&
	    (v = mail_compose_id_list(m->in_reply_to)) != NULL) {
		/* One id only: the first. */
		char *sp = strchr(v, ' ');

		if (sp != NULL)
			*sp = '\0';
		g_mime_object_set_header(obj, "In-Reply-To", v, NULL);
		g_free(v);
	}
	if (m->references != NULL &&
	    (v = mail_compose_id_list(m->references)) != NULL) {
		g_mime_object_set_header(obj, "References", v, NULL);
		g_free(v);
	}
	if (m->loop_tag != NULL && (v = mail_compose_line(m->loop_tag)) !=
	    NULL) {
		if (*v != '\0')
			g_mime_object_set_header(obj, "X-Loop", v, "utf-8");
		g_free(v);
	}
	if (m->auto_submitted != NULL &&
	    (v = mail_compose_line(m->auto_submitted)) != NULL) {
		if (*v != '\0')
			g_mime_object_set_header(obj, "Auto-Submitted", v,
			    "utf-8");
		g_free(v);
	}
	g_mime_object_set_header(obj, "MIME-Version", "1.0", NULL);

	if (m->html != NULL) {
		alt = g_mime_multipart_new_with_subtype("alternative");
		body = mail_compose_text_part("plain", m->text);
		g_mime_multipart_add(alt, body);
		g_object_unref(body);
		body = mail_compose_text_part("html", m->html);
		g_mime_multipart_add(alt, body);
		g_object_unref(body);
		body = GMIME_OBJECT(alt);
	} else
		body = mail_compose_text_part("plain", m->text);
	g_mime_message_set_mime_part(msg, body);
	g_object_unref(body);

	opts = g_mime_format_options_new();
	g_mime_format_options_set_newline_format(opts,
	    GMIME_NEWLINE_FORMAT_DOS);
	stream = g_mime_stream_mem_new();
	if (g_mime_object_write_to_stream(obj, opts, stream) < 0) {
		*cause = xstrdup("cannot write the message (GMime)");
		goto fail;
	}
	bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
	out = xmalloc(bytes->len + 1);
	memcpy(out, bytes->data, bytes->len);
	out[bytes->len] = '\0';
	if (len != NULL)
		*len = bytes->len;

fail:
	if (stream != NULL)
		g_object_unref(stream);
	if (opts != NULL)
		g_mime_format_options_free(opts);
	g_object_unref(msg);
done:
	g_free(from_name);
	g_free(to_name);
	g_free(subject);
	g_free(id);
	return out;
}
