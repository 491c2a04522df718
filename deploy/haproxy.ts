/**
 * The load balancer's configuration: HAProxy (Debian's `haproxy`) in front of the server replicas.
 *
 * - Round robin, with a health check on a cheap public call, so a replica that died leaves the
 *   rotation within a second and comes back when it answers again.
 * - Only a connection that failed is retried on another replica (`retry-on conn-failure`, with
 *   `redispatch`): such a request never reached a server. A request cut off after it arrived is
 *   not replayed, since a submission must not be stored twice; the client sees the error and
 *   decides (the web app shows it; judge hosts ask again).
 * - The server timeout exceeds the judge hosts' long-poll claim (at most 30 s).
 */
export function haproxyConfig(opts: { port: number; replicas: readonly number[] }): string {
  return [
    'global',
    '  maxconn 4000',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 90s',
    '  timeout server 90s',
    '  timeout http-request 30s',
    '  timeout tunnel 1h',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '',
    'frontend arbiter',
    `  bind 127.0.0.1:${opts.port}`,
    '  default_backend replicas',
    '',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /api/get-website-config',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...opts.replicas.map((port, i) => `  server replica-${i + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}
