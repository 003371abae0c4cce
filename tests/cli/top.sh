#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail top: the contract of DESIGN.md on the default lexicon: output
# format, -n, --all, --count, --batch, blanks, variants, errors; every
# move printed scores the same with 'scrabmail score'.
. "$srcdir/tests/cli/lib.sh"
tab=$(printf '\t')
after_casa="15/15/15/15/15/15/15/6CASA5/15/15/15/15/15/15/15"

# One line, COORD<TAB>WORD<TAB>SCORE, that 'score' confirms.
sm top --cgp "$after_casa" STIRE
expect_rc 0
case "$out" in
*"$tab"*"$tab"*) ;;
*) fail "top: not COORD<TAB>WORD<TAB>SCORE: $out" ;;
esac
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "top: more than one line"
coord=$(printf '%s' "$out" | cut -f1)
word=$(printf '%s' "$out" | cut -f2)
score=$(printf '%s' "$out" | cut -f3)
sm score --cgp "$after_casa" --rack STIRE "$coord $word"
expect_rc 0
expect_eq "score of the top" "$(printf '%s\n' "$out" | head -1)" \
    "$coord$tab$word$tab$score"
# The worked move I8 STIRE scores 13: the top is at least that.
[ "$score" -ge 13 ] || fail "top scores $score < 13"

# -n 5: five lines, best first, each confirmed by 'score'.
sm top -n 5 --cgp "$after_casa" STIRE
expect_rc 0
[ "$(printf '%s\n' "$out" | wc -l)" -eq 5 ] || fail "-n 5: $out"
printf '%s\n' "$out" | cut -f3 | sort -rn -c || fail "-n 5 not best first"
printf '%s\n' "$out" >"$T/five"
while IFS="$tab" read -r c w s; do
	sm score --cgp "$after_casa" --rack STIRE "$c $w"
	expect_rc 0
	expect_eq "score $c $w" "$(printf '%s\n' "$out" | head -1)" \
	    "$c$tab$w$tab$s"
done <"$T/five"

# --all lists as many moves as --count counts, distinct, best first.
sm top --all --cgp "$after_casa" STIRE?
expect_rc 0
printf '%s\n' "$out" >"$T/all"
sm top --count --cgp "$after_casa" STIRE?
expect_rc 0
n=$(wc -l <"$T/all")
expect_eq "--all vs --count" "$n" "$out"
[ "$(sort -u "$T/all" | wc -l)" -eq "$n" ] || fail "--all repeats a move"
cut -f3 "$T/all" | sort -rn -c || fail "--all not best first"
# A blank is written as its lower-case letter.
grep -q "$tab[A-Z]*[a-z][A-Za-z]*$tab" "$T/all" || fail "no blank in --all"

# A small exact count: the first move AR? ... on an empty board, the
# two-letter word AA at the centre: 2 across + 2 down.
sm top --count AA
expect_rc 0
expect_eq "count AA" "$out" "4"
sm top -n 10 AA
expect_eq "top AA" "$out" "H7${tab}AA${tab}4
H8${tab}AA${tab}4
8G${tab}AA${tab}4
8H${tab}AA${tab}4"

# The same board as a file.
cat >"$T/board" <<'B'
...............
...............
...............
...............
...............
...............
...............
......CASA.....
...............
...............
...............
...............
...............
...............
...............
B
sm top --board "$T/board" STIRE
expect_rc 0
expect_eq "--board" "$out" "$coord$tab$word$tab$score"

# No legal move.
sm top B
expect_rc 0
expect_eq "no move" "$out" "-$tab-${tab}0"

# Batch: one line out per line in, the count with --count.
printf '%s\tSTIRE\textra\n15/15/15/15/15/15/15/15/15/15/15/15/15/15/15\tB\n15/15/15/15/15/15/15/15/15/15/15/15/15/15/15\tAA\n' \
    "$after_casa" >"$T/batch"
sm top --count --batch "$T/batch"
expect_rc 0
expect_eq "batch" "$out" "$coord$tab$word$tab$score$tab$(sm top --count --cgp "$after_casa" STIRE; printf '%s' "$out")
-$tab-${tab}0${tab}0
H7${tab}AA${tab}4${tab}4"
sm top --batch - <"$T/batch"
expect_rc 0
expect_eq "batch stdin" "$(printf '%s\n' "$out" | wc -l | tr -d ' ')" "3"

# Variants: an 8-tile rack plays at most 7; completiv takes from the stock.
sm top --count AS
expect_rc 0
plain=$out
sm top --count AS --stock A --pick 1
expect_rc 0
[ "$out" -gt "$plain" ] || fail "completiv: ASA not found ($out)"
sm top AS --stock A --pick 1
expect_rc 0
expect_eq "completiv top" "$out" "H6${tab}ASA${tab}6"
sm top --variant superjoker --stock AS AA
expect_rc 0
sm top --variant nonsense AA
expect_rc 2
# Metagramă: one letter of the stock, not seven (seed 002: one of the 7
# replaced by one stock letter): as --pick 1, fewer moves than --pick 2.
sm top --count --variant metagrama --stock AAS A
expect_rc 0
meta=$out
sm top --count --stock AAS --pick 1 A
expect_rc 0
expect_eq "metagrama = --pick 1" "$meta" "$out"
sm top --count --stock AAS --pick 2 A
expect_rc 0
[ "$out" -gt "$meta" ] || fail "metagrama takes one stock letter ($meta, --pick 2: $out)"

# Errors.
sm top
expect_rc 2
sm top --cgp "$after_casa" 'ST!RE'
expect_rc 2
sm top --cgp 15/15 STIRE
expect_rc 2
sm top --cgp "$after_casa" --board "$T/board" STIRE
expect_rc 2
sm top --batch "$T/nonexistent"
expect_rc 3
sm top -n 0 AA
expect_rc 2
sm top --lexicon "$T/nonexistent" AA
expect_rc 3
# No legal move: --all lists nothing, --count says 0 (this once tripped
# UBSan: qsort of an empty list).
empty=15/15/15/15/15/15/15/15/15/15/15/15/15/15/15
sm top --all --cgp "$empty" ZZXJHBB
expect_rc 0
expect_eq "--all, no move" "$out" ""
sm top --count --cgp "$empty" ZZXJHBB
expect_rc 0
expect_eq "--count, no move" "$out" "0"
sm top --help
expect_rc 0
expect_in "help: metagrama" "$out" "metagrama (--pick 1"
expect_in "help: tie-break" "$out" "left for the next draws"
expect_in "help" "$out" "--batch"
exit 0
