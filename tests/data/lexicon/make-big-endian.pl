#!/usr/bin/perl
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# make-big-endian.pl: write the lexicon IN (format 3 or 4, little-endian) as a
# big-endian machine would have laid it out: every number of the header
# and every 32-bit word after it byte-swapped, the magic, source and
# identity bytes as they are.  Made big-endian.lex (from the words AB CASA
# MASA), which the loader must refuse as written big-endian.
use strict;
use warnings;
my ($in, $out) = @ARGV;
open(my $f, '<:raw', $in) or die "$in: $!";
local $/;
my $b = <$f>;
close $f;
my @h = unpack('a8 V V Q< V V V V Q< Q< a64 Q< a32', substr($b, 0, 160));
my $rest = substr($b, 160);
my $be = pack('a8 N N Q> N N N N Q> Q> a64 Q> a32', @h) .
    pack('N*', unpack('V*', $rest));
open(my $o, '>:raw', $out) or die "$out: $!";
print $o $be;
close $o;
