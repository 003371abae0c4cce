#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# man-options.sh: the manual pages and the program say the same.  For each
# command listed by 'scrabmail --help' (and each 'lexicon' verb), every
# option its --help names (--long and -x) is written in that command's
# entries of scrabmail.1 (".It Cm COMMAND ..." up to the next entry, as
# "Fl -long" or "Fl x"), and every option those entries name is in its
# --help; the global options (--db, --config, --version, --help) are in
# the SYNOPSIS or DESCRIPTION.  The same options, command by command, in
# README.md's "## Commands" block.  Every key of the configuration's table
# (src/conf.c) is in scrabmail.conf.5 and the reverse; every mail command
# of the table (src/cmd.c) is in scrabmail-mail.7.  Each page has NAME,
# SYNOPSIS or DESCRIPTION, and the sections FILES, ENVIRONMENT and (for
# scrabmail.1) EXIT STATUS.
set -u
: "${SCRABMAIL:?run through make check (SCRABMAIL unset)}"
: "${srcdir:?run through make check (srcdir unset)}"
exec perl -w - "$SCRABMAIL" "$srcdir" <<'PERL'
use strict;
my ($prog, $src) = @ARGV;
my $fails = 0;
sub fail { print "FAIL: @_\n"; $fails++; }
sub slurp { my $f = shift; open(my $h, '<', $f) or die "$f: $!"; local $/; my $s = <$h>; close $h; return $s; }
sub help {
	my @args = @_;
	my $pid = open(my $h, '-|') // die "fork: $!";
	if (!$pid) { open(STDERR, '>&', \*STDOUT); exec($prog, @args, '--help') or exit 127; }
	local $/; my $s = <$h>; close $h;
	return $s;
}
# Options named by a help text: --long and -x (not inside a word).
sub help_opts {
	my %o;
	for my $t (@_) {
		while ($t =~ /(?<![\w'-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])/g) { $o{$1} = 1; }
	}
	# --help everywhere, and the global options some usages repeat.
	delete @o{qw(--help -h --db --config --version)};
	return \%o;
}
my $man1 = slurp("$src/doc/scrabmail.1");
my $man5 = slurp("$src/doc/scrabmail.conf.5");
my $man7 = slurp("$src/doc/scrabmail-mail.7");

# The commands, from the program's own list.
my $top = help();
my @cmds = $top =~ /^  ([a-z][a-z-]*) +\S/mg;
@cmds >= 15 or fail("scrabmail --help lists only " . scalar(@cmds) . " commands");

# scrabmail.1: the COMMANDS section's entries, by command.
my ($cmdsec) = $man1 =~ /^\.Sh COMMANDS\n(.*?)^\.Sh /ms;
defined $cmdsec or fail("scrabmail.1 has no COMMANDS section");
$cmdsec //= '';
my %entry;
for my $it (split /^(?=\.It Cm )/m, $cmdsec) {
	next unless $it =~ /^\.It Cm ([a-z][a-z-]*)/;
	$entry{$1} .= $it;
}
for my $c (@cmds) {
	my @texts = (help($c));
	push @texts, help($c, 'build'), help($c, 'info') if $c eq 'lexicon';
	my $hopts = help_opts(@texts);
	if (!exists $entry{$c}) { fail("scrabmail.1: no entry for '$c'"); next; }
	my %m2;
	while ($entry{$c} =~ /\bFl (-[a-z][a-z0-9-]*|[a-zA-Z])(?![\w-])/g) { $m2{"-$1"} = 1; }
	for my $o (sort keys %$hopts) {
		fail("scrabmail.1: '$c' does not name $o (in its --help)") unless $m2{$o};
	}
	for my $o (sort keys %m2) {
		fail("scrabmail.1: '$c' names $o, which its --help does not") unless $hopts->{$o};
	}
}
# README.md: the "## Commands" block (indented lines; a line "scrabmail
# COMMAND ..." and the lines indented under it): every option of a
# command's --help is written there for that command, and no other.
my $readme = slurp("$src/README.md");
my ($rblock) = $readme =~ /^## Commands\n(.*?)^## /ms;
defined $rblock or fail("README.md has no '## Commands' section");
$rblock //= '';
my (%rtext, $rcmd);
for my $l (split /\n/, $rblock) {
	next unless $l =~ /^    \s*(\S.*)$/;
	my $t = $1;
	if ($t =~ /^scrabmail\b/) {
		(my $rest = $t) =~ s/^scrabmail(?:\s+\[--(?:db|config) FILE\])*\s+//;
		($rcmd) = $rest =~ /^([a-z][a-z-]*)/;
		$t = $rest;
	}
	$rtext{$rcmd} .= " $t" if defined $rcmd;
}
for my $c (@cmds) {
	my @texts = (help($c));
	push @texts, help($c, 'build'), help($c, 'info') if $c eq 'lexicon';
	my $hopts = help_opts(@texts);
	if (!exists $rtext{$c}) { fail("README.md: '$c' is not in the Commands block"); next; }
	my $ropts = help_opts($rtext{$c});
	for my $o (sort keys %$hopts) {
		fail("README.md: '$c' does not name $o (in its --help)") unless $ropts->{$o};
	}
	for my $o (sort keys %$ropts) {
		fail("README.md: '$c' names $o, which its --help does not") unless $hopts->{$o};
	}
}
for my $g (qw(-db -config -version -help)) {
	$man1 =~ /\bFl -?\Q$g\E\b/ or fail("scrabmail.1 does not name the global -$g");
}
for my $sec ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'FILES', 'ENVIRONMENT', 'EXIT STATUS', 'SEE ALSO') {
	$man1 =~ /^\.Sh \Q$sec\E$/m or fail("scrabmail.1 has no $sec section");
}
for my $p (['scrabmail.conf.5', $man5], ['scrabmail-mail.7', $man7]) {
	for my $sec ('NAME', 'DESCRIPTION', 'FILES', 'ENVIRONMENT', 'SEE ALSO') {
		$p->[1] =~ /^\.Sh \Q$sec\E$/m or fail("$p->[0] has no $sec section");
	}
}

# scrabmail.conf.5: the keys of src/conf.c's table, group by group.
my $conf = slurp("$src/src/conf.c");
my ($table) = $conf =~ /conf_keys\[\] = \{(.*?)^\};/ms;
my ($acct) = $conf =~ /#define ACCOUNT\(g, f\)(.*?)\n\n/s;
my %keys;
$keys{"$1 $2"} = 1 while $table =~ /\{?\s*[SLB]?\(?\s*"([a-z0-9]+)", "([a-z_]+)"/g;
while ($table =~ /ACCOUNT\("([a-z0-9]+)"/g) {
	my $g = $1;
	$keys{"$g $1"} = 1 while $acct =~ /\(g, "([a-z_]+)"/g;
}
keys %keys >= 30 or fail("found only " . scalar(keys %keys) . " keys in src/conf.c");
# In the page: ".Ss [group]" (or ".Ss [a], [b] and [c]": keys they share),
# then ".It Ic key" entries.
my %mkeys;
for my $part (split /^(?=\.Ss \[)/m, $man5) {
	next unless $part =~ /^\.Ss (\[.*)$/m;
	my @g = $1 =~ /\[([a-z0-9]+)\]/g;
	while ($part =~ /^\.It Ic ([a-z_]+)/mg) {
		my $k = $1;
		$mkeys{"$_ $k"} = 1 for @g;
	}
}
for my $k (sort keys %keys) {
	fail("scrabmail.conf.5 does not describe [$k] (src/conf.c)") unless $mkeys{$k};
}
for my $k (sort keys %mkeys) {
	fail("scrabmail.conf.5 describes [$k], which src/conf.c does not read") unless $keys{$k};
}

# scrabmail-mail.7: the name and alias of every mail command (the
# entries of src/cmd-*.c, positional or designated).
my @kw;
for my $f (glob("$src/src/cmd-*.c")) {
	my $c = slurp($f);
	while ($c =~ /struct cmd_entry cmd_\w+_entry = \{(.*?)\};/sg) {
		my $e = $1;
		my @s;
		if ($e =~ /\.name\s*=/) {
			push @s, $1 if $e =~ /\.name\s*=\s*"([A-Z]+)"/;
			push @s, $1 if $e =~ /\.alias\s*=\s*"([A-Z]+)"/;
		} else {
			@s = $e =~ /^\s*"([A-Z]+)",\s*(?:"([A-Z]+)"|NULL)/;
		}
		push @kw, grep { defined } @s;
	}
}
@kw >= 15 or fail("found only " . scalar(@kw) . " mail command keywords in src/cmd-*.c");
for my $k (@kw) {
	$man7 =~ /^\.It Ic (?:[A-Z]+ \| )*\Q$k\E\b/m or
	    fail("scrabmail-mail.7 does not describe $k");
}
if ($fails) { print "$fails failed\n"; exit 1; }
print "man pages, README and --help agree\n";
exit 0;
PERL
