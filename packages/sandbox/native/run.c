/*
 * The zygotes and what happens in one run.
 *
 * A zygote is forked once by the supervisor, joins its slot's cgroups once, and then forks every
 * run of that slot, so a run never pays for a cgroup migration. Per run:
 *
 *   zygote ── clone(CLONE_NEWPID) ──▶ init (pid 1 of a fresh PID namespace, root)
 *                                        └─ fork ──▶ program (pid 2): setsid, rlimits, drop to the
 *                                                    slot's uid, no_new_privs, seccomp, execve
 *
 * init reaps everything and records the program's wait status and rusage in a shared page; when
 * init exits, the kernel kills whatever is left in the namespace. The zygote enforces the wall
 * clock (started right before execve) and, through the slot's cgroup, the CPU time of all the
 * program's processes together; to stop a run it asks init (SIGUSR1) to kill every other process
 * of the namespace, so the program's status and rusage are still collected.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/pidfd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sbx.h"

#define SETUP_TIMEOUT_NS (10ull * 1000000000ull) /* from clone to execve; only a broken host takes long */
#define KILL_GRACE_MS 1000                       /* init's time to kill the namespace before it is killed itself */
#define CPU_SLACK_NS 1000000ull                  /* the cgroup also counts the run's setup (~0.3 ms) */
#define CPU_CHECK_MIN_NS 2000000ull

/* One page shared by the zygote, init and the program. */
struct shared {
  volatile uint64_t t0; /* monotonic ns right before execve */
  volatile uint64_t t1; /* when init reaped the program */
  volatile int exec_started;
  volatile int done;
  volatile int status;
  struct rusage ru;
};

enum stage { ST_NONE, ST_FORK, ST_SETSID, ST_DUP, ST_RLIMIT, ST_OOM, ST_CAPS, ST_SETGID, ST_SETUID, ST_CHDIR, ST_NNP, ST_SECCOMP, ST_EXEC };
static const char *const stage_name[] = {"", "fork", "setsid", "dup", "setrlimit", "oom_score_adj", "capabilities", "setgid", "setuid", "chdir", "no_new_privs", "seccomp", "exec"};

struct setup_error {
  int stage;
  int err;
};

struct run {
  char **argv;
  char **envp;
  const char *cwd;
  uint64_t cpu_ms, wall_ms, fsize, stack, nofile, nproc, as;
  uid_t uid;
  gid_t gid;
  int oom_reset;
  int fds[3];
  int syncw;
  const struct sock_fprog *filter;
  struct shared *sh;
};

static void report(int fd, int stage) {
  struct setup_error e = {stage, errno};
  (void)!write(fd, &e, sizeof e);
}

static void set_limit(int syncw, int res, rlim_t soft, rlim_t hard) {
  struct rlimit rl = {soft, hard};
  if (setrlimit(res, &rl) < 0) {
    report(syncw, ST_RLIMIT);
    _exit(127);
  }
}

static rlim_t or_infinity(uint64_t v) { return v ? (rlim_t)v : RLIM_INFINITY; }

/* execve, searching PATH (from the program's own environment) when the name has no slash. */
static void exec_program(struct run *r) {
  const char *name = r->argv[0];
  if (strchr(name, '/')) {
    execve(name, r->argv, r->envp);
    return;
  }
  const char *path = "/usr/local/bin:/usr/bin:/bin";
  for (char **e = r->envp; *e; e++)
    if (strncmp(*e, "PATH=", 5) == 0) path = *e + 5;
  int saved = ENOENT;
  char full[4096];
  for (const char *p = path;; p++) {
    const char *colon = strchrnul(p, ':');
    int n = snprintf(full, sizeof full, "%.*s/%s", (int)(colon - p), p, name);
    if (n > 0 && (size_t)n < sizeof full) {
      execve(full, r->argv, r->envp);
      if (errno == EACCES) saved = EACCES;
    }
    if (!*colon) break;
    p = colon;
  }
  errno = saved;
}

static void program_main(struct run *r) __attribute__((noreturn));
static void program_main(struct run *r) {
  int w = r->syncw;
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  struct sigaction dfl = {.sa_handler = SIG_DFL};
  for (int s = 1; s < _NSIG; s++) sigaction(s, &dfl, NULL); /* SIGPIPE was ignored up the chain */

  if (setsid() < 0) {
    report(w, ST_SETSID);
    _exit(127);
  }
  if (dup2(r->fds[0], 0) < 0 || dup2(r->fds[1], 1) < 0 || dup2(r->fds[2], 2) < 0) {
    report(w, ST_DUP);
    _exit(127);
  }
  /* Keep only stdio and the close-on-exec setup pipe (as fd 3): nothing else of the zygote's
   * (cgroup files, sockets) may reach the program. */
  if (w != 3) {
    if (dup3(w, 3, O_CLOEXEC) < 0) {
      report(w, ST_DUP);
      _exit(127);
    }
    w = 3;
  }
  close_range(4, ~0u, 0);

  if (r->cpu_ms) {
    rlim_t s = (rlim_t)((r->cpu_ms + 999) / 1000);
    set_limit(w, RLIMIT_CPU, s, s + 1);
  }
  set_limit(w, RLIMIT_FSIZE, or_infinity(r->fsize), or_infinity(r->fsize));
  set_limit(w, RLIMIT_STACK, or_infinity(r->stack), or_infinity(r->stack));
  set_limit(w, RLIMIT_NOFILE, r->nofile, r->nofile);
  set_limit(w, RLIMIT_CORE, 0, 0);
  set_limit(w, RLIMIT_NPROC, or_infinity(r->nproc), or_infinity(r->nproc));
  if (r->as) set_limit(w, RLIMIT_AS, r->as, r->as);

  if (r->oom_reset) {
    int adj = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (adj < 0 || write(adj, "0", 1) != 1) {
      report(w, ST_OOM);
      _exit(127);
    }
    close(adj);
  }
  /* Empty the bounding set too, so that no later exec could ever regain a capability. */
  for (int cap = 0;; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) == 0) continue;
    if (errno == EINVAL) break; /* past the last capability */
    report(w, ST_CAPS);
    _exit(127);
  }
  if (setgroups(0, NULL) < 0 || setresgid(r->gid, r->gid, r->gid) < 0) {
    report(w, ST_SETGID);
    _exit(127);
  }
  if (setresuid(r->uid, r->uid, r->uid) < 0) {
    report(w, ST_SETUID);
    _exit(127);
  }
  if (chdir(r->cwd) < 0) {
    report(w, ST_CHDIR);
    _exit(127);
  }
  umask(022);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
    report(w, ST_NNP);
    _exit(127);
  }
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, r->filter) < 0) {
    report(w, ST_SECCOMP);
    _exit(127);
  }
  r->sh->t0 = mono_ns();
  r->sh->exec_started = 1;
  exec_program(r);
  report(w, ST_EXEC);
  _exit(127);
}

static void kill_namespace(int sig) {
  (void)sig;
  kill(-1, SIGKILL); /* from pid 1: every other process of this PID namespace */
}

static void init_main(struct run *r) __attribute__((noreturn));
static void init_main(struct run *r) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  struct sigaction sa = {.sa_handler = kill_namespace};
  sigaction(SIGUSR1, &sa, NULL); /* no SA_RESTART: wait4 returns EINTR, and then goes on */
  pid_t prog = fork();
  if (prog == 0) program_main(r);
  if (prog < 0) {
    report(r->syncw, ST_FORK);
    _exit(1);
  }
  close(r->syncw);
  close(r->fds[0]);
  close(r->fds[1]);
  close(r->fds[2]);
  for (;;) {
    struct rusage ru;
    int st;
    pid_t w = wait4(-1, &st, __WALL, &ru);
    if (w < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (w == prog) {
      r->sh->t1 = mono_ns();
      r->sh->status = st;
      r->sh->ru = ru;
      r->sh->done = 1;
      break;
    }
  }
  _exit(0);
}

static int wait_readable(int fd, uint64_t ns) {
  struct pollfd p = {.fd = fd, .events = POLLIN};
  struct timespec ts = {.tv_sec = (time_t)(ns / 1000000000u), .tv_nsec = (long)(ns % 1000000000u)};
  int r;
  do r = ppoll(&p, 1, &ts, NULL);
  while (r < 0 && errno == EINTR);
  return r > 0;
}

/* Writes a limit into each file, in order; if the kernel refuses an intermediate state (v1 wants
 * memory.limit <= memsw.limit at all times), in reverse order. */
static int write_all(const int *fds, int n, uint64_t v) {
  char s[32];
  int len = snprintf(s, sizeof s, "%llu", (unsigned long long)v);
  for (int pass = 0; pass < 2; pass++) {
    int ok = 1;
    for (int i = 0; i < n && ok; i++) {
      int fd = fds[pass == 0 ? i : n - 1 - i];
      if (pwrite(fd, s, (size_t)len, 0) < 0) ok = 0;
    }
    if (ok) return 0;
    if (errno != EINVAL) return -1;
  }
  return -1;
}

static uint64_t counter_or_zero(const struct counter *c) {
  uint64_t v = 0;
  counter_read(c, &v);
  return v;
}

static int cpus_allowed(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) < 0) return 1;
  int n = CPU_COUNT(&set);
  return n > 0 ? n : 1;
}

static size_t collect(const struct msg *m, const char *key, char ***out) {
  size_t n = 0;
  for (size_t i = 0; i < m->n; i++)
    if (strcmp(m->key[i], key) == 0) n++;
  char **v = calloc(n + 1, sizeof(char *));
  if (!v) abort();
  n = 0;
  for (size_t i = 0; i < m->n; i++)
    if (strcmp(m->key[i], key) == 0) v[n++] = m->val[i];
  *out = v;
  return n;
}

static void run_one(struct config *c, int slot, const struct msg *m, int fds[3], struct shared *sh, const struct sock_fprog *filter,
                    struct json *out) {
  struct slot_cgroup *cg = &c->cg[slot];
  struct run r = {0};
  int bad = 0;
  char err[512];
  json_begin(out);

  if (collect(m, "arg", &r.argv) == 0) bad = 1;
  collect(m, "env", &r.envp);
  r.cwd = msg_get(m, "cwd") ? msg_get(m, "cwd") : "/work";
  r.cpu_ms = msg_u64(m, "cpu", 0, &bad);
  r.wall_ms = msg_u64(m, "wall", 0, &bad);
  r.fsize = msg_u64(m, "fsize", 0, &bad);
  r.stack = msg_u64(m, "stack", 0, &bad);
  r.nofile = msg_u64(m, "nofile", 64, &bad);
  r.nproc = msg_u64(m, "nproc", 0, &bad);
  r.as = msg_u64(m, "as", 0, &bad);
  uint64_t cgmem = msg_u64(m, "cgmem", 0, &bad);
  uint64_t cgpids = msg_u64(m, "cgpids", 0, &bad);
  if (bad || r.wall_ms == 0 || cgmem == 0 || cgpids == 0) {
    json_str(out, "setupError", "bad run request: argv, wall, cgmem and cgpids are required");
    goto done;
  }
  r.uid = c->uid[slot];
  r.oom_reset = c->oom_protected;
  r.gid = c->gid[slot];
  memcpy(r.fds, fds, sizeof r.fds);
  r.sh = sh;
  r.filter = filter;

  if (cgmem != cg->last_mem) {
    if (write_all(cg->mem, cg->nmem, cgmem) < 0) {
      snprintf(err, sizeof err, "setting the memory limit to %llu: %s%s", (unsigned long long)cgmem, strerror(errno),
               errno == EBUSY ? " (files left in /work or /tmp hold more than that; reset the sandbox)" : "");
      json_str(out, "setupError", err);
      cg->last_mem = 0;
      goto done;
    }
    cg->last_mem = cgmem;
  }
  if (cgpids != cg->last_pids) {
    if (write_all(&cg->pids_max, 1, cgpids) < 0) {
      snprintf(err, sizeof err, "setting pids.max: %s", strerror(errno));
      json_str(out, "setupError", err);
      cg->last_pids = 0;
      goto done;
    }
    cg->last_pids = cgpids;
  }
  uint64_t cpu0 = counter_or_zero(&cg->cpu), oom0 = counter_or_zero(&cg->oom), pev0 = counter_or_zero(&cg->pids_ev);
  if (cg->peak.fd >= 0) (void)!pwrite(cg->peak.fd, "0", 1, 0);

  memset(sh, 0, sizeof *sh);
  int sync[2];
  if (pipe2(sync, O_CLOEXEC) < 0) {
    snprintf(err, sizeof err, "pipe: %s", strerror(errno));
    json_str(out, "setupError", err);
    goto done;
  }
  r.syncw = sync[1];
  pid_t init = (pid_t)syscall(SYS_clone, CLONE_NEWPID | SIGCHLD, NULL, NULL, NULL, NULL);
  if (init == 0) init_main(&r);
  close(sync[1]);
  /* Pipes must lose this end at once, or the peer of an interactive run never sees end of file;
   * regular files are kept to read their size afterwards. */
  for (int i = 0; i < 3; i++) {
    struct stat fst;
    if (fstat(fds[i], &fst) < 0 || !S_ISREG(fst.st_mode)) {
      close(fds[i]);
      fds[i] = -1;
    }
  }
  if (init < 0) {
    snprintf(err, sizeof err, "clone: %s", strerror(errno));
    json_str(out, "setupError", err);
    close(sync[0]);
    goto done;
  }
  int pidfd = pidfd_open(init, 0);
  if (pidfd < 0) {
    /* Without it nothing could time the run: end it now (needs Linux 5.3). */
    snprintf(err, sizeof err, "pidfd_open: %s", strerror(errno));
    json_str(out, "setupError", err);
    kill(init, SIGKILL);
    while (waitpid(init, NULL, __WALL) < 0 && errno == EINTR) {
    }
    close(sync[0]);
    goto done;
  }

  /* Until execve: the pipe closes on exec, or carries the failed step. */
  struct setup_error se = {0};
  int kill_reason = 0; /* 1: wall clock, 2: CPU time of the cgroup, 3: setup hung */
  if (!wait_readable(sync[0], SETUP_TIMEOUT_NS)) kill_reason = 3;
  else if (read(sync[0], &se, sizeof se) != (ssize_t)sizeof se) se.stage = ST_NONE;
  close(sync[0]);

  if (se.stage == ST_NONE && !kill_reason && sh->exec_started) {
    uint64_t deadline = sh->t0 + r.wall_ms * 1000000ull;
    uint64_t cpu_limit = r.cpu_ms * 1000000ull + CPU_SLACK_NS;
    int ncpu = cpus_allowed();
    for (;;) {
      uint64_t now = mono_ns();
      if (now >= deadline) {
        kill_reason = 1;
        break;
      }
      uint64_t next = deadline;
      uint64_t used;
      if (r.cpu_ms && counter_read(&cg->cpu, &used) == 0) {
        used -= cpu0;
        if (used >= cpu_limit) {
          kill_reason = 2;
          break;
        }
        /* The earliest the limit can be reached, all allowed CPUs busy. */
        uint64_t at = now + (cpu_limit - used) / (uint64_t)ncpu;
        if (at < now + CPU_CHECK_MIN_NS) at = now + CPU_CHECK_MIN_NS;
        if (at < next) next = at;
      }
      if (wait_readable(pidfd, next - now)) break;
    }
  }
  if (kill_reason) {
    kill(init, SIGUSR1);
    if (!wait_readable(pidfd, KILL_GRACE_MS * 1000000ull)) kill(init, SIGKILL);
  }
  int ist;
  while (waitpid(init, &ist, __WALL) < 0 && errno == EINTR) {
  }
  close(pidfd);

  if (se.stage != ST_NONE) {
    snprintf(err, sizeof err, "%s: %s", stage_name[(unsigned)se.stage <= ST_EXEC ? se.stage : 0], strerror(se.err));
    json_str(out, "setupError", err);
  } else if (kill_reason == 3) {
    json_str(out, "setupError", "the run did not reach execve in time");
  } else if (!sh->exec_started) {
    json_str(out, "setupError", "the run died before execve");
  }

  json_bool(out, "exec", sh->exec_started && se.stage == ST_NONE);
  json_bool(out, "statusKnown", sh->done);
  if (sh->done) {
    int st = sh->status;
    json_bool(out, "exited", WIFEXITED(st));
    json_i64(out, "code", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
    json_i64(out, "signal", WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    const struct rusage *ru = &sh->ru;
    json_u64(out, "utimeUs", (uint64_t)ru->ru_utime.tv_sec * 1000000u + (uint64_t)ru->ru_utime.tv_usec);
    json_u64(out, "stimeUs", (uint64_t)ru->ru_stime.tv_sec * 1000000u + (uint64_t)ru->ru_stime.tv_usec);
    json_u64(out, "maxrssKb", (uint64_t)ru->ru_maxrss);
    json_u64(out, "wallUs", sh->exec_started ? (sh->t1 - sh->t0) / 1000u : 0);
  } else {
    /* init itself had to be killed: the namespace's processes died with it, status unknown. */
    json_u64(out, "wallUs", sh->exec_started ? (mono_ns() - sh->t0) / 1000u : 0);
  }
  json_bool(out, "wallKilled", kill_reason == 1);
  json_bool(out, "cpuKilled", kill_reason == 2);
  uint64_t v;
  if (counter_read(&cg->cpu, &v) == 0) json_u64(out, "cgCpuUs", (v - cpu0) / 1000u);
  if (counter_read(&cg->peak, &v) == 0) json_u64(out, "cgPeakBytes", v);
  if (counter_read(&cg->oom, &v) == 0) json_u64(out, "oomKills", v - oom0);
  if (counter_read(&cg->pids_ev, &v) == 0) json_u64(out, "pidsRefused", v - pev0);
  struct stat st;
  if (fds[1] >= 0 && fstat(fds[1], &st) == 0) json_u64(out, "stdoutBytes", (uint64_t)st.st_size);
  if (fds[2] >= 0 && fstat(fds[2], &st) == 0) json_u64(out, "stderrBytes", (uint64_t)st.st_size);

done:
  json_end(out);
  free(r.argv);
  free(r.envp);
}

/* Receives one request with its three stdio descriptors. Returns the payload length, 0 on EOF. */
static ssize_t recv_request(int sock, char *buf, size_t cap, int fds[3]) {
  char ctl[CMSG_SPACE(3 * sizeof(int))];
  struct iovec iov = {.iov_base = buf, .iov_len = cap};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  ssize_t n;
  do n = recvmsg(sock, &mh, MSG_CMSG_CLOEXEC);
  while (n < 0 && errno == EINTR);
  if (n <= 0) return n;
  fds[0] = fds[1] = fds[2] = -1;
  struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
  if (cm && cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS && cm->cmsg_len == CMSG_LEN(3 * sizeof(int)))
    memcpy(fds, CMSG_DATA(cm), 3 * sizeof(int));
  if (mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) return -1;
  return n;
}

void zygote_main(const struct config *cfg, int slot, int sock, const struct sock_fprog *filter) {
  static struct config c;
  c = *cfg;
  char err[512];
  struct json out;
  prctl(PR_SET_PDEATHSIG, SIGKILL);

  /* The one cgroup migration of this slot's life. */
  for (int i = 0; i < c.cg[slot].nprocs; i++) {
    if (pwrite(c.cg[slot].procs[i], "0", 1, 0) < 0) {
      snprintf(err, sizeof err, "joining the run cgroup: %s", strerror(errno));
      goto fatal;
    }
    close(c.cg[slot].procs[i]);
  }
  /* Runs see their cgroup as "/", not the host's hierarchy. */
  if (unshare(CLONE_NEWCGROUP) < 0) {
    snprintf(err, sizeof err, "unshare cgroup namespace: %s", strerror(errno));
    goto fatal;
  }
  if (slot == 0 && jail_mount_proc(err, sizeof err) < 0) goto fatal;

  struct shared *sh = mmap(NULL, sizeof(struct shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (sh == MAP_FAILED) {
    snprintf(err, sizeof err, "mmap: %s", strerror(errno));
    goto fatal;
  }
  json_begin(&out);
  json_bool(&out, "ready", 1);
  json_end(&out);
  if (send(sock, out.p, out.len, 0) < 0) _exit(1);
  json_free(&out);

  char *buf = malloc(SBX_MAX_FRAME + 1);
  if (!buf) _exit(1);
  for (;;) {
    int fds[3];
    ssize_t n = recv_request(sock, buf, SBX_MAX_FRAME, fds);
    if (n <= 0) _exit(n == 0 ? 0 : 1);
    struct msg m;
    char *copy = malloc((size_t)n + 1);
    if (!copy) _exit(1);
    memcpy(copy, buf, (size_t)n);
    copy[n] = '\0';
    if (parse_fields(&m, copy, (uint32_t)n) < 0 || fds[0] < 0) {
      json_begin(&out);
      json_str(&out, "setupError", "malformed request");
      json_end(&out);
    } else {
      run_one(&c, slot, &m, fds, sh, filter, &out);
    }
    msg_free(&m);
    for (int i = 0; i < 3; i++)
      if (fds[i] >= 0) close(fds[i]);
    if (send(sock, out.p, out.len, 0) < 0) _exit(1);
    json_free(&out);
    /* As pid 1 of the zygotes' namespace, adopt and reap strays (none in normal operation). */
    while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {
    }
  }

fatal:
  json_begin(&out);
  json_str(&out, "error", err);
  json_end(&out);
  (void)!send(sock, out.p, out.len, 0);
  _exit(1);
}
