/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-text.c: cleaning a mail's text body down to what the player wrote,
 * so that the command reader sees command lines and little else.  Works in
 * four passes over lines: split (any line end) and, for format=flowed,
 * unwrap soft line breaks; normalise characters (invalid UTF-8, Unicode
 * spaces, invisible characters); drop or cut lines by rule (quotes, reply
 * headers, signatures, phone footers); trim empty lines at both ends.  The
 * rules match on a folded copy of each line (ASCII lower case, Romanian
 * diacritics without their marks) so that "Obțineți", "Obţineţi" and
 * "Obtineti" are one pattern.  Pure C, no library beyond libc.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mail-text.h"
#include "util.h"

/* A growable byte buffer, always NUL-terminated. */
struct tbuf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

/* A list of lines; each is malloc'ed. */
struct tlines {
	char	**v;
	size_t	  n;
	size_t	  cap;
};

static void
tbuf_reserve(struct tbuf *b, size_t more)
{
	size_t cap;

	if (b->len + more + 1 <= b->cap)
		return;
	cap = b->cap ? b->cap : 64;
	while (cap < b->len + more + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
	b->s[b->len] = '\0';
}

static void
tbuf_add(struct tbuf *b, const char *p, size_t n)
{
	tbuf_reserve(b, n);
	memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static void
tbuf_addc(struct tbuf *b, char c)
{
	tbuf_add(b, &c, 1);
}

/* Append code point c as UTF-8. */
static void
tbuf_add_cp(struct tbuf *b, uint32_t c)
{
	char u[4];

	if (c < 0x80) {
		tbuf_addc(b, (char)c);
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | (c >> 6));
		u[1] = (char)(0x80 | (c & 0x3f));
		tbuf_add(b, u, 2);
	} else if (c < 0x10000) {
		u[0] = (char)(0xe0 | (c >> 12));
		u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		tbuf_add(b, u, 3);
	} else {
		u[0] = (char)(0xf0 | (c >> 18));
		u[1] = (char)(0x80 | ((c >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[3] = (char)(0x80 | (c & 0x3f));
		tbuf_add(b, u, 4);
	}
}

/* The malloc'ed string of b ("" if never used); b is left empty. */
static char *
tbuf_take(struct tbuf *b)
{
	char *s;

	s = b->s != NULL ? b->s : xstrdup("");
	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

static void
tlines_push(struct tlines *l, char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 32;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = s;
}

static void
tlines_free(struct tlines *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
}

/* Split s at LF, CRLF and lone CR. */
static void
split_lines(const char *s, struct tlines *out)
{
	const char *p, *start;
	char *line;

	start = p = s;
	for (;;) {
		if (*p == '\0' || *p == '\n' || *p == '\r') {
			line = xmalloc((size_t)(p - start) + 1);
			memcpy(line, start, (size_t)(p - start));
			line[p - start] = '\0';
			tlines_push(out, line);
			if (*p == '\0')
				break;
			if (p[0] == '\r' && p[1] == '\n')
				p++;
			start = ++p;
			continue;
		}
		p++;
	}
}

/*
 * RFC 3676 unwrapping.  A line's quote depth is its count of leading '>';
 * after them one space is space-stuffing and goes.  A line ending in a
 * space (other than the signature separator "-- ") continues on the next
 * line of the same depth; with DelSp=yes that space is deleted.  A quoted
 * paragraph comes out with a single "> " prefix whatever its depth, which
 * is all the quote rule needs.
 */
static void
unflow(struct tlines *in, int delsp, struct tlines *out)
{
	struct tbuf cur = { NULL, 0, 0 };
	size_t i, depth, cur_depth = 0, len;
	const char *p;
	int open = 0, soft;

	for (i = 0; i < in->n; i++) {
		p = in->v[i];
		depth = 0;
		while (p[depth] == '>')
			depth++;
		p += depth;
		if (*p == ' ')
			p++;
		len = strlen(p);
		soft = len > 0 && p[len - 1] == ' ' && strcmp(p, "-- ") != 0;
		if (open && depth != cur_depth) {
			/* A quote level change ends a paragraph. */
			tlines_push(out, tbuf_take(&cur));
			open = 0;
		}
		if (!open) {
			cur_depth = depth;
			if (depth > 0)
				tbuf_add(&cur, "> ", 2);
			open = 1;
		}
		if (soft && delsp)
			len--;
		tbuf_add(&cur, p, len);
		if (!soft) {
			tlines_push(out, tbuf_take(&cur));
			open = 0;
		}
	}
	if (open)
		tlines_push(out, tbuf_take(&cur));
}

/*
 * Decode one UTF-8 sequence at s (n bytes left, n > 0).  Returns the code
 * point, or U+FFFD for an invalid, overlong, surrogate or truncated
 * sequence; *used is how many bytes were consumed (at least 1).
 */
static uint32_t
utf8_next(const unsigned char *s, size_t n, size_t *used)
{
	uint32_t c, min;
	size_t k, need;

	*used = 1;
	if (s[0] < 0x80)
		return s[0];
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		need = 1; c = s[0] & 0x1f; min = 0x80;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		need = 2; c = s[0] & 0x0f; min = 0x800;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		need = 3; c = s[0] & 0x07; min = 0x10000;
	} else
		return 0xfffd;
	for (k = 1; k <= need; k++) {
		if (k >= n || (s[k] & 0xc0) != 0x80)
			return 0xfffd;
		c = (c << 6) | (s[k] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0xfffd;
	*used = need + 1;
	return c;
}

static int
is_unicode_space(uint32_t c)
{
	return c == '\t' || c == 0xa0 || c == 0x1680 ||
	    (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f ||
	    c == 0x3000;
}

/* Invisible characters and controls that carry nothing for a command. */
static int
is_dropped(uint32_t c)
{
	if (c < 0x20 && c != '\n')
		return 1;
	return c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == 0xad ||
	    c == 0x180e || (c >= 0x200b && c <= 0x200f) ||
	    (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) ||
	    c == 0xfeff;
}

/* Character normalisation of a whole text (LF line ends already). */
static char *
normalise(const char *s)
{
	struct tbuf b = { NULL, 0, 0 };
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), used;
	uint32_t c;

	tbuf_reserve(&b, n);
	while (n > 0) {
		c = utf8_next(p, n, &used);
		p += used;
		n -= used;
		if (c == 0x2028 || c == 0x2029 || c == 0x85)
			tbuf_addc(&b, '\n');
		else if (is_unicode_space(c))
			tbuf_addc(&b, ' ');
		else if (!is_dropped(c))
			tbuf_add_cp(&b, c);
	}
	return tbuf_take(&b);
}

/*
 * A folded copy of line for matching: leading spaces and '*' (bold in
 * converted HTML) skipped, ASCII lower-cased, ă â î ș ş ț ţ (either case)
 * folded to a i s t; other bytes as they are.
 */
static char *
fold(const char *line)
{
	struct tbuf b = { NULL, 0, 0 };
	const unsigned char *p = (const unsigned char *)line;
	size_t n, used;
	uint32_t c;

	while (*p == ' ' || *p == '*')
		p++;
	n = strlen((const char *)p);
	tbuf_reserve(&b, n);
	while (n > 0) {
		c = utf8_next(p, n, &used);
		switch (c) {
		case 0x102: case 0x103: case 0xc2: case 0xe2:
			tbuf_addc(&b, 'a');
			break;
		case 0xce: case 0xee:
			tbuf_addc(&b, 'i');
			break;
		case 0x218: case 0x219: case 0x15e: case 0x15f:
			tbuf_addc(&b, 's');
			break;
		case 0x21a: case 0x21b: case 0x162: case 0x163:
			tbuf_addc(&b, 't');
			break;
		default:
			if (c >= 'A' && c <= 'Z')
				tbuf_addc(&b, (char)(c - 'A' + 'a'));
			else
				tbuf_add(&b, (const char *)p, used);
			break;
		}
		p += used;
		n -= used;
	}
	return tbuf_take(&b);
}

static int
starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static int
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

static int
is_blank(const char *s)
{
	while (*s == ' ')
		s++;
	return *s == '\0';
}

static int
is_quoted(const char *s)
{
	while (*s == ' ')
		s++;
	return *s == '>';
}

/* "________________________________" as Outlook puts above a reply. */
static int
is_underscore_rule(const char *s)
{
	size_t n = 0;

	while (*s == ' ')
		s++;
	while (s[n] == '_')
		n++;
	return n >= 5 && is_blank(s + n);
}

/*
 * "-----Original Message-----", "-----Mesaj original-----",
 * "---------- Forwarded message ---------", "Begin forwarded message:"...
 * f is folded.
 */
static int
is_separator(const char *f)
{
	static const char *const names[] = {
		"original message", "mesaj original", "mesajul original",
		"forwarded message", "mesaj redirectionat", "mesaj transmis",
		"mesaj inaintat", "mesaj trimis mai departe",
	};
	static const char *const whole[] = {
		"begin forwarded message:", "inceputul mesajului redirectionat:",
	};
	const char *p = f, *end;
	size_t i, dashes = 0, len;

	for (i = 0; i < sizeof whole / sizeof whole[0]; i++)
		if (strcmp(f, whole[i]) == 0)
			return 1;
	while (*p == '-') {
		p++;
		dashes++;
	}
	if (dashes < 2)
		return 0;
	while (*p == ' ')
		p++;
	end = p + strlen(p);
	while (end > p && (end[-1] == '-' || end[-1] == ' '))
		end--;
	len = (size_t)(end - p);
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0)
			return 1;
	return 0;
}

/* Phone and web-mail footers, removed as single lines.  f is folded. */
static int
is_footer(const char *f)
{
	static const char *const prefixes[] = {
		"sent from my ", "sent from mail for ", "sent from outlook",
		"sent from yahoo mail", "sent from samsung", "sent via ",
		"sent with ", "get outlook for ", "trimis de pe ",
		"trimis din ", "trimis cu ", "expediat de pe ",
		"obtineti outlook pentru ", "descarcati outlook pentru ",
	};
	size_t i;

	if (strlen(f) > 100)
		return 0;
	for (i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
		if (starts_with(f, prefixes[i]))
			return 1;
	return 0;
}

static int
is_attribution_end(const char *f)
{
	return ends_with(f, " wrote:") || ends_with(f, " a scris:");
}

static int
is_attribution_start(const char *f)
{
	return starts_with(f, "on ") || starts_with(f, "pe ");
}

/*
 * Does a reply header ("On <date>, <name> wrote:", "Pe <date>, <name> a
 * scris:", "<name> a scris:") start at line i?  A single line ending in
 * "wrote:" / "a scris:" counts when it also starts with "On "/"Pe ",
 * names an address, or is followed by quoted lines, so that a sentence of
 * the player's ending in "wrote:" survives.  Gmail wraps the header: a
 * line starting "On "/"Pe " whose next one or two lines end it counts too.
 */
static int
is_attribution(const struct tlines *l, size_t i)
{
	struct tbuf joined = { NULL, 0, 0 };
	char *f, *g;
	size_t j, k;
	int found = 0;

	f = fold(l->v[i]);
	if (is_attribution_end(f)) {
		if (is_attribution_start(f) || strchr(f, '@') != NULL)
			found = 1;
		else {
			for (j = i + 1; j < l->n && is_blank(l->v[j]); j++)
				;
			found = j < l->n && is_quoted(l->v[j]);
		}
		free(f);
		return found;
	}
	if (!is_attribution_start(f)) {
		free(f);
		return 0;
	}
	tbuf_add(&joined, f, strlen(f));
	free(f);
	for (k = 1; k <= 2 && i + k < l->n && !is_blank(l->v[i + k]); k++) {
		g = fold(l->v[i + k]);
		tbuf_addc(&joined, ' ');
		tbuf_add(&joined, g, strlen(g));
		free(g);
		if (joined.len <= 400 && is_attribution_end(joined.s)) {
			found = 1;
			break;
		}
	}
	free(joined.s);
	return found;
}

/* Outlook's header block: "From: ..." then within three lines "Sent:"
 * (or "Date:"); Romanian Outlook: "De la: ..." / "Trimis: ...". */
static int
is_outlook_block(const struct tlines *l, size_t i)
{
	char *f;
	size_t k;
	int found = 0;

	f = fold(l->v[i]);
	if (!starts_with(f, "from:") && !starts_with(f, "de la:") &&
	    !starts_with(f, "de:")) {
		free(f);
		return 0;
	}
	free(f);
	for (k = 1; k <= 3 && i + k < l->n && !found; k++) {
		f = fold(l->v[i + k]);
		found = starts_with(f, "sent:") || starts_with(f, "date:") ||
		    starts_with(f, "trimis:") || starts_with(f, "data:");
		free(f);
	}
	return found;
}

char *
mail_text_clean(const char *text, int flowed, int delsp)
{
	struct tlines raw = { NULL, 0, 0 }, lines = { NULL, 0, 0 };
	struct tlines keep = { NULL, 0, 0 };
	struct tbuf b = { NULL, 0, 0 };
	char *norm, *f, *s;
	size_t i, n, first, last;
	int drop, cut = 0;

	split_lines(text != NULL ? text : "", &raw);
	if (flowed) {
		struct tlines un = { NULL, 0, 0 };

		unflow(&raw, delsp, &un);
		tlines_free(&raw);
		raw = un;
	}
	for (i = 0; i < raw.n; i++) {
		if (i > 0)
			tbuf_addc(&b, '\n');
		tbuf_add(&b, raw.v[i], strlen(raw.v[i]));
	}
	tlines_free(&raw);
	s = tbuf_take(&b);
	norm = normalise(s);
	free(s);
	split_lines(norm, &lines);
	free(norm);

	for (i = 0; i < lines.n && !cut; i++) {
		s = lines.v[i];
		n = strlen(s);
		while (n > 0 && s[n - 1] == ' ')
			s[--n] = '\0';
		if (is_quoted(s))
			continue;
		f = fold(s);
		drop = 0;
		if (strcmp(f, "--") == 0 || is_separator(f))
			cut = 1;
		else if (is_footer(f))
			drop = 1;
		free(f);
		if (cut || drop)
			continue;
		if (is_attribution(&lines, i) || is_outlook_block(&lines, i)) {
			cut = 1;
			continue;
		}
		tlines_push(&keep, xstrdup(s));
	}
	tlines_free(&lines);

	/* Empty lines at both ends go, and a rule left above a cut reply. */
	last = keep.n;
	while (last > 0 && (is_blank(keep.v[last - 1]) ||
	    (cut && is_underscore_rule(keep.v[last - 1]))))
		last--;
	for (first = 0; first < last && is_blank(keep.v[first]); first++)
		;
	for (i = first; i < last; i++) {
		if (i > first)
			tbuf_addc(&b, '\n');
		tbuf_add(&b, keep.v[i], strlen(keep.v[i]));
	}
	tlines_free(&keep);
	return tbuf_take(&b);
}
