+7 days
tick
