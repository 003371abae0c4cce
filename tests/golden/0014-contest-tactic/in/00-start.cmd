contest create V --variant tactic --seed 11 --address concurs@ziar.test
contest start V
