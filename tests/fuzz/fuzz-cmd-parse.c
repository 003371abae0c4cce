/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-cmd-parse.c: the mail command reader on arbitrary text.  The input
 * is cleaned as a mail body would be (mail_text_clean), its commands are
 * run against an in-memory database holding one player (ion, password
 * parola1) inside a transaction that is rolled back, and the answer is
 * rendered through the templates; two running contests (an open and a
 * registered one) take the TUR lines, and a running championship game of
 * ion's (game 1) the MOVE, EXCHANGE, PASS, RESIGN, STATUS, HISTORY,
 * RESEND and LEAVE lines.  Promises checked (a broken one aborts):
 * no more command lines read than max_commands; the answer renders, in
 * valid UTF-8; the password of a SIGNON line or a PAROLA/PASSWORD line is
 * never quoted back, nor that of such a line mistyped ("SINGON", "SIGNON:",
 * "SIGNONparola1"), nor anything but the first word of a line past the
 * limit (issue 18).  Built with tests/fuzz/replay.c for 'make check', or
 * with libFuzzer.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "game-champ.h"
#include "game-contest.h"
#include "mail-parse.h"
#include "mail-text.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct store *st;
static struct conf *conf;
static struct report_templates *tpl;
static struct game_ctx game;
static int have_game;

/* A championship of ion and vlad: game 1 between them, running. */
static int
champ_setup(char **cause)
{
	static const char *const players[] = { "ion", "vlad" };
	struct champ_opts o;
	long long id;
	int n;

	game_champ_opts_init(&o);
	o.name = "Corespondenta";
	o.seed = "3";
	o.illegal = "pass";
	o.timezone = "UTC";
	if (store_player_add(st, "vlad", "vlad@example.ro", NULL, "ro", 0,
	    NULL, cause) == -1 ||
	    game_champ_create(&game, &o, 1795900000, &id, cause) != 0 ||
	    game_champ_join(&game, "Corespondenta", players, 2, 1795900000,
	    cause) != 0 ||
	    game_champ_start(&game, "Corespondenta", 1795900000, &n,
	    cause) != 0)
		return -1;
	return 0;
}

static void
setup(void)
{
	char *cause = NULL;

	if ((st = store_open(":memory:", 1, &cause)) == NULL ||
	    store_init(st, NULL, NULL, &cause) == -1 ||
	    (conf = conf_load(NULL, &cause)) == NULL ||
	    (tpl = report_templates_open(NULL, &cause)) == NULL ||
	    store_player_add(st, "ion",  "ion@example.ro",
	    /* yescrypt of "parola1", made once (hashing is slow on purpose) */
	    "$y$j9T$cHrSH8dkE6HbliwiAZ4RR/$lhoWzB/W03FpXpHaEa2EWHvlXbAm2f3yfRW2dUV7yE9",
	    "ro", 0, NULL, &cause) == -1) {
		log_warnx("fuzz-cmd-parse set-up: %s", cause);
		abort();
	}
	/* Two running contests (an open classic one and a registered tactic
	 * one ion plays in) for TUR, NUME and CONCURS lines, when the default
	 * lexicon can be found ($SCRABMAIL_LEXICON in make check). */
	game_ctx_init(&game, st, conf, tpl);
	game_champ_attach(&game);
	if (store_begin(st, &cause) == 0 &&
	    game_contest_create(&game, &(struct contest_opts){ .name = "Ziar",
	    .variant = "classic", .seed = "1", .round_days = 7,
	    .solo_bonus = 1 }, 1795900000, &cause) == 0 &&
	    game_contest_start(&game, "Ziar", 1795900000, NULL, &cause) == 0 &&
	    game_contest_create(&game, &(struct contest_opts){ .name = "Camp",
	    .variant = "tactic", .entry = "registered", .seed = "2",
	    .round_days = 7, .solo_bonus = 1, .feedback = "on-receipt" },
	    1795900000, &cause) == 0 &&
	    game_contest_join(&game, "Camp", "ion", 1795900000, &cause) == 0 &&
	    game_contest_start(&game, "Camp", 1795900000, NULL, &cause) == 0 &&
	    champ_setup(&cause) == 0 &&
	    store_commit(st, &cause) == 0)
		have_game = 1;
	else {
		store_rollback(st);
		free(cause);
	}
}

/* The Levenshtein distance between two short strings, or 99. */
static size_t
distance(const char *a, const char *b)
{
	size_t d[32][32], la = strlen(a), lb = strlen(b), i, j, v;

	if (la >= 32 || lb >= 32)
		return 99;
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
			d[i][j] = v;
		}
	return d[la][lb];
}

/* A candidate secret: 8 bytes or more, found only once in the input,
 * must not be in the answer; a command's name is no candidate (answers
 * name commands: "SIGNONPASSWORD" hides "PASSWORD", which the answer to
 * a PAROLA line may say). */
static void
check_word(const char *text, const char *answer, const char *w)
{
	size_t i;

	for (i = 0; i < cmd_table_len; i++)
		if (g_ascii_strcasecmp(w, cmd_table[i]->name) == 0 ||
		    (cmd_table[i]->alias != NULL &&
		    g_ascii_strcasecmp(w, cmd_table[i]->alias) == 0))
			return;
	if (strlen(w) >= 8 && strstr(text, w) == g_strrstr(text, w) &&
	    strstr(answer, w) != NULL)
		abort();
}

/* The secret words of the input's lines that may carry a password must
 * not be in the answer.  This is its own reading, simpler than the
 * reader's and never wider: a first word whose leading ASCII letters are
 * one edit or less from SIGNON, PASSWORD or PAROLA ("SINGON", "Parole"),
 * perhaps followed by ASCII punctuation ("SIGNON:"), or that starts with
 * one of them and goes on ("SIGNONparola1"), or any line past the
 * command limit.  Lines whose first word has other characters after its
 * ASCII letters and punctuation are checked only when past the limit, or
 * when those characters are ASCII ("SIGNON:parola1"). */
static void
check_secrets(const char *text, const char *answer)
{
	static const char *const names[] = { "SIGNON", "PASSWORD", "PAROLA" };
	gchar **lines = g_strsplit(text, "\n", -1), **all, *w[64];
	char kw[32];
	const char *rest;
	size_t i, j, k, n, m, klen, plen;
	long seen = 0;
	int past, like, glued, exact_signon;

	for (i = 0; lines[i] != NULL; i++) {
		/* The words as the reader splits them (runs of blanks, in
		 * a line stripped of white space at both ends). */
		all = g_strsplit_set(g_strstrip(lines[i]), " \t", -1);
		for (k = n = 0; all[k] != NULL && n < 64; k++)
			if (all[k][0] != '\0')
				w[n++] = all[k];
		if (n > 0)
			seen++;
		if (n == 0 || n == 64) {
			g_strfreev(all);
			continue;
		}
		past = seen > conf->max_commands;
		for (klen = 0; g_ascii_isalpha(w[0][klen]) && klen < 31;
		    klen++)
			kw[klen] = g_ascii_toupper(w[0][klen]);
		kw[klen] = '\0';
		for (plen = klen; w[0][plen] != '\0' &&
		    g_ascii_ispunct(w[0][plen]); plen++)
			;
		rest = w[0] + plen;
		like = glued = 0;
		for (m = 0; m < G_N_ELEMENTS(names); m++) {
			if (klen > 0 && distance(kw, names[m]) <= 1)
				like = 1;
			if (klen > strlen(names[m]) + 2 &&
			    strncmp(kw, names[m], strlen(names[m])) == 0)
				glued = (int)m + 1;
		}
		if (past || glued || (like && *rest != '\0' &&
		    ((unsigned char)*rest < 0x80))) {
			/* Only the first word's start may be shown. */
			if (glued)
				check_word(text, answer,
				    w[0] + strlen(names[glued - 1]));
			else if (*rest != '\0' &&
			    (unsigned char)*rest < 0x80)
				check_word(text, answer, rest);
			for (j = 1; j < n; j++)
				check_word(text, answer, w[j]);
		} else if (like && *rest == '\0') {
			/* SIGNON player password: the third word; with
			 * another number of words, any but the first; a
			 * mistyped SIGNON shows its second word. */
			exact_signon = g_ascii_strcasecmp(w[0], "SIGNON") == 0;
			j = exact_signon ? (n == 3 ? 2 : 1) :
			    distance(kw, "SIGNON") <= 1 ? 2 : 1;
			for (; j < n; j++)
				check_word(text, answer, w[j]);
		}
		g_strfreev(all);
	}
	g_strfreev(lines);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char from[] = "fuzz@example.ro";
	struct mail_msg msg;
	struct report_reply *reply;
	struct cmd_ctx ctx;
	char *raw, *text, *cause = NULL, *subject = NULL, *answer = NULL;

	if (st == NULL)
		setup();
	raw = g_strndup((const char *)data, size);	/* up to a NUL */
	text = mail_text_clean(raw, 0, 0);
	memset(&msg, 0, sizeof msg);
	msg.from_addr = from;
	reply = report_reply_new("ro");
	report_reply_set_to(reply, NULL, msg.from_addr);
	memset(&ctx, 0, sizeof ctx);
	ctx.st = st;
	ctx.conf = conf;
	ctx.msg = &msg;
	ctx.reply = reply;
	ctx.now = 1796000000;
	ctx.lang = xstrdup("ro");
	ctx.game = have_game ? &game : NULL;
	if (store_begin(st, &cause) == -1 ||
	    cmd_run_text(&ctx, text, &cause) == -1) {
		log_warnx("fuzz-cmd-parse: %s", cause);
		abort();
	}
	store_rollback(st);
	if (ctx.commands > conf->max_commands)
		abort();
	if (report_reply_render(tpl, reply, &subject, &answer, NULL, &cause) == -1) {
		log_warnx("fuzz-cmd-parse: render: %s", cause);
		abort();
	}
	if (!g_utf8_validate(answer, -1, NULL) ||
	    !g_utf8_validate(subject, -1, NULL))
		abort();
	check_secrets(text, answer);
	free(subject);
	free(answer);
	cmd_ctx_clear(&ctx);
	report_reply_free(reply);
	free(text);
	g_free(raw);
	return 0;
}
