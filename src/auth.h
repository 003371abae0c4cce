/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * auth.h: players' passwords.  Only a crypt(3) hash is stored (yescrypt, as
 * Debian's libxcrypt makes it, with a random salt); a password is never
 * stored, logged or echoed back.
 */
#ifndef SM_AUTH_H
#define SM_AUTH_H

#include <stddef.h>

/* The yescrypt hash of password, malloc'ed (the caller frees), or NULL with
 * *cause when the system cannot make one. */
char *auth_hash(const char *password, char **cause);
/* The cost of the hashes auth_hash makes from now on: crypt_gensalt's
 * count for yescrypt, 1 (the cheapest) to 11; 0, the start, is
 * libxcrypt's default (5: "$y$j9T$", 16 MB and tens of milliseconds a
 * hash, on purpose).  For test programs only (the fuzz targets and unit
 * tests that hash many passwords): the program never calls it, and no
 * option, setting or environment variable reaches it.  auth_verify takes
 * the cost a hash carries, whatever this says. */
void auth_set_test_cost(unsigned long count);
/* 1 when password matches hash, 0 when not (or hash is NULL or invalid).
 * The comparison takes the same time wherever the strings differ. */
int auth_verify(const char *password, const char *hash);
/* 0 when password is acceptable for player name, or the code of the reason
 * ("password.too-short", "password.same-as-name", "password.bad-chars"). */
const char *auth_check_new(const char *password, const char *name,
    long min_len);

/* Length of a made-up password. */
#define AUTH_PASSWORD_LEN 12
/* A new password of AUTH_PASSWORD_LEN characters without look-alikes (no
 * 0/O, 1/l/I), each drawn from the kernel's random source (getrandom(2));
 * malloc'ed (the caller frees), or NULL with *cause (malloc'ed) when that
 * source fails: there is no weaker fallback. */
char *auth_make_password(char **cause);
/* The same with len characters (1 to AUTH_TOKEN_MAX; 0 or more means
 * AUTH_TOKEN_MAX): a confirmation code. */
#define AUTH_TOKEN_MAX	64
char *auth_make_token(size_t len, char **cause);

#endif
