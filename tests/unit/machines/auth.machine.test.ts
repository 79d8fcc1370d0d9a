import { describe, expect, it } from 'vitest';
import { sampleSession } from '../../../src/machines/sample-data';
import { HttpError } from '../../../src/services/http-result';
import { auth } from './auth.driver';

const ready = (s: { hasTag: (t: string) => boolean }) => s.hasTag('roleMapReady');

describe('auth machine', () => {
  it('starts restoring, and lands signed out when there is no session to restore', async () => {
    const d = auth();
    d.expectTag('restoring');
    await d.settle((s) => s.matches({ signedOut: 'idle' }));
    expect(d.effects.storeTokens).not.toHaveBeenCalled();
  });

  it('restores a session after reload, keeps the route, and resolves the role map', async () => {
    const d = auth({ restore: sampleSession, roleMap: { '17__17001': 0 } });
    await d.settle(ready);
    d.expectTag('signedIn').expectState({ signedIn: 'ready' });
    expect(d.context().user?.user_name).toBe('Naledi Mokoena');
    expect(d.context().roleMap).toEqual({ '17__17001': 0 });
    expect(d.effects.navigate).not.toHaveBeenCalled();
    expect(d.effects.sessionStarted).toHaveBeenCalledTimes(1);
  });

  it('signs in, stores the tokens and goes to the tenant choice', async () => {
    const d = auth();
    await d.settle((s) => s.matches('signedOut'));
    d.submit('agent', 'Console@2026').expectTag('busy');
    await d.settle(ready);
    expect(d.effects.signInInputs).toEqual([{ username: 'agent', password: 'Console@2026' }]);
    expect(d.effects.storeTokens).toHaveBeenCalledTimes(1);
    expect(d.effects.navigate).toHaveBeenCalledWith('/sessions/tenant');
    expect(d.context().profiles.map((p) => p.role_name)).toEqual(['Agent', 'Adviser']);
  });

  it('keeps the error of a wrong password and stays signed out', async () => {
    const d = auth({
      signIn: new HttpError({ kind: 'appError', errCode: 2, msg: 'Invalid username or password' }),
    });
    await d.settle((s) => s.matches('signedOut'));
    d.submit('agent', 'wrong');
    await d.settle((s) => s.matches({ signedOut: 'idle' }) && s.context.error !== null);
    expect(d.context().error).toBe('Invalid username or password');
    d.expectTag('signedIn', false);
  });

  it('signs out: clears tokens and context, tells the tenant actor, goes to sign-in', async () => {
    const d = auth({ restore: sampleSession });
    await d.settle(ready);
    d.signOut();
    await d.settle((s) => s.matches('signedOut'));
    expect(d.effects.clearTokens).toHaveBeenCalled();
    expect(d.effects.sessionEnded).toHaveBeenCalled();
    expect(d.effects.navigate).toHaveBeenLastCalledWith('/sessions/signin');
    expect(d.context().user).toBeNull();
  });

  it('on an invalid session (errCode 96) removes the token and reloads', async () => {
    const d = auth({ restore: sampleSession });
    await d.settle(ready);
    d.send({ type: 'auth.sessionInvalid' });
    expect(d.effects.clearTokens).toHaveBeenCalled();
    expect(d.effects.reload).toHaveBeenCalledTimes(1);
  });

  it('retries the role map after a failure instead of opening the admin area unresolved', async () => {
    const down = new HttpError({ kind: 'network', message: 'down' });
    const d = auth({ restore: sampleSession, roleMap: [down, { '4__4001': 1 }] });
    await d.settle((s) => s.hasTag('roleMapFailed'));
    d.expectTag('roleMapReady', false);
    await d.settle(ready);
    expect(d.effects.roleMapLoads).toBe(2);
    expect(d.context().roleMap).toEqual({ '4__4001': 1 });
  });

  it('reloads shortly after a call was refused for want of a token', async () => {
    const d = auth({ restore: sampleSession });
    await d.settle(ready);
    d.send({ type: 'auth.notSignedIn' });
    await new Promise((r) => setTimeout(r, 30));
    expect(d.effects.reload).toHaveBeenCalledTimes(1);
  });
});

/** A restore the test answers when it chooses, so events can arrive while it is still out. */
const heldRestore = () => {
  let settle: (answer: typeof sampleSession | HttpError) => void = () => undefined;
  const answer = new Promise<typeof sampleSession | HttpError>((resolve) => {
    settle = resolve;
  });
  return { answer, settle: (value: typeof sampleSession | HttpError) => settle(value) };
};

describe('auth machine while the session restore runs', () => {
  it('leaves the sign-in form usable: not busy, no error, nothing signed in yet', () => {
    const restore = heldRestore();
    const d = auth({ restore: restore.answer });
    d.expectTag('restoring').expectTag('busy', false).expectTag('signedIn', false);
    expect(d.context().error).toBeNull();
  });

  it('a restore that succeeds marks the session restored (the sign-in page then goes home) and starts the home reads', async () => {
    const restore = heldRestore();
    const d = auth({ restore: restore.answer });
    restore.settle(sampleSession);
    await d.settle(ready);
    expect(d.context().restored).toBe(true);
    expect(d.effects.startHomeReads).toHaveBeenCalledTimes(1);
    expect(d.effects.navigate).not.toHaveBeenCalled();
  });

  it('a submit during the restore waits for it, then signs in and goes to the tenant choice though the restore found a session', async () => {
    const restore = heldRestore();
    const d = auth({ restore: restore.answer });
    d.submit('thandi', 'Console@2026').expectTag('busy').expectTag('restoring');
    // Nothing goes out before the restore has answered, so the two answers' cookies cannot cross.
    expect(d.effects.signInInputs).toEqual([]);
    restore.settle(sampleSession);
    await d.settle(ready);
    expect(d.effects.signInInputs).toEqual([{ username: 'thandi', password: 'Console@2026' }]);
    expect(d.context().restored).toBe(false);
    expect(d.context().queuedSignIn).toBeNull();
    expect(d.effects.navigate).toHaveBeenCalledWith('/sessions/tenant');
    expect(d.effects.startHomeReads).not.toHaveBeenCalled();
  });

  it('a submit during a restore that finds no session signs in once it has answered', async () => {
    const restore = heldRestore();
    const d = auth({ restore: restore.answer });
    d.submit('thandi', 'Console@2026');
    restore.settle(new HttpError({ kind: 'sessionInvalid' }));
    await d.settle(ready);
    expect(d.effects.signInInputs).toEqual([{ username: 'thandi', password: 'Console@2026' }]);
    expect(d.effects.navigate).toHaveBeenCalledWith('/sessions/tenant');
  });

  it('a queued sign-in that is refused shows its error on the form and forgets the password', async () => {
    const restore = heldRestore();
    const d = auth({
      restore: restore.answer,
      signIn: new HttpError({ kind: 'appError', errCode: 2, msg: 'Invalid username or password' }),
    });
    d.submit('thandi', 'wrong');
    restore.settle(new HttpError({ kind: 'sessionInvalid' }));
    await d.settle((s) => s.matches({ signedOut: 'idle' }) && s.context.error !== null);
    expect(d.context().error).toBe('Invalid username or password');
    expect(d.context().queuedSignIn).toBeNull();
  });
});
