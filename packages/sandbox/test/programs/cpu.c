/* cpu [ms]: burns CPU time for ms milliseconds (forever without an argument). */
#include <stdlib.h>
#include <time.h>
static double cpu_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
int main(int argc, char **argv) {
  double until = argc > 1 ? atof(argv[1]) : 1e18;
  volatile unsigned long x = 0;
  while (cpu_ms() < until)
    for (int i = 0; i < 10000; i++) x += i;
  return 0;
}
