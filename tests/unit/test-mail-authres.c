/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-mail-authres.c: the Authentication-Results reader on the headers
 * Postfix's milters write (OpenDKIM, OpenDMARC, policyd-spf) and on the
 * forms RFC 8601 allows (comments, quoted values, versions, several results
 * and headers, "none"); another server's header ignored, broken ones
 * refused; the failure rule.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "mail-authres.h"

#define ID	"mail.club.ro"

static struct mail_authres
parse_ok(const char *value)
{
	struct mail_authres r;

	memset(&r, 0, sizeof r);
	assert_int_equal(mail_authres_parse(value, ID, &r), 1);
	return r;
}

static void
test_milters(void **state)
{
	struct mail_authres r;

	(void)state;
	/* OpenDMARC */
	r = parse_ok("mail.club.ro; dmarc=fail (p=reject dis=none) "
	    "header.from=example.ro");
	assert_int_equal(r.dmarc, MAIL_AUTH_FAIL);
	assert_int_equal(r.spf, MAIL_AUTH_ABSENT);
	assert_int_equal(r.dkim, MAIL_AUTH_ABSENT);
	assert_int_equal(mail_authres_failed(&r), 1);
	/* OpenDKIM, folded, with its version and a quoted selector */
	r = parse_ok("mail.club.ro;\r\n\tdkim=pass (2048-bit key; unprotected)"
	    " header.d=example.ro header.i=@example.ro header.b=\"kT3x+/a=\"");
	assert_int_equal(r.dkim, MAIL_AUTH_PASS);
	assert_int_equal(mail_authres_failed(&r), 0);
	/* policyd-spf */
	r = parse_ok("mail.club.ro; spf=softfail (domain of transitioning "
	    "x@example.ro does not designate 192.0.2.1 as permitted sender) "
	    "smtp.mailfrom=x@example.ro");
	assert_int_equal(r.spf, MAIL_AUTH_OTHER);
	assert_int_equal(mail_authres_failed(&r), 0);
}

static void
test_several(void **state)
{
	struct mail_authres r;

	(void)state;
	/* Several results, a version after the id, methods with versions,
	 * reasons quoted with separators inside. */
	r = parse_ok("mail.club.ro 1; spf=fail smtp.mailfrom=a@b.ro; "
	    "dkim/1=fail reason=\"bad; sig=\\\"x\\\"\" header.d=b.ro; "
	    "dkim=pass header.d=other.ro; dmarc=pass header.from=b.ro");
	assert_int_equal(r.spf, MAIL_AUTH_FAIL);
	assert_int_equal(r.dkim, MAIL_AUTH_PASS);	/* one passed */
	assert_int_equal(r.dmarc, MAIL_AUTH_PASS);
	assert_int_equal(mail_authres_failed(&r), 0);
	/* Two headers add up; case and comments anywhere. */
	memset(&r, 0, sizeof r);
	assert_int_equal(mail_authres_parse("(ours) MAIL.Club.RO (x (y)) ; "
	    "SPF = Fail (\\) still a comment) smtp.mailfrom=a@b.ro", ID, &r), 1);
	assert_int_equal(mail_authres_parse(ID "; dkim=none", ID, &r), 1);
	assert_int_equal(r.spf, MAIL_AUTH_FAIL);
	assert_int_equal(r.dkim, MAIL_AUTH_OTHER);
	assert_int_equal(mail_authres_failed(&r), 1);
	/* Across headers a fail wins: a forged pass after (or before) our
	 * MTA's fail changes nothing; within one header a pass wins. */
	memset(&r, 0, sizeof r);
	assert_int_equal(mail_authres_parse(ID "; dmarc=fail", ID, &r), 1);
	assert_int_equal(mail_authres_parse(ID "; dmarc=pass; dkim=pass", ID,
	    &r), 1);
	assert_int_equal(r.dmarc, MAIL_AUTH_FAIL);
	assert_int_equal(mail_authres_failed(&r), 1);
	memset(&r, 0, sizeof r);
	assert_int_equal(mail_authres_parse(ID "; dmarc=pass", ID, &r), 1);
	assert_int_equal(mail_authres_parse(ID "; dmarc=fail", ID, &r), 1);
	assert_int_equal(r.dmarc, MAIL_AUTH_FAIL);
	/* "none": nothing checked, nothing failed. */
	r = parse_ok("mail.club.ro; none");
	assert_int_equal(r.dmarc, MAIL_AUTH_ABSENT);
	assert_int_equal(mail_authres_failed(&r), 0);
	r = parse_ok("\"mail.club.ro\"; dkim=fail;");
	assert_int_equal(r.dkim, MAIL_AUTH_FAIL);
	assert_int_equal(mail_authres_failed(&r), 1);
}

static void
test_others_and_broken(void **state)
{
	struct mail_authres r;

	(void)state;
	memset(&r, 0, sizeof r);
	/* Another server's verdicts (or a sender's forgery) are not read. */
	assert_int_equal(mail_authres_parse("evil.example; dmarc=pass; "
	    "spf=pass", ID, &r), 0);
	assert_int_equal(mail_authres_parse("mail.club.ro.evil.example; "
	    "dmarc=pass", ID, &r), 0);
	assert_int_equal(r.dmarc, MAIL_AUTH_ABSENT);
	assert_int_equal(r.spf, MAIL_AUTH_ABSENT);
	/* Broken: nothing is taken from them. */
	assert_int_equal(mail_authres_parse("mail.club.ro; dmarc=fail (open",
	    ID, &r), -1);
	assert_int_equal(mail_authres_parse("mail.club.ro; dmarc=\"fail",
	    ID, &r), -1);
	assert_int_equal(mail_authres_parse("mail.club.ro; dmarc fail",
	    ID, &r), -1);
	assert_int_equal(mail_authres_parse("mail.club.ro; =fail", ID, &r), -1);
	assert_int_equal(mail_authres_parse("; dmarc=fail", ID, &r), -1);
	assert_int_equal(mail_authres_parse("", ID, &r), -1);
	assert_int_equal(mail_authres_parse(ID "; dmarc=fail", "", &r), -1);
	assert_int_equal(r.dmarc, MAIL_AUTH_ABSENT);
}

static void
test_failed_rule(void **state)
{
	struct mail_authres r;

	(void)state;
	memset(&r, 0, sizeof r);
	assert_int_equal(mail_authres_failed(&r), 0);	/* nothing known */
	r.spf = MAIL_AUTH_FAIL;
	assert_int_equal(mail_authres_failed(&r), 1);
	r.dkim = MAIL_AUTH_PASS;			/* DKIM saves it */
	assert_int_equal(mail_authres_failed(&r), 0);
	r.dmarc = MAIL_AUTH_FAIL;			/* DMARC decides */
	assert_int_equal(mail_authres_failed(&r), 1);
	r.dmarc = MAIL_AUTH_PASS;
	r.dkim = MAIL_AUTH_FAIL;
	assert_int_equal(mail_authres_failed(&r), 0);
	r.dmarc = MAIL_AUTH_OTHER;
	r.spf = MAIL_AUTH_OTHER;
	assert_int_equal(mail_authres_failed(&r), 1);	/* dkim fail alone */
}

/* The headers of a mail: only ours count, each adds its results; what
 * failed, as the held entry's answer names it. */
static void
test_read_and_what(void **state)
{
	char a[] = "mail.club.ro; dkim=none";
	char b[] = "evil.example; dmarc=pass; spf=pass; dkim=pass";
	char c[] = "mail.club.ro; spf=fail smtp.mailfrom=x.example";
	char d[] = "mail.club.ro; dmarc=";
	char o[] = "other.example; dmarc=fail";
	char *mine[] = { a, b, c, d, NULL };
	char *none[] = { o, NULL };
	struct mail_authres r;

	(void)state;
	/* Two of ours read, the broken one and another's skipped. */
	assert_int_equal(mail_authres_read(mine, ID, &r), 2);
	assert_int_equal(r.dmarc, MAIL_AUTH_ABSENT);
	assert_int_equal(r.spf, MAIL_AUTH_FAIL);
	assert_int_equal(r.dkim, MAIL_AUTH_OTHER);
	assert_int_equal(mail_authres_failed(&r), 1);
	assert_string_equal(mail_authres_what(&r), "SPF");
	/* Another server's fail is nothing to us. */
	assert_int_equal(mail_authres_read(none, ID, &r), 0);
	assert_int_equal(mail_authres_failed(&r), 0);
	assert_string_equal(mail_authres_what(&r), "");
	assert_int_equal(mail_authres_read(NULL, ID, &r), 0);
	memset(&r, 0, sizeof r);
	r.dmarc = MAIL_AUTH_FAIL;
	r.spf = MAIL_AUTH_FAIL;
	assert_string_equal(mail_authres_what(&r), "DMARC");
	r.dmarc = MAIL_AUTH_ABSENT;
	r.dkim = MAIL_AUTH_FAIL;
	assert_string_equal(mail_authres_what(&r), "SPF, DKIM");
	r.spf = MAIL_AUTH_OTHER;
	assert_string_equal(mail_authres_what(&r), "DKIM");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_milters),
		cmocka_unit_test(test_several),
		cmocka_unit_test(test_others_and_broken),
		cmocka_unit_test(test_failed_rule),
		cmocka_unit_test(test_read_and_what),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
