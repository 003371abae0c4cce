/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-player.c: "scrabmail player add|list|show|passwd|set|pending|
 * approve|reject": the registered players and their real names ('list'
 * and 'show' also as JSON: --json, report-json.h).  A password given with
 * --password, or else one made up and printed once (so the organiser can
 * send it to the player), is stored only as a yescrypt hash.  The requests
 * made by mail (REGISTER, account-signup.h) wait in 'pending' for
 * 'approve', which mails the new player a password (never printed), or
 * 'reject'.
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
#include "rating.h"
#include "report-json.h"
#include "store.h"
#include "util.h"

static void
player_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail player add NAME EMAIL [--password P] "
	    "[--lang ro|en]\n"
	    "                  [--real-name TEXT]\n"
	    "       scrabmail player list [--json]\n"
	    "       scrabmail player show NAME [--json]\n"
	    "       scrabmail player passwd NAME [--password P]\n"
	    "       scrabmail player set NAME --real-name TEXT\n"
	    "       scrabmail player pending\n"
	    "       scrabmail player approve NAME\n"
	    "       scrabmail player reject NAME [--reason TEXT]\n"
	    "NAME is what the player signs on with (letters, digits, . _ -; "
	    "at most %d,\ncompared without regard to case).  Without "
	    "--password a password is made\nup and printed once.  The real "
	    "name (at most %d characters; \"\" clears it) is\nshown in "
	    "greetings, standings and pages.  'list' prints\n"
	    "NAME<TAB>EMAIL<TAB>LANG<TAB>PASSWORD (set or none), then "
	    "<TAB>REAL NAME when\nthere is one, one player a line.\n"
	    "'show' prints player<TAB>NAME, email<TAB>EMAIL, lang<TAB>LANG,\n"
	    "password<TAB>set|none, created<TAB>ISO, real-name<TAB>TEXT "
	    "(when there is one),\nrating<TAB>RATING<TAB>GAMES ('-' when "
	    "unrated), then\ncontest<TAB>NAME<TAB>STATUS, "
	    "championship<TAB>NAME<TAB>STATUS and\n"
	    "game<TAB>ID<TAB>CHAMPIONSHIP<TAB>PLAYERS<TAB>STATUS<TAB>TO-MOVE<TAB>DEADLINE\n"
	    "for what the player is in.  --json: 'list' and 'show' as one "
	    "JSON document\n(doc/JSON.md).  'pending' prints the requests "
	    "made by mail (REGISTER) and\nconfirmed, "
	    "NAME<TAB>EMAIL<TAB>LANG<TAB>CONFIRMED<TAB>REAL NAME; 'approve' "
	    "makes\nthe player and mails the password in a welcome mail (it "
	    "is printed nowhere);\n'reject' tells the requester, with the "
	    "reason.\n",
	    ACCOUNT_NAME_MAX, ACCOUNT_REAL_NAME_MAX);
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
	struct report_json *j = arg;

	if (j != NULL) {
		report_json_object_begin(j, NULL);
		report_json_string(j, "name", p->name);
		report_json_string(j, "email", p->email);
		report_json_string(j, "lang", p->lang);
		report_json_bool(j, "password", p->pwhash != NULL);
		if (p->real_name != NULL)
			report_json_string(j, "real_name", p->real_name);
		report_json_object_end(j);
		return 0;
	}
	printf("%s\t%s\t%s\t%s", p->name, p->email, p->lang,
	    p->pwhash != NULL ? "set" : "none");
	if (p->real_name != NULL)
		printf("\t%s", p->real_name);
	printf("\n");
	return 0;
}

struct player_args {
	const char	*password;
	const char	*lang;
	const char	*real_name;	/* NULL: not given */
	int		 json;
	const char	*reason;
};

static const struct option player_options[] = {
	{ "password",	required_argument, NULL, 'p' },
	{ "lang",	required_argument, NULL, 'l' },
	{ "real-name",	required_argument, NULL, 'r' },
	{ "json",	no_argument,	   NULL, 'j' },
	{ "reason",	required_argument, NULL, 'R' },
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
		a->real_name = arg;
		break;
	case 'j':
		a->json = 1;
		break;
	case 'R':
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

	if (strcmp(a->lang, "ro") != 0 && strcmp(a->lang, "en") != 0) {
		log_warnx("--lang %s: write ro or en", a->lang);
		return CLI_USAGE;
	}
	if (a->real_name != NULL && *a->real_name != '\0' &&
	    !account_real_name_valid(a->real_name)) {
		log_warnx("--real-name '%s': 1 to %d characters of UTF-8 "
		    "text, not only spaces, no control characters", a->real_name,
		    ACCOUNT_REAL_NAME_MAX);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
add_check(struct cli_env *env)
{
	if (env->nargs != 2) {
		cli_verb_usage(env);
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
	const struct player_args *a = env->opts;
	struct report_json *j = NULL;

	if (a->json) {
		j = report_json_new("players");
		report_json_array_begin(j, "players");
	}
	if (store_player_list(env->st, print_player, j, &env->cause) == -1) {
		report_json_free(j);
		return CLI_ERROR;
	}
	if (j != NULL) {
		report_json_array_end(j);
		cli_json_print(j);
	}
	return CLI_OK;
}

/* 'show': what the player is in, line by line or in j's open array. */
struct player_show {
	struct cli_env		*env;
	struct report_json	*j;
};

static int
show_contest(void *arg, long long id)
{
	struct player_show *ps = arg;
	struct contest *c = NULL;

	if (store_contest_get(ps->env->st, id, &c, &ps->env->cause) != 0)
		return -1;
	if (ps->j == NULL)
		printf("contest\t%s\t%s\n", c->name,
		    store_contest_status_str(c->status));
	else {
		report_json_object_begin(ps->j, NULL);
		report_json_string(ps->j, "name", c->name);
		report_json_string(ps->j, "status",
		    store_contest_status_str(c->status));
		report_json_object_end(ps->j);
	}
	store_contest_free(c);
	return 0;
}

static int
show_champ(void *arg, long long id)
{
	struct player_show *ps = arg;
	struct champ_rec *c = NULL;

	if (store_champ_get(ps->env->st, id, &c, &ps->env->cause) != 0)
		return -1;
	if (ps->j == NULL)
		printf("championship\t%s\t%s\n", c->name,
		    store_game_status_str(c->status));
	else {
		report_json_object_begin(ps->j, NULL);
		report_json_string(ps->j, "name", c->name);
		report_json_string(ps->j, "status",
		    store_game_status_str(c->status));
		report_json_object_end(ps->j);
	}
	store_champ_rec_free(c);
	return 0;
}

static int
show_game(void *arg, long long id)
{
	struct player_show *ps = arg;

	return cli_game_summary(ps->env, id, ps->j, ps->j == NULL) == -1 ?
	    -1 : 0;
}

static int
player_show(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	struct player_show ps;
	struct player *p = NULL;
	double rating;
	int r, games, peak, rc = CLI_ERROR;

	memset(&ps, 0, sizeof ps);
	ps.env = env;
	if ((r = store_player_find(env->st, env->args[0], &p,
	    &env->cause)) == -1)
		goto out;
	if (r == 1) {
		log_warnx("no player named '%s' ('scrabmail player list' "
		    "shows them)", env->args[0]);
		rc = CLI_NEGATIVE;
		goto out;
	}
	if ((r = store_rating_get(env->st, p->id, &rating, &games, &peak,
	    &env->cause)) == -1)
		goto out;
	if (a->json) {
		ps.j = report_json_new("player");
		report_json_string(ps.j, "name", p->name);
		report_json_string(ps.j, "email", p->email);
		report_json_string(ps.j, "lang", p->lang);
		report_json_bool(ps.j, "password", p->pwhash != NULL);
		report_json_string(ps.j, "created", p->created);
		if (p->real_name != NULL)
			report_json_string(ps.j, "real_name", p->real_name);
		if (r == 0) {
			report_json_object_begin(ps.j, "rating");
			report_json_int(ps.j, "rating",
			    sm_rating_shown(rating));
			report_json_int(ps.j, "games", games);
			report_json_object_end(ps.j);
		} else
			report_json_null(ps.j, "rating");
		report_json_array_begin(ps.j, "contests");
	} else {
		printf("player\t%s\nemail\t%s\nlang\t%s\npassword\t%s\n"
		    "created\t%s\n", p->name, p->email, p->lang,
		    p->pwhash != NULL ? "set" : "none", p->created);
		if (p->real_name != NULL)
			printf("real-name\t%s\n", p->real_name);
		if (r == 0)
			printf("rating\t%ld\t%d\n", sm_rating_shown(rating),
			    games);
		else
			printf("rating\t-\n");
	}
	if (store_contest_list_player(env->st, p->id, show_contest, &ps,
	    &env->cause) != 0)
		goto out;
	if (ps.j != NULL) {
		report_json_array_end(ps.j);
		report_json_array_begin(ps.j, "championships");
	}
	if (store_champ_list_player(env->st, p->id, show_champ, &ps,
	    &env->cause) != 0)
		goto out;
	if (ps.j != NULL) {
		report_json_array_end(ps.j);
		report_json_array_begin(ps.j, "games");
	}
	if (store_game_list_player(env->st, p->id, STORE_GAME_ANY, show_game,
	    &ps, &env->cause) != 0)
		goto out;
	if (ps.j != NULL) {
		report_json_array_end(ps.j);
		cli_json_print(ps.j);
		ps.j = NULL;
	}
	rc = CLI_OK;
out:
	report_json_free(ps.j);
	store_player_free(p);
	return rc;
}

static int
player_add(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	char *hash;
	long long id;
	int rc = CLI_ERROR;

	if ((hash = password_hash(a->password, env->args[0],
	    env->conf->min_password)) == NULL)
		return CLI_USAGE;
	if (store_begin(env->st, &env->cause) == -1)
		goto out;
	if (store_player_add(env->st, env->args[0], env->args[1], hash,
	    a->lang, util_time(), &id, &env->cause) == -1 ||
	    (a->real_name != NULL && store_player_set_real_name(env->st, id,
	    a->real_name, &env->cause) == -1)) {
		store_rollback(env->st);
		goto out;
	}
	if (store_commit(env->st, &env->cause) == 0)
		rc = CLI_OK;
out:
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

static int
player_set(struct cli_env *env)
{
	const struct player_args *a = env->opts;
	struct player *p = NULL;
	int r, rc = CLI_ERROR;

	if (a->real_name == NULL) {
		log_warnx("player set: say what to change (--real-name)");
		return CLI_USAGE;
	}
	if ((r = store_player_find(env->st, env->args[0], &p,
	    &env->cause)) == -1)
		goto out;
	if (r == 1) {
		log_warnx("no player named '%s' ('scrabmail player list' "
		    "shows them)", env->args[0]);
		rc = CLI_NEGATIVE;
		goto out;
	}
	if (store_player_set_real_name(env->st, p->id, a->real_name,
	    &env->cause) == 0)
		rc = CLI_OK;
out:
	store_player_free(p);
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
	{ .name = "list", .max_args = 0, .needs = PLAYER_NEEDS,
	  .run = player_list },
	{ .name = "passwd", .min_args = 1, .max_args = 1,
	  .needs = PLAYER_NEEDS, .run = player_passwd },
	{ .name = "pending", .needs = PLAYER_NEEDS, .run = player_pending },
	{ .name = "reject", .min_args = 1, .max_args = 1,
	  .needs = SIGNUP_NEEDS, .run = player_reject },
	{ .name = "set", .min_args = 1, .max_args = 1,
	  .needs = PLAYER_NEEDS, .run = player_set },
	{ .name = "show", .min_args = 1, .max_args = 1,
	  .needs = PLAYER_NEEDS | CLI_NEEDS_TEMPLATES | CLI_NEEDS_GAME,
	  .run = player_show },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_player = {
	.name = "player",
	.summary = "registered players: add, list, show, set passwords and real "
	    "names; approve or reject sign-ups by mail",
	.usage = player_usage,
	.opts_size = sizeof(struct player_args),
	.defaults = player_defaults,
	.options = player_options,
	.option = player_option,
	.words = player_words,
	.verbs = player_verbs,
};
