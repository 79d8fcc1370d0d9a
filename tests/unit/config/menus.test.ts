import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../../src/contracts/permissions';
import { crmMenu, menuGroups, menuLinks, metadataMenu } from '../../../src/config/menus';
import { resolveLabels } from '../../../src/config/labels';
import { visibleMenu } from '../../../src/rules/permission-visibility';

describe('metadata menu (spec §2)', () => {
  it('has the eight links in order', () => {
    expect(metadataMenu.map((i) => [i.name, i.state])).toEqual([
      ['Search Graph', '/ls-metadata/search-graph'],
      ['Message Type', '/ls-metadata/message-type'],
      ['JSON Transform', '/ls-metadata/json-transform'],
      ['Search Index Mapping', '/ls-metadata/search-idx'],
      ['Query', '/ls-metadata/query'],
      ['Search Index Attribute', '/ls-metadata/manage-search-index-attributes'],
      ['Message History', '/ls-metadata/message-history'],
      ['Load GUID', '/ls-metadata/load-guid'],
    ]);
  });
  it('are plain links with one icon, empty description, none hidden', () => {
    expect(new Set(metadataMenu.map((i) => i.icon)).size).toBe(1);
    for (const item of metadataMenu) {
      expect(item).toMatchObject({ type: 'link', description: '', hidden: false });
    }
  });
});

describe('CRM menu (spec §2)', () => {
  const employers = crmMenu.find((i) => i.name === 'Customers');

  it('lists the groups in order', () => {
    expect(crmMenu.filter((i) => i.type === 'dropDown').map((i) => i.name)).toEqual([
      'Customers',
      'Classification',
      'Internal Organisation',
      'Workgroups',
      'Case Management',
      'Case Management Setup',
      'Offerings/Products',
      'Sales Order',
      'Campaigns',
      'Notification',
      'Task',
      'Other',
      'Advice',
      'Telephony',
    ]);
  });

  it('Customers: two homes and New Customer visible, four create pages hidden', () => {
    expect(employers?.sub?.map((i) => [i.state, i.hidden === true])).toEqual([
      ['/busorg/bus-home/div', false],
      ['/busorg/bus-home/site', false],
      ['/busorg/bus-org-details-div/-1', false],
      ['/busorg/div-org-details/-1', true],
      ['/busorg/emp-details/-1', true],
      ['/busorg/site-details/-1', true],
      ['/busorg/contact-details/-1', true],
    ]);
  });

  it('holds every route of the spec', () => {
    const states = menuLinks(crmMenu).map((i) => i.state);
    expect(states).toEqual(
      expect.arrayContaining([
        '/classification/class/-1',
        '/internal-org/manage-division',
        '/internal-org/manage-employees',
        '/internal-org/view-employee',
        '/workgroups/create-workgroups/-1',
        '/workgroups/manage-workgroup-users',
        '/case-management/case-management',
        '/cms/classification',
        '/cms/time',
        '/cms/email',
        '/offerings/offerings',
        '/offerings/stock-history',
        '/sales-order/request',
        '/sales-order/rfq-dispatch',
        '/sales-order/quote',
        '/sales-order/order',
        '/sales-order/transaction-history',
        '/notifications/notification-list',
        '/task/task-group/view/-1',
        '/task/task-tracker',
        '/task/task-admin',
        '/busorg/bus-home/customer',
        '/fsp/fsp-list',
      ]),
    );
  });

  it('shows the Component Kit entry only with the supervisor key', () => {
    const kit = (roleMap: Record<string, 1 | 0 | -1>) =>
      visibleMenu(crmMenu, roleMap).some((i) => i.state === '/dev/kit');
    expect(kit({})).toBe(false);
    expect(kit({ [permissionKeys.supervisorDebug]: 0 })).toBe(false);
    expect(kit({ [permissionKeys.supervisorDebug]: 1 })).toBe(true);
  });

  it('shows the Test Caller entry only with both the phone and the supervisor key (issue 20)', () => {
    const testCaller = (roleMap: Record<string, 1 | 0 | -1>) =>
      visibleMenu(crmMenu, roleMap)
        .flatMap((i) => i.sub ?? [i])
        .some((i) => i.state === '/telephony/test-caller');
    const phone = { [permissionKeys.telephonyUse]: 1 } as const;
    expect(testCaller(phone)).toBe(false);
    expect(testCaller({ ...phone, [permissionKeys.supervisorTeamView]: 0 })).toBe(false);
    expect(testCaller({ ...phone, [permissionKeys.supervisorTeamView]: 1 })).toBe(true);
  });

  it('lists only the key-free entries to a profile without a role map', () => {
    const listed = visibleMenu(crmMenu, {}).flatMap((i) => i.sub ?? [i]);
    const keyFree = crmMenu
      .filter((g) => g.keys.length === 0)
      .flatMap((g) => g.sub ?? [g])
      .filter((i) => !i.hidden && i.keys.length === 0);
    expect(listed.map((i) => i.state)).toEqual(keyFree.map((i) => i.state));
  });

  it('both menus appear as sidebar groups', () => {
    expect(menuGroups.map((g) => g.items)).toEqual([crmMenu, metadataMenu]);
  });
});

describe('labels', () => {
  it('defaults, and takes non-empty overrides', () => {
    expect(resolveLabels({})).toMatchObject({
      organisation: 'Organisation',
      customer: 'Customer',
      cost: 'Cost',
      user: 'User',
    });
    expect(resolveLabels({ VITE_LABEL_CUSTOMER: 'Client', VITE_LABEL_COST: '  ' })).toMatchObject({
      customer: 'Client',
      cost: 'Cost',
    });
  });
});
