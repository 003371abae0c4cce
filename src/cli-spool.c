/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-spool.c: "scrabmail spool list|show|retry" and "scrabmail outbox
 * list|show|retry": what became of each incoming message and each answer,
 * for the organiser (and the golden tests' state dumps).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "conf.h"
#include "outbox.h"
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
	printf("%lld\t%s\t%s\t%s\t", e->id, e->received, e->source,
	    store_spool_status_str(e->status));
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
	printf("%lld\t%s\t%s\t%d\t", e->id, e->created,
	    store_outbox_status_str(e->status), e->attempts);
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
		    "       scrabmail outbox retry ID | --failed\n"
		    "'list' prints ID<TAB>CREATED<TAB>STATUS<TAB>ATTEMPTS<TAB>"
		    "RCPT<TAB>SUBJECT<TAB>LAST-ERROR\nfor each outgoing "
		    "message (status queued, sent or failed); 'show' prints\n"
		    "the message as it is sent; 'retry' queues a failed one "
		    "(or, with --failed,\nevery failed one) again for the "
		    "next send.\n");
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

static void
spool_usage_in(FILE *f)
{
	spool_usage(f, 0);
}

static void
spool_usage_out(FILE *f)
{
	spool_usage(f, 1);
}

struct spool_args {
	const char	*status;	/* list --status */
	long		 id;		/* show, retry */
	int		 failed;	/* outbox retry --failed */
};

static const struct option spool_options[] = {
	{ "status",	required_argument, NULL, 's' },
	{ "failed",	no_argument,	   NULL, 'f' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
spool_option(struct cli_env *env, int c, const char *arg)
{
	struct spool_args *a = env->opts;

	if (c == 's')
		a->status = arg;
	if (c == 'f') {
		if (strcmp(env->cmd->name, "outbox") != 0) {
			env->cmd->usage(stderr);
			return CLI_USAGE;
		}
		a->failed = 1;
	}
	return CLI_CONTINUE;
}

/* 'show' and 'retry': one message number. */
static int
id_check(struct cli_env *env)
{
	struct spool_args *a = env->opts;

	if (a->failed || env->nargs != 1 || util_parse_long(env->args[0], 1,
	    0x7fffffffL, &a->id) == -1) {
		cli_verb_usage(env);
		return CLI_USAGE;
	}
	return CLI_OK;
}

/* 'outbox retry': one message number, or --failed. */
static int
retry_check(struct cli_env *env)
{
	const struct spool_args *a = env->opts;

	if (a->failed && env->nargs == 0)
		return CLI_OK;
	return id_check(env);
}

static int
spool_list(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	enum store_spool_status status = STORE_SPOOL_ANY;

	/* A status that no row can have: an empty list, as ever. */
	if (a->status != NULL && !store_spool_status_parse(a->status, &status))
		return CLI_OK;
	return store_spool_list(env->st, status, print_spool, NULL,
	    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

static int
outbox_list(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	enum store_outbox_status status = STORE_OUTBOX_ANY;

	if (a->status != NULL && !store_outbox_status_parse(a->status,
	    &status))
		return CLI_OK;
	return store_outbox_list(env->st, status, print_outbox, NULL,
	    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

/* The spool's message a->id: CLI_OK and *se (the caller frees),
 * CLI_NEGATIVE (said) or CLI_ERROR. */
static int
spool_find(struct cli_env *env, struct spool_entry **se)
{
	const struct spool_args *a = env->opts;
	int r;

	if ((r = store_spool_get(env->st, a->id, se, &env->cause)) == -1)
		return CLI_ERROR;
	if (r == 1) {
		log_warnx("no message %ld in the spool", a->id);
		return CLI_NEGATIVE;
	}
	return CLI_OK;
}

static int
spool_show(struct cli_env *env)
{
	struct spool_entry *se = NULL;
	int rc;

	if ((rc = spool_find(env, &se)) == CLI_OK)
		fwrite(se->raw, 1, se->rawlen, stdout);
	store_spool_entry_free(se);
	return rc;
}

static int
spool_retry(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	struct spool_entry *se = NULL;
	int rc;

	if ((rc = spool_find(env, &se)) != CLI_OK)
		goto out;
	if (se->status != STORE_SPOOL_FAILED) {
		log_warnx("message %ld is %s, not failed: nothing to "
		    "retry", a->id, store_spool_status_str(se->status));
		rc = CLI_NEGATIVE;
	} else if (store_spool_set(env->st, a->id, STORE_SPOOL_NEW, NULL,
	    se->message_id, se->sender, se->subject, util_time(),
	    &env->cause) == -1)
		rc = CLI_ERROR;
	else
		printf("message %ld will be processed again at the next "
		    "ingest\n", a->id);
out:
	store_spool_entry_free(se);
	return rc;
}

static int
outbox_show(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	struct outbox_entry *oe = NULL;
	int r, rc = CLI_ERROR;

	if ((r = store_outbox_get(env->st, a->id, &oe, &env->cause)) == -1)
		goto out;
	if (r == 1) {
		log_warnx("no message %ld in the outbox", a->id);
		rc = CLI_NEGATIVE;
		goto out;
	}
	if (oe->rawlen == 0 && oe->xml != NULL) {
		/* Queued as its data: rendered here as it will be sent (and
		 * not saved). */
		int permanent = 0;

		if (cli_env_templates(env) == -1 || outbox_render(env->st,
		    env->conf, env->tpl, oe, 0, &permanent, &env->cause) == -1)
			goto out;
	}
	fwrite(oe->raw, 1, oe->rawlen, stdout);
	rc = CLI_OK;
out:
	store_outbox_entry_free(oe);
	return rc;
}

/* The failed message a->id, or every failed one, queued again. */
static int
outbox_retry(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	struct outbox_entry *oe = NULL;
	long n;
	int r, rc = CLI_ERROR;

	if (!a->failed) {
		if ((r = store_outbox_get(env->st, a->id, &oe,
		    &env->cause)) == -1)
			goto out;
		if (r == 1) {
			log_warnx("no message %ld in the outbox", a->id);
			rc = CLI_NEGATIVE;
			goto out;
		}
		if (oe->status != STORE_OUTBOX_FAILED) {
			log_warnx("message %ld is %s, not failed: nothing to "
			    "retry", a->id,
			    store_outbox_status_str(oe->status));
			rc = CLI_NEGATIVE;
			goto out;
		}
	}
	if (store_outbox_requeue(env->st, a->failed ? 0 : a->id, util_time(),
	    &n, &env->cause) == -1)
		goto out;
	printf("%ld message(s) queued again for the next send\n", n);
	rc = CLI_OK;
out:
	store_outbox_entry_free(oe);
	return rc;
}

#define SPOOL_NEEDS	(CLI_NEEDS_CONF | CLI_NEEDS_STORE)

static const struct cli_verb spool_verbs[] = {
	{ .name = "list", .needs = SPOOL_NEEDS, .run = spool_list },
	{ .name = "retry", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = id_check, .run = spool_retry },
	{ .name = "show", .needs = SPOOL_NEEDS, .check = id_check,
	  .run = spool_show },
	{ .name = NULL }
};

static const struct cli_verb outbox_verbs[] = {
	{ .name = "list", .needs = SPOOL_NEEDS, .run = outbox_list },
	{ .name = "retry", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = retry_check, .run = outbox_retry },
	{ .name = "show", .needs = SPOOL_NEEDS, .check = id_check,
	  .run = outbox_show },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_spool = {
	.name = "spool",
	.summary = "list, show or retry incoming mail",
	.usage = spool_usage_in,
	.opts_size = sizeof(struct spool_args),
	.options = spool_options,
	.option = spool_option,
	.verbs = spool_verbs,
};

const struct cli_cmd cli_cmd_outbox = {
	.name = "outbox",
	.summary = "list, show or retry outgoing mail",
	.usage = spool_usage_out,
	.opts_size = sizeof(struct spool_args),
	.options = spool_options,
	.option = spool_option,
	.verbs = outbox_verbs,
};
