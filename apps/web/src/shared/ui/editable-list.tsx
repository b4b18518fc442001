// A list whose rows each carry an edit and a delete button (the wizard's beneficiaries and
// dependents): the row's words, each button's accessible name and title, and when each is held.
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PenIcon, TrashIcon } from './icons';

export interface EditableRow {
  key: string;
  text: ReactNode;
  /** The edit button's name and title ("Edit Ana Ruiz"). */
  editLabel: string;
  /** The delete button's name ("Delete Ana Ruiz") and its title (why it waits, or "Delete"). */
  deleteLabel: string;
  deleteTitle: string;
}

export function EditableList(props: {
  rows: readonly EditableRow[];
  /** The list's accessible name, when it has one. */
  label?: string | undefined;
  editDisabled: boolean;
  deleteDisabled: boolean;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      {...(props.label ? { 'aria-label': props.label } : {})}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {props.rows.map((row, index) => (
        <Paper component="li" key={row.key} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text>{row.text}</Text>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={row.editLabel}
                title={row.editLabel}
                disabled={props.editDisabled}
                onClick={() => props.onEdit(index)}
              >
                <PenIcon />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={row.deleteLabel}
                title={row.deleteTitle}
                disabled={props.deleteDisabled}
                onClick={() => props.onDelete(index)}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
