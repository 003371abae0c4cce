/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-champ.c: "scrabmail championship create|join|start|show|standings|
 * crosstable|withdraw": correspondence championships from the command line
 * (game-champ.h does the work).  Every change runs in one transaction
 * with the mails it queues.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "conf.h"
#include "game-champ.h"
#include "game-contest.h"
#include "report-reply.h"
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
"       scrabmail championship join NAME PLAYER...\n"
"       scrabmail championship start NAME\n"
"       scrabmail championship show NAME\n"
"       scrabmail championship standings NAME [--ratings]\n"
"       scrabmail championship crosstable NAME\n"
"       scrabmail championship withdraw NAME PLAYER\n"
"'create' sets the rules (defaults: 2 players a game, one group, one cycle,\n"
"3 days a move counted in whole days of the time zone, a reminder a day\n"
"before, a timeout counts as a pass (--timeout forfeit: the Nth loses the\n"
"game), an illegal move is refused and the player moves again (--illegal-move\n"
"pass: it costs the turn), racks counted at the end, 30 days of leave a\n"
"year).  'start' deals the players into groups and starts every game of\n"
"the round robin at once, mailing each player.  'show' prints\n"
"game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE per game; 'standings' prints\n"
"RANK<TAB>PLAYER<TAB>POINTS<TAB>SPREAD (with --ratings, a rated championship\n"
"adds RATING<TAB>CHANGE); 'crosstable' one line per player and group;\n"
"'withdraw' ends each game the player is still playing as a resignation\n"
"(a forfeit in the standings) and prints how many.\n");
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

int
cli_championship(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
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
		{ "end-scoring",    required_argument, NULL, 'e' },
		{ "rated",	    no_argument,       NULL, 'R' },
		{ "leave-days",	    required_argument, NULL, 'L' },
		{ "timezone",	    required_argument, NULL, 'z' },
		{ "seed",	    required_argument, NULL, 's' },
		{ "ratings",	    no_argument,       NULL, 'a' },
		{ "help",	    no_argument,       NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct champ_opts o;
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct report_templates *tpl = NULL;
	struct game_ctx g;
	const char *verb, *name;
	char *cause = NULL, *text = NULL;
	long long id;
	int ch, rc, r, game_up = 0, tx = 0, n, ratings = 0, ngames;

	game_champ_opts_init(&o);
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'p':
			if (parse_int("--players-per-game", optarg, 2, 8,
			    &o.players_per_game) == -1)
				return CLI_USAGE;
			break;
		case 'v':
			o.variant = optarg;
			break;
		case 'g':
			if (parse_int("--group-size", optarg, 0, 1000,
			    &o.group_size) == -1)
				return CLI_USAGE;
			break;
		case 'c':
			if (parse_int("--cycles", optarg, 1, 4,
			    &o.cycles) == -1)
				return CLI_USAGE;
			break;
		case 'd':
			if (parse_int("--days-per-move", optarg, 1, 365,
			    &o.days_per_move) == -1)
				return CLI_USAGE;
			break;
		case 'r':
			if (parse_int("--remind-days", optarg, 0, 365,
			    &o.remind_days) == -1)
				return CLI_USAGE;
			break;
		case 'G':
			if (parse_int("--grace-days", optarg, 0, 365,
			    &o.grace_days) == -1)
				return CLI_USAGE;
			break;
		case 't':
			o.timeout = optarg;
			break;
		case 'l':
			if (parse_int("--timeout-limit", optarg, 1, 100,
			    &o.timeout_limit) == -1)
				return CLI_USAGE;
			break;
		case 'i':
			o.illegal = optarg;
			break;
		case 'e':
			if (strcmp(optarg, "on") == 0)
				o.end_scoring = 1;
			else if (strcmp(optarg, "off") == 0)
				o.end_scoring = 0;
			else {
				log_warnx("--end-scoring %s: write on or off",
				    optarg);
				return CLI_USAGE;
			}
			break;
		case 'R':
			o.rated = 1;
			break;
		case 'L':
			if (parse_int("--leave-days", optarg, 0, 366,
			    &o.leave_days) == -1)
				return CLI_USAGE;
			break;
		case 'z':
			o.timezone = optarg;
			break;
		case 's':
			o.seed = optarg;
			break;
		case 'a':
			ratings = 1;
			break;
		case 'h':
			champ_usage(stdout);
			return CLI_OK;
		default:
			champ_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (argc - optind < 2) {
		champ_usage(stderr);
		return CLI_USAGE;
	}
	verb = argv[optind];
	name = argv[optind + 1];
	n = argc - optind - 2;
	if ((strcmp(verb, "join") == 0 && n < 1) ||
	    (strcmp(verb, "withdraw") == 0 && n != 1) ||
	    (strcmp(verb, "join") != 0 && strcmp(verb, "withdraw") != 0 &&
	    n != 0) ||
	    (strcmp(verb, "create") != 0 && strcmp(verb, "join") != 0 &&
	    strcmp(verb, "start") != 0 && strcmp(verb, "show") != 0 &&
	    strcmp(verb, "standings") != 0 &&
	    strcmp(verb, "crosstable") != 0 &&
	    strcmp(verb, "withdraw") != 0)) {
		champ_usage(stderr);
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
	    strcmp(verb, "crosstable") == 0) {
		r = strcmp(verb, "show") == 0 ?
		    game_champ_show(&g, name, &text, &cause) :
		    strcmp(verb, "standings") == 0 ?
		    game_champ_standings(&g, name, ratings, &text, &cause) :
		    game_champ_crosstable(&g, name, &text, &cause);
		if (r == -1)
			goto fail;
		if (r == 1) {
			rc = CLI_NEGATIVE;
			goto fail;
		}
		fputs(text, stdout);
		rc = CLI_OK;
		goto out;
	}
	if (store_begin(st, &cause) == -1)
		goto fail;
	tx = 1;
	o.name = name;
	if (strcmp(verb, "create") == 0)
		r = game_champ_create(&g, &o, util_time(), &id, &cause);
	else if (strcmp(verb, "join") == 0)
		r = game_champ_join(&g, name, (const char *const *)(argv +
		    optind + 2), n, util_time(), &cause);
	else if (strcmp(verb, "withdraw") == 0)
		r = game_champ_withdraw(&g, name, argv[optind + 2],
		    util_time(), &ngames, &cause);
	else
		r = game_champ_start(&g, name, util_time(), &ngames, &cause);
	if (r == 1)
		rc = CLI_NEGATIVE;
	if (r != 0 || store_commit(st, &cause) == -1)
		goto fail;
	tx = 0;
	if (strcmp(verb, "create") == 0)
		printf("%lld\n", id);
	else if (strcmp(verb, "start") == 0)
		printf("%d games\n", ngames);
	else if (strcmp(verb, "withdraw") == 0)
		printf("%d games resigned\n", ngames);
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	if (tx)
		store_rollback(st);
	free(text);
	if (game_up)
		game_ctx_clear(&g);
	report_templates_free(tpl);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}
