import { describe, expect, it } from 'vitest';
import { menuLinks } from '../../../src/config/menus';
import { homeCrumb, trailFor, trailForPath, trailPatterns } from '../../../src/config/breadcrumbs';

describe('breadcrumbs', () => {
  it('every trail starts at Home → /dashboard/v1', () => {
    for (const pattern of trailPatterns()) {
      expect(trailFor(pattern)?.[0]).toEqual({ label: 'Home', href: '/dashboard/v1' });
    }
    expect(homeCrumb.href).toBe('/dashboard/v1');
  });

  it.each([
    ['customer home', '/busorg/bus-home/customer', 'Customer Home'],
    ['customer details', '/busorg/bus-org-details-div/7', 'Customer Details'],
    ['division management', '/busorg/bus-home/div', 'Division Management'],
    ['contact information', '/busorg/contact-details/3', 'Contact Information'],
    ['location management', '/busorg/bus-home/site', 'Location Management'],
    ['employee management', '/internal-org/manage-employees', 'Employee Management'],
    ['employee detail', '/busorg/emp-details/12', 'Employee Detail'],
    ['department management', '/internal-org/manage-division', 'Department Management'],
    ['manage workgroups', '/workgroups/manage-workgroup-users', 'Manage Workgroups'],
    ['workgroup rules', '/workgroups/workgroup-rules/4', 'Workgroup Rules'],
    ['user default workgroup', '/workgroups/user-default-workgroup', 'User Default Workgroup'],
    ['workgroup details', '/workgroups/workgroup-details/4', 'Workgroup Details'],
    ['new workgroup', '/workgroups/create-workgroups/-1', 'New Workgroup'],
    ['new task', '/task/new-task/-1', 'New Task'],
    ['new taskgroup', '/task/task-group/view/-1', 'New Taskgroup'],
    ['new service', '/offerings/new-service/-1', 'New Service'],
    ['customer overview', '/busorg/customer-details/9', 'Customer Overview'],
    ['internal organisation details', '/internal-org/org-details/2', 'Internal Organisation Details'],
    ['FSP list', '/fsp/fsp-list', 'FSP List'],
    ['FSP home', '/fsp/fsp-home/5', 'FSP Home'],
  ])('%s has a trail ending at its screen', (_, path, last) => {
    const trail = trailForPath(path);
    expect(trail?.[0]).toEqual(homeCrumb);
    expect(trail?.at(-1)?.label).toBe(last);
  });

  it('every menu route has a trail', () => {
    for (const item of menuLinks()) {
      expect(trailForPath(item.state), item.state).not.toBeNull();
    }
  });

  it('intermediate crumbs that link point at routes with trails', () => {
    for (const pattern of trailPatterns()) {
      for (const crumb of trailFor(pattern) ?? []) {
        if (crumb.href) expect(trailForPath(crumb.href), crumb.href).not.toBeNull();
      }
    }
  });

  it('an unknown address has none', () => {
    expect(trailForPath('/nowhere')).toBeNull();
  });
});
