/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * account.c: the players' accounts (account.h): what a name and an address
 * may be, sign-on with its lock-out, the password rule and made-up
 * passwords, the language, who-am-i.  The store keeps the players
 * (store-player.c) and auth.c the hashes; the rules are here.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "account.h"
#include "auth.h"
#include "reply-codes.h"
#include "store.h"
#include "util.h"

void
account_who_clear(struct account_who *who)
{
	free(who->held);
	memset(who, 0, sizeof *who);
}

static void
who_player(struct account_who *who, const struct player *p)
{
	who->name = p->name;
	who->email = p->email;
	who->lang = p->lang;
}

/* The minutes left of a lock-out, or 0 when p may sign on. */
static long long
locked_minutes(const struct player *p, long max_failed, long long now)
{
	long long last;

	if (p->failed_signons < max_failed || p->last_failed == NULL ||
	    util_parse_iso8601(p->last_failed, &last) == -1 ||
	    now - last >= ACCOUNT_LOCK_SECONDS)
		return 0;
	return (ACCOUNT_LOCK_SECONDS - (now - last) + 59) / 60;
}

enum account_status
account_signon(struct store *st, long max_failed, const char *login,
    const char *password, long long now, struct player **player,
    struct account_who *who, char **cause)
{
	struct player *p = NULL;
	enum account_status as;
	int r;

	memset(who, 0, sizeof *who);
	if ((r = store_player_find(st, login, &p, cause)) == -1)
		return ACCOUNT_ERROR;
	if (r == 1) {
		who->name = login;
		return ACCOUNT_UNKNOWN;
	}
	if ((who->minutes = locked_minutes(p, max_failed, now)) > 0) {
		as = ACCOUNT_LOCKED;
		goto refused;
	}
	if (!auth_verify(password, p->pwhash)) {
		if (store_player_signon(st, p->id, 0, now, cause) == -1) {
			store_player_free(p);
			return ACCOUNT_ERROR;
		}
		as = p->pwhash != NULL ? ACCOUNT_BAD_PASSWORD :
		    ACCOUNT_NO_PASSWORD;
		goto refused;
	}
	if (store_player_signon(st, p->id, 1, now, cause) == -1) {
		store_player_free(p);
		return ACCOUNT_ERROR;
	}
	store_player_free(*player);
	*player = p;
	who_player(who, p);
	return ACCOUNT_OK;
refused:
	who->name = who->held = p->name;
	p->name = NULL;
	store_player_free(p);
	return as;
}

int
account_name_valid(const char *s)
{
	size_t n = strlen(s), i;

	if (n == 0 || n > ACCOUNT_NAME_MAX)
		return 0;
	for (i = 0; i < n; i++)
		if (!g_ascii_isalnum(s[i]) && s[i] != '.' && s[i] != '_' &&
		    s[i] != '-')
			return 0;
	return 1;
}

int
account_email_valid(const char *s)
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

char *
account_make_password(char **cause)
{
	return auth_make_password(cause);
}

enum account_status
account_password_check(const char *password, const char *name, long min_len)
{
	const char *why;

	if (strlen(password) > ACCOUNT_PASSWORD_MAX)
		return ACCOUNT_TOO_LONG;
	if ((why = auth_check_new(password, name, min_len)) == NULL)
		return ACCOUNT_OK;
	if (strcmp(why, RC_PASSWORD_TOO_SHORT) == 0)
		return ACCOUNT_TOO_SHORT;
	if (strcmp(why, RC_PASSWORD_SAME_AS_NAME) == 0)
		return ACCOUNT_SAME_AS_NAME;
	return ACCOUNT_BAD_CHARS;
}

enum account_status
account_password_hash(const char *password, const char *name, long min_len,
    char **hash, char **cause)
{
	enum account_status as;

	if ((as = account_password_check(password, name, min_len)) !=
	    ACCOUNT_OK)
		return as;
	if ((*hash = auth_hash(password, cause)) == NULL)
		return ACCOUNT_ERROR;
	return ACCOUNT_OK;
}

enum account_status
account_set_password(struct store *st, struct player *p, const char *password,
    long min_len, struct account_who *who, char **cause)
{
	enum account_status as;
	char *hash = NULL;

	memset(who, 0, sizeof *who);
	who_player(who, p);
	if ((as = account_password_hash(password, p->name, min_len, &hash,
	    cause)) != ACCOUNT_OK)
		return as;
	if (store_player_set_password(st, p->id, hash, cause) == -1) {
		free(hash);
		return ACCOUNT_ERROR;
	}
	free(p->pwhash);
	p->pwhash = hash;
	return ACCOUNT_OK;
}

const char *
account_lang_parse(const char *word)
{
	if (g_ascii_strcasecmp(word, "ro") == 0 ||
	    g_ascii_strncasecmp(word, "rom", 3) == 0)
		return "ro";
	if (g_ascii_strcasecmp(word, "en") == 0 ||
	    g_ascii_strncasecmp(word, "eng", 3) == 0)
		return "en";
	return NULL;
}

enum account_status
account_set_lang(struct store *st, struct player *p, const char *word,
    struct account_who *who, char **cause)
{
	const char *lang;

	memset(who, 0, sizeof *who);
	who_player(who, p);
	if ((lang = account_lang_parse(word)) == NULL)
		return ACCOUNT_BAD_LANG;
	if (store_player_set_lang(st, p->id, lang, cause) == -1)
		return ACCOUNT_ERROR;
	free(p->lang);
	p->lang = xstrdup(lang);
	who->lang = p->lang;
	return ACCOUNT_OK;
}

enum account_status
account_whoami(const struct player *p, const char *from,
    struct account_who *who)
{
	memset(who, 0, sizeof *who);
	if (p != NULL) {
		who_player(who, p);
		return ACCOUNT_OK;
	}
	who->email = from != NULL ? from : "";
	return ACCOUNT_ANONYMOUS;
}
