/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-compose.h: outgoing mail.  A struct mail_out holds what the program
 * wants to say (addresses, subject, threading ids, body text and an
 * optional HTML alternative); mail_compose() turns it into a complete
 * RFC 5322 / MIME message ready for the transports (mail-net.h), with GMime
 * doing the header encoding (a mail that needs none is written without
 * GMime's objects, in the same bytes).  Header values are sanitised so
 * that nothing taken from an incoming mail can add headers.
 */
#ifndef SM_MAIL_COMPOSE_H
#define SM_MAIL_COMPOSE_H

#include <stddef.h>

struct mail_out {
	const char	*from_addr;	/* envelope/header sender, e.g. "arbitru@club.ro" */
	const char	*from_name;	/* display name, UTF-8, or NULL */
	const char	*to_addr;
	const char	*to_name;	/* or NULL */
	const char	*subject;	/* UTF-8; CR, LF and other control characters become spaces (no header injection) */
	const char	*message_id;	/* without < >; NULL: generated (mail_compose_message_id) */
	const char	*in_reply_to;	/* without < >, or NULL */
	const char	*references;	/* space-separated ids without < >, or NULL */
	long long	 date;		/* seconds since the epoch, for the Date header (0: now) */
	const char	*loop_tag;	/* the X-Loop value, or NULL */
	const char	*auto_submitted;/* "auto-replied" (answers) or "auto-generated" (notices), or NULL */
	const char	*text;		/* body, UTF-8 */
	const char	*html;		/* an HTML alternative, or NULL (multipart/alternative when set) */
};

/* The whole message with CRLF line ends: From, To, Subject, Date,
 * Message-ID, In-Reply-To, References, X-Loop, Auto-Submitted, MIME-Version
 * (names and subject encoded per RFC 2047 where needed), the body as
 * text/plain; charset=utf-8, quoted-printable (7bit when it is ASCII with
 * short lines), or multipart/alternative with a text/html part when html is
 * set.  No Precedence header (these are personal answers).  Any header
 * value with CR, LF, NUL or other control characters is sanitised.
 * Returns a malloc'ed, NUL-terminated buffer (caller frees) and its length
 * in *len (may be NULL); NULL with *cause (malloc'ed, caller frees) when an
 * address is missing or not a plain local@domain address. */
char *mail_compose(const struct mail_out *m, size_t *len, char **cause);

/* Whether mail_compose may write a mail whose headers need no encoding
 * or folding itself (on, the default) or always through GMime's objects
 * (off): for the tests, which compare the two.  Returns how many mails it
 * wrote itself since the last call. */
int mail_compose_set_direct(int on);

/* A fresh Message-ID "<seconds>.<random hex>@domain" without < >,
 * malloc'ed (caller frees).  domain NULL or unusable: "scrabmail.invalid". */
char *mail_compose_message_id(const char *domain);

#endif
