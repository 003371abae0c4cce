#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# ro-english.sh: no English word inside a Romanian mail.  Every mail of the
# goldens (tests/golden/*/expected) written in Romanian (its text part
# signed "Cu stimă,") is read as its reader reads it, the subject and the
# text part decoded, less what is not the program's Romanian: the lines
# that quote the player's own commands ("> MOVE 1 2 H8 CASA"), the board
# diagrams' letters, and the closing line in the other language ("In
# English: ...") or, in a mail holding both languages, the English
# version.  What is left must hold none of the words the program
# once let through untranslated: a turn's kind (play, exchange, pass,
# resign, end, opening, timeout), "wrong move", "group", a forfeit, and an
# English command name where its Romanian one exists (MOVE for MUTARE,
# ...).  And the Romanian messages name every command of the table
# (src/cmd-*.c) that has a Romanian alias by that alias (messages-ro.xsl's
# ro.cmd): a command added without it would be named in English in the
# Romanian refusals (signon.needed: "Comanda MESSAGE cere ...").  Needs
# python3 (SKIP without it).
set -u
: "${srcdir:?run through make check (srcdir unset)}"
command -v python3 > /dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
exec python3 - "$srcdir" "$srcdir"/tests/golden/*/expected <<'PY'
import email.header, glob, quopri, re, sys

# Lower case: the kinds and words of the program's blocks; upper case:
# English command names that have a Romanian alias.
WORDS = r"play|exchange|pass|resign|end|opening|timeout|wrong move|group|" \
    r"forfeit|MOVE|EXCHANGE|PASS|RESIGN|STATUS|HISTORY|RESEND|LEAVE|" \
    r"HELP|LANGUAGE|NAME|PASSWORD|ROUND|WHOAMI|SIGNOFF|CONFIRM|REGISTER|" \
    r"JOIN|CONTEST|LIST|MESSAGE"
word = re.compile(r"(?<![\w@.-])(" + WORDS + r")(?![\w@-])")
fails = 0
mails = 0
srcdir = sys.argv[1]

# The command table: "NAME", "ALIAS", ... or .name = "NAME", .alias = ...
ro_cmd = open(srcdir + "/templates/mail/messages-ro.xsl",
    encoding="utf-8").read()
ro_cmd = ro_cmd[ro_cmd.index('<xsl:template name="ro.cmd">'):]
ro_cmd = ro_cmd[:ro_cmd.index("</xsl:template>")]
aliases = 0
for path in sorted(glob.glob(srcdir + "/src/cmd-*.c")):
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r'cmd_entry cmd_\w+_entry = \{\s*(?:"([A-Z]+)",\s*'
        r'"([A-Z]+)"|\.name = "([A-Z]+)",\s*\.alias = "([A-Z]+)")', text):
        name, alias = m.group(1) or m.group(3), m.group(2) or m.group(4)
        aliases += 1
        if name in WORDS.split("|") and \
            "$cmd = '%s'\">%s<" % (name, alias) not in ro_cmd:
            print("FAIL: messages-ro.xsl's ro.cmd does not name %s %s" %
                (name, alias))
            fails += 1
        if name not in WORDS.split("|"):
            print("FAIL: %s (alias %s) missing from this test's WORDS" %
                (name, alias))
            fails += 1
if aliases < 20:
    print("FAIL: only %d commands with an alias found in src/cmd-*.c" % aliases)
    fails += 1

for path in sys.argv[2:]:
    text = open(path, encoding="utf-8").read()
    case = path.split("/")[-2]
    for sec in re.split(r"^## mail \d+\n", text, flags=re.M)[1:]:
        m = re.search(r"^Content-Type: text/plain;.*\n(?:.+\n)*\n", sec,
            re.M)
        if m is None:
            continue
        body = sec[m.end():].split("\n--MASKED", 1)[0]
        body = quopri.decodestring(body.encode()).decode("utf-8")
        if "Cu stimă," not in body:
            continue
        mails += 1
        subj = re.search(r"^Subject:(.*(?:\n[ \t].*)*)", sec, re.M)
        lines = []
        if subj:
            subj = str(email.header.make_header(
                email.header.decode_header(subj.group(1).replace("\n", ""))))
            # "Re: " and the player's own subject are not the program's.
            if not subj.strip().lower().startswith("re:"):
                lines.append(subj)
        # A mail in both languages (HELP from an unknown address): its
        # Romanian version only, from its heading to the next one.
        if "Versiunea în limba română" in body:
            body = body.split("Versiunea în limba română", 1)[1]
            body = re.split(r"=+ English version =+|\n-- \n", body)[0]
        body = body.split("In English:", 1)[0]
        for line in body.split("\n"):
            # The player's own commands quoted; a GCG record's lines.
            if line.startswith(">") or line.lstrip().startswith("#"):
                continue
            # A command's other name given as such: "AJUTOR (sau HELP)",
            # "GATA (SIGNOFF)", "SIGNOFF/GATA".
            line = re.sub(r"\((sau )?[A-Z]+\)|[A-Z]+/[A-Z]+", "", line)
            # A board row: "  A  =  .  .  '  ...": letters of tiles.
            if re.match(r"^\s+([A-O]\s|\d+\s+\d+\s+\d)", line):
                continue
            lines.append(line)
        for line in lines:
            for hit in word.finditer(line):
                print("FAIL: %s: English '%s' in a Romanian mail: %s" %
                    (case, hit.group(1), line.strip()))
                fails += 1
if mails < 50:
    print("FAIL: only %d Romanian mails found" % mails)
    fails += 1
if fails:
    sys.exit(1)
print("ok: %d Romanian mails, %d commands with a Romanian alias" %
    (mails, aliases))
PY
