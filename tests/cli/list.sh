#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The listings: contest, championship, game and player list and show, their
# filters (--running, --over, --waiting, --player), championship show's
# deadlines, --ratings on an unrated championship, the JSON documents of
# --json (parsed by jq, their values asserted), and unknown or missing
# verbs named in the error with the command's verbs, wrong words answered
# with the verb's usage alone.
. "$srcdir/tests/cli/lib.sh"

command -v jq >/dev/null 2>&1 || { echo "SKIP: no jq"; exit 77; }
SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
SCRABMAIL_CONFIG=$T/scrabmail.conf
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW SCRABMAIL_CONFIG
cat > "$T/scrabmail.conf" <<EOC
[scrabmail]
address = arbitru@scrabmail.test
lang = en
EOC
sm init
for p in ana bogdan cristi; do
	sm player add $p $p@example.ro --password parola1 --lang en
	expect_rc 0
done

# --- unknown and missing verbs -------------------------------------------
sm contest frobnicate X
expect_rc 2
expect_eq "unknown verb" "$err" "scrabmail: unknown contest command 'frobnicate'; the contest commands are: annul, cancel-round, close-round, correct, create, eliminate, end, held, join, last-round, letters, list, review, schedule, show, standings, start, warn ('scrabmail contest --help' says more)"
expect_eq "no usage on stdout" "$out" ""
sm player
expect_rc 2
expect_eq "missing verb" "$err" "scrabmail: player: which command? the player commands are: add, approve, list, passwd, pending, reject, set, show ('scrabmail player --help' says more)"
sm game --json frob
expect_rc 2
expect_in "after options" "$err" "unknown game command 'frob'"
# Wrong words: the verb's own usage, not the command's whole.
sm contest show
expect_rc 2
expect_eq "verb usage" "$err" "usage: scrabmail contest show NAME [--round N] [--json]
('scrabmail contest --help' says more)"
sm game create ana
expect_rc 2
expect_eq "verb usage, continued" "$err" "scrabmail: game create: 2 to 4 players (liber mărunțel: 2 to 8), not 1
usage: scrabmail game create PLAYER PLAYER [PLAYER...]
           [--variant free|maruntel] [--seed S] [--end-scoring on|off]
           [--leader arbiter|player]
('scrabmail game --help' says more)"

# --- empty listings ------------------------------------------------------
for n in contest championship game; do
	sm $n list
	expect_rc 0
	expect_eq "no $n" "$out" ""
done
sm game list --json
expect_eq "no games, JSON" "$(printf '%s' "$out" | jq -c .)" \
    '{"format":"scrabmail-list/1","kind":"games","games":[]}'

# --- what exists ---------------------------------------------------------
sm game create ana bogdan --seed s1
expect_eq "free game" "$out" "1"
sm championship create Toamna --seed x
sm championship join Toamna ana bogdan cristi
sm championship start Toamna
expect_eq "started" "$out" "3 games"
sm championship create Iarna --rated
sm contest create Ziar --variant classic --seed z
sm contest start Ziar
sm contest create Club --variant top --entry registered --seed c
sm contest join Club ana

sm contest list
expect_eq "contest list" "$out" "Club	top	registered	new	-	-
Ziar	classic	open	running	1	2026-12-07T10:00:00Z"
sm contest list --waiting
expect_eq "contest waiting" "$out" "Ziar	classic	open	running	1	2026-12-07T10:00:00Z"
sm contest list --over
expect_eq "contest over" "$out" ""
# Past its deadline (before a tick closes it) a round takes no entries.
SCRABMAIL_NOW=2026-12-07T10:00:00Z
sm contest list --waiting
expect_eq "deadline passed" "$out" ""
sm contest list
expect_in "still open" "$out" "Ziar	classic	open	running	1	2026-12-07T10:00:00Z"
SCRABMAIL_NOW=2026-11-30T10:00:00Z
sm contest list --running --over
expect_rc 2
expect_in "one filter" "$err" "give one of --running, --over and --waiting"

sm championship list
expect_eq "championship list" "$out" "Iarna	free	new	0	0	0
Toamna	free	playing	3	3	3"
sm championship list --waiting
expect_eq "championship waiting" "$out" "Iarna	free	new	0	0	0"
sm championship list --running
expect_eq "championship running" "$out" "Toamna	free	playing	3	3	3"

sm championship show Toamna
expect_eq "deadlines" "$out" "game	2	bogdan,ana	playing	bogdan	2026-12-04T00:00:00Z
game	3	cristi,bogdan	playing	cristi	2026-12-04T00:00:00Z
game	4	ana,cristi	playing	ana	2026-12-04T00:00:00Z"
sm championship standings Toamna --ratings
expect_rc 0
expect_eq "unrated: said why" "$err" "scrabmail: championship Toamna is not rated (it was created without --rated): the standings have no ratings"
expect_eq "unrated: plain standings" "$(printf '%s\n' "$out" | head -n 1)" \
    "1	ana	0	0"
sm championship standings Toamna
expect_eq "no note without --ratings" "$err" ""

sm game list
expect_eq "game list" "$out" "1	-	ana,bogdan	playing	ana	-
2	Toamna	bogdan,ana	playing	bogdan	2026-12-04T00:00:00Z
3	Toamna	cristi,bogdan	playing	cristi	2026-12-04T00:00:00Z
4	Toamna	ana,cristi	playing	ana	2026-12-04T00:00:00Z"
sm game list --player ana --waiting
expect_eq "ana to move" "$out" "1	-	ana,bogdan	playing	ana	-
4	Toamna	ana,cristi	playing	ana	2026-12-04T00:00:00Z"
sm game list --player cristi
expect_eq "cristi's games" "$(printf '%s\n' "$out" | cut -f1 | tr '\n' ' ')" \
    "3 4 "
sm game list --over
expect_eq "none over" "$out" ""
sm game list --player nobody
expect_rc 1
expect_in "unknown player" "$err" "no player named 'nobody'"

sm player show ana
expect_eq "player show" "$out" "player	ana
email	ana@example.ro
lang	en
password	set
created	2026-11-30T10:00:00Z
rating	-
contest	Club	new
championship	Toamna	playing
game	1	-	ana,bogdan	playing	ana	-
game	2	Toamna	bogdan,ana	playing	bogdan	2026-12-04T00:00:00Z
game	4	Toamna	ana,cristi	playing	ana	2026-12-04T00:00:00Z"
sm player show nobody
expect_rc 1
sm player list
expect_eq "player list unchanged" "$(printf '%s\n' "$out" | head -n 1)" \
    "ana	ana@example.ro	en	set"

# --- the game ends: --over and --running ----------------------------------
sm championship withdraw Toamna cristi
expect_eq "withdrawn" "$out" "2 games resigned"
sm game list --over
expect_eq "over" "$(printf '%s\n' "$out" | cut -f1,4,5,6 | tr '\n' ' ')" \
    "3	over	-	- 4	over	-	- "
sm game list --running
expect_eq "running" "$(printf '%s\n' "$out" | cut -f1 | tr '\n' ' ')" "1 2 "

# --- JSON ----------------------------------------------------------------
# q JQ: the last command's output through jq (fails on invalid JSON).
q() {
	printf '%s' "$out" | jq -r "$1" || fail "jq $1: not JSON: $out"
}
sm contest list --json
expect_eq "contests format" "$(q '.format + " " + .kind')" \
    "scrabmail-list/1 contests"
expect_eq "contests" "$(q '.contests[] | [.name, .status, (.round // "-"),
    (.deadline // "-")] | @tsv')" "Club	new	-	-
Ziar	running	1	2026-12-07T10:00:00Z"
sm contest show Ziar --json
expect_eq "contest kind" "$(q .kind)" "contest"
expect_eq "contest round" "$(q '[.round.number, .round.rack, .round.status,
    (.round.entries | length)] | @tsv')" "1	AAENNR?	open	0"
expect_eq "contest options" "$(q '[.tactic_order, .redraw_triples,
    .round.triples] | @tsv')" "free	false	"
sm contest show Club --json
expect_eq "not started" "$(q '.round')" "null"
sm contest show Nope --json
expect_rc 1
expect_eq "nothing printed" "$out" ""

sm championship list --json
expect_eq "championships" "$(q '.championships[] | [.name, .status, .rated,
    .players, .games, .playing] | @tsv')" "Iarna	new	true	0	0	0
Toamna	playing	false	3	3	1"
sm championship show Toamna --json
expect_eq "championship kind" "$(q '.format + " " + .kind')" \
    "scrabmail-list/1 championship"
expect_eq "games, to move, deadline" "$(q '.games[] | [.id, .status,
    (.to_move // "-"), (.deadline // "-"), (.end // "-")] | @tsv')" \
    "2	playing	bogdan	2026-12-04T00:00:00Z	-
3	over	-	-	resign
4	over	-	-	resign"
expect_eq "standings" "$(q '.standings[] | [.rank, .name, .points,
    .forfeits] | @tsv')" "1	ana	1	0
1	bogdan	1	0
3	cristi	0	2"

sm game list --player bogdan --json
expect_eq "games kind" "$(q .kind)" "games"
expect_eq "bogdan's games" "$(q '[.games[].id] | @csv')" "1,2,3"
expect_eq "free game" "$(q '.games[0] | [(.championship // "-"),
    .variant, .to_move, (.players | map(.name) | join(","))] | @tsv')" \
    "-	free	ana	ana,bogdan"
sm game show 3 --json
expect_eq "game over" "$(q '[.status, .end, (.to_move // "-"),
    (.players | map(.forfeit) | @csv)] | @tsv')" "over	resign	-	true,false"
expect_eq "its moves" "$(q '.moves | map(.kind) | join(",")')" "resign"
expect_eq "the seed once over" "$(q '.seed != null')" "true"
sm game show 1 --json
expect_eq "board, no seed" "$(q '[.board, (.seed // "-"),
    (.moves | length)] | @tsv')" \
    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15	-	0"
sm game show 99 --json
expect_rc 1

sm player list --json
expect_eq "players" "$(q '.players | map(.name + ":" + .lang) | join(" ")')" \
    "ana:en bogdan:en cristi:en"
sm player show ana --json
expect_eq "player" "$(q '[.kind, .name, .password, (.rating // "-"),
    (.contests | map(.name) | join(",")),
    (.championships | map(.name) | join(",")),
    (.games | map(.id) | @csv)] | @tsv')" \
    "player	ana	true	-	Club	Toamna	1,2,4"

# JSON quoting is the library's: a title with a quote, a backslash and a
# tab.
sm series create Anul --title 'Cupa "Q"	a\b'
expect_rc 0
sm series list --json
expect_eq "quoted" "$(q '.series[0].title')" 'Cupa "Q"	a\b'

# --- --help says what the commands do -------------------------------------
sm daemon --help
expect_in "daemon runs deadlines" "$out" "runs the deadlines as 'scrabmail tick' does"

# --- every --help fits a terminal: no line over 79 columns ------------------
# The program's, each command's and each verb's (the verbs read from the
# command's usage lines); a column is a character, not a byte.
cmds=$("$SCRABMAIL" --help | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[ "$(printf '%s\n' "$cmds" | wc -l)" -ge 15 ] ||
	fail "scrabmail --help lists too few commands: $cmds"
{
	echo "== scrabmail --help"
	"$SCRABMAIL" --help
	for c in $cmds; do
		echo "== scrabmail $c --help"
		"$SCRABMAIL" "$c" --help 2>&1
		for v in $("$SCRABMAIL" "$c" --help 2>&1 |
		    sed -n "s/^.*scrabmail $c \([a-z][a-z-]*\).*/\1/p" |
		    sort -u); do
			echo "== scrabmail $c $v --help"
			"$SCRABMAIL" "$c" "$v" --help 2>&1
		done
	done
} > "$T/helps"
[ "$(grep -c '^== ' "$T/helps")" -ge 40 ] ||
	fail "too few --help outputs read: $(grep -c '^== ' "$T/helps")"
wide=$(python3 -c '
import sys
who = ""
for line in open(sys.argv[1], encoding="utf-8").read().split("\n"):
    if line.startswith("== "):
        who = line[3:]
    elif len(line) > 79:
        print("%s: %d columns: %s" % (who, len(line), line))
' "$T/helps")
expect_eq "help lines over 79 columns" "$wide" ""
exit 0
