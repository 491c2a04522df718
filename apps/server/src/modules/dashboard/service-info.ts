import { availableParallelism, freemem, hostname, loadavg, totalmem } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { loadOf, loadPercent, type ServiceInfoVO, type ServiceInstanceVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { listHosts } from '../judgehost/hosts.ts';
import pkg from '../../../package.json' with { type: 'json' };

/**
 * This server replica as hoj's registry would list it: the address and port the request came in
 * on (behind a load balancer, the replica's own address on the inner network).
 */
function thisInstance(request: FastifyRequest): ServiceInstanceVO {
  const host = (request.socket.localAddress ?? hostname()).replace(/^::ffff:/, '');
  const port = request.socket.localPort ?? 0;
  return {
    serviceId: 'arbiter-server',
    instanceId: `${hostname()}:${process.pid}`,
    host,
    port,
    secure: false,
    uri: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    metadata: { 'nacos.healthy': 'true', version: pkg.version, hostname: hostname() },
  };
}

/**
 * `get-service-info` (hoj-api §13.1) with this process's real numbers: its machine's cores, load
 * average per core and memory in use. The registry metrics (`nacos`) are answered by the server
 * itself: there is no registry, so it counts itself and the judge hosts heard from within a lease.
 */
export async function serviceInfo(ctx: AppContext, request: FastifyRequest): Promise<ServiceInfoVO> {
  const cores = availableParallelism();
  const [load1] = loadavg();
  const load = loadOf(load1 ?? 0, cores, freemem(), totalmem());
  const hosts = await listHosts(ctx.db);
  const judges = hosts.filter((h) => h.status === 'available').length;
  return {
    nacos: {
      status: 'UP',
      serviceCount: judges > 0 ? 2 : 1,
      instanceCount: 1 + judges,
      load: load1 ?? 0,
      cpu: load.cpu,
      mem: load.memory,
    },
    backupCores: cores,
    backupService: [thisInstance(request)],
    backupPercentCpuLoad: loadPercent(load.cpu),
    backupPercentMemoryLoad: loadPercent(load.memory),
    version: pkg.version,
    nodeVersion: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    database: ctx.config.databaseUrl ? 'postgres' : 'embedded',
    cpuLoad: load.cpu,
    memoryLoad: load.memory,
  };
}
