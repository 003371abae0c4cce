/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-cmd-parse.c: the mail command reader on arbitrary text, and the
 * password-redaction target of issue 18.  The input is cleaned as a mail
 * body would be (mail_text_clean), its commands are run against an
 * in-memory database holding the player ion, whose real password is
 * ION_PASSWORD (so "SIGNON ion ionparola9" signs on, and PAROLA/PASSWORD
 * then changes it), inside a transaction that is rolled back, and the
 * answer is rendered through the templates; two running contests (an open
 * and a registered one) take the TUR lines, and a running championship
 * game of ion's (game 1) the MOVE, EXCHANGE, PASS, RESIGN, STATUS,
 * HISTORY, RESEND and LEAVE lines.  Promises checked (a broken one
 * aborts): no more command lines read than max_commands; the answer
 * renders, in valid UTF-8; a word in a password's place (that of a SIGNON
 * line or a PAROLA/PASSWORD line, ion's real password or any other, nor
 * that of such a line mistyped: "SINGON", "SIGNON:", "SIGNONparola1"; nor
 * anything but the first word of the line the reader reports past the
 * limit; nor any word of the line after a SIGNON or PAROLA without its
 * password, "SIGNON ion" then "ionparola9", when that line is no command)
 * is never in the answer (rendered, nor its XML, which also holds what a
 * MESAJ sends to the opponent) unless the input also has it where it may
 * be shown, or the program wrote it itself (still there when the input is
 * run again with every such word changed, letter for letter, a non-ASCII
 * character for another: a leave's computed end "2031-03-31" equal to a
 * word past the limit, or the XML's quote and replacement characters of
 * another line); and no such
 * word of a line is in the line as the organiser's spool view shows it
 * (cmd_mask_line_after).  Built with tests/fuzz/replay.c for 'make check', or
 * with libFuzzer (contrib/fuzz.sh).
 *
 * Fast on purpose (issue 18: 10 M executions by hand): everything is set
 * up once per process; the database is in memory; the contests and the
 * championship play on a small lexicon written here (a file unlinked at
 * once, read through /proc/self/fd), not the 13 MB default one; ion's
 * password hash is an MD5-crypt one ("$1$", made here: a hash carries its
 * method and cost, so signing on runs the same crypt_r check as with the
 * program's yescrypt ones, in a tenth of the time of the cheapest of
 * those: 0.1 ms against 1 ms; most inputs sign on); and the hashes of the
 * PAROLA lines, made by the program, are yescrypt ones of the lowest cost
 * (auth_set_test_cost).
 */
#include "config.h"

#include <crypt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "auth.h"
#include "cmd.h"
#include "conf.h"
#include "game-champ.h"
#include "game-contest.h"
#include "lex-file.h"
#include "lexicon.h"
#include "mail-parse.h"
#include "mail-text.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

#include "two-letter.h"

/* ion's password (hashed at set-up). */
#define ION_PASSWORD	"ionparola9"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct store *st;
static struct conf *conf;
static struct report_templates *tpl;
static struct game_ctx game;

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

/* The small lexicon: the federation's two-letter words and some longer
 * ones (those of the corpus' TUR and MOVE lines among them). */
static const char *const fz_words[] = {
	FZ_TWO_LETTER_WORDS,
	"CASA", "CASE", "ACASA", "STIRE", "MASA", "MESE", "TARA", "ARTA",
	"SARE", "MARE", "ROATA", "PATRU", "CAL", "CAI", "ARE", "ERA", "RAI",
	"TEI", "SAT", "SATE", "ANI", "AER", "ORA", "ORE", "SOARE", "STEA",
	"TIRAN", "INTRA", "ASTER", "RESTANT", "ANTRE", "LUNA", "NOR", "ROI",
	"RAU", "OAMENI", "LEU", "LEI", "MIERE", "SEARA", "TREI",
};

/* Write the small lexicon to a file unlinked at once; its name for
 * lexfile_open is /proc/self/fd/N (malloc'ed), the file lives as long as
 * the process. */
static char *
small_lexicon(void)
{
	struct sm_lexbuild *b;
	char tmp[] = "/tmp/fuzz-cmd-parse-XXXXXX";
	uint8_t w[16];
	void *img = NULL;
	size_t len = 0, i, k;
	int fd;

	if ((b = sm_lexbuild_new()) == NULL)
		abort();
	for (i = 0; i < G_N_ELEMENTS(fz_words); i++) {
		for (k = 0; fz_words[i][k] != '\0'; k++)
			w[k] = (uint8_t)(fz_words[i][k] - 'A' + 1);
		if (sm_lexbuild_add(b, w, k) != SM_LEX_OK)
			abort();
	}
	if (sm_lexbuild_finish(b, "fuzz-cmd-parse", 0, &img, &len, NULL) !=
	    SM_LEX_OK || lexfile_stamp_id(img, len) != 0)
		abort();
	sm_lexbuild_free(b);
	if ((fd = mkstemp(tmp)) == -1 || unlink(tmp) == -1 ||
	    write(fd, img, len) != (ssize_t)len)
		abort();
	free(img);
	return g_strdup_printf("/proc/self/fd/%d", fd);
}

/* ion's password hashed with MD5-crypt (malloc'ed). */
static char *
ion_hash(void)
{
	struct crypt_data cd;
	char *salt, *h;

	memset(&cd, 0, sizeof cd);
	if ((salt = crypt_gensalt_ra("$1$", 0, NULL, 0)) == NULL ||
	    (h = crypt_r(ION_PASSWORD, salt, &cd)) == NULL || h[0] != '$')
		abort();
	free(salt);
	return xstrdup(h);
}

/* The answers' own words: the text of the mail templates (messages-ro.xsl,
 * messages-en.xsl and the rest of mail/), read at set-up. */
static GString *tpl_text;

static void
tpl_text_read(void)
{
	const char *dir = report_templates_default_dir();
	static const char *const files[] = { "messages-ro.xsl",
	    "messages-en.xsl", "reply.xsl", "reply-html.xsl", "common.xsl" };
	char *path, *body;
	size_t i;

	tpl_text = g_string_new(NULL);
	for (i = 0; i < G_N_ELEMENTS(files); i++) {
		path = g_build_filename(dir, "mail", files[i], NULL);
		if (g_file_get_contents(path, &body, NULL, NULL)) {
			g_string_append(tpl_text, body);
			g_free(body);
		}
		g_free(path);
	}
	if (tpl_text->len == 0)
		abort();	/* the answers' words are needed */
}

static void
setup(void)
{
	char *cause = NULL, *hash;

	auth_set_test_cost(1);
	tpl_text_read();
	hash = ion_hash();
	if ((st = store_open(":memory:", 1, &cause)) == NULL ||
	    store_init(st, NULL, NULL, &cause) == -1 ||
	    (conf = conf_load(NULL, &cause)) == NULL ||
	    (tpl = report_templates_open(NULL, &cause)) == NULL ||
	    store_player_add(st, "ion",  "ion@example.ro", hash, "ro", 0,
	    NULL, &cause) == -1) {
		log_warnx("fuzz-cmd-parse set-up: %s", cause);
		abort();
	}
	free(hash);
	free(conf->lexicon);
	conf->lexicon = small_lexicon();
	/* Two running contests (an open classic one and a registered tactic
	 * one ion plays in) for TUR, NUME and CONCURS lines, and the
	 * championship. */
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
		return;
	/* The games are set up the same way every time: a broken fixture. */
	log_warnx("fuzz-cmd-parse set-up of the games: %s", cause);
	abort();
}

/* The Levenshtein distance between two short strings, or 99 (longer
 * ones, or lengths more than one apart: only "one edit or less" is ever
 * asked). */
static size_t
distance(const char *a, const char *b)
{
	size_t d[32][32], la = strlen(a), lb = strlen(b), i, j, v;

	if (la >= 32 || lb >= 32 || la > lb + 1 || lb > la + 1)
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

/* Whether w is a command's name or alias (ASCII, any case). */
static int
command_name(const char *w)
{
	size_t i;

	for (i = 0; i < cmd_table_len; i++)
		if (g_ascii_strcasecmp(w, cmd_table[i]->name) == 0 ||
		    (cmd_table[i]->alias != NULL &&
		    g_ascii_strcasecmp(w, cmd_table[i]->alias) == 0))
			return 1;
	return 0;
}

/* Whether w is a candidate secret: 8 bytes or more (shorter ones are
 * found in any answer's own words), no command's name (answers name
 * commands: "SIGNONPASSWORD" hides "PASSWORD", which the answer to a
 * PAROLA line may say), and nothing the templates' own text holds (an
 * example such as "20.12.2026" is in the answer to any VACANTA line). */
static int
candidate(const char *w)
{
	return strlen(w) >= 8 && strstr(tpl_text->str, w) == NULL &&
	    !command_name(w);
}

/* Whether a word is ASCII letters and digits only and no command's name
 * or alias (any case): a line starting with it is no command the reader
 * runs. */
static int
plain_word(const char *w)
{
	size_t i;

	for (i = 0; w[i] != '\0'; i++)
		if (!g_ascii_isalnum(w[i]))
			return 0;
	return !command_name(w);
}

/* The words of one line in a password's place (into secret, copies) and
 * what of the line may be shown (appended to shown, a line each), by
 * this file's own reading, simpler than the reader's and never wider: a
 * first word whose leading ASCII letters are one edit or less from
 * SIGNON, PASSWORD or PAROLA ("SINGON", "Parole"), perhaps followed by
 * ASCII punctuation ("SIGNON:"), or that starts with one of them and goes
 * on ("SIGNONparola1"), or any line past the command limit (past).  Lines
 * whose first word has other characters after its ASCII letters and
 * punctuation are secret only when past the limit, or when those
 * characters are ASCII ("SIGNON:parola1").  after: the line follows
 * (as the next non-blank one) a line that names SIGNON or PAROLA/PASSWORD
 * without the password (*missing set for it): then every word is secret
 * when the first is ASCII letters and digits and no command's name.
 * *missing: set for a line whose first word is such a keyword, perhaps
 * followed by ASCII punctuation, with too few words (SIGNON: two at
 * most; PAROLA: one).  0, or -1 when the line is no line the reader reads
 * word by word (64 words or more: all shown). */
static int
line_secrets(const char *line, int past, int after, GPtrArray *secret,
    GString *shown, int *blank, int *missing)
{
	static const char *const names[] = { "SIGNON", "PASSWORD", "PAROLA" };
	gchar *copy = g_strstrip(g_strdup(line)), *w[64], *p;
	char kw[32];
	const char *rest;
	size_t j, k, n, m, klen, plen;
	int like, glued, exact_signon, rc = 0;

	/* The words as the reader splits them (runs of blanks, in a line
	 * stripped of white space at both ends), cut in place. */
	for (n = 0, p = copy; n < 64; ) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		w[n++] = p;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
	*blank = n == 0;
	*missing = 0;
	if (after && n > 0 && n < 64 && plain_word(w[0])) {
		for (k = 0; k < n; k++)
			g_ptr_array_add(secret, g_strdup(w[k]));
		goto out;
	}
	if (n == 0 || n == 64) {
		g_string_append(shown, line);
		g_string_append_c(shown, '\n');
		rc = n == 0 ? 0 : -1;
		goto out;
	}
	for (klen = 0; g_ascii_isalpha(w[0][klen]) && klen < 31; klen++)
		kw[klen] = g_ascii_toupper(w[0][klen]);
	kw[klen] = '\0';
	for (plen = klen; w[0][plen] != '\0' && g_ascii_ispunct(w[0][plen]);
	    plen++)
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
	j = n;	/* the first secret word */
	if (past || glued || (like && *rest != '\0' &&
	    ((unsigned char)*rest < 0x80))) {
		/* Only the first word's start may be shown. */
		if (glued) {
			g_string_append_len(shown, w[0],
			    (gssize)strlen(names[glued - 1]));
			g_ptr_array_add(secret,
			    g_strdup(w[0] + strlen(names[glued - 1])));
		} else if (*rest != '\0' && (unsigned char)*rest < 0x80) {
			g_string_append_len(shown, w[0], (gssize)plen);
			g_ptr_array_add(secret, g_strdup(rest));
		} else
			g_string_append(shown, w[0]);
		g_string_append_c(shown, '\n');
		j = 1;
	} else if (like && *rest == '\0') {
		/* SIGNON player password: the third word; with another
		 * number of words, any but the first; a mistyped SIGNON
		 * shows its second word. */
		exact_signon = g_ascii_strcasecmp(w[0], "SIGNON") == 0;
		j = exact_signon ? (n == 3 ? 2 : 1) :
		    distance(kw, "SIGNON") <= 1 ? 2 : 1;
		*missing = distance(kw, "SIGNON") <= 1 ? n <= 2 : n == 1;
	}
	for (k = 0; k < n; k++)
		if (k < j) {
			g_string_append(shown, w[k]);
			g_string_append_c(shown, '\n');
		} else
			g_ptr_array_add(secret, g_strdup(w[k]));
out:
	g_free(copy);
	return rc;
}

static void run_text(const char *, char **, char **, long *);

/* c changed, keeping its kind (an ASCII digit, upper or lower case
 * letter); anything else as it is. */
static char
other_char(char c)
{
	if (g_ascii_isdigit(c))
		return c == '7' ? '8' : '7';
	if (g_ascii_isupper(c))
		return c == 'Q' ? 'Z' : 'Q';
	if (g_ascii_islower(c))
		return c == 'q' ? 'z' : 'q';
	return c;
}

/* The input being checked (cleaned) and which answer: 0 the rendered
 * one, 1 its XML; -1 a spool view (a function of the line alone). */
static const char *checking_text;
static int checking_which = -1;

/* Whether w in the answer is the program's own text, not the secret's:
 * it is still there when every w of the input is changed (a letter for
 * a letter, a digit for a digit) and the input run again.  A date the
 * program computes ("2031-03-31", the end of a leave) can equal a word of
 * a line past the command limit; a secret it shows is gone once changed
 * (and a password changed no longer signs on). */
static int
program_text(const char *w)
{
	char *t, *p, *xml = NULL, *whole = NULL;
	size_t n = strlen(w), i;
	long past;
	int changed = 0, found;

	if (checking_which < 0)
		return 0;
	t = g_strdup(checking_text);
	for (p = strstr(t, w); p != NULL; p = strstr(p + n, w))
		for (i = 0; i < n; i++) {
			char c = other_char(p[i]);

			/* The last byte of a UTF-8 character ("\"" and
			 * replacement characters: the XML's quote before the
			 * replacement characters of another line): another
			 * character of the same length. */
			if ((p[i] & 0xc0) == 0x80 && (p[i + 1] & 0xc0) != 0x80)
				c = p[i] == '\x81' ? '\x82' : '\x81';
			changed |= c != p[i];
			p[i] = c;
		}
	if (!changed) {
		g_free(t);
		return 0;
	}
	run_text(t, &xml, &whole, &past);
	found = strstr(checking_which == 1 ? xml : whole, w) != NULL;
	g_free(whole);
	free(xml);
	g_free(t);
	return found;
}

/* Every candidate in secret must be absent from out unless shown has it
 * (the input also holds it where it may be shown) or the program wrote
 * it itself (program_text). */
static void
check_absent(GPtrArray *secret, const char *shown, const char *out)
{
	const char *w;
	size_t i;

	for (i = 0; i < secret->len; i++) {
		w = g_ptr_array_index(secret, i);
		if (candidate(w) && strstr(out, w) != NULL &&
		    strstr(shown, w) == NULL && !program_text(w)) {
			log_warnx("fuzz-cmd-parse: '%s' shown in: %s", w, out);
			abort();
		}
	}
}

/* The lines of the cmd.too-many items under node (every one, as //item
 * would find them): their number into *n, the last into *line. */
static void
too_many_items(xmlNodePtr node, int *n, long *line)
{
	xmlNodePtr c;
	xmlChar *code, *v;

	for (c = node->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (xmlStrcmp(c->name, (const xmlChar *)"item") == 0) {
			code = xmlGetNoNsProp(c, (const xmlChar *)"code");
			if (code != NULL && xmlStrcmp(code,
			    (const xmlChar *)"cmd.too-many") == 0) {
				/* As //item[@code='cmd.too-many']/@line: an
				 * item without a line counts for nothing. */
				v = xmlGetNoNsProp(c, (const xmlChar *)"line");
				if (v != NULL && util_parse_long(
				    (const char *)v, 1, 1000000, line) == -1)
					abort();
				if (v != NULL)
					(*n)++;
				xmlFree(v);
			}
			xmlFree(code);
		}
		too_many_items(c, n, line);
	}
}

/* The line number (1-based, in the cleaned text) the reader reported as
 * the first one past the command limit (its cmd.too-many item), or 0 when
 * it reported none, from the reply's XML (report_reply_xml).  The reader
 * counts commands, not lines: a TUR line takes its move (and a tactic
 * round's second move and TOTAL) from the lines after it, and a greeting
 * or a closing is no command, so only the reader knows where the limit
 * fell; check_secrets asserts that it is no earlier than it can be.  (The
 * tree walked by hand: an XPath context costs more than the walk.) */
static long
too_many_line(const char *xml)
{
	xmlDocPtr doc;
	long line = 0;
	int n = 0;

	if ((doc = xmlReadMemory(xml, (int)strlen(xml), NULL, NULL,
	    XML_PARSE_NONET)) == NULL)
		abort();
	too_many_items((xmlNodePtr)doc, &n, &line);
	if (n > 1)
		abort();	/* the reader stops at the first */
	xmlFreeDoc(doc);
	return line;
}

/* The secret words of the input's lines (line_secrets) must not be in the
 * answer; those of each line not in the spool view of that line
 * (cmd_mask_line), which knows no command count (so past does not count
 * there).  past_from: the first line past the command limit as the reader
 * reported it (too_many_line; 0: none); it can be no earlier than the line
 * after the limit's count of non-blank lines, since every command takes
 * one at least. */
static void
check_secrets(const char *text, const char *answer, long past_from)
{
	gchar **lines = g_strsplit(text, "\n", -1);
	GPtrArray *secret = g_ptr_array_new_with_free_func(g_free),
	    *mine = g_ptr_array_new_with_free_func(g_free);
	GString *shown = g_string_new(NULL), *scratch = g_string_new(NULL);
	long seen = 0;
	size_t i, k;
	const char *prev = NULL;
	char *view;
	int blank, past, after = 0, missing, unused, which;

	for (i = 0; lines[i] != NULL; i++) {
		past = past_from > 0 && (long)i + 1 >= past_from;
		if (past && (long)i + 1 == past_from &&
		    seen < conf->max_commands)
			abort();	/* the limit reached too early */
		/* The spool view of this line, after the one before. */
		g_ptr_array_set_size(mine, 0);
		g_string_truncate(scratch, 0);
		line_secrets(lines[i], 0, after, mine, scratch, &blank,
		    &missing);
		view = cmd_mask_line_after(lines[i], prev);
		which = checking_which;
		checking_which = -1;
		check_absent(mine, scratch->str, view);
		checking_which = which;
		free(view);
		/* Its secrets in the answer: the same unless past the limit. */
		if (past)
			line_secrets(lines[i], 1, after, secret, shown, &blank,
			    &unused);
		else {
			for (k = 0; k < mine->len; k++)
				g_ptr_array_add(secret,
				    g_strdup(g_ptr_array_index(mine, k)));
			g_string_append_len(shown, scratch->str,
			    (gssize)scratch->len);
		}
		if (!blank) {
			seen++;
			after = missing;
			prev = lines[i];
		}
	}
	check_absent(secret, shown->str, answer);
	g_string_free(scratch, TRUE);
	g_string_free(shown, TRUE);
	g_ptr_array_free(mine, TRUE);
	g_ptr_array_free(secret, TRUE);
	g_strfreev(lines);
}

/* Run text's commands (rolled back) and render the answer: its XML and
 * subject + answer into *xml (free) and *whole (g_free); the line the
 * reader reported past the limit into *past_from.  Aborts on a broken
 * promise of the reader or the renderer. */
static void
run_text(const char *text, char **xml, char **whole, long *past_from)
{
	static char from[] = "fuzz@example.ro";
	struct mail_msg msg;
	struct report_reply *reply;
	struct cmd_ctx ctx;
	char *cause = NULL, *subject = NULL, *answer = NULL;

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
	ctx.game = &game;
	if (store_begin(st, &cause) == -1 ||
	    cmd_run_text(&ctx, text, &cause) == -1) {
		log_warnx("fuzz-cmd-parse: %s", cause);
		abort();
	}
	store_rollback(st);
	if (ctx.commands > conf->max_commands)
		abort();
	/* The reply's XML made once, for the check and the rendering. */
	*xml = report_reply_xml(reply);
	*past_from = too_many_line(*xml);
	if (report_reply_render_xml(tpl, *xml, &subject, &answer, NULL,
	    &cause) == -1) {
		log_warnx("fuzz-cmd-parse: render: %s", cause);
		abort();
	}
	if (!g_utf8_validate(answer, -1, NULL) ||
	    !g_utf8_validate(subject, -1, NULL))
		abort();
	*whole = g_strconcat(subject, "\n", answer, NULL);
	free(subject);
	free(answer);
	cmd_ctx_clear(&ctx);
	report_reply_free(reply);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *raw, *text, *whole, *xml;
	long past_from;

	if (st == NULL)
		setup();
	raw = g_strndup((const char *)data, size);	/* up to a NUL */
	text = mail_text_clean(raw, 0, 0);
	run_text(text, &xml, &whole, &past_from);
	checking_text = text;
	checking_which = 0;
	check_secrets(text, whole, past_from);
	checking_which = 1;
	check_secrets(text, xml, past_from);
	checking_which = -1;
	checking_text = NULL;
	g_free(whole);
	free(xml);
	free(text);
	g_free(raw);
	return 0;
}
