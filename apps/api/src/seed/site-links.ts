// Where each demo site's header dashboards, footer link columns, registrations, group quote and
// app downloads lead. The plain store shows the dashboard-links dropdown; the branded site
// keeps only its member dashboard, group quote and application, and its own apps.
import type { Db } from '../db/database';

const storeLinks = {
  admin: 'https://admin.benefitstore.example/',
  message_center: 'https://admin.benefitstore.example/messages',
  file_management: 'https://admin.benefitstore.example/files',
  rep_dashboard: 'https://reps.benefitstore.example/',
  member_dashboard: 'https://members.benefitstore.example/',
  group_dashboard: 'https://groups.benefitstore.example/',
  ticket_management: 'https://support.benefitstore.example/',
  sso: 'https://sso.benefitstore.example/',
  rep_registration: 'https://reps.benefitstore.example/register',
  group_registration: 'https://groups.benefitstore.example/register',
  member_registration: 'https://members.benefitstore.example/register',
  group_quote: 'https://groups.benefitstore.example/quote',
  group_application: 'https://groups.benefitstore.example/apply',
  app_store: 'https://apps.apple.com/app/benefit-store/id1000000001',
  google_play: 'https://play.google.com/store/apps/details?id=example.benefitstore',
};

const elevateLinks = {
  member_dashboard: 'https://members.elevatewellness.example/',
  group_quote: 'https://groups.elevatewellness.example/quote',
  group_application: 'https://groups.elevatewellness.example/apply',
  app_store: 'https://apps.apple.com/app/elevate-wellness/id1000000002',
  google_play: 'https://play.google.com/store/apps/details?id=example.elevatewellness',
};

export async function seedSiteLinks(db: Db, sites: { store: number; elevate: number }): Promise<void> {
  const rows = (siteId: number, links: Record<string, string>) =>
    Object.entries(links).map(([key, url]) => ({ site_id: siteId, key, url }));
  await db
    .insertInto('site_link')
    .values([...rows(sites.store, storeLinks), ...rows(sites.elevate, elevateLinks)])
    .execute();
}
