/* An interactor: sends 1..100, expects n+1 back for each. Exit 0: accepted, 1: wrong answer. */
#include <signal.h>
#include <stdio.h>
int main(void) {
  signal(SIGPIPE, SIG_IGN);
  for (int i = 1; i <= 100; i++) {
    long got;
    printf("%d\n", i);
    fflush(stdout);
    if (scanf("%ld", &got) != 1) {
      fprintf(stderr, "wrong answer: no reply to %d\n", i);
      return 1;
    }
    if (got != i + 1) {
      fprintf(stderr, "wrong answer: %ld for %d\n", got, i);
      return 1;
    }
  }
  fprintf(stderr, "ok\n");
  return 0;
}
