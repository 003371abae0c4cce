<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     messages-ro.xsl: the Romanian words of the replies, imported by
     reply.xsl.  One template per result code, in mode "ro": "item" for the
     answer to one command line, "notice" for a remark about the whole
     mail; the arguments are the "arg" children (arg[@name='player']).
     The "reply" template holds the fixed pieces (subject, greeting, ...).
     To reword or translate, copy the templates directory, edit this file
     and point the program's templates setting at the copy.

     Write each sentence on one line inside its template (text outside
     xsl:text keeps the spaces and line breaks of the file); a line break
     is <xsl:text>&#10;</xsl:text>.  Paragraphs are wrapped at 78 columns
     by reply.xsl; a line that starts with blanks is a list entry whose
     continuation lines are indented. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <!-- The fixed pieces of the reply. -->
  <xsl:template match="reply" mode="ro">
    <xsl:param name="what"/>
    <xsl:choose>
      <!-- The pieces every answer asks for first, in the order it asks
           for them (each xsl:when is a test at every use). -->
      <xsl:when test="$what = 'greeting'">
        <xsl:text>Bună ziua</xsl:text>
        <xsl:if test="normalize-space(to/@name) != ''">
          <xsl:text>, </xsl:text>
          <xsl:value-of select="normalize-space(to/@name)"/>
        </xsl:if>
        <xsl:text>,</xsl:text>
      </xsl:when>
      <xsl:when test="$what = 'intro'">Iată ce s-a întâmplat cu fiecare comandă din mesajul dumneavoastră:</xsl:when>
      <xsl:when test="$what = 'closing'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">scrabmail</xsl:when>
          <xsl:otherwise>Cu stimă,<xsl:text>&#10;</xsl:text>Arbitrul</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'footer'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">Comenzile: scrabmail --help; manualul: man scrabmail.</xsl:when>
          <xsl:otherwise>Ajutor: trimiteți un mesaj care conține doar rândul AJUTOR.</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'other-language'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">În limba română: aceste mesaje sunt scrise în limba setării lang (scrabmail.conf).</xsl:when>
          <xsl:when test="(@kind = 'round' or @kind = 'results' or @kind = 'reminder' or @kind = 'over' or @kind = 'held' or item/args/@contest)">În limba română: concursul își scrie mesajele în engleză; comenzile merg și în română (TUR, NUME, AJUTOR).</xsl:when>
          <xsl:otherwise>În limba română: după SIGNON, comanda LIMBA ro vă aduce mesajele în română.</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'subject'">Răspuns la comenzile dumneavoastră</xsl:when>
      <xsl:when test="$what = 'opening'">
        <xsl:choose>
          <xsl:when test="@kind = 'round'">Vă trimitem enunțul unei noi runde.</xsl:when>
          <xsl:when test="@kind = 'results'">Vă trimitem rezultatele rundei încheiate<xsl:if test="notice[@code='round.announce' or @code='round.bulletin']"> și enunțul rundei următoare</xsl:if>.</xsl:when>
          <xsl:when test="@kind = 'reminder'">Vă scriem pentru a vă aminti de termenul rundei în curs.</xsl:when>
          <xsl:when test="@kind = 'over'">Concursul s-a încheiat. Vă mulțumim că ați participat!</xsl:when>
          <xsl:when test="@kind = 'held'">Vești despre o mutare reținută pentru verificare.</xsl:when>
          <xsl:when test="@kind = 'championship'">Campionatul s-a încheiat. Vă mulțumim că ați participat!</xsl:when>
          <xsl:when test="@kind = 'game'">Vești din partida dumneavoastră prin poștă.</xsl:when>
          <xsl:when test="@kind = 'account'">Vești despre contul dumneavoastră de jucător.</xsl:when>
          <xsl:when test="@kind = 'organiser'">Un mesaj pentru organizator.</xsl:when>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'heading'">=================== Versiunea în limba română ===================</xsl:when>
      <xsl:when test="$what = 'page'">Pagina de pe web:</xsl:when>
      <xsl:when test="$what = 'legend-last'">ultima mutare</xsl:when>
      <xsl:when test="$what = 'legend-tw'">cuvânt ×3</xsl:when>
      <xsl:when test="$what = 'legend-dw'">cuvânt ×2</xsl:when>
      <xsl:when test="$what = 'legend-tl'">literă ×3</xsl:when>
      <xsl:when test="$what = 'legend-dl'">literă ×2</xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- Answers to command lines. -->
  <xsl:template match="item[@code='help']" mode="ro"><xsl:for-each select="args"><xsl:choose><xsl:when test="@context = 'player' and @games = '0' and @contests = '0'">Nu jucați acum nicio partidă prin poștă și nu este deschis niciun concurs în care să puteți trimite mutări. Comenzile sunt mai jos.</xsl:when><xsl:when test="@context = 'player' and @games = '0'">Nu jucați acum nicio partidă prin poștă. Concursurile în care puteți trimite mutări:</xsl:when><xsl:when test="@context = 'player'">Ce puteți face acum:</xsl:when><xsl:otherwise><xsl:choose><xsl:when test="@context = 'known'">Adresa de la care scrieți este a unui jucător înscris: puneți rândul SIGNON jucător parolă înaintea rândului AJUTOR, iar răspunsul vă va arăta și partidele dumneavoastră.</xsl:when><xsl:when test="@signup = '1'">Nu sunteți jucător înscris. În concursurile deschise puteți trimite mutări și fără înscriere (TUR); ca să jucați partide prin poștă, trimiteți INSCRIERE nume [numele real] de la adresa dumneavoastră.</xsl:when><xsl:otherwise>Nu sunteți jucător înscris. În concursurile deschise puteți trimite mutări și fără înscriere (TUR); ca să jucați partide prin poștă, cereți organizatorului să vă înscrie.</xsl:otherwise></xsl:choose><xsl:if test="@contests != '0'"> Concursurile în care puteți trimite mutări:</xsl:if></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='help.commands']" mode="ro">
    <xsl:text>Comenzile se scriu câte una pe rând, la începutul mesajului, în română sau în engleză (cuvântul englezesc este între paranteze).&#10;&#10;</xsl:text>
    <xsl:text>Contul dumneavoastră:&#10;</xsl:text>
    <xsl:text>  AJUTOR (HELP) – acest ajutor, cu partidele și concursurile dumneavoastră;&#10;</xsl:text>
    <xsl:text>  SIGNON jucător parolă – vă identifică drept jucătorul înscris cu acest nume; comenzile care cer identificare se pun după acest rând;&#10;</xsl:text>
    <xsl:text>  PAROLA parolă-nouă (PASSWORD) – vă schimbă parola, după SIGNON;&#10;</xsl:text>
    <xsl:text>  LIMBA ro|en (LANGUAGE) – limba în care primiți mesajele, după SIGNON;&#10;</xsl:text>
    <xsl:text>  CINESUNT (WHOAMI) – arată ca cine vă recunoaște arbitrul;&#10;</xsl:text>
    <xsl:text>  GATA (SIGNOFF) – sfârșitul comenzilor: ce urmează nu se mai citește.&#10;</xsl:text>
    <xsl:if test="args/@signup = '1'">
      <xsl:text>  INSCRIERE nume [numele real] (REGISTER) – cereți să deveniți jucător, de la o adresă care nu este a unui jucător; răspunsul aduce un cod;&#10;</xsl:text>
      <xsl:text>  CONFIRMARE cod (CONFIRM) – trimiteți codul înapoi, de la aceeași adresă;&#10;</xsl:text>
      <xsl:text>  INTRU campionat (JOIN) – vă înscrie într-un campionat care primește înscrieri prin poștă, după SIGNON.&#10;</xsl:text>
    </xsl:if>
    <xsl:text>&#10;Partidele prin poștă, după SIGNON:&#10;</xsl:text>
    <xsl:text>  LISTA (LIST) – partidele și concursurile dumneavoastră: al cui este rândul, termenul, scorul;&#10;</xsl:text>
    <xsl:text>  MUTARE partidă număr mutare (MOVE) – de exemplu MUTARE 12 7 H8 CASA: în partida 12, mutarea a 7-a, cuvântul CASA de la H8;&#10;</xsl:text>
    <xsl:text>  SCHIMB partidă număr litere (EXCHANGE), PAS partidă număr (PASS), ABANDON partidă (RESIGN);&#10;</xsl:text>
    <xsl:text>  STARE [partidă] (STATUS), ISTORIC partidă (HISTORY), RETRIMITE [partidă] (RESEND) – poziția, mutările și mesajele, poziția trimisă din nou;&#10;</xsl:text>
    <xsl:text>  MESAJ partidă text (MESSAGE) – un mesaj pentru adversarii din partidă; textul poate continua pe rândurile următoare, până la un rând gol;&#10;</xsl:text>
    <xsl:text>  NUME numele real (NAME) – numele cu care vă salută mesajele și apăreți în clasamente;&#10;</xsl:text>
    <xsl:text>  VACANTA zile [prima-zi] (LEAVE) – zilele de absență într-un campionat.&#10;</xsl:text>
    <xsl:text>&#10;Concursurile de duplicat:&#10;</xsl:text>
    <xsl:text>  TUR n mutare (ROUND) – mutarea pentru runda n, de exemplu TUR 7 H8 CASA 8: coordonata, cuvântul întreg, punctajul;&#10;</xsl:text>
    <xsl:text>  NUME numele dumneavoastră (NAME) – numele din clasamentul concursului;&#10;</xsl:text>
    <xsl:text>  CONCURS nume (CONTEST) – concursul pentru care sunt rândurile următoare, când jucați în mai multe;&#10;</xsl:text>
    <xsl:text>  STOP – nu mai primiți rundele unui concurs deschis.</xsl:text>
  </xsl:template>

  <xsl:template match="item[@code='help.game']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@id"/>, cu <xsl:value-of select="@opponents"/>: <xsl:choose><xsl:when test="@mine = '1'">este rândul dumneavoastră, mutarea <xsl:value-of select="@number"/><xsl:if test="@deadline != ''">, cu termenul <xsl:value-of select="@deadline"/></xsl:if>. Scrieți, după SIGNON: MUTARE <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>, apoi coordonata și cuvântul (de exemplu MUTARE <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> H8 CASA), sau SCHIMB <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> LITERE, sau PAS <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>.</xsl:when><xsl:otherwise><xsl:value-of select="@to_move"/> are de jucat mutarea <xsl:value-of select="@number"/><xsl:if test="@deadline != ''">, cu termenul <xsl:value-of select="@deadline"/></xsl:if>. Vă scriem când vine rândul dumneavoastră; până atunci, MESAJ <xsl:value-of select="@id"/> urmat de text trimite un mesaj <xsl:choose><xsl:when test="contains(@opponents, ', ')">adversarilor</xsl:when><xsl:otherwise>adversarului</xsl:otherwise></xsl:choose>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>


  <xsl:template match="item[@code='help.contest']" mode="ro"><xsl:for-each select="args">Concursul „<xsl:value-of select="@name"/>”: <xsl:choose><xsl:when test="@current = '0'">runda următoare nu este încă deschisă; o primiți prin poștă când începe.</xsl:when><xsl:otherwise><xsl:if test="@entered = '1'">mutarea dumneavoastră pentru runda <xsl:value-of select="@current"/> a sosit; o altă mutare trimisă pentru aceeași rundă o înlocuiește. </xsl:if><xsl:if test="@entered != '1'">runda <xsl:value-of select="@current"/> este deschisă. </xsl:if>Termenul de predare: <xsl:choose><xsl:when test="@deadline != ''"><xsl:value-of select="@deadline"/></xsl:when><xsl:otherwise>cel din anunțul rundei</xsl:otherwise></xsl:choose>. Mutarea se scrie: <xsl:if test="@several = '1'">CONCURS <xsl:value-of select="@name"/> pe un rând, apoi </xsl:if>TUR <xsl:value-of select="@current"/> H8 CASA 8 (coordonata, cuvântul întreg, punctajul)<xsl:if test="@tactic = '1'">, iar a doua mutare pe rândul următor</xsl:if>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list']" mode="ro"><xsl:for-each select="args"><xsl:if test="@context = 'known'">Ca să vedeți și partidele dumneavoastră, puneți rândul SIGNON jucător parolă înaintea rândului LISTA. </xsl:if><xsl:choose><xsl:when test="@games = '0' and @contests = '0' and @context = 'player'">Nu jucați acum nicio partidă prin poștă și nu este deschis niciun concurs în care să puteți trimite mutări.</xsl:when><xsl:when test="@games = '0' and @contests = '0'">Nu este deschis niciun concurs în care să puteți trimite mutări de la această adresă.</xsl:when><xsl:when test="@games = '0' and @context = 'player'">Nu jucați acum nicio partidă prin poștă. Concursurile în care puteți trimite mutări:</xsl:when><xsl:when test="@games = '0'">Concursurile în care puteți trimite mutări:</xsl:when><xsl:when test="@contests = '0'">Partidele dumneavoastră, întâi cele în care este rândul dumneavoastră:</xsl:when><xsl:otherwise>Partidele dumneavoastră, întâi cele în care este rândul dumneavoastră, apoi concursurile în care puteți trimite mutări:</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list.game']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@id"/><xsl:if test="@variant = 'maruntel'"> (liber mărunțel)</xsl:if>, cu <xsl:value-of select="@opponents"/>: <xsl:choose><xsl:when test="@mine = '1'">este rândul dumneavoastră, mutarea <xsl:value-of select="@number"/></xsl:when><xsl:otherwise><xsl:value-of select="@to_move"/> are de jucat mutarea <xsl:value-of select="@number"/></xsl:otherwise></xsl:choose><xsl:choose><xsl:when test="@deadline != ''">, cu termenul <xsl:value-of select="@deadline"/></xsl:when><xsl:otherwise>, fără termen</xsl:otherwise></xsl:choose>. Scorul: <xsl:value-of select="@scores"/>.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list.contest']" mode="ro"><xsl:for-each select="args">Concursul „<xsl:value-of select="@name"/>”: <xsl:choose><xsl:when test="@current = '0'">runda următoare nu este încă deschisă.</xsl:when><xsl:otherwise>runda <xsl:value-of select="@current"/><xsl:if test="@deadline != ''">, cu termenul <xsl:value-of select="@deadline"/></xsl:if>; <xsl:choose><xsl:when test="@entered = '1'">mutarea dumneavoastră a sosit.</xsl:when><xsl:otherwise>nu ați trimis încă mutarea (TUR <xsl:value-of select="@current"/> mutarea).</xsl:otherwise></xsl:choose></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='message.ok']" mode="ro"><xsl:for-each select="args">Mesajul a fost trimis în partida <xsl:value-of select="@game"/> către <xsl:value-of select="@to"/>. Textul trimis:&#10;<xsl:value-of select="@text"/></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.usage']" mode="ro">Comanda MESAJ se scrie: MESAJ partidă text, după SIGNON (de exemplu: MESAJ 12 Bună mutare!). Textul poate continua pe rândurile următoare, până la un rând gol. Nu s-a trimis nimic.</xsl:template>
  <xsl:template match="item[@code='message.game-over']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/> s-a încheiat, așa că mesajul nu a fost trimis: mesajele se trimit numai în partidele în desfășurare.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.empty']" mode="ro"><xsl:for-each select="args">Mesajul pentru partida <xsl:value-of select="@game"/> nu are text, așa că nu a fost trimis. Scrieți textul după numărul partidei: MESAJ <xsl:value-of select="@game"/> textul dumneavoastră.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.too-long']" mode="ro"><xsl:for-each select="args">Mesajul pentru partida <xsl:value-of select="@game"/> este prea lung (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@length"/><xsl:with-param name="one" select="'caracter'"/><xsl:with-param name="many" select="'caractere'"/></xsl:call-template>, <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@lines"/><xsl:with-param name="one" select="'rând'"/><xsl:with-param name="many" select="'rânduri'"/></xsl:call-template>), așa că nu a fost trimis. Un mesaj are cel mult <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'caracter'"/><xsl:with-param name="many" select="'caractere'"/></xsl:call-template> și cel mult <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max_lines"/><xsl:with-param name="one" select="'rând'"/><xsl:with-param name="many" select="'rânduri'"/></xsl:call-template>; scurtați-l sau împărțiți-l în mai multe.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.too-many']" mode="ro"><xsl:for-each select="args"><xsl:choose><xsl:when test="@max = '0'">Organizatorul nu permite mesaje între jucători, așa că mesajul pentru partida <xsl:value-of select="@game"/> nu a fost trimis.</xsl:when><xsl:otherwise>Ați trimis deja <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'mesaj'"/><xsl:with-param name="many" select="'mesaje'"/></xsl:call-template> în ultimele 24 de ore, cât permite organizatorul, așa că mesajul pentru partida <xsl:value-of select="@game"/> nu a fost trimis.<xsl:if test="@next != ''"> Puteți trimite din nou după <xsl:value-of select="@next"/>.</xsl:if></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='signon.ok']" mode="ro">Sunteți identificat drept jucătorul <xsl:value-of select="arg[@name='player']"/>.</xsl:template>

  <xsl:template match="item[@code='signon.unknown-player']" mode="ro">Nu există niciun jucător înscris cu numele „<xsl:value-of select="arg[@name='player']"/>”. Verificați cum l-ați scris sau cereți organizatorului să vă înscrie.</xsl:template>

  <xsl:template match="item[@code='signon.bad-password']" mode="ro">Parola nu este cea a jucătorului <xsl:value-of select="arg[@name='player']"/>, așa că nu sunteți identificat, iar comenzile care cer identificare nu au fost executate. Verificați parola și trimiteți din nou.</xsl:template>

  <xsl:template match="item[@code='signon.usage']" mode="ro">Comanda SIGNON se scrie astfel: SIGNON jucător parolă (de exemplu: SIGNON popescu.ion parola-mea).</xsl:template>

  <!-- A command the program names in English (its table's name), by its
       Romanian name. -->
  <xsl:template name="ro.cmd">
    <xsl:param name="cmd"/>
    <xsl:choose>
      <xsl:when test="$cmd = 'CONFIRM'">CONFIRMARE</xsl:when>
      <xsl:when test="$cmd = 'CONTEST'">CONCURS</xsl:when>
      <xsl:when test="$cmd = 'EXCHANGE'">SCHIMB</xsl:when>
      <xsl:when test="$cmd = 'HELP'">AJUTOR</xsl:when>
      <xsl:when test="$cmd = 'HISTORY'">ISTORIC</xsl:when>
      <xsl:when test="$cmd = 'JOIN'">INTRU</xsl:when>
      <xsl:when test="$cmd = 'LANGUAGE'">LIMBA</xsl:when>
      <xsl:when test="$cmd = 'LEAVE'">VACANTA</xsl:when>
      <xsl:when test="$cmd = 'LIST'">LISTA</xsl:when>
      <xsl:when test="$cmd = 'MESSAGE'">MESAJ</xsl:when>
      <xsl:when test="$cmd = 'MOVE'">MUTARE</xsl:when>
      <xsl:when test="$cmd = 'NAME'">NUME</xsl:when>
      <xsl:when test="$cmd = 'PASS'">PAS</xsl:when>
      <xsl:when test="$cmd = 'PASSWORD'">PAROLA</xsl:when>
      <xsl:when test="$cmd = 'REGISTER'">INSCRIERE</xsl:when>
      <xsl:when test="$cmd = 'RESEND'">RETRIMITE</xsl:when>
      <xsl:when test="$cmd = 'RESIGN'">ABANDON</xsl:when>
      <xsl:when test="$cmd = 'ROUND'">TUR</xsl:when>
      <xsl:when test="$cmd = 'SIGNOFF'">GATA</xsl:when>
      <xsl:when test="$cmd = 'STATUS'">STARE</xsl:when>
      <xsl:when test="$cmd = 'WHOAMI'">CINESUNT</xsl:when>
      <xsl:otherwise><xsl:value-of select="$cmd"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template match="item[@code='signon.needed']" mode="ro">Comanda <xsl:call-template name="ro.cmd"><xsl:with-param name="cmd" select="arg[@name='cmd']"/></xsl:call-template> cere să vă identificați mai întâi: puneți înaintea ei un rând SIGNON jucător parolă. Comanda nu a fost executată.</xsl:template>

  <xsl:template match="item[@code='password.ok']" mode="ro">Parola a fost schimbată. De acum înainte folosiți parola nouă.</xsl:template>

  <xsl:template match="item[@code='password.usage']" mode="ro">Comanda PAROLA se scrie astfel: PAROLA parolă-nouă, pe un rând aflat după SIGNON.</xsl:template>

  <xsl:template match="item[@code='password.too-long']" mode="ro">Parola nouă este prea lungă: cel mult <xsl:value-of select="arg[@name='max']"/> de octeți. Parola veche rămâne valabilă.</xsl:template>
  <xsl:template match="item[@code='password.too-short']" mode="ro">Parola nouă este prea scurtă: numărul minim de caractere este <xsl:value-of select="arg[@name='min']"/>. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="item[@code='password.same-as-name']" mode="ro">Parola nouă nu poate fi identică cu numele de jucător. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="item[@code='password.bad-chars']" mode="ro">Parola nouă nu poate conține spații sau caractere de control. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="notice[@code='signon.warning']" mode="ro-subject"><xsl:for-each select="args">Parole greșite pentru jucătorul <xsl:value-of select="@player"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signon.warning']" mode="ro"><xsl:for-each select="args">Cineva care scrie de la <xsl:value-of select="@from"/> a încercat să se identifice drept jucătorul <xsl:value-of select="@player"/> și a dat o parolă greșită (încercări greșite la rând: <xsl:value-of select="@failures"/>). Identificarea ca <xsl:value-of select="@player"/> de la acea adresă este blocată acum pentru <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@minutes"/><xsl:with-param name="one" select="'minut'"/><xsl:with-param name="many" select="'minute'"/></xsl:call-template>. Adresa dumneavoastră înregistrată, la care primiți acest mesaj, nu este blocată: vă puteți identifica la fel ca până acum. Dacă ați fost dumneavoastră, așteptați și încercați din nou; dacă nu, e bine să vă alegeți o parolă nouă (un rând SIGNON, apoi PAROLA parolă-nouă) și să anunțați organizatorul. Vă scriem despre aceasta cel mult o dată pe zi.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signon.no-password']" mode="ro">Jucătorul <xsl:value-of select="arg[@name='player']"/> nu are încă o parolă, așa că nu vă puteți identifica. Cereți organizatorului o parolă.</xsl:template>

  <xsl:template match="item[@code='signon.locked']" mode="ro">De la această adresă au venit prea multe parole greșite pentru jucătorul <xsl:value-of select="arg[@name='player']"/>, așa că identificarea ca <xsl:value-of select="arg[@name='player']"/> de la ea este blocată încă <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="arg[@name='minutes']"/><xsl:with-param name="one" select="'minut'"/><xsl:with-param name="many" select="'minute'"/></xsl:call-template>. Încercați din nou după aceea; dacă nu ați fost dumneavoastră, anunțați organizatorul.</xsl:template>

  <xsl:template match="item[@code='signoff.ok']" mode="ro">Sfârșitul comenzilor.</xsl:template>

  <xsl:template match="item[@code='stop.ok']" mode="ro">De acum nu vă mai trimitem rezultatele și rundele următoare ale concursului: <xsl:value-of select="arg[@name='contests']"/>. Dacă vreți să jucați din nou, trimiteți o mutare pentru runda în curs (TUR n mutarea) și le veți primi iar.</xsl:template>

  <xsl:template match="item[@code='stop.none']" mode="ro">De la această adresă nu jucați în niciun concurs deschis care să fie în desfășurare, așa că nu aveam ce opri.</xsl:template>

  <xsl:template match="item[@code='language.ok']" mode="ro">De la următorul mesaj veți primi mesajele în <xsl:choose><xsl:when test="arg[@name='lang'] = 'en'">engleză</xsl:when><xsl:otherwise>română</xsl:otherwise></xsl:choose>.</xsl:template>

  <xsl:template match="item[@code='language.usage']" mode="ro">Comanda LIMBA se scrie astfel: LIMBA ro sau LIMBA en, pe un rând aflat după SIGNON.</xsl:template>

  <xsl:template match="item[@code='whoami.player']" mode="ro">Sunteți jucătorul <xsl:value-of select="arg[@name='player']"/>, cu adresa înregistrată <xsl:value-of select="arg[@name='email']"/>.</xsl:template>

  <xsl:template match="item[@code='whoami.anonymous']" mode="ro">Nu sunteți identificat. Mesajul a venit de la <xsl:value-of select="arg[@name='addr']"/>; pentru a vă identifica, trimiteți rândul SIGNON jucător parolă.</xsl:template>

  <xsl:template match="item[@code='cmd.unknown']" mode="ro">Nu cunosc comanda „<xsl:value-of select="arg[@name='word']"/>”. Trimiteți AJUTOR pentru lista comenzilor.</xsl:template>

  <xsl:template match="item[@code='cmd.ambiguous']" mode="ro">„<xsl:value-of select="arg[@name='word']"/>” poate fi începutul mai multor comenzi (<xsl:value-of select="arg[@name='candidates']"/>); scrieți comanda mai pe larg.</xsl:template>

  <xsl:template match="item[@code='cmd.too-many']" mode="ro">Mesajul are prea multe comenzi: au fost executate doar primele <xsl:value-of select="arg[@name='max']"/>, iar aceasta și cele care urmează, nu. Trimiteți-le într-un mesaj separat.</xsl:template>

  <xsl:template match="notice[@code='cmd.ignored-after-signoff']" mode="ro">Rândurile de după GATA (SIGNOFF) nu au fost citite: acolo se opresc comenzile.</xsl:template>

  <xsl:template match="item[@code='cmd.password-line']" mode="ro"><xsl:choose><xsl:when test="arg[@name='cmd'] = 'PASSWORD'">Acest rând nu a fost citit și nu îl arăt: vine după o comandă PAROLA fără parola nouă, deci poate fi chiar parola. Parola nouă se scrie pe același rând cu comanda: PAROLA parolă-nouă.</xsl:when><xsl:otherwise>Acest rând nu a fost citit și nu îl arăt: vine după o comandă SIGNON fără parolă, deci poate fi chiar parola. Parola se scrie pe același rând cu comanda: SIGNON jucător parolă (de exemplu: SIGNON popescu.ion parola-mea).</xsl:otherwise></xsl:choose></xsl:template>
  <xsl:template match="notice[@code='cmd.end']" mode="ro">Rândul „<xsl:value-of select="arg[@name='line']"/>” nu este o comandă, așa că acolo s-au încheiat comenzile mesajului<xsl:if test="arg[@name='rest'] != ''">; rândurile de după el nu au fost citite</xsl:if>. Dacă ați vrut să scrieți o comandă, trimiteți-o din nou, pe un rând al ei (AJUTOR vă arată lista comenzilor).</xsl:template>

  <xsl:template match="item[@code='cmd.move-hint-game']" mode="ro">Acest rând pare o mutare, dar îi lipsește comanda. În partida <xsl:value-of select="arg[@name='game']"/> este rândul dumneavoastră; scrieți așa: MUTARE <xsl:value-of select="arg[@name='game']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='number']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='move']"/></xsl:template>

  <xsl:template match="item[@code='cmd.move-hint-round']" mode="ro">Acest rând pare o mutare pentru concursul „<xsl:value-of select="arg[@name='contest']"/>”, dar îi lipsește numărul turului. Scrieți așa: TUR <xsl:value-of select="arg[@name='round']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='move']"/></xsl:template>

  <xsl:template match="item[@code='cmd.move-hint']" mode="ro">Acest rând pare o mutare, dar nu știu pentru ce joc este. Pentru o partidă scrieți MUTARE, numărul partidei, numărul mutării și mutarea, de exemplu MUTARE 12 5 <xsl:value-of select="arg[@name='move']"/> (după SIGNON); pentru un tur de concurs scrieți TUR, numărul turului și mutarea, de exemplu TUR 3 <xsl:value-of select="arg[@name='move']"/>.</xsl:template>

  <!-- Remarks about the mail as a whole. -->
  <xsl:template match="notice[@code='mail.no-commands']" mode="ro">Nu am găsit nicio comandă în mesajul dumneavoastră. Scrieți comenzile în text simplu, câte una pe rând, la începutul mesajului; trimiteți AJUTOR pentru lista comenzilor.</xsl:template>

  <xsl:template match="notice[@code='mail.too-big']" mode="ro">Mesajul dumneavoastră este prea mare (<xsl:value-of select="arg[@name='size']"/> KB; limita este de <xsl:value-of select="arg[@name='max']"/> KB) și nu a fost citit. Trimiteți comenzile într-un mesaj mai scurt, fără atașamente.</xsl:template>

  <xsl:template match="notice[@code='mail.unreadable']" mode="ro">Mesajul dumneavoastră nu a putut fi citit (<xsl:value-of select="arg[@name='detail']"/>). Vă rugăm să-l trimiteți din nou, ca text simplu.</xsl:template>

  <xsl:template match="notice[@code='mail.no-text']" mode="ro">Mesajul dumneavoastră nu are o parte de text pe care s-o pot citi (are, de exemplu, doar atașamente). Scrieți comenzile direct în corpul mesajului.</xsl:template>

  <xsl:template match="notice[@code='mail.too-many-lines']" mode="ro">Mesajul are prea multe rânduri (limita: <xsl:value-of select="arg[@name='max']"/>); au fost citite doar primele <xsl:value-of select="arg[@name='max']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.other-address']" mode="ro">Acest mesaj a venit de la <xsl:value-of select="arg[@name='from']"/>, care nu este adresa dumneavoastră înregistrată; o copie a acestui răspuns merge și la adresa înregistrată, <xsl:value-of select="arg[@name='registered']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.copy-for-registered']" mode="ro">Primiți această copie la adresa înregistrată pentru că mesajul la care răspundem a fost trimis în numele dumneavoastră de la <xsl:value-of select="arg[@name='from']"/>. Dacă nu l-ați trimis dumneavoastră, schimbați-vă parola și anunțați organizatorul.</xsl:template>

  <!-- ================= Duplicate contests ================= -->
  <!-- Shared pieces.  Arguments used below: contest, round, move,
       claimed, deadline, ... (see each code). -->

  <!-- n followed by its noun (by default "punct", "puncte"): "1 punct",
       "8 puncte", "24 de puncte", "101 puncte", "100 de puncte"; a
       fraction with its decimal comma and the plural without "de" (the
       noun follows the last numeral read, the decimal: "1,5 ore", "20,5
       ore"); a value that is not a number is shown as it is, with the
       plural.  single: what to write instead of "1 " and the noun, for
       a text that reads better in words ("o oră"). -->
  <xsl:template name="ro.nr">
    <xsl:param name="n"/>
    <xsl:param name="one" select="'punct'"/>
    <xsl:param name="many" select="'puncte'"/>
    <xsl:param name="single" select="''"/>
    <xsl:choose>
      <xsl:when test="$n = 1 and $single != ''">
        <xsl:value-of select="$single"/>
      </xsl:when>
      <xsl:when test="string(number($n)) = 'NaN'">
        <xsl:value-of select="$n"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="translate($n, '.', ',')"/>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:choose>
      <xsl:when test="$n = 1 and $single != ''"/>
      <xsl:when test="$n = 1">
        <xsl:text> </xsl:text>
        <xsl:value-of select="$one"/>
      </xsl:when>
      <xsl:when test="number($n) != floor(number($n))">
        <xsl:text> </xsl:text>
        <xsl:value-of select="$many"/>
      </xsl:when>
      <xsl:when test="$n mod 100 &gt;= 20 or ($n mod 100 = 0 and $n != 0)">
        <xsl:text> de </xsl:text>
        <xsl:value-of select="$many"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:text> </xsl:text>
        <xsl:value-of select="$many"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A contest's standings as the program writes them (game-contest.c's
       standings_text: lines "  1. name  total  98.1%", the percentage
       last, in 5 columns and "%"), with the decimal comma: "98,1%".  Only
       the last 6 characters of a line are read, so a name holding a "."
       is left as it is. -->
  <xsl:template name="ro.standings">
    <xsl:param name="s"/>
    <xsl:variable name="line">
      <xsl:choose>
        <xsl:when test="contains($s, '&#10;')">
          <xsl:value-of select="substring-before($s, '&#10;')"/>
        </xsl:when>
        <xsl:otherwise><xsl:value-of select="$s"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:variable name="k" select="string-length($line) - 6"/>
    <xsl:choose>
      <xsl:when test="$k &gt;= 0 and substring($line, $k + 6) = '%'">
        <xsl:value-of select="substring($line, 1, $k)"/>
        <xsl:value-of select="translate(substring($line, $k + 1), '.', ',')"/>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$line"/></xsl:otherwise>
    </xsl:choose>
    <xsl:if test="contains($s, '&#10;')">
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="ro.standings">
        <xsl:with-param name="s" select="substring-after($s, '&#10;')"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- "runda 7 a concursului „Flacăra”" -->
  <xsl:template name="ro.round-of">
    <xsl:text>runda </xsl:text>
    <xsl:value-of select="@round"/>
    <xsl:text> a concursului „</xsl:text>
    <xsl:value-of select="@contest"/>
    <xsl:text>”</xsl:text>
  </xsl:template>

  <!-- " (punctaj anunțat: 8)" or " (fără punctaj anunțat)". -->
  <xsl:template name="ro.claimed">
    <xsl:choose>
      <xsl:when test="@claimed != ''"> (punctaj anunțat: <xsl:value-of select="@claimed"/>)</xsl:when>
      <xsl:otherwise> (fără punctaj anunțat)</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "termenul de predare" with the deadline when there is one. -->
  <xsl:template name="ro.deadline">
    <xsl:text>termenul de predare</xsl:text>
    <xsl:if test="@deadline != ''">
      <xsl:text> (</xsl:text>
      <xsl:value-of select="@deadline"/>
      <xsl:text>)</xsl:text>
    </xsl:if>
  </xsl:template>

  <xsl:template name="ro.until-deadline">Mutările se judecă toate după <xsl:call-template name="ro.deadline"/>; până atunci, o nouă mutare trimisă pentru aceeași rundă o înlocuiește pe aceasta.</xsl:template>

  <!-- How to write an entry, after a sentence ending with ":". -->
  <xsl:template name="ro.how-to">
    <xsl:param name="round" select="'7'"/>
    <xsl:param name="tactic" select="false()"/>
    <xsl:text>&#10;  TUR </xsl:text>
    <xsl:value-of select="$round"/>
    <xsl:text>&#10;  H8 CASA 8&#10;</xsl:text>
    <xsl:if test="$tactic">
      <xsl:text>  9G TEI 6&#10;  TOTAL 14&#10;</xsl:text>
    </xsl:if>
    <xsl:choose>
      <xsl:when test="$tactic">adică numărul rundei pe primul rând, apoi cele două mutări, fiecare pe rândul ei, în ordinea în care le jucați: coordonata primei litere (H8 pentru un cuvânt orizontal, 8H pentru unul vertical), cuvântul întreg, cu literele aflate deja pe tablă, și punctajul mutării; pe ultimul rând, TOTAL urmat de suma celor două punctaje.</xsl:when>
      <xsl:otherwise>adică numărul rundei pe primul rând, iar pe următorul mutarea: coordonata primei litere (H8 pentru un cuvânt orizontal, 8H pentru unul vertical), cuvântul întreg, cu literele aflate deja pe tablă, și punctajul pe care îl anunțați.</xsl:otherwise>
    </xsl:choose>
    <xsl:text> Un joker se marchează cu 0 după litera pe care o înlocuiește (C0ASA) sau cu o literă mică într-un cuvânt scris cu majuscule (cASA).</xsl:text>
  </xsl:template>

  <!-- The variant's name and its rule in one sentence. -->
  <xsl:template name="ro.variant-name">
    <xsl:param name="v"/>
    <xsl:choose>
      <xsl:when test="$v = 'classic' or $v = ''">duplicat clasic</xsl:when>
      <xsl:when test="$v = 'metagrama' or $v = 'metagramă'">duplicat metagramă</xsl:when>
      <xsl:otherwise>duplicat <xsl:value-of select="$v"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template name="ro.variant-rule">
    <xsl:param name="v"/>
    <xsl:choose>
      <xsl:when test="$v = 'classic' or $v = ''">Toți participanții au aceleași litere; fiecare primește punctajul propriei mutări, iar mutarea de top se joacă pe tablă și continuă partida.</xsl:when>
      <xsl:when test="$v = 'top'">Varianta top: în clasament contează numărul de mutări de top găsite, nu punctele.</xsl:when>
      <xsl:when test="$v = 'eliptic'">Varianta eliptic: s-au tras 8 litere, din care folosiți cel mult 7.</xsl:when>
      <xsl:when test="$v = 'completiv'">Varianta completiv: s-au tras 6 litere; a șaptea o alegeți dumneavoastră dintre literele rămase în sac.</xsl:when>
      <xsl:when test="$v = 'superjoker'">Varianta superjoker: s-au tras 5 litere; celelalte două le alegeți dumneavoastră dintre literele rămase în sac.</xsl:when>
      <xsl:when test="$v = 'tactic'">Varianta tactic: jucați două mutări succesive, câte una cu literele fiecărei grupe (a doua pe tabla rezultată după prima); scrieți punctajul fiecăreia; punctajul rundei este totalul lor.</xsl:when>
      <xsl:when test="$v = 'metagrama' or $v = 'metagramă'">Varianta metagramă: puteți schimba una dintre aceste litere (oricare) cu o literă rămasă în sac, apoi jucați cu literele obținute.</xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- The percentage with a decimal comma: "98,1%". -->
  <xsl:template name="ro.percent">
    <xsl:param name="p"/>
    <xsl:value-of select="translate($p, '.%', ',')"/>
    <xsl:text>%</xsl:text>
  </xsl:template>

  <!-- Answers to the lines of an entry. -->
  <xsl:template match="item[@code='round.received']" mode="ro"><xsl:for-each select="args">Am primit mutarea dumneavoastră pentru <xsl:call-template name="ro.round-of"/>: <xsl:value-of select="@move"/><xsl:call-template name="ro.claimed"/>. <xsl:call-template name="ro.until-deadline"/></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.received-judged']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Am primit mutarea dumneavoastră pentru </xsl:text>
      <xsl:call-template name="ro.round-of"/>
      <xsl:text>: </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="ro.claimed"/>
      <xsl:text>. </xsl:text>
      <xsl:choose>
        <xsl:when test="@valid = 'yes'">
          <xsl:text>Mutarea este valabilă și valorează </xsl:text>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="@claimed != '' and
              number(@claimed) != number(@score)">
            <xsl:text> Atenție: punctajul anunțat (</xsl:text>
            <xsl:value-of select="@claimed"/>
            <xsl:text>) nu este cel corect.</xsl:text>
          </xsl:if>
          <xsl:text> Până la </xsl:text>
          <xsl:call-template name="ro.deadline"/>
          <xsl:text> puteți trimite o altă mutare pentru aceeași rundă, care o va înlocui pe aceasta.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Mutarea nu este valabilă</xsl:text>
          <xsl:choose>
            <xsl:when test="@reason != ''">
              <xsl:text>: </xsl:text>
              <xsl:call-template name="end-sentence">
                <xsl:with-param name="s"><xsl:call-template name="ro.verdict"><xsl:with-param name="code" select="@vcode"/></xsl:call-template></xsl:with-param>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise>.</xsl:otherwise>
          </xsl:choose>
          <xsl:text> Așa cum este, ar primi 0 puncte; până la </xsl:text>
          <xsl:call-template name="ro.deadline"/>
          <xsl:text> puteți trimite o altă mutare, care o va înlocui pe aceasta.</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.replaced']" mode="ro"><xsl:for-each select="args">Am primit noua dumneavoastră mutare pentru <xsl:call-template name="ro.round-of"/>: <xsl:value-of select="@move"/><xsl:call-template name="ro.claimed"/>. Ea o înlocuiește pe cea trimisă anterior, <xsl:value-of select="@previous"/>. <xsl:call-template name="ro.until-deadline"/></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.held']" mode="ro"><xsl:for-each select="args">Mutarea dumneavoastră pentru <xsl:call-template name="ro.round-of"/>, <xsl:value-of select="@move"/><xsl:call-template name="ro.claimed"/>, este reținută și deocamdată nu contează: serverul de e-mail care a primit-o nu a putut confirma că a fost trimisă din căsuța poștală <xsl:value-of select="@address"/> (verificarea <xsl:value-of select="@what"/> a eșuat). Oricine poate scrie o adresă în rândul From al unui mesaj, de aceea o mutare contează numai dacă vine chiar din acea căsuță; organizatorul o poate totuși accepta. Dacă nu dumneavoastră ați trimis-o, altcineva a folosit adresa dumneavoastră; mutările trimise de dumneavoastră nu sunt afectate.&#10;&#10;Ce puteți face: trimiteți mutările chiar de la <xsl:value-of select="@address"/>, prin serverul furnizorului dumneavoastră de e-mail (care semnează mesajele trimise), nu printr-un alt server, un serviciu de redirecționare sau un formular web care pune adresa dumneavoastră ca expeditor. Dacă aveți o parolă de jucător, ajunge un rând SIGNON jucător parolă înaintea rândului TUR.</xsl:for-each></xsl:template>

  <xsl:template match="notice[@code='round.held-released']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">mutarea reținută a fost acceptată</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.held-released']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Organizatorul a acceptat mutarea dumneavoastră pentru </xsl:text>
      <xsl:call-template name="ro.round-of"/>
      <xsl:text>, </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="ro.claimed"/>
      <xsl:text>, sosită la </xsl:text>
      <xsl:value-of select="@received"/>
      <xsl:text> și reținută pentru că serverul de e-mail nu a putut confirma că vine de la </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text>. Ea contează acum ca și cum ar fi fost primită atunci</xsl:text>
      <xsl:if test="@previous != ''">
        <xsl:text> și o înlocuiește pe cea trimisă anterior, </xsl:text>
        <xsl:value-of select="@previous"/>
      </xsl:if>
      <xsl:text>. </xsl:text>
      <xsl:choose>
        <xsl:when test="@judged = '1' and @valid = 'yes'">
          <xsl:text>Mutarea este valabilă și valorează </xsl:text>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="@claimed != '' and
              number(@claimed) != number(@score)">
            <xsl:text> Atenție: punctajul anunțat (</xsl:text>
            <xsl:value-of select="@claimed"/>
            <xsl:text>) nu este cel corect.</xsl:text>
          </xsl:if>
        </xsl:when>
        <xsl:when test="@judged = '1'">
          <xsl:text>Mutarea nu este valabilă</xsl:text>
          <xsl:choose>
            <xsl:when test="@reason != ''">
              <xsl:text>: </xsl:text>
              <xsl:call-template name="end-sentence">
                <xsl:with-param name="s"><xsl:call-template name="ro.verdict"><xsl:with-param name="code" select="@vcode"/></xsl:call-template></xsl:with-param>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise>.</xsl:otherwise>
          </xsl:choose>
          <xsl:text> Așa cum este, primește 0 puncte.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Va fi judecată împreună cu celelalte mutări după </xsl:text>
          <xsl:call-template name="ro.deadline"/>
          <xsl:text>.</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;Ce puteți face: pentru această mutare, nimic; până la </xsl:text>
      <xsl:call-template name="ro.deadline"/>
      <xsl:text>, o nouă mutare trimisă pentru aceeași rundă o înlocuiește. Ca mutările următoare să conteze imediat, fără să aștepte organizatorul, trimiteți-le chiar de la </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text>, prin serverul furnizorului dumneavoastră de e-mail (care semnează mesajele trimise). Dacă nu dumneavoastră ați trimis această mutare, trimiteți-o pe a dumneavoastră pentru această rundă înainte de termen: o va înlocui.</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='round.held-rejected']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">mutarea reținută a fost respinsă</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.held-rejected']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Organizatorul a respins mutarea pentru </xsl:text>
      <xsl:call-template name="ro.round-of"/>
      <xsl:text>, </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="ro.claimed"/>
      <xsl:text>, sosită la </xsl:text>
      <xsl:value-of select="@received"/>
      <xsl:text> cu adresa </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text> ca expeditor: ea nu contează. Fusese reținută pentru că serverul de e-mail care a primit-o nu a putut confirma că a fost trimisă din acea căsuță poștală (verificarea </xsl:text>
      <xsl:value-of select="@what"/>
      <xsl:text> a eșuat).&#10;&#10;Ce puteți face: </xsl:text>
      <xsl:choose>
        <xsl:when test="@deadline != ''">
          <xsl:text>dacă dumneavoastră ați trimis-o, trimiteți mutarea din nou înainte de </xsl:text>
          <xsl:call-template name="ro.deadline"/>
          <xsl:text>, chiar de la </xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>runda s-a încheiat, deci această mutare nu mai poate conta; dacă dumneavoastră ați trimis-o, trimiteți mutările pentru rundele următoare chiar de la </xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:value-of select="@address"/>
      <xsl:text>, prin serverul furnizorului dumneavoastră de e-mail (care semnează mesajele trimise), nu printr-un alt server, un serviciu de redirecționare sau un formular web care pune adresa dumneavoastră ca expeditor. Dacă aveți o parolă de jucător, ajunge un rând SIGNON jucător parolă înaintea rândului TUR. Dacă nu dumneavoastră ați trimis-o, altcineva a folosit adresa dumneavoastră: nu trebuie să faceți nimic, mutările trimise de dumneavoastră nu sunt afectate.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.late']" mode="ro"><xsl:for-each select="args">Mutarea dumneavoastră pentru <xsl:call-template name="ro.round-of"/> a sosit după <xsl:call-template name="ro.deadline"/> și nu a fost luată în considerare.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.not-open']" mode="ro"><xsl:for-each select="args">Runda <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>” nu s-a deschis încă: se deschide la <xsl:value-of select="@opens"/>. Mutarea nu a fost înregistrată; trimiteți-o după ce primiți runda.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.closed']" mode="ro"><xsl:for-each select="args">Runda <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>” s-a încheiat deja, iar rezultatele ei au fost trimise participanților; mutarea nu a fost luată în considerare.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.unknown']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Concursul „</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>” nu are o rundă </xsl:text>
      <xsl:value-of select="@round"/>
      <xsl:if test="@current != ''">
        <xsl:text>; runda în curs este </xsl:text>
        <xsl:value-of select="@current"/>
      </xsl:if>
      <xsl:text>. Verificați numărul din rândul TUR; mutarea nu a fost înregistrată.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.no-contest']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Nu am găsit niciun concurs în desfășurare căruia să-i fie destinată această mutare, așa că ea nu a fost înregistrată.</xsl:text>
      <xsl:choose>
        <xsl:when test="@contests != ''">
          <xsl:text> Concursurile în desfășurare sunt: </xsl:text>
          <xsl:value-of select="@contests"/>
          <xsl:text>; numiți-l pe cel dorit pe un rând CONCURS nume, înaintea rândului TUR.</xsl:text>
        </xsl:when>
        <xsl:otherwise> Dacă mutarea este pentru un anumit concurs, scrieți numele lui, așa cum apare în anunțul rundei, pe un rând CONCURS nume, înaintea rândului TUR.</xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.which-contest']" mode="ro">
    <xsl:for-each select="args">
      <xsl:variable name="c" select="normalize-space(@contests)"/>
      <xsl:text>Sunt în desfășurare mai multe concursuri (</xsl:text>
      <xsl:value-of select="$c"/>
      <xsl:text>); ca să știu căruia îi este destinată mutarea, scrieți înaintea rândului TUR un rând CONCURS nume</xsl:text>
      <xsl:if test="contains($c, ',')">
        <xsl:text> (de exemplu: CONCURS </xsl:text>
        <xsl:value-of select="substring-before($c, ',')"/>
        <xsl:text>)</xsl:text>
      </xsl:if>
      <xsl:text>. Mutarea nu a fost înregistrată.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.not-entrant']" mode="ro"><xsl:for-each select="args">Concursul „<xsl:value-of select="@contest"/>” este rezervat jucătorilor înscriși în el, iar acest mesaj nu vine de la unul dintre ei; mutarea nu a fost înregistrată. Dacă sunteți înscris, identificați-vă mai întâi cu un rând SIGNON jucător parolă, pus înaintea rândului TUR.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.usage']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>O mutare pentru un concurs se scrie astfel:</xsl:text>
      <xsl:call-template name="ro.how-to"/>
      <xsl:text> Puteți scrie totul și pe un singur rând: TUR 7 H8 CASA 8.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.bad-move']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Nu am putut citi mutarea „</xsl:text>
      <xsl:value-of select="@text"/>
      <xsl:text>”</xsl:text>
      <xsl:choose>
        <xsl:when test="@reason != ''">
          <xsl:text>: </xsl:text>
          <xsl:call-template name="end-sentence">
            <xsl:with-param name="s"><xsl:call-template name="ro.verdict"><xsl:with-param name="code" select="@vcode"/></xsl:call-template></xsl:with-param>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise>.</xsl:otherwise>
      </xsl:choose>
      <xsl:text> O mutare se scrie ca în exemplul H8 CASA 8: coordonata primei litere, cuvântul întreg și punctajul anunțat. Mutarea nu a fost înregistrată.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.no-move']" mode="ro"><xsl:for-each select="args">După rândul TUR <xsl:value-of select="@round"/> nu urmează nicio mutare: scrieți-o pe rândul următor (de exemplu H8 CASA 8) sau pe același rând (TUR <xsl:value-of select="@round"/> H8 CASA 8). Nu s-a înregistrat nimic pentru runda <xsl:value-of select="@round"/>.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='name.ok']" mode="ro"><xsl:for-each select="args">Numele dumneavoastră va apărea în rezultate și în clasamente astfel: „<xsl:value-of select="@name"/>”.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='name.usage']" mode="ro"><xsl:for-each select="args">Comanda NUME se scrie astfel: NUME urmat de numele care să apară în rezultate și în clasamente (de exemplu: NUME Ion Popescu).</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='contest.ok']" mode="ro"><xsl:for-each select="args">Rândurile care urmează se referă la concursul „<xsl:value-of select="@contest"/>”.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='contest.unknown']" mode="ro"><xsl:for-each select="args">Nu există niciun concurs numit „<xsl:value-of select="@name"/>”; verificați numele în anunțul rundei.</xsl:for-each></xsl:template>

  <!-- The key under a board diagram, and a blank line (reply-html.xsl
       draws its own key instead, in colours). -->
  <xsl:template name="ro.board-key">
    <xsl:param name="last" select="false()"/>
    <xsl:text>  Legendă: = cuvânt triplu   - cuvânt dublu   " literă triplă   ' literă dublă&#10;</xsl:text>
    <xsl:text>           * centrul (cuvânt dublu)</xsl:text>
    <xsl:if test="$last">   [ ] ultimul cuvânt jucat</xsl:if>
    <xsl:text>&#10;&#10;</xsl:text>
  </xsl:template>

  <!-- The subjects of a game's and a contest's mails begin alike, so that a
       mail client sorting by subject keeps them in order: "Partida 12 · mutarea
       007 · " (the number zero-padded to three digits; left out when not a
       number) and "Concursul „Flacara” · runda 03 · " (two digits), then what.
       game, number, contest and round are by default the context's
       (args).  The start is move 000, and its "a început partida" sorts before any
       other mail of move 000 (a message). -->
  <xsl:template name="ro.game-subject">
    <xsl:param name="game" select="@game"/>
    <xsl:param name="number" select="@number"/>
    <xsl:param name="what"/>
    <xsl:text>Partida </xsl:text>
    <xsl:value-of select="$game"/>
    <xsl:if test="string(number($number)) != 'NaN'">
      <xsl:text> · mutarea </xsl:text>
      <xsl:value-of select="format-number($number, '000')"/>
    </xsl:if>
    <xsl:text> · </xsl:text>
    <xsl:value-of select="$what"/>
  </xsl:template>
  <xsl:template name="ro.round-subject">
    <xsl:param name="contest" select="@contest"/>
    <xsl:param name="round" select="@round"/>
    <xsl:param name="what"/>
    <xsl:text>Concursul „</xsl:text>
    <xsl:value-of select="$contest"/>
    <xsl:text>”</xsl:text>
    <xsl:if test="string(number($round)) != 'NaN'">
      <xsl:text> · runda </xsl:text>
      <xsl:value-of select="format-number($round, '00')"/>
    </xsl:if>
    <xsl:text> · </xsl:text>
    <xsl:value-of select="$what"/>
  </xsl:template>

  <!-- The mails of a contest: subjects. -->
  <xsl:template match="notice[@code='round.bulletin']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">runda nouă</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <!-- A round's announcement as published (templates/bulletin/round-text.xsl,
       made by the program): printed as it is, in this language. -->
  <xsl:template match="notice[@code='round.bulletin']" mode="ro"><xsl:value-of select="args/@ro"/></xsl:template>

  <xsl:template match="notice[@code='round.how-to-stop']" mode="ro">Veți primi rundele concursului „<xsl:value-of select="arg[@name='contest']"/>” până la sfârșitul lui, chiar dacă săriți peste una. Dacă nu mai vreți să le primiți, trimiteți un mesaj care conține doar rândul STOP.</xsl:template>
  <xsl:template match="notice[@code='round.announce']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">runda nouă</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.results' or @code='round.results-none' or @code='round.results-nomove']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">rezultate</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.reminder']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="what">amintire</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='contest.over']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.round-subject"><xsl:with-param name="round" select="@rounds"/><xsl:with-param name="what">rezultatele finale</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>

  <!-- The puzzle. -->
  <xsl:template match="notice[@code='round.announce']" mode="ro">
    <xsl:for-each select="args">
      <xsl:variable name="v" select="@variant"/>
      <xsl:variable name="board" select="@board"/>
      <xsl:text>Concursul „</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>”, runda </xsl:text>
      <xsl:value-of select="@round"/>
      <xsl:text> (</xsl:text>
      <xsl:call-template name="ro.variant-name">
        <xsl:with-param name="v" select="$v"/>
      </xsl:call-template>
      <xsl:text>)&#10;&#10;</xsl:text>
      <xsl:call-template name="block">
        <xsl:with-param name="s" select="$board"/>
      </xsl:call-template>
      <xsl:call-template name="ro.board-key">
        <xsl:with-param name="last" select="contains($board, '[')"/>
      </xsl:call-template>
      <xsl:choose>
        <xsl:when test="@rack2 != ''">
          <xsl:text>Literele rundei:&#10;  grupa 1:  </xsl:text>
          <xsl:value-of select="@rack"/>
          <xsl:text>&#10;  grupa 2:  </xsl:text>
          <xsl:value-of select="@rack2"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Literele rundei:  </xsl:text>
          <xsl:value-of select="@rack"/>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="contains(@rack, '?') or contains(@rack2, '?')">
        <xsl:text>&#10;(semnul ? este un joker)</xsl:text>
      </xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="ro.variant-rule">
        <xsl:with-param name="v" select="$v"/>
      </xsl:call-template>
      <xsl:choose>
        <xsl:when test="$v = 'tactic'">&#10;&#10;Trimiteți cele două mutări</xsl:when>
        <xsl:otherwise>&#10;&#10;Trimiteți mutarea</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@deadline != ''">
        <xsl:text> până la </xsl:text>
        <xsl:value-of select="@deadline"/>
      </xsl:if>
      <xsl:if test="@address != ''">
        <xsl:text>, la adresa </xsl:text>
        <xsl:value-of select="@address"/>
      </xsl:if>
      <xsl:text>, într-un mesaj care conține rândurile:</xsl:text>
      <xsl:call-template name="ro.how-to">
        <xsl:with-param name="round" select="@round"/>
        <xsl:with-param name="tactic" select="$v = 'tactic'"/>
      </xsl:call-template>
      <xsl:text> Până la termen puteți trimite o altă mutare; contează ultima primită.</xsl:text>
      <xsl:if test="@seed_hash != ''">
        <xsl:text>&#10;&#10;Literele tuturor rundelor sunt trase dinainte, pornind de la o sămânță (seed) ținută secretă până la sfârșitul concursului. Amprenta ei SHA-256 este:&#10;  </xsl:text>
        <xsl:value-of select="@seed_hash"/>
        <xsl:text>&#10;La sfârșit sămânța va fi publicată, ca oricine să poată verifica tragerile.</xsl:text>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- One entrant's results. -->
  <xsl:template match="notice[@code='round.results']" mode="ro">
    <xsl:for-each select="args">
      <xsl:variable name="tops" select="normalize-space(@tops)"/>
      <xsl:variable name="top-variant" select="@variant = 'top'"/>
      <xsl:text>Rezultatele rundei </xsl:text>
      <xsl:value-of select="@round"/>
      <xsl:text> a concursului „</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>”&#10;&#10;Mutarea de top, jucată pe tablă: </xsl:text>
      <xsl:value-of select="@top"/>
      <xsl:text>, </xsl:text>
      <xsl:call-template name="ro.nr">
        <xsl:with-param name="n" select="@top_score"/>
      </xsl:call-template>
      <xsl:text>.</xsl:text>
      <xsl:if test="$tops != ''">
        <xsl:choose>
          <xsl:when test="contains($tops, ';') or contains($tops, ',') or number(@more_tops) &gt; 0"> Alte mutări cu același punctaj: </xsl:when>
          <xsl:otherwise> O altă mutare cu același punctaj: </xsl:otherwise>
        </xsl:choose>
        <xsl:value-of select="$tops"/>
        <xsl:if test="number(@more_tops) &gt; 0"> și încă <xsl:value-of select="@more_tops"/> (toate în buletinul concursului)</xsl:if>
        <xsl:text>.</xsl:text>
      </xsl:if>
      <xsl:text> Cel mai bun punctaj realizat de participanți: </xsl:text>
      <xsl:call-template name="ro.nr">
        <xsl:with-param name="n" select="@best"/>
      </xsl:call-template>
      <xsl:choose>
        <xsl:when test="number(@entrants) = 1"> (la această rundă a participat un singur jucător)</xsl:when>
        <xsl:otherwise>
          <xsl:text> (la această rundă au participat </xsl:text>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@entrants"/>
            <xsl:with-param name="one" select="'jucător'"/>
            <xsl:with-param name="many" select="'jucători'"/>
          </xsl:call-template>
          <xsl:text>)</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:text>.&#10;&#10;</xsl:text>
      <xsl:choose>
        <xsl:when test="not(@move != '')">
          <xsl:text>Nu ați trimis nicio mutare pentru această rundă, așa că ea vă aduce 0 puncte.</xsl:text>
        </xsl:when>
        <xsl:when test="@verdict != ''">
          <xsl:text>Mutarea dumneavoastră, </xsl:text>
          <xsl:value-of select="@move"/>
          <xsl:text>, nu a fost acceptată: </xsl:text>
          <xsl:call-template name="end-sentence">
            <xsl:with-param name="s"><xsl:call-template name="ro.verdict"><xsl:with-param name="code" select="@vcode"/><xsl:with-param name="fallback" select="@verdict"/></xsl:call-template></xsl:with-param>
          </xsl:call-template>
          <xsl:text> Ea primește 0 puncte.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Mutarea dumneavoastră: </xsl:text>
          <xsl:value-of select="@move"/>
          <xsl:text>, </xsl:text>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="number(@score) = number(@top_score)"> Ați găsit topul – felicitări!</xsl:if>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:variable name="w" select="normalize-space(@warnings)"/>
      <xsl:choose>
        <xsl:when test="$w = '' or $w = '0'"/>
        <xsl:when test="$w = '1' and normalize-space(@wcodes) != ''"> Ați primit în această rundă un avertisment tehnic: <xsl:call-template name="ro.warnings"/>.</xsl:when>
        <xsl:when test="string(number($w)) != 'NaN' and normalize-space(@wcodes) != ''"> Ați primit în această rundă <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="$w"/><xsl:with-param name="one" select="'avertisment tehnic'"/><xsl:with-param name="many" select="'avertismente tehnice'"/></xsl:call-template>: <xsl:call-template name="ro.warnings"/>.</xsl:when>
        <xsl:when test="$w = '1'"> Ați primit în această rundă un avertisment tehnic.</xsl:when>
        <xsl:when test="string(number($w)) != 'NaN'"> Ați primit în această rundă <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="$w"/><xsl:with-param name="one" select="'avertisment tehnic'"/><xsl:with-param name="many" select="'avertismente tehnice'"/></xsl:call-template>.</xsl:when>
        <xsl:otherwise> Avertisment tehnic: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="$w"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@bonus != '' and number(@bonus) != 0">
        <xsl:text> Primiți și o primă de solo de </xsl:text>
        <xsl:call-template name="ro.nr">
          <xsl:with-param name="n" select="@bonus"/>
        </xsl:call-template>
        <xsl:text>: numai dumneavoastră ați realizat cel mai bun punctaj al rundei.</xsl:text>
      </xsl:if>
      <xsl:text>&#10;&#10;După această rundă sunteți pe locul </xsl:text>
      <xsl:value-of select="@rank"/>
      <xsl:text>, cu un total de </xsl:text>
      <xsl:choose>
        <xsl:when test="$top-variant">
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@total"/>
            <xsl:with-param name="one" select="'top'"/>
            <xsl:with-param name="many" select="'topuri'"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@total"/>
          </xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@percent != ''">
        <xsl:text> (</xsl:text>
        <xsl:call-template name="ro.percent">
          <xsl:with-param name="p" select="normalize-space(@percent)"/>
        </xsl:call-template>
        <xsl:text> din suma topurilor)</xsl:text>
      </xsl:if>
      <xsl:text>.</xsl:text>
      <xsl:if test="@standings != ''">
        <xsl:text>&#10;&#10;Clasamentul după runda </xsl:text>
        <xsl:value-of select="@round"/>
        <xsl:text> (primii 10):&#10;</xsl:text>
        <xsl:call-template name="block">
          <xsl:with-param name="s">
            <xsl:call-template name="ro.standings">
              <xsl:with-param name="s" select="string(@standings)"/>
            </xsl:call-template>
          </xsl:with-param>
          <xsl:with-param name="last" select="true()"/>
        </xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- Decizia arbitrului, spusă odată cu rezultatele rundei următoare. -->
  <xsl:template match="notice[@code='round.decision']" mode="ro">
    <xsl:for-each select="args">
      <xsl:choose>
        <xsl:when test="@kind = 'technical'">Arbitrul i-a dat lui <xsl:value-of select="@player"/> un avertisment tehnic în runda <xsl:value-of select="@round"/></xsl:when>
        <xsl:when test="@kind = 'disciplinary'">Arbitrul i-a dat lui <xsl:value-of select="@player"/> un avertisment disciplinar (cât 4 avertismente tehnice) în runda <xsl:value-of select="@round"/></xsl:when>
        <xsl:when test="@kind = 'eliminate'">Arbitrul l-a eliminat din joc pe <xsl:value-of select="@player"/></xsl:when>
        <xsl:when test="@kind = 'annul'">Arbitrul a anulat depunerea lui <xsl:value-of select="@player"/> din runda <xsl:value-of select="@round"/> (<xsl:value-of select="@previous"/> → 0 puncte)</xsl:when>
        <xsl:when test="@kind = 'correct'">Arbitrul a corectat punctajul depunerii lui <xsl:value-of select="@player"/> din runda <xsl:value-of select="@round"/> (<xsl:value-of select="@previous"/> → <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template>)</xsl:when>
        <xsl:when test="@kind = 'cancel-round'">Arbitrul a anulat runda <xsl:value-of select="@round"/>: nu contează pentru nimeni</xsl:when>
        <xsl:when test="@kind = 'last-round'">Arbitrul a stabilit ultima rundă a concursului: runda <xsl:value-of select="@round"/></xsl:when>
        <xsl:otherwise>Arbitrul a încheiat concursul</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@reason != ''">. Motivul: <xsl:value-of select="@reason"/></xsl:if>
      <xsl:text>.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.results-none']" mode="ro"><xsl:for-each select="args">Runda <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>”: niciun participant nu a jucat o mutare valabilă, deși exista una. Așa cum prevede regulamentul, runda se joacă din nou, cu aceleași litere.</xsl:for-each></xsl:template>

  <xsl:template match="notice[@code='round.results-nomove']" mode="ro">
    <xsl:for-each select="args">Runda <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>”: cu literele ei nu se putea forma nicio mutare valabilă. Așa cum prevede regulamentul, se trag litere noi pentru runda următoare.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.waiting']" mode="ro">
    <xsl:for-each select="args">Literele rundei <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>” nu se trag la sorți: le dă arbitrul (extragerea literelor se face manual). Veți primi runda îndată ce arbitrul le-a dat; termenul ei se socotește de atunci.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.planned']" mode="ro">
    <xsl:for-each select="args">Runda <xsl:value-of select="@round"/> a concursului „<xsl:value-of select="@contest"/>” se deschide la <xsl:value-of select="@opens"/>; o veți primi atunci, iar termenul ei se socotește de la deschidere.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.reminder']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Nu ați trimis încă mutarea pentru </xsl:text>
      <xsl:call-template name="ro.round-of"/>
      <xsl:text>. Termenul de predare este </xsl:text>
      <xsl:value-of select="@deadline"/>
      <xsl:if test="@address != ''">
        <xsl:text>; trimiteți-o la adresa </xsl:text>
        <xsl:value-of select="@address"/>
      </xsl:if>
      <xsl:text>. Dacă ați trimis-o între timp, vă rugăm să nu țineți seama de acest mesaj.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='contest.over']" mode="ro">
    <xsl:for-each select="args">
      <xsl:variable name="winner" select="normalize-space(@winner)"/>
      <xsl:text>Concursul „</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>” s-a încheiat după </xsl:text>
      <xsl:call-template name="ro.nr">
        <xsl:with-param name="n" select="@rounds"/>
        <xsl:with-param name="one" select="'rundă'"/>
        <xsl:with-param name="many" select="'runde'"/>
      </xsl:call-template>
      <xsl:text>.</xsl:text>
      <xsl:if test="$winner != ''">
        <xsl:choose>
          <xsl:when test="contains($winner, ',')"> Câștigătorii, la egalitate, sunt </xsl:when>
          <xsl:otherwise> Câștigătorul este </xsl:otherwise>
        </xsl:choose>
        <xsl:value-of select="$winner"/>
        <xsl:text> – felicitări!</xsl:text>
      </xsl:if>
      <xsl:if test="@rank != ''">
        <xsl:text> Ați încheiat concursul pe locul </xsl:text>
        <xsl:value-of select="@rank"/>
        <xsl:if test="@total != ''">
          <xsl:text>, cu </xsl:text>
          <xsl:call-template name="ro.nr">
            <xsl:with-param name="n" select="@total"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="@percent != ''">
          <xsl:text> (</xsl:text>
          <xsl:call-template name="ro.percent">
            <xsl:with-param name="p" select="normalize-space(@percent)"/>
          </xsl:call-template>
          <xsl:text> din suma topurilor)</xsl:text>
        </xsl:if>
        <xsl:text>.</xsl:text>
      </xsl:if>
      <xsl:if test="@standings != ''">
        <xsl:text>&#10;&#10;Clasamentul final:&#10;</xsl:text>
        <xsl:call-template name="block">
          <xsl:with-param name="s">
            <xsl:call-template name="ro.standings">
              <xsl:with-param name="s" select="string(@standings)"/>
            </xsl:call-template>
          </xsl:with-param>
          <xsl:with-param name="last" select="true()"/>
        </xsl:call-template>
      </xsl:if>
      <xsl:if test="@seed != ''">
        <xsl:text>&#10;&#10;Sămânța (seed) din care au fost trase literele tuturor rundelor, a cărei amprentă SHA-256 a fost anunțată la prima rundă, este:&#10;  </xsl:text>
        <xsl:value-of select="@seed"/>
        <xsl:text>&#10;Cu ea, oricine poate verifica tragerile.</xsl:text>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- A code without a sentence above: say what happened and show it. -->
  <xsl:template match="item" mode="ro">
    <xsl:choose>
      <xsl:when test="@status = 'ok'">Comanda a fost executată</xsl:when>
      <xsl:when test="@status = 'ignored'">Rândul a fost ignorat</xsl:when>
      <xsl:otherwise>Comanda nu a fost executată</xsl:otherwise>
    </xsl:choose>
    <xsl:text> (cod </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>
  <xsl:template match="notice" mode="ro">
    <xsl:text>Observație (cod </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>

  <!-- Partide libere prin poștă (game-play.c): răspunsurile la mutări. -->
  <!-- The program names the command in English (@cmd) and its arguments
       in English (@args): both written here in Romanian. -->
  <xsl:template match="item[@code='game.usage']" mode="ro"><xsl:for-each select="args"><xsl:variable name="syntax"><xsl:choose><xsl:when test="@cmd = 'MOVE'">MUTARE partidă mutare COORDONATĂ CUVÂNT</xsl:when><xsl:when test="@cmd = 'EXCHANGE'">SCHIMB partidă mutare LITERE</xsl:when><xsl:when test="@cmd = 'PASS'">PAS partidă mutare</xsl:when><xsl:when test="@cmd = 'RESIGN'">ABANDON partidă</xsl:when><xsl:when test="@cmd = 'STATUS'">STARE [partidă]</xsl:when><xsl:when test="@cmd = 'HISTORY'">ISTORIC partidă</xsl:when><xsl:when test="@cmd = 'RESEND'">RETRIMITE [partidă]</xsl:when><xsl:when test="@cmd = 'LEAVE'">VACANTA zile [prima-zi]</xsl:when><xsl:otherwise><xsl:call-template name="ro.cmd"><xsl:with-param name="cmd" select="@cmd"/></xsl:call-template><xsl:text> </xsl:text><xsl:value-of select="@args"/></xsl:otherwise></xsl:choose></xsl:variable>Comanda <xsl:value-of select="substring-before(concat($syntax, ' '), ' ')"/> se scrie astfel: <xsl:value-of select="$syntax"/><xsl:choose><xsl:when test="@cmd = 'LEAVE'"> (de exemplu: VACANTA 7 20.12.2026: șapte zile de la 20 decembrie; fără prima zi, de mâine)</xsl:when><xsl:otherwise> (de exemplu: MUTARE 12 7 H8 CASA, SCHIMB 12 7 AEI, PAS 12 7, ABANDON 12, STARE 12, ISTORIC 12)</xsl:otherwise></xsl:choose>. Nu s-a făcut nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.unknown-game']" mode="ro"><xsl:for-each select="args">Nu există partida numărul <xsl:value-of select="@game"/>. Verificați numărul în mesajele partidei.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.not-in-game']" mode="ro"><xsl:for-each select="args">Jucătorul <xsl:value-of select="@player"/> nu joacă în partida <xsl:value-of select="@game"/>, deci nu s-a făcut nimic. Verificați numărul partidei.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.game-over']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/> s-a încheiat; nu s-a făcut nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.not-your-turn']" mode="ro"><xsl:for-each select="args">Nu este rândul dumneavoastră în partida <xsl:value-of select="@game"/>: <xsl:value-of select="@to_move"/> are de jucat mutarea <xsl:value-of select="@number"/>. Nu s-a făcut nimic; veți primi un mesaj când vine rândul dumneavoastră.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.stale']" mode="ro"><xsl:for-each select="args">Acest rând este pentru mutarea <xsl:value-of select="@number"/> a partidei <xsl:value-of select="@game"/>, dar partida a ajuns la mutarea <xsl:value-of select="@expected"/>: probabil a mai fost trimis o dată sau numărul este greșit. A fost ignorat și nu s-a schimbat nimic<xsl:choose><xsl:when test="@to_move != ''">; acum mută <xsl:value-of select="@to_move"/> (mutarea <xsl:value-of select="@expected"/>), iar dumneavoastră veți primi un mesaj când vine rândul dumneavoastră.</xsl:when><xsl:otherwise>; dacă vreți să jucați acum, scrieți mutarea numărul <xsl:value-of select="@expected"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <!-- Why a move, an exchange or a contest entry was refused
       (report-verdict.h), in Romanian; the context is the item's args:
       code the verdict's code (default @verdict), fallback the engine's
       English sentence for a code this template does not know. -->
  <xsl:template name="ro.verdict">
    <xsl:param name="code" select="@verdict"/>
    <xsl:param name="fallback" select="@reason"/>
    <xsl:variable name="sq" select="@v_square"/>
    <xsl:variable name="l" select="@v_letter"/>
    <xsl:choose>
      <xsl:when test="$code = 'off-board'">cuvântul iese din tablă (pătratul <xsl:value-of select="$sq"/>)</xsl:when>
      <xsl:when test="$code = 'one-letter'">cuvântul scris are o singură literă: scrieți cuvântul de cel puțin 2 litere pe care îl formează mutarea, de la primul lui pătrat</xsl:when>
      <xsl:when test="$code = 'square-taken'">pe pătratul <xsl:value-of select="$sq"/> este deja altă literă decât <xsl:value-of select="$l"/> scris acolo; scrieți cuvântul așa cum apare pe tablă</xsl:when>
      <xsl:when test="$code = 'no-new-tile'">mutarea nu pune nicio piesă: toate literele sunt deja pe tablă</xsl:when>
      <xsl:when test="$code = 'not-whole-word'">pe pătratul <xsl:value-of select="$sq"/>, chiar înainte sau după cuvânt, este o piesă: scrieți cuvântul întreg, cu piesele de pe tablă cu tot</xsl:when>
      <xsl:when test="$code = 'too-many-tiles'">mai mult de 7 piese puse într-o singură mutare</xsl:when>
      <xsl:when test="$code = 'first-centre'">prima mutare trebuie să acopere pătratul central H8</xsl:when>
      <xsl:when test="$code = 'not-connected'">mutarea nu atinge nicio piesă de pe tablă</xsl:when>
      <xsl:when test="$code = 'not-in-line'">piesele nu sunt pe același rând sau pe aceeași coloană (pătratul <xsl:value-of select="$sq"/>)</xsl:when>
      <xsl:when test="$code = 'gap'">piesele nu sunt legate: rămâne un pătrat gol între ele (pătratul <xsl:value-of select="$sq"/>)</xsl:when>
      <xsl:when test="$code = 'duplicate-square'">două piese puse pe același pătrat (pătratul <xsl:value-of select="$sq"/>)</xsl:when>
      <xsl:when test="$code = 'rack-lacks'">pe suport nu este niciun <xsl:value-of select="$l"/> pentru pătratul <xsl:value-of select="$sq"/> (un joker se scrie C0, (c) sau cu literă mică)</xsl:when>
      <xsl:when test="$code = 'tactic-order'">grupele au fost jucate în ordinea inversă: în acest concurs prima mutare se face cu literele grupei 1, a doua cu ale grupei 2</xsl:when>
      <xsl:when test="$code = 'rack-lacks-blank'">pe suport nu mai este niciun joker pentru pătratul <xsl:value-of select="$sq"/></xsl:when>
      <xsl:when test="$code = 'word'">nu figurează în lexicon: <xsl:value-of select="@v_words"/></xsl:when>
      <xsl:when test="$code = 'no-such-tile'">setul românesc nu are piesa <xsl:value-of select="$l"/>: pe pătratul <xsl:value-of select="$sq"/>, <xsl:value-of select="$l"/> poate fi doar un joker, scris <xsl:value-of select="$l"/>0 sau (<xsl:value-of select="translate($l, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"/>)</xsl:when>
      <xsl:when test="$code = 'not-a-letter'">piesa pentru pătratul <xsl:value-of select="$sq"/> nu este o literă</xsl:when>
      <xsl:when test="$code = 'no-coord'">rândul nu începe cu o coordonată ca H8 (orizontal) sau 8H (vertical)</xsl:when>
      <xsl:when test="$code = 'no-word'">după coordonată lipsește cuvântul</xsl:when>
      <xsl:when test="$code = 'bad-char'">cuvântul conține un semn care nu este literă</xsl:when>
      <xsl:when test="$code = 'bad-blank'">un joker se scrie C0, (c) sau [c]</xsl:when>
      <xsl:when test="$code = 'too-long'">cuvântul are mai mult de 15 litere</xsl:when>
      <xsl:when test="$code = 'trailing'">după cuvânt mai urmează ceva</xsl:when>
      <xsl:when test="$code = 'game-over'">partida s-a încheiat</xsl:when>
      <xsl:when test="$code = 'not-your-turn'">nu este rândul dumneavoastră</xsl:when>
      <xsl:when test="$code = 'bad-tiles'">literele de schimbat nu sunt toate pe suportul dumneavoastră</xsl:when>
      <xsl:when test="$code = 'exchange-count'">nu este numărul de piese permis</xsl:when>
      <xsl:when test="$code = 'bag-low'">în sac sunt prea puține piese</xsl:when>
      <xsl:when test="$code = 'no-exchange-yet'">la liber mărunțel schimbul este permis abia după 3 pase proprii la rând sau după o tură întreagă fără nicio piesă pusă</xsl:when>
      <xsl:otherwise><xsl:value-of select="normalize-space($fallback)"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="item[@code='move.illegal']" mode="ro"><xsl:for-each select="args">Mutarea „<xsl:value-of select="@move"/>” nu poate fi jucată (<xsl:call-template name="ro.verdict"/>).<xsl:choose><xsl:when test="@lost = '1'"> În acest campionat o mutare incorectă pierde rândul: mutarea <xsl:value-of select="@number"/> se socotește pas. Literele dumneavoastră rămân: <xsl:value-of select="@rack"/>.</xsl:when><xsl:otherwise> Nu s-a înregistrat nimic și este tot rândul dumneavoastră: trimiteți din nou mutarea <xsl:value-of select="@number"/>. Literele dumneavoastră: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.wrong-pass']" mode="ro"><xsl:for-each select="args">Mutarea „<xsl:value-of select="@move"/>” nu este primită (<xsl:call-template name="ro.verdict"/>). La liber mărunțel, dacă depunerea este greșită, „i se consideră PAS”: mutarea <xsl:value-of select="@number"/> se înregistrează ca pas al dumneavoastră<xsl:choose><xsl:when test="@over = '1'">, iar cu el partida s-a încheiat; urmează mesajul final.</xsl:when><xsl:otherwise>, iar jocul merge mai departe. Litera dumneavoastră rămâne: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.refused']" mode="ro"><xsl:for-each select="args">Schimbul „<xsl:value-of select="@move"/>” nu este permis (<xsl:call-template name="ro.verdict"/>): se pot schimba 2–7 dintre piesele proprii, cât timp în sac sunt cel puțin 7 (acum sunt <xsl:value-of select="@bag"/>). Este tot rândul dumneavoastră. Literele dumneavoastră: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.ok']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/>, mutarea <xsl:value-of select="@number"/>: s-a jucat <xsl:value-of select="@move"/>, <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template>; totalul dumneavoastră este <xsl:value-of select="@total"/>.<xsl:if test="@rack != ''"> Noile litere: <xsl:value-of select="@rack"/>.</xsl:if></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.refused-one']" mode="ro"><xsl:for-each select="args">Schimbul „<xsl:value-of select="@move"/>” nu este permis (<xsl:call-template name="ro.verdict"/>). La liber mărunțel se schimbă singura literă de pe suport, cât timp în sac mai sunt litere (acum sunt <xsl:value-of select="@bag"/>). Este tot rândul dumneavoastră. Litera dumneavoastră: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.ok']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/>, mutarea <xsl:value-of select="@number"/>: ați schimbat <xsl:value-of select="@move"/>. Noile litere: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='pass.ok']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/>, mutarea <xsl:value-of select="@number"/>: ați dat pas.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='pass.declined']" mode="ro"><xsl:for-each select="args">Partida <xsl:value-of select="@game"/>, mutarea <xsl:value-of select="@number"/>: ați dat pas. După trei pasuri consecutive aveați dreptul să schimbați litera; dacă preferați să nu o schimbați, „se consideră că a efectuat această operaţie în turul respectiv”<xsl:choose><xsl:when test="@over = '1'">. Partida s-a încheiat; urmează mesajul final.</xsl:when><xsl:otherwise>: dreptul s-a folosit și revine după alte trei pasuri. Litera dumneavoastră rămâne: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='resign.ok']" mode="ro"><xsl:for-each select="args">Ați abandonat partida <xsl:value-of select="@game"/>. Partida s-a încheiat; urmează mesajul final.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='status']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Partida </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@state = 'over'"> s-a încheiat.</xsl:when>
        <xsl:when test="@mine = '1'">: este rândul dumneavoastră, mutarea <xsl:value-of select="@number"/>.</xsl:when>
        <xsl:otherwise>: <xsl:value-of select="@to_move"/> are de jucat mutarea <xsl:value-of select="@number"/>.</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@deadline != ''"> Termenul mutării: <xsl:value-of select="@deadline"/>.</xsl:if>
      <xsl:if test="@opening != ''"> Partida a fost deschisă de conducătorul ei, <xsl:choose><xsl:when test="@leader != ''"><xsl:value-of select="@leader"/> (jucătorul 1)</xsl:when><xsl:otherwise>arbitrul</xsl:otherwise></xsl:choose>, cu <xsl:value-of select="@opening"/>, depunere nepunctată.</xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;Literele dumneavoastră: </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text> (în sac: </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'piesă'"/><xsl:with-param name="many" select="'piese'"/></xsl:call-template><xsl:text>)&#10;Scorul:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="item[@code='history']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Mutările partidei </xsl:text><xsl:value-of select="@game"/><xsl:text> (numărul, jucătorul, felul, mutarea, punctele, totalul):&#10;</xsl:text>
      <xsl:choose>
        <xsl:when test="normalize-space(@moves) = ''">  (încă niciuna)</xsl:when>
        <xsl:otherwise><xsl:call-template name="block"><xsl:with-param name="s"><xsl:call-template name="words"><xsl:with-param name="s" select="@moves"/><xsl:with-param name="lang" select="'ro'"/></xsl:call-template></xsl:with-param><xsl:with-param name="last" select="true()"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
      <xsl:if test="contains(@moves, '&#xE001;kind.opening&#xE001;')"><xsl:text>&#10;Mutarea 1 este deschiderea, făcută de conducătorul partidei (arbitrul, dacă nu este numit un jucător) și nepunctată.</xsl:text></xsl:if>
      <xsl:if test="normalize-space(@messages) != ''"><xsl:text>&#10;&#10;Mesajele jucătorilor (între paranteze drepte, numărul mutărilor jucate până atunci), care nu se publică:&#10;</xsl:text><xsl:call-template name="block"><xsl:with-param name="s" select="@messages"/><xsl:with-param name="last" select="true()"/></xsl:call-template></xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- The words of the program's blocks (common.xsl's "words"): a turn's
       kind in a game's history, a crosstable's results. -->
  <xsl:template name="ro.word">
    <xsl:param name="key"/>
    <xsl:choose>
      <xsl:when test="$key = 'kind.play'">depunere</xsl:when>
      <xsl:when test="$key = 'kind.exchange'">schimb</xsl:when>
      <xsl:when test="$key = 'kind.pass'">pas</xsl:when>
      <xsl:when test="$key = 'kind.resign'">abandon</xsl:when>
      <xsl:when test="$key = 'kind.timeout'">depășire</xsl:when>
      <xsl:when test="$key = 'kind.end'">final</xsl:when>
      <xsl:when test="$key = 'kind.opening'">deschidere</xsl:when>
      <xsl:when test="$key = 'wrong-move'">(mutare greșită)</xsl:when>
      <xsl:when test="$key = 'group'">grupa</xsl:when>
      <xsl:when test="$key = 'res.W'">V</xsl:when>
      <xsl:when test="$key = 'res.D'">E</xsl:when>
      <xsl:when test="$key = 'res.L'">Î</xsl:when>
      <xsl:when test="$key = 'res.F.timeout'">T</xsl:when>
      <xsl:when test="$key = 'res.F.resign'">A</xsl:when>
      <xsl:when test="$key = 'res.F.adjudicated'">D</xsl:when>
      <xsl:otherwise><xsl:value-of select="$key"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template name="ro.word-width">
    <xsl:param name="key"/>
    <xsl:choose>
      <xsl:when test="starts-with($key, 'kind.')">10</xsl:when>
      <xsl:when test="$key = 'wrong-move'">18</xsl:when>
      <xsl:otherwise>0</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Partide libere prin poștă: mesajele partidei. -->
  <xsl:template match="notice[@code='game.message']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">mesaj de la <xsl:value-of select="@player"/></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.message']" mode="ro">
    <xsl:for-each select="args">
      <xsl:value-of select="@player"/><xsl:text> vă scrie în partida </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@number = '0'"> (înainte de prima mutare):</xsl:when>
        <xsl:otherwise> (după mutarea <xsl:value-of select="@number"/>):</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:value-of select="@text"/>
      <xsl:text>&#10;&#10;Pentru a răspunde, trimiteți un mesaj cu rândurile&#10;  SIGNON nume parolă&#10;  MESAJ </xsl:text><xsl:value-of select="@game"/><xsl:text> textul dumneavoastră&#10;Mesajele rămân în istoricul partidei (ISTORIC </xsl:text><xsl:value-of select="@game"/><xsl:text>) și nu se publică pe paginile ei.</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.started']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="number" select="@number - 1"/><xsl:with-param name="what">a început partida</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.moved']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what"><xsl:value-of select="@player"/><xsl:choose><xsl:when test="@kind = 'play'"> a jucat</xsl:when><xsl:when test="@kind = 'exchange'"> a schimbat</xsl:when><xsl:when test="@kind = 'pass'"> a dat pas</xsl:when><xsl:when test="@cause = 'timeout'"> a pierdut la timp</xsl:when><xsl:otherwise> a abandonat</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.your-turn']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">este rândul dumneavoastră</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <!-- The subject of an answer about a game or a round: the last
       command line that names one (reply.xsl), what became of it. -->
  <xsl:template match="item[args/@game]" mode="ro-subject"><xsl:call-template name="ro.game-subject"><xsl:with-param name="game" select="args/@game"/><xsl:with-param name="number" select="args/@number[. != '0']"/><xsl:with-param name="what"><xsl:choose><xsl:when test="@code = 'move.ok'">mutare jucată</xsl:when><xsl:when test="@code = 'exchange.ok'">schimb făcut</xsl:when><xsl:when test="@code = 'pass.ok' or @code = 'pass.declined'">pas primit</xsl:when><xsl:when test="@code = 'resign.ok'">abandon primit</xsl:when><xsl:when test="@status = 'error' and (@cmd = 'MOVE' or @cmd = 'EXCHANGE' or @cmd = 'PASS' or @cmd = 'RESIGN')">mutare refuzată</xsl:when><xsl:when test="@status = 'error'">comandă refuzată</xsl:when><xsl:when test="@code = 'history'">istoricul</xsl:when><xsl:when test="@code = 'message.ok'">mesaj trimis</xsl:when><xsl:when test="@code = 'status'">situația</xsl:when><xsl:when test="@code = 'game.resend'">poziția</xsl:when><xsl:otherwise>răspuns</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:template>
  <xsl:template match="item[args/@contest and args/@round]" mode="ro-subject"><xsl:call-template name="ro.round-subject"><xsl:with-param name="contest" select="args/@contest"/><xsl:with-param name="round" select="args/@round"/><xsl:with-param name="what"><xsl:choose><xsl:when test="@code = 'round.replaced'">mutare înlocuită</xsl:when><xsl:when test="@code = 'round.held'">mutare reținută</xsl:when><xsl:when test="@status = 'ok'">mutare primită</xsl:when><xsl:otherwise>mutare refuzată</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:template>
  <xsl:template match="notice[@code='game.over']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">rezultatul final</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.started']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Începe partida </xsl:text><xsl:value-of select="@game"/>
      <xsl:text> (</xsl:text><xsl:choose><xsl:when test="@variant = 'maruntel'">liber mărunțel</xsl:when><xsl:otherwise>partidă liberă</xsl:otherwise></xsl:choose>
      <xsl:text>). Jucătorii, în ordinea în care joacă: </xsl:text><xsl:value-of select="@players"/>
      <xsl:choose>
        <xsl:when test="@opening != ''"><xsl:text>. Conducătorul partidei, </xsl:text><xsl:choose><xsl:when test="@leader != ''"><xsl:value-of select="@leader"/> (jucătorul 1)</xsl:when><xsl:otherwise>arbitrul</xsl:otherwise></xsl:choose><xsl:text>, a deschis cu </xsl:text><xsl:value-of select="@opening"/><xsl:text>, depunere nepunctată; </xsl:text><xsl:value-of select="@first"/><xsl:text> face prima depunere punctată. Fiecare jucător are o literă.&#10;&#10;</xsl:text></xsl:when>
        <xsl:otherwise><xsl:text>. Începe </xsl:text><xsl:value-of select="@first"/><xsl:text>.&#10;&#10;</xsl:text></xsl:otherwise>
      </xsl:choose>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:call-template name="ro.board-key"/>
      <xsl:text>Literele dumneavoastră (le primiți numai dumneavoastră): </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text>&#10;&#10;Cum se joacă: când este rândul dumneavoastră, trimiteți un mesaj cu rândurile&#10;  SIGNON nume parolă&#10;  MUTARE </xsl:text><xsl:value-of select="@game"/><xsl:text> N H8 CASA&#10;unde N este numărul mutării din mesajul care vă anunță că este rândul dumneavoastră, H8 pătratul primei litere (întâi litera rândului: orizontal; întâi numărul coloanei: vertical), iar CASA cuvântul întreg. Mai există: SCHIMB </xsl:text><xsl:value-of select="@game"/><xsl:text> N LITERE, PAS </xsl:text><xsl:value-of select="@game"/><xsl:text> N, ABANDON </xsl:text><xsl:value-of select="@game"/><xsl:text>, STARE </xsl:text><xsl:value-of select="@game"/><xsl:text>, ISTORIC </xsl:text><xsl:value-of select="@game"/><xsl:text>.</xsl:text>
      <xsl:if test="@end_scoring = 'on'"> La sfârșit se socotesc literele rămase pe suporturi.</xsl:if>
      <xsl:if test="@champ != ''"><xsl:text>&#10;&#10;Partida face parte din campionatul </xsl:text><xsl:value-of select="@champ"/><xsl:text>: </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'zi'"/><xsl:with-param name="many" select="'zile'"/></xsl:call-template><xsl:text> pentru o mutare, socotite în zile întregi (ziua în care vine rândul nu se socotește). RETRIMITE </xsl:text><xsl:value-of select="@game"/><xsl:text> vă trimite din nou poziția; VACANTA ZILE [PRIMA-ZI] anunță zilele de absență, în care ceasul dumneavoastră se oprește.</xsl:text></xsl:if>
      <xsl:text>&#10;&#10;Literele sunt trase dintr-o sămânță ținută secretă până la sfârșitul partidei. SHA-256 al ei este:&#10;  </xsl:text><xsl:value-of select="@seed_hash"/>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.moved']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Partida </xsl:text><xsl:value-of select="@game"/><xsl:text>, mutarea </xsl:text><xsl:value-of select="@number"/><xsl:text>: </xsl:text><xsl:value-of select="@player"/>
      <xsl:choose>
        <xsl:when test="@kind = 'play'"> a jucat <xsl:value-of select="@move"/>, <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template> (total <xsl:value-of select="@total"/>).</xsl:when>
        <xsl:when test="@kind = 'exchange'"> a schimbat <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="string-length(@move)"/><xsl:with-param name="one" select="'piesă'"/><xsl:with-param name="many" select="'piese'"/></xsl:call-template>.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'timeout'"> a dat pas: i-a expirat timpul.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'illegal'"> a dat pas: mutarea trimisă era incorectă, iar aici asta pierde rândul.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'wrong'"> a dat pas: depunerea trimisă era greșită, iar la liber mărunțel ea se socotește pas.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'declined'"> a dat pas în loc să schimbe litera, ceea ce se socotește schimb.</xsl:when>
        <xsl:when test="@kind = 'pass'"> a dat pas.</xsl:when>
        <xsl:when test="@cause = 'timeout'"> a pierdut partida prin depășirea timpului.</xsl:when>
        <xsl:otherwise> a abandonat.</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;Scorul:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.your-turn']" mode="ro"><xsl:for-each select="args">Este rândul dumneavoastră în partida <xsl:value-of select="@game"/>. Literele dumneavoastră: <xsl:value-of select="@rack"/> (în sac: <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'piesă'"/><xsl:with-param name="many" select="'piese'"/></xsl:call-template>). Scrieți mutarea așa: MUTARE <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> H8 CASA (sau SCHIMB <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> LITERE, PAS <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>).<xsl:choose><xsl:when test="@exchange = 'due'"> Ați dat pas de trei ori la rând, așa că aveți dreptul să schimbați litera acum (SCHIMB <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/><xsl:text> </xsl:text><xsl:value-of select="@rack"/>); dacă dați pas în loc, se consideră că ați schimbat-o.</xsl:when><xsl:when test="@exchange = 'may'"> Toți jucătorii au dat pas la rând, așa că puteți schimba litera acum (SCHIMB <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/><xsl:text> </xsl:text><xsl:value-of select="@rack"/>).</xsl:when></xsl:choose><xsl:if test="@deadline != ''"> Termenul: <xsl:value-of select="@deadline"/>.</xsl:if></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.over']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Partida </xsl:text><xsl:value-of select="@game"/><xsl:text> s-a încheiat</xsl:text>
      <xsl:choose>
        <xsl:when test="@end = 'timeout'">: <xsl:value-of select="@resigned"/> a pierdut prin depășirea timpului (<xsl:value-of select="@limit"/> depășiri, limita campionatului).</xsl:when>
        <xsl:when test="@end = 'resign'">: <xsl:value-of select="@resigned"/> a abandonat.</xsl:when>
        <xsl:when test="@end = 'out' and @variant = 'maruntel'">: toate literele au fost plasate.</xsl:when>
        <xsl:when test="@end = 'out'">: un jucător a folosit toate piesele, iar sacul este gol.</xsl:when>
        <xsl:when test="@end = 'blocked'">: partida este blocată. După pasuri și schimbări repetate (patru ture la rând) nu s-a mai plasat nicio literă, deși în sac mai sunt litere.</xsl:when>
        <xsl:when test="@variant = 'maruntel'">: sacul este gol și tuturor jucătorilor rămași în joc li s-a înregistrat consecutiv PAS.</xsl:when>
        <xsl:otherwise>: toți jucătorii au spus PAS la două runde consecutive (schimburile și mutările, chiar fără puncte, nu sunt pasuri).</xsl:otherwise>
      </xsl:choose>
      <xsl:text> Rezultatul final:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/></xsl:call-template>
      <xsl:if test="@adjust != ''">
        <xsl:text>Literele rămase pe suporturi, socotite:&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@adjust"/></xsl:call-template>
      </xsl:if>
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;Sămânța tragerilor a fost: </xsl:text><xsl:value-of select="@seed"/>
      <xsl:text> (SHA-256 al ei, anunțat la început: </xsl:text><xsl:value-of select="@seed_hash"/>
      <xsl:text>).</xsl:text>
      <!-- The engine's analysis of the player's own turns (game-analysis.h). -->
      <xsl:if test="@a_turns != '' and @a_turns != '0'">
        <xsl:text>&#10;&#10;Analiza mutărilor dumneavoastră de către program: punctajul lor a fost </xsl:text><xsl:value-of select="@a_scored"/>
        <xsl:text>, iar cea mai bună mutare a suportului dumneavoastră la fiecare tură ar fi adus în total </xsl:text><xsl:value-of select="@a_best"/>
        <xsl:text>, deci ați realizat </xsl:text><xsl:value-of select="translate(@a_percent, '.', ',')"/>
        <xsl:text> % din cel mai bun joc. Cea mai bună mutare este cea cu punctajul cel mai mare, la punctaj egal în ordinea topului de la duplicat: o clasificare numai după punctaj, nu după valoarea literelor păstrate.</xsl:text>
        <xsl:choose>
          <xsl:when test="@a_missed != ''">
            <xsl:text>&#10;&#10;Turele dumneavoastră în care cea mai bună mutare aducea cu cel puțin </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@a_min"/></xsl:call-template>
            <xsl:text> mai mult (tura, mutarea dumneavoastră și punctajul ei | cea mai bună mutare și punctajul ei | diferența; - înseamnă pas, -LITERE un schimb):&#10;</xsl:text>
            <xsl:call-template name="block"><xsl:with-param name="s" select="@a_missed"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
          </xsl:when>
          <xsl:otherwise><xsl:text> Nicio mutare a dumneavoastră nu a fost cu </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@a_min"/></xsl:call-template><xsl:text> sau mai mult sub cea mai bună.</xsl:text></xsl:otherwise>
        </xsl:choose>
      </xsl:if>
      <!-- GCG is written for games of two players only (gcg.h). -->
      <xsl:if test="@gcg != ''">
        <xsl:text>&#10;&#10;Înregistrarea partidei în format GCG (pentru Quackle sau Macondo):&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@gcg"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- Campionate (game-champ.c): ceasul, vacanța, sfârșitul. -->
  <xsl:template match="notice[@code='game.arbiter']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what"><xsl:choose><xsl:when test="@action = 'takeback'">arbitrul a anulat mutarea <xsl:value-of select="@number"/></xsl:when><xsl:when test="@action = 'deadline'">arbitrul a mutat termenul la <xsl:value-of select="@deadline"/></xsl:when><xsl:when test="@action = 'replace'"><xsl:value-of select="@replacement"/> îl înlocuiește pe <xsl:value-of select="@player"/></xsl:when><xsl:otherwise>rezultatul hotărât de arbitru</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.arbiter']" mode="ro">
    <xsl:for-each select="args">
      <xsl:choose>
        <xsl:when test="@action = 'replace'">
          <xsl:text>Arbitrul l-a înlocuit pe </xsl:text><xsl:value-of select="@player"/><xsl:text> cu </xsl:text><xsl:value-of select="@replacement"/><xsl:text> în partida </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text><xsl:value-of select="@replacement"/><xsl:text> continuă din aceeași poziție, cu aceleași litere și același scor. Motivul: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:if test="@rack != ''"><xsl:text>&#10;&#10;Literele dumneavoastră (le primiți numai dumneavoastră): </xsl:text><xsl:value-of select="@rack"/><xsl:text>. ISTORIC </xsl:text><xsl:value-of select="@game"/><xsl:text> arată partida de până acum; comenzile sunt în mesajul pe care îl aduce AJUTOR.</xsl:text></xsl:if>
          <xsl:text>&#10;&#10;Scorurile acum:&#10;</xsl:text>
        </xsl:when>
        <xsl:when test="@action = 'deadline'">
          <xsl:text>Arbitrul a mutat termenul mutării </xsl:text><xsl:value-of select="@number"/><xsl:text> a partidei </xsl:text><xsl:value-of select="@game"/><xsl:text> (la mutare: </xsl:text><xsl:value-of select="@player"/><xsl:text>) de la </xsl:text><xsl:value-of select="@was"/><xsl:text> la </xsl:text><xsl:value-of select="@deadline"/><xsl:text>. Motivul: </xsl:text><xsl:value-of select="@reason"/>
        </xsl:when>
        <xsl:when test="@action = 'takeback'">
          <xsl:text>Arbitrul a anulat mutarea </xsl:text><xsl:value-of select="@number"/><xsl:text> a partidei </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text>
          <xsl:choose>
            <xsl:when test="@kind = 'play'">depunerea <xsl:value-of select="@move"/> a jucătorului <xsl:value-of select="@player"/></xsl:when>
            <xsl:when test="@kind = 'exchange'">schimbul a <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="string-length(@move)"/><xsl:with-param name="one" select="'literă'"/><xsl:with-param name="many" select="'litere'"/></xsl:call-template> făcut de <xsl:value-of select="@player"/></xsl:when>
            <xsl:when test="@kind = 'pass'">pasul jucătorului <xsl:value-of select="@player"/></xsl:when>
            <xsl:otherwise>abandonul jucătorului <xsl:value-of select="@player"/></xsl:otherwise>
          </xsl:choose>
          <xsl:text>. Motivul: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:text>&#10;&#10;Partida continuă din poziția de dinaintea acelei mutări: tabla, literele, scorurile și timpul sunt cele de atunci. Scorurile acum:&#10;</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Arbitrul a hotărât rezultatul partidei </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text>
          <xsl:choose>
            <xsl:when test="@result = 'win'">câștigă <xsl:value-of select="@player"/></xsl:when>
            <xsl:when test="@result = 'draw'">remiză</xsl:when>
            <xsl:otherwise>partida este pierdută de toți jucătorii</xsl:otherwise>
          </xsl:choose>
          <xsl:text>. Motivul: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:text>&#10;&#10;Partida s-a încheiat; clasamentul ține seama de acest rezultat. Scorurile din momentul opririi partidei:&#10;</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@action != 'deadline'">
        <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/></xsl:call-template>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.timeout']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">v-a expirat timpul</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.timeout']" mode="ro"><xsl:for-each select="args">Timpul pentru mutarea <xsl:value-of select="@number"/> a partidei <xsl:value-of select="@game"/> a expirat<xsl:choose><xsl:when test="@kind = 'resign'">: aceasta este depășirea numărul <xsl:value-of select="@timeouts"/>, limita campionatului, așa că pierdeți partida.</xsl:when><xsl:otherwise>: se socotește pas (depășiri în această partidă: <xsl:value-of select="@timeouts"/><xsl:if test="@limit != '0'">; la <xsl:value-of select="@limit"/> partida este pierdută</xsl:if>).</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.reminder']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">amintire, termenul mutării este <xsl:value-of select="@deadline"/></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.reminder']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Vă amintim: este rândul dumneavoastră în partida </xsl:text><xsl:value-of select="@game"/><xsl:text>, iar termenul mutării este </xsl:text><xsl:value-of select="@deadline"/><xsl:text>.&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.late']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">mutarea întârzie</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.late']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Termenul mutării dumneavoastră în partida </xsl:text><xsl:value-of select="@game"/><xsl:text> a fost </xsl:text><xsl:value-of select="@deadline"/><xsl:text>. Dacă mutarea nu sosește până la </xsl:text><xsl:value-of select="@timeout"/>
      <xsl:choose>
        <xsl:when test="@action = 'forfeit'">, se socotește depășire de timp (depășiri până acum în această partidă: <xsl:value-of select="@timeouts"/>; la <xsl:value-of select="@limit"/> partida este pierdută).</xsl:when>
        <xsl:otherwise>, se socotește pas.</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.resend']" mode="ro-subject"><xsl:for-each select="args"><xsl:call-template name="ro.game-subject"><xsl:with-param name="what">poziția</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.resend']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Partida </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@state = 'over'"> s-a încheiat.</xsl:when>
        <xsl:when test="@mine = '1'">: este rândul dumneavoastră, mutarea <xsl:value-of select="@number"/>.</xsl:when>
        <xsl:otherwise>: <xsl:value-of select="@to_move"/> are de jucat mutarea <xsl:value-of select="@number"/>.</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@deadline != ''"> Termenul mutării: <xsl:value-of select="@deadline"/>.</xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;</xsl:text><xsl:if test="@mine != '1'"><xsl:text>Literele dumneavoastră: </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text> (în sac: </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'piesă'"/><xsl:with-param name="many" select="'piese'"/></xsl:call-template><xsl:text>)&#10;</xsl:text></xsl:if>
      <xsl:text>Scorul:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="item[@code='resend.ok']" mode="ro"><xsl:for-each select="args">Poziția partidei <xsl:value-of select="@game"/> vă este trimisă din nou, într-un mesaj separat.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='status.no-games']" mode="ro">Nu jucați acum nicio partidă.</xsl:template>
  <xsl:template match="item[@code='resend.no-games']" mode="ro">Nu jucați acum nicio partidă: nu este nimic de retrimis.</xsl:template>
  <xsl:template match="item[@code='leave.ok']" mode="ro"><xsl:for-each select="args">Vacanța este înregistrată: de la <xsl:value-of select="@first"/> până la <xsl:value-of select="@last"/> (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'zi'"/><xsl:with-param name="many" select="'zile'"/></xsl:call-template>). În aceste zile ceasul dumneavoastră se oprește în partidele de campionat, iar adversarii sunt anunțați. Zile de vacanță rămase pentru acel an: <xsl:value-of select="@left"/> din <xsl:value-of select="@allowance"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.no-championship']" mode="ro">Vacanța se poate lua numai în timpul unui campionat, iar dumneavoastră nu jucați în niciunul. Nu s-a înregistrat nimic.</xsl:template>
  <xsl:template match="item[@code='leave.bad-date']" mode="ro"><xsl:for-each select="args">Data „<xsl:value-of select="@date"/>” nu poate fi citită: scrieți-o ca 20.12.2026 sau 2026-12-20. Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.past']" mode="ro"><xsl:for-each select="args">Vacanța se anunță pentru zilele care urmează: poate începe cel mai devreme pe <xsl:value-of select="@earliest"/>, nu pe <xsl:value-of select="@first"/>. Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.overlap']" mode="ro"><xsl:for-each select="args">Zilele de la <xsl:value-of select="@first"/> până la <xsl:value-of select="@last"/> se suprapun cu o vacanță deja anunțată. Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.too-long']" mode="ro"><xsl:for-each select="args">Vacanța cerută (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'zi'"/><xsl:with-param name="many" select="'zile'"/></xsl:call-template>) este mai lungă decât v-a rămas pentru anul <xsl:value-of select="@year"/>: <xsl:value-of select="@left"/> din <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@allowance"/><xsl:with-param name="one" select="'zi'"/><xsl:with-param name="many" select="'zile'"/></xsl:call-template>. Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.leave']" mode="ro-subject"><xsl:for-each select="args"><xsl:value-of select="@player"/> este în vacanță</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.leave']" mode="ro"><xsl:for-each select="args"><xsl:value-of select="@player"/> este în vacanță de la <xsl:value-of select="@first"/> până la <xsl:value-of select="@last"/>: în aceste zile ceasul mutărilor sale se oprește în partidele pe care le jucați împreună (printre ele partida <xsl:value-of select="@game"/>).</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.over']" mode="ro-subject"><xsl:for-each select="args">Campionatul <xsl:value-of select="@champ"/> · clasamentul final</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.over']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Toate partidele campionatului </xsl:text><xsl:value-of select="@champ"/><xsl:text> s-au încheiat. Clasamentul final (locul, jucătorul, punctele, diferența de scor, scorul total</xsl:text><xsl:if test="@rated = '1'">, coeficientul și schimbarea lui</xsl:if><xsl:text>):&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@standings"/></xsl:call-template>
      <xsl:text>&#10;Tabelul întâlnirilor (V victorie, E egalitate, Î înfrângere, întâi scorul propriu; T: pierdută prin depășirea termenului, A: pierdută prin abandon, D: decisă de arbitru):&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s"><xsl:call-template name="words"><xsl:with-param name="s" select="@crosstable"/><xsl:with-param name="lang" select="'ro'"/></xsl:call-template></xsl:with-param></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='organiser.champ-over']" mode="ro-subject"><xsl:for-each select="args">Campionatul <xsl:value-of select="@champ"/> s-a încheiat: clasamentul final</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.champ-over']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Toate partidele campionatului </xsl:text><xsl:value-of select="@champ"/><xsl:text> s-au încheiat. Clasamentul final și tabelul întâlnirilor au fost trimise prin poștă celor </xsl:text><xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@players"/><xsl:with-param name="one" select="'jucător'"/><xsl:with-param name="many" select="'jucători'"/></xsl:call-template><xsl:if test="@rated = '1'">, iar coeficienții lor au fost actualizați</xsl:if><xsl:text>. Clasamentul final (locul, jucătorul, punctele, diferența de scor, scorul total</xsl:text><xsl:if test="@rated = '1'">, coeficientul și schimbarea lui</xsl:if><xsl:text>):&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@standings"/></xsl:call-template>
      <xsl:text>&#10;Ce aveți de făcut: publicați paginile finale cu scrabmail publish </xsl:text><xsl:value-of select="@champ"/><xsl:text>; scrabmail championship show </xsl:text><xsl:value-of select="@champ"/><xsl:text> păstrează clasamentul și toate partidele. Un nou sezon înseamnă un nou campionat (scrabmail championship create).</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='organiser.downtime']" mode="ro-subject"><xsl:for-each select="args">scrabmail nu a funcționat <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'oră'"/><xsl:with-param name="many" select="'ore'"/><xsl:with-param name="single" select="'o oră'"/></xsl:call-template>: termenele au fost prelungite</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.downtime']" mode="ro"><xsl:for-each select="args">scrabmail nu a funcționat de la <xsl:value-of select="@since"/> până la <xsl:value-of select="@until"/> (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'oră'"/><xsl:with-param name="many" select="'ore'"/><xsl:with-param name="single" select="'o oră'"/></xsl:call-template>): în acest timp niciun termen nu a fost verificat. Ca nimeni să nu piardă o partidă prin depășirea termenului din această cauză, <xsl:choose><xsl:when test="@games = '1'">termenul unei partide de campionat a fost prelungit</xsl:when><xsl:otherwise>termenele a <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@games"/><xsl:with-param name="one" select="'partidă'"/><xsl:with-param name="many" select="'partide'"/></xsl:call-template> de campionat au fost prelungite</xsl:otherwise></xsl:choose> cu acest timp; jucătorii nu au fost anunțați. Mesajele sosite între timp sunt primite ca de obicei.&#10;&#10;Ce aveți de făcut: aflați de ce s-a oprit scrabmail (jurnalul său: journalctl -u scrabmail, sau ieșirea sarcinii cron care rulează scrabmail daemon --once), ca să nu se mai întâmple. Dacă jucătorii trebuie să afle noile termene, scrieți-le dumneavoastră. Setarea downtime_minutes (scrabmail.conf) spune după cât timp de oprire se prelungesc termenele (0: niciodată).</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.downtime']" mode="ro-subject">scrabmail a fost oprit: termenele au fost prelungite</xsl:template>
  <xsl:template match="notice[@code='champ.downtime']" mode="ro"><xsl:for-each select="args">Ceasul nu a mers de la <xsl:value-of select="@since"/> până la <xsl:value-of select="@until"/> (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'oră'"/><xsl:with-param name="many" select="'ore'"/><xsl:with-param name="single" select="'o oră'"/></xsl:call-template>). Termenele partidelor de campionat în curs (<xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@games"/><xsl:with-param name="one" select="'partidă'"/><xsl:with-param name="many" select="'partide'"/></xsl:call-template>) au fost prelungite cu acest timp, ca nimeni să nu piardă din cauza opririi. Mesajele sosite între timp sunt primite ca de obicei.</xsl:for-each></xsl:template>

  <!-- Sign-up by mail: INSCRIERE, CONFIRMARE, INTRU (account-signup.c). -->
  <xsl:template match="item[@code='signup.usage']" mode="ro"><xsl:for-each select="args">INSCRIERE se scrie: INSCRIERE nume, apoi, dacă doriți, numele dumneavoastră real (de exemplu: INSCRIERE popescu.ion Ion Popescu). Numele este cel cu care vă veți identifica: cel mult <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'caracter'"/><xsl:with-param name="many" select="'caractere'"/></xsl:call-template>, numai litere fără diacritice, cifre, „.”, „_” sau „-”.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.code']" mode="ro"><xsl:for-each select="args">Am primit cererea de înscriere ca jucătorul <xsl:value-of select="@player"/>. Ca să o confirmați, trimiteți de la această adresă, în cel mult <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'oră'"/><xsl:with-param name="many" select="'ore'"/><xsl:with-param name="single" select="'o oră'"/></xsl:call-template> (până la <xsl:value-of select="@deadline"/>), un mesaj care conține doar rândul:<xsl:text>&#10;</xsl:text>  CONFIRMARE <xsl:value-of select="@code"/><xsl:text>&#10;</xsl:text>Dacă nu dumneavoastră ați cerut înscrierea, nu faceți nimic: cererea expiră singură.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.closed']" mode="ro">Înscrierea prin poștă nu este deschisă: pentru a deveni jucător, rugați organizatorul să vă înscrie. Nu s-a înregistrat nimic.</xsl:template>
  <xsl:template match="item[@code='signup.known-address']" mode="ro"><xsl:for-each select="args">Adresa <xsl:value-of select="@addr"/> este deja a jucătorului <xsl:value-of select="@player"/>: vă identificați cu rândul SIGNON <xsl:value-of select="@player"/> parolă. Dacă ați uitat parola, scrieți organizatorului.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.bad-name']" mode="ro"><xsl:for-each select="args">Numele „<xsl:value-of select="@player"/>” nu poate fi folosit: alegeți unul de cel mult <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'caracter'"/><xsl:with-param name="many" select="'caractere'"/></xsl:call-template>, numai litere fără diacritice, cifre, „.”, „_” sau „-” (îl veți scrie în rândul SIGNON). Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.name-taken']" mode="ro"><xsl:for-each select="args">Numele „<xsl:value-of select="@player"/>” este deja luat (de un jucător sau de o altă cerere de înscriere): alegeți altul și trimiteți din nou INSCRIERE nume. Nu s-a înregistrat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.too-many']" mode="ro"><xsl:for-each select="args">De la această adresă s-au cerut deja <xsl:call-template name="ro.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'înscriere'"/><xsl:with-param name="many" select="'înscrieri'"/></xsl:call-template> în ultimele 24 de ore: încercați din nou mâine. Nu s-a trimis niciun cod nou.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.usage']" mode="ro">CONFIRMARE se scrie: CONFIRMARE cod, cu codul primit ca răspuns la INSCRIERE.</xsl:template>
  <xsl:template match="item[@code='confirm.pending']" mode="ro"><xsl:for-each select="args">Adresa este confirmată. Cererea de înscriere ca jucătorul <xsl:value-of select="@player"/> așteaptă acum aprobarea organizatorului; parola și instrucțiunile vă vor sosi într-un mesaj separat, de îndată ce cererea este aprobată.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.approved']" mode="ro"><xsl:for-each select="args">Adresa este confirmată și sunteți înscris ca jucătorul <xsl:value-of select="@player"/>. Parola și instrucțiunile vă sosesc într-un mesaj separat.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.no-request']" mode="ro"><xsl:for-each select="args">Nu există nicio cerere de înscriere neconfirmată de la adresa <xsl:value-of select="@addr"/>. Codul se trimite de la adresa de la care s-a trimis INSCRIERE; dacă a expirat, trimiteți din nou INSCRIERE nume.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.expired']" mode="ro"><xsl:for-each select="args">Codul cererii de înscriere ca jucătorul <xsl:value-of select="@player"/> a expirat. Trimiteți din nou INSCRIERE <xsl:value-of select="@player"/> pentru un cod nou.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.bad-code']" mode="ro"><xsl:for-each select="args">Acesta nu este codul cererii de înscriere ca jucătorul <xsl:value-of select="@player"/>. Verificați codul din mesajul primit; mai puteți încerca <xsl:choose><xsl:when test="@tries = 1">o dată</xsl:when><xsl:otherwise>de <xsl:value-of select="@tries"/> ori</xsl:otherwise></xsl:choose>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.voided']" mode="ro"><xsl:for-each select="args">Acesta nu este codul cererii de înscriere ca jucătorul <xsl:value-of select="@player"/>, iar încercările s-au terminat: cererea a fost anulată. Trimiteți din nou INSCRIERE nume pentru un cod nou.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.name-taken']" mode="ro"><xsl:for-each select="args">Între timp, numele „<xsl:value-of select="@player"/>” sau adresa dumneavoastră a fost înscrisă altfel, așa că cererea nu mai poate fi aprobată și a fost anulată. Trimiteți INSCRIERE cu alt nume, sau scrieți organizatorului.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.usage']" mode="ro">INTRU se scrie: INTRU campionat (de exemplu: INTRU Cupa-Iernii).</xsl:template>
  <xsl:template match="item[@code='join.ok']" mode="ro"><xsl:for-each select="args">Sunteți înscris în campionatul <xsl:value-of select="@champ"/>. Partidele încep când organizatorul pornește campionatul; veți primi câte un mesaj pentru fiecare partidă.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.unknown']" mode="ro"><xsl:for-each select="args">Nu există niciun campionat numit „<xsl:value-of select="@champ"/>”. Verificați numele.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.not-open']" mode="ro"><xsl:for-each select="args">Campionatul <xsl:value-of select="@champ"/> nu primește înscrieri prin poștă: rugați organizatorul să vă înscrie.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.started']" mode="ro"><xsl:for-each select="args">Campionatul <xsl:value-of select="@champ"/> a început deja: înscrierile se fac înainte de start.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.already']" mode="ro"><xsl:for-each select="args">Sunteți deja înscris în campionatul <xsl:value-of select="@champ"/>: nu s-a schimbat nimic.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.welcome']" mode="ro-subject"><xsl:for-each select="args">Bun venit, <xsl:value-of select="@player"/>: parola dumneavoastră</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.welcome']" mode="ro">
    <xsl:for-each select="args">
      <xsl:text>Sunteți înscris ca jucătorul </xsl:text><xsl:value-of select="@player"/><xsl:text>. Parola dumneavoastră este în rândul de mai jos, gata de copiat la începutul mesajelor; păstrați-o, căci nu vă mai este trimisă (o puteți schimba oricând cu PAROLA parolă-nouă):&#10;</xsl:text>
      <xsl:text>  SIGNON </xsl:text><xsl:value-of select="@player"/><xsl:text> </xsl:text><xsl:value-of select="@password"/><xsl:text>&#10;</xsl:text>
      <xsl:text>Comenzile se trimit la adresa </xsl:text><xsl:value-of select="@addr"/><xsl:text>, câte una pe rând, la începutul mesajului; cele pentru partide vin după rândul SIGNON:&#10;</xsl:text>
      <xsl:text>  AJUTOR – lista comenzilor;&#10;</xsl:text>
      <xsl:text>  PAROLA parolă-nouă – vă schimbă parola;&#10;</xsl:text>
      <xsl:text>  LIMBA ro|en – limba în care primiți răspunsurile întâi;&#10;</xsl:text>
      <xsl:text>  INTRU campionat – vă înscrie într-un campionat care primește înscrieri, înainte de start;&#10;</xsl:text>
      <xsl:text>  STARE – partidele dumneavoastră: tabla, literele, scorul, cine mută;&#10;</xsl:text>
      <xsl:text>  MUTARE partidă număr mutare – o mutare, de exemplu MUTARE 12 7 H8 CASA (partida 12, mutarea 7);&#10;</xsl:text>
      <xsl:text>  SCHIMB partidă număr litere, PAS partidă număr, ABANDON partidă;&#10;</xsl:text>
      <xsl:text>  VACANTA zile – zile de absență într-un campionat;&#10;</xsl:text>
      <xsl:text>  TUR n mutare – depunerea pentru runda n a unui concurs duplicat.&#10;</xsl:text>
      <xsl:text>Vă dorim joc frumos!</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='signup.rejected']" mode="ro-subject"><xsl:for-each select="args">Cererea de înscriere ca <xsl:value-of select="@player"/> nu a fost aprobată</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.rejected']" mode="ro"><xsl:for-each select="args">Organizatorul nu a aprobat cererea dumneavoastră de înscriere ca jucătorul <xsl:value-of select="@player"/><xsl:choose><xsl:when test="normalize-space(@reason) != ''">. Motivul: <xsl:value-of select="@reason"/></xsl:when><xsl:otherwise>.</xsl:otherwise></xsl:choose> Pentru lămuriri, scrieți organizatorului.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.signup']" mode="ro-subject"><xsl:for-each select="args">Înscriere nouă: <xsl:value-of select="@player"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.signup']" mode="ro"><xsl:for-each select="args"><xsl:value-of select="@player"/> (<xsl:value-of select="@email"/><xsl:if test="normalize-space(@realname) != ''">, <xsl:value-of select="@realname"/></xsl:if>) a cerut să se înscrie ca jucător și și-a confirmat adresa. <xsl:choose><xsl:when test="@decision = 'auto'">Înscrierea s-a făcut automat (signup = auto): jucătorul a primit parola.</xsl:when><xsl:otherwise>Cererea așteaptă decizia dumneavoastră: scrabmail player approve <xsl:value-of select="@player"/>, sau scrabmail player reject <xsl:value-of select="@player"/> --reason "...". Cererile în așteptare: scrabmail player pending.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.join']" mode="ro-subject"><xsl:for-each select="args"><xsl:value-of select="@player"/> a intrat în campionatul <xsl:value-of select="@champ"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.join']" mode="ro"><xsl:for-each select="args">Jucătorul <xsl:value-of select="@player"/> (<xsl:value-of select="@email"/>) s-a înscris prin poștă în campionatul <xsl:value-of select="@champ"/>. Jucătorii înscriși: scrabmail championship show <xsl:value-of select="@champ"/>.</xsl:for-each></xsl:template>

  <!-- What a results mail's technical warnings were for: the codes of
       @wcodes (report_verdict_warnings, src/report-verdict.h), each
       worded, joined by "; "; @claimed is the score claimed. -->
  <xsl:template name="ro.warnings">
    <xsl:param name="codes" select="concat(normalize-space(@wcodes), ' ')"/>
    <xsl:param name="first" select="true()"/>
    <xsl:variable name="c" select="substring-before($codes, ' ')"/>
    <xsl:if test="$c != ''">
      <xsl:if test="not($first)">; </xsl:if>
      <xsl:choose>
        <xsl:when test="$c = 'score'">punctajul anunțat, <xsl:value-of select="@claimed"/>, nu este cel corect</xsl:when>
        <xsl:when test="$c = 'score-missing'">nu ați anunțat punctajul mutării</xsl:when>
        <xsl:when test="$c = 'coord'">coordonata a fost scrisă invers (H8 înseamnă orizontal, 8H vertical), iar mutarea a fost citită în sensul în care este corectă</xsl:when>
        <xsl:when test="$c = 'blank'">un joker nu a fost marcat ca joker, sau o literă a fost marcată ca joker deși nu mai era niciun joker de pus</xsl:when>
        <xsl:when test="$c = 'score2'">punctajul celei de-a doua mutări lipsește sau nu este cel corect</xsl:when>
        <xsl:when test="$c = 'total'">totalul anunțat lipsește sau nu este cel corect</xsl:when>
        <xsl:otherwise><xsl:value-of select="$c"/></xsl:otherwise>
      </xsl:choose>
      <xsl:call-template name="ro.warnings">
        <xsl:with-param name="codes" select="substring-after($codes, ' ')"/>
        <xsl:with-param name="first" select="false()"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

</xsl:stylesheet>
