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
	    "Prints: sent N, deferred N, failed N.  When the server refuses "
	    "3 mails in a row\nfor good, they stay queued, the rest waits and "
	    "the exit status is 3.\n");
}

static const struct option send_options[] = {
	{ "smtp",	required_argument, NULL, 's' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
send_option(struct cli_env *env, int c, const char *arg)
{
	const char **url = env->opts;

	switch (c) {
	case 's':
		*url = arg;
		break;
	}
	return CLI_CONTINUE;
}

static int
send_run(struct cli_env *env)
{
	const char *const *url = env->opts;
	struct mail_account acct;
	struct outbox_result res;

	mail_account_from_conf(&env->conf->smtp, &acct);
	if (*url != NULL)
		acct.url = *url;
	if (acct.url == NULL) {
		log_warnx("nowhere to send: give --smtp URL or set [smtp] url "
		    "in the config");
		return CLI_USAGE;
	}
	conf_warn_address(env->conf);
	/* Opened only now: a missing address is said first. */
	if (cli_env_templates(env) == -1 || outbox_flush(env->st, env->conf,
	    env->tpl, &acct, NULL, &res, &env->cause) == -1)
		return CLI_ERROR;
	printf("sent %zu, deferred %zu, failed %zu", res.sent, res.deferred,
	    res.failed);
	/* The server refuses everything: said (above, and by the status). */
	if (res.refused > 0) {
		printf(", refused by the server %zu (kept queued)\n",
		    res.refused);
		return CLI_ERROR;
	}
	putchar('\n');
	return CLI_OK;
}

const struct cli_cmd cli_cmd_send = {
	.name = "send",
	.summary = "send the queued mail (SMTP, sendmail, Maildir)",
	.usage = send_usage,
	.opts_size = sizeof(const char *),
	.options = send_options,
	.option = send_option,
	.words = cli_words_none,
	.needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE | CLI_NEEDS_LOCK,
	.run = send_run,
};
