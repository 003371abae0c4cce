/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * rating.c: the Elo-style rating of rated free games: expected scores,
 * K, pairwise results and one game's update.  See rating.h.
 */
#include <limits.h>
#include <math.h>
#include <stddef.h>

#include "rating.h"

void
sm_rating_init(struct sm_rating *r)
{
	r->rating = SM_RATING_START;
	r->games = 0;
	r->peak = false;
}

double
sm_rating_expected(double ra, double rb)
{
	return 1.0 / (1.0 + pow(10.0, (rb - ra) / 400.0));
}

int
sm_rating_k(const struct sm_rating *r)
{
	if (r->peak || r->rating >= SM_RATING_PEAK)
		return SM_RATING_K_PEAK;
	if (r->games < SM_RATING_PROVISIONAL)
		return SM_RATING_K_PROVISIONAL;
	return SM_RATING_K_NORMAL;
}

double
sm_rating_result(int sa, int sb, bool fa, bool fb)
{
	if (fa && fb)
		return 0.5;
	if (fa)
		return 0.0;
	if (fb)
		return 1.0;
	if (sa > sb)
		return 1.0;
	if (sa < sb)
		return 0.0;
	return 0.5;
}

int
sm_rating_game(struct sm_rating *r, int n, const int *score,
    const bool *forfeit, double *delta)
{
	double	d[SM_RATING_MAX_PLAYERS], sum;
	bool	fi, fj;
	int	i, j;

	if (r == NULL || score == NULL || n < SM_RATING_MIN_PLAYERS ||
	    n > SM_RATING_MAX_PLAYERS)
		return -1;
	for (i = 0; i < n; i++)
		if (!isfinite(r[i].rating) || r[i].games < 0)
			return -1;

	/* Every change from the ratings and K before the game. */
	for (i = 0; i < n; i++) {
		sum = 0.0;
		fi = forfeit != NULL && forfeit[i];
		for (j = 0; j < n; j++) {
			if (j == i)
				continue;
			fj = forfeit != NULL && forfeit[j];
			sum += sm_rating_result(score[i], score[j], fi, fj) -
			    sm_rating_expected(r[i].rating, r[j].rating);
		}
		d[i] = sm_rating_k(&r[i]) * sum / (n - 1);
	}

	for (i = 0; i < n; i++) {
		r[i].rating += d[i];
		if (r[i].games < INT_MAX)
			r[i].games++;
		if (r[i].rating >= SM_RATING_PEAK)
			r[i].peak = true;
		if (delta != NULL)
			delta[i] = d[i];
	}
	return 0;
}

long
sm_rating_shown(double rating)
{
	return lround(rating);
}
