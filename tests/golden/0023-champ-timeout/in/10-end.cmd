championship standings Ceas
championship crosstable Ceas
game show 1
game gcg 1
