/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-sched.c: a contest's calendar (sched.c): the weekday-and-time
 * specs it reads and refuses, the next weekly deadline in
 * Europe/Bucharest across the spring and autumn DST changes (a Sunday
 * 23:59 stays 23:59 on the wall clock, so the week is 167 or 169 hours
 * long), a wall time skipped in spring, fixed dates per round and their
 * precedence over the weekly rule and round_days, and the stored form of
 * the dates.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sched.h"
#include "util.h"

#define BUC "Europe/Bucharest"

static long long
iso(const char *s)
{
	long long t;

	assert_int_equal(util_parse_iso8601(s, &t), 0);
	return t;
}

static void
test_parse(void **state)
{
	struct sched_weekly w;
	char *cause = NULL, buf[16];

	(void)state;
	assert_int_equal(sched_weekly_parse("sun 23:59", &w, &cause), 0);
	assert_int_equal(w.wday, 7);
	assert_int_equal(w.hour, 23);
	assert_int_equal(w.minute, 59);
	sched_weekly_format(&w, buf, sizeof buf);
	assert_string_equal(buf, "sun 23:59");
	assert_int_equal(sched_weekly_parse("Duminică 08:05", &w, &cause), 0);
	assert_int_equal(w.wday, 7);
	assert_int_equal(w.hour, 8);
	assert_int_equal(w.minute, 5);
	assert_int_equal(sched_weekly_parse("sâm 00:00", &w, &cause), 0);
	assert_int_equal(w.wday, 6);
	assert_int_equal(sched_weekly_parse("MON 12:00", &w, &cause), 0);
	assert_int_equal(w.wday, 1);
	assert_int_equal(sched_weekly_parse("joi 7:00", &w, &cause), -1);
	assert_non_null(strstr(cause, "'joi 7:00'"));
	free(cause);
	cause = NULL;
	assert_int_equal(sched_weekly_parse("sun 24:00", &w, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(sched_weekly_parse("su 23:00", &w, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(sched_weekly_parse("sunday", &w, &cause), -1);
	assert_int_equal(w.set, 0);
	free(cause);
}

static void
test_weekly(void **state)
{
	struct sched_weekly w;
	char *cause = NULL;
	long long t;

	(void)state;
	assert_int_equal(sched_weekly_parse("sun 23:59", &w, &cause), 0);
	/* Tuesday 1 December 2026, 20:00 EET: Sunday the 6th, 23:59 EET. */
	t = sched_weekly_next(BUC, &w, iso("2026-12-01T18:00:00Z"));
	assert_int_equal(t, iso("2026-12-06T21:59:00Z"));
	/* From that deadline itself: the next week, not the same instant. */
	assert_int_equal(sched_weekly_next(BUC, &w, t),
	    iso("2026-12-13T21:59:00Z"));
	/* On the Sunday, before 23:59: that same day. */
	assert_int_equal(sched_weekly_next(BUC, &w,
	    iso("2026-12-06T10:00:00Z")), iso("2026-12-06T21:59:00Z"));
	/* Spring: clocks go 03:00 -> 04:00 on Sunday 28 March 2027; the week
	 * from Sunday the 21st is an hour shorter. */
	t = sched_weekly_next(BUC, &w, iso("2027-03-21T21:59:00Z"));
	assert_int_equal(t, iso("2027-03-28T20:59:00Z"));
	/* Autumn: 04:00 -> 03:00 on Sunday 25 October 2026; an hour
	 * longer. */
	t = sched_weekly_next(BUC, &w, iso("2026-10-18T20:59:00Z"));
	assert_int_equal(t, iso("2026-10-25T21:59:00Z"));
	/* The same rule in UTC: plain weeks. */
	assert_int_equal(sched_weekly_next("UTC", &w,
	    iso("2027-03-21T23:59:00Z")), iso("2027-03-28T23:59:00Z"));
	/* A wall time skipped in spring (03:30 on 28 March 2027) becomes
	 * the end of the gap: 04:00 EEST. */
	assert_int_equal(sched_weekly_parse("sun 03:30", &w, &cause), 0);
	assert_int_equal(sched_weekly_next(BUC, &w,
	    iso("2027-03-27T12:00:00Z")), iso("2027-03-28T01:00:00Z"));
}

static void
test_local(void **state)
{
	char *cause = NULL, *s;
	long long t;

	(void)state;
	assert_int_equal(sched_local_parse(BUC, "2026-12-06 23:59", &t,
	    &cause), 0);
	assert_int_equal(t, iso("2026-12-06T21:59:00Z"));
	assert_int_equal(sched_local_parse(BUC, "2027-07-04T23:59", &t,
	    &cause), 0);
	assert_int_equal(t, iso("2027-07-04T20:59:00Z"));
	s = sched_local_format(BUC, t);
	assert_string_equal(s, "2027-07-04 23:59");
	free(s);
	assert_int_equal(sched_local_parse(NULL, "2026-12-06 23:59", &t,
	    &cause), 0);
	assert_int_equal(t, iso("2026-12-06T23:59:00Z"));
	assert_int_equal(sched_local_parse(BUC, "2026-02-30 10:00", &t,
	    &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(sched_local_parse(BUC, "2026-12-06 24:00", &t,
	    &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(sched_local_parse(BUC, "2026-12-06", &t, &cause),
	    -1);
	free(cause);
}

static void
test_deadline(void **state)
{
	struct sched_rule s;
	char *cause = NULL, *saved;
	long long opened = iso("2026-12-01T18:00:00Z");

	(void)state;
	memset(&s, 0, sizeof s);
	s.round_days = 7;
	/* round_days alone: a plain week from the opening. */
	assert_int_equal(sched_deadline(&s, BUC, 1, opened),
	    opened + 7 * 86400);
	/* The weekly rule wins over round_days. */
	assert_int_equal(sched_weekly_parse("sun 23:59", &s.deadline, &cause),
	    0);
	assert_int_equal(sched_deadline(&s, BUC, 1, opened),
	    iso("2026-12-06T21:59:00Z"));
	/* A fixed date wins over both, for its round only. */
	assert_int_equal(sched_date_add(&s, BUC, "3=2026-12-24 12:00",
	    &cause), 0);
	assert_int_equal(sched_date_add(&s, BUC, "2=2026-12-16 20:00",
	    &cause), 0);
	assert_int_equal(sched_deadline(&s, BUC, 2, opened),
	    iso("2026-12-16T18:00:00Z"));
	assert_int_equal(sched_deadline(&s, BUC, 3, opened),
	    iso("2026-12-24T10:00:00Z"));
	assert_int_equal(sched_deadline(&s, BUC, 4, opened),
	    iso("2026-12-06T21:59:00Z"));
	assert_int_equal(sched_date_add(&s, BUC, "2=2026-12-17 20:00",
	    &cause), -1);
	assert_non_null(strstr(cause, "round 2"));
	free(cause);
	cause = NULL;
	assert_int_equal(sched_date_add(&s, BUC, "0=2026-12-17 20:00",
	    &cause), -1);
	free(cause);
	cause = NULL;
	/* Stored sorted, in UTC, and read back the same. */
	saved = sched_dates_save(&s);
	assert_string_equal(saved,
	    "2=2026-12-16T18:00:00Z;3=2026-12-24T10:00:00Z");
	sched_clear(&s);
	assert_null(sched_dates_save(&s));
	assert_int_equal(sched_dates_load(&s, saved, &cause), 0);
	assert_int_equal(s.ndates, 2);
	assert_int_equal(sched_deadline(&s, BUC, 3, opened),
	    iso("2026-12-24T10:00:00Z"));
	sched_clear(&s);
	assert_int_equal(sched_dates_load(&s, "2=yesterday", &cause), -1);
	free(cause);
	free(saved);
	sched_clear(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_weekly),
		cmocka_unit_test(test_local),
		cmocka_unit_test(test_deadline),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
