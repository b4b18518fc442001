// The settings of the store server journeys run against, whether the run's (global-setup.ts) or a
// file's own (harness.ts).

export const journeyServerEnvironment = {
  // Journeys guess wrong codes and make many calls from few addresses: no limit stops them.
  RATE_LIMIT_PER_MINUTE: '100000',
  // Emails reach the mailbox through the job runner, which looks for due jobs every 5 seconds by
  // default: a journey reading an email (a code, a quote, a receipt) waited 2.5 s on average for
  // each, about a minute of the run. A tenth of a second is one cheap query.
  JOB_POLL_MS: '100',
};
