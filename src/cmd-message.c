/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-message.c: MESSAGE (MESAJ) game text: a message to the other players
 * of a free game, e.g. "MESAJ 12 Bună mutare!".  The text is the rest of
 * the line and the lines below it, up to the first empty line, or a line
 * whose first word is a command written in capitals ("MUTARE 12 8 ..."),
 * or one that carries or may carry a password (cmd_line_secret: a
 * SIGNON, PASSWORD or PAROLA line in any case, or one like it), or the
 * end of the mail; those lines are the message's, not commands.  A
 * password line never goes into a message: "SIGNONN ion parola" below a
 * MESAJ line was sent to the opponent and quoted back (fuzz-cmd-parse,
 * issue 18).
 * The checks, the record and the mails are in game-message.c.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "game-contest.h"
#include "game-message.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "util.h"

/* The line after its first n words and the blanks that follow them. */
static const char *
after_words(const char *line, int n)
{
	const char *p = line;

	while (n-- > 0) {
		p += strspn(p, " \t");
		p += strcspn(p, " \t");
	}
	return p + strspn(p, " \t");
}

/* Whether a line below the command ends the message: its first word a
 * command's name or alias written in capitals. */
static int
ends_message(const char *line)
{
	char *word = g_strndup(line, strcspn(line, " \t")), *up;
	int ends;

	up = g_utf8_strup(word, -1);
	ends = strcmp(up, word) == 0 && cmd_is_keyword(word);
	g_free(up);
	g_free(word);
	return ends;
}

/* The text: the rest of the command's line, then the lines below it up to
 * an empty one, a command or a line that may carry a password (consumed).
 * Malloc'ed. */
static char *
message_text(struct cmd_ctx *ctx)
{
	GString *s = g_string_new(after_words(ctx->lines[ctx->line - 1], 2));
	char *text;

	while (ctx->cur < ctx->nlines && ctx->lines[ctx->cur][0] != '\0' &&
	    !ends_message(ctx->lines[ctx->cur]) &&
	    !cmd_line_secret(ctx->lines[ctx->cur])) {
		g_string_append_c(s, '\n');
		g_string_append(s, ctx->lines[ctx->cur++]);
	}
	text = xstrdup(s->str);
	g_string_free(s, TRUE);
	return text;
}

static int
message_exec(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_message_outcome o;
	struct game_play_from from;
	char game[24], length[24], lines[24], max[24], maxl[24], next[96],
	    *text;
	long id;

	if (ctx->game == NULL || argc < 2 ||
	    util_parse_long(argv[1], 1, 1000000000, &id) == -1) {
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE",
		    "error", RC_MESSAGE_USAGE, NULL);
		return 0;
	}
	text = message_text(ctx);
	cmd_game_from(ctx, &from);
	if (game_message_send(ctx->game, &from, id, text, ctx->now, &o,
	    cause) == -1) {
		free(text);
		return -1;
	}
	snprintf(game, sizeof game, "%ld", id);
	switch (o.code) {
	case GAME_MESSAGE_OK:
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE", "ok",
		    RC_MESSAGE_OK, "game", game, "to", o.to, "text", o.text,
		    NULL);
		break;
	case GAME_MESSAGE_UNKNOWN_GAME:
		cmd_game_not_found(ctx, echo, "MESSAGE", &from, id,
		    GAME_PLAY_UNKNOWN_GAME);
		break;
	case GAME_MESSAGE_NOT_IN_GAME:
		cmd_game_not_found(ctx, echo, "MESSAGE", &from, id,
		    GAME_PLAY_NOT_IN_GAME);
		break;
	case GAME_MESSAGE_OVER:
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE",
		    "error", RC_MESSAGE_GAME_OVER, "game", game, NULL);
		break;
	case GAME_MESSAGE_EMPTY:
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE",
		    "error", RC_MESSAGE_EMPTY, "game", game, NULL);
		break;
	case GAME_MESSAGE_TOO_LONG:
		snprintf(length, sizeof length, "%ld", o.length);
		snprintf(lines, sizeof lines, "%ld", o.lines);
		snprintf(max, sizeof max, "%ld", o.max);
		snprintf(maxl, sizeof maxl, "%d", GAME_MESSAGE_MAX_LINES);
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE",
		    "error", RC_MESSAGE_TOO_LONG, "game", game, "length",
		    length, "lines", lines, "max", max, "max_lines", maxl,
		    NULL);
		break;
	case GAME_MESSAGE_TOO_MANY:
		snprintf(max, sizeof max, "%ld", o.max);
		next[0] = '\0';
		if (o.next > 0)
			game_contest_when(ctx->conf, o.next, next,
			    sizeof next);
		report_reply_item(ctx->reply, ctx->line, echo, "MESSAGE",
		    "error", RC_MESSAGE_TOO_MANY, "game", game, "max", max,
		    "next", next, NULL);
		break;
	}
	game_message_outcome_clear(&o);
	free(text);
	return 0;
}

const struct cmd_entry cmd_message_entry = {
	"MESSAGE", "MESAJ", "game text", CMD_SIGNON, 0, message_exec
};
