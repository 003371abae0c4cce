/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-authres.c: reading the Authentication-Results header (RFC 8601,
 * section 2.2): authserv-id [version] then "; method[/version]=result
 * [reason=...] [ptype.property=value]..." per result, or "; none", with
 * comments (nested, with quoted pairs) and quoted strings anywhere a
 * value may be.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "mail-authres.h"

#define TOKEN_MAX	256

/* Skip white space and comments.  -1 on an unclosed comment. */
static int
skip_cfws(const char **pp)
{
	const char *p = *pp;
	int depth;

	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p != '(')
			break;
		for (depth = 0; *p != '\0'; p++) {
			if (*p == '\\' && p[1] != '\0')
				p++;
			else if (*p == '(')
				depth++;
			else if (*p == ')' && --depth == 0)
				break;
		}
		if (*p == '\0')
			return -1;
		p++;
	}
	*pp = p;
	return 0;
}

/* The next token after white space and comments into buf (NUL-terminated):
 * a quoted string's content, a run of other characters, or one of the
 * separators ; = / alone.  0 with an empty buf at the end, -1 on an
 * unclosed quote or comment or a token too long. */
static int
next_token(const char **pp, char *buf)
{
	const char *p;
	size_t n = 0;

	if (skip_cfws(pp) == -1)
		return -1;
	p = *pp;
	if (*p == ';' || *p == '=' || *p == '/') {
		buf[0] = *p;
		buf[1] = '\0';
		*pp = p + 1;
		return 0;
	}
	if (*p == '"') {
		for (p++; *p != '"'; p++) {
			if (*p == '\0')
				return -1;
			if (*p == '\\' && p[1] != '\0')
				p++;
			if (n + 1 >= TOKEN_MAX)
				return -1;
			buf[n++] = *p;
		}
		buf[n] = '\0';
		*pp = p + 1;
		return 0;
	}
	while (*p != '\0' && strchr(" \t\r\n();=/\"", *p) == NULL) {
		if (n + 1 >= TOKEN_MAX)
			return -1;
		buf[n++] = *p++;
	}
	buf[n] = '\0';
	*pp = p;
	return 0;
}

static enum mail_auth_result
result_of(const char *word)
{
	if (strcasecmp(word, "pass") == 0)
		return MAIL_AUTH_PASS;
	if (strcasecmp(word, "fail") == 0)
		return MAIL_AUTH_FAIL;
	return MAIL_AUTH_OTHER;
}

/* A method's results together: any pass wins, then any fail. */
static void
combine(enum mail_auth_result *into, enum mail_auth_result r)
{
	if (*into == MAIL_AUTH_PASS || r == MAIL_AUTH_PASS)
		*into = MAIL_AUTH_PASS;
	else if (*into == MAIL_AUTH_FAIL || r == MAIL_AUTH_FAIL)
		*into = MAIL_AUTH_FAIL;
	else
		*into = r;
}

/* One header's result of a method added to those of the headers before:
 * a fail wins (a header slipped in by the sender that says "pass" must
 * not undo our MTA's "fail"), then a pass. */
static void
merge(enum mail_auth_result *into, enum mail_auth_result r)
{
	if (*into == MAIL_AUTH_FAIL || r == MAIL_AUTH_FAIL)
		*into = MAIL_AUTH_FAIL;
	else if (*into == MAIL_AUTH_PASS || r == MAIL_AUTH_PASS)
		*into = MAIL_AUTH_PASS;
	else
		*into = r;
}

int
mail_authres_parse(const char *value, const char *authserv_id,
    struct mail_authres *res)
{
	struct mail_authres got;
	char tok[TOKEN_MAX], method[TOKEN_MAX];
	const char *p = value;

	memset(&got, 0, sizeof got);
	if (value == NULL || authserv_id == NULL || *authserv_id == '\0' ||
	    next_token(&p, tok) == -1 || tok[0] == '\0' ||
	    (strchr(";=/", tok[0]) != NULL && tok[1] == '\0'))
		return -1;
	if (strcasecmp(tok, authserv_id) != 0)
		return 0;
	/* An optional version, then the results. */
	if (next_token(&p, tok) == -1)
		return -1;
	if (tok[0] != ';' && tok[0] != '\0' && next_token(&p, tok) == -1)
		return -1;
	while (tok[0] != '\0') {
		if (tok[0] != ';' || tok[1] != '\0')
			return -1;
		if (next_token(&p, method) == -1)
			return -1;
		if (method[0] == '\0')
			break;			/* a trailing ";" */
		if (next_token(&p, tok) == -1)
			return -1;
		if (strcasecmp(method, "none") == 0 && tok[0] != '=')
			continue;		/* "; none": no result */
		if (strcmp(tok, "/") == 0 && (next_token(&p, tok) == -1 ||
		    next_token(&p, tok) == -1))
			return -1;		/* method/version */
		if (strcmp(tok, "=") != 0 || next_token(&p, tok) == -1 ||
		    tok[0] == '\0' || strchr(";=/", tok[0]) != NULL)
			return -1;
		if (strcasecmp(method, "dmarc") == 0)
			combine(&got.dmarc, result_of(tok));
		else if (strcasecmp(method, "spf") == 0)
			combine(&got.spf, result_of(tok));
		else if (strcasecmp(method, "dkim") == 0)
			combine(&got.dkim, result_of(tok));
		/* reason=... and ptype.property=value up to the next ";". */
		for (;;) {
			if (next_token(&p, tok) == -1)
				return -1;
			if (tok[0] == '\0' || strcmp(tok, ";") == 0)
				break;
		}
	}
	if (got.dmarc != MAIL_AUTH_ABSENT)
		merge(&res->dmarc, got.dmarc);
	if (got.spf != MAIL_AUTH_ABSENT)
		merge(&res->spf, got.spf);
	if (got.dkim != MAIL_AUTH_ABSENT)
		merge(&res->dkim, got.dkim);
	return 1;
}

int
mail_authres_failed(const struct mail_authres *res)
{
	if (res->dmarc == MAIL_AUTH_FAIL)
		return 1;
	if (res->dmarc == MAIL_AUTH_PASS)
		return 0;
	if (res->spf == MAIL_AUTH_FAIL && res->dkim != MAIL_AUTH_PASS)
		return 1;
	if (res->dkim == MAIL_AUTH_FAIL && res->spf != MAIL_AUTH_PASS)
		return 1;
	return 0;
}

int
mail_authres_read(char *const *values, const char *authserv_id,
    struct mail_authres *res)
{
	int n = 0;

	memset(res, 0, sizeof *res);
	for (; values != NULL && *values != NULL; values++)
		if (mail_authres_parse(*values, authserv_id, res) == 1)
			n++;
	return n;
}

const char *
mail_authres_what(const struct mail_authres *res)
{
	if (!mail_authres_failed(res))
		return "";
	if (res->dmarc == MAIL_AUTH_FAIL)
		return "DMARC";
	if (res->spf == MAIL_AUTH_FAIL && res->dkim == MAIL_AUTH_FAIL)
		return "SPF, DKIM";
	return res->spf == MAIL_AUTH_FAIL ? "SPF" : "DKIM";
}
