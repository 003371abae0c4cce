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
	    "url.  Runs in the "
	    "foreground; SIGTERM/SIGINT stop it between\ntwo messages, SIGHUP "
	    "re-reads the configuration.  Logs to stderr, or to\nsyslog with "
	    "[daemon] syslog = yes.  One daemon per database.\n"
	    "  --once  one cycle, then exit (for cron)\n");
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

	if (daemon_run(env->ctx->config, env->ctx->db, *once,
	    &env->cause) == -1)
		return CLI_ERROR;
	return CLI_OK;
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
