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
  type ReactNode,
} from "react";

/**
 * The gate a piece of the page waits behind on the first load: it opens when `watch` says so, and settles
 * `hydrated` once React has taken the piece's server HTML over.
 */
export interface Gate {
  /** Settles when the gate opens. */
  opened: Promise<void>;
  open: () => void;
  /** Settles once React has taken the piece over. */
  hydrated: Promise<void>;
  markHydrated: () => void;
}

/**
 * A piece of the page whose code is downloaded only when `watch` opens its gate (`whenUsed`, `whenVisible`).
 *
 * On the first load the browser keeps the server's HTML as it is (React leaves a suspended boundary's server
 * HTML in place) until then; the code is then downloaded and React hydrates it over the same elements.
 * After a client-side navigation there is no server HTML, so the code loads at once and a placeholder of
 * the piece's rough height stands in for it. `watch` starts on the wrapper's element and returns its stop.
 */
export function deferHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    placeholderClassName,
    watch,
  }: { placeholderClassName: string; watch: (element: HTMLElement, gate: Gate) => () => void },
): ComponentType<P> {
  const Piece = lazy(async () => ({ default: await load() }));

  // memo: a dehydrated boundary that receives new props before it could hydrate is thrown away and
  // rendered again on the client, so re-renders of the wrapper with the same props must not reach it.
  const Boundary = memo(function Boundary({ gate, props }: { gate: Gate | null; props: P }) {
    return (
      <Suspense fallback={<div aria-busy="true" className={placeholderClassName} />}>
        <WaitFor gate={gate}>
          <Piece {...props} />
          <Hydrated gate={gate} />
        </WaitFor>
      </Suspense>
    );
  }, sameProps);

  function Deferred(props: P) {
    const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, isServerOrHydrating);
    const [gate] = useState(() => (hydrating && typeof window !== "undefined" ? openGate() : null));
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => (gate && box.current ? watch(box.current, gate) : undefined), [gate]);
    return (
      <div ref={box}>
        <Boundary gate={gate} props={props} />
      </div>
    );
  }
  return Deferred;
}

function openGate(): Gate {
  let open = () => {};
  let markHydrated = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  return { opened, open, hydrated, markHydrated };
}

/** Suspends while the gate is closed; on the server and after navigations there is none. */
function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  return children;
}

/** Tells the gate the piece beside it has been hydrated (its effects run once the piece's have). */
function Hydrated({ gate }: { gate: Gate | null }) {
  useEffect(() => gate?.markHydrated(), [gate]);
  return null;
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
