import type { ReactNode } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { useScrolledPast } from './useScrolledPast';
import styles from './hero.module.css';

export type HeroHeaderProps = {
  /** Shown once the page has scrolled past `threshold`. */
  title: string;
  threshold: number;
  right?: ReactNode;
  hideBack?: boolean;
};

/**
 * The fixed header of the pages with a hero on top (日报精选, 进站必看, the personal homepage): transparent with white
 * icons over the hero, white with the title after `threshold` px of scrolling.
 */
export function HeroHeader({ title, threshold, right, hideBack }: HeroHeaderProps) {
  const solid = useScrolledPast(threshold);
  return (
    <HeaderBar
      fixed
      placeholder={false}
      hideBack={hideBack}
      title={solid ? title : undefined}
      right={right}
      className={solid ? styles.solid : styles.clear}
    />
  );
}
