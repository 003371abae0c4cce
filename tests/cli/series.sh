#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of series of duplicate contests: series
# create, add, remove, close, show, standings, and publish NAME for a
# series.  Two open contests are played by mail (one round each, closed
# by tick) and ranked together: the totals, the percentage of the sum of
# both contests' tops, a reader absent from one contest, shared places.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG
sm init
expect_rc 0

entry() {	# USER NAME BODY
	printf 'From: %s <%s@example.ro>\nSubject: runda\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\n%s\n' \
	    "$2" "$1" "$1" "$(date +%s%N)" "$3" | "$SCRABMAIL" ingest > /dev/null ||
		fail "ingest of $1's entry"
}

# --- usage ----------------------------------------------------------------
sm series
expect_rc 2
sm series frobnicate X
expect_rc 2
sm series create
expect_rc 2
sm series add X
expect_rc 2
sm series create X --scoring points
expect_rc 2
expect_in "bad scoring" "$err" "write classic or top"
sm series create X --title ""
expect_rc 2
sm series --help
expect_rc 0
expect_in "help" "$out" "RANK<TAB>NAME<TAB>TOTAL<TAB>PERCENT-OF-TOPS<TAB>CONTESTS"
sm series show Nobody
expect_rc 1
expect_in "unknown series" "$err" "no series named 'Nobody'"
sm series standings Nobody
expect_rc 1

# --- two open contests of one round each, and a Top one ----------------------
sm contest create Flacara --variant classic --seed 42
sm contest create Vatra --variant classic --seed 42
sm contest create Topuri --variant top --seed 42
sm contest start Flacara
expect_rc 0
sm contest start Vatra
expect_rc 0
SCRABMAIL_NOW=2026-11-30T11:00:00Z
entry ana "Ana Pop" "CONCURS Flacara
TUR 1
H2 INFARCT 94"
entry dan Dan "CONCURS Flacara
TUR 1
8B INFARCT 94"
entry eva Eva "CONCURS Flacara
TUR 1
H8 XYZ 30"
# Ana writes from her address in capitals: the same reader.
printf 'From: Ana P. <ANA@example.ro>\nSubject: runda\nMessage-ID: <ana2.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\nCONCURS Vatra\nTUR 1\nH8 CANT\n' \
    "$(date +%s%N)" | "$SCRABMAIL" ingest > /dev/null || fail "ingest"
entry gelu Gelu "CONCURS Vatra
TUR 1
8B INFARCT 94"
entry ion Ion "CONCURS Vatra
TUR 1
H2 INFARCT 94"
SCRABMAIL_NOW=2026-12-07T10:05:00Z
sm tick
expect_eq "both closed" "$out" "closed 2, reminded 0"
sm contest standings Flacara
expect_eq "Flacara" "$out" "1	Ana Pop	94	100.0
1	Dan	94	100.0
3	Eva	0	0.0"
sm contest standings Vatra
expect_eq "Vatra" "$out" "1	Gelu	94	100.0
1	Ion	94	100.0
3	Ana P.	8	8.5"

# --- create, add, remove --------------------------------------------------
sm series create Anual --title "Clasamentul anual 2026"
expect_rc 0
sm series create anual
expect_rc 1
expect_in "name taken" "$err" "a series named 'anual' exists already"
sm series create Vatra
expect_rc 1
expect_in "a contest's name" "$err" "a contest named 'Vatra' exists already"
sm series add Anual Flacara
expect_rc 0
sm series add Anual Topuri
expect_rc 1
expect_in "Top contest in a classic series" "$err" "contest Topuri (variant top) cannot be ranked in series Anual"
sm series add Anual Nimic
expect_rc 1
expect_in "unknown contest" "$err" "no contest named 'Nimic'"
sm series add Nimic Flacara
expect_rc 1
expect_in "unknown series" "$err" "no series named 'Nimic'"
sm series create Topuri2026 --scoring top
expect_rc 0
sm series add Topuri2026 Vatra
expect_rc 1
expect_in "classic contest in a Top series" "$err" "variant classic"
sm series add Topuri2026 Topuri
expect_rc 0
sm series add Topuri2026 Flacara
expect_rc 1
sm series create Alta
sm series add Alta Flacara
expect_rc 1
expect_in "in one series only" "$err" "contest Flacara is in series 'Anual' already"
sm series remove Alta Flacara
expect_rc 1
expect_in "not in it" "$err" "contest Flacara is not in series Alta"
sm series add Anual Vatra
expect_rc 0
sm series show Anual
expect_rc 0
expect_eq "show" "$out" "series	Anual
title	Clasamentul anual 2026
scoring	classic
status	open
contest	1	Flacara	classic	running	1
contest	2	Vatra	classic	running	1"

# --- the standings: 94 + 94 tops; Ana 94 + 8 = 102 (54.3%), Dan, Gelu and
# Ion 94 (50.0%, the 2nd place shared), Eva 0. ---------------------------
sm series standings Anual
expect_rc 0
expect_eq "standings" "$out" "1	Ana P.	102	54.3	2
2	Dan	94	50.0	1
2	Gelu	94	50.0	1
2	Ion	94	50.0	1
5	Eva	0	0.0	1"
# The same as JSON, read back by jq: per contest its result, null where
# the player did not take part.
if command -v jq >/dev/null 2>&1; then
	sm series show Anual --json
	expect_rc 0
	expect_eq "json head" "$(printf '%s' "$out" | jq -r '[.format, .kind,
	    .name, .title, .sum_tops, (.contests | map(.name) | join(","))] |
	    @tsv')" "scrabmail-list/1	series	Anual	Clasamentul anual 2026	188	Flacara,Vatra"
	expect_eq "json standings" "$(printf '%s' "$out" | jq -r '.standings[] |
	    [.rank, .name, .total, (.percent * 10 | round / 10), .contests,
	    (.results | map(. // "-") | join(","))] | @tsv')" "1	Ana P.	102	54.3	2	94,8
2	Dan	94	50	1	94,-
2	Gelu	94	50	1	-,94
2	Ion	94	50	1	-,94
5	Eva	0	0	1	0,-"
	sm series list --json
	expect_eq "json list" "$(printf '%s' "$out" | jq -r '.kind + " " +
	    (.series[] | select(.name == "Anual") | [.scoring, .status,
	    .contests] | map(tostring) | join(" "))')" \
	    "series-list classic open 2"
fi
sm series list
expect_in "list" "$out" "Anual	classic	open	2"
sm series remove Anual Vatra
expect_rc 0
sm series standings Anual
expect_eq "without Vatra" "$out" "1	Ana Pop	94	100.0	1
1	Dan	94	100.0	1
3	Eva	0	0.0	1"
sm series add Anual Vatra
sm series standings Topuri2026
expect_rc 0
expect_eq "no round closed" "$out" ""

# --- publish --------------------------------------------------------------
SCRABMAIL_NOW=2026-12-08T09:00:00Z
P=$T/pub
sm publish Anual --out "$P"
expect_rc 0
for f in series.xml index.html index.txt Flacara/index.html \
    Flacara/contest.xml Flacara/round-01.html Vatra/index.html \
    Vatra/standings.html Vatra/round-02.html; do
	[ -s "$P/$f" ] || fail "publish wrote no $f"
done
if command -v xmllint > /dev/null 2>&1; then
	xmllint --noout --relaxng "$srcdir/templates/series.rng" \
	    "$P/series.xml" 2> "$T/xmllint" ||
		fail "series.xml is not valid: $(cat "$T/xmllint")"
fi
html=$(cat "$P/index.html")
expect_in "title" "$html" "<h1>Clasamentul anual 2026</h1>"
expect_in "link" "$html" '<a href="Flacara/index.html">Flacara</a>'
expect_in "link" "$html" '<a href="Vatra/index.html">Vatra</a>'
expect_in "percent" "$html" "54,3%"
txt=$(cat "$P/index.txt")
expect_in "text" "$txt" "în concursuri: 1: 94; 2: 8"
sm publish Anual --out "$T/en" --lang en
expect_rc 0
expect_in "English" "$(cat "$T/en/index.html")" "The series' standings"

# --- over: final ------------------------------------------------------------
sm series close Anual
expect_rc 0
sm series remove Anual Vatra
expect_rc 1
expect_in "over" "$err" "series Anual is over"
sm series show Anual
expect_in "status" "$out" "status	over"
sm publish Anual --out "$P"
expect_in "final" "$(cat "$P/index.html")" "Clasamentul final al seriei"
sm series close Nimic
expect_rc 1
exit 0
