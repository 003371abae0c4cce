/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-bulletin.c: the bulletins of a duplicate contest as XML (the
 * contract is templates/bulletin.rng; report-bulletin.h says what the two
 * documents hold).  The contest's rounds and entrants are read from the
 * store once; a round's entries when a document first needs them.  The
 * documents are written with libxml2's xmlTextWriter (which escapes what
 * must be escaped; names are made valid UTF-8 without control characters
 * first) and checked with libxml2's RELAX NG validator before the caller
 * writes them anywhere.
 *
 * Boards come from the rounds' saved positions: a round's board is the one
 * it was drawn on (the round row's CGP board); the board after a played
 * round is the next round's, or the contest's final state when the game
 * ended with that round.  The standings of the contest document are
 * game_standings' (as of now: after the last closed round); a round's
 * document carries the standings after that round: the sums of the
 * entries of the rounds up to it, ranked by game_rank_standings (the same
 * rules as game_standings).  An entrant is listed after round N when it had
 * an entry by then or joined before the round closed.  The unit test
 * checks that the standings after the last closed round are game_standings'.
 */
#include "config.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>

#include "board.h"
#include "dup.h"
#include "game-contest.h"
#include "lex-file.h"
#include "report-bulletin.h"
#include "report-xmlw.h"
#include "store.h"
#include "tiles.h"
#include "util.h"

/* At most this many problems go into a validation cause. */
#define RB_MAX_ERRORS	5

struct rb_entry {
	long long	 entrant_id;
	char		*name;
	char		*move;		/* canonical when valid, else as written */
	int		 claimed;	/* -1: not given */
	int		 score;
	int		 bonus;
	int		 warnings;
	int		 top;
	int		 valid;
	char		*verdict;	/* why refused, or NULL */
	char		*vcode, *vsquare, *vletter, *vwords; /* or NULL */
	int		 rank;
};

struct rb_round {
	long long	 id;
	int		 number;
	char		*board;		/* CGP board part, as drawn */
	char		*rack;
	char		*rack2;
	char		*deadline;
	char		*status;
	char		*outcome;
	char		*top_move;
	int		 top_score;
	char		*tops;
	int		 best_score;
	char		*closed;
	/* Read when first needed. */
	int		 loaded;
	struct rb_entry	*entries;
	size_t		 nentries, cap;
};

struct rb_entrant {
	long long	 id;
	long long	 player_id;
	char		*name;
	char		*joined;
};

struct report_bulletin {
	struct store		*st;
	const struct contest	*c;
	char			 lang[3];
	long long		 now;
	char			*timezone;	/* or NULL: UTC */
	struct rb_round		*rounds;	/* in round order */
	size_t			 nrounds, rcap;
	struct rb_entrant	*entrants;	/* in the order they joined */
	size_t			 nentrants, ecap;
	GHashTable		*entrant_index;	/* id -> index + 1 */
	/* The lexicon. */
	char			*lex_source;
	char			 lex_sum[24];
	unsigned long		 lex_words;
	int			 lex_standin;
};

/* --- reading the contest ------------------------------------------------ */

static char *
dup_or_null(const char *s)
{
	return s != NULL ? xstrdup(s) : NULL;
}

static int
collect_round(void *arg, const struct round *r)
{
	struct report_bulletin *b = arg;
	struct rb_round *x;

	if (b->nrounds == b->rcap) {
		b->rcap = b->rcap ? b->rcap * 2 : 16;
		b->rounds = xrealloc(b->rounds, b->rcap * sizeof *b->rounds);
	}
	x = &b->rounds[b->nrounds++];
	memset(x, 0, sizeof *x);
	x->id = r->id;
	x->number = r->number;
	x->board = xstrdup(r->board != NULL ? r->board : "");
	x->rack = xstrdup(r->rack != NULL ? r->rack : "");
	x->rack2 = dup_or_null(r->rack2);
	x->deadline = xstrdup(r->deadline != NULL ? r->deadline : "");
	x->status = xstrdup(r->status != NULL ? r->status : "open");
	x->outcome = dup_or_null(r->outcome);
	x->top_move = dup_or_null(r->top_move);
	x->top_score = r->top_score;
	x->tops = dup_or_null(r->tops);
	x->best_score = r->best_score;
	x->closed = dup_or_null(r->closed);
	return 0;
}

static int
collect_entrant(void *arg, const struct entrant *e)
{
	struct report_bulletin *b = arg;
	struct rb_entrant *x;

	if (b->nentrants == b->ecap) {
		b->ecap = b->ecap ? b->ecap * 2 : 64;
		b->entrants = xrealloc(b->entrants,
		    b->ecap * sizeof *b->entrants);
	}
	x = &b->entrants[b->nentrants++];
	x->id = e->id;
	x->player_id = e->player_id;
	x->name = xstrdup(e->name != NULL ? e->name : "");
	x->joined = xstrdup(e->joined != NULL ? e->joined : "");
	return 0;
}

static int
collect_entry(void *arg, const struct entry *e)
{
	struct rb_round *r = arg;
	struct rb_entry *x;

	if (r->nentries == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->entries = xrealloc(r->entries, r->cap * sizeof *r->entries);
	}
	x = &r->entries[r->nentries++];
	memset(x, 0, sizeof *x);
	x->entrant_id = e->entrant_id;
	x->name = xstrdup(e->name != NULL ? e->name : "");
	x->valid = e->verdict != NULL && strcmp(e->verdict, "ok") == 0;
	if (x->valid && e->canonical != NULL && e->canonical[0] != '\0')
		x->move = xstrdup(e->canonical);
	else if (e->move2 != NULL)
		x->move = g_strdup_printf("%s / %s", e->move, e->move2);
	else
		x->move = xstrdup(e->move != NULL ? e->move : "");
	/* Tactic: the claimed total, else the sum of both claims. */
	if (e->move2 != NULL)
		x->claimed = e->claimed_total >= 0 ? e->claimed_total :
		    e->claimed >= 0 && e->claimed2 >= 0 ?
		    e->claimed + e->claimed2 : -1;
	else
		x->claimed = e->claimed;
	x->score = x->valid ? e->score : 0;
	x->bonus = e->bonus;
	x->warnings = e->warnings;
	x->top = e->top;
	if (!x->valid)
		x->verdict = xstrdup(e->verdict != NULL ? e->verdict :
		    "not judged");
	if (!x->valid && e->vcode != NULL && e->vcode[0] != '\0') {
		x->vcode = xstrdup(e->vcode);
		x->vsquare = xstrdup(e->vsquare != NULL ? e->vsquare : "");
		x->vletter = xstrdup(e->vletter != NULL ? e->vletter : "");
		x->vwords = xstrdup(e->vwords != NULL ? e->vwords : "");
	}
	return 0;
}

static void
round_entries_clear(struct rb_round *r)
{
	size_t i;

	for (i = 0; i < r->nentries; i++) {
		free(r->entries[i].name);
		free(r->entries[i].move);
		free(r->entries[i].verdict);
		free(r->entries[i].vcode);
		free(r->entries[i].vsquare);
		free(r->entries[i].vletter);
		free(r->entries[i].vwords);
	}
	free(r->entries);
	r->entries = NULL;
	r->nentries = r->cap = 0;
	r->loaded = 0;
}

/* Rank of a round's entries: score and bonus, best first; equal results
 * share a rank; then by name. */
static int
cmp_entry(const void *pa, const void *pb)
{
	const struct rb_entry *a = pa, *b = pb;
	int sa = a->score + a->bonus, sb = b->score + b->bonus, c;

	if (sa != sb)
		return sa > sb ? -1 : 1;
	if ((c = strcmp(a->name, b->name)) != 0)
		return c;
	return a->entrant_id < b->entrant_id ? -1 :
	    a->entrant_id > b->entrant_id;
}

static int
round_load(struct report_bulletin *b, struct rb_round *r, char **cause)
{
	size_t i;

	if (r->loaded)
		return 0;
	if (store_entry_list(b->st, r->id, collect_entry, r, cause) != 0) {
		round_entries_clear(r);
		return -1;
	}
	if (r->nentries > 1)
		qsort(r->entries, r->nentries, sizeof *r->entries, cmp_entry);
	for (i = 0; i < r->nentries; i++)
		r->entries[i].rank = i > 0 && r->entries[i].score +
		    r->entries[i].bonus == r->entries[i - 1].score +
		    r->entries[i - 1].bonus ? r->entries[i - 1].rank :
		    (int)i + 1;
	r->loaded = 1;
	return 0;
}

/* What the lexicon says of itself: from the file when it opens and is
 * the one the contest began with. */
static void
describe_lexicon(struct report_bulletin *b, const char *deflex)
{
	const struct contest *c = b->c;
	const char *path = c->lexicon != NULL ? c->lexicon : deflex;
	struct lexfile lf;
	char err[1024], sum[24];

	memset(&lf, 0, sizeof lf);
	util_strlcpy(b->lex_sum, c->lexicon_sum != NULL ? c->lexicon_sum : "",
	    sizeof b->lex_sum);
	if (lexfile_open(&lf, path, err, sizeof err) == 0) {
		snprintf(sum, sizeof sum, "%016llx",
		    (unsigned long long)lf.lx.checksum);
		if (b->lex_sum[0] == '\0')
			util_strlcpy(b->lex_sum, sum, sizeof b->lex_sum);
		if (strcmp(sum, b->lex_sum) == 0) {
			b->lex_source = xstrdup(lf.lx.source);
			b->lex_words = lf.lx.nwords;
		}
		lexfile_close(&lf);
	}
	if (b->lex_source == NULL)
		b->lex_source = xstrdup(c->lexicon != NULL ? c->lexicon :
		    "the default lexicon");
	b->lex_standin = strstr(b->lex_source, "stand-in") != NULL;
}

struct report_bulletin *
report_bulletin_new(struct store *st, const struct contest *c,
    const struct report_bulletin_opts *o, char **cause)
{
	struct report_bulletin *b = xcalloc(1, sizeof *b);
	size_t i;

	*cause = NULL;
	b->st = st;
	b->c = c;
	util_strlcpy(b->lang, o != NULL && o->lang != NULL &&
	    strcmp(o->lang, "en") == 0 ? "en" : "ro", sizeof b->lang);
	b->now = o != NULL ? o->now : 0;
	b->timezone = o != NULL && o->timezone != NULL ?
	    xstrdup(o->timezone) : NULL;
	b->entrant_index = g_hash_table_new(g_int64_hash, g_int64_equal);
	if (store_round_list(st, c->id, collect_round, b, cause) != 0 ||
	    store_entrant_list(st, c->id, collect_entrant, b, cause) != 0)
		goto fail;
	for (i = 0; i < b->nentrants; i++)
		g_hash_table_insert(b->entrant_index, &b->entrants[i].id,
		    GSIZE_TO_POINTER(i + 1));
	describe_lexicon(b, o != NULL ? o->lexicon : NULL);
	return b;
fail:
	if (*cause == NULL)
		*cause = xstrdup("cannot read the contest's rounds");
	report_bulletin_free(b);
	return NULL;
}

void
report_bulletin_free(struct report_bulletin *b)
{
	size_t i;

	if (b == NULL)
		return;
	for (i = 0; i < b->nrounds; i++) {
		struct rb_round *r = &b->rounds[i];

		round_entries_clear(r);
		free(r->board);
		free(r->rack);
		free(r->rack2);
		free(r->deadline);
		free(r->status);
		free(r->outcome);
		free(r->top_move);
		free(r->tops);
		free(r->closed);
	}
	free(b->rounds);
	for (i = 0; i < b->nentrants; i++) {
		free(b->entrants[i].name);
		free(b->entrants[i].joined);
	}
	free(b->entrants);
	if (b->entrant_index != NULL)
		g_hash_table_destroy(b->entrant_index);
	free(b->lex_source);
	free(b->timezone);
	free(b);
}

int
report_bulletin_rounds(const struct report_bulletin *b)
{
	return b->nrounds > 0 ? b->rounds[b->nrounds - 1].number : 0;
}

int
report_bulletin_open_round(const struct report_bulletin *b)
{
	size_t i;

	for (i = 0; i < b->nrounds; i++)
		if (strcmp(b->rounds[i].status, "open") == 0)
			return b->rounds[i].number;
	return 0;
}

static struct rb_round *
find_round(struct report_bulletin *b, int number, size_t *idx)
{
	size_t i;

	for (i = 0; i < b->nrounds; i++)
		if (b->rounds[i].number == number) {
			*idx = i;
			return &b->rounds[i];
		}
	return NULL;
}

static int
is_closed(const struct rb_round *r)
{
	return strcmp(r->status, "closed") == 0;
}

static int
is_played(const struct rb_round *r)
{
	return is_closed(r) && r->outcome != NULL &&
	    strcmp(r->outcome, "played") == 0 && r->top_move != NULL;
}

/* --- the standings after a round ---------------------------------------- */

/* An entrant's raw sums up to a round (ranked by game_rank_standings). */
struct rb_line {
	long long	 entrant_id;
	const char	*name;
	int		 in;		/* listed */
	int		 total;
	int		 warnings;
	int		 tops;
	int		 sharers;
	int		 points;
};

/* The standings after the closed round at index upto (and every closed
 * round before it): *lines (malloc'ed, names pointing into b) sorted and
 * ranked, *n of them listed. */
static int
standings_after(struct report_bulletin *b, size_t upto,
    struct standing_line **out, size_t *n, int *sum_tops, char **cause)
{
	struct rb_line *l = xcalloc(b->nentrants + 1, sizeof *l);
	struct standing_line *sl;
	const char *closed = b->rounds[upto].closed;
	size_t i, k, m;
	gpointer v;

	*sum_tops = 0;
	for (i = 0; i < b->nentrants; i++) {
		l[i].entrant_id = b->entrants[i].id;
		l[i].name = b->entrants[i].name;
		l[i].in = closed != NULL &&
		    strcmp(b->entrants[i].joined, closed) < 0;
	}
	for (i = 0; i <= upto; i++) {
		struct rb_round *r = &b->rounds[i];
		int ntop = 0;

		if (!is_closed(r))
			continue;
		if (round_load(b, r, cause) == -1) {
			free(l);
			return -1;
		}
		if (is_played(r))
			*sum_tops += r->top_score;
		for (k = 0; k < r->nentries; k++)
			ntop += r->entries[k].top != 0;
		for (k = 0; k < r->nentries; k++) {
			const struct rb_entry *e = &r->entries[k];
			struct rb_line *x;

			v = g_hash_table_lookup(b->entrant_index,
			    &e->entrant_id);
			if (v == NULL)
				continue;
			x = &l[GPOINTER_TO_SIZE(v) - 1];
			x->in = 1;
			x->total += e->score + e->bonus;
			x->warnings += e->warnings;
			if (e->top) {
				x->tops++;
				x->sharers += ntop;
				x->points += e->score;
			}
		}
	}
	/* The entrants listed, ranked by the contest's rules. */
	sl = xcalloc(b->nentrants + 1, sizeof *sl);
	for (i = 0, m = 0; i < b->nentrants; i++) {
		if (!l[i].in)
			continue;
		sl[m].entrant_id = l[i].entrant_id;
		sl[m].name = xstrdup(l[i].name);
		sl[m].email = xstrdup("");
		sl[m].total = l[i].total;
		sl[m].warnings = l[i].warnings;
		sl[m].tops = l[i].tops;
		sl[m].top_sharers = l[i].sharers;
		sl[m].top_points = l[i].points;
		m++;
	}
	free(l);
	game_rank_standings(b->c->variant, sl, m, *sum_tops);
	*out = sl;
	*n = m;
	return 0;
}

/* --- writing -------------------------------------------------------------- */

/* The document's writer, its root begun. */
static int
writer_open(struct xw *w, struct report_bulletin *b, const char *kind)
{
	return xw_open(w, kind, b->lang, b->now, b->timezone);
}

static int
parse_board(const struct rb_round *r, const char *cgp, struct sm_board *bd,
    char **cause)
{
	if (sm_board_parse_cgp(bd, cgp, strlen(cgp), NULL) != SM_BOARD_OK) {
		*cause = g_strdup_printf("round %d: the saved board is damaged",
		    r->number);
		return -1;
	}
	return 0;
}

static void
write_contest(struct xw *w, struct report_bulletin *b)
{
	const struct contest *c = b->c;

	xw_start(w, "contest");
	xw_attr(w, "name", c->name);
	xw_attr(w, "variant", c->variant);
	xw_attr(w, "entry", c->entry);
	xw_attr(w, "status", c->status);
	xw_attri(w, "rounds", report_bulletin_rounds(b));
	xw_attri(w, "round-days", c->round_days);
	xw_attrb(w, "solo-bonus", c->solo_bonus);
	if (c->address != NULL && c->address[0] != '\0')
		xw_text(w, "address", c->address);
	xw_start(w, "lexicon");
	xw_attr(w, "source", b->lex_source);
	xw_attr(w, "checksum", b->lex_sum);
	xw_attri(w, "words", (long long)b->lex_words);
	xw_attrb(w, "stand-in", b->lex_standin);
	xw_end(w);
	xw_start(w, "seed");
	xw_attr(w, "hash", c->seed_hash);
	if (strcmp(c->status, "over") == 0 && c->seed != NULL)
		xw_attr(w, "seed", c->seed);
	xw_end(w);
	xw_end(w);
}

/* The board after the played round at index i: the next round's as drawn,
 * or the contest's final position.  0 and *bd, 1 when unknown, -1. */
static int
played_board(struct report_bulletin *b, size_t i, struct sm_board *bd,
    char **cause)
{
	struct sm_dup d;

	if (i + 1 < b->nrounds)
		return parse_board(&b->rounds[i + 1], b->rounds[i + 1].board,
		    bd, cause);
	if (strcmp(b->c->status, "over") == 0 && b->c->state != NULL &&
	    sm_dup_load(&d, b->c->state) == 0) {
		*bd = d.board;
		return 0;
	}
	return 1;
}

static void
write_standings(struct xw *w, int after, int sum_tops,
    const struct standing_line *l, size_t n)
{
	char pct[32];
	size_t i;

	xw_start(w, "standings");
	xw_attri(w, "after-round", after);
	xw_attri(w, "sum-tops", sum_tops);
	for (i = 0; i < n; i++) {
		xw_start(w, "line");
		xw_attri(w, "rank", l[i].rank);
		xw_attr(w, "name", l[i].name);
		xw_attri(w, "total", l[i].total);
		snprintf(pct, sizeof pct, "%.1f", l[i].percent);
		xw_attr(w, "percent", pct);
		xw_attri(w, "tops", l[i].tops);
		xw_attri(w, "warnings", l[i].warnings);
		xw_attri(w, "penalty", l[i].penalty);
		xw_end(w);
	}
	xw_end(w);
}

/* The <round> at index i; full: a round's own document (its entries and
 * the board after the top). */
static int
write_round(struct xw *w, struct report_bulletin *b, size_t i,
    int full, char **cause)
{
	struct rb_round *r = &b->rounds[i];
	struct sm_board bd;
	char **eq = NULL;
	long long t;
	size_t k;
	int rc;

	if (parse_board(r, r->board, &bd, cause) == -1)
		return -1;
	xw_start(w, "round");
	xw_attri(w, "number", r->number);
	xw_attr(w, "status", r->status);
	if (util_parse_iso8601(r->deadline, &t) == 0)
		xw_attrt(w, "deadline", t);
	else
		xw_attr(w, "deadline", r->deadline);
	if (is_closed(r))
		xw_attr(w, "outcome", r->outcome != NULL ? r->outcome : "none");
	xw_start(w, "rack");
	xw_attr(w, "letters", r->rack);
	xw_end(w);
	if (r->rack2 != NULL) {
		xw_start(w, "rack2");
		xw_attr(w, "letters", r->rack2);
		xw_end(w);
	}
	xw_board(w, "board", &bd, NULL);
	/* The last move on this board: the nearest earlier round played. */
	for (k = i; k > 0; k--)
		if (is_played(&b->rounds[k - 1])) {
			xw_start(w, "last");
			xw_attr(w, "move", b->rounds[k - 1].top_move);
			xw_end(w);
			break;
		}
	if (!is_closed(r))
		goto done;
	if (r->top_move != NULL) {
		xw_start(w, "top");
		xw_attr(w, "move", r->top_move);
		xw_attri(w, "score", r->top_score);
		xw_end(w);
		if (r->tops != NULL && r->tops[0] != '\0') {
			eq = g_strsplit(r->tops, "; ", -1);
			for (k = 0; eq[k] != NULL; k++) {
				if (eq[k][0] == '\0')
					continue;
				xw_start(w, "equivalent");
				xw_attr(w, "move", eq[k]);
				xw_attri(w, "score", r->top_score);
				xw_end(w);
			}
			g_strfreev(eq);
		}
	}
	if (round_load(b, r, cause) == -1)
		return -1;
	xw_start(w, "best");
	xw_attri(w, "score", r->best_score > 0 ? r->best_score : 0);
	xw_attri(w, "entrants", (long long)r->nentries);
	xw_end(w);
	if (!full)
		goto done;
	if (is_played(r)) {
		if ((rc = played_board(b, i, &bd, cause)) == -1)
			return -1;
		if (rc == 0)
			xw_board(w, "played-board", &bd, NULL);
	}
	xw_start(w, "entries");
	xw_attri(w, "count", (long long)r->nentries);
	for (k = 0; k < r->nentries; k++) {
		const struct rb_entry *e = &r->entries[k];

		xw_start(w, "entry");
		xw_attri(w, "rank", e->rank);
		xw_attr(w, "name", e->name);
		xw_attr(w, "move", e->move);
		if (e->claimed >= 0)
			xw_attri(w, "claimed", e->claimed);
		xw_attri(w, "score", e->score);
		xw_attri(w, "bonus", e->bonus);
		xw_attri(w, "warnings", e->warnings);
		xw_attrb(w, "top", e->top);
		xw_attrb(w, "valid", e->valid);
		if (!e->valid)
			xw_attr(w, "verdict", e->verdict);
		if (!e->valid && e->vcode != NULL) {
			/* The same, for the stylesheets to word. */
			xw_attr(w, "verdict-code", e->vcode);
			if (e->vsquare[0] != '\0')
				xw_attr(w, "verdict-square", e->vsquare);
			if (e->vletter[0] != '\0')
				xw_attr(w, "verdict-letter", e->vletter);
			if (e->vwords[0] != '\0')
				xw_attr(w, "verdict-words", e->vwords);
		}
		xw_end(w);
	}
	xw_end(w);
done:
	xw_end(w);
	return 0;
}

char *
report_bulletin_round(struct report_bulletin *b, int number, size_t *len,
    char **cause)
{
	struct xw w;
	struct rb_round *r;
	struct standing_line *lines = NULL;
	size_t i, n = 0;
	int sum = 0;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if ((r = find_round(b, number, &i)) == NULL) {
		*cause = g_strdup_printf("contest %s has no round %d",
		    b->c->name, number);
		return NULL;
	}
	if (is_closed(r) && standings_after(b, i, &lines, &n, &sum,
	    cause) == -1)
		return NULL;
	if (writer_open(&w, b, "round") == -1)
		goto fail;
	write_contest(&w, b);
	if (write_round(&w, b, i, 1, cause) == -1)
		goto fail;
	if (is_closed(r))
		write_standings(&w, r->number, sum, lines, n);
	xw_end(&w);
	game_standings_free(lines, n);
	return xw_close(&w, len, cause);
fail:
	game_standings_free(lines, n);
	free(xw_close(&w, NULL, cause));
	return NULL;
}

char *
report_bulletin_contest(struct report_bulletin *b, size_t *len, char **cause)
{
	struct xw w;
	struct game_ctx g;
	struct standing_line *sl = NULL;
	size_t i, n = 0;
	int sum = 0, last = 0, rc;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	for (i = 0; i < b->nrounds; i++)
		if (is_closed(&b->rounds[i]))
			last = b->rounds[i].number;
	if (last > 0) {
		game_ctx_init(&g, b->st, NULL, NULL);
		rc = game_standings(&g, b->c, &sl, &n, &sum, cause);
		game_ctx_clear(&g);
		if (rc != 0)
			return NULL;
	}
	if (writer_open(&w, b, "contest") == -1)
		goto fail;
	write_contest(&w, b);
	for (i = 0; i < b->nrounds; i++)
		if (write_round(&w, b, i, 0, cause) == -1)
			goto fail;
	if (last > 0)
		write_standings(&w, last, sum, sl, n);
	xw_end(&w);
	game_standings_free(sl, n);
	return xw_close(&w, len, cause);
fail:
	game_standings_free(sl, n);
	free(xw_close(&w, NULL, cause));
	return NULL;
}

/* --- checking against the schema ------------------------------------------ */

struct report_bulletin_schema {
	xmlRelaxNGPtr	 rng;
	char		*path;
};

struct rb_errors {
	GString		*msg;
	int		 n;
	xmlStructuredErrorFunc	 old;
	void			*old_ctx;
	xmlGenericErrorFunc	 old_generic;
	void			*old_generic_ctx;
};

static void
rb_error(void *ctx, xmlErrorPtr err)
{
	struct rb_errors *e = ctx;
	size_t len;

	if (err == NULL || err->level == XML_ERR_WARNING || err->message == NULL)
		return;
	if (++e->n > RB_MAX_ERRORS)
		return;
	if (e->msg->len > 0)
		g_string_append(e->msg, "; ");
	if (err->line > 0)
		g_string_append_printf(e->msg, "line %d: ", err->line);
	g_string_append(e->msg, err->message);
	len = e->msg->len;
	while (len > 0 && (e->msg->str[len - 1] == '\n' ||
	    e->msg->str[len - 1] == ' '))
		len--;
	g_string_truncate(e->msg, len);
}

static void rb_generic(void *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Messages that come without structure (rare): kept as they are. */
static void
rb_generic(void *ctx, const char *fmt, ...)
{
	struct rb_errors *e = ctx;
	va_list ap;

	if (e->n >= RB_MAX_ERRORS || e->msg->len > 2048)
		return;
	va_start(ap, fmt);
	g_string_append_vprintf(e->msg, fmt, ap);
	va_end(ap);
}

static void
rb_catch(struct rb_errors *e)
{
	memset(e, 0, sizeof *e);
	e->msg = g_string_new(NULL);
	e->old = xmlStructuredError;
	e->old_ctx = xmlStructuredErrorContext;
	e->old_generic = xmlGenericError;
	e->old_generic_ctx = xmlGenericErrorContext;
	xmlSetStructuredErrorFunc(e, rb_error);
	xmlSetGenericErrorFunc(e, rb_generic);
}

/* The messages caught (malloc'ed, what prefixed), and the old handlers
 * back. */
static char *
rb_release(struct rb_errors *e, const char *what, const char *fallback)
{
	char *out, *p;

	xmlSetStructuredErrorFunc(e->old_ctx, e->old);
	xmlSetGenericErrorFunc(e->old_generic_ctx, e->old_generic);
	for (p = e->msg->str; *p != '\0'; p++)
		if (*p == '\n')
			*p = ' ';
	if (e->n > RB_MAX_ERRORS)
		g_string_append_printf(e->msg, "; and %d more",
		    e->n - RB_MAX_ERRORS);
	out = g_strdup_printf("%s: %s", what, e->msg->len > 0 ? e->msg->str :
	    fallback);
	g_string_free(e->msg, TRUE);
	return out;
}

struct report_bulletin_schema *
report_bulletin_schema_load(const char *path, char **cause)
{
	struct report_bulletin_schema *s = NULL;
	struct rb_errors e;
	xmlRelaxNGParserCtxtPtr pc = NULL;
	xmlRelaxNGPtr rng = NULL;
	char *msg;

	*cause = NULL;
	xmlInitParser();
	rb_catch(&e);
	if ((pc = xmlRelaxNGNewParserCtxt(path)) != NULL) {
		xmlRelaxNGSetParserStructuredErrors(pc, rb_error, &e);
		rng = xmlRelaxNGParse(pc);
		xmlRelaxNGFreeParserCtxt(pc);
	}
	msg = rb_release(&e, path, "cannot be read or is not a RELAX NG "
	    "schema");
	if (rng == NULL) {
		*cause = msg;
		return NULL;
	}
	g_free(msg);
	s = xcalloc(1, sizeof *s);
	s->rng = rng;
	s->path = xstrdup(path);
	return s;
}

void
report_bulletin_schema_free(struct report_bulletin_schema *s)
{
	if (s == NULL)
		return;
	xmlRelaxNGFree(s->rng);
	free(s->path);
	free(s);
}

int
report_bulletin_validate(struct report_bulletin_schema *s, const char *xml,
    size_t len, char **cause)
{
	struct rb_errors e;
	xmlDocPtr doc = NULL;
	xmlRelaxNGValidCtxtPtr vc = NULL;
	char *msg;
	int rc = -1;

	*cause = NULL;
	if (len > (size_t)INT_MAX) {
		*cause = xstrdup("the bulletin is too large to check");
		return -1;
	}
	rb_catch(&e);
	doc = xmlReadMemory(xml, (int)len, "bulletin.xml", NULL,
	    XML_PARSE_NONET | XML_PARSE_HUGE);
	if (doc != NULL && (vc = xmlRelaxNGNewValidCtxt(s->rng)) != NULL) {
		xmlRelaxNGSetValidStructuredErrors(vc, rb_error, &e);
		rc = xmlRelaxNGValidateDoc(vc, doc) == 0 ? 0 : -1;
	}
	msg = rb_release(&e, doc == NULL ? "not well-formed XML" :
	    "not valid against the bulletin schema", "unknown error");
	if (rc == 0)
		g_free(msg);
	else
		*cause = msg;
	if (vc != NULL)
		xmlRelaxNGFreeValidCtxt(vc);
	if (doc != NULL)
		xmlFreeDoc(doc);
	return rc;
}
