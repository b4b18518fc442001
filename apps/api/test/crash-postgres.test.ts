// The crash test (crash.ts) on PostgreSQL: a file per database, so both run side by side.
import { crashSuite } from './crash';

crashSuite('postgres');
