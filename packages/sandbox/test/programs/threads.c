/* threads spin N: N threads burn CPU forever. threads bomb: creates threads until refused. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static void *spin(void *a) {
  for (volatile unsigned long x = 0;; x++) {
  }
  return a;
}
static void *idle(void *a) {
  pause();
  return a;
}
int main(int argc, char **argv) {
  int bomb = argc > 1 && strcmp(argv[1], "bomb") == 0;
  int n = argc > 2 ? atoi(argv[2]) : 100000;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  for (int i = 0; i < n; i++) {
    pthread_t t;
    int rc = pthread_create(&t, &attr, bomb ? idle : spin, NULL);
    if (rc) {
      printf("created=%d error=%s\n", i, strerrorname_np(rc));
      return 5;
    }
  }
  if (bomb) return 0;
  pause();
  return 0;
}
