/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-clock.c: the clock of championships (game-clock.h, and its run
 * game_champ_tick with game_play_clock) on a temporary database, without
 * mail.  Deadlines in whole days of Europe/Bucharest: a turn begun on day
 * D ends with day D + days-per-move, 24:00 local (22:00 UTC in winter,
 * 21:00 UTC after the spring change), the day counted in the zone and not
 * in UTC; the reminder and the timeout; leave days not counted.  The run:
 * the reminder, the late notice and the timeout each once and at their
 * minute, the timeout as a pass, and with forfeit the Nth timeout losing
 * the game (the championship's end heard); LEAVE by mail with its
 * refusals, moving the deadline and telling the opponent; downtime
 * moving every deadline on and telling the organiser once.  The values
 * are tests/cli/champ.sh's.
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

#include "game-clock.h"
#include "testgame.h"

static const char *const duo[] = { "ion", "vlad" };

/* A championship's settings as the clock reads them. */
static void
champ_rec_init(struct champ_rec *c, char *zone, int days, int remind,
    int grace)
{
	memset(c, 0, sizeof *c);
	c->timezone = zone;
	c->days_per_move = days;
	c->remind_days = remind;
	c->grace_days = grace;
}

static struct clock_due
due(struct tg *t, const struct champ_rec *c, long long player_id,
    const char *since, long long extension)
{
	struct clock_due d;
	char *cause = NULL;

	tg_ok(game_clock_due(&t->g, c, player_id, tg_time(since), extension,
	    &d, &cause), cause);
	return d;
}

static void
test_due_whole_days(void **state)
{
	struct tg *t = *state;
	struct champ_rec c;
	struct clock_due d;
	char zone[] = "Europe/Bucharest", utc[] = "UTC", *text;
	long long ion = tg_player(t, "ion");

	/* Begun on 30 November at 12:00 local: by the end of 2 December. */
	champ_rec_init(&c, zone, 2, 1, 1);
	d = due(t, &c, ion, "2026-11-30T10:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-02T22:00:00Z"));
	assert_int_equal(d.remind, tg_time("2026-12-01T22:00:00Z"));
	assert_int_equal(d.timeout, tg_time("2026-12-03T22:00:00Z"));
	text = game_clock_time_text(&c, d.deadline);
	assert_string_equal(text, "2026-12-02 24:00 (Europe/Bucharest)");
	free(text);
	text = game_clock_time_text(&c, tg_time("2026-12-02T10:30:00Z"));
	assert_string_equal(text, "2026-12-02 12:30 (Europe/Bucharest)");
	free(text);
	/* 23:30 local is still 30 November; 00:30 local is 1 December,
	 * though both are 30 November in UTC. */
	d = due(t, &c, ion, "2026-11-30T21:30:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-02T22:00:00Z"));
	d = due(t, &c, ion, "2026-11-30T22:30:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-03T22:00:00Z"));
	/* The spring change (28 March 2027): the end of 29 March is 21:00
	 * UTC, the grace day's end too. */
	d = due(t, &c, ion, "2027-03-27T10:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2027-03-29T21:00:00Z"));
	assert_int_equal(d.timeout, tg_time("2027-03-30T21:00:00Z"));
	assert_int_equal(d.remind, tg_time("2027-03-28T21:00:00Z"));
	/* In UTC the days are UTC's. */
	champ_rec_init(&c, utc, 2, 0, 0);
	d = due(t, &c, ion, "2026-11-30T10:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-03T00:00:00Z"));
	assert_int_equal(d.timeout, d.deadline);	/* no grace */
	assert_int_equal(d.remind, 0);			/* no reminder */
	/* Downtime's extension is added to every time. */
	d = due(t, &c, ion, "2026-11-30T10:00:00Z", 3600);
	assert_int_equal(d.deadline, tg_time("2026-12-03T01:00:00Z"));
}

/* Leave days do not count: a turn begun on 4 December (00:00 local) with
 * leave on 5-7 December ends with 9 December. */
static void
test_due_leave(void **state)
{
	struct tg *t = *state;
	struct champ_rec c;
	struct clock_due d;
	char zone[] = "Europe/Bucharest", *cause = NULL;
	long long ion = tg_player(t, "ion"), vlad = tg_player(t, "vlad");

	champ_rec_init(&c, zone, 2, 1, 1);
	d = due(t, &c, vlad, "2026-12-03T22:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-06T22:00:00Z"));
	tg_ok(store_leave_add(t->st, vlad, "2026-12-05", 3, 0, t->t0,
	    &cause), cause);
	d = due(t, &c, vlad, "2026-12-03T22:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-09T22:00:00Z"));
	assert_int_equal(d.timeout, tg_time("2026-12-10T22:00:00Z"));
	/* Another player's leave is not theirs. */
	d = due(t, &c, ion, "2026-12-03T22:00:00Z", 0);
	assert_int_equal(d.deadline, tg_time("2026-12-06T22:00:00Z"));
}

/* --- the clock's run --- */

static struct clock_tick
tick(struct tg *t, const char *at)
{
	struct clock_tick ct;
	char *cause = NULL;

	memset(&ct, 0, sizeof ct);
	tg_ok(game_champ_tick(&t->g, tg_time(at), &ct, &cause), cause);
	return ct;
}

static void
opts_ceas(struct champ_opts *o, const char *timeout, int limit)
{
	game_champ_opts_init(o);
	o->name = "Ceas";
	o->seed = "clock";
	o->days_per_move = 2;
	o->remind_days = 1;
	o->grace_days = 1;
	o->timeout = timeout;
	o->timeout_limit = limit;
	o->timezone = "Europe/Bucharest";
}

static void
test_reminder_late_timeout(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	struct tg_seats ss;
	struct sm_free e;
	struct game_rec *r;
	char rcpt[64];
	long long id;
	int mover, mails;

	opts_ceas(&o, "pass", 3);
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	id = cg.id[0];
	tg_seats(t, id, &ss);
	free(tg_state(t, id, &e));
	mover = e.turn;
	snprintf(rcpt, sizeof rcpt, "%s@example.ro", ss.name[mover]);
	assert_int_equal(tg_mails_with(t, 0, "game.your-turn", rcpt,
	    "2026-12-02 24:00 (Europe/Bucharest)"), 1);
	mails = tg_mail_count(t);

	ct = tick(t, "2026-12-01T21:59:00Z");
	assert_int_equal(ct.reminded + ct.timeouts, 0);
	ct = tick(t, "2026-12-01T22:00:00Z");
	assert_int_equal(ct.reminded, 1);
	assert_int_equal(tg_mails_with(t, mails, "game.reminder", rcpt,
	    "2026-12-02 24:00 (Europe/Bucharest)"), 1);
	ct = tick(t, "2026-12-02T10:00:00Z");
	assert_int_equal(ct.reminded, 0);		/* once */
	ct = tick(t, "2026-12-02T21:59:00Z");
	assert_int_equal(ct.reminded, 0);
	ct = tick(t, "2026-12-02T22:00:00Z");
	assert_int_equal(ct.reminded, 1);
	assert_int_equal(tg_mails_with(t, mails, "game.late", rcpt,
	    "2026-12-03 24:00 (Europe/Bucharest)"), 1);
	ct = tick(t, "2026-12-03T21:59:00Z");
	assert_int_equal(ct.reminded + ct.timeouts, 0);
	assert_int_equal(tg_mail_count(t), mails + 2);
	/* The timeout: a pass by the clock, told to its player; the other
	 * gets the move and their turn. */
	ct = tick(t, "2026-12-03T22:00:00Z");
	assert_int_equal(ct.timeouts, 1);
	assert_int_equal(ct.reminded, 0);
	assert_int_equal(tg_mail_count(t), mails + 4);
	assert_int_equal(tg_mails_with(t, mails, "game.timeout", rcpt, NULL),
	    1);
	free(tg_state(t, id, &e));
	assert_int_equal(e.turn, 1 - mover);
	assert_int_equal(e.moves, 1);
	assert_int_equal(e.state, SM_FREE_PLAYING);
	tg_seats(t, id, &ss);
	assert_int_equal(ss.timeouts[mover], 1);
	/* The next turn's clock starts at the timeout. */
	r = tg_rec(t, id);
	assert_int_equal(r->turn_since, tg_time("2026-12-03T22:00:00Z"));
	assert_int_equal(r->reminded, 0);
	store_game_rec_free(r);
	ct = tick(t, "2026-12-03T22:01:00Z");
	assert_int_equal(ct.reminded + ct.timeouts, 0);
}

/* Forfeit after two: the second timeout of a player loses the game, which
 * ends the championship. */
static void
test_timeout_forfeit(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	struct game_result r;
	struct sm_free e;
	char *cause = NULL;
	long long id;
	int first;

	opts_ceas(&o, "forfeit", 2);
	o.rated = 1;
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	id = cg.id[0];
	free(tg_state(t, id, &e));
	first = e.turn;
	ct = tick(t, "2026-12-03T22:00:00Z");	/* first's 1st: a pass */
	assert_int_equal(ct.timeouts, 1);
	/* The second's turn began at 00:00 local on 4 December. */
	ct = tick(t, "2026-12-07T21:59:00Z");
	assert_int_equal(ct.timeouts, 0);
	ct = tick(t, "2026-12-07T22:00:00Z");	/* second's 1st: a pass */
	assert_int_equal(ct.timeouts, 1);
	free(tg_state(t, id, &e));
	assert_int_equal(e.state, SM_FREE_PLAYING);
	assert_int_equal(e.turn, first);
	ct = tick(t, "2026-12-11T22:00:00Z");	/* first's 2nd: lost */
	assert_int_equal(ct.timeouts, 1);
	tg_ok(game_play_result(&t->g, id, &r, &cause), cause);
	assert_int_equal(r.over, 1);
	assert_string_equal(r.end, "timeout");
	assert_int_equal(r.forfeit[first], 1);
	assert_int_equal(r.forfeit[1 - first], 0);
	assert_int_equal(r.rank[1 - first], 1);
	game_result_clear(&r);
	tg_cgames(t, "Ceas", &cg);
	assert_string_equal(cg.status[0], "over");
	assert_int_equal(tg_mails_with(t, 0, "champ.over", NULL, "Ceas"), 2);
	/* Nothing more to do. */
	ct = tick(t, "2026-12-20T22:00:00Z");
	assert_int_equal(ct.timeouts + ct.reminded, 0);
	/* The end is rated and the championship over: no takeback. */
	{
		enum game_play_code code;
		char *before = tg_snapshot(t, id), *after;

		tg_ok(game_play_takeback(&t->g, id, "x",
		    tg_time("2026-12-21T10:00:00Z"), &code, &cause), cause);
		assert_int_equal(code, GAME_PLAY_OVER);
		after = tg_snapshot(t, id);
		assert_string_equal(after, before);
		free(before);
		free(after);
	}
}

/* --- leave --- */

static struct game_clock_leave
leave(struct tg *t, const char *player, long days, const char *first,
    const char *at)
{
	struct game_clock_leave lv;
	char *cause = NULL;

	tg_ok(game_clock_leave(&t->g, tg_player_id(t, player), player, days,
	    first, 0, tg_time(at), &lv, &cause), cause);
	return lv;
}

static void
test_leave(void **state)
{
	struct tg *t = *state;
	struct game_play_position p;
	struct game_play_from from;
	struct game_clock_leave lv;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	char *cause = NULL, other[64];
	long long id;
	int mover, mails;

	opts_ceas(&o, "pass", 3);
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	id = cg.id[0];
	from = tg_mover(t, id, &mover);
	snprintf(other, sizeof other, "%s@example.ro",
	    strcmp(from.name, "ion") == 0 ? "vlad" : "ion");

	/* The refusals change nothing. */
	mails = tg_mail_count(t);
	lv = leave(t, from.name, 40, NULL, "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_TOO_LONG);
	assert_int_equal(lv.left, 30);
	assert_int_equal(lv.allowance, 30);
	assert_int_equal(lv.year, 2026);
	lv = leave(t, from.name, 2, "2026-11-30", "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_PAST);
	assert_string_equal(lv.earliest, "2026-12-01");
	lv = leave(t, from.name, 2, "31.02.2026", "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_BAD_DATE);
	tg_player(t, "solo");
	lv = leave(t, "solo", 2, NULL, "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_NO_CHAMPIONSHIP);
	assert_int_equal(tg_mail_count(t), mails);

	/* Two days from tomorrow (1-2 December): the deadline moves from
	 * the end of 2 December to the end of 4 December; the opponent is
	 * told. */
	tg_ok(game_play_status(&t->g, &from, id, &p, &cause), cause);
	assert_string_equal(p.deadline, "2026-12-02 24:00 (Europe/Bucharest)");
	game_play_position_clear(&p);
	lv = leave(t, from.name, 2, NULL, "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_OK);
	assert_string_equal(lv.first, "2026-12-01");
	assert_string_equal(lv.last, "2026-12-02");
	assert_int_equal(lv.days, 2);
	assert_int_equal(lv.left, 28);
	assert_int_equal(tg_mail_count(t), mails + 1);
	assert_int_equal(tg_mails_with(t, mails, "champ.leave", other,
	    "2026-12-01"), 1);
	tg_ok(game_play_status(&t->g, &from, id, &p, &cause), cause);
	assert_string_equal(p.deadline, "2026-12-04 24:00 (Europe/Bucharest)");
	game_play_position_clear(&p);
	ct = tick(t, "2026-12-02T22:00:00Z");	/* the old deadline */
	assert_int_equal(ct.reminded + ct.timeouts, 0);
	ct = tick(t, "2026-12-03T22:00:00Z");	/* the new reminder */
	assert_int_equal(ct.reminded, 1);

	/* Overlapping days are refused; the days left count the leave. */
	lv = leave(t, from.name, 2, "02.12.2026", "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_OVERLAP);
	assert_string_equal(lv.first, "2026-12-02");
	assert_string_equal(lv.last, "2026-12-03");
	lv = leave(t, from.name, 29, "2026-12-10", "2026-11-30T10:00:00Z");
	assert_int_equal(lv.code, GAME_CLOCK_LEAVE_TOO_LONG);
	assert_int_equal(lv.left, 28);
	(void)mover;
}

/* --- downtime --- */

static void
test_downtime(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	struct game_rec *r;
	char *cause = NULL;
	int mails;

	t->conf->downtime_minutes = 60;
	free(t->conf->organiser);
	t->conf->organiser = xstrdup("organizator@scrabmail.test");
	game_champ_opts_init(&o);
	o.name = "Jos";
	o.seed = "down";
	o.days_per_move = 1;
	o.remind_days = 0;
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Jos", &cg);
	ct = tick(t, "2026-11-30T10:30:00Z");	/* the heartbeat */
	assert_int_equal(ct.extended, 0);
	mails = tg_mail_count(t);
	/* Down for four days: the deadline (the end of 1 December, UTC)
	 * moves on by the gap; no timeout; the organiser told. */
	ct = tick(t, "2026-12-04T10:30:00Z");
	assert_int_equal(ct.extended, 1);
	assert_int_equal(ct.timeouts, 0);
	r = tg_rec(t, cg.id[0]);
	assert_int_equal(r->extension, 4 * TG_DAY);
	store_game_rec_free(r);
	assert_int_equal(tg_mail_count(t), mails + 1);
	assert_int_equal(tg_mails_with(t, mails, "organiser.downtime",
	    "organizator@scrabmail.test", "kind=\"organiser\""), 1);
	/* Once: the heartbeat is fresh again. */
	ct = tick(t, "2026-12-04T10:45:00Z");
	assert_int_equal(ct.extended, 0);
	memset(&ct, 0, sizeof ct);
	tg_ok(game_clock_downtime(&t->g, tg_time("2026-12-04T11:00:00Z"), &ct,
	    &cause), cause);
	assert_int_equal(ct.extended, 0);
	assert_int_equal(tg_mail_count(t), mails + 1);
	/* The moved deadline: the end of 1 December plus four days (the
	 * threshold off, or these jumps would be downtime too). */
	t->conf->downtime_minutes = 0;
	ct = tick(t, "2026-12-05T23:59:00Z");
	assert_int_equal(ct.timeouts, 0);
	ct = tick(t, "2026-12-06T00:00:00Z");
	assert_int_equal(ct.timeouts, 1);
}

/* A takeback of the clock's own turn (a timeout's pass, after the
 * reminder and the late notice) restores the whole game: the clock as it
 * was (the turn's start, the late notice sent) and the timeout uncounted;
 * a takeback of a played move restores the clock of that turn. */
static void
test_takeback_clock(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	struct game_play_outcome out;
	struct game_play_from from;
	enum game_play_code code;
	struct sm_free e;
	char *s0, *s1, *cause = NULL, word[4], text[16];
	long long id;

	opts_ceas(&o, "forfeit", 3);
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	id = cg.id[0];
	ct = tick(t, "2026-12-02T22:00:00Z");	/* the late notice */
	assert_int_equal(ct.reminded, 1);
	s0 = tg_snapshot(t, id);
	assert_non_null(strstr(s0, " 2\nadjudged"));	/* reminded: 2 */
	ct = tick(t, "2026-12-03T22:00:00Z");
	assert_int_equal(ct.timeouts, 1);
	s1 = tg_snapshot(t, id);
	assert_string_not_equal(s0, s1);
	tg_ok(game_play_takeback(&t->g, id, "the server was down",
	    tg_time("2026-12-04T08:00:00Z"), &code, &cause), cause);
	assert_int_equal(code, GAME_PLAY_OK);
	free(s1);
	s1 = tg_snapshot(t, id);
	assert_string_equal(s1, s0);
	free(s1);
	/* A move played a day later, taken back: its clock again. */
	free(tg_state(t, id, &e));
	from = tg_mover(t, id, NULL);
	tg_letters(&e.rack[e.turn], 2, word);
	snprintf(text, sizeof text, "H8 %s", word);
	tg_ok(game_play_move(&t->g, &from, id, 1, text,
	    tg_time("2026-12-04T09:00:00Z"), &out, &cause), cause);
	assert_int_equal(out.code, GAME_PLAY_OK);
	game_play_outcome_clear(&out);
	tg_ok(game_play_takeback(&t->g, id, "typed by mistake",
	    tg_time("2026-12-04T10:00:00Z"), &code, &cause), cause);
	s1 = tg_snapshot(t, id);
	assert_string_equal(s1, s0);
	free(s1);
	free(s0);
}

/* The arbiter moves a turn's deadline: the reminder, the late notice and
 * the timeout move with it, everyone is told; refusals. */
static void
test_deadline(void **state)
{
	struct tg *t = *state;
	struct champ_opts o;
	struct clock_tick ct;
	struct tg_cgames cg;
	enum game_play_code code;
	char *cause = NULL;
	long long id, free_id;
	int mails;

	opts_ceas(&o, "pass", 3);
	tg_champ(t, &o, duo, 2, NULL);
	tg_cgames(t, "Ceas", &cg);
	id = cg.id[0];
	free_id = tg_game(t, duo, 2, "liber", 1);
	mails = tg_mail_count(t);
#define DEADLINE(gid, date, want) do {					\
	tg_ok(game_play_deadline(&t->g, (gid), (date), "the post was on " \
	    "strike", tg_time("2026-12-01T08:00:00Z"), &code, &cause),	\
	    cause);							\
	assert_int_equal(code, (want));					\
} while (0)
	DEADLINE(99, "2026-12-10", GAME_PLAY_UNKNOWN_GAME);
	DEADLINE(free_id, "2026-12-10", GAME_PLAY_NO_CLOCK);
	DEADLINE(id, "2026-11-30", GAME_PLAY_BAD_DATE);	/* past */
	DEADLINE(id, "10 Dec", GAME_PLAY_BAD_DATE);
	assert_int_equal(tg_mail_count(t), mails);
	DEADLINE(id, "2026-12-10", GAME_PLAY_OK);
	assert_int_equal(tg_mails_with(t, mails, "game.arbiter", NULL,
	    "2026-12-10 24:00 (Europe/Bucharest)"), 2);
	assert_int_equal(tg_mails_with(t, mails, "game.arbiter", NULL,
	    "2026-12-02 24:00 (Europe/Bucharest)"), 2);	/* was */
#undef DEADLINE
	/* The old deadline and timeout pass by. */
	ct = tick(t, "2026-12-03T22:00:00Z");
	assert_int_equal(ct.reminded + ct.timeouts, 0);
	ct = tick(t, "2026-12-09T22:00:00Z");		/* a day before */
	assert_int_equal(ct.reminded, 1);
	ct = tick(t, "2026-12-10T22:00:00Z");		/* late */
	assert_int_equal(ct.reminded, 1);
	assert_int_equal(ct.timeouts, 0);
	ct = tick(t, "2026-12-11T21:59:00Z");
	assert_int_equal(ct.timeouts, 0);
	ct = tick(t, "2026-12-11T22:00:00Z");		/* grace over */
	assert_int_equal(ct.timeouts, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_due_whole_days, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_due_leave, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_reminder_late_timeout,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_timeout_forfeit, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_leave, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_downtime, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_takeback_clock, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_deadline, tg_setup,
		    tg_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
