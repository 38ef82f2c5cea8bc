import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Under = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  > :last-child {
    margin-left: auto;
  }
`;

const Count = styled.p<{ $full: boolean }>`
  flex: none;
  margin: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.warning : theme.colors.textMuted)};
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it; also marks the control invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * For a control with a maxLength: the characters used of the limit, shown under it ("12/16"),
   * and said once the limit is reached, so typing does not stop there unexplained.
   */
  count?: { used: number; max: number };
  /** One form control (Input, Select, TextArea…): it receives id, aria-describedby, aria-invalid. */
  children: ReactElement<ControlProps>;
  className?: string;
}

export function Field({ label, error, hint, count, children, className }: FieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const full = !!count && count.used >= count.max;
  const countId = full ? `${id}-count` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, countId, errorId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })}
      {count ? (
        <Under>
          {hint && <Hint id={hintId}>{hint}</Hint>}
          {/* Announced once, at the limit; the running count is for the eye. */}
          <Count $full={full} id={countId} aria-live="polite">
            {full ? (
              `${count.max}/${count.max}: the most it can hold`
            ) : (
              <span aria-hidden>
                {count.used}/{count.max}
              </span>
            )}
          </Count>
        </Under>
      ) : (
        hint && <Hint id={hintId}>{hint}</Hint>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
