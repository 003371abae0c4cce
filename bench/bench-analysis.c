/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * bench-analysis.c: the cost of the engine's analysis of finished games
 * (game-analysis.h, issue 19).  In a temporary database on the default
 * lexicon (or --lexicon FILE), through the game layer as the mail does:
 *   1. a free game of two players, 30 turns (each player plays the k-th
 *      best move of at most three tiles, k = 1..5 in turn, so that the
 *      table has weaker moves and the bag lasts; every sixth turn an
 *      exchange of two tiles; a pass when there is no move), then a
 *      resignation;
 *      the analysis of it timed (median and worst of R runs, -r, default
 *      50), beside the replay alone (game_play_replay, what the game's
 *      page already did);
 *   2. a championship of P players (-p, default 10: one group, every pair
 *      once, P(P-1)/2 games), every game played so for 30 turns and
 *      resigned; then timed: the bulletins' data (game_champ_report: every
 *      game replayed, analysed and its second table ranked; median of 3)
 *      and the analyses alone, every game once.
 * With -k DB the championship's database is kept there, so that
 * bench/bench-analysis.sh can time 'scrabmail publish' on it (the XML
 * validated and rendered as well).
 *	bench-analysis [-k DB] [-p PLAYERS] [-r RUNS] [--lexicon FILE]
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <glib.h>

#include "conf.h"
#include "free.h"
#include "game-analysis.h"
#include "game-champ.h"
#include "game-ctx.h"
#include "game-play.h"
#include "movegen.h"
#include "report-analysis.h"
#include "report-champ.h"
#include "store.h"
#include "util.h"

#define TURNS	30

static long long t0;

static void
die(const char *what, char *cause)
{
	fprintf(stderr, "bench-analysis: %s: %s\n", what, cause != NULL ?
	    cause : "failed");
	exit(1);
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The process's CPU time in seconds (the machine is shared: wall time
 * counts the other processes' turns too). */
static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double *cpu;

/* Median and worst of n wall times, and the median CPU time (cpu[]),
 * sorted in place, in ms. */
static void
report(const char *what, double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
	printf("%-40s wall median %8.3f ms, worst %8.3f ms; CPU median "
	    "%8.3f ms (%d runs)\n", what, v[n / 2] * 1e3, v[n - 1] * 1e3,
	    cpu[n / 2] * 1e3, n);
}

struct seatinfo {
	long long	 id[8];
	char		 name[8][32];
	int		 n;
};

static int
seat_cb(void *arg, const struct game_seat *s)
{
	struct seatinfo *si = arg;

	if (si->n < 8) {
		si->id[si->n] = s->player_id;
		util_strlcpy(si->name[si->n], s->name, sizeof si->name[0]);
		si->n++;
	}
	return 0;
}

static void
load(struct game_ctx *g, long long id, struct sm_free *e)
{
	struct game_rec *r = NULL;
	char *cause = NULL;

	if (store_game_get(g->st, id, &r, &cause) != 0 ||
	    sm_free_load(e, r->state) == -1)
		die("load", cause);
	store_game_rec_free(r);
}

/* Play game id for TURNS turns (the k-th best move, k = 1..5 in turn),
 * then the player to move resigns unless it is over. */
static void
play_game(struct game_ctx *g, long long id)
{
	struct sm_genmove best[20];
	struct sm_genrack gr;
	struct sm_movegen *gen;
	struct game_play_outcome o;
	struct game_play_from from;
	struct seatinfo si;
	struct sm_free e;
	char *cause = NULL, text[64];
	size_t n;
	int turn, rc;

	memset(&si, 0, sizeof si);
	if (store_game_seat_list(g->st, id, seat_cb, &si, &cause) != 0)
		die("seats", cause);
	if ((gen = game_ctx_generator(g, &cause)) == NULL)
		die("generator", cause);
	for (turn = 0; turn < TURNS; turn++) {
		load(g, id, &e);
		if (e.state == SM_FREE_OVER)
			return;
		from.player_id = si.id[e.turn];
		from.name = si.name[e.turn];
		from.spool_id = 0;
		sm_genrack_init(&gr, &e.rack[e.turn], &e.board);
		n = sm_movegen_best(gen, &e.board, &gr, best, 20);
		if (turn % 6 == 5 && e.bag.ntiles >= 7 &&
		    e.rack[e.turn].ntiles >= 2) {
			/* Every sixth turn an exchange of two tiles, so that
			 * the bag lasts the 30 turns. */
			sm_rack_format(&e.rack[e.turn], text, sizeof text);
			text[2] = '\0';
			rc = game_play_exchange(g, &from, id, e.moves + 1,
			    text, t0, &o, &cause);
		} else if (n > 0) {
			/* The k-th best of the moves of at most 3 tiles (the
			 * best when none is so short), so that the game lasts
			 * 30 turns. */
			size_t j, pick = n, seen = 0;

			for (j = 0; j < n && pick == n; j++)
				if (best[j].nplaced <= 3 && seen++ ==
				    (size_t)turn % 5)
					pick = j;
			sm_move_format(&best[pick < n ? pick : 0].move, text,
			    sizeof text);
			rc = game_play_move(g, &from, id, e.moves + 1, text, t0,
			    &o, &cause);
		} else
			rc = game_play_pass(g, &from, id, e.moves + 1, t0, &o,
			    &cause);
		if (rc != 0 || o.code != GAME_PLAY_OK)
			die("turn", cause != NULL ? cause : xstrdup(o.reason));
		game_play_outcome_clear(&o);
	}
	load(g, id, &e);
	if (e.state == SM_FREE_OVER)
		return;
	from.player_id = si.id[e.turn];
	from.name = si.name[e.turn];
	from.spool_id = 0;
	if (game_play_resign(g, &from, id, t0, &o, &cause) != 0 ||
	    o.code != GAME_PLAY_OK)
		die("resign", cause);
	game_play_outcome_clear(&o);
}

static int
count_turn(void *arg, const struct game_move_rec *m, const char *board)
{
	(void)m;
	(void)board;
	(*(int *)arg)++;
	return 0;
}

static void
add_player(struct store *st, const char *name)
{
	char *email = g_strdup_printf("%s@example.ro", name), *cause = NULL;
	long long id;

	if (store_player_add(st, name, email, NULL, "ro", t0, &id,
	    &cause) != 0)
		die("player", cause);
	g_free(email);
}

struct ids {
	long long	*v;
	int		 n;
};

static int
collect_id(void *arg, long long id)
{
	struct ids *ids = arg;

	ids->v = xrealloc(ids->v, (size_t)(ids->n + 1) * sizeof *ids->v);
	ids->v[ids->n++] = id;
	return 0;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "lexicon", required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 }
	};
	char dir[] = "/tmp/sm-bench-analysis.XXXXXX", *db, *cause = NULL,
	    **names;
	const char *keep = NULL, *lexicon = NULL;
	struct game_play_opts po;
	struct champ_opts co;
	struct report_analysis *an;
	struct report_champ *rc;
	enum game_analysis_code code;
	struct game_ctx g;
	struct conf *conf;
	struct store *st;
	struct ids ids = { NULL, 0 };
	double *v, s, c;
	long long gid;
	int ch, runs = 50, np = 10, i, k, ngames;

	while ((ch = getopt_long(argc, argv, "k:p:r:", longopts, NULL)) != -1)
		switch (ch) {
		case 'k':
			keep = optarg;
			break;
		case 'p':
			np = (int)strtol(optarg, NULL, 10);
			break;
		case 'r':
			runs = (int)strtol(optarg, NULL, 10);
			break;
		case 'l':
			lexicon = optarg;
			break;
		default:
			fprintf(stderr, "usage: bench-analysis [-k DB] "
			    "[-p PLAYERS] [-r RUNS] [--lexicon FILE]\n");
			return 2;
		}
	if (runs < 3 || np < 2 || np > 40)
		return 2;
	if (mkdtemp(dir) == NULL)
		die("mkdtemp", NULL);
	db = keep != NULL ? xstrdup(keep) : g_strdup_printf("%s/db", dir);
	if (keep != NULL)
		unlink(keep);
	unsetenv("SCRABMAIL_CONFIG");
	if (util_parse_iso8601("2026-11-30T10:00:00Z", &t0) != 0 ||
	    (st = store_open(db, 1, &cause)) == NULL ||
	    store_init(st, NULL, NULL, &cause) == -1 ||
	    (conf = conf_load(NULL, &cause)) == NULL)
		die("setup", cause);
	if (lexicon != NULL) {
		free(conf->lexicon);
		conf->lexicon = xstrdup(lexicon);
	}
	conf->downtime_minutes = 0;
	game_ctx_init(&g, st, conf, NULL);

	/* 1. One game of 30 turns. */
	add_player(st, "ana");
	add_player(st, "bogdan");
	memset(&po, 0, sizeof po);
	po.seed = "bench-analysis";
	po.end_scoring = 1;
	if (store_begin(st, &cause) != 0 || game_play_create(&g,
	    (const char *const[]){ "ana", "bogdan" }, 2, &po, t0, &gid,
	    &cause) != 0)
		die("game", cause);
	play_game(&g, gid);
	if (store_commit(st, &cause) != 0)
		die("commit", cause);
	v = xcalloc((size_t)runs, sizeof *v);
	cpu = xcalloc((size_t)runs, sizeof *cpu);
	for (i = 0; i < runs; i++) {
		s = util_now();
		c = cpu_now();
		if (game_analysis_run(&g, gid, &code, &an, &cause) != 0 ||
		    code != GAME_ANALYSIS_OK)
			die("analysis", cause);
		v[i] = util_now() - s;
		cpu[i] = cpu_now() - c;
		if (i == 0)
			printf("game %lld: %d turns analysed; "
			    "%d and %d of %d and %d points\n", gid,
			    an->nturns, an->player[0].scored,
			    an->player[1].scored, an->player[0].best,
			    an->player[1].best);
		report_analysis_free(an);
	}
	report("analysis of a 30-turn game", v, runs);
	for (i = 0; i < runs; i++) {
		int dummy = 0;

		s = util_now();
		c = cpu_now();
		if (game_play_replay(&g, gid, count_turn, &dummy, NULL,
		    &cause) != 0)
			die("replay", cause);
		v[i] = util_now() - s;
		cpu[i] = cpu_now() - c;
	}
	report("its replay alone (game_play_replay)", v, runs);
	/* 2. A championship of np players, every game played and over. */
	names = xcalloc((size_t)np, sizeof *names);
	for (i = 0; i < np; i++) {
		names[i] = g_strdup_printf("jucator%d", i + 1);
		add_player(st, names[i]);
	}
	game_champ_opts_init(&co);
	co.name = "Bench";
	co.seed = "bench-analysis";
	if (store_begin(st, &cause) != 0 ||
	    game_champ_create(&g, &co, t0, &gid, &cause) != 0 ||
	    game_champ_join(&g, "Bench", (const char *const *)names, np, t0,
	    &cause) != 0 ||
	    game_champ_start(&g, "Bench", t0, &ngames, &cause) != 0)
		die("championship", cause);
	game_champ_attach(&g);
	if (store_game_list(st, gid, STORE_GAME_ANY, collect_id, &ids,
	    &cause) != 0)
		die("games", cause);
	s = util_now();
	for (i = 0; i < ids.n; i++)
		play_game(&g, ids.v[i]);
	if (store_commit(st, &cause) != 0)
		die("commit", cause);
	printf("championship: %d players, %d games played to their end in "
	    "%.1f s\n", np, ids.n, util_now() - s);
	for (i = 0; i < 3; i++) {
		s = util_now();
		c = cpu_now();
		if (game_champ_report(&g, "Bench", &rc, &cause) != 0)
			die("report", cause);
		v[i] = util_now() - s;
		cpu[i] = cpu_now() - c;
		if (i == 0)
			printf("second table: %d lines, first %s %d of %d\n",
			    rc->nanalysis, rc->nanalysis > 0 ?
			    rc->analysis[0].name : "-", rc->nanalysis > 0 ?
			    rc->analysis[0].scored : 0, rc->nanalysis > 0 ?
			    rc->analysis[0].best : 0);
		game_champ_report_free(rc);
	}
	report("championship's data (game_champ_report)", v, 3);
	for (i = 0; i < 3; i++) {
		s = util_now();
		c = cpu_now();
		for (k = 0; k < ids.n; k++) {
			if (game_analysis_run(&g, ids.v[k], &code, &an,
			    &cause) != 0)
				die("analysis", cause);
			report_analysis_free(an);
		}
		v[i] = util_now() - s;
		cpu[i] = cpu_now() - c;
	}
	report("its analyses alone, every game once", v, 3);

	for (i = 0; i < np; i++)
		g_free(names[i]);
	free(names);
	free(ids.v);
	free(v);
	free(cpu);
	game_ctx_clear(&g);
	conf_free(conf);
	store_close(st);
	if (keep == NULL) {
		unlink(db);
		g_free(db);
		db = g_strdup_printf("%s/db-wal", dir);
		unlink(db);
		g_free(db);
		db = g_strdup_printf("%s/db-shm", dir);
		unlink(db);
	}
	g_free(db);
	rmdir(dir);
	return 0;
}
