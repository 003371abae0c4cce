/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-imap.c: fetching incoming mail from an IMAP mailbox with libcurl,
 * on one connection per cycle.  The steps, each one libcurl request on the
 * same easy handle:
 *   STATUS "MAILBOX" (UIDVALIDITY)           the ref's UIDVALIDITY
 *   UID SEARCH UNKEYWORD ScrabmailDone NOT DELETED   (libcurl SELECTs
 *                                             first) the candidates
 *   UID FETCH n RFC822.SIZE                   with a max_size: the size
 *                                             first; one over it is
 *                                             fetched .../;SECTION=HEADER
 *   .../MAILBOX;UIDVALIDITY=v/;UID=n          each body, by URL (libcurl
 *                                             refuses it if UIDVALIDITY
 *                                             changed meanwhile)
 *   UID STORE set +FLAGS.SILENT (ScrabmailDone \Seen)   or UID MOVE, or
 *                                             \Deleted + UID EXPUNGE
 * Fetching a body sets \Seen, so "done" is our own keyword, not \Seen; a
 * message is marked only after the callback said STORED, in batches (the
 * marks of a batch are sent before anything else can fail), so a crash at
 * any point shows a stored message again rather than losing one.  Batches
 * stay small because libcurl 7.88 fails a command whose reply has more than
 * about 120 lines (MOVE and EXPUNGE answer one line per message).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "mail-net.h"
#include "mail-parse.h"
#include "util.h"

#define IMAP_KEYWORD	"ScrabmailDone"
#define IMAP_BATCH	50	/* marks per command (MOVE, EXPUNGE: a line
				   each in the reply) */
#define IMAP_WINDOW	2000	/* UIDs per SEARCH when one is too long */

enum { IMAP_FLAG, IMAP_MOVE, IMAP_DELETE };

struct imap_uids {
	unsigned long	*v;
	size_t		 n;
	size_t		 cap;
};

struct imap_cycle {
	struct mail_conn	 c;
	char			*base;		/* scheme://host:port */
	char			*mbox_url;	/* the URL's mailbox, encoded */
	char			*mbox;		/* decoded */
	char			*sel_url;	/* base/mbox;UIDVALIDITY=v */
	unsigned long		 uidvalidity;
	int			 done;		/* IMAP_* */
	const char		*folder;	/* IMAP_MOVE */
	unsigned long		*pend;		/* stored, not yet marked */
	size_t			 npend;
};

/* "\"...\"" with \ and " escaped; xmalloc'ed. */
static char *
imap_quote(const char *s)
{
	char	*q;
	size_t	 n = 0;

	q = xmalloc(strlen(s) * 2 + 3);
	q[n++] = '"';
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			q[n++] = '\\';
		q[n++] = *s;
	}
	q[n++] = '"';
	q[n] = '\0';
	return q;
}

static int
imap_cmp_uid(const void *a, const void *b)
{
	unsigned long	 x = *(const unsigned long *)a;
	unsigned long	 y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

/* A UID set "1:3,7,9:12" of v (sorted); xmalloc'ed. */
static char *
imap_uid_set(unsigned long *v, size_t n)
{
	char	*s;
	size_t	 i, j, len = 0, cap = n * 24 + 1;

	qsort(v, n, sizeof *v, imap_cmp_uid);
	s = xmalloc(cap);
	s[0] = '\0';
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j] <= v[j - 1] + 1; j++)
			;
		if (j - 1 > i)
			len += (size_t)snprintf(s + len, cap - len, "%s%lu:%lu",
			    len > 0 ? "," : "", v[i], v[j - 1]);
		else
			len += (size_t)snprintf(s + len, cap - len, "%s%lu",
			    len > 0 ? "," : "", v[i]);
	}
	return s;
}

/* The RFC822.SIZE of a "* n FETCH (UID u RFC822.SIZE s)" reply, or 0. */
static size_t
imap_parse_size(const char *body)
{
	const char *p;
	unsigned long long v;

	if (body == NULL || (p = strstr(body, "RFC822.SIZE ")) == NULL)
		return 0;
	v = strtoull(p + 12, NULL, 10);
	return (size_t)v;
}

/* One custom command on the selected mailbox (sel_url) or, with
 * sel_url NULL, without one.  The CURLcode. */
static int
imap_command(struct imap_cycle *y, const char *url, const char *cmd)
{
	curl_easy_setopt(y->c.curl, CURLOPT_URL, url);
	curl_easy_setopt(y->c.curl, CURLOPT_CUSTOMREQUEST, cmd);
	return mail_send_conn_perform(&y->c);
}

/* Mark the pending messages done; 0, or -1 with *cause. */
static int
imap_flush(struct imap_cycle *y, char **cause)
{
	char	*set = NULL, *cmd = NULL, *q = NULL, *doing = NULL;
	int	 code, rc = -1;

	if (y->npend == 0)
		return 0;
	set = imap_uid_set(y->pend, y->npend);
	switch (y->done) {
	case IMAP_FLAG:
		cmd = mail_send_printf("UID STORE %s +FLAGS.SILENT (%s \\Seen)",
		    set, IMAP_KEYWORD);
		if ((code = imap_command(y, y->sel_url, cmd)) != CURLE_OK)
			goto fail;
		break;
	case IMAP_MOVE:
		q = imap_quote(y->folder);
		cmd = mail_send_printf("UID MOVE %s %s", set, q);
		if ((code = imap_command(y, y->sel_url, cmd)) == CURLE_OK)
			break;
		if (strstr(y->c.fail, "TRYCREATE") != NULL) {
			/* The folder does not exist yet: make it, again. */
			free(cmd);
			cmd = mail_send_printf("CREATE %s", q);
			if ((code = imap_command(y, y->sel_url, cmd)) !=
			    CURLE_OK)
				goto fail;
			free(cmd);
			cmd = mail_send_printf("UID MOVE %s %s", set, q);
			if ((code = imap_command(y, y->sel_url, cmd)) !=
			    CURLE_OK)
				goto fail;
		} else
			goto fail;
		break;
	default:
		cmd = mail_send_printf("UID STORE %s +FLAGS.SILENT (\\Deleted)",
		    set);
		if ((code = imap_command(y, y->sel_url, cmd)) != CURLE_OK)
			goto fail;
		free(cmd);
		cmd = mail_send_printf("UID EXPUNGE %s", set);
		if ((code = imap_command(y, y->sel_url, cmd)) != CURLE_OK) {
			/* No UIDPLUS: a plain EXPUNGE (which also removes
			 * what others flagged \Deleted). */
			free(cmd);
			cmd = xstrdup("EXPUNGE");
			if ((code = imap_command(y, y->sel_url, cmd)) !=
			    CURLE_OK)
				goto fail;
		}
		break;
	}
	y->npend = 0;
	rc = 0;
fail:
	if (rc == -1) {
		doing = mail_send_printf("marking UIDs %s of %s done (they "
		    "will be seen again) with \"%s\"", set, y->mbox, cmd);
		*cause = mail_send_conn_cause(&y->c, code, doing);
	}
	free(doing);
	free(q);
	free(cmd);
	free(set);
	return rc;
}

/* The number after "NAME " in a STATUS reply; 0 if absent. */
static unsigned long
imap_parse_status(const char *body, const char *name)
{
	const char	*p;
	char		*end;
	unsigned long	 v;
	size_t		 n = strlen(name);

	for (p = body; p != NULL && (p = strstr(p, name)) != NULL; p += n) {
		if (p[n] != ' ' || (p > body && p[-1] != ' ' && p[-1] != '('))
			continue;
		v = strtoul(p + n + 1, &end, 10);
		return end == p + n + 1 ? 0 : v;
	}
	return 0;
}

/* The held UIDs settled by the callback's answer r (mail-net.h): queued
 * to be marked done when they were committed, forgotten when not (they
 * will be seen again).  0, or -1 with *cause (a mark that failed). */
static int
imap_settle(struct imap_cycle *y, unsigned long *held, size_t *nheld, int r,
    char **cause)
{
	size_t i, n = *nheld;

	*nheld = 0;
	if (r == MAIL_FETCH_UNDONE)
		return 0;
	for (i = 0; i < n; i++) {
		y->pend[y->npend++] = held[i];
		if (y->npend == IMAP_BATCH && imap_flush(y, cause) == -1)
			return -1;
	}
	return 0;
}

/* Append the UIDs of "* SEARCH n n n" lines to the list. */
static void
imap_parse_search(const char *body, struct imap_uids *l)
{
	unsigned long	 u;
	const char	*p = body, *e;
	char		*end;

	while (p != NULL && (p = strstr(p, "* SEARCH")) != NULL) {
		p += 8;
		e = p + strcspn(p, "\r\n");
		while (p < e) {
			while (p < e && *p == ' ')
				p++;
			if (p >= e)
				break;
			u = strtoul(p, &end, 10);
			if (end == p)	/* "(MODSEQ ...)" and the like */
				break;
			p = end;
			if (l->n == l->cap) {
				l->cap = l->cap == 0 ? 256 : l->cap * 2;
				l->v = xrealloc(l->v, l->cap * sizeof *l->v);
			}
			l->v[l->n++] = u;
		}
		p = e;
	}
}

/* The messages not yet done, in UID order: one SEARCH, or, when libcurl
 * cut its reply short (more than some 5,000 UIDs), one per window of
 * IMAP_WINDOW UIDs below uidnext.  0, or -1 with *cause. */
static int
imap_search(struct imap_cycle *y, unsigned long uidnext, struct imap_uids *l,
    char **cause)
{
	char		*cmd, *doing;
	unsigned long	 lo;
	int		 code;

	cmd = mail_send_printf("UID SEARCH UNKEYWORD %s NOT DELETED",
	    IMAP_KEYWORD);
	code = imap_command(y, y->sel_url, cmd);
	free(cmd);
	if (code != CURLE_OK)
		goto fail;
	if (!y->c.clipped) {
		imap_parse_search(y->c.body, l);
		goto done;
	}
	for (lo = 1; lo < uidnext; lo += IMAP_WINDOW) {
		cmd = mail_send_printf("UID SEARCH UID %lu:%lu UNKEYWORD %s "
		    "NOT DELETED", lo, lo + IMAP_WINDOW - 1, IMAP_KEYWORD);
		code = imap_command(y, y->sel_url, cmd);
		free(cmd);
		if (code != CURLE_OK)
			goto fail;
		if (y->c.clipped) {
			*cause = mail_send_printf("%s: searching %s: the reply "
			    "for UIDs %lu-%lu was cut short by libcurl: report "
			    "this as a bug", y->c.url, y->mbox, lo,
			    lo + IMAP_WINDOW - 1);
			return -1;
		}
		imap_parse_search(y->c.body, l);
	}
done:
	if (l->n > 1)
		qsort(l->v, l->n, sizeof *l->v, imap_cmp_uid);
	return 0;
fail:
	doing = mail_send_printf("searching %s", y->mbox);
	*cause = mail_send_conn_cause(&y->c, code, doing);
	free(doing);
	return -1;
}

int
mail_imap_fetch(const struct mail_account *acct, mail_fetch_cb cb, void *arg,
    size_t *count, char **cause)
{
	struct imap_cycle	 y;
	struct imap_uids	 l = { NULL, 0, 0 };
	unsigned long		*uids = NULL, *held = NULL, uidnext;
	char			*url = NULL, *cmd = NULL, *ref = NULL, *q = NULL;
	char			*doing, *dec, *fcause = NULL, *small;
	const char		*p;
	size_t			 i, n = 0, passed = 0, hostlen, plen, size, slen;
	size_t			 nheld = 0;
	int			 code, r, opened = 0, rc = -1, dlen, big;

	*cause = NULL;
	memset(&y, 0, sizeof y);
	if (acct->url == NULL || (strncmp(acct->url, "imap://", 7) != 0 &&
	    strncmp(acct->url, "imaps://", 8) != 0)) {
		*cause = mail_send_printf("%s: not an imap:// or imaps:// URL: "
		    "check [imap] url in the config", acct->url != NULL ?
		    acct->url : "(no URL)");
		goto fail;
	}
	if (acct->done == NULL || *acct->done == '\0' ||
	    strcmp(acct->done, "flag") == 0)
		y.done = IMAP_FLAG;
	else if (strcmp(acct->done, "delete") == 0)
		y.done = IMAP_DELETE;
	else if (strncmp(acct->done, "move:", 5) == 0 &&
	    acct->done[5] != '\0') {
		y.done = IMAP_MOVE;
		y.folder = acct->done + 5;
	} else {
		*cause = mail_send_printf("IMAP done action \"%s\" unknown: use "
		    "\"flag\", \"move:FOLDER\" or \"delete\"", acct->done);
		goto fail;
	}

	/* scheme://host:port and the mailbox (up to any ;param or ?). */
	p = strstr(acct->url, "://") + 3;
	hostlen = (size_t)(p - acct->url) + strcspn(p, "/?#");
	y.base = xmalloc(hostlen + 1);
	memcpy(y.base, acct->url, hostlen);
	y.base[hostlen] = '\0';
	p = acct->url + hostlen;
	if (*p == '/')
		p++;
	plen = strcspn(p, ";?#");
	if (plen == 0) {
		p = "INBOX";
		plen = 5;
	}
	y.mbox_url = xmalloc(plen + 1);
	memcpy(y.mbox_url, p, plen);
	y.mbox_url[plen] = '\0';

	if (mail_send_conn_open(&y.c, acct, "[imap]", cause) == -1)
		goto fail;
	opened = 1;
	dec = curl_easy_unescape(y.c.curl, y.mbox_url, 0, &dlen);
	y.mbox = xstrdup(dec != NULL ? dec : y.mbox_url);
	curl_free(dec);
	if (strlen(y.mbox) != (size_t)dlen) {
		*cause = mail_send_printf("%s: a NUL in the mailbox name: "
		    "check [imap] url in the config", y.c.url);
		goto fail;
	}

	/* UIDVALIDITY and UIDNEXT, from STATUS before any SELECT. */
	url = mail_send_printf("%s/", y.base);
	q = imap_quote(y.mbox);
	cmd = mail_send_printf("STATUS %s (UIDVALIDITY UIDNEXT)", q);
	if ((code = imap_command(&y, url, cmd)) == CURLE_QUOTE_ERROR) {
		*cause = mail_send_printf("%s: no mailbox %s (server said: %s):"
		    " check the mailbox in [imap] url (it must exist)", y.c.url,
		    y.mbox, y.c.fail);
		goto fail;
	}
	if (code != CURLE_OK) {
		doing = mail_send_printf("mailbox %s", y.mbox);
		*cause = mail_send_conn_cause(&y.c, code, doing);
		free(doing);
		goto fail;
	}
	y.uidvalidity = imap_parse_status(y.c.body, "UIDVALIDITY");
	uidnext = imap_parse_status(y.c.body, "UIDNEXT");
	if (y.uidvalidity == 0 || uidnext == 0) {
		*cause = mail_send_printf("%s: no UIDVALIDITY or UIDNEXT in the "
		    "STATUS reply for %s (server said: %s): is it an IMAP4rev1 "
		    "server?", y.c.url, y.mbox, y.c.last);
		goto fail;
	}
	y.sel_url = mail_send_printf("%s/%s;UIDVALIDITY=%lu", y.base,
	    y.mbox_url, y.uidvalidity);

	/* The candidates (libcurl SELECTs the mailbox first). */
	if (imap_search(&y, uidnext, &l, cause) == -1)
		goto fail;
	uids = l.v;
	n = l.n;
	y.pend = xcalloc(IMAP_BATCH, sizeof *y.pend);
	held = xcalloc(n + 1, sizeof *held);

	for (i = 0; i < n; i++) {
		/* Its size first: one over max_size is not downloaded, its
		 * headers only are (issue 18). */
		size = 0;
		if (acct->max_size > 0) {
			free(cmd);
			cmd = mail_send_printf("UID FETCH %lu RFC822.SIZE",
			    uids[i]);
			if ((code = imap_command(&y, y.sel_url, cmd)) !=
			    CURLE_OK) {
				doing = mail_send_printf("asking the size of "
				    "UID %lu of %s", uids[i], y.mbox);
				fcause = mail_send_conn_cause(&y.c, code,
				    doing);
				free(doing);
				break;
			}
			size = imap_parse_size(y.c.body);
		}
		big = acct->max_size > 0 && size > acct->max_size;
		free(url);
		url = mail_send_printf(big ? "%s/;UID=%lu/;SECTION=HEADER" :
		    "%s/;UID=%lu", y.sel_url, uids[i]);
		curl_easy_setopt(y.c.curl, CURLOPT_URL, url);
		curl_easy_setopt(y.c.curl, CURLOPT_CUSTOMREQUEST, NULL);
		if ((code = mail_send_conn_perform(&y.c)) != CURLE_OK) {
			/* Expunged meanwhile by another client: skip it. */
			if (code == CURLE_REMOTE_FILE_NOT_FOUND &&
			    strstr(y.c.errbuf, "UIDVALIDITY") == NULL)
				continue;
			doing = mail_send_printf("fetching UID %lu of %s",
			    uids[i], y.mbox);
			fcause = mail_send_conn_cause(&y.c, code, doing);
			free(doing);
			break;
		}
		free(ref);
		ref = mail_send_printf("%s;UIDVALIDITY=%lu;UID=%lu", y.mbox,
		    y.uidvalidity, uids[i]);
		passed++;
		if (big) {
			small = mail_oversized(y.c.body != NULL ? y.c.body :
			    "", y.c.len, size, acct->max_size, &slen);
			r = cb(arg, ref, small, slen);
			free(small);
		} else
			r = cb(arg, ref, y.c.body != NULL ? y.c.body : "",
			    y.c.len);
		if (r == MAIL_FETCH_HELD) {
			held[nheld++] = uids[i];
			continue;
		}
		if (r == MAIL_FETCH_STORED)
			held[nheld++] = uids[i];
		if (imap_settle(&y, held, &nheld, r, cause) == -1)
			goto fail;
		if (r == MAIL_FETCH_STOP || r == MAIL_FETCH_UNDONE)
			break;
	}
	/* What the callback still holds settled, and what was stored marked,
	 * even if a fetch failed (the fetch's failure is the one to tell,
	 * the connection is likely gone). */
	if (nheld > 0 && imap_settle(&y, held, &nheld, cb(arg, NULL, NULL, 0),
	    cause) == -1 && fcause == NULL)
		goto fail;
	if (*cause != NULL) {
		free(*cause);
		*cause = NULL;
	}
	if (imap_flush(&y, cause) == -1 && fcause == NULL)
		goto fail;
	if (fcause != NULL) {
		free(*cause);
		*cause = fcause;
		goto fail;
	}
	rc = 0;

fail:
	if (opened)
		mail_send_conn_close(&y.c);
	free(y.base);
	free(y.mbox_url);
	free(y.mbox);
	free(y.sel_url);
	free(y.pend);
	free(held);
	free(l.v);
	free(url);
	free(cmd);
	free(ref);
	free(q);
	if (count != NULL)
		*count = passed;
	return rc;
}
