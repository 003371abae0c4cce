/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd-hint.c: the lines of a mail that are no command (no command of its
 * own).  A lone move ("H4 CASA", "4h casa 12") gets a hint naming what to
 * write: MOVE with the game and turn when the signed-on player is to move
 * in one game, else ROUND with the open round of the contest the mail is
 * for, else both forms.  Greetings and closings ("Bună ziua,", "Mulțumesc,",
 * "Cu drag, Maria", "Thanks,") are told apart from mistyped commands, so
 * that cmd.c skips them without an error.  The words are the templates'.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "game-contest.h"
#include "game-play.h"
#include "mail-parse.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "tiles.h"

/* A square's coordinate as a move writes it: a row letter A-O and a
 * column 1-15, in either order, any case ("H4", "4h", "15O"). */
static int
is_coord(const char *w)
{
	size_t n = strlen(w), i, first;
	char letter;
	long v = 0;

	if (n < 2 || n > 3)
		return 0;
	if (g_ascii_isalpha(w[0])) {
		letter = w[0];
		first = 1;
	} else {
		letter = w[n - 1];
		first = 0;
	}
	letter = g_ascii_toupper(letter);
	if (letter < 'A' || letter > 'O')
		return 0;
	for (i = first; i < first + n - 1; i++) {
		if (!g_ascii_isdigit(w[i]))
			return 0;
		v = v * 10 + (w[i] - '0');
	}
	return w[first] != '0' && v >= 1 && v <= 15;
}

/* A word of letters (Romanian ones with diacritics, '?' or lower case for
 * a blank), as a move's word is written. */
static int
is_word(const char *w)
{
	uint8_t tiles[64];
	size_t n;

	return sm_fold_word(w, strlen(w), tiles, sizeof tiles, &n) ==
	    SM_FOLD_OK && n > 0;
}

int
cmd_hint_is_move(int argc, char **argv)
{
	return (argc == 2 || argc == 3) && is_coord(argv[0]) &&
	    is_word(argv[1]);
}

struct mine {
	struct game_ctx		*g;
	struct game_play_from	*from;
	char			**cause;
	int			 n;		/* games where it is its turn */
	long long		 game;		/* the last of them */
	int			 number;	/* its next turn's number */
};

static int
count_mine(void *arg, long long game_id)
{
	struct mine *m = arg;
	struct game_play_position p;

	memset(&p, 0, sizeof p);
	if (game_play_status(m->g, m->from, game_id, &p, m->cause) == -1)
		return -1;
	if (p.code == GAME_PLAY_OK && p.mine) {
		m->n++;
		m->game = game_id;
		m->number = p.number;
	}
	game_play_position_clear(&p);
	return 0;
}

void
cmd_sender(const struct cmd_ctx *ctx, struct game_sender *s, char ***to)
{
	memset(s, 0, sizeof *s);
	s->player = ctx->player;
	s->address = ctx->msg->from_addr;
	s->from_name = ctx->msg->from_name;
	s->name = ctx->display_name;
	*to = ctx->msg->to_addrs != NULL ?
	    g_strsplit(ctx->msg->to_addrs, " ", -1) : NULL;
	s->to = (const char *const *)*to;
}

int
cmd_hint_move(struct cmd_ctx *ctx, int argc, char **argv, const char *echo,
    char **cause)
{
	struct game_play_from from;
	struct game_entry_outcome o;
	struct game_sender s;
	struct mine m;
	GString *move = g_string_new(NULL);
	char game[24], num[24], **to = NULL;
	int i, rc = -1;

	memset(&o, 0, sizeof o);
	for (i = 0; i < argc; i++)
		g_string_append_printf(move, "%s%s", i > 0 ? " " : "",
		    argv[i]);
	if (ctx->game != NULL && ctx->player != NULL) {
		memset(&m, 0, sizeof m);
		cmd_game_from(ctx, &from);
		m.g = ctx->game;
		m.from = &from;
		m.cause = cause;
		if (game_play_each_playing(ctx->game, from.player_id,
		    count_mine, &m, &i, cause) == -1)
			goto out;
		if (m.n == 1) {
			snprintf(game, sizeof game, "%lld", m.game);
			snprintf(num, sizeof num, "%d", m.number);
			report_reply_item(ctx->reply, ctx->line, echo, NULL,
			    "error", RC_CMD_MOVE_HINT_GAME, "move", move->str,
			    "game", game, "number", num, NULL);
			rc = 0;
			goto out;
		}
	}
	if (ctx->game != NULL) {
		cmd_sender(ctx, &s, &to);
		if (game_contest_resolve(ctx->game, &s, ctx->contest_id, &o,
		    cause) == -1)
			goto out;
		if (o.code == GAME_ENTRY_RESOLVED && o.current > 0) {
			snprintf(num, sizeof num, "%d", o.current);
			report_reply_item(ctx->reply, ctx->line, echo, NULL,
			    "error", RC_CMD_MOVE_HINT_ROUND, "move", move->str,
			    "contest", o.contest, "round", num, NULL);
			rc = 0;
			goto out;
		}
	}
	report_reply_item(ctx->reply, ctx->line, echo, NULL, "error",
	    RC_CMD_MOVE_HINT, "move", move->str, NULL);
	rc = 0;
out:
	game_entry_outcome_clear(&o);
	g_strfreev(to);
	g_string_free(move, TRUE);
	return rc;
}

/* The first words of greetings and closings, folded (A-Z): "Bună ziua",
 * "Mulțumesc", "Cu drag", "Toate cele bune", "O zi bună", "Thanks",
 * "Best regards", "Kind regards"... */
static const char *const polite[] = {
	"ATENTAMENTE", "BEST", "BUNA", "BYE", "CHEERS", "CORDIAL", "CU",
	"DEAR", "DRAGA", "DRAGI", "DRAGII", "GOOD", "HELLO", "HEY", "HI",
	"KIND", "MERCI", "MERSI", "MULTUMESC", "MULTUMIRI", "MULTUMIM",
	"NEATA", "NOROC", "O", "PA", "REGARDS", "RESPECTUOS", "SALUT",
	"SALUTARE", "SALUTARI", "SARUT", "SARUTMANA", "SERVUS", "SINCERELY",
	"STIMATA", "STIMATE", "STIMATI", "THANK", "THANKS", "THX", "TOATE",
	"YOURS",
};

int
cmd_hint_is_polite(const char *line)
{
	char key[32];
	uint8_t tiles[32];
	size_t len = strlen(line), n, w, i;

	/* "Maria," "Salutări!" "Vă mulțumesc." end as letters do. */
	if (len > 0 && (line[len - 1] == ',' || line[len - 1] == '!'))
		return 1;
	w = strcspn(line, " \t,.!;:");
	if (sm_fold_word(line, w, tiles, sizeof tiles, &n) != SM_FOLD_OK ||
	    n == 0 || n >= sizeof key)
		return 0;
	for (i = 0; i < n; i++)
		key[i] = sm_letter_to_ascii(tiles[i]);
	key[n] = '\0';
	for (i = 0; i < G_N_ELEMENTS(polite); i++)
		if (strcmp(polite[i], key) == 0)
			return 1;
	return 0;
}
