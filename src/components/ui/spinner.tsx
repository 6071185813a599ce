import './spinner.css';

interface SpinnerProps {
  size?: number;
  /** Accessible label; without one the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 32, label }: SpinnerProps) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Covers the page while the first route loads (the spec: a full-screen spinner while loading). */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="spinner-screen">
      <Spinner size={48} label={label} />
    </div>
  );
}
