/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * dup.h: one duplicate game ("partida de Scrabble duplicat") and its
 * variants, as RULES.md states them: the master board, the stock, the
 * letters of the round, the draw of each round per variant, the tops
 * (the move played on the master board and its equivalents), judging one
 * player's entry with the technical warnings the slip can earn, and the
 * whole state as one line of text for the database.  It builds on bag.h
 * (draws), movegen.h (tops) and rules.h (judging); the program
 * (contests, rankings, solo bonuses, sanctions) drives it.
 *
 * Variants and what a round holds (RULES.md, "Duplicate" and "Variants"):
 *
 *   variant     drawn         rule on the drawn letters   a move uses
 *   classic     7             rounds 1-15: 2 vowels and   the 7
 *   top         7               2 consonants, from 16:    the 7
 *   eliptic     8               1 and 1 (bag.h's          at most 7 of the 8
 *   metagrama   7               sm_bag_dup_draw)          the 7, one of them
 *                                                           (any one)
 *                                                           swapped for a
 *                                                           stock letter
 *   completiv   6             1 vowel and 1 consonant     the 6 + 1 from stock
 *   superjoker  5             none                        the 5 + 2 from stock
 *   tactic      2 groups of 7 each group 1 and 1          one move per group,
 *                                                           one after the other
 *
 * A blank counts as a vowel and as a consonant.  Choices where RULES.md is
 * silent or open (each one is said again where it is made, in dup.c):
 *   - completiv: the 1-and-1 rule holds in every round (RULES: rounds 1-15;
 *     the classic rule from round 16 is also 1 and 1);
 *   - metagrama: one swap, not several (002: "renunţa la oricare literă
 *     dintre cele 7, înlocuind-o cu o altă literă din stoc"): generated as
 *     a fixed part (the 7 drawn) plus the stock as a pool from which one
 *     tile may be taken, at most 7 tiles played; that is exactly the set
 *     of moves a rack of 7 with one letter swapped for a stock letter can
 *     make.  The leftover is what the top did not place of the 7 drawn
 *     (the letter given up stays on the rack: it was not placed);
 *   - tactic: groups refill in draw order (group 1 first, then group 2);
 *     a group that fails its rule goes back and is drawn again; when the
 *     stock can no longer mend it, the round is played if the other group
 *     meets the rule, or if one group is all vowels and the other all
 *     consonants; when only one group has letters the round is a classic
 *     one (one move).  Unlike the other variants, the game does not end
 *     with the stock: the groups play on with what they hold.  Order of
 *     the two moves: free (both considered) by default; imposed
 *     (d->order, 000: "poate fi impusă la cererea expresă a
 *     organizatorului"): the first group's move first, then the second
 *     group's on the board it leaves; a player may still play one group
 *     alone (either one), as in free order;
 *   - three or more of one letter (000: "poate extrage o nouă grupă de
 *     litere, renunţând şi la eventualele litere rămase din turul
 *     anterior"): off by default; with d->triples on, a rack (tactic: a
 *     group) that holds three or more tiles of one letter once drawn by
 *     the variant's rules goes back whole, its leftover too, and is drawn
 *     again by the same rules, as often as it holds one, at most
 *     SM_DUP_TRIPLE_TRIES times, and not at all when the stock with the
 *     rack cannot give a rack without one.  A blank is no letter (there
 *     are two).  Superjoker never redraws ("Nu sunt restricţii privind
 *     literele extrase").  d->triples_back counts the racks sent back so
 *     in the round; the draws come from the game's rng, so the same seed
 *     gives the same racks;
 *   - a rack with which no move exists is never published: sm_dup_draw,
 *     given the generator, draws again at once (all the letters back, as
 *     000 says: "extrage alte 7 litere"), and ends the game
 *     (SM_DRAW_END_NO_MOVE) when no rack that can be drawn gives a move
 *     (000: "până când se constată că nu mai este posibilă nici o depunere
 *     cu toate combinaţiile de litere din stoc").  How that is decided,
 *     deterministically from the seed and in bounded time:
 *       1. the rack drawn by the rules (the leftover completed) is asked
 *          of the generator (the best move, n = 1); a move: done;
 *       2. otherwise every letter goes back; if the distinct racks the
 *          stock can give (multisets of the rack's size) are at most
 *          SM_DUP_ENUM_MAX, each one the round's vowel/consonant rule
 *          allows is asked of the generator in a fixed order: none gives
 *          a move: the game is over; some do: fresh draws (the rng) until
 *          one gives a move, at most SM_DUP_ENUM_TRIES, then the first
 *          playable rack in that order;
 *       3. more racks than that (a large stock): at most
 *          SM_DUP_NOMOVE_TRIES fresh draws; none with a move: over.
 *     Tactic: step 2 is skipped (two groups), step 3 applies, a round
 *     having a move when either group has one.  Cost: one generator call
 *     per rack tried (well under 1 ms classic; a few ms with a pool).
 *     d->stuck counts the racks sent back this way in the round.
 *
 * Pure C (libc only), no I/O, no globals, no allocation.
 */
#ifndef SM_DUP_H
#define SM_DUP_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "bag.h"
#include "board.h"
#include "lexicon.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "tiles.h"

enum sm_dup_variant {
	SM_DUP_CLASSIC = 0, SM_DUP_TOP, SM_DUP_ELIPTIC, SM_DUP_TACTIC,
	SM_DUP_COMPLETIV, SM_DUP_SUPERJOKER, SM_DUP_METAGRAMA,
	SM_DUP_NVARIANTS
};

/* "classic", "top", "eliptic", "tactic", "completiv", "superjoker",
 * "metagrama"; "unknown" out of range.  Static storage. */
const char *sm_dup_variant_name(enum sm_dup_variant v);
/* Those names in any case, diacritics folded ("metagramă", "METAGRAMĂ");
 * false (and *v unchanged) for anything else. */
bool sm_dup_variant_parse(const char *name, enum sm_dup_variant *v);
/* Letters drawn each round (per group for tactic): 7, 8, 6, 5. */
int sm_dup_rack_size(enum sm_dup_variant v);

enum sm_dup_state { SM_DUP_NEW = 0, SM_DUP_PLAYING, SM_DUP_OVER };

/* Tactic: the order in which the two groups are played.  Free (the
 * default): either group first; imposed by the organiser: the first group
 * (d->rack), then the second (d->rack2), as they are announced. */
enum sm_dup_order { SM_DUP_ORDER_FREE = 0, SM_DUP_ORDER_IMPOSED };

/* "free", "imposed"; "unknown" out of range.  Static storage. */
const char *sm_dup_order_name(enum sm_dup_order o);
/* Those names (ASCII, any case); false (and *o unchanged) otherwise. */
bool sm_dup_order_parse(const char *name, enum sm_dup_order *o);
/* Whether a contest of variant v may redraw racks with three of one
 * letter: every variant but superjoker (002: "Nu sunt restricţii privind
 * literele extrase"). */
bool sm_dup_triples_apply(enum sm_dup_variant v);

/* One duplicate game: a plain value (no pointers), so it can be copied and
 * saved.  Invariant: board + bag + rack + rack2 = the 100-tile set. */
struct sm_dup {
	enum sm_dup_variant	variant;
	enum sm_dup_state	state;
	enum sm_draw_status	end;		/* why it is over (SM_DRAW_OK while
						 * playing, and when stopped by
						 * sm_dup_stop; SM_DRAW_END_NO_MOVE
						 * when no rack gives a move) */
	int			round;		/* the current round, 1-based; 0
						 * before the first draw */
	struct sm_board		board;		/* the master board */
	struct sm_bag		bag;		/* the stock: tiles neither on the
						 * board nor on the rack(s) */
	struct sm_rng		rng;
	struct sm_rack		rack;		/* the letters of this round
						 * (tactic: the first group) */
	struct sm_rack		rack2;		/* tactic: the second group; empty
						 * otherwise */
	int			redraws;	/* racks sent back this round (rule
						 * failures) */
	int			stuck;		/* racks sent back this round because
						 * no move was possible (sm_dup_draw
						 * with a generator, sm_dup_redraw);
						 * 0 after sm_dup_play */
	/* The organiser's options (0: the defaults), set by the caller after
	 * sm_dup_init and kept in the saved line. */
	enum sm_dup_order	order;		/* tactic: the order of the two
						 * groups */
	bool			triples;	/* redraw a rack with three or
						 * more of one letter */
	int			triples_back;	/* racks sent back this round for
						 * three of one letter (with
						 * triples on) */
};

/* A new game: empty board, full bag, rng seeded with seed (the program
 * derives it from the contest's secret seed), state NEW, round 0. */
void sm_dup_init(struct sm_dup *d, enum sm_dup_variant v, uint64_t seed);
/* The same, the rng taken as it is (a series of games on one random
 * stream, as bench/sim-positions plays them). */
void sm_dup_init_rng(struct sm_dup *d, enum sm_dup_variant v,
    const struct sm_rng *rng);

/* Tries of the "a move must exist" rule (see the choices above). */
#define SM_DUP_ENUM_MAX		500	/* distinct racks enumerated */
#define SM_DUP_ENUM_TRIES	1000	/* draws when a playable one exists */
#define SM_DUP_NOMOVE_TRIES	64	/* draws when not enumerated */
#define SM_DUP_TRIPLE_TRIES	100	/* redraws for three of one letter */

/* Draw the next round's letters: the leftover completed per the variant
 * and round (see the table above), redrawing as the rules say; with g (a
 * generator on the game's lexicon), drawn again until a move exists, as
 * said above; round++, state PLAYING.  Returns SM_DRAW_OK, or an end
 * status (then state is OVER, d->end says why, and the round is not
 * counted).  On a game already over returns d->end again.  g NULL: the
 * rules alone (a rack may have no move; tests of the draw rules).
 * (bag.h's sm_bag_dup_draw draws one rack.) */
enum sm_draw_status sm_dup_draw(struct sm_dup *d, struct sm_movegen *g);

/* The same letters again for a new round (RULES: nobody played a valid
 * move although one was possible): round++, rack(s) unchanged. */
void sm_dup_repeat(struct sm_dup *d);

/* No move was possible with these letters (sm_dup_tops() returned 1; only
 * for a round drawn without a generator, e.g. saved before the rule):
 * every letter of the rack(s) goes back and the round is drawn again, its
 * number unchanged, as sm_dup_draw does; d->stuck++.  Returns what
 * sm_dup_draw would. */
enum sm_draw_status sm_dup_redraw(struct sm_dup *d, struct sm_movegen *g);

/* End the game here (the caller found that no move is possible any more):
 * state OVER, d->end unchanged. */
void sm_dup_stop(struct sm_dup *d);

/* Why the game is over, one English phrase (static storage): the draw
 * status's sentence, or "no move was possible" after sm_dup_stop(). */
const char *sm_dup_end_str(const struct sm_dup *d);

/* The generator racks of the current round into gr[0..n): n = 1, or 2 for
 * tactic with both groups holding letters (gr[0] the first group); 0 when
 * there are no letters (state not PLAYING).  stock = the bag in every
 * variant; pool = the bag with pick 1 (completiv), 2 (superjoker), 1
 * (metagrama, fixed + pool as said above); eliptic: fixed 8, max_play 7. */
int sm_dup_genracks(const struct sm_dup *d, struct sm_genrack gr[2]);

/* A top: for tactic, two moves played one after the other (the second on
 * the board after the first); otherwise one. */
struct sm_dup_top {
	int			nmoves;		/* 1, or 2 for tactic */
	struct sm_genmove	move[2];
	int			group[2];	/* tactic: the group (0: rack,
						 * 1: rack2) move[i] uses; 0
						 * otherwise */
	int			score;		/* the sum */
};

/* The tops of the current round, best first by the federation's order:
 * out[0] is the one to play; out[1..] the other moves of the same score
 * ("equivalent tops"), at most max in all; *count gets how many were
 * stored.  Returns 0, or 1 when no move is possible (then *count = 0), or
 * when max is 0 or the game is not PLAYING.  Uses g (a generator on the
 * game's lexicon).
 *
 * Order among equal scores: sm_genmove_cmp (movegen.h).  Tactic: the
 * highest sum of a move of one group followed by the best move of the
 * other on the board that follows, both orders tried (order imposed: the
 * first group's moves followed by the second's, and the second group's
 * moves alone, the first left unplayed); a pair ranks by sum,
 * then by fewer blanks, then by sm_genmove_cmp of its first move, then of
 * its second; a pair whose moves do not depend on each other is listed in
 * one order only (group 0 first).  When a group alone has moves the top
 * is that single move.
 *
 * Cost (default lexicon, -O2, this project's 2-core VM): classic, top,
 * eliptic, completiv, superjoker: one best-first search, well under 10 ms.
 * Metagrama: the 7 drawn and one pick from the stock, as completiv with
 * one more fixed tile: a few ms.
 * Tactic: for every legal move of one group (about 2,400 without a
 * blank, ten times more with one), a search for the best move of the
 * other on the board that follows, in both orders; the equals of the
 * second move are searched only when the pair can be a top: 0.2-2 s a
 * round on average, up to 10 s for a round with a blank. */
int sm_dup_tops(const struct sm_dup *d, struct sm_movegen *g,
    struct sm_dup_top *out, size_t max, size_t *count);
/* The same, and *total = how many equivalent tops there are in all (none
 * is left out of the count: the searches go on past max, which costs an
 * all-moves pass when 64 or more moves tie); out[0..*count) holds the
 * best min(max, *total) of them, so a caller that stores fewer can say
 * how many more there are.  Tactic: a pair of moves that do not touch is
 * one top (counted once, in the order group 0 first). */
int sm_dup_tops_total(const struct sm_dup *d, struct sm_movegen *g,
    struct sm_dup_top *out, size_t max, size_t *count, size_t *total);

/* The order of the tops above (<0, 0, >0, as strcmp): the higher score,
 * then fewer blanks, the first move's order (sm_genmove_cmp), group 0
 * first, a pair before a single move, the second move's order. */
int sm_dup_top_cmp(const struct sm_dup_top *a, const struct sm_dup_top *b);

/* Play a top on the master board: the placed tiles leave the rack(s) (what
 * is left is next round's leftover; a letter a completiv, superjoker or
 * metagrama top took from the stock leaves the stock: a tile of the rack is
 * used first when it has the letter); state stays PLAYING; stuck = 0.
 * Returns 0, or -1 if the move does not fit the round's racks or the board
 * (nothing changed).  Words are not checked (no lexicon here). */
int sm_dup_play(struct sm_dup *d, const struct sm_dup_top *t);

/* Judging one player's entry for the current round. */
enum sm_dup_warning {			/* bits: technical warnings */
	SM_DUPW_SCORE	= 1 << 0,	/* the claimed score is wrong (tactic:
					 * of the first move; also missing) */
	SM_DUPW_COORD	= 1 << 1,	/* across/down swapped (H8 vs 8H) while
					 * the other reading is the legal move;
					 * the move counts */
	SM_DUPW_BLANK	= 1 << 2,	/* every variant: an unmarked letter
					 * the round cannot supply played
					 * while a blank is there (counts as
					 * the blank), or a letter marked as a
					 * blank with no blank to be had
					 * (counts as the letter) */
	SM_DUPW_SCORE2	= 1 << 3,	/* tactic: the second move's claimed
					 * score wrong or missing */
	SM_DUPW_TOTAL	= 1 << 4	/* tactic: the claimed total wrong or
					 * missing */
};

struct sm_dup_verdict {
	enum sm_verdict		verdict;	/* SM_LEGAL or why the entry is
						 * refused (rules.h) */
	enum sm_notation_status	notation;	/* SM_NOTATION_OK, or why the text
						 * is no move (then verdict is
						 * SM_BAD_NO_SUCH_TILE and which
						 * says which move) */
	int			which;		/* tactic: the refused move, 1 or
						 * 2 (0 when legal; 1 otherwise) */
	int			score;		/* what the entry scores (0 when
						 * refused); a letter counted as a
						 * blank is worth 0 */
	unsigned		warnings;	/* enum sm_dup_warning bits */
	int			nwarnings;	/* how many technical warnings: the
						 * number of bits set (each bit is
						 * one warning), plus one when both
						 * tactic moves have SM_DUPW_COORD */
	struct sm_move		canonical;	/* the move as understood (for
						 * echo: sm_move_format) */
	struct sm_judgement	j;		/* words formed and scores (the
						 * first move for tactic) */
	int			nmoves;		/* moves understood: 1, or 2 for a
						 * tactic pair; 0 when refused */
	/* Tactic only (zero otherwise). */
	int			group[2];	/* the group each move was judged
						 * against (0: rack, 1: rack2) */
	int			score1, score2;
	struct sm_move		canonical2;
	struct sm_judgement	j2;
	bool			wrong_order;	/* order imposed: the pair is
						 * refused, and would be legal
						 * with the groups the other way
						 * round (canonical and
						 * canonical2: the two moves) */
};

/* Judge what a player wrote for this round: move in Romanian notation
 * ("H8 CASA", blanks as C0/(c)/lower case...), claimed score (-1 when not
 * given; outside tactic a missing score earns no warning here: the program
 * decides; tactic: a missing score is a warning, always, as 000 says:
 * "Este penalizată cu avertisment tehnic greşeala de calcul sau omisiunea
 * la fiecare dintre aceste punctaje").  For tactic, move2/claimed2/claimed_total for the second move
 * (NULL/-1 otherwise; move2 NULL is a one-move entry); the moves may use
 * the groups in either order (d->order imposed: a pair's first move the
 * first group's, its second the second group's; a one-move entry either
 * group's), and each wrong or missing score is a
 * warning.  An entry refused scores 0 and earns no score warning.  Fills
 * *out and returns out->verdict.  lx NULL skips the word check. */
/* Whether a score missing from the slip is a technical warning whatever
 * the contest's setting: true for tactic only (000: "Este penalizată cu
 * avertisment tehnic greşeala de calcul sau omisiunea la fiecare dintre
 * aceste punctaje"); elsewhere the contest decides (sm_dup_judge gives no
 * warning for a missing score outside tactic). */
bool sm_dup_omission_warns(enum sm_dup_variant v);

enum sm_verdict sm_dup_judge(const struct sm_dup *d,
    const struct sm_lexicon *lx, const char *move, int claimed,
    const char *move2, int claimed2, int claimed_total,
    struct sm_dup_verdict *out);

/* Save the whole state as one line of printable ASCII, no newline:
 *   dup1 VARIANT STATE END ROUND REDRAWS STUCK RNG RACK RACK2 BAG BOARD
 *       [order=imposed] [triples=N]
 * the last two only when set (order imposed; triples on, N =
 * triples_back), so a game with the defaults saves as before;
 * END one of ok, empty, letters, rule, nomove;
 * RNG four 16-digit hex words joined by ':'; racks and bag as
 * sm_rack_format writes them ('?' blanks) or '-' when empty (the bag as
 * letter=count pairs joined by ','); BOARD the CGP board part.  Returns the
 * bytes written (NUL included), 0 when cap is too small (SM_DUP_SAVE_MAX
 * always suffices). */
#define SM_DUP_SAVE_MAX 704
size_t sm_dup_save(const struct sm_dup *d, char *buf, size_t cap);
/* Read a line sm_dup_save() wrote (a trailing newline is allowed).  Returns
 * 0, or -1 for a malformed or inconsistent line (board + bag + racks not
 * the 100-tile set, a rack too big for the variant, unknown names, ...);
 * *d is changed only on success. */
int sm_dup_load(struct sm_dup *d, const char *line);

/* Solo bonus of RULES.md for a round: nplayers / 2 rounded up, at most 25
 * (0 for nplayers <= 0). */
int sm_dup_solo_bonus(int nplayers);
/* The same for a game of variant v: nplayers the players of the game (not
 * the entries of the round); 0 in Top (000: the bonus applies to "duplicat
 * clasic, completiv, superjoker, metagramă, eliptic, şi tactic"). */
int sm_dup_solo_bonus_for(enum sm_dup_variant v, int nplayers);

#endif
