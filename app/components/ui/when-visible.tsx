import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";

/**
 * A section below the fold whose code is downloaded only when the visitor gets to it.
 *
 * The server renders the section in full, so the HTML stays complete for crawlers, for visitors without
 * script and for the page cache. On the first load the browser keeps that HTML as it is, shown but not yet
 * hydrated, until the section comes near the viewport or the visitor points at, touches or tabs into it;
 * only then does it download the section's code and hydrate it (React leaves a suspended boundary's server
 * HTML in place meanwhile). After a client-side navigation there is no server HTML, so the code loads at
 * once and a placeholder of the section's rough height stands in for it.
 */
export function whenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    ahead = "0px",
    placeholderClassName = "min-h-screen",
  }: {
    /**
     * How far before the viewport the section starts loading (an IntersectionObserver rootMargin). A
     * section with fields to fill takes some, so that it is ready before the visitor can reach a control;
     * any margin would load the section right under a phone-tall hero on the first visit too.
     */
    ahead?: string;
    placeholderClassName?: string;
  } = {},
): ComponentType<P> {
  const Section = lazy(async () => ({ default: await load() }));

  // memo: a dehydrated boundary that receives new props before it could hydrate is thrown away and
  // rendered again on the client, so re-renders of the wrapper with the same props must not reach it.
  const Boundary = memo(function Boundary({ gate, props }: { gate: Gate | null; props: P }) {
    return (
      <Suspense fallback={<div aria-busy="true" className={placeholderClassName} />}>
        <WaitFor gate={gate}>
          <Section {...props} />
        </WaitFor>
      </Suspense>
    );
  }, sameProps);

  function WhenVisible(props: P) {
    const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, isServerOrHydrating);
    const [gate] = useState(() => (hydrating && typeof window !== "undefined" ? openGate() : null));
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => (gate && box.current ? openWhenReached(box.current, gate, ahead) : undefined), [gate]);
    return (
      <div ref={box}>
        <Boundary gate={gate} props={props} />
      </div>
    );
  }
  return WhenVisible;
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function openGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Suspends while the gate is closed; on the server and after navigations there is none. */
function WaitFor({ gate, children }: { gate: Gate | null; children: React.ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

function openWhenReached(element: HTMLElement, gate: Gate, ahead: string): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
    rootMargin: `${ahead} 0px`,
  });
  const open = () => {
    gate.open();
    stop();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
  };
  observer.observe(element);
  for (const type of INTENT_EVENTS) element.addEventListener(type, open, { passive: true });
  return stop;
}

function sameProps<P extends object>(a: { gate: Gate | null; props: P }, b: { gate: Gate | null; props: P }) {
  if (a.gate !== b.gate) return false;
  const keys = Object.keys(a.props) as (keyof P)[];
  return (
    keys.length === Object.keys(b.props).length && keys.every((key) => Object.is(a.props[key], b.props[key]))
  );
}

const subscribeToNothing = () => () => {};
const notHydrating = () => false;
/** React reads this snapshot on the server and while hydrating the server's HTML. */
const isServerOrHydrating = () => true;
