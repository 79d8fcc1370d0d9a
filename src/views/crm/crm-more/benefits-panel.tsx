import type { EmployeeBenefits } from '../../../contracts/crm-more';
import { Spinner } from '../../kit/spinner/spinner';
import { BenefitsForm } from './benefits-form';
import { StatusLine } from './status-line';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';

type Props = { employeeId: number; label: string; onSaved: () => void; onClose: () => void };

/** Add / Update Employee Benefits from the organisation tree's context menu. */
export const BenefitsPanel = ({ employeeId, label, onSaved, onClose }: Props) => {
  const desk = useCrmDesk({ benefitsGet: { employee_id: employeeId } }, () => onSaved());
  const answer = readOf<EmployeeBenefits>(desk.data, 'benefitsGet');
  return (
    <section aria-label="Employee benefits">
      <h2 className={styles.subtitle}>
        {answer?.benefits ? 'Update' : 'Add'} employee benefits: {label}
      </h2>
      {!answer && desk.loading && <Spinner loading label="Loading benefits" />}
      {!answer && <StatusLine error={desk.error} />}
      {answer && (
        <>
          <p role="status" className={styles.note}>
            {desk.notice === 'Saved' ? 'Benefits saved.' : ''}
          </p>
          <BenefitsForm
            key={answer.update_datetime ?? 'new'}
            benefits={answer.benefits}
            error={desk.error}
            saving={desk.saving}
            onSave={(benefits) =>
              desk.actor.send({
                type: 'crm.change',
                call: 'benefitsSave',
                payload: { employee_id: employeeId, benefits },
              })
            }
            onCancel={onClose}
          />
        </>
      )}
    </section>
  );
};
