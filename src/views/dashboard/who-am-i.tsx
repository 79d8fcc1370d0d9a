import styles from './dashboard.module.css';

type WhoAmIProps = { fullName: string; login: string; roleName: string; tenantName: string };

/** Who is signed in, in which tenant and with which profile: the first thing to check before any work. */
export const WhoAmI = ({ fullName, login, roleName, tenantName }: WhoAmIProps) => (
  <section className={styles.card} aria-labelledby="who-am-i-title">
    <h2 id="who-am-i-title" className={styles.cardTitle}>
      Signed in
    </h2>
    <dl className={styles.facts}>
      <div>
        <dt>Name</dt>
        <dd>{fullName || '—'}</dd>
      </div>
      <div>
        <dt>Login</dt>
        <dd>{login || '—'}</dd>
      </div>
      <div>
        <dt>Tenant</dt>
        <dd>{tenantName || '—'}</dd>
      </div>
      <div>
        <dt>Profile</dt>
        <dd>{roleName || '—'}</dd>
      </div>
    </dl>
  </section>
);
