/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-json.c: the JSON documents of "--json" (report-json.h), written
 * with json-glib's JsonBuilder and JsonGenerator, so that quoting and
 * escaping are the library's, never ours.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "report-json.h"
#include "util.h"

struct report_json {
	JsonBuilder	*b;
};

static void
member(struct report_json *j, const char *key)
{
	if (key != NULL)
		json_builder_set_member_name(j->b, key);
}

struct report_json *
report_json_new(const char *kind)
{
	struct report_json *j = xcalloc(1, sizeof *j);

	j->b = json_builder_new();
	json_builder_begin_object(j->b);
	report_json_string(j, "format", REPORT_JSON_FORMAT);
	report_json_string(j, "kind", kind);
	return j;
}

void
report_json_free(struct report_json *j)
{
	if (j == NULL)
		return;
	g_object_unref(j->b);
	free(j);
}

void
report_json_string(struct report_json *j, const char *key, const char *v)
{
	member(j, key);
	if (v == NULL)
		json_builder_add_null_value(j->b);
	else
		json_builder_add_string_value(j->b, v);
}

void
report_json_int(struct report_json *j, const char *key, long long v)
{
	member(j, key);
	json_builder_add_int_value(j->b, v);
}

void
report_json_int_or_null(struct report_json *j, const char *key, long long v)
{
	if (v < 0)
		report_json_null(j, key);
	else
		report_json_int(j, key, v);
}

void
report_json_double(struct report_json *j, const char *key, double v)
{
	member(j, key);
	json_builder_add_double_value(j->b, v);
}

void
report_json_bool(struct report_json *j, const char *key, int v)
{
	member(j, key);
	json_builder_add_boolean_value(j->b, v != 0);
}

void
report_json_null(struct report_json *j, const char *key)
{
	member(j, key);
	json_builder_add_null_value(j->b);
}

void
report_json_object_begin(struct report_json *j, const char *key)
{
	member(j, key);
	json_builder_begin_object(j->b);
}

void
report_json_object_end(struct report_json *j)
{
	json_builder_end_object(j->b);
}

void
report_json_array_begin(struct report_json *j, const char *key)
{
	member(j, key);
	json_builder_begin_array(j->b);
}

void
report_json_array_end(struct report_json *j)
{
	json_builder_end_array(j->b);
}

char *
report_json_finish(struct report_json *j)
{
	JsonGenerator *gen;
	JsonNode *root;
	gchar *text;
	char *out;
	size_t n;

	json_builder_end_object(j->b);
	root = json_builder_get_root(j->b);
	gen = json_generator_new();
	json_generator_set_pretty(gen, TRUE);
	json_generator_set_indent(gen, 2);
	json_generator_set_root(gen, root);
	text = json_generator_to_data(gen, NULL);
	n = strlen(text);
	out = xmalloc(n + 2);
	memcpy(out, text, n);
	out[n] = '\n';
	out[n + 1] = '\0';
	g_free(text);
	g_object_unref(gen);
	json_node_unref(root);
	return out;
}
