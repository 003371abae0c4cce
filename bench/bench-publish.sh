#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-publish.sh [N] [ROUNDS]: publish a duplicate contest of ROUNDS
# closed rounds (default 15) with N readers (default 10,000) entering
# every round.  An open classic contest is created and started; for each
# round the readers' entries are put straight into the database with the
# sqlite3 shell (the round's legal moves from 'scrabmail top --all', many
# tops and many not, plus one in ten illegal: taking in mail is measured
# by bench-ingest.sh) and the round is closed with 'scrabmail contest
# close-round' (measured by bench-contest.sh; not timed here).  Then
# 'scrabmail publish' is timed: every round's XML (each closed round with
# its N entries and the standings after it), the contest's, each checked
# against the schema and rendered through the stylesheets; then the pages'
# sizes.  Also timed: the publish after the last round closed into the
# directory published before it (only what changed is made again), the
# same once more (nothing changed), and --round.  The load average is
# printed before each timing (the machine may be shared).  Nothing is
# generated outside a temporary directory.
# Needs the sqlite3 shell (Debian: sqlite3).  Run from the build
# directory: make bench-publish.
set -eu
N=${1:-10000}
ROUNDS=${2:-15}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
srcdir=${srcdir:-$(dirname "$0")/..}
SCRABMAIL_TEMPLATES=$srcdir/templates
command -v sqlite3 > /dev/null || { echo "bench-publish: needs sqlite3"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
# BENCH_KEEP=1 keeps the directory (database, pages) and says where.
if [ -n "${BENCH_KEEP:-}" ]; then
	trap 'echo "kept $T"' EXIT
else
	trap 'rm -rf "$T"' EXIT
fi
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG

"$SCRABMAIL" init > /dev/null
"$SCRABMAIL" contest create Bench --variant classic --seed 2026 \
    --address concurs@ziar.example.ro > /dev/null
"$SCRABMAIL" contest start Bench > /dev/null
cid=$(sqlite3 "$SCRABMAIL_DB" "SELECT id FROM contest WHERE name = 'Bench'")
# The readers: names with diacritics, as a newspaper's would be.
awk -v n="$N" -v c="$cid" 'BEGIN {
	print "BEGIN;"
	for (i = 1; i <= n; i++)
		printf "INSERT INTO entrant (contest_id, email, name, joined) " \
		    "VALUES (%d, '\''cititor%d@example.ro'\'', " \
		    "'\''Cititorul Ștefăniță %d'\'', '\''2026-11-30T10:00:00Z'\'');\n", \
		    c, i, i
	print "COMMIT;"
}' | sqlite3 "$SCRABMAIL_DB"

load() { printf '  (load average %s)\n' "$(cut -d' ' -f1-3 /proc/loadavg)"; }
timed() {	# WHAT COMMAND...
	what=$1
	shift
	load
	${BENCH_WRAP:-} /usr/bin/time -f "%e %U %S %M" -o "$T/time" "$@" \
	    > "$T/list"
	read -r secs user sys rss < "$T/time"
	printf '%s: %s s wall (%s user, %s sys), peak RSS %.1f MB, %d lines\n' \
	    "$what" "$secs" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)" \
	    "$(wc -l < "$T/list")"
}

day=0
r=1
while [ "$r" -le "$ROUNDS" ]; do
	if [ "$r" -eq "$ROUNDS" ] && [ "$r" -gt 1 ]; then
		# The pages as they were before the last round closed (at the
		# clock of the publishes timed below: a kept file keeps the
		# time it was made at).
		SCRABMAIL_NOW=$(date -u -d "2026-11-30 10:00:00 UTC + \
		    $((ROUNDS * 8 + 1)) days" +%Y-%m-%dT%H:%M:%SZ) \
		    "$SCRABMAIL" publish Bench --out "$T/inc" > /dev/null
	fi
	"$SCRABMAIL" contest show Bench > "$T/show"
	[ "$(sed -n 's/^round\t//p' "$T/show")" = "$r" ] || break
	board=$(sed -n 's/^board\t//p' "$T/show")
	rack=$(sed -n 's/^rack\t//p' "$T/show")
	"$SCRABMAIL" top --all --cgp "$board" "$rack" > "$T/moves" || :
	[ -s "$T/moves" ] || echo "H8 QXZ 30" > "$T/moves"
	rid=$(sqlite3 "$SCRABMAIL_DB" \
	    "SELECT id FROM round WHERE contest_id = $cid AND number = $r")
	first=$(sqlite3 "$SCRABMAIL_DB" \
	    "SELECT min(id) FROM entrant WHERE contest_id = $cid")
	awk -v n="$N" -v rid="$rid" -v first="$first" -v r="$r" '
		{ mv[NR] = $1 " " $2; sc[NR] = $3 }
		END {
			print "BEGIN;"
			for (i = 1; i <= n; i++) {
				h = (i * 7919 + r * 104729) % 1000
				k = int(h / 1000.0 * h / 1000.0 * NR) + 1
				if (i % 10 == 0) { m = "H8 QXZ"; s = 30 }
				else { m = mv[k]; s = sc[k] }
				printf "INSERT INTO entry (round_id, entrant_id, " \
				    "received, move, claimed) VALUES (%d, %d, " \
				    "'\''2026-11-30T11:00:00Z'\'', '\''%s'\'', %d);\n", \
				    rid, first + i - 1, m, s
			}
			print "COMMIT;"
		}' "$T/moves" | sqlite3 "$SCRABMAIL_DB"
	day=$((day + 8))
	SCRABMAIL_NOW=$(date -u -d "2026-11-30 10:00:00 UTC + $day days" \
	    +%Y-%m-%dT%H:%M:%SZ) "$SCRABMAIL" contest close-round Bench --round "$r" \
	    > /dev/null
	r=$((r + 1))
done
closed=$(sqlite3 "$SCRABMAIL_DB" "SELECT count(*) FROM round WHERE \
    contest_id = $cid AND status = 'closed'")
entries=$(sqlite3 "$SCRABMAIL_DB" "SELECT count(*) FROM entry")
echo "contest: $closed rounds closed, $entries entries, $N readers"
sync
SCRABMAIL_NOW=$(date -u -d "2026-11-30 10:00:00 UTC + $((day + 1)) days" \
    +%Y-%m-%dT%H:%M:%SZ)
export SCRABMAIL_NOW
timed "publish (whole)" "$SCRABMAIL" publish Bench --out "$T/pub"
timed "publish after round $closed closed (into the pages of before)" \
    "$SCRABMAIL" publish Bench --out "$T/inc"
echo "  $(tail -1 "$T/list")"
timed "publish again, nothing changed" "$SCRABMAIL" publish Bench --out "$T/inc"
echo "  $(tail -1 "$T/list")"
if diff -r "$T/pub" "$T/inc" > /dev/null 2>&1; then
	echo "  the same files as the whole publish, byte for byte"
else
	echo "  DIFFERENT from the whole publish"
fi
# Sizes: in all, per kind, and the largest of each kind.
total=$(du -sb "$T/pub" | cut -f1)
printf 'all files: %.1f MB\n' "$(echo "$total / 1048576" | bc -l)"
for pat in 'round-*.xml' 'round-*.html' 'round-*.txt' contest.xml \
    index.html standings.html feed.atom puzzle.html; do
	# shellcheck disable=SC2086
	set -- $(cd "$T/pub" && ls -l $pat 2>/dev/null | awk '
		{ s += $5; if ($5 > m) m = $5; n++ }
		END { printf "%d %d %d", n, s, m }')
	[ "$1" -gt 0 ] || continue
	printf '  %-14s %3d file(s), %9.1f KB in all, largest %9.1f KB\n' \
	    "$pat" "$1" "$(echo "$2 / 1024" | bc -l)" \
	    "$(echo "$3 / 1024" | bc -l)"
done
# One round alone (the last closed), as after each close.
timed "publish --round $closed" "$SCRABMAIL" publish Bench --round "$closed" \
    --out "$T/pub1"
