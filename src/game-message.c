/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-message.c: messages between the players of a free game.  See
 * game-message.h.  The game is read through game_play_result (its seats,
 * whether it is over, the turns played); the rows are store-game.c's.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "game-ctx.h"
#include "game-message.h"
#include "game-play.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

void
game_message_outcome_clear(struct game_message_outcome *o)
{
	free(o->to);
	free(o->text);
	memset(o, 0, sizeof *o);
}

/* Append line to s cut at blanks into lines of at most GAME_MESSAGE_WIDTH
 * characters (a longer word stays whole), separated by line feeds. */
static void
wrap(GString *s, const char *line)
{
	char **words = g_strsplit_set(line, " \t", -1);
	long col = 0, w;
	int i;

	for (i = 0; words[i] != NULL; i++) {
		if (words[i][0] == '\0')
			continue;
		w = g_utf8_strlen(words[i], -1);
		if (col > 0 && col + 1 + w > GAME_MESSAGE_WIDTH) {
			g_string_append_c(s, '\n');
			col = 0;
		} else if (col > 0) {
			g_string_append_c(s, ' ');
			col++;
		}
		g_string_append(s, words[i]);
		col += w;
	}
	g_strfreev(words);
}

/* The text as relayed: blanks at the ends of the whole and of each line
 * dropped, at most one empty line in a row, lines wrapped (wrap()); a
 * text that is not UTF-8 is taken as empty (malloc'ed). */
static char *
tidy(const char *text)
{
	char **lines, *out;
	GString *s = g_string_new(NULL);
	int i, blank = 0;

	lines = g_strsplit(g_utf8_validate(text, -1, NULL) ? text : "", "\n",
	    -1);
	for (i = 0; lines[i] != NULL; i++) {
		g_strstrip(lines[i]);
		if (lines[i][0] == '\0') {
			blank = s->len > 0;
			continue;
		}
		if (s->len > 0)
			g_string_append(s, blank ? "\n\n" : "\n");
		wrap(s, lines[i]);
		blank = 0;
	}
	g_strfreev(lines);
	out = xstrdup(s->str);
	g_string_free(s, TRUE);
	return out;
}

/* Mail the message to every player of r but the sender (seat). */
static int
relay(struct game_ctx *g, const struct game_result *r, int seat,
    const char *text, long long spool_id, long long now, GString *to,
    char **cause)
{
	struct champ_rec *c = NULL;
	char game[24], number[24], file[48];
	int i, rc;

	if (r->champ_id != 0 && (rc = store_champ_get(g->st, r->champ_id, &c,
	    cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("game %lld: its championship "
			    "is missing; the database is damaged", r->id);
		return -1;
	}
	snprintf(game, sizeof game, "%lld", r->id);
	snprintf(number, sizeof number, "%d", r->moves);
	snprintf(file, sizeof file, "game-%lld.html", r->id);
	for (i = 0; i < r->n; i++) {
		struct report_reply *m;

		if (i == seat)
			continue;
		m = report_reply_new(r->lang[i]);
		report_reply_set_kind(m, RK_GAME);
		if (c != NULL)
			report_reply_set_page(m, c->name, file);
		report_reply_notice(m, RC_GAME_MESSAGE, "game", game, "player",
		    r->shown[seat], "text", text, "number", number, NULL);
		rc = outbox_queue_deferred(g->st, g->conf, m, r->name[i],
		    r->email[i], spool_id, now, cause);
		report_reply_free(m);
		if (rc == -1) {
			store_champ_rec_free(c);
			return -1;
		}
		g_string_append_printf(to, "%s%s", to->len > 0 ? ", " : "",
		    r->shown[i]);
	}
	store_champ_rec_free(c);
	return 0;
}

int
game_message_send(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, const char *text, long long now,
    struct game_message_outcome *out, char **cause)
{
	struct game_message_rec m;
	struct game_result r;
	GString *to = NULL;
	char *tidied = NULL;
	const char *p;
	long long oldest;
	long n;
	int seat, i, rc;

	memset(out, 0, sizeof *out);
	if ((rc = game_play_result(g, game_id, &r, cause)) == -1)
		return -1;
	if (rc == 1) {
		out->code = GAME_MESSAGE_UNKNOWN_GAME;
		return 0;
	}
	rc = -1;
	for (seat = -1, i = 0; i < r.n; i++)
		if (r.player_id[i] == from->player_id)
			seat = i;
	tidied = tidy(text != NULL ? text : "");
	if (seat == -1) {
		out->code = GAME_MESSAGE_NOT_IN_GAME;
		goto done;
	}
	if (r.over) {
		out->code = GAME_MESSAGE_OVER;
		goto done;
	}
	if (tidied[0] == '\0') {
		out->code = GAME_MESSAGE_EMPTY;
		goto done;
	}
	for (out->lines = 1, p = tidied; *p != '\0'; p++)
		out->lines += *p == '\n';
	if ((out->length = g_utf8_strlen(tidied, -1)) > GAME_MESSAGE_MAX ||
	    out->lines > GAME_MESSAGE_MAX_LINES) {
		out->code = GAME_MESSAGE_TOO_LONG;
		out->max = GAME_MESSAGE_MAX;
		goto done;
	}
	out->length = out->lines = 0;
	if (store_game_message_count(g->st, from->player_id,
	    now - GAME_MESSAGE_WINDOW + 1, &n, &oldest, cause) == -1)
		goto out;
	if (n >= g->conf->messages_per_day) {
		out->code = GAME_MESSAGE_TOO_MANY;
		out->max = g->conf->messages_per_day;
		out->next = out->max > 0 && oldest > 0 ?
		    oldest + GAME_MESSAGE_WINDOW : 0;
		goto done;
	}
	memset(&m, 0, sizeof m);
	m.game_id = game_id;
	m.player_id = from->player_id;
	m.after_move = r.moves;
	m.text = tidied;
	m.spool_id = from->spool_id;
	if (store_game_message_add(g->st, &m, now, cause) == -1)
		goto out;
	to = g_string_new(NULL);
	if (relay(g, &r, seat, tidied, from->spool_id, now, to, cause) == -1)
		goto out;
	out->code = GAME_MESSAGE_OK;
	out->to = xstrdup(to->str);
	out->text = tidied;
	tidied = NULL;
done:
	rc = 0;
out:
	if (to != NULL)
		g_string_free(to, TRUE);
	free(tidied);
	game_result_clear(&r);
	return rc;
}

struct history {
	GString	*s;
	int	 tabs;
};

static int
history_line(void *arg, const struct game_message_rec *m)
{
	struct history *h = arg;
	const char *p;

	if (h->tabs) {
		g_string_append_printf(h->s, "message\t%d\t%s\t", m->after_move,
		    m->name);
		for (p = m->text; *p != '\0'; p++)
			if (*p == '\n')
				g_string_append(h->s, "\\n");
			else if (*p == '\\')
				g_string_append(h->s, "\\\\");
			else
				g_string_append_c(h->s, *p);
		g_string_append_c(h->s, '\n');
		return 0;
	}
	g_string_append_printf(h->s, "  [%d] %s: ", m->after_move, m->shown);
	for (p = m->text; *p != '\0'; p++) {
		g_string_append_c(h->s, *p);
		if (*p == '\n')
			g_string_append(h->s, "      ");
	}
	g_string_append_c(h->s, '\n');
	return 0;
}

int
game_message_history(struct game_ctx *g, long long game_id, int tabs,
    char **text, char **cause)
{
	struct history h;

	*text = NULL;
	h.s = g_string_new(NULL);
	h.tabs = tabs;
	if (store_game_message_list(g->st, game_id, history_line, &h,
	    cause) != 0) {
		g_string_free(h.s, TRUE);
		return -1;
	}
	*text = xstrdup(h.s->str);
	g_string_free(h.s, TRUE);
	return 0;
}
