#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-champ.sh [N] [GROUP]: a correspondence championship the size of
# the federation's (default 300 players in groups of 10, two a game): the
# players are registered (not timed; no passwords, so no yescrypt), then
# timed: 'championship start' (every game of the round robin created, the
# racks drawn, two start mails per game queued as their data), a 'tick'
# that finds nothing due (what the daemon does every minute), a tick at the
# reminder time (one reminder per game), 'championship standings' and
# 'championship show', 'publish' (every game's page), then, after 20
# games changed (the player to move in each passes by mail; a tick), the
# publish into the same directory (only those games' pages and the
# championship's made again) and once more (nothing changed).  The load
# average is printed before each timing (the machine may be shared).
# Run from the build directory: make bench-champ.
set -eu
N=${1:-300}
GROUP=${2:-10}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
srcdir=${srcdir:-$(dirname "$0")/..}
SCRABMAIL_TEMPLATES=$srcdir/templates
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
# BENCH_KEEP=1 keeps the directory (database, pages) and says where.
if [ -n "${BENCH_KEEP:-}" ]; then
	trap 'echo "kept $T"' EXIT
else
	trap 'rm -rf "$T"' EXIT
fi
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
SCRABMAIL_CONFIG=$T/scrabmail.conf
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW SCRABMAIL_CONFIG
printf '[scrabmail]\naddress = arbitru@scrabmail.test\ndowntime_minutes = 0\n' \
    > "$SCRABMAIL_CONFIG"

"$SCRABMAIL" init > /dev/null
i=1
while [ "$i" -le "$N" ]; do
	"$SCRABMAIL" player add "jucator$i" "jucator$i@example.ro" > /dev/null
	i=$((i + 1))
done
"$SCRABMAIL" championship create Bench --seed 2026 --group-size "$GROUP" \
    --days-per-move 3 --remind-days 1 > /dev/null
names=$(i=1; while [ "$i" -le "$N" ]; do printf 'jucator%d ' "$i"; i=$((i + 1)); done)
# shellcheck disable=SC2086
"$SCRABMAIL" championship join Bench $names > /dev/null

timed() {	# WHAT COMMAND...
	what=$1
	shift
	printf '  (load average %s)\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
	/usr/bin/time -f "%e %U %S %M" -o "$T/time" "$@" > "$T/out"
	read -r secs user sys rss < "$T/time"
	printf '%s: %s s wall (%s user, %s sys), peak RSS %.1f MB\n' "$what" \
	    "$secs" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)"
}
sync
timed "start ($N players, groups of $GROUP)" "$SCRABMAIL" championship start Bench
echo "  $(cat "$T/out"), $("$SCRABMAIL" outbox list | wc -l) mails queued"
SCRABMAIL_NOW=2026-11-30T12:00:00Z timed "tick, nothing due" \
    "$SCRABMAIL" tick
echo "  $(cat "$T/out")"
SCRABMAIL_NOW=2026-12-03T01:00:00Z timed "tick, a reminder per game" \
    "$SCRABMAIL" tick
echo "  $(cat "$T/out")"
timed "standings" "$SCRABMAIL" championship standings Bench
timed "show" "$SCRABMAIL" championship show Bench
timed "publish" "$SCRABMAIL" publish Bench --out "$T/pub"
echo "  $(wc -l < "$T/out") files"

# 20 games change: in each, the player to move passes (by mail, signed on
# with a password set for the purpose: not timed).
"$SCRABMAIL" game list --running | head -20 > "$T/games"
while IFS='	' read -r id champ players status tomove deadline; do
	"$SCRABMAIL" player passwd "$tomove" --password "parola-$tomove" \
	    > /dev/null
	printf 'From: <%s@example.ro>\nTo: arbitru@scrabmail.test\nSubject: pas\nMessage-ID: <pas-%s@example.ro>\nContent-Type: text/plain; charset=UTF-8\n\nSIGNON %s parola-%s\nPAS %s 1\n' \
	    "$tomove" "$id" "$tomove" "$tomove" "$id" |
	    SCRABMAIL_NOW=2026-12-03T02:00:00Z "$SCRABMAIL" ingest > /dev/null
	: "$champ $players $status $deadline"
done < "$T/games"
SCRABMAIL_NOW=2026-12-03T02:05:00Z "$SCRABMAIL" tick > /dev/null
timed "publish after 20 games changed" "$SCRABMAIL" publish Bench --out "$T/pub"
echo "  $(grep -c "^$T/pub/game-" "$T/out") game files written; $(tail -1 "$T/out")"
timed "publish again, nothing changed" "$SCRABMAIL" publish Bench --out "$T/pub"
echo "  $(tail -1 "$T/out")"
