/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * conf.h: the configuration file (a GLib key file, "key = value" lines in
 * [groups]; see doc/scrabmail.1 and contrib/scrabmail.conf.example).  Every
 * setting has a default, so the program runs without a file; an unknown
 * group or key, or a value of the wrong kind, is an error naming the line's
 * group and key, so that a typo never passes silently.
 */
#ifndef SM_CONF_H
#define SM_CONF_H

#include <stddef.h>

/* What an incoming mail may hold ([limits]); the mail parser's limits
 * (mail-parse.h), defined here so that the configuration depends on no
 * mail header. */
struct mail_limits {
	size_t	max_size;	/* bytes of the raw message (default 4 MiB) */
	int	max_depth;	/* MIME nesting (default 8; the message's own
				   body is at depth 1) */
	int	max_parts;	/* MIME parts in all (default 64) */
	size_t	max_lines;	/* lines of the cleaned text (default 500) */
};
/* Fill lim with the defaults above. */
void conf_limits_default(struct mail_limits *lim);

/* A mail server account as written in the file ([imap], [pop3], [smtp]);
 * mail_account_from_conf (mail-net.h) makes a transport's account of it. */
struct conf_account {
	char	*url;
	char	*user;
	char	*password;
	char	*cafile;
	int	 insecure;
	int	 starttls;
	long	 timeout;
	char	*done;
};

struct conf {
	char			*path;		/* the file read, or NULL */
	/* [scrabmail] */
	char			*database;	/* or NULL: --db / default */
	char			*address;	/* our address (From, envelope) */
	int			 address_default;/* 1: not set, the default */
	char			*name;		/* our display name */
	char			*domain;	/* for Message-IDs */
	char			*loop;		/* our X-Loop value */
	char			*lang;		/* "ro" or "en": replies to
						   unknown senders */
	char			*templates;	/* or NULL: the installed ones */
	char			*lexicon;	/* or NULL: the default */
	char			*organiser;	/* told of downtime, or NULL */
	char			*base_url;	/* where the published pages
						   are, or NULL */
	char			*timezone;	/* the organiser's: days, leave
						   dates, times shown (UTC) */
	long			 downtime_minutes; /* the clock stopped this
						   long: deadlines moved on
						   (0: never) */
	char			*signup;	/* REGISTER by mail: "closed"
						   (the default), "approve"
						   or "auto" */
	long			 signup_code_hours; /* a confirmation code
						   is good this long */
	/* [limits] */
	struct mail_limits	 limits;
	size_t			 max_message_size; /* stored whole up to this;
						   a bigger message as its
						   headers only (issue 18) */
	long			 max_commands;	/* command lines per mail */
	long			 replies_per_hour;
	long			 min_password;
	long			 max_failed_signons; /* then locked for an hour */
	/* [imap], [pop3], [smtp] */
	struct conf_account	 imap, pop3, smtp;
	/* [maildir] */
	char			*maildir;	/* incoming Maildir, or NULL */
	/* [daemon] */
	char			*source;	/* imap, pop3, maildir or none */
	long			 interval;	/* seconds between cycles */
	int			 use_syslog;
	long			 give_up_hours;	/* outbox retry period */
	long			 retention_days; /* the daemon prunes the
						   spool's text and the
						   outbox's sent/failed rows
						   older (0: never) */
};

/* Read the configuration: path, else $SCRABMAIL_CONFIG, else none (the
 * defaults).  NULL with *cause (malloc'ed) on a missing or malformed file.
 * Free with conf_free (accepts NULL). */
struct conf *conf_load(const char *path, char **cause);
void conf_free(struct conf *c);
/* A warning (log_warnx) when c sets no address: answers would go out from
 * scrabmail@localhost (issue 15; said by the daemon at start and by
 * send). */
void conf_warn_address(const struct conf *c);

#endif
