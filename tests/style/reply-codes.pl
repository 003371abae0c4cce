#!/usr/bin/perl
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# reply-codes.pl [SRCDIR]: the C side of the reply codes' contract
# (src/reply-codes.h; tests/unit/test-reply-codes.c checks the templates'
# side).  In every src/*.c, each call of report_reply_item or
# report_reply_notice whose code is a string literal (or an RC_ constant)
# must name a code of REPLY_CODES, of the kind the function makes (an item,
# a notice), and each literal argument name after it must be one of that
# code's arguments.  A string literal elsewhere that looks like a code of a
# known family ("round.xyz": a wrapper's argument, a function's return) must
# be a code of the header too, and a literal kind passed to
# report_reply_set_kind one of REPLY_KINDS.  Exit 1 with a line per error.
use strict;
use warnings;

my $top = shift // '.';
my $src = "$top/src";
my @errors;

# The header: X(ID, "code", REPLY_ITEM|REPLY_NOTICE, "arg" "arg" ...).
my (%code, %id, %kept, %kind);
{
	my $h = "$src/reply-codes.h";
	open(my $fh, '<', $h) or die "$h: $!\n";
	local $/;
	my $text = <$fh>;
	close $fh;
	$text =~ s/\\\n/ /g;
	$text =~ s{/\*.*?\*/}{ }gs;
	my ($cur) = ('');
	for my $list ($text =~ /#define\s+(REPLY_CODES(?:_KEPT)?)\(X\)(.*?)(?=\n#|\n\n|$)/gs) {
		$cur = $list, next if $list =~ /^REPLY_CODES/;
		while ($list =~ /X\((\w+),\s*"([^"]+)",\s*(REPLY_ITEM|REPLY_NOTICE),\s*((?:"[^"]*"\s*)+)\)/g) {
			my ($id, $c, $where, $args) = ($1, $2, $3, $4);
			$args = join '', $args =~ /"([^"]*)"/g;
			$code{$c} = { where => $where eq 'REPLY_ITEM' ? 'item' :
			    'notice', args => { map { $_ => 1 } split ' ', $args } };
			$id{"RC_$id"} = $c;
			$kept{$c} = 1 if $cur eq 'REPLY_CODES_KEPT';
		}
	}
	die "$h: fewer codes read than there are\n" if keys %code < 80;
	while ($text =~ /#define\s+REPLY_KINDS\(X\)(.*?)(?=\n#|\n\n|$)/gs) {
		my $list = $1;
		$kind{$1} = 1 while $list =~ /X\(\w+,\s*"([^"]+)"\)/g;
	}
	die "$h: no kinds read\n" unless %kind;
}
my %family = map { /^([a-z]+)\./ ? ($1 => 1) : () } keys %code;
my $families = join '|', sort keys %family;

# The arguments of a call starting at pos (just after its '('), split at
# top-level commas, string literals kept whole.
sub call_args {
	my ($s, $pos) = @_;
	my ($depth, $cur, @args) = (0, '');
	for (my $i = $pos; $i < length $s; $i++) {
		my $c = substr($s, $i, 1);
		if ($c eq '"') {
			my $j = $i + 1;
			$j++ while $j < length $s && (substr($s, $j, 1) ne '"' ||
			    substr($s, $j - 1, 1) eq '\\');
			$cur .= substr($s, $i, $j - $i + 1);
			$i = $j;
			next;
		}
		if ($c eq '(') {
			$depth++;
		} elsif ($c eq ')') {
			last if $depth == 0;
			$depth--;
		} elsif ($c eq ',' && $depth == 0) {
			push @args, $cur;
			$cur = '';
			next;
		}
		$cur .= $c;
	}
	push @args, $cur;
	s/^\s+|\s+$//gs for @args;
	return @args;
}

opendir(my $dh, $src) or die "$src: $!\n";
my @files = sort grep { /\.c$/ && !/\.gen\.c$/ } readdir $dh;
closedir $dh;
for my $f (@files) {
	my $path = "$src/$f";
	open(my $fh, '<', $path) or die "$path: $!\n";
	my $s = do { local $/; <$fh> };
	close $fh;
	# Comments out, lines kept.
	$s =~ s{/\*.*?\*/}{ (my $t = $&) =~ s/[^\n]/ /g; $t }gse;
	my $line = sub { 1 + (substr($s, 0, $_[0]) =~ tr/\n//) };
	while ($s =~ /\breport_reply_(item|notice)\s*\(/g) {
		my ($fn, $pos) = ($1, pos($s));
		next if $f eq 'report-reply.c';	# the definitions
		my @a = call_args($s, $pos);
		my $ci = $fn eq 'item' ? 5 : 1;
		next if $ci >= @a;
		# The literals of the argument itself, not of calls in it
		# (strcmp(x, "repeated") == 0 ? "round.results-none" : ...):
		# each literal becomes a mark, then the calls go.
		my @lit;
		(my $arg = $a[$ci]) =~
		    s/"((?:[^"\\]|\\.)*)"/push @lit, $1; "\001$#lit\001"/ge;
		1 while $arg =~ s/\w*\s*\([^()]*\)//;
		my @codes = map { $lit[$_] } $arg =~ /\001(\d+)\001/g;
		push @codes, map { $id{$_} // "?$_" } $arg =~ /\b(RC_\w+)/g;
		for my $c (@codes) {
			my $where = sprintf "src/%s:%d", $f, $line->($pos);
			if ($c =~ /^\?(.*)/) {
				push @errors, "$where: $1 is not in src/reply-codes.h";
				next;
			}
			if (!$code{$c} || $kept{$c}) {
				push @errors, "$where: the code '$c' is not in "
				    . "REPLY_CODES (src/reply-codes.h): add it, "
				    . "with its templates in messages-ro.xsl and "
				    . "messages-en.xsl";
				next;
			}
			push @errors, "$where: '$c' is made by "
			    . "report_reply_$fn, the header says $code{$c}{where}"
			    if $code{$c}{where} ne $fn;
			for (my $k = $ci + 1; $k < @a; $k += 2) {
				last if $a[$k] eq 'NULL';
				next unless $a[$k] =~ /^"([^"]*)"$/;
				push @errors, "$where: '$c' is given the argument "
				    . "'$1', not among its arguments in "
				    . "src/reply-codes.h"
				    unless $code{$c}{args}{$1};
			}
		}
	}
	while ($s =~ /\breport_reply_set_kind\s*\(/g) {
		my $pos = pos($s);
		next if $f eq 'report-reply.c';
		my @a = call_args($s, $pos);
		next unless @a > 1 && $a[1] =~ /^"([^"]*)"$/;
		push @errors, sprintf("src/%s:%d: the kind '%s' is not in "
		    . "REPLY_KINDS (src/reply-codes.h)", $f, $line->($pos), $1)
		    unless $kind{$1};
	}
	# Literals that look like codes.
	while ($s =~ /"((?:$families)\.[a-z][a-z-]*)"/g) {
		my ($c, $pos) = ($1, pos($s));
		next if $code{$c} && !$kept{$c};
		my $l = $line->($pos);
		my $text = (split /\n/, $s)[$l - 1];
		next if $text =~ /^\s*#\s*include/;
		next if $c =~ /\.(h|c|xml|xsl|html|txt|gcg|rng|sql|db|lex)$/;
		push @errors, "src/$f:$l: '$c' looks like a reply code but is "
		    . "not in REPLY_CODES (src/reply-codes.h)";
	}
}
print STDERR "check-style: $_\n" for @errors;
exit(@errors ? 1 : 0);
