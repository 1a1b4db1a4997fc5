a = 3
if c < 3:
    y = a + b
    x, y = a, b
