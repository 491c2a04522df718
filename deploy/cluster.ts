#!/usr/bin/env node
/**
 * `make cluster`: a replicated deployment on this machine — its own PostgreSQL, two server
 * replicas behind HAProxy, three judge hosts — until Ctrl-C. Everything is kept in `data/cluster`
 * (`CLUSTER_DIR`), so a second start reuses the data. See the README for several machines.
 */
import { startCluster } from './local-cluster.ts';

const cluster = await startCluster({
  ...(process.env.CLUSTER_DIR ? { dir: process.env.CLUSTER_DIR } : {}),
  ...(process.env.CLUSTER_PORT ? { port: Number(process.env.CLUSTER_PORT) } : {}),
});
console.log(
  [
    '',
    `Arbiter (cluster) is running at ${cluster.url}/`,
    `  ${cluster.replicas.length} server replicas: ${cluster.replicas.map((r) => cluster.replicaUrl(r)).join(', ')} behind HAProxy`,
    `  ${cluster.judges.length} judge hosts, PostgreSQL at ${cluster.databaseUrl}`,
    `  sign in as root with password ${cluster.rootPassword}`,
    `  data and logs in ${cluster.dir}; Ctrl-C stops everything`,
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster...');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
