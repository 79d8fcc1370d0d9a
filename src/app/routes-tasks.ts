import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Task screens (issue 5): task groups, the task form, the tracker and task administration. */
export const taskRoutes: AppRoute[] = [
  {
    path: '/task/task-group/view/:id',
    title: 'Task Group',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskGroup,
  },
  {
    path: '/task/new-task/:id',
    title: 'Task',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskForm,
  },
  {
    path: '/task/task-tracker',
    title: 'Task Tracker',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskTracker,
  },
  {
    path: '/task/task-admin',
    title: 'Task Admin',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.taskAdmin,
  },
];
