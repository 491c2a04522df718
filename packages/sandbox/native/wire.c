/*
 * Framing of requests (length-prefixed NUL-separated key=value fields) and JSON replies.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sbx.h"

int read_full(int fd, void *p, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = read(fd, (char *)p + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return -1;
    if (r == 0) return (int)(got == 0 ? 0 : -1); /* EOF mid-frame is an error */
    got += (size_t)r;
  }
  return 1;
}

int write_full(int fd, const void *p, size_t n) {
  size_t put = 0;
  while (put < n) {
    ssize_t r = write(fd, (const char *)p + put, n - put);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    put += (size_t)r;
  }
  return 0;
}

int parse_fields(struct msg *m, char *buf, uint32_t len) {
  memset(m, 0, sizeof *m);
  m->buf = buf;
  m->len = len;
  if (len > 0 && buf[len - 1] != '\0') return -1;
  size_t n = 0;
  for (uint32_t i = 0; i < len; i++)
    if (buf[i] == '\0') n++;
  if (n > SBX_MAX_FIELDS) return -1;
  m->key = calloc(n + 1, sizeof(char *));
  m->val = calloc(n + 1, sizeof(char *));
  if (!m->key || !m->val) return -1;
  char *p = buf;
  while (p < buf + len) {
    char *eq = strchr(p, '=');
    size_t flen = strlen(p);
    if (!eq) return -1;
    *eq = '\0';
    m->key[m->n] = p;
    m->val[m->n] = eq + 1;
    m->n++;
    p += flen + 1;
  }
  return 0;
}

int read_frame(int fd, struct msg *m) {
  unsigned char hdr[4];
  int r = read_full(fd, hdr, 4);
  if (r <= 0) return r;
  uint32_t len = (uint32_t)hdr[0] | (uint32_t)hdr[1] << 8 | (uint32_t)hdr[2] << 16 | (uint32_t)hdr[3] << 24;
  if (len > SBX_MAX_FRAME) return -1;
  char *buf = malloc(len + 1);
  if (!buf) return -1;
  if (len > 0 && read_full(fd, buf, len) != 1) {
    free(buf);
    return -1;
  }
  buf[len] = '\0';
  if (parse_fields(m, buf, len) < 0) {
    msg_free(m);
    return -1;
  }
  return 1;
}

void msg_free(struct msg *m) {
  free(m->buf);
  free(m->key);
  free(m->val);
  memset(m, 0, sizeof *m);
}

const char *msg_get(const struct msg *m, const char *key) {
  for (size_t i = 0; i < m->n; i++)
    if (strcmp(m->key[i], key) == 0) return m->val[i];
  return NULL;
}

uint64_t msg_u64(const struct msg *m, const char *key, uint64_t def, int *bad) {
  const char *v = msg_get(m, key);
  if (!v) return def;
  char *end;
  errno = 0;
  unsigned long long x = strtoull(v, &end, 10);
  if (errno || end == v || *end || v[0] == '-') {
    *bad = 1;
    return def;
  }
  return (uint64_t)x;
}

static void grow(struct json *j, size_t extra) {
  if (j->len + extra + 1 <= j->cap) return;
  size_t cap = j->cap ? j->cap : 256;
  while (cap < j->len + extra + 1) cap *= 2;
  char *p = realloc(j->p, cap);
  if (!p) abort();
  j->p = p;
  j->cap = cap;
}

static void put(struct json *j, const char *s, size_t n) {
  grow(j, n);
  memcpy(j->p + j->len, s, n);
  j->len += n;
  j->p[j->len] = '\0';
}

static void put_escaped(struct json *j, const char *s) {
  put(j, "\"", 1);
  for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
    char tmp[8];
    if (*c == '"' || *c == '\\') {
      tmp[0] = '\\';
      tmp[1] = (char)*c;
      put(j, tmp, 2);
    } else if (*c < 0x20 || *c >= 0x7f) {
      /* Bytes outside printable ASCII are escaped one by one so the line stays valid JSON
       * whatever the encoding of paths and messages. */
      snprintf(tmp, sizeof tmp, "\\u%04x", *c);
      put(j, tmp, 6);
    } else {
      put(j, (const char *)c, 1);
    }
  }
  put(j, "\"", 1);
}

static void key(struct json *j, const char *k) {
  if (!j->first) put(j, ",", 1);
  j->first = 0;
  put_escaped(j, k);
  put(j, ":", 1);
}

void json_begin(struct json *j) {
  j->p = NULL;
  j->len = j->cap = 0;
  j->first = 1;
  put(j, "{", 1);
}

void json_str(struct json *j, const char *k, const char *v) {
  key(j, k);
  put_escaped(j, v);
}

void json_u64(struct json *j, const char *k, uint64_t v) {
  char tmp[32];
  key(j, k);
  put(j, tmp, (size_t)snprintf(tmp, sizeof tmp, "%" PRIu64, v));
}

void json_i64(struct json *j, const char *k, int64_t v) {
  char tmp[32];
  key(j, k);
  put(j, tmp, (size_t)snprintf(tmp, sizeof tmp, "%" PRId64, v));
}

void json_bool(struct json *j, const char *k, int v) {
  key(j, k);
  put(j, v ? "true" : "false", v ? 4 : 5);
}

void json_raw(struct json *j, const char *k, const char *raw) {
  key(j, k);
  put(j, raw, strlen(raw));
}

void json_end(struct json *j) { put(j, "}", 1); }

void json_free(struct json *j) {
  free(j->p);
  j->p = NULL;
  j->len = j->cap = 0;
}

uint64_t mono_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int counter_read(const struct counter *c, uint64_t *out) {
  char buf[4096];
  if (c->fd < 0) return -1;
  ssize_t n = pread(c->fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = '\0';
  const char *p = buf;
  if (c->key[0]) {
    size_t kl = strlen(c->key);
    p = NULL;
    for (const char *line = buf; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
      if (strncmp(line, c->key, kl) == 0 && line[kl] == ' ') {
        p = line + kl + 1;
        break;
      }
    }
    if (!p) return -1;
  }
  char *end;
  unsigned long long v = strtoull(p, &end, 10);
  if (end == p) return -1;
  *out = (uint64_t)v * (c->scale ? c->scale : 1);
  return 0;
}
