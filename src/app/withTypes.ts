import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDeps, AppDispatch, RootState } from './store';

/** The store's types bound once, as RTK's template does: components and thunks import these, never the raw ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** What every thunk is typed with: the store's state, its dispatch, and what it reaches the world through. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: AppDeps;
}
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();
