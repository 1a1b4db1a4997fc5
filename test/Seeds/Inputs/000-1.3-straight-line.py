a = x + y
b = x + y
a = 17
c = x + y
