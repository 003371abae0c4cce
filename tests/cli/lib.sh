# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# lib.sh: helpers for the command-line tests (sourced, POSIX sh).  The
# environment from 'make check' gives $SCRABMAIL (the program),
# $SCRABMAIL_LEXICON (the default lexicon), $srcdir and $builddir.
#   T            a temporary directory, removed on exit
#   sm ARGS...   run scrabmail; sets $out (stdout), $err (stderr), $rc
#   fail MSG     print MSG and exit 1
#   expect_eq WHAT GOT WANT     fail unless GOT = WANT (shows both)
#   expect_rc WANT              fail unless the last sm's status is WANT
#   expect_no_crash             fail if the last sm died of a signal
#   expect_in WHAT HAYSTACK NEEDLE   fail unless NEEDLE occurs in HAYSTACK
set -u

: "${SCRABMAIL:?run through make check (SCRABMAIL unset)}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM

fail() {
	printf 'FAIL: %s\n' "$*" >&2
	exit 1
}

sm() {
	rc=0
	"$SCRABMAIL" "$@" >"$T/.out" 2>"$T/.err" || rc=$?
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

expect_no_crash() {
	[ "$rc" -lt 128 ] || fail "crashed with status $rc (stderr: $err)"
}

expect_in() {
	case "$2" in
	*"$3"*) ;;
	*) fail "$1: '$3' not in: $2" ;;
	esac
}
