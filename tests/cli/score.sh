#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail score: canonical output, words formed, blanks, refusals.
. "$srcdir/tests/cli/lib.sh"
tab=$(printf '\t')

sm score "H7 CASA"
expect_rc 0
expect_eq "H7 CASA" "$out" "H7${tab}CASA${tab}8
CASA${tab}8"

# The coordinate and the word may come as two arguments, in any case.
sm score h7 casa
expect_eq "h7 casa" "$out" "H7${tab}CASA${tab}8
CASA${tab}8"

after_casa="15/15/15/15/15/15/15/6CASA5/15/15/15/15/15/15/15"
sm score --cgp "$after_casa" "I8 STIRE"
expect_rc 0
expect_eq "I8 STIRE" "$out" "I8${tab}STIRE${tab}13
STIRE${tab}6
AS${tab}2
ST${tab}3
AI${tab}2"

# A whole CGP line is accepted.
sm score --cgp "$after_casa ABC/ 0/0 0 lex RO;" "I8 STIRE"
expect_rc 0
expect_in "whole CGP line" "$out" "I8${tab}STIRE${tab}13"

# A board file after CASA and STIRE; every way to write a blank.
cat >"$T/board" <<'B'
...............
...............
...............
...............
...............
...............
...............
......CASA.....
.......STIRE...
...............
...............
...............
...............
...............
...............
B
want="6E${tab}cOMANDA${tab}71
cOMANDA${tab}16
ACASA${tab}5
bonus${tab}50"
for mv in "6E C0OMANDA" "6E (c)OMANDA" "6e [C]OMANDA" "6E ⓒOMANDA" \
    "6E cOMANDA" "6E:C0OMANDĂ"; do
	sm score --board "$T/board" "$mv"
	expect_rc 0
	expect_eq "$mv" "$out" "$want"
done

# Refusals: exit 1 and the reason on stderr.
sm score --board "$T/board" "A1 CASA"
expect_rc 1
expect_in "not connected" "$err" "touches no tile"
sm score --cgp "$after_casa" "I8 SPIRE"
expect_rc 1
expect_in "bad cross word named" "$err" "not in the lexicon: SP"
sm score --cgp "$after_casa" "I8 STIRX"
expect_rc 1
expect_in "bad main word named" "$err" "not in the lexicon: STIRX"
sm score --board "$T/board" "H7 MASA"
expect_rc 1
expect_in "square taken" "$err" "square H7"
sm score --cgp "$after_casa" --rack "STIRAB?" "I8 STIRE"
expect_rc 1
expect_in "rack" "$err" "no E"
sm score --cgp "$after_casa" --rack "STIRAB?" "I8 STIRe"
expect_rc 0
expect_in "rack with blank" "$out" "I8${tab}STIRe${tab}12"
sm score "H1 CASA"
expect_rc 1
expect_in "centre" "$err" "H8"
sm score "H8 KILO"
expect_rc 1
expect_in "no K tile" "$err" "there is no K tile"
sm score "H8 K0ILO"
expect_rc 0
expect_eq "blank K" "$out" "H8${tab}kILO${tab}6
kILO${tab}6"
sm score "Z9 CASA"
expect_rc 1
expect_in "notation" "$err" "write it as"

# Broken boards: a usage error naming the row.
printf '...............\n....\n' >"$T/bad"
sm score --board "$T/bad" "H8 CASA"
expect_rc 2
expect_in "bad board" "$err" "row 2"
sm score --cgp "15/15" "H8 CASA"
expect_rc 2
sm score --help
expect_rc 0
exit 0
