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

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <glib.h>

#include "conf.h"
#include "dup.h"
#include "dupmanual.h"
#include "game-contest.h"
#include "game-ctx.h"
#include "game-seed.h"
#include "lex-file.h"
#include "outbox.h"
#include "reply-codes.h"
#include "report-board.h"
#include "report-bulletin.h"
#include "report-reply.h"
#include "report-verdict.h"
#include "report-xslt.h"
#include "sched.h"
#include "store.h"
#include "util.h"

#define GAME_MAX_TOPS		16
#define GAME_STANDINGS_SHOWN	10
#define GAME_NAME_MAX		40

/* Select the lexicon of contest c in g->lf: the one of the identity it
 * recorded, wherever it is (game_ctx_lexicon); c NULL: the configured or
 * default one.  A contest of before (no identity, its file checksum
 * only) is given the identity of the file found with that checksum. */
static int
open_lexicon(struct game_ctx *g, const struct contest *c, char **cause)
{
	char *whose;
	int rc;

	if (c == NULL)
		return game_ctx_lexicon(g, NULL, NULL, NULL, cause);
	whose = g_strdup_printf("contest %s", c->name);
	rc = game_ctx_lexicon(g, c->lexicon, c->lexicon_id != NULL ?
	    c->lexicon_id : c->lexicon_sum, whose, cause);
	free(whose);
	if (rc == 0 && c->lexicon_id == NULL && store_contest_set_lexicon_id(
	    g->st, c->id, g->lf->id, cause) == -1)
		rc = -1;
	return rc;
}

static struct sm_movegen *
generator(struct game_ctx *g, const struct contest *c, char **cause)
{
	if (open_lexicon(g, c, cause) == -1)
		return NULL;
	return game_ctx_generator(g, cause);
}

/* The organiser's zone (NULL: UTC). */
static const char *
zone(const struct game_ctx *g)
{
	return g->conf != NULL ? g->conf->timezone : NULL;
}

/* Contest c's calendar rule (sched.h): 0 and *s (sched_clear frees its
 * dates), or -1 with *cause for a damaged row. */
static int
contest_sched(const struct contest *c, struct sched_rule *s, char **cause)
{
	memset(s, 0, sizeof *s);
	s->round_days = c->round_days;
	if (c->deadline_weekly != NULL && sched_weekly_parse(
	    c->deadline_weekly, &s->deadline, cause) == -1)
		return -1;
	return sched_dates_load(s, c->round_dates, cause);
}

/* The deadline of round number of c opened at opened (sched_deadline). */
static int
round_deadline(const struct game_ctx *g, const struct contest *c, int number,
    long long opened, long long *deadline, char **cause)
{
	struct sched_rule s;

	if (contest_sched(c, &s, cause) == -1)
		return -1;
	*deadline = sched_deadline(&s, zone(g), number, opened);
	sched_clear(&s);
	return 0;
}

/* When the round after one closed at `closed` opens (sched_opening): the
 * next opens_weekly time of c, or `closed` itself when c has none.  -1
 * with *cause for a damaged row. */
static int
round_opens(const struct game_ctx *g, const struct contest *c,
    long long closed, long long *opens, char **cause)
{
	struct sched_rule s;

	*opens = closed;
	memset(&s, 0, sizeof s);
	if (c->opens_weekly != NULL && sched_weekly_parse(c->opens_weekly,
	    &s.opens, cause) == -1)
		return -1;
	*opens = sched_opening(&s, zone(g), closed);
	return 0;
}

/* The rounds drawn, for the calendar. */
struct cal_rounds {
	struct round	**v;
	size_t		  n;
};

static int
collect_round(void *arg, const struct round *r)
{
	struct cal_rounds *l = arg;
	struct round *copy = xcalloc(1, sizeof *copy);

	copy->number = r->number;
	copy->status = r->status;
	copy->deadline = xstrdup(r->deadline);
	copy->opened = r->opened != NULL ? xstrdup(r->opened) : NULL;
	copy->closed = r->closed != NULL ? xstrdup(r->closed) : NULL;
	l->v = xrealloc(l->v, (l->n + 1) * sizeof *l->v);
	l->v[l->n++] = copy;
	return 0;
}

/* One line of the calendar; t 0: "-". */
static void
cal_line(GString *out, const char *zone, int number, long long opens,
    long long closes, const char *status)
{
	char *o = opens != 0 ? sched_local_format(zone, opens) : xstrdup("-");
	char *c = sched_local_format(zone, closes);

	g_string_append_printf(out, "round\t%d\t%s\t%s\t%s\n", number, o, c,
	    status);
	free(o);
	free(c);
}

int
game_contest_calendar(struct game_ctx *g, const char *name, long long now,
    char **out, char **cause)
{
	struct contest *c = NULL;
	struct cal_rounds l = { NULL, 0 };
	struct sched_rule s;
	GString *text = NULL;
	long long opens = 0, closes;
	int rc, last = 0, upto, ret = -1, waiting = 0;
	size_t i;

	*out = NULL;
	memset(&s, 0, sizeof s);
	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'", name);
		goto out;
	}
	if (contest_sched(c, &s, cause) == -1 ||
	    store_round_list(g->st, c->id, collect_round, &l, cause) != 0 ||
	    game_contest_waiting(g, c, &waiting, NULL, cause) == -1)
		goto out;
	text = g_string_new(NULL);
	g_string_append_printf(text, "timezone\t%s\n",
	    util_zone_is_utc(zone(g)) ? "UTC" : zone(g));
	if (c->deadline_weekly != NULL)
		g_string_append_printf(text, "deadline\t%s\n",
		    c->deadline_weekly);
	else
		g_string_append_printf(text, "round-days\t%d\n",
		    c->round_days);
	if (c->opens_weekly != NULL)
		g_string_append_printf(text, "opens\t%s\n", c->opens_weekly);
	for (i = 0; i < l.n; i++) {
		const struct round *r = l.v[i];
		long long o = 0, d = 0, cl = 0;

		if (r->opened != NULL)
			(void)util_parse_iso8601(r->opened, &o);
		else if (i > 0 && l.v[i - 1]->closed != NULL)
			(void)util_parse_iso8601(l.v[i - 1]->closed, &o);
		(void)util_parse_iso8601(r->deadline, &d);
		cal_line(text, zone(g), r->number, o, d,
		    r->status == STORE_ROUND_OPEN ? "open" : "closed");
		last = r->number;
		opens = d;
		if (r->closed != NULL &&
		    util_parse_iso8601(r->closed, &cl) == 0)
			opens = cl;
	}
	/* The rounds to come, each opening when the one before closes at
	 * its deadline (or at the next opening time after it): through the
	 * last round when fixed, else the next four (and every round given a
	 * date).  Round 1 opens at the start. */
	if (c->status == STORE_CONTEST_OVER)
		goto done;
	if (l.n == 0)
		opens = now;
	else if (round_opens(g, c, opens, &opens, cause) == -1)
		goto out;
	upto = c->last_round > 0 ? c->last_round : last + 4;
	for (i = 0; i < s.ndates; i++)
		if (c->last_round == 0 && s.dates[i].round > upto)
			upto = s.dates[i].round;
	for (rc = last + 1; rc <= upto; rc++) {
		closes = sched_deadline(&s, zone(g), rc, opens);
		/* The round drawn by hand that waits for its letters opens
		 * when they are given, not at a time. */
		cal_line(text, zone(g), rc, opens, closes, rc == waiting ?
		    "waiting" : "planned");
		if (round_opens(g, c, closes, &opens, cause) == -1)
			goto out;
	}
done:
	*out = g_string_free(text, FALSE);
	text = NULL;
	ret = 0;
out:
	for (i = 0; i < l.n; i++)
		store_round_free(l.v[i]);
	free(l.v);
	sched_clear(&s);
	store_contest_free(c);
	return ret;
}

void
game_contest_when(const struct conf *conf, long long t, char *buf, size_t cap)
{
	const char *zone = conf != NULL ? conf->timezone : NULL;
	char *s;

	if (util_zone_is_utc(zone) || !util_zone_known(zone))
		zone = NULL;
	s = util_format_deadline(zone, t);
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

/* The organiser's options of the draw and the order (seed 000), checked
 * against the variant. */
static int
organiser_options(const struct contest_opts *o, enum sm_dup_variant v,
    struct contest *c, char **cause)
{
	if (o->tactic_order != NULL && !sm_dup_order_parse(o->tactic_order,
	    &c->tactic_order)) {
		*cause = g_strdup_printf("unknown tactic order '%s': free or "
		    "imposed", o->tactic_order);
		return -1;
	}
	if (c->tactic_order != SM_DUP_ORDER_FREE && v != SM_DUP_TACTIC) {
		*cause = g_strdup_printf("--tactic-order imposed is for a "
		    "tactic contest, not %s", sm_dup_variant_name(v));
		return -1;
	}
	if (o->redraw_triples && !sm_dup_triples_apply(v)) {
		*cause = g_strdup_printf("--redraw-triples does not apply to "
		    "%s: its drawn letters have no restriction",
		    sm_dup_variant_name(v));
		return -1;
	}
	c->redraw_triples = o->redraw_triples != 0;
	return 0;
}

int
game_contest_create(struct game_ctx *g, const struct contest_opts *o,
    long long now, char **cause)
{
	struct contest c;
	struct sched_rule s;
	enum sm_dup_variant v;
	struct sched_weekly ow;
	char *seed = NULL, *lexpath = NULL, *dates = NULL, weekly[16];
	char opens[16];
	size_t i;
	int ret = -1;

	if ((*cause = game_name_check("contest", o->name)) != NULL)
		return -1;
	/* The calendar (sched.h): checked before anything is opened. */
	memset(&s, 0, sizeof s);
	if (o->deadline != NULL && sched_weekly_parse(o->deadline,
	    &s.deadline, cause) == -1)
		return -1;
	for (i = 0; i < o->nround_dates; i++)
		if (sched_date_add(&s, zone(g), o->round_dates[i],
		    cause) == -1) {
			sched_clear(&s);
			return -1;
		}
	sched_weekly_format(&s.deadline, weekly, sizeof weekly);
	dates = sched_dates_save(&s);
	sched_clear(&s);
	memset(&ow, 0, sizeof ow);
	if (o->opens != NULL && sched_weekly_parse(o->opens, &ow,
	    cause) == -1)
		goto out;
	if (ow.set && o->manual_draw) {
		*cause = xstrdup("--open does not apply to --manual-draw: a "
		    "round drawn by hand opens when its letters are given "
		    "('scrabmail contest letters')");
		goto out;
	}
	sched_weekly_format(&ow, opens, sizeof opens);
	if (!sm_dup_variant_parse(o->variant, &v)) {
		*cause = g_strdup_printf("unknown variant '%s': classic, top, "
		    "eliptic, tactic, completiv, superjoker or metagrama",
		    o->variant);
		goto out;
	}
	memset(&c, 0, sizeof c);
	if (!store_contest_entry_parse(o->entry != NULL ? o->entry : "open",
	    &c.entry)) {
		*cause = g_strdup_printf("unknown entry '%s': open or "
		    "registered", o->entry);
		goto out;
	}
	if (!store_contest_feedback_parse(o->feedback != NULL ? o->feedback :
	    "after-deadline", &c.feedback)) {
		*cause = g_strdup_printf("unknown feedback '%s': "
		    "after-deadline or on-receipt", o->feedback);
		goto out;
	}
	if (organiser_options(o, v, &c, cause) == -1)
		goto out;
	if (o->seed != NULL)
		seed = xstrdup(o->seed);
	else if ((seed = game_seed_new(cause)) == NULL)
		goto out;
	if (o->lexicon != NULL) {
		/* Kept absolute: the daemon may run elsewhere. */
		if ((lexpath = realpath(o->lexicon, NULL)) == NULL) {
			*cause = g_strdup_printf("cannot find lexicon %s: %s",
			    o->lexicon, strerror(errno));
			goto out;
		}
	}
	if (game_ctx_lexicon(g, lexpath, NULL, NULL, cause) == -1)
		goto out;
	c.name = (char *)(uintptr_t)o->name;
	c.variant = v;
	c.address = (char *)(uintptr_t)o->address;
	c.lexicon = lexpath;
	c.lexicon_sum = g->lf->sum;
	c.lexicon_id = g->lf->id;
	c.seed = seed;
	c.seed_hash = game_seed_hash(seed);
	c.round_days = o->round_days;
	c.solo_bonus = o->solo_bonus;
	c.last_round = o->rounds;
	c.review = o->review;
	c.manual_draw = o->manual_draw;
	c.score_required = o->score_required;
	c.deadline_weekly = weekly[0] != '\0' ? weekly : NULL;
	c.round_dates = dates;
	c.opens_weekly = opens[0] != '\0' ? opens : NULL;
	ret = store_contest_add(g->st, &c, now, NULL, cause);
	free(c.seed_hash);
out:
	free(lexpath);
	free(seed);
	free(dates);
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
	if (c->status == STORE_CONTEST_OVER) {
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

/* --- the arbiter's powers --- */

static const char *const decision_kinds[] = {
	[GAME_DECIDE_TECHNICAL] = "technical",
	[GAME_DECIDE_DISCIPLINARY] = "disciplinary",
	[GAME_DECIDE_ELIMINATE] = "eliminate",
	[GAME_DECIDE_ANNUL] = "annul",
	[GAME_DECIDE_CORRECT] = "correct",
	[GAME_DECIDE_CANCEL_ROUND] = "cancel-round",
	[GAME_DECIDE_LAST_ROUND] = "last-round",
	[GAME_DECIDE_END] = "end",
};

/* The decisions on the whole contest: cancel-round, last-round, end. */
static int mail_end(struct game_ctx *g, const struct contest *c,
    int rounds, long long now, char **cause);

/* *rounds: END: the last round judged (for the closing mail). */
static int
decide_contest(struct game_ctx *g, struct contest *c,
    const struct game_decision *d, struct decision *x, long long now,
    int *rounds, char **text, char **cause)
{
	struct round *rd = NULL, *cur = NULL;
	int rc, ret = -1;

	if (c->status == STORE_CONTEST_OVER) {
		*cause = g_strdup_printf("contest %s is over", c->name);
		goto out;
	}
	if ((rc = store_round_get(g->st, c->id, 0, &cur, cause)) == -1)
		goto out;
	if (d->kind != GAME_DECIDE_END && d->round <= 0) {
		*cause = xstrdup("the decision needs a round number");
		goto out;
	}
	switch (d->kind) {
	case GAME_DECIDE_CANCEL_ROUND:
		if ((rc = store_round_get(g->st, c->id, d->round, &rd,
		    cause)) != 0) {
			if (rc == 1)
				*cause = g_strdup_printf("contest %s has no "
				    "round %d", c->name, d->round);
			goto out;
		}
		if (rd->cancelled) {
			*cause = g_strdup_printf("round %d of %s is cancelled "
			    "already", d->round, c->name);
			goto out;
		}
		if (store_round_cancel(g->st, c->id, d->round, 0, now,
		    cause) == -1)
			goto out;
		/* The open round closes now, as at its deadline. */
		if (rd->status == STORE_ROUND_OPEN &&
		    game_contest_close(g, c->id, now, text, cause) == -1)
			goto out;
		x->round = d->round;
		break;
	case GAME_DECIDE_LAST_ROUND:
		if (d->round < (cur != NULL ? cur->number : 0) +
		    GAME_LAST_ROUND_AHEAD) {
			*cause = g_strdup_printf("the last round is fixed at "
			    "least %d rounds ahead: round %d is being played, "
			    "so %d at the soonest", GAME_LAST_ROUND_AHEAD,
			    cur != NULL ? cur->number : 0, (cur != NULL ?
			    cur->number : 0) + GAME_LAST_ROUND_AHEAD);
			goto out;
		}
		if (store_contest_set_last_round(g->st, c->id, d->round,
		    cause) == -1)
			goto out;
		x->round = d->round;
		break;
	default:	/* GAME_DECIDE_END */
		*rounds = cur != NULL ? cur->number : 0;
		if (cur != NULL && cur->status == STORE_ROUND_OPEN) {
			(*rounds)--;
			if (store_round_cancel(g->st, c->id, cur->number, 1,
			    now, cause) == -1)
				goto out;
			x->round = cur->number;
		}
		if (store_contest_set_state(g->st, c->id, STORE_CONTEST_OVER, c->state,
		    cause) == -1)
			goto out;
		break;
	}
	ret = 0;
out:
	store_round_free(rd);
	store_round_free(cur);
	return ret;
}

const char *
game_decision_kind_str(enum game_decision_kind k)
{
	return (unsigned)k < sizeof decision_kinds / sizeof *decision_kinds ?
	    decision_kinds[k] : "?";
}

int
game_contest_decide(struct game_ctx *g, const struct game_decision *d,
    long long now, char **cause)
{
	return game_contest_decide_text(g, d, now, NULL, cause);
}

int
game_contest_decide_text(struct game_ctx *g, const struct game_decision *d,
    long long now, char **text, char **cause)
{
	struct contest *c = NULL;
	struct entrant *e = NULL;
	struct round *rd = NULL;
	struct decision x;
	char made[UTIL_ISO_LEN];
	int rc, ret = -1, eliminated = 0, previous = -1, rounds = 0;

	*cause = NULL;
	if (text != NULL)
		*text = NULL;
	if ((d->reason == NULL || d->reason[0] == '\0') &&
	    d->kind != GAME_DECIDE_LAST_ROUND) {
		*cause = xstrdup("the arbiter's decision needs a reason "
		    "(--reason TEXT)");
		goto out;
	}
	if ((rc = store_contest_find(g->st, d->contest, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'",
			    d->contest);
		goto out;
	}
	if (d->kind >= GAME_DECIDE_CANCEL_ROUND) {
		memset(&x, 0, sizeof x);
		x.score = x.previous = -1;
		if (decide_contest(g, c, d, &x, now, &rounds, text,
		    cause) == -1)
			goto out;
		goto record;
	}
	if ((rc = store_entrant_lookup(g->st, c->id, d->who, &e,
	    cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("contest %s has no entrant "
			    "'%s'", c->name, d->who);
		goto out;
	}
	if (store_entrant_eliminated(g->st, e->id, &eliminated, cause) == -1)
		goto out;
	if (eliminated) {
		*cause = g_strdup_printf("%s was eliminated from contest %s",
		    e->name, c->name);
		goto out;
	}
	memset(&x, 0, sizeof x);
	x.score = x.previous = -1;
	if (d->kind != GAME_DECIDE_ELIMINATE) {
		if (d->round <= 0) {
			*cause = xstrdup("the decision needs the round "
			    "(--round N)");
			goto out;
		}
		if ((rc = store_round_get(g->st, c->id, d->round, &rd,
		    cause)) != 0) {
			if (rc == 1)
				*cause = g_strdup_printf("contest %s has no "
				    "round %d", c->name, d->round);
			goto out;
		}
		x.round = d->round;
	}
	if (d->kind == GAME_DECIDE_ANNUL || d->kind == GAME_DECIDE_CORRECT) {
		if (d->kind == GAME_DECIDE_CORRECT && (d->score < 0 ||
		    d->score > 10000)) {
			*cause = g_strdup_printf("--score %d: a score from 0",
			    d->score);
			goto out;
		}
		if ((rc = store_entry_score(g->st, c->id, d->round, e->id,
		    &previous, cause)) != 0) {
			if (rc == 1)
				*cause = g_strdup_printf("%s has no judged "
				    "entry in round %d of %s (a round is "
				    "judged when it closes)", e->name,
				    d->round, c->name);
			goto out;
		}
		x.previous = previous;
		x.score = d->kind == GAME_DECIDE_ANNUL ? 0 : d->score;
		if (store_entry_rescore(g->st, c->id, d->round, e->id, x.score,
		    d->kind == GAME_DECIDE_ANNUL, cause) == -1)
			goto out;
	}
	/* 000: "Avertisment disciplinar (D), echivalent cu 4 avertismente
	 * tehnice". */
	x.warnings = d->kind == GAME_DECIDE_TECHNICAL ? 1 :
	    d->kind == GAME_DECIDE_DISCIPLINARY ? 4 : 0;
	x.entrant_id = e->id;
record:
	x.contest_id = c->id;
	x.kind = game_decision_kind_str(d->kind);
	x.reason = d->reason != NULL ? d->reason : "";
	util_format_iso8601(now, made);
	x.made = made;
	if (store_decision_add(g->st, &x, cause) == -1)
		goto out;
	/* The end: the closing mail, as the last round's close sends. */
	if (d->kind == GAME_DECIDE_END &&
	    mail_end(g, c, rounds, now, cause) == -1)
		goto out;
	ret = 0;
out:
	store_round_free(rd);
	store_entrant_free(e);
	store_contest_free(c);
	return ret;
}

static int report_build(struct game_ctx *g, const struct contest *c,
    int only, struct report_bulletin **out, char **cause);

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
	o.now = now;
	o.timezone = g->conf->timezone;
	if (report_build(g, c, number, &b, cause) == -1 ||
	    (xml = report_bulletin_round_xml(b, number, &o, &len,
	    cause)) == NULL ||
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
	game_contest_report_free(b);
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
	report_reply_notice(r, RC_ROUND_BULLETIN, "contest", c->name, "round",
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
    int number, long long deadline, long long opened, char **cause)
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
	    d->variant == SM_DUP_TACTIC ? rack2 : NULL, deadline, opened,
	    NULL, cause) == -1)
		return -1;
	return store_contest_set_state(g->st, c->id, STORE_CONTEST_RUNNING,
	    state, cause);
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

	report_reply_set_kind(r, RK_ROUND);
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

/* --- letters given by hand (contest letters, --manual-draw) --- */

/* The rack text "ABCDEFG" or, tactic, "ABCDEFG/HIJKLMN" into rack and
 * rack2: 0, or -1 with *cause (a character that is no letter, a second
 * group outside tactic). */
static int
parse_letters(const struct contest *c, const char *text,
    struct sm_rack *rack, struct sm_rack *rack2, char **cause)
{
	const char *slash = strchr(text, '/');
	size_t len = slash != NULL ? (size_t)(slash - text) : strlen(text);
	size_t bad = 0;

	memset(rack2, 0, sizeof *rack2);
	if (slash != NULL && c->variant != SM_DUP_TACTIC) {
		*cause = g_strdup_printf("'%s': a second group (after /) is "
		    "for the tactic variant only; write the %d letters of the "
		    "round", text, sm_dup_rack_size(c->variant));
		return -1;
	}
	if (sm_rack_parse(rack, text, len, &bad) != SM_RACK_OK ||
	    (slash != NULL && sm_rack_parse(rack2, slash + 1,
	    strlen(slash + 1), &bad) != SM_RACK_OK)) {
		*cause = g_strdup_printf("'%s': write the letters of the rack "
		    "(a blank as ?; tactic: the two groups as LETTERS/LETTERS), "
		    "at most %d", text, SM_RACK_MAX);
		return -1;
	}
	return 0;
}

/* Why sm_dup_give refused text, and what to do, for the arbiter. */
static char *
give_refusal(const struct contest *c, const struct sm_dup *d,
    const char *text, enum sm_give_status st, const struct sm_give_why *w)
{
	char grp[32] = "", letter[4] = "?";

	if (c->variant == SM_DUP_TACTIC)
		snprintf(grp, sizeof grp, " (group %d)", w->group);
	if (w->letter > 0)
		snprintf(letter, sizeof letter, "%c",
		    sm_letter_to_ascii(w->letter));
	switch (st) {
	case SM_GIVE_OVER:
	case SM_GIVE_EMPTY:
		return g_strdup_printf("contest %s: no letter is left to give "
		    "(%s): the game is over", c->name, sm_dup_end_str(d));
	case SM_GIVE_SIZE:
		return g_strdup_printf("'%s'%s: round %d takes %d letters, %d "
		    "given; write all the letters of the rack, the leave "
		    "included (a blank as ?)", text, grp, w->round, w->want,
		    w->given);
	case SM_GIVE_NOT_IN_STOCK:
		return g_strdup_printf("'%s': the stock (the bag and the "
		    "leave) holds %d %s; give letters that are left ('contest "
		    "show %s' lists the stock)", text, w->have, w->letter == 0 ?
		    util_noun(w->have, "blank", "blanks") : letter, c->name);
	case SM_GIVE_RULE:
		return g_strdup_printf("'%s'%s: round %d's letters hold at "
		    "least %d %s and %d %s, a blank counting as either; give "
		    "other letters", text, grp, w->round, w->min_v,
		    util_noun(w->min_v, "vowel", "vowels"), w->min_c,
		    util_noun(w->min_c, "consonant", "consonants"));
	case SM_GIVE_NO_MOVE:
		return g_strdup_printf("'%s': no move can be made with these "
		    "letters on the board, and a rack with no possible move is "
		    "never published; give other letters", text);
	default:
		return g_strdup_printf("'%s': %s", text,
		    sm_give_status_str(st));
	}
}

/* The letters given for round number, if any and if they fit, onto *d
 * (the game after the last top, or new): 1 when they were put on the rack
 * (the row marked used), 0 when none were given, 2 when those given no
 * longer fit (the reason logged), -1 with *cause. */
static int
given_letters(struct game_ctx *g, const struct contest *c, struct sm_dup *d,
    struct sm_movegen *gen, int number, char **cause)
{
	struct manual_rack *m = NULL;
	struct sm_rack rack, rack2;
	struct sm_give_why why;
	enum sm_give_status st;
	GString *text;
	char *refusal;
	int rc, ret = -1;

	if ((rc = store_manual_rack_get(g->st, c->id, number, &m,
	    cause)) != 0)
		return rc == 1 ? 0 : -1;
	text = g_string_new(m->rack);
	if (m->rack2 != NULL)
		g_string_append_printf(text, "/%s", m->rack2);
	if (parse_letters(c, text->str, &rack, &rack2, cause) == -1)
		goto out;
	if ((st = sm_dup_give(d, &rack, &rack2, gen, &why)) != SM_GIVE_OK) {
		refusal = give_refusal(c, d, text->str, st, &why);
		log_warnx("contest %s: the letters given for round %d no "
		    "longer fit: %s; the round waits for letters", c->name,
		    number, refusal);
		free(refusal);
		ret = 2;
		goto out;
	}
	if (store_manual_rack_used(g->st, m->id, cause) == -1)
		goto out;
	ret = 1;
out:
	g_string_free(text, TRUE);
	store_manual_rack_free(m);
	return ret;
}

/* The letters of round number onto *d, the game after the last top (or
 * new): those the arbiter gave for it; else, in a contest drawn by hand,
 * none (*waiting = 1) unless no draw could give a move any more (then *d
 * is over as the seeded draw says: the same end for both); else the
 * seeded draw.  Letters given that no longer fit (the arbiter chose
 * another top) leave the round waiting too.  0, or -1 with *cause. */
static int
draw_next(struct game_ctx *g, const struct contest *c, struct sm_dup *d,
    struct sm_movegen *gen, int number, int *waiting, char **cause)
{
	struct sm_dup probe;
	int rc;

	*waiting = 0;
	if ((rc = given_letters(g, c, d, gen, number, cause)) == -1)
		return -1;
	if (rc == 1)
		return 0;
	if (rc == 0 && !c->manual_draw) {
		sm_dup_draw(d, gen);
		return 0;
	}
	probe = *d;
	if (sm_dup_draw(&probe, gen) != SM_DRAW_OK)
		*d = probe;
	else
		*waiting = 1;
	return 0;
}

int
game_contest_waiting(struct game_ctx *g, const struct contest *c,
    int *number, char **stock, char **cause)
{
	struct round *rd = NULL;
	struct sm_dup d;
	struct sm_rack all;
	char buf[128];
	int rc, l;

	*number = 0;
	if (stock != NULL)
		*stock = NULL;
	/* Opened at a given time (never drawn by hand): planned, not
	 * waiting (game_contest_planned). */
	if (c->status != STORE_CONTEST_RUNNING || c->opens_weekly != NULL)
		return 0;
	if ((rc = store_round_get(g->st, c->id, 0, &rd, cause)) == -1)
		return -1;
	if (rc == 0 && rd->status == STORE_ROUND_OPEN) {
		store_round_free(rd);
		return 0;
	}
	*number = rc == 0 ? rd->number + 1 : 1;
	store_round_free(rd);
	if (stock != NULL && c->state != NULL &&
	    sm_dup_load(&d, c->state) == 0) {
		memset(&all, 0, sizeof all);
		for (l = 0; l <= SM_NLETTERS; l++)
			all.counts[l] = (uint8_t)(d.bag.counts[l] +
			    d.rack.counts[l] + d.rack2.counts[l]);
		sm_rack_format(&all, buf, sizeof buf);
		*stock = xstrdup(buf);
	}
	return 1;
}

int
game_contest_planned(struct game_ctx *g, const struct contest *c,
    int *number, long long *opens, char **cause)
{
	struct round *rd = NULL;
	long long closed;
	int rc, ret = 0;

	*number = 0;
	*opens = 0;
	if (c->status != STORE_CONTEST_RUNNING || c->opens_weekly == NULL)
		return 0;
	if ((rc = store_round_get(g->st, c->id, 0, &rd, cause)) != 0)
		return rc == -1 ? -1 : 0;
	if (rd->status != STORE_ROUND_OPEN && rd->closed != NULL &&
	    util_parse_iso8601(rd->closed, &closed) == 0) {
		if (round_opens(g, c, closed, opens, cause) == -1)
			ret = -1;
		else {
			*number = rd->number + 1;
			ret = 1;
		}
	}
	store_round_free(rd);
	return ret;
}

/* Round number of c drawn into d: stored, due in round_days, announced to
 * a registered contest's entrants or returned as *text to publish. */
static int
open_round(struct game_ctx *g, const struct contest *c,
    const struct sm_dup *d, int number, long long now, char **text,
    char **cause)
{
	struct mail_list ml;
	long long deadline;

	if (round_deadline(g, c, number, now, &deadline, cause) == -1 ||
	    insert_round(g, c, d, number, deadline, now, cause) == -1)
		return -1;
	if (c->entry == STORE_ENTRY_REGISTERED) {
		memset(&ml, 0, sizeof ml);
		ml.g = g;
		ml.c = c;
		ml.d = d;
		ml.number = number;
		ml.deadline = deadline;
		ml.now = now;
		ml.cause = cause;
		return store_entrant_list(g->st, c->id, mail_announce, &ml,
		    cause) != 0 ? -1 : 0;
	}
	if (text != NULL &&
	    (*text = announce_text(g, c, number, now, cause)) == NULL)
		return -1;
	return 0;
}

/* The game the letters of round number are checked against: new (round
 * 1), the saved one of a contest waiting, or, while the round before is
 * open, the position after the program's top of it (the letters are
 * checked again when that round closes). */
static int
letters_base(const struct contest *c, const struct round *cur,
    struct sm_movegen *gen, struct sm_dup *d, char **cause)
{
	struct sm_dup_top top;
	size_t n = 0;

	if (c->status == STORE_CONTEST_NEW) {
		sm_dup_init(d, c->variant, game_seed_engine(c->seed));
		d->order = c->tactic_order;
		d->triples = c->redraw_triples != 0;
		return 0;
	}
	if (cur == NULL || cur->status != STORE_ROUND_OPEN) {
		if (c->state != NULL && sm_dup_load(d, c->state) == 0)
			return 0;
	} else if (sm_dup_load(d, cur->state) == 0) {
		if (sm_dup_tops(d, gen, &top, 1, &n) != 0 || n == 0) {
			/* No move in the open round: its letters go back
			 * and the round is drawn again. */
			d->round--;
			return 0;
		}
		if (sm_dup_play(d, &top) == 0)
			return 0;
	}
	*cause = g_strdup_printf("contest %s: the saved game is damaged",
	    c->name);
	return -1;
}

int
game_contest_letters(struct game_ctx *g, const struct game_letters *in,
    long long now, char **text, char **cause)
{
	struct contest *c = NULL;
	struct round *cur = NULL;
	struct sm_movegen *gen;
	struct sm_dup d, base;
	struct sm_rack rack, rack2;
	struct sm_give_why why;
	struct manual_rack m;
	enum sm_give_status st;
	char made[UTIL_ISO_LEN], r1[64], r2[64];
	long long popens;
	int rc, ret = -1, number, opens;

	*cause = NULL;
	if (text != NULL)
		*text = NULL;
	if (in->reason == NULL || in->reason[0] == '\0') {
		*cause = xstrdup("the letters given need a reason (--reason "
		    "TEXT)");
		goto out;
	}
	if ((rc = store_contest_find(g->st, in->contest, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'",
			    in->contest);
		goto out;
	}
	if (c->status == STORE_CONTEST_OVER) {
		*cause = g_strdup_printf("contest %s is over: no round is left "
		    "to draw", c->name);
		ret = GAME_LETTERS_REFUSED;
		goto out;
	}
	if ((rc = store_round_get(g->st, c->id, 0, &cur, cause)) == -1)
		goto out;
	number = cur != NULL ? cur->number + 1 : 1;
	if (in->round > 0 && in->round != number) {
		*cause = in->round < number ? g_strdup_printf("round %d of %s "
		    "has been drawn already (its letters were published); the "
		    "next round to draw is %d", in->round, c->name, number) :
		    g_strdup_printf("round %d of %s is not the next round to "
		    "draw: %d is (leave --round out)", in->round, c->name,
		    number);
		ret = GAME_LETTERS_REFUSED;
		goto out;
	}
	/* Opened at a given time: the round after the close is drawn
	 * already and waits for its time; no letters until it opens. */
	if ((rc = game_contest_planned(g, c, &opens, &popens, cause)) == -1)
		goto out;
	if (rc == 1) {
		char when[96];

		game_contest_when(g->conf, popens, when, sizeof when);
		*cause = g_strdup_printf("round %d of %s is drawn already and "
		    "opens at %s: give the letters of the round after it once "
		    "it has opened", opens, c->name, when);
		ret = GAME_LETTERS_REFUSED;
		goto out;
	}
	opens = c->status == STORE_CONTEST_RUNNING &&
	    (cur == NULL || cur->status != STORE_ROUND_OPEN);
	if (parse_letters(c, in->letters, &rack, &rack2, cause) == -1) {
		ret = GAME_LETTERS_UNREADABLE;
		goto out;
	}
	if ((gen = generator(g, c, cause)) == NULL ||
	    letters_base(c, cur, gen, &d, cause) == -1)
		goto out;
	base = d;
	if ((st = sm_dup_give(&d, &rack, &rack2, gen, &why)) != SM_GIVE_OK) {
		*cause = give_refusal(c, &d, in->letters, st, &why);
		ret = GAME_LETTERS_REFUSED;
		goto out;
	}
	sm_rack_format(&rack, r1, sizeof r1);
	sm_rack_format(&rack2, r2, sizeof r2);
	memset(&m, 0, sizeof m);
	m.round = number;
	m.rack = r1;
	m.rack2 = c->variant == SM_DUP_TACTIC ? r2 : NULL;
	m.reason = (char *)(uintptr_t)in->reason;
	util_format_iso8601(now, made);
	m.made = made;
	if (store_manual_rack_add(g->st, c->id, &m, cause) == -1)
		goto out;
	if (!opens) {
		ret = GAME_LETTERS_RECORDED;
		goto out;
	}
	/* A contest waiting for them: the round opens now, drawn as the
	 * close of a round draws (the row just added, marked used). */
	d = base;
	if ((rc = given_letters(g, c, &d, gen, number, cause)) != 1) {
		if (rc != -1)
			*cause = xstrdup("the letters given could not be put "
			    "on the rack (an engine error)");
		goto out;
	}
	if (open_round(g, c, &d, number, now, text, cause) == -1)
		goto out;
	ret = GAME_LETTERS_OPENED;
out:
	store_round_free(cur);
	store_contest_free(c);
	return ret;
}

int
game_contest_start(struct game_ctx *g, const char *name, long long now,
    char **text, char **cause)
{
	struct contest *c = NULL;
	struct sm_dup d;
	char state[SM_DUP_SAVE_MAX];
	int rc, ret = -1, waiting;

	if (text != NULL)
		*text = NULL;
	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'", name);
		goto out;
	}
	if (c->status != STORE_CONTEST_NEW) {
		*cause = g_strdup_printf("contest %s has started already",
		    c->name);
		goto out;
	}
	if (generator(g, c, cause) == NULL)
		goto out;
	sm_dup_init(&d, c->variant, game_seed_engine(c->seed));
	d.order = c->tactic_order;
	d.triples = c->redraw_triples != 0;
	if (draw_next(g, c, &d, g->gen, 1, &waiting, cause) == -1)
		goto out;
	if (d.state == SM_DUP_OVER) {
		*cause = g_strdup_printf("the first round cannot be drawn: %s",
		    sm_draw_status_str(d.end));
		goto out;
	}
	if (waiting) {
		/* Drawn by hand: running, round 1 waits for its letters. */
		if (sm_dup_save(&d, state, sizeof state) == 0 ||
		    store_contest_set_state(g->st, c->id,
		    STORE_CONTEST_RUNNING, state, cause) == -1)
			goto out;
	} else if (open_round(g, c, &d, 1, now, text, cause) == -1)
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
	char		 wcodes[64];	/* what for: report_verdict_warnings */
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
	enum sm_dup_variant variant = d->variant;
	struct sm_dup_verdict v;
	unsigned w;
	char why[512];

	sm_dup_judge(d, &g->lf->lx, j->move, j->claimed, j->move2, j->claimed2,
	    j->claimed_total, &v);
	j->valid = v.verdict == SM_LEGAL;
	j->score = j->valid ? v.score : 0;
	sm_move_format(&v.canonical, j->canonical, sizeof j->canonical);
	if (v.nmoves == 2 || v.wrong_order) {
		size_t len = strlen(j->canonical);

		snprintf(j->canonical + len, sizeof j->canonical - len, " / ");
		len = strlen(j->canonical);
		sm_move_format(&v.canonical2, j->canonical + len,
		    sizeof j->canonical - len);
	}
	/* A missing score is a warning only where the contest asks for it
	 * (the engine marks it for tactic only: elsewhere it leaves it to
	 * the program). */
	w = v.warnings;
	if (!c->score_required && !sm_dup_omission_warns(variant)) {
		if (j->claimed < 0)
			w &= ~(unsigned)SM_DUPW_SCORE;
		if (j->claimed2 < 0)
			w &= ~(unsigned)SM_DUPW_SCORE2;
		if (j->claimed_total < 0)
			w &= ~(unsigned)SM_DUPW_TOTAL;
	} else if (v.verdict == SM_LEGAL && j->claimed < 0)
		w |= SM_DUPW_SCORE;
	j->warnings = __builtin_popcount(w);
	report_verdict_warnings(w, j->claimed, j->wcodes, sizeof j->wcodes);
	memset(&j->rv, 0, sizeof j->rv);
	j->rv.code = "";
	if (j->valid)
		j->verdict = xstrdup("ok");
	else if (v.notation != SM_NOTATION_OK) {
		j->verdict = g_strdup_printf("%s", sm_notation_status_str(
		    v.notation));
		report_verdict_notation(v.notation, &j->rv);
	} else if (v.wrong_order) {
		/* Tactic, the order imposed by the organiser. */
		j->rv.code = "tactic-order";
		j->verdict = xstrdup("the groups were played the other way "
		    "round: in this contest the first move uses the letters "
		    "of group 1, the second those of group 2");
	} else {
		report_verdict_judgement(v.which == 2 ? &v.j2 : &v.j, &j->rv);
		/* Tactic: the move refused is the one to explain. */
		sm_judgement_explain(v.which == 2 ? &v.j2 : &v.j, why,
		    sizeof why);
		j->verdict = xstrdup(why[0] != '\0' ? why :
		    sm_verdict_str(v.verdict));
	}
}

/* An arbiter's decision not yet told, for the results mails. */
struct told {
	long long	 entrant_id;	/* 0: the whole contest */
	char		*kind, *player, *reason;
	int		 round, warnings, score, previous;
};

struct told_list {
	struct told	*v;
	size_t		 n, cap;
};

static int
collect_untold(void *arg, const struct decision *d)
{
	struct told_list *l = arg;
	struct told *t;

	if (d->mailed)
		return 0;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	t = &l->v[l->n++];
	t->entrant_id = d->entrant_id;
	t->kind = xstrdup(d->kind);
	t->player = xstrdup(d->name != NULL ? d->name : "");
	t->reason = xstrdup(d->reason != NULL ? d->reason : "");
	t->round = d->round;
	t->warnings = d->warnings;
	t->score = d->score;
	t->previous = d->previous;
	return 0;
}

static void
told_free(struct told_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		free(l->v[i].kind);
		free(l->v[i].player);
		free(l->v[i].reason);
	}
	free(l->v);
}

/* Results mail for one entrant. */
struct results_ctx {
	struct game_ctx		*g;
	const struct contest	*c;
	int			 round;
	const char		*top;
	int			 top_score;
	const char		*tops;		/* GAME_MAX_TOPS - 1 at
						   most */
	int			 more_tops;	/* the others not listed */
	int			 best;
	int			 nentries;
	enum store_round_outcome outcome;
	const struct sm_dup	*next;		/* the next round, or NULL */
	int			 waiting;	/* the next round, waiting for
						   its letters given by hand;
						   or 0 */
	int			 planned;	/* the next round, drawn and
						   opened at `opens`; or 0 */
	long long		 opens;
	char			 next_round[16];
	char			*next_ro, *next_en; /* its bulletin's text */
	const struct sm_move	*last;		/* the top played, or NULL */
	long long		 deadline;
	struct standing_line	*lines;
	size_t			 nlines;
	const char		*standings;	/* the top lines, pre-formatted */
	int			 sum_tops;
	struct judged_list	*judged;
	struct told_list	*told;		/* decisions not yet told */
	GHashTable		*by_entrant;	/* entrant id -> judged + 1 */
	GHashTable		*line_by_entrant; /* -> standings line + 1 */
	/* The long arguments every mail repeats (the standings, the next
	 * round's texts) cleaned for the XML once. */
	struct report_reply_memo *memo;
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
count_entrant(void *arg, const struct entrant *e)
{
	(void)e;
	(*(int *)arg)++;
	return 0;
}

/* The arbiter's decisions since the last results into r: the entrant's
 * own and those on the whole contest. */
static void
tell_decisions(const struct results_ctx *rc, struct report_reply *r,
    long long entrant_id)
{
	for (size_t i = 0; rc->told != NULL && i < rc->told->n; i++) {
		const struct told *t = &rc->told->v[i];
		char tr[16], tw[16], tsc[16], tp[16];

		if (t->entrant_id != 0 && t->entrant_id != entrant_id)
			continue;
		snprintf(tr, sizeof tr, "%d", t->round > 0 ? t->round : 0);
		snprintf(tw, sizeof tw, "%d", t->warnings);
		snprintf(tsc, sizeof tsc, "%d", t->score);
		snprintf(tp, sizeof tp, "%d", t->previous);
		report_reply_notice(r, RC_ROUND_DECISION, "contest",
		    rc->c->name, "kind", t->kind, "round", tr, "player",
		    t->player, "warnings", tw, "score", tsc, "previous", tp,
		    "reason", t->reason, NULL);
	}
}

static int
mail_results(struct results_ctx *rc, const char *name, const char *email,
    long long entrant_id)
{
	const struct judged *j = find_judged(rc, entrant_id);
	const struct standing_line *sl = find_line(rc, entrant_id);
	struct report_reply *r = report_reply_new(rc->g->conf->lang);
	char round[16], ts[16], best[16], n[16], score[16], warn[16];
	char bonus[16], rank[16], total[16], pct[16], more[16], *over = NULL;
	char claimed[16];
	int ret;

	report_reply_set_memo(r, rc->memo);
	report_reply_set_kind(r, RK_RESULTS);
	snprintf(round, sizeof round, "%d", rc->round);
	snprintf(ts, sizeof ts, "%d", rc->top_score);
	snprintf(best, sizeof best, "%d", rc->best);
	snprintf(n, sizeof n, "%d", rc->nentries);
	snprintf(score, sizeof score, "%d", j != NULL ? j->score : 0);
	snprintf(warn, sizeof warn, "%d", j != NULL ? j->warnings : 0);
	snprintf(claimed, sizeof claimed, "%d", j != NULL ? j->claimed : -1);
	snprintf(bonus, sizeof bonus, "%d", j != NULL ? j->bonus : 0);
	snprintf(rank, sizeof rank, "%d", sl != NULL ? sl->rank : 0);
	snprintf(total, sizeof total, "%d", sl != NULL ? sl->total : 0);
	snprintf(pct, sizeof pct, "%.1f", sl != NULL ? sl->percent : 0.0);
	snprintf(more, sizeof more, "%d", rc->more_tops);
	if (rc->outcome != STORE_OUTCOME_PLAYED)
		report_reply_notice(r, rc->outcome == STORE_OUTCOME_REPEATED ?
		    RC_ROUND_RESULTS_NONE : RC_ROUND_RESULTS_NOMOVE, "contest",
		    rc->c->name, "round", round, NULL);
	else if (j != NULL)
		report_reply_notice(r, RC_ROUND_RESULTS, "contest", rc->c->name,
		    "round", round, "top", rc->top, "top_score", ts, "tops",
		    rc->tops, "more_tops", more, "best", best, "entrants", n,
		    "move", j->canonical,
		    "score", score, "verdict", j->valid ? "" : j->verdict,
		    "vcode", j->rv.code, "v_square", j->rv.square, "v_letter",
		    j->rv.letter, "v_words", j->rv.words,
		    "warnings", warn, "wcodes", j->wcodes, "claimed", claimed,
		    "bonus", bonus, "rank", rank, "total",
		    total, "percent", pct, "standings", rc->standings, NULL);
	else
		report_reply_notice(r, RC_ROUND_RESULTS, "contest", rc->c->name,
		    "round", round, "top", rc->top, "top_score", ts, "tops",
		    rc->tops, "more_tops", more, "best", best, "entrants", n,
		    "score", score,
		    "warnings", warn, "bonus", bonus, "rank", rank, "total",
		    total, "percent", pct, "standings", rc->standings, NULL);
	tell_decisions(rc, r, entrant_id);
	if (rc->next != NULL) {
		report_reply_notice(r, RC_ROUND_BULLETIN, "contest", rc->c->name,
		    "round", rc->next_round, "ro", rc->next_ro, "en", rc->next_en,
		    NULL);
		/* A reader gets every round until STOP: say how. */
		if (rc->c->entry == STORE_ENTRY_OPEN)
			report_reply_notice(r, RC_ROUND_HOW_TO_STOP, "contest",
			    rc->c->name, NULL);
	} else if (rc->waiting > 0) {
		snprintf(n, sizeof n, "%d", rc->waiting);
		report_reply_notice(r, RC_ROUND_WAITING, "contest",
		    rc->c->name, "round", n, NULL);
	} else if (rc->planned > 0) {
		char when[96];

		snprintf(n, sizeof n, "%d", rc->planned);
		game_contest_when(rc->g->conf, rc->opens, when, sizeof when);
		report_reply_notice(r, RC_ROUND_PLANNED, "contest",
		    rc->c->name, "round", n, "opens", when, NULL);
	} else {
		snprintf(n, sizeof n, "%d", rc->round);
		report_reply_notice(r, RC_CONTEST_OVER, "contest", rc->c->name,
		    "rounds", n, "winner", rc->nlines > 0 ? rc->lines[0].name :
		    "", "seed", rc->c->manual_draw ? "" : rc->c->seed,
		    "standings", rc->standings, NULL);
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

/* Whether this results mail tells the entrant of a decision of their
 * own. */
static int
told_own(const struct results_ctx *rc, long long entrant_id)
{
	size_t i;

	for (i = 0; rc->told != NULL && i < rc->told->n; i++)
		if (rc->told->v[i].entrant_id == entrant_id)
			return 1;
	return 0;
}

/* The results for a reader of an open contest, whether or not they
 * entered this round: unless they wrote STOP (and entered no move since),
 * or were eliminated (once the mail telling them so has gone). */
static int
mail_results_reader(void *arg, const struct entrant *e)
{
	struct results_ctx *rc = arg;
	int eliminated = 0;

	if (find_judged(rc, e->id) == NULL) {
		if (e->stopped != NULL)
			return 0;
		if (store_entrant_eliminated(rc->g->st, e->id, &eliminated,
		    rc->cause) == -1)
			return -1;
		if (eliminated && !told_own(rc, e->id))
			return 0;
	}
	return mail_results(rc, e->name, e->email, e->id) == -1 ? -1 : 0;
}

/* "  1. Ion Popescu  312  98.1%" lines for the first shown entrants. */
static char *
standings_text(const struct standing_line *l, size_t n)
{
	GString *s = g_string_new(NULL);
	size_t i;

	char *padded;

	for (i = 0; i < n && i < GAME_STANDINGS_SHOWN; i++) {
		padded = util_utf8_pad(l[i].name, 30);
		g_string_append_printf(s, "  %3d. %s %5d  %5.1f%%\n",
		    l[i].rank, padded, l[i].total, l[i].percent);
		free(padded);
	}
	return g_string_free(s, FALSE);
}

/* The closing mail of a contest the arbiter ended, to one entrant: the
 * final standings and the decisions not yet told (the end's own reason
 * among them), as the last round's close sends them. */
static int
mail_end_entrant(void *arg, const struct entrant *e)
{
	struct results_ctx *rc = arg;
	struct report_reply *r = report_reply_new(rc->g->conf->lang);
	char n[16];
	int ret;

	report_reply_set_memo(r, rc->memo);
	report_reply_set_kind(r, RK_OVER);
	snprintf(n, sizeof n, "%d", rc->round);
	report_reply_notice(r, RC_CONTEST_OVER, "contest", rc->c->name,
	    "rounds", n, "winner", rc->nlines > 0 ? rc->lines[0].name : "",
	    "seed", rc->c->manual_draw ? "" : rc->c->seed, "standings",
	    rc->standings, NULL);
	tell_decisions(rc, r, e->id);
	ret = outbox_queue_deferred(rc->g->st, rc->g->conf, r, e->name,
	    e->email, 0, rc->now, rc->cause);
	report_reply_free(r);
	return ret == -1 ? -1 : 0;
}

/* Contest c, ended by the arbiter after round `rounds` (the last one
 * judged): its closing mail to every entrant, in the caller's
 * transaction. */
static int
mail_end(struct game_ctx *g, const struct contest *c, int rounds,
    long long now, char **cause)
{
	struct results_ctx rc;
	struct told_list told;
	int ret = -1;

	memset(&rc, 0, sizeof rc);
	memset(&told, 0, sizeof told);
	if (game_standings(g, c, &rc.lines, &rc.nlines, &rc.sum_tops,
	    cause) == -1 ||
	    store_decision_list(g->st, c->id, collect_untold, &told,
	    cause) != 0 || store_decision_mailed(g->st, c->id, cause) == -1)
		goto out;
	rc.standings = standings_text(rc.lines, rc.nlines);
	rc.memo = report_reply_memo_new();
	rc.g = g;
	rc.c = c;
	rc.round = rounds;
	rc.told = &told;
	rc.now = now;
	rc.cause = cause;
	if (store_entrant_list(g->st, c->id, mail_end_entrant, &rc,
	    cause) != 0)
		goto out;
	ret = 0;
out:
	report_reply_memo_free(rc.memo);
	free((char *)(uintptr_t)rc.standings);
	game_standings_free(rc.lines, rc.nlines);
	told_free(&told);
	return ret;
}

int
game_contest_close(struct game_ctx *g, long long contest_id, long long now,
    char **text, char **cause)
{
	return game_contest_close_top(g, contest_id, 0, now, text, cause);
}

int
game_contest_close_check(struct game_ctx *g, long long contest_id, int number,
    int force, long long now, enum game_close_check *code, char **detail,
    char **cause)
{
	struct round *rd = NULL;
	long long deadline;
	int r;

	*detail = NULL;
	if ((r = store_round_get(g->st, contest_id, 0, &rd, cause)) == -1)
		return -1;
	if (r == 1) {
		*code = GAME_CLOSE_NO_ROUND;
		return 0;
	}
	if (number < rd->number || (number == rd->number &&
	    rd->status != STORE_ROUND_OPEN)) {
		store_round_free(rd);
		rd = NULL;
		if ((r = store_round_get(g->st, contest_id, number, &rd,
		    cause)) == -1)
			return -1;
		*code = GAME_CLOSE_DONE;
		*detail = xstrdup(r == 0 && rd->closed != NULL ? rd->closed :
		    "");
	} else if (number > rd->number || rd->status != STORE_ROUND_OPEN) {
		*code = GAME_CLOSE_NOT_OPEN;
		*detail = rd->status == STORE_ROUND_OPEN ?
		    g_strdup_printf("%d", rd->number) : xstrdup("");
	} else if (!force && util_parse_iso8601(rd->deadline, &deadline) == 0 &&
	    now < deadline) {
		*code = GAME_CLOSE_EARLY;
		*detail = xstrdup(rd->deadline);
	} else
		*code = GAME_CLOSE_OK;
	store_round_free(rd);
	return 0;
}

int
game_contest_close_top(struct game_ctx *g, long long contest_id, int choice,
    long long now, char **text, char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct sm_dup d, next;
	struct sm_dup_top *tops = NULL;
	struct judged_list jl;
	struct told_list told;
	struct results_ctx rc;
	struct sm_movegen *gen;
	GString *eq = g_string_new(NULL), *eq_mail = g_string_new(NULL);
	char top[64] = "", *standings = NULL, state[SM_DUP_SAVE_MAX];
	enum store_round_outcome outcome;
	size_t ntops = 0, total = 0, i, nbest = 0;
	int nplayers = 0, room_top;
	long long deadline = 0, opens = 0;
	int no_move, best = -1, nvalid = 0, ret = -1, rcode, waiting = 0;
	int planned = 0;

	memset(&jl, 0, sizeof jl);
	memset(&told, 0, sizeof told);
	memset(&rc, 0, sizeof rc);
	if (text != NULL)
		*text = NULL;
	if ((rcode = store_contest_get(g->st, contest_id, &c, cause)) != 0) {
		if (rcode == 1)
			*cause = xstrdup("no such contest");
		goto out;
	}
	if ((rcode = game_contest_waiting(g, c, &waiting, NULL,
	    cause)) != 0) {
		if (rcode == 1)
			*cause = g_strdup_printf("contest %s has no open round: "
			    "round %d waits for its letters ('scrabmail contest "
			    "letters')", c->name, waiting);
		goto out;
	}
	if ((rcode = game_contest_planned(g, c, &planned, &opens,
	    cause)) != 0) {
		if (rcode == 1) {
			char when[96];

			game_contest_when(g->conf, opens, when, sizeof when);
			*cause = g_strdup_printf("contest %s has no open round: "
			    "round %d opens at %s", c->name, planned, when);
		}
		goto out;
	}
	if ((rcode = store_round_get(g->st, contest_id, 0, &rd, cause)) != 0) {
		if (rcode == 1)
			*cause = xstrdup("the contest has no round");
		goto out;
	}
	if (rd->status != STORE_ROUND_OPEN) {
		*cause = g_strdup_printf("contest %s has no open round (it is "
		    "%s)", c->name, store_contest_status_str(c->status));
		goto out;
	}
	if (sm_dup_load(&d, rd->state) == -1) {
		*cause = g_strdup_printf("round %d of %s: the saved game is "
		    "damaged", rd->number, c->name);
		goto out;
	}
	if ((gen = generator(g, c, cause)) == NULL)
		goto out;
	/* Every equivalent top: a second search when there are more than
	 * GAME_MAX_TOPS (the round keeps them all; the mail lists
	 * GAME_MAX_TOPS and says how many more). */
	tops = xcalloc(GAME_MAX_TOPS, sizeof *tops);
	no_move = sm_dup_tops_total(&d, gen, tops, GAME_MAX_TOPS, &ntops,
	    &total) != 0 || ntops == 0;
	if (!no_move && total > ntops) {
		free(tops);
		tops = xcalloc(total, sizeof *tops);
		no_move = sm_dup_tops_total(&d, gen, tops, total, &ntops,
		    &total) != 0 || ntops == 0;
	}
	/* The arbiter's choice among the equivalent tops. */
	if (choice > 0) {
		struct sm_dup_top t;

		if (no_move || (size_t)choice > ntops) {
			*cause = g_strdup_printf("round %d of %s has %zu "
			    "equivalent tops: no top %d", rd->number, c->name,
			    no_move ? 0 : ntops, choice);
			goto out;
		}
		t = tops[choice - 1];
		memmove(&tops[1], &tops[0], (size_t)(choice - 1) *
		    sizeof *tops);
		tops[0] = t;
	}
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
			if (i == GAME_MAX_TOPS - 1)
				g_string_assign(eq_mail, eq->str);
		}
		if (ntops <= GAME_MAX_TOPS)
			g_string_assign(eq_mail, eq->str);
	}
	/* Judge. */
	if (store_entry_list(g->st, rd->id, collect_entry, &jl, cause) != 0 ||
	    store_entrant_list(g->st, c->id, count_entrant, &nplayers,
	    cause) != 0)
		goto out;
	for (i = 0; i < jl.n; i++) {
		judge_one(g, c, &d, &jl.v[i]);
		if (jl.v[i].valid) {
			nvalid++;
			if (jl.v[i].score > best)
				best = jl.v[i].score;
		}
	}
	/* Top variant: the top is the room's, the best valid score among
	 * the entries (000); elsewhere the program's. */
	room_top = d.variant == SM_DUP_TOP;
	for (i = 0; i < jl.n; i++) {
		struct judged *j = &jl.v[i];

		if (room_top)
			j->top = j->valid && best > 0 && j->score == best;
		else
			j->top = !no_move && j->valid &&
			    j->score >= tops[0].score;
		if (j->valid && j->score == best && best > 0)
			nbest++;
	}
	for (i = 0; i < jl.n; i++) {
		struct judged *j = &jl.v[i];

		/* The players of the game: those who joined a registered
		 * contest, the readers who have entered an open one so far
		 * (each became an entrant with their first entry); none in
		 * Top (sm_dup_solo_bonus_for). */
		if (c->solo_bonus && nbest == 1 && j->valid &&
		    j->score == best)
			j->bonus = sm_dup_solo_bonus_for(d.variant, nplayers);
		/* Top variant: warnings count only where the player made the
		 * round's top. */
		if (room_top && !j->top) {
			j->warnings = 0;
			j->wcodes[0] = '\0';
		}
		struct entry_why why = { j->rv.code, j->rv.square,
		    j->rv.letter, j->rv.words, j->wcodes };

		if (store_entry_judged(g->st, j->id, j->canonical, j->verdict,
		    &why, j->score, j->warnings, j->bonus, j->top,
		    cause) == -1)
			goto out;
	}
	/* Play, repeat or redraw; then the next round or the end. */
	next = d;
	if (no_move) {
		outcome = STORE_OUTCOME_NONE;
		if (c->manual_draw) {
			/* Drawn by hand: the letters go back (sm_dup_give) and
			 * the round, its number unchanged, waits for others. */
			next.round--;
			if (draw_next(g, c, &next, gen, rd->number + 1,
			    &waiting, cause) == -1)
				goto out;
		} else
			sm_dup_redraw(&next, gen);
	} else if (nvalid == 0) {
		outcome = STORE_OUTCOME_REPEATED;
		sm_dup_repeat(&next);
	} else {
		outcome = STORE_OUTCOME_PLAYED;
		if (sm_dup_play(&next, &tops[0]) == -1) {
			*cause = g_strdup_printf("the top %s does not fit round "
			    "%d's letters (an engine error)", top, d.round);
			goto out;
		}
		if (draw_next(g, c, &next, gen, rd->number + 1, &waiting,
		    cause) == -1)
			goto out;
	}
	/* The last round fixed by the arbiter (--rounds, last-round). */
	if (c->last_round > 0 && rd->number >= c->last_round)
		next.state = SM_DUP_OVER;
	if (next.state == SM_DUP_OVER)
		waiting = 0;
	if (store_round_close(g->st, rd->id, outcome, no_move ? NULL : top,
	    no_move ? -1 : tops[0].score, eq->len ? eq->str : NULL,
	    nvalid > 0 ? best : -1, now, cause) == -1)
		goto out;
	if (next.state == SM_DUP_OVER || waiting) {
		/* Over, or waiting for the letters given by hand (the game
		 * after the top kept for contest letters). */
		if (sm_dup_save(&next, state, sizeof state) == 0 ||
		    store_contest_set_state(g->st, c->id, waiting ?
		    STORE_CONTEST_RUNNING : STORE_CONTEST_OVER, state,
		    cause) == -1)
			goto out;
	} else if (c->opens_weekly != NULL) {
		/* Opened at a given time: drawn now, kept in the contest's
		 * saved game until game_tick opens it (open_planned). */
		if (round_opens(g, c, now, &opens, cause) == -1)
			goto out;
		if (sm_dup_save(&next, state, sizeof state) == 0 ||
		    store_contest_set_state(g->st, c->id,
		    STORE_CONTEST_RUNNING, state, cause) == -1)
			goto out;
		planned = rd->number + 1;
	} else {
		if (round_deadline(g, c, rd->number + 1, now, &deadline,
		    cause) == -1 || insert_round(g, c, &next, rd->number + 1,
		    deadline, now, cause) == -1)
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
	rc.tops = eq_mail->str;
	rc.more_tops = ntops > GAME_MAX_TOPS ? (int)(ntops - GAME_MAX_TOPS) : 0;
	rc.best = best < 0 ? 0 : best;
	rc.nentries = (int)jl.n;
	rc.outcome = outcome;
	rc.next = next.state == SM_DUP_OVER || waiting || planned ? NULL :
	    &next;
	rc.waiting = waiting ? rd->number + 1 : 0;
	rc.planned = planned;
	rc.opens = opens;
	rc.last = outcome == STORE_OUTCOME_PLAYED ? &tops[0].move[0].move :
	    NULL;
	rc.deadline = deadline;
	rc.standings = standings;
	rc.judged = &jl;
	rc.told = &told;
	rc.memo = report_reply_memo_new();
	rc.now = now;
	rc.cause = cause;
	index_results(&rc);
	if (store_decision_list(g->st, c->id, collect_untold, &told,
	    cause) != 0 || store_decision_mailed(g->st, c->id, cause) == -1)
		goto out;
	/* The next round's announcement: the published bulletin's text, made
	 * once for every entrant. */
	if (rc.next != NULL) {
		snprintf(rc.next_round, sizeof rc.next_round, "%d",
		    rd->number + 1);
		if (bulletin_texts(g, c, rd->number + 1, now, &rc.next_ro,
		    &rc.next_en, cause) == -1)
			goto out;
	}
	if (c->entry == STORE_ENTRY_REGISTERED) {
		if (store_entrant_list(g->st, c->id, mail_results_entrant, &rc,
		    cause) != 0)
			goto out;
	} else {
		/* Every reader who entered this round or any before and has
		 * not written STOP: skipping a round stops nothing. */
		if (store_entrant_list(g->st, c->id, mail_results_reader, &rc,
		    cause) != 0)
			goto out;
		if (text != NULL && rc.next != NULL &&
		    (*text = announce_text(g, c, rd->number + 1, now,
		    cause)) == NULL)
			goto out;
	}
	ret = 0;
out:
	report_reply_memo_free(rc.memo);
	free(rc.next_ro);
	free(rc.next_en);
	if (rc.by_entrant != NULL)
		g_hash_table_destroy(rc.by_entrant);
	if (rc.line_by_entrant != NULL)
		g_hash_table_destroy(rc.line_by_entrant);
	game_standings_free(rc.lines, rc.nlines);
	free(standings);
	g_string_free(eq, TRUE);
	g_string_free(eq_mail, TRUE);
	free(tops);
	told_free(&told);
	judged_free(&jl);
	store_round_free(rd);
	store_contest_free(c);
	return ret;
}

/* --- the arbiter's review --- */

/* One top as the mails write it (tactic: "A / B"). */
static void
format_top(const struct sm_dup_top *t, char *buf, size_t cap)
{
	size_t len;

	sm_move_format(&t->move[0].move, buf, cap);
	if (t->nmoves == 2) {
		len = strlen(buf);
		snprintf(buf + len, cap - len, " / ");
		len = strlen(buf);
		sm_move_format(&t->move[1].move, buf + len, cap - len);
	}
}

int
game_contest_review(struct game_ctx *g, const char *name, char **out,
    char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct sm_dup d;
	struct sm_dup_top *tops = NULL;
	struct sm_movegen *gen;
	struct judged_list jl;
	GString *s = g_string_new(NULL);
	size_t ntops = 0, total = 0, i;
	int rc, ret = -1, best = 0;
	char m[64];

	*out = NULL;
	memset(&jl, 0, sizeof jl);
	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no contest named '%s'", name);
		goto out;
	}
	if ((rc = store_round_get(g->st, c->id, 0, &rd, cause)) != 0 ||
	    rd->status != STORE_ROUND_OPEN) {
		if (rc != -1)
			*cause = g_strdup_printf("contest %s has no open round",
			    c->name);
		goto out;
	}
	if (sm_dup_load(&d, rd->state) == -1) {
		*cause = g_strdup_printf("round %d of %s: the saved game is "
		    "damaged", rd->number, c->name);
		goto out;
	}
	if ((gen = generator(g, c, cause)) == NULL)
		goto out;
	tops = xcalloc(GAME_MAX_TOPS, sizeof *tops);
	if (sm_dup_tops_total(&d, gen, tops, GAME_MAX_TOPS, &ntops,
	    &total) == 0 && total > ntops) {
		free(tops);
		tops = xcalloc(total, sizeof *tops);
		if (sm_dup_tops_total(&d, gen, tops, total, &ntops,
		    &total) != 0)
			ntops = 0;
	}
	for (i = 0; i < ntops; i++) {
		format_top(&tops[i], m, sizeof m);
		g_string_append_printf(s, "top\t%zu\t%s\t%d\n", i + 1, m,
		    tops[i].score);
	}
	if (store_entry_list(g->st, rd->id, collect_entry, &jl, cause) != 0)
		goto out;
	for (i = 0; i < jl.n; i++) {
		judge_one(g, c, &d, &jl.v[i]);
		if (jl.v[i].valid && jl.v[i].score > best)
			best = jl.v[i].score;
	}
	g_string_append_printf(s, "best\t%d\t%zu\n", best, jl.n);
	*out = g_string_free(s, FALSE);
	s = NULL;
	ret = 0;
out:
	if (s != NULL)
		g_string_free(s, TRUE);
	free(tops);
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
game_rank_standings(enum sm_dup_variant variant, struct standing_line *l,
    size_t n, int sum_tops)
{
	int top_variant = variant == SM_DUP_TOP;
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

/* --- the bulletins' data (report-bulletin.h) --- */

/* An entry of a closed round as the bulletins see it, with who made it. */
struct rentry {
	struct report_bulletin_entry	 e;
	long long			 entrant_id;
	int				 score;	/* as stored */
};

struct rround {
	long long		 id;
	const char		*joined_before;	/* the closing time */
	int			 read;		/* entries read */
	struct rentry		*v;
	size_t			 n, cap;
};

struct rentrant {
	long long	 id;
	const char	*name;
	const char	*joined;
};

/* The data and all it holds, freed at once by game_contest_report_free. */
struct report_data {
	struct report_bulletin		 b;	/* first: what is handed out */
	struct contest			*owned;	/* or NULL: the caller's */
	struct report_bulletin_round	*rounds;
	struct rround			*x;	/* beside rounds */
	size_t				 cap;
	struct rentrant			*entrants;
	size_t				 nentrants, ecap;
	GHashTable			*entrant_index;	/* id -> index + 1 */
	char				 lex_id[LEXFILE_ID_LEN + 1];
	GPtrArray			*keep;	/* freed at the end */
	/* Every string of the data, each once: 150,000 entries name a few
	 * hundred moves and share their entrants' names. */
	GStringChunk			*strings;
	struct report_bulletin_decision	*decisions;
	long long			*dentrant;	/* each one's entrant,
							   0: none */
	size_t				 dcap;
};

static const char *
keep(struct report_data *d, char *s)
{
	g_ptr_array_add(d->keep, s);
	return s;
}

/* s in the data's strings (the same text once), or NULL. */
static const char *
keep_dup(struct report_data *d, const char *s)
{
	return s != NULL ? g_string_chunk_insert_const(d->strings, s) : NULL;
}

static int
report_decision(void *arg, const struct decision *x)
{
	struct report_data *d = arg;
	struct report_bulletin_decision *y;

	if (d->b.ndecisions == d->dcap) {
		d->dcap = d->dcap ? d->dcap * 2 : 16;
		d->decisions = xrealloc(d->decisions, d->dcap *
		    sizeof *d->decisions);
		d->dentrant = xrealloc(d->dentrant, d->dcap *
		    sizeof *d->dentrant);
	}
	d->dentrant[d->b.ndecisions] = x->entrant_id;
	y = &d->decisions[d->b.ndecisions++];
	y->round = x->round > 0 ? x->round : 0;
	y->player = keep_dup(d, x->name);
	y->kind = keep_dup(d, x->kind);
	y->warnings = x->warnings;
	y->score = x->score;
	y->previous = x->previous;
	y->reason = keep_dup(d, x->reason);
	return 0;
}

/*
 * The pieces of a round's tops between "; " separators, as
 * g_strsplit(tops, "; ", -1) gives them for tops not empty (the empty
 * pieces included); the caller frees them with g_strfreev.  Not
 * g_strsplit: it finds each
 * separator with strstr, whose ASan interceptor measures the whole rest of
 * the string at each call, and a round can list thousands of equivalent
 * tops (CI's ASan pass spent most of test-game-contest there); memchr
 * reads only up to what it finds.
 */
static char **
split_tops(const char *tops)
{
	GPtrArray *v = g_ptr_array_new();
	const char *p = tops, *end = tops + strlen(tops), *q;

	for (;;) {
		q = memchr(p, ';', (size_t)(end - p));
		while (q != NULL && !(q + 1 < end && q[1] == ' '))
			q = memchr(q + 1, ';', (size_t)(end - q - 1));
		g_ptr_array_add(v, g_strndup(p, (gsize)((q != NULL ? q :
		    end) - p)));
		if (q == NULL)
			break;
		p = q + 2;
	}
	g_ptr_array_add(v, NULL);
	return (char **)g_ptr_array_free(v, FALSE);
}

static int
report_round(void *arg, const struct round *r)
{
	struct report_data *d = arg;
	struct report_bulletin_round *x;
	struct rround *xr;
	char **eq;
	size_t k, n;

	if (d->b.nrounds == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 16;
		d->rounds = xrealloc(d->rounds, d->cap * sizeof *d->rounds);
		d->x = xrealloc(d->x, d->cap * sizeof *d->x);
	}
	x = &d->rounds[d->b.nrounds];
	xr = &d->x[d->b.nrounds++];
	memset(x, 0, sizeof *x);
	memset(xr, 0, sizeof *xr);
	xr->id = r->id;
	x->number = r->number;
	x->closed = r->status == STORE_ROUND_CLOSED;
	x->cancelled = r->cancelled;
	if (r->deadline == NULL ||
	    util_parse_iso8601(r->deadline, &x->deadline) == -1)
		x->deadline_text = keep_dup(d, r->deadline != NULL ?
		    r->deadline : "");
	x->rack = keep_dup(d, r->rack != NULL ? r->rack : "");
	x->rack2 = keep_dup(d, r->rack2);
	x->board = keep_dup(d, r->board != NULL ? r->board : "");
	if (!x->closed)
		return 0;
	xr->joined_before = keep_dup(d, r->closed);
	x->outcome = store_round_outcome_str(r->outcome);
	x->top = keep_dup(d, r->top_move);
	x->played = r->outcome == STORE_OUTCOME_PLAYED && x->top != NULL;
	x->top_score = r->top_score;
	x->best_score = r->best_score > 0 ? r->best_score : 0;
	if (x->top != NULL && r->tops != NULL && r->tops[0] != '\0') {
		const char **v;

		eq = split_tops(r->tops);
		v = xcalloc(g_strv_length(eq) + 1, sizeof *v);
		keep(d, (char *)v);
		for (k = 0, n = 0; eq[k] != NULL; k++)
			if (eq[k][0] != '\0')
				v[n++] = keep_dup(d, eq[k]);
		g_strfreev(eq);
		x->equivalents = v;
		x->nequivalents = n;
	}
	return 0;
}

static int
report_entrant(void *arg, const struct entrant *e)
{
	struct report_data *d = arg;
	struct rentrant *x;

	if (d->nentrants == d->ecap) {
		d->ecap = d->ecap ? d->ecap * 2 : 64;
		d->entrants = xrealloc(d->entrants,
		    d->ecap * sizeof *d->entrants);
	}
	x = &d->entrants[d->nentrants++];
	x->id = e->id;
	x->name = keep_dup(d, e->name != NULL ? e->name : "");
	x->joined = keep_dup(d, e->joined != NULL ? e->joined : "");
	return 0;
}

struct report_entries {
	struct report_data	*d;
	struct rround		*r;
};

static int
report_entry(void *arg, const struct entry *e)
{
	struct report_entries *re = arg;
	struct report_data *d = re->d;
	struct rround *r = re->r;
	struct report_bulletin_entry *x;
	char *tactic;
	gpointer v;

	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->v = xrealloc(r->v, r->cap * sizeof *r->v);
	}
	memset(&r->v[r->n], 0, sizeof r->v[r->n]);
	r->v[r->n].entrant_id = e->entrant_id;
	r->v[r->n].score = e->score;
	x = &r->v[r->n++].e;
	/* The entrant's name, the same as the entry's. */
	v = g_hash_table_lookup(d->entrant_index, &e->entrant_id);
	x->name = v != NULL ? d->entrants[GPOINTER_TO_SIZE(v) - 1].name :
	    keep_dup(d, e->name != NULL ? e->name : "");
	x->valid = e->verdict != NULL && strcmp(e->verdict, "ok") == 0;
	if (x->valid && e->canonical != NULL && e->canonical[0] != '\0')
		x->move = keep_dup(d, e->canonical);
	else if (e->move2 != NULL) {
		tactic = g_strdup_printf("%s / %s", e->move, e->move2);
		x->move = keep_dup(d, tactic);
		g_free(tactic);
	} else
		x->move = keep_dup(d, e->move != NULL ? e->move : "");
	/* Tactic: the claimed total, else the sum of both claims. */
	if (e->move2 != NULL)
		x->claimed = e->claimed_total >= 0 ? e->claimed_total :
		    e->claimed >= 0 && e->claimed2 >= 0 ?
		    e->claimed + e->claimed2 : -1;
	else
		x->claimed = e->claimed;
	x->score = x->valid ? e->score : 0;
	x->bonus = e->bonus;
	x->warnings = e->warnings;
	if (e->wcodes != NULL && e->wcodes[0] != '\0')
		x->wcodes = keep_dup(d, e->wcodes);
	x->top = e->top;
	if (!x->valid)
		x->verdict = keep_dup(d, e->verdict != NULL ? e->verdict :
		    "not judged");
	if (!x->valid && e->vcode != NULL && e->vcode[0] != '\0') {
		x->vcode = keep_dup(d, e->vcode);
		x->vsquare = keep_dup(d, e->vsquare != NULL ? e->vsquare : "");
		x->vletter = keep_dup(d, e->vletter != NULL ? e->vletter : "");
		x->vwords = keep_dup(d, e->vwords != NULL ? e->vwords : "");
	}
	return 0;
}

/* A round's entries: score and bonus, best first; equal results share a
 * rank; then by name. */
static int
cmp_rentry(const void *pa, const void *pb)
{
	const struct rentry *a = pa, *b = pb;
	int sa = a->e.score + a->e.bonus, sb = b->e.score + b->e.bonus, c;

	if (sa != sb)
		return sa > sb ? -1 : 1;
	if ((c = strcmp(a->e.name, b->e.name)) != 0)
		return c;
	return a->entrant_id < b->entrant_id ? -1 :
	    a->entrant_id > b->entrant_id;
}

/* The entries of the closed round at index i, ranked, into the data. */
static int
report_entries(struct game_ctx *g, struct report_data *d, size_t i,
    char **cause)
{
	struct rround *r = &d->x[i];
	struct report_bulletin_entry *out;
	struct report_entries re;
	size_t k;

	if (r->read)
		return 0;
	re.d = d;
	re.r = r;
	if (store_entry_scan(g->st, r->id, report_entry, &re, cause) != 0)
		return -1;
	if (r->n > 1)
		qsort(r->v, r->n, sizeof *r->v, cmp_rentry);
	out = xcalloc(r->n + 1, sizeof *out);
	keep(d, (char *)out);
	for (k = 0; k < r->n; k++) {
		out[k] = r->v[k].e;
		out[k].rank = k > 0 && out[k].score + out[k].bonus ==
		    out[k - 1].score + out[k - 1].bonus ? out[k - 1].rank :
		    (int)k + 1;
	}
	d->rounds[i].entries = out;
	d->rounds[i].nentries = r->n;
	r->read = 1;
	return 0;
}

/* Standing lines (ranked by game_rank_standings) as the bulletins' lines,
 * after round `after`; their names kept in the data, or the same pointers
 * when share (names the data holds already). */
static const struct report_bulletin_standings *
report_standings(struct report_data *d, const struct standing_line *l,
    size_t n, int after, int sum_tops, int share)
{
	struct report_bulletin_standings *s = xcalloc(1, sizeof *s);
	struct report_bulletin_line *out = xcalloc(n + 1, sizeof *out);
	size_t i;

	keep(d, (char *)s);
	keep(d, (char *)out);
	for (i = 0; i < n; i++) {
		out[i].rank = l[i].rank;
		out[i].name = share ? l[i].name : keep_dup(d, l[i].name);
		out[i].total = l[i].total;
		out[i].percent = l[i].percent;
		out[i].tops = l[i].tops;
		out[i].warnings = l[i].warnings;
		out[i].penalty = l[i].penalty;
	}
	s->after_round = after;
	s->sum_tops = sum_tops;
	s->nlines = n;
	s->lines = out;
	return s;
}

/* The standings after the closed round at index upto, and with every
 * after each closed round before it too: the sums of the entries of the
 * closed rounds up to each (one pass over them), ranked by the contest's
 * rules (game_rank_standings, as game_standings).  An entrant is listed
 * when it had an entry by then or joined before the round closed. */
static int
standings_upto(struct game_ctx *g, struct report_data *d,
    const struct contest *c, size_t upto, int every, char **cause)
{
	struct standing_line *sum = xcalloc(d->nentrants + 1, sizeof *sum);
	struct standing_line *sl = xcalloc(d->nentrants + 1, sizeof *sl);
	int *had = xcalloc(d->nentrants + 1, sizeof *had);
	const char *closed;
	size_t i, k, m;
	int sum_tops = 0, ret = -1;
	gpointer v;

	for (i = 0; i < d->nentrants; i++) {
		sum[i].entrant_id = d->entrants[i].id;
		sum[i].name = (char *)(uintptr_t)d->entrants[i].name;
	}
	for (i = 0; i <= upto; i++) {
		struct report_bulletin_round *r = &d->rounds[i];
		int ntop = 0;

		if (!r->closed)
			continue;
		if (report_entries(g, d, i, cause) == -1)
			goto out;
		/* A round the arbiter cancelled counts for nobody. */
		if (!r->cancelled) {
			if (r->played)
				sum_tops += r->top_score;
			for (k = 0; k < r->nentries; k++)
				ntop += r->entries[k].top != 0;
			for (k = 0; k < d->x[i].n; k++) {
				const struct rentry *e = &d->x[i].v[k];
				struct standing_line *x;

				v = g_hash_table_lookup(d->entrant_index,
				    &e->entrant_id);
				if (v == NULL)
					continue;
				had[GPOINTER_TO_SIZE(v) - 1] = 1;
				x = &sum[GPOINTER_TO_SIZE(v) - 1];
				x->total += e->e.score + e->e.bonus;
				x->warnings += e->e.warnings;
				if (e->e.top) {
					x->tops++;
					x->top_sharers += ntop;
					x->top_points += e->e.score;
				}
			}
		}
		if (!every && i != upto)
			continue;
		/* The entrants listed, ranked by the contest's rules. */
		closed = d->x[i].joined_before;
		for (k = 0, m = 0; k < d->nentrants; k++)
			if (had[k] || (closed != NULL &&
			    strcmp(d->entrants[k].joined, closed) < 0))
				sl[m++] = sum[k];
		game_rank_standings(c->variant, sl, m, sum_tops);
		r->standings = report_standings(d, sl, m, r->number, sum_tops,
		    1);
	}
	ret = 0;
out:
	free(sum);
	free(sl);
	free(had);
	return ret;
}

/* The contest's standings after its last closed round, numbered last,
 * from the entries read: game_standings' lines (store_standings' sums:
 * every entrant not eliminated, the entries of the closed rounds not
 * cancelled, the warnings of the arbiter's decisions added) without
 * reading them all again.  test-report-bulletin compares the two. */
static void
contest_standings(struct report_data *d, const struct contest *c, int last)
{
	struct standing_line *sl = xcalloc(d->nentrants + 1, sizeof *sl);
	int *out = xcalloc(d->nentrants + 1, sizeof *out);
	size_t i, k, m;
	int sum_tops = 0;
	gpointer v;

	for (i = 0; i < d->nentrants; i++) {
		sl[i].entrant_id = d->entrants[i].id;
		sl[i].name = (char *)(uintptr_t)d->entrants[i].name;
	}
	for (i = 0; i < d->b.ndecisions; i++) {
		if (d->dentrant[i] <= 0 || (v = g_hash_table_lookup(
		    d->entrant_index, &d->dentrant[i])) == NULL)
			continue;
		sl[GPOINTER_TO_SIZE(v) - 1].warnings +=
		    d->decisions[i].warnings;
		if (d->decisions[i].kind != NULL &&
		    strcmp(d->decisions[i].kind, "eliminate") == 0)
			out[GPOINTER_TO_SIZE(v) - 1] = 1;
	}
	for (i = 0; i < d->b.nrounds; i++) {
		const struct report_bulletin_round *r = &d->rounds[i];
		int ntop = 0;

		if (!r->closed || r->cancelled)
			continue;
		if (r->outcome != NULL && strcmp(r->outcome, "played") == 0)
			sum_tops += r->top_score;
		for (k = 0; k < d->x[i].n; k++)
			ntop += d->x[i].v[k].e.top != 0;
		for (k = 0; k < d->x[i].n; k++) {
			const struct rentry *e = &d->x[i].v[k];
			struct standing_line *x;

			if ((v = g_hash_table_lookup(d->entrant_index,
			    &e->entrant_id)) == NULL)
				continue;
			x = &sl[GPOINTER_TO_SIZE(v) - 1];
			x->total += e->score + e->e.bonus;
			x->warnings += e->e.warnings;
			if (e->e.top) {
				x->tops++;
				x->top_sharers += ntop;
				x->top_points += e->score;
			}
		}
	}
	for (i = 0, m = 0; i < d->nentrants; i++)
		if (!out[i])
			sl[m++] = sl[i];
	game_rank_standings(c->variant, sl, m, sum_tops);
	d->b.standings = report_standings(d, sl, m, last, sum_tops, 1);
	free(sl);
	free(out);
}

/* What the lexicon says of itself: from the file when one of the
 * contest's identity is found (read only: nothing recorded); else what
 * the contest row knows.  The bulletin shows the identity. */
static void
report_lexicon(struct game_ctx *g, struct report_data *d,
    const struct contest *c)
{
	const char *want = c->lexicon_id != NULL ? c->lexicon_id :
	    c->lexicon_sum;
	char *cause = NULL;

	util_strlcpy(d->lex_id, want != NULL ? want : "", sizeof d->lex_id);
	if (game_ctx_lexicon(g, c->lexicon, want, "", &cause) == 0) {
		util_strlcpy(d->lex_id, g->lf->id, sizeof d->lex_id);
		d->b.lex_source = keep_dup(d, g->lf->lx.source);
		d->b.lex_words = g->lf->lx.nwords;
	}
	free(cause);
	if (d->b.lex_source == NULL)
		d->b.lex_source = keep_dup(d, c->lexicon != NULL ?
		    c->lexicon : "the default lexicon");
	d->b.lex_identity = d->lex_id;
	d->b.lex_stand_in = strstr(d->b.lex_source, "stand-in") != NULL;
}

/* The board after the played round at index i: the next round's as drawn,
 * or the contest's final position; NULL when unknown. */
static const char *
played_board(struct report_data *d, const struct contest *c, size_t i)
{
	struct sm_dup fin;
	char cgp[512];

	if (i + 1 < d->b.nrounds)
		return d->rounds[i + 1].board;
	/* Over, or waiting for the letters of the next round given by hand:
	 * the saved game is the board after the last round's top. */
	if ((c->status == STORE_CONTEST_OVER || d->rounds[i].closed) &&
	    c->state != NULL && sm_dup_load(&fin, c->state) == 0) {
		sm_board_format_cgp(&fin.board, cgp, sizeof cgp);
		return keep_dup(d, cgp);
	}
	return NULL;
}

/* The series contest c is in, for its pages' link back: 0 (d->b.series
 * NULL when none), -1 with *cause. */
static int
report_series_of(struct game_ctx *g, struct report_data *d,
    const struct contest *c, char **cause)
{
	struct series_rec *s = NULL;
	char *name = NULL;
	int rc;

	if ((rc = store_series_of_contest(g->st, c->id, &name, cause)) != 0)
		return rc == 1 ? 0 : -1;
	d->b.series = keep(d, name);
	if ((rc = store_series_find(g->st, d->b.series, &s, cause)) == -1)
		return -1;
	if (rc == 0 && s->title != NULL)
		d->b.series_title = keep_dup(d, s->title);
	store_series_free(s);
	return 0;
}

/* The bulletins' data of contest c (which must outlive it): everything
 * when only is 0, else what round only's document needs. */
static int
report_build(struct game_ctx *g, const struct contest *c, int only,
    struct report_bulletin **out, char **cause)
{
	struct report_data *d = xcalloc(1, sizeof *d);
	size_t i, k, upto = 0, last_i = 0;
	int last = 0, want = only == 0;

	*out = NULL;
	*cause = NULL;
	d->keep = g_ptr_array_new_with_free_func(free);
	d->strings = g_string_chunk_new(64 * 1024);
	d->entrant_index = g_hash_table_new(g_int64_hash, g_int64_equal);
	d->b.name = c->name;
	d->b.variant = sm_dup_variant_name(c->variant);
	d->b.entry = store_contest_entry_str(c->entry);
	d->b.status = store_contest_status_str(c->status);
	d->b.round_days = c->round_days;
	d->b.solo_bonus = c->solo_bonus;
	d->b.tactic_order = c->tactic_order != SM_DUP_ORDER_FREE ?
	    sm_dup_order_name(c->tactic_order) : NULL;
	d->b.redraw_triples = c->redraw_triples;
	d->b.address = c->address;
	d->b.seed_hash = c->seed_hash;
	/* The seed is revealed once the contest is over. */
	d->b.seed = c->status == STORE_CONTEST_OVER ? c->seed : NULL;
	if (report_series_of(g, d, c, cause) == -1)
		goto fail;
	if (store_round_list(g->st, c->id, report_round, d, cause) != 0 ||
	    store_entrant_list(g->st, c->id, report_entrant, d, cause) != 0 ||
	    store_decision_list(g->st, c->id, report_decision, d,
	    cause) != 0)
		goto fail;
	d->b.round = d->rounds;
	d->b.decisions = d->decisions;
	for (i = 0; i < d->nentrants; i++)
		g_hash_table_insert(d->entrant_index, &d->entrants[i].id,
		    GSIZE_TO_POINTER(i + 1));
	report_lexicon(g, d, c);
	for (i = 0; i < d->b.nrounds; i++) {
		struct report_bulletin_round *r = &d->rounds[i];

		if (!d->b.open_round && !r->closed)
			d->b.open_round = r->number;
		/* The last move on its board: the nearest earlier round
		 * played. */
		for (k = i; k > 0; k--)
			if (d->rounds[k - 1].played) {
				r->last = d->rounds[k - 1].top;
				break;
			}
		if (r->played)
			r->played_board = played_board(d, c, i);
		if (r->closed) {
			last = r->number;
			last_i = i;
		}
		if (r->number == only && r->closed) {
			want = 1;
			upto = i;
		}
	}
	d->b.rounds = d->b.nrounds > 0 ?
	    d->rounds[d->b.nrounds - 1].number : 0;
	/* Entries and the standings after each closed round wanted (or
	 * after round only). */
	if (want && last > 0 && standings_upto(g, d, c, only == 0 ? last_i :
	    upto, only == 0, cause) == -1)
		goto fail;
	/* The contest's standings as of now. */
	if (only == 0 && last > 0)
		contest_standings(d, c, last);
	/* The entries with their entrants were for the standings only. */
	for (i = 0; i < d->b.nrounds; i++) {
		free(d->x[i].v);
		d->x[i].v = NULL;
		d->x[i].n = d->x[i].cap = 0;
	}
	*out = &d->b;
	return 0;
fail:
	if (*cause == NULL)
		*cause = xstrdup("cannot read the contest's rounds");
	game_contest_report_free(&d->b);
	return -1;
}

int
game_contest_report(struct game_ctx *g, const char *name, int only,
    struct report_bulletin **out, char **cause)
{
	struct contest *c = NULL;
	int rc;

	*out = NULL;
	if ((rc = store_contest_find(g->st, name, &c, cause)) != 0)
		return rc;
	if (report_build(g, c, only, out, cause) == -1) {
		store_contest_free(c);
		return -1;
	}
	((struct report_data *)*out)->owned = c;
	return 0;
}

void
game_contest_report_free(struct report_bulletin *b)
{
	struct report_data *d = (struct report_data *)b;
	size_t i;

	if (d == NULL)
		return;
	for (i = 0; i < d->b.nrounds; i++)
		free(d->x[i].v);
	free(d->x);
	free(d->rounds);
	free(d->entrants);
	free(d->decisions);
	free(d->dentrant);
	if (d->entrant_index != NULL)
		g_hash_table_destroy(d->entrant_index);
	g_ptr_array_free(d->keep, TRUE);
	if (d->strings != NULL)
		g_string_chunk_free(d->strings);
	store_contest_free(d->owned);
	free(d);
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
	game_contest_when(rc->g->conf, deadline, when, sizeof when);
	snprintf(round, sizeof round, "%d", rc->rd->number);
	r = report_reply_new(rc->g->conf->lang);
	report_reply_set_kind(r, RK_REMINDER);
	report_reply_notice(r, RC_ROUND_REMINDER, "contest", rc->c->name,
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
	    c->entry != STORE_ENTRY_REGISTERED ||
	    store_round_get(g->st, id, 0, &rd, cause) != 0)
		goto out;
	if (rd->status != STORE_ROUND_OPEN || rd->reminded ||
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

/* Mail the announcement of round number to a reader of an open contest
 * who receives the rounds: not stopped, not eliminated. */
static int
mail_announce_reader(void *arg, const struct entrant *e)
{
	struct mail_list *ml = arg;
	int eliminated = 0;

	if (e->stopped != NULL)
		return 0;
	if (store_entrant_eliminated(ml->g->st, e->id, &eliminated,
	    ml->cause) == -1)
		return -1;
	return eliminated ? 0 : mail_announce(arg, e);
}

/* Open the round contest id drew at the close before when its time has
 * come (game_contest_planned): stored, due by the calendar from now, and
 * announced to the registered entrants or, in an open contest, to the
 * readers who receive the rounds (told at the close when it opens).
 * *opened counts it.  0, or -1 with *cause. */
static int
open_planned(struct game_ctx *g, long long id, long long now, size_t *opened,
    char **cause)
{
	struct contest *c = NULL;
	struct sm_dup d;
	struct mail_list ml;
	long long opens;
	int number, rc, ret = -1;

	if ((rc = store_contest_get(g->st, id, &c, cause)) != 0) {
		ret = rc == 1 ? 0 : -1;
		goto out;
	}
	if ((rc = game_contest_planned(g, c, &number, &opens, cause)) != 1 ||
	    now < opens) {
		ret = rc == -1 ? -1 : 0;
		goto out;
	}
	if (c->state == NULL || sm_dup_load(&d, c->state) == -1) {
		*cause = g_strdup_printf("contest %s: the saved game is "
		    "damaged", c->name);
		goto out;
	}
	if (open_lexicon(g, c, cause) == -1 ||
	    store_begin(g->st, cause) == -1)
		goto out;
	if (open_round(g, c, &d, number, now, NULL, cause) == -1)
		goto fail;
	if (c->entry == STORE_ENTRY_OPEN) {
		memset(&ml, 0, sizeof ml);
		ml.g = g;
		ml.c = c;
		ml.d = &d;
		ml.number = number;
		ml.now = now;
		ml.cause = cause;
		if (store_entrant_list(g->st, c->id, mail_announce_reader,
		    &ml, cause) != 0)
			goto fail;
	}
	if (store_commit(g->st, cause) == -1)
		goto out;
	(*opened)++;
	ret = 0;
	goto out;
fail:
	store_rollback(g->st);
out:
	store_contest_free(c);
	return ret;
}

int
game_tick(struct game_ctx *g, long long now, size_t *closed, size_t *opened,
    size_t *reminded, char **cause)
{
	struct tick_list running;
	long long *due = NULL;
	size_t ndue = 0, i;
	int ret = -1;

	*closed = *opened = *reminded = 0;
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
	if (store_contest_list(g->st, STORE_CONTEST_RUNNING, collect_running,
	    &running, cause) != 0)
		goto out;
	for (i = 0; i < running.n; i++)
		if (open_planned(g, running.ids[i], now, opened, cause) == -1 ||
		    remind(g, running.ids[i], now, reminded, cause) == -1)
			goto out;
	ret = 0;
out:
	free(running.ids);
	free(due);
	return ret;
}

/* --- entries by mail --- */

void
game_entry_outcome_clear(struct game_entry_outcome *o)
{
	free(o->contests);
	free(o->contest);
	free(o->text);
	free(o->move);
	free(o->previous);
	free(o->reason);
	memset(o, 0, sizeof *o);
}

/* An outcome that names the contest and the round. */
static void
outcome(struct game_entry_outcome *o, enum game_entry_code code,
    const struct contest *c, int round)
{
	o->code = code;
	o->contest_id = c->id;
	o->contest = xstrdup(c->name);
	o->round = round;
}

struct candidates {
	struct game_ctx			*g;
	const struct game_sender	*s;
	long long			 id;
	int				 n;
	long long			 by_addr;	/* the one the mail is
							   addressed to */
	int				 naddr;
	GString				*names;
	char				**cause;
};

/* Whether addr is one of the addresses to (NULL-terminated, may be NULL);
 * case does not matter. */
static int
addressed_to(const char *const *to, const char *addr)
{
	for (; to != NULL && *to != NULL; to++)
		if (g_ascii_strcasecmp(*to, addr) == 0)
			return 1;
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

	if (c->entry == STORE_ENTRY_REGISTERED) {
		if (k->s->player == NULL)
			return 0;
		if ((rc = store_entrant_find(k->g->st, c->id,
		    k->s->player->email, &e, k->cause)) == -1)
			return -1;
		store_entrant_free(e);
		if (rc == 1)
			return 0;
	}
	k->id = c->id;
	k->n++;
	if (c->address != NULL && addressed_to(k->s->to, c->address)) {
		k->by_addr = c->id;
		k->naddr++;
	}
	g_string_append_printf(k->names, "%s%s", k->names->len ? ", " : "",
	    c->name);
	return 0;
}

int
game_contest_resolve(struct game_ctx *g, const struct game_sender *s,
    long long chosen, struct game_entry_outcome *out, char **cause)
{
	struct candidates k;
	struct contest *c = NULL;
	struct round *rd = NULL;
	int rc, ret = -1;

	memset(out, 0, sizeof *out);
	memset(&k, 0, sizeof k);
	k.names = g_string_new(NULL);
	if (chosen == 0) {
		k.g = g;
		k.s = s;
		k.cause = cause;
		if (store_contest_list(g->st, STORE_CONTEST_RUNNING, consider,
		    &k, cause) != 0)
			goto out;
		if (k.n == 0) {
			out->code = GAME_ENTRY_NO_CONTEST;
			ret = 0;
			goto out;
		}
		if (k.naddr == 1) {
			/* The mail is addressed to that contest. */
			k.id = k.by_addr;
			k.n = 1;
		}
		if (k.n > 1) {
			out->code = GAME_ENTRY_WHICH_CONTEST;
			out->contests = xstrdup(k.names->str);
			ret = 0;
			goto out;
		}
		chosen = k.id;
	}
	if ((rc = store_contest_get(g->st, chosen, &c, cause)) != 0) {
		if (rc == 1)
			*cause = xstrdup("the chosen contest has gone");
		goto out;
	}
	out->code = GAME_ENTRY_RESOLVED;
	out->contest_id = c->id;
	out->contest = xstrdup(c->name);
	out->tactic = c->variant == SM_DUP_TACTIC;
	/* The round being played, for a hint: the last one, if open. */
	if ((rc = store_round_get(g->st, c->id, 0, &rd, cause)) == -1)
		goto out;
	if (rc == 0 && rd->status == STORE_ROUND_OPEN)
		out->current = rd->number;
	ret = 0;
out:
	store_round_free(rd);
	store_contest_free(c);
	g_string_free(k.names, TRUE);
	return ret;
}

/* For STOP: the running open contests the address reads. */
struct stopping {
	struct game_ctx		*g;
	const char		*addr;
	long long		 chosen;	/* or 0: all */
	long long		 now;
	GString			*names;
	char			**cause;
};

static int
stop_one(void *arg, const struct contest *c)
{
	struct stopping *k = arg;
	struct entrant *e = NULL;
	int rc;

	if (c->entry != STORE_ENTRY_OPEN ||
	    (k->chosen != 0 && c->id != k->chosen))
		return 0;
	if ((rc = store_entrant_find(k->g->st, c->id, k->addr, &e,
	    k->cause)) != 0)
		return rc == 1 ? 0 : -1;
	if (e->stopped == NULL && store_entrant_set_stopped(k->g->st, e->id,
	    k->now, k->cause) == -1) {
		store_entrant_free(e);
		return -1;
	}
	store_entrant_free(e);
	g_string_append_printf(k->names, "%s%s", k->names->len ? ", " : "",
	    c->name);
	return 0;
}

int
game_contest_stop(struct game_ctx *g, const char *addr, long long chosen,
    long long now, char **names, char **cause)
{
	struct stopping k;

	memset(&k, 0, sizeof k);
	k.g = g;
	k.addr = addr;
	k.chosen = chosen;
	k.now = now;
	k.names = g_string_new(NULL);
	k.cause = cause;
	*names = NULL;
	if (store_contest_list(g->st, STORE_CONTEST_RUNNING, stop_one, &k,
	    cause) != 0) {
		g_string_free(k.names, TRUE);
		return -1;
	}
	*names = g_string_free(k.names, FALSE);
	return 0;
}

/* The name a reader enters under: the one given by NAME, else the mail's
 * display name (at most GAME_NAME_MAX characters), else the address's
 * local part.  malloc'ed. */
static char *
reader_name(const struct game_sender *s, const char *addr)
{
	if (s->name != NULL)
		return xstrdup(s->name);
	if (s->from_name != NULL)
		return g_utf8_substring(s->from_name, 0,
		    MIN(g_utf8_strlen(s->from_name, -1), GAME_NAME_MAX));
	return g_strndup(addr, strcspn(addr, "@"));
}

/* The score an entry's receipt quotes: a tactic entry's claimed total
 * (the two moves' own scores are the slip's detail), else the move's;
 * -1 when none was given. */
static int
claimed_shown(const struct game_entry_in *in)
{
	if (in->move2 != NULL)
		return in->claimed_total;
	return in->claimed;
}

int
game_entry(struct game_ctx *g, const struct game_sender *s,
    const struct game_entry_in *in, struct game_entry_outcome *out,
    char **cause)
{
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct entrant *e = NULL;
	struct sm_move m, m2;
	enum sm_notation_status ns;
	char canon[80], *previous = NULL, *name;
	const char *addr;
	long long deadline = 0, eid;
	int rc, ret = -1, registered;

	memset(out, 0, sizeof *out);
	if ((rc = store_contest_get(g->st, in->contest_id, &c, cause)) != 0) {
		if (rc == 1)
			*cause = xstrdup("the chosen contest has gone");
		goto out;
	}
	registered = c->entry == STORE_ENTRY_REGISTERED;
	if (c->status != STORE_CONTEST_RUNNING ||
	    (rc = store_round_get(g->st, c->id, 0, &rd, cause)) == 1) {
		outcome(out, GAME_ENTRY_CLOSED, c, in->round);
		ret = 0;
		goto out;
	}
	if (rc == -1)
		goto out;
	if (in->round < rd->number || (in->round == rd->number &&
	    rd->status != STORE_ROUND_OPEN)) {
		outcome(out, GAME_ENTRY_CLOSED, c, in->round);
		ret = 0;
		goto out;
	}
	if (in->round == rd->number + 1 && rd->status != STORE_ROUND_OPEN &&
	    c->opens_weekly != NULL) {
		int planned;
		long long opens;

		if ((rc = game_contest_planned(g, c, &planned, &opens,
		    cause)) == -1)
			goto out;
		if (rc == 1) {
			outcome(out, GAME_ENTRY_NOT_OPEN, c, in->round);
			out->deadline = opens;
			ret = 0;
			goto out;
		}
	}
	if (in->round > rd->number) {
		outcome(out, GAME_ENTRY_UNKNOWN_ROUND, c, in->round);
		out->current = rd->number;
		ret = 0;
		goto out;
	}
	if (util_parse_iso8601(rd->deadline, &deadline) == 0 &&
	    in->now > deadline) {
		outcome(out, GAME_ENTRY_LATE, c, in->round);
		out->deadline = deadline;
		ret = 0;
		goto out;
	}
	/* Who: a championship's player must sign on (the password is what
	 * identifies them); a reader is their address. */
	if (registered && s->player == NULL) {
		outcome(out, GAME_ENTRY_NOT_ENTRANT, c, in->round);
		ret = 0;
		goto out;
	}
	addr = registered ? s->player->email : s->address;
	if ((rc = store_entrant_find(g->st, c->id, addr, &e, cause)) == -1)
		goto out;
	if (rc == 1 && registered) {
		outcome(out, GAME_ENTRY_NOT_ENTRANT, c, in->round);
		ret = 0;
		goto out;
	}
	/* The arbiter eliminated them: no entry of theirs counts. */
	if (rc == 0) {
		int eliminated = 0;

		if (store_entrant_eliminated(g->st, e->id, &eliminated,
		    cause) == -1)
			goto out;
		if (eliminated) {
			outcome(out, GAME_ENTRY_NOT_ENTRANT, c, in->round);
			ret = 0;
			goto out;
		}
	}
	/* The move as written must at least read as a move. */
	if ((ns = sm_move_parse(&m, in->move, strlen(in->move), NULL)) !=
	    SM_NOTATION_OK || (in->move2 != NULL &&
	    (ns = sm_move_parse(&m2, in->move2, strlen(in->move2), NULL)) !=
	    SM_NOTATION_OK)) {
		outcome(out, GAME_ENTRY_BAD_MOVE, c, in->round);
		/* The first move read, so the second is the one. */
		out->text = xstrdup(in->move2 != NULL && sm_move_parse(&m,
		    in->move, strlen(in->move), NULL) == SM_NOTATION_OK ?
		    in->move2 : in->move);
		out->reason = xstrdup(sm_notation_status_str(ns));
		report_verdict_notation(ns, &out->why);
		ret = 0;
		goto out;
	}
	/* A reader whose mail may be forged: held for the organiser. */
	if (!registered && s->player == NULL && s->unverified != NULL) {
		struct held_entry h;

		memset(&h, 0, sizeof h);
		h.contest_id = c->id;
		h.round = in->round;
		h.spool_id = in->spool_id;
		h.email = (char *)(uintptr_t)addr;
		h.name = (char *)(uintptr_t)s->name;
		h.from_name = (char *)(uintptr_t)s->from_name;
		h.move = (char *)(uintptr_t)in->move;
		h.claimed = in->claimed;
		h.move2 = (char *)(uintptr_t)in->move2;
		h.claimed2 = in->claimed2;
		h.claimed_total = in->claimed_total;
		h.why = (char *)(uintptr_t)s->unverified;
		if (store_held_add(g->st, &h, in->now, &out->held_id,
		    cause) == -1)
			goto out;
		outcome(out, GAME_ENTRY_HELD, c, in->round);
		sm_move_format(&m, canon, sizeof canon);
		if (in->move2 != NULL) {
			size_t len = strlen(canon);

			snprintf(canon + len, sizeof canon - len, " / ");
			len = strlen(canon);
			sm_move_format(&m2, canon + len, sizeof canon - len);
		}
		out->move = xstrdup(canon);
		out->claimed = claimed_shown(in);
		out->deadline = deadline;
		out->reason = xstrdup(s->unverified);
		ret = 0;
		goto out;
	}
	if (rc == 1) {
		name = reader_name(s, addr);
		rc = store_entrant_add(g->st, c->id, 0, addr, name, in->now,
		    &eid, cause);
		free(name);
		if (rc == -1)
			goto out;
	} else {
		eid = e->id;
		if (s->name != NULL && store_entrant_set_name(g->st, eid,
		    s->name, cause) == -1)
			goto out;
		/* A reader who wrote STOP and enters again receives the
		 * rounds again. */
		if (e->stopped != NULL && store_entrant_set_stopped(g->st,
		    eid, 0, cause) == -1)
			goto out;
	}
	if (store_entry_put(g->st, rd->id, eid, in->spool_id, in->move,
	    in->claimed, in->move2, in->claimed2, in->claimed_total, in->now,
	    &previous, cause) == -1)
		goto out;
	if (c->feedback == STORE_FEEDBACK_ON_RECEIPT) {
		struct sm_dup d;
		struct judged j;

		if (sm_dup_load(&d, rd->state) == -1 ||
		    open_lexicon(g, c, cause) == -1) {
			if (*cause == NULL)
				*cause = xstrdup("the saved round is damaged");
			goto out;
		}
		memset(&j, 0, sizeof j);
		j.move = (char *)(uintptr_t)in->move;
		j.claimed = in->claimed;
		j.move2 = (char *)(uintptr_t)in->move2;
		j.claimed2 = in->claimed2;
		j.claimed_total = in->claimed_total;
		judge_one(g, c, &d, &j);
		outcome(out, GAME_ENTRY_JUDGED, c, in->round);
		out->move = xstrdup(j.canonical);
		out->claimed = claimed_shown(in);
		out->deadline = deadline;
		out->valid = j.valid;
		out->score = j.score;
		out->warnings = j.warnings;
		if (!j.valid) {
			out->reason = j.verdict;
			out->why = j.rv;
		} else
			free(j.verdict);
		ret = 0;
		goto out;
	}
	sm_move_format(&m, canon, sizeof canon);
	if (in->move2 != NULL) {
		size_t len = strlen(canon);

		snprintf(canon + len, sizeof canon - len, " / ");
		len = strlen(canon);
		sm_move_format(&m2, canon + len, sizeof canon - len);
	}
	outcome(out, previous != NULL ? GAME_ENTRY_REPLACED :
	    GAME_ENTRY_RECEIVED, c, in->round);
	out->move = xstrdup(canon);
	out->claimed = claimed_shown(in);
	out->deadline = deadline;
	out->previous = previous;
	previous = NULL;
	ret = 0;
out:
	free(previous);
	store_entrant_free(e);
	store_round_free(rd);
	store_contest_free(c);
	return ret;
}

/* The sender of held entry h told of the organiser's decision (kind
 * held): released, with *o the entry's outcome (RECEIVED, REPLACED or
 * JUDGED), or (o NULL) rejected. */
static int
tell_held(struct game_ctx *g, const struct held_entry *h,
    const struct game_entry_outcome *o, long long now, char **cause)
{
	struct report_reply *r = NULL;
	struct contest *c = NULL;
	struct round *rd = NULL;
	struct entrant *e = NULL;
	char round[16], claimed[16], score[16], received[96], when[96];
	const char *to_name = NULL;
	long long t, deadline = 0;
	int rc, open = 0, ret = -1;

	if ((rc = store_contest_get(g->st, h->contest_id, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("held entry %lld: its contest "
			    "is missing", h->id);
		goto out;
	}
	if ((rc = store_entrant_find(g->st, c->id, h->email, &e, cause)) == -1)
		goto out;
	to_name = e != NULL ? e->name : h->name != NULL ? h->name :
	    h->from_name;
	snprintf(round, sizeof round, "%d", h->round);
	if (util_parse_iso8601(h->received, &t) == -1)
		t = now;
	game_contest_when(g->conf, t, received, sizeof received);
	r = report_reply_new(g->conf->lang);
	report_reply_set_kind(r, RK_HELD);
	if (o != NULL) {
		const char *judged = o->code == GAME_ENTRY_JUDGED ? "1" : "";

		if (o->claimed >= 0)
			snprintf(claimed, sizeof claimed, "%d", o->claimed);
		else
			claimed[0] = '\0';
		snprintf(score, sizeof score, "%d", o->score);
		game_contest_when(g->conf, o->deadline, when, sizeof when);
		report_reply_notice(r, RC_ROUND_HELD_RELEASED, "contest",
		    c->name, "round", round, "move", o->move, "claimed",
		    claimed, "received", received, "address", h->email,
		    "deadline", when, "previous", o->code ==
		    GAME_ENTRY_REPLACED && o->previous != NULL ? o->previous :
		    "", "judged", judged, "valid", o->valid ? "yes" : "no",
		    "score", *judged != '\0' && o->valid ? score : "",
		    "reason", o->reason != NULL ? o->reason : "", "vcode",
		    o->why.code != NULL ? o->why.code : "", "v_square",
		    o->why.square, "v_letter", o->why.letter, "v_words",
		    o->why.words, NULL);
	} else {
		GString *mv = g_string_new(h->move);

		if (h->move2 != NULL)
			g_string_append_printf(mv, " / %s", h->move2);
		if (h->claimed_total >= 0 && h->move2 != NULL)
			snprintf(claimed, sizeof claimed, "%d",
			    h->claimed_total);
		else if (h->claimed >= 0)
			snprintf(claimed, sizeof claimed, "%d", h->claimed);
		else
			claimed[0] = '\0';
		if ((rc = store_round_get(g->st, c->id, h->round, &rd,
		    cause)) == -1) {
			g_string_free(mv, TRUE);
			goto out;
		}
		open = rc == 0 && rd->status == STORE_ROUND_OPEN &&
		    util_parse_iso8601(rd->deadline, &deadline) == 0 &&
		    now <= deadline;
		if (open)
			game_contest_when(g->conf, deadline, when, sizeof when);
		else
			when[0] = '\0';
		report_reply_notice(r, RC_ROUND_HELD_REJECTED, "contest",
		    c->name, "round", round, "move", mv->str, "claimed",
		    claimed, "received", received, "address", h->email,
		    "what", h->why, "deadline", when, NULL);
		g_string_free(mv, TRUE);
	}
	/* Not an answer to the sender's mail (spool 0): it does not count
	 * against their answers of the hour. */
	ret = outbox_queue_deferred(g->st, g->conf, r, to_name != NULL ?
	    to_name : "", h->email, 0, now, cause);
out:
	report_reply_free(r);
	store_round_free(rd);
	store_entrant_free(e);
	store_contest_free(c);
	return ret;
}

int
game_held_release(struct game_ctx *g, long long contest_id, long long id,
    long long now, enum game_held_result *res,
    struct game_entry_outcome *out, char **cause)
{
	struct held_entry *h = NULL;
	struct game_sender s;
	struct game_entry_in in;
	int rc, ret = -1;

	memset(out, 0, sizeof *out);
	*res = GAME_HELD_NONE;
	if ((rc = store_held_get(g->st, id, &h, cause)) == -1)
		goto out;
	if (rc == 1 || h->contest_id != contest_id) {
		ret = 0;
		goto out;
	}
	if ((rc = store_held_superseded(g->st, h, cause)) == -1)
		goto out;
	if (rc == 1) {
		*res = GAME_HELD_SUPERSEDED;
		ret = 0;
		goto out;
	}
	memset(&s, 0, sizeof s);
	s.address = h->email;
	s.name = h->name;
	s.from_name = h->from_name;
	memset(&in, 0, sizeof in);
	in.contest_id = h->contest_id;
	in.round = h->round;
	in.move = h->move;
	in.claimed = h->claimed;
	in.move2 = h->move2;
	in.claimed2 = h->claimed2;
	in.claimed_total = h->claimed_total;
	in.spool_id = h->spool_id;
	if (util_parse_iso8601(h->received, &in.now) == -1) {
		*cause = g_strdup_printf("held entry %lld: a bad time", id);
		goto out;
	}
	if (game_entry(g, &s, &in, out, cause) == -1)
		goto out;
	if (out->code != GAME_ENTRY_RECEIVED &&
	    out->code != GAME_ENTRY_REPLACED &&
	    out->code != GAME_ENTRY_JUDGED) {
		*res = GAME_HELD_REFUSED;
		ret = 0;
		goto out;
	}
	if (store_held_delete(g->st, id, cause) == -1 ||
	    tell_held(g, h, out, now, cause) == -1)
		goto out;
	*res = GAME_HELD_DONE;
	ret = 0;
out:
	store_held_free(h);
	return ret;
}

int
game_held_reject(struct game_ctx *g, long long contest_id, long long id,
    long long now, enum game_held_result *res, char **cause)
{
	struct held_entry *h = NULL;
	int rc, ret = -1;

	*res = GAME_HELD_NONE;
	if ((rc = store_held_get(g->st, id, &h, cause)) == -1)
		goto out;
	if (rc == 0 && h->contest_id == contest_id) {
		if (store_held_delete(g->st, id, cause) == -1 ||
		    tell_held(g, h, NULL, now, cause) == -1)
			goto out;
		*res = GAME_HELD_DONE;
	}
	ret = 0;
out:
	store_held_free(h);
	return ret;
}
