import type { Premium } from '../../../src/contracts/advice';

export type PremiumTable = {
  id: number;
  memberCost: number;
  adultCost: number;
  childCost: number;
  maxChildrenCharged: number;
};

/** A family's monthly contribution: the member, every adult dependant, and children up to the charged maximum. */
export function premiumFor(plan: PremiumTable, adults: number, children: number): Premium {
  const charged = Math.min(children, plan.maxChildrenCharged);
  const adultsTotal = adults * plan.adultCost;
  const childrenTotal = charged * plan.childCost;
  return {
    scheme_id: plan.id,
    adults,
    children,
    charged_children: charged,
    member: plan.memberCost,
    adults_total: adultsTotal,
    children_total: childrenTotal,
    total: plan.memberCost + adultsTotal + childrenTotal,
  };
}
