/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-analysis.c: a finished game's turns against the engine's best
 * moves.  See game-analysis.h.
 *
 * The replay is the game's own: the engine started from the game's seed
 * with its options, each recorded turn applied as game-play.c applied it
 * (a move judged again, an exchange, a pass, a resignation).  Before each
 * player's turn the generator is asked for its one best move; the engine's
 * rack must be the one stored with the turn, else the record does not
 * belong to the seed and the analysis is refused as a damaged database.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "free.h"
#include "game-analysis.h"
#include "game-ctx.h"
#include "game-seed.h"
#include "movegen.h"
#include "store.h"
#include "util.h"

struct analysis_run {
	struct report_analysis	*a;
	GArray			*turns;		/* report_analysis_turn */
	struct sm_free		 e;
	const struct sm_lexicon	*lx;
	struct sm_movegen	*gen;
	int			 bad;		/* the record does not replay */
};

static int
collect_seat(void *arg, const struct game_seat *s)
{
	struct report_analysis *a = arg;

	if (a->nplayers >= REPORT_ANALYSIS_MAX_SEATS)
		return 0;
	a->player[a->nplayers++].name = xstrdup(s->name);
	return 0;
}

/* The best move of seat's rack on the board now into t. */
static void
best_move(struct analysis_run *ar, int seat, struct report_analysis_turn *t)
{
	struct sm_genrack gr;
	struct sm_genmove m;

	sm_genrack_init(&gr, &ar->e.rack[seat], &ar->e.board);
	if (sm_movegen_best(ar->gen, &ar->e.board, &gr, &m, 1) == 1) {
		sm_move_format(&m.move, t->best, sizeof t->best);
		t->best_score = m.score;
	} else {
		util_strlcpy(t->best, "-", sizeof t->best);
		t->best_score = 0;
	}
}

static int
analyse_turn(void *arg, const struct game_move_rec *m)
{
	struct analysis_run *ar = arg;
	struct report_analysis_turn t;
	struct sm_free_result r;
	int seat = m->seat;

	if (m->kind == STORE_MOVE_RESIGN) {
		if (sm_free_resign(&ar->e, seat, &r) != SM_FREE_OK)
			ar->bad = 1;
		return ar->bad;
	}
	if (m->kind != STORE_MOVE_PLAY && m->kind != STORE_MOVE_EXCHANGE &&
	    m->kind != STORE_MOVE_PASS)
		return 0;	/* end lines come with the turn that ended it */
	if (seat < 0 || seat >= ar->e.nplayers) {
		ar->bad = 1;
		return 1;
	}
	memset(&t, 0, sizeof t);
	t.number = m->number;
	t.seat = seat;
	sm_rack_format(&ar->e.rack[seat], t.rack, sizeof t.rack);
	if (m->rack != NULL && strcmp(m->rack, t.rack) != 0) {
		ar->bad = 1;
		return 1;
	}
	best_move(ar, seat, &t);
	switch (m->kind) {
	case STORE_MOVE_PLAY:
		t.kind = REPORT_ANALYSIS_PLAY;
		util_strlcpy(t.played, m->text != NULL ? m->text : "",
		    sizeof t.played);
		sm_free_move(&ar->e, ar->lx, seat, m->text, &r);
		break;
	case STORE_MOVE_EXCHANGE:
		t.kind = REPORT_ANALYSIS_EXCHANGE;
		g_snprintf(t.played, sizeof t.played, "exchange %s",
		    m->text != NULL ? m->text : "");
		sm_free_exchange(&ar->e, seat, m->text, &r);
		break;
	default:
		t.kind = REPORT_ANALYSIS_PASS;
		util_strlcpy(t.played, "-", sizeof t.played);
		sm_free_pass(&ar->e, seat, &r);
		break;
	}
	if (r.status != SM_FREE_OK) {
		ar->bad = 1;
		return 1;
	}
	t.score = r.score;
	ar->a->player[seat].scored += t.score;
	ar->a->player[seat].best += t.best_score;
	g_array_append_val(ar->turns, t);
	return 0;
}

int
game_analysis_run(struct game_ctx *g, long long game_id,
    enum game_analysis_code *code, struct report_analysis **out,
    char **cause)
{
	struct analysis_run ar;
	struct game_rec *rec = NULL;
	int rc;

	*out = NULL;
	*code = GAME_ANALYSIS_OK;
	memset(&ar, 0, sizeof ar);
	if ((rc = store_game_get(g->st, game_id, &rec, cause)) != 0) {
		if (rc == 1)
			*code = GAME_ANALYSIS_UNKNOWN_GAME;
		return rc == 1 ? 0 : -1;
	}
	rc = -1;
	if (rec->status != STORE_GAME_OVER) {
		*code = GAME_ANALYSIS_NOT_OVER;
		rc = 0;
		goto out;
	}
	ar.a = xcalloc(1, sizeof *ar.a);
	ar.a->game = game_id;
	ar.a->variant = sm_free_variant_name(rec->variant);
	if (store_game_seat_list(g->st, game_id, collect_seat, ar.a,
	    cause) != 0)
		goto out;
	/* Its championship's lexicon (game_ctx_game_lexicon). */
	if (game_ctx_game_lexicon(g, rec->champ_id, cause) == NULL ||
	    (ar.gen = game_ctx_generator(g, cause)) == NULL)
		goto out;
	ar.lx = &g->lf->lx;
	/* Every turn of the game searched: the lexicon mapped at once. */
	(void)lexfile_populate(g->lf);
	if (sm_free_init(&ar.e, rec->variant, ar.a->nplayers,
	    game_seed_engine(rec->seed), rec->end_scoring ? SM_FREE_OPT_RACKS :
	    0, ar.lx) == -1) {
		*cause = g_strdup_printf("game %lld: cannot start the engine "
		    "for %d %s", game_id, ar.a->nplayers,
		    util_noun(ar.a->nplayers, "player", "players"));
		goto out;
	}
	ar.turns = g_array_new(FALSE, TRUE,
	    sizeof(struct report_analysis_turn));
	if (store_game_move_list(g->st, game_id, analyse_turn, &ar,
	    cause) == -1)
		goto out;
	if (ar.bad) {
		*cause = g_strdup_printf("game %lld: the recorded moves do not "
		    "replay from the seed; the database is damaged", game_id);
		goto out;
	}
	ar.a->nturns = (int)ar.turns->len;
	ar.a->turns = (struct report_analysis_turn *)(void *)
	    g_array_free(ar.turns, FALSE);
	ar.turns = NULL;
	*out = ar.a;
	ar.a = NULL;
	rc = 0;
out:
	if (ar.turns != NULL)
		g_array_free(ar.turns, TRUE);
	report_analysis_free(ar.a);
	store_game_rec_free(rec);
	return rc;
}
