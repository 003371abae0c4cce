contest create V --variant completiv --seed 11 --address concurs@ziar.test
contest start V
