/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-cli-table.c: the sub-command table is sorted and unique, every row
 * is complete, every command's and verb's needs hold what they stand on,
 * cli_find() takes full names and unambiguous prefixes only, and
 * cli_verb_find() full names only; the front program's table holds
 * commands of the full table that need nothing, found by full name only.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "cli.h"

static void
test_sorted_unique(void **state)
{
	size_t i;

	(void)state;
	assert_true(cli_table_len > 0);
	for (i = 0; i < cli_table_len; i++) {
		assert_non_null(cli_table[i]->name);
		assert_non_null(cli_table[i]->summary);
		/* Verbs or a run function, never both. */
		assert_true((cli_table[i]->verbs != NULL) !=
		    (cli_table[i]->run != NULL));
		if (i > 0)
			assert_true(strcmp(cli_table[i - 1]->name,
			    cli_table[i]->name) < 0);
	}
}

/* What a need stands on is needed too: the dispatcher opens in order. */
static void
check_needs(int needs)
{
	if (needs & (CLI_NEEDS_STORE | CLI_NEEDS_TEMPLATES))
		assert_true(needs & CLI_NEEDS_CONF);
	if (needs & (CLI_NEEDS_CREATE | CLI_NEEDS_TXN | CLI_NEEDS_LOCK))
		assert_true(needs & CLI_NEEDS_STORE);
	if (needs & CLI_NEEDS_GAME)
		assert_true((needs & (CLI_NEEDS_STORE | CLI_NEEDS_TEMPLATES)) ==
		    (CLI_NEEDS_STORE | CLI_NEEDS_TEMPLATES));
}

static void
test_verbs(void **state)
{
	const struct cli_verb *v, *w;
	size_t i;

	(void)state;
	for (i = 0; i < cli_table_len; i++) {
		const struct cli_cmd *c = cli_table[i];

		check_needs(c->needs);
		if (c->verbs == NULL)
			continue;
		/* A noun says its usage when a verb is wrong. */
		assert_non_null(c->usage);
		assert_non_null(c->verbs[0].name);
		for (v = c->verbs; v->name != NULL; v++) {
			assert_non_null(v->run);
			check_needs(c->needs | v->needs);
			assert_true(v->max_args == -1 ||
			    v->max_args >= v->min_args);
			assert_ptr_equal(cli_verb_find(c->verbs, v->name), v);
			for (w = v + 1; w->name != NULL; w++)
				assert_true(strcmp(v->name, w->name) != 0);
		}
	}
	/* Full names only: no prefixes, no case folding. */
	v = cli_find("contest")->verbs;
	assert_non_null(cli_verb_find(v, "close-round"));
	assert_null(cli_verb_find(v, "close"));
	assert_null(cli_verb_find(v, "Create"));
	assert_null(cli_verb_find(v, ""));
	/* A change runs in a transaction; a look does not. */
	assert_true(cli_verb_find(v, "create")->needs & CLI_NEEDS_TXN);
	assert_false(cli_verb_find(v, "show")->needs & CLI_NEEDS_TXN);
	/* What takes in or sends mail holds the writer's lock; a look does
	 * not wait for it. */
	assert_true(cli_find("send")->needs & CLI_NEEDS_LOCK);
	assert_true(cli_find("ingest")->needs & CLI_NEEDS_LOCK);
	v = cli_find("spool")->verbs;
	assert_true(cli_verb_find(v, "retry")->needs & CLI_NEEDS_LOCK);
	assert_false(cli_verb_find(v, "list")->needs & CLI_NEEDS_LOCK);
}

static void
test_find(void **state)
{
	const struct cli_cmd *c;

	(void)state;
	c = cli_find("score");
	assert_non_null(c);
	assert_string_equal(c->name, "score");
	c = cli_find("che");
	assert_non_null(c);
	assert_string_equal(c->name, "check");
	c = cli_find("cha");
	assert_non_null(c);
	assert_string_equal(c->name, "championship");
	assert_null(cli_find("ch"));	/* ambiguous */
	assert_null(cli_find(""));
	assert_null(cli_find("scorex"));
	assert_null(cli_find("nosuch"));
	/* Every full name finds itself. */
	for (size_t i = 0; i < cli_table_len; i++)
		assert_ptr_equal(cli_find(cli_table[i]->name), cli_table[i]);
}

/* The commands the front program runs itself are the full table's own
 * (the same objects: the same options, texts and runs), sorted, and need
 * nothing opened (else the front would hand every use of them on). */
static void
test_front(void **state)
{
	const struct cli_verb *v;
	size_t i, j;

	(void)state;
	assert_true(cli_front_table_len > 0);
	for (i = 0; i < cli_front_table_len; i++) {
		const struct cli_cmd *c = cli_front_table[i];

		for (j = 0; j < cli_table_len && cli_table[j] != c; j++)
			;
		assert_true(j < cli_table_len);
		assert_int_equal(c->needs, 0);
		for (v = c->verbs; v != NULL && v->name != NULL; v++)
			assert_int_equal(v->needs, 0);
		if (i > 0)
			assert_true(strcmp(cli_front_table[i - 1]->name,
			    c->name) < 0);
		assert_ptr_equal(cli_front_find(c->name), c);
	}
	assert_ptr_equal(cli_front_find("check"), cli_find("check"));
	assert_ptr_equal(cli_front_find("top"), cli_find("top"));
	assert_ptr_equal(cli_front_find("score"), cli_find("score"));
	/* Prefixes go to the full program, which knows every name. */
	assert_null(cli_front_find("che"));
	assert_null(cli_front_find("t"));
	assert_null(cli_front_find(""));
	assert_null(cli_front_find("contest"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sorted_unique),
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_verbs),
		cmocka_unit_test(test_front),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
