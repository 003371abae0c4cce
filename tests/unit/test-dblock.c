/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-dblock.c: the daemon's and the mail writer's locks (dblock.c): the
 * same lock file whatever path names the database (a symbolic link to it,
 * a link to its directory, a database not made yet), a second holder
 * refused with the first one's pid, the lock file given the database's
 * mode (an MTA's user and the daemon's share it), the bounded wait, the
 * stop flag, and $SCRABMAIL_LOCK_WAIT.  flock(2) locks belong to an open
 * file, so one process taking the same lock twice sees the conflict two
 * processes would.
 */
#include "config.h"

#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include <glib.h>

#include "dblock.h"

struct dirs {
	char	*dir;		/* a temporary directory */
	char	*db;		/* DIR/real/x.db, made */
	char	*link;		/* DIR/link.db -> real/x.db */
	char	*dlink;		/* DIR/dlink -> real */
};

static int
setup(void **state)
{
	struct dirs *d = g_new0(struct dirs, 1);
	char *real;

	d->dir = g_dir_make_tmp("test-dblock-XXXXXX", NULL);
	assert_non_null(d->dir);
	real = g_build_filename(d->dir, "real", NULL);
	assert_int_equal(mkdir(real, 0755), 0);
	d->db = g_build_filename(real, "x.db", NULL);
	assert_true(g_file_set_contents(d->db, "", 0, NULL));
	d->link = g_build_filename(d->dir, "link.db", NULL);
	assert_int_equal(symlink(d->db, d->link), 0);
	d->dlink = g_build_filename(d->dir, "dlink", NULL);
	assert_int_equal(symlink(real, d->dlink), 0);
	g_free(real);
	*state = d;
	return 0;
}

static int
teardown(void **state)
{
	struct dirs *d = *state;
	char rm[] = "rm", rf[] = "-rf";
	char *cmd[] = { rm, rf, d->dir, NULL };

	assert_true(g_spawn_sync(NULL, cmd, NULL, G_SPAWN_SEARCH_PATH, NULL,
	    NULL, NULL, NULL, NULL, NULL));
	g_free(d->dir);
	g_free(d->db);
	g_free(d->link);
	g_free(d->dlink);
	g_free(d);
	return 0;
}

static void
test_path(void **state)
{
	struct dirs *d = *state;
	char *want, *got, *other, *p1, *p2;

	want = g_strconcat(d->db, ".lock", NULL);
	got = dblock_path(d->link, DBLOCK_DAEMON);
	assert_string_equal(got, want);
	g_free(got);
	other = g_build_filename(d->dlink, "x.db", NULL);
	got = dblock_path(other, DBLOCK_DAEMON);
	assert_string_equal(got, want);
	g_free(got);
	g_free(other);
	g_free(want);
	want = g_strconcat(d->db, ".writer", NULL);
	got = dblock_path(d->link, DBLOCK_WRITER);
	assert_string_equal(got, want);
	g_free(got);
	g_free(want);
	/* Not made yet: keyed on its directory's real path. */
	other = g_build_filename(d->dlink, "new.db", NULL);
	p1 = dblock_path(other, DBLOCK_WRITER);
	g_free(other);
	other = g_build_filename(d->dir, "real", "new.db", NULL);
	p2 = dblock_path(other, DBLOCK_WRITER);
	assert_string_equal(p1, p2);
	assert_non_null(strstr(p1, "/real/new.db.writer"));
	g_free(p1);
	g_free(p2);
	g_free(other);
}

static void
test_second_holder(void **state)
{
	struct dirs *d = *state;
	char *cause = NULL, *pid, *text = NULL, *path;
	struct stat sb;
	int fd, fd2, busy = -1;

	/* The lock file gets the database's mode, whatever the umask. */
	assert_int_equal(chmod(d->db, 0660), 0);
	umask(022);
	fd = dblock_take(d->db, DBLOCK_DAEMON, 0, NULL, &busy, &cause);
	assert_true(fd >= 0);
	assert_null(cause);
	path = dblock_path(d->db, DBLOCK_DAEMON);
	assert_int_equal(stat(path, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0660);
	/* The holder's pid in the file, for the message. */
	assert_true(g_file_get_contents(path, &text, NULL, NULL));
	pid = g_strdup_printf("%ld\n", (long)getpid());
	assert_string_equal(text, pid);
	g_free(text);
	g_free(path);
	/* Through the link: the same lock, refused at once. */
	fd2 = dblock_take(d->link, DBLOCK_DAEMON, 0, NULL, &busy, &cause);
	assert_int_equal(fd2, -1);
	assert_int_equal(busy, 1);
	assert_non_null(strstr(cause, "another scrabmail daemon runs"));
	pid[strlen(pid) - 1] = '\0';
	assert_non_null(strstr(cause, pid));
	free(cause);
	cause = NULL;
	/* The writer's lock is another one. */
	fd2 = dblock_take(d->link, DBLOCK_WRITER, 0, NULL, &busy, &cause);
	assert_true(fd2 >= 0);
	dblock_release(fd2);
	/* Released: free again. */
	dblock_release(fd);
	fd = dblock_take(d->link, DBLOCK_DAEMON, 0, NULL, &busy, &cause);
	assert_true(fd >= 0);
	dblock_release(fd);
	dblock_release(-1);
	g_free(pid);
}

static void
test_wait(void **state)
{
	struct dirs *d = *state;
	volatile sig_atomic_t stop = 1;
	char *cause = NULL;
	int fd, fd2, busy = -1;
	time_t t0;

	fd = dblock_take(d->db, DBLOCK_WRITER, 0, NULL, &busy, &cause);
	assert_true(fd >= 0);
	/* A bounded wait, then busy. */
	t0 = time(NULL);
	fd2 = dblock_take(d->link, DBLOCK_WRITER, 1, NULL, &busy, &cause);
	assert_int_equal(fd2, -1);
	assert_int_equal(busy, 1);
	assert_true(time(NULL) - t0 >= 1);
	assert_non_null(strstr(cause, "is taking in or sending mail"));
	free(cause);
	cause = NULL;
	/* Waiting for ever, but stopped. */
	fd2 = dblock_take(d->link, DBLOCK_WRITER, -1, &stop, &busy, &cause);
	assert_int_equal(fd2, -1);
	assert_int_equal(busy, 1);
	free(cause);
	cause = NULL;
	dblock_release(fd);
	fd2 = dblock_take(d->link, DBLOCK_WRITER, -1, &stop, &busy, &cause);
	assert_true(fd2 >= 0);
	dblock_release(fd2);
}

static void
test_open_fails(void **state)
{
	struct dirs *d = *state;
	char *cause = NULL, *db;
	int busy = -1;

	(void)d;
	db = g_build_filename(d->dir, "missing", "dir", "x.db", NULL);
	assert_int_equal(dblock_take(db, DBLOCK_WRITER, 0, NULL, &busy,
	    &cause), -1);
	assert_int_equal(busy, 0);
	assert_non_null(strstr(cause, "lock "));
	free(cause);
	g_free(db);
}

static void
test_wait_seconds(void **state)
{
	(void)state;
	unsetenv("SCRABMAIL_LOCK_WAIT");
	assert_int_equal(dblock_wait_seconds(), 60);
	setenv("SCRABMAIL_LOCK_WAIT", "0", 1);
	assert_int_equal(dblock_wait_seconds(), 0);
	setenv("SCRABMAIL_LOCK_WAIT", "7", 1);
	assert_int_equal(dblock_wait_seconds(), 7);
	setenv("SCRABMAIL_LOCK_WAIT", "-1", 1);
	assert_int_equal(dblock_wait_seconds(), 60);
	setenv("SCRABMAIL_LOCK_WAIT", "soon", 1);
	assert_int_equal(dblock_wait_seconds(), 60);
	unsetenv("SCRABMAIL_LOCK_WAIT");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_path, setup, teardown),
		cmocka_unit_test_setup_teardown(test_second_holder, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_wait, setup, teardown),
		cmocka_unit_test_setup_teardown(test_open_fails, setup,
		    teardown),
		cmocka_unit_test(test_wait_seconds),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
