/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd.c: the table of mail commands, the lookup of a keyword, and the loop
 * that reads a mail's lines and runs them.  See cmd.h.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "reply-codes.h"
#include "report-reply.h"
#include "store.h"
#include "tiles.h"
#include "util.h"

const struct cmd_entry *const cmd_table[] = {
	&cmd_confirm_entry,
	&cmd_contest_entry,
	&cmd_exchange_entry,
	&cmd_help_entry,
	&cmd_history_entry,
	&cmd_join_entry,
	&cmd_language_entry,
	&cmd_leave_entry,
	&cmd_list_entry,
	&cmd_message_entry,
	&cmd_move_entry,
	&cmd_name_entry,
	&cmd_pass_entry,
	&cmd_password_entry,
	&cmd_register_entry,
	&cmd_resend_entry,
	&cmd_resign_entry,
	&cmd_round_entry,
	&cmd_signoff_entry,
	&cmd_signon_entry,
	&cmd_status_entry,
	&cmd_stop_entry,
	&cmd_whoami_entry,
};
const size_t cmd_table_len = sizeof cmd_table / sizeof cmd_table[0];

#define CMD_MIN_PREFIX	3
#define CMD_MAX_WORDS	32
#define CMD_WORD_MAX	64

/* The keyword folded to A-Z upper case ("parolă" -> "PAROLA"); -1 when it
 * holds anything but letters. */
static int
fold_keyword(const char *word, char *out, size_t cap)
{
	uint8_t tiles[CMD_WORD_MAX];
	size_t n, i;

	if (sm_fold_word(word, strlen(word), tiles, sizeof tiles, &n) !=
	    SM_FOLD_OK || n == 0 || n >= cap)
		return -1;
	for (i = 0; i < n; i++)
		out[i] = sm_letter_to_ascii(tiles[i]);
	out[n] = '\0';
	return 0;
}

const struct cmd_entry *
cmd_find(const char *word, int *ambiguous)
{
	const struct cmd_entry *found = NULL, *e;
	char key[CMD_WORD_MAX];
	size_t i, n;

	if (ambiguous != NULL)
		*ambiguous = 0;
	if (fold_keyword(word, key, sizeof key) == -1)
		return NULL;
	n = strlen(key);
	for (i = 0; i < cmd_table_len; i++) {
		e = cmd_table[i];
		if (strcmp(e->name, key) == 0 ||
		    (e->alias != NULL && strcmp(e->alias, key) == 0))
			return e;
	}
	if (n < CMD_MIN_PREFIX)
		return NULL;
	for (i = 0; i < cmd_table_len; i++) {
		e = cmd_table[i];
		if (strncmp(e->name, key, n) != 0 &&
		    (e->alias == NULL || strncmp(e->alias, key, n) != 0))
			continue;
		if (found != NULL && found != e) {
			if (ambiguous != NULL)
				*ambiguous = 1;
			return NULL;
		}
		found = e;
	}
	return found;
}

/* The names a prefix could mean, for the answer to an ambiguous one. */
static char *
candidates(const char *word)
{
	GString *s = g_string_new(NULL);
	char key[CMD_WORD_MAX];
	size_t i, n;

	if (fold_keyword(word, key, sizeof key) == 0) {
		n = strlen(key);
		for (i = 0; i < cmd_table_len; i++) {
			const struct cmd_entry *e = cmd_table[i];

			if (strncmp(e->name, key, n) == 0 ||
			    (e->alias && strncmp(e->alias, key, n) == 0)) {
				if (s->len > 0)
					g_string_append(s, ", ");
				g_string_append(s, e->name);
				if (e->alias != NULL)
					g_string_append_printf(s, "/%s",
					    e->alias);
			}
		}
	}
	return g_string_free(s, FALSE);
}

/* Split a line into words at white space; returns the count (at most
 * max; the rest of the line joins the last word). */
static int
split_words(char *line, char **argv, int max)
{
	int argc = 0;
	char *p = line;

	while (*p != '\0' && argc < max) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		argv[argc++] = p;
		if (argc == max)
			break;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
	return argc;
}

/* The character at p (valid UTF-8, else 0) and its length in *len. */
static gunichar
next_char(const char *p, size_t *len)
{
	gunichar c = g_utf8_get_char_validated(p, -1);

	if (c == (gunichar)-1 || c == (gunichar)-2 || c == 0)
		return 0;
	*len = (size_t)g_unichar_to_utf8(c, NULL);
	return c;
}

/* The bytes of a first word that are its keyword: its leading letters
 * (UTF-8, diacritics included). */
static size_t
keyword_len(const char *word)
{
	size_t off = 0, len = 0;
	gunichar c;

	while ((c = next_char(word + off, &len)) != 0 && g_unichar_isalpha(c))
		off += len;
	return off;
}

/* The length of the keyword and punctuation that start a word: its
 * leading letters, then anything but letters and digits ("SIGNON:"). */
static size_t
keyword_punct_len(const char *word)
{
	size_t off = keyword_len(word), len = 0;
	gunichar c;

	while ((c = next_char(word + off, &len)) != 0 && !g_unichar_isalnum(c))
		off += len;
	return off;
}

#define CMD_KEY_CHARS	24

/* The keyword of a line's first word folded for comparing with the names
 * of the commands: its first CMD_KEY_CHARS leading letters, each folded
 * to A-Z when it is a Romanian letter ("ă" -> "A"), upper-cased when it is
 * another ASCII letter ("Q"), '?' otherwise.  Never fails; "" when the
 * word starts with no letter.  key holds CMD_KEY_CHARS + 1 bytes. */
static void
keyword_key(const char *word, char *key)
{
	size_t n = 0, off = 0, len = 0, k = keyword_len(word);
	char one[8], folded[8];
	gunichar c;

	while (off < k && n < CMD_KEY_CHARS &&
	    (c = next_char(word + off, &len)) != 0) {
		memcpy(one, word + off, len);
		one[len] = '\0';
		if (fold_keyword(one, folded, sizeof folded) == 0 &&
		    strlen(folded) == 1)
			key[n++] = folded[0];
		else
			key[n++] = c < 0x80 ? (char)g_ascii_toupper((char)c) :
			    '?';
		off += len;
	}
	key[n] = '\0';
}

/* The optimal string alignment distance between two short upper-case
 * keywords (insertions, deletions, substitutions and transpositions of
 * neighbours: "SINGON" is 1 from "SIGNON"). */
static size_t
keyword_distance(const char *a, const char *b)
{
	size_t d[CMD_WORD_MAX + 1][CMD_WORD_MAX + 1];
	size_t la = strlen(a), lb = strlen(b), i, j, v;

	if (la > CMD_WORD_MAX || lb > CMD_WORD_MAX)
		return SIZE_MAX;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb];
}

/* Whether a folded keyword could be a mistyping of name: the same first
 * three letters, or (four letters or more) at most two edits away. */
static int
near_keyword(const char *key, const char *name)
{
	if (name == NULL)
		return 0;
	if (strncmp(name, key, 3) == 0)
		return 1;
	return strlen(key) >= 4 && keyword_distance(key, name) <= 2;
}

/* How much of a line's first word may be shown when the line may carry
 * a password: the bytes before its first hidden one (all of them when it
 * is a clean keyword, perhaps mistyped and followed by punctuation:
 * "SIGNONN", "SIGNON:").  A word that goes on after its keyword and
 * punctuation ("SIGNON:ion") keeps those; one whose keyword runs on more
 * than two letters (a typo: "SIGNONN") past the name of a command carrying
 * a password ("SIGNONparola") keeps that name. */
static size_t
first_word_shown(const char *word)
{
	char key[CMD_KEY_CHARS + 1];
	size_t i, n, off, len = 0;
	const char *names[2];
	int j;

	keyword_key(word, key);
	if (key[0] != '\0')
		for (i = 0; i < cmd_table_len; i++) {
			if (cmd_table[i]->secret == 0)
				continue;
			names[0] = cmd_table[i]->name;
			names[1] = cmd_table[i]->alias;
			for (j = 0; j < 2; j++) {
				if (names[j] == NULL ||
				    strlen(key) <= strlen(names[j]) + 2 ||
				    strncmp(key, names[j],
				    strlen(names[j])) != 0)
					continue;
				/* One letter a character (folding keeps
				 * the count). */
				for (n = 0, off = 0; n < strlen(names[j]) &&
				    next_char(word + off, &len) != 0; n++)
					off += len;
				return off;
			}
		}
	return keyword_punct_len(word);
}

/* The line as it may be quoted back: the first `secret` words (0: all),
 * the others replaced by stars; when some are hidden, the first word as
 * first_word_shown says, and when that cuts it, nothing more. */
static char *
echo_line(char **argv, int argc, int secret)
{
	GString *s = g_string_new(NULL);
	size_t shown;
	int i;

	if (argc > 0 && secret > 0 &&
	    argv[0][shown = first_word_shown(argv[0])] != '\0') {
		g_string_append_len(s, argv[0], (gssize)shown);
		g_string_append(s, "******");
		for (i = 1; i < argc; i++)
			g_string_append(s, " ******");
		return g_string_free(s, FALSE);
	}
	for (i = 0; i < argc; i++) {
		if (i > 0)
			g_string_append_c(s, ' ');
		g_string_append(s, secret > 0 && i >= secret ? "******" :
		    argv[i]);
	}
	return g_string_free(s, FALSE);
}

/* For a line's first word: how many words of its line may be quoted back
 * when it looks like a mistyped command that carries a password (its
 * keyword, the letters before any punctuation, is near SIGNON, PASSWORD
 * or PAROLA: "SIGNONN ion secret", "SINGON ion secret", "SIGNON: ion
 * secret"); 0 (all) otherwise. */
static int
secret_words(const char *word)
{
	char key[CMD_KEY_CHARS + 1];
	size_t i;

	keyword_key(word, key);
	if (key[0] == '\0')
		return 0;
	for (i = 0; i < cmd_table_len; i++) {
		const struct cmd_entry *e = cmd_table[i];

		if (e->secret > 0 && (near_keyword(key, e->name) ||
		    near_keyword(key, e->alias)))
			return e->secret;
	}
	return 0;
}

/* Whether a word is a command's name or alias as it stands (any case,
 * diacritics folded), not a prefix or a mistyping of one. */
static int
exact_keyword(const struct cmd_entry *e, const char *word)
{
	char key[CMD_WORD_MAX];

	if (fold_keyword(word, key, sizeof key) == -1)
		return 0;
	return strcmp(e->name, key) == 0 ||
	    (e->alias != NULL && strcmp(e->alias, key) == 0);
}

int
cmd_is_keyword(const char *word)
{
	size_t i;

	for (i = 0; i < cmd_table_len; i++)
		if (exact_keyword(cmd_table[i], word))
			return 1;
	return 0;
}

/* ctx->stop when a line that is no command ended the commands (SIGNOFF
 * sets 1). */
#define CMD_STOP_END	2

/* Whether a first word looks like a mistyped command (its keyword near a
 * name or alias: the same first three letters, or at most two edits). */
static int
mistyped(const char *word)
{
	char key[CMD_KEY_CHARS + 1];
	size_t i;

	keyword_key(word, key);
	if (key[0] == '\0')
		return 0;
	for (i = 0; i < cmd_table_len; i++)
		if (near_keyword(key, cmd_table[i]->name) ||
		    near_keyword(key, cmd_table[i]->alias))
			return 1;
	return 0;
}

/* Whether non-blank lines follow line i. */
static int
lines_after(const struct cmd_ctx *ctx, size_t i)
{
	for (; i < ctx->nlines; i++)
		if (ctx->lines[i][0] != '\0')
			return 1;
	return 0;
}

/* Whether a folded keyword of four letters or more is at most two edits
 * from name (a mistyping, not merely the same first letters: "Sigur" or
 * "Partener" are words). */
static int
typo_of(const char *key, const char *name)
{
	return name != NULL && strlen(key) >= 4 &&
	    keyword_distance(key, name) <= 2;
}

/* The command carrying a password (SIGNON, PASSWORD/PAROLA) that line
 * names, by a prefix or a mistyping, perhaps with punctuation ("SINGON
 * ion", "PAROLA:"), when the line lacks the password: fewer words than
 * the command takes, and a first word that is no more than its keyword
 * and punctuation ("SIGNON:ion", "SIGNONparola" carry one).  NULL
 * otherwise, and for the name of a command carrying none ("PAS" is
 * PASS). */
static const struct cmd_entry *
password_missing(const char *line)
{
	const struct cmd_entry *e, *found = NULL;
	char *copy, *argv[CMD_MAX_WORDS], key[CMD_KEY_CHARS + 1];
	size_t i;
	int argc;

	copy = xstrdup(line + strspn(line, " \t>"));
	copy[strcspn(copy, "\r\n")] = '\0';
	argc = split_words(copy, argv, CMD_MAX_WORDS);
	if (argc == 0 || argv[0][first_word_shown(argv[0])] != '\0' ||
	    argv[0][keyword_punct_len(argv[0])] != '\0')
		goto out;
	if ((e = cmd_find(argv[0], NULL)) != NULL && e->secret > 0)
		found = e;
	else if (e == NULL || !exact_keyword(e, argv[0])) {
		keyword_key(argv[0], key);
		for (i = 0; i < cmd_table_len; i++)
			if (cmd_table[i]->secret > 0 &&
			    (typo_of(key, cmd_table[i]->name) ||
			    typo_of(key, cmd_table[i]->alias))) {
				found = cmd_table[i];
				break;
			}
	}
	if (found != NULL && argc > found->secret)
		found = NULL;
out:
	free(copy);
	return found;
}

/* Every word of a line replaced by stars. */
static char *
hidden_line(int argc)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < argc; i++)
		g_string_append(s, i > 0 ? " ******" : "******");
	return g_string_free(s, FALSE);
}

/* Whether a first word is a command's name or alias as it stands. */
static int
keyword_as_is(const char *word)
{
	const struct cmd_entry *e = cmd_find(word, NULL);

	return e != NULL && exact_keyword(e, word);
}

/* Whether a line reads as a name signing a mail: one to three words, each
 * starting with a capital letter and holding no digit ("Elena", "Maria
 * Popescu"). */
static int
name_like(const char *line)
{
	char **w = g_strsplit_set(line, " \t", -1);
	int n = 0, ok = 1, j;

	for (j = 0; w[j] != NULL && ok; j++) {
		if (w[j][0] == '\0')
			continue;
		n++;
		if (keyword_len(w[j]) == 0 ||
		    !g_unichar_isupper(g_utf8_get_char(w[j])) ||
		    strpbrk(w[j], "0123456789") != NULL)
			ok = 0;
	}
	g_strfreev(w);
	return ok && n >= 1 && n <= 3;
}

/* Whether the line at index i is a signature: the mail's last (but blank
 * lines), and a name. */
static int
signature(const struct cmd_ctx *ctx, size_t i)
{
	return !lines_after(ctx, i + 1) && name_like(ctx->lines[i]);
}

/* Whether lines that are more than closings and a signature follow the
 * current one (those the note says were not read). */
static int
more_lines(const struct cmd_ctx *ctx)
{
	size_t i;

	for (i = ctx->cur; i < ctx->nlines; i++)
		if (ctx->lines[i][0] != '\0' &&
		    !cmd_hint_is_polite(ctx->lines[i]) && !signature(ctx, i))
			return 1;
	return 0;
}

/* A line line whose first word names no command (argv its words).  A lone
 * move gets a hint; a greeting before the commands is skipped; a closing
 * ("Mulțumesc,", a name as the last line) or any other line after them
 * that is no mistyped command ends them, the latter with one note; anything else is an unknown
 * command.  0, or -1 with *cause. */
static int
not_a_command(struct cmd_ctx *ctx, const char *line, int argc, char **argv,
    char **cause)
{
	char *echo, *word;
	int polite, rc = 0;

	echo = echo_line(argv, argc, secret_words(argv[0]));
	polite = cmd_hint_is_polite(line) || signature(ctx, ctx->cur - 1);
	if (cmd_hint_is_move(argc, argv)) {
		ctx->known++;
		rc = cmd_hint_move(ctx, argc, argv, echo, cause);
	} else if (polite || (ctx->known > 0 && !mistyped(argv[0]))) {
		ctx->commands--;
		if (ctx->known > 0) {
			ctx->stop = CMD_STOP_END;
			if (!polite)
				report_reply_notice(ctx->reply, RC_CMD_END,
				    "line", echo, "rest", more_lines(ctx) ?
				    "yes" : "", NULL);
		}
	} else {
		/* The word is quoted as the echo shows it. */
		word = g_strndup(echo, strcspn(echo, " "));
		report_reply_item(ctx->reply, ctx->line, echo, NULL, "error",
		    RC_CMD_UNKNOWN, "word", word, NULL);
		g_free(word);
	}
	g_free(echo);
	return rc;
}

static void
split_lines(struct cmd_ctx *ctx, const char *text)
{
	char **v = g_strsplit(text, "\n", -1);
	size_t i, n = g_strv_length(v);

	ctx->lines = xcalloc(n + 1, sizeof *ctx->lines);
	for (i = 0; i < n; i++) {
		ctx->lines[i] = xstrdup(g_strstrip(v[i]));
	}
	ctx->nlines = n;
	ctx->cur = 0;
	g_strfreev(v);
}

int
cmd_run_text(struct cmd_ctx *ctx, const char *text, char **cause)
{
	const struct cmd_entry *e, *hide;
	char *argv[CMD_MAX_WORDS], *copy, *echo, *cands, *word;
	int argc, amb, rc;
	size_t idx;

	split_lines(ctx, text != NULL ? text : "");
	ctx->password_next = NULL;
	while (ctx->cur < ctx->nlines && !ctx->stop) {
		idx = ctx->cur++;
		if (ctx->lines[idx][0] == '\0')
			continue;
		ctx->line = (int)idx + 1;
		/* The line after a SIGNON or PAROLA without its password may
		 * be the password. */
		hide = ctx->password_next;
		ctx->password_next = password_missing(ctx->lines[idx]);
		if (ctx->commands >= ctx->conf->max_commands) {
			char max[32];

			/* Not read, so nothing tells whether it carries a
			 * password: its first word only, or nothing when it
			 * may be one. */
			snprintf(max, sizeof max, "%ld", ctx->conf->max_commands);
			copy = xstrdup(ctx->lines[idx]);
			argc = split_words(copy, argv, CMD_MAX_WORDS);
			echo = hide != NULL ? hidden_line(argc) :
			    echo_line(argv, argc, 1);
			report_reply_item(ctx->reply, ctx->line, echo, NULL,
			    "ignored", "cmd.too-many", "max", max, NULL);
			g_free(echo);
			free(copy);
			break;
		}
		ctx->commands++;
		copy = xstrdup(ctx->lines[idx]);
		argc = split_words(copy, argv, CMD_MAX_WORDS);
		if (hide != NULL && !keyword_as_is(argv[0])) {
			/* Neither run nor quoted: the player is told where
			 * the password goes.  When it reads as a SIGNON
			 * without its password itself ("PAROLA", then
			 * "asignon ion"), the next line is hidden too, as the
			 * organiser's view hides it. */
			echo = hidden_line(argc);
			report_reply_item(ctx->reply, ctx->line, echo,
			    hide->name, "error", RC_CMD_PASSWORD_LINE, "cmd",
			    hide->name, NULL);
			g_free(echo);
			free(copy);
			continue;
		}
		e = cmd_find(argv[0], &amb);
		if (e == NULL && !amb) {
			rc = not_a_command(ctx, ctx->lines[idx], argc, argv,
			    cause);
			free(copy);
			if (rc == -1)
				return -1;
			continue;
		}
		if (e == NULL) {
			/* The word is quoted as the echo shows it. */
			echo = echo_line(argv, argc, secret_words(argv[0]));
			word = g_strndup(echo, strcspn(echo, " "));
			cands = candidates(argv[0]);
			report_reply_item(ctx->reply, ctx->line, echo, NULL,
			    "error", "cmd.ambiguous", "word", word,
			    "candidates", cands, NULL);
			g_free(cands);
			g_free(word);
			g_free(echo);
			free(copy);
			continue;
		}
		ctx->known++;
		/* A command sharing its first letters with one that carries a
		 * password (PAS, PASSWORD) hides its words too unless it runs
		 * and says otherwise; so does one reached by a prefix that
		 * could be a mistyped SIGNON ("SIGNOF ion secret"). */
		echo = echo_line(argv, argc, e->secret != 0 ? e->secret :
		    ((e->flags & CMD_SIGNON) && ctx->player == NULL) ||
		    !exact_keyword(e, argv[0]) ? secret_words(argv[0]) : 0);
		if ((e->flags & CMD_SIGNON) && ctx->player == NULL) {
			report_reply_item(ctx->reply, ctx->line, echo, e->name,
			    "error", "signon.needed", "cmd", e->name, NULL);
			rc = 0;
		} else
			rc = e->exec(ctx, argc, argv, echo, cause);
		g_free(echo);
		free(copy);
		if (rc == -1)
			return -1;
	}
	/* What follows SIGNOFF is not read; say so if it holds more than
	 * closings and a signature. */
	if (ctx->stop == 1 && more_lines(ctx))
		report_reply_notice(ctx->reply, RC_CMD_IGNORED_AFTER_SIGNOFF,
		    NULL);
	return 0;
}

/* cmd_mask_line and cmd_mask_subject: masked when the secret words of
 * the line's first word are at least min_secret (1: any command carrying
 * a password; 2: SIGNON and its look-alikes). */
static char *
mask_line(const char *line, int min_secret)
{
	const struct cmd_entry *e;
	char *argv[CMD_MAX_WORDS], *copy, *echo, *out;
	size_t pre;
	int argc, secret;

	/* Quoted (">") or indented lines are read past their marks. */
	pre = strspn(line, " \t>");
	copy = xstrdup(line + pre);
	copy[strcspn(copy, "\r\n")] = '\0';
	if ((argc = split_words(copy, argv, CMD_MAX_WORDS)) == 0) {
		free(copy);
		return xstrdup(line);
	}
	e = cmd_find(argv[0], NULL);
	secret = e != NULL && e->secret != 0 ? e->secret :
	    secret_words(argv[0]);
	if (secret < min_secret || secret == 0) {
		free(copy);
		return xstrdup(line);
	}
	/* SIGNON with other than a player and a password: which word is
	 * the password is not known, so all are hidden, as its answer
	 * hides them (signon_exec). */
	if (e != NULL && e->secret > 1 && argc != e->secret + 1)
		secret = 1;
	echo = echo_line(argv, argc, secret);
	out = g_strdup_printf("%.*s%s%s", (int)pre, line, echo,
	    line[strcspn(line, "\r")] == '\r' ? "\r" : "");
	g_free(echo);
	free(copy);
	return out;
}

char *
cmd_mask_line(const char *line)
{
	return mask_line(line, 1);
}

int
cmd_line_secret(const char *line)
{
	const struct cmd_entry *e;
	char *masked, *word;
	const char *p;
	int secret;

	/* "SIGNON" or "PAROLA" alone: the password may follow. */
	if (password_missing(line) != NULL)
		return 1;
	masked = cmd_mask_line(line);
	secret = strcmp(masked, line) != 0;
	free(masked);
	if (!secret)
		return 0;
	/* A command of its own that carries no password, as it stands
	 * ("pas cu pas": PAS is PASS, though also the start of PASSWORD,
	 * which the organiser's view hides to be safe), is text. */
	p = line + strspn(line, " \t>");
	word = g_strndup(p, strcspn(p, " \t"));
	e = cmd_find(word, NULL);
	if (e != NULL && e->secret == 0 && exact_keyword(e, word))
		secret = 0;
	g_free(word);
	return secret;
}

char *
cmd_mask_line_after(const char *line, const char *prev)
{
	char *copy, *argv[CMD_MAX_WORDS], *out;
	size_t pre = strspn(line, " \t>");
	int argc;

	if (prev == NULL || password_missing(prev) == NULL)
		return cmd_mask_line(line);
	copy = xstrdup(line + pre);
	copy[strcspn(copy, "\r\n")] = '\0';
	argc = split_words(copy, argv, CMD_MAX_WORDS);
	if (argc == 0 || keyword_as_is(argv[0])) {
		free(copy);
		return cmd_mask_line(line);
	}
	out = hidden_line(argc);
	free(copy);
	copy = out;
	out = g_strdup_printf("%.*s%s%s", (int)pre, line, copy,
	    line[strcspn(line, "\r")] == '\r' ? "\r" : "");
	g_free(copy);
	return out;
}

char *
cmd_mask_subject(const char *subject)
{
	return mask_line(subject, 2);
}

char *
cmd_join_words(int n, char **words)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < n; i++) {
		if (i > 0)
			g_string_append_c(s, ' ');
		g_string_append(s, words[i]);
	}
	return g_string_free(s, FALSE);
}

void
cmd_ctx_clear(struct cmd_ctx *ctx)
{
	size_t i;

	for (i = 0; i < ctx->nlines; i++)
		free(ctx->lines[i]);
	free(ctx->lines);
	ctx->lines = NULL;
	ctx->nlines = 0;
	store_player_free(ctx->player);
	ctx->player = NULL;
	free(ctx->lang);
	ctx->lang = NULL;
	free(ctx->display_name);
	ctx->display_name = NULL;
}
