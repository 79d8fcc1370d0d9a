/** The only place that moves the browser: machines name these as actions, tests provide their own. */
export const navigate = (path: string): void => {
  const target = `#${path.startsWith('/') ? path : `/${path}`}`;
  if (window.location.hash !== target) window.location.hash = target;
};

export const currentPath = (): string => window.location.hash.replace(/^#/, '') || '/';

export const reloadPage = (): void => window.location.reload();
