/* Attack programs print one line per attempt, "name=OK" or "name=<errno name>", for the tests to check. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>

static void probe(const char *name, long rc) {
  printf("%s=%s\n", name, rc >= 0 ? "OK" : strerrorname_np(errno));
  fflush(stdout);
}
