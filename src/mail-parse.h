/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-parse.h: one raw RFC 5322 message (as fetched from IMAP/POP3/Maildir
 * or piped in by the MTA) turned into the facts the program needs: who sent
 * it, the threading headers, whether it is automatic mail that must get no
 * answer, and a clean UTF-8 text body of command lines (the first suitable
 * text part, HTML converted, quotes/signatures/phone footers removed by
 * mail_text_clean()).  GMime does the MIME work; nothing of GMime shows in
 * this header.  The next stage reads mail_msg.text line by line.
 */
#ifndef SM_MAIL_PARSE_H
#define SM_MAIL_PARSE_H

#include <stddef.h>

#include "conf.h"

/* struct mail_limits and conf_limits_default, the [limits] of the
 * configuration, are in conf.h. */

/* Why a message must get no answer (RFC 3834 and common practice). */
enum mail_auto {
	MAIL_AUTO_NONE = 0,
	MAIL_AUTO_SUBMITTED,	/* Auto-Submitted other than "no"; X-Autoreply,
				   X-Autorespond, X-Auto-Response-Suppress:
				   All/OOF/AutoReply */
	MAIL_AUTO_PRECEDENCE,	/* Precedence: bulk, junk, list, auto_reply */
	MAIL_AUTO_NULL_SENDER,	/* Return-Path: <> */
	MAIL_AUTO_BOUNCE,	/* multipart/report; From MAILER-DAEMON or
				   postmaster */
	MAIL_AUTO_LIST,		/* List-Id / List-Unsubscribe / List-Post */
	MAIL_AUTO_LOOP,		/* our own X-Loop value */
};
/* A static English phrase ("an auto-reply (Auto-Submitted)"...); never
 * NULL, never to be freed. */
const char *mail_auto_str(enum mail_auto a);

enum mail_error {
	MAIL_OK = 0,
	MAIL_ERR_TOO_BIG,	/* raw size over max_size (the text is not
				   extracted) */
	MAIL_ERR_UNREADABLE,	/* not a message at all / no headers */
	MAIL_ERR_TOO_DEEP,	/* MIME nesting over max_depth */
	MAIL_ERR_TOO_MANY_PARTS,/* more than max_parts MIME parts */
	MAIL_ERR_NO_TEXT,	/* no text/plain or text/html part (e.g. only
				   an image) */
	MAIL_ERR_TOO_MANY_LINES,/* text cut at max_lines: text holds the first
				   max_lines lines */
};
/* A static English phrase; never NULL, never to be freed. */
const char *mail_error_str(enum mail_error e);

/* Everything is malloc'ed and owned by the struct (mail_msg_free). */
struct mail_msg {
	char		*message_id;	/* without < >, or NULL */
	char		*from_addr;	/* addr-spec of the first From mailbox,
					   domain lower-cased; NULL if none */
	char		*from_name;	/* display name, UTF-8 (RFC 2047
					   decoded), or NULL */
	char		*reply_to;	/* addr-spec of Reply-To, or NULL */
	char		*to_addrs;	/* the addr-specs of To and Cc, space-
					   separated (domains lower-cased), or
					   NULL */
	char		*subject;	/* UTF-8 decoded, unfolded, or NULL */
	char		*in_reply_to;	/* first msg-id without < >, or NULL */
	char		*references;	/* the References ids, space-separated,
					   each without < >, or NULL */
	char		*date;		/* the Date header as written, or NULL */
	/* The Authentication-Results headers our own MTA may have written:
	 * those above the second Received: header (the first is our MTA's;
	 * a milter's header goes just above or below it, and whatever lies
	 * below the next one came with the message), at most
	 * MAIL_AUTHRES_MAX, top first, values unfolded; NULL-terminated, or
	 * NULL when there is none.  Which of them are ours (the authserv-id)
	 * is mail-authres.h's business. */
	char		**auth_results;
	enum mail_auto	 automatic;
	enum mail_error	 error;
	char		*error_detail;	/* a sentence for the sender (English,
					   technical, e.g. "4.2 MB, the limit is
					   4 MB"), or NULL */
	char		*text;		/* cleaned UTF-8 body (LF line ends), or
					   NULL when error prevents it */
	/* MAIL_ERR_TOO_BIG: the message's size and the limit it is over, in
	 * bytes (a message stored as its headers only says them in its
	 * MAIL_OVERSIZED_HEADER); else 0. */
	size_t		 size;
	size_t		 limit;
};

/* The header a message over the storing limit ([limits]
 * max_message_size) is stored with, as its headers only (issue 18):
 * "X-Scrabmail-Oversized: SIZE LIMIT" (bytes).  mail_parse reads it as
 * MAIL_ERR_TOO_BIG with that size and limit. */
#define MAIL_OVERSIZED_HEADER	"X-Scrabmail-Oversized"
/* Bytes of the header block kept of an oversized message at most. */
#define MAIL_OVERSIZED_HEADERS_MAX	(64 * 1024)

/* The form in which a message of size bytes, over limit, is stored: the
 * MAIL_OVERSIZED_HEADER line, then its header block (raw's first len
 * bytes, which hold at least the headers or what a server gave of them,
 * cut at the empty line and at MAIL_OVERSIZED_HEADERS_MAX bytes), then an
 * empty line.  Malloc'ed (*outlen bytes, NUL-terminated), the caller
 * frees. */
char *mail_oversized(const char *raw, size_t len, size_t size, size_t limit,
    size_t *outlen);

#define MAIL_AUTHRES_MAX	16

/* Initialise GMime once (idempotent, not thread-safe).  Called by
 * mail_parse itself if needed. */
void mail_parse_init(void);
/* Parse raw (len bytes, need not be NUL-terminated, may contain NULs).
 * lim NULL means the defaults.  loop_tag is our X-Loop value (NULL: no
 * check).  Never returns NULL (exits on OOM only); on bad input the fields
 * that could be read are set and error says what went wrong.  A message
 * over max_size, or with more multipart/message Content-Type headers than
 * max_parts (a nesting bomb), is read for its headers only.  The caller
 * frees the result with mail_msg_free. */
struct mail_msg *mail_parse(const char *raw, size_t len,
    const struct mail_limits *lim, const char *loop_tag);
/* Free m and every string it holds; accepts NULL. */
void mail_msg_free(struct mail_msg *m);

#endif
