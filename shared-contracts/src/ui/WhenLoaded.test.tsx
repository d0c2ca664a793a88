import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Loadable, WhenLoaded } from './WhenLoaded';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const page = (loadable: Loadable<string>) => (
  <Catch>
    <WhenLoaded loadable={loadable} fallback={<p role="status">Loading</p>}>
      {(text) => <h1>{text}</h1>}
    </WhenLoaded>
  </Catch>
);

describe('code drawn once it has come', () => {
  it('code that came before the first draw is drawn at once: no spinner, not even for a moment', async () => {
    const loadable = new Loadable(async () => 'Family Directory');
    await loadable.settled;
    render(page(loadable));
    expect(screen.getByRole('heading', { name: 'Family Directory' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner while the code comes, then the screen', async () => {
    const code = deferred<string>();
    const loadable = new Loadable(() => code.promise);
    render(page(loadable));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => code.resolve('Family Map'));
    expect(screen.getByRole('heading', { name: 'Family Map' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failure goes to the error boundary around, with its error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const code = deferred<string>();
    const loadable = new Loadable(() => code.promise);
    render(page(loadable));
    await act(async () => code.reject(new Error('ScriptExternalLoadError: mf_map')));
    expect(screen.getByText('failed: ScriptExternalLoadError: mf_map')).toBeInTheDocument();
    expect(loadable.failed).toBe(true);
  });
});
