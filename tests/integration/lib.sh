# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# lib.sh: helpers for the mail transport tests (sourced, POSIX sh), on top
# of mailservers.sh.  'make check' gives $srcdir and $builddir.
#   T              a temporary directory under /tmp (short: the servers'
#                  sockets live in it), removed on exit with the servers
#   start_servers  Dovecot and Postfix in $T/srv (exits 77 if they cannot
#                  run here); then $SM_* as mailservers.sh says
#   nd ARGS...     run net-drive; sets $out, $err, $rc
#   fail MSG, expect_eq WHAT GOT WANT, expect_rc WANT,
#   expect_in WHAT HAYSTACK NEEDLE, expect_not_in WHAT HAYSTACK NEEDLE
#   same_tail FETCHED SENT   fail unless FETCHED (CRLF or LF) ends with the
#                  whole of SENT (LF): the server only prepends trace headers
#   mkmsg FILE N [TO]  a test message with its own Message-ID and Date
#   now            seconds since the epoch, with fractions
#   elapsed T0 T1  T1 - T0 in seconds (3 decimals), for information only:
#                  the tests assert on what happened, never on the clock
#                  (the machine may be loaded)
#   log_mark FILE  how many lines FILE has now (a mark for log_count)
#   log_count FILE MARK ERE   how many lines FILE got after MARK that
#                  match the extended regular expression ERE
#   log_wait FILE MARK ERE N  wait (up to 30 s) until log_count is N or
#                  more; false if it never is
# SM_KEEP=1 keeps $T (configurations, logs, Maildirs) for a look.
set -u

: "${builddir:?run through make check (builddir unset)}"
: "${srcdir:?run through make check (srcdir unset)}"
. "$srcdir/tests/integration/mailservers.sh"
NET_DRIVE=$builddir/tests/integration/net-drive
[ -x "$NET_DRIVE" ] || { echo "FAIL: $NET_DRIVE not built" >&2; exit 1; }

T=$(mktemp -d /tmp/smXXXXXX)
chmod 755 "$T"
lib_cleanup() {
	sm_servers_stop "$T/srv"
	if [ -n "${SM_KEEP:-}" ]; then
		echo "kept $T (SM_KEEP)" >&2
	else
		rm -rf "$T"
	fi
}
trap lib_cleanup EXIT
trap 'exit 1' INT TERM HUP

fail() {
	printf 'FAIL: %s\n' "$*" >&2
	if [ -d "$T/srv/log" ] && [ -n "${SM_SHOW_LOGS:-}" ]; then
		tail -n 20 "$T"/srv/log/*.log >&2
	fi
	exit 1
}

start_servers() {
	sm_servers_check || exit $?
	sm_servers_start "$T/srv" || fail "the mail servers did not start"
}

nd() {
	rc=0
	"$NET_DRIVE" "$@" >"$T/.out" 2>"$T/.err" || rc=$?
	out=$(cat "$T/.out")
	err=$(cat "$T/.err")
}

expect_eq() {
	if [ "$2" != "$3" ]; then
		printf '%s: got\n%s\n--- wanted\n%s\n' "$1" "$2" "$3" >&2
		fail "$1"
	fi
}

expect_rc() {
	[ "$rc" = "$1" ] || fail "exit status $rc, wanted $1 (stderr: $err)"
}

expect_in() {
	case "$2" in
	*"$3"*) ;;
	*) fail "$1: '$3' not in: $2" ;;
	esac
}

expect_not_in() {
	case "$2" in
	*"$3"*) fail "$1: '$3' should not be in: $2" ;;
	esac
}

same_tail() {
	tr -d '\r' <"$1" >"$T/.lf"
	sm_n=$(wc -c <"$2")
	tail -c "$sm_n" "$T/.lf" | cmp -s - "$2" ||
	    fail "$1 does not end with the bytes of $2"
}

mkmsg() {
	printf 'From: Player One <one@example.org>\nTo: <%s>\nSubject: move %s\nMessage-ID: <m%s.%s@example.org>\nDate: Mon, 30 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nJoc 7, mutarea %s: H8 CASĂ\n.a line starting with a dot\n..and two\n' \
	    "${3:-scrabmail@example.org}" "$2" "$2" "$$" "$2" >"$1"
}

now() {
	date +%s.%N
}

elapsed() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b - a }'
}

log_mark() {
	wc -l <"$1" | tr -d ' '
}

log_count() {
	tail -n +"$(($2 + 1))" "$1" | grep -c -E "$3"
}

log_wait() {
	lw_i=0
	while [ "$(log_count "$1" "$2" "$3")" -lt "$4" ]; do
		lw_i=$((lw_i + 1))
		[ $lw_i -gt 600 ] && return 1
		sleep 0.05
	done
	return 0
}
