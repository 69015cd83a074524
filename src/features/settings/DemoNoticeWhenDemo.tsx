import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { askRecipeServiceMode } from './askRecipeServiceMode';
import { DemoModeNotice } from './DemoModeNotice';
import { selectHasUserToken, selectRecipeServiceIsDemo } from './settingsSlice';

/**
 * For a build without a model: asks its own server which model it uses, and shows the demo notice only when the
 * server answers from the demo chef and the cook has no token of their own.
 */
export function DemoNoticeWhenDemo() {
  const dispatch = useAppDispatch();
  const serviceIsDemo = useAppSelector(selectRecipeServiceIsDemo);
  const hasUserToken = useAppSelector(selectHasUserToken);
  useEffect(() => {
    void dispatch(askRecipeServiceMode());
  }, [dispatch]);
  return serviceIsDemo && !hasUserToken ? <DemoModeNotice /> : null;
}
