import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { loadCaseClassification, loadTaskClassification } from '../services/classification-api';
import { loadClassificationDropdown } from '../services/kit-api';
import {
  chooseLevel,
  classificationPayload,
  classificationVariants,
  emptyChain,
  isUsableAnswer,
  restoreChain,
  type ClassificationAnswer,
  type ClassificationChain,
  type ClassificationPayload,
  type ClassificationVariant,
  type OptionId,
} from '../rules/kit-classification';

export type ClassificationPickerInput = {
  variant: ClassificationVariant;
  mandatory?: boolean;
  /** 1-based first and last required level (spec §5 "allowed start..end", end defaults to 5). */
  start?: number;
  end?: number;
  editable?: boolean;
  initial?: readonly (OptionId | null)[];
  /** Whose dropdown answer fills the levels: the kit demo (default), the live case, mobile or task classification. */
  source?: ClassificationSource;
};
export type ClassificationSource = 'kit' | 'case' | 'mobile' | 'task';
export type ClassificationPickerContext = {
  variant: ClassificationVariant;
  source: ClassificationSource;
  range: { mandatory: boolean; start?: number; end?: number };
  answer: ClassificationAnswer | null;
  chain: ClassificationChain;
  initial: readonly (OptionId | null)[];
  editable: boolean;
  /** Errors show only after a submit (spec §5). */
  submitted: boolean;
};
export type ClassificationPickerEvent =
  | { type: 'classification.choose'; level: number; id: OptionId | null }
  | { type: 'classification.submit' }
  | { type: 'classification.editable'; editable: boolean }
  | { type: 'classification.reset' }
  | { type: 'classification.reload' };
export type ClassificationChanged = {
  type: 'classification.changed';
  payload: ClassificationPayload;
  values: ClassificationPayload;
};

const changed = (context: ClassificationPickerContext): ClassificationChanged => ({
  type: 'classification.changed',
  payload: classificationPayload(context.chain, context.variant),
  values: classificationPayload(context.chain, context.variant, true),
});

/** Five-level classification dropdowns (spec §4): fed by the dropdown answer; choosing a level refills the chain. */
export const classificationPickerMachine = setup({
  types: {
    context: {} as ClassificationPickerContext,
    events: {} as ClassificationPickerEvent,
    input: {} as ClassificationPickerInput,
    emitted: {} as ClassificationChanged,
  },
  actors: {
    loadDropdown: fromPromise<unknown, { variant: ClassificationVariant; source: ClassificationSource }>(
      ({ input, signal }) => {
        if (input.source === 'task') return loadTaskClassification({ signal });
        if (input.source === 'kit') return loadClassificationDropdown(undefined, { signal });
        return loadCaseClassification(input.source, { signal });
      },
    ),
  },
  guards: {
    isUsableAnswer: ({ event }) => 'output' in event && isUsableAnswer(event.output),
    isEditable: ({ context }) => context.editable,
  },
}).createMachine({
  id: 'classificationPicker',
  context: ({ input }) => ({
    variant: input.variant,
    source: input.source ?? 'kit',
    range: { mandatory: input.mandatory ?? false, start: input.start, end: input.end },
    answer: null,
    chain: emptyChain(null, classificationVariants[input.variant].levels),
    initial: input.initial ?? [],
    editable: input.editable ?? true,
    submitted: false,
  }),
  on: {
    'classification.editable': { actions: assign({ editable: ({ event }) => event.editable }) },
    'classification.submit': { actions: assign({ submitted: true }) },
    'classification.reload': { target: '.loading' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDropdown',
        src: 'loadDropdown',
        input: ({ context }) => ({ variant: context.variant, source: context.source }),
        onDone: [
          {
            guard: 'isUsableAnswer',
            target: 'ready',
            actions: assign(({ context, event }) => {
              const answer = event.output as ClassificationAnswer;
              const levels = classificationVariants[context.variant].levels;
              return { answer, chain: restoreChain(answer, levels, context.initial) };
            }),
          },
          // errCode other than 0: ignored, loading ends (spec §8).
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['failed'] },
    ready: {
      tags: ['ready'],
      on: {
        'classification.choose': {
          guard: 'isEditable',
          actions: [
            assign({
              chain: ({ context, event }) =>
                chooseLevel(context.chain, context.answer as ClassificationAnswer, event.level, event.id),
            }),
            emit(({ context }) => changed(context)),
          ],
        },
        'classification.reset': {
          actions: [
            assign({
              chain: ({ context }) =>
                emptyChain(context.answer, classificationVariants[context.variant].levels),
              submitted: false,
            }),
            emit(({ context }) => changed(context)),
          ],
        },
      },
    },
  },
});

const sampleAnswer: ClassificationAnswer = {
  errCode: 0,
  root_id: 0,
  parent_children_dict: { '0': [1, 2], '2': [21], '21': [211, 212] },
  msg: [
    { id: 1, value_name: 'Medical Aid' },
    { id: 2, value_name: 'Gap Cover' },
    { id: 21, value_name: 'Shortfall' },
    { id: 211, value_name: 'Specialist' },
    { id: 212, value_name: 'Anaesthetist' },
  ],
};

/** Drives the picker through every state: a good answer, a refused one, a failure, choices and flags. */
export const sampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadDropdown', output: sampleAnswer } as EventObject,
  {
    type: 'xstate.done.actor.loadDropdown',
    output: { errCode: 1, msg: 'No classifications' },
  } as EventObject,
  { type: 'xstate.error.actor.loadDropdown', error: new Error('network') } as EventObject,
  { type: 'classification.choose', level: 0, id: 2 } as EventObject,
  { type: 'classification.choose', level: 2, id: 211 } as EventObject,
  { type: 'classification.submit' },
  { type: 'classification.editable', editable: false } as EventObject,
  { type: 'classification.reset' },
  { type: 'classification.reload' },
];
