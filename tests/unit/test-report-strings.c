/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-strings.c: the bulletins' strings.xml read from C
 * (src/report-strings.c), as the demo's terminal account uses it: a piece
 * in each language with its arguments filled in left to right (an
 * argument's own braces left alone, {5} kept as written), a missing piece
 * as "[id]"; an entry's refusal from its code (and the stored verdict
 * when the code is empty or unknown); its technical warnings, one and
 * several; why a contest ended, for every end of the engine
 * (report_verdict_end), each with a piece in both languages and no
 * English in the Romanian; a templates directory without bulletin/
 * falls back to the default one; a strings.xml that is no XML is refused
 * with its path.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "report-strings.h"
#include "report-verdict.h"

static struct report_strings *S;

static const char *
templates_dir(void)
{
	const char *env = getenv("SCRABMAIL_TEMPLATES");

	return env != NULL && *env != '\0' ? env : SM_SRC_TEMPLATES;
}

static int
setup(void **state)
{
	char *cause = NULL;

	(void)state;
	setenv("SCRABMAIL_TEMPLATES", templates_dir(), 1);
	if ((S = report_strings_load(templates_dir(), &cause)) == NULL) {
		fprintf(stderr, "setup: %s\n", cause);
		free(cause);
		return -1;
	}
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	report_strings_free(S);
	return 0;
}

/* s is what want says; frees s. */
static void
expect(char *s, const char *want)
{
	assert_non_null(s);
	assert_string_equal(s, want);
	g_free(s);
}

static void
test_text(void **state)
{
	(void)state;
	expect(report_strings_text(S, "refused", "ro", "x", NULL, NULL, NULL),
	    "respinsă: x");
	expect(report_strings_text(S, "refused", "en", "x", NULL, NULL, NULL),
	    "refused: x");
	/* Anything but "en" is Romanian. */
	expect(report_strings_text(S, "refused", NULL, "x", NULL, NULL, NULL),
	    "respinsă: x");
	/* Left to right: the argument's "{2}" is not a placeholder. */
	expect(report_strings_text(S, "round-title", "ro", "A{2}", "3", NULL,
	    NULL), "A{2} — runda 3");
	expect(report_strings_text(S, "round-title", "en", NULL, "3", NULL,
	    NULL), " — round 3");
	expect(report_strings_text(S, "no.such.piece", "ro", NULL, NULL, NULL,
	    NULL), "[no.such.piece]");
}

static void
test_verdict(void **state)
{
	(void)state;
	expect(report_strings_verdict(S, "ro", "word", "", "", "SUBREED",
	    "not in the lexicon: SUBREED"), "nu figurează în lexicon: SUBREED");
	expect(report_strings_verdict(S, "en", "word", "", "", "DHE, EM",
	    "x"), "not in the lexicon: DHE, EM");
	expect(report_strings_verdict(S, "ro", "rack-lacks", "H10", "S", "",
	    "x"), "pe suport nu este niciun S pentru pătratul H10");
	/* No code (judged before codes were kept), or one without words:
	 * the verdict as stored. */
	expect(report_strings_verdict(S, "ro", "", "", "", "", "stored"),
	    "stored");
	expect(report_strings_verdict(S, "ro", NULL, NULL, NULL, NULL, NULL),
	    "");
	expect(report_strings_verdict(S, "ro", "no-such-code", "", "", "",
	    "stored"), "stored");
}

static void
test_warnings(void **state)
{
	(void)state;
	expect(report_strings_warnings(S, "ro", 1, "score"),
	    "avertisment tehnic: punctaj anunțat greșit");
	expect(report_strings_warnings(S, "en", 1, "score"),
	    "technical warning: wrong score claimed");
	expect(report_strings_warnings(S, "ro", 2, "score coord"),
	    "avertismente tehnice: punctaj anunțat greșit; coordonată scrisă "
	    "invers");
	expect(report_strings_warnings(S, "en", 2, " coord  blank "),
	    "technical warnings: coordinate written the other way round; "
	    "blank not marked, or a letter marked as a blank with no blank "
	    "left");
	/* No codes: the number. */
	expect(report_strings_warnings(S, "en", 3, NULL),
	    "technical warnings: 3");
}

static void
test_end(void **state)
{
	static const struct {
		enum sm_draw_status	 end;
		const char		*code;
	} ends[] = {
		{ SM_DRAW_OK, "stopped" },
		{ SM_DRAW_END_EMPTY, "empty" },
		{ SM_DRAW_END_LETTERS, "letters" },
		{ SM_DRAW_END_RULE, "rule" },
		{ SM_DRAW_END_NO_MOVE, "no-move" },
	};
	struct sm_dup d;
	size_t i;
	char *id, *ro, *en;

	(void)state;
	memset(&d, 0, sizeof d);
	d.state = SM_DUP_PLAYING;
	assert_string_equal(report_verdict_end(&d), "");
	d.state = SM_DUP_OVER;
	for (i = 0; i < sizeof ends / sizeof ends[0]; i++) {
		d.end = ends[i].end;
		assert_string_equal(report_verdict_end(&d), ends[i].code);
		id = g_strdup_printf("end.%s", ends[i].code);
		ro = report_strings_text(S, id, "ro", NULL, NULL, NULL, NULL);
		en = report_strings_text(S, id, "en", NULL, NULL, NULL, NULL);
		if (ro[0] == '[' || en[0] == '[' || strcmp(ro, en) == 0 ||
		    strstr(ro, " the ") != NULL || strstr(ro, " no ") != NULL)
			fail_msg("%s: ro '%s', en '%s'", id, ro, en);
		g_free(ro);
		g_free(en);
		g_free(id);
	}
	d.end = SM_DRAW_END_LETTERS;
	ro = report_strings_text(S, "end.letters", "ro", NULL, NULL, NULL,
	    NULL);
	expect(report_strings_text(S, "end.why", "ro", ro, NULL, NULL, NULL),
	    "Concursul s-a încheiat pentru că în sac nu mai era nicio vocală "
	    "(sau nicio consoană) și niciun joker.");
	g_free(ro);
	en = report_strings_text(S, "end.letters", "en", NULL, NULL, NULL,
	    NULL);
	expect(report_strings_text(S, "end.why", "en", en, NULL, NULL, NULL),
	    "The contest ended because the bag held no vowel (or no "
	    "consonant) and no blank.");
	g_free(en);
}

static void
test_load(void **state)
{
	struct report_strings *s;
	char *dir, *sub, *path, *cause = NULL;

	(void)state;
	dir = g_dir_make_tmp("sm-strings.XXXXXX", NULL);
	assert_non_null(dir);
	/* No bulletin/ there: the default directory's. */
	s = report_strings_load(dir, &cause);
	assert_non_null(s);
	expect(report_strings_text(s, "refused", "en", "x", NULL, NULL, NULL),
	    "refused: x");
	report_strings_free(s);
	/* One of its own: that one. */
	sub = g_build_filename(dir, "bulletin", NULL);
	path = g_build_filename(sub, "strings.xml", NULL);
	assert_int_equal(g_mkdir(sub, 0755), 0);
	assert_true(g_file_set_contents(path, "<strings><s id=\"refused\" "
	    "ro=\"nu: {1}\" en=\"no: {1}\"/><s id=\"x\" ro=\"doar\"/>"
	    "</strings>", -1, NULL));
	s = report_strings_load(dir, &cause);
	assert_non_null(s);
	expect(report_strings_text(s, "refused", "en", "y", NULL, NULL, NULL),
	    "no: y");
	expect(report_strings_text(s, "x", "en", NULL, NULL, NULL, NULL),
	    "[x]");
	report_strings_free(s);
	/* Broken: refused, naming the file. */
	assert_true(g_file_set_contents(path, "<strings><s", -1, NULL));
	assert_null(report_strings_load(dir, &cause));
	assert_non_null(cause);
	assert_non_null(strstr(cause, path));
	free(cause);
	remove(path);
	remove(sub);
	remove(dir);
	g_free(path);
	g_free(sub);
	g_free(dir);
	report_strings_free(NULL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_text),
		cmocka_unit_test(test_verdict),
		cmocka_unit_test(test_warnings),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_load),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
