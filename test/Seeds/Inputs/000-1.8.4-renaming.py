a = 3           # 1st
if a > 3:       #  |
    a = 3       # 2nd
    a = 98
else:           # 3rd
    z = 4       #  |
# expected phi func for 'a' and 'z' here
y = a           # 4th
a = 4
