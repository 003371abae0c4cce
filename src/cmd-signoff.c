/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-signoff.c: SIGNOFF (GATA): the end of the commands; whatever follows
 * (a signature the cleaning missed, a quoted message) is not read.
 */
#include "config.h"

#include "cmd.h"
#include "report-reply.h"

static int
signoff_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	int stopped = 0;

	(void)argc;
	(void)argv;
	ctx->stop = 1;
	/* GATA alone from a reader of an open contest: STOP. */
	if (ctx->known == 1 && cmd_stop_run(ctx, echo, "SIGNOFF", 1,
	    &stopped, cause) == -1)
		return -1;
	if (!stopped)
		report_reply_item(ctx->reply, ctx->line, echo, "SIGNOFF", "ok",
		    "signoff.ok", NULL);
	return 0;
}

const struct cmd_entry cmd_signoff_entry = {
	"SIGNOFF", "GATA", "", 0, 0, signoff_exec
};
