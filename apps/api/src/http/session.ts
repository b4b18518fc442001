// The caller's session as the pipeline's gate opens it (http/gate.ts; auth's session-service.ts
// reads and writes it): here, below the features, so http and every feature may name it.
import type { StaffRole } from '../db/schema';

export interface Staff {
  accountId: number;
  role: StaffRole;
  name: string;
  agentId: number | null;
  groupId: number | null;
  /** The same rep and group as the wire names them. */
  agentPublicId: string | null;
  groupPublicId: string | null;
}

export interface Session {
  id: string;
  kind: 'storefront' | 'staff';
  staff?: Staff;
  /** When the session ends unless used again. */
  idleExpiresAt: Date;
  /** When it ends at the latest (storefront sessions: the same as idle). */
  expiresAt: Date;
  /** The catalog stamp, when read with the session (see `findSession`). */
  catalogStamp?: string | undefined;
}
