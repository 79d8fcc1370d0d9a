import { completionBand } from '../../rules/task-band';
import styles from './tasks.module.css';

const bandNames = { dark: 'Dark', orange: 'Orange', red: 'Red' } as const;

/** A task's completion in its §4 colour band; the band's name is spoken, not only shown as colour. */
export const BandBadge = ({ completion }: { completion: number }) => {
  const { band, label } = completionBand(completion);
  return (
    <span className={`${styles.band} ${styles[band]}`} data-band={band} title={`${bandNames[band]} band`}>
      {label}
      <span className="visually-hidden"> {bandNames[band]} band</span>
    </span>
  );
};

/** The band as the grid shows it (the grid draws text only). */
export const bandText = (completion: number): string => {
  const { band, label } = completionBand(completion);
  return `${bandNames[band]} ${label}`;
};
