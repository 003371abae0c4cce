contest create Rapid --variant classic --seed 11 --feedback on-receipt --address concurs@ziar.test
contest start Rapid
