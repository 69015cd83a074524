import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/**
 * The store's types bound to React Redux's hooks once, as RTK's template does: components import these. The
 * thunk creator is bound in createAppAsyncThunk.ts, a file apart: the first screen imports these hooks, and
 * createAsyncThunk would come with them into the first download (about 800 bytes gzipped).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
