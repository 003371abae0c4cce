#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# timed.sh: make check's LOG_COMPILER.  Runs one suite ("$@": the test
# program or script) and ends its log (the suite's stderr) with a line
#   suite-time: NAME wall W s cpu C s
# W the wall time, C the user + system CPU time of the suite and all its
# children (the shell's `times`), both in seconds; the exit status is the
# suite's (77 skip and 99 hard error included).  tests/tools/suite-times.sh
# lists them from a run's logs, slowest first (bench/README.md, "ASan and
# UBSan": the per-suite figures).
start=$(date +%s%N)
"$@"
rc=$?
end=$(date +%s%N)
# `times` prints the shell's own times, then its children's: "0m1.25s
# 0m0.31s" (into a file: in a command substitution it would be a
# subshell's, which has no children).
tf=$(mktemp "${TMPDIR:-/tmp}/timed.XXXXXX")
times > "$tf"
cpu=$(tail -n 1 "$tf" | awk '{
	t = 0
	for (i = 1; i <= 2; i++) {
		split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2]
	}
	printf "%.2f", t }')
rm -f "$tf"
awk -v n="$1" -v s="$start" -v e="$end" -v c="$cpu" 'BEGIN {
	printf "suite-time: %s wall %.2f s cpu %s s\n", n, (e - s) / 1e9, c }' >&2
exit $rc
