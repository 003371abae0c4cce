#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail check: the contract of DESIGN.md on the default lexicon.
. "$srcdir/tests/cli/lib.sh"

sm check AA SS XU BD OK
expect_rc 1
expect_eq "check AA SS XU BD OK" "$out" "AA valid
SS valid
XU valid
BD invalid
OK invalid"

# Diacritics and case fold; words are printed as given.
sm check CASA știre ȘTIRE ştire ţară țară Înger
expect_rc 0
expect_eq "diacritics" "$out" "CASA valid
știre valid
ȘTIRE valid
ştire valid
ţară valid
țară valid
Înger valid"

# The two-letter words are exactly the federation's: hunspell's DL and
# CC are not, the official TT and UU are.
sm check DL CC TT UU
expect_eq "two-letter list" "$out" "DL invalid
CC invalid
TT valid
UU valid"

# Proper nouns and non-letters are not words.
sm check BUCURESTI ADN-UL A X1
expect_rc 1
expect_eq "non-words" "$out" "BUCURESTI invalid
ADN-UL invalid
A invalid
X1 invalid"

sm check
expect_rc 2
sm check --help
expect_rc 0
expect_in "help" "$out" "usage: scrabmail check"

sm check --lexicon "$T/none.lex" CASA
expect_rc 3
expect_in "missing lexicon" "$err" "$T/none.lex"
# A full disk is an error with a message, not a silent success.
if [ -w /dev/full ]; then
	rc=0
	"$SCRABMAIL" check CASA >/dev/full 2>"$T/err" || rc=$?
	expect_rc 3
	expect_in "full disk" "$(cat "$T/err")" "cannot write the output"
fi
exit 0
