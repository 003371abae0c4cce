/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-champ.c: the bulletins of a correspondence championship as XML
 * (the contract is templates/championship.rng; report-champ.h says what
 * the two documents hold).  Everything comes ready in the caller's structs
 * (game-champ.c computes ranks, points and the pairwise results); this
 * file only writes it, with libxml2's xmlTextWriter (which escapes what
 * must be escaped; strings are made valid UTF-8 without the control
 * characters XML forbids first), in the same shape as the duplicate
 * contests' bulletins (report-bulletin.c): the root <bulletin> with kind,
 * lang, generated and version, times in ISO 8601 UTC, booleans "yes"/"no",
 * boards as 15 <row> of 15 <sq> with their premiums.
 *
 * Two things are computed here, from the games: the crosstable of each
 * group (a cell per pair of players of the group, listing every finished
 * game they met in, the result read from pair2) and, on a game's boards,
 * the squares of the word of a played move (sm_move_parse on its text),
 * marked last="yes" so that the stylesheets outline them without parsing
 * notation themselves.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/xmlwriter.h>

#include "board.h"
#include "notation.h"
#include "report-champ.h"
#include "tiles.h"
#include "util.h"

struct rc_writer {
	xmlBufferPtr		 buf;
	xmlTextWriterPtr	 w;
	int			 err;
	char			*tmp;	/* a cleaned value being written */
};

static const xmlChar *
xc(const char *s)
{
	return (const xmlChar *)s;
}

/* s as valid UTF-8 without the control characters XML 1.0 forbids: s
 * itself when it is already so, else w->tmp (freed by the next call).  A
 * tab, newline or return becomes a space unless keep_lines (element text:
 * the GCG record keeps its lines; a return is dropped). */
static const char *
clean(struct rc_writer *w, const char *s, int keep_lines)
{
	const unsigned char *p;
	unsigned char *u;
	char *q, *o;
	int ok;

	if (s == NULL)
		return "";
	ok = g_utf8_validate(s, -1, NULL);
	for (p = (const unsigned char *)s; ok && *p != '\0'; p++)
		if ((*p < 0x20 && !(keep_lines && (*p == '\n' ||
		    *p == '\t'))) || (p[0] == 0xef && p[1] == 0xbf &&
		    (p[2] == 0xbe || p[2] == 0xbf)))
			ok = 0;
	if (ok)
		return s;
	g_free(w->tmp);
	w->tmp = g_utf8_make_valid(s, -1);
	for (q = o = w->tmp; *q != '\0'; q++) {
		u = (unsigned char *)q;
		if (keep_lines && *u == '\r')
			continue;
		if (*u < 0x20 && !(keep_lines && (*u == '\n' || *u == '\t')))
			*u = ' ';
		else if (u[0] == 0xef && u[1] == 0xbf &&
		    (u[2] == 0xbe || u[2] == 0xbf))
			u[2] = 0xbd;	/* U+FFFE, U+FFFF: U+FFFD */
		*o++ = *q;
	}
	*o = '\0';
	return w->tmp;
}

static void
wstart(struct rc_writer *w, const char *el)
{
	if (xmlTextWriterStartElement(w->w, xc(el)) < 0)
		w->err = 1;
}

static void
wend(struct rc_writer *w)
{
	if (xmlTextWriterEndElement(w->w) < 0)
		w->err = 1;
}

static void
wattr(struct rc_writer *w, const char *name, const char *value)
{
	if (xmlTextWriterWriteAttribute(w->w, xc(name),
	    xc(clean(w, value, 0))) < 0)
		w->err = 1;
}

static void
wattri(struct rc_writer *w, const char *name, long long v)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%lld", v);
	wattr(w, name, buf);
}

static void
wattrb(struct rc_writer *w, const char *name, int v)
{
	wattr(w, name, v ? "yes" : "no");
}

static void
wattrt(struct rc_writer *w, const char *name, long long t)
{
	char when[UTIL_ISO_LEN];

	util_format_iso8601(t, when);
	wattr(w, name, when);
}

/* An attribute written only when value is a non-empty string. */
static void
wattr_opt(struct rc_writer *w, const char *name, const char *value)
{
	if (value != NULL && value[0] != '\0')
		wattr(w, name, value);
}

/* Points x 2 as points: "3", "1.5". */
static void
wattr_points(struct rc_writer *w, const char *name, int points2)
{
	char buf[32];

	if (points2 < 0)
		points2 = 0;
	if (points2 % 2 != 0)
		snprintf(buf, sizeof buf, "%d.5", points2 / 2);
	else
		snprintf(buf, sizeof buf, "%d", points2 / 2);
	wattr(w, name, buf);
}

static int
writer_open(struct rc_writer *w, const struct report_champ_opts *o,
    const char *kind)
{
	memset(w, 0, sizeof *w);
	xmlInitParser();
	if ((w->buf = xmlBufferCreate()) == NULL ||
	    (w->w = xmlNewTextWriterMemory(w->buf, 0)) == NULL)
		return -1;
	if (xmlTextWriterSetIndent(w->w, 1) < 0 ||
	    xmlTextWriterSetIndentString(w->w, xc("  ")) < 0 ||
	    xmlTextWriterStartDocument(w->w, NULL, "UTF-8", NULL) < 0)
		w->err = 1;
	wstart(w, "bulletin");
	wattr(w, "kind", kind);
	wattr(w, "lang", o != NULL && o->lang != NULL &&
	    strcmp(o->lang, "en") == 0 ? "en" : "ro");
	wattrt(w, "generated", o != NULL ? o->now : 0);
	wattr(w, "version", "1");
	return 0;
}

/* The document (malloc'ed, the caller frees) or NULL with *cause; frees
 * the writer either way. */
static char *
writer_close(struct rc_writer *w, size_t *len, char **cause)
{
	char *out = NULL;
	size_t n;

	if (w->w != NULL) {
		if (!w->err && xmlTextWriterEndDocument(w->w) < 0)
			w->err = 1;
		xmlFreeTextWriter(w->w);	/* flushes into buf */
	}
	if (w->buf == NULL || w->err) {
		if (*cause == NULL)
			*cause = xstrdup("cannot write the bulletin's XML "
			    "(out of memory?)");
	} else {
		n = (size_t)xmlBufferLength(w->buf);
		out = xmalloc(n + 1);
		memcpy(out, xmlBufferContent(w->buf), n);
		out[n] = '\0';
		if (len != NULL)
			*len = n;
	}
	if (w->buf != NULL)
		xmlBufferFree(w->buf);
	g_free(w->tmp);
	memset(w, 0, sizeof *w);
	return out;
}

/* --- the championship ----------------------------------------------------- */

static void
write_championship(struct rc_writer *w, const struct report_champ *c)
{
	int forfeit = c->timeout != NULL && strcmp(c->timeout, "forfeit") == 0;

	wstart(w, "championship");
	wattr(w, "name", c->name);
	wattr(w, "variant", c->variant);
	wattr(w, "status", c->status);
	wattri(w, "players-per-game", c->players_per_game);
	wattri(w, "groups", c->groups);
	wattri(w, "days-per-move", c->days_per_move);
	wattr(w, "timeout", c->timeout);
	if (forfeit)
		wattri(w, "timeout-limit", c->timeout_limit);
	wattr(w, "illegal", c->illegal);
	wattrb(w, "end-scoring", c->end_scoring);
	wattrb(w, "rated", c->rated);
	wattr_opt(w, "timezone", c->timezone);
	if (c->started > 0)
		wattrt(w, "started", c->started);
	wstart(w, "lexicon");
	wattr(w, "source", c->lexicon != NULL && c->lexicon[0] != '\0' ?
	    c->lexicon : "the default lexicon");
	wattrb(w, "stand-in", c->stand_in);
	wend(w);
	wend(w);
}

static void
write_standings(struct rc_writer *w, const struct report_champ *c)
{
	const struct report_champ_player *p;
	int i;

	wstart(w, "standings");
	for (i = 0; i < c->nplayers; i++) {
		p = &c->players[i];
		wstart(w, "line");
		wattri(w, "rank", p->rank);
		wattr(w, "name", p->name);
		wattri(w, "group", p->group);
		wattr_points(w, "points", p->points2);
		wattri(w, "spread", p->spread);
		wattri(w, "total", p->total);
		wattri(w, "played", p->played);
		wattri(w, "playing", p->playing);
		wattri(w, "forfeits", p->forfeits);
		if (c->rated && p->rated) {
			wattri(w, "rating", p->rating);
			wattri(w, "rating-change", p->rating_change);
		}
		wend(w);
	}
	wend(w);
}

static int
is_over(const struct report_champ_game *g)
{
	return g->status != NULL && strcmp(g->status, "over") == 0;
}

/* The seat of name in g, or -1. */
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
write_cell(struct rc_writer *w, const struct report_champ *c,
    const struct report_champ_player *me,
    const struct report_champ_player *them)
{
	const struct report_champ_game *g;
	int k, a, b, r;

	wstart(w, "cell");
	wattr(w, "opponent", them->name);
	for (k = 0; k < c->ngames; k++) {
		g = &c->games[k];
		if (!is_over(g) || g->group != me->group ||
		    (a = seat_of(g, me->name)) == -1 ||
		    (b = seat_of(g, them->name)) == -1)
			continue;
		r = g->pair2[a][b];
		wstart(w, "game");
		wattri(w, "id", g->id);
		wattr(w, "result", r >= 2 ? "W" : r == 1 ? "D" : "L");
		wattri(w, "score", g->score[a]);
		wattri(w, "opponent-score", g->score[b]);
		if (g->forfeit[a] || g->forfeit[b])
			wattr(w, "forfeit", g->forfeit[a] ? "self" :
			    "opponent");
		wend(w);
	}
	wend(w);
}

/* One crosstable per group, its players in rank order. */
static void
write_crosstables(struct rc_writer *w, const struct report_champ *c)
{
	int groups = c->groups, g, i, j, n;

	for (i = 0; i < c->nplayers; i++)
		if (c->players[i].group > groups)
			groups = c->players[i].group;
	for (g = 1; g <= groups; g++) {
		wstart(w, "crosstable");
		wattri(w, "group", g);
		n = 0;
		for (i = 0; i < c->nplayers; i++) {
			if (c->players[i].group != g)
				continue;
			wstart(w, "row");
			wattri(w, "number", ++n);
			wattr(w, "name", c->players[i].name);
			wattri(w, "rank", c->players[i].rank);
			wattr_points(w, "points", c->players[i].points2);
			for (j = 0; j < c->nplayers; j++)
				if (j != i && c->players[j].group == g)
					write_cell(w, c, &c->players[i],
					    &c->players[j]);
			wend(w);
		}
		wend(w);
	}
}

/* A game's attributes and seats (the element is left open). */
static void
write_game_head(struct rc_writer *w, const struct report_champ_game *g,
    int full)
{
	int i, n = g->nseats, over = is_over(g);

	if (n > REPORT_CHAMP_MAX_SEATS)
		n = REPORT_CHAMP_MAX_SEATS;
	wstart(w, "game");
	wattri(w, "id", g->id);
	wattri(w, "group", g->group);
	wattr(w, "status", g->status);
	if (over)
		wattr(w, "end", g->end);
	else {
		wattr_opt(w, "to-move", g->to_move);
		if (g->deadline > 0)
			wattrt(w, "deadline", g->deadline);
	}
	if (full)
		wattr(w, "seed-hash", g->seed_hash);
	for (i = 0; i < n; i++) {
		wstart(w, "seat");
		wattr(w, "name", g->seat[i]);
		wattri(w, "score", g->score[i]);
		if (over) {
			wattri(w, "rank", g->rank[i]);
			wattrb(w, "forfeit", g->forfeit[i]);
		}
		wend(w);
	}
}

char *
report_champ_xml(const struct report_champ *c,
    const struct report_champ_opts *o, size_t *len, char **cause)
{
	struct rc_writer w;
	int k;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if (writer_open(&w, o, "championship") == -1)
		goto fail;
	write_championship(&w, c);
	write_standings(&w, c);
	write_crosstables(&w, c);
	wstart(&w, "games");
	for (k = 0; k < c->ngames; k++) {
		write_game_head(&w, &c->games[k], 0);
		wend(&w);
	}
	wend(&w);
	wend(&w);
	return writer_close(&w, len, cause);
fail:
	free(writer_close(&w, NULL, cause));
	return NULL;
}

/* --- one game ----------------------------------------------------------- */

static const char *
premium_name(int row, int col)
{
	if (row == SM_CENTRE && col == SM_CENTRE)
		return "centre";
	switch (sm_premium_at(row, col)) {
	case SM_PREM_TW:
		return "3W";
	case SM_PREM_DW:
		return "2W";
	case SM_PREM_TL:
		return "3L";
	case SM_PREM_DL:
		return "2L";
	case SM_PREM_NONE:
		break;
	}
	return "none";
}

/* The squares of the word of move text (a play in Romanian notation) in
 * mark[][] (1: part of it, and holding a tile).  Nothing is marked when
 * the text is no move. */
static void
mark_word(const char *text, const struct sm_board *bd,
    unsigned char mark[SM_DIM][SM_DIM])
{
	struct sm_move m;
	int i, row, col;

	memset(mark, 0, SM_DIM * SM_DIM);
	if (text == NULL || sm_move_parse(&m, text, strlen(text), NULL) !=
	    SM_NOTATION_OK)
		return;
	for (i = 0; i < m.len; i++) {
		row = m.at.row + (m.at.dir == SM_DOWN ? i : 0);
		col = m.at.col + (m.at.dir == SM_ACROSS ? i : 0);
		if (row >= SM_DIM || col >= SM_DIM)
			break;
		if (sm_board_at(bd, row, col) != 0)
			mark[row][col] = 1;
	}
}

static void
write_board(struct rc_writer *w, const char *el, const struct sm_board *bd,
    unsigned char mark[SM_DIM][SM_DIM])
{
	char name[2] = "A", tile[2] = "A";
	int row, col;
	uint8_t t;

	wstart(w, el);
	for (row = 0; row < SM_DIM; row++) {
		wstart(w, "row");
		name[0] = (char)('A' + row);
		wattr(w, "name", name);
		for (col = 0; col < SM_DIM; col++) {
			wstart(w, "sq");
			wattri(w, "col", col + 1);
			wattr(w, "premium", premium_name(row, col));
			if ((t = sm_board_at(bd, row, col)) != 0) {
				tile[0] = sm_letter_to_ascii(
				    SM_TILE_LETTER(t));
				wattr(w, "tile", tile);
				wattrb(w, "blank", SM_TILE_IS_BLANK(t));
				if (mark != NULL && mark[row][col])
					wattr(w, "last", "yes");
			}
			wend(w);
		}
		wend(w);
	}
	wend(w);
}

static int
parse_board(const char *cgp, struct sm_board *bd)
{
	if (cgp == NULL)
		return -1;
	return sm_board_parse_cgp(bd, cgp, strlen(cgp), NULL) ==
	    SM_BOARD_OK ? 0 : -1;
}

static int
write_move(struct rc_writer *w, const struct report_champ_game *g,
    const struct report_champ_move *m, char **cause)
{
	struct sm_board bd;
	unsigned char mark[SM_DIM][SM_DIM];
	int play = m->kind != NULL && strcmp(m->kind, "play") == 0;

	if (parse_board(m->board, &bd) == -1) {
		*cause = g_strdup_printf("game %lld, move %d: the board "
		    "after it cannot be read", g->id, m->number);
		return -1;
	}
	wstart(w, "move");
	wattri(w, "number", m->number);
	wattr(w, "player", m->player);
	wattr(w, "kind", m->kind);
	wattr_opt(w, "cause", m->cause);
	wattr(w, "text", m->text);
	wattri(w, "score", m->score);
	wattri(w, "total", m->total);
	wattr(w, "rack", m->rack);
	if (m->time > 0)
		wattrt(w, "time", m->time);
	if (play)
		mark_word(m->text, &bd, mark);
	write_board(w, "board", &bd, play ? mark : NULL);
	wend(w);
	return 0;
}

char *
report_champ_game_xml(const struct report_champ *c, int game,
    const struct report_champ_opts *o, size_t *len, char **cause)
{
	const struct report_champ_game *g;
	struct rc_writer w;
	struct sm_board bd;
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
	if (writer_open(&w, o, "game") == -1)
		goto fail;
	write_championship(&w, c);
	write_game_head(&w, g, 1);
	for (k = 0; k < g->nmoves; k++)
		if (write_move(&w, g, &g->moves[k], cause) == -1)
			goto fail;
	write_board(&w, "board", &bd, NULL);
	if (is_over(g) && g->seed != NULL) {
		wstart(&w, "seed");
		wattr(&w, "value", g->seed);
		wend(&w);
	}
	if (is_over(g) && g->gcg != NULL &&
	    xmlTextWriterWriteElement(w.w, xc("gcg"),
	    xc(clean(&w, g->gcg, 1))) < 0)
		w.err = 1;
	wend(&w);
	wend(&w);
	return writer_close(&w, len, cause);
fail:
	free(writer_close(&w, NULL, cause));
	return NULL;
}
