#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# lexicon-id.sh: a lexicon named by its words.  "lexicon info" shows the
# identity, the same for the same words built at another time or from
# another source name; contests and championships record it (and their
# --lexicon given relative, as an absolute path); the same words rebuilt
# mid-contest are accepted, other words refused with the contest, the
# identity and where to install it; "lexicon install" puts a lexicon where
# it is found by identity; one tick closes two contests judged with two
# lexicons; a contest of before (its file checksum only) keeps working and
# is given the identity; a file written big-endian is refused as such.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG SCRABMAIL_LEXICONS
command -v sqlite3 >/dev/null || { echo "SKIP: no sqlite3 program"; exit 77; }
q() { sqlite3 "$SCRABMAIL_DB" "$1"; }
info() {	# FILE KEY
	"$SCRABMAIL" lexicon info "$1" | sed -n "s/^$2	//p"
}

# The words: a part of the default list (any words will do), twice.
words=$builddir/lexicon/hunspell-ro.txt
[ -f "$words" ] || fail "no $words"
mkdir "$T/sub" "$T/other" "$T/elsewhere"
sed -n '1,60000p' "$words" > "$T/sub/w.txt"
SOURCE_DATE_EPOCH=1000000000 "$SCRABMAIL" lexicon build -q \
    -o "$T/sub/small.lex" "$T/sub/w.txt" || fail "build"
sort -r "$T/sub/w.txt" > "$T/w-again.txt"
SOURCE_DATE_EPOCH=2000000000 "$SCRABMAIL" lexicon build -q \
    --source "the same words" -o "$T/again.lex" "$T/w-again.txt" ||
	fail "build again"
id=$(info "$T/sub/small.lex" identity)
expect_eq "identity form" "$(printf '%s' "$id" | tr -d '0-9a-f' | wc -c |
    tr -d ' ')/$(printf '%s' "$id" | wc -c | tr -d ' ')" "0/64"
expect_eq "same words, same identity" "$(info "$T/again.lex" identity)" "$id"
[ "$(info "$T/sub/small.lex" checksum)" != \
    "$(info "$T/again.lex" checksum)" ] ||
	fail "the two files should differ (build time, source)"
# The identity is the SHA-256 of the sorted folded words (lexicon.c).
printf 'masa\nCasă\nab\ncasa\n' > "$T/tiny.txt"
"$SCRABMAIL" lexicon build -q -o "$T/tiny.lex" "$T/tiny.txt" || fail "tiny"
if command -v sha256sum >/dev/null; then
	expect_eq "sha256 of the words" "$(info "$T/tiny.lex" identity)" \
	    "$(printf 'scrabmail-lexicon-words 1\nAB\nCASA\nMASA\n' |
	    sha256sum | cut -c1-64)"
fi
sed -n '1,59000p' "$words" > "$T/w-fewer.txt"
"$SCRABMAIL" lexicon build -q -o "$T/fewer.lex" "$T/w-fewer.txt" ||
	fail "build fewer"
[ "$(info "$T/fewer.lex" identity)" != "$id" ] ||
	fail "other words, same identity"
default_id=$(info "$SCRABMAIL_LEXICON" identity)

sm init
expect_rc 0

# --- two contests, two lexicons, a relative --lexicon --------------------
cd "$T/sub" || fail "cd"
sm contest create Mic --variant classic --seed 42 --lexicon small.lex
expect_rc 0
cd "$T" || fail "cd"
sm contest create Mare --variant classic --seed 42
expect_rc 0
expect_eq "recorded absolute, with its identity" \
    "$(q "SELECT lexicon || ' ' || lexicon_id FROM contest WHERE name = 'Mic'")" \
    "$T/sub/small.lex $id"
expect_eq "the default's identity" \
    "$(q "SELECT coalesce(lexicon, '-') || ' ' || lexicon_id FROM contest WHERE name = 'Mare'")" \
    "- $default_id"
cd "$T/other" || fail "cd"
sm contest start Mic
expect_rc 0
sm contest start Mare
expect_rc 0

# The same words rebuilt later (another build time): accepted; one tick
# closes both contests, each judged with its own lexicon.
SOURCE_DATE_EPOCH=1500000000 "$SCRABMAIL" lexicon build -q \
    -o "$T/sub/small.lex" "$T/sub/w.txt" || fail "rebuild"
SCRABMAIL_NOW=2026-12-07T10:05:00Z
sm tick
expect_rc 0
expect_eq "one tick, two lexicons" "$out" "closed 2, reminded 0"
top() {		# CONTEST: round 1's top and equal tops
	sm contest show "$1" --round 1
	printf '%s\n' "$out" | grep '^tops*	'
}
mic=$(top Mic)
mare=$(top Mare)
[ "$mic" != "$mare" ] || fail "the same draw judged alike with two lexicons: $mic"
# Each as the contest judged alone with its lexicon.
for c in Mic Mare; do
	SCRABMAIL_DB=$T/alone-$c.sqlite
	export SCRABMAIL_DB
	SCRABMAIL_NOW=2026-11-30T10:00:00Z
	sm init
	if [ $c = Mic ]; then
		sm contest create $c --variant classic --seed 42 --lexicon "$T/again.lex"
	else
		sm contest create $c --variant classic --seed 42
	fi
	expect_rc 0
	sm contest start $c
	SCRABMAIL_NOW=2026-12-07T10:05:00Z
	sm tick
	expect_eq "$c alone" "$out" "closed 1, reminded 0"
	if [ $c = Mic ]; then alone=$mic; else alone=$mare; fi
	expect_eq "$c as judged alone" "$(top $c)" "$alone"
done
SCRABMAIL_DB=$T/db.sqlite
export SCRABMAIL_DB

# Other words under the same name: refused, saying what to do.
cp "$T/fewer.lex" "$T/sub/small.lex"
sm contest close-round Mic --round 2 --force
expect_rc 3
expect_in "which contest" "$err" "contest Mic was begun with the lexicon of identity $id"
expect_in "what was found" "$err" "$T/sub/small.lex ($(info "$T/fewer.lex" identity))"
expect_in "where to put it" "$err" "scrabmail lexicon install FILE' (it goes into $T/lexicons)"
# Installed (from a file of the same words elsewhere): found by identity.
cd "$T/elsewhere" || fail "cd"
sm lexicon install ../again.lex
expect_rc 0
expect_eq "installed" "$out" "installed	$T/lexicons/$id.lex
identity	$id"
[ -f "$T/lexicons/$id.lex" ] || fail "not installed"
sm contest close-round Mic --round 2 --force
expect_rc 0
sm contest show Mic
expect_in "round 3 drawn" "$out" "round	3"

# SCRABMAIL_LEXICONS names the directory of installed lexicons.
SCRABMAIL_LEXICONS=$T/elsewhere/lx sm lexicon install "$T/fewer.lex"
expect_rc 0
[ -f "$T/elsewhere/lx/$(info "$T/fewer.lex" identity).lex" ] ||
	fail "SCRABMAIL_LEXICONS not used"
sm lexicon install "$T/w-fewer.txt"
expect_rc 3
expect_in "not a lexicon" "$err" "is not a scrabmail lexicon"

# --- a contest of before: its file checksum is its identity ---------------
rm -f "$T/lexicons/$id.lex"
cp "$T/again.lex" "$T/sub/small.lex"
q "UPDATE contest SET lexicon_id = NULL,
    lexicon_sum = '$(info "$T/again.lex" checksum)' WHERE name = 'Mic'"
sm contest close-round Mic --round 3 --force
expect_rc 0
expect_eq "given its identity" \
    "$(q "SELECT lexicon_id FROM contest WHERE name = 'Mic'")" "$id"
q "UPDATE contest SET lexicon_id = NULL, lexicon_sum = '0123456789abcdef'
    WHERE name = 'Mic'"
sm contest close-round Mic --round 4 --force
expect_rc 3
expect_in "legacy refused" "$err" "contest Mic was begun with the lexicon of identity 0123456789abcdef"
expect_eq "not given one" \
    "$(q "SELECT coalesce(lexicon_id, 'none') FROM contest WHERE name = 'Mic'")" "none"

# --- a championship's lexicon ---------------------------------------------
cd "$T/sub" || fail "cd"
sm championship create Camp --lexicon small.lex
expect_rc 0
expect_eq "championship recorded" \
    "$(q "SELECT lexicon || ' ' || lexicon_id FROM championship WHERE name = 'Camp'")" \
    "$T/sub/small.lex $id"
for p in ana dan; do
	sm player add $p $p@example.ro --password parola1 --lang en
	expect_rc 0
done
sm championship join Camp ana dan
expect_rc 0
sm championship start Camp
expect_rc 0
sm game gcg 1
expect_rc 0
# Its games judged with its lexicon only: other words refused, the same
# words installed found.
cp "$T/fewer.lex" "$T/sub/small.lex"
sm game gcg 1
expect_rc 3
expect_in "championship refused" "$err" "championship Camp was begun with the lexicon of identity $id"
sm lexicon install "$T/again.lex"
expect_rc 0
sm game gcg 1
expect_rc 0
sm championship create Lipsa --lexicon no-such.lex
expect_rc 3
expect_in "missing lexicon" "$err" "cannot find lexicon no-such.lex"

# --- a lexicon written big-endian ----------------------------------------
sm lexicon info "$srcdir/tests/data/lexicon/big-endian.lex"
expect_rc 3
expect_in "big-endian" "$err" "was written in big-endian byte order"
exit 0
