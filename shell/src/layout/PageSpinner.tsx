// By path: the spinner is on every first visit (see tooling/federation/antdCore.cjs).
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

/** The centred spinner of a page (or the whole screen) that is still loading. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex role="status" aria-label="Loading" align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : '40vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
