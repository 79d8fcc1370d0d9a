import { calls, permissionKeys, type PermissionEntry } from './permission-keys';

const busorg = '/busorg';

/** Customers, classification, offerings and sales (spec §6 modules 4, 7, 26 and 38). */
export const customersPermissions = {
  [permissionKeys.customersView]: {
    label: 'see customers',
    guards: [
      ...calls(busorg, ['contact/get', 'customer/details', 'division/get', 'employee/benefits/get']),
      ...calls(busorg, ['employee/get', 'employee/list', 'employee/search', 'employer/get', 'employer/list']),
      ...calls(busorg, [
        'employer/summary',
        'get_tree_biz',
        'get_tree_biz_site',
        'party/by_phone',
        'site/get',
      ]),
      '/get_rfq_quote_map',
      '/interaction/list',
      // uniqueEmail (spec §5) for the contact and employee forms.
      '/check_email_already_used',
      ...calls('/offerings', ['get_biz_prod_tree', 'service/get', 'service/list', 'stock/history']),
      ...calls('/sales', ['get', 'history', 'list']),
    ],
    screens: [
      '/busorg/bus-home/*',
      '/busorg/bus-org-details-div/:id',
      '/busorg/div-org-details/:id',
      '/busorg/emp-details/:id',
      '/busorg/site-details/:id',
      '/busorg/contact-details/:id',
      '/busorg/customer-details/:id',
      '/classification/mobile-mapping',
      '/offerings/*',
      '/sales-order/*',
    ],
  },
  [permissionKeys.addOrganisation]: {
    label: 'add or change customers',
    guards: ['/busorg/employer/save'],
    screens: ['/busorg/bus-org-details-div/-1'],
    actions: ['employer.create', 'tree.add_organisation'],
  },
  [permissionKeys.addDivision]: {
    label: 'add or change divisions',
    guards: ['/busorg/division/save'],
    screens: ['/busorg/div-org-details/-1'],
    actions: ['tree.add_division'],
  },
  [permissionKeys.removeDivision]: {
    label: 'remove divisions',
    guards: ['/busorg/division/remove'],
    actions: ['tree.remove_division'],
  },
  [permissionKeys.addLocation]: {
    label: 'add or change sites',
    guards: ['/busorg/site/save'],
    screens: ['/busorg/site-details/-1'],
    actions: ['tree.add_location'],
  },
  [permissionKeys.removeLocation]: {
    label: 'remove sites',
    guards: ['/busorg/site/remove'],
    actions: ['tree.remove_location'],
  },
  [permissionKeys.addContact]: {
    label: 'add or change contacts',
    guards: ['/busorg/contact/save', '/busorg/contact/remove'],
    screens: ['/busorg/contact-details/-1'],
    actions: ['tree.add_contact'],
  },
  [permissionKeys.addEmployee]: {
    label: 'add employees',
    guards: [],
    decides: ['/busorg/employee/save'],
    screens: ['/busorg/emp-details/-1'],
    actions: ['tree.add_employee'],
  },
  [permissionKeys.removeEmployee]: {
    label: 'remove employees',
    guards: ['/busorg/employee/remove'],
    actions: ['tree.remove_employee'],
  },
  [permissionKeys.updateEmployee]: {
    label: 'change employees',
    guards: ['/busorg/dependant/save', '/busorg/dependant/remove'],
    decides: ['/busorg/employee/save'],
    actions: ['tree.update_employee'],
  },
  [permissionKeys.addEmployeeBenefits]: {
    label: 'add employee benefits',
    guards: [],
    decides: ['/busorg/employee/benefits/save'],
    actions: ['tree.add_employee_benefits'],
  },
  [permissionKeys.updateEmployeeBenefits]: {
    label: 'change employee benefits',
    guards: [],
    decides: ['/busorg/employee/benefits/save'],
    actions: ['tree.update_employee_benefits'],
  },
  [permissionKeys.addSubClassification]: {
    label: 'add or change classifications',
    guards: [
      ...calls('/classification', ['create', 'move', 'update']),
      ...calls('/classification/mobile_mapping', ['save', 'remove']),
    ],
    actions: ['tree.add_sub_classification', 'mobile-mapping.edit', 'classification.edit'],
  },
  [permissionKeys.removeClassification]: {
    label: 'remove classifications',
    guards: ['/classification/remove'],
    actions: ['tree.remove_classification'],
  },
  [permissionKeys.removeProductHouse]: {
    label: 'remove product houses',
    guards: ['/offerings/product_house/remove'],
    actions: ['tree.remove_product_house'],
  },
  [permissionKeys.removeProduct]: {
    label: 'change products and their stock',
    guards: ['/offerings/product/remove', '/offerings/service/save', '/offerings/stock/adjust'],
    screens: ['/offerings/new-service/-1'],
    actions: ['tree.remove_product', 'offering.edit'],
  },
  [permissionKeys.salesRfq]: {
    label: 'request quotations',
    guards: calls('/sales/rfq', ['create', 'cancel', 'dispatch']),
    screens: ['/sales-order/request'],
  },
  [permissionKeys.salesQuote]: {
    label: 'capture quotes',
    guards: calls('/sales/quote', ['create', 'decide']),
    screens: ['/sales-order/quote'],
  },
  [permissionKeys.salesOrder]: {
    label: 'place sales orders',
    guards: calls('/sales/order', ['create', 'update']),
    screens: ['/sales-order/order'],
  },
} as const satisfies Record<string, PermissionEntry>;
