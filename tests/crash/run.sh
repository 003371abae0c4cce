#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# run.sh: the fault-injection suite (make check-crash).  A duplicate
# contest's life is run once without faults (the reference):
#
#   1 ingest    30 readers' entries from a Maildir (answers queued)
#   2 send      the answers, to a Maildir
#   3 publish   the contest's pages
#   4 close     contest close-round --round 1 (results queued)
#   5 send      the results
#   6 publish   the pages again
#   then a last send a day later (claims of crashed senders have expired)
#
# Each trial runs steps 1..k-1, step k with a fault, then steps k..6 again
# and the last send (the operator's rerun), and checks against the
# reference: every queued mail delivered exactly once (one file per
# Message-ID, as many as the reference, none left queued or failed), the
# same spool and outbox counts, identical standings and published pages,
# PRAGMA integrity_check ok, and no stray file (Maildir tmp/, *.tmp.*,
# a rollback journal).  The fault is one of
#
#   kill      SIGKILL after a random delay (0 to 0.4 s)
#   POINT@N   SCRABMAIL_CRASH_AT=POINT@N: the program kills itself at the
#             N-th passage through POINT (doc/ARCHITECTURE.md, "Crash
#             points": commit, committed, release, maildir-marked,
#             maildir-tmp, maildir-new, file-tmp, file-renamed)
#
# CRASH_POINTS (a list of the above) limits the faults drawn;
# CRASH_TRIALS (default 15, about 2 minutes) trials; CRASH_SEED makes a run repeatable (the
# seed is printed).  Environment as from make check ($SCRABMAIL, $srcdir).
set -u
: "${SCRABMAIL:?run through make check-crash (SCRABMAIL unset)}"
: "${srcdir:=$(dirname "$0")/../..}"
TRIALS=${CRASH_TRIALS:-15}
SEED=${CRASH_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
unset SCRABMAIL_CONFIG SCRABMAIL_CRASH_AT
T=$(mktemp -d "${TMPDIR:-/tmp}/sm-crash.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
echo "crash: seed $SEED, $TRIALS trials"

fail() {
	printf 'FAIL: %s\n' "$*" >&2
	[ -n "${KEEP:-}" ] && { cp -r "$W" "$KEEP"; echo "kept in $KEEP" >&2; }
	exit 1
}

# rnd N I: a pseudo-random number in 0..N-1, the I-th of this trial's.
rnd() {
	echo $(( $(printf '%s.%s.%s' "$SEED" "$trial" "$2" | cksum |
	    cut -d' ' -f1) % $1 ))
}

# step K [DIR]: run step K of the life in DIR ($W), as the operator would.
step() {
	case $1 in
	1) SCRABMAIL_NOW=2026-11-30T11:00:00Z "$SCRABMAIL" ingest \
	       --maildir "$W/in" ;;
	2) SCRABMAIL_NOW=2026-11-30T11:05:00Z "$SCRABMAIL" send \
	       --smtp "maildir:$W/out" ;;
	3) SCRABMAIL_NOW=2026-11-30T11:10:00Z "$SCRABMAIL" publish Crash \
	       --out "$W/pub" ;;
	4) SCRABMAIL_NOW=2026-12-08T10:00:00Z "$SCRABMAIL" contest \
	       close-round Crash --round 1 ;;
	5) SCRABMAIL_NOW=2026-12-08T10:05:00Z "$SCRABMAIL" send \
	       --smtp "maildir:$W/out" ;;
	6) SCRABMAIL_NOW=2026-12-08T10:10:00Z "$SCRABMAIL" publish Crash \
	       --out "$W/pub" ;;
	7) SCRABMAIL_NOW=2026-12-09T10:00:00Z "$SCRABMAIL" send \
	       --smtp "maildir:$W/out" ;;
	esac
}

# The contest and the readers' mails, made once and copied per trial.
W=$T/base
mkdir -p "$W/in/new" "$W/in/cur" "$W/in/tmp"
export SCRABMAIL_DB="$W/db.sqlite"
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_NOW
"$SCRABMAIL" init > /dev/null || fail "init"
"$SCRABMAIL" contest create Crash --variant classic --seed 2026 > /dev/null ||
	fail "contest create"
"$SCRABMAIL" contest start Crash > /dev/null || fail "contest start"
board=$("$SCRABMAIL" contest show Crash | sed -n 's/^board\t//p')
rack=$("$SCRABMAIL" contest show Crash | sed -n 's/^rack\t//p')
"$SCRABMAIL" top --all --cgp "$board" "$rack" > "$T/moves" || fail "top"
unset SCRABMAIL_NOW
awk -v dir="$W/in/new" '
	{ mv[NR] = $1 " " $2; sc[NR] = $3 }
	END {
		for (i = 1; i <= 30; i++) {
			f = sprintf("%s/%010d.M%dP1.crash", dir, 1700000000 + i, i)
			printf "From: Cititor %d <c%d@example.ro>\n", i, i % 27 > f
			printf "Subject: runda 1\nMessage-ID: <m%d@example.ro>\n", i > f
			printf "Content-Type: text/plain; charset=UTF-8\n\n" > f
			if (i % 10 == 0)
				printf "TUR 1\nH8 QXZ 30\n" > f
			else
				printf "TUR 1\n%s %d\n", mv[(i * 37) % NR + 1], sc[(i * 37) % NR + 1] > f
			close(f)
		}
	}' "$T/moves"

# state DIR: what must come out the same whatever the faults.
state() {
	(
	cd "$1" || exit 1
	SCRABMAIL_DB=$1/db.sqlite
	export SCRABMAIL_DB
	echo "== standings"
	"$SCRABMAIL" contest standings Crash
	echo "== spool"
	"$SCRABMAIL" spool list | cut -f3,4,5 | sort | uniq -c
	echo "== outbox"
	"$SCRABMAIL" outbox list | cut -f3,5,6 | sort | uniq -c
	echo "== delivered"
	cat out/new/* out/cur/* 2>/dev/null | grep -ci '^message-id:'
	echo "== delivered twice"
	cat out/new/* out/cur/* 2>/dev/null | grep -i '^message-id:' |
	    sort | uniq -d
	echo "== integrity"
	sqlite3 db.sqlite 'PRAGMA integrity_check'
	echo "== stray files"
	ls -A in/tmp out/tmp 2>/dev/null
	ls -A . pub 2>/dev/null | grep -e '\.tmp' -e '-journal$'
	echo "== pages"
	for f in pub/*; do
		[ -f "$f" ] && printf '%s %s\n' "$f" "$(cksum < "$f")"
	done
	)
}

# The reference.
cp -r "$T/base" "$T/ref"
W=$T/ref
export SCRABMAIL_DB="$W/db.sqlite"
t0=$(date +%s)
for k in 1 2 3 4 5 6 7; do
	step $k > /dev/null 2>&1 || fail "reference: step $k failed"
done
t1=$(date +%s)
state "$W" > "$T/ref.state"
grep -q '^ok$' "$T/ref.state" || fail "reference: integrity_check"
ndeliv=$(sed -n '/^== delivered$/{n;p;}' "$T/ref.state")
[ "$ndeliv" -ge 50 ] || fail "reference: only $ndeliv mails delivered"
grep -q queued "$T/ref.state" && fail "reference: mails left queued"
echo "crash: reference run $((t1 - t0)) s, $ndeliv mails delivered"

points=${CRASH_POINTS:-kill commit committed release maildir-marked maildir-tmp maildir-new file-tmp file-renamed}
crashed=0
trial=0
while [ "$trial" -lt "$TRIALS" ]; do
	trial=$((trial + 1))
	W=$T/trial
	rm -rf "$W"
	cp -r "$T/base" "$W"
	export SCRABMAIL_DB="$W/db.sqlite"
	# A step, then one of the faults that can strike it.
	k=$(( $(rnd 6 1) + 1 ))
	case $k in
	1) can="kill commit committed release maildir-marked" ;;
	4) can="kill commit committed" ;;
	2|5) can="kill commit committed maildir-tmp maildir-new" ;;
	3|6) can="kill commit committed file-tmp file-renamed" ;;
	esac
	set --
	for p in $can; do
		case " $points " in *" $p "*) set -- "$@" "$p" ;; esac
	done
	if [ $# -eq 0 ]; then
		trial=$((trial - 1)) SEED=$((SEED + 1))
		continue
	fi
	shift $(rnd $# 2)
	p=$1
	# The N-th passage: small numbers most often, up to 64.
	n=$(( $(rnd $(( 1 << $(rnd 7 3) )) 4) + 1 ))
	j=1
	while [ "$j" -lt "$k" ]; do
		step $j > /dev/null 2>&1 || fail "trial $trial: step $j failed"
		j=$((j + 1))
	done
	rc=0
	if [ "$p" = kill ]; then
		d=$(rnd 400 5)
		what="step $k, kill -9 after ${d} ms"
		(step $k > /dev/null 2>&1) 2> /dev/null &
		pid=$!
		sleep "$(printf '%d.%03d' $((d / 1000)) $((d % 1000)))"
		kill -9 "$pid" 2>/dev/null
		{ wait "$pid" || rc=$?; } 2> /dev/null
	else
		what="step $k, SCRABMAIL_CRASH_AT=$p@$n"
		(SCRABMAIL_CRASH_AT=$p@$n step $k > /dev/null 2>&1) \
		    2> /dev/null || rc=$?
	fi
	crc=$rc
	case $rc in
	0) ;;
	137) crashed=$((crashed + 1)) ;;
	*) fail "trial $trial ($what): exit status $rc, not a crash" ;;
	esac
	# The operator's rerun.
	while [ "$k" -le 7 ]; do
		step $k > "$W/rerun.out" 2> "$W/rerun.err"
		rc=$?
		if [ "$rc" -ne 0 ] && [ "$k" -ne 4 ]; then
			cat "$W/rerun.err" >&2
			fail "trial $trial ($what): rerun of step $k: status $rc"
		fi
		[ "$rc" -ge 128 ] && fail "trial $trial ($what): rerun died"
		k=$((k + 1))
	done
	state "$W" > "$T/trial.state"
	if ! diff -u "$T/ref.state" "$T/trial.state" >&2; then
		fail "trial $trial ($what): not as without the fault (above)"
	fi
	[ -n "${CRASH_VERBOSE:-}" ] && echo "trial $trial: $what: status $crc"
done
echo "crash: $TRIALS trials passed ($crashed killed mid-step), seed $SEED"
