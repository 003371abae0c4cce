contest create Arbitru --variant classic --seed 11 --address concurs@ziar.test --rounds 8
contest start Arbitru
