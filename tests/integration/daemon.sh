#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail end to end with real servers: players mail the arbiter through
# Postfix (SMTP AUTH, STARTTLS) into Dovecot; 'scrabmail daemon --once'
# fetches the arbiter's mailbox by IMAPS, stores and answers each message,
# and sends the answers through Postfix (STARTTLS required, AUTH), which
# delivers them to the players' Maildirs.  Checked: every answer arrives,
# threaded (In-Reply-To) and marked (X-Loop, Auto-Submitted); an auto-reply
# gets none; a second cycle takes nothing twice and sends nothing twice; a
# signed-on mail from another address is answered to both addresses; the
# same runs by POP3 ('ingest --pop3') and an answer to a refused recipient
# ends failed, not retried for ever; a refused IMAP login makes 'daemon
# --once' exit 4; without the SMTP password ("554 Relay
# access denied" for every answer) the queue is kept and 'send' exits 3.
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
name = Arbitrul scrabmail
[imap]
url = imaps://127.0.0.1:$SM_IMAPS_PORT/INBOX
user = scrabmail
password = secret
cafile = $SM_CAFILE
[pop3]
url = pop3s://127.0.0.1:$SM_POP3S_PORT
user = scrabmail
password = secret
cafile = $SM_CAFILE
[smtp]
url = smtp://127.0.0.1:$SM_SMTP_PORT/scrabmail.test
user = scrabmail
password = secret
cafile = $SM_CAFILE
starttls = yes
[daemon]
source = imap
CONF
chmod 600 "$SCRABMAIL_CONFIG"

sm() {
	rc=0
	"$SCRABMAIL" "$@" >"$T/.out" 2>"$T/.err" || rc=$?
	out=$(cat "$T/.out")
	err=$(cat "$T/.err")
}

sm init
expect_rc 0
sm player add ion reader@example.org --password parola1
expect_rc 0

SS=smtps://127.0.0.1:$SM_SMTPS_PORT/localhost
# mail FILE FROM SUBJECT BODY [EXTRA-HEADER]: a player's message, sent to
# the arbiter's mailbox.
mail() {
	{
		printf 'From: <%s>\nTo: <scrabmail@example.org>\n' "$2"
		printf 'Subject: %s\nMessage-ID: <%s.%s@example.org>\n' "$3" \
		    "$(basename "$1")" "$$"
		printf 'Date: Mon, 30 Nov 2026 10:00:00 +0200\n'
		[ -n "${5:-}" ] && printf '%s\n' "$5"
		printf 'MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n'
		printf 'Content-Transfer-Encoding: 8bit\n\n%s\n' "$4"
	} > "$1"
	n=$(sm_count_mail scrabmail)
	nd send "$SS" scrabmail secret "$SM_CAFILE" "$2" \
	    scrabmail@example.org "$1"
	[ "$rc" = 0 ] || fail "sending $1: $err"
	sm_wait_mail scrabmail $((n + 1)) || fail "$1 not delivered"
}

mail "$T/a1" reader@example.org "Bună ziua" "SIGNON ion parola1
CINESUNT"
mail "$T/a2" other@example.org "ajutor" "AJUTOR"
mail "$T/a3" other@example.org "Out of office" "Sunt în concediu." \
    "Auto-Submitted: auto-replied"
mail "$T/a4" other@example.org "de pe alt cont" "SIGNON ion parola1
WHOAMI"

sm daemon --once
expect_rc 0
expect_in "daemon log" "$err" "took in 4 messages"
expect_in "daemon log" "$err" "sent 4, deferred 0, failed 0"
sm spool list
expect_eq "spool statuses" "$(printf '%s\n' "$out" | cut -f3,4,5)" \
"imap	done	reader@example.org
imap	done	other@example.org
imap	ignored	other@example.org
imap	done	other@example.org"
# reader: the answer to a1 and the copy of the answer to a4; other: the
# answers to a2 and a4.
sm_wait_mail reader 2 || fail "reader did not get 2 answers"
sm_wait_mail other 2 || fail "other did not get 2 answers"
cat "$SM_MAILROOT"/reader/Maildir/new/* "$SM_MAILROOT"/reader/Maildir/cur/* \
    2>/dev/null | tr -d '\r' > "$T/reader.all"
expect_in "threaded" "$(cat "$T/reader.all")" "In-Reply-To: <a1.$$@example.org>"
expect_in "X-Loop" "$(cat "$T/reader.all")" "X-Loop: scrabmail@example.org"
expect_in "Auto-Submitted" "$(cat "$T/reader.all")" "Auto-Submitted: auto-replied"
expect_in "copy to the registered address" "$(cat "$T/reader.all")" \
    "In-Reply-To: <a4.$$@example.org>"
expect_not_in "no password" "$(cat "$T/reader.all")" "parola1"
# Postfix's trace header: TLS (the S) and AUTH (the A).
expect_in "sent over TLS with AUTH" "$(cat "$T/reader.all")" "with ESMTPSA"

# A second cycle: nothing new taken, nothing sent again (the four were
# flagged done after their batch's commit: not even fetched again).
sm daemon --once
expect_rc 0
expect_not_in "nothing fetched again" "$err" "took in"
sm spool list
[ "$(printf '%s\n' "$out" | wc -l)" -eq 4 ] || fail "spool grew: $out"
sm outbox list --status queued
expect_eq "nothing queued" "$out" ""
sleep 1
[ "$(sm_count_mail reader)" -eq 2 ] || fail "reader got more than 2 mails"

# POP3: a new message, taken by 'ingest --pop3' (the IMAP-flagged ones are
# recognised as seen by their bytes), answered by 'send'.
mail "$T/b1" reader@example.org "prin pop3" "WHOAMI"
sm ingest --pop3 "pop3s://127.0.0.1:$SM_POP3S_PORT"
expect_rc 0
expect_eq "pop3 ingest" "$out" \
    "stored 1, seen 4, answered 1, silent 0, failed 0"
sm send
expect_eq "pop3 send" "$out" "sent 1, deferred 0, failed 0"
sm_wait_mail reader 3 || fail "no answer to the POP3 mail"

# An answer Postfix refuses (550): failed at once, not retried.
mail "$T/c1" rejected@example.org "refuzat" "AJUTOR"
sm ingest --source
expect_rc 0
sm send
expect_eq "refused" "$out" "sent 0, deferred 0, failed 1"
sm outbox list --status failed
expect_in "failed row" "$out" "rejected@example.org"
expect_in "the server's answer kept" "$out" "Recipient address rejected"
# No SMTP password: Postfix refuses every answer to another domain ("554
# Relay access denied").  The server's problem, not the addresses': three
# refusals in a row stay queued with the rest, the run stops, exit 3.
sed '/^user = scrabmail$/d; /^password = secret$/d' "$SCRABMAIL_CONFIG" \
    > "$T/nopass.conf"
chmod 600 "$T/nopass.conf"
i=0
while [ $i -lt 5 ]; do
	printf 'From: <p%d@elsewhere.test>\nSubject: r\nMessage-ID: <relay-%d.%s@x>\n\nWHOAMI\n' \
	    $i $i $$ | "$SCRABMAIL" ingest > /dev/null || fail "ingest $i"
	i=$((i + 1))
done
sm --config "$T/nopass.conf" send
expect_rc 3
expect_eq "relay refused" "$out" \
    "sent 0, deferred 0, failed 0, refused by the server 3 (kept queued)"
expect_in "said" "$err" "refused 3 mails in a row"
expect_in "Postfix's answer" "$err" "Relay access denied"
sm outbox list --status queued
expect_eq "all kept" "$(printf '%s\n' "$out" | grep -c elsewhere.test)" 5
sm outbox list --status failed
expect_eq "none failed but the 550" "$(printf '%s\n' "$out" | cut -f5)" \
    "rejected@example.org"
# The organiser requeues the one refused for its address.
sm outbox retry --failed
expect_eq "retry" "$out" "1 message queued again for the next send"
# A refused IMAP login: the daemon says so at priority error, still runs
# the deadlines, and --once exits 4 (a mail source failed) for cron.
sed '/^\[imap\]$/,/^\[pop3\]$/ s/^password = secret$/password = wrong/' \
    "$SCRABMAIL_CONFIG" \
    > "$T/badimap.conf"
chmod 600 "$T/badimap.conf"
sm --config "$T/badimap.conf" daemon --once
expect_rc 4
expect_in "source error logged" "$err" "mail source imap:"
exit 0
