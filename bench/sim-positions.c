/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * sim-positions.c: simulate duplicate games with the engine and print
 * every position met, one a line: CGP-BOARD<TAB>RACK.  Each round the rack
 * is completed from the bag by the rules of RULES.md (rounds 1-15 at
 * least 2 vowels and 2 consonants, from 16 at least one of each, a blank
 * counting as either, the whole rack redrawn otherwise; sm_dup_draw()),
 * the top move (sm_movegen_best) is played and its tiles leave the rack.
 * When a rack has no move its tiles go back and the rack is redrawn; a
 * second rack without a move ends the game, as do an empty bag and a bag
 * without vowels (or consonants) and blanks.  The seed is fixed, so the
 * file is reproducible:
 *	sim-positions [-g GAMES] [-s SEED] [--lexicon FILE] > positions.tsv
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "cli.h"
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
	struct sm_bag		 bag;
	struct sm_board		 b;
	struct sm_rack		 rack;
	struct sm_genrack	 gr;
	struct sm_genmove	 top;
	struct sm_judgement	 j;
	const char		*lexpath = NULL;
	char			 cgp[256], rk[16];
	long			 games = 30, seed = 20261129, v;
	int			 c, game, round, nomove;

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
		sm_board_clear(&b);
		sm_bag_fill(&bag);
		memset(&rack, 0, sizeof rack);
		nomove = 0;
		for (round = 1;; round++) {
			if (sm_dup_draw(&bag, &rng, &rack, round, 7, NULL) !=
			    SM_DRAW_OK)
				break;
			sm_board_format_cgp(&b, cgp, sizeof cgp);
			sm_rack_format(&rack, rk, sizeof rk);
			printf("%s\t%s\n", cgp, rk);
			sm_genrack_init(&gr, &rack, &b);
			memcpy(gr.stock.counts, bag.counts, sizeof bag.counts);
			gr.stock.ntiles = (uint8_t)bag.ntiles;
			if (sm_movegen_best(g, &b, &gr, &top, 1) != 1) {
				if (nomove++ > 0)
					break;
				sm_bag_return(&bag, &rack);
				round--;
				continue;
			}
			nomove = 0;
			if (sm_judge(&b, &lf.lx, &rack, &top.move, &j) !=
			    SM_LEGAL) {
				log_warnx("game %d round %d: the top is "
				    "illegal", game + 1, round);
				return CLI_ERROR;
			}
			sm_board_apply(&b, &j);
			sm_rack_remove_played(&rack, &j);
		}
	}
	sm_movegen_free(g);
	lexfile_close(&lf);
	return fflush(stdout) == EOF ? CLI_ERROR : CLI_OK;
}
