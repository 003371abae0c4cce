/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * free.h: the free game ("partida liberă") and its small variant "liber
 * mărunțel", as RULES.md states them: each player's rack, score and turn,
 * the bag, moves judged with rules.h against the mover's rack, exchanges,
 * passes, resignation, the end of the game and its scoring, and the whole
 * state as one line of text for the database.  A turn's outcome is also
 * described as log entries (struct sm_free_turn) that the caller may keep
 * in a struct sm_free_log, from which gcg.h writes a GCG file.  The program
 * (correspondence games by mail) drives it; the players' order is the
 * caller's (RULES: lots decide who starts): player 0 moves first.
 *
 * Free game (RULES.md "Free game"): 2-4 players, 7 tiles each, drawn in
 * turn order; after a move the rack is refilled to 7; 50 points for the 7
 * tiles of a rack.  An exchange puts back 2-7 tiles, only while the bag
 * holds at least 7; the new tiles are drawn first, then the old ones go
 * back.  The game ends when a player has used every tile with the bag
 * empty, or when every player passes in two consecutive rounds: 2 x
 * nplayers passes in a row (004: "Dacă ambii jucători spun PAS la două
 * runde consecutive"); an exchange or a play, even worth 0, is no pass
 * and starts the count again.
 *
 * Liber mărunțel (RULES.md "Liber mărunțel"), 2-8 players, one tile each.
 * Choices where RULES.md is silent:
 *   - the opening belongs to no seat: the leader ("conducătorul partidei",
 *     the arbiter or one of the players) may be outside the game.
 *     sm_free_init() chooses, with the game's rng, a vowel and a
 *     consonant from the bag and a square: "H7"
 *     (consonant on H7, vowel on the centre H8: the word consonant-vowel)
 *     or "H8" (vowel on H8, consonant on H9: vowel-consonant), uniformly
 *     among the pairs the lexicon accepts as words (every pair when lx is
 *     NULL), each pair weighted by how many such tiles the bag holds.  Blanks
 *     are not used.  The opening scores for nobody (opening_score 0);
 *     then the racks are drawn (one tile each, in turn order) and player
 *     1 (seat 0) makes the first scored move (003: "Jucătorul 1 are
 *     dreptul să facă prima depunere punctată").  In the record
 *     (sm_free_log_init) the opening is an entry of seat 0 worth 0, so
 *     that a GCG replays the board.
 *   - a wrong move is a PAS (003: "nu poate, nu doreşte sau depunerea este
 *     greşită"): sm_free_move_or_pass() records it so (note
 *     SM_FREE_NOTE_WRONG), whatever the text (a move refused by the rules
 *     or a text that is no move); sm_free_move() still refuses it.
 *   - exchange (of the one tile, bag not empty): allowed to a player who
 *     passed on each of their last 3 turns, and to everyone once nplayers
 *     turns in a row placed no tile (every player passed in a row with the
 *     board unchanged).  Exchanges count as turns that place no tile.  One
 *     who has the right after 3 passes of their own (bag not empty) and
 *     passes instead is counted as having exchanged (003: "Dacă preferă
 *     să nu o schimbe, se consideră că a efectuat această operaţie"): the
 *     pass is noted SM_FREE_NOTE_DECLINED and the count of own passes
 *     starts again.
 *   - a player whose rack is empty (bag empty) is skipped.
 *   - end: every tile placed (all racks and the bag empty); or, bag empty,
 *     as many turns in a row without a tile placed as players still
 *     holding a tile; or, bag not empty, 4 x nplayers turns in a row
 *     without a tile placed (so that passing and exchanging cannot go on
 *     for ever).
 *   - end scoring with SM_FREE_OPT_RACKS: each player loses the value of
 *     the tile left; nobody gains (nobody "goes out" first).
 *
 * End scoring of the free game: with SM_FREE_OPT_RACKS (the international
 * rule) each player loses the value of the tiles left on their rack and
 * the player who went out gains the sum of the others'; without it the
 * racks count nothing.  A resignation ends the game at once without end
 * scoring; the resigning player ranks last whatever the scores.
 *
 * Reproducibility: the same variant, players, seed, options and lexicon
 * and the same sequence of calls give the same racks and scores.
 *
 * Pure C (libc only), no I/O, no globals, no allocation.
 */
#ifndef SM_FREE_H
#define SM_FREE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "bag.h"
#include "board.h"
#include "lexicon.h"
#include "notation.h"
#include "rules.h"
#include "tiles.h"

#define SM_FREE_MAX_PLAYERS 8
#define SM_FREE_RACK 7			/* tiles on a free game's rack */

enum sm_free_variant { SM_FREE_CLASSIC = 0, SM_FREE_MARUNTEL,
	SM_FREE_NVARIANTS };

/* "free", "maruntel"; "unknown" out of range.  Static storage. */
const char *sm_free_variant_name(enum sm_free_variant v);
/* Those names in any case, diacritics folded ("mărunțel"); also
 * "liber"/"libera" for free.  false (and *v unchanged) otherwise. */
bool sm_free_variant_parse(const char *name, enum sm_free_variant *v);
/* Players allowed: 2..4 (free), 2..8 (maruntel). */
int sm_free_min_players(enum sm_free_variant v);
int sm_free_max_players(enum sm_free_variant v);

/* Options (bits). */
#define SM_FREE_OPT_RACKS 1u		/* international end scoring */

enum sm_free_state { SM_FREE_PLAYING = 0, SM_FREE_OVER };

enum sm_free_end {
	SM_FREE_END_NONE = 0,		/* still playing */
	SM_FREE_END_OUT,		/* a player used every tile, bag empty
					 * (maruntel: every tile placed) */
	SM_FREE_END_PASSES,		/* passes in a row / turns without a
					 * tile placed, as above */
	SM_FREE_END_RESIGN		/* a player resigned */
};
/* "playing", "out", "passes", "resign".  Static storage. */
const char *sm_free_end_name(enum sm_free_end e);

/* One game: a plain value (no pointers), so it can be copied and saved.
 * Invariant: board + bag + racks = the 100-tile set. */
struct sm_free {
	enum sm_free_variant	variant;
	enum sm_free_state	state;
	enum sm_free_end	end;
	unsigned		options;	/* SM_FREE_OPT_* */
	int			nplayers;
	int			turn;		/* the player to move */
	int			moves;		/* turns taken (the opening
						 * included) */
	int			scoreless;	/* free: passes in a row;
						 * maruntel: turns in a row
						 * placing no tile */
	int			out;		/* who went out, -1 */
	int			resigned;	/* who resigned, -1 */
	struct sm_board		board;
	struct sm_bag		bag;
	struct sm_rng		rng;
	struct sm_rack		rack[SM_FREE_MAX_PLAYERS];
	int			score[SM_FREE_MAX_PLAYERS];
	int			passes[SM_FREE_MAX_PLAYERS]; /* maruntel: own
						 * passes in a row */
	struct sm_move		opening;	/* maruntel: the leader's pair
						 * (len 0 otherwise) */
	int			opening_score;
};

/* A new game: the bag filled, the rng seeded with seed (the program
 * derives it from the game's secret seed), racks drawn in turn order
 * (7 each; maruntel: the opening placed first, then 1 each).  lx is used
 * only to choose the maruntel opening (NULL: any pair).  Returns 0, or -1
 * for a bad variant or number of players (*g then unusable). */
int sm_free_init(struct sm_free *g, enum sm_free_variant v, int nplayers,
    uint64_t seed, unsigned options, const struct sm_lexicon *lx);

enum sm_free_kind {
	SM_FREE_PLAY = 0,		/* tiles placed */
	SM_FREE_EXCHANGE,
	SM_FREE_PASS,
	SM_FREE_RESIGNS,
	SM_FREE_END_GAIN,		/* end: the others' racks gained */
	SM_FREE_END_LOSS		/* end: own rack's value lost */
};

/* Why a pass is one (struct sm_free_turn's note). */
enum sm_free_note {
	SM_FREE_NOTE_NONE = 0,		/* the player passed */
	SM_FREE_NOTE_WRONG,		/* maruntel: a wrong move, counted as a
					 * pass (sm_free_move_or_pass) */
	SM_FREE_NOTE_DECLINED,		/* maruntel: a pass by one who had the
					 * right to exchange, counted as the
					 * exchange */
	SM_FREE_NOTE_OPENING		/* maruntel: the record's first entry,
					 * the leader's opening (of no seat,
					 * worth 0) */
};

/* One entry of the game's record. */
struct sm_free_turn {
	uint8_t			kind;		/* enum sm_free_kind */
	uint8_t			player;
	struct sm_rack		rack;		/* PLAY, EXCHANGE, PASS: the rack
						 * before the turn; END_GAIN: the
						 * others' tiles; END_LOSS: the
						 * tiles left */
	struct sm_move		move;		/* PLAY: as judged (canonical) */
	uint16_t		placed;		/* PLAY: bit i set when move.word[i]
						 * was placed by it (not already
						 * on the board) */
	struct sm_rack		tiles;		/* EXCHANGE: the tiles put back */
	uint8_t			note;		/* PASS, and maruntel's opening:
						 * enum sm_free_note */
	int			score;		/* signed: END_LOSS < 0 */
	int			total;		/* the player's total after it */
};

enum sm_free_status {
	SM_FREE_OK = 0,
	SM_FREE_GAME_OVER,		/* the game has ended */
	SM_FREE_NOT_YOUR_TURN,		/* another player is to move */
	SM_FREE_BAD_PLAYER,		/* no such player */
	SM_FREE_BAD_NOTATION,		/* the move text is no move (notation
					 * says why) */
	SM_FREE_ILLEGAL,		/* refused by the rules (j says why) */
	SM_FREE_BAD_TILES,		/* exchange: letters that are not on
					 * the rack, or not letters */
	SM_FREE_EXCHANGE_COUNT,		/* exchange: not 2..7 tiles (maruntel:
					 * not the one tile) */
	SM_FREE_BAG_LOW,		/* exchange: fewer than 7 in the bag
					 * (maruntel: the bag is empty) */
	SM_FREE_NO_EXCHANGE_YET		/* maruntel: exchange not allowed yet */
};
/* One English sentence for a status.  Static storage. */
const char *sm_free_status_str(enum sm_free_status st);

/* What a call did. */
struct sm_free_result {
	enum sm_free_status	status;
	enum sm_notation_status	notation;	/* SM_FREE_BAD_NOTATION */
	struct sm_judgement	j;		/* moves: the judgement, for a
						 * refusal too (sm_judgement_explain) */
	int			score;		/* what the turn scored */
	bool			over;		/* the game ended with it */
	int			nturns;		/* entries for the record: the
						 * turn, then the end lines */
	struct sm_free_turn	turns[1 + SM_FREE_MAX_PLAYERS];
};

/* The player to move plays move_text in Romanian notation ("H8 CASA",
 * blanks marked as notation.h accepts).  Judged with sm_judge against the
 * player's rack and lx (NULL: no word check); refused: r->status says why
 * and nothing changes (the player may try again).  Legal: scored (the
 * bingo included), the tiles leave the rack, the rack is refilled from the
 * bag, the turn passes, the game may end (end scoring applied).  Returns
 * r->status. */
enum sm_free_status sm_free_move(struct sm_free *g,
    const struct sm_lexicon *lx, int player, const char *move_text,
    struct sm_free_result *r);
/* Exchange the tiles written in letters ("AE?", as sm_rack_parse reads).
 * Free: 2-7 tiles, bag >= 7.  Maruntel: the one tile, bag not empty, when
 * allowed (see above).  The new tiles are drawn before the old ones go
 * back.  Scores 0. */
enum sm_free_status sm_free_exchange(struct sm_free *g, int player,
    const char *letters, struct sm_free_result *r);
/* Liber mărunțel: as sm_free_move(), but a move refused by the rules or a
 * text that is no move is recorded as a pass (note SM_FREE_NOTE_WRONG),
 * r->j and r->notation keeping why it was refused; returns SM_FREE_OK
 * then.  Refusals that are no move of the player (game over, not their
 * turn, no such player) stay refusals.  Free game: sm_free_move(). */
enum sm_free_status sm_free_move_or_pass(struct sm_free *g,
    const struct sm_lexicon *lx, int player, const char *move_text,
    struct sm_free_result *r);
/* Pass.  Scores 0.  Maruntel: see "exchange" above (declining). */
enum sm_free_status sm_free_pass(struct sm_free *g, int player,
    struct sm_free_result *r);
/* Resign (any player, at any time while playing): the game ends. */
enum sm_free_status sm_free_resign(struct sm_free *g, int player,
    struct sm_free_result *r);

/* Scores (end scoring included once over) and ranks: 1 for the best; equal
 * scores share a rank; a player who resigned ranks after everyone else.
 * score and rank hold SM_FREE_MAX_PLAYERS; entries past nplayers are 0. */
void sm_free_result(const struct sm_free *g, int *score, int *rank);

/* Test and problem positions only: give player the tiles written in
 * letters, the old rack going back to the bag first and the new tiles
 * taken out of it.  Returns -1 (nothing changed) when the bag lacks them or
 * the text is no rack or too long for the variant. */
int sm_free_set_rack(struct sm_free *g, int player, const char *letters);

/* Save the whole state as one line of printable ASCII, no newline:
 *   free1 VARIANT STATE END OPTIONS NPLAYERS TURN MOVES SCORELESS OUT
 *     RESIGNED RNG OPENING OPENING_SCORE BAG BOARD RACK:SCORE:PASSES...
 * (one RACK:SCORE:PASSES per player).  OUT and RESIGNED are "-" or the
 * player; RNG four 16-digit hex words joined by ':'; OPENING "-" or
 * "H8:EL"; racks and the bag as sm_rack_format writes them or "-"; BOARD
 * the CGP board part; scores may be negative.  Returns the bytes written
 * (NUL included), 0 when cap is too small (SM_FREE_SAVE_MAX suffices). */
#define SM_FREE_SAVE_MAX 1024
size_t sm_free_save(const struct sm_free *g, char *buf, size_t cap);
/* Read a line sm_free_save() wrote (a trailing newline allowed).  Returns
 * 0, or -1 for a malformed or inconsistent line (tiles not the set, a rack
 * too big, numbers out of range, states that disagree); *g is changed
 * only on success. */
int sm_free_load(struct sm_free *g, const char *line);

/* The game's record, kept by the caller (400 KB: allocate it).  4096
 * entries hold any game: a free game has at most about 100 plays with fewer
 * than 2 x 4 scoreless turns between two of them; a maruntel game of 8
 * players at most 100 plays with fewer than 4 x 8 between them. */
#define SM_FREE_LOG_MAX 4096
struct sm_free_log {
	int			nplayers;
	int			n;
	struct sm_free_turn	turns[SM_FREE_LOG_MAX];
};

/* An empty record for g's players; for maruntel the opening is its first
 * entry: kind PLAY, note SM_FREE_NOTE_OPENING, player 0 (it belongs to no
 * seat: the leader placed it; seat 0 is where a GCG needs it), score and
 * total 0. */
void sm_free_log_init(struct sm_free_log *log, const struct sm_free *g);
/* Append r's entries (nothing for a refusal).  Returns 0, or -1 when the
 * record is full (nothing appended). */
int sm_free_log_add(struct sm_free_log *log, const struct sm_free_result *r);

#endif
