#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-contest.sh [N]: close a duplicate round with N entries (default
# 10,000): an open contest is created and started, N readers' entries are
# taken in by mail (not timed: see bench-ingest.sh), then 'scrabmail contest
# close-round' is timed: every entry judged and scored, the top found,
# the standings made, one results mail (with the next round) queued per
# entrant as its data; then 'scrabmail send' to a Maildir, which renders
# and composes those mails, is timed too (BENCH_SEND=0: not run).  The
# entries are the round's legal moves (from 'scrabmail top --all', so
# many are tops and many are not), plus one in ten illegal.  BENCH_WRAP
# is put before the close's command (e.g. valgrind --tool=callgrind
# --trace-children=yes).  With the sqlite3 shell, the size of the rows
# the close wrote is printed.
# Run from the build directory: make bench-contest.
set -eu
N=${1:-10000}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
srcdir=${srcdir:-$(dirname "$0")/..}
SCRABMAIL_TEMPLATES=$srcdir/templates
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG

"$SCRABMAIL" init > /dev/null
"$SCRABMAIL" contest create Bench --variant classic --seed 2026 > /dev/null
"$SCRABMAIL" contest start Bench > /dev/null
board=$("$SCRABMAIL" contest show Bench | sed -n 's/^board\t//p')
rack=$("$SCRABMAIL" contest show Bench | sed -n 's/^rack\t//p')
"$SCRABMAIL" top --all --cgp "$board" "$rack" > "$T/moves"
nmoves=$(wc -l < "$T/moves")
mkdir -p "$T/in/new" "$T/in/cur" "$T/in/tmp"
awk -v n="$N" -v dir="$T/in/new" -v nm="$nmoves" '
	{ mv[NR] = $1 " " $2; sc[NR] = $3 }
	END {
		for (i = 1; i <= n; i++) {
			f = sprintf("%s/%010d.M%dP1.bench", dir, 1700000000 + i, i)
			printf "From: Cititor %d <cititor%d@example.ro>\n", i, i > f
			printf "Subject: runda 1\nMessage-ID: <c%d@example.ro>\n", i > f
			printf "Content-Type: text/plain; charset=UTF-8\n\n" > f
			# Readers find good moves more often than bad ones.
			k = int(((i * 7919) % 1000) / 1000.0 * ((i * 7919) % 1000) / 1000.0 * nm) + 1
			if (i % 10 == 0)
				printf "TUR 1\nH8 QXZ 30\n" > f
			else
				printf "TUR 1\n%s %d\n", mv[k], sc[k] > f
			close(f)
		}
	}' "$T/moves"
SCRABMAIL_NOW=2026-11-30T11:00:00Z "$SCRABMAIL" ingest --maildir "$T/in" > /dev/null
echo "round 1: rack $rack, $nmoves legal moves; $N entries taken in"
sync
SCRABMAIL_NOW=2026-12-08T10:00:00Z ${BENCH_WRAP:-} /usr/bin/time -f "%e %U %S %M" \
    -o "$T/time" "$SCRABMAIL" contest close-round Bench --round 1 > /dev/null
read -r secs user sys rss < "$T/time"
queued=$("$SCRABMAIL" outbox list --status queued | wc -l)
printf 'close-round: %s s wall (%s user, %s sys), peak RSS %.1f MB, %d mails queued\n' \
    "$secs" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)" "$queued"
# What the close wrote (the sqlite3 shell, when there is one).
if command -v sqlite3 > /dev/null; then
	sqlite3 "$SCRABMAIL_DB" "SELECT printf('outbox: %d rows of %.1f KB of data each (%.1f MB), shared texts %.1f KB', \
	    count(*), avg(length(xml)) / 1024.0, sum(length(xml)) / 1048576.0, \
	    (SELECT coalesce(sum(length(text)), 0) / 1024.0 FROM outbox_shared)) \
	    FROM outbox WHERE created >= '2026-12-08'" 2>/dev/null ||
	sqlite3 "$SCRABMAIL_DB" "SELECT printf('outbox: %d rows of %.1f KB of data each (%.1f MB)', \
	    count(*), avg(length(xml)) / 1024.0, sum(length(xml)) / 1048576.0) \
	    FROM outbox WHERE created >= '2026-12-08'"
	printf 'database and WAL after the close: %s\n' \
	    "$(du -ch "$SCRABMAIL_DB"* | tail -n 1 | cut -f1)"
fi
"$SCRABMAIL" contest show Bench --round 1 | sed -n '/^top/p;/^best/p'
"$SCRABMAIL" contest standings Bench | head -n 3
# The results mails are queued as their data; sending renders them
# (BENCH_SEND=0: not timed, for a close measured alone).
[ "${BENCH_SEND:-1}" = 0 ] && exit 0
SCRABMAIL_NOW=2026-12-08T10:00:00Z /usr/bin/time -f "%e %U %S %M" \
    -o "$T/time" "$SCRABMAIL" send --smtp "maildir:$T/sent" > "$T/out"
read -r secs user sys rss < "$T/time"
printf 'send (renders the results): %s s wall (%s user, %s sys), peak RSS %.1f MB: %s\n' \
    "$secs" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)" "$(cat "$T/out")"
