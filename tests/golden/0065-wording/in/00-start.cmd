championship create Ceas --days-per-move 2 --remind-days 1 --grace-days 1 --timeout forfeit --timeout-limit 2 --timezone Europe/Bucharest --seed ceas
championship join Ceas ana bogdan
championship start Ceas
tick
