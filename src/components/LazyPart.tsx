import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SecondaryButton } from './SecondaryButton';
import { colors } from '../styles/themes';
import type { FirstScreenId } from '../i18n/useText';
import { useText } from '../i18n/useText';

const Problem = styled.p<{ $floating: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 1rem 0 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};

  ${({ $floating }) =>
    $floating &&
    css`
      position: fixed;
      top: 4.5rem;
      right: 1rem;
      z-index: 20;
      max-width: calc(100vw - 2rem);
    `}
`;

interface LazyPartProps {
  /** The line the cook reads if its code cannot be downloaded, as in "The recipe panel could not be loaded." */
  couldNotLoad: FirstScreenId;
  /** Downloads the part's code again (a lazyComponent's `retry`). */
  retry: () => Promise<unknown>;
  /** Shown over the page rather than in its flow, for parts opened from the fixed header. */
  floating?: boolean;
  /** What stands in for the part while its code loads, and stays if it cannot (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

interface LazyPartState {
  failed: boolean;
  /** Failures so far: after a Retry that failed too, the files may be gone (a new deploy), so reloading helps. */
  failures: number;
}

interface CouldNotLoadProps {
  line: FirstScreenId;
  failures: number;
  floating: boolean;
  onRetry: () => void;
}

function CouldNotLoad({ line, failures, floating, onRetry }: CouldNotLoadProps) {
  const text = useText();
  return (
    <Problem role="alert" $floating={floating}>
      {failures > 1 ? `${text(line)} ${text('lazyPart.reloadIfRepeated')}` : text(line)}
      <SecondaryButton type="button" onClick={onRetry}>
        {text('lazyPart.retry')}
      </SecondaryButton>
    </Problem>
  );
}

/**
 * A part of the page whose code loads on demand. While it loads, nothing; if its code cannot be downloaded, one
 * line says so with a Retry, and everything else on the page (and in the store) stays as it was.
 */
export class LazyPart extends Component<LazyPartProps, LazyPartState> {
  state: LazyPartState = { failed: false, failures: 0 };

  static getDerivedStateFromError(): Partial<LazyPartState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState(({ failures }) => ({ failures: failures + 1 }));
    console.error(`A part of the page could not be loaded (${this.props.couldNotLoad}):`, error, info.componentStack);
  }

  private retry = () => {
    // Starts the download again; rendering the part waits for it (and lands here again if it fails).
    this.props.retry().catch(() => undefined);
    this.setState({ failed: false });
  };

  render() {
    const { couldNotLoad, floating = false, fallback = null, children } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return (
      <>
        <CouldNotLoad line={couldNotLoad} failures={this.state.failures} floating={floating} onRetry={this.retry} />
        {fallback}
      </>
    );
  }
}
