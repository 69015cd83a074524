import type { AppThunk } from '../../app/store';
import { userTokenForgotten, userTokenSaved } from './settingsSlice';
import { forgetUserToken, saveUserToken } from '../../modelConnection/userTokenStorage';

/** Keeps the cook's token on this device and uses it from the next request on. */
export const rememberToken =
  (token: string): AppThunk =>
  (dispatch) => {
    dispatch(userTokenSaved({ remembered: saveUserToken(token) }));
  };

export const forgetToken = (): AppThunk => (dispatch) => {
  forgetUserToken();
  dispatch(userTokenForgotten());
};
