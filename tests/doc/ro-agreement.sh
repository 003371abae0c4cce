#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# ro-agreement.sh: Romanian numbers agree with their nouns.  "1 piesă",
# "19 piese", "20 de piese", "100 de piese", "101 piese": a count of 1 takes
# the singular; one whose last two digits are 20-99, or 00 (but 0 itself),
# takes "de" before the plural.  Checked three ways:
#  1. the mail templates' ro.nr (messages-ro.xsl) and the bulletins' count
#     (bulletin/common.xsl) give that, for 0-25, 100, 101 and every counted
#     noun the texts use; ro.nr writes a fraction with a decimal comma and
#     no "de" ("1,5 ore", "20,5 ore"), and "o oră" where asked;
#  2. no Romanian text writes a number straight before a counted noun (it
#     must go through ro.nr / count), in messages-ro.xsl and the bulletins'
#     stylesheets;
#  3. every counted string of bulletin/strings.xml has its .1, .n and .de
#     forms.
: "${srcdir:?run through make check (srcdir unset)}"
. "$srcdir/tests/doc/agreement.sh"

nouns='punct:puncte piesă:piese mutare:mutări rundă:runde zi:zile oră:ore
minut:minute partidă:partide jucător:jucători
avertisment_tehnic:avertismente_tehnice'
numbers='0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25
100 101'

# The rule, written here on its own.
expect() {	# n one many
	if [ "$1" -eq 1 ]; then echo "$1 $2"
	elif [ $(($1 % 100)) -ge 20 ] ||
	    { [ $(($1 % 100)) -eq 0 ] && [ "$1" -ne 0 ]; }; then
		echo "$1 de $3"
	else echo "$1 $3"
	fi
}

# 1. The mail templates.
nr_check ro.nr "$srcdir/templates/mail/messages-ro.xsl" expect
# A few written out, so that the rule above cannot drift with the template.
for want in "0 piese" "1 piesă" "19 piese" "20 de piese" "25 de piese" \
    "100 de piese" "101 piese" "1 avertisment tehnic" "2 avertismente tehnice" \
    "24 de puncte" "1 zi" "21 de zile"; do
	grep -qx "$want" "$T/actual" || fail "ro.nr does not write '$want'"
done
# 1a. A fraction (a downtime's hours: game-clock.c writes "1.5"): the
# decimal comma, the plural, and no "de" (the noun follows the last numeral
# read, the decimal one: "20,5 ore"); "o oră" where the text asks for it.
{
	sheet_begin "$srcdir/templates/mail/messages-ro.xsl"
	for n in "'1.5'" "'0.5'" "'20.5'" "'101.5'" "'2'" "'20'" "'1'"; do
		call_nr ro.nr "$n" oră ore
	done
	for n in "'1'" "'1.5'" "'20'"; do
		call_nr ro.nr "$n" oră ore 'o oră'
	done
	# Not a number: as it is.
	call_nr ro.nr "'1.5.2'" oră ore
	sheet_end
} > "$T/frac.xsl"
"$XSLT" "$T/frac.xsl" > "$T/frac" 2> "$T/err" || fail "xslt-text: $(cat "$T/err")"
printf '%s\n' "1,5 ore" "0,5 ore" "20,5 ore" "101,5 ore" "2 ore" "20 de ore" \
    "1 oră" "o oră" "1,5 ore" "20 de ore" "1.5.2 ore" | diff -u - "$T/frac" ||
	fail "ro.nr and a fraction, or 'o oră'"

# 1b. The bulletins' count, for every counted noun of strings.xml.
ids=$(sed -n 's/.*<s id="\([a-z-]*\)\.de".*/\1/p' \
    "$srcdir/templates/bulletin/strings.xml")
[ -n "$ids" ] || fail "no counted strings found in strings.xml"
{
	sheet_begin "$srcdir/templates/bulletin/common.xsl"
	for id in $ids; do
		for n in $numbers; do
			echo "<xsl:call-template name=\"count\"><xsl:with-param name=\"n\" select=\"$n\"/><xsl:with-param name=\"noun\" select=\"'$id'\"/></xsl:call-template><xsl:text>&#10;</xsl:text>"
		done
	done
	sheet_end
} > "$T/count.xsl"
if ! "$XSLT" "$T/count.xsl" lang ro > "$T/count" 2> "$T/err"; then
	fail "xslt-text (bulletin count): $(cat "$T/err")"
else
	: > "$T/count.expected"
	for id in $ids; do
		form() {
			sed -n "s/.*<s id=\"$id\.$1\" ro=\"\([^\"]*\)\".*/\1/p" \
			    "$srcdir/templates/bulletin/strings.xml"
		}
		f1=$(form 1) fn=$(form n) fde=$(form de)
		for n in $numbers; do
			if [ "$n" -eq 1 ]; then f=$f1
			elif [ $((n % 100)) -ge 20 ] ||
			    { [ $((n % 100)) -eq 0 ] && [ "$n" -ne 0 ]; }; then
				f=$fde
			else f=$fn
			fi
			echo "$f" | sed "s/{1}/$n/" >> "$T/count.expected"
		done
		# 3. Each form says the number and the noun.
		case $fde in *" de "*) ;; *) fail "$id.de lacks 'de': '$fde'" ;; esac
		[ -n "$fn" ] || fail "$id.n missing"
		[ -n "$f1" ] || fail "$id.1 missing"
	done
	diff -u "$T/count.expected" "$T/count" ||
	    fail "the bulletins' count disagrees with the rule"
fi

# 2. No number straight before a counted noun.
words='piese|piesă|puncte|mutări|runde|zile|avertismente|minute|ore|partide|jucători|participanți|cuvinte|grupe|concursuri'
if grep -nE "(\"/>|\{1\}|<xsl:text>) ?($words)\b" \
    "$srcdir/templates/mail/messages-ro.xsl" \
    "$srcdir"/templates/bulletin/*.xsl | grep -v 'id="' ; then
	fail "a number written straight before its noun (use ro.nr / count)"
fi
grep -nE "ro=\"[^\"]*\{1\} ($words)\b" "$srcdir/templates/bulletin/strings.xml" |
    while IFS= read -r line; do
	id=$(echo "$line" | sed -n 's/.*<s id="\([^"]*\)".*/\1/p')
	case $id in
	*.n) base=${id%.n}
	     grep -q "<s id=\"$base\.de\"" "$srcdir/templates/bulletin/strings.xml" ||
	         echo "FAIL: $id has no $base.de form" ;;
	*)   echo "FAIL: $id writes {1} before a counted noun" ;;
	esac
done > "$T/strings"
[ -s "$T/strings" ] && { cat "$T/strings"; fails=$((fails + 1)); }

agreement_done
