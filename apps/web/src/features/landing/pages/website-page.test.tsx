// The website entry honours its address: group=elevate with id is the branded site's group flow
// (that group's portals, the site's own portal chosen already by get-elevate-info); any other
// group names the group itself. Start Enrollment keeps portal and group.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import WebsitePage from './website-page';

const groupId = 'GroupAAAAAAAAAAAAAAAAA';
const address = { address1: '', city: '', state: '', zip: '' };
const bluebird = {
  gid: groupId,
  gname: 'Bluebird Bakery Co-op',
  gagent_code: '',
  name: 'Bluebird Bakery Co-op',
  group_id: groupId,
  display_name: 'Bluebird Bakery Co-op',
  address_information: address,
  display_email: 'benefits@bluebird.example',
  display_phone: '8005550177',
  gweb_aboutus: '',
  image: '',
  logo: '',
  landing_url: null,
};
const assoc = {
  platform_group_id: 'PortalAssocAAAAAAAAAAA',
  platform_name: 'Association Benefits',
  platform_code: 'ASSOC',
  platform_type: 'standard' as const,
};
const other = {
  platform_group_id: 'PortalOtherAAAAAAAAAAA',
  platform_name: 'Small Business',
  platform_code: 'SMBIZ',
  platform_type: 'standard',
} as const;

const serve = () =>
  fakeApi({
    'get-group-agent-member-info': () =>
      ok({ enrollment_type: 'new-group-member', user_info: null, group_info: bluebird, platforms: [other, assoc] }),
    'get-elevate-info': () => ok({ portal_id: assoc.platform_group_id }),
    'get-enrollment-platforms': () => ok({ result: [other] }),
  });

const renderPage = (path: string) => renderAt(path, [{ path: '/website', element: <WebsitePage /> }]);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the website entry in %s', (language) => {
  it("starts the branded site's group flow with its portal chosen", async () => {
    await i18n.changeLanguage(language);
    const api = serve();
    renderPage(`/website?group=elevate&id=${groupId}`);
    const portal = () => screen.getByRole<HTMLSelectElement>('combobox', { name: i18n.t('entry.choose_portal') });
    await waitFor(() => expect(portal().value).toBe(assoc.platform_group_id));
    expect(callsTo(api, 'get-group-agent-member-info')[0]?.query).toEqual({ group_id: groupId });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.start_enrollment') }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/home');
    expect(useSession.getState()).toMatchObject({ portal_id: assoc.platform_group_id, gname: 'Bluebird Bakery Co-op' });
  });

  it('takes the group from group itself, with nothing chosen for the visitor', async () => {
    await i18n.changeLanguage(language);
    const api = serve();
    renderPage(`/website?group=${groupId}`);
    const portal = await screen.findByRole('combobox', { name: i18n.t('entry.choose_portal') });
    await screen.findByRole('option', { name: 'Association Benefits' });
    expect((portal as HTMLSelectElement).value).toBe('');
    expect(callsTo(api, 'get-group-agent-member-info')[0]?.query).toEqual({ group_id: groupId });
    expect(callsTo(api, 'get-elevate-info')).toHaveLength(0);
  });
});
