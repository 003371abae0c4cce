#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# Replays each fuzz target over its committed corpus (make check).  A crash,
# an abort (a broken round trip) or a sanitizer report fails the test.
# First, the two-letter words of tests/fuzz/two-letter.h must be those of
# lexicon/ro-2-official.txt, in the same order.
set -eu
: "${srcdir:?run through make check}" "${builddir:?}"
h=$(sed -n '/^#define FZ_TWO_LETTER_WORDS/,/^$/p' "$srcdir/tests/fuzz/two-letter.h" |
	grep -o '"[A-Z]*"' | tr -d '"')
l=$(grep -v '^#' "$srcdir/lexicon/ro-2-official.txt")
[ "$h" = "$l" ] && [ "$(printf '%s\n' "$h" | wc -l)" -eq 119 ] ||
	{ echo "FAIL: tests/fuzz/two-letter.h is not lexicon/ro-2-official.txt" >&2; exit 1; }
# Every function and file that tests/fuzz/movegen-oracle.ignorelist leaves
# out of contrib/fuzz.sh's coverage tracing still exists under that name
# (clang ignores a name that matches nothing: a renamed oracle function
# would be traced again, silently, and cost its time again).
while read -r e; do
	case $e in
	fun:*)
		f=${e#fun:}
		f=${f%\*}
		grep -q "^$f[a-z0-9_]*(" "$srcdir/tests/unit/refgen.h" \
			"$srcdir/tests/fuzz/fuzz-movegen.c" "$srcdir"/src/engine/*.c ||
			{ echo "FAIL: movegen-oracle.ignorelist: no function $e" >&2; exit 1; } ;;
	src:*)
		f=${e#src:\*/}
		[ -f "$srcdir/src/$f" ] ||
			{ echo "FAIL: movegen-oracle.ignorelist: no file $e" >&2; exit 1; } ;;
	esac
done < "$srcdir/tests/fuzz/movegen-oracle.ignorelist"
# Every corpus directory tests/fuzz/corpus/NAME belongs to tests/fuzz/fuzz-NAME.
for dir in "$srcdir"/tests/fuzz/corpus/*/; do
	t=$(basename "$dir")
	"$builddir/tests/fuzz/fuzz-$t" "$srcdir/tests/fuzz/corpus/$t" ||
		{ echo "FAIL: fuzz-$t on its corpus" >&2; exit 1; }
done
