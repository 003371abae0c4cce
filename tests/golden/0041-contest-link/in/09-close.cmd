+8 days
tick
