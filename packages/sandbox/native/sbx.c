/*
 * sbx: the judging sandbox's supervisor. One long-lived instance per judge worker, run as root
 * and driven over its stdin/stdout by packages/sandbox (TypeScript).
 *
 * Set up once, at start:
 *   - the supervisor joins the worker's cgroups (cpuset pinned to the worker's CPU);
 *   - it unshares mount, network (loopback only, and down), IPC and UTS namespaces and pivots
 *     into a read-only root: ro binds of /usr (+ the /bin, /lib... links) and of configured
 *     extras, tmpfs /work and /tmp with size and inode limits, a /dev with null, zero, full,
 *     random, urandom (jail.c);
 *   - it compiles the seccomp filter (filter.c);
 *   - it forks two zygotes into a new PID namespace, one per run slot (0: the submitted
 *     program, 1: an auxiliary program such as an interactor or a checker, with its own uid).
 *     Each joins its slot's cgroups (memory, cpuacct, pids, cpuset) once and enters a cgroup
 *     namespace; the first also mounts /proc (hidepid) for that PID namespace.
 * Per run, the slot's zygote forks the run into a fresh PID namespace: no cgroup migration (one
 * costs ~13 ms of latency on the hosts we measured) and no other namespace to build (run.c).
 *
 * The host reaches the sandbox's files through /proc/<supervisor pid>/root, so /work is
 * /proc/<pid>/root/work (root's, mode 1777). A run's stdin, stdout and stderr are host paths,
 * which the supervisor opens relative to a descriptor of the host's root kept from before
 * pivot_root: the program gets the open files, never a view of the host's tree.
 *
 * Protocol. Requests on stdin: a 4-byte little-endian length, then that many bytes of
 * NUL-terminated "key=value" fields (keys may repeat). Replies on stdout: one JSON object per
 * line, one per request, in order.
 *
 *   first request, the configuration:
 *     op=init uid0= gid0= uid1= gid1= hostname= worksize= workinodes= tmpsize= tmpinodes=
 *     ro=<absolute path> (repeated: extra read-only binds)
 *     sup.procs=<cgroup.procs file> (repeated: the supervisor's own cgroups)
 *     cg<slot>.procs=<file> (repeated)  cg<slot>.mem=<file> (repeated, memory limit files)
 *     cg<slot>.pids=<file>  cg<slot>.cpu=<file> cg<slot>.cpu.key= cg<slot>.cpu.scale=<ns per unit>
 *     cg<slot>.peak=<file>  cg<slot>.oom=<file> cg<slot>.oom.key=  cg<slot>.pidsev=<file> cg<slot>.pidsev.key=
 *     (a counter file holds one number, or, with a key, lines "key number"; peak and pidsev
 *     are optional, and are skipped where the kernel lacks them)
 *     reply: {"ready":true,"pid":N} or {"error":"..."} (and exit)
 *
 *   op=run, then one or two program sections, each starting with prog=<slot>:
 *     arg= (repeated, argv; a name without '/' is searched in the section's PATH)
 *     env= (repeated, the whole environment)   cwd= (default /work)
 *     stdin= stdout= stderr= (absolute host paths; absent: /dev/null; stderr=@stdout shares it)
 *     cpu=<ms> wall=<ms> cgmem=<bytes> cgpids=<n> nproc=<n> fsize=<bytes> stack=<bytes>
 *     nofile=<n> as=<bytes> (0 or absent: no such limit; wall, cgmem and cgpids are required)
 *     With two sections, the programs' stdin and stdout are crossed by two pipes.
 *     reply: {"results":[{...},{...}]}, one object per section, or {"error":"..."}. A result has
 *     exec (the program started), setupError (why not), statusKnown, exited, code, signal,
 *     utimeUs, stimeUs, maxrssKb (of the program, from wait4), wallUs (exec to exit),
 *     wallKilled, cpuKilled, and per run from the slot's cgroup: cgCpuUs, cgPeakBytes,
 *     oomKills, pidsRefused; stdoutBytes and stderrBytes for regular files.
 *
 *   op=reset: empties /work and /tmp. reply: {"ok":true} or {"error":"..."}
 *
 * End of stdin (or the death of the parent) ends the supervisor, its zygotes and any run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sbx.h"

static struct config cfg;
static int hostroot = -1;
static int zsock[SBX_SLOTS];
static pid_t zpid[SBX_SLOTS];

static void reply(struct json *j) {
  json_end(j);
  j->p[j->len] = '\n'; /* json_end keeps one spare byte */
  if (write_full(1, j->p, j->len + 1) < 0) _exit(1);
  json_free(j);
}

static void reply_error(const char *msg) {
  struct json j;
  json_begin(&j);
  json_str(&j, "error", msg);
  reply(&j);
}

static void fatal(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void fatal(const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  reply_error(buf);
  exit(1);
}

/* ---- configuration ---- */

static int open_file(const char *path, int flags) {
  int fd = open(path, flags | O_CLOEXEC);
  if (fd < 0) fatal("open %s: %s", path, strerror(errno));
  return fd;
}

static void open_counter(const struct msg *m, const char *prefix, struct counter *c, int flags, int required) {
  char k[64];
  int bad = 0;
  c->fd = -1;
  const char *path = msg_get(m, prefix);
  if (!path || !*path) {
    if (required) fatal("configuration lacks %s", prefix);
    return;
  }
  c->fd = open(path, flags | O_CLOEXEC);
  if (c->fd < 0) {
    /* An optional counter the kernel lacks (memory.peak before 5.19) is simply not reported. */
    if (required) fatal("open %s: %s", path, strerror(errno));
    return;
  }
  snprintf(k, sizeof k, "%s.key", prefix);
  const char *key = msg_get(m, k);
  snprintf(c->key, sizeof c->key, "%s", key ? key : "");
  snprintf(k, sizeof k, "%s.scale", prefix);
  c->scale = msg_u64(m, k, 1, &bad);
  if (bad) fatal("bad %s", k);
}

static int open_all(const struct msg *m, const char *key, int *fds, int flags) {
  int n = 0;
  for (size_t i = 0; i < m->n; i++) {
    if (strcmp(m->key[i], key) != 0) continue;
    if (n == SBX_MAX_FILES) fatal("too many %s files", key);
    fds[n++] = open_file(m->val[i], flags);
  }
  return n;
}

static void load_config(const struct msg *m) {
  int bad = 0;
  const char *op = msg_get(m, "op");
  if (!op || strcmp(op, "init") != 0) fatal("the first request must be op=init");
  for (int s = 0; s < SBX_SLOTS; s++) {
    char k[16];
    snprintf(k, sizeof k, "uid%d", s);
    cfg.uid[s] = (uid_t)msg_u64(m, k, 0, &bad);
    snprintf(k, sizeof k, "gid%d", s);
    cfg.gid[s] = (gid_t)msg_u64(m, k, 0, &bad);
    if (cfg.uid[s] == 0 || cfg.gid[s] == 0) fatal("uid%d and gid%d must be set and not root", s, s);
  }
  cfg.work_size = msg_u64(m, "worksize", 0, &bad);
  cfg.work_inodes = msg_u64(m, "workinodes", 0, &bad);
  cfg.tmp_size = msg_u64(m, "tmpsize", 0, &bad);
  cfg.tmp_inodes = msg_u64(m, "tmpinodes", 0, &bad);
  if (bad) fatal("bad number in the configuration");
  cfg.hostname = msg_get(m, "hostname") ? msg_get(m, "hostname") : "sandbox";
  for (size_t i = 0; i < m->n; i++) {
    if (strcmp(m->key[i], "ro") != 0) continue;
    if (cfg.nro == SBX_MAX_BINDS) fatal("too many read-only binds");
    cfg.ro[cfg.nro++] = m->val[i];
  }
  cfg.nsup = open_all(m, "sup.procs", cfg.sup_procs, O_WRONLY);
  for (int s = 0; s < SBX_SLOTS; s++) {
    struct slot_cgroup *cg = &cfg.cg[s];
    char k[32];
    snprintf(k, sizeof k, "cg%d.procs", s);
    cg->nprocs = open_all(m, k, cg->procs, O_WRONLY);
    snprintf(k, sizeof k, "cg%d.mem", s);
    cg->nmem = open_all(m, k, cg->mem, O_WRONLY);
    snprintf(k, sizeof k, "cg%d.pids", s);
    const char *pids = msg_get(m, k);
    if (cg->nprocs == 0 || cg->nmem == 0 || !pids) fatal("configuration lacks the cgroup files of slot %d", s);
    cg->pids_max = open_file(pids, O_WRONLY);
    snprintf(k, sizeof k, "cg%d.cpu", s);
    open_counter(m, k, &cg->cpu, O_RDONLY, 1);
    snprintf(k, sizeof k, "cg%d.oom", s);
    open_counter(m, k, &cg->oom, O_RDONLY, 1);
    snprintf(k, sizeof k, "cg%d.peak", s);
    open_counter(m, k, &cg->peak, O_RDWR, 0);
    snprintf(k, sizeof k, "cg%d.pidsev", s);
    open_counter(m, k, &cg->pids_ev, O_RDONLY, 0);
  }
}

/* ---- start ---- */

static void close_slot_files(const struct slot_cgroup *cg) {
  for (int i = 0; i < cg->nprocs; i++) close(cg->procs[i]);
  for (int i = 0; i < cg->nmem; i++) close(cg->mem[i]);
  close(cg->pids_max);
  const struct counter *cs[] = {&cg->cpu, &cg->peak, &cg->oom, &cg->pids_ev};
  for (size_t i = 0; i < sizeof cs / sizeof *cs; i++)
    if (cs[i]->fd >= 0) close(cs[i]->fd);
}

static void start_zygotes(const struct sock_fprog *filter) {
  int sv[SBX_SLOTS][2];
  for (int s = 0; s < SBX_SLOTS; s++) {
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv[s]) < 0) fatal("socketpair: %s", strerror(errno));
    int size = 2 * SBX_MAX_FRAME;
    setsockopt(sv[s][0], SOL_SOCKET, SO_SNDBUFFORCE, &size, sizeof size);
    setsockopt(sv[s][1], SOL_SOCKET, SO_RCVBUFFORCE, &size, sizeof size);
  }
  /* The zygotes' PID namespace: the first child is its pid 1, so if it dies, all runs die. */
  if (unshare(CLONE_NEWPID) < 0) fatal("unshare PID namespace: %s", strerror(errno));
  for (int s = 0; s < SBX_SLOTS; s++) {
    pid_t p = fork();
    if (p < 0) fatal("fork: %s", strerror(errno));
    if (p == 0) {
      /* Keep only what this zygote needs: its socket and its slot's cgroup files. */
      close(hostroot);
      for (int i = 0; i < cfg.nsup; i++) close(cfg.sup_procs[i]);
      for (int t = 0; t < SBX_SLOTS; t++) {
        close(sv[t][0]);
        if (t != s) {
          close(sv[t][1]);
          close_slot_files(&cfg.cg[t]);
        }
      }
      int null = open("/dev/null", O_RDWR);
      if (null < 0 || dup2(null, 0) < 0 || dup2(null, 1) < 0) _exit(1);
      close(null);
      zygote_main(&cfg, s, sv[s][1], filter);
    }
    zpid[s] = p;
    close(sv[s][1]);
    zsock[s] = sv[s][0];
  }
  for (int s = 0; s < SBX_SLOTS; s++) {
    char buf[1024];
    ssize_t n = recv(zsock[s], buf, sizeof buf - 1, 0);
    if (n <= 0) fatal("zygote %d failed to start", s);
    buf[n] = '\0';
    if (strstr(buf, "\"error\"")) {
      /* Pass the zygote's own message through. */
      if (write_full(1, buf, (size_t)n) < 0 || write_full(1, "\n", 1) < 0) _exit(1);
      exit(1);
    }
  }
  /* The supervisor keeps no cgroup file open beyond this point. */
  for (int s = 0; s < SBX_SLOTS; s++) close_slot_files(&cfg.cg[s]);
}

/* ---- requests ---- */

static int open_host(const char *path, int flags, char *err, size_t errlen, const char *what) {
  int fd;
  if (!path || !*path) fd = open("/dev/null", flags | O_CLOEXEC);
  else if (path[0] != '/') {
    snprintf(err, errlen, "%s path must be absolute: %s", what, path);
    return -1;
  } else {
    /* Relative to the host's root; the leading slash would make openat ignore the dirfd. */
    fd = openat(hostroot, path[1] ? path + 1 : ".", flags | O_CLOEXEC | O_NOCTTY, 0644);
  }
  if (fd < 0) snprintf(err, errlen, "open %s %s: %s", what, path ? path : "/dev/null", strerror(errno));
  return fd;
}

struct section {
  int slot;
  size_t from, to; /* field indexes in the request */
  int fds[3];
};

static int send_section(const struct msg *m, struct section *sec) {
  size_t len = 0;
  for (size_t i = sec->from; i < sec->to; i++) len += strlen(m->key[i]) + strlen(m->val[i]) + 2;
  char *buf = malloc(len ? len : 1);
  if (!buf) return -1;
  char *p = buf;
  for (size_t i = sec->from; i < sec->to; i++) p += sprintf(p, "%s=%s", m->key[i], m->val[i]) + 1;
  char ctl[CMSG_SPACE(3 * sizeof(int))];
  memset(ctl, 0, sizeof ctl);
  struct iovec iov = {.iov_base = buf, .iov_len = len};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
  cm->cmsg_level = SOL_SOCKET;
  cm->cmsg_type = SCM_RIGHTS;
  cm->cmsg_len = CMSG_LEN(3 * sizeof(int));
  memcpy(CMSG_DATA(cm), sec->fds, 3 * sizeof(int));
  ssize_t n;
  do n = sendmsg(zsock[sec->slot], &mh, 0);
  while (n < 0 && errno == EINTR);
  free(buf);
  return n == (ssize_t)len ? 0 : -1;
}

static void handle_run(const struct msg *m) {
  struct section sec[SBX_SLOTS];
  int ns = 0;
  char err[600];
  for (size_t i = 0; i < m->n; i++) {
    if (strcmp(m->key[i], "prog") == 0) {
      int slot = atoi(m->val[i]);
      if (ns == SBX_SLOTS || slot < 0 || slot >= SBX_SLOTS || (ns == 1 && sec[0].slot == slot)) {
        reply_error("a run has one or two programs, in different slots");
        return;
      }
      if (ns > 0) sec[ns - 1].to = i;
      sec[ns] = (struct section){.slot = slot, .from = i + 1, .to = m->n, .fds = {-1, -1, -1}};
      ns++;
    }
  }
  if (ns == 0) {
    reply_error("a run needs a prog= section");
    return;
  }
  int failed = 0;
  int pipes[2][2] = {{-1, -1}, {-1, -1}};
  if (ns == 2 && (pipe2(pipes[0], O_CLOEXEC) < 0 || pipe2(pipes[1], O_CLOEXEC) < 0)) {
    snprintf(err, sizeof err, "pipe: %s", strerror(errno));
    failed = 1;
  }
  for (int s = 0; s < ns && !failed; s++) {
    struct msg sub = {.n = sec[s].to - sec[s].from, .key = m->key + sec[s].from, .val = m->val + sec[s].from};
    if (ns == 2) {
      /* Section 0 writes into pipe 0 and reads pipe 1; section 1 the other way round. */
      sec[s].fds[0] = dup(pipes[1 - s][0]);
      sec[s].fds[1] = dup(pipes[s][1]);
    } else {
      sec[s].fds[0] = open_host(msg_get(&sub, "stdin"), O_RDONLY, err, sizeof err, "stdin");
      if (sec[s].fds[0] < 0) {
        failed = 1;
        break;
      }
      sec[s].fds[1] = open_host(msg_get(&sub, "stdout"), O_WRONLY | O_CREAT | O_TRUNC, err, sizeof err, "stdout");
      if (sec[s].fds[1] < 0) {
        failed = 1;
        break;
      }
    }
    const char *e = msg_get(&sub, "stderr");
    if (e && strcmp(e, "@stdout") == 0) sec[s].fds[2] = dup(sec[s].fds[1]);
    else sec[s].fds[2] = open_host(e, O_WRONLY | O_CREAT | O_TRUNC, err, sizeof err, "stderr");
    if (sec[s].fds[0] < 0 || sec[s].fds[1] < 0 || sec[s].fds[2] < 0) {
      if (sec[s].fds[2] >= 0) snprintf(err, sizeof err, "dup: %s", strerror(errno));
      failed = 1;
    }
  }
  for (int i = 0; i < 2; i++)
    for (int k = 0; k < 2; k++)
      if (pipes[i][k] >= 0) close(pipes[i][k]);

  int sent[SBX_SLOTS] = {0};
  for (int s = 0; s < ns && !failed; s++) {
    if (send_section(m, &sec[s]) < 0) {
      snprintf(err, sizeof err, "sending the run to zygote %d: %s", sec[s].slot, strerror(errno));
      failed = 1;
    } else {
      sent[s] = 1;
    }
  }
  /* Our copies must go before waiting, or a pipe's reader would never see end of file. */
  for (int s = 0; s < ns; s++)
    for (int k = 0; k < 3; k++)
      if (sec[s].fds[k] >= 0) close(sec[s].fds[k]);

  static char buf[65536];
  struct json j;
  json_begin(&j);
  char *results = NULL;
  size_t rlen = 0;
  for (int s = 0; s < ns; s++) {
    if (!sent[s]) continue;
    ssize_t n;
    do n = recv(zsock[sec[s].slot], buf, sizeof buf - 1, 0);
    while (n < 0 && errno == EINTR);
    if (n <= 0) fatal("zygote %d died", sec[s].slot);
    buf[n] = '\0';
    results = realloc(results, rlen + (size_t)n + 2);
    if (!results) abort();
    results[rlen] = rlen == 0 ? '[' : ',';
    rlen++;
    memcpy(results + rlen, buf, (size_t)n);
    rlen += (size_t)n;
    results[rlen] = '\0';
  }
  if (failed) {
    json_str(&j, "error", err);
  } else {
    results = realloc(results, rlen + 2);
    if (!results) abort();
    results[rlen++] = ']';
    results[rlen] = '\0';
    json_raw(&j, "results", results);
  }
  free(results);
  reply(&j);
}

int main(int argc, char **argv) {
  if (argc != 2 || strcmp(argv[1], "serve") != 0) {
    fprintf(stderr, "usage: sbx serve   (speaks the protocol described in sbx.c on stdin/stdout)\n");
    return 2;
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  signal(SIGPIPE, SIG_IGN);

  struct msg m;
  if (read_frame(0, &m) != 1) fatal("expected the configuration frame");
  if (geteuid() != 0) fatal("the sandbox helper must run as root (it is %d)", (int)geteuid());
  load_config(&m);

  char err[1024];
  static struct sock_fprog filter;
  if (filter_build(&filter, err, sizeof err) < 0) fatal("%s", err);
  for (int i = 0; i < cfg.nsup; i++) {
    if (write(cfg.sup_procs[i], "0", 1) < 0) fatal("joining the worker cgroup: %s", strerror(errno));
    close(cfg.sup_procs[i]);
  }
  cfg.nsup = 0;
  /* The OOM killer should pick the program, never the supervisor, a zygote or a run's init (all
   * inherit this); each program then resets its own score to 0 before it drops privileges.
   * Best effort: without CAP_SYS_RESOURCE the score cannot go below 0, and the helpers, far
   * smaller than any program, are merely unlikely victims. */
  int adj = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  cfg.oom_protected = adj >= 0 && write(adj, "-1000", 5) == 5;
  if (adj >= 0) close(adj);
  hostroot = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (hostroot < 0) fatal("open /: %s", strerror(errno));
  if (jail_enter(&cfg, err, sizeof err) < 0) fatal("%s", err);
  start_zygotes(&filter);

  struct json j;
  json_begin(&j);
  json_bool(&j, "ready", 1);
  json_i64(&j, "pid", getpid());
  reply(&j);

  for (;;) {
    struct msg req;
    int r = read_frame(0, &req);
    if (r == 0) break;
    if (r < 0) fatal("malformed request frame");
    const char *op = msg_get(&req, "op");
    if (op && strcmp(op, "run") == 0) {
      handle_run(&req);
    } else if (op && strcmp(op, "reset") == 0) {
      if (jail_reset(&cfg, err, sizeof err) < 0) reply_error(err);
      else {
        json_begin(&j);
        json_bool(&j, "ok", 1);
        reply(&j);
      }
    } else {
      reply_error("unknown op");
    }
    msg_free(&req);
  }
  /* Zygote 0 is pid 1 of the runs' namespace: killing it kills everything below. */
  kill(zpid[0], SIGKILL);
  kill(zpid[1], SIGKILL);
  while (wait(NULL) > 0) {
  }
  return 0;
}
