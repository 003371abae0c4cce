+7 days
# The deadline: results, and round 2 waits for its letters (no draw).
tick
contest show Sala
# Round 2 of the hall game: it opens now, mailed with a deadline from now.
contest letters Sala DOLIMAN --reason "partida din sală, runda 2"
contest show Sala
