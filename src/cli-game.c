/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-game.c: "scrabmail game create|list|show|gcg|analysis": free games
 * by mail from the command line (game-play.h does the work; game-analysis.h
 * the analysis of a finished game).  'create' runs in one transaction with
 * the mails it sends.  'list' and 'show' also write JSON (--json,
 * report-json.h); cli_game_summary gives one game's line or object to
 * 'player show' too.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "game-champ.h"
#include "game-analysis.h"
#include "game-message.h"
#include "game-play.h"
#include "report-analysis.h"
#include "report-json.h"
#include "store.h"
#include "util.h"

static void
game_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail game create PLAYER PLAYER [PLAYER...]\n"
	    "           [--variant free|maruntel] [--seed S] [--end-scoring "
	    "on|off]\n           [--leader arbiter|player]\n"
	    "       scrabmail game list [--running|--over|--waiting] "
	    "[--player NAME]\n           [--json]\n       scrabmail game "
	    "show ID [--json]\n       scrabmail game gcg ID\n"
	    "       scrabmail game analysis ID [--json]\n"
	    "       scrabmail game takeback ID --reason TEXT\n"
	    "       scrabmail game adjudicate ID NAME|draw|double-loss "
	    "--reason TEXT\n       scrabmail game deadline ID DATE --reason "
	    "TEXT\n'create' seats the registered players in an order fixed "
	    "by the seed, draws the\nracks, mails each player the board and "
	    "their rack, and prints the game's\nnumber.  'show' prints "
	    "game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE,\n"
	    "board<TAB>CGP, scores<TAB>S1<TAB>S2..., then one line a turn:\n"
	    "move<TAB>N<TAB>PLAYER<TAB>KIND<TAB>TEXT<TAB>SCORE.  'gcg' "
	    "prints the game's\nrecord in GCG (what Quackle and Macondo "
	    "load).  'list' prints every game, free\n"
	    "or a championship's,\n"
	    "ID<TAB>CHAMPIONSHIP<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE<TAB>DEADLINE "
	    "('-' for\nnone; the deadline of a championship's turn in ISO "
	    "8601 UTC); --running: the\ngames in play, --over: the finished "
	    "ones, --waiting: those waiting for a move\n"
	    "(with --player: for that player's), --player NAME: the games "
	    "NAME plays in.\n--json prints the same as one JSON document "
	    "(doc/JSON.md).  --leader: who opens\na liber mărunțel game, "
	    "scored for nobody: the arbiter (the program; the\n"
	    "default) or player 1.\n'analysis' (a game over only) prints one "
	    "line a turn,\n"
	    "TURN<TAB>PLAYER<TAB>PLAYED<TAB>SCORE<TAB>BEST<TAB>BEST-SCORE "
	    "(PLAYED '-' for a\npass, 'exchange LETTERS'; BEST the "
	    "highest-scoring move of the player's rack on\n"
	    "that board, equal scores ranked as the duplicate top), then per "
	    "player\ntotal<TAB>NAME<TAB>SCORED<TAB>BEST<TAB>PERCENT; --json: "
	    "the same as a JSON\ndocument (format scrabmail-analysis, "
	    "version 1).\nThe arbiter: 'takeback' undoes the game's last "
	    "turn (a game's final turn\nreopens it) and 'adjudicate' ends it "
	    "with a win for the player NAME (or\nwin:NAME), a draw or a "
	    "double loss.  'deadline' moves the deadline of\n"
	    "the turn being played in a championship's game to the end "
	    "(24:00) of DATE\n(YYYY-MM-DD, the championship's time zone).  "
	    "All three need --reason, are\nkept in the game's history and "
	    "are mailed to its players.\n");
}

struct game_args {
	struct game_play_opts	o;
	long long		gid;	/* show, gcg, analysis, the
					   arbiter's */
	int			filter;	/* list: 0 or CLI_FILTER_* */
	const char		*player;	/* list --player */
	int			json;	/* list, show, analysis */
	const char		*reason;	/* the arbiter's */
};

static const struct option game_options[] = {
	{ "variant",	 required_argument, NULL, 'v' },
	{ "seed",	 required_argument, NULL, 's' },
	{ "end-scoring", required_argument, NULL, 'e' },
	{ "leader",	 required_argument, NULL, 'l' },
	{ "running",	 no_argument,	    NULL, CLI_FILTER_RUNNING },
	{ "over",	 no_argument,	    NULL, CLI_FILTER_OVER },
	{ "waiting",	 no_argument,	    NULL, CLI_FILTER_WAITING },
	{ "player",	 required_argument, NULL, 'p' },
	{ "json",	 no_argument,	    NULL, 'j' },
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
	case CLI_FILTER_RUNNING:
	case CLI_FILTER_OVER:
	case CLI_FILTER_WAITING:
		if (cli_filter_set(&a->filter, ch) == -1)
			return CLI_USAGE;
		break;
	case 'p':
		a->player = arg;
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
		cli_verb_usage(env);
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
		cli_verb_usage(env);
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
		    strcmp(env->verb->name, "takeback") == 0 ? " and its "
		    "end is final (an adjudication, or counted by a rated "
		    "or finished championship)" : "");
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

int
cli_game_summary(struct cli_env *env, long long id, struct report_json *j,
    int verbose)
{
	struct game_result r;
	struct champ_rec *c = NULL;
	const char *champ = NULL;
	char when[UTIL_ISO_LEN];
	int i, rc;

	if ((rc = game_play_result(&env->g, id, &r, &env->cause)) != 0)
		goto out;
	/* A championship's game: its championship's name. */
	if (r.champ_id != 0) {
		if (store_champ_get(env->st, r.champ_id, &c,
		    &env->cause) == -1) {
			rc = -1;
			goto out;
		}
		if (c != NULL)
			champ = c->name;
	}
	if (r.deadline != 0)
		util_format_iso8601(r.deadline, when);
	if (j == NULL) {
		printf("%s%lld\t%s\t", verbose ? "game\t" : "", r.id,
		    champ != NULL ? champ : "-");
		for (i = 0; i < r.n; i++)
			printf("%s%s", i > 0 ? "," : "", r.name[i]);
		printf("\t%s\t%s\t%s\n", r.status, r.to_move >= 0 ?
		    r.name[r.to_move] : "-", r.deadline != 0 ? when : "-");
		goto out;
	}
	if (!verbose)
		report_json_object_begin(j, NULL);
	report_json_int(j, "id", r.id);
	report_json_string(j, "championship", champ);
	report_json_string(j, "variant", r.variant);
	report_json_string(j, "status", r.status);
	report_json_array_begin(j, "players");
	for (i = 0; i < r.n; i++) {
		report_json_object_begin(j, NULL);
		report_json_string(j, "name", r.name[i]);
		report_json_int(j, "score", r.score[i]);
		if (r.over) {
			report_json_int(j, "rank", r.rank[i]);
			report_json_bool(j, "forfeit", r.forfeit[i]);
		}
		report_json_object_end(j);
	}
	report_json_array_end(j);
	report_json_string(j, "to_move", r.to_move >= 0 ?
	    r.name[r.to_move] : NULL);
	report_json_string(j, "deadline", r.deadline != 0 ? when : NULL);
	report_json_string(j, "end", r.end);
	if (verbose) {
		report_json_string(j, "board", r.board);
		report_json_string(j, "seed_hash", r.seed_hash);
		report_json_string(j, "seed", r.seed);
	} else
		report_json_object_end(j);
out:
	game_result_clear(&r);
	store_champ_rec_free(c);
	return rc;
}

/* 'list': each game, as the filters let through. */
struct game_listing {
	struct cli_env		*env;
	struct report_json	*j;
	long long		 player_id;	/* --player, or 0 */
};

static int
list_one(void *arg, long long id)
{
	struct game_listing *gl = arg;
	struct cli_env *env = gl->env;
	const struct game_args *a = env->opts;
	struct game_result r;
	int keep, i, rc;

	if ((rc = game_play_result(&env->g, id, &r, &env->cause)) != 0) {
		game_result_clear(&r);
		return rc == 1 ? 0 : -1;
	}
	/* --running and --waiting: a game in play; --waiting with
	 * --player: that player to move. */
	keep = a->filter == CLI_FILTER_OVER ? r.over : a->filter == 0 ||
	    (!r.over && r.to_move >= 0);
	if (keep && a->filter == CLI_FILTER_WAITING && gl->player_id != 0)
		for (i = 0, keep = 0; i < r.n; i++)
			if (r.player_id[i] == gl->player_id && i == r.to_move)
				keep = 1;
	game_result_clear(&r);
	if (!keep)
		return 0;
	return cli_game_summary(env, id, gl->j, 0) == 0 ? 0 : -1;
}

static int
game_list(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	struct game_listing gl;
	struct player *p = NULL;
	int r, rc = CLI_ERROR;

	memset(&gl, 0, sizeof gl);
	gl.env = env;
	if (a->player != NULL) {
		if ((r = store_player_find(env->st, a->player, &p,
		    &env->cause)) == -1)
			goto out;
		if (r == 1) {
			log_warnx("no player named '%s' ('scrabmail player "
			    "list' shows them)", a->player);
			rc = CLI_NEGATIVE;
			goto out;
		}
		gl.player_id = p->id;
	}
	if (a->json) {
		gl.j = report_json_new("games");
		report_json_array_begin(gl.j, "games");
	}
	r = p != NULL ? store_game_list_player(env->st, p->id, STORE_GAME_ANY,
	    list_one, &gl, &env->cause) : store_game_list_all(env->st,
	    STORE_GAME_ANY, list_one, &gl, &env->cause);
	if (r != 0)
		goto out;
	if (gl.j != NULL) {
		report_json_array_end(gl.j);
		cli_json_print(gl.j);
		gl.j = NULL;
	}
	rc = CLI_OK;
out:
	report_json_free(gl.j);
	store_player_free(p);
	return rc;
}

static int
show_move(void *arg, const struct game_move_rec *m)
{
	struct report_json *j = arg;

	report_json_object_begin(j, NULL);
	report_json_int(j, "number", m->number);
	report_json_int(j, "seat", m->seat + 1);
	report_json_string(j, "kind", store_move_kind_str(m->kind));
	report_json_string(j, "cause", store_move_cause_str(m->cause));
	report_json_string(j, "text", m->text);
	report_json_int(j, "score", m->score);
	report_json_int(j, "total", m->total);
	report_json_object_end(j);
	return 0;
}

static int
show_json(struct cli_env *env, long long id)
{
	struct report_json *j = report_json_new("game");
	int rc;

	if ((rc = cli_game_summary(env, id, j, 1)) != 0)
		goto out;
	report_json_array_begin(j, "moves");
	if (store_game_move_list(env->st, id, show_move, j,
	    &env->cause) != 0) {
		rc = -1;
		goto out;
	}
	report_json_array_end(j);
	cli_json_print(j);
	j = NULL;
out:
	report_json_free(j);
	if (rc == 1)
		log_warnx("no game number %lld", id);
	return rc == 0 ? CLI_OK : rc == 1 ? CLI_NEGATIVE : CLI_ERROR;
}

static int
game_show(struct cli_env *env)
{
	const struct game_args *a = env->opts;
	char *text = NULL;
	int r;

	if (a->json)
		return show_json(env, a->gid);
	r = game_play_show(&env->g, a->gid, &text, &env->cause);
	/* Then the players' messages (game-message.h), never published. */
	if (r == 0) {
		char *msgs = NULL, *both;

		if (game_message_history(&env->g, a->gid, 1, &msgs,
		    &env->cause) == -1) {
			free(text);
			return CLI_ERROR;
		}
		both = g_strconcat(text, msgs, NULL);
		free(text);
		free(msgs);
		text = xstrdup(both);
		g_free(both);
	}
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
	{ .name = "adjudicate", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_adjudicate },
	{ .name = "create", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = create_check, .run = game_create },
	{ .name = "deadline", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_deadline },
	{ .name = "gcg", .needs = GAME_READ, .check = number_check,
	  .run = game_gcg },
	{ .name = "list", .max_args = 0, .needs = GAME_READ,
	  .run = game_list },
	{ .name = "show", .needs = GAME_READ, .check = number_check,
	  .run = game_show },
	{ .name = "takeback", .needs = GAME_READ | CLI_NEEDS_TXN,
	  .check = arbiter_check, .run = game_takeback },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_game = {
	.name = "game",
	.summary = "free games by mail: create, list, show, print the GCG, "
	    "analyse; the arbiter's takeback, adjudication, deadlines",
	.usage = game_usage,
	.opts_size = sizeof(struct game_args),
	.defaults = game_defaults,
	.options = game_options,
	.option = game_option,
	.verbs = game_verbs,
};
