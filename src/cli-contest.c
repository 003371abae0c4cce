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
#include "conf.h"
#include "dup.h"
#include "game-champ.h"
#include "game-clock.h"
#include "game-contest.h"
#include "report-reply.h"
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

int
cli_contest(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
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
	struct contest_opts o;
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct report_templates *tpl = NULL;
	struct contest *c = NULL;
	struct standing_line *lines = NULL;
	struct game_ctx g;
	enum sm_dup_variant variant;
	const char *verb;
	char *cause = NULL, *text = NULL;
	size_t nlines = 0, i;
	long v, number = 0;
	int ch, rc, sum, game_up = 0, tx = 0;

	memset(&o, 0, sizeof o);
	o.round_days = 7;
	o.solo_bonus = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			o.variant = optarg;
			break;
		case 'e':
			if (strcmp(optarg, "open") != 0 &&
			    strcmp(optarg, "registered") != 0) {
				log_warnx("--entry %s: write open or "
				    "registered", optarg);
				return CLI_USAGE;
			}
			o.entry = optarg;
			break;
		case 'a':
			o.address = optarg;
			break;
		case 'l':
			o.lexicon = optarg;
			break;
		case 's':
			o.seed = optarg;
			break;
		case 'd':
			if (util_parse_long(optarg, 1, 365, &v) == -1) {
				log_warnx("--round-days %s: a whole number of "
				    "days from 1 to 365", optarg);
				return CLI_USAGE;
			}
			o.round_days = (int)v;
			break;
		case 'b':
		case 'r':
			if (onoff(optarg, ch == 'b' ? &o.solo_bonus :
			    &o.score_required) == -1) {
				log_warnx("--%s %s: write on or off",
				    ch == 'b' ? "solo-bonus" : "score-required",
				    optarg);
				return CLI_USAGE;
			}
			break;
		case 'f':
			if (strcmp(optarg, "on-receipt") != 0 &&
			    strcmp(optarg, "after-deadline") != 0) {
				log_warnx("--feedback %s: write on-receipt or "
				    "after-deadline", optarg);
				return CLI_USAGE;
			}
			o.feedback = optarg;
			break;
		case 'n':
			if (util_parse_long(optarg, 1, 1000, &number) == -1) {
				log_warnx("--round %s: a round number", optarg);
				return CLI_USAGE;
			}
			break;
		case 'h':
			contest_usage(stdout);
			return CLI_OK;
		default:
			contest_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (argc - optind < 2) {
		contest_usage(stderr);
		return CLI_USAGE;
	}
	verb = argv[optind];
	o.name = argv[optind + 1];
	if ((strcmp(verb, "join") == 0) != (argc - optind == 3) ||
	    argc - optind > 3 ||
	    (strcmp(verb, "create") == 0 && o.variant == NULL)) {
		if (strcmp(verb, "create") == 0 && o.variant == NULL)
			log_warnx("contest create: --variant is needed");
		contest_usage(stderr);
		return CLI_USAGE;
	}
	if (strcmp(verb, "create") == 0 && !sm_dup_variant_parse(o.variant,
	    &variant)) {
		log_warnx("unknown variant '%s': classic, top, eliptic, tactic, "
		    "completiv, superjoker or metagrama", o.variant);
		return CLI_USAGE;
	}
	if (strcmp(verb, "create") != 0 && strcmp(verb, "join") != 0 &&
	    strcmp(verb, "start") != 0 && strcmp(verb, "show") != 0 &&
	    strcmp(verb, "close-round") != 0 &&
	    strcmp(verb, "standings") != 0) {
		contest_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	rc = CLI_ERROR;
	if ((tpl = report_templates_open(conf->templates, &cause)) == NULL)
		goto fail;
	game_ctx_init(&g, st, conf, tpl);
	game_up = 1;
	if (strcmp(verb, "show") == 0 || strcmp(verb, "standings") == 0 ||
	    strcmp(verb, "close-round") == 0) {
		if ((ch = store_contest_find(st, o.name, &c, &cause)) == -1)
			goto fail;
		if (ch == 1) {
			log_warnx("no contest named '%s'", o.name);
			rc = CLI_NEGATIVE;
			goto out;
		}
	}
	if (strcmp(verb, "show") == 0) {
		if ((rc = show(st, c, (int)number, &cause)) == -1)
			goto fail;
		goto out;
	}
	if (strcmp(verb, "standings") == 0) {
		if (game_standings(&g, c, &lines, &nlines, &sum, &cause) == -1)
			goto fail;
		for (i = 0; i < nlines; i++)
			printf("%d\t%s\t%d\t%.1f\n", lines[i].rank,
			    lines[i].name, strcmp(c->variant, "top") == 0 ?
			    lines[i].tops : lines[i].total, lines[i].percent);
		rc = CLI_OK;
		goto out;
	}
	if (store_begin(st, &cause) == -1)
		goto fail;
	tx = 1;
	if (strcmp(verb, "create") == 0)
		ch = game_contest_create(&g, &o, util_time(), &cause);
	else if (strcmp(verb, "join") == 0)
		ch = game_contest_join(&g, o.name, argv[optind + 2],
		    util_time(), &cause);
	else if (strcmp(verb, "start") == 0)
		ch = game_contest_start(&g, o.name, util_time(), &text, &cause);
	else
		ch = game_contest_close(&g, c->id, util_time(), &text, &cause);
	if (ch == -1 || store_commit(st, &cause) == -1)
		goto fail;
	tx = 0;
	if (text != NULL)
		fputs(text, stdout);
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	if (tx)
		store_rollback(st);
	free(text);
	game_standings_free(lines, nlines);
	store_contest_free(c);
	if (game_up)
		game_ctx_clear(&g);
	report_templates_free(tpl);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}

int
cli_tick(struct cli_ctx *ctx, int argc, char **argv)
{
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct report_templates *tpl = NULL;
	struct game_ctx g;
	char *cause = NULL;
	struct clock_tick ct;
	size_t closed = 0, reminded = 0;
	int rc;

	if (argc > 1) {
		if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
			printf("usage: scrabmail tick\nCloses every contest "
			    "round whose deadline has passed (results and the "
			    "next\nround are mailed) and reminds the players of "
			    "a championship who have not\nentered a day before "
			    "a deadline.  Runs the clock of every championship "
			    "game:\nreminders, late notices, timeouts, and "
			    "after downtime the deadlines moved on.\nPrints: "
			    "closed N, reminded N (and timeouts N, extended N "
			    "when any).\n");
			return CLI_OK;
		}
		fprintf(stderr, "usage: scrabmail tick\n");
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	rc = CLI_ERROR;
	if ((tpl = report_templates_open(conf->templates, &cause)) == NULL) {
		log_warnx("%s", cause);
		free(cause);
		goto out;
	}
	game_ctx_init(&g, st, conf, tpl);
	memset(&ct, 0, sizeof ct);
	if (game_tick(&g, util_time(), &closed, &reminded, &cause) == -1 ||
	    game_champ_tick(&g, util_time(), &ct, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
	} else
		rc = CLI_OK;
	printf("closed %zu, reminded %zu\n", closed, reminded + ct.reminded);
	if (ct.timeouts + ct.extended > 0)
		printf("timeouts %zu, extended %zu\n", ct.timeouts,
		    ct.extended);
	game_ctx_clear(&g);
out:
	report_templates_free(tpl);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}
