/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-seed.h: the seeds of contests and games.  A seed is a secret
 * string (32 random hex digits unless the organiser gives one); what is
 * published when play begins is its SHA-256, and the seed itself once play
 * is over, so anyone can replay the draws but nobody can foresee them.  The
 * engine's 64-bit seed is drawn from SHA-256("scrabmail-draw:" seed), which
 * the published hash does not reveal.  One rule for every kind of game.
 */
#ifndef SM_GAME_SEED_H
#define SM_GAME_SEED_H

#include <stdint.h>

/* A new random seed (malloc'ed), or NULL with *cause when the system's
 * random source cannot be read. */
char *game_seed_new(char **cause);
/* SHA-256 of s in lower-case hex (malloc'ed). */
char *game_seed_hash(const char *s);
/* The engine's seed for a game's secret seed. */
uint64_t game_seed_engine(const char *seed);

#endif
