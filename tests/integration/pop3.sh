#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail mail transport: POP3 fetching from Dovecot, pop3:// (STARTTLS
# when offered, or required) and pop3s://.  Refs are "UIDL=<id>", stable
# across sessions; messages come whole (dot-stuffing undone) in message
# number order.  done=delete removes only what the callback STORED (a KEEP
# one comes again, with the same ref); done=keep removes nothing.  A wrong
# password and an untrusted certificate fail with a clear cause.
. "$srcdir/tests/integration/lib.sh"
start_servers

P=pop3://127.0.0.1:$SM_POP3_PORT
PS=pop3s://127.0.0.1:$SM_POP3S_PORT
SS=smtps://127.0.0.1:$SM_SMTPS_PORT/localhost

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
subject_of() {
	sed -n 's/^Subject: move \([0-9a-z]*\).*/\1/p' "$1" | head -n 1
}
refs() {
	printf '%s\n' "$out" | awk '$2 ~ /^UIDL=/ { print $2 }'
}

send_one_by_one reader 1 4

# keep: everything, twice, with the same refs.
mkdir "$T/o1" "$T/o2"
nd -d keep fetch "$P" reader secret "$SM_CAFILE" "$T/o1"
expect_rc 0
expect_in "keep" "$out" "count 4"
refs1=$(refs)
expect_eq "four refs" "$(printf '%s\n' "$refs1" | sort -u | grep -c UIDL=)" 4
for k in 1 2 3 4; do
	expect_eq "message $k in order" "$(subject_of "$T/o1/$k.eml")" $k
	same_tail "$T/o1/$k.eml" "$T/m$k"
done
expect_in "dot-stuffing undone" "$(cat "$T/o1/1.eml")" "
..and two"
nd -d keep fetch "$PS" reader secret "$SM_CAFILE" "$T/o2"
expect_rc 0
expect_eq "keep keeps" "$(refs)" "$refs1"
expect_eq "all still there" "$(sm_count_mail reader)" 4

# delete (the default), STARTTLS required; message 2 KEPT.
mkdir "$T/o3"
nd -s fetch "$P" reader secret "$SM_CAFILE" "$T/o3" keep=2
expect_rc 0
expect_in "delete" "$out" "count 4"
expect_eq "deleted all but the kept one" "$(sm_count_mail reader)" 1
ref2=$(printf '%s\n' "$refs1" | sed -n 2p)
mkdir "$T/o4"
nd fetch "$PS" reader secret "$SM_CAFILE" "$T/o4"
expect_rc 0
expect_eq "the kept one again, same ref" "$out" "1 $ref2
count 1"
cmp -s "$T/o1/2.eml" "$T/o4/1.eml" || fail "the kept message changed"
expect_eq "maildrop empty" "$(sm_count_mail reader)" 0

# STOP: the first deleted, the rest left.
send_one_by_one reader 5 7
mkdir "$T/o5"
nd fetch "$PS" reader secret "$SM_CAFILE" "$T/o5" stop-after=1
expect_rc 0
expect_in "STOP" "$out" "count 2"
expect_eq "after STOP" "$(sm_count_mail reader)" 2

# A wrong password: refused at the first and only attempt (Dovecot's log
# has one failed login, of one attempt), with a clear cause; a good login
# just after is let in at its first attempt.  What happened is asserted,
# not how long it took (a loaded machine).
dlog=$SM_SERVERS_DIR/log/dovecot.log
mark=$(log_mark "$dlog")
t0=$(now)
nd fetch "$PS" reader Wr0ngPass "$SM_CAFILE" "$T/o5"
t1=$(now)
expect_rc 1
expect_in "wrong password" "$err" "$PS: login refused (wrong user or password?)"
expect_in "wrong password advice" "$err" "check [pop3] user and password"
expect_not_in "password shown" "$err" "Wr0ngPass"
nd -d keep fetch "$PS" reader secret "$SM_CAFILE" "$T/o5"
expect_rc 0
log_wait "$dlog" "$mark" 'pop3-login: .*Login: user=<reader>' 1 ||
    fail "no login in Dovecot's log after the good password"
log_wait "$dlog" "$mark" 'pop3-login: .*auth failed' 1 ||
    fail "no failed login in Dovecot's log after the wrong password"
expect_eq "failed logins" "$(log_count "$dlog" "$mark" 'auth failed')" 1
expect_eq "attempts in the failed login" \
    "$(log_count "$dlog" "$mark" 'auth failed, 1 attempts')" 1
expect_eq "good logins" "$(log_count "$dlog" "$mark" 'Login: user=<reader>')" 1
echo "POP3: wrong password refused in $(elapsed "$t0" "$t1") s"

# The self-signed certificate.
nd fetch "$PS" reader secret - "$T/o5"
expect_rc 1
expect_in "untrusted" "$err" "set [pop3] cafile"
nd -k -d keep fetch "$PS" reader secret - "$T/o5"
expect_rc 0
nd -d trash fetch "$PS" reader secret "$SM_CAFILE" "$T/o5"
expect_rc 1
expect_in "bad done" "$err" "POP3 done action \"trash\" unknown"

# 200 messages: the time to fetch and delete them.
i=0
set --
while [ $i -lt 200 ]; do
	i=$((i + 1))
	mkmsg "$T/b$i" "b$i" other@example.org
	set -- "$@" "$T/b$i"
done
nd send "smtp://127.0.0.1:$SM_SMTP_PORT/localhost" scrabmail secret \
    "$SM_CAFILE" one@example.org other@example.org "$@"
expect_rc 0
sm_wait_mail other 200 30 || fail "the 200 did not arrive"
mkdir "$T/o6"
t0=$(now)
nd fetch "$PS" other secret "$SM_CAFILE" "$T/o6"
t1=$(now)
expect_rc 0
expect_in "200" "$out" "count 200"
expect_eq "200 deleted" "$(sm_count_mail other)" 0
echo "POP3: 200 messages fetched and deleted in $(elapsed "$t0" "$t1") s"
exit 0
