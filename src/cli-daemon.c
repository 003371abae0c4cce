/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-daemon.c: "scrabmail daemon [--once]": run the mail cycle (daemon.h)
 * in the foreground, as a systemd service or under a supervisor does.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "daemon.h"
#include "util.h"

static void
daemon_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail [--config FILE] [--db FILE] daemon "
	    "[--once]\n"
	    "Every [daemon] interval seconds: moves the deadlines on after "
	    "downtime,\nprocesses the messages left over, takes in the mail "
	    "of [daemon] source\n(imap, pop3, maildir or none), runs the "
	    "deadlines as 'scrabmail tick' does\n(closes the contest rounds "
	    "whose deadline passed, sends the reminders, applies\nthe "
	    "championships' timeouts), and sends the outbox through [smtp] "
	    "url.  Runs in the\nforeground; SIGTERM/SIGINT stop it between "
	    "two messages, SIGHUP re-reads\nthe configuration.  Logs to "
	    "stderr, or to syslog with [daemon] syslog = yes.\nOne daemon "
	    "per database.  Warns when [scrabmail] address is not set.\n"
	    "  --once  one cycle, then exit (for cron): 0 when all went "
	    "well, 4 the mail\n          source failed, 5 the database, "
	    "6 the outbox (the first failure;\n          3: it could not "
	    "start)\n");
}

static const struct option daemon_options[] = {
	{ "once",	no_argument,	   NULL, 'o' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
daemon_option(struct cli_env *env, int c, const char *arg)
{
	int *once = env->opts;

	(void)arg;
	if (c == 'o')
		*once = 1;
	return CLI_CONTINUE;
}

/* The daemon opens (and on SIGHUP reopens) what it needs itself. */
static int
daemon_main(struct cli_env *env)
{
	const int *once = env->opts;
	int rc;

	if ((rc = daemon_run(env->ctx->config, env->ctx->db, *once,
	    &env->cause)) == -1)
		return CLI_ERROR;
	return rc;
}

const struct cli_cmd cli_cmd_daemon = {
	.name = "daemon",
	.summary = "run the mail cycle (take in, answer, run the deadlines, "
	    "send) in a loop",
	.usage = daemon_usage,
	.opts_size = sizeof(int),
	.options = daemon_options,
	.option = daemon_option,
	.words = cli_words_none,
	.run = daemon_main,
};
