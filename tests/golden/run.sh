#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# Golden mail tests: each directory tests/golden/NNNN-name/ holds
#   setup      scrabmail command lines run before the mail (players ...)
#   config     a configuration (optional; default tests/golden/config)
#   in/*       in name order: NN-x.eml incoming mails, taken in on stdin
#              (@CODE@ and @PASSWORD@ replaced by the last sign-up code and
#              new password the outbox holds: they are random);
#              NN-x.cmd scrabmail command lines, whose output goes into the
#              expected state (a line "+N days" moves the clock N days on,
#              "+N minutes" N minutes);
#              the clock pinned (SCRABMAIL_NOW) one minute apart from
#              2026-11-30T10:01:00Z
#   expected   the state afterwards: the spool, the outbox, the players, and
#              every outgoing message whole (Message-IDs and MIME boundaries
#              masked, CR removed): a text/plain and a text/html part
# The outbox is also sent to a Maildir, whose file count must match.
# GOLDEN_UPDATE=1 rewrites the expected files instead of comparing (review
# the diff before committing).  GOLDEN_SHARD=K/N runs only the cases K, K+N,
# K+2N... of the sorted list (make check runs two halves, half-1.sh and
# half-2.sh, so that 'make -j2' spreads them; run.sh alone runs them all).
set -eu
: "${srcdir:?run through make check}" "${SCRABMAIL:?}"
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
unset SCRABMAIL_CONFIG SCRABMAIL_DB

mask() {
	tr -d '\r' | sed -e 's/^\(Message-I[Dd]: *\)<[^>]*>/\1<MASKED>/' \
	    -e 's/boundary="[^"]*"/boundary="MASKED"/' \
	    -e 's/^--=-[A-Za-z0-9+\/_]\{8,\}\(--\)\{0,1\}$/--MASKED\1/'
}

# ISO time of 2026-11-30T10:00:00Z + DAYS days + N minutes + S seconds.
clock() {
	date -u -d "@$((1796032800 + $1 * 86400 + $2 * 60 + $3))" \
	    +%Y-%m-%dT%H:%M:%SZ
}

# The last sign-up code (what) or new password the queued mails carry: the
# outbox keeps them until they are sent, then stars.  The last one of all
# the mails in the outbox's order is the last one of the last mail that
# has one: the mails are read from the last back to that one (each
# 'outbox show' is a process, a fifth of a second under ASan).
secret() {
	case $1 in
	code) re='s/^  CONFIRM[A-Z]* \([a-z2-9]\{8\}\)$/\1/p' ;;
	*) re='s/^  SIGNON [^ ]* \([a-z2-9]\{12\}\)$/\1/p' ;;
	esac
	for id in $("$SCRABMAIL" outbox list | cut -f1 | sed -n '1!G;h;$p'); do
		s=$("$SCRABMAIL" outbox show "$id" | tr -d '\r' | sed -n "$re" |
		    tail -n 1)
		[ -z "$s" ] || { printf '%s\n' "$s"; return; }
	done
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
	# The clock: 2026-11-30T10:00:00Z + days + one minute a step (and
	# the minutes of "+N minutes").
	n=0 days=0 mins=0
	for m in "$case_dir"/in/*; do
		n=$((n + 1))
		SCRABMAIL_NOW=$(clock $days $((n + mins)) 0)
		case $m in
		*.eml)
			rc=0
			if grep -q '@CODE@\|@PASSWORD@' "$m"; then
				code= password=
				grep -q '@CODE@' "$m" && code=$(secret code)
				grep -q '@PASSWORD@' "$m" &&
					password=$(secret password)
				sed -e "s/@CODE@/$code/" \
				    -e "s/@PASSWORD@/$password/" \
				    "$m" > "$tmp/in.eml"
			else
				cp "$m" "$tmp/in.eml"
			fi
			"$SCRABMAIL" ingest < "$tmp/in.eml" > /dev/null \
			    2>> "$tmp/stderr" || rc=$?
			[ $rc -eq 0 ] || echo "ingest $(basename "$m"): exit $rc"
			;;
		*.cmd)
			while IFS= read -r line; do
				case $line in
				''|'#'*) continue ;;
				'+'*' days')
					d=${line#+}
					days=$((days + ${d% days}))
					SCRABMAIL_NOW=$(clock $days $((n + mins)) 0)
					continue ;;
				'+'*' minutes')
					d=${line#+}
					mins=$((mins + ${d% minutes}))
					SCRABMAIL_NOW=$(clock $days $((n + mins)) 0)
					continue ;;
				esac
				eval "set -- $line"
				echo "## \$ $line"
				"$SCRABMAIL" "$@" 2>&1 || echo "## exit $?"
			done < "$m"
			;;
		esac
	done
	SCRABMAIL_NOW=$(clock $days $((n + mins)) 30)
	"$SCRABMAIL" send --smtp "maildir:$tmp/sent" > /dev/null
	# Every mail sent: text and HTML, nothing webmail drops (html-check.c);
	# the page links may point under the case's base_url only.
	base=$(sed -n 's/^base_url *= *//p' "$SCRABMAIL_CONFIG")
	if [ -n "$(ls "$tmp/sent/new" 2>/dev/null)" ]; then
		"$HTML_CHECK" --base "${base:-}" \
		    ${GOLDEN_HTML_OUT:+--out "$GOLDEN_HTML_OUT"} \
		    "$tmp"/sent/new/* || echo "## html-check: exit $?"
	fi
	echo "## spool"
	"$SCRABMAIL" spool list
	echo "## outbox"
	# Listed once (nothing changes the outbox from here on).
	"$SCRABMAIL" outbox list > "$tmp/outbox"
	cat "$tmp/outbox"
	echo "## players"
	"$SCRABMAIL" player list
	# Masked in one pass (mask works line by line and leaves the "## mail"
	# lines as they are): two processes, not two a mail.
	for id in $(cut -f1 "$tmp/outbox"); do
		echo "## mail $id"
		"$SCRABMAIL" outbox show "$id"
	done | mask
	sent=$(ls "$tmp/sent/new" 2>/dev/null | wc -l)
	queued=$(wc -l < "$tmp/outbox")
	[ "$sent" -eq "$queued" ] ||
		echo "## $sent messages in the Maildir, $queued in the outbox"
}

HTML_CHECK=${builddir:-.}/tests/tools/html-check
# The checker refuses what it must: a mail with each forbidden thing.
bad=$("$HTML_CHECK" --base https://scrabble.example.ro/pagini \
    "$srcdir/tests/data/html-bad.eml") && {
	echo "html-check passed tests/data/html-bad.eml" >&2; exit 1; }
nbad=$(printf '%s\n' "$bad" | grep -c ': line ')
[ "$nbad" -eq 14 ] || {
	printf '%s\n' "$bad"
	echo "html-check: $nbad refusals in html-bad.eml, 14 expected" >&2
	exit 1; }

shard=${GOLDEN_SHARD:-1/1}
shard_k=${shard%/*} shard_n=${shard#*/}
fail=0 count=0 index=0
for case_dir in "$srcdir"/tests/golden/[0-9]*/; do
	case_dir=${case_dir%/}
	name=$(basename "$case_dir")
	if [ -n "${GOLDEN_ONLY:-}" ] && [ "$name" != "$GOLDEN_ONLY" ]; then
		continue
	fi
	index=$((index + 1))
	[ $(((index - 1) % shard_n + 1)) -eq "$shard_k" ] || continue
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
