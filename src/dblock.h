/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dblock.h: the locks that make one database one writer of mail, whatever
 * path names it.  Both are flock(2) locks on files beside the database's
 * real path (symbolic links resolved), so that two --db texts naming the
 * same file take the same lock:
 *
 *   DB.lock     the daemon's, held for its whole life: one daemon per
 *               database (a second one is refused at once);
 *   DB.writer   the mail writer's, held by the daemon for each cycle and by
 *               the commands that take in or send mail (ingest, send,
 *               spool retry) for their run: no two of them fetch, process
 *               or send at the same time.  A command waits for it a bounded
 *               time (dblock_wait_seconds) and then gives up (exit 75).
 *
 * Each file holds the pid of its holder, for the messages; it gets the
 * database's mode (an MTA's user and the daemon's may share both through a
 * group), and one only readable still locks.  Closing the descriptor
 * (dblock_release, or the process's end) releases the lock.
 */
#ifndef SM_DBLOCK_H
#define SM_DBLOCK_H

#include <signal.h>

enum dblock_kind {
	DBLOCK_DAEMON,		/* DB.lock */
	DBLOCK_WRITER		/* DB.writer */
};

/* The lock file's path for database db (as given): db's real path (or its
 * directory's, when db does not exist yet) with ".lock" or ".writer"
 * appended.  g_malloc'ed: the caller g_frees it. */
char *dblock_path(const char *db, enum dblock_kind kind);

/* How long a command waits for the writer lock: $SCRABMAIL_LOCK_WAIT
 * seconds (0 and up), else 60. */
long dblock_wait_seconds(void);

/* Takes the lock: at once, or waiting up to wait seconds (-1: until it is
 * free or *stop is set; stop may be NULL).  Its descriptor (the caller
 * gives it to dblock_release), or -1 with *cause (the caller frees it)
 * and *busy set to 1 when another process holds it, 0 when the file
 * cannot be opened. */
int dblock_take(const char *db, enum dblock_kind kind, long wait,
    volatile sig_atomic_t *stop, int *busy, char **cause);

/* Releases a lock from dblock_take (accepts -1). */
void dblock_release(int fd);

#endif
