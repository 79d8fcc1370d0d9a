import type { HomeSection } from '../contracts/home';
import { permissionKeys, type PermissionKey } from '../contracts/permission-keys';

/**
 * Which sections a profile's home shows, from its permission keys (never from the user's name): anyone who
 * works cases, leads or tasks has their own work; a profile that may watch its team (Supervisor, Team Lead)
 * has the team; a profile that administers the tenant (Administrator) has the system figures.
 */
export function homeSectionsFor(can: (key: PermissionKey) => boolean): HomeSection[] {
  const out: HomeSection[] = [];
  if (can(permissionKeys.workflowCreate) || can(permissionKeys.taskView)) out.push('work');
  if (can(permissionKeys.supervisorTeamView)) out.push('team');
  if (can(permissionKeys.tenantConfigEdit)) out.push('system');
  return out;
}
