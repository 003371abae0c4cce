/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-auth.c: passwords (auth.c): a yescrypt hash that verifies, a fresh
 * salt each time, refusals of wrong passwords and of missing or damaged
 * hashes, Romanian diacritics, and the checks on a new password (length in
 * characters, spaces and control characters, the player's own name);
 * the test programs' cheaper cost, and the default one after it.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "auth.h"

static char *
hash(const char *pw)
{
	char *cause = NULL, *h;

	h = auth_hash(pw, &cause);
	if (h == NULL)
		fail_msg("auth_hash: %s", cause != NULL ? cause : "?");
	assert_null(cause);
	return h;
}

static void
test_hash_verify(void **state)
{
	char *h1, *h2;

	(void)state;
	h1 = hash("parola-mea");
	h2 = hash("parola-mea");
	/* yescrypt, with a salt: two hashes of one password differ. */
	assert_memory_equal(h1, "$y$", 3);
	assert_memory_equal(h2, "$y$", 3);
	assert_string_not_equal(h1, h2);
	assert_null(strstr(h1, "parola-mea"));
	assert_int_equal(auth_verify("parola-mea", h1), 1);
	assert_int_equal(auth_verify("parola-mea", h2), 1);
	/* Wrong passwords. */
	assert_int_equal(auth_verify("parola-me", h1), 0);
	assert_int_equal(auth_verify("parola-mea ", h1), 0);
	assert_int_equal(auth_verify("Parola-mea", h1), 0);
	assert_int_equal(auth_verify("", h1), 0);
	free(h1);
	free(h2);
}

/* The test programs' cost (auth_set_test_cost): a cheaper hash, which
 * verifies like any other and carries its own cost, then the default
 * again (yescrypt's "j9T", libxcrypt's default: what the program makes). */
static void
test_test_cost(void **state)
{
	char *cheap, *full;

	(void)state;
	auth_set_test_cost(1);
	cheap = hash("parola-mea");
	auth_set_test_cost(0);
	full = hash("parola-mea");
	assert_memory_equal(cheap, "$y$", 3);
	assert_memory_equal(full, "$y$j9T$", 7);
	assert_memory_not_equal(cheap, "$y$j9T$", 7);
	assert_int_equal(auth_verify("parola-mea", cheap), 1);
	assert_int_equal(auth_verify("parola-mex", cheap), 0);
	assert_int_equal(auth_verify("parola-mea", full), 1);
	free(cheap);
	free(full);
}

static void
test_verify_bad_hash(void **state)
{
	char *h, *damaged;
	size_t n;

	(void)state;
	assert_int_equal(auth_verify("x", NULL), 0);
	assert_int_equal(auth_verify("", NULL), 0);
	assert_int_equal(auth_verify("", ""), 0);
	assert_int_equal(auth_verify("x", "x"), 0);
	assert_int_equal(auth_verify("parola", "parola"), 0);
	assert_int_equal(auth_verify("x", "*0"), 0);
	assert_int_equal(auth_verify("x", "$y$"), 0);
	assert_int_equal(auth_verify("x", "$y$garbage"), 0);
	assert_int_equal(auth_verify("x", "$zz$abc$def"), 0);
	/* A real hash with its last character changed. */
	h = hash("secret99");
	damaged = strdup(h);
	assert_non_null(damaged);
	n = strlen(damaged);
	damaged[n - 1] = damaged[n - 1] == 'A' ? 'B' : 'A';
	assert_int_equal(auth_verify("secret99", damaged), 0);
	/* Cut short. */
	damaged[n - 1] = '\0';
	assert_int_equal(auth_verify("secret99", damaged), 0);
	assert_int_equal(auth_verify("secret99", h), 1);
	free(damaged);
	free(h);
}

static void
test_diacritics(void **state)
{
	char *h;

	(void)state;
	h = hash("ȘțăâîȘȚĂÂÎ-parolă");
	assert_int_equal(auth_verify("ȘțăâîȘȚĂÂÎ-parolă", h), 1);
	/* Without the diacritics, or with the old cedilla forms, it is
	 * another password. */
	assert_int_equal(auth_verify("StaaiSTAAI-parola", h), 0);
	assert_int_equal(auth_verify("ŞţăâîŞŢĂÂÎ-parolă", h), 0);
	free(h);
}

static void
test_check_new(void **state)
{
	(void)state;
	/* Length counts characters: "ăâîșț" is 5 (10 bytes). */
	assert_null(auth_check_new("ăâîșț", "ion", 5));
	assert_string_equal(auth_check_new("ăâîșț", "ion", 6),
	    "password.too-short");
	assert_string_equal(auth_check_new("abcde", "ion", 6),
	    "password.too-short");
	assert_null(auth_check_new("abcdef", "ion", 6));
	assert_string_equal(auth_check_new("", "ion", 4),
	    "password.too-short");
	/* Spaces and control characters. */
	assert_string_equal(auth_check_new("abc defg", "ion", 6),
	    "password.bad-chars");
	assert_string_equal(auth_check_new("abc\tdefg", "ion", 6),
	    "password.bad-chars");
	assert_string_equal(auth_check_new("abcdefg\r", "ion", 6),
	    "password.bad-chars");
	assert_string_equal(auth_check_new("abc\x01" "defg", "ion", 6),
	    "password.bad-chars");
	assert_string_equal(auth_check_new("abc\x7f" "defg", "ion", 6),
	    "password.bad-chars");
	/* Punctuation is fine. */
	assert_null(auth_check_new("a!b@c#d$e%", "ion", 6));
	/* The player's name, in any case. */
	assert_string_equal(auth_check_new("popescu", "Popescu", 6),
	    "password.same-as-name");
	assert_string_equal(auth_check_new("POPESCU", "popescu", 6),
	    "password.same-as-name");
	assert_null(auth_check_new("popescu1", "popescu", 6));
	assert_null(auth_check_new("popescu", NULL, 6));
	/* Invalid UTF-8 is refused. */
	assert_non_null(auth_check_new("abc\xff\xfe" "defg", "ion", 6));
}

/* Made-up passwords: the length, the alphabet without look-alikes, and
 * different each time (two equal draws of 60 bits would be a broken
 * source). */
static void
test_make_password(void **state)
{
	char *a, *b, *cause = NULL;
	size_t i;

	(void)state;
	a = auth_make_password(&cause);
	b = auth_make_password(&cause);
	assert_non_null(a);
	assert_non_null(b);
	assert_null(cause);
	assert_int_equal(strlen(a), AUTH_PASSWORD_LEN);
	assert_int_equal(strlen(b), AUTH_PASSWORD_LEN);
	for (i = 0; a[i] != '\0'; i++) {
		assert_non_null(strchr("abcdefghijkmnpqrstuvwxyz23456789",
		    a[i]));
		assert_null(strchr("01lIoO", a[i]));
	}
	assert_string_not_equal(a, b);
	assert_null(auth_check_new(a, "ion", 6));
	free(a);
	free(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hash_verify),
		cmocka_unit_test(test_test_cost),
		cmocka_unit_test(test_verify_bad_hash),
		cmocka_unit_test(test_diacritics),
		cmocka_unit_test(test_check_new),
		cmocka_unit_test(test_make_password),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
