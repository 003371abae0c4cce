/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * free.c: the free game and "liber mărunțel" (free.h): the opening pair of
 * mărunțel, moves judged with rules.h against the mover's rack, refills
 * from the bag (bag.h), exchanges, passes, resignation, the end of the game
 * and its scoring, ranks, the game's record, and the state as one line of
 * text.  The choices RULES.md leaves open are listed in free.h.
 */
#include <string.h>

#include "free.h"
#include "saveline.h"

static const char *const variant_names[SM_FREE_NVARIANTS] = {
	"free", "maruntel"
};
static const char *const state_names[] = { "playing", "over" };
static const char *const end_names[] = { "playing", "out", "passes",
	"resign" };

/* Bag-not-empty maruntel: rounds in a row without a tile placed that end
 * the game (free.h). */
#define MARUNTEL_IDLE_ROUNDS 4
/* Largest score saved or loaded, either sign. */
#define SCORE_LIMIT 100000

const char *
sm_free_variant_name(enum sm_free_variant v)
{
	if ((int)v < 0 || v >= SM_FREE_NVARIANTS)
		return "unknown";
	return variant_names[v];
}

/* Whether the folded word w[0..n) spells the ASCII name. */
static bool
spells(const uint8_t *w, size_t n, const char *name)
{
	size_t	i;

	if (strlen(name) != n)
		return false;
	for (i = 0; i < n; i++) {
		if (w[i] != sm_letter_from_ascii(name[i]))
			return false;
	}
	return true;
}

bool
sm_free_variant_parse(const char *name, enum sm_free_variant *v)
{
	uint8_t	w[SM_MAX_WORD];
	size_t	n;

	if (name == NULL || sm_fold_word(name, strlen(name), w, sizeof w,
	    &n) != SM_FOLD_OK)
		return false;
	if (spells(w, n, "free") || spells(w, n, "liber") ||
	    spells(w, n, "libera")) {
		*v = SM_FREE_CLASSIC;
		return true;
	}
	if (spells(w, n, "maruntel")) {
		*v = SM_FREE_MARUNTEL;
		return true;
	}
	return false;
}

int
sm_free_min_players(enum sm_free_variant v)
{
	(void)v;
	return 2;
}

int
sm_free_max_players(enum sm_free_variant v)
{
	return v == SM_FREE_MARUNTEL ? SM_FREE_MAX_PLAYERS : 4;
}

const char *
sm_free_end_name(enum sm_free_end e)
{
	if ((unsigned)e > SM_FREE_END_RESIGN)
		return "unknown";
	return end_names[e];
}

const char *
sm_free_status_str(enum sm_free_status st)
{
	switch (st) {
	case SM_FREE_OK:
		return "done";
	case SM_FREE_GAME_OVER:
		return "the game is over";
	case SM_FREE_NOT_YOUR_TURN:
		return "it is another player's turn";
	case SM_FREE_BAD_PLAYER:
		return "there is no such player in this game";
	case SM_FREE_BAD_NOTATION:
		return "the move is not written as a coordinate and a word "
		    "(H8 CASA)";
	case SM_FREE_ILLEGAL:
		return "the move is not allowed by the rules";
	case SM_FREE_BAD_TILES:
		return "the tiles to exchange are not all on your rack";
	case SM_FREE_EXCHANGE_COUNT:
		return "an exchange puts back 2 to 7 tiles (in liber "
		    "maruntel: your one tile)";
	case SM_FREE_BAG_LOW:
		return "the bag holds too few tiles to exchange (7 are "
		    "needed; in liber maruntel, one)";
	case SM_FREE_NO_EXCHANGE_YET:
		return "in liber maruntel you may exchange only after 3 "
		    "passes of your own in a row, or once every player has "
		    "passed in a row";
	}
	return "unknown status";
}

/* ---- helpers -------------------------------------------------------------- */

static int
rack_size(const struct sm_free *g)
{
	return g->variant == SM_FREE_MARUNTEL ? 1 : SM_FREE_RACK;
}

static int
rack_value(const struct sm_rack *r)
{
	int	l, v = 0;

	for (l = 1; l <= SM_NLETTERS; l++)
		v += r->counts[l] * sm_letter_value(l);
	return v;
}

static void
refill(struct sm_free *g, struct sm_rack *rack)
{
	int	t;

	while (rack->ntiles < rack_size(g) &&
	    (t = sm_bag_draw(&g->bag, &g->rng)) >= 0) {
		rack->counts[t]++;
		rack->ntiles++;
	}
}

static void
result_clear(struct sm_free_result *r, enum sm_free_status st)
{
	memset(r, 0, sizeof *r);
	r->status = st;
}

/* A new entry of r for player p of kind k, the rack as it is now. */
static struct sm_free_turn *
add_turn(const struct sm_free *g, struct sm_free_result *r, int p,
    enum sm_free_kind k)
{
	struct sm_free_turn *t = &r->turns[r->nturns++];

	memset(t, 0, sizeof *t);
	t->kind = (uint8_t)k;
	t->player = (uint8_t)p;
	t->rack = g->rack[p];
	return t;
}

/* Checks shared by every turn; SM_FREE_OK when player may act. */
static enum sm_free_status
may_act(const struct sm_free *g, int player, bool own_turn)
{
	if (g->state != SM_FREE_PLAYING)
		return SM_FREE_GAME_OVER;
	if (player < 0 || player >= g->nplayers)
		return SM_FREE_BAD_PLAYER;
	if (own_turn && player != g->turn)
		return SM_FREE_NOT_YOUR_TURN;
	return SM_FREE_OK;
}

/* The game ends: end scoring per the options, entries into r. */
static void
finish(struct sm_free *g, enum sm_free_end why, int out,
    struct sm_free_result *r)
{
	struct sm_free_turn	*t;
	struct sm_rack		 others;
	int			 p, l, v, gain = 0;

	g->state = SM_FREE_OVER;
	g->end = why;
	g->out = out;
	r->over = true;
	if (why == SM_FREE_END_RESIGN || !(g->options & SM_FREE_OPT_RACKS))
		return;
	memset(&others, 0, sizeof others);
	for (p = 0; p < g->nplayers; p++) {
		if (p == out || g->rack[p].ntiles == 0)
			continue;
		v = rack_value(&g->rack[p]);
		for (l = 0; l <= SM_NLETTERS; l++)
			others.counts[l] = (uint8_t)(others.counts[l] +
			    g->rack[p].counts[l]);
		others.ntiles = (uint8_t)(others.ntiles + g->rack[p].ntiles);
		gain += v;
		g->score[p] -= v;
	}
	if (out >= 0 && g->variant == SM_FREE_CLASSIC && others.ntiles > 0) {
		g->score[out] += gain;
		t = add_turn(g, r, out, SM_FREE_END_GAIN);
		t->rack = others;
		t->score = gain;
		t->total = g->score[out];
	}
	for (p = 0; p < g->nplayers; p++) {
		if (p == out || g->rack[p].ntiles == 0)
			continue;
		t = add_turn(g, r, p, SM_FREE_END_LOSS);
		t->score = -rack_value(&g->rack[p]);
		t->total = g->score[p];
	}
}

/* After a turn by player p: end the game or pass the turn on. */
static void
after_turn(struct sm_free *g, int p, struct sm_free_result *r)
{
	int	q, holding = 0;

	g->moves++;
	for (q = 0; q < g->nplayers; q++)
		if (g->rack[q].ntiles > 0)
			holding++;
	if (g->variant == SM_FREE_CLASSIC) {
		if (g->rack[p].ntiles == 0 && g->bag.ntiles == 0) {
			finish(g, SM_FREE_END_OUT, p, r);
			return;
		}
		if (g->scoreless >= 2 * g->nplayers) {
			finish(g, SM_FREE_END_PASSES, -1, r);
			return;
		}
	} else {
		if (holding == 0 && g->bag.ntiles == 0) {
			finish(g, SM_FREE_END_OUT, p, r);
			return;
		}
		if ((g->bag.ntiles == 0 && g->scoreless >= holding) ||
		    g->scoreless >= MARUNTEL_IDLE_ROUNDS * g->nplayers) {
			finish(g, SM_FREE_END_PASSES, -1, r);
			return;
		}
	}
	if (g->variant == SM_FREE_CLASSIC) {
		g->turn = (p + 1) % g->nplayers;
		return;
	}
	/* Maruntel: the next player holding a tile. */
	for (q = 1; q <= g->nplayers; q++) {
		int	n = (p + q) % g->nplayers;

		if (g->rack[n].ntiles > 0) {
			g->turn = n;
			return;
		}
	}
}

/* ---- setting up ----------------------------------------------------------- */

/* Maruntel: the leader's vowel and consonant (free.h). */
static void
opening(struct sm_free *g, const struct sm_lexicon *lx)
{
	static const int vowels[] = { 1, 5, 9, 15, 21 };	/* A E I O U */
	struct sm_judgement	j;
	struct sm_move		m;
	uint32_t		total = 0, k = 0;
	int			pass, vi, c, o, w;
	const struct sm_lexicon	*use = lx;

	for (pass = 0; pass < 2; pass++) {
		for (vi = 0; vi < 5; vi++) {
			for (c = 1; c <= SM_NLETTERS; c++) {
				if (sm_letter_is_vowel(c))
					continue;
				for (o = 0; o < 2; o++) {
					uint8_t wd[2];

					w = g->bag.counts[vowels[vi]] *
					    g->bag.counts[c];
					if (w == 0)
						continue;
					wd[0] = (uint8_t)(o == 0 ? c :
					    vowels[vi]);
					wd[1] = (uint8_t)(o == 0 ? vowels[vi] :
					    c);
					if (use != NULL &&
					    !sm_lexicon_contains(use, wd, 2))
						continue;
					if (pass == 0) {
						total += (uint32_t)w;
						continue;
					}
					if (k < (uint32_t)w) {
						memset(&m, 0, sizeof m);
						m.at.row = SM_CENTRE;
						m.at.col = o == 0 ?
						    SM_CENTRE - 1 : SM_CENTRE;
						m.at.dir = SM_ACROSS;
						m.len = 2;
						m.word[0] = wd[0];
						m.word[1] = wd[1];
						goto found;
					}
					k -= (uint32_t)w;
				}
			}
		}
		if (pass == 0) {
			if (total == 0 && use != NULL) {
				use = NULL;	/* no such word: any pair */
				pass = -1;
				continue;
			}
			if (total == 0)
				return;
			k = sm_rng_below(&g->rng, total);
		}
	}
	return;
found:
	if (sm_judge(&g->board, NULL, NULL, &m, &j) != SM_LEGAL)
		return;
	sm_board_apply(&g->board, &j);
	g->bag.counts[m.word[0]]--;
	g->bag.counts[m.word[1]]--;
	g->bag.ntiles -= 2;
	g->opening = j.move;
	g->opening_score = 0;	/* it scores for nobody (003) */
	g->moves = 1;
	g->turn = 0;		/* "Jucătorul 1 are dreptul să facă prima
				 * depunere punctată" */
}

int
sm_free_init(struct sm_free *g, enum sm_free_variant v, int nplayers,
    uint64_t seed, unsigned options, const struct sm_lexicon *lx)
{
	int	p;

	memset(g, 0, sizeof *g);
	if ((int)v < 0 || v >= SM_FREE_NVARIANTS ||
	    nplayers < sm_free_min_players(v) ||
	    nplayers > sm_free_max_players(v))
		return -1;
	g->variant = v;
	g->state = SM_FREE_PLAYING;
	g->end = SM_FREE_END_NONE;
	g->options = options & SM_FREE_OPT_RACKS;
	g->nplayers = nplayers;
	g->out = -1;
	g->resigned = -1;
	sm_board_clear(&g->board);
	sm_bag_fill(&g->bag);
	sm_rng_seed(&g->rng, seed);
	if (v == SM_FREE_MARUNTEL)
		opening(g, lx);
	for (p = 0; p < nplayers; p++)
		refill(g, &g->rack[p]);
	return 0;
}

/* ---- turns ---------------------------------------------------------------- */

enum sm_free_status
sm_free_move(struct sm_free *g, const struct sm_lexicon *lx, int player,
    const char *move_text, struct sm_free_result *r)
{
	struct sm_free_turn	*t;
	struct sm_move		 m;
	enum sm_free_status	 st;
	int			 k;

	result_clear(r, SM_FREE_OK);
	if ((st = may_act(g, player, true)) != SM_FREE_OK) {
		r->status = st;
		return st;
	}
	if (move_text == NULL)
		move_text = "";
	r->notation = sm_move_parse(&m, move_text, strlen(move_text), NULL);
	if (r->notation != SM_NOTATION_OK) {
		r->status = SM_FREE_BAD_NOTATION;
		return r->status;
	}
	if (sm_judge(&g->board, lx, &g->rack[player], &m, &r->j) !=
	    SM_LEGAL) {
		r->status = SM_FREE_ILLEGAL;
		return r->status;
	}
	t = add_turn(g, r, player, SM_FREE_PLAY);
	t->move = r->j.move;
	for (k = 0; k < r->j.move.len && k < SM_MAX_WORD; k++)
		if (r->j.placed[k])
			t->placed |= (uint16_t)(1u << k);
	t->score = r->score = r->j.total;
	sm_board_apply(&g->board, &r->j);
	sm_rack_remove_played(&g->rack[player], &r->j);
	refill(g, &g->rack[player]);
	g->score[player] += r->j.total;
	t->total = g->score[player];
	/* Free: a play, even worth 0, is no pass; maruntel: a tile placed. */
	g->scoreless = 0;
	g->passes[player] = 0;
	after_turn(g, player, r);
	return SM_FREE_OK;
}

/* Whether player may exchange now (maruntel, free.h). */
static bool
maruntel_may_exchange(const struct sm_free *g, int player)
{
	return g->bag.ntiles > 0 && (g->passes[player] >= 3 ||
	    g->scoreless >= g->nplayers);
}

enum sm_free_status
sm_free_exchange(struct sm_free *g, int player, const char *letters,
    struct sm_free_result *r)
{
	struct sm_free_turn	*t;
	struct sm_rack		 x, *rack;
	enum sm_free_status	 st;
	enum sm_rack_status	 rs;
	int			 l, k, d;

	result_clear(r, SM_FREE_OK);
	if ((st = may_act(g, player, true)) != SM_FREE_OK) {
		r->status = st;
		return st;
	}
	rack = &g->rack[player];
	if (letters == NULL)
		letters = "";
	rs = sm_rack_parse(&x, letters, strlen(letters), NULL);
	if (rs == SM_RACK_TOO_MANY)
		st = SM_FREE_EXCHANGE_COUNT;
	else if (rs != SM_RACK_OK)
		st = SM_FREE_BAD_TILES;
	else if (g->variant == SM_FREE_CLASSIC &&
	    (x.ntiles < 2 || x.ntiles > SM_FREE_RACK))
		st = SM_FREE_EXCHANGE_COUNT;
	else if (g->variant == SM_FREE_MARUNTEL && x.ntiles != 1)
		st = SM_FREE_EXCHANGE_COUNT;
	if (st == SM_FREE_OK) {
		for (l = 0; l <= SM_NLETTERS; l++)
			if (x.counts[l] > rack->counts[l])
				st = SM_FREE_BAD_TILES;
	}
	if (st == SM_FREE_OK && g->bag.ntiles <
	    (g->variant == SM_FREE_CLASSIC ? SM_FREE_RACK : 1))
		st = SM_FREE_BAG_LOW;
	if (st == SM_FREE_OK && g->variant == SM_FREE_MARUNTEL &&
	    !maruntel_may_exchange(g, player))
		st = SM_FREE_NO_EXCHANGE_YET;
	if (st != SM_FREE_OK) {
		r->status = st;
		return st;
	}
	t = add_turn(g, r, player, SM_FREE_EXCHANGE);
	t->tiles = x;
	for (l = 0; l <= SM_NLETTERS; l++)
		rack->counts[l] = (uint8_t)(rack->counts[l] - x.counts[l]);
	rack->ntiles = (uint8_t)(rack->ntiles - x.ntiles);
	for (k = 0; k < x.ntiles; k++) {
		if ((d = sm_bag_draw(&g->bag, &g->rng)) < 0)
			break;		/* not reached: the bag was checked */
		rack->counts[d]++;
		rack->ntiles++;
	}
	sm_bag_return(&g->bag, &x);
	t->total = g->score[player];
	/* Free: only passes end the game (004), an exchange is no pass;
	 * maruntel: a turn without a tile placed. */
	g->scoreless = g->variant == SM_FREE_MARUNTEL ? g->scoreless + 1 : 0;
	g->passes[player] = 0;
	after_turn(g, player, r);
	return SM_FREE_OK;
}

/* A pass (note: why, SM_FREE_NOTE_*).  Maruntel: one who has the right to
 * exchange after 3 passes of their own and passes instead is counted as
 * having exchanged (003: "Dacă preferă să nu o schimbe, se consideră că a
 * efectuat această operaţie în turul respectiv"): the right is used. */
static enum sm_free_status
do_pass(struct sm_free *g, int player, int note, struct sm_free_result *r)
{
	struct sm_free_turn	*t;

	t = add_turn(g, r, player, SM_FREE_PASS);
	t->total = g->score[player];
	t->note = (uint8_t)note;
	g->scoreless++;
	if (g->variant == SM_FREE_MARUNTEL && g->passes[player] >= 3 &&
	    g->bag.ntiles > 0) {
		if (note == SM_FREE_NOTE_NONE)
			t->note = SM_FREE_NOTE_DECLINED;
		g->passes[player] = 0;
	} else if (g->passes[player] < 1000)
		g->passes[player]++;
	after_turn(g, player, r);
	return SM_FREE_OK;
}

enum sm_free_status
sm_free_pass(struct sm_free *g, int player, struct sm_free_result *r)
{
	enum sm_free_status	 st;

	result_clear(r, SM_FREE_OK);
	if ((st = may_act(g, player, true)) != SM_FREE_OK) {
		r->status = st;
		return st;
	}
	return do_pass(g, player, SM_FREE_NOTE_NONE, r);
}

enum sm_free_status
sm_free_move_or_pass(struct sm_free *g, const struct sm_lexicon *lx,
    int player, const char *move_text, struct sm_free_result *r)
{
	struct sm_judgement	j;
	enum sm_notation_status	ns;
	enum sm_free_status	st;

	st = sm_free_move(g, lx, player, move_text, r);
	if (g->variant != SM_FREE_MARUNTEL || (st != SM_FREE_ILLEGAL &&
	    st != SM_FREE_BAD_NOTATION))
		return st;
	/* A wrong move is a PAS (003); the refusal is kept in r. */
	j = r->j;
	ns = r->notation;
	result_clear(r, SM_FREE_OK);
	r->j = j;
	r->notation = ns;
	return do_pass(g, player, SM_FREE_NOTE_WRONG, r);
}

enum sm_free_status
sm_free_resign(struct sm_free *g, int player, struct sm_free_result *r)
{
	struct sm_free_turn	*t;
	enum sm_free_status	 st;

	result_clear(r, SM_FREE_OK);
	if ((st = may_act(g, player, false)) != SM_FREE_OK) {
		r->status = st;
		return st;
	}
	t = add_turn(g, r, player, SM_FREE_RESIGNS);
	t->total = g->score[player];
	g->resigned = player;
	g->moves++;
	finish(g, SM_FREE_END_RESIGN, -1, r);
	return SM_FREE_OK;
}

void
sm_free_result(const struct sm_free *g, int *score, int *rank)
{
	int	p, q, n;

	for (p = 0; p < SM_FREE_MAX_PLAYERS; p++) {
		score[p] = 0;
		rank[p] = 0;
	}
	n = g->nplayers < 0 ? 0 : g->nplayers > SM_FREE_MAX_PLAYERS ?
	    SM_FREE_MAX_PLAYERS : g->nplayers;
	for (p = 0; p < n; p++)
		score[p] = g->score[p];
	for (p = 0; p < n; p++) {
		rank[p] = 1;
		for (q = 0; q < n; q++) {
			if (q == p || q == g->resigned)
				continue;
			if (p == g->resigned || score[q] > score[p])
				rank[p]++;
		}
	}
}

int
sm_free_set_rack(struct sm_free *g, int player, const char *letters)
{
	struct sm_rack	x;
	struct sm_bag	bag;
	int		l;

	if (player < 0 || player >= g->nplayers || letters == NULL ||
	    sm_rack_parse(&x, letters, strlen(letters), NULL) != SM_RACK_OK ||
	    x.ntiles > rack_size(g))
		return -1;
	bag = g->bag;
	for (l = 0; l <= SM_NLETTERS; l++) {
		bag.counts[l] = (uint8_t)(bag.counts[l] +
		    g->rack[player].counts[l]);
		if (x.counts[l] > bag.counts[l])
			return -1;
		bag.counts[l] = (uint8_t)(bag.counts[l] - x.counts[l]);
	}
	bag.ntiles += g->rack[player].ntiles - x.ntiles;
	g->bag = bag;
	g->rack[player] = x;
	return 0;
}

/* ---- the record ----------------------------------------------------------- */

void
sm_free_log_init(struct sm_free_log *log, const struct sm_free *g)
{
	struct sm_free_turn	*t;
	int			 k;

	log->nplayers = g->nplayers;
	log->n = 0;
	if (g->variant != SM_FREE_MARUNTEL || g->opening.len == 0)
		return;
	t = &log->turns[log->n++];
	memset(t, 0, sizeof *t);
	t->kind = SM_FREE_PLAY;
	t->player = 0;
	t->note = SM_FREE_NOTE_OPENING;
	t->move = g->opening;
	t->placed = 3;
	for (k = 0; k < g->opening.len; k++) {
		t->rack.counts[SM_TILE_LETTER(g->opening.word[k])]++;
		t->rack.ntiles++;
	}
	t->score = t->total = g->opening_score;
}

int
sm_free_log_add(struct sm_free_log *log, const struct sm_free_result *r)
{
	int	i;

	if (r->status != SM_FREE_OK)
		return 0;
	if (r->nturns < 0 || log->n < 0 ||
	    log->n + r->nturns > SM_FREE_LOG_MAX)
		return -1;
	for (i = 0; i < r->nturns; i++)
		log->turns[log->n++] = r->turns[i];
	return 0;
}

/* ---- save and load -------------------------------------------------------- */

static void
put_player(struct sm_line_out *o, int p)
{
	if (p < 0)
		sm_line_put(o, "-");
	else
		sm_line_put_int(o, p);
}

size_t
sm_free_save(const struct sm_free *g, char *buf, size_t cap)
{
	struct sm_line_out o = { buf, cap, 0, false };
	char		cgp[SM_DIM * (SM_DIM + 1) + 1];
	char		cb[8], wb[SM_MAX_WORD + 1];
	int		i;

	if (cap == 0)
		return 0;
	buf[0] = '\0';
	sm_line_put(&o, "free1 ");
	sm_line_put(&o, sm_free_variant_name(g->variant));
	sm_line_put(&o, " ");
	sm_line_put(&o, (unsigned)g->state <= SM_FREE_OVER ? state_names[g->state] :
	    "?");
	sm_line_put(&o, " ");
	sm_line_put(&o, sm_free_end_name(g->end));
	sm_line_put(&o, " ");
	sm_line_put_int(&o, (int)(g->options & SM_FREE_OPT_RACKS));
	sm_line_put(&o, " ");
	sm_line_put_int(&o, g->nplayers);
	sm_line_put(&o, " ");
	sm_line_put_int(&o, g->turn);
	sm_line_put(&o, " ");
	sm_line_put_int(&o, g->moves);
	sm_line_put(&o, " ");
	sm_line_put_int(&o, g->scoreless);
	sm_line_put(&o, " ");
	put_player(&o, g->out);
	sm_line_put(&o, " ");
	put_player(&o, g->resigned);
	sm_line_put(&o, " ");
	sm_line_put_rng(&o, &g->rng);
	sm_line_put(&o, " ");
	if (g->opening.len == 0)
		sm_line_put(&o, "-");
	else {
		sm_move_format_parts(&g->opening, cb, sizeof cb, wb,
		    sizeof wb);
		sm_line_put(&o, cb);
		sm_line_put(&o, ":");
		sm_line_put(&o, wb);
	}
	sm_line_put(&o, " ");
	sm_line_put_int(&o, g->opening_score);
	sm_line_put(&o, " ");
	sm_line_put_counts(&o, g->bag.counts);
	sm_line_put(&o, " ");
	sm_board_format_cgp(&g->board, cgp, sizeof cgp);
	sm_line_put(&o, cgp);
	for (i = 0; i < g->nplayers && i < SM_FREE_MAX_PLAYERS; i++) {
		sm_line_put(&o, " ");
		sm_line_put_counts(&o, g->rack[i].counts);
		sm_line_put(&o, ":");
		sm_line_put_int(&o, g->score[i]);
		sm_line_put(&o, ":");
		sm_line_put_int(&o, g->passes[i]);
	}
	if (o.full) {
		buf[0] = '\0';
		return 0;
	}
	return o.n + 1;
}

static int
field_player(const struct sm_line_field *f, int n, int *v)
{
	if (sm_line_field_is(f, "-")) {
		*v = -1;
		return 0;
	}
	return sm_line_field_int(f, 0, n - 1, v);
}

/* Split [s, s + len) at the separator into at most max fields; the number
 * of fields, -1 for an empty field. */
static int
split(const char *s, size_t len, char sep, struct sm_line_field *f, int max)
{
	const char	*p = s, *end = s + len, *q;
	int		 n = 0;

	for (;;) {
		q = p;
		while (q < end && *q != sep)
			q++;
		if (q == p || n == max)
			return -1;
		f[n].s = p;
		f[n].len = (size_t)(q - p);
		n++;
		if (q == end)
			return n;
		p = q + 1;
	}
}

/* "H7:EL": a two-letter opening across the centre. */
static int
field_opening(const struct sm_line_field *f, struct sm_move *m)
{
	char		tmp[24];
	size_t		i;

	memset(m, 0, sizeof *m);
	if (sm_line_field_is(f, "-"))
		return 0;
	if (f->len >= sizeof tmp)
		return -1;
	for (i = 0; i < f->len; i++)
		tmp[i] = f->s[i] == ':' ? ' ' : f->s[i];
	tmp[f->len] = '\0';
	if (sm_move_parse(m, tmp, f->len, NULL) != SM_NOTATION_OK ||
	    m->len != 2 || m->at.dir != SM_ACROSS || m->at.row != SM_CENTRE ||
	    (m->at.col != SM_CENTRE && m->at.col != SM_CENTRE - 1) ||
	    SM_TILE_IS_BLANK(m->word[0]) || SM_TILE_IS_BLANK(m->word[1]))
		return -1;
	return 0;
}

#define NFIXED 16

int
sm_free_load(struct sm_free *g, const char *line)
{
	struct sm_free	ng;
	struct sm_line_field	f[NFIXED + SM_FREE_MAX_PLAYERS], pf[3];
	const char	*end;
	int		nf, v, n, l, r, c, p, size;
	int		total[SM_NLETTERS + 1];

	if (line == NULL)
		return -1;
	end = line + strlen(line);
	if (end > line && end[-1] == '\n')
		end--;
	if (end > line && end[-1] == '\r')
		end--;
	nf = split(line, (size_t)(end - line), ' ', f,
	    NFIXED + SM_FREE_MAX_PLAYERS);
	if (nf < NFIXED + 2 || !sm_line_field_is(&f[0], "free1"))
		return -1;
	memset(&ng, 0, sizeof ng);
	if ((v = sm_line_field_name(&f[1], variant_names, SM_FREE_NVARIANTS)) < 0)
		return -1;
	ng.variant = (enum sm_free_variant)v;
	if ((v = sm_line_field_name(&f[2], state_names, 2)) < 0)
		return -1;
	ng.state = (enum sm_free_state)v;
	if ((v = sm_line_field_name(&f[3], end_names, 4)) < 0)
		return -1;
	ng.end = (enum sm_free_end)v;
	if (sm_line_field_int(&f[4], 0, (int)SM_FREE_OPT_RACKS, &v) == -1)
		return -1;
	ng.options = (unsigned)v;
	if (sm_line_field_int(&f[5], sm_free_min_players(ng.variant),
	    sm_free_max_players(ng.variant), &ng.nplayers) == -1 ||
	    nf != NFIXED + ng.nplayers)
		return -1;
	if (sm_line_field_int(&f[6], 0, ng.nplayers - 1, &ng.turn) == -1 ||
	    sm_line_field_int(&f[7], 0, 1000000, &ng.moves) == -1 ||
	    sm_line_field_int(&f[8], 0, 1000000, &ng.scoreless) == -1 ||
	    field_player(&f[9], ng.nplayers, &ng.out) == -1 ||
	    field_player(&f[10], ng.nplayers, &ng.resigned) == -1 ||
	    sm_line_field_rng(&f[11], &ng.rng) == -1 ||
	    field_opening(&f[12], &ng.opening) == -1 ||
	    sm_line_field_int(&f[13], 0, 1000, &ng.opening_score) == -1 ||
	    sm_line_field_counts(&f[14], ng.bag.counts, &ng.bag.ntiles,
	    SM_TOTAL_TILES) == -1 ||
	    sm_board_parse_cgp(&ng.board, f[15].s, f[15].len, NULL) !=
	    SM_BOARD_OK || memchr(f[15].s, ' ', f[15].len) != NULL)
		return -1;
	size = rack_size(&ng);
	for (p = 0; p < ng.nplayers; p++) {
		if (split(f[NFIXED + p].s, f[NFIXED + p].len, ':', pf, 3) != 3 ||
		    sm_line_field_counts(&pf[0], ng.rack[p].counts, &n, size) == -1 ||
		    sm_line_field_int(&pf[1], -SCORE_LIMIT, SCORE_LIMIT,
		    &ng.score[p]) == -1 ||
		    sm_line_field_int(&pf[2], 0, 1000, &ng.passes[p]) == -1)
			return -1;
		ng.rack[p].ntiles = (uint8_t)n;
	}

	/* Consistency of the state's fields. */
	if ((ng.state == SM_FREE_PLAYING) != (ng.end == SM_FREE_END_NONE))
		return -1;
	if ((ng.end == SM_FREE_END_RESIGN) != (ng.resigned >= 0))
		return -1;
	if (ng.out >= 0 && ng.end != SM_FREE_END_OUT)
		return -1;
	if (ng.variant == SM_FREE_CLASSIC && (ng.opening.len != 0 ||
	    ng.opening_score != 0))
		return -1;
	if (ng.state == SM_FREE_PLAYING && ng.rack[ng.turn].ntiles == 0)
		return -1;
	/* Tile conservation: board + bag + racks = the set. */
	for (l = 0; l <= SM_NLETTERS; l++) {
		total[l] = ng.bag.counts[l];
		for (p = 0; p < ng.nplayers; p++)
			total[l] += ng.rack[p].counts[l];
	}
	for (r = 0; r < SM_DIM; r++) {
		for (c = 0; c < SM_DIM; c++) {
			uint8_t t = ng.board.sq[r][c];

			if (t != 0)
				total[SM_TILE_IS_BLANK(t) ? SM_RACK_BLANK :
				    SM_TILE_LETTER(t)]++;
		}
	}
	for (l = 0; l <= SM_NLETTERS; l++)
		if (total[l] != sm_letter_count(l))
			return -1;
	if (ng.opening.len != 0 &&
	    (sm_board_at(&ng.board, SM_CENTRE, ng.opening.at.col) !=
	    ng.opening.word[0] ||
	    sm_board_at(&ng.board, SM_CENTRE, ng.opening.at.col + 1) !=
	    ng.opening.word[1]))
		return -1;
	*g = ng;
	return 0;
}
