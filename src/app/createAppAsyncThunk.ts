import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDeps, AppDispatch, RootState } from './store';

/** What every thunk is typed with: the store's state, its dispatch, and what it reaches the world through. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: AppDeps;
}

/** createAsyncThunk with the store's types bound once (see withTypes.ts for why it is a file of its own). */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();
