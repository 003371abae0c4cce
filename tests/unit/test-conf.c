/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-conf.c: the configuration file (conf.c): the defaults without a
 * file, a file that sets every group, the values derived from others
 * (domain and X-Loop from the address, the daemon's source from the
 * account given), and the errors for unknown groups and keys and for values
 * of the wrong kind, each naming the file, the group and the key.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "conf.h"
#include "mail-net.h"

/* A temporary file holding text (mode 0600, as mkstemp makes it); the
 * caller unlinks and frees the returned path. */
static char *
write_conf(const char *text)
{
	char *path = strdup("/tmp/test-conf-XXXXXX");
	size_t len = strlen(text);
	int fd;

	assert_non_null(path);
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, len), (ssize_t)len);
	assert_int_equal(close(fd), 0);
	return path;
}

/* Load text; the caller frees the conf. */
static struct conf *
load_ok(const char *text)
{
	char *path = write_conf(text), *cause = NULL;
	struct conf *c;

	c = conf_load(path, &cause);
	if (c == NULL)
		fail_msg("conf_load refused:\n%s\n%s", text, cause);
	assert_null(cause);
	assert_string_equal(c->path, path);
	unlink(path);
	free(path);
	return c;
}

/* Load text, which must fail with a cause holding the file's name and each
 * of the NULL-terminated strings that follow. */
static void
load_bad(const char *text, ...)
{
	char *path = write_conf(text), *cause = NULL;
	const char *want;
	struct conf *c;
	va_list ap;

	c = conf_load(path, &cause);
	if (c != NULL)
		fail_msg("conf_load accepted:\n%s", text);
	assert_non_null(cause);
	if (strstr(cause, path) == NULL)
		fail_msg("cause without the file name: %s", cause);
	va_start(ap, text);
	while ((want = va_arg(ap, const char *)) != NULL)
		if (strstr(cause, want) == NULL)
			fail_msg("cause without '%s': %s", want, cause);
	va_end(ap);
	free(cause);
	unlink(path);
	free(path);
}

static void
check_defaults(const struct conf *c)
{
	assert_null(c->database);
	assert_string_equal(c->address, "scrabmail@localhost");
	assert_string_equal(c->name, "scrabmail");
	assert_string_equal(c->domain, "localhost");
	assert_string_equal(c->loop, "scrabmail@localhost");
	assert_string_equal(c->lang, "ro");
	assert_null(c->templates);
	assert_null(c->base_url);
	assert_null(c->lexicon);
	assert_int_equal(c->limits.max_size, 4 * 1024 * 1024);
	assert_int_equal(c->limits.max_depth, 8);
	assert_int_equal(c->limits.max_parts, 64);
	assert_int_equal(c->limits.max_lines, 500);
	assert_int_equal(c->max_commands, 50);
	assert_int_equal(c->replies_per_hour, 30);
	assert_int_equal(c->min_password, 6);
	assert_int_equal(c->max_failed_signons, 5);
	assert_null(c->imap.url);
	assert_null(c->pop3.url);
	assert_null(c->smtp.url);
	assert_null(c->smtp.user);
	assert_int_equal(c->smtp.insecure, 0);
	assert_int_equal(c->smtp.starttls, 0);
	assert_int_equal(c->smtp.timeout, 0);
	assert_null(c->maildir);
	assert_string_equal(c->source, "none");
	assert_int_equal(c->interval, 60);
	assert_int_equal(c->use_syslog, 0);
	assert_int_equal(c->give_up_hours, 120);
}

static void
test_defaults(void **state)
{
	struct conf *c;
	char *cause = NULL;

	(void)state;
	assert_int_equal(unsetenv("SCRABMAIL_CONFIG"), 0);
	c = conf_load(NULL, &cause);
	assert_non_null(c);
	assert_null(cause);
	assert_null(c->path);
	check_defaults(c);
	conf_free(c);
	/* An empty $SCRABMAIL_CONFIG is no file either. */
	assert_int_equal(setenv("SCRABMAIL_CONFIG", "", 1), 0);
	c = conf_load(NULL, &cause);
	assert_non_null(c);
	assert_null(c->path);
	check_defaults(c);
	conf_free(c);
	assert_int_equal(unsetenv("SCRABMAIL_CONFIG"), 0);
	/* An empty file, and one of comments only. */
	c = load_ok("");
	check_defaults(c);
	conf_free(c);
	c = load_ok("# nothing\n\n[limits]\n# still nothing\n");
	check_defaults(c);
	conf_free(c);
	conf_free(NULL);
}

static void
test_env_and_missing(void **state)
{
	char *path, *cause = NULL;
	struct conf *c;

	(void)state;
	path = write_conf("[scrabmail]\naddress = joc@example.org\n");
	assert_int_equal(setenv("SCRABMAIL_CONFIG", path, 1), 0);
	c = conf_load(NULL, &cause);
	assert_non_null(c);
	assert_string_equal(c->path, path);
	assert_string_equal(c->address, "joc@example.org");
	conf_free(c);
	assert_int_equal(unsetenv("SCRABMAIL_CONFIG"), 0);
	unlink(path);
	/* Now missing: an error naming it. */
	c = conf_load(path, &cause);
	assert_null(c);
	assert_non_null(cause);
	assert_non_null(strstr(cause, path));
	free(cause);
	free(path);
}

static const char full[] =
    "# A file that sets everything.\n"
    "[scrabmail]\n"
    "database = /var/lib/scrabmail/s.db\n"
    "address = joc@scrabble.example.ro\n"
    "name = Scrabble prin poștă\n"
    "domain = mid.example.ro\n"
    "loop = scrabmail-loop@example.ro\n"
    "lang = en\n"
    "templates = /etc/scrabmail/templates\n"
    "base_url = https://scrabble.example.ro/pagini\n"
    "lexicon = /usr/share/scrabmail/ro.lex\n"
    "\n"
    "[limits]\n"
    "max_size = 2M\n"
    "max_lines = 800\n"
    "max_depth = 5\n"
    "max_parts = 20\n"
    "max_commands = 70\n"
    "replies_per_hour = 12\n"
    "min_password = 8\n"
    "max_failed_signons = 3\n"
    "\n"
    "[imap]\n"
    "url = imaps://mail.example.ro/INBOX\n"
    "user = joc\n"
    "password = s3cret imap\n"
    "cafile = /etc/ssl/ca.pem\n"
    "insecure = yes\n"
    "starttls = no\n"
    "timeout = 30\n"
    "done = Processed\n"
    "\n"
    "[pop3]\n"
    "url = pop3://mail.example.ro\n"
    "user = joc-pop\n"
    "password = pop\n"
    "starttls = true\n"
    "insecure = false\n"
    "timeout = 45\n"
    "\n"
    "[smtp]\n"
    "url = smtp://mail.example.ro:587/scrabble.example.ro\n"
    "user = joc-smtp\n"
    "password = smtp\n"
    "starttls = 1\n"
    "insecure = 0\n"
    "timeout = 3600\n"
    "\n"
    "[maildir]\n"
    "path = /home/joc/Maildir\n"
    "\n"
    "[daemon]\n"
    "source = pop3\n"
    "interval = 300\n"
    "syslog = YES\n"
    "give_up_hours = 48\n";

static void
test_full(void **state)
{
	struct conf *c;

	(void)state;
	c = load_ok(full);
	assert_string_equal(c->database, "/var/lib/scrabmail/s.db");
	assert_string_equal(c->address, "joc@scrabble.example.ro");
	assert_string_equal(c->name, "Scrabble prin poștă");
	assert_string_equal(c->domain, "mid.example.ro");
	assert_string_equal(c->loop, "scrabmail-loop@example.ro");
	assert_string_equal(c->lang, "en");
	assert_string_equal(c->templates, "/etc/scrabmail/templates");
	assert_string_equal(c->base_url, "https://scrabble.example.ro/pagini");
	assert_string_equal(c->lexicon, "/usr/share/scrabmail/ro.lex");
	assert_int_equal(c->limits.max_size, 2 * 1024 * 1024);
	assert_int_equal(c->limits.max_lines, 800);
	assert_int_equal(c->limits.max_depth, 5);
	assert_int_equal(c->limits.max_parts, 20);
	assert_int_equal(c->max_commands, 70);
	assert_int_equal(c->replies_per_hour, 12);
	assert_int_equal(c->min_password, 8);
	assert_int_equal(c->max_failed_signons, 3);
	assert_string_equal(c->imap.url, "imaps://mail.example.ro/INBOX");
	assert_string_equal(c->imap.user, "joc");
	assert_string_equal(c->imap.password, "s3cret imap");
	assert_string_equal(c->imap.cafile, "/etc/ssl/ca.pem");
	assert_int_equal(c->imap.insecure, 1);
	assert_int_equal(c->imap.starttls, 0);
	assert_int_equal(c->imap.timeout, 30);
	assert_string_equal(c->imap.done, "Processed");
	assert_string_equal(c->pop3.url, "pop3://mail.example.ro");
	assert_string_equal(c->pop3.user, "joc-pop");
	assert_string_equal(c->pop3.password, "pop");
	assert_null(c->pop3.cafile);
	assert_int_equal(c->pop3.starttls, 1);
	assert_int_equal(c->pop3.insecure, 0);
	assert_int_equal(c->pop3.timeout, 45);
	assert_null(c->pop3.done);
	assert_string_equal(c->smtp.url,
	    "smtp://mail.example.ro:587/scrabble.example.ro");
	assert_string_equal(c->smtp.user, "joc-smtp");
	assert_string_equal(c->smtp.password, "smtp");
	assert_int_equal(c->smtp.starttls, 1);
	assert_int_equal(c->smtp.insecure, 0);
	assert_int_equal(c->smtp.timeout, 3600);
	assert_string_equal(c->maildir, "/home/joc/Maildir");
	/* Given, so not derived from [imap]. */
	assert_string_equal(c->source, "pop3");
	assert_int_equal(c->interval, 300);
	assert_int_equal(c->use_syslog, 1);
	assert_int_equal(c->give_up_hours, 48);
	conf_free(c);
}

static void
test_derived(void **state)
{
	struct conf *c;

	(void)state;
	c = load_ok("[scrabmail]\naddress = joc@scrabble.example.ro\n");
	assert_string_equal(c->domain, "scrabble.example.ro");
	assert_string_equal(c->loop, "joc@scrabble.example.ro");
	assert_string_equal(c->source, "none");
	conf_free(c);
	/* The last @ counts; an address without one gives localhost. */
	c = load_ok("[scrabmail]\naddress = \"a@b\"@example.net\n");
	assert_string_equal(c->domain, "example.net");
	conf_free(c);
	c = load_ok("[scrabmail]\naddress = joc\n");
	assert_string_equal(c->domain, "localhost");
	assert_string_equal(c->loop, "joc");
	conf_free(c);
	/* The source follows the account given. */
	c = load_ok("[imap]\nurl = imap://localhost/INBOX\n");
	assert_string_equal(c->source, "imap");
	conf_free(c);
	c = load_ok("[pop3]\nurl = pop3://localhost\n");
	assert_string_equal(c->source, "pop3");
	conf_free(c);
	c = load_ok("[maildir]\npath = /tmp/Maildir\n");
	assert_string_equal(c->source, "maildir");
	conf_free(c);
	c = load_ok("[maildir]\npath = /tmp/Maildir\n[pop3]\nurl = pop3://h\n"
	    "[imap]\nurl = imap://h/INBOX\n");
	assert_string_equal(c->source, "imap");
	conf_free(c);
	/* [smtp] alone is no source. */
	c = load_ok("[smtp]\nurl = smtp://localhost\n");
	assert_string_equal(c->source, "none");
	conf_free(c);
	c = load_ok("[imap]\nurl = imap://h/INBOX\n[daemon]\nsource = none\n");
	assert_string_equal(c->source, "none");
	conf_free(c);
	/* Values are trimmed. */
	c = load_ok("[scrabmail]\nlang =   ro  \n[limits]\nmax_commands =  7 \n");
	assert_string_equal(c->lang, "ro");
	assert_int_equal(c->max_commands, 7);
	conf_free(c);
}

static void
test_sizes(void **state)
{
	struct conf *c;

	(void)state;
	c = load_ok("[limits]\nmax_size = 512K\nmax_lines = 2k\n");
	assert_int_equal(c->limits.max_size, 512 * 1024);
	assert_int_equal(c->limits.max_lines, 2048);
	conf_free(c);
	c = load_ok("[limits]\nmax_size = 256M\n");
	assert_int_equal(c->limits.max_size, 256 * 1024 * 1024);
	conf_free(c);
	c = load_ok("[limits]\nmax_size = 1024\n");
	assert_int_equal(c->limits.max_size, 1024);
	conf_free(c);
	load_bad("[limits]\nmax_size = 1023\n", "[limits]", "max_size", NULL);
	load_bad("[limits]\nmax_size = 257M\n", "[limits]", "max_size", NULL);
	load_bad("[limits]\nmax_size = 1G\n", "[limits]", "max_size", NULL);
	load_bad("[limits]\nmax_size = 4MB\n", "[limits]", "max_size", NULL);
	load_bad("[limits]\nmax_size = M\n", "[limits]", "max_size", NULL);
	load_bad("[limits]\nmax_size = -1M\n", "[limits]", "max_size", NULL);
	/* A number that wraps around when multiplied must not come out as
	 * a small value (2^44 + 1 mebibytes). */
	load_bad("[limits]\nmax_size = 17592186044417M\n", "[limits]",
	    "max_size", NULL);
	load_bad("[limits]\nmax_size = 99999999999999999999\n", "[limits]",
	    "max_size", NULL);
	/* K/M only for sizes. */
	load_bad("[limits]\nmax_commands = 1K\n", "[limits]", "max_commands",
	    NULL);
}

static void
test_errors(void **state)
{
	(void)state;
	load_bad("[scrabmial]\naddress = x@y\n", "[scrabmial]", NULL);
	load_bad("[scrabmail]\nadress = x@y\n", "[scrabmail]", "adress", NULL);
	load_bad("[imap]\nurl = imap://h/INBOX\nuser = a\npasword = b\n",
	    "[imap]", "pasword", NULL);
	/* A key of another group. */
	load_bad("[daemon]\nmax_commands = 5\n", "[daemon]", "max_commands",
	    NULL);
	load_bad("[smtp]\ninsecure = maybe\n", "[smtp]", "insecure", "maybe",
	    NULL);
	load_bad("[daemon]\nsyslog = on\n", "[daemon]", "syslog", NULL);
	load_bad("[limits]\nmax_commands = 0\n", "[limits]", "max_commands",
	    NULL);
	load_bad("[limits]\nmax_commands = 10001\n", "[limits]",
	    "max_commands", NULL);
	load_bad("[limits]\nmin_password = 3\n", "[limits]", "min_password",
	    NULL);
	load_bad("[limits]\nmax_commands = ten\n", "[limits]", "max_commands",
	    NULL);
	load_bad("[limits]\nmax_commands = 5x\n", "[limits]", "max_commands",
	    NULL);
	load_bad("[limits]\nmax_commands =\n", "[limits]", "max_commands",
	    NULL);
	load_bad("[limits]\nmax_depth = 101\n", "[limits]", "max_depth", NULL);
	load_bad("[imap]\ntimeout = 0\n", "[imap]", "timeout", NULL);
	load_bad("[daemon]\ninterval = 86401\n", "[daemon]", "interval", NULL);
	load_bad("[scrabmail]\nlang = fr\n", "[scrabmail]", "lang", "fr", NULL);
	load_bad("[scrabmail]\nlang = RO\n", "[scrabmail]", "lang", NULL);
	load_bad("[daemon]\nsource = smtp\n", "[daemon]", "source", "smtp",
	    NULL);
	/* Not a key file at all. */
	load_bad("address = x@y\n", NULL);
	load_bad("[scrabmail\naddress = x@y\n", NULL);
}

static void
test_mail_account(void **state)
{
	struct conf *c;
	struct mail_account a;

	(void)state;
	c = load_ok(full);
	memset(&a, 0x5a, sizeof a);
	mail_account_from_conf(&c->imap, &a);
	assert_ptr_equal(a.url, c->imap.url);
	assert_ptr_equal(a.user, c->imap.user);
	assert_ptr_equal(a.password, c->imap.password);
	assert_ptr_equal(a.cafile, c->imap.cafile);
	assert_ptr_equal(a.done, c->imap.done);
	assert_int_equal(a.insecure, 1);
	assert_int_equal(a.starttls, 0);
	assert_int_equal(a.timeout, 30);
	mail_account_from_conf(&c->pop3, &a);
	assert_string_equal(a.url, "pop3://mail.example.ro");
	assert_null(a.cafile);
	assert_null(a.done);
	assert_int_equal(a.insecure, 0);
	assert_int_equal(a.starttls, 1);
	assert_int_equal(a.timeout, 45);
	mail_account_from_conf(&c->smtp, &a);
	assert_string_equal(a.user, "joc-smtp");
	assert_int_equal(a.timeout, 3600);
	conf_free(c);
}

/* What conf_load says on stderr about a file holding a password at mode
 * mode (malloc'ed). */
static char *
mode_warning(mode_t mode)
{
	char *path = write_conf("[smtp]\nurl = smtp://h:25/x\npassword = p\n");
	char out[] = "/tmp/test-conf-err-XXXXXX", *cause = NULL, *text;
	struct conf *c;
	int fd, saved;
	FILE *f;
	long n;

	assert_int_equal(chmod(path, mode), 0);
	assert_true((fd = mkstemp(out)) >= 0);
	fflush(stderr);
	assert_true((saved = dup(STDERR_FILENO)) >= 0);
	assert_int_equal(dup2(fd, STDERR_FILENO), STDERR_FILENO);
	c = conf_load(path, &cause);
	fflush(stderr);
	assert_int_equal(dup2(saved, STDERR_FILENO), STDERR_FILENO);
	close(saved);
	assert_non_null(c);
	conf_free(c);
	assert_non_null(f = fdopen(fd, "r"));
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	assert_non_null(text = calloc(1, (size_t)n + 1));
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	unlink(out);
	unlink(path);
	free(path);
	return text;
}

/* Passwords: 600 and 640 (root, the daemon's group) draw no warning, a
 * file others can read does, and says what to do. */
static void
test_mode_warning(void **state)
{
	char *w;

	(void)state;
	w = mode_warning(0600);
	assert_string_equal(w, "");
	free(w);
	w = mode_warning(0640);
	assert_string_equal(w, "");
	free(w);
	w = mode_warning(0644);
	assert_non_null(strstr(w, "holds passwords but others can read it: "
	    "chmod o-rwx "));
	free(w);
	w = mode_warning(0604);
	assert_non_null(strstr(w, "others can read it"));
	free(w);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_mode_warning),
		cmocka_unit_test(test_env_and_missing),
		cmocka_unit_test(test_full),
		cmocka_unit_test(test_derived),
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_mail_account),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
