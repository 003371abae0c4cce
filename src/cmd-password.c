/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-password.c: PASSWORD new-password (PAROLA): a signed-on player sets a
 * new password.  The new password is checked (length, no spaces or control
 * characters, not the player's name), hashed, and never quoted back.
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

static int
password_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	const char *why;
	char *hash, *err = NULL, min[32];

	if (argc != 2) {
		report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD",
		    "error", "password.usage", NULL);
		return 0;
	}
	if ((why = auth_check_new(argv[1], ctx->player->name,
	    ctx->conf->min_password)) != NULL) {
		snprintf(min, sizeof min, "%ld", ctx->conf->min_password);
		report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD",
		    "error", why, "min", min, NULL);
		return 0;
	}
	if ((hash = auth_hash(argv[1], &err)) == NULL) {
		/* The system's hashing failed: a temporary failure. */
		*cause = err;
		return -1;
	}
	if (store_player_set_password(ctx->st, ctx->player->id, hash,
	    cause) == -1) {
		free(hash);
		return -1;
	}
	free(ctx->player->pwhash);
	ctx->player->pwhash = hash;
	report_reply_item(ctx->reply, ctx->line, echo, "PASSWORD", "ok",
	    "password.ok", "player", ctx->player->name, NULL);
	return 0;
}

const struct cmd_entry cmd_password_entry = {
	"PASSWORD", "PAROLA", "new-password", CMD_SIGNON, 1, password_exec
};
