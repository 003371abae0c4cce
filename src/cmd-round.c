/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-round.c: ROUND n (TUR): an entry for round n of a duplicate contest.
 * The move follows on the same line or on the next one, as a reader writes
 * a slip: the coordinate, the word with its blanks marked, and the claimed
 * score ("H8 CASA 8"); for the tactic variant the second move on the line
 * after, and optionally a line "TOTAL n".  The judging is in
 * game-contest.c.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "game-contest.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

/* Split "H8 CASA 8" into the move and the claimed score (-1 when the last
 * word is not a number). */
static char *
split_score(const char *line, int *claimed)
{
	char *m = g_strstrip(xstrdup(line)), *sp = strrchr(m, ' ');
	long v;

	*claimed = -1;
	if (sp == NULL)
		sp = strrchr(m, '\t');
	if (sp != NULL && util_parse_long(sp + 1, 0, 9999, &v) == 0) {
		*claimed = (int)v;
		*sp = '\0';
		g_strchomp(m);
	}
	return m;
}

/* The next non-empty line of the mail, consumed; NULL at the end. */
static const char *
next_line(struct cmd_ctx *ctx)
{
	while (ctx->cur < ctx->nlines && ctx->lines[ctx->cur][0] == '\0')
		ctx->cur++;
	if (ctx->cur >= ctx->nlines)
		return NULL;
	return ctx->lines[ctx->cur++];
}

static int
round_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	GString *e = g_string_new(echo);
	const char *line, *l2 = NULL;
	char *move = NULL, *move2 = NULL, *rest = NULL;
	long n, total = -1;
	int claimed, claimed2 = -1, rc = 0, i, tactic = 0;

	if (ctx->game == NULL || argc < 2 ||
	    util_parse_long(argv[1], 1, 1000, &n) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND", "error",
		    "round.usage", NULL);
		goto out;
	}
	if ((rc = game_resolve_contest(ctx->game, ctx, echo, &tactic,
	    cause)) != 0) {
		rc = rc == 1 ? 0 : -1;
		goto out;
	}
	if (argc > 2) {
		GString *r = g_string_new(NULL);

		for (i = 2; i < argc; i++)
			g_string_append_printf(r, "%s%s", i > 2 ? " " : "",
			    argv[i]);
		rest = g_string_free(r, FALSE);
		line = rest;
	} else if ((line = next_line(ctx)) != NULL)
		g_string_append_printf(e, " / %s", line);
	else {
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND", "error",
		    "round.no-move", "round", argv[1], NULL);
		goto out;
	}
	move = split_score(line, &claimed);
	if (tactic && (l2 = next_line(ctx)) != NULL) {
		g_string_append_printf(e, " / %s", l2);
		move2 = split_score(l2, &claimed2);
		if (ctx->cur < ctx->nlines && g_ascii_strncasecmp(
		    ctx->lines[ctx->cur], "TOTAL ", 6) == 0 &&
		    util_parse_long(g_strstrip(ctx->lines[ctx->cur] + 6), 0,
		    9999, &total) == 0)
			g_string_append_printf(e, " / %s",
			    ctx->lines[ctx->cur++]);
	}
	rc = game_entry(ctx->game, ctx, (int)n, move, claimed, move2,
	    claimed2, (int)total, e->str, cause);
out:
	free(move);
	free(move2);
	g_free(rest);
	g_string_free(e, TRUE);
	return rc;
}

const struct cmd_entry cmd_round_entry = {
	"ROUND", "TUR", "n move", 0, 0, round_exec
};
