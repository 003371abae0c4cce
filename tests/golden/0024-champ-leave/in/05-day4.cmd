+3 days
tick
championship show Concediu
