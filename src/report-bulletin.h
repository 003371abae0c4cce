/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-bulletin.h: a duplicate contest's bulletins as XML documents, for
 * the web pages, the feed and the newspaper's puzzle page ("scrabmail
 * publish", cli-publish.c).  Two kinds of document: one per round (the
 * board as drawn, the rack, and once closed the top, its equivalents, the
 * board after it, every entry ranked and the standings after the round)
 * and one for the contest (its rules, the lexicon, the seed's hash or the
 * seed, every round in brief, the standings).  The contract shared with
 * the stylesheets of templates/bulletin/ is the RELAX NG schema
 * templates/bulletin.rng; every document is checked against it before it
 * is written anywhere.  No libxml2 type appears here; report-bulletin.c is
 * the adapter (xmlTextWriter for writing, xmlRelaxNG for checking).
 *
 * A struct report_bulletin reads the contest's rounds and entrants once
 * and each round's entries when first needed, so that publishing fifteen
 * rounds of ten thousand entries reads every entry once.
 */
#ifndef SM_REPORT_BULLETIN_H
#define SM_REPORT_BULLETIN_H

#include <stddef.h>

struct contest;
struct store;

struct report_bulletin_opts {
	const char	*lang;		/* "ro" or "en"; NULL or anything
					   else: "ro" */
	const char	*lexicon;	/* the lexicon of a contest that names
					   none (the configured one), or
					   NULL: lexfile_default_path() */
	long long	 now;		/* the "generated" time (seconds) */
	const char	*timezone;	/* the organiser's: times written in
					   it (report-xmlw.h), or NULL/UTC */
};

struct report_bulletin;		/* one contest being published (opaque) */

/* Read contest c's rounds and entrants from st and describe its lexicon
 * (opened to read its source and word count; when it cannot be opened,
 * or is not the one the contest began with, what the contest row knows
 * and words="0").  st and c are used until report_bulletin_free and must
 * outlive the result; o is copied.  NULL with *cause (malloc'ed, the
 * caller frees) on a storage error.  Free with report_bulletin_free
 * (accepts NULL). */
struct report_bulletin *report_bulletin_new(struct store *st,
    const struct contest *c, const struct report_bulletin_opts *o,
    char **cause);
void report_bulletin_free(struct report_bulletin *b);

/* How many rounds were drawn (the highest round number; rounds are
 * numbered 1..n), and the number of the open round (0 when none). */
int report_bulletin_rounds(const struct report_bulletin *b);
int report_bulletin_open_round(const struct report_bulletin *b);

/* The document of round number (kind="round"): UTF-8 text, NUL-terminated,
 * malloc'ed (the caller frees), its length in *len (may be NULL).  NULL
 * with *cause (malloc'ed) when there is no such round, its saved board is
 * damaged, or on a storage error. */
char *report_bulletin_round(struct report_bulletin *b, int number,
    size_t *len, char **cause);
/* The document of the contest (kind="contest"), the same way. */
char *report_bulletin_contest(struct report_bulletin *b, size_t *len,
    char **cause);

/* The schema (templates/bulletin.rng), parsed once.  NULL with *cause
 * (malloc'ed) naming the file when it cannot be read or is not a valid
 * RELAX NG schema.  Free with report_bulletin_schema_free (accepts
 * NULL). */
struct report_bulletin_schema;
struct report_bulletin_schema *report_bulletin_schema_load(const char *path,
    char **cause);
void report_bulletin_schema_free(struct report_bulletin_schema *s);
/* Check the document xml (len bytes) against the schema: 0, or -1 with
 * *cause (malloc'ed, the caller frees) "line N: what is wrong" for the
 * first few problems. */
int report_bulletin_validate(struct report_bulletin_schema *s,
    const char *xml, size_t len, char **cause);

#endif
