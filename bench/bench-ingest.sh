#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# bench-ingest.sh [N]: take in N small mails (default 10,000) from a Maildir
# with 'scrabmail ingest --maildir', then send the N answers to another
# Maildir with 'scrabmail send'; prints for each step the wall time, the
# user + system CPU time, the rates (mails a second of wall time and of
# CPU time), the peak memory, and the rate of the two steps together (a
# mail taken in and its answer sent).  The mails come from 1,000 addresses,
# or N/10 when N is over 10,000 (at most 10 each, under the hourly answer
# limit, so that every mail is answered), are 0.4 KB, UTF-8 quoted-printable or 8-bit, and hold 2-3
# command lines without SIGNON (as a press contest's readers write).  A
# second, smaller run (N/50 mails, at most 200) signs on with a password:
# yescrypt makes each sign-on cost ~20 ms on purpose, which bounds that
# case.  'bench-ingest.sh 100000' shows whether memory stays flat.
# Run from the build directory: make bench-ingest.
set -eu
N=${1:-10000}
SCRABMAIL=${SCRABMAIL:-./scrabmail}
srcdir=${srcdir:-$(dirname "$0")/..}
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
unset SCRABMAIL_CONFIG SCRABMAIL_NOW
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT

make_mails() {	# DIR COUNT SIGNON
	mkdir -p "$1/new" "$1/cur" "$1/tmp"
	awk -v dir="$1" -v n="$2" -v signon="$3" 'BEGIN {
		senders = n > 10000 ? int(n / 10) : 1000
		for (i = 1; i <= n; i++) {
			f = sprintf("%s/new/%010d.M%dP1.bench", dir, 1700000000 + i, i)
			s = i % senders
			printf "Return-Path: <cititor%d@example.ro>\n", s > f
			printf "From: Cititor %d <cititor%d@example.ro>\n", s, s > f
			printf "To: concurs@ziar.example.ro\n" > f
			printf "Subject: =?UTF-8?Q?R=C4=83spuns_runda_%d?=\n", i % 15 + 1 > f
			printf "Date: Mon, 30 Nov 2026 10:%02d:00 +0200\n", i % 60 > f
			printf "Message-ID: <bench-%d@example.ro>\n", i > f
			printf "MIME-Version: 1.0\n" > f
			if (i % 2) {
				printf "Content-Type: text/plain; charset=UTF-8\n" > f
				printf "Content-Transfer-Encoding: quoted-printable\n\n" > f
				printf "Bun=C4=83 ziua,\n" > f
			} else {
				printf "Content-Type: text/plain; charset=UTF-8\n" > f
				printf "Content-Transfer-Encoding: 8bit\n\n" > f
				printf "Bună ziua,\n" > f
			}
			if (signon)
				printf "SIGNON jucator%d parola%d\n", s % 50, s % 50 > f
			printf "WHOAMI\n" > f
			if (i % 3 == 0)
				printf "AJUTOR\n" > f
			printf "\n-- \nCititor %d, Bucureşti\nTrimis de pe telefon\n", s > f
			close(f)
		}
	}'
}

run() {	# LABEL DIR COUNT
	label=$1 dir=$2 n=$3
	SCRABMAIL_DB=$T/$label.db
	export SCRABMAIL_DB
	"$SCRABMAIL" init > /dev/null
	if [ "$label" = signon ]; then
		i=0
		while [ $i -lt 50 ]; do
			"$SCRABMAIL" player add "jucator$i" "j$i@example.ro" \
			    --password "parola$i"
			i=$((i + 1))
		done
	fi
	sync
	step "$label" ingest "$n" ingest --maildir "$dir"
	in_secs=$secs in_cpu=$cpu
	step "$label" send "$n" send --smtp "maildir:$T/$label-sent"
	printf '%-8s both   %7d mails  %7.2f s  %8.0f /s   CPU %7.2f s  %8.0f /s  (ingest + send)\n' \
	    "$label" "$n" "$(echo "$in_secs + $secs" | bc -l)" \
	    "$(echo "$n / ($in_secs + $secs)" | bc -l)" \
	    "$(echo "$in_cpu + $cpu" | bc -l)" \
	    "$(echo "$n / ($in_cpu + $cpu)" | bc -l)"
	ls -l "$SCRABMAIL_DB" | awk '{ printf "         database %.1f MB\n", $5 / 1048576 }'
}

# step LABEL NAME N ARGS...: run scrabmail ARGS under /usr/bin/time and
# print its line; sets secs (wall) and cpu (user + system).
step() {
	label=$1 name=$2 n=$3
	shift 3
	/usr/bin/time -f "%e %U %S %M" -o "$T/time" "$SCRABMAIL" "$@" \
	    > "$T/out"
	read -r secs user sys rss < "$T/time"
	cpu=$(echo "$user + $sys" | bc -l)
	printf '%-8s %-6s %7d mails  %7.2f s  %8.0f /s   CPU %7.2f s (%.2f user + %.2f sys)  %8.0f /s   peak RSS %6.1f MB  (%s)\n' \
	    "$label" "$name" "$n" "$secs" "$(echo "$n / $secs" | bc -l)" \
	    "$cpu" "$user" "$sys" "$(echo "$n / $cpu" | bc -l)" \
	    "$(echo "$rss / 1024" | bc -l)" "$(cat "$T/out")"
}

NS=$((N / 50))
[ "$NS" -le 200 ] || NS=200
[ "$NS" -ge 1 ] || NS=1
make_mails "$T/plain" "$N" 0
make_mails "$T/signon" "$NS" 1
echo "(rates: mails a second of wall time, then of user + system CPU time)"
run plain "$T/plain" "$N"
run signon "$T/signon" "$NS"
