/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-maildir.c: fetching incoming mail from a Maildir directory, for an
 * MTA or fetchmail delivering to disk.  The messages not yet done are the
 * files of new/ and those of cur/ without the S (seen) flag; tmp/ holds
 * deliveries in progress and is never read.  They are handed to the
 * callback in delivery order (Maildir names start with the delivery time,
 * compared as numbers; other names in file name order),
 * and a message the callback has stored is marked done by renaming it into
 * cur/ with the S flag added, the way a mail reader marks it read.  The ref
 * is the name's unique part (up to ":2,"), which stays the same across that
 * rename.  Writing into a Maildir (the maildir: sender) is in mail-send.c.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mail-net.h"
#include "mail-parse.h"
#include "util.h"

/* Larger files are skipped with a warning (a game's mail is a few KB). */
#define MAILDIR_MAX_MESSAGE	(64UL * 1024 * 1024)

struct maildir_entry {
	char	*name;		/* file name within new/ or cur/ */
	char	*unique;	/* name up to ":2," */
	int	 cur;		/* 1: in cur/, 0: in new/ */
};

struct maildir_list {
	struct maildir_entry	*v;
	size_t			 n;
	size_t			 cap;
};

/* The delivery time of a "SECONDS.MMICROSECONDS..." name (what qmail,
 * Postfix, Dovecot and mail-send.c write); 0 if the name is not like that.
 * The microseconds are not zero-padded, so a plain strcmp misorders two
 * messages of the same second. */
static int
maildir_time(const char *name, unsigned long long *sec, unsigned long *usec)
{
	char	*end;

	if (*name < '0' || *name > '9')
		return 0;
	*sec = strtoull(name, &end, 10);
	if (*end != '.')
		return 0;
	*usec = 0;
	if (end[1] == 'M' && end[2] >= '0' && end[2] <= '9')
		*usec = strtoul(end + 2, NULL, 10);
	return 1;
}

/* Delivery order where the names say it, else file name order. */
static int
maildir_cmp(const void *a, const void *b)
{
	const struct maildir_entry	*ea = a, *eb = b;
	unsigned long long		 sa, sb;
	unsigned long			 ua, ub;
	int				 r;

	if (maildir_time(ea->unique, &sa, &ua) &&
	    maildir_time(eb->unique, &sb, &ub)) {
		if (sa != sb)
			return sa < sb ? -1 : 1;
		if (ua != ub)
			return ua < ub ? -1 : 1;
	}
	r = strcmp(ea->unique, eb->unique);
	if (r != 0)
		return r;
	return strcmp(ea->name, eb->name);
}

/* The flags after ":2," in a name, or NULL. */
static const char *
maildir_flags(const char *name)
{
	const char	*p;

	p = strstr(name, ":2,");
	return p == NULL ? NULL : p + 3;
}

/* Append the messages of dir/sub not yet done to l; 0 or -1 with *cause. */
static int
maildir_scan(const char *dir, const char *sub, struct maildir_list *l,
    char **cause)
{
	char		 path[4096];
	DIR		*d;
	struct dirent	*de;
	const char	*flags, *colon;
	int		 cur = strcmp(sub, "cur") == 0;

	snprintf(path, sizeof path, "%s/%s", dir, sub);
	if ((d = opendir(path)) == NULL) {
		*cause = mail_send_printf("%s: %s: is it a Maildir (with new/, "
		    "cur/ and tmp/)? Check the path in the config", path,
		    strerror(errno));
		return -1;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		flags = maildir_flags(de->d_name);
		if (cur && flags != NULL && strchr(flags, 'S') != NULL)
			continue;
		if (l->n == l->cap) {
			l->cap = l->cap == 0 ? 64 : l->cap * 2;
			l->v = xrealloc(l->v, l->cap * sizeof *l->v);
		}
		l->v[l->n].name = xstrdup(de->d_name);
		l->v[l->n].unique = xstrdup(de->d_name);
		if ((colon = strstr(de->d_name, ":2,")) != NULL)
			l->v[l->n].unique[colon - de->d_name] = '\0';
		l->v[l->n].cur = cur;
		l->n++;
	}
	closedir(d);
	return 0;
}

/* Rename a stored message into cur/ with the S flag (kept in ASCII order
 * with the others).  0, or -1 with *cause; a message gone meanwhile (taken
 * by another reader) is not an error. */
static int
maildir_mark(const char *dir, const struct maildir_entry *e, char **cause)
{
	char		 from[4096], to[4096], flags[64];
	const char	*old;
	size_t		 i, j;

	old = e->cur ? maildir_flags(e->name) : NULL;
	j = 0;
	if (old != NULL) {
		for (i = 0; old[i] != '\0' && old[i] < 'S' &&
		    j < sizeof flags - 2; i++)
			flags[j++] = old[i];
		flags[j++] = 'S';
		for (; old[i] != '\0' && j < sizeof flags - 1; i++)
			flags[j++] = old[i];
	} else
		flags[j++] = 'S';
	flags[j] = '\0';

	snprintf(from, sizeof from, "%s/%s/%s", dir, e->cur ? "cur" : "new",
	    e->name);
	snprintf(to, sizeof to, "%s/cur/%s:2,%s", dir, e->unique, flags);
	if (rename(from, to) == -1 && errno != ENOENT) {
		*cause = mail_send_printf("%s: cannot mark it done (rename to "
		    "cur/: %s): check the Maildir's permissions", from,
		    strerror(errno));
		return -1;
	}
	return 0;
}

/* The first bytes of the file at path (size bytes, over max_size), as
 * mail_oversized stores them.  0, or -1 with errno. */
static int
read_head(const char *path, size_t size, size_t max_size, char **out,
    size_t *len)
{
	char *head = xmalloc(MAIL_OVERSIZED_HEADERS_MAX + 1);
	ssize_t n;
	size_t got = 0;
	int fd, e;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
		free(head);
		return -1;
	}
	while (got < MAIL_OVERSIZED_HEADERS_MAX && (n = read(fd, head + got,
	    MAIL_OVERSIZED_HEADERS_MAX - got)) != 0) {
		if (n == -1) {
			if (errno == EINTR)
				continue;
			e = errno;
			close(fd);
			free(head);
			errno = e;
			return -1;
		}
		got += (size_t)n;
	}
	close(fd);
	*out = mail_oversized(head, got, size, max_size, len);
	free(head);
	return 0;
}

/* The held messages (indexes into l) settled by the callback's answer r:
 * marked done when it says they were committed.  nheld is emptied. */
static int
maildir_settle(const char *dir, const struct maildir_list *l, size_t *held,
    size_t *nheld, int r, char **cause)
{
	size_t i, n = *nheld;

	*nheld = 0;
	if (r == MAIL_FETCH_UNDONE)
		return 0;
	for (i = 0; i < n; i++) {
		if (maildir_mark(dir, &l->v[held[i]], cause) == -1)
			return -1;
		util_crash_point("maildir-marked");
	}
	return 0;
}

int
mail_maildir_fetch(const char *dir, size_t max_size, mail_fetch_cb cb,
    void *arg, size_t *count, char **cause)
{
	struct maildir_list	 l = { NULL, 0, 0 };
	struct stat		 sb;
	char			 path[4096], *buf = NULL, *err = NULL;
	size_t			 i, len, passed = 0, *held = NULL, nheld = 0;
	int			 r, rc = -1;

	*cause = NULL;
	if (dir == NULL || *dir == '\0') {
		*cause = mail_send_printf("no Maildir given: set the Maildir "
		    "path in the config");
		goto fail;
	}
	if (maildir_scan(dir, "new", &l, cause) == -1 ||
	    maildir_scan(dir, "cur", &l, cause) == -1)
		goto fail;
	if (l.n > 1)
		qsort(l.v, l.n, sizeof *l.v, maildir_cmp);
	held = xcalloc(l.n + 1, sizeof *held);

	for (i = 0; i < l.n; i++) {
		snprintf(path, sizeof path, "%s/%s/%s", dir,
		    l.v[i].cur ? "cur" : "new", l.v[i].name);
		if (max_size > 0 && stat(path, &sb) == 0 &&
		    (size_t)sb.st_size > max_size) {
			/* Too big: its headers only, the rest never read. */
			if (read_head(path, (size_t)sb.st_size, max_size,
			    &buf, &len) == -1) {
				if (errno == ENOENT)
					continue;
				err = mail_send_printf("%s: %s: check the "
				    "Maildir's permissions", path,
				    strerror(errno));
				break;
			}
		} else if (util_read_file(path, MAILDIR_MAX_MESSAGE, &buf,
		    &len) == -1) {
			if (errno == ENOENT)	/* taken meanwhile */
				continue;
			if (errno == EFBIG) {
				log_warnx("%s: larger than %lu bytes, left "
				    "alone: move it out of the Maildir", path,
				    MAILDIR_MAX_MESSAGE);
				continue;
			}
			err = mail_send_printf("%s: %s: check the Maildir's "
			    "permissions", path, strerror(errno));
			break;
		}
		passed++;
		r = cb(arg, l.v[i].unique, buf, len);
		free(buf);
		buf = NULL;
		if (r == MAIL_FETCH_HELD) {
			held[nheld++] = i;
			continue;
		}
		if (r == MAIL_FETCH_STORED)
			held[nheld++] = i;
		if (maildir_settle(dir, &l, held, &nheld, r, cause) == -1)
			goto fail;
		if (r == MAIL_FETCH_STOP || r == MAIL_FETCH_UNDONE)
			break;
	}
	/* What the callback still holds, settled before returning. */
	if (nheld > 0 && maildir_settle(dir, &l, held, &nheld,
	    cb(arg, NULL, NULL, 0), cause) == -1)
		goto fail;
	if (err != NULL) {
		*cause = err;
		err = NULL;
		goto fail;
	}
	rc = 0;

fail:
	free(err);
	free(buf);
	free(held);
	for (i = 0; i < l.n; i++) {
		free(l.v[i].name);
		free(l.v[i].unique);
	}
	free(l.v);
	if (count != NULL)
		*count = passed;
	return rc;
}
