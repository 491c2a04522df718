/* Writes bytes that are not text: NULs, invalid UTF-8, and a 10 MiB line without newline. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
  static const char head[] = {'a', 0, 'b', (char)0xff, (char)0xfe, (char)0xc3, '\n', 0, 0};
  if (write(1, head, sizeof head) != sizeof head) return 1;
  static char line[1 << 20];
  for (size_t i = 0; i < sizeof line; i++) line[i] = (char)('a' + i % 26);
  for (int i = 0; i < 10; i++)
    if (write(1, line, sizeof line) != sizeof line) return 1;
  return 0;
}
