// HTTP edge of landing pages and sites.
import { getDefaultInfo } from '@benefit-store/contract/landing';
import { languages } from '@benefit-store/contract/messages/translate';
import { implement } from '../../http/register';
import { siteForHost } from './service';

export const landingImplementations = [
  implement(getDefaultInfo, async ({ req }) => ({
    data: { site: await siteForHost(req.server.db, req.hostname), languages: [...languages] },
  })),
];
