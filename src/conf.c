/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * conf.c: reading the configuration file with GLib's GKeyFile, checking
 * every group and key against the table below, and filling struct conf with
 * defaults where the file says nothing.  See conf.h.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <glib.h>

#include "conf.h"
#include "util.h"

enum conf_kind { K_STR, K_LONG, K_BOOL, K_SIZE };

/* Each known key: its group, name, kind, bounds for numbers and where it
 * goes (an offset into struct conf). */
struct conf_key {
	const char	*group;
	const char	*key;
	enum conf_kind	 kind;
	long		 min, max;
	size_t		 off;
};

#define S(g, k, f)	{ g, k, K_STR, 0, 0, offsetof(struct conf, f) }
#define L(g, k, lo, hi, f) { g, k, K_LONG, lo, hi, offsetof(struct conf, f) }
#define B(g, k, f)	{ g, k, K_BOOL, 0, 1, offsetof(struct conf, f) }
#define ACCOUNT(g, f) \
	S(g, "url", f.url), S(g, "user", f.user), \
	S(g, "password", f.password), S(g, "cafile", f.cafile), \
	B(g, "insecure", f.insecure), B(g, "starttls", f.starttls), \
	L(g, "timeout", 1, 3600, f.timeout), S(g, "done", f.done)

static const struct conf_key conf_keys[] = {
	S("scrabmail", "database", database),
	S("scrabmail", "address", address),
	S("scrabmail", "name", name),
	S("scrabmail", "domain", domain),
	S("scrabmail", "loop", loop),
	S("scrabmail", "lang", lang),
	S("scrabmail", "templates", templates),
	S("scrabmail", "lexicon", lexicon),
	S("scrabmail", "organiser", organiser),
	S("scrabmail", "timezone", timezone),
	S("scrabmail", "base_url", base_url),
	L("scrabmail", "downtime_minutes", 0, 7 * 24 * 60, downtime_minutes),
	S("scrabmail", "signup", signup),
	L("scrabmail", "signup_code_hours", 1, 24 * 30, signup_code_hours),
	{ "limits", "max_size", K_SIZE, 1024, 256L << 20,
	    offsetof(struct conf, limits.max_size) },
	{ "limits", "max_message_size", K_SIZE, 1024, 256L << 20,
	    offsetof(struct conf, max_message_size) },
	{ "limits", "max_lines", K_SIZE, 1, 100000,
	    offsetof(struct conf, limits.max_lines) },
	L("limits", "max_depth", 1, 100, limits.max_depth),
	L("limits", "max_parts", 1, 10000, limits.max_parts),
	L("limits", "max_commands", 1, 10000, max_commands),
	L("limits", "replies_per_hour", 1, 100000, replies_per_hour),
	L("limits", "min_password", 4, 128, min_password),
	L("limits", "max_failed_signons", 1, 1000, max_failed_signons),
	ACCOUNT("imap", imap),
	ACCOUNT("pop3", pop3),
	ACCOUNT("smtp", smtp),
	S("maildir", "path", maildir),
	S("daemon", "source", source),
	L("daemon", "interval", 1, 86400, interval),
	B("daemon", "syslog", use_syslog),
	L("daemon", "give_up_hours", 1, 24 * 60, give_up_hours),
	L("daemon", "retention_days", 0, 36500, retention_days),
};

void
conf_limits_default(struct mail_limits *lim)
{
	lim->max_size = 4 * 1024 * 1024;
	lim->max_depth = 8;
	lim->max_parts = 64;
	lim->max_lines = 500;
}

static void
set_defaults(struct conf *c)
{
	conf_limits_default(&c->limits);
	c->max_message_size = 1024 * 1024;
	c->max_commands = 50;
	c->replies_per_hour = 30;
	c->min_password = 6;
	c->max_failed_signons = 5;
	c->interval = 60;
	c->give_up_hours = 120;
	c->retention_days = 365;
	c->downtime_minutes = 180;
	c->signup_code_hours = 48;
}

/* Fill what the file left empty from what it gave. */
static void
derive(struct conf *c)
{
	const char *at;

	if (c->address == NULL) {
		c->address = xstrdup("scrabmail@localhost");
		c->address_default = 1;
	}
	if (c->name == NULL)
		c->name = xstrdup("scrabmail");
	if (c->timezone == NULL)
		c->timezone = xstrdup("UTC");
	if (c->domain == NULL) {
		at = strrchr(c->address, '@');
		c->domain = xstrdup(at != NULL && at[1] != '\0' ? at + 1 :
		    "localhost");
	}
	if (c->loop == NULL)
		c->loop = xstrdup(c->address);
	if (c->lang == NULL)
		c->lang = xstrdup("ro");
	if (c->signup == NULL)
		c->signup = xstrdup("closed");
	if (c->source == NULL)
		c->source = xstrdup(c->imap.url ? "imap" : c->pop3.url ? "pop3" :
		    c->maildir ? "maildir" : "none");
}

static const struct conf_key *
find_key(const char *group, const char *key)
{
	size_t i;

	for (i = 0; i < sizeof conf_keys / sizeof conf_keys[0]; i++)
		if (strcmp(conf_keys[i].group, group) == 0 &&
		    strcmp(conf_keys[i].key, key) == 0)
			return &conf_keys[i];
	return NULL;
}

static int
known_group(const char *group)
{
	size_t i;

	for (i = 0; i < sizeof conf_keys / sizeof conf_keys[0]; i++)
		if (strcmp(conf_keys[i].group, group) == 0)
			return 1;
	return 0;
}

/* Store one value; -1 with *cause when it is not of the key's kind. */
static int
set_value(struct conf *c, GKeyFile *kf, const struct conf_key *k,
    char **cause)
{
	char *base = (char *)c, *v, *end;
	long n;

	v = g_key_file_get_string(kf, k->group, k->key, NULL);
	if (v == NULL)
		v = g_strdup("");
	g_strstrip(v);
	switch (k->kind) {
	case K_STR: {
		char **dst = (char **)(void *)(base + k->off);

		if (*v == '\0') {
			*cause = g_strdup_printf("%s: [%s] %s is empty: give a "
			    "value or remove the line", c->path, k->group,
			    k->key);
			g_free(v);
			return -1;
		}

		free(*dst);
		*dst = xstrdup(v);
		break;
	}
	case K_BOOL: {
		int *dst = (int *)(void *)(base + k->off);

		if (g_ascii_strcasecmp(v, "yes") == 0 ||
		    g_ascii_strcasecmp(v, "true") == 0 || strcmp(v, "1") == 0)
			*dst = 1;
		else if (g_ascii_strcasecmp(v, "no") == 0 ||
		    g_ascii_strcasecmp(v, "false") == 0 || strcmp(v, "0") == 0)
			*dst = 0;
		else
			goto bad;
		break;
	}
	case K_LONG:
	case K_SIZE:
		errno = 0;
		n = strtol(v, &end, 10);
		if (end == v || errno != 0)
			goto bad;
		/* Sizes may say k, K, M (checked against the maximum first:
		 * the product must not overflow). */
		if (k->kind == K_SIZE && (*end == 'k' || *end == 'K')) {
			if (n > k->max / 1024)
				goto bad;
			n *= 1024;
			end++;
		} else if (k->kind == K_SIZE && *end == 'M') {
			if (n > k->max / (1024 * 1024))
				goto bad;
			n *= 1024 * 1024;
			end++;
		}
		if (*end != '\0' || n < k->min || n > k->max)
			goto bad;
		if (k->kind == K_SIZE)
			*(size_t *)(void *)(base + k->off) = (size_t)n;
		else if (k->off == offsetof(struct conf, limits.max_depth) ||
		    k->off == offsetof(struct conf, limits.max_parts))
			*(int *)(void *)(base + k->off) = (int)n;
		else
			*(long *)(void *)(base + k->off) = n;
		break;
	}
	g_free(v);
	return 0;
bad:
	if (k->kind == K_BOOL)
		*cause = g_strdup_printf("%s: [%s] %s = '%s': write yes or no",
		    c->path, k->group, k->key, v);
	else
		*cause = g_strdup_printf("%s: [%s] %s = '%s': write a whole "
		    "number from %ld to %ld%s", c->path, k->group, k->key, v,
		    k->min, k->max, k->kind == K_SIZE ? " (K or M may follow)" :
		    "");
	g_free(v);
	return -1;
}

struct conf *
conf_load(const char *path, char **cause)
{
	struct conf *c = xcalloc(1, sizeof *c);
	GKeyFile *kf = NULL;
	GError *err = NULL;
	gchar **groups = NULL, **keys = NULL;
	const struct conf_key *k;
	struct stat sb;
	size_t i, j;

	*cause = NULL;
	set_defaults(c);
	if (path == NULL && (path = getenv("SCRABMAIL_CONFIG")) != NULL &&
	    *path == '\0')
		path = NULL;
	if (path == NULL)
		goto done;
	c->path = xstrdup(path);
	kf = g_key_file_new();
	if (!g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, &err)) {
		*cause = g_strdup_printf("configuration %s: %s", path,
		    err->message);
		goto fail;
	}
	groups = g_key_file_get_groups(kf, NULL);
	for (i = 0; groups[i] != NULL; i++) {
		if (!known_group(groups[i])) {
			*cause = g_strdup_printf("%s: unknown group [%s]: the "
			    "groups are [scrabmail], [limits], [imap], [pop3], "
			    "[smtp], [maildir], [daemon]", path, groups[i]);
			goto fail;
		}
		keys = g_key_file_get_keys(kf, groups[i], NULL, NULL);
		for (j = 0; keys != NULL && keys[j] != NULL; j++) {
			if ((k = find_key(groups[i], keys[j])) == NULL) {
				*cause = g_strdup_printf("%s: unknown setting "
				    "'%s' in [%s]: see scrabmail(1), "
				    "CONFIGURATION", path, keys[j], groups[i]);
				goto fail;
			}
			if (set_value(c, kf, k, cause) == -1)
				goto fail;
		}
		g_strfreev(keys);
		keys = NULL;
	}
	if (c->lang != NULL && strcmp(c->lang, "ro") != 0 &&
	    strcmp(c->lang, "en") != 0) {
		*cause = g_strdup_printf("%s: [scrabmail] lang = '%s': write ro "
		    "or en", path, c->lang);
		goto fail;
	}
	if (c->signup != NULL && strcmp(c->signup, "closed") != 0 &&
	    strcmp(c->signup, "approve") != 0 &&
	    strcmp(c->signup, "auto") != 0) {
		*cause = g_strdup_printf("%s: [scrabmail] signup = '%s': write "
		    "closed, approve or auto", path, c->signup);
		goto fail;
	}
	if (c->source != NULL && strcmp(c->source, "imap") != 0 &&
	    strcmp(c->source, "pop3") != 0 &&
	    strcmp(c->source, "maildir") != 0 && strcmp(c->source, "none") != 0) {
		*cause = g_strdup_printf("%s: [daemon] source = '%s': write imap, "
		    "pop3, maildir or none", path, c->source);
		goto fail;
	}
	if (c->signup != NULL && strcmp(c->signup, "closed") != 0 &&
	    c->organiser == NULL)
		log_warnx("%s: signup = %s but no organiser address: nobody "
		    "is told of sign-ups by mail%s", path, c->signup,
		    strcmp(c->signup, "approve") == 0 ? " ('scrabmail player "
		    "pending' lists those waiting)" : "");
	/* Passwords in a file others can read are worth a warning.  The
	 * group may: the advice is root:scrabmail 640 (the daemon's group). */
	if ((c->imap.password || c->pop3.password || c->smtp.password) &&
	    stat(path, &sb) == 0 && (sb.st_mode & 007) != 0)
		log_warnx("%s holds passwords but others can read it: "
		    "chmod o-rwx %s (600, or 640 with the daemon's group)",
		    path, path);
done:
	derive(c);
	g_strfreev(groups);
	if (kf != NULL)
		g_key_file_free(kf);
	return c;
fail:
	if (err != NULL)
		g_error_free(err);
	g_strfreev(keys);
	g_strfreev(groups);
	if (kf != NULL)
		g_key_file_free(kf);
	conf_free(c);
	return NULL;
}

static void
account_free(struct conf_account *a)
{
	free(a->url);
	free(a->user);
	free(a->password);
	free(a->cafile);
	free(a->done);
}

void
conf_free(struct conf *c)
{
	if (c == NULL)
		return;
	free(c->path);
	free(c->database);
	free(c->address);
	free(c->name);
	free(c->domain);
	free(c->loop);
	free(c->lang);
	free(c->templates);
	free(c->lexicon);
	free(c->organiser);
	free(c->timezone);
	free(c->signup);
	free(c->base_url);
	account_free(&c->imap);
	account_free(&c->pop3);
	account_free(&c->smtp);
	free(c->maildir);
	free(c->source);
	free(c);
}

void
conf_warn_address(const struct conf *c)
{
	if (c->address_default)
		log_warnx("no address in [scrabmail] of %s: answers go out "
		    "from %s, which players cannot answer; set address = "
		    "(and name =)", c->path != NULL ? c->path :
		    "the configuration (none read)", c->address);
}
