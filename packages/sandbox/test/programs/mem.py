# Allocates 2 GiB in 64 MiB pieces and keeps them.
keep = []
for _ in range(32):
    keep.append(bytearray(64 << 20))
print(len(keep))
