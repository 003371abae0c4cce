/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-play.c: free games (game-play.h) on a temporary database and a
 * lexicon of every two-letter word (testgame.h), without mail: only the
 * mails queued are looked at.  Creating games of 2, 3 and 4 players (seats
 * in the order of the seed's hashes, seven tiles each, each player mailed
 * their own rack, the first player told it is their turn) and the
 * refusals of a bad creation; a move judged, scored (the centre doubles)
 * and applied; refused turns (not your turn, a wrong or stale number, an
 * illegal word, a first move off the centre, bad notation, a game not the
 * player's, a game over) leave the saved state, the record and the outbox
 * as they were; exchanges (and their refusals), passes, resignation; the
 * end by passes (two rounds of them) with the final scores with and
 * without the racks counted; the game_over hook called once per game
 * ended; STATUS, HISTORY, RESEND, the games a player is playing, the
 * arbiter's withdrawal; the GCG of a finished game; a liber mărunțel
 * game's opening and first move; and each outcome as the mail commands
 * word it (cmd-game.c): the codes and arguments the turns always had.
 * The rules of issue 12 (doc/RULES-CHOICES.md): only passes end a free
 * game (an exchange starts the count again; the final mail says why);
 * liber mărunțel's wrong move refused and counted as a pass (also when it
 * ends the game), the exchange right told and a pass declining it counted
 * as the exchange, the blocked end, the opening shown as the leader's,
 * scored for nobody (first mail, STATUS, HISTORY, GCG), --leader.
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

#include "cmd.h"
#include "game-seed.h"
#include "report-board.h"
#include "report-reply.h"
#include "testgame.h"

static const char *const two[] = { "ana", "bogdan" };
static const char *const three[] = { "ana", "bogdan", "cristi" };
static const char *const four[] = { "ana", "bogdan", "cristi", "dana" };

/* --- helpers --- */

/* The mover plays: the outcome in *o (cleared by the caller). */
static void
move(struct tg *t, long long id, const struct game_play_from *from,
    long number, const char *text, struct game_play_outcome *o)
{
	char *cause = NULL;

	tg_ok(game_play_move(&t->g, from, id, number, text, t->t0, o, &cause),
	    cause);
}

static void
pass(struct tg *t, long long id, const struct game_play_from *from,
    long number, struct game_play_outcome *o)
{
	char *cause = NULL;

	tg_ok(game_play_pass(&t->g, from, id, number, t->t0, o, &cause),
	    cause);
}

/* The first move: two letters of the mover's rack on H8 across. */
static int
first_move(struct tg *t, long long id, char *word, int *seat)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	char text[32];
	int score;

	free(tg_state(t, id, &e));
	from = tg_mover(t, id, seat);
	tg_letters(&e.rack[*seat], 2, word);
	snprintf(text, sizeof text, "H8 %s", word);
	move(t, id, &from, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_OK);
	score = o.score;
	game_play_outcome_clear(&o);
	return score;
}

struct moves {
	int	 n;
	char	 kind[32][16];
	char	 text[32][32];
	int	 number[32];
	int	 score[32];
};

static int
moves_cb(void *arg, const struct game_move_rec *m)
{
	struct moves *ms = arg;

	if (ms->n < 32) {
		util_strlcpy(ms->kind[ms->n], store_move_kind_str(m->kind),
		    sizeof ms->kind[0]);
		util_strlcpy(ms->text[ms->n], m->text != NULL ? m->text : "",
		    sizeof ms->text[0]);
		ms->number[ms->n] = m->number;
		ms->score[ms->n] = m->score;
		ms->n++;
	}
	return 0;
}

static void
moves_of(struct tg *t, long long id, struct moves *ms)
{
	char *cause = NULL;

	memset(ms, 0, sizeof *ms);
	tg_ok(store_game_move_list(t->st, id, moves_cb, ms, &cause), cause);
}

static void
result_of(struct tg *t, long long id, struct game_result *r)
{
	char *cause = NULL;

	tg_ok(game_play_result(&t->g, id, r, &cause), cause);
}

/* --- creating games --- */

/* Seats sorted by SHA-256("scrabmail-seat:" seed ":" name). */
static void
assert_seat_order(struct tg *t, long long id, const char *seed)
{
	struct tg_seats ss;
	char *prev = NULL, *key, *salted;
	int i;

	tg_seats(t, id, &ss);
	for (i = 0; i < ss.n; i++) {
		salted = g_strdup_printf("scrabmail-seat:%s:%s", seed,
		    ss.name[i]);
		key = game_seed_hash(salted);
		g_free(salted);
		if (prev != NULL)
			assert_true(strcmp(prev, key) < 0);
		free(prev);
		prev = key;
	}
	free(prev);
}

static void
test_create(void **state, const char *const *names, int n)
{
	struct tg *t = *state;
	struct tg_seats ss;
	struct game_rec *r;
	struct sm_free e;
	char *rack, *want;
	long long id;
	int i;

	id = tg_game(t, names, n, "s1", 1);
	free(tg_state(t, id, &e));
	assert_int_equal(e.nplayers, n);
	assert_int_equal(e.turn, 0);
	assert_int_equal(e.moves, 0);
	assert_int_equal(e.bag.ntiles, 100 - 7 * n);
	r = tg_rec(t, id);
	assert_int_equal(r->status, STORE_GAME_PLAYING);
	assert_int_equal(r->champ_id, 0);
	assert_int_equal(r->turn_since, 0);	/* no clock outside one */
	store_game_rec_free(r);
	tg_seats(t, id, &ss);
	assert_int_equal(ss.n, n);
	assert_seat_order(t, id, "s1");
	/* One start mail each, with that player's rack and no other's; the
	 * first player is told it is their turn. */
	assert_int_equal(tg_mail_count(t), n);
	for (i = 0; i < n; i++) {
		char rcpt[64];

		assert_int_equal(e.rack[i].ntiles, 7);
		snprintf(rcpt, sizeof rcpt, "%s@example.ro", ss.name[i]);
		rack = report_rack_text(&e.rack[i]);
		want = g_strdup_printf("<arg name=\"rack\">%s</arg>", rack);
		assert_int_equal(tg_mails_with(t, 0, "game.started", rcpt,
		    want), 1);
		assert_int_equal(tg_mails_with(t, 0, "game.your-turn", rcpt,
		    NULL), i == 0 ? 1 : 0);
		g_free(want);
		free(rack);
	}
}

static void
test_create_2(void **state)
{
	test_create(state, two, 2);
}

static void
test_create_3(void **state)
{
	test_create(state, three, 3);
}

static void
test_create_4(void **state)
{
	test_create(state, four, 4);
}

/* The same seed and players: the same seats and racks. */
static void
test_create_reproducible(void **state)
{
	struct tg *t = *state;
	char *a, *b;
	long long x, y;

	x = tg_game(t, four, 4, "same", 1);
	y = tg_game(t, four, 4, "same", 1);
	a = tg_state(t, x, NULL);
	b = tg_state(t, y, NULL);
	assert_string_equal(a, b);
	free(a);
	free(b);
}

static void
test_create_refused(void **state)
{
	struct tg *t = *state;
	static const char *const five[] = { "ana", "bogdan", "cristi", "dana",
	    "emil" };
	static const char *const twice[] = { "ana", "ANA" };
	static const char *const unknown[] = { "ana", "nobody" };
	struct game_play_opts o;
	char *cause = NULL;
	long long id = 0;
	int i;

	for (i = 0; i < 5; i++)
		tg_player(t, five[i]);
	memset(&o, 0, sizeof o);
	assert_int_equal(game_play_create(&t->g, five, 5, &o, t->t0, &id,
	    &cause), -1);
	assert_non_null(strstr(cause, "2 to 4 players, not 5"));
	free(cause);
	cause = NULL;
	assert_int_equal(game_play_create(&t->g, five, 1, &o, t->t0, &id,
	    &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(game_play_create(&t->g, twice, 2, &o, t->t0, &id,
	    &cause), -1);
	assert_non_null(strstr(cause, "named twice"));
	free(cause);
	cause = NULL;
	assert_int_equal(game_play_create(&t->g, unknown, 2, &o, t->t0, &id,
	    &cause), -1);
	assert_non_null(strstr(cause, "no player named 'nobody'"));
	free(cause);
	cause = NULL;
	o.variant = "chess";
	assert_int_equal(game_play_create(&t->g, two, 2, &o, t->t0, &id,
	    &cause), -1);
	assert_non_null(strstr(cause, "unknown variant"));
	free(cause);
	assert_int_equal(tg_mail_count(t), 0);
}

/* --- moves --- */

static void
test_move_applied(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e, after;
	struct moves ms;
	char word[4], text[32], *rack, other[64];
	struct tg_seats ss;
	long long id;
	int seat, mails;

	id = tg_game(t, two, 2, "m1", 1);
	tg_hook(t);
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	tg_letters(&e.rack[seat], 2, word);
	snprintf(text, sizeof text, "h8 %s", word);	/* any case */
	mails = tg_mail_count(t);
	move(t, id, &from, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_OK);
	snprintf(text, sizeof text, "H8 %s", word);
	assert_string_equal(o.shown, text);
	/* The centre doubles the word. */
	assert_int_equal(o.score, 2 * (sm_letter_value(word[0] - 'A' + 1) +
	    sm_letter_value(word[1] - 'A' + 1)));
	assert_int_equal(o.total, o.score);
	assert_int_equal(o.over, 0);
	free(tg_state(t, id, &after));
	assert_int_equal(after.moves, 1);
	assert_int_equal(after.turn, 1 - seat);
	assert_int_equal(after.score[seat], o.score);
	assert_int_equal(after.rack[seat].ntiles, 7);
	assert_int_equal(after.bag.ntiles, e.bag.ntiles - 2);
	rack = report_rack_text(&after.rack[seat]);
	assert_string_equal(o.rack, rack);
	free(rack);
	game_play_outcome_clear(&o);
	moves_of(t, id, &ms);
	assert_int_equal(ms.n, 1);
	assert_string_equal(ms.kind[0], "play");
	assert_string_equal(ms.text[0], text);
	assert_int_equal(ms.number[0], 1);
	/* The other player gets the move and their turn; the mover nothing
	 * (their answer is the command's reply). */
	tg_seats(t, id, &ss);
	snprintf(other, sizeof other, "%s@example.ro", ss.name[1 - seat]);
	assert_int_equal(tg_mail_count(t), mails + 1);
	assert_int_equal(tg_mails_with(t, mails, "game.moved", other, text),
	    1);
	assert_int_equal(tg_mails_with(t, mails, "game.your-turn", other,
	    NULL), 1);
	/* The second move goes down through the tile on H8. */
	from = tg_mover(t, id, &seat);
	tg_letters(&after.rack[seat], 1, word);
	snprintf(text, sizeof text, "8H %c%s",
	    'A' + SM_TILE_LETTER(after.board.sq[7][7]) - 1, word);
	move(t, id, &from, 2, text, &o);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_true(o.score > 0);
	free(tg_state(t, id, &e));
	assert_int_equal(e.moves, 2);
	assert_int_equal(e.score[seat], o.score);
	game_play_outcome_clear(&o);
	assert_int_equal(t->over_calls, 0);
}

/* A refused turn changes nothing: the saved state, the record, the
 * outbox. */
struct frozen {
	char	*state;
	int	 moves;
	int	 mails;
};

static void
freeze(struct tg *t, long long id, struct frozen *fz)
{
	struct moves ms;

	fz->state = tg_state(t, id, NULL);
	moves_of(t, id, &ms);
	fz->moves = ms.n;
	fz->mails = tg_mail_count(t);
}

static void
assert_unchanged(struct tg *t, long long id, struct frozen *fz)
{
	struct moves ms;
	char *now = tg_state(t, id, NULL);

	assert_string_equal(now, fz->state);
	moves_of(t, id, &ms);
	assert_int_equal(ms.n, fz->moves);
	assert_int_equal(tg_mail_count(t), fz->mails);
	free(now);
	free(fz->state);
	fz->state = NULL;
}

static void
test_refused(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from mover, waiter, stranger;
	struct frozen fz;
	struct sm_free e;
	char word[4], text[32], *rack;
	long long id;
	int seat;

	id = tg_game(t, two, 2, "r1", 1);
	tg_player(t, "cristi");
	free(tg_state(t, id, &e));
	mover = tg_mover(t, id, &seat);
	waiter = tg_from_seat(t, id, 1 - seat);
	stranger.player_id = tg_player_id(t, "cristi");
	stranger.name = "cristi";
	stranger.spool_id = 0;
	tg_letters(&e.rack[1 - seat], 2, word);
	snprintf(text, sizeof text, "H8 %s", word);

	/* Not your turn: whose it is and the number due. */
	freeze(t, id, &fz);
	move(t, id, &waiter, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_NOT_YOUR_TURN);
	assert_string_equal(o.to_move, mover.name);
	assert_int_equal(o.expected, 1);
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* A number not yet due. */
	tg_letters(&e.rack[seat], 2, word);
	snprintf(text, sizeof text, "H8 %s", word);
	freeze(t, id, &fz);
	move(t, id, &mover, 2, text, &o);
	assert_int_equal(o.code, GAME_PLAY_STALE);
	assert_int_equal(o.expected, 1);
	assert_null(o.to_move);		/* the sender's own turn */
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* An illegal word (three letters: not in the lexicon): the verdict
	 * names it; the rack and the bag are as they were. */
	tg_letters(&e.rack[seat], 3, word);
	snprintf(text, sizeof text, "H8 %s", word);
	freeze(t, id, &fz);
	move(t, id, &mover, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.verdict.code, "word");
	assert_non_null(strstr(o.verdict.words, word));
	assert_string_equal(o.status, sm_free_status_str(SM_FREE_ILLEGAL));
	assert_int_equal(o.lost, 0);
	assert_int_equal(o.bag, e.bag.ntiles);
	rack = report_rack_text(&e.rack[seat]);
	assert_string_equal(o.rack, rack);
	free(rack);
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* The first move must cover the centre. */
	tg_letters(&e.rack[seat], 2, word);
	snprintf(text, sizeof text, "A1 %s", word);
	freeze(t, id, &fz);
	move(t, id, &mover, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.verdict.code, "first-centre");
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* No move at all. */
	freeze(t, id, &fz);
	move(t, id, &mover, 1, "CASA", &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.status,
	    sm_free_status_str(SM_FREE_BAD_NOTATION));
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* Not the player's game; no such game. */
	freeze(t, id, &fz);
	move(t, id, &stranger, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_NOT_IN_GAME);
	game_play_outcome_clear(&o);
	move(t, id + 100, &mover, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_UNKNOWN_GAME);
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* Played, then the same mail again: stale. */
	first_move(t, id, word, &seat);
	snprintf(text, sizeof text, "H8 %s", word);
	freeze(t, id, &fz);
	move(t, id, &mover, 1, text, &o);
	assert_int_equal(o.code, GAME_PLAY_STALE);
	assert_int_equal(o.expected, 2);
	/* The answer invites the player whose turn it is, not the sender. */
	assert_non_null(o.to_move);
	assert_string_equal(o.to_move, waiter.name);
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);
}

/* --- exchanges, passes, resignation --- */

static void
test_exchange(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct frozen fz;
	struct sm_free e, after;
	struct moves ms;
	char letters[8], *cause = NULL;
	long long id;
	int seat, l;

	id = tg_game(t, two, 2, "x1", 1);
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);

	/* Letters not on the rack; one letter only. */
	for (l = 1; l <= SM_NLETTERS && e.rack[seat].counts[l] > 0; l++)
		;
	snprintf(letters, sizeof letters, "%c%c", 'A' + l - 1, 'A' + l - 1);
	freeze(t, id, &fz);
	tg_ok(game_play_exchange(&t->g, &from, id, 1, letters, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.verdict.code, "bad-tiles");
	game_play_outcome_clear(&o);
	tg_letters(&e.rack[seat], 1, letters);
	tg_ok(game_play_exchange(&t->g, &from, id, 1, letters, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.verdict.code, "exchange-count");
	game_play_outcome_clear(&o);
	assert_unchanged(t, id, &fz);

	/* Two tiles back: the bag keeps its count, the turn passes, nothing
	 * scores. */
	tg_letters(&e.rack[seat], 2, letters);
	tg_ok(game_play_exchange(&t->g, &from, id, 1, letters, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_int_equal(o.score, 0);
	assert_int_equal(o.total, 0);
	free(tg_state(t, id, &after));
	assert_int_equal(after.bag.ntiles, e.bag.ntiles);
	assert_int_equal(after.rack[seat].ntiles, 7);
	assert_int_equal(after.turn, 1 - seat);
	assert_int_equal(after.moves, 1);
	game_play_outcome_clear(&o);
	moves_of(t, id, &ms);
	assert_int_equal(ms.n, 1);
	assert_string_equal(ms.kind[0], "exchange");
}

static void
test_pass(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	struct moves ms;
	long long id;
	int seat;

	id = tg_game(t, three, 3, "p1", 1);
	from = tg_mover(t, id, &seat);
	pass(t, id, &from, 1, &o);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_int_equal(o.score, 0);
	assert_string_equal(o.shown, "");
	game_play_outcome_clear(&o);
	free(tg_state(t, id, &e));
	assert_int_equal(e.turn, 1);
	assert_int_equal(e.moves, 1);
	moves_of(t, id, &ms);
	assert_int_equal(ms.n, 1);
	assert_string_equal(ms.kind[0], "pass");
	/* The same pass again is stale. */
	pass(t, id, &from, 1, &o);
	assert_int_equal(o.code, GAME_PLAY_STALE);
	game_play_outcome_clear(&o);
}

static void
test_resign(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct game_result r;
	char *cause = NULL;
	char word[4];
	long long id;
	int mails, seat;

	id = tg_game(t, three, 3, "g1", 1);
	tg_hook(t);
	first_move(t, id, word, &seat);
	mails = tg_mail_count(t);
	/* Anyone may resign, their turn or not. */
	from = tg_from_seat(t, id, 2);
	tg_ok(game_play_resign(&t->g, &from, id, t->t0, &o, &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_int_equal(o.over, 1);
	game_play_outcome_clear(&o);
	result_of(t, id, &r);
	assert_int_equal(r.over, 1);
	assert_string_equal(r.end, "resign");
	assert_int_equal(r.forfeit[2], 1);
	assert_int_equal(r.forfeit[0] + r.forfeit[1], 0);
	assert_int_equal(r.rank[2], 3);	/* last, whatever the scores */
	assert_non_null(r.seed);	/* revealed */
	game_result_clear(&r);
	/* Everyone is told the end (with the seed), once. */
	assert_int_equal(tg_mails_with(t, mails, "game.over", NULL, "g1"), 3);
	assert_int_equal(t->over_calls, 1);
	assert_int_equal(t->over_game, id);
	assert_int_equal(t->over_champ, 0);
	/* A game over takes no more turns. */
	from = tg_from_seat(t, id, 0);
	pass(t, id, &from, 2, &o);
	assert_int_equal(o.code, GAME_PLAY_OVER);
	game_play_outcome_clear(&o);
	tg_ok(game_play_resign(&t->g, &from, id, t->t0, &o, &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OVER);
	game_play_outcome_clear(&o);
	assert_int_equal(t->over_calls, 1);
}

/* --- the end --- */

/* Everyone passes until the game ends: how many passes it took. */
static int
pass_to_end(struct tg *t, long long id)
{
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	int n = 0, over = 0;

	while (!over && n < 50) {
		free(tg_state(t, id, &e));
		from = tg_mover(t, id, NULL);
		pass(t, id, &from, e.moves + 1, &o);
		assert_int_equal(o.code, GAME_PLAY_OK);
		over = o.over;
		game_play_outcome_clear(&o);
		n++;
	}
	return n;
}

static void
test_end_by_passes(void **state)
{
	struct tg *t = *state;
	struct game_result r;
	long long id;

	/* Two rounds of passes: 4 turns of two players, 6 of three. */
	id = tg_game(t, two, 2, "e2", 0);
	tg_hook(t);
	assert_int_equal(pass_to_end(t, id), 4);
	assert_int_equal(t->over_calls, 1);
	result_of(t, id, &r);
	assert_string_equal(r.end, "passes");
	assert_int_equal(r.score[0], 0);
	assert_int_equal(r.rank[0], 1);	/* equal scores share a rank */
	assert_int_equal(r.rank[1], 1);
	game_result_clear(&r);
	id = tg_game(t, three, 3, "e3", 0);
	assert_int_equal(pass_to_end(t, id), 6);
	assert_int_equal(t->over_calls, 2);
	assert_int_equal(t->over_game, id);
}

/* The final scores: racks counted (each loses the value of their tiles)
 * or not. */
static void
test_final_scores(void **state)
{
	struct tg *t = *state;
	struct game_result r;
	struct sm_free e;
	struct moves ms;
	char word[4];
	long long id;
	int seat, score, k, ends;

	id = tg_game(t, two, 2, "f1", 1);
	score = first_move(t, id, word, &seat);
	assert_int_equal(pass_to_end(t, id), 4);
	free(tg_state(t, id, &e));
	result_of(t, id, &r);
	assert_int_equal(r.over, 1);
	assert_int_equal(r.score[seat], score - tg_rack_value(&e.rack[seat]));
	assert_int_equal(r.score[1 - seat], -tg_rack_value(&e.rack[1 - seat]));
	assert_int_equal(r.rank[seat], r.score[seat] > r.score[1 - seat] ?
	    1 : 2);
	game_result_clear(&r);
	/* The racks' values are recorded as end lines. */
	moves_of(t, id, &ms);
	for (k = 0, ends = 0; k < ms.n; k++)
		if (strcmp(ms.kind[k], "end") == 0) {
			ends++;
			assert_true(ms.score[k] <= 0);
		}
	assert_int_equal(ends, 2);

	/* Without end scoring the racks count nothing. */
	id = tg_game(t, two, 2, "f1", 0);
	score = first_move(t, id, word, &seat);
	pass_to_end(t, id);
	result_of(t, id, &r);
	assert_int_equal(r.score[seat], score);
	assert_int_equal(r.score[1 - seat], 0);
	assert_int_equal(r.rank[seat], 1);
	assert_int_equal(r.rank[1 - seat], 2);
	game_result_clear(&r);
}

/* The GCG of a finished game: players in seat order, the move at its GCG
 * coordinate, the passes, the racks at the end. */
static void
test_gcg(void **state)
{
	struct tg *t = *state;
	struct tg_seats ss;
	char word[4], *gcg, *line, *cause = NULL;
	long long id;
	int seat, score;

	id = tg_game(t, two, 2, "gcg", 1);
	score = first_move(t, id, word, &seat);
	pass_to_end(t, id);
	tg_seats(t, id, &ss);
	tg_ok(game_play_gcg(&t->g, id, &gcg, &cause), cause);
	assert_non_null(strstr(gcg, "#character-encoding UTF-8\n"));
	line = g_strdup_printf("#player1 %s", ss.name[0]);
	assert_non_null(strstr(gcg, line));
	g_free(line);
	line = g_strdup_printf("#player2 %s", ss.name[1]);
	assert_non_null(strstr(gcg, line));
	g_free(line);
	/* Romanian H8 across is GCG 8H. */
	line = g_strdup_printf(" 8H %s +%d %d\n", word, score, score);
	assert_non_null(strstr(gcg, line));
	g_free(line);
	line = g_strdup_printf(">%s: ", ss.name[seat]);
	assert_non_null(strstr(gcg, line));
	g_free(line);
	assert_non_null(strstr(gcg, " - +0 "));
	free(gcg);
	/* No such game. */
	assert_int_equal(game_play_gcg(&t->g, id + 9, &gcg, &cause), 1);
}

/* --- STATUS, HISTORY, RESEND --- */

static void
test_status_history_resend(void **state)
{
	struct tg *t = *state;
	struct game_play_position p;
	struct game_play_from mover, waiter;
	enum game_play_code code;
	struct sm_free e;
	char word[4], *moves, *rack, *cause = NULL;
	long long id;
	int seat, mails;

	id = tg_game(t, two, 2, "st", 1);
	first_move(t, id, word, &seat);
	free(tg_state(t, id, &e));
	mover = tg_mover(t, id, &seat);
	waiter = tg_from_seat(t, id, 1 - seat);

	tg_ok(game_play_status(&t->g, &mover, id, &p, &cause), cause);
	assert_int_equal(p.code, GAME_PLAY_OK);
	assert_string_equal(p.state, "playing");
	assert_string_equal(p.to_move, mover.name);
	assert_int_equal(p.mine, 1);
	assert_int_equal(p.number, 2);
	assert_int_equal(p.bag, e.bag.ntiles);
	rack = report_rack_text(&e.rack[seat]);
	assert_string_equal(p.rack, rack);
	free(rack);
	assert_string_equal(p.deadline, "");
	assert_non_null(strstr(p.scores, waiter.name));
	game_play_position_clear(&p);
	tg_ok(game_play_status(&t->g, &waiter, id, &p, &cause), cause);
	assert_int_equal(p.mine, 0);
	rack = report_rack_text(&e.rack[1 - seat]);
	assert_string_equal(p.rack, rack);	/* their own rack */
	free(rack);
	game_play_position_clear(&p);
	tg_ok(game_play_status(&t->g, &mover, id + 5, &p, &cause), cause);
	assert_int_equal(p.code, GAME_PLAY_UNKNOWN_GAME);
	assert_null(p.rack);
	game_play_position_clear(&p);

	tg_ok(game_play_history(&t->g, &mover, id, &code, &moves, &cause),
	    cause);
	assert_int_equal(code, GAME_PLAY_OK);
	assert_non_null(strstr(moves, word));
	assert_non_null(strstr(moves, "play"));
	free(moves);

	/* RESEND: one mail to the player, with how to move on their turn. */
	mails = tg_mail_count(t);
	tg_ok(game_play_resend(&t->g, &mover, id, t->t0, &code, &cause),
	    cause);
	assert_int_equal(code, GAME_PLAY_OK);
	assert_int_equal(tg_mail_count(t), mails + 1);
	assert_int_equal(tg_mails_with(t, mails, "game.your-turn", NULL,
	    NULL), 1);
	tg_ok(game_play_resend(&t->g, &waiter, id, t->t0, &code, &cause),
	    cause);
	assert_int_equal(tg_mail_count(t), mails + 2);
	assert_int_equal(tg_mails_with(t, mails, "game.your-turn", NULL,
	    NULL), 1);

	/* Not the player's game: no mail. */
	tg_player(t, "cristi");
	waiter.player_id = tg_player_id(t, "cristi");
	tg_ok(game_play_resend(&t->g, &waiter, id, t->t0, &code, &cause),
	    cause);
	assert_int_equal(code, GAME_PLAY_NOT_IN_GAME);
	assert_int_equal(tg_mail_count(t), mails + 2);
	tg_ok(game_play_history(&t->g, &waiter, id, &code, &moves, &cause),
	    cause);
	assert_int_equal(code, GAME_PLAY_NOT_IN_GAME);
	assert_null(moves);
}

static int
count_game(void *arg, long long id)
{
	(void)id;
	(*(int *)arg)++;
	return 0;
}

static void
test_each_playing_withdraw(void **state)
{
	struct tg *t = *state;
	char *cause = NULL;
	long long a, b, ana;
	int n = 0, calls = 0;

	a = tg_game(t, two, 2, "w1", 1);
	b = tg_game(t, three, 3, "w2", 1);
	ana = tg_player_id(t, "ana");
	tg_ok(game_play_each_playing(&t->g, ana, count_game, &calls, &n,
	    &cause), cause);
	assert_int_equal(n, 2);
	assert_int_equal(calls, 2);
	tg_hook(t);
	/* The arbiter resigns a game for ana; a game over is left alone. */
	tg_ok(game_play_withdraw(&t->g, a, ana, t->t0, &cause), cause);
	assert_int_equal(t->over_calls, 1);
	assert_int_equal(game_play_withdraw(&t->g, a, ana, t->t0, &cause), 1);
	assert_int_equal(game_play_withdraw(&t->g, b,
	    tg_player_id(t, "cristi") + 1000, t->t0, &cause), 1);
	n = calls = 0;
	tg_ok(game_play_each_playing(&t->g, ana, count_game, &calls, &n,
	    &cause), cause);
	assert_int_equal(n, 1);
	assert_int_equal(t->over_calls, 1);
}

/* Liber mărunțel: the program opens (two tiles about the centre), one
 * tile each; a tile put under the centre's is judged and applied.  (Who
 * moves first after the opening and whether the opening counts as a turn
 * are the rules' to say: read from the state, not assumed.) */
static void
test_maruntel(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct game_play_opts opts;
	struct sm_free e;
	char tile[4], text[16], *cause = NULL;
	long long id;
	int seat, k, placed = 0, r, c, before;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "m1";
	id = tg_game_opts(t, three, 3, &opts);
	free(tg_state(t, id, &e));
	assert_int_equal(e.variant, SM_FREE_MARUNTEL);
	for (k = 0; k < 3; k++)
		assert_int_equal(e.rack[k].ntiles, 1);
	for (r = 0; r < SM_DIM; r++)
		for (c = 0; c < SM_DIM; c++)
			placed += e.board.sq[r][c] != 0;
	assert_int_equal(placed, 2);
	assert_true(e.board.sq[7][7] != 0);
	from = tg_mover(t, id, &seat);
	assert_int_equal(e.rack[seat].counts[0], 0);	/* no blank */
	tg_letters(&e.rack[seat], 1, tile);
	snprintf(text, sizeof text, "8H %c%s",
	    'A' + SM_TILE_LETTER(e.board.sq[7][7]) - 1, tile);
	k = e.moves;
	before = e.score[seat];
	tg_ok(game_play_move(&t->g, &from, id, k + 1, text, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_true(o.score > 0);
	free(tg_state(t, id, &e));
	assert_int_equal(e.moves, k + 1);
	assert_int_equal(e.turn, (seat + 1) % 3);
	assert_int_equal(e.score[seat], before + o.score);
	game_play_outcome_clear(&o);
}

/* --- how the mail commands word an outcome (cmd-game.c) --- */

static char *
worded(const struct game_play_outcome *o, const char *cmd, long number,
    const char *text, const char *ok, const char *refused)
{
	struct game_play_from from = { 7, "ana", 0 };
	struct cmd_ctx ctx;
	char *xml;

	memset(&ctx, 0, sizeof ctx);
	ctx.reply = report_reply_new("en");
	ctx.line = 3;
	cmd_game_turn_reply(&ctx, "the line", cmd, &from, 12, number, text,
	    ok, refused, o);
	xml = report_reply_xml(ctx.reply);
	report_reply_free(ctx.reply);
	return xml;
}

/* Each code as its item: the same codes and arguments, in the same order,
 * as the reply items the turns made before the outcomes. */
static void
test_cmd_words(void **state)
{
	static const struct {
		enum game_play_code	 code;
		int			 over;
		const char		*item;
		const char		*args;
	} cases[] = {
		{ GAME_PLAY_UNKNOWN_GAME, 0,
		  "cmd=\"MOVE\" status=\"error\" code=\"move.unknown-game\"",
		  "<args game=\"12\"/>" },
		{ GAME_PLAY_NOT_IN_GAME, 0,
		  "cmd=\"MOVE\" status=\"error\" code=\"move.not-in-game\"",
		  "<args game=\"12\" player=\"ana\"/>" },
		{ GAME_PLAY_OVER, 0,
		  "cmd=\"MOVE\" status=\"error\" code=\"move.game-over\"",
		  "<args game=\"12\"/>" },
		{ GAME_PLAY_STALE, 0,
		  "cmd=\"MOVE\" status=\"error\" code=\"move.stale\"",
		  "<args game=\"12\" number=\"9\" expected=\"7\" to_move=\"bogdan\"/>" },
		{ GAME_PLAY_NOT_YOUR_TURN, 0,
		  "cmd=\"MOVE\" status=\"error\" "
		  "code=\"move.not-your-turn\"",
		  "<args game=\"12\" to_move=\"bogdan\" number=\"7\"/>" },
		{ GAME_PLAY_REFUSED, 0,
		  "cmd=\"MOVE\" status=\"error\" code=\"move.illegal\"",
		  "<args game=\"12\" number=\"9\" move=\"H8 ABC\" "
		  "reason=\"not a word\" status=\"illegal\" "
		  "verdict=\"word\" v_square=\"\" v_letter=\"\" "
		  "v_words=\"ABC\" rack=\"A B\" bag=\"86\" lost=\"1\"/>" },
		{ GAME_PLAY_OK, 0,
		  "cmd=\"MOVE\" status=\"ok\" code=\"move.ok\"",
		  "<args game=\"12\" number=\"9\" move=\"H8 AB\" "
		  "score=\"8\" total=\"20\" rack=\"A B\" over=\"\"/>" },
		{ GAME_PLAY_OK, 1,
		  "cmd=\"MOVE\" status=\"ok\" code=\"move.ok\"",
		  "<args game=\"12\" number=\"9\" move=\"H8 AB\" "
		  "score=\"8\" total=\"20\" rack=\"\" over=\"1\"/>" },
	};
	struct game_play_outcome o;
	char *xml;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		memset(&o, 0, sizeof o);
		o.code = cases[i].code;
		o.expected = 7;
		o.to_move = xstrdup("bogdan");
		util_strlcpy(o.shown, "H8 AB", sizeof o.shown);
		o.score = 8;
		o.total = 20;
		o.over = cases[i].over;
		util_strlcpy(o.reason, "not a word", sizeof o.reason);
		o.status = "illegal";
		o.verdict.code = "word";
		util_strlcpy(o.verdict.words, "ABC", sizeof o.verdict.words);
		o.lost = 1;
		o.rack = xstrdup("A B");
		o.bag = 86;
		xml = worded(&o, "MOVE", 9, "H8 ABC", "move.ok", "move.illegal");
		if (strstr(xml, cases[i].item) == NULL ||
		    strstr(xml, cases[i].args) == NULL)
			fail_msg("case %zu:\n%s", i, xml);
		free(xml);
		game_play_outcome_clear(&o);
	}
	/* An exchange's refusal has its own code; a pass has no text. */
	memset(&o, 0, sizeof o);
	o.code = GAME_PLAY_REFUSED;
	o.status = "bad tiles";
	o.verdict.code = "bad-tiles";
	xml = worded(&o, "EXCHANGE", 4, "QQ", "exchange.ok",
	    "exchange.refused");
	assert_non_null(strstr(xml, "cmd=\"EXCHANGE\" status=\"error\" "
	    "code=\"exchange.refused\""));
	assert_non_null(strstr(xml, " move=\"QQ\" "));
	free(xml);
	o.code = GAME_PLAY_OK;
	xml = worded(&o, "PASS", 4, NULL, "pass.ok", "move.illegal");
	assert_non_null(strstr(xml, "code=\"pass.ok\""));
	assert_non_null(strstr(xml, " move=\"\" "));
	free(xml);
}

/* A MOVE's outcome as its reply item (XML, malloc'ed). */
static char *
worded_move(const struct game_play_outcome *o, long number)
{
	return worded(o, "MOVE", number, "A1 QQ", "move.ok", "move.illegal");
}
/* Free game: only passes end it.  Passes interrupted by an exchange start
 * again (004: "Dacă ambii jucători spun PAS la două runde consecutive"):
 * pass, exchange, then three passes leave the game playing; the fourth
 * pass in a row ends it, and the final mail says so (end "passes" of a
 * free game). */
static void
test_free_only_passes_end(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct sm_free e;
	char letters[8], *cause = NULL;
	long long id;
	int seat, k, mails;

	id = tg_game(t, two, 2, "fe", 1);
	from = tg_mover(t, id, &seat);
	pass(t, id, &from, 1, &o);
	game_play_outcome_clear(&o);
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	tg_letters(&e.rack[seat], 2, letters);
	tg_ok(game_play_exchange(&t->g, &from, id, 2, letters, t->t0, &o,
	    &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_int_equal(o.over, 0);
	game_play_outcome_clear(&o);
	for (k = 3; k <= 5; k++) {
		from = tg_mover(t, id, &seat);
		pass(t, id, &from, k, &o);
		assert_int_equal(o.code, GAME_PLAY_OK);
		assert_int_equal(o.over, 0);
		game_play_outcome_clear(&o);
	}
	free(tg_state(t, id, &e));
	assert_int_equal(e.state, SM_FREE_PLAYING);
	mails = tg_mail_count(t);
	from = tg_mover(t, id, &seat);
	pass(t, id, &from, 6, &o);
	assert_int_equal(o.over, 1);
	game_play_outcome_clear(&o);
	assert_int_equal(tg_mails_with(t, mails, "game.over", NULL,
	    "variant=\"free\" end=\"passes\""), 2);
}

/* Liber mărunțel: a wrong move is a PAS (003: "nu poate, nu doreşte sau
 * depunerea este greşită"), not a refusal to try again: the player is
 * told why it was refused and that it counted as their pass, the turn
 * goes on, the record has the pass, the others are told why. */
static void
test_maruntel_wrong_is_pass(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct game_play_opts opts;
	struct sm_free e, after;
	struct moves ms;
	enum game_play_code code;
	char *xml, *rack, *moves, *cause = NULL;
	long long id;
	int seat, mails;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "mw";
	id = tg_game_opts(t, three, 3, &opts);
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	mails = tg_mail_count(t);
	/* A tile off the board's words: refused by the rules. */
	move(t, id, &from, e.moves + 1, "A1 QQ", &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_int_equal(o.lost, GAME_PLAY_LOST_WRONG);
	assert_true(o.reason[0] != '\0');
	rack = report_rack_text(&e.rack[seat]);
	assert_string_equal(o.rack, rack);
	free(rack);
	xml = worded_move(&o, e.moves + 1);
	assert_non_null(strstr(xml, "code=\"move.wrong-pass\""));
	assert_non_null(strstr(xml, "lost=\"1\""));
	free(xml);
	game_play_outcome_clear(&o);
	free(tg_state(t, id, &after));
	assert_int_equal(after.moves, e.moves + 1);
	assert_int_equal(after.turn, (seat + 1) % 3);
	assert_int_equal(after.score[seat], e.score[seat]);
	moves_of(t, id, &ms);
	assert_int_equal(ms.n, 1);
	assert_string_equal(ms.kind[0], "pass");
	/* The two others told it was a wrong move counted as a pass;
	 * HISTORY says so. */
	assert_int_equal(tg_mails_with(t, mails, "game.moved", NULL,
	    "cause=\"wrong\""), 2);
	tg_ok(game_play_history(&t->g, &from, id, &code, &moves, &cause),
	    cause);
	assert_non_null(strstr(moves, " " GAME_PLAY_KEY "kind.pass" GAME_PLAY_KEY
	    " " GAME_PLAY_KEY "wrong-move" GAME_PLAY_KEY " "));
	free(moves);
	/* A text that is no move at all: the same. */
	from = tg_mover(t, id, &seat);
	move(t, id, &from, after.moves + 1, "CASA", &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_int_equal(o.lost, GAME_PLAY_LOST_WRONG);
	assert_string_equal(o.status,
	    sm_free_status_str(SM_FREE_BAD_NOTATION));
	game_play_outcome_clear(&o);
	free(tg_state(t, id, &e));
	assert_int_equal(e.moves, after.moves + 1);
}

/* Liber mărunțel: after 3 passes of one's own the right to exchange;
 * passing instead counts as the exchange (003: "Dacă preferă să nu o
 * schimbe, se consideră că a efectuat această operaţie"): the player and
 * the others are told.  Then a game blocked (four rounds without a tile
 * placed, the bag not empty) ends "blocked". */
static void
test_maruntel_declined(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct game_play_opts opts;
	struct sm_free e;
	char letters[8], *xml, *cause = NULL;
	long long id;
	int seat, k, mails;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "md";
	id = tg_game_opts(t, two, 2, &opts);
	/* No right to exchange yet: refused, worded as mărunțel's rule. */
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	tg_letters(&e.rack[seat], 1, letters);
	tg_ok(game_play_exchange(&t->g, &from, id, e.moves + 1, letters,
	    t->t0, &o, &cause), cause);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_string_equal(o.verdict.code, "no-exchange-yet");
	assert_int_equal(o.maruntel, 1);
	xml = worded(&o, "EXCHANGE", e.moves + 1, letters, "exchange.ok",
	    "exchange.refused");
	assert_non_null(strstr(xml, "code=\"exchange.refused-one\""));
	free(xml);
	game_play_outcome_clear(&o);
	for (k = 0; k < 6; k++) {
		free(tg_state(t, id, &e));
		from = tg_mover(t, id, &seat);
		mails = tg_mail_count(t);
		pass(t, id, &from, e.moves + 1, &o);
		assert_int_equal(o.code, GAME_PLAY_OK);
		assert_int_equal(o.declined, 0);
		game_play_outcome_clear(&o);
		/* The next player told of their right: none after the first
		 * pass, everyone's after a round of passes, their own
		 * (a pass would count as the exchange) after three. */
		assert_int_equal(tg_mails_with(t, mails, "game.your-turn", NULL,
		    k == 0 ? "exchange=\"\"" : k < 5 ? "exchange=\"may\"" :
		    "exchange=\"due\""), 1);
	}
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	mails = tg_mail_count(t);
	pass(t, id, &from, e.moves + 1, &o);
	assert_int_equal(o.code, GAME_PLAY_OK);
	assert_int_equal(o.declined, 1);
	assert_int_equal(o.over, 0);
	xml = worded(&o, "PASS", e.moves + 1, NULL, "pass.ok",
	    "move.illegal");
	assert_non_null(strstr(xml, "code=\"pass.declined\""));
	free(xml);
	game_play_outcome_clear(&o);
	assert_int_equal(tg_mails_with(t, mails, "game.moved", NULL,
	    "cause=\"declined\""), 1);
	/* The eighth turn without a tile placed: blocked. */
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	mails = tg_mail_count(t);
	pass(t, id, &from, e.moves + 1, &o);
	assert_int_equal(o.over, 1);
	game_play_outcome_clear(&o);
	assert_int_equal(tg_mails_with(t, mails, "game.over", NULL,
	    "variant=\"maruntel\" end=\"blocked\""), 2);
}

/* Liber mărunțel: the opening is the leader's (the arbiter's), scored
 * for nobody, and shown so: in the first mail, STATUS and HISTORY (move 1,
 * no seat); seat 0 makes the first scored move.  A free game
 * has none. */
static void
test_maruntel_opening_shown(void **state)
{
	struct tg *t = *state;
	struct game_play_position p;
	struct game_play_from from;
	struct game_play_opts opts;
	enum game_play_code code;
	struct sm_free e;
	char opening[32], want[128], *moves, *gcg, *cause = NULL;
	long long id, fid;
	int seat;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "mo";
	id = tg_game_opts(t, three, 3, &opts);
	free(tg_state(t, id, &e));
	assert_int_equal(e.turn, 0);
	assert_int_equal(e.score[0] + e.score[1] + e.score[2], 0);
	sm_move_format(&e.opening, opening, sizeof opening);
	snprintf(want, sizeof want, "opening=\"%s\"", opening);
	assert_int_equal(tg_mails_with(t, 0, "game.started", NULL, want), 3);
	from = tg_mover(t, id, &seat);
	assert_int_equal(seat, 0);
	tg_ok(game_play_status(&t->g, &from, id, &p, &cause), cause);
	assert_string_equal(p.opening, opening);
	game_play_position_clear(&p);
	tg_ok(game_play_history(&t->g, &from, id, &code, &moves, &cause),
	    cause);
	snprintf(want, sizeof want, "  1   -              " GAME_PLAY_KEY
	    "kind.opening" GAME_PLAY_KEY " %-18s   +0    0\n", opening);
	assert_string_equal(moves, want);
	free(moves);
	/* Resigned at once.  A game of three has no GCG (GCG and its
	 * readers take two players: gcg.h); test-gcg checks the opening's
	 * note in a game of two. */
	game_play_withdraw(&t->g, id, from.player_id, t->t0, &cause);
	tg_ok(game_play_gcg(&t->g, id, &gcg, &cause), cause);
	assert_string_equal(gcg, "");
	free(gcg);

	fid = tg_game(t, two, 2, "fo", 1);
	from = tg_mover(t, fid, &seat);
	tg_ok(game_play_status(&t->g, &from, fid, &p, &cause), cause);
	assert_string_equal(p.opening, "");
	game_play_position_clear(&p);
	assert_int_equal(tg_mails_with(t, 0, "game.started", NULL,
	    "opening=\"\""), 2);
}

/* --leader player: the opening is player 1's (seat 0), still scored for
 * nobody: named in the first mail, STATUS and HISTORY; the default
 * (arbiter) names nobody.  A free game has no leader; a leader is the
 * arbiter or a player. */
static void
test_maruntel_leader_player(void **state)
{
	struct tg *t = *state;
	struct game_play_position p;
	struct game_play_from from;
	struct game_play_opts opts;
	enum game_play_code code;
	struct tg_seats ss;
	struct sm_free e;
	struct game_rec *rec;
	char want[128], *moves, *cause = NULL;
	long long id, bad;
	int seat;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "ml";
	opts.leader = "player";
	id = tg_game_opts(t, three, 3, &opts);
	rec = tg_rec(t, id);
	assert_int_equal(rec->leader, STORE_LEADER_PLAYER);
	store_game_rec_free(rec);
	tg_seats(t, id, &ss);
	free(tg_state(t, id, &e));
	assert_int_equal(e.score[0], 0);
	snprintf(want, sizeof want, "leader=\"%s\"", ss.name[0]);
	assert_int_equal(tg_mails_with(t, 0, "game.started", NULL, want), 3);
	from = tg_mover(t, id, &seat);
	assert_int_equal(seat, 0);
	tg_ok(game_play_status(&t->g, &from, id, &p, &cause), cause);
	assert_string_equal(p.leader, ss.name[0]);
	game_play_position_clear(&p);
	tg_ok(game_play_history(&t->g, &from, id, &code, &moves, &cause),
	    cause);
	snprintf(want, sizeof want, "  1   %-14s " GAME_PLAY_KEY "kind.opening"
	    GAME_PLAY_KEY " ", ss.name[0]);
	assert_true(strncmp(moves, want, strlen(want)) == 0);
	free(moves);

	/* The default: the arbiter, named by nobody. */
	opts.leader = NULL;
	opts.seed = "ma";
	id = tg_game_opts(t, three, 3, &opts);
	rec = tg_rec(t, id);
	assert_int_equal(rec->leader, STORE_LEADER_ARBITER);
	store_game_rec_free(rec);
	from = tg_mover(t, id, &seat);
	tg_ok(game_play_status(&t->g, &from, id, &p, &cause), cause);
	assert_string_equal(p.leader, "");
	game_play_position_clear(&p);

	/* Refused: a free game's leader, a leader of another kind. */
	opts.variant = "free";
	opts.leader = "player";
	assert_int_equal(game_play_create(&t->g, two, 2, &opts, t->t0, &bad,
	    &cause), -1);
	assert_non_null(strstr(cause, "--leader"));
	free(cause);
	cause = NULL;
	opts.variant = "maruntel";
	opts.leader = "dealer";
	assert_int_equal(game_play_create(&t->g, two, 2, &opts, t->t0, &bad,
	    &cause), -1);
	free(cause);
}

/* Liber mărunțel: a wrong move counted as the pass that blocks the game
 * (the eighth turn of two without a tile placed): the answer says the game
 * is over, not that play goes on. */
static void
test_maruntel_wrong_ends(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	struct game_play_opts opts;
	struct sm_free e;
	char *xml;
	long long id;
	int seat, k;

	memset(&opts, 0, sizeof opts);
	opts.variant = "maruntel";
	opts.seed = "mx";
	id = tg_game_opts(t, two, 2, &opts);
	for (k = 0; k < 7; k++) {
		free(tg_state(t, id, &e));
		from = tg_mover(t, id, &seat);
		pass(t, id, &from, e.moves + 1, &o);
		assert_int_equal(o.over, 0);
		game_play_outcome_clear(&o);
	}
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, &seat);
	move(t, id, &from, e.moves + 1, "A1 QQ", &o);
	assert_int_equal(o.code, GAME_PLAY_REFUSED);
	assert_int_equal(o.lost, GAME_PLAY_LOST_WRONG);
	assert_int_equal(o.over, 1);
	xml = worded_move(&o, e.moves + 1);
	assert_non_null(strstr(xml, "code=\"move.wrong-pass\""));
	assert_non_null(strstr(xml, "over=\"1\""));
	free(xml);
	game_play_outcome_clear(&o);
	free(tg_state(t, id, &e));
	assert_int_equal(e.state, SM_FREE_OVER);
}

/* --- the arbiter --- */

static void
takeback(struct tg *t, long long id, enum game_play_code want)
{
	enum game_play_code code;
	char *cause = NULL;

	tg_ok(game_play_takeback(&t->g, id, "typed by mistake", t->t0, &code,
	    &cause), cause);
	assert_int_equal(code, want);
}

/* A takeback restores the whole game as it was before the turn (board,
 * bag, racks, scores, turn, status), tells every player, and is recorded;
 * the final turn taken back reopens the game; refusals. */
static void
test_takeback(void **state)
{
	struct tg *t = *state;
	struct game_play_outcome o;
	struct game_play_from from;
	enum game_play_code code;
	struct game_result r;
	char *s0, *s1, *s2, *hist, *cause = NULL;
	char word[4];
	long long id;
	int mails, seat;

	id = tg_game(t, three, 3, "tb", 1);
	tg_hook(t);
	takeback(t, 99, GAME_PLAY_UNKNOWN_GAME);
	takeback(t, id, GAME_PLAY_NOTHING);
	s0 = tg_snapshot(t, id);
	first_move(t, id, word, &seat);
	s1 = tg_snapshot(t, id);
	assert_string_not_equal(s0, s1);
	mails = tg_mail_count(t);
	takeback(t, id, GAME_PLAY_OK);
	s2 = tg_snapshot(t, id);
	assert_string_equal(s2, s0);
	free(s2);
	/* Every player told, with the reason. */
	assert_int_equal(tg_mail_count(t), mails + 3);
	assert_int_equal(tg_mails_with(t, mails, "game.arbiter", NULL,
	    "typed by mistake"), 3);
	/* In the history, with the reason; the move may be played again. */
	from = tg_from_seat(t, id, 0);
	tg_ok(game_play_history(&t->g, &from, id, &code, &hist, &cause),
	    cause);
	assert_non_null(strstr(hist, "arbiter: takeback 1 "));
	assert_non_null(strstr(hist, "(typed by mistake)"));
	free(hist);
	first_move(t, id, word, &seat);
	s2 = tg_snapshot(t, id);
	assert_string_equal(s2, s1);
	free(s2);
	/* The final turn (a resignation) taken back reopens the game. */
	free(s1);
	s1 = tg_snapshot(t, id);
	from = tg_from_seat(t, id, 2);
	tg_ok(game_play_resign(&t->g, &from, id, t->t0, &o, &cause), cause);
	assert_int_equal(o.over, 1);
	game_play_outcome_clear(&o);
	result_of(t, id, &r);
	assert_int_equal(r.over, 1);
	game_result_clear(&r);
	takeback(t, id, GAME_PLAY_OK);
	s2 = tg_snapshot(t, id);
	assert_string_equal(s2, s1);
	free(s2);
	result_of(t, id, &r);
	assert_int_equal(r.over, 0);
	game_result_clear(&r);
	/* Back to the start, then nothing is left. */
	takeback(t, id, GAME_PLAY_OK);
	s2 = tg_snapshot(t, id);
	assert_string_equal(s2, s0);
	free(s2);
	takeback(t, id, GAME_PLAY_NOTHING);
	free(s0);
	free(s1);
}

static void
adjudicate(struct tg *t, long long id, const char *result,
    const char *winner, enum game_play_code want)
{
	enum game_play_code code;
	char *cause = NULL;

	tg_ok(game_play_adjudicate(&t->g, id, result, winner, "left the club",
	    t->t0, &code, &cause), cause);
	assert_int_equal(code, want);
}

/* An adjudication ends the game with the arbiter's result, the scores as
 * they stood; the result the standings read; refusals. */
static void
test_adjudicate(void **state)
{
	struct tg *t = *state;
	struct game_result r;
	struct tg_seats ss;
	char word[4];
	long long id, id2, id3;
	int mails, seat;

	id = tg_game(t, two, 2, "adj", 1);
	tg_hook(t);
	first_move(t, id, word, &seat);
	tg_seats(t, id, &ss);
	adjudicate(t, 99, "draw", NULL, GAME_PLAY_UNKNOWN_GAME);
	adjudicate(t, id, "win", "nobody", GAME_PLAY_NOT_IN_GAME);
	mails = tg_mail_count(t);
	/* The player who has not scored wins. */
	adjudicate(t, id, "win", ss.name[1 - seat], GAME_PLAY_OK);
	assert_int_equal(tg_mails_with(t, mails, "game.arbiter", NULL,
	    "left the club"), 2);
	assert_int_equal(t->over_calls, 1);
	result_of(t, id, &r);
	assert_int_equal(r.over, 1);
	assert_string_equal(r.end, "adjudicated");
	assert_int_equal(r.adjudged, GAME_ADJUDGED_WIN);
	assert_int_equal(r.rank[1 - seat], 1);
	assert_int_equal(r.rank[seat], 2);
	assert_int_equal(r.forfeit[seat], 1);
	assert_int_equal(r.forfeit[1 - seat], 0);
	assert_true(r.score[seat] > 0);		/* as it stood */
	game_result_clear(&r);
	adjudicate(t, id, "draw", NULL, GAME_PLAY_OVER);
	takeback(t, id, GAME_PLAY_OVER);
	assert_int_equal(t->over_calls, 1);

	id2 = tg_game(t, two, 2, "adj2", 1);
	adjudicate(t, id2, "draw", NULL, GAME_PLAY_OK);
	result_of(t, id2, &r);
	assert_int_equal(r.adjudged, GAME_ADJUDGED_DRAW);
	assert_int_equal(r.rank[0], 1);
	assert_int_equal(r.rank[1], 1);
	assert_int_equal(r.forfeit[0] + r.forfeit[1], 0);
	game_result_clear(&r);
	id3 = tg_game(t, two, 2, "adj3", 1);
	adjudicate(t, id3, "loss", NULL, GAME_PLAY_OK);
	result_of(t, id3, &r);
	assert_int_equal(r.adjudged, GAME_ADJUDGED_LOSS);
	assert_int_equal(r.forfeit[0] + r.forfeit[1], 2);
	game_result_clear(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_takeback, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_adjudicate, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_2, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_3, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_4, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_reproducible,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_create_refused, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_move_applied, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_refused, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_exchange, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_pass, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_resign, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_end_by_passes, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_final_scores, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_gcg, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_status_history_resend,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_each_playing_withdraw,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel, tg_setup,
		    tg_teardown),
		cmocka_unit_test(test_cmd_words),
		cmocka_unit_test_setup_teardown(test_free_only_passes_end,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_wrong_is_pass,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_declined,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_wrong_ends,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_opening_shown,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_maruntel_leader_player,
		    tg_setup, tg_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
