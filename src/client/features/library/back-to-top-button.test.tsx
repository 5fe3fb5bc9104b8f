import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithProviders } from '../../test/render-with-providers';
import { BackToTopButton } from './back-to-top-button';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe("'Back to Top'", () => {
  afterEach(() => {
    scrollWindowTo(0);
    vi.restoreAllMocks();
  });

  it('appears once the page is scrolled beyond 200 px and takes the visitor and focus to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const top = createRef<HTMLHeadingElement>();
    renderWithProviders(
      <>
        <h1 ref={top} tabIndex={-1}>
          Library
        </h1>
        <BackToTopButton focusTarget={top} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Back to Top' })).not.toBeInTheDocument();

    scrollWindowTo(200);
    expect(screen.queryByRole('button', { name: 'Back to Top' })).not.toBeInTheDocument();
    scrollWindowTo(201);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { name: 'Library' })).toHaveFocus();

    scrollWindowTo(0);
    expect(screen.queryByRole('button', { name: 'Back to Top' })).not.toBeInTheDocument();
  });
});
