import type { EditSource } from '@/services/known';
import { EMPTY_VALUES, htmlText, type PublishValues } from '@/lib/known/publishRules';

/** The form of a post being edited (or an empty one). */
export function valuesOf(source: EditSource | null, title = ''): PublishValues {
  if (!source) return { ...EMPTY_VALUES, title };
  return { title: title || source.title, html: source.content, text: htmlText(source.content), topicIds: source.topicIds };
}
