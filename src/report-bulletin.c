/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-bulletin.c: the bulletins of a duplicate contest as XML (the
 * contract is templates/bulletin.rng; report-bulletin.h says what the two
 * documents hold).  A pure renderer: the data, ranks and standings
 * included, comes from the contest layer (game_contest_report); nothing
 * here reads the store or knows a rule.  The documents are written with
 * libxml2's xmlTextWriter (report-xmlw.h: it escapes what must be escaped
 * and makes names valid UTF-8 without control characters) and checked
 * with libxml2's RELAX NG validator before the caller writes them
 * anywhere.
 */
#include "config.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>

#include "board.h"
#include "report-bulletin.h"
#include "report-xmlw.h"
#include "report-xslt.h"
#include "util.h"

/* At most this many problems go into a validation cause. */
#define RB_MAX_ERRORS	5

static const struct report_bulletin_round *
find_round(const struct report_bulletin *b, int number, size_t *idx)
{
	size_t i;

	for (i = 0; i < b->nrounds; i++)
		if (b->round[i].number == number) {
			*idx = i;
			return &b->round[i];
		}
	return NULL;
}

/* --- writing -------------------------------------------------------------- */

/* The document's writer, its root begun. */
static int
writer_open(struct xw *w, const struct report_bulletin_opts *o,
    const char *kind)
{
	const char *lang = o != NULL && o->lang != NULL &&
	    strcmp(o->lang, "en") == 0 ? "en" : "ro";

	return xw_open(w, kind, lang, o != NULL ? o->now : 0,
	    o != NULL ? o->timezone : NULL);
}

static int
parse_board(int number, const char *cgp, struct sm_board *bd, char **cause)
{
	if (sm_board_parse_cgp(bd, cgp, strlen(cgp), NULL) != SM_BOARD_OK) {
		*cause = g_strdup_printf("round %d: the saved board is damaged",
		    number);
		return -1;
	}
	return 0;
}

/* The <contest>; with_rounds: the contest's document (a round's says
 * nothing that changes when a later round is drawn but its round's
 * next="yes": see write_round). */
static void
write_contest(struct xw *w, const struct report_bulletin *b, int with_rounds)
{
	xw_start(w, "contest");
	xw_attr(w, "name", b->name);
	xw_attr(w, "variant", b->variant);
	xw_attr(w, "entry", b->entry);
	xw_attr(w, "status", b->status);
	if (with_rounds)
		xw_attri(w, "rounds", b->rounds);
	xw_attri(w, "round-days", b->round_days);
	xw_attrb(w, "solo-bonus", b->solo_bonus);
	/* The organiser's options, only when set. */
	if (b->tactic_order != NULL)
		xw_attr(w, "tactic-order", b->tactic_order);
	if (b->redraw_triples)
		xw_attrb(w, "redraw-triples", 1);
	if (b->address != NULL && b->address[0] != '\0')
		xw_text(w, "address", b->address);
	xw_start(w, "lexicon");
	xw_attr(w, "source", b->lex_source);
	xw_attr(w, "identity", b->lex_identity);
	xw_attri(w, "words", (long long)b->lex_words);
	xw_attrb(w, "stand-in", b->lex_stand_in);
	xw_end(w);
	xw_start(w, "seed");
	xw_attr(w, "hash", b->seed_hash);
	if (b->seed != NULL)
		xw_attr(w, "seed", b->seed);
	xw_end(w);
	if (b->series != NULL) {
		xw_start(w, "series");
		xw_attr(w, "name", b->series);
		if (b->series_title != NULL && b->series_title[0] != '\0')
			xw_attr(w, "title", b->series_title);
		xw_attr(w, "href", "../index.html");
		xw_end(w);
	}
	xw_end(w);
}

static void
write_standings(struct xw *w, const struct report_bulletin_standings *s)
{
	const struct report_bulletin_line *l = s->lines;
	size_t i;

	xw_start(w, "standings");
	xw_attri(w, "after-round", s->after_round);
	xw_attri(w, "sum-tops", s->sum_tops);
	for (i = 0; i < s->nlines; i++) {
		xw_start(w, "line");
		xw_attri(w, "rank", l[i].rank);
		xw_attr(w, "name", l[i].name);
		xw_attri(w, "total", l[i].total);
		xw_attr1(w, "percent", l[i].percent);
		xw_attri(w, "tops", l[i].tops);
		xw_attri(w, "warnings", l[i].warnings);
		xw_attri(w, "penalty", l[i].penalty);
		xw_end(w);
	}
	xw_end(w);
}

static void
write_entry(struct xw *w, const struct report_bulletin_entry *e)
{
	xw_start(w, "entry");
	xw_attri(w, "rank", e->rank);
	xw_attr(w, "name", e->name);
	xw_attr(w, "move", e->move);
	if (e->claimed >= 0)
		xw_attri(w, "claimed", e->claimed);
	xw_attri(w, "score", e->score);
	xw_attri(w, "bonus", e->bonus);
	xw_attri(w, "warnings", e->warnings);
	if (e->wcodes != NULL && e->wcodes[0] != '\0')
		xw_attr(w, "warning-codes", e->wcodes);
	xw_attrb(w, "top", e->top);
	xw_attrb(w, "valid", e->valid);
	if (!e->valid)
		xw_attr(w, "verdict", e->verdict != NULL ? e->verdict : "");
	if (!e->valid && e->vcode != NULL) {
		/* The same, for the stylesheets to word. */
		xw_attr(w, "verdict-code", e->vcode);
		if (e->vsquare != NULL && e->vsquare[0] != '\0')
			xw_attr(w, "verdict-square", e->vsquare);
		if (e->vletter != NULL && e->vletter[0] != '\0')
			xw_attr(w, "verdict-letter", e->vletter);
		if (e->vwords != NULL && e->vwords[0] != '\0')
			xw_attr(w, "verdict-words", e->vwords);
	}
	xw_end(w);
}

/* The decisions of round `only` (0: all). */
static void
write_decisions(struct xw *w, const struct report_bulletin *b, int only)
{
	size_t i, n = 0;

	for (i = 0; i < b->ndecisions; i++)
		n += only == 0 || b->decisions[i].round == only;
	if (n == 0)
		return;
	xw_start(w, "decisions");
	for (i = 0; i < b->ndecisions; i++) {
		const struct report_bulletin_decision *d = &b->decisions[i];

		if (only != 0 && d->round != only)
			continue;
		xw_start(w, "decision");
		xw_attr(w, "kind", d->kind);
		if (d->round > 0)
			xw_attri(w, "round", d->round);
		if (d->player != NULL)
			xw_attr(w, "player", d->player);
		if (d->warnings > 0)
			xw_attri(w, "warnings", d->warnings);
		if (d->score >= 0)
			xw_attri(w, "score", d->score);
		if (d->previous >= 0)
			xw_attri(w, "previous", d->previous);
		xw_attr(w, "reason", d->reason != NULL ? d->reason : "");
		xw_end(w);
	}
	xw_end(w);
}

/* The <round> r of b; full: a round's own document (next="yes" when a
 * later round is drawn, its entries and the board after the top). */
static int
write_round(struct xw *w, const struct report_bulletin *b,
    const struct report_bulletin_round *r, int full, char **cause)
{
	struct sm_board bd;
	size_t k;

	if (parse_board(r->number, r->board, &bd, cause) == -1)
		return -1;
	if (r->closed && r->entries == NULL) {
		*cause = g_strdup_printf("round %d: its entries were not read",
		    r->number);
		return -1;
	}
	xw_start(w, "round");
	xw_attri(w, "number", r->number);
	xw_attr(w, "status", r->closed ? "closed" : "open");
	if (r->deadline_text != NULL)
		xw_attr(w, "deadline", r->deadline_text);
	else
		xw_attrt(w, "deadline", r->deadline);
	if (r->closed)
		xw_attr(w, "outcome", r->outcome != NULL ? r->outcome : "none");
	if (r->cancelled)
		xw_attr(w, "cancelled", "yes");
	if (full && r->number < b->rounds)
		xw_attr(w, "next", "yes");
	xw_start(w, "rack");
	xw_attr(w, "letters", r->rack);
	xw_end(w);
	if (r->rack2 != NULL) {
		xw_start(w, "rack2");
		xw_attr(w, "letters", r->rack2);
		xw_end(w);
	}
	xw_board(w, "board", &bd, NULL);
	if (r->last != NULL) {
		xw_start(w, "last");
		xw_attr(w, "move", r->last);
		xw_end(w);
	}
	if (!r->closed)
		goto done;
	if (r->top != NULL) {
		xw_start(w, "top");
		xw_attr(w, "move", r->top);
		xw_attri(w, "score", r->top_score);
		xw_end(w);
		for (k = 0; k < r->nequivalents; k++) {
			xw_start(w, "equivalent");
			xw_attr(w, "move", r->equivalents[k]);
			xw_attri(w, "score", r->top_score);
			xw_end(w);
		}
	}
	xw_start(w, "best");
	xw_attri(w, "score", r->best_score);
	xw_attri(w, "entrants", (long long)r->nentries);
	xw_end(w);
	if (!full)
		goto done;
	if (r->played && r->played_board != NULL) {
		if (parse_board(r->number + 1, r->played_board, &bd,
		    cause) == -1)
			return -1;
		xw_board(w, "played-board", &bd, NULL);
	}
	xw_start(w, "entries");
	xw_attri(w, "count", (long long)r->nentries);
	for (k = 0; k < r->nentries; k++)
		write_entry(w, &r->entries[k]);
	xw_end(w);
done:
	xw_end(w);
	return 0;
}

/* Round number of b, or NULL with *cause when there is none or its
 * results were not made. */
static const struct report_bulletin_round *
doc_round(const struct report_bulletin *b, int number, char **cause)
{
	const struct report_bulletin_round *r;
	size_t i;

	if ((r = find_round(b, number, &i)) == NULL) {
		*cause = g_strdup_printf("contest %s has no round %d",
		    b->name, number);
		return NULL;
	}
	if (r->closed && r->standings == NULL) {
		*cause = g_strdup_printf("round %d: its standings were not "
		    "made", number);
		return NULL;
	}
	return r;
}

/* What round r's document holds after the root, written (or keyed) by
 * w: 0 or -1 with *cause. */
static int
write_round_doc(struct xw *w, const struct report_bulletin *b,
    const struct report_bulletin_round *r, char **cause)
{
	write_contest(w, b, 0);
	if (write_round(w, b, r, 1, cause) == -1)
		return -1;
	if (r->closed)
		write_standings(w, r->standings);
	write_decisions(w, b, r->number);
	xw_end(w);
	return 0;
}

char *
report_bulletin_round_xml(const struct report_bulletin *b, int number,
    const struct report_bulletin_opts *o, size_t *len, char **cause)
{
	const struct report_bulletin_round *r;
	struct xw w;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	if ((r = doc_round(b, number, cause)) == NULL)
		return NULL;
	if (writer_open(&w, o, "round") == -1 ||
	    write_round_doc(&w, b, r, cause) == -1) {
		free(xw_close(&w, NULL, cause));
		return NULL;
	}
	return xw_close(&w, len, cause);
}

int
report_bulletin_round_key(const struct report_bulletin *b, int number,
    const struct report_bulletin_opts *o, char *key, char **cause)
{
	const struct report_bulletin_round *r;
	struct xw w;
	const char *lang = o != NULL && o->lang != NULL &&
	    strcmp(o->lang, "en") == 0 ? "en" : "ro";
	int rc;

	*cause = NULL;
	key[0] = '\0';
	if ((r = doc_round(b, number, cause)) == NULL)
		return -1;
	xw_open_key(&w, "round", lang, o != NULL ? o->timezone : NULL);
	rc = write_round_doc(&w, b, r, cause);
	xw_close_key(&w, key);
	return rc;
}

char *
report_bulletin_xml(const struct report_bulletin *b,
    const struct report_bulletin_opts *o, size_t *len, char **cause)
{
	struct xw w;
	size_t i;
	int closed = 0;

	*cause = NULL;
	if (len != NULL)
		*len = 0;
	for (i = 0; i < b->nrounds; i++)
		closed |= b->round[i].closed;
	if (closed && b->standings == NULL) {
		*cause = xstrdup("the contest's standings were not made");
		return NULL;
	}
	if (writer_open(&w, o, "contest") == -1)
		goto fail;
	write_contest(&w, b, 1);
	for (i = 0; i < b->nrounds; i++)
		if (write_round(&w, b, &b->round[i], 0, cause) == -1)
			goto fail;
	if (b->standings != NULL)
		write_standings(&w, b->standings);
	write_decisions(&w, b, 0);
	xw_end(&w);
	return xw_close(&w, len, cause);
fail:
	free(xw_close(&w, NULL, cause));
	return NULL;
}

/* --- checking against the schema ------------------------------------------ */

/* The kinds of bulletin.rng's root, each with its own grammar (see
 * kind_grammar). */
static const char *const rb_kinds[] = { "round", "contest" };
#define RB_NKINDS	2

struct report_bulletin_schema {
	xmlRelaxNGPtr	 rng;
	/* The same schema for a root of one kind (rb_kinds), or NULL (a
	 * schema that does not name its kinds' contents: the championship's,
	 * the series', one of before). */
	xmlRelaxNGPtr	 kind[RB_NKINDS];
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

/* The schema of path for a root of kind rb_kinds[k] only: path's grammar
 * included with its start replaced by a root whose kind is given, whose
 * content is the define "KIND-document" (bulletin.rng's
 * "round-document", "contest-document").  The same documents of that
 * kind are valid, but libxml2 checks them in linear time: under the
 * whole schema's choice between the kinds (an attribute beside elements
 * in a group) it takes time quadratic in the entries of a round and the
 * lines of the standings (1.5 G of the 1.9 G instructions a round of
 * 10,000 entries cost).  NULL when path's grammar has no such defines
 * (nothing said). */
static xmlRelaxNGPtr
kind_grammar(const char *path, int k)
{
	struct rb_errors e;
	xmlRelaxNGParserCtxtPtr pc;
	xmlRelaxNGPtr rng = NULL;
	xmlChar *href;
	char *abs, *uri, *text;

	abs = g_canonicalize_filename(path, NULL);
	uri = g_filename_to_uri(abs, NULL, NULL);
	g_free(abs);
	if (uri == NULL)
		return NULL;
	href = xmlEncodeSpecialChars(NULL, (const xmlChar *)uri);
	g_free(uri);
	text = g_strdup_printf("<grammar xmlns=\"http://relaxng.org/ns/"
	    "structure/1.0\"><include href=\"%s\"><start><element "
	    "name=\"bulletin\"><ref name=\"bulletin-head\"/><attribute "
	    "name=\"kind\"><value>%s</value></attribute><ref name=\"%s-"
	    "document\"/></element></start></include></grammar>",
	    (const char *)href, rb_kinds[k], rb_kinds[k]);
	xmlFree(href);
	rb_catch(&e);
	if ((pc = xmlRelaxNGNewMemParserCtxt(text, (int)strlen(text))) !=
	    NULL) {
		xmlRelaxNGSetParserStructuredErrors(pc, rb_error, &e);
		rng = xmlRelaxNGParse(pc);
		xmlRelaxNGFreeParserCtxt(pc);
	}
	g_free(rb_release(&e, path, ""));
	g_free(text);
	return rng;
}

struct report_bulletin_schema *
report_bulletin_schema_load(const char *path, char **cause)
{
	struct report_bulletin_schema *s = NULL;
	struct rb_errors e;
	xmlRelaxNGParserCtxtPtr pc = NULL;
	xmlRelaxNGPtr rng = NULL;
	char *msg;
	int k;

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
	for (k = 0; k < RB_NKINDS; k++)
		s->kind[k] = kind_grammar(path, k);
	return s;
}

int
report_bulletin_schema_kinds(const struct report_bulletin_schema *s)
{
	int k, n = 0;

	for (k = 0; k < RB_NKINDS; k++)
		n += s->kind[k] != NULL;
	return n;
}

/* The grammar to check doc with: its kind's, else the whole schema's. */
static xmlRelaxNGPtr
grammar_for(const struct report_bulletin_schema *s, xmlDocPtr doc)
{
	xmlNodePtr root = xmlDocGetRootElement(doc);
	xmlChar *kind;
	int k, found = -1;

	if (root == NULL || (kind = xmlGetNoNsProp(root,
	    (const xmlChar *)"kind")) == NULL)
		return s->rng;
	for (k = 0; k < RB_NKINDS; k++)
		if (xmlStrEqual(kind, (const xmlChar *)rb_kinds[k]))
			found = k;
	xmlFree(kind);
	return found >= 0 && s->kind[found] != NULL ? s->kind[found] :
	    s->rng;
}

void
report_bulletin_schema_free(struct report_bulletin_schema *s)
{
	int k;

	if (s == NULL)
		return;
	xmlRelaxNGFree(s->rng);
	for (k = 0; k < RB_NKINDS; k++)
		if (s->kind[k] != NULL)
			xmlRelaxNGFree(s->kind[k]);
	free(s->path);
	free(s);
}

/* doc checked against grammar g: 0, or -1 with *cause (malloc'ed) when
 * cause is not NULL. */
static int
check_tree(xmlRelaxNGPtr g, xmlDocPtr doc, char **cause)
{
	struct rb_errors e;
	xmlRelaxNGValidCtxtPtr vc;
	char *msg;
	int rc = -1;

	rb_catch(&e);
	if ((vc = xmlRelaxNGNewValidCtxt(g)) != NULL) {
		xmlRelaxNGSetValidStructuredErrors(vc, rb_error, &e);
		rc = xmlRelaxNGValidateDoc(vc, doc) == 0 ? 0 : -1;
		xmlRelaxNGFreeValidCtxt(vc);
	}
	msg = rb_release(&e, "not valid against the bulletin schema",
	    "unknown error");
	if (rc == 0 || cause == NULL)
		g_free(msg);
	else
		*cause = msg;
	return rc;
}

/* doc checked against the schema: by its kind's grammar when there is
 * one (the same documents are valid, in linear time); a document that
 * grammar refuses is checked again against the whole schema, which
 * decides and says what is wrong (libxml2 names the element at fault
 * there, only the root under the kind's compiled grammar). */
static int
check_doc(struct report_bulletin_schema *s, xmlDocPtr doc, char **cause)
{
	xmlRelaxNGPtr g = grammar_for(s, doc);

	if (g != s->rng && check_tree(g, doc, NULL) == 0)
		return 0;
	return check_tree(s->rng, doc, cause);
}

int
report_bulletin_validate_doc(struct report_bulletin_schema *s,
    struct report_xslt_doc *d, char **cause)
{
	*cause = NULL;
	return check_doc(s, report_xslt_doc_tree(d), cause);
}

int
report_bulletin_validate(struct report_bulletin_schema *s, const char *xml,
    size_t len, char **cause)
{
	struct rb_errors e;
	xmlDocPtr doc;
	char *msg;
	int rc;

	*cause = NULL;
	if (len > (size_t)INT_MAX) {
		*cause = xstrdup("the bulletin is too large to check");
		return -1;
	}
	rb_catch(&e);
	doc = xmlReadMemory(xml, (int)len, "bulletin.xml", NULL,
	    XML_PARSE_NONET | XML_PARSE_HUGE);
	msg = rb_release(&e, "not well-formed XML", "unknown error");
	if (doc == NULL) {
		*cause = msg;
		return -1;
	}
	g_free(msg);
	rc = check_doc(s, doc, cause);
	xmlFreeDoc(doc);
	return rc;
}
