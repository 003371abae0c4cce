/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * saveline.h: the pieces of the one-line text form in which the games'
 * states are saved (dup.h's "dup1 …", free.h's "free1 …"): writing into a
 * caller's buffer that notes when it is full, and reading fields strictly
 * (a malformed field is refused, never guessed).  No allocation.
 */
#ifndef SM_SAVELINE_H
#define SM_SAVELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bag.h"

/* A line being written into buf[0..cap); full once something did not fit
 * (the line is then worthless). */
struct sm_line_out {
	char	*buf;
	size_t	 cap, n;
	bool	 full;
};
void sm_line_put(struct sm_line_out *o, const char *s);
/* A decimal, '-' first when negative. */
void sm_line_put_int(struct sm_line_out *o, int v);
/* The generator's state: four 16-digit hex words separated by ':'. */
void sm_line_put_rng(struct sm_line_out *o, const struct sm_rng *rng);
/* Tile counts as a rack is written (sm_rack_format), "-" when none. */
void sm_line_put_counts(struct sm_line_out *o, const uint8_t *counts);

/* A field of a line being read: [s, s + len). */
struct sm_line_field {
	const char	*s;
	size_t		 len;
};
bool sm_line_field_is(const struct sm_line_field *f, const char *word);
/* The index of the field among names[0..n), or -1. */
int sm_line_field_name(const struct sm_line_field *f,
    const char *const *names, int n);
/* A decimal in [min, max] ('-' first allowed), at most 9 digits. */
int sm_line_field_int(const struct sm_line_field *f, int min, int max,
    int *v);
/* What sm_line_put_rng wrote (the all-zero state is refused). */
int sm_line_field_rng(const struct sm_line_field *f, struct sm_rng *rng);
/* What sm_line_put_counts wrote, letters in its order, at most max tiles:
 * counts (SM_NLETTERS + 1 of them) and their sum. */
int sm_line_field_counts(const struct sm_line_field *f, uint8_t *counts,
    int *ntiles, int max);

#endif
