#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# A newspaper's calendar (issue 15): contest create --deadline "sun 23:59"
# and --round-date, in the organiser's zone (timezone = Europe/Bucharest):
# the calendar printed by 'contest start' and 'contest schedule' (whole
# outputs), the deadlines stored (UTC) across a DST change, the next
# round's deadline after a close, and the refusals.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_CONFIG=$T/scrabmail.conf
SCRABMAIL_NOW=2026-12-01T18:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_CONFIG SCRABMAIL_NOW
printf '[scrabmail]\ntimezone = Europe/Bucharest\n' >"$SCRABMAIL_CONFIG"
sm init
expect_rc 0

# --- refusals -------------------------------------------------------------
sm contest create X --variant classic --deadline "sun 24:00"
expect_rc 3
expect_in "bad time" "$err" "'sun 24:00' is not a weekday and a time"
sm contest create X --variant classic --deadline "someday 10:00"
expect_rc 3
expect_in "bad day" "$err" "'someday 10:00' is not a weekday"
sm contest create X --variant classic --round-date "2=2026-02-30 10:00"
expect_rc 3
expect_in "bad date" "$err" "'2026-02-30 10:00' is not a local date"
sm contest create X --variant classic --round-date "2026-12-24 10:00"
expect_rc 3
expect_in "no round" "$err" "N=\"YYYY-MM-DD HH:MM\""
sm contest create X --variant classic --round-date "2=2026-12-24 10:00" \
    --round-date "2=2026-12-25 10:00"
expect_rc 3
expect_in "twice" "$err" "round 2 is given two dates"
sm contest list
expect_eq "nothing created" "$out" ""

# --- a Sunday paper: every round closes on Sunday at 23:59 local ---------
sm contest create Ziar --variant classic --seed 42 --rounds 5 \
    --deadline "Duminică 23:59" --round-date "3=2026-12-24 12:00"
expect_rc 0
sm contest schedule Ziar
expect_rc 0
expect_eq "calendar before the start" "$out" "timezone	Europe/Bucharest
deadline	sun 23:59
round	1	2026-12-01 20:00	2026-12-06 23:59	planned
round	2	2026-12-06 23:59	2026-12-13 23:59	planned
round	3	2026-12-13 23:59	2026-12-24 12:00	planned
round	4	2026-12-24 12:00	2026-12-27 23:59	planned
round	5	2026-12-27 23:59	2027-01-03 23:59	planned"
sm contest start Ziar
expect_rc 0
expect_in "announcement on stdout" "$out" "A C F I N R T"
expect_eq "calendar at the start (stderr)" "$err" "timezone	Europe/Bucharest
deadline	sun 23:59
round	1	2026-12-01 20:00	2026-12-06 23:59	open
round	2	2026-12-06 23:59	2026-12-13 23:59	planned
round	3	2026-12-13 23:59	2026-12-24 12:00	planned
round	4	2026-12-24 12:00	2026-12-27 23:59	planned
round	5	2026-12-27 23:59	2027-01-03 23:59	planned"
sm contest show Ziar
expect_in "stored in UTC" "$out" "deadline	2026-12-06T21:59:00Z"
# The round closes at its deadline; the next opens then and closes the
# Sunday after.
SCRABMAIL_NOW=2026-12-06T22:00:30Z sm tick
expect_rc 0
expect_eq "tick" "$out" "closed 1, reminded 0"
SCRABMAIL_NOW=2026-12-06T22:01:00Z sm contest schedule Ziar
expect_eq "calendar after round 1" "$out" "timezone	Europe/Bucharest
deadline	sun 23:59
round	1	2026-12-01 20:00	2026-12-06 23:59	closed
round	2	2026-12-07 00:00	2026-12-13 23:59	open
round	3	2026-12-13 23:59	2026-12-24 12:00	planned
round	4	2026-12-24 12:00	2026-12-27 23:59	planned
round	5	2026-12-27 23:59	2027-01-03 23:59	planned"
sm contest show Ziar --round 2
expect_in "round 2's deadline" "$out" "deadline	2026-12-13T21:59:00Z"

# --- across the spring DST change (Sunday 28 March 2027, 03:00 -> 04:00):
# 23:59 on the wall clock every week, 20:59 UTC after the change. --------
SCRABMAIL_NOW=2027-03-16T10:00:00Z
SCRABMAIL_DB=$T/spring.sqlite
sm init
sm contest create Primavara --variant classic --seed 7 --rounds 3 \
    --deadline "sun 23:59"
expect_rc 0
sm contest schedule Primavara
expect_eq "calendar over DST" "$out" "timezone	Europe/Bucharest
deadline	sun 23:59
round	1	2027-03-16 12:00	2027-03-21 23:59	planned
round	2	2027-03-21 23:59	2027-03-28 23:59	planned
round	3	2027-03-28 23:59	2027-04-04 23:59	planned"
sm contest start Primavara
expect_rc 0
SCRABMAIL_NOW=2027-03-21T22:00:00Z sm tick
expect_rc 0
sm contest show Primavara --round 2
expect_in "EEST deadline" "$out" "deadline	2027-03-28T20:59:00Z"

SCRABMAIL_DB=$T/db.sqlite
# --- round_days as before, and a fixed date that comes too early ---------
SCRABMAIL_NOW=2026-12-01T18:00:00Z
sm contest create Zile --variant classic --seed 1 --round-days 3 --rounds 2
expect_rc 0
sm contest schedule Zile
expect_eq "round-days calendar" "$out" "timezone	Europe/Bucharest
round-days	3
round	1	2026-12-01 20:00	2026-12-04 20:00	planned
round	2	2026-12-04 20:00	2026-12-07 20:00	planned"
# A fixed date the round opens after (rounds run late) is passed over for
# the weekly rule or round_days.
sm contest create Devreme --variant classic --seed 1 --rounds 2 \
    --round-date "1=2026-11-01 10:00" --round-date "2=2026-12-05 09:00"
expect_rc 0
sm contest schedule Devreme
expect_eq "a date passed over" "$out" "timezone	Europe/Bucharest
round-days	7
round	1	2026-12-01 20:00	2026-12-08 20:00	planned
round	2	2026-12-08 20:00	2026-12-15 20:00	planned"
sm contest schedule Nobody
expect_rc 1
exit 0
