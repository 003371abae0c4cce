/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * daemon.c: the daemon's loop, its lock and its signals.  See daemon.h.
 *
 * Signals only set flags; the loop looks at them between messages and
 * while it waits, so a message is never cut in half (and if the process is
 * killed anyway, the database transaction of that message rolls back).
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include <glib.h>

#include "conf.h"
#include "daemon.h"
#include "dblock.h"
#include "game-champ.h"
#include "game-clock.h"
#include "game-contest.h"
#include "ingest.h"
#include "mail-net.h"
#include "outbox.h"
#include "store.h"
#include "util.h"

static volatile sig_atomic_t daemon_stop;
static volatile sig_atomic_t daemon_reload;

static void
on_signal(int sig)
{
	if (sig == SIGHUP)
		daemon_reload = 1;
	else
		daemon_stop = 1;
}

static void
set_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	/* No SA_RESTART: a signal cuts the wait short. */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
}

int
daemon_retention(struct store *st, const struct conf *conf, long long now,
    long *spool, long *outbox, char **cause)
{
	long long last = 0, before;
	int r;

	*spool = *outbox = -1;
	if (conf->retention_days == 0)
		return 0;
	if ((r = store_clock_get(st, "retention", &last, cause)) == -1)
		return -1;
	if (r == 0 && now - last < 86400 && now >= last)
		return 0;
	before = now - conf->retention_days * 86400LL;
	if (store_begin(st, cause) == -1)
		return -1;
	if (store_spool_prune(st, before, spool, cause) == -1 ||
	    store_outbox_prune(st, before, outbox, cause) == -1 ||
	    store_clock_set(st, "retention", now, cause) == -1 ||
	    store_commit(st, cause) == -1) {
		store_rollback(st);
		return -1;
	}
	return 0;
}

/* One cycle: downtime first (so that mail which waited during it is not
 * judged against deadlines that passed meanwhile), pending messages, the
 * source, the deadlines, the outbox.  A source that fails (login refused,
 * server unreachable) is logged and the cycle goes on with the deadlines
 * and the outbox; a database failure ends the cycle.  The first failure's
 * code (daemon.h), or DAEMON_OK. */
static int
cycle(struct ingest *in, struct store *st, const struct conf *conf)
{
	struct mail_account acct;
	struct outbox_result res;
	struct clock_tick down;
	size_t count = 0, before = in->stored + in->seen;
	char *cause = NULL;
	int rc = 0, failed = DAEMON_OK;

	memset(&down, 0, sizeof down);
	if (game_clock_downtime(&in->game, util_time(), &down, &cause) == -1)
		goto db;
	if (ingest_pending(in, &cause) == -1)
		goto db;
	if (strcmp(conf->source, "maildir") == 0 && conf->maildir != NULL) {
		in->source = "maildir";
		ingest_batch(in, INGEST_BATCH);
		rc = mail_maildir_fetch(conf->maildir,
		    conf->max_message_size, ingest_fetch_cb, in,
		    &count, &cause);
		ingest_batch(in, 0);
	} else if (strcmp(conf->source, "imap") == 0 && conf->imap.url) {
		in->source = "imap";
		mail_account_from_conf(&conf->imap, &acct);
		acct.max_size = conf->max_message_size;
		ingest_batch(in, INGEST_BATCH);
		rc = mail_imap_fetch(&acct, ingest_fetch_cb, in, &count, &cause);
		ingest_batch(in, 0);
	} else if (strcmp(conf->source, "pop3") == 0 && conf->pop3.url) {
		in->source = "pop3";
		mail_account_from_conf(&conf->pop3, &acct);
		acct.max_size = conf->max_message_size;
		ingest_batch(in, INGEST_BATCH);
		rc = mail_pop3_fetch(&acct, ingest_fetch_cb, in, &count, &cause);
		ingest_batch(in, 0);
	}
	if (rc == -1) {
		log_errx("mail source %s: %s", conf->source, cause);
		free(cause);
		cause = NULL;
		failed = DAEMON_SOURCE;
	}
	/* The answers the renderer has, saved before they are sent (one
	 * not saved would be rendered again by the sending). */
	if (outbox_renderer_save(in->rend, st, 1, &cause) == -1) {
		log_warnx("saving the rendered answers (they are rendered "
		    "when sent): %s", cause);
		free(cause);
		cause = NULL;
	}
	if (in->stored + in->seen != before)
		log_info("took in %zu %s", in->stored + in->seen - before,
		    util_noun((long long)(in->stored + in->seen - before),
		    "message", "messages"));
	/* Deadlines: rounds to close, reminders to send. */
	if (!daemon_stop) {
		size_t closed = 0, opened = 0, reminded = 0;
		struct clock_tick ct;

		memset(&ct, 0, sizeof ct);
		if (game_tick(&in->game, util_time(), &closed, &opened,
		    &reminded, &cause) == -1 || game_champ_tick(&in->game, util_time(),
		    &ct, &cause) == -1)
			goto db;
		if (closed + reminded + ct.reminded > 0)
			log_info("closed %zu %s, sent %zu %s", closed,
			    util_noun((long long)closed, "round", "rounds"),
			    reminded + ct.reminded, util_noun((long long)(reminded +
			    ct.reminded), "reminder", "reminders"));
		if (opened > 0)
			log_info("opened %zu %s at their time", opened,
			    util_noun((long long)opened, "round", "rounds"));
		if (ct.timeouts > 0)
			log_info("%zu %s applied", ct.timeouts,
			    util_noun((long long)ct.timeouts, "timeout",
			    "timeouts"));
	}
	if (conf->smtp.url != NULL && !daemon_stop) {
		mail_account_from_conf(&conf->smtp, &acct);
		if (outbox_flush(st, conf, in->tpl, &acct, &daemon_stop, &res,
		    &cause) == -1) {
			log_errx("outbox: %s", cause);
			free(cause);
			cause = NULL;
			if (failed == DAEMON_OK)
				failed = DAEMON_OUTBOX;
		} else if (res.sent + res.deferred + res.failed +
		    res.refused > 0) {
			/* A send to retry or lost: a warning. */
			if (res.deferred + res.failed + res.refused > 0)
				log_warnx("sent %zu, deferred %zu, failed %zu, "
				    "refused by the server %zu", res.sent,
				    res.deferred, res.failed, res.refused);
			else
				log_info("sent %zu, deferred 0, failed 0, "
				    "refused by the server 0", res.sent);
		}
	}
	/* Retention, once a day. */
	if (!daemon_stop) {
		long sp, ob;

		if (daemon_retention(st, conf, util_time(), &sp, &ob,
		    &cause) == -1)
			goto db;
		if (sp > 0 || ob > 0)
			log_info("retention (%ld %s): the text of %ld %s "
			    "pruned from the spool, %ld sent or failed %s "
			    "from the outbox", conf->retention_days,
			    util_noun(conf->retention_days, "day", "days"), sp,
			    util_noun(sp, "message", "messages"), ob,
			    util_noun(ob, "message", "messages"));
	}
	return failed;
db:
	log_errx("database: %s", cause);
	free(cause);
	return failed != DAEMON_OK ? failed : DAEMON_DATABASE;
}

int
daemon_run(const char *config_path, const char *db_path, int once,
    char **cause)
{
	struct conf *conf = NULL, *fresh;
	struct store *st = NULL;
	struct ingest in;
	const char *db;
	char *err = NULL;
	int lock = -1, ret = -1, inited = 0, busy, failed = DAEMON_OK;
	long waited;
	int writer;

	if ((conf = conf_load(config_path, cause)) == NULL)
		return -1;
	db = store_default_path(db_path != NULL ? db_path : conf->database);
	if ((lock = dblock_take(db, DBLOCK_DAEMON, 0, NULL, &busy,
	    cause)) == -1)
		goto out;
	if ((st = store_open(db, 0, cause)) == NULL)
		goto out;
	if (ingest_init(&in, st, conf, cause) == -1)
		goto out;
	inited = 1;
	/* The answers rendered on the other core, by a process forked
	 * before the signal handlers are set (it dies with the daemon). */
	ingest_render_aside(&in);
	in.stop = &daemon_stop;
	daemon_stop = daemon_reload = 0;
	set_signals();
	if (conf->use_syslog)
		log_syslog(1);
	log_stamp(1, conf->timezone);
	log_info("daemon started on %s (source %s, every %ld s)", db,
	    conf->source, conf->interval);
	conf_warn_address(conf);
	while (!daemon_stop) {
		/* The writer's lock for the cycle: a manual ingest or send
		 * waits for its end, and the cycle for theirs. */
		if ((writer = dblock_take(db, DBLOCK_WRITER, -1, &daemon_stop,
		    &busy, &err)) == -1) {
			if (!busy) {
				*cause = err;
				goto out;
			}
			free(err);	/* stopped while waiting */
			err = NULL;
			continue;
		}
		failed = cycle(&in, st, conf);
		dblock_release(writer);
		if (once)
			break;
		for (waited = 0; waited < conf->interval && !daemon_stop &&
		    !daemon_reload; waited++)
			sleep(1);
		if (daemon_reload) {
			daemon_reload = 0;
			if ((fresh = conf_load(config_path, &err)) == NULL) {
				log_warnx("reload: %s; keeping the running "
				    "configuration", err);
				free(err);
				err = NULL;
				continue;
			}
			ingest_clear(&in);
			inited = 0;
			if (ingest_init(&in, st, fresh, &err) == -1) {
				log_warnx("reload: %s; keeping the running "
				    "configuration", err);
				free(err);
				err = NULL;
				conf_free(fresh);
				if (ingest_init(&in, st, conf, cause) == -1)
					goto out;
			} else {
				conf_free(conf);
				conf = fresh;
				log_syslog(conf->use_syslog);
				log_stamp(1, conf->timezone);
				log_info("configuration reloaded");
				conf_warn_address(conf);
			}
			inited = 1;
			ingest_render_aside(&in);
			in.stop = &daemon_stop;
		}
	}
	log_info("daemon stopped");
	ret = once ? failed : DAEMON_OK;
out:
	if (inited)
		ingest_clear(&in);
	store_close(st);
	dblock_release(lock);
	log_syslog(0);
	log_stamp(0, NULL);
	conf_free(conf);
	return ret;
}
