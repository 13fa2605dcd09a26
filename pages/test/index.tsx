import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useEffect, useState } from 'react';
import { APP_ENV } from '@/lib/env';
import { HeaderBar } from '@/components/common/HeaderBar';
import type { PageWithLayout } from '@/layouts';

type Props = { serverTime: string; appEnv: string; ua: string };

/** Minimal server work on purpose: the benchmark's baseline page (tests/bench/ssr.bench.mjs). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => ({
  props: { serverTime: new Date().toISOString(), appEnv: APP_ENV, ua: String(req.headers['user-agent'] || '') },
});

/** The network type as the original read it: `NetType/...` in the UA, else the browser's connection info. */
function networkType(ua: string): string {
  const m = /NetType\/(\w+)/i.exec(ua);
  if (m) return m[1].toLowerCase();
  const c = (globalThis.navigator as Navigator & { connection?: { effectiveType?: string } } | undefined)?.connection;
  return c?.effectiveType || '未知';
}

/** 诊断: environment, network type and API reachability, for support and testing on a phone. */
const TestPage: PageWithLayout<Props> = ({ serverTime, appEnv, ua }) => {
  const [net, setNet] = useState(() => networkType(ua));
  const [api, setApi] = useState('检测中…');
  useEffect(() => {
    const started = performance.now();
    fetch('/api/health')
      .then((r) => r.json())
      .then((d: { code: number }) => setApi(d.code === 200 ? `正常（${Math.round(performance.now() - started)} ms）` : '异常'))
      .catch(() => setApi('无法连接'))
      // the browser's own connection info is only known here
      .finally(() => setNet(networkType(navigator.userAgent)));
  }, []);
  const rows: [string, string][] = [
    ['网络类型', net],
    ['接口状态', api],
    ['运行环境', appEnv],
    ['服务器时间', serverTime],
  ];
  return (
    <>
      <Head>
        <title key="title">诊断</title>
      </Head>
      <HeaderBar title="诊断" />
      <dl style={{ margin: '0.24rem 0.32rem', padding: '0.08rem 0.28rem', background: '#fff', borderRadius: '0.16rem' }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'flex', justifyContent: 'space-between', padding: '0.22rem 0', fontSize: '0.28rem' }}>
            <dt style={{ color: 'var(--text-2)' }}>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};

export default TestPage;
