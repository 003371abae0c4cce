#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail mail transport: SMTP through real servers.  Postfix (STARTTLS
# and SMTPS, AUTH through Dovecot) relays to Dovecot over LMTP; the message
# must land whole in the recipient's Maildir.  Refusals: a 5xx recipient is
# a PERMFAIL, a 4xx one a TEMPFAIL, on the same connection as good ones; a
# wrong password, a refused connection and an untrusted certificate are
# TEMPFAILs with a cause that says what to do.  100 messages go over one
# connection.
. "$srcdir/tests/integration/lib.sh"
start_servers

S=smtp://127.0.0.1:$SM_SMTP_PORT/localhost
SS=smtps://127.0.0.1:$SM_SMTPS_PORT/localhost
mkmsg "$T/m1" 1
mkmsg "$T/m2" 2 reader@example.org
mkmsg "$T/m3" 3 other@example.org

# Wait until Postfix has logged N lines matching a pattern.
wait_log() {
	i=0
	while [ "$(grep -c -- "$1" "$SM_SERVERS_DIR/log/postfix.log")" -lt "$2" ]
	do
		i=$((i + 1))
		[ $i -gt 200 ] && fail "postfix.log: no $2 lines with $1"
		sleep 0.05
	done
}

# STARTTLS required, AUTH.
nd -s send "$S" scrabmail secret "$SM_CAFILE" one@example.org \
    scrabmail@example.org "$T/m1"
expect_rc 0
expect_eq "STARTTLS+AUTH" "$out" "OK"
# SMTPS, AUTH.
nd send "$SS" scrabmail secret "$SM_CAFILE" one@example.org \
    reader@example.org "$T/m2"
expect_rc 0
expect_eq "SMTPS+AUTH" "$out" "OK"
sm_wait_mail scrabmail 1 || fail "m1 not delivered"
sm_wait_mail reader 1 || fail "m2 not delivered"
f1=$(ls "$SM_MAILROOT"/scrabmail/Maildir/new/*)
f2=$(ls "$SM_MAILROOT"/reader/Maildir/new/*)
same_tail "$f1" "$T/m1"
same_tail "$f2" "$T/m2"
expect_in "m1 over TLS with AUTH" "$(cat "$f1")" "with ESMTPSA"
expect_in "m2 over TLS with AUTH" "$(cat "$f2")" "with ESMTPSA"
expect_in "envelope sender" "$(cat "$f1")" "Return-Path: <one@example.org>"

# A null sender.
nd send "$SS" scrabmail secret "$SM_CAFILE" "" other@example.org "$T/m3"
expect_eq "null sender" "$out" "OK"
sm_wait_mail other 1 || fail "m3 not delivered"
expect_in "null sender" "$(cat "$SM_MAILROOT"/other/Maildir/new/*)" \
    "Return-Path: <>"

# Refusals on one sender, between good messages: 550-class -> PERMFAIL,
# 450 -> TEMPFAIL, and the next message still goes.
nd send "$S" scrabmail secret "$SM_CAFILE" one@example.org \
    scrabmail@example.org "$T/m1" rcpt=rejected@example.org "$T/m1" \
    rcpt=deferred@example.org "$T/m1" rcpt=reader@example.org "$T/m2"
expect_rc 2
expect_eq "mixed" "$out" "OK
PERMFAIL
TEMPFAIL
OK"
expect_in "5xx cause" "$err" "554 5.1.1 <rejected@example.org>: Recipient address rejected: no such player here"
expect_in "4xx cause" "$err" "450 4.2.0 <deferred@example.org>"
sm_wait_mail scrabmail 2 || fail "the message before the refusals is lost"
sm_wait_mail reader 2 || fail "the message after the refusals is lost"

# Without AUTH, Postfix refuses to relay: a 5xx on RCPT.
nd send "$S" - - "$SM_CAFILE" one@example.org scrabmail@example.org "$T/m1"
expect_rc 2
expect_eq "no AUTH" "$out" "PERMFAIL"
expect_in "relay refused" "$err" "Relay access denied"

# Wrong password: TEMPFAIL (the message is fine), the password not shown.
nd send "$S" scrabmail Wr0ngPass "$SM_CAFILE" one@example.org \
    scrabmail@example.org "$T/m1"
expect_rc 1
expect_eq "wrong password" "$out" "TEMPFAIL"
expect_in "wrong password cause" "$err" "login refused (wrong user or password?)"
expect_in "wrong password advice" "$err" "check [smtp] user and password"
expect_not_in "password shown" "$err" "Wr0ngPass"

# A refused connection.
p=$((SM_LMTP_PORT + 3))
while ! sm_port_free $p; do p=$((p + 1)); done
nd send "smtp://127.0.0.1:$p/localhost" - - - one@example.org \
    scrabmail@example.org "$T/m1"
expect_rc 1
expect_eq "refused connection" "$out" "TEMPFAIL"
expect_in "refused connection cause" "$err" "is the server running"

# The self-signed certificate: refused without cafile (SMTPS and required
# STARTTLS), accepted with -k.
nd send "$SS" scrabmail secret - one@example.org scrabmail@example.org "$T/m1"
expect_rc 1
expect_in "untrusted (smtps)" "$err" "certificate"
expect_in "untrusted advice" "$err" "set [smtp] cafile"
nd -s send "$S" scrabmail secret - one@example.org scrabmail@example.org "$T/m1"
expect_rc 1
expect_in "untrusted (starttls)" "$err" "certificate"
nd -k send "$SS" scrabmail secret - one@example.org scrabmail@example.org \
    "$T/m1"
expect_rc 0
sm_wait_mail scrabmail 3 || fail "the -k message is lost"

# 100 messages, one connection.
n0=$(grep -c "disconnect from" "$SM_SERVERS_DIR/log/postfix.log")
set --
i=0
while [ $i -lt 100 ]; do
	i=$((i + 1))
	mkmsg "$T/b$i" "b$i" other@example.org
	set -- "$@" "$T/b$i"
done
t0=$(now)
nd send "$S" scrabmail secret "$SM_CAFILE" one@example.org other@example.org \
    "$@"
t1=$(now)
expect_rc 0
expect_eq "100 sent" "$(printf '%s\n' "$out" | grep -c '^OK$')" 100
sm_wait_mail other 101 || fail "not all 100 delivered"
t2=$(now)
wait_log "disconnect from" $((n0 + 1))
sleep 0.2
expect_eq "connections for 100 messages" \
    "$(grep -c "disconnect from" "$SM_SERVERS_DIR/log/postfix.log")" $((n0 + 1))
expect_in "one session" "$(grep "disconnect from" \
    "$SM_SERVERS_DIR/log/postfix.log" | tail -n 1)" "mail=100 rcpt=100 data=100"
echo "SMTP: 100 messages on one connection sent in" \
    "$(elapsed "$t0" "$t1") s, all in the Maildir after $(elapsed "$t0" "$t2") s"
exit 0
