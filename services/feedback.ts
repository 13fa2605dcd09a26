/**
 * 我要吐槽 (inventory my §10; docs/API.md "我要吐槽"): the kinds, sending feedback with pictures (upload ids or URLs
 * from services/upload.ts), and one's own feedback with the platform's reply.
 */
import { http, type Http } from '@/lib/http';
import type { AddFeedbackInput, Feedback, FeedbackPage, FeedbackType } from '@/lib/contract/feedback/api';
import type { FeedbackStatus } from '@/lib/contract/feedback/enums';

export type { Feedback, FeedbackPage, FeedbackType } from '@/lib/contract/feedback/api';

/** GET /complain/v1/types (no login). */
export const feedbackTypes = (client: Http = http) => client.get<FeedbackType[]>('/complain/v1/types');

/** POST /complain/v1/add: images as a comma list of upload URLs. */
export const addFeedback = (input: Omit<AddFeedbackInput, 'images'> & { images: string[] }, client: Http = http) =>
  client.post<Feedback>('/complain/v1/add', { ...input, images: input.images.join(',') });

/** GET /complain/v1/list: one's own, newest first. */
export const feedbackList = (q: { page: number; limit?: number; status?: FeedbackStatus }, client: Http = http) => client.get<FeedbackPage>('/complain/v1/list', q);

/** GET /complain/v1/detail: one of one's own. */
export const feedbackDetail = (id: string, client: Http = http) => client.get<Feedback>('/complain/v1/detail', { id });
