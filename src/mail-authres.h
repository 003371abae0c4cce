/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-authres.h: the Authentication-Results header (RFC 8601) that the
 * organiser's own MTA (or its OpenDKIM/OpenDMARC milters) adds, read for
 * the verdicts of DMARC, SPF and DKIM.  Only a header whose authserv-id is
 * the configured one is believed: anyone can write the header into a mail,
 * only our MTA writes it with our id (and removes forged ones).
 */
#ifndef SM_MAIL_AUTHRES_H
#define SM_MAIL_AUTHRES_H

/* One method's outcome.  FAIL is "fail" only (SPF's "softfail", "neutral",
 * "temperror"... are OTHER); DKIM is PASS when any signature passed. */
enum mail_auth_result {
	MAIL_AUTH_ABSENT = 0,	/* the method is not in the header */
	MAIL_AUTH_PASS,
	MAIL_AUTH_FAIL,
	MAIL_AUTH_OTHER
};

struct mail_authres {
	enum mail_auth_result	dmarc;
	enum mail_auth_result	spf;
	enum mail_auth_result	dkim;
};

/* Read one header value (unfolded or not) into *res when its authserv-id
 * is authserv_id (compared without case).  Comments, quoted strings,
 * versions, reasons and properties are understood and skipped; several
 * results of one method in a header combine (DKIM: any pass is a pass:
 * several signatures); across headers a fail wins (a forged "pass" that
 * got past the MTA cannot undo its "fail").  Returns 1
 * when the header is ours (*res filled, added to what it held: call with
 * a zeroed struct, then once per header), 0 when it is another server's
 * (*res untouched), -1 when it cannot be read (*res untouched). */
int mail_authres_parse(const char *value, const char *authserv_id,
    struct mail_authres *res);

/* 1 when the results say the sender is not who the From: says: DMARC
 * failed; or, with no DMARC result, SPF or DKIM failed and the other did
 * not pass.  0 otherwise (nothing known is no failure). */
int mail_authres_failed(const struct mail_authres *res);

/* Read each of values (NULL-terminated, or NULL: none; struct mail_msg's
 * auth_results) into *res (zeroed first) with mail_authres_parse; headers
 * of other servers and unreadable ones are skipped.  Returns how many were
 * ours. */
int mail_authres_read(char *const *values, const char *authserv_id,
    struct mail_authres *res);

/* What failed, for a sentence: "DMARC", "SPF", "DKIM" or "SPF, DKIM"
 * (static text); "" when mail_authres_failed would say 0. */
const char *mail_authres_what(const struct mail_authres *res);

#endif
