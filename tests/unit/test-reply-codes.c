/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-reply-codes.c: the contract between src/reply-codes.h and the mail
 * templates (templates/mail/messages-ro.xsl, messages-en.xsl), read with
 * libxml2 as XML:
 *   - every code of the header has a template in mode "ro" in one file and
 *     "en" in the other, on the element it goes in (item or notice);
 *   - every code a template matches is in the header (no orphan);
 *   - every argument a code's templates read (arg[@name='x'], args/@x, or
 *     @x inside <xsl:for-each select="args">, also through the named
 *     templates they call) is among the header's arguments of that code;
 *   - every kind of mail has an opening in each language, and no other;
 *   - the header's constants: RC_ID spells its code (ID is the code in
 *     capitals, '.' and '-' as '_'), codes and argument names unique.
 * The defects known today are listed below with what is wrong; each must
 * still be there (the test fails when one is fixed, so the list is kept
 * short and true).
 */
#include "config.h"

#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "reply-codes.h"

#ifndef SM_SRC_TEMPLATES
#error "SM_SRC_TEMPLATES must name the source tree's templates"
#endif

#define XSLT_NS	"http://www.w3.org/1999/XSL/Transform"

struct code {
	const char	*id;
	const char	*code;
	int		 where;
	const char	*args;
	int		 kept;	/* REPLY_CODES_KEPT */
};

static const struct code codes[] = {
#define CODE(id, code, where, args) { #id, code, where, args, 0 },
	REPLY_CODES(CODE)
#undef CODE
#define CODE(id, code, where, args) { #id, code, where, args, 1 },
	REPLY_CODES_KEPT(CODE)
#undef CODE
};
#define NCODES	(sizeof codes / sizeof codes[0])

struct kind {
	const char	*id;
	const char	*kind;
};

static const struct kind kinds[] = {
#define KIND(id, kind) { #id, kind },
	REPLY_KINDS(KIND)
	REPLY_KINDS_KEPT(KIND)
#undef KIND
};
#define NKINDS	(sizeof kinds / sizeof kinds[0])

/* Known defects: a code the C code sends as a notice and the templates
 * word as an item, or the other way round, so the reply shows the generic
 * "Note (code …)".  None today (cmd.ignored-after-signoff was one); the
 * list ends with NULL. */
static const char *const known_where[] = {
	NULL
};
#define NKNOWN_WHERE	(sizeof known_where / sizeof known_where[0] - 1)

/* Arguments a template reads that the program never gives the code, so the
 * template always takes its "not given" branch (each a defect of the C
 * code or of the template, but the last three). */
static const struct {
	const char	*code;
	const char	*arg;
} known_unsent[] = {
	/* the list of running contests is never shown */
	{ "round.no-contest", "contests" },
	/* the Top variant's total is worded in points, not tops */
	{ "round.results", "variant" },
	{ "round.reminder", "address" },
	/* the entrant's own final rank, total and percentage */
	{ "contest.over", "percent" },
	{ "contest.over", "rank" },
	{ "contest.over", "total" },
	/* harmless: ro.verdict reads them for refusals that a notation error
	 * never is (report_verdict_notation gives a code only) */
	{ "round.bad-move", "v_square" },
	{ "round.bad-move", "v_letter" },
	{ "round.bad-move", "v_words" },
};
#define NKNOWN_UNSENT	(sizeof known_unsent / sizeof known_unsent[0])

/* --- small sets of strings --- */

#define SET_MAX	64

struct set {
	char	*s[SET_MAX];
	size_t	 n;
};

static int
set_has(const struct set *set, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < set->n; i++)
		if (strlen(set->s[i]) == len && memcmp(set->s[i], s, len) == 0)
			return 1;
	return 0;
}

static void
set_add(struct set *set, const char *s, size_t len)
{
	char *c;

	if (len == 0 || set_has(set, s, len))
		return;
	if (set->n == SET_MAX)
		fail_msg("more than %d names in a set", SET_MAX);
	if ((c = malloc(len + 1)) == NULL)
		fail_msg("out of memory");
	memcpy(c, s, len);
	c[len] = '\0';
	set->s[set->n++] = c;
}

static void
set_clear(struct set *set)
{
	size_t i;

	for (i = 0; i < set->n; i++)
		free(set->s[i]);
	set->n = 0;
}

/* The header's argument names of a code as a set. */
static void
code_args(const struct code *c, struct set *set)
{
	const char *p = c->args, *q;

	memset(set, 0, sizeof *set);
	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (set_has(set, p, (size_t)(q - p)))
			fail_msg("%s: argument %.*s twice", c->code,
			    (int)(q - p), p);
		set_add(set, p, (size_t)(q - p));
		p = q;
	}
}

static const struct code *
find_code(const char *code, size_t len)
{
	size_t i;

	for (i = 0; i < NCODES; i++)
		if (strlen(codes[i].code) == len &&
		    memcmp(codes[i].code, code, len) == 0)
			return &codes[i];
	return NULL;
}

static int
is_known_where(const char *code)
{
	size_t i;

	for (i = 0; known_where[i] != NULL; i++)
		if (strcmp(known_where[i], code) == 0)
			return 1;
	return 0;
}

/* --- the templates --- */

#define TMPL_MAX	256
#define TMPL_CODES	4

struct tmpl {
	xmlNode		*node;
	int		 where;		/* REPLY_ITEM, REPLY_NOTICE or 0 */
	char		*mode;
	char		*codes[TMPL_CODES];
	size_t		 ncodes;
};

struct sheet {
	const char	*lang;
	char		 path[512];
	xmlDoc		*doc;
	struct tmpl	 t[TMPL_MAX];	/* templates with a match */
	size_t		 n;
	xmlNode		*named[TMPL_MAX];	/* templates with a name */
	size_t		 nnamed;
};

static int
is_xsl(const xmlNode *n, const char *name)
{
	return n->type == XML_ELEMENT_NODE && n->ns != NULL &&
	    strcmp((const char *)n->ns->href, XSLT_NS) == 0 &&
	    strcmp((const char *)n->name, name) == 0;
}

static char *
attr(xmlNode *n, const char *name)
{
	return (char *)xmlGetProp(n, (const xmlChar *)name);
}

/* Read match: the element before '[' and every @code='x'. */
static void
parse_match(struct tmpl *t, const char *match)
{
	const char *p = match, *q;
	size_t len;

	while (*p == ' ')
		p++;
	for (q = p; *q != '\0' && *q != '[' && *q != ' '; q++)
		;
	len = (size_t)(q - p);
	if (len == 4 && strncmp(p, "item", 4) == 0)
		t->where = REPLY_ITEM;
	else if (len == 6 && strncmp(p, "notice", 6) == 0)
		t->where = REPLY_NOTICE;
	if (strchr(match, '|') != NULL)
		t->where = 0;	/* several elements: not a code's template */
	for (p = match; (p = strstr(p, "@code")) != NULL; p = q) {
		p += 5;
		while (*p == ' ' || *p == '=')
			p++;
		if (*p != '\'' && *p != '"')
			fail_msg("cannot read match=\"%s\"", match);
		q = strchr(p + 1, *p);
		if (q == NULL)
			fail_msg("cannot read match=\"%s\"", match);
		if (t->ncodes == TMPL_CODES)
			fail_msg("too many codes in match=\"%s\"", match);
		t->codes[t->ncodes] = strndup(p + 1, (size_t)(q - p - 1));
		t->ncodes++;
		q++;
	}
}

static void
load_sheet(struct sheet *sh, const char *lang)
{
	xmlNode *root, *n;
	struct tmpl *t;
	char *match, *name;

	memset(sh, 0, sizeof *sh);
	sh->lang = lang;
	snprintf(sh->path, sizeof sh->path, "%s/mail/messages-%s.xsl",
	    SM_SRC_TEMPLATES, lang);
	sh->doc = xmlReadFile(sh->path, NULL, XML_PARSE_NONET |
	    XML_PARSE_NOWARNING);
	if (sh->doc == NULL)
		fail_msg("cannot parse %s", sh->path);
	root = xmlDocGetRootElement(sh->doc);
	assert_non_null(root);
	assert_true(is_xsl(root, "stylesheet"));
	for (n = root->children; n != NULL; n = n->next) {
		if (!is_xsl(n, "template"))
			continue;
		if ((name = attr(n, "name")) != NULL) {
			assert_true(sh->nnamed < TMPL_MAX);
			sh->named[sh->nnamed++] = n;
			xmlFree(name);
		}
		if ((match = attr(n, "match")) == NULL)
			continue;
		assert_true(sh->n < TMPL_MAX);
		t = &sh->t[sh->n++];
		t->node = n;
		t->mode = attr(n, "mode");
		parse_match(t, match);
		xmlFree(match);
	}
	assert_true(sh->n > 0);
}

static void
free_sheet(struct sheet *sh)
{
	size_t i, k;

	for (i = 0; i < sh->n; i++) {
		xmlFree(sh->t[i].mode);
		for (k = 0; k < sh->t[i].ncodes; k++)
			free(sh->t[i].codes[k]);
	}
	xmlFreeDoc(sh->doc);
}

static xmlNode *
named_template(const struct sheet *sh, const char *name)
{
	size_t i;
	char *n;
	int same;

	for (i = 0; i < sh->nnamed; i++) {
		n = attr(sh->named[i], "name");
		same = n != NULL && strcmp(n, name) == 0;
		xmlFree(n);
		if (same)
			return sh->named[i];
	}
	return NULL;	/* common.xsl's: they read no argument */
}

/* The argument names an XPath expression reads: arg[@name='x'], and every
 * other @x but @code. */
static void
scan_reads(const char *v, struct set *reads)
{
	const char *p = v, *q;
	char quote;

	while (*p != '\0') {
		if (strncmp(p, "arg[", 4) == 0) {
			q = p + 4;
			while (*q == ' ')
				q++;
			if (strncmp(q, "@name", 5) == 0) {
				q += 5;
				while (*q == ' ' || *q == '=')
					q++;
				if (*q == '\'' || *q == '"') {
					quote = *q++;
					p = q;
					while (*q != '\0' && *q != quote)
						q++;
					set_add(reads, p, (size_t)(q - p));
					p = *q != '\0' ? q + 1 : q;
					continue;
				}
			}
		}
		if (*p == '@') {
			p++;
			for (q = p; isalnum((unsigned char)*q) || *q == '_' ||
			    *q == '-'; q++)
				;
			if (!(q - p == 4 && strncmp(p, "code", 4) == 0))
				set_add(reads, p, (size_t)(q - p));
			p = q;
			continue;
		}
		p++;
	}
}

static void template_reads(const struct sheet *, xmlNode *,
    const struct set *, struct set *, struct set *);

/* What element c reads, with its descendants and the named templates they
 * call (stack: the named templates being read, so that recursion ends). */
static void
element_reads(const struct sheet *sh, xmlNode *c, struct set *reads,
    struct set *stack)
{
	struct set passed;
	xmlNode *p, *t;
	xmlAttr *a;
	xmlChar *v;
	char *name, *pname;

	if (!is_xsl(c, "call-template"))
		for (a = c->properties; a != NULL; a = a->next) {
			v = xmlNodeGetContent((xmlNode *)a);
			if (v != NULL)
				scan_reads((const char *)v, reads);
			xmlFree(v);
		}
	for (p = c->children; p != NULL; p = p->next)
		if (p->type == XML_ELEMENT_NODE)
			element_reads(sh, p, reads, stack);
	if (!is_xsl(c, "call-template") || (name = attr(c, "name")) == NULL)
		return;
	if (!set_has(stack, name, strlen(name)) &&
	    (t = named_template(sh, name)) != NULL) {
		/* The parameters given replace their defaults. */
		memset(&passed, 0, sizeof passed);
		for (p = c->children; p != NULL; p = p->next)
			if (is_xsl(p, "with-param") &&
			    (pname = attr(p, "name")) != NULL) {
				set_add(&passed, pname, strlen(pname));
				xmlFree(pname);
			}
		set_add(stack, name, strlen(name));
		template_reads(sh, t, &passed, reads, stack);
		free(stack->s[--stack->n]);
		set_clear(&passed);
	}
	xmlFree(name);
}

/* What template t reads, the defaults of the parameters in passed (those
 * its caller gives) left out. */
static void
template_reads(const struct sheet *sh, xmlNode *t, const struct set *passed,
    struct set *reads, struct set *stack)
{
	xmlNode *c;
	char *name;
	int given;

	for (c = t->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (is_xsl(c, "param") && (name = attr(c, "name")) != NULL) {
			given = passed != NULL &&
			    set_has(passed, name, strlen(name));
			xmlFree(name);
			if (given)
				continue;
		}
		element_reads(sh, c, reads, stack);
	}
}

/* --- the tests --- */

static void
id_of(const char *code, char *buf, size_t size)
{
	size_t i;

	for (i = 0; code[i] != '\0' && i + 1 < size; i++)
		buf[i] = code[i] == '.' || code[i] == '-' ? '_' :
		    (char)toupper((unsigned char)code[i]);
	buf[i] = '\0';
}

/* The header itself: the constants spell their codes; codes, kinds and
 * arguments are unique and well formed. */
static void
test_header(void **state)
{
	char id[64];
	struct set args;
	size_t i, k;
	const char *p;

	(void)state;
	assert_true(NCODES > 80);
	for (i = 0; i < NCODES; i++) {
		id_of(codes[i].code, id, sizeof id);
		if (strcmp(id, codes[i].id) != 0)
			fail_msg("%s is named %s, not RC_%s", codes[i].code,
			    codes[i].id, id);
		assert_true(codes[i].where == REPLY_ITEM ||
		    codes[i].where == REPLY_NOTICE);
		for (p = codes[i].code; *p != '\0'; p++)
			assert_true(islower((unsigned char)*p) || *p == '.' ||
			    *p == '-');
		for (k = 0; k < i; k++)
			assert_string_not_equal(codes[i].code, codes[k].code);
		code_args(&codes[i], &args);
		for (k = 0; k < args.n; k++)
			for (p = args.s[k]; *p != '\0'; p++)
				assert_true(islower((unsigned char)*p) ||
				    isdigit((unsigned char)*p) || *p == '_');
		set_clear(&args);
	}
	/* The constants are the codes. */
	assert_string_equal(RC_SIGNON_OK, "signon.ok");
	assert_string_equal(RC_ROUND_RESULTS_NOMOVE, "round.results-nomove");
	assert_string_equal(RC_ROUND_ANNOUNCE, "round.announce");
	assert_string_equal(RK_RESULTS, "results");
	for (i = 0; i < NKINDS; i++) {
		id_of(kinds[i].kind, id, sizeof id);
		assert_string_equal(id, kinds[i].id);
		for (k = 0; k < i; k++)
			assert_string_not_equal(kinds[i].kind, kinds[k].kind);
	}
}

/* Every code of the header has its template in mode lang, on its element;
 * every template's code is in the header, on the same element. */
static int
check_codes(const struct sheet *sh, int *known_seen)
{
	const struct code *c;
	const struct tmpl *t;
	size_t i, j, k;
	int bad = 0, found, other;

	for (i = 0; i < NCODES; i++) {
		found = other = 0;
		for (k = 0; k < sh->n; k++) {
			t = &sh->t[k];
			if (t->mode == NULL || strcmp(t->mode, sh->lang) != 0)
				continue;
			for (j = 0; j < t->ncodes; j++) {
				if (strcmp(t->codes[j], codes[i].code) != 0)
					continue;
				if (t->where == codes[i].where)
					found = 1;
				else
					other = 1;
			}
		}
		if (found)
			continue;
		if (other && is_known_where(codes[i].code)) {
			(*known_seen)++;
			continue;
		}
		print_error("%s: %s (%s) has no template %s[@code='%s'] in "
		    "mode %s\n", sh->path, codes[i].code, codes[i].id,
		    codes[i].where == REPLY_ITEM ? "item" : "notice",
		    codes[i].code, sh->lang);
		bad++;
	}
	for (k = 0; k < sh->n; k++) {
		t = &sh->t[k];
		for (i = 0; i < t->ncodes; i++) {
			c = find_code(t->codes[i], strlen(t->codes[i]));
			if (c == NULL) {
				print_error("%s: a template for '%s', a code "
				    "not in src/reply-codes.h\n", sh->path,
				    t->codes[i]);
				bad++;
			} else if (t->where != c->where &&
			    !is_known_where(c->code)) {
				print_error("%s: '%s' is matched as %s, the "
				    "header says %s\n", sh->path, c->code,
				    t->where == REPLY_ITEM ? "an item" :
				    "a notice", c->where == REPLY_ITEM ?
				    "an item" : "a notice");
				bad++;
			}
		}
	}
	return bad;
}

/* Every argument a code's templates read is one of its arguments. */
static int
check_args(const struct sheet *sh, int *unsent_seen)
{
	const struct tmpl *t;
	const struct code *c;
	struct set reads, stack, args;
	size_t i, k, r, u;
	int bad = 0, known;

	for (k = 0; k < sh->n; k++) {
		t = &sh->t[k];
		if (t->ncodes == 0)
			continue;
		memset(&reads, 0, sizeof reads);
		memset(&stack, 0, sizeof stack);
		template_reads(sh, t->node, NULL, &reads, &stack);
		for (i = 0; i < t->ncodes; i++) {
			if ((c = find_code(t->codes[i],
			    strlen(t->codes[i]))) == NULL)
				continue;	/* reported by check_codes */
			code_args(c, &args);
			for (r = 0; r < reads.n; r++) {
				if (set_has(&args, reads.s[r],
				    strlen(reads.s[r])))
					continue;
				known = 0;
				for (u = 0; u < NKNOWN_UNSENT; u++)
					if (strcmp(known_unsent[u].code,
					    c->code) == 0 && strcmp(
					    known_unsent[u].arg,
					    reads.s[r]) == 0) {
						unsent_seen[u] = 1;
						known = 1;
					}
				if (known)
					continue;
				print_error("%s: the template of '%s' (mode "
				    "%s) reads the argument '%s', which the "
				    "header does not give it (\"%s\")\n",
				    sh->path, c->code, t->mode != NULL ?
				    t->mode : "", reads.s[r], c->args);
				bad++;
			}
			set_clear(&args);
		}
		set_clear(&reads);
		set_clear(&stack);
	}
	return bad;
}

/* The kinds the reply template opens with: @kind = 'x' in match="reply". */
static int
check_kinds(const struct sheet *sh)
{
	const struct tmpl *t = NULL;
	struct set reads;
	xmlNode *n;
	xmlChar *v;
	const char *p, *q;
	size_t i, k;
	int bad = 0, found;
	char *match;

	memset(&reads, 0, sizeof reads);
	for (k = 0; k < sh->n; k++) {
		match = attr(sh->t[k].node, "match");
		if (strcmp(match, "reply") == 0 && sh->t[k].mode != NULL &&
		    strcmp(sh->t[k].mode, sh->lang) == 0)
			t = &sh->t[k];
		xmlFree(match);
	}
	if (t == NULL)
		fail_msg("%s: no template for reply in mode %s", sh->path,
		    sh->lang);
	/* Every test="... @kind = 'x' ..." under it. */
	for (n = t->node; n != NULL; ) {
		if (n->type == XML_ELEMENT_NODE &&
		    (v = xmlGetProp(n, (const xmlChar *)"test")) != NULL) {
			for (p = (const char *)v;
			    (p = strstr(p, "@kind")) != NULL; p = q) {
				p += 5;
				while (*p == ' ' || *p == '=')
					p++;
				if (*p != '\'')
					break;
				q = strchr(p + 1, '\'');
				if (q == NULL)
					break;
				set_add(&reads, p + 1, (size_t)(q - p - 1));
			}
			xmlFree(v);
		}
		/* Depth first, within t->node. */
		if (n->children != NULL)
			n = n->children;
		else {
			while (n != t->node && n->next == NULL)
				n = n->parent;
			n = n == t->node ? NULL : n->next;
		}
	}
	for (i = 0; i < NKINDS; i++) {
		found = set_has(&reads, kinds[i].kind, strlen(kinds[i].kind));
		if (!found && strcmp(kinds[i].kind, RK_REPLY) != 0) {
			print_error("%s: no opening for the kind '%s'\n",
			    sh->path, kinds[i].kind);
			bad++;
		}
	}
	for (i = 0; i < reads.n; i++) {
		found = 0;
		for (k = 0; k < NKINDS; k++)
			if (strcmp(reads.s[i], kinds[k].kind) == 0)
				found = 1;
		if (!found) {
			print_error("%s: an opening for the kind '%s', not in "
			    "src/reply-codes.h\n", sh->path, reads.s[i]);
			bad++;
		}
	}
	set_clear(&reads);
	return bad;
}

static void
test_templates(void **state)
{
	static const char *const langs[] = { "ro", "en" };
	struct sheet *sh;
	int unsent_seen[NKNOWN_UNSENT] = { 0 };
	int where_seen, bad = 0;
	size_t i;

	(void)state;
	if ((sh = calloc(1, sizeof *sh)) == NULL)
		fail_msg("out of memory");
	for (i = 0; i < 2; i++) {
		load_sheet(sh, langs[i]);
		where_seen = 0;
		bad += check_codes(sh, &where_seen);
		if (where_seen != (int)NKNOWN_WHERE) {
			print_error("%s: a known defect of known_where is "
			    "fixed: take it off the list\n", sh->path);
			bad++;
		}
		bad += check_args(sh, unsent_seen);
		bad += check_kinds(sh);
		free_sheet(sh);
	}
	for (i = 0; i < NKNOWN_UNSENT; i++)
		if (!unsent_seen[i]) {
			print_error("the known defect %s/%s is fixed: take it "
			    "off known_unsent\n", known_unsent[i].code,
			    known_unsent[i].arg);
			bad++;
		}
	free(sh);
	assert_int_equal(bad, 0);
}

/* The reading of arguments finds what it should (so that the test above
 * can fail). */
static void
test_scan_reads(void **state)
{
	struct set s;

	(void)state;
	memset(&s, 0, sizeof s);
	scan_reads("arg[@name='player'] and args/@round != '' or "
	    "notice[@code='x'] or @name", &s);
	assert_int_equal(s.n, 3);
	assert_true(set_has(&s, "player", 6));
	assert_true(set_has(&s, "round", 5));
	assert_true(set_has(&s, "name", 4));
	assert_false(set_has(&s, "code", 4));
	set_clear(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_header),
		cmocka_unit_test(test_scan_reads),
		cmocka_unit_test(test_templates),
	};
	int rc;

	rc = cmocka_run_group_tests(tests, NULL, NULL);
	xmlCleanupParser();
	return rc;
}
