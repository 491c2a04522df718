/* flood stdout|stderr: writes forever. flood files DIR KB: files of KB each until refused.
 * flood inodes DIR: empty files until refused. Prints how far it got. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  static char buf[65536];
  memset(buf, 'x', sizeof buf);
  if (strcmp(argv[1], "stdout") == 0 || strcmp(argv[1], "stderr") == 0) {
    int fd = strcmp(argv[1], "stdout") == 0 ? 1 : 2;
    for (;;)
      if (write(fd, buf, sizeof buf) < 0) return 4;
  }
  int inodes = strcmp(argv[1], "inodes") == 0;
  long kb = argc > 3 ? atol(argv[3]) : 0;
  for (int i = 0;; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/f%d", argv[2], i);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
      printf("files=%d error=%s\n", i, strerrorname_np(errno));
      return 0;
    }
    for (long k = 0; !inodes && k < kb; k += 64)
      if (write(fd, buf, 65536) < 0) {
        printf("files=%d error=%s\n", i, strerrorname_np(errno));
        return 0;
      }
    close(fd);
  }
}
