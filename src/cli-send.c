/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-send.c: "scrabmail send [--smtp URL]": send the outbox's due mail
 * (outbox.h says how failures are retried).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "conf.h"
#include "mail-net.h"
#include "outbox.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

static void
send_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail send [--smtp URL]\n"
	    "Sends the queued mail that is due.  URL (default: [smtp] url in "
	    "the config):\n"
	    "  smtp://HOST:PORT/HELO-NAME   (STARTTLS when offered; [smtp] "
	    "starttls = yes\n"
	    "                                requires it; user and password "
	    "for AUTH)\n"
	    "  smtps://HOST:PORT/HELO-NAME  (TLS from the start)\n"
	    "  sendmail:/usr/sbin/sendmail  (the local MTA's sendmail "
	    "program)\n"
	    "  maildir:DIR                  (files in DIR/new: tests, "
	    "offline use)\n"
	    "Prints: sent N, deferred N, failed N.\n");
}

int
cli_send(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "smtp",	required_argument, NULL, 's' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct mail_account acct;
	struct outbox_result res;
	struct report_templates *tpl = NULL;
	const char *url = NULL;
	char *cause = NULL;
	int c, rc;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			url = optarg;
			break;
		case 'h':
			send_usage(stdout);
			return CLI_OK;
		default:
			send_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind != argc) {
		send_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	conf_mail_account(&conf->smtp, &acct);
	if (url != NULL)
		acct.url = url;
	if (acct.url == NULL) {
		log_warnx("nowhere to send: give --smtp URL or set [smtp] url "
		    "in the config");
		rc = CLI_USAGE;
		goto out;
	}
	if ((tpl = report_templates_open(conf->templates, &cause)) == NULL) {
		log_warnx("%s", cause);
		free(cause);
		rc = CLI_ERROR;
		goto out;
	}
	if (outbox_flush(st, conf, tpl, &acct, NULL, &res, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
		rc = CLI_ERROR;
		goto out;
	}
	printf("sent %zu, deferred %zu, failed %zu\n", res.sent, res.deferred,
	    res.failed);
	rc = CLI_OK;
out:
	report_templates_free(tpl);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}
