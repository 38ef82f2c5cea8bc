import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type DropdownItem =
  | {
      kind?: 'item';
      id: string;
      label: ReactNode;
      /** Router path: the item is a link. */
      to?: string;
      /** Outside address: the item is a plain link opening in a new tab. */
      href?: string;
      onSelect?: () => void;
      /** Called when the pointer or focus reaches the item, e.g. to prefetch its page. */
      onIntent?: () => void;
    }
  | { kind: 'divider'; id: string };

export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /**
   * Accessible name of the button when `label` is not text (e.g. an avatar): `label` is then
   * hidden from assistive tech, so the spoken name and the visible content never disagree.
   */
  buttonLabel?: string;
  items: DropdownItem[];
  /**
   * Which edge of the button the menu lines up with; it flips to the other edge when it would
   * otherwise leave the viewport.
   */
  align?: 'start' | 'end';
  /** Styles the toggle button; defaults to a quiet text button. */
  buttonClassName?: string;
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 900;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const itemStyles = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ItemLink = styled(Link)`
  ${itemStyles}
`;
const ItemAnchor = styled.a`
  ${itemStyles}
`;
const ItemButton = styled.button`
  ${itemStyles}
`;

const Divider = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

const Caret = styled.span`
  font-size: 0.7em;
`;

/**
 * A menu button. Enter, Space or ArrowDown open it on the first item; arrows, Home and End move;
 * Escape closes it and returns focus to the button; an outside click, Tab or choosing closes it.
 */
export function Dropdown({
  label,
  buttonLabel,
  items,
  align = 'start',
  buttonClassName,
  className,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  // Measured before paint: a menu that would cross the viewport's edge lines up with the
  // button's other edge instead. The menu unmounts on close, so each opening measures afresh.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const rect = menu.getBoundingClientRect();
    if (align === 'start' && rect.right > document.documentElement.clientWidth) {
      Object.assign(menu.style, { left: 'auto', right: '0' });
    } else if (align === 'end' && rect.left < 0) {
      Object.assign(menu.style, { left: '0', right: 'auto' });
    }
  }, [open, align]);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const list = menuItems();
      (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    function onPointerDown(event: Event) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function openWithFocus(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  function choose(onSelect?: () => void) {
    setOpen(false);
    onSelect?.();
  }

  return (
    <Root ref={rootRef} className={className}>
      <Toggle
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {buttonLabel === undefined ? (
          label
        ) : (
          <>
            <VisuallyHidden>{buttonLabel}</VisuallyHidden>
            <span aria-hidden="true">{label}</span>
          </>
        )}
        <Caret aria-hidden="true">▾</Caret>
      </Toggle>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item) => {
            if (item.kind === 'divider') return <Divider key={item.id} role="separator" />;
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              onMouseEnter: item.onIntent,
              onFocus: item.onIntent,
            } as const;
            return (
              <li key={item.id} role="none">
                {item.to !== undefined ? (
                  <ItemLink to={item.to} {...common} onClick={() => choose(item.onSelect)}>
                    {item.label}
                  </ItemLink>
                ) : item.href !== undefined ? (
                  <ItemAnchor
                    href={item.href}
                    target="_blank"
                    rel="noreferrer"
                    {...common}
                    onClick={() => choose(item.onSelect)}
                  >
                    {item.label}
                  </ItemAnchor>
                ) : (
                  <ItemButton type="button" {...common} onClick={() => choose(item.onSelect)}>
                    {item.label}
                  </ItemButton>
                )}
              </li>
            );
          })}
        </Menu>
      )}
    </Root>
  );
}
