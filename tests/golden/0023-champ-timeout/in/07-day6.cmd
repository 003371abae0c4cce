+1 days
tick
championship show Ceas
