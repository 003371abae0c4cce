/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * xslt-text.c: "xslt-text STYLESHEET [NAME VALUE]..." applies STYLESHEET
 * through the program's own XSLT layer (report-xslt.h) to the document
 * "<x/>" and prints the result; the parameters are passed as strings.  For
 * tests that call one named template of the mail or bulletin stylesheets
 * (tests/doc/ro-agreement.sh), where no xsltproc may be installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report-xslt.h"

int
main(int argc, char **argv)
{
	struct report_xslt *x;
	const char *doc = "<x/>";
	char *out = NULL, *cause = NULL;
	size_t len;
	int rc;

	if (argc < 2 || argc % 2 != 0) {
		fprintf(stderr, "usage: xslt-text STYLESHEET [NAME VALUE]...\n");
		return 2;
	}
	if ((x = report_xslt_load(argv[1], &cause)) == NULL) {
		fprintf(stderr, "xslt-text: %s\n", cause);
		free(cause);
		return 1;
	}
	rc = report_xslt_apply_text(x, doc, strlen(doc),
	    argc > 2 ? (const char *const *)(argv + 2) : NULL, &out, &len,
	    &cause);
	report_xslt_free(x);
	if (rc == -1) {
		fprintf(stderr, "xslt-text: %s\n", cause);
		free(cause);
		return 1;
	}
	fwrite(out, 1, len, stdout);
	free(out);
	return 0;
}
