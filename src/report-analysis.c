/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * report-analysis.c: a finished game's analysis as text and as JSON.  See
 * report-analysis.h.  The JSON is built and escaped by json-glib
 * (JsonBuilder, JsonGenerator); the text is plain GString.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <json-glib/json-glib.h>

#include "report-analysis.h"

const char *
report_analysis_kind_str(enum report_analysis_kind k)
{
	switch (k) {
	case REPORT_ANALYSIS_PLAY:
		return "play";
	case REPORT_ANALYSIS_EXCHANGE:
		return "exchange";
	case REPORT_ANALYSIS_PASS:
		return "pass";
	}
	return "unknown";
}

void
report_analysis_free(struct report_analysis *a)
{
	int i;

	if (a == NULL)
		return;
	for (i = 0; i < a->nplayers; i++)
		free(a->player[i].name);
	free(a->turns);
	free(a);
}

int
report_analysis_permille(int scored, int best)
{
	if (best <= 0)
		return 1000;
	return (int)(((long long)scored * 1000 + best / 2) / best);
}

void
report_analysis_percent(int scored, int best, char *buf, size_t cap)
{
	int pm = report_analysis_permille(scored, best);

	snprintf(buf, cap, "%d.%d", pm / 10, pm % 10);
}

static const char *
seat_name(const struct report_analysis *a, int seat)
{
	return seat >= 0 && seat < a->nplayers && a->player[seat].name != NULL ?
	    a->player[seat].name : "?";
}

char *
report_analysis_text(const struct report_analysis *a)
{
	GString *s = g_string_new(NULL);
	char pct[16];
	int i;

	for (i = 0; i < a->nturns; i++) {
		const struct report_analysis_turn *t = &a->turns[i];

		g_string_append_printf(s, "%d\t%s\t%s\t%d\t%s\t%d\n", t->number,
		    seat_name(a, t->seat), t->played, t->score, t->best,
		    t->best_score);
	}
	for (i = 0; i < a->nplayers; i++) {
		report_analysis_percent(a->player[i].scored, a->player[i].best,
		    pct, sizeof pct);
		g_string_append_printf(s, "total\t%s\t%d\t%d\t%s\n",
		    seat_name(a, i), a->player[i].scored, a->player[i].best,
		    pct);
	}
	return g_string_free(s, FALSE);
}

char *
report_analysis_json(const struct report_analysis *a, size_t *len)
{
	JsonBuilder *b = json_builder_new();
	JsonGenerator *gen;
	JsonNode *root;
	GString *out;
	gchar *text;
	gsize n;
	int i;

	json_builder_begin_object(b);
	json_builder_set_member_name(b, "format");
	json_builder_add_string_value(b, "scrabmail-analysis");
	json_builder_set_member_name(b, "version");
	json_builder_add_int_value(b, 1);
	json_builder_set_member_name(b, "game");
	json_builder_add_int_value(b, a->game);
	json_builder_set_member_name(b, "variant");
	json_builder_add_string_value(b, a->variant != NULL ? a->variant :
	    "free");
	json_builder_set_member_name(b, "ranking");
	json_builder_add_string_value(b, "score");
	json_builder_set_member_name(b, "players");
	json_builder_begin_array(b);
	for (i = 0; i < a->nplayers; i++) {
		const struct report_analysis_player *p = &a->player[i];

		json_builder_begin_object(b);
		json_builder_set_member_name(b, "seat");
		json_builder_add_int_value(b, i + 1);
		json_builder_set_member_name(b, "name");
		json_builder_add_string_value(b, seat_name(a, i));
		json_builder_set_member_name(b, "scored");
		json_builder_add_int_value(b, p->scored);
		json_builder_set_member_name(b, "best");
		json_builder_add_int_value(b, p->best);
		json_builder_set_member_name(b, "permille");
		json_builder_add_int_value(b, report_analysis_permille(p->scored,
		    p->best));
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "turns");
	json_builder_begin_array(b);
	for (i = 0; i < a->nturns; i++) {
		const struct report_analysis_turn *t = &a->turns[i];

		json_builder_begin_object(b);
		json_builder_set_member_name(b, "number");
		json_builder_add_int_value(b, t->number);
		json_builder_set_member_name(b, "seat");
		json_builder_add_int_value(b, t->seat + 1);
		json_builder_set_member_name(b, "player");
		json_builder_add_string_value(b, seat_name(a, t->seat));
		json_builder_set_member_name(b, "kind");
		json_builder_add_string_value(b,
		    report_analysis_kind_str(t->kind));
		json_builder_set_member_name(b, "rack");
		json_builder_add_string_value(b, t->rack);
		json_builder_set_member_name(b, "played");
		json_builder_add_string_value(b, t->played);
		json_builder_set_member_name(b, "score");
		json_builder_add_int_value(b, t->score);
		json_builder_set_member_name(b, "best");
		json_builder_add_string_value(b, t->best);
		json_builder_set_member_name(b, "best_score");
		json_builder_add_int_value(b, t->best_score);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_end_object(b);

	root = json_builder_get_root(b);
	gen = json_generator_new();
	json_generator_set_pretty(gen, TRUE);
	json_generator_set_indent(gen, 2);
	json_generator_set_root(gen, root);
	text = json_generator_to_data(gen, &n);
	out = g_string_new_len(text, (gssize)n);
	g_string_append_c(out, '\n');
	g_free(text);
	json_node_unref(root);
	g_object_unref(gen);
	g_object_unref(b);
	if (len != NULL)
		*len = out->len;
	return g_string_free(out, FALSE);
}

char *
report_analysis_missed(const struct report_analysis *a, int seat,
    int min_gain)
{
	GString *s = g_string_new(NULL);
	const char *played;
	int i;

	for (i = 0; i < a->nturns; i++) {
		const struct report_analysis_turn *t = &a->turns[i];

		if (t->seat != seat || t->best_score - t->score < min_gain)
			continue;
		played = t->played;
		if (t->kind == REPORT_ANALYSIS_EXCHANGE &&
		    strncmp(played, "exchange ", 9) == 0)
			g_string_append_printf(s, "  %3d  -%s", t->number,
			    played + 9);
		else if (t->kind == REPORT_ANALYSIS_PASS)
			g_string_append_printf(s, "  %3d  -", t->number);
		else
			g_string_append_printf(s, "  %3d  %s %d", t->number,
			    played, t->score);
		g_string_append_printf(s, " | %s %d | +%d\n", t->best,
		    t->best_score, t->best_score - t->score);
	}
	return g_string_free(s, FALSE);
}
