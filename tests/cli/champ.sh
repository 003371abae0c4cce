#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of correspondence championships: create (and
# every refusal), join, start (groups, the round robin, who plays first),
# show and standings in their TAB-separated forms, and the clock: the
# deadline in whole days of the organiser's zone, the reminder, the late
# notice, a timeout as a pass, the timeout that forfeits the game, leave
# declared by mail moving the deadline, downtime moving every deadline on
# (and the organiser told), the final standings with ratings.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
SCRABMAIL_CONFIG=$T/scrabmail.conf
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW SCRABMAIL_CONFIG
cat > "$T/scrabmail.conf" <<EOF
[scrabmail]
address = arbitru@scrabmail.test
lang = en
downtime_minutes = 0
EOF
sm init
expect_rc 0
for p in ana bogdan cristi dana emil florin gelu; do
	sm player add $p $p@example.ro --password parola1 --lang en
	expect_rc 0
done

# --- refusals -----------------------------------------------------------
sm championship create
expect_rc 2
sm championship frobnicate X
expect_rc 2
sm championship create X --timeout never
expect_rc 1
expect_in "bad timeout" "$err" "--timeout is pass or forfeit"
sm championship create X --illegal-move maybe
expect_rc 1
expect_in "bad illegal" "$err" "--illegal-move is retry or pass"
sm championship create X --players-per-game 5
expect_rc 1
expect_in "5 a game" "$err" "--players-per-game must be from 2 to 4"
sm championship create X --days-per-move 2 --remind-days 3
expect_rc 1
expect_in "reminder" "$err" "--remind-days must be from 0 to 2"
sm championship create X --timezone Mars/Olympus
expect_rc 1
expect_in "zone" "$err" "unknown time zone 'Mars/Olympus'"
sm championship create X --players-per-game 3 --group-size 2
expect_rc 1
expect_in "group" "$err" "smaller than a game"
sm championship create X --days-per-move 0
expect_rc 2
sm championship create X --leader player
expect_rc 1
expect_in "free leader" "$err" "a free game has none"
sm championship create X --variant maruntel --leader dealer
expect_rc 1
expect_in "bad leader" "$err" "--leader dealer"
sm championship show Nope
expect_rc 1
expect_in "unknown" "$err" "no championship named 'Nope'"
sm championship standings Nope
expect_rc 1

# --- groups and the round robin ----------------------------------------
sm championship create Cinci --seed five
expect_rc 0
expect_eq "number" "$out" "1"
sm championship create cinci
expect_rc 1
expect_in "taken" "$err" "already a championship named 'cinci'"
sm championship start Cinci
expect_rc 1
expect_in "empty" "$err" "has 0 players"
sm championship join Cinci ana bogdan nobody
expect_rc 1
expect_in "unknown player" "$err" "no player named 'nobody'"
sm championship join Cinci ana bogdan cristi dana emil
expect_rc 0
sm championship join Cinci ana
expect_rc 0
sm championship start Cinci
expect_rc 0
expect_eq "games" "$out" "10 games"
sm championship start Cinci
expect_rc 1
expect_in "twice" "$err" "has already started"
sm championship join Cinci florin
expect_rc 1
expect_in "late join" "$err" "has started"
sm championship show Cinci
expect_rc 0
show=$out
expect_eq "ten games" "$(printf '%s\n' "$show" | grep -c '^game	')" "10"
# (The loop runs in a subshell: its failure is the pipeline's.)
printf '%s\n' "$show" | while IFS='	' read -r tag id players status tomove \
    deadline; do
	[ "$tag" = game ] || fail "show line: $tag"
	[ "$status" = playing ] || fail "game $id: $status"
	[ "$tomove" = "${players%%,*}" ] || fail "game $id: $tomove to move"
	# 3 days a move from 2026-11-30, counted in whole days of UTC.
	[ "$deadline" = 2026-12-04T00:00:00Z ] ||
	    fail "game $id: deadline $deadline"
done || fail "championship show's game lines"
# An odd group: every player plays 4 games and starts exactly 2.
for p in ana bogdan cristi dana emil; do
	games=$(printf '%s\n' "$show" | cut -f3 | tr ',' '\n' | grep -c "^$p\$")
	first=$(printf '%s\n' "$show" | cut -f3 | cut -d, -f1 | grep -c "^$p\$")
	expect_eq "$p's games" "$games" "4"
	expect_eq "$p starts" "$first" "2"
done
# Every pair meets once.
pairs=$(printf '%s\n' "$show" | cut -f3 | tr ',' '\n' | paste - - |
    awk '{ print ($1 < $2) ? $1 " " $2 : $2 " " $1 }' | sort -u | wc -l)
expect_eq "pairs" "$pairs" "10"
sm championship standings Cinci
expect_rc 0
expect_eq "standings at the start" "$out" "1	ana	0	0
1	bogdan	0	0
1	cristi	0	0
1	dana	0	0
1	emil	0	0"

# The arbiter withdraws a player: each of their four games ends as a
# resignation, the others win them.
sm championship withdraw Cinci emil
expect_rc 0
expect_eq "withdrawn" "$out" "4 games resigned"
sm championship show Cinci
expect_eq "emil's games over" "$(printf '%s\n' "$out" | grep emil |
    cut -f4 | sort -u)" "over"
expect_eq "the others go on" "$(printf '%s\n' "$out" | grep -vc emil)" "6"
sm championship standings Cinci
expect_eq "emil last" "$(printf '%s\n' "$out" | tail -n 1 | cut -f2,3)" \
    "emil	0"
sm championship crosstable Cinci
expect_in "forfeit marked" "$out" "emil: W 0:0 F"
sm championship withdraw Cinci emil
expect_eq "twice: nothing left" "$out" "0 games resigned"
sm championship withdraw Cinci nobody
expect_rc 1
expect_in "unknown" "$err" "no player named 'nobody'"
sm championship withdraw Cinci florin
expect_rc 1
expect_in "not in it" "$err" "player 'florin' is not in championship 'Cinci'"
sm championship withdraw Cinci
expect_rc 2

# Two cycles of an even group: each pair twice, once each way; starts
# balanced to one.
sm championship create Patru --seed four --cycles 2
sm championship join Patru ana bogdan cristi dana
sm championship start Patru
expect_eq "games, two cycles" "$out" "12 games"
sm championship show Patru
ordered=$(printf '%s\n' "$out" | cut -f3 | sort -u | wc -l)
expect_eq "each pairing both ways" "$ordered" "12"
for p in ana bogdan cristi dana; do
	first=$(printf '%s\n' "$out" | cut -f3 | cut -d, -f1 | grep -c "^$p\$")
	expect_eq "$p starts half" "$first" "3"
done

# Three a game, groups of four: every three of a group, each starts once;
# seven players in groups of at most four: groups of four and three.
sm championship create Trei --seed three --players-per-game 3 --group-size 4
sm championship join Trei ana bogdan cristi dana emil florin gelu
sm championship start Trei
expect_rc 0
expect_eq "games of three" "$out" "5 games"
sm championship show Trei
expect_eq "three a game" "$(printf '%s\n' "$out" | cut -f3 |
    awk -F, '{ print NF }' | sort -u)" "3"

# Liber mărunțel, three a game: the program opens (a vowel on H8 and a
# consonant), each player then places a tile by mail.
sm championship create Mic --variant maruntel --players-per-game 3 --seed m1
sm championship join Mic ana bogdan cristi
sm championship start Mic
expect_eq "one game of three" "$out" "1 game"
sm championship show Mic
mgame=$(printf '%s\n' "$out" | cut -f2)
# The opening scores for nobody; player 1 (bogdan) makes the first scored
# move (seed 003): here he passes, and cristi places a tile.
expect_eq "maruntel" "$(printf '%s\n' "$out" | cut -f3-5)" \
    "bogdan,cristi,ana	playing	bogdan"
sm game show "$mgame"
expect_in "the opening pair" "$out" "board	15/15/15/15/15/15/15/7AC6/15"
expect_in "the opening scores for nobody" "$out" "scores	0	0	0"
printf 'From: bogdan <bogdan@example.ro>\nSubject: m\nMessage-ID: <m0@x>\n\nSIGNON bogdan parola1\nPAS %s 2\n' \
    "$mgame" | "$SCRABMAIL" ingest || fail "maruntel pass"
printf 'From: cristi <cristi@example.ro>\nSubject: m\nMessage-ID: <m1@x>\n\nSIGNON cristi parola1\nMUTARE %s 3 H8 ACT\n' \
    "$mgame" | "$SCRABMAIL" ingest || fail "maruntel move"
sm game show "$mgame"
expect_in "one tile placed" "$out" "move	3	cristi	play	H8 ACT	3"
expect_in "ana to move" "$out" "bogdan,cristi,ana	playing	ana"

# --- the clock ----------------------------------------------------------
# Two days a move in Bucharest (UTC+2): a turn begun on 30 November at
# 12:00 local must be played by the end of 2 December, 22:00 UTC; the
# reminder comes a day before, the late notice at the deadline, the
# timeout a day later; the second timeout loses the game.
# (A database of its own: the games above would tick too.)
SCRABMAIL_DB=$T/clock.sqlite
sm init
sm player add ion ion@example.ro --password parola1 --lang en
sm player add vlad vlad@example.ro --password parola1 --lang en
sm championship create Ceas --seed clock --days-per-move 2 --remind-days 1 \
    --grace-days 1 --timeout forfeit --timeout-limit 2 \
    --timezone Europe/Bucharest --rated
sm championship join Ceas ion vlad
sm championship start Ceas
expect_eq "one game" "$out" "1 game"
sm championship show Ceas
game=$(printf '%s\n' "$out" | cut -f2)
first=$(printf '%s\n' "$out" | cut -f5)
second=$(printf '%s\n' "$out" | cut -f3 | tr ',' '\n' | grep -v "^$first\$")

last_mail() {
	id=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
	"$SCRABMAIL" outbox show "$id" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
mail_to() {	# the last mail queued to $1@example.ro
	id=$("$SCRABMAIL" outbox list | grep "	$1@example.ro" | tail -n 1 |
	    cut -f1)
	"$SCRABMAIL" outbox show "$id" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
outbox_count() {
	"$SCRABMAIL" outbox list | wc -l
}
expect_in "deadline in the start mail" "$(mail_to "$first")" \
    "Play by 2026-12-02 24:00 (Europe/Bucharest)"
tick_at() {
	SCRABMAIL_NOW=$1 sm tick
	expect_rc 0
}
before=$(outbox_count)
tick_at 2026-12-01T21:59:00Z
expect_eq "nothing yet" "$out" "closed 0, reminded 0"
tick_at 2026-12-01T22:00:00Z
expect_eq "reminder" "$out" "closed 0, reminded 1"
expect_in "reminder mail" "$(last_mail)" "a reminder, your move is due by 2026-12-02 24:00"
tick_at 2026-12-02T10:00:00Z
expect_eq "one reminder only" "$out" "closed 0, reminded 0"
tick_at 2026-12-02T22:00:00Z
expect_eq "late notice" "$out" "closed 0, reminded 1"
expect_in "late mail" "$(last_mail)" "If it has not arrived by 2026-12-03 24:00 (Europe/Bucharest), it is a timeout"
tick_at 2026-12-03T22:00:00Z
expect_eq "first timeout" "$out" "closed 0, reminded 0
timeouts 1, extended 0"
sm championship show Ceas
expect_eq "the turn passed" "$(printf '%s\n' "$out" | cut -f4,5)" \
    "playing	$second"
expect_eq "mails so far: reminder, late notice, timeout, the move" \
    "$(($(outbox_count) - before))" "4"

# Leave by mail: the player to move declares 3 days from 5 December; the
# turn began on 4 December (00:00 local), so its days are 5-7 on leave,
# then 8 and 9: deadline the end of 9 December.
mail() {	# USER LINES
	printf 'From: %s <%s@example.ro>\nSubject: leave\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\nSIGNON %s parola1\n%s\n' \
	    "$1" "$1" "$1" "$2" "$1" "$2" | "$SCRABMAIL" ingest ||
		fail "ingest of $1's mail"
}
SCRABMAIL_NOW=2026-12-04T08:00:00Z mail "$second" "LEAVE 3 2026-12-05"
expect_in "leave answer" "$("$SCRABMAIL" outbox list | tail -n 1)" "$second@example.ro"
SCRABMAIL_NOW=2026-12-04T08:01:00Z mail "$second" "STATUS $game"
expect_in "status deadline" "$(last_mail)" "The move is due by 2026-12-09 24:00 (Europe/Bucharest)"
SCRABMAIL_NOW=2026-12-04T08:02:00Z mail "$second" "STATUS"
expect_in "status of every game" "$(last_mail)" "Game $game: it is your turn, move 2. The move is due by 2026-12-09 24:00"
SCRABMAIL_NOW=2026-12-04T08:03:00Z mail "$first" "LEAVE 40"
expect_in "over the allowance" "$(last_mail)" "The leave asked for (40 days) is longer than what you have left for 2026: 30 of 30 days"
SCRABMAIL_NOW=2026-12-04T08:04:00Z mail "$first" "LEAVE 2 2026-12-01"
expect_in "in the past" "$(last_mail)" "it can begin on 2026-12-05 at the earliest, not on 2026-12-01"
SCRABMAIL_NOW=2026-12-04T08:05:00Z mail "$second" "LEAVE 2 06.12.2026"
expect_in "overlap" "$(last_mail)" "The days from 2026-12-06 to 2026-12-07 overlap a leave you already declared"
SCRABMAIL_NOW=2026-12-04T08:06:00Z mail "$second" "LEAVE 2 31.02.2026"
expect_in "bad date" "$(last_mail)" "The date \"31.02.2026\" cannot be read"
tick_at 2026-12-06T23:00:00Z
expect_eq "no reminder during leave" "$out" "closed 0, reminded 0"
tick_at 2026-12-10T22:00:00Z
expect_eq "second player's timeout" "$out" "closed 0, reminded 0
timeouts 1, extended 0"
# The first player's turn began on 11 December (00:00 local): late at the
# end of the 13th, and the second timeout at the end of the 14th forfeits
# the game: the championship ends, the standings and the ratings say so.
tick_at 2026-12-13T22:00:00Z
expect_eq "late again" "$out" "closed 0, reminded 1"
tick_at 2026-12-14T21:59:00Z
expect_eq "not yet" "$out" "closed 0, reminded 0"
# Published while in play: no rack and no best move on the game's page
# (the racks are secret until the end), no second table.
SCRABMAIL_NOW=2026-12-14T21:59:00Z sm publish Ceas --out "$T/pub-early"
expect_rc 0
case $(cat "$T/pub-early/game-$game.xml") in *' best='*|*' rack='*)
	fail "a game in play's page shows a best move or a rack" ;; esac
case $(cat "$T/pub-early/game-$game.html") in *"best move"*)
	fail "a game in play's page speaks of the best move" ;; esac
case $(cat "$T/pub-early/index.txt") in *"Share of the best moves"*)
	fail "the second table before any game is over" ;; esac
tick_at 2026-12-14T22:00:00Z
expect_in "forfeit" "$out" "timeouts 1"
sm championship show Ceas
expect_eq "over" "$(printf '%s\n' "$out" | cut -f4,5)" "over	-"
sm championship standings Ceas
expect_eq "standings" "$out" "1	$second	1	0
2	$first	0	0"
sm championship standings Ceas --ratings
expect_eq "ratings" "$out" "1	$second	1	0	1520	+20
2	$first	0	0	1480	-20"
expect_in "final mail" "$(last_mail)" "Every game of the championship Ceas is over"

# The bulletins: the championship's pages, each game's page and GCG; a
# game unchanged since it was published is kept, --all makes it again.
sm publish Ceas --out "$T/pub"
expect_rc 0
for f in championship.xml index.html index.txt game-$game.xml \
    game-$game.html game-$game.gcg; do
	[ -s "$T/pub/$f" ] || fail "publish: no $f"
done
expect_in "gcg" "$(cat "$T/pub/game-$game.gcg")" "#player1 $first"
expect_in "lost on time" "$(cat "$T/pub/index.txt")" "$second"
# Once over: the best move beside each turn, the ranking stated; the
# second table ranks the players by the percentage of the best moves.
expect_in "best on the page" "$(cat "$T/pub/game-$game.xml")" ' best="'
expect_in "best in words" "$(cat "$T/pub/game-$game.html")" "The best move of the letters: "
expect_in "ranking stated" "$(cat "$T/pub/game-$game.html")" "The ranking is static, by score alone, like the duplicate top"
expect_in "second table" "$(cat "$T/pub/index.txt")" "Share of the best moves"
expect_in "second table in html" "$(cat "$T/pub/index.html")" "Share of the best moves"
sm publish Ceas --out "$T/pub"
expect_rc 0
expect_in "kept" "$out" "1 unchanged game kept"
case $out in *game-$game.html*) fail "an unchanged game made again" ;; esac
sm publish Ceas --out "$T/pub" --all
expect_in "all again" "$out" "game-$game.html"

# --- downtime -----------------------------------------------------------
cat > "$T/down.conf" <<EOF
[scrabmail]
address = arbitru@scrabmail.test
lang = en
organiser = organizator@scrabmail.test
downtime_minutes = 60
EOF
SCRABMAIL_CONFIG=$T/down.conf
SCRABMAIL_DB=$T/down.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
sm init
sm player add ana ana@example.ro --password parola1 --lang en
sm player add bogdan bogdan@example.ro --password parola1 --lang en
sm championship create Jos --seed down --days-per-move 1 --remind-days 0
sm championship join Jos ana bogdan
sm championship start Jos
tick_at 2026-11-30T10:30:00Z
expect_eq "heartbeat" "$out" "closed 0, reminded 0"
# Down for four days: the deadline (end of 1 December) is moved on, no
# timeout; the organiser is told.
tick_at 2026-12-04T10:30:00Z
expect_in "extended" "$out" "extended 1"
expect_in "no timeouts" "$out" "timeouts 0"
expect_in "organiser told" "$("$SCRABMAIL" outbox list | tail -n 1)" "organizator@scrabmail.test"
expect_in "what the organiser reads" "$(last_mail)" "the deadlines of 1 championship game have been moved on"
tick_at 2026-12-04T10:45:00Z
expect_eq "once" "$out" "closed 0, reminded 0"
exit 0
