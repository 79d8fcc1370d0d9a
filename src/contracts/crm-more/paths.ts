/** The calls of issue 9's second part (spec §7 names get_mobile_classification_mapping and the two RFQ calls). */
export const crmMorePaths = {
  mobileTreeServiceUrl: '/classification',
  mobileTree: 'get_mobile_classification_mapping',
  mobileMap: '/classification/mobile_mapping/save',
  mobileUnmap: '/classification/mobile_mapping/remove',
  offeringList: '/offerings/service/list',
  offeringGet: '/offerings/service/get',
  offeringSave: '/offerings/service/save',
  stockAdjust: '/offerings/stock/adjust',
  stockHistory: '/offerings/stock/history',
  rfqMap: '/get_rfq_quote_map',
  rfqMapAdd: '/add_rfq_to_quote_workgroup',
  rfqMapRemove: '/remove_rfq_from_quote_workgroup',
  rfqDispatch: '/sales/rfq/dispatch',
  benefitsGet: '/busorg/employee/benefits/get',
  benefitsSave: '/busorg/employee/benefits/save',
} as const;

export type CrmMorePathName = keyof typeof crmMorePaths;
