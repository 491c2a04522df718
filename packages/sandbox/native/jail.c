/*
 * The sandbox's file system, built once per supervisor: a private mount namespace whose root is
 * a small read-only tmpfs holding read-only binds of /usr (plus the /bin, /lib... links) and of
 * configured extras, size-limited tmpfs mounts for /work and /tmp, a tiny /dev and, mounted by
 * the first zygote from inside the zygotes' PID namespace, a /proc with hidepid.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "sbx.h"

/* Where the new root is assembled before pivot_root. Any existing directory does: the mount is
 * private to the new namespace. Bind sources are opened beforehand, so shadowing /tmp is fine. */
#define STAGE "/tmp"

static int fail(char *err, size_t errlen, const char *fmt, ...) {
  int saved = errno;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(err, errlen, fmt, ap);
  va_end(ap);
  if (n >= 0 && (size_t)n < errlen) snprintf(err + n, errlen - (size_t)n, ": %s", strerror(saved));
  return -1;
}

static int make_readonly(const char *target, int recursive) {
  struct mount_attr a = {.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV};
  if (mount_setattr(AT_FDCWD, target, recursive ? AT_RECURSIVE : 0, &a, sizeof a) == 0) return 0;
  if (errno != ENOSYS) return -1;
  /* Kernels before 5.12: only the top mount becomes read-only. */
  return mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL);
}

/* Creates every missing directory of path (absolute, below the stage). */
static int mkdir_parents(char *path) {
  for (char *p = path + strlen(STAGE) + 1; (p = strchr(p, '/')); p++) {
    *p = '\0';
    int r = mkdir(path, 0755);
    *p = '/';
    if (r < 0 && errno != EEXIST) return -1;
  }
  return 0;
}

static int bind_readonly(int srcfd, const char *target) {
  char src[64];
  snprintf(src, sizeof src, "/proc/self/fd/%d", srcfd);
  if (mount(src, target, NULL, MS_BIND | MS_REC, NULL) < 0) return -1;
  return make_readonly(target, 1);
}

static int mount_tmpfs(const char *target, unsigned long flags, const char *fmt, ...) {
  char opts[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(opts, sizeof opts, fmt, ap);
  va_end(ap);
  return mount("tmpfs", target, "tmpfs", flags, opts);
}

static int mount_work(const struct config *c, const char *prefix) {
  char path[64];
  snprintf(path, sizeof path, "%s/work", prefix);
  /* Root's and sticky, like /tmp: both identities create files there, and neither can rename or
   * delete the other's (a submission swapping the interactor's directory mid-run, say). */
  if (mount_tmpfs(path, MS_NOSUID | MS_NODEV, "size=%llu,nr_inodes=%llu,mode=1777", (unsigned long long)c->work_size,
                  (unsigned long long)c->work_inodes) < 0)
    return -1;
  snprintf(path, sizeof path, "%s/tmp", prefix);
  return mount_tmpfs(path, MS_NOSUID | MS_NODEV, "size=%llu,nr_inodes=%llu,mode=1777", (unsigned long long)c->tmp_size,
                     (unsigned long long)c->tmp_inodes);
}

struct bind {
  int fd;
  char target[4096];
};

int jail_enter(const struct config *c, char *err, size_t errlen) {
  static struct bind binds[SBX_MAX_BINDS + 8];
  int nb = 0;
  char links[8][2][256];
  int nl = 0;
  static const char *const top[] = {"usr", "bin", "sbin", "lib", "lib64", "lib32", "libx32"};

  umask(0);
  if (c->work_size == 0 || c->tmp_size == 0 || c->work_inodes == 0 || c->tmp_inodes == 0) {
    errno = EINVAL;
    return fail(err, errlen, "work and tmp sizes must be positive");
  }

  if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) < 0) return fail(err, errlen, "unshare namespaces");
  if (sethostname(c->hostname, strlen(c->hostname)) < 0) return fail(err, errlen, "sethostname");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) return fail(err, errlen, "make / private");

  /* Open every bind source (in the new namespace: bind sources must belong to it) before the
   * stage tmpfs shadows /tmp. */
  for (size_t i = 0; i < sizeof top / sizeof *top; i++) {
    char host[32];
    struct stat st;
    snprintf(host, sizeof host, "/%s", top[i]);
    if (lstat(host, &st) < 0) continue;
    if (S_ISLNK(st.st_mode)) {
      ssize_t n = readlink(host, links[nl][1], sizeof links[nl][1] - 1);
      if (n < 0) return fail(err, errlen, "readlink %s", host);
      links[nl][1][n] = '\0';
      snprintf(links[nl][0], sizeof links[nl][0], "%s%s", STAGE, host);
      nl++;
    } else if (S_ISDIR(st.st_mode)) {
      binds[nb].fd = open(host, O_PATH | O_CLOEXEC);
      if (binds[nb].fd < 0) return fail(err, errlen, "open %s", host);
      snprintf(binds[nb].target, sizeof binds[nb].target, "%s%s", STAGE, host);
      nb++;
    }
  }
  for (int i = 0; i < c->nro; i++) {
    const char *p = c->ro[i];
    if (p[0] != '/' || strstr(p, "/../") || strstr(p, "/./") || strcmp(p, "/") == 0) {
      errno = EINVAL;
      return fail(err, errlen, "read-only bind %s must be an absolute, normalized path", p);
    }
    binds[nb].fd = open(p, O_PATH | O_CLOEXEC);
    if (binds[nb].fd < 0) return fail(err, errlen, "open read-only bind %s", p);
    snprintf(binds[nb].target, sizeof binds[nb].target, "%s%s", STAGE, p);
    nb++;
  }


  if (mount_tmpfs(STAGE, MS_NOSUID | MS_NODEV, "size=1m,nr_inodes=1024,mode=0755") < 0) return fail(err, errlen, "mount root tmpfs");
  static const char *const dirs[] = {STAGE "/work", STAGE "/tmp", STAGE "/proc", STAGE "/dev"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++)
    if (mkdir(dirs[i], 0755) < 0) return fail(err, errlen, "mkdir %s", dirs[i]);
  for (int i = 0; i < nl; i++)
    if (symlink(links[i][1], links[i][0]) < 0) return fail(err, errlen, "symlink %s", links[i][0]);

  for (int i = 0; i < nb; i++) {
    struct stat st;
    char *t = binds[i].target;
    if (fstat(binds[i].fd, &st) < 0) return fail(err, errlen, "stat %s", t);
    if (mkdir_parents(t) < 0) return fail(err, errlen, "mkdir for %s", t);
    if (S_ISDIR(st.st_mode)) {
      if (mkdir(t, 0755) < 0 && errno != EEXIST) return fail(err, errlen, "mkdir %s", t);
    } else {
      int fd = open(t, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
      if (fd < 0) return fail(err, errlen, "create %s", t);
      close(fd);
    }
    if (bind_readonly(binds[i].fd, t) < 0) return fail(err, errlen, "bind %s", t);
    close(binds[i].fd);
  }

  if (mount_work(c, STAGE) < 0) return fail(err, errlen, "mount /work and /tmp tmpfs");

  /* /dev: the five harmless character devices and the usual links into /proc/self/fd. */
  if (mount_tmpfs(STAGE "/dev", MS_NOSUID | MS_NOEXEC, "size=64k,nr_inodes=64,mode=0755") < 0) return fail(err, errlen, "mount /dev");
  static const struct {
    const char *name;
    unsigned minor;
  } devs[] = {{"null", 3}, {"zero", 5}, {"full", 7}, {"random", 8}, {"urandom", 9}};
  for (size_t i = 0; i < sizeof devs / sizeof *devs; i++) {
    char p[64];
    snprintf(p, sizeof p, STAGE "/dev/%s", devs[i].name);
    if (mknod(p, S_IFCHR | 0666, makedev(1, devs[i].minor)) < 0) return fail(err, errlen, "mknod %s", p);
  }
  static const char *const devlinks[][2] = {
      {"/proc/self/fd", STAGE "/dev/fd"},
      {"/proc/self/fd/0", STAGE "/dev/stdin"},
      {"/proc/self/fd/1", STAGE "/dev/stdout"},
      {"/proc/self/fd/2", STAGE "/dev/stderr"},
  };
  for (size_t i = 0; i < sizeof devlinks / sizeof *devlinks; i++)
    if (symlink(devlinks[i][0], devlinks[i][1]) < 0) return fail(err, errlen, "symlink %s", devlinks[i][1]);
  if (mount(NULL, STAGE "/dev", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC, "size=64k,nr_inodes=64,mode=0755") < 0)
    return fail(err, errlen, "remount /dev read-only");

  /* pivot_root(".", ".") stacks the old root on the new one; detaching it leaves only ours. */
  if (chdir(STAGE) < 0) return fail(err, errlen, "chdir to new root");
  if (syscall(SYS_pivot_root, ".", ".") < 0) return fail(err, errlen, "pivot_root");
  if (umount2(".", MNT_DETACH) < 0) return fail(err, errlen, "detach old root");
  if (chdir("/") < 0) return fail(err, errlen, "chdir /");
  if (make_readonly("/", 0) < 0) return fail(err, errlen, "remount / read-only");
  umask(022);
  return 0;
}

int jail_mount_proc(char *err, size_t errlen) {
  unsigned long flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
  if (mount("proc", "/proc", "proc", flags, "hidepid=invisible") == 0) return 0;
  if (mount("proc", "/proc", "proc", flags, "hidepid=2") == 0) return 0;
  return fail(err, errlen, "mount /proc");
}

int jail_reset(const struct config *c, char *err, size_t errlen) {
  /* A fresh tmpfs is the cheapest complete wipe, whatever the program left (deep trees, odd
   * modes); the old one is freed, and uncharged, once detached. */
  if (umount2("/work", MNT_DETACH) < 0) return fail(err, errlen, "detach /work");
  if (umount2("/tmp", MNT_DETACH) < 0) return fail(err, errlen, "detach /tmp");
  if (mount_work(c, "") < 0) return fail(err, errlen, "mount /work and /tmp");
  return 0;
}
