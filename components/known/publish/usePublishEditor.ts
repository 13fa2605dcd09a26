/**
 * One editor's life (inventory known.md §11): the form, its server draft (offered back with 继续编辑?, saved while
 * typing, stopped when another page saved a newer one), the submit with its lock, and leaving.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { goBack } from '@/lib/goBack';
import { useRouter } from 'next/router';
import { Dialog } from '@/components/common/lazyAntd';
import { bridge } from '@/bridge';
import { useAppFlags } from '@/components/common/AppFlags';
import { firstAnswerOf, isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { editAnswerHref } from '@/lib/known/knownText';
import { toast } from '@/lib/toast';
import { knownAdd, knownDeleteDraft, knownDraft, knownSaveDraft, knownUpdate, type Draft } from '@/services/known';
import type { DraftOrNone } from '@/lib/contract/known/api';
import { DraftSaver, type DraftStatus } from './draftSaver';
import { closeAppWebview, closeMpaas, isMpaas } from './publishEnv';
import {
  KIND_TYPE,
  PUBLISH_TEXT,
  afterPublish,
  contentHtml,
  draftWorthOffering,
  formHasValue,
  htmlText,
  leavePrompt,
  publishedMessage,
  releaseHref,
  validatePublish,
  type PublishKind,
  type PublishOutcome,
  type PublishValues,
} from '@/lib/known/publishRules';

export type PublishEditorOptions = {
  kind: PublishKind;
  /** The server draft's name (publishRules.draftTarget); null keeps none. */
  target: string | null;
  /** The form to start from: empty, or the post being edited. */
  initial: PublishValues;
  /** The draft as the page's first load found it; null asks the server in the browser. */
  initialDraft: DraftOrNone | null;
  /** Editing this post (knownUpdate) instead of adding one. */
  editId?: string;
  /** An answer's question. */
  sourceId?: string;
  /** The app's own article page (/known/publish/aritcleApp): leaving closes the app's web view. */
  appPage?: boolean;
  /** The post to edit could not be loaded: this text is shown and the page goes back. */
  loadError?: string;
  /** The form already is the draft (an article's second step): go on from it without asking 继续编辑?. */
  fromDraft?: boolean;
};

export const DRAFT_DISCARDED = '草稿已删除';
export const DRAFT_DISCARD_FAILED = '草稿删除失败，下次进入时仍可继续编辑';

/**
 * 继续编辑? for a saved draft; 放弃 asks once more before the draft is deleted (再想想 goes back to the question).
 * 'gone' when the page left while a dialog was open.
 */
async function offerDraft(isGone: () => boolean): Promise<'continue' | 'discard' | 'gone'> {
  for (;;) {
    const go = await Dialog.confirm({ title: '继续编辑?', content: '你有一份未发布的草稿，是否继续编辑？', confirmText: '继续编辑', cancelText: '放弃' });
    if (isGone()) return 'gone';
    if (go) return 'continue';
    const sure = await Dialog.confirm({ title: '放弃草稿?', content: '放弃后草稿将被删除，无法恢复', confirmText: '放弃草稿', cancelText: '再想想' });
    if (isGone()) return 'gone';
    if (sure) return 'discard';
  }
}

/** A second answer to one question was refused: the person's answer can be edited instead. */
export const SECOND_ANSWER_PROMPT = {
  title: '你已经回答过这个问题',
  content: '每个问题只能回答一次，可以去编辑你已有的回答',
  confirmText: '编辑我的回答',
  cancelText: '留在此页',
} as const;

/** How long the success toast shows before the page moves on. */
export const AFTER_PUBLISH_MS = 1500;

export function usePublishEditor(o: PublishEditorOptions) {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [values, setValues] = useState<PublishValues>(o.initial);
  const valuesRef = useRef(values);
  const [editorKey, setEditorKey] = useState(0);
  const [draftStatus, setDraftStatus] = useState<DraftStatus>('idle');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const saverRef = useRef<DraftSaver | null>(null);
  const draftReady = useRef(false);
  /** Whether the draft question (继续编辑?) is settled; until then the form is marked busy. */
  const [settled, setSettled] = useState(!o.target);
  /** The user changed the form before the draft question was settled: saved once it is. */
  const early = useRef(false);
  const optsRef = useRef(o);

  const schedule = useCallback((v: PublishValues) => {
    if (!draftReady.current) {
      early.current = true;
      return;
    }
    saverRef.current?.schedule({ title: v.title, content: contentHtml(v), topicIds: v.topicIds });
  }, []);

  const update = useCallback(
    (patch: Partial<PublishValues>) => {
      const next = { ...valuesRef.current, ...patch };
      valuesRef.current = next;
      setValues(next);
      schedule(next);
    },
    [schedule],
  );

  /** Puts a server draft into the form (an answer keeps its question's title). */
  const restore = useCallback((d: Draft) => {
    const cur = valuesRef.current;
    const next: PublishValues = {
      title: optsRef.current.kind === 'answer' ? cur.title : d.title,
      html: d.content,
      text: htmlText(d.content),
      topicIds: d.topicIds,
    };
    valuesRef.current = next;
    setValues(next);
    setEditorKey((k) => k + 1);
  }, []);

  useEffect(() => {
    const { target, initialDraft } = optsRef.current;
    if (!target) return;
    const saver = new DraftSaver(target, { save: (i) => knownSaveDraft(i), onStatus: setDraftStatus });
    saverRef.current = saver;
    let gone = false;
    void (async () => {
      // Let a development double mount unmount the first run before it asks anything.
      await Promise.resolve();
      if (gone) return;
      let found = initialDraft;
      if (!found) found = await knownDraft(target).catch(() => ({ draft: null }));
      if (gone) return;
      const d = found.draft;
      saver.adopt(d?.seq ?? 0);
      if (d && draftWorthOffering(d) && !optsRef.current.fromDraft) {
        const choice = await offerDraft(() => gone);
        if (choice === 'gone') return;
        if (choice === 'continue') {
          restore(d);
          early.current = false;
        } else if (await knownDeleteDraft(target).then(() => true, () => false)) {
          saver.adopt(0);
          toast.show({ message: DRAFT_DISCARDED });
        } else toast.show({ message: DRAFT_DISCARD_FAILED });
      }
      draftReady.current = true;
      setSettled(true);
      if (early.current) schedule(valuesRef.current);
    })();
    const hide = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    document.addEventListener('visibilitychange', hide);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', hide);
      void saver.flush().finally(() => saver.stop());
    };
  }, [restore, schedule]);

  const leaveRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    const text = optsRef.current.loadError;
    if (!text) return;
    toast.show({ message: text, duration: 2000 });
    const t = setTimeout(() => void leaveRef.current(), 2000);
    return () => clearTimeout(t);
  }, []);

  /** 载入最新: the draft another page saved replaces the form, and saving resumes from it. */
  const reloadDraft = useCallback(async () => {
    const { target } = optsRef.current;
    const saver = saverRef.current;
    if (!target || !saver) return;
    try {
      const { draft } = await knownDraft(target);
      if (draft) restore(draft);
      saver.adopt(draft?.seq ?? 0);
    } catch (e) {
      toast.show({ message: knownErrorText(e) });
    }
  }, [restore]);

  const goAfterPublish = useCallback(
    async (r: PublishOutcome) => {
      const how = afterPublish({ isInApp, isMpaas: isMpaas(router.query.platForm), appPage: !!optsRef.current.appPage });
      if (how === 'closeMpaas' && closeMpaas()) return;
      if (how === 'closeApp' && (await closeAppWebview())) return;
      void router.replace(releaseHref(r));
    },
    [isInApp, router],
  );

  const submit = useCallback(async () => {
    if (busyRef.current) {
      toast.show({ message: PUBLISH_TEXT.busy });
      return;
    }
    const { kind, editId, sourceId, target } = optsRef.current;
    const v = valuesRef.current;
    const problem = validatePublish(kind, v);
    if (problem) {
      toast.show({ message: problem });
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const body = { title: v.title.trim(), content: contentHtml(v), topicIds: kind === 'answer' ? '' : v.topicIds.join(',') };
    try {
      const r = editId ? await knownUpdate({ id: editId, ...body }) : await knownAdd({ type: KIND_TYPE[kind], sourceId, ...body });
      saverRef.current?.stop();
      if (target) void knownDeleteDraft(target).catch(() => undefined);
      toast.show({ message: publishedMessage(r, !!editId), duration: AFTER_PUBLISH_MS });
      setTimeout(() => void goAfterPublish(r), AFTER_PUBLISH_MS);
    } catch (e) {
      busyRef.current = false;
      setBusy(false);
      if (isSessionError(e)) return;
      const first = firstAnswerOf(e);
      if (first) {
        if (await Dialog.confirm(SECOND_ANSWER_PROMPT)) void router.replace(editAnswerHref(first));
        return;
      }
      toast.show({ message: knownErrorText(e, editId ? PUBLISH_TEXT.editFailed : PUBLISH_TEXT.publishFailed) });
    }
  }, [goAfterPublish, router]);

  const leave = useCallback(async () => {
    if (isMpaas(router.query.platForm) && closeMpaas()) return;
    if (optsRef.current.appPage && (await closeAppWebview())) return;
    if (isInApp && (await bridge.goBack()).code !== -1) return;
    goBack(router, '/known');
  }, [isInApp, router]);

  useEffect(() => {
    leaveRef.current = leave;
  }, [leave]);

  /** 取消: the draft is saved first; a question or article with something in it asks before leaving. */
  const cancel = useCallback(async () => {
    const saver = saverRef.current;
    const kept = saver && draftReady.current ? await saver.flush() : false;
    const prompt = leavePrompt(optsRef.current.kind, valuesRef.current, kept);
    if (prompt && !(await Dialog.confirm(prompt))) return;
    await leave();
  }, [leave]);

  return {
    values,
    editorKey,
    hasValue: formHasValue(o.kind, values),
    busy,
    /** False while the page still asks whether to continue a saved draft. */
    settled,
    draftStatus,
    setTitle: (title: string) => update({ title }),
    setContent: (c: { html: string; text: string }) => update(c),
    setTopicIds: (topicIds: string[]) => update({ topicIds }),
    submit,
    cancel,
    reloadDraft,
    /** Saves the draft now (before going to the next step); true when the server holds the form. */
    flushDraft: async () => (saverRef.current ? saverRef.current.flush() : false),
  };
}
