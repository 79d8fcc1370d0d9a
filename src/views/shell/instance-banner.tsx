import { instanceType } from '../../config/constants';
import styles from './instance-banner.module.css';

/** Spec §2: the environment's instance type, fixed at bottom centre; nothing at all when it is empty. */
export const InstanceBanner = ({ label = instanceType }: { label?: string }) =>
  label.trim() === '' ? null : (
    <div className={styles.banner} role="note" aria-label="Instance type">
      {label}
    </div>
  );
