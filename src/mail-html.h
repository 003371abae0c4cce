/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-html.h: the plain text of an HTML mail body, for players whose
 * client sends only text/html (or whose text/plain part is missing).
 * Used by mail-parse.c before mail_text_clean(); libxml2 stays behind it.
 */
#ifndef SM_MAIL_HTML_H
#define SM_MAIL_HTML_H

#include <stddef.h>

/* Plain text of an HTML document given in UTF-8 (libxml2's HTML parser,
 * HTML_PARSE_NONET | RECOVER | NOERROR | NOWARNING, no network, no external
 * entities): block elements and <br> become line breaks, <blockquote>
 * lines get a "> " prefix (so quotes are cut later), <script>/<style>/
 * <head> dropped, entities and &nbsp; decoded (NBSP stays U+00A0; the
 * cleaner turns it into a space).  The result is malloc'ed, LF line ends;
 * the caller frees it.  NULL only if html is empty (len 0). */
char *mail_html_to_text(const char *html, size_t len);

#endif
