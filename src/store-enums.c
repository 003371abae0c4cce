/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * store-enums.c: the texts of the status, variant and kind columns and
 * their enums, both ways (store-enums.h).  Each enum's texts are a table
 * indexed by its values, in the order of db/schema.sql's CHECKs; the
 * variants take theirs from the engine.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "store-enums.h"

#define NITEMS(a) (sizeof (a) / sizeof (a)[0])

/* names[v], or "unknown" out of range; NULL for a value whose name is NULL
 * (a nullable column's first value, and the filters ..._ANY = -1). */
static const char *
name_of(const char *const *names, size_t n, int v)
{
	if (v == -1)
		return NULL;
	if (v < 0 || (size_t)v >= n)
		return "unknown";
	return names[v];
}

/* The value whose name is exactly text (NULL matches a NULL name): 1 and
 * *v, or 0. */
static int
value_of(const char *const *names, size_t n, const char *text, int *v)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (names[i] == NULL ? text == NULL :
		    text != NULL && strcmp(names[i], text) == 0) {
			*v = (int)i;
			return 1;
		}
	}
	return 0;
}

/* The _str/_parse pair of enum type T, named NAME, with the table TABLE. */
#define STORE_ENUM(NAME, T, TABLE)					\
const char *								\
NAME##_str(T v)								\
{									\
	return name_of(TABLE, NITEMS(TABLE), (int)v);			\
}									\
									\
bool									\
NAME##_parse(const char *text, T *v)					\
{									\
	int x;								\
									\
	if (!value_of(TABLE, NITEMS(TABLE), text, &x))			\
		return false;						\
	*v = (T)x;							\
	return true;							\
}

static const char *const spool_status[STORE_SPOOL_NSTATUS] = {
	[STORE_SPOOL_NEW] = "new",
	[STORE_SPOOL_DONE] = "done",
	[STORE_SPOOL_IGNORED] = "ignored",
	[STORE_SPOOL_DUPLICATE] = "duplicate",
	[STORE_SPOOL_FAILED] = "failed",
};
STORE_ENUM(store_spool_status, enum store_spool_status, spool_status)

static const char *const outbox_status[STORE_OUTBOX_NSTATUS] = {
	[STORE_OUTBOX_QUEUED] = "queued",
	[STORE_OUTBOX_SENT] = "sent",
	[STORE_OUTBOX_FAILED] = "failed",
};
STORE_ENUM(store_outbox_status, enum store_outbox_status, outbox_status)

static const char *const series_scoring[STORE_SERIES_NSCORING] = {
	[STORE_SERIES_CLASSIC] = "classic",
	[STORE_SERIES_TOP] = "top",
};
STORE_ENUM(store_series_scoring, enum store_series_scoring, series_scoring)

static const char *const series_status[STORE_SERIES_NSTATUS] = {
	[STORE_SERIES_OPEN] = "open",
	[STORE_SERIES_OVER] = "over",
};
STORE_ENUM(store_series_status, enum store_series_status, series_status)

static const char *const signup_status[STORE_SIGNUP_NSTATUS] = {
	[STORE_SIGNUP_UNCONFIRMED] = "unconfirmed",
	[STORE_SIGNUP_PENDING] = "pending",
	[STORE_SIGNUP_APPROVED] = "approved",
	[STORE_SIGNUP_REJECTED] = "rejected",
	[STORE_SIGNUP_VOID] = "void",
};
STORE_ENUM(store_signup_status, enum store_signup_status, signup_status)

static const char *const contest_status[STORE_CONTEST_NSTATUS] = {
	[STORE_CONTEST_NEW] = "new",
	[STORE_CONTEST_RUNNING] = "running",
	[STORE_CONTEST_OVER] = "over",
};
STORE_ENUM(store_contest_status, enum store_contest_status, contest_status)

static const char *const contest_entry[STORE_ENTRY_NKINDS] = {
	[STORE_ENTRY_OPEN] = "open",
	[STORE_ENTRY_REGISTERED] = "registered",
};
STORE_ENUM(store_contest_entry, enum store_contest_entry, contest_entry)

static const char *const contest_feedback[STORE_FEEDBACK_NKINDS] = {
	[STORE_FEEDBACK_ON_RECEIPT] = "on-receipt",
	[STORE_FEEDBACK_AFTER_DEADLINE] = "after-deadline",
};
STORE_ENUM(store_contest_feedback, enum store_contest_feedback,
    contest_feedback)

static const char *const round_status[STORE_ROUND_NSTATUS] = {
	[STORE_ROUND_OPEN] = "open",
	[STORE_ROUND_CLOSED] = "closed",
};
STORE_ENUM(store_round_status, enum store_round_status, round_status)

static const char *const round_outcome[STORE_OUTCOME_NKINDS] = {
	[STORE_OUTCOME_PENDING] = NULL,
	[STORE_OUTCOME_PLAYED] = "played",
	[STORE_OUTCOME_REPEATED] = "repeated",
	[STORE_OUTCOME_NONE] = "none",
};
STORE_ENUM(store_round_outcome, enum store_round_outcome, round_outcome)

static const char *const game_status[STORE_GAME_NSTATUS] = {
	[STORE_GAME_NEW] = "new",
	[STORE_GAME_PLAYING] = "playing",
	[STORE_GAME_OVER] = "over",
};
STORE_ENUM(store_game_status, enum store_game_status, game_status)

static const char *const move_kind[STORE_MOVE_NKINDS] = {
	[STORE_MOVE_PLAY] = "play",
	[STORE_MOVE_EXCHANGE] = "exchange",
	[STORE_MOVE_PASS] = "pass",
	[STORE_MOVE_RESIGN] = "resign",
	[STORE_MOVE_END] = "end",
	[STORE_MOVE_OPENING] = "opening",
};
STORE_ENUM(store_move_kind, enum store_move_kind, move_kind)

static const char *const move_cause[STORE_CAUSE_NKINDS] = {
	[STORE_CAUSE_NONE] = NULL,
	[STORE_CAUSE_TIMEOUT] = "timeout",
	[STORE_CAUSE_ILLEGAL] = "illegal",
};
STORE_ENUM(store_move_cause, enum store_move_cause, move_cause)

static const char *const leader[STORE_LEADER_NKINDS] = {
	[STORE_LEADER_ARBITER] = "arbiter",
	[STORE_LEADER_PLAYER] = "player",
};
STORE_ENUM(store_leader, enum store_leader, leader)

static const char *const champ_timeout[STORE_TIMEOUT_NKINDS] = {
	[STORE_TIMEOUT_PASS] = "pass",
	[STORE_TIMEOUT_FORFEIT] = "forfeit",
};
STORE_ENUM(store_champ_timeout, enum store_champ_timeout, champ_timeout)

static const char *const champ_illegal[STORE_ILLEGAL_NKINDS] = {
	[STORE_ILLEGAL_RETRY] = "retry",
	[STORE_ILLEGAL_PASS] = "pass",
};
STORE_ENUM(store_champ_illegal, enum store_champ_illegal, champ_illegal)

bool
store_dup_variant_parse(const char *text, enum sm_dup_variant *v)
{
	int x;

	for (x = 0; x < SM_DUP_NVARIANTS; x++) {
		if (text != NULL && strcmp(text,
		    sm_dup_variant_name((enum sm_dup_variant)x)) == 0) {
			*v = (enum sm_dup_variant)x;
			return true;
		}
	}
	return false;
}

bool
store_free_variant_parse(const char *text, enum sm_free_variant *v)
{
	int x;

	for (x = 0; x < SM_FREE_NVARIANTS; x++) {
		if (text != NULL && strcmp(text,
		    sm_free_variant_name((enum sm_free_variant)x)) == 0) {
			*v = (enum sm_free_variant)x;
			return true;
		}
	}
	return false;
}
