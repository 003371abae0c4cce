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

#include "cli.h"
#include "conf.h"
#include "game-contest.h"
#include "game-play.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

static void
game_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail game create PLAYER PLAYER [PLAYER...] "
	    "[--variant free|maruntel]\n"
	    "           [--seed S] [--end-scoring on|off]\n"
	    "       scrabmail game show ID\n"
	    "       scrabmail game gcg ID\n"
	    "'create' seats the registered players in an order fixed by the "
	    "seed, draws\nthe racks, mails each player the board and their "
	    "rack, and prints the game's\nnumber.  'show' prints "
	    "game<TAB>ID<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE,\n"
	    "board<TAB>CGP, scores<TAB>S1<TAB>S2..., then one line a turn:\n"
	    "move<TAB>N<TAB>PLAYER<TAB>KIND<TAB>TEXT<TAB>SCORE.  'gcg' prints "
	    "the game's record\nin GCG (what Quackle and Macondo load).\n");
}

int
cli_game(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "variant",	 required_argument, NULL, 'v' },
		{ "seed",	 required_argument, NULL, 's' },
		{ "end-scoring", required_argument, NULL, 'e' },
		{ "help",	 no_argument,	    NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct game_play_opts o;
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct report_templates *tpl = NULL;
	struct game_ctx g;
	const char *verb;
	char *cause = NULL, *text = NULL;
	long id;
	long long gid = 0;
	int ch, rc, game_up = 0, tx = 0, n;

	memset(&o, 0, sizeof o);
	o.end_scoring = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			if (strcmp(optarg, "free") != 0 &&
			    strcmp(optarg, "maruntel") != 0) {
				log_warnx("--variant %s: write free or "
				    "maruntel", optarg);
				return CLI_USAGE;
			}
			o.variant = optarg;
			break;
		case 's':
			o.seed = optarg;
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
		case 'h':
			game_usage(stdout);
			return CLI_OK;
		default:
			game_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (argc - optind < 2) {
		game_usage(stderr);
		return CLI_USAGE;
	}
	verb = argv[optind];
	n = argc - optind - 1;
	if (strcmp(verb, "create") == 0) {
		if (n < 2 || n > (o.variant != NULL &&
		    strcmp(o.variant, "maruntel") == 0 ? 8 : 4)) {
			log_warnx("game create: 2 to 4 players (liber "
			    "mărunțel: 2 to 8), not %d", n);
			game_usage(stderr);
			return CLI_USAGE;
		}
	} else if (strcmp(verb, "show") == 0 || strcmp(verb, "gcg") == 0) {
		if (n != 1 || util_parse_long(argv[optind + 1], 1, 1000000000,
		    &id) == -1) {
			log_warnx("game %s: one game number", verb);
			game_usage(stderr);
			return CLI_USAGE;
		}
		gid = id;
	} else {
		game_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	rc = CLI_ERROR;
	if ((tpl = report_templates_open(conf->templates, &cause)) == NULL)
		goto fail;
	game_ctx_init(&g, st, conf, tpl);
	game_up = 1;
	if (strcmp(verb, "create") != 0) {
		ch = strcmp(verb, "show") == 0 ?
		    game_play_show(&g, gid, &text, &cause) :
		    game_play_gcg(&g, gid, &text, &cause);
		if (ch == -1)
			goto fail;
		if (ch == 1) {
			log_warnx("no game number %lld", gid);
			rc = CLI_NEGATIVE;
			goto out;
		}
		fputs(text, stdout);
		rc = CLI_OK;
		goto out;
	}
	if (store_begin(st, &cause) == -1)
		goto fail;
	tx = 1;
	if (game_play_create(&g, (const char *const *)(argv + optind + 1), n,
	    &o, util_time(), &gid, &cause) == -1 ||
	    store_commit(st, &cause) == -1)
		goto fail;
	tx = 0;
	printf("%lld\n", gid);
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
