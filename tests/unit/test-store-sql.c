/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-store-sql.c: every SQL statement of the store files (the tables of
 * store-private.h, store_sql_tables) prepares against a database made by
 * db/schema.sql and against one made at version 1 (db/migrations/001…)
 * and migrated to the latest, so that a column renamed in a migration, or
 * a statement written against a table the migrations never create, fails
 * here rather than on the day its code path first runs.  The tables are
 * also checked for holes (an enum entry without a text), for duplicates,
 * for texts holding more than one statement, and against the size of the
 * prepared-statement cache.  A database left at version 1 must fail the
 * same check, so the check can fail.
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

#include "store-private.h"

/* A new in-memory database (store_open's own settings); not initialised. */
static struct store *
open_memory(void)
{
	struct store *st;
	char *cause = NULL;

	st = store_open(":memory:", 1, &cause);
	if (st == NULL)
		fail_msg("opening an in-memory database: %s", cause);
	return st;
}

/* Prepare every statement of every table on st's database; the number that
 * fail.  When report is set, each failure is printed with its file, index,
 * SQLite's message and the text. */
static int
prepare_all(struct store *st, int report)
{
	const struct store_sql_table *t;
	sqlite3_stmt *s;
	const char *tail;
	size_t i, k;
	int bad = 0;

	for (k = 0; k < store_sql_ntables; k++) {
		t = &store_sql_tables[k];
		for (i = 0; i < *t->n; i++) {
			s = NULL;
			if (sqlite3_prepare_v2(st->db, t->sql[i].text, -1, &s,
			    &tail) != SQLITE_OK || s == NULL) {
				if (report)
					print_error("%s statement %zu: %s\n  %s\n",
					    t->file, i, sqlite3_errmsg(st->db),
					    t->sql[i].text);
				bad++;
			} else if (*tail != '\0') {
				/* A second statement would be silently
				 * ignored by store_stmt. */
				if (report)
					print_error("%s statement %zu holds more "
					    "than one statement\n", t->file, i);
				bad++;
			}
			sqlite3_finalize(s);
		}
	}
	return bad;
}

/* Every table is whole (no hole left by an enum entry without a text), no
 * two statements are the same text, and the cache holds them all (else
 * store_stmt would evict and re-prepare). */
static void
test_tables(void **state)
{
	const struct store_sql_table *t, *u;
	size_t i, j, k, m, total = 0;

	(void)state;
	assert_true(store_sql_ntables >= 6);
	for (k = 0; k < store_sql_ntables; k++) {
		t = &store_sql_tables[k];
		assert_non_null(t->file);
		assert_true(*t->n > 0);
		for (m = 0; m < k; m++)
			assert_string_not_equal(t->file,
			    store_sql_tables[m].file);
		for (i = 0; i < *t->n; i++) {
			if (t->sql[i].text == NULL || t->sql[i].text[0] == '\0')
				fail_msg("%s statement %zu has no text", t->file,
				    i);
			total++;
			for (m = 0; m <= k; m++) {
				u = &store_sql_tables[m];
				for (j = 0; j < (m == k ? i : *u->n); j++)
					if (strcmp(t->sql[i].text,
					    u->sql[j].text) == 0)
						fail_msg("%s statement %zu is "
						    "%s statement %zu again",
						    t->file, i, u->file, j);
			}
		}
	}
	assert_true(total <= STORE_STMT_CACHE);
}

/* A database made by db/schema.sql. */
static void
test_prepare_schema(void **state)
{
	struct store *st = open_memory();
	char *cause = NULL;
	int from = -1, to = -1;

	(void)state;
	if (store_init(st, &from, &to, &cause) == -1)
		fail_msg("store_init: %s", cause);
	assert_int_equal(from, 0);
	assert_int_equal(store_version(st), store_latest_version());
	assert_int_equal(prepare_all(st, 1), 0);
	store_close(st);
}

/* A database at version 1: the first migration only. */
static struct store *
open_version_1(void)
{
	struct store *st = open_memory();
	char sql[64];

	assert_int_equal(store_migrations[0].version, 1);
	assert_int_equal(sqlite3_exec(st->db, store_migrations[0].sql, NULL,
	    NULL, NULL), SQLITE_OK);
	snprintf(sql, sizeof sql, "PRAGMA user_version = %d",
	    store_migrations[0].version);
	assert_int_equal(sqlite3_exec(st->db, sql, NULL, NULL, NULL),
	    SQLITE_OK);
	assert_int_equal(store_version(st), 1);
	return st;
}

/* A database made at version 1 and migrated by store_init. */
static void
test_prepare_migrated(void **state)
{
	struct store *st = open_version_1();
	char *cause = NULL;
	int from = -1, to = -1;

	(void)state;
	if (store_init(st, &from, &to, &cause) == -1)
		fail_msg("migrating from version 1: %s", cause);
	assert_int_equal(from, 1);
	assert_int_equal(to, store_latest_version());
	assert_int_equal(store_version(st), store_latest_version());
	assert_int_equal(prepare_all(st, 1), 0);
	store_close(st);
}

/* The check fails where it should: at version 1 the contests, games and
 * championships of later migrations are missing. */
static void
test_version_1_fails(void **state)
{
	struct store *st = open_version_1();

	(void)state;
	if (store_latest_version() > 1)
		assert_true(prepare_all(st, 0) > 0);
	store_close(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_prepare_schema),
		cmocka_unit_test(test_prepare_migrated),
		cmocka_unit_test(test_version_1_fails),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
