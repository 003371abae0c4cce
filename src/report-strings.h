/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-strings.h: the bulletins' message table (templates/bulletin/
 * strings.xml) read from C, for the program's own text outside a
 * stylesheet: the terminal account of 'scrabmail demo' words an entry's
 * refusal, its technical warnings and why the contest ended with the very
 * pieces the round pages use, in Romanian or English.  The engine returns
 * codes (report-verdict.h turns them into the ids' suffixes); the words
 * live in strings.xml, where an organiser rewords them.
 *
 * A piece is looked up by id and language ("ro" or "en"); {1}..{4} are
 * replaced by the arguments, left to right, so that an argument's own
 * braces are never read as a placeholder (as common.xsl's "fill"); a
 * piece missing from the file shows as "[id]", as on the pages.
 */
#ifndef SM_REPORT_STRINGS_H
#define SM_REPORT_STRINGS_H

struct report_strings;

/* Read DIR/bulletin/strings.xml, where DIR is dir when it holds that file,
 * else report_templates_default_dir() (the rule of 'scrabmail publish': an
 * organiser who only changed the mails keeps the installed bulletins); dir
 * may be NULL.  NULL with *cause (malloc'ed, caller frees) naming the file
 * when it cannot be read or parsed.  Free with report_strings_free
 * (accepts NULL). */
struct report_strings *report_strings_load(const char *dir, char **cause);
void report_strings_free(struct report_strings *s);

/* The piece id in lang ("en"; anything else is Romanian), {n} replaced by
 * an (NULL: empty).  Malloc'ed, the caller frees; "[id]" when the file
 * has no such piece or not in that language. */
char *report_strings_text(const struct report_strings *s, const char *id,
    const char *lang, const char *a1, const char *a2, const char *a3,
    const char *a4);

/* Why an entry was refused, as the round pages say it: the piece
 * "verdict.<code>" with the square, the letter and the words
 * (report-verdict.h); when code is NULL or empty or has no piece, the
 * verdict as stored (fallback), else "".  Malloc'ed, the caller frees. */
char *report_strings_verdict(const struct report_strings *s,
    const char *lang, const char *code, const char *square,
    const char *letter, const char *words, const char *fallback);

/* What an entry's technical warnings were for, as the round pages say it:
 * "warned.1" or "warned.n" (n warnings) around the pieces "warning.<code>"
 * of the codes (report_verdict_warnings: separated by blanks), "; "
 * between them.  Malloc'ed, the caller frees. */
char *report_strings_warnings(const struct report_strings *s,
    const char *lang, int n, const char *codes);

#endif
