import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_RETRY_INTERVAL_MS, CHAT_RETRY_MAX } from '@/lib/constants';
import type { ChatMessage } from '@/lib/contract/chat/api';
import type { NoticeItem } from '@/lib/contract/notice/api';
import type { ChatRole } from '@/lib/contract/chat/enums';
import { chatEventsUrl, sseTicket, type ChatAuth } from '@/services/chat';

/** connecting: first connection; live: events flow; reconnecting: dropped, trying again; offline: gave up. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export type ChatEventHandlers = {
  onReady?(data: { imUserId: string; userType: string; unreadTotal: number }, resumed: boolean): void;
  onMessage?(data: { groupId: string; message: ChatMessage }): void;
  onRead?(data: { groupId: string; role: ChatRole; lastReadSeq: number }): void;
  onConversation?(data: { groupId: string; created: boolean }): void;
  /** A notification for this person (the notifications centre, issue 27 §2). */
  onNotice?(data: NoticeItem): void;
};

const parse = <T,>(e: Event): T | null => {
  try {
    return JSON.parse((e as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
};

/**
 * The chat backend's event stream (SSE). Each connection needs a fresh 60 s ticket. When it drops, the hook
 * reconnects every 1000 ms, up to 10 tries (spec §9), then reports offline until `reconnect()` is called.
 * `onReady(…, resumed=true)` tells the page to catch up on what it missed while disconnected.
 */
export function useChatEvents(auth: ChatAuth | null, handlers: ChatEventHandlers) {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [round, setRound] = useState(0);
  const reconnect = useCallback(() => setRound((n) => n + 1), []);
  const token = auth?.token;

  useEffect(() => {
    if (!token || typeof window === 'undefined' || typeof EventSource === 'undefined') return;
    let es: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let everLive = round > 0;

    const retry = () => {
      es?.close();
      es = null;
      if (stopped) return;
      failures += 1;
      if (failures >= CHAT_RETRY_MAX) return setStatus('offline');
      setStatus(everLive ? 'reconnecting' : 'connecting');
      timer = setTimeout(() => void open(), CHAT_RETRY_INTERVAL_MS);
    };

    const open = async () => {
      let ticket: string;
      try {
        ticket = (await sseTicket({ token })).ticket;
      } catch {
        return retry();
      }
      if (stopped) return;
      const source = new EventSource(chatEventsUrl(ticket));
      es = source;
      source.addEventListener('ready', (e) => {
        const data = parse<{ imUserId: string; userType: string; unreadTotal: number }>(e);
        const resumed = everLive;
        failures = 0;
        everLive = true;
        setStatus('live');
        if (data) handlersRef.current.onReady?.(data, resumed);
      });
      source.addEventListener('message', (e) => {
        const data = parse<{ groupId: string; message: ChatMessage }>(e);
        if (data?.message) handlersRef.current.onMessage?.(data);
      });
      source.addEventListener('read', (e) => {
        const data = parse<{ groupId: string; role: ChatRole; lastReadSeq: number }>(e);
        if (data) handlersRef.current.onRead?.(data);
      });
      source.addEventListener('conversation', (e) => {
        const data = parse<{ groupId: string; created: boolean }>(e);
        if (data) handlersRef.current.onConversation?.(data);
      });
      source.addEventListener('notice', (e) => {
        const data = parse<NoticeItem>(e);
        if (data?.id) handlersRef.current.onNotice?.(data);
      });
      // The server dropped what it held for us (we read too slowly): reconnect now; `ready` (resumed) catches up.
      source.addEventListener('resync', () => {
        if (es !== source) return;
        source.close();
        es = null;
        failures = 0;
        if (!stopped) void open();
      });
      // The browser's own reconnect would reuse the spent ticket: always start over with a new one.
      source.onerror = () => {
        if (es === source) retry();
      };
    };

    setStatus(everLive ? 'reconnecting' : 'connecting');
    void open();
    const onOnline = () => {
      if (!es) {
        failures = 0;
        if (timer) clearTimeout(timer);
        void open();
      }
    };
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      es?.close();
      window.removeEventListener('online', onOnline);
    };
  }, [token, round]);

  return { status, reconnect };
}
