contest create V --variant metagrama --seed 11 --address concurs@ziar.test
contest start V
