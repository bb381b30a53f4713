// The app's one store holds two small slices (auth, theme settings): a store of that size needs no
// Redux Toolkit and no immer (about 7 KiB of every mode's first load, issue 13, and their start-up
// work on a slow phone). A slice is a reducer of plain immutable updates and its action creators; the
// store is what react-redux's Provider and hooks read (getState, subscribe, dispatch).
import type { Reducer, Store, UnknownAction } from 'redux';

export interface PayloadAction<P = undefined> extends UnknownAction {
  payload: P;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CaseReducer<S> = (state: S, action: PayloadAction<any>) => S;

/** `(payload) => action` for a case that reads its action's payload; `() => action` for one that does not. */
type ActionCreator<F> = F extends (state: never, action: PayloadAction<infer P>) => unknown
  ? unknown extends P
    ? () => PayloadAction<undefined>
    : (payload: P) => PayloadAction<P>
  : () => PayloadAction<undefined>;

export interface Slice<S, R extends Record<string, CaseReducer<S>>> {
  name: string;
  reducer: Reducer<S>;
  actions: { [K in keyof R]: ActionCreator<R[K]> };
}

/** A slice: its actions are typed `<name>/<case>`; an action of no case of it leaves its state as it is. */
export function createSlice<S, R extends Record<string, CaseReducer<S>>>(options: {
  name: string;
  initialState: S | (() => S);
  reducers: R;
}): Slice<S, R> {
  const { name, initialState, reducers } = options;
  const initial = () => (typeof initialState === 'function' ? (initialState as () => S)() : initialState);
  const cases = new Map(Object.entries(reducers).map(([key, reduce]) => [`${name}/${key}`, reduce]));
  const reducer = ((state: S | undefined, action: UnknownAction) => {
    const current = state === undefined ? initial() : state;
    const reduce = cases.get(action.type);
    return reduce ? reduce(current, action as PayloadAction<unknown>) : current;
  }) as Reducer<S>;
  const actions = Object.fromEntries(
    Object.keys(reducers).map((key) => [key, (payload?: unknown) => ({ type: `${name}/${key}`, payload })]),
  ) as Slice<S, R>['actions'];
  return { name, reducer, actions };
}

/** A store of slices keyed as in `reducers`; listeners hear every dispatch. */
export function createStore<S extends Record<string, unknown>>(reducers: { [K in keyof S]: Reducer<S[K]> }): Store<S> {
  const keys = Object.keys(reducers) as (keyof S)[];
  const reduce = (state: S | undefined, action: UnknownAction): S => {
    let changed = state === undefined;
    const next = {} as S;
    for (const key of keys) {
      next[key] = reducers[key](state?.[key], action);
      if (state && next[key] !== state[key]) changed = true;
    }
    return changed ? next : state!;
  };
  let state = reduce(undefined, { type: '@@init' });
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    dispatch<A extends UnknownAction>(action: A): A {
      state = reduce(state, action);
      for (const listener of [...listeners]) listener();
      return action;
    },
    subscribe(listener: () => void) {
      const entry = () => listener();
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    replaceReducer() {
      throw new Error('This store does not replace its reducers');
    },
  };
  // Redux's Store type also names an interop observable, which react-redux never reads (it reads
  // getState, subscribe and dispatch).
  return store as unknown as Store<S>;
}
