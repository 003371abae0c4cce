/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * saveline.c: writing and reading the fields of the games' saved lines.
 * See saveline.h.
 */
#include <string.h>

#include "saveline.h"
#include "tiles.h"

void
sm_line_put(struct sm_line_out *o, const char *s)
{
	size_t	k = strlen(s);

	if (o->full || o->n + k + 1 > o->cap) {
		o->full = true;
		return;
	}
	memcpy(o->buf + o->n, s, k);
	o->n += k;
	o->buf[o->n] = '\0';
}

void
sm_line_put_int(struct sm_line_out *o, int v)
{
	char		tmp[16];
	int		i = (int)sizeof tmp - 1;
	unsigned	u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	tmp[i] = '\0';
	do {
		tmp[--i] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0 && i > 1);
	if (v < 0)
		tmp[--i] = '-';
	sm_line_put(o, tmp + i);
}

static void
put_hex64(struct sm_line_out *o, uint64_t x)
{
	static const char hex[] = "0123456789abcdef";
	char	tmp[17];
	int	i;

	for (i = 15; i >= 0; i--) {
		tmp[i] = hex[x & 0xf];
		x >>= 4;
	}
	tmp[16] = '\0';
	sm_line_put(o, tmp);
}

void
sm_line_put_rng(struct sm_line_out *o, const struct sm_rng *rng)
{
	int	i;

	for (i = 0; i < 4; i++) {
		if (i > 0)
			sm_line_put(o, ":");
		put_hex64(o, rng->s[i]);
	}
}

void
sm_line_put_counts(struct sm_line_out *o, const uint8_t *counts)
{
	struct sm_rack	r;
	char		tmp[SM_TOTAL_TILES + 1];
	int		l, n = 0;

	memcpy(r.counts, counts, sizeof r.counts);
	for (l = 0; l <= SM_NLETTERS; l++)
		n += counts[l];
	r.ntiles = (uint8_t)(n > 255 ? 255 : n);
	if (n == 0) {
		sm_line_put(o, "-");
		return;
	}
	sm_rack_format(&r, tmp, sizeof tmp);
	sm_line_put(o, tmp);
}

bool
sm_line_field_is(const struct sm_line_field *f, const char *word)
{
	return strlen(word) == f->len && memcmp(f->s, word, f->len) == 0;
}

int
sm_line_field_name(const struct sm_line_field *f, const char *const *names,
    int n)
{
	int	i;

	for (i = 0; i < n; i++) {
		if (sm_line_field_is(f, names[i]))
			return i;
	}
	return -1;
}

int
sm_line_field_int(const struct sm_line_field *f, int min, int max, int *v)
{
	size_t	i = 0;
	long	x = 0;
	bool	neg = false;

	if (f->len > 0 && f->s[0] == '-') {
		neg = true;
		i = 1;
	}
	if (f->len == i || f->len - i > 9)
		return -1;
	for (; i < f->len; i++) {
		if (f->s[i] < '0' || f->s[i] > '9')
			return -1;
		x = x * 10 + (f->s[i] - '0');
	}
	if (neg)
		x = -x;
	if (x < min || x > max)
		return -1;
	*v = (int)x;
	return 0;
}

int
sm_line_field_rng(const struct sm_line_field *f, struct sm_rng *rng)
{
	size_t		i, k = 0;
	int		w = 0, h;
	uint64_t	x = 0;

	if (f->len != 4 * 16 + 3)
		return -1;
	for (i = 0; i < f->len; i++) {
		if (k == 16) {
			if (f->s[i] != ':')
				return -1;
			rng->s[w++] = x;
			x = 0;
			k = 0;
			continue;
		}
		if (f->s[i] >= '0' && f->s[i] <= '9')
			h = f->s[i] - '0';
		else if (f->s[i] >= 'a' && f->s[i] <= 'f')
			h = f->s[i] - 'a' + 10;
		else
			return -1;
		x = x << 4 | (uint64_t)h;
		k++;
	}
	rng->s[w] = x;
	if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
		return -1;	/* the generator's one forbidden state */
	return 0;
}

int
sm_line_field_counts(const struct sm_line_field *f, uint8_t *counts,
    int *ntiles, int max)
{
	size_t	i;
	int	l, prev = 0, code;

	memset(counts, 0, SM_NLETTERS + 1);
	*ntiles = 0;
	if (sm_line_field_is(f, "-"))
		return 0;
	if (f->len == 0 || f->len > (size_t)max)
		return -1;
	for (i = 0; i < f->len; i++) {
		if (f->s[i] == '?') {
			l = SM_RACK_BLANK;
			code = SM_NLETTERS + 1;
		} else if (f->s[i] >= 'A' && f->s[i] <= 'Z') {
			l = code = sm_letter_from_ascii(f->s[i]);
		} else
			return -1;
		if (code < prev || counts[l] >= SM_TOTAL_TILES)
			return -1;
		prev = code;
		counts[l]++;
		(*ntiles)++;
	}
	return 0;
}
