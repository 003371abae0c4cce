#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# fuzz.sh: build the fuzz targets of tests/fuzz with clang's libFuzzer,
# AddressSanitizer and UBSan, and fuzz each for SECONDS (default 60),
# starting from the committed corpus.  New inputs go to a scratch corpus
# under $OUT (default /tmp/scrabmail-fuzz); copy the interesting ones into
# tests/fuzz/corpus/<target>/ so 'make check' replays them.
#   sh contrib/fuzz.sh [SECONDS] [TARGET...]
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-move-notation board-parse lex-load movegen}
out=${OUT:-/tmp/scrabmail-fuzz}
cc=${CC:-clang}
command -v "$cc" >/dev/null || { echo "fuzz.sh: needs clang (apt-get install clang)" >&2; exit 1; }
mkdir -p "$out"
flags="-std=c11 -D_DEFAULT_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc/engine"
for t in $targets; do
	"$cc" $flags -o "$out/fuzz-$t" "tests/fuzz/fuzz-$t.c" src/engine/*.c
	mkdir -p "$out/corpus-$t"
	"$out/fuzz-$t" -max_total_time="$secs" -max_len=4096 \
		"$out/corpus-$t" "tests/fuzz/corpus/$t"
done
