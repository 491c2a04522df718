/* The other side of interactor.c. guesser good | noread | close | flood. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "good";
  if (strcmp(mode, "noread") == 0) {
    for (;;) pause();
  }
  if (strcmp(mode, "close") == 0) {
    close(0);
    close(1);
    for (volatile unsigned long x = 0;; x++) {
    }
  }
  if (strcmp(mode, "flood") == 0) {
    static char buf[65536];
    for (size_t i = 0; i < sizeof buf; i += 2) memcpy(buf + i, "7\n", 2);
    for (;;)
      if (write(1, buf, sizeof buf) < 0) return 3;
  }
  long n;
  while (scanf("%ld", &n) == 1) {
    printf("%ld\n", n + 1);
    fflush(stdout);
  }
  return 0;
}
