#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# run.sh: the lexicon benchmarks ('make bench' runs it in the build
# directory): the machine, then the build time of the default lexicon
# (median of several runs of 'scrabmail lexicon build'), its size and
# graph statistics, load time (mmap + full verification; warm and cold)
# and lookup speed.  Results go to stdout as key<TAB>value lines; copy the
# figures into bench/README.md by hand.
set -eu
LC_ALL=C
export LC_ALL

srcdir=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-5}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
BENCH=${BENCH:-./bench/bench-lexicon}
LIST=${LIST:-lexicon/hunspell-ro.txt}
LEX=${LEX:-lexicon/default.lex}
TWO=$srcdir/lexicon/ro-2-official.txt

for f in "$SCRABMAIL" "$BENCH" "$LIST" "$LEX"; do
	[ -e "$f" ] || { echo "run.sh: $f missing: run 'make bench'" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

echo "# machine"
printf 'nproc\t%s\n' "$(nproc 2>/dev/null || echo '?')"
printf 'cpu\t%s\n' "$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"
printf 'ram\t%s\n' "$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
printf 'lines in word list\t%s\n' "$(wc -l < "$LIST" | tr -d ' ')"

echo "# build: scrabmail lexicon build --two-letter ... $LIST ($RUNS runs)"
i=0
: > "$tmp/times"
while [ "$i" -lt "$RUNS" ]; do
	t0=$(date +%s%N)
	"$SCRABMAIL" lexicon build --two-letter "$TWO" -o "$tmp/bench.lex" \
		"$LIST" 2> "$tmp/report"
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000000)) >> "$tmp/times"
	i=$((i + 1))
done
sort -n "$tmp/times" | awk '{ v[NR] = $1 } END {
	m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
	printf "build wall median ms\t%d\nbuild wall min ms\t%d\nbuild wall max ms\t%d\n", m, v[1], v[NR] }'
sed -n 's/^\(distinct words\|build time\): /\1\t/p' "$tmp/report"

echo "# file"
printf 'size bytes\t%s\n' "$(wc -c < "$LEX" | tr -d ' ')"
"$BENCH" stats "$LEX"

echo "# load (lexfile_open: open + fstat + mmap + sm_lexicon_init)"
"$BENCH" load "$LEX" 200

echo "# lookup (sm_lexicon_contains)"
"$BENCH" lookup "$LEX" "$LIST"
