/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-player.c: "scrabmail player add|list|passwd|pending|approve|reject":
 * the registered players.  A password given with --password, or else one
 * made up and printed once (so the organiser can send it to the player),
 * is stored only as a yescrypt hash.  The requests made by mail
 * (REGISTER, account-signup.h) wait in 'pending' for 'approve', which
 * mails the new player a password (never printed), or 'reject'.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "account-signup.h"
#include "account.h"
#include "cli.h"
#include "conf.h"
#include "store.h"
#include "util.h"

static void
player_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail player add NAME EMAIL [--password P] "
	    "[--lang ro|en]\n"
	    "       scrabmail player list\n"
	    "       scrabmail player passwd NAME [--password P]\n"
	    "       scrabmail player pending\n"
	    "       scrabmail player approve NAME\n"
	    "       scrabmail player reject NAME [--reason TEXT]\n"
	    "NAME is what the player signs on with (letters, digits, . _ -; "
	    "at most %d,\ncompared without regard to case).  Without "
	    "--password a password is made\nup and printed once.  'list' "
	    "prints NAME<TAB>EMAIL<TAB>LANG<TAB>PASSWORD\n(set or none), one "
	    "player a line.  'pending' prints the requests made by mail\n"
	    "(REGISTER) and confirmed, NAME<TAB>EMAIL<TAB>LANG<TAB>CONFIRMED"
	    "<TAB>REAL NAME;\n'approve' makes the player and mails the "
	    "password in a welcome mail\n(it is printed nowhere); 'reject' "
	    "tells the requester, with the reason.\n", ACCOUNT_NAME_MAX);
}

/* The hash of the given or a made-up password (printed); NULL on error.
 * The rule is the mail's (account.h). */
static char *
password_hash(const char *given, const char *name, long min_len)
{
	char *made = NULL, *hash = NULL, *cause = NULL;
	const char *pw = given;

	if (pw == NULL && (pw = made = account_make_password(&cause)) == NULL) {
		log_warnx("%s", cause);
		free(cause);
		return NULL;
	}
	/* A made-up password is as long as it is, whatever the minimum. */
	switch (account_password_hash(pw, name, made != NULL ? 0 : min_len,
	    &hash, &cause)) {
	case ACCOUNT_OK:
		if (made != NULL)
			printf("password for %s: %s\n", name, made);
		break;
	case ACCOUNT_TOO_SHORT:
		log_warnx("the password is too short: at least %ld "
		    "characters", min_len);
		break;
	case ACCOUNT_SAME_AS_NAME:
		log_warnx("the password must not be the player's name");
		break;
	case ACCOUNT_BAD_CHARS:
		log_warnx("the password must not hold spaces or "
		    "control characters");
		break;
	case ACCOUNT_TOO_LONG:
		log_warnx("the password is too long: at most %d bytes",
		    ACCOUNT_PASSWORD_MAX);
		break;
	default:
		log_warnx("%s", cause);
		free(cause);
		break;
	}
	if (made != NULL) {
		explicit_bzero(made, strlen(made));
		free(made);
	}
	return hash;
}

static int
print_player(void *arg, const struct player *p)
{
	(void)arg;
	printf("%s\t%s\t%s\t%s\n", p->name, p->email, p->lang,
	    p->pwhash != NULL ? "set" : "none");
	return 0;
}

struct player_args {
	const char	*password;
	const char	*lang;
	const char	*reason;
};

static const struct option player_options[] = {
	{ "password",	required_argument, NULL, 'p' },
	{ "lang",	required_argument, NULL, 'l' },
	{ "reason",	required_argument, NULL, 'r' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
player_defaults(struct cli_env *env)
{
	struct player_args *a = env->opts;

	a->lang = "ro";
}

static int
player_option(struct cli_env *env, int c, const char *arg)
{
	struct player_args *a = env->opts;

	switch (c) {
	case 'p':
		a->password = arg;
		break;
	case 'l':
		a->lang = arg;
		break;
	case 'r':
		a->reason = arg;
		break;
	}
	return CLI_CONTINUE;
}

/* The words after the options. */
static int
player_words(struct cli_env *env)
{
	struct player_args *a = env->opts;

	if (optind >= env->argc) {
		player_usage(stderr);
		return CLI_USAGE;
	}
	if (strcmp(a->lang, "ro") != 0 && strcmp(a->lang, "en") != 0) {
		log_warnx("--lang %s: write ro or en", a->lang);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
add_check(struct cli_env *env)
{
	if (env->nargs != 2) {
		player_usage(stderr);
		return CLI_USAGE;
	}
	if (!account_name_valid(env->args[0])) {
		log_warnx("player name '%s': use 1 to %d letters, digits, "
		    "'.', '_' or '-' (it is typed in SIGNON lines)",
		    env->args[0], ACCOUNT_NAME_MAX);
		return CLI_USAGE;
	}
	if (!account_email_valid(env->args[1])) {
		log_warnx("'%s' is not an e-mail address such as "
		    "ion@example.ro", env->args[1]);
		return CLI_USAGE;
	}
	return CLI_OK;
}

static int
player_list(struct cli_env *env)
{
	return store_player_list(env->st, print_player, NULL,
	    &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

static int
player_add(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	char *hash;
	int rc = CLI_OK;

	if ((hash = password_hash(a->password, env->args[0],
	    env->conf->min_password)) == NULL)
		return CLI_USAGE;
	if (store_player_add(env->st, env->args[0], env->args[1], hash,
	    a->lang, util_time(), NULL, &env->cause) == -1)
		rc = CLI_ERROR;
	free(hash);
	return rc;
}

static int
player_passwd(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	struct player *p = NULL;
	char *hash = NULL;
	int r, rc = CLI_ERROR;

	if ((r = store_player_find(env->st, env->args[0], &p,
	    &env->cause)) == -1)
		goto out;
	if (r == 1) {
		log_warnx("no player named '%s' ('scrabmail player list' "
		    "shows them)", env->args[0]);
		rc = CLI_NEGATIVE;
		goto out;
	}
	if ((hash = password_hash(a->password, p->name,
	    env->conf->min_password)) == NULL) {
		rc = CLI_USAGE;
		goto out;
	}
	if (store_player_set_password(env->st, p->id, hash,
	    &env->cause) == 0)
		rc = CLI_OK;
out:
	free(hash);
	store_player_free(p);
	return rc;
}

static int
print_signup(void *arg, const struct signup *r)
{
	(void)arg;
	printf("%s\t%s\t%s\t%s\t%s\n", r->name, r->email, r->lang,
	    r->confirmed != NULL ? r->confirmed : "-",
	    r->realname != NULL ? r->realname : "");
	return 0;
}

static int
player_pending(struct cli_env *env)
{
	return store_signup_list(env->st, STORE_SIGNUP_PENDING, print_signup,
	    NULL, &env->cause) == -1 ? CLI_ERROR : CLI_OK;
}

/* The answer to an organiser's decision on name's request. */
static int
decided(struct cli_env *env, enum signup_status ss,
    const struct signup_outcome *o, const char *what)
{
	switch (ss) {
	case SIGNUP_OK:
	case SIGNUP_APPROVED:
		env->out = g_strdup_printf("%s %s: %s (%s)\n", o->name, what,
		    ss == SIGNUP_APPROVED ? "welcome mail with the password "
		    "queued" : "told by mail", o->email);
		return CLI_OK;
	case SIGNUP_NO_REQUEST:
		log_warnx("no confirmed request from '%s' waiting ('scrabmail "
		    "player pending' lists them)", o->name);
		return CLI_NEGATIVE;
	case SIGNUP_NAME_TAKEN:
		log_warnx("'%s' is a player's name by now: reject the "
		    "request ('scrabmail player reject %s --reason ...')",
		    o->name, o->name);
		return CLI_NEGATIVE;
	case SIGNUP_KNOWN_ADDRESS:
		log_warnx("the request's address (%s) is player '%s''s by "
		    "now: reject the request", o->email, o->name);
		return CLI_NEGATIVE;
	default:
		return CLI_ERROR;
	}
}

static int
player_approve(struct cli_env *env)
{
	struct signup_outcome o;
	enum signup_status ss;
	int rc;

	ss = signup_approve(&env->g, env->args[0], util_time(), &o,
	    &env->cause);
	rc = decided(env, ss, &o, "approved");
	signup_outcome_clear(&o);
	return rc;
}

static int
player_reject(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	struct signup_outcome o;
	enum signup_status ss;
	int rc;

	ss = signup_reject(&env->g, env->args[0], a->reason, util_time(), &o,
	    &env->cause);
	rc = decided(env, ss, &o, "rejected");
	signup_outcome_clear(&o);
	return rc;
}

#define PLAYER_NEEDS	(CLI_NEEDS_CONF | CLI_NEEDS_STORE)
#define SIGNUP_NEEDS	(PLAYER_NEEDS | CLI_NEEDS_TEMPLATES | \
	CLI_NEEDS_GAME | CLI_NEEDS_TXN)

static const struct cli_verb player_verbs[] = {
	{ .name = "add", .needs = PLAYER_NEEDS, .check = add_check,
	  .run = player_add },
	{ .name = "approve", .min_args = 1, .max_args = 1,
	  .needs = SIGNUP_NEEDS, .run = player_approve },
	{ .name = "list", .needs = PLAYER_NEEDS, .run = player_list },
	{ .name = "passwd", .min_args = 1, .max_args = 1,
	  .needs = PLAYER_NEEDS, .run = player_passwd },
	{ .name = "pending", .needs = PLAYER_NEEDS, .run = player_pending },
	{ .name = "reject", .min_args = 1, .max_args = 1,
	  .needs = SIGNUP_NEEDS, .run = player_reject },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_player = {
	.name = "player",
	.summary = "add, list registered players, set passwords; approve or "
	    "reject sign-ups by mail",
	.usage = player_usage,
	.opts_size = sizeof(struct player_args),
	.defaults = player_defaults,
	.options = player_options,
	.option = player_option,
	.words = player_words,
	.verbs = player_verbs,
};
