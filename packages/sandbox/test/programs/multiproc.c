/* multiproc N: N child processes burn CPU forever; the parent waits for them. */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2;
  for (int i = 0; i < n; i++)
    if (fork() == 0)
      for (volatile unsigned long x = 0;; x++) {
      }
  while (wait(NULL) > 0) {
  }
  return 0;
}
