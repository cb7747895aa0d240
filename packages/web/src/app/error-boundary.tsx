import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppCrashScreen } from './pages/crash-page.tsx';

type TState = { error: Error | null };

/** Catches rendering errors (and chunks that fail to load) and shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] Seite abgestürzt', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <AppCrashScreen error={this.state.error} /> : this.props.children;
  }
}
