#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# A newspaper's calendar (issue 15): contest create --deadline "sun 23:59"
# and --round-date, in the organiser's zone (timezone = Europe/Bucharest):
# the calendar printed by 'contest start' and 'contest schedule' (whole
# outputs), the deadlines stored (UTC) across a DST change, the next
# round's deadline after a close, and the refusals; rounds opened at a
# given time (--open): planned until then, entries for them refused with
# the time they open, opened by tick, the calendar and the mails saying so.
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
# --- rounds opened at a given time: a Monday paper (--open "mon 08:00") --
SCRABMAIL_DB=$T/open.sqlite
SCRABMAIL_NOW=2026-12-01T18:00:00Z
sm init
sm contest create Bad --variant classic --manual-draw --open "mon 08:00"
expect_rc 3
expect_in "not with manual draw" "$err" "--open does not apply to --manual-draw"
sm contest create Bad --variant classic --open "mon 8:00"
expect_rc 3
expect_in "bad opening" "$err" "'mon 8:00' is not a weekday and a time"
sm contest create Luni --variant classic --seed 42 --rounds 3 \
    --deadline "sun 23:59" --open "lun 08:00"
expect_rc 0
sm contest schedule Luni
expect_eq "calendar with openings" "$out" "timezone	Europe/Bucharest
deadline	sun 23:59
opens	mon 08:00
round	1	2026-12-01 20:00	2026-12-06 23:59	planned
round	2	2026-12-07 08:00	2026-12-13 23:59	planned
round	3	2026-12-14 08:00	2026-12-20 23:59	planned"
sm contest start Luni
expect_rc 0
entry() {	# USER ROUND MOVE
	printf 'From: %s <%s@example.ro>\nSubject: runda\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\nTUR %s\n%s\n' \
	    "$1" "$1" "$1" "$(date +%s%N)" "$2" "$3" | "$SCRABMAIL" ingest ||
		fail "ingest of $1's entry"
}
# The text part of outbox mail ID, decoded and unwrapped.
mailtext() {
	"$SCRABMAIL" outbox show "$1" | python3 -c '
import email, sys
m = email.message_from_bytes(sys.stdin.buffer.read())
for p in m.walk():
    if p.get_content_type() == "text/plain":
        print(" ".join(p.get_payload(decode=True).decode().split()))'
}
entry ana 1 "H8 CANT"
# Round 1 closes on Sunday 23:59; round 2 is drawn then but opens on
# Monday 08:00.
SCRABMAIL_NOW=2026-12-06T22:00:30Z sm tick
expect_eq "tick closes, opens nothing" "$out" "closed 1, reminded 0"
SCRABMAIL_NOW=2026-12-06T22:01:00Z sm contest schedule Luni
expect_eq "round 2 planned" "$out" "timezone	Europe/Bucharest
deadline	sun 23:59
opens	mon 08:00
round	1	2026-12-01 20:00	2026-12-06 23:59	closed
round	2	2026-12-07 08:00	2026-12-13 23:59	planned
round	3	2026-12-14 08:00	2026-12-20 23:59	planned"
SCRABMAIL_NOW=2026-12-06T22:01:00Z sm contest show Luni
expect_in "show: planned" "$out" "planned	2	2026-12-07T06:00:00Z	2026-12-07 08:00 (Europe/Bucharest)"
SCRABMAIL_NOW=2026-12-06T22:01:00Z sm contest show Luni --json
expect_rc 0
expect_eq "show --json: planned" "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
p = d["planned"]
print(d["kind"], p["round"], p["opens"], d["round"]["number"],
    d["round"]["status"])')" "contest 2 2026-12-07T06:00:00Z 1 closed"
results=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
expect_in "results say when round 2 opens" "$(mailtext "$results")" \
    "Runda 2 a concursului „Luni” se deschide la 2026-12-07 08:00 (Europe/Bucharest); o veți primi atunci"
# An entry for round 2 before it opens: refused, naming the time.
SCRABMAIL_NOW=2026-12-07T05:00:00Z entry ana 2 "H8 CEEA"
refusal=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
expect_in "entry refused until the opening" "$(mailtext "$refusal")" \
    "Runda 2 a concursului „Luni” nu s-a deschis încă: se deschide la 2026-12-07 08:00 (Europe/Bucharest). Mutarea nu a fost înregistrată"
SCRABMAIL_NOW=2026-12-07T05:00:00Z sm contest close-round Luni --round 2
expect_rc 1
expect_in "nothing to close" "$err" "round 2 opens at 2026-12-07 08:00 (Europe/Bucharest)"
SCRABMAIL_NOW=2026-12-07T05:00:00Z sm contest letters Luni AEIRSTU --reason x
expect_rc 1
expect_in "no letters for a planned round" "$err" "round 2 of Luni is drawn already and opens at"
# A minute before: nothing; at 08:00 local the tick opens it and mails it.
SCRABMAIL_NOW=2026-12-07T05:59:00Z sm tick
expect_eq "not yet" "$out" "closed 0, reminded 0"
SCRABMAIL_NOW=2026-12-07T06:00:10Z sm tick
expect_eq "opened" "$out" "closed 0, reminded 0
opened 1"
SCRABMAIL_NOW=2026-12-07T06:00:10Z sm tick
expect_eq "opened once" "$out" "closed 0, reminded 0"
sm contest show Luni
expect_in "round 2 open" "$out" "round	2"
expect_in "round 2's deadline" "$out" "deadline	2026-12-13T21:59:00Z"
sm contest show Luni --json
expect_eq "show --json: nothing planned once open" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["planned"])')" \
    "None"
announced=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
expect_in "the reader gets round 2" "$(mailtext "$announced")" "Luni — runda 2"
SCRABMAIL_NOW=2026-12-07T07:00:00Z entry ana 2 "H8 CEEA"
sm contest show Luni
expect_in "entry taken once open" "$out" "entry	ana	H8 CEEA"

# --- a contest drawn by hand: round 1 waits for its letters, not planned --
sm contest create Mana --variant classic --rounds 2 --manual-draw
sm contest start Mana
expect_rc 0
sm contest schedule Mana
expect_eq "waiting for letters" "$(printf '%s\n' "$out" | cut -f1,2,5)" "timezone	Europe/Bucharest
round-days	7
round	1	waiting
round	2	planned"

sm contest schedule Nobody
expect_rc 1
exit 0
