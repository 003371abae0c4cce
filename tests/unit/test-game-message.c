/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-game-message.c: messages between the players of a free game
 * (game-message.h) and what a sender has going on (game-list.h), on a
 * temporary database and a lexicon of every two-letter word (testgame.h),
 * without mail: only the mails queued are looked at.  A message is
 * recorded with the turns played and mailed to every other player of the
 * game, never to its sender; its text tidied and wrapped; the refusals
 * (no such game, not the sender's, the game over, an empty text, too many
 * characters or lines, more than messages_per_day within 24 hours, or the
 * setting 0) record and mail nothing and say what the answer needs (the
 * limit, when one may write again); the history lists the messages in
 * both forms.  The list: the games where it is the player's turn first,
 * the opponents and scores, games over left out; the open contests a
 * reader may enter, whether their entry is in, a registered contest only
 * for its entrants.  And the commands (cmd-message.c, cmd-list.c,
 * cmd-help.c) run on whole mail texts: the lines a message takes (up to an
 * empty line or a command in capitals, a command word in lower case being
 * text), LIST's and HELP's items in order.
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
#include "game-contest.h"
#include "game-list.h"
#include "game-message.h"
#include "mail-parse.h"
#include "report-reply.h"
#include "testgame.h"

static const char *const two[] = { "ana", "bogdan" };
static const char *const three[] = { "ana", "bogdan", "cristi" };

/* The number of rows in game_message, through the history's tab form. */
static int
history_lines(struct tg *t, long long game_id, char **text)
{
	char *cause = NULL, *p;
	int n = 0;

	tg_ok(game_message_history(&t->g, game_id, 1, text, &cause), cause);
	for (p = *text; *p != '\0'; p++)
		n += *p == '\n';
	return n;
}

static void
send(struct tg *t, long long game_id, const struct game_play_from *from,
    const char *text, long long now, struct game_message_outcome *o)
{
	char *cause = NULL;

	tg_ok(game_message_send(&t->g, from, game_id, text, now, o, &cause),
	    cause);
}

/* The from of player name in game_id, whatever the seat. */
static struct game_play_from
from_player(struct tg *t, long long game_id, const char *name)
{
	struct tg_seats ss;
	struct game_play_from f;
	int i;

	memset(&f, 0, sizeof f);
	tg_seats(t, game_id, &ss);
	for (i = 0; i < ss.n; i++)
		if (strcmp(ss.name[i], name) == 0)
			return tg_from_seat(t, game_id, i);
	fail_msg("%s does not play in game %lld", name, game_id);
	return f;
}

static void
test_relay(void **state)
{
	struct tg *t = *state;
	struct game_message_outcome o;
	struct game_play_from ana;
	char *text, *cause = NULL;
	long long id;
	int before;

	id = tg_game(t, three, 3, "mesaje", 1);
	ana = from_player(t, id, "ana");
	before = tg_mail_count(t);
	send(t, id, &ana, "  Bună seara!\n  Noroc la joc.  ", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	/* The others, in seat order, and the text as relayed. */
	assert_non_null(strstr(o.to, "bogdan"));
	assert_non_null(strstr(o.to, "cristi"));
	assert_null(strstr(o.to, "ana"));
	assert_string_equal(o.text, "Bună seara!\nNoroc la joc.");
	game_message_outcome_clear(&o);
	/* One mail each to bogdan and cristi, none to ana. */
	assert_int_equal(tg_mail_count(t), before + 2);
	assert_int_equal(tg_mails_with(t, before, "game.message",
	    "bogdan@example.ro", "Noroc la joc."), 1);
	assert_int_equal(tg_mails_with(t, before, "game.message",
	    "cristi@example.ro", "Noroc la joc."), 1);
	assert_int_equal(tg_mails_with(t, before, "game.message",
	    "ana@example.ro", NULL), 0);
	/* Recorded after 0 turns, in both forms of the history. */
	assert_int_equal(history_lines(t, id, &text), 1);
	assert_string_equal(text, "message\t0\tana\tBună seara!\\nNoroc la "
	    "joc.\n");
	free(text);
	tg_ok(game_message_history(&t->g, id, 0, &text, &cause), cause);
	assert_string_equal(text, "  [0] ana: Bună seara!\n      Noroc la "
	    "joc.\n");
	free(text);
}

static void
test_after_moves_and_wrap(void **state)
{
	struct tg *t = *state;
	struct game_message_outcome o;
	struct game_play_outcome po;
	struct game_play_from mover, ana;
	char text[256], *hist, *line, *cause = NULL;
	long long id;
	int seat, i;
	size_t len;

	id = tg_game(t, two, 2, "mesaje", 1);
	/* One pass: the message comes after turn 1. */
	mover = tg_mover(t, id, &seat);
	memset(&po, 0, sizeof po);
	tg_ok(game_play_pass(&t->g, &mover, id, 1, t->t0, &po, &cause),
	    cause);
	assert_int_equal(po.code, GAME_PLAY_OK);
	game_play_outcome_clear(&po);
	ana = from_player(t, id, "ana");
	/* 30 words of four letters: 149 characters on one line. */
	text[0] = '\0';
	for (i = 0; i < 30; i++)
		g_strlcat(text, i > 0 ? " abcd" : "abcd", sizeof text);
	send(t, id, &ana, text, t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	/* Cut at blanks into lines of at most 72 characters. */
	for (i = 0, line = o.text; line != NULL; i++,
	    line = strchr(line, '\n')) {
		if (*line == '\n')
			line++;
		len = strcspn(line, "\n");
		assert_true(len <= GAME_MESSAGE_WIDTH);
		/* 14 words (69 characters) a line, then the last 2. */
		assert_int_equal(len, i < 2 ? 69 : 9);
	}
	assert_int_equal(i, 3);
	assert_int_equal(strlen(o.text), strlen(text));
	game_message_outcome_clear(&o);
	tg_ok(game_message_history(&t->g, id, 1, &hist, &cause), cause);
	assert_true(strncmp(hist, "message\t1\tana\tabcd", 18) == 0);
	free(hist);
}

static void
test_refusals(void **state)
{
	struct tg *t = *state;
	struct game_message_outcome o;
	struct game_play_from ana, cristi;
	struct game_play_outcome po;
	char long_text[GAME_MESSAGE_MAX + 8], *hist, *cause = NULL;
	GString *lines = g_string_new(NULL);
	long long id, other;
	int before, i;

	id = tg_game(t, two, 2, "mesaje", 1);
	other = tg_game(t, (const char *[]){ "bogdan", "cristi" }, 2,
	    "altul", 1);
	ana = from_player(t, id, "ana");
	cristi = from_player(t, other, "cristi");
	before = tg_mail_count(t);
	send(t, id + 100, &ana, "Salut", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_UNKNOWN_GAME);
	game_message_outcome_clear(&o);
	send(t, id, &cristi, "Salut", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_NOT_IN_GAME);
	game_message_outcome_clear(&o);
	send(t, id, &ana, " \n  \n", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_EMPTY);
	game_message_outcome_clear(&o);
	/* One character too many, then 41 short lines. */
	memset(long_text, 'a', GAME_MESSAGE_MAX + 1);
	long_text[GAME_MESSAGE_MAX + 1] = '\0';
	send(t, id, &ana, long_text, t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_TOO_LONG);
	assert_int_equal(o.length, GAME_MESSAGE_MAX + 1);
	assert_int_equal(o.max, GAME_MESSAGE_MAX);
	game_message_outcome_clear(&o);
	long_text[GAME_MESSAGE_MAX] = '\0';
	send(t, id, &ana, long_text, t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	game_message_outcome_clear(&o);
	for (i = 0; i <= GAME_MESSAGE_MAX_LINES; i++)
		g_string_append(lines, "da\n");
	send(t, id, &ana, lines->str, t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_TOO_LONG);
	assert_int_equal(o.lines, GAME_MESSAGE_MAX_LINES + 1);
	game_message_outcome_clear(&o);
	g_string_free(lines, TRUE);
	/* Only the one of 1000 characters was recorded and mailed. */
	assert_int_equal(history_lines(t, id, &hist), 1);
	free(hist);
	assert_int_equal(tg_mail_count(t), before + 1);
	/* Over: refused. */
	memset(&po, 0, sizeof po);
	tg_ok(game_play_resign(&t->g, &ana, id, t->t0, &po, &cause), cause);
	game_play_outcome_clear(&po);
	before = tg_mail_count(t);
	send(t, id, &ana, "Felicitări!", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OVER);
	game_message_outcome_clear(&o);
	assert_int_equal(tg_mail_count(t), before);
	assert_int_equal(history_lines(t, id, &hist), 1);
	free(hist);
}

static void
test_rate_limit(void **state)
{
	struct tg *t = *state;
	struct game_message_outcome o;
	struct game_play_from ana;
	char *hist;
	long long id, other;

	t->conf->messages_per_day = 2;
	id = tg_game(t, two, 2, "mesaje", 1);
	other = tg_game(t, (const char *[]){ "ana", "cristi" }, 2, "altul",
	    1);
	ana = from_player(t, id, "ana");
	send(t, id, &ana, "unu", t->t0, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	game_message_outcome_clear(&o);
	/* All games together. */
	ana = from_player(t, other, "ana");
	send(t, other, &ana, "doi", t->t0 + 3600, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	game_message_outcome_clear(&o);
	send(t, id, &ana, "trei", t->t0 + 7200, &o);
	assert_int_equal(o.code, GAME_MESSAGE_TOO_MANY);
	assert_int_equal(o.max, 2);
	assert_int_equal(o.next, t->t0 + TG_DAY);
	game_message_outcome_clear(&o);
	/* A second before the first is 24 hours old: still refused; at it,
	 * taken. */
	send(t, id, &ana, "trei", t->t0 + TG_DAY - 1, &o);
	assert_int_equal(o.code, GAME_MESSAGE_TOO_MANY);
	game_message_outcome_clear(&o);
	send(t, id, &ana, "trei", t->t0 + TG_DAY, &o);
	assert_int_equal(o.code, GAME_MESSAGE_OK);
	game_message_outcome_clear(&o);
	assert_int_equal(history_lines(t, id, &hist), 2);
	free(hist);
	/* 0: messages are off, and no time to wait for. */
	t->conf->messages_per_day = 0;
	send(t, id, &ana, "patru", t->t0 + 10 * TG_DAY, &o);
	assert_int_equal(o.code, GAME_MESSAGE_TOO_MANY);
	assert_int_equal(o.max, 0);
	assert_int_equal(o.next, 0);
	game_message_outcome_clear(&o);
}

static void
test_list_games(void **state)
{
	struct tg *t = *state;
	struct game_sender s;
	struct game_list l;
	struct game_play_outcome po;
	struct game_play_from from;
	struct player *ana = NULL;
	char *cause = NULL;
	long long g1, g2, g3;
	size_t i;
	int seat;

	g1 = tg_game(t, two, 2, "lista-1", 1);
	g2 = tg_game(t, three, 3, "lista-2", 1);
	g3 = tg_game(t, (const char *[]){ "ana", "cristi" }, 2, "lista-3", 1);
	/* Game 3 over. */
	from = from_player(t, g3, "cristi");
	memset(&po, 0, sizeof po);
	tg_ok(game_play_resign(&t->g, &from, g3, t->t0, &po, &cause), cause);
	game_play_outcome_clear(&po);
	tg_ok(store_player_find(t->st, "ana", &ana, &cause), cause);
	memset(&s, 0, sizeof s);
	s.player = ana;
	s.address = "ana@example.ro";
	tg_ok(game_list_get(&t->g, &s, &l, &cause), cause);
	assert_int_equal(l.ngames, 2);
	/* Ordered: where it is ana's turn first, then by number. */
	for (i = 1; i < l.ngames; i++)
		assert_true(l.games[i - 1].mine >= l.games[i].mine);
	for (i = 0; i < l.ngames; i++) {
		const struct game_list_game *x = &l.games[i];

		assert_true(x->id == g1 || x->id == g2);
		assert_int_equal(x->number, 1);
		assert_string_equal(x->deadline, "");
		assert_null(strstr(x->opponents, "ana"));
		assert_non_null(strstr(x->scores, "ana 0"));
		if (x->id == g2)
			assert_non_null(strstr(x->opponents, ", "));
		else
			assert_string_equal(x->opponents, "bogdan");
		/* mine matches the engine's seat to move. */
		from = tg_mover(t, x->id, &seat);
		assert_int_equal(x->mine, strcmp(from.name, "ana") == 0);
		if (!x->mine)
			assert_string_equal(x->to_move, from.name);
	}
	assert_int_equal(l.ncontests, 0);
	game_list_clear(&l);
	/* Not signed on: no games. */
	s.player = NULL;
	tg_ok(game_list_get(&t->g, &s, &l, &cause), cause);
	assert_int_equal(l.ngames, 0);
	game_list_clear(&l);
	store_player_free(ana);
}

static void
test_list_contests(void **state)
{
	struct tg *t = *state;
	struct contest_opts co;
	struct game_entry_in in;
	struct game_entry_outcome eo;
	struct game_sender s;
	struct game_list l;
	struct player *ana = NULL;
	char *cause = NULL;
	long long open_id;

	memset(&co, 0, sizeof co);
	co.name = "Flacara";
	co.variant = "classic";
	co.seed = "lista";
	co.round_days = 7;
	co.address = "concurs@ziar.test";
	tg_ok(game_contest_create(&t->g, &co, t->t0, &cause), cause);
	tg_ok(game_contest_start(&t->g, "Flacara", t->t0, NULL, &cause),
	    cause);
	/* A registered contest, not started: not listed. */
	co.name = "Club";
	co.seed = "club";
	co.entry = "registered";
	co.address = NULL;
	tg_player(t, "ana");
	tg_ok(game_contest_create(&t->g, &co, t->t0, &cause), cause);
	tg_ok(game_contest_join(&t->g, "Club", "ana", t->t0, &cause), cause);
	/* A reader: the open contest only, round 1, not entered. */
	memset(&s, 0, sizeof s);
	s.address = "maria@example.ro";
	tg_ok(game_list_get(&t->g, &s, &l, &cause), cause);
	assert_int_equal(l.ncontests, 1);
	assert_string_equal(l.contests[0].name, "Flacara");
	assert_int_equal(l.contests[0].round, 1);
	assert_int_equal(l.contests[0].entered, 0);
	assert_int_equal(l.contests[0].due, t->t0 + 7 * TG_DAY);
	assert_true(strlen(l.contests[0].deadline) > 0);
	open_id = l.contests[0].id;
	game_list_clear(&l);
	/* Her entry is in. */
	memset(&in, 0, sizeof in);
	in.contest_id = open_id;
	in.round = 1;
	in.move = "H8 AB";
	in.claimed = -1;
	in.claimed2 = -1;
	in.claimed_total = -1;
	in.now = t->t0 + 60;
	tg_ok(game_entry(&t->g, &s, &in, &eo, &cause), cause);
	assert_true(eo.code == GAME_ENTRY_RECEIVED ||
	    eo.code == GAME_ENTRY_JUDGED);
	game_entry_outcome_clear(&eo);
	tg_ok(game_list_get(&t->g, &s, &l, &cause), cause);
	assert_int_equal(l.ncontests, 1);
	assert_int_equal(l.contests[0].entered, 1);
	game_list_clear(&l);
	/* ana signed on: by her address, not the mail's; not entered. */
	tg_ok(store_player_find(t->st, "ana", &ana, &cause), cause);
	s.player = ana;
	tg_ok(game_list_get(&t->g, &s, &l, &cause), cause);
	assert_int_equal(l.ncontests, 1);
	assert_int_equal(l.contests[0].entered, 0);
	assert_int_equal(l.contests[0].registered, 0);
	game_list_clear(&l);
	store_player_free(ana);
}

/* --- the commands, on whole mail texts --- */

/* Run text as a mail of player name (signed on), at t->t0: the reply's
 * XML (the caller frees). */
static char *
run_as(struct tg *t, const char *name, const char *text)
{
	struct cmd_ctx ctx;
	struct mail_msg *msg = xcalloc(1, sizeof *msg);
	char *cause = NULL, *xml;

	msg->from_addr = g_strdup_printf("%s@example.ro", name);
	memset(&ctx, 0, sizeof ctx);
	ctx.st = t->st;
	ctx.conf = t->conf;
	ctx.msg = msg;
	ctx.reply = report_reply_new("ro");
	ctx.now = t->t0;
	ctx.lang = xstrdup("ro");
	ctx.game = &t->g;
	tg_ok(store_player_find(t->st, name, &ctx.player, &cause), cause);
	tg_ok(cmd_run_text(&ctx, text, &cause), cause);
	xml = report_reply_xml(ctx.reply);
	cmd_ctx_clear(&ctx);
	report_reply_free(ctx.reply);
	mail_msg_free(msg);
	return xml;
}

static void
has(const char *xml, const char *want)
{
	if (strstr(xml, want) == NULL)
		fail_msg("the reply lacks '%s':\n%s", want, xml);
}

static void
lacks(const char *xml, const char *unwanted)
{
	if (strstr(xml, unwanted) != NULL)
		fail_msg("the reply holds '%s':\n%s", unwanted, xml);
}

static void
test_cmd_message_lines(void **state)
{
	struct tg *t = *state;
	struct game_play_from mover;
	char *xml, *text, *hist, *cause = NULL;
	long long id;

	id = tg_game(t, two, 2, "mesaje", 1);
	mover = tg_mover(t, id, NULL);
	/* The next line is text, a command in lower case too; the line in
	 * capitals is the next command, run (it is not ana's turn or it
	 * is: either way a MOVE item). */
	text = g_strdup_printf("MESAJ %lld Bravo!\npas cu pas\nPAS %lld 1\n",
	    id, id);
	xml = run_as(t, "ana", text);
	has(xml, "code=\"message.ok\"");
	has(xml, "text=\"Bravo!&#10;pas cu pas\"");
	has(xml, "cmd=\"PASS\"");
	free(xml);
	g_free(text);
	/* An empty line ends it; LISTA after it runs. */
	text = g_strdup_printf("MESAJ %lld Unu\n\nLISTA\n", id);
	xml = run_as(t, "ana", text);
	has(xml, "text=\"Unu\"");
	has(xml, "code=\"list\"");
	free(xml);
	g_free(text);
	/* A line that carries or may carry a password ends the text, in
	 * lower case or mistyped too: read as the command it is, never sent
	 * to the opponent nor quoted back (fuzz-cmd-parse, issue 18). */
	text = g_strdup_printf("MESAJ %lld Doi\nSIGNONN ana parolaana2\n",
	    id);
	xml = run_as(t, "ana", text);
	has(xml, "text=\"Doi\"");
	lacks(xml, "parolaana2");
	free(xml);
	g_free(text);
	text = g_strdup_printf("MESAJ %lld Trei\nsignon ana parolaana3\n",
	    id);
	xml = run_as(t, "ana", text);
	has(xml, "text=\"Trei\"");
	has(xml, "cmd=\"SIGNON\"");
	lacks(xml, "parolaana3");
	free(xml);
	g_free(text);
	/* SIGNON or PAROLA alone, the password on the next line: the text
	 * ends above them and the password is neither sent nor quoted. */
	text = g_strdup_printf("MESAJ %lld Patru\nSIGNON\nana parolaana4\n"
	    "MESAJ %lld Cinci\nParola\nparolaana5\n", id, id);
	xml = run_as(t, "ana", text);
	has(xml, "text=\"Patru\"");
	has(xml, "text=\"Cinci\"");
	has(xml, "code=\"cmd.password-line\"");
	lacks(xml, "parolaana4");
	lacks(xml, "parolaana5");
	free(xml);
	g_free(text);
	/* No text: refused, and nothing recorded. */
	text = g_strdup_printf("MESAJ %lld\n", id);
	xml = run_as(t, "ana", text);
	has(xml, "code=\"message.empty\"");
	free(xml);
	g_free(text);
	xml = run_as(t, "ana", "MESAJ doisprezece Salut\n");
	has(xml, "code=\"message.usage\"");
	free(xml);
	tg_ok(game_message_history(&t->g, id, 1, &hist, &cause), cause);
	assert_string_equal(hist, "message\t0\tana\tBravo!\\npas cu pas\n"
	    "message\t1\tana\tUnu\n"
	    "message\t1\tana\tDoi\n"
	    "message\t1\tana\tTrei\n"
	    "message\t1\tana\tPatru\n"
	    "message\t1\tana\tCinci\n");
	free(hist);
	(void)mover;
}

static void
test_cmd_list_help(void **state)
{
	struct tg *t = *state;
	char *xml, *p, *q;
	long long g1, g2;

	g1 = tg_game(t, two, 2, "lista-1", 1);
	g2 = tg_game(t, three, 3, "lista-2", 1);
	xml = run_as(t, "ana", "LISTA\n");
	has(xml, "code=\"list\"");
	has(xml, "games=\"2\" contests=\"0\" context=\"player\"");
	assert_non_null(p = strstr(xml, "code=\"list.game\""));
	assert_non_null(strstr(p + 1, "code=\"list.game\""));
	free(xml);
	/* HELP: the intro, each game, the commands last. */
	xml = run_as(t, "bogdan", "AJUTOR\n");
	assert_non_null(p = strstr(xml, "code=\"help\""));
	has(p, "games=\"2\"");
	assert_non_null(q = strstr(p, "code=\"help.game\""));
	assert_non_null(q = strstr(q + 1, "code=\"help.game\""));
	assert_non_null(strstr(q, "code=\"help.commands\""));
	lacks(xml, "code=\"help.contest\"");
	free(xml);
	(void)g1;
	(void)g2;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_relay, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_after_moves_and_wrap,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_refusals, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_rate_limit, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_list_games, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_list_contests, tg_setup,
		    tg_teardown),
		cmocka_unit_test_setup_teardown(test_cmd_message_lines,
		    tg_setup, tg_teardown),
		cmocka_unit_test_setup_teardown(test_cmd_list_help, tg_setup,
		    tg_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
