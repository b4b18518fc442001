// The spec's session values (spec 000 section 3), in one typed store kept in browser storage.
// Nothing personal is kept here (no birth date, zip or name of the household): features read the
// household back from the server (get-enrollment-temp-info), which holds it for the session.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { PlatformType } from '@benefit-store/contract/landing-entities';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SessionValues {
  agent_id: string | null;
  group_id: string | null;
  portal_id: string | null;
  user_id: string | null;
  eprocess: 'rep' | 'applicant' | 'group' | null;
  open_type: 'agent' | 'group' | 'user' | null;
  enroll_type: 'new-member' | 'new-group-member' | 'existing-member' | null;
  tempId: string | null;
  /** The landing page the visitor came through (its url): the store's routes keep its prefix
   *  (spec 001 section 2), and the route guard lets this visitor open them. */
  landing_url: string | null;
  /** The enrollment this browser completed last (tempId is forgotten on its receipt): its receipt
   *  opens again for the person who completed it. */
  completed_id: string | null;
  referral: { id: string; valid: boolean; referrer: string | null } | null;
  selectedTier: 'IO' | 'IS' | 'IC' | 'IF' | null;
  menuSelectedItem: string | null;
  cartCount: number;
  categoryOrder: string[];
  planCategories: string[];
  repInfo: { name: string; email: string; phoneNumber: string } | null;
  display_name: string | null;
  continue_track: string | null;
  redirectionType: string | null;
  fromSite: string | null;
  new_landing_category: string | null;
  portal_name: string | null;
  portal_code: string | null;
  /** The stored portal's type, where the browser learnt it with the portal; a rep-quote portal's
   *  root is the cart (spec 000 section 4). Null when unknown. */
  portal_type: PlatformType | null;
  gname: string | null;
  gcode: string | null;
  planId: string | null;
  enrollerCode: string | null;
  over65: boolean;
  /** Spec 000 section 4's quotation-hidden marker: set when a saved cart is resumed (a quote sent
   *  to this person, or their save-for-later code): they are the client, so the cart hides Save Cart. */
  quotation_hidden: boolean;
  /** Spec 000 section 4's personal-code-redirection marker: set with quotation_hidden, the person
   *  came back by their own link or code. Stored only: no screen reads it yet. */
  personal_code_redirection: boolean;
  /** The wizard's return marker (spec 001 section 2): the step edited from review, which goes
   *  back to review once saved. */
  navto: TabName | null;
  /** Spec 001 section 4 "Health": the enrollment (its tempId) whose existing member's health
   *  answers on file were saved as its own (saveExisting), so they are not saved over the
   *  enroller's answers again. Naming the enrollment, it never carries over to another one. */
  health_track: string | null;
  /** Set once the visitor confirmed a rep access code (spec 000 section 4). */
  repAuthenticated: boolean;
  /** Set once the visitor joined a group: its enrollment code, its landing page or its branded site. */
  groupAuthenticated: boolean;
}

export const emptySession: SessionValues = {
  agent_id: null,
  group_id: null,
  portal_id: null,
  user_id: null,
  eprocess: null,
  open_type: null,
  enroll_type: null,
  tempId: null,
  landing_url: null,
  completed_id: null,
  referral: null,
  selectedTier: null,
  menuSelectedItem: null,
  cartCount: 0,
  categoryOrder: [],
  planCategories: [],
  repInfo: null,
  display_name: null,
  continue_track: null,
  redirectionType: null,
  fromSite: null,
  new_landing_category: null,
  portal_name: null,
  portal_code: null,
  portal_type: null,
  gname: null,
  gcode: null,
  planId: null,
  enrollerCode: null,
  over65: false,
  quotation_hidden: false,
  personal_code_redirection: false,
  navto: null,
  health_track: null,
  repAuthenticated: false,
  groupAuthenticated: false,
};

interface SessionStore extends SessionValues {
  set: (values: Partial<SessionValues>) => void;
  /** Forgets every stored value (Not My Site, home routes, resume links). */
  clear: () => void;
}

export const sessionStorageKey = 'benefit-store-session';

/** Whether `values` would change any of `current`'s (compared as stored, JSON). */
const changes = (current: object, values: object) =>
  Object.entries(values).some(([key, value]) => JSON.stringify(Reflect.get(current, key)) !== JSON.stringify(value));

/**
 * The store changes only when a value does: every screen reading it draws again on a change, and a
 * change while a page the server drew is hydrating (the layout fills the session from the address,
 * the stored values are read back) makes React hydrate the rest of the page at once (hydration.ts).
 */
export const useSession = create<SessionStore>()(
  persist(
    (set, get) => ({
      ...emptySession,
      // A portal stored without its type forgets the previous portal's type: the type always
      // describes portal_id (a referral or an existing member's quote names a portal by id only).
      set: (values) => {
        const next = 'portal_id' in values && !('portal_type' in values) ? { ...values, portal_type: null } : values;
        if (changes(get(), next)) set(next);
      },
      clear: () => {
        if (changes(get(), emptySession)) set(emptySession);
      },
    }),
    {
      name: sessionStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ set: _set, clear: _clear, ...values }): SessionValues => values,
      // Nothing stored, or what is stored already: the state stays the same object.
      merge: (stored, current) =>
        typeof stored === 'object' && stored !== null && changes(current, stored) ? { ...current, ...stored } : current,
      // Version 0 kept the household's zip and birth date: stores of it are dropped, not read.
      version: 1,
      migrate: () => emptySession,
    },
  ),
);
