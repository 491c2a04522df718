/* memory heap MB | memory static | memory stack: touches memory and reads it back (so the
 * compiler cannot drop it), then prints the sum. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#define STATIC_MB 512
static char big[STATIC_MB << 20];
static unsigned long deep(unsigned long n) {
  volatile char frame[64 * 1024];
  frame[n % sizeof frame] = (char)n;
  for (size_t i = 0; i < sizeof frame; i += 4096) frame[i] = (char)i;
  return deep(n + 1) + frame[n % sizeof frame];
}
int main(int argc, char **argv) {
  unsigned long sum = 0;
  if (strcmp(argv[1], "heap") == 0) {
    size_t n = (size_t)atol(argv[2]) << 20;
    char *p = malloc(n);
    if (!p) return 3;
    for (size_t i = 0; i < n; i += 4096) p[i] = (char)(i >> 12);
    for (size_t i = 0; i < n; i += 4096) sum += (unsigned char)p[i];
  } else if (strcmp(argv[1], "static") == 0) {
    for (size_t i = 0; i < sizeof big; i += 4096) big[i] = (char)(i >> 12);
    for (size_t i = 0; i < sizeof big; i += 4096) sum += (unsigned char)big[i];
  } else {
    sum = deep(0);
  }
  printf("%lu\n", sum);
  return 0;
}
