contest create V --variant superjoker --seed 11 --address concurs@ziar.test
contest start V
