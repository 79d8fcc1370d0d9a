import { useId, type ReactNode } from 'react';
import styles from './kit-gallery.module.css';

type GallerySectionProps = { name: string; summary?: ReactNode; children: ReactNode };

/** One piece of the kit under a heading with its name. */
export const GallerySection = ({ name, summary, children }: GallerySectionProps) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {name}
      </h2>
      {summary && <p className={styles.summary}>{summary}</p>}
      <div className={styles.demo}>{children}</div>
    </section>
  );
};
