/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-spool.c: "scrabmail spool list|show|retry" and "scrabmail outbox
 * list|show": what became of each incoming message and each answer, for the
 * organiser (and the golden tests' state dumps).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "conf.h"
#include "outbox.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

/* Tabs and line breaks in a field would break the line format. */
static void
put_field(const char *s)
{
	for (; s != NULL && *s != '\0'; s++)
		putchar(*s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s);
}

static int
print_spool(void *arg, const struct spool_entry *e)
{
	(void)arg;
	printf("%lld\t%s\t%s\t%s\t", e->id, e->received, e->source, e->status);
	put_field(e->sender);
	putchar('\t');
	put_field(e->subject);
	putchar('\t');
	put_field(e->reason);
	putchar('\n');
	return 0;
}

static int
print_outbox(void *arg, const struct outbox_entry *e)
{
	(void)arg;
	printf("%lld\t%s\t%s\t%d\t", e->id, e->created, e->status, e->attempts);
	put_field(e->rcpt);
	putchar('\t');
	put_field(e->subject);
	putchar('\t');
	put_field(e->last_error);
	putchar('\n');
	return 0;
}

static void
spool_usage(FILE *f, int outbox)
{
	if (outbox)
		fprintf(f, "usage: scrabmail outbox list [--status S]\n"
		    "       scrabmail outbox show ID\n"
		    "'list' prints ID<TAB>CREATED<TAB>STATUS<TAB>ATTEMPTS<TAB>"
		    "RCPT<TAB>SUBJECT<TAB>LAST-ERROR\nfor each outgoing "
		    "message (status queued, sent or failed); 'show' prints\n"
		    "the message as it is sent.\n");
	else
		fprintf(f, "usage: scrabmail spool list [--status S]\n"
		    "       scrabmail spool show ID\n"
		    "       scrabmail spool retry ID\n"
		    "'list' prints ID<TAB>RECEIVED<TAB>SOURCE<TAB>STATUS<TAB>"
		    "SENDER<TAB>SUBJECT<TAB>REASON\nfor each incoming message "
		    "(status new, done, ignored, duplicate or failed);\n'show' "
		    "prints the message as received; 'retry' processes a "
		    "failed one again\n(at the next ingest).\n");
}

static int
run(struct cli_ctx *ctx, int argc, char **argv, int outbox)
{
	static const struct option opts[] = {
		{ "status",	required_argument, NULL, 's' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct spool_entry *se = NULL;
	struct outbox_entry *oe = NULL;
	struct report_templates *tpl = NULL;
	const char *status = NULL, *verb;
	char *cause = NULL;
	long id = 0;
	int c, rc, r;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			status = optarg;
			break;
		case 'h':
			spool_usage(stdout, outbox);
			return CLI_OK;
		default:
			spool_usage(stderr, outbox);
			return CLI_USAGE;
		}
	}
	if (optind >= argc) {
		spool_usage(stderr, outbox);
		return CLI_USAGE;
	}
	verb = argv[optind++];
	if (strcmp(verb, "list") == 0 && optind == argc)
		;
	else if ((strcmp(verb, "show") == 0 ||
	    (!outbox && strcmp(verb, "retry") == 0)) && argc - optind == 1 &&
	    util_parse_long(argv[optind], 1, 0x7fffffffL, &id) == 0)
		;
	else {
		spool_usage(stderr, outbox);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	rc = CLI_ERROR;
	if (strcmp(verb, "list") == 0) {
		r = outbox ? store_outbox_list(st, status, print_outbox, NULL,
		    &cause) : store_spool_list(st, status, print_spool, NULL,
		    &cause);
		if (r == -1)
			goto fail;
	} else {
		r = outbox ? store_outbox_get(st, id, &oe, &cause) :
		    store_spool_get(st, id, &se, &cause);
		if (r == -1)
			goto fail;
		if (r == 1) {
			log_warnx("no message %ld in the %s", id, outbox ?
			    "outbox" : "spool");
			rc = CLI_NEGATIVE;
			goto out;
		}
		if (strcmp(verb, "show") == 0 && outbox && oe->rawlen == 0 &&
		    oe->xml != NULL) {
			/* Queued as its data: rendered here as it will be
			 * sent (and not saved). */
			int permanent = 0;

			if ((tpl = report_templates_open(conf->templates,
			    &cause)) == NULL || outbox_render(st, conf, tpl, oe,
			    0, &permanent, &cause) == -1)
				goto fail;
		}
		if (strcmp(verb, "show") == 0)
			fwrite(outbox ? oe->raw : se->raw, 1, outbox ?
			    oe->rawlen : se->rawlen, stdout);
		else if (strcmp(se->status, "failed") != 0) {
			log_warnx("message %ld is %s, not failed: nothing to "
			    "retry", id, se->status);
			rc = CLI_NEGATIVE;
			goto out;
		} else if (store_spool_set(st, id, "new", NULL, se->message_id,
		    se->sender, se->subject, util_time(), &cause) == -1)
			goto fail;
		else
			printf("message %ld will be processed again at the next "
			    "ingest\n", id);
	}
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	report_templates_free(tpl);
	store_spool_entry_free(se);
	store_outbox_entry_free(oe);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}

int
cli_spool(struct cli_ctx *ctx, int argc, char **argv)
{
	return run(ctx, argc, argv, 0);
}

int
cli_outbox(struct cli_ctx *ctx, int argc, char **argv)
{
	return run(ctx, argc, argv, 1);
}
