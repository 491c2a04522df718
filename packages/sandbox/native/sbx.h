/*
 * Shared declarations of the sandbox helper (see sbx.c for the design and the protocol).
 */
#ifndef SBX_H
#define SBX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <linux/filter.h>

#define SBX_MAX_FRAME (1u << 20) /* largest request, bytes */
#define SBX_MAX_FIELDS 8192      /* key=value fields in one request */
#define SBX_MAX_FILES 8          /* cgroup files of one kind (one per v1 hierarchy) */
#define SBX_MAX_BINDS 64
#define SBX_SLOTS 2 /* 0: the submitted program, 1: an auxiliary program (interactor, checker) */

/* ---- wire.c: framing in, JSON out ---- */

/* One request: NUL-terminated "key=value" fields, in order (keys may repeat). */
struct msg {
  char *buf;
  uint32_t len;
  size_t n;
  char **key;
  char **val;
};

/* Reads one frame (u32 little-endian length, then the payload). 1: ok, 0: clean EOF, -1: error. */
int read_frame(int fd, struct msg *m);
/* Splits an already filled buffer (buf[0..len)) into fields. Takes ownership of buf. */
int parse_fields(struct msg *m, char *buf, uint32_t len);
void msg_free(struct msg *m);
const char *msg_get(const struct msg *m, const char *key);
/* Parses an unsigned decimal field; returns def when absent, and sets *bad on garbage. */
uint64_t msg_u64(const struct msg *m, const char *key, uint64_t def, int *bad);

int write_full(int fd, const void *p, size_t n);
int read_full(int fd, void *p, size_t n);

/* A growing JSON object written as one line. */
struct json {
  char *p;
  size_t len, cap;
  int first;
};
void json_begin(struct json *j);
void json_str(struct json *j, const char *key, const char *val);
void json_u64(struct json *j, const char *key, uint64_t v);
void json_i64(struct json *j, const char *key, int64_t v);
void json_bool(struct json *j, const char *key, int v);
void json_raw(struct json *j, const char *key, const char *raw); /* raw must be valid JSON */
void json_end(struct json *j);                                   /* closes the object (no newline) */
void json_free(struct json *j);

/* ---- the configuration sent in the first frame ---- */

/* The cgroup files of one run slot, already opened. The v1/v2 differences live in the TS side,
 * which names the files; here a counter is "a number, optionally on the line starting with key". */
struct counter {
  int fd;       /* -1: not available */
  char key[32]; /* empty: the whole file is the number */
  uint64_t scale;
};

struct slot_cgroup {
  int procs[SBX_MAX_FILES];
  int nprocs;
  int mem[SBX_MAX_FILES]; /* memory limit files, written in order (reverse order on EINVAL) */
  int nmem;
  int pids_max;
  struct counter cpu;      /* CPU time, converted to ns by scale */
  struct counter peak;     /* peak memory in bytes; reset by writing "0" before a run */
  struct counter oom;      /* OOM kills */
  struct counter pids_ev;  /* forks refused by pids.max */
  uint64_t last_mem;       /* last values written, to skip needless writes */
  uint64_t last_pids;
};

struct config {
  uid_t uid[SBX_SLOTS];
  gid_t gid[SBX_SLOTS];
  uint64_t work_size, work_inodes, tmp_size, tmp_inodes;
  const char *ro[SBX_MAX_BINDS];
  int nro;
  const char *hostname;
  int oom_protected; /* the helpers' oom_score_adj is -1000: programs must reset theirs */
  int sup_procs[SBX_MAX_FILES];
  int nsup;
  struct slot_cgroup cg[SBX_SLOTS];
};

/* ---- jail.c: the mount namespace, built once ---- */

/* Unshares mount, net, IPC and UTS namespaces and pivots into the sandbox root. On failure writes
 * a message into err and returns -1. */
int jail_enter(const struct config *c, char *err, size_t errlen);
/* Mounts /proc for the PID namespace of the caller (the base namespace of the zygotes). */
int jail_mount_proc(char *err, size_t errlen);
/* Empties /work and /tmp and restores their owner and mode. */
int jail_reset(const struct config *c, char *err, size_t errlen);

/* ---- filter.c: the seccomp filter, compiled once ---- */

int filter_build(struct sock_fprog *out, char *err, size_t errlen);

/* ---- run.c: the zygotes and the per-run processes ---- */

/* Runs forever in a zygote: receives run requests on sock and answers each with one JSON object. */
void zygote_main(const struct config *c, int slot, int sock, const struct sock_fprog *filter) __attribute__((noreturn));

/* ---- helpers ---- */

uint64_t mono_ns(void);
int counter_read(const struct counter *c, uint64_t *out);

#endif
