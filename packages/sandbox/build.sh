#!/usr/bin/env bash
# Builds the sandbox helper (native/*.c) into build/sbx. Idempotent: rebuilds only when a source
# is newer than the binary. Needs gcc and the libseccomp headers (Debian: gcc libseccomp-dev).
set -euo pipefail
cd "$(dirname "$0")"
out=build/sbx
srcs=(native/*.c)

if ! command -v gcc >/dev/null 2>&1; then
  echo "build.sh: gcc is missing; install it (Debian: apt-get install gcc)" >&2
  exit 1
fi
if ! echo '#include <seccomp.h>' | gcc -E -x c - >/dev/null 2>&1; then
  echo "build.sh: the libseccomp headers are missing; install them (Debian: apt-get install libseccomp-dev)" >&2
  exit 1
fi

if [ -x "$out" ]; then
  stale=0
  for f in "${srcs[@]}" native/*.h build.sh; do
    if [ "$f" -nt "$out" ]; then stale=1; fi
  done
  [ "$stale" -eq 0 ] && exit 0
fi

mkdir -p build
gcc -O2 -Wall -Wextra -Werror -std=gnu11 -D_FORTIFY_SOURCE=2 -fstack-protector-strong -fPIE -pie \
  -Wl,-z,relro,-z,now -o "$out.tmp" "${srcs[@]}" -lseccomp
mv "$out.tmp" "$out"
echo "build.sh: built $out" >&2
