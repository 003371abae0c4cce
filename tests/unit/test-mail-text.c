/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-mail-text.c: every cleaning rule of mail_text_clean() with the text
 * before and the exact text after, and the near misses each rule must
 * leave alone (a sentence mentioning "wrote", a "From:" line with no
 * "Sent:" under it, a footer-like sentence too long to be a footer).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "mail-text.h"

static void
check(const char *in, int flowed, int delsp, const char *want)
{
	char *got;

	got = mail_text_clean(in, flowed, delsp);
	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void
test_line_ends(void **state)
{
	(void)state;
	check("TUR 7\r\nH8 CASA 8\r\n", 0, 0, "TUR 7\nH8 CASA 8");
	check("TUR 7\rH8 CASA 8\r", 0, 0, "TUR 7\nH8 CASA 8");
	check("TUR 7\n\r\nPAS\n", 0, 0, "TUR 7\n\nPAS");
	check("", 0, 0, "");
	check(NULL, 0, 0, "");
	check("\r\n\r\n", 0, 0, "");
}

static void
test_spaces(void **state)
{
	(void)state;
	/* NBSP, narrow NBSP, em space, tab become spaces; trailing ones go. */
	check("H8\xc2\xa0" "CASA\xe2\x80\xaf" "8\xc2\xa0\t \n", 0, 0,
	    "H8 CASA 8");
	check("TUR\xe2\x80\x83" "7", 0, 0, "TUR 7");
	check("H8\tCASA", 0, 0, "H8 CASA");
	/* Leading spaces stay (the reader decides). */
	check("  TUR 7  ", 0, 0, "  TUR 7");
}

static void
test_invisible(void **state)
{
	(void)state;
	/* BOM, zero-width space/joiner, soft hyphen, LRM removed. */
	check("\xef\xbb\xbfTUR 7", 0, 0, "TUR 7");
	check("CA\xe2\x80\x8bSA", 0, 0, "CASA");
	check("CA\xe2\x80\x8dS\xc2\xad" "A\xe2\x80\x8e", 0, 0, "CASA");
	check("TUR\x01 7\x7f", 0, 0, "TUR 7");
	/* Invalid UTF-8 becomes U+FFFD; an overlong '/' too. */
	check("A\xff" "B", 0, 0, "A\xef\xbf\xbd" "B");
	check("\xc0\xaf", 0, 0, "\xef\xbf\xbd\xef\xbf\xbd");
	check("X\xe2\x82", 0, 0, "X\xef\xbf\xbd\xef\xbf\xbd");
	/* U+2028 is a line end. */
	check("TUR 7\xe2\x80\xa8PAS", 0, 0, "TUR 7\nPAS");
}

static void
test_diacritics(void **state)
{
	(void)state;
	/* Comma and cedilla forms, both cases, preserved byte for byte. */
	check("H8 ȘTAȚIE ăâîșț ĂÂÎȘȚ ş ţ Ş Ţ\n", 0, 0,
	    "H8 ȘTAȚIE ăâîșț ĂÂÎȘȚ ş ţ Ş Ţ");
}

static void
test_quotes(void **state)
{
	(void)state;
	check("TUR 7\n> H8 CASA\n>> PAS\n   > indented\nPAS", 0, 0,
	    "TUR 7\nPAS");
	check(">only quoted", 0, 0, "");
	/* A '>' inside a line is not a quote. */
	check("5 > 3", 0, 0, "5 > 3");
}

static void
test_reply_header(void **state)
{
	(void)state;
	check("TUR 7\n\nOn Mon, 30 Nov 2026 at 10:12, Arbitru "
	    "<arbitru@scrabmail.test> wrote:\n\n> Your turn\nPAS\n", 0, 0,
	    "TUR 7");
	/* Gmail wraps the header over two lines. */
	check("TUR 7\n\nOn Mon, 30 Nov 2026 at 10:12, Arbitru Scrabmail <\n"
	    "arbitru@scrabmail.test> wrote:\n\n> Your turn\n", 0, 0,
	    "TUR 7");
	/* Romanian Gmail and Thunderbird. */
	check("H8 CASA 8\nPe lun., 30 nov. 2026 la 10:12, Arbitru "
	    "<arbitru@x.ro> a scris:\n> ...\n", 0, 0, "H8 CASA 8");
	check("H8 CASA 8\nPe 30.11.2026 10:12, Arbitru a scris:\nPAS", 0, 0,
	    "H8 CASA 8");
	/* A bare "<name> a scris:" followed by a quote. */
	check("PAS\nArbitru a scris:\n\n> Tabla:\n", 0, 0, "PAS");
	/* Everything after the header goes, unquoted too. */
	check("PAS\nOn 30/11/2026 10:12, Arbitru wrote:\nTUR 8\n", 0, 0,
	    "PAS");
}

static void
test_reply_header_not_cut(void **state)
{
	(void)state;
	/* "wrote" in the middle of a sentence is not a reply header. */
	check("Sorry, I wrote the wrong word yesterday.\nTUR 7\n", 0, 0,
	    "Sorry, I wrote the wrong word yesterday.\nTUR 7");
	/* A sentence ending in "wrote:" with no quote after it, no address
	 * and no "On" in front. */
	check("This is what I wrote:\nH8 CASA 8\n", 0, 0,
	    "This is what I wrote:\nH8 CASA 8");
	/* "On" at the start of a line, but no "wrote:" within two lines. */
	check("On second thought:\nTUR 7\nPAS\nit was wrote:", 0, 0,
	    "On second thought:\nTUR 7\nPAS\nit was wrote:");
	/* "From:" with no "Sent:" below. */
	check("From: me\nTUR 7", 0, 0, "From: me\nTUR 7");
}

static void
test_separators(void **state)
{
	(void)state;
	check("TUR 7\n-----Original Message-----\nFrom: x\nPAS", 0, 0,
	    "TUR 7");
	check("TUR 7\n-----Mesaj original-----\nPAS", 0, 0, "TUR 7");
	check("TUR 7\n---------- Forwarded message ---------\nPAS", 0, 0,
	    "TUR 7");
	check("TUR 7\n-------- Mesaj redirecționat --------\nPAS", 0, 0,
	    "TUR 7");
	check("TUR 7\nBegin forwarded message:\n\nPAS", 0, 0, "TUR 7");
	/* A line of dashes alone is not a separator. */
	check("TUR 7\n----------\nPAS", 0, 0, "TUR 7\n----------\nPAS");
}

static void
test_outlook_block(void **state)
{
	(void)state;
	check("TUR 7\n\n________________________________\n"
	    "From: Arbitru <arbitru@scrabmail.test>\n"
	    "Sent: Monday, November 30, 2026 10:12 AM\n"
	    "To: ion@example.ro\nSubject: Tura 7\n\nYour turn\n", 0, 0,
	    "TUR 7");
	check("H8 CASA 8\nDe la: Arbitru <arbitru@scrabmail.test>\n"
	    "Trimis: luni, 30 noiembrie 2026 10:12\nCătre: ion\n", 0, 0,
	    "H8 CASA 8");
	/* Bold labels from converted HTML. */
	check("PAS\n*From:* Arbitru\n*Sent:* Monday\n", 0, 0, "PAS");
}

static void
test_signature(void **state)
{
	(void)state;
	check("TUR 7\n-- \nIon Popescu\nH8 CASA 8", 0, 0, "TUR 7");
	check("TUR 7\n--\nIon", 0, 0, "TUR 7");
	check("-- \nonly a signature", 0, 0, "");
	/* "---" or "-- x" are not signature separators. */
	check("TUR 7\n---\n-- x", 0, 0, "TUR 7\n---\n-- x");
}

static void
test_footers(void **state)
{
	(void)state;
	check("TUR 7\n\nSent from my iPhone", 0, 0, "TUR 7");
	check("TUR 7\nSent from my Galaxy\nPAS", 0, 0, "TUR 7\nPAS");
	check("TUR 7\n\nTrimis de pe iPhone-ul meu\n", 0, 0, "TUR 7");
	check("TUR 7\nGet Outlook for Android<https://aka.ms/ghei36>", 0, 0,
	    "TUR 7");
	check("TUR 7\nObțineți Outlook pentru iOS", 0, 0, "TUR 7");
	check("TUR 7\nObţineţi Outlook pentru Android", 0, 0, "TUR 7");
	/* Not at the start of the line: kept. */
	check("I have sent from my phone before\nTUR 7", 0, 0,
	    "I have sent from my phone before\nTUR 7");
}

static void
test_empty_lines(void **state)
{
	(void)state;
	check("\n\n  \nTUR 7\n\n\nPAS\n\n \n", 0, 0, "TUR 7\n\n\nPAS");
}

static void
test_flowed(void **state)
{
	(void)state;
	/* Soft breaks joined, the space kept (DelSp=no). */
	check("H8 CASA 8 and a long \nexplanation\nTUR 7\n", 1, 0,
	    "H8 CASA 8 and a long explanation\nTUR 7");
	/* DelSp=yes: the space at the break is deleted. */
	check("MUTA\xc8\x98 \nI\nPAS", 1, 1, "MUTAȘI\nPAS");
	/* Without flowed the lines stay apart. */
	check("H8 CASA 8 and a long \nexplanation", 0, 0,
	    "H8 CASA 8 and a long\nexplanation");
	/* Space-stuffing removed. */
	check(" From here\n  two", 1, 0, "From here\n two");
	/* "-- " stays the signature separator. */
	check("TUR 7\n-- \nIon", 1, 0, "TUR 7");
	/* A flowed quoted paragraph is one quoted line, then removed; a
	 * depth change ends the paragraph. */
	check("> quoted \n> more\nTUR 7 \n\n", 1, 0, "TUR 7");
	check("TUR \n> quoted\n", 1, 0, "TUR");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_line_ends),
		cmocka_unit_test(test_spaces),
		cmocka_unit_test(test_invisible),
		cmocka_unit_test(test_diacritics),
		cmocka_unit_test(test_quotes),
		cmocka_unit_test(test_reply_header),
		cmocka_unit_test(test_reply_header_not_cut),
		cmocka_unit_test(test_separators),
		cmocka_unit_test(test_outlook_block),
		cmocka_unit_test(test_signature),
		cmocka_unit_test(test_footers),
		cmocka_unit_test(test_empty_lines),
		cmocka_unit_test(test_flowed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
