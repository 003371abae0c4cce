/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-signon.c: SIGNON player password.  Identifies the sender as a
 * registered player for the rest of the mail.  After max_failed_signons
 * wrong passwords in a row from one address, sign-ons as the player from
 * that address are refused for an hour, so that a password cannot be
 * guessed by mail; the registered address is never locked out by another
 * address's failures, and is told when another address gets locked out
 * (at most once a day; the rule is account.c's, the mail is queued here).
 * The password is never quoted back (the echo shows stars).
 */
#include "config.h"

#include <stdio.h>

#include "account.h"
#include "cmd.h"
#include "conf.h"
#include "mail-parse.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-reply.h"

/* The reply's code for a refused sign-on. */
static const char *
refusal_code(enum account_status as)
{
	switch (as) {
	case ACCOUNT_UNKNOWN:
		return RC_SIGNON_UNKNOWN_PLAYER;
	case ACCOUNT_LOCKED:
		return RC_SIGNON_LOCKED;
	case ACCOUNT_NO_PASSWORD:
		return RC_SIGNON_NO_PASSWORD;
	default:
		return RC_SIGNON_BAD_PASSWORD;
	}
}

/* Tell the registered address that another address got locked out. */
static int
warn_registered(struct cmd_ctx *ctx, const struct account_who *who,
    char **cause)
{
	struct report_reply *r = report_reply_new(who->lang);
	char failures[32], minutes[32];
	int rc;

	snprintf(failures, sizeof failures, "%ld", who->failures);
	snprintf(minutes, sizeof minutes, "%d", ACCOUNT_LOCK_SECONDS / 60);
	report_reply_set_kind(r, RK_ACCOUNT);
	report_reply_notice(r, RC_SIGNON_WARNING, "player", who->name, "from",
	    who->sender, "failures", failures, "minutes", minutes, NULL);
	rc = outbox_queue_deferred(ctx->st, ctx->conf, r, who->name, who->email,
	    ctx->spool_id, ctx->now, cause);
	report_reply_free(r);
	return rc;
}

static int
signon_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct account_who who;
	enum account_status as;
	char minutes[32];

	if (argc != 3) {
		/* Which word is the password is not known: hide them all. */
		report_reply_item(ctx->reply, ctx->line, argc > 1 ?
		    "SIGNON ******" : echo, "SIGNON", "error", RC_SIGNON_USAGE,
		    NULL);
		return 0;
	}
	as = account_signon(ctx->st, ctx->conf->max_failed_signons, argv[1],
	    argv[2], ctx->msg != NULL ? ctx->msg->from_addr : NULL, ctx->now,
	    &ctx->player, &who, cause);
	if (as == ACCOUNT_ERROR || (who.warn &&
	    warn_registered(ctx, &who, cause) == -1)) {
		account_who_clear(&who);
		return -1;
	}
	if (as == ACCOUNT_OK)
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "ok",
		    RC_SIGNON_OK, "player", who.name, NULL);
	else if (as == ACCOUNT_LOCKED) {
		snprintf(minutes, sizeof minutes, "%lld", who.minutes);
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "error",
		    refusal_code(as), "player", who.name, "minutes", minutes,
		    NULL);
	} else
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "error",
		    refusal_code(as), "player", who.name, NULL);
	account_who_clear(&who);
	return 0;
}

const struct cmd_entry cmd_signon_entry = {
	"SIGNON", NULL, "player password", 0, 2, signon_exec
};
