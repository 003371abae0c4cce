#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail demo, the embedded default: a newspaper's contest played by mail
# from start to finish; its whole account is compared with the golden files
# (the last line, naming the output directory, apart), and what it writes is
# checked.  Then demo --rules, the worked games of the rules: the whole
# output is compared with the golden files (the first line, naming the
# lexicon and its word count, is checked apart so that a new hunspell-ro
# does not break the test).  Each account is read in its own language
# only: the Romanian one holds no English verdict, warning or reason for
# the end, the English one no Romanian (the entries' refusals, warnings
# and the end are worded from templates/bulletin/strings.xml).
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
unset SCRABMAIL_NOW SCRABMAIL_DB SCRABMAIL_CONFIG
for lang in ro en; do
	sm demo --lang "$lang" --out "$T/press-$lang"
	expect_rc 0
	written=$(printf '%s\n' "$out" | tail -n 2 | head -n 1)
	expect_in "written" "$written" "$T/press-$lang"
	printf '%s\n' "$out" | sed '$d' | sed '$d' >"$T/press.$lang"
	diff -u "$srcdir/tests/data/demo-contest.$lang.out" "$T/press.$lang" ||
		fail "demo --lang $lang differs from tests/data/demo-contest.$lang.out"
	if [ "$lang" = ro ]; then
		other='not in the lexicon|refused|technical warning|wrong score|[(]!|no vowel|no consonant|the bag|[Tt]he contest|ended|Final standings'
		for want in "respinsă: nu figurează în lexicon: " \
		    "avertisment tehnic: punctaj anunțat greșit" \
		    "Concursul s-a încheiat pentru că " "Clasamentul final:" \
		    "   1. Ana Popescu         1147  100,0%"; do
			grep -qF "$want" "$T/press.ro" ||
				fail "demo --lang ro: no '$want'"
		done
	else
		other='[ăâîșțĂÂÎȘȚ]|respins|nu figurează|avertisment|punctaj|Concursul|încheiat|[(]!'
		for want in "refused: not in the lexicon: " \
		    "technical warning: wrong score claimed" \
		    "The contest ended because " "Final standings:" \
		    "   1. Ana Popescu         1147  100.0%"; do
			grep -qF "$want" "$T/press.en" ||
				fail "demo --lang en: no '$want'"
		done
	fi
	if grep -nE "$other" "$T/press.$lang"; then
		fail "demo --lang $lang: words of the other language (above)"
	fi
	[ -s "$T/press-$lang/scrabmail.db" ] || fail "no database written"
	n=$(ls "$T/press-$lang/mail" | wc -l)
	expect_in "mail count" "$written" "$n"
	# The pages, named on the last line: the index, every round's page
	# and the standings, in the demo's language.
	index=$(printf '%s\n' "$out" | tail -n 1 | sed 's/.* //')
	expect_eq "index named" "$index" "$T/press-$lang/pages/index.html"
	[ -s "$index" ] || fail "no index.html: $(ls "$T/press-$lang")"
	grep -q "lang=\"$lang\"" "$index" || fail "index.html not in $lang"
	[ -s "$T/press-$lang/pages/standings.html" ] ||
		fail "no standings.html"
	[ -s "$T/press-$lang/pages/round-01.html" ] || fail "no round-01.html"
	grep -q "Ana Popescu" "$T/press-$lang/pages/standings.html" ||
		fail "standings.html without the winner"
	head -n 1 "$T/press-$lang/standings.txt" | grep -q '^1	Ana Popescu	' ||
		fail "standings.txt: $(head -n 2 "$T/press-$lang/standings.txt")"
done
# The same database again is refused, not overwritten.
sm demo --out "$T/press-ro"
expect_rc 3
expect_in "existing" "$err" "exists already"
# Without --out: a new directory, named on the line before the last.
sm demo
expect_rc 0
dir=$(printf '%s\n' "$out" | tail -n 2 | head -n 1 |
    sed 's/.* \(\/[^ ]*\) (.*/\1/')
[ -f "$dir/scrabmail.db" ] || fail "no new directory: $(printf '%s\n' "$out" | tail -n 2)"
expect_eq "pages named" "$(printf '%s\n' "$out" | tail -n 1 | sed 's/.* //')" \
    "$dir/pages/index.html"
[ -s "$dir/pages/index.html" ] || fail "no pages in $dir"
rm -rf "$dir"
# A relative --out: the index named by its absolute path.
(cd "$T" && "$SCRABMAIL" demo --lang en --out rel > "$T/rel.out" 2>&1) ||
	fail "demo --out rel: $(cat "$T/rel.out")"
expect_eq "absolute index" "$(tail -n 1 "$T/rel.out")" \
    "The contest's pages (open them in a browser): $T/rel/pages/index.html"

for lang in ro en; do
	sm demo --rules --lang "$lang"
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
sm demo --rules --lang en --lexicon "$T/small.lex"
expect_rc 1
expect_in "refusal shown" "$out" "move refused: not in the lexicon: cOMANDA"
expect_in "summary" "$out" "Moves scoring as the documents say: 2/10"
sm demo --rules --lang ro --lexicon "$T/small.lex"
expect_rc 1
expect_in "refusal in Romanian" "$out" \
    "mutare refuzată: nu figurează în lexicon: cOMANDA"
case $out in
*"not in the lexicon"*) fail "demo --rules --lang ro in English: $out" ;;
esac
exit 0
