// Cached answers that depend on the household.

/** What the server answers with depends on the household: every such feature's cached answers go stale. */
export const householdQueryPrefixes = ['quoting', 'catalog', 'pricing', 'underwriting', 'cart'];
