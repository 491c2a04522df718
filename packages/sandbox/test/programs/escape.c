/* escape CANARY TESTDATA: tries to leave the sandbox's file system. */
#include "probe.h"
#include <dirent.h>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

static long opendir_rc(const char *p) {
  DIR *d = opendir(p);
  if (!d) return -1;
  closedir(d);
  return 0;
}

int main(int argc, char **argv) {
  const char *canary = argv[1], *testdata = argv[2];
  char path[4096];
  probe("read_shadow", open("/etc/shadow", O_RDONLY));
  probe("read_passwd", open("/etc/passwd", O_RDONLY));
  probe("read_canary", open(canary, O_RDONLY));
  probe("list_testdata", opendir_rc(testdata));
  snprintf(path, sizeof path, "%s/1.out", testdata);
  probe("read_testdata", open(path, O_RDONLY));
  probe("list_root_home", opendir_rc("/root"));
  probe("list_sys", opendir_rc("/sys"));
  probe("open_disk", open("/dev/vda", O_RDONLY));
  probe("write_usr", open("/usr/arbiter-escape", O_WRONLY | O_CREAT, 0644));
  probe("write_usr_bin", open("/usr/bin/arbiter-escape", O_WRONLY | O_CREAT, 0644));
  probe("write_root", open("/arbiter-escape", O_WRONLY | O_CREAT, 0644));
  probe("mkdir_etc", mkdir("/etc", 0755));
  probe("write_dev", open("/dev/arbiter-escape", O_WRONLY | O_CREAT, 0644));
  probe("write_core_pattern", open("/proc/sys/kernel/core_pattern", O_WRONLY));
  probe("write_drop_caches", open("/proc/sys/vm/drop_caches", O_WRONLY));
  probe("write_sysrq", open("/proc/sysrq-trigger", O_WRONLY));
  probe("read_proc1_root", open("/proc/1/root/etc/shadow", O_RDONLY));
  probe("list_proc1_root", opendir_rc("/proc/1/root"));
  probe("read_proc1_environ", open("/proc/1/environ", O_RDONLY));
  probe("mkdir_jail", mkdir("/work/jail", 0755));
  probe("chroot", chroot("/work/jail"));
  probe("mknod", mknod("/work/disk", S_IFBLK | 0600, makedev(254, 0)));
  probe("mount", mount("none", "/work/jail", "tmpfs", 0, NULL));
  probe("symlink_out", symlink(canary, "/work/link"));
  probe("read_via_symlink", open("/work/link", O_RDONLY));
  probe("symlink_root", symlink("/", "/work/rootlink"));
  probe("hardlink_su", link("/usr/bin/su", "/work/su"));
  probe("reopen_stdin_rw", open("/proc/self/fd/0", O_RDWR));
  probe("stdin_parent", openat(0, "..", O_RDONLY));
  probe("write_tmp", open("/tmp/mine", O_WRONLY | O_CREAT, 0644));
  probe("write_work", open("/work/mine", O_WRONLY | O_CREAT, 0644));
  return 0;
}
