/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * rating.h: an Elo-style rating for the players of rated championships of
 * free games (free.h: the free game, 2-4 players; liber mărunțel, 2-8).
 * When a rated game ends, the program passes the players' ratings, final
 * scores and forfeits to sm_rating_game(), which updates them in place.
 *
 * The rules:
 *   - A rating is a double kept to full precision (stored and computed
 *     so); it is shown rounded to the nearest integer, halves away from
 *     zero (sm_rating_shown).  A new player starts at 1500 with 0 games.
 *   - A game of n players (2..8) counts as its n(n-1)/2 pairs.  In each
 *     pair the player with the higher final score scores 1 and the other
 *     0; equal scores give 0.5 each.  A player who lost by forfeit
 *     (resignation or timeout) loses to every player who did not (1 - 0
 *     whatever the scores); two forfeiters draw with each other (0.5 each,
 *     whatever their scores).  The spread does not count: only win, draw
 *     or loss, as in chess.
 *   - The expected score of A against B is
 *         E(A, B) = 1 / (1 + 10^((Rb - Ra) / 400)),
 *     so E(A, B) + E(B, A) = 1 and 200 points ahead expect about 0.76.
 *   - A's change for the game is
 *         K_A / (n - 1) * sum over the opponents B of (S(A, B) - E(A, B)),
 *     every term (ratings, K) taken from the state BEFORE the game, so
 *     the players' order does not matter (up to the last bits of the sums'
 *     rounding) and a 2-player game is plain Elo.  Dividing by n - 1 makes
 *     a game weigh the same whatever the number of players: the change is
 *     at most K in either direction.  With equal K the changes of a game
 *     sum to zero.
 *   - K, the weight of a game (sm_rating_k), from the state before it:
 *         10  once the rating has ever reached 2200 (the "peak" flag, kept
 *             per player, or the current rating >= 2200); it stays 10
 *             when the rating falls back below 2200;
 *         40  otherwise while the player has fewer than 20 rated games
 *             (a provisional rating);
 *         20  otherwise.
 *     The 2200 rule comes first: a provisional player who already reached
 *     2200 has shown their level and gets 10, not 40.  The peak flag is set
 *     by sm_rating_game when a rating ends a game at 2200 or above (so the
 *     game that crosses 2200 still used the old K); it is a field rather
 *     than a look at the current rating only, because "ever reached" cannot
 *     be recomputed from the rating alone.  The caller stores the three
 *     fields of struct sm_rating as they are.
 *   - Every player's game count goes up by one, forfeiters included.
 *
 * Pure C (libc and libm), no I/O, no globals, no allocation.
 */
#ifndef SM_RATING_H
#define SM_RATING_H

#include <stdbool.h>

#define SM_RATING_START		1500.0	/* a new player's rating */
#define SM_RATING_MIN_PLAYERS	2
#define SM_RATING_MAX_PLAYERS	8	/* liber mărunțel */
#define SM_RATING_PROVISIONAL	20	/* games below which K is 40 */
#define SM_RATING_PEAK		2200.0	/* reached once: K is 10 */
#define SM_RATING_K_PROVISIONAL	40
#define SM_RATING_K_NORMAL	20
#define SM_RATING_K_PEAK	10

/* One player's rating: a plain value, stored by the caller as it is. */
struct sm_rating {
	double	rating;		/* full precision; finite */
	int	games;		/* rated games played, >= 0 */
	bool	peak;		/* the rating has reached SM_RATING_PEAK */
};

/* A new player: 1500, no games, never at 2200. */
void sm_rating_init(struct sm_rating *r);

/* The expected score (0..1) of a player rated ra against one rated rb. */
double sm_rating_expected(double ra, double rb);

/* K for r's next game: 10, 40 or 20 as above. */
int sm_rating_k(const struct sm_rating *r);

/* A's result against B (1, 0.5 or 0) from their final scores sa, sb and
 * whether each lost by forfeit (fa, fb), as above. */
double sm_rating_result(int sa, int sb, bool fa, bool fb);

/* One finished game of n players: score[i] is player i's final score and
 * forfeit[i] whether they lost by forfeit (forfeit NULL: nobody did).
 * Updates r[0..n-1] in place (rating, games + 1, peak) and, when delta is
 * not NULL, writes to delta[i] the change added to r[i].rating.  Returns
 * 0; or -1, changing nothing, for n outside 2..8, r or score NULL, or a
 * rating that is not finite or a negative game count among r[0..n-1]. */
int sm_rating_game(struct sm_rating *r, int n, const int *score,
    const bool *forfeit, double *delta);

/* A rating as shown: rounded to the nearest integer, halves away from
 * zero (1500.5 shows 1501, 1500.49 shows 1500).  rating finite. */
long sm_rating_shown(double rating);

#endif /* SM_RATING_H */
