/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-json.h: the JSON documents that "--json" prints for scripts and
 * web front ends (the listing and show commands of cli-*.c), written with
 * json-glib behind this header (report-json.c is the only file that
 * includes it).  Every document is one object whose first members are
 *
 *	"format": "scrabmail-list/1"	(REPORT_JSON_FORMAT)
 *	"kind":   what it describes	("contests", "game", ...)
 *
 * and whose other members are what doc/JSON.md lists for its kind.  The
 * format's number changes only when a member is removed or changes its
 * meaning or type; a member added leaves it as it is, so a script reads
 * the members it knows and ignores the others.
 *
 * A document is built in order: members of the open object or array
 * (key: the member's name inside an object, NULL inside an array).
 * Strings are UTF-8; a NULL string is written as null.
 */
#ifndef SM_REPORT_JSON_H
#define SM_REPORT_JSON_H

#define REPORT_JSON_FORMAT	"scrabmail-list/1"

struct report_json;

/* A new document of the given kind, its top object open.  Never NULL
 * (aborts when memory runs out, as xmalloc).  Free with report_json_free
 * (accepts NULL). */
struct report_json *report_json_new(const char *kind);
void report_json_free(struct report_json *j);

void report_json_string(struct report_json *j, const char *key,
    const char *v);
void report_json_int(struct report_json *j, const char *key, long long v);
/* An integer, or null when v is below 0 (a value not known yet). */
void report_json_int_or_null(struct report_json *j, const char *key,
    long long v);
void report_json_double(struct report_json *j, const char *key, double v);
void report_json_bool(struct report_json *j, const char *key, int v);
void report_json_null(struct report_json *j, const char *key);
void report_json_object_begin(struct report_json *j, const char *key);
void report_json_object_end(struct report_json *j);
void report_json_array_begin(struct report_json *j, const char *key);
void report_json_array_end(struct report_json *j);

/* Close the top object and return the document as indented text ending in
 * a newline (malloc'ed, the caller frees).  Every object and array opened
 * must have been closed.  j may not be used afterwards but to free it. */
char *report_json_finish(struct report_json *j);

#endif
