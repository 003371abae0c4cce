#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# lexicon.sh: the "lexicon build" and "lexicon info" commands: the report's
# counts on a small list with a byte order mark, CR LF, diacritics in both
# forms, comments and every reason to drop a word; --two-letter; default
# output name; usage errors; and damaged copies of the default lexicon
# (truncated, bytes flipped, not a lexicon at all), which must give a
# message and exit status 3, never a crash.
. "$srcdir/tests/cli/lib.sh"

SOURCE_DATE_EPOCH=86400
export SOURCE_DATE_EPOCH

# --- a small list -------------------------------------------------------
# 12 lines: casă (BOM, CRLF), Țară (blanks, CRLF), ŞOŞEA (cedillas), casa
# (duplicate), 2 empty, 1 comment, a (short), 16 letters (long), ab-cd and
# x1 (non-letters), îi (last line, no newline).
printf '\357\273\277cas\304\203\r\n  \310\232ar\304\203  \r\n\305\236O\305\236EA\ncasa\n\n   \n# a comment\na\nabcdefghijklmnop\nab-cd\nx1\n\303\256i' \
	> "$T/small.txt"
sm lexicon build "$T/small.txt"
expect_rc 0
expect_in "report" "$err" "lines read: 12"
expect_in "report" "$err" "words kept: 5"
expect_in "report" "$err" "distinct words: 4"
expect_in "report" "$err" "dropped too short: 1"
expect_in "report" "$err" "dropped too long: 1"
expect_in "report" "$err" "dropped non-letters: 2"
expect_in "report" "$err" "empty lines: 2"
expect_in "report" "$err" "comment lines: 1"
expect_in "report" "$err" "build time: "
[ -f "$T/small.lex" ] || fail "default output $T/small.lex not written"

sm lexicon info "$T/small.lex"
expect_rc 0
expect_in "info" "$out" "file	$T/small.lex"
expect_in "info" "$out" "version	5"
expect_in "info" "$out" "words	4"
expect_in "info" "$out" "letters	15"
expect_in "info" "$out" "source	small.txt"
expect_in "info" "$out" "built	1970-01-02T00:00:00Z"
size=$(wc -c < "$T/small.lex" | tr -d ' ')
expect_in "info" "$out" "size	$size"
expect_in "info" "$out" "filter	0"
keys=$(printf '%s\n' "$out" | cut -f1 | tr '\n' ' ')
expect_eq "info keys" "$keys" "file version words letters arcs size filter checksum identity source built "

# Same words, same time, same source: the same bytes.
sm lexicon build --quiet --source small.txt -o "$T/again.lex" "$T/small.txt"
expect_rc 0
expect_eq "quiet" "$err" ""
cmp -s "$T/small.lex" "$T/again.lex" || fail "two builds of one list differ"

# --two-letter: the list's own two-letter words go, the file's come in.
printf '# official\nZZ\n ab \r\n' > "$T/two.txt"
sm lexicon build --two-letter "$T/two.txt" --source "test list" \
	-o "$T/two.lex" "$T/small.txt"
expect_rc 0
expect_in "two-letter" "$err" "dropped two-letter: 1"
expect_in "two-letter" "$err" "two-letter words from $T/two.txt: 2"
expect_in "two-letter" "$err" "distinct words: 5"
sm lexicon info "$T/two.lex"
expect_in "two-letter info" "$out" "source	test list"
# A word of 7 to 9 letters: an alphagram filter of one 64-byte block.
printf 'MASINARIE\nCASA\n' > "$T/nine.txt"
sm lexicon build --quiet -o "$T/nine.lex" "$T/nine.txt"
expect_rc 0
sm lexicon info "$T/nine.lex"
expect_in "filter info" "$out" "filter	64"
printf 'ZZ\nABC\n' > "$T/bad-two.txt"
sm lexicon build --two-letter "$T/bad-two.txt" -o "$T/x.lex" "$T/small.txt"
expect_rc 3
expect_in "bad two-letter" "$err" "line 2"

# --- usage --------------------------------------------------------------
sm lexicon build --help
expect_rc 0
expect_in "build --help" "$out" "usage: scrabmail lexicon build"
sm lexicon info --help
expect_rc 0
expect_in "info --help" "$out" "usage: scrabmail lexicon info"
sm lexicon --help
expect_rc 0
sm lexicon build
expect_rc 2
sm lexicon build --bogus "$T/small.txt"
expect_rc 2
sm lexicon info
expect_rc 2
sm lexicon frobnicate
expect_rc 2
sm lexicon build -o "$T/small.txt" "$T/small.txt"
expect_rc 2
sm lexicon build "$T/no-such-list.txt"
expect_rc 3
sm lexicon info "$T/no-such.lex"
expect_rc 3
expect_in "missing" "$err" "cannot open"

# --- damaged files ------------------------------------------------------
lex=$SCRABMAIL_LEXICON
[ -f "$lex" ] || fail "no default lexicon at $lex"
sm lexicon info "$lex"
expect_rc 0
size=$(wc -c < "$lex" | tr -d ' ')

# A word list with no usable word: refused, nothing written.
printf '# only a comment\nX\nA-B\n' > "$T/nowords.txt"
sm lexicon build -o "$T/nowords.lex" "$T/nowords.txt"
expect_rc 3
expect_in "no words" "$err" "holds no word of 2 to 15 letters"
[ ! -e "$T/nowords.lex" ] || fail "a lexicon of no words was written"

# Not a lexicon at all.
cp "$T/small.txt" "$T/text.lex"
sm lexicon info "$T/text.lex"
expect_no_crash
expect_rc 3
expect_in "text" "$err" "is not a scrabmail lexicon"
: > "$T/empty.lex"
sm lexicon info "$T/empty.lex"
expect_no_crash
expect_rc 3

# Truncated.
for n in 7 8 100 127 128 129 159 160 161 1000 $((size / 2)) $((size - 4)) $((size - 1)); do
	head -c "$n" "$lex" > "$T/trunc.lex"
	sm lexicon info "$T/trunc.lex"
	expect_no_crash
	expect_rc 3
	expect_in "truncated to $n" "$err" "$T/trunc.lex"
	expect_in "truncated to $n" "$err" "rebuild it with 'scrabmail lexicon build"
done
head -c 1000 "$lex" > "$T/trunc.lex"
sm lexicon info "$T/trunc.lex"
expect_in "truncated" "$err" "was truncated"

# Padded.
cp "$lex" "$T/padded.lex"
printf 'xxxx' >> "$T/padded.lex"
sm lexicon info "$T/padded.lex"
expect_no_crash
expect_rc 3

# One byte flipped (xor 0xff) here and there, header and arcs.
flip() {	# flip FILE OFFSET
	b=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
	b=$((b ^ 255))
	# shellcheck disable=SC2059
	printf "$(printf '\\%03o' "$b")" |
		dd of="$1" bs=1 seek="$2" count=1 conv=notrunc 2>/dev/null
}
for off in 0 7 8 12 16 24 28 32 36 40 48 56 100 120 127 128 129 131 159 160 \
    1000 $((size / 3)) $((size / 2)) $((size - 5)) $((size - 1)); do
	cp "$lex" "$T/flip.lex"
	flip "$T/flip.lex" "$off"
	cmp -s "$lex" "$T/flip.lex" && fail "flip at $off changed nothing"
	sm lexicon info "$T/flip.lex"
	expect_no_crash
	expect_rc 3
	expect_in "flip at $off" "$err" "$T/flip.lex"
done
# A lexicon of format 1 (before list headers): refused, rebuild advised.
cp "$lex" "$T/old.lex"
printf '\001' | dd of="$T/old.lex" bs=1 seek=8 count=1 conv=notrunc 2>/dev/null
sm lexicon info "$T/old.lex"
expect_rc 3
expect_in "format 1" "$err" "was built by an earlier scrabmail, in a format this one no longer reads: rebuild it with 'scrabmail lexicon build -o $T/old.lex WORDLIST'"

cp "$lex" "$T/flip.lex"
flip "$T/flip.lex" $((size / 2))
sm lexicon info "$T/flip.lex"
expect_in "flip" "$err" "is damaged (checksum mismatch): rebuild it with 'scrabmail lexicon build -o $T/flip.lex WORDLIST'"

# mklex, the build machine's tool that makes the default lexicon, writes
# the same bytes as "lexicon build" once the identity is stamped in.
if [ -x "$builddir/mklex" ] && command -v sha256sum >/dev/null; then
	printf 'masa\nCasă\nab\ncasa\nzz\n' > "$T/m.txt"
	printf 'ab\nzz\n' > "$T/m2.txt"
	SOURCE_DATE_EPOCH=5 "$builddir/mklex" -t "$T/m2.txt" -s src \
	    -w "$T/m.words" -o "$T/m.lex" "$T/m.txt" || fail "mklex"
	expect_eq "the identity's input" "$(cat "$T/m.words")" \
	    "scrabmail-lexicon-words 1
AB
CASA
MASA
ZZ"
	"$builddir/mklex" --stamp "$(sha256sum < "$T/m.words" | cut -c1-64)" \
	    "$T/m.lex" || fail "mklex --stamp"
	SOURCE_DATE_EPOCH=5 "$SCRABMAIL" lexicon build -q --two-letter \
	    "$T/m2.txt" --source src -o "$T/s.lex" "$T/m.txt" || fail "build"
	cmp -s "$T/m.lex" "$T/s.lex" || fail "mklex and lexicon build differ"
	# A recorded identity that is not the words': refused by info.
	sid=$("$SCRABMAIL" lexicon info "$T/s.lex" | sed -n 's/^identity	//p')
	[ -n "$sid" ] || fail "no identity"
	"$builddir/mklex" --stamp \
	    0000000000000000000000000000000000000000000000000000000000000001 \
	    "$T/m.lex" || fail "mklex --stamp"
	sm lexicon info "$T/m.lex"
	expect_rc 3
	expect_in "forged identity" "$err" "records the identity 0000000000000000000000000000000000000000000000000000000000000001 but its words give $sid"
fi
# The default lexicon (made by mklex) records the identity of its words:
# info recomputes it.
sm lexicon info "$lex"
expect_rc 0
expect_in "default identity" "$out" "identity	"

# --- the stamps of lexicons checked whole (lex-file.c) ----------------------
# In XDG_CACHE_HOME when it is absolute, else in HOME's .cache; nothing and
# no message when neither can be written.  (A file changed in the last 2 s
# gets no stamp: wait until the default lexicon is older than that.)
age=$(( $(date +%s) - $(stat -c %Z "$lex") ))
[ "$age" -ge 3 ] || sleep 3
mkdir "$T/home"
( HOME=$T/home; export HOME; unset XDG_CACHE_HOME
  "$SCRABMAIL" check --lexicon "$lex" CASA > /dev/null ) ||
	fail "check with HOME's cache"
[ -s "$T/home/.cache/scrabmail/lexicon-stamps" ] ||
	fail "no stamp in HOME/.cache/scrabmail"
( HOME=$T/home2 XDG_CACHE_HOME=$T/xdg; export HOME XDG_CACHE_HOME
  "$SCRABMAIL" check --lexicon "$lex" CASA > /dev/null ) ||
	fail "check with XDG_CACHE_HOME"
[ -s "$T/xdg/scrabmail/lexicon-stamps" ] || fail "no stamp in XDG_CACHE_HOME"
[ ! -e "$T/home2" ] || fail "HOME written though XDG_CACHE_HOME is set"
: > "$T/plain"
for x in "$T/plain/cache" relative; do
	( XDG_CACHE_HOME=$x HOME=$T/plain; export XDG_CACHE_HOME HOME
	  sm check --lexicon "$lex" CASA
	  expect_rc 0
	  expect_eq "no cache, no message ($x)" "$err" ""
	  expect_eq "no cache ($x)" "$out" "CASA valid" ) || exit 1
done

# The program keeps no build-tree path (the tests give theirs through
# SCRABMAIL_LEXICON and SCRABMAIL_TEMPLATES): none in the stripped binary.
if command -v strip >/dev/null && command -v strings >/dev/null; then
	strip -o "$T/stripped" "$SCRABMAIL" || fail "strip"
	for d in "$builddir" "$srcdir"; do
		if strings "$T/stripped" | grep -F "$d"; then
			fail "build-tree path $d in the program"
		fi
	done
fi

exit 0
