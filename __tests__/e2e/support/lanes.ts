/**
 * The browser suite runs its files in parallel, one lane per Jest worker: each lane has a test chat server whose
 * scenario only that worker's tests set, an app server asking it, and a build whose page asks it itself. A worker
 * knows its lane by JEST_WORKER_ID (1 when the files run in band).
 */
export const laneOfThisWorker = (): number => Number(process.env.JEST_WORKER_ID ?? '1');

/** Where globalSetup tells the workers a lane's servers are. */
export const laneVariable = (name: 'E2E_APP_URL' | 'E2E_CHAT_URL', lane: number): string => `${name}_${lane}`;
