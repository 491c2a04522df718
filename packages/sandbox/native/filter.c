/*
 * The seccomp filter of every sandboxed program. It is a deny list on top of the namespaces and
 * the unprivileged uid: it closes kernel interfaces that namespaces do not isolate (keyrings,
 * vsock, io_uring, bpf, perf) or that widen the attack surface (namespace creation, mount,
 * ptrace). It is compiled once to BPF; each run only loads it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sbx.h"

static const char *const denied[] = {
    /* namespaces and mounts */
    "unshare", "setns", "mount", "umount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig",
    "fsmount", "fspick", "mount_setattr",
    /* other processes' memory */
    "ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "process_madvise", "kcmp",
    /* kernel interfaces with their own attack surface or state shared across namespaces */
    "bpf", "perf_event_open", "userfaultfd", "keyctl", "add_key", "request_key", "io_uring_setup", "io_uring_enter",
    "io_uring_register", "fanotify_init", "open_by_handle_at", "name_to_handle_at", "lookup_dcookie", "modify_ldt", "iopl",
    "ioperm", "uselib",
    /* machine administration */
    "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module", "reboot", "swapon", "swapoff", "acct",
    "quotactl", "quotactl_fd", "syslog", "vhangup", "sethostname", "setdomainname", "settimeofday", "clock_settime",
    "clock_adjtime", "adjtimex",
};

/* Syscalls newer than the libseccomp this may be built with, by number (x86_64 only). */
static const struct {
  const char *name;
  int nr;
} newer[] = {
#ifdef __x86_64__
    {"statmount", 457},
    {"listmount", 458},
    {"open_tree_attr", 467},
#endif
    {NULL, 0},
};

/* Namespace flags that clone() must not carry. */
static const unsigned long ns_flags[] = {CLONE_NEWNS,  CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER,
                                         CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWCGROUP, 0x00000080 /* CLONE_NEWTIME */};

/* Socket families a program may use: local sockets, IP (only loopback exists, and it is down)
 * and netlink (glibc's getaddrinfo asks it for interfaces). Everything else, notably AF_VSOCK
 * which reaches the hypervisor outside any network namespace, is refused. */
static int family_allowed(int f) { return f == AF_UNIX || f == AF_INET || f == AF_INET6 || f == AF_NETLINK; }

int filter_build(struct sock_fprog *out, char *err, size_t errlen) {
  int rc;
  if (seccomp_api_get() < 1) {
    snprintf(err, errlen, "seccomp filters are not available on this kernel");
    return -1;
  }
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) {
    snprintf(err, errlen, "seccomp_init failed");
    return -1;
  }
  /* Other ABIs (int 0x80, x32) would bypass a filter written for the native one: kill. */
  if ((rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS)) < 0) goto bad;
  /* The child sets no_new_privs itself, right before loading. */
  if ((rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 0)) < 0) goto bad;

  for (size_t i = 0; i < sizeof denied / sizeof *denied; i++) {
    int nr = seccomp_syscall_resolve_name(denied[i]);
    if (nr == __NR_SCMP_ERROR) continue; /* unknown on this architecture */
    if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0)) < 0) goto bad;
  }
  for (size_t i = 0; newer[i].name; i++) {
    int nr = seccomp_syscall_resolve_name(newer[i].name);
    if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr == __NR_SCMP_ERROR ? newer[i].nr : nr, 0)) < 0) goto bad;
  }
  /* clone3 passes its flags in memory, where a filter cannot look: make libc fall back to clone. */
  if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0)) < 0) goto bad;
  for (size_t i = 0; i < sizeof ns_flags / sizeof *ns_flags; i++) {
    rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, ns_flags[i], ns_flags[i]));
    if (rc < 0) goto bad;
  }
  for (int f = 0; f < 64; f++) {
    if (family_allowed(f)) continue;
    if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)f))) < 0)
      goto bad;
  }
  if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_GE, 64))) < 0) goto bad;

  /* Export the compiled program so that each run loads it with a single syscall. */
  int fd = memfd_create("sbx-filter", MFD_CLOEXEC);
  if (fd < 0) {
    rc = -errno;
    goto bad;
  }
  if ((rc = seccomp_export_bpf(ctx, fd)) < 0) {
    close(fd);
    goto bad;
  }
  struct stat st;
  if (fstat(fd, &st) < 0 || st.st_size <= 0 || st.st_size % sizeof(struct sock_filter) != 0) {
    close(fd);
    rc = -EINVAL;
    goto bad;
  }
  struct sock_filter *prog = malloc((size_t)st.st_size);
  if (!prog || pread(fd, prog, (size_t)st.st_size, 0) != st.st_size) {
    close(fd);
    rc = -EIO;
    goto bad;
  }
  close(fd);
  out->len = (unsigned short)(st.st_size / sizeof(struct sock_filter));
  out->filter = prog;
  seccomp_release(ctx);
  return 0;

bad:
  snprintf(err, errlen, "building the seccomp filter failed: %s", strerror(-rc));
  seccomp_release(ctx);
  return -1;
}
