import type { ComponentType } from 'react';
import type { CustomerRecordKind } from '../../../machines/customer-record.machine';
import { ContactForm } from './contact-form';
import { DivisionForm } from './division-form';
import { EmployeeForm } from './employee-form';
import { EmployerForm } from './employer-form';
import type { RecordFormProps } from './form-types';
import { SiteForm } from './site-form';

const forms: Partial<Record<CustomerRecordKind, ComponentType<RecordFormProps>>> = {
  employer: EmployerForm,
  division: DivisionForm,
  site: SiteForm,
  contact: ContactForm,
  employee: EmployeeForm,
};

/** The details form for a record kind; keyed by the caller on kind and id so each record starts fresh. */
export const RecordForm = ({ kind, ...props }: RecordFormProps & { kind: CustomerRecordKind }) => {
  const Form = forms[kind];
  return Form ? <Form {...props} /> : null;
};
