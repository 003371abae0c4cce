/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dblock.c: the daemon's and the mail writer's locks, keyed on the
 * database's real path.  See dblock.h.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <glib.h>

#include "dblock.h"
#include "util.h"

#define DBLOCK_DEFAULT_WAIT	60

char *
dblock_path(const char *db, enum dblock_kind kind)
{
	const char *suffix = kind == DBLOCK_DAEMON ? ".lock" : ".writer";
	char *real, *dir, *base, *rdir, *path;

	if ((real = realpath(db, NULL)) != NULL) {
		path = g_strconcat(real, suffix, NULL);
		free(real);
		return path;
	}
	/* Not made yet: its directory's real path and its name. */
	dir = g_path_get_dirname(db);
	base = g_path_get_basename(db);
	if ((rdir = realpath(dir, NULL)) != NULL) {
		path = g_strconcat(rdir, "/", base, suffix, NULL);
		free(rdir);
	} else
		path = g_strconcat(db, suffix, NULL);
	g_free(dir);
	g_free(base);
	return path;
}

long
dblock_wait_seconds(void)
{
	const char *env = getenv("SCRABMAIL_LOCK_WAIT");
	long v;

	if (env != NULL && util_parse_long(env, 0, 86400, &v) == 0)
		return v;
	return DBLOCK_DEFAULT_WAIT;
}

/* The pid in the lock file, for the message: "unknown" when empty. */
static void
read_pid(int fd, char *pid, size_t size)
{
	ssize_t n;

	n = pread(fd, pid, size - 1, 0);
	pid[n > 0 ? n : 0] = '\0';
	g_strchomp(pid);
	if (pid[0] == '\0')
		g_strlcpy(pid, "unknown", size);
}

int
dblock_take(const char *db, enum dblock_kind kind, long wait,
    volatile sig_atomic_t *stop, int *busy, char **cause)
{
	struct timespec tick = { 0, 100 * 1000 * 1000 };
	char *path = dblock_path(db, kind), pid[32];
	struct stat lsb, dsb;
	long tenths = 0;
	int fd, n;

	*busy = 0;
	/* Made as the umask allows (an MTA's ingest and the daemon may be
	 * two users of one group, as the database is); a file only readable
	 * locks as well, without the pid. */
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666)) == -1 &&
	    errno == EACCES)
		fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd == -1) {
		*cause = g_strdup_printf("lock %s: %s", path, g_strerror(errno));
		goto out;
	}
	/* The database's mode, as SQLite gives its -wal file (a recipe
	 * without umask 007 would lock the daemon's group out). */
	if (fstat(fd, &lsb) == 0 && lsb.st_uid == geteuid() &&
	    stat(db, &dsb) == 0 && (lsb.st_mode & 0777) !=
	    (dsb.st_mode & 0666))
		(void)fchmod(fd, dsb.st_mode & 0666);
	while (flock(fd, LOCK_EX | LOCK_NB) == -1) {
		if (errno != EWOULDBLOCK && errno != EINTR) {
			*cause = g_strdup_printf("lock %s: %s", path,
			    g_strerror(errno));
			goto fail;
		}
		if ((wait >= 0 && tenths >= wait * 10) ||
		    (stop != NULL && *stop)) {
			*busy = 1;
			read_pid(fd, pid, sizeof pid);
			if (kind == DBLOCK_DAEMON)
				*cause = g_strdup_printf("another scrabmail "
				    "daemon runs on %s (pid %s): stop it "
				    "first", db, pid);
			else
				*cause = g_strdup_printf("another scrabmail "
				    "process (pid %s) is taking in or sending "
				    "mail on %s; waited %ld s, try again "
				    "later", pid, db, wait);
			goto fail;
		}
		nanosleep(&tick, NULL);
		tenths++;
	}
	n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
	if ((fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDWR &&
	    (ftruncate(fd, 0) == -1 || pwrite(fd, pid, (size_t)n, 0) != n))
		log_warn("writing the pid to %s", path);
	goto out;
fail:
	close(fd);
	fd = -1;
out:
	g_free(path);
	return fd;
}

void
dblock_release(int fd)
{
	if (fd != -1)
		close(fd);
}
