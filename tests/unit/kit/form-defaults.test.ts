import { describe, expect, it } from 'vitest';
import { formDefaults } from '../../../src/views/kit/forms/use-record-form';

describe('formDefaults', () => {
  it('puts stored phone numbers into the inputs the way people write them', () => {
    const record = { id: 7, phone: '27538312200', mobile: '27821234567', work_phone: '442079460958' };
    expect(formDefaults(record, ['phone', 'mobile', 'work_phone'])).toEqual({
      id: 7,
      phone: '053 831 2200',
      mobile: '082 123 4567',
      work_phone: '+442079460958',
    });
  });

  it('leaves other fields as they are and gives empty inputs for missing values', () => {
    const record = { id: 3, first_name: 'Thabo', employee_number: '27821234567', phone: null };
    expect(formDefaults(record, ['first_name', 'employee_number', 'phone', 'email'])).toEqual({
      id: 3,
      first_name: 'Thabo',
      employee_number: '27821234567',
      phone: '',
      email: '',
    });
  });

  it('starts a new record with id -1', () => {
    expect(formDefaults(null, ['mobile'])).toEqual({ id: -1, mobile: '' });
  });
});
