#!/bin/sh
# scrabmail demo, the embedded default: the whole output is compared with
# the golden files (the first line, naming the lexicon and its word count,
# is checked apart so that a new hunspell-ro does not break the test).
. "$srcdir/tests/cli/lib.sh"

for lang in ro en; do
	sm demo --lang "$lang"
	expect_rc 0
	expect_in "lexicon line" "$(printf '%s\n' "$out" | head -n 1)" "Lexicon: hunspell-ro"
	printf '%s\n' "$out" | tail -n +2 >"$T/demo.$lang"
	diff -u "$srcdir/tests/data/demo.$lang.out" "$T/demo.$lang" ||
		fail "demo --lang $lang differs from tests/data/demo.$lang.out"
done

# A lexicon without the words: the demo says which moves fail and exits 1.
printf 'CASA\nSTIRE\nAS\nST\nAI\n' >"$T/small.txt"
"$SCRABMAIL" lexicon build --quiet -o "$T/small.lex" "$T/small.txt" ||
	fail "lexicon build"
sm demo --lang en --lexicon "$T/small.lex"
expect_rc 1
expect_in "refusal shown" "$out" "move refused: not in the lexicon: cOMANDA"
expect_in "summary" "$out" "Moves scoring as the documents say: 2/10"
exit 0
