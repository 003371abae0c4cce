/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-ingest.c: "scrabmail ingest": take in mail, store it, process it and
 * queue the answers (sending is 'scrabmail send').  One message on stdin
 * (for an MTA pipe or .forward: exit 75, EX_TEMPFAIL, when it could not be
 * stored, so that the MTA keeps it and tries again), or every new message of
 * a Maildir, an IMAP mailbox or a POP3 maildrop.  Messages left unprocessed
 * by an earlier failure are processed first.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "conf.h"
#include "ingest.h"
#include "mail-net.h"
#include "util.h"

static void
ingest_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail ingest [--maildir DIR | --imap URL | "
	    "--pop3 URL | --source]\n"
	    "Takes in mail, stores it, runs its commands and queues the "
	    "answers\n('scrabmail send' sends them).  Without an option: one "
	    "message on stdin\n(exit 75 when it could not be stored, so that "
	    "the MTA retries).\n"
	    "  --maildir DIR  the messages of DIR/new and DIR/cur not yet "
	    "flagged seen\n"
	    "  --imap URL     imap://HOST:PORT/MAILBOX or imaps://...; user, "
	    "password,\n                 cafile, starttls from [imap] in the "
	    "config\n"
	    "  --pop3 URL     pop3://HOST:PORT or pop3s://...; account from "
	    "[pop3]\n"
	    "  --source       the source the config names ([daemon] source)\n"
	    "Prints: stored N, seen N, answered N, silent N, failed N.\n");
}

struct ingest_opts {
	const char	*maildir, *imap, *pop3;
	int		 from_source;
};

static const struct option ingest_options[] = {
	{ "maildir",	required_argument, NULL, 'm' },
	{ "imap",	required_argument, NULL, 'i' },
	{ "pop3",	required_argument, NULL, 'p' },
	{ "source",	no_argument,	   NULL, 's' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
ingest_option(struct cli_env *env, int c, const char *arg)
{
	struct ingest_opts *o = env->opts;

	switch (c) {
	case 'm':
		o->maildir = arg;
		break;
	case 'i':
		o->imap = arg;
		break;
	case 'p':
		o->pop3 = arg;
		break;
	case 's':
		o->from_source = 1;
		break;
	}
	return CLI_CONTINUE;
}

/* The words after the options. */
static int
ingest_words(struct cli_env *env)
{
	struct ingest_opts *o = env->opts;

	if (optind != env->argc || (o->maildir != NULL) + (o->imap != NULL) +
	    (o->pop3 != NULL) + o->from_source > 1) {
		ingest_usage(stderr);
		return CLI_USAGE;
	}
	/* Nothing stored: an MTA must keep the message. */
	if (!o->maildir && !o->imap && !o->pop3 && !o->from_source)
		env->fail_rc = CLI_TEMPFAIL;
	return CLI_CONTINUE;
}

static int
ingest_run(struct cli_env *env)
{
	const struct ingest_opts *o = env->opts;
	struct conf *conf = env->conf;
	struct ingest in;
	struct mail_account acct;
	const char *maildir = o->maildir, *imap = o->imap, *pop3 = o->pop3;
	const char *kind;
	char *cause = NULL, *raw = NULL;
	size_t len, count;
	int rc, inited = 0, fetch_rc;

	if (o->from_source) {
		if (strcmp(conf->source, "imap") == 0)
			imap = conf->imap.url;
		else if (strcmp(conf->source, "pop3") == 0)
			pop3 = conf->pop3.url;
		else if (strcmp(conf->source, "maildir") == 0)
			maildir = conf->maildir;
		if (imap == NULL && pop3 == NULL && maildir == NULL) {
			log_warnx("--source: the config names no mail source: "
			    "set [daemon] source and the [imap], [pop3] url or "
			    "[maildir] path");
			rc = CLI_USAGE;
			goto out;
		}
	}
	if (ingest_init(&in, env->st, conf, &cause) == -1) {
		log_warnx("%s", cause);
		rc = maildir || imap || pop3 ? CLI_ERROR : CLI_TEMPFAIL;
		goto out;
	}
	inited = 1;
	/* Many messages: their answers rendered on the other core. */
	if (maildir != NULL || imap != NULL || pop3 != NULL)
		ingest_render_aside(&in);
	if (ingest_pending(&in, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
		cause = NULL;
	}
	rc = CLI_OK;
	if (maildir == NULL && imap == NULL && pop3 == NULL) {
		if (util_read_file("/dev/stdin", conf->limits.max_size * 4 +
		    (1 << 20), &raw, &len) == -1) {
			log_warn("reading the message on stdin%s",
			    errno == EFBIG ? " (far over [limits] max_size)" :
			    "");
			rc = errno == EFBIG ? CLI_ERROR : CLI_TEMPFAIL;
			goto out;
		}
		if (ingest_message(&in, "stdin", NULL, raw, len,
		    &cause) == -1) {
			log_warnx("%s", cause);
			rc = CLI_TEMPFAIL;
			goto out;
		}
		goto out;
	}
	if (maildir != NULL) {
		kind = in.source = "maildir";
		ingest_batch(&in, INGEST_BATCH);
		fetch_rc = mail_maildir_fetch(maildir,
		    conf->max_message_size, ingest_fetch_cb, &in,
		    &count, &cause);
		ingest_batch(&in, 0);
	} else {
		mail_account_from_conf(imap ? &conf->imap : &conf->pop3,
		    &acct);
		acct.url = imap ? imap : pop3;
		acct.max_size = conf->max_message_size;
		kind = in.source = imap ? "imap" : "pop3";
		ingest_batch(&in, INGEST_BATCH);
		fetch_rc = imap ? mail_imap_fetch(&acct, ingest_fetch_cb, &in,
		    &count, &cause) : mail_pop3_fetch(&acct, ingest_fetch_cb,
		    &in, &count, &cause);
		ingest_batch(&in, 0);
	}
	if (fetch_rc == -1) {
		log_warnx("%s: %s", kind, cause);
		rc = CLI_ERROR;
	}
	printf("stored %zu, seen %zu, answered %zu, silent %zu, failed %zu\n",
	    in.stored, in.seen, in.answered, in.silent, in.failed);
out:
	free(cause);
	free(raw);
	if (inited)
		ingest_clear(&in);
	return rc;
}

const struct cli_cmd cli_cmd_ingest = {
	.name = "ingest",
	.summary = "take in mail (stdin, Maildir, IMAP, POP3) and answer it",
	.usage = ingest_usage,
	.opts_size = sizeof(struct ingest_opts),
	.options = ingest_options,
	.option = ingest_option,
	.words = ingest_words,
	.needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE | CLI_NEEDS_LOCK,
	.run = ingest_run,
};
