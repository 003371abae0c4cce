/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-enums.h: the values of the database's status, variant and kind
 * columns, as enums (included by store.h).  The database keeps them as the
 * texts of db/schema.sql; the store maps a column's text to its enum when it
 * reads a row (a text it does not know is an error naming the table, the
 * row and the value, never a default) and writes an enum back as the same
 * text, so that the files of older versions keep working unchanged.  The
 * program compares enums, never the texts.
 *
 * Each enum has a pair: NAME_str(v), the column's text (static storage;
 * "unknown" for a value out of range), and NAME_parse(text, &v), true and
 * *v for a text written exactly as NAME_str writes it, false (and *v
 * unchanged) for anything else.  For a column that may be NULL, the first
 * value stands for NULL: its _str is NULL and _parse(NULL) gives it.  A
 * value ..._ANY (-1) is only a filter for a list ("of any status"); its
 * _str is NULL too, and no row holds it.
 *
 * The variants are the engine's enums (src/engine/dup.h, free.h) with the
 * store's strict _parse: the engine's own parsers also take other spellings
 * ("Top", "mărunțel"), which the store never writes.
 */
#ifndef SM_STORE_ENUMS_H
#define SM_STORE_ENUMS_H

#include <stdbool.h>

#include "dup.h"
#include "free.h"

/* spool.status */
enum store_spool_status {
	STORE_SPOOL_ANY = -1,
	STORE_SPOOL_NEW, STORE_SPOOL_DONE, STORE_SPOOL_IGNORED,
	STORE_SPOOL_DUPLICATE, STORE_SPOOL_FAILED,
	STORE_SPOOL_NSTATUS
};
const char *store_spool_status_str(enum store_spool_status v);
bool store_spool_status_parse(const char *text, enum store_spool_status *v);

/* outbox.status */
enum store_outbox_status {
	STORE_OUTBOX_ANY = -1,
	STORE_OUTBOX_QUEUED, STORE_OUTBOX_SENT, STORE_OUTBOX_FAILED,
	STORE_OUTBOX_NSTATUS
};
const char *store_outbox_status_str(enum store_outbox_status v);
bool store_outbox_status_parse(const char *text, enum store_outbox_status *v);

/* series.scoring: a series ranked by total score (classic) or by tops. */
enum store_series_scoring {
	STORE_SERIES_CLASSIC, STORE_SERIES_TOP,
	STORE_SERIES_NSCORING
};
const char *store_series_scoring_str(enum store_series_scoring v);
bool store_series_scoring_parse(const char *text,
    enum store_series_scoring *v);

/* series.status */
enum store_series_status {
	STORE_SERIES_OPEN, STORE_SERIES_OVER,
	STORE_SERIES_NSTATUS
};
const char *store_series_status_str(enum store_series_status v);
bool store_series_status_parse(const char *text,
    enum store_series_status *v);

/* signup.status */
enum store_signup_status {
	STORE_SIGNUP_ANY = -1,
	STORE_SIGNUP_UNCONFIRMED, STORE_SIGNUP_PENDING, STORE_SIGNUP_APPROVED,
	STORE_SIGNUP_REJECTED, STORE_SIGNUP_VOID,
	STORE_SIGNUP_NSTATUS
};
const char *store_signup_status_str(enum store_signup_status v);
bool store_signup_status_parse(const char *text,
    enum store_signup_status *v);

/* contest.status */
enum store_contest_status {
	STORE_CONTEST_ANY = -1,
	STORE_CONTEST_NEW, STORE_CONTEST_RUNNING, STORE_CONTEST_OVER,
	STORE_CONTEST_NSTATUS
};
const char *store_contest_status_str(enum store_contest_status v);
bool store_contest_status_parse(const char *text,
    enum store_contest_status *v);

/* contest.entry: who may send entries. */
enum store_contest_entry {
	STORE_ENTRY_OPEN, STORE_ENTRY_REGISTERED,
	STORE_ENTRY_NKINDS
};
const char *store_contest_entry_str(enum store_contest_entry v);
bool store_contest_entry_parse(const char *text, enum store_contest_entry *v);

/* contest.feedback: when an entrant hears of the entry's score. */
enum store_contest_feedback {
	STORE_FEEDBACK_ON_RECEIPT, STORE_FEEDBACK_AFTER_DEADLINE,
	STORE_FEEDBACK_NKINDS
};
const char *store_contest_feedback_str(enum store_contest_feedback v);
bool store_contest_feedback_parse(const char *text,
    enum store_contest_feedback *v);

/* contest.variant: the engine's sm_dup_variant_name() texts. */
bool store_dup_variant_parse(const char *text, enum sm_dup_variant *v);

/* round.status */
enum store_round_status {
	STORE_ROUND_OPEN, STORE_ROUND_CLOSED,
	STORE_ROUND_NSTATUS
};
const char *store_round_status_str(enum store_round_status v);
bool store_round_status_parse(const char *text, enum store_round_status *v);

/* round.outcome: NULL while the round is open. */
enum store_round_outcome {
	STORE_OUTCOME_PENDING,		/* NULL */
	STORE_OUTCOME_PLAYED,		/* "played": the top move was played */
	STORE_OUTCOME_REPEATED,		/* "repeated": the rack drawn again */
	STORE_OUTCOME_NONE,		/* "none": no move, the game ends */
	STORE_OUTCOME_NKINDS
};
const char *store_round_outcome_str(enum store_round_outcome v);
bool store_round_outcome_parse(const char *text,
    enum store_round_outcome *v);

/* game.status and championship.status */
enum store_game_status {
	STORE_GAME_ANY = -1,
	STORE_GAME_NEW, STORE_GAME_PLAYING, STORE_GAME_OVER,
	STORE_GAME_NSTATUS
};
const char *store_game_status_str(enum store_game_status v);
bool store_game_status_parse(const char *text, enum store_game_status *v);

/* game.variant and championship.variant: sm_free_variant_name() texts. */
bool store_free_variant_parse(const char *text, enum sm_free_variant *v);

/* game_move.kind; STORE_MOVE_OPENING ("opening") is never stored (the
 * schema's CHECK refuses it): it is the line game_play_replay adds for liber
 * mărunțel's opening. */
enum store_move_kind {
	STORE_MOVE_PLAY, STORE_MOVE_EXCHANGE, STORE_MOVE_PASS,
	STORE_MOVE_RESIGN, STORE_MOVE_END, STORE_MOVE_OPENING,
	STORE_MOVE_NKINDS
};
const char *store_move_kind_str(enum store_move_kind v);
bool store_move_kind_parse(const char *text, enum store_move_kind *v);

/* game_move.cause: why a turn was passed or lost for the player. */
enum store_move_cause {
	STORE_CAUSE_NONE,		/* NULL: the player's own */
	STORE_CAUSE_TIMEOUT, STORE_CAUSE_ILLEGAL,
	STORE_CAUSE_NKINDS
};
const char *store_move_cause_str(enum store_move_cause v);
bool store_move_cause_parse(const char *text, enum store_move_cause *v);

/* game.leader and championship.leader: who opens a liber mărunțel game. */
enum store_leader {
	STORE_LEADER_ARBITER, STORE_LEADER_PLAYER,
	STORE_LEADER_NKINDS
};
const char *store_leader_str(enum store_leader v);
bool store_leader_parse(const char *text, enum store_leader *v);

/* championship.timeout: what a turn whose clock ran out becomes. */
enum store_champ_timeout {
	STORE_TIMEOUT_PASS, STORE_TIMEOUT_FORFEIT,
	STORE_TIMEOUT_NKINDS
};
const char *store_champ_timeout_str(enum store_champ_timeout v);
bool store_champ_timeout_parse(const char *text,
    enum store_champ_timeout *v);

/* championship.illegal: what an illegal move becomes. */
enum store_champ_illegal {
	STORE_ILLEGAL_RETRY, STORE_ILLEGAL_PASS,
	STORE_ILLEGAL_NKINDS
};
const char *store_champ_illegal_str(enum store_champ_illegal v);
bool store_champ_illegal_parse(const char *text,
    enum store_champ_illegal *v);

#endif
