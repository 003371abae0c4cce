+7 days
# The last round (--rounds 2): the final standings, without the seed
# (nothing was drawn from it).
tick
contest show Sala
contest letters Sala AEIOUBC --reason "prea târziu"
