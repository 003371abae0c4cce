/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli.c: the dispatcher of the command-line sub-commands (cli.h).  It reads
 * a command's options, finds the verb by name in the command's table and
 * checks its words, then has the program's host (struct cli_host: the
 * full program's is cli-open.c) open what the command and the verb need
 * (configuration, database, mail templates, a game context, one
 * transaction), runs the verb, has the host commit or roll back and
 * release all of it in one place, so that no command repeats the set-up
 * and teardown.  It calls no adapter itself, so that the front program
 * (scrabmail.c) links it without them.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "util.h"

const struct cli_verb *
cli_verb_find(const struct cli_verb *verbs, const char *name)
{
	const struct cli_verb *v;

	for (v = verbs; v->name != NULL; v++)
		if (strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

int
cli_words_none(struct cli_env *env)
{
	if (optind != env->argc) {
		env->cmd->usage(stderr);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

void
cli_verb_unknown(const struct cli_cmd *cmd, const char *word)
{
	const struct cli_verb *v;
	GString *list = g_string_new(NULL);

	for (v = cmd->verbs; v->name != NULL; v++)
		g_string_append_printf(list, "%s%s", v != cmd->verbs ? ", " :
		    "", v->name);
	if (word != NULL)
		log_warnx("unknown %s command '%s'; the %s commands are: %s "
		    "('scrabmail %s --help' says more)", cmd->name, word,
		    cmd->name, list->str, cmd->name);
	else
		log_warnx("%s: which command? the %s commands are: %s "
		    "('scrabmail %s --help' says more)", cmd->name, cmd->name,
		    list->str, cmd->name);
	g_string_free(list, TRUE);
}

/* Whether line begins a usage entry ("usage: scrabmail CMD VERB ..." or
 * "       scrabmail CMD VERB ...") of cmd's verb: 1, 0 for another
 * entry, -1 for no entry (a line under one, or text). */
static int
usage_entry(const char *line, const char *cmd, const char *verb)
{
	size_t n = strlen(cmd), vn = strlen(verb);

	if (strncmp(line, "usage: scrabmail ", 17) != 0 &&
	    strncmp(line, "       scrabmail ", 17) != 0)
		return -1;
	line += 17;
	return strncmp(line, cmd, n) == 0 && line[n] == ' ' &&
	    strncmp(line + n + 1, verb, vn) == 0 &&
	    (line[n + 1 + vn] == ' ' || line[n + 1 + vn] == '\n');
}

void
cli_verb_usage(const struct cli_env *env)
{
	char *text = NULL, *line, *next;
	size_t len = 0;
	FILE *mem;
	int e, in = 0, found = 0, skip;

	if (env->verb == NULL || (mem = open_memstream(&text, &len)) ==
	    NULL) {
		env->cmd->usage(stderr);
		return;
	}
	env->cmd->usage(mem);
	fclose(mem);
	for (line = text; *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			next++;
		else
			next = line + strlen(line);
		/* The entry and the lines indented under it. */
		if ((e = usage_entry(line, env->cmd->name,
		    env->verb->name)) != -1)
			in = e;
		else if (strncmp(line, "        ", 8) != 0)
			in = 0;
		if (!in)
			continue;
		/* The first line as "usage: ...", the others as they are
		 * (aligned with it). */
		skip = found++ == 0 ? 7 : 0;
		fprintf(stderr, "%s%.*s", skip ? "usage: " : "",
		    (int)(next - line - skip), line + skip);
	}
	if (found)
		fprintf(stderr, "('scrabmail %s --help' says more)\n",
		    env->cmd->name);
	else
		env->cmd->usage(stderr);
	free(text);
}

/* The options, with --help and wrong ones answered here: CLI_CONTINUE or
 * an exit status. */
static int
read_options(struct cli_env *env)
{
	const struct cli_cmd *cmd = env->cmd;
	int c, rc;

	while ((c = getopt_long(env->argc, env->argv, cmd->shortopts != NULL ?
	    cmd->shortopts : "h", cmd->options, NULL)) != -1) {
		if (c == 'h') {
			cmd->usage(stdout);
			return CLI_OK;
		}
		if (c == '?' || c == ':' || cmd->option == NULL) {
			cmd->usage(stderr);
			return CLI_USAGE;
		}
		if ((rc = cmd->option(env, c, optarg)) != CLI_CONTINUE)
			return rc;
	}
	return CLI_CONTINUE;
}

/* The verb's words: the counts of its table, or its own check. */
static int
check_words(struct cli_env *env)
{
	const struct cli_verb *v = env->verb;

	if (v->check != NULL)
		return v->check(env);
	if (env->nargs < v->min_args ||
	    (v->max_args >= 0 && env->nargs > v->max_args)) {
		cli_verb_usage(env);
		return CLI_USAGE;
	}
	return CLI_OK;
}

int
cli_dispatch(const struct cli_cmd *cmd, const struct cli_ctx *ctx, int argc,
    char **argv)
{
	const struct cli_host *host = ctx->host;
	struct cli_env env;
	int rc, first;

	memset(&env, 0, sizeof env);
	env.ctx = ctx;
	env.cmd = cmd;
	env.argc = argc;
	env.argv = argv;
	env.needs = cmd->needs;
	env.fail_rc = CLI_ERROR;
	env.lock = -1;
	if (cmd->opts_size > 0)
		env.opts = xcalloc(1, cmd->opts_size);
	optind = 0;	/* getopt starts afresh on the command's words */
	if (cmd->defaults != NULL)
		cmd->defaults(&env);
	if ((cmd->options != NULL && (rc = read_options(&env)) !=
	    CLI_CONTINUE) || (cmd->words != NULL && (rc = cmd->words(&env)) !=
	    CLI_CONTINUE))
		goto done;
	/* After getopt_long, optind is the first word that is no option;
	 * without options it is still 0. */
	first = optind > 0 ? optind : 1;
	if (cmd->verbs != NULL) {
		if (first >= argc || (env.verb = cli_verb_find(cmd->verbs,
		    argv[first])) == NULL) {
			cli_verb_unknown(cmd, first < argc ? argv[first] :
			    NULL);
			rc = CLI_USAGE;
			goto done;
		}
		env.needs |= env.verb->needs;
		first++;
	}
	env.args = argv + first;
	env.nargs = argc - first;
	if (env.verb != NULL && (rc = check_words(&env)) != CLI_OK)
		goto done;
	if ((rc = host->open(&env)) == CLI_OK)
		rc = env.verb != NULL ? env.verb->run(&env) : cmd->run(&env);
	rc = host->commit(&env, rc);
	if (env.cause != NULL)
		log_warnx("%s", env.cause);
	if (rc == CLI_OK && env.out != NULL)
		fputs(env.out, stdout);
	host->release(&env);
	if (rc != CLI_TEMPFAIL)
		rc = cli_flush(rc);
done:
	free(env.cause);
	free(env.out);
	free(env.opts);
	return rc;
}
