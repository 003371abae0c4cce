/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-cli.c: the dispatcher's contract (cli.c) on a command made up here:
 * a verb that succeeds has its transaction committed and its output
 * printed; one that fails has it rolled back, its cause logged and its
 * output dropped; a wrong verb or word count is refused before anything is
 * opened; --help and wrong options are answered, an option's exit status returned; a store that
 * cannot be opened gives the command's failure status.
 */
#include "config.h"

#include <fcntl.h>
#include <getopt.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "cli.h"
#include "store.h"

static char dir[64], *dbpath, *outpath;
static int parsed, ran;

/* Adds a player named by the first word; fails when asked to. */
static int
add_run(struct cli_env *env)
{
	ran++;
	assert_non_null(env->conf);
	assert_non_null(env->st);
	assert_null(env->tpl);
	if (store_player_add(env->st, env->args[0], "x@example.ro", NULL,
	    "ro", 0, NULL, &env->cause) == -1)
		return CLI_ERROR;
	env->out = g_strdup_printf("added %s\n", env->args[0]);
	if (env->nargs > 1 && strcmp(env->args[1], "fail") == 0) {
		env->cause = g_strdup("asked to fail");
		return CLI_NEGATIVE;
	}
	return CLI_OK;
}

static int
look_run(struct cli_env *env)
{
	(void)env;
	ran++;
	return CLI_OK;
}

static void
fake_usage(FILE *f)
{
	fputs("usage: fake\n", f);
}

static const struct option fake_options[] = {
	{ "tempfail",	no_argument,	   NULL, 't' },
	{ "stop",	no_argument,	   NULL, 's' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
fake_option(struct cli_env *env, int c, const char *arg)
{
	(void)arg;
	if (c == 's')
		return CLI_NEGATIVE;
	env->fail_rc = CLI_TEMPFAIL;
	return CLI_CONTINUE;
}

static int
fake_words(struct cli_env *env)
{
	(void)env;
	parsed++;
	return CLI_CONTINUE;
}

static const struct cli_verb fake_verbs[] = {
	{ .name = "add", .min_args = 1, .max_args = 2,
	  .needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE | CLI_NEEDS_TXN,
	  .run = add_run },
	{ .name = "look", .needs = 0, .run = look_run },
	{ .name = NULL }
};

static const struct cli_cmd fake = {
	.name = "fake",
	.summary = "a command for the test",
	.usage = fake_usage,
	.options = fake_options,
	.option = fake_option,
	.words = fake_words,
	.verbs = fake_verbs,
};

/* Run fake with the words given; *out receives what it printed. */
static int
run(char **out, int argc, ...)
{
	static char name[] = "fake";
	struct cli_ctx ctx = { .db = dbpath, .host = &cli_host_full };
	char *argv[8];
	va_list ap;
	size_t len;
	int i, rc, saved, fd;

	argv[0] = name;
	va_start(ap, argc);
	for (i = 1; i < argc; i++)
		argv[i] = va_arg(ap, char *);
	va_end(ap);
	argv[argc] = NULL;
	fflush(stdout);
	saved = dup(1);
	fd = open(outpath, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	assert_true(saved >= 0 && fd >= 0);
	dup2(fd, 1);
	close(fd);
	rc = cli_dispatch(&fake, &ctx, argc, argv);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	assert_true(g_file_get_contents(outpath, out, &len, NULL));
	return rc;
}

/* 1 when a player of that name is stored. */
static int
stored(const char *name)
{
	struct store *st;
	struct player *p = NULL;
	char *cause = NULL;
	int r;

	assert_non_null(st = store_open(dbpath, 0, &cause));
	r = store_player_find(st, name, &p, &cause);
	assert_true(r == 0 || r == 1);
	store_player_free(p);
	store_close(st);
	return r == 0;
}

static void
test_commit(void **state)
{
	char *out;

	(void)state;
	assert_int_equal(run(&out, 3, "add", "ana"), CLI_OK);
	assert_string_equal(out, "added ana\n");
	g_free(out);
	assert_true(stored("ana"));
}

static void
test_rollback(void **state)
{
	char *out;

	(void)state;
	/* The row was added, then the verb failed: nothing stays, nothing
	 * is printed, the verb's status is returned. */
	assert_int_equal(run(&out, 4, "add", "bob", "fail"), CLI_NEGATIVE);
	assert_string_equal(out, "");
	g_free(out);
	assert_false(stored("bob"));
	/* A failure of the store itself (a name taken) likewise. */
	assert_int_equal(run(&out, 3, "add", "ANA"), CLI_ERROR);
	assert_string_equal(out, "");
	g_free(out);
}

static void
test_refused_early(void **state)
{
	char *out;

	(void)state;
	ran = parsed = 0;
	/* An unknown verb (named on stderr with the verbs), too few or too
	 * many words: exit 2, nothing on stdout, the verb never run. */
	assert_int_equal(run(&out, 3, "nosuch", "x"), CLI_USAGE);
	g_free(out);
	assert_int_equal(run(&out, 2, "add"), CLI_USAGE);
	g_free(out);
	assert_int_equal(run(&out, 5, "add", "a", "b", "c"), CLI_USAGE);
	g_free(out);
	assert_int_equal(run(&out, 1), CLI_USAGE);
	g_free(out);
	/* A verb's name in full only. */
	assert_int_equal(run(&out, 3, "ad", "dan"), CLI_USAGE);
	g_free(out);
	assert_int_equal(ran, 0);
	assert_int_equal(parsed, 5);
	/* --help: the usage on stdout; a wrong option: exit 2; an option's
	 * own exit status is returned as it is. */
	assert_int_equal(run(&out, 4, "add", "ion", "--help"), CLI_OK);
	assert_string_equal(out, "usage: fake\n");
	g_free(out);
	assert_int_equal(run(&out, 4, "add", "ion", "--nosuch"), CLI_USAGE);
	assert_string_equal(out, "");
	g_free(out);
	assert_int_equal(run(&out, 4, "--stop", "add", "ion"), CLI_NEGATIVE);
	g_free(out);
	assert_int_equal(ran, 0);
	assert_int_equal(parsed, 5);
	/* A verb that needs nothing runs without a database. */
	assert_int_equal(run(&out, 2, "look"), CLI_OK);
	g_free(out);
	assert_int_equal(ran, 1);
}

static void
test_open_failure(void **state)
{
	char *out, *saved = dbpath;

	(void)state;
	ran = 0;
	dbpath = g_strdup_printf("%s/missing.db", dir);
	assert_int_equal(run(&out, 3, "add", "eva"), CLI_ERROR);
	g_free(out);
	/* A parser may make it a temporary failure (ingest on stdin). */
	assert_int_equal(run(&out, 4, "--tempfail", "add", "eva"),
	    CLI_TEMPFAIL);
	g_free(out);
	assert_int_equal(ran, 0);
	g_free(dbpath);
	dbpath = saved;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_commit),
		cmocka_unit_test(test_rollback),
		cmocka_unit_test(test_refused_early),
		cmocka_unit_test(test_open_failure),
	};
	struct store *st;
	char *cause = NULL;
	int rc;

	unsetenv("SCRABMAIL_CONFIG");
	snprintf(dir, sizeof dir, "/tmp/test-cli-XXXXXX");
	if (mkdtemp(dir) == NULL)
		return 1;
	dbpath = g_strdup_printf("%s/cli.db", dir);
	outpath = g_strdup_printf("%s/out", dir);
	if ((st = store_open(dbpath, 1, &cause)) == NULL ||
	    store_init(st, NULL, NULL, &cause) == -1) {
		fprintf(stderr, "setup: %s\n", cause);
		return 1;
	}
	store_close(st);
	rc = cmocka_run_group_tests(tests, NULL, NULL);
	unlink(outpath);
	unlink(dbpath);
	g_free(outpath);
	g_free(dbpath);
	rmdir(dir);
	return rc;
}
