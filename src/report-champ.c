/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-champ.c: the bulletins of a correspondence championship as XML
 * (the contract is templates/championship.rng; report-champ.h says what
 * the two documents hold).  Everything comes ready in the caller's structs
 * (game-champ.c computes ranks, points and the pairwise results); this
 * file only writes it, with the bulletins' shared writer (report-xmlw.c:
 * libxml2's xmlTextWriter, which escapes what must be escaped; strings are
 * made valid UTF-8 without the control characters XML forbids first), in
 * the same shape as the duplicate
 * contests' bulletins (report-bulletin.c): the root <bulletin> with kind,
 * lang, generated and version, times in ISO 8601 UTC, booleans "yes"/"no",
 * boards as 15 <row> of 15 <sq> with their premiums.
 *
 * Two things are computed here, from the games: the crosstable of each
 * group (a cell per pair of players of the group, listing every finished
 * game they met in, the result read from pair2) and, for each turn of a
 * game's own document, what it changed: the tiles it put down (its board
 * against the one before) and the span of a play's word (sm_move_parse
 * on its text), so that the stylesheets draw each turn and outline the
 * word without a board per turn and without parsing notation themselves;
 * the document holds one board, the position now.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "board.h"
#include "notation.h"
#include "report-analysis.h"
#include "report-champ.h"
#include "report-xmlw.h"
#include "tiles.h"
#include "util.h"

/* An attribute written only when value is a non-empty string. */
static void
wattr_opt(struct xw *w, const char *name, const char *value)
{
	if (value != NULL && value[0] != '\0')
		xw_attr(w, name, value);
}

/* Points x 2 as points: "3", "1.5". */
static void
wattr_points(struct xw *w, const char *name, int points2)
{
	char buf[32];

	if (points2 < 0)
		points2 = 0;
	if (points2 % 2 != 0)
		snprintf(buf, sizeof buf, "%d.5", points2 / 2);
	else
		snprintf(buf, sizeof buf, "%d", points2 / 2);
	xw_attr(w, name, buf);
}

/* The document's writer, its root begun; times in the championship's
 * time zone. */
static int
writer_open(struct xw *w, const struct report_champ *c,
    const struct report_champ_opts *o, const char *kind)
{
	return xw_open(w, kind, o != NULL ? o->lang : NULL, o != NULL ?
	    o->now : 0, c->timezone);
}

/* --- the championship ----------------------------------------------------- */

static void
write_championship(struct xw *w, const struct report_champ *c)
{
	int forfeit = c->timeout != NULL && strcmp(c->timeout, "forfeit") == 0;

	xw_start(w, "championship");
	xw_attr(w, "name", c->name);
	xw_attr(w, "variant", c->variant);
	xw_attr(w, "status", c->status);
	xw_attri(w, "players-per-game", c->players_per_game);
	xw_attri(w, "groups", c->groups);
	xw_attri(w, "days-per-move", c->days_per_move);
	xw_attr(w, "timeout", c->timeout);
	if (forfeit)
		xw_attri(w, "timeout-limit", c->timeout_limit);
	xw_attr(w, "illegal", c->illegal);
	xw_attrb(w, "end-scoring", c->end_scoring);
	xw_attrb(w, "rated", c->rated);
	wattr_opt(w, "timezone", c->timezone);
	if (c->started > 0)
		xw_attrt(w, "started", c->started);
	xw_start(w, "lexicon");
	xw_attr(w, "source", c->lexicon != NULL && c->lexicon[0] != '\0' ?
	    c->lexicon : "the default lexicon");
	xw_attrb(w, "stand-in", c->stand_in);
	xw_end(w);
	xw_end(w);
}

static int
is_over(const struct report_champ_game *g)
{
	return g->status != NULL && strcmp(g->status, "over") == 0;
}

/* The second table: the players by the percentage of the best moves. */
static void
write_analysis(struct xw *w, const struct report_champ *c)
{
	const struct report_champ_analysis *a;
	char pct[16];
	int i;

	if (c->nanalysis <= 0)
		return;
	xw_start(w, "analysis");
	xw_attr(w, "ranking", "score");
	for (i = 0; i < c->nanalysis; i++) {
		a = &c->analysis[i];
		report_analysis_percent(a->scored, a->best, pct, sizeof pct);
		xw_start(w, "line");
		xw_attri(w, "rank", a->rank);
		xw_attr(w, "name", a->name);
		xw_attri(w, "games", a->games);
		xw_attri(w, "scored", a->scored);
		xw_attri(w, "best", a->best);
		xw_attr(w, "percent", pct);
		xw_end(w);
	}
	xw_end(w);
}

static void
write_standings(struct xw *w, const struct report_champ *c)
{
	const struct report_champ_player *p;
	int i;

	xw_start(w, "standings");
	for (i = 0; i < c->nplayers; i++) {
		p = &c->players[i];
		xw_start(w, "line");
		xw_attri(w, "rank", p->rank);
		xw_attr(w, "name", p->name);
		xw_attri(w, "group", p->group);
		wattr_points(w, "points", p->points2);
		xw_attri(w, "spread", p->spread);
		xw_attri(w, "total", p->total);
		xw_attri(w, "played", p->played);
		xw_attri(w, "playing", p->playing);
		xw_attri(w, "forfeits", p->forfeits);
		if (c->rated && p->rated) {
			xw_attri(w, "rating", p->rating);
			xw_attri(w, "rating-change", p->rating_change);
		}
		xw_end(w);
	}
	xw_end(w);
}


/* The seat of name in g, or -1. */
/* How a finished game was forfeited: "resign" or "timeout" (the end
 * attribute of a crosstable's game and of a game), or NULL. */
static const char *
forfeit_end(const struct report_champ_game *g)
{
	if (g->end != NULL && (strcmp(g->end, "resign") == 0 ||
	    strcmp(g->end, "timeout") == 0))
		return g->end;
	return NULL;
}

static int
seat_of(const struct report_champ_game *g, const char *name)
{
	int i, n = g->nseats;

	if (n > REPORT_CHAMP_MAX_SEATS)
		n = REPORT_CHAMP_MAX_SEATS;
	for (i = 0; i < n; i++)
		if (g->seat[i] != NULL && name != NULL &&
		    strcmp(g->seat[i], name) == 0)
			return i;
	return -1;
}

/* The games of one player against another, from the first one's side. */
static void
write_cell(struct xw *w, const struct report_champ *c,
    const struct report_champ_player *me,
    const struct report_champ_player *them)
{
	const struct report_champ_game *g;
	int k, a, b, r;

	xw_start(w, "cell");
	xw_attr(w, "opponent", them->name);
	for (k = 0; k < c->ngames; k++) {
		g = &c->games[k];
		if (!is_over(g) || g->group != me->group ||
		    (a = seat_of(g, me->name)) == -1 ||
		    (b = seat_of(g, them->name)) == -1)
			continue;
		r = g->pair2[a][b];
		xw_start(w, "game");
		xw_attri(w, "id", g->id);
		xw_attr(w, "result", r >= 2 ? "W" : r == 1 ? "D" : "L");
		xw_attri(w, "score", g->score[a]);
		xw_attri(w, "opponent-score", g->score[b]);
		if (g->forfeit[a] || g->forfeit[b]) {
			xw_attr(w, "forfeit", g->forfeit[a] ? "self" :
			    "opponent");
			if (forfeit_end(g) != NULL)
				xw_attr(w, "end", forfeit_end(g));
		}
		xw_end(w);
	}
	xw_end(w);
}

/* One crosstable per group, its players in rank order. */
static void
write_crosstables(struct xw *w, const struct report_champ *c)
{
	int groups = c->groups, g, i, j, n;

	for (i = 0; i < c->nplayers; i++)
		if (c->players[i].group > groups)
			groups = c->players[i].group;
	for (g = 1; g <= groups; g++) {
		xw_start(w, "crosstable");
		xw_attri(w, "group", g);
		n = 0;
		for (i = 0; i < c->nplayers; i++) {
			if (c->players[i].group != g)
				continue;
			xw_start(w, "row");
			xw_attri(w, "number", ++n);
			xw_attr(w, "name", c->players[i].name);
			xw_attri(w, "rank", c->players[i].rank);
			wattr_points(w, "points", c->players[i].points2);
			for (j = 0; j < c->nplayers; j++)
				if (j != i && c->players[j].group == g)
					write_cell(w, c, &c->players[i],
					    &c->players[j]);
			xw_end(w);
		}
		xw_end(w);
	}
}

/* A game's attributes and seats (the element is left open). */
static void
write_game_head(struct xw *w, const struct report_champ_game *g,
    int full)
{
	int i, n = g->nseats, over = is_over(g);

	if (n > REPORT_CHAMP_MAX_SEATS)
		n = REPORT_CHAMP_MAX_SEATS;
	xw_start(w, "game");
	xw_attri(w, "id", g->id);
	xw_attri(w, "group", g->group);
	xw_attr(w, "status", g->status);
	if (over)
		xw_attr(w, "end", g->end);
	else {
		wattr_opt(w, "to-move", g->to_move);
		if (g->deadline > 0)
			xw_attrt(w, "deadline", g->deadline);
	}
	if (full)
		xw_attr(w, "seed-hash", g->seed_hash);
	for (i = 0; i < n; i++) {
		xw_start(w, "seat");
		xw_attr(w, "name", g->seat[i]);
		xw_attri(w, "score", g->score[i]);
		if (over) {
			xw_attri(w, "rank", g->rank[i]);
			xw_attrb(w, "forfeit", g->forfeit[i]);
		}
		xw_end(w);
	}
}

char *
report_champ_xml(const struct report_champ *c,
    const struct report_champ_opts *o, size_t *len, char **cause)
{
	struct xw w;
	int k;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if (writer_open(&w, c, o, "championship") == -1)
		goto fail;
	write_championship(&w, c);
	write_standings(&w, c);
	write_analysis(&w, c);
	write_crosstables(&w, c);
	xw_start(&w, "games");
	for (k = 0; k < c->ngames; k++) {
		write_game_head(&w, &c->games[k], 0);
		xw_end(&w);
	}
	xw_end(&w);
	xw_end(&w);
	return xw_close(&w, len, cause);
fail:
	free(xw_close(&w, NULL, cause));
	return NULL;
}

/* --- one game ----------------------------------------------------------- */

/* What a turn changed on the board, for a game's document, which holds
 * the board once (the position now) and not a board per turn: each tile
 * on bd and not on prev, in board order, as <tile row="H" col="8"
 * letter="C" blank="no"/>; for a play (text in Romanian notation, its
 * tiles on bd) the span of its word, <word row="H" col="8" dir="across"
 * length="4"/>.  A text that is no move (or out of the board) gives no
 * word. */
static void
write_turn(struct xw *w, const struct sm_board *prev,
    const struct sm_board *bd, const char *text, int play)
{
	struct sm_move m;
	char name[2] = "A", letter[2] = "A";
	int row, col;
	uint8_t t;

	for (row = 0; row < SM_DIM; row++)
		for (col = 0; col < SM_DIM; col++) {
			if ((t = sm_board_at(bd, row, col)) == 0 ||
			    sm_board_at(prev, row, col) != 0)
				continue;
			xw_start(w, "tile");
			name[0] = (char)('A' + row);
			xw_attr(w, "row", name);
			xw_attri(w, "col", col + 1);
			letter[0] = sm_letter_to_ascii(SM_TILE_LETTER(t));
			xw_attr(w, "letter", letter);
			xw_attrb(w, "blank", SM_TILE_IS_BLANK(t));
			xw_end(w);
		}
	if (!play || text == NULL || sm_move_parse(&m, text, strlen(text),
	    NULL) != SM_NOTATION_OK || m.len == 0 || m.at.row >= SM_DIM ||
	    m.at.col >= SM_DIM || (m.at.dir == SM_DOWN ? m.at.row :
	    m.at.col) + m.len > SM_DIM)
		return;
	xw_start(w, "word");
	name[0] = (char)('A' + m.at.row);
	xw_attr(w, "row", name);
	xw_attri(w, "col", m.at.col + 1);
	xw_attr(w, "dir", m.at.dir == SM_DOWN ? "down" : "across");
	xw_attri(w, "length", m.len);
	xw_end(w);
}

static int
parse_board(const char *cgp, struct sm_board *bd)
{
	if (cgp == NULL)
		return -1;
	return sm_board_parse_cgp(bd, cgp, strlen(cgp), NULL) ==
	    SM_BOARD_OK ? 0 : -1;
}

/* A turn of game g, with what it changed on prev, the board before it;
 * prev becomes the board after it. */
static int
write_move(struct xw *w, const struct report_champ_game *g,
    const struct report_champ_move *m, struct sm_board *prev, char **cause)
{
	struct sm_board bd;
	int play = m->kind != NULL && (strcmp(m->kind, "play") == 0 ||
	    strcmp(m->kind, "opening") == 0);

	if (parse_board(m->board, &bd) == -1) {
		*cause = g_strdup_printf("game %lld, move %d: the board "
		    "after it cannot be read", g->id, m->number);
		return -1;
	}
	xw_start(w, "move");
	xw_attri(w, "number", m->number);
	xw_attr(w, "player", m->player);
	xw_attr(w, "kind", m->kind);
	wattr_opt(w, "cause", m->cause);
	xw_attr(w, "text", m->text);
	xw_attri(w, "score", m->score);
	xw_attri(w, "total", m->total);
	/* A rack is shown once the game is over, never while the opponent
	 * could read the leave from it (issue 18). */
	if (is_over(g))
		xw_attr(w, "rack", m->rack != NULL ? m->rack : "");
	if (m->time > 0)
		xw_attrt(w, "time", m->time);
	/* The best move needs the rack: once over only, like it. */
	if (is_over(g) && m->best != NULL) {
		xw_attr(w, "best", m->best);
		xw_attri(w, "best-score", m->best_score);
	}
	write_turn(w, prev, &bd, m->text, play);
	xw_end(w);
	*prev = bd;
	return 0;
}

char *
report_champ_game_xml(const struct report_champ *c, int game,
    const struct report_champ_opts *o, size_t *len, char **cause)
{
	const struct report_champ_game *g;
	struct xw w;
	struct sm_board bd, prev;
	int k;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if (game < 0 || game >= c->ngames) {
		*cause = g_strdup_printf("championship %s has no game "
		    "number %d", c->name != NULL ? c->name : "", game);
		return NULL;
	}
	g = &c->games[game];
	if (parse_board(g->board, &bd) == -1) {
		*cause = g_strdup_printf("game %lld: its board cannot be "
		    "read", g->id);
		return NULL;
	}
	if (writer_open(&w, c, o, "game") == -1)
		goto fail;
	write_championship(&w, c);
	write_game_head(&w, g, 1);
	memset(&prev, 0, sizeof prev);
	for (k = 0; k < g->nmoves; k++)
		if (write_move(&w, g, &g->moves[k], &prev, cause) == -1)
			goto fail;
	xw_board(&w, "board", &bd, NULL);
	if (is_over(g) && g->seed != NULL) {
		xw_start(&w, "seed");
		xw_attr(&w, "value", g->seed);
		xw_end(&w);
	}
	if (is_over(g) && g->gcg != NULL)
		xw_text_lines(&w, "gcg", g->gcg);
	xw_end(&w);
	xw_end(&w);
	return xw_close(&w, len, cause);
fail:
	free(xw_close(&w, NULL, cause));
	return NULL;
}
