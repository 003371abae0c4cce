/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cmd.c: the table of mail commands, the lookup of a keyword, and the loop
 * that reads a mail's lines and runs them.  See cmd.h.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "report-reply.h"
#include "store.h"
#include "tiles.h"
#include "util.h"

const struct cmd_entry *const cmd_table[] = {
	&cmd_contest_entry,
	&cmd_exchange_entry,
	&cmd_help_entry,
	&cmd_history_entry,
	&cmd_language_entry,
	&cmd_leave_entry,
	&cmd_move_entry,
	&cmd_name_entry,
	&cmd_pass_entry,
	&cmd_password_entry,
	&cmd_resend_entry,
	&cmd_resign_entry,
	&cmd_round_entry,
	&cmd_signoff_entry,
	&cmd_signon_entry,
	&cmd_status_entry,
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

/* The line as it may be quoted back: the first `secret` words, the others
 * replaced by stars. */
static char *
echo_line(char **argv, int argc, int secret)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < argc; i++) {
		if (i > 0)
			g_string_append_c(s, ' ');
		g_string_append(s, secret > 0 && i >= secret ? "******" :
		    argv[i]);
	}
	return g_string_free(s, FALSE);
}

/* For a word that names no command: how many words of its line may be
 * quoted back, when it looks like a mistyped command that carries a
 * password (its first three letters are those of SIGNON, PASSWORD or
 * PAROLA: "SIGNONN ion secret"); 0 (all) otherwise. */
static int
secret_words(const char *word)
{
	char key[CMD_WORD_MAX];
	size_t i;

	if (fold_keyword(word, key, sizeof key) == -1 || strlen(key) < 3)
		return 0;
	for (i = 0; i < cmd_table_len; i++) {
		const struct cmd_entry *e = cmd_table[i];

		if (e->secret > 0 && (strncmp(e->name, key, 3) == 0 ||
		    (e->alias != NULL && strncmp(e->alias, key, 3) == 0)))
			return e->secret;
	}
	return 0;
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
	const struct cmd_entry *e;
	char *argv[CMD_MAX_WORDS], *copy, *echo, *cands;
	int argc, amb, rc;
	size_t idx;

	split_lines(ctx, text != NULL ? text : "");
	while (ctx->cur < ctx->nlines && !ctx->stop) {
		idx = ctx->cur++;
		if (ctx->lines[idx][0] == '\0')
			continue;
		ctx->line = (int)idx + 1;
		if (ctx->commands >= ctx->conf->max_commands) {
			char max[32];

			snprintf(max, sizeof max, "%ld", ctx->conf->max_commands);
			report_reply_item(ctx->reply, ctx->line,
			    ctx->lines[idx], NULL, "ignored", "cmd.too-many",
			    "max", max, NULL);
			break;
		}
		ctx->commands++;
		copy = xstrdup(ctx->lines[idx]);
		argc = split_words(copy, argv, CMD_MAX_WORDS);
		e = cmd_find(argv[0], &amb);
		if (e == NULL) {
			echo = echo_line(argv, argc, secret_words(argv[0]));
			if (amb) {
				cands = candidates(argv[0]);
				report_reply_item(ctx->reply, ctx->line, echo,
				    NULL, "error", "cmd.ambiguous", "word",
				    argv[0], "candidates", cands, NULL);
				g_free(cands);
			} else
				report_reply_item(ctx->reply, ctx->line, echo,
				    NULL, "error", "cmd.unknown", "word",
				    argv[0], NULL);
			g_free(echo);
			free(copy);
			continue;
		}
		/* A command sharing its first letters with one that carries a
		 * password (PAS, PASSWORD) hides its words too unless it runs
		 * and says otherwise. */
		echo = echo_line(argv, argc, e->secret != 0 ? e->secret :
		    (e->flags & CMD_SIGNON) && ctx->player == NULL ?
		    secret_words(argv[0]) : 0);
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
	/* What follows SIGNOFF is not read; say so if it holds anything. */
	if (ctx->stop) {
		for (idx = ctx->cur; idx < ctx->nlines; idx++)
			if (ctx->lines[idx][0] != '\0')
				break;
		if (idx < ctx->nlines)
			report_reply_notice(ctx->reply,
			    "cmd.ignored-after-signoff", NULL);
	}
	return 0;
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
