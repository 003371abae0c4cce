/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * daemon.h: the cycle that runs everything in turn, every [daemon] interval
 * seconds: messages left unprocessed, the configured mail source, the
 * contests' deadlines (rounds to close, reminders), then the outbox, and
 * once a day the retention ([daemon] retention_days).  One
 * daemon per database, whatever path names it, and each cycle holds the
 * mail writer's lock (dblock.h); SIGTERM or SIGINT stop it cleanly between two messages,
 * SIGHUP re-reads the configuration and the templates.
 */
#ifndef SM_DAEMON_H
#define SM_DAEMON_H

struct conf;
struct store;

/* What went wrong in a cycle, the first failure (doc/scrabmail.1, EXIT
 * STATUS: these are daemon --once's exit codes). */
enum {
	DAEMON_OK = 0,
	DAEMON_SOURCE = 4,	/* the mail source (login refused, server
				   unreachable, Maildir unreadable) */
	DAEMON_DATABASE = 5,	/* the database during the cycle
				   (messages, deadlines, retention) */
	DAEMON_OUTBOX = 6	/* the outbox: the SMTP server unreachable
				   or refusing the login */
};

/* Run until stopped (or one cycle with once).  config_path and db_path as
 * given on the command line (may be NULL).  0 on a clean stop (with once:
 * DAEMON_OK, or the code of the cycle's first failure, which is logged
 * and does not stop the steps after it unless the database failed), -1
 * with *cause when it cannot start (config, database, lock, templates). */
int daemon_run(const char *config_path, const char *db_path, int once,
    char **cause);

/* The retention, when conf->retention_days is not 0 and it has not run
 * for a day (the clock's value "retention"): the spool's processed
 * messages and the outbox's sent and failed rows older than the setting
 * are pruned (store_spool_prune, store_outbox_prune), in one transaction.
 * *spool and *outbox get how many (-1 when it did not run).  0, or -1 with
 * *cause. */
int daemon_retention(struct store *st, const struct conf *conf,
    long long now, long *spool, long *outbox, char **cause);

#endif
