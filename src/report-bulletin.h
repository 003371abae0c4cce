/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-bulletin.h: a duplicate contest's bulletins as XML documents, for
 * the web pages, the feed and the newspaper's puzzle page ("scrabmail
 * publish", cli-publish.c).  Two kinds of document: one per round (the
 * board as drawn, the rack, and once closed the top, its equivalents, the
 * board after it, every entry ranked and the standings after the round;
 * not how many rounds were drawn, only whether a later one was, so that
 * it does not change when the next rounds are drawn) and one for the
 * contest (its rules, the lexicon, the seed's hash or the seed, every
 * round in brief, how many were drawn, the standings).  The contract
 * shared with the stylesheets of templates/bulletin/ is the RELAX NG
 * schema templates/bulletin.rng; every document is checked against it
 * before it is written anywhere.
 *
 * The data comes in the structs below, filled by the contest layer
 * (game_contest_report of game-contest.h), which owns the rules: the
 * entries' ranks, the standings after each round, what the board looks
 * like after a top, when the seed is revealed are decided there and only
 * written here, as report-champ.h does for championships.  No libxml2
 * type appears in this header; report-bulletin.c is the adapter
 * (xmlTextWriter for writing, xmlRelaxNG for checking).  Every string is
 * UTF-8 (names are made valid and stripped of control characters when
 * written) and owned by the caller.
 */
#ifndef SM_REPORT_BULLETIN_H
#define SM_REPORT_BULLETIN_H

#include <stddef.h>

/* One entry of a closed round, in rank order. */
struct report_bulletin_entry {
	int		 rank;		/* 1..; equal score + bonus share */
	const char	*name;
	const char	*move;		/* canonical when valid, else as
					   written (tactic: "A / B") */
	int		 claimed;	/* -1: not given (tactic: the claimed
					   total, else the sum of both) */
	int		 score;		/* 0 when refused */
	int		 bonus;		/* solo bonus */
	int		 warnings;	/* technical warnings */
	const char	*wcodes;	/* what they were for, as codes
					   (report_verdict_warnings), or NULL
					   (none, or judged before they were
					   kept) */
	int		 top;		/* 1: it scored the top */
	int		 valid;
	const char	*verdict;	/* refused: why (English), else NULL */
	const char	*vcode;		/* refused: the same as a code
					   (report-verdict.h), or NULL for an
					   entry judged before codes were
					   kept */
	const char	*vsquare;	/* with vcode: its arguments, "" when */
	const char	*vletter;	/* none */
	const char	*vwords;
};

/* One line of the standings, in rank order. */
struct report_bulletin_line {
	int		 rank;		/* 1..; equal results share a rank */
	const char	*name;
	int		 total;		/* points after penalties (the Top
					   variant ranks by tops) */
	double		 percent;	/* of the sum of the tops */
	int		 tops;		/* after penalties */
	int		 warnings;
	int		 penalty;	/* points (Top variant: tops) lost */
};

struct report_bulletin_standings {
	int		 after_round;
	int		 sum_tops;
	size_t		 nlines;
	const struct report_bulletin_line *lines;
};

/* One round drawn, in round order. */
struct report_bulletin_round {
	int		 number;	/* 1.. */
	int		 closed;	/* 0: open */
	int		 cancelled;	/* by the arbiter: counts for nobody */
	long long	 deadline;	/* seconds */
	const char	*deadline_text;	/* NULL, or the stored deadline when
					   it is not a time (written as it
					   is) */
	const char	*rack;		/* the letters ("AEIRST?") */
	const char	*rack2;		/* tactic: the second group, or NULL */
	const char	*board;		/* the board as drawn: the board part of
					   a CGP line */
	const char	*last;		/* the last move on that board (the top
					   of the nearest earlier round
					   played), or NULL */
	/* Closed rounds only: */
	const char	*outcome;	/* "played", "repeated", "none" */
	int		 played;	/* outcome played, with a top */
	const char	*top;		/* the top played, or NULL */
	int		 top_score;
	size_t		 nequivalents;	/* the other tops of the same score */
	const char *const *equivalents;
	int		 best_score;	/* the entrants' best (0 when none) */
	size_t		 nentries;
	const struct report_bulletin_entry *entries;	/* NULL when not
							   read */
	const char	*played_board;	/* played: the board after the top
					   (CGP board part), or NULL when not
					   known */
	const struct report_bulletin_standings *standings; /* after this
							   round, or NULL
							   when not made */
};

/* An arbiter's decision (game_contest_decide), with its reason. */
struct report_bulletin_decision {
	int		 round;		/* 0: none */
	const char	*player;	/* the entrant's name, or NULL: the
					   whole contest */
	const char	*kind;		/* technical, disciplinary, eliminate,
					   annul, correct, cancel-round,
					   last-round, end */
	int		 warnings;	/* technical warnings it adds */
	int		 score;		/* annul, correct: -1 otherwise */
	int		 previous;	/* the score replaced, or -1 */
	const char	*reason;
};
struct report_bulletin {
	const char	*name;
	const char	*variant;	/* sm_dup_variant_name() */
	const char	*entry;		/* "open" or "registered" */
	const char	*status;	/* "new", "running", "over" */
	int		 round_days;
	int		 solo_bonus;	/* 0 or 1 */
	const char	*tactic_order;	/* "imposed" (tactic: group 1, then
					   group 2), or NULL: free */
	int		 redraw_triples;/* 1: racks with three of one letter
					   drawn again */
	const char	*address;	/* where entries go, or NULL */
	const char	*lex_source;	/* the lexicon's own description */
	const char	*lex_identity;	/* 64 hex digits (16: the file
					   checksum of a contest of before) */
	unsigned long	 lex_words;	/* 0 when the file was not read */
	int		 lex_stand_in;	/* 1: the embedded stand-in */
	const char	*seed_hash;
	const char	*seed;		/* once over: the seed, else NULL */
	/* The series the contest is in (its pages link back to the
	 * series' page, ../index.html where "scrabmail publish SERIES"
	 * writes the contest's directory), or NULL. */
	const char	*series;
	const char	*series_title;	/* or NULL */
	int		 rounds;	/* the highest round number drawn */
	int		 open_round;	/* its number, 0 when none */
	size_t		 nrounds;
	const struct report_bulletin_round *round;	/* in order */
	/* The arbiter's decisions, oldest first (a round's document shows
	 * those of its round). */
	size_t		 ndecisions;
	const struct report_bulletin_decision *decisions;
	/* The standings after the last closed round, or NULL (none closed,
	 * or made for one round's document only). */
	const struct report_bulletin_standings *standings;
};

struct report_bulletin_opts {
	const char	*lang;		/* "ro" or "en"; NULL or anything
					   else: "ro" */
	long long	 now;		/* the "generated" time (seconds) */
	const char	*timezone;	/* the organiser's: times written in
					   it (report-xmlw.h), or NULL/UTC */
};

/* The document of round number (kind="round"): UTF-8 text, NUL-terminated,
 * malloc'ed (the caller frees), its length in *len (may be NULL).  NULL
 * with *cause (malloc'ed) when there is no such round, a board cannot be
 * read, or a closed round's entries or standings are not in b. */
char *report_bulletin_round_xml(const struct report_bulletin *b, int number,
    const struct report_bulletin_opts *o, size_t *len, char **cause);
/* The key of round number's document (key: 65 bytes, 64 hex digits):
 * the SHA-256 of what report_bulletin_round_xml would write with o, but
 * the generated time, made without writing it (report-xmlw.h's key
 * mode): an equal key is an equal document but for that time.  0, or -1
 * with *cause (malloc'ed) as report_bulletin_round_xml. */
int report_bulletin_round_key(const struct report_bulletin *b, int number,
    const struct report_bulletin_opts *o, char *key, char **cause);
/* The document of the contest (kind="contest"), the same way; every closed
 * round's entries must be in b. */
char *report_bulletin_xml(const struct report_bulletin *b,
    const struct report_bulletin_opts *o, size_t *len, char **cause);

/* The schema (templates/bulletin.rng), parsed once.  NULL with *cause
 * (malloc'ed) naming the file when it cannot be read or is not a valid
 * RELAX NG schema.  Free with report_bulletin_schema_free (accepts
 * NULL). */
struct report_bulletin_schema;
struct report_bulletin_schema *report_bulletin_schema_load(const char *path,
    char **cause);
void report_bulletin_schema_free(struct report_bulletin_schema *s);
/* How many kinds of root (of "round" and "contest") the schema has a
 * grammar of its own for: 2 for bulletin.rng, whose defines
 * "bulletin-head", "round-document" and "contest-document" a document of
 * that kind is then checked against (the same documents are valid, in
 * linear time: see report-bulletin.c); 0 for another schema, the whole
 * of which is used. */
int report_bulletin_schema_kinds(const struct report_bulletin_schema *s);
/* Check the document xml (len bytes) against the schema: 0, or -1 with
 * *cause (malloc'ed, the caller frees) "line N: what is wrong" for the
 * first few problems. */
int report_bulletin_validate(struct report_bulletin_schema *s,
    const char *xml, size_t len, char **cause);
/* The same for a document already parsed (report-xslt.h), before any
 * stylesheet is applied to it. */
struct report_xslt_doc;
int report_bulletin_validate_doc(struct report_bulletin_schema *s,
    struct report_xslt_doc *d, char **cause);

#endif
