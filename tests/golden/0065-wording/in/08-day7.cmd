+1 days
tick
