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
	    "Every [daemon] interval seconds: processes the messages left "
	    "over, takes in\nthe mail of [daemon] source (imap, pop3, maildir "
	    "or none), sends the outbox\nthrough [smtp] url.  Runs in the "
	    "foreground; SIGTERM/SIGINT stop it between\ntwo messages, SIGHUP "
	    "re-reads the configuration.  Logs to stderr, or to\nsyslog with "
	    "[daemon] syslog = yes.  One daemon per database.\n"
	    "  --once  one cycle, then exit (for cron)\n");
}

int
cli_daemon(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "once",	no_argument,	   NULL, 'o' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char *cause = NULL;
	int c, once = 0;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			once = 1;
			break;
		case 'h':
			daemon_usage(stdout);
			return CLI_OK;
		default:
			daemon_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind != argc) {
		daemon_usage(stderr);
		return CLI_USAGE;
	}
	if (daemon_run(ctx->config, ctx->db, once, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
		return CLI_ERROR;
	}
	return CLI_OK;
}
