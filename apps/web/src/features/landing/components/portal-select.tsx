// A portal chooser: the portals offered, Submit (or the caller's label) and an optional Back;
// nothing chosen shows the caller's message ('Please choose a platform', ...).
import type { Platform } from '@benefit-store/contract/landing-entities';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoosePortal } from '../api/choose-portal';
import { PortalField } from './portal-fields';

interface PortalSelectProps {
  platforms: readonly Platform[] | undefined;
  /** The message when no portal is chosen. */
  missing: string;
  submitLabel: string;
  enrollType: 'new-member' | 'new-group-member';
  /** The group whose new member this is, kept with the portal. */
  group?: { group_id: string; group_name: string };
  onChosen: (platform: Platform) => void;
  onBack?: () => void;
  /** The portal chosen at first (the branded site's own). */
  initialPortal?: string;
}

export function PortalSelect(props: PortalSelectProps) {
  const { platforms, missing, submitLabel, enrollType, group, onChosen, onBack, initialPortal } = props;
  const { t } = useTranslation();
  const choose = useChoosePortal();
  const [portalId, setPortalId] = useState(initialPortal ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const platform = platforms?.find((item) => item.platform_group_id === portalId);
    if (!platform) {
      setError(t(missing));
      return;
    }
    setError(undefined);
    choose.mutate({ platform, enrollType, ...(group ? { group } : {}) }, { onSuccess: () => onChosen(platform) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PortalField platforms={platforms} value={portalId} onChange={setPortalId} error={error} />
        {choose.error && <Alert color="red" title={choose.error.message} />}
        <Group>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {t('entry.back')}
            </Button>
          )}
          <Button type="submit" loading={choose.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
