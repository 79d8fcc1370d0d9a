import { Subject, type Observable } from 'rxjs';
import { fromCallback, type EventObject } from 'xstate';

type TextEvent = EventObject & { text: string };

/**
 * An actor around an RxJS pipeline over typed text: each received event of `type` feeds its text in, each value the
 * pipeline emits goes back to the parent as an event. Time (debounce, switchMap) stays in streams, state in machines.
 */
export const fromTextStream = <TIn extends TextEvent, TInput>(
  type: TIn['type'],
  pipeline: (text$: Observable<string>, input: TInput) => Observable<EventObject>,
) =>
  fromCallback<TIn, TInput>(({ input, receive, sendBack }) => {
    const text$ = new Subject<string>();
    const subscription = pipeline(text$, input).subscribe(sendBack);
    receive((event) => {
      if (event.type === type) text$.next(event.text);
    });
    return () => subscription.unsubscribe();
  });
