/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * net-drive.c: a command-line driver for the mail transports (mail-net.h),
 * used by the integration tests in this directory against real servers.
 *
 *   net-drive [-d DONE] [-s] [-k] [-t SECONDS] fetch URL USER PASS CAFILE
 *       OUTDIR [keep-after=N | stop-after=N | keep=N]
 *     URL imap[s]://, pop3[s]:// or maildir:DIR.  Each message is written
 *     to OUTDIR/<n>.eml (n from 1) and "n ref" printed; the callback says
 *     STORED, except KEEP for messages after the Nth (keep-after) or for
 *     the Nth only (keep), or STOP at the message after the Nth
 *     (stop-after).  Prints "count N" last.
 *   net-drive [-s] [-k] [-t SECONDS] send URL USER PASS CAFILE FROM RCPT
 *       FILE...
 *     Sends each FILE on one sender; prints "OK", "TEMPFAIL" or
 *     "PERMFAIL" per file (the cause on stderr).  An argument
 *     "rcpt=ADDR" among the files sends the files after it to ADDR.
 * USER, PASS or CAFILE "-" means none.  -d sets the account's done action,
 * -s requires STARTTLS, -k skips certificate checks, -t the timeout.
 * Exit status: 0 all well; fetch: 1 failure (cause on stderr); send: 1 a
 * TEMPFAIL, 2 a PERMFAIL (the worst seen), 3 the sender could not be made.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mail-net.h"
#include "util.h"

struct drive {
	const char	*outdir;
	long		 keep_after;	/* -1: none */
	long		 keep_one;
	long		 stop_after;
	long		 n;
};

static int
drive_cb(void *arg, const char *ref, const char *raw, size_t len)
{
	struct drive	*d = arg;
	char		 path[4096];
	FILE		*f;

	if (d->stop_after >= 0 && d->n >= d->stop_after)
		return MAIL_FETCH_STOP;
	d->n++;
	snprintf(path, sizeof path, "%s/%ld.eml", d->outdir, d->n);
	if ((f = fopen(path, "wb")) == NULL ||
	    fwrite(raw, 1, len, f) != len || fclose(f) != 0) {
		log_warn("%s", path);
		exit(1);
	}
	printf("%ld %s\n", d->n, ref);
	if (d->keep_after >= 0 && d->n > d->keep_after)
		return MAIL_FETCH_KEEP;
	if (d->keep_one == d->n)
		return MAIL_FETCH_KEEP;
	return MAIL_FETCH_STORED;
}

static const char *
drive_arg(const char *s)
{
	return strcmp(s, "-") == 0 ? NULL : s;
}

static void
drive_usage(void)
{
	fprintf(stderr, "usage: net-drive [-d DONE] [-s] [-k] [-t SECONDS] "
	    "fetch URL USER PASS CAFILE OUTDIR [keep-after=N|stop-after=N|"
	    "keep=N|max-size=N]\n"
	    "       net-drive [-s] [-k] [-t SECONDS] send URL USER PASS "
	    "CAFILE FROM RCPT FILE...\n");
	exit(64);
}

static int
drive_fetch(struct mail_account *a, int argc, char **argv)
{
	struct drive	 d = { NULL, -1, -1, -1, 0 };
	char		*cause = NULL;
	long		 max = 0;
	const char	*opt;
	size_t		 count = 0;
	int		 r;

	if (argc < 1 || argc > 2)
		drive_usage();
	d.outdir = argv[0];
	if (argc == 2) {
		opt = argv[1];
		if (strncmp(opt, "keep-after=", 11) == 0)
			r = util_parse_long(opt + 11, 0, 1000000, &d.keep_after);
		else if (strncmp(opt, "stop-after=", 11) == 0)
			r = util_parse_long(opt + 11, 0, 1000000, &d.stop_after);
		else if (strncmp(opt, "keep=", 5) == 0)
			r = util_parse_long(opt + 5, 1, 1000000, &d.keep_one);
		else if (strncmp(opt, "max-size=", 9) == 0 &&
		    (r = util_parse_long(opt + 9, 1, 1L << 30, &max)) == 0)
			a->max_size = (size_t)max;
		else
			r = -1;
		if (r == -1)
			drive_usage();
	}
	if (strncmp(a->url, "maildir:", 8) == 0)
		r = mail_maildir_fetch(a->url + 8, a->max_size, drive_cb, &d,
		    &count, &cause);
	else if (strncmp(a->url, "pop3", 4) == 0)
		r = mail_pop3_fetch(a, drive_cb, &d, &count, &cause);
	else
		r = mail_imap_fetch(a, drive_cb, &d, &count, &cause);
	printf("count %zu\n", count);
	if (r == -1) {
		fprintf(stderr, "net-drive: %s\n", cause);
		free(cause);
		return 1;
	}
	if (cause != NULL) {
		fprintf(stderr, "net-drive: cause set on success\n");
		return 1;
	}
	return 0;
}

static int
drive_send(struct mail_account *a, int argc, char **argv)
{
	static const char	*names[] = { "OK", "TEMPFAIL", "PERMFAIL" };
	struct mail_sender	*s;
	char			*cause = NULL, *buf;
	const char		*rcpt;
	size_t			 len;
	int			 i, r, worst = 0;

	if (argc < 3)
		drive_usage();
	if ((s = mail_sender_new(a, &cause)) == NULL) {
		fprintf(stderr, "net-drive: %s\n", cause);
		free(cause);
		return 3;
	}
	rcpt = argv[1];
	for (i = 2; i < argc; i++) {
		if (strncmp(argv[i], "rcpt=", 5) == 0) {
			rcpt = argv[i] + 5;
			continue;
		}
		if (util_read_file(argv[i], 64 * 1024 * 1024, &buf,
		    &len) == -1) {
			log_warn("%s", argv[i]);
			mail_sender_free(s);
			return 3;
		}
		r = mail_sender_send(s, argv[0], rcpt, NULL, buf, len,
		    &cause);
		free(buf);
		printf("%s\n", names[r]);
		if (r != MAIL_SEND_OK) {
			fprintf(stderr, "net-drive: %s\n", cause != NULL ?
			    cause : "(no cause)");
			if (cause == NULL)
				r = 3;
		} else if (cause != NULL) {
			fprintf(stderr, "net-drive: cause set on OK\n");
			r = 3;
		}
		free(cause);
		cause = NULL;
		if (r > worst)
			worst = r;
	}
	mail_sender_free(s);
	fflush(stdout);
	return worst;
}

int
main(int argc, char **argv)
{
	struct mail_account	 a;
	int			 ch;
	long			 t;

	log_init("net-drive");
	memset(&a, 0, sizeof a);
	while ((ch = getopt(argc, argv, "+d:skt:")) != -1) {
		switch (ch) {
		case 'd':
			a.done = optarg;
			break;
		case 's':
			a.starttls = 1;
			break;
		case 'k':
			a.insecure = 1;
			break;
		case 't':
			if (util_parse_long(optarg, 1, 3600, &t) == -1)
				drive_usage();
			a.timeout = t;
			break;
		default:
			drive_usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 6)
		drive_usage();
	a.url = argv[1];
	a.user = drive_arg(argv[2]);
	a.password = drive_arg(argv[3]);
	a.cafile = drive_arg(argv[4]);
	if (strcmp(argv[0], "fetch") == 0)
		return drive_fetch(&a, argc - 5, argv + 5);
	if (strcmp(argv[0], "send") == 0)
		return drive_send(&a, argc - 5, argv + 5);
	drive_usage();
	return 64;
}
