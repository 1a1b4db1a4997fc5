a = x + y
if b < 3:
    x = 0
else:
    x = 1
b = x + y
