/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-util.c: the date functions of util.c: util_parse_iso8601 (the
 * accepted forms and time zones, and the impossible dates and malformed
 * strings it must refuse), util_format_iso8601 (checked against the C
 * library's timegm/gmtime_r for every day from 1970 to 2100, leap days
 * included, and round-tripped through the parser) and util_time's
 * SCRABMAIL_NOW pin.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "util.h"

/* The epoch seconds of a UTC date, from the C library. */
static long long
utc(int y, int mo, int d, int h, int mi, int s)
{
	struct tm tm;

	memset(&tm, 0, sizeof tm);
	tm.tm_year = y - 1900;
	tm.tm_mon = mo - 1;
	tm.tm_mday = d;
	tm.tm_hour = h;
	tm.tm_min = mi;
	tm.tm_sec = s;
	return (long long)timegm(&tm);
}

static long long
parse_ok(const char *s)
{
	long long t = -12345;

	if (util_parse_iso8601(s, &t) != 0)
		fail_msg("util_parse_iso8601 refused '%s'", s);
	return t;
}

static void
parse_bad(const char *s)
{
	long long t = -12345;

	if (util_parse_iso8601(s, &t) != -1)
		fail_msg("util_parse_iso8601 accepted '%s' (%lld)", s, t);
	/* A refused string leaves the result alone. */
	assert_int_equal(t, -12345);
}

static void
test_parse_forms(void **state)
{
	long long base = utc(2026, 11, 30, 10, 15, 42);

	(void)state;
	assert_int_equal(parse_ok("2026-11-30T10:15:42Z"), base);
	/* No zone means UTC. */
	assert_int_equal(parse_ok("2026-11-30T10:15:42"), base);
	/* A space instead of T. */
	assert_int_equal(parse_ok("2026-11-30 10:15:42Z"), base);
	/* No seconds. */
	assert_int_equal(parse_ok("2026-11-30T10:15Z"), base - 42);
	assert_int_equal(parse_ok("2026-11-30 10:15"), base - 42);
	/* Offsets: local time minus the offset is UTC. */
	assert_int_equal(parse_ok("2026-11-30T12:15:42+02:00"), base);
	assert_int_equal(parse_ok("2026-11-30T04:45:42-05:30"), base);
	assert_int_equal(parse_ok("2026-11-30T12:15+02:00"), base - 42);
	/* An offset that crosses midnight and a year. */
	assert_int_equal(parse_ok("2027-01-01T01:30:00+02:00"),
	    utc(2026, 12, 31, 23, 30, 0));
	assert_int_equal(parse_ok("2026-12-31T20:00:00-05:30"),
	    utc(2027, 1, 1, 1, 30, 0));
	/* Edges. */
	assert_int_equal(parse_ok("1970-01-01T00:00:00Z"), 0);
	assert_int_equal(parse_ok("1969-12-31T23:59:59Z"), -1);
	assert_int_equal(parse_ok("2024-02-29T23:59:59Z"),
	    utc(2024, 2, 29, 23, 59, 59));
	assert_int_equal(parse_ok("2000-02-29T00:00:00Z"),
	    utc(2000, 2, 29, 0, 0, 0));
	assert_int_equal(parse_ok("2026-12-31T23:59:59Z"),
	    utc(2026, 12, 31, 23, 59, 59));
}

static void
test_parse_bad(void **state)
{
	(void)state;
	parse_bad("");
	parse_bad("2026");
	parse_bad("2026-11-30");
	parse_bad("2026-11-30T");
	parse_bad("2026-11-30T10");
	parse_bad("2026-11-30T10:");
	parse_bad("2026-11-30T10:1");
	parse_bad("2026-11-30T10:15:4");
	parse_bad("2026-11-30X10:15:42Z");
	parse_bad("2026/11/30T10:15:42Z");
	parse_bad("26-11-30T10:15:42Z");
	parse_bad("2026-1-30T10:15:42Z");
	/* Impossible dates and times. */
	parse_bad("2026-02-30T10:00:00Z");
	parse_bad("2026-04-31T10:00:00Z");
	parse_bad("2026-13-01T10:00:00Z");
	parse_bad("2026-00-10T10:00:00Z");
	parse_bad("2026-11-00T10:00:00Z");
	parse_bad("2026-11-32T10:00:00Z");
	parse_bad("2026-11-30T24:00:00Z");
	parse_bad("2026-11-30T23:60:00Z");
	parse_bad("2026-11-30T23:59:61Z");
	/* February 29th only in leap years. */
	parse_bad("2026-02-29T10:00:00Z");
	parse_bad("2100-02-29T10:00:00Z");
	parse_bad("1900-02-29T10:00:00Z");
	/* Bad zones and trailing text. */
	parse_bad("2026-11-30T10:15:42ZZ");
	parse_bad("2026-11-30T10:15:42Z ");
	parse_bad("2026-11-30T10:15:42 ");
	parse_bad("2026-11-30T10:15:42+0200");
	parse_bad("2026-11-30T10:15:42+02");
	parse_bad("2026-11-30T10:15:42+24:00");
	parse_bad("2026-11-30T10:15:42+02:60");
	parse_bad("2026-11-30T10:15:42.5Z");
	parse_bad("2026-11-30T10:15:42Z tomorrow");
	parse_bad(" 2026-11-30T10:15:42Z");
}

static void
test_format(void **state)
{
	char buf[UTIL_ISO_LEN];

	(void)state;
	util_format_iso8601(0, buf);
	assert_string_equal(buf, "1970-01-01T00:00:00Z");
	util_format_iso8601(-1, buf);
	assert_string_equal(buf, "1969-12-31T23:59:59Z");
	util_format_iso8601(utc(2024, 2, 29, 13, 5, 9), buf);
	assert_string_equal(buf, "2024-02-29T13:05:09Z");
	util_format_iso8601(utc(2000, 3, 1, 0, 0, 0) - 1, buf);
	assert_string_equal(buf, "2000-02-29T23:59:59Z");
	util_format_iso8601(utc(2100, 3, 1, 0, 0, 0) - 1, buf);
	assert_string_equal(buf, "2100-02-28T23:59:59Z");
	util_format_iso8601(utc(2100, 12, 31, 23, 59, 59), buf);
	assert_string_equal(buf, "2100-12-31T23:59:59Z");
}

/* Every day from 1970 to 2100 at a time that moves through the day: the
 * formatted text is what gmtime_r says and parses back to the same time. */
static void
test_format_round_trip(void **state)
{
	long long t, end = utc(2101, 1, 1, 0, 0, 0), back;
	/* want is larger than the format needs: gcc cannot see that the
	 * fields of a struct tm stay within two digits. */
	char buf[UTIL_ISO_LEN], want[64];
	struct tm tm;
	time_t tt;
	int leapdays = 0;

	(void)state;
	for (t = 0; t < end; t += 86400 + 3607) {
		tt = (time_t)t;
		assert_non_null(gmtime_r(&tt, &tm));
		snprintf(want, sizeof want, "%04d-%02d-%02dT%02d:%02d:%02dZ",
		    tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
		    tm.tm_min, tm.tm_sec);
		util_format_iso8601(t, buf);
		if (strcmp(buf, want) != 0)
			fail_msg("%lld: got %s, want %s", t, buf, want);
		back = -1;
		assert_int_equal(util_parse_iso8601(buf, &back), 0);
		assert_int_equal(back, t);
		if (tm.tm_mon == 1 && tm.tm_mday == 29)
			leapdays++;
	}
	/* The step went through leap days too (1972..2096: 32 of them, most
	 * of which the step meets). */
	assert_true(leapdays > 10);
	/* And each leap day itself, at noon. */
	for (int y = 1972; y <= 2096; y += 4) {
		t = utc(y, 2, 29, 12, 0, 0);
		util_format_iso8601(t, buf);
		snprintf(want, sizeof want, "%04d-02-29T12:00:00Z", y);
		assert_string_equal(buf, want);
		assert_int_equal(util_parse_iso8601(buf, &back), 0);
		assert_int_equal(back, t);
	}
}

static void
test_time(void **state)
{
	long long before, t;

	(void)state;
	assert_int_equal(setenv("SCRABMAIL_NOW", "2026-11-30T10:00:00+02:00",
	    1), 0);
	assert_int_equal(util_time(), utc(2026, 11, 30, 8, 0, 0));
	assert_int_equal(setenv("SCRABMAIL_NOW", "1999-12-31 23:59", 1), 0);
	assert_int_equal(util_time(), utc(1999, 12, 31, 23, 59, 0));
	/* Empty or unset: the clock. */
	assert_int_equal(setenv("SCRABMAIL_NOW", "", 1), 0);
	before = (long long)time(NULL);
	t = util_time();
	assert_true(t >= before && t <= (long long)time(NULL));
	assert_int_equal(unsetenv("SCRABMAIL_NOW"), 0);
	before = (long long)time(NULL);
	t = util_time();
	assert_true(t >= before && t <= (long long)time(NULL));
}

/* Times in a named zone: Bucharest is UTC+2 in winter, +3 in summer; UTC
 * and unknown names give UTC. */
static void
test_zone(void **state)
{
	char *s;

	(void)state;
	assert_true(util_zone_is_utc(NULL));
	assert_true(util_zone_is_utc(""));
	assert_true(util_zone_is_utc("UTC"));
	assert_false(util_zone_is_utc("Europe/Bucharest"));
	assert_true(util_zone_known("UTC"));
	assert_true(util_zone_known("Europe/Bucharest"));
	assert_false(util_zone_known("Mars/Olympus"));
	/* 2026-12-07T10:00:00Z */
	s = util_format_zone("Europe/Bucharest", 1796637600,
	    "%Y-%m-%dT%H:%M:%S%:z");
	assert_string_equal(s, "2026-12-07T12:00:00+02:00");
	free(s);
	/* 2026-07-01T10:00:00Z */
	s = util_format_zone("Europe/Bucharest", 1782900000, "%H:%M");
	assert_string_equal(s, "13:00");
	free(s);
	s = util_format_zone("Mars/Olympus", 1796637600, "%Y-%m-%d %H:%M");
	assert_string_equal(s, "2026-12-07 10:00");
	free(s);
	s = util_format_zone(NULL, 1796637600, "%H:%M");
	assert_string_equal(s, "10:00");
	free(s);
	/* Deadlines: a local midnight is the day before's 24:00 (also across
	 * a month, a year, a leap day); any other time as it is. */
	s = util_format_deadline("Europe/Bucharest", 1796421600);
	assert_string_equal(s, "2026-12-04 24:00");	/* 12-04T22:00Z */
	free(s);
	s = util_format_deadline("Europe/Bucharest", 1796076000);
	assert_string_equal(s, "2026-11-30 24:00");	/* 11-30T22:00Z */
	free(s);
	s = util_format_deadline(NULL, 1798761600);
	assert_string_equal(s, "2026-12-31 24:00");	/* 2027-01-01Z */
	free(s);
	s = util_format_deadline(NULL, 1835481600);
	assert_string_equal(s, "2028-02-29 24:00");	/* 2028-03-01Z */
	free(s);
	s = util_format_deadline("Europe/Bucharest", 1796637600);
	assert_string_equal(s, "2026-12-07 12:00");
	free(s);
	s = util_format_deadline(NULL, 1798761599);
	assert_string_equal(s, "2026-12-31 23:59");
	free(s);
}

/* The log's priorities: on stderr as before, and with journald's "<N>"
 * prefix when stderr is the journal's stream (JOURNAL_STREAM names it). */
static void
test_log_priorities(void **state)
{
	char path[] = "/tmp/test-util-log-XXXXXX", buf[512], ids[64];
	int fd, saved;
	struct stat sb;
	FILE *f;
	size_t n;

	(void)state;
	assert_true((fd = mkstemp(path)) >= 0);
	fflush(stderr);
	assert_true((saved = dup(STDERR_FILENO)) >= 0);
	assert_int_equal(dup2(fd, STDERR_FILENO), STDERR_FILENO);
	unsetenv("JOURNAL_STREAM");
	log_info("plain %d", 1);
	assert_int_equal(fstat(STDERR_FILENO, &sb), 0);
	snprintf(ids, sizeof ids, "%llu:%llu", (unsigned long long)sb.st_dev,
	    (unsigned long long)sb.st_ino);
	setenv("JOURNAL_STREAM", ids, 1);
	log_info("info %d", 2);
	log_warnx("warning %d", 3);
	log_errx("error %d", 4);
	setenv("JOURNAL_STREAM", "1:2", 1);	/* another stream */
	log_errx("elsewhere");
	unsetenv("JOURNAL_STREAM");
	fflush(stderr);
	assert_int_equal(dup2(saved, STDERR_FILENO), STDERR_FILENO);
	close(saved);
	assert_non_null(f = fopen(path, "r"));
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	close(fd);
	unlink(path);
	assert_string_equal(buf, "scrabmail: plain 1\n"
	    "<6>scrabmail: info 2\n"
	    "<4>scrabmail: warning 3\n"
	    "<3>scrabmail: error 4\n"
	    "scrabmail: elsewhere\n");
}

/* Names with diacritics take one column a letter, however many bytes:
 * precomposed ă, ș, ț, î (two bytes each), a comma below written as a
 * combining mark after s (three bytes, no column) and a wide character. */
static void
test_utf8_width(void **state)
{
	char *p;

	(void)state;
	assert_int_equal(util_utf8_width(""), 0);
	assert_int_equal(util_utf8_width("ana"), 3);
	assert_int_equal(util_utf8_width("Ștefan Țăranu"), 13);
	assert_int_equal(util_utf8_width("\xc3\xae" "ncoln"), 6);	/* "încoln" */
	assert_int_equal(util_utf8_width("s\xcc\xa6" "a"), 2);	/* s + U+0326 */
	assert_int_equal(util_utf8_width("\xe4\xb8\xad"), 2);	/* wide */
	assert_int_equal(util_utf8_width("\xff\xfe"), 2);	/* not UTF-8 */

	/* Padded names end in the same column whatever their bytes. */
	p = util_utf8_pad("Ștefan Țăranu", 16);
	assert_string_equal(p, "Ștefan Țăranu   ");
	assert_int_equal(util_utf8_width(p), 16);
	free(p);
	p = util_utf8_pad("s\xcc\xa6tefan", 8);
	assert_string_equal(p, "s\xcc\xa6tefan  ");
	free(p);
	p = util_utf8_pad("ion", 8);
	assert_string_equal(p, "ion     ");
	free(p);
	p = util_utf8_pad("Ionuț Ăștețîescu", 5);
	assert_string_equal(p, "Ionuț Ăștețîescu");
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_forms),
		cmocka_unit_test(test_parse_bad),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_format_round_trip),
		cmocka_unit_test(test_time),
		cmocka_unit_test(test_zone),
		cmocka_unit_test(test_log_priorities),
		cmocka_unit_test(test_utf8_width),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
