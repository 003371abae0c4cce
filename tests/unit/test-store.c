/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-store.c: the database (store*.c).  Opening and schema versions:
 * a new file gets the latest schema and a second init changes nothing;
 * missing, older, newer, damaged and foreign files are refused with a cause
 * saying what to do.  The key test: the schema of db/schema.sql is the
 * schema the migrations of db/migrations/ make, compared column by column,
 * index by index and foreign key by foreign key through SQLite's PRAGMAs
 * (this test uses sqlite3 directly for that).  Then the spool, the outbox,
 * the players and transactions, through the store's API.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>
#include <sqlite3.h>

#include "store.h"
#include "util.h"

#define NOW_TEXT	"2026-11-30T10:00:00Z"

struct fx {
	char		 dir[64];
	char		*path;
	struct store	*st;
};

static char *
fx_file(struct fx *f, const char *name)
{
	return g_strdup_printf("%s/%s", f->dir, name);
}

static void
remove_db(const char *path)
{
	char *p;

	unlink(path);
	p = g_strdup_printf("%s-wal", path);
	unlink(p);
	g_free(p);
	p = g_strdup_printf("%s-shm", path);
	unlink(p);
	g_free(p);
}

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);

	if (f == NULL)
		return -1;
	snprintf(f->dir, sizeof f->dir, "/tmp/test-store-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	f->path = fx_file(f, "test.db");
	setenv("SCRABMAIL_NOW", NOW_TEXT, 1);
	*state = f;
	return 0;
}

/* Setup and a new database with the latest schema in f->st. */
static int
setup_db(void **state)
{
	struct fx *f;
	char *cause = NULL;

	if (setup(state) == -1)
		return -1;
	f = *state;
	if ((f->st = store_open(f->path, 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1) {
		fprintf(stderr, "setup_db: %s\n", cause);
		free(cause);
		return -1;
	}
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;
	GDir *d;
	const char *name;
	char *p;

	store_close(f->st);
	/* Remove whatever the test left in the directory. */
	if ((d = g_dir_open(f->dir, 0, NULL)) != NULL) {
		while ((name = g_dir_read_name(d)) != NULL) {
			p = fx_file(f, name);
			unlink(p);
			g_free(p);
		}
		g_dir_close(d);
	}
	rmdir(f->dir);
	g_free(f->path);
	free(f);
	unsetenv("SCRABMAIL_NOW");
	return 0;
}

static long long
now(void)
{
	long long t;

	assert_int_equal(util_parse_iso8601(NOW_TEXT, &t), 0);
	return t;
}

static char *
iso(long long t)
{
	char buf[UTIL_ISO_LEN];

	util_format_iso8601(t, buf);
	return g_strdup(buf);
}

/* --- raw SQLite helpers for the schema tests --- */

static sqlite3 *
raw_open(const char *path)
{
	sqlite3 *db = NULL;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
		fail_msg("sqlite3_open %s: %s", path, sqlite3_errmsg(db));
	return db;
}

static void
raw_exec(sqlite3 *db, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK)
		fail_msg("SQL failed: %s\n%s", err, sql);
}

/* Append each row of sql, its columns separated by '|', to out, each row
 * after prefix and ending with a newline. */
static void
dump_rows(sqlite3 *db, const char *sql, const char *prefix, GString *out)
{
	sqlite3_stmt *s;
	int rc, i, n;

	if (sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK)
		fail_msg("prepare failed: %s\n%s", sqlite3_errmsg(db), sql);
	n = sqlite3_column_count(s);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		g_string_append(out, prefix);
		for (i = 0; i < n; i++) {
			const unsigned char *t = sqlite3_column_text(s, i);

			if (i > 0)
				g_string_append_c(out, '|');
			g_string_append(out, t != NULL ? (const char *)t : "NULL");
		}
		g_string_append_c(out, '\n');
	}
	if (rc != SQLITE_DONE)
		fail_msg("step failed: %s\n%s", sqlite3_errmsg(db), sql);
	sqlite3_finalize(s);
}

/* The names of sql's first column. */
static GPtrArray *
names(sqlite3 *db, const char *sql)
{
	GPtrArray *a = g_ptr_array_new_with_free_func(g_free);
	sqlite3_stmt *s;

	if (sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK)
		fail_msg("prepare failed: %s\n%s", sqlite3_errmsg(db), sql);
	while (sqlite3_step(s) == SQLITE_ROW)
		g_ptr_array_add(a, g_strdup((const char *)
		    sqlite3_column_text(s, 0)));
	sqlite3_finalize(s);
	return a;
}

/* An object's CREATE statement without white space and quotes, lower case:
 * what remains differs only when the definitions do (a CHECK, a COLLATE,
 * a DEFAULT the PRAGMAs do not show).  A table that a migration altered
 * with ADD COLUMN or rebuilt and renamed compares equal to the same table
 * written in one CREATE. */
static void
dump_sql(sqlite3 *db, const char *type, const char *name, GString *out)
{
	char *sql;
	GPtrArray *a;
	const char *p;

	sql = sqlite3_mprintf("SELECT sql FROM sqlite_master WHERE type = %Q "
	    "AND name = %Q", type, name);
	a = names(db, sql);
	sqlite3_free(sql);
	g_string_append(out, "  sql ");
	if (a->len == 1 && a->pdata[0] != NULL) {
		for (p = a->pdata[0]; *p != '\0'; p++)
			if (!g_ascii_isspace(*p) && *p != '"' && *p != '`')
				g_string_append_c(out, g_ascii_tolower(*p));
	} else
		g_string_append(out, "NULL");
	g_string_append_c(out, '\n');
	g_ptr_array_free(a, TRUE);
}

/* Everything SQLite says about the schema of db, as text: each table's
 * columns (PRAGMA table_xinfo: name, type, notnull, default, pk, hidden),
 * indexes (index_list and index_xinfo, collations included), foreign keys
 * (foreign_key_list) and normalised definition, then every other object
 * (indexes, triggers, views) with its normalised definition. */
static char *
schema_dump(sqlite3 *db)
{
	GString *out = g_string_new(NULL);
	GPtrArray *tables, *indexes;
	char *sql;
	guint i, j;

	tables = names(db, "SELECT name FROM sqlite_master WHERE type = "
	    "'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
	for (i = 0; i < tables->len; i++) {
		const char *t = tables->pdata[i];

		g_string_append_printf(out, "table %s\n", t);
		sql = sqlite3_mprintf("SELECT cid, name, type, \"notnull\", "
		    "dflt_value, pk, hidden FROM pragma_table_xinfo(%Q) "
		    "ORDER BY cid", t);
		dump_rows(db, sql, "  column ", out);
		sqlite3_free(sql);
		sql = sqlite3_mprintf("SELECT \"table\", \"from\", \"to\", "
		    "on_update, on_delete, match, seq FROM "
		    "pragma_foreign_key_list(%Q) ORDER BY \"table\", \"from\"",
		    t);
		dump_rows(db, sql, "  foreign key ", out);
		sqlite3_free(sql);
		sql = sqlite3_mprintf("SELECT name FROM pragma_index_list(%Q) "
		    "ORDER BY name", t);
		indexes = names(db, sql);
		sqlite3_free(sql);
		for (j = 0; j < indexes->len; j++) {
			const char *x = indexes->pdata[j];

			sql = sqlite3_mprintf("SELECT name, \"unique\", origin, "
			    "partial FROM pragma_index_list(%Q) WHERE name = %Q",
			    t, x);
			dump_rows(db, sql, "  index ", out);
			sqlite3_free(sql);
			sql = sqlite3_mprintf("SELECT seqno, cid, name, \"desc\", "
			    "coll, key FROM pragma_index_xinfo(%Q) ORDER BY "
			    "seqno", x);
			dump_rows(db, sql, "    key ", out);
			sqlite3_free(sql);
		}
		g_ptr_array_free(indexes, TRUE);
		dump_sql(db, "table", t, out);
	}
	g_ptr_array_free(tables, TRUE);
	dump_rows(db, "SELECT type, name, tbl_name FROM sqlite_master WHERE "
	    "type <> 'table' ORDER BY type, name", "object ", out);
	tables = names(db, "SELECT type || ' ' || name FROM sqlite_master "
	    "WHERE type <> 'table' AND sql IS NOT NULL ORDER BY type, name");
	for (i = 0; i < tables->len; i++) {
		char **tn = g_strsplit(tables->pdata[i], " ", 2);

		g_string_append_printf(out, "%s %s\n", tn[0], tn[1]);
		dump_sql(db, tn[0], tn[1], out);
		g_strfreev(tn);
	}
	g_ptr_array_free(tables, TRUE);
	return g_string_free(out, FALSE);
}

static char *
schema_dump_file(const char *path)
{
	sqlite3 *db = raw_open(path);
	char *d = schema_dump(db);

	sqlite3_close(db);
	return d;
}

static int
raw_version(const char *path)
{
	sqlite3 *db = raw_open(path);
	GPtrArray *a = names(db, "PRAGMA user_version");
	long v = -1;

	assert_int_equal(a->len, 1);
	assert_int_equal(util_parse_long(a->pdata[0], 0, 1000000, &v), 0);
	g_ptr_array_free(a, TRUE);
	sqlite3_close(db);
	return (int)v;
}

static void
write_bytes(const char *path, const void *buf, size_t len)
{
	FILE *fp = fopen(path, "wb");

	assert_non_null(fp);
	assert_int_equal(fwrite(buf, 1, len, fp), len);
	assert_int_equal(fclose(fp), 0);
}

static void
assert_contains(const char *s, const char *want)
{
	if (s == NULL || strstr(s, want) == NULL)
		fail_msg("'%s' does not hold '%s'", s ? s : "(null)", want);
}

/* --- opening, versions, migrations --- */

static void
test_migrations_table(void **state)
{
	size_t i;

	(void)state;
	/* Numbered from 1, increasing, each with a name and SQL. */
	assert_true(store_migrations_len >= 1);
	assert_int_equal(store_migrations[0].version, 1);
	for (i = 0; i < store_migrations_len; i++) {
		assert_non_null(store_migrations[i].name);
		assert_non_null(store_migrations[i].sql);
		assert_true(strlen(store_migrations[i].sql) > 0);
		if (i > 0)
			assert_int_equal(store_migrations[i].version,
			    store_migrations[i - 1].version + 1);
	}
	assert_int_equal(store_latest_version(),
	    store_migrations[store_migrations_len - 1].version);
	assert_true(strlen(store_sql_schema) > 0);
	/* The generated strings keep no comments (embed.sh drops them). */
	assert_null(strstr(store_sql_schema, "\n--"));
}

static void
test_init_new(void **state)
{
	struct fx *f = *state;
	char *cause = NULL, *before, *after;
	int from = -5, to = -5;

	f->st = store_open(f->path, 1, &cause);
	assert_non_null(f->st);
	assert_null(cause);
	assert_int_equal(store_version(f->st), 0);
	assert_int_equal(store_init(f->st, &from, &to, &cause), 0);
	assert_null(cause);
	assert_int_equal(from, 0);
	assert_int_equal(to, store_latest_version());
	assert_int_equal(store_version(f->st), store_latest_version());
	assert_int_equal(raw_version(f->path), store_latest_version());
	before = schema_dump_file(f->path);
	assert_non_null(strstr(before, "table player\n"));
	assert_non_null(strstr(before, "table spool\n"));
	assert_non_null(strstr(before, "table outbox\n"));
	/* Again: nothing to do, nothing changed. */
	assert_int_equal(store_init(f->st, &from, &to, &cause), 0);
	assert_int_equal(from, store_latest_version());
	assert_int_equal(to, store_latest_version());
	after = schema_dump_file(f->path);
	assert_string_equal(before, after);
	g_free(after);
	store_close(f->st);
	f->st = NULL;
	/* Opened again, without create, after a close and reopen. */
	f->st = store_open(f->path, 0, &cause);
	if (f->st == NULL)
		fail_msg("reopen: %s", cause);
	assert_int_equal(store_version(f->st), store_latest_version());
	assert_int_equal(store_init(f->st, NULL, NULL, &cause), 0);
	after = schema_dump_file(f->path);
	assert_string_equal(before, after);
	g_free(after);
	g_free(before);
}

/* A new database is 0666 less the umask (group-writable under the unit's
 * UMask=0007, for an MTA's user of the daemon's group), and an in-memory
 * one makes no file. */
static void
test_create_mode(void **state)
{
	struct fx *f = *state;
	char *cause = NULL;
	struct stat sb;
	mode_t old;

	old = umask(007);
	f->st = store_open(f->path, 1, &cause);
	umask(old);
	assert_non_null(f->st);
	assert_int_equal(stat(f->path, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0660);
	store_close(f->st);
	f->st = store_open(":memory:", 1, &cause);
	assert_non_null(f->st);
	assert_int_equal(access(":memory:", F_OK), -1);
	store_close(f->st);
	f->st = NULL;
}

/* THE KEY TEST: db/schema.sql and the migrations in order make the same
 * schema; so does store_init, from nothing and from each older version. */
static void
test_schema_equals_migrations(void **state)
{
	struct fx *f = *state;
	sqlite3 *a, *b;
	char *da, *db, *dinit, *pa, *pb, *cause = NULL;
	size_t i, k;
	int from, to;

	pa = fx_file(f, "schema.db");
	pb = fx_file(f, "migrations.db");
	a = raw_open(pa);
	b = raw_open(pb);
	raw_exec(a, store_sql_schema);
	for (i = 0; i < store_migrations_len; i++)
		raw_exec(b, store_migrations[i].sql);
	da = schema_dump(a);
	db = schema_dump(b);
	sqlite3_close(a);
	sqlite3_close(b);
	/* Something was dumped: the three tables with their columns, indexes
	 * and the outbox's foreign key. */
	assert_non_null(strstr(da, "table outbox\n"));
	assert_non_null(strstr(da, "  column 1|name|TEXT|1|NULL|0|0\n"));
	assert_non_null(strstr(da, "  foreign key spool|spool_id|id|"));
	assert_non_null(strstr(da, "  index player_email|0|c|0\n"));
	assert_non_null(strstr(da, "    key 0|2|email|0|NOCASE|1\n"));
	if (strcmp(da, db) != 0)
		fail_msg("db/schema.sql and db/migrations/ make different "
		    "schemas:\n--- schema.sql:\n%s\n--- migrations:\n%s", da, db);

	/* store_init on a new file. */
	f->st = store_open(f->path, 1, &cause);
	assert_non_null(f->st);
	assert_int_equal(store_init(f->st, NULL, NULL, &cause), 0);
	store_close(f->st);
	f->st = NULL;
	dinit = schema_dump_file(f->path);
	assert_string_equal(dinit, da);
	g_free(dinit);
	remove_db(f->path);

	/* store_init on a file at each older version (made by the first k
	 * migrations) applies the rest and ends with the same schema. */
	for (k = 1; k < store_migrations_len; k++) {
		a = raw_open(f->path);
		for (i = 0; i < k; i++)
			raw_exec(a, store_migrations[i].sql);
		cause = g_strdup_printf("PRAGMA user_version = %d",
		    store_migrations[k - 1].version);
		raw_exec(a, cause);
		g_free(cause);
		cause = NULL;
		sqlite3_close(a);
		f->st = store_open(f->path, 1, &cause);
		assert_non_null(f->st);
		assert_int_equal(store_init(f->st, &from, &to, &cause), 0);
		assert_int_equal(from, store_migrations[k - 1].version);
		assert_int_equal(to, store_latest_version());
		assert_int_equal(store_version(f->st), store_latest_version());
		store_close(f->st);
		f->st = NULL;
		dinit = schema_dump_file(f->path);
		assert_string_equal(dinit, da);
		g_free(dinit);
		remove_db(f->path);
	}
	g_free(da);
	g_free(db);
	g_free(pa);
	g_free(pb);
}

static void
test_open_missing(void **state)
{
	struct fx *f = *state;
	struct stat sb;
	char *cause = NULL;

	assert_null(store_open(f->path, 0, &cause));
	assert_contains(cause, f->path);
	assert_contains(cause, "scrabmail");
	assert_contains(cause, "init");
	free(cause);
	/* Not created by the attempt. */
	assert_int_equal(stat(f->path, &sb), -1);
}

static void
test_open_old(void **state)
{
	struct fx *f = *state;
	char *cause = NULL, *sql;
	sqlite3 *db;
	size_t i;

	/* An empty file (version 0). */
	write_bytes(f->path, "", 0);
	assert_null(store_open(f->path, 0, &cause));
	assert_contains(cause, "init");
	free(cause);
	cause = NULL;
	remove_db(f->path);
	/* The latest schema, marked one version older. */
	db = raw_open(f->path);
	for (i = 0; i < store_migrations_len; i++)
		raw_exec(db, store_migrations[i].sql);
	sql = g_strdup_printf("PRAGMA user_version = %d",
	    store_latest_version() - 1);
	raw_exec(db, sql);
	g_free(sql);
	sqlite3_close(db);
	assert_null(store_open(f->path, 0, &cause));
	assert_contains(cause, "scrabmail");
	assert_contains(cause, "init");
	free(cause);
}

static void
test_open_newer(void **state)
{
	struct fx *f = *state;
	char *cause = NULL, *sql;
	sqlite3 *db;
	int from = -1;

	db = raw_open(f->path);
	raw_exec(db, store_sql_schema);
	sql = g_strdup_printf("PRAGMA user_version = %d",
	    store_latest_version() + 1);
	raw_exec(db, sql);
	g_free(sql);
	sqlite3_close(db);
	assert_null(store_open(f->path, 0, &cause));
	assert_contains(cause, "newer");
	free(cause);
	cause = NULL;
	/* Opened for init, init refuses too and leaves the version. */
	f->st = store_open(f->path, 1, &cause);
	assert_non_null(f->st);
	assert_int_equal(store_init(f->st, &from, NULL, &cause), -1);
	assert_int_equal(from, store_latest_version() + 1);
	assert_contains(cause, "newer");
	free(cause);
	assert_int_equal(store_version(f->st), store_latest_version() + 1);
}

static void
test_open_garbage(void **state)
{
	struct fx *f = *state;
	char buf[8192], *cause = NULL;
	size_t i;

	/* A text file. */
	for (i = 0; i < sizeof buf; i++)
		buf[i] = (char)('a' + i % 26);
	write_bytes(f->path, buf, sizeof buf);
	assert_null(store_open(f->path, 0, &cause));
	assert_non_null(cause);
	assert_contains(cause, f->path);
	free(cause);
	cause = NULL;
	assert_null(store_open(f->path, 1, &cause));
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	/* A damaged header: the magic string, then noise. */
	memcpy(buf, "SQLite format 3", 16);
	for (i = 16; i < sizeof buf; i++)
		buf[i] = (char)(i * 131 + 7);
	write_bytes(f->path, buf, sizeof buf);
	assert_null(store_open(f->path, 0, &cause));
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	/* A few bytes. */
	write_bytes(f->path, "hello\n", 6);
	assert_null(store_open(f->path, 0, &cause));
	assert_non_null(cause);
	free(cause);
}

static void
test_init_foreign(void **state)
{
	struct fx *f = *state;
	char *cause = NULL, *d;
	sqlite3 *db;

	db = raw_open(f->path);
	raw_exec(db, "CREATE TABLE customers (id INTEGER PRIMARY KEY, name "
	    "TEXT); INSERT INTO customers (name) VALUES ('x');");
	sqlite3_close(db);
	f->st = store_open(f->path, 1, &cause);
	assert_non_null(f->st);
	assert_int_equal(store_init(f->st, NULL, NULL, &cause), -1);
	assert_contains(cause, f->path);
	assert_contains(cause, "not a scrabmail database");
	free(cause);
	assert_int_equal(store_version(f->st), 0);
	store_close(f->st);
	f->st = NULL;
	/* Untouched: no table of ours was created. */
	d = schema_dump_file(f->path);
	assert_non_null(strstr(d, "table customers\n"));
	assert_null(strstr(d, "table player\n"));
	assert_null(strstr(d, "table spool\n"));
	g_free(d);
}

static void
test_default_path(void **state)
{
	(void)state;
	assert_string_equal(store_default_path("/x/y.db"), "/x/y.db");
	setenv("SCRABMAIL_DB", "/env/s.db", 1);
	assert_string_equal(store_default_path(NULL), "/env/s.db");
	assert_string_equal(store_default_path("a.db"), "a.db");
	setenv("SCRABMAIL_DB", "", 1);
	assert_string_equal(store_default_path(NULL), "scrabmail.db");
	unsetenv("SCRABMAIL_DB");
	assert_string_equal(store_default_path(NULL), "scrabmail.db");
}

/* --- the spool --- */

static const char msg1[] = "From: a@example.ro\nSubject: x\n\nTUR 7\0after NUL\n";
static const char msg2[] = "From: b@example.ro\nSubject: y\n\nPAS\n";
static const char msg3[] = "From: c@example.ro\nSubject: z\n\nSIGNON\n";

static void
test_spool_add_get(void **state)
{
	struct fx *f = *state;
	struct spool_entry *e;
	long long id1 = -1, id2 = -1, id3 = -1, id;
	char *cause = NULL, *sha, *t;

	assert_int_equal(store_spool_add(f->st, "maildir", "1.M1.host",
	    msg1, sizeof msg1 - 1, &id1, &cause), 0);
	assert_true(id1 > 0);
	/* The same bytes again, from elsewhere: seen. */
	id = -1;
	assert_int_equal(store_spool_add(f->st, "imap", "42", msg1,
	    sizeof msg1 - 1, &id, &cause), 1);
	assert_int_equal(id, id1);
	id = -1;
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg1,
	    sizeof msg1 - 1, &id, &cause), 1);
	assert_int_equal(id, id1);
	/* The same source and name with other bytes: seen. */
	id = -1;
	assert_int_equal(store_spool_add(f->st, "maildir", "1.M1.host",
	    msg2, sizeof msg2 - 1, &id, &cause), 1);
	assert_int_equal(id, id1);
	/* Bytes that differ only after the NUL are another message. */
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg1,
	    sizeof msg1 - 2, &id2, &cause), 0);
	assert_true(id2 > id1);
	/* The same name in another source is another message. */
	assert_int_equal(store_spool_add(f->st, "imap", "1.M1.host", msg2,
	    sizeof msg2 - 1, &id3, &cause), 0);
	assert_true(id3 > id2);
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg3,
	    sizeof msg3 - 1, NULL, &cause), 0);
	assert_null(cause);

	assert_int_equal(store_spool_get(f->st, id1, &e, &cause), 0);
	assert_int_equal(e->id, id1);
	assert_int_equal(e->rawlen, sizeof msg1 - 1);
	assert_memory_equal(e->raw, msg1, sizeof msg1 - 1);
	assert_int_equal(e->raw[e->rawlen], '\0');
	assert_string_equal(e->source, "maildir");
	assert_string_equal(e->source_ref, "1.M1.host");
	assert_int_equal(e->status, STORE_SPOOL_NEW);
	assert_string_equal(e->received, NOW_TEXT);
	sha = g_compute_checksum_for_data(G_CHECKSUM_SHA256,
	    (const guchar *)msg1, sizeof msg1 - 1);
	assert_string_equal(e->sha256, sha);
	g_free(sha);
	assert_null(e->message_id);
	assert_null(e->sender);
	assert_null(e->subject);
	assert_null(e->reason);
	assert_null(e->processed);
	store_spool_entry_free(e);

	assert_int_equal(store_spool_get(f->st, id2, &e, &cause), 0);
	assert_int_equal(e->rawlen, sizeof msg1 - 2);
	assert_null(e->source_ref);
	assert_string_equal(e->source, "stdin");
	store_spool_entry_free(e);

	e = (struct spool_entry *)&e;
	assert_int_equal(store_spool_get(f->st, 9999, &e, &cause), 1);
	assert_null(e);
	assert_null(cause);
	store_spool_entry_free(NULL);

	/* An empty message is stored as empty, not as NULL. */
	setenv("SCRABMAIL_NOW", "2026-12-01T08:00:00+02:00", 1);
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, "", 0, &id,
	    &cause), 0);
	assert_int_equal(store_spool_get(f->st, id, &e, &cause), 0);
	assert_int_equal(e->rawlen, 0);
	assert_string_equal(e->raw, "");
	t = iso(now() + 20 * 3600);
	assert_string_equal(e->received, t);
	g_free(t);
	store_spool_entry_free(e);
}

struct collect {
	long long	ids[16];
	char		*status[16];
	int		n;
	int		stop_at;	/* return 7 after this many, or 0 */
};

static int
collect_spool(void *arg, const struct spool_entry *e)
{
	struct collect *c = arg;

	assert_null(e->raw);
	c->ids[c->n] = e->id;
	c->status[c->n] = g_strdup(store_spool_status_str(e->status));
	c->n++;
	return c->stop_at != 0 && c->n == c->stop_at ? 7 : 0;
}

static void
collect_clear(struct collect *c)
{
	int i;

	for (i = 0; i < c->n; i++)
		g_free(c->status[i]);
	memset(c, 0, sizeof *c);
}

static void
test_spool_pending_set(void **state)
{
	struct fx *f = *state;
	struct spool_entry *e;
	struct collect c;
	long long id[4], *ids, found;
	size_t n;
	char *cause = NULL, *t;

	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg1,
	    sizeof msg1 - 1, &id[0], &cause), 0);
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg2,
	    sizeof msg2 - 1, &id[1], &cause), 0);
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg3,
	    sizeof msg3 - 1, &id[2], &cause), 0);
	assert_int_equal(store_spool_add(f->st, "stdin", NULL, "x", 1,
	    &id[3], &cause), 0);
	assert_int_equal(store_spool_pending(f->st, &ids, &n, &cause), 0);
	assert_int_equal(n, 4);
	assert_int_equal(ids[0], id[0]);
	assert_int_equal(ids[1], id[1]);
	assert_int_equal(ids[2], id[2]);
	assert_int_equal(ids[3], id[3]);
	free(ids);

	/* The second done, the fourth failed: the others remain. */
	assert_int_equal(store_spool_set(f->st, id[1], STORE_SPOOL_DONE, NULL,
	    "mid-1@example.ro", "b@example.ro", "y", now() + 5, &cause), 0);
	assert_int_equal(store_spool_set(f->st, id[3], STORE_SPOOL_FAILED,
	    "unreadable", NULL, NULL, NULL, now() + 6, &cause), 0);
	assert_int_equal(store_spool_pending(f->st, &ids, &n, &cause), 0);
	assert_int_equal(n, 2);
	assert_int_equal(ids[0], id[0]);
	assert_int_equal(ids[1], id[2]);
	free(ids);
	/* The claim's question: still new? */
	assert_int_equal(store_spool_is_new(f->st, id[0], &cause), 1);
	assert_int_equal(store_spool_is_new(f->st, id[1], &cause), 0);
	assert_int_equal(store_spool_is_new(f->st, id[3], &cause), 0);
	assert_int_equal(store_spool_is_new(f->st, 9999, &cause), 0);

	assert_int_equal(store_spool_get(f->st, id[1], &e, &cause), 0);
	assert_int_equal(e->status, STORE_SPOOL_DONE);
	assert_string_equal(e->message_id, "mid-1@example.ro");
	assert_string_equal(e->sender, "b@example.ro");
	assert_string_equal(e->subject, "y");
	assert_null(e->reason);
	t = iso(now() + 5);
	assert_string_equal(e->processed, t);
	g_free(t);
	store_spool_entry_free(e);
	assert_int_equal(store_spool_get(f->st, id[3], &e, &cause), 0);
	assert_int_equal(e->status, STORE_SPOOL_FAILED);
	assert_string_equal(e->reason, "unreadable");
	store_spool_entry_free(e);

	/* A value outside the enum is refused. */
	assert_int_equal(store_spool_set(f->st, id[0],
	    (enum store_spool_status)99, NULL, NULL, NULL, NULL, now(),
	    &cause), -1);
	assert_non_null(cause);
	free(cause);
	cause = NULL;

	/* Message-ID: only other, processed rows count. */
	found = -1;
	assert_int_equal(store_spool_find_message_id(f->st,
	    "mid-1@example.ro", id[2], &found, &cause), 0);
	assert_int_equal(found, id[1]);
	assert_int_equal(store_spool_find_message_id(f->st,
	    "mid-1@example.ro", id[1], &found, &cause), 1);
	assert_int_equal(store_spool_find_message_id(f->st,
	    "other@example.ro", id[2], &found, &cause), 1);
	/* A row still new with that Message-ID does not count. */
	assert_int_equal(store_spool_set(f->st, id[0], STORE_SPOOL_NEW, NULL,
	    "mid-2@example.ro", NULL, NULL, now(), &cause), 0);
	assert_int_equal(store_spool_find_message_id(f->st,
	    "mid-2@example.ro", id[2], &found, &cause), 1);
	assert_int_equal(store_spool_set(f->st, id[0], STORE_SPOOL_DUPLICATE,
	    "same", "mid-2@example.ro", NULL, NULL, now(), &cause), 0);
	found = -1;
	assert_int_equal(store_spool_find_message_id(f->st,
	    "mid-2@example.ro", id[2], &found, &cause), 0);
	assert_int_equal(found, id[0]);
	assert_null(cause);

	/* Lists: all, by status, and stopped by the callback. */
	memset(&c, 0, sizeof c);
	assert_int_equal(store_spool_list(f->st, STORE_SPOOL_ANY, collect_spool,
	    &c, &cause), 0);
	assert_int_equal(c.n, 4);
	assert_int_equal(c.ids[0], id[0]);
	assert_string_equal(c.status[0], "duplicate");
	assert_int_equal(c.ids[3], id[3]);
	assert_string_equal(c.status[3], "failed");
	collect_clear(&c);
	assert_int_equal(store_spool_list(f->st, STORE_SPOOL_NEW, collect_spool,
	    &c, &cause), 0);
	assert_int_equal(c.n, 1);
	assert_int_equal(c.ids[0], id[2]);
	collect_clear(&c);
	c.stop_at = 2;
	assert_int_equal(store_spool_list(f->st, STORE_SPOOL_ANY, collect_spool,
	    &c, &cause), 7);
	assert_int_equal(c.n, 2);
	collect_clear(&c);
}

/* --- the outbox --- */

static void
due(struct fx *f, long long t, size_t max, size_t want_n, ...)
{
	long long *ids;
	size_t n, i;
	char *cause = NULL;
	va_list ap;

	assert_int_equal(store_outbox_due(f->st, t, max, &ids, &n, &cause), 0);
	if (n != want_n)
		fail_msg("due at %lld: %zu rows, want %zu", t, n, want_n);
	va_start(ap, want_n);
	for (i = 0; i < n; i++)
		assert_int_equal(ids[i], va_arg(ap, long long));
	va_end(ap);
	free(ids);
}

static int
max_id(void *arg, const struct outbox_entry *e)
{
	long long *last = arg;

	if (e->id > *last)
		*last = e->id;
	return 0;
}

/* store_outbox_add does not say the row it made: the largest id. */
static long long
last_outbox_id(struct fx *f)
{
	long long last = 0;
	char *cause = NULL;

	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_ANY, max_id,
	    &last, &cause), 0);
	return last;
}

static long long
outbox_add(struct fx *f, long long spool_id, const char *rcpt, long long t)
{
	static const char raw[] = "To: x\n\nbody\0tail";
	char *cause = NULL;

	if (store_outbox_add(f->st, spool_id, "scrabmail@localhost", rcpt,
	    "Re: x", "<m@localhost>", raw, sizeof raw - 1, t, &cause) != 0)
		fail_msg("outbox_add: %s", cause);
	return last_outbox_id(f);
}

static void
test_outbox(void **state)
{
	struct fx *f = *state;
	struct outbox_entry *e;
	long long t = now(), sid, a, b, c;
	char *cause = NULL, *s;

	assert_int_equal(store_spool_add(f->st, "stdin", NULL, msg1,
	    sizeof msg1 - 1, &sid, &cause), 0);
	a = outbox_add(f, sid, "ion@example.ro", t);
	b = outbox_add(f, 0, "ana@example.ro", t);
	c = outbox_add(f, 0, "ion@example.ro", t + 3600);
	assert_true(a < b && b < c);
	due(f, t - 1, 10, 0);
	due(f, t, 10, 2, a, b);
	due(f, t, 1, 1, a);
	due(f, t + 3600, 10, 3, a, b, c);

	assert_int_equal(store_outbox_get(f->st, a, &e, &cause), 0);
	assert_int_equal(e->id, a);
	assert_int_equal(e->spool_id, sid);
	assert_string_equal(e->sender, "scrabmail@localhost");
	assert_string_equal(e->rcpt, "ion@example.ro");
	assert_string_equal(e->subject, "Re: x");
	assert_string_equal(e->message_id, "<m@localhost>");
	assert_int_equal(e->status, STORE_OUTBOX_QUEUED);
	assert_int_equal(e->attempts, 0);
	assert_string_equal(e->created, NOW_TEXT);
	assert_string_equal(e->next_try, NOW_TEXT);
	assert_null(e->last_error);
	assert_null(e->sent);
	assert_int_equal(e->rawlen, 16);
	assert_memory_equal(e->raw, "To: x\n\nbody\0tail", 16);
	store_outbox_entry_free(e);
	assert_int_equal(store_outbox_get(f->st, b, &e, &cause), 0);
	assert_int_equal(e->spool_id, 0);
	store_outbox_entry_free(e);
	assert_int_equal(store_outbox_get(f->st, 9999, &e, &cause), 1);
	assert_null(e);
	store_outbox_entry_free(NULL);

	/* A spool row that does not exist: the foreign key refuses it. */
	assert_int_equal(store_outbox_add(f->st, 9999, "s", "r", NULL, "<m>",
	    "x", 1, t, &cause), -1);
	assert_non_null(cause);
	free(cause);
	cause = NULL;

	/* Sent: no longer due. */
	assert_int_equal(store_outbox_sent(f->st, a, t + 10, &cause), 0);
	due(f, t + 3600, 10, 2, b, c);
	assert_int_equal(store_outbox_get(f->st, a, &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_SENT);
	assert_int_equal(e->attempts, 1);
	s = iso(t + 10);
	assert_string_equal(e->sent, s);
	g_free(s);
	store_outbox_entry_free(e);

	/* A failed attempt with a retry time: due again only then. */
	assert_int_equal(store_outbox_attempt_failed(f->st, b, t + 600,
	    "421 try later", &cause), 0);
	due(f, t + 599, 10, 0);
	due(f, t + 600, 10, 1, b);
	assert_int_equal(store_outbox_get(f->st, b, &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_QUEUED);
	assert_int_equal(e->attempts, 1);
	assert_string_equal(e->last_error, "421 try later");
	s = iso(t + 600);
	assert_string_equal(e->next_try, s);
	g_free(s);
	store_outbox_entry_free(e);
	/* Given up: failed, never due. */
	assert_int_equal(store_outbox_attempt_failed(f->st, b, 0,
	    "550 no such user", &cause), 0);
	due(f, t + 100 * 86400, 10, 1, c);
	assert_int_equal(store_outbox_get(f->st, b, &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_FAILED);
	assert_int_equal(e->attempts, 2);
	assert_string_equal(e->last_error, "550 no such user");
	store_outbox_entry_free(e);
	assert_null(cause);
}

/* A claim: one sender per row and attempt, due again after a crash. */
static void
test_outbox_claim(void **state)
{
	struct fx *f = *state;
	struct outbox_entry *e;
	long long t = now(), a, b;
	char *cause = NULL, *s;

	a = outbox_add(f, 0, "ion@example.ro", t);
	b = outbox_add(f, 0, "ana@example.ro", t + 60);
	/* Not due yet: not claimed. */
	assert_int_equal(store_outbox_claim(f->st, b, t, t + 600, &cause), 1);
	assert_int_equal(store_outbox_claim(f->st, a, t, t + 600, &cause), 0);
	/* A second sender finds it taken, and no longer due. */
	assert_int_equal(store_outbox_claim(f->st, a, t, t + 600, &cause), 1);
	due(f, t + 599, 10, 1, b);
	assert_int_equal(store_outbox_get(f->st, a, &e, &cause), 0);
	assert_int_equal(e->status, STORE_OUTBOX_QUEUED);
	assert_int_equal(e->attempts, 0);
	s = iso(t + 600);
	assert_string_equal(e->next_try, s);
	g_free(s);
	store_outbox_entry_free(e);
	/* The claimer crashed: due again at the claim's end. */
	due(f, t + 600, 10, 2, a, b);
	assert_int_equal(store_outbox_claim(f->st, a, t + 600, t + 1200,
	    &cause), 0);
	/* Sent or failed: never claimed again. */
	assert_int_equal(store_outbox_sent(f->st, a, t + 601, &cause), 0);
	assert_int_equal(store_outbox_claim(f->st, a, t + 9999, t + 99999,
	    &cause), 1);
	assert_int_equal(store_outbox_attempt_failed(f->st, b, 0, "550 no",
	    &cause), 0);
	assert_int_equal(store_outbox_claim(f->st, b, t + 9999, t + 99999,
	    &cause), 1);
	assert_int_equal(store_outbox_claim(f->st, 9999, t, t + 600, &cause),
	    1);
	/* Requeued: only failed rows, one or all, due at the time given. */
	{
		long long c2 = outbox_add(f, 0, "eva@example.ro", t);
		long n = -1;

		assert_int_equal(store_outbox_attempt_failed(f->st, c2, 0,
		    "550 no", &cause), 0);
		assert_int_equal(store_outbox_requeue(f->st, a, t + 5, &n,
		    &cause), 0);
		assert_int_equal(n, 0);
		assert_int_equal(store_outbox_requeue(f->st, b, t + 5, &n,
		    &cause), 0);
		assert_int_equal(n, 1);
		due(f, t + 5, 10, 1, b);
		assert_int_equal(store_outbox_requeue(f->st, 0, t + 5, &n,
		    &cause), 0);
		assert_int_equal(n, 1);
		due(f, t + 5, 10, 2, b, c2);
		assert_int_equal(store_outbox_get(f->st, c2, &e, &cause), 0);
		assert_int_equal(e->status, STORE_OUTBOX_QUEUED);
		assert_int_equal(e->attempts, 1);
		assert_string_equal(e->last_error, "550 no");
		store_outbox_entry_free(e);
		assert_int_equal(store_outbox_requeue(f->st, 0, t + 5, &n,
		    &cause), 0);
		assert_int_equal(n, 0);
	}
	assert_null(cause);
}

/* A processed spool row from sender (its id). */
static long long
spool_from(struct fx *f, const char *sender, const char *body)
{
	char *cause = NULL;
	long long id;

	if (store_spool_add(f->st, "stdin", NULL, body, strlen(body), &id,
	    &cause) == -1 || store_spool_set(f->st, id, STORE_SPOOL_DONE, NULL,
	    NULL, sender, "s", now(), &cause) == -1)
		fail_msg("spool_from: %s", cause);
	return id;
}

static void
test_outbox_count_list(void **state)
{
	struct fx *f = *state;
	long long t = now(), ids[5], ion, ana;
	long n = -1;
	char *cause = NULL;

	ion = spool_from(f, "Ion@Example.ro", "from ion");
	ana = spool_from(f, "ana@example.ro", "from ana");
	ids[0] = outbox_add(f, ion, "ion@example.ro", t - 7200);
	ids[1] = outbox_add(f, ion, "ion@example.ro", t - 1800);
	ids[2] = outbox_add(f, ana, "ana@example.ro", t - 1800);
	ids[3] = outbox_add(f, ion, "ion@example.ro", t);
	ids[4] = outbox_add(f, ion, "ion@example.ro", t + 5);
	/* Notifications: ana's move told to ion, a deadline's mail. */
	outbox_add(f, ana, "ion@example.ro", t);
	outbox_add(f, 0, "ion@example.ro", t);
	/* Sent or not, a message queued counts. */
	assert_int_equal(store_outbox_sent(f->st, ids[1], t, &cause), 0);
	assert_int_equal(store_outbox_attempt_failed(f->st, ids[3], 0, "x",
	    &cause), 0);
	assert_int_equal(store_outbox_count_since(f->st, "ion@example.ro",
	    t - 3600, &n, &cause), 0);
	assert_int_equal(n, 3);
	assert_true(ids[0] < ids[1] && ids[2] < ids[4]);
	assert_null(cause);
}

static int
collect_outbox(void *arg, const struct outbox_entry *e)
{
	struct collect *c = arg;

	assert_null(e->raw);
	c->ids[c->n] = e->id;
	c->status[c->n] = g_strdup(store_outbox_status_str(e->status));
	c->n++;
	return c->stop_at != 0 && c->n == c->stop_at ? 7 : 0;
}

static void
test_outbox_list(void **state)
{
	struct fx *f = *state;
	struct collect c;
	long long t = now(), ids[4];
	char *cause = NULL;
	int i;

	for (i = 0; i < 4; i++)
		ids[i] = outbox_add(f, 0, "ion@example.ro", t + i);
	assert_int_equal(store_outbox_sent(f->st, ids[1], t, &cause), 0);
	assert_int_equal(store_outbox_attempt_failed(f->st, ids[2], 0, "x",
	    &cause), 0);
	memset(&c, 0, sizeof c);
	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_ANY,
	    collect_outbox, &c, &cause), 0);
	assert_int_equal(c.n, 4);
	for (i = 0; i < 4; i++)
		assert_int_equal(c.ids[i], ids[i]);
	assert_string_equal(c.status[0], "queued");
	assert_string_equal(c.status[1], "sent");
	assert_string_equal(c.status[2], "failed");
	collect_clear(&c);
	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_QUEUED,
	    collect_outbox, &c, &cause), 0);
	assert_int_equal(c.n, 2);
	assert_int_equal(c.ids[0], ids[0]);
	assert_int_equal(c.ids[1], ids[3]);
	collect_clear(&c);
	c.stop_at = 1;
	assert_int_equal(store_outbox_list(f->st, STORE_OUTBOX_ANY,
	    collect_outbox, &c, &cause), 7);
	assert_int_equal(c.n, 1);
	collect_clear(&c);
	assert_null(cause);
}

/* --- transactions --- */

static void
test_transactions(void **state)
{
	struct fx *f = *state;
	long long t = now(), id;
	char *cause = NULL;

	assert_int_equal(store_begin(f->st, &cause), 0);
	id = outbox_add(f, 0, "ion@example.ro", t);
	due(f, t, 10, 1, id);
	store_rollback(f->st);
	due(f, t, 10, 0);
	/* A rollback outside a transaction does nothing. */
	store_rollback(f->st);
	assert_int_equal(store_begin(f->st, &cause), 0);
	id = outbox_add(f, 0, "ion@example.ro", t);
	assert_int_equal(store_commit(f->st, &cause), 0);
	due(f, t, 10, 1, id);
	store_rollback(f->st);
	due(f, t, 10, 1, id);
	/* A commit without a transaction is an error, not a crash. */
	assert_int_equal(store_commit(f->st, &cause), -1);
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	/* The data is in the file: another connection sees it. */
	store_close(f->st);
	f->st = store_open(f->path, 0, &cause);
	assert_non_null(f->st);
	due(f, t, 10, 1, id);
}

/* --- players --- */

static int
collect_players(void *arg, const struct player *p)
{
	struct collect *c = arg;

	c->ids[c->n] = p->id;
	c->status[c->n] = g_strdup(p->name);
	c->n++;
	return c->stop_at != 0 && c->n == c->stop_at ? 7 : 0;
}

static void
test_players(void **state)
{
	struct fx *f = *state;
	struct player *p;
	struct collect c;
	long long t = now(), ion = -1, id2 = -1, id3 = -1, id;
	char *cause = NULL, *s;

	assert_int_equal(store_player_add(f->st, "Ion", "Ion.Pop@Example.RO",
	    "$y$hash1", NULL, t, &ion, &cause), 0);
	assert_true(ion > 0);
	/* The same name in another case. */
	assert_int_equal(store_player_add(f->st, "ION", "x@example.ro", NULL,
	    "en", t, &id, &cause), -1);
	assert_contains(cause, "ION");
	assert_contains(cause, "exists");
	free(cause);
	cause = NULL;
	assert_int_equal(store_player_add(f->st, "maria", "ion.pop@example.ro",
	    NULL, "en", t + 1, &id2, &cause), 0);
	assert_int_equal(store_player_add(f->st, "Bogdan", "b@example.ro",
	    NULL, "ro", t + 2, &id3, &cause), 0);
	assert_true(ion < id2 && id2 < id3);
	/* A language outside ro/en is refused, and not as a taken name. */
	assert_int_equal(store_player_add(f->st, "Zoe", "z@example.ro", NULL,
	    "fr", t, NULL, &cause), -1);
	assert_non_null(cause);
	if (strstr(cause, "exists") != NULL)
		fail_msg("a bad language reported as a taken name: %s", cause);
	free(cause);
	cause = NULL;

	p = (struct player *)&p;
	assert_int_equal(store_player_find(f->st, "iON", &p, &cause), 0);
	assert_int_equal(p->id, ion);
	assert_string_equal(p->name, "Ion");
	assert_string_equal(p->email, "Ion.Pop@Example.RO");
	assert_string_equal(p->pwhash, "$y$hash1");
	assert_string_equal(p->lang, "ro");
	assert_string_equal(p->created, NOW_TEXT);
	assert_int_equal(p->failed_signons, 0);
	assert_null(p->last_failed);
	store_player_free(p);
	p = (struct player *)&p;
	assert_int_equal(store_player_find(f->st, "Io", &p, &cause), 1);
	assert_null(p);
	assert_int_equal(store_player_find(f->st, "nobody", &p, &cause), 1);

	/* By address, any case; the first registered of two. */
	assert_int_equal(store_player_by_email(f->st, "ION.POP@example.ro", &p,
	    &cause), 0);
	assert_int_equal(p->id, ion);
	store_player_free(p);
	assert_int_equal(store_player_by_email(f->st, "B@EXAMPLE.RO", &p,
	    &cause), 0);
	assert_int_equal(p->id, id3);
	assert_null(p->pwhash);
	store_player_free(p);
	assert_int_equal(store_player_by_email(f->st, "none@example.ro", &p,
	    &cause), 1);
	assert_null(p);

	/* Sign-ons: the bad ones are counted, a good one resets. */
	assert_int_equal(store_player_signon(f->st, ion, 0, t + 10, &cause), 0);
	assert_int_equal(store_player_signon(f->st, ion, 0, t + 20, &cause), 0);
	assert_int_equal(store_player_find(f->st, "ion", &p, &cause), 0);
	assert_int_equal(p->failed_signons, 2);
	s = iso(t + 20);
	assert_string_equal(p->last_failed, s);
	g_free(s);
	store_player_free(p);
	assert_int_equal(store_player_signon(f->st, ion, 1, t + 30, &cause), 0);
	assert_int_equal(store_player_find(f->st, "ion", &p, &cause), 0);
	assert_int_equal(p->failed_signons, 0);
	store_player_free(p);
	/* A new password resets the count too. */
	assert_int_equal(store_player_signon(f->st, ion, 0, t + 40, &cause), 0);
	assert_int_equal(store_player_set_password(f->st, ion, "$y$hash2",
	    &cause), 0);
	assert_int_equal(store_player_find(f->st, "ion", &p, &cause), 0);
	assert_string_equal(p->pwhash, "$y$hash2");
	assert_int_equal(p->failed_signons, 0);
	store_player_free(p);
	/* Only that player changed. */
	assert_int_equal(store_player_find(f->st, "maria", &p, &cause), 0);
	assert_null(p->pwhash);
	assert_string_equal(p->lang, "en");
	store_player_free(p);
	assert_int_equal(store_player_set_lang(f->st, ion, "en", &cause), 0);
	assert_int_equal(store_player_find(f->st, "ion", &p, &cause), 0);
	assert_string_equal(p->lang, "en");
	store_player_free(p);
	assert_int_equal(store_player_set_lang(f->st, ion, "de", &cause), -1);
	free(cause);
	cause = NULL;

	/* Name order, without regard to case. */
	assert_int_equal(store_player_add(f->st, "alex", "a@example.ro", NULL,
	    NULL, t, NULL, &cause), 0);
	memset(&c, 0, sizeof c);
	assert_int_equal(store_player_list(f->st, collect_players, &c,
	    &cause), 0);
	assert_int_equal(c.n, 4);
	assert_string_equal(c.status[0], "alex");
	assert_string_equal(c.status[1], "Bogdan");
	assert_string_equal(c.status[2], "Ion");
	assert_string_equal(c.status[3], "maria");
	collect_clear(&c);
	c.stop_at = 2;
	assert_int_equal(store_player_list(f->st, collect_players, &c,
	    &cause), 7);
	assert_int_equal(c.n, 2);
	collect_clear(&c);
	store_player_free(NULL);
	assert_null(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_migrations_table),
		cmocka_unit_test(test_default_path),
		cmocka_unit_test_setup_teardown(test_init_new, setup, teardown),
		cmocka_unit_test_setup_teardown(test_create_mode, setup, teardown),
		cmocka_unit_test_setup_teardown(test_schema_equals_migrations,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_open_missing, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_open_old, setup, teardown),
		cmocka_unit_test_setup_teardown(test_open_newer, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_open_garbage, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_init_foreign, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_spool_add_get, setup_db,
		    teardown),
		cmocka_unit_test_setup_teardown(test_spool_pending_set,
		    setup_db, teardown),
		cmocka_unit_test_setup_teardown(test_outbox_claim, setup_db,
		    teardown),
		cmocka_unit_test_setup_teardown(test_outbox, setup_db,
		    teardown),
		cmocka_unit_test_setup_teardown(test_outbox_count_list,
		    setup_db, teardown),
		cmocka_unit_test_setup_teardown(test_outbox_list, setup_db,
		    teardown),
		cmocka_unit_test_setup_teardown(test_transactions, setup_db,
		    teardown),
		cmocka_unit_test_setup_teardown(test_players, setup_db,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
