/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-contest.c: "scrabmail contest create|join|start|show|close-round|
 * standings" and "scrabmail tick": duplicate contests from the command
 * line (game-contest.h does the work).  Every change runs in one
 * transaction with the mails it sends.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dup.h"
#include "game-champ.h"
#include "game-clock.h"
#include "game-contest.h"
#include "store.h"
#include "util.h"

static void
contest_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail contest create NAME --variant V [--entry "
	    "open|registered]\n"
	    "           [--address ADDR] [--lexicon FILE] [--seed S] "
	    "[--round-days N]\n"
	    "           [--solo-bonus on|off] [--feedback "
	    "on-receipt|after-deadline]\n"
	    "           [--score-required on|off]\n"
	    "       scrabmail contest join NAME PLAYER\n"
	    "       scrabmail contest start NAME\n"
	    "       scrabmail contest show NAME [--round N]\n"
	    "       scrabmail contest close-round NAME\n"
	    "       scrabmail contest standings NAME\n"
	    "Variants: classic, top, eliptic, tactic, completiv, superjoker, "
	    "metagrama.\n"
	    "An open contest (a newspaper's) takes entries from anyone; a "
	    "registered one\n(a championship's) from the players who joined.  "
	    "'start' draws round 1 and\nmails it to the players, or prints it "
	    "for an open contest to publish;\n'close-round' judges the current "
	    "round, mails the results and the next round.\n"
	    "'show' begins with round<TAB>N, board<TAB>CGP, rack<TAB>RACK, "
	    "deadline<TAB>ISO,\nthen the entries, "
	    "entry<TAB>NAME<TAB>MOVE<TAB>CLAIMED (and once judged\n"
	    "<TAB>SCORE<TAB>WARNINGS<TAB>VERDICT); 'standings' prints "
	    "RANK<TAB>NAME<TAB>TOTAL<TAB>PERCENT-OF-TOP.\n");
}

static int
onoff(const char *s, int *v)
{
	if (strcmp(s, "on") == 0 || strcmp(s, "yes") == 0)
		*v = 1;
	else if (strcmp(s, "off") == 0 || strcmp(s, "no") == 0)
		*v = 0;
	else
		return -1;
	return 0;
}

static int
print_entry(void *arg, const struct entry *e)
{
	(void)arg;
	printf("entry\t%s\t%s", e->name, e->move);
	if (e->move2 != NULL)
		printf(" / %s", e->move2);
	if (e->claimed >= 0)
		printf("\t%d", e->claimed);
	else
		printf("\t-");
	if (e->verdict != NULL)
		printf("\t%d\t%d\t%s", e->score + e->bonus, e->warnings,
		    e->verdict);
	putchar('\n');
	return 0;
}

static int
show(struct store *st, const struct contest *c, int number, char **cause)
{
	struct round *rd = NULL;
	int rc;

	if ((rc = store_round_get(st, c->id, number, &rd, cause)) != 0) {
		if (rc == 1) {
			log_warnx("contest %s has %s", c->name, number ?
			    "no such round" : "not started ('scrabmail contest "
			    "start')");
			return CLI_NEGATIVE;
		}
		return -1;
	}
	printf("round\t%d\nboard\t%s\nrack\t%s\n", rd->number, rd->board,
	    rd->rack);
	if (rd->rack2 != NULL)
		printf("rack2\t%s\n", rd->rack2);
	printf("deadline\t%s\nstatus\t%s\n", rd->deadline, rd->status);
	if (rd->outcome != NULL) {
		printf("outcome\t%s\n", rd->outcome);
		if (rd->top_move != NULL)
			printf("top\t%s\t%d\n", rd->top_move, rd->top_score);
		if (rd->tops != NULL)
			printf("tops\t%s\n", rd->tops);
		if (rd->best_score >= 0)
			printf("best\t%d\n", rd->best_score);
	}
	rc = store_entry_list(st, rd->id, print_entry, NULL, cause);
	store_round_free(rd);
	return rc == 0 ? CLI_OK : -1;
}

struct contest_args {
	struct contest_opts	o;
	long			number;		/* show --round */
};

static const struct option contest_options[] = {
	{ "variant",	required_argument, NULL, 'v' },
	{ "entry",	required_argument, NULL, 'e' },
	{ "address",	required_argument, NULL, 'a' },
	{ "lexicon",	required_argument, NULL, 'l' },
	{ "seed",	required_argument, NULL, 's' },
	{ "round-days",	required_argument, NULL, 'd' },
	{ "solo-bonus",	required_argument, NULL, 'b' },
	{ "feedback",	required_argument, NULL, 'f' },
	{ "score-required", required_argument, NULL, 'r' },
	{ "round",	required_argument, NULL, 'n' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
contest_defaults(struct cli_env *env)
{
	struct contest_args *a = env->opts;

	a->o.round_days = 7;
	a->o.solo_bonus = 1;
}

static int
contest_option(struct cli_env *env, int ch, const char *arg)
{
	struct contest_args *a = env->opts;
	long v;

	switch (ch) {
	case 'v':
		a->o.variant = arg;
		break;
	case 'e':
		if (strcmp(arg, "open") != 0 &&
		    strcmp(arg, "registered") != 0) {
			log_warnx("--entry %s: write open or "
			    "registered", arg);
			return CLI_USAGE;
		}
		a->o.entry = arg;
		break;
	case 'a':
		a->o.address = arg;
		break;
	case 'l':
		a->o.lexicon = arg;
		break;
	case 's':
		a->o.seed = arg;
		break;
	case 'd':
		if (util_parse_long(arg, 1, 365, &v) == -1) {
			log_warnx("--round-days %s: a whole number of "
			    "days from 1 to 365", arg);
			return CLI_USAGE;
		}
		a->o.round_days = (int)v;
		break;
	case 'b':
	case 'r':
		if (onoff(arg, ch == 'b' ? &a->o.solo_bonus :
		    &a->o.score_required) == -1) {
			log_warnx("--%s %s: write on or off",
			    ch == 'b' ? "solo-bonus" : "score-required",
			    arg);
			return CLI_USAGE;
		}
		break;
	case 'f':
		if (strcmp(arg, "on-receipt") != 0 &&
		    strcmp(arg, "after-deadline") != 0) {
			log_warnx("--feedback %s: write on-receipt or "
			    "after-deadline", arg);
			return CLI_USAGE;
		}
		a->o.feedback = arg;
		break;
	case 'n':
		if (util_parse_long(arg, 1, 1000, &a->number) ==
		    -1) {
			log_warnx("--round %s: a round number", arg);
			return CLI_USAGE;
		}
		break;
	}
	return CLI_CONTINUE;
}

static int
create_check(struct cli_env *env)
{
	const struct contest_args *a = env->opts;
	enum sm_dup_variant variant;

	if (env->nargs != 1 || a->o.variant == NULL) {
		if (a->o.variant == NULL)
			log_warnx("contest create: --variant is needed");
		contest_usage(stderr);
		return CLI_USAGE;
	}
	if (!sm_dup_variant_parse(a->o.variant, &variant)) {
		log_warnx("unknown variant '%s': classic, top, eliptic, "
		    "tactic, completiv, superjoker or metagrama", a->o.variant);
		return CLI_USAGE;
	}
	return CLI_OK;
}

/* The contest named by the first word: CLI_OK and *c (the caller frees),
 * CLI_NEGATIVE (said) or CLI_ERROR. */
static int
find_contest(struct cli_env *env, struct contest **c)
{
	int r;

	if ((r = store_contest_find(env->st, env->args[0], c,
	    &env->cause)) == -1)
		return CLI_ERROR;
	if (r == 1) {
		log_warnx("no contest named '%s'", env->args[0]);
		return CLI_NEGATIVE;
	}
	return CLI_OK;
}

static int
contest_show(struct cli_env *env)
{
	const struct contest_args *a = env->opts;
	struct contest *c = NULL;
	int rc;

	if ((rc = find_contest(env, &c)) == CLI_OK &&
	    (rc = show(env->st, c, (int)a->number, &env->cause)) == -1)
		rc = CLI_ERROR;
	store_contest_free(c);
	return rc;
}

static int
contest_standings(struct cli_env *env)
{
	struct contest *c = NULL;
	struct standing_line *lines = NULL;
	size_t nlines = 0, i;
	int rc, sum;

	if ((rc = find_contest(env, &c)) != CLI_OK)
		goto out;
	if (game_standings(&env->g, c, &lines, &nlines, &sum,
	    &env->cause) == -1) {
		rc = CLI_ERROR;
		goto out;
	}
	for (i = 0; i < nlines; i++)
		printf("%d\t%s\t%d\t%.1f\n", lines[i].rank,
		    lines[i].name, strcmp(c->variant, "top") == 0 ?
		    lines[i].tops : lines[i].total, lines[i].percent);
out:
	game_standings_free(lines, nlines);
	store_contest_free(c);
	return rc;
}

static int
contest_create(struct cli_env *env)
{
	struct contest_args *a = env->opts;

	a->o.name = env->args[0];
	return game_contest_create(&env->g, &a->o, util_time(),
	    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

static int
contest_join(struct cli_env *env)
{
	return game_contest_join(&env->g, env->args[0], env->args[1],
	    util_time(), &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

static int
contest_start(struct cli_env *env)
{
	return game_contest_start(&env->g, env->args[0], util_time(),
	    &env->out, &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

static int
contest_close_round(struct cli_env *env)
{
	struct contest *c = NULL;
	int rc;

	if ((rc = find_contest(env, &c)) == CLI_OK &&
	    game_contest_close(&env->g, c->id, util_time(), &env->out,
	    &env->cause) == -1)
		rc = CLI_ERROR;
	store_contest_free(c);
	return rc;
}

/* Every verb opens the templates, as it always did. */
#define CONTEST_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)
#define CONTEST_CHANGE	(CONTEST_READ | CLI_NEEDS_TXN)

/* The words after the verb: the contest's name (join: and a player). */
static const struct cli_verb contest_verbs[] = {
	{ .name = "close-round", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_close_round },
	{ .name = "create", .needs = CONTEST_CHANGE, .check = create_check,
	  .run = contest_create },
	{ .name = "join", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_join },
	{ .name = "show", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_show },
	{ .name = "standings", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_standings },
	{ .name = "start", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_start },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_contest = {
	.name = "contest",
	.summary = "duplicate contests: create, join, start, show, close a "
	    "round, standings",
	.usage = contest_usage,
	.opts_size = sizeof(struct contest_args),
	.defaults = contest_defaults,
	.options = contest_options,
	.option = contest_option,
	.words = cli_words_verb_name,
	.verbs = contest_verbs,
};

static int
tick_words(struct cli_env *env)
{
	if (env->argc > 1) {
		if (strcmp(env->argv[1], "--help") == 0 ||
		    strcmp(env->argv[1], "-h") == 0) {
			printf("usage: scrabmail tick\nCloses every "
			    "contest round whose deadline has passed (results "
			    "and the next\nround are mailed) and reminds the "
			    "players of a championship who have not\nentered a "
			    "day before a deadline.  Runs the clock of every "
			    "championship game:\nreminders, late notices, "
			    "timeouts, and after downtime the deadlines moved "
			    "on.\nPrints: closed N, reminded N (and timeouts "
			    "N, extended N when any).\n");
			return CLI_OK;
		}
		fprintf(stderr, "usage: scrabmail tick\n");
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
tick_run(struct cli_env *env)
{
	char *cause = NULL;
	struct clock_tick ct;
	size_t closed = 0, reminded = 0;
	int rc = CLI_ERROR;

	memset(&ct, 0, sizeof ct);
	if (game_tick(&env->g, util_time(), &closed, &reminded, &cause) == -1 ||
	    game_champ_tick(&env->g, util_time(), &ct, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
	} else
		rc = CLI_OK;
	printf("closed %zu, reminded %zu\n", closed, reminded + ct.reminded);
	if (ct.timeouts + ct.extended > 0)
		printf("timeouts %zu, extended %zu\n", ct.timeouts,
		    ct.extended);
	return rc;
}

const struct cli_cmd cli_cmd_tick = {
	.name = "tick",
	.summary = "deadlines: close rounds, remind, apply timeouts",
	.words = tick_words,
	.needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE | CLI_NEEDS_TEMPLATES |
	    CLI_NEEDS_GAME,
	.run = tick_run,
};
