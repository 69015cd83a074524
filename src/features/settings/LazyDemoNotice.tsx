import { lazyComponent } from '../../components/lazyComponent';
import { LazyPart } from '../../components/LazyPart';
import { useHydrated } from '../../components/useHydrated';

// Not in the first download: whether to show it is known only once the server has said which model it uses.
export const DemoNoticeWhenDemoOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "demo-notice" */ './DemoNoticeWhenDemo').then((module) => module.DemoNoticeWhenDemo),
);

/** The demo notice's place on the page, for a build without a model of its own. */
export function LazyDemoNotice() {
  const hydrated = useHydrated();
  return hydrated ? (
    <LazyPart name="the demo notice" retry={DemoNoticeWhenDemoOnDemand.retry}>
      <DemoNoticeWhenDemoOnDemand />
    </LazyPart>
  ) : null;
}
