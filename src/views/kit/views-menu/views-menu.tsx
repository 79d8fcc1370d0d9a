import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { viewListKeys, type SavedViewState, type ViewList } from '../../../contracts/saved-views';
import { savedViewsMachine } from '../../../machines/saved-views.machine';
import { ConfirmModal } from '../confirm-modal/confirm-modal';
import { openModal } from '../confirm-modal/modal-registry';
import { usePermission } from '../permission/use-permission';
import button from '../shared/button.module.css';
import dropdown from '../shared/dropdown.module.css';
import { SaveViewDialog } from './save-view-dialog';
import styles from './views-menu.module.css';

type ViewsMenuProps = {
  list: ViewList;
  /** The list's filters, sort and columns now: what saving keeps. */
  current: () => SavedViewState;
  /** Show a view: the list takes its filters, sort and columns (opening: the list opened on it). */
  onApply: (state: SavedViewState, view: { id: number; opening: boolean }) => void;
  /** A view was saved from what the list shows: the list is now on it (a list with its state in its URL says so). */
  onSaved?: (view: { id: number }) => void;
  /**
   * The query the list was last opened with, for a list that writes its own state into its URL: the menu starts
   * afresh only when that changes, not on each of the list's own writes. Without it, the URL's query.
   */
  opened?: string;
  /** False while the list's first read is out: the trigger holds its place, disabled, until views can apply. */
  ready?: boolean;
};

/** "Views" beside a list's filters, offered to whoever may keep views of that list (issue 19). */
export const ViewsMenu = (props: ViewsMenuProps) => {
  const urlSearch = useSearch();
  const search = props.opened ?? urlSearch;
  // A new URL (the palette opening ?view=<id> on the list already shown) starts the menu afresh on that view.
  if (usePermission(viewListKeys[props.list]) !== 'allowed') return null;
  if (props.ready === false)
    return (
      <button type="button" className={`${button.button} ${styles.trigger}`} aria-label="Views" disabled>
        <span className={styles.triggerText}>Views</span>
      </button>
    );
  return <SavedViewsMenu key={search} search={search} {...props} />;
};

const SavedViewsMenu = ({ list, current, onApply, onSaved, search }: ViewsMenuProps & { search: string }) => {
  const ref = useScreenActor(savedViewsMachine, { input: { list, search } });
  const views = useSelector(ref, (s) => s.context.views);
  const shareWith = useSelector(ref, (s) => s.context.shareWith);
  const currentId = useSelector(ref, (s) => s.context.currentId);
  const error = useSelector(ref, (s) => s.context.error);
  const notice = useSelector(ref, (s) => s.context.notice);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const [saving, setSaving] = useState(false);
  const chosen = views.find((v) => v.id === currentId) ?? null;
  const deleteId = `delete-view-${list}`;
  // The machine says when to apply a view and when a save went through; the latest callback handles it.
  const callbacks = useRef({ onApply, onSaved });
  useEffect(() => {
    callbacks.current = { onApply, onSaved };
  });
  useEffect(() => {
    const applied = ref.on('views.applied', ({ view, opening }) =>
      callbacks.current.onApply(view.state, { id: view.id, opening }),
    );
    const saved = ref.on('views.saved', ({ view }) => {
      setSaving(false);
      callbacks.current.onSaved?.({ id: view.id });
    });
    return () => {
      applied.unsubscribe();
      saved.unsubscribe();
    };
  }, [ref]);

  const about = (v: (typeof views)[number]) =>
    [
      v.is_default ? 'default' : '',
      v.mine ? (v.shared_wrkgrp_name ? `shared with ${v.shared_wrkgrp_name}` : '') : `from ${v.owner_name}`,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={`${button.button} ${styles.trigger}`} aria-label="Views">
          <span className={styles.triggerText}>{chosen ? `View: ${chosen.name}` : 'Views'}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={`${dropdown.content} ${styles.menu}`} align="end" sideOffset={4}>
            <DropdownMenu.Label className={dropdown.label}>Saved views</DropdownMenu.Label>
            {views.length === 0 && (
              <DropdownMenu.Item className={`${dropdown.item} ${styles.item}`} disabled>
                {loading ? 'Loading…' : 'No saved views yet'}
              </DropdownMenu.Item>
            )}
            {views.map((v) => (
              // A checkbox item shows which view is on; choosing it again re-applies it after changes by hand.
              <DropdownMenu.CheckboxItem
                key={v.id}
                className={dropdown.item}
                checked={v.id === currentId}
                onSelect={() => ref.send({ type: 'views.apply', id: v.id })}
              >
                <span className={styles.check} aria-hidden="true">
                  {v.id === currentId ? '✓' : ''}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{v.name}</span>
                  {about(v) && <span className={styles.about}>{about(v)}</span>}
                </span>
              </DropdownMenu.CheckboxItem>
            ))}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={dropdown.item} disabled={busy} onSelect={() => setSaving(true)}>
              Save as new view…
            </DropdownMenu.Item>
            {chosen?.mine && (
              <DropdownMenu.Item
                className={dropdown.item}
                disabled={busy}
                onSelect={() => ref.send({ type: 'views.update', state: current() })}
              >
                Update “{chosen.name}”
              </DropdownMenu.Item>
            )}
            {chosen && (
              <DropdownMenu.Item
                className={dropdown.item}
                disabled={busy}
                onSelect={() => ref.send({ type: 'views.default', id: chosen.is_default ? null : chosen.id })}
              >
                {chosen.is_default ? `Stop opening on “${chosen.name}”` : `Set “${chosen.name}” as default`}
              </DropdownMenu.Item>
            )}
            {chosen?.mine && (
              <DropdownMenu.Item
                className={dropdown.item}
                disabled={busy}
                onSelect={() => openModal(deleteId)}
              >
                Delete “{chosen.name}”…
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {!saving && (error || notice) && (
        <span role={error ? 'alert' : 'status'} className={error ? styles.error : styles.notice}>
          {error ?? notice}
        </span>
      )}
      {saving && (
        <SaveViewDialog
          shareWith={shareWith}
          busy={busy}
          error={error}
          onSave={(name, sharedWrkgrpId) =>
            ref.send({ type: 'views.save', name, state: current(), sharedWrkgrpId })
          }
          onClose={() => setSaving(false)}
        />
      )}
      <ConfirmModal
        id={deleteId}
        title={`Delete view “${chosen?.name ?? ''}”?`}
        confirmLabel="Delete"
        loadingLabel="Deleting"
        onConfirm={() => {
          if (chosen) ref.send({ type: 'views.remove', id: chosen.id });
        }}
      >
        {chosen?.shared_wrkgrp_name
          ? `It is shared with ${chosen.shared_wrkgrp_name}: its members will no longer see it.`
          : 'The list itself is not changed.'}
      </ConfirmModal>
    </>
  );
};
