/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-spool.c: "scrabmail spool list|show|retry|prune|delete" and
 * "scrabmail outbox list|show|retry|prune": what became of each incoming
 * message and each answer, for the organiser (and the golden tests' state
 * dumps), and the retention by hand; 'list' and 'show' also as JSON
 * (--json, report-json.h).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "cmd.h"
#include "conf.h"
#include "mail-parse.h"
#include "outbox.h"
#include "report-json.h"
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

/* A spool row's fields, as 'spool list --json' and 'spool show --json'
 * give them (the subject is stored with any password hidden). */
static void
json_spool_fields(struct report_json *j, const struct spool_entry *e)
{
	report_json_int(j, "id", e->id);
	report_json_string(j, "received", e->received);
	report_json_string(j, "source", e->source);
	report_json_string(j, "status", store_spool_status_str(e->status));
	report_json_string(j, "sender", e->sender);
	report_json_string(j, "subject", e->subject);
	report_json_string(j, "message_id", e->message_id);
	report_json_string(j, "reason", e->reason);
	report_json_string(j, "processed", e->processed);
}

/* 'spool list --json': a row as 'spool show --json' gives it, without
 * the message. */
static int
json_spool(void *arg, const struct spool_entry *e)
{
	struct report_json *j = arg;

	report_json_object_begin(j, NULL);
	json_spool_fields(j, e);
	report_json_object_end(j);
	return 0;
}

/* An outbox row's fields, as 'outbox list --json' and 'outbox show
 * --json' give them. */
static void
json_outbox_fields(struct report_json *j, const struct outbox_entry *e)
{
	report_json_int(j, "id", e->id);
	report_json_int_or_null(j, "spool_id", e->spool_id > 0 ? e->spool_id :
	    -1);
	report_json_string(j, "created", e->created);
	report_json_string(j, "status", store_outbox_status_str(e->status));
	report_json_int(j, "attempts", e->attempts);
	report_json_string(j, "rcpt", e->rcpt);
	report_json_string(j, "to_name", e->to_name);
	report_json_string(j, "subject", e->subject);
	report_json_string(j, "message_id", e->message_id);
	report_json_string(j, "next_try", e->next_try);
	report_json_string(j, "last_error", e->last_error);
	report_json_string(j, "sent", e->sent);
}

/* 'outbox list --json': a row as 'outbox show --json' gives it, without
 * the message. */
static int
json_outbox(void *arg, const struct outbox_entry *e)
{
	struct report_json *j = arg;

	report_json_object_begin(j, NULL);
	json_outbox_fields(j, e);
	report_json_object_end(j);
	return 0;
}

/* A listing of no row (a status no row can have). */
static void
json_empty(const char *kind)
{
	struct report_json *j = report_json_new(kind);

	report_json_array_begin(j, "messages");
	report_json_array_end(j);
	cli_json_print(j);
}

static void
spool_usage(FILE *f, int outbox)
{
	if (outbox)
		fprintf(f, "usage: scrabmail outbox list [--status S] [--json]\n"
		    "       scrabmail outbox show ID [--json]\n"
		    "       scrabmail outbox retry ID | --failed\n"
		    "       scrabmail outbox prune --before DATE\n"
		    "'list' prints\n"
		    "ID<TAB>CREATED<TAB>STATUS<TAB>ATTEMPTS<TAB>RCPT<TAB>SUBJECT<TAB>LAST-ERROR "
		    "for\neach outgoing message (status queued, sent or failed); "
		    "'show' prints the\nmessage as it is sent; 'retry' queues a "
		    "failed one (or, with --failed, every\nfailed one) again for the "
		    "next send; 'prune' deletes the sent and failed\n"
		    "messages created before DATE (YYYY-MM-DD or ISO 8601), never a "
		    "queued one.\n--json: 'list' as one JSON document, the rows; "
		    "'show', the row and the\nmessage (doc/JSON.md).\n");
	else
		fprintf(f, "usage: scrabmail spool list [--status S] [--json]\n"
		    "       scrabmail spool show ID [--json]\n"
		    "       scrabmail spool retry ID\n       scrabmail spool prune "
		    "--before DATE\n       scrabmail spool delete ID\n"
		    "'list' prints\n"
		    "ID<TAB>RECEIVED<TAB>SOURCE<TAB>STATUS<TAB>SENDER<TAB>SUBJECT<TAB>REASON "
		    "for\neach incoming message (status new, done, ignored, "
		    "duplicate or failed); 'show'\nprints the message as received, "
		    "with any password a line may carry hidden;\n"
		    "'retry' processes a failed one again (at the next ingest); "
		    "'prune' forgets the\ntext of the processed messages received "
		    "before DATE (YYYY-MM-DD or ISO 8601),\n"
		    "never of a new one; 'delete' forgets one message's text (a new "
		    "or failed one is\nthen never processed).  The rows stay, so "
		    "that a message fetched again is still\n"
		    "known.  --json: 'list' as one JSON document, the rows; 'show', "
		    "the row and\nthe message, passwords hidden (doc/JSON.md).\n");
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
	const char	*before;	/* prune --before */
	int		 json;		/* list, show --json */
};

static const struct option spool_options[] = {
	{ "status",	required_argument, NULL, 's' },
	{ "failed",	no_argument,	   NULL, 'f' },
	{ "before",	required_argument, NULL, 'b' },
	{ "json",	no_argument,	   NULL, 'j' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int
spool_option(struct cli_env *env, int c, const char *arg)
{
	struct spool_args *a = env->opts;

	if (c == 's')
		a->status = arg;
	if (c == 'b')
		a->before = arg;
	if (c == 'j')
		a->json = 1;
	if (c == 'f') {
		if (strcmp(env->cmd->name, "outbox") != 0) {
			env->cmd->usage(stderr);
			return CLI_USAGE;
		}
		a->failed = 1;
	}
	return CLI_CONTINUE;
}

/* 'show', 'retry' and 'delete': one message number (--json: 'show'
 * only). */
static int
id_check(struct cli_env *env)
{
	struct spool_args *a = env->opts;

	if (a->failed || (a->json && strcmp(env->verb->name, "show") != 0) ||
	    env->nargs != 1 || util_parse_long(env->args[0], 1, 0x7fffffffL,
	    &a->id) == -1) {
		cli_verb_usage(env);
		return CLI_USAGE;
	}
	return CLI_OK;
}

/* 'list': [--status S] [--json]. */
static int
list_check(struct cli_env *env)
{
	const struct spool_args *a = env->opts;

	if (a->failed) {
		cli_verb_usage(env);
		return CLI_USAGE;
	}
	return CLI_OK;
}

static int spool_find(struct cli_env *env, struct spool_entry **se);

/* 'prune': --before DATE and nothing else. */
static int
prune_check(struct cli_env *env)
{
	const struct spool_args *a = env->opts;

	if (a->before == NULL || a->failed || a->json || env->nargs != 0) {
		env->cmd->usage(stderr);
		return CLI_USAGE;
	}
	return CLI_OK;
}

/* --before's date: YYYY-MM-DD (midnight UTC) or an ISO 8601 time.  0, or
 * -1 (said). */
static int
before_time(const char *s, long long *t)
{
	char buf[32];

	if (strlen(s) == 10) {
		snprintf(buf, sizeof buf, "%sT00:00:00Z", s);
		if (util_parse_iso8601(buf, t) == 0)
			return 0;
	} else if (util_parse_iso8601(s, t) == 0)
		return 0;
	log_warnx("--before %s: a date such as 2026-01-31 or a time such as "
	    "2026-01-31T12:00:00Z", s);
	return -1;
}

static int
spool_prune(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	long long before;
	long n;

	if (before_time(a->before, &before) == -1)
		return CLI_USAGE;
	if (store_spool_prune(env->st, before, &n, &env->cause) == -1)
		return CLI_ERROR;
	printf("the text of %ld processed %s received before %s pruned\n", n,
	    util_noun(n, "message", "messages"), a->before);
	return CLI_OK;
}

static int
spool_delete(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	struct spool_entry *se = NULL;
	int rc;

	if ((rc = spool_find(env, &se)) != CLI_OK)
		goto out;
	if (store_spool_delete(env->st, a->id, util_time(),
	    &env->cause) == -1)
		rc = CLI_ERROR;
	else
		printf("message %ld deleted%s\n", a->id,
		    se->status == STORE_SPOOL_NEW ||
		    se->status == STORE_SPOOL_FAILED ? " (it will not be "
		    "processed)" : "");
out:
	store_spool_entry_free(se);
	return rc;
}

static int
outbox_prune(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	long long before;
	long n;

	if (before_time(a->before, &before) == -1)
		return CLI_USAGE;
	if (store_outbox_prune(env->st, before, &n, &env->cause) == -1)
		return CLI_ERROR;
	printf("%ld sent or failed %s created before %s deleted\n", n,
	    util_noun(n, "message", "messages"), a->before);
	return CLI_OK;
}

/* 'outbox retry': one message number, or --failed. */
static int
retry_check(struct cli_env *env)
{
	const struct spool_args *a = env->opts;

	if (a->failed && !a->json && env->nargs == 0)
		return CLI_OK;
	return id_check(env);
}

static int
spool_list(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	enum store_spool_status status = STORE_SPOOL_ANY;

	struct report_json *j;
	int rc;

	/* A status that no row can have: an empty list, as ever. */
	if (a->status != NULL && !store_spool_status_parse(a->status,
	    &status)) {
		if (a->json)
			json_empty("spool-messages");
		return CLI_OK;
	}
	if (!a->json)
		return store_spool_list(env->st, status, print_spool, NULL,
		    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
	j = report_json_new("spool-messages");
	report_json_array_begin(j, "messages");
	rc = store_spool_list(env->st, status, json_spool, j, &env->cause);
	report_json_array_end(j);
	if (rc == -1) {
		report_json_free(j);
		return CLI_ERROR;
	}
	cli_json_print(j);
	return CLI_OK;
}

static int
outbox_list(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	enum store_outbox_status status = STORE_OUTBOX_ANY;

	struct report_json *j;
	int rc;

	if (a->status != NULL && !store_outbox_status_parse(a->status,
	    &status)) {
		if (a->json)
			json_empty("outbox-messages");
		return CLI_OK;
	}
	if (!a->json)
		return store_outbox_list(env->st, status, print_outbox, NULL,
		    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
	j = report_json_new("outbox-messages");
	report_json_array_begin(j, "messages");
	rc = store_outbox_list(env->st, status, json_outbox, j, &env->cause);
	report_json_array_end(j);
	if (rc == -1) {
		report_json_free(j);
		return CLI_ERROR;
	}
	cli_json_print(j);
	return CLI_OK;
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

/* One line onto out, passwords masked (cmd_mask_line); in a header its
 * value too (a "Subject: SIGNON ion secret"); in the body the whole line
 * when the non-blank line before it, *prev, is a SIGNON or PAROLA without
 * its password (cmd_mask_line_after).  *prev becomes line when it is a
 * non-blank body line. */
static void
put_masked_line(GString *out, const char *line, int header,
    const char **prev)
{
	const char *colon;
	char *m, *v;

	m = header ? cmd_mask_line(line) : cmd_mask_line_after(line, *prev);
	if (!header && line[strspn(line, " \t\r")] != '\0')
		*prev = line;
	if (header && strcmp(m, line) == 0 && line[0] != ' ' &&
	    line[0] != '\t' && (colon = strchr(line, ':')) != NULL) {
		v = cmd_mask_subject(colon + 1);
		g_string_append_printf(out, "%.*s%s", (int)(colon + 1 - line),
		    line, v);
		free(v);
	} else
		g_string_append(out, m);
	free(m);
}

/* A message as received, every line that may carry a password masked (in
 * the headers and the body, quoted or not).  A body in base64 cannot be
 * masked as it stands: then the headers are followed by the text as the
 * commands read it, masked, instead of the encoded body. */
static void
put_masked(GString *out, const struct conf *c, const char *raw, size_t len)
{
	char *copy = g_strndup(raw, len), **lines, *lower;
	const char *prev = NULL;
	struct mail_msg *msg = NULL;
	int header = 1, base64;
	size_t i;

	lower = g_ascii_strdown(copy, -1);
	base64 = strstr(lower, "content-transfer-encoding: base64") != NULL ||
	    strstr(lower, "content-transfer-encoding:base64") != NULL;
	g_free(lower);
	lines = g_strsplit(copy, "\n", -1);
	for (i = 0; lines[i] != NULL; i++) {
		if (header && (lines[i][0] == '\0' ||
		    strcmp(lines[i], "\r") == 0)) {
			header = 0;
			if (base64)
				break;
		}
		put_masked_line(out, lines[i], header, &prev);
		if (lines[i + 1] != NULL)
			g_string_append_c(out, '\n');
	}
	if (base64) {
		g_string_append(out, "\n[a part of the body is in base64: the "
		    "text as the commands read it, passwords hidden]\n");
		msg = mail_parse(raw, len, &c->limits, c->loop);
		g_strfreev(lines);
		lines = g_strsplit(msg->text != NULL ? msg->text : "", "\n",
		    -1);
		prev = NULL;
		for (i = 0; lines[i] != NULL; i++) {
			put_masked_line(out, lines[i], 0, &prev);
			g_string_append_c(out, '\n');
		}
		mail_msg_free(msg);
	}
	g_strfreev(lines);
	g_free(copy);
}

/* 'spool show --json': the row, and the message as 'show' prints it
 * (null once pruned or deleted). */
static void
spool_json(const struct spool_entry *se, const char *text)
{
	struct report_json *j = report_json_new("spool-message");

	json_spool_fields(j, se);
	report_json_string(j, "message", text);
	cli_json_print(j);
}

static int
spool_show(struct cli_env *env)
{
	const struct spool_args *a = env->opts;
	struct spool_entry *se = NULL;
	GString *text = NULL;
	int rc;

	if ((rc = spool_find(env, &se)) != CLI_OK)
		goto out;
	if (se->rawlen > 0) {
		text = g_string_new(NULL);
		put_masked(text, env->conf, se->raw, se->rawlen);
	}
	if (a->json)
		spool_json(se, text != NULL ? text->str : NULL);
	else if (text == NULL)
		printf("[message %ld: its text was pruned or deleted]\n",
		    a->id);
	else
		fwrite(text->str, 1, text->len, stdout);
out:
	if (text != NULL)
		g_string_free(text, TRUE);
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
	if (a->json) {
		struct report_json *j = report_json_new("outbox-message");
		char *msg = g_strndup(oe->raw, oe->rawlen);

		json_outbox_fields(j, oe);
		report_json_string(j, "message", msg);
		g_free(msg);
		cli_json_print(j);
	} else
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
	printf("%ld %s queued again for the next send\n", n,
	    util_noun(n, "message", "messages"));
	rc = CLI_OK;
out:
	store_outbox_entry_free(oe);
	return rc;
}

#define SPOOL_NEEDS	(CLI_NEEDS_CONF | CLI_NEEDS_STORE)

static const struct cli_verb spool_verbs[] = {
	{ .name = "delete", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = id_check, .run = spool_delete },
	{ .name = "list", .needs = SPOOL_NEEDS, .check = list_check,
	  .run = spool_list },
	{ .name = "prune", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = prune_check, .run = spool_prune },
	{ .name = "retry", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = id_check, .run = spool_retry },
	{ .name = "show", .needs = SPOOL_NEEDS, .check = id_check,
	  .run = spool_show },
	{ .name = NULL }
};

static const struct cli_verb outbox_verbs[] = {
	{ .name = "list", .needs = SPOOL_NEEDS, .check = list_check,
	  .run = outbox_list },
	{ .name = "prune", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = prune_check, .run = outbox_prune },
	{ .name = "retry", .needs = SPOOL_NEEDS | CLI_NEEDS_LOCK,
	  .check = retry_check, .run = outbox_retry },
	{ .name = "show", .needs = SPOOL_NEEDS, .check = id_check,
	  .run = outbox_show },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_spool = {
	.name = "spool",
	.summary = "list, show, retry, prune or delete incoming mail",
	.usage = spool_usage_in,
	.opts_size = sizeof(struct spool_args),
	.options = spool_options,
	.option = spool_option,
	.verbs = spool_verbs,
};

const struct cli_cmd cli_cmd_outbox = {
	.name = "outbox",
	.summary = "list, show, retry or prune outgoing mail",
	.usage = spool_usage_out,
	.opts_size = sizeof(struct spool_args),
	.options = spool_options,
	.option = spool_option,
	.verbs = outbox_verbs,
};
