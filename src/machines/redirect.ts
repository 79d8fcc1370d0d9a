import { navigate } from '../services/navigation';

/**
 * Post-save redirects are machine actions: a machine lists `navigate: navigateTo` in its setup and names it with
 * the path, so the view never moves the browser and tests provide their own `navigate`.
 */
export const navigateTo = (_: unknown, params: { to: string }): void => navigate(params.to);

/** Fills a route template's `:field` parts from a saved record: '/advice/document/:advice_id' → '/advice/document/41'. */
export const fillPath = (template: string, values: unknown): string =>
  template.replace(/:(\w+)/g, (_, key: string) => {
    const value =
      values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[key] : '';
    return encodeURIComponent(String(value ?? ''));
  });
