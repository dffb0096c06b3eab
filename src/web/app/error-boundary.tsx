import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { API_ERRORS, MESSAGES } from "../../shared/messages";
import { buttonClass } from "../components/ui/button";
import { paths } from "../lib/paths";

type BoundaryProps = { children: ReactNode; locationKey: string };
type BoundaryState = { failure: { message: string } | null; locationKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { message: error instanceof Error ? error.message : String(error) } };
  }

  /** Going elsewhere gives the next screen its chance. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{API_ERRORS.internal}</h1>
        <p className="break-words text-muted italic">{failure.message}</p>
        {/* A full load, not a client navigation: the usual cause is a screen's script missing after a release. */}
        <a href={paths.home()} className={buttonClass("primary")}>
          {MESSAGES.notFound.returnHome}
        </a>
      </div>
    );
  }
}

/**
 * What a screen throws, its script failing to load included, shows here instead of emptying the page; the data
 * router this app used before caught the same errors with its default error screen.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
