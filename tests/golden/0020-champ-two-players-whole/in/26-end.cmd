championship show Cupa
championship standings Cupa
championship crosstable Cupa
game show 1
game gcg 1
