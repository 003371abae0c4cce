/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-contest.c: "scrabmail contest create|join|start|list|show|schedule|
 * close-round|standings|warn|eliminate|annul|correct|letters|..." and
 * "scrabmail tick": duplicate contests from the command line
 * (game-contest.h does the work).  Every change runs in one transaction
 * with the mails it sends; 'list' and 'show' also write JSON (--json,
 * report-json.h).
 */
#include "config.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dup.h"
#include "game-champ.h"
#include "game-clock.h"
#include "game-contest.h"
#include "report-json.h"
#include "store.h"
#include "util.h"

/* --round-date given at most this many times. */
#define CONTEST_MAX_DATES 256

static void
contest_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail contest create NAME --variant V [--entry "
	    "open|registered]\n           [--address ADDR] [--lexicon FILE] "
	    "[--seed S] [--round-days N]\n           [--deadline \"DAY "
	    "HH:MM\"] [--round-date N=\"YYYY-MM-DD HH:MM\"]...\n"
	    "           [--solo-bonus on|off] [--feedback "
	    "on-receipt|after-deadline]\n           [--score-required "
	    "on|off] [--rounds N] [--review on|off]\n"
	    "           [--open \"DAY HH:MM\"] [--manual-draw]\n"
	    "           [--tactic-order free|imposed] [--redraw-triples]\n"
	    "       scrabmail contest join NAME PLAYER\n"
	    "       scrabmail contest start NAME\n       scrabmail contest "
	    "list [--running|--over|--waiting] [--json]\n"
	    "       scrabmail contest show NAME [--round N] [--json]\n"
	    "       scrabmail contest schedule NAME\n"
	    "       scrabmail contest close-round NAME --round N [--force] "
	    "[--top K]\n       scrabmail contest review NAME\n"
	    "       scrabmail contest standings NAME\n"
	    "       scrabmail contest warn NAME PLAYER "
	    "--technical|--disciplinary --round N\n           --reason TEXT\n"
	    "       scrabmail contest eliminate NAME PLAYER --reason TEXT\n"
	    "       scrabmail contest cancel-round NAME --round N --reason "
	    "TEXT\n       scrabmail contest last-round NAME N [--reason "
	    "TEXT]\n       scrabmail contest end NAME --reason TEXT\n"
	    "       scrabmail contest annul NAME PLAYER --round N --reason "
	    "TEXT\n       scrabmail contest correct NAME PLAYER --round N "
	    "--score S --reason TEXT\n       scrabmail contest letters NAME "
	    "LETTERS [--round N] --reason TEXT\n       scrabmail contest "
	    "held NAME [release|reject ID]\nVariants: classic, top, eliptic, "
	    "tactic, completiv, superjoker, metagrama.\n"
	    "An open contest (a newspaper's) takes entries from anyone; a "
	    "registered one\n(a championship's) from the players who joined. "
	    " 'start' draws round 1 and\nmails it to the players, or prints "
	    "it for an open contest to publish;\n'close-round' judges round "
	    "N, which must be the open one, mails the results\n"
	    "and the next round (before its deadline only with --force; a "
	    "round closed\nalready is left alone, so a rerun does nothing).\n"
	    "'show' begins with round<TAB>N, board<TAB>CGP, rack<TAB>RACK, "
	    "deadline<TAB>ISO,\nthen the entries, "
	    "entry<TAB>NAME<TAB>MOVE<TAB>CLAIMED (and once\n"
	    "judged<TAB>SCORE<TAB>WARNINGS<TAB>VERDICT); 'standings' prints\n"
	    "RANK<TAB>NAME<TAB>TOTAL<TAB>PERCENT-OF-TOP.\n"
	    "The arbiter's decisions (PLAYER: an address or a name) are kept "
	    "with their\nreason: a disciplinary warning counts as 4 "
	    "technical ones; an eliminated player\nleaves the standings and "
	    "may enter no more; an annulled entry scores 0; a\n"
	    "cancelled round counts for nobody (the open one is closed now); "
	    "the last round\nis fixed at least 5 rounds ahead of the one "
	    "being played; 'end' ends the\ncontest, its open round counting "
	    "for nobody; --review on holds a round at its\n"
	    "deadline: 'review' lists its equivalent tops "
	    "(top<TAB>K<TAB>MOVE<TAB>SCORE) and\nthe room's best "
	    "(best<TAB>SCORE<TAB>ENTRIES), and 'close-round --top K' closes\n"
	    "it with top K played; 'show' ends with the contest's history,\n"
	    "decision<TAB>ROUND<TAB>PLAYER<TAB>KIND<TAB>WARNINGS<TAB>SCORE<TAB>PREVIOUS\n"
	    "<TAB>REASON\n('-' for none).\n'letters' gives the next round's "
	    "letters by hand (a blank as ?; tactic\n"
	    "GROUP1/GROUP2), checked against the stock, the round's "
	    "vowel/consonant rule\nand the rule that a rack without a move "
	    "is never published; a contest\ncreated with --manual-draw never "
	    "draws: each round waits for its letters,\n"
	    "and 'show' begins with waiting<TAB>N and stock<TAB>LETTERS; the "
	    "history lists\n"
	    "letters<TAB>ROUND<TAB>RACK<TAB>used|pending<TAB>REASON.\n"
	    "'held' lists the entries of an open contest held because their "
	    "sender's\nauthentication failed ([auth] require),\n"
	    "ID<TAB>ROUND<TAB>ADDRESS<TAB>MOVE<TAB>RECEIVED<TAB>WHAT; 'held "
	    "NAME release ID'\nenters one as of when it arrived (refused "
	    "when its round is closed or the\naddress entered the round "
	    "again since), 'held NAME reject ID' forgets it;\n"
	    "either way its sender is told by mail.  'show' lists the "
	    "round's held entries\nafter its entries: held<TAB>N, then\n"
	    "held-entry<TAB>ID<TAB>ADDRESS<TAB>MOVE<TAB>CLAIMED<TAB>RECEIVED<TAB>WHAT.\n"
	    "The organiser's options: --tactic-order imposed (tactic) has "
	    "group 1 played\nbefore group 2; --redraw-triples draws again a "
	    "rack (a group) holding three\nor more of one letter, its "
	    "leftover with it (not superjoker); 'show' then\n"
	    "prints order<TAB>imposed and triples<TAB>N (racks drawn again "
	    "in the round).\n'list' prints "
	    "NAME<TAB>VARIANT<TAB>ENTRY<TAB>STATUS<TAB>ROUND<TAB>DEADLINE "
	    "per\ncontest (STATUS new, running or over; ROUND the last drawn "
	    "and DEADLINE its,\nwhile open; '-' for none); --running: the "
	    "contests running, --over: the\nfinished ones, --waiting: the "
	    "ones whose round takes entries (open, before its\n"
	    "deadline).  --json: 'list' and 'show' as one JSON document "
	    "(doc/JSON.md).\nThe calendar, in the organiser's zone (the "
	    "timezone setting): a round closes\n--round-days N days after it "
	    "opens (default 7), or with --deadline \"sun 23:59\"\n"
	    "at the next such weekday and time (mon..sun or lun..dum), or "
	    "with --round-date\nN=\"YYYY-MM-DD HH:MM\" (repeated) round N at "
	    "that date, which wins over both; the\nnext round opens when one "
	    "closes, or with --open \"sat 08:00\" at the next such\n"
	    "weekday and time after the close (drawn at the close; until it "
	    "opens, entries\nfor it are refused with the time it opens, and "
	    "'tick' or the daemon opens it;\nnot with --manual-draw).  "
	    "'start' prints the calendar on standard error;\n"
	    "'schedule' prints it: timezone<TAB>ZONE, deadline<TAB>DAY HH:MM "
	    "or\nround-days<TAB>N, opens<TAB>DAY HH:MM (with --open), then\n"
	    "round<TAB>N<TAB>OPENS<TAB>CLOSES<TAB>STATUS (closed, open, "
	    "waiting for its\nletters, planned; the rounds to come as if "
	    "each closed at its deadline).\n");
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

/* An optional number as the history writes it. */
static void
print_opt(int v)
{
	if (v >= 0)
		printf("\t%d", v);
	else
		printf("\t-");
}

static int
print_decision(void *arg, const struct decision *d)
{
	(void)arg;
	printf("decision");
	print_opt(d->round);
	printf("\t%s\t%s\t%d", d->name != NULL ? d->name : "-", d->kind,
	    d->warnings);
	print_opt(d->score);
	print_opt(d->previous);
	printf("\t%s\n", d->reason);
	return 0;
}

/* The organiser's options, when set: order<TAB>imposed; triples<TAB>N,
 * the racks sent back in the round for three of one letter (from the
 * round's state line). */
static void
show_options(const struct contest *c, const struct round *rd)
{
	struct sm_dup d;

	if (c->tactic_order != SM_DUP_ORDER_FREE)
		printf("order\t%s\n", sm_dup_order_name(c->tactic_order));
	if (c->redraw_triples)
		printf("triples\t%d\n", sm_dup_load(&d, rd->state) == 0 ?
		    d.triples_back : 0);
}

static int
json_entry(void *arg, const struct entry *e)
{
	struct report_json *j = arg;

	report_json_object_begin(j, NULL);
	report_json_string(j, "name", e->name);
	report_json_string(j, "move", e->move);
	report_json_string(j, "move2", e->move2);
	report_json_int_or_null(j, "claimed", e->claimed);
	report_json_string(j, "received", e->received);
	report_json_bool(j, "judged", e->verdict != NULL);
	if (e->verdict != NULL) {
		report_json_int(j, "score", e->score + e->bonus);
		report_json_int(j, "warnings", e->warnings);
		report_json_string(j, "verdict", e->verdict);
		report_json_bool(j, "top", e->top);
	}
	report_json_object_end(j);
	return 0;
}

static int
json_decision(void *arg, const struct decision *d)
{
	struct report_json *j = arg;

	report_json_object_begin(j, NULL);
	report_json_int_or_null(j, "round", d->round);
	report_json_string(j, "player", d->name);
	report_json_string(j, "kind", d->kind);
	report_json_int(j, "warnings", d->warnings);
	report_json_int_or_null(j, "score", d->score);
	report_json_int_or_null(j, "previous", d->previous);
	report_json_string(j, "reason", d->reason);
	report_json_string(j, "made", d->made);
	report_json_object_end(j);
	return 0;
}

/* The held entries of one round (contest held), for 'show'. */
struct held_shown {
	int			 round;
	int			 n;
	struct report_json	*j;	/* NULL: the text lines */
};

static int
count_held(void *arg, const struct held_entry *h)
{
	struct held_shown *k = arg;

	if (h->round == k->round)
		k->n++;
	return 0;
}

static int
show_held(void *arg, const struct held_entry *h)
{
	struct held_shown *k = arg;

	if (h->round != k->round)
		return 0;
	if (k->j == NULL) {
		printf("held-entry\t%lld\t%s\t%s%s%s\t", h->id, h->email,
		    h->move, h->move2 != NULL ? " / " : "",
		    h->move2 != NULL ? h->move2 : "");
		if (h->move2 != NULL && h->claimed_total >= 0)
			printf("%d", h->claimed_total);
		else if (h->claimed >= 0)
			printf("%d", h->claimed);
		else
			printf("-");
		printf("\t%s\t%s\n", h->received, h->why);
		return 0;
	}
	report_json_object_begin(k->j, NULL);
	report_json_int(k->j, "id", h->id);
	report_json_string(k->j, "address", h->email);
	report_json_string(k->j, "name", h->name != NULL ? h->name :
	    h->from_name);
	report_json_string(k->j, "move", h->move);
	report_json_string(k->j, "move2", h->move2);
	report_json_int_or_null(k->j, "claimed", h->move2 != NULL ?
	    h->claimed_total : h->claimed);
	report_json_string(k->j, "received", h->received);
	report_json_string(k->j, "why", h->why);
	report_json_object_end(k->j);
	return 0;
}

/* 'show': held<TAB>N and a held-entry line each (none when N is 0);
 * --json: the round's "held" array. */
static int
print_held_round(struct store *st, const struct contest *c, int round,
    struct report_json *j, char **cause)
{
	struct held_shown k;

	memset(&k, 0, sizeof k);
	k.round = round;
	k.j = j;
	if (j != NULL) {
		report_json_array_begin(j, "held");
		if (store_held_list(st, c->id, show_held, &k, cause) != 0)
			return -1;
		report_json_array_end(j);
		return 0;
	}
	if (store_held_list(st, c->id, count_held, &k, cause) != 0)
		return -1;
	if (k.n == 0)
		return 0;
	printf("held\t%d\n", k.n);
	return store_held_list(st, c->id, show_held, &k, cause) != 0 ? -1 : 0;
}

/* 'show --json': the contest, round number (0: the last), its entries,
 * the entries held for their sender's authentication and the arbiter's
 * decisions. */
static int
show_json(struct game_ctx *g, const struct contest *c, int number,
    char **cause)
{
	struct store *st = g->st;
	struct report_json *j = report_json_new("contest");
	struct round *rd = NULL;
	struct sm_dup d;
	long long opens;
	int rc, planned;

	if ((rc = store_round_get(st, c->id, number, &rd, cause)) == -1)
		goto fail;
	if (rc == 1 && number != 0) {
		log_warnx("contest %s has no such round", c->name);
		report_json_free(j);
		return CLI_NEGATIVE;
	}
	report_json_string(j, "name", c->name);
	report_json_string(j, "variant", sm_dup_variant_name(c->variant));
	report_json_string(j, "entry", store_contest_entry_str(c->entry));
	report_json_string(j, "status", store_contest_status_str(c->status));
	report_json_string(j, "address", c->address);
	report_json_string(j, "lexicon", c->lexicon);
	report_json_string(j, "seed_hash", c->seed_hash);
	report_json_int(j, "round_days", c->round_days);
	report_json_int_or_null(j, "last_round", c->last_round > 0 ?
	    c->last_round : -1);
	report_json_string(j, "tactic_order",
	    sm_dup_order_name(c->tactic_order));
	report_json_bool(j, "redraw_triples", c->redraw_triples);
	/* Drawn at the last close, opened at a given time (--open). */
	if ((rc = game_contest_planned(g, c, &planned, &opens, cause)) == -1)
		goto fail;
	if (rc == 1) {
		char iso[UTIL_ISO_LEN];

		util_format_iso8601(opens, iso);
		report_json_object_begin(j, "planned");
		report_json_int(j, "round", planned);
		report_json_string(j, "opens", iso);
		report_json_object_end(j);
	} else
		report_json_null(j, "planned");
	if (rd == NULL)
		report_json_null(j, "round");
	else {
		report_json_object_begin(j, "round");
		report_json_int(j, "number", rd->number);
		report_json_string(j, "board", rd->board);
		report_json_string(j, "rack", rd->rack);
		report_json_string(j, "rack2", rd->rack2);
		report_json_string(j, "deadline", rd->deadline);
		report_json_string(j, "status",
		    store_round_status_str(rd->status));
		report_json_string(j, "outcome",
		    store_round_outcome_str(rd->outcome));
		report_json_string(j, "top_move", rd->top_move);
		report_json_int_or_null(j, "top_score", rd->top_move != NULL ?
		    rd->top_score : -1);
		report_json_int_or_null(j, "best", rd->outcome !=
		    STORE_OUTCOME_PENDING ? rd->best_score : -1);
		report_json_bool(j, "cancelled", rd->cancelled);
		report_json_int_or_null(j, "triples", c->redraw_triples &&
		    sm_dup_load(&d, rd->state) == 0 ? d.triples_back : -1);
		report_json_array_begin(j, "entries");
		if (store_entry_list(st, rd->id, json_entry, j, cause) != 0)
			goto fail;
		report_json_array_end(j);
		if (print_held_round(st, c, rd->number, j, cause) == -1)
			goto fail;
		report_json_object_end(j);
	}
	report_json_array_begin(j, "decisions");
	if (store_decision_list(st, c->id, json_decision, j, cause) != 0)
		goto fail;
	report_json_array_end(j);
	store_round_free(rd);
	cli_json_print(j);
	return CLI_OK;
fail:
	store_round_free(rd);
	report_json_free(j);
	return CLI_ERROR;
}

/* 'list': the contests the filter lets through, each with its last
 * round. */
struct contest_listing {
	struct store		*st;
	struct report_json	*j;
	int			 waiting;	/* --waiting */
	char			**cause;
};

static int
list_one(void *arg, const struct contest *c)
{
	struct contest_listing *cl = arg;
	struct round *rd = NULL;
	const char *deadline;
	long long due;
	int rc, open;

	if ((rc = store_round_get(cl->st, c->id, 0, &rd, cl->cause)) == -1)
		return -1;
	open = rd != NULL && rd->status == STORE_ROUND_OPEN;
	deadline = open ? rd->deadline : NULL;
	/* Waiting for letters: open and before its deadline (a round held
	 * for review after it waits for the arbiter). */
	if (cl->waiting && (!open || c->status != STORE_CONTEST_RUNNING ||
	    util_parse_iso8601(rd->deadline, &due) == -1 ||
	    due <= util_time()))
		goto out;
	if (cl->j == NULL) {
		printf("%s\t%s\t%s\t%s\t", c->name,
		    sm_dup_variant_name(c->variant),
		    store_contest_entry_str(c->entry),
		    store_contest_status_str(c->status));
		if (rd != NULL)
			printf("%d", rd->number);
		else
			printf("-");
		printf("\t%s\n", deadline != NULL ? deadline : "-");
		goto out;
	}
	report_json_object_begin(cl->j, NULL);
	report_json_string(cl->j, "name", c->name);
	report_json_string(cl->j, "variant", sm_dup_variant_name(c->variant));
	report_json_string(cl->j, "entry", store_contest_entry_str(c->entry));
	report_json_string(cl->j, "status",
	    store_contest_status_str(c->status));
	report_json_int_or_null(cl->j, "round", rd != NULL ? rd->number : -1);
	report_json_string(cl->j, "round_status", rd != NULL ?
	    store_round_status_str(rd->status) : NULL);
	report_json_string(cl->j, "deadline", deadline);
	report_json_object_end(cl->j);
out:
	store_round_free(rd);
	return 0;
}

static int
print_letters(void *arg, const struct manual_rack *m)
{
	(void)arg;
	printf("letters\t%d\t%s%s%s\t%s\t%s\n", m->round, m->rack,
	    m->rack2 != NULL ? "/" : "", m->rack2 != NULL ? m->rack2 : "",
	    m->used ? "used" : "pending", m->reason);
	return 0;
}

static int
show(struct game_ctx *g, const struct contest *c, int number, char **cause)
{
	struct store *st = g->st;
	struct round *rd = NULL;
	char *stock = NULL;
	int rc, waiting = 0;

	/* A contest drawn by hand: the round that waits for its letters;
	 * opened at a given time: the round drawn, and when it opens. */
	if (number == 0) {
		long long opens;
		int planned;

		if ((rc = game_contest_planned(g, c, &planned, &opens,
		    cause)) == -1)
			return -1;
		if (rc == 1) {
			char iso[UTIL_ISO_LEN], when[96];

			util_format_iso8601(opens, iso);
			game_contest_when(g->conf, opens, when, sizeof when);
			printf("planned\t%d\t%s\t%s\n", planned, iso, when);
		}
		if ((rc = game_contest_waiting(g, c, &waiting, &stock,
		    cause)) == -1)
			return -1;
		if (rc == 1) {
			printf("waiting\t%d\tletters given by hand ('scrabmail "
			    "contest letters %s LETTERS --reason TEXT')\n",
			    waiting, c->name);
			if (stock != NULL)
				printf("stock\t%s\n", stock);
			free(stock);
		}
	}
	if ((rc = store_round_get(st, c->id, number, &rd, cause)) != 0) {
		if (rc == 1 && waiting > 0)
			return store_manual_rack_list(st, c->id, print_letters,
			    NULL, cause) == 0 ? CLI_OK : -1;
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
	show_options(c, rd);
	printf("deadline\t%s\nstatus\t%s\n", rd->deadline,
	    store_round_status_str(rd->status));
	if (rd->outcome != STORE_OUTCOME_PENDING) {
		printf("outcome\t%s\n", store_round_outcome_str(rd->outcome));
		if (rd->top_move != NULL)
			printf("top\t%s\t%d\n", rd->top_move, rd->top_score);
		if (rd->tops != NULL)
			printf("tops\t%s\n", rd->tops);
		if (rd->best_score >= 0)
			printf("best\t%d\n", rd->best_score);
	}
	rc = store_entry_list(st, rd->id, print_entry, NULL, cause);
	if (rc == 0)
		rc = print_held_round(st, c, rd->number, NULL, cause);
	if (rc == 0)
		rc = store_decision_list(st, c->id, print_decision, NULL,
		    cause);
	if (rc == 0)
		rc = store_manual_rack_list(st, c->id, print_letters, NULL,
		    cause);
	store_round_free(rd);
	return rc == 0 ? CLI_OK : -1;
}

struct contest_args {
	struct contest_opts	o;
	int			filter;		/* list: 0 or CLI_FILTER_* */
	int			json;
	long			number;		/* --round */
	int			warning;	/* 't', 'D' or 0 */
	const char		*reason;
	long			score;		/* -1: not given */
	long			top;		/* close-round --top, or 0 */
	int			force;		/* close-round --force */
	const char		*dates[CONTEST_MAX_DATES]; /* --round-date */
};

static const struct option contest_options[] = {
	{ "deadline",	required_argument, NULL, 'W' },
	{ "round-date",	required_argument, NULL, 'A' },
	{ "open",	required_argument, NULL, 'P' },
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
	{ "technical",	no_argument,	   NULL, 't' },
	{ "disciplinary", no_argument,	   NULL, 'D' },
	{ "reason",	required_argument, NULL, 'R' },
	{ "score",	required_argument, NULL, 'S' },
	{ "rounds",	required_argument, NULL, 'N' },
	{ "review",	required_argument, NULL, 'V' },
	{ "top",	required_argument, NULL, 'T' },
	{ "force",	no_argument,	   NULL, 'F' },
	{ "manual-draw", no_argument,	   NULL, 'M' },
	{ "tactic-order", required_argument, NULL, 'O' },
	{ "redraw-triples", no_argument,   NULL, '3' },
	{ "running",	no_argument,	   NULL, CLI_FILTER_RUNNING },
	{ "over",	no_argument,	   NULL, CLI_FILTER_OVER },
	{ "waiting",	no_argument,	   NULL, CLI_FILTER_WAITING },
	{ "json",	no_argument,	   NULL, 'j' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
contest_defaults(struct cli_env *env)
{
	struct contest_args *a = env->opts;

	a->o.round_days = 7;
	a->o.solo_bonus = 1;
	a->score = -1;
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
	case 'W':
		a->o.deadline = arg;
		break;
	case 'P':
		a->o.opens = arg;
		break;
	case 'A':
		if (a->o.nround_dates == CONTEST_MAX_DATES) {
			log_warnx("--round-date: at most %d", CONTEST_MAX_DATES);
			return CLI_USAGE;
		}
		a->dates[a->o.nround_dates++] = arg;
		a->o.round_dates = a->dates;
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
	case 't':
	case 'D':
		if (a->warning != 0 && a->warning != ch) {
			log_warnx("--technical or --disciplinary, not both");
			return CLI_USAGE;
		}
		a->warning = ch;
		break;
	case 'R':
		a->reason = arg;
		break;
	case 'M':
		a->o.manual_draw = 1;
		break;
	case 'O':
		if (strcmp(arg, "free") != 0 && strcmp(arg, "imposed") != 0) {
			log_warnx("--tactic-order %s: write free or imposed",
			    arg);
			return CLI_USAGE;
		}
		a->o.tactic_order = arg;
		break;
	case '3':
		a->o.redraw_triples = 1;
		break;
	case 'V':
		if (onoff(arg, &a->o.review) == -1) {
			log_warnx("--review %s: write on or off", arg);
			return CLI_USAGE;
		}
		break;
	case 'T':
		if (util_parse_long(arg, 1, 100000, &a->top) == -1) {
			log_warnx("--top %s: a top's number from 1 "
			    "('contest review' numbers them)", arg);
			return CLI_USAGE;
		}
		break;
	case 'N':
		if (util_parse_long(arg, 1, 1000, &v) == -1) {
			log_warnx("--rounds %s: a number of rounds from 1",
			    arg);
			return CLI_USAGE;
		}
		a->o.rounds = (int)v;
		break;
	case 'S':
		if (util_parse_long(arg, 0, 10000, &a->score) == -1) {
			log_warnx("--score %s: a score from 0 to 10000", arg);
			return CLI_USAGE;
		}
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
	case 'F':
		a->force = 1;
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
		cli_verb_usage(env);
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

	if ((rc = find_contest(env, &c)) == CLI_OK) {
		if (a->json)
			rc = show_json(&env->g, c, (int)a->number,
			    &env->cause);
		else if ((rc = show(&env->g, c, (int)a->number,
		    &env->cause)) == -1)
			rc = CLI_ERROR;
	}
	store_contest_free(c);
	return rc;
}

static int
contest_list(struct cli_env *env)
{
	const struct contest_args *a = env->opts;
	struct contest_listing cl;
	enum store_contest_status status;

	memset(&cl, 0, sizeof cl);
	cl.st = env->st;
	cl.cause = &env->cause;
	cl.waiting = a->filter == CLI_FILTER_WAITING;
	status = a->filter == CLI_FILTER_OVER ? STORE_CONTEST_OVER :
	    a->filter != 0 ? STORE_CONTEST_RUNNING : STORE_CONTEST_ANY;
	if (a->json) {
		cl.j = report_json_new("contests");
		report_json_array_begin(cl.j, "contests");
	}
	if (store_contest_list(env->st, status, list_one, &cl,
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
		    lines[i].name, c->variant == SM_DUP_TOP ?
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

/* Say so when contest name waits for the letters of a round, or opens
 * the next one at a given time (--open). */
static int
say_waiting(struct cli_env *env, const char *name)
{
	struct contest *c = NULL;
	long long opens = 0;
	int number = 0, planned = 0, rc;
	char when[96];

	if ((rc = store_contest_find(env->st, name, &c, &env->cause)) == 0 &&
	    (rc = game_contest_waiting(&env->g, c, &number, NULL,
	    &env->cause)) == 0)
		planned = game_contest_planned(&env->g, c, &number, &opens,
		    &env->cause);
	store_contest_free(c);
	if (rc == -1 || planned == -1)
		return CLI_ERROR;
	if (rc == 1)
		printf("contest %s: round %d waits for its letters ('scrabmail "
		    "contest letters %s LETTERS --reason TEXT')\n", name,
		    number, name);
	if (planned == 1) {
		game_contest_when(env->conf, opens, when, sizeof when);
		printf("contest %s: round %d opens at %s\n", name, number,
		    when);
	}
	return CLI_OK;
}

static int
contest_start(struct cli_env *env)
{
	char *cal = NULL;
	long long now = util_time();

	if (game_contest_start(&env->g, env->args[0], now, &env->out,
	    &env->cause) == -1 ||
	    game_contest_calendar(&env->g, env->args[0], now, &cal,
	    &env->cause) == -1)
		return CLI_ERROR;
	fputs(cal, stderr);
	free(cal);
	return say_waiting(env, env->args[0]);
}

static int
contest_letters(struct cli_env *env)
{
	const struct contest_args *a = env->opts;
	struct game_letters in;
	int rc;

	if (a->reason == NULL || a->reason[0] == '\0') {
		log_warnx("contest letters: --reason TEXT is needed");
		return CLI_USAGE;
	}
	memset(&in, 0, sizeof in);
	in.contest = env->args[0];
	in.letters = env->args[1];
	in.round = (int)a->number;
	in.reason = a->reason;
	rc = game_contest_letters(&env->g, &in, util_time(), &env->out,
	    &env->cause);
	if (rc == GAME_LETTERS_REFUSED || rc == GAME_LETTERS_UNREADABLE) {
		log_warnx("%s", env->cause);
		free(env->cause);
		env->cause = NULL;
		return rc == GAME_LETTERS_REFUSED ? CLI_NEGATIVE : CLI_USAGE;
	}
	if (rc == GAME_LETTERS_RECORDED)
		printf("contest %s: the letters are kept for the next round "
		    "and used when it is drawn\n", in.contest);
	return rc == -1 ? CLI_ERROR : CLI_OK;
}

static int
contest_schedule(struct cli_env *env)
{
	struct contest *c = NULL;
	char *cal = NULL;
	int rc;

	if ((rc = find_contest(env, &c)) != CLI_OK)
		return rc;
	store_contest_free(c);
	if (game_contest_calendar(&env->g, env->args[0], util_time(), &cal,
	    &env->cause) == -1)
		return CLI_ERROR;
	fputs(cal, stdout);
	free(cal);
	return CLI_OK;
}

/* Close round --round N, the open one: a round closed already is left
 * alone (a rerun after a crash does nothing and says so), one not open
 * or not due is refused. */
static int
contest_close_round(struct cli_env *env)
{
	const struct contest_args *a = env->opts;
	struct contest *c = NULL;
	enum game_close_check code;
	char *detail = NULL;
	long long now = util_time();
	int rc;

	if (a->number == 0) {
		log_warnx("contest close-round %s: --round N is needed (the "
		    "open round's number, as 'contest show' prints it), so "
		    "that a rerun cannot close the next round",
		    env->args[0]);
		return CLI_USAGE;
	}
	if ((rc = find_contest(env, &c)) != CLI_OK)
		goto out;
	if (game_contest_close_check(&env->g, c->id, (int)a->number,
	    a->force, now, &code, &detail, &env->cause) == -1) {
		rc = CLI_ERROR;
		goto out;
	}
	/* A contest drawn by hand whose round waits for its letters has
	 * nothing open: say which round waits and how to give it. */
	if (code == GAME_CLOSE_NOT_OPEN || code == GAME_CLOSE_NO_ROUND) {
		long long opens;
		int waiting = 0;
		char when[96];

		if ((rc = game_contest_waiting(&env->g, c, &waiting, NULL,
		    &env->cause)) == -1) {
			rc = CLI_ERROR;
			goto out;
		}
		if (rc == 1) {
			log_warnx("contest %s has no open round: round %d waits "
			    "for its letters ('scrabmail contest letters %s "
			    "LETTERS --reason TEXT'); nothing done", c->name,
			    waiting, c->name);
			rc = CLI_NEGATIVE;
			goto out;
		}
		if ((rc = game_contest_planned(&env->g, c, &waiting, &opens,
		    &env->cause)) == -1) {
			rc = CLI_ERROR;
			goto out;
		}
		if (rc == 1) {
			game_contest_when(env->conf, opens, when, sizeof when);
			log_warnx("contest %s has no open round: round %d opens "
			    "at %s ('scrabmail tick' or the daemon opens it); "
			    "nothing done", c->name, waiting, when);
			rc = CLI_NEGATIVE;
			goto out;
		}
		rc = CLI_OK;
	}
	switch (code) {
	case GAME_CLOSE_OK:
		if (game_contest_close_top(&env->g, c->id, (int)a->top, now,
		    &env->out, &env->cause) == -1)
			rc = CLI_ERROR;
		else
			rc = say_waiting(env, c->name);
		break;
	case GAME_CLOSE_DONE:
		if (*detail != '\0')
			printf("round %ld of %s was closed already (at %s): "
			    "nothing done\n", a->number, c->name, detail);
		else
			printf("round %ld of %s was closed already: nothing "
			    "done\n", a->number, c->name);
		break;
	case GAME_CLOSE_NOT_OPEN:
		if (*detail != '\0')
			log_warnx("round %ld of %s is not drawn yet: the open "
			    "round is %s; nothing done", a->number, c->name,
			    detail);
		else
			log_warnx("contest %s has no open round (it is %s); "
			    "nothing done", c->name,
			    store_contest_status_str(c->status));
		rc = CLI_NEGATIVE;
		break;
	case GAME_CLOSE_EARLY:
		log_warnx("round %ld of %s is open until %s: --force closes it "
		    "before its deadline; nothing done", a->number, c->name,
		    detail);
		rc = CLI_NEGATIVE;
		break;
	case GAME_CLOSE_NO_ROUND:
		log_warnx("contest %s has not started: no round to close "
		    "('contest start %s'); nothing done", c->name, c->name);
		rc = CLI_NEGATIVE;
		break;
	}
out:
	free(detail);
	store_contest_free(c);
	if (rc == CLI_OK)
		rc = say_waiting(env, env->args[0]);
	return rc;
}

/* The arbiter's decisions: each verb checks what it needs. */
static int
decide(struct cli_env *env, enum game_decision_kind kind)
{
	const struct contest_args *a = env->opts;
	struct game_decision d;

	if ((a->reason == NULL || a->reason[0] == '\0') &&
	    kind != GAME_DECIDE_LAST_ROUND) {
		log_warnx("contest %s: --reason TEXT is needed",
		    env->verb->name);
		return CLI_USAGE;
	}
	if (kind != GAME_DECIDE_ELIMINATE && kind != GAME_DECIDE_END &&
	    a->number == 0) {
		log_warnx("contest %s: --round N is needed", env->verb->name);
		return CLI_USAGE;
	}
	if (kind == GAME_DECIDE_CORRECT && a->score < 0) {
		log_warnx("contest correct: --score S is needed");
		return CLI_USAGE;
	}
	memset(&d, 0, sizeof d);
	d.contest = env->args[0];
	d.who = env->nargs > 1 ? env->args[1] : NULL;
	d.kind = kind;
	d.round = (int)a->number;
	d.score = (int)a->score;
	d.reason = a->reason;
	if (game_contest_decide_text(&env->g, &d, util_time(), &env->out,
	    &env->cause) == -1)
		return CLI_ERROR;
	return kind == GAME_DECIDE_CANCEL_ROUND ? say_waiting(env,
	    env->args[0]) : CLI_OK;
}

static int
contest_warn(struct cli_env *env)
{
	const struct contest_args *a = env->opts;

	if (a->warning == 0) {
		log_warnx("contest warn: --technical or --disciplinary");
		return CLI_USAGE;
	}
	return decide(env, a->warning == 't' ? GAME_DECIDE_TECHNICAL :
	    GAME_DECIDE_DISCIPLINARY);
}

static int
contest_review(struct cli_env *env)
{
	char *text = NULL;

	if (game_contest_review(&env->g, env->args[0], &text,
	    &env->cause) == -1)
		return CLI_ERROR;
	fputs(text, stdout);
	free(text);
	return CLI_OK;
}

static int
contest_cancel_round(struct cli_env *env)
{
	return decide(env, GAME_DECIDE_CANCEL_ROUND);
}

static int
contest_last_round(struct cli_env *env)
{
	struct contest_args *a = env->opts;

	if (util_parse_long(env->args[1], 1, 1000, &a->number) == -1) {
		log_warnx("contest last-round %s: a round number",
		    env->args[1]);
		return CLI_USAGE;
	}
	return decide(env, GAME_DECIDE_LAST_ROUND);
}

static int
contest_end(struct cli_env *env)
{
	return decide(env, GAME_DECIDE_END);
}

static int
contest_eliminate(struct cli_env *env)
{
	return decide(env, GAME_DECIDE_ELIMINATE);
}

static int
contest_annul(struct cli_env *env)
{
	return decide(env, GAME_DECIDE_ANNUL);
}

static int
contest_correct(struct cli_env *env)
{
	return decide(env, GAME_DECIDE_CORRECT);
}

/* 'held': one line per held entry. */
static int
print_held(void *arg, const struct held_entry *h)
{
	(void)arg;
	printf("%lld\t%d\t%s\t%s%s%s\t%s\t%s\n", h->id, h->round, h->email,
	    h->move, h->move2 != NULL ? " / " : "",
	    h->move2 != NULL ? h->move2 : "", h->received, h->why);
	return 0;
}

static int
held_check(struct cli_env *env)
{
	if (env->nargs == 1 || (env->nargs == 3 &&
	    (strcmp(env->args[1], "release") == 0 ||
	    strcmp(env->args[1], "reject") == 0)))
		return CLI_OK;
	cli_verb_usage(env);
	return CLI_USAGE;
}

static int
contest_held(struct cli_env *env)
{
	struct contest *c = NULL;
	struct game_entry_outcome o;
	enum game_held_result res;
	long id;
	int rc = CLI_ERROR, found;

	memset(&o, 0, sizeof o);
	if ((found = store_contest_find(env->st, env->args[0], &c,
	    &env->cause)) == -1)
		goto out;
	if (found == 1) {
		log_warnx("contest held: no contest %s", env->args[0]);
		goto out;
	}
	if (env->nargs == 1) {
		if (store_held_list(env->st, c->id, print_held, NULL,
		    &env->cause) == 0)
			rc = CLI_OK;
		goto out;
	}
	if (util_parse_long(env->args[2], 1, LONG_MAX, &id) == -1) {
		log_warnx("contest held %s: ID is a held entry's number",
		    env->args[1]);
		rc = CLI_USAGE;
		goto out;
	}
	if (strcmp(env->args[1], "reject") == 0) {
		if (game_held_reject(&env->g, c->id, id, util_time(), &res,
		    &env->cause) == -1)
			goto out;
	} else if (game_held_release(&env->g, c->id, id, util_time(), &res,
	    &o, &env->cause) == -1)
		goto out;
	switch (res) {
	case GAME_HELD_DONE:
		printf("held entry %ld %s (its sender told by mail)\n", id,
		    strcmp(env->args[1], "reject") == 0 ? "rejected" :
		    "released");
		rc = CLI_OK;
		break;
	case GAME_HELD_NONE:
		log_warnx("contest %s has no held entry %ld", c->name, id);
		break;
	case GAME_HELD_SUPERSEDED:
		log_warnx("held entry %ld not released: its address entered "
		    "the round again since", id);
		break;
	case GAME_HELD_REFUSED:
		log_warnx("held entry %ld not released: %s", id,
		    o.code == GAME_ENTRY_CLOSED ? "its round is closed" :
		    o.code == GAME_ENTRY_LATE ? "it arrived after the deadline" :
		    o.code == GAME_ENTRY_NOT_ENTRANT ? "its address was "
		    "eliminated" : "the entry is refused");
		break;
	}
out:
	game_entry_outcome_clear(&o);
	store_contest_free(c);
	return rc;
}

/* Every verb opens the templates, as it always did. */
#define CONTEST_READ	(CLI_NEEDS_CONF | CLI_NEEDS_STORE | \
	CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME)
#define CONTEST_CHANGE	(CONTEST_READ | CLI_NEEDS_TXN)

/* The words after the verb: the contest's name (join: and a player). */
static const struct cli_verb contest_verbs[] = {
	{ .name = "annul", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_annul },
	{ .name = "cancel-round", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_cancel_round },
	{ .name = "close-round", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_close_round },
	{ .name = "correct", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_correct },
	{ .name = "create", .needs = CONTEST_CHANGE, .check = create_check,
	  .run = contest_create },
	{ .name = "eliminate", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_eliminate },
	{ .name = "end", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_end },
	{ .name = "held", .needs = CONTEST_CHANGE, .check = held_check,
	  .run = contest_held },
	{ .name = "join", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_join },
	{ .name = "last-round", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_last_round },
	{ .name = "letters", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_letters },
	{ .name = "list", .max_args = 0, .needs = CONTEST_READ,
	  .run = contest_list },
	{ .name = "review", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_review },
	{ .name = "schedule", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_schedule },
	{ .name = "show", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_show },
	{ .name = "standings", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_READ, .run = contest_standings },
	{ .name = "start", .min_args = 1, .max_args = 1,
	  .needs = CONTEST_CHANGE, .run = contest_start },
	{ .name = "warn", .min_args = 2, .max_args = 2,
	  .needs = CONTEST_CHANGE, .run = contest_warn },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_contest = {
	.name = "contest",
	.summary = "duplicate contests: create, join, start, list, show, "
	    "close a round, standings, the arbiter's decisions",
	.usage = contest_usage,
	.opts_size = sizeof(struct contest_args),
	.defaults = contest_defaults,
	.options = contest_options,
	.option = contest_option,
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
			    "and the next\nround are mailed), opens the rounds "
			    "of the contests that open them at a given\ntime "
			    "when it has come, and reminds the players of a championship who "
			    "have not\nentered a "
			    "day before a deadline.  Runs the clock of every "
			    "championship game:\nreminders, late notices, "
			    "timeouts, and after downtime the deadlines moved "
			    "on.\nPrints: closed N, reminded N (and opened N; "
			    "timeouts N, extended N when any).\n");
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
	size_t closed = 0, opened = 0, reminded = 0;
	int rc = CLI_ERROR;

	memset(&ct, 0, sizeof ct);
	if (game_tick(&env->g, util_time(), &closed, &opened, &reminded,
	    &cause) == -1 ||
	    game_champ_tick(&env->g, util_time(), &ct, &cause) == -1) {
		log_warnx("%s", cause);
		free(cause);
	} else
		rc = CLI_OK;
	printf("closed %zu, reminded %zu\n", closed, reminded + ct.reminded);
	if (opened > 0)
		printf("opened %zu\n", opened);
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
