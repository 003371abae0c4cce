/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * rules.c: judging one placement.  sm_judge() takes a move as written (the
 * whole main word from its first square) and checks, in this order: the
 * word fits on the board and has two letters or more; every square already
 * holding a tile holds the letter written; a new tile is a letter the set
 * has (K, Q, W, Y only as blanks); at least one tile is new and at
 * most seven; the word is whole (no tile just before or after it); the first
 * move covers H8, any later one touches the board; the rack holds the new
 * tiles; every word formed is in the lexicon.  Scores follow the rules of
 * the federation: premiums count only under new tiles, for every word the
 * new tile belongs to; word premiums multiply; seven tiles earn 50.
 * sm_judge_placements() accepts loose tiles instead and first derives the
 * written move from them (one line, no gaps but board tiles).
 */
#include <stdio.h>
#include <string.h>

#include "rules.h"

static const int dr[2] = { 0, 1 };	/* row step for ACROSS, DOWN */
static const int dc[2] = { 1, 0 };

static bool
on_board(int r, int c)
{
	return r >= 0 && r < SM_DIM && c >= 0 && c < SM_DIM;
}

/* Score one word of len tiles starting at (r, c) in direction d; placed[i]
 * says whether tile i is new this move. */
static int
score_word(const uint8_t *tiles, const uint8_t *placed, int len, int r, int c,
    enum sm_dir d)
{
	int i, sum = 0, wmult = 1;

	for (i = 0; i < len; i++, r += dr[d], c += dc[d]) {
		int v = sm_tile_value(tiles[i]);
		if (placed[i]) {
			v *= sm_premium_letter_mult(r, c);
			wmult *= sm_premium_word_mult(r, c);
		}
		sum += v;
	}
	return sum * wmult;
}

/* The cross word through new tile t placed at (r, c) for a main word in
 * direction d; stored in *w when it has two letters or more. */
static bool
cross_word(const struct sm_board *b, int r, int c, enum sm_dir d, uint8_t t,
    struct sm_word_score *w)
{
	enum sm_dir x = d == SM_ACROSS ? SM_DOWN : SM_ACROSS;
	uint8_t placed[SM_MAX_WORD];
	int sr = r, sc = c, n = 0, rr, cc;

	while (on_board(sr - dr[x], sc - dc[x]) &&
	    b->sq[sr - dr[x]][sc - dc[x]] != 0) {
		sr -= dr[x];
		sc -= dc[x];
	}
	for (rr = sr, cc = sc; on_board(rr, cc); rr += dr[x], cc += dc[x]) {
		if (rr == r && cc == c) {
			w->tiles[n] = t;
			placed[n++] = 1;
		} else if (b->sq[rr][cc] != 0) {
			w->tiles[n] = b->sq[rr][cc];
			placed[n++] = 0;
		} else
			break;
	}
	if (n < 2)
		return false;
	w->at.row = sr;
	w->at.col = sc;
	w->at.dir = x;
	w->len = (uint8_t)n;
	w->score = score_word(w->tiles, placed, n, sr, sc, x);
	return true;
}

static enum sm_verdict
refuse(struct sm_judgement *j, enum sm_verdict v, int r, int c)
{
	j->verdict = v;
	j->bad_at.row = r;
	j->bad_at.col = c;
	j->bad_at.dir = j->move.at.dir;
	return v;
}

enum sm_verdict
sm_judge(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct sm_rack *rack, const struct sm_move *m, struct sm_judgement *j)
{
	enum sm_dir d = m->at.dir;
	int i, r, c, len = m->len, touches = 0, covers_centre = 0;
	uint8_t counts[SM_NLETTERS + 1];

	memset(j, 0, sizeof *j);
	j->move = *m;
	r = m->at.row;
	c = m->at.col;
	if (len < 2)
		return refuse(j, SM_BAD_ONE_LETTER, r, c);
	if (!on_board(r, c) || !on_board(r + dr[d] * (len - 1),
	    c + dc[d] * (len - 1))) {
		/* The first square off the board. */
		for (i = 0; i < len && on_board(r, c); i++, r += dr[d],
		    c += dc[d])
			;
		return refuse(j, SM_BAD_OFF_BOARD, r, c);
	}

	for (i = 0; i < len; i++, r += dr[d], c += dc[d]) {
		uint8_t here = b->sq[r][c];
		int letter = SM_TILE_LETTER(m->word[i]);

		if (letter < 1 || letter > SM_NLETTERS) {
			j->bad_letter = 0;
			return refuse(j, SM_BAD_NO_SUCH_TILE, r, c);
		}
		if (r == SM_CENTRE && c == SM_CENTRE)
			covers_centre = 1;
		if (here != 0) {
			if (SM_TILE_LETTER(here) != SM_TILE_LETTER(m->word[i]))
				return refuse(j, SM_BAD_SQUARE_TAKEN, r, c);
			j->move.word[i] = here;
			touches = 1;
		} else {
			if (!SM_TILE_IS_BLANK(m->word[i]) &&
			    sm_letter_count(letter) == 0) {
				j->bad_letter = letter;
				return refuse(j, SM_BAD_NO_SUCH_TILE, r, c);
			}
			j->placed[i] = 1;
			j->nplaced++;
			if (sm_board_at(b, r - dc[d], c - dr[d]) != 0 ||
			    sm_board_at(b, r + dc[d], c + dr[d]) != 0)
				touches = 1;
		}
	}
	if (j->nplaced == 0)
		return refuse(j, SM_BAD_NO_NEW_TILE, m->at.row, m->at.col);
	r = m->at.row - dr[d];
	c = m->at.col - dc[d];
	if (sm_board_at(b, r, c) != 0)
		return refuse(j, SM_BAD_NOT_WHOLE_WORD, r, c);
	r = m->at.row + dr[d] * len;
	c = m->at.col + dc[d] * len;
	if (sm_board_at(b, r, c) != 0)
		return refuse(j, SM_BAD_NOT_WHOLE_WORD, r, c);
	if (j->nplaced > SM_PLAY_MAX)
		return refuse(j, SM_BAD_TOO_MANY_TILES, m->at.row, m->at.col);
	if (b->ntiles == 0) {
		if (!covers_centre)
			return refuse(j, SM_BAD_FIRST_CENTRE, SM_CENTRE,
			    SM_CENTRE);
	} else if (!touches)
		return refuse(j, SM_BAD_NOT_CONNECTED, m->at.row, m->at.col);

	if (rack != NULL) {
		memcpy(counts, rack->counts, sizeof counts);
		for (i = 0; i < len; i++) {
			int need;

			if (!j->placed[i])
				continue;
			need = SM_TILE_IS_BLANK(m->word[i]) ? SM_RACK_BLANK :
			    SM_TILE_LETTER(m->word[i]);
			if (counts[need] == 0) {
				j->bad_letter = need;
				return refuse(j, SM_BAD_RACK_LACKS,
				    m->at.row + dr[d] * i,
				    m->at.col + dc[d] * i);
			}
			counts[need]--;
		}
	}

	/* Words formed: the main word, then each new tile's cross word. */
	j->words[0].at = j->move.at;
	j->words[0].len = (uint8_t)len;
	memcpy(j->words[0].tiles, j->move.word, (size_t)len);
	j->words[0].score = score_word(j->move.word, j->placed, len,
	    m->at.row, m->at.col, d);
	j->nwords = 1;
	r = m->at.row;
	c = m->at.col;
	for (i = 0; i < len; i++, r += dr[d], c += dc[d]) {
		if (j->placed[i] &&
		    cross_word(b, r, c, d, j->move.word[i], &j->words[j->nwords]))
			j->nwords++;
	}
	j->bonus = j->nplaced == SM_PLAY_MAX ? SM_BINGO_BONUS : 0;
	j->total = j->bonus;
	for (i = 0; i < j->nwords; i++)
		j->total += j->words[i].score;

	if (lx != NULL) {
		for (i = 0; i < j->nwords; i++) {
			if (!sm_lexicon_contains(lx, j->words[i].tiles,
			    j->words[i].len))
				j->bad_words[j->nbad_words++] = (uint8_t)i;
		}
		if (j->nbad_words > 0) {
			j->verdict = SM_BAD_WORD;
			j->bad_at = j->words[j->bad_words[0]].at;
			return j->verdict;
		}
	}
	j->verdict = SM_LEGAL;
	return SM_LEGAL;
}

/* Length of the run of tiles through (r, c) in direction d if a tile were
 * placed there. */
static int
run_length(const struct sm_board *b, int r, int c, enum sm_dir d)
{
	int n = 1, rr, cc;

	for (rr = r - dr[d], cc = c - dc[d]; sm_board_at(b, rr, cc) != 0;
	    rr -= dr[d], cc -= dc[d])
		n++;
	for (rr = r + dr[d], cc = c + dc[d]; sm_board_at(b, rr, cc) != 0;
	    rr += dr[d], cc += dc[d])
		n++;
	return n;
}

enum sm_verdict
sm_judge_placements(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct sm_rack *rack, const struct sm_placement *p, size_t n,
    struct sm_judgement *j)
{
	uint8_t line[SM_DIM];	/* new tiles along the line, 0 = none */
	struct sm_move m;
	enum sm_dir d;
	size_t k;
	int lo, hi, fixed, pos, r, c;

	memset(j, 0, sizeof *j);
	memset(line, 0, sizeof line);
	if (n == 0)
		return j->verdict = SM_BAD_NO_NEW_TILE;
	for (k = 0; k < n; k++) {
		if (!on_board(p[k].row, p[k].col))
			return refuse(j, SM_BAD_OFF_BOARD, p[k].row, p[k].col);
		if (b->sq[p[k].row][p[k].col] != 0)
			return refuse(j, SM_BAD_SQUARE_TAKEN, p[k].row,
			    p[k].col);
	}
	if (n > SM_PLAY_MAX)
		return refuse(j, SM_BAD_TOO_MANY_TILES, p[0].row, p[0].col);
	if (n == 1) {
		d = run_length(b, p[0].row, p[0].col, SM_DOWN) >
		    run_length(b, p[0].row, p[0].col, SM_ACROSS) ?
		    SM_DOWN : SM_ACROSS;
	} else {
		d = p[1].row == p[0].row ? SM_ACROSS : SM_DOWN;
		for (k = 1; k < n; k++) {
			if (d == SM_ACROSS ? p[k].row != p[0].row :
			    p[k].col != p[0].col)
				return refuse(j, SM_BAD_NOT_IN_LINE, p[k].row,
				    p[k].col);
		}
	}
	fixed = d == SM_ACROSS ? p[0].row : p[0].col;
	lo = SM_DIM;
	hi = -1;
	for (k = 0; k < n; k++) {
		pos = d == SM_ACROSS ? p[k].col : p[k].row;
		if (line[pos] != 0)
			return refuse(j, SM_BAD_DUPLICATE_SQUARE, p[k].row,
			    p[k].col);
		line[pos] = p[k].tile;
		if (pos < lo)
			lo = pos;
		if (pos > hi)
			hi = pos;
	}
#define SQ(i) (d == SM_ACROSS ? b->sq[fixed][(i)] : b->sq[(i)][fixed])
	for (pos = lo; pos <= hi; pos++) {
		if (line[pos] == 0 && SQ(pos) == 0) {
			r = d == SM_ACROSS ? fixed : pos;
			c = d == SM_ACROSS ? pos : fixed;
			return refuse(j, SM_BAD_GAP, r, c);
		}
	}
	while (lo > 0 && SQ(lo - 1) != 0)
		lo--;
	while (hi < SM_DIM - 1 && SQ(hi + 1) != 0)
		hi++;
	memset(&m, 0, sizeof m);
	m.at.dir = d;
	m.at.row = d == SM_ACROSS ? fixed : lo;
	m.at.col = d == SM_ACROSS ? lo : fixed;
	m.len = (uint8_t)(hi - lo + 1);
	for (pos = lo; pos <= hi; pos++)
		m.word[pos - lo] = line[pos] != 0 ? line[pos] : SQ(pos);
#undef SQ
	return sm_judge(b, lx, rack, &m, j);
}

void
sm_board_apply(struct sm_board *b, const struct sm_judgement *j)
{
	int i, r = j->move.at.row, c = j->move.at.col;
	enum sm_dir d = j->move.at.dir;

	for (i = 0; i < j->move.len; i++, r += dr[d], c += dc[d]) {
		if (j->placed[i] && on_board(r, c) && b->sq[r][c] == 0) {
			b->sq[r][c] = j->move.word[i];
			b->ntiles++;
		}
	}
}

void
sm_rack_remove_played(struct sm_rack *rack, const struct sm_judgement *j)
{
	int i, k;

	for (i = 0; i < j->move.len; i++) {
		if (!j->placed[i])
			continue;
		k = SM_TILE_IS_BLANK(j->move.word[i]) ? SM_RACK_BLANK :
		    SM_TILE_LETTER(j->move.word[i]);
		if (rack->counts[k] > 0) {
			rack->counts[k]--;
			rack->ntiles--;
		}
	}
}

const char *
sm_verdict_str(enum sm_verdict v)
{
	switch (v) {
	case SM_LEGAL:
		return "legal move";
	case SM_BAD_OFF_BOARD:
		return "the word runs off the board";
	case SM_BAD_ONE_LETTER:
		return "the word written has one letter: write the word of at "
		    "least 2 letters that the move forms, from its first square";
	case SM_BAD_SQUARE_TAKEN:
		return "a square already holds a different letter";
	case SM_BAD_NO_NEW_TILE:
		return "the move places no tile: every letter is already on the board";
	case SM_BAD_NOT_WHOLE_WORD:
		return "the word is not whole: a tile on the board touches its start or end";
	case SM_BAD_TOO_MANY_TILES:
		return "more than 7 tiles placed in one move";
	case SM_BAD_FIRST_CENTRE:
		return "the first move must cover the centre square H8";
	case SM_BAD_NOT_CONNECTED:
		return "the move touches no tile already on the board";
	case SM_BAD_NOT_IN_LINE:
		return "the tiles are not in one row or one column";
	case SM_BAD_GAP:
		return "the tiles are not joined: there is an empty square between them";
	case SM_BAD_DUPLICATE_SQUARE:
		return "two tiles placed on the same square";
	case SM_BAD_RACK_LACKS:
		return "the rack does not hold the tiles played";
	case SM_BAD_WORD:
		return "a word formed is not in the lexicon";
	case SM_BAD_NO_SUCH_TILE:
		return "a tile that the Romanian set does not have";
	}
	return "unknown verdict";
}

size_t
sm_judgement_explain(const struct sm_judgement *j, char *buf, size_t cap)
{
	char sq[16], w[SM_MAX_WORD + 1];
	struct sm_coord at = j->bad_at;
	size_t n = 0;
	int k, wrote;

	at.dir = SM_ACROSS;	/* a square is named row then column */
	if (on_board(at.row, at.col))
		sm_coord_format(&at, sq, sizeof sq);
	else
		snprintf(sq, sizeof sq, "%c%d", at.row >= 0 && at.row < 26 ?
		    'A' + at.row : '?', at.col + 1);
	switch (j->verdict) {
	case SM_BAD_SQUARE_TAKEN: {
		const struct sm_move *m = &j->move;
		int i = m->at.dir == SM_ACROSS ? at.col - m->at.col :
		    at.row - m->at.row;
		uint8_t want = i >= 0 && i < m->len ? m->word[i] : 0;
		wrote = snprintf(buf, cap, "square %s already holds another "
		    "letter than the %c written there; write the word as it "
		    "stands on the board", sq, sm_letter_to_ascii(
		    SM_TILE_LETTER(want)));
		break;
	}
	case SM_BAD_NOT_WHOLE_WORD:
		wrote = snprintf(buf, cap, "square %s, just before or after "
		    "the word, holds a tile: write the whole word, tiles on "
		    "the board included", sq);
		break;
	case SM_BAD_RACK_LACKS:
		if (j->bad_letter == SM_RACK_BLANK)
			wrote = snprintf(buf, cap, "the rack has no blank "
			    "left for square %s", sq);
		else
			wrote = snprintf(buf, cap, "the rack has no %c for "
			    "square %s (mark a blank as C0, (c) or a lower-case "
			    "letter)", sm_letter_to_ascii(j->bad_letter), sq);
		break;
	case SM_BAD_NO_SUCH_TILE:
		if (j->bad_letter == 0)
			wrote = snprintf(buf, cap, "the tile for square %s is "
			    "no letter", sq);
		else
			wrote = snprintf(buf, cap, "there is no %c tile in the "
			    "Romanian set: on square %s a %c can only be a "
			    "blank, written %c0 or (%c)", sm_letter_to_ascii(
			    j->bad_letter), sq, sm_letter_to_ascii(
			    j->bad_letter), sm_letter_to_ascii(j->bad_letter),
			    sm_letter_to_ascii(j->bad_letter) - 'A' + 'a');
		break;
	case SM_BAD_WORD:
		wrote = snprintf(buf, cap, "not in the lexicon:");
		if (wrote < 0)
			return 0;
		n = (size_t)wrote;
		for (k = 0; k < j->nbad_words; k++) {
			const struct sm_word_score *ws =
			    &j->words[j->bad_words[k]];
			sm_word_format(ws->tiles, ws->len, w, sizeof w);
			wrote = snprintf(buf + (n < cap ? n : cap),
			    n < cap ? cap - n : 0, "%s %s", k > 0 ? "," : "",
			    w);
			if (wrote < 0)
				return n;
			n += (size_t)wrote;
		}
		return n;
	case SM_BAD_OFF_BOARD:
	case SM_BAD_GAP:
	case SM_BAD_NOT_IN_LINE:
	case SM_BAD_DUPLICATE_SQUARE:
		wrote = snprintf(buf, cap, "%s (square %s)",
		    sm_verdict_str(j->verdict), sq);
		break;
	default:
		wrote = snprintf(buf, cap, "%s", sm_verdict_str(j->verdict));
		break;
	}
	return wrote < 0 ? 0 : (size_t)wrote;
}
