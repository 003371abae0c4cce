championship create Patru --players-per-game 4 --seed patru
championship join Patru ana bogdan dan elena
championship start Patru
championship show Patru
