/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-send.c: sending outgoing mail, and the libcurl set-up the fetchers
 * share.  A sender is made once per outbox run from the account's URL:
 *   smtp://host:port/HELO-NAME, smtps://...  libcurl, one connection kept
 *       open across messages, STARTTLS and AUTH as the account says;
 *   sendmail:/usr/sbin/sendmail  the local MTA's program, run without a
 *       shell as "PATH -i -f FROM -- RCPT" with the message on its stdin;
 *   maildir:DIR  the message written into DIR/tmp, fsynced and renamed into
 *       DIR/new (for tests and for local reading).
 * The outcome is OK only once the message has been taken over (250 after
 * DATA, exit status 0, the file renamed), so the outbox can mark it sent;
 * TEMPFAIL says try again later, PERMFAIL says the message or an address
 * was refused.  SMTP gets CRLF line ends (libcurl dot-stuffs), sendmail and
 * Maildir LF.  The mail_send_conn_* helpers wrap one libcurl easy handle
 * for mail-imap.c, mail-pop3.c and the SMTP sender: TLS, certificates,
 * login, timeouts, the body received and the server's last line (for
 * causes; the lines we send are never kept, so no password is either).
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <curl/curl.h>

#include "conf.h"
#include "mail-net.h"
#include "util.h"

enum { SEND_SMTP, SEND_SENDMAIL, SEND_MAILDIR };

struct mail_sender {
	int			 kind;
	char			*path;		/* sendmail program or Maildir */
	long			 timeout;	/* seconds */
	struct mail_conn	 conn;		/* SMTP */
	int			 open;		/* conn set up */
	char			*curlurl;	/* SMTP URL as given */
	unsigned		 seq;		/* Maildir names */
};

/* What the upload callback reads from. */
struct send_src {
	const char	*p;
	size_t		 left;
};

char *
mail_send_printf(const char *fmt, ...)
{
	va_list	 ap;
	int	 n;
	char	*s;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return xstrdup(fmt);
	s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

char *
mail_send_url_redact(const char *url)
{
	const char	*host, *end, *at = NULL, *p;
	char		*s;
	size_t		 n;

	if (url == NULL)
		return xstrdup("(no URL)");
	if ((p = strstr(url, "://")) == NULL)
		return xstrdup(url);
	host = p + 3;
	end = host + strcspn(host, "/?#");
	for (p = host; p < end; p++)
		if (*p == '@')
			at = p;
	if (at == NULL)
		return xstrdup(url);
	n = (size_t)(host - url);
	s = xmalloc(strlen(url) + 1);
	memcpy(s, url, n);
	util_strlcpy(s + n, at + 1, strlen(url) + 1 - n);
	return s;
}

/* curl_global_init once per process (the program is single-threaded). */
static int
send_global_init(void)
{
	static int	 done;

	if (!done) {
		if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK)
			return -1;
		done = 1;
	}
	return 0;
}

static size_t
send_conn_write(char *ptr, size_t size, size_t nmemb, void *arg)
{
	struct mail_conn	*c = arg;
	size_t			 n = size * nmemb;

	if (c->len + n + 1 > c->cap) {
		while (c->len + n + 1 > c->cap)
			c->cap = c->cap == 0 ? 65536 : c->cap * 2;
		c->body = xrealloc(c->body, c->cap);
	}
	memcpy(c->body + c->len, ptr, n);
	c->len += n;
	c->body[c->len] = '\0';
	return n;
}

static int
send_refusal(const char *l)
{
	const char	*sp;

	if ((l[0] == '4' || l[0] == '5') && l[1] >= '0' && l[1] <= '9' &&
	    l[2] >= '0' && l[2] <= '9' && (l[3] == ' ' || l[3] == '-' ||
	    l[3] == '\0'))
		return 1;
	if (strncmp(l, "-ERR", 4) == 0)
		return 1;
	if ((sp = strchr(l, ' ')) != NULL &&
	    (strncmp(sp, " NO", 3) == 0 || strncmp(sp, " BAD", 4) == 0) &&
	    (sp[3] == ' ' || sp[3] == '\0' || sp[1] == 'B'))
		return 1;
	return 0;
}

/* Keep the server's last line (CURLINFO_HEADER_IN) and the verb of the
 * last command sent (only the verb: AUTH's arguments are secret). */
static int
send_conn_debug(CURL *h, curl_infotype type, char *data, size_t size,
    void *arg)
{
	struct mail_conn	*c = arg;
	size_t			 b, e, i;

	(void)h;
	/* libcurl 7.88 cuts a reply line longer than half its buffer down to
	 * 40 bytes and says so only here. */
	if (type == CURLINFO_TEXT && size > 28 &&
	    memcmp(data, "Excessive server response line", 30) == 0) {
		c->clipped = 1;
		return 0;
	}
	if (type == CURLINFO_HEADER_OUT) {
		for (i = 0; i < size && i < sizeof c->lastcmd - 1 &&
		    data[i] != ' ' && data[i] != '\r' && data[i] != '\n'; i++)
			c->lastcmd[i] = data[i];
		c->lastcmd[i] = '\0';
		return 0;
	}
	if (type != CURLINFO_HEADER_IN)
		return 0;
	/* The last non-empty line of the chunk. */
	e = size;
	while (e > 0 && (data[e - 1] == '\r' || data[e - 1] == '\n'))
		e--;
	if (e == 0)
		return 0;
	b = e;
	while (b > 0 && data[b - 1] != '\n')
		b--;
	if (e - b >= sizeof c->last)
		e = b + sizeof c->last - 1;
	for (i = b; i < e; i++)
		c->last[i - b] = (data[i] >= 0x20 && data[i] != 0x7f) ?
		    data[i] : '?';
	c->last[e - b] = '\0';
	/* A refusal, kept before libcurl's QUIT or LOGOUT replaces it in
	 * last: SMTP 4xx/5xx, IMAP "tag NO|BAD", POP3 "-ERR". */
	if (send_refusal(c->last)) {
		memcpy(c->fail, c->last, sizeof c->fail);
		memcpy(c->failcmd, c->lastcmd, sizeof c->failcmd);
	}
	return 0;
}

int
mail_send_conn_open(struct mail_conn *c, const struct mail_account *acct,
    const char *section, char **cause)
{
	CURL		*h;
	long		 timeout;
	const char	*protos;

	memset(c, 0, sizeof *c);
	c->section = section;
	c->url = mail_send_url_redact(acct->url);
	if (send_global_init() == -1 || (h = curl_easy_init()) == NULL) {
		*cause = mail_send_printf("%s: cannot initialise libcurl",
		    c->url);
		free(c->url);
		c->url = NULL;
		return -1;
	}
	c->curl = h;
	timeout = acct->timeout > 0 ? acct->timeout : 60;
	if (strcmp(section, "[imap]") == 0) {
		protos = "imap,imaps";
		/* Lines up to 32 KB (a SEARCH reply) arrive whole. */
		curl_easy_setopt(h, CURLOPT_BUFFERSIZE, 65536L);
	}
	else if (strcmp(section, "[pop3]") == 0)
		protos = "pop3,pop3s";
	else
		protos = "smtp,smtps";

	curl_easy_setopt(h, CURLOPT_ERRORBUFFER, c->errbuf);
	curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, protos);
	curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, send_conn_write);
	curl_easy_setopt(h, CURLOPT_WRITEDATA, c);
	curl_easy_setopt(h, CURLOPT_DEBUGFUNCTION, send_conn_debug);
	curl_easy_setopt(h, CURLOPT_DEBUGDATA, c);
	curl_easy_setopt(h, CURLOPT_VERBOSE, 1L);
	curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT, timeout);
	curl_easy_setopt(h, CURLOPT_TIMEOUT, timeout);
	curl_easy_setopt(h, CURLOPT_SERVER_RESPONSE_TIMEOUT, timeout);
	curl_easy_setopt(h, CURLOPT_USE_SSL,
	    acct->starttls ? (long)CURLUSESSL_ALL : (long)CURLUSESSL_TRY);
	if (acct->cafile != NULL && *acct->cafile != '\0')
		curl_easy_setopt(h, CURLOPT_CAINFO, acct->cafile);
	if (acct->insecure) {
		curl_easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 0L);
		curl_easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 0L);
	}
	if (acct->user != NULL) {
		curl_easy_setopt(h, CURLOPT_USERNAME, acct->user);
		curl_easy_setopt(h, CURLOPT_PASSWORD,
		    acct->password != NULL ? acct->password : "");
	}
	return 0;
}

void
mail_send_conn_close(struct mail_conn *c)
{
	if (c->curl != NULL)
		curl_easy_cleanup(c->curl);
	free(c->url);
	free(c->body);
	memset(c, 0, sizeof *c);
}

int
mail_send_conn_perform(struct mail_conn *c)
{
	c->len = 0;
	if (c->body != NULL)
		c->body[0] = '\0';
	c->last[0] = '\0';
	c->lastcmd[0] = '\0';
	c->fail[0] = '\0';
	c->failcmd[0] = '\0';
	c->errbuf[0] = '\0';
	c->clipped = 0;
	return (int)curl_easy_perform(c->curl);
}

char *
mail_send_conn_cause(const struct mail_conn *c, int code, const char *doing)
{
	const char	*detail, *advice = "will try again next time";
	char		 said[600], act[200];

	detail = c->errbuf[0] != '\0' ? c->errbuf :
	    curl_easy_strerror((CURLcode)code);
	said[0] = '\0';
	if (c->fail[0] != '\0')
		snprintf(said, sizeof said, " (server said: %s)", c->fail);
	else if (c->last[0] != '\0')
		snprintf(said, sizeof said, " (server said: %s)", c->last);

	switch (code) {
	case CURLE_LOGIN_DENIED:
		snprintf(act, sizeof act, "check %s user and password in the "
		    "config", c->section);
		return mail_send_printf("%s: login refused (wrong user or "
		    "password?)%s: %s", c->url, said, act);
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_CONNECT:
		advice = "is the server running, and are the host and port "
		    "in the URL right? Will try again next time";
		break;
	case CURLE_OPERATION_TIMEDOUT:
		advice = "the server is slow or unreachable (see the timeout "
		    "in the config); will try again next time";
		break;
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CACERT_BADFILE:
	case CURLE_SSL_CONNECT_ERROR:
		snprintf(act, sizeof act, "set %s cafile to the certificate "
		    "(or CA) the server uses", c->section);
		advice = act;
		break;
	case CURLE_USE_SSL_FAILED:
		advice = "the server does not offer STARTTLS: use the TLS "
		    "port (imaps://, pop3s://, smtps://)";
		break;
	case CURLE_UNSUPPORTED_PROTOCOL:
	case CURLE_URL_MALFORMAT:
		snprintf(act, sizeof act, "check %s url in the config",
		    c->section);
		advice = act;
		break;
	case CURLE_REMOTE_FILE_NOT_FOUND:
		snprintf(act, sizeof act, "check the mailbox in %s url (or it "
		    "changed meanwhile; will try again)", c->section);
		advice = act;
		break;
	default:
		break;
	}
	return mail_send_printf("%s: %s: %s%s: %s", c->url, doing, detail,
	    said, advice);
}

/* --- the senders ------------------------------------------------------- */

/* raw with every line ending in CRLF (crlf 1) or LF (crlf 0), ending with
 * a line end; xmalloc'ed, length in *out. */
static char *
send_lines(const char *raw, size_t len, int crlf, size_t *out)
{
	char	*s;
	size_t	 i, n = 0;

	s = xmalloc(len * 2 + 3);
	for (i = 0; i < len; i++) {
		if (raw[i] == '\r' && i + 1 < len && raw[i + 1] == '\n')
			continue;
		if (raw[i] == '\n' && crlf)
			s[n++] = '\r';
		s[n++] = raw[i];
	}
	if (n == 0 || s[n - 1] != '\n') {
		if (crlf)
			s[n++] = '\r';
		s[n++] = '\n';
	}
	s[n] = '\0';
	*out = n;
	return s;
}

/* An address we can hand over: no controls, spaces or angle brackets. */
static int
send_address_ok(const char *a)
{
	for (; *a != '\0'; a++)
		if ((unsigned char)*a <= 0x20 || *a == 0x7f || *a == '<' ||
		    *a == '>')
			return 0;
	return 1;
}

static size_t
send_read(char *buf, size_t size, size_t nmemb, void *arg)
{
	struct send_src	*src = arg;
	size_t		 n = size * nmemb;

	if (n > src->left)
		n = src->left;
	memcpy(buf, src->p, n);
	src->p += n;
	src->left -= n;
	return n;
}

static int
send_smtp(struct mail_sender *s, const char *from, const char *rcpt,
    const char *raw, size_t len, char **cause)
{
	struct mail_conn	*c = &s->conn;
	struct curl_slist	*rl = NULL;
	struct send_src		 src;
	char			*msg, *f, *r, *doing;
	size_t			 n;
	int			 code;

	msg = send_lines(raw, len, 1, &n);
	f = mail_send_printf("<%s>", from);
	r = mail_send_printf("<%s>", rcpt);
	rl = curl_slist_append(NULL, r);
	src.p = msg;
	src.left = n;
	curl_easy_setopt(c->curl, CURLOPT_URL, s->curlurl);
	curl_easy_setopt(c->curl, CURLOPT_MAIL_FROM, f);
	curl_easy_setopt(c->curl, CURLOPT_MAIL_RCPT, rl);
	curl_easy_setopt(c->curl, CURLOPT_UPLOAD, 1L);
	curl_easy_setopt(c->curl, CURLOPT_READFUNCTION, send_read);
	curl_easy_setopt(c->curl, CURLOPT_READDATA, &src);
	curl_easy_setopt(c->curl, CURLOPT_INFILESIZE_LARGE, (curl_off_t)n);
	code = mail_send_conn_perform(c);
	curl_easy_setopt(c->curl, CURLOPT_MAIL_RCPT, NULL);
	curl_slist_free_all(rl);
	free(f);
	free(r);
	free(msg);

	if (code == CURLE_OK)
		return MAIL_SEND_OK;
	/* A 5xx to the envelope or the data refuses this message; anything
	 * else (the connection, TLS, login, 4xx) is worth another try. */
	if (code != CURLE_LOGIN_DENIED && c->fail[0] == '5' &&
	    (strcmp(c->failcmd, "MAIL") == 0 ||
	    strcmp(c->failcmd, "RCPT") == 0 ||
	    strcmp(c->failcmd, "DATA") == 0)) {
		*cause = mail_send_printf("%s: sending from <%s> to <%s>: "
		    "refused (server said: %s): the message cannot be sent "
		    "as it is", c->url, from, rcpt, c->fail);
		return MAIL_SEND_PERMFAIL;
	}
	if (c->fail[0] != '\0' && code != CURLE_LOGIN_DENIED) {
		*cause = mail_send_printf("%s: sending from <%s> to <%s>: "
		    "deferred (server said: %s): will try again next time",
		    c->url, from, rcpt, c->fail);
		return MAIL_SEND_TEMPFAIL;
	}
	doing = mail_send_printf("sending from <%s> to <%s>", from, rcpt);
	*cause = mail_send_conn_cause(c, code, doing);
	free(doing);
	return MAIL_SEND_TEMPFAIL;
}


/* Close every descriptor from lowfd up, in a child about to exec: the
 * close_range system call where the kernel has it (Linux 5.9), else a
 * loop up to the descriptor limit. */
static void
close_from(int lowfd)
{
	long max, fd;

#ifdef SYS_close_range
	if (syscall(SYS_close_range, (unsigned)lowfd, ~0U, 0U) == 0)
		return;
#endif
	max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > 65536)
		max = 65536;
	for (fd = lowfd; fd < max; fd++)
		close((int)fd);
}

static int
send_sendmail(struct mail_sender *s, const char *from, const char *rcpt,
    const char *raw, size_t len, char **cause)
{
	char		*msg = NULL, out[512], *argv[7];
	size_t		 n, i, off = 0, olen = 0;
	int		 in[2] = { -1, -1 }, op[2] = { -1, -1 }, status, rc;
	int		 r, timedout = 0, eof = 0, wdone = 0, saved;
	pid_t		 pid = -1;
	struct pollfd	 pfd[2];
	ssize_t		 w;

	rc = MAIL_SEND_TEMPFAIL;
	msg = send_lines(raw, len, 0, &n);
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) == -1 ||
	    pipe(op) == -1 || fcntl(op[0], F_SETFD, FD_CLOEXEC) == -1 ||
	    fcntl(op[1], F_SETFD, FD_CLOEXEC) == -1) {
		*cause = mail_send_printf("sendmail:%s: %s (will try again)",
		    s->path, strerror(errno));
		goto fail;
	}
	argv[0] = s->path;
	argv[1] = (char *)(uintptr_t)"-i";
	argv[2] = (char *)(uintptr_t)"-f";
	argv[3] = (char *)(uintptr_t)(*from != '\0' ? from : "<>");
	argv[4] = (char *)(uintptr_t)"--";
	argv[5] = (char *)(uintptr_t)rcpt;
	argv[6] = NULL;
	if ((pid = fork()) == -1) {
		*cause = mail_send_printf("sendmail:%s: fork: %s (will try "
		    "again)", s->path, strerror(errno));
		goto fail;
	}
	if (pid == 0) {
		if (dup2(in[1], 0) == -1 || dup2(op[1], 1) == -1 ||
		    dup2(op[1], 2) == -1)
			_exit(127);
		close_from(3);	/* the database and the connections stay ours */
		execv(s->path, argv);
		_exit(127);
	}
	close(in[1]);
	in[1] = -1;
	close(op[1]);
	op[1] = -1;
	fcntl(in[0], F_SETFL, fcntl(in[0], F_GETFL) | O_NONBLOCK);

	while (!eof) {
		pfd[0].fd = op[0];
		pfd[0].events = POLLIN;
		pfd[1].fd = wdone ? -1 : in[0];
		pfd[1].events = POLLOUT;
		r = poll(pfd, 2, (int)(s->timeout * 1000));
		if (r == -1 && errno == EINTR)
			continue;
		if (r <= 0) {
			timedout = 1;
			kill(pid, SIGTERM);
			break;
		}
		if (!wdone && (pfd[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
			w = send(in[0], msg + off, n - off, MSG_NOSIGNAL);
			if (w > 0)
				off += (size_t)w;
			if (w == -1 && errno != EAGAIN && errno != EINTR)
				wdone = 1;	/* it stopped reading */
			if (off == n) {
				wdone = 1;
				shutdown(in[0], SHUT_WR);
			}
		}
		if (pfd[0].revents & (POLLIN | POLLHUP | POLLERR)) {
			char	 b[512];
			ssize_t	 k = read(op[0], b, sizeof b);

			if (k <= 0) {
				if (k == 0 || errno != EINTR)
					eof = 1;
				continue;
			}
			/* Keep the last bytes. */
			if ((size_t)k >= sizeof out - 1) {
				memcpy(out, b + k - (sizeof out - 1),
				    sizeof out - 1);
				olen = sizeof out - 1;
			} else {
				if (olen + (size_t)k > sizeof out - 1) {
					size_t drop = olen + (size_t)k -
					    (sizeof out - 1);
					memmove(out, out + drop, olen - drop);
					olen -= drop;
				}
				memcpy(out + olen, b, (size_t)k);
				olen += (size_t)k;
			}
		}
	}
	while (waitpid(pid, &status, 0) == -1) {
		if (errno != EINTR) {
			saved = errno;
			*cause = mail_send_printf("sendmail:%s: waitpid: %s",
			    s->path, strerror(saved));
			pid = -1;
			goto fail;
		}
	}
	pid = -1;
	/* The output as one line. */
	out[olen] = '\0';
	while (olen > 0 && (out[olen - 1] == '\n' || out[olen - 1] == '\r'))
		out[--olen] = '\0';
	for (i = 0; i < olen; i++)
		if ((unsigned char)out[i] < 0x20)
			out[i] = ' ';

	if (timedout) {
		*cause = mail_send_printf("sendmail:%s: no progress in %ld s, "
		    "stopped (will try again)%s%s", s->path, s->timeout,
		    olen > 0 ? ": " : "", out);
		goto fail;
	}
	if (WIFSIGNALED(status)) {
		*cause = mail_send_printf("sendmail:%s: killed by signal %d "
		    "(will try again)%s%s", s->path, WTERMSIG(status),
		    olen > 0 ? ": " : "", out);
		goto fail;
	}
	r = WEXITSTATUS(status);
	if (r == 0 && off == n) {
		rc = MAIL_SEND_OK;
		goto fail;
	}
	if (r == 0) {
		*cause = mail_send_printf("sendmail:%s: exited 0 without "
		    "reading the whole message (will try again)", s->path);
		goto fail;
	}
	/* 75 EX_TEMPFAIL, 126/127 could not run it, 69-74 and 78 system or
	 * configuration trouble: try again; other statuses refuse the
	 * message or an address (64-68 usage, data, user, host, 76, 77). */
	if (r == 75 || r == 126 || r == 127 || (r >= 69 && r <= 74) ||
	    r == 78)
		rc = MAIL_SEND_TEMPFAIL;
	else
		rc = MAIL_SEND_PERMFAIL;
	*cause = mail_send_printf("sendmail:%s: exited %d%s%s%s", s->path, r,
	    r == 127 ? " (could not run it?)" : "", olen > 0 ? ": " : "",
	    out);

fail:
	if (pid > 0) {
		kill(pid, SIGTERM);
		while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
			;
	}
	if (in[0] != -1)
		close(in[0]);
	if (in[1] != -1)
		close(in[1]);
	if (op[0] != -1)
		close(op[0]);
	if (op[1] != -1)
		close(op[1]);
	free(msg);
	return rc;
}

/* Create dir and its tmp/, new/ and cur/; 0 or -1 with *cause. */
static int
send_maildir_dirs(const char *dir, char **cause)
{
	static const char	*sub[] = { "", "/tmp", "/new", "/cur" };
	char			 path[4096];
	size_t			 i;

	for (i = 0; i < sizeof sub / sizeof sub[0]; i++) {
		snprintf(path, sizeof path, "%s%s", dir, sub[i]);
		if (mkdir(path, 0700) == -1 && errno != EEXIST) {
			*cause = mail_send_printf("maildir:%s: cannot create "
			    "%s: %s", dir, path, strerror(errno));
			return -1;
		}
	}
	return 0;
}

/* Whether the message named name is in new/ or (read, with flags after
 * ":") in cur/ already. */
static int
send_maildir_delivered(const char *dir, const char *name)
{
	char		 path[4096];
	struct stat	 sb;
	struct dirent	*de;
	DIR		*d;
	size_t		 n = strlen(name);
	int		 found = 0;

	snprintf(path, sizeof path, "%s/new/%s", dir, name);
	if (lstat(path, &sb) == 0)
		return 1;
	snprintf(path, sizeof path, "%s/cur", dir);
	if ((d = opendir(path)) == NULL)
		return 0;
	while (!found && (de = readdir(d)) != NULL)
		found = strncmp(de->d_name, name, n) == 0 &&
		    (de->d_name[n] == '\0' || de->d_name[n] == ':');
	closedir(d);
	return found;
}

static int
send_maildir(struct mail_sender *s, const char *key, const char *raw,
    size_t len, char **cause)
{
	char		 host[256], name[512], tmp[4096], dst[4096], *msg;
	const char	*what = "write";
	struct timeval	 tv;
	size_t		 n, off, i, j;
	ssize_t		 w;
	int		 fd = -1, dfd, rc = MAIL_SEND_TEMPFAIL, saved;

	if (key != NULL && *key == '\0')
		key = NULL;
	msg = send_lines(raw, len, 0, &n);
	if (send_maildir_dirs(s->path, cause) == -1)
		goto fail;
	if (key != NULL) {
		/* The caller's stable name, safe characters only: written
		 * once whatever happens between here and the caller's
		 * record of it. */
		for (i = 0; key[i] != '\0' && i + 1 < sizeof name; i++)
			name[i] = key[i] > 0 && (strchr(".@_+=-", key[i]) !=
			    NULL || (key[i] >= '0' && key[i] <= '9') ||
			    ((key[i] | 0x20) >= 'a' && (key[i] | 0x20) <= 'z')) ?
			    key[i] : '_';
		name[i] = '\0';
		if (send_maildir_delivered(s->path, name)) {
			rc = MAIL_SEND_OK;
			goto fail;
		}
		goto named;
	}
	/* time.MusecPpidQseq.host, the host's '/' and ':' escaped; usec
	 * zero-padded so that name order is time order. */
	if (gethostname(tmp, sizeof tmp) == -1)
		util_strlcpy(tmp, "localhost", sizeof tmp);
	tmp[sizeof tmp - 1] = '\0';
	for (i = 0, j = 0; tmp[i] != '\0' && j + 5 < sizeof host; i++) {
		if (tmp[i] == '/' || tmp[i] == ':') {
			snprintf(host + j, sizeof host - j, "\\%03o",
			    (unsigned char)tmp[i]);
			j += 4;
		} else
			host[j++] = tmp[i];
	}
	host[j] = '\0';
	gettimeofday(&tv, NULL);
	snprintf(name, sizeof name, "%lld.M%06ldP%ldQ%u.%s",
	    (long long)tv.tv_sec, (long)tv.tv_usec, (long)getpid(), ++s->seq,
	    host);
named:
	snprintf(tmp, sizeof tmp, "%s/tmp/%s", s->path, name);
	snprintf(dst, sizeof dst, "%s/new/%s", s->path, name);

	/* A named message's leftover from a crash is written over. */
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_CLOEXEC | (key != NULL ?
	    O_TRUNC : O_EXCL), 0600)) == -1)
		goto syserr;
	for (off = 0; off < n; off += (size_t)w) {
		if ((w = write(fd, msg + off, n - off)) == -1) {
			if (errno == EINTR) {
				w = 0;
				continue;
			}
			goto syserr;
		}
	}
	what = "fsync";
	if (fsync(fd) == -1)
		goto syserr;
	what = "close";
	if (close(fd) == -1) {
		fd = -1;
		goto syserr;
	}
	fd = -1;
	what = "rename into new/";
	util_crash_point("maildir-tmp");
	if (rename(tmp, dst) == -1)
		goto syserr;
	util_crash_point("maildir-new");
	snprintf(tmp, sizeof tmp, "%s/new", s->path);
	if ((dfd = open(tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) != -1) {
		fsync(dfd);
		close(dfd);
	}
	rc = MAIL_SEND_OK;
	goto fail;

syserr:
	saved = errno;
	*cause = mail_send_printf("maildir:%s: %s %s: %s (will try again)",
	    s->path, what, tmp, strerror(saved));
	if (fd != -1)
		close(fd);
	fd = -1;
	unlink(tmp);
fail:
	if (fd != -1)
		close(fd);
	free(msg);
	return rc;
}

struct mail_sender *
mail_sender_new(const struct mail_account *acct, char **cause)
{
	struct mail_sender	*s;
	const char		*url = acct->url;
	char			*shown;

	*cause = NULL;
	s = xcalloc(1, sizeof *s);
	s->timeout = acct->timeout > 0 ? acct->timeout : 60;
	if (url == NULL || *url == '\0') {
		*cause = mail_send_printf("no outgoing mail URL: set [smtp] url "
		    "in the config (smtp://, smtps://, sendmail:PATH or "
		    "maildir:DIR)");
		goto fail;
	}
	if (strncmp(url, "sendmail:", 9) == 0) {
		s->kind = SEND_SENDMAIL;
		s->path = xstrdup(url + 9);
		if (s->path[0] != '/') {
			*cause = mail_send_printf("%s: give the sendmail "
			    "program's absolute path, e.g. "
			    "sendmail:/usr/sbin/sendmail", url);
			goto fail;
		}
		if (access(s->path, X_OK) == -1) {
			*cause = mail_send_printf("%s: cannot run %s: %s",
			    url, s->path, strerror(errno));
			goto fail;
		}
		return s;
	}
	if (strncmp(url, "maildir:", 8) == 0) {
		s->kind = SEND_MAILDIR;
		s->path = xstrdup(url + 8);
		if (s->path[0] == '\0') {
			*cause = mail_send_printf("%s: give the Maildir's path, "
			    "e.g. maildir:/var/mail/scrabmail-out", url);
			goto fail;
		}
		if (send_maildir_dirs(s->path, cause) == -1)
			goto fail;
		return s;
	}
	if (strncmp(url, "smtp://", 7) == 0 ||
	    strncmp(url, "smtps://", 8) == 0) {
		s->kind = SEND_SMTP;
		s->curlurl = xstrdup(url);
		if (mail_send_conn_open(&s->conn, acct, "[smtp]", cause) == -1)
			goto fail;
		s->open = 1;
		return s;
	}
	shown = mail_send_url_redact(url);
	*cause = mail_send_printf("%s: unknown kind of outgoing mail URL: use "
	    "smtp://host:port/HELO-NAME, smtps://..., sendmail:PATH or "
	    "maildir:DIR", shown);
	free(shown);
fail:
	mail_sender_free(s);
	return NULL;
}

int
mail_sender_send(struct mail_sender *s, const char *from, const char *rcpt,
    const char *key, const char *raw, size_t len, char **cause)
{
	*cause = NULL;
	if (from == NULL)
		from = "";
	if (rcpt == NULL || *rcpt == '\0' || !send_address_ok(rcpt) ||
	    !send_address_ok(from)) {
		*cause = mail_send_printf("refused address: from <%s> to <%s> "
		    "(no spaces, controls or angle brackets; a recipient is "
		    "needed)", from, rcpt != NULL ? rcpt : "");
		return MAIL_SEND_PERMFAIL;
	}
	switch (s->kind) {
	case SEND_SMTP:
		return send_smtp(s, from, rcpt, raw, len, cause);
	case SEND_SENDMAIL:
		return send_sendmail(s, from, rcpt, raw, len, cause);
	default:
		return send_maildir(s, key, raw, len, cause);
	}
}

void
mail_sender_free(struct mail_sender *s)
{
	if (s == NULL)
		return;
	if (s->open)
		mail_send_conn_close(&s->conn);
	free(s->path);
	free(s->curlurl);
	free(s);
}

void
mail_account_from_conf(const struct conf_account *a, struct mail_account *out)
{
	memset(out, 0, sizeof *out);
	out->url = a->url;
	out->user = a->user;
	out->password = a->password;
	out->cafile = a->cafile;
	out->insecure = a->insecure;
	out->starttls = a->starttls;
	out->timeout = a->timeout;
	out->done = a->done;
}
