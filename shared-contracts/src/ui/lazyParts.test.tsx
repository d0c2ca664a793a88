import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PART_FAILED, lazyPartsOf } from './lazyParts';

const chunk = { Greeting: ({ name }: { name: string }) => <p>{`Hello ${name}`}</p> };

describe('a part whose code comes in its own chunk', () => {
  it('is a named spinner until the code is there, then the part with its props', async () => {
    let arrive!: (module: typeof chunk) => void;
    const Greeting = lazyPartsOf(() => new Promise<typeof chunk>((resolve) => (arrive = resolve)))('Greeting', { loading: 'Loading the greeting' });
    render(<Greeting name="Jo" />);
    expect(screen.getByRole('img', { name: 'Loading the greeting' })).toBeInTheDocument();
    await act(async () => arrive(chunk));
    expect(screen.getByText('Hello Jo')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading the greeting' })).not.toBeInTheDocument();
  });

  it('says so when the code cannot be fetched, and Try again fetches it again', async () => {
    let fetches = 0;
    const load = async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return chunk;
    };
    const Greeting = lazyPartsOf(load)('Greeting', { loading: 'Loading the greeting', frame: (content) => <section aria-label="Greeting card">{content}</section> });
    render(<Greeting name="Jo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LAZY_PART_FAILED);
    expect(screen.getByRole('region', { name: 'Greeting card' })).toContainElement(screen.getByRole('alert'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Jo')).toBeInTheDocument();
    expect(fetches).toBe(2);
  });
});
