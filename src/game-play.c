/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-play.c: free games by mail.  See game-play.h.
 *
 * A game is loaded from its row (the engine's saved line), its seats and
 * its recorded turns; a turn is checked here (the game, the player, whose
 * turn, the move number), judged by the engine, recorded, saved, and
 * announced.  The game's record for the GCG is not stored: it is rebuilt
 * by replaying the recorded turns from the seed, which also checks them.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <glib.h>

#include "conf.h"
#include "free.h"
#include "gcg.h"
#include "game-analysis.h"
#include "game-clock.h"
#include "game-ctx.h"
#include "game-play.h"
#include "game-seed.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-analysis.h"
#include "report-board.h"
#include "report-reply.h"
#include "report-verdict.h"
#include "store.h"
#include "util.h"

/* A game as loaded. */
struct fg {
	struct game_rec		*rec;
	int			 n;
	struct game_seat	 seat[SM_FREE_MAX_PLAYERS];
	struct sm_free		 e;
	struct sm_move		 last;		/* the last play, len 0 */
	struct champ_rec	*champ;		/* a championship's game */
	struct clock_due	 due;		/* its turn's times, when */
	char			*deadline;	/* the deadline as text, or
						   NULL (no clock) */
};

static void
fg_clear(struct fg *f)
{
	int i;

	store_game_rec_free(f->rec);
	store_champ_rec_free(f->champ);
	free(f->deadline);
	for (i = 0; i < f->n; i++) {
		free(f->seat[i].name);
		free(f->seat[i].shown);
		free(f->seat[i].email);
		free(f->seat[i].lang);
	}
	memset(f, 0, sizeof *f);
}

static int
collect_seat(void *arg, const struct game_seat *s)
{
	struct fg *f = arg;

	if (f->n >= SM_FREE_MAX_PLAYERS)
		return 0;
	f->seat[f->n] = *s;
	f->seat[f->n].name = xstrdup(s->name);
	f->seat[f->n].shown = xstrdup(s->shown);
	f->seat[f->n].email = xstrdup(s->email);
	f->seat[f->n].lang = xstrdup(s->lang);
	f->n++;
	return 0;
}

/* The championship of a championship's game, and its turn's times (the
 * deadline also as text). */
static int
fg_champ(struct game_ctx *g, struct fg *f, char **cause)
{
	int rc;

	if (f->rec->champ_id == 0)
		return 0;
	if (f->champ == NULL && (rc = store_champ_get(g->st,
	    f->rec->champ_id, &f->champ, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("game %lld: its championship "
			    "is missing; the database is damaged", f->rec->id);
		return -1;
	}
	free(f->deadline);
	f->deadline = NULL;
	if (f->e.state == SM_FREE_OVER || f->rec->turn_since == 0)
		return 0;
	if (game_clock_due(g, f->champ, f->seat[f->e.turn].player_id,
	    f->rec->turn_since, f->rec->extension, &f->due, cause) == -1)
		return -1;
	f->deadline = game_clock_time_text(f->champ, f->due.deadline);
	return 0;
}

/* A new turn begins (or the game is over): the clock set again. */
static int
fg_clock(struct game_ctx *g, struct fg *f, long long now, char **cause)
{
	if (f->rec->champ_id == 0)
		return 0;
	f->rec->turn_since = f->e.state == SM_FREE_OVER ? 0 : now;
	f->rec->extension = 0;
	f->rec->reminded = 0;
	if (store_game_set_clock(g->st, f->rec->id, f->rec->turn_since, 0, 0,
	    cause) == -1)
		return -1;
	return fg_champ(g, f, cause);
}

/* Load game id: 0, 1 when none, -1. */
static int
fg_load(struct game_ctx *g, long long id, struct fg *f, char **cause)
{
	int rc;

	memset(f, 0, sizeof *f);
	if ((rc = store_game_get(g->st, id, &f->rec, cause)) != 0)
		return rc;
	if (store_game_seat_list(g->st, id, collect_seat, f, cause) != 0)
		return -1;
	if (f->rec->state == NULL || sm_free_load(&f->e, f->rec->state) == -1 ||
	    f->e.nplayers != f->n) {
		*cause = g_strdup_printf("game %lld: its saved state cannot be "
		    "read; the database is damaged", id);
		return -1;
	}
	/* An adjudicated game keeps the engine's position as it stood. */
	if (f->rec->adjudged != NULL)
		f->e.state = SM_FREE_OVER;
	return fg_champ(g, f, cause);
}

static int
fg_save(struct game_ctx *g, struct fg *f, char **cause)
{
	char line[SM_FREE_SAVE_MAX];

	if (sm_free_save(&f->e, line, sizeof line) == 0) {
		*cause = xstrdup("the game state does not fit its buffer");
		return -1;
	}
	return store_game_set_state(g->st, f->rec->id, f->e.state ==
	    SM_FREE_OVER ? STORE_GAME_OVER : STORE_GAME_PLAYING, line, cause);
}

static int
seat_of(const struct fg *f, long long player_id)
{
	int i;

	for (i = 0; i < f->n; i++)
		if (f->seat[i].player_id == player_id)
			return i;
	return -1;
}

/* "  ana            23\n" per player, best first once over. */
static char *
scores_text(const struct fg *f)
{
	GString *s = g_string_new(NULL);
	int score[SM_FREE_MAX_PLAYERS], rank[SM_FREE_MAX_PLAYERS], i, r;
	char *padded;

	sm_free_result(&f->e, score, rank);
	if (f->e.state != SM_FREE_OVER) {
		for (i = 0; i < f->n; i++) {
			padded = util_utf8_pad(f->seat[i].shown, 20);
			g_string_append_printf(s, "  %s %4d\n", padded,
			    f->e.score[i]);
			free(padded);
		}
	} else {
		for (r = 1; r <= f->n; r++)
			for (i = 0; i < f->n; i++) {
				if (rank[i] != r)
					continue;
				padded = util_utf8_pad(f->seat[i].shown, 20);
				g_string_append_printf(s, "  %d. %s %4d\n", r,
				    padded, score[i]);
				free(padded);
			}
	}
	return g_string_free(s, FALSE);
}

static char *
players_list(const struct fg *f, int shown)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < f->n; i++)
		g_string_append_printf(s, "%s%s", i > 0 ? ", " : "",
		    shown ? f->seat[i].shown : f->seat[i].name);
	return g_string_free(s, FALSE);
}

/* --- the record, replayed --- */

struct replay {
	struct fg		*f;
	struct sm_free		 e;
	struct sm_free_log	*log;
	const struct sm_lexicon	*lx;
	int			 bad;
	int			 time_loss;	/* the seat the clock resigned,
						   or -1 */
};

static int
replay_turn(void *arg, const struct game_move_rec *m)
{
	struct replay *rp = arg;
	struct sm_free_result r;

	if (m->kind == STORE_MOVE_PLAY)
		sm_free_move(&rp->e, rp->lx, m->seat, m->text, &r);
	else if (m->kind == STORE_MOVE_EXCHANGE)
		sm_free_exchange(&rp->e, m->seat, m->text, &r);
	else if (m->kind == STORE_MOVE_PASS)
		sm_free_pass(&rp->e, m->seat, &r);
	else if (m->kind == STORE_MOVE_RESIGN) {
		sm_free_resign(&rp->e, m->seat, &r);
		rp->time_loss = m->cause == STORE_CAUSE_TIMEOUT ? m->seat :
		    -1;
	} else
		return 0;	/* end lines come with the turn that ended it */
	if (r.status != SM_FREE_OK || sm_free_log_add(rp->log, &r) == -1)
		rp->bad = 1;
	return 0;
}

static int
init_engine(struct game_ctx *g, const struct game_rec *rec, int n,
    struct sm_free *e, const struct sm_lexicon **lxp, char **cause)
{
	enum sm_free_variant v = rec->variant;
	const struct sm_lexicon *lx;

	if ((lx = game_ctx_game_lexicon(g, rec->champ_id, cause)) == NULL)
		return -1;
	if (sm_free_init(e, v, n, game_seed_engine(rec->seed), rec->end_scoring ?
	    SM_FREE_OPT_RACKS : 0, lx) == -1) {
		*cause = g_strdup_printf("game %lld: cannot start the engine "
		    "for %d %s", rec->id, n, util_noun(n, "player", "players"));
		return -1;
	}
	*lxp = lx;
	return 0;
}

/* The GCG of game f's record (malloc'ed; "" for a game of more than two
 * players, which GCG cannot describe); time_loss: the seat that lost on
 * time (the clock's resignation), or -1. */
static char *
log_gcg(const struct fg *f, const struct sm_free_log *log, int time_loss)
{
	const char *nicks[SM_FREE_MAX_PLAYERS], *names[SM_FREE_MAX_PLAYERS];
	struct sm_gcg_info info = { .lexicon = NULL, .time_loss = time_loss };
	char *text;
	size_t need;
	int i;

	for (i = 0; i < f->n; i++) {
		nicks[i] = f->seat[i].name;
		names[i] = f->seat[i].shown;
	}
	need = sm_gcg_write_info(log, nicks, names, &info, NULL, 0);
	text = xmalloc(need + 1);
	sm_gcg_write_info(log, nicks, names, &info, text, need + 1);
	return text;
}

/* The GCG of a loaded game (malloc'ed). */
static char *
fg_gcg(struct game_ctx *g, struct fg *f, char **cause)
{
	struct replay rp;
	char *text = NULL;

	memset(&rp, 0, sizeof rp);
	rp.f = f;
	rp.time_loss = -1;
	if (init_engine(g, f->rec, f->n, &rp.e, &rp.lx, cause) == -1)
		return NULL;
	rp.log = xmalloc(sizeof *rp.log);
	sm_free_log_init(rp.log, &rp.e);
	if (store_game_move_list(g->st, f->rec->id, replay_turn, &rp,
	    cause) != 0)
		goto out;
	if (rp.bad) {
		*cause = g_strdup_printf("game %lld: the recorded moves do not "
		    "replay from the seed; the database is damaged",
		    f->rec->id);
		goto out;
	}
	text = log_gcg(f, rp.log, rp.time_loss);
out:
	free(rp.log);
	return text;
}

/* Every line of s indented by two blanks (shown as it is in a mail). */
static char *
indent(const char *s)
{
	GString *o = g_string_new(NULL);
	const char *p = s, *nl;

	while (*p != '\0') {
		nl = strchr(p, '\n');
		g_string_append(o, "  ");
		if (nl == NULL) {
			g_string_append(o, p);
			g_string_append_c(o, '\n');
			break;
		}
		g_string_append_len(o, p, nl - p + 1);
		p = nl + 1;
	}
	return g_string_free(o, FALSE);
}

/* --- the mails --- */

/* A mail of game f to seat s; a championship's game links its page
 * (game-ID.html in the championship's directory, when base_url is set). */
static struct report_reply *
game_mail(const struct fg *f, const struct game_seat *s)
{
	struct report_reply *r = report_reply_new(s->lang);
	char file[48];

	report_reply_set_kind(r, RK_GAME);
	if (f->champ != NULL) {
		snprintf(file, sizeof file, "game-%lld.html",
		    (long long)f->rec->id);
		report_reply_set_page(r, f->champ->name, file);
	}
	return r;
}

static int
send_mail(struct game_ctx *g, struct report_reply *r, const struct game_seat *s,
    long long spool_id, long long now, char **cause)
{
	int rc = outbox_queue_deferred(g->st, g->conf, r, s->name, s->email,
	    spool_id, now, cause);

	report_reply_free(r);
	return rc;
}

/* The common arguments of a game's notice. */
#define NUMSTR(buf, v) snprintf(buf, sizeof buf, "%lld", (long long)(v))

/* Liber mărunțel: whether seat may exchange their letter now, tried on a
 * copy of the game (the engine's rule, not restated here): "due" after 3
 * passes of their own (a pass then counts as the exchange), "may" when
 * every player has passed in a row, else "". */
static const char *
exchange_right(const struct fg *f, int seat)
{
	struct sm_free_result r;
	struct sm_free copy;
	char letter[8];

	if (f->e.variant != SM_FREE_MARUNTEL || f->e.state == SM_FREE_OVER ||
	    f->e.turn != seat || f->e.rack[seat].ntiles == 0)
		return "";
	sm_rack_format(&f->e.rack[seat], letter, sizeof letter);
	copy = f->e;
	if (sm_free_exchange(&copy, seat, letter, &r) != SM_FREE_OK)
		return "";
	return f->e.passes[seat] >= 3 ? "due" : "may";
}

static void
your_turn(const struct fg *f, struct report_reply *r, int seat)
{
	char game[24], number[24], bag[24];
	char *rack = report_rack_text(&f->e.rack[seat]);

	NUMSTR(game, f->rec->id);
	NUMSTR(number, f->e.moves + 1);
	NUMSTR(bag, f->e.bag.ntiles);
	report_reply_notice(r, RC_GAME_YOUR_TURN, "game", game, "number",
	    number, "rack", rack, "bag", bag, "player", f->seat[seat].shown,
	    "deadline", f->deadline != NULL ? f->deadline : "", "exchange",
	    exchange_right(f, seat), NULL);
	free(rack);
}

struct adjust {
	const struct fg	*f;
	GString		*s;
};

/* "  bogdan   -1 (S)" for each end-of-game line recorded. */
static int
adjust_line(void *arg, const struct game_move_rec *m)
{
	struct adjust *a = arg;
	char *padded;

	if (m->kind != STORE_MOVE_END)
		return 0;
	padded = util_utf8_pad(m->seat >= 0 && m->seat < a->f->n ?
	    a->f->seat[m->seat].shown : "?", 20);
	g_string_append_printf(a->s, "  %s %+4d", padded, m->score);
	free(padded);
	if (m->text != NULL && m->text[0] != '\0')
		g_string_append_printf(a->s, "  (%s)", m->text);
	g_string_append_c(a->s, '\n');
	return 0;
}

/* How the game ended: the engine's word, or "timeout" for a resignation
 * the clock made (the championship's limit of timeouts). */
static const char *
end_name(const struct fg *f)
{
	int s = f->e.resigned;

	if (f->rec->adjudged != NULL)
		return "adjudicated";
	if (f->e.end == SM_FREE_END_RESIGN && s >= 0 && s < f->n &&
	    f->champ != NULL && f->champ->timeout == STORE_TIMEOUT_FORFEIT &&
	    f->seat[s].timeouts >= f->champ->timeout_limit)
		return "timeout";
	return sm_free_end_name(f->e.end);
}

/* How the game ended, for its players: end_name(), but a liber mărunțel
 * game ended by turns without a tile placed while the bag still held
 * some is "blocked" (003: "conducătorul jocului verifică literele din
 * stoc şi constată că partida este blocată"). */
static const char *
end_word(const struct fg *f)
{
	if (f->e.variant == SM_FREE_MARUNTEL && f->e.end ==
	    SM_FREE_END_PASSES && f->e.bag.ntiles > 0)
		return "blocked";
	return end_name(f);
}

static int
mail_over(struct game_ctx *g, struct fg *f, long long spool_id, long long now,
    char **cause)
{
	struct adjust adj;
	struct report_analysis *an = NULL;
	enum game_analysis_code acode;
	char game[24], number[24], limit[24], amin[24], *scores, *gcg, *gcgi,
	    *board;
	int i, rc = 0;

	if ((gcg = fg_gcg(g, f, cause)) == NULL)
		return -1;
	adj.f = f;
	adj.s = g_string_new(NULL);
	if (store_game_move_list(g->st, f->rec->id, adjust_line, &adj,
	    cause) != 0) {
		g_string_free(adj.s, TRUE);
		free(gcg);
		return -1;
	}
	/* The engine's analysis: each player's own turns against the best
	 * moves (the racks may be shown now that the game is over). */
	if (game_analysis_run(g, f->rec->id, &acode, &an, cause) == -1) {
		g_string_free(adj.s, TRUE);
		free(gcg);
		return -1;
	}
	NUMSTR(limit, f->champ != NULL ? f->champ->timeout_limit : 0);
	NUMSTR(amin, GAME_ANALYSIS_MISSED_MIN);
	gcgi = indent(gcg);
	scores = scores_text(f);
	board = report_board_text(&f->e.board, NULL);
	NUMSTR(game, f->rec->id);
	NUMSTR(number, f->e.moves);
	for (i = 0; i < f->n && rc == 0; i++) {
		struct report_reply *r = game_mail(f, &f->seat[i]);
		char aturns[24], ascored[24], abest[24], apct[16], *missed;
		int k, nt = 0;

		for (k = 0; an != NULL && k < an->nturns; k++)
			nt += an->turns[k].seat == i;
		NUMSTR(aturns, nt);
		NUMSTR(ascored, an != NULL ? an->player[i].scored : 0);
		NUMSTR(abest, an != NULL ? an->player[i].best : 0);
		report_analysis_percent(an != NULL ? an->player[i].scored : 0,
		    an != NULL ? an->player[i].best : 0, apct, sizeof apct);
		missed = an != NULL ? report_analysis_missed(an, i,
		    GAME_ANALYSIS_MISSED_MIN) : xstrdup("");
		report_reply_notice(r, RC_GAME_OVER, "game", game, "number",
		    number, "variant", sm_free_variant_name(f->rec->variant),
		    "end", end_word(f),
		    "resigned", f->e.resigned >= 0 ?
		    f->seat[f->e.resigned].shown : "",
		    "limit", limit,
		    "scores", scores, "adjust", adj.s->str, "board", board,
		    "seed", f->rec->seed, "seed_hash", f->rec->seed_hash,
		    "gcg", gcgi, "a_turns", aturns, "a_scored", ascored,
		    "a_best", abest, "a_percent", apct, "a_min", amin,
		    "a_missed", missed, NULL);
		free(missed);
		rc = send_mail(g, r, &f->seat[i], spool_id, now, cause);
	}
	report_analysis_free(an);
	free(board);
	free(scores);
	free(gcgi);
	free(gcg);
	g_string_free(adj.s, TRUE);
	/* Whoever listens (a championship) hears of the end. */
	if (rc == 0 && g->game_over != NULL)
		rc = g->game_over(g, g->game_over_arg, f->rec->id,
		    f->rec->champ_id, now, cause);
	return rc;
}

/* After seat's turn (what: its kind, text, score, and why when the
 * program took it: "timeout" or "illegal"): the others told, the next
 * player told it is their turn; or everyone told the end.  A turn the
 * program took is told to its player too. */
static int
announce(struct game_ctx *g, struct fg *f, int seat, const char *kind,
    const char *text, int score, int total_after, const char *why,
    long long spool_id, long long now, char **cause)
{
	char game[24], number[24], sc[24], total[24], touts[24], limit[24],
	    *board, *scores;
	int i, rc = 0;

	if (why != NULL && strcmp(why, "timeout") == 0) {
		struct report_reply *r = game_mail(f, &f->seat[seat]);

		NUMSTR(game, f->rec->id);
		NUMSTR(number, f->e.moves);
		NUMSTR(touts, f->seat[seat].timeouts);
		NUMSTR(limit, f->champ != NULL && f->champ->timeout ==
		    STORE_TIMEOUT_FORFEIT ? f->champ->timeout_limit : 0);
		report_reply_notice(r, RC_GAME_TIMEOUT, "game", game, "number",
		    number, "kind", kind, "timeouts", touts, "limit", limit,
		    NULL);
		if (f->e.state != SM_FREE_OVER && f->e.turn == seat)
			your_turn(f, r, seat);
		if (send_mail(g, r, &f->seat[seat], spool_id, now, cause) == -1)
			return -1;
	}
	if (f->e.state == SM_FREE_OVER && strcmp(kind, "resign") == 0)
		return mail_over(g, f, spool_id, now, cause);
	board = report_board_text(&f->e.board, strcmp(kind, "play") == 0 ?
	    &f->last : NULL);
	scores = scores_text(f);
	NUMSTR(game, f->rec->id);
	NUMSTR(number, f->e.moves);
	NUMSTR(sc, score);
	/* The total after the turn itself: a last move's racks are counted
	 * in the final mail, not here. */
	NUMSTR(total, total_after);
	for (i = 0; i < f->n && rc == 0; i++) {
		struct report_reply *r;

		if (i == seat)
			continue;
		r = game_mail(f, &f->seat[i]);
		report_reply_notice(r, RC_GAME_MOVED, "game", game, "number",
		    number, "player", f->seat[seat].shown, "kind", kind, "move",
		    text, "score", sc, "total", total, "board", board, "scores",
		    scores, "cause", why != NULL ? why : "", NULL);
		if (f->e.state != SM_FREE_OVER && f->e.turn == i)
			your_turn(f, r, i);
		rc = send_mail(g, r, &f->seat[i], spool_id, now, cause);
	}
	free(board);
	free(scores);
	if (rc == 0 && f->e.state == SM_FREE_OVER)
		rc = mail_over(g, f, spool_id, now, cause);
	return rc;
}

/* --- creating a game --- */

struct seat_key {
	struct player	*p;
	char		*key;
};

static int
cmp_seat_key(const void *a, const void *b)
{
	return strcmp(((const struct seat_key *)a)->key,
	    ((const struct seat_key *)b)->key);
}

/* The cause a turn is recorded with: timeout or illegal (a liber
 * mărunțel wrong move is an illegal one counted as a pass); a declined
 * exchange is recorded as the pass it is (the replay finds it again). */
static enum store_move_cause
stored_cause(const char *why)
{
	if (why == NULL || strcmp(why, "declined") == 0)
		return STORE_CAUSE_NONE;
	if (strcmp(why, "wrong") == 0 || strcmp(why, "illegal") == 0)
		return STORE_CAUSE_ILLEGAL;
	return STORE_CAUSE_TIMEOUT;
}

static int
record_turns(struct game_ctx *g, struct fg *f, const struct sm_free_result *r,
    int number, const char *rack_before, const char *why, long long spool_id,
    long long now, char **cause)
{
	static const enum store_move_kind kinds[] = { STORE_MOVE_PLAY,
	    STORE_MOVE_EXCHANGE, STORE_MOVE_PASS, STORE_MOVE_RESIGN,
	    STORE_MOVE_END, STORE_MOVE_END };
	struct game_move_rec m;
	char text[64], rack[32], clock[80];
	int i;

	snprintf(clock, sizeof clock, "%lld %lld %d", f->rec->turn_since,
	    f->rec->extension, f->rec->reminded);
	for (i = 0; i < r->nturns; i++) {
		const struct sm_free_turn *t = &r->turns[i];

		memset(&m, 0, sizeof m);
		m.game_id = f->rec->id;
		m.number = number;
		m.seat = t->player;
		m.kind = kinds[t->kind < 6 ? t->kind : 4];
		text[0] = '\0';
		if (t->kind == SM_FREE_PLAY)
			sm_move_format(&t->move, text, sizeof text);
		else if (t->kind == SM_FREE_EXCHANGE)
			sm_rack_format(&t->tiles, text, sizeof text);
		else if (t->kind == SM_FREE_END_GAIN ||
		    t->kind == SM_FREE_END_LOSS)
			sm_rack_format(&t->rack, text, sizeof text);
		m.text = text;
		m.score = t->score;
		m.total = t->total;
		if (i == 0 && rack_before != NULL)
			util_strlcpy(rack, rack_before, sizeof rack);
		else
			sm_rack_format(&t->rack, rack, sizeof rack);
		m.rack = rack;
		m.spool_id = spool_id;
		m.cause = i == 0 ? stored_cause(why) : STORE_CAUSE_NONE;
		m.clock_before = i == 0 ? clock : NULL;
		if (store_game_move_add(g->st, &m, now, cause) == -1)
			return -1;
	}
	return 0;
}

/* Liber mărunțel's opening as written ("H8 EL"), else "". */
static void
opening_text(const struct fg *f, char *buf, size_t cap)
{
	buf[0] = '\0';
	if (f->e.variant == SM_FREE_MARUNTEL && f->e.opening.len > 0)
		sm_move_format(&f->e.opening, buf, cap);
}

/* Who led a liber mărunțel game: "" for the arbiter, else player 1. */
static const char *
leader_name(const struct fg *f)
{
	if (f->rec->leader == STORE_LEADER_PLAYER &&
	    f->n > 0)
		return f->seat[0].shown;
	return "";
}

/* Draw the racks of new game id, save it and mail every player. */
static int
start_game(struct game_ctx *g, long long id, struct fg *f, long long now,
    char **cause)
{
	const struct sm_lexicon *lx;
	char game[24], number[24], days[24], opening[32], *board = NULL,
	    *scores = NULL, *plist = NULL, *rack;
	int i, rc = -1;

	if (store_game_get(g->st, id, &f->rec, cause) != 0 ||
	    store_game_seat_list(g->st, id, collect_seat, f, cause) != 0 ||
	    init_engine(g, f->rec, f->n, &f->e, &lx, cause) == -1 ||
	    fg_save(g, f, cause) == -1 || fg_clock(g, f, now, cause) == -1)
		goto out;
	f->last = f->e.opening;
	board = report_board_text(&f->e.board, f->e.opening.len > 0 ?
	    &f->e.opening : NULL);
	scores = scores_text(f);
	plist = players_list(f, 1);
	NUMSTR(game, id);
	NUMSTR(number, f->e.moves + 1);
	NUMSTR(days, f->champ != NULL ? f->champ->days_per_move : 0);
	opening_text(f, opening, sizeof opening);
	for (i = 0; i < f->n; i++) {
		struct report_reply *r = game_mail(f, &f->seat[i]);

		rack = report_rack_text(&f->e.rack[i]);
		report_reply_notice(r, RC_GAME_STARTED, "game", game, "variant",
		    sm_free_variant_name(f->rec->variant), "players", plist,
		    "player", f->seat[i].shown, "first", f->seat[f->e.turn].shown,
		    "rack", rack, "board", board, "scores", scores, "number",
		    number, "seed_hash", f->rec->seed_hash, "end_scoring",
		    f->rec->end_scoring ? "on" : "off", "champ", f->champ !=
		    NULL ? f->champ->name : "", "days", days, "opening",
		    opening, "leader", leader_name(f), NULL);
		free(rack);
		if (f->e.turn == i)
			your_turn(f, r, i);
		if (send_mail(g, r, &f->seat[i], 0, now, cause) == -1)
			goto out;
	}
	rc = 0;
out:
	free(board);
	free(scores);
	free(plist);
	return rc;
}

int
game_play_create(struct game_ctx *g, const char *const *players, int n,
    const struct game_play_opts *o, long long now, long long *id,
    char **cause)
{
	struct seat_key keys[SM_FREE_MAX_PLAYERS];
	enum sm_free_variant v = SM_FREE_CLASSIC;
	struct fg f;
	char *seed = NULL, *hash = NULL;
	int i, j, k = 0, rc, ret = -1;

	memset(keys, 0, sizeof keys);
	memset(&f, 0, sizeof f);
	if (o->variant != NULL && !sm_free_variant_parse(o->variant, &v)) {
		*cause = g_strdup_printf("unknown variant '%s': free or "
		    "maruntel", o->variant);
		return -1;
	}
	if (o->leader != NULL && strcmp(o->leader, "arbiter") != 0 &&
	    (strcmp(o->leader, "player") != 0 || v != SM_FREE_MARUNTEL)) {
		*cause = g_strdup_printf("--leader %s: liber mărunțel's leader "
		    "is the arbiter or a player (a free game has none)",
		    o->leader);
		return -1;
	}
	if (n < sm_free_min_players(v) || n > sm_free_max_players(v) ||
	    n > SM_FREE_MAX_PLAYERS) {
		*cause = g_strdup_printf("a %s game is for %d to %d players, "
		    "not %d", sm_free_variant_name(v), sm_free_min_players(v),
		    sm_free_max_players(v), n);
		return -1;
	}
	if (o->seed != NULL)
		seed = xstrdup(o->seed);
	else if ((seed = game_seed_new(cause)) == NULL)
		return -1;
	for (k = 0; k < n; k++) {
		char *salted, *lower;

		if ((rc = store_player_find(g->st, players[k], &keys[k].p,
		    cause)) != 0) {
			if (rc == 1)
				*cause = g_strdup_printf("no player named "
				    "'%s': add them with 'scrabmail player "
				    "add'", players[k]);
			goto out;
		}
		for (j = 0; j < k; j++)
			if (keys[j].p->id == keys[k].p->id) {
				*cause = g_strdup_printf("player '%s' is "
				    "named twice", players[k]);
				k++;
				goto out;
			}
		lower = g_ascii_strdown(keys[k].p->name, -1);
		salted = g_strdup_printf("scrabmail-seat:%s:%s", seed, lower);
		keys[k].key = o->champ_id != 0 ? g_strdup_printf("%04d", k) :
		    game_seed_hash(salted);
		g_free(salted);
		g_free(lower);
	}
	/* A championship seats its players as given. */
	qsort(keys, (size_t)n, sizeof keys[0], cmp_seat_key);
	hash = game_seed_hash(seed);
	if (store_game_add(g->st, v, seed, hash, o->end_scoring ? 1 : 0, now,
	    id, cause) == -1)
		goto out;
	for (i = 0; i < n; i++)
		if (store_game_seat_add(g->st, *id, i, keys[i].p->id,
		    cause) == -1)
			goto out;
	if (o->champ_id != 0 && store_game_set_champ(g->st, *id, o->champ_id,
	    o->group_no, cause) == -1)
		goto out;
	if (o->leader != NULL && strcmp(o->leader, "player") == 0 &&
	    store_game_set_leader(g->st, *id, STORE_LEADER_PLAYER,
	    cause) == -1)
		goto out;
	if (start_game(g, *id, &f, now, cause) == -1)
		goto out;
	ret = 0;
out:
	for (i = 0; i < k; i++) {
		store_player_free(keys[i].p);
		free(keys[i].key);
	}
	fg_clear(&f);
	free(hash);
	free(seed);
	return ret;
}

/* --- turns by mail --- */

enum turn_kind { T_MOVE, T_EXCHANGE, T_PASS, T_RESIGN };

void
game_play_from_player(struct game_play_from *f, const struct player *p,
    long long spool_id)
{
	f->player_id = p->id;
	f->name = p->name;
	f->spool_id = spool_id;
}

/* Load the game a player asks about and check they are in it: 0 with
 * *seat and *code OK, or with *code UNKNOWN_GAME or NOT_IN_GAME; -1. */
static int
game_of(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, struct fg *f, int *seat, enum game_play_code *code,
    char **cause)
{
	int rc;

	*code = GAME_PLAY_OK;
	if ((rc = fg_load(g, game_id, f, cause)) == -1)
		return -1;
	if (rc == 1)
		*code = GAME_PLAY_UNKNOWN_GAME;
	else if ((*seat = seat_of(f, from->player_id)) == -1)
		*code = GAME_PLAY_NOT_IN_GAME;
	return 0;
}

static const char *const turn_kind_name[] = { "play", "exchange", "pass",
    "resign" };

/* Seat's turn r was taken: record it (move number, the rack before it,
 * why when the program took it), save the game, set the clock, announce
 * it.  shown gets the move or the tiles as they are written. */
static int
apply(struct game_ctx *g, struct fg *f, int seat, enum turn_kind kind,
    const struct sm_free_result *r, int number, const char *rack_before,
    const char *why, long long spool_id, long long now, char *shown,
    size_t shownsz, char **cause)
{
	shown[0] = '\0';
	if (kind == T_MOVE) {
		f->last = r->turns[0].move;
		sm_move_format(&r->turns[0].move, shown, shownsz);
	} else if (kind == T_EXCHANGE)
		sm_rack_format(&r->turns[0].tiles, shown, shownsz);
	if (why == NULL && kind == T_PASS && r->nturns > 0 &&
	    r->turns[0].note == SM_FREE_NOTE_DECLINED)
		why = "declined";
	if (record_turns(g, f, r, kind == T_RESIGN ? f->e.moves : number,
	    rack_before, why, spool_id, now, cause) == -1 ||
	    fg_save(g, f, cause) == -1 || fg_clock(g, f, now, cause) == -1)
		return -1;
	return announce(g, f, seat, turn_kind_name[kind], shown, r->score,
	    r->nturns > 0 ? r->turns[0].total : f->e.score[seat], why,
	    spool_id, now, cause);
}

void
game_play_outcome_clear(struct game_play_outcome *o)
{
	free(o->to_move);
	free(o->rack);
	memset(o, 0, sizeof *o);
}

/* A refused turn's outcome: why (status st, r's judgement or notation),
 * the player's rack and the bag as they are now (a pass, applied or not,
 * leaves both as they were). */
static void
refused(struct game_play_outcome *o, const struct fg *f, int seat,
    enum sm_free_status st, const struct sm_free_result *r)
{
	o->code = GAME_PLAY_REFUSED;
	if (st == SM_FREE_ILLEGAL)
		sm_judgement_explain(&r->j, o->reason, sizeof o->reason);
	else if (st == SM_FREE_BAD_NOTATION)
		util_strlcpy(o->reason, sm_notation_status_str(r->notation),
		    sizeof o->reason);
	else
		util_strlcpy(o->reason, sm_free_status_str(st),
		    sizeof o->reason);
	o->status = sm_free_status_str(st);
	o->maruntel = f->e.variant == SM_FREE_MARUNTEL;
	o->rack = report_rack_text(&f->e.rack[seat]);
	o->bag = f->e.bag.ntiles;
	report_verdict_free(st, r->notation, &r->j, &o->verdict);
}

static int
turn(struct game_ctx *g, const struct game_play_from *from, long long game_id,
    long number, enum turn_kind kind, const char *text, long long now,
    struct game_play_outcome *o, char **cause)
{
	const struct sm_lexicon *lx = NULL;
	struct sm_free_result r;
	struct fg f;
	char rack_before[32], shown[64];
	int seat, rc;

	memset(o, 0, sizeof *o);
	if ((rc = game_of(g, from, game_id, &f, &seat, &o->code, cause)) != 0 ||
	    o->code != GAME_PLAY_OK)
		goto out;
	if (f.e.state == SM_FREE_OVER) {
		o->code = GAME_PLAY_OVER;
		goto out;
	}
	o->expected = f.e.moves + 1;
	if (kind != T_RESIGN && number < f.e.moves + 1) {
		/* A move already played: a repeated or stale mail; the
		 * answer says whose turn it is now. */
		o->code = GAME_PLAY_STALE;
		if (f.e.turn != seat)
			o->to_move = xstrdup(f.seat[f.e.turn].shown);
		goto out;
	}
	if (kind != T_RESIGN && f.e.turn != seat) {
		o->code = GAME_PLAY_NOT_YOUR_TURN;
		o->to_move = xstrdup(f.seat[f.e.turn].shown);
		goto out;
	}
	if (kind != T_RESIGN && number != f.e.moves + 1) {
		o->code = GAME_PLAY_STALE;
		goto out;
	}
	/* A resignation keeps the number of the turn it takes. */
	if (kind != T_RESIGN)
		o->expected = 0;
	sm_rack_format(&f.e.rack[seat], rack_before, sizeof rack_before);
	switch (kind) {
	case T_MOVE:
		if ((lx = game_ctx_game_lexicon(g, f.rec->champ_id, cause)) ==
		    NULL) {
			rc = -1;
			goto out;
		}
		/* Liber mărunțel: a wrong move is a PAS (003), whatever a
		 * championship's setting. */
		sm_free_move_or_pass(&f.e, lx, seat, text, &r);
		break;
	case T_EXCHANGE:
		sm_free_exchange(&f.e, seat, text, &r);
		break;
	case T_PASS:
		sm_free_pass(&f.e, seat, &r);
		break;
	case T_RESIGN:
		sm_free_resign(&f.e, seat, &r);
		break;
	}
	if (r.status == SM_FREE_OK && kind == T_MOVE && r.nturns > 0 &&
	    r.turns[0].kind == SM_FREE_PASS &&
	    r.turns[0].note == SM_FREE_NOTE_WRONG) {
		/* The refusal kept, the pass applied. */
		refused(o, &f, seat, r.notation != SM_NOTATION_OK ?
		    SM_FREE_BAD_NOTATION : SM_FREE_ILLEGAL, &r);
		o->lost = GAME_PLAY_LOST_WRONG;
		o->over = f.e.state == SM_FREE_OVER;
		if (apply(g, &f, seat, T_PASS, &r, (int)number, rack_before,
		    "wrong", from->spool_id, now, shown, sizeof shown,
		    cause) == -1)
			rc = -1;
		goto out;
	}
	if (r.status != SM_FREE_OK) {
		refused(o, &f, seat, r.status, &r);
		/* A championship may count an illegal move as a pass. */
		if (kind == T_MOVE && r.status == SM_FREE_ILLEGAL &&
		    f.champ != NULL && f.champ->illegal == STORE_ILLEGAL_PASS)
			o->lost = GAME_PLAY_LOST_ILLEGAL;
		if (o->lost != GAME_PLAY_KEPT && (sm_free_pass(&f.e, seat, &r),
		    r.status == SM_FREE_OK) && apply(g, &f, seat, T_PASS, &r,
		    (int)number, rack_before, "illegal", from->spool_id, now,
		    shown, sizeof shown, cause) == -1)
			rc = -1;
		goto out;
	}
	if (kind == T_PASS && r.nturns > 0 &&
	    r.turns[0].note == SM_FREE_NOTE_DECLINED)
		o->declined = 1;
	if (kind == T_MOVE)
		sm_move_format(&r.turns[0].move, o->shown, sizeof o->shown);
	else if (kind == T_EXCHANGE)
		sm_rack_format(&r.turns[0].tiles, o->shown, sizeof o->shown);
	o->score = r.score;
	o->total = r.nturns > 0 ? r.turns[0].total : f.e.score[seat];
	o->rack = report_rack_text(&f.e.rack[seat]);
	o->over = f.e.state == SM_FREE_OVER;
	rc = apply(g, &f, seat, kind, &r, (int)number, rack_before, NULL,
	    from->spool_id, now, shown, sizeof shown, cause);
out:
	fg_clear(&f);
	return rc == -1 ? -1 : 0;
}

int
game_play_move(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, const char *move, long long now,
    struct game_play_outcome *out, char **cause)
{
	return turn(g, from, game_id, number, T_MOVE, move, now, out, cause);
}

int
game_play_exchange(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, const char *letters, long long now,
    struct game_play_outcome *out, char **cause)
{
	return turn(g, from, game_id, number, T_EXCHANGE, letters, now, out,
	    cause);
}

int
game_play_pass(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long number, long long now,
    struct game_play_outcome *out, char **cause)
{
	return turn(g, from, game_id, number, T_PASS, NULL, now, out, cause);
}

int
game_play_resign(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long long now, struct game_play_outcome *out,
    char **cause)
{
	return turn(g, from, game_id, 0, T_RESIGN, NULL, now, out, cause);
}

/* --- the clock --- */

/* The reminder before the deadline (late 0) or the late notice (late 1)
 * to the player to move. */
static int
remind(struct game_ctx *g, struct fg *f, int late, long long now, char **cause)
{
	struct report_reply *r;
	char game[24], number[24], limit[24], touts[24], *timeout, *board;
	int seat = f->e.turn;

	NUMSTR(game, f->rec->id);
	NUMSTR(number, f->e.moves + 1);
	NUMSTR(limit, f->champ->timeout_limit);
	NUMSTR(touts, f->seat[seat].timeouts);
	timeout = game_clock_time_text(f->champ, f->due.timeout);
	board = report_board_text(&f->e.board, NULL);
	r = game_mail(f, &f->seat[seat]);
	report_reply_notice(r, late ? RC_GAME_LATE : RC_GAME_REMINDER, "game",
	    game, "number", number, "deadline", f->deadline != NULL ?
	    f->deadline : "", "timeout", timeout, "action",
	    store_champ_timeout_str(f->champ->timeout), "limit", limit,
	    "timeouts", touts, "board", board, NULL);
	your_turn(f, r, seat);
	free(timeout);
	free(board);
	if (send_mail(g, r, &f->seat[seat], 0, now, cause) == -1)
		return -1;
	return store_game_set_clock(g->st, f->rec->id, f->rec->turn_since,
	    f->rec->extension, late ? 2 : 1, cause);
}

/* The clock runs out on the player to move: a pass, or the loss of the
 * game after the championship's limit of timeouts. */
static int
timeout(struct game_ctx *g, struct fg *f, long long now, char **cause)
{
	struct sm_free_result r;
	enum turn_kind kind = T_PASS;
	char rack_before[32], shown[64];
	int seat = f->e.turn, number = f->e.moves + 1;

	if (store_game_seat_timeout(g->st, f->rec->id, seat, cause) == -1)
		return -1;
	f->seat[seat].timeouts++;
	sm_rack_format(&f->e.rack[seat], rack_before, sizeof rack_before);
	if (f->champ->timeout == STORE_TIMEOUT_FORFEIT &&
	    f->seat[seat].timeouts >= f->champ->timeout_limit) {
		kind = T_RESIGN;
		sm_free_resign(&f->e, seat, &r);
	} else
		sm_free_pass(&f->e, seat, &r);
	if (r.status != SM_FREE_OK) {
		*cause = g_strdup_printf("game %lld: the clock's %s was "
		    "refused: %s", f->rec->id, turn_kind_name[kind],
		    sm_free_status_str(r.status));
		return -1;
	}
	return apply(g, f, seat, kind, &r, number, rack_before, "timeout", 0,
	    now, shown, sizeof shown, cause);
}

int
game_play_withdraw(struct game_ctx *g, long long game_id, long long player_id,
    long long now, char **cause)
{
	struct sm_free_result r;
	struct fg f;
	char rack_before[32], shown[64];
	int seat, rc;

	if ((rc = fg_load(g, game_id, &f, cause)) != 0)
		goto out;
	rc = 1;
	if (f.e.state == SM_FREE_OVER || (seat = seat_of(&f, player_id)) == -1)
		goto out;
	sm_rack_format(&f.e.rack[seat], rack_before, sizeof rack_before);
	sm_free_resign(&f.e, seat, &r);
	if (r.status != SM_FREE_OK) {
		*cause = g_strdup_printf("game %lld: the resignation was "
		    "refused: %s", game_id, sm_free_status_str(r.status));
		rc = -1;
		goto out;
	}
	rc = apply(g, &f, seat, T_RESIGN, &r, f.e.moves + 1, rack_before, NULL,
	    0, now, shown, sizeof shown, cause);
out:
	fg_clear(&f);
	return rc;
}

int
game_play_clock(struct game_ctx *g, long long game_id, long long now,
    struct clock_tick *t, char **cause)
{
	struct fg f;
	int rc;

	/* Loading the game computes its turn's times (fg_champ). */
	if ((rc = fg_load(g, game_id, &f, cause)) != 0)
		goto out;
	if (f.e.state == SM_FREE_OVER || f.champ == NULL ||
	    f.rec->turn_since == 0 || f.champ->status != STORE_GAME_PLAYING)
		goto out;
	if (now >= f.due.timeout) {
		if ((rc = timeout(g, &f, now, cause)) == 0)
			t->timeouts++;
	} else if (now >= f.due.deadline && f.rec->reminded < 2) {
		if ((rc = remind(g, &f, 1, now, cause)) == 0)
			t->reminded++;
	} else if (f.due.remind != 0 && now >= f.due.remind &&
	    f.rec->reminded < 1) {
		if ((rc = remind(g, &f, 0, now, cause)) == 0)
			t->reminded++;
	}
out:
	fg_clear(&f);
	return rc == -1 ? -1 : 0;
}

/* --- results and records --- */

void
game_result_clear(struct game_result *r)
{
	int i;

	for (i = 0; i < 8; i++) {
		free(r->name[i]);
		free(r->shown[i]);
		free(r->email[i]);
		free(r->lang[i]);
	}
	free(r->board);
	free(r->seed);
	free(r->seed_hash);
	memset(r, 0, sizeof *r);
}

/* The result of an adjudicated game f (RULES-CHOICES.md): a win makes
 * every other player a forfeit (ranked 2nd); a draw ranks everyone 1st; a
 * double loss makes everyone a forfeit who lost. */
static void
adjudged_result(const struct fg *f, struct game_result *out)
{
	int i;

	out->adjudged = strcmp(f->rec->adjudged, "win") == 0 ?
	    GAME_ADJUDGED_WIN : strcmp(f->rec->adjudged, "draw") == 0 ?
	    GAME_ADJUDGED_DRAW : GAME_ADJUDGED_LOSS;
	for (i = 0; i < out->n; i++) {
		out->score[i] = f->e.score[i];
		switch (out->adjudged) {
		case GAME_ADJUDGED_WIN:
			out->rank[i] = i == f->rec->adjudged_seat ? 1 : 2;
			out->forfeit[i] = i != f->rec->adjudged_seat;
			break;
		case GAME_ADJUDGED_DRAW:
			out->rank[i] = 1;
			break;
		default:
			out->rank[i] = out->n;
			out->forfeit[i] = 1;
			break;
		}
	}
}

int
game_play_result(struct game_ctx *g, long long game_id, struct game_result *out,
    char **cause)
{
	struct fg f;
	char cgp[512];
	int i, rc;

	memset(out, 0, sizeof *out);
	if ((rc = fg_load(g, game_id, &f, cause)) != 0)
		goto out;
	out->id = game_id;
	out->champ_id = f.rec->champ_id;
	out->group_no = f.rec->group_no;
	out->n = f.n > 8 ? 8 : f.n;
	out->over = f.e.state == SM_FREE_OVER;
	out->to_move = out->over ? -1 : f.e.turn;
	out->moves = f.e.moves;
	out->turn_since = f.rec->turn_since;
	out->extension = f.rec->extension;
	if (f.deadline != NULL)
		out->deadline = f.due.deadline;
	out->status = store_game_status_str(f.rec->status);
	out->variant = sm_free_variant_name(f.rec->variant);
	sm_board_format_cgp(&f.e.board, cgp, sizeof cgp);
	out->board = xstrdup(cgp);
	out->seed_hash = xstrdup(f.rec->seed_hash);
	sm_free_result(&f.e, out->score, out->rank);
	if (!out->over)
		for (i = 0; i < out->n; i++)
			out->score[i] = f.e.score[i];
	for (i = 0; i < out->n; i++) {
		out->player_id[i] = f.seat[i].player_id;
		out->name[i] = xstrdup(f.seat[i].name);
		out->shown[i] = xstrdup(f.seat[i].shown);
		out->email[i] = xstrdup(f.seat[i].email);
		out->lang[i] = xstrdup(f.seat[i].lang);
	}
	if (out->over) {
		out->seed = xstrdup(f.rec->seed);
		out->end = end_name(&f);
		if (f.rec->adjudged != NULL)
			adjudged_result(&f, out);
		else if (f.e.resigned >= 0 && f.e.resigned < out->n)
			out->forfeit[f.e.resigned] = 1;
	}
out:
	fg_clear(&f);
	return rc;
}

/* --- the arbiter --- */

/* The last turn of a game: its first row (the one not an end line). */
struct last_turn {
	long long	 id;
	int		 number, seat, found;
	enum store_move_kind kind;
	enum store_move_cause cause;
	char		 text[64];
	char		 clock[80];
};

static int
last_turn_row(void *arg, const struct game_move_rec *m)
{
	struct last_turn *l = arg;

	if (m->kind == STORE_MOVE_END)
		return 0;
	l->found = 1;
	l->id = m->id;
	l->number = m->number;
	l->seat = m->seat;
	l->kind = m->kind;
	l->cause = m->cause;
	util_strlcpy(l->text, m->text != NULL ? m->text : "", sizeof l->text);
	util_strlcpy(l->clock, m->clock_before != NULL ? m->clock_before : "",
	    sizeof l->clock);
	return 0;
}

/* What the arbiter decided, as the players' notice (game.arbiter) says
 * it: the action (takeback, adjudicate, deadline), the turn's number and
 * player (the one taken back, the winner, the one whose deadline moved),
 * the turn's kind and move, the result, the new and the old deadline;
 * unused fields "". */
struct arbiter_note {
	const char	*action;
	int		 number;
	const char	*player, *kind, *move, *result, *deadline, *was,
			*replacement;
	int		 seat;		/* replace: the seat taken over (its
					   player gets the rack), or -1 */
};

/* Every player of f told of the arbiter's decision n with the reason, the
 * scores and the board; with turn, the player to move also gets their
 * turn (after a replacement: only the new player). */
static int
mail_arbiter(struct game_ctx *g, struct fg *f, const struct arbiter_note *n,
    int turn, const char *reason, long long now, char **cause)
{
	char game[24], num[24], *board, *scores;
	int i, rc = 0;

	NUMSTR(game, f->rec->id);
	NUMSTR(num, n->number);
	board = report_board_text(&f->e.board, NULL);
	scores = scores_text(f);
	for (i = 0; i < f->n && rc == 0; i++) {
		struct report_reply *r = game_mail(f, &f->seat[i]);

		char *rack = n->seat == i ? report_rack_text(&f->e.rack[i]) :
		    xstrdup("");

		report_reply_notice(r, RC_GAME_ARBITER, "game", game, "action",
		    n->action, "number", num, "player", n->player, "kind",
		    n->kind, "move", n->move, "result", n->result, "deadline",
		    n->deadline, "was", n->was, "replacement", n->replacement,
		    "rack", rack, "reason", reason, "scores", scores, "board",
		    board, NULL);
		free(rack);
		if (turn && f->e.state != SM_FREE_OVER && f->e.turn == i &&
		    (n->seat < 0 || n->seat == i))
			your_turn(f, r, i);
		rc = send_mail(g, r, &f->seat[i], 0, now, cause);
	}
	free(board);
	free(scores);
	return rc;
}

/* The position of f replayed from its seed and recorded turns. */
static int
fg_replay(struct game_ctx *g, struct fg *f, char **cause)
{
	struct replay rp;
	int rc = -1;

	memset(&rp, 0, sizeof rp);
	rp.f = f;
	rp.time_loss = -1;
	if (init_engine(g, f->rec, f->n, &rp.e, &rp.lx, cause) == -1)
		return -1;
	rp.log = xmalloc(sizeof *rp.log);
	sm_free_log_init(rp.log, &rp.e);
	if (store_game_move_list(g->st, f->rec->id, replay_turn, &rp,
	    cause) != 0)
		goto out;
	if (rp.bad) {
		*cause = g_strdup_printf("game %lld: the recorded moves do not "
		    "replay from the seed; the database is damaged",
		    f->rec->id);
		goto out;
	}
	f->e = rp.e;
	rc = 0;
out:
	free(rp.log);
	return rc;
}

int
game_play_takeback(struct game_ctx *g, long long game_id, const char *reason,
    long long now, enum game_play_code *code, char **cause)
{
	struct arbiter_note note = { "", 0, "", "", "", "", "", "", "", -1 };
	struct last_turn l;
	struct fg f;
	long long since = 0, ext = 0;
	int reminded = 0, rc;
	char what[128];

	*code = GAME_PLAY_OK;
	memset(&l, 0, sizeof l);
	if ((rc = fg_load(g, game_id, &f, cause)) != 0) {
		if (rc == 1) {
			*code = GAME_PLAY_UNKNOWN_GAME;
			rc = 0;
		}
		goto out;
	}
	/* An adjudication is final; so is the end of a game whose
	 * championship has counted it in the ratings or ended with it (a
	 * takeback would count it twice or leave a finished championship
	 * with a game in play). */
	if (f.rec->adjudged != NULL || (f.e.state == SM_FREE_OVER &&
	    f.champ != NULL && (f.champ->rated || f.champ->status ==
	    STORE_GAME_OVER))) {
		*code = GAME_PLAY_OVER;
		goto out;
	}
	if ((rc = store_game_move_list(g->st, game_id, last_turn_row, &l,
	    cause)) != 0)
		goto out;
	if (!l.found) {
		*code = GAME_PLAY_NOTHING;
		goto out;
	}
	rc = -1;
	if (store_game_move_drop(g->st, game_id, l.id, cause) == -1 ||
	    fg_replay(g, &f, cause) == -1 || fg_save(g, &f, cause) == -1)
		goto out;
	if (l.cause == STORE_CAUSE_TIMEOUT && store_game_seat_untimeout(g->st,
	    game_id, l.seat, cause) == -1)
		goto out;
	/* The clock as it was before the turn (a turn recorded before
	 * migration 18 has none kept: its player's time starts now). */
	if (sscanf(l.clock, "%lld %lld %d", &since, &ext, &reminded) != 3) {
		since = f.rec->champ_id != 0 ? now : 0;
		ext = 0;
		reminded = 0;
	}
	if (store_game_set_clock(g->st, game_id, since, ext, reminded,
	    cause) == -1)
		goto out;
	snprintf(what, sizeof what, "%d %s %s%s%s", l.number, l.seat >= 0 &&
	    l.seat < f.n ? f.seat[l.seat].name : "?",
	    store_move_kind_str(l.kind), l.text[0] != '\0' ? " " : "", l.text);
	if (store_game_event_add(g->st, game_id, "takeback", what, reason, now,
	    cause) == -1)
		goto out;
	fg_clear(&f);
	if (fg_load(g, game_id, &f, cause) != 0)
		goto out;
	note.action = "takeback";
	note.number = l.number;
	note.player = l.seat >= 0 && l.seat < f.n ? f.seat[l.seat].name : "?";
	note.kind = store_move_kind_str(l.kind);
	note.move = l.text;
	rc = mail_arbiter(g, &f, &note, 1, reason, now, cause);
out:
	fg_clear(&f);
	return rc;
}

int
game_play_adjudicate(struct game_ctx *g, long long game_id,
    const char *result, const char *winner, const char *reason,
    long long now, enum game_play_code *code, char **cause)
{
	struct arbiter_note note = { "", 0, "", "", "", "", "", "", "", -1 };
	struct fg f;
	int seat = -1, i, rc;
	char what[128];

	*code = GAME_PLAY_OK;
	if ((rc = fg_load(g, game_id, &f, cause)) != 0) {
		if (rc == 1) {
			*code = GAME_PLAY_UNKNOWN_GAME;
			rc = 0;
		}
		goto out;
	}
	if (f.e.state == SM_FREE_OVER) {
		*code = GAME_PLAY_OVER;
		goto out;
	}
	if (winner != NULL) {
		for (i = 0; i < f.n; i++)
			if (g_utf8_collate(f.seat[i].name, winner) == 0 ||
			    strcasecmp(f.seat[i].name, winner) == 0)
				seat = i;
		if (seat == -1) {
			*code = GAME_PLAY_NOT_IN_GAME;
			goto out;
		}
	}
	rc = -1;
	if (store_game_adjudge(g->st, game_id, result, seat, cause) == -1)
		goto out;
	snprintf(what, sizeof what, "%s%s%s", result, seat >= 0 ? " " : "",
	    seat >= 0 ? f.seat[seat].name : "");
	if (store_game_event_add(g->st, game_id, "adjudicate", what, reason,
	    now, cause) == -1)
		goto out;
	/* The scores as they stood (f still loaded as playing). */
	note.action = "adjudicate";
	note.number = f.e.moves;
	note.player = seat >= 0 ? f.seat[seat].name : "";
	note.result = result;
	if (mail_arbiter(g, &f, &note, 0, reason, now, cause) == -1)
		goto out;
	rc = 0;
	if (g->game_over != NULL)
		rc = g->game_over(g, g->game_over_arg, game_id, f.rec->champ_id,
		    now, cause);
out:
	fg_clear(&f);
	return rc;
}

int
game_play_replace(struct game_ctx *g, long long game_id, long long old_id,
    long long new_id, const char *reason, long long now, char **cause)
{
	struct arbiter_note note = { "", 0, "", "", "", "", "", "", "", -1 };
	struct fg f;
	char *old_name = NULL, what[160];
	int seat, rc;

	if ((rc = fg_load(g, game_id, &f, cause)) != 0)
		goto out;
	rc = 1;
	if (f.e.state == SM_FREE_OVER || (seat = seat_of(&f, old_id)) == -1 ||
	    seat_of(&f, new_id) != -1)
		goto out;
	rc = -1;
	old_name = xstrdup(f.seat[seat].name);
	if (store_game_seat_replace(g->st, game_id, seat, new_id, cause) == -1)
		goto out;
	/* The replacement's own time for a turn that is theirs. */
	if (f.e.turn == seat && f.rec->champ_id != 0 &&
	    store_game_set_clock(g->st, game_id, now, 0, 0, cause) == -1)
		goto out;
	fg_clear(&f);
	if (fg_load(g, game_id, &f, cause) != 0)
		goto out;
	snprintf(what, sizeof what, "%s -> %s", old_name, f.seat[seat].name);
	if (store_game_event_add(g->st, game_id, "replace", what, reason, now,
	    cause) == -1)
		goto out;
	note.action = "replace";
	note.number = f.e.moves + 1;
	note.player = old_name;
	note.replacement = f.seat[seat].name;
	note.seat = seat;
	rc = mail_arbiter(g, &f, &note, 1, reason, now, cause);
out:
	free(old_name);
	fg_clear(&f);
	return rc;
}

int
game_play_deadline(struct game_ctx *g, long long game_id, const char *date,
    const char *reason, long long now, enum game_play_code *code,
    char **cause)
{
	struct arbiter_note note = { "", 0, "", "", "", "", "", "", "", -1 };
	struct clock_due base;
	struct fg f;
	long long target;
	char *was = NULL, what[160];
	int rc;

	*code = GAME_PLAY_OK;
	if ((rc = fg_load(g, game_id, &f, cause)) != 0) {
		if (rc == 1) {
			*code = GAME_PLAY_UNKNOWN_GAME;
			rc = 0;
		}
		goto out;
	}
	if (f.e.state == SM_FREE_OVER) {
		*code = GAME_PLAY_OVER;
		goto out;
	}
	if (f.champ == NULL || f.rec->turn_since == 0) {
		*code = GAME_PLAY_NO_CLOCK;
		goto out;
	}
	if (game_clock_day_end(f.champ, date, &target) == -1 ||
	    target <= now) {
		*code = GAME_PLAY_BAD_DATE;
		goto out;
	}
	rc = -1;
	/* The turn's times without any extension, then the one that puts
	 * the deadline on target. */
	if (game_clock_due(g, f.champ, f.seat[f.e.turn].player_id,
	    f.rec->turn_since, 0, &base, cause) == -1)
		goto out;
	was = xstrdup(f.deadline != NULL ? f.deadline : "");
	if (store_game_set_clock(g->st, game_id, f.rec->turn_since,
	    target - base.deadline, 0, cause) == -1)
		goto out;
	fg_clear(&f);
	if (fg_load(g, game_id, &f, cause) != 0)
		goto out;
	snprintf(what, sizeof what, "%d %s: %s -> %s", f.e.moves + 1,
	    f.seat[f.e.turn].name, was, f.deadline);
	if (store_game_event_add(g->st, game_id, "deadline", what, reason, now,
	    cause) == -1)
		goto out;
	note.action = "deadline";
	note.number = f.e.moves + 1;
	note.player = f.seat[f.e.turn].name;
	note.deadline = f.deadline;
	note.was = was;
	rc = mail_arbiter(g, &f, &note, 0, reason, now, cause);
out:
	free(was);
	fg_clear(&f);
	return rc;
}

struct replay_board {
	struct replay	 rp;
	int		(*cb)(void *, const struct game_move_rec *,
			    const char *);
	void		*arg;
};

static int
replay_board_turn(void *arg, const struct game_move_rec *m)
{
	struct replay_board *rb = arg;
	char cgp[512];

	replay_turn(&rb->rp, m);
	if (rb->rp.bad)
		return 1;
	sm_board_format_cgp(&rb->rp.e.board, cgp, sizeof cgp);
	return rb->cb(rb->arg, m, cgp);
}

/* Liber mărunțel: the opening first, as a turn of kind "opening" (move
 * 1, seat 0 when a player led, else -1), with the board it made. */
static int
replay_opening(const struct fg *f, struct replay_board *rb)
{
	struct game_move_rec m;
	char text[32], cgp[512];

	opening_text(f, text, sizeof text);
	if (text[0] == '\0')
		return 0;
	memset(&m, 0, sizeof m);
	m.game_id = f->rec->id;
	m.number = 1;
	m.seat = leader_name(f)[0] != '\0' ? 0 : -1;
	m.kind = STORE_MOVE_OPENING;
	m.text = text;
	m.rack = (char *)(uintptr_t)"";
	m.created = f->rec->created;
	sm_board_format_cgp(&rb->rp.e.board, cgp, sizeof cgp);
	return rb->cb(rb->arg, &m, cgp);
}

int
game_play_replay(struct game_ctx *g, long long game_id,
    int (*cb)(void *, const struct game_move_rec *, const char *),
    void *arg, char **gcg, char **cause)
{
	struct replay_board rb;
	struct fg f;
	int rc;

	memset(&rb, 0, sizeof rb);
	if (gcg != NULL)
		*gcg = NULL;
	if ((rc = fg_load(g, game_id, &f, cause)) != 0)
		goto out;
	rb.rp.f = &f;
	rb.rp.time_loss = -1;
	rb.cb = cb;
	rb.arg = arg;
	if ((rc = init_engine(g, f.rec, f.n, &rb.rp.e, &rb.rp.lx,
	    cause)) == -1)
		goto out;
	rb.rp.log = xmalloc(sizeof *rb.rp.log);
	sm_free_log_init(rb.rp.log, &rb.rp.e);
	rc = replay_opening(&f, &rb);
	if (rc == 0)
		rc = store_game_move_list(g->st, game_id, replay_board_turn,
		    &rb, cause);
	if (rc != -1 && rb.rp.bad) {
		*cause = g_strdup_printf("game %lld: the recorded moves do not "
		    "replay from the seed; the database is damaged", game_id);
		rc = -1;
	}
	if (rc == 0 && gcg != NULL && f.e.state == SM_FREE_OVER)
		*gcg = log_gcg(&f, rb.rp.log, rb.rp.time_loss);
	free(rb.rp.log);
out:
	fg_clear(&f);
	return rc;
}

/* --- STATUS, HISTORY, the command line --- */

void
game_play_position_clear(struct game_play_position *p)
{
	free(p->state);
	free(p->to_move);
	free(p->rack);
	free(p->board);
	free(p->scores);
	free(p->deadline);
	free(p->opening);
	free(p->leader);
	memset(p, 0, sizeof *p);
}

/* The position of loaded game f as the player in seat sees it. */
static void
fg_position(const struct fg *f, int seat, struct game_play_position *p)
{
	char opening[32];

	p->state = xstrdup(store_game_status_str(f->rec->status));
	p->to_move = xstrdup(f->e.state == SM_FREE_OVER ? "" :
	    f->seat[f->e.turn].shown);
	p->mine = f->e.state != SM_FREE_OVER && f->e.turn == seat;
	p->number = f->e.moves + 1;
	p->bag = f->e.bag.ntiles;
	p->rack = report_rack_text(&f->e.rack[seat]);
	p->board = report_board_text(&f->e.board, NULL);
	p->scores = scores_text(f);
	p->deadline = xstrdup(f->deadline != NULL ? f->deadline : "");
	opening_text(f, opening, sizeof opening);
	p->opening = xstrdup(opening);
	p->leader = xstrdup(leader_name(f));
}

int
game_play_status(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, struct game_play_position *out, char **cause)
{
	struct fg f;
	int seat, rc;

	memset(out, 0, sizeof *out);
	if ((rc = game_of(g, from, game_id, &f, &seat, &out->code,
	    cause)) == 0 && out->code == GAME_PLAY_OK)
		fg_position(&f, seat, out);
	fg_clear(&f);
	return rc;
}

int
game_play_resend(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, long long now, enum game_play_code *code,
    char **cause)
{
	struct game_play_position p;
	struct report_reply *r;
	struct fg f;
	char game[24], number[24], bag[24];
	int seat, rc;

	memset(&p, 0, sizeof p);
	if ((rc = game_of(g, from, game_id, &f, &seat, code, cause)) != 0 ||
	    *code != GAME_PLAY_OK)
		goto out;
	fg_position(&f, seat, &p);
	NUMSTR(game, game_id);
	NUMSTR(number, p.number);
	NUMSTR(bag, p.bag);
	r = game_mail(&f, &f.seat[seat]);
	report_reply_notice(r, RC_GAME_RESEND, "game", game, "state", p.state,
	    "to_move", p.to_move, "mine", p.mine ? "1" : "", "number", number,
	    "rack", p.rack, "bag", bag, "board", p.board, "scores", p.scores,
	    "deadline", p.deadline, NULL);
	if (p.mine)
		your_turn(&f, r, seat);
	rc = send_mail(g, r, &f.seat[seat], from->spool_id, now, cause);
out:
	game_play_position_clear(&p);
	fg_clear(&f);
	return rc == -1 ? -1 : 0;
}

struct each_playing {
	int		(*fn)(void *, long long);
	void		*arg;
	int		 n;
};

static int
each_playing(void *arg, long long id)
{
	struct each_playing *e = arg;

	e->n++;
	return e->fn(e->arg, id);
}

int
game_play_each_playing(struct game_ctx *g, long long player_id,
    int (*fn)(void *, long long), void *arg, int *n, char **cause)
{
	struct each_playing e = { fn, arg, 0 };
	int rc;

	rc = store_game_list_player(g->st, player_id, STORE_GAME_PLAYING,
	    each_playing, &e, cause);
	*n = e.n;
	return rc != 0 ? -1 : 0;
}

/* A key for the templates to translate, between GAME_PLAY_KEYs. */
#define K(key)	GAME_PLAY_KEY key GAME_PLAY_KEY

struct history {
	struct fg	*f;
	GString		*s;
};

static int
history_line(void *arg, const struct game_move_rec *m)
{
	struct history *h = arg;
	char *who = util_utf8_pad(m->seat >= 0 && m->seat < h->f->n ?
	    h->f->seat[m->seat].shown : "?", 14);

	/* The words a player reads are keys for the templates (see
	 * GAME_PLAY_KEY). */
	if (m->kind == STORE_MOVE_END)
		g_string_append_printf(h->s, "  %-3s %s " K("kind.end")
		    " (%s) %+d %d\n", "", who, m->text, m->score, m->total);
	else if (h->f->e.variant == SM_FREE_MARUNTEL && m->cause ==
	    STORE_CAUSE_ILLEGAL)
		g_string_append_printf(h->s, "  %-3d %s " K("kind.%s") " "
		    K("wrong-move") " %+4d %4d\n", m->number, who,
		    store_move_kind_str(m->kind), m->score, m->total);
	else
		g_string_append_printf(h->s, "  %-3d %s " K("kind.%s")
		    " %-18s %+4d %4d\n", m->number, who, m->kind ==
		    STORE_MOVE_RESIGN && m->cause == STORE_CAUSE_TIMEOUT ?
		    "timeout" : store_move_kind_str(m->kind), m->text,
		    m->score, m->total);
	free(who);
	return 0;
}

/* "  arbiter: takeback 12 ana play H8 CASA (reason)" for each of the
 * arbiter's decisions, after the turns. */
static int
history_event(void *arg, const struct game_event_rec *e)
{
	struct history *h = arg;

	g_string_append_printf(h->s, "  arbiter: %s %s (%s)\n", e->kind,
	    e->text, e->reason);
	return 0;
}

int
game_play_history(struct game_ctx *g, const struct game_play_from *from,
    long long game_id, enum game_play_code *code, char **moves,
    char **cause)
{
	struct history h;
	struct fg f;
	char opening[32];
	int seat, rc;

	*moves = NULL;
	h.s = NULL;
	if ((rc = game_of(g, from, game_id, &f, &seat, code, cause)) != 0 ||
	    *code != GAME_PLAY_OK)
		goto out;
	h.f = &f;
	h.s = g_string_new(NULL);
	opening_text(&f, opening, sizeof opening);
	if (opening[0] != '\0')
		g_string_append_printf(h.s, "  %-3d %-14s " K("kind.opening")
		    " %-18s %+4d %4d\n", 1, leader_name(&f)[0] != '\0' ?
		    leader_name(&f) : "-", opening, 0, 0);
	if ((rc = store_game_move_list(g->st, game_id, history_line, &h,
	    cause)) != 0 || (rc = store_game_event_list(g->st, game_id,
	    history_event, &h, cause)) != 0)
		goto out;
	*moves = g_string_free(h.s, FALSE);
	h.s = NULL;
out:
	if (h.s != NULL)
		g_string_free(h.s, TRUE);
	fg_clear(&f);
	return rc == -1 ? -1 : 0;
}

static int
show_line(void *arg, const struct game_move_rec *m)
{
	struct history *h = arg;

	g_string_append_printf(h->s, "move\t%d\t%s\t%s\t%s\t%d\n", m->number,
	    m->seat >= 0 && m->seat < h->f->n ? h->f->seat[m->seat].name :
	    "?", store_move_kind_str(m->kind), m->text, m->score);
	return 0;
}

/* "arbiter\tKIND\tWHAT\tREASON" (tabs and newlines in the reason
 * shown as blanks). */
static int
show_event(void *arg, const struct game_event_rec *e)
{
	struct history *h = arg;
	char *reason = g_strdelimit(g_strdup(e->reason), "\t\n", ' ');

	g_string_append_printf(h->s, "arbiter\t%s\t%s\t%s\n", e->kind,
	    e->text, reason);
	g_free(reason);
	return 0;
}

int
game_play_show(struct game_ctx *g, long long game_id, char **text,
    char **cause)
{
	struct history h;
	struct fg f;
	char cgp[512], *plist;
	int i, rc;

	*text = NULL;
	if ((rc = fg_load(g, game_id, &f, cause)) != 0) {
		fg_clear(&f);
		return rc;
	}
	h.f = &f;
	h.s = g_string_new(NULL);
	plist = players_list(&f, 0);
	for (i = 0; plist[i] != '\0'; i++)	/* "a,b": one field */
		if (plist[i] == ' ')
			memmove(plist + i, plist + i + 1, strlen(plist + i));
	sm_board_format_cgp(&f.e.board, cgp, sizeof cgp);
	g_string_append_printf(h.s, "game\t%lld\t%s\t%s\t%s\nboard\t%s\n"
	    "scores", game_id, plist, store_game_status_str(f.rec->status),
	    f.e.state == SM_FREE_OVER ? "-" : f.seat[f.e.turn].name, cgp);
	{
		int score[SM_FREE_MAX_PLAYERS], rank[SM_FREE_MAX_PLAYERS];

		sm_free_result(&f.e, score, rank);
		for (i = 0; i < f.n; i++)
			g_string_append_printf(h.s, "\t%d", score[i]);
	}
	g_string_append_c(h.s, '\n');
	free(plist);
	rc = store_game_move_list(g->st, game_id, show_line, &h, cause);
	if (rc == 0)
		rc = store_game_event_list(g->st, game_id, show_event, &h,
		    cause);
	fg_clear(&f);
	if (rc != 0) {
		g_string_free(h.s, TRUE);
		return -1;
	}
	*text = g_string_free(h.s, FALSE);
	return 0;
}

int
game_play_gcg(struct game_ctx *g, long long game_id, char **text, char **cause)
{
	struct fg f;
	int rc;

	*text = NULL;
	if ((rc = fg_load(g, game_id, &f, cause)) == 0 &&
	    (*text = fg_gcg(g, &f, cause)) == NULL)
		rc = -1;
	fg_clear(&f);
	return rc;
}
