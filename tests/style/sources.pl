#!/usr/bin/perl
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# sources.pl [SRCDIR]: Makefile.am's source lists follow the prefixes.
# Every .c and .h of src/ (but scrabmail.c and scrabmail-full.c, the two
# mains, and generated *.gen.c) is in exactly one list, the one of its
# prefix: store* in STORE_SOURCES, mail-* in MAIL_SOURCES, report-* in
# REPORT_SOURCES, game-* in GAME_SOURCES, cmd and cmd-* in CMD_SOURCES,
# cli and cli-* in CLI_SOURCES, any other in SINGLE_SOURCES; src/engine/
# in libsmengine_a_SOURCES.  Each list names existing files and is sorted
# by module (a file's name without .c or .h).  Exit 1 with a line per
# error.
use strict;
use warnings;

my $top = shift // '.';
my @errors;

open(my $fh, '<', "$top/Makefile.am") or die "$top/Makefile.am: $!\n";
my $am = do { local $/; <$fh> };
close $fh;
$am =~ s/\\\n/ /g;

my %lists = (
	SINGLE_SOURCES => sub { 1 },
	STORE_SOURCES => sub { $_[0] =~ /^store[-.]/ },
	MAIL_SOURCES => sub { $_[0] =~ /^mail-/ },
	REPORT_SOURCES => sub { $_[0] =~ /^report-/ },
	GAME_SOURCES => sub { $_[0] =~ /^game-/ },
	CMD_SOURCES => sub { $_[0] =~ /^cmd[-.]/ },
	CLI_SOURCES => sub { $_[0] =~ /^cli[-.]/ },
	libsmengine_a_SOURCES => sub { $_[0] =~ m{^engine/} },
);

sub list_of {
	my ($f) = @_;
	for my $l (qw(libsmengine_a_SOURCES STORE_SOURCES MAIL_SOURCES
	    REPORT_SOURCES GAME_SOURCES CMD_SOURCES CLI_SOURCES)) {
		return $l if $lists{$l}->($f);
	}
	return 'SINGLE_SOURCES';
}

sub module {
	(my $m = $_[0]) =~ s/\.[ch]$//;
	return $m;
}

my %where;
for my $l (sort keys %lists) {
	if ($am !~ /^$l\s*=([^\n]*)/m) {
		push @errors, "Makefile.am: no $l";
		next;
	}
	my @files = map { s{^src/}{}r } split ' ', $1;
	my @mods = map { module($_) } @files;
	for my $i (1 .. $#mods) {
		if ($mods[$i] lt $mods[$i - 1]) {
			push @errors, "Makefile.am: $l: src/$files[$i] before "
			    . "src/$files[$i - 1] (sorted by module)";
			last;
		}
	}
	for my $f (@files) {
		push @errors, "Makefile.am: $l: src/$f does not exist"
		    unless -f "$top/src/$f";
		push @errors, "Makefile.am: src/$f is in $l and $where{$f}"
		    if $where{$f};
		$where{$f} = $l;
		my $want = list_of($f);
		push @errors, "Makefile.am: src/$f is in $l, not $want"
		    if $want ne $l;
	}
}

for my $dir ("$top/src", "$top/src/engine") {
	opendir(my $dh, $dir) or die "$dir: $!\n";
	for my $f (sort readdir $dh) {
		next unless $f =~ /\.[ch]$/;
		next if $f =~ /\.gen\.c$/ || $f =~ /^scrabmail(-full)?\.c$/;
		next if $f eq 'store-sql.c';	# the generated file's old name
		my $rel = $dir =~ m{/engine$} ? "engine/$f" : $f;
		push @errors, "src/$rel is in no list of Makefile.am (its "
		    . "prefix's is " . list_of($rel) . ")"
		    unless $where{$rel};
	}
	closedir $dh;
}
print STDERR "check-style: $_\n" for @errors;
exit(@errors ? 1 : 0);
