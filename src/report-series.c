/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-series.c: a series' bulletin as XML (the contract is
 * templates/series.rng; report-series.h says what it holds).  Everything
 * comes ready in the caller's structs (game-series.c adds up and ranks);
 * this file only writes it with the bulletins' shared writer
 * (report-xmlw.c), in the shape of the other bulletins: the root
 * <bulletin> with kind="series", lang, generated and version, booleans
 * "yes"/"no".
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report-series.h"
#include "report-xmlw.h"

static void
write_series(struct xw *w, const struct report_series *s)
{
	xw_start(w, "series");
	xw_attr(w, "name", s->name);
	if (s->title != NULL && s->title[0] != '\0')
		xw_attr(w, "title", s->title);
	xw_attr(w, "scoring", s->scoring);
	xw_attr(w, "status", s->status);
	xw_attri(w, "sum-tops", s->sum_tops);
	xw_end(w);
}

static void
write_contests(struct xw *w, const struct report_series *s)
{
	const struct report_series_contest *c;
	size_t i;

	xw_start(w, "contests");
	for (i = 0; i < s->ncontests; i++) {
		c = &s->contests[i];
		xw_start(w, "contest");
		xw_attri(w, "position", (long long)i + 1);
		xw_attr(w, "name", c->name);
		xw_attr(w, "variant", c->variant);
		xw_attr(w, "entry", c->entry);
		xw_attr(w, "status", c->status);
		xw_attri(w, "rounds", c->rounds);
		xw_attri(w, "sum-tops", c->sum_tops);
		xw_attri(w, "entrants", c->entrants);
		xw_end(w);
	}
	xw_end(w);
}

static void
write_standings(struct xw *w, const struct report_series *s)
{
	const struct report_series_line *l;
	char pct[32];
	size_t i, k;
	int top = strcmp(s->scoring, "top") == 0;

	xw_start(w, "standings");
	for (i = 0; i < s->nlines; i++) {
		l = &s->lines[i];
		xw_start(w, "line");
		xw_attri(w, "rank", l->rank);
		xw_attr(w, "name", l->name);
		xw_attri(w, "total", l->total);
		xw_attri(w, "tops", l->tops);
		if (top) {
			xw_attri(w, "top-sharers", l->top_sharers);
			xw_attri(w, "top-points", l->top_points);
		}
		snprintf(pct, sizeof pct, "%.1f", l->percent);
		xw_attr(w, "percent", pct);
		xw_attri(w, "played", l->played);
		for (k = 0; k < s->ncontests; k++) {
			if (l->results[k] < 0)
				continue;
			xw_start(w, "result");
			xw_attri(w, "contest", (long long)k + 1);
			xw_attri(w, "value", l->results[k]);
			xw_end(w);
		}
		xw_end(w);
	}
	xw_end(w);
}

char *
report_series_xml(const struct report_series *s,
    const struct report_series_opts *o, size_t *len, char **cause)
{
	struct xw w;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if (xw_open(&w, "series", o != NULL ? o->lang : NULL, o != NULL ?
	    o->now : 0, NULL) == -1)
		goto fail;
	write_series(&w, s);
	write_contests(&w, s);
	write_standings(&w, s);
	xw_end(&w);
	return xw_close(&w, len, cause);
fail:
	free(xw_close(&w, NULL, cause));
	return NULL;
}
