/**
 * Calls `onNear` once, when `el` first comes within `rootMargin` of the screen, and stops watching. Returns the
 * function that stops watching earlier (an effect's cleanup), or null where the browser has no IntersectionObserver:
 * the caller then decides what "near" means (at once, after a tick, when idle).
 */
export function onceNear(el: Element, rootMargin: string, onNear: () => void): (() => void) | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      onNear();
    },
    { rootMargin },
  );
  io.observe(el);
  return () => io.disconnect();
}
