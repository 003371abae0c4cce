#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# scrabmail publish: an open contest after two closed rounds and an open
# one is published with the real stylesheets (templates/bulletin/): every
# file is there, every XML document follows templates/bulletin.rng
# (checked with xmllint when installed; the program checks them itself
# too), the pages show the rounds' tops and racks, the index links only to
# files that exist, --round and --lang do what they say, a broken
# stylesheet writes nothing, and usage errors are refused.
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
sm publish
expect_rc 2
expect_in "usage" "$err" "usage: scrabmail publish NAME"
sm publish X --round zero
expect_rc 2
sm publish X --lang fr
expect_rc 2
expect_in "bad language" "$err" "write ro or en"
sm publish X Y
expect_rc 2
sm publish --help
expect_rc 0
expect_in "help" "$out" "--round N"
sm publish Nobody
expect_rc 1
expect_in "unknown contest" "$err" "no contest, championship or series named 'Nobody'"

# --- a contest: two rounds closed, the third open --------------------------
sm contest create Flacăra --variant classic --seed 42 \
    --address concurs@ziar.test
expect_rc 0
sm contest start Flacăra
expect_rc 0
SCRABMAIL_NOW=2026-11-30T11:00:00Z
entry ana "Ana Pop" "TUR 1
H2 INFARCT 94"
entry dan "Dan" "NUME Dan Ștefănescu
TUR 1
8B INFARCT 90"
entry eva "Eva Ionescu" "TUR 1
H8 XYZ 30"
SCRABMAIL_NOW=2026-12-07T10:05:00Z
sm tick
expect_eq "round 1 closed" "$out" "closed 1, reminded 0"
SCRABMAIL_NOW=2026-12-08T11:00:00Z
entry ana "Ana Pop" "TUR 2
9G JEG 54"
entry dan "Dan" "TUR 2
6G GREJE 42"
SCRABMAIL_NOW=2026-12-14T10:10:00Z
sm tick
expect_eq "round 2 closed" "$out" "closed 1, reminded 0"
sm contest show Flacăra
expect_in "round 3 open" "$out" "round	3"
rack3=$(printf '%s\n' "$out" | sed -n 's/^rack\t//p')

SCRABMAIL_NOW=2026-12-15T09:00:00Z
P=$T/pub
sm publish Flacăra --out "$P"
expect_rc 0
for f in contest.xml index.html standings.html feed.atom puzzle.html \
    round-01.xml round-01.html round-01.txt round-02.xml round-02.html \
    round-02.txt round-03.xml round-03.html round-03.txt; do
	[ -s "$P/$f" ] || fail "$f not written"
	expect_in "$f listed" "$out" "$P/$f	"
done
[ "$(ls "$P" | wc -l)" -eq 14 ] || fail "unexpected files: $(ls "$P")"

# Every document follows the schema.
if command -v xmllint > /dev/null 2>&1; then
	for f in "$P"/*.xml; do
		xmllint --noout --relaxng "$srcdir/templates/bulletin.rng" "$f" \
		    2> "$T/xmllint" || fail "$f: $(cat "$T/xmllint")"
	done
	xmllint --noout "$P/feed.atom" 2> "$T/xmllint" ||
		fail "feed.atom: $(cat "$T/xmllint")"
fi
grep -q '<bulletin kind="round" lang="ro" generated="2026-12-15T09:00:00Z"' \
    "$P/round-01.xml" || fail "round-01.xml: not a round bulletin"
grep -q '<top move="H2 INFARCT" score="94"/>' "$P/round-01.xml" ||
	fail "round-01.xml: no top"
grep -q 'name="Dan Ștefănescu"' "$P/round-01.xml" ||
	fail "round-01.xml: the name's diacritics"

# The pages: the tops and the racks.
expect_in "round 1 page: top" "$(cat "$P/round-01.html")" "H2 INFARCT"
expect_in "round 1 page: rack" "$(cat "$P/round-01.html")" "A C F I N R T"
expect_in "round 1 page: entrant" "$(cat "$P/round-01.html")" "Ștefănescu"
expect_in "round 2 page: top" "$(cat "$P/round-02.html")" "9G JEG"
expect_in "round 2 page: rack" "$(cat "$P/round-02.html")" "C E E G J P S"
expect_in "round 1 text: top" "$(cat "$P/round-01.txt")" "H2 INFARCT"
expect_in "round 1 text: rack" "$(cat "$P/round-01.txt")" "A C F I N R T"
spaced=$(printf '%s' "$rack3" | sed 's/./& /g; s/ $//')
expect_in "puzzle: rack" "$(cat "$P/puzzle.html")" "$spaced"
expect_in "puzzle: address" "$(cat "$P/puzzle.html")" "concurs@ziar.test"
expect_in "feed: round 2" "$(cat "$P/feed.atom")" "http://www.w3.org/2005/Atom"
for f in "$P"/*.html; do
	grep -q '<script' "$f" && fail "$f has a script"
	grep -q 'lang="ro"' "$f" || fail "$f: no lang=\"ro\""
done

# Every local link of the index and the round pages leads to a file.
for page in index.html round-01.html standings.html; do
	links=$(grep -o 'href="[^"]*"' "$P/$page" | sed 's/^href="//; s/"$//' |
	    grep -v -e '^[a-z]*:' -e '^#' | sed 's/#.*//' | sort -u)
	[ "$page" != index.html ] || [ -n "$links" ] || fail "index: no links"
	for l in $links; do
		[ -f "$P/$l" ] || fail "$page links to $l, which is missing"
	done
done
expect_in "index links round 3" "$(cat "$P/index.html")" 'href="round-03.html"'
expect_in "index links the puzzle" "$(cat "$P/index.html")" 'href="puzzle.html"'

# The same again: the same files, byte for byte.
cp -r "$P" "$T/pub-before"
sm publish Flacăra --out "$P"
expect_rc 0
diff -r "$T/pub-before" "$P" > "$T/diff" || fail "not reproducible: $(cat "$T/diff")"

# --round N: that round and the contest's pages (and the open round's
# puzzle, which the index links to).
sm publish Flacăra --round 2 --out "$T/one"
expect_rc 0
expect_eq "--round 2 files" "$(ls "$T/one" | tr '\n' ' ')" \
    "contest.xml feed.atom index.html puzzle.html round-02.html round-02.txt round-02.xml standings.html "
sm publish Flacăra --round 4 --out "$T/none"
expect_rc 1
expect_in "no round 4" "$err" "has no round 4"
[ ! -e "$T/none" ] || fail "--round 4 wrote something"

# --lang en.
sm publish Flacăra --lang en --out "$T/en"
expect_rc 0
grep -q 'lang="en"' "$T/en/index.html" || fail "--lang en: index not in English"
grep -q '<bulletin kind="contest" lang="en"' "$T/en/contest.xml" ||
	fail "--lang en: contest.xml"

# The default directory is ./publish-NAME.
(cd "$T" && "$SCRABMAIL" publish Flacăra > /dev/null) || fail "default --out"
[ -s "$T/publish-Flacăra/index.html" ] || fail "no ./publish-Flacăra/index.html"

# The organiser's time zone: the times in the documents carry its offset,
# the pages say it, the documents still follow the schema.
printf '[scrabmail]\ntimezone = Europe/Bucharest\n' > "$T/tz.conf"
SCRABMAIL_CONFIG=$T/tz.conf sm publish Flacăra --out "$T/tz"
expect_rc 0
grep -q 'generated="2026-12-15T11:00:00+02:00" version="1" timezone="Europe/Bucharest"' \
    "$T/tz/round-03.xml" || fail "round-03.xml: not in the organiser's zone"
if command -v xmllint > /dev/null 2>&1; then
	xmllint --noout --relaxng "$srcdir/templates/bulletin.rng" \
	    "$T/tz/round-03.xml" 2> "$T/xmllint" || fail "$(cat "$T/xmllint")"
	xmllint --noout "$T/tz/feed.atom" 2> "$T/xmllint" ||
		fail "feed.atom: $(cat "$T/xmllint")"
fi
expect_in "local deadline" "$(cat "$T/tz/round-03.html")" "(Europe/Bucharest)"
case $(cat "$T/tz/round-03.html") in *" UTC"*) fail "a UTC time left" ;; esac

# A broken stylesheet: nothing is written, the file is named.
mkdir -p "$T/tpl"
cp -r "$srcdir/templates/mail" "$srcdir/templates/bulletin" \
    "$srcdir/templates/bulletin.rng" "$T/tpl/"
printf '<xsl:stylesheet' > "$T/tpl/bulletin/round-text.xsl"
SCRABMAIL_TEMPLATES=$T/tpl sm publish Flacăra --out "$T/broken"
expect_rc 3
expect_in "broken stylesheet named" "$err" "round-text.xsl"
[ ! -e "$T/broken" ] || fail "a broken stylesheet still wrote files"
# A schema the documents do not follow: an internal error, nothing written.
cp "$srcdir/templates/bulletin/round-text.xsl" "$T/tpl/bulletin/"
sed 's/<value>classic<\/value>//' "$srcdir/templates/bulletin.rng" \
    > "$T/tpl/bulletin.rng"
SCRABMAIL_TEMPLATES=$T/tpl sm publish Flacăra --out "$T/invalid"
expect_rc 3
expect_in "invalid document" "$err" "internal error"
expect_in "which one" "$err" "does not follow the bulletin schema"
[ ! -e "$T/invalid" ] || fail "an invalid document was written"
exit 0
