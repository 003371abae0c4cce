/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * account-signup.h: sign-up by mail.  Someone writes REGISTER name from an
 * address no player has; the answer to that address carries a code, and
 * only a CONFIRM code from the same address completes the request, so
 * nobody registers an address they cannot read.  A confirmed request
 * waits for the organiser ("scrabmail player approve|reject"), or with
 * signup = auto is approved at once.  Approval makes the player with a
 * password drawn from the kernel's random source and mails it, once, in a
 * welcome mail with the commands; the organiser is told of every
 * confirmed request and of every JOIN.
 *
 * The rules: the setting signup (closed: REGISTER refused, the default;
 * approve; auto); a code is SIGNUP_CODE_LEN characters of 32 symbols
 * (40 bits), good for signup_code_hours, stored as its SHA-256 only,
 * forgotten once used; SIGNUP_MAX_TRIES wrong codes void the request; an
 * address may ask SIGNUP_PER_DAY times in 24 hours; a newer request from
 * an address voids its unconfirmed ones; a name is taken when a player
 * has it or another address's live request asks for it, and valid as
 * "scrabmail player add" says (account_name_valid).
 *
 * The functions take plain inputs and return a status and an outcome; the
 * mail commands (cmd-register.c, cmd-confirm.c, cmd-join.c) and the
 * command line (cli-player.c, cli-champ.c) word them.  Everything happens
 * in the caller's transaction; the mails are queued in the outbox (the
 * code and the password as its secrets: report_reply_add_secret).
 */
#ifndef SM_ACCOUNT_SIGNUP_H
#define SM_ACCOUNT_SIGNUP_H

struct game_ctx;
struct player;

#define SIGNUP_CODE_LEN		8
#define SIGNUP_MAX_TRIES	5
#define SIGNUP_PER_DAY		3
#define SIGNUP_REALNAME_MAX	64	/* bytes of a real name kept */

enum signup_status {
	SIGNUP_OK = 0,		/* request: *code made; confirm: waits for
				   the organiser; reject: done; join:
				   joined */
	SIGNUP_APPROVED,	/* confirm (auto) or approve: the player is
				   made and the welcome mail queued */
	SIGNUP_CLOSED,		/* request: signup = closed */
	SIGNUP_KNOWN_ADDRESS,	/* a player has the address (name) */
	SIGNUP_BAD_NAME,	/* not a valid name */
	SIGNUP_NAME_TAKEN,	/* a player or another request has it */
	SIGNUP_TOO_MANY,	/* SIGNUP_PER_DAY requests in 24 hours */
	SIGNUP_NO_REQUEST,	/* confirm: none from the address; approve,
				   reject: no pending one of that name */
	SIGNUP_EXPIRED,		/* confirm: the code ran out (expires) */
	SIGNUP_BAD_CODE,	/* confirm: wrong (tries left in tries) */
	SIGNUP_VOIDED,		/* confirm: the last wrong code allowed */
	SIGNUP_NO_CHAMP,	/* join: no such championship */
	SIGNUP_NOT_OPEN,	/* join: it takes no sign-ups by mail */
	SIGNUP_STARTED,		/* join: it has started */
	SIGNUP_ALREADY,		/* join: the player is in it already */
	SIGNUP_ERROR		/* storage or system failure: *cause */
};

/* What an answer needs.  Strings owned (signup_outcome_clear frees them
 * and wipes the code). */
struct signup_outcome {
	char		*name;		/* the player's name (as asked, or as
					   registered) */
	char		*email;
	char		*champ;		/* join: the championship's name */
	char		*code;		/* request: the code (SIGNUP_OK) */
	char		*expires;	/* request: when the code runs out,
					   "YYYY-MM-DD HH:MM UTC" */
	long		 hours;		/* request: how long it is good */
	int		 tries;		/* confirm (BAD_CODE): tries left */
};
void signup_outcome_clear(struct signup_outcome *o);

/* REGISTER name [real name] from email (lang the answer's language,
 * spool_id the mail, 0: none), at now.  SIGNUP_OK with o->code, CLOSED,
 * KNOWN_ADDRESS, BAD_NAME, NAME_TAKEN, TOO_MANY or ERROR. */
enum signup_status signup_request(struct game_ctx *g, const char *name,
    const char *realname, const char *email, const char *lang,
    long long spool_id, long long now, struct signup_outcome *o,
    char **cause);
/* CONFIRM code from email at now: the newest unconfirmed request from
 * that address.  SIGNUP_OK (pending; the organiser told), APPROVED
 * (signup = auto: the player made, welcomed), NO_REQUEST, EXPIRED,
 * BAD_CODE, VOIDED, NAME_TAKEN (a player took the name meanwhile: the
 * request is void), KNOWN_ADDRESS (the address became a player's) or
 * ERROR.  Needs g->tpl for the welcome mail. */
enum signup_status signup_confirm(struct game_ctx *g, const char *email,
    const char *code, long long now, struct signup_outcome *o,
    char **cause);
/* The organiser approves the pending request for name: SIGNUP_APPROVED,
 * NO_REQUEST, NAME_TAKEN, KNOWN_ADDRESS or ERROR. */
enum signup_status signup_approve(struct game_ctx *g, const char *name,
    long long now, struct signup_outcome *o, char **cause);
/* The organiser rejects it (reason may be NULL), and the requester is
 * told: SIGNUP_OK, NO_REQUEST or ERROR. */
enum signup_status signup_reject(struct game_ctx *g, const char *name,
    const char *reason, long long now, struct signup_outcome *o,
    char **cause);
/* JOIN champ by the signed-on player p: SIGNUP_OK (the organiser told),
 * NO_CHAMP, NOT_OPEN, STARTED, ALREADY or ERROR. */
enum signup_status signup_join(struct game_ctx *g, const struct player *p,
    const char *champ, long long now, struct signup_outcome *o,
    char **cause);

/* The SHA-256 (hex, malloc'ed) kept for a code: the code's letters folded
 * to lower case first. */
char *signup_code_hash(const char *code);

#endif
