# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# agreement.sh: what en-agreement.sh and ro-agreement.sh share, sourced by
# both (". "$srcdir/tests/doc/agreement.sh"): the variables make check
# gives (srcdir made absolute, builddir), the stylesheet runner $XSLT, a
# temporary directory $T removed at the end, fail() and its count, and
#
#   sheet_begin HREF ... sheet_end   a stylesheet importing HREF whose
#                                    template for "/" is the lines between
#   call_nr TEMPLATE N ONE MANY [SINGLE]
#                                    one call of a counting template (N an
#                                    XPath expression: 2, or '1.5' for a
#                                    text) and a line break
#   nr_check TEMPLATE HREF RULE      TEMPLATE for every number of $numbers
#                                    and noun of $nouns ("one:many", "_"
#                                    for a blank), compared with what
#                                    "RULE N ONE MANY" prints; the output
#                                    in $T/actual
#   agreement_done                   exit 1 after any failure, else "ok"
set -u
: "${srcdir:?run through make check (srcdir unset)}"
: "${builddir:?run through make check (builddir unset)}"
XSLT=$builddir/tests/tools/xslt-text
srcdir=$(cd "$srcdir" && pwd)
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-agree.XXXXXX")
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

sheet_begin() {
	echo '<?xml version="1.0" encoding="UTF-8"?>'
	echo '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">'
	echo "<xsl:import href=\"$1\"/>"
	echo '<xsl:output method="text" encoding="UTF-8"/>'
	echo '<xsl:template match="/">'
}

sheet_end() {
	echo '</xsl:template></xsl:stylesheet>'
}

call_nr() {
	printf '<xsl:call-template name="%s"><xsl:with-param name="n" select="%s"/>' "$1" "$2"
	printf "<xsl:with-param name=\"one\" select=\"'%s'\"/><xsl:with-param name=\"many\" select=\"'%s'\"/>" "$3" "$4"
	[ $# -lt 5 ] ||
		printf "<xsl:with-param name=\"single\" select=\"'%s'\"/>" "$5"
	echo '</xsl:call-template><xsl:text>&#10;</xsl:text>'
}

nr_check() {
	nr_tpl=$1 nr_href=$2 nr_rule=$3
	: > "$T/expected"
	{
		sheet_begin "$nr_href"
		for pair in $nouns; do
			one=$(echo "${pair%%:*}" | tr _ ' ')
			many=$(echo "${pair#*:}" | tr _ ' ')
			for n in $numbers; do
				call_nr "$nr_tpl" "$n" "$one" "$many"
				"$nr_rule" "$n" "$one" "$many" >> "$T/expected"
			done
		done
		sheet_end
	} > "$T/nr.xsl"
	if ! "$XSLT" "$T/nr.xsl" > "$T/actual" 2> "$T/err"; then
		fail "xslt-text: $(cat "$T/err")"
	elif ! diff -u "$T/expected" "$T/actual"; then
		fail "$nr_tpl ($(basename "$nr_href")) disagrees with the rule"
	fi
}

agreement_done() {
	[ "$fails" -eq 0 ] || exit 1
	echo "ok"
}
