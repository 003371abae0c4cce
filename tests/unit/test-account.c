/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-account.c: the account rules (account.h) on an in-memory database,
 * without mail: what a name and an address may be, signing on (a good password, an unknown player, a wrong
 * one, none set), the lock-out after five wrong passwords from one address
 * and the minute it ends, nobody locked out by another address's failures
 * and told of them once a day, the password change and its refusals, the language, who-am-i.
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

#include "account.h"
#include "auth.h"
#include "store.h"

#define T0		1764547200LL	/* 2025-12-01T00:00:00Z */
#define MAX_FAILED	5
#define MIN_LEN		6

struct fx {
	struct store	*st;
	struct player	*player;	/* signed on, or NULL */
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
	    (hash = auth_hash("parola1", &cause)) == NULL ||
	    store_player_add(f->st, "Ion", "ion@example.ro", hash, "ro", T0,
	    NULL, &cause) == -1 ||
	    store_player_add(f->st, "Nou", "nou@example.ro", NULL, "en", T0,
	    NULL, &cause) == -1) {
		fprintf(stderr, "setup: %s\n", cause);
		return -1;
	}
	free(hash);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fx *f = *state;

	store_player_free(f->player);
	store_close(f->st);
	free(f);
	return 0;
}

/* Sign on from the address from; who is cleared; the outcome; *warned
 * (may be NULL) says whether the registered address is to be told. */
static enum account_status
signon_from(struct fx *f, const char *from, const char *login,
    const char *password, long long now, long long *minutes, int *warned)
{
	struct account_who who;
	enum account_status as;
	char *cause = NULL;

	as = account_signon(f->st, MAX_FAILED, login, password, from, now,
	    &f->player, &who, &cause);
	assert_null(cause);
	if (minutes != NULL)
		*minutes = who.minutes;
	if (warned != NULL)
		*warned = who.warn;
	account_who_clear(&who);
	return as;
}

/* Sign on from the player's registered address (login@example.ro). */
static enum account_status
signon(struct fx *f, const char *login, const char *password, long long now,
    long long *minutes)
{
	char from[64];

	snprintf(from, sizeof from, "%s@example.ro", login);
	return signon_from(f, from, login, password, now, minutes, NULL);
}

/* The player as stored now (the caller frees). */
static struct player *
stored(struct fx *f, const char *name)
{
	struct player *p = NULL;
	char *cause = NULL;

	assert_int_equal(store_player_find(f->st, name, &p, &cause), 0);
	return p;
}

static int
failed_count(struct fx *f, const char *name)
{
	struct player *p = stored(f, name);
	int n = p->failed_signons;

	store_player_free(p);
	return n;
}

static void
test_signon_ok(void **state)
{
	struct fx *f = *state;
	struct account_who who;
	char *cause = NULL;

	/* Names compare without regard to case; the answer says the name
	 * as registered, and the player is the caller's now. */
	assert_int_equal(account_signon(f->st, MAX_FAILED, "ION", "parola1",
	    "ion@example.ro", T0, &f->player, &who, &cause), ACCOUNT_OK);
	assert_non_null(f->player);
	assert_string_equal(who.name, "Ion");
	assert_string_equal(who.email, "ion@example.ro");
	assert_string_equal(who.lang, "ro");
	assert_ptr_equal(who.name, f->player->name);
	account_who_clear(&who);
	assert_int_equal(failed_count(f, "Ion"), 0);
}

static void
test_signon_unknown(void **state)
{
	struct fx *f = *state;
	struct account_who who;
	char *cause = NULL;

	assert_int_equal(account_signon(f->st, MAX_FAILED, "Vasile",
	    "parola1", "v@example.ro", T0, &f->player, &who, &cause), ACCOUNT_UNKNOWN);
	assert_string_equal(who.name, "Vasile");
	assert_null(f->player);
	account_who_clear(&who);
}

static void
test_signon_wrong(void **state)
{
	struct fx *f = *state;
	struct account_who who;
	struct player *p, *before;
	char *cause = NULL;

	/* Signed on as Ion; a wrong password for Ion keeps him signed on,
	 * names him as registered, and is counted with its time. */
	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL), ACCOUNT_OK);
	before = f->player;
	assert_int_equal(account_signon(f->st, MAX_FAILED, "ion", "parola2",
	    "ion@example.ro", T0 + 10, &f->player, &who, &cause), ACCOUNT_BAD_PASSWORD);
	assert_ptr_equal(f->player, before);
	assert_string_equal(who.name, "Ion");
	account_who_clear(&who);
	p = stored(f, "Ion");
	assert_int_equal(p->failed_signons, 1);
	assert_string_equal(p->last_failed, "2025-12-01T00:00:10Z");
	store_player_free(p);
	/* A player without a password: refused as such, and counted. */
	assert_int_equal(signon(f, "Nou", "", T0, NULL), ACCOUNT_NO_PASSWORD);
	assert_int_equal(signon(f, "Nou", "parola1", T0, NULL),
	    ACCOUNT_NO_PASSWORD);
	assert_int_equal(failed_count(f, "Nou"), 2);
	/* A good sign-on resets the count. */
	assert_int_equal(signon(f, "Ion", "parola1", T0 + 20, NULL),
	    ACCOUNT_OK);
	assert_int_equal(failed_count(f, "Ion"), 0);
}

static void
test_lockout(void **state)
{
	struct fx *f = *state;
	long long last = T0 + 4 * 60, minutes = 0;
	int i;

	/* Four wrong passwords do not lock... */
	for (i = 0; i < MAX_FAILED - 1; i++)
		assert_int_equal(signon(f, "Ion", "gresit", T0 + i * 60, NULL),
		    ACCOUNT_BAD_PASSWORD);
	/* ...the fifth is still judged (and counted)... */
	assert_int_equal(signon(f, "Ion", "gresit", last, NULL),
	    ACCOUNT_BAD_PASSWORD);
	assert_int_equal(failed_count(f, "Ion"), MAX_FAILED);
	/* ...then even the right password is refused for an hour from the
	 * last wrong one, the minutes left rounded up, and not counted. */
	assert_int_equal(signon(f, "Ion", "parola1", last, &minutes),
	    ACCOUNT_LOCKED);
	assert_int_equal(minutes, 60);
	assert_int_equal(signon(f, "Ion", "parola1", last + 61, &minutes),
	    ACCOUNT_LOCKED);
	assert_int_equal(minutes, 59);
	assert_int_equal(signon(f, "Ion", "parola1", last + 3599, &minutes),
	    ACCOUNT_LOCKED);
	assert_int_equal(minutes, 1);
	assert_null(f->player);
	assert_int_equal(failed_count(f, "Ion"), MAX_FAILED);
	/* The hour is over: one more wrong password locks again at once... */
	assert_int_equal(signon(f, "Ion", "gresit", last + 3600, NULL),
	    ACCOUNT_BAD_PASSWORD);
	assert_int_equal(signon(f, "Ion", "parola1", last + 3601, &minutes),
	    ACCOUNT_LOCKED);
	assert_int_equal(minutes, 60);
	/* ...and the right one after that hour signs on and resets. */
	assert_int_equal(signon(f, "Ion", "parola1", last + 7200, NULL),
	    ACCOUNT_OK);
	assert_non_null(f->player);
	assert_int_equal(failed_count(f, "Ion"), 0);
	assert_int_equal(signon(f, "Ion", "gresit", last + 7201, NULL),
	    ACCOUNT_BAD_PASSWORD);
}

static void
test_lockout_other_player(void **state)
{
	struct fx *f = *state;
	int i;

	/* One player's lock-out is his own. */
	for (i = 0; i < MAX_FAILED; i++)
		assert_int_equal(signon(f, "Nou", "x", T0, NULL),
		    ACCOUNT_NO_PASSWORD);
	assert_int_equal(signon(f, "Nou", "x", T0, NULL), ACCOUNT_LOCKED);
	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL), ACCOUNT_OK);
}

static void
test_lockout_by_others(void **state)
{
	struct fx *f = *state;
	long long minutes = 0;
	int i, warned = 0, warnings = 0;

	/* Five wrong passwords for Ion from another address (issue 18)... */
	for (i = 0; i < MAX_FAILED; i++) {
		assert_int_equal(signon_from(f, "rau@example.com", "Ion",
		    "gresit", T0 + i, NULL, &warned), ACCOUNT_BAD_PASSWORD);
		warnings += warned;
		/* ...Ion is told once, on the one that locks. */
		assert_int_equal(warned, i == MAX_FAILED - 1);
	}
	/* ...lock that address out, even with the right password... */
	assert_int_equal(signon_from(f, "RAU@example.com", "Ion", "parola1",
	    T0 + 10, &minutes, &warned), ACCOUNT_LOCKED);
	assert_int_equal(minutes, 60);
	assert_false(warned);
	assert_null(f->player);
	/* ...but not Ion at his registered address (any case), whose own
	 * count is untouched. */
	assert_int_equal(failed_count(f, "Ion"), 0);
	assert_int_equal(signon_from(f, "ION@Example.RO", "Ion", "parola1",
	    T0 + 11, NULL, NULL), ACCOUNT_OK);
	assert_non_null(f->player);
	/* A third address is judged on its own... */
	assert_int_equal(signon_from(f, "alt@example.net", "Ion", "parola1",
	    T0 + 12, NULL, NULL), ACCOUNT_OK);
	/* ...and locked after its own five, without a second warning the
	 * same day... */
	for (i = 0; i < MAX_FAILED; i++) {
		assert_int_equal(signon_from(f, "alt@example.net", "Ion",
		    "gresit", T0 + 100 + i, NULL, &warned),
		    ACCOUNT_BAD_PASSWORD);
		warnings += warned;
	}
	assert_int_equal(warnings, 1);
	assert_int_equal(signon_from(f, "alt@example.net", "Ion", "parola1",
	    T0 + 200, NULL, NULL), ACCOUNT_LOCKED);
	/* ...while the first address's hour is over: a good sign-on from it
	 * resets its count. */
	assert_int_equal(signon_from(f, "rau@example.com", "Ion", "parola1",
	    T0 + 4 + 3600, NULL, NULL), ACCOUNT_OK);
	assert_int_equal(signon_from(f, "rau@example.com", "Ion", "gresit",
	    T0 + 3700, NULL, &warned), ACCOUNT_BAD_PASSWORD);
	assert_false(warned);
	/* A day after the warning, another lock-out is told again. */
	for (i = 0; i < MAX_FAILED; i++)
		assert_int_equal(signon_from(f, "x@example.org", "Ion",
		    "gresit", T0 + 4 + 86400 + i, NULL, &warned),
		    ACCOUNT_BAD_PASSWORD);
	assert_true(warned);
}

static void
test_lockout_forged_senders(void **state)
{
	struct fx *f = *state;
	char from[64];
	int i;

	/* Wrong passwords from many forged addresses, one each: after
	 * 4 x MAX_FAILED within the hour every address but the registered
	 * one is refused (a new one too, with the right password)... */
	for (i = 0; i < 4 * MAX_FAILED; i++) {
		snprintf(from, sizeof from, "f%d@example.com", i);
		assert_int_equal(signon_from(f, from, "Ion", "gresit", T0 + i,
		    NULL, NULL), ACCOUNT_BAD_PASSWORD);
	}
	assert_int_equal(signon_from(f, "nou@example.com", "Ion", "parola1",
	    T0 + 100, NULL, NULL), ACCOUNT_LOCKED);
	/* ...never the registered address... */
	assert_int_equal(signon(f, "Ion", "parola1", T0 + 101, NULL),
	    ACCOUNT_OK);
	/* ...and an hour after the last one the others may try again. */
	assert_int_equal(signon_from(f, "nou@example.com", "Ion", "parola1",
	    T0 + 4 * MAX_FAILED - 1 + 3600, NULL, NULL), ACCOUNT_OK);
}

static void
test_password_change(void **state)
{
	struct fx *f = *state;
	struct account_who who;
	char *cause = NULL, *old;

	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL), ACCOUNT_OK);
	old = f->player->pwhash;
	assert_int_equal(account_set_password(f->st, f->player, "abcde",
	    MIN_LEN, &who, &cause), ACCOUNT_TOO_SHORT);
	assert_int_equal(account_set_password(f->st, f->player, "ION",
	    3, &who, &cause), ACCOUNT_SAME_AS_NAME);
	assert_int_equal(account_set_password(f->st, f->player, "noua parola",
	    MIN_LEN, &who, &cause), ACCOUNT_BAD_CHARS);
	assert_ptr_equal(f->player->pwhash, old);
	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL), ACCOUNT_OK);
	/* Six characters are enough. */
	assert_int_equal(account_set_password(f->st, f->player, "abcdef",
	    MIN_LEN, &who, &cause), ACCOUNT_OK);
	assert_string_equal(who.name, "Ion");
	assert_true(auth_verify("abcdef", f->player->pwhash));
	/* Stored: the new password signs on, the old one no more. */
	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL),
	    ACCOUNT_BAD_PASSWORD);
	assert_int_equal(signon(f, "Ion", "abcdef", T0, NULL), ACCOUNT_OK);
	/* The same rule without a store, as the command line uses it. */
	assert_int_equal(account_password_check("abcdef", "abcdef", MIN_LEN),
	    ACCOUNT_SAME_AS_NAME);
	assert_int_equal(account_password_check("abcdef", "Ion", MIN_LEN),
	    ACCOUNT_OK);
	/* Up to ACCOUNT_PASSWORD_MAX bytes; a longer one refused, not a
	 * failure of the system's hashing (fuzz-cmd-parse found it). */
	{
		char longpw[ACCOUNT_PASSWORD_MAX + 2];

		memset(longpw, 'x', sizeof longpw - 1);
		longpw[sizeof longpw - 1] = '\0';
		assert_int_equal(account_password_check(longpw, "Ion",
		    MIN_LEN), ACCOUNT_TOO_LONG);
		longpw[ACCOUNT_PASSWORD_MAX] = '\0';
		assert_int_equal(account_password_check(longpw, "Ion",
		    MIN_LEN), ACCOUNT_OK);
	}
}

static void
test_language(void **state)
{
	struct fx *f = *state;
	struct account_who who;
	struct player *p;
	char *cause = NULL;

	assert_string_equal(account_lang_parse("RO"), "ro");
	assert_string_equal(account_lang_parse("română"), "ro");
	assert_string_equal(account_lang_parse("English"), "en");
	assert_string_equal(account_lang_parse("eng"), "en");
	assert_null(account_lang_parse("e"));
	assert_null(account_lang_parse("ru"));
	assert_null(account_lang_parse("fr"));
	assert_int_equal(signon(f, "Ion", "parola1", T0, NULL), ACCOUNT_OK);
	assert_int_equal(account_set_lang(f->st, f->player, "francais", &who,
	    &cause), ACCOUNT_BAD_LANG);
	assert_string_equal(f->player->lang, "ro");
	assert_int_equal(account_set_lang(f->st, f->player, "english", &who,
	    &cause), ACCOUNT_OK);
	assert_string_equal(who.lang, "en");
	assert_string_equal(f->player->lang, "en");
	p = stored(f, "Ion");
	assert_string_equal(p->lang, "en");
	store_player_free(p);
}

static void
test_names(void **state)
{
	char name[ACCOUNT_NAME_MAX + 2], *pw, *cause = NULL;
	size_t i;

	(void)state;
	assert_true(account_name_valid("ion"));
	assert_true(account_name_valid("Ion.Popescu_2-b"));
	assert_false(account_name_valid(""));
	assert_false(account_name_valid("ion popescu"));
	assert_false(account_name_valid("ion@x"));
	assert_false(account_name_valid("ștefan"));
	memset(name, 'a', sizeof name);
	name[ACCOUNT_NAME_MAX] = '\0';
	assert_true(account_name_valid(name));
	name[ACCOUNT_NAME_MAX] = 'a';
	name[ACCOUNT_NAME_MAX + 1] = '\0';
	assert_false(account_name_valid(name));
	assert_true(account_email_valid("ion@example.ro"));
	assert_false(account_email_valid("ion.example.ro"));
	assert_false(account_email_valid("@example.ro"));
	assert_false(account_email_valid("ion@"));
	assert_false(account_email_valid("ion@a@b"));
	assert_false(account_email_valid("ion pop@example.ro"));
	assert_false(account_email_valid("<ion@example.ro>"));
	assert_false(account_email_valid("a@b.ro,c@d.ro"));
	/* Made-up passwords: 12 characters, no look-alikes, and they pass
	 * the rule for any name. */
	pw = account_make_password(&cause);
	assert_non_null(pw);
	assert_int_equal(strlen(pw), 12);
	for (i = 0; i < 12; i++)
		assert_null(strchr("01lIO", pw[i]));
	assert_int_equal(account_password_check(pw, "ion", 12), ACCOUNT_OK);
	free(pw);
}

static void
test_whoami(void **state)
{
	struct fx *f = *state;
	struct account_who who;

	assert_int_equal(account_whoami(NULL, "x@example.ro", &who),
	    ACCOUNT_ANONYMOUS);
	assert_string_equal(who.email, "x@example.ro");
	assert_null(who.name);
	assert_int_equal(account_whoami(NULL, NULL, &who), ACCOUNT_ANONYMOUS);
	assert_string_equal(who.email, "");
	assert_int_equal(signon(f, "ion", "parola1", T0, NULL), ACCOUNT_OK);
	assert_int_equal(account_whoami(f->player, "alta@example.ro", &who),
	    ACCOUNT_OK);
	assert_string_equal(who.name, "Ion");
	assert_string_equal(who.email, "ion@example.ro");
	assert_string_equal(who.lang, "ro");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_signon_ok, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_signon_unknown, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_signon_wrong, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_lockout, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lockout_other_player,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_lockout_by_others, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_lockout_forged_senders,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_password_change, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_language, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_whoami, setup, teardown),
		cmocka_unit_test(test_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
