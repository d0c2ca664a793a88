import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Notice, Spinner, Switch, Tag, TextInput } from '.';

describe('the plain controls', () => {
  it('a button with an address is a link drawn as a button; without one, a button that ignores a tap while busy', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button href="tel:+15550100" aria-label="Call Jo" icon={<svg />} shape="circle" />);
    expect(screen.getByRole('link', { name: 'Call Jo' })).toHaveAttribute('href', 'tel:+15550100');

    rerender(
      <Button variant="primary" loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button variant="primary" onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    // Nor does a busy submit button send its form a second time.
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Sign in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<Button disabled aria-label="Call Jo" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Call Jo' })).toBeDisabled();
  });

  it('a search with a value offers Clear, which empties it', async () => {
    function Search() {
      const [query, setQuery] = useState('');
      return <TextInput aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} onClear={() => setQuery('')} />;
    }
    render(<Search />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Jo');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('a switch says whether it is on, turns with a click, and takes no second change while one is saved', async () => {
    function Sharing({ loading = false }: { loading?: boolean }) {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch id="share" checked={on} loading={loading} onChange={setOn} />
          <label htmlFor="share">Share my location</label>
        </>
      );
    }
    const { rerender } = render(<Sharing />);
    const toggle = screen.getByRole('switch', { name: 'Share my location' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Share my location'));
    expect(toggle).not.toBeChecked();

    rerender(<Sharing loading />);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('a notice announces errors, warnings and outcomes at once and reads help in place; it can be closed and carry an action', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Notice type="error">Could not load.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    rerender(<Notice type="warning">Four members have no position yet.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Four members have no position yet.');
    rerender(<Notice type="success">Passkey added.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Passkey added.');

    rerender(
      <Notice type="info" title="A new version is available" action={<Button>Reload</Button>} onClose={onClose}>
        Reload to start using it.
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('A new version is available');
    expect(notice).toHaveTextContent('Reload to start using it.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<Notice type="warning" role="status">The map tiles cannot be reached.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('The map tiles cannot be reached.');
  });

  it('a spinner is silent unless it is given a name; a tag is plain text', () => {
    const { container, rerender } = render(<Spinner size="large" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<Spinner size="small" label="Opening profile" />);
    expect(screen.getByRole('img', { name: 'Opening profile' })).toBeInTheDocument();
    rerender(<Tag>You</Tag>);
    expect(screen.getByText('You')).toHaveClass('fn-tag');
  });
});
