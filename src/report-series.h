/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-series.h: a series of duplicate contests ranked together (a
 * yearly ranking, a correspondence duplicate championship of several
 * games) as an XML document, series.xml ("scrabmail publish NAME" when
 * NAME is a series, cli-publish.c): the series, its contests in order (each
 * page linked from the series' page) and the standings over them.  The
 * contract with the stylesheets templates/bulletin/series-*.xsl is the
 * RELAX NG schema templates/series.rng; cli-publish.c checks the document
 * against it (report_bulletin_schema_load/validate of report-bulletin.h)
 * before anything is written.
 *
 * The data comes in the structs below, filled by the series layer
 * (game_series_report of game-series.h), which owns the rules: the totals,
 * the ranks, the percentages are computed there and only written here.
 * The same structs give "scrabmail series show|standings" their lines.  No
 * libxml2 type appears in this header; report-series.c is the adapter.
 * Every string is UTF-8 and owned by the caller.
 */
#ifndef SM_REPORT_SERIES_H
#define SM_REPORT_SERIES_H

#include <stddef.h>

/* One contest of the series, in the series' order. */
struct report_series_contest {
	const char	*name;
	const char	*variant;	/* sm_dup_variant_name() */
	const char	*entry;		/* "open" or "registered" */
	const char	*status;	/* "new", "running", "over" */
	int		 rounds;	/* closed rounds */
	int		 sum_tops;	/* of its closed rounds */
	int		 entrants;	/* in its standings */
};

/* One line of the standings, in rank order. */
struct report_series_line {
	int		 rank;		/* 1..; equal results share a rank */
	const char	*name;
	int		 total;		/* points, after each contest's
					   penalties */
	int		 tops;		/* after each contest's penalties */
	int		 top_sharers;	/* Top ranking's tie-breaks: the sum of */
	int		 top_points;	/* how many shared each top, and their
					   scores */
	double		 percent;	/* total, in % of the sum of the tops */
	int		 played;	/* contests in whose standings it is */
	/* Per contest (ncontests, the series' order): its total (scoring
	 * top: its tops), or -1 when it did not take part. */
	const int	*results;
};

struct report_series {
	const char	*name;
	const char	*title;		/* or NULL */
	const char	*scoring;	/* "classic" or "top" */
	const char	*status;	/* "open" or "over" */
	int		 sum_tops;	/* of all its contests */
	size_t		 ncontests;
	const struct report_series_contest *contests;
	size_t		 nlines;
	const struct report_series_line *lines;
};

struct report_series_opts {
	const char	*lang;		/* "ro" or "en"; else "ro" */
	long long	 now;		/* the "generated" time (seconds) */
};

/* The series' document (kind="series"): UTF-8, NUL-terminated, malloc'ed
 * (the caller frees), its length in *len (may be NULL).  Does not fail
 * but for memory; NULL with *cause (malloc'ed) if the writer does. */
char *report_series_xml(const struct report_series *s,
    const struct report_series_opts *o, size_t *len, char **cause);

#endif
