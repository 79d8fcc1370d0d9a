import { permissionKeys as k } from '../contracts/permissions';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Task screens (issue 5): task groups, the task form, the tracker and task administration. */
export const taskRoutes: AppRoute[] = [
  {
    path: '/task/task-group/view/:id',
    keys: [k.taskView],
    createKeys: [k.taskAdmin],
    title: 'Task Group',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskGroup,
  },
  {
    path: '/task/new-task/:id',
    keys: [k.taskView],
    createKeys: [k.taskCreate],
    title: 'Task',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskForm,
  },
  {
    path: '/task/task-tracker',
    keys: [k.taskView],
    title: 'Task Tracker',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskTracker,
  },
  {
    path: '/task/task-admin',
    keys: [k.taskView],
    title: 'Task Admin',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskAdmin,
  },
];
