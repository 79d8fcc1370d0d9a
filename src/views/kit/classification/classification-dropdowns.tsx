import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useId, useRef } from 'react';
import {
  classificationPickerMachine,
  type ClassificationChanged,
  type ClassificationPickerInput,
} from '../../../machines/classification-picker.machine';
import { nextOpenLevel } from '../../../rules/classification-search';
import { classificationVariants, isLevelRequired, levelErrors } from '../../../rules/kit-classification';
import { ClassificationCombobox } from './classification-combobox';
import { ClassificationLevel } from './classification-level';
import styles from './classification-dropdowns.module.css';

type ClassificationDropdownsProps = ClassificationPickerInput & {
  /** Bump after each submit of the surrounding form: errors show only after a submit (spec §5). */
  submitCount?: number;
  onChange?: (event: ClassificationChanged) => void;
  /**
   * Whether the required levels are chosen (spec §5), before any submit: a form that saves in one call checks it
   * with its own fields. False while the options load or when they could not be loaded.
   */
  onValidityChange?: (valid: boolean) => void;
  legend?: string;
  /** Levels as comboboxes (type to filter, Enter picks) that hand focus to the next level left to choose. */
  searchable?: boolean;
  /** Focus the first level left to choose once the options arrive (searchable only). */
  autoFocus?: boolean;
};

/** Five-level classification dropdowns (spec §2, §4, §5) on the classification-picker machine. */
export const ClassificationDropdowns = ({
  submitCount = 0,
  onChange,
  onValidityChange,
  legend = 'Classification',
  searchable = false,
  autoFocus = false,
  ...input
}: ClassificationDropdownsProps) => {
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The input's `source` names whose answer the machine's own loader reads.
  const actor = useScreenActor(classificationPickerMachine, { input });
  const chain = useSelector(actor, (s) => s.context.chain);
  const editable = useSelector(actor, (s) => s.context.editable);
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const range = useSelector(actor, (s) => s.context.range);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ready = useSelector(actor, (s) => s.hasTag('ready'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const onValidityRef = useRef(onValidityChange);
  useEffect(() => {
    onValidityRef.current = onValidityChange;
  });
  const valid = ready && levelErrors(chain, range, editable).every((e) => e === null);
  useEffect(() => {
    onValidityRef.current?.(valid);
  }, [valid]);
  // Focus follows the chain: after a pick (and the single children it fills), the next level left to choose.
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusAfter = useRef<number | null>(searchable && autoFocus ? -1 : null);
  useEffect(() => {
    if (focusAfter.current === null || busy) return;
    const next = nextOpenLevel(chain.selected, chain.options, focusAfter.current);
    focusAfter.current = null;
    if (next !== null) inputs.current[next]?.focus();
  }, [chain, busy]);

  useEffect(() => {
    const sub = actor.on('classification.changed', (e) => onChangeRef.current?.(e));
    return () => sub.unsubscribe();
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'classification.editable', editable: input.editable ?? true });
  }, [actor, input.editable]);
  useEffect(() => {
    if (submitCount > 0) actor.send({ type: 'classification.submit' });
  }, [actor, submitCount]);

  const labels = classificationVariants[input.variant].labels;
  // The submit count shows the marks in the same render as the form's own errors: the machine hears of the submit
  // only in an effect, after the form may already have looked for its first invalid field.
  const errors = submitted || submitCount > 0 ? levelErrors(chain, range, editable) : [];
  return (
    <fieldset className={styles.fieldset} aria-busy={busy} disabled={!editable}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {chain.selected.map((value, level) =>
          searchable ? (
            <ClassificationCombobox
              key={level}
              id={`${id}-l${level + 1}`}
              inputRef={(el) => {
                inputs.current[level] = el;
              }}
              label={labels[level]}
              value={value}
              options={chain.options[level]}
              required={isLevelRequired(level, chain.selected.length, range)}
              error={errors[level] ?? null}
              disabled={!editable || busy || chain.options[level].length === 0}
              onChoose={(optionId) => {
                focusAfter.current = optionId === null ? null : level;
                actor.send({ type: 'classification.choose', level, id: optionId });
              }}
            />
          ) : (
            <ClassificationLevel
              key={level}
              id={`${id}-l${level + 1}`}
              label={labels[level]}
              value={value}
              options={chain.options[level]}
              required={isLevelRequired(level, chain.selected.length, range)}
              error={errors[level] ?? null}
              disabled={!editable || busy || chain.options[level].length === 0}
              onChoose={(optionId) => actor.send({ type: 'classification.choose', level, id: optionId })}
            />
          ),
        )}
      </div>
      {failed && onValidityChange && (
        <p role="alert" className={styles.errors}>
          The classification could not be loaded: close the form and open it again.
        </p>
      )}
    </fieldset>
  );
};
