<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     common.xsl: what the bulletin stylesheets share, imported first by each
     of them (round-html.xsl, standings-html.xsl, index-html.xsl,
     puzzle-html.xsl, round-text.xsl, atom.xsl).  It holds no words of its
     own: "t" looks a piece up in strings.xml (beside this file) in the
     page's language and fills in its arguments; the other templates format
     what every page shows the same way (a date, a counted noun, a number,
     the variant's name and rule, a round's file name), the page's head with
     the shared CSS (inline: the pages load nothing from outside and run no
     script), the navigation and the footer, and, for the plain text,
     padding and wrapping at 78 columns.

     Parameters of every stylesheet: lang ("ro" or "en"; when empty, the
     bulletin's own lang attribute, else Romanian) and base (a URL prefix
     for the Atom feed's links, default ""). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:param name="lang" select="''"/>
  <xsl:param name="base" select="''"/>

  <!-- The page's language: "ro" or "en", as a string. -->
  <xsl:variable name="L">
    <xsl:choose>
      <xsl:when test="$lang = 'en' or $lang = 'ro'">
        <xsl:value-of select="$lang"/>
      </xsl:when>
      <xsl:when test="/bulletin/@lang = 'en'">en</xsl:when>
      <xsl:otherwise>ro</xsl:otherwise>
    </xsl:choose>
  </xsl:variable>

  <xsl:variable name="S" select="document('strings.xml')/strings"/>
  <!-- The pieces of strings.xml by id (a bulletin lists thousands of
       entries, each looking up a few pieces: a key is a hash lookup
       where $S/s[@id = ...] reads every piece). -->
  <xsl:key name="sm-s" match="s" use="@id"/>
  <xsl:variable name="Ls" select="string($L)"/>
  <xsl:variable name="C" select="/bulletin/contest"/>

  <xsl:decimal-format name="ro" decimal-separator="," grouping-separator="."/>
  <xsl:decimal-format name="en" decimal-separator="." grouping-separator=","/>

  <!-- A piece of text in the page's language, {1}..{4} replaced by the
       arguments a1..a4. -->
  <xsl:template name="t">
    <xsl:param name="id"/>
    <xsl:param name="a1" select="''"/>
    <xsl:param name="a2" select="''"/>
    <xsl:param name="a3" select="''"/>
    <xsl:param name="a4" select="''"/>
    <xsl:variable name="sid" select="string($id)"/>
    <!-- key() looks in the context node's document: strings.xml's. -->
    <xsl:for-each select="$S">
      <xsl:variable name="s" select="key('sm-s', $sid)/@*[name() = $Ls]"/>
      <xsl:choose>
        <xsl:when test="not($s)">
          <xsl:text>[</xsl:text>
          <xsl:value-of select="$sid"/>
          <xsl:text>]</xsl:text>
        </xsl:when>
        <xsl:when test="not(contains($s, '{'))">
          <xsl:value-of select="$s"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="fill">
            <xsl:with-param name="s" select="string($s)"/>
            <xsl:with-param name="a1" select="$a1"/>
            <xsl:with-param name="a2" select="$a2"/>
            <xsl:with-param name="a3" select="$a3"/>
            <xsl:with-param name="a4" select="$a4"/>
          </xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <!-- Whether strings.xml has the piece id (a string). -->
  <xsl:template name="has-t">
    <xsl:param name="id"/>
    <xsl:for-each select="$S">
      <xsl:if test="key('sm-s', $id)">1</xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- Why an entry (the context) was refused: its verdict-code worded
       in the page's language when strings.xml knows it, else the
       engine's English sentence (verdict). -->
  <xsl:template name="verdict">
    <xsl:variable name="id" select="concat('verdict.', @verdict-code)"/>
    <xsl:variable name="known">
      <xsl:if test="@verdict-code">
        <xsl:call-template name="has-t">
          <xsl:with-param name="id" select="$id"/>
        </xsl:call-template>
      </xsl:if>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="$known = '1'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="$id"/>
          <xsl:with-param name="a1" select="string(@verdict-square)"/>
          <xsl:with-param name="a2" select="string(@verdict-letter)"/>
          <xsl:with-param name="a3" select="string(@verdict-words)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="@verdict"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- What an entry's (the context's) technical warnings were for: its
       warning-codes worded in the page's language, "; " between. -->
  <xsl:template name="warned">
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="concat('warned.', substring('1n', 1 + number(@warnings != 1), 1))"/>
      <xsl:with-param name="a1"><xsl:call-template name="warning-list"/></xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="warning-list">
    <xsl:param name="codes" select="concat(normalize-space(@warning-codes), ' ')"/>
    <xsl:param name="first" select="true()"/>
    <xsl:variable name="c" select="substring-before($codes, ' ')"/>
    <xsl:if test="$c != ''">
      <xsl:if test="not($first)">; </xsl:if>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="concat('warning.', $c)"/>
      </xsl:call-template>
      <xsl:call-template name="warning-list">
        <xsl:with-param name="codes" select="substring-after($codes, ' ')"/>
        <xsl:with-param name="first" select="false()"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- s with each {n} replaced by the argument an (left to right, so an
       argument's own braces are never read as a placeholder). -->
  <xsl:template name="fill">
    <xsl:param name="s"/>
    <xsl:param name="a1"/>
    <xsl:param name="a2"/>
    <xsl:param name="a3"/>
    <xsl:param name="a4"/>
    <xsl:choose>
      <xsl:when test="contains($s, '{')">
        <xsl:variable name="k" select="substring(substring-after($s, '{'), 1, 1)"/>
        <xsl:value-of select="substring-before($s, '{')"/>
        <xsl:choose>
          <xsl:when test="substring(substring-after($s, '{'), 2, 1) != '}'">{</xsl:when>
          <xsl:when test="$k = '1'"><xsl:value-of select="$a1"/></xsl:when>
          <xsl:when test="$k = '2'"><xsl:value-of select="$a2"/></xsl:when>
          <xsl:when test="$k = '3'"><xsl:value-of select="$a3"/></xsl:when>
          <xsl:when test="$k = '4'"><xsl:value-of select="$a4"/></xsl:when>
          <xsl:otherwise>{<xsl:value-of select="$k"/>}</xsl:otherwise>
        </xsl:choose>
        <xsl:variable name="rest" select="substring-after($s, '{')"/>
        <xsl:call-template name="fill">
          <xsl:with-param name="s">
            <xsl:choose>
              <xsl:when test="substring($rest, 2, 1) = '}'">
                <xsl:value-of select="substring($rest, 3)"/>
              </xsl:when>
              <xsl:otherwise><xsl:value-of select="$rest"/></xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
          <xsl:with-param name="a1" select="$a1"/>
          <xsl:with-param name="a2" select="$a2"/>
          <xsl:with-param name="a3" select="$a3"/>
          <xsl:with-param name="a4" select="$a4"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$s"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A whole number with the language's thousands separator
       (1.308.207 / 1,308,207); anything else as it is. -->
  <xsl:template name="num">
    <xsl:param name="n"/>
    <xsl:variable name="v" select="number($n)"/>
    <xsl:choose>
      <xsl:when test="string($v) = 'NaN'">
        <xsl:value-of select="$n"/>
      </xsl:when>
      <!-- No separator to put: the number as XPath writes it, which is
           what format-number would write (a standings page shows
           thousands of them). -->
      <xsl:when test="$v &lt; 1000 and $v &gt; -1000 and floor($v) = $v">
        <xsl:value-of select="$v"/>
      </xsl:when>
      <xsl:when test="$Ls = 'en'">
        <xsl:value-of select="format-number($n, '#,##0', 'en')"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="format-number($n, '#.##0', 'ro')"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A percentage from the bulletin ("98.7"), with the language's
       decimal mark and a % sign. -->
  <xsl:template name="percent">
    <xsl:param name="p"/>
    <xsl:choose>
      <xsl:when test="$Ls = 'en'"><xsl:value-of select="$p"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="translate($p, '.', ',')"/></xsl:otherwise>
    </xsl:choose>
    <xsl:text>%</xsl:text>
  </xsl:template>

  <!-- n and its noun (strings noun.1, noun.n, noun.de): "1 punct",
       "8 puncte", "24 de puncte", "101 puncte", "100 de puncte". -->
  <xsl:template name="count">
    <xsl:param name="n"/>
    <xsl:param name="noun"/>
    <xsl:variable name="shown">
      <xsl:call-template name="num">
        <xsl:with-param name="n" select="$n"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:call-template name="t">
      <xsl:with-param name="id">
        <xsl:value-of select="$noun"/>
        <xsl:choose>
          <xsl:when test="$n = 1">.1</xsl:when>
          <xsl:when test="$n mod 100 &gt;= 20 or ($n mod 100 = 0 and $n != 0)">.de</xsl:when>
          <xsl:otherwise>.n</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="a1" select="$shown"/>
    </xsl:call-template>
  </xsl:template>

  <!-- An ISO 8601 time for people: "2026-12-07T10:00:00Z" as
       "7 decembrie 2026, ora 10:00 UTC"; one with an offset
       ("2026-12-07T12:00:00+02:00", written when the document names the
       organiser's timezone) as "7 decembrie 2026, ora 12:00
       (Europe/Bucharest)"; anything else as it is.  A deadline (deadline
       true) at midnight is the end of the day before, "6 decembrie 2026,
       ora 24:00", as the mails write it (util_format_deadline). -->
  <xsl:template name="date">
    <xsl:param name="iso"/>
    <xsl:param name="deadline" select="false()"/>
    <xsl:choose>
      <xsl:when test="$deadline and string-length($iso) &gt;= 16 and
          substring($iso, 11, 1) = 'T' and substring($iso, 12, 5) = '00:00'">
        <xsl:variable name="day">
          <xsl:call-template name="day-before">
            <xsl:with-param name="ymd" select="substring($iso, 1, 10)"/>
          </xsl:call-template>
        </xsl:variable>
        <xsl:call-template name="date">
          <xsl:with-param name="iso" select="concat($day, 'T24:00', substring($iso, 17))"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="string-length($iso) &gt;= 16 and substring($iso, 5, 1) = '-'
          and substring($iso, 11, 1) = 'T'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'date'"/>
          <xsl:with-param name="a1" select="number(substring($iso, 9, 2))"/>
          <xsl:with-param name="a2">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="concat('m', substring($iso, 6, 2))"/>
            </xsl:call-template>
          </xsl:with-param>
          <xsl:with-param name="a3" select="substring($iso, 1, 4)"/>
          <xsl:with-param name="a4" select="substring($iso, 12, 5)"/>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <xsl:choose>
          <xsl:when test="substring($iso, string-length($iso)) = 'Z'">UTC</xsl:when>
          <xsl:when test="/bulletin/@timezone">(<xsl:value-of select="/bulletin/@timezone"/>)</xsl:when>
          <xsl:otherwise><xsl:value-of select="concat('UTC', substring($iso, 20))"/></xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$iso"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The day before "YYYY-MM-DD", the same way written (Gregorian
       leap years). -->
  <xsl:template name="day-before">
    <xsl:param name="ymd"/>
    <xsl:variable name="y" select="number(substring($ymd, 1, 4))"/>
    <xsl:variable name="m" select="number(substring($ymd, 6, 2))"/>
    <xsl:variable name="d" select="number(substring($ymd, 9, 2))"/>
    <xsl:variable name="leap" select="($y mod 4 = 0 and $y mod 100 != 0) or $y mod 400 = 0"/>
    <xsl:choose>
      <xsl:when test="$d &gt; 1">
        <xsl:value-of select="concat(substring($ymd, 1, 8), format-number($d - 1, '00'))"/>
      </xsl:when>
      <xsl:when test="$m = 1">
        <xsl:value-of select="concat(format-number($y - 1, '0000'), '-12-31')"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:variable name="pm" select="$m - 1"/>
        <xsl:variable name="last">
          <xsl:choose>
            <xsl:when test="$pm = 2 and $leap">29</xsl:when>
            <xsl:when test="$pm = 2">28</xsl:when>
            <xsl:when test="$pm = 4 or $pm = 6 or $pm = 9 or $pm = 11">30</xsl:when>
            <xsl:otherwise>31</xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <xsl:value-of select="concat(substring($ymd, 1, 5), format-number($pm, '00'), '-', $last)"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The variant attribute as the key of strings.xml ("metagramă" and
       an empty value included). -->
  <xsl:template name="variant-key">
    <xsl:param name="v" select="$C/@variant"/>
    <xsl:choose>
      <xsl:when test="$v = '' or not($v)">classic</xsl:when>
      <xsl:otherwise><xsl:value-of select="translate($v, 'ă', 'a')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="variant-name">
    <xsl:variable name="k">
      <xsl:call-template name="variant-key"/>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="$S/s[@id = concat('variant.', $k)]">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="concat('variant.', $k)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$C/@variant"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="variant-rule">
    <xsl:variable name="k">
      <xsl:call-template name="variant-key"/>
    </xsl:variable>
    <xsl:if test="$S/s[@id = concat('rule.', $k)]">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="concat('rule.', $k)"/>
      </xsl:call-template>
    </xsl:if>
    <!-- The organiser's options. -->
    <xsl:if test="$C/@tactic-order = 'imposed'">
      <xsl:text> </xsl:text>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'rule.tactic-imposed'"/>
      </xsl:call-template>
    </xsl:if>
    <xsl:if test="$C/@redraw-triples = 'yes'">
      <xsl:text> </xsl:text>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'rule.redraw-triples'"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- "round-07.html" (or another extension) for round n. -->
  <xsl:template name="round-file">
    <xsl:param name="n"/>
    <xsl:param name="ext" select="'html'"/>
    <xsl:text>round-</xsl:text>
    <xsl:value-of select="format-number($n, '00')"/>
    <xsl:text>.</xsl:text>
    <xsl:value-of select="$ext"/>
  </xsl:template>

  <!-- The number of the open round, or "" when none is open. -->
  <xsl:variable name="open-round"
      select="string(/bulletin/round[@status = 'open'][last()]/@number)"/>

  <!-- ===================== HTML ===================== -->

  <!-- The shared style sheet: readable on a phone (tables scroll
       sideways, boards shrink to the screen), printed in black on white
       without the navigation. -->
  <xsl:template name="css">
    <style>
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0 auto;max-width:62rem;padding:1rem 1.2rem 2rem;font:17px/1.5 Georgia,"DejaVu Serif","Times New Roman",serif;color:#1b1b1b;background:#fdfcf8}
h1{font-size:1.75rem;line-height:1.2;margin:.8rem 0 .4rem}
h2{font-size:1.3rem;line-height:1.25;margin:1.8rem 0 .6rem;padding-bottom:.2rem;border-bottom:1px solid #d8d2c0}
h3{font-size:1.05rem;margin:1rem 0 .3rem}
p{margin:.5rem 0}
a{color:#1f4e9c}
nav{font-family:"DejaVu Sans",Arial,sans-serif;font-size:.95rem;display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;padding:.4rem 0;border-bottom:1px solid #d8d2c0}
.meta{color:#4a4a4a}
code,td.move,pre{font-family:"DejaVu Sans Mono",Consolas,"Courier New",monospace}
td.move{white-space:nowrap}
.hash{word-break:break-all;font-size:.95rem}
main code{overflow-wrap:anywhere}
.boards{display:flex;flex-wrap:wrap;gap:1rem 2.5rem;align-items:flex-start}
figure.board{flex:1 1 20rem;margin:.6rem 0;max-width:38rem}
figure.board figcaption{font-size:.95rem;color:#333;margin-top:.3rem}
svg.board{display:block;width:100%;height:auto}
svg.rack{display:block;width:100%;height:auto}
.racks{display:flex;flex-wrap:wrap;gap:.5rem 2rem;align-items:flex-end}
.rack-box{flex:0 1 22rem;margin:.4rem 0}
.rack-box .label{font-size:.95rem;color:#333}
.legend{font-size:.85rem;color:#4a4a4a}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0;font-family:"DejaVu Sans",Arial,sans-serif;font-size:.92rem}
th,td{padding:.35rem .6rem;border-bottom:1px solid #e2ddcf;text-align:left;vertical-align:top}
th{background:#f1ecdf;white-space:nowrap}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.c,th.c{text-align:center}
tr.refused td{color:#8a1c1c}
td.name{white-space:nowrap}
tr.top-row td.name{font-weight:bold}
tr.open td{background:#fff6d6}
.warning{border:2px solid #b3261e;background:#fdecea;color:#5c0f0a;padding:.6rem 1rem;border-radius:4px;margin:.8rem 0}
pre.entry{background:#f1ecdf;padding:.6rem 1.2rem;font-size:1.1rem;display:inline-block;margin:.4rem 0;border-left:4px solid #b8a06a}
footer{margin-top:2.5rem;font-size:.8rem;color:#666;border-top:1px solid #d8d2c0;padding-top:.5rem}
@media (max-width:40rem){body{font-size:16px;padding:.5rem .7rem 1.5rem}h1{font-size:1.35rem}th,td{padding:.3rem .4rem}}
@media print{nav,footer,.noprint{display:none}body{background:#fff;color:#000;max-width:none;padding:0;font-size:11pt}a{color:#000;text-decoration:none}h2{break-after:avoid}figure,table,tr,pre{break-inside:avoid}.scroll{overflow:visible}th{background:#eee}tr.open td{background:none}.warning{background:none;color:#000;border-color:#000}*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
</style>
  </xsl:template>

  <!-- The head of a page: viewport for phones, the title, the style (and
       an extra style for one page).  The charset is declared by the HTML
       output (a meta element libxslt writes first). -->
  <xsl:template name="head">
    <xsl:param name="title"/>
    <xsl:param name="extra-css" select="''"/>
    <head>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <meta name="generator" content="scrabmail"/>
      <title><xsl:value-of select="$title"/></title>
      <xsl:call-template name="css"/>
      <xsl:if test="$extra-css != ''">
        <style><xsl:value-of select="$extra-css"/></style>
      </xsl:if>
    </head>
  </xsl:template>

  <!-- The navigation between the pages of one contest. -->
  <xsl:template name="nav">
    <xsl:param name="here" select="''"/>
    <nav>
      <xsl:attribute name="aria-label">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'nav'"/></xsl:call-template>
      </xsl:attribute>
      <xsl:if test="$here != 'index'">
        <a href="index.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.index'"/></xsl:call-template></a>
      </xsl:if>
      <xsl:if test="$here != 'standings'">
        <a href="standings.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.standings'"/></xsl:call-template></a>
      </xsl:if>
      <xsl:if test="$open-round != '' or ($here = 'round' and /bulletin/round/@status = 'open')">
        <a href="puzzle.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.puzzle'"/></xsl:call-template></a>
      </xsl:if>
      <a href="feed.atom" type="application/atom+xml"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.feed'"/></xsl:call-template></a>
      <xsl:for-each select="/bulletin/contest/series">
        <a href="{@href}">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'nav.series'"/>
            <xsl:with-param name="a1">
              <xsl:choose>
                <xsl:when test="@title"><xsl:value-of select="@title"/></xsl:when>
                <xsl:otherwise><xsl:value-of select="@name"/></xsl:otherwise>
              </xsl:choose>
            </xsl:with-param>
          </xsl:call-template>
        </a>
      </xsl:for-each>
    </nav>
  </xsl:template>

  <xsl:template name="footer">
    <footer>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'generated'"/>
        <xsl:with-param name="a1">
          <xsl:call-template name="date">
            <xsl:with-param name="iso" select="/bulletin/@generated"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </footer>
  </xsl:template>

  <!-- The standings table of <standings> st: its first "limit" lines (all
       when 0), then "… and N more". -->
  <xsl:template name="standings-table">
    <xsl:param name="st"/>
    <xsl:param name="limit" select="0"/>
    <xsl:variable name="n" select="count($st/line)"/>
    <div class="scroll">
      <table class="standings">
        <thead>
          <tr>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.total'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.percent'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.tops'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.warnings'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.penalty'"/></xsl:call-template></th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="$st/line[$limit = 0 or position() &lt;= $limit]">
            <tr>
              <td class="n"><xsl:value-of select="@rank"/></td>
              <td class="name"><xsl:value-of select="@name"/></td>
              <!-- "num" and "percent" written out for the common case
                   (a whole number under 1000 and a percentage): the
                   full standings are thousands of lines and a template
                   call costs more than the rest of the line. -->
              <xsl:variable name="total" select="number(@total)"/>
              <td class="n">
                <xsl:choose>
                  <xsl:when test="$total &lt; 1000 and $total &gt; -1000 and floor($total) = $total">
                    <xsl:value-of select="$total"/>
                  </xsl:when>
                  <xsl:otherwise>
                    <xsl:call-template name="num"><xsl:with-param name="n" select="@total"/></xsl:call-template>
                  </xsl:otherwise>
                </xsl:choose>
              </td>
              <td class="n">
                <xsl:choose>
                  <xsl:when test="$Ls = 'en'"><xsl:value-of select="concat(@percent, '%')"/></xsl:when>
                  <xsl:otherwise><xsl:value-of select="concat(translate(@percent, '.', ','), '%')"/></xsl:otherwise>
                </xsl:choose>
              </td>
              <td class="n"><xsl:value-of select="@tops"/></td>
              <td class="n"><xsl:value-of select="@warnings"/></td>
              <td class="n"><xsl:value-of select="@penalty"/></td>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
    <xsl:if test="$limit != 0 and $n &gt; $limit">
      <p class="more">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'standings.more'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$n - $limit"/>
              <xsl:with-param name="noun" select="'players'"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <a href="standings.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'standings.all'"/></xsl:call-template></a>
      </p>
    </xsl:if>
    <p class="meta">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'standings.sum'"/>
        <xsl:with-param name="a1">
          <xsl:call-template name="count">
            <xsl:with-param name="n" select="$st/@sum-tops"/>
            <xsl:with-param name="noun" select="'points'"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:call-template name="t">
        <xsl:with-param name="id">
          <xsl:choose>
            <xsl:when test="$C/@variant = 'top'">standings.rule.top</xsl:when>
            <xsl:otherwise>standings.rule.classic</xsl:otherwise>
          </xsl:choose>
        </xsl:with-param>
      </xsl:call-template>
    </p>
  </xsl:template>

  <!-- How to enter round R by mail: the sentence with the deadline and
       the address, the lines to write, what they mean. -->
  <xsl:template name="how-to">
    <xsl:param name="R"/>
    <xsl:variable name="tactic" select="$C/@variant = 'tactic'"/>
    <xsl:variable name="addr" select="normalize-space($C/address)"/>
    <xsl:variable name="when">
      <xsl:call-template name="date"><xsl:with-param name="iso" select="$R/@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
    </xsl:variable>
    <p>
      <xsl:variable name="id">
        <xsl:text>howto.send</xsl:text>
        <xsl:if test="$tactic">-tactic</xsl:if>
        <xsl:if test="$addr = ''">-noaddr</xsl:if>
      </xsl:variable>
      <xsl:variable name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="$id"/>
          <xsl:with-param name="a1" select="$when"/>
          <xsl:with-param name="a2" select="'&#xE000;'"/>
        </xsl:call-template>
      </xsl:variable>
      <xsl:choose>
        <xsl:when test="$addr != '' and contains($s, '&#xE000;')">
          <xsl:value-of select="substring-before($s, '&#xE000;')"/>
          <a class="addr" href="mailto:{$addr}"><xsl:value-of select="$addr"/></a>
          <xsl:value-of select="substring-after($s, '&#xE000;')"/>
        </xsl:when>
        <xsl:otherwise><xsl:value-of select="$s"/></xsl:otherwise>
      </xsl:choose>
    </p>
    <pre class="entry">
      <xsl:text>TUR </xsl:text>
      <xsl:value-of select="$R/@number"/>
      <xsl:text>&#10;H8 CASA 8</xsl:text>
      <xsl:if test="$tactic">
        <xsl:text>&#10;9G TEI 6&#10;TOTAL 14</xsl:text>
      </xsl:if>
    </pre>
    <p>
      <xsl:call-template name="t">
        <xsl:with-param name="id">
          <xsl:choose>
            <xsl:when test="$tactic">howto.explain-tactic</xsl:when>
            <xsl:otherwise>howto.explain</xsl:otherwise>
          </xsl:choose>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.blank'"/></xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.replace'"/></xsl:call-template>
    </p>
    <p>
      <xsl:call-template name="t">
        <xsl:with-param name="id">
          <xsl:choose>
            <xsl:when test="$C/@entry = 'registered'">howto.registered</xsl:when>
            <xsl:otherwise>howto.open</xsl:otherwise>
          </xsl:choose>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.results'"/></xsl:call-template>
    </p>
  </xsl:template>

  <!-- The rack(s) of round R as tiles, with a word on the blank. -->
  <xsl:template name="racks">
    <xsl:param name="R"/>
    <xsl:param name="max-width" select="'22rem'"/>
    <div class="racks">
      <xsl:choose>
        <xsl:when test="$R/rack2">
          <div class="rack-box">
            <div class="label"><xsl:call-template name="t"><xsl:with-param name="id" select="'rack.1'"/></xsl:call-template></div>
            <xsl:call-template name="rack-svg">
              <xsl:with-param name="letters" select="$R/rack/@letters"/>
              <xsl:with-param name="max-width" select="$max-width"/>
            </xsl:call-template>
          </div>
          <div class="rack-box">
            <div class="label"><xsl:call-template name="t"><xsl:with-param name="id" select="'rack.2'"/></xsl:call-template></div>
            <xsl:call-template name="rack-svg">
              <xsl:with-param name="letters" select="$R/rack2/@letters"/>
              <xsl:with-param name="max-width" select="$max-width"/>
            </xsl:call-template>
          </div>
        </xsl:when>
        <xsl:otherwise>
          <div class="rack-box">
            <div class="label"><xsl:call-template name="t"><xsl:with-param name="id" select="'rack'"/></xsl:call-template></div>
            <xsl:call-template name="rack-svg">
              <xsl:with-param name="letters" select="$R/rack/@letters"/>
              <xsl:with-param name="max-width" select="$max-width"/>
            </xsl:call-template>
          </div>
        </xsl:otherwise>
      </xsl:choose>
    </div>
    <xsl:if test="contains($R/rack/@letters, '?') or contains($R/rack2/@letters, '?')">
      <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'rack.blank'"/></xsl:call-template></p>
    </xsl:if>
  </xsl:template>

  <!-- A figure with the board b, the move last outlined, and a caption. -->
  <xsl:template name="board-figure">
    <xsl:param name="b"/>
    <xsl:param name="last" select="''"/>
    <xsl:param name="caption"/>
    <xsl:param name="hl-id" select="'board.last'"/>
    <xsl:param name="max-width" select="'38rem'"/>
    <figure class="board">
      <xsl:call-template name="board-svg">
        <xsl:with-param name="board" select="$b"/>
        <xsl:with-param name="last" select="$last"/>
        <xsl:with-param name="max-width" select="$max-width"/>
        <xsl:with-param name="title">
          <xsl:value-of select="$caption"/>
          <xsl:if test="$last != ''">
            <xsl:text>. </xsl:text>
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="$hl-id"/>
              <xsl:with-param name="a1" select="$last"/>
            </xsl:call-template>
          </xsl:if>
        </xsl:with-param>
      </xsl:call-template>
      <figcaption>
        <xsl:value-of select="$caption"/>
        <xsl:text>.</xsl:text>
        <xsl:if test="$last != ''">
          <xsl:text> </xsl:text>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="$hl-id"/>
            <xsl:with-param name="a1" select="$last"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="not($b/row/sq[@tile])">
          <xsl:text> </xsl:text>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'board.empty'"/></xsl:call-template>
        </xsl:if>
      </figcaption>
    </figure>
  </xsl:template>

  <!-- ===================== Plain text ===================== -->

  <xsl:variable name="blanks"
      select="'                                                                                '"/>

  <!-- s padded with blanks to w characters (cut to w when longer), on
       the left when right is true. -->
  <xsl:template name="pad">
    <xsl:param name="s"/>
    <xsl:param name="w"/>
    <xsl:param name="right" select="false()"/>
    <xsl:variable name="v" select="substring($s, 1, $w)"/>
    <xsl:variable name="fill" select="substring($blanks, 1, $w - string-length($v))"/>
    <xsl:choose>
      <xsl:when test="$right"><xsl:value-of select="concat($fill, $v)"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="concat($v, $fill)"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The text s as a paragraph wrapped at w columns (78), each line
       starting with indent, ending with a line break.  A word longer than
       the line stands alone on its line. -->
  <xsl:template name="wrap">
    <xsl:param name="s"/>
    <xsl:param name="w" select="78"/>
    <xsl:param name="indent" select="''"/>
    <xsl:variable name="all" select="normalize-space($s)"/>
    <xsl:choose>
      <!-- On one line: what wrap-words would make of it, without a
           call per word (a round's refusals are thousands of lines). -->
      <xsl:when test="$all != '' and
          string-length($indent) + string-length($all) &lt;= $w">
        <xsl:value-of select="concat($indent, $all, '&#10;')"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="wrap-words">
          <xsl:with-param name="rest" select="concat($all, ' ')"/>
          <xsl:with-param name="line" select="''"/>
          <xsl:with-param name="w" select="$w"/>
          <xsl:with-param name="indent" select="$indent"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="wrap-words">
    <xsl:param name="rest"/>
    <xsl:param name="line"/>
    <xsl:param name="w"/>
    <xsl:param name="indent"/>
    <xsl:variable name="word" select="substring-before($rest, ' ')"/>
    <xsl:choose>
      <xsl:when test="normalize-space($rest) = ''">
        <xsl:if test="$line != ''">
          <xsl:value-of select="concat($indent, $line)"/>
          <xsl:text>&#10;</xsl:text>
        </xsl:if>
      </xsl:when>
      <xsl:when test="$line = ''">
        <xsl:call-template name="wrap-words">
          <xsl:with-param name="rest" select="substring-after($rest, ' ')"/>
          <xsl:with-param name="line" select="$word"/>
          <xsl:with-param name="w" select="$w"/>
          <xsl:with-param name="indent" select="$indent"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="string-length($indent) + string-length($line) + 1
          + string-length($word) &gt; $w">
        <xsl:value-of select="concat($indent, $line)"/>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="wrap-words">
          <xsl:with-param name="rest" select="substring-after($rest, ' ')"/>
          <xsl:with-param name="line" select="$word"/>
          <xsl:with-param name="w" select="$w"/>
          <xsl:with-param name="indent" select="$indent"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="wrap-words">
          <xsl:with-param name="rest" select="substring-after($rest, ' ')"/>
          <xsl:with-param name="line" select="concat($line, ' ', $word)"/>
          <xsl:with-param name="w" select="$w"/>
          <xsl:with-param name="indent" select="$indent"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A line of c characters ch (at most 78), for headings. -->
  <xsl:template name="rule-line">
    <xsl:param name="n"/>
    <xsl:param name="ch" select="'='"/>
    <xsl:value-of select="translate(substring($blanks, 1, $n), ' ', $ch)"/>
  </xsl:template>

  <!-- One of the arbiter's decisions as a sentence, and its reason. -->
  <xsl:template name="decision-text">
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="concat('decision.', @kind)"/>
      <xsl:with-param name="a1" select="string(@player)"/>
      <xsl:with-param name="a2" select="string(@round)"/>
      <xsl:with-param name="a3" select="string(@previous)"/>
      <xsl:with-param name="a4" select="string(@score)"/>
    </xsl:call-template>
    <xsl:if test="@reason != ''">
      <xsl:text> — </xsl:text>
      <xsl:value-of select="@reason"/>
    </xsl:if>
  </xsl:template>

  <!-- The arbiter's decisions as an HTML section. -->
  <xsl:template name="decisions-html">
    <xsl:if test="/bulletin/decisions">
      <section class="decisions">
        <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'decisions.title'"/></xsl:call-template></h2>
        <ul>
          <xsl:for-each select="/bulletin/decisions/decision">
            <li><xsl:call-template name="decision-text"/></li>
          </xsl:for-each>
        </ul>
      </section>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
