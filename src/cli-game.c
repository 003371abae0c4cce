/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-game.c: "scrabmail game create|show|gcg|analysis": free games by
 * mail from the command line (game-play.h does the work; game-analysis.h
 * the analysis of a finished game).  'create' runs in one transaction
 * with the mails it sends.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "game-analysis.h"
#include "game-play.h"
#include "report-analysis.h"
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
	    "       scrabmail game analysis ID [--json]\n"
	    "'create' seats the registered players in an order fixed by the "
	    "seed, draws\nthe racks, mails each player the board and their "
	    "rack, and prints the game's\nnumber.  'show' prints "
	    "game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE,\n"
	    "board<TAB>CGP, scores<TAB>S1<TAB>S2..., then one line a turn:\n"
	    "move<TAB>N<TAB>PLAYER<TAB>KIND<TAB>TEXT<TAB>SCORE.  'gcg' prints "
	    "the game's record\nin GCG (what Quackle and Macondo load).  "
	    "--leader: who opens a liber mărunțel game,\nscored for nobody: "
	    "the arbiter (the program; the default) or player 1.\n"
	    "'analysis' (a game over only) prints one line a turn, "
	    "TURN<TAB>PLAYER<TAB>PLAYED<TAB>\nSCORE<TAB>BEST<TAB>BEST-SCORE "
	    "(PLAYED '-' for a pass, 'exchange LETTERS'; BEST\nthe "
	    "highest-scoring move of the player's rack on that board, equal "
	    "scores ranked\nas the duplicate top), then per player "
	    "total<TAB>NAME<TAB>SCORED<TAB>BEST<TAB>PERCENT;\n--json: the "
	    "same as a JSON document (format scrabmail-analysis, version 1).\n");
}

struct game_args {
	struct game_play_opts	o;
	long long		gid;	/* show, gcg, analysis */
	int			json;	/* analysis --json */
};

static const struct option game_options[] = {
	{ "variant",	 required_argument, NULL, 'v' },
	{ "seed",	 required_argument, NULL, 's' },
	{ "end-scoring", required_argument, NULL, 'e' },
	{ "leader",	 required_argument, NULL, 'l' },
	{ "json",	 no_argument,	    NULL, 'j' },
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
	case 'j':
		a->json = 1;
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

/* 'show', 'gcg' and 'analysis': one game number. */
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

static int
game_analysis(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	struct report_analysis *an = NULL;
	enum game_analysis_code code;
	char *text;

	if (game_analysis_run(&env->g, a->gid, &code, &an, &env->cause) == -1)
		return CLI_ERROR;
	if (code == GAME_ANALYSIS_UNKNOWN_GAME) {
		log_warnx("no game number %lld", a->gid);
		return CLI_NEGATIVE;
	}
	if (code == GAME_ANALYSIS_NOT_OVER) {
		log_warnx("game %lld is not over: its analysis shows every "
		    "player's rack, so it is made only once the game has "
		    "ended", a->gid);
		return CLI_NEGATIVE;
	}
	text = a->json ? report_analysis_json(an, NULL) :
	    report_analysis_text(an);
	fputs(text, stdout);
	free(text);
	report_analysis_free(an);
	return CLI_OK;
}

#define GAME_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)

static const struct cli_verb game_verbs[] = {
	{ .name = "analysis", .needs = GAME_READ, .check = number_check,
	  .run = game_analysis },
	{ .name = "create", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = create_check, .run = game_create },
	{ .name = "gcg", .needs = GAME_READ, .check = number_check,
	  .run = game_gcg },
	{ .name = "show", .needs = GAME_READ, .check = number_check,
	  .run = game_show },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_game = {
	.name = "game",
	.summary = "free games by mail: create, show, print the GCG, "
	    "analyse",
	.usage = game_usage,
	.opts_size = sizeof(struct game_args),
	.defaults = game_defaults,
	.options = game_options,
	.option = game_option,
	.words = cli_words_verb_name,
	.verbs = game_verbs,
};
