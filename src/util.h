/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * util.h: small helpers for the program (not the engine): logging to
 * stderr with and without errno, allocation that exits on exhaustion,
 * bounded string copies, strict integer parsing, a monotonic clock, the
 * date (pinned by SCRABMAIL_NOW for tests), ISO 8601, times in a named
 * time zone, whole-file reads and crash-safe whole-file writes.
 */
#ifndef SM_UTIL_H
#define SM_UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* Name used as the prefix of every message ("scrabmail"). */
void log_init(const char *progname);
/* Send the messages to syslog (facility mail) instead of stderr, or back. */
void log_syslog(int on);
/* "scrabmail: <message>: <strerror(errno)>" on stderr. */
void log_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "scrabmail: <message>" on stderr. */
void log_warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The same, for a failure of a whole task (priority error) and for what
 * went as it should (priority info).  Priorities reach syslog, and the
 * journal when stderr is its stream (a "<N>" prefix, as journald reads);
 * log_warn and log_warnx are warnings. */
void log_errx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void log_info(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Begin each line on stderr with the time on zone's wall clock (an IANA
 * name; NULL, "" or "UTC": UTC) as ISO 8601 with its offset,
 * "2026-12-01T20:00:00+02:00 scrabmail: ...", the clock being util_time's;
 * not when stderr is the journal (it stamps lines itself) nor to syslog.
 * on 0: no time (the default).  The zone is copied. */
void log_stamp(int on, const char *zone);
/* Log only the messages of priority prio (LOG_ERR, LOG_WARNING or
 * LOG_INFO of syslog.h) or more urgent; the default LOG_INFO logs all. */
void log_level(int prio);
/* "error", "warning" or "info" as such a priority into *prio: 0, or -1. */
int log_level_parse(const char *name, int *prio);

/* Allocation that prints a message and exits(3) when memory is exhausted.
 * Results are freed with free(). */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Copy at most size-1 bytes and NUL-terminate (size > 0); returns
 * strlen(src) so that truncation shows as a result >= size. */
size_t util_strlcpy(char *dst, const char *src, size_t size);

/* Parse a whole decimal integer within [min, max]; 0 on success, -1 if s is
 * empty, has trailing characters or is out of range. */
int util_parse_long(const char *s, long min, long max, long *out);

/* Read a whole file ("-" or "/dev/stdin": standard input, read as it is)
 * (at most max bytes; more is an error, errno EFBIG) into
 * a malloc'ed, NUL-terminated buffer the caller frees.  0 or -1 with errno. */
int util_read_file(const char *path, size_t max, char **buf, size_t *len);

/* Seconds on the monotonic clock, for timing (not a date). */
double util_now(void);

/* The date: seconds since the epoch (UTC).  SCRABMAIL_NOW, when set to an
 * ISO 8601 time (see util_parse_iso8601), pins it for tests and replays; a
 * malformed value is reported and the program exits (3). */
long long util_time(void);
/* Parse "YYYY-MM-DDTHH:MM[:SS](Z|+HH:MM|-HH:MM)" ("T" or a space; no zone
 * means UTC).  0, or -1 when s is not such a time. */
int util_parse_iso8601(const char *s, long long *t);
/* Format t as "YYYY-MM-DDTHH:MM:SSZ" into buf (at least UTIL_ISO_LEN). */
#define UTIL_ISO_LEN 32
void util_format_iso8601(long long t, char *buf);

/* Time zones by their IANA names ("Europe/Bucharest"): whether name
 * means UTC (NULL, "" or "UTC"), whether this system knows it (UTC
 * always), and t formatted with fmt (g_date_time_format's conversions) in
 * it, UTC for a name meaning UTC or unknown (malloc'ed, the caller
 * frees). */
int util_zone_is_utc(const char *name);
int util_zone_known(const char *name);
char *util_format_zone(const char *name, long long t, const char *fmt);
/* A deadline t as people read it in zone name: "2026-12-04 18:30", and a
 * local midnight as the end of the day before, "2026-12-04 24:00" (not
 * "2026-12-05 00:00": the last day one may play is the 4th); the pages
 * say the same (templates/bulletin/common.xsl's date, deadline).  Same
 * zone rules and ownership as util_format_zone (free). */
char *util_format_deadline(const char *name, long long t);

/* Write buf to path through a temporary file in the same directory, fsync
 * and rename, so that path holds either the old or the whole new content.
 * 0 or -1 with errno (the temporary is removed). */
int util_write_file_atomic(const char *path, const void *buf, size_t len);

/* Remove from dir the temporaries util_write_file_atomic left behind when
 * its process died before the rename (NAME.tmp.PID, PID no longer
 * running).  Returns how many were removed; errors are ignored (a file
 * not removed now is removed next time). */
int util_remove_stale_tmp(const char *dir);

/* Fault injection (tests/crash/): when the environment variable
 * SCRABMAIL_CRASH_AT is "name" or "name@N", the process kills itself with
 * SIGKILL at the first (or the N-th) passage through the point called name,
 * as a kill -9 or a power cut would stop it there.  Unset or another name:
 * nothing happens (one getenv per passage).  The points are listed in
 * doc/ARCHITECTURE.md, "Crash points". */
void util_crash_point(const char *name);

/* The English noun for a count of n: one for 1 (and -1), else many ("0
 * games", "1 game", "21 games"); returns one or many, not a copy. */
const char *util_noun(long long n, const char *one, const char *many);

/* The columns s takes in a monospace text table: one a character, none for
 * a combining mark (the cedilla of "s" + U+0326) or another zero-width
 * character, two for a wide (East Asian) one.  Invalid UTF-8 counts a
 * column a byte. */
size_t util_utf8_width(const char *s);
/* s followed by spaces up to width columns (util_utf8_width), as printf's
 * "%-Ns" would pad it if it counted columns instead of bytes; s as it is
 * when it is already as wide.  Malloc'ed: the caller frees it. */
char *util_utf8_pad(const char *s, size_t width);

#endif
