import { fireEvent, render, screen } from '@testing-library/react';
import { RoundPicture } from './RoundPicture';

describe('RoundPicture', () => {
  it('shows the picture with its text alternative, at the size asked', () => {
    render(<RoundPicture size={40} src="/uploads/avatars/jo.webp" alt="Photo of Jo March"><span>J</span></RoundPicture>);
    const picture = screen.getByRole('img', { name: 'Photo of Jo March' });
    expect(picture).toHaveAttribute('src', '/uploads/avatars/jo.webp');
    expect(picture.parentElement).toHaveStyle({ width: '40px', height: '40px', borderRadius: '50%' });
    expect(screen.queryByText('J')).not.toBeInTheDocument();
  });

  it('shows the initial without a picture, and when the picture cannot be loaded', () => {
    const { rerender } = render(<RoundPicture size={32} src={null} alt="Photo of Jo March"><span>J</span></RoundPicture>);
    expect(screen.getByText('J')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<RoundPicture size={32} src="/uploads/avatars/gone.webp" alt="Photo of Jo March"><span>J</span></RoundPicture>);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Jo March' }));
    expect(screen.getByText('J')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    // A new picture (an upload) is tried again.
    rerender(<RoundPicture size={32} src="/uploads/avatars/new.webp" alt="Photo of Jo March"><span>J</span></RoundPicture>);
    expect(screen.getByRole('img', { name: 'Photo of Jo March' })).toHaveAttribute('src', '/uploads/avatars/new.webp');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<RoundPicture size={32} src="/a.webp" alt="" decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
