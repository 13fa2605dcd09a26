/**
 * The topic picker's rules (inventory known.md §11 ChooseTopic): up to five topics, all children of one level-1
 * topic; looking at another level-1 starts over unless it is the confirmed one, whose choice comes back.
 */
import { KNOWN_LIMITS } from '@/lib/contract/known/enums';

export type TopicNode = { id: string; name: string; children: { id: string; name: string }[] };
/** The level-1 topic on show and the children ticked under it. */
export type TopicPick = { parentId: string; ids: string[] };

export const TOO_MANY_TOPICS = '最多可选择五个话题哦';
export const EMPTY_PICK: TopicPick = { parentId: '', ids: [] };

/** The picker's state for ids chosen before (an edit, a draft): the parent holding the first known id. */
export function pickFromIds(tree: TopicNode[], ids: string[]): TopicPick {
  for (const id of ids) {
    const parent = tree.find((p) => p.children.some((c) => c.id === id));
    if (parent) {
      const kept = ids.filter((x, i) => ids.indexOf(x) === i && parent.children.some((c) => c.id === x));
      return { parentId: parent.id, ids: kept.slice(0, KNOWN_LIMITS.TOPICS_MAX) };
    }
  }
  return { parentId: tree[0]?.id ?? '', ids: [] };
}

/** Tapping a level-1 topic: the confirmed choice comes back under its own parent; any other parent starts empty. */
export function switchParent(working: TopicPick, confirmed: TopicPick, parentId: string): TopicPick {
  if (parentId === working.parentId) return working;
  if (parentId === confirmed.parentId) return { parentId, ids: [...confirmed.ids] };
  return { parentId, ids: [] };
}

/** Ticking or unticking a child; a sixth one is refused with its toast. */
export function toggleTopic(pick: TopicPick, id: string): { pick: TopicPick; error: string | null } {
  if (pick.ids.includes(id)) return { pick: { ...pick, ids: pick.ids.filter((x) => x !== id) }, error: null };
  if (pick.ids.length >= KNOWN_LIMITS.TOPICS_MAX) return { pick, error: TOO_MANY_TOPICS };
  return { pick: { ...pick, ids: [...pick.ids, id] }, error: null };
}

/** The chosen topics with their names, in the order they were ticked. */
export function chosenTopics(tree: TopicNode[], ids: string[]): { id: string; name: string }[] {
  const byId = new Map(tree.flatMap((p) => p.children).map((c) => [c.id, c] as const));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [t] : [];
  });
}

/** The trigger's text: asks for one topic until there is one, then counts them. */
export const topicTriggerText = (n: number): string => (n ? `+ 话题(${n}/${KNOWN_LIMITS.TOPICS_MAX})` : '+ 话题 (至少添加一个)');
