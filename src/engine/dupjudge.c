/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dupjudge.c: judging one player's entry in a duplicate round
 * (sm_dup_judge, dup.h).  A move is judged by rules.h against what the
 * round offers: the rack (classic, top, eliptic), a group (tactic), or the
 * drawn letters plus the stock (completiv, superjoker, metagrama).  On top
 * of the engine's verdict come the slip's technical warnings: a wrong or
 * missing score, a coordinate written the other way round (H8 for 8H) when
 * the other reading is the legal move, and the completiv blank rules of
 * the seeds, applied in every variant (a slip error is a technical
 * warning, not a zero: doc/RULES-CHOICES.md):
 *   - a letter written plainly that the round cannot supply, while a blank
 *     can be had: it is the blank (worth 0), with a warning;
 *   - a letter marked as a blank while a blank can be had: it is the blank
 *     (worth 0), no warning, whether or not the letter is in the stock;
 *   - a letter marked as a blank when no blank is left: it is the letter,
 *     with a warning for the wrong marking.
 * Tiles are matched in that order of preference: plain letters from the
 * drawn ones, marked ones from a drawn blank, then from the stock (within
 * the variant's number of picks), then the two lenient readings above.
 */
#include <string.h>

#include "dup.h"

static const int dr[2] = { 0, 1 };
static const int dc[2] = { 1, 0 };

/* What one move may use: fixed tiles, and at most pick from the pool;
 * lenient: the blank rules above (always on; kept as a switch). */
struct offer {
	struct sm_rack	fixed;
	struct sm_rack	pool;
	int		pick;
	bool		lenient;
};

static void
offer_rack(struct offer *o, const struct sm_rack *rack)
{
	memset(o, 0, sizeof *o);
	o->fixed = *rack;
	o->lenient = true;
}

static void
offer_round(struct offer *o, const struct sm_dup *d)
{
	struct sm_genrack	gr[2];

	memset(o, 0, sizeof *o);
	if (sm_dup_genracks(d, gr) < 1)
		return;
	o->fixed = gr[0].fixed;
	o->pool = gr[0].pool;
	o->pick = gr[0].pick;
	o->lenient = true;	/* every variant (RULES-CHOICES.md) */
}

/* Match the new tiles of j (as written in m) with what o offers, marking
 * in m the blanks as understood.  SM_LEGAL, or SM_BAD_RACK_LACKS in j. */
static enum sm_verdict
resolve(const struct offer *o, struct sm_judgement *j, struct sm_move *m,
    unsigned *warn)
{
	uint8_t	fixed[SM_NLETTERS + 1], pool[SM_NLETTERS + 1];
	uint8_t	done[SM_MAX_WORD];
	int	picks = o->pick, pass, i, l, marked;
	enum sm_dir d = m->at.dir;

	memcpy(fixed, o->fixed.counts, sizeof fixed);
	memcpy(pool, o->pool.counts, sizeof pool);
	memset(done, 0, sizeof done);
	for (pass = 0; pass < 6; pass++) {
		for (i = 0; i < m->len; i++) {
			if (!j->placed[i] || done[i])
				continue;
			marked = SM_TILE_IS_BLANK(m->word[i]);
			l = SM_TILE_LETTER(m->word[i]);
			switch (pass) {
			case 0:		/* a plain letter drawn */
				if (marked || fixed[l] == 0)
					continue;
				fixed[l]--;
				break;
			case 1:		/* a blank drawn */
				if (!marked || fixed[SM_RACK_BLANK] == 0)
					continue;
				fixed[SM_RACK_BLANK]--;
				break;
			case 2:		/* a plain letter of the stock */
				if (marked || picks == 0 || pool[l] == 0)
					continue;
				pool[l]--;
				picks--;
				break;
			case 3:		/* a blank of the stock */
				if (!marked || picks == 0 ||
				    pool[SM_RACK_BLANK] == 0)
					continue;
				pool[SM_RACK_BLANK]--;
				picks--;
				break;
			case 4:		/* unmarked, not to be had: the blank */
				if (marked || !o->lenient)
					continue;
				if (fixed[SM_RACK_BLANK] > 0)
					fixed[SM_RACK_BLANK]--;
				else if (picks > 0 && pool[SM_RACK_BLANK] > 0) {
					pool[SM_RACK_BLANK]--;
					picks--;
				} else
					continue;
				m->word[i] = (uint8_t)(l | SM_BLANK);
				*warn |= SM_DUPW_BLANK;
				break;
			default:	/* marked, no blank left: the letter */
				if (!marked || !o->lenient)
					continue;
				if (fixed[l] > 0)
					fixed[l]--;
				else if (picks > 0 && pool[l] > 0) {
					pool[l]--;
					picks--;
				} else
					continue;
				m->word[i] = (uint8_t)l;
				*warn |= SM_DUPW_BLANK;
				break;
			}
			done[i] = 1;
		}
	}
	for (i = 0; i < m->len; i++) {
		if (!j->placed[i] || done[i])
			continue;
		j->verdict = SM_BAD_RACK_LACKS;
		j->bad_letter = SM_TILE_IS_BLANK(m->word[i]) ? SM_RACK_BLANK :
		    SM_TILE_LETTER(m->word[i]);
		j->bad_at.row = m->at.row + dr[d] * i;
		j->bad_at.col = m->at.col + dc[d] * i;
		j->bad_at.dir = d;
		return j->verdict;
	}
	return SM_LEGAL;
}

/* One move as written against one offer. */
static enum sm_verdict
judge_one(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct offer *o, const struct sm_move *m, struct sm_judgement *j,
    unsigned *warn)
{
	struct sm_move	mm;
	unsigned	w = 0;

	if (o->pick == 0 && !o->lenient)
		return sm_judge(b, lx, &o->fixed, m, j);
	/* Geometry first, then the tiles, then the words, as sm_judge()
	 * orders its checks. */
	if (sm_judge(b, NULL, NULL, m, j) != SM_LEGAL)
		return j->verdict;
	mm = *m;
	if (resolve(o, j, &mm, &w) != SM_LEGAL)
		return j->verdict;
	if (sm_judge(b, lx, NULL, &mm, j) == SM_LEGAL)
		*warn |= w;
	return j->verdict;
}

/* The same, and when it fails, the coordinate read the other way round
 * (H8 for 8H: same square, other direction): legal so, it counts with a
 * warning. */
static enum sm_verdict
judge_coord(const struct sm_board *b, const struct sm_lexicon *lx,
    const struct offer *o, const struct sm_move *m, struct sm_judgement *j,
    unsigned *warn)
{
	struct sm_judgement	j2;
	struct sm_move		flip;
	unsigned		w = 0;

	if (judge_one(b, lx, o, m, j, &w) == SM_LEGAL) {
		*warn |= w;
		return SM_LEGAL;
	}
	flip = *m;
	flip.at.dir = m->at.dir == SM_ACROSS ? SM_DOWN : SM_ACROSS;
	w = 0;
	if (judge_one(b, lx, o, &flip, &j2, &w) == SM_LEGAL) {
		*j = j2;
		*warn |= w | SM_DUPW_COORD;
		return SM_LEGAL;
	}
	return j->verdict;
}

/* Parse; on failure fill out as a refusal of move which. */
static int
parse(const char *s, struct sm_move *m, int which, struct sm_dup_verdict *out)
{
	enum sm_notation_status	st;

	st = s == NULL ? SM_NOTATION_NO_COORD :
	    sm_move_parse(m, s, strlen(s), NULL);
	if (st == SM_NOTATION_OK)
		return 0;
	out->notation = st;
	out->verdict = SM_BAD_NO_SUCH_TILE;
	out->j.verdict = SM_BAD_NO_SUCH_TILE;
	out->which = which;
	return -1;
}

static int
popcount(unsigned w)
{
	int	n = 0;

	for (; w != 0; w &= w - 1)
		n++;
	return n;
}

static enum sm_verdict
judge_tactic(const struct sm_dup *d, const struct sm_lexicon *lx,
    const char *move, int claimed, const char *move2, int claimed2,
    int claimed_total, struct sm_dup_verdict *out)
{
	struct offer		o[2];
	struct sm_move		m1, m2;
	struct sm_judgement	j1, j2, bj1, bj2, fj1, fj2;
	struct sm_board		b2;
	unsigned		w1, w2, bw1 = 0, bw2 = 0;
	int			ord, nord, best = -1, bestsum = 0, sum, fail = 0;
	enum sm_verdict		fv = SM_LEGAL;
	bool			has2 = move2 != NULL;

	offer_rack(&o[0], &d->rack);
	offer_rack(&o[1], &d->rack2);
	if (parse(move, &m1, 1, out) == -1 ||
	    (has2 && parse(move2, &m2, 2, out) == -1))
		return out->verdict;
	memset(&fj1, 0, sizeof fj1);
	memset(&fj2, 0, sizeof fj2);
	memset(&bj1, 0, sizeof bj1);
	memset(&bj2, 0, sizeof bj2);
	/* Order imposed: a pair is the first group's move, then the
	 * second's; a single move may be either group's. */
	nord = has2 && d->order == SM_DUP_ORDER_IMPOSED ? 1 : 2;
	for (ord = 0; ord < nord; ord++) {
		w1 = w2 = 0;
		if (judge_coord(&d->board, lx, &o[ord], &m1, &j1, &w1) !=
		    SM_LEGAL) {
			if (fail == 0) {
				fail = 1;
				fv = j1.verdict;
				fj1 = j1;
			}
			continue;
		}
		sum = j1.total;
		if (has2) {
			b2 = d->board;
			sm_board_apply(&b2, &j1);
			if (judge_coord(&b2, lx, &o[1 - ord], &m2, &j2, &w2) !=
			    SM_LEGAL) {
				if (fail < 2) {
					fail = 2;
					fv = j2.verdict;
					fj1 = j1;
					fj2 = j2;
				}
				continue;
			}
			sum += j2.total;
		}
		if (best < 0 || sum > bestsum) {
			best = ord;
			bestsum = sum;
			bj1 = j1;
			bj2 = j2;
			bw1 = w1;
			bw2 = w2;
		}
	}
	if (best < 0 && nord == 1) {
		/* Refused in the imposed order: would the other do? */
		w1 = w2 = 0;
		if (judge_coord(&d->board, lx, &o[1], &m1, &j1, &w1) ==
		    SM_LEGAL) {
			b2 = d->board;
			sm_board_apply(&b2, &j1);
			out->wrong_order = judge_coord(&b2, lx, &o[0], &m2,
			    &j2, &w2) == SM_LEGAL;
		}
	}
	if (best < 0) {
		out->verdict = fv;
		out->which = fail;
		out->j = fj1;
		out->j2 = fj2;
		out->canonical = fj1.move;
		out->canonical2 = fj2.move;
		if (out->wrong_order) {
			/* Both moves, as understood the other way round. */
			out->canonical = j1.move;
			out->canonical2 = j2.move;
		}
		return fv;
	}
	out->verdict = SM_LEGAL;
	out->nmoves = has2 ? 2 : 1;
	out->group[0] = best;
	out->group[1] = has2 ? 1 - best : 0;
	out->j = bj1;
	out->canonical = bj1.move;
	out->score1 = bj1.total;
	if (has2) {
		out->j2 = bj2;
		out->canonical2 = bj2.move;
		out->score2 = bj2.total;
	}
	out->score = bestsum;
	out->warnings = bw1 | bw2;
	if (claimed != out->score1)
		out->warnings |= SM_DUPW_SCORE;
	if (has2 && claimed2 != out->score2)
		out->warnings |= SM_DUPW_SCORE2;
	if (has2 && claimed_total != out->score)
		out->warnings |= SM_DUPW_TOTAL;
	out->nwarnings = popcount(out->warnings) +
	    ((bw1 & bw2 & SM_DUPW_COORD) != 0);
	return SM_LEGAL;
}

bool
sm_dup_omission_warns(enum sm_dup_variant v)
{
	return v == SM_DUP_TACTIC;
}

enum sm_verdict
sm_dup_judge(const struct sm_dup *d, const struct sm_lexicon *lx,
    const char *move, int claimed, const char *move2, int claimed2,
    int claimed_total, struct sm_dup_verdict *out)
{
	struct offer	o;
	struct sm_move	m;
	unsigned	w = 0;

	memset(out, 0, sizeof *out);
	if (d->variant == SM_DUP_TACTIC)
		return judge_tactic(d, lx, move, claimed, move2, claimed2,
		    claimed_total, out);
	if (parse(move, &m, 1, out) == -1)
		return out->verdict;
	offer_round(&o, d);
	out->verdict = judge_coord(&d->board, lx, &o, &m, &out->j, &w);
	out->canonical = out->j.move;
	if (out->verdict != SM_LEGAL) {
		out->which = 1;
		return out->verdict;
	}
	out->nmoves = 1;
	out->score = out->j.total;
	if (claimed >= 0 && claimed != out->score)
		w |= SM_DUPW_SCORE;
	out->warnings = w;
	out->nwarnings = popcount(w);
	return SM_LEGAL;
}
