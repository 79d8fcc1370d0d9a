import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the service reads (anything else is a 415). Unlike Fastify's default, an empty body
 * with a JSON content type counts as "no payload", because several calls take none and clients differ in
 * whether they send "{}" or nothing. Parsing itself stays Fastify's (prototype-poisoning safe).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
