import { Flex, Spin } from 'antd';

/** The centred spinner of a page (or the whole screen) that is still loading. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex role="status" aria-label="Loading" align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : '40vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
