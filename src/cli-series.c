/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-series.c: "scrabmail series create|add|remove|close|list|show|
 * standings": series of duplicate contests ranked together, from the
 * command line (game-series.h does the work; "scrabmail publish NAME"
 * writes a series' page).  Every change runs in one transaction; 'list'
 * and 'show' also write JSON (--json, report-json.h).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game-series.h"
#include "report-json.h"
#include "report-series.h"
#include "store.h"
#include "util.h"

static void
series_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail series create NAME [--title T] [--scoring "
	    "classic|top]\n       scrabmail series add NAME CONTEST\n"
	    "       scrabmail series remove NAME CONTEST\n"
	    "       scrabmail series close NAME\n       scrabmail series "
	    "list [--json]\n       scrabmail series show NAME [--json]\n"
	    "       scrabmail series standings NAME\n"
	    "A series ranks duplicate contests together (a yearly ranking, a "
	    "championship\nof several games): classic by the total score, "
	    "top by the number of tops\n(Top-variant contests only; every "
	    "other variant goes in a classic series).\n"
	    "A contest is in at most one series; 'close' ends the series (no "
	    "more adding or\nremoving).  'show' prints series<TAB>NAME, "
	    "title<TAB>T, scoring<TAB>S,\nstatus<TAB>S, then "
	    "contest<TAB>N<TAB>NAME<TAB>VARIANT<TAB>STATUS<TAB>ROUNDS per\n"
	    "contest; 'standings' prints\n"
	    "RANK<TAB>NAME<TAB>TOTAL<TAB>PERCENT-OF-TOPS<TAB>CONTESTS "
	    "(TOTAL: the points, or\nthe tops when scored by tops; the "
	    "percentage of the sum of the tops of all the\n"
	    "contests).  'list' prints "
	    "NAME<TAB>SCORING<TAB>STATUS<TAB>CONTESTS per series.\n"
	    "--json: 'list' and 'show' (with the standings) as one JSON "
	    "document\n(doc/JSON.md).\n");
}

struct series_args {
	const char	*title;
	const char	*scoring;
	int		 json;
};

static const struct option series_options[] = {
	{ "title",	required_argument, NULL, 't' },
	{ "scoring",	required_argument, NULL, 's' },
	{ "json",	no_argument,	   NULL, 'j' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
series_defaults(struct cli_env *env)
{
	struct series_args *a = env->opts;

	a->scoring = "classic";
}

static int
series_option(struct cli_env *env, int ch, const char *arg)
{
	struct series_args *a = env->opts;

	switch (ch) {
	case 't':
		if (arg[0] == '\0') {
			log_warnx("--title: a title is needed");
			return CLI_USAGE;
		}
		a->title = arg;
		break;
	case 's':
		if (strcmp(arg, "classic") != 0 && strcmp(arg, "top") != 0) {
			log_warnx("--scoring %s: write classic or top", arg);
			return CLI_USAGE;
		}
		a->scoring = arg;
		break;
	case 'j':
		a->json = 1;
		break;
	}
	return CLI_CONTINUE;
}

/* An outcome as a message on stderr: CLI_OK, or CLI_NEGATIVE. */
static int
said(struct cli_env *env, struct game_series_outcome *o)
{
	const char *series = env->args[0];
	const char *contest = env->nargs > 1 ? env->args[1] : "";
	int rc = CLI_NEGATIVE;

	switch (o->code) {
	case GAME_SERIES_OK:
		rc = CLI_OK;
		break;
	case GAME_SERIES_NO_SERIES:
		log_warnx("no series named '%s'", series);
		break;
	case GAME_SERIES_NO_CONTEST:
		log_warnx("no contest named '%s'", contest);
		break;
	case GAME_SERIES_NAME_TAKEN:
		log_warnx("a %s named '%s' exists already: choose another "
		    "name", o->other != NULL ? o->other : "series", series);
		break;
	case GAME_SERIES_IN_SERIES:
		log_warnx("contest %s is in series '%s' already", contest,
		    o->other != NULL ? o->other : "?");
		break;
	case GAME_SERIES_NOT_IN:
		log_warnx("contest %s is not in series %s", contest, series);
		break;
	case GAME_SERIES_WRONG_SCORING:
		log_warnx("contest %s (variant %s) cannot be ranked in series "
		    "%s: a series scored by tops takes the Top variant's "
		    "contests, a classic one the others", contest,
		    o->variant != NULL ? o->variant : "?", series);
		break;
	case GAME_SERIES_OVER:
		log_warnx("series %s is over: its contests are final",
		    series);
		break;
	}
	game_series_outcome_clear(o);
	return rc;
}

static int
series_create(struct cli_env *env)
{
	const struct series_args *a = env->opts;
	struct game_series_outcome o;

	if (game_series_create(&env->g, env->args[0], a->title, a->scoring,
	    util_time(), &o, &env->cause) == -1)
		return CLI_ERROR;
	return said(env, &o);
}

static int
series_add(struct cli_env *env)
{
	struct game_series_outcome o;

	if (game_series_add(&env->g, env->args[0], env->args[1], util_time(),
	    &o, &env->cause) == -1)
		return CLI_ERROR;
	return said(env, &o);
}

static int
series_remove(struct cli_env *env)
{
	struct game_series_outcome o;

	if (game_series_remove(&env->g, env->args[0], env->args[1], &o,
	    &env->cause) == -1)
		return CLI_ERROR;
	return said(env, &o);
}

static int
series_close(struct cli_env *env)
{
	struct game_series_outcome o;

	if (game_series_close(&env->g, env->args[0], &o, &env->cause) == -1)
		return CLI_ERROR;
	return said(env, &o);
}

/* The series named by the first word: CLI_OK and *s, CLI_NEGATIVE (said)
 * or CLI_ERROR. */
static int
report(struct cli_env *env, struct report_series **s)
{
	int r;

	if ((r = game_series_report(&env->g, env->args[0], s,
	    &env->cause)) == -1)
		return CLI_ERROR;
	if (r == 1) {
		log_warnx("no series named '%s'", env->args[0]);
		return CLI_NEGATIVE;
	}
	return CLI_OK;
}

/* 'show --json': the series, its contests and its standings. */
static void
show_json(const struct report_series *s)
{
	struct report_json *j = report_json_new("series");
	const struct report_series_line *l;
	size_t i, k;

	report_json_string(j, "name", s->name);
	report_json_string(j, "title", s->title);
	report_json_string(j, "scoring", s->scoring);
	report_json_string(j, "status", s->status);
	report_json_int(j, "sum_tops", s->sum_tops);
	report_json_array_begin(j, "contests");
	for (i = 0; i < s->ncontests; i++) {
		report_json_object_begin(j, NULL);
		report_json_string(j, "name", s->contests[i].name);
		report_json_string(j, "variant", s->contests[i].variant);
		report_json_string(j, "entry", s->contests[i].entry);
		report_json_string(j, "status", s->contests[i].status);
		report_json_int(j, "rounds", s->contests[i].rounds);
		report_json_object_end(j);
	}
	report_json_array_end(j);
	report_json_array_begin(j, "standings");
	for (i = 0; i < s->nlines; i++) {
		l = &s->lines[i];
		report_json_object_begin(j, NULL);
		report_json_int(j, "rank", l->rank);
		report_json_string(j, "name", l->name);
		report_json_int(j, "total", l->total);
		report_json_int(j, "tops", l->tops);
		report_json_double(j, "percent", l->percent);
		report_json_int(j, "contests", l->played);
		report_json_array_begin(j, "results");
		for (k = 0; k < s->ncontests; k++)
			report_json_int_or_null(j, NULL, l->results[k]);
		report_json_array_end(j);
		report_json_object_end(j);
	}
	report_json_array_end(j);
	cli_json_print(j);
}

/* 'list': each series in brief. */
struct series_listing {
	struct cli_env		*env;
	struct report_json	*j;
};

static int
list_one(void *arg, const char *name)
{
	struct series_listing *sl = arg;
	struct report_series *s = NULL;

	if (game_series_report(&sl->env->g, name, &s,
	    &sl->env->cause) != 0)
		return -1;
	if (sl->j == NULL)
		printf("%s\t%s\t%s\t%zu\n", s->name, s->scoring, s->status,
		    s->ncontests);
	else {
		report_json_object_begin(sl->j, NULL);
		report_json_string(sl->j, "name", s->name);
		report_json_string(sl->j, "title", s->title);
		report_json_string(sl->j, "scoring", s->scoring);
		report_json_string(sl->j, "status", s->status);
		report_json_int(sl->j, "contests", (long long)s->ncontests);
		report_json_object_end(sl->j);
	}
	game_series_report_free(s);
	return 0;
}

static int
series_list(struct cli_env *env)
{
	const struct series_args *a = env->opts;
	struct series_listing sl;

	sl.env = env;
	sl.j = NULL;
	if (a->json) {
		sl.j = report_json_new("series-list");
		report_json_array_begin(sl.j, "series");
	}
	if (store_series_list(env->st, list_one, &sl, &env->cause) != 0) {
		report_json_free(sl.j);
		return CLI_ERROR;
	}
	if (sl.j != NULL) {
		report_json_array_end(sl.j);
		cli_json_print(sl.j);
	}
	return CLI_OK;
}

static int
series_show(struct cli_env *env)
{
	const struct series_args *a = env->opts;
	struct report_series *s = NULL;
	size_t i;
	int rc;

	if ((rc = report(env, &s)) != CLI_OK)
		return rc;
	if (a->json) {
		show_json(s);
		game_series_report_free(s);
		return CLI_OK;
	}
	printf("series\t%s\n", s->name);
	if (s->title != NULL)
		printf("title\t%s\n", s->title);
	printf("scoring\t%s\nstatus\t%s\n", s->scoring, s->status);
	for (i = 0; i < s->ncontests; i++)
		printf("contest\t%zu\t%s\t%s\t%s\t%d\n", i + 1,
		    s->contests[i].name, s->contests[i].variant,
		    s->contests[i].status, s->contests[i].rounds);
	game_series_report_free(s);
	return CLI_OK;
}

static int
series_standings(struct cli_env *env)
{
	struct report_series *s = NULL;
	const struct report_series_line *l;
	size_t i;
	int rc, top;

	if ((rc = report(env, &s)) != CLI_OK)
		return rc;
	top = strcmp(s->scoring, "top") == 0;
	for (i = 0; i < s->nlines; i++) {
		l = &s->lines[i];
		printf("%d\t%s\t%d\t%.1f\t%d\n", l->rank, l->name,
		    top ? l->tops : l->total, l->percent, l->played);
	}
	game_series_report_free(s);
	return CLI_OK;
}

#define SERIES_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)
#define SERIES_CHANGE	(SERIES_READ | CLI_NEEDS_TXN)

/* The words after the verb: the series' name (add, remove: and a
 * contest's). */
static const struct cli_verb series_verbs[] = {
	{ .name = "add", .min_args = 2, .max_args = 2,
	  .needs = SERIES_CHANGE, .run = series_add },
	{ .name = "close", .min_args = 1, .max_args = 1,
	  .needs = SERIES_CHANGE, .run = series_close },
	{ .name = "create", .min_args = 1, .max_args = 1,
	  .needs = SERIES_CHANGE, .run = series_create },
	{ .name = "list", .max_args = 0, .needs = SERIES_READ,
	  .run = series_list },
	{ .name = "remove", .min_args = 2, .max_args = 2,
	  .needs = SERIES_CHANGE, .run = series_remove },
	{ .name = "show", .min_args = 1, .max_args = 1,
	  .needs = SERIES_READ, .run = series_show },
	{ .name = "standings", .min_args = 1, .max_args = 1,
	  .needs = SERIES_READ, .run = series_standings },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_series = {
	.name = "series",
	.summary = "series of duplicate contests ranked together: create, "
	    "add, remove, close, list, show, standings",
	.usage = series_usage,
	.opts_size = sizeof(struct series_args),
	.defaults = series_defaults,
	.options = series_options,
	.option = series_option,
	.verbs = series_verbs,
};
