import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ContentRow } from '@norsecraft/shared/content-kinds';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $dragging: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.surfaceRaised : 'transparent')};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};

  &:last-child {
    border-bottom: 0;
  }
  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const Handle = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** What a screen reader hears while a row moves, in the rows' names. */
function announcements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => t('drag.start', { label: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('drag.over', { label: nameOf(active.id), over: nameOf(over.id) })
        : t('drag.overNothing', { label: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.end', { label: nameOf(active.id), over: nameOf(over.id) })
        : t('drag.endNothing', { label: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { label: nameOf(active.id) }),
  };
}

function SortableRow({
  row,
  label,
  children,
}: {
  row: ContentRow;
  label: string;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id });
  return (
    <Item
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Handle
        type="button"
        ref={setActivatorNodeRef}
        aria-label={t('move', { label })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
      {children}
    </Item>
  );
}

interface SortableRowsProps {
  rows: ContentRow[];
  /** What each row is called (the handle's name: "Move No griefing"). */
  labelOf: (row: ContentRow) => string;
  /** The rows' ids in their new order. */
  onReorder: (ids: number[]) => void;
  children: (row: ContentRow) => ReactNode;
  'aria-label': string;
}

/**
 * Rows put in order by dragging their handle, or from the keyboard (Space to pick up, the arrow
 * keys to move, Space to drop); the new order shows at once and is saved by `onReorder`.
 */
export function SortableRows({ rows, labelOf, onReorder, children, ...props }: SortableRowsProps) {
  const [moved, setMoved] = useState<{ from: ContentRow[]; ids: number[] } | null>(null);
  // The order dropped last, until the saved rows arrive (a newer list replaces it).
  const ids = moved?.from === rows ? moved.ids : rows.map((row) => row.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => {
    const row = byId.get(Number(id));
    return row ? labelOf(row) : String(id);
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setMoved({ from: rows, ids: next });
    onReorder(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: { draggable: t('moveInstructions') },
        announcements: announcements(nameOf),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={props['aria-label']}>
          {ids.map((id) => {
            const row = byId.get(id)!;
            return (
              <SortableRow key={id} row={row} label={labelOf(row)}>
                {children(row)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
    </DndContext>
  );
}
