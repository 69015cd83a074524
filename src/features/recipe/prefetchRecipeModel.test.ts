/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { prefetchRecipeModel } from './prefetchRecipeModel';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { idleMoments } from '../../../__tests__/support/idleMoments';

test("the generate panel's prefetch downloads the model client at idle time, not in the tap that showed the panel", () => {
  const idle = idleMoments();
  const deps = fakeDeps(answering({}));
  const loadRecipeModel = jest.spyOn(deps, 'loadRecipeModel');
  const store = makeStore(undefined, deps);

  store.dispatch(prefetchRecipeModel());
  expect(loadRecipeModel).not.toHaveBeenCalled();

  idle.runOne();
  expect(loadRecipeModel).toHaveBeenCalledTimes(1);
});
