#!/usr/bin/env bash
# Installs the Debian packages the project needs when they are missing.
#   start: nothing beyond Node.js yet (the judging sandbox adds bubblewrap with its issue)
#   test:  chromium for the browser tests, and CJK fonts so zh-CN pages render in it
set -euo pipefail
want=()
case "${1:-start}" in
  test)
    command -v chromium >/dev/null 2>&1 || want+=(chromium)
    dpkg -s fonts-noto-cjk >/dev/null 2>&1 || want+=(fonts-noto-cjk)
    ;;
esac
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
echo "Installing Debian packages: ${want[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
