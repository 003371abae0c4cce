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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "game-contest.h"
#include "mail-authres.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"
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

/* The next non-empty line of the mail, consumed; NULL at the end, or
 * when that line carries a password (a SIGNON, PASSWORD or PAROLA line or
 * one like it: one cmd_mask_line hides words of): no move, it is left
 * for the command loop, which reads it as the command it is, and never
 * quoted back as a move ("TUR 1" then "SIGNON ion parola" quoted the
 * password in clear: fuzz-cmd-parse, issue 18). */
static const char *
next_line(struct cmd_ctx *ctx)
{
	while (ctx->cur < ctx->nlines && ctx->lines[ctx->cur][0] == '\0')
		ctx->cur++;
	if (ctx->cur >= ctx->nlines)
		return NULL;
	if (cmd_line_secret(ctx->lines[ctx->cur]))
		return NULL;
	return ctx->lines[ctx->cur++];
}

/* Who the mail is from, for the game layer; the addresses the mail was
 * sent to go into *to (free with g_strfreev).  With [auth] require, a
 * mail not signed on whose Authentication-Results (our MTA's, mail-
 * authres.h) say the From address is forged is unverified: an open
 * contest holds its entry. */
static void
sender(const struct cmd_ctx *ctx, struct game_sender *s, char ***to)
{
	struct mail_authres ar;

	memset(s, 0, sizeof *s);
	if (ctx->conf != NULL && ctx->conf->auth_require &&
	    ctx->player == NULL) {
		mail_authres_read(ctx->msg->auth_results,
		    ctx->conf->authserv_id, &ar);
		if (mail_authres_failed(&ar))
			s->unverified = mail_authres_what(&ar);
	}
	s->player = ctx->player;
	s->address = ctx->msg->from_addr;
	s->from_name = ctx->msg->from_name;
	s->name = ctx->display_name;
	*to = ctx->msg->to_addrs != NULL ?
	    g_strsplit(ctx->msg->to_addrs, " ", -1) : NULL;
	s->to = (const char *const *)*to;
}

/* A claimed score as the templates read it: "" when none was given. */
static void
claimed_text(int claimed, char *buf, size_t cap)
{
	if (claimed >= 0)
		snprintf(buf, cap, "%d", claimed);
	else
		buf[0] = '\0';
}

/* The reply item of an outcome. */
static void
answer(struct cmd_ctx *ctx, const char *echo,
    const struct game_entry_outcome *o)
{
	char round[16], n[16], claimed[16], when[96];

	snprintf(round, sizeof round, "%d", o->round);
	switch (o->code) {
	case GAME_ENTRY_RESOLVED:
		break;
	case GAME_ENTRY_NO_CONTEST:
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_NO_CONTEST, NULL);
		break;
	case GAME_ENTRY_WHICH_CONTEST:
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_WHICH_CONTEST, "contests", o->contests,
		    NULL);
		break;
	case GAME_ENTRY_CLOSED:
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_CLOSED, "contest", o->contest, "round",
		    round, NULL);
		break;
	case GAME_ENTRY_UNKNOWN_ROUND:
		snprintf(n, sizeof n, "%d", o->current);
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_UNKNOWN, "contest", o->contest, "round",
		    round, "current", n, NULL);
		break;
	case GAME_ENTRY_LATE:
		game_contest_when(ctx->conf, o->deadline, when, sizeof when);
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_LATE, "contest", o->contest, "round",
		    round, "deadline", when, NULL);
		break;
	case GAME_ENTRY_NOT_OPEN:
		game_contest_when(ctx->conf, o->deadline, when, sizeof when);
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_NOT_OPEN, "contest", o->contest, "round",
		    round, "opens", when, NULL);
		break;
	case GAME_ENTRY_NOT_ENTRANT:
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_NOT_ENTRANT, "contest", o->contest, NULL);
		break;
	case GAME_ENTRY_BAD_MOVE:
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_BAD_MOVE, "text", o->text, "reason",
		    o->reason, "vcode", o->why.code, NULL);
		break;
	case GAME_ENTRY_JUDGED:
		snprintf(n, sizeof n, "%d", o->score);
		claimed_text(o->claimed, claimed, sizeof claimed);
		game_contest_when(ctx->conf, o->deadline, when, sizeof when);
		if (o->valid)
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", RC_ROUND_RECEIVED_JUDGED, "contest",
			    o->contest, "round", round, "move", o->move,
			    "claimed", claimed, "deadline", when,
			    "valid", "yes", "score", n, NULL);
		else
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", RC_ROUND_RECEIVED_JUDGED, "contest",
			    o->contest, "round", round, "move", o->move,
			    "claimed", claimed, "deadline", when,
			    "valid", "no", "score", "0", "reason", o->reason,
			    "vcode", o->why.code, "v_square", o->why.square,
			    "v_letter", o->why.letter, "v_words",
			    o->why.words, NULL);
		break;
	case GAME_ENTRY_HELD:
		claimed_text(o->claimed, claimed, sizeof claimed);
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
		    "error", RC_ROUND_HELD, "contest", o->contest, "round",
		    round, "move", o->move, "claimed", claimed, "address",
		    ctx->msg->from_addr, "what", o->reason, NULL);
		break;
	case GAME_ENTRY_RECEIVED:
	case GAME_ENTRY_REPLACED:
		/* The move in canonical form, the score as claimed. */
		claimed_text(o->claimed, claimed, sizeof claimed);
		game_contest_when(ctx->conf, o->deadline, when, sizeof when);
		if (o->code == GAME_ENTRY_REPLACED)
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", RC_ROUND_REPLACED, "contest", o->contest,
			    "round", round, "move", o->move, "claimed",
			    claimed, "previous", o->previous, "deadline",
			    when, NULL);
		else
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", RC_ROUND_RECEIVED, "contest", o->contest,
			    "round", round, "move", o->move, "claimed",
			    claimed, "deadline", when, NULL);
		break;
	}
}

static int
round_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	GString *e = g_string_new(echo);
	struct game_sender s;
	struct game_entry_in in;
	struct game_entry_outcome o;
	const char *line, *l2 = NULL;
	char *move = NULL, *move2 = NULL, *rest = NULL, **to = NULL;
	long n, total = -1;
	int claimed, claimed2 = -1, rc = 0, i;

	memset(&o, 0, sizeof o);
	if (ctx->game == NULL || argc < 2 ||
	    util_parse_long(argv[1], 1, 1000, &n) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND", "error",
		    RC_ROUND_USAGE, NULL);
		goto out;
	}
	sender(ctx, &s, &to);
	if ((rc = game_contest_resolve(ctx->game, &s, ctx->contest_id, &o,
	    cause)) != 0)
		goto out;
	if (o.code != GAME_ENTRY_RESOLVED) {
		answer(ctx, echo, &o);
		goto out;
	}
	/* The following ROUND lines of the mail are for it too. */
	ctx->contest_id = o.contest_id;
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
		    RC_ROUND_NO_MOVE, "round", argv[1], NULL);
		goto out;
	}
	move = split_score(line, &claimed);
	if (o.tactic && (l2 = next_line(ctx)) != NULL) {
		g_string_append_printf(e, " / %s", l2);
		move2 = split_score(l2, &claimed2);
		if (ctx->cur < ctx->nlines && g_ascii_strncasecmp(
		    ctx->lines[ctx->cur], "TOTAL ", 6) == 0 &&
		    util_parse_long(g_strstrip(ctx->lines[ctx->cur] + 6), 0,
		    9999, &total) == 0)
			g_string_append_printf(e, " / %s",
			    ctx->lines[ctx->cur++]);
	}
	memset(&in, 0, sizeof in);
	in.contest_id = o.contest_id;
	in.round = (int)n;
	in.move = move;
	in.claimed = claimed;
	in.move2 = move2;
	in.claimed2 = claimed2;
	in.claimed_total = (int)total;
	in.spool_id = ctx->spool_id;
	in.now = ctx->now;
	game_entry_outcome_clear(&o);
	if ((rc = game_entry(ctx->game, &s, &in, &o, cause)) == 0)
		answer(ctx, e->str, &o);
out:
	game_entry_outcome_clear(&o);
	g_strfreev(to);
	free(move);
	free(move2);
	g_free(rest);
	g_string_free(e, TRUE);
	return rc;
}

const struct cmd_entry cmd_round_entry = {
	"ROUND", "TUR", "n move", 0, 0, round_exec
};
