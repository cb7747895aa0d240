import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './pages/crash-page.tsx';

type TState = { hasError: boolean };

/** Catches rendering errors (and chunks that fail to load) and shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { hasError: false };

  static getDerivedStateFromError(): TState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] Seite abgestürzt', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <CrashPage /> : this.props.children;
  }
}
