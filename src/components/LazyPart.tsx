import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SecondaryButton } from './SecondaryButton';
import { colors } from '../styles/themes';

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
  /** What the cook would miss, as in "The ingredient list could not be loaded." */
  name: string;
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

export function couldNotLoadLine(name: string, failures: number): string {
  const line = `${name.charAt(0).toUpperCase()}${name.slice(1)} could not be loaded.`;
  return failures > 1 ? `${line} If this keeps happening, reload the page: the app may have been updated.` : line;
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
    console.error(`${this.props.name} could not be loaded:`, error, info.componentStack);
  }

  private retry = () => {
    // Starts the download again; rendering the part waits for it (and lands here again if it fails).
    this.props.retry().catch(() => undefined);
    this.setState({ failed: false });
  };

  render() {
    const { name, floating = false, fallback = null, children } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return (
      <>
        <Problem role="alert" $floating={floating}>
          {couldNotLoadLine(name, this.state.failures)}
          <SecondaryButton type="button" onClick={this.retry}>
            Retry
          </SecondaryButton>
        </Problem>
        {fallback}
      </>
    );
  }
}
