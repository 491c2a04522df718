# Arbiter: `make start` runs the judge, `make test` checks everything. Both install what is missing.
SHELL := /bin/bash
export PATH := $(CURDIR)/.tools/node/bin:$(PATH)
export npm_config_update_notifier := false
export npm_config_fund := false
export npm_config_audit := false

.PHONY: start cluster test deps deps-judge deps-test build lint typecheck unit e2e bench clean

start: deps deps-judge build
	scripts/serve.sh

## A replicated deployment on this machine: PostgreSQL, two servers behind HAProxy, three judge hosts.
cluster: deps deps-judge build
	@scripts/ensure-system-packages.sh cluster
	node deploy/cluster.ts

# The build and the static checks share the two cores (none of them runs a test); the test suites
# then run one after the other, since the judging tests time real programs.
test: deps deps-test
	$(MAKE) --no-print-directory -j2 --output-sync=target build lint typecheck
	$(MAKE) --no-print-directory unit e2e

## Node.js (current LTS) and the npm packages of every workspace.
deps: .tools/node/bin/node node_modules/.package-lock.json

.tools/node/bin/node:
	@scripts/ensure-node.sh

node_modules/.package-lock.json: package-lock.json package.json $(wildcard */*/package.json) e2e/package.json bench/package.json
	npm ci --no-audit --no-fund
	@touch $@

## Debian packages of the judge (sandbox build tools, compilers, runtimes) and the sandbox helper.
deps-judge: deps
	@scripts/ensure-system-packages.sh judge
	@bash packages/sandbox/build.sh

## The judge's, plus Chromium and CJK fonts for the browser tests.
deps-test: deps
	@scripts/ensure-system-packages.sh test
	@bash packages/sandbox/build.sh

build: deps
	npm run build -w apps/web

lint: deps
	npx eslint .
	npx prettier --check .
	npx knip --no-progress

typecheck: deps
	npm run typecheck --workspaces --if-present

unit: deps
	npx vitest run

e2e: deps deps-test build
	npm run test -w e2e

bench: deps deps-judge build
	@scripts/ensure-system-packages.sh bench
	node bench/run.ts

clean:
	rm -rf node_modules apps/web/dist .tools
