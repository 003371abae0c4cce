# A contest whose letters the arbiter gives by hand: it never draws.
contest create Sala --variant classic --entry registered --manual-draw --rounds 2
contest join Sala ana
contest join Sala bogdan
contest start Sala
contest show Sala
# Refused, each with what is wrong and what to do (exit 1; 2 for a text
# that is no rack).
contest letters Sala CASETRUX --reason "partida din sală"
contest letters Sala BCDFGHA --reason "partida din sală"
contest letters Sala ZZZAEIO --reason "partida din sală"
contest letters Sala CASE1RU --reason "partida din sală"
contest letters Sala ACERSTU --round 2 --reason "partida din sală"
contest letters Sala ACERSTU
# Round 1 of the hall game: mailed to both players.
contest letters Sala ACERSTU --reason "partida din sală, runda 1"
contest show Sala
