/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-stop.c: STOP: a reader of an open duplicate contest receives no more
 * rounds (results and the next round) until they enter a move again; the
 * contest chosen by CONCURS, else every running open contest the mail's
 * address entered.  GATA (SIGNOFF) as a mail's first command does the same
 * (cmd-signoff.c).  The rule is game_contest_stop's.
 */
#include "config.h"

#include <stdlib.h>

#include "cmd.h"
#include "game-contest.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"

int
cmd_stop_run(struct cmd_ctx *ctx, const char *echo, const char *cmd,
    int quiet, int *stopped, char **cause)
{
	char *names = NULL;

	*stopped = 0;
	if (ctx->game == NULL || ctx->msg == NULL ||
	    ctx->msg->from_addr == NULL) {
		names = NULL;
	} else if (game_contest_stop(ctx->game, ctx->msg->from_addr,
	    ctx->contest_id, ctx->now, &names, cause) == -1)
		return -1;
	if (names != NULL && names[0] != '\0') {
		*stopped = 1;
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "ok",
		    RC_STOP_OK, "contests", names, NULL);
	} else if (!quiet)
		report_reply_item(ctx->reply, ctx->line, echo, cmd, "error",
		    RC_STOP_NONE, NULL);
	free(names);
	return 0;
}

static int
stop_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	int stopped;

	(void)argc;
	(void)argv;
	return cmd_stop_run(ctx, echo, "STOP", 0, &stopped, cause);
}

const struct cmd_entry cmd_stop_entry = {
	.name = "STOP",
	.alias = NULL,
	.args = "",
	.flags = 0,
	.secret = 0,
	.exec = stop_exec,
};
