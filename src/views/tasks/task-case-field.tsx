import type { UseFormReturn } from 'react-hook-form';
import type { CaseSearchItem } from '../../contracts/workflow/case-search';
import { searchCases } from '../../machines/case-search';
import { Typeahead } from '../kit/typeahead/typeahead';
import { caseNotInList, type TaskFormInput, type TaskFormOutput } from './task-form-values';
import styles from './tasks.module.css';

type Props = { form: UseFormReturn<TaskFormInput, unknown, TaskFormOutput> };

/**
 * The task's case, found by part of its number or title (spec §5 type-ahead: the service is asked once the
 * trimmed text is longer than 2 characters, 200 ms after the last key, and only a case from the list counts).
 * The form keeps the case's id for the save call; people only ever see and type its number.
 */
export const TaskCaseField = ({ form }: Props) => {
  const error = form.formState.errors.case_id?.message;
  const handleSelect = (item: CaseSearchItem | null, text: string) => {
    form.setValue('case_id', item ? String(item.id) : '');
    form.setValue('case_query', text);
    if (item || text === '') form.clearErrors('case_id');
  };
  return (
    <div className={styles.caseField}>
      <Typeahead<CaseSearchItem>
        label="Case"
        search={searchCases}
        keywords={['number', 'title']}
        placeholder="Part of a case number or title"
        defaultText={form.getValues('case_query')}
        emitWrongInput
        onWrongInput={() => form.setError('case_id', { message: caseNotInList })}
        onTextChange={(text) => handleSelect(null, text)}
        onSelect={(item) => handleSelect(item, item?.search_key ?? '')}
        error={typeof error === 'string' ? error : undefined}
      />
      <input type="hidden" {...form.register('case_id')} />
      <input type="hidden" {...form.register('case_query')} />
    </div>
  );
};
