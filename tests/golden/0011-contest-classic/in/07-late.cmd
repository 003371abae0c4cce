+7 days
