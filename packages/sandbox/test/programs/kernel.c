/* Kernel interfaces a judged program has no business with. */
#include "probe.h"
#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/io_uring.h>
#include <linux/perf_event.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

static void *nothing(void *a) { return a; }

int main(void) {
  probe("unshare_user", unshare(CLONE_NEWUSER));
  probe("unshare_net", unshare(CLONE_NEWNET));
  probe("unshare_mount", unshare(CLONE_NEWNS));
  probe("clone_newuser", syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0));
  probe("clone_newpid", syscall(SYS_clone, CLONE_NEWPID | SIGCHLD, 0, 0, 0, 0));
  probe("clone3", syscall(435 /* clone3 */, NULL, 0));
  probe("setns", setns(open("/proc/self/ns/net", O_RDONLY), 0));
  probe("keyctl", syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3 /* session */, 1));
  probe("add_key", syscall(SYS_add_key, "user", "k", "v", 1, -3));
  struct io_uring_params up = {0};
  probe("io_uring_setup", syscall(SYS_io_uring_setup, 8, &up));
  union bpf_attr ba = {0};
  probe("bpf", syscall(SYS_bpf, BPF_MAP_CREATE, &ba, sizeof ba));
  struct perf_event_attr pa = {.type = PERF_TYPE_SOFTWARE, .size = sizeof pa, .config = PERF_COUNT_SW_CPU_CLOCK};
  probe("perf_event_open", syscall(SYS_perf_event_open, &pa, 0, -1, -1, 0));
  probe("ptrace_traceme", ptrace(PTRACE_TRACEME, 0, 0, 0));
  char buf[8];
  struct iovec l = {buf, sizeof buf}, r = {buf, sizeof buf};
  probe("process_vm_readv", syscall(SYS_process_vm_readv, getppid(), &l, 1, &r, 1, 0));
  probe("userfaultfd", syscall(SYS_userfaultfd, 0));
  probe("mount", mount("none", "/tmp", "tmpfs", 0, NULL));
  probe("umount", umount2("/work", MNT_DETACH));
  probe("pivot_root", syscall(SYS_pivot_root, "/tmp", "/tmp"));
  probe("reboot", syscall(SYS_reboot, 0xfee1dead, 672274793, 0x4321fedc, NULL));
  probe("init_module", syscall(SYS_init_module, NULL, 0, ""));
  probe("kexec_load", syscall(SYS_kexec_load, 0, 0, NULL, 0));
  probe("syslog", syscall(SYS_syslog, 3, buf, sizeof buf));
  probe("open_by_handle_at", syscall(SYS_open_by_handle_at, AT_FDCWD, NULL, 0));
  probe("sethostname", sethostname("pwned", 5));
  /* What must keep working. */
  pid_t p = fork();
  if (p == 0) _exit(0);
  probe("fork", p);
  waitpid(p, NULL, 0);
  pthread_t t;
  errno = pthread_create(&t, NULL, nothing, NULL);
  probe("thread", errno ? -1 : 0);
  if (!errno) pthread_join(t, NULL);
  return 0;
}
