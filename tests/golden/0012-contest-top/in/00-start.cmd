contest create V --variant top --seed 11 --address concurs@ziar.test
contest start V
