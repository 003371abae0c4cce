contest create Flame --variant classic --seed 11 --address contest@paper.test
contest start Flame
