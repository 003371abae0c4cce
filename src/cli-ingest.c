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
#include "store.h"
#include "util.h"

#define EX_TEMPFAIL 75

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

int
cli_ingest(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "maildir",	required_argument, NULL, 'm' },
		{ "imap",	required_argument, NULL, 'i' },
		{ "pop3",	required_argument, NULL, 'p' },
		{ "source",	no_argument,	   NULL, 's' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct ingest in;
	struct mail_account acct;
	const char *maildir = NULL, *imap = NULL, *pop3 = NULL, *kind;
	char *cause = NULL, *raw = NULL;
	size_t len, count;
	int c, rc, from_source = 0, inited = 0, fetch_rc;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'm':
			maildir = optarg;
			break;
		case 'i':
			imap = optarg;
			break;
		case 'p':
			pop3 = optarg;
			break;
		case 's':
			from_source = 1;
			break;
		case 'h':
			ingest_usage(stdout);
			return CLI_OK;
		default:
			ingest_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind != argc || (maildir != NULL) + (imap != NULL) +
	    (pop3 != NULL) + from_source > 1) {
		ingest_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK) {
		/* Nothing stored: an MTA must keep the message. */
		rc = !maildir && !imap && !pop3 && !from_source ? EX_TEMPFAIL :
		    rc;
		goto out;
	}
	if (from_source) {
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
	if (ingest_init(&in, st, conf, &cause) == -1) {
		log_warnx("%s", cause);
		rc = maildir || imap || pop3 ? CLI_ERROR : EX_TEMPFAIL;
		goto out;
	}
	inited = 1;
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
			rc = errno == EFBIG ? CLI_ERROR : EX_TEMPFAIL;
			goto out;
		}
		if (ingest_message(&in, "stdin", NULL, raw, len, &cause) == -1) {
			log_warnx("%s", cause);
			rc = EX_TEMPFAIL;
			goto out;
		}
		goto out;
	}
	if (maildir != NULL) {
		kind = in.source = "maildir";
		fetch_rc = mail_maildir_fetch(maildir, ingest_fetch_cb, &in,
		    &count, &cause);
	} else {
		conf_mail_account(imap ? &conf->imap : &conf->pop3, &acct);
		acct.url = imap ? imap : pop3;
		kind = in.source = imap ? "imap" : "pop3";
		fetch_rc = imap ? mail_imap_fetch(&acct, ingest_fetch_cb, &in,
		    &count, &cause) : mail_pop3_fetch(&acct, ingest_fetch_cb,
		    &in, &count, &cause);
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
	store_close(st);
	conf_free(conf);
	return rc == EX_TEMPFAIL ? rc : cli_flush(rc);
}
