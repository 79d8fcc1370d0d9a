type Env = Record<string, string | undefined>;

/**
 * Phones and trunks (issue 35), from the environment: the UDP+TCP listener (TELEPHONY_SIP_LISTEN, none by
 * default, so a fresh install exposes nothing but the loopback WebSocket), the source addresses that may call in
 * without credentials (TELEPHONY_TRUNK_ALLOW) and the numbers they may call (TELEPHONY_TRUNK_NUMBERS; unset, the
 * queues' numbers only). Pure, so the checks are table rows; a bad value fails the start with the variable's name.
 */
export function trunkOptions(env: Env): { sipListen?: string; defines: Record<string, string> } {
  const listen = env.TELEPHONY_SIP_LISTEN?.trim();
  if (listen && !/^[\w.-]+:\d{1,5}$/.test(listen))
    throw new Error('TELEPHONY_SIP_LISTEN must be host:port, e.g. 0.0.0.0:5060');
  const list = (name: string, item: RegExp): string | undefined => {
    const items = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
    const bad = items.find((entry) => !item.test(entry));
    if (bad) throw new Error(`${name}: "${bad}" is not allowed here`);
    return items.length ? items.join(',') : undefined;
  };
  const allow = list('TELEPHONY_TRUNK_ALLOW', /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/);
  const numbers = list('TELEPHONY_TRUNK_NUMBERS', /^[0-9]{3,15}$/);
  const defines: Record<string, string> = {};
  // Without a listener of its own a trunk could only reach the loopback socket: the allow-list is then moot.
  if (listen && allow) defines.TRUNK_ALLOW = allow;
  if (listen && allow && numbers) defines.TRUNK_NUMBERS = numbers;
  return { ...(listen ? { sipListen: listen } : {}), defines };
}
