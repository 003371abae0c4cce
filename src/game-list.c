/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-list.c: what one sender has going on (LIST, HELP).  See
 * game-list.h.  The games come from game-play.c (game_play_status for
 * what the player sees, game_play_result for the seats and scores), the
 * contests from the store's running contests, their last round and its
 * entries.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "game-ctx.h"
#include "game-list.h"
#include "game-play.h"
#include "store.h"
#include "util.h"

struct collect {
	struct game_ctx			*g;
	const struct game_sender	*s;
	struct game_play_from		 from;
	const char			*addr;	/* the contests' address */
	GArray				*games;
	GArray				*contests;
	char				**cause;
};

/* One game the player plays. */
static int
add_game(void *arg, long long game_id)
{
	struct collect *k = arg;
	struct game_play_position p;
	struct game_result r;
	struct game_list_game x;
	GString *opp = g_string_new(NULL), *sc = g_string_new(NULL);
	int i, rc = -1;

	memset(&p, 0, sizeof p);
	memset(&r, 0, sizeof r);
	if (game_play_status(k->g, &k->from, game_id, &p, k->cause) == -1 ||
	    game_play_result(k->g, game_id, &r, k->cause) == -1)
		goto out;
	rc = 0;
	if (p.code != GAME_PLAY_OK || r.over)
		goto out;
	memset(&x, 0, sizeof x);
	x.id = game_id;
	x.variant = xstrdup(r.variant);
	for (i = 0; i < r.n; i++) {
		g_string_append_printf(sc, "%s%s %d", i > 0 ? ", " : "",
		    r.shown[i], r.score[i]);
		if (r.player_id[i] == k->from.player_id)
			continue;
		g_string_append_printf(opp, "%s%s", opp->len > 0 ? ", " : "",
		    r.shown[i]);
	}
	x.opponents = xstrdup(opp->str);
	x.scores = xstrdup(sc->str);
	x.to_move = xstrdup(p.to_move);
	x.mine = p.mine;
	x.number = p.number;
	x.deadline = xstrdup(p.deadline);
	x.due = r.deadline;
	g_array_append_val(k->games, x);
out:
	g_string_free(opp, TRUE);
	g_string_free(sc, TRUE);
	game_play_position_clear(&p);
	game_result_clear(&r);
	return rc;
}

struct find_entry {
	long long	 entrant_id;
	int		 found;
};

static int
is_theirs(void *arg, const struct entry *e)
{
	struct find_entry *f = arg;

	if (e->entrant_id == f->entrant_id)
		f->found = 1;
	return 0;
}

/* One running contest: kept when the sender may enter it. */
static int
add_contest(void *arg, const struct contest *c)
{
	struct collect *k = arg;
	struct game_list_contest x;
	struct entrant *e = NULL;
	struct round *rd = NULL;
	struct find_entry f;
	char when[96];
	int rc;

	if (k->addr == NULL)
		return 0;
	if ((rc = store_entrant_find(k->g->st, c->id, k->addr, &e,
	    k->cause)) == -1)
		return -1;
	if (c->entry == STORE_ENTRY_REGISTERED && (rc == 1 ||
	    k->s->player == NULL)) {
		store_entrant_free(e);
		return 0;
	}
	memset(&x, 0, sizeof x);
	x.id = c->id;
	x.name = xstrdup(c->name);
	x.tactic = c->variant == SM_DUP_TACTIC;
	x.registered = c->entry == STORE_ENTRY_REGISTERED;
	x.deadline = xstrdup("");
	if ((rc = store_round_get(k->g->st, c->id, 0, &rd, k->cause)) == -1)
		goto fail;
	if (rc == 0 && rd->status == STORE_ROUND_OPEN) {
		x.round = rd->number;
		if (util_parse_iso8601(rd->deadline, &x.due) == 0) {
			game_contest_when(k->g->conf, x.due, when,
			    sizeof when);
			free(x.deadline);
			x.deadline = xstrdup(when);
		}
		if (e != NULL) {
			f.entrant_id = e->id;
			f.found = 0;
			if (store_entry_list(k->g->st, rd->id, is_theirs, &f,
			    k->cause) != 0)
				goto fail;
			x.entered = f.found;
		}
	}
	store_round_free(rd);
	store_entrant_free(e);
	g_array_append_val(k->contests, x);
	return 0;
fail:
	free(x.name);
	free(x.deadline);
	store_round_free(rd);
	store_entrant_free(e);
	return -1;
}

/* A due time for sorting: none sorts last. */
static long long
sort_due(long long due)
{
	return due > 0 ? due : 0x7fffffffffffffffLL;
}

static int
cmp_game(const void *a, const void *b)
{
	const struct game_list_game *x = a, *y = b;

	if (x->mine != y->mine)
		return y->mine - x->mine;
	if (x->mine && sort_due(x->due) != sort_due(y->due))
		return sort_due(x->due) < sort_due(y->due) ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* 0: open and not entered; 1: entered; 2: no round open. */
static int
contest_rank(const struct game_list_contest *c)
{
	return c->round == 0 ? 2 : c->entered ? 1 : 0;
}

static int
cmp_contest(const void *a, const void *b)
{
	const struct game_list_contest *x = a, *y = b;

	if (contest_rank(x) != contest_rank(y))
		return contest_rank(x) - contest_rank(y);
	if (sort_due(x->due) != sort_due(y->due))
		return sort_due(x->due) < sort_due(y->due) ? -1 : 1;
	return g_utf8_collate(x->name, y->name);
}

int
game_list_get(struct game_ctx *g, const struct game_sender *s,
    struct game_list *out, char **cause)
{
	struct collect k;
	int n, rc = -1;

	memset(out, 0, sizeof *out);
	memset(&k, 0, sizeof k);
	k.g = g;
	k.s = s;
	k.cause = cause;
	k.games = g_array_new(FALSE, TRUE, sizeof(struct game_list_game));
	k.contests = g_array_new(FALSE, TRUE,
	    sizeof(struct game_list_contest));
	k.addr = s->player != NULL ? s->player->email : s->address;
	if (s->player != NULL) {
		game_play_from_player(&k.from, s->player, 0);
		if (game_play_each_playing(g, s->player->id, add_game, &k, &n,
		    cause) == -1)
			goto out;
	}
	if (store_contest_list(g->st, STORE_CONTEST_RUNNING, add_contest, &k,
	    cause) != 0)
		goto out;
	rc = 0;
out:
	g_array_sort(k.games, cmp_game);
	g_array_sort(k.contests, cmp_contest);
	out->ngames = k.games->len;
	out->games = (struct game_list_game *)(void *)g_array_free(k.games,
	    FALSE);
	out->ncontests = k.contests->len;
	out->contests = (struct game_list_contest *)(void *)g_array_free(
	    k.contests, FALSE);
	return rc;
}

void
game_list_clear(struct game_list *l)
{
	size_t i;

	for (i = 0; i < l->ngames; i++) {
		free(l->games[i].variant);
		free(l->games[i].opponents);
		free(l->games[i].to_move);
		free(l->games[i].deadline);
		free(l->games[i].scores);
	}
	for (i = 0; i < l->ncontests; i++) {
		free(l->contests[i].name);
		free(l->contests[i].deadline);
	}
	g_free(l->games);
	g_free(l->contests);
	memset(l, 0, sizeof *l);
}

int
game_list_known(struct game_ctx *g, const char *addr, int *known,
    char **cause)
{
	struct player *p = NULL;
	int rc;

	*known = 0;
	if ((rc = store_player_by_email(g->st, addr, &p, cause)) == -1)
		return -1;
	*known = rc == 0;
	store_player_free(p);
	return 0;
}
