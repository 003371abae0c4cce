+2 days
tick
