/* Attacks on the processes that watch it. supervisor probe: signals init, the parent, pid 1 and
 * pids nearby, and reports. supervisor killall: kill(-1, SIGKILL), i.e. everything it may signal. */
#include "probe.h"
#include <signal.h>
#include <unistd.h>
int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "killall") == 0) {
    probe("kill_all", kill(-1, SIGKILL));
    probe("alive", 0);
    return 0;
  }
  probe("kill_ppid_stop", kill(getppid(), SIGSTOP));
  probe("kill_ppid_kill", kill(getppid(), SIGKILL));
  probe("kill_1_kill", kill(1, SIGKILL));
  probe("kill_1_term", kill(1, SIGTERM));
  probe("kill_pgrp_0", kill(0, SIGCONT));
  for (int pid = 2; pid < 64; pid++)
    if (pid != getpid() && kill(pid, 0) == 0) printf("visible_pid=%d\n", pid);
  probe("alive", 0);
  return 0;
}
