import type { NoticeCategory } from '@/lib/contract/notice/enums';

/** The list of one notice group (pages/msg/notices.tsx). */
export const noticesPath = (category: NoticeCategory) => `/msg/notices?category=${category}`;
