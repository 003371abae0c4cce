/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * demo.c: the embedded default job: a newspaper's duplicate contest played
 * by six readers by mail.  See demo.h.
 *
 * The clock is the demo's own (round 1 starts 2026-11-30 09:00 UTC, a round
 * lasts a week), the draws come from a fixed seed and the readers' choices
 * from the round number, so the account is the same on every run.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <glib.h>

#include "conf.h"
#include "demo.h"
#include "dup.h"
#include "game-contest.h"
#include "ingest.h"
#include "lex-file.h"
#include "movegen.h"
#include "report-reply.h"
#include "report-strings.h"
#include "report-verdict.h"
#include "store.h"
#include "util.h"

#define DEMO_START	1796029200LL	/* 2026-11-30T09:00:00Z */
#define DEMO_DAYS	7
#define DEMO_MAX_ROUNDS	40
#define DEMO_CHOICES	8

enum demo_client {
	CLIENT_THUNDERBIRD, CLIENT_OUTLOOK, CLIENT_GMAIL, CLIENT_IPHONE,
	CLIENT_HTML, CLIENT_OLD
};

struct reader {
	const char		*name;
	const char		*addr;
	enum demo_client	 client;
};

static const struct reader readers[] = {
	{ "Ana Popescu",	"ana.popescu@example.ro",	CLIENT_THUNDERBIRD },
	{ "Bogdan Ionescu",	"bogdan.ionescu@firma.example",	CLIENT_OUTLOOK },
	{ "Cristina Marin",	"cristina.marin@gmail.example",	CLIENT_GMAIL },
	{ "Dan Stoica",		"dan.stoica@icloud.example",	CLIENT_IPHONE },
	{ "Elena Dumitru",	"elena@dumitru.example",	CLIENT_HTML },
	{ "Florin Georgescu",	"florin@vechi.example",		CLIENT_OLD },
};
#define NREADERS (sizeof readers / sizeof readers[0])

static const char *const demo_text[][2] = {
#define T_TITLE		0
	{ "Concurs de Scrabble duplicat prin poștă: „Ziarul Demo”, citit de "
	  "șase cititori", "A duplicate Scrabble contest by mail: \"Ziarul "
	  "Demo\", played by six readers" },
#define T_STANDIN	1
	{ "Lexicon: înlocuitor (hunspell-ro), nu lista oficială a "
	  "federației", "Lexicon: a stand-in (hunspell-ro), not the "
	  "federation's official list" },
#define T_ROUND		2
	{ "Runda", "Round" },
#define T_LETTERS	3
	{ "literele", "letters" },
#define T_TOP		4
	{ "top", "top" },
#define T_EQUIV		5
	{ "echivalente", "equivalent" },
#define T_REPEAT	6
	{ "nimeni nu a jucat o mutare validă: aceleași litere din nou",
	  "nobody played a valid move: the same letters again" },
#define T_NOMOVE	7
	{ "nicio mutare posibilă: litere noi", "no move possible: new "
	  "letters" },
#define T_STANDINGS	8
	{ "Clasamentul final", "Final standings" },
#define T_SEED		9
	{ "Sămânța tragerilor (SHA-256 publicat la început)", "The draws' "
	  "seed (its SHA-256 published at the start)" },
#define T_MAILS		10
	{ "Mesaje: primite", "Mail: received" },
#define T_SENT		11
	{ "trimise", "sent" },
#define T_WRITTEN	12
	{ "Scrise în", "Written to" },
};

/* A reader's mail of one entry as their client would write it (malloc'ed). */
static char *
reader_mail(const struct reader *r, int round, int seq, const char *body)
{
	char *mail = NULL, *conv, *b64, *html, *esc;
	char date[64];
	gsize n;

	snprintf(date, sizeof date, "Mon, 30 Nov 2026 %02d:%02d:00 +0200",
	    10 + seq % 10, round % 60);
	switch (r->client) {
	case CLIENT_THUNDERBIRD:
		mail = g_strdup_printf("From: %s <%s>\r\nTo: Concursul Ziarul "
		    "Demo <concurs@ziar.example.ro>\r\nSubject: Runda %d\r\n"
		    "Date: %s\r\nMessage-ID: <r%d.s%d@thunderbird.example>\r\n"
		    "User-Agent: Mozilla Thunderbird\r\nMIME-Version: 1.0\r\n"
		    "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n"
		    "Content-Transfer-Encoding: 8bit\r\n\r\n%s\r\n-- \r\n%s\r\n",
		    r->name, r->addr, round, date, round, seq, body, r->name);
		break;
	case CLIENT_OUTLOOK:
		conv = g_convert(body, -1, "WINDOWS-1250", "UTF-8", NULL, &n,
		    NULL);
		esc = g_markup_escape_text(body, -1);
		html = g_strdup_printf("<html><body><p class=MsoNormal>%s</p>"
		    "</body></html>", esc);
		mail = g_strdup_printf("From: \"%s\" <%s>\r\nTo: "
		    "<concurs@ziar.example.ro>\r\nSubject: RE: Concurs, runda "
		    "%d\r\nDate: %s\r\nMessage-ID: <r%d.s%d@outlook.example>\r\n"
		    "X-Mailer: Microsoft Outlook 16.0\r\nMIME-Version: 1.0\r\n"
		    "Content-Type: multipart/alternative; boundary=\"=_b\"\r\n"
		    "\r\n--=_b\r\nContent-Type: text/plain; "
		    "charset=\"windows-1250\"\r\nContent-Transfer-Encoding: "
		    "8bit\r\n\r\n%s\r\n\r\nFrom: Concurs <concurs@ziar.example.ro>"
		    "\r\nSent: Monday, November 30, 2026 9:00 AM\r\nSubject: "
		    "Runda %d\r\n\r\nRunda precedentă...\r\n--=_b\r\n"
		    "Content-Type: text/html; charset=\"utf-8\"\r\n\r\n%s\r\n"
		    "--=_b--\r\n", r->name, r->addr, round, date, round, seq,
		    conv != NULL ? conv : body, round, html);
		g_free(conv);
		g_free(esc);
		g_free(html);
		break;
	case CLIENT_GMAIL: {
		char *text = g_strdup_printf("%s\r\n\r\nOn Mon, 30 Nov 2026 at "
		    "09:00, Concursul Ziarul Demo <concurs@ziar.example.ro>\r\n"
		    "wrote:\r\n\r\n> Runda %d: literele noi.\r\n> TUR %d\r\n",
		    body, round, round);

		b64 = g_base64_encode((const guchar *)text, strlen(text));
		mail = g_strdup_printf("MIME-Version: 1.0\r\nFrom: %s <%s>\r\n"
		    "Date: %s\r\nMessage-ID: <CAr%ds%d@mail.gmail.example>\r\n"
		    "Subject: Re: Runda %d\r\nTo: concurs@ziar.example.ro\r\n"
		    "Content-Type: multipart/alternative; boundary=\"000g\"\r\n"
		    "\r\n--000g\r\nContent-Type: text/plain; charset=\"UTF-8\""
		    "\r\nContent-Transfer-Encoding: base64\r\n\r\n%s\r\n--000g"
		    "\r\nContent-Type: text/html; charset=\"UTF-8\"\r\n\r\n"
		    "<div dir=\"ltr\">(html)</div>\r\n--000g--\r\n", r->name,
		    r->addr, date, round, seq, round, b64);
		g_free(b64);
		g_free(text);
		break;
	}
	case CLIENT_IPHONE:
		mail = g_strdup_printf("From: %s <%s>\r\nContent-Type: "
		    "text/plain; charset=utf-8\r\nContent-Transfer-Encoding: "
		    "8bit\r\nMime-Version: 1.0 (1.0)\r\nSubject: Runda %d\r\n"
		    "Date: %s\r\nMessage-Id: <r%d.s%d@icloud.example>\r\nTo: "
		    "concurs@ziar.example.ro\r\nX-Mailer: iPhone Mail\r\n\r\n"
		    "%s\r\n\r\nTrimis de pe iPhone\r\n", r->name, r->addr,
		    round, date, round, seq, body);
		break;
	case CLIENT_HTML:
		esc = g_markup_escape_text(body, -1);
		html = g_strdup(esc);
		g_free(esc);
		/* Line breaks as <br>, the way webmail writes them. */
		{
			char **lines = g_strsplit(html, "\n", -1);

			g_free(html);
			html = g_strjoinv("<br>\r\n", lines);
			g_strfreev(lines);
		}
		mail = g_strdup_printf("From: %s <%s>\r\nTo: "
		    "concurs@ziar.example.ro\r\nSubject: Runda %d\r\nDate: %s"
		    "\r\nMessage-ID: <r%d.s%d@webmail.example>\r\n"
		    "MIME-Version: 1.0\r\nContent-Type: text/html; "
		    "charset=utf-8\r\n\r\n<html><body><div>%s</div>"
		    "<blockquote>Runda precedentă</blockquote></body></html>\r\n",
		    r->name, r->addr, round, date, round, seq, html);
		g_free(html);
		break;
	case CLIENT_OLD:
		conv = g_convert(body, -1, "ISO-8859-2", "UTF-8", NULL, &n,
		    NULL);
		mail = g_strdup_printf("From: %s <%s>\nTo: "
		    "concurs@ziar.example.ro\nSubject: runda %d\nDate: %s\n"
		    "Message-ID: <r%d.s%d@vechi.example>\nMIME-Version: 1.0\n"
		    "Content-Type: text/plain; charset=iso-8859-2\n"
		    "Content-Transfer-Encoding: 8bit\n\n%s\n", r->name, r->addr,
		    round, date, round, seq, conv != NULL ? conv : body);
		g_free(conv);
		break;
	}
	return mail;
}

/* The move text of a generated move, with its claimed score. */
static char *
move_line(const struct sm_genmove *m, int claimed, int lower)
{
	char buf[64];

	sm_move_format(&m->move, buf, sizeof buf);
	if (lower && m->nblanks == 0)
		for (char *p = buf; *p != '\0'; p++)
			*p = (char)g_ascii_tolower(*p);
	return g_strdup_printf("%s %d", buf, claimed);
}

struct demo {
	const struct conf	*conf;
	struct store		*st;
	struct ingest		 in;
	struct lexfile		 lf;
	struct sm_movegen	*gen;
	long long		 contest_id;
	int			 lang;
	const char		*lcode;		/* "ro" or "en" */
	struct report_strings	*str;		/* the bulletins' words */
	FILE			*out;
	const char		*dir;
	int			 received;
	int			 sent;
};

static int
send_mail(struct demo *dm, const struct reader *r, int round, int seq,
    const char *body, long long when, char **cause)
{
	char *raw = reader_mail(r, round, seq, body);
	int rc;

	dm->in.now = when;
	rc = ingest_message(&dm->in, "demo", NULL, raw, strlen(raw), cause);
	g_free(raw);
	dm->received++;
	return rc;
}

/* What every reader sends for the current round. */
static int
play_round(struct demo *dm, const struct round *rd, char **cause)
{
	struct sm_dup d;
	struct sm_genrack gr[2];
	struct sm_genmove best[DEMO_CHOICES];
	long long start, deadline;
	char *line, *body;
	size_t n, i;
	int round = rd->number, rc = 0;

	if (sm_dup_load(&d, rd->state) == -1) {
		*cause = xstrdup("the demo's round cannot be read back");
		return -1;
	}
	sm_dup_genracks(&d, gr);
	n = sm_movegen_best(dm->gen, &d.board, &gr[0], best, DEMO_CHOICES);
	util_parse_iso8601(rd->deadline, &deadline);
	start = deadline - DEMO_DAYS * 86400LL;
	if (n == 0)
		return 0;
	for (i = 0; i < NREADERS && rc == 0; i++) {
		const struct reader *r = &readers[i];
		size_t pick = 0;
		int claimed;
		long long when = start + (long long)(i + 1) * 3600;

		switch (i) {
		case 0:		/* Ana finds the top. */
			pick = 0;
			break;
		case 1:		/* Bogdan, a good second. */
			pick = n > 1 ? 1 : 0;
			break;
		case 2:		/* Cristina: the top, but miscounts now and then. */
			pick = 0;
			break;
		case 3:		/* Dan: a third choice. */
			pick = n > 2 ? 2 : n - 1;
			break;
		case 4:		/* Elena: the fourth, or a word of her own. */
			pick = n > 3 ? 3 : n - 1;
			break;
		default:	/* Florin: the top, late now and then. */
			pick = 0;
			if (round % 5 == 0)
				when = deadline + 3600;
			break;
		}
		claimed = best[pick].score;
		if (i == 2 && round % 3 == 0)
			claimed += 2;
		line = move_line(&best[pick], claimed, i == 5);
		if (i == 4 && round % 3 == 1) {
			/* A word that is not in the lexicon: its last two
			 * letters swapped (the same tiles). */
			char *sp = strchr(line, ' ');
			char *w = sp != NULL ? sp + 1 : line;
			size_t wl = strcspn(w, " ");
			char t;

			if (wl > 2) {
				t = w[wl - 1];
				w[wl - 1] = w[wl - 2];
				w[wl - 2] = t;
			}
		}
		if (i == 0 && round == 1)
			body = g_strdup_printf("NUME %s\nTUR %d\n%s", r->name,
			    round, line);
		else if (i == 3 && round % 4 == 0) {
			/* Dan first sends a weaker move, then corrects it. */
			char *weak = move_line(&best[n - 1], best[n - 1].score,
			    0);

			body = g_strdup_printf("TUR %d\n%s", round, weak);
			rc = send_mail(dm, r, round, 100 + (int)i, body,
			    when - 1800, cause);
			g_free(body);
			g_free(weak);
			body = g_strdup_printf("Bună ziua,\nTUR %d\n%s\n"
			    "Mulțumesc!", round, line);
		} else
			body = g_strdup_printf("Bună ziua,\nTUR %d\n%s\n"
			    "Mulțumesc!", round, line);
		if (rc == 0)
			rc = send_mail(dm, r, round, (int)i, body, when, cause);
		g_free(body);
		g_free(line);
	}
	return rc;
}

/* An entry: the reader, the move, the score, "top"; under it, in the
 * demo's language and in the round page's words (strings.xml), why it was
 * refused and what its technical warnings were for. */
static int
print_entry(void *arg, const struct entry *e)
{
	struct demo *dm = arg;
	int refused = e->verdict != NULL && strcmp(e->verdict, "ok") != 0;
	char *why, *line;

	fprintf(dm->out, "    %-18s %-24s %4d%s\n", e->name,
	    e->canonical != NULL ? e->canonical : e->move,
	    e->score + e->bonus, e->top ? "  top" : "");
	if (refused) {
		why = report_strings_verdict(dm->str, dm->lcode, e->vcode,
		    e->vsquare, e->vletter, e->vwords, e->verdict);
		line = report_strings_text(dm->str, "refused", dm->lcode, why,
		    NULL, NULL, NULL);
		fprintf(dm->out, "      %s\n", line);
		g_free(line);
		g_free(why);
	}
	if (e->warnings > 0) {
		line = report_strings_warnings(dm->str, dm->lcode,
		    e->warnings, e->wcodes);
		fprintf(dm->out, "      %s\n", line);
		g_free(line);
	}
	return 0;
}

/* Each outgoing mail as dir/mail/NNNNN.eml, whole as it would be sent. */
static int
write_mail(void *arg, const struct outbox_entry *e)
{
	struct demo *dm = arg;
	struct outbox_entry *full = NULL;
	char *path, *cause = NULL;
	int rc = -1;

	if (store_outbox_get(dm->st, e->id, &full, &cause) != 0) {
		log_warnx("%s", cause != NULL ? cause : "a mail is missing");
		free(cause);
		return -1;
	}
	path = g_strdup_printf("%s/mail/%05lld.eml", dm->dir, e->id);
	if (util_write_file_atomic(path, full->raw, full->rawlen) == -1)
		log_warn("%s", path);
	else {
		dm->sent++;
		rc = 0;
	}
	g_free(path);
	store_outbox_entry_free(full);
	return rc;
}

int
demo_contest(const struct conf *conf, const char *dir, int lang, FILE *out,
    char **cause)
{
	struct demo dm;
	struct contest_opts o;
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct standing_line *lines = NULL;
	struct sm_dup dfinal;
	char *db = NULL, err[1024];
	size_t nlines = 0, i;
	long long now;
	int ret = -1, sum, round, inited = 0, lex = 0;

	memset(&dm, 0, sizeof dm);
	dm.conf = conf;
	dm.lang = lang;
	dm.lcode = lang == DEMO_EN ? "en" : "ro";
	dm.out = out;
	dm.dir = dir;
	if (g_mkdir_with_parents(dir, 0755) == -1) {
		*cause = g_strdup_printf("%s: %s", dir, g_strerror(errno));
		return -1;
	}
	db = g_strdup_printf("%s/scrabmail.db", dir);
	if (g_file_test(db, G_FILE_TEST_EXISTS)) {
		*cause = g_strdup_printf("%s exists already: give another "
		    "--out directory, or remove it", db);
		goto out;
	}
	if ((dm.st = store_open(db, 1, cause)) == NULL ||
	    store_init(dm.st, NULL, NULL, cause) == -1 ||
	    ingest_init(&dm.in, dm.st, conf, cause) == -1)
		goto out;
	inited = 1;
	if ((dm.str = report_strings_load(conf->templates, cause)) == NULL)
		goto out;
	if (lexfile_open(&dm.lf, conf->lexicon, err, sizeof err) == -1) {
		*cause = xstrdup(err);
		goto out;
	}
	lex = 1;
	if ((dm.gen = sm_movegen_new(&dm.lf.lx)) == NULL) {
		*cause = xstrdup("out of memory for the move generator");
		goto out;
	}
	memset(&o, 0, sizeof o);
	o.name = DEMO_CONTEST;
	o.variant = "classic";
	o.entry = "open";
	o.address = "concurs@ziar.example.ro";
	o.seed = "scrabmail-demo-2026";
	o.round_days = DEMO_DAYS;
	o.solo_bonus = 1;
	now = DEMO_START;
	if (store_begin(dm.st, cause) == -1 ||
	    game_contest_create(&dm.in.game, &o, now, cause) == -1 ||
	    game_contest_start(&dm.in.game, o.name, now, NULL, cause) == -1 ||
	    store_commit(dm.st, cause) == -1 ||
	    store_contest_find(dm.st, o.name, &c, cause) != 0)
		goto out;
	dm.contest_id = c->id;
	fprintf(out, "%s\n%s\n", demo_text[T_TITLE][lang],
	    demo_text[T_STANDIN][lang]);
	for (round = 1; round <= DEMO_MAX_ROUNDS; round++) {
		long long deadline;

		if (store_round_get(dm.st, c->id, 0, &rd, cause) != 0)
			goto out;
		if (rd->status != STORE_ROUND_OPEN)
			break;
		fprintf(out, "\n%s %d — %s %s\n", demo_text[T_ROUND][lang],
		    rd->number, demo_text[T_LETTERS][lang], rd->rack);
		if (play_round(&dm, rd, cause) == -1)
			goto out;
		util_parse_iso8601(rd->deadline, &deadline);
		if (store_begin(dm.st, cause) == -1)
			goto out;
		if (game_contest_close(&dm.in.game, c->id, deadline + 7200,
		    NULL, cause) == -1) {
			store_rollback(dm.st);
			goto out;
		}
		if (store_commit(dm.st, cause) == -1)
			goto out;
		store_round_free(rd);
		rd = NULL;
		if (store_round_get(dm.st, c->id, round, &rd, cause) != 0)
			goto out;
		if (rd->outcome == STORE_OUTCOME_PLAYED) {
			fprintf(out, "  %s: %s %d", demo_text[T_TOP][lang],
			    rd->top_move, rd->top_score);
			if (rd->tops != NULL)
				fprintf(out, " (%s: %s)",
				    demo_text[T_EQUIV][lang], rd->tops);
			fputc('\n', out);
		} else
			fprintf(out, "  %s\n", demo_text[rd->outcome ==
			    STORE_OUTCOME_REPEATED ? T_REPEAT :
			    T_NOMOVE][lang]);
		if (store_entry_list(dm.st, rd->id, print_entry, &dm,
		    cause) != 0)
			goto out;
		store_round_free(rd);
		rd = NULL;
	}
	/* The end: standings and the seed. */
	store_contest_free(c);
	c = NULL;
	if (store_contest_find(dm.st, o.name, &c, cause) != 0 ||
	    game_standings(&dm.in.game, c, &lines, &nlines, &sum, cause) == -1)
		goto out;
	fprintf(out, "\n%s:\n", demo_text[T_STANDINGS][lang]);
	for (i = 0; i < nlines; i++) {
		char pct[16], *dot;

		/* Romanian writes a decimal comma: "98,7%". */
		snprintf(pct, sizeof pct, "%5.1f", lines[i].percent);
		if (lang == DEMO_RO && (dot = strchr(pct, '.')) != NULL)
			*dot = ',';
		fprintf(out, "  %2d. %-18s %5d  %s%%\n", lines[i].rank,
		    lines[i].name, lines[i].total, pct);
	}
	if (c->state != NULL && sm_dup_load(&dfinal, c->state) == 0 &&
	    *report_verdict_end(&dfinal) != '\0') {
		char *id = g_strdup_printf("end.%s",
		    report_verdict_end(&dfinal));
		char *why = report_strings_text(dm.str, id, dm.lcode, NULL,
		    NULL, NULL, NULL);
		char *line = report_strings_text(dm.str, "end.why", dm.lcode,
		    why, NULL, NULL, NULL);

		fprintf(out, "%s\n", line);
		g_free(line);
		g_free(why);
		g_free(id);
	}
	fprintf(out, "%s: %s\n  SHA-256: %s\n", demo_text[T_SEED][lang],
	    c->seed, c->seed_hash);
	/* The mails, as they would go out, and the standings, on disk. */
	{
		char *mdir = g_strdup_printf("%s/mail", dir);
		char *path = g_strdup_printf("%s/standings.txt", dir);
		GString *st = g_string_new(NULL);

		if (g_mkdir_with_parents(mdir, 0755) == -1) {
			*cause = g_strdup_printf("%s: %s", mdir,
			    g_strerror(errno));
			g_free(mdir);
			g_free(path);
			g_string_free(st, TRUE);
			goto out;
		}
		g_free(mdir);
		for (i = 0; i < nlines; i++)
			g_string_append_printf(st, "%d\t%s\t%d\t%.1f\n",
			    lines[i].rank, lines[i].name, lines[i].total,
			    lines[i].percent);
		if (util_write_file_atomic(path, st->str, st->len) == -1) {
			*cause = g_strdup_printf("%s: %s", path,
			    g_strerror(errno));
			g_free(path);
			g_string_free(st, TRUE);
			goto out;
		}
		g_free(path);
		g_string_free(st, TRUE);
		if (store_outbox_list(dm.st, STORE_OUTBOX_ANY, write_mail, &dm,
		    cause) != 0) {
			if (*cause == NULL)
				*cause = g_strdup_printf("writing the mails "
				    "into %s/mail failed", dir);
			goto out;
		}
	}
	fprintf(out, "%s %d, %s %d. %s %s (scrabmail.db, mail/, "
	    "standings.txt)\n", demo_text[T_MAILS][lang], dm.received,
	    demo_text[T_SENT][lang], dm.sent, demo_text[T_WRITTEN][lang], dir);
	ret = 0;
out:
	game_standings_free(lines, nlines);
	store_round_free(rd);
	store_contest_free(c);
	sm_movegen_free(dm.gen);
	report_strings_free(dm.str);
	if (lex)
		lexfile_close(&dm.lf);
	if (inited)
		ingest_clear(&dm.in);
	store_close(dm.st);
	g_free(db);
	return ret;
}
