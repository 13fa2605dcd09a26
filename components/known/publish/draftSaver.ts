/**
 * Keeps an editor's server draft up to date while the user types: one save a short while after the last change,
 * one save at a time, each carrying the sequence the previous one answered. When another page saved a newer draft
 * the server refuses (code 409): saving stops until the page loads that draft (`adopt`).
 */

export type DraftValues = { title: string; content: string; topicIds: string[] };
/** What the draft call takes: topic ids as a comma list, and the sequence last read. */
export type DraftSaveInput = { target: string; title: string; content: string; topicIds: string; seq: number };

/**
 * idle: nothing to save; pending: a change waits for the delay; saving; saved: the server holds the latest text;
 * conflict: another page saved a newer draft; failed: the last save failed (the next change tries again).
 */
export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'conflict' | 'failed';

export type DraftSaverDeps = {
  save(input: DraftSaveInput): Promise<{ seq: number }>;
  onStatus?(status: DraftStatus): void;
  delayMs?: number;
};

export const DRAFT_SAVE_DELAY_MS = 1500;
export const DRAFT_CONFLICT_CODE = 409;
export const DRAFT_CONFLICT_TEXT = '草稿已在其他页面更新';

const isConflict = (e: unknown) => !!e && typeof e === 'object' && (e as { code?: unknown }).code === DRAFT_CONFLICT_CODE;

export class DraftSaver {
  private seqValue = 0;
  private statusValue: DraftStatus = 'idle';
  private pending: DraftValues | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    readonly target: string,
    private readonly deps: DraftSaverDeps,
  ) {}

  get seq(): number {
    return this.seqValue;
  }

  get status(): DraftStatus {
    return this.statusValue;
  }

  /** Start from the draft the page shows (its sequence, 0 for none); clears a conflict. */
  adopt(seq: number): void {
    this.seqValue = seq;
    this.pending = null;
    this.clearTimer();
    this.setStatus('idle');
  }

  /** A change: saved after the delay unless another change comes first. Ignored in conflict or once stopped. */
  schedule(values: DraftValues): void {
    if (this.stopped || this.statusValue === 'conflict') return;
    this.pending = values;
    this.setStatus('pending');
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.enqueue();
    }, this.deps.delayMs ?? DRAFT_SAVE_DELAY_MS);
  }

  /** Saves a waiting change now and resolves once the server holds it: true when the draft is up to date. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    if (this.pending) await this.enqueue();
    else await this.chain;
    return this.statusValue === 'saved' || this.statusValue === 'idle';
  }

  /** No more saves (the post was published, or the page is leaving without keeping the text). */
  stop(): void {
    this.stopped = true;
    this.pending = null;
    this.clearTimer();
  }

  private enqueue(): Promise<void> {
    this.chain = this.chain.then(() => this.run());
    return this.chain;
  }

  private async run(): Promise<void> {
    const values = this.pending;
    if (!values || this.stopped || this.statusValue === 'conflict') return;
    this.pending = null;
    this.setStatus('saving');
    try {
      const res = await this.deps.save({ target: this.target, title: values.title, content: values.content, topicIds: values.topicIds.join(','), seq: this.seqValue });
      this.seqValue = res.seq;
      this.setStatus(this.pending ? 'pending' : 'saved');
    } catch (e) {
      if (isConflict(e)) {
        this.pending = null;
        this.clearTimer();
        this.setStatus('conflict');
      } else {
        // Keep the text for the next attempt unless a newer change already replaced it.
        this.pending ??= values;
        this.setStatus('failed');
      }
    }
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(s: DraftStatus) {
    this.statusValue = s;
    this.deps.onStatus?.(s);
  }
}
