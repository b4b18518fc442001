// The crash test (crash.ts) on PostgreSQL: a file per database, so both run side by side.
import { crashSuite } from './crash';
import { completionCrashSuite } from './crash-completion';

crashSuite('postgres');
completionCrashSuite('postgres');
