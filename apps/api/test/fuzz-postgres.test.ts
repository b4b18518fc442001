// Fuzzing every call (fuzz.ts) on PostgreSQL: a file per database, so both run side by side.
import { fuzzSuite } from './fuzz';

fuzzSuite('postgres');
