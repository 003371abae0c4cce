#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# run-top.sh: the move generator benchmarks ('make bench-top' runs it in
# the build directory): checks that sim-positions still reproduces the
# committed bench/positions.tsv (30 duplicate games, fixed seed), times the
# top search and the all-moves count per position (bench-top), then the
# whole batch run of 'scrabmail top --batch' with its peak memory
# (/usr/bin/time -v).  Copy the figures into bench/README.md by hand.
set -eu
LC_ALL=C
export LC_ALL

srcdir=$(cd "$(dirname "$0")/.." && pwd)
SCRABMAIL=${SCRABMAIL:-./scrabmail}
LEX=${LEX:-lexicon/default.lex}
POS=${POS:-$srcdir/bench/positions.tsv}
RUNS=${RUNS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

echo "# machine"
printf 'nproc\t%s\n' "$(nproc 2>/dev/null || echo '?')"
printf 'cpu\t%s\n' "$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"

echo "# positions"
./bench/sim-positions --lexicon "$LEX" > "$tmp/positions.tsv"
if cmp -s "$tmp/positions.tsv" "$POS"; then
	echo "sim-positions reproduces $POS"
else
	echo "sim-positions differs from $POS (lexicon or engine changed)"
fi
printf 'positions\t%s\n' "$(wc -l < "$POS" | tr -d ' ')"
printf 'with a blank\t%s\n' "$(grep -c '?' "$POS")"

echo "# per search: cold (each once, in order), then warm (fastest of $RUNS)"
./bench/bench-top -r "$RUNS" --lexicon "$LEX" "$POS"

# Racks with two blanks (the file has none): every 11th rack without a
# blank, its last two letters made blanks.
awk -F '\t' 'NR % 11 == 0 && index($2, "?") == 0 && length($2) == 7 {
	print $1 "\t" substr($2, 1, 5) "??" }' "$POS" > "$tmp/two-blanks.tsv"
echo "# two blanks: $(wc -l < "$tmp/two-blanks.tsv" | tr -d ' ') positions, cold"
./bench/bench-top -c -w 3 --lexicon "$LEX" "$tmp/two-blanks.tsv"

echo "# batch: scrabmail top --batch (one process, lexicon loaded once)"
for opt in "" "--count"; do
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -v "$SCRABMAIL" top --lexicon "$LEX" $opt \
		    --batch "$POS" > "$tmp/out" 2> "$tmp/time"
		printf 'top --batch %s\twall %s\tpeak RSS %s kB\n' "$opt" \
		    "$(sed -n 's/.*Elapsed (wall clock) time.*: //p' "$tmp/time")" \
		    "$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time")"
	else
		"$SCRABMAIL" top --lexicon "$LEX" $opt --batch "$POS" > "$tmp/out"
		echo "(no /usr/bin/time: install GNU time for the memory figure)"
	fi
done
