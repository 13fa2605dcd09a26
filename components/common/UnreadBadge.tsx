import { Badge } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The tab bar's unread count on the 消息 icon (loaded by TabBar only when there is a count to show). */
export function UnreadBadge({ content, children }: { content: string; children: ReactNode }) {
  return (
    <Badge content={content} style={{ '--right': '-0.04rem', '--top': '0.06rem' }}>
      {children}
    </Badge>
  );
}
