/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-pop3.c: fetching incoming mail from a POP3 maildrop with libcurl,
 * one connection per cycle.  UIDL lists the messages with their unique ids
 * (the ref is "UIDL=<id>", stable across sessions, which is what the
 * caller deduplicates on); each is retrieved by URL (RETR, libcurl undoes
 * the dot-stuffing) and handed to the callback in message-number order.
 * With done "delete" (the default) a message the callback has stored is
 * marked with DELE, which the server carries out at QUIT, when the
 * connection closes; a cycle cut short deletes nothing, and the caller sees
 * those messages again.  With a max_size, LIST gives the sizes first and a
 * message over it is not retrieved: TOP N 0 gives its headers.  With "keep" nothing is marked: every cycle sees
 * every message and the caller's deduplication by ref skips them.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "mail-net.h"
#include "mail-parse.h"
#include "util.h"

struct pop3_msg {
	long	 num;
	char	*uidl;
};

/* Parse UIDL's listing ("N ID" lines) into *v; the number of entries. */
static size_t
pop3_parse_uidl(const char *body, struct pop3_msg **v)
{
	const char	*p = body, *e, *sp;
	char		 num[32];
	size_t		 n = 0, cap = 0, k;
	long		 id;

	*v = NULL;
	while (*p != '\0') {
		e = p + strcspn(p, "\r\n");
		sp = memchr(p, ' ', (size_t)(e - p));
		if (sp != NULL && (size_t)(sp - p) < sizeof num) {
			memcpy(num, p, (size_t)(sp - p));
			num[sp - p] = '\0';
			while (*sp == ' ')
				sp++;
			k = (size_t)(e - sp);
			while (k > 0 && sp[k - 1] == ' ')
				k--;
			if (util_parse_long(num, 1, 100000000, &id) == 0 &&
			    k > 0) {
				if (n == cap) {
					cap = cap == 0 ? 64 : cap * 2;
					*v = xrealloc(*v, cap * sizeof **v);
				}
				(*v)[n].num = id;
				(*v)[n].uidl = xmalloc(k + 1);
				memcpy((*v)[n].uidl, sp, k);
				(*v)[n].uidl[k] = '\0';
				n++;
			}
		}
		p = e;
		while (*p == '\r' || *p == '\n')
			p++;
	}
	return n;
}

/* Message num's size in LIST's listing (parsed as pop3_parse_uidl does),
 * or 0. */
static size_t
pop3_size(const struct pop3_msg *v, size_t n, long num)
{
	unsigned long long s;
	size_t i;

	for (i = 0; i < n; i++)
		if (v[i].num == num) {
			s = strtoull(v[i].uidl, NULL, 10);
			return (size_t)s;
		}
	return 0;
}

/* The held messages (their numbers) settled by the callback's answer r
 * (mail-net.h): deleted (DELE; QUIT applies it) when they were
 * committed, left when not (UNDONE; also when the account keeps them).
 * 0, or -1 with *cause. */
static int
pop3_settle(struct mail_conn *c, const char *base, const long *held,
    size_t *nheld, int r, char **cause)
{
	char *url, *doing;
	size_t i, n = *nheld;
	int code;

	*nheld = 0;
	if (r == MAIL_FETCH_UNDONE)
		return 0;
	for (i = 0; i < n; i++) {
		url = mail_send_printf("%s/%ld", base, held[i]);
		curl_easy_setopt(c->curl, CURLOPT_URL, url);
		curl_easy_setopt(c->curl, CURLOPT_CUSTOMREQUEST, "DELE");
		curl_easy_setopt(c->curl, CURLOPT_NOBODY, 1L);
		code = mail_send_conn_perform(c);
		free(url);
		if (code != CURLE_OK) {
			doing = mail_send_printf("deleting message %ld",
			    held[i]);
			*cause = mail_send_conn_cause(c, code, doing);
			free(doing);
			return -1;
		}
	}
	return 0;
}

int
mail_pop3_fetch(const struct mail_account *acct, mail_fetch_cb cb, void *arg,
    size_t *count, char **cause)
{
	struct mail_conn	 c;
	struct pop3_msg		*msgs = NULL, *sizes = NULL;
	char			*base = NULL, *url = NULL, *ref = NULL, *doing;
	char			*top = NULL, *small, *err = NULL;
	long			*held = NULL;
	const char		*p;
	size_t			 i, n = 0, passed = 0, hostlen, nsizes = 0;
	size_t			 size, slen, nheld = 0;
	int			 del, code, r, opened = 0, rc = -1, big;

	*cause = NULL;
	memset(&c, 0, sizeof c);
	if (acct->url == NULL || (strncmp(acct->url, "pop3://", 7) != 0 &&
	    strncmp(acct->url, "pop3s://", 8) != 0)) {
		*cause = mail_send_printf("%s: not a pop3:// or pop3s:// URL: "
		    "check [pop3] url in the config", acct->url != NULL ?
		    acct->url : "(no URL)");
		goto fail;
	}
	if (acct->done == NULL || *acct->done == '\0' ||
	    strcmp(acct->done, "delete") == 0)
		del = 1;
	else if (strcmp(acct->done, "keep") == 0)
		del = 0;
	else {
		*cause = mail_send_printf("POP3 done action \"%s\" unknown: use "
		    "\"delete\" or \"keep\"", acct->done);
		goto fail;
	}
	/* scheme://host:port, whatever path the URL has. */
	p = strstr(acct->url, "://") + 3;
	hostlen = (size_t)(p - acct->url) + strcspn(p, "/?#");
	base = xmalloc(hostlen + 1);
	memcpy(base, acct->url, hostlen);
	base[hostlen] = '\0';

	if (mail_send_conn_open(&c, acct, "[pop3]", cause) == -1)
		goto fail;
	opened = 1;

	url = mail_send_printf("%s/", base);
	curl_easy_setopt(c.curl, CURLOPT_URL, url);
	curl_easy_setopt(c.curl, CURLOPT_CUSTOMREQUEST, "UIDL");
	if ((code = mail_send_conn_perform(&c)) != CURLE_OK) {
		*cause = mail_send_conn_cause(&c, code, "listing (UIDL)");
		goto fail;
	}
	n = pop3_parse_uidl(c.body != NULL ? c.body : "", &msgs);
	held = xcalloc(n + 1, sizeof *held);
	/* The sizes first (LIST: "N SIZE" lines): a message over max_size
	 * is not downloaded, its headers only are (TOP N 0; issue 18). */
	if (acct->max_size > 0 && n > 0) {
		curl_easy_setopt(c.curl, CURLOPT_CUSTOMREQUEST, "LIST");
		if ((code = mail_send_conn_perform(&c)) != CURLE_OK) {
			*cause = mail_send_conn_cause(&c, code,
			    "listing the sizes (LIST)");
			goto fail;
		}
		nsizes = pop3_parse_uidl(c.body != NULL ? c.body : "", &sizes);
	}

	for (i = 0; i < n; i++) {
		size = pop3_size(sizes, nsizes, msgs[i].num);
		big = acct->max_size > 0 && size > acct->max_size;
		free(url);
		free(top);
		top = NULL;
		if (big) {
			url = mail_send_printf("%s/", base);
			top = mail_send_printf("TOP %ld 0", msgs[i].num);
		} else
			url = mail_send_printf("%s/%ld", base, msgs[i].num);
		curl_easy_setopt(c.curl, CURLOPT_URL, url);
		curl_easy_setopt(c.curl, CURLOPT_CUSTOMREQUEST, top);
		curl_easy_setopt(c.curl, CURLOPT_NOBODY, 0L);
		if ((code = mail_send_conn_perform(&c)) != CURLE_OK) {
			doing = mail_send_printf("retrieving message %ld",
			    msgs[i].num);
			err = mail_send_conn_cause(&c, code, doing);
			free(doing);
			break;
		}
		free(ref);
		ref = mail_send_printf("UIDL=%s", msgs[i].uidl);
		passed++;
		if (big) {
			small = mail_oversized(c.body != NULL ? c.body : "",
			    c.len, size, acct->max_size, &slen);
			r = cb(arg, ref, small, slen);
			free(small);
		} else
			r = cb(arg, ref, c.body != NULL ? c.body : "", c.len);
		if (r == MAIL_FETCH_HELD) {
			held[nheld++] = msgs[i].num;
			continue;
		}
		if (r == MAIL_FETCH_STORED)
			held[nheld++] = msgs[i].num;
		if (pop3_settle(&c, base, held, &nheld, del ? r :
		    MAIL_FETCH_UNDONE, cause) == -1)
			goto fail;
		if (r == MAIL_FETCH_STOP || r == MAIL_FETCH_UNDONE)
			break;
	}
	/* What the callback still holds settled, even after a failed
	 * retrieval (whose failure is the one to tell). */
	if (nheld > 0) {
		r = cb(arg, NULL, NULL, 0);
		if (pop3_settle(&c, base, held, &nheld, del ? r :
		    MAIL_FETCH_UNDONE, cause) == -1 && err == NULL)
			goto fail;
	}
	if (err != NULL) {
		free(*cause);
		*cause = err;
		err = NULL;
		goto fail;
	}
	rc = 0;

fail:
	free(err);
	free(held);
	if (opened)
		mail_send_conn_close(&c);	/* QUIT: the deletions happen */
	for (i = 0; i < n; i++)
		free(msgs[i].uidl);
	free(msgs);
	for (i = 0; i < nsizes; i++)
		free(sizes[i].uidl);
	free(sizes);
	free(top);
	free(base);
	free(url);
	free(ref);
	if (count != NULL)
		*count = passed;
	return rc;
}
