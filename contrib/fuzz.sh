#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# fuzz.sh: build the fuzz targets of tests/fuzz with clang's libFuzzer,
# AddressSanitizer and UBSan, and fuzz each for SECONDS (default 60; 0: no
# time limit), or until RUNS executions when RUNS is set, starting from the
# committed corpus.  New inputs go to a scratch corpus under $OUT (default
# /tmp/scrabmail-fuzz; a second run with the same OUT goes on from it, and
# a target whose sources did not change is not built again); copy the
# interesting ones into tests/fuzz/corpus/<target>/ so 'make check' replays
# them.  FUZZ_FLAGS adds libFuzzer options (FUZZ_FLAGS=-fork=2 on a machine
# of its own).  libFuzzer's output goes to $OUT/fuzz-TARGET.log, a crashing
# input to $OUT/artifacts-TARGET/, and a line per run to $OUT/summary
# (target, executions, seconds, executions per second, corpus files, crash
# files, exit status, the load average at the start and at the end, and
# the sanitizers when not the default).  FUZZ_SANITIZE chooses the
# sanitizers besides libFuzzer (default address,undefined); "undefined"
# alone runs several times faster for long runs whose point is the
# targets' own assertions (a leaked password, a move the reference
# generator disagrees with); replay the corpus such a run grew through
# the default build afterwards (SECONDS "replay") so every input found
# is also run once under ASan.  FUZZ_CFLAGS adds compiler options
# ("-fno-sanitize-coverage=trace-cmp" leaves out the comparison tracing
# that -fsanitize=fuzzer adds: half of movegen's time, for mutations
# that inputs read modulo a range hardly use).  Use a separate OUT for
# each choice.  A target with a dictionary (tests/fuzz/TARGET.dict: its
# keywords, which comparison tracing would otherwise teach it) runs with
# -dict=.
# SECONDS "build" only builds; "replay" runs every input of the corpora
# once (-runs=0) and fails on the first crash.
#   sh contrib/fuzz.sh [SECONDS|build|replay] [TARGET...]
#   FUZZ_SANITIZE=undefined FUZZ_CFLAGS=-fno-sanitize-coverage=trace-cmp \
#	OUT=/tmp/fuzz-fast sh contrib/fuzz.sh 3600 movegen
#   CORPUS=/tmp/fuzz-fast/corpus-movegen sh contrib/fuzz.sh replay movegen
#   RUNS=10000000 nohup nice -n 10 sh contrib/fuzz.sh 0 cmd-parse &
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
sanitize=${FUZZ_SANITIZE:-address,undefined}
case ,$sanitize, in
*,undefined,*) ;;
*) echo "fuzz.sh: FUZZ_SANITIZE must include undefined" >&2; exit 1 ;;
esac
flags="-std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -g -O1 -fsanitize=fuzzer,$sanitize -fno-sanitize-recover=undefined ${FUZZ_CFLAGS:-} -Isrc/engine"
# The program's targets (mail-parse, cmd-parse) need the program's sources,
# its libraries, the generated schema and a config.h with what configure
# would define that the sources use (the package's name and version).
deps="sqlite3 gmime-3.0 libcurl libxml-2.0 libxslt libexslt glib-2.0 libcrypt json-glib-1.0"
version=$(sed -n 's/^AC_INIT(\[scrabmail\], \[\([^]]*\)\].*/\1/p' configure.ac)
printf '#define PACKAGE_VERSION "%s"\n#define PACKAGE_STRING "scrabmail %s"\n' \
	"$version" "$version" > "$out/config.h.new"
cmp -s "$out/config.h.new" "$out/config.h" 2>/dev/null ||
	mv "$out/config.h.new" "$out/config.h"
rm -f "$out/config.h.new"
sh db/embed.sh db/schema.sql db/migrations/*.sql > "$out/store-sql.gen.c.new"
cmp -s "$out/store-sql.gen.c.new" "$out/store-sql.gen.c" 2>/dev/null ||
	mv "$out/store-sql.gen.c.new" "$out/store-sql.gen.c"
rm -f "$out/store-sql.gen.c.new"
prog="-I$out -Isrc $(pkg-config --cflags $deps) -DSM_PKGDATADIR=\"/nonexistent\" \
	-DSM_BUILD_LEXICON=\"/nonexistent\" -DSM_SRC_TEMPLATES=\"$PWD/templates\""
progsrc="$(ls src/*.c | grep -v -e 'src/scrabmail.c' -e 'src/scrabmail-full.c' -e 'src/cli-front.c' -e '\.gen\.c$') $out/store-sql.gen.c src/engine/*.c"
# The stamp of a build: the compiler, its flags, the sources given and
# the program's headers.
stamp() {
	# shellcheck disable=SC2086
	(echo "$cc $flags $prog"; cat "$@" src/*.h src/engine/*.h \
		"$out/config.h") | cksum
}
# The program's sources compiled once into $out/prog.a for both targets,
# again only when a source, a header or the flags changed.
prog_archive() {
	# shellcheck disable=SC2086
	st=$(stamp $progsrc)
	[ -f "$out/prog.a" ] && [ "$(cat "$out/prog.a.stamp" 2>/dev/null)" = "$st" ] &&
		return 0
	rm -rf "$out/prog" "$out/prog.a"
	mkdir -p "$out/prog"
	for f in $progsrc; do
		# shellcheck disable=SC2086
		"$cc" $flags $prog -c -o "$out/prog/$(basename "$f" .c).o" "$f"
	done
	ar rcs "$out/prog.a" "$out"/prog/*.o
	echo "$st" > "$out/prog.a.stamp"
}
for t in $targets; do
	case $t in
	mail-parse|cmd-parse)
		prog_archive
		srcs="tests/fuzz/fuzz-$t.c $out/prog.a"
		# shellcheck disable=SC2086
		build() { "$cc" $flags $prog -o "$out/fuzz-$t" $srcs \
			$(pkg-config --libs $deps); } ;;
	movegen)
		# The oracle (reference generator, judge) is left out of the
		# coverage tracing: see tests/fuzz/movegen-oracle.ignorelist.
		srcs="tests/fuzz/fuzz-$t.c src/engine/*.c"
		# shellcheck disable=SC2086
		build() { "$cc" $flags \
			-fsanitize-coverage-ignorelist=tests/fuzz/movegen-oracle.ignorelist \
			-o "$out/fuzz-$t" $srcs; } ;;
	*)
		srcs="tests/fuzz/fuzz-$t.c src/engine/*.c"
		# shellcheck disable=SC2086
		build() { "$cc" $flags -o "$out/fuzz-$t" $srcs; } ;;
	esac
	# Built again only when a source, a header or the flags changed.
	# shellcheck disable=SC2086
	st=$(stamp $srcs tests/fuzz/*.h tests/unit/*.h tests/fuzz/*.ignorelist)
	if [ ! -x "$out/fuzz-$t" ] || [ "$(cat "$out/fuzz-$t.stamp" 2>/dev/null)" != "$st" ]; then
		build
		echo "$st" > "$out/fuzz-$t.stamp"
	fi
	[ "$secs" != build ] || continue
	mkdir -p "$out/corpus-$t" "$out/artifacts-$t"
	if [ "$secs" = replay ]; then
		# Each input once, the given corpus (default: this OUT's) and
		# the committed one.
		# shellcheck disable=SC2086
		"$out/fuzz-$t" -runs=0 -print_final_stats=1 -artifact_prefix="$out/artifacts-$t/" \
			${CORPUS:-$out/corpus-$t} "tests/fuzz/corpus/$t" \
			> "$out/replay-$t.log" 2>&1 ||
			{ tail -n 40 "$out/replay-$t.log" >&2; exit 1; }
		echo "$t replayed $(sed -n 's/^stat::number_of_executed_units: *//p' "$out/replay-$t.log" | tail -n 1) inputs (sanitizers $sanitize): no crash" |
			tee -a "$out/summary"
		continue
	fi
	load0=$(cut -d ' ' -f 1 /proc/loadavg)
	start=$(date +%s)
	rc=0
	dict=
	[ ! -f "tests/fuzz/$t.dict" ] || dict="-dict=tests/fuzz/$t.dict"
	# shellcheck disable=SC2086
	"$out/fuzz-$t" -max_total_time="$secs" ${RUNS:+-runs="$RUNS"} \
		-max_len=4096 -print_final_stats=1 $dict ${FUZZ_FLAGS:-} \
		-artifact_prefix="$out/artifacts-$t/" \
		"$out/corpus-$t" "tests/fuzz/corpus/$t" \
		> "$out/fuzz-$t.log" 2>&1 || rc=$?
	took=$(($(date +%s) - start))
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' \
		"$out/fuzz-$t.log" | tail -n 1)
	# -fork=N prints no final stats: its last progress line counts.
	[ -n "$runs" ] || runs=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' \
		"$out/fuzz-$t.log" | tail -n 1)
	line="$t runs ${runs:-?} seconds $took rate $((${runs:-0} / (took > 0 ? took : 1)))/s corpus $(ls "$out/corpus-$t" | wc -l) crashes $(ls "$out/artifacts-$t" | wc -l) exit $rc load $load0-$(cut -d ' ' -f 1 /proc/loadavg)${FUZZ_FLAGS:+ flags $FUZZ_FLAGS}${FUZZ_SANITIZE:+ sanitize $sanitize}${FUZZ_CFLAGS:+ cflags $FUZZ_CFLAGS}"
	echo "$line" | tee -a "$out/summary"
	[ "$rc" -eq 0 ] || { tail -n 40 "$out/fuzz-$t.log" >&2; exit "$rc"; }
done
