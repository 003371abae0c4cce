#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# subjects.sh: the subjects of the program's own mails sort (issue 14).
# Every mail of the goldens (tests/golden/*/expected) whose subject is the
# program's (not "Re: " and the player's) and names a game or a contest
# must have the one form a mail client sorting by subject keeps in order:
# "Partida 12 · mutarea 007 · ..." / "Game 12 · move 007 · ..." (the move
# zero-padded to three digits, or no move at all: "Partida 12 · ...") and
# "Concursul „X” · runda 07 · ..." / "Contest X · round 07 · ..." (two
# digits at least); none of the old forms ("Începe partida 12",
# "Partida 12, mutarea 7: ...").  For each recipient and game the start
# ("... · mutarea 000 · a început partida" / "... · a new game") sorts
# first among the mails with a move's number, by code points as by the
# case-folded text.  An answer about no move (HISTORY, a message's
# receipt, a command refused on a finished game or naming an unknown one)
# has no number ("Partida 12 · istoricul"): sorted with a recipient's
# other mails it stays among the same game's mails (the game's mails are
# one block, numbered or not, by code points and case-folded; it sorts
# before the numbered ones -- "comandă", "istoricul", "mesaj", "mutare "
# before "mutarea 000" -- or after them -- "răspuns"); at least 5 such
# subjects must be found.  Needs python3 (SKIP without it).
set -u
: "${srcdir:?run through make check (srcdir unset)}"
command -v python3 > /dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
exec python3 - "$srcdir"/tests/golden/*/expected <<'PY'
import email.header, re, sys

GAME = re.compile(r"^(Partida|Game) (\d+) · ")
GAME_OK = re.compile(r"^(Partida|Game) \d+ · ((mutarea|move) \d{3} · )?\S")
NUMBERED = re.compile(r"^(Partida|Game) \d+ · (mutarea|move) \d{3} · ")
CONTEST = re.compile(r"^(Concursul „|Contest )")
CONTEST_OK = re.compile(r"^(Concursul „[^”]+”|Contest \S.*?) · "
    r"((runda|round) \d{2,} · )?\S")
OLD = re.compile(r"^Începe partida|^Game \d+ begins|^(Partida|Game) \d+[,:]|"
    r"^(Concursul „[^”]+”|Contest [^·]+), (runda|round) \d")
fails = games = contests = unnumbered = 0
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    case = path.split("/")[-2]
    starts = {}
    subjects = {}
    by_rcpt = {}
    for sec in re.split(r"^## mail \d+\n", text, flags=re.M)[1:]:
        subj = re.search(r"^Subject:(.*(?:\n[ \t].*)*)", sec, re.M)
        rcpt = re.search(r"^To:(.*)", sec, re.M)
        if subj is None or rcpt is None:
            continue
        s = str(email.header.make_header(email.header.decode_header(
            subj.group(1).replace("\n", "")))).strip()
        if s.lower().startswith("re:"):
            continue
        if OLD.search(s):
            print("FAIL: %s: an old subject: %s" % (case, s))
            fails += 1
            continue
        g = GAME.match(s)
        if g:
            games += 1
            if not GAME_OK.match(s):
                print("FAIL: %s: a game's subject out of form: %s" %
                    (case, s))
                fails += 1
            key = (rcpt.group(1).strip(), g.group(2))
            subjects.setdefault(key, []).append(s)
            by_rcpt.setdefault(key[0], []).append((s, g.group(2)))
            if not NUMBERED.match(s):
                unnumbered += 1
            if s.endswith(" · a început partida") or \
                s.endswith(" · a new game"):
                starts[key] = s
        elif CONTEST.match(s):
            contests += 1
            if not CONTEST_OK.match(s):
                print("FAIL: %s: a contest's subject out of form: %s" %
                    (case, s))
                fails += 1
    # Each game's mails one block in the recipient's list, sorted.
    for rcpt, pairs in by_rcpt.items():
        for order in (lambda x: x[0], lambda x: x[0].casefold()):
            seq = [game for _, game in sorted(pairs, key=order)]
            done = set()
            for i, game in enumerate(seq):
                if game in done and seq[i - 1] != game:
                    print("FAIL: %s: %s's mails of game %s are not one "
                        "block when sorted: %s" % (case, rcpt, game,
                        sorted(x for x, _ in pairs)))
                    fails += 1
                    break
                done.add(game)
    for key, s in starts.items():
        numbered = [x for x in subjects[key] if NUMBERED.match(x)]
        for order in (lambda x: x, lambda x: x.casefold()):
            first = min(numbered, key=order)
            if first != s:
                print("FAIL: %s: %s's game %s: '%s' sorts before its "
                    "start '%s'" % (case, key[0], key[1], first, s))
                fails += 1
if games < 100 or contests < 50 or unnumbered < 5:
    print("FAIL: only %d games' (%d without a move) and %d contests' "
        "subjects found" % (games, unnumbered, contests))
    fails += 1
if fails:
    sys.exit(1)
print("ok: %d games' (%d without a move) and %d contests' subjects" %
    (games, unnumbered, contests))
PY
