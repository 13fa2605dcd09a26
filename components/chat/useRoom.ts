import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import type { ChatMessage, ConversationItem } from '@/lib/contract/chat/api';
import { CHAT_MERGED } from '@/lib/contract/chat/enums';
import { getConversation, listMessages, markRead, type ChatAuth } from '@/services/chat';
import { mergeMessages } from './chatText';

export const PAGE_SIZE = 20;
const CATCH_UP_LIMIT = 100;

export type RoomLoad = 'loading' | 'ready' | 'notFound' | 'forbidden' | 'failed';

/**
 * One conversation's data: the conversation, its messages (newest page first, older pages on demand), the
 * peer's read cursor, catch-up after a reconnect and the caller's own read cursor.
 */
export function useRoom(groupId: string, auth: ChatAuth, onUnreadTotal: (n: number) => void, onMoved?: (groupId: string) => void) {
  const [load, setLoad] = useState<RoomLoad>('loading');
  const [conv, setConv] = useState<ConversationItem | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [peerReadSeq, setPeerReadSeq] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const lastMarked = useRef(0);
  const movedRef = useRef(onMoved);
  useEffect(() => {
    movedRef.current = onMoved;
  });
  const messagesRef = useRef<ChatMessage[]>([]);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  useEffect(() => {
    let live = true;
    (async () => {
      setLoad('loading');
      try {
        const [c, page] = await Promise.all([getConversation(groupId, auth), listMessages({ groupId, limit: PAGE_SIZE }, auth)]);
        if (!live) return;
        setConv(c);
        setPeerReadSeq(c.peerReadSeq);
        lastMarked.current = c.lastReadSeq;
        setMessages(page.records);
        setHasOlder(page.hasMore);
        setLoad('ready');
      } catch (e) {
        if (!live) return;
        const code = isApiError(e) ? e.code : -1;
        // A visitor's conversation folded into the account's at login: continue there.
        const movedTo = isApiError(e) && code === CHAT_MERGED ? (e.data as { groupId?: string } | null)?.groupId : undefined;
        if (movedTo && movedRef.current) return movedRef.current(movedTo);
        setLoad(code === 404 ? 'notFound' : code === 403 ? 'forbidden' : 'failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [groupId, auth, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0];
    if (!first || loadingOlder) return false;
    setLoadingOlder(true);
    try {
      const page = await listMessages({ groupId, beforeSeq: first.seq, limit: PAGE_SIZE }, auth);
      setMessages((old) => mergeMessages(old, page.records));
      setHasOlder(page.hasMore);
      return true;
    } catch {
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [groupId, auth, loadingOlder]);

  const add = useCallback((incoming: ChatMessage[]) => setMessages((old) => mergeMessages(old, incoming)), []);

  /** After a reconnect: everything after the last message we have, and the peer's read cursor. */
  const catchUp = useCallback(async () => {
    try {
      for (let round = 0; round < 20; round++) {
        const list = messagesRef.current;
        const afterSeq = list.length ? list[list.length - 1].seq : 0;
        const page = await listMessages({ groupId, afterSeq, limit: CATCH_UP_LIMIT }, auth);
        messagesRef.current = mergeMessages(messagesRef.current, page.records);
        setMessages(messagesRef.current);
        if (!page.hasMore || !page.records.length) break;
      }
      const c = await getConversation(groupId, auth);
      setConv(c);
      setPeerReadSeq((s) => Math.max(s, c.peerReadSeq));
    } catch {
      // the next reconnect tries again
    }
  }, [groupId, auth]);

  const peerRead = useCallback((seq: number) => setPeerReadSeq((s) => Math.max(s, seq)), []);

  /** Marks what is on screen as read (only forward, only when the page is visible). */
  const markSeen = useCallback(async () => {
    const list = messagesRef.current;
    const last = list[list.length - 1];
    if (!last || last.seq <= lastMarked.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    lastMarked.current = last.seq;
    try {
      const r = await markRead(groupId, last.seq, auth);
      onUnreadTotal(r.unreadTotal);
    } catch {
      lastMarked.current = 0;
    }
  }, [groupId, auth, onUnreadTotal]);

  useEffect(() => {
    if (load !== 'ready') return;
    void markSeen();
    const onVisible = () => void markSeen();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load, messages, markSeen]);

  return { load, conv, messages, hasOlder, loadingOlder, peerReadSeq, retry, loadOlder, add, catchUp, peerRead };
}
