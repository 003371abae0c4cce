/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * util.c: logging, allocation, strings and whole-file I/O for the program.
 * See util.h.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <syslog.h>
#include <time.h>

#include <glib.h>
#include <unistd.h>

#include "util.h"

static const char *log_prog = "scrabmail";
static int log_to_syslog;
static int log_max = LOG_INFO;		/* log_level */
static int log_stamped;			/* log_stamp */
static char log_zone[128];

void
log_init(const char *progname)
{
	const char *slash;

	if (progname == NULL)
		return;
	slash = strrchr(progname, '/');
	log_prog = slash != NULL ? slash + 1 : progname;
}

static void log_vmsg(int, int, int, const char *, va_list)
    __attribute__((format(printf, 4, 0)));

void
log_syslog(int on)
{
	if (on && !log_to_syslog)
		openlog(log_prog, LOG_PID, LOG_MAIL);
	else if (!on && log_to_syslog)
		closelog();
	log_to_syslog = on;
}

void
log_stamp(int on, const char *zone)
{
	log_stamped = on;
	snprintf(log_zone, sizeof log_zone, "%s", zone != NULL ? zone : "");
}

void
log_level(int prio)
{
	log_max = prio;
}

int
log_level_parse(const char *name, int *prio)
{
	if (strcmp(name, "error") == 0)
		*prio = LOG_ERR;
	else if (strcmp(name, "warning") == 0)
		*prio = LOG_WARNING;
	else if (strcmp(name, "info") == 0)
		*prio = LOG_INFO;
	else
		return -1;
	return 0;
}

/* Whether stderr is the systemd journal's stream (JOURNAL_STREAM names
 * its device and inode): then each line starts with "<N>", the priority
 * journald reads from it. */
static int
log_stderr_is_journal(void)
{
	const char	*env;
	unsigned long long dev, ino;
	struct stat	 sb;
	char		*end;

	if ((env = getenv("JOURNAL_STREAM")) == NULL ||
	    fstat(STDERR_FILENO, &sb) != 0)
		return 0;
	dev = strtoull(env, &end, 10);
	if (*end != ':')
		return 0;
	ino = strtoull(end + 1, &end, 10);
	return *end == '\0' && dev == (unsigned long long)sb.st_dev &&
	    ino == (unsigned long long)sb.st_ino;
}

static void
log_vmsg(int prio, int with_errno, int saved_errno, const char *fmt,
    va_list ap)
{
	char buf[2048];

	if (prio > log_max)
		return;
	if (log_to_syslog) {
		vsnprintf(buf, sizeof buf, fmt, ap);
		if (with_errno)
			syslog(prio, "%s: %s", buf, strerror(saved_errno));
		else
			syslog(prio, "%s", buf);
		return;
	}
	if (log_stderr_is_journal())
		fprintf(stderr, "<%d>", prio);
	else if (log_stamped) {
		static int stamping;	/* util_time may log */
		char *when;

		if (!stamping) {
			stamping = 1;
			when = util_format_zone(log_zone[0] != '\0' ?
			    log_zone : NULL, util_time(), "%Y-%m-%dT%H:%M:%S%:z");
			fprintf(stderr, "%s ", when);
			free(when);
			stamping = 0;
		}
	}
	fprintf(stderr, "%s: ", log_prog);
	vfprintf(stderr, fmt, ap);
	if (with_errno)
		fprintf(stderr, ": %s", strerror(saved_errno));
	fputc('\n', stderr);
}

void
log_warn(const char *fmt, ...)
{
	int saved = errno;
	va_list ap;

	va_start(ap, fmt);
	log_vmsg(LOG_WARNING, 1, saved, fmt, ap);
	va_end(ap);
	errno = saved;
}

void
log_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vmsg(LOG_WARNING, 0, 0, fmt, ap);
	va_end(ap);
}

void
log_errx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vmsg(LOG_ERR, 0, 0, fmt, ap);
	va_end(ap);
}

void
log_info(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vmsg(LOG_INFO, 0, 0, fmt, ap);
	va_end(ap);
}

static void
out_of_memory(size_t n)
{
	log_warnx("out of memory (asked for %zu bytes); free some memory and "
	    "run the command again", n);
	exit(3);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n == 0 ? 1 : n);

	if (p == NULL)
		out_of_memory(n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n == 0 ? 1 : n, size == 0 ? 1 : size);

	if (p == NULL)
		out_of_memory(n * size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n == 0 ? 1 : n);

	if (q == NULL)
		out_of_memory(n);
	return q;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = xmalloc(n);

	memcpy(p, s, n);
	return p;
}

size_t
util_strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = strlen(src);

	if (size > 0) {
		size_t c = n < size - 1 ? n : size - 1;
		memcpy(dst, src, c);
		dst[c] = '\0';
	}
	return n;
}

int
util_parse_long(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	if (s == NULL || *s == '\0')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int
util_read_file(const char *path, size_t max, char **bufp, size_t *lenp)
{
	FILE *f = NULL;
	char *buf = NULL;
	size_t len = 0, cap = 0, n;
	struct stat sb;
	int saved, std;

	/* Standard input is read as it is: reopening /dev/stdin fails on a
	 * socket, and on a pipe another user made (an MTA's pipe transport
	 * running the command as its user: EACCES). */
	std = strcmp(path, "-") == 0 || strcmp(path, "/dev/stdin") == 0;
	if ((f = std ? stdin : fopen(path, "rb")) == NULL)
		goto fail;
	/* A regular file's buffer of its size, and one more byte to see the
	 * end at the first read (a mail of a Maildir: 64 KB allocated for
	 * each 0.4 KB cost more than reading it). */
	if (!std && fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) &&
	    sb.st_size >= 0 && (unsigned long long)sb.st_size < max) {
		cap = (size_t)sb.st_size + 1;
		buf = xmalloc(cap + 1);
	}
	for (;;) {
		if (cap == len) {
			if (cap > max + 1) {
				errno = EFBIG;
				goto fail;
			}
			cap = cap < 65536 ? 65536 : cap * 2;
			buf = xrealloc(buf, cap + 1);
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
		if (len > max) {
			errno = EFBIG;
			goto fail;
		}
		if (n == 0) {
			if (ferror(f)) {
				errno = EIO;
				goto fail;
			}
			break;
		}
	}
	if (!std)
		fclose(f);
	if (buf == NULL)
		buf = xmalloc(1);
	buf[len] = '\0';
	*bufp = buf;
	*lenp = len;
	return 0;
fail:
	saved = errno;
	if (f != NULL && !std)
		fclose(f);
	free(buf);
	errno = saved;
	return -1;
}

double
util_now(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
 * civil-from-days algorithm, inverted), so that no time zone is involved. */
static long long
days_from_civil(long long y, int m, int d)
{
	long long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static int
digits(const char **sp, int n, int *out)
{
	const char *s = *sp;
	int i, v = 0;

	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	*sp = s + n;
	*out = v;
	return 0;
}

int
util_parse_iso8601(const char *s, long long *t)
{
	int y, mo, d, h, mi, sec = 0, oh = 0, om = 0, sign = 0;
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	if (digits(&s, 4, &y) || *s++ != '-' || digits(&s, 2, &mo) ||
	    *s++ != '-' || digits(&s, 2, &d) || (*s != 'T' && *s != ' ') ||
	    (s++, digits(&s, 2, &h)) || *s++ != ':' || digits(&s, 2, &mi))
		return -1;
	if (*s == ':') {
		s++;
		if (digits(&s, 2, &sec))
			return -1;
	}
	if (*s == 'Z')
		s++;
	else if (*s == '+' || *s == '-') {
		sign = *s++ == '+' ? 1 : -1;
		if (digits(&s, 2, &oh) || *s++ != ':' || digits(&s, 2, &om))
			return -1;
	}
	if (*s != '\0' || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
	    h > 23 || mi > 59 || sec > 60 || oh > 23 || om > 59)
		return -1;
	/* February 29th only in leap years. */
	if (mo == 2 && d == 29 &&
	    (y % 4 != 0 || (y % 100 == 0 && y % 400 != 0)))
		return -1;
	*t = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec -
	    sign * (oh * 3600 + om * 60);
	return 0;
}

void
util_format_iso8601(long long t, char *buf)
{
	long long z, era, doe, yoe, y, doy, mp, secs;
	int d, m;

	secs = t % 86400;
	z = t / 86400;
	if (secs < 0) {
		secs += 86400;
		z--;
	}
	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = (int)(doy - (153 * mp + 2) / 5 + 1);
	m = (int)(mp < 10 ? mp + 3 : mp - 9);
	y += m <= 2;
	snprintf(buf, UTIL_ISO_LEN, "%04lld-%02d-%02dT%02lld:%02lld:%02lldZ",
	    y, m, d, secs / 3600, secs / 60 % 60, secs % 60);
}

long long
util_time(void)
{
	const char *pin = getenv("SCRABMAIL_NOW");
	long long t;

	if (pin == NULL || *pin == '\0')
		return (long long)time(NULL);
	if (util_parse_iso8601(pin, &t) == -1) {
		log_warnx("SCRABMAIL_NOW='%s' is not an ISO 8601 time such as "
		    "2026-11-30T10:00:00Z: fix it or unset it", pin);
		exit(3);
	}
	return t;
}

int
util_write_file_atomic(const char *path, const void *buf, size_t len)
{
	char tmp[PATH_MAX];
	const char *p = buf;
	int fd = -1, saved, n;

	n = snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
	if (n < 0 || (size_t)n >= sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == -1)
		return -1;
	while (len > 0) {
		ssize_t w = write(fd, p, len);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		p += w;
		len -= (size_t)w;
	}
	if (fsync(fd) == -1)
		goto fail;
	if (close(fd) == -1) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	util_crash_point("file-tmp");
	if (rename(tmp, path) == -1)
		goto fail;
	util_crash_point("file-renamed");
	return 0;
fail:
	saved = errno;
	if (fd != -1)
		close(fd);
	unlink(tmp);
	errno = saved;
	return -1;
}

int
util_zone_is_utc(const char *name)
{
	return name == NULL || name[0] == '\0' || strcmp(name, "UTC") == 0;
}

/* The zone named (a reference the caller drops), or NULL for UTC or an
 * unknown name. */
static GTimeZone *
zone_of(const char *name)
{
	return util_zone_is_utc(name) ? NULL : g_time_zone_new_identifier(name);
}

int
util_zone_known(const char *name)
{
	GTimeZone *tz;

	if (util_zone_is_utc(name))
		return 1;
	if ((tz = zone_of(name)) == NULL)
		return 0;
	g_time_zone_unref(tz);
	return 1;
}

char *
util_format_zone(const char *name, long long t, const char *fmt)
{
	GTimeZone *tz = zone_of(name);
	GDateTime *u = g_date_time_new_from_unix_utc(t), *l;
	gchar *s;

	l = tz != NULL ? g_date_time_to_timezone(u, tz) :
	    g_date_time_ref(u);
	s = g_date_time_format(l, fmt);
	g_date_time_unref(l);
	g_date_time_unref(u);
	if (tz != NULL)
		g_time_zone_unref(tz);
	return s != NULL ? s : xstrdup("");
}

int
util_remove_stale_tmp(const char *dir)
{
	DIR		*d;
	struct dirent	*de;
	const char	*t;
	long		 pid;
	int		 n = 0;

	if ((d = opendir(dir)) == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		/* The last ".tmp." of the name, then the digits of a pid. */
		if ((t = g_strrstr(de->d_name, ".tmp.")) == NULL ||
		    t == de->d_name || t[5] == '\0' ||
		    strspn(t + 5, "0123456789") != strlen(t + 5) ||
		    util_parse_long(t + 5, 1, INT_MAX, &pid) == -1 ||
		    pid == (long)getpid())
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		if (unlinkat(dirfd(d), de->d_name, 0) == 0)
			n++;
	}
	closedir(d);
	return n;
}

void
util_crash_point(const char *name)
{
	static unsigned long	 passes;	/* of the point asked for */
	const char		*at, *num;
	size_t			 len;
	long			 nth = 1;

	if ((at = getenv("SCRABMAIL_CRASH_AT")) == NULL || *at == '\0')
		return;
	num = strchr(at, '@');
	len = num != NULL ? (size_t)(num - at) : strlen(at);
	if (len != strlen(name) || strncmp(at, name, len) != 0)
		return;
	if (num != NULL && util_parse_long(num + 1, 1, LONG_MAX, &nth) == -1)
		return;
	if (++passes < (unsigned long)nth)
		return;
	raise(SIGKILL);
	_exit(137);
}

const char *
util_noun(long long n, const char *one, const char *many)
{
	return n == 1 || n == -1 ? one : many;
}

char *
util_format_deadline(const char *name, long long t)
{
	char *hms, *day, *text;

	hms = util_format_zone(name, t, "%H:%M:%S");
	if (strcmp(hms, "00:00:00") == 0) {
		day = util_format_zone(name, t - 1, "%Y-%m-%d");
		text = g_strdup_printf("%s 24:00", day);
		free(day);
	} else
		text = util_format_zone(name, t, "%Y-%m-%d %H:%M");
	free(hms);
	return text;
}

size_t
util_utf8_width(const char *s)
{
	const char *p;
	size_t w = 0;

	if (!g_utf8_validate(s, -1, NULL))
		return strlen(s);
	for (p = s; *p != '\0'; p += g_utf8_skip[*(const guchar *)p]) {
		gunichar c = g_utf8_get_char(p);

		if (g_unichar_ismark(c) || g_unichar_iszerowidth(c))
			continue;
		w += g_unichar_iswide(c) ? 2 : 1;
	}
	return w;
}

char *
util_utf8_pad(const char *s, size_t width)
{
	size_t w = util_utf8_width(s), len = strlen(s);
	char *out;

	if (w >= width)
		return xstrdup(s);
	out = xmalloc(len + (width - w) + 1);
	memcpy(out, s, len);
	memset(out + len, ' ', width - w);
	out[len + width - w] = '\0';
	return out;
}
