/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-signon.c: SIGNON player password.  Identifies the sender as a
 * registered player for the rest of the mail.  After max_failed_signons
 * wrong passwords in a row the player's sign-on is refused for an hour, so
 * that a password cannot be guessed by mail; a good sign-on resets the
 * count.  The password is never quoted back (the echo shows stars).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "auth.h"
#include "cmd.h"
#include "conf.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

#define SIGNON_LOCK_SECONDS 3600

static int
signon_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct player *p = NULL;
	long long last;
	int rc;

	if (argc != 3) {
		/* Which word is the password is not known: hide them all. */
		report_reply_item(ctx->reply, ctx->line, argc > 1 ?
		    "SIGNON ******" : echo, "SIGNON", "error", "signon.usage",
		    NULL);
		return 0;
	}
	if ((rc = store_player_find(ctx->st, argv[1], &p, cause)) == -1)
		return -1;
	if (rc == 1) {
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "error",
		    "signon.unknown-player", "player", argv[1], NULL);
		return 0;
	}
	if (p->failed_signons >= ctx->conf->max_failed_signons &&
	    p->last_failed != NULL &&
	    util_parse_iso8601(p->last_failed, &last) == 0 &&
	    ctx->now - last < SIGNON_LOCK_SECONDS) {
		char minutes[32];

		snprintf(minutes, sizeof minutes, "%lld",
		    (SIGNON_LOCK_SECONDS - (ctx->now - last) + 59) / 60);
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "error",
		    "signon.locked", "player", p->name, "minutes", minutes,
		    NULL);
		store_player_free(p);
		return 0;
	}
	if (!auth_verify(argv[2], p->pwhash)) {
		rc = store_player_signon(ctx->st, p->id, 0, ctx->now, cause);
		if (rc == 0)
			report_reply_item(ctx->reply, ctx->line, echo, "SIGNON",
			    "error", p->pwhash != NULL ? "signon.bad-password" :
			    "signon.no-password", "player", p->name, NULL);
		store_player_free(p);
		return rc;
	}
	if (store_player_signon(ctx->st, p->id, 1, ctx->now, cause) == -1) {
		store_player_free(p);
		return -1;
	}
	report_reply_item(ctx->reply, ctx->line, echo, "SIGNON", "ok",
	    "signon.ok", "player", p->name, NULL);
	store_player_free(ctx->player);
	ctx->player = p;
	return 0;
}

const struct cmd_entry cmd_signon_entry = {
	"SIGNON", NULL, "player password", 0, 2, signon_exec
};
