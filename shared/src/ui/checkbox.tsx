import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  cursor: pointer;
`;

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  /* The member's accent marks what is on (it would otherwise show nowhere in a form). */
  accent-color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color 0.15s;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
    transition: transform 0.15s;
  }

  &:checked {
    background: ${({ theme }) => theme.colors.accent};
  }

  &:checked::after {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <Label className={className}>
      <Box type="checkbox" {...input} />
      {label}
    </Label>
  );
}

/** An on/off toggle: a checkbox with role=switch, so it is announced as on/off. */
export function Switch({ label, className, ...input }: CheckboxProps) {
  return (
    <Label className={className}>
      <Track type="checkbox" role="switch" {...input} />
      {label}
    </Label>
  );
}
