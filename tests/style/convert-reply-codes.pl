#!/usr/bin/perl
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# convert-reply-codes.pl [-n] FILE...: writes the reply codes of src/*.c
# as the constants of src/reply-codes.h, in place: a string literal equal to
# a code with a '.' ("signon.ok") becomes RC_SIGNON_OK wherever it is (a
# call's argument, a wrapper's, a function's return, a strcmp); a code
# without one ("help", "status", "history") only as the code argument of
# report_reply_item / report_reply_notice; a literal kind passed to
# report_reply_set_kind becomes RK_...  A file changed gets
# #include "reply-codes.h" among its quoted includes.  -n: print what would
# change, change nothing.  Run from the top of the source tree; then
# make check-style and the goldens.
use strict;
use warnings;

my $dry = @ARGV && $ARGV[0] eq '-n' ? shift : 0;
my (%rc, %rk);
{
	open(my $fh, '<', 'src/reply-codes.h') or die "src/reply-codes.h: $!\n";
	my $text = do { local $/; <$fh> };
	close $fh;
	$text =~ s/\\\n/ /g;
	$text =~ s{/\*.*?\*/}{ }gs;
	if ($text =~ /#define\s+REPLY_CODES\(X\)(.*?)(?=\n#|\n\n|$)/s) {
		my $l = $1;
		$rc{$2} = "RC_$1" while $l =~ /X\((\w+),\s*"([^"]+)"/g;
	}
	if ($text =~ /#define\s+REPLY_KINDS\(X\)(.*?)(?=\n#|\n\n|$)/s) {
		my $l = $1;
		$rk{$2} = "RK_$1" while $l =~ /X\((\w+),\s*"([^"]+)"\)/g;
	}
	die "src/reply-codes.h: no codes read\n" if keys %rc < 80 || !%rk;
}

# [start, end) of each top-level argument of the call whose '(' ends at pos.
sub arg_spans {
	my ($s, $pos) = @_;
	my ($depth, $start, @spans) = (0, $pos);
	for (my $i = $pos; $i < length $s; $i++) {
		my $c = substr($s, $i, 1);
		if ($c eq '"') {
			$i++ while $i + 1 < length $s &&
			    (substr($s, $i + 1, 1) ne '"' ||
			    substr($s, $i, 1) eq '\\');
			$i++;
		} elsif ($c eq '(') {
			$depth++;
		} elsif ($c eq ')') {
			if ($depth == 0) {
				push @spans, [ $start, $i ];
				last;
			}
			$depth--;
		} elsif ($c eq ',' && $depth == 0) {
			push @spans, [ $start, $i ];
			$start = $i + 1;
		}
	}
	return @spans;
}

for my $path (@ARGV) {
	open(my $fh, '<', $path) or die "$path: $!\n";
	my $orig = do { local $/; <$fh> };
	close $fh;
	# Offsets are the same in the copy without comments.
	(my $s = $orig) =~ s{/\*.*?\*/}{ (my $t = $&) =~ s/[^\n]/ /g; $t }gse;
	my %edit;	# start of a literal -> [ length, replacement ]
	while ($s =~ /"((?:[^"\\\n]|\\.)*)"/g) {
		my ($lit, $end) = ($1, pos($s));
		my $start = $end - length($lit) - 2;
		next unless $lit =~ /\./ && $rc{$lit};
		my $bol = rindex($s, "\n", $start) + 1;
		next if substr($s, $bol, $start - $bol) =~ /^\s*#/;
		$edit{$start} = [ length($lit) + 2, $rc{$lit} ];
	}
	while ($s =~ /\breport_reply_(item|notice|set_kind)\s*\(/g) {
		my ($fn, $pos) = ($1, pos($s));
		my @sp = arg_spans($s, $pos);
		my $ci = $fn eq 'item' ? 5 : 1;
		next if $ci > $#sp;
		my ($a, $b) = @{ $sp[$ci] };
		my $arg = substr($s, $a, $b - $a);
		my $map = $fn eq 'set_kind' ? \%rk : \%rc;
		# The literals of the argument outside nested calls.
		my $depth = 0;
		for (my $i = 0; $i < length $arg; $i++) {
			my $c = substr($arg, $i, 1);
			if ($c eq '(') {
				$depth++;
			} elsif ($c eq ')') {
				$depth--;
			} elsif ($c eq '"') {
				my $j = $i + 1;
				$j++ while $j < length $arg &&
				    (substr($arg, $j, 1) ne '"' ||
				    substr($arg, $j - 1, 1) eq '\\');
				my $lit = substr($arg, $i + 1, $j - $i - 1);
				$edit{$a + $i} = [ $j - $i + 1, $map->{$lit} ]
				    if $depth == 0 && $map->{$lit};
				$i = $j;
			}
		}
	}
	next unless %edit;
	my $out = $orig;
	for my $at (sort { $b <=> $a } keys %edit) {
		my ($len, $to) = @{ $edit{$at} };
		if ($dry) {
			my $line = 1 + (substr($orig, 0, $at) =~ tr/\n//);
			printf "%s:%d: %s -> %s\n", $path, $line,
			    substr($orig, $at, $len), $to;
		}
		substr($out, $at, $len) = $to;
	}
	if ($out !~ /^#include "reply-codes\.h"/m) {
		# Among the quoted includes, in order.
		my @inc = $out =~ /^#include "([^"]+)"\n/mg;
		my ($after) = grep { $_ ne 'config.h' && $_ lt 'reply-codes.h' }
		    reverse @inc;
		my ($before) = grep { $_ ne 'config.h' && $_ gt 'reply-codes.h' }
		    @inc;
		if (defined $after) {
			$out =~ s/^(#include "\Q$after\E"\n)/$1#include "reply-codes.h"\n/m;
		} elsif (defined $before) {
			$out =~ s/^(#include "\Q$before\E"\n)/#include "reply-codes.h"\n$1/m;
		} else {
			$out =~ s/^(#include "config\.h"\n)/$1\n#include "reply-codes.h"\n/m;
		}
	}
	next if $dry || $out eq $orig;
	open($fh, '>', "$path.tmp") or die "$path.tmp: $!\n";
	print $fh $out;
	close $fh or die "$path.tmp: $!\n";
	rename("$path.tmp", $path) or die "$path: $!\n";
}
