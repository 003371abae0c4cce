/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-report-json.c: the JSON documents of --json (report-json.c), read
 * back with json-glib's parser: the "format" and "kind" members first,
 * every kind of value where it was put (strings with quotes, backslashes,
 * control characters and diacritics; numbers; booleans; null for a NULL
 * string and for an unknown number), arrays and objects nested, and the
 * text ending in one newline.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-glib/json-glib.h>

#include "report-json.h"

/* Parse text: its root object (owned by *parser: unref it). */
static JsonObject *
parse(const char *text, JsonParser **parser)
{
	GError *err = NULL;

	*parser = json_parser_new();
	if (!json_parser_load_from_data(*parser, text, -1, &err))
		fail_msg("not JSON (%s): %s", err->message, text);
	assert_int_equal(JSON_NODE_TYPE(json_parser_get_root(*parser)),
	    JSON_NODE_OBJECT);
	return json_node_get_object(json_parser_get_root(*parser));
}

static void
test_document(void **state)
{
	struct report_json *j;
	JsonParser *parser;
	JsonObject *o, *e;
	JsonArray *a;
	GList *members;
	char *text;

	(void)state;
	j = report_json_new("games");
	report_json_string(j, "name", "Cupa \"Flacăra\"\\\t\x01");
	report_json_string(j, "none", NULL);
	report_json_int(j, "big", 1234567890123LL);
	report_json_int_or_null(j, "unknown", -1);
	report_json_int_or_null(j, "zero", 0);
	report_json_double(j, "points", 1.5);
	report_json_bool(j, "yes", 7);
	report_json_bool(j, "no", 0);
	report_json_array_begin(j, "games");
	report_json_object_begin(j, NULL);
	report_json_int(j, "id", 3);
	report_json_array_begin(j, "players");
	report_json_string(j, NULL, "ana");
	report_json_string(j, NULL, "bogdan");
	report_json_array_end(j);
	report_json_object_end(j);
	report_json_null(j, NULL);
	report_json_array_end(j);
	text = report_json_finish(j);
	report_json_free(j);

	assert_int_equal(text[strlen(text) - 1], '\n');
	assert_int_not_equal(text[strlen(text) - 2], '\n');
	o = parse(text, &parser);
	/* format and kind come first. */
	members = json_object_get_members(o);
	assert_string_equal(members->data, "format");
	assert_string_equal(members->next->data, "kind");
	g_list_free(members);
	assert_string_equal(json_object_get_string_member(o, "format"),
	    "scrabmail-list/1");
	assert_string_equal(REPORT_JSON_FORMAT, "scrabmail-list/1");
	assert_string_equal(json_object_get_string_member(o, "kind"),
	    "games");
	assert_string_equal(json_object_get_string_member(o, "name"),
	    "Cupa \"Flacăra\"\\\t\x01");
	assert_true(json_object_get_null_member(o, "none"));
	assert_int_equal(json_object_get_int_member(o, "big"),
	    1234567890123LL);
	assert_true(json_object_get_null_member(o, "unknown"));
	assert_false(json_object_get_null_member(o, "zero"));
	assert_int_equal(json_object_get_int_member(o, "zero"), 0);
	assert_true(json_object_get_double_member(o, "points") == 1.5);
	assert_true(json_object_get_boolean_member(o, "yes"));
	assert_false(json_object_get_boolean_member(o, "no"));
	a = json_object_get_array_member(o, "games");
	assert_int_equal(json_array_get_length(a), 2);
	e = json_array_get_object_element(a, 0);
	assert_int_equal(json_object_get_int_member(e, "id"), 3);
	a = json_object_get_array_member(e, "players");
	assert_int_equal(json_array_get_length(a), 2);
	assert_string_equal(json_array_get_string_element(a, 1), "bogdan");
	assert_true(json_array_get_null_element(
	    json_object_get_array_member(o, "games"), 1));
	g_object_unref(parser);
	free(text);
}

static void
test_empty(void **state)
{
	struct report_json *j;
	JsonParser *parser;
	JsonObject *o;
	char *text;

	(void)state;
	j = report_json_new("players");
	report_json_array_begin(j, "players");
	report_json_array_end(j);
	text = report_json_finish(j);
	report_json_free(j);
	o = parse(text, &parser);
	assert_int_equal(json_object_get_size(o), 3);
	assert_int_equal(json_array_get_length(json_object_get_array_member(o,
	    "players")), 0);
	g_object_unref(parser);
	free(text);
	report_json_free(NULL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_document),
		cmocka_unit_test(test_empty),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
