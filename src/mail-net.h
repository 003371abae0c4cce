/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-net.h: the mail transports.  Fetching incoming mail from an IMAP
 * mailbox, a POP3 maildrop or a Maildir directory (mail-imap.c,
 * mail-pop3.c, mail-maildir.c), and sending outgoing mail by SMTP, through
 * a local sendmail program or into a Maildir (mail-send.c).  The network
 * transports use libcurl, which no other part of the program sees.
 *
 * The fetchers hand each raw message to a callback and mark it done in its
 * source (flag, move or delete) only after the callback says the message is
 * committed to storage, so a crash between the two shows the message again
 * (the caller deduplicates by ref) and never loses it.  The sender says
 * MAIL_SEND_OK only when the server or program has taken the message over.
 */
#ifndef SM_MAIL_NET_H
#define SM_MAIL_NET_H

#include <stddef.h>

/* Where mail comes from or goes to.  The strings are the caller's; the
 * transports copy what they keep. */
struct mail_account {
	const char	*url;		/* imap://host:port/MAILBOX, imaps://...,
					   pop3://host:port, pop3s://...;
					   smtp://host:port/HELO-NAME, smtps://...;
					   sendmail:/usr/sbin/sendmail;
					   maildir:/path/to/Maildir */
	const char	*user;		/* NULL: no login (smtp without AUTH) */
	const char	*password;
	const char	*cafile;	/* PEM CA bundle to trust (a self-signed
					   server), NULL: the system's */
	int		 insecure;	/* 1: do not verify the certificate
					   (for tests only) */
	int		 starttls;	/* 1: require STARTTLS on imap://, pop3://,
					   smtp://; 0: use it if offered */
	long		 timeout;	/* seconds for connect and each
					   transfer; 0: 60 */
	const char	*done;		/* what to do with a stored message:
					   IMAP "flag" (default: keyword
					   ScrabmailDone and \Seen),
					   "move:FOLDER", "delete";
					   POP3 "delete" (default) or "keep";
					   Maildir "flag" (default: new/ to
					   cur/ with the S flag) */
	size_t		 max_size;	/* fetching: a message of more bytes
					   is not downloaded: its size is
					   asked first (IMAP RFC822.SIZE,
					   POP3 LIST) and its headers only
					   fetched (mail_oversized); 0: no
					   limit */
};

struct conf_account;
/* The account of a [section] of the configuration (conf.h): pointers into
 * a, valid while a lives. */
void mail_account_from_conf(const struct conf_account *a,
    struct mail_account *out);

enum {
	MAIL_FETCH_STORED = 0,	/* committed, with every one held before */
	MAIL_FETCH_KEEP = 1,	/* left; the held ones committed */
	MAIL_FETCH_STOP = 2,	/* left, stop; the held ones committed */
	MAIL_FETCH_HELD = 3,	/* in the caller's open batch: wait */
	MAIL_FETCH_UNDONE = 4	/* neither it nor the held ones committed:
				   leave them all, stop */
};

/* Called for each message of the source not yet done.  ref names it in its
 * source: IMAP "MAILBOX;UIDVALIDITY=v;UID=u", POP3 "UIDL=<uidl>", Maildir
 * the file's unique part (the name up to ':2,').  ref and raw belong to the
 * fetcher and are valid only during the call (raw is NUL-terminated at
 * raw[len] for convenience; it may hold NULs before).  A message over
 * the fetcher's max_size comes as its headers only, in the form
 * mail_oversized (mail-parse.h) gives: the size was asked before, the rest
 * never read (Maildir: the file's size).  Return
 * MAIL_FETCH_STORED when the message is safely committed (the source then
 * marks it done), MAIL_FETCH_KEEP to leave it untouched for a later cycle
 * (a temporary failure), MAIL_FETCH_STOP to stop fetching now (leaving it
 * untouched).  Group commit: MAIL_FETCH_HELD says the
 * message is in the callback's open batch, not yet committed; the fetcher
 * keeps it in mind, and the next answer other than HELD settles every
 * held one: STORED, KEEP and STOP say they were committed (mark them
 * done: IMAP flags or moves them, POP3 sends DELE), UNDONE that none
 * was (leave them, and stop).  Before it returns
 * with messages still held (the last message, or a failure of its own)
 * the fetcher calls cb with ref and raw NULL, which answers STORED or
 * UNDONE for them.  A callback that never answers HELD is never called
 * with NULL. */
typedef int (*mail_fetch_cb)(void *arg, const char *ref, const char *raw,
    size_t len);

/* Fetch the messages not yet done from an IMAP mailbox / POP3 maildrop /
 * Maildir directory (new/ and cur/ messages without the S flag; tmp/
 * ignored), calling cb for each, in order (IMAP: UID order; POP3: message
 * number; Maildir: the delivery time that starts the names, compared as
 * numbers, then file name order).  *count (may be NULL) receives the
 * number of messages passed to cb.  Returns 0, or -1 with *cause (malloc'ed,
 * the caller frees it) saying what failed and what to do.  A failure to
 * mark one message done after STORED is reported the same way (the message
 * will be seen again; the caller deduplicates).  Messages passed to cb
 * before a failure stay passed (*count says how many). */
int mail_imap_fetch(const struct mail_account *acct, mail_fetch_cb cb,
    void *arg, size_t *count, char **cause);
int mail_pop3_fetch(const struct mail_account *acct, mail_fetch_cb cb,
    void *arg, size_t *count, char **cause);
int mail_maildir_fetch(const char *dir, size_t max_size, mail_fetch_cb cb,
    void *arg, size_t *count, char **cause);

enum { MAIL_SEND_OK = 0, MAIL_SEND_TEMPFAIL = 1, MAIL_SEND_PERMFAIL = 2 };
struct mail_sender;

/* A sender for the account's url (smtp://, smtps://, sendmail:PATH,
 * maildir:DIR); reuses one connection across messages where the transport
 * allows.  NULL with *cause (malloc'ed, the caller frees it) for a URL it
 * cannot use (unknown scheme, missing path).  The sender copies what it
 * keeps of acct.  Free with mail_sender_free (accepts NULL), which closes
 * the connection. */
struct mail_sender *mail_sender_new(const struct mail_account *acct,
    char **cause);

/* Send raw (a whole RFC 5322 message, CRLF or LF line ends) with envelope
 * sender from (may be "" for a null sender) to one recipient.  key (may be
 * NULL) names the message for good (the outbox gives its row's id and
 * Message-ID): a Maildir file is then named after it (other characters
 * than letters, digits and ".@_+=-" made '_'), written to tmp/ and renamed
 * into new/, and not written again when new/ or cur/ has it already, so
 * that a retry after a crash delivers it once; without a key, a fresh
 * time-based name.  SMTP and sendmail ignore key (at least once: the
 * stable Message-ID lets a reader's client drop a copy).  MAIL_SEND_OK
 * only when the server accepted it (SMTP 250 after DATA; sendmail exited 0;
 * Maildir file fsynced and renamed into new/, or there already).
 * MAIL_SEND_TEMPFAIL for connection problems, 4xx, timeouts, a sendmail exit of EX_TEMPFAIL (75)
 * or a signal; MAIL_SEND_PERMFAIL for 5xx on the recipient or the data, a
 * rejected address, or another sendmail exit status.  *cause set
 * (malloc'ed, the caller frees it) on failure, with the server's reply. */
int mail_sender_send(struct mail_sender *s, const char *from,
    const char *rcpt, const char *key, const char *raw, size_t len,
    char **cause);

void mail_sender_free(struct mail_sender *s);

/* --- shared by the transport files (mail-*.c) only ---------------------
 * One libcurl connection of a transport.  The handle is a CURL * kept as
 * void * so that this header needs no curl.h.  Defined in mail-send.c. */
struct mail_conn {
	void		*curl;		/* CURL *, reused for every request */
	char		*url;		/* the account's URL without user:pass@,
					   for messages */
	const char	*section;	/* "[imap]", "[pop3]" or "[smtp]", for
					   advice in causes */
	char		 errbuf[256];	/* libcurl's error text (CURL_ERROR_SIZE) */
	char		 last[512];	/* the server's last response line */
	char		 lastcmd[16];	/* the verb of the last command sent
					   (only the verb: no secrets) */
	char		 fail[512];	/* the last refusal: SMTP 4xx/5xx, IMAP
					   NO/BAD, POP3 -ERR */
	char		 failcmd[16];	/* the verb it answered */
	int		 clipped;	/* libcurl cut a reply line short */
	char		*body;		/* what the last request received (NUL-
					   terminated), reset by the callers */
	size_t		 len;
	size_t		 cap;
};

/* Set up c for acct (TLS, STARTTLS, certificate, login, timeouts, no
 * signals; the body collected in c->body, the server's lines in c->last).
 * 0, or -1 with *cause (malloc'ed).  Close with mail_send_conn_close, which
 * frees what c holds and ends the connection (POP3 QUIT, IMAP LOGOUT). */
int mail_send_conn_open(struct mail_conn *c, const struct mail_account *acct,
    const char *section, char **cause);
void mail_send_conn_close(struct mail_conn *c);
/* Perform one request on c's handle (URL and options set by the caller)
 * after emptying c->body and c->last; returns the CURLcode. */
int mail_send_conn_perform(struct mail_conn *c);
/* A malloc'ed cause for a failed request: "URL: doing: what curl said
 * (server said: ...): what to do", the advice chosen by the CURLcode. */
char *mail_send_conn_cause(const struct mail_conn *c, int code,
    const char *doing);
/* An xmalloc'ed formatted string (for causes). */
char *mail_send_printf(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* xmalloc'ed copy of url without a "user:password@" part. */
char *mail_send_url_redact(const char *url);

#endif
