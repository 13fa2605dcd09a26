import { useEffect, useState } from 'react';
import { prepareRequest } from '@/lib/httpCore';
import { getCookie } from '@/lib/cookies';
import { useUserStore } from '@/stores/user';

export type PdfFile = { url: string; data: ArrayBuffer | null; loading: boolean; error: string };

type Fetched = { src: string; url: string; data: ArrayBuffer | null; error: string };

/**
 * A PDF, fetched whole: its bytes are drawn by PDF.js (`PdfPages`) and its local object URL is the download.
 * A signed, owner-only API path (invoice or contract file) is fetched with the same headers the http client sends;
 * a path outside /api (already public) plainly.
 */
export function usePdfFile(src: string | null | undefined): PdfFile {
  const [got, setGot] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!src) return;
    let objectUrl = '';
    let live = true;
    const user = useUserStore.getState();
    const p = src.startsWith('/api/')
      ? prepareRequest({
          method: 'GET',
          url: src,
          identity: { token: user.token || getCookie('token') || '', userId: user.userId || getCookie('userId') || '', userNo: user.userNo || getCookie('userNo') || '' },
        })
      : { url: src, headers: {} };
    fetch(p.url, { headers: p.headers })
      .then(async (res) => {
        const type = res.headers.get('content-type') || '';
        if (!res.ok || !type.includes('pdf')) {
          const body = type.includes('json') ? ((await res.json()) as { msg?: string }) : null;
          throw new Error(body?.msg || '文件加载失败');
        }
        const blob = await res.blob();
        const data = await blob.arrayBuffer();
        objectUrl = URL.createObjectURL(blob);
        if (live) setGot({ src, url: objectUrl, data, error: '' });
      })
      .catch((e: unknown) => {
        if (live) setGot({ src, url: '', data: null, error: e instanceof Error && e.message ? e.message : '文件加载失败' });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (!src) return { url: '', data: null, loading: false, error: '' };
  if (!got || got.src !== src) return { url: '', data: null, loading: true, error: '' };
  return { url: got.url, data: got.data, loading: false, error: got.error };
}
