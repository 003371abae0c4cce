/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-verdict.c: a refusal's code and arguments.  See report-verdict.h.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "dup.h"
#include "report-verdict.h"
#include "rules.h"
#include "tiles.h"
#include "util.h"

static const char *
verdict_code(enum sm_verdict v)
{
	switch (v) {
	case SM_LEGAL:			return "";
	case SM_BAD_OFF_BOARD:		return "off-board";
	case SM_BAD_ONE_LETTER:		return "one-letter";
	case SM_BAD_SQUARE_TAKEN:	return "square-taken";
	case SM_BAD_NO_NEW_TILE:	return "no-new-tile";
	case SM_BAD_NOT_WHOLE_WORD:	return "not-whole-word";
	case SM_BAD_TOO_MANY_TILES:	return "too-many-tiles";
	case SM_BAD_FIRST_CENTRE:	return "first-centre";
	case SM_BAD_NOT_CONNECTED:	return "not-connected";
	case SM_BAD_NOT_IN_LINE:	return "not-in-line";
	case SM_BAD_GAP:		return "gap";
	case SM_BAD_DUPLICATE_SQUARE:	return "duplicate-square";
	case SM_BAD_RACK_LACKS:		return "rack-lacks";
	case SM_BAD_WORD:		return "word";
	case SM_BAD_NO_SUCH_TILE:	return "no-such-tile";
	}
	return "";
}

static const char *
notation_code(enum sm_notation_status st)
{
	switch (st) {
	case SM_NOTATION_OK:		return "";
	case SM_NOTATION_NO_COORD:	return "no-coord";
	case SM_NOTATION_NO_WORD:	return "no-word";
	case SM_NOTATION_BAD_CHAR:	return "bad-char";
	case SM_NOTATION_BAD_BLANK:	return "bad-blank";
	case SM_NOTATION_TOO_LONG:	return "too-long";
	case SM_NOTATION_TRAILING:	return "trailing";
	}
	return "";
}

static void
judgement(const struct sm_judgement *j, struct report_verdict *v)
{
	struct sm_coord at = j->bad_at;
	const struct sm_move *m = &j->move;
	char w[SM_MAX_WORD + 1];
	size_t n = 0;
	int k, i;

	v->code = verdict_code(j->verdict);
	at.dir = SM_ACROSS;	/* a square is named row then column */
	if (at.row >= 0 && at.row < SM_DIM && at.col >= 0 && at.col < SM_DIM)
		sm_coord_format(&at, v->square, sizeof v->square);
	else
		snprintf(v->square, sizeof v->square, "%c%d", at.row >= 0 &&
		    at.row < 26 ? 'A' + at.row : '?', at.col >= -1 &&
		    at.col < 98 ? at.col + 1 : 99);
	switch (j->verdict) {
	case SM_BAD_SQUARE_TAKEN:
		i = m->at.dir == SM_ACROSS ? at.col - m->at.col :
		    at.row - m->at.row;
		if (i >= 0 && i < m->len)
			snprintf(v->letter, sizeof v->letter, "%c",
			    sm_letter_to_ascii(SM_TILE_LETTER(m->word[i])));
		break;
	case SM_BAD_RACK_LACKS:
		if (j->bad_letter == SM_RACK_BLANK)
			v->code = "rack-lacks-blank";
		else
			snprintf(v->letter, sizeof v->letter, "%c",
			    sm_letter_to_ascii(j->bad_letter));
		break;
	case SM_BAD_NO_SUCH_TILE:
		if (j->bad_letter == 0)
			v->code = "not-a-letter";
		else
			snprintf(v->letter, sizeof v->letter, "%c",
			    sm_letter_to_ascii(j->bad_letter));
		break;
	case SM_BAD_WORD:
		for (k = 0; k < j->nbad_words; k++) {
			const struct sm_word_score *ws =
			    &j->words[j->bad_words[k]];

			sm_word_format(ws->tiles, ws->len, w, sizeof w);
			n += (size_t)snprintf(v->words + (n < sizeof v->words ?
			    n : sizeof v->words), n < sizeof v->words ?
			    sizeof v->words - n : 0, "%s%s", k > 0 ? ", " : "",
			    w);
		}
		break;
	default:
		break;
	}
}

void
report_verdict_judgement(const struct sm_judgement *j,
    struct report_verdict *v)
{
	memset(v, 0, sizeof *v);
	judgement(j, v);
}

void
report_verdict_notation(enum sm_notation_status st, struct report_verdict *v)
{
	memset(v, 0, sizeof *v);
	v->code = notation_code(st);
}

void
report_verdict_free(enum sm_free_status status,
    enum sm_notation_status notation, const struct sm_judgement *j,
    struct report_verdict *v)
{
	memset(v, 0, sizeof *v);
	switch (status) {
	case SM_FREE_OK:
		v->code = "";
		break;
	case SM_FREE_GAME_OVER:
		v->code = "game-over";
		break;
	case SM_FREE_NOT_YOUR_TURN:
		v->code = "not-your-turn";
		break;
	case SM_FREE_BAD_PLAYER:
		v->code = "bad-player";
		break;
	case SM_FREE_BAD_NOTATION:
		v->code = notation_code(notation);
		break;
	case SM_FREE_ILLEGAL:
		judgement(j, v);
		break;
	case SM_FREE_BAD_TILES:
		v->code = "bad-tiles";
		break;
	case SM_FREE_EXCHANGE_COUNT:
		v->code = "exchange-count";
		break;
	case SM_FREE_BAG_LOW:
		v->code = "bag-low";
		break;
	case SM_FREE_NO_EXCHANGE_YET:
		v->code = "no-exchange-yet";
		break;
	}
}

void
report_verdict_warnings(unsigned bits, int claimed, char *buf, size_t len)
{
	static const struct {
		unsigned	 bit;
		const char	*code;
	} w[] = {
		{ SM_DUPW_SCORE, "score" },
		{ SM_DUPW_COORD, "coord" },
		{ SM_DUPW_BLANK, "blank" },
		{ SM_DUPW_SCORE2, "score2" },
		{ SM_DUPW_TOTAL, "total" },
	};
	size_t i, at = 0;
	int n;

	if (len == 0)
		return;
	buf[0] = '\0';
	for (i = 0; i < sizeof w / sizeof w[0]; i++) {
		const char *code = w[i].code;

		if ((bits & w[i].bit) == 0)
			continue;
		if (w[i].bit == SM_DUPW_SCORE && claimed < 0)
			code = "score-missing";
		n = snprintf(buf + at, len - at, "%s%s", at > 0 ? " " : "",
		    code);
		if (n < 0 || (size_t)n >= len - at) {
			buf[at] = '\0';	/* whole codes only */
			return;
		}
		at += (size_t)n;
	}
}

const char *
report_verdict_end(const struct sm_dup *d)
{
	if (d->state != SM_DUP_OVER)
		return "";
	switch (d->end) {
	case SM_DRAW_OK:		return "stopped";
	case SM_DRAW_END_EMPTY:		return "empty";
	case SM_DRAW_END_LETTERS:	return "letters";
	case SM_DRAW_END_RULE:		return "rule";
	case SM_DRAW_END_NO_MOVE:	return "no-move";
	}
	return "";
}
