// The foot of a popup form (a beneficiary, a dependent): the server's refusal, if any, then Cancel
// and Submit.
import { Alert, Button, Group } from '@mantine/core';

export function PopupFormActions(props: {
  problem: string | undefined;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {props.problem && (
        <Alert color="red" role="alert">
          {props.problem}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button type="submit" loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
