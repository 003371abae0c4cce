#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# Size limits before storing (issue 18), against the real Dovecot: with
# [limits] max_message_size = 64 KB, 'scrabmail ingest --imap' asks each
# message's RFC822.SIZE first and fetches only the headers of a bigger one
# (Dovecot's logout line shows how many bytes went out), 'ingest --pop3'
# reads LIST first and takes TOP N 0 for a bigger one (the logout line
# counts TOP and RETR); the big message is stored as its headers only,
# answered from them (mail.too-big: its size, the limit, what to do) and
# a small one beside it whole.
. "$srcdir/tests/integration/lib.sh"
: "${SCRABMAIL:?run through make check (SCRABMAIL unset)}"
start_servers

SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_CONFIG=$T/scrabmail.conf
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_DB SCRABMAIL_CONFIG SCRABMAIL_TEMPLATES
unset SCRABMAIL_NOW
cat > "$SCRABMAIL_CONFIG" <<CONF
[scrabmail]
address = scrabmail@example.org
[limits]
max_message_size = 65536
[imap]
user = scrabmail
password = secret
cafile = $SM_CAFILE
[pop3]
user = scrabmail
password = secret
cafile = $SM_CAFILE
CONF
chmod 600 "$SCRABMAIL_CONFIG"

sm() {
	rc=0
	"$SCRABMAIL" "$@" >"$T/.out" 2>"$T/.err" || rc=$?
	out=$(cat "$T/.out")
	err=$(cat "$T/.err")
}

SS=smtps://127.0.0.1:$SM_SMTPS_PORT/localhost
# mail FILE SUBJECT BODY-BYTES: a message to the arbiter, its body
# BODY-BYTES of WHOAMI lines.
mail() {
	{
		printf 'From: <reader@example.org>\nTo: <scrabmail@example.org>\n'
		printf 'Subject: %s\nMessage-ID: <%s.%s@example.org>\n' "$2" \
		    "$(basename "$1")" "$$"
		printf 'MIME-Version: 1.0\nContent-Type: text/plain\n\n'
		yes 'WHOAMI' | head -c "$3"
	} > "$1"
	n=$(sm_count_mail scrabmail)
	nd send "$SS" scrabmail secret "$SM_CAFILE" reader@example.org \
	    scrabmail@example.org "$1"
	[ "$rc" = 0 ] || fail "sending $1: $err"
	sm_wait_mail scrabmail $((n + 1)) || fail "$1 not delivered"
}

mail "$T/big1" "mare" 400000
mail "$T/small1" "mic" 100

# --- IMAP -----------------------------------------------------------------
sm init
sm ingest --imap "imaps://127.0.0.1:$SM_IMAPS_PORT/INBOX"
expect_rc 0
expect_eq "imap ingest" "$out" \
    "stored 2, seen 0, answered 2, silent 0, failed 0"
sm spool show 1
expect_in "headers only" "$(printf '%s\n' "$out" | head -n 1)" \
    "X-Scrabmail-Oversized: "
expect_in "its subject" "$out" "Subject: mare"
[ "$(printf '%s\n' "$out" | wc -c)" -lt 4000 ] ||
	fail "the big message was stored whole: $(printf '%s\n' "$out" | wc -c) bytes"
size=$(printf '%s\n' "$out" | sed -n 's/^X-Scrabmail-Oversized: \([0-9]*\) 65536.*/\1/p')
[ "${size:-0}" -gt 400000 ] || fail "size not asked first: $out"
sm spool show 2
expect_in "small whole" "$out" "Subject: mic"
expect_in "small whole" "$out" "WHOAMI"
# The answer: the size, the limit, what to do (in Romanian, the sender's
# language being unknown), and the line pointing to English.
sm outbox show 1
body=$(printf '%s\n' "$out" | tr -d '\r')
expect_in "answer ro" "$body" "este prea mare"
expect_in "answer limit" "$body" "limita este de 64 KB"
expect_in "other language line" "$body" "In English: after SIGNON, the command LANGUAGE en"
expect_in "what to do" "$body" "mesaj mai scurt"
# Dovecot sent the headers, not the 400 KB body.
out_bytes=$(grep 'imap(scrabmail).*Logged out' "$SM_SERVERS_DIR/log/dovecot.log" |
    tail -n 1 | sed -n 's/.* out=\([0-9]*\).*/\1/p')
[ -n "$out_bytes" ] || fail "no IMAP logout line in dovecot.log"
[ "$out_bytes" -lt 100000 ] || fail "IMAP sent $out_bytes bytes: the body was fetched"

# --- POP3 -----------------------------------------------------------------
SCRABMAIL_DB=$T/db2.sqlite
sm init
sm ingest --pop3 "pop3s://127.0.0.1:$SM_POP3S_PORT"
expect_rc 0
expect_eq "pop3 ingest" "$out" \
    "stored 2, seen 0, answered 2, silent 0, failed 0"
sm spool show 1
expect_in "pop3 headers only" "$(printf '%s\n' "$out" | head -n 1)" \
    "X-Scrabmail-Oversized: "
expect_in "pop3 its subject" "$out" "Subject: mare"
sm spool show 2
expect_in "pop3 small whole" "$out" "WHOAMI"
pop=$(grep 'pop3(scrabmail).*Disconnected\|pop3(scrabmail).*Logged out' \
    "$SM_SERVERS_DIR/log/dovecot.log" | tail -n 1)
expect_in "TOP for the big one, RETR for the small one" "$pop" "top=1/"
expect_in "one RETR" "$pop" "retr=1/"
exit 0
