#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of free games by mail: game create, show, gcg;
# turns by mail on stdin (MOVE, EXCHANGE, PASS, RESIGN, STATUS) and what
# they answer: stale move numbers, not your turn, an illegal move then a
# legal one, exchange limits, resignation, the GCG.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG
sm init
expect_rc 0
sm player add ana ana@example.ro --password parola1 --lang en
sm player add bogdan bogdan@example.ro --password parola2 --lang en
sm player add dan dan@example.ro --password parola3 --lang en

# --- usage --------------------------------------------------------------
sm game create ana
expect_rc 2
expect_in "one player" "$err" "2 to 4 players"
sm game create ana bogdan dan ana bogdan
expect_rc 2
sm game create ana bogdan --variant chess
expect_rc 2
expect_in "bad variant" "$err" "write free or maruntel"
sm game create ana bogdan --end-scoring maybe
expect_rc 2
sm game show x
expect_rc 2
sm game frobnicate 1
expect_rc 2
sm game show 99
expect_rc 1
expect_in "unknown game" "$err" "no game number 99"
sm game create ana nobody
expect_rc 3
expect_in "unknown player" "$err" "no player named 'nobody'"
sm game create ana ANA
expect_rc 3
expect_in "same player" "$err" "named twice"
sm game create ana bogdan --variant maruntel --leader dealer
expect_rc 2
expect_in "bad leader" "$err" "write arbiter or player"
sm game create ana bogdan --leader player
expect_rc 3
expect_in "a free game has no leader" "$err" "a free game has none"

# --- a game -------------------------------------------------------------
sm game create ana bogdan --seed joc-doi
expect_rc 0
expect_eq "game number" "$out" "1"
sm game show 1
expect_rc 0
expect_eq "show" "$out" "game	1	bogdan,ana	playing	bogdan
board	15/15/15/15/15/15/15/15/15/15/15/15/15/15/15
scores	0	0"
sm outbox list
expect_eq "two start mails" "$(printf '%s\n' "$out" | wc -l)" "2"

# The body of the last mail queued, decoded, English part.
last_mail() {
	id=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
	"$SCRABMAIL" outbox show "$id" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
# The body of mail N.
mail_n() {
	"$SCRABMAIL" outbox show "$1" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
n=0
mail() {	# USER PASSWORD LINES
	n=$((n + 1))
	SCRABMAIL_NOW=2026-11-30T10:$(printf %02d $n):00Z
	printf 'From: %s <%s@example.ro>\nSubject: game\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\nSIGNON %s %s\n%s\n' \
	    "$1" "$1" "$1" "$n" "$1" "$2" "$3" | "$SCRABMAIL" ingest ||
		fail "ingest of $1's mail"
}
expect_in "only own rack" "$(mail_n 2)" "A A C S U U V"
case $(mail_n 2) in *"A A I S S T T"*) fail "ana got bogdan's rack" ;; esac
expect_in "seed hash" "$(mail_n 1)" "a439fdadf578629f67e0802b18e1893ff243b8b83e25629055746456ede92733"

mail ana parola1 "MOVE 1 1 H8 CASA"
expect_in "not your turn" "$(last_mail)" "It is not your turn in game 1: bogdan"
mail dan parola3 "MOVE 1 1 H8 CASA"
expect_in "not in game" "$(last_mail)" "Player dan does not play in game 1"
mail bogdan parola2 "MOVE 2 1 H8 CASA"
expect_in "unknown game" "$(last_mail)" "There is no game number 2"
mail bogdan parola2 "MOVE 1 2 H2 ASISTAT"
expect_in "future number" "$(last_mail)" "the game is at move 1"
mail bogdan parola2 "MOVE 1 1 H2 ASISTAT"
expect_in "played" "$(last_mail)" "H2 ASISTAT is played for 66 points"
mail bogdan parola2 "MOVE 1 1 H2 ASISTAT"
expect_in "repeated" "$(last_mail)" "This line is for move 1 of game 1, but the game is at move 2"
sm game show 1
expect_eq "one move recorded" "$(printf '%s\n' "$out" | grep -c '^move')" "1"
sm game analysis 1
expect_rc 1
expect_in "no analysis before the end" "$err" "game 1 is not over: its analysis shows every player's rack"
expect_eq "nothing printed before the end" "$out" ""
sm game analysis 99
expect_rc 1
expect_in "analysis: unknown game" "$err" "no game number 99"

mail ana parola1 "MOVE 1 2 A1 VACA"
expect_in "illegal" "$(last_mail)" "cannot be played: the move touches no tile"
expect_in "illegal: still her turn" "$(last_mail)" "send move 2 again"
mail ana parola1 "MOVE 1 2 G4 SUAVA"
expect_in "legal" "$(last_mail)" "G4 SUAVA is played for 45 points"

mail bogdan parola2 "EXCHANGE 1 3 ABCDEFGHI"
expect_in "exchange too many" "$(last_mail)" "is refused"
mail bogdan parola2 "EXCHANGE 1 3 X"
expect_in "exchange one" "$(last_mail)" "is refused"
mail bogdan parola2 "EXCHANGE 1 3 ZZ"
expect_in "exchange not on rack" "$(last_mail)" "is refused"
mail bogdan parola2 "EXCHANGE 1 3 CGN"
expect_in "exchange" "$(last_mail)" "you put back CGN"
mail ana parola1 "STATUS 1
PAS 1 4"
expect_in "status" "$(last_mail)" "it is your turn, move 4"
expect_in "pass" "$(last_mail)" "Game 1, move 4: you pass"
mail bogdan parola2 "HISTORY 1
PASS 1"
expect_in "history" "$(last_mail)" "2 ana play G4 SUAVA +45 45"
expect_in "pass usage" "$(last_mail)" "PASS is written: PASS game move"
mail ana parola1 "RESIGN 1"
expect_in "resign" "$(last_mail)" "You resigned game 1"
mail bogdan parola2 "PASS 1 5"
expect_in "over" "$(last_mail)" "Game 1 is over"
sm game show 1
expect_eq "show at the end" "$out" "game	1	bogdan,ana	over	-
board	15/15/15/15/15/15/3SUAVA7/1ASISTAT7/15/15/15/15/15/15/15
scores	66	45
move	1	bogdan	play	H2 ASISTAT	66
move	2	ana	play	G4 SUAVA	45
move	3	bogdan	exchange	CGN	0
move	4	ana	pass		0
move	5	ana	resign		0"
sm game gcg 1
expect_rc 0
expect_eq "gcg" "$out" "#character-encoding UTF-8
#tile-distribution romanian
#player1 bogdan bogdan
#player2 ana ana
>bogdan: AAISSTT 8B ASISTAT +66 66
>ana: AACSUUV 7D SUAVA +45 45
>bogdan: BCGLNNO -CGN +0 66
>ana: CEFPRUZ - +0 45
#note ana resigns
>ana: CEFPRUZ (time) -0 45"
# The analysis, once over: each turn against the best move of the rack
# (the same as 'scrabmail top' on that board), then the totals.
sm game analysis 1
expect_rc 0
expect_eq "analysis" "$out" "1	bogdan	H2 ASISTAT	66	H2 ASISTAT	66
2	ana	G4 SUAVA	45	4C VACSUIAU	80
3	bogdan	exchange CGN	0	F6 BOC	71
4	ana	-	0	8A PERFUZAT	99
total	bogdan	66	137	48.2
total	ana	45	179	25.1"
sm top --cgp 15/15/15/15/15/15/3SUAVA7/1ASISTAT7/15/15/15/15/15/15/15 CEFPRUZ
expect_eq "analysis: the best is top's" "$out" "8A	PERFUZAT	99"
sm game analysis 1 --json
expect_rc 0
expect_in "json: format" "$out" '"format" : "scrabmail-analysis",
  "version" : 1,
  "game" : 1,
  "variant" : "free",
  "ranking" : "score",'
expect_in "json: a player" "$out" '"seat" : 2,
      "name" : "ana",
      "scored" : 45,
      "best" : 179,
      "permille" : 251'
expect_in "json: an exchange" "$out" '"number" : 3,
      "seat" : 1,
      "player" : "bogdan",
      "kind" : "exchange",
      "rack" : "BCGLNNO",
      "played" : "exchange CGN",
      "score" : 0,
      "best" : "F6 BOC",
      "best_score" : 71'
if command -v python3 >/dev/null 2>&1; then
	printf '%s\n' "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["turns"]) == 4 and d["players"][0]["best"] == 137' ||
	    fail "json: not a JSON document of 4 turns"
fi
expect_in "final mail to bogdan" "$(mail_n 21)" "Game 1 is over: ana resigned"
expect_in "final mail: seed" "$(mail_n 22)" "The seed of the draws was: joc-doi"
expect_in "final mail: GCG" "$(mail_n 22)" ">bogdan: BCGLNNO -CGN +0 66"
exit 0
