/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-champ.c: correspondence championships (game-champ.h) on a
 * temporary database and the two-letter lexicon of testgame.h, without
 * mail.  The round robin: an odd group plays every pair once, each player
 * starting exactly half their games; an even group over two cycles plays
 * each pairing both ways, starts balanced; three a game in groups of at
 * most four (seven players: a group of four and one of three, every three
 * of a group once, the first seat to whoever started least).  The
 * standings from games played to their end through game-play.h: a win, a
 * draw, a forfeit (the forfeiter never gains spread, the winner by forfeit
 * never loses any), points as halves, order by points then spread; the
 * championship's end heard through the game_over hook, its final mail;
 * the ratings of a rated championship; withdrawal; an illegal move that
 * costs the turn; liber mărunțel's wrong move a pass whatever
 * --illegal-move, its --leader given to the games, and the opening as the
 * first turn of the published game page; the engine's analysis on the
 * pages (the best move beside each turn of a game over only, the second
 * table ranking the players by the percentage of the best moves).  The
 * expected values are
 * tests/cli/champ.sh's.
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

#include "game-analysis.h"
#include "report-analysis.h"
#include "report-bulletin.h"
#include "report-champ.h"
#include "testgame.h"

static const char *const five[] = { "ana", "bogdan", "cristi", "dana",
    "emil" };

/* How many games of cg player plays in, and starts. */
static void
games_of(const struct tg_cgames *cg, const char *player, int *games,
    int *starts)
{
	char **p;
	int i, k;

	*games = *starts = 0;
	for (i = 0; i < cg->n; i++) {
		p = g_strsplit(cg->players[i], ",", -1);
		for (k = 0; p[k] != NULL; k++)
			if (strcmp(p[k], player) == 0) {
				(*games)++;
				if (k == 0)
					(*starts)++;
			}
		g_strfreev(p);
	}
}

/* An odd group: every pair once, four games each, two of them started;
 * every game begins with its first seat to move. */
static void
test_round_robin_odd(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct tg_cgames cg;
	GHashTable *pairs;
	char **p, *key;
	int i, k, games, starts, ng;

	game_champ_opts_init(&o);
	o.name = "Cinci";
	o.seed = "five";
	tg_champ(t, &o, five, 5, &ng);
	assert_int_equal(ng, 10);
	tg_cgames(t, "Cinci", &cg);
	assert_int_equal(cg.n, 10);
	pairs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	for (i = 0; i < cg.n; i++) {
		assert_string_equal(cg.status[i], "playing");
		p = g_strsplit(cg.players[i], ",", -1);
		assert_int_equal(g_strv_length(p), 2);
		assert_string_equal(cg.to_move[i], p[0]);
		key = strcmp(p[0], p[1]) < 0 ? g_strdup_printf("%s %s", p[0],
		    p[1]) : g_strdup_printf("%s %s", p[1], p[0]);
		g_hash_table_add(pairs, key);
		g_strfreev(p);
	}
	assert_int_equal(g_hash_table_size(pairs), 10);
	g_hash_table_destroy(pairs);
	for (k = 0; k < 5; k++) {
		games_of(&cg, five[k], &games, &starts);
		assert_int_equal(games, 4);
		assert_int_equal(starts, 2);
	}
	/* Every game mailed its players at once: two mails a game. */
	assert_int_equal(tg_mails_with(t, 0, "game.started", NULL, NULL), 20);
}

/* An even group, two cycles: each pairing both ways, each player starting
 * three of six. */
static void
test_round_robin_even_two_cycles(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct tg_cgames cg;
	GHashTable *ordered;
	int i, k, games, starts, ng;

	game_champ_opts_init(&o);
	o.name = "Patru";
	o.seed = "four";
	o.cycles = 2;
	tg_champ(t, &o, five, 4, &ng);
	assert_int_equal(ng, 12);
	tg_cgames(t, "Patru", &cg);
	ordered = g_hash_table_new(g_str_hash, g_str_equal);
	for (i = 0; i < cg.n; i++)
		g_hash_table_add(ordered, cg.players[i]);
	assert_int_equal(g_hash_table_size(ordered), 12);
	g_hash_table_destroy(ordered);
	for (k = 0; k < 4; k++) {
		games_of(&cg, five[k], &games, &starts);
		assert_int_equal(games, 6);
		assert_int_equal(starts, 3);
	}
}

/* Three a game, groups of at most four: seven players make a group of
 * four (four games: each three of it) and one of three (one game). */
static void
test_groups_of_three_and_four(void **state)
{
	struct tg *t = *state;
	static const char *const seven[] = { "ana", "bogdan", "cristi",
	    "dana", "emil", "florin", "gelu" };
	struct champ_opts o;
	struct tg_cgames cg;
	struct game_result r;
	char *cause = NULL;
	int group_of[7], ingroup[8] = { 0 }, games[8] = { 0 };
	int firsts[7] = { 0 };
	int i, k, j, ng;

	game_champ_opts_init(&o);
	o.name = "Trei";
	o.seed = "three";
	o.players_per_game = 3;
	o.group_size = 4;
	tg_champ(t, &o, seven, 7, &ng);
	assert_int_equal(ng, 5);
	tg_cgames(t, "Trei", &cg);
	for (k = 0; k < 7; k++)
		group_of[k] = -1;
	for (i = 0; i < cg.n; i++) {
		tg_ok(game_play_result(&t->g, cg.id[i], &r, &cause), cause);
		assert_int_equal(r.n, 3);
		assert_true(r.group_no >= 1 && r.group_no <= 2);
		games[r.group_no]++;
		for (j = 0; j < r.n; j++) {
			for (k = 0; strcmp(seven[k], r.name[j]) != 0; k++)
				;
			/* A player's games are all in one group. */
			if (group_of[k] == -1) {
				group_of[k] = r.group_no;
				ingroup[r.group_no]++;
			}
			assert_int_equal(group_of[k], r.group_no);
			if (j == 0)
				firsts[k]++;
		}
		game_result_clear(&r);
	}
	/* A group of four and one of three. */
	assert_int_equal(ingroup[1] + ingroup[2], 7);
	assert_int_equal(abs(ingroup[1] - ingroup[2]), 1);
	for (j = 1; j <= 2; j++)
		assert_int_equal(games[j], ingroup[j] == 4 ? 4 : 1);
	/* In the group of four each player starts one game. */
	for (k = 0; k < 7; k++)
		if (ingroup[group_of[k]] == 4)
			assert_int_equal(firsts[k], 1);
}

static void
test_create_refused(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	char *cause = NULL;
	long long id;

	game_champ_opts_init(&o);
	o.name = "X";
	o.players_per_game = 5;
	assert_int_equal(game_champ_create(&t->g, &o, t->t0, &id, &cause), 1);
	assert_non_null(strstr(cause, "--players-per-game must be from 2 to 4"));
	free(cause);
	cause = NULL;
	game_champ_opts_init(&o);
	o.name = "X";
	o.days_per_move = 2;
	o.remind_days = 3;
	assert_int_equal(game_champ_create(&t->g, &o, t->t0, &id, &cause), 1);
	assert_non_null(strstr(cause, "--remind-days must be from 0 to 2"));
	free(cause);
}

/* --- playing the games --- */

/* Seat of player in game id. */
static int
seat_of(struct tg *t, long long id, const char *player)
{
	struct tg_seats ss;
	int k;

	tg_seats(t, id, &ss);
	for (k = 0; k < ss.n; k++)
		if (strcmp(ss.name[k], player) == 0)
			return k;
	fail_msg("%s not in game %lld", player, id);
	return -1;
}

/* The game of cg between a and b. */
static long long
game_of(const struct tg_cgames *cg, const char *a, const char *b)
{
	char *ab = g_strdup_printf("%s,%s", a, b),
	    *ba = g_strdup_printf("%s,%s", b, a);
	long long id = 0;
	int i;

	for (i = 0; i < cg->n; i++)
		if (strcmp(cg->players[i], ab) == 0 ||
		    strcmp(cg->players[i], ba) == 0)
			id = cg->id[i];
	g_free(ab);
	g_free(ba);
	assert_true(id != 0);
	return id;
}

static void
pass_once(struct tg *t, long long id)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	char *cause = NULL;

	free(tg_state(t, id, &e));
	from = tg_mover(t, id, NULL);
	tg_ok(game_play_pass(&t->g, &from, id, e.moves + 1, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	game_play_outcome_clear(&o);
}

/* player makes the first move of game id (the other passing first if it
 * is theirs): its score. */
static int
score_first(struct tg *t, long long id, const char *player)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	char word[4], text[16], *cause = NULL;
	int seat = seat_of(t, id, player), score;

	free(tg_state(t, id, &e));
	if (e.turn != seat) {
		pass_once(t, id);
		free(tg_state(t, id, &e));
	}
	from = tg_from_seat(t, id, seat);
	tg_letters(&e.rack[seat], 2, word);
	snprintf(text, sizeof text, "H8 %s", word);
	tg_ok(game_play_move(&t->g, &from, id, e.moves + 1, text, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	score = o.score;
	game_play_outcome_clear(&o);
	return score;
}

/* Passes until game id is over. */
static void
pass_to_end(struct tg *t, long long id)
{
	struct sm_free e;
	int n;

	for (n = 0; n < 50; n++) {
		free(tg_state(t, id, &e));
		if (e.state == SM_FREE_OVER)
			return;
		pass_once(t, id);
	}
	fail_msg("game %lld does not end", id);
}

static void
resign(struct tg *t, long long id, const char *player)
{
	struct game_play_outcome o;
	struct game_play_from from = tg_from_seat(t, id, seat_of(t, id,
	    player));
	char *cause = NULL;

	tg_ok(game_play_resign(&t->g, &from, id, t->t0, &o, &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	game_play_outcome_clear(&o);
}

static char *
standings(struct tg *t, const char *name, int ratings)
{
	char *text, *cause = NULL;

	tg_ok(game_champ_standings(&t->g, name, ratings, &text, &cause),
	    cause);
	return text;
}

/* ana beats bogdan by s1; bogdan and cristi draw 0:0; cristi leads ana by
 * s3 and resigns.  ana 2 points, spread s1 (the forfeit's negative spread
 * not counted); cristi ½ and 0 (the forfeiter gains none); bogdan ½ and
 * -s1. */
static void
test_standings(void **state)
{
	struct tg *t = *state;
	static const char *const abc[] = { "ana", "bogdan", "cristi" };
	struct champ_opts o;
	struct tg_cgames cg;
	struct game_rec *r;
	char *text, *want;
	long long ab, bc, ac, cid;
	int s1, s3, mails;

	game_champ_opts_init(&o);
	o.name = "Trio";
	o.seed = "trio";
	o.end_scoring = 0;
	cid = tg_champ(t, &o, abc, 3, NULL);
	tg_cgames(t, "Trio", &cg);
	assert_int_equal(cg.n, 3);
	ab = game_of(&cg, "ana", "bogdan");
	bc = game_of(&cg, "bogdan", "cristi");
	ac = game_of(&cg, "ana", "cristi");
	text = standings(t, "Trio", 0);
	assert_string_equal(text, "1\tana\t0\t0\n1\tbogdan\t0\t0\n"
	    "1\tcristi\t0\t0\n");
	free(text);

	s1 = score_first(t, ab, "ana");
	pass_to_end(t, ab);
	pass_to_end(t, bc);
	s3 = score_first(t, ac, "cristi");
	assert_true(s1 > 0 && s3 > 0);
	r = tg_rec(t, ac);
	assert_int_equal(r->status, STORE_GAME_PLAYING);
	store_game_rec_free(r);
	/* The championship is still under way: its last game ends it. */
	text = standings(t, "Trio", 0);
	want = g_strdup_printf("1\tana\t1\t%d\n2\tcristi\t0.5\t0\n"
	    "3\tbogdan\t0.5\t%d\n", s1, -s1);
	assert_string_equal(text, want);
	free(text);
	g_free(want);
	mails = tg_mail_count(t);
	free(t->conf->organiser);
	t->conf->organiser = xstrdup("organizator@scrabmail.test");
	resign(t, ac, "cristi");
	text = standings(t, "Trio", 0);
	want = g_strdup_printf("1\tana\t2\t%d\n2\tcristi\t0.5\t0\n"
	    "3\tbogdan\t0.5\t%d\n", s1, -s1);
	assert_string_equal(text, want);
	free(text);
	g_free(want);
	/* The end heard through the hook: over, everyone mailed once. */
	tg_cgames(t, "Trio", &cg);
	assert_string_equal(cg.status[0], "over");
	assert_int_equal(tg_mails_with(t, mails, "champ.over", NULL, "Trio"),
	    3);
	/* The players' mail is the championship's, not a game's; the
	 * organiser has a note of their own, once. */
	assert_int_equal(tg_mails_with(t, mails, "champ.over", NULL,
	    "kind=\"championship\""), 3);
	assert_int_equal(tg_mails_with(t, mails, "champ.over",
	    "organizator@scrabmail.test", NULL), 0);
	assert_int_equal(tg_mails_with(t, mails, "organiser.champ-over",
	    "organizator@scrabmail.test", "kind=\"organiser\""), 1);
	assert_int_equal(tg_mails_with(t, mails, "organiser.champ-over", NULL,
	    "players=\"3\""), 1);
	(void)cid;
}

/* The page's data of game 0 of championship name, and its XML, valid. */
static struct report_champ *
racks_page(struct tg *t, const char *name, char **xml)
{
	struct report_bulletin_schema *schema;
	struct report_champ *r;
	char *cause = NULL;
	size_t len;

	tg_ok(game_champ_report(&t->g, name, &r, &cause), cause);
	assert_int_equal(r->ngames, 1);
	schema = report_bulletin_schema_load(SM_SRC_TEMPLATES
	    "/championship.rng", &cause);
	assert_non_null(schema);
	*xml = report_champ_game_xml(r, 0, NULL, &len, &cause);
	assert_non_null(*xml);
	if (report_bulletin_validate(schema, *xml, len, &cause) != 0)
		fail_msg("%s", cause);
	report_bulletin_schema_free(schema);
	return r;
}

/* The racks of a game in play are in neither the page's data nor its XML
 * (the opponent would read the leave); once it is over, every played
 * move shows the rack it came from (issue 18). */
static void
test_racks_hidden_in_play(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ana", "bogdan" };
	struct champ_opts o;
	struct tg_cgames cg;
	struct report_champ *r;
	char *xml;
	int i, played;

	game_champ_opts_init(&o);
	o.name = "Racks";
	o.seed = "racks";
	tg_champ(t, &o, ab, 2, NULL);
	tg_cgames(t, "Racks", &cg);
	assert_true(score_first(t, cg.id[0], "ana") > 0);
	r = racks_page(t, "Racks", &xml);
	assert_string_equal(r->games[0].status, "playing");
	assert_true(r->games[0].nmoves >= 1);
	for (i = 0; i < r->games[0].nmoves; i++)
		assert_string_equal(r->games[0].moves[i].rack, "");
	assert_null(strstr(xml, " rack="));
	free(xml);
	game_champ_report_free(r);

	resign(t, cg.id[0], "bogdan");
	r = racks_page(t, "Racks", &xml);
	assert_string_equal(r->games[0].status, "over");
	for (i = played = 0; i < r->games[0].nmoves; i++)
		if (strcmp(r->games[0].moves[i].kind, "play") == 0) {
			assert_int_equal(strlen(r->games[0].moves[i].rack),
			    7);
			played++;
		}
	assert_int_equal(played, 1);
	assert_non_null(strstr(xml, " rack=\""));
	free(xml);
	game_champ_report_free(r);
}

/* The analysis on the pages: a game in play has no best move in its data
 * or its XML; a game over has one beside every play, exchange or pass
 * (none beside a resignation or an end line), the figures of
 * game_analysis_run; the second table adds each player's over their
 * finished games, ranked by share, and the documents stay valid. */
static void
test_analysis_on_pages(void **state)
{
	struct tg *t = *state;
	static const char *const abc[] = { "ana", "bogdan", "cristi" };
	struct report_bulletin_schema *schema;
	struct champ_opts o;
	struct tg_cgames cg;
	struct report_champ *r;
	long long ab, bc, ac;
	int scored[3] = { 0, 0, 0 }, best[3] = { 0, 0, 0 }, games[3] = { 0,
	    0, 0 }, i, k, j, seen;
	char *xml, *cause = NULL;
	size_t len;

	game_champ_opts_init(&o);
	o.name = "Analiza";
	o.seed = "analiza";
	tg_champ(t, &o, abc, 3, NULL);
	tg_cgames(t, "Analiza", &cg);
	ab = game_of(&cg, "ana", "bogdan");
	bc = game_of(&cg, "bogdan", "cristi");
	ac = game_of(&cg, "ana", "cristi");
	assert_true(score_first(t, ab, "ana") > 0);
	pass_to_end(t, ab);
	pass_to_end(t, bc);
	assert_true(score_first(t, ac, "cristi") > 0);

	/* What the analysis says of the two games over, per player. */
	for (k = 0; k < 2; k++) {
		struct report_analysis *an;
		enum game_analysis_code code;
		long long id = k == 0 ? ab : bc;

		tg_ok(game_analysis_run(&t->g, id, &code, &an, &cause), cause);
		assert_int_equal(code, GAME_ANALYSIS_OK);
		for (i = 0; i < an->nplayers; i++)
			for (j = 0; j < 3; j++)
				if (strcmp(an->player[i].name, abc[j]) == 0) {
					scored[j] += an->player[i].scored;
					best[j] += an->player[i].best;
					games[j]++;
				}
		report_analysis_free(an);
	}

	tg_ok(game_champ_report(&t->g, "Analiza", &r, &cause), cause);
	schema = report_bulletin_schema_load(SM_SRC_TEMPLATES
	    "/championship.rng", &cause);
	assert_non_null(schema);
	for (k = 0; k < r->ngames; k++) {
		const struct report_champ_game *g = &r->games[k];
		int over = strcmp(g->status, "over") == 0;

		assert_int_equal(over, g->id != ac);
		for (i = seen = 0; i < g->nmoves; i++) {
			const struct report_champ_move *m = &g->moves[i];
			int turn = strcmp(m->kind, "play") == 0 ||
			    strcmp(m->kind, "exchange") == 0 ||
			    strcmp(m->kind, "pass") == 0;

			if (!over || !turn) {
				assert_null(m->best);
				continue;
			}
			assert_non_null(m->best);
			assert_true(m->best_score >= m->score);
			seen++;
		}
		if (over)
			assert_true(seen > 0);
		xml = report_champ_game_xml(r, k, NULL, &len, &cause);
		assert_non_null(xml);
		if (report_bulletin_validate(schema, xml, len, &cause) != 0)
			fail_msg("%s", cause);
		if (over)
			assert_non_null(strstr(xml, " best-score=\""));
		else
			assert_null(strstr(xml, " best="));
		free(xml);
	}
	/* The second table: everyone has a game over. */
	assert_int_equal(r->nanalysis, 3);
	for (i = 0; i < 3; i++) {
		const struct report_champ_analysis *a = &r->analysis[i];

		for (j = 0; j < 3 && strcmp(abc[j], a->name) != 0; j++)
			;
		assert_true(j < 3);
		assert_int_equal(a->games, games[j]);
		assert_int_equal(a->scored, scored[j]);
		assert_int_equal(a->best, best[j]);
		if (i > 0) {
			const struct report_champ_analysis *p =
			    &r->analysis[i - 1];
			long long l = (long long)p->scored * (a->best > 0 ?
			    a->best : 1), rr = (long long)a->scored *
			    (p->best > 0 ? p->best : 1);

			assert_true(l >= rr);
			assert_int_equal(a->rank, l == rr ? p->rank : i + 1);
		} else
			assert_int_equal(a->rank, 1);
	}
	/* bogdan only passed in his games over, with moves to make. */
	xml = report_champ_xml(r, NULL, &len, &cause);
	assert_non_null(xml);
	if (report_bulletin_validate(schema, xml, len, &cause) != 0)
		fail_msg("%s", cause);
	assert_non_null(strstr(xml, "<analysis ranking=\"score\">"));
	free(xml);
	report_bulletin_schema_free(schema);
	game_champ_report_free(r);
}

/* Without the hook the games end but the championship does not hear. */
static void
test_no_hook(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ana", "bogdan" };
	struct champ_opts o;
	struct tg_cgames cg;

	game_champ_opts_init(&o);
	o.name = "Duo";
	o.seed = "duo";
	tg_champ(t, &o, ab, 2, NULL);
	t->g.game_over = NULL;
	tg_cgames(t, "Duo", &cg);
	resign(t, cg.id[0], "ana");
	assert_int_equal(tg_mails_with(t, 0, "champ.over", NULL, NULL), 0);
	game_champ_attach(&t->g);
	assert_non_null(t->g.game_over);
}

/* Rated: the winner of two players at 1500 gains 20, the loser loses 20
 * (K 40 for provisional ratings). */
static void
test_ratings(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ion", "vlad" };
	struct champ_opts o;
	struct tg_cgames cg;
	char *text, *want;
	int s;

	game_champ_opts_init(&o);
	o.name = "Ceas";
	o.seed = "clock";
	o.rated = 1;
	o.end_scoring = 0;
	tg_champ(t, &o, ab, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	s = score_first(t, cg.id[0], "vlad");
	pass_to_end(t, cg.id[0]);
	text = standings(t, "Ceas", 1);
	want = g_strdup_printf("1\tvlad\t1\t%d\t1520\t+20\n"
	    "2\tion\t0\t%d\t1480\t-20\n", s, -s);
	assert_string_equal(text, want);
	free(text);
	g_free(want);
}

/* The arbiter withdraws emil: his four games end as resignations, the
 * others go on; emil last with no point. */
static void
test_withdraw(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct tg_cgames cg;
	char *cause = NULL, *text, **lines;
	int i, n, nl, over = 0;

	game_champ_opts_init(&o);
	o.name = "Cinci";
	o.seed = "five";
	tg_champ(t, &o, five, 5, NULL);
	t->g.game_over = NULL;	/* withdraw attaches the hook itself */
	tg_ok(game_champ_withdraw(&t->g, "Cinci", "emil", t->t0, &n, &cause),
	    cause);
	assert_int_equal(n, 4);
	assert_non_null(t->g.game_over);
	tg_cgames(t, "Cinci", &cg);
	for (i = 0; i < cg.n; i++) {
		if (strstr(cg.players[i], "emil") != NULL) {
			assert_string_equal(cg.status[i], "over");
			over++;
		} else
			assert_string_equal(cg.status[i], "playing");
	}
	assert_int_equal(over, 4);
	/* emil's is the last line (the text ends with a newline). */
	text = standings(t, "Cinci", 0);
	lines = g_strsplit(text, "\n", -1);
	nl = (int)g_strv_length(lines);
	assert_true(nl >= 2);
	assert_string_equal(lines[nl - 1], "");
	assert_non_null(strstr(lines[nl - 2], "\temil\t0\t"));
	for (i = 0; i < nl - 2; i++)
		assert_null(strstr(lines[i], "\temil\t"));
	g_strfreev(lines);
	free(text);
	tg_ok(game_champ_withdraw(&t->g, "Cinci", "emil", t->t0, &n, &cause),
	    cause);
	assert_int_equal(n, 0);
	tg_player(t, "florin");
	assert_int_equal(game_champ_withdraw(&t->g, "Cinci", "florin", t->t0,
	    &n, &cause), 1);
	assert_non_null(strstr(cause, "is not in championship 'Cinci'"));
	free(cause);
	cause = NULL;
	assert_int_equal(game_champ_withdraw(&t->g, "Cinci", "nobody", t->t0,
	    &n, &cause), 1);
	free(cause);
}

/* --illegal-move pass: an illegal move is refused and costs the turn (a
 * pass recorded with cause illegal); retry: the player tries again. */
static void
test_illegal_move(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ana", "bogdan" };
	struct game_play_outcome o;
	struct game_play_from from;
	struct champ_opts opt;
	struct tg_cgames cg;
	struct sm_free e;
	char word[4], text[16], *cause = NULL;
	int seat, i;

	for (i = 0; i < 2; i++) {
		game_champ_opts_init(&opt);
		opt.name = i == 0 ? "Strict" : "Lax";
		opt.seed = "ill";
		opt.illegal = i == 0 ? "pass" : "retry";
		tg_champ(t, &opt, ab, 2, NULL);
		tg_cgames(t, opt.name, &cg);
		free(tg_state(t, cg.id[0], &e));
		from = tg_mover(t, cg.id[0], &seat);
		tg_letters(&e.rack[seat], 3, word);
		snprintf(text, sizeof text, "H8 %s", word);
		tg_ok(game_play_move(&t->g, &from, cg.id[0], 1, text, t->t0,
		    &o, &cause), cause);
		assert_int_equal(o.code, GAME_PLAY_REFUSED);
		assert_int_equal(o.lost, i == 0 ? GAME_PLAY_LOST_ILLEGAL :
		    GAME_PLAY_KEPT);
		game_play_outcome_clear(&o);
		free(tg_state(t, cg.id[0], &e));
		assert_int_equal(e.moves, i == 0 ? 1 : 0);
		assert_int_equal(e.turn, i == 0 ? 1 - seat : seat);
	}
}

/* Liber mărunțel: a wrong move is a PAS whatever the championship's
 * --illegal-move (003: "nu poate, nu doreşte sau depunerea este
 * greşită"): retry or pass, the move is refused, counted as the player's
 * pass (the mărunțel rule's, GAME_PLAY_LOST_WRONG), the turn goes on. */
static void
test_maruntel_wrong_move(void **state)
{
	struct tg *t = *state;
	static const char *const abc[] = { "ana", "bogdan", "cristi" };
	struct game_play_outcome o;
	struct game_play_from from;
	struct champ_opts opt;
	struct tg_cgames cg;
	struct sm_free e;
	char *cause = NULL;
	int seat, i, before;

	for (i = 0; i < 2; i++) {
		game_champ_opts_init(&opt);
		opt.name = i == 0 ? "Strict" : "Lax";
		opt.variant = "maruntel";
		opt.players_per_game = 3;
		opt.seed = "mwrong";
		opt.illegal = i == 0 ? "pass" : "retry";
		tg_champ(t, &opt, abc, 3, NULL);
		tg_cgames(t, opt.name, &cg);
		free(tg_state(t, cg.id[0], &e));
		from = tg_mover(t, cg.id[0], &seat);
		before = e.moves;
		tg_ok(game_play_move(&t->g, &from, cg.id[0], e.moves + 1,
		    "A1 QQ", t->t0, &o, &cause), cause);
		assert_int_equal(o.code, GAME_PLAY_REFUSED);
		assert_int_equal(o.lost, GAME_PLAY_LOST_WRONG);
		game_play_outcome_clear(&o);
		free(tg_state(t, cg.id[0], &e));
		assert_int_equal(e.moves, before + 1);
		assert_int_equal(e.turn, (seat + 1) % 3);
	}
}

/* The published game page of championship name's game id (the first):
 * its first turn is the opening, the leader's (player 1 when
 * by_player, else "-", the arbiter), scored for nobody, with the board it
 * made; the page's document is valid. */
static void
assert_opening_page(struct tg *t, const char *name, long long id,
    int by_player)
{
	struct report_bulletin_schema *schema;
	struct report_champ *r;
	const struct report_champ_move *m;
	struct tg_seats ss;
	struct sm_free e;
	char opening[32], *xml, *cause = NULL;
	size_t len;

	free(tg_state(t, id, &e));
	sm_move_format(&e.opening, opening, sizeof opening);
	tg_seats(t, id, &ss);
	tg_ok(game_champ_report(&t->g, name, &r, &cause), cause);
	assert_int_equal(r->ngames, 1);
	assert_true(r->games[0].nmoves >= 1);
	m = &r->games[0].moves[0];
	assert_string_equal(m->kind, "opening");
	assert_int_equal(m->number, 1);
	assert_string_equal(m->player, by_player ? ss.name[0] : "-");
	assert_string_equal(m->text, opening);
	assert_int_equal(m->score, 0);
	assert_int_equal(m->total, 0);
	assert_string_not_equal(m->board,
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15");
	assert_string_equal(r->games[0].board, m->board);
	schema = report_bulletin_schema_load(SM_SRC_TEMPLATES
	    "/championship.rng", &cause);
	assert_non_null(schema);
	xml = report_champ_game_xml(r, 0, NULL, &len, &cause);
	assert_non_null(xml);
	if (report_bulletin_validate(schema, xml, len, &cause) != 0)
		fail_msg("%s", cause);
	assert_non_null(strstr(xml, "kind=\"opening\""));
	free(xml);
	report_bulletin_schema_free(schema);
	game_champ_report_free(r);
}

/* --leader player: the championship's mărunțel games are led by player 1
 * (game-play.h); the default is the arbiter; a free championship has no
 * leader. */
static void
test_maruntel_leader(void **state)
{
	struct tg *t = *state;
	static const char *const ab[] = { "ana", "bogdan" };
	struct champ_opts opt;
	struct tg_cgames cg;
	struct game_rec *rec;
	char *cause = NULL;
	long long id;
	int i;

	for (i = 0; i < 2; i++) {
		game_champ_opts_init(&opt);
		opt.name = i == 0 ? "Led" : "Arbitrated";
		opt.variant = "maruntel";
		opt.seed = "lead";
		opt.leader = i == 0 ? "player" : NULL;
		tg_champ(t, &opt, ab, 2, NULL);
		tg_cgames(t, opt.name, &cg);
		rec = tg_rec(t, cg.id[0]);
		assert_int_equal(rec->leader, i == 0 ? STORE_LEADER_PLAYER :
		    STORE_LEADER_ARBITER);
		store_game_rec_free(rec);
		assert_opening_page(t, opt.name, cg.id[0], i == 0);
	}
	game_champ_opts_init(&opt);
	opt.name = "Free";
	opt.leader = "player";
	assert_int_equal(game_champ_create(&t->g, &opt, t->t0, &id, &cause),
	    1);
	assert_non_null(strstr(cause, "--leader"));
	free(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_robin_odd,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(
		    test_round_robin_even_two_cycles, tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_groups_of_three_and_four,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_refused, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_standings, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_racks_hidden_in_play,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_analysis_on_pages,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_no_hook, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_ratings, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_withdraw, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_illegal_move, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_wrong_move,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_leader,
		    tg_setup, tg_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
