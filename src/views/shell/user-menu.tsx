import { useSelector } from '@xstate/react';
import { DropdownMenu } from 'radix-ui';
import { useContext } from 'react';
import { Link } from 'wouter';
import { useAppActors } from '../../app/actors';
import { themeChoices, type ThemeChoice } from '../../rules/theme';
import { PaletteHubContext } from '../kit/shortcuts/palette-hub';
import { Icon } from './icons';
import styles from './menu.module.css';

type UserMenuProps = { onSwitchProfile: () => void; showSideChoice?: boolean };

/** Spec §2: the user's full name with a dropdown holding Switch profile and Sign out. */
export const UserMenu = ({ onSwitchProfile, showSideChoice = true }: UserMenuProps) => {
  const { auth, layout } = useAppActors();
  const fullName = useSelector(auth, (s) => s.context.user?.user_name ?? '');
  const roleName = useSelector(auth, (s) => s.context.currentProfile.role_name);
  const side = useSelector(layout, (s) => s.context.side);
  const otherSide = side === 'left' ? 'right' : 'left';
  const theme = useSelector(layout, (s) => s.context.theme);
  // The palette and the shortcut sheet had only their keys: a mouse or touch user opens them here.
  const palette = useContext(PaletteHubContext)?.actor;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger}>
        <Icon name="user" />
        <span className={styles.userName}>{fullName}</span>
        <span className="visually-hidden">, user menu</span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size={16} />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          {roleName && <DropdownMenu.Label className={styles.label}>Profile: {roleName}</DropdownMenu.Label>}
          <DropdownMenu.Item className={styles.item} onSelect={onSwitchProfile}>
            Switch profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} asChild>
            <Link href="/user-profile/reset-password">Change password</Link>
          </DropdownMenu.Item>
          {showSideChoice && (
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => layout.send({ type: 'layout.setSide', side: otherSide })}
            >
              Move sidebar to the {otherSide}
            </DropdownMenu.Item>
          )}
          {palette && (
            <>
              <DropdownMenu.Item
                className={styles.item}
                onSelect={() => palette.send({ type: 'palette.open' })}
              >
                Search and commands (Ctrl+K)
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} onSelect={() => palette.send({ type: 'help.open' })}>
                Keyboard shortcuts (?)
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Label className={styles.label}>Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => layout.send({ type: 'layout.setTheme', theme: value as ThemeChoice })}
          >
            {themeChoices.map((choice) => (
              <DropdownMenu.RadioItem key={choice.value} value={choice.value} className={styles.item}>
                <span className={styles.radio} aria-hidden="true">
                  <DropdownMenu.ItemIndicator>●</DropdownMenu.ItemIndicator>
                </span>
                {choice.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => auth.send({ type: 'auth.signOut' })}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
