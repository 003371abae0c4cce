game analysis 1
game analysis 1 --json
