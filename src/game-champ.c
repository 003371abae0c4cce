/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-champ.c: correspondence championships.  See game-champ.h for the
 * rules (groups, schedule, clock, standings); the games are game-play.c's.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "free.h"
#include "game-analysis.h"
#include "game-champ.h"
#include "game-clock.h"
#include "game-ctx.h"
#include "game-play.h"
#include "game-seed.h"
#include "outbox.h"
#include "rating.h"
#include "reply-codes.h"
#include "report-analysis.h"
#include "report-champ.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

#define CHAMP_MAX_GAMES		2000	/* games of one championship */
#define CHAMP_MAX_PLAYERS	1000

void
game_champ_opts_init(struct champ_opts *o)
{
	memset(o, 0, sizeof *o);
	o->players_per_game = 2;
	o->cycles = 1;
	o->days_per_move = 3;
	o->remind_days = 1;
	o->grace_days = 0;
	o->timeout = "pass";
	o->timeout_limit = 3;
	o->illegal = "retry";
	o->end_scoring = 1;
	o->leave_days = 30;
}

/* --- creating, joining --- */

static int
check_range(const char *what, long v, long lo, long hi, char **cause)
{
	if (v < lo || v > hi) {
		*cause = g_strdup_printf("%s must be from %ld to %ld, not %ld",
		    what, lo, hi, v);
		return 1;
	}
	return 0;
}

int
game_champ_create(struct game_ctx *g, const struct champ_opts *o, long long now,
    long long *id, char **cause)
{
	struct champ_rec c;
	enum sm_free_variant v = SM_FREE_CLASSIC;
	const char *zname;
	char *seed = NULL, *hash = NULL, *lexpath = NULL;
	int rc;

	memset(&c, 0, sizeof c);
	if ((*cause = game_name_check("championship", o->name)) != NULL)
		return 1;
	if (o->variant != NULL && !sm_free_variant_parse(o->variant, &v)) {
		*cause = g_strdup_printf("unknown variant '%s': free or "
		    "maruntel", o->variant);
		return 1;
	}
	if ((rc = check_range("--players-per-game", o->players_per_game,
	    sm_free_min_players(v), sm_free_max_players(v), cause)) != 0 ||
	    (rc = check_range("--group-size", o->group_size, 0,
	    CHAMP_MAX_PLAYERS, cause)) != 0 ||
	    (rc = check_range("--cycles", o->cycles, 1, 4, cause)) != 0 ||
	    (rc = check_range("--days-per-move", o->days_per_move, 1, 365,
	    cause)) != 0 ||
	    (rc = check_range("--remind-days", o->remind_days, 0,
	    o->days_per_move, cause)) != 0 ||
	    (rc = check_range("--grace-days", o->grace_days, 0, 365,
	    cause)) != 0 ||
	    (rc = check_range("--timeout-limit", o->timeout_limit, 1, 100,
	    cause)) != 0 ||
	    (rc = check_range("--leave-days", o->leave_days, 0, 366,
	    cause)) != 0)
		return rc;
	if (o->group_size != 0 && o->group_size < o->players_per_game) {
		*cause = g_strdup_printf("--group-size %d is smaller than a "
		    "game (%d %s)", o->group_size, o->players_per_game,
		    util_noun(o->players_per_game, "player", "players"));
		return 1;
	}
	if (!store_champ_timeout_parse(o->timeout, &c.timeout)) {
		*cause = g_strdup_printf("--timeout is pass or forfeit, not "
		    "'%s'", o->timeout);
		return 1;
	}
	if (o->leader != NULL && strcmp(o->leader, "arbiter") != 0 &&
	    (strcmp(o->leader, "player") != 0 || v != SM_FREE_MARUNTEL)) {
		*cause = g_strdup_printf("--leader %s: liber mărunțel's leader "
		    "is the arbiter or a player (a free game has none)",
		    o->leader);
		return 1;
	}
	if (!store_champ_illegal_parse(o->illegal, &c.illegal)) {
		*cause = g_strdup_printf("--illegal-move is retry or pass, not "
		    "'%s'", o->illegal);
		return 1;
	}
	zname = o->timezone != NULL ? o->timezone : g->conf != NULL &&
	    g->conf->timezone != NULL ? g->conf->timezone : "UTC";
	if (!util_zone_known(zname)) {
		*cause = g_strdup_printf("unknown time zone '%s': give one "
		    "such as Europe/Bucharest (install the tzdata package) "
		    "or UTC", zname);
		return 1;
	}
	if (o->seed != NULL)
		seed = xstrdup(o->seed);
	else if ((seed = game_seed_new(cause)) == NULL)
		return -1;
	if (o->lexicon != NULL && (lexpath = realpath(o->lexicon, NULL)) ==
	    NULL) {
		*cause = g_strdup_printf("cannot find lexicon %s: %s",
		    o->lexicon, strerror(errno));
		free(seed);
		return -1;
	}
	if (game_ctx_lexicon(g, lexpath, NULL, NULL, cause) == -1) {
		free(lexpath);
		free(seed);
		return -1;
	}
	c.lexicon = lexpath;
	c.lexicon_id = g->lf->id;
	hash = game_seed_hash(seed);
	c.name = (char *)(uintptr_t)o->name;
	c.variant = v;
	if (o->leader != NULL)
		store_leader_parse(o->leader, &c.leader);	/* checked */
	c.players_per_game = o->players_per_game;
	c.group_size = o->group_size;
	c.cycles = o->cycles;
	c.days_per_move = o->days_per_move;
	c.remind_days = o->remind_days;
	c.grace_days = o->grace_days;
	c.timeout_limit = o->timeout_limit;
	c.end_scoring = o->end_scoring ? 1 : 0;
	c.rated = o->rated ? 1 : 0;
	c.leave_days = o->leave_days;
	c.timezone = (char *)(uintptr_t)zname;
	c.seed = seed;
	c.seed_hash = hash;
	if ((rc = store_champ_add(g->st, &c, now, id, cause)) == 1)
		*cause = g_strdup_printf("there is already a championship "
		    "named '%s'", o->name);
	else if (rc == 0 && o->open_signup && id != NULL &&
	    store_champ_set_open(g->st, *id, 1, cause) == -1)
		rc = -1;
	free(lexpath);
	free(seed);
	free(hash);
	return rc;
}

/* The championship named: 0, or 1 with *cause. */
static int
find(struct game_ctx *g, const char *name, struct champ_rec **c, char **cause)
{
	int rc;

	if ((rc = store_champ_find(g->st, name, c, cause)) == 1)
		*cause = g_strdup_printf("no championship named '%s' (see "
		    "'scrabmail championship create')", name);
	return rc;
}

int
game_champ_join(struct game_ctx *g,
    const char *name, const char *const *players,
    int n, long long now, char **cause)
{
	struct champ_rec *c = NULL;
	struct player *p = NULL;
	int i, rc;

	if ((rc = find(g, name, &c, cause)) != 0)
		return rc;
	if (c->status != STORE_GAME_NEW) {
		*cause = g_strdup_printf("championship '%s' has started: "
		    "players join before 'championship start'", c->name);
		rc = 1;
		goto out;
	}
	for (i = 0; i < n; i++) {
		if ((rc = store_player_find(g->st, players[i], &p,
		    cause)) != 0) {
			if (rc == 1)
				*cause = g_strdup_printf("no player named "
				    "'%s': add them with 'scrabmail player "
				    "add'", players[i]);
			goto out;
		}
		rc = store_champ_player_add(g->st, c->id, p->id, now, cause);
		store_player_free(p);
		p = NULL;
		if (rc == -1)
			goto out;
		rc = 0;		/* joining twice changes nothing */
	}
out:
	store_champ_rec_free(c);
	return rc;
}

/* --- withdrawal --- */

struct withdraw {
	struct game_ctx	*g;
	long long	 champ_id, player_id, now;
	int		 n;
	char		**cause;
};

static int
withdraw_game(void *arg, long long id)
{
	struct withdraw *w = arg;
	struct game_rec *r = NULL;
	int rc;

	if ((rc = store_game_get(w->g->st, id, &r, w->cause)) != 0)
		return rc == 1 ? 0 : -1;
	rc = 0;
	if (r->champ_id == w->champ_id) {
		rc = game_play_withdraw(w->g, id, w->player_id, w->now,
		    w->cause);
		if (rc == 0)
			w->n++;
		else if (rc == 1)
			rc = 0;
	}
	store_game_rec_free(r);
	return rc;
}

static int
in_champ(void *arg, const struct champ_player *p)
{
	struct withdraw *w = arg;

	return p->player_id == w->player_id ? 1 : 0;
}

int
game_champ_withdraw(struct game_ctx *g, const char *name, const char *player,
    long long now, int *ngames, char **cause)
{
	struct champ_rec *c = NULL;
	struct player *p = NULL;
	struct withdraw w;
	int rc;

	*ngames = 0;
	game_champ_attach(g);
	if ((rc = find(g, name, &c, cause)) != 0)
		return rc;
	if ((rc = store_player_find(g->st, player, &p, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no player named '%s'",
			    player);
		goto out;
	}
	memset(&w, 0, sizeof w);
	w.g = g;
	w.champ_id = c->id;
	w.player_id = p->id;
	w.now = now;
	w.cause = cause;
	if ((rc = store_champ_player_list(g->st, c->id, in_champ, &w,
	    cause)) == -1)
		goto out;
	if (rc == 0) {
		*cause = g_strdup_printf("player '%s' is not in championship "
		    "'%s'", p->name, c->name);
		rc = 1;
		goto out;
	}
	if (c->status != STORE_GAME_PLAYING) {
		*cause = g_strdup_printf("championship '%s' is not under way "
		    "(%s): nothing to withdraw from", c->name,
		    store_game_status_str(c->status));
		rc = 1;
		goto out;
	}
	if ((rc = store_game_list_player(g->st, p->id, STORE_GAME_PLAYING,
	    withdraw_game, &w, cause)) != 0)
		goto out;
	*ngames = w.n;
out:
	store_player_free(p);
	store_champ_rec_free(c);
	return rc;
}

/* --- replacement --- */

struct replace {
	struct game_ctx	*g;
	long long	 champ_id, old_id, new_id;
	GArray		*games;		/* old's games still playing here */
	int		 old_group, old_in, new_in;
	char		**cause;
};

static int
replace_who(void *arg, const struct champ_player *p)
{
	struct replace *w = arg;

	if (p->player_id == w->old_id) {
		w->old_in = 1;
		w->old_group = p->group_no;
	}
	if (p->player_id == w->new_id)
		w->new_in = 1;
	return 0;
}

/* Old's games still playing in championship w->champ_id, collected
 * (their seats change after the listing). */
static int
collect_replace(void *arg, long long id)
{
	struct replace *w = arg;
	struct game_rec *r = NULL;
	int rc;

	if ((rc = store_game_get(w->g->st, id, &r, w->cause)) != 0)
		return rc == 1 ? 0 : -1;
	if (r->champ_id == w->champ_id)
		g_array_append_val(w->games, id);
	store_game_rec_free(r);
	return 0;
}

int
game_champ_replace(struct game_ctx *g, const char *name, const char *old,
    const char *new_player, const char *reason, long long now, int *ngames,
    char **cause)
{
	struct champ_rec *c = NULL;
	struct player *po = NULL, *pn = NULL;
	struct replace w;
	double rating = SM_RATING_START;
	int rc, games, peak;
	guint i;

	*ngames = 0;
	memset(&w, 0, sizeof w);
	w.games = g_array_new(FALSE, FALSE, sizeof(long long));
	game_champ_attach(g);
	if ((rc = find(g, name, &c, cause)) != 0)
		goto out;
	if ((rc = store_player_find(g->st, old, &po, cause)) == 0)
		rc = store_player_find(g->st, new_player, &pn, cause);
	if (rc != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("no player named '%s'",
			    po == NULL ? old : new_player);
		goto out;
	}
	w.g = g;
	w.champ_id = c->id;
	w.old_id = po->id;
	w.new_id = pn->id;
	w.cause = cause;
	if ((rc = store_champ_player_list(g->st, c->id, replace_who, &w,
	    cause)) == -1)
		goto out;
	rc = 1;
	if (!w.old_in) {
		*cause = g_strdup_printf("player '%s' is not in championship "
		    "'%s'", po->name, c->name);
		goto out;
	}
	if (w.new_in) {
		*cause = g_strdup_printf("player '%s' is already in "
		    "championship '%s': a replacement must be new to it",
		    pn->name, c->name);
		goto out;
	}
	if (c->status != STORE_GAME_PLAYING) {
		*cause = g_strdup_printf("championship '%s' is not under way "
		    "(%s): nothing to replace", c->name,
		    store_game_status_str(c->status));
		goto out;
	}
	if ((rc = store_game_list_player(g->st, po->id, STORE_GAME_PLAYING,
	    collect_replace, &w, cause)) != 0)
		goto out;
	if (w.games->len == 0) {
		*cause = g_strdup_printf("player '%s' has no game still playing "
		    "in championship '%s': nothing to replace", po->name,
		    c->name);
		rc = 1;
		goto out;
	}
	rc = -1;
	if (c->rated && store_rating_get(g->st, pn->id, &rating, &games,
	    &peak, cause) == -1)
		goto out;
	if (store_champ_player_add(g->st, c->id, pn->id, now, cause) == -1 ||
	    store_champ_player_set(g->st, c->id, pn->id, w.old_group,
	    c->rated ? &rating : NULL, cause) == -1)
		goto out;
	for (i = 0; i < w.games->len; i++) {
		if ((rc = game_play_replace(g, g_array_index(w.games,
		    long long, i), po->id, pn->id, reason, now, cause)) == -1)
			goto out;
		if (rc == 0)
			(*ngames)++;
	}
	rc = 0;
out:
	g_array_free(w.games, TRUE);
	store_player_free(po);
	store_player_free(pn);
	store_champ_rec_free(c);
	return rc;
}

/* --- the start: groups and schedule --- */

struct centrant {
	long long	 player_id;
	char		*name;
	char		*key;		/* the order */
	double		 rating;
	int		 games;
	int		 peak;
	int		 group;
	int		 firsts;
};

struct centrants {
	struct centrant	*e;
	int		 n;
	const struct champ_rec *c;
	struct game_ctx	*g;
	int		 failed;
	char		**cause;
};

static int
collect_entrant(void *arg, const struct champ_player *p)
{
	struct centrants *es = arg;
	struct centrant *e;
	char *lower, *salted;
	int rc;

	if (es->n >= CHAMP_MAX_PLAYERS)
		return 0;
	e = &es->e[es->n++];
	memset(e, 0, sizeof *e);
	e->player_id = p->player_id;
	e->name = xstrdup(p->name);
	lower = g_utf8_strdown(p->name, -1);
	salted = g_strdup_printf("scrabmail-order:%s:%s", es->c->seed, lower);
	e->key = game_seed_hash(salted);
	g_free(salted);
	g_free(lower);
	e->rating = SM_RATING_START;
	if ((rc = store_rating_get(es->g->st, p->player_id, &e->rating,
	    &e->games, &e->peak, es->cause)) == -1)
		return -1;
	return 0;
}

static int
cmp_entrant(const void *a, const void *b, void *arg)
{
	const struct centrant *x = a, *y = b;
	const int *rated = arg;

	if (*rated && x->rating != y->rating)
		return x->rating > y->rating ? -1 : 1;
	return strcmp(x->key, y->key);
}

static void
entrants_clear(struct centrants *es)
{
	int i;

	for (i = 0; i < es->n; i++) {
		free(es->e[i].name);
		free(es->e[i].key);
	}
	free(es->e);
	memset(es, 0, sizeof *es);
}

struct sched {
	int		 group;
	int		 n;
	int		 seat[8];	/* indexes into the entrants */
};

/* Append the games of one group (members m[0..size-1], entrant indexes)
 * to s. */
static int
group_games(struct centrant *e, const int *m, int size, int group, int p,
    int cycles, struct sched *s, int *ns, int cap)
{
	int cyc, i, j, k, mod, first;

	for (cyc = 0; cyc < cycles; cyc++) {
		if (p == 2 || size == 2) {
			/* Who starts: i against j if (j - i) mod m is in
			 * 1..(m-1)/2 for an odd m (everyone starts half);
			 * an even group is completed by a dummy. */
			mod = size % 2 == 1 ? size : size + 1;
			for (i = 0; i < size; i++)
				for (j = i + 1; j < size; j++) {
					int d = (j - i) % mod, a = i, b = j;

					if (!(d >= 1 && d <= (mod - 1) / 2)) {
						a = j;
						b = i;
					}
					if (cyc % 2 == 1) {
						int t = a;

						a = b;
						b = t;
					}
					if (*ns >= cap)
						return -1;
					s[*ns].group = group;
					s[*ns].n = 2;
					s[*ns].seat[0] = m[a];
					s[*ns].seat[1] = m[b];
					e[m[a]].firsts++;
					(*ns)++;
				}
			continue;
		}
		/* Every set of p players (or the whole group when smaller):
		 * combinations in order, the first seat to whoever has
		 * started the fewest, then the others in the set's order
		 * after them. */
		{
			int kk = size < p ? size : p, idx[8];

			for (k = 0; k < kk; k++)
				idx[k] = k;
			for (;;) {
				if (*ns >= cap)
					return -1;
				first = 0;
				for (k = 1; k < kk; k++)
					if (e[m[idx[k]]].firsts <
					    e[m[idx[first]]].firsts)
						first = k;
				s[*ns].group = group;
				s[*ns].n = kk;
				for (k = 0; k < kk; k++)
					s[*ns].seat[k] = m[idx[(first + k) %
					    kk]];
				e[m[idx[first]]].firsts++;
				(*ns)++;
				/* The next combination. */
				for (k = kk - 1; k >= 0 &&
				    idx[k] == size - kk + k; k--)
					;
				if (k < 0)
					break;
				idx[k]++;
				for (j = k + 1; j < kk; j++)
					idx[j] = idx[j - 1] + 1;
			}
		}
	}
	return 0;
}

int
game_champ_start(struct game_ctx *g, const char *name, long long now,
    int *ngames, char **cause)
{
	struct champ_rec *c = NULL;
	struct centrants es;
	struct sched *s = NULL;
	struct game_play_opts fo;
	int rated, ngroups, i, k, ns = 0, rc, *members = NULL;

	memset(&es, 0, sizeof es);
	*ngames = 0;
	if ((rc = find(g, name, &c, cause)) != 0)
		return rc;
	rc = 1;
	if (c->status != STORE_GAME_NEW) {
		*cause = g_strdup_printf("championship '%s' has already "
		    "started", c->name);
		goto out;
	}
	es.e = xcalloc(CHAMP_MAX_PLAYERS, sizeof *es.e);
	es.c = c;
	es.g = g;
	es.cause = cause;
	if (store_champ_player_list(g->st, c->id, collect_entrant, &es,
	    cause) != 0) {
		rc = -1;
		goto out;
	}
	if (es.n < 2 || es.n < c->players_per_game) {
		*cause = g_strdup_printf("championship '%s' has %d %s: "
		    "it needs at least %d (see 'scrabmail championship join')",
		    c->name, es.n, util_noun(es.n, "player", "players"),
		    c->players_per_game < 2 ? 2 : c->players_per_game);
		goto out;
	}
	rated = c->rated;
	g_qsort_with_data(es.e, es.n, sizeof *es.e, cmp_entrant, &rated);
	if (c->group_size > 0)
		ngroups = (es.n + c->group_size - 1) / c->group_size;
	else if (c->players_per_game == 2)
		ngroups = 1;
	else
		ngroups = (es.n + c->players_per_game - 1) /
		    c->players_per_game;
	/* The snake: 1 2 3 3 2 1 1 2 3 ... */
	for (i = 0; i < es.n; i++) {
		int round = i / ngroups, pos = i % ngroups;

		es.e[i].group = 1 + (round % 2 == 0 ? pos : ngroups - 1 - pos);
	}
	members = xcalloc((size_t)es.n, sizeof *members);
	s = xcalloc(CHAMP_MAX_GAMES, sizeof *s);
	for (k = 1; k <= ngroups; k++) {
		int size = 0;

		for (i = 0; i < es.n; i++)
			if (es.e[i].group == k)
				members[size++] = i;
		if (size < 2) {
			*cause = g_strdup_printf("group %d would have %d "
			    "player: choose another --group-size", k, size);
			goto out;
		}
		if (group_games(es.e, members, size, k, c->players_per_game,
		    c->cycles, s, &ns, CHAMP_MAX_GAMES) == -1) {
			*cause = g_strdup_printf("more than %d games: choose "
			    "smaller groups", CHAMP_MAX_GAMES);
			goto out;
		}
	}
	rc = -1;
	for (i = 0; i < es.n; i++) {
		double r0 = es.e[i].rating;

		if (store_champ_player_set(g->st, c->id, es.e[i].player_id,
		    es.e[i].group, c->rated ? &r0 : NULL, cause) == -1)
			goto out;
	}
	if (store_champ_set_status(g->st, c->id, STORE_GAME_PLAYING, now,
	    cause) == -1)
		goto out;
	for (k = 0; k < ns; k++) {
		const char *names[8];
		long long gid;
		char *salted, *seed;
		int r;

		for (i = 0; i < s[k].n; i++)
			names[i] = es.e[s[k].seat[i]].name;
		salted = g_strdup_printf("scrabmail-game:%s:%d", c->seed,
		    k + 1);
		seed = game_seed_hash(salted);
		g_free(salted);
		memset(&fo, 0, sizeof fo);
		fo.variant = sm_free_variant_name(c->variant);
		fo.seed = seed;
		fo.end_scoring = c->end_scoring;
		fo.champ_id = c->id;
		fo.group_no = s[k].group;
		fo.leader = store_leader_str(c->leader);
		r = game_play_create(g, names, s[k].n, &fo, now, &gid, cause);
		free(seed);
		if (r == -1)
			goto out;
	}
	*ngames = ns;
	rc = 0;
out:
	free(s);
	free(members);
	entrants_clear(&es);
	store_champ_rec_free(c);
	return rc;
}

/* --- standings --- */

struct cstand {
	long long	 player_id;
	char		*name;
	char		*email;
	char		*lang;
	int		 group;
	int		 points2;
	int		 spread;
	int		 total;
	int		 played;
	int		 playing;
	int		 forfeits;
	int		 rank;
	int		 has_rating;
	double		 rating;
	double		 rating_start;
};

struct cgame {
	struct game_result	 r;
	int			 pair2[8][8];
	int			 pspread[8][8];
};

struct ctable {
	struct champ_rec	*c;
	struct cstand		*p;
	int			 np;
	struct cgame		*gm;
	int			 ng, capg;
	struct game_ctx		*g;
	char			**cause;
};

/* What seat i got against seat j of a finished game. */
static void
pair_result(const struct game_result *r, int i, int j, int *p2, int *spread)
{
	int d = r->score[i] - r->score[j];

	/* An adjudicated draw or double loss: the points the arbiter gave,
	 * no spread (RULES-CHOICES.md). */
	if (r->adjudged == GAME_ADJUDGED_DRAW ||
	    r->adjudged == GAME_ADJUDGED_LOSS) {
		*p2 = r->adjudged == GAME_ADJUDGED_DRAW ? 1 : 0;
		*spread = 0;
	} else if (r->forfeit[i] && r->forfeit[j]) {
		*p2 = 1;
		*spread = 0;
	} else if (r->forfeit[i]) {
		*p2 = 0;
		*spread = d > 0 ? 0 : d;	/* never a gain */
	} else if (r->forfeit[j]) {
		*p2 = 2;
		*spread = d < 0 ? 0 : d;	/* never a loss */
	} else {
		*p2 = d > 0 ? 2 : d == 0 ? 1 : 0;
		*spread = d;
	}
}

static int
collect_cp(void *arg, const struct champ_player *p)
{
	struct ctable *t = arg;
	struct cstand *s;
	int games, peak;

	if (t->np >= CHAMP_MAX_PLAYERS)
		return 0;
	s = &t->p[t->np++];
	memset(s, 0, sizeof *s);
	s->player_id = p->player_id;
	s->name = xstrdup(p->shown);
	s->email = xstrdup(p->email);
	s->lang = xstrdup(p->lang);
	s->group = p->group_no;
	s->rating_start = p->rating_start;
	if (t->c->rated && p->has_rating_start) {
		s->rating = p->rating_start;
		s->has_rating = 1;
		if (store_rating_get(t->g->st, p->player_id, &s->rating,
		    &games, &peak, t->cause) == -1)
			return -1;
	}
	return 0;
}

static struct cstand *
stand_of(struct ctable *t, long long player_id)
{
	int i;

	for (i = 0; i < t->np; i++)
		if (t->p[i].player_id == player_id)
			return &t->p[i];
	return NULL;
}

static int
collect_game(void *arg, long long id)
{
	struct ctable *t = arg;
	struct cgame *cg;
	struct cstand *s;
	int i, j, p2, sp, rc;

	if (t->ng == t->capg) {
		t->capg = t->capg == 0 ? 16 : t->capg * 2;
		t->gm = xrealloc(t->gm, (size_t)t->capg * sizeof *t->gm);
	}
	cg = &t->gm[t->ng];
	memset(cg, 0, sizeof *cg);
	if ((rc = game_play_result(t->g, id, &cg->r, t->cause)) != 0) {
		game_result_clear(&cg->r);
		return rc == 1 ? 0 : -1;
	}
	t->ng++;
	for (i = 0; i < cg->r.n; i++) {
		if ((s = stand_of(t, cg->r.player_id[i])) == NULL)
			continue;
		if (!cg->r.over) {
			s->playing++;
			continue;
		}
		s->played++;
		s->total += cg->r.score[i];
		s->forfeits += cg->r.forfeit[i];
		for (j = 0; j < cg->r.n; j++) {
			if (j == i)
				continue;
			pair_result(&cg->r, i, j, &p2, &sp);
			cg->pair2[i][j] = p2;
			cg->pspread[i][j] = sp;
			s->points2 += p2;
			s->spread += sp;
		}
	}
	return 0;
}

static int
cmp_stand(const void *a, const void *b)
{
	const struct cstand *x = a, *y = b;

	if (x->points2 != y->points2)
		return y->points2 - x->points2;
	if (x->spread != y->spread)
		return y->spread - x->spread;
	if (x->total != y->total)
		return y->total - x->total;
	return g_utf8_collate(x->name, y->name);
}

static void
ctable_clear(struct ctable *t)
{
	int i;

	for (i = 0; i < t->np; i++) {
		free(t->p[i].name);
		free(t->p[i].email);
		free(t->p[i].lang);
	}
	free(t->p);
	for (i = 0; i < t->ng; i++)
		game_result_clear(&t->gm[i].r);
	free(t->gm);
	store_champ_rec_free(t->c);
	memset(t, 0, sizeof *t);
}

/* Load championship c (taken over: freed with the table) or the one
 * named, its players, its games, and rank the players: 0, 1, -1. */
static int
ctable_load(struct game_ctx *g, const char *name, struct champ_rec *c,
    struct ctable *t, char **cause)
{
	int i, rc;

	memset(t, 0, sizeof *t);
	t->g = g;
	t->cause = cause;
	if (c != NULL)
		t->c = c;
	else if ((rc = find(g, name, &t->c, cause)) != 0)
		return rc;
	t->p = xcalloc(CHAMP_MAX_PLAYERS, sizeof *t->p);
	if (store_champ_player_list(g->st, t->c->id, collect_cp, t,
	    cause) != 0 ||
	    store_game_list(g->st, t->c->id, STORE_GAME_ANY, collect_game, t,
	    cause) != 0)
		return -1;
	qsort(t->p, (size_t)t->np, sizeof *t->p, cmp_stand);
	for (i = 0; i < t->np; i++)
		t->p[i].rank = i > 0 &&
		    t->p[i].points2 == t->p[i - 1].points2 &&
		    t->p[i].spread == t->p[i - 1].spread &&
		    t->p[i].total == t->p[i - 1].total ? t->p[i - 1].rank :
		    i + 1;
	return 0;
}

static void
points_text(int points2, char *buf, size_t len)
{
	if (points2 % 2 == 0)
		snprintf(buf, len, "%d", points2 / 2);
	else
		snprintf(buf, len, "%d.5", points2 / 2);
}

int
game_champ_standings(struct game_ctx *g, const char *name, int ratings,
    char **text, char **cause)
{
	struct ctable t;
	GString *s;
	char pts[24];
	int i, rc;

	*text = NULL;
	if ((rc = ctable_load(g, name, NULL, &t, cause)) != 0) {
		ctable_clear(&t);
		return rc;
	}
	s = g_string_new(NULL);
	for (i = 0; i < t.np; i++) {
		points_text(t.p[i].points2, pts, sizeof pts);
		g_string_append_printf(s, "%d\t%s\t%s\t%d", t.p[i].rank,
		    t.p[i].name, pts, t.p[i].spread);
		if (ratings && t.p[i].has_rating)
			g_string_append_printf(s, "\t%ld\t%+ld",
			    sm_rating_shown(t.p[i].rating),
			    sm_rating_shown(t.p[i].rating) -
			    sm_rating_shown(t.p[i].rating_start));
		g_string_append_c(s, '\n');
	}
	*text = g_string_free(s, FALSE);
	ctable_clear(&t);
	return 0;
}

/* "ana,bogdan" */
static char *
players_field(const struct game_result *r)
{
	GString *s = g_string_new(NULL);
	int i;

	for (i = 0; i < r->n; i++)
		g_string_append_printf(s, "%s%s", i > 0 ? "," : "", r->name[i]);
	return g_string_free(s, FALSE);
}

int
game_champ_show(struct game_ctx *g, const char *name, char **text, char **cause)
{
	struct ctable t;
	GString *s;
	char *pl, when[UTIL_ISO_LEN];
	int i, rc;

	*text = NULL;
	if ((rc = ctable_load(g, name, NULL, &t, cause)) != 0) {
		ctable_clear(&t);
		return rc;
	}
	s = g_string_new(NULL);
	for (i = 0; i < t.ng; i++) {
		const struct game_result *r = &t.gm[i].r;

		pl = players_field(r);
		if (r->deadline != 0)
			util_format_iso8601(r->deadline, when);
		else
			snprintf(when, sizeof when, "-");
		g_string_append_printf(s, "game\t%lld\t%s\t%s\t%s\t%s\n", r->id,
		    pl, r->over ? "over" : "playing", r->over ||
		    r->to_move < 0 ? "-" : r->name[r->to_move], when);
		free(pl);
	}
	*text = g_string_free(s, FALSE);
	ctable_clear(&t);
	return 0;
}

/* A forfeited game's cause, the key's end: "timeout" (lost on time),
 * "resign", or "adjudicated" (the arbiter's decision). */
static const char *
forfeit_cause(const struct cgame *cg)
{
	if (cg->r.end != NULL && (strcmp(cg->r.end, "timeout") == 0 ||
	    strcmp(cg->r.end, "resign") == 0))
		return cg->r.end;
	return "adjudicated";
}

/* Append what a got against b in every finished game they met in
 * (" W 412:380 / L 300:350 F"), or " -"; for a mail (mail 1) the result
 * letters and the forfeit are keys for the templates to translate
 * (GAME_PLAY_KEY: "res.W", "res.L", "res.F.timeout", "res.F.resign"). */
static void
cross_cells(const struct ctable *t, const struct cstand *a,
    const struct cstand *b, int mail, GString *s)
{
	const struct cgame *cg;
	int k, x, y, forfeit, cells = 0;

	for (k = 0; k < t->ng; k++) {
		cg = &t->gm[k];
		if (!cg->r.over)
			continue;
		for (x = 0; x < cg->r.n; x++)
			if (cg->r.player_id[x] == a->player_id)
				break;
		for (y = 0; y < cg->r.n; y++)
			if (cg->r.player_id[y] == b->player_id)
				break;
		if (x == cg->r.n || y == cg->r.n)
			continue;
		forfeit = cg->r.forfeit[x] || cg->r.forfeit[y];
		if (mail)
			/* Keys for the templates (GAME_PLAY_KEY): the
			 * result, and a forfeit's cause. */
			g_string_append_printf(s, "%s" GAME_PLAY_KEY "res.%c"
			    GAME_PLAY_KEY " %d:%d%s%s%s", cells++ > 0 ? " / " :
			    " ", "LDW"[cg->pair2[x][y]], cg->r.score[x],
			    cg->r.score[y], forfeit ? " " GAME_PLAY_KEY "res.F." :
			    "", forfeit ? forfeit_cause(cg) : "", forfeit ?
			    GAME_PLAY_KEY : "");
		else
			g_string_append_printf(s, "%s%c %d:%d%s", cells++ > 0 ?
			    " / " : " ", "LDW"[cg->pair2[x][y]],
			    cg->r.score[x], cg->r.score[y], cg->r.forfeit[x] ||
			    cg->r.forfeit[y] ? " F" : "");
	}
	if (cells == 0)
		g_string_append(s, " -");
}

/* The crosstable of t as text: per group, a line per player in rank
 * order, then a cell per opponent ("W 412:380", "L 300:350 F" for a
 * forfeit, one per game met, joined by " / "): TAB-separated on one line
 * for scripts, or for a mail an opponent a line, indented. */
static char *
crosstable_text(const struct ctable *t, int mail)
{
	GString *s = g_string_new(NULL);
	char pts[24];
	int grp, i, j, ngroups = 0;

	for (i = 0; i < t->np; i++)
		if (t->p[i].group > ngroups)
			ngroups = t->p[i].group;
	for (grp = 1; grp <= ngroups; grp++) {
		if (ngroups > 1)
			g_string_append_printf(s, mail ? "  " GAME_PLAY_KEY
			    "group" GAME_PLAY_KEY " %d\n" : "group %d\n", grp);
		for (i = 0; i < t->np; i++) {
			if (t->p[i].group != grp)
				continue;
			points_text(t->p[i].points2, pts, sizeof pts);
			if (mail)
				g_string_append_printf(s, "  %d. %s  %s  %+d",
				    t->p[i].rank, t->p[i].name, pts,
				    t->p[i].spread);
			else
				g_string_append_printf(s, "%d\t%s\t%s\t%d",
				    t->p[i].rank, t->p[i].name, pts,
				    t->p[i].spread);
			for (j = 0; j < t->np; j++) {
				if (t->p[j].group != grp || j == i)
					continue;
				g_string_append_printf(s, mail ? "\n      %s:" :
				    "\t%s:", t->p[j].name);
				cross_cells(t, &t->p[i], &t->p[j], mail, s);
			}
			g_string_append_c(s, '\n');
		}
	}
	return g_string_free(s, FALSE);
}

int
game_champ_crosstable(struct game_ctx *g, const char *name, char **text,
    char **cause)
{
	struct ctable t;
	int rc;

	*text = NULL;
	if ((rc = ctable_load(g, name, NULL, &t, cause)) == 0)
		*text = crosstable_text(&t, 0);
	ctable_clear(&t);
	return rc;
}

/* --- a game's end, the championship's end --- */

static int
rate_game(struct game_ctx *g, const struct game_result *r, long long now,
    char **cause)
{
	struct sm_rating rt[8];
	bool forfeit[8];
	double delta[8];
	int i, games, peak, rc;

	for (i = 0; i < r->n; i++) {
		sm_rating_init(&rt[i]);
		if ((rc = store_rating_get(g->st, r->player_id[i],
		    &rt[i].rating, &games, &peak, cause)) == -1)
			return -1;
		if (rc == 0) {
			rt[i].games = games;
			rt[i].peak = peak != 0;
		}
		forfeit[i] = r->forfeit[i] != 0;
	}
	{
		struct sm_rating before[8];

		memcpy(before, rt, sizeof before);
		if (sm_rating_game(rt, r->n, r->score, forfeit, delta) == -1) {
			*cause = g_strdup_printf("game %lld: the ratings could "
			    "not be computed", r->id);
			return -1;
		}
		for (i = 0; i < r->n; i++)
			if (store_rating_set(g->st, r->player_id[i],
			    rt[i].rating, rt[i].games, rt[i].peak ? 1 : 0, now,
			    cause) == -1 ||
			    store_rating_change_add(g->st, r->id,
			    r->player_id[i], before[i].rating, rt[i].rating,
			    cause) == -1)
				return -1;
	}
	return 0;
}

static int
count_playing(void *arg, long long id)
{
	(void)id;
	(*(int *)arg)++;
	return 0;
}

/* The final standings mailed to every player (kind championship), and
 * to the organiser when one is configured (organiser.champ-over: what to
 * do next). */
static int
mail_final(struct game_ctx *g, struct ctable *t, long long now, char **cause)
{
	GString *s = g_string_new(NULL);
	char pts[24], *standings, *cross, *padded;
	int i, rc = 0;

	for (i = 0; i < t->np; i++) {
		points_text(t->p[i].points2, pts, sizeof pts);
		padded = util_utf8_pad(t->p[i].name, 20);
		g_string_append_printf(s, "  %3d. %s %5s %+6d %6d",
		    t->p[i].rank, padded, pts, t->p[i].spread,
		    t->p[i].total);
		free(padded);
		if (t->p[i].has_rating)
			g_string_append_printf(s, "  %5ld (%+ld)",
			    sm_rating_shown(t->p[i].rating),
			    sm_rating_shown(t->p[i].rating) -
			    sm_rating_shown(t->p[i].rating_start));
		g_string_append_c(s, '\n');
	}
	standings = g_string_free(s, FALSE);
	cross = crosstable_text(t, 1);
	for (i = 0; i < t->np && rc == 0; i++) {
		struct report_reply *r;

		r = report_reply_new(t->p[i].lang);
		report_reply_set_kind(r, RK_CHAMPIONSHIP);
		report_reply_set_page(r, t->c->name, "index.html");
		report_reply_notice(r, RC_CHAMP_OVER, "champ", t->c->name,
		    "standings", standings, "crosstable", cross, "rated",
		    t->c->rated ? "1" : "", "seed", t->c->seed, "seed_hash",
		    t->c->seed_hash, NULL);
		rc = outbox_queue_deferred(g->st, g->conf, r, t->p[i].name,
		    t->p[i].email, 0, now, cause);
		report_reply_free(r);
	}
	if (rc == 0 && g->conf != NULL && g->conf->organiser != NULL) {
		struct report_reply *r = report_reply_new(g->conf->lang);
		char n[16];

		snprintf(n, sizeof n, "%d", t->np);
		report_reply_set_kind(r, RK_ORGANISER);
		report_reply_set_page(r, t->c->name, "index.html");
		report_reply_notice(r, RC_ORGANISER_CHAMP_OVER, "champ",
		    t->c->name, "standings", standings, "rated",
		    t->c->rated ? "1" : "", "players", n, NULL);
		rc = outbox_queue_deferred(g->st, g->conf, r, "",
		    g->conf->organiser, 0, now, cause);
		report_reply_free(r);
	}
	free(cross);
	free(standings);
	return rc;
}

/* The game_over hook: a championship's game is over. */
static int
champ_game_over(struct game_ctx *g, void *arg, long long game_id,
    long long champ_id, long long now, char **cause)
{
	struct champ_rec *c = NULL;
	struct game_result r;
	struct ctable t;
	int rc, playing = 0;

	(void)arg;
	if (champ_id == 0)
		return 0;
	memset(&r, 0, sizeof r);
	memset(&t, 0, sizeof t);
	if ((rc = store_champ_get(g->st, champ_id, &c, cause)) != 0) {
		if (rc == 1)
			*cause = g_strdup_printf("game %lld: its championship "
			    "is missing", game_id);
		return -1;
	}
	rc = -1;
	if (c->rated) {
		if (game_play_result(g, game_id, &r, cause) != 0)
			goto out;
		if (rate_game(g, &r, now, cause) == -1)
			goto out;
	}
	if (store_game_list(g->st, champ_id, STORE_GAME_PLAYING, count_playing,
	    &playing, cause) != 0)
		goto out;
	if (playing == 0) {
		if (store_champ_set_status(g->st, champ_id, STORE_GAME_OVER, 0,
		    cause) == -1)
			goto out;
		if (ctable_load(g, NULL, c, &t, cause) != 0) {
			c = NULL;
			goto out;
		}
		c = NULL;	/* the table's now */
		if (mail_final(g, &t, now, cause) == -1)
			goto out;
	}
	rc = 0;
out:
	game_result_clear(&r);
	ctable_clear(&t);
	store_champ_rec_free(c);
	return rc;
}

void
game_champ_attach(struct game_ctx *g)
{
	g->game_over = champ_game_over;
	g->game_over_arg = NULL;
}

/* --- the clock's run --- */

struct ticker {
	struct game_ctx		*g;
	long long		 now;
	struct clock_tick	*t;
	char			**cause;
	int			 failed;
};

static int
tick_game(void *arg, long long id)
{
	struct ticker *k = arg;
	char *cause = NULL;

	if (store_begin(k->g->st, &cause) == -1)
		goto fail;
	if (game_play_clock(k->g, id, k->now, k->t, &cause) == -1 ||
	    store_commit(k->g->st, &cause) == -1) {
		store_rollback(k->g->st);
		goto fail;
	}
	return 0;
fail:
	/* One game's trouble does not stop the others' clocks. */
	log_warnx("game %lld: %s", id, cause != NULL ? cause : "failed");
	if (!k->failed) {
		k->failed = 1;
		*k->cause = cause;
	} else
		free(cause);
	return 0;
}

int
game_champ_tick(struct game_ctx *g, long long now, struct clock_tick *t,
    char **cause)
{
	struct ticker k;

	game_champ_attach(g);
	if (game_clock_downtime(g, now, t, cause) == -1)
		return -1;
	memset(&k, 0, sizeof k);
	k.g = g;
	k.now = now;
	k.t = t;
	k.cause = cause;
	if (store_game_list(g->st, 0, STORE_GAME_PLAYING, tick_game, &k,
	    cause) != 0)
		return -1;
	return k.failed ? -1 : 0;
}

/* --- the bulletins' data --- */

struct report_data {
	struct report_champ		 rc;
	struct ctable			 t;
	struct report_champ_player	*players;
	struct report_champ_game	*games;
	struct report_champ_analysis	*analysis;	/* np lines */
	GPtrArray			*strings;	/* freed at the end */
};

struct move_collect {
	GArray			*moves;		/* report_champ_move */
	struct ctable		*t;
	struct cgame		*cg;
	GPtrArray		*strings;
};

static const char *
keep(GPtrArray *a, char *s)
{
	g_ptr_array_add(a, s);
	return s;
}

static long long
iso_time(const char *s)
{
	long long t;

	return s != NULL && util_parse_iso8601(s, &t) == 0 ? t : 0;
}

static int
collect_move(void *arg, const struct game_move_rec *m, const char *board)
{
	struct move_collect *mc = arg;
	struct report_champ_move rm;

	memset(&rm, 0, sizeof rm);
	rm.number = m->number;
	/* "-": liber mărunțel's opening by the arbiter, of no seat. */
	rm.player = m->seat >= 0 && m->seat < mc->cg->r.n ?
	    mc->cg->r.shown[m->seat] : m->seat == -1 ? "-" : "?";
	rm.kind = store_move_kind_str(m->kind);
	rm.cause = store_move_cause_str(m->cause);
	rm.text = keep(mc->strings, xstrdup(m->text != NULL ? m->text : ""));
	rm.score = m->score;
	rm.total = m->total;
	/* The racks of a game in play are its players' secret. */
	rm.rack = keep(mc->strings, xstrdup(m->rack != NULL && mc->cg->r.over ?
	    m->rack : ""));
	rm.board = keep(mc->strings, xstrdup(board));
	rm.time = iso_time(m->created);
	g_array_append_val(mc->moves, rm);
	return 0;
}

/* A finished game's analysis: the best move beside each player's turn
 * (matched by its number: a turn's number is its own, the end lines share
 * it but are no turn), and each player's points added to their line of
 * the second table (d->analysis, in the standings' order). */
static int
attach_analysis(struct game_ctx *g, struct report_data *d,
    struct report_champ_game *rg, struct cgame *cg, char **cause)
{
	struct report_analysis *an = NULL;
	enum game_analysis_code code;
	struct report_champ_move *mv = (struct report_champ_move *)(uintptr_t)
	    rg->moves;
	int i, k, p;

	if (game_analysis_run(g, cg->r.id, &code, &an, cause) == -1)
		return -1;
	if (code != GAME_ANALYSIS_OK)
		return 0;
	for (i = 0; i < an->nturns; i++) {
		const struct report_analysis_turn *t = &an->turns[i];

		for (k = 0; k < rg->nmoves; k++) {
			if (mv[k].number != t->number || mv[k].kind == NULL ||
			    (strcmp(mv[k].kind, "play") != 0 &&
			    strcmp(mv[k].kind, "exchange") != 0 &&
			    strcmp(mv[k].kind, "pass") != 0))
				continue;
			mv[k].best = keep(d->strings, xstrdup(t->best));
			mv[k].best_score = t->best_score;
			break;
		}
	}
	for (i = 0; i < an->nplayers && i < cg->r.n; i++)
		for (p = 0; p < d->t.np; p++)
			if (d->t.p[p].player_id == cg->r.player_id[i]) {
				d->analysis[p].games++;
				d->analysis[p].scored += an->player[i].scored;
				d->analysis[p].best += an->player[i].best;
				break;
			}
	report_analysis_free(an);
	return 0;
}

/* a's share of the best against b's, exactly (scored/best, 1 when best
 * is 0: nothing was possible, nothing missed): <0, 0, >0 as a's is
 * higher, equal, lower. */
static int
cmp_share(const struct report_champ_analysis *a,
    const struct report_champ_analysis *b)
{
	long long an = a->best > 0 ? a->scored : 1, ad = a->best > 0 ?
	    a->best : 1, bn = b->best > 0 ? b->scored : 1, bd = b->best > 0 ?
	    b->best : 1;

	if (an * bd == bn * ad)
		return 0;
	return an * bd > bn * ad ? -1 : 1;
}

/* Best share first, then by name. */
static int
cmp_analysis(const void *x, const void *y)
{
	const struct report_champ_analysis *a = x, *b = y;
	int c = cmp_share(a, b);

	return c != 0 ? c : strcmp(a->name, b->name);
}

/* The second table: the players with a finished game, ranked; equal
 * shares share a rank. */
static void
rank_analysis(struct report_data *d)
{
	int i, n = 0;

	for (i = 0; i < d->t.np; i++)
		if (d->analysis[i].games > 0)
			d->analysis[n++] = d->analysis[i];
	if (n > 1)
		qsort(d->analysis, (size_t)n, sizeof *d->analysis,
		    cmp_analysis);
	for (i = 0; i < n; i++)
		d->analysis[i].rank = i > 0 && cmp_share(&d->analysis[i],
		    &d->analysis[i - 1]) == 0 ? d->analysis[i - 1].rank : i + 1;
	d->rc.nanalysis = n;
	d->rc.analysis = d->analysis;
}

void
game_champ_report_free(struct report_champ *r)
{
	struct report_data *d = (struct report_data *)r;
	int i;

	if (d == NULL)
		return;
	for (i = 0; i < d->rc.ngames; i++)
		free((void *)(uintptr_t)d->games[i].moves);
	free(d->players);
	free(d->games);
	free(d->analysis);
	ctable_clear(&d->t);
	g_ptr_array_free(d->strings, TRUE);
	free(d);
}

int
game_champ_report(struct game_ctx *g,
    const char *name, struct report_champ **out,
    char **cause)
{
	struct report_data *d;
	int i, j, k, rc, ngroups = 0;

	*out = NULL;
	d = xcalloc(1, sizeof *d);
	d->strings = g_ptr_array_new_with_free_func(free);
	if ((rc = ctable_load(g, name, NULL, &d->t, cause)) != 0)
		goto fail;
	rc = -1;
	d->rc.name = d->t.c->name;
	d->rc.variant = sm_free_variant_name(d->t.c->variant);
	d->rc.status = store_game_status_str(d->t.c->status);
	d->rc.players_per_game = d->t.c->players_per_game;
	d->rc.days_per_move = d->t.c->days_per_move;
	d->rc.timeout = store_champ_timeout_str(d->t.c->timeout);
	d->rc.timeout_limit = d->t.c->timeout_limit;
	d->rc.illegal = store_champ_illegal_str(d->t.c->illegal);
	d->rc.end_scoring = d->t.c->end_scoring;
	d->rc.rated = d->t.c->rated;
	d->rc.timezone = d->t.c->timezone;
	d->rc.started = iso_time(d->t.c->started);
	if (game_ctx_game_lexicon(g, d->t.c->id, cause) == NULL)
		goto fail;
	d->rc.lexicon = keep(d->strings, xstrdup(g->lf->lx.source));
	d->rc.stand_in = strstr(g->lf->lx.source, "stand-in") != NULL;
	d->players = xcalloc((size_t)d->t.np + 1, sizeof *d->players);
	for (i = 0; i < d->t.np; i++) {
		struct report_champ_player *p = &d->players[i];
		const struct cstand *s = &d->t.p[i];

		p->name = s->name;
		p->group = s->group;
		p->rank = s->rank;
		p->points2 = s->points2;
		p->spread = s->spread;
		p->total = s->total;
		p->played = s->played;
		p->playing = s->playing;
		p->forfeits = s->forfeits;
		p->rated = s->has_rating;
		if (s->has_rating) {
			p->rating = (int)sm_rating_shown(s->rating);
			p->rating_change = (int)(sm_rating_shown(s->rating) -
			    sm_rating_shown(s->rating_start));
		}
		if (s->group > ngroups)
			ngroups = s->group;
	}
	d->rc.groups = ngroups;
	d->rc.nplayers = d->t.np;
	d->rc.players = d->players;
	d->analysis = xcalloc((size_t)d->t.np + 1, sizeof *d->analysis);
	for (i = 0; i < d->t.np; i++)
		d->analysis[i].name = d->t.p[i].name;
	d->games = xcalloc((size_t)d->t.ng + 1, sizeof *d->games);
	for (i = 0; i < d->t.ng; i++) {
		struct report_champ_game *rg = &d->games[i];
		struct cgame *cg = &d->t.gm[i];
		struct move_collect mc;
		char *gcg = NULL;

		rg->id = cg->r.id;
		rg->group = cg->r.group_no;
		rg->status = cg->r.over ? "over" : "playing";
		rg->end = cg->r.end;
		rg->nseats = cg->r.n;
		for (j = 0; j < cg->r.n; j++) {
			rg->seat[j] = cg->r.shown[j];
			rg->score[j] = cg->r.score[j];
			rg->rank[j] = cg->r.over ? cg->r.rank[j] : 0;
			rg->forfeit[j] = cg->r.forfeit[j];
			for (k = 0; k < cg->r.n; k++)
				rg->pair2[j][k] = cg->pair2[j][k];
		}
		if (!cg->r.over && cg->r.to_move >= 0) {
			rg->to_move = cg->r.shown[cg->r.to_move];
			rg->deadline = cg->r.deadline;
		}
		rg->seed_hash = cg->r.seed_hash;
		rg->seed = cg->r.seed;
		memset(&mc, 0, sizeof mc);
		mc.moves = g_array_new(FALSE, TRUE,
		    sizeof(struct report_champ_move));
		mc.t = &d->t;
		mc.cg = cg;
		mc.strings = d->strings;
		/* One replay gives the boards and, once over, the GCG. */
		if (game_play_replay(g, cg->r.id, collect_move, &mc, &gcg,
		    cause) != 0) {
			g_array_free(mc.moves, TRUE);
			goto fail;
		}
		if (gcg != NULL && gcg[0] != '\0')
			rg->gcg = keep(d->strings, gcg);
		else
			free(gcg);	/* "": 3+ players, no GCG */
		rg->nmoves = (int)mc.moves->len;
		rg->moves = xcalloc(mc.moves->len + 1,
		    sizeof(struct report_champ_move));
		if (mc.moves->len > 0)
			memcpy((void *)(uintptr_t)rg->moves, mc.moves->data,
			    mc.moves->len * sizeof(struct report_champ_move));
		g_array_free(mc.moves, TRUE);
		rg->board = rg->nmoves > 0 ? rg->moves[rg->nmoves - 1].board :
		    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
		d->rc.ngames = i + 1;
		/* Once over, the engine's best move beside each turn. */
		if (cg->r.over && attach_analysis(g, d, rg, cg, cause) == -1)
			goto fail;
	}
	d->rc.ngames = d->t.ng;
	d->rc.games = d->games;
	rank_analysis(d);
	*out = &d->rc;
	return 0;
fail:
	d->rc.ngames = d->games != NULL ? d->rc.ngames : 0;
	game_champ_report_free(&d->rc);
	return rc;
}
