/* status exit N | status signal N: ends with exactly that exit code or signal. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int n = atoi(argv[2]);
  if (strcmp(argv[1], "exit") == 0) return n;
  signal(n, SIG_DFL);
  sigset_t s;
  sigemptyset(&s);
  sigaddset(&s, n);
  sigprocmask(SIG_UNBLOCK, &s, NULL);
  kill(getpid(), n);
  pause();
  return 100;
}
