#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# suite-times.sh: the time of every suite of the last 'make check' in the
# build directory DIR (default .), from the "suite-time:" lines that
# tests/tools/timed.sh ends each log with: one line a suite (wall and CPU
# seconds), slowest first, then the totals.  'make check-times' runs it.
#   sh tests/tools/suite-times.sh [DIR]
set -eu
dir=${1:-.}
lines=$(find "$dir/tests" -name '*.log' ! -name 'test-suite.log' \
    -exec grep -h '^suite-time: ' {} +)
printf '%s\n' "$lines" | awk '{ printf "%9.1f %9.1f  %s\n", $4, $7, $2 }' |
    sort -g -r
printf '%s\n' "$lines" | awk '{ w += $4; c += $7; n++ }
END { printf "%9.1f %9.1f  total of %d suites (wall s, cpu s)\n", w, c, n }'
