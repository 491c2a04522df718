/* Prints the environment (NUL-separated, exactly), then who it is. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
extern char **environ;
int main(void) {
  for (char **e = environ; *e; e++) fwrite(*e, 1, strlen(*e) + 1, stdout);
  fputs("\n--\n", stdout);
  FILE *f = fopen("/proc/self/status", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "Uid:", 4) || !strncmp(line, "Gid:", 4) || !strncmp(line, "Groups:", 7) || !strncmp(line, "Cap", 3) ||
        !strncmp(line, "NoNewPrivs:", 11) || !strncmp(line, "Seccomp:", 8))
      fputs(line, stdout);
  gethostname(line, sizeof line);
  printf("hostname:\t%s\n", line);
  return 0;
}
