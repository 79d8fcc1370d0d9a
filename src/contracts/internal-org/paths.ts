/**
 * The internal organisation, FSP and tenant-configuration calls (server/routes/internal-org.ts). Tree services
 * are `${treeServiceUrl}/${service}` (spec §7); fsp get_100 is a GET.
 */
export const internalOrgPaths = {
  treeServiceUrl: '',
  orgTree: 'int_org_management/tree',
  employeeTree: 'get_internal_org_employee_tree',
  portfolioTree: 'portfolio/get_portfolio_Tree',
  customerManagementTree: 'customer_management/tree',
  tenantTree: 'tenant/data/jstree',
  orgGet: '/int_org_management/org/get',
  orgSave: '/int_org_management/org/save',
  departmentList: '/int_org_management/department/list',
  departmentGet: '/int_org_management/department/get',
  departmentSave: '/int_org_management/department/save',
  departmentRemove: '/int_org_management/department/remove',
  employeeList: '/int_org_management/employee/list',
  employeeGet: '/int_org_management/employee/get',
  employeeSave: '/int_org_management/employee/save',
  staffUsers: '/int_org_management/staff_users',
  fspGet100: '/fsp/get_100',
  fspSearch: '/fsp/search',
  fspGet: '/fsp/get',
  fspSave: '/fsp/save',
  representativeSave: '/fsp/representative/save',
  representativeRemove: '/fsp/representative/remove',
  configGet: '/tenant/config/get',
  configSave: '/tenant/config/save',
  customerDetails: '/busorg/customer/details',
} as const;
