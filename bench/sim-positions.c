/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * sim-positions.c: simulate classic duplicate games with the engine's
 * duplicate module (dup.h) and print every position met, one a line:
 * CGP-BOARD<TAB>RACK.  Each round sm_dup_draw() completes the rack by the
 * rules of RULES.md (rounds 1-15 at least 2 vowels and 2 consonants, from
 * 16 at least one of each, a blank counting as either, the whole rack
 * redrawn otherwise), the top (sm_dup_tops) is checked with sm_judge() and
 * played (sm_dup_play), and its tiles leave the rack.  Given the
 * generator, sm_dup_draw() never gives a rack without a move: it draws
 * again, and ends the game when no rack that can be drawn gives one, as
 * do an empty bag and a bag without vowels (or consonants) and blanks.
 * (sm_dup_redraw() stays for safety.)  All games draw from one
 * random stream seeded once, so the file is reproducible:
 *	sim-positions [-g GAMES] [-s SEED] [--lexicon FILE] > positions.tsv
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "cli.h"
#include "dup.h"
#include "movegen.h"
#include "rules.h"
#include "util.h"

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "lexicon",	required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 }
	};
	struct lexfile		 lf;
	struct sm_movegen	*g;
	struct sm_rng		 rng;
	struct sm_dup		 d;
	struct sm_dup_top	 top;
	struct sm_judgement	 j;
	enum sm_draw_status	 st;
	const char		*lexpath = NULL;
	char			 cgp[256], rk[16];
	long			 games = 30, seed = 20261129, v;
	size_t			 n;
	int			 c, game;

	log_init("sim-positions");
	memset(&lf, 0, sizeof lf);
	while ((c = getopt_long(argc, argv, "g:s:", opts, NULL)) != -1) {
		switch (c) {
		case 'g':
			if (util_parse_long(optarg, 1, 100000, &games) == -1)
				return CLI_USAGE;
			break;
		case 's':
			if (util_parse_long(optarg, 0, 0x7fffffffL, &v) == -1)
				return CLI_USAGE;
			seed = v;
			break;
		case 'l':
			lexpath = optarg;
			break;
		default:
			fprintf(stderr, "usage: sim-positions [-g GAMES] "
			    "[-s SEED] [--lexicon FILE]\n");
			return CLI_USAGE;
		}
	}
	if (cli_open_lexicon(&lf, lexpath) != CLI_OK)
		return CLI_ERROR;
	if ((g = sm_movegen_new(&lf.lx)) == NULL) {
		log_warnx("out of memory");
		return CLI_ERROR;
	}
	sm_rng_seed(&rng, (uint64_t)seed);
	for (game = 0; game < games; game++) {
		sm_dup_init_rng(&d, SM_DUP_CLASSIC, &rng);
		st = sm_dup_draw(&d, g);
		while (st == SM_DRAW_OK) {
			sm_board_format_cgp(&d.board, cgp, sizeof cgp);
			sm_rack_format(&d.rack, rk, sizeof rk);
			printf("%s\t%s\n", cgp, rk);
			if (sm_dup_tops(&d, g, &top, 1, &n) != 0) {
				if (d.stuck > 0)
					break;
				st = sm_dup_redraw(&d, g);
				continue;
			}
			if (sm_judge(&d.board, &lf.lx, &d.rack,
			    &top.move[0].move, &j) != SM_LEGAL ||
			    sm_dup_play(&d, &top) == -1) {
				log_warnx("game %d round %d: the top is "
				    "illegal", game + 1, d.round);
				return CLI_ERROR;
			}
			st = sm_dup_draw(&d, g);
		}
		rng = d.rng;	/* the next game draws on from here */
	}
	sm_movegen_free(g);
	lexfile_close(&lf);
	return fflush(stdout) == EOF ? CLI_ERROR : CLI_OK;
}
