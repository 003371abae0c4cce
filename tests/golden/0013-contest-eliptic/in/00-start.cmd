contest create V --variant eliptic --seed 11 --address concurs@ziar.test
contest start V
