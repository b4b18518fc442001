// The landing page whose prefix the store's routes keep (spec 001 section 2, spec 000 section 2):
// the address's, else the one the visitor came through.
import { useParams } from 'react-router';
import { useSession } from './session-store';

export function useLanding(): string | undefined {
  const fromPath = useParams().landing;
  const stored = useSession((state) => state.landing_url);
  return fromPath ?? stored ?? undefined;
}

/** `path` under the landing page, when there is one. */
export const underLandingOf = (landing: string | undefined, path: string) =>
  landing ? `/${encodeURIComponent(landing)}${path}` : path;
