/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-whoami.c: WHOAMI (CINESUNT): says who the program takes the sender
 * for: the signed-on player and the registered address, or the address the
 * mail came from.
 */
#include "config.h"

#include "cmd.h"
#include "mail-parse.h"
#include "report-reply.h"
#include "store.h"

static int
whoami_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	(void)argc;
	(void)argv;
	(void)cause;
	if (ctx->player != NULL)
		report_reply_item(ctx->reply, ctx->line, echo, "WHOAMI", "ok",
		    "whoami.player", "player", ctx->player->name, "email",
		    ctx->player->email, "lang", ctx->player->lang, NULL);
	else
		report_reply_item(ctx->reply, ctx->line, echo, "WHOAMI", "ok",
		    "whoami.anonymous", "addr", ctx->msg->from_addr != NULL ?
		    ctx->msg->from_addr : "", NULL);
	return 0;
}

const struct cmd_entry cmd_whoami_entry = {
	"WHOAMI", "CINESUNT", "", 0, 0, whoami_exec
};
