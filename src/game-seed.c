/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-seed.c: the seeds of contests and games.  See game-seed.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include <glib.h>

#include "game-seed.h"
#include "util.h"

char *
game_seed_new(char **cause)
{
	unsigned char r[16];
	char *seed;
	size_t i;

	if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r) {
		*cause = xstrdup("cannot read the system's random source for "
		    "the seed: give one with --seed");
		return NULL;
	}
	seed = xmalloc(2 * sizeof r + 1);
	for (i = 0; i < sizeof r; i++)
		snprintf(seed + 2 * i, 3, "%02x", r[i]);
	return seed;
}

char *
game_seed_hash(const char *s)
{
	gchar *h = g_compute_checksum_for_string(G_CHECKSUM_SHA256, s, -1);
	char *out = xstrdup(h);

	g_free(h);
	return out;
}

uint64_t
game_seed_engine(const char *seed)
{
	char *salted = g_strdup_printf("scrabmail-draw:%s", seed);
	char *hex = game_seed_hash(salted);
	uint64_t v;

	hex[16] = '\0';
	v = g_ascii_strtoull(hex, NULL, 16);
	g_free(salted);
	free(hex);
	return v;
}
