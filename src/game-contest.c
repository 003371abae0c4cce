/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-contest.c: the life of a duplicate contest and its mails.  See
 * game-contest.h.
 *
 * The draws are fixed by the contest's seed, a secret string: the engine's
 * seed is the first 64 bits of SHA-256("scrabmail-draw:" seed), and what is
 * published at the start is SHA-256(seed), which tells nothing of the draws;
 * the seed itself is published at the end, so anyone can replay them.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <glib.h>

#include "cmd.h"
#include "conf.h"
#include "dup.h"
#include "game-contest.h"
#include "game-ctx.h"
#include "game-seed.h"
#include "mail-parse.h"
#include "outbox.h"
#include "report-board.h"
#include "report-bulletin.h"
#include "report-reply.h"
#include "report-verdict.h"
#include "report-xslt.h"
#include "store.h"
#include "util.h"

#define GAME_MAX_TOPS		16
#define GAME_STANDINGS_SHOWN	10
#define GAME_NAME_MAX		40

/* The lexicon of contest c (its own, the configured one, or the default),
 * checked against the checksum the contest began with. */
static int
open_lexicon(struct game_ctx *g, const struct contest *c, char **cause)
{
	const char *path = c != NULL && c->lexicon != NULL ? c->lexicon :
	    g->conf->lexicon;
	char err[1024], sum[32];

	if (!g->lex_open) {
		if (lexfile_open(&g->lf, path, err, sizeof err) == -1) {
			*cause = xstrdup(err);
			return -1;
		}
		g->lex_open = 1;
	}
	if (c != NULL && c->lexicon_sum != NULL) {
		snprintf(sum, sizeof sum, "%016llx",
		    (unsigned long long)g->lf.lx.checksum);
		if (strcmp(sum, c->lexicon_sum) != 0) {
			*cause = g_strdup_printf("contest %s was begun with the "
			    "lexicon of checksum %s, but %s has %s: judge it "
			    "with the same lexicon", c->name, c->lexicon_sum,
			    g->lf.path, sum);
			return -1;
		}
	}
	return 0;
}

static struct sm_movegen *
generator(struct game_ctx *g, const struct contest *c, char **cause)
{
	if (open_lexicon(g, c, cause) == -1)
		return NULL;
	if (g->gen == NULL && (g->gen = sm_movegen_new(&g->lf.lx)) == NULL)
		*cause = xstrdup("out of memory for the move generator");
	return g->gen;
}

/* "2026-12-07 10:00 UTC", or in the organiser's time zone
 * ([scrabmail] timezone) "2026-12-07 12:00 (Europe/Bucharest)". */
static void
human_time(const struct conf *conf, long long t, char *buf, size_t cap)
{
	const char *zone = conf != NULL ? conf->timezone : NULL;
	char *s;

	if (util_zone_is_utc(zone) || !util_zone_known(zone))
		zone = NULL;
	s = util_format_zone(zone, t, "%Y-%m-%d %H:%M");
	if (zone == NULL)
		snprintf(buf, cap, "%s UTC", s);
	else
		snprintf(buf, cap, "%s (%s)", s, zone);
	free(s);
}

int
game_contest_id(struct game_ctx *g, const char *name, long long *id,
    char **cause)
{
	struct contest *c;
	int rc;

	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0)
		return rc;
	*id = c->id;
	store_contest_free(c);
	return 0;
}

int
game_contest_create(struct game_ctx *g, const struct contest_opts *o,
    long long now, char **cause)
{
	struct contest c;
	enum sm_dup_variant v;
	char *seed = NULL, sum[32];
	int ret = -1;

	if (!sm_dup_variant_parse(o->variant, &v)) {
		*cause = g_strdup_printf("unknown variant '%s': classic, top, "
		    "eliptic, tactic, completiv, superjoker or metagrama",
		    o->variant);
		return -1;
	}
	memset(&c, 0, sizeof c);
	if (o->seed != NULL)
		seed = xstrdup(o->seed);
	else if ((seed = game_seed_new(cause)) == NULL)
		return -1;
	if (open_lexicon(g, NULL, cause) == -1 && o->lexicon == NULL)
		goto out;
	if (o->lexicon != NULL) {
		char err[1024];

		game_ctx_clear(g);
		if (lexfile_open(&g->lf, o->lexicon, err, sizeof err) == -1) {
			*cause = xstrdup(err);
			goto out;
		}
		g->lex_open = 1;
	}
	snprintf(sum, sizeof sum, "%016llx",
	    (unsigned long long)g->lf.lx.checksum);
	c.name = (char *)(uintptr_t)o->name;
	c.variant = (char *)(uintptr_t)sm_dup_variant_name(v);
	c.entry = (char *)(uintptr_t)(o->entry != NULL ? o->entry : "open");
	c.address = (char *)(uintptr_t)o->address;
	c.lexicon = (char *)(uintptr_t)o->lexicon;
	c.lexicon_sum = sum;
	c.seed = seed;
	c.seed_hash = game_seed_hash(seed);
	c.round_days = o->round_days;
	c.solo_bonus = o->solo_bonus;
	c.feedback = (char *)(uintptr_t)(o->feedback != NULL ? o->feedback :
	    "after-deadline");
	c.score_required = o->score_required;
	ret = store_contest_add(g->st, &c, now, NULL, cause);
	free(c.seed_hash);
out:
	free(seed);
	return ret;
}

int
game_contest_join(struct game_ctx *g, const char *contest, const char *player,
    long long now, char **cause)
{
	struct contest *c = NULL;
	struct player *p = NULL;
	int rc, ret = -1;

	if ((rc = store_contest_find(g->st, contest, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'",
			    contest);
		goto out;
	}
	if (strcmp(c->status, "over") == 0) {
		*cause = g_strdup_printf("contest %s is over", c->name);
		goto out;
	}
	if ((rc = store_player_find(g->st, player, &p, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no player named '%s' "
			    "('scrabmail player add' registers one)", player);
		goto out;
	}
	ret = store_entrant_add(g->st, c->id, p->id, p->email, p->name, now,
	    NULL, cause);
out:
	store_contest_free(c);
	store_player_free(p);
	return ret;
}

/* The published bulletin of round number as plain text in Romanian and in
 * English (templates/bulletin/round-text.xsl, the same as round-NN.txt of
 * 'scrabmail publish'), so that what a player receives and what the site
 * shows come from one stylesheet.  Both malloc'ed; -1 with *cause. */
static int
bulletin_texts(struct game_ctx *g, const struct contest *c, int number,
    long long now, char **ro, char **en, char **cause)
{
	static const char *const params_ro[] = { "lang", "ro", NULL };
	static const char *const params_en[] = { "lang", "en", NULL };
	struct report_bulletin_opts o;
	struct report_bulletin *b = NULL;
	char *xml = NULL, *path;
	const char *dir = g->conf->templates;
	size_t len;
	int ret = -1;

	*ro = *en = NULL;
	if (g->round_text == NULL) {
		path = g_strdup_printf("%s/bulletin/round-text.xsl",
		    dir != NULL ? dir : report_templates_default_dir());
		if (dir != NULL && !g_file_test(path, G_FILE_TEST_EXISTS)) {
			g_free(path);
			path = g_strdup_printf("%s/bulletin/round-text.xsl",
			    report_templates_default_dir());
		}
		g->round_text = report_xslt_load(path, cause);
		g_free(path);
		if (g->round_text == NULL)
			return -1;
	}
	memset(&o, 0, sizeof o);
	o.lang = "ro";
	o.lexicon = g->conf->lexicon;
	o.now = now;
	o.timezone = g->conf->timezone;
	if ((b = report_bulletin_new(g->st, c, &o, cause)) == NULL ||
	    (xml = report_bulletin_round(b, number, &len, cause)) == NULL ||
	    report_xslt_apply_text(g->round_text, xml, len, params_ro, ro,
	    NULL, cause) != 0 ||
	    report_xslt_apply_text(g->round_text, xml, len, params_en, en,
	    NULL, cause) != 0)
		goto out;
	ret = 0;
out:
	if (ret == -1) {
		free(*ro);
		free(*en);
		*ro = *en = NULL;
	}
	free(xml);
	report_bulletin_free(b);
	return ret;
}

/* The round.bulletin notice of round number (already stored) into r. */
static int
announce_bulletin(struct game_ctx *g, struct report_reply *r,
    const struct contest *c, int number, long long now, char **cause)
{
	char round[16], *ro, *en;

	if (bulletin_texts(g, c, number, now, &ro, &en, cause) == -1)
		return -1;
	snprintf(round, sizeof round, "%d", number);
	report_reply_notice(r, "round.bulletin", "contest", c->name, "round",
	    round, "ro", ro, "en", en, NULL);
	free(ro);
	free(en);
	return 0;
}

/* The rack as letters ("AEIRST?"), for the round row. */
static void
rack_letters(const struct sm_rack *rk, char *buf, size_t cap)
{
	sm_rack_format(rk, buf, cap);
}

/* Save d's drawn round as round number of the contest, due at deadline.
 * The contest's numbers count the rounds published; the engine's own count
 * (d->round, which decides the vowel/consonant rule) does not move when the
 * letters are redrawn because no move was possible. */
static int
insert_round(struct game_ctx *g,
    const struct contest *c, const struct sm_dup *d,
    int number, long long deadline, char **cause)
{
	char state[SM_DUP_SAVE_MAX], cgp[512], rack[32], rack2[32];

	if (sm_dup_save(d, state, sizeof state) == 0) {
		*cause = xstrdup("the game state does not fit its buffer");
		return -1;
	}
	sm_board_format_cgp(&d->board, cgp, sizeof cgp);
	rack_letters(&d->rack, rack, sizeof rack);
	rack_letters(&d->rack2, rack2, sizeof rack2);
	if (store_round_add(g->st, c->id, number, state, cgp, rack,
	    d->variant == SM_DUP_TACTIC ? rack2 : NULL, deadline, NULL,
	    cause) == -1)
		return -1;
	return store_contest_set_state(g->st, c->id, "running", state, cause);
}

struct mail_list {
	struct game_ctx		*g;
	const struct contest	*c;
	const struct sm_dup	*d;
	int			 number;
	long long		 deadline;
	long long		 now;
	char			**cause;
	int			 failed;
};

/* Mail the round announcement to one registered entrant. */
static int
mail_announce(void *arg, const struct entrant *e)
{
	struct mail_list *ml = arg;
	struct report_reply *r = report_reply_new(ml->g->conf->lang);
	int rc;

	report_reply_set_kind(r, "round");
	if (announce_bulletin(ml->g, r, ml->c, ml->number, ml->now,
	    ml->cause) == -1)
		rc = -1;
	else
		rc = outbox_queue_deferred(ml->g->st, ml->g->conf, r, e->name,
		    e->email, 0, ml->now, ml->cause);
	report_reply_free(r);
	if (rc == -1)
		ml->failed = 1;
	return rc == -1 ? -1 : 0;
}

/* The announcement of round number as text, to publish: the bulletin's
 * text in the configured language. */
static char *
announce_text(struct game_ctx *g, const struct contest *c, int number,
    long long now, char **cause)
{
	char *ro, *en;

	if (bulletin_texts(g, c, number, now, &ro, &en, cause) == -1)
		return NULL;
	if (strcmp(g->conf->lang, "en") == 0) {
		free(ro);
		return en;
	}
	free(en);
	return ro;
}

int
game_contest_start(struct game_ctx *g, const char *name, long long now,
    char **text, char **cause)
{
	struct contest *c = NULL;
	struct sm_dup d;
	struct mail_list ml;
	enum sm_dup_variant v;
	enum sm_draw_status ds;
	long long deadline;
	int rc, ret = -1;

	if (text != NULL)
		*text = NULL;
	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'", name);
		goto out;
	}
	if (strcmp(c->status, "new") != 0) {
		*cause = g_strdup_printf("contest %s has started already",
		    c->name);
		goto out;
	}
	if (!sm_dup_variant_parse(c->variant, &v) ||
	    generator(g, c, cause) == NULL)
		goto out;
	sm_dup_init(&d, v, game_seed_engine(c->seed));
	if ((ds = sm_dup_draw(&d, g->gen)) != SM_DRAW_OK) {
		*cause = g_strdup_printf("the first round cannot be drawn: %s",
		    sm_draw_status_str(ds));
		goto out;
	}
	deadline = now + (long long)c->round_days * 86400;
	if (insert_round(g, c, &d, 1, deadline, cause) == -1)
		goto out;
	if (strcmp(c->entry, "registered") == 0) {
		memset(&ml, 0, sizeof ml);
		ml.g = g;
		ml.c = c;
		ml.d = &d;
		ml.number = 1;
		ml.deadline = deadline;
		ml.now = now;
		ml.cause = cause;
		if (store_entrant_list(g->st, c->id, mail_announce, &ml,
		    cause) != 0)
			goto out;
	} else if (text != NULL &&
	    (*text = announce_text(g, c, 1, now, cause)) == NULL)
		goto out;
	ret = 0;
out:
	store_contest_free(c);
	return ret;
}

/* --- closing a round --- */

/* One entry being judged. */
struct judged {
	long long	 id;
	long long	 entrant_id;
	char		*name;
	char		*email;
	char		*move;
	int		 claimed;
	char		*move2;
	int		 claimed2;
	int		 claimed_total;
	int		 valid;
	int		 score;
	int		 warnings;
	int		 bonus;
	int		 top;
	char		 canonical[64];
	char		*verdict;	/* "ok" or why (English) */
	struct report_verdict rv;	/* why, for the templates */
};

struct judged_list {
	struct judged	*v;
	size_t		 n, cap;
};

static int
collect_entry(void *arg, const struct entry *e)
{
	struct judged_list *l = arg;
	struct judged *j;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	j = &l->v[l->n++];
	memset(j, 0, sizeof *j);
	j->id = e->id;
	j->entrant_id = e->entrant_id;
	j->name = xstrdup(e->name);
	j->email = xstrdup(e->email);
	j->move = xstrdup(e->move);
	j->claimed = e->claimed;
	j->move2 = e->move2 != NULL ? xstrdup(e->move2) : NULL;
	j->claimed2 = e->claimed2;
	j->claimed_total = e->claimed_total;
	return 0;
}

static void
judged_free(struct judged_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		free(l->v[i].name);
		free(l->v[i].email);
		free(l->v[i].move);
		free(l->v[i].move2);
		free(l->v[i].verdict);
	}
	free(l->v);
}

/* Judge one entry against the round as drawn. */
static void
judge_one(struct game_ctx *g, const struct contest *c, const struct sm_dup *d,
    struct judged *j)
{
	struct sm_dup_verdict v;
	unsigned w;
	char why[512];

	sm_dup_judge(d, &g->lf.lx, j->move, j->claimed, j->move2, j->claimed2,
	    j->claimed_total, &v);
	j->valid = v.verdict == SM_LEGAL;
	j->score = j->valid ? v.score : 0;
	sm_move_format(&v.canonical, j->canonical, sizeof j->canonical);
	if (v.nmoves == 2) {
		size_t len = strlen(j->canonical);

		snprintf(j->canonical + len, sizeof j->canonical - len, " / ");
		len = strlen(j->canonical);
		sm_move_format(&v.canonical2, j->canonical + len,
		    sizeof j->canonical - len);
	}
	/* A missing score is a warning only where the contest asks for it. */
	w = v.warnings;
	if (!c->score_required) {
		if (j->claimed < 0)
			w &= ~(unsigned)SM_DUPW_SCORE;
		if (j->claimed2 < 0)
			w &= ~(unsigned)SM_DUPW_SCORE2;
		if (j->claimed_total < 0)
			w &= ~(unsigned)SM_DUPW_TOTAL;
	}
	j->warnings = __builtin_popcount(w);
	memset(&j->rv, 0, sizeof j->rv);
	j->rv.code = "";
	if (j->valid)
		j->verdict = xstrdup("ok");
	else if (v.notation != SM_NOTATION_OK) {
		j->verdict = g_strdup_printf("%s", sm_notation_status_str(
		    v.notation));
		report_verdict_notation(v.notation, &j->rv);
	} else {
		report_verdict_judgement(v.which == 2 ? &v.j2 : &v.j, &j->rv);
		/* Tactic: the move refused is the one to explain. */
		sm_judgement_explain(v.which == 2 ? &v.j2 : &v.j, why,
		    sizeof why);
		j->verdict = xstrdup(why[0] != '\0' ? why :
		    sm_verdict_str(v.verdict));
	}
}

/* Results mail for one entrant. */
struct results_ctx {
	struct game_ctx		*g;
	const struct contest	*c;
	int			 round;
	const char		*top;
	int			 top_score;
	const char		*tops;
	int			 best;
	int			 nentries;
	const char		*outcome;
	const struct sm_dup	*next;		/* the next round, or NULL */
	char			 next_round[16];
	char			*next_ro, *next_en; /* its bulletin's text */
	const struct sm_move	*last;		/* the top played, or NULL */
	long long		 deadline;
	struct standing_line	*lines;
	size_t			 nlines;
	const char		*standings;	/* the top lines, pre-formatted */
	int			 sum_tops;
	struct judged_list	*judged;
	GHashTable		*by_entrant;	/* entrant id -> judged + 1 */
	GHashTable		*line_by_entrant; /* -> standings line + 1 */
	long long		 now;
	char			**cause;
};

/* The entry and the standings line of an entrant, through the indexes made
 * by index_results (a round may have ten thousand entrants). */
static const struct judged *
find_judged(const struct results_ctx *rc, long long entrant_id)
{
	gpointer v = g_hash_table_lookup(rc->by_entrant, &entrant_id);

	return v != NULL ? &rc->judged->v[GPOINTER_TO_SIZE(v) - 1] : NULL;
}

static const struct standing_line *
find_line(const struct results_ctx *rc, long long entrant_id)
{
	gpointer v = g_hash_table_lookup(rc->line_by_entrant, &entrant_id);

	return v != NULL ? &rc->lines[GPOINTER_TO_SIZE(v) - 1] : NULL;
}

static void
index_results(struct results_ctx *rc)
{
	size_t i;

	rc->by_entrant = g_hash_table_new(g_int64_hash, g_int64_equal);
	rc->line_by_entrant = g_hash_table_new(g_int64_hash, g_int64_equal);
	for (i = 0; i < rc->judged->n; i++)
		g_hash_table_insert(rc->by_entrant,
		    &rc->judged->v[i].entrant_id, GSIZE_TO_POINTER(i + 1));
	for (i = 0; i < rc->nlines; i++)
		g_hash_table_insert(rc->line_by_entrant,
		    &rc->lines[i].entrant_id, GSIZE_TO_POINTER(i + 1));
}

static int
mail_results(struct results_ctx *rc, const char *name, const char *email,
    long long entrant_id)
{
	const struct judged *j = find_judged(rc, entrant_id);
	const struct standing_line *sl = find_line(rc, entrant_id);
	struct report_reply *r = report_reply_new(rc->g->conf->lang);
	char round[16], ts[16], best[16], n[16], score[16], warn[16];
	char bonus[16], rank[16], total[16], pct[16], *over = NULL;
	int ret;

	report_reply_set_kind(r, "results");
	snprintf(round, sizeof round, "%d", rc->round);
	snprintf(ts, sizeof ts, "%d", rc->top_score);
	snprintf(best, sizeof best, "%d", rc->best);
	snprintf(n, sizeof n, "%d", rc->nentries);
	snprintf(score, sizeof score, "%d", j != NULL ? j->score : 0);
	snprintf(warn, sizeof warn, "%d", j != NULL ? j->warnings : 0);
	snprintf(bonus, sizeof bonus, "%d", j != NULL ? j->bonus : 0);
	snprintf(rank, sizeof rank, "%d", sl != NULL ? sl->rank : 0);
	snprintf(total, sizeof total, "%d", sl != NULL ? sl->total : 0);
	snprintf(pct, sizeof pct, "%.1f", sl != NULL ? sl->percent : 0.0);
	if (strcmp(rc->outcome, "played") != 0)
		report_reply_notice(r, strcmp(rc->outcome, "repeated") == 0 ?
		    "round.results-none" : "round.results-nomove", "contest",
		    rc->c->name, "round", round, NULL);
	else if (j != NULL)
		report_reply_notice(r, "round.results", "contest", rc->c->name,
		    "round", round, "top", rc->top, "top_score", ts, "tops",
		    rc->tops, "best", best, "entrants", n, "move", j->canonical,
		    "score", score, "verdict", j->valid ? "" : j->verdict,
		    "vcode", j->rv.code, "v_square", j->rv.square, "v_letter",
		    j->rv.letter, "v_words", j->rv.words,
		    "warnings", warn, "bonus", bonus, "rank", rank, "total",
		    total, "percent", pct, "standings", rc->standings, NULL);
	else
		report_reply_notice(r, "round.results", "contest", rc->c->name,
		    "round", round, "top", rc->top, "top_score", ts, "tops",
		    rc->tops, "best", best, "entrants", n, "score", score,
		    "warnings", warn, "bonus", bonus, "rank", rank, "total",
		    total, "percent", pct, "standings", rc->standings, NULL);
	if (rc->next != NULL)
		report_reply_notice(r, "round.bulletin", "contest", rc->c->name,
		    "round", rc->next_round, "ro", rc->next_ro, "en", rc->next_en,
		    NULL);
	else {
		snprintf(n, sizeof n, "%d", rc->round);
		report_reply_notice(r, "contest.over", "contest", rc->c->name,
		    "rounds", n, "winner", rc->nlines > 0 ? rc->lines[0].name :
		    "", "seed", rc->c->seed, "standings", rc->standings, NULL);
	}
	ret = outbox_queue_deferred(rc->g->st, rc->g->conf, r, name, email, 0,
	    rc->now, rc->cause);
	free(over);
	report_reply_free(r);
	return ret;
}

static int
mail_results_entrant(void *arg, const struct entrant *e)
{
	return mail_results(arg, e->name, e->email, e->id) == -1 ? -1 : 0;
}

/* "  1. Ion Popescu  312  98.1%" lines for the first shown entrants. */
static char *
standings_text(const struct standing_line *l, size_t n)
{
	GString *s = g_string_new(NULL);
	size_t i;

	for (i = 0; i < n && i < GAME_STANDINGS_SHOWN; i++)
		g_string_append_printf(s, "  %3d. %-30s %5d  %5.1f%%\n",
		    l[i].rank, l[i].name, l[i].total, l[i].percent);
	return g_string_free(s, FALSE);
}

int
game_contest_close(struct game_ctx *g, long long contest_id, long long now,
    char **text, char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct sm_dup d, next;
	struct sm_dup_top tops[GAME_MAX_TOPS];
	struct judged_list jl;
	struct results_ctx rc;
	struct sm_movegen *gen;
	GString *eq = g_string_new(NULL);
	char top[64] = "", *standings = NULL, state[SM_DUP_SAVE_MAX];
	const char *outcome;
	size_t ntops = 0, i, nbest = 0;
	long long deadline = 0;
	int no_move, best = -1, nvalid = 0, ret = -1, rcode;

	memset(&jl, 0, sizeof jl);
	memset(&rc, 0, sizeof rc);
	if (text != NULL)
		*text = NULL;
	if ((rcode = store_contest_get(g->st, contest_id, &c, cause)) != 0 ||
	    (rcode = store_round_get(g->st, contest_id, 0, &rd, cause)) != 0) {
		if (rcode == 1)
			*cause = xstrdup("the contest has no round");
		goto out;
	}
	if (strcmp(rd->status, "open") != 0) {
		*cause = g_strdup_printf("contest %s has no open round (it is "
		    "%s)", c->name, c->status);
		goto out;
	}
	if (sm_dup_load(&d, rd->state) == -1) {
		*cause = g_strdup_printf("round %d of %s: the saved game is "
		    "damaged", rd->number, c->name);
		goto out;
	}
	if ((gen = generator(g, c, cause)) == NULL)
		goto out;
	no_move = sm_dup_tops(&d, gen, tops, GAME_MAX_TOPS, &ntops) != 0 ||
	    ntops == 0;
	if (!no_move) {
		sm_move_format(&tops[0].move[0].move, top, sizeof top);
		if (tops[0].nmoves == 2) {
			size_t len = strlen(top);

			snprintf(top + len, sizeof top - len, " / ");
			len = strlen(top);
			sm_move_format(&tops[0].move[1].move, top + len,
			    sizeof top - len);
		}
		for (i = 1; i < ntops; i++) {
			char m[64], m2[64];

			sm_move_format(&tops[i].move[0].move, m, sizeof m);
			g_string_append_printf(eq, "%s%s", eq->len ? "; " : "",
			    m);
			if (tops[i].nmoves == 2) {
				sm_move_format(&tops[i].move[1].move, m2,
				    sizeof m2);
				g_string_append_printf(eq, " / %s", m2);
			}
		}
	}
	/* Judge. */
	if (store_entry_list(g->st, rd->id, collect_entry, &jl, cause) != 0)
		goto out;
	for (i = 0; i < jl.n; i++) {
		judge_one(g, c, &d, &jl.v[i]);
		if (jl.v[i].valid) {
			nvalid++;
			if (jl.v[i].score > best)
				best = jl.v[i].score;
		}
		jl.v[i].top = !no_move && jl.v[i].valid &&
		    jl.v[i].score >= tops[0].score;
	}
	for (i = 0; i < jl.n; i++)
		if (jl.v[i].valid && jl.v[i].score == best && best > 0)
			nbest++;
	for (i = 0; i < jl.n; i++) {
		struct judged *j = &jl.v[i];

		if (c->solo_bonus && nbest == 1 && j->valid &&
		    j->score == best)
			j->bonus = sm_dup_solo_bonus((int)jl.n);
		/* Top variant: warnings count only where a top was found. */
		if (strcmp(c->variant, "top") == 0 && !j->top)
			j->warnings = 0;
		struct entry_why why = { j->rv.code, j->rv.square,
		    j->rv.letter, j->rv.words };

		if (store_entry_judged(g->st, j->id, j->canonical, j->verdict,
		    &why, j->score, j->warnings, j->bonus, j->top,
		    cause) == -1)
			goto out;
	}
	/* Play, repeat or redraw; then the next round or the end. */
	next = d;
	if (no_move) {
		outcome = "none";
		sm_dup_redraw(&next, gen);
	} else if (nvalid == 0) {
		outcome = "repeated";
		sm_dup_repeat(&next);
	} else {
		outcome = "played";
		if (sm_dup_play(&next, &tops[0]) == -1) {
			*cause = g_strdup_printf("the top %s does not fit round "
			    "%d's letters (an engine error)", top, d.round);
			goto out;
		}
		sm_dup_draw(&next, gen);
	}
	if (store_round_close(g->st, rd->id, outcome, no_move ? NULL : top,
	    no_move ? -1 : tops[0].score, eq->len ? eq->str : NULL,
	    nvalid > 0 ? best : -1, now, cause) == -1)
		goto out;
	if (next.state == SM_DUP_OVER) {
		if (sm_dup_save(&next, state, sizeof state) == 0 ||
		    store_contest_set_state(g->st, c->id, "over", state,
		    cause) == -1)
			goto out;
	} else {
		deadline = now + (long long)c->round_days * 86400;
		if (insert_round(g, c, &next, rd->number + 1, deadline,
		    cause) == -1)
			goto out;
	}
	/* Results and the next round to every entrant concerned. */
	if (game_standings(g, c, &rc.lines, &rc.nlines, &rc.sum_tops,
	    cause) == -1)
		goto out;
	standings = standings_text(rc.lines, rc.nlines);
	rc.g = g;
	rc.c = c;
	rc.round = rd->number;
	rc.top = top;
	rc.top_score = no_move ? 0 : tops[0].score;
	rc.tops = eq->str;
	rc.best = best < 0 ? 0 : best;
	rc.nentries = (int)jl.n;
	rc.outcome = outcome;
	rc.next = next.state == SM_DUP_OVER ? NULL : &next;
	rc.last = strcmp(outcome, "played") == 0 ? &tops[0].move[0].move : NULL;
	rc.deadline = deadline;
	rc.standings = standings;
	rc.judged = &jl;
	rc.now = now;
	rc.cause = cause;
	index_results(&rc);
	/* The next round's announcement: the published bulletin's text, made
	 * once for every entrant. */
	if (rc.next != NULL) {
		snprintf(rc.next_round, sizeof rc.next_round, "%d",
		    rd->number + 1);
		if (bulletin_texts(g, c, rd->number + 1, now, &rc.next_ro,
		    &rc.next_en, cause) == -1)
			goto out;
	}
	if (strcmp(c->entry, "registered") == 0) {
		if (store_entrant_list(g->st, c->id, mail_results_entrant, &rc,
		    cause) != 0)
			goto out;
	} else {
		for (i = 0; i < jl.n; i++)
			if (mail_results(&rc, jl.v[i].name, jl.v[i].email,
			    jl.v[i].entrant_id) == -1)
				goto out;
		if (text != NULL && rc.next != NULL &&
		    (*text = announce_text(g, c, rd->number + 1, now,
		    cause)) == NULL)
			goto out;
	}
	ret = 0;
out:
	free(rc.next_ro);
	free(rc.next_en);
	if (rc.by_entrant != NULL)
		g_hash_table_destroy(rc.by_entrant);
	if (rc.line_by_entrant != NULL)
		g_hash_table_destroy(rc.line_by_entrant);
	game_standings_free(rc.lines, rc.nlines);
	free(standings);
	g_string_free(eq, TRUE);
	judged_free(&jl);
	store_round_free(rd);
	store_contest_free(c);
	return ret;
}

/* --- standings --- */

struct standings_acc {
	struct standing_line	*v;
	size_t			 n, cap;
};

static int
collect_standing(void *arg, const struct standing *sd)
{
	struct standings_acc *a = arg;
	struct standing_line *l;

	if (a->n == a->cap) {
		a->cap = a->cap ? a->cap * 2 : 64;
		a->v = xrealloc(a->v, a->cap * sizeof *a->v);
	}
	l = &a->v[a->n++];
	memset(l, 0, sizeof *l);
	l->entrant_id = sd->entrant_id;
	l->name = xstrdup(sd->name != NULL ? sd->name : "");
	l->email = xstrdup(sd->email != NULL ? sd->email : "");
	l->warnings = sd->warnings;
	l->tops = sd->tops;
	l->top_sharers = sd->top_sharers;
	l->top_points = sd->top_points;
	l->total = sd->total;
	return 0;
}

static int
cmp_classic(const void *pa, const void *pb)
{
	const struct standing_line *a = pa, *b = pb;

	if (a->total != b->total)
		return a->total > b->total ? -1 : 1;
	return strcmp(a->name, b->name);
}

/* Top variant: more tops; then the lower sum of how many shared them; then
 * the higher total of their scores. */
static int
cmp_top(const void *pa, const void *pb)
{
	const struct standing_line *a = pa, *b = pb;

	if (a->tops != b->tops)
		return a->tops > b->tops ? -1 : 1;
	if (a->top_sharers != b->top_sharers)
		return a->top_sharers < b->top_sharers ? -1 : 1;
	if (a->top_points != b->top_points)
		return a->top_points > b->top_points ? -1 : 1;
	return strcmp(a->name, b->name);
}

static int
same_result(const struct standing_line *a, const struct standing_line *b,
    int top_variant)
{
	if (top_variant)
		return a->tops == b->tops && a->top_sharers == b->top_sharers &&
		    a->top_points == b->top_points;
	return a->total == b->total;
}

int
game_standings(struct game_ctx *g, const struct contest *c,
    struct standing_line **lines, size_t *n, int *sum_tops, char **cause)
{
	struct standings_acc a;

	memset(&a, 0, sizeof a);
	*lines = NULL;
	*n = 0;
	if (store_standings(g->st, c->id, sum_tops, collect_standing, &a,
	    cause) != 0) {
		game_standings_free(a.v, a.n);
		return -1;
	}
	game_rank_standings(c->variant, a.v, a.n, *sum_tops);
	*lines = a.v;
	*n = a.n;
	return 0;
}

void
game_rank_standings(const char *variant, struct standing_line *l, size_t n,
    int sum_tops)
{
	int top_variant = strcmp(variant, "top") == 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (top_variant) {
			/* 4 technical warnings cost one top, 7 two, 10
			 * three... */
			l[i].penalty = l[i].warnings >= 4 ?
			    (l[i].warnings - 1) / 3 : 0;
			l[i].tops -= l[i].penalty;
		} else {
			/* Each technical warning from the 4th on costs 5
			 * points. */
			l[i].penalty = l[i].warnings > 3 ?
			    (l[i].warnings - 3) * 5 : 0;
			l[i].total -= l[i].penalty;
		}
	}
	if (n > 1)
		qsort(l, n, sizeof *l, top_variant ? cmp_top : cmp_classic);
	for (i = 0; i < n; i++) {
		l[i].rank = i > 0 && same_result(&l[i], &l[i - 1],
		    top_variant) ? l[i - 1].rank : (int)i + 1;
		l[i].percent = sum_tops > 0 ? 100.0 * l[i].total / sum_tops :
		    0.0;
	}
}

void
game_standings_free(struct standing_line *lines, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(lines[i].name);
		free(lines[i].email);
	}
	free(lines);
}

/* --- the clock --- */

struct remind_ctx {
	struct game_ctx		*g;
	const struct contest	*c;
	const struct round	*rd;
	long long		 now;
	size_t			 sent;
	char			**cause;
};

static int
remind_entrant(void *arg, const struct entrant *e)
{
	struct remind_ctx *rc = arg;
	struct report_reply *r;
	char round[16], when[96];
	int ret;
	long long deadline;

	/* Has an entry already?  (One query per entrant: registered contests
	 * are small.) */
	{
		struct judged_list jl;
		size_t i;
		int found = 0;

		memset(&jl, 0, sizeof jl);
		if (store_entry_list(rc->g->st, rc->rd->id, collect_entry, &jl,
		    rc->cause) != 0)
			return -1;
		for (i = 0; i < jl.n; i++)
			if (jl.v[i].entrant_id == e->id)
				found = 1;
		judged_free(&jl);
		if (found)
			return 0;
	}
	if (util_parse_iso8601(rc->rd->deadline, &deadline) == -1)
		deadline = rc->now;
	human_time(rc->g->conf, deadline, when, sizeof when);
	snprintf(round, sizeof round, "%d", rc->rd->number);
	r = report_reply_new(rc->g->conf->lang);
	report_reply_set_kind(r, "reminder");
	report_reply_notice(r, "round.reminder", "contest", rc->c->name,
	    "round", round, "deadline", when, NULL);
	ret = outbox_queue_deferred(rc->g->st, rc->g->conf, r, e->name,
	    e->email, 0, rc->now, rc->cause);
	report_reply_free(r);
	if (ret == 0)
		rc->sent++;
	return ret == -1 ? -1 : 0;
}

struct tick_list {
	long long	*ids;
	size_t		 n, cap;
};

static int
collect_running(void *arg, const struct contest *c)
{
	struct tick_list *l = arg;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->ids = xrealloc(l->ids, l->cap * sizeof *l->ids);
	}
	l->ids[l->n++] = c->id;
	return 0;
}

/* Remind the registered entrants of contest id a day before the deadline. */
static int
remind(struct game_ctx *g, long long id, long long now, size_t *reminded,
    char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct remind_ctx rc;
	long long deadline;
	int ret = 0;

	if (store_contest_get(g->st, id, &c, cause) != 0 ||
	    strcmp(c->entry, "registered") != 0 ||
	    store_round_get(g->st, id, 0, &rd, cause) != 0)
		goto out;
	if (strcmp(rd->status, "open") != 0 || rd->reminded ||
	    util_parse_iso8601(rd->deadline, &deadline) == -1 ||
	    deadline - now > 86400 || deadline <= now)
		goto out;
	memset(&rc, 0, sizeof rc);
	rc.g = g;
	rc.c = c;
	rc.rd = rd;
	rc.now = now;
	rc.cause = cause;
	if (store_begin(g->st, cause) == -1) {
		ret = -1;
		goto out;
	}
	if (store_entrant_list(g->st, id, remind_entrant, &rc, cause) != 0 ||
	    store_round_set_reminded(g->st, rd->id, cause) == -1 ||
	    store_commit(g->st, cause) == -1) {
		store_rollback(g->st);
		ret = -1;
		goto out;
	}
	*reminded += rc.sent;
out:
	store_round_free(rd);
	store_contest_free(c);
	return ret;
}

int
game_tick(struct game_ctx *g, long long now, size_t *closed, size_t *reminded,
    char **cause)
{
	struct tick_list running;
	long long *due = NULL;
	size_t ndue = 0, i;
	int ret = -1;

	*closed = *reminded = 0;
	memset(&running, 0, sizeof running);
	if (store_round_due(g->st, now, &due, &ndue, cause) == -1)
		return -1;
	for (i = 0; i < ndue; i++) {
		if (store_begin(g->st, cause) == -1)
			goto out;
		if (game_contest_close(g, due[i], now, NULL, cause) == -1) {
			store_rollback(g->st);
			goto out;
		}
		if (store_commit(g->st, cause) == -1)
			goto out;
		(*closed)++;
	}
	if (store_contest_list(g->st, "running", collect_running, &running,
	    cause) != 0)
		goto out;
	for (i = 0; i < running.n; i++)
		if (remind(g, running.ids[i], now, reminded, cause) == -1)
			goto out;
	ret = 0;
out:
	free(running.ids);
	free(due);
	return ret;
}

/* --- entries by mail --- */

struct candidates {
	struct game_ctx		*g;
	const struct cmd_ctx	*ctx;
	long long		 id;
	int			 n;
	long long		 by_addr;	/* the one the mail is addressed to */
	int			 naddr;
	GString			*names;
	char			**cause;
};

/* Whether addr is one of the space-separated addresses of list. */
static int
addressed_to(const char *list, const char *addr)
{
	size_t n = strlen(addr);
	const char *p;

	for (p = list; p != NULL && *p != '\0'; ) {
		if (g_ascii_strncasecmp(p, addr, n) == 0 &&
		    (p[n] == ' ' || p[n] == '\0'))
			return 1;
		if ((p = strchr(p, ' ')) != NULL)
			p++;
	}
	return 0;
}

/* A running contest this mail may be meant for: any open one; a registered
 * one when the signed-on player takes part in it. */
static int
consider(void *arg, const struct contest *c)
{
	struct candidates *k = arg;
	struct entrant *e = NULL;
	int rc;

	if (strcmp(c->entry, "registered") == 0) {
		if (k->ctx->player == NULL)
			return 0;
		if ((rc = store_entrant_find(k->g->st, c->id,
		    k->ctx->player->email, &e, k->cause)) == -1)
			return -1;
		store_entrant_free(e);
		if (rc == 1)
			return 0;
	}
	k->id = c->id;
	k->n++;
	if (c->address != NULL && addressed_to(k->ctx->msg->to_addrs,
	    c->address)) {
		k->by_addr = c->id;
		k->naddr++;
	}
	g_string_append_printf(k->names, "%s%s", k->names->len ? ", " : "",
	    c->name);
	return 0;
}

static void
item(struct cmd_ctx *ctx, const char *echo, const char *status,
    const char *code, const char *a1, const char *v1, const char *a2,
    const char *v2, const char *a3, const char *v3)
{
	/* Up to three arguments; a NULL name ends the list early. */
	report_reply_item(ctx->reply, ctx->line, echo, "ROUND", status, code,
	    a1, v1, a2, v2, a3, v3, NULL);
}

int
game_resolve_contest(struct game_ctx *g, struct cmd_ctx *ctx, const char *echo,
    int *tactic, char **cause)
{
	struct candidates k;
	struct contest *c = NULL;
	int rc, ret = -1;

	*tactic = 0;
	memset(&k, 0, sizeof k);
	k.names = g_string_new(NULL);
	if (ctx->contest_id == 0) {
		k.g = g;
		k.ctx = ctx;
		k.cause = cause;
		if (store_contest_list(g->st, "running", consider, &k,
		    cause) != 0)
			goto out;
		if (k.n == 0) {
			item(ctx, echo, "error", "round.no-contest", NULL, NULL,
			    NULL, NULL, NULL, NULL);
			ret = 1;
			goto out;
		}
		if (k.naddr == 1) {
			/* The mail is addressed to that contest. */
			k.id = k.by_addr;
			k.n = 1;
		}
		if (k.n > 1) {
			item(ctx, echo, "error", "round.which-contest",
			    "contests", k.names->str, NULL, NULL, NULL, NULL);
			ret = 1;
			goto out;
		}
		ctx->contest_id = k.id;
	}
	if ((rc = store_contest_get(g->st, ctx->contest_id, &c, cause)) != 0) {
		if (rc == 1)
			*cause = xstrdup("the chosen contest has gone");
		goto out;
	}
	*tactic = strcmp(c->variant, "tactic") == 0;
	ret = 0;
out:
	store_contest_free(c);
	g_string_free(k.names, TRUE);
	return ret;
}

int
game_entry(struct game_ctx *g, struct cmd_ctx *ctx, int round, const char *move,
    int claimed, const char *move2, int claimed2, int claimed_total,
    const char *echo, char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct entrant *e = NULL;
	struct sm_move m, m2;
	enum sm_notation_status ns;
	char canon[80], num[16], cur[16], when[96], *previous = NULL, *name;
	const char *addr;
	long long deadline, eid;
	int rc, ret = -1;

	if ((rc = store_contest_get(g->st, ctx->contest_id, &c, cause)) != 0) {
		if (rc == 1)
			*cause = xstrdup("the chosen contest has gone");
		goto out;
	}
	snprintf(num, sizeof num, "%d", round);
	if (strcmp(c->status, "running") != 0 ||
	    (rc = store_round_get(g->st, c->id, 0, &rd, cause)) == 1) {
		item(ctx, echo, "error", "round.closed", "contest", c->name,
		    "round", num, NULL, NULL);
		ret = 0;
		goto out;
	}
	if (rc == -1)
		goto out;
	snprintf(cur, sizeof cur, "%d", rd->number);
	if (round < rd->number || (round == rd->number &&
	    strcmp(rd->status, "open") != 0)) {
		item(ctx, echo, "error", "round.closed", "contest", c->name,
		    "round", num, NULL, NULL);
		ret = 0;
		goto out;
	}
	if (round > rd->number) {
		item(ctx, echo, "error", "round.unknown", "contest", c->name,
		    "round", num, "current", cur);
		ret = 0;
		goto out;
	}
	if (util_parse_iso8601(rd->deadline, &deadline) == 0 &&
	    ctx->now > deadline) {
		human_time(g->conf, deadline, when, sizeof when);
		item(ctx, echo, "error", "round.late", "contest", c->name,
		    "round", num, "deadline", when);
		ret = 0;
		goto out;
	}
	/* Who: a championship's player must sign on (the password is what
	 * identifies them); a reader is their address. */
	if (strcmp(c->entry, "registered") == 0 && ctx->player == NULL) {
		item(ctx, echo, "error", "round.not-entrant", "contest",
		    c->name, NULL, NULL, NULL, NULL);
		ret = 0;
		goto out;
	}
	addr = ctx->player != NULL && strcmp(c->entry, "registered") == 0 ?
	    ctx->player->email : ctx->msg->from_addr;
	if ((rc = store_entrant_find(g->st, c->id, addr, &e, cause)) == -1)
		goto out;
	if (rc == 1 && strcmp(c->entry, "registered") == 0) {
		item(ctx, echo, "error", "round.not-entrant", "contest",
		    c->name, NULL, NULL, NULL, NULL);
		ret = 0;
		goto out;
	}
	/* The move as written must at least read as a move. */
	if ((ns = sm_move_parse(&m, move, strlen(move), NULL)) !=
	    SM_NOTATION_OK || (move2 != NULL &&
	    (ns = sm_move_parse(&m2, move2, strlen(move2), NULL)) !=
	    SM_NOTATION_OK)) {
		struct report_verdict rv;

		report_verdict_notation(ns, &rv);
		item(ctx, echo, "error", "round.bad-move", "text",
		    ns != SM_NOTATION_OK && move2 != NULL &&
		    sm_move_parse(&m, move, strlen(move), NULL) ==
		    SM_NOTATION_OK ? move2 : move, "reason",
		    sm_notation_status_str(ns), "vcode", rv.code);
		ret = 0;
		goto out;
	}
	if (rc == 1) {
		if (ctx->display_name != NULL)
			name = xstrdup(ctx->display_name);
		else if (ctx->msg->from_name != NULL)
			name = g_utf8_substring(ctx->msg->from_name, 0,
			    MIN(g_utf8_strlen(ctx->msg->from_name, -1),
			    GAME_NAME_MAX));
		else
			name = g_strndup(addr, strcspn(addr, "@"));
		rc = store_entrant_add(g->st, c->id, 0, addr, name, ctx->now,
		    &eid, cause);
		free(name);
		if (rc == -1)
			goto out;
	} else {
		eid = e->id;
		if (ctx->display_name != NULL && store_entrant_set_name(g->st,
		    eid, ctx->display_name, cause) == -1)
			goto out;
	}
	if (store_entry_put(g->st, rd->id, eid, ctx->spool_id, move, claimed,
	    move2, claimed2, claimed_total, ctx->now, &previous, cause) == -1)
		goto out;
	sm_move_format(&m, canon, sizeof canon);
	if (move2 != NULL) {
		size_t len = strlen(canon);

		snprintf(canon + len, sizeof canon - len, " / ");
		len = strlen(canon);
		sm_move_format(&m2, canon + len, sizeof canon - len);
	}
	if (claimed >= 0) {
		size_t len = strlen(canon);

		snprintf(canon + len, sizeof canon - len, " %d", claimed);
	}
	human_time(g->conf, deadline, when, sizeof when);
	if (strcmp(c->feedback, "on-receipt") == 0) {
		struct sm_dup d;
		struct judged j;

		if (sm_dup_load(&d, rd->state) == -1 ||
		    open_lexicon(g, c, cause) == -1) {
			if (*cause == NULL)
				*cause = xstrdup("the saved round is damaged");
			goto out;
		}
		memset(&j, 0, sizeof j);
		j.move = (char *)(uintptr_t)move;
		j.claimed = claimed;
		j.move2 = (char *)(uintptr_t)move2;
		j.claimed2 = claimed2;
		j.claimed_total = claimed_total;
		judge_one(g, c, &d, &j);
		snprintf(cur, sizeof cur, "%d", j.score);
		if (j.valid)
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", "round.received-judged", "contest", c->name,
			    "round", num, "move", j.canonical, "valid", "yes",
			    "score", cur, NULL);
		else
			report_reply_item(ctx->reply, ctx->line, echo, "ROUND",
			    "ok", "round.received-judged", "contest", c->name,
			    "round", num, "move", j.canonical, "valid", "no",
			    "score", "0", "reason", j.verdict, "vcode",
			    j.rv.code, "v_square", j.rv.square, "v_letter",
			    j.rv.letter, "v_words", j.rv.words, NULL);
		free(j.verdict);
	} else if (previous != NULL)
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND", "ok",
		    "round.replaced", "contest", c->name, "round", num, "move",
		    canon, "previous", previous, "deadline", when, NULL);
	else
		report_reply_item(ctx->reply, ctx->line, echo, "ROUND", "ok",
		    "round.received", "contest", c->name, "round", num, "move",
		    canon, "deadline", when, NULL);
	ret = 0;
out:
	free(previous);
	store_entrant_free(e);
	store_round_free(rd);
	store_contest_free(c);
	return ret;
}
