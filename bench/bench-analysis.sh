#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-analysis.sh [PLAYERS]: the cost of the engine's analysis of
# finished games (issue 19).  bench-analysis times the analysis of a
# 30-turn game and a championship's data (PLAYERS players, default 10,
# every game played 30 turns and over) and keeps that championship's
# database; then 'scrabmail publish' of it is timed: every game's page
# with the best move beside each turn, the second table, all validated
# and rendered.  Run from the build directory: make bench-analysis.
set -eu
P=${1:-10}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
srcdir=${srcdir:-$(dirname "$0")/..}
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT
SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG
./bench/bench-analysis -k "$SCRABMAIL_DB" -p "$P" \
    ${SCRABMAIL_LEXICON:+--lexicon "$SCRABMAIL_LEXICON"}
for i in 1 2 3; do
	rm -rf "$T/pub"
	/usr/bin/time -f "%e %U %S %M" -o "$T/time" \
	    "$SCRABMAIL" publish Bench --out "$T/pub" > "$T/out"
	read -r secs user sys rss < "$T/time"
	printf 'publish (run %d): %s s wall (%s user, %s sys), peak RSS %s KB, %s files\n' \
	    "$i" "$secs" "$user" "$sys" "$rss" "$(ls "$T/pub" | wc -l)"
done
