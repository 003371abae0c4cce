/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * auth.c: hashing and checking passwords with libxcrypt (crypt_gensalt_ra
 * and crypt_r with the "$y$" yescrypt prefix).  See auth.h.
 */
#include "config.h"

#include <crypt.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "auth.h"
#include "reply-codes.h"
#include "util.h"

char *
auth_hash(const char *password, char **cause)
{
	struct crypt_data *cd = NULL;
	char *salt = NULL, *h, *out = NULL;

	/* NULL entropy: libxcrypt reads the system's random source. */
	if ((salt = crypt_gensalt_ra("$y$", 0, NULL, 0)) == NULL) {
		*cause = g_strdup_printf("cannot make a password salt: %s",
		    g_strerror(errno));
		goto out;
	}
	cd = xcalloc(1, sizeof *cd);
	h = crypt_r(password, salt, cd);
	if (h == NULL || h[0] == '*') {
		*cause = g_strdup_printf("cannot hash a password with yescrypt: "
		    "%s", g_strerror(errno));
		goto out;
	}
	out = xstrdup(h);
out:
	if (cd != NULL) {
		explicit_bzero(cd, sizeof *cd);
		free(cd);
	}
	free(salt);
	return out;
}

int
auth_verify(const char *password, const char *hash)
{
	struct crypt_data *cd;
	const char *h;
	size_t i, n;
	unsigned char diff = 0;
	int ok = 0;

	if (hash == NULL || hash[0] != '$')
		return 0;
	cd = xcalloc(1, sizeof *cd);
	h = crypt_r(password, hash, cd);
	if (h != NULL && h[0] != '*' && (n = strlen(hash)) == strlen(h)) {
		for (i = 0; i < n; i++)
			diff |= (unsigned char)(h[i] ^ hash[i]);
		ok = diff == 0;
	}
	explicit_bzero(cd, sizeof *cd);
	free(cd);
	return ok;
}

const char *
auth_check_new(const char *password, const char *name, long min_len)
{
	const unsigned char *p;

	/* Characters, not bytes: a Romanian letter counts once. */
	if (!g_utf8_validate(password, -1, NULL))
		return RC_PASSWORD_BAD_CHARS;
	if (g_utf8_strlen(password, -1) < min_len)
		return RC_PASSWORD_TOO_SHORT;
	for (p = (const unsigned char *)password; *p != '\0'; p++)
		if (*p < 0x21 || *p == 0x7f)
			return RC_PASSWORD_BAD_CHARS;
	if (name != NULL && g_ascii_strcasecmp(password, name) == 0)
		return RC_PASSWORD_SAME_AS_NAME;
	return NULL;
}
