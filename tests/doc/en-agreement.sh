#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# en-agreement.sh: English counted nouns agree with their numbers ("0
# points", "1 point", "2 points", "21 points": the singular for 1 only).
# Checked three ways:
#  1. the mail templates' en.nr (messages-en.xsl) gives that, for 0, 1, 2,
#     21 and every counted noun the English texts use, and "1.5 hours";
#  2. no English text of messages-en.xsl writes a number straight before a
#     counted noun (it must go through en.nr), nor "noun(s)";
#  3. no message of the program (src/*.c) writes a number straight before
#     a plural noun ("%d games") nor "noun(s)": util_noun() chooses.
: "${srcdir:?run through make check (srcdir unset)}"
. "$srcdir/tests/doc/agreement.sh"

nouns='point:points tile:tiles day:days hour:hours minute:minutes
time:times timeout:timeouts letter:letters character:characters
technical_warning:technical_warnings championship_game:championship_games'
numbers='0 1 2 21'

# 1. en.nr, and the rule written here on its own.
rule() {	# n one many
	if [ "$1" -eq 1 ]; then echo "$1 $2"; else echo "$1 $3"; fi
}
nr_check en.nr "$srcdir/templates/mail/messages-en.xsl" rule
for want in "0 points" "1 point" "2 points" "21 points" "1 minute" \
    "21 minutes" "1 technical warning" "1 day"; do
	grep -qx "$want" "$T/actual" || fail "en.nr does not write '$want'"
done
# A fraction (a downtime's hours: game-clock.c writes "1.5"): the decimal
# point and the plural.
{
	sheet_begin "$srcdir/templates/mail/messages-en.xsl"
	for n in 1.5 0.5 20.5; do
		call_nr en.nr "'$n'" hour hours
	done
	sheet_end
} > "$T/frac.xsl"
"$XSLT" "$T/frac.xsl" > "$T/frac" 2> "$T/err" || fail "xslt-text: $(cat "$T/err")"
printf '1.5 hours\n0.5 hours\n20.5 hours\n' | diff -u - "$T/frac" ||
	fail "en.nr and a fraction"

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

agreement_done
