#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# en-agreement.sh: English counted nouns agree with their numbers ("0
# points", "1 point", "2 points", "21 points": the singular for 1 only).
# Checked three ways:
#  1. the mail templates' en.nr (messages-en.xsl) gives that, for 0, 1, 2,
#     21 and every counted noun the English texts use;
#  2. no English text of messages-en.xsl writes a number straight before a
#     counted noun (it must go through en.nr), nor "noun(s)";
#  3. no message of the program (src/*.c) writes a number straight before
#     a plural noun ("%d games") nor "noun(s)": util_noun() chooses.
set -u
: "${srcdir:?run through make check (srcdir unset)}"
: "${builddir:?run through make check (builddir unset)}"
XSLT=$builddir/tests/tools/xslt-text
srcdir=$(cd "$srcdir" && pwd)
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-en.XXXXXX")
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

nouns='point:points tile:tiles day:days hour:hours minute:minutes
time:times timeout:timeouts letter:letters character:characters
technical_warning:technical_warnings championship_game:championship_games'
numbers='0 1 2 21'

# 1. en.nr, and the rule written here on its own.
{
	echo '<?xml version="1.0" encoding="UTF-8"?>'
	echo '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">'
	echo "<xsl:import href=\"$srcdir/templates/mail/messages-en.xsl\"/>"
	echo '<xsl:output method="text" encoding="UTF-8"/>'
	echo '<xsl:template match="/">'
	for pair in $nouns; do
		one=$(echo "${pair%%:*}" | tr _ ' ') many=$(echo "${pair#*:}" | tr _ ' ')
		for n in $numbers; do
			echo "<xsl:call-template name=\"en.nr\"><xsl:with-param name=\"n\" select=\"$n\"/><xsl:with-param name=\"one\" select=\"'$one'\"/><xsl:with-param name=\"many\" select=\"'$many'\"/></xsl:call-template><xsl:text>&#10;</xsl:text>"
			if [ "$n" -eq 1 ]; then echo "$n $one"; else echo "$n $many"; fi >> "$T/expected"
		done
	done
	echo '</xsl:template></xsl:stylesheet>'
} > "$T/nr.xsl"
if ! "$XSLT" "$T/nr.xsl" > "$T/actual" 2> "$T/err"; then
	fail "xslt-text: $(cat "$T/err")"
elif ! diff -u "$T/expected" "$T/actual"; then
	fail "en.nr (messages-en.xsl) disagrees with the rule"
fi
for want in "0 points" "1 point" "2 points" "21 points" "1 minute" \
    "21 minutes" "1 technical warning" "1 day"; do
	grep -qx "$want" "$T/actual" || fail "en.nr does not write '$want'"
done

# 2. The English templates.
words='points|tiles|moves|rounds|days|hours|minutes|games|players|warnings|technical warnings|letters|characters|timeouts|times|championship games'
if grep -nE "(\"/>|<xsl:text>) ?($words)\b" \
    "$srcdir/templates/mail/messages-en.xsl"; then
	fail "a number written straight before its noun in messages-en.xsl (use en.nr)"
fi
if grep -nE "[a-z]\(s\)" "$srcdir/templates/mail/messages-en.xsl"; then
	fail "'noun(s)' in messages-en.xsl (use en.nr)"
fi

# 3. The program's own messages.
cwords='games|players|minutes|days|hours|messages|rounds|reminders|timeouts|mails|seconds|moves|points|tiles'
# (A bound is plural whatever its value: "more than %d", "at least %d",
# "%d to %d"; so is a count fixed above 1: OUTBOX_REFUSED_AFTER.)
if grep -nE "%(l|ll|z)?[du] ($cwords)\b" "$srcdir"/src/*.c |
    grep -vE "(more than|least|to) %d|refused %d mails"; then
	fail "a number printed straight before a plural noun (use util_noun)"
fi
if grep -nE "\"[^\"]*[a-z]\(s\)" "$srcdir"/src/*.c; then
	fail "'noun(s)' in a message of the program (use util_noun)"
fi

[ "$fails" -eq 0 ] || exit 1
echo "ok"
