/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-contest.c: CONTEST name (CONCURS): which contest the following ROUND
 * lines are for, when several are running.
 */
#include "config.h"

#include <glib.h>

#include "cmd.h"
#include "game-contest.h"
#include "reply-codes.h"
#include "report-reply.h"

static int
contest_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	GString *s = g_string_new(NULL);
	long long id;
	int i, rc;

	for (i = 1; i < argc; i++)
		g_string_append_printf(s, "%s%s", i > 1 ? " " : "", argv[i]);
	if (ctx->game == NULL || s->len == 0) {
		report_reply_item(ctx->reply, ctx->line, echo, "CONTEST",
		    "error", RC_CONTEST_UNKNOWN, "name", s->str, NULL);
		g_string_free(s, TRUE);
		return 0;
	}
	if ((rc = game_contest_id(ctx->game, s->str, &id, cause)) == -1) {
		g_string_free(s, TRUE);
		return -1;
	}
	if (rc == 1)
		report_reply_item(ctx->reply, ctx->line, echo, "CONTEST",
		    "error", RC_CONTEST_UNKNOWN, "name", s->str, NULL);
	else {
		ctx->contest_id = id;
		report_reply_item(ctx->reply, ctx->line, echo, "CONTEST", "ok",
		    RC_CONTEST_OK, "contest", s->str, NULL);
	}
	g_string_free(s, TRUE);
	return 0;
}

const struct cmd_entry cmd_contest_entry = {
	"CONTEST", "CONCURS", "name", 0, 0, contest_exec
};
