import { useMayDo } from '../../kit/permission/use-permission';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { rfqCategories, rfqMapAdd, type RfqCategory, type RfqQuoteMap } from '../../../contracts/crm-more';
import { Breadcrumb } from '../../kit/breadcrumb';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { LoadingButton } from '../../kit/loading-button';
import { Spinner } from '../../kit/spinner/spinner';
import { SelectField } from '../../kit/forms/select-field';
import { StatusLine } from './status-line';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';
import { RfqDispatchTable } from './rfq-dispatch-table';

const categoryOptions = (Object.keys(rfqCategories) as RfqCategory[]).map((k) => ({
  value: k,
  label: rfqCategories[k],
}));

/**
 * RFQ Dispatch Mapping: which quote workgroup gets the requests for quote of a category, or of one product
 * (get_rfq_quote_map, add_rfq_to_quote_workgroup, remove). A product row wins over its category's row.
 */
export const RfqDispatchPage = ({ route }: ScreenProps) => {
  const desk = useCrmDesk({ rfqMap: {} });
  // Adding and removing mappings is workgroup administration (17__17005); everyone with customers may read them.
  const mayEdit = useMayDo('rfq-dispatch.edit');
  const map = readOf<RfqQuoteMap>(desk.data, 'rfqMap');
  const form = useForm<z.input<typeof rfqMapAdd>, unknown, z.output<typeof rfqMapAdd>>({
    resolver: zodResolver(rfqMapAdd),
    defaultValues: { category: 'medical_scheme', product_id: '', workgroup_id: '' },
    criteriaMode: 'all',
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const { errors } = form.formState;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>RFQ Dispatch Mapping</h1>
      <StatusLine error={desk.error} notice={desk.notice} />
      {mayEdit && (
        <form
          noValidate
          aria-label="Add dispatch mapping"
          className={styles.pane}
          onSubmit={form.handleSubmit(
            (v) => desk.actor.send({ type: 'crm.change', call: 'rfqMapAdd', payload: v }),
            scrollAfterInvalid(),
          )}
        >
          <div className={styles.grid}>
            <SelectField
              label="Category"
              required
              registration={form.register('category')}
              options={categoryOptions}
              error={errors.category}
            />
            <SelectField
              label="Product"
              registration={form.register('product_id')}
              options={(map?.products ?? [])
                .filter((p) => p.category === category)
                .map((p) => ({ value: p.id, label: p.name }))}
              empty="Every product of the category"
              error={errors.product_id}
            />
            <SelectField
              label="Quote workgroup"
              required
              registration={form.register('workgroup_id')}
              options={(map?.workgroups ?? []).map((g) => ({
                value: g.id,
                label: `${g.name} (${g.wrkgrp_type})`,
              }))}
              empty="Choose a workgroup"
              error={errors.workgroup_id}
            />
          </div>
          <div className={styles.actions}>
            <LoadingButton type="submit" loading={desk.saving} loadingText="Saving">
              Add mapping
            </LoadingButton>
          </div>
        </form>
      )}
      {desk.loading && <Spinner loading label="Loading dispatch mapping" />}
      {map && map.map.length === 0 && <p className={styles.note}>There are no records.</p>}
      {map && map.map.length > 0 && (
        <RfqDispatchTable
          mappings={map.map}
          mayEdit={mayEdit}
          saving={desk.saving}
          onRemove={(id) => desk.actor.send({ type: 'crm.change', call: 'rfqMapRemove', payload: { id } })}
        />
      )}
    </div>
  );
};
