/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-join.c: JOIN championship (INTRU): a signed-on player enters a
 * championship that takes sign-ups by mail ("championship create
 * --open-signup"), before its start; the organiser is told
 * (account-signup.h).
 */
#include "config.h"

#include <glib.h>

#include "account-signup.h"
#include "cmd.h"
#include "game-ctx.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
join_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct signup_outcome o;
	struct game_ctx local, *g = ctx->game;
	const char *code = NULL;
	char *champ;
	int rc = 0;

	if (argc < 2) {
		report_reply_item(ctx->reply, ctx->line, echo, "JOIN", "error",
		    RC_JOIN_USAGE, NULL);
		return 0;
	}
	if (g == NULL) {
		game_ctx_init(&local, ctx->st, ctx->conf, NULL);
		g = &local;
	}
	champ = cmd_join_words(argc - 1, argv + 1);
	switch (signup_join(g, ctx->player, champ, ctx->now, &o, cause)) {
	case SIGNUP_OK:
		report_reply_item(ctx->reply, ctx->line, echo, "JOIN", "ok",
		    RC_JOIN_OK, "player", o.name, "champ", o.champ, NULL);
		break;
	case SIGNUP_NO_CHAMP:
		code = RC_JOIN_UNKNOWN;
		break;
	case SIGNUP_NOT_OPEN:
		code = RC_JOIN_NOT_OPEN;
		break;
	case SIGNUP_STARTED:
		code = RC_JOIN_STARTED;
		break;
	case SIGNUP_ALREADY:
		code = RC_JOIN_ALREADY;
		break;
	default:
		rc = -1;
		break;
	}
	if (code != NULL)
		report_reply_item(ctx->reply, ctx->line, echo, "JOIN", "error",
		    code, "champ", o.champ, NULL);
	signup_outcome_clear(&o);
	g_free(champ);
	if (g == &local)
		game_ctx_clear(&local);
	return rc;
}

const struct cmd_entry cmd_join_entry = {
	.name = "JOIN",
	.alias = "INTRU",
	.args = "championship",
	.flags = CMD_SIGNON,
	.exec = join_exec,
};
