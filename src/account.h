/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * account.h: the players' accounts: signing on (the password checked, the
 * lock-out after too many wrong ones), changing the password, choosing the
 * language, saying who the sender is.  The functions take plain inputs
 * (a login, a password, an address, the time) and return an outcome: an
 * enum per function and, where the answer needs them, the names and
 * numbers to put in it.  They know no mail: the mail commands
 * (cmd-signon.c, cmd-password.c, cmd-language.c, cmd-whoami.c) turn the
 * outcomes into reply items, and the command line (cli-player.c) uses the
 * same password rule.  Every change is made in the caller's transaction.
 *
 * The lock-out is per player AND sender address, so that nobody can lock
 * a player out (issue 18):
 *   - each address has its own count of wrong passwords in a row for each
 *     player (the registered address's on the player row, every other
 *     one's in signon_failure); after max_failed (5) of them a sign-on
 *     from that address is refused for ACCOUNT_LOCK_SECONDS (an hour)
 *     from the last wrong one, whatever the password, and such a refusal
 *     is not counted; a good sign-on from the address resets its count;
 *     once the hour is over one more wrong password locks it again;
 *   - all the addresses but the registered one together: when their wrong
 *     passwords whose address's last one is less than an hour old reach
 *     ACCOUNT_OTHERS_FACTOR * max_failed (20), every address but the
 *     registered one is refused until an hour after the latest (forged
 *     senders cannot guess on and on);
 *   - the registered address is never locked by another's failures;
 *   - when another address gets locked out (either way), the registered
 *     address is told (who->warn: the caller mails it), at most once per
 *     ACCOUNT_WARN_SECONDS (a day), not once per attempt.
 */
#ifndef SM_ACCOUNT_H
#define SM_ACCOUNT_H

struct player;
struct store;

#define ACCOUNT_LOCK_SECONDS	3600
#define ACCOUNT_OTHERS_FACTOR	4	/* the other addresses together */
#define ACCOUNT_WARN_SECONDS	86400	/* between two warnings */
#define ACCOUNT_NAME_MAX	32	/* bytes of a player's name */
#define ACCOUNT_REAL_NAME_MAX	40	/* characters of a real name */
/* Bytes of a new password at most: yescrypt hashes no more than 512, and a
 * longer one would fail the whole mail for good. */
#define ACCOUNT_PASSWORD_MAX	256

enum account_status {
	ACCOUNT_OK = 0,
	ACCOUNT_UNKNOWN,	/* sign-on: no player of that name */
	ACCOUNT_LOCKED,		/* sign-on: locked out (minutes left) */
	ACCOUNT_BAD_PASSWORD,	/* sign-on: the wrong password (counted) */
	ACCOUNT_NO_PASSWORD,	/* sign-on: the player has none yet
				   (counted as wrong) */
	ACCOUNT_TOO_SHORT,	/* a new password: shorter than the minimum */
	ACCOUNT_SAME_AS_NAME,	/* a new password: the player's name */
	ACCOUNT_BAD_CHARS,	/* a new password: spaces or control
				   characters */
	ACCOUNT_TOO_LONG,	/* a new password: more than
				   ACCOUNT_PASSWORD_MAX bytes */
	ACCOUNT_BAD_LANG,	/* language: neither ro(mână) nor en(glish) */
	ACCOUNT_ANONYMOUS,	/* who-am-i: nobody signed on */
	ACCOUNT_ERROR		/* storage or system failure: *cause */
};

/* What an answer says of the player, and more for some outcomes.  The
 * strings point into the player handed in or returned, into the
 * arguments, or into held (a sign-on refused: the name as registered);
 * free held with account_who_clear. */
struct account_who {
	const char	*name;		/* as registered (UNKNOWN: as given) */
	const char	*email;		/* ANONYMOUS: the sender's address,
					   or "" */
	const char	*lang;		/* "ro" or "en" */
	long long	 minutes;	/* LOCKED: until a sign-on is
					   possible again, rounded up */
	char		*held;		/* owned, or NULL */
	/* A wrong password that locked out another address than the
	 * registered one: tell the registered address (email, in lang) that
	 * sender failed failures times in a row. */
	int		 warn;
	const char	*sender;	/* as in the From, or "" */
	long		 failures;
	char		*held_email;	/* owned, or NULL */
	char		*held_lang;	/* owned, or NULL */
	char		*held_sender;	/* owned, or NULL */
};
/* Free what who holds; who may be used again. */
void account_who_clear(struct account_who *who);

/* Sign on as login with password at now, from the address from (the
 * mail's sender; NULL: none), under the lock-out rule above.  On
 * ACCOUNT_OK *player (the
 * caller's signed-on player, or NULL) is freed and replaced by the one
 * signed on, which the caller owns (store_player_free), and who describes
 * it; otherwise *player is left as it was, and who names the player
 * asked for (account_who_clear frees it).  ACCOUNT_ERROR with *cause on
 * a storage failure. */
enum account_status account_signon(struct store *st, long max_failed,
    const char *login, const char *password, const char *from,
    long long now, struct player **player, struct account_who *who,
    char **cause);

/* 1 when s may be a player's name: 1 to ACCOUNT_NAME_MAX ASCII letters,
 * digits, '.', '_' or '-' (it is typed in SIGNON lines); else 0. */
int account_name_valid(const char *s);
/* 1 when s may be a real name: valid UTF-8, 1 to ACCOUNT_REAL_NAME_MAX
 * characters, not only spaces, no control characters; else 0. */
int account_real_name_valid(const char *s);
/* 1 when s looks like an e-mail address (one '@' with something on each
 * side, no spaces, control characters, '<', '>' or ','); else 0. */
int account_email_valid(const char *s);
/* A new password of 12 characters without look-alikes (0/O, 1/l/I), from
 * the kernel's random source only (auth_make_password).  Malloc'ed: the
 * caller wipes and frees it; NULL with *cause (malloc'ed) when that source
 * fails. */
char *account_make_password(char **cause);

/* A new password for a player named name: ACCOUNT_OK, ACCOUNT_TOO_SHORT,
 * ACCOUNT_TOO_LONG, ACCOUNT_SAME_AS_NAME or ACCOUNT_BAD_CHARS.  Nothing
 * stored. */
enum account_status account_password_check(const char *password,
    const char *name, long min_len);
/* The password checked as above, then hashed: ACCOUNT_OK and *hash
 * (malloc'ed, the caller frees), a reason, or ACCOUNT_ERROR with *cause
 * when the system cannot hash. */
enum account_status account_password_hash(const char *password,
    const char *name, long min_len, char **hash, char **cause);
/* Set the signed-on player p's password (checked and hashed as above,
 * stored, and p->pwhash replaced).  who names p. */
enum account_status account_set_password(struct store *st, struct player *p,
    const char *password, long min_len, struct account_who *who,
    char **cause);

/* The language a word names ("ro", "RO", "romana"...; "en", "english"...):
 * "ro", "en", or NULL for neither.  A static string. */
const char *account_lang_parse(const char *word);
/* Set p's real name (shown in greetings, standings and pages) to text,
 * which the caller checked with account_real_name_valid: ACCOUNT_OK
 * (p->real_name replaced) or ACCOUNT_ERROR. */
enum account_status account_set_real_name(struct store *st,
    struct player *p, const char *text, char **cause);
/* Set p's language from word: ACCOUNT_OK (p->lang replaced, who->lang
 * the language set), ACCOUNT_BAD_LANG, or ACCOUNT_ERROR. */
enum account_status account_set_lang(struct store *st, struct player *p,
    const char *word, struct account_who *who, char **cause);

/* Who the sender is: ACCOUNT_OK with the signed-on player p's name,
 * address and language, or (p NULL) ACCOUNT_ANONYMOUS with the address
 * the mail came from (from may be NULL). */
enum account_status account_whoami(const struct player *p, const char *from,
    struct account_who *who);

#endif
