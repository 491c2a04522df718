import { availableParallelism, cpus, freemem, hostname, loadavg, totalmem } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { LoadMeter, loadPercent, type ServiceInfoVO, type ServiceInstanceVO } from '@arbiter/contract';
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

/** Busy CPU share since the previous call of any admin (the dashboard asks every 5 s). */
const meter = new LoadMeter(cpus, () => ({ free: freemem(), total: totalmem() }));

/**
 * `get-service-info` (hoj-api §13.1) with this process's real numbers: its machine's cores, busy
 * CPU share, load average and memory in use. The registry metrics (`nacos`) are answered by the server
 * itself: there is no registry, so it counts itself and the judge hosts heard from within a lease.
 */
export async function serviceInfo(ctx: AppContext, request: FastifyRequest): Promise<ServiceInfoVO> {
  const cores = availableParallelism();
  const [load1] = loadavg();
  const load = meter.read();
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
