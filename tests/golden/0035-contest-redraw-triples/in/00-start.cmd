# The draw of 0014 (seed 11): group 1 drew I I I S S T X; with
# --redraw-triples that group goes back and is drawn again.
contest create V --variant tactic --seed 11 --address concurs@ziar.test --redraw-triples
contest start V
contest show V
