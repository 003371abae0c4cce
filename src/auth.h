/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * auth.h: players' passwords.  Only a crypt(3) hash is stored (yescrypt, as
 * Debian's libxcrypt makes it, with a random salt); a password is never
 * stored, logged or echoed back.
 */
#ifndef SM_AUTH_H
#define SM_AUTH_H

/* The yescrypt hash of password, malloc'ed (the caller frees), or NULL with
 * *cause when the system cannot make one. */
char *auth_hash(const char *password, char **cause);
/* 1 when password matches hash, 0 when not (or hash is NULL or invalid).
 * The comparison takes the same time wherever the strings differ. */
int auth_verify(const char *password, const char *hash);
/* 0 when password is acceptable for player name, or the code of the reason
 * ("password.too-short", "password.same-as-name", "password.bad-chars"). */
const char *auth_check_new(const char *password, const char *name,
    long min_len);

#endif
