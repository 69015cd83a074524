import { laneOfThisWorker, laneVariable } from './lanes';

// Run before each test file (jest.e2e.config's setupFiles): the file's tests, and the builds they make, talk to
// this worker's lane only, through the two addresses every test reads.
const lane = laneOfThisWorker();
process.env.E2E_APP_URL = process.env[laneVariable('E2E_APP_URL', lane)];
process.env.E2E_CHAT_URL = process.env[laneVariable('E2E_CHAT_URL', lane)];
