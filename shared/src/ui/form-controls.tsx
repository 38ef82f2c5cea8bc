import { useImperativeHandle, useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { keepTextTypedBeforeHydration } from '../lib/typed-before-hydration';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: border-color 0.15s;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
  cursor: pointer;
`;

const StyledTextArea = styled.textarea`
  ${control}
  min-height: 96px;
  resize: vertical;
`;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The field's element, also given to the caller's ref. */
function useFieldRef<T extends Field>(ref: Ref<T> | undefined) {
  const own = useRef<T>(null);
  useImperativeHandle(ref, () => own.current!, []);
  // In the commit that hydrates the field: before React handles an event there.
  useLayoutEffect(() => keepTextTypedBeforeHydration(own.current), []);
  return own;
}

export function Input({ ref, ...props }: ComponentProps<typeof StyledInput>) {
  return <StyledInput {...props} ref={useFieldRef(ref as Ref<HTMLInputElement>)} />;
}

export function TextArea({ ref, ...props }: ComponentProps<typeof StyledTextArea>) {
  return <StyledTextArea {...props} ref={useFieldRef(ref as Ref<HTMLTextAreaElement>)} />;
}
