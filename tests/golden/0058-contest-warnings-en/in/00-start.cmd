contest create Avertismente --variant classic --seed 11 --address concurs@ziar.test --rounds 8 --score-required on
contest start Avertismente
