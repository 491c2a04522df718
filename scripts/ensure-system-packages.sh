#!/usr/bin/env bash
# Installs the Debian packages the project needs when they are missing.
#   judge: the sandbox helper's build tools and the default judged languages (scripts/judge-packages.ts)
#   test:  the judge's packages, plus chromium for the browser tests and CJK fonts so zh-CN pages render
#   cluster: the judge's packages, plus PostgreSQL and HAProxy for `make cluster`
#   bench: the cluster's, plus wrk, the load generator of the benchmarks
set -euo pipefail
cd "$(dirname "$0")/.."
want=()
missing() { ! dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
for pkg in $(node scripts/judge-packages.ts); do missing "$pkg" && want+=("$pkg"); done
case "${1:-judge}" in
  test) extra=(chromium fonts-noto-cjk) ;;
  cluster) extra=(postgresql haproxy) ;;
  bench) extra=(postgresql haproxy wrk) ;;
  *) extra=() ;;
esac
for pkg in "${extra[@]}"; do missing "$pkg" && want+=("$pkg"); done
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
echo "Installing Debian packages: ${want[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
