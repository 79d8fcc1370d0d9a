/**
 * The console's address of a path: the route and its query both inside the hash (#/x?id=1), as the original
 * console's links have it. One definition for the navigation service (machines' moves) and the router's adapter
 * (a view's click), so the two can never write different addresses.
 */
export const hashAddress = (path: string): string => `#${path.startsWith('/') ? path : `/${path}`}`;
