/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-reply.h: the one reply the program sends for every incoming mail.
 * The command code fills a struct report_reply with result codes and their
 * arguments (one item per command line, notices about the mail as a whole);
 * the words are not here but in XSLT templates (templates/mail/reply.xsl and
 * the messages-<lang>.xsl it imports), which turn the reply's small XML
 * document into the subject and body of the answer, in Romanian and English.
 * Organisers may point the program at their own template directory.  No
 * libxml2 type appears here; report-reply.c is the adapter.
 *
 * Besides answers to mail, the same machinery writes the mails a duplicate
 * contest sends by itself (round announcements, results, reminders, the
 * end of a contest): their kind says so, and their notices carry the
 * content (codes round.announce, round.results, ...; the board diagram
 * comes from report-board.h).  The XML the templates see:
 *
 *   <reply lang="ro|en" kind="reply|round|results|reminder|over">
 *     <to name=".." addr=".."/> <subject>..</subject>
 *     <item line="3" cmd="ROUND" status="ok" code="round.received">
 *       <args contest="Flacăra" round="7" move="H8 CASA" claimed="8"/>
 *       <echo>TUR 7 H8 CASA 8</echo>
 *       <arg name="contest">Flacăra</arg> <arg name="round">7</arg> ...
 *     </item> ...
 *     <notice code="round.announce">
 *       <args contest="Flacăra" round="8" board="  ...&#10;  ..." .../>
 *       <arg name="contest">Flacăra</arg> ...
 *     </notice> ...
 *   </reply>
 *
 * Every argument is there twice: as an attribute of <args> (when its name
 * is an XML name; the first of repeated names), which the templates read
 * because libxslt finds args/@round thirty times faster than
 * arg[@name='round'], and as an <arg> element, kept for templates written
 * that way and for the fallback that lists the arguments of a code the
 * templates do not know.
 */
#ifndef SM_REPORT_REPLY_H
#define SM_REPORT_REPLY_H

#include <stddef.h>

struct report_reply;	/* opaque */

/* A reply in language lang ("ro" or "en": the version written first; the
 * other follows; anything else or NULL means "ro").  Never NULL (exits on
 * memory exhaustion).  Free with report_reply_free (accepts NULL). */
struct report_reply *report_reply_new(const char *lang);
void report_reply_free(struct report_reply *r);

/* A memo of the long argument values (256 bytes or more) cleaned for the
 * XML, for many replies made in one go that repeat them: a round's results
 * mails each carry the standings and the next round's texts.  A reply
 * given one (report_reply_set_memo: not copied; it must outlive the
 * reply's notices and items) cleans each such value once.  The XML is the
 * same with or without it.  Free with report_reply_memo_free (accepts
 * NULL); not for secrets (they would outlive the reply in it). */
struct report_reply_memo;
struct report_reply_memo *report_reply_memo_new(void);
void report_reply_memo_free(struct report_reply_memo *m);
void report_reply_set_memo(struct report_reply *r,
    struct report_reply_memo *m);
/* The memo r was given, or NULL. */
struct report_reply_memo *report_reply_get_memo(const struct report_reply *r);

/* Storing such a value once for all those replies (the outbox, for the
 * mails a round's close queues as their data, outbox.h): the memo's texts
 * are numbered 0, 1, ... in the order they were first met (a value
 * replaced at the same address gets a new number; the old text stays);
 * report_reply_memo_text gives text i, cleaned (not escaped again for an
 * attribute), valid until the memo is freed, or NULL past the last.
 * report_reply_xml_shared gives the reply's XML with references to them
 * where report_reply_xml has the texts; report_reply_xml_expand puts the
 * texts back (texts[0..n-1], as report_reply_memo_text gave them):
 * malloc'ed, or NULL with *cause (malloc'ed) when the XML refers to a
 * text past n.  A reference is "&_t" (as an <arg>'s text) or "&_a" (as an
 * attribute: line feeds as "&#10;"), the number, ";": the cleaned values
 * escape every '&', so nothing else reads so, and no XML parser accepts
 * one left in.  report_reply_memo_saved / _set_saved keep, for whoever
 * stores the texts, an id of its own (0 at first) and how many texts it
 * has stored. */
size_t report_reply_memo_count(const struct report_reply_memo *m);
const char *report_reply_memo_text(const struct report_reply_memo *m,
    size_t i);
void report_reply_memo_saved(const struct report_reply_memo *m,
    long long *id, size_t *n);
void report_reply_memo_set_saved(struct report_reply_memo *m, long long id,
    size_t n);
char *report_reply_xml_shared(const struct report_reply *r);
char *report_reply_xml_expand(const char *xml, const char *const *texts,
    size_t n, char **cause);

/* Who it goes to (display name may be NULL) and the subject of the mail it
 * answers (may be NULL).  The strings are copied. */
void report_reply_set_to(struct report_reply *r, const char *name,
    const char *addr);
void report_reply_set_subject(struct report_reply *r,
    const char *orig_subject);

/* What the mail is (copied; NULL or "" means "reply"):
 *   "reply"     the answer to an incoming mail (the default): subject
 *               "Re: <original subject>", the commands one by one;
 *   "round"     a round announcement (notice round.announce);
 *   "results"   a round's results (round.results or round.results-none,
 *               usually followed by the next round.announce);
 *   "reminder"  a round's deadline is near (round.reminder);
 *   "over"      the contest is over (contest.over).
 * For every kind but "reply" the subject is made by the templates from the
 * first notice and its arguments (e.g. "Concursul „Flacăra” — runda 7"),
 * in the first language, and the body opens with a sentence suited to the
 * kind instead of the list of commands. */
void report_reply_set_kind(struct report_reply *r, const char *kind);

/* A secret the mail holds in one of its arguments (a confirmation code, a
 * new password; copied; NULL or "" adds none): the outbox keeps the mail
 * with every secret replaced by stars once sent (outbox.h), and the
 * reply's memory is wiped when freed.  report_reply_secrets gives them,
 * NULL-terminated (valid until the reply is freed or another is added),
 * or NULL when there is none. */
void report_reply_add_secret(struct report_reply *r, const char *secret);
const char *const *report_reply_secrets(const struct report_reply *r);

/* The page of `scrabmail publish` this mail is about, below the base_url
 * setting: file (e.g. "game-12.html") in the directory named after dir (a
 * championship's name, "/" and "\\" and a leading "." made "_").  The
 * templates link it when base_url is set; a contest's round needs none
 * (they make "<contest>/round-NN.html" from the round's arguments).  NULL
 * or "" for either: no page.  Copied; the XML holds it as the reply's
 * page attribute. */
void report_reply_set_page(struct report_reply *r, const char *dir,
    const char *file);

/* One command line of the mail: its line number in the cleaned text, the
 * line as understood (for echo; the caller masks passwords), the command
 * keyword in canonical English form (e.g. "SIGNON"; NULL when not a
 * command), a status "ok", "error" or "ignored", a result code (e.g.
 * "signon.ok") and arguments as name, value pairs ending with NULL (values
 * UTF-8; may be empty strings).  Everything is copied; invalid UTF-8 and
 * control characters become U+FFFD or spaces, over-long values are cut.
 * An argument value may hold several lines separated by '\n' (a board
 * diagram, standings): the line feeds are kept, each line is cut at 500
 * bytes and at most 200 lines are kept; the echo stays one line.  A block
 * meant to be shown as it is should have every line start with two blanks
 * (the wrapper then leaves lines up to 78 columns alone). */
void report_reply_item(struct report_reply *r, int line, const char *echo,
    const char *cmd, const char *status, const char *code, ...)
    __attribute__((sentinel));
/* A remark about the mail as a whole (e.g. "mail.too-big",
 * "mail.no-commands", "mail.other-address"), with name, value pairs ending
 * with NULL. */
void report_reply_notice(struct report_reply *r, const char *code, ...)
    __attribute__((sentinel));
/* The reply as its XML document text (UTF-8, malloc'ed, caller frees):
 * what the templates see; useful for tests and golden dumps. */
char *report_reply_xml(const struct report_reply *r);

struct report_templates;	/* the parsed stylesheets of a directory */

/* Open a template directory (NULL: report_templates_default_dir()); parses
 * the stylesheets once.  NULL with *cause (malloc'ed, caller frees) naming
 * the file and the XSLT/XML error, e.g. "templates/mail/reply.xsl:12: ...:
 * fix the stylesheet or remove the templates setting to use the installed
 * ones".  Free with report_templates_free (accepts NULL). */
struct report_templates *report_templates_open(const char *dir,
    char **cause);
void report_templates_free(struct report_templates *t);
/* $SCRABMAIL_TEMPLATES if set, else SM_PKGDATADIR "/templates" (an
 * uninstalled program is given the source tree's through the variable:
 * it keeps no build-tree path).  A static string or getenv's: do not
 * free. */
const char *report_templates_default_dir(void);

/* The address under which the pages of `scrabmail publish` are found
 * (the base_url setting; NULL or "": none), copied, trailing slashes
 * dropped.  The stylesheets get it as the parameter base-url and link the
 * game's or round's page when it is set. */
void report_templates_set_base_url(struct report_templates *t,
    const char *url);
/* Whether the directory has mail/reply-html.xsl (1) or not (0). */
int report_templates_have_html(const struct report_templates *t);

/* Render a reply: *subject (what the mail is, e.g. "Partida 12, mutarea
 * 7: mutare refuzată", or "Re: <original subject>" for an answer about no
 * game or round; one line), *text (the body, UTF-8, LF line ends, ending
 * with one newline, lines at most 78 columns where the words allow) and,
 * when html is not NULL, *html: the same reply as an HTML document from
 * mail/reply-html.xsl (NULL when the directory has none); all malloc'ed,
 * caller frees.  0, or -1 with *cause (malloc'ed, caller frees) and
 * *subject, *text, *html set to NULL. */
int report_reply_render(struct report_templates *t,
    const struct report_reply *r, char **subject, char **text, char **html,
    char **cause);

/* The same from a reply's XML (report_reply_xml), e.g. one kept in the
 * outbox to be rendered when it is sent. */
int report_reply_render_xml(struct report_templates *t, const char *xml,
    char **subject, char **text, char **html, char **cause);

#endif
