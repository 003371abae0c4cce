/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-account-signup.c: sign-up by mail (account-signup.h) on an
 * in-memory database, without mail: the code (its form, kept only as a
 * hash, good once, for signup_code_hours, from the asking address only,
 * SIGNUP_MAX_TRIES wrong ones void the request, a newer request voids the
 * older), the names refused (taken by a player or another address's live
 * request, invalid), the setting (closed, approve, auto), the rate per
 * address, the organiser's decisions, the welcome mail (its password the
 * player's, replaced by stars in the outbox once sent), the organiser's
 * notices, and JOIN.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <glib.h>

#include "account-signup.h"
#include "auth.h"
#include "conf.h"
#include "game-champ.h"
#include "game-ctx.h"
#include "report-reply.h"
#include "store.h"
#include "testqueue.h"

#define T0	1796032800LL	/* 2026-11-30T10:00:00Z */
#define HOUR	3600LL

struct fx {
	struct store		*st;
	struct conf		*conf;
	struct report_templates	*tpl;
	struct game_ctx		 g;
};

static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *cause = NULL, *hash = NULL;

	if (f == NULL)
		return -1;
	if ((f->st = store_open(":memory:", 1, &cause)) == NULL ||
	    store_init(f->st, NULL, NULL, &cause) == -1 ||
	    (f->conf = conf_load(NULL, &cause)) == NULL ||
	    (f->tpl = report_templates_open(SM_SRC_TEMPLATES,
	    &cause)) == NULL ||
	    (hash = auth_hash("parola1", &cause)) == NULL ||
	    store_player_add(f->st, "Ion", "ion@example.ro", hash, "ro", T0,
	    NULL, &cause) == -1) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	free(hash);
	free(f->conf->signup);
	f->conf->signup = g_strdup("approve");
	f->conf->organiser = g_strdup("org@example.ro");
	game_ctx_init(&f->g, f->st, f->conf, f->tpl);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;

	game_ctx_clear(&f->g);
	report_templates_free(f->tpl);
	conf_free(f->conf);
	store_close(f->st);
	free(f);
	return 0;
}

/* REGISTER name from email at now: the status; *code (may be NULL) gets
 * the code (the caller frees). */
static enum signup_status
request(struct fx *f, const char *name, const char *email, long long now,
    char **code)
{
	struct signup_outcome o;
	enum signup_status ss;
	char *cause = NULL;

	ss = signup_request(&f->g, name, NULL, email, "ro", 0, now, &o, &cause);
	assert_null(cause);
	if (code != NULL)
		*code = o.code != NULL ? g_strdup(o.code) : NULL;
	signup_outcome_clear(&o);
	return ss;
}

static enum signup_status
confirm(struct fx *f, const char *email, const char *code, long long now,
    int *tries)
{
	struct signup_outcome o;
	enum signup_status ss;
	char *cause = NULL;

	ss = signup_confirm(&f->g, email, code, now, &o, &cause);
	assert_null(cause);
	if (tries != NULL)
		*tries = o.tries;
	signup_outcome_clear(&o);
	return ss;
}

static enum store_signup_status
status_of(struct fx *f, const char *email)
{
	static const enum store_signup_status all[] = {
		STORE_SIGNUP_UNCONFIRMED, STORE_SIGNUP_PENDING,
		STORE_SIGNUP_APPROVED, STORE_SIGNUP_REJECTED, STORE_SIGNUP_VOID
	};
	struct signup *r = NULL, *best = NULL;
	enum store_signup_status s = STORE_SIGNUP_ANY;
	char *cause = NULL;
	size_t i;

	/* The newest request of the address, whatever its status. */
	for (i = 0; i < sizeof all / sizeof all[0]; i++) {
		if (store_signup_by_email(f->st, email, all[i], &r,
		    &cause) != 0)
			continue;
		if (best == NULL || r->id > best->id) {
			store_signup_free(best);
			best = r;
		} else
			store_signup_free(r);
	}
	if (best != NULL)
		s = best->status;
	store_signup_free(best);
	return s;
}

/* The code: 8 of the 32 symbols, stored only as its hash; good once, from
 * the asking address only; the organiser told. */
static void
test_code(void **state)
{
	struct fx *f = *state;
	struct signup *r = NULL;
	char *code = NULL, *cause = NULL, *hash, upper[16];
	size_t i;
	int tries = 0;

	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(strlen(code), SIGNUP_CODE_LEN);
	for (i = 0; code[i] != '\0'; i++)
		assert_non_null(strchr("abcdefghijkmnpqrstuvwxyz23456789",
		    code[i]));
	assert_int_equal(store_signup_by_email(f->st, "maria@example.ro",
	    STORE_SIGNUP_UNCONFIRMED, &r, &cause), 0);
	assert_null(strstr(r->code_hash, code));
	hash = signup_code_hash(code);
	assert_string_equal(r->code_hash, hash);
	assert_int_equal(strlen(hash), 64);
	free(hash);
	store_signup_free(r);
	/* Someone else's address cannot complete it, even with the code. */
	assert_int_equal(confirm(f, "vasile@example.ro", code, T0 + 60, NULL),
	    SIGNUP_NO_REQUEST);
	assert_int_equal(status_of(f, "maria@example.ro"),
	    STORE_SIGNUP_UNCONFIRMED);
	/* A wrong code is counted. */
	assert_int_equal(confirm(f, "maria@example.ro", "zzzzzzzz", T0 + 60,
	    &tries), SIGNUP_BAD_CODE);
	assert_int_equal(tries, SIGNUP_MAX_TRIES - 1);
	assert_int_equal(tq_mails_to(f->st, "org@example.ro"), 0);
	/* The right one in capitals (a mailer's habit) from the address. */
	for (i = 0; code[i] != '\0'; i++)
		upper[i] = g_ascii_toupper(code[i]);
	upper[i] = '\0';
	assert_int_equal(confirm(f, "MARIA@example.ro", upper, T0 + 120, NULL),
	    SIGNUP_OK);
	assert_int_equal(status_of(f, "maria@example.ro"),
	    STORE_SIGNUP_PENDING);
	assert_int_equal(tq_mails_to(f->st, "org@example.ro"), 1);
	/* Once only. */
	assert_int_equal(confirm(f, "maria@example.ro", code, T0 + 180, NULL),
	    SIGNUP_NO_REQUEST);
	assert_int_equal(store_signup_by_email(f->st, "maria@example.ro",
	    STORE_SIGNUP_PENDING, &r, &cause), 0);
	assert_null(r->code_hash);
	store_signup_free(r);
	free(code);
}

/* signup_code_hours, to the second. */
static void
test_expiry(void **state)
{
	struct fx *f = *state;
	long long good = f->conf->signup_code_hours * HOUR;
	char *code = NULL, *code2 = NULL;

	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(confirm(f, "maria@example.ro", code, T0 + good, NULL),
	    SIGNUP_EXPIRED);
	assert_int_equal(request(f, "maria", "maria@example.ro", T0 + good,
	    &code2), SIGNUP_OK);
	assert_int_equal(confirm(f, "maria@example.ro", code2,
	    T0 + 2 * good - 1, NULL), SIGNUP_OK);
	free(code);
	free(code2);
}

/* SIGNUP_MAX_TRIES wrong codes void the request, and the right one comes
 * too late; a newer request voids the older one's code. */
static void
test_tries_and_newer(void **state)
{
	struct fx *f = *state;
	char *code = NULL, *code2 = NULL;
	int i, tries = -1;

	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	for (i = 1; i < SIGNUP_MAX_TRIES; i++) {
		assert_int_equal(confirm(f, "maria@example.ro", "zzzzzzzz", T0,
		    &tries), SIGNUP_BAD_CODE);
		assert_int_equal(tries, SIGNUP_MAX_TRIES - i);
	}
	assert_int_equal(confirm(f, "maria@example.ro", "zzzzzzzz", T0, NULL),
	    SIGNUP_VOIDED);
	assert_int_equal(confirm(f, "maria@example.ro", code, T0, NULL),
	    SIGNUP_NO_REQUEST);
	assert_int_equal(status_of(f, "maria@example.ro"), STORE_SIGNUP_VOID);
	free(code);
	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(request(f, "mara", "maria@example.ro", T0, &code2),
	    SIGNUP_OK);
	assert_string_not_equal(code, code2);
	assert_int_equal(confirm(f, "maria@example.ro", code, T0, NULL),
	    SIGNUP_BAD_CODE);
	assert_int_equal(confirm(f, "maria@example.ro", code2, T0, NULL),
	    SIGNUP_OK);
	free(code);
	free(code2);
}

/* Names as "player add" takes them, not a player's, not another address's
 * live request; an address that is a player's; the setting; the rate. */
static void
test_refusals(void **state)
{
	struct fx *f = *state;
	long long good = f->conf->signup_code_hours * HOUR;
	int i;

	assert_int_equal(request(f, "ION", "vasile@example.ro", T0, NULL),
	    SIGNUP_NAME_TAKEN);
	assert_int_equal(request(f, "nume rău", "vasile@example.ro", T0, NULL),
	    SIGNUP_BAD_NAME);
	assert_int_equal(request(f, "abcdefghijabcdefghijabcdefghijabc",
	    "vasile@example.ro", T0, NULL), SIGNUP_BAD_NAME);
	assert_int_equal(request(f, "ion2", "ion@example.ro", T0, NULL),
	    SIGNUP_KNOWN_ADDRESS);
	assert_int_equal(request(f, "maria", "maria@example.ro", T0, NULL),
	    SIGNUP_OK);
	assert_int_equal(request(f, "Maria", "vasile@example.ro", T0, NULL),
	    SIGNUP_NAME_TAKEN);
	/* Its own address may ask again; another once it has run out. */
	assert_int_equal(request(f, "maria", "maria@example.ro", T0 + 1, NULL),
	    SIGNUP_OK);
	assert_int_equal(request(f, "maria", "vasile@example.ro",
	    T0 + 1 + good, NULL), SIGNUP_OK);
	/* SIGNUP_PER_DAY an address in 24 hours (refusals not counted). */
	assert_int_equal(request(f, "ion", "rate@example.ro", T0, NULL),
	    SIGNUP_NAME_TAKEN);
	for (i = 0; i < SIGNUP_PER_DAY; i++)
		assert_int_equal(request(f, "rate", "rate@example.ro",
		    T0 + i, NULL), SIGNUP_OK);
	assert_int_equal(request(f, "rate", "rate@example.ro",
	    T0 + 24 * HOUR - 1, NULL), SIGNUP_TOO_MANY);
	assert_int_equal(request(f, "rate", "rate@example.ro",
	    T0 + 24 * HOUR + 1, NULL), SIGNUP_OK);
	/* Closed: nothing recorded. */
	free(f->conf->signup);
	f->conf->signup = g_strdup("closed");
	assert_int_equal(request(f, "ana", "ana@example.ro", T0, NULL),
	    SIGNUP_CLOSED);
	assert_int_equal(status_of(f, "ana@example.ro"), STORE_SIGNUP_ANY);
}

/* The password of a welcome mail: the line "  SIGNON name password" of
 * outbox row id, or NULL. */
static char *
welcome_password(struct fx *f, long long id, const char *name)
{
	struct outbox_entry *e = NULL;
	char *cause = NULL, *line, *pw = NULL, *end;

	assert_int_equal(store_outbox_get(f->st, id, &e, &cause), 0);
	line = g_strdup_printf("  SIGNON %s ", name);
	if (e->raw != NULL && (pw = strstr(e->raw, line)) != NULL) {
		pw = g_strdup(pw + strlen(line));
		if ((end = strpbrk(pw, "\r\n")) != NULL)
			*end = '\0';
	}
	g_free(line);
	store_outbox_entry_free(e);
	return pw;
}

static long long
last_outbox_id(struct fx *f)
{
	long long *ids = NULL, id;
	size_t n = 0;
	char *cause = NULL;

	assert_int_equal(store_outbox_due(f->st, T0 + 1000 * HOUR, 1000, &ids,
	    &n, &cause), 0);
	assert_true(n > 0);
	id = ids[n - 1];
	free(ids);
	return id;
}

/* signup = auto: confirmed means a player, whose password is the welcome
 * mail's, in stars in the outbox once the mail is sent. */
static void
test_auto_welcome(void **state)
{
	struct fx *f = *state;
	struct player *p = NULL;
	struct outbox_entry *e = NULL;
	char *code = NULL, *cause = NULL, *pw;
	long long id;

	free(f->conf->signup);
	f->conf->signup = g_strdup("auto");
	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(confirm(f, "maria@example.ro", code, T0, NULL),
	    SIGNUP_APPROVED);
	assert_int_equal(status_of(f, "maria@example.ro"),
	    STORE_SIGNUP_APPROVED);
	assert_int_equal(store_player_find(f->st, "maria", &p, &cause), 0);
	assert_string_equal(p->email, "maria@example.ro");
	assert_int_equal(tq_mails_to(f->st, "maria@example.ro"), 1);
	assert_int_equal(tq_mails_to(f->st, "org@example.ro"), 1);
	/* The welcome mail is the row before the organiser's notice. */
	id = last_outbox_id(f) - 1;
	pw = welcome_password(f, id, "maria");
	assert_non_null(pw);
	assert_int_equal(strlen(pw), AUTH_PASSWORD_LEN);
	assert_true(auth_verify(pw, p->pwhash));
	assert_null(strstr(p->pwhash, pw));
	/* Sent: the stored copy has stars, and nothing else changed. */
	assert_int_equal(store_outbox_sent(f->st, id, T0, &cause), 0);
	assert_int_equal(store_outbox_get(f->st, id, &e, &cause), 0);
	assert_null(strstr(e->raw, pw));
	assert_non_null(strstr(e->raw, "  SIGNON maria ************"));
	store_outbox_entry_free(e);
	/* The request is done: the code is no good any more. */
	assert_int_equal(confirm(f, "maria@example.ro", code, T0, NULL),
	    SIGNUP_NO_REQUEST);
	g_free(pw);
	store_player_free(p);
	free(code);
}

static enum signup_status
decide(struct fx *f, const char *name, int approve)
{
	struct signup_outcome o;
	enum signup_status ss;
	char *cause = NULL;

	ss = approve ? signup_approve(&f->g, name, T0, &o, &cause) :
	    signup_reject(&f->g, name, "no", T0, &o, &cause);
	assert_null(cause);
	signup_outcome_clear(&o);
	return ss;
}

/* The organiser approves a pending request only, once; rejects with a
 * reason; a name taken meanwhile cannot be approved. */
static void
test_decisions(void **state)
{
	struct fx *f = *state;
	struct player *p = NULL;
	struct signup *r = NULL;
	char *code = NULL, *cause = NULL, *hash;

	assert_int_equal(request(f, "maria", "maria@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(decide(f, "maria", 1), SIGNUP_NO_REQUEST);
	assert_int_equal(confirm(f, "maria@example.ro", code, T0, NULL),
	    SIGNUP_OK);
	assert_int_equal(store_player_find(f->st, "maria", &p, &cause), 1);
	assert_int_equal(decide(f, "MARIA", 1), SIGNUP_APPROVED);
	assert_int_equal(store_player_find(f->st, "maria", &p, &cause), 0);
	assert_non_null(p->pwhash);
	store_player_free(p);
	assert_int_equal(decide(f, "maria", 1), SIGNUP_NO_REQUEST);
	assert_int_equal(decide(f, "maria", 0), SIGNUP_NO_REQUEST);
	free(code);
	/* Rejected: told, with the reason kept. */
	assert_int_equal(request(f, "ana", "ana@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(confirm(f, "ana@example.ro", code, T0, NULL),
	    SIGNUP_OK);
	assert_int_equal(decide(f, "ana", 0), SIGNUP_OK);
	assert_int_equal(store_signup_by_email(f->st, "ana@example.ro",
	    STORE_SIGNUP_REJECTED, &r, &cause), 0);
	assert_string_equal(r->reason, "no");
	store_signup_free(r);
	assert_int_equal(tq_mails_to(f->st, "ana@example.ro"), 1);
	free(code);
	/* Taken meanwhile by the organiser's own "player add". */
	assert_int_equal(request(f, "dan", "dan@example.ro", T0, &code),
	    SIGNUP_OK);
	assert_int_equal(confirm(f, "dan@example.ro", code, T0, NULL),
	    SIGNUP_OK);
	hash = auth_hash("parola2", &cause);
	assert_int_equal(store_player_add(f->st, "Dan", "alt@example.ro", hash,
	    "ro", T0, NULL, &cause), 0);
	assert_int_equal(decide(f, "dan", 1), SIGNUP_NAME_TAKEN);
	assert_int_equal(status_of(f, "dan@example.ro"), STORE_SIGNUP_VOID);
	free(hash);
	free(code);
}

static enum signup_status
join(struct fx *f, const struct player *p, const char *champ)
{
	struct signup_outcome o;
	enum signup_status ss;
	char *cause = NULL;

	ss = signup_join(&f->g, p, champ, T0, &o, &cause);
	assert_null(cause);
	signup_outcome_clear(&o);
	return ss;
}

/* JOIN: an open championship before its start, once; the organiser told;
 * the others refused. */
static void
test_join(void **state)
{
	struct fx *f = *state;
	struct champ_opts o;
	struct player *p = NULL;
	long long id;
	char *cause = NULL;

	game_champ_opts_init(&o);
	o.name = "Cupa";
	o.seed = "s";
	o.open_signup = 1;
	assert_int_equal(game_champ_create(&f->g, &o, T0, &id, &cause), 0);
	o.name = "Liga";
	o.open_signup = 0;
	assert_int_equal(game_champ_create(&f->g, &o, T0, NULL, &cause), 0);
	assert_int_equal(store_player_find(f->st, "ion", &p, &cause), 0);
	assert_int_equal(join(f, p, "cupa"), SIGNUP_OK);
	assert_int_equal(tq_mails_to(f->st, "org@example.ro"), 1);
	assert_int_equal(join(f, p, "Cupa"), SIGNUP_ALREADY);
	assert_int_equal(join(f, p, "Liga"), SIGNUP_NOT_OPEN);
	assert_int_equal(join(f, p, "Nimic"), SIGNUP_NO_CHAMP);
	assert_int_equal(tq_mails_to(f->st, "org@example.ro"), 1);
	assert_int_equal(store_champ_set_status(f->st, id, STORE_GAME_PLAYING,
	    T0, &cause), 0);
	assert_int_equal(join(f, p, "Cupa"), SIGNUP_STARTED);
	store_player_free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_code, setup, teardown),
		cmocka_unit_test_setup_teardown(test_expiry, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tries_and_newer, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_refusals, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_auto_welcome, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_decisions, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_join, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
