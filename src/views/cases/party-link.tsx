import { Link } from 'wouter';
import type { PartyType } from '../../contracts/workflow/cases';
import { partyPagePath } from '../../rules/party-path';
import { screenKeys } from '../../rules/permission-catalogue';
import { usePermission } from '../kit/permission/use-permission';

type Props = { type: PartyType | null; id: number | null; name: string | null };

/** The customer a case concerns, as a link to its page when the profile may open it (plain text otherwise). */
export const PartyLink = ({ type, id, name }: Props) => {
  const path = type && id ? partyPagePath(type, id) : null;
  const grant = usePermission(...(path ? screenKeys(path) : []));
  if (!name) return <>—</>;
  if (!path || grant !== 'allowed') return <>{name}</>;
  return <Link href={path}>{name}</Link>;
};
