import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds modulepreload (and style preload) tags to index.html for one lazy route's chunk and everything it imports,
 * so the first screen most visitors see (sign-in) downloads and compiles in parallel with the entry instead of
 * after it has run: ARCHITECTURE §10's sign-in budget. Other routes keep loading on demand.
 */
export function preloadRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle: OutputBundle | undefined = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const route = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!entry || !route) throw new Error(`preload-route: no chunk for ${moduleSuffix}`);
        const already = new Set([entry.fileName, ...entry.imports]);
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (already.has(fileName) || js.has(fileName)) return;
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          js.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
          chunk.imports.forEach(visit);
        };
        visit(route.fileName);
        const tags: HtmlTagDescriptor[] = [
          ...[...js].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          ...[...css].map((f) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${f}` },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
