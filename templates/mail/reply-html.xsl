<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     reply-html.xsl: the HTML alternative of every mail, from the same
     <reply> document as reply.xsl (see there) and the same sentences
     (messages-ro.xsl, messages-en.xsl), in the player's language only.
     Each sentence the messages give as text is turned into markup here:
     a line becomes a <div>, a line that starts with two blanks (standings,
     a rack, a command to copy) a monospace one, an empty line a gap, a
     heading's underline a rule, a board diagram inside a text (a round's
     bulletin) a table as below; the
     blocks the messages hand to the named template "block" (overridden
     here) become a table when they are a board diagram (report-board.h:
     the header line "1  2 ... 15", rows A-O of three-column squares, the
     last move's squares in brackets) and monospace lines otherwise.

     What every client shows alike (Gmail, Outlook, Thunderbird, Apple
     Mail, phone apps): inline style attributes and the old table
     attributes (bgcolor, width, cellspacing) only; no <style> or <link>
     (webmail drops them or rewrites them), no script, no image, no SVG,
     no position or float, no CSS that Outlook's Word engine or Gmail
     strips; one column at most 640 px wide, the board 354 px, so that it
     fits a 390 px phone screen (tests/integration/chromium.sh checks).
     tests/tools/html-check.c refuses what this list forbids. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:exsl="http://exslt.org/common"
    xmlns:str="http://exslt.org/strings"
    xmlns:sm="urn:x-scrabmail:xslt"
    exclude-result-prefixes="exsl str sm">

  <xsl:import href="common.xsl"/>
  <xsl:import href="messages-en.xsl"/>
  <xsl:import href="messages-ro.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="no"
      doctype-public="-//W3C//DTD HTML 4.01 Transitional//EN"/>
  <xsl:strip-space elements="reply item notice"/>

  <!-- The mail's subject, as reply.xsl made it (the program passes
       it). -->
  <xsl:param name="subject" select="''"/>

  <!-- The document's <reply> (also from inside a captured sentence,
       whose root is not the document's). -->
  <xsl:variable name="reply" select="/reply"/>
  <xsl:variable name="first"
      select="substring('roen', 1 + 2 * (/reply/@lang = 'en'), 2)"/>
  <xsl:variable name="second"
      select="substring('enro', 1 + 2 * (/reply/@lang = 'en'), 2)"/>
  <xsl:variable name="is-reply" select="not(/reply/@kind) or
      /reply/@kind = '' or /reply/@kind = 'reply'"/>
  <!-- Both languages, the first one first: the answer to HELP from an
       address no player has (reply.xsl's "both"). -->
  <xsl:variable name="both" select="$is-reply and
      /reply/item[@code = 'help']/args/@context = 'reader'"/>

  <!-- Colours: tile, last move, empty square by its mark. -->
  <xsl:variable name="c-tile" select="'#f2dca8'"/>
  <xsl:variable name="c-last" select="'#ffb74d'"/>
  <xsl:variable name="c-tw" select="'#e0524a'"/>
  <xsl:variable name="c-dw" select="'#f5aaa5'"/>
  <xsl:variable name="c-tl" select="'#3d8fd6'"/>
  <xsl:variable name="c-dl" select="'#a9d6f2'"/>
  <xsl:variable name="c-plain" select="'#dde8d6'"/>

  <!-- Fifteen nodes, to count the columns of a board row. -->
  <xsl:variable name="fifteen-rtf">
    <i/><i/><i/><i/><i/><i/><i/><i/><i/><i/><i/><i/><i/><i/><i/>
  </xsl:variable>
  <xsl:variable name="fifteen" select="exsl:node-set($fifteen-rtf)/i"/>

  <xsl:template match="/">
    <xsl:apply-templates select="reply"/>
  </xsl:template>

  <xsl:template match="reply">
    <html lang="{$first}">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="$subject"/></title>
      </head>
      <body style="margin:0;padding:0;background-color:#ffffff">
        <div style="max-width:640px;margin:0 auto;padding:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#222222;word-wrap:break-word;overflow-wrap:break-word">
          <xsl:choose>
            <xsl:when test="$both">
              <div lang="{$first}">
                <xsl:call-template name="heading">
                  <xsl:with-param name="lang" select="$first"/>
                </xsl:call-template>
                <xsl:call-template name="version">
                  <xsl:with-param name="lang" select="$first"/>
                </xsl:call-template>
              </div>
              <div lang="{$second}" style="margin-top:18px;padding-top:12px;border-top:1px solid #cccccc">
                <xsl:call-template name="heading">
                  <xsl:with-param name="lang" select="$second"/>
                </xsl:call-template>
                <xsl:call-template name="version">
                  <xsl:with-param name="lang" select="$second"/>
                </xsl:call-template>
              </div>
            </xsl:when>
            <xsl:otherwise>
              <xsl:call-template name="version">
                <xsl:with-param name="lang" select="$first"/>
              </xsl:call-template>
            </xsl:otherwise>
          </xsl:choose>
          <div style="margin-top:18px;padding-top:6px;border-top:1px solid #cccccc;font-size:13px;color:#666666">
            <xsl:call-template name="lines">
              <xsl:with-param name="s">
                <xsl:call-template name="say">
                  <xsl:with-param name="lang" select="$first"/>
                  <xsl:with-param name="what" select="'footer'"/>
                </xsl:call-template>
              </xsl:with-param>
            </xsl:call-template>
            <div lang="{$second}">
              <xsl:call-template name="say">
                <xsl:with-param name="lang" select="$second"/>
                <xsl:with-param name="what">
                  <xsl:choose>
                    <xsl:when test="$both">footer</xsl:when>
                    <xsl:otherwise>other-language</xsl:otherwise>
                  </xsl:choose>
                </xsl:with-param>
              </xsl:call-template>
            </div>
          </div>
        </div>
      </body>
    </html>
  </xsl:template>

  <!-- One language's version of the mail, from the greeting to the
       closing (the page's link, when there is one, before the closing);
       the context is <reply>. -->
  <xsl:template name="version">
    <xsl:param name="lang"/>
    <xsl:call-template name="para">
      <xsl:with-param name="lang" select="$lang"/>
      <xsl:with-param name="what" select="'greeting'"/>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="not($is-reply)">
        <xsl:call-template name="para">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'opening'"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="item">
        <xsl:call-template name="para">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'intro'"/>
        </xsl:call-template>
      </xsl:when>
    </xsl:choose>
    <xsl:for-each select="item">
      <xsl:if test="echo">
        <div style="margin:14px 0 4px 0;padding:2px 0 2px 8px;border-left:3px solid #999999;color:#555555;font-family:'Courier New',Courier,monospace">
          <xsl:value-of select="echo"/>
        </div>
      </xsl:if>
      <xsl:call-template name="message">
        <xsl:with-param name="lang" select="$lang"/>
      </xsl:call-template>
    </xsl:for-each>
    <xsl:for-each select="notice">
      <xsl:call-template name="message">
        <xsl:with-param name="lang" select="$lang"/>
      </xsl:call-template>
    </xsl:for-each>
    <xsl:variable name="url">
      <xsl:call-template name="page-url"/>
    </xsl:variable>
    <xsl:if test="$url != ''">
      <p style="margin:14px 0">
        <xsl:call-template name="say">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'page'"/>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <a href="{$url}" style="color:#1a5fb4"><xsl:value-of select="$url"/></a>
      </p>
    </xsl:if>
    <xsl:call-template name="para">
      <xsl:with-param name="lang" select="$lang"/>
      <xsl:with-param name="what" select="'closing'"/>
    </xsl:call-template>
  </xsl:template>

  <!-- The heading of one language's version, when the mail holds both. -->
  <xsl:template name="heading">
    <xsl:param name="lang"/>
    <div style="margin:0 0 12px 0;font-weight:bold;color:#555555">
      <xsl:variable name="h">
        <xsl:call-template name="say">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'heading'"/>
        </xsl:call-template>
      </xsl:variable>
      <xsl:value-of select="normalize-space(translate($h, '=', ' '))"/>
    </div>
  </xsl:template>

  <!-- A fixed piece of the reply (the context is <reply>) as a
       paragraph, in language lang. -->
  <xsl:template name="para">
    <xsl:param name="what"/>
    <xsl:param name="lang" select="$first"/>
    <div style="margin:0 0 12px 0">
      <xsl:call-template name="lines">
        <xsl:with-param name="s">
          <xsl:call-template name="say">
            <xsl:with-param name="lang" select="$lang"/>
            <xsl:with-param name="what" select="$what"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </div>
  </xsl:template>

  <!-- The sentence of the context item or notice, as markup: its text
       line by line, its blocks (below) as they come. -->
  <xsl:template name="message">
    <xsl:param name="lang" select="$first"/>
    <xsl:variable name="m">
      <xsl:call-template name="say">
        <xsl:with-param name="lang" select="$lang"/>
      </xsl:call-template>
    </xsl:variable>
    <div style="margin:0 0 12px 0">
      <xsl:for-each select="exsl:node-set($m)/node()">
        <xsl:choose>
          <xsl:when test="self::text()">
            <xsl:call-template name="lines">
              <xsl:with-param name="s" select="."/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>
            <xsl:copy-of select="."/>
          </xsl:otherwise>
        </xsl:choose>
      </xsl:for-each>
    </div>
  </xsl:template>

  <!-- The text s line by line: a <div> per line, monospace when it starts
       with two blanks (blanks kept, wrapped only where wider than the
       window), a gap for an empty line between others.  A line break that
       ends s adds nothing. -->
  <xsl:template name="lines">
    <xsl:param name="s"/>
    <xsl:choose>
      <xsl:when test="not(contains($s, '&#10;')) and not(contains($s, '15'))">
        <!-- One line (most sentences), no board diagram. -->
        <xsl:call-template name="line">
          <xsl:with-param name="l" select="string($s)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="not(contains($s, '15')) and
          function-available('sm:lines')">
        <!-- No board diagram (its header line holds "15"): each line in
             turn, as the recursion below would, without copying the rest
             of s at every line (sm:lines is the program's,
             src/report-xslt.c: the lines, the empty ones too; a final
             line break starts no line). -->
        <xsl:for-each select="sm:lines($s)">
          <xsl:call-template name="line">
            <xsl:with-param name="l" select="string(.)"/>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:when test="not(contains($s, '15'))">
        <!-- The same without the program (xsltproc): U+E002 in front of
             each line keeps the empty ones (str:split drops empty
             pieces); the piece after a final line break is no line. -->
        <xsl:for-each select="str:split(concat('&#xE002;', str:replace($s,
            '&#10;', '&#10;&#xE002;')), '&#10;')[not(position() = last()
            and position() != 1 and . = '&#xE002;')]">
          <xsl:call-template name="line">
            <xsl:with-param name="l" select="substring(., 2)"/>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:when test="normalize-space(substring-before(concat($s, '&#10;'),
          '&#10;')) = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15'">
        <!-- A board diagram inside a text (a round's bulletin, as
             published): the table, then the text after the diagram's 15
             rows and column numbers, and after its two-line key. -->
        <xsl:variable name="rows" select="substring-after($s, '&#10;')"/>
        <xsl:variable name="after16">
          <xsl:call-template name="after-lines">
            <xsl:with-param name="s" select="$rows"/>
            <xsl:with-param name="n" select="16"/>
          </xsl:call-template>
        </xsl:variable>
        <xsl:call-template name="board">
          <xsl:with-param name="rows" select="$rows"/>
          <xsl:with-param name="last" select="contains(substring($rows, 1,
              string-length($rows) - string-length($after16)), '[')"/>
        </xsl:call-template>
        <xsl:variable name="rest">
          <xsl:choose>
            <xsl:when test="starts-with($after16, '  Legendă: =') or
                starts-with($after16, '  Key: =')">
              <xsl:call-template name="after-lines">
                <xsl:with-param name="s" select="$after16"/>
                <xsl:with-param name="n" select="2"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise><xsl:value-of select="$after16"/></xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <xsl:if test="$rest != ''">
          <xsl:call-template name="lines">
            <xsl:with-param name="s" select="$rest"/>
          </xsl:call-template>
        </xsl:if>
      </xsl:when>
      <xsl:when test="contains($s, '&#10;')">
        <xsl:call-template name="line">
          <xsl:with-param name="l" select="substring-before($s, '&#10;')"/>
        </xsl:call-template>
        <xsl:variable name="rest" select="substring-after($s, '&#10;')"/>
        <xsl:if test="$rest != ''">
          <xsl:call-template name="lines">
            <xsl:with-param name="s" select="$rest"/>
          </xsl:call-template>
        </xsl:if>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="line">
          <xsl:with-param name="l" select="$s"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- s after its first n lines ('' when it has no more). -->
  <xsl:template name="after-lines">
    <xsl:param name="s"/>
    <xsl:param name="n"/>
    <xsl:choose>
      <xsl:when test="$n &lt;= 0"><xsl:value-of select="$s"/></xsl:when>
      <xsl:when test="contains($s, '&#10;')">
        <xsl:call-template name="after-lines">
          <xsl:with-param name="s" select="substring-after($s, '&#10;')"/>
          <xsl:with-param name="n" select="$n - 1"/>
        </xsl:call-template>
      </xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="line">
    <xsl:param name="l"/>
    <xsl:choose>
      <!-- First the two kinds most lines are, each found by one test: a
           line that starts with none of the characters the cases below
           look for is text; one that starts with two blanks and holds
           more is monospace. -->
      <xsl:when test="not(contains(' =-&#9;&#10;&#13;', substring($l, 1, 1)))">
        <div><xsl:value-of select="$l"/></div>
      </xsl:when>
      <xsl:when test="starts-with($l, '  ') and normalize-space($l) != ''">
        <div style="font-family:'Courier New',Courier,monospace;font-size:12px;white-space:pre-wrap"><xsl:value-of select="$l"/></div>
      </xsl:when>
      <xsl:when test="normalize-space($l) = ''">
        <div style="height:10px;line-height:10px;font-size:1px">&#160;</div>
      </xsl:when>
      <!-- A text heading's underline (a line of = or of -): a thin rule.
           (starts-with first: translate costs for every line.) -->
      <xsl:when test="(starts-with($l, '=') or starts-with($l, '-')) and
          string-length($l) > 2 and
          (translate($l, '=', '') = '' or translate($l, '-', '') = '')">
        <div style="height:4px;line-height:4px;font-size:1px;border-top:1px solid #bbbbbb">&#160;</div>
      </xsl:when>
      <xsl:when test="starts-with($l, '  ')">
        <div style="font-family:'Courier New',Courier,monospace;font-size:12px;white-space:pre-wrap"><xsl:value-of select="$l"/></div>
      </xsl:when>
      <xsl:otherwise>
        <div><xsl:value-of select="$l"/></div>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The messages' blocks: a board diagram as a table, anything else as
       monospace lines.  (Overrides common.xsl's text version; the
       result is markup inside the sentence, copied by "message".) -->
  <xsl:template name="block">
    <xsl:param name="s"/>
    <xsl:param name="last" select="false()"/>
    <xsl:variable name="head" select="normalize-space(substring-before($s, '&#10;'))"/>
    <xsl:choose>
      <xsl:when test="$head = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15'">
        <xsl:call-template name="board">
          <xsl:with-param name="rows" select="substring-after($s, '&#10;')"/>
          <xsl:with-param name="last" select="contains($s, '[')"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <div style="margin:6px 0">
          <xsl:call-template name="lines">
            <xsl:with-param name="s" select="$s"/>
          </xsl:call-template>
        </div>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The key is drawn with the table. -->
  <xsl:template name="ro.board-key"/>
  <xsl:template name="en.board-key"/>

  <!-- A board: rows is the diagram without its header line.  16 columns
       of 21 px and 1 px between them: 354 px wide. -->
  <xsl:template name="board">
    <xsl:param name="rows"/>
    <xsl:param name="last" select="false()"/>
    <table cellspacing="1" cellpadding="0" border="0" bgcolor="#ffffff"
        style="border-collapse:separate;margin:8px 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;font-weight:bold;color:#222222">
      <tr style="font-size:10px;font-weight:normal;color:#666666">
        <td width="21" height="18"></td>
        <xsl:for-each select="$fifteen">
          <td width="21" height="18" align="center"><xsl:value-of select="position()"/></td>
        </xsl:for-each>
      </tr>
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="board-rows">
        <xsl:with-param name="rows" select="$rows"/>
        <xsl:with-param name="n" select="15"/>
      </xsl:call-template>
    </table>
    <div style="margin:0 0 8px 0;font-size:12px;color:#444444">
      <xsl:call-template name="key">
        <xsl:with-param name="colour" select="$c-tw"/>
        <xsl:with-param name="what" select="'legend-tw'"/>
      </xsl:call-template>
      <xsl:call-template name="key">
        <xsl:with-param name="colour" select="$c-dw"/>
        <xsl:with-param name="what" select="'legend-dw'"/>
      </xsl:call-template>
      <xsl:call-template name="key">
        <xsl:with-param name="colour" select="$c-tl"/>
        <xsl:with-param name="what" select="'legend-tl'"/>
      </xsl:call-template>
      <xsl:call-template name="key">
        <xsl:with-param name="colour" select="$c-dl"/>
        <xsl:with-param name="what" select="'legend-dl'"/>
      </xsl:call-template>
      <xsl:if test="$last">
        <xsl:call-template name="key">
          <xsl:with-param name="colour" select="$c-last"/>
          <xsl:with-param name="what" select="'legend-last'"/>
        </xsl:call-template>
      </xsl:if>
    </div>
  </xsl:template>

  <xsl:template name="key">
    <xsl:param name="colour"/>
    <xsl:param name="what"/>
    <span style="white-space:nowrap;margin-right:10px"><span style="background-color:{$colour};border:1px solid #999999">&#160;&#160;&#160;&#160;</span>&#160;<xsl:for-each select="$reply"><xsl:call-template name="say"><xsl:with-param name="lang" select="$first"/><xsl:with-param name="what" select="$what"/></xsl:call-template></xsl:for-each></span>
    <xsl:text> </xsl:text>
  </xsl:template>

  <!-- The first n rows of the diagram's lines rows, one <tr> each. -->
  <xsl:template name="board-rows">
    <xsl:param name="rows"/>
    <xsl:param name="n"/>
    <xsl:if test="$n > 0 and contains($rows, '&#10;')">
      <xsl:variable name="l" select="substring-before($rows, '&#10;')"/>
      <tr>
        <td width="21" height="21" align="center" style="font-size:10px;font-weight:normal;color:#666666"><xsl:value-of select="substring($l, 3, 1)"/></td>
        <xsl:for-each select="$fifteen">
          <xsl:variable name="at" select="5 + 3 * (position() - 1)"/>
          <xsl:variable name="c" select="substring($l, $at + 1, 1)"/>
          <xsl:variable name="last" select="substring($l, $at, 1) = '['"/>
          <xsl:choose>
            <xsl:when test="$last">
              <td align="center" bgcolor="{$c-last}" style="color:#000000;text-decoration:underline"><xsl:value-of select="$c"/></td>
            </xsl:when>
            <xsl:when test="$c != '' and contains('ABCDEFGHIJKLMNOPQRSTUVWXYZ', $c)">
              <td align="center" bgcolor="{$c-tile}"><xsl:value-of select="$c"/></td>
            </xsl:when>
            <xsl:when test="$c != '' and contains('abcdefghijklmnopqrstuvwxyz', $c)">
              <td align="center" bgcolor="{$c-tile}" style="color:#b3261e"><xsl:value-of select="$c"/></td>
            </xsl:when>
            <xsl:when test="$c = '='">
              <td bgcolor="{$c-tw}"></td>
            </xsl:when>
            <xsl:when test="$c = '-'">
              <td bgcolor="{$c-dw}"></td>
            </xsl:when>
            <xsl:when test="$c = '*'">
              <td align="center" bgcolor="{$c-dw}" style="color:#8a2a24">&#9733;</td>
            </xsl:when>
            <xsl:when test="$c = '&quot;'">
              <td bgcolor="{$c-tl}"></td>
            </xsl:when>
            <xsl:when test="$c = &quot;'&quot;">
              <td bgcolor="{$c-dl}"></td>
            </xsl:when>
            <xsl:otherwise>
              <td bgcolor="{$c-plain}"></td>
            </xsl:otherwise>
          </xsl:choose>
        </xsl:for-each>
      </tr>
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="board-rows">
        <xsl:with-param name="rows" select="substring-after($rows, '&#10;')"/>
        <xsl:with-param name="n" select="$n - 1"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

</xsl:stylesheet>
