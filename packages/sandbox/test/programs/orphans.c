/* Leaves processes behind: a child in a new session and a grandchild that burns CPU, both
 * reparented when the parent exits at once with status 0. */
#include <unistd.h>
int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0)
      for (volatile unsigned long x = 0;; x++) {
      }
    for (;;) pause();
  }
  usleep(20000);
  return 0;
}
