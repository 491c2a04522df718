#!/bin/sh
# The server as `make start` runs it; the benchmarks, the local cluster and a service manager start
# it the same way. Extra node flags come from ARBITER_NODE_FLAGS.
#
# Why these settings (docs/architecture.md, "Memory"):
# - V8 compiles the embedded database's WebAssembly on helper threads, and glibc would keep a 64 MB
#   arena per thread with the compilers' freed memory in it for good (about 80 MB idle); two
#   arenas, trimmed once 128 KB are free at their top, give it back.
# - V8 sizes its young generation from the machine's memory (128 MB committed on a 24 GB machine);
#   semi-spaces of 4 MB serve as fast and hold no garbage for long.
# - gc is exposed for the server's own collection when it falls idle (apps/server/src/idle-gc.ts):
#   V8 would leave a busy spell's garbage resident until the next one.
root="$(cd "$(dirname "$0")/.." && pwd)"
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072}"
# shellcheck disable=SC2086 # the extra flags are words
exec node --max-semi-space-size=4 --expose-gc ${ARBITER_NODE_FLAGS:-} "$root/apps/server/src/main.ts" "$@"
