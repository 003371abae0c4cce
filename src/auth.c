/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * auth.c: hashing and checking passwords with libxcrypt (crypt_gensalt_ra
 * and crypt_r with the "$y$" yescrypt prefix) and making up new ones from
 * the kernel's random source (getrandom(2), nothing weaker).  See auth.h.
 */
#include "config.h"

#include <crypt.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include <glib.h>

#include "auth.h"
#include "reply-codes.h"
#include "util.h"

/* 0: libxcrypt's default cost (auth_set_test_cost). */
static unsigned long auth_cost;

void
auth_set_test_cost(unsigned long count)
{
	auth_cost = count;
}

char *
auth_hash(const char *password, char **cause)
{
	struct crypt_data *cd = NULL;
	char *salt = NULL, *h, *out = NULL;

	/* NULL entropy: libxcrypt reads the system's random source. */
	if ((salt = crypt_gensalt_ra("$y$", auth_cost, NULL, 0)) == NULL) {
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

char *
auth_make_token(size_t len, char **cause)
{
	/* 32 symbols: a byte modulo 32 is uniform. */
	static const char alphabet[] = "abcdefghijkmnpqrstuvwxyz23456789";
	unsigned char r[AUTH_TOKEN_MAX];
	char *p = NULL;
	size_t got = 0, i;
	ssize_t n;

	if (len == 0 || len > sizeof r)
		len = sizeof r;
	while (got < len) {
		n = getrandom(r + got, len - got, 0);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			*cause = g_strdup_printf("cannot read the kernel's "
			    "random source (getrandom): %s; no password made",
			    n < 0 ? g_strerror(errno) : "no bytes");
			goto out;
		}
		got += (size_t)n;
	}
	p = xmalloc(len + 1);
	for (i = 0; i < len; i++)
		p[i] = alphabet[r[i] % (sizeof alphabet - 1)];
	p[len] = '\0';
out:
	explicit_bzero(r, sizeof r);
	return p;
}

char *
auth_make_password(char **cause)
{
	return auth_make_token(AUTH_PASSWORD_LEN, cause);
}
