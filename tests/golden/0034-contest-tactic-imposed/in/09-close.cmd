+8 days
tick
contest show V --round 1
contest standings V
