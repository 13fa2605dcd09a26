import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { listenMetrics, metricsPort } from '@/scripts/metrics.mjs';
import { metrics } from '@/server/metrics/registry';
import { gateDecision } from '@/server/metrics/record';

const get = (port: number, path: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      })
      .on('error', reject);
  });

describe('the metrics listener (scripts/metrics.mjs)', () => {
  it('serves the registry in Prometheus text format on /metrics, bound to 127.0.0.1', async () => {
    gateDecision('admitted');
    const { registry } = metrics();
    const lines: string[] = [];
    const server = listenMetrics({ port: 0, text: () => registry.metrics(), contentType: registry.contentType, log: { error: (l) => lines.push(l) } });
    try {
      await once(server, 'listening');
      const addr = server.address() as AddressInfo;
      expect(addr.address).toBe('127.0.0.1');
      const res = await get(addr.port, '/metrics');
      expect(res.status).toBe(200);
      expect(res.type).toContain('text/plain');
      expect(res.body).toContain('# TYPE crisps_seckill_gate_decisions_total counter');
      expect(res.body).toMatch(/^crisps_seckill_gate_decisions_total\{decision="admitted"\} \d+$/m);
      expect((await get(addr.port, '/other')).status).toBe(404);
      expect(lines).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('logs one line and throws nothing when the port is taken', async () => {
    const busy = http.createServer();
    busy.listen(0, '127.0.0.1');
    await once(busy, 'listening');
    const port = (busy.address() as AddressInfo).port;
    const lines: string[] = [];
    try {
      const server = listenMetrics({ port, text: () => '', log: { error: (l) => lines.push(l) } });
      await once(server, 'error');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`\\[metrics\\] cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\)`));
      // The taken port still serves what it served.
      busy.on('request', (_req, res) => res.end('app'));
      const res = await get(port, '/');
      expect(res.body).toBe('app');
    } finally {
      busy.close();
    }
  });

  it('reads METRICS_PORT: unset means no listener; a bad value is said once', () => {
    const lines: string[] = [];
    const log = { error: (l: string) => lines.push(l) };
    expect(metricsPort({}, log)).toBeNull();
    expect(metricsPort({ METRICS_PORT: '' }, log)).toBeNull();
    expect(metricsPort({ METRICS_PORT: '9464' }, log)).toBe(9464);
    expect(metricsPort({ METRICS_PORT: '99999' }, log)).toBeNull();
    expect(lines).toHaveLength(1);
  });
});
