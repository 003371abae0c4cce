/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-whoami.c: WHOAMI (CINESUNT): says who the program takes the sender
 * for: the signed-on player and the registered address, or the address the
 * mail came from.
 */
#include "config.h"

#include "account.h"
#include "cmd.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
whoami_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct account_who who;

	(void)argc;
	(void)argv;
	(void)cause;
	if (account_whoami(ctx->player, ctx->msg->from_addr, &who) ==
	    ACCOUNT_OK)
		report_reply_item(ctx->reply, ctx->line, echo, "WHOAMI", "ok",
		    RC_WHOAMI_PLAYER, "player", who.name, "email", who.email,
		    "lang", who.lang, NULL);
	else
		report_reply_item(ctx->reply, ctx->line, echo, "WHOAMI", "ok",
		    RC_WHOAMI_ANONYMOUS, "addr", who.email, NULL);
	return 0;
}

const struct cmd_entry cmd_whoami_entry = {
	"WHOAMI", "CINESUNT", "", 0, 0, whoami_exec
};
