import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/**
 * "Skip to content". With hash routing a plain #main-content link would be read as a route, so the click moves
 * focus to the main landmark itself.
 */
export const SkipLink = ({ targetId = 'main-content' }: { targetId?: string }) => {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skip} onClick={handleClick}>
      Skip to content
    </a>
  );
};
