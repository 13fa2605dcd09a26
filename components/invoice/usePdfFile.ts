import { useEffect, useState } from 'react';
import { prepareRequest } from '@/lib/httpCore';
import { getCookie } from '@/lib/cookies';
import { useUserStore } from '@/stores/user';

export type PdfFile = { url: string; loading: boolean; error: string };

type Fetched = { src: string; url: string; error: string };

/**
 * A PDF served by a signed, owner-only API path (invoice or contract file). An <iframe> cannot sign, so the file
 * is fetched with the same headers the http client sends and shown from a local object URL (also the download).
 * Paths outside /api (already public) are used as they are.
 */
export function usePdfFile(src: string | null | undefined): PdfFile {
  const [got, setGot] = useState<Fetched | null>(null);
  const signed = !!src && src.startsWith('/api/');
  useEffect(() => {
    if (!src || !signed) return;
    let objectUrl = '';
    let live = true;
    const user = useUserStore.getState();
    const p = prepareRequest({
      method: 'GET',
      url: src,
      identity: { token: user.token || getCookie('token') || '', userId: user.userId || getCookie('userId') || '', userNo: user.userNo || getCookie('userNo') || '' },
    });
    fetch(p.url, { headers: p.headers })
      .then(async (res) => {
        const type = res.headers.get('content-type') || '';
        if (!res.ok || !type.includes('pdf')) {
          const body = type.includes('json') ? ((await res.json()) as { msg?: string }) : null;
          throw new Error(body?.msg || '文件加载失败');
        }
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setGot({ src, url: objectUrl, error: '' });
      })
      .catch((e: unknown) => {
        if (live) setGot({ src, url: '', error: e instanceof Error && e.message ? e.message : '文件加载失败' });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, signed]);
  if (!src) return { url: '', loading: false, error: '' };
  if (!signed) return { url: src, loading: false, error: '' };
  if (!got || got.src !== src) return { url: '', loading: true, error: '' };
  return { url: got.url, loading: false, error: got.error };
}
