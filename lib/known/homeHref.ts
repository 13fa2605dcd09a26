/** A user's 必懂 homepage, for the feed and the detail pages alike (type 1 a customer, 2 a planner; else left out). */
export function homeHref(user: { id: string; type?: number | null }): string {
  const type = user.type === 2 || user.type === 1 ? `&type=${user.type}` : '';
  return `/known/home?homeUserId=${encodeURIComponent(user.id)}${type}`;
}
