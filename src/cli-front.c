/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-front.c: what the front program (scrabmail.c) runs itself and how
 * it hands the rest on.  The program a user, a script or an MTA runs is
 * small: the engine, the lexicon file, GLib and the command-line code of
 * the commands that need nothing else (check, score, top), so that they
 * start without mapping and relocating the fifty shared objects that
 * SQLite, GMime, libcurl and libxslt bring in.  Every other command, a
 * command named by a prefix, --help, --version and any wrong global
 * option are handed to the full program (scrabmail-full.c) with the same
 * words by execv(), which keeps its output and exit status as they are;
 * so is a front command whose words ask for a need (struct cli_host).
 * The full program is looked for next to the front's own file (the build
 * tree, where both are made), else in $(pkglibexecdir) (installed).
 */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli.h"
#include "util.h"

#define FULL_NAME	"scrabmail-full"

/* Sorted by name; each also in cli_table (test-cli-table.c checks). */
const struct cli_cmd *const cli_front_table[] = {
	&cli_cmd_check,
	&cli_cmd_score,
	&cli_cmd_top,
};
const size_t cli_front_table_len = sizeof cli_front_table /
    sizeof cli_front_table[0];

const struct cli_cmd *
cli_front_find(const char *name)
{
	size_t i;

	for (i = 0; i < cli_front_table_len; i++)
		if (strcmp(cli_front_table[i]->name, name) == 0)
			return cli_front_table[i];
	return NULL;
}

/* The full program: next to this one's file when there is one there,
 * else the installed one.  malloc'ed. */
static char *
full_path(void)
{
	char self[PATH_MAX], *dir, *path;
	ssize_t n;

	n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n > 0) {
		self[n] = '\0';
		dir = g_path_get_dirname(self);
		path = g_build_filename(dir, FULL_NAME, NULL);
		g_free(dir);
		if (access(path, X_OK) == 0)
			return path;
		g_free(path);
	}
	return g_build_filename(SM_PKGLIBEXECDIR, FULL_NAME, NULL);
}

int
cli_front_exec(char *const *argv)
{
	char *path = full_path();

	fflush(NULL);
	execv(path, argv);
	log_warn("cannot run %s (the rest of scrabmail: is it installed?)",
	    path);
	g_free(path);
	return CLI_TEMPFAIL;
}

/* Nothing to open: the command runs here.  Else the full program runs
 * it from the start (nothing was printed yet: the options and words are
 * checked the same way there). */
static int
front_open(struct cli_env *env)
{
	if (env->needs == 0)
		return CLI_OK;
	return cli_front_exec(env->ctx->prog_argv);
}

static int
front_commit(struct cli_env *env, int rc)
{
	(void)env;
	return rc;
}

static void
front_release(struct cli_env *env)
{
	(void)env;
}

const struct cli_host cli_host_front = {
	.open = front_open,
	.commit = front_commit,
	.release = front_release,
};
