#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# mailservers.sh: real mail servers on loopback for the integration tests,
# in a temporary directory of their own; nothing under /etc is touched and
# no service manager is involved.  Dovecot serves IMAP (plain with STARTTLS,
# and IMAPS), POP3 (likewise) and LMTP; Postfix, with its own configuration
# and queue directory, takes SMTP (STARTTLS, and SMTPS in wrapper mode),
# authenticates through Dovecot's auth socket and hands every message, for
# any domain, to Dovecot over LMTP, so mail sent lands in a Maildir that
# IMAP and POP3 read.  Both use one self-signed certificate (CN and SAN
# 127.0.0.1), whose PEM file is the cafile clients trust.
#
# Users (password "secret" for all): scrabmail, reader, other.  Postfix
# refuses RCPT TO rejected@example.org with 550 and deferred@example.org
# with 450, and relays only for clients that logged in.
#
# Sourced (POSIX sh):   . mailservers.sh; sm_servers_start DIR; ...;
#                       sm_servers_stop DIR
# or run:               mailservers.sh start DIR   (prints the variables,
#                       also in DIR/env);  mailservers.sh stop DIR
# DIR must be short (Unix socket paths are at most 107 bytes) and is made
# traversable by nobody; use mktemp -d /tmp/smXXXXXX.  sm_servers_start
# exports:
#   SM_IMAP_PORT SM_IMAPS_PORT SM_POP3_PORT SM_POP3S_PORT SM_SMTP_PORT
#   SM_SMTPS_PORT SM_LMTP_PORT  ports on 127.0.0.1
#   SM_CAFILE    the certificate (PEM) to trust
#   SM_MAILROOT  DIR/mail; user U's Maildir is $SM_MAILROOT/U/Maildir
# and returns non-zero (the reason on stderr, logs in DIR/log) on failure.
# sm_servers_check returns 77 (automake's SKIP) with a message when the
# servers cannot be run here (not installed, or not root: Postfix's master
# must start as root).  Helpers: sm_wait_mail USER N [SECONDS] waits until
# USER's Maildir holds N messages (new/ and cur/), sm_count_mail USER.

sm_servers_check() {
	for sm_x in dovecot postfix postconf openssl; do
		if ! command -v "$sm_x" >/dev/null 2>&1 &&
		    ! [ -x "/usr/sbin/$sm_x" ]; then
			echo "SKIP: $sm_x is not installed (apt-get install" \
			    "dovecot-imapd dovecot-pop3d dovecot-lmtpd postfix" \
			    "openssl)" >&2
			return 77
		fi
	done
	for sm_x in lmtp imap pop3; do
		if ! [ -x "/usr/lib/dovecot/$sm_x" ]; then
			echo "SKIP: Dovecot's $sm_x is not installed" \
			    "(dovecot-imapd dovecot-pop3d dovecot-lmtpd)" >&2
			return 77
		fi
	done
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP: the mail server tests start Postfix and Dovecot," \
		    "which needs root" >&2
		return 77
	fi
	return 0
}

# The TCP ports listening now (decimal), one a line.
sm_listening() {
	cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk '
	    $4 == "0A" { n = split($2, a, ":"); h = toupper(a[n]); v = 0;
	        for (i = 1; i <= length(h); i++)
	            v = v * 16 + index("0123456789ABCDEF", substr(h, i, 1)) - 1;
	        print v }'
}

sm_port_free() {
	! sm_listening | grep -qx "$1"
}

# Wait until every port given listens (at most about 10 s).
sm_wait_ports() {
	sm_i=0
	while [ $sm_i -lt 200 ]; do
		sm_ok=1
		sm_now=$(sm_listening)
		for sm_p in "$@"; do
			printf '%s\n' "$sm_now" | grep -qx "$sm_p" || sm_ok=0
		done
		[ $sm_ok = 1 ] && return 0
		sleep 0.05
		sm_i=$((sm_i + 1))
	done
	return 1
}

# Seven free ports from a base that depends on the process and the try.
sm_pick_ports() {
	sm_base=$(( 20000 + ( ($$ * 37 + $1 * 1009) % 4000 ) * 10 ))
	sm_n=0
	while [ $sm_n -lt 50 ]; do
		sm_all=1
		sm_now=$(sm_listening)
		for sm_k in 0 1 2 3 4 5 6; do
			printf '%s\n' "$sm_now" | grep -qx $((sm_base + sm_k)) &&
			    sm_all=0
		done
		[ $sm_all = 1 ] && break
		sm_base=$((sm_base + 10))
		[ $sm_base -gt 60000 ] && sm_base=20000
		sm_n=$((sm_n + 1))
	done
	SM_IMAP_PORT=$sm_base
	SM_IMAPS_PORT=$((sm_base + 1))
	SM_POP3_PORT=$((sm_base + 2))
	SM_POP3S_PORT=$((sm_base + 3))
	SM_SMTP_PORT=$((sm_base + 4))
	SM_SMTPS_PORT=$((sm_base + 5))
	SM_LMTP_PORT=$((sm_base + 6))
}

sm_write_dovecot() {
	sm_d=$1
	cat >"$sm_d/users" <<EOF
scrabmail:{PLAIN}secret:65534:65534::$sm_d/mail/scrabmail::
reader:{PLAIN}secret:65534:65534::$sm_d/mail/reader::
other:{PLAIN}secret:65534:65534::$sm_d/mail/other::
EOF
	chmod 644 "$sm_d/users"
	cat >"$sm_d/dovecot.conf" <<EOF
# Written by tests/integration/mailservers.sh for one test run.
base_dir = $sm_d/dv
state_dir = $sm_d/dvstate
instance_name = sm$(printf %s "$sm_d" | tr -c "a-zA-Z0-9" -)
protocols = imap pop3 lmtp
listen = 127.0.0.1
log_path = $sm_d/log/dovecot.log
info_log_path = $sm_d/log/dovecot.log
ssl = yes
ssl_cert = <$sm_d/cert.pem
ssl_key = <$sm_d/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
auth_username_format = %Ln
first_valid_uid = 1
mail_location = maildir:~/Maildir
default_login_user = dovenull
default_internal_user = dovecot
postmaster_address = postmaster@example.org
pop3_uidl_format = %08Xu%08Xv
passdb {
  driver = passwd-file
  args = $sm_d/users
}
userdb {
  driver = passwd-file
  args = $sm_d/users
}
service imap-login {
  inet_listener imap {
    port = $SM_IMAP_PORT
  }
  inet_listener imaps {
    port = $SM_IMAPS_PORT
    ssl = yes
  }
}
service pop3-login {
  inet_listener pop3 {
    port = $SM_POP3_PORT
  }
  inet_listener pop3s {
    port = $SM_POP3S_PORT
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $SM_LMTP_PORT
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service auth {
  unix_listener $sm_d/auth {
    mode = 0666
  }
}
# No per-IP penalty after a failed login (it delays later good ones, SASL
# lookups from Postfix included, by 2-15 s).
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
}
EOF
}

sm_write_postfix() {
	sm_d=$1
	sm_pf=$sm_d/pf
	mkdir -p "$sm_pf" "$sm_d/pfq" "$sm_d/pfdata"
	chown postfix "$sm_d/pfdata"
	cat >"$sm_pf/main.cf" <<EOF
# Written by tests/integration/mailservers.sh for one test run.
compatibility_level = 3.6
queue_directory = $sm_d/pfq
data_directory = $sm_d/pfdata
mail_owner = postfix
setgid_group = postdrop
maillog_file = $sm_d/log/postfix.log
maillog_file_prefixes = $sm_d/log
myhostname = smtest.example.org
mydomain = example.org
myorigin = \$myhostname
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.2/32
alias_maps =
alias_database =
local_recipient_maps =
biff = no
relay_domains =
default_transport = lmtp:inet:127.0.0.1:$SM_LMTP_PORT
relay_transport = lmtp:inet:127.0.0.1:$SM_LMTP_PORT
smtpd_tls_cert_file = $sm_d/cert.pem
smtpd_tls_key_file = $sm_d/key.pem
smtpd_tls_security_level = may
smtpd_tls_auth_only = yes
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = $sm_d/auth
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = check_recipient_access texthash:$sm_pf/rcpt-access
smtpd_client_restrictions =
smtpd_helo_restrictions =
smtpd_sender_restrictions =
smtpd_error_sleep_time = 0
smtpd_soft_error_limit = 1000
smtpd_hard_error_limit = 1000
smtputf8_enable = no
EOF
	cat >"$sm_pf/rcpt-access" <<EOF
rejected@example.org REJECT 5.1.1 no such player here
deferred@example.org 450 4.2.0 try again later
EOF
	cat >"$sm_pf/master.cf" <<EOF
# Written by tests/integration/mailservers.sh for one test run.
127.0.0.1:$SM_SMTP_PORT inet n - n - - smtpd
127.0.0.1:$SM_SMTPS_PORT inet n - n - - smtpd -o smtpd_tls_wrappermode=yes
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
proxywrite unix -       -       n       -       1       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
local     unix  -       n       n       -       -       local
lmtp      unix  -       -       n       -       -       lmtp
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
EOF
}

# Stop what runs in DIR (no error if nothing does).
sm_servers_stop() {
	sm_d=${1:-${SM_SERVERS_DIR:-}}
	[ -n "$sm_d" ] && [ -d "$sm_d" ] || return 0
	if [ -f "$sm_d/pf/main.cf" ] && [ -f "$sm_d/pfq/pid/master.pid" ]; then
		postfix -c "$sm_d/pf" stop >>"$sm_d/log/start.log" 2>&1 \
		    </dev/null || :
	fi
	if [ -f "$sm_d/dovecot.conf" ] && [ -f "$sm_d/dv/master.pid" ]; then
		dovecot -c "$sm_d/dovecot.conf" stop >>"$sm_d/log/start.log" \
		    2>&1 </dev/null || :
	fi
	# Wait for both masters to be gone (Postfix takes about a second).
	for sm_pidf in "$sm_d/pfq/pid/master.pid" "$sm_d/dv/master.pid"; do
		[ -f "$sm_pidf" ] || continue
		sm_pid=$(tr -dc 0-9 <"$sm_pidf")
		[ -n "$sm_pid" ] || continue
		sm_i=0
		while kill -0 "$sm_pid" 2>/dev/null && [ $sm_i -lt 100 ]; do
			sleep 0.05
			sm_i=$((sm_i + 1))
		done
		kill -9 "$sm_pid" 2>/dev/null || :
	done
}

# Start both servers in DIR (created if missing); exports SM_*.
sm_servers_start() {
	sm_d=$1
	mkdir -p "$sm_d" || return 1
	sm_d=$(cd "$sm_d" && pwd)
	chmod 755 "$sm_d"
	mkdir -p "$sm_d/log" "$sm_d/mail"
	chown 65534:65534 "$sm_d/mail"
	SM_SERVERS_DIR=$sm_d
	SM_CAFILE=$sm_d/cert.pem
	SM_MAILROOT=$sm_d/mail
	export SM_SERVERS_DIR SM_CAFILE SM_MAILROOT
	if ! openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 \
	    -nodes -days 2 -subj /CN=127.0.0.1 \
	    -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
	    -keyout "$sm_d/key.pem" -out "$sm_d/cert.pem" \
	    >"$sm_d/log/openssl.log" 2>&1; then
		echo "mailservers: openssl failed (see $sm_d/log/openssl.log)" >&2
		return 1
	fi
	chmod 644 "$sm_d/cert.pem" "$sm_d/key.pem"
	sm_try=0
	while [ $sm_try -lt 4 ]; do
		sm_try=$((sm_try + 1))
		sm_pick_ports $sm_try
		sm_write_dovecot "$sm_d"
		sm_write_postfix "$sm_d"
		: >"$sm_d/log/dovecot.log"
		if ! dovecot -c "$sm_d/dovecot.conf" \
		    >>"$sm_d/log/start.log" 2>&1 </dev/null; then
			if grep -q "in use" "$sm_d/log/start.log" \
			    "$sm_d/log/dovecot.log" 2>/dev/null; then
				: >"$sm_d/log/start.log"
				continue	# another test took the ports
			fi
			echo "mailservers: dovecot did not start:" >&2
			tail -n 5 "$sm_d/log/start.log" "$sm_d/log/dovecot.log" >&2
			return 1
		fi
		if ! postfix -c "$sm_d/pf" start >>"$sm_d/log/start.log" 2>&1 \
		    </dev/null; then
			if grep -q "in use" "$sm_d/log/postfix.log" \
			    "$sm_d/log/start.log" 2>/dev/null; then
				sm_servers_stop "$sm_d"
				continue	# another test took the ports
			fi
			echo "mailservers: postfix did not start:" >&2
			tail -n 5 "$sm_d/log/start.log" >&2
			# Without syslog, its reason shows only on a terminal.
			command -v script >/dev/null 2>&1 && script -qc \
			    "postfix -c $sm_d/pf check" /dev/null </dev/null >&2
			tail -n 5 "$sm_d/log/postfix.log" >&2 2>/dev/null
			sm_servers_stop "$sm_d"
			return 1
		fi
		if sm_wait_ports $SM_IMAP_PORT $SM_IMAPS_PORT $SM_POP3_PORT \
		    $SM_POP3S_PORT $SM_SMTP_PORT $SM_SMTPS_PORT $SM_LMTP_PORT
		then
			export SM_IMAP_PORT SM_IMAPS_PORT SM_POP3_PORT \
			    SM_POP3S_PORT SM_SMTP_PORT SM_SMTPS_PORT SM_LMTP_PORT
			sm_write_env "$sm_d"
			return 0
		fi
		sm_servers_stop "$sm_d"
		if ! grep -q "in use" "$sm_d/log/dovecot.log" \
		    "$sm_d/log/postfix.log" 2>/dev/null; then
			break
		fi
	done
	echo "mailservers: the servers are not listening; logs:" >&2
	tail -n 5 "$sm_d/log/dovecot.log" "$sm_d/log/postfix.log" >&2 2>/dev/null
	return 1
}

sm_write_env() {
	for sm_v in SM_SERVERS_DIR SM_IMAP_PORT SM_IMAPS_PORT SM_POP3_PORT \
	    SM_POP3S_PORT SM_SMTP_PORT SM_SMTPS_PORT SM_LMTP_PORT SM_CAFILE \
	    SM_MAILROOT; do
		eval "printf 'export %s=%s\n' $sm_v \"\$$sm_v\""
	done >"$1/env"
}

# Messages in USER's Maildir (new/ and cur/).
sm_count_mail() {
	find "$SM_MAILROOT/$1/Maildir/new" "$SM_MAILROOT/$1/Maildir/cur" \
	    -type f 2>/dev/null | wc -l | tr -d ' '
}

# Wait until USER's Maildir holds at least N messages; 1 on timeout.
sm_wait_mail() {
	sm_limit=$(( ${3:-20} * 20 ))
	sm_i=0
	while [ "$(sm_count_mail "$1")" -lt "$2" ]; do
		sm_i=$((sm_i + 1))
		[ $sm_i -gt $sm_limit ] && return 1
		sleep 0.05
	done
	return 0
}

case "${0##*/}" in
mailservers.sh)
	case "${1:-}" in
	start)
		[ -n "${2:-}" ] || { echo "usage: $0 start|stop DIR" >&2; exit 64; }
		sm_servers_check || exit $?
		sm_servers_start "$2" || exit 1
		cat "$SM_SERVERS_DIR/env"
		;;
	stop)
		[ -n "${2:-}" ] || { echo "usage: $0 start|stop DIR" >&2; exit 64; }
		sm_servers_stop "$2"
		;;
	*)
		echo "usage: $0 start|stop DIR" >&2
		exit 64
		;;
	esac
	;;
esac
