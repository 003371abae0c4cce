#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail mail transport: IMAP fetching from Dovecot.  Mail goes in by
# SMTP (Postfix -> LMTP); it is fetched by imap:// (STARTTLS when offered),
# imap:// with STARTTLS required and imaps://, whole (the server only adds
# trace headers in front), with refs "INBOX;UIDVALIDITY=v;UID=u" in UID
# order.  A message is marked done only when the callback says STORED: a
# KEEP one comes again next cycle, a STORED one does not, STOP leaves the
# rest.  done=move:FOLDER (the folder made if missing) and done=delete.  A
# wrong password fails fast with a clear cause; the self-signed certificate
# is refused without cafile.
. "$srcdir/tests/integration/lib.sh"
start_servers

I=imap://127.0.0.1:$SM_IMAP_PORT/INBOX
IS=imaps://127.0.0.1:$SM_IMAPS_PORT/INBOX
SS=smtps://127.0.0.1:$SM_SMTPS_PORT/localhost

# Messages FIRST..LAST to USER, one at a time so that UID order is
# sending order ($T/mK is message K).
send_one_by_one() {	# USER FIRST LAST
	sk=$2
	while [ $sk -le $3 ]; do
		sn=$(sm_count_mail "$1")
		mkmsg "$T/m$sk" "$sk" "$1@example.org"
		nd send "$SS" scrabmail secret "$SM_CAFILE" one@example.org \
		    "$1@example.org" "$T/m$sk"
		[ "$rc" = 0 ] || fail "sending to $1: $err"
		sm_wait_mail "$1" $((sn + 1)) || fail "m$sk not delivered"
		sk=$((sk + 1))
	done
}
send_one_by_one scrabmail 1 5

# The message of a fetched file, by its Subject.
subject_of() {
	sed -n 's/^Subject: move \([0-9a-z]*\).*/\1/p' "$1" | head -n 1
}

# imap://, STARTTLS if offered; message 2 KEPT.
mkdir "$T/o1"
nd fetch "$I" scrabmail secret "$SM_CAFILE" "$T/o1" keep=2
expect_rc 0
uv=$(printf '%s\n' "$out" | sed -n 's/^1 INBOX;UIDVALIDITY=\([0-9]*\);UID=1$/\1/p')
[ -n "$uv" ] || fail "no UIDVALIDITY in the first ref: $out"
expect_eq "refs" "$out" "1 INBOX;UIDVALIDITY=$uv;UID=1
2 INBOX;UIDVALIDITY=$uv;UID=2
3 INBOX;UIDVALIDITY=$uv;UID=3
4 INBOX;UIDVALIDITY=$uv;UID=4
5 INBOX;UIDVALIDITY=$uv;UID=5
count 5"
for k in 1 2 3 4 5; do
	expect_eq "message $k in UID order" "$(subject_of "$T/o1/$k.eml")" $k
	same_tail "$T/o1/$k.eml" "$T/m$k"
	expect_in "CRLF from IMAP" "$(od -c "$T/o1/$k.eml" | head -n 2)" '\r  \n'
done
expect_in "logged in with TLS" "$(grep 'user=<scrabmail>' \
    "$SM_SERVERS_DIR/log/dovecot.log" | head -n 1)" "TLS"

# STARTTLS required: only the KEPT one again, then nothing.
mkdir "$T/o2"
nd -s fetch "$I" scrabmail secret "$SM_CAFILE" "$T/o2"
expect_rc 0
expect_eq "kept one again" "$out" "1 INBOX;UIDVALIDITY=$uv;UID=2
count 1"
cmp -s "$T/o1/2.eml" "$T/o2/1.eml" || fail "the kept message changed"
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o2"
expect_rc 0
expect_eq "nothing left (imaps)" "$out" "count 0"

# STOP: the first is stored, the second stopped and left, with the rest.
send_one_by_one scrabmail 6 8
mkdir "$T/o3"
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o3" stop-after=1
expect_rc 0
expect_eq "STOP" "$out" "1 INBOX;UIDVALIDITY=$uv;UID=6
count 2"
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o3"
expect_eq "after STOP" "$out" "1 INBOX;UIDVALIDITY=$uv;UID=7
2 INBOX;UIDVALIDITY=$uv;UID=8
count 2"
# The marks are on the server: our keyword and \Seen.
curl_flags=$(find "$SM_MAILROOT/scrabmail/Maildir/cur" -type f | sed 's/.*:2,//' | sort -u)
expect_eq "Maildir flags: S and keyword a" "$curl_flags" "Sa"
expect_in "keyword" "$(cat "$SM_MAILROOT/scrabmail/Maildir/dovecot-keywords")" \
    "ScrabmailDone"

# move:FOLDER, the folder made on first use; then read from it.
send_one_by_one reader 11 13
mkdir "$T/o4"
nd -d move:Done fetch "imap://127.0.0.1:$SM_IMAP_PORT/INBOX" reader secret \
    "$SM_CAFILE" "$T/o4" keep=2
expect_rc 0
expect_in "move" "$out" "count 3"
expect_eq "left in INBOX" "$(sm_count_mail reader)" 1
expect_eq "moved" "$(find "$SM_MAILROOT/reader/Maildir/.Done/cur" \
    "$SM_MAILROOT/reader/Maildir/.Done/new" -type f | wc -l | tr -d ' ')" 2
mkdir "$T/o5"
nd fetch "imaps://127.0.0.1:$SM_IMAPS_PORT/Done" reader secret "$SM_CAFILE" \
    "$T/o5"
expect_rc 0
expect_in "Done mailbox ref" "$out" "1 Done;UIDVALIDITY="
expect_in "Done count" "$out" "count 2"
expect_eq "moved first" "$(subject_of "$T/o5/1.eml")" 11
expect_eq "moved second" "$(subject_of "$T/o5/2.eml")" 13
same_tail "$T/o5/2.eml" "$T/m13"

# delete: STORED ones expunged, the KEPT one stays.
send_one_by_one other 21 23
mkdir "$T/o6"
nd -d delete fetch "$IS" other secret "$SM_CAFILE" "$T/o6" keep=3
expect_rc 0
expect_in "delete" "$out" "count 3"
expect_eq "left after delete" "$(sm_count_mail other)" 1
expect_in "the kept one" "$(cat "$SM_MAILROOT"/other/Maildir/*/*)" \
    "Subject: move 23"

# A wrong password: refused at the first and only attempt (Dovecot's log
# has one failed login, of one attempt: no second try, no other
# connection), a cause that says what to do and does not show the
# password; and a good login just after is let in at its first attempt.
# What happened is asserted, not how long it took (a loaded machine).
dlog=$SM_SERVERS_DIR/log/dovecot.log
mark=$(log_mark "$dlog")
t0=$(now)
nd fetch "$IS" scrabmail Wr0ngPass "$SM_CAFILE" "$T/o6"
t1=$(now)
expect_rc 1
expect_in "wrong password" "$err" \
    "imaps://127.0.0.1:$SM_IMAPS_PORT/INBOX: login refused (wrong user or password?)"
expect_in "wrong password advice" "$err" "check [imap] user and password"
expect_not_in "password shown" "$err" "Wr0ngPass"
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o6"
t2=$(now)
expect_rc 0
log_wait "$dlog" "$mark" 'imap-login: .*Login: user=<scrabmail>' 1 ||
    fail "no login in Dovecot's log after the good password"
log_wait "$dlog" "$mark" 'imap-login: .*auth failed' 1 ||
    fail "no failed login in Dovecot's log after the wrong password"
expect_eq "failed logins" "$(log_count "$dlog" "$mark" 'auth failed')" 1
expect_eq "attempts in the failed login" \
    "$(log_count "$dlog" "$mark" 'auth failed, 1 attempts')" 1
expect_eq "good logins" \
    "$(log_count "$dlog" "$mark" 'Login: user=<scrabmail>')" 1
echo "IMAP: wrong password refused in $(elapsed "$t0" "$t1") s, good login after it in $(elapsed "$t1" "$t2") s"

# The self-signed certificate: refused without cafile (imaps and required
# STARTTLS), accepted with it (above) and with -k.
nd fetch "$IS" scrabmail secret - "$T/o6"
expect_rc 1
expect_in "untrusted" "$err" "certificate"
expect_in "untrusted advice" "$err" "set [imap] cafile"
nd -s fetch "$I" scrabmail secret - "$T/o6"
expect_rc 1
expect_in "untrusted (starttls)" "$err" "certificate"
nd -k fetch "$IS" scrabmail secret - "$T/o6"
expect_rc 0

# A mailbox that does not exist, a done action that does not.
nd fetch "imaps://127.0.0.1:$SM_IMAPS_PORT/Nope" scrabmail secret \
    "$SM_CAFILE" "$T/o6"
expect_rc 1
expect_in "no mailbox" "$err" "no mailbox Nope"
nd -d archive fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o6"
expect_rc 1
expect_in "bad done" "$err" "done action \"archive\" unknown"

# 200 messages: the time to fetch and flag them on one connection.
i=0
set --
while [ $i -lt 200 ]; do
	i=$((i + 1))
	mkmsg "$T/b$i" "b$i" scrabmail@example.org
	set -- "$@" "$T/b$i"
done
n=$(sm_count_mail scrabmail)
nd send "smtp://127.0.0.1:$SM_SMTP_PORT/localhost" scrabmail secret \
    "$SM_CAFILE" one@example.org scrabmail@example.org "$@"
expect_rc 0
sm_wait_mail scrabmail $((n + 200)) 30 || fail "the 200 did not arrive"
mkdir "$T/o7"
t0=$(now)
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o7"
t1=$(now)
expect_rc 0
expect_in "200" "$out" "count 200"
nd fetch "$IS" scrabmail secret "$SM_CAFILE" "$T/o7"
expect_eq "200 flagged" "$out" "count 0"
echo "IMAP: 200 messages fetched and flagged in $(elapsed "$t0" "$t1") s"
exit 0
