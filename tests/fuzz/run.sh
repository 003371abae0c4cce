#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# Replays each fuzz target over its committed corpus (make check).  A crash,
# an abort (a broken round trip) or a sanitizer report fails the test.
set -eu
: "${srcdir:?run through make check}" "${builddir:?}"
# Every corpus directory tests/fuzz/corpus/NAME belongs to tests/fuzz/fuzz-NAME.
for dir in "$srcdir"/tests/fuzz/corpus/*/; do
	t=$(basename "$dir")
	"$builddir/tests/fuzz/fuzz-$t" "$srcdir/tests/fuzz/corpus/$t" ||
		{ echo "FAIL: fuzz-$t on its corpus" >&2; exit 1; }
done
