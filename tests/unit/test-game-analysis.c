/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-analysis.c: the analysis of a finished game (game-analysis.h)
 * through its API alone, on the fixture of testgame.h (a lexicon of every
 * two-letter word, a temporary database, no mail), its lexicon replaced
 * by the default one.  The games are played
 * by the slow reference generator of refgen.h, which shares nothing with
 * the move generator the analysis uses (on the default lexicon: on the
 * fixture's two-letter words a game of tops blocks itself after a few
 * moves): every move the top (100 %), or one
 * player always the lowest-scoring legal move, an exchange and a pass
 * (their figures computed by refgen as the game went, and pinned); a liber
 * mărunțel game (the opening is nobody's turn); a game in play refused.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "testgame.h"
#include "refgen.h"
#include "game-analysis.h"
#include "report-analysis.h"

#define TURNS 16

/* What refgen says of the player to move: the highest and lowest scores
 * of every legal move, a move of each (the first in refgen's order), and
 * how many moves reach the highest. */
struct ref_turn {
	int		 nmoves;
	int		 max, min, nmax;
	char		 top[64], low[64];
};

static void
ref_turn(struct tg *t, const struct sm_free *e, struct ref_turn *rt)
{
	struct refgen_list l = { 0 };
	struct sm_genrack gr;
	char *cause = NULL;
	const struct sm_lexicon *lx = game_ctx_lexicon(&t->g, &cause);
	size_t i, imax = 0, imin = 0;

	assert_non_null(lx);
	memset(rt, 0, sizeof *rt);
	sm_genrack_init(&gr, &e->rack[e->turn], &e->board);
	refgen_all(&e->board, lx, &gr, &l);
	rt->nmoves = (int)l.n;
	for (i = 0; i < l.n; i++) {
		if (l.v[i].score > l.v[imax].score)
			imax = i;
		if (l.v[i].score < l.v[imin].score)
			imin = i;
	}
	if (l.n > 0) {
		rt->max = l.v[imax].score;
		rt->min = l.v[imin].score;
		for (i = 0; i < l.n; i++)
			rt->nmax += l.v[i].score == rt->max;
		sm_move_format(&l.v[imax].move, rt->top, sizeof rt->top);
		sm_move_format(&l.v[imin].move, rt->low, sizeof rt->low);
	}
	refgen_list_free(&l);
}

enum how { TOP, LOW, EXCHANGE, PASS };

/* The player to move takes their turn as told; *rt what refgen said. */
static void
play(struct tg *t, long long id, enum how how, struct ref_turn *rt,
    int *score)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	char *cause = NULL, letters[8];
	int seat;

	from = tg_mover(t, id, &seat);
	free(tg_state(t, id, &e));
	ref_turn(t, &e, rt);
	if ((how == TOP || how == LOW) && rt->nmoves == 0)
		how = PASS;
	switch (how) {
	case TOP:
	case LOW:
		tg_ok(game_play_move(&t->g, &from, id, e.moves + 1, how == TOP ?
		    rt->top : rt->low, t->t0, &o, &cause), cause);
		break;
	case EXCHANGE:
		tg_letters(&e.rack[seat], 2, letters);
		tg_ok(game_play_exchange(&t->g, &from, id, e.moves + 1,
		    letters, t->t0, &o, &cause), cause);
		break;
	case PASS:
		tg_ok(game_play_pass(&t->g, &from, id, e.moves + 1, t->t0, &o,
		    &cause), cause);
		break;
	}
	if (o.code != GAME_PLAY_OK)
		fail_msg("move %d (%d, '%s' '%s' %d moves): outcome %d, %s",
		    e.moves + 1, how, rt->top, rt->low, rt->nmoves, o.code,
		    o.reason);
	*score = o.score;
	game_play_outcome_clear(&o);
}

static void
resign(struct tg *t, long long id, int seat)
{
	struct game_play_outcome o;
	struct game_play_from from = tg_from_seat(t, id, seat);
	char *cause = NULL;

	tg_ok(game_play_resign(&t->g, &from, id, t->t0, &o, &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	game_play_outcome_clear(&o);
}

static struct report_analysis *
analyse(struct tg *t, long long id, enum game_analysis_code want)
{
	struct report_analysis *a = NULL;
	enum game_analysis_code code;
	char *cause = NULL;

	tg_ok(game_analysis_run(&t->g, id, &code, &a, &cause), cause);
	assert_int_equal(code, want);
	if (want != GAME_ANALYSIS_OK)
		assert_null(a);
	else
		assert_non_null(a);
	return a;
}

/* Every move the reference generator's top: each turn's best scores what
 * was played, where the top is alone it is the move played, and every
 * player has 100 %.  Not before the end: refused, nothing returned. */
static void
test_all_tops(void **state)
{
	struct tg *t = *state;
	struct ref_turn rt[TURNS];
	struct report_analysis *a;
	int score[TURNS], i, sum[2] = { 0, 0 };
	long long id = tg_game(t, (const char *[]){ "ana", "bogdan" }, 2,
	    "analiza-top", 1);
	char *text;

	for (i = 0; i < TURNS; i++) {
		play(t, id, TOP, &rt[i], &score[i]);
		assert_int_equal(score[i], rt[i].max);
		sum[i % 2] += score[i];
	}
	analyse(t, id, GAME_ANALYSIS_NOT_OVER);
	resign(t, id, 0);
	a = analyse(t, id, GAME_ANALYSIS_OK);
	assert_int_equal(a->nplayers, 2);
	assert_int_equal(a->nturns, TURNS);	/* the resignation is none */
	for (i = 0; i < TURNS; i++) {
		assert_int_equal(a->turns[i].number, i + 1);
		assert_int_equal(a->turns[i].seat, i % 2);
		assert_int_equal(a->turns[i].kind, REPORT_ANALYSIS_PLAY);
		assert_int_equal(a->turns[i].score, score[i]);
		assert_int_equal(a->turns[i].best_score, rt[i].max);
		if (rt[i].nmax == 1)
			assert_string_equal(a->turns[i].best, rt[i].top);
		assert_string_equal(a->turns[i].played, rt[i].top);
	}
	for (i = 0; i < 2; i++) {
		assert_int_equal(a->player[i].scored, sum[i]);
		assert_int_equal(a->player[i].best, sum[i]);
		assert_true(sum[i] > 0);
		assert_int_equal(report_analysis_permille(a->player[i].scored,
		    a->player[i].best), 1000);
		text = report_analysis_missed(a, i, 1);
		assert_string_equal(text, "");
		free(text);
	}
	text = report_analysis_text(a);
	assert_non_null(strstr(text, "\t100.0\n"));
	free(text);
	report_analysis_free(a);
}

/* The second seat (ana) always plays the lowest-scoring legal move,
 * exchanges once and passes once; the first (bogdan) plays the top.  The
 * figures are refgen's, added up here, and pinned. */
static void
test_weaker_moves(void **state)
{
	static const enum how second[TURNS / 2] = { LOW, LOW, EXCHANGE, LOW,
	    PASS, LOW, LOW, LOW };
	struct tg *t = *state;
	struct ref_turn rt[TURNS];
	struct report_analysis *a;
	int score[TURNS], i, scored[2] = { 0, 0 }, best[2] = { 0, 0 },
	    missed = 0;
	long long id = tg_game(t, (const char *[]){ "ana", "bogdan" }, 2,
	    "analiza-slab", 1);
	struct tg_seats ss;
	char *text, **lines;

	tg_seats(t, id, &ss);
	for (i = 0; i < TURNS; i++) {
		play(t, id, i % 2 == 0 ? TOP : second[i / 2], &rt[i],
		    &score[i]);
		scored[i % 2] += score[i];
		best[i % 2] += rt[i].max;
		if (i % 2 == 1 && rt[i].max - score[i] >= 10)
			missed++;
	}
	resign(t, id, 1);
	a = analyse(t, id, GAME_ANALYSIS_OK);
	assert_int_equal(a->nturns, TURNS);
	for (i = 0; i < TURNS; i++) {
		assert_int_equal(a->turns[i].score, score[i]);
		assert_int_equal(a->turns[i].best_score, rt[i].max);
	}
	assert_int_equal(a->turns[5].kind, REPORT_ANALYSIS_EXCHANGE);
	assert_true(strncmp(a->turns[5].played, "exchange ", 9) == 0);
	assert_int_equal(a->turns[9].kind, REPORT_ANALYSIS_PASS);
	assert_string_equal(a->turns[9].played, "-");
	assert_int_equal(a->turns[9].score, 0);
	for (i = 0; i < 2; i++) {
		assert_int_equal(a->player[i].scored, scored[i]);
		assert_int_equal(a->player[i].best, best[i]);
	}
	/* Pinned: the seed's racks on the default lexicon. */
	assert_string_equal(ss.name[0], "bogdan");
	assert_int_equal(a->player[0].scored, 389);
	assert_int_equal(a->player[0].best, 389);
	assert_int_equal(a->player[1].scored, 10);
	assert_int_equal(a->player[1].best, 480);
	assert_int_equal(report_analysis_permille(a->player[1].scored,
	    a->player[1].best), 21);
	assert_string_equal(a->turns[1].best, "E5 SOLDATeL");
	assert_int_equal(a->turns[1].best_score, 82);
	assert_true(a->player[1].scored < a->player[1].best);
	/* The mail's lines: ana's turns 10 points or more below. */
	text = report_analysis_missed(a, 1, GAME_ANALYSIS_MISSED_MIN);
	lines = g_strsplit(text, "\n", -1);
	assert_int_equal(g_strv_length(lines), (unsigned)missed + 1);
	g_strfreev(lines);
	assert_non_null(strstr(text, "    2  F7 aA 1 | E5 SOLDATeL 82 | +81\n"));
	assert_non_null(strstr(text, "    6  -IL | L1 LOLOTISI 70 | +70\n"));
	assert_non_null(strstr(text, "   10  - | 12H VIOLO 52 | +52\n"));
	free(text);
	report_analysis_free(a);
}

/* Liber mărunțel: the leader's opening is nobody's turn; the players'
 * turns begin at 2, one tile each, every one the top. */
static void
test_maruntel(void **state)
{
	struct tg *t = *state;
	struct game_play_opts o;
	struct ref_turn rt[6];
	struct report_analysis *a;
	int score[6], i;
	long long id;

	memset(&o, 0, sizeof o);
	o.variant = "maruntel";
	o.seed = "analiza-maruntel";
	id = tg_game_opts(t, (const char *[]){ "ana", "bogdan", "dan" }, 3,
	    &o);
	for (i = 0; i < 6; i++)
		play(t, id, TOP, &rt[i], &score[i]);
	resign(t, id, 2);
	a = analyse(t, id, GAME_ANALYSIS_OK);
	assert_string_equal(a->variant, "maruntel");
	assert_int_equal(a->nplayers, 3);
	assert_int_equal(a->nturns, 6);
	for (i = 0; i < 6; i++) {
		assert_int_equal(a->turns[i].number, i + 2);
		assert_int_equal(a->turns[i].seat, i % 3);
		assert_int_equal(strlen(a->turns[i].rack), 1);
		assert_int_equal(a->turns[i].best_score, rt[i].max);
		assert_int_equal(a->turns[i].score, score[i]);
	}
	for (i = 0; i < 3; i++)
		assert_int_equal(a->player[i].scored, a->player[i].best);
	report_analysis_free(a);
}

static void
test_unknown(void **state)
{
	struct tg *t = *state;

	analyse(t, 42, GAME_ANALYSIS_UNKNOWN_GAME);
}

/* The percentage's rounding and its text. */
static void
test_percent(void **state)
{
	char buf[16];

	(void)state;
	assert_int_equal(report_analysis_permille(0, 0), 1000);
	assert_int_equal(report_analysis_permille(45, 179), 251);
	assert_int_equal(report_analysis_permille(1, 8), 125);
	assert_int_equal(report_analysis_permille(1, 3), 333);
	assert_int_equal(report_analysis_permille(2, 3), 667);
	report_analysis_percent(66, 137, buf, sizeof buf);
	assert_string_equal(buf, "48.2");
	report_analysis_percent(5, 5, buf, sizeof buf);
	assert_string_equal(buf, "100.0");
	report_analysis_percent(0, 7, buf, sizeof buf);
	assert_string_equal(buf, "0.0");
}

/* JSON: names escaped by the library, the document's keys. */
static void
test_json(void **state)
{
	struct report_analysis_turn turn = { .number = 3, .seat = 0, .kind =
	    REPORT_ANALYSIS_EXCHANGE, .rack = "AB?", .played = "exchange AB",
	    .score = 0, .best = "H8 BA", .best_score = 4 };
	struct report_analysis *a = xcalloc(1, sizeof *a);
	char *j;

	(void)state;
	a->game = 7;
	a->variant = "free";
	a->nplayers = 1;
	a->player[0].name = xstrdup("a\"b\\c\nȘ");
	a->player[0].best = 4;
	a->nturns = 1;
	a->turns = xmalloc(sizeof turn);
	a->turns[0] = turn;
	j = report_analysis_json(a, NULL);
	assert_non_null(strstr(j, "\"name\" : \"a\\\"b\\\\c\\nȘ\""));
	assert_non_null(strstr(j, "\"version\" : 1,"));
	assert_non_null(strstr(j, "\"permille\" : 0"));
	assert_non_null(strstr(j, "\"rack\" : \"AB?\""));
	assert_non_null(strstr(j, "\"kind\" : \"exchange\""));
	assert_non_null(strstr(j, "\"seat\" : 1,"));
	assert_int_equal(j[strlen(j) - 1], '\n');
	free(j);
	report_analysis_free(a);
}

/* The fixture on the default lexicon (the build tree's), so that a game
 * goes on as real games do. */
static int
setup_real(void **state)
{
	struct tg *t;

	if (tg_setup(state) != 0)
		return -1;
	t = *state;
	free(t->conf->lexicon);
	t->conf->lexicon = xstrdup(SM_BUILD_LEXICON);
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_all_tops, setup_real,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_weaker_moves, setup_real,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel, setup_real,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_unknown, tg_setup,
		    tg_teardown),
		cmocka_unit_test(test_percent),
		cmocka_unit_test(test_json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
