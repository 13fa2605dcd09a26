import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `px` (the header of hero pages turns solid then). */
export function useScrolledPast(px: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', check, { passive: true });
    // A page kept alive comes back scrolled: read where it is right away (in a frame, outside the effect body).
    const frame = requestAnimationFrame(check);
    return () => {
      window.removeEventListener('scroll', check);
      cancelAnimationFrame(frame);
    };
  }, [px, enabled]);
  return past;
}
