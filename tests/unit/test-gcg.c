/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-gcg.c: the GCG writer (gcg.h).  The coordinate conversion both ways
 * (Romanian H8 across is GCG 8H; Romanian 8H down is GCG H8); the exact
 * lines of RULES.md's worked example (blanks in lower case, tiles already
 * on the board as '.'); and a GCG reader written here from the
 * specification, independent of gcg.c, that parses what the writer
 * produced and replays it on a fresh board with the rules engine: every
 * move judged legal at its score against the rack written, exchanges
 * taken from the rack, end-of-game lines worth the tiles they name, the
 * cumulative scores, and at the end the same scores and board as the game.
 * Games come from the worked example (passes ending it, rack penalties),
 * a resignation and a loss on time (a note and a zero time penalty, the
 * end event readers know), and, with the default lexicon
 * ($SCRABMAIL_LEXICON; skipped without it), whole games played by the move
 * generator, free and mărunțel, going out (the gain line) or ending by
 * passes.  The reader takes two players only, as GCG and its readers do:
 * games of more are not written (an empty text).  The Romanian tile
 * distribution shipped for Macondo (contrib/gcg/romanian.csv) is the
 * engine's tile set.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bag.h"
#include "board.h"
#include "free.h"
#include "gcg.h"
#include "lexicon.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "tiles.h"
#include "biglex.h"

#define GCG_CAP (1u << 20)

/* ---- coordinates ------------------------------------------------------------ */

static void
conv(const char *ro, const char *gcg)
{
	struct sm_coord	c, d;
	char		buf[8];

	assert_true(sm_coord_parse(&c, ro, strlen(ro)));
	assert_int_equal(sm_gcg_coord_format(&c, buf, sizeof buf),
	    strlen(gcg));
	assert_string_equal(buf, gcg);
	assert_true(sm_gcg_coord_parse(&d, gcg, strlen(gcg)));
	assert_int_equal(d.row, c.row);
	assert_int_equal(d.col, c.col);
	assert_int_equal(d.dir, c.dir);
	sm_coord_format(&d, buf, sizeof buf);
	assert_string_equal(buf, ro);
}

static void
test_coords(void **state)
{
	struct sm_coord	c;
	char		buf[8];
	static const char *const bad[] = { "", "8", "H", "8P", "P8", "16A",
	    "A16", "0A", "A0", "8H8", "88", "HH", "8 H", "1234" };
	size_t		i;

	(void)state;
	conv("H8", "8H");	/* across: row letter -> row number first */
	conv("8H", "H8");	/* down: column number -> column letter first */
	conv("H4", "8D");
	conv("6E", "F5");
	conv("9C", "I3");
	conv("K5", "11E");
	conv("A1", "1A");
	conv("1A", "A1");
	conv("O15", "15O");
	conv("15O", "O15");
	conv("J10", "10J");
	conv("10J", "J10");
	assert_true(sm_gcg_coord_parse(&c, "8h", 2));
	assert_int_equal(c.dir, SM_ACROSS);
	assert_true(sm_gcg_coord_parse(&c, "h8", 2));
	assert_int_equal(c.dir, SM_DOWN);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(sm_gcg_coord_parse(&c, bad[i], strlen(bad[i])));
	assert_false(sm_gcg_coord_parse(&c, NULL, 0));
	c.row = 15;
	c.col = 0;
	c.dir = SM_ACROSS;
	sm_gcg_coord_format(&c, buf, sizeof buf);
	assert_string_equal(buf, "?");
	c.row = 14;
	c.col = 14;
	assert_int_equal(sm_gcg_coord_format(&c, buf, 2), 3);
	assert_string_equal(buf, "1");
}

/* ---- a reader, from the specification ------------------------------------ */

struct replay {
	int		nplayers;
	char		lexicon[64];	/* "#lexicon" */
	int		timed;		/* (time) events seen: the game is over */
	char		nick[SM_FREE_MAX_PLAYERS][64];
	int		total[SM_FREE_MAX_PLAYERS];
	struct sm_board	board;
	int		moves, exchanges, passes, gains, losses, notes;
	int		opening;	/* the next move is maruntel's opening */
	int		moves2;		/* sums: games replayed */
};

/* Own conversion: "8H" across (row number, column letter), "H8" down. */
static int
read_coord(const char *s, struct sm_coord *c)
{
	int	n = 0, k = 0;

	if (s[0] >= '0' && s[0] <= '9') {
		while (s[k] >= '0' && s[k] <= '9')
			n = n * 10 + (s[k++] - '0');
		if (s[k] < 'A' || s[k] > 'O' || s[k + 1] != '\0')
			return -1;
		c->dir = SM_ACROSS;
		c->col = s[k] - 'A';
	} else {
		if (s[0] < 'A' || s[0] > 'O')
			return -1;
		c->col = s[0] - 'A';
		for (k = 1; s[k] >= '0' && s[k] <= '9'; k++)
			n = n * 10 + (s[k] - '0');
		if (s[k] != '\0')
			return -1;
		c->dir = SM_DOWN;
	}
	if (n < 1 || n > 15)
		return -1;
	c->row = n - 1;
	return 0;
}

static int
value_of(const char *tiles)
{
	int	v = 0;

	for (; *tiles != '\0'; tiles++)
		if (*tiles != '?')
			v += sm_letter_value(sm_letter_from_ascii(*tiles));
	return v;
}

static int
player_of(const struct replay *rp, const char *nick)
{
	int	p;

	for (p = 0; p < rp->nplayers; p++)
		if (strcmp(rp->nick[p], nick) == 0)
			return p;
	fail_msg("unknown nick %s", nick);
	return -1;
}

/* Replay one event line ">nick: ..." split into tokens tok[0..n). */
static void
replay_event(struct replay *rp, const struct sm_lexicon *lx, char **tok,
    int n)
{
	struct sm_rack		rack, x;
	struct sm_move		m;
	struct sm_judgement	j;
	int			p, score, cum, len, k, l;
	char			*nick = tok[0] + 1;

	len = (int)strlen(nick);
	assert_true(len > 1 && nick[len - 1] == ':');
	nick[len - 1] = '\0';
	p = player_of(rp, nick);
	assert_int_equal(rp->timed, 0);		/* nothing after the end */
	assert_true(n >= 4);
	assert_true(tok[n - 2][0] == '+' || tok[n - 2][0] == '-');
	score = (int)strtol(tok[n - 2], NULL, 10);
	cum = (int)strtol(tok[n - 1], NULL, 10);
	if (n == 5 && strcmp(tok[2], "(time)") == 0) {	/* time penalty */
		assert_int_equal(tok[3][0], '-');
		assert_int_equal(sm_rack_parse(&rack, tok[1], strlen(tok[1]),
		    NULL), SM_RACK_OK);
		rp->timed++;
	} else if (n == 4 && tok[1][0] == '(') {	/* end: gain */
		len = (int)strlen(tok[1]);
		assert_int_equal(tok[1][len - 1], ')');
		tok[1][len - 1] = '\0';
		assert_int_equal(score, value_of(tok[1] + 1));
		rp->gains++;
	} else if (n == 5 && tok[2][0] == '(') {	/* end: loss */
		len = (int)strlen(tok[2]);
		tok[2][len - 1] = '\0';
		assert_string_equal(tok[1], tok[2] + 1);
		assert_int_equal(score, -value_of(tok[1]));
		rp->losses++;
	} else if (n == 5 && strcmp(tok[2], "-") == 0) {	/* pass */
		assert_int_equal(score, 0);
		rp->passes++;
	} else if (n == 5 && tok[2][0] == '-') {	/* exchange */
		assert_int_equal(sm_rack_parse(&rack, tok[1], strlen(tok[1]),
		    NULL), SM_RACK_OK);
		assert_int_equal(sm_rack_parse(&x, tok[2] + 1,
		    strlen(tok[2] + 1), NULL), SM_RACK_OK);
		for (l = 0; l <= SM_NLETTERS; l++)
			assert_true(x.counts[l] <= rack.counts[l]);
		assert_int_equal(score, 0);
		rp->exchanges++;
	} else {					/* a move */
		assert_int_equal(n, 6);
		assert_int_equal(sm_rack_parse(&rack, tok[1], strlen(tok[1]),
		    NULL), SM_RACK_OK);
		memset(&m, 0, sizeof m);
		assert_int_equal(read_coord(tok[2], &m.at), 0);
		len = (int)strlen(tok[3]);
		assert_true(len >= 2 && len <= SM_MAX_WORD);
		for (k = 0; k < len; k++) {
			int r = m.at.row + (m.at.dir == SM_DOWN ? k : 0);
			int c = m.at.col + (m.at.dir == SM_ACROSS ? k : 0);
			char ch = tok[3][k];

			if (ch == '.') {
				assert_int_not_equal(sm_board_at(&rp->board,
				    r, c), 0);
				m.word[k] = sm_board_at(&rp->board, r, c);
			} else if (ch >= 'a' && ch <= 'z') {
				assert_int_equal(sm_board_at(&rp->board, r, c),
				    0);
				m.word[k] = (uint8_t)(sm_letter_from_ascii(ch) |
				    SM_BLANK);
			} else {
				assert_int_equal(sm_board_at(&rp->board, r, c),
				    0);
				m.word[k] = (uint8_t)sm_letter_from_ascii(ch);
			}
		}
		m.len = (uint8_t)len;
		assert_int_equal(sm_judge(&rp->board, lx, &rack, &m, &j),
		    SM_LEGAL);
		/* Liber mărunțel's opening scores for nobody (003). */
		assert_int_equal(rp->opening ? 0 : j.total, score);
		if (rp->opening)
			assert_int_equal(rp->moves, 0);
		rp->opening = 0;
		sm_board_apply(&rp->board, &j);
		rp->moves++;
	}
	rp->total[p] += score;
	assert_int_equal(rp->total[p], cum);
}

/* Parse and replay a whole GCG text. */
static void
replay_gcg(const char *text, const struct sm_lexicon *lx,
    struct replay *rp)
{
	char	*copy, *line, *next, *tok[8];
	int	 n, lineno = 0, p;

	memset(rp, 0, sizeof *rp);
	sm_board_clear(&rp->board);
	copy = strdup(text);
	assert_non_null(copy);
	for (line = copy; line != NULL && *line != '\0'; line = next) {
		next = strchr(line, '\n');
		assert_non_null(next);		/* every line ends */
		*next++ = '\0';
		if (lineno++ == 0) {
			assert_string_equal(line,
			    "#character-encoding UTF-8");
			continue;
		}
		if (lineno == 2) {	/* else readers assume English tiles */
			assert_string_equal(line,
			    "#tile-distribution romanian");
			continue;
		}
		if (strncmp(line, "#lexicon ", 9) == 0) {
			assert_int_equal(rp->nplayers, 0);
			assert_true(strlen(line + 9) < sizeof rp->lexicon);
			snprintf(rp->lexicon, sizeof rp->lexicon, "%s", line + 9);
			continue;
		}
		if (strncmp(line, "#player", 7) == 0) {
			char *sp = strchr(line, ' '), *sp2;

			p = (int)strtol(line + 7, NULL, 10);
			assert_int_equal(p, rp->nplayers + 1);
			assert_true(p <= 2);	/* GCG: #player1, #player2 */
			assert_non_null(sp);
			sp2 = strchr(sp + 1, ' ');
			assert_non_null(sp2);		/* a full name follows */
			assert_true(sp2[1] != '\0');
			assert_true(sp2 - sp - 1 < 64);
			memcpy(rp->nick[rp->nplayers], sp + 1,
			    (size_t)(sp2 - sp - 1));
			rp->nick[rp->nplayers][sp2 - sp - 1] = '\0';
			rp->nplayers++;
			continue;
		}
		if (strncmp(line, "#note ", 6) == 0) {
			rp->notes++;
			if (strcmp(line, "#note the leader's opening, scored "
			    "for nobody") == 0)
				rp->opening = 1;
			continue;
		}
		assert_int_equal(line[0], '>');
		n = 0;
		for (char *t = line; *t != '\0'; ) {
			assert_true(n < 8);
			assert_true(*t != ' ');		/* one space apart */
			tok[n++] = t;
			while (*t != '\0' && *t != ' ')
				t++;
			if (*t == ' ')
				*t++ = '\0';
		}
		replay_event(rp, lx, tok, n);
	}
	free(copy);
	assert_int_equal(rp->nplayers, 2);
}

/* The game's scores and board are the replay's. */
static void
assert_same(const struct sm_free *g, const struct replay *rp)
{
	int	p;

	assert_int_equal(rp->nplayers, g->nplayers);
	for (p = 0; p < g->nplayers; p++)
		assert_int_equal(rp->total[p], g->score[p]);
	assert_memory_equal(rp->board.sq, g->board.sq, sizeof rp->board.sq);
}

/* ---- the worked example ------------------------------------------------------ */

static void
only_rack(struct sm_free *g, int player, const char *letters)
{
	int	p;

	for (p = 0; p < g->nplayers; p++)
		assert_int_equal(sm_free_set_rack(g, p, ""), 0);
	assert_int_equal(sm_free_set_rack(g, player, letters), 0);
}

static void
logged(struct sm_free_log *log, enum sm_free_status st,
    const struct sm_free_result *r)
{
	assert_int_equal(st, SM_FREE_OK);
	assert_int_equal(sm_free_log_add(log, r), 0);
}

static void
test_example(void **state)
{
	static const char *const nicks[] = { "ana", "Ion Pop" };
	static const char *const names[] = { "Ana Ionescu\n", NULL };
	struct sm_free		 g;
	struct sm_free_result	 r;
	struct sm_free_log	*log;
	struct replay		 rp;
	char			*text, small[40];
	size_t			 n;
	int			 i;
	const char		*expect =
	    "#character-encoding UTF-8\n"
	    "#tile-distribution romanian\n"
	    "#player1 ana Ana Ionescu \n"
	    "#player2 Ion_Pop Ion_Pop\n"
	    ">ana: AACS 8G CASA +8 8\n"
	    ">Ion_Pop: EIRST 9H STIRE +13 13\n"
	    ">ana: AADMNO? F5 cOMANDA +71 79\n"
	    ">Ion_Pop: IRT 8D TR.....I +11 24\n"
	    ">ana: ACLPRRU 11E C.PRARUL +86 165\n"
	    ">Ion_Pop: ABCEIOU -AE +0 24\n";

	(void)state;
	log = malloc(sizeof *log);
	text = malloc(GCG_CAP);
	assert_non_null(log);
	assert_non_null(text);
	sm_free_init(&g, SM_FREE_CLASSIC, 2, 7, SM_FREE_OPT_RACKS, NULL);
	sm_free_log_init(log, &g);
	only_rack(&g, 0, "ACAS");
	logged(log, sm_free_move(&g, NULL, 0, "H7 CASA", &r), &r);
	only_rack(&g, 1, "STIRE");
	logged(log, sm_free_move(&g, NULL, 1, "I8 STIRE", &r), &r);
	only_rack(&g, 0, "?OMANDA");
	logged(log, sm_free_move(&g, NULL, 0, "6E (c)OMANDA", &r), &r);
	only_rack(&g, 1, "TRI");
	logged(log, sm_free_move(&g, NULL, 1, "H4 TRACASAI", &r), &r);
	only_rack(&g, 0, "CPRARUL");
	logged(log, sm_free_move(&g, NULL, 0, "K5 CAPRARUL", &r), &r);
	assert_int_equal(sm_free_set_rack(&g, 1, "AEIOUBC"), 0);
	logged(log, sm_free_exchange(&g, 1, "AE", &r), &r);
	/* Passes to the end: each loses the rack's value. */
	for (i = 0; g.state == SM_FREE_PLAYING; i++)
		logged(log, sm_free_pass(&g, g.turn, &r), &r);
	assert_int_equal(i, 4);		/* the exchange is no pass (004) */
	assert_int_equal(g.end, SM_FREE_END_PASSES);
	n = sm_gcg_write(log, nicks, names, text, GCG_CAP);
	assert_int_equal(n, strlen(text));
	assert_int_equal(strncmp(text, expect, strlen(expect)), 0);
	assert_non_null(strstr(text, ">ana: "));
	replay_gcg(text, NULL, &rp);
	assert_same(&g, &rp);
	assert_int_equal(rp.moves, 5);
	assert_int_equal(rp.exchanges, 1);
	assert_int_equal(rp.passes, 4);
	assert_int_equal(rp.losses, 2);
	assert_true(g.score[0] < 165);

	/* Truncation: snprintf's convention. */
	assert_int_equal(sm_gcg_write(log, nicks, names, small, sizeof small),
	    n);
	assert_int_equal(strlen(small), sizeof small - 1);
	assert_int_equal(strncmp(small, text, sizeof small - 1), 0);
	assert_int_equal(sm_gcg_write(log, nicks, names, NULL, 0), n);

	/* No names: p1, p2. */
	sm_gcg_write(log, NULL, NULL, text, GCG_CAP);
	assert_non_null(strstr(text, "#player1 p1 p1\n#player2 p2 p2\n"));
	replay_gcg(text, NULL, &rp);
	assert_same(&g, &rp);
	free(text);
	free(log);
}

/* A 2-player game ended by a resignation (or, as the caller says, a
 * loss on time), then the same with three players: not written. */
static void
resigned(int nplayers, const struct sm_gcg_info *info, char *text,
    struct sm_free *g, struct sm_free_log *log)
{
	static const char *const nicks[] = { "x", "x", "" };
	struct sm_free_result	 r;

	sm_free_init(g, SM_FREE_CLASSIC, nplayers, 9, 0, NULL);
	sm_free_log_init(log, g);
	only_rack(g, 0, "METALIC");
	logged(log, sm_free_move(g, NULL, 0, "H4 METALIC", &r), &r);
	assert_int_equal(sm_free_set_rack(g, 1, "?"), 0);
	logged(log, sm_free_pass(g, 1, &r), &r);
	logged(log, sm_free_resign(g, 1, &r), &r);
	sm_gcg_write_info(log, nicks, NULL, info, text, GCG_CAP);
}

static void
test_resign_and_dup_nicks(void **state)
{
	struct sm_gcg_info	 info = { "LOC 2026\x01(FRS)", 1 };
	struct sm_free		 g;
	struct sm_free_log	*log;
	struct replay		 rp;
	char			*text;

	(void)state;
	log = malloc(sizeof *log);
	text = malloc(GCG_CAP);
	assert_non_null(log);
	assert_non_null(text);

	/* A resignation: the note, then the end event. */
	resigned(2, NULL, text, &g, log);
	assert_true(sm_gcg_supported(log));
	assert_non_null(strstr(text, "#player1 x x\n#player2 x_2 x_2\n"));
	assert_null(strstr(text, "#lexicon"));
	assert_non_null(strstr(text, ">x: ACEILMT 8D METALIC +78 78\n"));
	assert_non_null(strstr(text, ">x_2: ? - +0 0\n"
	    "#note x_2 resigns\n"
	    ">x_2: ? (time) -0 0\n"));
	replay_gcg(text, NULL, &rp);
	assert_same(&g, &rp);
	assert_int_equal(rp.notes, 1);
	assert_int_equal(rp.timed, 1);
	assert_string_equal(rp.lexicon, "");

	/* A loss on time, with the lexicon's name. */
	resigned(2, &info, text, &g, log);
	assert_non_null(strstr(text, "#tile-distribution romanian\n"
	    "#lexicon LOC 2026 (FRS)\n#player1 "));
	assert_non_null(strstr(text, "#note x_2 loses on time\n"));
	assert_non_null(strstr(text, ">x_2: ? (time) -0 0\n"));
	replay_gcg(text, NULL, &rp);
	assert_same(&g, &rp);
	assert_string_equal(rp.lexicon, "LOC 2026 (FRS)");
	assert_int_equal(rp.timed, 1);

	/* Three players: GCG has no #player3, nothing is written. */
	snprintf(text, GCG_CAP, "junk");
	resigned(3, &info, text, &g, log);
	assert_false(sm_gcg_supported(log));
	assert_string_equal(text, "");
	assert_int_equal(sm_gcg_write(log, NULL, NULL, NULL, 0), 0);
	free(text);
	free(log);
}

/* contrib/gcg/romanian.csv, the distribution a reader such as Macondo
 * needs for "#tile-distribution romanian" (letter,count,value,vowel), is
 * the engine's tile set. */
static void
test_distribution_file(void **state)
{
	const char	*srcdir = getenv("srcdir");
	char		 path[4096], line[64], want[64];
	FILE		*f;
	int		 l, n = 0, tiles = 0;

	(void)state;
	if (srcdir == NULL)
		skip();
	snprintf(path, sizeof path, "%s/contrib/gcg/romanian.csv", srcdir);
	f = fopen(path, "r");
	assert_non_null(f);
	for (l = 1; l <= SM_NLETTERS; l++) {
		if (sm_letter_count(l) == 0)
			continue;
		assert_non_null(fgets(line, sizeof line, f));
		snprintf(want, sizeof want, "%c,%d,%d,%d\n",
		    sm_letter_to_ascii(l), sm_letter_count(l),
		    sm_letter_value(l), sm_letter_is_vowel(l) ? 1 : 0);
		assert_string_equal(line, want);
		tiles += sm_letter_count(l);
		n++;
	}
	assert_non_null(fgets(line, sizeof line, f));
	snprintf(want, sizeof want, "?,%d,0,0\n", sm_letter_count(0));
	assert_string_equal(line, want);
	tiles += sm_letter_count(0);
	assert_null(fgets(line, sizeof line, f));
	fclose(f);
	assert_int_equal(n, 22);
	assert_int_equal(tiles, SM_TOTAL_TILES);
}

/* ---- whole games with the default lexicon --------------------------------- */


static void
write_move(const struct sm_move *m, char *buf, size_t cap)
{
	char	coord[8];
	size_t	n;
	int	i;

	sm_coord_format(&m->at, coord, sizeof coord);
	n = (size_t)snprintf(buf, cap, "%s ", coord);
	for (i = 0; i < m->len && n + 3 < cap; i++) {
		buf[n++] = sm_letter_to_ascii(SM_TILE_LETTER(m->word[i]));
		if (SM_TILE_IS_BLANK(m->word[i]))
			buf[n++] = '0';
	}
	buf[n] = '\0';
}

static void
sim(enum sm_free_variant v, int nplayers, uint64_t seed, unsigned options,
    struct replay *sum)
{
	static const char *const nicks[] = { "ana", "bogdan", "carmen",
	    "dan", "elena", "florin", "gabi", "horia" };
	struct sm_free		 g;
	struct sm_free_result	 r;
	struct sm_free_log	*log;
	struct sm_movegen	*mg;
	struct sm_genrack	 gr;
	struct sm_genmove	 best;
	struct sm_rng		 choice;
	struct replay		 rp;
	char			 buf[64], ex[16], *text;
	int			 guard;

	log = malloc(sizeof *log);
	text = malloc(GCG_CAP);
	mg = sm_movegen_new(&biglx);
	assert_non_null(log);
	assert_non_null(text);
	assert_non_null(mg);
	sm_rng_seed(&choice, seed * 31);
	assert_int_equal(sm_free_init(&g, v, nplayers, seed, options, &biglx),
	    0);
	sm_free_log_init(log, &g);
	for (guard = 0; g.state == SM_FREE_PLAYING && guard < 5000; guard++) {
		int p = g.turn;

		sm_genrack_init(&gr, &g.rack[p], &g.board);
		if (sm_rng_below(&choice, 12) > 0 &&
		    sm_movegen_best(mg, &g.board, &gr, &best, 1) == 1) {
			write_move(&best.move, buf, sizeof buf);
			logged(log, sm_free_move(&g, &biglx, p, buf, &r), &r);
		} else if (v == SM_FREE_CLASSIC && g.bag.ntiles >= 7) {
			struct sm_rack x = g.rack[p];

			sm_rack_format(&x, ex, sizeof ex);
			ex[2 + sm_rng_below(&choice, 6)] = '\0';
			logged(log, sm_free_exchange(&g, p, ex, &r), &r);
		} else
			logged(log, sm_free_pass(&g, p, &r), &r);
	}
	assert_int_equal(g.state, SM_FREE_OVER);
	assert_true(sm_gcg_write(log, nicks, NULL, text, GCG_CAP) < GCG_CAP);
	if (nplayers != 2) {	/* not offered: GCG has two players */
		assert_string_equal(text, "");
		goto out;
	}
	replay_gcg(text, &biglx, &rp);
	assert_same(&g, &rp);
	if (v == SM_FREE_MARUNTEL)
		assert_non_null(strstr(text, "#note the leader's opening"));
	sum->moves += rp.moves;
	sum->exchanges += rp.exchanges;
	sum->passes += rp.passes;
	sum->gains += rp.gains;
	sum->losses += rp.losses;
	sum->moves2++;
out:
	sm_movegen_free(mg);
	free(text);
	free(log);
}

static void
test_games(void **state)
{
	struct replay	sum;
	uint64_t	seed;

	(void)state;
	NEED_BIG();
	memset(&sum, 0, sizeof sum);
	for (seed = 1; seed <= 6; seed++)
		sim(SM_FREE_CLASSIC, 2, seed,
		    seed % 3 != 0 ? SM_FREE_OPT_RACKS : 0, &sum);
	for (seed = 1; seed <= 2; seed++)
		sim(SM_FREE_MARUNTEL, 2, seed, SM_FREE_OPT_RACKS, &sum);
	assert_int_equal(sum.moves2, 8);
	/* Games of 3 and 4 (free) and 5 (maruntel): played, not written. */
	sim(SM_FREE_CLASSIC, 3, 7, SM_FREE_OPT_RACKS, &sum);
	sim(SM_FREE_CLASSIC, 4, 8, 0, &sum);
	sim(SM_FREE_MARUNTEL, 5, 3, SM_FREE_OPT_RACKS, &sum);
	assert_int_equal(sum.moves2, 8);
	print_message("replayed %d moves, %d exchanges, %d passes, %d gain "
	    "and %d loss lines\n", sum.moves, sum.exchanges, sum.passes,
	    sum.gains, sum.losses);
	assert_true(sum.moves > 100);
	assert_true(sum.exchanges > 0);
	assert_true(sum.passes > 0);
	assert_true(sum.gains > 0);
	assert_true(sum.losses > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_coords),
		cmocka_unit_test(test_example),
		cmocka_unit_test(test_resign_and_dup_nicks),
		cmocka_unit_test(test_distribution_file),
		cmocka_unit_test(test_games),
	};

	return cmocka_run_group_tests(tests, setup_big, teardown_big);
}
