+7 days
tick
contest show Avertismente
