#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# Golden mail tests: each directory tests/golden/NNNN-name/ holds
#   setup      scrabmail command lines run before the mail (players ...)
#   config     a configuration (optional; default tests/golden/config)
#   in/*.eml   incoming mails, taken in one by one on stdin, in name order,
#              the clock pinned (SCRABMAIL_NOW) one minute apart from
#              2026-11-30T10:01:00Z
#   expected   the state afterwards: the spool, the outbox, the players, and
#              every outgoing message whole (Message-IDs masked, CR removed)
# The outbox is also sent to a Maildir, whose file count must match.
# GOLDEN_UPDATE=1 rewrites the expected files instead of comparing (review
# the diff before committing).
set -eu
: "${srcdir:?run through make check}" "${SCRABMAIL:?}"
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
unset SCRABMAIL_CONFIG SCRABMAIL_DB

mask() {
	tr -d '\r' | sed -e 's/^\(Message-I[Dd]: *\)<[^>]*>/\1<MASKED>/' \
	    -e 's/boundary="[^"]*"/boundary="MASKED"/'
}

run_case() {
	case_dir=$1 tmp=$2
	SCRABMAIL_DB=$tmp/db.sqlite
	SCRABMAIL_CONFIG=$srcdir/tests/golden/config
	[ -f "$case_dir/config" ] && SCRABMAIL_CONFIG=$case_dir/config
	SCRABMAIL_NOW=2026-11-30T10:00:00Z
	export SCRABMAIL_DB SCRABMAIL_CONFIG SCRABMAIL_NOW
	"$SCRABMAIL" init > /dev/null
	if [ -f "$case_dir/setup" ]; then
		while IFS= read -r line; do
			case $line in ''|'#'*) continue ;; esac
			eval "set -- $line"
			"$SCRABMAIL" "$@" > /dev/null
		done < "$case_dir/setup"
	fi
	n=0
	for m in "$case_dir"/in/*.eml; do
		n=$((n + 1))
		SCRABMAIL_NOW=$(printf '2026-11-30T%02d:%02d:00Z' \
		    $((10 + n / 60)) $((n % 60)))
		rc=0
		"$SCRABMAIL" ingest < "$m" > /dev/null 2>> "$tmp/stderr" || rc=$?
		[ $rc -eq 0 ] || echo "ingest $(basename "$m"): exit $rc"
	done
	SCRABMAIL_NOW=$(printf '2026-11-30T%02d:%02d:30Z' \
	    $((10 + n / 60)) $((n % 60)))
	"$SCRABMAIL" send --smtp "maildir:$tmp/sent" > /dev/null
	echo "## spool"
	"$SCRABMAIL" spool list
	echo "## outbox"
	"$SCRABMAIL" outbox list
	echo "## players"
	"$SCRABMAIL" player list
	for id in $("$SCRABMAIL" outbox list | cut -f1); do
		echo "## mail $id"
		"$SCRABMAIL" outbox show "$id" | mask
	done
	sent=$(ls "$tmp/sent/new" 2>/dev/null | wc -l)
	queued=$("$SCRABMAIL" outbox list | wc -l)
	[ "$sent" -eq "$queued" ] ||
		echo "## $sent messages in the Maildir, $queued in the outbox"
}

fail=0 count=0
for case_dir in "$srcdir"/tests/golden/[0-9]*/; do
	case_dir=${case_dir%/}
	name=$(basename "$case_dir")
	if [ -n "${GOLDEN_ONLY:-}" ] && [ "$name" != "$GOLDEN_ONLY" ]; then
		continue
	fi
	count=$((count + 1))
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/sm-golden.XXXXXX")
	run_case "$case_dir" "$tmp" > "$tmp/actual"
	if [ -n "${GOLDEN_UPDATE:-}" ]; then
		cp "$tmp/actual" "$case_dir/expected"
		echo "updated $name"
	elif ! diff -u "$case_dir/expected" "$tmp/actual"; then
		echo "FAIL: $name (stderr of the run below)"
		cat "$tmp/stderr" 2>/dev/null || true
		fail=1
	else
		echo "ok: $name"
	fi
	rm -rf "$tmp"
done
[ "$count" -gt 0 ] || { echo "no golden cases found" >&2; exit 1; }
exit $fail
