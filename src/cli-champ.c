/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-champ.c: "scrabmail championship create|join|start|list|show|
 * standings|crosstable|withdraw": correspondence championships from the
 * command line (game-champ.h does the work).  Every change runs in one
 * transaction with the mails it queues; 'list' and 'show' also write JSON
 * (--json, report-json.h).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cli.h"
#include "game-champ.h"
#include "report-champ.h"
#include "report-json.h"
#include "store.h"
#include "util.h"

static void
champ_usage(FILE *f)
{
	fprintf(f,
"usage: scrabmail championship create NAME [--players-per-game 2..4]\n"
"           [--variant free|maruntel] [--group-size N] [--cycles 1..4]\n"
"           [--days-per-move N] [--remind-days N] [--grace-days N]\n"
"           [--timeout pass|forfeit] [--timeout-limit N]\n"
"           [--illegal-move retry|pass] [--end-scoring on|off] [--rated]\n"
"           [--leave-days N] [--timezone ZONE] [--seed S]\n"
"           [--leader arbiter|player] [--open-signup] [--lexicon FILE]\n"
"       scrabmail championship join NAME PLAYER...\n"
"       scrabmail championship start NAME\n"
"       scrabmail championship list [--running|--over|--waiting] [--json]\n"
"       scrabmail championship show NAME [--json]\n"
"       scrabmail championship standings NAME [--ratings]\n"
"       scrabmail championship crosstable NAME\n"
"       scrabmail championship withdraw NAME PLAYER\n"
"       scrabmail championship replace NAME OLD NEW --reason TEXT\n"
"'create' sets the rules (defaults: 2 players a game, one group, one cycle,\n"
"3 days a move counted in whole days of the time zone, a reminder a day\n"
"before, a timeout counts as a pass (--timeout forfeit: the Nth loses the\n"
"game), an illegal move is refused and the player moves again (--illegal-move\n"
"pass: it costs the turn; liber mărunțel: a wrong move is always a pass),\n"
"racks counted at the end, 30 days of leave a year; liber mărunțel's\n"
"opening, scored for nobody, made by the arbiter: --leader player gives it\n"
"to player 1; --open-signup: registered players may also enter by mail,\n"
"JOIN NAME, until the start; --lexicon: its games are judged with FILE's\n"
"words, recorded by identity; default the configured or default lexicon).\n"
"'start' deals the players into groups and starts every game of the round\n"
"robin at once, mailing each player.  'list' prints\n"
"NAME<TAB>VARIANT<TAB>STATUS<TAB>PLAYERS<TAB>GAMES<TAB>PLAYING per championship\n"
"(STATUS new, playing or over; PLAYING: its games in play); --running: the\n"
"ones playing, --over: the finished ones, --waiting: the ones waiting for\n"
"players (not started).  'show' prints\n"
"game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE<TAB>DEADLINE per game (DEADLINE:\n"
"the turn's, ISO 8601 UTC, '-' once over); 'standings' prints\n"
"RANK<TAB>PLAYER<TAB>POINTS<TAB>SPREAD (with --ratings, a rated championship\n"
"adds RATING<TAB>CHANGE; an unrated one says so and prints the standings\n"
"alone); 'crosstable' one line per player and group;\n"
"'withdraw' ends each game the player is still playing as a resignation\n"
"(a forfeit in the standings) and prints how many.  'replace' gives the\n"
"registered player NEW (not yet in the championship) OLD's seat in each game\n"
"OLD is still playing (position, rack and score as they are; OLD's finished\n"
"games keep their results), tells every player of those games with the\n"
"reason, records it in each game's history and prints how many.  --json:\n"
"'list' and 'show' as one JSON document (doc/JSON.md).\n");
}

static int
parse_int(const char *opt, const char *arg, long lo, long hi, int *out)
{
	long v;

	if (util_parse_long(arg, lo, hi, &v) == -1) {
		log_warnx("%s %s: a number from %ld to %ld", opt, arg, lo, hi);
		return -1;
	}
	*out = (int)v;
	return 0;
}

struct champ_args {
	struct champ_opts	o;
	int			ratings;	/* standings --ratings */
	const char		*reason;	/* replace --reason */
	int			filter;		/* list: 0 or CLI_FILTER_* */
	int			json;
};

static const struct option champ_options[] = {
	{ "players-per-game", required_argument, NULL, 'p' },
	{ "variant",	    required_argument, NULL, 'v' },
	{ "group-size",	    required_argument, NULL, 'g' },
	{ "cycles",	    required_argument, NULL, 'c' },
	{ "days-per-move",  required_argument, NULL, 'd' },
	{ "remind-days",    required_argument, NULL, 'r' },
	{ "grace-days",	    required_argument, NULL, 'G' },
	{ "timeout",	    required_argument, NULL, 't' },
	{ "timeout-limit",  required_argument, NULL, 'l' },
	{ "illegal-move",   required_argument, NULL, 'i' },
	{ "leader",	    required_argument, NULL, 'O' },
	{ "end-scoring",    required_argument, NULL, 'e' },
	{ "rated",	    no_argument,       NULL, 'R' },
	{ "leave-days",	    required_argument, NULL, 'L' },
	{ "timezone",	    required_argument, NULL, 'z' },
	{ "seed",	    required_argument, NULL, 's' },
	{ "lexicon",	    required_argument, NULL, 'X' },
	{ "ratings",	    no_argument,       NULL, 'a' },
	{ "reason",	    required_argument, NULL, 'W' },
	{ "running",	    no_argument,       NULL, CLI_FILTER_RUNNING },
	{ "over",	    no_argument,       NULL, CLI_FILTER_OVER },
	{ "waiting",	    no_argument,       NULL, CLI_FILTER_WAITING },
	{ "json",	    no_argument,       NULL, 'j' },
	{ "open-signup",    no_argument,       NULL, 'o' },
	{ "help",	    no_argument,       NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
champ_defaults(struct cli_env *env)
{
	struct champ_args *a = env->opts;

	game_champ_opts_init(&a->o);
}

static int
champ_option(struct cli_env *env, int ch, const char *arg)
{
	struct champ_args *a = env->opts;

	switch (ch) {
	case 'p':
		if (parse_int("--players-per-game", arg, 2, 8,
		    &a->o.players_per_game) == -1)
			return CLI_USAGE;
		break;
	case 'v':
		a->o.variant = arg;
		break;
	case 'g':
		if (parse_int("--group-size", arg, 0, 1000,
		    &a->o.group_size) == -1)
			return CLI_USAGE;
		break;
	case 'c':
		if (parse_int("--cycles", arg, 1, 4,
		    &a->o.cycles) == -1)
			return CLI_USAGE;
		break;
	case 'd':
		if (parse_int("--days-per-move", arg, 1, 365,
		    &a->o.days_per_move) == -1)
			return CLI_USAGE;
		break;
	case 'r':
		if (parse_int("--remind-days", arg, 0, 365,
		    &a->o.remind_days) == -1)
			return CLI_USAGE;
		break;
	case 'G':
		if (parse_int("--grace-days", arg, 0, 365,
		    &a->o.grace_days) == -1)
			return CLI_USAGE;
		break;
	case 't':
		a->o.timeout = arg;
		break;
	case 'l':
		if (parse_int("--timeout-limit", arg, 1, 100,
		    &a->o.timeout_limit) == -1)
			return CLI_USAGE;
		break;
	case 'i':
		a->o.illegal = arg;
		break;
	case 'O':
		a->o.leader = arg;
		break;
	case 'e':
		if (cli_parse_onoff("--end-scoring", arg,
		    &a->o.end_scoring) == -1)
			return CLI_USAGE;
		break;
	case 'R':
		a->o.rated = 1;
		break;
	case 'L':
		if (parse_int("--leave-days", arg, 0, 366,
		    &a->o.leave_days) == -1)
			return CLI_USAGE;
		break;
	case 'z':
		a->o.timezone = arg;
		break;
	case 's':
		a->o.seed = arg;
		break;
	case 'X':
		a->o.lexicon = arg;
		break;
	case 'a':
		a->ratings = 1;
		break;
	case 'W':
		a->reason = arg;
		break;
	case CLI_FILTER_RUNNING:
	case CLI_FILTER_OVER:
	case CLI_FILTER_WAITING:
		if (cli_filter_set(&a->filter, ch) == -1)
			return CLI_USAGE;
		break;
	case 'j':
		a->json = 1;
		break;
	case 'o':
		a->o.open_signup = 1;
		break;
	}
	return CLI_CONTINUE;
}

/* 'show', 'standings', 'crosstable': r and the text of game_champ_*. */
static int
champ_print(int r, char *text)
{
	if (r == 0)
		fputs(text, stdout);
	free(text);
	return r == 0 ? CLI_OK : r == 1 ? CLI_NEGATIVE : CLI_ERROR;
}

/* 'list': the championships the filter lets through. */
struct champ_listing {
	struct cli_env		*env;
	struct report_json	*j;
	int			 nplayers;
	int			 ngames, nplaying;
};

static int
count_player(void *arg, const struct champ_player *p)
{
	struct champ_listing *cl = arg;

	(void)p;
	cl->nplayers++;
	return 0;
}

static int
count_game(void *arg, long long id)
{
	(void)id;
	(*(int *)arg)++;
	return 0;
}

static int
list_one(void *arg, long long id)
{
	struct champ_listing *cl = arg;
	struct cli_env *env = cl->env;
	struct champ_rec *c = NULL;
	const char *status;
	int rc = -1;

	if (store_champ_get(env->st, id, &c, &env->cause) != 0)
		goto out;
	cl->nplayers = cl->ngames = cl->nplaying = 0;
	if (store_champ_player_list(env->st, id, count_player, cl,
	    &env->cause) != 0 || store_game_list(env->st, id, STORE_GAME_ANY,
	    count_game, &cl->ngames, &env->cause) != 0 ||
	    store_game_list(env->st, id, STORE_GAME_PLAYING, count_game,
	    &cl->nplaying, &env->cause) != 0)
		goto out;
	status = store_game_status_str(c->status);
	if (cl->j == NULL)
		printf("%s\t%s\t%s\t%d\t%d\t%d\n", c->name,
		    sm_free_variant_name(c->variant), status, cl->nplayers,
		    cl->ngames, cl->nplaying);
	else {
		report_json_object_begin(cl->j, NULL);
		report_json_string(cl->j, "name", c->name);
		report_json_string(cl->j, "variant",
		    sm_free_variant_name(c->variant));
		report_json_string(cl->j, "status", status);
		report_json_bool(cl->j, "rated", c->rated);
		report_json_int(cl->j, "players", cl->nplayers);
		report_json_int(cl->j, "games", cl->ngames);
		report_json_int(cl->j, "playing", cl->nplaying);
		report_json_string(cl->j, "started", c->started);
		report_json_object_end(cl->j);
	}
	rc = 0;
out:
	store_champ_rec_free(c);
	return rc;
}

static int
champ_list(struct cli_env *env)
{
	const struct champ_args *a = env->opts;
	struct champ_listing cl;
	enum store_game_status status;

	memset(&cl, 0, sizeof cl);
	cl.env = env;
	status = a->filter == CLI_FILTER_RUNNING ? STORE_GAME_PLAYING :
	    a->filter == CLI_FILTER_OVER ? STORE_GAME_OVER :
	    a->filter == CLI_FILTER_WAITING ? STORE_GAME_NEW : STORE_GAME_ANY;
	if (a->json) {
		cl.j = report_json_new("championships");
		report_json_array_begin(cl.j, "championships");
	}
	if (store_champ_list(env->st, status, list_one, &cl,
	    &env->cause) != 0) {
		report_json_free(cl.j);
		return CLI_ERROR;
	}
	if (cl.j != NULL) {
		report_json_array_end(cl.j);
		cli_json_print(cl.j);
	}
	return CLI_OK;
}

/* 'show --json': the championship as its bulletin has it. */
static void
show_json(const struct report_champ *c)
{
	struct report_json *j = report_json_new("championship");
	const struct report_champ_player *p;
	const struct report_champ_game *gm;
	char when[UTIL_ISO_LEN];
	int i, k;

	report_json_string(j, "name", c->name);
	report_json_string(j, "variant", c->variant);
	report_json_string(j, "status", c->status);
	report_json_bool(j, "rated", c->rated);
	report_json_int(j, "players_per_game", c->players_per_game);
	report_json_int(j, "groups", c->groups);
	report_json_int(j, "days_per_move", c->days_per_move);
	report_json_string(j, "timezone", c->timezone);
	if (c->started != 0)
		util_format_iso8601(c->started, when);
	report_json_string(j, "started", c->started != 0 ? when : NULL);
	report_json_array_begin(j, "standings");
	for (i = 0; i < c->nplayers; i++) {
		p = &c->players[i];
		report_json_object_begin(j, NULL);
		report_json_int(j, "rank", p->rank);
		report_json_string(j, "name", p->name);
		report_json_int(j, "group", p->group);
		report_json_double(j, "points", p->points2 / 2.0);
		report_json_int(j, "spread", p->spread);
		report_json_int(j, "played", p->played);
		report_json_int(j, "playing", p->playing);
		report_json_int(j, "forfeits", p->forfeits);
		if (p->rated) {
			report_json_int(j, "rating", p->rating);
			report_json_int(j, "rating_change", p->rating_change);
		}
		report_json_object_end(j);
	}
	report_json_array_end(j);
	report_json_array_begin(j, "games");
	for (i = 0; i < c->ngames; i++) {
		gm = &c->games[i];
		report_json_object_begin(j, NULL);
		report_json_int(j, "id", gm->id);
		report_json_int(j, "group", gm->group);
		report_json_string(j, "status", gm->status);
		report_json_array_begin(j, "players");
		for (k = 0; k < gm->nseats; k++) {
			report_json_object_begin(j, NULL);
			report_json_string(j, "name", gm->seat[k]);
			report_json_int(j, "score", gm->score[k]);
			report_json_object_end(j);
		}
		report_json_array_end(j);
		report_json_string(j, "to_move", gm->to_move);
		if (gm->deadline != 0)
			util_format_iso8601(gm->deadline, when);
		report_json_string(j, "deadline", gm->deadline != 0 ? when :
		    NULL);
		report_json_string(j, "end", gm->end);
		report_json_object_end(j);
	}
	report_json_array_end(j);
	cli_json_print(j);
}

static int
champ_show(struct cli_env *env)
{
	const struct champ_args *a = env->opts;
	struct report_champ *c = NULL;
	char *text = NULL;
	int r;

	if (!a->json) {
		r = game_champ_show(&env->g, env->args[0], &text, &env->cause);
		return champ_print(r, text);
	}
	if ((r = game_champ_report(&env->g, env->args[0], &c,
	    &env->cause)) == 0)
		show_json(c);
	game_champ_report_free(c);
	return r == 0 ? CLI_OK : r == 1 ? CLI_NEGATIVE : CLI_ERROR;
}

static int
champ_standings(struct cli_env *env)
{
	const struct champ_args *a = env->opts;
	struct champ_rec *c = NULL;
	char *text = NULL;
	int r;

	r = game_champ_standings(&env->g, env->args[0], a->ratings, &text,
	    &env->cause);
	/* Said on stderr: stdout stays the standings' lines. */
	if (r == 0 && a->ratings && store_champ_find(env->st, env->args[0],
	    &c, &env->cause) == 0 && !c->rated)
		log_warnx("championship %s is not rated (it was created "
		    "without --rated): the standings have no ratings",
		    c->name);
	store_champ_rec_free(c);
	return champ_print(r, text);
}

static int
champ_crosstable(struct cli_env *env)
{
	char *text = NULL;
	int r;

	r = game_champ_crosstable(&env->g, env->args[0], &text, &env->cause);
	return champ_print(r, text);
}

/* A change's r: 1 a negative answer, -1 a failure (both with a cause). */
static int
champ_changed(int r)
{
	return r == 0 ? CLI_OK : r == 1 ? CLI_NEGATIVE : CLI_ERROR;
}

static int
champ_create(struct cli_env *env)
{
	struct champ_args *a = env->opts;
	long long id;
	int r;

	a->o.name = env->args[0];
	if ((r = game_champ_create(&env->g, &a->o, util_time(), &id,
	    &env->cause)) == 0)
		env->out = g_strdup_printf("%lld\n", id);
	return champ_changed(r);
}

static int
champ_join(struct cli_env *env)
{
	return champ_changed(game_champ_join(&env->g, env->args[0],
	    (const char *const *)(env->args + 1), env->nargs - 1, util_time(),
	    &env->cause));
}

static int
champ_withdraw(struct cli_env *env)
{
	int r, ngames;

	if ((r = game_champ_withdraw(&env->g, env->args[0], env->args[1],
	    util_time(), &ngames, &env->cause)) == 0)
		env->out = g_strdup_printf("%d %s resigned\n", ngames,
		    util_noun(ngames, "game", "games"));
	return champ_changed(r);
}

static int
champ_replace(struct cli_env *env)
{
	const struct champ_args *a = env->opts;
	int r, ngames;

	if (a->reason == NULL || a->reason[strspn(a->reason, " \t")] ==
	    '\0') {
		log_warnx("championship replace: --reason TEXT is required (it "
		    "is kept in each game's history and mailed to its "
		    "players)");
		return CLI_USAGE;
	}
	if ((r = game_champ_replace(&env->g, env->args[0], env->args[1],
	    env->args[2], a->reason, util_time(), &ngames, &env->cause)) == 0)
		env->out = g_strdup_printf("%d %s taken over\n", ngames,
		    util_noun(ngames, "game", "games"));
	return champ_changed(r);
}

static int
champ_start(struct cli_env *env)
{
	int r, ngames;

	if ((r = game_champ_start(&env->g, env->args[0], util_time(),
	    &ngames, &env->cause)) == 0)
		env->out = g_strdup_printf("%d %s\n", ngames,
		    util_noun(ngames, "game", "games"));
	return champ_changed(r);
}

#define CHAMP_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)
#define CHAMP_CHANGE	(CHAMP_READ | CLI_NEEDS_TXN)

/* The words after the verb: the championship's name, then players. */
static const struct cli_verb champ_verbs[] = {
	{ .name = "create", .min_args = 1, .max_args = 1,
	  .needs = CHAMP_CHANGE, .run = champ_create },
	{ .name = "crosstable", .min_args = 1, .max_args = 1,
	  .needs = CHAMP_READ, .run = champ_crosstable },
	{ .name = "join", .min_args = 2, .max_args = -1,
	  .needs = CHAMP_CHANGE, .run = champ_join },
	{ .name = "list", .max_args = 0, .needs = CHAMP_READ,
	  .run = champ_list },
	{ .name = "replace", .min_args = 3, .max_args = 3,
	  .needs = CHAMP_CHANGE, .run = champ_replace },
	{ .name = "show", .min_args = 1, .max_args = 1,
	  .needs = CHAMP_READ, .run = champ_show },
	{ .name = "standings", .min_args = 1, .max_args = 1,
	  .needs = CHAMP_READ, .run = champ_standings },
	{ .name = "start", .min_args = 1, .max_args = 1,
	  .needs = CHAMP_CHANGE, .run = champ_start },
	{ .name = "withdraw", .min_args = 2, .max_args = 2,
	  .needs = CHAMP_CHANGE, .run = champ_withdraw },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_championship = {
	.name = "championship",
	.summary = "correspondence championships of free games: create, join, "
	    "start, list, show, standings, crosstable, withdraw, replace",
	.usage = champ_usage,
	.opts_size = sizeof(struct champ_args),
	.defaults = champ_defaults,
	.options = champ_options,
	.option = champ_option,
	.verbs = champ_verbs,
};
