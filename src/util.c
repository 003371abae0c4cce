/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * util.c: logging, allocation, strings and whole-file I/O for the program.
 * See util.h.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

static const char *log_prog = "scrabmail";

void
log_init(const char *progname)
{
	const char *slash;

	if (progname == NULL)
		return;
	slash = strrchr(progname, '/');
	log_prog = slash != NULL ? slash + 1 : progname;
}

static void log_vmsg(int, int, const char *, va_list)
    __attribute__((format(printf, 3, 0)));

static void
log_vmsg(int with_errno, int saved_errno, const char *fmt, va_list ap)
{
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
	log_vmsg(1, saved, fmt, ap);
	va_end(ap);
	errno = saved;
}

void
log_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vmsg(0, 0, fmt, ap);
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
	int saved;

	if ((f = fopen(path, "rb")) == NULL)
		goto fail;
	for (;;) {
		if (cap - len < 65536) {
			if (cap > max + 1) {
				errno = EFBIG;
				goto fail;
			}
			cap = cap == 0 ? 65536 : cap * 2;
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
	fclose(f);
	if (buf == NULL)
		buf = xmalloc(1);
	buf[len] = '\0';
	*bufp = buf;
	*lenp = len;
	return 0;
fail:
	saved = errno;
	if (f != NULL)
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
	if (rename(tmp, path) == -1)
		goto fail;
	return 0;
fail:
	saved = errno;
	if (fd != -1)
		close(fd);
	unlink(tmp);
	errno = saved;
	return -1;
}
