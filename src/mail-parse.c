/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-parse.c: one raw message in, the facts the program needs out
 * (struct mail_msg).  GMime parses the message leniently (loose RFC 2047,
 * address and parameter rules; 8-bit headers tried as UTF-8, then as
 * Windows-1250).  Before GMime sees a body, the raw size is checked and
 * the multipart/message headers are counted, so that a message too big or
 * nested without end is read for its headers only (GMime's parser recurses
 * once per nesting level).  After parsing, the whole MIME tree is walked
 * once for the depth and part limits, then once more for the first text
 * part a person wrote (text/plain preferred inside multipart/alternative,
 * else text/html through mail_html_to_text; attachments and attached
 * messages skipped).  The text is converted to UTF-8 here, never failing on
 * a charset, and cleaned by mail_text_clean().  Automatic mail (RFC 3834
 * auto-replies, bulk and list mail, bounces, our own X-Loop) is recognised
 * from the headers so that the program never answers it.
 */
#include "config.h"

#include <errno.h>
#include <iconv.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmime/gmime.h>

#include "mail-html.h"
#include "mail-parse.h"
#include "mail-text.h"
#include "util.h"

/* The header block given to GMime when the body is not parsed. */
#define HEADER_MAX	(1024 * 1024)
/* Content types listed in the "no text part" sentence. */
#define SEEN_MAX	4

enum want {
	WANT_PLAIN,	/* text/plain only */
	WANT_ANY,	/* text/plain or text/html */
};

/* What the MIME walks found. */
struct walk {
	const struct mail_limits *lim;
	int		 parts;
	int		 too_deep;
	int		 too_many;
	GString		*seen;	/* content types of the leaves, for NO_TEXT */
	int		 nseen;
};

static int initialised;
static GMimeParserOptions *parser_options;

const char *
mail_auto_str(enum mail_auto a)
{
	switch (a) {
	case MAIL_AUTO_NONE:
		return "not automatic mail";
	case MAIL_AUTO_SUBMITTED:
		return "an auto-reply or other automatic message "
		    "(Auto-Submitted, X-Autoreply or X-Auto-Response-Suppress)";
	case MAIL_AUTO_PRECEDENCE:
		return "bulk mail (Precedence: bulk, junk, list or auto_reply)";
	case MAIL_AUTO_NULL_SENDER:
		return "a message with an empty return path (Return-Path: <>)";
	case MAIL_AUTO_BOUNCE:
		return "a delivery status notification (bounce)";
	case MAIL_AUTO_LIST:
		return "mailing-list mail (List-Id, List-Unsubscribe or "
		    "List-Post)";
	case MAIL_AUTO_LOOP:
		return "a message that went through this program already "
		    "(our X-Loop header)";
	}
	return "unknown kind of automatic mail";
}

const char *
mail_error_str(enum mail_error e)
{
	switch (e) {
	case MAIL_OK:
		return "no error";
	case MAIL_ERR_TOO_BIG:
		return "the message is too big";
	case MAIL_ERR_UNREADABLE:
		return "the message could not be read as an e-mail message";
	case MAIL_ERR_TOO_DEEP:
		return "the message's MIME parts are nested too deeply";
	case MAIL_ERR_TOO_MANY_PARTS:
		return "the message has too many MIME parts";
	case MAIL_ERR_NO_TEXT:
		return "the message has no text part";
	case MAIL_ERR_TOO_MANY_LINES:
		return "the message's text has too many lines";
	}
	return "unknown error";
}

void
mail_parse_init(void)
{
	static const char *fallback[] = { "UTF-8", "windows-1250", NULL };

	if (initialised)
		return;
	g_mime_init();
	parser_options = g_mime_parser_options_new();
	g_mime_parser_options_set_rfc2047_compliance_mode(parser_options,
	    GMIME_RFC_COMPLIANCE_LOOSE);
	g_mime_parser_options_set_address_compliance_mode(parser_options,
	    GMIME_RFC_COMPLIANCE_LOOSE);
	g_mime_parser_options_set_parameter_compliance_mode(parser_options,
	    GMIME_RFC_COMPLIANCE_LOOSE);
	g_mime_parser_options_set_fallback_charsets(parser_options, fallback);
	initialised = 1;
}

void
mail_msg_free(struct mail_msg *m)
{
	if (m == NULL)
		return;
	free(m->message_id);
	free(m->from_addr);
	free(m->from_name);
	free(m->reply_to);
	free(m->to_addrs);
	free(m->subject);
	free(m->in_reply_to);
	free(m->references);
	free(m->date);
	g_strfreev(m->auth_results);
	free(m->error_detail);
	free(m->text);
	free(m);
}

/* A header value as a clean one-line UTF-8 string (malloc'ed), or NULL if
 * nothing is left: invalid bytes as U+FFFD, controls as spaces, trimmed. */
static char *
clean_header(const char *v)
{
	gchar *valid;
	char *s, *p;

	if (v == NULL)
		return NULL;
	valid = g_utf8_make_valid(v, -1);
	for (p = valid; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = ' ';
	g_strstrip(valid);
	s = valid[0] != '\0' ? xstrdup(valid) : NULL;
	g_free(valid);
	return s;
}

/* "local@Domain.RO" -> "local@domain.ro" (malloc'ed); NULL unless it has
 * a local part and a domain. */
static char *
clean_addr(const char *addr)
{
	char *s, *at, *p;

	if ((s = clean_header(addr)) == NULL)
		return NULL;
	at = strrchr(s, '@');
	if (at == NULL || at == s || at[1] == '\0' || strchr(s, ' ') != NULL) {
		free(s);
		return NULL;
	}
	for (p = at + 1; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
	return s;
}

/* The first mailbox of an address list (looking into groups). */
static InternetAddressMailbox *
first_mailbox(InternetAddressList *list, int depth)
{
	InternetAddress *ia;
	InternetAddressMailbox *mb;
	int i, n;

	if (list == NULL || depth > 4)
		return NULL;
	n = internet_address_list_length(list);
	for (i = 0; i < n; i++) {
		ia = internet_address_list_get_address(list, i);
		if (INTERNET_ADDRESS_IS_MAILBOX(ia))
			return INTERNET_ADDRESS_MAILBOX(ia);
		if (INTERNET_ADDRESS_IS_GROUP(ia)) {
			mb = first_mailbox(internet_address_group_get_members(
			    INTERNET_ADDRESS_GROUP(ia)), depth + 1);
			if (mb != NULL)
				return mb;
		}
	}
	return NULL;
}

/* Append every mailbox of an address list (groups included) to g,
 * space-separated. */
static void
append_addrs(GString *g, InternetAddressList *list, int depth)
{
	InternetAddress *ia;
	char *a;
	int i, n;

	if (list == NULL || depth > 4)
		return;
	n = internet_address_list_length(list);
	for (i = 0; i < n; i++) {
		ia = internet_address_list_get_address(list, i);
		if (INTERNET_ADDRESS_IS_MAILBOX(ia)) {
			a = clean_addr(internet_address_mailbox_get_addr(
			    INTERNET_ADDRESS_MAILBOX(ia)));
			if (a != NULL) {
				g_string_append_printf(g, "%s%s",
				    g->len ? " " : "", a);
				free(a);
			}
		} else if (INTERNET_ADDRESS_IS_GROUP(ia))
			append_addrs(g, internet_address_group_get_members(
			    INTERNET_ADDRESS_GROUP(ia)), depth + 1);
	}
}

/* Message ids of a header value, without < >: the first one, or all of
 * them space-separated. */
static char *
msgids(const char *value, int all)
{
	GMimeReferences *refs;
	GString *s;
	char *id, *res = NULL;
	int i, n;

	if (value == NULL)
		return NULL;
	if ((refs = g_mime_references_parse(parser_options, value)) == NULL)
		return NULL;
	s = g_string_new(NULL);
	n = g_mime_references_length(refs);
	for (i = 0; i < n && (all || i < 1); i++) {
		id = clean_header(g_mime_references_get_message_id(refs, i));
		if (id == NULL)
			continue;
		if (s->len > 0)
			g_string_append_c(s, ' ');
		g_string_append(s, id);
		free(id);
	}
	if (s->len > 0)
		res = xstrdup(s->str);
	g_string_free(s, TRUE);
	g_mime_references_free(refs);
	return res;
}

/* The first word of a header value, lower-cased, without comments or
 * parameters ("Auto-Replied (vacation); x" -> "auto-replied"). */
static void
first_word(const char *v, char *out, size_t outlen)
{
	size_t n = 0;

	while (*v == ' ' || *v == '\t')
		v++;
	while (*v != '\0' && *v != ' ' && *v != '\t' && *v != ';' &&
	    *v != '(' && *v != ',' && n + 1 < outlen) {
		out[n++] = g_ascii_tolower(*v);
		v++;
	}
	out[n] = '\0';
}

/* Does a comma-separated list (X-Auto-Response-Suppress) name word? */
static int
list_has(const char *v, const char *word)
{
	gchar **items;
	int i, found = 0;

	items = g_strsplit(v, ",", 0);
	for (i = 0; items[i] != NULL && !found; i++)
		found = g_ascii_strcasecmp(g_strstrip(items[i]), word) == 0;
	g_strfreev(items);
	return found;
}

static int
is_mailer_daemon(const char *addr)
{
	const char *at;
	size_t n;

	if (addr == NULL)
		return 0;
	at = strchr(addr, '@');
	n = at != NULL ? (size_t)(at - addr) : strlen(addr);
	return (n == 13 && g_ascii_strncasecmp(addr, "mailer-daemon", n) == 0)
	    || (n == 10 && g_ascii_strncasecmp(addr, "postmaster", n) == 0);
}

/*
 * Why the message must get no answer, from its headers.  When several
 * reasons apply the most telling one is kept: our own loop, a bounce, the
 * null sender, Auto-Submitted and friends, list headers, Precedence.
 */
static enum mail_auto
detect_auto(GMimeMessage *msg, const char *loop_tag)
{
	GMimeObject *obj = GMIME_OBJECT(msg), *body;
	GMimeHeaderList *hl;
	GMimeHeader *h;
	InternetAddressMailbox *mb;
	const char *name, *v;
	char w[32], *rp;
	int i, n;
	int loop = 0, bounce = 0, null_sender = 0, submitted = 0, prec = 0;
	int list = 0;

	hl = g_mime_object_get_header_list(obj);
	n = hl != NULL ? g_mime_header_list_get_count(hl) : 0;
	for (i = 0; i < n; i++) {
		h = g_mime_header_list_get_header_at(hl, i);
		name = g_mime_header_get_name(h);
		v = g_mime_header_get_value(h);
		if (name == NULL)
			continue;
		if (v == NULL)
			v = "";
		if (g_ascii_strcasecmp(name, "X-Loop") == 0) {
			rp = clean_header(v);
			if (loop_tag != NULL && rp != NULL &&
			    g_ascii_strcasecmp(rp, loop_tag) == 0)
				loop = 1;
			free(rp);
		} else if (g_ascii_strcasecmp(name, "Return-Path") == 0) {
			rp = clean_header(v);
			if (rp == NULL || strcmp(rp, "<>") == 0 ||
			    strcmp(rp, "< >") == 0)
				null_sender = 1;
			free(rp);
		} else if (g_ascii_strcasecmp(name, "Auto-Submitted") == 0) {
			first_word(v, w, sizeof w);
			if (strcmp(w, "no") != 0)
				submitted = 1;
		} else if (g_ascii_strcasecmp(name, "X-Autoreply") == 0 ||
		    g_ascii_strcasecmp(name, "X-Autorespond") == 0 ||
		    g_ascii_strcasecmp(name, "X-Autoresponse") == 0) {
			first_word(v, w, sizeof w);
			if (strcmp(w, "no") != 0 && strcmp(w, "false") != 0)
				submitted = 1;
		} else if (g_ascii_strcasecmp(name,
		    "X-Auto-Response-Suppress") == 0) {
			if (list_has(v, "All") || list_has(v, "OOF") ||
			    list_has(v, "AutoReply"))
				submitted = 1;
		} else if (g_ascii_strcasecmp(name, "Precedence") == 0) {
			first_word(v, w, sizeof w);
			if (strcmp(w, "bulk") == 0 || strcmp(w, "junk") == 0 ||
			    strcmp(w, "list") == 0 ||
			    strcmp(w, "auto_reply") == 0)
				prec = 1;
		} else if (g_ascii_strcasecmp(name, "List-Id") == 0 ||
		    g_ascii_strcasecmp(name, "List-Unsubscribe") == 0 ||
		    g_ascii_strcasecmp(name, "List-Post") == 0)
			list = 1;
	}
	body = g_mime_message_get_mime_part(msg);
	if (body != NULL && g_mime_content_type_is_type(
	    g_mime_object_get_content_type(body), "multipart", "report"))
		bounce = 1;
	mb = first_mailbox(g_mime_message_get_from(msg), 0);
	if (mb != NULL && is_mailer_daemon(internet_address_mailbox_get_addr(mb)))
		bounce = 1;
	if (loop)
		return MAIL_AUTO_LOOP;
	if (bounce)
		return MAIL_AUTO_BOUNCE;
	if (null_sender)
		return MAIL_AUTO_NULL_SENDER;
	if (submitted)
		return MAIL_AUTO_SUBMITTED;
	if (list)
		return MAIL_AUTO_LIST;
	if (prec)
		return MAIL_AUTO_PRECEDENCE;
	return MAIL_AUTO_NONE;
}

/* The Authentication-Results values above the second Received: header
 * (struct mail_msg's auth_results). */
static char **
auth_results(GMimeMessage *msg)
{
	GMimeHeaderList *hl;
	GMimeHeader *h;
	GPtrArray *a = g_ptr_array_new();
	const char *name, *v;
	char *u;
	int i, n, received = 0;

	hl = g_mime_object_get_header_list(GMIME_OBJECT(msg));
	n = hl != NULL ? g_mime_header_list_get_count(hl) : 0;
	for (i = 0; i < n && a->len < MAIL_AUTHRES_MAX; i++) {
		h = g_mime_header_list_get_header_at(hl, i);
		if ((name = g_mime_header_get_name(h)) == NULL)
			continue;
		if (g_ascii_strcasecmp(name, "Received") == 0 &&
		    ++received == 2)
			break;
		if (g_ascii_strcasecmp(name, "Authentication-Results") != 0 ||
		    (v = g_mime_header_get_value(h)) == NULL)
			continue;
		/* Unfolded, one line: the reader skips white space. */
		u = g_strdup(v);
		g_strdelimit(u, "\r\n\t", ' ');
		g_ptr_array_add(a, u);
	}
	if (a->len == 0) {
		g_ptr_array_free(a, TRUE);
		return NULL;
	}
	g_ptr_array_add(a, NULL);
	return (char **)g_ptr_array_free(a, FALSE);
}

static void
read_headers(struct mail_msg *m, GMimeMessage *msg, const char *loop_tag)
{
	GMimeObject *obj = GMIME_OBJECT(msg);
	InternetAddressMailbox *mb;

	m->message_id = clean_header(g_mime_message_get_message_id(msg));
	if ((mb = first_mailbox(g_mime_message_get_from(msg), 0)) != NULL) {
		m->from_addr = clean_addr(
		    internet_address_mailbox_get_addr(mb));
		m->from_name = clean_header(
		    internet_address_get_name(INTERNET_ADDRESS(mb)));
	}
	if ((mb = first_mailbox(g_mime_message_get_reply_to(msg), 0)) != NULL)
		m->reply_to = clean_addr(internet_address_mailbox_get_addr(mb));
	{
		GString *to = g_string_new(NULL);

		append_addrs(to, g_mime_message_get_to(msg), 0);
		append_addrs(to, g_mime_message_get_cc(msg), 0);
		if (to->len > 0)
			m->to_addrs = xstrdup(to->str);
		g_string_free(to, TRUE);
	}
	m->subject = clean_header(g_mime_message_get_subject(msg));
	m->in_reply_to = msgids(g_mime_object_get_header(obj, "In-Reply-To"),
	    0);
	m->references = msgids(g_mime_object_get_header(obj, "References"), 1);
	m->date = clean_header(g_mime_object_get_header(obj, "Date"));
	m->auth_results = auth_results(msg);
	m->automatic = detect_auto(msg, loop_tag);
}

/* "812 KB" / "4.2 MB" (binary units, as mail clients show sizes). */
static void
fmt_size(size_t n, char *buf, size_t len)
{
	double mb = (double)n / (1024.0 * 1024.0);

	if (n < 1024 * 1024)
		snprintf(buf, len, "%zu KB", (n + 1023) / 1024);
	else if (n % (1024 * 1024) == 0)
		snprintf(buf, len, "%zu MB", n / (1024 * 1024));
	else
		snprintf(buf, len, "%.1f MB", mb);
}

static void
set_error(struct mail_msg *m, enum mail_error e, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
set_error(struct mail_msg *m, enum mail_error e, const char *fmt, ...)
{
	va_list ap;
	gchar *s;

	va_start(ap, fmt);
	s = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	m->error = e;
	free(m->error_detail);
	m->error_detail = xstrdup(s);
	g_free(s);
}

/* Is this line (at p, the start of a line) a Content-Type header naming a
 * multipart or message type, on it or its continuation lines? */
static int
is_container_header(const char *p, const char *end)
{
	static const char ct[] = "content-type";
	const char *q;
	size_t n = sizeof ct - 1, k;

	if ((size_t)(end - p) < n || g_ascii_strncasecmp(p, ct, n) != 0)
		return 0;
	/* Look at up to 256 bytes of the header, folded lines included. */
	for (q = p + n; q < end && q < p + 256; q++) {
		if (*q == '\n' && (q + 1 >= end || (q[1] != ' ' && q[1] != '\t')))
			break;
		for (k = 0; k < 2; k++) {
			const char *w = k == 0 ? "multipart" : "message/";
			size_t wl = strlen(w);

			if ((size_t)(end - q) >= wl &&
			    g_ascii_strncasecmp(q, w, wl) == 0)
				return 1;
		}
	}
	return 0;
}

/* An upper bound of GMime's recursion: Content-Type headers of multipart
 * and message types anywhere in the raw message. */
static int
count_containers(const char *raw, size_t len, int stop)
{
	const char *p = raw, *end = raw + len, *nl;
	int count = 0;

	while (p < end && count <= stop) {
		if (is_container_header(p, end))
			count++;
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			break;
		p = nl + 1;
	}
	return count;
}

/* The length of the header block of raw (up to and with the empty line). */
static size_t
header_len(const char *raw, size_t len)
{
	size_t i, max = len < HEADER_MAX ? len : HEADER_MAX;

	for (i = 0; i + 1 < max; i++) {
		if (raw[i] != '\n')
			continue;
		if (raw[i + 1] == '\n')
			return i + 2;
		if (raw[i + 1] == '\r' && i + 2 < max && raw[i + 2] == '\n')
			return i + 3;
	}
	return max;
}

char *
mail_oversized(const char *raw, size_t len, size_t size, size_t limit,
    size_t *outlen)
{
	GString *g = g_string_new(NULL);
	size_t i, h = len < MAIL_OVERSIZED_HEADERS_MAX ? len :
	    MAIL_OVERSIZED_HEADERS_MAX;

	/* Up to the empty line, without it. */
	for (i = 0; i < h; i++)
		if (raw[i] == '\n' && (i + 1 == h || raw[i + 1] == '\n' ||
		    (raw[i + 1] == '\r' && i + 2 < h && raw[i + 2] == '\n')))
			break;
	g_string_append_printf(g, "%s: %zu %zu\n", MAIL_OVERSIZED_HEADER, size,
	    limit);
	g_string_append_len(g, raw, (gssize)(i < h ? i + 1 : h));
	if (g->str[g->len - 1] != '\n')
		g_string_append_c(g, '\n');
	g_string_append_c(g, '\n');
	*outlen = g->len;
	return g_string_free(g, FALSE);
}

/* A MAIL_OVERSIZED_HEADER at the top of raw: 1 and its numbers. */
static int
oversized(const char *raw, size_t len, size_t *size, size_t *limit)
{
	size_t n = strlen(MAIL_OVERSIZED_HEADER);
	unsigned long long a, b;
	char buf[64], *end;
	const char *p;

	if (len < n + 2 || g_ascii_strncasecmp(raw, MAIL_OVERSIZED_HEADER,
	    n) != 0 || raw[n] != ':')
		return 0;
	p = raw + n + 1;
	n = strcspn(p, "\r\n");
	if (n >= sizeof buf || (size_t)(p - raw) + n > len)
		return 0;
	memcpy(buf, p, n);
	buf[n] = '\0';
	a = strtoull(buf, &end, 10);
	b = strtoull(end, &end, 10);
	if (a == 0 || b == 0)
		return 0;
	*size = (size_t)a;
	*limit = (size_t)b;
	return 1;
}

/* Depth and part limits over the whole tree (attachments included). */
static void
walk_limits(struct walk *w, GMimeObject *obj, int depth)
{
	GMimeMessage *inner;
	int i, n;

	if (obj == NULL || w->too_deep || w->too_many)
		return;
	if (++w->parts > w->lim->max_parts) {
		w->too_many = 1;
		return;
	}
	if (depth > w->lim->max_depth) {
		w->too_deep = 1;
		return;
	}
	if (GMIME_IS_MULTIPART(obj)) {
		n = g_mime_multipart_get_count(GMIME_MULTIPART(obj));
		for (i = 0; i < n; i++)
			walk_limits(w, g_mime_multipart_get_part(
			    GMIME_MULTIPART(obj), i), depth + 1);
	} else if (GMIME_IS_MESSAGE_PART(obj)) {
		inner = g_mime_message_part_get_message(
		    GMIME_MESSAGE_PART(obj));
		if (inner != NULL)
			walk_limits(w, g_mime_message_get_mime_part(inner),
			    depth + 1);
	}
}

static int
is_attachment(GMimeObject *obj)
{
	GMimeContentDisposition *d;

	d = g_mime_object_get_content_disposition(obj);
	return d != NULL && g_mime_content_disposition_is_attachment(d);
}

/* Remember a leaf's type for the "no text part" sentence. */
static void
note_seen(struct walk *w, GMimeObject *obj)
{
	gchar *t;

	if (w->nseen >= SEEN_MAX)
		return;
	t = g_mime_content_type_get_mime_type(
	    g_mime_object_get_content_type(obj));
	if (t == NULL)
		return;
	if (strstr(w->seen->str, t) == NULL) {
		if (w->seen->len > 0)
			g_string_append(w->seen, ", ");
		g_string_append(w->seen, t);
		w->nseen++;
	}
	g_free(t);
}

/* The first text part wanted, depth first in order (limits already
 * checked), or NULL. */
static GMimePart *
find_text(struct walk *w, GMimeObject *obj, enum want want)
{
	GMimeMultipart *mp;
	GMimeContentType *ct;
	GMimePart *found = NULL;
	int i, n;

	if (obj == NULL)
		return NULL;
	if (GMIME_IS_MESSAGE_PART(obj)) {
		/* A forwarded or attached message is not the sender's text. */
		note_seen(w, obj);
		return NULL;
	}
	if (GMIME_IS_MULTIPART(obj)) {
		mp = GMIME_MULTIPART(obj);
		n = g_mime_multipart_get_count(mp);
		ct = g_mime_object_get_content_type(obj);
		if (want == WANT_ANY &&
		    g_mime_content_type_is_type(ct, "multipart", "alternative")) {
			for (i = 0; i < n && found == NULL; i++)
				found = find_text(w, g_mime_multipart_get_part(
				    mp, i), WANT_PLAIN);
		}
		for (i = 0; i < n && found == NULL; i++)
			found = find_text(w, g_mime_multipart_get_part(mp, i),
			    want);
		return found;
	}
	if (!GMIME_IS_PART(obj))
		return NULL;
	ct = g_mime_object_get_content_type(obj);
	if (is_attachment(obj)) {
		note_seen(w, obj);
		return NULL;
	}
	if (g_mime_content_type_is_type(ct, "text", "plain") ||
	    (want == WANT_ANY && g_mime_content_type_is_type(ct, "text",
	    "html")))
		return GMIME_PART(obj);
	note_seen(w, obj);
	return NULL;
}

/* Convert with iconv, a bad sequence becoming U+FFFD; never fails. */
static void
convert(iconv_t cd, const char *in, size_t len, GString *out)
{
	char buf[4096], *ip = (char *)(uintptr_t)in, *op;
	size_t il = len, ol, r;

	while (il > 0) {
		op = buf;
		ol = sizeof buf;
		r = iconv(cd, &ip, &il, &op, &ol);
		g_string_append_len(out, buf, (gssize)(op - buf));
		if (r != (size_t)-1)
			continue;
		if (errno == E2BIG)
			continue;
		/* EILSEQ or EINVAL (cut at the end): skip a byte. */
		g_string_append(out, "\xef\xbf\xbd");
		ip++;
		il--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
	op = buf;
	ol = sizeof buf;
	if (iconv(cd, NULL, NULL, &op, &ol) != (size_t)-1)
		g_string_append_len(out, buf, (gssize)(op - buf));
}

static int
is_utf8_name(const char *cs)
{
	return g_ascii_strcasecmp(cs, "utf-8") == 0 ||
	    g_ascii_strcasecmp(cs, "utf8") == 0;
}

static int
is_ascii_name(const char *cs)
{
	return g_ascii_strcasecmp(cs, "us-ascii") == 0 ||
	    g_ascii_strcasecmp(cs, "ascii") == 0 ||
	    g_ascii_strcasecmp(cs, "ansi_x3.4-1968") == 0;
}

/*
 * Bytes of a part in charset cs to UTF-8 (malloc'ed, NUL bytes dropped).
 * UTF-8 as declared: invalid sequences become U+FFFD.  No charset, ASCII
 * (often a lie) or one iconv does not know: the bytes if they are valid
 * UTF-8, else Windows-1250.
 */
static char *
to_utf8(const char *data, size_t len, const char *cs)
{
	GString *out;
	iconv_t cd = (iconv_t)-1;
	gchar *valid;
	char *res;
	size_t i, j;

	out = g_string_sized_new(len + 1);
	if (cs != NULL && *cs != '\0' && !is_utf8_name(cs) &&
	    !is_ascii_name(cs))
		cd = g_mime_iconv_open("UTF-8", cs);
	if (cd == (iconv_t)-1 && (cs == NULL || !is_utf8_name(cs)) &&
	    !g_utf8_validate_len(data, len, NULL))
		cd = g_mime_iconv_open("UTF-8", "windows-1250");
	if (cd != (iconv_t)-1) {
		convert(cd, data, len, out);
		g_mime_iconv_close(cd);
	} else
		g_string_append_len(out, data, (gssize)len);
	/* Drop NULs, then make it valid. */
	for (i = j = 0; i < out->len; i++)
		if (out->str[i] != '\0')
			out->str[j++] = out->str[i];
	g_string_truncate(out, j);
	valid = g_utf8_make_valid(out->str, (gssize)out->len);
	res = xstrdup(valid);
	g_free(valid);
	g_string_free(out, TRUE);
	return res;
}

/* The decoded content of part (transfer encoding undone), as bytes. */
static GByteArray *
part_bytes(GMimePart *part)
{
	GMimeDataWrapper *content;
	GMimeStream *mem;
	GByteArray *bytes;

	bytes = g_byte_array_new();
	if ((content = g_mime_part_get_content(part)) == NULL)
		return bytes;
	mem = g_mime_stream_mem_new_with_byte_array(bytes);
	g_mime_stream_mem_set_owner(GMIME_STREAM_MEM(mem), FALSE);
	g_mime_data_wrapper_write_to_stream(content, mem);
	g_object_unref(mem);
	return bytes;
}

/* The cleaned text of the chosen part (malloc'ed). */
static char *
part_text(GMimePart *part)
{
	GMimeObject *obj = GMIME_OBJECT(part);
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	GByteArray *bytes;
	const char *fmt, *delsp;
	char *utf8, *plain, *text;
	int flowed = 0, del = 0;

	bytes = part_bytes(part);
	utf8 = to_utf8((const char *)bytes->data, bytes->len,
	    g_mime_content_type_get_parameter(ct, "charset"));
	g_byte_array_unref(bytes);
	if (g_mime_content_type_is_type(ct, "text", "html")) {
		plain = mail_html_to_text(utf8, strlen(utf8));
		text = mail_text_clean(plain, 0, 0);
		free(plain);
	} else {
		fmt = g_mime_content_type_get_parameter(ct, "format");
		delsp = g_mime_content_type_get_parameter(ct, "delsp");
		flowed = fmt != NULL && g_ascii_strcasecmp(fmt, "flowed") == 0;
		del = delsp != NULL && g_ascii_strcasecmp(delsp, "yes") == 0;
		text = mail_text_clean(utf8, flowed, del);
	}
	free(utf8);
	return text;
}

/* Cut text after max_lines lines; 1 if it was cut. */
static int
cut_lines(char *text, size_t max_lines, size_t *lines)
{
	size_t n = 0;
	char *p;

	*lines = 0;
	if (*text == '\0')
		return 0;
	for (p = text; *p != '\0'; p++)
		if (*p == '\n')
			n++;
	*lines = n + 1;
	if (*lines <= max_lines)
		return 0;
	n = 0;
	for (p = text; *p != '\0'; p++)
		if (*p == '\n' && ++n == max_lines) {
			*p = '\0';
			break;
		}
	if (max_lines == 0)
		*text = '\0';
	return 1;
}

/* Parse bytes with GMime; NULL if GMime sees no message. */
static GMimeMessage *
gmime_message(const char *raw, size_t len)
{
	GMimeStream *stream;
	GMimeParser *parser;
	GMimeMessage *msg;

	stream = g_mime_stream_mem_new_with_buffer(raw, len);
	parser = g_mime_parser_new_with_stream(stream);
	g_object_unref(stream);
	msg = g_mime_parser_construct_message(parser, parser_options);
	g_object_unref(parser);
	return msg;
}

static int
has_headers(GMimeMessage *msg)
{
	GMimeHeaderList *hl;

	hl = g_mime_object_get_header_list(GMIME_OBJECT(msg));
	return hl != NULL && g_mime_header_list_get_count(hl) > 0;
}

struct mail_msg *
mail_parse(const char *raw, size_t len, const struct mail_limits *lim,
    const char *loop_tag)
{
	struct mail_limits deflim;
	struct mail_msg *m;
	struct walk w;
	GMimeMessage *msg = NULL;
	GMimePart *part;
	char s1[32], s2[32];
	size_t lines;
	int containers, headers_only = 0;

	mail_parse_init();
	if (lim == NULL) {
		conf_limits_default(&deflim);
		lim = &deflim;
	}
	m = xcalloc(1, sizeof *m);
	memset(&w, 0, sizeof w);
	w.lim = lim;
	if (raw == NULL)
		len = 0;

	if (len > 0 && oversized(raw, len, &m->size, &m->limit)) {
		/* Stored as its headers only, the size asked before. */
		fmt_size(m->size, s1, sizeof s1);
		fmt_size(m->limit, s2, sizeof s2);
		set_error(m, MAIL_ERR_TOO_BIG,
		    "The message is %s, the limit is %s.", s1, s2);
		headers_only = 1;
	} else if (len > lim->max_size) {
		m->size = len;
		m->limit = lim->max_size;
		fmt_size(len, s1, sizeof s1);
		fmt_size(lim->max_size, s2, sizeof s2);
		set_error(m, MAIL_ERR_TOO_BIG,
		    "The message is %s, the limit is %s.", s1, s2);
		headers_only = 1;
	} else if ((containers = count_containers(raw, len,
	    lim->max_parts)) > lim->max_parts) {
		set_error(m, MAIL_ERR_TOO_MANY_PARTS,
		    "The message has more than %d MIME parts, the limit is %d.",
		    lim->max_parts, lim->max_parts);
		headers_only = 1;
	}
	if (len > 0)
		msg = gmime_message(raw, headers_only ? header_len(raw, len) :
		    len);
	if (msg == NULL || !has_headers(msg)) {
		if (m->error == MAIL_OK)
			set_error(m, MAIL_ERR_UNREADABLE, "%s",
			    len == 0 ? "The message is empty." :
			    "No mail headers were found: this does not look "
			    "like an e-mail message.");
		goto done;
	}
	read_headers(m, msg, loop_tag);
	if (headers_only)
		goto done;

	walk_limits(&w, g_mime_message_get_mime_part(msg), 1);
	if (w.too_many) {
		set_error(m, MAIL_ERR_TOO_MANY_PARTS,
		    "The message has more than %d MIME parts, the limit is %d.",
		    lim->max_parts, lim->max_parts);
		goto done;
	}
	if (w.too_deep) {
		set_error(m, MAIL_ERR_TOO_DEEP,
		    "The MIME parts are nested more than %d levels deep, the "
		    "limit is %d.", lim->max_depth, lim->max_depth);
		goto done;
	}
	if (g_mime_message_get_mime_part(msg) == NULL) {
		/* Headers and nothing else: an empty text. */
		m->text = xstrdup("");
		goto done;
	}
	w.seen = g_string_new(NULL);
	part = find_text(&w, g_mime_message_get_mime_part(msg), WANT_ANY);
	if (part == NULL) {
		set_error(m, MAIL_ERR_NO_TEXT,
		    "The message has no text part (%s%s); write the commands "
		    "as plain text in the body of the message.",
		    w.seen->len > 0 ? "found: " :
		    "no MIME part could be read", w.seen->str);
		goto done;
	}
	m->text = part_text(part);
	if (cut_lines(m->text, lim->max_lines, &lines))
		set_error(m, MAIL_ERR_TOO_MANY_LINES,
		    "The text has %zu lines; only the first %zu were read.",
		    lines, lim->max_lines);
done:
	if (w.seen != NULL)
		g_string_free(w.seen, TRUE);
	if (msg != NULL)
		g_object_unref(msg);
	return m;
}
