/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * mail-text.h: the text body of a mail cleaned down to what the player
 * wrote: line ends and odd spaces normalised, quoted text, the quoted
 * original below a reply header, signatures and phone footers removed.
 * Pure C (no third-party headers); used by mail-parse.c and testable on
 * its own.
 */
#ifndef SM_MAIL_TEXT_H
#define SM_MAIL_TEXT_H

/* Clean a UTF-8 body for command reading; returns a malloc'ed string the
 * caller frees (never NULL; "" when nothing is left; text NULL is taken
 * as "").  Invalid UTF-8 sequences become U+FFFD.
 * - CRLF/CR to LF; NBSP and other Unicode spaces (and TAB) to a space;
 *   zero-width characters, BOM and other control characters removed;
 *   trailing white space of each line removed.
 * - quoted lines (starting with '>', after optional spaces) removed.
 * - a reply header line and everything after it cut: "On <...> wrote:"
 *   (also wrapped over two lines, as Gmail does), "Pe <...> a scris:",
 *   "<...> a scris:", "-----Original Message-----", "-----Mesaj
 *   original-----", "---------- Forwarded message ---------" and
 *   "-------- Mesaj redirecționat --------" (a forwarded mail is somebody
 *   else's text, so it is cut too), Outlook's "From: ..." / "Sent: ..."
 *   header block (also "De la: ..." / "Trimis: ...").
 * - a signature cut: the line "-- " (also "--" alone) and everything
 *   after; phone footers ("Sent from my iPhone", "Sent from my
 *   Android/Galaxy/...", "Trimis de pe iPhone/...", "Get Outlook for
 *   iOS/Android", "Obțineți Outlook pentru ...") lines removed.
 * - runs of empty lines inside kept; leading and trailing empty lines
 *   removed; the result ends without a final LF.
 * If flowed is non-zero the text is format=flowed (RFC 3676): space-
 * stuffing removed and soft line breaks (a line ending in a space, except
 * the signature line "-- ") joined with the next line; with delsp
 * non-zero that one trailing space is deleted when joining (DelSp=yes). */
char *mail_text_clean(const char *text, int flowed, int delsp);

#endif
