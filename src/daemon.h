/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * daemon.h: the cycle that runs everything in turn, every [daemon] interval
 * seconds: messages left unprocessed, the configured mail source, the
 * contests' deadlines (rounds to close, reminders), then the outbox.  One
 * daemon per database, whatever path names it, and each cycle holds the
 * mail writer's lock (dblock.h); SIGTERM or SIGINT stop it cleanly between two messages,
 * SIGHUP re-reads the configuration and the templates.
 */
#ifndef SM_DAEMON_H
#define SM_DAEMON_H

/* Run until stopped (or one cycle with once).  config_path and db_path as
 * given on the command line (may be NULL).  0 on a clean stop, -1 with
 * *cause when it cannot start (config, database, lock, templates). */
int daemon_run(const char *config_path, const char *db_path, int once,
    char **cause);

#endif
