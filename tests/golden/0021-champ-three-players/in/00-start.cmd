championship create Trei --players-per-game 3 --seed trei
championship join Trei ana bogdan dan
championship start Trei
championship show Trei
