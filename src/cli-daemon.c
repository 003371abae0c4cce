/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-daemon.c: "scrabmail daemon [--once] [--log-level L]": run the mail
 * cycle (daemon.h) in the foreground, as a systemd service or under a
 * supervisor does.
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
	fprintf(f, "usage: scrabmail [--config FILE] [--db FILE] daemon [--once]\n"
	    "           [--log-level error|warning|info]\n"
	    "Every [daemon] interval seconds: moves the deadlines on after "
	    "downtime,\nprocesses the messages left over, takes in the mail "
	    "of [daemon] source (imap,\npop3, maildir or none), runs the "
	    "deadlines as 'scrabmail tick' does (closes the\n"
	    "contest rounds whose deadline passed, sends the reminders, "
	    "applies the\nchampionships' timeouts), and sends the outbox "
	    "through [smtp] url.  Runs in the\nforeground; SIGTERM/SIGINT "
	    "stop it between two messages, SIGHUP re-reads the\n"
	    "configuration.  Logs to stderr, or to syslog with [daemon] "
	    "syslog = yes; on\nstderr each line begins with the time in the "
	    "timezone setting's zone\n(2026-12-01T20:00:00+02:00), or with "
	    "its priority (<3> error, <4> warning, <6>\n"
	    "info) when stderr is the journal (JOURNAL_STREAM).\n"
	    "One daemon per database.  Warns when [scrabmail] address is not "
	    "set.\n  --once  one cycle, then exit (for cron): 0 when all "
	    "went well, 4 the mail\n          source failed, 5 the database, "
	    "6 the outbox (the first failure;\n          3: it could not "
	    "start)\n  --log-level  log only errors (a mail source or the "
	    "database lost), or\n          warnings too (a send to retry, a "
	    "mail that cannot be processed), or\n          info too (the "
	    "default: mail taken in, rounds closed, mail sent)\n");
}

struct daemon_args {
	int	once;
};

static const struct option daemon_options[] = {
	{ "once",	no_argument,	   NULL, 'o' },
	{ "log-level",	required_argument, NULL, 'L' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
daemon_option(struct cli_env *env, int c, const char *arg)
{
	struct daemon_args *a = env->opts;
	int prio;

	if (c == 'o')
		a->once = 1;
	else if (c == 'L') {
		if (log_level_parse(arg, &prio) == -1) {
			log_warnx("--log-level %s: write error, warning or info",
			    arg);
			return CLI_USAGE;
		}
		log_level(prio);
	}
	return CLI_CONTINUE;
}

/* The daemon opens (and on SIGHUP reopens) what it needs itself. */
static int
daemon_main(struct cli_env *env)
{
	const struct daemon_args *a = env->opts;
	int rc;

	if ((rc = daemon_run(env->ctx->config, env->ctx->db, a->once,
	    &env->cause)) == -1)
		return CLI_ERROR;
	return rc;
}

const struct cli_cmd cli_cmd_daemon = {
	.name = "daemon",
	.summary = "run the mail cycle (take in, answer, run the deadlines, "
	    "send) in a loop",
	.usage = daemon_usage,
	.opts_size = sizeof(struct daemon_args),
	.options = daemon_options,
	.option = daemon_option,
	.words = cli_words_none,
	.run = daemon_main,
};
