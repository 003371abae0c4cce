/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * two-letter.h: the 119 official two-letter words (those of
 * lexicon/ro-2-official.txt, in its order; tests/fuzz/run.sh checks that
 * the two lists agree), for the small lexicons of the fuzz targets that
 * play moves (fuzz-movegen.c, fuzz-cmd-parse.c):
 *
 *	static const char *const words[] = { FZ_TWO_LETTER_WORDS, "CASA" };
 */
#ifndef SM_FUZZ_TWO_LETTER_H
#define SM_FUZZ_TWO_LETTER_H

#define FZ_TWO_LETTER_WORDS \
	"AA", "AB", "AC", "AD", "AH", "AI", "AL", "AM", "AN", "AR", "AS", \
	"AT", "AU", "AX", "AZ", "BA", "BI", "BU", "CA", "CE", "CI", "CO", \
	"CU", "DA", "DE", "DI", "DO", "DU", "EA", "EC", "EE", "EH", "EI", \
	"EL", "EN", "ET", "EU", "EV", "EX", "FA", "FI", "FU", "GA", "GO", \
	"HA", "HE", "HI", "HM", "HO", "HU", "IA", "IC", "IE", "II", "IL", \
	"IM", "IN", "IO", "IR", "IS", "IT", "IU", "IZ", "LA", "LE", "LI", \
	"MA", "MI", "MU", "NA", "NE", "NI", "NO", "NU", "OA", "OF", "OH", \
	"OI", "OL", "OM", "ON", "OP", "OR", "OS", "OT", "OU", "PA", "PE", \
	"PI", "PU", "RA", "RE", "RO", "SA", "SE", "SI", "SO", "SS", "ST", \
	"SU", "TA", "TE", "TI", "TT", "TU", "UD", "UF", "UI", "UN", "US", \
	"UT", "UU", "UZ", "VA", "VI", "VU", "XU", "ZA", "ZI"

#endif
