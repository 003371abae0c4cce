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
	free(who->held_email);
	free(who->held_lang);
	free(who->held_sender);
	memset(who, 0, sizeof *who);
}

static void
who_player(struct account_who *who, const struct player *p)
{
	who->name = p->name;
	who->email = p->email;
	who->lang = p->lang;
}

/* The minutes left of a lock-out after failures wrong sign-ons in a row,
 * the last at last, or 0 when they do not lock. */
static long long
locked_minutes(long failures, long long last, long max_failed, long long now)
{
	if (failures < max_failed || last == 0 ||
	    now - last >= ACCOUNT_LOCK_SECONDS)
		return 0;
	return (ACCOUNT_LOCK_SECONDS - (now - last) + 59) / 60;
}

/* The registered address's own lock-out, from the player row. */
static long long
own_minutes(const struct player *p, long max_failed, long long now)
{
	long long last;

	if (p->last_failed == NULL ||
	    util_parse_iso8601(p->last_failed, &last) == -1)
		return 0;
	return locked_minutes(p->failed_signons, last, max_failed, now);
}

/* Another address's lock-out: its own wrong sign-ons in a row, or all the
 * other addresses' of the last hour together.  0 or minutes left, or -1
 * with *cause. */
static long long
other_minutes(struct store *st, const struct player *p, const char *sender,
    long max_failed, long long now, char **cause)
{
	long failures;
	long long last, m;

	if (store_player_other_get(st, p->id, sender, &failures, &last,
	    cause) == -1)
		return -1;
	if ((m = locked_minutes(failures, last, max_failed, now)) > 0)
		return m;
	if (store_player_others_since(st, p->id, p->email,
	    now - ACCOUNT_LOCK_SECONDS + 1, &failures, &last, cause) == -1)
		return -1;
	return locked_minutes(failures, last, max_failed * ACCOUNT_OTHERS_FACTOR,
	    now);
}

/* A wrong sign-on from sender, another address than p's: counted; when
 * it locks that address (or all the others) and the registered address
 * has not been told for ACCOUNT_WARN_SECONDS, who->warn is set and the
 * telling recorded.  0, or -1 with *cause. */
static int
other_failed(struct store *st, struct player *p, const char *sender,
    long max_failed, long long now, struct account_who *who, char **cause)
{
	long long warned;
	long failures, all;
	long long last;

	if (store_player_other_signon(st, p->id, sender, 0, now, cause) == -1 ||
	    store_player_other_get(st, p->id, sender, &failures, &last,
	    cause) == -1 ||
	    store_player_others_since(st, p->id, p->email,
	    now - ACCOUNT_LOCK_SECONDS + 1, &all, &last, cause) == -1)
		return -1;
	if (failures < max_failed && all < max_failed * ACCOUNT_OTHERS_FACTOR)
		return 0;
	if (p->signon_warned != NULL &&
	    util_parse_iso8601(p->signon_warned, &warned) == 0 &&
	    now - warned < ACCOUNT_WARN_SECONDS)
		return 0;
	if (store_player_set_warned(st, p->id, now, cause) == -1)
		return -1;
	who->warn = 1;
	who->failures = failures;
	return 0;
}

enum account_status
account_signon(struct store *st, long max_failed, const char *login,
    const char *password, const char *from, long long now,
    struct player **player, struct account_who *who, char **cause)
{
	struct player *p = NULL;
	enum account_status as;
	char *sender = NULL;
	int r, own;

	memset(who, 0, sizeof *who);
	if ((r = store_player_find(st, login, &p, cause)) == -1)
		return ACCOUNT_ERROR;
	if (r == 1) {
		who->name = login;
		return ACCOUNT_UNKNOWN;
	}
	own = from != NULL && g_ascii_strcasecmp(from, p->email) == 0;
	sender = g_ascii_strdown(from != NULL ? from : "", -1);
	who->minutes = own ? own_minutes(p, max_failed, now) :
	    other_minutes(st, p, sender, max_failed, now, cause);
	if (who->minutes == -1)
		goto fail;
	if (who->minutes > 0) {
		as = ACCOUNT_LOCKED;
		goto refused;
	}
	if (!auth_verify(password, p->pwhash)) {
		if ((own ? store_player_signon(st, p->id, 0, now, cause) :
		    other_failed(st, p, sender, max_failed, now, who,
		    cause)) == -1)
			goto fail;
		as = p->pwhash != NULL ? ACCOUNT_BAD_PASSWORD :
		    ACCOUNT_NO_PASSWORD;
		goto refused;
	}
	if ((own ? store_player_signon(st, p->id, 1, now, cause) :
	    store_player_other_signon(st, p->id, sender, 1, now, cause)) == -1)
		goto fail;
	g_free(sender);
	store_player_free(*player);
	*player = p;
	who_player(who, p);
	return ACCOUNT_OK;
refused:
	if (who->warn) {
		who->held_email = p->email;
		who->held_lang = p->lang;
		who->held_sender = from != NULL ? xstrdup(from) : xstrdup("");
		p->email = p->lang = NULL;
		who->email = who->held_email;
		who->lang = who->held_lang;
		who->sender = who->held_sender;
	}
	g_free(sender);
	who->name = who->held = p->name;
	p->name = NULL;
	store_player_free(p);
	return as;
fail:
	g_free(sender);
	store_player_free(p);
	memset(who, 0, sizeof *who);
	return ACCOUNT_ERROR;
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
account_real_name_valid(const char *s)
{
	gunichar *u;
	glong i, n;
	int blank = 1, ok = 1;

	if (!g_utf8_validate(s, -1, NULL) || *s == '\0' ||
	    g_utf8_strlen(s, -1) > ACCOUNT_REAL_NAME_MAX)
		return 0;
	u = g_utf8_to_ucs4_fast(s, -1, &n);
	for (i = 0; i < n; i++) {
		if (g_unichar_iscntrl(u[i]))
			ok = 0;
		if (!g_unichar_isspace(u[i]))
			blank = 0;
	}
	g_free(u);
	return ok && !blank;
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
account_set_real_name(struct store *st, struct player *p, const char *text,
    char **cause)
{
	if (store_player_set_real_name(st, p->id, text, cause) == -1)
		return ACCOUNT_ERROR;
	free(p->real_name);
	p->real_name = xstrdup(text);
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
