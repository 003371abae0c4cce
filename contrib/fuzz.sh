#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# fuzz.sh: build the fuzz targets of tests/fuzz with clang's libFuzzer,
# AddressSanitizer and UBSan, and fuzz each for SECONDS (default 60; 0: no
# time limit), or until RUNS executions when RUNS is set, starting from the
# committed corpus.  New inputs go to a scratch corpus under $OUT (default
# /tmp/scrabmail-fuzz; a second run with the same OUT goes on from it);
# copy the interesting ones into tests/fuzz/corpus/<target>/ so 'make
# check' replays them.  libFuzzer's output goes to $OUT/fuzz-TARGET.log, a
# crashing input to $OUT/artifacts-TARGET/, and a line per run to
# $OUT/summary (target, executions, seconds, corpus files, crash files).
#   sh contrib/fuzz.sh [SECONDS] [TARGET...]
#   RUNS=10000000 nice -n 19 sh contrib/fuzz.sh 0 cmd-parse
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-move-notation board-parse lex-load movegen mail-parse cmd-parse}
out=${OUT:-/tmp/scrabmail-fuzz}
cc=${CC:-clang}
command -v "$cc" >/dev/null || { echo "fuzz.sh: needs clang (apt-get install clang)" >&2; exit 1; }
mkdir -p "$out"
# The program's targets render answers: the templates of this tree.
SCRABMAIL_TEMPLATES=${SCRABMAIL_TEMPLATES:-$PWD/templates}
export SCRABMAIL_TEMPLATES
flags="-std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc/engine"
# The program's targets (mail-parse, cmd-parse) need the program's sources,
# its libraries, the generated schema and an (empty) config.h.
deps="sqlite3 gmime-3.0 libcurl libxml-2.0 libxslt libexslt glib-2.0 libcrypt json-glib-1.0"
: > "$out/config.h"
sh db/embed.sh db/schema.sql db/migrations/*.sql > "$out/store-sql.gen.c"
prog="-I$out -Isrc $(pkg-config --cflags $deps) -DSM_PKGDATADIR=\"/nonexistent\" \
	-DSM_BUILD_LEXICON=\"/nonexistent\" -DSM_SRC_TEMPLATES=\"$PWD/templates\""
for t in $targets; do
	case $t in
	mail-parse|cmd-parse)
		# shellcheck disable=SC2046
		"$cc" $flags $prog -o "$out/fuzz-$t" "tests/fuzz/fuzz-$t.c" \
			$(ls src/*.c | grep -v -e 'src/scrabmail.c' -e 'src/scrabmail-full.c' -e 'src/cli-front.c' -e '\.gen\.c$') \
			"$out/store-sql.gen.c" \
			src/engine/*.c $(pkg-config --libs $deps) ;;
	*)
		"$cc" $flags -o "$out/fuzz-$t" "tests/fuzz/fuzz-$t.c" src/engine/*.c ;;
	esac
	mkdir -p "$out/corpus-$t" "$out/artifacts-$t"
	start=$(date +%s)
	rc=0
	"$out/fuzz-$t" -max_total_time="$secs" ${RUNS:+-runs="$RUNS"} \
		-max_len=4096 -print_final_stats=1 \
		-artifact_prefix="$out/artifacts-$t/" \
		"$out/corpus-$t" "tests/fuzz/corpus/$t" \
		> "$out/fuzz-$t.log" 2>&1 || rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' \
		"$out/fuzz-$t.log" | tail -n 1)
	line="$t runs ${runs:-?} seconds $(($(date +%s) - start)) corpus $(ls "$out/corpus-$t" | wc -l) crashes $(ls "$out/artifacts-$t" | wc -l) exit $rc"
	echo "$line" | tee -a "$out/summary"
	[ "$rc" -eq 0 ] || { tail -n 40 "$out/fuzz-$t.log" >&2; exit "$rc"; }
done
