/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-player.c: "scrabmail player add|list|passwd": the registered players.
 * A password given with --password, or else one made up and printed once
 * (so the organiser can send it to the player), is stored only as a
 * yescrypt hash.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "auth.h"
#include "cli.h"
#include "conf.h"
#include "store.h"
#include "util.h"

#define PLAYER_NAME_MAX 32

static void
player_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail player add NAME EMAIL [--password P] "
	    "[--lang ro|en]\n"
	    "       scrabmail player list\n"
	    "       scrabmail player passwd NAME [--password P]\n"
	    "NAME is what the player signs on with (letters, digits, . _ -; "
	    "at most %d,\ncompared without regard to case).  Without "
	    "--password a password is made\nup and printed once.  'list' "
	    "prints NAME<TAB>EMAIL<TAB>LANG<TAB>PASSWORD\n(set or none), one "
	    "player a line.\n", PLAYER_NAME_MAX);
}

static int
valid_name(const char *s)
{
	size_t n = strlen(s), i;

	if (n == 0 || n > PLAYER_NAME_MAX)
		return 0;
	for (i = 0; i < n; i++)
		if (!g_ascii_isalnum(s[i]) && s[i] != '.' && s[i] != '_' &&
		    s[i] != '-')
			return 0;
	return 1;
}

static int
valid_email(const char *s)
{
	const char *at = strchr(s, '@');
	const unsigned char *p;

	if (at == NULL || at == s || at[1] == '\0' || strchr(at + 1, '@'))
		return 0;
	for (p = (const unsigned char *)s; *p != '\0'; p++)
		if (*p <= ' ' || *p == '<' || *p == '>' || *p == ',' ||
		    *p == 0x7f)
			return 0;
	return 1;
}

/* The hash of the given or a made-up password (printed); NULL on error. */
static char *
password_hash(const char *given, const char *name, long min_len)
{
	char *made = NULL, *hash, *cause = NULL;
	const char *pw = given, *why;

	if (pw == NULL) {
		if ((pw = made = auth_make_password(&cause)) == NULL) {
			log_warnx("%s", cause);
			free(cause);
			return NULL;
		}
	} else if ((why = auth_check_new(pw, name, min_len)) != NULL) {
		if (strcmp(why, "password.too-short") == 0)
			log_warnx("the password is too short: at least %ld "
			    "characters", min_len);
		else if (strcmp(why, "password.same-as-name") == 0)
			log_warnx("the password must not be the player's name");
		else
			log_warnx("the password must not hold spaces or "
			    "control characters");
		return NULL;
	}
	if ((hash = auth_hash(pw, &cause)) == NULL) {
		log_warnx("%s", cause);
		free(cause);
	} else if (made != NULL)
		printf("password for %s: %s\n", name, made);
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

int
cli_player(struct cli_ctx *ctx, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "password",	required_argument, NULL, 'p' },
		{ "lang",	required_argument, NULL, 'l' },
		{ "help",	no_argument,	   NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct conf *conf = NULL;
	struct store *st = NULL;
	struct player *p = NULL;
	const char *password = NULL, *lang = "ro", *verb;
	char *hash = NULL, *cause = NULL;
	int c, rc;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'p':
			password = optarg;
			break;
		case 'l':
			lang = optarg;
			break;
		case 'h':
			player_usage(stdout);
			return CLI_OK;
		default:
			player_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (optind >= argc) {
		player_usage(stderr);
		return CLI_USAGE;
	}
	verb = argv[optind++];
	if (strcmp(lang, "ro") != 0 && strcmp(lang, "en") != 0) {
		log_warnx("--lang %s: write ro or en", lang);
		return CLI_USAGE;
	}
	if (strcmp(verb, "add") == 0 && argc - optind == 2) {
		if (!valid_name(argv[optind])) {
			log_warnx("player name '%s': use 1 to %d letters, digits, "
			    "'.', '_' or '-' (it is typed in SIGNON lines)",
			    argv[optind], PLAYER_NAME_MAX);
			return CLI_USAGE;
		}
		if (!valid_email(argv[optind + 1])) {
			log_warnx("'%s' is not an e-mail address such as "
			    "ion@example.ro", argv[optind + 1]);
			return CLI_USAGE;
		}
	} else if (!(strcmp(verb, "list") == 0 && argc == optind) &&
	    !(strcmp(verb, "passwd") == 0 && argc - optind == 1)) {
		player_usage(stderr);
		return CLI_USAGE;
	}
	if ((rc = cli_open_store(ctx, 0, &conf, &st)) != CLI_OK)
		return rc;
	rc = CLI_ERROR;
	if (strcmp(verb, "list") == 0) {
		if (store_player_list(st, print_player, NULL, &cause) == -1)
			goto fail;
	} else if (strcmp(verb, "add") == 0) {
		if ((hash = password_hash(password, argv[optind],
		    conf->min_password)) == NULL) {
			rc = CLI_USAGE;
			goto out;
		}
		if (store_player_add(st, argv[optind], argv[optind + 1], hash,
		    lang, util_time(), NULL, &cause) == -1)
			goto fail;
	} else {
		if ((c = store_player_find(st, argv[optind], &p, &cause)) == -1)
			goto fail;
		if (c == 1) {
			log_warnx("no player named '%s' ('scrabmail player list' "
			    "shows them)", argv[optind]);
			rc = CLI_NEGATIVE;
			goto out;
		}
		if ((hash = password_hash(password, p->name,
		    conf->min_password)) == NULL) {
			rc = CLI_USAGE;
			goto out;
		}
		if (store_player_set_password(st, p->id, hash, &cause) == -1)
			goto fail;
	}
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	free(hash);
	store_player_free(p);
	store_close(st);
	conf_free(conf);
	return cli_flush(rc);
}
