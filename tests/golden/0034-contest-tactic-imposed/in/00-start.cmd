# The organiser imposes the order of the groups: group 1 first, then group 2.
contest create V --variant tactic --seed 11 --address concurs@ziar.test --tactic-order imposed
contest start V
