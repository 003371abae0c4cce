#!/usr/bin/perl
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# layers.pl: the layers of src/ and the includes between its modules
# (doc/ARCHITECTURE.md, "Layers").  A module is a file's name without .c or
# .h (src/engine/x is engine/x); each module is in one layer, below:
#
#   engine < base < adapter < service < game < cmd < pipeline < cli < main
#
# and may include the modules of the layers below its own and of its own
# layer, except that an adapter includes no other adapter family (store,
# mail, report, auth are independent of each other).  Besides:
#   - the engine includes only engine headers and the C library's;
#   - cmd-*.c never include store.h (the game and account modules do);
#   - game-*.c never include mail-*.h (they know no transport).
#
#   perl tests/style/layers.pl [SRCDIR] check   (make check-style)
#       every include that breaks a rule, unless tests/style/layers.allow
#       lists it (file, header, reason: the violations known today); an
#       allowed include that no longer breaks a rule (or is gone) is an
#       error too, so the list cannot go stale.  Exit 1 on any error.
#   perl tests/style/layers.pl [SRCDIR] graph   (make include-graph)
#       module -> the modules it includes, grouped by layer, an include
#       that breaks a rule marked with "!", then the circles between
#       modules.
use strict;
use warnings;

my $top = @ARGV > 1 ? shift : '.';
my $mode = shift // 'check';
my $src = "$top/src";
my $allow_file = "$top/tests/style/layers.allow";

# Layer of a module: the first pattern that matches (shell-like: * is any).
my @layers = (
	[ engine   => 'engine/*' ],
	[ base     => 'util lex-file conf reply-codes dblock sched' ],
	[ adapter  => 'store store-* mail-* report-* auth' ],
	[ service  => 'outbox' ],
	[ game     => 'game-* account account-*' ],
	[ cmd      => 'cmd cmd-*' ],
	[ pipeline => 'ingest daemon demo' ],
	[ cli      => 'cli cli-*' ],
	[ main     => 'scrabmail' ],
);
my %rank;
$rank{$layers[$_][0]} = $_ for 0 .. $#layers;

# The C library's headers (C11 and the POSIX ones the engine may need).
my %libc = map { $_ => 1 } qw(assert.h complex.h ctype.h errno.h fenv.h
    float.h inttypes.h iso646.h limits.h locale.h math.h setjmp.h signal.h
    stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h stdint.h stdio.h
    stdlib.h stdnoreturn.h string.h tgmath.h threads.h time.h uchar.h
    wchar.h wctype.h);

sub layer_of {
	my ($m) = @_;
	for my $l (@layers) {
		for my $p (split ' ', $l->[1]) {
			(my $re = quotemeta $p) =~ s/\\\*/.*/g;
			return $l->[0] if $m =~ /^$re$/;
		}
	}
	return undef;
}

# The module of a file: its name without .c or .h; store-private.h is the
# store's own (shared by the store-*.c files only).
sub module {
	my ($file) = @_;
	(my $m = $file) =~ s/\.[ch]$//;
	return $m eq 'store-private' ? 'store' : $m;
}

sub family {
	my ($m) = @_;
	return $m =~ /^([a-z]+)-/ ? $1 : $m;
}

my @errors;

# Every file of src/ and src/engine/ with its includes.
my (%includes, %modfiles);	# "file" -> [ [header, "q" or "s"], ... ]
for my $dir ($src, "$src/engine") {
	opendir(my $dh, $dir) or die "$dir: $!\n";
	for my $f (sort readdir $dh) {
		next unless $f =~ /\.[ch]$/;
		next if $f =~ /\.gen\.c$/;	# generated: db/embed.sh
		my $path = "$dir/$f";
		my $rel = $dir eq $src ? $f : "engine/$f";
		open(my $fh, '<', $path) or die "$path: $!\n";
		my @inc;
		while (<$fh>) {
			push @inc, [ $1, 'q' ] if /^\s*#\s*include\s+"([^"]+)"/;
			push @inc, [ $1, 's' ] if /^\s*#\s*include\s+<([^>]+)>/;
		}
		close $fh;
		$includes{$rel} = \@inc;
		push @{ $modfiles{module($rel)} }, $rel;
	}
	closedir $dh;
}

# The module a quoted include names, from a file in dir (engine or not).
sub target {
	my ($file, $h) = @_;
	return undef if $h eq 'config.h';
	my $m = module($h);
	if ($file =~ m{^engine/}) {
		return "engine/$m" if exists $includes{"engine/$h"};
		return exists $includes{$h} ? $m : "?$h";
	}
	return $m if exists $includes{$h};
	return "engine/$m" if exists $includes{"engine/$h"};
	return "?$h";
}

# Why file's include of h breaks a rule, or undef.
sub violation {
	my ($file, $h, $kind) = @_;
	my $m = module($file);
	my $l = layer_of($m);
	if ($file =~ m{^engine/}) {
		return undef if $kind eq 's' && $libc{$h};
		return "the engine includes only the C library's headers"
		    if $kind eq 's';
		my $n = target($file, $h);
		return undef if defined $n && $n =~ m{^engine/};
		return "the engine includes only engine headers";
	}
	return undef if $kind eq 's';
	my $n = target($file, $h);
	return undef unless defined $n;
	return "$h is not a header of src/" if $n =~ /^\?/;
	return undef if $n eq $m;
	my $nl = layer_of($n);
	return "no layer for $n: add it to tests/style/layers.pl"
	    unless defined $nl;
	return "cmd-*.c never include store.h: the game and account modules "
	    . "use the store" if $m =~ /^cmd-/ && $n =~ /^store(-|$)/;
	return "game-* never include mail-*.h: the game layer knows no "
	    . "transport" if $m =~ /^game-/ && $n =~ /^mail-/;
	return "$l ($m) includes $nl ($n), a layer above"
	    if $rank{$nl} > $rank{$l};
	return "adapters are independent: $m includes $n"
	    if $l eq 'adapter' && $nl eq 'adapter' && family($m) ne family($n);
	return undef;
}

# Every module has a layer.
for my $m (sort keys %modfiles) {
	push @errors, "src/$modfiles{$m}[0]: no layer for the module $m: add "
	    . "it to tests/style/layers.pl and doc/ARCHITECTURE.md"
	    unless defined layer_of($m);
}

# The violations, by "file header".
my %viol;
for my $file (sort keys %includes) {
	my $m = module($file);
	next unless defined layer_of($m);
	for my $i (@{ $includes{$file} }) {
		my $why = violation($file, $i->[0], $i->[1]);
		$viol{"$file $i->[0]"} = $why if defined $why;
	}
}

if ($mode eq 'check') {
	my %allowed;
	open(my $fh, '<', $allow_file) or die "$allow_file: $!\n";
	while (<$fh>) {
		next if /^\s*(#|$)/;
		if (!/^\s*src\/(\S+)\s+(\S+)\s+(\S.*)$/) {
			push @errors, "$allow_file:$.: expected: src/FILE HEADER "
			    . "REASON";
			next;
		}
		my ($file, $h) = ($1, $2);
		$allowed{"$file $h"} = 1;
		push @errors, "$allow_file:$.: src/$file does not include $h, "
		    . "or no longer breaks a layer rule by it: remove the line"
		    unless exists $viol{"$file $h"};
	}
	close $fh;
	for my $k (sort keys %viol) {
		next if $allowed{$k};
		my ($file, $h) = split ' ', $k;
		push @errors, "src/$file includes $h: $viol{$k}";
	}
	print STDERR "check-style: $_\n" for @errors;
	exit(@errors ? 1 : 0);
}

die "usage: layers.pl [SRCDIR] check|graph\n" unless $mode eq 'graph';

# The graph: module -> modules, by layer.
my %edges;	# module -> { module -> "!" if any include breaks a rule }
for my $file (keys %includes) {
	my $m = module($file);
	for my $i (@{ $includes{$file} }) {
		next if $i->[1] eq 's';
		my $n = target($file, $i->[0]);
		next if !defined $n || $n eq $m;
		$edges{$m}{$n} ||= '';
		$edges{$m}{$n} = '!' if exists $viol{"$file $i->[0]"};
	}
}
my %by_layer;
push @{ $by_layer{ layer_of($_) // '(none)' } }, $_ for sort keys %modfiles;
for my $l ((map { $_->[0] } @layers), '(none)') {
	next unless $by_layer{$l};
	print "$l:\n";
	for my $m (@{ $by_layer{$l} }) {
		my @to = map { $_ . $edges{$m}{$_} }
		    sort { ($rank{layer_of($a) // 'main'} <=>
			$rank{layer_of($b) // 'main'}) || $a cmp $b }
		    keys %{ $edges{$m} || {} };
		my $line = sprintf "  %-16s ->", $m;
		my $col = length $line;
		for my $t (@to) {
			if ($col + 1 + length($t) > 78) {
				print "$line\n";
				$line = ' ' x 21;
				$col = length $line;
			}
			$line .= " $t";
			$col += 1 + length $t;
		}
		print "$line\n";
	}
}

# Circles: the strongly connected components of more than one module
# (Tarjan).
my ($index, @stack, %idx, %low, %on, @sccs) = (0);
sub strong {
	my ($v) = @_;
	$idx{$v} = $low{$v} = $index++;
	push @stack, $v;
	$on{$v} = 1;
	for my $w (sort keys %{ $edges{$v} || {} }) {
		if (!exists $idx{$w}) {
			strong($w);
			$low{$v} = $low{$w} if $low{$w} < $low{$v};
		} elsif ($on{$w}) {
			$low{$v} = $idx{$w} if $idx{$w} < $low{$v};
		}
	}
	if ($low{$v} == $idx{$v}) {
		my @c;
		my $w;
		do {
			$w = pop @stack;
			$on{$w} = 0;
			push @c, $w;
		} while ($w ne $v);
		push @sccs, [ sort @c ] if @c > 1;
	}
}
for my $m (sort keys %modfiles) {
	strong($m) unless exists $idx{$m};
}
print "circles:", (@sccs ? '' : ' none'), "\n";
print "  ", join(' <-> ', @$_), "\n" for sort { $a->[0] cmp $b->[0] } @sccs;
