/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * account-signup.c: sign-up by mail (account-signup.h): the request and
 * its code, the confirmation from the same address, the organiser's
 * decision, the welcome mail, JOIN.  The rows are store-signup.c's; the
 * mails go through the outbox.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "account-signup.h"
#include "account.h"
#include "auth.h"
#include "conf.h"
#include "game-ctx.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

void
signup_outcome_clear(struct signup_outcome *o)
{
	free(o->name);
	free(o->email);
	free(o->champ);
	if (o->code != NULL) {
		explicit_bzero(o->code, strlen(o->code));
		free(o->code);
	}
	free(o->expires);
	memset(o, 0, sizeof *o);
}

char *
signup_code_hash(const char *code)
{
	char *folded = g_ascii_strdown(code, -1), *salted, *hex, *out;

	salted = g_strconcat("scrabmail-signup:", folded, NULL);
	hex = g_compute_checksum_for_string(G_CHECKSUM_SHA256, salted, -1);
	explicit_bzero(folded, strlen(folded));
	explicit_bzero(salted, strlen(salted));
	g_free(folded);
	g_free(salted);
	out = xstrdup(hex);
	g_free(hex);
	return out;
}

/* "YYYY-MM-DD HH:MM UTC" of t (malloc'ed). */
static char *
utc_text(long long t)
{
	GDateTime *d = g_date_time_new_from_unix_utc(t);
	char *s = g_date_time_format(d, "%Y-%m-%d %H:%M UTC"), *out;

	g_date_time_unref(d);
	out = xstrdup(s);
	g_free(s);
	return out;
}

/* 1 when name is taken for email: a player has it, or another address's
 * live request.  -1 on a storage failure. */
static int
name_taken(struct store *st, const char *name, const char *email,
    long long now, char **cause)
{
	struct player *p = NULL;
	int r, held;

	if ((r = store_player_find(st, name, &p, cause)) == -1)
		return -1;
	store_player_free(p);
	if (r == 0)
		return 1;
	if (store_signup_name_held(st, name, email, now, &held, cause) == -1)
		return -1;
	return held;
}

/* The player at email, if any: 1 and o->name set, 0 none, -1. */
static int
address_known(struct store *st, const char *email, struct signup_outcome *o,
    char **cause)
{
	struct player *p = NULL;
	int r;

	if ((r = store_player_by_email(st, email, &p, cause)) == -1)
		return -1;
	if (r == 1)
		return 0;
	free(o->name);
	o->name = xstrdup(p->name);
	store_player_free(p);
	return 1;
}

enum signup_status
signup_request(struct game_ctx *g, const char *name, const char *realname,
    const char *email, const char *lang, long long spool_id, long long now,
    struct signup_outcome *o, char **cause)
{
	const struct conf *c = g->conf;
	struct signup r;
	long n;
	int k;

	memset(o, 0, sizeof *o);
	o->name = xstrdup(name);
	o->email = xstrdup(email);
	o->hours = c->signup_code_hours;
	if (c->signup == NULL || strcmp(c->signup, "closed") == 0)
		return SIGNUP_CLOSED;
	if ((k = address_known(g->st, email, o, cause)) != 0)
		return k == -1 ? SIGNUP_ERROR : SIGNUP_KNOWN_ADDRESS;
	if (!account_name_valid(name))
		return SIGNUP_BAD_NAME;
	if ((k = name_taken(g->st, name, email, now, cause)) != 0)
		return k == -1 ? SIGNUP_ERROR : SIGNUP_NAME_TAKEN;
	if (store_signup_count_since(g->st, email, now - 24 * 3600, &n,
	    cause) == -1)
		return SIGNUP_ERROR;
	if (n >= SIGNUP_PER_DAY)
		return SIGNUP_TOO_MANY;
	if ((o->code = auth_make_token(SIGNUP_CODE_LEN, cause)) == NULL)
		return SIGNUP_ERROR;
	memset(&r, 0, sizeof r);
	r.name = xstrdup(name);
	r.email = xstrdup(email);
	r.realname = realname != NULL && *realname != '\0' ?
	    g_utf8_substring(realname, 0, SIGNUP_REALNAME_MAX) : NULL;
	r.lang = xstrdup(lang != NULL && strcmp(lang, "en") == 0 ? "en" :
	    "ro");
	r.code_hash = signup_code_hash(o->code);
	k = store_signup_void_email(g->st, email, cause) == -1 ||
	    store_signup_add(g->st, &r, now, now + c->signup_code_hours * 3600,
	    spool_id, NULL, cause) == -1;
	free(r.name);
	free(r.email);
	g_free(r.realname);
	free(r.lang);
	free(r.code_hash);
	if (k)
		return SIGNUP_ERROR;
	o->expires = utc_text(now + c->signup_code_hours * 3600);
	return SIGNUP_OK;
}

/* Tell the organiser (if configured) of notice code with its arguments. */
static int
tell_organiser(struct game_ctx *g, const char *code, const char *player,
    const char *email, const char *realname, const char *extra_name,
    const char *extra, long long now, char **cause)
{
	struct report_reply *r;
	int rc;

	if (g->conf->organiser == NULL)
		return 0;
	r = report_reply_new(g->conf->lang);
	report_reply_set_kind(r, RK_ORGANISER);
	report_reply_notice(r, code, "player", player, "email", email,
	    "realname", realname != NULL ? realname : "", extra_name, extra,
	    NULL);
	rc = outbox_queue_deferred(g->st, g->conf, r, "", g->conf->organiser, 0,
	    now, cause);
	report_reply_free(r);
	return rc;
}

/* Make the player of request r with a new password and mail it, once, in
 * the welcome mail; the request approved. */
static enum signup_status
approve(struct game_ctx *g, const struct signup *r, long long now,
    struct signup_outcome *o, char **cause)
{
	struct report_reply *m = NULL;
	char *pw = NULL, *hash = NULL;
	enum signup_status ss = SIGNUP_ERROR;
	int k, permanent = 0;

	free(o->name);
	o->name = xstrdup(r->name);
	if ((k = name_taken(g->st, r->name, r->email, now, cause)) == 1)
		ss = SIGNUP_NAME_TAKEN;
	else if (k == 0 && (k = address_known(g->st, r->email, o,
	    cause)) == 1)
		ss = SIGNUP_KNOWN_ADDRESS;
	if (k == -1)
		return SIGNUP_ERROR;
	if (k == 1) {
		/* Someone was quicker: the request cannot be granted. */
		if (store_signup_decide(g->st, r->id, STORE_SIGNUP_VOID, NULL,
		    now, cause) == -1)
			return SIGNUP_ERROR;
		return ss;
	}
	if (g->tpl == NULL) {
		*cause = xstrdup("no mail templates to write the welcome mail");
		return SIGNUP_ERROR;
	}
	if ((pw = account_make_password(cause)) == NULL)
		return SIGNUP_ERROR;
	/* A made-up password is as long as it is, whatever the minimum. */
	if (account_password_hash(pw, r->name, 0, &hash, cause) != ACCOUNT_OK)
		goto out;
	if (store_player_add(g->st, r->name, r->email, hash, r->lang, now, NULL,
	    cause) == -1 ||
	    store_signup_decide(g->st, r->id, STORE_SIGNUP_APPROVED, NULL, now,
	    cause) == -1)
		goto out;
	m = report_reply_new(r->lang);
	report_reply_set_kind(m, RK_ACCOUNT);
	report_reply_add_secret(m, pw);
	report_reply_notice(m, RC_SIGNUP_WELCOME, "player", r->name,
	    "password", pw, "addr", g->conf->address, NULL);
	if (outbox_queue(g->st, g->conf, g->tpl, m, r->realname != NULL ?
	    r->realname : r->name, r->email, NULL, 0, now, &permanent,
	    cause) == -1)
		goto out;
	ss = SIGNUP_APPROVED;
out:
	report_reply_free(m);
	explicit_bzero(pw, strlen(pw));
	free(pw);
	free(hash);
	return ss;
}

enum signup_status
signup_confirm(struct game_ctx *g, const char *email, const char *code,
    long long now, struct signup_outcome *o, char **cause)
{
	struct signup *r = NULL;
	enum signup_status ss = SIGNUP_ERROR;
	long long expires;
	char *hash = NULL;
	int k;

	memset(o, 0, sizeof *o);
	o->email = xstrdup(email);
	if ((k = store_signup_by_email(g->st, email, STORE_SIGNUP_UNCONFIRMED,
	    &r, cause)) != 0)
		return k == 1 ? SIGNUP_NO_REQUEST : SIGNUP_ERROR;
	o->name = xstrdup(r->name);
	if (util_parse_iso8601(r->expires, &expires) == -1 ||
	    now >= expires) {
		ss = SIGNUP_EXPIRED;
		goto out;
	}
	hash = signup_code_hash(code);
	if (r->code_hash == NULL || strcmp(hash, r->code_hash) != 0) {
		if (store_signup_try(g->st, r->id, cause) == -1)
			goto out;
		o->tries = SIGNUP_MAX_TRIES - (r->tries + 1);
		if (o->tries > 0) {
			ss = SIGNUP_BAD_CODE;
			goto out;
		}
		if (store_signup_decide(g->st, r->id, STORE_SIGNUP_VOID, NULL,
		    now, cause) == 0)
			ss = SIGNUP_VOIDED;
		goto out;
	}
	if (store_signup_confirm(g->st, r->id, now, cause) == -1)
		goto out;
	if (g->conf->signup != NULL &&
	    strcmp(g->conf->signup, "auto") == 0) {
		ss = approve(g, r, now, o, cause);
		if (ss == SIGNUP_APPROVED && tell_organiser(g,
		    RC_ORGANISER_SIGNUP, r->name, r->email, r->realname,
		    "decision", "auto", now, cause) == -1)
			ss = SIGNUP_ERROR;
		goto out;
	}
	if (tell_organiser(g, RC_ORGANISER_SIGNUP, r->name, r->email,
	    r->realname, "decision", "approve", now, cause) == -1)
		goto out;
	ss = SIGNUP_OK;
out:
	free(hash);
	store_signup_free(r);
	return ss;
}

enum signup_status
signup_approve(struct game_ctx *g, const char *name, long long now,
    struct signup_outcome *o, char **cause)
{
	struct signup *r = NULL;
	enum signup_status ss;
	int k;

	memset(o, 0, sizeof *o);
	o->name = xstrdup(name);
	if ((k = store_signup_by_name(g->st, name, STORE_SIGNUP_PENDING, &r,
	    cause)) != 0)
		return k == 1 ? SIGNUP_NO_REQUEST : SIGNUP_ERROR;
	o->email = xstrdup(r->email);
	ss = approve(g, r, now, o, cause);
	store_signup_free(r);
	return ss;
}

enum signup_status
signup_reject(struct game_ctx *g, const char *name, const char *reason,
    long long now, struct signup_outcome *o, char **cause)
{
	struct signup *r = NULL;
	struct report_reply *m = NULL;
	enum signup_status ss = SIGNUP_ERROR;
	int k;

	memset(o, 0, sizeof *o);
	o->name = xstrdup(name);
	if ((k = store_signup_by_name(g->st, name, STORE_SIGNUP_PENDING, &r,
	    cause)) != 0)
		return k == 1 ? SIGNUP_NO_REQUEST : SIGNUP_ERROR;
	o->email = xstrdup(r->email);
	if (store_signup_decide(g->st, r->id, STORE_SIGNUP_REJECTED, reason, now,
	    cause) == -1)
		goto out;
	m = report_reply_new(r->lang);
	report_reply_set_kind(m, RK_ACCOUNT);
	report_reply_notice(m, RC_SIGNUP_REJECTED, "player", r->name, "reason",
	    reason != NULL ? reason : "", NULL);
	if (outbox_queue_deferred(g->st, g->conf, m, r->realname != NULL ?
	    r->realname : r->name, r->email, 0, now, cause) == -1)
		goto out;
	ss = SIGNUP_OK;
out:
	report_reply_free(m);
	store_signup_free(r);
	return ss;
}

enum signup_status
signup_join(struct game_ctx *g, const struct player *p, const char *champ,
    long long now, struct signup_outcome *o, char **cause)
{
	struct champ_rec *c = NULL;
	enum signup_status ss = SIGNUP_ERROR;
	int k, open;

	memset(o, 0, sizeof *o);
	o->name = xstrdup(p->name);
	o->champ = xstrdup(champ);
	if ((k = store_champ_find(g->st, champ, &c, cause)) != 0)
		return k == 1 ? SIGNUP_NO_CHAMP : SIGNUP_ERROR;
	free(o->champ);
	o->champ = xstrdup(c->name);
	if (store_champ_is_open(g->st, c->id, &open, cause) == -1)
		goto out;
	if (!open) {
		ss = SIGNUP_NOT_OPEN;
		goto out;
	}
	if (c->status != STORE_GAME_NEW) {
		ss = SIGNUP_STARTED;
		goto out;
	}
	if ((k = store_champ_player_add(g->st, c->id, p->id, now,
	    cause)) == -1)
		goto out;
	if (k == 1) {
		ss = SIGNUP_ALREADY;
		goto out;
	}
	if (tell_organiser(g, RC_ORGANISER_JOIN, p->name, p->email, NULL,
	    "champ", c->name, now, cause) == -1)
		goto out;
	ss = SIGNUP_OK;
out:
	store_champ_rec_free(c);
	return ss;
}
