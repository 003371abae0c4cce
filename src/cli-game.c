/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-game.c: "scrabmail game create|show|gcg": free games by mail from
 * the command line (game-play.h does the work).  'create' runs in one
 * transaction with the mails it sends.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "game-champ.h"
#include "game-play.h"
#include "util.h"

static void
game_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail game create PLAYER PLAYER [PLAYER...] "
	    "[--variant free|maruntel]\n"
	    "           [--seed S] [--end-scoring on|off] "
	    "[--leader arbiter|player]\n"
	    "       scrabmail game show ID\n"
	    "       scrabmail game gcg ID\n"
	    "       scrabmail game takeback ID --reason TEXT\n"
	    "       scrabmail game adjudicate ID NAME|draw|double-loss "
	    "--reason TEXT\n"
	    "       scrabmail game deadline ID DATE --reason TEXT\n"
	    "'create' seats the registered players in an order fixed by the "
	    "seed, draws\nthe racks, mails each player the board and their "
	    "rack, and prints the game's\nnumber.  'show' prints "
	    "game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE,\n"
	    "board<TAB>CGP, scores<TAB>S1<TAB>S2..., then one line a turn:\n"
	    "move<TAB>N<TAB>PLAYER<TAB>KIND<TAB>TEXT<TAB>SCORE.  'gcg' prints "
	    "the game's record\nin GCG (what Quackle and Macondo load).  "
	    "--leader: who opens a liber mărunțel game,\nscored for nobody: "
	    "the arbiter (the program; the default) or player 1.\n"
	    "The arbiter: 'takeback' undoes the game's last turn (a game's "
	    "final turn\nreopens it) and 'adjudicate' ends it with a win "
	    "for the player NAME (or\nwin:NAME), a draw or a double loss.  "
	    "'deadline' moves the deadline of\nthe turn being played in a "
	    "championship's game to the end (24:00) of DATE\n(YYYY-MM-DD, "
	    "the championship's time zone).  All three need --reason, are\n"
	    "kept in the game's history and are mailed to its players.\n");
}

struct game_args {
	struct game_play_opts	o;
	long long		gid;	/* show, gcg, takeback, adjudicate */
	const char		*reason;	/* the arbiter's */
};

static const struct option game_options[] = {
	{ "variant",	 required_argument, NULL, 'v' },
	{ "seed",	 required_argument, NULL, 's' },
	{ "end-scoring", required_argument, NULL, 'e' },
	{ "leader",	 required_argument, NULL, 'l' },
	{ "reason",	 required_argument, NULL, 'r' },
	{ "help",	 no_argument,	    NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
game_defaults(struct cli_env *env)
{
	struct game_args *a = env->opts;

	a->o.end_scoring = 1;
}

static int
game_option(struct cli_env *env, int ch, const char *arg)
{
	struct game_args *a = env->opts;

	switch (ch) {
	case 'v':
		if (strcmp(arg, "free") != 0 &&
		    strcmp(arg, "maruntel") != 0) {
			log_warnx("--variant %s: write free or "
			    "maruntel", arg);
			return CLI_USAGE;
		}
		a->o.variant = arg;
		break;
	case 's':
		a->o.seed = arg;
		break;
	case 'e':
		if (cli_parse_onoff("--end-scoring", arg,
		    &a->o.end_scoring) == -1)
			return CLI_USAGE;
		break;
	case 'l':
		if (strcmp(arg, "arbiter") != 0 &&
		    strcmp(arg, "player") != 0) {
			log_warnx("--leader %s: write arbiter or player", arg);
			return CLI_USAGE;
		}
		a->o.leader = arg;
		break;
	case 'r':
		a->reason = arg;
		break;
	}
	return CLI_CONTINUE;
}

static int
create_check(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	int n = env->nargs;

	if (n < 2 || n > (a->o.variant != NULL &&
	    strcmp(a->o.variant, "maruntel") == 0 ? 8 : 4)) {
		log_warnx("game create: 2 to 4 players (liber "
		    "mărunțel: 2 to 8), not %d", n);
		game_usage(stderr);
		return CLI_USAGE;
	}
	return CLI_OK;
}

/* 'show' and 'gcg': one game number. */
static int
number_check(struct cli_env *env)
{
	struct game_args *a = env->opts;
	long id;

	if (env->nargs != 1 || util_parse_long(env->args[0], 1, 1000000000,
	    &id) == -1) {
		log_warnx("game %s: one game number", env->verb->name);
		game_usage(stderr);
		return CLI_USAGE;
	}
	a->gid = id;
	return CLI_OK;
}

/* 'takeback ID', 'adjudicate ID RESULT' and 'deadline ID DATE', with
 * --reason. */
static int
arbiter_check(struct cli_env *env)
{
	struct game_args *a = env->opts;
	int want = strcmp(env->verb->name, "takeback") == 0 ? 1 : 2;
	long id;

	if (env->nargs != want || util_parse_long(env->args[0], 1,
	    1000000000, &id) == -1) {
		log_warnx("game %s: one game number%s", env->verb->name,
		    want == 1 ? "" : strcmp(env->verb->name, "deadline") ==
		    0 ? " and the new deadline's day (YYYY-MM-DD)" : " and "
		    "the result (a player's name, draw or double-loss)");
		game_usage(stderr);
		return CLI_USAGE;
	}
	if (a->reason == NULL || a->reason[strspn(a->reason, " \t")] ==
	    '\0') {
		log_warnx("game %s: --reason TEXT is required (it is kept in "
		    "the game's history and mailed to its players)",
		    env->verb->name);
		return CLI_USAGE;
	}
	a->gid = id;
	return CLI_OK;
}

/* The arbiter's refusals, as the command line words them. */
static int
arbiter_refused(struct cli_env *env, enum game_play_code code,
    const char *winner)
{
	const struct game_args *a = env->opts;

	switch (code) {
	case GAME_PLAY_OK:
		return CLI_OK;
	case GAME_PLAY_UNKNOWN_GAME:
		log_warnx("no game number %lld", a->gid);
		break;
	case GAME_PLAY_OVER:
		log_warnx("game %lld is over%s", a->gid,
		    strcmp(env->verb->name, "takeback") == 0 ? " by the "
		    "arbiter's adjudication, which is final" : "");
		break;
	case GAME_PLAY_NOTHING:
		log_warnx("game %lld has no move to take back", a->gid);
		break;
	case GAME_PLAY_NO_CLOCK:
		log_warnx("game %lld is not a championship's game: it has no "
		    "deadline", a->gid);
		break;
	case GAME_PLAY_BAD_DATE:
		log_warnx("game deadline: '%s' is not a day after today "
		    "(write YYYY-MM-DD)", env->args[1]);
		break;
	case GAME_PLAY_NOT_IN_GAME:
		log_warnx("'%s' does not play in game %lld (write a player of "
		    "the game, draw or double-loss)", winner, a->gid);
		break;
	default:
		log_warnx("game %lld: refused", a->gid);
		break;
	}
	return CLI_NEGATIVE;
}

static int
game_takeback(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	enum game_play_code code;

	game_champ_attach(&env->g);
	if (game_play_takeback(&env->g, a->gid, a->reason, util_time(), &code,
	    &env->cause) == -1)
		return CLI_ERROR;
	return arbiter_refused(env, code, NULL);
}

static int
game_adjudicate(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	enum game_play_code code;
	const char *res = env->args[1], *result, *winner = NULL;

	if (strcmp(res, "draw") == 0)
		result = "draw";
	else if (strcmp(res, "double-loss") == 0)
		result = "loss";
	else {
		result = "win";
		winner = strncmp(res, "win:", 4) == 0 ? res + 4 : res;
	}
	game_champ_attach(&env->g);
	if (game_play_adjudicate(&env->g, a->gid, result, winner, a->reason,
	    util_time(), &code, &env->cause) == -1)
		return CLI_ERROR;
	return arbiter_refused(env, code, winner);
}

static int
game_deadline(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	enum game_play_code code;

	if (game_play_deadline(&env->g, a->gid, env->args[1], a->reason,
	    util_time(), &code, &env->cause) == -1)
		return CLI_ERROR;
	return arbiter_refused(env, code, NULL);
}

static int
game_create(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	long long gid = 0;

	if (game_play_create(&env->g, (const char *const *)env->args,
	    env->nargs, &a->o, util_time(), &gid, &env->cause) == -1)
		return CLI_ERROR;
	env->out = g_strdup_printf("%lld\n", gid);
	return CLI_OK;
}

/* 'show' or 'gcg': r and the text of game_play_show or game_play_gcg. */
static int
game_print(struct cli_env *env, int r, char *text)
{
	const struct game_args *a = env->opts;

	if (r == 1)
		log_warnx("no game number %lld", a->gid);
	else if (r == 0)
		fputs(text, stdout);
	free(text);
	return r == 0 ? CLI_OK : r == 1 ? CLI_NEGATIVE : CLI_ERROR;
}

static int
game_show(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	char *text = NULL;
	int r;

	r = game_play_show(&env->g, a->gid, &text, &env->cause);
	return game_print(env, r, text);
}

static int
game_gcg(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	char *text = NULL;
	int r;

	r = game_play_gcg(&env->g, a->gid, &text, &env->cause);
	if (r == 0 && text[0] == '\0') {
		/* GCG names two players only: readers refuse a third. */
		log_warnx("game %lld has more than two players: GCG describes "
		    "two-player games only, so none is written (see 'game "
		    "show %lld' for its moves)", a->gid, a->gid);
		free(text);
		return CLI_NEGATIVE;
	}
	return game_print(env, r, text);
}

#define GAME_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)

static const struct cli_verb game_verbs[] = {
	{ .name = "adjudicate", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_adjudicate },
	{ .name = "create", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = create_check, .run = game_create },
	{ .name = "deadline", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_deadline },
	{ .name = "gcg", .needs = GAME_READ, .check = number_check,
	  .run = game_gcg },
	{ .name = "show", .needs = GAME_READ, .check = number_check,
	  .run = game_show },
	{ .name = "takeback", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_takeback },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_game = {
	.name = "game",
	.summary = "free games by mail: create, show, print the GCG; the arbiter's takeback, adjudication and deadlines",
	.usage = game_usage,
	.opts_size = sizeof(struct game_args),
	.defaults = game_defaults,
	.options = game_options,
	.option = game_option,
	.words = cli_words_verb_name,
	.verbs = game_verbs,
};
