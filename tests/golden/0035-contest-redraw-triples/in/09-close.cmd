+8 days
tick
contest show V --round 1
contest show V --round 2
contest standings V
