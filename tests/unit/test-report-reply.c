/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-reply.c: the replies rendered through the installed
 * templates (the .xsl files of templates/mail) compared byte for byte with the golden
 * bodies in tests/data/reply/ (every result code of the first commands, in
 * both language orders), and the properties that must hold whatever the
 * wording: an unknown code still shows itself, lines are wrapped at 78
 * columns but quoted command lines never are, XML special characters and
 * diacritics survive, a broken stylesheet is reported with its file name,
 * and a stylesheet cannot write files, read the network or pull in
 * external entities (report-xslt.c's security settings).
 * The duplicate contests' mails (kinds round, results, reminder, over, and
 * the answers to entries) have their own golden bodies: every new code in
 * both languages, optional arguments with and without, a real board
 * diagram from report-board.c, whose lines are never wrapped; each kind's
 * subject is checked.
 *
 * The templates are found through $SCRABMAIL_TEMPLATES, else
 * $srcdir/templates (make check exports srcdir), else
 * report_templates_default_dir().  SCRABMAIL_UPDATE_GOLDEN=1 rewrites the
 * golden files instead of comparing (then review them with git diff).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "report-board.h"
#include "report-reply.h"
#include "report-xslt.h"

static char	*tdir;		/* the templates under test */
static char	*gdir;		/* tests/data/reply */

static int
setup(void **state)
{
	const char	*env = getenv("SCRABMAIL_TEMPLATES");
	const char	*src = getenv("srcdir");

	(void)state;
	if (env != NULL && *env != '\0')
		tdir = g_strdup(env);
	else if (src != NULL && *src != '\0')
		tdir = g_strdup_printf("%s/templates", src);
	else
		tdir = g_strdup(report_templates_default_dir());
	gdir = g_strdup_printf("%s/tests/data/reply",
	    src != NULL && *src != '\0' ? src : SM_SRC_TEMPLATES "/..");
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	g_free(tdir);
	g_free(gdir);
	return 0;
}

static struct report_templates *
open_templates(void)
{
	struct report_templates	*t;
	char			*cause = NULL;

	t = report_templates_open(tdir, &cause);
	if (t == NULL)
		fail_msg("templates %s: %s", tdir, cause);
	return t;
}

static void
render(const struct report_reply *r, char **subject, char **text)
{
	struct report_templates	*t = open_templates();
	char			*cause = NULL;

	if (report_reply_render(t, r, subject, text, NULL, &cause) != 0)
		fail_msg("render: %s", cause);
	report_templates_free(t);
}

/* Every line that is not a quoted command line fits in 78 columns unless
 * it is one word (with its indent); no line ends in a blank except the
 * signature separator "-- ". */
static void
assert_wrapped(const char *text)
{
	char	**lines = g_strsplit(text, "\n", -1);
	int	  i;

	for (i = 0; lines[i] != NULL; i++) {
		const char	*l = lines[i];
		size_t		 n = strlen(l);

		if (n > 0 && l[n - 1] == ' ' && strcmp(l, "-- ") != 0)
			fail_msg("line ends in a blank: '%s'", l);
		if (strncmp(l, "> ", 2) == 0 || g_utf8_strlen(l, -1) <= 78)
			continue;
		/* Longer is fine only for one word after the indent. */
		if (strchr(l + strspn(l, " "), ' ') != NULL)
			fail_msg("line longer than 78 columns: '%s'", l);
	}
	g_strfreev(lines);
}

/* Compare text with tests/data/reply/<name>.txt (or rewrite it). */
static void
assert_golden(const char *name, const char *text)
{
	char	*path = g_strdup_printf("%s/%s.txt", gdir, name);
	char	*want = NULL;
	gsize	 len;
	GError	*err = NULL;

	if (getenv("SCRABMAIL_UPDATE_GOLDEN") != NULL) {
		if (!g_file_set_contents(path, text, -1, &err))
			fail_msg("%s: %s", path, err->message);
	} else if (!g_file_get_contents(path, &want, &len, &err))
		fail_msg("%s: %s", path, err->message);
	else if (strlen(text) != len || memcmp(text, want, len) != 0) {
		char *got = g_strdup_printf("%s.got", name);

		g_file_set_contents(got, text, -1, NULL);
		fail_msg("%s differs from the golden file: diff -u %s %s",
		    name, path, got);
	}
	g_free(want);
	g_free(path);
	/* Every code used in the golden replies has a sentence in both
	 * languages: none fell through to the code-printing fallback. */
	assert_null(strstr(text, "(cod "));
	assert_null(strstr(text, "(code "));
	assert_null(strstr(text, "[signon"));
	assert_wrapped(text);
}

static void
test_golden_ro_session(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_set_subject(r, "Turneul de duminică");
	report_reply_item(r, 1, "SIGNON ion ******", "SIGNON", "ok",
	    "signon.ok", "player", "ion", NULL);
	report_reply_item(r, 2, "PAROLA ******", "PASSWORD", "error",
	    "password.too-short", "min", "6", NULL);
	report_reply_item(r, 3, "PAROLA ******", "PASSWORD", "error",
	    "password.same-as-name", NULL);
	report_reply_item(r, 4, "PAROLA ******", "PASSWORD", "ok",
	    "password.ok", NULL);
	report_reply_item(r, 5, "PAROLA", "PASSWORD", "error",
	    "password.usage", NULL);
	report_reply_item(r, 6, "WHOAMI", "WHOAMI", "ok", "whoami.player",
	    "player", "ion", "email", "ion@example.ro", NULL);
	report_reply_item(r, 7, "MUTAREA H8 CASĂ", NULL, "error",
	    "cmd.unknown", "word", "MUTAREA", NULL);
	report_reply_notice(r, "mail.other-address", "from",
	    "ion.popescu@munca.ro", "registered", "ion@example.ro", NULL);
	render(r, &subject, &text);
	assert_string_equal(subject, "Re: Turneul de duminică");
	assert_golden("ro-session", text);
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_golden_en_errors(void **state)
{
	struct report_reply	*r = report_reply_new("en");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, NULL, "guest@example.com");
	report_reply_item(r, 1, "SIGNON maria", "SIGNON", "error",
	    "signon.usage", NULL);
	report_reply_item(r, 2, "SIGNON mariaa ******", "SIGNON", "error",
	    "signon.unknown-player", "player", "mariaa", NULL);
	report_reply_item(r, 3, "SIGNON maria ******", "SIGNON", "error",
	    "signon.bad-password", "player", "maria", NULL);
	report_reply_item(r, 4, "PASSWORD ******", "PASSWORD", "error",
	    "signon.needed", "cmd", "PASSWORD", NULL);
	report_reply_item(r, 5, "W", NULL, "error", "cmd.ambiguous",
	    "word", "W", "candidates", "WHOAMI, WITHDRAW", NULL);
	report_reply_item(r, 6, "WHOAMI", "WHOAMI", "ok", "whoami.anonymous",
	    "addr", "guest@example.com", NULL);
	report_reply_item(r, 7, "HELP", "HELP", "error", "cmd.too-many",
	    "max", "6", NULL);
	report_reply_notice(r, "cmd.ignored-after-signoff", NULL);
	report_reply_notice(r, "mail.too-many-lines", "max", "500", NULL);
	render(r, &subject, &text);
	/* No original subject: the fixed one, in the first language. */
	assert_string_equal(subject, "Reply to your commands");
	assert_golden("en-errors", text);
	/* English first: its greeting opens the mail. */
	assert_true(strncmp(text, "Hello,\n", 7) == 0);
	/* One language; the other as one line at the end. */
	assert_null(strstr(text, "Versiunea în limba română"));
	assert_null(strstr(text, "Bună ziua"));
	assert_non_null(strstr(text, "\nÎn limba română: după SIGNON, comanda "
	    "LIMBA ro"));
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_golden_ro_help(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, "Ștefan Țăranu", "stefan@example.ro");
	report_reply_set_subject(r, "RE: ajutor");
	/* HELP from an address that is no player's, sign-up closed: what it
	 * can do, then the commands (an item without an echo); its language
	 * unknown, in both, Romanian first, and help in both at the end. */
	report_reply_item(r, 1, "AJUTOR", "HELP", "ok", "help", "games", "0",
	    "contests", "0", "context", "reader", "signup", "", NULL);
	report_reply_item(r, 1, NULL, "HELP", "ok", "help.commands",
	    "commands", "HELP/AJUTOR\n", "signup", "", NULL);
	render(r, &subject, &text);
	assert_string_equal(subject, "RE: ajutor");	/* no second Re: */
	assert_golden("ro-help", text);
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_golden_notices(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, "Ana", "ana@example.ro");
	report_reply_set_subject(r, "mutare");
	report_reply_notice(r, "mail.no-commands", NULL);
	report_reply_notice(r, "mail.too-big", "size", "2442", "max",
	    "977", NULL);
	report_reply_notice(r, "mail.unreadable", "detail",
	    "unknown charset x-foo", NULL);
	report_reply_notice(r, "mail.no-text", NULL);
	report_reply_notice(r, "mail.copy-for-registered", "from",
	    "cineva@altundeva.ro", NULL);
	render(r, &subject, &text);
	assert_golden("ro-notices", text);
	/* Without commands there is no "what happened" introduction. */
	assert_null(strstr(text, "Iată ce"));
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_unknown_code(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_item(r, 4, "JOC 12 H8 CASĂ", "MOVE", "error",
	    "xyz.not-a-code", "game", "12", "next", "maria", NULL);
	report_reply_notice(r, "mail.strange", "why", "x", NULL);
	render(r, &subject, &text);
	assert_non_null(strstr(text, "Comanda nu a fost executată (cod "
	    "xyz.not-a-code: game = 12, next = maria)."));
	assert_null(strstr(text, "Not done"));	/* Romanian only */
	assert_non_null(strstr(text, "mail.strange: why = x"));
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_special_characters(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text, *xml;
	const char		*echo = "SIGNON ș&ț<ă>\"â'î ******";

	(void)state;
	report_reply_set_to(r, "Ion \"Ionică\" <Popescu> & fiii", "i@x.ro");
	report_reply_set_subject(r, "a&b <c>\r\nBcc: x@y");
	report_reply_item(r, 1, echo, "SIGNON", "error",
	    "signon.unknown-player", "player", "ș&ț<ă>\"â'î", NULL);
	/* Invalid UTF-8 and control characters are cleaned, not fatal. */
	report_reply_item(r, 2, "bad \xff\xfe bytes\x01\x1b", NULL, "error",
	    "cmd.unknown", "word", "x\x07y", NULL);
	xml = report_reply_xml(r);
	assert_non_null(strstr(xml, "ș&amp;ț&lt;ă&gt;"));
	assert_null(strchr(xml, '\x01'));
	free(xml);
	render(r, &subject, &text);
	assert_string_equal(subject, "Re: a&b <c> Bcc: x@y");
	assert_non_null(strstr(text, "\n> SIGNON ș&ț<ă>\"â'î ******\n"));
	assert_non_null(strstr(text, "numele „ș&ț<ă>\"â'î”"));
	assert_non_null(strstr(text, "Bună ziua, Ion \"Ionică\" <Popescu> & "
	    "fiii,"));
	assert_non_null(strstr(text, "> bad \xef\xbf\xbd\xef\xbf\xbd bytes  \n"));
	assert_non_null(strstr(text, "„x y”"));
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_echo_not_wrapped(void **state)
{
	struct report_reply	*r = report_reply_new("en");
	char			*subject, *text, *line;
	GString			*echo = g_string_new("SIGNON");
	GString			*word = g_string_new(NULL);
	int			 i;

	(void)state;
	for (i = 0; i < 30; i++)
		g_string_append(echo, " cuvânt");
	for (i = 0; i < 100; i++)
		g_string_append_c(word, 'x');
	report_reply_item(r, 1, echo->str, NULL, "error", "cmd.unknown",
	    "word", word->str, NULL);
	render(r, &subject, &text);
	line = g_strdup_printf("\n> %s\n", echo->str);
	assert_non_null(strstr(text, line));	/* whole, once */
	assert_null(strstr(strstr(text, line) + 1, line));
	/* A word wider than the line stays whole, on a line of its own. */
	g_free(line);
	line = g_strdup_printf("\n\"%s\".", word->str);
	assert_non_null(strstr(text, line));
	assert_wrapped(text);
	g_free(line);
	g_string_free(echo, TRUE);
	g_string_free(word, TRUE);
	free(subject);
	free(text);
	report_reply_free(r);
}

static void
test_long_argument(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;
	GString			*detail = g_string_new(NULL);
	int			 i;

	(void)state;
	/* 5000 one-letter words: cut to a bounded length (with an ellipsis)
	 * so that the word-wrapper's recursion stays within libxslt's
	 * limits, and wrapped. */
	for (i = 0; i < 5000; i++)
		g_string_append(detail, "ă ");
	report_reply_notice(r, "mail.unreadable", "detail", detail->str,
	    NULL);
	render(r, &subject, &text);
	assert_non_null(strstr(text, " ă ă\xe2\x80\xa6). "));
	assert_true(strlen(text) < 4000);
	assert_wrapped(text);
	g_string_free(detail, TRUE);
	free(subject);
	free(text);
	report_reply_free(r);
}

/* The XML of a reply with two notices whose long arguments (a board of
 * several lines with markup characters, a value with invalid UTF-8, a
 * short one) go through memo when given. */
static char *
memo_reply_xml(struct report_reply_memo *memo, const char *board,
    const char *bad, const char *small)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*xml;

	report_reply_set_memo(r, memo);
	report_reply_notice(r, "round.announce", "board", board, "bad", bad,
	    "n", small, NULL);
	report_reply_notice(r, "round.announce", "board", board, NULL);
	xml = report_reply_xml(r);
	report_reply_free(r);
	return xml;
}

/* A memo changes nothing in the XML: the same value cleaned once gives
 * what cleaning it each time gives, and another value at the same address
 * (a buffer reused for the next mail) is not taken for the first. */
static void
test_memo_same_xml(void **state)
{
	struct report_reply_memo *memo = report_reply_memo_new();
	GString	*board = g_string_new(NULL), *bad = g_string_new(NULL);
	char	 buf[1024], *with, *without;
	int	 i;

	(void)state;
	for (i = 0; i < 17; i++)
		g_string_append_printf(board, "%2d  A & <B> \"ș\" .  .  .\n",
		    i + 1);
	for (i = 0; i < 300; i++)
		g_string_append(bad, i % 50 == 0 ? "\xff" : "x");
	assert_true(board->len >= 256);
	without = memo_reply_xml(NULL, board->str, bad->str, "7");
	with = memo_reply_xml(memo, board->str, bad->str, "7");
	assert_string_equal(with, without);
	assert_non_null(strstr(with, "A &amp; &lt;B&gt;"));
	assert_non_null(strstr(with, "&#10;"));
	free(with);
	/* Again from the memo. */
	with = memo_reply_xml(memo, board->str, bad->str, "7");
	assert_string_equal(with, without);
	free(with);
	free(without);
	/* A new text in the same buffer, twice. */
	for (i = 0; i < 2; i++) {
		memset(buf, i == 0 ? 'a' : 'b', 600);
		buf[600] = '\0';
		without = memo_reply_xml(NULL, buf, bad->str, "7");
		with = memo_reply_xml(memo, buf, bad->str, "7");
		assert_string_equal(with, without);
		assert_non_null(strstr(with, i == 0 ? "aaaa" : "bbbb"));
		assert_null(strstr(with, i == 0 ? "bbbb" : "aaaa"));
		free(with);
		free(without);
	}
	g_string_free(board, TRUE);
	g_string_free(bad, TRUE);
	report_reply_memo_free(memo);
	report_reply_memo_free(NULL);
}

/* A temporary template directory holding mail/reply.xsl = xsl (and
 * mail/<other> = other when given); g_free the result, remove with
 * rm_tree. */
static char *
temp_templates(const char *xsl, const char *other_name, const char *other)
{
	char	*dir = g_dir_make_tmp("test-report-XXXXXX", NULL);
	char	*p;

	assert_non_null(dir);
	p = g_strdup_printf("%s/mail", dir);
	assert_int_equal(g_mkdir(p, 0700), 0);
	g_free(p);
	p = g_strdup_printf("%s/mail/reply.xsl", dir);
	assert_true(g_file_set_contents(p, xsl, -1, NULL));
	g_free(p);
	if (other_name != NULL) {
		p = g_strdup_printf("%s/mail/%s", dir, other_name);
		assert_true(g_file_set_contents(p, other, -1, NULL));
		g_free(p);
	}
	return dir;
}

static void
rm_tree_at(const char *dir)
{
	GDir		*d = g_dir_open(dir, 0, NULL);
	const char	*name;
	char		*p;

	assert_non_null(d);
	while ((name = g_dir_read_name(d)) != NULL) {
		p = g_build_filename(dir, name, NULL);
		if (g_file_test(p, G_FILE_TEST_IS_DIR))
			rm_tree_at(p);
		else
			assert_int_equal(g_remove(p), 0);
		g_free(p);
	}
	g_dir_close(d);
	assert_int_equal(g_rmdir(dir), 0);
}

/* Remove the directory dir and everything in it; g_free dir. */
static void
rm_tree(char *dir)
{
	rm_tree_at(dir);
	g_free(dir);
}

/* The text of doc through xsl, loaded as mail/reply.xsl of a temporary
 * template directory (with mail/<other_name> = other when given);
 * free() the result. */
static char *
apply_temp(const char *xsl, const char *other_name, const char *other,
    const char *doc)
{
	struct report_xslt	*x;
	char			*dir, *path, *out = NULL, *cause = NULL;

	dir = temp_templates(xsl, other_name, other);
	path = g_strdup_printf("%s/mail/reply.xsl", dir);
	x = report_xslt_load(path, &cause);
	if (x == NULL)
		fail_msg("%s", cause);
	if (report_xslt_apply_text(x, doc, strlen(doc), NULL, &out, NULL,
	    &cause) != 0)
		fail_msg("%s", cause);
	report_xslt_free(x);
	g_free(path);
	rm_tree(dir);
	return out;
}

#define XSL_HEAD "<?xml version=\"1.0\"?>\n" \
	"<xsl:stylesheet version=\"1.0\" " \
	"xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n" \
	"<xsl:output method=\"text\"/>\n"
#define XSL_TAIL "</xsl:stylesheet>\n"

static void
test_broken_stylesheet(void **state)
{
	struct report_templates	*t;
	char			*dir, *cause = NULL, *want;

	(void)state;
	/* Not well-formed: the unclosed element is reported at line 5. */
	dir = temp_templates(XSL_HEAD "<xsl:template match=\"/\">\n"
	    "<oops></xsl:template>\n" XSL_TAIL, NULL, NULL);
	t = report_templates_open(dir, &cause);
	assert_null(t);
	want = g_strdup_printf("%s/mail/reply.xsl:5: ", dir);
	if (strncmp(cause, want, strlen(want)) != 0)
		fail_msg("cause: %s", cause);
	assert_non_null(strstr(cause, "fix the stylesheet"));
	g_free(want);
	free(cause);
	rm_tree(dir);

	/* Well-formed but not XSLT (value-of without select), in an
	 * imported file: that file is named. */
	dir = temp_templates("<?xml version=\"1.0\"?>\n"
	    "<xsl:stylesheet version=\"1.0\" "
	    "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n"
	    "<xsl:import href=\"words.xsl\"/>\n" XSL_TAIL, "words.xsl", XSL_HEAD
	    "<xsl:template match=\"/\">\n<xsl:value-of/>\n</xsl:template>\n"
	    XSL_TAIL);
	t = report_templates_open(dir, &cause);
	assert_null(t);
	want = g_strdup_printf("%s/mail/words.xsl:5: ", dir);
	if (strncmp(cause, want, strlen(want)) != 0)
		fail_msg("cause: %s", cause);
	g_free(want);
	free(cause);
	rm_tree(dir);

	/* No such directory. */
	t = report_templates_open("/nonexistent/templates", &cause);
	assert_null(t);
	assert_non_null(strstr(cause, "/nonexistent/templates/mail/reply.xsl"));
	free(cause);
}

/* Render a minimal reply with the templates in dir: 0 or -1 with *cause. */
static int
try_render(const char *dir, char **text, char **cause)
{
	struct report_templates	*t;
	struct report_reply	*r = report_reply_new("ro");
	char			*subject = NULL;
	int			 rc;

	*text = NULL;
	if ((t = report_templates_open(dir, cause)) == NULL) {
		report_reply_free(r);
		return -1;
	}
	rc = report_reply_render(t, r, &subject, text, NULL, cause);
	free(subject);
	report_templates_free(t);
	report_reply_free(r);
	return rc;
}

/* The stylesheet before, file name, after may not write that file; with
 * must_fail, rendering fails with a cause saying so. */
static void
assert_no_write(const char *before, const char *after, int must_fail)
{
	char	*out, *dir, *xsl, *tpl, *text, *cause = NULL;
	int	 rc;

	dir = g_dir_make_tmp("test-report-out-XXXXXX", NULL);
	out = g_strdup_printf("%s/written.txt", dir);
	xsl = g_strconcat(before, out, after, NULL);
	tpl = temp_templates(xsl, NULL, NULL);
	rc = try_render(tpl, &text, &cause);
	assert_false(g_file_test(out, G_FILE_TEST_EXISTS));
	if (rc == 0) {
		assert_false(must_fail);
		free(text);
	} else {
		if (must_fail && strstr(cause, "refused") == NULL &&
		    strstr(cause, "denied") == NULL)
			fail_msg("cause: %s", cause);
		free(cause);
	}
	rm_tree(tpl);
	g_free(xsl);
	g_free(out);
	rm_tree(dir);
}

static void
test_write_refused(void **state)
{
	(void)state;
	/* XSLT 1.1's xsl:document, which libxslt implements: refused by the
	 * security preferences. */
	assert_no_write("<?xml version=\"1.0\"?>\n"
	    "<xsl:stylesheet version=\"1.1\" "
	    "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n"
	    "<xsl:output method=\"text\"/>\n"
	    "<xsl:template match=\"/\">s<xsl:document href=\"",
	    "\" method=\"text\">pwned</xsl:document></xsl:template>\n"
	    XSL_TAIL, 1);
	/* EXSLT's exsl:document (EXSLT is not registered: never written). */
	assert_no_write("<?xml version=\"1.0\"?>\n"
	    "<xsl:stylesheet version=\"1.0\" "
	    "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\" "
	    "xmlns:exsl=\"http://exslt.org/common\" "
	    "extension-element-prefixes=\"exsl\">\n"
	    "<xsl:output method=\"text\"/>\n"
	    "<xsl:template match=\"/\">s<exsl:document href=\"",
	    "\" method=\"text\">pwned</exsl:document></xsl:template>\n"
	    XSL_TAIL, 0);
}

static void
test_network_refused(void **state)
{
	char	*dir, *text, *cause = NULL;

	(void)state;
	/* document() of a network URL at transformation time. */
	dir = temp_templates(XSL_HEAD "<xsl:template match=\"/\">"
	    "s<xsl:value-of select=\"document('http://127.0.0.1:9/x.xml')\"/>"
	    "</xsl:template>\n" XSL_TAIL, NULL, NULL);
	assert_int_equal(try_render(dir, &text, &cause), -1);
	if (strstr(cause, "denied") == NULL && strstr(cause, "refused") == NULL)
		fail_msg("cause: %s", cause);
	free(cause);
	rm_tree(dir);

	/* xsl:import of a network URL when the templates are opened. */
	dir = temp_templates(XSL_HEAD
	    "<xsl:import href=\"http://127.0.0.1:9/x.xsl\"/>\n"
	    "<xsl:template match=\"/\">s</xsl:template>\n" XSL_TAIL,
	    NULL, NULL);
	assert_int_equal(try_render(dir, &text, &cause), -1);
	assert_non_null(strstr(cause, "mail/reply.xsl"));
	free(cause);
	rm_tree(dir);

	/* A local document of the template directory may be read. */
	dir = temp_templates(XSL_HEAD "<xsl:template match=\"/\">"
	    "<xsl:value-of select=\"document('words.xml')/w\"/>"
	    "</xsl:template>\n" XSL_TAIL, "words.xml",
	    "<?xml version=\"1.0\"?><w>cuvinte</w>\n");
	assert_int_equal(try_render(dir, &text, &cause), 0);
	assert_string_equal(text, "cuvinte\n");
	free(text);
	rm_tree(dir);
}

static void
test_no_external_entities(void **state)
{
	struct report_xslt	*x;
	char			*dir, *path, *secret, *text, *cause = NULL;
	char			*xml;
	size_t			 len;
	int			 rc;

	(void)state;
	dir = g_dir_make_tmp("test-report-ent-XXXXXX", NULL);
	secret = g_strdup_printf("%s/secret.txt", dir);
	assert_true(g_file_set_contents(secret, "TOPSECRET", -1, NULL));
	/* In a stylesheet. */
	path = g_strdup_printf("%s/a.xsl", dir);
	xml = g_strdup_printf("<?xml version=\"1.0\"?>\n"
	    "<!DOCTYPE xsl:stylesheet [ <!ENTITY ext SYSTEM \"%s\"> ]>\n"
	    "<xsl:stylesheet version=\"1.0\" "
	    "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n"
	    "<xsl:output method=\"text\"/>\n"
	    "<xsl:template match=\"/\">[&ext;]<xsl:value-of select=\"d\"/>"
	    "</xsl:template>\n" XSL_TAIL, secret);
	assert_true(g_file_set_contents(path, xml, -1, NULL));
	g_free(xml);
	/* xsltproc prints "[TOPSECRET" here: its loader substitutes. */
	x = report_xslt_load(path, &cause);
	assert_non_null(x);
	/* In the document transformed. */
	xml = g_strdup_printf("<?xml version=\"1.0\"?>\n"
	    "<!DOCTYPE d [ <!ENTITY ext SYSTEM \"%s\"> ]>\n"
	    "<d>&ext;</d>\n", secret);
	rc = report_xslt_apply_text(x, xml, strlen(xml), NULL, &text, &len,
	    &cause);
	assert_int_equal(rc, 0);
	assert_null(strstr(text, "TOPSECRET"));
	assert_string_equal(text, "[]");
	free(text);
	g_free(xml);
	report_xslt_free(x);
	g_free(path);
	g_free(secret);
	rm_tree(dir);
}

static void
test_params_quoted(void **state)
{
	struct report_xslt	*x;
	char			*dir, *path, *out, *cause = NULL;
	const char		*v = "it's \"x\" & concat('a') $p";
	const char		*params[] = { "p", NULL, NULL };
	size_t			 len;

	(void)state;
	params[1] = v;
	dir = temp_templates(XSL_HEAD "<xsl:param name=\"p\"/>\n"
	    "<xsl:template match=\"/\"><xsl:value-of select=\"$p\"/>"
	    "</xsl:template>\n" XSL_TAIL, NULL, NULL);
	path = g_strdup_printf("%s/mail/reply.xsl", dir);
	x = report_xslt_load(path, &cause);
	assert_non_null(x);
	assert_int_equal(report_xslt_apply_text(x, "<a/>", 4, params, &out,
	    &len, &cause), 0);
	assert_string_equal(out, v);
	assert_int_equal(len, strlen(v));
	free(out);
	/* Not XML: a cause, no output. */
	assert_int_equal(report_xslt_apply_text(x, "<a>", 3, NULL, &out,
	    NULL, &cause), -1);
	assert_null(out);
	assert_non_null(strstr(cause, "report.xml"));
	free(cause);
	report_xslt_free(x);
	g_free(path);
	rm_tree(dir);
}

/* report_xslt_same_spaces: a reply is parsed once for its text and its
 * HTML only when both stylesheets strip the same blanks (the installed
 * ones do); any difference, the order of the names aside, says no. */
static struct report_xslt *
spaces_sheet(const char *dir, const char *name, const char *decl)
{
	struct report_xslt	*x;
	char			*path, *xsl, *cause = NULL;

	path = g_strdup_printf("%s/%s.xsl", dir, name);
	xsl = g_strdup_printf(XSL_HEAD "%s\n<xsl:template match=\"/\">"
	    "<xsl:value-of select=\"count(//text())\"/></xsl:template>\n"
	    XSL_TAIL, decl);
	assert_true(g_file_set_contents(path, xsl, -1, NULL));
	x = report_xslt_load(path, &cause);
	assert_non_null(x);
	g_free(xsl);
	g_free(path);
	return x;
}

static void
test_same_spaces(void **state)
{
	struct report_xslt	*a, *b, *c, *d, *e, *r, *h;
	char			*dir, *path, *cause = NULL;

	(void)state;
	dir = g_dir_make_tmp("test-report-sp-XXXXXX", NULL);
	a = spaces_sheet(dir, "a", "<xsl:strip-space elements=\"reply item\"/>");
	b = spaces_sheet(dir, "b", "<xsl:strip-space elements=\"item reply\"/>");
	c = spaces_sheet(dir, "c", "<xsl:strip-space elements=\"reply\"/>");
	d = spaces_sheet(dir, "d", "<xsl:strip-space elements=\"reply\"/>"
	    "<xsl:preserve-space elements=\"item\"/>");
	e = spaces_sheet(dir, "e", "");
	assert_true(report_xslt_same_spaces(a, b));
	assert_false(report_xslt_same_spaces(a, c));
	assert_false(report_xslt_same_spaces(a, d));
	assert_false(report_xslt_same_spaces(a, e));
	assert_true(report_xslt_same_spaces(e, e));
	path = g_strdup_printf("%s/mail/reply.xsl", tdir);
	assert_non_null(r = report_xslt_load(path, &cause));
	g_free(path);
	path = g_strdup_printf("%s/mail/reply-html.xsl", tdir);
	assert_non_null(h = report_xslt_load(path, &cause));
	g_free(path);
	assert_true(report_xslt_same_spaces(r, h));
	report_xslt_free(a);
	report_xslt_free(b);
	report_xslt_free(c);
	report_xslt_free(d);
	report_xslt_free(e);
	report_xslt_free(r);
	report_xslt_free(h);
	rm_tree(dir);
}

/* sm:apply-templates (report-xslt.c) chooses the template
 * xsl:apply-templates would, whatever the import precedence, priorities
 * and patterns, and the second time (from its cache) as the first; a
 * template with parameters gets them through the fallback. */
#define SM_APPLY(mode, param) \
	"<sm:apply-templates mode=\"" mode "\"><xsl:fallback>" \
	"<xsl:apply-templates select=\".\" mode=\"" mode "\">" param \
	"</xsl:apply-templates></xsl:fallback></sm:apply-templates>"
#define XSL_APPLY(mode, param) \
	"<xsl:apply-templates select=\".\" mode=\"" mode "\">" param \
	"</xsl:apply-templates>"
#define SM_PARAM "<xsl:with-param name=\"x\" select=\"'given'\"/>"
#define SM_LOOP(apply) \
	"<xsl:for-each select=\"r/*\">" apply("m", "") "<xsl:text>,</xsl:text>" \
	"</xsl:for-each><xsl:text>;</xsl:text>"

static void
test_apply_templates_ext(void **state)
{
	static const char words[] = XSL_HEAD
	    "<xsl:template match=\"item[@code='a']\" mode=\"m\">A1</xsl:template>\n"
	    "<xsl:template match=\"item[@code = &quot;b&quot;] | notice\" "
	    "mode=\"m\">B1</xsl:template>\n"
	    "<xsl:template match=\"item\" mode=\"m\">I1</xsl:template>\n"
	    "<xsl:template match=\"item[@code='c']\" mode=\"p\">"
	    "<xsl:param name=\"x\" select=\"'none'\"/>C<xsl:value-of "
	    "select=\"$x\"/></xsl:template>\n"
	    "<xsl:template match=\"item[@code='d']\" mode=\"p\">"
	    "D<xsl:value-of select=\"position()\"/><xsl:value-of "
	    "select=\"last()\"/></xsl:template>\n"
	    "<xsl:template match=\"item[@code='a']\" mode=\"q\">QA</xsl:template>\n"
	    "<xsl:template match=\"item[position() = 1]\" mode=\"q\">Q1"
	    "</xsl:template>\n" XSL_TAIL;
	static const char body[] =
	    "<xsl:template match=\"item[@code='b']\" mode=\"m\" "
	    "priority=\"-1\">B2</xsl:template>\n"
	    "<xsl:template match=\"/\">"
	    SM_LOOP(SM_APPLY) SM_LOOP(SM_APPLY)
	    "<xsl:for-each select=\"r/*\">" SM_APPLY("p", SM_PARAM)
	    SM_APPLY("q", "") "<xsl:text>,</xsl:text></xsl:for-each>"
	    "<xsl:text>;</xsl:text>"
	    SM_LOOP(XSL_APPLY)
	    "<xsl:for-each select=\"r/*\">" XSL_APPLY("p", SM_PARAM)
	    XSL_APPLY("q", "") "<xsl:text>,</xsl:text></xsl:for-each>"
	    "</xsl:template>\n";
	static const char doc[] = "<r><item code=\"a\"/><item code=\"b\"/>"
	    "<item code=\"c\"/><item/><notice code=\"a\"/><item code=\"d\"/>"
	    "</r>";
	char	*xsl, *out;

	(void)state;
	xsl = g_strdup_printf("<?xml version=\"1.0\"?>\n"
	    "<xsl:stylesheet version=\"1.0\" "
	    "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\" "
	    "xmlns:sm=\"urn:x-scrabmail:xslt\" "
	    "extension-element-prefixes=\"sm\">\n"
	    "<xsl:import href=\"words.xsl\"/>\n"
	    "<xsl:output method=\"text\"/>\n%s" XSL_TAIL, body);
	out = apply_temp(xsl, "words.xsl", words, doc);
	/* Mode m twice: the import's templates but for b, whose template in
	 * the main stylesheet wins with a lower priority; a code without its
	 * own template and an item without a code get "item"'s.  Mode p:
	 * c's template declares a parameter, d's reads its context (one
	 * node, the first); mode q has a pattern of another kind (the first
	 * item matches both of its templates: the later one wins). */
	assert_string_equal(out, "A1,B2,I1,I1,B1,I1,;A1,B2,I1,I1,B1,I1,;"
	    "Q1,,Cgiven,,,D11,;"
	    "A1,B2,I1,I1,B1,I1,;Q1,,Cgiven,,,D11,");
	free(out);
	g_free(xsl);
}

/* sm:lines (report-xslt.c) gives the lines of a string, the empty ones
 * too, a final line feed starting none: the same lines as the marked
 * str:split that reply-html.xsl runs without the program. */
#define SM_LINES_XSL \
	"<?xml version=\"1.0\"?>\n" \
	"<xsl:stylesheet version=\"1.0\" " \
	"xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\" " \
	"xmlns:str=\"http://exslt.org/strings\" " \
	"xmlns:sm=\"urn:x-scrabmail:xslt\">\n" \
	"<xsl:output method=\"text\"/>\n" \
	"<xsl:template match=\"/\"><xsl:for-each select=\"r/s\">" \
	"<xsl:value-of select=\"count(sm:lines(.))\"/>:" \
	"<xsl:for-each select=\"sm:lines(.)\">[<xsl:value-of " \
	"select=\".\"/>]</xsl:for-each>=<xsl:for-each " \
	"select=\"str:split(concat('&#xE002;', str:replace(., '&#10;', " \
	"'&#10;&#xE002;')), '&#10;')[not(position() = last() and " \
	"position() != 1 and . = '&#xE002;')]\">[<xsl:value-of " \
	"select=\"substring(., 2)\"/>]</xsl:for-each>;" \
	"</xsl:for-each></xsl:template>\n" XSL_TAIL

static void
test_lines_ext(void **state)
{
	static const char doc[] = "<r><s/><s>a</s><s>a&#10;</s>"
	    "<s>&#10;</s><s>a&#10;&#10;b</s><s>&#10;&#10;a&#10;&#10;</s>"
	    "<s>  ro&#x219;u &amp; <b>x</b>&#10;-</s></r>";
	char	*out;

	(void)state;
	out = apply_temp(SM_LINES_XSL, NULL, NULL, doc);
	assert_string_equal(out, "1:[]=[];1:[a]=[a];1:[a]=[a];1:[]=[];"
	    "3:[a][][b]=[a][][b];4:[][][a][]=[][][a][];"
	    "2:[  ro\xc8\x99u & x][-]=[  ro\xc8\x99u & x][-];");
	free(out);
}

/* --- the duplicate contests' mails ------------------------------------- */

/* Whether text holds phrase, wherever the wrapper broke its lines. */
static int
has_phrase(const char *text, const char *phrase)
{
	char	*flat = g_strdup(text), *p;
	int	 found;

	for (p = flat; *p != '\0'; p++)
		if (*p == '\n')
			*p = ' ';
	found = strstr(flat, phrase) != NULL;
	g_free(flat);
	return found;
}

/* The body of the last reply render_free rendered, in its other
 * language (a mail holds one language now). */
static char *other_text;

/* The subject and body of r, with r freed; other_text the body in the
 * other language. */
static void
render_free(struct report_reply *r, char **subject, char **text)
{
	struct report_templates	*t;
	char			*xml, *lang, *s = NULL, *cause = NULL;

	render(r, subject, text);
	xml = report_reply_xml(r);
	lang = strstr(xml, " lang=\"");
	assert_non_null(lang);
	lang += 7;
	memcpy(lang, lang[0] == 'e' ? "ro" : "en", 2);
	t = open_templates();
	free(other_text);
	other_text = NULL;
	if (report_reply_render_xml(t, xml, &s, &other_text, NULL,
	    &cause) != 0)
		fail_msg("render: %s", cause);
	report_templates_free(t);
	free(s);
	free(xml);
	report_reply_free(r);
}

/* phrase in text or in the other language's version. */
static int
has_phrase_either(const char *text, const char *phrase)
{
	return has_phrase(text, phrase) || (other_text != NULL &&
	    has_phrase(other_text, phrase));
}

/* Every line of block appears whole in text, at least n times: none was
 * wrapped or re-indented. */
static void
assert_block_kept(const char *text, const char *block, int n)
{
	char	**lines = g_strsplit(block, "\n", -1);
	int	  i, k;

	for (i = 0; lines[i] != NULL; i++) {
		char		*l;
		const char	*p = text;

		if (lines[i][0] == '\0')
			continue;
		l = g_strdup_printf("\n%s\n", lines[i]);
		for (k = 0; (p = strstr(p, l)) != NULL; k++)
			p++;
		if (k < n)
			fail_msg("line '%s' appears %d times, not %d:\n%s",
			    lines[i], k, n, text);
		g_free(l);
	}
	g_strfreev(lines);
}

/* The position of RULES.md after H7 CASA, I8 STIRE and 6E C0OMANDA (a
 * blank), read from CGP; the diagram marks the last word, C0OMANDA. */
static char *
worked_board(void)
{
	static const char *cgp =
	    "15/15/15/15/5c9/5O9/5M9/5ACASA5/5N1STIRE3/5D9/5A9/15/15/15/15";
	struct sm_board	b;
	struct sm_move	m;

	assert_int_equal(sm_board_parse_cgp(&b, cgp, strlen(cgp), NULL),
	    SM_BOARD_OK);
	assert_int_equal(sm_move_parse(&m, "6E cOMANDA", 10, NULL),
	    SM_NOTATION_OK);
	return report_board_text(&b, &m);
}

static char *
rack_text(const char *letters)
{
	struct sm_rack	r;

	assert_int_equal(sm_rack_parse(&r, letters, strlen(letters), NULL),
	    SM_RACK_OK);
	return report_rack_text(&r);
}

/* Standings as the contest code pre-formats them. */
static const char standings[] =
    "   1. Ion Popescu         312   98.1%\n"
    "   2. Maria Ionescu       305   95.9%\n"
    "   3. Ștefan Țăranu       298   93.7%\n"
    "   4. Ana-Maria Dumitrescu 290  91.2%\n"
    "   5. Radu Vasile         288   90.6%\n"
    "   6. Elena Munteanu      270   84.9%\n"
    "   7. Mihai Stoica        266   83.6%\n"
    "   8. Ioana Marin         250   78.6%\n"
    "   9. Dan Georgescu       241   75.8%\n"
    "  10. Cristina Pop        239   75.2%\n";
/* The same as the Romanian mails show them: the decimal comma in the
 * percentage column only (messages-ro.xsl's ro.standings). */
static const char standings_ro[] =
    "   1. Ion Popescu         312   98,1%\n"
    "   2. Maria Ionescu       305   95,9%\n"
    "   3. Ștefan Țăranu       298   93,7%\n"
    "   4. Ana-Maria Dumitrescu 290  91,2%\n"
    "   5. Radu Vasile         288   90,6%\n"
    "   6. Elena Munteanu      270   84,9%\n"
    "   7. Mihai Stoica        266   83,6%\n"
    "   8. Ioana Marin         250   78,6%\n"
    "   9. Dan Georgescu       241   75,8%\n"
    "  10. Cristina Pop        239   75,2%\n";

static void
test_golden_receipt_ro(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_set_subject(r, "Runda 7");
	report_reply_item(r, 1, "CONCURS Flacăra", "CONTEST", "ok",
	    "contest.ok", "contest", "Flacăra", NULL);
	report_reply_item(r, 2, "NUME Ion Popescu", "NAME", "ok", "name.ok",
	    "name", "Ion Popescu", NULL);
	report_reply_item(r, 3, "TUR 7 h8 casa 8", "ROUND", "ok",
	    "round.received", "contest", "Flacăra", "round", "7", "move",
	    "H8 CASA", "claimed", "8", "deadline",
	    "12 martie 2025, ora 20:00", NULL);
	/* Without the optional claimed score nor a deadline. */
	report_reply_item(r, 5, "TUR 3 8H C0ASE", "ROUND", "ok",
	    "round.received", "contest", "Știință și Tehnică", "round", "3",
	    "move", "8H cASE", NULL);
	render_free(r, &subject, &text);
	/* Named after the last line about a round. */
	assert_string_equal(subject, "Concursul „Știință și Tehnică” · "
	    "runda 03 · mutare primită");
	assert_golden("ro-receipt", text);
	/* A receipt never judges the move. */
	assert_null(strstr(text, "valabil"));
	assert_null(strstr(text, " valid"));
	assert_non_null(strstr(text, "Iată ce s-a întâmplat"));
	free(subject);
	free(text);
}

static void
test_golden_receipt_en(void **state)
{
	struct report_reply	*r = report_reply_new("en");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, "Jane Doe", "jane@example.com");
	report_reply_set_subject(r, "my move");
	report_reply_item(r, 1, "TUR 7 H8 CASA 8", "ROUND", "ok",
	    "round.received", "contest", "Flacăra", "round", "7", "move",
	    "H8 CASA", "claimed", "8", "deadline", "2025-03-12 20:00 EET",
	    NULL);
	report_reply_item(r, 3, "TUR 7 H8 CASE 10", "ROUND", "ok",
	    "round.replaced", "contest", "Flacăra", "round", "7", "move",
	    "H8 CASE", "claimed", "10", "previous", "H8 CASA", "deadline",
	    "2025-03-12 20:00 EET", NULL);
	/* Judged on receipt: valid with a wrong claim; valid without a
	 * claim; refused with the engine's reason; refused without one. */
	report_reply_item(r, 5, "TUR 4 H4 TRACASAI 12", "ROUND", "ok",
	    "round.received-judged", "contest", "Rebus", "round", "4",
	    "move", "H4 TRACASAI", "claimed", "12", "valid", "yes", "score",
	    "11", "deadline", "2025-03-13 12:00 EET", NULL);
	report_reply_item(r, 7, "TUR 4 K5 CAPRARUL", "ROUND", "ok",
	    "round.received-judged", "contest", "Rebus", "round", "4",
	    "move", "K5 CAPRARUL", "valid", "yes", "score", "86", NULL);
	report_reply_item(r, 9, "TUR 4 H8 CASAX 9", "ROUND", "ok",
	    "round.received-judged", "contest", "Rebus", "round", "4",
	    "move", "H8 CASAX", "claimed", "9", "valid", "no", "score", "0",
	    "reason", "CASAX is not in the lexicon.", "deadline",
	    "2025-03-13 12:00 EET", NULL);
	report_reply_item(r, 11, "TUR 4 A1 XX", "ROUND", "ok",
	    "round.received-judged", "contest", "Rebus", "round", "4",
	    "move", "A1 XX", "valid", "no", "score", "0", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Contest Rebus · round 04 · "
	    "move received");
	assert_golden("en-receipt", text);
	assert_true(strncmp(text, "Hello Jane Doe,\n", 16) == 0);
	/* A reason that ends with a full stop gets no second one. */
	assert_null(strstr(text, "lexicon.."));
	assert_true(has_phrase_either(text, "scores 86 points."));
	assert_true(has_phrase_either(text, "valorează 86 de puncte."));
	free(subject);
	free(text);
}

static void
test_golden_round_errors(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_to(r, NULL, "cititor@example.ro");
	report_reply_set_subject(r, "Fw: concurs");
	report_reply_item(r, 1, "TUR 6 H8 CASA 8", "ROUND", "error",
	    "round.late", "contest", "Flacăra", "round", "6", "deadline",
	    "5 martie 2025, ora 20:00", NULL);
	report_reply_item(r, 2, "TUR 5 H8 CASA 8", "ROUND", "error",
	    "round.closed", "contest", "Flacăra", "round", "5", NULL);
	report_reply_item(r, 3, "TUR 9 H8 CASA 8", "ROUND", "error",
	    "round.unknown", "contest", "Flacăra", "round", "9", "current",
	    "7", NULL);
	report_reply_item(r, 4, "TUR 1 H8 CASA 8", "ROUND", "error",
	    "round.unknown", "contest", "Rebus", "round", "1", NULL);
	report_reply_item(r, 5, "TUR 7 H8 CASA 8", "ROUND", "error",
	    "round.no-contest", NULL);
	report_reply_item(r, 6, "TUR 7 H8 CASA 8", "ROUND", "error",
	    "round.no-contest", "contests", "Flacăra, Rebus", NULL);
	report_reply_item(r, 7, "TUR 7 H8 CASA 8", "ROUND", "error",
	    "round.which-contest", "contests", "Flacăra, Rebus, Știință și "
	    "Tehnică", NULL);
	report_reply_item(r, 8, "TUR 2 H8 CASA 8", "ROUND", "error",
	    "round.not-entrant", "contest", "Campionatul național 2025",
	    NULL);
	report_reply_item(r, 9, "TUR", "ROUND", "error", "round.usage", NULL);
	report_reply_item(r, 10, "TUR 7 Z9 CASA 8", "ROUND", "error",
	    "round.bad-move", "text", "Z9 CASA 8", "reason",
	    "coordonata nu este de forma H8 sau 8H", NULL);
	report_reply_item(r, 11, "TUR 7", "ROUND", "error", "round.no-move",
	    "round", "7", NULL);
	report_reply_item(r, 12, "NUME", "NAME", "error", "name.usage", NULL);
	report_reply_item(r, 13, "CONCURS Flacara2", "CONTEST", "error",
	    "contest.unknown", "name", "Flacara2", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Rebus” · runda 01 · mutare "
	    "refuzată");
	assert_golden("ro-round-errors", text);
	/* The usage shows the entry as list lines, kept whole. */
	assert_block_kept(text, "  TUR 7\n  H8 CASA 8\n", 1);
	free(subject);
	free(text);
}

static void
test_golden_announce(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text, *board, *rack;

	(void)state;
	board = worked_board();
	rack = rack_text("TRAIES?");
	report_reply_set_kind(r, "round");
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	/* An original subject is ignored for a contest's own mail. */
	report_reply_set_subject(r, "ignored");
	report_reply_notice(r, "round.announce", "contest", "Flacăra",
	    "variant", "classic", "round", "4", "board", board, "rack", rack,
	    "deadline", "12 martie 2025, ora 20:00", "address",
	    "concurs@flacara.example.ro", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Flacăra” · runda 04 · "
	    "runda nouă");
	assert_golden("ro-announce", text);
	assert_block_kept(text, board, 1);
	assert_non_null(strstr(text, "\nLiterele rundei:  A E I R S T ?\n"));
	assert_non_null(strstr(text, "[ ] ultimul cuvânt jucat"));
	assert_null(strstr(text, "SHA-256"));	/* not round 1 */
	assert_null(strstr(text, "Iată ce"));
	free(subject);
	free(text);
	free(board);
	free(rack);
}

static void
test_golden_announce_tactic(void **state)
{
	struct report_reply	*r = report_reply_new("en");
	struct sm_board		 b;
	char			*subject, *text, *board, *rack, *rack2;

	(void)state;
	sm_board_clear(&b);
	board = report_board_text(&b, NULL);
	rack = rack_text("ESARCTI");
	rack2 = rack_text("UNZBOL?");
	report_reply_set_kind(r, "round");
	report_reply_set_to(r, NULL, "reader@example.com");
	report_reply_notice(r, "round.announce", "contest", "Rebus",
	    "variant", "tactic", "round", "1", "board", board, "rack", rack,
	    "rack2", rack2, "deadline", "2025-03-12 20:00 EET", "address",
	    "rebus@example.ro", "seed_hash",
	    "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
	    NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Contest Rebus · round 01 · new round");
	assert_golden("en-announce-tactic", text);
	assert_block_kept(text, board, 1);
	/* The hash on a line of its own, whole. */
	assert_block_kept(text, "  9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0"
	    "b822cd15d6c15b0f00a08", 1);
	/* No last move on an empty board: no bracket in the key. */
	assert_null(strstr(text, "[ ]"));
	assert_non_null(strstr(text, "  group 2:  B L N O U Z ?\n"));
	free(subject);
	free(text);
	free(board);
	free(rack);
	free(rack2);
}

/* A results mail: the entrant's results, then the next round. */
static void
test_golden_results(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text, *board, *rack;

	(void)state;
	board = worked_board();
	rack = rack_text("AEIRST?");
	report_reply_set_kind(r, "results");
	report_reply_set_to(r, "Maria Ionescu", "maria@example.ro");
	report_reply_notice(r, "round.results", "contest", "Flacăra",
	    "round", "3", "top", "6E cOMANDA", "top_score", "71", "tops",
	    "6E cOMANDE, E6 cOMANDA", "best", "71", "entrants", "153",
	    "move", "6E cOMANDA", "score", "71", "warnings", "1", "bonus",
	    "25", "rank", "2", "total", "305", "percent", "95.9",
	    "standings", standings, NULL);
	report_reply_notice(r, "round.announce", "contest", "Flacăra",
	    "variant", "eliptic", "round", "4", "board", board, "rack", rack,
	    "deadline", "12 martie 2025, ora 20:00", "address",
	    "concurs@flacara.example.ro", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Flacăra” · runda 03 · "
	    "rezultate");
	assert_golden("ro-results", text);
	assert_block_kept(text, standings_ro, 1);
	assert_block_kept(text, board, 1);
	/* Romanian numbers: "de" from 20 on, a decimal comma. */
	assert_true(has_phrase_either(text, "71 de puncte"));
	assert_true(has_phrase_either(text, "au participat 153 de jucători"));
	assert_true(has_phrase_either(text, "(95,9% din suma topurilor)"));
	assert_true(has_phrase_either(text, "(95.9% of the sum of the tops)"));
	assert_true(has_phrase_either(text, "you are 2nd, with"));
	/* One blank line between paragraphs, never two. */
	assert_null(strstr(text, "\n\n\n"));
	free(subject);
	free(text);
	free(board);
	free(rack);
}

static void
test_golden_results_en(void **state)
{
	struct report_reply	*r = report_reply_new("en");
	char			*subject, *text;

	(void)state;
	report_reply_set_kind(r, "results");
	report_reply_set_to(r, "Jane Doe", "jane@example.com");
	/* Refused, one equivalent top, no standings nor bonus. */
	report_reply_notice(r, "round.results", "contest", "Rebus",
	    "round", "12", "top", "K5 CAPRARUL", "top_score", "86", "tops",
	    "5K CAPRARUL", "best", "74", "entrants", "1", "move",
	    "K5 CAPRARIL", "score", "0", "verdict",
	    "CAPRARIL is not in the lexicon", "rank", "101", "total", "1",
	    "percent", "0.1", NULL);
	/* A second entrant: no move, no optional argument at all. */
	report_reply_notice(r, "round.results", "contest", "Rebus",
	    "round", "12", "top", "K5 CAPRARUL", "top_score", "86", "best",
	    "74", "entrants", "2", "score", "0", "rank", "20", "total",
	    "100", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Contest Rebus · round 12 · results");
	assert_golden("en-results", text);
	assert_null(strstr(text, "standings after"));
	assert_null(strstr(text, "Clasamentul"));
	assert_true(has_phrase_either(text, "(1 entrant in this round)"));
	assert_true(has_phrase_either(text, "a participat un singur jucător"));
	assert_true(has_phrase_either(text, "au participat 2 jucători"));
	assert_true(has_phrase_either(text, "you are 101st, with a total of 1 point "));
	assert_true(has_phrase_either(text, "cu un total de 1 punct "));
	assert_true(has_phrase_either(text, "cu un total de 100 de puncte."));
	assert_true(has_phrase_either(text, "You sent no move for this round"));
	free(subject);
	free(text);
}

static void
test_golden_results_none(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_kind(r, "results");
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_notice(r, "round.results-none", "contest", "Flacăra",
	    "round", "9", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Flacăra” · runda 09 · "
	    "rezultate");
	assert_golden("ro-results-none", text);
	/* Without a next round in the mail, the opening does not
	 * announce one. */
	assert_null(strstr(text, "enunțul"));
	free(subject);
	free(text);

	/* No valid move was possible: new letters (English first). */
	r = report_reply_new("en");
	report_reply_set_kind(r, "results");
	report_reply_notice(r, "round.results-nomove", "contest", "Rebus",
	    "round", "15", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Contest Rebus · round 15 · results");
	assert_golden("en-results-nomove", text);
	assert_true(has_phrase_either(text, "new letters are drawn"));
	assert_true(has_phrase_either(text, "se trag litere noi"));
	free(subject);
	free(text);
}

static void
test_golden_reminder(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_kind(r, "reminder");
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_notice(r, "round.reminder", "contest", "Flacăra",
	    "round", "7", "deadline", "12 martie 2025, ora 20:00", "address",
	    "concurs@flacara.example.ro", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Flacăra” · runda 07 · "
	    "amintire");
	assert_golden("ro-reminder", text);
	free(subject);
	free(text);
}

static void
test_golden_over(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*subject, *text;

	(void)state;
	report_reply_set_kind(r, "over");
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_notice(r, "contest.over", "contest", "Flacăra",
	    "rounds", "20", "winner", "Ion Popescu", "seed",
	    "4f1c0a9e2b7d3c58", "rank", "1", "total", "312", "percent",
	    "98.1", "standings", standings, NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Concursul „Flacăra” · runda 20 · "
	    "rezultatele finale");
	assert_golden("ro-over", text);
	assert_null(strstr(text, "\n\n\n"));
	assert_block_kept(text, standings_ro, 1);
	assert_block_kept(text, "  4f1c0a9e2b7d3c58", 1);
	free(subject);
	free(text);
	r = report_reply_new("en");
	report_reply_set_kind(r, "over");
	report_reply_notice(r, "contest.over", "contest", "Flacăra",
	    "rounds", "20", "winner", "Ion Popescu", "seed",
	    "4f1c0a9e2b7d3c58", "rank", "1", "total", "312", "percent",
	    "98.1", "standings", standings, NULL);
	render_free(r, &subject, &text);
	assert_true(has_phrase_either(text, "You finished 1st, with 312 points"));
	assert_block_kept(text, standings, 1);
	free(subject);
	free(text);
	/* Names with a full stop keep it; only the percentage changes. */
	r = report_reply_new("ro");
	report_reply_set_kind(r, "over");
	report_reply_notice(r, "contest.over", "contest", "Flacăra",
	    "rounds", "20", "winner", "I. Popescu", "standings",
	    "   1. I. Popescu          312  100.0%\n"
	    "   2. M.A. Ionescu        305   95.9%\n", NULL);
	render_free(r, &subject, &text);
	assert_block_kept(text, "   1. I. Popescu          312  100,0%\n"
	    "   2. M.A. Ionescu        305   95,9%\n", 1);
	free(subject);
	free(text);

	/* Without standings nor the entrant's place; two winners; English
	 * first. */
	r = report_reply_new("en");
	report_reply_set_kind(r, "over");
	report_reply_notice(r, "contest.over", "contest", "Rebus", "rounds",
	    "1", "winner", "Ion Popescu, Maria Ionescu", "seed", "abc", NULL);
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Contest Rebus · round 01 · "
	    "final results");
	assert_true(has_phrase_either(text, "is over after 1 round. The winners, "
	    "tied, are Ion Popescu, Maria Ionescu - congratulations!"));
	assert_null(strstr(text, "standings"));
	assert_null(strstr(text, "You finished"));
	free(subject);
	free(text);
	r = report_reply_new("ro");
	report_reply_set_kind(r, "over");
	report_reply_notice(r, "contest.over", "contest", "Rebus", "rounds",
	    "1", "winner", "Ion Popescu, Maria Ionescu", "seed", "abc", NULL);
	render_free(r, &subject, &text);
	assert_true(has_phrase_either(text, "s-a încheiat după 1 rundă. "
	    "Câștigătorii, la egalitate, sunt Ion Popescu, Maria Ionescu"));
	free(subject);
	free(text);
}

static int
count(const char *s, const char *what)
{
	int	n = 0;

	for (; (s = strstr(s, what)) != NULL; s++)
		n++;
	return n;
}

/* The HTML part: the same mail from the same document, the board as a
 * table of 225 coloured squares with the last word's marked, one
 * language, nothing a webmail drops; the page link with base_url; no
 * HTML part from a directory without reply-html.xsl. */
static void
test_html_part(void **state)
{
	struct report_templates	*t;
	struct report_reply	*r = report_reply_new("ro");
	char	*subject, *text, *html, *board, *cause = NULL, *title, *dir;
	int	 marked;

	(void)state;
	board = worked_board();
	report_reply_set_kind(r, "round");
	report_reply_set_to(r, "Ion Popescu", "ion@example.ro");
	report_reply_notice(r, "round.announce", "contest", "Flacăra Nouă",
	    "variant", "classic", "round", "4", "board", board, "rack",
	    "A E I R S T ?", "deadline", "12 martie 2025, ora 20:00",
	    "address", "concurs@flacara.example.ro", NULL);
	t = open_templates();
	assert_int_equal(report_templates_have_html(t), 1);
	if (report_reply_render(t, r, &subject, &text, &html, &cause) != 0)
		fail_msg("render: %s", cause);
	assert_non_null(html);
	assert_non_null(strstr(html, "<table"));
	/* 225 squares and the table's own background. */
	assert_int_equal(count(html, "bgcolor=\""), 226);
	marked = count(board, "[");
	assert_true(marked >= 2);
	assert_int_equal(count(html, "bgcolor=\"#ffb74d\""), marked);
	/* The title is the subject; the text of the key is not there (the
	 * table has its own), the sentences are. */
	title = g_strdup_printf("<title>%s</title>", subject);
	assert_non_null(strstr(html, title));
	g_free(title);
	assert_null(strstr(html, "Legendă: ="));
	assert_non_null(strstr(html, "cuvânt ×3"));
	assert_non_null(strstr(html, "Bună ziua, Ion Popescu,"));
	assert_null(strstr(html, "Hello"));
	assert_non_null(strstr(html, "In English: this contest writes its mails"));
	assert_null(strstr(html, "<script"));
	assert_null(strstr(html, "<style"));
	assert_null(strstr(html, "<img"));
	assert_null(strstr(html, "<svg"));
	assert_null(strstr(html, "position:"));
	assert_null(strstr(html, "href="));	/* no base_url: no link */
	assert_null(strstr(text, "https:"));
	free(subject);
	free(text);
	free(html);

	report_templates_set_base_url(t, "https://x.example/p//");
	if (report_reply_render(t, r, &subject, &text, &html, &cause) != 0)
		fail_msg("render: %s", cause);
	assert_non_null(strstr(html, "<a href=\"https://x.example/p/"
	    "Flac%C4%83ra%20Nou%C4%83/round-04.html\""));
	if (strstr(text, "\nPagina de pe web: https://x.example/p/"
	    "Flac%C4%83ra%20Nou%C4%83/round-04.html\n") == NULL)
		fail_msg("no link in:\n%s", text);
	free(subject);
	free(text);
	free(html);

	/* A championship's game: the reply's page. */
	report_reply_set_page(r, "Cupa/2026", "game-3.html");
	if (report_reply_render(t, r, &subject, &text, &html, &cause) != 0)
		fail_msg("render: %s", cause);
	assert_non_null(strstr(html, "href=\"https://x.example/p/Cupa_2026/"
	    "game-3.html\""));
	free(subject);
	free(text);
	free(html);
	report_templates_free(t);

	/* An organiser's directory with reply.xsl only: text alone. */
	dir = temp_templates(XSL_HEAD "<xsl:template match=\"/\">S&#xE000;B"
	    "</xsl:template>\n" XSL_TAIL, NULL, NULL);
	t = report_templates_open(dir, &cause);
	assert_non_null(t);
	assert_int_equal(report_templates_have_html(t), 0);
	html = text;	/* anything but NULL */
	if (report_reply_render(t, r, &subject, &text, &html, &cause) != 0)
		fail_msg("render: %s", cause);
	assert_null(html);
	assert_string_equal(text, "B\n");
	free(subject);
	free(text);
	report_templates_free(t);
	rm_tree(dir);
	report_reply_free(r);
	free(board);
}

/* Romanian numbers take "de" from 20 on (and for whole hundreds), not
 * for 1-19 nor 101-119; English singular for 1. */
static void
test_numbers(void **state)
{
	static const struct {
		const char	*n, *ro, *en;
	} cases[] = {
		{ "0", "valorează 0 puncte.", "scores 0 points." },
		{ "1", "valorează 1 punct.", "scores 1 point." },
		{ "19", "valorează 19 puncte.", "scores 19 points." },
		{ "20", "valorează 20 de puncte.", "scores 20 points." },
		{ "100", "valorează 100 de puncte.", "scores 100 points." },
		{ "101", "valorează 101 puncte.", "scores 101 points." },
		{ "119", "valorează 119 puncte.", "scores 119 points." },
		{ "120", "valorează 120 de puncte.", "scores 120 points." },
		{ "1002", "valorează 1002 puncte.", "scores 1002 points." },
		{ "-", "valorează - puncte.", "scores - points." },
	};
	struct report_reply	*r;
	char			*subject, *text;
	size_t			 i;

	(void)state;
	for (i = 0; i < 2 * sizeof cases / sizeof cases[0]; i++) {
		size_t	 c = i / 2;
		int	 en = i % 2;

		r = report_reply_new(en ? "en" : "ro");
		report_reply_item(r, 1, "TUR 1 H8 CASA", "ROUND", "ok",
		    "round.received-judged", "contest", "C", "round", "1",
		    "move", "H8 CASA", "valid", "yes", "score", cases[c].n,
		    NULL);
		render_free(r, &subject, &text);
		if (strstr(text, en ? cases[c].en : cases[c].ro) == NULL)
			fail_msg("%s: want '%s' in:\n%s", cases[c].n,
			    en ? cases[c].en : cases[c].ro, text);
		free(subject);
		free(text);
	}
}

/* The kind in the XML; arguments of several lines keep their line feeds
 * (and only those), each line bounded; an unknown kind still renders. */
static void
test_kind_and_lines(void **state)
{
	struct report_reply	*r = report_reply_new("ro");
	char			*xml, *subject, *text;
	GString			*big = g_string_new(NULL);
	int			 i;

	(void)state;
	xml = report_reply_xml(r);
	assert_non_null(strstr(xml, "<reply lang=\"ro\" kind=\"reply\">"));
	free(xml);
	report_reply_set_kind(r, "results");
	report_reply_set_kind(r, NULL);		/* back to a reply */
	xml = report_reply_xml(r);
	assert_non_null(strstr(xml, "kind=\"reply\""));
	free(xml);
	report_reply_set_kind(r, "over\"<x>");
	report_reply_notice(r, "x", "a", "one\r\ntwo\tthree\n  four", NULL);
	for (i = 0; i < 300; i++)
		g_string_append_printf(big, "line %d %s\n", i,
		    i == 5 ? "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		    "xxxxxxxxxxxx" : "");
	report_reply_notice(r, "y", "b", big->str, NULL);
	xml = report_reply_xml(r);
	assert_non_null(strstr(xml, "kind=\"over&quot;&lt;x&gt;\""));
	assert_non_null(strstr(xml, ">one\ntwo three\n  four</arg>"));
	/* Line 5 cut with an ellipsis, the next line kept. */
	assert_non_null(strstr(xml, "xxx\xe2\x80\xa6\nline 6 \n"));
	/* At most 200 lines: line 199 is the last, then an ellipsis. */
	assert_non_null(strstr(xml, "\nline 199 \n\xe2\x80\xa6</arg>"));
	assert_null(strstr(xml, "line 200"));
	free(xml);
	/* A long plain value: 495 bytes kept, then the ellipsis, as for any
	 * text (the fast path for ASCII runs cuts at the same place). */
	g_string_truncate(big, 0);
	for (i = 0; i < 1000; i++)
		g_string_append_c(big, 'x');
	report_reply_notice(r, "z", "c", big->str, NULL);
	xml = report_reply_xml(r);
	g_string_truncate(big, 495);
	g_string_prepend(big, ">");
	g_string_append(big, "\xe2\x80\xa6</arg>");
	assert_non_null(strstr(xml, big->str));
	free(xml);
	/* An unknown kind: rendered, subject from the fallback. */
	render_free(r, &subject, &text);
	assert_string_equal(subject, "Răspuns la comenzile dumneavoastră");
	assert_non_null(strstr(text, "one\ntwo three\n  four"));
	free(subject);
	free(text);
	g_string_free(big, TRUE);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_golden_ro_session),
		cmocka_unit_test(test_golden_en_errors),
		cmocka_unit_test(test_golden_ro_help),
		cmocka_unit_test(test_golden_notices),
		cmocka_unit_test(test_unknown_code),
		cmocka_unit_test(test_special_characters),
		cmocka_unit_test(test_echo_not_wrapped),
		cmocka_unit_test(test_long_argument),
		cmocka_unit_test(test_memo_same_xml),
		cmocka_unit_test(test_broken_stylesheet),
		cmocka_unit_test(test_write_refused),
		cmocka_unit_test(test_network_refused),
		cmocka_unit_test(test_no_external_entities),
		cmocka_unit_test(test_params_quoted),
		cmocka_unit_test(test_golden_receipt_ro),
		cmocka_unit_test(test_golden_receipt_en),
		cmocka_unit_test(test_golden_round_errors),
		cmocka_unit_test(test_golden_announce),
		cmocka_unit_test(test_golden_announce_tactic),
		cmocka_unit_test(test_golden_results),
		cmocka_unit_test(test_golden_results_en),
		cmocka_unit_test(test_golden_results_none),
		cmocka_unit_test(test_golden_reminder),
		cmocka_unit_test(test_golden_over),
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_kind_and_lines),
		cmocka_unit_test(test_html_part),
		cmocka_unit_test(test_apply_templates_ext),
		cmocka_unit_test(test_lines_ext),
		cmocka_unit_test(test_same_spaces),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
