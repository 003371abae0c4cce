championship show Patru
championship standings Patru
championship crosstable Patru
game show 1
game gcg 1
