// Plain HTML and CSS: the spinner is on every first visit (it shows while the sign-in page
// loads), which downloads no antd. It draws antd's Spin (four dots turning, large size) in the
// theme's primary colour.
const css = `
.fn-page-spinner { display: flex; align-items: center; justify-content: center; }
.fn-spin-dots { position: relative; display: inline-block; width: 32px; height: 32px; animation: fn-spin-rotate 1.2s linear infinite; }
.fn-spin-dots i { position: absolute; width: 14px; height: 14px; border-radius: 100%; background: var(--fn-color-primary);
  opacity: 0.3; transform: scale(0.75); animation: fn-spin-move 1s linear infinite alternate; }
.fn-spin-dots i:nth-child(1) { top: 0; left: 0; }
.fn-spin-dots i:nth-child(2) { top: 0; right: 0; animation-delay: 0.4s; }
.fn-spin-dots i:nth-child(3) { right: 0; bottom: 0; animation-delay: 0.8s; }
.fn-spin-dots i:nth-child(4) { bottom: 0; left: 0; animation-delay: 1.2s; }
@keyframes fn-spin-rotate { to { transform: rotate(405deg); } }
@keyframes fn-spin-move { to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .fn-spin-dots, .fn-spin-dots i { animation-duration: 3s; } }
`;

/** The centred spinner of a page (or the whole screen) that is still loading. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className="fn-page-spinner" role="status" aria-label="Loading" style={{ minHeight: fullScreen ? '100vh' : '40vh' }}>
      <style>{css}</style>
      <span className="fn-spin-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
