/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * gcg.c: a free game's record as a GCG file (gcg.h): the coordinate
 * conversion between Romanian notation and GCG's, the headers and one line
 * per entry of the record.  Written from the GCG specification; the text
 * is appended to a caller's buffer with snprintf's return convention.
 */
#include <string.h>

#include "gcg.h"

/* Longest nick written (bytes, NUL excluded). */
#define NICK_MAX 40

struct out {
	char	*buf;
	size_t	 cap, n;
};

static void
put_char(struct out *o, char c)
{
	if (o->n + 1 < o->cap)
		o->buf[o->n] = c;
	o->n++;
}

static void
put(struct out *o, const char *s)
{
	for (; *s != '\0'; s++)
		put_char(o, *s);
}

static void
put_int(struct out *o, int v)
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
	put(o, tmp + i);
}

/* "+n" or "-n". */
static void
put_signed(struct out *o, int v)
{
	if (v >= 0)
		put_char(o, '+');
	put_int(o, v);
}

static void
put_rack(struct out *o, const struct sm_rack *r)
{
	char	tmp[SM_TOTAL_TILES + 1];

	sm_rack_format(r, tmp, sizeof tmp);
	put(o, tmp);
}

size_t
sm_gcg_coord_format(const struct sm_coord *c, char *buf, size_t cap)
{
	struct out	o = { buf, cap, 0 };
	char		col = (char)('A' + c->col);

	if (c->row < 0 || c->row >= SM_DIM || c->col < 0 || c->col >= SM_DIM)
		put(&o, "?");
	else if (c->dir == SM_ACROSS) {
		put_int(&o, c->row + 1);
		put_char(&o, col);
	} else {
		put_char(&o, col);
		put_int(&o, c->row + 1);
	}
	if (cap > 0)
		buf[o.n < cap ? o.n : cap - 1] = '\0';
	return o.n;
}

/* Row number 1..15 in s[0..len): its index, or -1. */
static int
row_number(const char *s, size_t len)
{
	if (len == 1 && s[0] >= '1' && s[0] <= '9')
		return s[0] - '1';
	if (len == 2 && s[0] == '1' && s[1] >= '0' && s[1] <= '5')
		return 10 + (s[1] - '0') - 1;
	return -1;
}

static int
col_letter(char ch)
{
	if (ch >= 'A' && ch <= 'O')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'o')
		return ch - 'a';
	return -1;
}

bool
sm_gcg_coord_parse(struct sm_coord *c, const char *s, size_t len)
{
	int	row, col;

	if (s == NULL || len < 2 || len > 3)
		return false;
	if ((col = col_letter(s[len - 1])) >= 0 &&
	    (row = row_number(s, len - 1)) >= 0) {
		c->dir = SM_ACROSS;
	} else if ((col = col_letter(s[0])) >= 0 &&
	    (row = row_number(s + 1, len - 1)) >= 0) {
		c->dir = SM_DOWN;
	} else
		return false;
	c->row = row;
	c->col = col;
	return true;
}

/* Player p's nick into nick[NICK_MAX + 1]: one word of printable
 * characters, unique among the first p (else "_<p+1>" is appended). */
static void
make_nick(const char *const *nicks, int p, char *nick,
    char prev[][NICK_MAX + 8])
{
	const char	*s = nicks != NULL ? nicks[p] : NULL;
	size_t		 n = 0, k;
	int		 q;

	if (s != NULL) {
		for (; s[n] != '\0' && n < NICK_MAX; n++) {
			unsigned char ch = (unsigned char)s[n];

			nick[n] = (char)(ch <= ' ' || ch == 0x7f ? '_' : ch);
		}
	}
	/* Do not cut a UTF-8 character in two. */
	while (n > 0 && s != NULL && s[n] != '\0' &&
	    ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	nick[n] = '\0';
	if (n == 0) {
		nick[0] = 'p';
		k = 1;
		if (p + 1 >= 10)
			nick[k++] = (char)('0' + (p + 1) / 10);
		nick[k++] = (char)('0' + (p + 1) % 10);
		nick[k] = '\0';
		n = k;
	}
	for (q = 0; q < p; q++) {
		if (strcmp(prev[q], nick) == 0) {
			nick[n++] = '_';
			if (p + 1 >= 10)
				nick[n++] = (char)('0' + (p + 1) / 10);
			nick[n++] = (char)('0' + (p + 1) % 10);
			nick[n] = '\0';
			break;
		}
	}
}

/* A one-line text (a name, the lexicon's): control characters become
 * spaces. */
static void
put_line_text(struct out *o, const char *s)
{
	for (; *s != '\0'; s++)
		put_char(o, (unsigned char)*s < ' ' || *s == 0x7f ? ' ' : *s);
}

bool
sm_gcg_supported(const struct sm_free_log *log)
{
	return log != NULL && log->nplayers == 2;
}

size_t
sm_gcg_write(const struct sm_free_log *log, const char *const *nicks,
    const char *const *names, char *buf, size_t cap)
{
	return sm_gcg_write_info(log, nicks, names, NULL, buf, cap);
}

size_t
sm_gcg_write_info(const struct sm_free_log *log, const char *const *nicks,
    const char *const *names, const struct sm_gcg_info *info, char *buf,
    size_t cap)
{
	struct out		 o = { buf, cap, 0 };
	char			 nick[SM_FREE_MAX_PLAYERS][NICK_MAX + 8];
	char			 coord[8];
	const struct sm_free_turn *t;
	const char		*name;
	int			 p, i, k, np;

	if (!sm_gcg_supported(log)) {
		if (cap > 0)
			buf[0] = '\0';
		return 0;
	}
	np = log->nplayers;
	put(&o, "#character-encoding UTF-8\n");
	put(&o, "#tile-distribution romanian\n");
	if (info != NULL && info->lexicon != NULL && info->lexicon[0] != '\0') {
		put(&o, "#lexicon ");
		put_line_text(&o, info->lexicon);
		put(&o, "\n");
	}
	for (p = 0; p < np; p++) {
		make_nick(nicks, p, nick[p], nick);
		put(&o, "#player");
		put_int(&o, p + 1);
		put(&o, " ");
		put(&o, nick[p]);
		put(&o, " ");
		name = names != NULL && names[p] != NULL && names[p][0] != '\0' ?
		    names[p] : nick[p];
		put_line_text(&o, name);
		put(&o, "\n");
	}
	for (i = 0; i < log->n && i < SM_FREE_LOG_MAX; i++) {
		t = &log->turns[i];
		if (t->player >= np)
			continue;
		if (t->kind == SM_FREE_RESIGNS) {
			/* GCG has no resignation: a note, then a time
			 * penalty of 0, the end event readers know. */
			put(&o, "#note ");
			put(&o, nick[t->player]);
			if (info != NULL && info->time_loss == t->player)
				put(&o, " loses on time\n");
			else
				put(&o, " resigns\n");
			put(&o, ">");
			put(&o, nick[t->player]);
			put(&o, ": ");
			put_rack(&o, &t->rack);
			put(&o, " (time) -0 ");
			put_int(&o, t->total);
			put(&o, "\n");
			continue;
		}
		if (t->note == SM_FREE_NOTE_OPENING)
			put(&o, "#note the leader's opening, scored for "
			    "nobody\n");
		put(&o, ">");
		put(&o, nick[t->player]);
		put(&o, ": ");
		switch (t->kind) {
		case SM_FREE_PLAY:
			put_rack(&o, &t->rack);
			put(&o, " ");
			sm_gcg_coord_format(&t->move.at, coord, sizeof coord);
			put(&o, coord);
			put(&o, " ");
			for (k = 0; k < t->move.len && k < SM_MAX_WORD; k++) {
				uint8_t tile = t->move.word[k];
				char	c = sm_letter_to_ascii(
				    SM_TILE_LETTER(tile));

				if (SM_TILE_IS_BLANK(tile))
					c = (char)(c - 'A' + 'a');
				if (!(t->placed & (1u << k)))
					c = '.';
				put_char(&o, c);
			}
			break;
		case SM_FREE_EXCHANGE:
			put_rack(&o, &t->rack);
			put(&o, " -");
			put_rack(&o, &t->tiles);
			break;
		case SM_FREE_PASS:
			put_rack(&o, &t->rack);
			put(&o, " -");
			break;
		case SM_FREE_END_GAIN:
			put(&o, "(");
			put_rack(&o, &t->rack);
			put(&o, ")");
			break;
		case SM_FREE_END_LOSS:
		default:
			put_rack(&o, &t->rack);
			put(&o, " (");
			put_rack(&o, &t->rack);
			put(&o, ")");
			break;
		}
		put(&o, " ");
		put_signed(&o, t->score);
		put(&o, " ");
		put_int(&o, t->total);
		put(&o, "\n");
	}
	if (cap > 0)
		buf[o.n < cap ? o.n : cap - 1] = '\0';
	return o.n;
}
