championship show Trei
championship standings Trei
championship crosstable Trei
game show 1
game gcg 1
