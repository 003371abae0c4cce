#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-startup.sh: the start-up of the engine commands (issue 17:
# <= 8 ms), 'scrabmail check CASA' and 'scrabmail top --batch' of one
# position, run by the front program (scrabmail) and, for comparison, by
# the full one (scrabmail-full, which is what scrabmail was before the
# split); then what the front's hand-over costs ('--version': the front
# execs the full program).  Each engine command twice: with the lexicon
# trusted by its stamp (the usual case: checked whole by an earlier run;
# lex-file.c), and checked whole at every run (no cache: what the first
# run after a new lexicon pays, or a user with no cache directory).  The
# stamps go to a cache directory of the run's own (XDG_CACHE_HOME), never
# the user's.  Wall time with hyperfine when it is installed (-N, 5
# warm-up runs, RUNS runs, default 60: mean, sigma, min, median), else a
# shell loop of RUNS runs (mean only); then, with valgrind, the
# instructions of each whole process (callgrind), the figure to compare
# changes by on a shared machine.  The load average is printed before and
# after.  Run from the build directory: make bench-startup.
set -eu
LC_ALL=C
export LC_ALL

srcdir=${srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
FRONT=${SCRABMAIL:-./scrabmail}
FULL=${SCRABMAIL_FULL:-$(dirname "$FRONT")/scrabmail-full}
SCRABMAIL_LEXICON=${SCRABMAIL_LEXICON:-lexicon/default.lex}
RUNS=${RUNS:-60}
export SCRABMAIL_LEXICON
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
# The stamps' cache (trusted runs), and one that cannot exist (whole runs:
# a directory under a regular file).
TRUSTED="$T/cache"
: > "$T/file"
WHOLE="$T/file/cache"
XDG_CACHE_HOME=$TRUSTED
export XDG_CACHE_HOME

# The first position of the benchmark file (an empty board: the search is
# short, the start-up is most of the run).
head -n 1 "$srcdir/bench/positions.tsv" > "$T/one.tsv"

printf 'machine\t%s CPUs, %s\n' "$(nproc 2>/dev/null || echo '?')" \
    "$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"
printf 'load before\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"

# The stamp of the lexicon, recorded by a whole check (none when the file
# changed in the last 2 seconds: then every run checks whole).
"$FRONT" check CASA > /dev/null
[ -s "$TRUSTED/scrabmail/lexicon-stamps" ] ||
	echo "(no stamp recorded: the 'trusted' runs check whole too)"

# name, then XDG_CACHE_HOME, then the command line (words without spaces).
set -- \
    "check, front" "$TRUSTED" "$FRONT check CASA" \
    "check, front, whole check" "$WHOLE" "$FRONT check CASA" \
    "check, full" "$TRUSTED" "$FULL check CASA" \
    "top one position, front" "$TRUSTED" "$FRONT top --batch $T/one.tsv" \
    "top one position, front, whole check" "$WHOLE" \
    "$FRONT top --batch $T/one.tsv" \
    "top one position, full" "$TRUSTED" "$FULL top --batch $T/one.tsv" \
    "--version, front (execs the full)" "$TRUSTED" "$FRONT --version" \
    "--version, full" "$TRUSTED" "$FULL --version"

echo "# wall time"
if command -v hyperfine > /dev/null 2>&1; then
	while [ $# -gt 0 ]; do
		XDG_CACHE_HOME=$2 hyperfine -N -w 5 -r "$RUNS" \
		    --export-json "$T/h.json" "$3" > /dev/null 2>&1
		python3 - "$1" "$T/h.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[2]))["results"][0]
print("%s\tmean %.2f ms, sigma %.2f, min %.2f, median %.2f" % (sys.argv[1],
    r["mean"] * 1e3, r["stddev"] * 1e3, r["min"] * 1e3,
    r["median"] * 1e3))
PY
		shift 3
	done
else
	while [ $# -gt 0 ]; do
		a=$(date +%s%N)
		i=0
		while [ $i -lt "$RUNS" ]; do
			XDG_CACHE_HOME=$2 $3 > /dev/null
			i=$((i + 1))
		done
		b=$(date +%s%N)
		printf '%s\tmean %s ms (a loop of %s; no hyperfine)\n' "$1" \
		    "$(echo "($b - $a) / $RUNS / 1000000" | bc -l | cut -c1-5)" \
		    "$RUNS"
		shift 3
	done
fi
printf 'load after\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"

if command -v valgrind > /dev/null 2>&1; then
	# The whole process, the dynamic loader included.  (Not the front's
	# hand-over: valgrind keeps nothing of a process image it execs away
	# from.  The full program's --version is the loader's cost alone.)
	echo "# instructions (callgrind, the whole process)"
	for c in "$FRONT check CASA" "$FULL check CASA" \
	    "$FRONT top --batch $T/one.tsv" "$FULL top --batch $T/one.tsv" \
	    "$FULL --version"; do
		for how in trusted whole; do
			case $how in
			trusted) XDG_CACHE_HOME=$TRUSTED ;;
			*) XDG_CACHE_HOME=$WHOLE ;;
			esac
			rm -f "$T"/cg.*
			valgrind --tool=callgrind \
			    --callgrind-out-file="$T/cg.out" $c > /dev/null 2>&1
			n=$(sed -n 's/^summary: //p' "$T/cg.out")
			printf '%s (%s)\t%.1f M\n' "$c" "$how" \
			    "$(echo "$n / 1000000" | bc -l)"
		done
	done
fi
