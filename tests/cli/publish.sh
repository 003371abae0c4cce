#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# scrabmail publish: an open contest after two closed rounds and an open
# one is published with the real stylesheets (templates/bulletin/): every
# file is there, every XML document follows templates/bulletin.rng
# (checked with xmllint when installed; the program checks them itself
# too), the pages show the rounds' tops and racks, the index links only to
# files that exist, --round and --lang do what they say, a broken
# stylesheet writes nothing, and usage errors are refused.  Publishing
# again makes only the files whose document, templates or options
# changed, and gives the same files as a whole publish; a worker that
# fails fails the publish and leaves the directory as it was.
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

# --- publishing again: only what changed is made again ---------------------
# The clock is pinned for every publish below: a file kept keeps the time
# it was made at (its footer, the root's "generated"), so only with the
# same clock can it equal a whole publish byte for byte.
sm publish X --jobs 0
expect_rc 2
expect_in "--jobs 0" "$err" "a number of processes"
NOW_PUB=2026-12-16T09:00:00Z
Q=$T/inc
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$Q" --jobs 2
expect_rc 0
[ -s "$Q/.scrabmail-publish" ] || fail "no publish index"
[ "$(wc -l < "$Q/.scrabmail-publish")" -eq 14 ] ||
	fail "the index does not list the 14 files: $(cat "$Q/.scrabmail-publish")"
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$Q" --jobs 2
expect_rc 0
expect_eq "nothing changed" "$out" "14 unchanged files kept"
# A file that is not what the index says (another length) is made again.
printf 'x' >> "$Q/round-01.txt"
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$Q"
expect_eq "a changed file made again" "$out" "$Q/round-01.txt	$(wc -c < "$T/pub/round-01.txt" | tr -d ' ')
13 unchanged files kept"

# Round 3 closes and round 4 is drawn: round 3's and 4's files, the
# contest's pages and the puzzle are made again; rounds 1 and 2 are not
# (their documents do not say how many rounds were drawn, only that a next
# one was, since round 2 closed).
SCRABMAIL_NOW=2026-12-16T11:00:00Z
entry ana "Ana Pop" "TUR 3
H8 XYZ 30"
sm contest close-round Flacăra --round 3 --force
expect_rc 0
touch -d 2020-01-01T00:00:00 "$Q/round-01.html" "$Q/round-01.txt" \
    "$Q/round-01.xml" "$Q/round-02.html" "$Q/round-02.txt" "$Q/round-02.xml"
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$Q" --jobs 2
expect_rc 0
written=$(printf '%s\n' "$out" | sed -n "s|^$Q/\([^	]*\)	.*|\1|p" | sort |
    tr '\n' ' ')
expect_eq "rewritten" "$written" "contest.xml feed.atom index.html puzzle.html round-03.html round-03.txt round-03.xml round-04.html round-04.txt round-04.xml standings.html "
expect_in "kept" "$out" "6 unchanged files kept"
old=$(find "$Q" -name 'round-0[12].*' ! -newermt 2021-01-01 | sort | tr '\n' ' ')
expect_eq "not touched" "$old" "$Q/round-01.html $Q/round-01.txt $Q/round-01.xml $Q/round-02.html $Q/round-02.txt $Q/round-02.xml "
# The same as a whole publish made at the same time.
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$T/whole" --all --jobs 1
expect_rc 0
diff -r "$Q" "$T/whole" > "$T/diff" ||
	fail "incremental publish differs from a whole one: $(cat "$T/diff")"
# A round's document has no count of the rounds drawn: no round
# stylesheet may read one.
for f in round-html.xsl round-text.xsl puzzle-html.xsl common.xsl \
    board.xsl; do
	! grep -q '@rounds' "$srcdir/templates/bulletin/$f" ||
		fail "$f reads @rounds, which a round's document has not"
done
# Round 3's page links round 4 (drawn when it closed), round 4's none.
grep -q '<a rel="next" href="round-04.html">' "$Q/round-03.html" ||
	fail "round 3 does not link round 4"
! grep -q 'rel="next"' "$Q/round-04.html" ||
	fail "the open round links a next round"
grep -q '<a rel="next" href="round-02.html">' "$Q/round-01.html" ||
	fail "round 1 (kept) does not link round 2"

# A worker that fails fails the publish: a message naming the file,
# nothing written, no temporary left, the directory as it was.
cp -r "$srcdir/templates/mail" "$srcdir/templates/bulletin" \
    "$srcdir/templates/bulletin.rng" "$srcdir/templates/championship.rng" \
    "$srcdir/templates/series.rng" "$T/tpl/"
sed 's|<xsl:template match="/">|&<xsl:if test="/bulletin/round[1]/@number = 2"><xsl:message terminate="yes">round 2 broken on purpose</xsl:message></xsl:if>|' \
    "$srcdir/templates/bulletin/round-text.xsl" > "$T/tpl/bulletin/round-text.xsl"
grep -q 'broken on purpose' "$T/tpl/bulletin/round-text.xsl" ||
	fail "the broken stylesheet was not made"
cp -rp "$Q" "$T/inc-before"
SCRABMAIL_TEMPLATES=$T/tpl SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra \
    --out "$Q" --jobs 2
expect_rc 3
expect_in "the file named" "$err" "round-02.txt"
expect_in "the reason" "$err" "round 2 broken on purpose"
expect_in "nothing written" "$err" "nothing was written to $Q"
[ -z "$out" ] || fail "a failed publish listed files: $out"
diff -r "$T/inc-before" "$Q" > "$T/diff" ||
	fail "a failed publish changed the directory: $(cat "$T/diff")"
SCRABMAIL_TEMPLATES=$T/tpl SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra \
    --out "$T/new" --jobs 2
expect_rc 3
[ ! -e "$T/new" ] || fail "a failed publish left $(ls -a "$T/new")"

# A publisher killed before its renames left temporaries (NAME.tmp.PID):
# the next one removes them; those of a running process stay.
sh -c 'exit 0' &
dead=$!
wait "$dead"
printf 'half' > "$Q/round-01.html.tmp.$dead"
printf 'half' > "$Q/round-01.txt.tmp.$$"
SCRABMAIL_NOW=$NOW_PUB sm publish Flacăra --out "$Q"
expect_rc 0
[ ! -e "$Q/round-01.html.tmp.$dead" ] || fail "a dead publisher's temporary stayed"
[ -e "$Q/round-01.txt.tmp.$$" ] || fail "a running process's temporary was removed"
rm -f "$Q/round-01.txt.tmp.$$"
exit 0
