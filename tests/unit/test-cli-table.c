/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-cli-table.c: the sub-command table is sorted and unique, every row
 * is complete, and cli_find() takes full names and unambiguous prefixes
 * only.
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
		assert_non_null(cli_table[i].name);
		assert_non_null(cli_table[i].run);
		assert_non_null(cli_table[i].summary);
		if (i > 0)
			assert_true(strcmp(cli_table[i - 1].name,
			    cli_table[i].name) < 0);
	}
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
		assert_ptr_equal(cli_find(cli_table[i].name), &cli_table[i]);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sorted_unique),
		cmocka_unit_test(test_find),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
